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
import resource
import shutil
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

PROBE_VERSION = 1

# Bits of the CapEff mask in /proc/self/status (linux/include/uapi/linux/capability.h).
CAP_IPC_LOCK = 14
CAP_SYS_PTRACE = 19
CAP_SYS_ADMIN = 21
CAP_SYS_NICE = 23

# IFF_* flags from linux/if.h, as found in /sys/class/net/<if>/flags.
IFF_UP = 0x1
IFF_LOOPBACK = 0x8

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
        "source": "CapEff in /proc/self/status",
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
    base = os.path.join(sys_root, "class", "infiniband")
    devices = []
    if os.path.isdir(base):
        for hca in sorted(os.listdir(base)):
            ports_dir = os.path.join(base, hca, "ports")
            ports = [_ib_port(os.path.join(ports_dir, p), p)
                     for p in sorted(os.listdir(ports_dir), key=int)] if os.path.isdir(ports_dir) else []
            devices.append({"name": hca, "ports": ports})
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
    loads, load_error = True, None
    try:
        ctypes.CDLL("libibverbs.so.1")
    except OSError as e:
        loads, load_error = False, str(e)
    return {"devices": devices, "uverbs": uverbs, "libibverbs_loads": loads, "libibverbs_error": load_error,
            "source": f"{base}/*/ports/*/{{state,phys_state,link_layer,rate}}, {verbs_base}, "
                      "ctypes.CDLL('libibverbs.so.1')"}


def _ip_json() -> list[Facts] | None:
    ip = shutil.which("ip") or next((p for p in ("/usr/sbin/ip", "/sbin/ip") if os.path.exists(p)), None)
    if not ip:
        return None
    try:
        out = subprocess.run([ip, "-j", "addr", "show"], capture_output=True, timeout=5, check=True).stdout
        data: list[Facts] = json.loads(out)
        return data
    except (OSError, subprocess.SubprocessError, ValueError):
        return None


def probe_interfaces(sys_root: str = "/sys") -> list[Facts]:
    addrs: dict[str, list[str]] = {}
    for link in _ip_json() or []:
        addrs[link["ifname"]] = [a["local"] for a in link.get("addr_info", []) if "local" in a]
    result = []
    for _, name in socket.if_nameindex():
        flags_raw = _read_or_none(f"{sys_root}/class/net/{name}/flags")
        flags = int(flags_raw, 16) if flags_raw else 0
        # sysfs `flags` lacks the dynamic IFF_RUNNING bit; the kernel derives it from operstate
        # ("unknown" is what lo and many virtual devices report while working).
        operstate = _read_or_none(f"{sys_root}/class/net/{name}/operstate")
        result.append({
            "name": name,
            "up": bool(flags & IFF_UP),
            "running": bool(flags & IFF_UP) and operstate in ("up", "unknown"),
            "loopback": bool(flags & IFF_LOOPBACK),
            # Physical NICs have a backing device; lo, veth, bridges, docker0 and tunnels do not.
            "virtual": not os.path.exists(f"{sys_root}/class/net/{name}/device"),
            "addresses": addrs.get(name, []),
        })
    return result


def _with_timeout(fn: Callable[[], Any], seconds: float) -> tuple[Any, str | None]:
    """Run a call that can block on DNS in a thread, so a broken resolver cannot stall the probe."""
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = fn()
        except Exception as e:
            box["error"] = f"{type(e).__name__}: {e}"

    t = threading.Thread(target=target, daemon=True)
    t.start()
    t.join(seconds)
    if t.is_alive():
        return None, f"timed out after {seconds:g} s"
    return box.get("value"), box.get("error")


def _is_loopback(addr: str) -> bool:
    return addr.startswith("127.") or addr == "::1"


def _route_to(address: str, port: int) -> Facts:
    """The local source address the kernel picks towards ``address`` (like ``ip route get``)."""
    family = socket.AF_INET6 if ":" in address else socket.AF_INET
    with socket.socket(family, socket.SOCK_DGRAM) as s:
        s.connect((address, port))  # UDP connect sends nothing; it only consults the routing table
        return {"address": address, "source_address": s.getsockname()[0]}


