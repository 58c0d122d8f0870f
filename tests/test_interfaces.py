"""The pure model of how NCCL (by version) and Gloo choose network interfaces (safelaunch/rules/interfaces.py).

Every case states the NCCL version it models and why the answer is what NCCL/PyTorch would do; the
source lines are cited in the module's docstrings.
"""

from __future__ import annotations

from typing import Any

import pytest

from safelaunch.rules.interfaces import (
    COMM_ID_STEP,
    NCCL_MAX_IFS,
    gloo_interfaces,
    is_link_local,
    is_loopback_address,
    nccl_behaviour,
    nccl_bootstrap_interface,
    nccl_matching_interfaces,
    nccl_select,
    parse_ifname_spec,
    parse_nccl_version,
    validate_user_value,
)

Iface = dict[str, Any]


def nic(name: str, *addrs: str, index: int | None = None, up: bool = True, running: bool | None = None,
        loopback: bool | None = None, virtual: bool = False) -> Iface:
    """One interface in the probe's raw JSON shape."""
    d: Iface = {"name": name, "up": up, "running": up if running is None else running,
                "loopback": name == "lo" if loopback is None else loopback, "virtual": virtual,
                "addresses": list(addrs)}
    if index is not None:
        d["index"] = index
    return d


LO = nic("lo", "127.0.0.1", "::1", index=1)
ETH0 = nic("eth0", "10.0.0.5", "fe80::5", index=2)
ETH1 = nic("eth1", "10.1.0.5", index=3)
DOCKER0 = nic("docker0", "172.17.0.1", index=4, running=False, virtual=True)  # no containers: NO-CARRIER
DOCKER_HOST = [LO, ETH0, DOCKER0]
NOT_RUNNING_ETH1 = nic("eth1", "10.1.0.5", index=3, running=False)  # UP, no carrier
DOWN_ETH1 = nic("eth1", "10.1.0.5", index=3, up=False)  # DOWN, IPv4 address still assigned
VIRBR0 = nic("virbr0", "192.168.122.1", index=2, virtual=True)  # running (a VM is attached)
ETH0_AFTER_VIRBR = nic("eth0", "10.0.0.5", index=3)
IB0 = nic("ib0", "192.168.50.5", index=6)
IB0_NO_CARRIER = nic("ib0", "192.168.50.5", index=6, running=False)
VLAN = nic("eth0.100", "10.100.0.5", index=5)
V6_ONLY = nic("eth0", "2001:db8::5", "fe80::5", index=2)  # lower index than eth1, IPv6 only
LINK_LOCAL_ONLY = nic("eth0", "fe80::5", index=2)
DUAL = nic("eth0", "10.0.0.5", "2001:db8::5", index=2)


# --------------------------------------------------------------------------- which interfaces NCCL uses

