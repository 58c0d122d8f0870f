"""/dev/shm against what NCCL and the DataLoaders put there (nccl-rules.md sections 1, 7.3 and 8;
nccl-facts-by-version.md rows 4-6).

Where NCCL's SHM-transport buffers live depends on the NCCL release, the CUDA driver and the
container: /dev/shm ("legacy"), or cuMem host memory from 2.24 with a CUDA 12.6 driver. The proxy-ops
pools of communicators that span nodes always live in /dev/shm, and so do the DataLoader workers'
batches. NCCL_SHM_DISABLE is set only when NCCL's own legacy segments do not fit and disabling them
is enough; every other shortfall is a finding with the fix. An unknown fact never leads to a setting.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from safelaunch.decisions import EnvSetting, Finding, Proposal, Severity
from safelaunch.facts import MIB, HostFacts, NcclSetting, mib, nccl_setting, version_tuple
from safelaunch.rules.context import RuleInput, container_fix

PAGE = 4096
# One receive segment of the SHM transport: sizeof(struct ncclRecvMem) 4096 + the LL, LL128 and SIMPLE
# buffers + a 4-byte refcount, rounded up to tmpfs pages (nccl src/transport/shm.cc:143-145@v2.28.9-1;
# defaults from src/init.cc:596-613@v2.24.3-1; NCCL_NTHREADS does not change them).
RECV_MEM_BYTES = 4096
BUFFSIZE_DEFAULTS = (("NCCL_LL_BUFFSIZE", 524_288), ("NCCL_LL128_BUFFSIZE", 4_915_200), ("NCCL_BUFFSIZE", 4_194_304))
SEGMENT_BYTES = 2354 * PAGE
# Proxy-ops pool per rank and communicator once a communicator spans nodes, by NCCL release.
PROXY_POOL_BYTES = ((2, 21, 7_340_384), (2, 24, 14_156_128))
PROXY_POOL_NEWEST = 33_030_528
MAX_CHANNELS = 64

# The CUDA driver API version (what cudaDriverGetVersion returns to NCCL) of a Linux kernel driver:
# the newest CUDA release whose minimum driver it meets. NVIDIA CUDA Toolkit Release Notes, Table 3
# "CUDA Toolkit and Corresponding Driver Versions" (Linux x86_64 column): 12.0 GA >=525.60.13, 12.1 GA
# >=530.30.02, 12.2 GA >=535.54.03, 12.3 GA >=545.23.06, 12.4 GA >=550.54.14, 12.5 GA >=555.42.02,
# 12.6 GA >=560.28.03, 12.8 GA >=570.26, 12.9 GA >=575.51.03, 13.0 GA >=580.65.06, 13.1 GA >=590.44.01,
# 13.2 GA >=595.45.04. (R565 drivers report 12.7, between two rows; a CUDA forward-compatibility libcuda
# in the image reports more than its kernel driver. The probe's cuDriverGetVersion value, when
# present, is used instead.)
CUDA_DRIVER_FLOORS = (
    ((595, 45, 4), 13020), ((590, 44, 1), 13010), ((580, 65, 6), 13000), ((575, 51, 3), 12090),
    ((570, 26, 0), 12080), ((560, 28, 3), 12060), ((555, 42, 2), 12050), ((550, 54, 14), 12040),
    ((545, 23, 6), 12030), ((535, 54, 3), 12020), ((530, 30, 2), 12010), ((525, 60, 13), 12000),
)
CUDA_11 = 11000  # a driver older than CUDA 12.0's minimum
RUNTIME = {"docker": "Docker", "podman": "Podman"}


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
    """``MAX_OPS_PER_PEER * NCCL_MAX_LOCAL_RANKS`` proxy ops: 1024 x 64 up to 2.24, 2048 x 72 from 2.25
    (nccl src/include/device.h:62-63@v2.24.3-1 and @v2.25.1-1; proxy.h:206@v2.28.9-1); sizes as logged."""
    v = version_tuple(nccl_version)
    if v:
        for vmajor, vminor, size in PROXY_POOL_BYTES:
            if v[:2] <= (vmajor, vminor):
                return size
    return PROXY_POOL_NEWEST  # unknown: assume the largest (newest) pool


def cuda_driver_api(facts: HostFacts) -> int | None:
    """The CUDA driver API version NCCL will see (12060 for 12.6), or None when unknown."""
    if facts.cuda_driver_version:
        return facts.cuda_driver_version
    v = version_tuple(facts.gpu_driver_version)
    if v is None:
        return None
    return next((api for floor, api in CUDA_DRIVER_FLOORS if v >= floor), CUDA_11)


def cuda_text(api: int) -> str:
    return "CUDA < 12.0" if api == CUDA_11 else f"CUDA {api // 1000}.{api % 1000 // 10}"


def _int_value(s: NcclSetting | None) -> int | None:
    if s is None:
        return None
    try:
        return int(s.value.strip(), 0)
    except ValueError:
        return None


def cumem_probe_fails(facts: HostFacts) -> bool | None:
    """Whether ``cuMemCreate(CU_MEM_LOCATION_TYPE_HOST_NUMA)`` is refused here.

    It needs ``get_mempolicy``, which the default seccomp profiles of Docker and Podman allow only with
    CAP_SYS_NICE; NCCL's own comment names Docker and ``--cap-add SYS_NICE`` (nccl
    src/misc/cudawrap.cc:72-74@v2.26.3-1). Kubernetes pods run unconfined unless a seccomp profile is set,
    which the probe cannot see: unknown there.
    """
    caps = facts.capabilities
    if caps is None:
        return None
    if caps.sys_nice or caps.seccomp == 0:
        return False
    if facts.container_kind in ("docker", "podman"):
        return True
    return False if facts.container_kind is None else None


@dataclass(frozen=True)
class Backing:
    """Where NCCL keeps the SHM transport's buffers between processes on this host."""

    mode: str  # "legacy" (/dev/shm) | "cumem" (cuMem host memory) | "unknown"
    why: str


