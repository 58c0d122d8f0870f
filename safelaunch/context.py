"""Context rules: what the failure found (or the lack of one) means given facts other lines state.

A line-by-line signature says what one line means. Some causes are only visible across lines: a CUDA error is
a driver mismatch when the log also says the driver supports an older CUDA than the libraries were built for;
a missing file in a multi-node run is most often a file that exists on the launching node only; a network
error of NCCL is an interface problem when NCCL's socket list shows container bridges. The lines that state
such facts are ``context`` signatures (signatures.yaml); the diagnosis keeps a few of each (bounded) and
these pure functions, given the root cause found so far (or None) and those lines, return the better
explained cause or the one they were given. Each rule names where the behaviour it relies on is documented.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from safelaunch.catalog import Signature
from safelaunch.classify import Event, is_task_id
from safelaunch.tracebacks import EXCEPTION_SIGNATURE

Facts = Mapping[str, Sequence[Event]]  # context signature id -> its first lines (see Diagnoser)
Rule = Callable[[Event | None, Facts], Event | None]


def _rule_signature(id: str, cls: str, explanation: str, fix: str, source: str) -> Signature:
    """What a rule names as the cause: a signature with no pattern of its own."""
    return Signature(id=id, cls=cls, role="cause", severity="error", patterns=(), explanation=explanation,
                     remedy_env={}, remedy_fix=fix, source=source)


def _explained(failure: Event, signature: Signature, evidence: str) -> Event:
    """The failure as a rule names it: its signature replaced, and the fact that explains it appended as evidence."""
    return replace(failure, signature=signature, text=f"{failure.text} [{evidence}]")


def _unexplained(cause: Event | None) -> bool:
    """No specific cause: nothing, the job's last exception (tracebacks.EXCEPTION_SIGNATURE), or a failure
    recognised only by its words (a `generic` signature)."""
    return cause is None or cause.signature.id == EXCEPTION_SIGNATURE.id or cause.signature.role == "generic"

# -- CUDA driver older than what the libraries were built for ------------------------------------------------

# Minimum Linux driver of each CUDA toolkit (CUDA Toolkit release notes, table 3, "CUDA Toolkit and
# Corresponding Driver Versions"; the GA driver of each release): (driver major, minor) -> CUDA it supports.
_DRIVER_CUDA = ((396, 26, (9, 2)), (410, 48, (10, 0)), (418, 39, (10, 1)), (440, 33, (10, 2)), (450, 51, (11, 0)),
                (455, 23, (11, 1)), (460, 27, (11, 2)), (465, 19, (11, 3)), (470, 42, (11, 4)), (495, 29, (11, 5)),
                (510, 39, (11, 6)), (515, 43, (11, 7)), (520, 61, (11, 8)), (525, 60, (12, 0)), (530, 30, (12, 1)),
                (535, 54, (12, 2)), (545, 23, (12, 3)), (550, 54, (12, 4)), (555, 42, (12, 5)), (560, 28, (12, 6)),
                (570, 26, (12, 8)), (575, 51, (12, 9)), (580, 65, (13, 0)))

_SMI_CUDA = re.compile(r"CUDA Version: *(\d+)\.(\d+)")
_NCCL_DRIVER = re.compile(r"cudaDriverVersion (\d{4,5})\b")
_DRIVER = re.compile(r"Driver Version: *(\d{3})\.(\d+)")
_RUNTIME = (re.compile(r"NCCL version [0-9.]+\+cuda(\d+)\.(\d+)"),
            re.compile(r"[Cc][Uu][Dd][Aa][ -][Tt]oolkit:? *(\d+)\.(\d+)"),
            re.compile(r"release (\d+)\.(\d+), V\d"), re.compile(r"CUDA used to build PyTorch: (\d+)\.(\d+)"))
_WHEEL = re.compile(r"\+cu(\d{2,3})\b")


def driver_cuda(text: str) -> tuple[int, int] | None:
    """The newest CUDA the driver named in ``text`` supports."""
    m = _SMI_CUDA.search(text)
    if m:
        return int(m.group(1)), int(m.group(2))
    m = _NCCL_DRIVER.search(text)  # CUDA_VERSION encoding: 1000 * major + 10 * minor
    if m:
        value = int(m.group(1))
        return value // 1000, (value % 1000) // 10
    m = _DRIVER.search(text)
    if m:
        version = (int(m.group(1)), int(m.group(2)))
        supported = [cuda for major, minor, cuda in _DRIVER_CUDA if (major, minor) <= version]
        return supported[-1] if supported else None
    return None


def runtime_cuda(text: str) -> tuple[int, int] | None:
    """The CUDA version a library named in ``text`` was built for."""
    for pattern in _RUNTIME:
        m = pattern.search(text)
        if m:
            return int(m.group(1)), int(m.group(2))
    m = _WHEEL.search(text)  # PyTorch's local version: +cu92, +cu118, +cu121
    if m:
        digits = m.group(1)
        return int(digits[:-1]), int(digits[-1])
    return None


def _version(v: tuple[int, int]) -> str:
    return f"{v[0]}.{v[1]}"


DRIVER_TOO_OLD = _rule_signature(
    "ctx-driver-older-than-runtime", "driver_mismatch",
    explanation=("A CUDA call failed, and the log shows that the NVIDIA driver supports an older CUDA than the one "
                 "the libraries were built for: a newer major version cannot run at all "
                 "(cudaErrorInsufficientDriver), and a newer minor version runs only under minor version "
                 "compatibility, where PTX JIT and some features fail (unhandled cuda error)."),
    fix=("Upgrade the NVIDIA driver to one that supports the CUDA version named here, or install "
         "the PyTorch/NCCL build for the CUDA version the driver supports (nvidia-smi's "
         "'CUDA Version')."),
    source=("CUDA Compatibility guide (docs.nvidia.com/deploy/cuda-compatibility: minor version compatibility and "
            "its limits); CUDA Toolkit release notes, table 3; NVIDIA/nccl#503 (NCCL built with 11.3 on a "
            "460 driver: unhandled cuda error)"))


def driver_older_than_runtime(cause: Event | None, facts: Facts) -> Event | None:
    """No specific cause (nothing, or only an unrecognised exception), a CUDA error, and a driver older than the
    CUDA the libraries were built for: the driver is the cause."""
    if not _unexplained(cause):
        return cause
    failures = facts.get("ctx-cuda-failure") or ()
    drivers = [(v, e) for e in facts.get("ctx-driver-cuda-version") or () if (v := driver_cuda(e.text))]
    runtimes = [(v, e) for e in facts.get("ctx-runtime-cuda-version") or () if (v := runtime_cuda(e.text))]
    if not (failures and drivers and runtimes):
        return cause
    driver, _ = min(drivers, key=lambda x: x[0])
    runtime, runtime_line = max(runtimes, key=lambda x: x[0])
    if driver >= runtime:
        return cause
    return _explained(failures[0], DRIVER_TOO_OLD, f"the driver supports CUDA {_version(driver)}; built for CUDA "
                      f"{_version(runtime)}: {runtime_line.text.strip()[:120]}")


# -- a missing file in a multi-node run -----------------------------------------------------------------------

# A missing path or module as programs raise it: the OS's ENOENT, Python's FileNotFoundError (datasets' load_from_disk:
# `Directory X not found`), huggingface_hub's LocalEntryNotFoundError for a file not in this node's cache while
# downloads are off (v1.28.0 file_download.py:1896; not its connection-failure variant, a network or Hub outage),
# mosaicml/streaming's `No `remote` provided, but local file X does not exist either` (v0.13.0 stream.py:454).
_MISSING_FILE = re.compile(r"FileNotFoundError|No such file or directory|\[Errno 2\]"
                           r"|ModuleNotFoundError: No module named"
                           r"|LocalEntryNotFoundError: Cannot find the requested files in the disk cache"
                           r"|but local file .* does not exist")

MISSING_ON_A_NODE = _rule_signature(
    "ctx-missing-file-multi-node", "remote_missing_file",
    explanation=("The job ran on several nodes and ended with a missing file or Python module: a path or package "
                 "that exists where the job was prepared (the launching node, a node-local cache or disk, its "
                 "Python environment) but not on every node. Every node opens its own copy of data, caches, "
                 "checkpoints and index files written by another rank, and imports from its own environment."),
    fix=("Put the file on a filesystem every node mounts at the same path (or copy it to each "
         "node), and have the files rank 0 writes (dataset caches, index maps) written to "
         "shared storage or by each node's local rank 0; install the same Python environment on every node."),
    source=("torch/distributed/run.py and deepspeed/launcher/runner.py start every node's ranks in the same working "
            "directory with the same arguments (no file is copied); safelaunch's preflight checks the script, "
            "interpreter and directory only"))


def missing_file_on_a_node(cause: Event | None, facts: Facts) -> Event | None:
    """The job's last exception is a missing file or module and the log says the job ran on several nodes."""
    if cause is None or cause.signature.id != EXCEPTION_SIGNATURE.id or not _MISSING_FILE.search(cause.text):
        return cause
    if not facts.get("ctx-multi-node"):
        return cause
    return replace(cause, signature=MISSING_ON_A_NODE)


