"""Read one host's facts, with the standard library only.

This file is the whole probe: it runs unchanged in safelaunch's own process and,
shipped as source to a remote node's ``python3`` (nothing installed there), as
``python3 - '<json options>'``. It returns plain JSON-able data; every section
says how it was read, and a section that cannot be read becomes an entry in
``errors`` instead of an exception, so one odd host never hides the others.
"""

from __future__ import annotations

import ctypes
import errno
import json
import os
import platform
import re
import resource
import shutil
import socket
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

PROBE_VERSION = 1
# Name lookups (the hostname, the master) run in threads from the probe's start, alongside everything
# else, and are given up after this long: a node whose resolver does not answer (a nameserver that drops
# packets) costs the probe this much at most, never glibc's 5 s per attempt. Gloo would stall on the same
# lookup, and a hostname that does not resolve in time gets GLOO_SOCKET_IFNAME pinned, which skips it.
RESOLVE_TIMEOUT = 0.5

# Bits of the CapEff mask in /proc/self/status (linux/include/uapi/linux/capability.h).
CAP_IPC_LOCK = 14
CAP_SYS_PTRACE = 19
CAP_SYS_ADMIN = 21
CAP_SYS_NICE = 23

# IFF_* flags from linux/if.h, as found in /sys/class/net/<if>/flags.
IFF_UP = 0x1
IFF_LOOPBACK = 0x8
IFF_RUNNING = 0x40

Facts = dict[str, Any]


def _read(path: str) -> str:
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read().strip()


def _read_or_none(path: str) -> str | None:
    try:
        return _read(path)
    except OSError:
        return None


def probe_shm(shm_path: str = "/dev/shm") -> Facts:
    st = os.statvfs(shm_path)
    stale = []
    for entry in os.scandir(shm_path):
        # nccl-XXXXXX (NCCL >= 2.12), nccl-shm-* (<= 2.11), torch_* (file_system sharing strategy).
        if entry.name.startswith(("nccl-", "torch_")):
            try:
                est = entry.stat(follow_symlinks=False)
            except OSError:
                continue
            stale.append({"name": entry.name, "bytes": est.st_blocks * 512, "uid": est.st_uid,
                          "age_s": int(time.time() - est.st_mtime)})
    return {
        "path": shm_path,
        "total_bytes": st.f_blocks * st.f_frsize,
        "free_bytes": st.f_bavail * st.f_frsize,
        "st_dev": os.stat(shm_path).st_dev,
        "nccl_or_torch_files": stale,
        "source": f"os.statvfs({shm_path!r}) and a listing of nccl-*/torch_* files",
    }


def probe_container() -> Facts:
    evidence: list[str] = []
    kind = None
    if os.environ.get("KUBERNETES_SERVICE_HOST") or os.path.isdir("/var/run/secrets/kubernetes.io"):
        kind = "kubernetes"
        evidence.append("KUBERNETES_SERVICE_HOST set or /var/run/secrets/kubernetes.io present")
    cgroup = _read_or_none("/proc/1/cgroup") or ""
    if "kubepods" in cgroup:
        kind = "kubernetes"
        evidence.append("/proc/1/cgroup mentions kubepods")
    if os.path.exists("/.dockerenv"):
        kind = kind or "docker"
        evidence.append("/.dockerenv exists")
    if "docker" in cgroup:
        kind = kind or "docker"
        evidence.append("/proc/1/cgroup mentions docker")
    if os.path.exists("/run/.containerenv"):
        kind = kind or "podman"
        evidence.append("/run/.containerenv exists")
    env_container = os.environ.get("container")  # noqa: SIM112 - systemd/podman spell it lowercase
    if env_container:
        kind = kind or env_container
        evidence.append(f"container={env_container} in the environment")
    return {"kind": kind, "evidence": evidence,
            "source": "/.dockerenv, /run/.containerenv, /proc/1/cgroup, KUBERNETES_SERVICE_HOST"}


def _cgroup_memory_dir() -> tuple[str | None, str | None]:
    """The cgroup v2 directory (or v1 memory controller directory) of this process."""
    for line in (_read_or_none("/proc/self/cgroup") or "").splitlines():
        hier, controllers, path = line.split(":", 2)
        if hier == "0" and controllers == "":
            return "/sys/fs/cgroup" + path.rstrip("/"), "v2"
        if "memory" in controllers.split(","):
            return "/sys/fs/cgroup/memory" + path.rstrip("/"), "v1"
    return None, None


def probe_cgroup() -> Facts:
    directory, version = _cgroup_memory_dir()
    limit = usage = None
    read_from = None
    # Inside a container the cgroup path from /proc/self/cgroup is often not mounted at that
    # place; the namespace root (/sys/fs/cgroup) is then this container's own cgroup.
    candidates = [d for d in (directory, "/sys/fs/cgroup", "/sys/fs/cgroup/memory") if d]
    for d in candidates:
        raw = _read_or_none(f"{d}/memory.max") or _read_or_none(f"{d}/memory.limit_in_bytes")
        if raw is None:
            continue
        read_from = d
        # v1 reports "no limit" as a huge page-aligned number.
        limit = None if raw == "max" or int(raw) >= 1 << 60 else int(raw)
        cur = _read_or_none(f"{d}/memory.current") or _read_or_none(f"{d}/memory.usage_in_bytes")
        usage = int(cur) if cur and cur.isdigit() else None
        break
    return {"version": version, "memory_limit_bytes": limit, "memory_usage_bytes": usage,
            "source": f"{read_from or 'no cgroup memory file found'} (memory.max / memory.limit_in_bytes)"}


def _rlim(value: int) -> int | None:
    return None if value == resource.RLIM_INFINITY else value


def probe_limits() -> Facts:
    out: Facts = {}
    for name, which in (("memlock", resource.RLIMIT_MEMLOCK), ("nofile", resource.RLIMIT_NOFILE),
                        ("stack", resource.RLIMIT_STACK)):
        soft, hard = resource.getrlimit(which)
        out[name] = {"soft": _rlim(soft), "hard": _rlim(hard)}
    out["source"] = "resource.getrlimit (None means unlimited)"
    return out


def probe_capabilities() -> Facts:
    status = _read("/proc/self/status")
    cap_eff = next((ln.split()[1] for ln in status.splitlines() if ln.startswith("CapEff:")), "0")
    mask = int(cap_eff, 16)
    return {
        "cap_eff": cap_eff,
        "ipc_lock": bool(mask >> CAP_IPC_LOCK & 1),
        "sys_ptrace": bool(mask >> CAP_SYS_PTRACE & 1),
        "sys_nice": bool(mask >> CAP_SYS_NICE & 1),
        "sys_admin": bool(mask >> CAP_SYS_ADMIN & 1),
        "uid": os.getuid(),
        # 0 none, 1 strict, 2 filter (Docker's default profile); linux Documentation/filesystems/proc.rst
        "seccomp": next((int(ln.split()[1]) for ln in status.splitlines()
                         if ln.startswith("Seccomp:") and ln.split()[1].isdigit()), None),
        "source": "CapEff and Seccomp in /proc/self/status",
    }


def probe_ptrace() -> Facts:
    raw = _read_or_none("/proc/sys/kernel/yama/ptrace_scope")
    return {"scope": int(raw) if raw is not None and raw.isdigit() else None,
            "source": "/proc/sys/kernel/yama/ptrace_scope (None: Yama absent, classic ptrace rules)"}