def shm_backing(ri: RuleInput, host_off_by_safelaunch: bool = False) -> Backing:
    """NCCL_CUMEM_HOST_ENABLE appeared in 2.23, off by default (cudawrap.cc:14@v2.23.4-1). From 2.24 it is
    on by default when cudaDriverGetVersion() >= 12060 and NCCL was built with CUDA >= 12.2; a driver below
    12.2 ignores the variable (cudawrap.cc:50-75@v2.24.3-1). The SHM transport uses it only together with
    ncclCuMemEnable() (NCCL_CUMEM_ENABLE) and between different processes (shm.cc:115-118, :526@v2.24.3-1).
    From 2.26.3 a failing cuMemCreate(HOST_NUMA) probe falls back to /dev/shm, at INFO level only
    (cudawrap.cc:72-96@v2.26.3-1).
    """
    facts = ri.facts
    if facts.gpu_count == 0:
        return Backing("legacy", "no NVIDIA GPU here, so no cuMem host memory")
    cumem = nccl_setting(facts, ri.user_env, "NCCL_CUMEM_ENABLE")
    host = nccl_setting(facts, ri.user_env, "NCCL_CUMEM_HOST_ENABLE")
    if cumem is not None and _int_value(cumem) == 0:
        return Backing("legacy", f"{cumem.describe()} turns cuMem off")
    host_value = _int_value(host)
    if host is not None and host_value == 0:
        return Backing("legacy", f"{host.describe()}")
    if host_off_by_safelaunch:
        return Backing("legacy", "safelaunch sets NCCL_CUMEM_HOST_ENABLE=0 (see its reason)")
    host_on = host_value is not None and host_value > 0
    v, api = version_tuple(facts.nccl_version), cuda_driver_api(facts)
    version = f"NCCL {facts.nccl_version}" if v else "NCCL version unknown"
    driver = (f"{cuda_text(api)} driver ({facts.gpu_driver_version or 'cuDriverGetVersion'})" if api
              else "CUDA driver version unknown")
    if v is not None and v < (2, 23, 0):
        return Backing("legacy", f"{version} predates cuMem host memory (2.23)")
    if v is not None and v < (2, 24, 0) and not host_on:
        return Backing("legacy", f"{version} leaves cuMem host memory off unless NCCL_CUMEM_HOST_ENABLE=1")
    if api is not None and api < 12020:
        return Backing("legacy", f"a {driver} is too old for cuMem host memory (12.2)")
    if api is not None and api < 12060 and not host_on:
        return Backing("legacy", f"a {driver} is below the 12.6 that turns cuMem host memory on by default")
    if v is None or api is None:
        return Backing("unknown", f"{version}, {driver}")
    if v >= (2, 26, 3):
        fails = cumem_probe_fails(facts)
        if fails:
            return Backing("legacy", f"{version} falls back to /dev/shm when cuMem host allocations fail, as they "
                                     f"do in {RUNTIME.get(facts.container_kind or '', facts.container_kind)} "
                                     "without CAP_SYS_NICE")
        if fails is None:
            return Backing("unknown", f"{version} with a {driver} uses cuMem host memory unless the container's "
                                      "seccomp profile refuses it without CAP_SYS_NICE (not knowable here)")
    return Backing("cumem", f"{version} with a {driver} puts the SHM transport's buffers in cuMem host memory")