# -- NCCL sockets over container bridges ------------------------------------------------------------------------

BRIDGE_SOCKETS = _rule_signature(
    "ctx-nccl-bridge-sockets", "socket_iface",
    explanation=("NCCL's (or Gloo's) sockets use a container bridge, a virtual ethernet interface or a link-local "
                 "address (it exists on this host, or this link, only) and the job failed with a network error, "
                 "or (in a job that spans hosts, with no error shown) its output stops inside NCCL's setup: "
                 "connections to other nodes over that interface cannot succeed."),
    fix=("Set NCCL_SOCKET_IFNAME (and GLOO_SOCKET_IFNAME) to the interface the nodes share, "
         "e.g. NCCL_SOCKET_IFNAME=eth0 or =^docker,br-,veth,lo; safelaunch sets it when every "
         "node's facts show that interface."),
    source=("NVIDIA/nccl src/misc/socket.cc ncclFindInterfaces (unset NCCL_SOCKET_IFNAME excludes only docker* and "
            "lo*); NCCL environment variables docs (NCCL_SOCKET_IFNAME); RFC 3927; NVIDIA/nccl#697"))


def bridge_sockets(cause: Event | None, facts: Facts) -> Event | None:
    """No specific cause, a network failure (or, with nothing found at all, an output that stops in NCCL's setup of
    a job that spans hosts), and NCCL's sockets on a bridge: the interface is the cause."""
    if not _unexplained(cause):
        return cause
    bridges = facts.get("ctx-nccl-virtual-iface")
    failures = facts.get("ctx-nccl-network-failure") or _stalled_setup(cause, facts, bridges)
    if not (failures and bridges):
        return cause
    return _explained(failures[0], BRIDGE_SOCKETS, f"NCCL's sockets: {bridges[0].text.strip()[:160]}")


