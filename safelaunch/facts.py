"""Typed, read-only view of the plain data the probe returns.

The probe speaks JSON so that it can run on any node; rules want names and
types. ``HostFacts.from_probe`` is the only place that knows the probe's keys.
A section the probe could not read comes back as ``None``: rules treat it as
unknown and never make a costly decision on it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

MIB = 1 << 20


def mib(n: int | float) -> str:
    """Human size for messages: MiB below 10 GiB, GiB above."""
    return f"{n / MIB:.0f} MiB" if n < 10 * 1024 * MIB else f"{n / (1024 * MIB):.1f} GiB"


def version_tuple(version: str | None) -> tuple[int, int, int] | None:
    """``"2.26.3"`` / ``"2.21.5+cuda12.4"`` / ``"550.54.15"`` -> (2, 26, 3); None when it is not a version."""
    m = re.match(r"\s*(\d+)\.(\d+)(?:\.(\d+))?", version or "")
    return (int(m[1]), int(m[2]), int(m[3] or 0)) if m else None


@dataclass(frozen=True)
class Shm:
    path: str
    total_bytes: int
    free_bytes: int
    leftover_files: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class Limit:
    soft: int | None  # None means unlimited
    hard: int | None


@dataclass(frozen=True)
class Capabilities:
    ipc_lock: bool
    sys_ptrace: bool
    sys_nice: bool
    seccomp: int | None = None  # "Seccomp:" of /proc/self/status (0 none, 2 filter), when the probe reports it


@dataclass(frozen=True)
class IbPort:
    device: str
    port: int
    state: str
    phys_state: str
    link_layer: str
    rate: str
    efa: bool = False  # an AWS EFA device: only the aws-ofi-nccl plugin can drive it
    uverbs_ok: bool | None = None  # /dev/infiniband/uverbsN of the device exists and is RW; None: unknown

    @property
    def active(self) -> bool:
        return "ACTIVE" in self.state and "LinkUp" in self.phys_state

    @property
    def usable(self) -> bool:
        """A port NCCL's internal IB transport takes: ACTIVE with an InfiniBand or Ethernet (RoCE) link
        layer (nccl src/transport/net_ib.cc:605-607@v2.24.3-1). EFA ports report link layer "Unknown"
        (IB_LINK_LAYER_UNSPECIFIED) and are skipped there."""
        return self.active and not self.efa and self.link_layer in ("InfiniBand", "Ethernet")

    @property
    def rdma(self) -> bool:
        """Usable by some RDMA path: NCCL's internal IB, or a net plugin (EFA needs aws-ofi-nccl)."""
        return self.usable or (self.active and self.efa)

    def describe(self) -> str:
        rate = f", {self.rate}" if self.rate else ""
        return f"{self.device} port {self.port}: {self.state}, {self.phys_state}, {self.link_layer}{rate}"


@dataclass(frozen=True)
class Infiniband:
    ports: tuple[IbPort, ...]
    device_names: tuple[str, ...]
    libibverbs_loads: bool
    libibverbs_error: str | None


@dataclass(frozen=True)
class NcclLibrary:
    """The libnccl the job will load, as the probe found it."""

    version: str | None
    library: str | None  # path
    how: str | None  # "filename" (libnccl.so.2.X.Y) | "embedded-string" (read inside the binary)
    source: str


@dataclass(frozen=True)
class NetPlugins:
    """External NCCL net plugins (``libnccl-net*.so``) the job could load, and NCCL_NET_PLUGIN."""

    libraries: tuple[tuple[str, str], ...]  # (file name, path)
    nccl_net_plugin: str | None
    source: str

    @property
    def present(self) -> bool:
        """NCCL loads ``libnccl-net.so`` (or ``libnccl-net-<NCCL_NET_PLUGIN>.so``) before its internal
        IB (nccl src/net.cc:670-688@v2.24.3-1, src/plugin/net.cc:282-289@v2.28.9-1); "none" disables it."""
        if self.nccl_net_plugin is not None and self.nccl_net_plugin.lower() == "none":
            return False
        return bool(self.libraries) or bool(self.nccl_net_plugin)

    def name(self) -> str:
        if self.nccl_net_plugin and self.nccl_net_plugin.lower() != "none":
            return self.nccl_net_plugin
        return self.libraries[0][0] if self.libraries else "unknown"

    def describe(self) -> str:
        libs = ", ".join(path for _, path in self.libraries) or "no library found"
        env = f"; NCCL_NET_PLUGIN={self.nccl_net_plugin}" if self.nccl_net_plugin else ""
        return f"{libs}{env}"