NCCL_CASES = [
    # (id, NCCL_SOCKET_IFNAME, interfaces, version, NCCL_SOCKET_FAMILY, expected NCCL order, why)
    ("docker-host-2.21", None, DOCKER_HOST, "2.21.5", None, ["eth0"],
     "general class ^docker,lo: eth0 only"),
    ("docker-host-2.28.9", None, DOCKER_HOST, "2.28.9", None, ["eth0"],
     "general class ^docker,lo,virbr: eth0 only"),
    ("docker-before-lo-2.24", None, [LO, nic("docker0", "172.17.0.1", index=4)], "2.24.3", None, ["docker0"],
     "no general interface: docker is tried before lo"),
    ("only-lo", None, [LO], "2.24.3", None, ["lo"], "lo is the last resort before 2.28"),
    ("up-not-running-2.27", None, [LO, NOT_RUNNING_ETH1], "2.27.7", None, ["eth1"],
     "<= 2.27 has no IFF_RUNNING filter: a NIC without carrier wins over lo"),
    ("up-not-running-2.28.1", None, [LO, NOT_RUNNING_ETH1], "2.28.1", None, ["eth1"],
     "2.28.1 EA reordered virbr but had no IFF_RUNNING filter yet"),
    ("up-not-running-2.28.3", None, [LO, NOT_RUNNING_ETH1], "2.28.3", None, ["lo"],
     ">= 2.28.3 skips interfaces without IFF_RUNNING, so only lo is left"),
    ("down-with-address-2.24", None, [LO, DOWN_ETH1], "2.24.3", None, ["eth1"],
     "getifaddrs lists IPv4 addresses of DOWN interfaces and <= 2.27 does not look at flags"),
    ("virbr-general-class-2.27", None, [LO, VIRBR0, ETH0_AFTER_VIRBR], "2.27.7", None, ["virbr0", "eth0"],
     "<= 2.27: virbr is in the general class, ordered by interface index, and comes first"),
    ("virbr-excluded-2.28.3", None, [LO, VIRBR0, ETH0_AFTER_VIRBR], "2.28.3", None, ["eth0"],
     ">= 2.28: the general class is ^docker,lo,virbr"),
    ("virbr-after-lo-2.28.3", None, [LO, VIRBR0], "2.28.3", None, ["lo"],
     ">= 2.28: virbr is tried after lo"),
    ("virbr-before-lo-2.27", None, [LO, VIRBR0], "2.27.7", None, ["virbr0"],
     "<= 2.27: virbr is an ordinary interface, tried before lo"),
    ("ib-first", None, [LO, ETH0, IB0], "2.24.3", None, ["ib0"], "the ib prefix is tried before everything"),
    ("ib-no-carrier-2.27", None, [LO, ETH0, IB0_NO_CARRIER], "2.27.7", None, ["ib0"],
     "<= 2.27 keeps an ib interface without carrier: the bootstrap uses a dead link"),
    ("ib-no-carrier-2.28.3", None, [LO, ETH0, IB0_NO_CARRIER], "2.28.3", None, ["eth0"],
     ">= 2.28.3 skips it and falls through to the general class"),
    ("exclude-docker-lo", "^docker,lo", [LO, ETH0, ETH1, DOCKER0], "2.24.3", None, ["eth0", "eth1"],
     "^ excludes every name that starts with docker or lo"),
    ("exact-not-vlan", "=eth0", [LO, VLAN], "2.28.9", None, [], "= compares whole names: eth0.100 is not eth0"),
    ("exact-picks-only-eth0", "=eth0", [LO, ETH0, VLAN], "2.28.9", None, ["eth0"], "exact match"),
    ("prefix-eth", "eth", [LO, ETH0, ETH1, DOCKER0], "2.24.3", None, ["eth0", "eth1"],
     "without = the entries are prefixes"),
    ("prefix-includes-vlan", "eth0", [LO, ETH0, VLAN], "2.24.3", None, ["eth0", "eth0.100"],
     "the prefix eth0 also matches eth0.100"),
    ("exclude-exact", "^=eth0", [LO, ETH0, VLAN], "2.24.3", None, ["lo", "eth0.100"],
     "^= excludes exactly eth0; lo is not excluded by a user value and comes first by index"),
    ("colon-is-a-port", "eth1:eth0", [LO, ETH0, ETH1], "2.24.3", None, ["eth1"],
     "':' starts a port number: eth0 is never read as an interface"),
    ("comma-list-keeps-getifaddrs-order", "eth1,eth0", [LO, ETH0, ETH1], "2.24.3", None, ["eth0", "eth1"],
     "the list filters; the order is getifaddrs() order, not the list's"),
    ("ipv6-only-after-ipv4", None, [LO, V6_ONLY, ETH1], "2.28.9", None, ["eth1", "eth0"],
     "getifaddrs lists all IPv4 entries before IPv6 ones, so IPv6-only eth0 comes after eth1"),
    ("link-local-only", None, [LO, LINK_LOCAL_ONLY], "2.28.9", None, ["eth0"],
     "fe80:: counts (only ::1 is skipped), so eth0 beats lo"),
    ("family-inet6", None, [LO, DUAL, ETH1], "2.28.9", "AF_INET6", ["eth0"],
     "NCCL_SOCKET_FAMILY=AF_INET6 keeps only IPv6 entries"),
    ("family-inet6-lo-only", None, [LO], "2.28.9", "AF_INET6", [],
     "lo's only IPv6 address is ::1, which NCCL skips"),
    ("family-inet", None, [LO, V6_ONLY, ETH1], "2.28.9", "AF_INET", ["eth1"], "AF_INET drops IPv6-only eth0"),
    ("family-lowercase-ignored", None, [LO, DUAL, ETH1], "2.28.9", "af_inet6", ["eth0", "eth1"],
     "strcmp is case-sensitive: af_inet6 restricts nothing"),
    ("one-char-value-ignored", "e", [LO, ETH0, DOCKER0], "2.28.9", None, ["eth0"],
     "strlen(env) > 1: a one-character value is ignored and the default search runs"),
    ("caret-equals-alone", "^=", [LO, ETH0], "2.28.9", None, [],
     "an empty list matches every name, and ^ inverts that: nothing"),
    ("unknown-version-is-newest", None, [LO, NOT_RUNNING_ETH1], None, None, ["lo"],
     "unknown version: modelled as >= 2.28.3"),
]