def _stalled_setup(cause: Event | None, facts: Facts, sockets: Sequence[Event] | None) -> Sequence[Event]:
    """The last line of an output that stops inside NCCL's setup (safelaunch/nccl_setup.py), when nothing else was
    found and the job spans hosts (a NET channel between two hosts, two hosts naming the lines, or a node count):
    a hang there is a connection that never completes. Empty otherwise: on one host, or with a cause found, an
    output that merely stops says nothing of the network."""
    stalled = facts.get("ctx-ends-in-nccl-setup")
    if cause is not None or not stalled or not _reaches_other_hosts(facts, (*(sockets or ()), *stalled)):
        return ()
    return stalled


# -- NCCL sockets on a loopback address, in a job that spans hosts ----------------------------------------------

LOOPBACK_SOCKETS = _rule_signature(
    "ctx-nccl-loopback-sockets", "socket_iface",
    explanation=("NCCL's (or Gloo's) sockets include a loopback address (127.0.0.0/8) in a job that reaches beyond "
                 "this host (the same ranks also use a routable address, or the log shows several nodes), and the "
                 "job failed with a network error (or, with no error shown, its output stops inside NCCL's setup): "
                 "a peer on another node that is given 127.x connects to "
                 "itself and is refused or hangs."),
    fix=("Set NCCL_SOCKET_IFNAME (and GLOO_SOCKET_IFNAME) to the interface the nodes share, e.g. "
         "NCCL_SOCKET_IFNAME=eth0 or =^lo,docker; make each node's hostname resolve to its routable address "
         "rather than 127.0.1.1 (/etc/hosts)."),
    source=("NVIDIA/nccl src/misc/socket.cc ncclFindInterfaces (lo only when nothing else matches or when "
            "NCCL_SOCKET_IFNAME names it; before 2.3.5 every interface, lo included) and net_socket.cc (every "
            "interface used is advertised to the peers); pytorch ProcessGroupGloo.cpp createDefaultDevice "
            "(loopback fallback when the hostname resolves to no usable address); NCCL environment variables docs "
            "(NCCL_SOCKET_IFNAME)"))


def loopback_sockets(cause: Event | None, facts: Facts) -> Event | None:
    """No specific cause, a network failure, and sockets on a loopback address while the job reaches other hosts
    (a routable address in the same socket lists, several hosts naming them, or a multi-node run); or a failed
    connect to a peer at a loopback address in a job that spans hosts."""
    if not _unexplained(cause):
        return cause
    loopback = facts.get("ctx-nccl-loopback-iface")
    failures = facts.get("ctx-nccl-network-failure") or _stalled_setup(cause, facts, loopback)
    if failures and loopback and _reaches_other_hosts(facts, (*loopback, *failures), routable_counts=True):
        return _explained(failures[0], LOOPBACK_SOCKETS, f"sockets on loopback: {loopback[0].text.strip()[:160]}")
    return _failed_peer(cause, facts, "ctx-peer-loopback", LOOPBACK_SOCKETS)


def _failed_peer(cause: Event | None, facts: Facts, fact: str, signature: Signature) -> Event | None:
    """A failed connect to a peer at an address only its own host has (the ``fact`` lines), in a job that spans
    hosts: only hosts or a node count show that (a routable address in NCCL's lists is no evidence here: a one-host
    container has one too, its own eth0)."""
    peers = facts.get(fact)
    seen = (*(peers or ()), *(facts.get("ctx-nccl-routable-iface") or ()))
    if not peers or not _reaches_other_hosts(facts, seen):
        return cause
    return replace(peers[0], signature=signature)


def _reaches_other_hosts(facts: Facts, seen: Sequence[Event], routable_counts: bool = False) -> bool:
    """The job reaches beyond one host: two hosts name the lines, a launcher's node count (ctx-multi-node) is above
    one, a NET channel of NCCL joins ranks on two hosts (safelaunch/nccl_setup.py), or (with routable_counts, for
    sockets that also list loopback) NCCL's sockets list a routable address."""
    routable = (facts.get("ctx-nccl-routable-iface") or ()) if routable_counts else ()
    hosts = {e.host for e in (*seen, *routable) if e.host and not is_task_id(e.host)}
    return bool(routable or len(hosts) > 1 or facts.get("ctx-multi-node") or facts.get("ctx-nccl-ranks-on-two-hosts"))