@dataclass(frozen=True)
class NcclSetting:
    """An NCCL variable as the job's NCCL will read it: from the environment or an nccl.conf file."""

    name: str
    value: str
    origin: str  # "your environment" or the nccl.conf path

    def describe(self) -> str:
        return f"{self.name}={self.value} ({self.origin})"


@dataclass(frozen=True)
class MasterPort:
    port: int
    free: bool
    error: str | None
    owner_pid: int | None
    owner_command: str | None
    free_alternative: int | None


@dataclass(frozen=True)
class HostFacts:
    host: str
    shm: Shm | None
    container_kind: str | None
    container_evidence: tuple[str, ...]
    cgroup_memory_limit: int | None
    memlock: Limit | None
    capabilities: Capabilities | None
    ptrace_scope: int | None
    infiniband: Infiniband | None
    gpu_count: int | None
    packages: dict[str, str | None]
    cma_stacks: tuple[tuple[str, str], ...]
    master_port: MasterPort | None
    probe_errors: tuple[str, ...]
    # Sections added after probe version 1; absent in older fact files, hence the defaults.
    nccl_library: NcclLibrary | None = None
    nccl_conf: Mapping[str, str] = field(default_factory=dict)  # NAME -> value NCCL reads from nccl.conf files
    nccl_conf_origin: Mapping[str, str] = field(default_factory=dict)  # NAME -> the file it comes from
    net_plugins: NetPlugins | None = None  # None: the probe did not look
    gpu_driver_version: str | None = None  # kernel driver, e.g. "550.54.15"
    cuda_driver_version: int | None = None  # cuDriverGetVersion() as NCCL sees it (12060), when probed
    cuda_visible_devices: str | None = None  # CUDA_VISIBLE_DEVICES the probe saw; None when unset
    gpu_p2p: bool | None = None  # every local GPU pair has CUDA P2P; False: some pair lacks it; None: unknown
    cgroup_memory_usage: int | None = None

    @property
    def nccl_version(self) -> str | None:
        """The version of the libnccl the job will load; else the pip wheel's (which torch may not use)."""
        if self.nccl_library and self.nccl_library.version:
            return self.nccl_library.version
        return self.packages.get("nccl")

    @property
    def nccl_version_source(self) -> str:
        lib = self.nccl_library
        if lib and lib.version:
            return f"{lib.library or 'libnccl'} ({lib.how or lib.source})"
        if self.packages.get("nccl"):
            return "the nvidia-nccl wheel's dist-info"
        return "not found"

    @classmethod
    def from_probe(cls, raw: dict[str, Any]) -> HostFacts:
        gpus = raw.get("gpus") or {}
        conf, origin = _nccl_conf(raw.get("nccl_conf"))
        return cls(
            host=str(raw.get("host", "localhost")),
            shm=_shm(raw.get("shm")),
            container_kind=(raw.get("container") or {}).get("kind"),
            container_evidence=tuple((raw.get("container") or {}).get("evidence", ())),
            cgroup_memory_limit=(raw.get("cgroup") or {}).get("memory_limit_bytes"),
            memlock=_limit((raw.get("limits") or {}).get("memlock")),
            capabilities=_caps(raw.get("capabilities")),
            ptrace_scope=(raw.get("ptrace") or {}).get("scope"),
            infiniband=_ib(raw.get("infiniband")),
            gpu_count=gpus.get("count"),
            packages={k: v for k, v in (raw.get("packages") or {}).items() if k != "source"},
            cma_stacks=tuple((s["name"], s["evidence"]) for s in raw.get("cma_stacks") or ()),
            master_port=_port(raw.get("master_port")),
            probe_errors=tuple(raw.get("errors", ())),
            nccl_library=_nccl(raw.get("nccl")),
            nccl_conf=conf,
            nccl_conf_origin=origin,
            net_plugins=_plugins(raw.get("net_plugins")),
            gpu_driver_version=gpus.get("driver_version"),
            cuda_driver_version=_int_or_none(gpus.get("cuda_driver_version")),
            cuda_visible_devices=gpus.get("cuda_visible_devices"),
            gpu_p2p=_p2p(gpus.get("p2p")),
            cgroup_memory_usage=(raw.get("cgroup") or {}).get("memory_usage_bytes"),
        )