def _ib_port(port_dir: str, port: str) -> Facts:
    def field(name: str) -> str | None:
        return _read_or_none(os.path.join(port_dir, name))

    return {"port": int(port), "state": field("state"), "phys_state": field("phys_state"),
            "link_layer": field("link_layer"), "rate": field("rate")}


def probe_infiniband(sys_root: str = "/sys", dev_root: str = "/dev") -> Facts:
    """HCAs and ports from sysfs, their uverbs device nodes, and whether libibverbs loads.

    ``efa``: AWS EFA devices report ACTIVE/LinkUp ports whose link layer is
    IB_LINK_LAYER_UNSPECIFIED, which sysfs prints as "Unknown" (linux drivers/infiniband/hw/efa
    efa_verbs.c efa_port_link_layer; core/sysfs.c link_layer_show); NCCL's internal IB transport
    skips such ports (nccl src/transport/net_ib.cc:605-607@v2.24.3-1), only the aws-ofi-nccl plugin
    uses them. Device names are ``efa_N`` or, with newer rdma-core naming, ``rdmapNsM``.
    ``dev_exists``/``dev_rw``: when ``ibv_open_device`` fails (no /dev/infiniband/uverbsN in a
    container) NCCL warns "NET/IB : Unable to open device" and falls back to sockets
    (nccl net_ib.cc:588-589@v2.24.3-1).
    """
    base = os.path.join(sys_root, "class", "infiniband")
    uverbs = []
    verbs_base = os.path.join(sys_root, "class", "infiniband_verbs")
    if os.path.isdir(verbs_base):
        for entry in sorted(os.listdir(verbs_base)):
            ibdev = _read_or_none(os.path.join(verbs_base, entry, "ibdev"))
            if ibdev is None:
                continue
            node = os.path.join(dev_root, "infiniband", entry)
            uverbs.append({"name": entry, "ibdev": ibdev, "dev_exists": os.path.exists(node),
                           "dev_rw": os.access(node, os.R_OK | os.W_OK)})
    devices = []
    if os.path.isdir(base):
        for hca in sorted(os.listdir(base)):
            ports_dir = os.path.join(base, hca, "ports")
            ports = [_ib_port(os.path.join(ports_dir, p), p)
                     for p in sorted(os.listdir(ports_dir), key=int)] if os.path.isdir(ports_dir) else []
            node_of = next((u for u in uverbs if u["ibdev"] == hca), None)
            devices.append({
                "name": hca, "ports": ports,
                "efa": hca.startswith("efa") or any(p["link_layer"] == "Unknown" for p in ports),
                # None: no uverbs entry in sysfs for this HCA (nothing to open at all).
                "uverbs": node_of["name"] if node_of else None,
                "dev_exists": node_of["dev_exists"] if node_of else None,
                "dev_rw": node_of["dev_rw"] if node_of else None,
            })
    loads, load_error = True, None
    try:
        ctypes.CDLL("libibverbs.so.1")
    except OSError as e:
        loads, load_error = False, str(e)
    return {"devices": devices, "uverbs": uverbs, "libibverbs_loads": loads, "libibverbs_error": load_error,
            "source": f"{base}/*/ports/*/{{state,phys_state,link_layer,rate}}, {verbs_base}, "
                      f"{dev_root}/infiniband/uverbs*, ctypes.CDLL('libibverbs.so.1')"}


class _Ifaddrs(ctypes.Structure):
    """``struct ifaddrs`` from <ifaddrs.h> (glibc and musl share this layout)."""


_Ifaddrs._fields_ = [
    ("ifa_next", ctypes.POINTER(_Ifaddrs)),
    ("ifa_name", ctypes.c_char_p),
    ("ifa_flags", ctypes.c_uint),
    ("ifa_addr", ctypes.c_void_p),
    ("ifa_netmask", ctypes.c_void_p),
    ("ifa_ifu", ctypes.c_void_p),  # union { ifu_broadaddr; ifu_dstaddr; }
    ("ifa_data", ctypes.c_void_p),
]


def _getifaddrs() -> list[Facts]:
    """Every ``getifaddrs(3)`` entry in the order libc returns them, without the ``ip`` binary.

    ``{"name", "flags", "family", "raw", "address"}``: ``flags`` are the live IFF_* flags (with
    IFF_RUNNING, which sysfs ``flags`` lacks); ``raw`` is the 4- or 16-byte address of an AF_INET /
    AF_INET6 entry (``sockaddr_in.sin_addr`` at offset 4, ``sockaddr_in6.sin6_addr`` at offset 8,
    linux/in.h and linux/in6.h) and ``address`` its inet_ntop text (IPv6 compressed, no %scope);
    both None for other families or a NULL ``ifa_addr``. This is the walk NCCL
    (src/misc/socket.cc findInterfaces), Gloo (gloo/transport/tcp/device.cc) and
    ``hostname -I`` (Debian hostname.c show_name) all do.
    """
    libc = ctypes.CDLL(None, use_errno=True)
    getifaddrs, freeifaddrs = libc.getifaddrs, libc.freeifaddrs
    getifaddrs.argtypes = [ctypes.POINTER(ctypes.POINTER(_Ifaddrs))]
    getifaddrs.restype = ctypes.c_int
    freeifaddrs.argtypes = [ctypes.POINTER(_Ifaddrs)]
    freeifaddrs.restype = None
    head = ctypes.POINTER(_Ifaddrs)()
    if getifaddrs(ctypes.byref(head)) != 0:
        err = ctypes.get_errno()
        raise OSError(err, f"getifaddrs: {os.strerror(err)}")
    out: list[Facts] = []
    try:
        node = head
        while node:
            ifa = node.contents
            family = raw = address = None
            if ifa.ifa_addr:
                family = ctypes.c_ushort.from_address(ifa.ifa_addr).value
                if family == socket.AF_INET:
                    raw = ctypes.string_at(ifa.ifa_addr + 4, 4)
                elif family == socket.AF_INET6:
                    raw = ctypes.string_at(ifa.ifa_addr + 8, 16)
                if raw is not None:
                    address = socket.inet_ntop(family, raw)
            out.append({"name": (ifa.ifa_name or b"").decode(errors="replace"), "flags": ifa.ifa_flags,
                        "family": family, "raw": raw, "address": address})
            node = ifa.ifa_next
    finally:
        freeifaddrs(head)
    return out