# -- a peer at Docker's default bridge address, in a job that spans hosts ---------------------------------------

BRIDGE_PEER = _rule_signature(
    "ctx-docker-bridge-peer", "socket_iface",
    explanation=("A rank failed to connect to a peer at an address of Docker's default bridge (172.17.0.0/16) in a "
                 "job that spans hosts: every host numbers its own containers there, so the peer advertised an "
                 "address other hosts cannot reach (containers on the default bridge network, not the host's)."),
    fix=("Run the containers with the host's network (docker run --network=host) or an overlay network the nodes "
         "share, and set NCCL_SOCKET_IFNAME / GLOO_SOCKET_IFNAME to the interface that routes between the nodes."),
    source=("Docker docs, networking (the default bridge docker0, 172.17.0.0/16, is local to each host); "
            "NVIDIA/nccl src/misc/socket.cc (Connect to %s failed : %s: the peer's advertised address); "
            "facebookincubator/gloo gloo/transport/tcp/pair.cc Pair::handleConnecting "
            "(GLOO_ERROR_MSG(\"connect \", peer_.str(), \": \", strerror(optval))); NCCL environment variables docs "
            "(NCCL_SOCKET_IFNAME)"))


def bridge_peer(cause: Event | None, facts: Facts) -> Event | None:
    """No specific cause, a failed connect to a 172.17/16 peer, and a job that reaches other hosts."""
    if not _unexplained(cause):
        return cause
    return _failed_peer(cause, facts, "ctx-peer-docker-bridge", BRIDGE_PEER)


# -- an RDMA failure under a locked-memory limit of at most 32 KiB -----------------------------------------------

TINY_MEMLOCK = _rule_signature(
    "ctx-rdma-failure-tiny-memlock", "memlock_limit",
    explanation=("The job failed in InfiniBand/RoCE communication while libibverbs warned that the locked-memory "
                 "limit is at most 32 KiB: NCCL and MPI register (pin) their buffers for RDMA, which such a limit "
                 "refuses; the failure that follows is then a completion error or NCCL's generic system error "
                 "rather than the registration message."),
    fix=("Raise the memlock limit on every node: ulimit -l unlimited (limits.conf for ssh sessions, "
         "LimitMEMLOCK=infinity for slurmd), docker run --ulimit memlock=-1, Kubernetes: the IPC_LOCK capability."),
    source=("linux-rdma/rdma-core libibverbs/init.c check_memlock_limit (warns for non-root at <= 32768 bytes); "
            "NVIDIA/nccl src/transport/net_ib.cc (buffers registered with ibv_reg_mr); NCCL troubleshooting docs "
            "(InfiniBand: ulimit -l, memlock in containers)"))


def memlock_behind_rdma_failure(cause: Event | None, facts: Facts) -> Event | None:
    """A memlock limit of at most 32 KiB, and either an InfiniBand failure that names no cause of its own (the
    completion-error fallback) or, with NCCL on NET/IB, an unexplained network failure: the limit is the cause."""
    tiny = facts.get("ctx-memlock-tiny")
    if not tiny:
        return cause
    if cause is not None and cause.signature.cls == "ib_unusable" and cause.signature.role == "fallback":
        failure = cause
    elif _unexplained(cause) and facts.get("ctx-nccl-uses-ib") and (facts.get("ctx-nccl-network-failure")):
        failure = facts["ctx-nccl-network-failure"][0]
    else:
        return cause
    return _explained(failure, TINY_MEMLOCK, tiny[0].text.strip()[:120])


IBVERBS_NO_PROVIDER = _rule_signature(
    "ctx-rdma-failure-no-provider", "ib_unusable",
    explanation=("NCCL failed while libibverbs warned that an RDMA device has no user-space provider library here "
                 "(libmlx5 and the like): the device is visible but cannot be opened, so NCCL's InfiniBand "
                 "transport fails or is left half set up. Containers built without rdma-core's providers do this."),
    fix=("Install the RDMA user-space providers where the job runs (Debian/Ubuntu: ibverbs-providers and "
         "libibverbs1; RHEL: rdma-core and libibverbs; MOFED images bring their own), or, if the job is not meant to "
         "use RDMA, NCCL_IB_DISABLE=1 to take the socket transport (slower)."),
    source=("linux-rdma/rdma-core libibverbs/init.c ibverbs_get_device_list (Warning: no userspace device-specific "
            "driver found for %s); NVIDIA/nccl-tests#41 (maintainer: the container is missing IB verbs packages, "
            "probably libmlx5)"))