def _cumem_hazards(ri: RuleInput, backing: Backing) -> list[str]:
    """Why the cuMem host path would crash between this host's GPUs that use SHM (row 4 a, b)."""
    if backing.mode != "cumem":
        return []
    facts = ri.facts
    api = cuda_driver_api(facts)
    v = version_tuple(facts.nccl_version)
    out = []
    if api is not None and api < 13000:
        out.append("cuMem host memory shared between GPUs without CUDA P2P fails with CUDA error 217 'peer access "
                   "is not supported' on drivers before CUDA 13.0 (NVIDIA/nccl#1838; NCCL docs, troubleshooting, "
                   "cuMem host allocations)")
    if v is not None and v < (2, 26, 3) and cumem_probe_fails(facts):
        out.append(f"{RUNTIME.get(facts.container_kind or '', facts.container_kind)}'s default seccomp profile "
                   "refuses cuMem host allocations without "
                   f"CAP_SYS_NICE, and NCCL {facts.nccl_version} has no fallback (it came in 2.26.3)")
    return out


def _applies(ri: RuleInput, out: Proposal, s: EnvSetting) -> bool:
    """Propose ``s``; True when its value is what the job will see.

    A value from an nccl.conf file counts like the user's own variable: safelaunch's export would
    silently beat it (NCCL never overrides the environment from the file), so the file wins and the
    disagreement is a finding. Values in the environment go through plan.admit as usual.
    """
    overrides = ri.policy.overrides
    if s.name in overrides.pin:
        return overrides.pin[s.name] == s.value
    if s.name in overrides.forbid or (s.name in ri.user_env and ri.user_env[s.name] != s.value):
        out.env.append(s)  # plan.admit reports why it is not applied
        return False
    conf = ri.facts.nccl_conf.get(s.name)
    if conf is not None and s.name not in ri.user_env:
        if conf != s.value:
            origin = ri.facts.nccl_conf_origin.get(s.name, "nccl.conf")
            out.findings.append(Finding(
                "user-env-conflict", "warning", ri.host,
                f"{origin} sets {s.name}={conf!r}; safelaunch keeps it, but on {ri.host} the facts call for "
                f"{s.name}={s.value}: {s.reason} ({s.evidence}).",
                f"Change {s.name} in {origin}, or fix the cause."))
        return conf == s.value
    out.env.append(s)
    return True