def probe_interfaces(sys_root: str = "/sys", ifaddrs: list[Facts] | None = None) -> list[Facts]:
    """Interfaces in if_nameindex order, with their IPv4 and IPv6 addresses from getifaddrs(3).

    Addresses keep getifaddrs' order per interface (the kernel's: IPv4 first, then IPv6), the
    same as ``ip -j addr``'s ``local``. ``up``/``running``/``loopback`` come from the live
    ``ifa_flags`` (IFF_RUNNING is what NCCL >= 2.28.3 filters on, nccl src/misc/socket.cc:153@v2.28.3-1);
    an interface without any getifaddrs entry falls back to sysfs flags and operstate.
    """
    entries = _getifaddrs() if ifaddrs is None else ifaddrs
    addrs: dict[str, list[str]] = {}
    live_flags: dict[str, int] = {}
    for e in entries:
        live_flags.setdefault(e["name"], e["flags"])
        if e["address"] is not None:
            addrs.setdefault(e["name"], []).append(e["address"])
    result = []
    for index, name in socket.if_nameindex():
        if name in live_flags:
            flags = live_flags[name]
            running = bool(flags & IFF_RUNNING)
        else:
            flags_raw = _read_or_none(f"{sys_root}/class/net/{name}/flags")
            flags = int(flags_raw, 16) if flags_raw else 0
            # sysfs `flags` lacks the dynamic IFF_RUNNING bit; the kernel derives it from operstate
            # ("unknown" is what lo and many virtual devices report while working).
            operstate = _read_or_none(f"{sys_root}/class/net/{name}/operstate")
            running = bool(flags & IFF_UP) and operstate in ("up", "unknown")
        result.append({
            "name": name,
            "index": index,
            "up": bool(flags & IFF_UP),
            "running": running,
            "loopback": bool(flags & IFF_LOOPBACK),
            # Physical NICs have a backing device; lo, veth, bridges, docker0 and tunnels do not.
            "virtual": not os.path.exists(f"{sys_root}/class/net/{name}/device"),
            "addresses": addrs.get(name, []),
        })
    return result


def _host_addresses(entries: list[Facts]) -> list[str]:
    """Exactly the tokens ``hostname -I`` prints, which DeepSpeed takes the first of as the master
    address (ds deepspeed/launcher/runner.py ~495-515, ``ssh <first host> hostname -I``).

    Debian hostname.c show_name(ALL_IPS) (hostname 3.12-3.23; man hostname(1) "-I"): walk getifaddrs;
    skip a NULL ifa_addr, interfaces with IFF_LOOPBACK, interfaces without IFF_UP (an UP interface
    with no carrier is kept: IFF_RUNNING is not checked), families other than AF_INET/AF_INET6,
    and IPv6 link-local unicast (fe80::/10, IN6_IS_ADDR_LINKLOCAL) or link-local multicast
    (IN6_IS_ADDR_MC_LINKLOCAL); print each with getnameinfo(NI_NUMERICHOST), in getifaddrs order,
    duplicates included. A 127.x address on a non-loopback interface is printed.
    """
    out = []
    for e in entries:
        raw = e["raw"]
        if raw is None or e["flags"] & IFF_LOOPBACK or not e["flags"] & IFF_UP:
            continue
        if e["family"] == socket.AF_INET6 and ((raw[0] == 0xFE and raw[1] & 0xC0 == 0x80)
                                               or (raw[0] == 0xFF and raw[1] & 0x0F == 0x02)):
            continue
        out.append(e["address"])
    return out


class Lookup:
    """A call that can block on DNS, started in a daemon thread now and read later, with a deadline
    counted from its start, so a broken resolver cannot stall the probe (the thread is abandoned)."""

    def __init__(self, fn: Callable[[], Any], seconds: float) -> None:
        self.seconds, self.deadline = seconds, time.monotonic() + seconds
        self.box: dict[str, Any] = {}
        self.thread = threading.Thread(target=self._run, args=(fn,), daemon=True)
        self.thread.start()

    def _run(self, fn: Callable[[], Any]) -> None:
        try:
            self.box["value"] = fn()
        except Exception as e:
            self.box["error"] = f"{type(e).__name__}: {e}"

    def result(self) -> tuple[Any, str | None]:
        self.thread.join(max(0.0, self.deadline - time.monotonic()))
        if self.thread.is_alive():
            return None, f"timed out after {self.seconds:g} s"
        return self.box.get("value"), self.box.get("error")


def _hostname_lookup(hostname: str, seconds: float = RESOLVE_TIMEOUT) -> Lookup:
    return Lookup(lambda: socket.getaddrinfo(hostname, None, socket.AF_UNSPEC, socket.SOCK_STREAM,
                                             socket.IPPROTO_TCP), seconds)


def _master_lookup(master_addr: str, port: int, seconds: float = RESOLVE_TIMEOUT) -> Lookup:
    return Lookup(lambda: socket.getaddrinfo(master_addr, port, 0, socket.SOCK_STREAM), seconds)


def _unscoped(addr: str) -> str:
    return addr.split("%", 1)[0]


def _is_loopback(addr: str) -> bool:
    addr = _unscoped(addr)
    return addr.startswith(("127.", "::ffff:127.")) or addr == "::1"


def _ordered(infos: list[Any]) -> list[str]:
    """Addresses of getaddrinfo results, deduplicated, in the order returned: glibc has already
    sorted them by its RFC 3484 destination rules (gai.conf), so this is not /etc/hosts order
    (a loopback or IPv6 ULA entry moves ahead of a global IPv4 one)."""
    return list(dict.fromkeys(_unscoped(i[4][0]) for i in infos))


def _gloo_default_address(infos: list[Any]) -> str | None:
    """The address PyTorch's Gloo binds when GLOO_SOCKET_IFNAME is unset: ``createDefaultDevice``
    resolves gethostname() with getaddrinfo(AF_UNSPEC, SOCK_STREAM) and keeps the first result
    that ``bind()``s (pt torch/csrc/distributed/c10d/ProcessGroupGloo.cpp
    doesHostnameResolveToUsableAddress, then gloo/transport/tcp/device.cc lookupAddrForHostname,
    which binds with SO_REUSEADDR); if none binds, Gloo warns "Unable to resolve hostname to a
    (local) address" and uses 127.0.0.1 (None here).
    """
    for family, socktype, proto, _, sockaddr in infos:
        try:
            s = socket.socket(family, socktype, proto)
        except OSError:
            continue
        with s:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                s.bind(sockaddr)
            except OSError:
                continue
            return _unscoped(sockaddr[0])
    return None


def _route_to_master(master_addr: str, port: int, interfaces: list[Facts], lookup: Lookup | None = None) -> Facts:
    """The local source address and interface the kernel picks towards the master (like ``ip route
    get``): resolve with getaddrinfo (IPv4 and IPv6, unlike gethostbyname), then UDP-connect() to
    each result in order (it sends nothing) and keep the first that has a route, as c10d's TCPStore
    client tries each getaddrinfo result in turn (pt torch/csrc/distributed/c10d/socket.cpp).
    """
    route: Facts = {"address": master_addr, "resolved": [], "source_address": None, "interface": None,
                    "loopback": _is_loopback(master_addr), "error": None}
    infos, err = (lookup or _master_lookup(master_addr, port)).result()
    if not infos:
        route["error"] = err or "does not resolve"
        return route
    route["resolved"] = _ordered(infos)
    first_error = None
    for family, _, _, _, sockaddr in infos:
        try:
            with socket.socket(family, socket.SOCK_DGRAM) as s:
                s.connect(sockaddr)
                source = _unscoped(s.getsockname()[0])
        except OSError as e:
            first_error = first_error or f"{_unscoped(sockaddr[0])}: {e}"
            continue
        address = _unscoped(sockaddr[0])
        route.update(address=address, source_address=source, loopback=_is_loopback(address),
                     interface=next((i["name"] for i in interfaces
                                     if source in (_unscoped(a) for a in i["addresses"])), None))
        return route
    route.update(address=route["resolved"][0], loopback=_is_loopback(route["resolved"][0]), error=first_error)
    return route