def _failure_behind(cause: Event | None, facts: Facts, warning_fact: str, failure_facts: Sequence[str],
                    signature: Signature) -> Event | None:
    """A warning that alone is harmless (``warning_fact``) and a failure it explains (the first line of any of
    ``failure_facts``), with no cause of its own (nothing found, the last exception, a generic line): the warning's
    condition is the cause, named on the failure with the warning as evidence."""
    warning = facts.get(warning_fact)
    failures = [event for fact in failure_facts for event in facts.get(fact) or ()]
    if not warning or not failures or not _unexplained(cause):
        return cause
    return _explained(min(failures, key=lambda e: e.line), signature, warning[0].text.strip()[:120])


def rdma_device_without_provider(cause: Event | None, facts: Facts) -> Event | None:
    """An RDMA device without a user-space provider, and an NCCL failure with no cause of its own (NCCL's internal
    or system error): the device that cannot be opened is the cause."""
    return _failure_behind(cause, facts, "ctx-ibverbs-no-provider",
                           ("ctx-nccl-internal-error", "ctx-nccl-network-failure"), IBVERBS_NO_PROVIDER)


NVSHMEM_NO_RDMA = _rule_signature(
    "ctx-nvshmem-init-without-rdma", "ib_unusable",
    explanation=("NVSHMEM failed to initialise after it skipped its InfiniBand transport for want of GPUDirect RDMA "
                 "(no nvidia_peermem or nv_peer_mem module, no dma-buf support): PEs on other nodes have no transport "
                 "that reaches them. Alone, the skip is harmless: a run on one node reaches its PEs over P2P."),
    fix=("Load the GPUDirect RDMA module on every node (modprobe nvidia_peermem; lsmod | grep peermem shows it), or "
         "use a driver and kernel with dma-buf support (the open GPU kernel modules); in a container it is the host's "
         "module that counts."),
    source=("NVIDIA/nvshmem v3.4.5-0:src/modules/transport/ibrc/ibrc.cpp:1978 (nvshmemt_init: 'neither nv_peer_mem, "
            "or nvidia_peermem detected. Skipping transport.'), src/host/transport/transport.cpp:197 (a transport "
            "whose init fails is left out) and src/host/topo/topo.cpp:468 ('Peer GPU %d is not accessible, exiting' "
            "when no loaded transport reaches a PE); deepseek-ai/DeepEP#55 (maintainer: NVSHMEM cannot initialise its "
            "IB transport)"))


def nvshmem_without_rdma(cause: Event | None, facts: Facts) -> Event | None:
    """NVSHMEM skipped its IB transport for want of GPUDirect RDMA, then failed to initialise, and nothing more
    specific was found: the missing RDMA path is the cause (the skip alone, on one node, is none)."""
    return _failure_behind(cause, facts, "ctx-nvshmem-no-rdma", ("ctx-nvshmem-init-failed",), NVSHMEM_NO_RDMA)


XFORMERS_OTHER_BUILD = _rule_signature(
    "ctx-xformers-built-for-other-torch", "driver_mismatch",
    explanation=("xFormers found no operator for a call because its compiled operators did not load, as its import "
                 "warning says: the installed xFormers was built for another PyTorch (or Python) than this one when "
                 "the versions it prints differ; when they are equal, its library failed to load for another reason "
                 "(a missing CUDA library or driver). Alone, that warning is harmless: a run that never calls those "
                 "operators finishes."),
    fix=("Install the xFormers build made for the installed PyTorch and CUDA (pip install -U xformers --index-url "
         "https://download.pytorch.org/whl/cu1XX picks the one that matches, or pin the torch version the wheel "
         "names), or install the PyTorch version the warning says it was built for; python -m xformers.info shows "
         "what loads."),
    source=("facebookresearch/xformers v0.0.26.post1:xformers/_cpp_lib.py:61-78 and :142-145 (the import warning "
            "'xFormers can't load C++/CUDA extensions. xFormers was built for: PyTorch X ... (you have Y)', and the "
            "import goes on) and xformers/ops/fmha/dispatch.py:61 (NotImplementedError 'No operator found for "
            "`{name}` with inputs:' when no operator can run the call); the same in v0.0.35"))


def xformers_built_for_other_torch(cause: Event | None, facts: Facts) -> Event | None:
    """xFormers warned that its operators were built for another PyTorch, then found no operator for a call, and
    nothing more specific was found: the build is the cause (the warning alone, in a run that finishes, is none)."""
    return _failure_behind(cause, facts, "ctx-xformers-other-build", ("ctx-xformers-no-operator",),
                           XFORMERS_OTHER_BUILD)


# -- NCCL versions that differ between hosts ---------------------------------------------------------------------

_NCCL_VERSION = re.compile(r"NCCL version (\d+\.\d+\.\d+)")
# Signatures a version skew explains better: what ranks print when their peers' messages do not parse (a garbled
# peer address, NCCL's internal error), besides fallbacks and an unrecognised exception.
_SKEW_SYMPTOMS = frozenset({"nccl-peer-address-family"})

