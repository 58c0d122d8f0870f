"""/dev/shm against NCCL's shared-memory transport (nccl-rules.md sections 1.3-1.9)."""

from __future__ import annotations

import math

from safelaunch.facts import MIB, mib
from safelaunch.plan import EnvSetting, Finding, Proposal
from safelaunch.rules.context import RuleInput, container_fix

# One receive segment of the SHM transport with default buffer sizes: 4096 (ncclRecvMem) + LL 524,288
# + LL128 4,915,200 + SIMPLE 4,194,304 + 4 refcount bytes, rounded up to 2,354 tmpfs pages.
SEGMENT_BYTES = 2354 * 4096
# Proxy-ops pool per rank and communicator once a communicator spans nodes, by NCCL release.
PROXY_POOL_BYTES = ((2, 21, 7_340_384), (2, 24, 14_156_128))
PROXY_POOL_NEWEST = 33_030_528


def recv_segments(local_ranks: int, channels: int) -> int:
    """Receive segments one communicator creates on a node whose ranks talk over SHM.

    Ring: every rank receives from its predecessor on each channel. The single-node tree
    (a chain) adds a receive from the next rank, except with two ranks, where the tree
    peer is the ring peer and the connection is shared.
    """
    if local_ranks < 2:
        return 0
    ring = local_ranks * channels
    tree = (local_ranks - 1) * channels if local_ranks > 2 else 0
    return ring + tree


def proxy_pool_bytes(nccl_version: str | None) -> int:
    if nccl_version:
        major, minor = (int(x) for x in nccl_version.split(".")[:2])
        for vmajor, vminor, size in PROXY_POOL_BYTES:
            if (major, minor) <= (vmajor, vminor):
                return size
    return PROXY_POOL_NEWEST  # unknown: assume the largest (newest) pool


def shm_rule(ri: RuleInput) -> Proposal:
    out = Proposal()
    shm, job = ri.facts.shm, ri.job
    if shm is None or job.local_ranks < 2:
        return out
    segments = recv_segments(job.local_ranks, ri.policy.shm_channels)
    transport = segments * SEGMENT_BYTES
    proxy = job.local_ranks * proxy_pool_bytes(ri.facts.packages.get("nccl")) if job.nnodes > 1 else 0
    need = math.ceil((transport + proxy) * ri.policy.shm_margin)
    leftovers = sum(size for _, size in shm.leftover_files)
    if leftovers:
        out.findings.append(Finding(
            "shm-leftover-files", "warning", ri.host,
            f"{len(shm.leftover_files)} nccl-*/torch_* files left in {shm.path} by earlier jobs hold "
            f"{mib(leftovers)} (e.g. {shm.leftover_files[0][0]}).",
            f"When no job is running on this host: rm -f {shm.path}/nccl-* {shm.path}/torch_*"))
    if shm.free_bytes >= need:
        return out
    size_fix = math.ceil(need * 1.5 / MIB)
    fix = container_fix(
        ri.facts.container_kind,
        docker=f"Restart the container with `docker run --shm-size={size_fix}m` (or `--ipc=host`).",
        kubernetes=("Mount an emptyDir with `medium: Memory` and `sizeLimit: "
                    f"{size_fix}Mi` at /dev/shm, and raise the pod's memory limit to match."),
        bare=f"Enlarge the tmpfs: `mount -o remount,size={size_fix}M {shm.path}`.")
    evidence = (f"{shm.path} has {mib(shm.free_bytes)} free of {mib(shm.total_bytes)} (statvfs); "
                f"{job.local_ranks} local ranks ({job.local_ranks_source}) need about {mib(need)}: "
                f"{segments} segments x {SEGMENT_BYTES / MIB:.1f} MiB")
    if proxy:
        evidence += f" + {job.local_ranks} proxy pools x {mib(proxy // job.local_ranks)}"
    evidence += f", +{(ri.policy.shm_margin - 1) * 100:.0f}% margin"
    if shm.free_bytes < proxy:
        # NCCL_SHM_DISABLE does not remove the proxy pools, so disabling would not save the job.
        out.findings.append(Finding(
            "shm-too-small", "error" if ri.nccl_in_use else "warning", ri.host,
            f"/dev/shm is too small even without NCCL's SHM transport: {evidence}.", fix))
        return out
    out.env.append(EnvSetting(
        "NCCL_SHM_DISABLE", "1",
        reason="NCCL would fail creating its shared-memory segments (No space left on device / Bus error)",
        evidence=evidence,
        cost=("GPU pairs without P2P/NVLink send intra-node traffic over the network stack (NIC loopback "
              "or TCP) instead of host shared memory: several times slower; pairs using P2P lose nothing")))
    out.findings.append(Finding(
        "shm-too-small", "warning", ri.host,
        f"/dev/shm is too small for NCCL's shared-memory transport: {evidence}. "
        "safelaunch set NCCL_SHM_DISABLE=1 so the job runs, at lower intra-node bandwidth.",
        fix + " Then NCCL_SHM_DISABLE is no longer needed."))
    return out
