"""Every finding id safelaunch can report, documented: what it means, how it is detected, the fix.

The troubleshooting manual (``python -m safelaunch.manual`` -> docs/troubleshooting.md) is generated
from this registry, the rules and the failure catalog. Where the rules keep a fix or a cost as data
(the legacy-variable checks, the SSH error fixes, the container-specific fixes, the CMA switches),
the text here is taken from them, so the manual says what safelaunch itself prints.

``rules`` names the functions that make the finding (``module:function``) and ``sources`` quotes,
verbatim, the citations those rules' docstrings and comments give; tests/test_manual.py checks both
against the code, and checks that every id the code can produce is here and nothing else is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from safelaunch.remote import ERROR_FIXES
from safelaunch.rules.cma import CMA_COST, CMA_OFF_SWITCHES
from safelaunch.rules.environment import CHECKS
from safelaunch.rules.infiniband import FORCE_SOCKETS, IB_COST, _memlock_fix, _uverbs_fix


@dataclass(frozen=True)
class FindingDoc:
    id: str
    topic: str  # a key of TOPICS
    title: str
    severity: str  # when it is an error, a warning or info
    meaning: str
    fact: str  # what safelaunch measures or reads
    decides: str  # how the rule turns the fact into this finding
    rules: tuple[str, ...]  # "module:function" that make it
    sources: tuple[str, ...]  # citations quoted verbatim from those rules' modules; () when they give none
    fix: str


@dataclass(frozen=True)
class VariableDoc:
    name: str
    value: str
    when: str
    cost: str
    rules: tuple[str, ...]


TOPICS: dict[str, str] = {
    "shm": "Shared memory (/dev/shm) and host memory",
    "rdma": "InfiniBand, RoCE, EFA and the memlock limit",
    "network": "The master address and network interfaces",
    "nodes": "The nodes of a multi-node job",
    "ssh": "Reaching the nodes: SSH and the probe",
    "settings": "Your environment, nccl.conf, .deepspeed_env and the policy file",
    "launch": "The launcher",
}

SEVERITY_NOTE = ("`error` blocks the launch (exit status 75; `--launch-anyway` overrides), `warning` is printed "
                 "before the job starts, `info` only in `--dry-run` and `safelaunch doctor`.")


def by_container(fix: Callable[[str | None], str]) -> str:
    """A rule's container-specific fix (rules/context.py ``container_fix``) for each environment."""
    return f"Docker/Podman: {fix('docker')} Kubernetes: {fix('kubernetes')} Bare metal: {fix(None)}"


def _env_fix(name: str) -> str:
    check = next((c for c in CHECKS if c.name == name), None)
    if check is None:
        raise LookupError(f"rules/environment.py has no check for {name} any more: remove its entry here")
    return check.fix


def _ssh_fix(kind: str) -> str:
    if kind not in ERROR_FIXES:
        raise LookupError(f"remote.py ERROR_FIXES has no kind {kind!r} any more: remove its entry here")
    return ERROR_FIXES[kind].format(alias="<node>", hostname="<hostname>", port="<port>", user="<user>",
                                    keyname="<hostname or [hostname]:port>")


SHM = "safelaunch.rules.shm:shm_rule"
IB = "safelaunch.rules.infiniband:ib_rule"
MEMLOCK = "safelaunch.rules.infiniband:_memlock"
VALIDATE = ("safelaunch.rules.interfaces:validate_user_value", "safelaunch.rules.cluster:user_interface_findings")
CLUSTER_FILES = "safelaunch.rules.cluster:_file_findings"
SHM_SOURCES = ("nccl src/transport/shm.cc:143-145@v2.28.9-1", "src/init.cc:596-613@v2.24.3-1",
               "nccl src/proxy.cc:1300-1308@v2.24.3-1", "cudawrap.cc:50-75@v2.24.3-1", "cudawrap.cc:72-96@v2.26.3-1",
               "NVIDIA/nccl#1466")
SHM_FACT = ("/dev/shm size and free space (statvfs); the local rank count (capped by CUDA_VISIBLE_DEVICES); the NCCL "
            "the job loads and the CUDA driver version; whether every local GPU pair has CUDA P2P; the container "
            "runtime and CAP_SYS_NICE; NCCL_BUFFSIZE, NCCL_LL_BUFFSIZE, NCCL_LL128_BUFFSIZE, NCCL_MIN_NCHANNELS, "
            "NCCL_MAX_NCHANNELS, NCCL_SHM_DISABLE, NCCL_P2P_DISABLE, NCCL_P2P_LEVEL, NCCL_CUMEM_ENABLE and "
            "NCCL_CUMEM_HOST_ENABLE from the environment or nccl.conf; the number of nodes.")
SHM_FIX = ("Give /dev/shm the size the finding names (1.5 times the estimate, DataLoader included). Docker: "
           "`docker run --shm-size=<N>m` (or `--ipc=host`). Kubernetes: an `emptyDir` with `medium: Memory` and "
           "`sizeLimit: <N>Mi` mounted at /dev/shm, with the pod's memory limit raised to match. Bare metal: "
           "`mount -o remount,size=<N>M /dev/shm`. Then NCCL_SHM_DISABLE is no longer needed.")
CGROUP_SOURCE = "Documentation/admin-guide/cgroup-v2.rst"
MEMLOCK_FACT = ("RLIMIT_MEMLOCK soft and hard limits; CAP_IPC_LOCK in CapEff; the RDMA ports (/sys/class/infiniband: "
                "state, physical state, link layer, EFA); whether libibverbs loads, /dev/infiniband access and net "
                "plugins (what NCCL will use between nodes); the number of nodes; whether the host has GPUs.")
MEMLOCK_SOURCES = ("drivers/infiniband/core/umem.c ib_umem_get", "src/transport/net.cc:751-772, :907-925@v2.24.3-1",
                   "NVIDIA/nccl-tests#206", "networking_troubleshooting.rst:228-250")
MEMLOCK_FIX = (f"{by_container(_memlock_fix)} {FORCE_SOCKETS} safelaunch already raises the soft limit to the hard "
               "limit on every node (free); only the hard limit or CAP_IPC_LOCK needs the fix.")