@pytest.mark.parametrize(("value", "interfaces", "version", "family", "expected", "why"),
                         [c[1:] for c in NCCL_CASES], ids=[c[0] for c in NCCL_CASES])
def test_nccl_matching_interfaces(value: str | None, interfaces: list[Iface], version: str | None,
                                  family: str | None, expected: list[str], why: str) -> None:
    assert nccl_matching_interfaces(value, interfaces, version, socket_family=family) == expected, why


def test_interface_order_follows_the_kernel_index_not_the_list() -> None:
    # Listed out of order; all carry an index, so getifaddrs() order is by index: eth1 (2) before eth0 (3).
    ifs = [LO, nic("eth0", "10.0.0.5", index=3), nic("eth1", "10.1.0.5", index=2)]
    assert nccl_matching_interfaces(None, ifs, "2.24.3") == ["eth1", "eth0"]
    # Without indexes the probe's list order (if_nameindex order) is kept.
    ifs = [nic("lo", "127.0.0.1"), nic("eth0", "10.0.0.5"), nic("eth1", "10.1.0.5")]
    assert nccl_matching_interfaces(None, ifs, "2.24.3") == ["eth0", "eth1"]


def test_socket_transport_keeps_at_most_16_and_bootstrap_the_first() -> None:
    ifs = [LO] + [nic(f"eth{n}", f"10.0.{n}.5", index=n + 2) for n in range(20)]
    sel = nccl_select(None, ifs, "2.28.9")
    assert len(sel.interfaces) == NCCL_MAX_IFS == 16
    assert sel.names[:2] == ["eth0", "eth1"] and sel.names[-1] == "eth15"
    assert sel.bootstrap is not None and sel.bootstrap.name == "eth0" and sel.bootstrap.address == "10.0.0.5"
    assert sel.phase == "^docker,lo,virbr"


@pytest.mark.parametrize(("family", "address"), [(None, "10.0.0.5"), ("AF_INET6", "fe80::5")])
def test_bootstrap_address_is_the_first_qualifying_entry(family: str | None, address: str) -> None:
    # The probe may list IPv6 first; getifaddrs() still returns the IPv4 entry first.
    ifs = [LO, nic("eth0", "fe80::5", "10.0.0.5", index=2)]
    boot = nccl_bootstrap_interface(None, ifs, "2.28.9", socket_family=family)
    assert boot is not None and boot.name == "eth0" and boot.address == address
    assert boot.link_local is (family == "AF_INET6")


def test_bootstrap_on_loopback_is_flagged() -> None:
    boot = nccl_bootstrap_interface(None, [LO, NOT_RUNNING_ETH1], "2.28.3")
    assert boot is not None and boot.loopback and boot.address == "127.0.0.1"


def test_skipped_not_running_is_reported_only_where_the_filter_exists() -> None:
    assert nccl_select(None, [LO, NOT_RUNNING_ETH1], "2.28.3").skipped_not_running == ("eth1",)
    assert nccl_select(None, [LO, NOT_RUNNING_ETH1], "2.27.7").skipped_not_running == ()


