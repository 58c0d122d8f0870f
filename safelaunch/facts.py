"""Typed, read-only view of the plain data the probe returns.

The probe speaks JSON so that it can run on any node; rules want names and
types. ``HostFacts.from_probe`` is the only place that knows the probe's keys.
A section the probe could not read comes back as ``None``: rules treat it as
unknown and never make a costly decision on it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

MIB = 1 << 20


def mib(n: int | float) -> str:
    """Human size for messages: MiB below 10 GiB, GiB above."""
    return f"{n / MIB:.0f} MiB" if n < 10 * 1024 * MIB else f"{n / (1024 * MIB):.1f} GiB"


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


@dataclass(frozen=True)
class IbPort:
    device: str
    port: int
    state: str
    phys_state: str
    link_layer: str
    rate: str

    @property
    def usable(self) -> bool:
        # What NCCL accepts (ncclIbInitDevices): ACTIVE, link up, IB or RoCE link layer.
        return ("ACTIVE" in self.state and "LinkUp" in self.phys_state
                and self.link_layer in ("InfiniBand", "Ethernet"))

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

    @classmethod
    def from_probe(cls, raw: dict[str, Any]) -> HostFacts:
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
            gpu_count=(raw.get("gpus") or {}).get("count"),
            packages={k: v for k, v in (raw.get("packages") or {}).items() if k != "source"},
            cma_stacks=tuple((s["name"], s["evidence"]) for s in raw.get("cma_stacks") or ()),
            master_port=_port(raw.get("master_port")),
            probe_errors=tuple(raw.get("errors", ())),
        )


def _shm(d: dict[str, Any] | None) -> Shm | None:
    if not d:
        return None
    files = tuple((f["name"], int(f["bytes"])) for f in d.get("nccl_or_torch_files", ()))
    return Shm(d["path"], int(d["total_bytes"]), int(d["free_bytes"]), files)


def _limit(d: dict[str, Any] | None) -> Limit | None:
    return Limit(d.get("soft"), d.get("hard")) if d else None


def _caps(d: dict[str, Any] | None) -> Capabilities | None:
    return Capabilities(bool(d["ipc_lock"]), bool(d["sys_ptrace"]), bool(d.get("sys_nice"))) if d else None


def _ib(d: dict[str, Any] | None) -> Infiniband | None:
    if d is None:
        return None
    ports = tuple(
        IbPort(dev["name"], int(p["port"]), p.get("state") or "", p.get("phys_state") or "",
               p.get("link_layer") or "", p.get("rate") or "")
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