def _local_ranks(ri: RuleInput) -> tuple[int, str, Finding | None]:
    """Ranks on this node as the launcher will start them: one per visible GPU (DeepSpeed's runner and
    torchrun's device_count honour CUDA_VISIBLE_DEVICES)."""
    job, facts = ri.job, ri.facts
    cvd = facts.cuda_visible_devices
    if cvd is None:
        cvd = ri.user_env.get("CUDA_VISIBLE_DEVICES")
    if not facts.gpu_count or cvd is None:
        return job.local_ranks, job.local_ranks_source, None
    visible = len([t for t in cvd.split(",") if t.strip()])
    if visible >= job.local_ranks:
        return job.local_ranks, job.local_ranks_source, None
    derived = "GPUs found" in job.local_ranks_source
    finding = Finding(
        "cuda-visible-devices", "info" if derived else "warning", ri.host,
        f"CUDA_VISIBLE_DEVICES={cvd!r} makes {visible} GPU(s) visible, fewer than the {job.local_ranks} local ranks "
        f"({job.local_ranks_source}); safelaunch counts {visible} rank(s) for /dev/shm. "
        + ("The launcher starts one rank per visible GPU." if derived else
           "Ranks beyond the visible GPUs would fail or share a GPU."),
        "Nothing to do if this is the intended subset; otherwise unset CUDA_VISIBLE_DEVICES or lower the rank "
        "count to match it.")
    return visible, f"CUDA_VISIBLE_DEVICES={cvd}; {job.local_ranks_source}", finding


def _channels(ri: RuleInput) -> tuple[int, str]:
    """Collective channels: the policy's estimate, capped by NCCL_MAX_NCHANNELS then raised to
    NCCL_MIN_NCHANNELS, as NCCL applies them (nccl src/graph/connect.cc:328-348, :483-486@v2.24.3-1)."""
    c, notes = ri.policy.shm_channels, []
    for name in ("NCCL_MAX_NCHANNELS", "NCCL_MIN_NCHANNELS"):
        s = nccl_setting(ri.facts, ri.user_env, name)
        value = _int_value(s)
        if s is not None and value is not None and value > 0:
            c = min(c, value) if name == "NCCL_MAX_NCHANNELS" else max(c, value)
            notes.append(s.describe())
    return min(c, MAX_CHANNELS), ", ".join(notes)


def _segment(ri: RuleInput) -> tuple[int, str]:
    """Bytes of one receive segment with the user's NCCL_LL_BUFFSIZE / NCCL_LL128_BUFFSIZE / NCCL_BUFFSIZE
    (a value of -2 or less than 1 means the default, nccl src/init.cc:607-613@v2.24.3-1)."""
    total, notes = RECV_MEM_BYTES + 4, []
    for name, default in BUFFSIZE_DEFAULTS:
        s = nccl_setting(ri.facts, ri.user_env, name)
        value = _int_value(s)
        if s is not None and value is not None and value > 0:
            total += value
            notes.append(s.describe())
        else:
            total += default
    return math.ceil(total / PAGE) * PAGE, ", ".join(notes)


def _p2p_everywhere(ri: RuleInput) -> bool | None:
    """Whether every local GPU pair uses P2P (then SHM carries nothing): the hardware fact, unless the
    user turned P2P off (NCCL_P2P_DISABLE=1 or NCCL_P2P_LEVEL=LOC, nccl src/graph/paths.cc ncclGetLevel)."""
    disable = nccl_setting(ri.facts, ri.user_env, "NCCL_P2P_DISABLE")
    level = nccl_setting(ri.facts, ri.user_env, "NCCL_P2P_LEVEL")
    if (disable is not None and _int_value(disable) == 1) or (level is not None and level.value.upper() == "LOC"):
        return False
    return ri.facts.gpu_p2p