IFACE_FACT = ("The value as it will reach each node (your environment, forwarded by safelaunch's per-node script, or "
              "that node's nccl.conf) against the node's interfaces and addresses from getifaddrs(3), with their "
              "UP/RUNNING flags, and the NCCL version the node loads.")
IFACE_FIX = "Set the variable to an interface the node has (or unset it and let safelaunch decide). "
NCCL_SYNTAX = ("NCCL_SOCKET_IFNAME takes `,`-separated prefixes, `^` first to exclude, `=` first (or right after `^`) "
               "for exact names; GLOO_SOCKET_IFNAME takes exact names separated by `,`.")
NODE_PATHS = ("The probe on each node checks the paths the ranks need (the script with its sha256, the working "
              "directory, the Python interpreter) as they are on the launching node.")
SSH_FACT = ("The probe is sent to each node over SSH (Fabric/paramiko, `~/.ssh/config` aliases, known_hosts read and "
            "never rewritten, `--connect-timeout` and `--probe-timeout`); the error is classified by its exception.")
SSH_RULES = ("safelaunch.remote:_classify_error", "safelaunch.preflight:_probe_error")
SSH_SEVERITY = "error: the node has no facts, so no plan; the launch is refused"


def _ssh(kind: str, title: str, meaning: str) -> FindingDoc:
    return FindingDoc(f"ssh-{kind}", "ssh", title, SSH_SEVERITY, meaning, SSH_FACT,
                      f"The error is classified as `{kind}` (remote.py `_classify_error`); the finding id is "
                      f"`ssh-` followed by the kind.", SSH_RULES, (), _ssh_fix(kind))


def _env(name: str, title: str, meaning: str, applies: str) -> FindingDoc:
    finding_id = f"env-{name.lower().replace('_', '-')}"
    return FindingDoc(finding_id, "settings", title, "warning", meaning,
                      f"{name} in the environment the ranks will receive.",
                      f"Reported {applies} (rules/environment.py `CHECKS`); safelaunch never changes it.",
                      ("safelaunch.rules.environment:environment_rule",), (), _env_fix(name))