def test_comm_id_drives_the_bootstrap_and_the_default_search() -> None:
    eth0 = nic("eth0", "10.0.0.5/24", index=2)
    eth1 = nic("eth1", "192.168.1.5/24", index=3)
    lo = nic("lo", "127.0.0.1/8", "::1/128", index=1)
    # The user's value drives the transport; the bootstrap follows NCCL_COMM_ID's subnet instead.
    sel = nccl_select("=eth0", [lo, eth0, eth1], "2.24.3", comm_id="192.168.1.1:29500")
    assert sel.names == ["eth0"]
    assert sel.bootstrap_via_comm_id and sel.bootstrap is not None and sel.bootstrap.name == "eth1"
    # Unset value, no ib*: the subnet step comes before the general class.
    sel = nccl_select(None, [lo, eth0, eth1], "2.24.3", comm_id="192.168.1.1:29500")
    assert sel.phase == COMM_ID_STEP and sel.names == ["eth1"]
    # Without prefix lengths the step cannot be modelled: it is skipped, and the result says so.
    sel = nccl_select(None, [LO, ETH0, ETH1], "2.24.3", comm_id="192.168.1.1:29500")
    assert sel.names == ["eth0", "eth1"] and any("prefix length" in n for n in sel.notes)


# --------------------------------------------------------------------------- parsing and versions

SPEC_CASES = [
    # (value, exclude, exact, prefixes, port_text)
    ("^=eth0", True, True, ("eth0",), ()),
    ("=^eth0", False, True, ("^eth0",), ()),  # '^' only counts first
    ("^docker,lo", True, False, ("docker", "lo"), ()),
    ("eth0:1234,ib0", False, False, ("eth0", "ib0"), ("1234",)),
    ("eth1:eth0", False, False, ("eth1",), ("eth0",)),
    (",,eth0,,:9,", False, False, ("eth0",), ()),
    (" eth0", False, False, (" eth0",), ()),  # nothing is trimmed
]


@pytest.mark.parametrize(("value", "exclude", "exact", "prefixes", "port_text"), SPEC_CASES)
def test_parse_ifname_spec(value: str, exclude: bool, exact: bool, prefixes: tuple[str, ...],
                           port_text: tuple[str, ...]) -> None:
    spec = parse_ifname_spec(value)
    assert (spec.exclude, spec.exact, spec.prefixes, spec.port_text) == (exclude, exact, prefixes, port_text)


def test_parse_keeps_16_entries() -> None:
    spec = parse_ifname_spec(",".join(f"e{n}" for n in range(18)))
    assert len(spec.prefixes) == 16 and spec.dropped == ("e16", "e17")


@pytest.mark.parametrize(("value", "ignored"), [("", True), ("^", True), ("e", True), ("ib", False)])
def test_one_character_values_are_ignored(value: str, ignored: bool) -> None:
    assert parse_ifname_spec(value).ignored_by_nccl is ignored


VERSION_CASES = [
    # (version, IFF_RUNNING filter, virbr last, assumed newest)
    ("2.18.6", False, False, False),
    ("2.27.7", False, False, False),
    ("2.28.0", False, True, False),
    ("2.28.1", False, True, False),  # 2.28.1 Early Access
    ("2.28.2", False, True, False),
    ("2.28.3", True, True, False),
    ("2.28.9-1", True, True, False),
    ("2.28", True, True, False),  # no patch level: the newest 2.28.x
    ("v2.30.7", True, True, False),
    (None, True, True, True),
    ("not-a-version", True, True, True),
]


@pytest.mark.parametrize(("version", "running_filter", "virbr_last", "assumed"), VERSION_CASES)
def test_nccl_behaviour_boundaries(version: str | None, running_filter: bool, virbr_last: bool,
                                   assumed: bool) -> None:
    b = nccl_behaviour(version)
    assert (b.running_filter, b.virbr_last, b.assumed) == (running_filter, virbr_last, assumed)
    assert ("^docker,lo,virbr" in b.default_lists) is virbr_last
    assert bool(b.notes) is (assumed or version in ("2.28.0", "2.28.1", "2.28.2"))


def test_parse_nccl_version() -> None:
    assert parse_nccl_version("2.21.5") == (2, 21, 5)
    assert parse_nccl_version("2.27.7+cuda12.9") == (2, 27, 7)
    assert parse_nccl_version(None) is None


# --------------------------------------------------------------------------- Gloo

ETH1_DOWN = nic("eth1", "10.1.0.5", index=3, up=False)


def test_gloo_two_names_make_two_devices() -> None:
    sel = gloo_interfaces("eth0,eth1", [LO, ETH0, ETH1])
    assert [(d.interface, d.address) for d in sel.devices] == [("eth0", "10.0.0.5"), ("eth1", "10.1.0.5")]
    assert sel.errors == [] and not sel.loopback


