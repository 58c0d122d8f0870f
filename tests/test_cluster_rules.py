"""Cross-node rules on recorded facts (pure): interface choice, IB consistency, versions, hostnames, slots."""

from __future__ import annotations

import copy
from typing import Any

from safelaunch.facts import HostFacts
from safelaunch.policy import Policy
from safelaunch.remote import ProbeSettings
from safelaunch.rules import decide
from safelaunch.rules.cluster import ClusterContext, cluster_decide, interface_settings
from tests.helpers import job, recorded


def iface(name: str, *addrs: str, running: bool = True) -> dict[str, Any]:
    return {"name": name, "running": running, "addresses": list(addrs)}


def node(version: str | None, *interfaces: dict[str, Any]) -> dict[str, Any]:
    return {"nccl": {"version": version}, "gpus": {"count": 8}, "network": {
        "hostname": "n1", "interfaces": list(interfaces), "hostname_addresses": ["10.1.0.5"],
        "gloo_address": "10.1.0.5",
        "route_to_master": {"address": "10.1.0.1", "source_address": "10.1.0.5", "interface": "eth1"}}}


def test_nccl_pin_follows_the_installed_nccl_version() -> None:
    # eth0 is up without carrier (not RUNNING); eth1 is the interface that reaches the master.
    ifaces = (iface("lo", "127.0.0.1"), iface("eth0", "10.0.0.9", running=False), iface("eth1", "10.1.0.5"))
    old, _ = interface_settings("n1", node("2.27.7", *ifaces), "10.1.0.1", {})
    new, _ = interface_settings("n1", node("2.28.9", *ifaces), "10.1.0.1", {})
    # NCCL <= 2.27 has no IFF_RUNNING filter (socket.cc:361-377@2.24.3): its bootstrap takes eth0.
    assert [(s.name, s.value) for s in old] == [("NCCL_SOCKET_IFNAME", "=eth1")]
    assert "eth0" in old[0].evidence and "2.27.7" in old[0].evidence
    # From 2.28.3 non-RUNNING interfaces are skipped (socket.cc:153@2.28.3): eth1 already wins.
    assert new == []


def test_docker_bridge_first_is_pinned_away_and_loopback_route_is_an_error() -> None:
    ifaces = (iface("docker0", "172.17.0.1"), iface("eth1", "10.1.0.5"))
    settings, findings = interface_settings("n1", node("2.21.5", *ifaces), "10.1.0.1", {})
    assert settings == [] and findings == []  # NCCL tries docker* after the others: eth1
    looped = node("2.21.5", iface("lo", "127.0.0.1"), *ifaces)
    looped["network"]["route_to_master"] = {"address": "127.0.1.1", "source_address": "127.0.0.1", "interface": "lo"}
    settings, findings = interface_settings("n1", looped, "127.0.1.1", {})
    assert settings == [] and [f.id for f in findings] == ["master-via-loopback"]


def nodes_and_plans(names: dict[str, str], slots: int = 8) -> tuple[dict[str, Any], dict[str, Any], ClusterContext]:
    nodes, plans = {}, {}
    for alias, situation in names.items():
        raw = copy.deepcopy(recorded(situation))
        raw["host"] = alias
        raw["network"]["route_to_master"] = {"address": "10.0.0.5", "source_address": "10.0.0.5", "interface": "eth0"}
        raw["paths"] = {"/w/train.py": {"exists": True, "is_dir": False, "sha256": "abc"},
                        "/usr/bin/python3": {"exists": True, "is_dir": False, "sha256": None},
                        "/w": {"exists": True, "is_dir": True, "sha256": None}}
        nodes[alias] = raw
        plans[alias] = decide(HostFacts.from_probe(raw), job(slots, nnodes=len(names)), Policy(), {})
    ctx = ClusterContext(next(iter(names)), "10.0.0.5", dict.fromkeys(names, slots), "/w/train.py", "abc",
                         "/usr/bin/python3", "/w")
    return nodes, plans, ctx


def test_nodes_on_different_networks_are_an_error_and_ib_is_never_disabled() -> None:
    # a has an ACTIVE IB port, b's ports are down: NCCL would use IB on a and sockets on b, each by
    # itself, and the two cannot connect (nccl net.cc:907-937@2.24.3; init.cc:428@2.28.9 only logs).
    nodes, plans, ctx = nodes_and_plans({"a": "bare_metal_ib", "b": "ib_ports_down"})
    findings = cluster_decide(nodes, plans, ctx, {})
    assert [(f.id, f.severity) for f in findings] == [("network-mismatch", "error")]
    assert "ib on a" in findings[0].message and "socket on b" in findings[0].message
    assert all("NCCL_IB_DISABLE" not in p.env for p in plans.values())


def test_healthy_ib_cluster_keeps_ib_everywhere() -> None:
    nodes, plans, ctx = nodes_and_plans({"a": "bare_metal_ib", "b": "bare_metal_ib"})
    findings = cluster_decide(nodes, plans, ctx, {})
    assert all("NCCL_IB_DISABLE" not in p.env for p in plans.values())
    assert findings == []