FINDINGS: tuple[FindingDoc, ...] = (
    # --- shared memory ---------------------------------------------------------------------------------
    FindingDoc(
        "shm-too-small", "shm", "/dev/shm is too small for NCCL",
        "error when NCCL will fail: even its proxy pools do not fit, or NCCL_SHM_DISABLE=1 could not be applied "
        "(your setting or the policy) and a GPU pair is known to lack P2P; warning when safelaunch set "
        "NCCL_SHM_DISABLE=1 so the job runs, when where NCCL keeps its buffers is unknown, and on a host without "
        "GPUs",
        "NCCL's shared-memory transport keeps one receive segment per peer and channel for every local GPU pair "
        "without P2P, in /dev/shm with NCCL < 2.24, a CUDA driver < 12.6, cuMem turned off, or the 2.26.3+ "
        "fallback in Docker/Podman without SYS_NICE (otherwise in cuMem host memory). A job spanning nodes also "
        "puts one proxy-ops pool per rank and communicator in /dev/shm. When they do not fit, NCCL fails with "
        "`No space left on device` (NCCL 2.12-2.18: a Bus error) at init or, from NCCL 2.22, at the first "
        "collective that connects. Docker's default /dev/shm is 64 MiB: 2 ranks fit, 4 do not.",
        SHM_FACT,
        "need = (receive segments x segment size, only where the segments live in /dev/shm and some pair lacks "
        "P2P) + (proxy pools, when the job spans nodes), per communicator (policy `shm: communicators`), plus a "
        "25% margin (`shm: margin`). Pools that do not fit: error, nothing set (NCCL_SHM_DISABLE would not "
        "remove them). Segments that do not fit in /dev/shm: NCCL_SHM_DISABLE=1 and a warning. Location "
        "unknown: a warning only.",
        (SHM, "safelaunch.rules.shm:shm_backing"), SHM_SOURCES, SHM_FIX),
    FindingDoc(
        "shm-dataloader", "shm", "DataLoader batches do not fit next to NCCL's buffers",
        "warning when the DataLoader shape is safelaunch's default assumption or the memory cgroup is the bound; "
        "otherwise error (warning on a host without GPUs)",
        "PyTorch DataLoader workers pass every batch through /dev/shm (torch_* segments): num_workers x "
        "prefetch_factor batches per loader in flight, plus two. With NCCL's own use they exceed free /dev/shm "
        "(workers die with `Bus error`) or what the memory cgroup has left, to which tmpfs pages are charged "
        "(the OOM killer ends the job with SIGKILL).",
        "Free /dev/shm; the cgroup's memory.max and memory.current; NCCL's own /dev/shm need (as for "
        "shm-too-small); the policy's `dataloader:` shape (default 2 workers, prefetch 2, 16 MiB batches, stated "
        "as an assumption in the message).",
        "(NCCL's need + ranks x DataLoader bytes) x margin is compared with min(free /dev/shm, memory.max - "
        "memory.current). NCCL_SHM_DISABLE is never set for it: the workers use /dev/shm regardless.",
        (SHM,), (CGROUP_SOURCE,),
        "Enlarge /dev/shm (as for shm-too-small) or, when the memory cgroup is the bound, raise the container's "
        "memory limit (`docker run --memory=...`, Kubernetes `resources.limits.memory`, Slurm `--mem`); or lower "
        "num_workers / prefetch_factor. Describe the real loader in a policy file (`dataloader:` in "
        "configs/example.yaml) so the estimate is not an assumption."),
    FindingDoc(
        "shm-cgroup-memory", "shm", "NCCL's /dev/shm buffers exceed what the memory cgroup allows",
        "warning",
        "/dev/shm has room, but the pages NCCL writes there are charged to the container's memory cgroup, and "
        "less than NCCL needs is left under memory.max: the kernel's OOM killer ends the job (SIGKILL) when it "
        "grows past the limit.",
        "The cgroup's memory.max and memory.current (which includes page cache the kernel can reclaim), free "
        "/dev/shm, NCCL's /dev/shm need.",
        "Reported when NCCL's buffers plus the margin do not fit in memory.max - memory.current, /dev/shm itself "
        "has room, and no DataLoader share is counted (`dataloader: workers: 0`).",
        (SHM,), (CGROUP_SOURCE,),
        "Raise the container's memory limit (`docker run --memory=...`, Kubernetes `resources.limits.memory`, "
        "Slurm `--mem`)."),
    FindingDoc(
        "shm-leftover-files", "shm", "Segments of earlier jobs are left in /dev/shm",
        "warning",
        "nccl-* or torch_* files left by earlier jobs (killed before they could clean up) hold /dev/shm space "
        "this job cannot use.",
        "The nccl-* and torch_* files in /dev/shm and their sizes.",
        "Any such file is reported with the total size; their space is already missing from the free space the "
        "other checks use.",
        (SHM,), (),
        "When no job is running on the host: `rm -f /dev/shm/nccl-* /dev/shm/torch_*`."),
    FindingDoc(
        "cuda-visible-devices", "shm", "CUDA_VISIBLE_DEVICES shows fewer GPUs than local ranks",
        "info when the rank count was derived from the GPUs found (the launcher starts one rank per visible GPU); "
        "warning when it was given (`--num_gpus`, hostfile slots)",
        "Only the visible GPUs get ranks; ranks beyond them would fail or share a GPU. safelaunch counts the "
        "visible ones when it sizes /dev/shm.",
        "CUDA_VISIBLE_DEVICES (from the probe, else your environment), the GPU count and the rank count with "
        "where it came from.",
        "Reported when fewer GPUs are visible than local ranks are planned.",
        (SHM, "safelaunch.rules.shm:_local_ranks"), (),
        "Nothing to do if this is the intended subset; otherwise unset CUDA_VISIBLE_DEVICES or lower the rank "
        "count to match it."),
    FindingDoc(
        "cumem-host-p2p-unknown", "shm", "NCCL's cuMem host memory may crash, and P2P is unknown",
        "warning",
        "NCCL >= 2.24 with a CUDA >= 12.6 driver keeps its shared-memory transport in cuMem host memory. Between "
        "GPUs without CUDA P2P this fails with CUDA error 217 `peer access is not supported` on drivers before "
        "CUDA 13.0, and in Docker/Podman without SYS_NICE NCCL < 2.26.3 has no fallback when the seccomp profile "
        "refuses the allocation. The probe could not tell whether the GPUs have P2P, so nothing was set.",
        "The NCCL version, the CUDA driver version, two or more local ranks on GPUs, GPU P2P unknown, the "
        "container runtime and CAP_SYS_NICE.",
        "With the hazard present and P2P unknown: this warning. With a pair known to lack P2P, safelaunch sets "
        "NCCL_CUMEM_HOST_ENABLE=0 instead.",
        (SHM, "safelaunch.rules.shm:_cumem_hazards"),
        ("NVIDIA/nccl#1838", "src/misc/cudawrap.cc:72-74@v2.26.3-1", "cudawrap.cc:50-75@v2.24.3-1"),
        "Check `nvidia-smi topo -p2p r`; if any pair is not OK, set NCCL_CUMEM_HOST_ENABLE=0 on every rank. A "
        "CUDA 13.0 driver (>= 580.65.06) removes the peer-access failure; in Docker/Podman, `--cap-add SYS_NICE` "
        "removes the refused allocation."),
    # --- RDMA ------------------------------------------------------------------------------------------
    FindingDoc(
        "memlock-too-low", "rdma", "The memlock limit is far too low for RDMA",
        "error (blocks the launch) when it is certain: NCCL in use (GPUs), CAP_IPC_LOCK known absent, more than "
        "one node, and nothing else keeping NCCL off RDMA; otherwise warning",
        "The kernel charges memory registered with an RDMA NIC to RLIMIT_MEMLOCK unless the process has "
        "CAP_IPC_LOCK. NCCL registers about 9.2 MiB of host buffers per network connection without GPUDirect "
        "RDMA and fails in ibv_reg_mr / ibv_create_qp when the limit is reached. Ranks started over SSH get "
        "sshd's limits, not your shell's.",
        MEMLOCK_FACT,
        "Hard limit below `memlock_block_below_bytes` (policy, default 64 MiB) without CAP_IPC_LOCK while RDMA "
        "ports are usable. The soft limit is raised to the hard limit on every node regardless; RDMA is never "
        "disabled on a threshold.",
        (IB, MEMLOCK), MEMLOCK_SOURCES, MEMLOCK_FIX),
    FindingDoc(
        "memlock-finite", "rdma", "The memlock limit is finite",
        "warning",
        "The hard memlock limit is above the blocking threshold, and safelaunch assumes it is enough; jobs with "
        "many peers (all-to-all) register more buffers and can still exceed it, and NCCL then fails in "
        "ibv_reg_mr. NCCL's documentation asks for unlimited.",
        MEMLOCK_FACT,
        "Hard limit finite and at least `memlock_block_below_bytes`, without CAP_IPC_LOCK, with RDMA ports.",
        (IB, MEMLOCK), MEMLOCK_SOURCES, MEMLOCK_FIX),
    FindingDoc(
        "ib-no-usable-port", "rdma", "No RDMA port is usable",
        "warning when the job spans nodes, info on one node",
        "HCAs are present but no port is ACTIVE with its link up. NCCL skips such ports by itself and, with no "
        "device left, uses its Socket transport between nodes; nothing needs to be set.",
        "Each port's state, physical state and link layer from /sys/class/infiniband.",
        "Reported when HCAs exist and none has an ACTIVE, LinkUp port; NCCL_IB_DISABLE is never set.",
        (IB,), ("src/transport/net_ib.cc:605-607@v2.24.3-1", "src/net.cc:884-886"),
        "Check cabling and the subnet manager (`ibstat`, `sminfo`); a usable port reads `4: ACTIVE` and "
        "`5: LinkUp`."),
    FindingDoc(
        "ib-disable-ineffective", "rdma", "NCCL_IB_DISABLE=1 does not stop the net plugin",
        "warning",
        "NCCL loads an external net plugin before its internal IB transport, and the plugin ignores "
        "NCCL_IB_DISABLE (the HPC-X/NGC plugin reads NCCL_IBEXT_DISABLE, aws-ofi-nccl reads neither): RDMA and "
        "its memlock needs stay in use.",
        "NCCL_IB_DISABLE from the environment or nccl.conf; the net plugins found (libnccl-net*.so on the "
        "library path and in the ld cache, NCCL_NET_PLUGIN); usable RDMA ports.",
        "Reported when NCCL_IB_DISABLE=1, a plugin will load and RDMA ports are usable.",
        (IB, "safelaunch.rules.infiniband:external_plugin"),
        ("Mellanox/nccl-rdma-sharp-plugins src/ib_plugin.c:376@2f5ac02", "src/net.cc:670-688@v2.24.3-1"),
        "Unset NCCL_IB_DISABLE. To run on TCP sockets, set NCCL_NET=Socket instead."),
    FindingDoc(
        "ib-disabled-by-user", "rdma", "Your setting keeps NCCL off usable RDMA",
        "warning",
        f"NCCL_NET=Socket, or NCCL_IB_DISABLE=1 without a net plugin, makes NCCL use TCP between nodes although "
        f"RDMA ports are usable. Cost: {IB_COST}.",
        "NCCL_NET and NCCL_IB_DISABLE from the environment or nccl.conf; the usable RDMA ports.",
        "Reported when the network NCCL will use (rules/infiniband.py `network_transport`) is sockets because of "
        "your setting while RDMA ports are usable.",
        (IB, "safelaunch.rules.infiniband:network_transport"),
        ("src/net.cc:884-886, :907-937@v2.24.3-1", "src/plugin/net.cc:360@v2.28.9-1"),
        f"Unset it unless this is deliberate (cost: {IB_COST})."),
    FindingDoc(
        "efa-without-plugin", "rdma", "EFA devices without the aws-ofi-nccl plugin",
        "warning when the job spans nodes, info on one node",
        "Only the aws-ofi-nccl plugin drives AWS EFA; NCCL's own IB transport skips EFA ports (link layer "
        "Unknown), so without the plugin traffic between nodes uses NCCL's Socket transport.",
        "EFA ports in /sys/class/infiniband; the net plugins found (libnccl-net*.so, NCCL_NET_PLUGIN).",
        "Reported when EFA ports are ACTIVE, no plugin was found and the probe looked for plugins.",
        (IB,), ("drivers/infiniband/hw/efa/efa_verbs.c",),
        "Install aws-ofi-nccl (AWS Deep Learning AMIs and containers ship it under /opt/amazon/ofi-nccl) and put "
        "its lib directory on LD_LIBRARY_PATH."),
    FindingDoc(
        "ibverbs-missing", "rdma", "libibverbs does not load",
        "warning",
        "RDMA ports are ACTIVE but libibverbs.so.1 cannot be loaded in this environment: NCCL's IB transport "
        "silently falls back to TCP sockets, and net plugins (HPC-X, libfabric's EFA provider) need it too.",
        "Whether the probe can dlopen libibverbs.so.1, and the error; the RDMA ports.",
        "Reported when RDMA ports exist and the library does not load.",
        (IB,), (),
        "Install rdma-core / libibverbs1 and the provider (libmlx5, libefa) in this image."),
    FindingDoc(
        "ib-uverbs-inaccessible", "rdma", "The verbs devices cannot be opened",
        "warning",
        "/dev/infiniband/uverbs* of some HCAs is missing or not read-writable: NCCL warns `NET/IB : Unable to "
        "open device` and skips them, using the others (less bandwidth) or, with none left, TCP sockets.",
        "For each HCA, whether its /dev/infiniband/uverbsN exists and is read-writable.",
        "Reported for the RDMA ports whose verbs device cannot be opened.",
        (IB,), ("net_ib.cc:588-589",),
        f"{by_container(_uverbs_fix)} Pass --device /dev/infiniband (or the equivalent) so NCCL can open the "
        "HCAs."),
    FindingDoc(
        "net-forced-unavailable", "rdma", "NCCL_NET=IB names a network that cannot start",
        "error on a host with GPUs, warning without",
        "NCCL_NET forces the IB transport, which cannot start here (NCCL_IB_DISABLE=1, no usable port, no device "
        "that opens, or libibverbs does not load). A forced network never falls back: NCCL fails at "
        "communicator init (`Error: network IB not found`, from 2.24 `Failed to initialize any NET plugin`).",
        "NCCL_NET and NCCL_IB_DISABLE from the environment or nccl.conf; the RDMA ports, their verbs devices, "
        "libibverbs.",
        "Reported when NCCL_NET is `IB` (any case) and IB cannot start.",
        (IB,), ("src/net.cc:937@v2.24.3-1",),
        "Unset NCCL_NET, or fix IB on this node."),
    FindingDoc(
        "network-mismatch", "rdma", "Nodes would use different networks",
        "error",
        "Every NCCL process picks its network by itself (external plugin, then IB, then Socket), without agreeing "
        "with the others; ranks that exchanged IB handles cannot connect to ranks on sockets, so the job fails "
        "or hangs at its first collective between those nodes.",
        "For every node, the network NCCL will use there (rules/infiniband.py `network_transport`: plugins, "
        "usable RDMA ports, libibverbs, NCCL_NET, NCCL_IB_DISABLE as that node receives them). Nodes whose answer "
        "is unknown are left out.",
        "Reported when the known answers differ, in a job with GPUs.",
        ("safelaunch.rules.infiniband:transport_consistency", "safelaunch.rules.cluster:_network_consistency"),
        ("src/net.cc:907-937@v2.24.3-1", "src/init.cc:428@v2.28.9-1"),
        "Make the nodes alike: fix RDMA on the nodes that would use sockets (ports ACTIVE, /dev/infiniband passed "
        f"in, libibverbs and the same net plugin installed). {FORCE_SOCKETS}"),
    # --- the master and the interfaces -----------------------------------------------------------------
    FindingDoc(
        "master-port-busy", "network", "The master port is already in use",
        "error",
        "Something already listens on the rendezvous port on the master node: the rendezvous would fail with "
        "`Address already in use` or join the wrong job.",
        "The probe binds the master port on the master node; if that fails, the process holding it (pid and "
        "command) and a free alternative port.",
        "Reported when the bind fails, unless the launcher picks its own port (torchrun --standalone).",
        ("safelaunch.rules.ports:port_rule",), (),
        "Pass the free port the finding names (`--master_port` for deepspeed, `--master-port` for torchrun), or "
        "stop the process holding the port."),
    FindingDoc(
        "master-loopback", "network", "The master address is a loopback address",
        "error",
        "Every rank connects to MASTER_ADDR for the rendezvous; on another node 127.0.0.1 or ::1 is that node "
        "itself, so its ranks wait until the timeout. deepspeed never picks one itself, but a name that "
        "/etc/hosts maps to 127.0.1.1 (Debian's default for the machine's own name) or a typed --master_addr can "
        "give one.",
        "The master address the job will use (given, or the first address `hostname -I` prints on the first "
        "node, as deepspeed picks it) and whether the job spans nodes.",
        "Reported for a loopback master address (127.0.0.0/8, ::1) in a job spanning nodes.",
        ("safelaunch.rules.cluster:master_findings",),
        ("pt torch/distributed/rendezvous.py", "ds launcher/runner.py:495-515"),
        "Pass --master_addr (deepspeed) / --master-addr (torchrun) with the first node's address on the network "
        "the nodes share (e.g. from `hostname -I` on it), or fix /etc/hosts so its name does not map to "
        "127.0.1.1."),
    FindingDoc(
        "master-unreachable", "network", "No route from a node to the master",
        "error",
        "The node has no route to the master address, so its ranks cannot reach the rendezvous.",
        "Each node's route to the master address, as its probe found it (the interface and source address).",
        "Reported when no local interface owns the route's source address.",
        ("safelaunch.rules.cluster:interface_settings",), (),
        "Check that the node can reach the master (`ip route get <master address>`), or pass --master_addr with "
        "an address every node can reach."),
    FindingDoc(
        "master-via-loopback", "network", "A node reaches the master through loopback",
        "error",
        "On this node the master address is reached through the loopback interface: the node takes the address "
        "for its own, so ranks elsewhere cannot reach it through it.",
        "Each node's route to the master address and the interface it leaves by.",
        "Reported when the route leaves by a loopback interface or from a loopback source address; `lo` is "
        "never pinned.",
        ("safelaunch.rules.cluster:interface_settings",), (),
        "Pass --master_addr with the master node's address on the network the nodes share."),
    FindingDoc(
        "ifname-no-match", "network", "NCCL_SOCKET_IFNAME / GLOO_SOCKET_IFNAME matches no usable interface",
        "error (for NCCL_SOCKET_IFNAME on a host without GPUs, where NCCL is not used, a warning)",
        "The value matches nothing usable on the node: NCCL fails at init with `Bootstrap : no socket interface "
        "found`; Gloo raises `Unable to find address for: <name>` when the process group is created. For NCCL "
        "a match can also be unusable because it has no address, or (NCCL >= 2.28.3) is not RUNNING. Gloo "
        "needs exact names and does not understand NCCL's `^`/`=` syntax.",
        IFACE_FACT,
        "Each library's matching is modelled from its source (rules/interfaces.py), for the NCCL version the "
        "node loads.",
        VALIDATE, ("bootstrap.cc:110-114@2.24.3", "socket.cc:153@2.28.3", "gloo transport/tcp/device.cc:30-87"),
        IFACE_FIX + NCCL_SYNTAX),
    FindingDoc(
        "ifname-ignored", "network", "GLOO_SOCKET_IFNAME is too short to count",
        "warning",
        "PyTorch ignores a GLOO_SOCKET_IFNAME of one character or less and binds the address the hostname "
        "resolves to. (The same for NCCL_SOCKET_IFNAME is reported as env-nccl-socket-ifname.)",
        IFACE_FACT, "Reported for a value of one byte or less.",
        VALIDATE, ("pt ProcessGroupGloo.cpp",),
        IFACE_FIX),
    FindingDoc(
        "ifname-colon", "network", "NCCL_SOCKET_IFNAME uses `:` between interfaces",
        "warning",
        "NCCL reads the text after `:` in an entry as a port number and ignores it, so `eth0:eth1` means `eth0` "
        "only; interfaces are separated by `,`.",
        IFACE_FACT, "Reported when an entry has text after `:`.",
        VALIDATE, ("utils.cc:145-151@2.24.3",),
        IFACE_FIX + NCCL_SYNTAX),
    FindingDoc(
        "ifname-too-many", "network", "NCCL_SOCKET_IFNAME has more than 16 entries",
        "warning",
        "NCCL keeps only the first 16 entries (MAX_IFS) and ignores the rest.",
        IFACE_FACT, "Reported when entries are dropped.",
        VALIDATE, ("include/socket.h:18@2.24.3",),
        IFACE_FIX),
    FindingDoc(
        "ifname-syntax", "network", "NCCL_SOCKET_IFNAME has spaces or misplaced `^`/`=`",
        "warning",
        "NCCL does not trim spaces, and reads `^` only as the first character and `=` only first or right after "
        "`^`; such entries are taken literally and match nothing you meant.",
        IFACE_FACT, "Reported for entries with surrounding spaces or starting with `^`/`=` after the first.",
        VALIDATE, ("socket.cc:128-132@2.24.3", "utils.cc:135-165@2.24.3"),
        IFACE_FIX + NCCL_SYNTAX),
    FindingDoc(
        "ifname-loopback-first", "network", "The interface chosen is loopback",
        "warning",
        "The value makes NCCL's bootstrap (or a Gloo device) use a loopback address, which no other node can "
        "reach, although other interfaces exist.",
        IFACE_FACT, "Reported when the first match is loopback and a non-loopback interface exists.",
        VALIDATE, (),
        IFACE_FIX),
    FindingDoc(
        "ifname-link-local", "network", "The interface chosen has only a link-local address",
        "warning",
        "NCCL's bootstrap (or a Gloo device) would advertise a link-local address (fe80::/10, 169.254.0.0/16), "
        "reachable only on the same link and, for IPv6, with the same interface index on the peer.",
        IFACE_FACT, "Reported when the first match's address is link-local.",
        VALIDATE, (),
        IFACE_FIX),
    FindingDoc(
        "ifname-not-running", "network", "NCCL_SOCKET_IFNAME matches an interface that is not RUNNING",
        "warning",
        "NCCL before 2.28.3 uses matching interfaces that are DOWN or have no carrier, and connections over them "
        "fail or hang. From 2.28.3 NCCL skips them (then it is ifname-no-match if nothing else matches).",
        IFACE_FACT, "Reported for NCCL < 2.28.3 when a match is not RUNNING.",
        VALIDATE, ("socket.cc:360-385@2.27.7",),
        IFACE_FIX),
    FindingDoc(
        "ifname-extra-matches", "network", "NCCL_SOCKET_IFNAME also matches unsuitable interfaces",
        "warning",
        "NCCL's socket transport uses every match (up to 16), not only the first; extra matches that are "
        "loopback, link-local, not RUNNING, or docker*/virbr* bridges may be unreachable from other nodes.",
        IFACE_FACT, "Reported for such extra matches; `=<name>` selects exactly one.",
        VALIDATE, ("transport/net_socket.cc:42-44@2.24.3",),
        IFACE_FIX + NCCL_SYNTAX),
    FindingDoc(
        "nccl-socket-family-ignored", "network", "NCCL_SOCKET_FAMILY has a value NCCL ignores",
        "warning",
        "NCCL accepts exactly `AF_INET` or `AF_INET6`; anything else is ignored and both families are searched.",
        "NCCL_SOCKET_FAMILY as it will reach the node, checked together with NCCL_SOCKET_IFNAME.",
        "Reported when NCCL_SOCKET_IFNAME is set and NCCL_SOCKET_FAMILY is neither value.",
        VALIDATE, ("socket.cc:108-121@2.24.3",),
        "Set NCCL_SOCKET_FAMILY=AF_INET or AF_INET6, or unset it."),
    FindingDoc(
        "gloo-empty-entry", "network", "GLOO_SOCKET_IFNAME has an empty entry",
        "warning",
        "An empty entry (`eth0,,eth1`) makes PyTorch create a device from the hostname for it, without the "
        "loopback fallback.",
        IFACE_FACT, "Reported for each empty entry.",
        VALIDATE, ("device.cc:143-160",),
        IFACE_FIX + NCCL_SYNTAX),
    FindingDoc(
        "gloo-not-running", "network", "GLOO_SOCKET_IFNAME names an interface that is not RUNNING",
        "warning",
        "Gloo binds the interface's address even when it is DOWN or has no carrier, and peers cannot connect.",
        IFACE_FACT, "Reported for each entry whose interface is not UP and RUNNING.",
        VALIDATE, (),
        IFACE_FIX),
    # --- nodes -----------------------------------------------------------------------------------------
    FindingDoc(
        "script-missing", "nodes", "The training script is missing on a node",
        "error",
        "The ranks on that node would die with FileNotFoundError / `can't open file`.",
        NODE_PATHS, "Reported when the script's path does not exist on the node.",
        (CLUSTER_FILES,), (),
        "Copy it to the same path on the node (`rsync -a <script> <node>:<script>`) or put the code on a "
        "filesystem every node mounts."),
    FindingDoc(
        "script-differs", "nodes", "The training script differs on a node",
        "warning",
        "The node has a different version of the script (its sha256 differs from the launching node's copy).",
        NODE_PATHS, "Reported when both exist and the hashes differ.",
        (CLUSTER_FILES,), (),
        "Sync the code to every node before launching."),
    FindingDoc(
        "cwd-missing", "nodes", "The working directory is missing on a node",
        "error",
        "deepspeed runs `cd <working directory>` on every node before starting the ranks.",
        NODE_PATHS, "Reported when the directory does not exist on the node.",
        (CLUSTER_FILES,), (),
        "Create it on the node or launch from a directory every node has."),
    FindingDoc(
        "python-missing", "nodes", "The Python interpreter is missing on a node",
        "error",
        "The interpreter the launcher starts the ranks with (the one in the launcher's `#!` line, found on the "
        "launching node) does not exist at the same path on the node.",
        NODE_PATHS, "Reported when the interpreter's path does not exist on the node.",
        (CLUSTER_FILES,), (),
        "Install the same Python environment at the same path on every node."),
    FindingDoc(
        "version-mismatch", "nodes", "torch, deepspeed or NCCL differ across nodes",
        "warning",
        "Different versions on different nodes can disagree on protocols and defaults.",
        "The torch, deepspeed and NCCL package versions on each node (importlib.metadata).",
        "Reported for each package whose version (or absence) differs between nodes.",
        ("safelaunch.rules.cluster:_versions",), (),
        "Install the same version on every node."),
    FindingDoc(
        "duplicate-hostname", "nodes", "Two nodes report the same hostname",
        "error",
        "NCCL would treat them as one host, and safelaunch's per-node script selects each node's values by its "
        "hostname, so they cannot get different environments.",
        "Each node's hostname from its probe.",
        "Reported for every hostname shared by more than one hostfile entry.",
        ("safelaunch.rules.cluster:_hostnames",), (),
        "Give every node a distinct hostname (`docker run --hostname`, the pod's hostname)."),
    FindingDoc(
        "slots-exceed-gpus", "nodes", "The hostfile gives a node more slots than GPUs",
        "error",
        "deepspeed starts one rank per slot, and the ranks beyond the GPUs have no device.",
        "The node's slots in the hostfile and its GPU count.",
        "Reported when the node has GPUs and fewer of them than slots.",
        ("safelaunch.rules.cluster:cluster_decide",), (),
        "Set `<node> slots=<GPUs>` in the hostfile."),
    # --- SSH and the probe -----------------------------------------------------------------------------
    _ssh("unreachable", "A node cannot be reached over SSH",
         "The TCP connection or the SSH session failed: the node is down, sshd does not listen there, the name "
         "does not resolve, or the connection did not open within `--connect-timeout`."),
    _ssh("host-key-unknown", "A node's SSH host key is unknown",
         "The node's host key is in no known_hosts file. safelaunch never accepts an unknown key silently; "
         "`--accept-new-host-keys` appends it (one line) after you decide to trust it."),
    _ssh("host-key-changed", "A node's SSH host key changed",
         "The node presented a host key different from the one in known_hosts: a reinstalled node, or an attack. "
         "It is refused even with `--accept-new-host-keys`."),
    _ssh("auth", "SSH authentication to a node failed",
         "No key was accepted for the user (the launcher needs passwordless SSH to every node)."),
    _ssh("banner-timeout", "A node's port accepts TCP but does not speak SSH",
         "Something accepted the TCP connection but sent no SSH banner within `--connect-timeout`: a wrong port, "
         "a hung or overloaded sshd."),
    _ssh("probe-timeout", "The probe did not finish on a node",
         "SSH worked, but the probe did not finish within `--probe-timeout`: the node may be overloaded or a "
         "filesystem hung."),
    _ssh("probe-failed", "The probe could not run on a node",
         "SSH worked, but the probe failed with the node's Python (no interpreter at that path, or an error)."),
    FindingDoc(
        "ssh-config-include", "ssh", "~/.ssh/config uses Include",
        "warning",
        "Hosts are resolved with OpenSSH's own `ssh -G` (Include, Match, ProxyJump and all); without the ssh "
        "binary safelaunch falls back to paramiko, which ignores `Include`: hosts defined in included files then "
        "resolve without their settings (HostName, Port, User, IdentityFile).",
        "Whether ~/.ssh/config has an `Include` line and no `ssh` binary is on PATH.",
        "Reported in multi-node runs when both hold.",
        ("safelaunch.remote:config_includes", "safelaunch.preflight:run_preflight"), (),
        "Install openssh-client (pdsh needs it anyway), or move the Host entries into ~/.ssh/config itself."),
    FindingDoc(
        "probe-error", "ssh", "The probe could not read a fact",
        "warning",
        "Part of the probe failed (an unreadable file, a missing tool); the rules that need that fact were "
        "skipped, since an unknown fact never leads to a setting.",
        "The errors the probe records.",
        "One finding per recorded probe error.",
        ("safelaunch.rules:_probe_errors",), (),
        "Report this with the `safelaunch doctor --json` output."),
    # --- your settings ---------------------------------------------------------------------------------
    FindingDoc(
        "user-env-conflict", "settings", "Your setting disagrees with the facts",
        "warning",
        "You set a variable (in the environment, in nccl.conf, or in .deepspeed_env) to another value than the "
        "facts call for; safelaunch keeps yours and says what it would have set and why. Also reported when a "
        "policy file's `force` meets a different value in the environment, which wins.",
        "Your value as the ranks will receive it, and the setting a rule proposed with its reason and evidence.",
        "Made where the precedence is applied: policy `pin` and `forbid`, then your value, then the rule "
        "(decisions.py `admit`; nccl.conf values in rules/shm.py `_applies`).",
        ("safelaunch.decisions:admit", "safelaunch.decisions:assemble", "safelaunch.rules.shm:_applies"), (),
        "Unset the variable (or change it in nccl.conf) to let safelaunch decide, or fix the cause; to override "
        "the environment from a policy file, use `pin` instead of `force`."),
    FindingDoc(
        "policy-forbids", "settings", "The policy file forbids a setting the facts call for",
        "warning",
        "A rule wanted to set a variable and the policy file's `forbid` list names it, so it was not set; the "
        "message says why the rule wanted it.",
        "The policy file (`--config`) and the rule's proposed setting.",
        "Made in decisions.py `admit` for every forbidden proposal.",
        ("safelaunch.decisions:admit",), (),
        "Fix the cause, or remove the variable from `forbid` in the policy file."),
    FindingDoc(
        "nccl-conf-file", "settings", "NCCL reads a config file on this node",
        "info",
        "NCCL applies NCCL_CONF_FILE (or ~/.nccl.conf), then /etc/nccl.conf, for variables the environment does "
        "not set. safelaunch treats those values as your own settings and never contradicts them.",
        "The nccl.conf files the probe found and their settings.",
        "One finding per file with settings.",
        ("safelaunch.preflight:_nccl_conf_findings", "safelaunch.preflight:_with_nccl_conf"),
        ("src/misc/param.cc",),
        "Edit the file to change them."),
    FindingDoc(
        "deepspeed-env-overrides", "settings", ".deepspeed_env overrides a per-node value",
        "warning",
        "deepspeed exports .deepspeed_env (in your home and the working directory) after safelaunch's per-node "
        "script, so its value wins on every node, against what the facts call for there.",
        "The .deepspeed_env files deepspeed will read and the user-env-conflict findings for their variables.",
        "Reported for each .deepspeed_env variable that some node's plan contradicts.",
        ("safelaunch.delivery:deepspeed_env_overrides",), ("ds launcher/runner.py DEEPSPEED_ENVIRONMENT_PATHS",),
        "Remove the variable from .deepspeed_env to let safelaunch set it per node."),
    _env("NCCL_WORK_FIFO_DEPTH", "NCCL_WORK_FIFO_DEPTH pins host memory and is ignored by new NCCL",
         "A depth above the default (65536) pins 512 bytes of host memory per entry per communicator, and "
         "NCCL >= 2.22 ignores the variable.", "for a value above 65536"),
    _env("NCCL_ASYNC_ERROR_HANDLING", "NCCL_ASYNC_ERROR_HANDLING is a legacy name",
         "PyTorch's legacy name; PyTorch reads TORCH_NCCL_ASYNC_ERROR_HANDLING first.", "whenever it is set"),
    _env("NCCL_BLOCKING_WAIT", "NCCL_BLOCKING_WAIT is a legacy name",
         "PyTorch's legacy name for TORCH_NCCL_BLOCKING_WAIT, which slows training when enabled.",
         "whenever it is set"),
    _env("TORCH_NCCL_BLOCKING_WAIT", "TORCH_NCCL_BLOCKING_WAIT=1 slows training",
         "Every wait() blocks the CPU; users report much slower training.", "for the value 1"),
    _env("NCCL_TIMEOUT", "NCCL_TIMEOUT has no effect",
         "Neither NCCL nor PyTorch reads NCCL_TIMEOUT.", "whenever it is set"),
    _env("NCCL_SOCKET_IFNAME", "NCCL_SOCKET_IFNAME is too short to count",
         "NCCL ignores values of one character or less and runs its default interface search.",
         "for a value of one character or less, on every host"),
    _env("NCCL_P2P_DISABLE", "NCCL_P2P_DISABLE=1 turns peer-to-peer off",
         "NVLink/PCIe peer-to-peer is off: intra-node bandwidth can drop by one to two orders of magnitude on "
         "NVLink machines.", "for the value 1"),
    # --- the launcher ----------------------------------------------------------------------------------
    FindingDoc(
        "launcher-no-env-delivery", "launch", "deepspeed's launcher would not deliver the per-node environment",
        "error",
        "safelaunch delivers per-node environments through deepspeed's `--venv_script`, which only the pdsh "
        "launcher sources; with `--launcher openmpi`, `slurm`, `mpich` and the others the ranks would run "
        "without them.",
        "deepspeed's `--launcher` option in a multi-node run.",
        "Reported for any launcher other than pdsh.",
        ("safelaunch.delivery:launcher_findings",), (),
        "Use the default pdsh launcher, or export the variables shown by `--dry-run` yourself (`--launch-anyway` "
        "to start regardless)."),
)