@pytest.mark.parametrize(("value", "error"), [
    ("eth", "Unable to find address for: eth"),  # exact names only, no prefix match
    ("=eth0", "Unable to find address for: =eth0"),  # no NCCL syntax
    ("eth0,eth9", "Unable to find address for: eth9"),
])
def test_gloo_unknown_name_raises(value: str, error: str) -> None:
    assert gloo_interfaces(value, [LO, ETH0, ETH1]).errors == [error]


def test_gloo_named_interface_ignores_link_state_and_takes_ipv4_first() -> None:
    sel = gloo_interfaces("eth1,eth0", [LO, nic("eth0", "fe80::5", "10.0.0.5", index=2), ETH1_DOWN])
    assert [d.address for d in sel.devices] == ["10.1.0.5", "10.0.0.5"]


def test_gloo_empty_piece_is_a_hostname_device_and_trailing_comma_is_dropped() -> None:
    sel = gloo_interfaces("eth0,,eth1", [LO, ETH0, ETH1], ["10.0.0.5"])
    assert [d.how for d in sel.devices] == ["interface", "hostname", "interface"]
    assert len(gloo_interfaces("eth0,", [LO, ETH0]).devices) == 1


GLOO_DEFAULT_CASES = [
    # (id, hostname addresses in resolver order, probe's bound address, interface, address, loopback, how)
    ("probe-bound", ["10.0.0.5"], "10.0.0.5", "eth0", "10.0.0.5", False, "hostname"),
    ("debian-127.0.1.1-first", ["127.0.1.1", "10.0.0.5"], None, "lo", "127.0.1.1", True, "hostname"),
    ("first-bindable-wins", ["10.9.9.9", "10.1.0.5"], None, "eth1", "10.1.0.5", False, "hostname"),
    ("nothing-binds", ["10.9.9.9"], None, "lo", "127.0.0.1", True, "loopback-fallback"),
    ("does-not-resolve", [], None, "lo", "127.0.0.1", True, "loopback-fallback"),
]


@pytest.mark.parametrize(("hostname_addresses", "bound", "interface", "address", "loopback", "how"),
                         [c[1:] for c in GLOO_DEFAULT_CASES], ids=[c[0] for c in GLOO_DEFAULT_CASES])
def test_gloo_default_device(hostname_addresses: list[str], bound: str | None, interface: str, address: str,
                             loopback: bool, how: str) -> None:
    for value in (None, "e"):  # a one-character value is ignored like an unset one
        sel = gloo_interfaces(value, [LO, ETH0, ETH1], hostname_addresses, bound)
        (device,) = sel.devices
        assert (device.interface, device.address, device.loopback, device.how) == (interface, address, loopback, how)
        assert sel.value_ignored is (value == "e")


# --------------------------------------------------------------------------- validation of a user's value