def test_versions_hostnames_and_slots_are_checked() -> None:
    nodes, plans, ctx = nodes_and_plans({"a": "cloud_vm_no_ib", "b": "cloud_vm_no_ib"}, slots=16)
    nodes["b"]["packages"]["torch"] = "2.4.0"
    nodes["b"]["host"] = nodes["a"]["host"] = "gpu-vm-1"
    findings = cluster_decide(nodes, plans, ctx, {})
    assert {f.id for f in findings} == {"version-mismatch", "duplicate-hostname"}
    assert [f.id for f in plans["a"].findings] == ["slots-exceed-gpus"]


def test_missing_script_cwd_and_python_are_errors() -> None:
    nodes, plans, ctx = nodes_and_plans({"a": "cloud_vm_no_ib", "b": "cloud_vm_no_ib"})
    nodes["b"]["paths"] = {"/w/train.py": {"exists": False}, "/w": {"exists": False}, "/usr/bin/python3": {}}
    cluster_decide(nodes, plans, ctx, {})
    assert sorted(f.id for f in plans["b"].findings) == ["cwd-missing", "python-missing", "script-missing"]
    assert plans["a"].findings == []


def test_policy_forbid_applies_to_cross_node_settings() -> None:
    from safelaunch.decisions import PolicyOverrides

    nodes, plans, ctx = nodes_and_plans({"a": "cloud_vm_no_ib", "b": "cloud_vm_no_ib"})
    # b's name resolves to 127.0.1.1 (Debian's /etc/hosts): Gloo would bind it, so b would get GLOO_SOCKET_IFNAME.
    nodes["b"]["network"].update(hostname_is_loopback=True, fqdn_addresses=["127.0.1.1"],
                                 hostname_addresses=["127.0.1.1"], gloo_address="127.0.1.1")
    cluster_decide(nodes, plans, ctx, {}, PolicyOverrides(forbid=frozenset({"GLOO_SOCKET_IFNAME"}), source="p.yaml"))
    assert "GLOO_SOCKET_IFNAME" not in plans["b"].env
    assert [f.id for f in plans["b"].findings] == ["policy-forbids"]


def test_ssh_config_aliases_and_ssh_port_precedence(tmp_path: Any) -> None:
    from safelaunch.remote import resolve_targets

    config = tmp_path / "config"
    config.write_text("Host gpu-*\n  User trainer\n  Port 2222\n  IdentityFile ~/.ssh/cluster_key\n"
                      "Host gpu-a\n  HostName 10.1.0.5\n  UserKnownHostsFile /tmp/kh\n")
    a, b = resolve_targets(["gpu-a", "ops@gpu-b"], None, str(config))
    assert (a.hostname, a.port, a.user, a.known_hosts[0]) == ("10.1.0.5", 2222, "trainer", "/tmp/kh")
    assert a.key_files[0].endswith("/.ssh/cluster_key") and a.key_name == "[10.1.0.5]:2222"
    assert (b.hostname, b.user) == ("gpu-b", "ops")
    (c,) = resolve_targets(["gpu-a"], 2200, str(config))
    assert c.port == 2200  # --ssh_port wins over the config, like ssh -p


def test_only_the_first_host_is_resolved_when_no_config_sets_kex(tmp_path: Any) -> None:
    """One `ssh -G` (the first host) when the key exchange list cannot differ between hosts; the others are
    resolved with OpenSSH's real `ssh -G` only where a message names their address."""
    from safelaunch.remote import _ssh_argv, resolve_targets, resolved

    config = tmp_path / "config"
    config.write_text("Host gpu-*\n  User trainer\n  Port 2222\nHost gpu-b\n  HostName 10.1.0.6\n")
    a, b = resolve_targets(["gpu-a", "ops@gpu-b"], None, str(config))
    assert a.resolved and not b.resolved and b.kex == a.kex and "curve25519-sha256" in a.kex
    argv = _ssh_argv("ssh", b, ProbeSettings(), "true", fast_kex=True)
    # Nothing the configuration decides is forced for the unresolved host: ssh resolves it while connecting.
    assert not any(o.startswith(("-oHostName=", "-oUser=", "-p")) for o in argv) and argv[-2] == "ops@gpu-b"
    assert next(o for o in argv if o.startswith("-oKexAlgorithms=")).startswith("-oKexAlgorithms=curve25519-sha256")
    full = resolved(b)
    assert full.resolved and (full.hostname, full.port, full.user) == ("10.1.0.6", 2222, "ops")


def test_a_config_that_sets_kex_anywhere_resolves_every_host(tmp_path: Any, monkeypatch: Any) -> None:
    from safelaunch.remote import kex_may_differ, resolve_targets

    home = tmp_path / "home"
    (home / ".ssh" / "conf.d").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    config = home / ".ssh" / "config"
    config.write_text("Include conf.d/*.conf\nHost *\n  ServerAliveInterval 30\n")
    assert not kex_may_differ(str(config))
    (home / ".ssh" / "conf.d" / "b.conf").write_text("Host gpu-b\n   kexalgorithms = diffie-hellman-group14-sha256\n")
    assert kex_may_differ(str(config))  # found through the relative Include glob
    a, b = resolve_targets(["gpu-a", "gpu-b"], None, str(config))
    assert a.resolved and b.resolved and b.kex == ("diffie-hellman-group14-sha256",) and a.kex != b.kex
    config.write_text("Include ${CONFDIR}/x.conf\n")
    assert kex_may_differ(str(config))  # a variable cannot be followed here: resolve every host