NCCL_SKEW = _rule_signature(
    "ctx-nccl-version-skew", "driver_mismatch",
    explanation=("Hosts of this job loaded different NCCL versions. NCCL's bootstrap and proxy messages are not "
                 "compatible across versions: a rank reads its peer's address or handle as garbage (a socket "
                 "'neither AF_INET nor AF_INET6', an internal error) or hangs."),
    fix=("Install the same NCCL on every node (the same PyTorch build and nvidia-nccl-cu* wheel in the same "
         "environment, or the same system libnccl on LD_LIBRARY_PATH); python -c 'import torch; "
         "print(torch.cuda.nccl.version())' on each node shows which one is loaded."),
    source=("NVIDIA/nccl src/init.cc showVersion (NCCL version %s, per process); NVIDIA/nccl v2.26.5-1 src/init.cc "
            "(WARN 'Mismatched NCCL version detected', the check NCCL added for this); NVIDIA/nccl#1267 (ranks on "
            "2.20.5 and 2.19.3: 'connecting to address with family 0 is neither AF_INET(2) nor AF_INET6(10)', "
            "fixed by one version on every node)"))


def distinct(signature_id: str, event: Event, kept: Sequence[Event]) -> bool:
    """Whether a context line past the first few states a value the kept ones do not (the Diagnoser then keeps it):
    an NCCL version not seen yet."""
    if signature_id != "ctx-nccl-version":
        return False
    version = _nccl_version(event)
    return version is not None and version not in {_nccl_version(k) for k in kept}


def _nccl_version(event: Event) -> str | None:
    found = _NCCL_VERSION.search(event.text)
    return found.group(1) if found else None


def nccl_version_skew(cause: Event | None, facts: Facts) -> Event | None:
    """Two hosts name different NCCL versions, and the failure is unexplained, a fallback, or a symptom of messages
    that do not parse: the version skew is the cause."""
    if not (_unexplained(cause) or (cause is not None and (cause.signature.role == "fallback"
                                                            or cause.signature.id in _SKEW_SYMPTOMS))):
        return cause
    by_version: dict[str, str] = {}  # version -> the first host that names it
    for line in facts.get("ctx-nccl-version") or ():
        version = _nccl_version(line)
        if version and line.host:
            by_version.setdefault(version, line.host)
    if len(set(by_version.values())) < 2 or (cause is None and not facts.get("ctx-nccl-network-failure")):
        return cause
    failure = cause or facts["ctx-nccl-network-failure"][0]
    named = ", ".join(f"NCCL {version} on {host}" for version, host in sorted(by_version.items()))
    return _explained(failure, NCCL_SKEW, named)


# -- a job that ended with nothing said, its host memory nearly full ----------------------------------------------

HOST_MEMORY_FULL = _rule_signature(
    "ctx-ended-with-host-memory-full", "host_mem_alloc",
    explanation=("The job ended without any error line, without going on, and a memory report of DeepSpeed says at "
                 "least 90% of the host's memory was in use: a process killed by the kernel's OOM killer (or the "
                 "container's memory limit) prints nothing; the launcher reports it as return code -9 or not at all."),
    fix=("Give the job more host memory or use less: fewer processes or DataLoader workers per node, ZeRO offload "
         "(offload_optimizer / offload_param to CPU) off or to NVMe, a smaller model or batch; `dmesg` (or the "
         "container's events) shows the OOM killer's report."),
    source=("deepspeedai/DeepSpeed v0.19.5:deepspeed/runtime/utils.py:833 see_memory_usage (psutil's percent of "
            "memory not available); Linux mm/oom_kill.c (SIGKILL, no message in the process's own output); "
            "deepspeed/launcher/launch.py sigkill_handler (exits with return code = -9)"))


def host_memory_full(cause: Event | None, facts: Facts) -> Event | None:
    """Nothing found at all (no error, no exception, no progress at the end), and a report of host memory at least
    90% in use: the job was most likely killed for memory. Only with nothing else: a job with any error line is
    explained by that line, and one that went on after the report is not diagnosed at all (diagnosis.root_cause)."""
    full = facts.get("ctx-host-memory-nearly-full")
    if cause is not None or not full:
        return cause
    return replace(full[-1], signature=HOST_MEMORY_FULL)  # the latest such report kept (the first few are)


# -- a full /dev/shm seen by a semaphore probe, then a job that ended with ENOSPC on it -----------------------------

SEMAPHORE_ENOSPC = _rule_signature(
    "ctx-ended-after-semaphore-enospc", "shm_exhausted",
    explanation=("Creating a POSIX semaphore failed with ENOSPC earlier in the run (joblib said so and went on in "
                 "serial mode): on Linux a named semaphore is a file in /dev/shm, so /dev/shm is full; the job then "
                 "ended with the same ENOSPC (multiprocessing's locks and queues, torch.multiprocessing.spawn, "
                 "DataLoader workers)."),
    fix=("Give the container a larger /dev/shm (docker run --shm-size=1g or --ipc=host; Kubernetes: an emptyDir with "
         "medium: Memory at /dev/shm), or remove stale files from /dev/shm (df -h /dev/shm)."),
    source=("joblib/joblib joblib/_multiprocessing_helpers.py (a Semaphore created at import; on OSError the warning "
            "'%s.  joblib will operate in serial mode'); CPython Modules/_multiprocessing/semaphore.c (SemLock: "
            "sem_open); glibc sysdeps/pthread/sem_open.c (the semaphore is a file in /dev/shm)"))