def probe_network(master_addr: str | None, master_port: int, lookups: dict[str, Lookup] | None = None) -> Facts:
    """Interfaces, the hostname's addresses (in getaddrinfo order), Gloo's default address,
    ``hostname -I``, and the route to the master address. ``lookups``: the name lookups ``collect``
    started early (``hostname``, ``master``), each bounded by RESOLVE_TIMEOUT from its start."""
    hostname = socket.gethostname()
    lookups = lookups or {}
    infos, err = (lookups.get("hostname") or _hostname_lookup(hostname)).result()
    host_addrs = _ordered(infos or [])
    entries: list[Facts] = []
    ifaddrs_error = None
    try:
        entries = _getifaddrs()
    except (OSError, AttributeError, ValueError) as e:  # no getifaddrs in this libc, or it failed
        ifaddrs_error = f"{type(e).__name__}: {e}"
    interfaces = probe_interfaces(ifaddrs=entries)
    return {
        "hostname": hostname,
        "hostname_addresses": host_addrs,
        "fqdn_addresses": host_addrs,  # older name, same ordered list
        "hostname_error": err,
        "hostname_is_loopback": bool(host_addrs) and all(_is_loopback(a) for a in host_addrs),
        "gloo_address": _gloo_default_address(infos or []),
        "host_addresses": _host_addresses(entries),
        "interfaces": interfaces,
        "interfaces_error": ifaddrs_error,
        "route_to_master": _route_to_master(master_addr, master_port, interfaces, lookups.get("master"))
        if master_addr else None,
        "source": "socket.getaddrinfo(gethostname(), SOCK_STREAM) in returned order, bind() of each as "
                  "Gloo's createDefaultDevice does, getifaddrs(3) via ctypes (interfaces and `hostname -I` "
                  "rules of Debian hostname.c), socket.if_nameindex, UDP connect() to the master address",
    }


def probe_gpus(proc_root: str = "/proc") -> Facts:
    facts = _probe_gpus(proc_root)
    # Ranks per node as DeepSpeed (runner.py parses it into the active resources) and torchrun's
    # device_count see them; None when unset.
    facts["cuda_visible_devices"] = os.environ.get("CUDA_VISIBLE_DEVICES")
    if facts.get("count"):
        facts["cuda_driver_version"] = _cuda_driver_version()
        if facts["count"] >= 2:
            facts["p2p"] = _p2p_matrix()
    return facts


def _cuda_driver_version() -> int | None:
    """cuDriverGetVersion() (12060 for 12.6), the value NCCL compares (nccl src/misc/cudawrap.cc:50-75
    @v2.24.3-1); it needs no cuInit and no GPU context. None when libcuda.so.1 does not load."""
    try:
        lib = ctypes.CDLL("libcuda.so.1")
        version = ctypes.c_int(0)
        return version.value if lib.cuDriverGetVersion(ctypes.byref(version)) == 0 else None
    except (OSError, AttributeError):
        return None


P2P_STATUS_OK = "OK"
P2P_STATUS_NO = ("CNS", "GNS", "TNS", "NS")  # chipset/GPU/topology not supported, not supported


