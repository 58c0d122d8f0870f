"""How NCCL and Gloo choose network interfaces, by installed NCCL version (a pure model).

No I/O: every function takes the probe's facts and returns values. Sources were read at these
tags of github.com/NVIDIA/nccl (``@2.24.3`` = tag v2.24.3-1; ``@2.28.1`` = commit be8bf056,
"NCCL 2.28.1-1 Early Access", which has no tag), github.com/pytorch/gloo (HEAD 70dc3602) and
pytorch/pytorch (function names given, because line numbers move between releases).

What the model covers, in one place:

* ``NCCL_SOCKET_IFNAME`` syntax: ``parse_ifname_spec`` (misc/utils.cc ``parseStringList`` /
  ``matchIf`` / ``matchIfList``, misc/socket.cc ``findInterfaces``).
* Which getifaddrs() entries count, and in which order: ``getifaddrs_entries`` (IPv4 entries of
  every interface first, then IPv6; NCCL's own comment at socket.cc:173@2.28.3).
* NCCL's default search and its version boundaries: ``nccl_behaviour``:
  - NCCL <= 2.27.x: ``ib`` > NCCL_COMM_ID subnet > ``^docker,lo`` > ``docker`` > ``lo``; no
    IFF_RUNNING filter, so virbr0 is in the general class and a DOWN interface with an address
    is a candidate (socket.cc:360-385@2.27.7, identical since at least 2.10).
  - NCCL 2.28.0-2.28.2: ``^docker,lo,virbr`` ... ``virbr`` last, still no IFF_RUNNING filter
    (socket.cc:381, :385@2.28.1 EA; 2.28.0 and 2.28.2 were never tagged).
  - NCCL >= 2.28.3: the same order, and only IFF_RUNNING interfaces (socket.cc:153, :384-388
    @2.28.3; os/linux.cc:402, socket.cc:220-228@2.30.7).
* Bootstrap (first match only) vs the NET/Socket transport (up to 16): ``nccl_select``.
* Gloo (PyTorch ``ProcessGroupGloo``): ``gloo_interfaces``.
* Checks of a user's value on one node: ``validate_user_value``.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

Family = Literal["AF_INET", "AF_INET6"]
Severity = Literal["error", "warning"]
IfnameVar = Literal["NCCL_SOCKET_IFNAME", "GLOO_SOCKET_IFNAME"]
GlooHow = Literal["interface", "hostname", "loopback-fallback"]

AF_INET: Family = "AF_INET"
AF_INET6: Family = "AF_INET6"

NCCL_MAX_IFS = 16
"""MAX_IFS (include/socket.h:18@2.24.3 and @2.28.9): the most entries parseStringList keeps, and the
most devices the NET/Socket transport opens (transport/net_socket.cc:42-44@2.24.3)."""

NEWEST_READ = (2, 30, 7)
"""The newest NCCL tag whose interface code was read for this model."""

_UNKNOWN_PATCH = 1 << 30  # "2.28" without a patch level: assume the newest 2.28.x


# --------------------------------------------------------------------------- addresses


def _parse_address(text: str) -> tuple[ipaddress.IPv4Address | ipaddress.IPv6Address, int | None] | None:
    """``10.0.0.5``, ``10.0.0.5/24``, ``fe80::1%eth0`` or ``fe80::1%eth0/64`` -> (address, prefix length)."""
    text = text.strip()
    addr_text, _, prefix_text = text.partition("/")
    addr_text = addr_text.partition("%")[0]
    try:
        addr = ipaddress.ip_address(addr_text)
    except ValueError:
        return None
    if not prefix_text:
        return addr, None
    try:
        prefix = int(prefix_text)
    except ValueError:
        return addr, None
    return (addr, prefix) if 0 <= prefix <= addr.max_prefixlen else (addr, None)


def _unmapped(addr: ipaddress.IPv4Address | ipaddress.IPv6Address) -> ipaddress.IPv4Address | ipaddress.IPv6Address:
    if isinstance(addr, ipaddress.IPv6Address) and addr.ipv4_mapped is not None:
        return addr.ipv4_mapped
    return addr


def is_loopback_address(addr: str) -> bool:
    """True for 127.0.0.0/8, ::1 and ::ffff:127.x.y.z (text may carry ``%scope`` or ``/prefix``).

    These are the addresses a peer on another node can never reach: NCCL's bootstrap advertises
    this address in the unique id (bootstrap.cc:412@2.24.3) and Gloo publishes its device address
    the same way. Unparsable text is not loopback.
    """
    parsed = _parse_address(addr)
    return parsed is not None and _unmapped(parsed[0]).is_loopback


def is_link_local(addr: str) -> bool:
    """True for IPv6 fe80::/10 and IPv4 169.254.0.0/16 (``ipaddress`` ``is_link_local``).

    NCCL accepts IPv6 link-local addresses like any other (only ``::1`` is skipped,
    socket.cc:151-155@2.24.3, :162-165@2.28.9) and stores the sockaddr with the local interface
    index as scope id, so a peer can use it only across the same L2 link, and only when its own
    interface with that index is the one on that link.
    """
    parsed = _parse_address(addr)
    return parsed is not None and _unmapped(parsed[0]).is_link_local


def _family(addr: ipaddress.IPv4Address | ipaddress.IPv6Address) -> Family:
    return AF_INET if addr.version == 4 else AF_INET6


# --------------------------------------------------------------------------- interfaces


@dataclass(frozen=True)
class IfAddr:
    """One getifaddrs(3) entry NCCL or Gloo can see: an interface name with one IPv4/IPv6 address.

    ``up``/``running`` are the interface's flags: glibc copies the link's IFF_* flags into each of
    its address entries (sysdeps/unix/sysv/linux/ifaddrs.c ``getifaddrs_internal``).
    """

    interface: str
    address: str
    family: Family
    prefixlen: int | None
    up: bool
    running: bool
    loopback_flag: bool

    @property
    def loopback(self) -> bool:
        return self.loopback_flag or is_loopback_address(self.address)

    @property
    def link_local(self) -> bool:
        return is_link_local(self.address)


def _flag(raw: Mapping[str, Any], key: str, default: bool) -> bool:
    value = raw.get(key)
    return default if value is None else bool(value)


def getifaddrs_entries(interfaces: Sequence[Mapping[str, Any]]) -> list[IfAddr]:
    """The probe's interfaces as getifaddrs() would list their IPv4/IPv6 addresses, in that order.

    getifaddrs() issues one RTM_GETADDR dump (glibc ifaddrs.c ``getifaddrs_internal``); the kernel
    answers it family by family, AF_INET (2) before AF_INET6 (10) (net/core/rtnetlink.c
    ``rtnl_dump_all``), each family by interface index, each interface in its own address order.
    NCCL relies on that order ("getifaddrs() normal order appears to be; IPv4, IPv6 Global, IPv6
    Link", socket.cc:163@2.24.3, :173@2.28.3): an interface whose only address is IPv6 therefore
    comes after every interface with an IPv4 address, whatever its index.

    Input: the probe's dicts (``name``, optional ``index``, ``up``, ``running``, ``loopback``,
    ``addresses`` in kernel order, ``%scope`` and ``/prefix`` tolerated). Interfaces are ordered by
    ``index`` when every one has an integer index, else kept in list order (the probe lists them in
    if_nameindex() order). A missing ``running`` defaults to ``up``, a missing ``up`` to True.
    Unparsable addresses are dropped, as getifaddrs() would never return them.
    """
    indexed = list(enumerate(interfaces))
    if indexed and all(isinstance(raw.get("index"), int) for _, raw in indexed):
        indexed.sort(key=lambda pair: (int(pair[1]["index"]), pair[0]))
    by_family: dict[Family, list[IfAddr]] = {AF_INET: [], AF_INET6: []}
    for _, raw in indexed:
        name = str(raw.get("name", ""))
        up = _flag(raw, "up", True)
        running = _flag(raw, "running", up)
        loopback = _flag(raw, "loopback", False)
        for text in raw.get("addresses") or ():
            parsed = _parse_address(str(text))
            if parsed is None:
                continue
            addr, prefix = parsed
            by_family[_family(addr)].append(IfAddr(name, str(addr), _family(addr), prefix, up, running, loopback))
    return by_family[AF_INET] + by_family[AF_INET6]


def _names(interfaces: Sequence[Mapping[str, Any]]) -> list[str]:
    return [str(raw.get("name", "")) for raw in interfaces]


def describe_interfaces(interfaces: Sequence[Mapping[str, Any]]) -> str:
    """``eth0 (10.0.0.5, fe80::1), eth1 (no address, not RUNNING), lo (127.0.0.1)`` for messages."""
    parts = []
    for raw in interfaces:
        addrs = [str(a) for a in raw.get("addresses") or ()]
        state = []
        if not _flag(raw, "up", True):
            state.append("DOWN")
        elif not _flag(raw, "running", True):
            state.append("not RUNNING")
        parts.append(f"{raw.get('name', '?')} ({', '.join([*(addrs or ['no address']), *state])})")
    return ", ".join(parts) or "no interfaces"


# --------------------------------------------------------------------------- NCCL_SOCKET_IFNAME syntax


@dataclass(frozen=True)
class IfnameSpec:
    """A parsed ``NCCL_SOCKET_IFNAME`` value (or one of NCCL's built-in default lists).

    ``exclude``: leading ``^``; ``exact``: ``=`` first or right after ``^`` (so ``^=eth0``, never
    ``=^``); ``prefixes``: the ``,``-separated entries NCCL keeps, at most 16; ``port_text``: what
    followed a ``:`` in an entry (NCCL parses it as a port and never matches on it, so ``eth0:eth1``
    means ``eth0`` only); ``dropped``: entries beyond the 16th.
    """

    raw: str
    exclude: bool
    exact: bool
    prefixes: tuple[str, ...]
    port_text: tuple[str, ...] = ()
    dropped: tuple[str, ...] = ()

    @property
    def ignored_by_nccl(self) -> bool:
        """True when NCCL ignores the value: it needs ``strlen(env) > 1`` (socket.cc:353@2.24.3,
        :363@2.28.9), so ``""``, ``"^"``, ``"e"`` mean "unset" and the default search runs."""
        return len(self.raw.encode("utf-8", "surrogateescape")) <= 1

    def matches(self, name: str) -> bool:
        """NCCL's ``matchIfList(name) ^ searchNot`` (socket.cc:158@2.24.3, :168@2.28.9).

        matchIf (utils.cc:167-171@2.24.3): exact compares ``strlen(name)+1`` bytes, i.e. equality;
        otherwise ``strlen(prefix)`` bytes, i.e. ``name.startswith(prefix)``. An empty list matches
        every name (utils.cc:183@2.24.3), so ``^=`` excludes everything and ``=,`` includes all.
        """
        if not self.prefixes:
            hit = True
        elif self.exact:
            hit = name in self.prefixes
        else:
            hit = any(name.startswith(p) for p in self.prefixes)
        return hit != self.exclude


def parse_ifname_spec(value: str) -> IfnameSpec:
    """Parse ``NCCL_SOCKET_IFNAME`` exactly as NCCL does.

    findInterfaces (socket.cc:128-132@2.24.3, :135-139@2.28.9, os/linux.cc:385-389@2.30.7) strips
    one leading ``^`` (exclude), then one leading ``=`` (exact), then calls
    ``parseStringList(rest, list, MAX_IFS)`` (utils.cc:135-165@2.24.3, same through 2.30.3;
    rewritten with strtok_r at utils.cc:189-216@2.30.7 with the same result for interface names):
    entries are separated by ``,``; in an entry, ``:`` starts a port number and the rest of the
    entry up to the next ``,`` is skipped; empty entries and entries that start with ``:`` are
    skipped; at most 16 entries (MAX_IFS, socket.h:18) are kept. Nothing is trimmed: `` eth0``
    is a prefix with a leading space. ``^`` or ``=`` anywhere else is an ordinary character.
    """
    rest = value
    exclude = rest.startswith("^")
    if exclude:
        rest = rest[1:]
    exact = rest.startswith("=")
    if exact:
        rest = rest[1:]
    prefixes: list[str] = []
    port_text: list[str] = []
    dropped: list[str] = []
    for entry in rest.split(","):
        name, colon, tail = entry.partition(":")
        if not name:
            continue
        if len(prefixes) == NCCL_MAX_IFS:
            dropped.append(name)
            continue
        prefixes.append(name)
        if colon and tail:
            port_text.append(tail)
    return IfnameSpec(value, exclude, exact, tuple(prefixes), tuple(port_text), tuple(dropped))


# --------------------------------------------------------------------------- NCCL version model


@dataclass(frozen=True)
class NcclBehaviour:
    """Which interface-selection code a given NCCL version runs.

    ``running_filter``: only IFF_RUNNING interfaces count, for the user's value too (>= 2.28.3).
    ``virbr_last``: the general class is ``^docker,lo,virbr`` and ``virbr`` is tried last (>= 2.28.0).
    ``default_lists``: the default search, in order; ``"<NCCL_COMM_ID subnet>"`` marks that step.
    ``assumed``: the version was unknown or unparsable, so the newest behaviour is modelled.
    """

    version: str | None
    parsed: tuple[int, int, int] | None
    running_filter: bool
    virbr_last: bool
    default_lists: tuple[str, ...]
    source: str
    assumed: bool
    notes: tuple[str, ...] = ()


COMM_ID_STEP = "<NCCL_COMM_ID subnet>"

_OLD_SOURCE = ("nccl socket.cc:346-380@2.24.3 (ncclFindInterfaces), :123-181 (findInterfaces, no IFF_RUNNING "
               "check); same at socket.cc:352-385@2.27.7")
_EA_SOURCE = ("nccl socket.cc:381-385@2.28.1 EA (commit be8bf056): virbr last; findInterfaces:129-189 has no "
              "IFF_RUNNING check")
_NEW_SOURCE = "nccl socket.cc:153 (IFF_RUNNING), :384-388 (^docker,lo,virbr ... virbr)@2.28.3; os/linux.cc:402@2.30.7"


def parse_nccl_version(version: str | None) -> tuple[int, int, int] | None:
    """``"2.21.5"``, ``"2.21.5-1"``, ``"v2.28.3"``, ``"2.27.7+cuda12.9"`` -> (2, 21, 5); None if unknown.

    A missing patch level (``"2.28"``) gives a very large patch, i.e. the newest release of that
    minor version.
    """
    if not version:
        return None
    m = re.match(r"\s*v?(\d+)\.(\d+)(?:\.(\d+))?", version)
    if not m:
        return None
    patch = int(m.group(3)) if m.group(3) is not None else _UNKNOWN_PATCH
    return int(m.group(1)), int(m.group(2)), patch


def _fmt_version(v: tuple[int, int, int]) -> str:
    return f"{v[0]}.{v[1]}.x" if v[2] == _UNKNOWN_PATCH else f"{v[0]}.{v[1]}.{v[2]}"


def nccl_behaviour(version: str | None) -> NcclBehaviour:
    """The interface-selection behaviour of NCCL ``version`` (None: unknown, modelled as newest).

    Boundaries, read at every tag from v2.10.3-1 to v2.30.7-1:

    * < 2.28.0: ``ib``, NCCL_COMM_ID subnet, ``^docker,lo``, ``docker``, ``lo``; no IFF_RUNNING
      filter (socket.cc:361-377@2.24.3; :368-384@2.27.7; the same lists since 2.10).
    * 2.28.0-2.28.2: ``^docker,lo,virbr``, ``docker``, ``lo``, ``virbr``, still no IFF_RUNNING
      filter (socket.cc:381-385 at commit be8bf056 "NCCL 2.28.1-1 Early Access"; there is no tag
      for 2.28.0 or 2.28.2, so both are modelled like 2.28.1).
    * >= 2.28.3: the same lists, and ``if (!(ifa_flags & IFF_RUNNING)) continue`` in findInterfaces
      (socket.cc:153@2.28.3, @2.28.9; os/linux.cc:402@2.30.7). The filter applies to the user's
      NCCL_SOCKET_IFNAME too, not only to the default search.
    """
    parsed = parse_nccl_version(version)
    notes: list[str] = []
    assumed = parsed is None
    effective = NEWEST_READ if parsed is None else parsed
    if parsed is None:
        notes.append(f"NCCL version {'unknown' if not version else repr(version) + ' unparsable'}; "
                     f"modelled as the newest behaviour (>= 2.28.3, read up to {_fmt_version(NEWEST_READ)})")
    elif parsed > NEWEST_READ:
        notes.append(f"NCCL {_fmt_version(parsed)} may be newer than the newest source read "
                     f"({_fmt_version(NEWEST_READ)}); modelled as that")
    if (2, 28, 0) <= effective < (2, 28, 3):
        notes.append("NCCL 2.28.0-2.28.2: only 2.28.1 (Early Access) was published; modelled as it: "
                     "virbr last but no IFF_RUNNING filter")
    if effective < (2, 28, 0):
        return NcclBehaviour(version, parsed, False, False,
                             ("ib", COMM_ID_STEP, "^docker,lo", "docker", "lo"), _OLD_SOURCE, assumed, tuple(notes))
    lists = ("ib", COMM_ID_STEP, "^docker,lo,virbr", "docker", "lo", "virbr")
    if effective < (2, 28, 3):
        return NcclBehaviour(version, parsed, False, True, lists, _EA_SOURCE, assumed, tuple(notes))
    return NcclBehaviour(version, parsed, True, True, lists, _NEW_SOURCE, assumed, tuple(notes))


def nccl_socket_family(value: str | None) -> Family | None:
    """``NCCL_SOCKET_FAMILY``: exactly ``AF_INET`` or ``AF_INET6`` restricts, anything else does not.

    envSocketFamily uses ``strcmp`` (socket.cc:108-121@2.24.3, :114-127@2.28.9; ncclEnvSocketFamily,
    socket.cc:178-188@2.30.7), so ``af_inet6`` or ``IPv6`` silently leave the family unrestricted.
    """
    if value == AF_INET:
        return AF_INET
    if value == AF_INET6:
        return AF_INET6
    return None


# --------------------------------------------------------------------------- NCCL selection


@dataclass(frozen=True)
class NcclInterface:
    """One interface NCCL would use, with the address it stores for it (its first qualifying entry)."""

    name: str
    address: str
    family: Family
    running: bool
    loopback: bool
    link_local: bool

    @classmethod
    def of(cls, entry: IfAddr) -> NcclInterface:
        return cls(entry.interface, entry.address, entry.family, entry.running, entry.loopback, entry.link_local)


@dataclass(frozen=True)
class NcclSelection:
    """What NCCL would pick on one node.

    ``interfaces``: the NET/Socket transport's devices, in NCCL's order (ncclFindInterfaces with
    maxIfs = MAX_IFS = 16, transport/net_socket.cc:44@2.24.3, :58@2.28.9). ``bootstrap``: the single
    interface bootstrapNetInit keeps (maxIfs 1, bootstrap.cc:110@2.24.3, :112@2.28.9), whose address
    rank 0 writes into the unique id (bootstrap.cc:412@2.24.3); the IB transport's out-of-band
    interface is the same first match (net_ib.cc:563@2.24.3). With NCCL_COMM_ID set the bootstrap
    instead takes the first interface in the id's subnet and ignores NCCL_SOCKET_IFNAME
    (bootstrap.cc:96-108@2.24.3). ``phase``: which list produced ``interfaces``
    (``"NCCL_SOCKET_IFNAME"``, ``"ib"``, ``COMM_ID_STEP``, ``"^docker,lo"``, ..., or ``""``).
    ``skipped_not_running``: interfaces the same search would have used without the IFF_RUNNING
    filter (non-empty only for NCCL >= 2.28.3).
    """

    behaviour: NcclBehaviour
    spec: IfnameSpec | None
    value_ignored: bool
    socket_family: Family | None
    phase: str
    interfaces: tuple[NcclInterface, ...]
    bootstrap: NcclInterface | None
    bootstrap_via_comm_id: bool
    skipped_not_running: tuple[str, ...]
    notes: tuple[str, ...]

    @property
    def names(self) -> list[str]:
        return [i.name for i in self.interfaces]


def _find_interfaces(entries: Iterable[IfAddr], spec: IfnameSpec, family: Family | None,
                     running_filter: bool, max_ifs: int) -> list[NcclInterface]:
    """NCCL's findInterfaces (socket.cc:123-181@2.24.3, :129-192@2.28.3, os/linux.cc:379-443@2.30.7).

    Walks getifaddrs() entries, keeps IPv4/IPv6 ones, (>= 2.28.3) drops interfaces without
    IFF_RUNNING, applies NCCL_SOCKET_FAMILY, skips ``::1`` only (IN6_IS_ADDR_LOOPBACK; 127.0.0.1
    and fe80:: stay), matches the name against the spec, keeps each name once with its first
    qualifying address, and stops at ``max_ifs``.
    """
    found: list[NcclInterface] = []
    for entry in entries:
        if len(found) >= max_ifs:
            break
        if running_filter and not entry.running:
            continue
        if family is not None and entry.family != family:
            continue
        if entry.address == "::1":  # IN6_IS_ADDR_LOOPBACK; entries hold normalised text
            continue
        if not spec.matches(entry.interface):
            continue
        if any(f.name == entry.interface for f in found):
            continue
        found.append(NcclInterface.of(entry))
    return found


@dataclass(frozen=True)
class _CommId:
    address: ipaddress.IPv4Address | ipaddress.IPv6Address | None
    scope: str | None
    problem: str | None


def _parse_comm_id(value: str) -> _CommId:
    """ncclSocketGetAddrFromString (socket.cc:266-344@2.24.3): ``<ip>:<port>``, ``[<ipv6>%if]:<port>``
    or ``<hostname>:<port>`` (a host name needs DNS, which a pure model cannot do)."""
    if len(value.encode("utf-8", "surrogateescape")) <= 1:
        return _CommId(None, None, f"NCCL_COMM_ID={value!r} is invalid (NCCL needs more than one character)")
    if value.startswith("["):
        inner, bracket, _ = value[1:].partition("]")
        if not bracket:
            return _CommId(None, None, f"NCCL_COMM_ID={value!r}: no valid [IPv6]:port pair")
        host, _, scope = inner.partition("%")
        try:
            return _CommId(ipaddress.IPv6Address(host), scope or None, None)
        except ValueError:
            return _CommId(None, None, f"NCCL_COMM_ID={value!r}: {host!r} is not an IPv6 address")
    host = value.partition(":")[0]
    try:
        return _CommId(ipaddress.ip_address(host), None, None)
    except ValueError:
        return _CommId(None, None, f"NCCL_COMM_ID host {host!r} needs DNS; its subnet step is not modelled")


def _comm_id_match(entries: Sequence[IfAddr], comm_id: str) -> tuple[list[NcclInterface], str | None]:
    """ncclFindInterfaceMatchSubnet (socket.cc:226-264@2.24.3, :237-273@2.28.3): the first entry (no
    IFF_RUNNING, family or ::1 filter) whose network, under its own netmask, contains the id's
    address; IPv6 also needs equal scope ids (global addresses have 0, link-local ones their
    interface index). At most one interface. Needs prefix lengths in the probe's addresses."""
    cid = _parse_comm_id(comm_id)
    if cid.address is None:
        return [], cid.problem
    if any(e.prefixlen is None for e in entries):
        return [], "the probe's addresses carry no prefix length, so NCCL_COMM_ID's subnet step is not modelled"
    for e in entries:
        if e.family != _family(cid.address) or e.prefixlen is None:
            continue
        net = ipaddress.ip_interface(f"{e.address}/{e.prefixlen}").network
        if cid.address not in net:
            continue
        if e.family == AF_INET6:
            local_scope = e.interface if e.link_local else None
            if local_scope != cid.scope:
                continue
        return [NcclInterface.of(e)], None
    return [], f"no interface is in the subnet of NCCL_COMM_ID={comm_id}"


def _as_spec(spec_or_value: IfnameSpec | str | None) -> IfnameSpec | None:
    if spec_or_value is None or isinstance(spec_or_value, IfnameSpec):
        return spec_or_value
    return parse_ifname_spec(spec_or_value)


def _search(entries: Sequence[IfAddr], spec: IfnameSpec | None, behaviour: NcclBehaviour, family: Family | None,
            running_filter: bool, max_ifs: int, comm_id: str | None) -> tuple[str, list[NcclInterface], list[str]]:
    """ncclFindInterfaces (socket.cc:346-380@2.24.3, :355-391@2.28.3, :190-232@2.30.7)."""
    notes: list[str] = []
    if spec is not None:
        return "NCCL_SOCKET_IFNAME", _find_interfaces(entries, spec, family, running_filter, max_ifs), notes
    for step in behaviour.default_lists:
        if step == COMM_ID_STEP:
            if comm_id is None or len(comm_id.encode("utf-8", "surrogateescape")) <= 1:
                continue
            found, why = _comm_id_match(entries, comm_id)
            if why:
                notes.append(why)
        else:
            found = _find_interfaces(entries, parse_ifname_spec(step), family, running_filter, max_ifs)
        if found:
            return step, found, notes
    return "", [], notes


def nccl_select(spec_or_value: IfnameSpec | str | None, interfaces: Sequence[Mapping[str, Any]],
                version: str | None, socket_family: str | None = None,
                comm_id: str | None = None) -> NcclSelection:
    """Model NCCL's interface choice on one node.

    ``spec_or_value``: the NCCL_SOCKET_IFNAME value that reaches the ranks (str or parsed), or None
    when unset; a value of length <= 1 is ignored like NCCL does (socket.cc:353@2.24.3).
    ``socket_family``: the raw NCCL_SOCKET_FAMILY value. ``comm_id``: the raw NCCL_COMM_ID value
    (rarely set; PyTorch passes the unique id through its store instead).

    A user value is "find or fail": no default fallback (socket.cc:355-357@2.24.3, :365-367@2.28.9),
    and an empty result fails the bootstrap with ``Bootstrap : no socket interface found``
    (bootstrap.cc:110-114@2.24.3). The default search tries the lists of ``nccl_behaviour`` in
    order and stops at the first that finds anything; each list keeps getifaddrs() order.
    """
    behaviour = nccl_behaviour(version)
    entries = getifaddrs_entries(interfaces)
    spec = _as_spec(spec_or_value)
    value_ignored = spec is not None and spec.ignored_by_nccl
    if value_ignored:
        spec = None
    family = nccl_socket_family(socket_family)
    notes = list(behaviour.notes)
    if value_ignored and spec_or_value is not None:
        raw = spec_or_value.raw if isinstance(spec_or_value, IfnameSpec) else spec_or_value
        notes.append(f"NCCL_SOCKET_IFNAME={raw!r} is ignored (NCCL needs more than one character)")
    if socket_family is not None and family is None:
        notes.append(f"NCCL_SOCKET_FAMILY={socket_family!r} is neither AF_INET nor AF_INET6; NCCL ignores it")
    phase, found, search_notes = _search(entries, spec, behaviour, family, behaviour.running_filter,
                                         NCCL_MAX_IFS, comm_id)
    notes.extend(search_notes)
    skipped: list[str] = []
    if behaviour.running_filter:
        _, unfiltered, _ = _search(entries, spec, behaviour, family, False, NCCL_MAX_IFS, comm_id)
        chosen = {f.name for f in found}
        skipped = [f.name for f in unfiltered if not f.running and f.name not in chosen]
    bootstrap = found[0] if found else None
    via_comm_id = False
    if comm_id is not None:
        via_comm_id = True
        match, why = _comm_id_match(entries, comm_id)
        bootstrap = match[0] if match else None
        if why and why not in notes:
            notes.append(why)
        notes.append("NCCL_COMM_ID is set: the bootstrap takes the first interface in its subnet and ignores "
                     "NCCL_SOCKET_IFNAME (bootstrap.cc:96-108@2.24.3)")
    return NcclSelection(behaviour, spec, value_ignored, family, phase, tuple(found), bootstrap, via_comm_id,
                         tuple(skipped), tuple(notes))


def nccl_matching_interfaces(spec_or_value: IfnameSpec | str | None, interfaces: Sequence[Mapping[str, Any]],
                             version: str | None, socket_family: str | None = None,
                             comm_id: str | None = None) -> list[str]:
    """The interface names NCCL's NET/Socket transport would use, in NCCL's order (at most 16).

    The first one is the bootstrap interface unless NCCL_COMM_ID is set. See ``nccl_select``.
    """
    return nccl_select(spec_or_value, interfaces, version, socket_family, comm_id).names


def nccl_bootstrap_interface(spec_or_value: IfnameSpec | str | None, interfaces: Sequence[Mapping[str, Any]],
                             version: str | None, socket_family: str | None = None,
                             comm_id: str | None = None) -> NcclInterface | None:
    """The one interface (and address) NCCL's bootstrap would listen on; None means NCCL fails at init.

    bootstrapNetInit calls ncclFindInterfaces with maxIfs = 1 (bootstrap.cc:110@2.24.3,
    :112@2.28.3): the first match of the same search. Rank 0 copies that address into the
    ncclUniqueId (bootstrapGetUniqueId, bootstrap.cc:412@2.24.3), so a loopback or link-local
    address here is what every other rank dials.
    """
    return nccl_select(spec_or_value, interfaces, version, socket_family, comm_id).bootstrap


# --------------------------------------------------------------------------- Gloo


@dataclass(frozen=True)
class GlooDevice:
    """One Gloo TCP device: the interface and address it binds, or the error PyTorch would raise.

    ``requested``: the GLOO_SOCKET_IFNAME entry, or None for a hostname-based device.
    ``how``: ``interface`` (named), ``hostname`` (gethostname -> getaddrinfo -> first address that
    binds) or ``loopback-fallback`` (127.0.0.1 after a failed hostname lookup).
    """

    requested: str | None
    interface: str | None
    address: str | None
    how: GlooHow
    error: str | None = None

    @property
    def loopback(self) -> bool:
        return self.address is not None and is_loopback_address(self.address)

    @property
    def link_local(self) -> bool:
        return self.address is not None and is_link_local(self.address)


@dataclass(frozen=True)
class GlooSelection:
    """The devices ProcessGroupGloo would create on one node (one per GLOO_SOCKET_IFNAME entry)."""

    value: str | None
    value_ignored: bool
    devices: tuple[GlooDevice, ...]
    estimated: bool
    notes: tuple[str, ...]

    @property
    def errors(self) -> list[str]:
        return [d.error for d in self.devices if d.error]

    @property
    def loopback(self) -> bool:
        """True when any device binds a loopback address (other nodes cannot reach it)."""
        return any(d.loopback for d in self.devices)

    @property
    def interfaces(self) -> list[str | None]:
        return [d.interface for d in self.devices]


def _gloo_split(value: str) -> list[str]:
    """c10d ``split(',', value)``: std::getline pieces; empty middle pieces stay, a trailing one does not."""
    pieces = value.split(",")
    if pieces and pieces[-1] == "":
        pieces.pop()
    return pieces


def _owner(address: str, entries: Sequence[IfAddr]) -> str | None:
    parsed = _parse_address(address)
    if parsed is None:
        return None
    addr = _unmapped(parsed[0])
    for e in entries:
        if ipaddress.ip_address(e.address) == addr:
            return e.interface
    if addr.is_loopback:
        return next((e.interface for e in entries if e.loopback), None)
    return None


def _bindable(address: str, entries: Sequence[IfAddr]) -> bool:
    """Whether bind(2) to a getaddrinfo() result would succeed: the address is assigned here (or is
    in 127.0.0.0/8 while lo holds a 127/8 address). A link-local IPv6 result carries no scope id and
    fails with EINVAL. Non-local binds (ip_nonlocal_bind) are not modelled."""
    parsed = _parse_address(address)
    if parsed is None:
        return False
    addr = _unmapped(parsed[0])
    if isinstance(addr, ipaddress.IPv6Address) and addr.is_link_local:
        return False
    if any(ipaddress.ip_address(e.address) == addr for e in entries):
        return True
    return (isinstance(addr, ipaddress.IPv4Address) and addr.is_loopback
            and any(ipaddress.ip_address(e.address).is_loopback for e in entries if e.family == AF_INET))


def _gloo_hostname_device(entries: Sequence[IfAddr], hostname_addresses: Sequence[str] | None,
                          gloo_address: str | None, fallback: bool) -> tuple[GlooDevice, bool]:
    """(device, estimated) for the hostname path; ``fallback`` is createDefaultDevice's loopback retry."""
    if gloo_address:
        return GlooDevice(None, _owner(gloo_address, entries), gloo_address, "hostname"), False
    for addr in hostname_addresses or ():
        if _bindable(addr, entries):
            return GlooDevice(None, _owner(addr, entries), addr, "hostname"), True
    estimated = bool(hostname_addresses)
    if fallback:
        return GlooDevice(None, _owner("127.0.0.1", entries), "127.0.0.1", "loopback-fallback"), estimated
    tried = ", ".join(hostname_addresses or ()) or "nothing"
    return GlooDevice(None, None, None, "hostname",
                      f"Unable to find address for <hostname> (it resolves to {tried}; none binds)"), estimated


def gloo_interfaces(value: str | None, interfaces: Sequence[Mapping[str, Any]],
                    hostname_addresses: Sequence[str] | None = None,
                    gloo_address: str | None = None) -> GlooSelection:
    """Model the devices PyTorch's Gloo backend creates on one node.

    GLOO_SOCKET_IFNAME set and longer than one byte (pt ProcessGroupGloo.cpp
    ``ProcessGroupGloo::Options::create_default``: ``ifnameEnv->size() > 1``; older releases: the
    ``ProcessGroupGloo`` constructor binding in torch/csrc/distributed/c10d/init.cpp, ``strlen > 1``):
    split on ``,`` (c10d ``split``, std::getline) and one device per piece via
    ``createDeviceForInterface``. Gloo's lookupAddrForIface (gloo transport/tcp/device.cc:30-87)
    takes the first getifaddrs() entry whose name is EXACTLY the piece and whose family is IPv4 or
    IPv6 (no prefix match, no ``^``/``=`` syntax, no IFF_UP/RUNNING check, ``::1`` not skipped), and
    otherwise raises ``Unable to find address for: <piece>``. An empty piece (``eth0,,eth1``) makes
    a hostname-based device without the loopback fallback (device.cc:143-160).

    Unset (or one byte): ``createDefaultDevice``: gethostname -> getaddrinfo(AF_UNSPEC) -> the first
    address that binds (``doesHostnameResolveToUsableAddress``; gloo ``lookupAddrForHostname``,
    device.cc:89-141), else 127.0.0.1 with the warning "Unable to resolve hostname to a (local)
    address. Using the loopback address as fallback."

    ``hostname_addresses``: getaddrinfo(gethostname()) in resolver order; ``gloo_address``: the
    address the probe actually bound first (authoritative). Without ``gloo_address`` the first
    bindable address is estimated from the interfaces (``estimated`` is then True).
    Assumes Gloo's TCP transport (GLOO_DEVICE_TRANSPORT unset on Linux).
    """
    entries = getifaddrs_entries(interfaces)
    notes: list[str] = []
    ignored = value is not None and len(value.encode("utf-8", "surrogateescape")) <= 1
    if value is None or ignored:
        if ignored:
            notes.append(f"GLOO_SOCKET_IFNAME={value!r} is ignored (PyTorch needs more than one character)")
        device, estimated = _gloo_hostname_device(entries, hostname_addresses, gloo_address, fallback=True)
        if device.how == "loopback-fallback":
            notes.append("the hostname resolves to no bindable address: PyTorch warns and binds 127.0.0.1")
        return GlooSelection(value, ignored, (device,), estimated, tuple(notes))
    devices: list[GlooDevice] = []
    estimated = False
    for piece in _gloo_split(value):
        if piece == "":
            device, est = _gloo_hostname_device(entries, hostname_addresses, gloo_address, fallback=False)
            estimated = estimated or est
            devices.append(device)
            notes.append("an empty GLOO_SOCKET_IFNAME entry creates a hostname-based device")
            continue
        entry = next((e for e in entries if e.interface == piece), None)
        if entry is None:
            devices.append(GlooDevice(piece, None, None, "interface", f"Unable to find address for: {piece}"))
        else:
            devices.append(GlooDevice(piece, piece, entry.address, "interface"))
    return GlooSelection(value, False, tuple(devices), estimated, tuple(notes))


# --------------------------------------------------------------------------- validation


@dataclass(frozen=True)
class Problem:
    """A problem with a user's value on one node; the caller adds the node's name."""

    severity: Severity
    code: str
    message: str


def _usable_elsewhere(interfaces: Sequence[Mapping[str, Any]], behaviour: NcclBehaviour,
                      family: Family | None) -> list[str]:
    """Interfaces NCCL could use that have a non-loopback, non-link-local address."""
    out: list[str] = []
    for e in getifaddrs_entries(interfaces):
        if e.loopback or e.link_local or (family and e.family != family):
            continue
        if behaviour.running_filter and not e.running:
            continue
        if e.interface not in out:
            out.append(e.interface)
    return out


def _version_suffix(behaviour: NcclBehaviour) -> str:
    if behaviour.parsed is None:
        return " [NCCL version unknown; modelled as >= 2.28.3]"
    return f" [NCCL {_fmt_version(behaviour.parsed)}]"


def _they(names: Sequence[str], singular: str, plural: str) -> str:
    return f"{', '.join(names)} {singular if len(names) == 1 else plural}"


def _validate_nccl(value: str, interfaces: Sequence[Mapping[str, Any]], version: str | None,
                   socket_family: str | None) -> list[Problem]:
    spec = parse_ifname_spec(value)
    sel = nccl_select(spec, interfaces, version, socket_family)
    behaviour = sel.behaviour
    have = describe_interfaces(interfaces)
    problems: list[Problem] = []
    if socket_family is not None and sel.socket_family is None:
        problems.append(Problem("warning", "nccl-socket-family-ignored",
                                f"NCCL_SOCKET_FAMILY={socket_family!r} is ignored: NCCL accepts exactly AF_INET or "
                                "AF_INET6 (socket.cc:108-121@2.24.3)."))
    if sel.value_ignored:
        pick = sel.bootstrap.name if sel.bootstrap else "nothing"
        problems.append(Problem("warning", "ifname-ignored",
                                f"NCCL_SOCKET_IFNAME={value!r} has no effect: NCCL ignores values shorter than two "
                                f"characters (socket.cc:353@2.24.3) and runs its default search, which picks {pick}"
                                f"{_version_suffix(behaviour)}."))
        return problems
    if spec.port_text:
        problems.append(Problem("warning", "ifname-colon",
                                f"NCCL_SOCKET_IFNAME={value!r}: NCCL reads the text after ':' as a port number and "
                                f"ignores it ({', '.join(repr(t) for t in spec.port_text)}); interfaces are separated "
                                "by ',' (utils.cc:145-151@2.24.3)."))
    if spec.dropped:
        problems.append(Problem("warning", "ifname-too-many",
                                f"NCCL_SOCKET_IFNAME={value!r}: NCCL keeps only the first {NCCL_MAX_IFS} entries and "
                                f"ignores {', '.join(spec.dropped)}."))
    odd = [p for p in spec.prefixes if p != p.strip() or p[:1] in ("^", "=")]
    if odd:
        problems.append(Problem("warning", "ifname-syntax",
                                f"NCCL_SOCKET_IFNAME={value!r}: NCCL does not trim spaces, and reads '^' only as the "
                                "first character and '=' only first or right after '^'; these entries are taken "
                                f"literally: {', '.join(repr(p) for p in odd)}."))
    if not sel.interfaces:
        named = [n for n in _names(interfaces) if spec.matches(n)]
        why = []
        if sel.skipped_not_running:
            why.append(f"{_they(sel.skipped_not_running, 'matches but is', 'match but are')} not RUNNING (DOWN or "
                       "no carrier), and NCCL >= 2.28.3 skips such interfaces (socket.cc:153@2.28.3)")
        lacking = [n for n in named if n not in sel.skipped_not_running]
        if lacking:
            fam = f" {sel.socket_family}" if sel.socket_family else " IPv4/IPv6"
            why.append(f"{_they(lacking, 'matches but has', 'match but have')} no usable{fam} address "
                       "(::1 does not count)")
        reason = "; ".join(why) if why else "no interface name matches"
        problems.append(Problem("error", "ifname-no-match",
                                f"NCCL_SOCKET_IFNAME={value!r} matches no usable interface here ({reason}), so NCCL "
                                "fails at init with 'Bootstrap : no socket interface found' "
                                f"(bootstrap.cc:110-114@2.24.3){_version_suffix(behaviour)}. Interfaces here: {have}."))
        return problems
    first = sel.interfaces[0]
    others = [n for n in _usable_elsewhere(interfaces, behaviour, sel.socket_family) if n != first.name]
    if first.loopback and others:
        problems.append(Problem("warning", "ifname-loopback-first",
                                f"NCCL_SOCKET_IFNAME={value!r} makes NCCL's bootstrap use {first.name} "
                                f"({first.address}), a loopback address that no other node can reach, although "
                                f"{', '.join(others)} exist{_version_suffix(behaviour)}."))
    elif first.link_local:
        problems.append(Problem("warning", "ifname-link-local",
                                f"NCCL_SOCKET_IFNAME={value!r} makes NCCL's bootstrap advertise {first.name}'s "
                                f"link-local address {first.address}, reachable only on the same link and with the "
                                f"same interface index on the peer{_version_suffix(behaviour)}."))
    if not behaviour.running_filter:
        down = [i.name for i in sel.interfaces if not i.running]
        if down:
            problems.append(Problem("warning", "ifname-not-running",
                                    f"NCCL_SOCKET_IFNAME={value!r} matches {_they(down, 'which is', 'which are')} "
                                    "not RUNNING (DOWN or no carrier); NCCL before 2.28.3 uses such interfaces anyway "
                                    f"and connections over them fail or hang{_version_suffix(behaviour)}."))
    extras = [i for i in sel.interfaces[1:]
              if i.loopback or i.link_local or not i.running or i.name.startswith(("docker", "virbr"))]
    if extras:
        listed = ", ".join(f"{i.name} ({i.address})" for i in extras)
        problems.append(Problem("warning", "ifname-extra-matches",
                                f"NCCL_SOCKET_IFNAME={value!r} matches {len(sel.interfaces)} interfaces and NCCL's "
                                f"socket transport uses all of them (up to {NCCL_MAX_IFS}), including {listed}, which "
                                "other nodes may not reach; prefer '=<name>'."))
    return problems


def _validate_gloo(value: str, interfaces: Sequence[Mapping[str, Any]]) -> list[Problem]:
    have = describe_interfaces(interfaces)
    sel = gloo_interfaces(value, interfaces)
    if sel.value_ignored:
        return [Problem("warning", "ifname-ignored",
                        f"GLOO_SOCKET_IFNAME={value!r} has no effect: PyTorch ignores values shorter than two "
                        "characters and binds the address the hostname resolves to.")]
    problems: list[Problem] = []
    by_name = {str(raw.get("name", "")): raw for raw in interfaces}
    nonloop = [e.interface for e in getifaddrs_entries(interfaces) if not e.loopback]
    for device in sel.devices:
        piece = device.requested
        if device.how == "hostname" and piece is None:
            problems.append(Problem("warning", "gloo-empty-entry",
                                    f"GLOO_SOCKET_IFNAME={value!r} has an empty entry; PyTorch creates a device from "
                                    "the hostname for it, with no loopback fallback."))
            continue
        if device.error:
            hints = []
            if piece and piece[:1] in ("^", "="):
                hints.append("Gloo does not understand NCCL's '^'/'=' syntax")
            near = [n for n in by_name if piece and n.startswith(piece) and n != piece]
            if near:
                hints.append(f"Gloo needs an exact name, not a prefix (did you mean {', '.join(near)}?)")
            if piece in by_name:
                hints.append(f"{piece} has no IPv4/IPv6 address")
            hint = f" {'; '.join(hints)}." if hints else ""
            problems.append(Problem("error", "ifname-no-match",
                                    f"GLOO_SOCKET_IFNAME={value!r}: PyTorch raises '{device.error}' when the Gloo "
                                    f"process group is created.{hint} Interfaces here: {have}."))
            continue
        raw = by_name.get(piece or "", {})
        if not _flag(raw, "up", True) or not _flag(raw, "running", True):
            problems.append(Problem("warning", "gloo-not-running",
                                    f"GLOO_SOCKET_IFNAME entry {piece} is not RUNNING (DOWN or no carrier); Gloo binds "
                                    f"its address {device.address} anyway and peers cannot connect."))
        if device.loopback and any(n != piece for n in nonloop):
            problems.append(Problem("warning", "ifname-loopback-first",
                                    f"GLOO_SOCKET_IFNAME entry {piece} binds the loopback address {device.address}, "
                                    "which no other node can reach."))
        elif device.link_local:
            problems.append(Problem("warning", "ifname-link-local",
                                    f"GLOO_SOCKET_IFNAME entry {piece} has only the link-local address "
                                    f"{device.address}; peers on other links cannot reach it."))
    return problems


def validate_user_value(var: IfnameVar, value: str, interfaces: Sequence[Mapping[str, Any]],
                        version: str | None = None, socket_family: str | None = None) -> list[Problem]:
    """Check the NCCL_SOCKET_IFNAME or GLOO_SOCKET_IFNAME value that will reach one node.

    Errors: the value matches nothing usable here (NCCL: ``Bootstrap : no socket interface found``;
    Gloo: ``Unable to find address for: <if>``), naming this node's interfaces.
    Warnings: the value is ignored (one character or less); NCCL ``:`` (a port, not a separator),
    more than 16 entries, untrimmed spaces or misplaced ``^``/``=``; the first match is loopback
    while other interfaces exist, or link-local; a non-RUNNING match that NCCL < 2.28.3 still uses;
    extra NCCL matches (the socket transport uses all of them) that are loopback, link-local,
    docker/virbr or not RUNNING; Gloo: empty entries, a non-RUNNING interface.
    ``version`` (NCCL only) selects the NCCL model; ``socket_family`` is the raw NCCL_SOCKET_FAMILY.
    """
    if var == "NCCL_SOCKET_IFNAME":
        return _validate_nccl(value, interfaces, version, socket_family)
    return _validate_gloo(value, interfaces)