REGISTRY: dict[str, FindingDoc] = {doc.id: doc for doc in FINDINGS}

# Variables a rule can set (a policy file's `force` and `pin` can set any variable besides).
VARIABLES: tuple[VariableDoc, ...] = (
    VariableDoc(
        "NCCL_SHM_DISABLE", "1",
        "NCCL keeps its shared-memory transport's buffers in /dev/shm (NCCL < 2.24, a CUDA driver < 12.6, cuMem "
        "turned off, or the 2.26.3+ fallback in Docker/Podman without SYS_NICE) and they do not fit, while the "
        "proxy pools do (see shm-too-small).",
        "GPU pairs without P2P/NVLink send intra-node traffic over the network stack (NIC loopback or TCP) instead "
        "of host shared memory: several times slower; pairs using P2P lose nothing.", (SHM,)),
    VariableDoc(
        "NCCL_CUMEM_HOST_ENABLE", "0",
        "NCCL >= 2.24 would use cuMem host memory, some local GPU pair is known to have no P2P, and the driver is "
        "older than CUDA 13.0 (or NCCL < 2.26.3 in Docker/Podman without SYS_NICE); with P2P unknown, only the "
        "cumem-host-p2p-unknown warning.",
        "No bandwidth: NCCL keeps the buffers in /dev/shm as before 2.24 (sized like NCCL_SHM_DISABLE's check); "
        "a communicator abort loses the cuMem path's extra clean-up.", (SHM,)),
    VariableDoc(
        "NCCL_SOCKET_IFNAME", "=<interface>",
        "Per node, in jobs spanning nodes (a hostfile, or a scheduler's per-node launch with `--nnodes` > 1): NCCL's "
        "bootstrap, modelled for the NCCL version the node loads, would pick "
        "another interface than the one that routes to the master. A loopback interface is never pinned.",
        "None: it is the interface the traffic has to use.", ("safelaunch.rules.cluster:interface_settings",)),
    VariableDoc(
        "GLOO_SOCKET_IFNAME", "<interface>",
        "Per node, in jobs spanning nodes: Gloo's default device (the first bindable address the hostname resolves "
        "to) is loopback or not on the interface that routes to the master.",
        "None.", ("safelaunch.rules.cluster:interface_settings",)),
    VariableDoc(
        "NCCL_DEBUG", "WARN",
        "NCCL_DEBUG is unset (`--nccl-debug LEVEL` or the policy's `nccl_debug` picks another level; "
        "`nccl_debug: null` leaves it unset). NCCL explains its failures only in WARN lines.",
        "None: WARN prints nothing while all is well.", ("safelaunch.rules.debug:debug_rule",)),
    VariableDoc(
        "PYTHONUNBUFFERED", "1",
        "PYTHONUNBUFFERED is unset: the ranks' output reaches safelaunch through a pipe, and a crashing rank's "
        "last lines must not sit in a buffer.",
        "None.", ("safelaunch.rules.debug:buffering_rule",)),
    *(VariableDoc(
        name, value,
        f"kernel.yama.ptrace_scope forbids cross-memory attach between sibling ranks (1 or 2 without "
        f"CAP_SYS_PTRACE, or 3) and {' / '.join(s for s, pairs in CMA_OFF_SWITCHES.items() if (name, value) in pairs)} "
        "is present.",
        CMA_COST[:1].upper() + CMA_COST[1:] + ".", ("safelaunch.rules.cma:cma_rule",))
      for name, value in dict.fromkeys(p for pairs in CMA_OFF_SWITCHES.values() for p in pairs)),
)

NEVER_SET = ("No rule sets NCCL_IB_DISABLE, NCCL_NET or NCCL_P2P_DISABLE: NCCL skips unusable RDMA ports by itself, "
             f"and giving up RDMA on a guess would cost this: {IB_COST}. Those, and the other remedies listed under "
             "the failure classes, are set only by `--auto-fix`, for one retry after a failure whose diagnosis names "
             "them.")

LIMITS = ("The soft memlock limit is raised to the hard limit wherever they differ (free, no root): for the "
          "launcher locally, and with `ulimit -S -l` in the per-node script on every node, since ranks started "
          "over SSH get sshd's limits (rules/infiniband.py `_memlock`).")