def probe_network(master_addr: str | None, master_port: int) -> Facts:
    hostname = socket.gethostname()
    infos, err = _with_timeout(lambda: socket.getaddrinfo(hostname, None, proto=socket.IPPROTO_TCP), 2.0)
    host_addrs = sorted({i[4][0] for i in infos or []})
    interfaces = probe_interfaces()
    route = None
    if master_addr:
        resolved, rerr = _with_timeout(lambda: socket.gethostbyname(master_addr), 2.0)
        if resolved:
            try:
                route = _route_to(resolved, master_port)
                route["interface"] = next((i["name"] for i in interfaces
                                           if route["source_address"] in i["addresses"]), None)
            except OSError as e:
                route = {"address": resolved, "error": str(e)}
        else:
            route = {"address": master_addr, "error": rerr or "does not resolve"}
    return {
        "hostname": hostname,
        "fqdn_addresses": host_addrs,
        "hostname_error": err,
        "hostname_is_loopback": bool(host_addrs) and all(_is_loopback(a) for a in host_addrs),
        "interfaces": interfaces,
        "route_to_master": route,
        "source": "socket.getaddrinfo(hostname), socket.if_nameindex, /sys/class/net/*/flags, "
                  "`ip -j addr`, UDP connect() to the master address",
    }


def probe_gpus(proc_root: str = "/proc") -> Facts:
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


def _installed_versions() -> dict[str, str]:
    """Distribution name -> version, read from *.dist-info directory names on sys.path.

    importlib.metadata would parse every distribution's metadata (20+ ms); the directory
    name already carries the normalised name and the version.
    """
    found: dict[str, str] = {}
    search = list(sys.path)
    if sys.flags.no_site:  # remote probes start with -S (faster); add the site directories back
        import sysconfig

        search += [sysconfig.get_paths()[k] for k in ("purelib", "platlib")]
    for entry in search:
        try:
            names = os.listdir(entry or ".")
        except OSError:
            continue
        for name in names:
            if name.endswith(".dist-info"):
                dist, _, version = name[: -len(".dist-info")].partition("-")
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


def _shared_libraries() -> set[str]:
    """Names of the shared libraries the dynamic loader can find (ldconfig cache + LD_LIBRARY_PATH)."""
    names: set[str] = set()
    ldconfig = shutil.which("ldconfig") or ("/sbin/ldconfig" if os.path.exists("/sbin/ldconfig") else None)
    if ldconfig:
        try:
            out = subprocess.run([ldconfig, "-p"], capture_output=True, text=True, timeout=5).stdout
            names.update(line.split()[0] for line in out.splitlines()[1:] if line.strip())
        except (OSError, subprocess.SubprocessError):
            pass
    for d in filter(None, os.environ.get("LD_LIBRARY_PATH", "").split(":")):
        try:
            names.update(os.listdir(d))
        except OSError:
            continue
    return names


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
    # Same options as torch's TCPStore server socket: SO_REUSEADDR, so TIME_WAIT leftovers don't count.
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("0.0.0.0", port))
            s.listen(1)
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
            ib_sys_root: str = "/sys", proc_root: str = "/proc", paths: list[str] | None = None) -> Facts:
    """Every fact safelaunch's rules use, for the host this runs on.

    ``ib_sys_root`` and ``proc_root`` let tests present a faked InfiniBand sysfs tree or NVIDIA
    driver directory: hardware that cannot exist on a test machine.
    """
    facts: Facts = {
        "probe_version": PROBE_VERSION,
        "host": socket.gethostname(),
        "kernel": platform.release(),
        "python": {"executable": sys.executable, "version": platform.python_version()},
        "cwd": os.getcwd(),
        "errors": [],
    }

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
    section("network", lambda: probe_network(master_addr, master_port))
    section("gpus", lambda: probe_gpus(proc_root))
    section("packages", probe_packages)
    section("cma_stacks", lambda: probe_cma_stacks(facts.get("packages") or {}))
    if check_port:
        section("master_port", lambda: probe_port(master_port))
    if paths:
        section("paths", lambda: probe_paths(paths))
    return facts


if __name__ == "__main__":
    options = json.loads(sys.argv[1]) if len(sys.argv) > 1 else {}
    json.dump(collect(**options), sys.stdout)