VALIDATE_CASES = [
    # (id, variable, value, interfaces, NCCL version, expected (severity, code) list)
    ("nccl-good-exact", "NCCL_SOCKET_IFNAME", "=eth0", [LO, ETH0, ETH1], "2.28.9", []),
    ("nccl-no-match", "NCCL_SOCKET_IFNAME", "ens5", [LO, ETH0], "2.24.3", [("error", "ifname-no-match")]),
    ("nccl-not-running-2.28.3", "NCCL_SOCKET_IFNAME", "=eth1", [LO, ETH0, NOT_RUNNING_ETH1], "2.28.3",
     [("error", "ifname-no-match")]),
    ("nccl-not-running-2.24", "NCCL_SOCKET_IFNAME", "=eth1", [LO, ETH0, NOT_RUNNING_ETH1], "2.24.3",
     [("warning", "ifname-not-running")]),
    ("nccl-lo-first", "NCCL_SOCKET_IFNAME", "lo", [LO, ETH0], "2.28.9", [("warning", "ifname-loopback-first")]),
    ("nccl-exclude-docker-leaves-lo-first", "NCCL_SOCKET_IFNAME", "^docker", [LO, ETH0, DOCKER0], "2.28.9",
     [("warning", "ifname-loopback-first")]),
    ("nccl-one-char", "NCCL_SOCKET_IFNAME", "e", [LO, ETH0], "2.28.9", [("warning", "ifname-ignored")]),
    ("nccl-colon", "NCCL_SOCKET_IFNAME", "eth0:eth1", [LO, ETH0, ETH1], "2.28.9", [("warning", "ifname-colon")]),
    ("nccl-link-local", "NCCL_SOCKET_IFNAME", "=eth0", [LO, LINK_LOCAL_ONLY, ETH1], "2.28.9",
     [("warning", "ifname-link-local")]),
    ("nccl-extra-docker", "NCCL_SOCKET_IFNAME", "^lo", [LO, ETH0, nic("docker0", "172.17.0.1", index=4)],
     "2.28.9", [("warning", "ifname-extra-matches")]),
    ("gloo-good", "GLOO_SOCKET_IFNAME", "eth0", [LO, ETH0], None, []),
    ("gloo-two-good", "GLOO_SOCKET_IFNAME", "eth0,eth1", [LO, ETH0, ETH1], None, []),
    ("gloo-missing", "GLOO_SOCKET_IFNAME", "eth0,eth9", [LO, ETH0, ETH1], None, [("error", "ifname-no-match")]),
    ("gloo-prefix", "GLOO_SOCKET_IFNAME", "eth", [LO, ETH0], None, [("error", "ifname-no-match")]),
    ("gloo-down", "GLOO_SOCKET_IFNAME", "eth1", [LO, ETH0, ETH1_DOWN], None, [("warning", "gloo-not-running")]),
    ("gloo-lo", "GLOO_SOCKET_IFNAME", "lo", [LO, ETH0], None, [("warning", "ifname-loopback-first")]),
    ("gloo-one-char", "GLOO_SOCKET_IFNAME", "e", [LO, ETH0], None, [("warning", "ifname-ignored")]),
]


@pytest.mark.parametrize(("var", "value", "interfaces", "version", "expected"),
                         [c[1:] for c in VALIDATE_CASES], ids=[c[0] for c in VALIDATE_CASES])
def test_validate_user_value(var: Any, value: str, interfaces: list[Iface], version: str | None,
                             expected: list[tuple[str, str]]) -> None:
    problems = validate_user_value(var, value, interfaces, version)
    assert [(p.severity, p.code) for p in problems] == expected


def test_no_match_error_names_the_node_interfaces() -> None:
    (problem,) = validate_user_value("NCCL_SOCKET_IFNAME", "ens5", [LO, ETH0, DOCKER0], "2.24.3")
    assert "no socket interface found" in problem.message
    for text in ("lo (127.0.0.1, ::1)", "eth0 (10.0.0.5, fe80::5)", "docker0 (172.17.0.1, not RUNNING)"):
        assert text in problem.message


def test_not_running_error_explains_the_filter() -> None:
    (problem,) = validate_user_value("NCCL_SOCKET_IFNAME", "=eth1", [LO, ETH0, NOT_RUNNING_ETH1], "2.28.3")
    assert "eth1 matches but is not RUNNING" in problem.message


def test_gloo_error_hints_at_exact_names() -> None:
    (problem,) = validate_user_value("GLOO_SOCKET_IFNAME", "eth", [LO, ETH0, ETH1])
    assert "Unable to find address for: eth" in problem.message and "did you mean eth0, eth1" in problem.message


def test_unrecognised_socket_family_is_a_warning() -> None:
    problems = validate_user_value("NCCL_SOCKET_IFNAME", "=eth0", [LO, ETH0], "2.28.9", socket_family="IPv6")
    assert [p.code for p in problems] == ["nccl-socket-family-ignored"]


# --------------------------------------------------------------------------- address helpers

@pytest.mark.parametrize(("addr", "loopback", "link_local"), [
    ("127.0.0.1", True, False),
    ("127.0.1.1", True, False),
    ("::1", True, False),
    ("::ffff:127.0.0.1", True, False),
    ("fe80::1", False, True),
    ("fe80::1%eth0", False, True),
    ("169.254.3.4", False, True),
    ("10.0.0.5/24", False, False),
    ("2001:db8::5", False, False),
    ("not-an-address", False, False),
])
def test_address_helpers(addr: str, loopback: bool, link_local: bool) -> None:
    assert is_loopback_address(addr) is loopback
    assert is_link_local(addr) is link_local