def semaphore_enospc(cause: Event | None, facts: Facts) -> Event | None:
    """A semaphore could not be created for lack of space in /dev/shm, and the job ended with an ENOSPC exception:
    the full /dev/shm is the cause. Any other failure keeps its own, and a log that ends with nothing found gets
    none from this (joblib goes on in serial mode after its warning, and a run may then finish quietly)."""
    full = facts.get("ctx-semaphore-enospc")
    if not full or cause is None:  # a run that ended with nothing said may have gone on in serial mode and finished
        return cause
    path = _QUOTED_PATH.search(cause.text)
    if (cause.signature.id == EXCEPTION_SIGNATURE.id and _ENOSPC.search(cause.text)
            and (path is None or path.group(1).startswith("/dev/shm"))):  # another file system's ENOSPC is its own
        return _explained(cause, SEMAPHORE_ENOSPC, full[0].text)
    return cause


_ENOSPC = re.compile(r"\[Errno 28\]|No space left on device")
_QUOTED_PATH = re.compile(r": '(/[^']*)'")

# -- the RAPIDS Accelerator's memory pool above the GPU's free memory, then an allocation failure -----------------

RMM_POOL_OOM = _rule_signature(
    "ctx-rmm-pool-ended-out-of-memory", "cuda_oom",
    explanation=("The RAPIDS Accelerator for Spark sized its GPU memory pool (RMM) above the GPU's free memory, and "
                 "the job then failed to allocate: another process (often a second Spark executor placed on the "
                 "same GPU, or a leftover worker) already holds part of the GPU."),
    fix=("Give each executor a GPU of its own (spark.executor.resource.gpu.amount=1 with a GPU discovery script, "
         "spark.task.resource.gpu.amount=1/cores), check nvidia-smi for other processes on the GPU, or lower "
         "spark.rapids.memory.gpu.allocFraction below the free share."),
    source=("NVIDIA/spark-rapids GpuDeviceManager.initializeRmm (the warning 'Initial RMM allocation(N MB) is larger "
            "than free memory(M MB)' before Rmm.initialize); rapidsai/cudf java/src/main/native/include/"
            "jni_utils.hpp CATCH_STD (a std::bad_alloc, RMM's out_of_memory included, becomes "
            "java.lang.OutOfMemoryError: Could not allocate native memory)"))

# A native allocation (cuDF's JNI wrapper, RMM, a C++ bad_alloc), not the JVM's own heap (OutOfMemoryError: Java heap
# space, GC overhead limit exceeded, Metaspace: host memory).
_ALLOCATION_FAILED = re.compile(r"Could not allocate native memory|bad_alloc|out_of_memory|RMM|[Oo]ut of memory")


def rmm_pool_oom(cause: Event | None, facts: Facts) -> Event | None:
    """The RMM pool was sized above the free GPU memory, and the job's failure is an allocation failure that no
    signature explains (cuDF's JNI wrapper carries host and device failures alike): GPU memory is the cause."""
    warned = facts.get("ctx-rmm-pool-exceeds-free")
    if not warned or cause is None or not _unexplained(cause) or not _ALLOCATION_FAILED.search(cause.text):
        return cause
    return _explained(cause, RMM_POOL_OOM, warned[0].text)


# -- the job ended on a KeyError for a variable a launcher sets: it was started without one ------------------------

LAUNCHER_VARIABLE_UNSET = _rule_signature(
    "ctx-launcher-variable-unset", "other",
    explanation=("The job ended on a KeyError for a variable a distributed launcher sets for each process "
                 "(LOCAL_RANK, RANK, WORLD_SIZE, MASTER_ADDR...). When the traceback shows it read from the "
                 "environment (os.environ[...], os.py's __getitem__), it was not set: the script was started with "
                 "plain python (or by a launcher that sets other names) rather than through torchrun, deepspeed or "
                 "torch.distributed.launch; otherwise the traceback names the mapping that lacks the key."),
    fix=("Start the script through the launcher (torchrun --nproc_per_node N script.py, deepspeed script.py, or "
         "safelaunch script.py), or let it fall back to one process when the variable is absent "
         "(int(os.environ.get('LOCAL_RANK', 0)))."),
    source=("pytorch/pytorch torch/distributed/run.py v2.13 and torch/distributed/elastic/agent/server/api.py (the "
            "agent sets LOCAL_RANK, RANK, GROUP_RANK, LOCAL_WORLD_SIZE, WORLD_SIZE, MASTER_ADDR, MASTER_PORT for each "
            "worker); deepspeedai/DeepSpeed deepspeed/launcher/launch.py (RANK, LOCAL_RANK, WORLD_SIZE, MASTER_ADDR, "
            "MASTER_PORT); CPython Lib/os.py _Environ.__getitem__ (raise KeyError(key) from None)"))