def _p2p_matrix() -> Facts | None:
    """Whether CUDA P2P reads work between every pair of local GPUs: `nvidia-smi topo -p2p r` prints a
    matrix of OK / CNS / GNS / TNS / NS / U (its legend). all_pairs: True when every pair is OK, False
    when some pair is known not supported, None when unknown ("U" or no matrix)."""
    smi = shutil.which("nvidia-smi")
    if not smi:
        return None
    try:
        out = subprocess.run([smi, "topo", "-p2p", "r"], capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    cells = []
    for line in out.splitlines():
        words = line.split()
        # Matrix rows start with a GPU name followed by statuses; the header row lists GPU names only.
        if len(words) > 1 and words[0].startswith("GPU") and words[0][3:].isdigit() and \
                not words[1].startswith("GPU"):
            cells += [w for w in words[1:] if w != "X"]
    if not cells:
        return {"all_pairs": None, "source": "nvidia-smi topo -p2p r printed no matrix"}
    if any(c in P2P_STATUS_NO for c in cells):
        verdict: bool | None = False
    elif all(c == P2P_STATUS_OK for c in cells):
        verdict = True
    else:
        verdict = None
    return {"all_pairs": verdict, "statuses": sorted(set(cells)), "source": "nvidia-smi topo -p2p r"}


def _probe_gpus(proc_root: str) -> Facts:
    gpus_dir = f"{proc_root}/driver/nvidia/gpus"
    if os.path.isdir(gpus_dir):
        version_text = _read_or_none(f"{proc_root}/driver/nvidia/version") or ""
        # "NVRM version: NVIDIA UNIX x86_64 Kernel Module  550.54.15  Tue Mar ..."
        words = version_text.split()
        driver = next((w for w in words if w.count(".") >= 1 and w.replace(".", "").isdigit()), None)
        return {"count": len(os.listdir(gpus_dir)), "driver_version": driver,
                "source": f"{gpus_dir} and {proc_root}/driver/nvidia/version"}
    smi = shutil.which("nvidia-smi")
    if smi:
        try:
            out = subprocess.run([smi, "--query-gpu=driver_version", "--format=csv,noheader"],
                                 capture_output=True, text=True, timeout=10, check=True).stdout.split()
            return {"count": len(out), "driver_version": out[0] if out else None, "source": "nvidia-smi"}
        except (OSError, subprocess.SubprocessError) as e:
            return {"count": 0, "driver_version": None, "source": f"nvidia-smi failed: {e}"}
    return {"count": 0, "driver_version": None,
            "source": f"no {gpus_dir} and no nvidia-smi on PATH"}


# The job's interpreter's import path, when it is not the interpreter running the probe (safelaunch
# installed with pipx/uv tool next to a training venv): set by ``collect(python=...)``.
_JOB_SITE: list[str] | None = None


def _job_interpreter(python: str) -> Facts:
    """Version and import path of the interpreter the launcher runs the job with."""
    code = "import json,sys;print(json.dumps({'version':'%d.%d.%d'%sys.version_info[:3],'path':sys.path}))"
    out = subprocess.run([python, "-c", code], capture_output=True, text=True, timeout=20, check=True).stdout
    data: Facts = json.loads(out)
    return data


def _site_dirs() -> list[str]:
    """sys.path, plus the interpreter's site directories when it runs with -S (remote probes do,
    for a faster start), without duplicates; the job's interpreter's path when it is another one."""
    if _JOB_SITE is not None:
        return list(dict.fromkeys(os.path.abspath(p or ".") for p in _JOB_SITE))
    search = list(sys.path)
    if sys.flags.no_site:
        import sysconfig

        search += [sysconfig.get_paths()[k] for k in ("purelib", "platlib")]
    return list(dict.fromkeys(os.path.abspath(p or ".") for p in search))


def _installed_versions() -> dict[str, str]:
    """Distribution name -> version, read from *.dist-info directory names on sys.path.

    importlib.metadata would parse every distribution's metadata (20+ ms); the directory
    name already carries the normalised name and the version.
    """
    found: dict[str, str] = {}
    for entry in _site_dirs():
        try:
            names = os.listdir(entry)
        except OSError:
            continue
        for name in names:
            if name.endswith(".dist-info"):
                dist, _, version = name[: -len(".dist-info")].partition("-")
            elif name.endswith((".egg-info", ".egg")):
                # A legacy `setup.py install` (pip does that for deepspeed when `wheel` is missing):
                # "deepspeed-0.19.8-py3.11.egg-info".
                dist, _, rest = name.rpartition(".")[0].partition("-")
                version = rest.split("-py")[0]
            else:
                continue
            if version:
                found.setdefault(dist.lower().replace("-", "_").replace(".", "_"), version)
    return found


def _dist_version(installed: dict[str, str], *names: str) -> str | None:
    return next((installed[n] for n in names if n in installed), None)


def probe_packages() -> Facts:
    installed = _installed_versions()
    return {
        "torch": _dist_version(installed, "torch"),
        "deepspeed": _dist_version(installed, "deepspeed"),
        "nccl": _dist_version(installed, "nvidia_nccl_cu13", "nvidia_nccl_cu12", "nvidia_nccl_cu11"),
        "oneccl_bindings_for_pytorch": _dist_version(installed, "oneccl_bind_pt"),
        "source": f"*.dist-info names on the sys.path of {sys.executable}",
    }


_LD_CACHE_MAGIC = b"glibc-ld.so.cache1.1"


def _parse_ld_cache(data: bytes) -> list[tuple[str, str]]:
    """(soname, path) pairs of a glibc ``/etc/ld.so.cache`` in the new format (the only one glibc
    >= 2.32 writes): a 48-byte ``cache_file_new`` header (magic, nlibs, len_strings, flags,
    extension_offset, unused[3]) then ``nlibs`` 24-byte ``file_entry_new`` records
    (int32 flags, uint32 key, uint32 value, uint32 osversion, uint64 hwcap), string offsets
    counted from the header (glibc sysdeps/generic/dl-cache.h). An old-format file carries the new
    format after its own entries; that is found by the magic."""
    start = data.find(_LD_CACHE_MAGIC)
    if start < 0:
        raise ValueError("no glibc-ld.so.cache1.1 header")
    nlibs = struct.unpack_from("<I", data, start + 20)[0]
    out = []
    for i in range(nlibs):
        _, key, value, _, _ = struct.unpack_from("<iIIIQ", data, start + 48 + 24 * i)
        name = data[start + key:data.index(b"\0", start + key)].decode(errors="replace")
        path = data[start + value:data.index(b"\0", start + value)].decode(errors="replace")
        out.append((name, path))
    return out


_ld_cache_memo: dict[Any, tuple[list[tuple[str, str]], str]] = {}


def _ld_cache() -> tuple[list[tuple[str, str]], str]:
    """The dynamic loader's cache as (soname, path) in cache order, and how it was read:
    /etc/ld.so.cache parsed directly (no subprocess), else ``ldconfig -p`` with a timeout."""
    try:
        st = os.stat("/etc/ld.so.cache")
        key: Any = (st.st_mtime_ns, st.st_size, st.st_ino)
    except OSError:
        key = None
    if key in _ld_cache_memo:
        return _ld_cache_memo[key]
    result: tuple[list[tuple[str, str]], str]
    try:
        with open("/etc/ld.so.cache", "rb") as f:
            result = _parse_ld_cache(f.read()), "/etc/ld.so.cache"
    except (OSError, ValueError, IndexError, struct.error) as e:
        entries: list[tuple[str, str]] = []
        how = f"/etc/ld.so.cache unreadable ({e}); `ldconfig -p`"
        ldconfig = shutil.which("ldconfig") or next(
            (p for p in ("/sbin/ldconfig", "/usr/sbin/ldconfig") if os.path.exists(p)), None)
        if ldconfig:
            try:
                out = subprocess.run([ldconfig, "-p"], capture_output=True, text=True, timeout=5).stdout
                for line in out.splitlines()[1:]:
                    name, sep, path = line.strip().partition(" => ")
                    if sep:
                        entries.append((name.split(" (")[0], path))
            except (OSError, subprocess.SubprocessError):
                how += " failed"
        else:
            how += " not found"
        result = entries, how
    _ld_cache_memo[key] = result
    return result


def _ld_library_path() -> list[str]:
    # An empty entry means the current directory to ld.so; that is rare enough to leave out.
    return [d for d in os.environ.get("LD_LIBRARY_PATH", "").replace(";", ":").split(":") if d]


def _shared_libraries() -> set[str]:
    """Names of the shared libraries the dynamic loader can find (ldconfig cache + LD_LIBRARY_PATH)."""
    names = {name for name, _ in _ld_cache()[0]}
    for d in _ld_library_path():
        try:
            names.update(os.listdir(d))
        except OSError:
            continue
    return names


def _elf_sections(mm: Any) -> list[tuple[str, int, int, int, int]] | None:
    """(name, sh_type, sh_offset, sh_size, sh_link) of each section of a little-endian ELF64 file
    (x86-64, aarch64), read from the section header table (elf.h Elf64_Ehdr/Elf64_Shdr);
    None if it is not one."""
    if len(mm) < 64 or mm[:6] != b"\x7fELF\x02\x01":
        return None
    shoff, = struct.unpack_from("<Q", mm, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", mm, 0x3A)
    if shoff == 0 or shentsize < 64 or shoff >= len(mm):
        return None
    if shnum == 0:  # extended numbering: the count is in section 0's sh_size
        shnum = struct.unpack_from("<Q", mm, shoff + 32)[0]
    if shstrndx == 0xFFFF:  # SHN_XINDEX: the index is in section 0's sh_link
        shstrndx = struct.unpack_from("<I", mm, shoff + 40)[0]
    if shoff + shnum * shentsize > len(mm) or shstrndx >= shnum:
        return None
    raw = [struct.unpack_from("<IIQQQQII", mm, shoff + i * shentsize) for i in range(shnum)]
    names_off = raw[shstrndx][4]
    out = []
    for name_i, sh_type, _, _, offset, size, link, _ in raw:
        end = mm.find(b"\0", names_off + name_i)
        out.append((mm[names_off + name_i:end].decode(errors="replace"), sh_type, offset, size, link))
    return out


def _elf_needed(path: str) -> list[str] | None:
    """DT_NEEDED entries of a shared object (its .dynamic section, strings from the section its
    sh_link names); None when the file is not a readable ELF64."""
    import mmap

    try:
        with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as mm:
            sections = _elf_sections(mm)
            if sections is None:
                return None
            needed = []
            for _, sh_type, offset, size, link in sections:
                if sh_type != 6:  # SHT_DYNAMIC
                    continue
                strtab = sections[link][2]
                for pos in range(offset, offset + size - 15, 16):
                    tag, val = struct.unpack_from("<qQ", mm, pos)
                    if tag == 0:  # DT_NULL
                        break
                    if tag == 1:  # DT_NEEDED
                        needed.append(mm[strtab + val:mm.find(b"\0", strtab + val)].decode(errors="replace"))
            return needed
    except (OSError, ValueError, struct.error, IndexError):
        return None


# NCCL's banner, see _embedded_nccl_version.
_NCCL_VERSION = re.compile(rb"NCCL version (\d+)\.(\d+)\.(\d+)([0-9A-Za-z._-]*)\+cuda(\d+)\.(\d+)")


def _embedded_nccl_version(path: str) -> tuple[str, str] | None:
    """(version, the whole string) from NCCL's compiled-in banner ``"NCCL version " MAJOR "." MINOR
    "." PATCH NCCL_SUFFIX "+cuda" CUDA_MAJOR "." CUDA_MINOR`` (nccl src/init.cc:448@v2.18.6-1,
    :472@v2.21.5-1, :603@v2.28.9-1 VERSION_STRING; NCCL_SUFFIX is empty in releases,
    makefiles/version.mk). In an ELF file only the .rodata* sections are searched, where string
    literals go (18 MB of a 434 MB libtorch_cpu.so: 8 ms; the whole file took 560 ms); anything
    else is searched whole. mmap and bytes.find: the file is never read into Python memory."""
    import mmap

    pattern = _NCCL_VERSION
    with open(path, "rb") as f:
        if os.fstat(f.fileno()).st_size == 0:
            return None
        with mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as mm:
            sections = _elf_sections(mm)
            ranges = ([(off, off + size) for name, _, off, size, _ in sections if name.startswith(".rodata")]
                      if sections else [(0, len(mm))])
            for start, end in ranges:
                pos = mm.find(b"NCCL version ", start, end)
                while pos >= 0:
                    m = pattern.match(mm, pos, min(pos + 80, end))
                    if m:
                        text = m.group(0).decode()
                        return ".".join(x.decode() for x in m.groups()[:3]), text
                    pos = mm.find(b"NCCL version ", pos + 1, end)
    return None


def _nccl_in_dir(directory: str) -> list[str]:
    """libnccl.so* in a directory: the soname libnccl.so.2 first (what DT_NEEDED asks the loader
    for), then the other names in name order. libnccl-net*/libnccl_static are not NCCL itself."""
    try:
        names = [n for n in os.listdir(directory) if n.startswith("libnccl.so")]
    except OSError:
        return []
    names.sort(key=lambda n: (n != "libnccl.so.2", n))
    return [os.path.join(directory, n) for n in names if os.path.isfile(os.path.join(directory, n))]


def _torch_dir(site_dirs: list[str]) -> str | None:
    """The torch package a ``import torch`` would find: the first sys.path entry holding it."""
    return next((os.path.join(d, "torch") for d in site_dirs
                 if os.path.isfile(os.path.join(d, "torch", "__init__.py"))), None)


def probe_nccl() -> Facts:
    """The libnccl the job will load and its version, without importing torch.

    Search order, as the library really gets loaded:
    0. LD_PRELOAD entries naming libnccl (loaded before anything else).
    1. If torch's ``lib/libtorch_cuda.so`` has no DT_NEEDED libnccl, NCCL is linked into it
       statically (USE_STATIC_NCCL builds): that file is the library.
    2. ``<site>/nvidia/nccl/lib/libnccl.so.2`` (pip nvidia-nccl-cu12/cu13), torch's site directory
       first: PyPI CUDA wheels are patched with DT_RPATH ``$ORIGIN/../../nvidia/nccl/lib`` and
       ``--force-rpath`` (pt .ci/manywheel/build_cuda.sh CUDA_RPATHS/FORCE_RPATH), and DT_RPATH is
       searched before LD_LIBRARY_PATH (ld.so(8)); torch/__init__.py ``_preload_cuda_deps`` also
       looks for ``nvidia/nccl/lib/libnccl.so.*`` along sys.path.
    3. ``torch/lib/libnccl*.so*`` ($ORIGIN, the last RPATH entry), then ``sys.prefix/lib`` of a
       conda environment (conda's RPATH).
    4. LD_LIBRARY_PATH directories, in order.
    5. The ld.so cache (/etc/ld.so.cache).
    Version: from a real file name ``libnccl.so.X.Y.Z`` after following symlinks, else from the
    embedded version string (``_embedded_nccl_version``).
    """
    site_dirs = _site_dirs()
    torch_dir = _torch_dir(site_dirs)
    candidates: list[str] = []
    notes: list[str] = []

    def add(path: str) -> None:
        real = os.path.realpath(path)
        if all(os.path.realpath(c) != real for c in candidates):
            candidates.append(path)

    for entry in os.environ.get("LD_PRELOAD", "").replace(":", " ").split():
        if os.path.basename(entry).startswith("libnccl.so") and os.path.isfile(entry):
            add(entry)
            notes.append("LD_PRELOAD")
    static_in = None
    torch_cuda = os.path.join(torch_dir, "lib", "libtorch_cuda.so") if torch_dir else None
    if torch_cuda and os.path.isfile(torch_cuda):
        needed = _elf_needed(torch_cuda)
        if needed is not None and not any(n.startswith("libnccl") for n in needed):
            static_in = torch_cuda
            notes.append(f"{torch_cuda} has no DT_NEEDED libnccl: NCCL is linked in statically")
    ordered_sites = ([os.path.dirname(torch_dir)] if torch_dir else []) + site_dirs
    for d in dict.fromkeys(ordered_sites):
        lib = os.path.join(d, "nvidia", "nccl", "lib", "libnccl.so.2")
        if os.path.isfile(lib):
            add(lib)
    if torch_dir:
        for lib in _nccl_in_dir(os.path.join(torch_dir, "lib")):
            add(lib)
    if os.path.isdir(os.path.join(sys.prefix, "conda-meta")):
        for lib in _nccl_in_dir(os.path.join(sys.prefix, "lib")):
            add(lib)
    for d in _ld_library_path():
        for lib in _nccl_in_dir(d):
            add(lib)
    cache, cache_how = _ld_cache()
    for name, path in cache:
        if name.startswith("libnccl.so") and os.path.isfile(path):
            add(path)
    if static_in:
        candidates.insert(0, static_in)
    library = candidates[0] if candidates else None
    version = how = None
    if library and not static_in:
        real = os.path.basename(os.path.realpath(library))
        parts = real[len("libnccl.so."):].split(".") if real.startswith("libnccl.so.") else []
        if len(parts) == 3 and all(p.isdigit() for p in parts):
            version, how = ".".join(parts), "filename"
            notes.append(f"version from the file name {real}")
    if library and version is None:
        started = time.perf_counter()
        found = _embedded_nccl_version(library)
        if found:
            version, how = found[0], "embedded-string"
            notes.append(f"'{found[1]}' embedded in {library} "
                         f"(scanned in {1000 * (time.perf_counter() - started):.0f} ms)")
    return {
        "version": version, "library": library, "how": how, "candidates": candidates,
        "source": "; ".join([
            *notes,
            "search: LD_PRELOAD, static libtorch_cuda.so (no DT_NEEDED libnccl), <site>/nvidia/nccl/lib "
            "(torch's DT_RPATH, pt .ci/manywheel/build_cuda.sh), torch/lib, conda lib, LD_LIBRARY_PATH, "
            f"ld cache ({cache_how}); embedded 'NCCL version X.Y.Z+cudaA.B' (nccl src/init.cc VERSION_STRING)"]),
    }


def _nccl_version_tuple(version: str | None) -> tuple[int, ...] | None:
    try:
        return tuple(int(x) for x in version.split(".")) if version else None
    except ValueError:
        return None


def _parse_nccl_conf(data: bytes) -> dict[str, str]:
    """NAME -> VALUE as NCCL's setEnvFile reads one file (nccl src/misc/param.cc:25-49@v2.18.6-1,
    :27-52@v2.28.9-1): getline(); a line starting with '#' is skipped (>= 2.26.2; before, it
    set a variable whose name starts with '#', which nothing reads); one trailing '\\n' is removed
    (a '\\r' stays); the name is everything before the first '=', the value everything after,
    with NO whitespace trimming ("NCCL_X = 1" sets "NCCL_X " to " 1"); a line without '=' is
    skipped; names and values are cut at 1023 bytes; setenv(name, value, 0) so within a file the
    first assignment wins (an empty name makes setenv fail: skipped)."""
    out: dict[str, str] = {}
    for line in data.split(b"\n"):
        if line.startswith(b"#") or b"=" not in line:
            continue
        name, _, value = line.partition(b"=")
        name, value = name[:1023].split(b"\0")[0], value[:1023].split(b"\0")[0]
        if name:
            out.setdefault(name.decode(errors="replace"), value.decode(errors="replace"))
    return out


def probe_nccl_conf(nccl_version: str | None = None) -> Facts:
    """The settings NCCL's configuration files would add to the environment.

    nccl src/misc/param.cc initEnv (:51-60@v2.18.6-1) / initEnvFunc (:51-66@v2.23.4-1,
    :54-69@v2.28.9-1): if NCCL_CONF_FILE is set and non-empty (>= 2.23), read that file, else
    ``<home>/.nccl.conf`` where home is getpwuid(getuid())->pw_dir (:20-23), NOT $HOME; then
    /etc/nccl.conf. Before 2.23 NCCL_CONF_FILE is ignored and ``~/.nccl.conf`` is always read.
    Every value goes through setenv(..., overwrite=0), so the process environment wins over both
    files, and the first file wins over /etc/nccl.conf. Since initEnv runs before NCCL reads any
    parameter, even plain getenv() (NCCL_NET_PLUGIN before 2.28) sees these values.
    ``settings`` is what the files would set, by that order, ignoring the process environment.
    """
    import pwd

    vt = _nccl_version_tuple(nccl_version)
    honours_conf_file = vt is None or vt >= (2, 23)
    paths = []
    user_file = os.environ.get("NCCL_CONF_FILE", "")
    if honours_conf_file and user_file:
        paths.append(user_file)
    else:
        try:
            home: str | None = pwd.getpwuid(os.getuid()).pw_dir
        except KeyError:
            home = None
        if home:
            paths.append(os.path.join(home, ".nccl.conf"))
    paths.append("/etc/nccl.conf")
    files = []
    settings: dict[str, str] = {}
    for path in paths:
        try:
            with open(path, "rb") as f:
                data = f.read(1 << 20)
        except OSError:  # NCCL's fopen() failing: silently skipped
            continue
        file_settings = _parse_nccl_conf(data)
        files.append({"path": path, "settings": file_settings})
        for name, value in file_settings.items():
            settings.setdefault(name, value)
    rule = ("NCCL_CONF_FILE if set, else ~/.nccl.conf (pw_dir), then /etc/nccl.conf" if honours_conf_file
            else f"NCCL {nccl_version} < 2.23 ignores NCCL_CONF_FILE: ~/.nccl.conf (pw_dir), then /etc/nccl.conf")
    return {"files": files, "settings": settings,
            "source": f"{rule}; first value wins, the environment wins over all "
                      "(setenv overwrite=0): nccl src/misc/param.cc:25-60@v2.18.6-1, :51-66@v2.23.4-1, "
                      ":27-69@v2.28.9-1; '#' lines skipped from 2.26.2 (param.cc:35@v2.26.2-1)"}


def probe_net_plugins() -> Facts:
    """External NCCL network plugins the loader could find.

    NCCL dlopen()s ``libnccl-net.so``, or ``libnccl-net-$NCCL_NET_PLUGIN.so``, before its internal
    IB and Socket transports (nccl src/net.cc:168-177@v2.18.6-1; net.cc:665-690@v2.24.3-1, which
    first tries NCCL_NET_PLUGIN as a file name or path; src/plugin/net.cc:280-324 and
    plugin/plugin_open.cc:63-110@v2.28.9-1, where NCCL_NET_PLUGIN is a comma list and "none"
    disables plugins). dlopen searches LD_LIBRARY_PATH and the ld cache, so those are listed, plus
    ``<site>/nvidia/*/lib``. HPC-X/NGC's libnccl-net.so reads NCCL_IBEXT_DISABLE, not
    NCCL_IB_DISABLE (Mellanox/nccl-rdma-sharp-plugins src/ib_plugin.c).
    """
    import glob

    libraries: list[Facts] = []

    def add(path: str) -> None:
        if os.path.isfile(path) and all(lib["path"] != path for lib in libraries):
            libraries.append({"name": os.path.basename(path), "path": path})

    env_plugin = os.environ.get("NCCL_NET_PLUGIN")
    if env_plugin and "/" in env_plugin:
        add(env_plugin)
    for d in _ld_library_path():
        try:
            names = sorted(n for n in os.listdir(d) if n.startswith("libnccl-net") and ".so" in n)
        except OSError:
            continue
        for n in names:
            add(os.path.join(d, n))
    cache, cache_how = _ld_cache()
    for name, path in cache:
        if name.startswith("libnccl-net"):
            add(path)
    for d in _site_dirs():
        for path in sorted(glob.glob(os.path.join(glob.escape(d), "nvidia", "*", "lib", "libnccl-net*.so*"))):
            add(path)
    return {"libraries": libraries, "nccl_net_plugin": env_plugin,
            "source": f"libnccl-net*.so in LD_LIBRARY_PATH, the ld cache ({cache_how}) and <site>/nvidia/*/lib; "
                      "NCCL_NET_PLUGIN from the environment (nccl.conf may also set it: see nccl_conf). "
                      "Loading: nccl src/net.cc:168-177@v2.18.6-1, net.cc:665-690@v2.24.3-1, "
                      "src/plugin/net.cc:280-324@v2.28.9-1"}


# Library-name prefixes of the stacks that use cross-memory attach (process_vm_readv).
CMA_LIBRARIES = {
    "psm3": ("libpsm3-fi.so",),
    "libfabric": ("libfabric.so",),
    "openmpi": ("libmpi.so.40", "libopen-pal.so"),
    "intel_mpi": ("libmpi.so.12",),
    "ucx": ("libucp.so",),
}


def probe_cma_stacks(packages: Facts) -> list[Facts]:
    libs = _shared_libraries()
    found = []
    for stack, prefixes in CMA_LIBRARIES.items():
        hits = sorted(n for n in libs if n.startswith(prefixes))
        if hits:
            found.append({"name": stack, "evidence": f"shared libraries {', '.join(hits[:3])}"})
    if os.environ.get("I_MPI_ROOT") and not any(f["name"] == "intel_mpi" for f in found):
        found.append({"name": "intel_mpi", "evidence": "I_MPI_ROOT is set"})
    if packages.get("oneccl_bindings_for_pytorch"):
        found.append({"name": "oneccl",
                      "evidence": f"oneccl_bind_pt {packages['oneccl_bindings_for_pytorch']} installed"})
    return found


def _port_owner(port: int) -> Facts | None:
    """Find the process listening on ``port`` through /proc/net/tcp* inodes (best effort)."""
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for line in (_read_or_none(table) or "").splitlines()[1:]:
            cols = line.split()
            if len(cols) > 9 and int(cols[1].rsplit(":", 1)[1], 16) == port and cols[3] == "0A":
                inodes.add(cols[9])
    if not inodes:
        return None
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            for fd in os.listdir(f"/proc/{pid}/fd"):
                link = os.readlink(f"/proc/{pid}/fd/{fd}")
                if link.startswith("socket:[") and link[8:-1] in inodes:
                    return {"pid": int(pid), "command": _read_or_none(f"/proc/{pid}/comm")}
        except OSError:
            continue
    return {"pid": None, "command": None}


def _bindable(port: int) -> str | None:
    """None when a TCPStore could listen on ``port`` now, else the errno name.

    Same option as torch's TCPStore server socket: SO_REUSEADDR, so TIME_WAIT leftovers don't count. With it,
    bind() alone fails on a port another socket listens on (any address, IPv4 or dual-stack IPv6) and on an
    exclusive bind. No listen(): a listening probe made a second safelaunch, probing the same default port at
    the same instant, see it busy and refuse its job; two bound, non-listening probes never conflict, and
    one does not stop a TCPStore listening meanwhile (tests/test_probe_faults.py)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("0.0.0.0", port))
        except OSError as e:
            return errno.errorcode.get(e.errno or 0, str(e))
    return None


def probe_port(port: int) -> Facts:
    error = _bindable(port)
    suggestion = None
    if error:
        suggestion = next((p for p in range(port + 1, min(port + 200, 65535)) if _bindable(p) is None), None)
    return {"port": port, "free": error is None, "error": error,
            "owner": _port_owner(port) if error else None, "free_alternative": suggestion,
            "source": f"bind(0.0.0.0:{port}) with SO_REUSEADDR, /proc/net/tcp for the owner"}


def probe_paths(paths: list[str]) -> dict[str, Facts]:
    """Existence and content hash of the files a job needs on every node (script, interpreter, cwd)."""
    import hashlib

    out: dict[str, Facts] = {}
    for path in paths:
        entry: Facts = {"exists": os.path.exists(path), "is_dir": os.path.isdir(path), "sha256": None}
        if entry["exists"] and not entry["is_dir"]:
            try:
                h = hashlib.sha256()
                with open(path, "rb") as f:
                    for block in iter(lambda: f.read(1 << 20), b""):
                        h.update(block)
                entry["sha256"] = h.hexdigest()
            except OSError as e:
                entry["error"] = str(e)
        out[path] = entry
    return out


def collect(master_addr: str | None = None, master_port: int = 29500, *, check_port: bool = True,
            ib_sys_root: str = "/sys", proc_root: str = "/proc", paths: list[str] | None = None,
            python: str | None = None) -> Facts:
    """Every fact safelaunch's rules use, for the host this runs on.

    ``ib_sys_root`` and ``proc_root`` let tests present a faked InfiniBand sysfs tree or NVIDIA
    driver directory: hardware that cannot exist on a test machine. ``python``: the interpreter the
    launcher will run the job with; packages and libnccl are looked up in its environment.
    """
    global _JOB_SITE
    # The name lookups first, in threads: they overlap every other section, and a dead resolver costs
    # RESOLVE_TIMEOUT in all (not per lookup, not added to the rest).
    lookups = {"hostname": _hostname_lookup(socket.gethostname())}
    if master_addr:
        lookups["master"] = _master_lookup(master_addr, master_port)
    facts: Facts = {
        "probe_version": PROBE_VERSION,
        "host": socket.gethostname(),
        "kernel": platform.release(),
        "python": {"executable": sys.executable, "version": platform.python_version(), "job_interpreter": True},
        "cwd": os.getcwd(),
        "errors": [],
    }
    _JOB_SITE = None
    # Not realpath: a venv's python is a symlink to the base interpreter, but another environment.
    if python and os.path.abspath(python) != os.path.abspath(sys.executable):
        try:
            job = _job_interpreter(python)
            _JOB_SITE = [str(p) for p in job["path"]]
            facts["python"] = {"executable": python, "version": job["version"], "job_interpreter": True,
                               "probe_interpreter": sys.executable}
        except (OSError, subprocess.SubprocessError, ValueError, KeyError) as e:
            facts["python"]["job_interpreter"] = False
            facts["errors"].append(f"python: the job's interpreter {python} could not be queried "
                                   f"({type(e).__name__}: {e}); packages are those of {sys.executable}")

    def section(name: str, fn: Callable[[], Any]) -> None:
        try:
            facts[name] = fn()
        except Exception as e:
            facts[name] = None
            facts["errors"].append(f"{name}: {type(e).__name__}: {e}")

    section("shm", probe_shm)
    section("container", probe_container)
    section("cgroup", probe_cgroup)
    section("limits", probe_limits)
    section("capabilities", probe_capabilities)
    section("ptrace", probe_ptrace)
    section("infiniband", lambda: probe_infiniband(ib_sys_root))
    section("network", lambda: probe_network(master_addr, master_port, lookups))
    section("gpus", lambda: probe_gpus(proc_root))
    section("packages", probe_packages)
    section("nccl", probe_nccl)
    section("nccl_conf", lambda: probe_nccl_conf((facts.get("nccl") or {}).get("version")))
    section("net_plugins", probe_net_plugins)
    section("cma_stacks", lambda: probe_cma_stacks(facts.get("packages") or {}))
    if check_port:
        section("master_port", lambda: probe_port(master_port))
    if paths:
        section("paths", lambda: probe_paths(paths))
    _JOB_SITE = None
    return facts


def route_later(facts: Facts, master_addr: str, master_port: int) -> None:
    """Add the route to a master address learnt after ``collect`` ran (see ``main``)."""
    net = facts.get("network")
    if isinstance(net, dict):
        net["route_to_master"] = _route_to_master(master_addr, master_port, net.get("interfaces") or [])


def main(argv: list[str]) -> None:
    """``probe.py '<json options>'``: the facts as JSON on stdout, with ``probe_cost`` (this process's own
    CPU time, interpreter start-up and children included, and the collection's wall time).

    With ``"master_addr": "-"``, everything is collected first and the master address is then read from
    stdin (one JSON line, ``{"master_addr": ...}``; an empty line or EOF: none), so a node can be probed
    while the first node's address is still being determined; only the route to it waits."""
    start = time.monotonic()
    options = json.loads(argv[1]) if len(argv) > 1 else {}
    later = options.get("master_addr") == "-"
    if later:
        options["master_addr"] = None
    facts = collect(**options)
    if later:
        line = sys.stdin.readline()
        addr = (json.loads(line) if line.strip() else {}).get("master_addr")
        if addr:
            route_later(facts, str(addr), int(options.get("master_port", 29500)))
    usage = [resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)]
    facts["probe_cost"] = {"cpu_seconds": round(sum(u.ru_utime + u.ru_stime for u in usage), 4),
                           "seconds": round(time.monotonic() - start, 4),
                           "source": "getrusage(RUSAGE_SELF + RUSAGE_CHILDREN) of the probe process"}
    json.dump(facts, sys.stdout)


if __name__ == "__main__":
    main(sys.argv)