def _shm_fix(ri: RuleInput, size_mib: int) -> str:
    shm = ri.facts.shm
    path = shm.path if shm else "/dev/shm"
    return container_fix(
        ri.facts.container_kind,
        docker=(f"Restart the container with `docker run --shm-size={size_mib}m` (or `--ipc=host`); "
                f"docker compose: `shm_size: {size_mib}m` under the service."),
        kubernetes=("Mount an emptyDir with `medium: Memory` at /dev/shm and raise the pod's memory limit to "
                    "match: `volumes: [{name: dshm, emptyDir: {medium: Memory, sizeLimit: "
                    f"{size_mib}Mi}}}}]` and in the container `volumeMounts: [{{name: dshm, mountPath: /dev/shm}}]`."),
        bare=f"Enlarge the tmpfs: `mount -o remount,size={size_mib}M {path}`.")


def shm_rule(ri: RuleInput) -> Proposal:
    """What this host's /dev/shm must hold (rows 4-6), and the two settings that can be needed:

    * SHM-transport segments, only where they live in /dev/shm (``shm_backing``) and only for GPU pairs
      without P2P (with P2P everywhere SHM carries nothing): ``recv_segments`` x communicators x one
      segment with the user's buffer sizes and channel bounds (from the environment or nccl.conf);
    * proxy-ops pools, per rank and communicator once the job spans nodes, in /dev/shm even with cuMem host
      memory (nccl src/proxy.cc:1300-1308@v2.24.3-1, :1367@v2.28.9-1); NVLS segments (src/transport/
      nvls.cc:454@v2.24.3-1) are a few KiB and left to the margin;
    * DataLoader batches (policy ``dataloader``), compared with NCCL's need against min(free /dev/shm,
      memory.max - memory.current): tmpfs pages are charged to the memory cgroup (linux
      Documentation/admin-guide/cgroup-v2.rst, "Memory"), where running out is an OOM kill.

    NCCL_SHM_DISABLE=1 only with /dev/shm-backed segments that do not fit while the pools do: it removes
    neither the pools nor the DataLoader's use (NVIDIA/nccl#1466). NCCL_CUMEM_HOST_ENABLE=0 only where the
    probe says some local GPU pair has no P2P and the cuMem host path would crash (``_cumem_hazards``).
    """
    out = Proposal()
    facts, job, policy = ri.facts, ri.job, ri.policy
    shm = facts.shm
    if shm is None:
        return out
    leftovers = sum(size for _, size in shm.leftover_files)
    if leftovers:
        out.findings.append(Finding(
            "shm-leftover-files", "warning", ri.host,
            f"{len(shm.leftover_files)} nccl-*/torch_* files left in {shm.path} by earlier jobs hold "
            f"{mib(leftovers)} (e.g. {shm.leftover_files[0][0]}).",
            f"When no job is running on this host: rm -f {shm.path}/nccl-* {shm.path}/torch_*"))
    ranks, ranks_source, cvd_finding = _local_ranks(ri)
    if cvd_finding:
        out.findings.append(cvd_finding)

    # cuMem host memory: turn it off where it is known to crash (row 4 a, b), only on a known fact.
    p2p_hw = facts.gpu_p2p
    auto = shm_backing(ri)
    hazards = _cumem_hazards(ri, auto) if facts.gpu_count and ranks >= 2 else []
    host_off = False
    if hazards and p2p_hw is False:
        host_off = _applies(ri, out, EnvSetting(
            "NCCL_CUMEM_HOST_ENABLE", "0",
            reason="NCCL's cuMem host memory path would crash between this host's GPUs that have no P2P",
            evidence=f"{auto.why}; {'; '.join(hazards)}; the probe found a local GPU pair without CUDA P2P",
            cost=("no bandwidth: NCCL keeps the SHM transport's buffers in /dev/shm as before 2.24 (sized below); "
                  "a communicator abort loses the cuMem path's extra clean-up")))
    elif hazards and p2p_hw is None:
        out.findings.append(Finding(
            "cumem-host-p2p-unknown", "warning", ri.host,
            f"If some pair of these GPUs has no CUDA P2P, NCCL's cuMem host memory path crashes: {auto.why}; "
            f"{'; '.join(hazards)}. safelaunch could not tell whether the GPUs have P2P, so it set nothing.",
            "Check `nvidia-smi topo -p2p r`; if any pair is not OK, set NCCL_CUMEM_HOST_ENABLE=0 on every rank"
            + (" or add `--cap-add SYS_NICE`" if facts.container_kind in ("docker", "podman") else "")
            + (", or use a CUDA 13.0 driver (>= 580.65.06)." if any("217" in h for h in hazards) else ".")))
    backing = shm_backing(ri, host_off)

    # NCCL's own need: legacy SHM segments (pairs without P2P) and proxy pools (communicators spanning nodes).
    v = version_tuple(facts.nccl_version)
    comms = policy.shm_communicators
    shm_off = nccl_setting(facts, ri.user_env, "NCCL_SHM_DISABLE")
    channels, channel_notes = _channels(ri)
    seg_bytes, seg_notes = _segment(ri)
    on_shm = ranks >= 2 and _p2p_everywhere(ri) is not True and not (shm_off and _int_value(shm_off) == 1)
    segments = recv_segments(ranks, channels) * comms if on_shm else 0
    legacy = segments * seg_bytes if backing.mode != "cumem" else 0
    pool = proxy_pool_bytes(facts.nccl_version)
    pools = ranks * comms * pool if job.nnodes > 1 else 0
    margin = policy.shm_margin
    free = shm.free_bytes
    need = math.ceil((legacy + pools) * margin)
    need_pools = pools  # exact sizes; NCCL_SHM_DISABLE saves the job whenever these fit
    dl_per_rank = policy.dataloader.per_rank_bytes()
    dl = ranks * dl_per_rank
    size_fix = math.ceil(math.ceil((legacy + pools + dl) * margin) * 1.5 / MIB)
    fix = _shm_fix(ri, size_fix)

    evidence = (f"{shm.path} has {mib(free)} free of {mib(shm.total_bytes)} (statvfs); {ranks} local ranks "
                f"({ranks_source}) need about {mib(need)}: ")
    parts = []
    per_comm = f", {comms} communicators" if comms > 1 else ""
    if legacy:
        knobs = ", ".join(n for n in (channel_notes, seg_notes) if n)
        parts.append(f"{segments} segments x {seg_bytes / MIB:.1f} MiB ({channels} channels"
                     f"{', ' + knobs if knobs else ''}{per_comm})")
    if pools:
        parts.append(f"{ranks * comms} proxy pools x {mib(pool)}")
    evidence += " + ".join(parts) or "nothing"
    where = {"legacy": "in /dev/shm", "cumem": "in cuMem host memory, not /dev/shm", "unknown": "location unknown"}
    evidence += f", +{(margin - 1) * 100:.0f}% margin; SHM-transport buffers {where[backing.mode]}: {backing.why}"
    when = (" NCCL >= 2.22 connects at the first collective that needs a connection, so the failure comes at the "
            "first all-reduce or all-to-all, not at init." if v is None or v >= (2, 22, 0) else "")
    severity: Severity = "error" if ri.nccl_in_use else "warning"

    nccl_after = pools
    if need_pools > free:
        # NCCL_SHM_DISABLE does not remove the proxy pools, so disabling would not save the job.
        out.findings.append(Finding(
            "shm-too-small", severity, ri.host,
            f"/dev/shm is too small even without NCCL's SHM transport: {evidence}.{when}", fix))
    elif legacy and need > free and backing.mode == "legacy":
        if _applies(ri, out, EnvSetting(
                "NCCL_SHM_DISABLE", "1",
                reason="NCCL would fail creating its shared-memory segments (No space left on device / Bus error)",
                evidence=evidence,
                cost=("GPU pairs without P2P/NVLink send intra-node traffic over the network stack (NIC loopback "
                      "or TCP) instead of host shared memory: several times slower; pairs using P2P lose "
                      "nothing"))):
            out.findings.append(Finding(
                "shm-too-small", "warning", ri.host,
                f"/dev/shm is too small for NCCL's shared-memory transport: {evidence}. "
                "safelaunch set NCCL_SHM_DISABLE=1 so the job runs, at lower intra-node bandwidth.",
                fix + " Then NCCL_SHM_DISABLE is no longer needed."))
        else:
            nccl_after += legacy  # kept on by the user's setting or the policy (reported by plan.admit)
            sure: Severity = "error" if ri.nccl_in_use and _p2p_everywhere(ri) is False else "warning"
            out.findings.append(Finding(
                "shm-too-small", sure, ri.host,
                f"/dev/shm is too small for NCCL's shared-memory transport: {evidence}; NCCL_SHM_DISABLE=1 was "
                f"not applied (see the finding about it), so NCCL will fail creating its segments.{when}", fix))
    elif legacy and need > free and backing.mode == "unknown":
        out.findings.append(Finding(
            "shm-too-small", "warning", ri.host,
            f"/dev/shm may be too small for NCCL's shared-memory transport: {evidence}. If NCCL keeps these "
            "buffers in /dev/shm (NCCL < 2.24, a CUDA driver < 12.6, or a refused cuMem host allocation), "
            f"the job fails; safelaunch could not tell, so it set nothing.{when}", fix))
    else:
        nccl_after += legacy

    # DataLoader batches and the memory cgroup (row 6): findings only; NCCL_SHM_DISABLE would not help.
    total = math.ceil((nccl_after + dl) * margin)
    headroom = None
    if facts.cgroup_memory_limit is not None:
        headroom = facts.cgroup_memory_limit - (facts.cgroup_memory_usage or 0)
    room = min(free, headroom) if headroom is not None else free
    if total <= room or nccl_after > free:
        return out  # fits, or NCCL itself does not fit (reported above)
    cgroup_binds = headroom is not None and headroom < free
    bound = (f"the memory cgroup has {mib(max(headroom, 0))} left (memory.max {mib(facts.cgroup_memory_limit or 0)} "
             f"- memory.current {mib(facts.cgroup_memory_usage or 0)}; /dev/shm pages are charged to it, and "
             "memory.current includes page cache the kernel can reclaim)" if cgroup_binds and headroom is not None
             else f"{shm.path} has {mib(free)} free of {mib(shm.total_bytes)}")
    consequence = ("the kernel's OOM killer ends the job (SIGKILL) when it grows past memory.max" if cgroup_binds
                   else "workers die with a Bus error (\"DataLoader worker ... is killed by signal: Bus error\")")
    memory_fix = container_fix(facts.container_kind,
                               docker="Raise the container's memory limit (`docker run --memory=...`).",
                               kubernetes="Raise the container's `resources.limits.memory`.",
                               bare="Raise the memory limit of the job's cgroup (Slurm: --mem).")
    if dl and nccl_after <= room:
        shape = policy.dataloader
        out.findings.append(Finding(
            "shm-dataloader", "warning" if shape.assumed or cgroup_binds else severity, ri.host,
            f"/dev/shm cannot hold the DataLoader batches next to NCCL's buffers: {ranks} ranks x "
            f"{shape.describe()} = {mib(dl)}, plus {mib(nccl_after)} for NCCL, +{(margin - 1) * 100:.0f}% = "
            f"{mib(total)}, but {bound}; {consequence}. NCCL_SHM_DISABLE would not help: the workers use "
            "/dev/shm regardless.",
            f"{memory_fix if cgroup_binds else fix} Or lower num_workers / prefetch_factor (less loading "
            "parallelism); set `dataloader:` in a policy file to the job's real numbers."))
    elif cgroup_binds:
        out.findings.append(Finding(
            "shm-cgroup-memory", "warning", ri.host,
            f"NCCL's /dev/shm buffers ({mib(nccl_after)}, +{(margin - 1) * 100:.0f}% margin) do not fit in what "
            f"the memory cgroup allows: {bound}; {consequence}.", memory_fix))
    return out