def _fact_just_above(cause: Event, facts: Facts, fact: str, within: int) -> Event | None:
    """The first line of context ``fact`` at most ``within`` lines above ``cause`` (a frame of its traceback)."""
    return next((e for e in facts.get(fact, ()) if 0 < cause.line - e.line <= within), None)


_LAUNCHER_KEY = re.compile(r"\bKeyError: '(?:LOCAL_RANK|RANK|WORLD_SIZE|LOCAL_WORLD_SIZE|MASTER_ADDR|MASTER_PORT|"
                           r"GROUP_RANK|NODE_RANK)'\s*$")
_FRAME_TO_EXCEPTION = 3  # os.py's frame line, its code line (raise KeyError(key) from None), the exception


def launcher_variable_unset(cause: Event | None, facts: Facts) -> Event | None:
    """The job's last exception is a KeyError naming a variable the launchers set, raised by os.environ's lookup
    (its os.py frame just above the exception): explained as a launch without a launcher. Only the exception the job
    ended on (a KeyError printed and survived decides nothing, and a signature's cause keeps its own explanation);
    a dict's or a DataFrame's KeyError on a key of the same name has no os.py frame and stays the plain exception."""
    if cause is None or cause.signature.id != EXCEPTION_SIGNATURE.id or not _LAUNCHER_KEY.search(cause.text):
        return cause
    lookup = _fact_just_above(cause, facts, "ctx-environ-lookup", _FRAME_TO_EXCEPTION)
    if lookup is None:
        return cause
    return _explained(cause, LAUNCHER_VARIABLE_UNSET, lookup.text)


KERNEL_PORTS_IN_USE = _rule_signature(
    "ctx-jupyter-kernel-ports-in-use", "other",
    explanation=("A Jupyter kernel could not bind its ports because they are in use, most often because a second "
                 "kernel was started with the notebook's connection file: that is what a launcher does when it re-runs "
                 "the current command line in each worker from a notebook (sys.argv is ipykernel_launcher -f "
                 "kernel-N.json), so each worker starts a kernel instead of the training script (a port taken between "
                 "the client choosing it and the kernel binding it reads the same). Not the job's master port."),
    fix=("Launch the training from a script (torchrun/deepspeed train.py, or %%writefile then !torchrun), or use the "
         "notebook launcher your library provides (accelerate's notebook_launcher, Lightning's ddp_notebook "
         "strategy), which runs a function in forked workers instead of re-running sys.argv."),
    source=("ipython/ipykernel v7.3.0:ipykernel/kernelapp.py:250-287 (_try_bind_socket / _bind_socket: with the "
            "ports a connection file gives, zmq's EADDRINUSE is raised at once as 'zmq.error.ZMQError: Address "
            "already in use'); a worker re-running sys.argv in a notebook runs ipykernel_launcher with the "
            "notebook kernel's own connection file"))
_IN_USE = re.compile(r"ZMQError: Address already in use")
_FRAME_TO_BIND_ERROR = 12  # kernelapp.py's frame, its code line, pyzmq's frames (sugar/socket.py, the Cython ones)


def jupyter_kernel_ports_in_use(cause: Event | None, facts: Facts) -> Event | None:
    """ZeroMQ's address in use with no specific cause (the words, or the job's last exception), raised through
    ipykernel's socket binding a few lines above: a second Jupyter kernel on the notebook's ports, not the master
    port (a worker that re-ran the notebook's command line)."""
    if cause is None or not _unexplained(cause) or not _IN_USE.search(cause.text):
        return cause
    bind = _fact_just_above(cause, facts, "ctx-ipykernel-bind", _FRAME_TO_BIND_ERROR)
    if bind is None:
        return cause
    return _explained(cause, KERNEL_PORTS_IN_USE, bind.text.strip()[:120])


RULES: tuple[Rule, ...] = (driver_older_than_runtime, missing_file_on_a_node, bridge_sockets, loopback_sockets,
                           bridge_peer, memlock_behind_rdma_failure, rdma_device_without_provider, nccl_version_skew,
                           host_memory_full, semaphore_enospc, rmm_pool_oom, launcher_variable_unset,
                           nvshmem_without_rdma, xformers_built_for_other_torch,
                           jupyter_kernel_ports_in_use)
# What the rules name (the manual lists them).
RULE_SIGNATURES = (DRIVER_TOO_OLD, MISSING_ON_A_NODE, BRIDGE_SOCKETS, LOOPBACK_SOCKETS, BRIDGE_PEER, TINY_MEMLOCK,
                   IBVERBS_NO_PROVIDER, NCCL_SKEW, HOST_MEMORY_FULL, SEMAPHORE_ENOSPC, RMM_POOL_OOM,
                   LAUNCHER_VARIABLE_UNSET, NVSHMEM_NO_RDMA, XFORMERS_OTHER_BUILD,
                   KERNEL_PORTS_IN_USE)


def explain(cause: Event | None, facts: Facts) -> Event | None:
    """The root cause after the context rules (the first rule that changes it decides)."""
    for rule in RULES:
        better = rule(cause, facts)
        if better is not cause:
            return better
    return cause