def nccl_setting(facts: HostFacts, user_env: Mapping[str, str], name: str) -> NcclSetting | None:
    """The value NCCL will read for ``name``: the environment wins, then the nccl.conf files.

    NCCL applies NCCL_CONF_FILE (or ~/.nccl.conf), then /etc/nccl.conf, with ``setenv(name, value, 0)``,
    so a variable already in the environment is never replaced (nccl src/misc/param.cc:25-65@v2.24.3-1).
    """
    if name in user_env:
        return NcclSetting(name, user_env[name], "your environment")
    if name in facts.nccl_conf:
        return NcclSetting(name, facts.nccl_conf[name], facts.nccl_conf_origin.get(name, "nccl.conf"))
    return None


def _int_or_none(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _nccl(d: dict[str, Any] | None) -> NcclLibrary | None:
    if not d:
        return None
    return NcclLibrary(d.get("version"), d.get("library"), d.get("how"), str(d.get("source", "")))


def _nccl_conf(d: dict[str, Any] | None) -> tuple[dict[str, str], dict[str, str]]:
    if not d:
        return {}, {}
    origin: dict[str, str] = {}
    for f in d.get("files") or ():
        for name in (f.get("settings") or {}):
            origin.setdefault(str(name), str(f.get("path", "nccl.conf")))  # the first file read wins
    settings = {str(k): str(v) for k, v in (d.get("settings") or {}).items()}
    return settings, {k: v for k, v in origin.items() if k in settings}


def _plugins(d: dict[str, Any] | None) -> NetPlugins | None:
    if d is None:
        return None
    libs = tuple((str(x.get("name", "")), str(x.get("path", ""))) for x in d.get("libraries") or ())
    return NetPlugins(libs, d.get("nccl_net_plugin"), str(d.get("source", "")))


def _p2p(d: Any) -> bool | None:
    """``gpus.p2p``: ``{"all_pairs": bool|null, ...}`` (or a bare bool): whether CUDA P2P works between
    every pair of local GPUs (``nvidia-smi topo -p2p r`` all OK). Anything else is unknown."""
    value = d.get("all_pairs") if isinstance(d, dict) else d
    return value if isinstance(value, bool) else None


def _shm(d: dict[str, Any] | None) -> Shm | None:
    if not d:
        return None
    files = tuple((f["name"], int(f["bytes"])) for f in d.get("nccl_or_torch_files", ()))
    return Shm(d["path"], int(d["total_bytes"]), int(d["free_bytes"]), files)


def _limit(d: dict[str, Any] | None) -> Limit | None:
    return Limit(d.get("soft"), d.get("hard")) if d else None


def _caps(d: dict[str, Any] | None) -> Capabilities | None:
    if not d:
        return None
    return Capabilities(bool(d["ipc_lock"]), bool(d["sys_ptrace"]), bool(d.get("sys_nice")),
                        _int_or_none(d.get("seccomp")))


def _uverbs_ok(dev: dict[str, Any], by_ibdev: dict[str, dict[str, Any]]) -> bool | None:
    """Whether the verbs device node of an HCA can be opened: per device (newer probes) or from the
    top-level ``uverbs`` list (``{name, ibdev, dev_exists, dev_rw}``). None when sysfs says nothing."""
    entry = dev if dev.get("dev_exists") is not None else by_ibdev.get(dev["name"])
    if entry is None or entry.get("dev_exists") is None:
        return None
    return bool(entry.get("dev_exists")) and bool(entry.get("dev_rw"))


def _ib(d: dict[str, Any] | None) -> Infiniband | None:
    if d is None:
        return None
    by_ibdev = {u["ibdev"]: u for u in d.get("uverbs") or () if u.get("ibdev")}
    ports = tuple(
        IbPort(dev["name"], int(p["port"]), p.get("state") or "", p.get("phys_state") or "",
               p.get("link_layer") or "", p.get("rate") or "",
               bool(dev.get("efa", dev["name"].startswith("efa_"))), _uverbs_ok(dev, by_ibdev))
        for dev in d.get("devices", ()) for p in dev.get("ports", ())
    )
    names = tuple(dev["name"] for dev in d.get("devices", ()))
    return Infiniband(ports, names, bool(d.get("libibverbs_loads")), d.get("libibverbs_error"))


def _port(d: dict[str, Any] | None) -> MasterPort | None:
    if not d:
        return None
    owner = d.get("owner") or {}
    return MasterPort(int(d["port"]), bool(d["free"]), d.get("error"), owner.get("pid"),
                      owner.get("command"), d.get("free_alternative"))
