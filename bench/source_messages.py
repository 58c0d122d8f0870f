# ruff: noqa: E501  (a table of source format strings, quoted as they are)
"""Build tests/data/source_messages.jsonl: the failure messages the programs can print, from their sources.

Each record is one format string a real program prints (NCCL `WARN`/`INFO`, PyTorch c10d/elastic, the CUDA
runtime's `cudaGetErrorString` texts, glibc/ld.so, shells, OpenSSH/pdsh, the kernel, Slurm, UCX, Open MPI,
libfabric (EFA, PSM3), Horovod, accelerate, vLLM, libnvidia-container, PyTorch Lightning, DeepSpeed, Ray, RCCL/HIP,
oneCCL, MPICH Hydra, NVSHMEM, JAX/XLA, TensorFlow, BIND host/nslookup, Docker, containerd), with
where it comes from, the release(s) it was read in, and one realistic instantiation as it appears in a log
(prefixes included). It is derived from the sources, not from logs: a check that the catalog matches a
failure however each program words it, not a measure of accuracy on real logs.

`class` is what the message means: one of safelaunch's classes, or `none` for a line that is not the root
cause of anything. `kind` says how it is tested (tests/test_source_messages.py):

* ``cause``: alone, and inside a failing run, the root cause is ``class``;
* ``benign``: printed by healthy runs (INFO lines, warnings); alone it is no root cause;
* ``retried``: printed by runs that then go on (a retried connection); followed by training steps it is
  no root cause;
* ``consequence``: printed because another rank or node failed (a peer closed its socket, a wrapper);
  after a real cause, that cause stays the root cause.

NCCL sources were read with ``git -C <NVIDIA/nccl mirror> show <tag>:<path>`` (line numbers are those of
that tag); PyTorch's in the v2.13.0 wheel (Python files with their line numbers, C++ format strings from
libtorch_cpu.so, whose source paths are given) and in pytorch/pytorch. The sections at the end (UCX v1.17.0,
Slurm 24.05.8, Horovod v0.28.1, libfabric v1.22.0, Open MPI v4.1.6, accelerate v1.14.0) were read the same way with
``git show <tag>:<path>``; vLLM and libnvidia-container in a code index at the commits given (the file:line inside
their `line` prefixes is illustrative). A second pass added PyTorch Lightning 2.6.5, DeepSpeed v0.19.5 (launcher),
Ray 2.40.0 (Python files and strings of the raylet/_raylet.so binaries of its wheel), RCCL and the HIP runtime
(ROCm/rccl and ROCm/clr rocm-6.2.2), oneCCL 2021.14, MPICH Hydra v4.3.2, NVSHMEM v3.4.5-0, JAX jax-v0.4.38 with
the XLA strings of jaxlib 0.4.38's xla_extension.so, TensorFlow (code index, 1.x-era commits), ISC BIND v9.18.50
(host, nslookup), Docker (moby v25.0.17) and containerd v2.2.7, read the same ways; the file:line in the absl/glog
prefixes of the XLA and TensorFlow `line`s is illustrative. A third pass (2026-11-27) added releases not read before:
NCCL v2.4.8-1, v2.14.3-1, v2.19.3-1 and v2.26.5-1 (git show), PyTorch v1.8.1, v1.10.2 and v1.13.1 (Python files of the
official wheels, C++ strings of their libraries; the file:line inside `[E ProcessGroupNCCL.cpp:NNN]` is illustrative)
and the DeepSpeed v0.9.5 and v0.14.4 launchers. A fourth pass (2026-11-27) added vLLM 0.6.3.post1 and 0.10.1.1 and
SGLang 0.5.9 (their PyPI source releases), Slurm slurm-24-11-7-1, PRRTE v3.0.14 (Open MPI 5's runtime), Apptainer
v1.3.6 and the DeepSpeed v0.16.9 runtime (git show), PyTorch 2.13.0's elastic/c10d Python files and libtorch_cpu
strings (ProcessGroupNCCL texts from a code index without a tag: the first release given is an estimate), and
Kubernetes kubelet/scheduler messages from a code index (not checked against a tag: version `v1.x (code index)`). A fifth pass (2026-11-27) added NCCL v2.29.7-1 and
v2.30.7-1, aws-ofi-nccl v1.21.1, TransformerEngine v2.18, Megatron-LM core_v0.19.0, apex 25.09, Open MPI v5.0.10 and
PyTorch v2.5.1 (spawn, DataLoader, cuDNN/capability checks, torchrun's etcd rendezvous; the aarch64 wheel's Python
files and libtorch_cpu strings) plus PyTorch's cuBLAS/cuDNN/cuSOLVER status texts from a code index (commits given).
A sixth pass (2026-11-27) added NVIDIA pyxis v0.20.0/v0.23.0 and enroot v3.5.0,
nvidia-container-toolkit v1.17.8, DeepSpeed v0.17.6, Lightning 1.9.5, accelerate v1.14.0 (state.py, launch), DCGM v4.6.0,
PyTorch 2.13.0's elastic/DCP/FSDP/c10d strings, CPython 3.11 multiprocessing and, from a code index, the kernel's mlx5,
hung-task and NVSwitch texts and MVAPICH2's vbuf registration; a seventh (2026-11-27) the NCCL releases not read before
(v2.8.4 to v2.27.7, texts new or worded differently, each checked against its caller), Open MPI v4.1.6 and v5.0.10
help texts and libfabric v1.22.0's tcp, verbs, EFA and PSM3 providers; records read by the developer while scoring the
tenth to sixteenth unseen sets are marked so (an eighth group, 2026-11-27: Ray, PaddlePaddle, UCX, NVSHMEM,
NCCL's graph file, OpenSSH's methods list). Run: python -m bench.source_messages
"""

from __future__ import annotations

import json
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "source_messages.jsonl"
RECORDS: list[dict[str, str]] = []
H, PID = "node-1", "48213:48390"


def rec(cls: str, kind: str, program: str, version: str, source: str, fmt: str, line: str) -> None:
    RECORDS.append({"class": cls, "kind": kind, "program": program, "version": version, "source": source,
                    "format": fmt, "line": line})


def nccl(cls: str, kind: str, tag: str, path: str, lineno: int, fmt: str, msg: str, level: str = "WARN",
         dev: int = 3) -> None:
    """An NCCL debug line: WARN lines carry file:line of the call (path relative to src/), INFO lines do not."""
    where = f" {path.removeprefix('src/')}:{lineno}" if level == "WARN" else ""
    rec(cls, kind, "NCCL", tag, f"NVIDIA/nccl {tag}:{path}:{lineno}", fmt,
        f"{H}:{PID} [{dev}]{where} NCCL {level} {msg}")


# ---- shm_exhausted -------------------------------------------------------------------------------------
nccl("shm_exhausted", "cause", "v2.7.8-1", "src/include/shm.h", 48,
     'WARN("Error while %s shared memory segment %s (size %d)\\n", create ? "creating" : "attaching to", ...)',
     "Error while creating shared memory segment nccl-shm-recv-b3a4c2d1e8f7a6b5-0-1-3 (size 4460544)")
nccl("shm_exhausted", "cause", "v2.11.4-1", "src/include/checks.h", 49,
     'SYSCHECK(shm_allocate(*fd, shmsize), "posix_fallocate") -> WARN("Call to " name " failed : %s", strerror(errno))',
     "Call to posix_fallocate failed : No space left on device")
nccl("shm_exhausted", "cause", "v2.18.3-1", "src/misc/shmutils.cc", 71,
     'WARN("Error: failed to extend %s to %ld bytes", shmPath, realShmSize)',
     "Error: failed to extend /dev/shm/nccl-Xd0d3K to 9637892 bytes")
nccl("shm_exhausted", "cause", "v2.18.3-1", "src/misc/shmutils.cc", 112,
     'WARN("Error while %s shared memory segment %s (size %ld)", create ? "creating" : "attaching to", shmPath, shmSize)',
     "Error while creating shared memory segment /dev/shm/nccl-Xd0d3K (size 9637888)")
nccl("shm_exhausted", "cause", "v2.28.9-1", "src/misc/shmutils.cc", 73,
     'WARN("Error: failed to create shared memory file %s, error %s (%d)", shmPath, strerror(errno), errno)',
     "Error: failed to create shared memory file /dev/shm/nccl-8F2kQa, error No space left on device (28)")
nccl("shm_exhausted", "cause", "v2.28.9-1", "src/misc/shmutils.cc", 87,
     'WARN("Error: failed to extend %s to %ld bytes, error: %s (%d)", shmPath, realShmSize, strerror(errno), errno)',
     "Error: failed to extend /dev/shm/nccl-8F2kQa to 33030532 bytes, error: No space left on device (28)")
nccl("shm_exhausted", "cause", "v2.28.9-1", "src/misc/shmutils.cc", 131,
     'WARN("Error while %s shared memory segment %s (size %ld), error: %s (%d)", create ? "creating" : ..., ...)',
     "Error while creating shared memory segment /dev/shm/nccl-8F2kQa (size 33030528), error: No space left on "
     "device (28)")
rec("shm_exhausted", "cause", "PyTorch", "v2.1-v2.13", "pytorch/pytorch torch/csrc/DataLoader.cpp (SIGBUS handler)",
    "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).",
    "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).")
rec("shm_exhausted", "cause", "PyTorch", "v2.1-v2.13",
    "pytorch/pytorch torch/csrc/DataLoader.cpp and torch/utils/data/dataloader.py (_MultiProcessingDataLoaderIter)",
    "DataLoader worker (pid %d) is killed by signal: %s. It is possible that dataloader's workers are out of shared "
    "memory. Please try to raise your shared memory limit.",
    "RuntimeError: DataLoader worker (pid 5219) is killed by signal: Bus error. It is possible that dataloader's "
    "workers are out of shared memory. Please try to raise your shared memory limit.")
rec("shm_exhausted", "cause", "PyTorch", "v2.1-v2.13", "pytorch/pytorch aten/src/ATen/MapAllocator.cpp",
    'TORCH_CHECK(false, "unable to write to file <", filename_, ">: ", c10::utils::str_error(errno), " (", errno, ")")',
    "RuntimeError: unable to write to file </torch_5219_2771463015_0>: No space left on device (28)")
rec("shm_exhausted", "cause", "PyTorch", "v2.1-v2.13", "pytorch/pytorch aten/src/ATen/MapAllocator.cpp",
    '"unable to allocate shared memory(shm) for file <", filename_, ">: ", str_error(errno), " (", errno, ")"',
    "RuntimeError: unable to allocate shared memory(shm) for file </torch_5219_2771463015_3>: No space left on "
    "device (28)")
rec("shm_exhausted", "cause", "CPython", "3.8-3.12", "cpython Modules/faulthandler.c (Fatal Python error: %s)",
    "Fatal Python error: Bus error",
    "Fatal Python error: Bus error")
rec("shm_exhausted", "cause", "torch elastic", "v2.1-v2.13",
    "pytorch/pytorch torch/distributed/elastic/multiprocessing/api.py (SignalException: Process %d got signal: %d)"
    " and elastic agent failure report (Signal %d (%s) received by PID %d)",
    "Signal 7 (SIGBUS) received by PID %d",
    "[2025-03-02 11:04:15,112] torch.distributed.elastic.multiprocessing.api: [ERROR] failed (exitcode: -7) "
    "local_rank: 1 (pid: 5219) of binary: /usr/bin/python3")
rec("shm_exhausted", "cause", "CPython", "3.8-3.12", "cpython Lib/multiprocessing + glibc strsignal(SIGBUS)",
    "<Signals.SIGBUS: 7>", "exitcode  : -7 (pid: 5219)")
rec("shm_exhausted", "cause", "CPython", "3.8-3.12", "cpython Lib/shutil.py / OSError str: [Errno %d] %s: '%s'",
    "OSError: [Errno 28] No space left on device: '%s'",
    "OSError: [Errno 28] No space left on device: '/dev/shm/psm3_shm.8e2f0a1c'")

# ---- memlock_limit -------------------------------------------------------------------------------------
nccl("memlock_limit", "cause", "v2.7.8-1", "src/misc/ibvwrap.cc", 152,
     'IBV_PTR_CHECK(ibv_internal_reg_mr, ..., "ibv_reg_mr") -> WARN("Call to " name " failed")',
     "Call to ibv_reg_mr failed")
nccl("memlock_limit", "cause", "v2.7.8-1", "src/misc/ibvwrap.cc", 152,
     'IBV_PTR_CHECK(ibv_internal_create_cq, ..., "ibv_create_cq") -> WARN("Call to " name " failed")',
     "Call to ibv_create_cq failed")
nccl("memlock_limit", "cause", "v2.28.9-1", "src/misc/ibvwrap.cc", 40,
     'IBV_PTR_CHECK_ERRNO(..., "ibv_reg_mr") -> WARN("Call to " name " failed with error %s", strerror(errno))',
     "Call to ibv_reg_mr failed with error Cannot allocate memory")
nccl("memlock_limit", "cause", "v2.28.9-1", "src/misc/ibvwrap.cc", 40,
     'IBV_PTR_CHECK_ERRNO(..., "ibv_reg_mr_iova2") -> WARN("Call to " name " failed with error %s", strerror(errno))',
     "Call to ibv_reg_mr_iova2 failed with error Cannot allocate memory")
nccl("memlock_limit", "cause", "v2.28.9-1", "src/misc/ibvwrap.cc", 40,
     'IBV_PTR_CHECK_ERRNO(..., "ibv_reg_dmabuf_mr") -> WARN("Call to " name " failed with error %s", strerror(errno))',
     "Call to ibv_reg_dmabuf_mr failed with error Cannot allocate memory")
nccl("memlock_limit", "cause", "v2.28.9-1", "src/misc/ibvwrap.cc", 40,
     'IBV_PTR_CHECK_ERRNO(..., "ibv_create_qp") -> WARN("Call to " name " failed with error %s", strerror(errno))',
     "Call to ibv_create_qp failed with error Cannot allocate memory")
nccl("memlock_limit", "cause", "v2.18.3-1", "src/misc/ibvwrap.cc", 34,
     'IBV_PTR_CHECK_ERRNO(..., "ibv_alloc_pd") -> WARN("Call to " name " failed with error %s", strerror(errno))',
     "Call to ibv_alloc_pd failed with error Cannot allocate memory")
rec("memlock_limit", "cause", "UCX", "v1.12-v1.17", "openucx/ucx src/uct/ib/base/ib_md.c (uct_ib_md_reg_mr)",
    "ibv_reg_mr(address=%p, length=%zu, access=0x%x) failed: %m",
    "[1740912255.123456] [node-1:48213:0]          ib_md.c:293  UCX  ERROR ibv_reg_mr(address=0x7f3b2c000000, "
    "length=268435456, access=0xf) failed: Cannot allocate memory")
rec("memlock_limit", "cause", "UCX", "v1.12-v1.17", "openucx/ucx src/uct/ib/base/ib_iface.c (uct_ib_iface_create_cq)",
    "ibv_create_cq(cqe=%d) failed: %m",
    "[1740912255.123999] [node-1:48213:0]        ib_iface.c:725  UCX  ERROR ibv_create_cq(cqe=4096) failed: Cannot "
    "allocate memory")
rec("memlock_limit", "cause", "Open MPI", "v4.x", "open-mpi/ompi opal/mca/btl/openib/help-mpi-btl-openib.txt",
    "The OpenFabrics (openib) BTL failed to initialize while trying to allocate some locked memory.",
    "The OpenFabrics (openib) BTL failed to initialize while trying to allocate some locked memory.  This")
rec("memlock_limit", "cause", "libfabric", "v1.x", "ofiwg/libfabric include/rdma/fi_errno.h via fi_strerror(12)",
    "Libfabric error: (%d) %s",
    "RuntimeError: Libfabric error: (-12) Cannot allocate memory")

# ---- cma_ptrace ----------------------------------------------------------------------------------------
rec("cma_ptrace", "cause", "Open MPI", "v3-v4", "open-mpi/ompi opal/mca/btl/vader/btl_vader_get.c (CMA read)",
    'opal_output(0, "Read %ld, expected %lu, errno = %d\\n", ret, size, errno)',
    "Read -1, expected 131072, errno = 1")
rec("cma_ptrace", "cause", "libfabric PSM3", "v1.x", "ofiwg/libfabric prov/psm3/psm3/ptl_am/ptl.c",
    "Reading from remote process' memory failed. Disabling CMA support",
    "node-1.48213hfi_userinit: Reading from remote process' memory failed. Disabling CMA support")
rec("cma_ptrace", "cause", "UCX", "v1.12-v1.17", "openucx/ucx src/uct/sm/scopy/cma/cma_ep.c",
    "process_vm_%s(pid=%d {%p,%zu}-->{%p,%zu}) returned %zd: %m",
    "[1740912255.4] [node-1:48213:0]     cma_ep.c:81   UCX  ERROR process_vm_readv(pid=48214 {0x7f3b2c000000,16384}"
    "-->{0x7f1a10000000,16384}) returned -1: Operation not permitted")

# ---- host_mem_alloc ------------------------------------------------------------------------------------
rec("host_mem_alloc", "cause", "Linux", "4.x-6.x", "torvalds/linux mm/oom_kill.c (__oom_kill_process)",
    '"%s: Killed process %d (%s) total-vm:%lukB, anon-rss:%lukB, ..."',
    "[612345.678901] Out of memory: Killed process 48213 (python) total-vm:182345680kB, anon-rss:121876544kB, "
    "file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:240000kB oom_score_adj:0")
rec("host_mem_alloc", "cause", "Linux", "3.x-4.x", "torvalds/linux mm/oom_kill.c@v4.14 (oom_kill_process)",
    '"%s: Kill process %d (%s) score %u or sacrifice child"',
    "[612345.678901] Out of memory: Kill process 48213 (python) score 901 or sacrifice child")
rec("host_mem_alloc", "cause", "Linux", "4.x-6.x", "torvalds/linux mm/memcontrol.c (mem_cgroup_out_of_memory)",
    '"Memory cgroup out of memory: Killed process %d (%s) ..."',
    "[612345.678901] Memory cgroup out of memory: Killed process 48213 (python) total-vm:98765432kB, "
    "anon-rss:64000000kB, file-rss:0kB, shmem-rss:0kB")
rec("host_mem_alloc", "cause", "Linux", "5.x-6.x", "torvalds/linux mm/oom_kill.c (dump_oom_summary)",
    '"oom-kill:constraint=%s,nodemask=%*pbl,cpuset=%s,mems_allowed=..."',
    "[612345.678800] oom-kill:constraint=CONSTRAINT_MEMCG,nodemask=(null),cpuset=/,mems_allowed=0-1,"
    "oom_memcg=/slurm/uid_1000/job_4711,task_memcg=/slurm/uid_1000/job_4711/step_0,task=python,pid=48213,uid=1000")
rec("host_mem_alloc", "cause", "Slurm", "20.11-23.x", "SchedMD/slurm src/plugins/task/cgroup/task_cgroup_memory.c",
    '"Detected %"PRIu64" oom-kill event(s) in %ps cgroup. Some of your processes may have been killed by the '
    'cgroup out-of-memory handler."',
    "slurmstepd: error: Detected 1 oom-kill event(s) in StepId=4711.0 cgroup. Some of your processes may have "
    "been killed by the cgroup out-of-memory handler.")
rec("host_mem_alloc", "cause", "Slurm", "23.x-24.x", "SchedMD/slurm src/plugins/cgroup/v2/cgroup_v2.c",
    '"Detected %"PRIu64" oom_kill event%s in %ps. Some of the step tasks have been OOM Killed."',
    "slurmstepd: error: Detected 1 oom_kill event in StepId=4711.0. Some of the step tasks have been OOM Killed.")
rec("host_mem_alloc", "cause", "PyTorch", "v2.1-v2.13",
    "pytorch/pytorch torch/utils/data/dataloader.py + torch/csrc/DataLoader.cpp (worker killed by SIGKILL)",
    "DataLoader worker (pid %d) is killed by signal: %s.",
    "RuntimeError: DataLoader worker (pid 5220) is killed by signal: Killed.")
rec("host_mem_alloc", "cause", "PyTorch", "v2.1-v2.13", "pytorch/pytorch c10/core/impl/alloc_cpu.cpp (alloc_cpu)",
    '"DefaultCPUAllocator: can\'t allocate memory: you tried to allocate ", nbytes, " bytes. Error code ", err, '
    '" (", strerror(err), ")"',
    "RuntimeError: DefaultCPUAllocator: can't allocate memory: you tried to allocate 34359738368 bytes. Error code "
    "12 (Cannot allocate memory)")
rec("host_mem_alloc", "cause", "PyTorch", "v1.x-v2.0", "pytorch/pytorch c10/core/impl/alloc_cpu.cpp@v1.13.1",
    '"[enforce fail at alloc_cpu.cpp:%d] data. DefaultCPUAllocator: not enough memory: you tried to allocate %d '
    'bytes."',
    "RuntimeError: [enforce fail at alloc_cpu.cpp:75] data. DefaultCPUAllocator: not enough memory: you tried to "
    "allocate 34359738368 bytes.")
rec("host_mem_alloc", "cause", "NumPy", "1.17-2.x", "numpy/numpy numpy/core/_exceptions.py (_ArrayMemoryError)",
    '"Unable to allocate {} for an array with shape {} and data type {}"',
    "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 32.0 GiB for an array with shape (4294967296,) "
    "and data type float64")
nccl("host_mem_alloc", "cause", "v2.23.4-1", "src/include/alloc.h", 119,
     'WARN("Failed to CUDA host alloc %ld bytes", nelem*ncclSizeOfT<T>())',
     "Failed to CUDA host alloc 4194304 bytes")
nccl("host_mem_alloc", "cause", "v2.18.3-1", "src/misc/utils.cc", 271,
     'WARN("%s:%d Unrecoverable error detected: malloc(size=%llu) returned null.", __FILE__, __LINE__, ...)',
     "misc/utils.cc:271 Unrecoverable error detected: malloc(size=1073741824) returned null.")
rec("host_mem_alloc", "cause", "bash", "4.x-5.x", "bash jobs.c (pretty_print_job) + glibc strsignal(SIGKILL)",
    "%s: line %d: %5d Killed                  %s",
    "/opt/run/train.sh: line 12: 48213 Killed                  python train.py --config cfg.yaml")
rec("host_mem_alloc", "cause", "torch elastic", "v2.1-v2.13",
    "pytorch/pytorch torch/distributed/elastic/agent/server/api.py + multiprocessing/api.py (exitcode -9)",
    "failed (exitcode: %d) local_rank: %d (pid: %d) of binary: %s",
    "[2025-03-02 11:04:15,112] torch.distributed.elastic.multiprocessing.api: [ERROR] failed (exitcode: -9) "
    "local_rank: 0 (pid: 48213) of binary: /usr/bin/python3")

# ---- ib_unusable ---------------------------------------------------------------------------------------
nccl("ib_unusable", "cause", "v2.7.8-1", "src/transport/net_ib.cc", 148,
     'WARN("NET/IB : Unable to open device %s", devices[d]->name)', "NET/IB : Unable to open device mlx5_0")
nccl("ib_unusable", "cause", "v2.28.9-1", "src/transport/net_ib.cc", 715,
     'WARN("NET/IB : Unable to open device %s", devices[d]->name)', "NET/IB : Unable to open device mlx5_2")
nccl("ib_unusable", "cause", "v2.7.8-1", "src/misc/ibvwrap.cc", 164,
     'IBV_INT_CHECK_RET_ERRNO(..., "ibv_modify_qp") -> WARN("Call to " name " failed with error %s", strerror(ret))',
     "Call to ibv_modify_qp failed with error Invalid argument")
nccl("ib_unusable", "cause", "v2.28.9-1", "src/misc/ibvwrap.cc", 307,
     'WARN("Call to ibv_modify_qp failed with %d %s, %s", ret, strerror(ret), qpMsg)',
     "Call to ibv_modify_qp failed with 110 Connection timed out, on dev mlx5_0:1, curr state INIT, next state "
     "RTR, local GID index 3, local GID ::ffff:10.1.0.11, remote GID ::ffff:10.1.0.12")
nccl("ib_unusable", "cause", "v2.28.9-1", "src/transport/net_ib.cc", 219,
     'WARN("NET/IB : %s:%d async fatal event: %s", dev->devName, dev->portNum, str)',
     "NET/IB : mlx5_0:1 async fatal event: local catastrophic error")
nccl("ib_unusable", "cause", "v2.28.9-1", "src/transport/net_ib.cc", 231,
     'WARN("NET/IB : %s:%d async fatal event on QP (%p): %s", dev->devName, dev->portNum, qp, str)',
     "NET/IB : mlx5_0:1 async fatal event on QP (0x55d3c1a2b340): local work queue catastrophic error")
nccl("ib_unusable", "cause", "v2.11.4-1", "src/transport/net_ib.cc", 883,
     'WARN("NET/IB : Got completion from peer %s with error %d, opcode %d, len %d, vendor err %d", ...)',
     "NET/IB : Got completion from peer 10.1.0.12<39152> with error 12, opcode 32527, len 0, vendor err 129")
nccl("ib_unusable", "cause", "v2.23.4-1", "src/transport/net_ib.cc", 2121,
     'WARN("NET/IB: Got completion from peer %s with status=%d opcode=%d len=%d vendor err %d (%s)%s%s%s%s hca %s", ...)',
     "NET/IB: Got completion from peer 10.1.0.12<39152> with status=12 opcode=0 len=0 vendor err 129 (Send) "
     "localGid ::ffff:10.1.0.11 remoteGidsfe80::a288:c2ff:fe3b:1234 hca mlx5_0")
nccl("ib_unusable", "cause", "v2.28.9-1", "src/transport/net_ib.cc", 2543,
     'WARN("NET/IB: Got completion from peer %s with status=%s(%d) opcode=%s(%d) reqSize=%d vendor_err=%u ...", ...)',
     "NET/IB: Got completion from peer 10.1.0.12<39152> with status=IBV_WC_RETRY_EXC_ERR(12) opcode=IBV_WC_SEND(0) "
     "reqSize=0 vendor_err=129 req_type=Send localGid ::ffff:10.1.0.11 remoteGids::ffff:10.1.0.12 hca mlx5_0")
nccl("ib_unusable", "cause", "v2.23.4-1", "src/net.cc", 627,
     'WARN("Error: network %s not found.", netName ? netName : "")', "Error: network IB not found.")
nccl("ib_unusable", "cause", "v2.28.9-1", "src/plugin/net.cc", 379,
     'WARN("Failed to initialize any NET plugin")', "Failed to initialize any NET plugin")

# ---- socket_iface --------------------------------------------------------------------------------------
nccl("socket_iface", "cause", "v2.7.8-1", "src/bootstrap.cc", 32,
     'WARN("Bootstrap : no socket interface found")', "Bootstrap : no socket interface found")
nccl("socket_iface", "cause", "v2.28.9-1", "src/bootstrap.cc", 108,
     'WARN("NET/Socket : No usable listening interface found")', "NET/Socket : No usable listening interface found")
nccl("socket_iface", "cause", "v2.11.4-1", "src/transport/net_socket.cc", 46,
     'WARN("NET/Socket : no interface found")', "NET/Socket : no interface found")
nccl("socket_iface", "cause", "v2.18.3-1", "src/transport/net_ib.cc", 170,
     'WARN("NET/IB : No IP interface found.")', "NET/IB : No IP interface found.")
nccl("socket_iface", "cause", "v2.28.9-1", "src/bootstrap.cc", 528,
     'WARN("no device found matching %s%s, verify NCCL_OOB_NET_IFNAME", searchExact ? "exactly " : "", userIfEnv)',
     "no device found matching exactly eth9, verify NCCL_OOB_NET_IFNAME")
nccl("socket_iface", "cause", "v2.11.4-1", "src/include/socket.h", 205,
     'WARN("Net : No interface found in the same subnet as remote address %s", socketToString(remoteAddr, line_a))',
     "Net : No interface found in the same subnet as remote address 10.20.0.5<29500>")
nccl("socket_iface", "cause", "v2.11.4-1", "src/include/checks.h", 49,
     'SYSCHECK(bind(fd, ...), "bind") -> WARN("Call to " name " failed : %s", strerror(errno))',
     "Call to bind failed : Cannot assign requested address")
nccl("socket_iface", "cause", "v2.28.9-1", "src/include/checks.h", 45,
     'SYSCHECK(bind(...), "bind") -> WARN("Call to " name " failed: %s", strerror(errno))',
     "Call to bind failed: Cannot assign requested address")
nccl("socket_iface", "cause", "v2.11.4-1", "src/include/socket.h", 409,
     'WARN("Net : Connect to %s failed : %s", socketToString(remoteAddr, line), strerror(errno))',
     "Net : Connect to 172.17.0.2<45631> failed : No route to host")
nccl("socket_iface", "cause", "v2.7.8-1", "src/include/socket.h", 403,
     'WARN("Connect to %s failed : %s", socketToString(&remoteAddr->sa, line), strerror(errno))',
     "Connect to 192.168.122.1<52733> failed : Network is unreachable")
nccl("socket_iface", "cause", "v2.18.3-1", "src/misc/socket.cc", 483,
     'WARN("socketStartConnect: Connect to %s failed : %s", ncclSocketToString(&sock->addr, line), strerror(errno))',
     "socketStartConnect: Connect to 10.20.0.5<40833> failed : Connection timed out")
nccl("socket_iface", "cause", "v2.18.3-1", "src/misc/socket.cc", 524,
     'WARN("socketPollConnect: exceeded timeouts (%d)", sock->timedOutRetries)',
     "socketPollConnect: exceeded timeouts (20)")
nccl("socket_iface", "cause", "v2.21.5-1", "src/misc/socket.cc", 516,
     'WARN("socketPollConnect: exceeded retries (%d)", sock->refusedRetries)',
     "socketPollConnect: exceeded retries (34)")
nccl("socket_iface", "cause", "v2.21.5-1", "src/misc/socket.cc", 533,
     'WARN("socketPollConnect: Connect to %s returned %d(%s) errno %d(%s)", ...)',
     "socketPollConnect: Connect to 172.17.0.3<33821> returned 113(No route to host) errno 115(Operation now in "
     "progress)")
nccl("socket_iface", "cause", "v2.28.9-1", "src/misc/socket.cc", 582,
     'WARN("%s: connect to %s returned %s, exceeded error retry count after %d attempts", funcName, ...)',
     "socketPollConnect: connect to 10.20.0.5<40833> returned Connection timed out, exceeded error retry count "
     "after 35 attempts")
nccl("socket_iface", "cause", "v2.28.9-1", "src/misc/socket.cc", 596,
     'WARN("%s: connect to %s failed : %s", funcName, ncclSocketToString(&sock->addr, line), strerror(errCode))',
     "socketStartConnect: connect to 192.168.122.1<52733> failed : No route to host")
nccl("socket_iface", "cause", "v2.21.5-1", "src/misc/socket.cc", 716,
     'WARN("ncclSocketInit: connecting to address %s with family %d is neither AF_INET(%d) nor AF_INET6(%d)", ...)',
     "ncclSocketInit: connecting to address  with family 0 is neither AF_INET(2) nor AF_INET6(10)")
rec("socket_iface", "cause", "Gloo (in PyTorch)", "v2.1-v2.13",
    "pytorch/gloo gloo/transport/tcp/device.cc (lookupAddrForIface: GLOO_ENFORCE(ifa != nullptr, "
    "\"Unable to find address for: \", iface))",
    "Unable to find address for: %s",
    "RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/device.cc:83] ifa != nullptr. Unable to "
    "find address for: eth1")
rec("socket_iface", "cause", "PyTorch", "v2.5-v2.13",
    "pytorch/pytorch torch/csrc/distributed/c10d/GlooDeviceFactory.cpp (makeDeviceForInterface)",
    '"Failed to look up the IP address for interface ", interface',
    "RuntimeError: Failed to look up the IP address for interface ens5f0")
rec("socket_iface", "cause", "Gloo (in PyTorch)", "v2.1-v2.13",
    "pytorch/gloo gloo/transport/tcp/listener.cc (GLOO_ENFORCE_NE(rv, -1, \"bind: \", strerror(errno)))",
    '"bind: ", strerror(errno)',
    "RuntimeError: [enforce fail at ../third_party/gloo/gloo/transport/tcp/listener.cc:39] rv != -1. -1 vs -1. "
    "bind: Cannot assign requested address")

# ---- rendezvous_failure --------------------------------------------------------------------------------
SOCK = "pytorch/pytorch torch/csrc/distributed/c10d/socket.cpp"
rec("rendezvous_failure", "cause", "PyTorch c10d", "v2.1-v2.13", f"{SOCK} (SocketListenOp::run, tryListen)",
    '"The server socket has failed to listen on any local network address." + " The server socket has failed to '
    'bind to {} {}."',
    "torch.distributed.DistNetworkError: The server socket has failed to listen on any local network address. The "
    "server socket has failed to bind to [::]:29500 (errno: 98 - Address already in use). The server socket has "
    "failed to bind to 0.0.0.0:29500 (errno: 98 - Address already in use).")
rec("rendezvous_failure", "cause", "PyTorch c10d", "v2.4-v2.13",
    "pytorch/pytorch torch/csrc/distributed/c10d/TCPStoreLibUvBackend.cpp (LibUVStoreDaemon::init)",
    '"The server socket has failed to listen on any local network address. port: {}, useIpv6: {}, code: {}, '
    'name: {}, message: {}"',
    "torch.distributed.DistNetworkError: The server socket has failed to listen on any local network address. port: "
    "29500, useIpv6: false, code: -98, name: EADDRINUSE, message: address already in use")
rec("rendezvous_failure", "cause", "PyTorch c10d", "v2.1-v2.13", f"{SOCK} (SocketConnectOp::run)",
    '"The client socket has failed to connect to any network address of ({}, {})."',
    "torch.distributed.DistNetworkError: The client socket has failed to connect to any network address of "
    "(10.20.0.1, 29500).")
rec("rendezvous_failure", "cause", "PyTorch c10d", "v2.1-v2.13", f"{SOCK} (SocketConnectOp::throwTimeoutError)",
    '"The client socket has timed out after {} while trying to connect to ({}, {})."',
    "torch.distributed.DistNetworkError: The client socket has timed out after 1800000ms while trying to connect to "
    "(10.20.0.1, 29500).")
rec("rendezvous_failure", "cause", "PyTorch c10d", "v2.1-v2.13", f"{SOCK} (SocketConnectOp::throwTimeoutError)",
    '"The client socket has timed out after {}s while trying to connect to ({}, {})."',
    "[rank3]: torch.distributed.DistNetworkError: The client socket has timed out after 900s while trying to "
    "connect to (node-0, 29500).")
rec("rendezvous_failure", "cause", "PyTorch c10d", "v2.4-v2.13",
    "pytorch/pytorch torch/csrc/distributed/c10d/TCPStore.cpp (TCPClient::connect)",
    '"TCP client failed to connect/validate to host {}:{} - timed out (try={}, timeout={}ms): {}"',
    "torch.distributed.DistNetworkError: TCP client failed to connect/validate to host 10.20.0.1:29500 - timed out "
    "(try=4, timeout=1800000ms): The client socket has timed out after 1800000ms while trying to connect to "
    "(10.20.0.1, 29500).")
rec("rendezvous_failure", "cause", "PyTorch c10d", "v2.1-v2.13",
    "pytorch/pytorch torch/csrc/distributed/c10d/TCPStore.cpp (TCPStore::waitForWorkers)",
    '"Timed out after {} seconds waiting for clients. {}/{} clients joined."',
    "torch.distributed.DistStoreError: Timed out after 901 seconds waiting for clients. 1/2 clients joined.")
rec("rendezvous_failure", "cause", "PyTorch c10d", "v2.1-v2.13",
    "pytorch/pytorch torch/csrc/distributed/c10d/TCPStore.cpp (TCPStore::doWait)",
    '"wait timeout after {}ms, keys: {}"',
    "torch.distributed.DistStoreError: wait timeout after 600000ms, keys: /default_pg/0//cuda//0")
rec("rendezvous_failure", "cause", "PyTorch c10d", "v2.1-v2.13",
    "pytorch/pytorch torch/distributed/distributed_c10d.py:1082 (_store_based_barrier)",
    '"Timed out initializing process group in store based barrier on rank {}, for key: {} (world_size={}, '
    'num_workers_joined={}, timeout={} error={})"',
    "torch.distributed.DistStoreError: Timed out initializing process group in store based barrier on rank 3, for "
    "key: store_based_barrier_key:1 (world_size=8, num_workers_joined=7, timeout=0:30:00 error=Socket Timeout)")
rec("rendezvous_failure", "cause", "torch elastic", "v2.1-v2.13",
    "pytorch/pytorch torch/distributed/elastic/rendezvous/dynamic_rendezvous.py:680 (raise RendezvousTimeoutError)",
    "RendezvousTimeoutError",
    "torch.distributed.elastic.rendezvous.api.RendezvousTimeoutError")
rec("rendezvous_failure", "cause", "torch elastic", "v2.1-v2.13",
    "pytorch/pytorch torch/distributed/elastic/rendezvous/dynamic_rendezvous.py:677 (raise RendezvousClosedError)",
    "RendezvousClosedError",
    "torch.distributed.elastic.rendezvous.api.RendezvousClosedError")
rec("rendezvous_failure", "cause", "torch elastic", "v2.1-v2.13",
    "pytorch/pytorch torch/distributed/elastic/rendezvous/c10d_rendezvous_backend.py:116",
    '"The connection to the C10d store has failed. See inner exception for details."',
    "torch.distributed.elastic.rendezvous.api.RendezvousConnectionError: The connection to the C10d store has "
    "failed. See inner exception for details.")
rec("rendezvous_failure", "cause", "torch elastic", "v2.1-v2.13",
    "pytorch/pytorch torch/distributed/elastic/rendezvous/etcd_rendezvous_backend.py:82",
    '"The connection to etcd has failed. See inner exception for details."',
    "torch.distributed.elastic.rendezvous.api.RendezvousConnectionError: The connection to etcd has failed. See "
    "inner exception for details.")
rec("rendezvous_failure", "cause", "PyTorch c10d", "v2.1-v2.13", f"{SOCK} (connect errors joined into the throw)",
    '"The client socket has failed to connect to {} {}." (errno: %d - %s)',
    "RuntimeError: The client socket has failed to connect to any network address of (10.20.0.1, 29500). The "
    "client socket has failed to connect to 10.20.0.1:29500 (errno: 111 - Connection refused).")
rec("rendezvous_failure", "cause", "PyTorch c10d", "v2.0", "pytorch/pytorch torch/csrc/distributed/c10d/socket.cpp@v2.0.0",
    '"The server socket has failed to bind to {} {}."',
    "RuntimeError: The server socket has failed to bind to 0.0.0.0:29500 (errno: 98 - Address already in use).")

# ---- ssh_failure ---------------------------------------------------------------------------------------
SSHC = "openssh/openssh-portable sshconnect.c (ssh_connect_direct: error(\"ssh: connect to host %s port %s: %s\"))"
rec("ssh_failure", "cause", "OpenSSH", "7.x-9.x", SSHC, "ssh: connect to host %s port %s: %s",
    "ssh: connect to host node-2 port 22: Connection refused")
rec("ssh_failure", "cause", "OpenSSH", "7.x-9.x", SSHC, "ssh: connect to host %s port %s: %s",
    "ssh: connect to host 10.20.0.7 port 22: No route to host")
rec("ssh_failure", "cause", "OpenSSH", "7.x-9.x", SSHC, "ssh: connect to host %s port %s: %s",
    "ssh: connect to host node-2 port 2222: Connection timed out")
rec("ssh_failure", "cause", "OpenSSH", "7.x-9.x", "openssh/openssh-portable ssh.c (resolve_host)",
    "%s: Could not resolve hostname %.100s: %s",
    "ssh: Could not resolve hostname node-9: Name or service not known")
rec("ssh_failure", "cause", "OpenSSH", "7.x-9.x", "openssh/openssh-portable sshconnect2.c (userauth: Permission "
    "denied (%s).)", "%s@%s: Permission denied (%s).",
    "user@node-2: Permission denied (publickey,gssapi-keyex,gssapi-with-mic).")
rec("ssh_failure", "cause", "OpenSSH", "7.x-9.x", "openssh/openssh-portable sshconnect.c (check_host_key)",
    "Host key verification failed.", "Host key verification failed.")
rec("ssh_failure", "cause", "OpenSSH", "8.x-9.x", "openssh/openssh-portable kex.c (kex_exchange_identification)",
    "kex_exchange_identification: %s",
    "kex_exchange_identification: read: Connection reset by peer")
rec("ssh_failure", "cause", "pdsh", "2.x", "chaos/pdsh src/modules/sshcmd.c + src/pdsh/dsh.c (%s: ssh exited with "
    "exit code %d)", "%S: ssh exited with exit code %d",
    "pdsh@node-0: node-2: ssh exited with exit code 255")
rec("ssh_failure", "cause", "pdsh", "2.x", "chaos/pdsh src/modules/sshcmd.c; OpenSSH sshconnect.c (via pdsh's "
    "host: prefix)", "%S: ssh: connect to host %s port %s: %s",
    "node-2: ssh: connect to host node-2 port 22: Connection refused")
rec("ssh_failure", "cause", "pdsh", "2.x", "chaos/pdsh src/common/xpoll + rcmd (mcmd/rcmd: connect failed)",
    "%S: connect: %m", "pdsh@node-0: node-2: connect: Connection refused")
rec("ssh_failure", "cause", "DeepSpeed", "0.9-0.19",
    "deepspeedai/DeepSpeed deepspeed/launcher/runner.py (ssh check: subprocess.check_call of `ssh ... hostname`)",
    "Command 'ssh %s hostname' returned non-zero exit status 255.",
    "subprocess.CalledProcessError: Command '['ssh', '-o', 'PasswordAuthentication=no', 'node-2', 'hostname']' "
    "returned non-zero exit status 255.")

# ---- collective_timeout --------------------------------------------------------------------------------
PGN = "pytorch/pytorch torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp"
rec("collective_timeout", "cause", "PyTorch ProcessGroupNCCL", "v2.1-v2.3", f"{PGN} (WorkNCCL::checkTimeout)",
    '"[Rank ", rank_, "] Watchdog caught collective operation timeout: ", *this, " ran for ", timeElapsed.count(), '
    '" milliseconds before timing out."',
    "[E ProcessGroupNCCL.cpp:475] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=18123, "
    "OpType=ALLREDUCE, NumelIn=262144, NumelOut=262144, Timeout(ms)=1800000) ran for 1800327 milliseconds before "
    "timing out.")
rec("collective_timeout", "cause", "PyTorch ProcessGroupNCCL", "v2.4-v2.13", f"{PGN} (WorkNCCL::checkTimeout)",
    'c10::str(logPrefix(), "Watchdog caught collective operation timeout: ", *this, " ran for ", ..., '
    '" milliseconds before timing out.")',
    "[rank3]:[E302 11:04:15.112000000 ProcessGroupNCCL.cpp:632] [PG ID 0 PG GUID 0(default_pg) Rank 3] Watchdog "
    "caught collective operation timeout: WorkNCCL(SeqNum=18123, OpType=ALLREDUCE, NumelIn=262144, "
    "NumelOut=262144, Timeout(ms)=600000) ran for 600047 milliseconds before timing out.")
rec("collective_timeout", "cause", "PyTorch ProcessGroupNCCL", "v2.2-v2.13", f"{PGN} (watchdogHandler timeout log)",
    'logPrefix(), "Timeout at NCCL work: ", work.seq_, ", last enqueued NCCL work: ", ..., '
    '", last completed NCCL work: ", ...',
    "[rank3]:[E302 11:04:15.113000000 ProcessGroupNCCL.cpp:2168] [PG ID 0 PG GUID 0(default_pg) Rank 3] Timeout at "
    "NCCL work: 18123, last enqueued NCCL work: 18123, last completed NCCL work: 18122.")
rec("collective_timeout", "cause", "PyTorch ProcessGroupNCCL", "v2.3-v2.13", f"{PGN} (HeartbeatMonitor)",
    '"ProcessGroupNCCL\'s watchdog got stuck for ", heartbeatTimeoutInSec_, " seconds without making progress in '
    'monitoring enqueued collectives."',
    "[rank0]:[E302 11:12:15.000000000 ProcessGroupNCCL.cpp:1423] [PG ID 0 PG GUID 0(default_pg) Rank 0] "
    "ProcessGroupNCCL's watchdog got stuck for 480 seconds without making progress in monitoring enqueued "
    "collectives. This typically indicates a NCCL/CUDA API (e.g., CudaEventDestroy) hang blocking the watchdog, "
    "and could be triggered by another thread holding the GIL inside a CUDA api (for example, CudaEventDestroy), "
    "or other deadlock-prone behaviors.")
rec("collective_timeout", "cause", "PyTorch ProcessGroupNCCL", "v2.3-v2.13", f"{PGN} (HeartbeatMonitor)",
    '"Received a dump signal due to a collective timeout from ", ...',
    "[rank1]:[E302 11:04:16.000000000 ProcessGroupNCCL.cpp:1576] [PG ID 0 PG GUID 0(default_pg) Rank 1] Received a "
    "dump signal due to a collective timeout from this local rank and we will try our best to dump the debug info.")
rec("collective_timeout", "cause", "PyTorch ProcessGroupNCCL", "v2.1-v2.13",
    f"{PGN} (WorkNCCL::synchronize with TORCH_NCCL_BLOCKING_WAIT)",
    '"[Rank ", rank_, "] Work ", *this, " timed out in blocking wait (TORCH_NCCL_BLOCKING_WAIT=1)."',
    "RuntimeError: [Rank 2] Work WorkNCCL(SeqNum=77, OpType=BROADCAST, NumelIn=1, NumelOut=1, Timeout(ms)=60000) "
    "timed out in blocking wait (TORCH_NCCL_BLOCKING_WAIT=1).")
rec("collective_timeout", "cause", "Gloo (in PyTorch)", "v2.1-v2.13",
    "pytorch/gloo gloo/transport/tcp/unbound_buffer.cc:79 (GLOO_ERROR_MSG(\"Timed out waiting \", timeout.count(), "
    "\"ms for recv operation to complete\"))", '"Timed out waiting ", timeout.count(), "ms for recv operation to complete"',
    "RuntimeError: [../third_party/gloo/gloo/transport/tcp/unbound_buffer.cc:81] Timed out waiting 1800000ms for "
    "recv operation to complete")
rec("collective_timeout", "cause", "Gloo (in PyTorch)", "v2.1-v2.13", "pytorch/gloo gloo/transport/tcp/unbound_buffer.cc:130",
    '"Timed out waiting ", timeout.count(), "ms for send operation to complete"',
    "RuntimeError: [/opt/pytorch/third_party/gloo/gloo/transport/tcp/unbound_buffer.cc:133] Timed out waiting "
    "1800000ms for send operation to complete")
rec("collective_timeout", "cause", "PyTorch ProcessGroupGloo", "v2.1-v2.13",
    "pytorch/pytorch torch/csrc/distributed/c10d/ProcessGroupGloo.cpp (monitoredBarrier)",
    '"Rank ", rank, " failed to pass monitoredBarrier in ", monitoredBarrierTimeout.count(), " ms"',
    "RuntimeError: [Rank 0]: Rank 5 failed to pass monitoredBarrier in 30000 ms")
rec("collective_timeout", "cause", "PyTorch ProcessGroupGloo", "v2.1-v2.13",
    "pytorch/pytorch torch/csrc/distributed/c10d/ProcessGroupGloo.cpp (monitoredBarrier, libtorch_cpu.so string "
    "' timed out in monitoredBarrier after ')", '"Rank ", rank, " timed out in monitoredBarrier after ", ...',
    "RuntimeError: Rank 3 timed out in monitoredBarrier after 30000 ms.")
rec("collective_timeout", "cause", "PyTorch ProcessGroupNCCL", "v2.1-v2.2", f"{PGN}@v2.1.0 (ncclCommWatchdog)",
    '"[Rank ", rank_, "] NCCL watchdog thread terminated with exception: ", e.what()',
    "[E ProcessGroupNCCL.cpp:916] [Rank 3] NCCL watchdog thread terminated with exception: [Rank 3] Watchdog caught "
    "collective operation timeout: WorkNCCL(SeqNum=18123, OpType=ALLGATHER, NumelIn=1, NumelOut=8, "
    "Timeout(ms)=1800000) ran for 1800489 milliseconds before timing out.")

# ---- remote_missing_file -------------------------------------------------------------------------------
rec("remote_missing_file", "cause", "bash", "4.x-5.x", "bash execute_cmd.c (shell_execve: file_error -> strerror(ENOENT))",
    "%s: line %d: %s: No such file or directory",
    "bash: line 1: /home/alice/venvs/train/bin/python: No such file or directory")
rec("remote_missing_file", "cause", "bash", "4.x-5.x", "bash execute_cmd.c (shell_execve)",
    "%s: %s: No such file or directory", "bash: /opt/conda/envs/ds/bin/deepspeed: No such file or directory")
rec("remote_missing_file", "cause", "bash", "4.x-5.x", "bash execute_cmd.c (command_not_found / execute_disk_command)",
    "%s: %s: command not found", "bash: torchrun: command not found")
rec("remote_missing_file", "cause", "bash", "4.x-5.x", "bash builtins/cd.def (builtin_error: %s: %s)",
    "%s: line %d: cd: %s: %s", "node-2: bash: line 1: cd: /home/alice/proj: No such file or directory")
rec("remote_missing_file", "cause", "dash", "0.5.x", "dash src/exec.c (sh_error(\"%s: not found\"))",
    "%s: %d: %s: not found", "sh: 1: deepspeed: not found")
rec("remote_missing_file", "cause", "zsh", "5.x", "zsh Src/exec.c (zerr(\"command not found: %s\"))",
    "zsh:%d: command not found: %s", "zsh:1: command not found: torchrun")
rec("remote_missing_file", "cause", "coreutils env", "8.x-9.x", "coreutils src/env.c (error (..., _(\"%s\"), quote (argv[optind])))",
    "env: %s: No such file or directory", "env: 'python3': No such file or directory")
rec("remote_missing_file", "cause", "CPython", "3.8-3.12", "cpython Modules/main.c (pymain_run_file: can't open file)",
    "%ls: can't open file %R: [Errno %d] %s",
    "/usr/bin/python3: can't open file '/home/alice/proj/train.py': [Errno 2] No such file or directory")
rec("remote_missing_file", "cause", "CPython", "3.8-3.12", "cpython Objects/exceptions.c (OSError.__str__: [Errno %S] %S: %R)",
    "FileNotFoundError: [Errno 2] No such file or directory: %R",
    "FileNotFoundError: [Errno 2] No such file or directory: '/data/shards/train-00000.jsonl'")
rec("remote_missing_file", "cause", "Slurm", "20.x-24.x", "SchedMD/slurm src/slurmd/slurmstepd/exec_wait.c / mgr.c (execve(): %s: %m)",
    "execve(): %s: %m", "slurmstepd: error: execve(): train.sh: No such file or directory")
rec("remote_missing_file", "cause", "Slurm", "20.x-24.x", "SchedMD/slurm src/slurmd/slurmstepd/mgr.c (couldn't chdir to `%s': %m: going to /tmp instead)",
    "couldn't chdir to `%s': %m: going to /tmp instead",
    "slurmstepd: error: couldn't chdir to `/home/alice/proj': No such file or directory: going to /tmp instead")
rec("remote_missing_file", "cause", "Open MPI", "v4.x", "open-mpi/ompi orte/tools/orterun/help-orterun.txt (orterun:executable-not-specified / not-found)",
    "mpirun was unable to find the specified executable file, and therefore did not launch the job.",
    "mpirun was unable to find the specified executable file, and therefore")

# ---- cuda_oom ------------------------------------------------------------------------------------------
CCA = "pytorch/pytorch c10/cuda/CUDACachingAllocator.cpp (malloc: TORCH_CHECK_WITH(OutOfMemoryError, ...))"
rec("cuda_oom", "cause", "PyTorch", "v2.1", CCA,
    '"CUDA out of memory. Tried to allocate ", format_size(alloc_size), ". GPU ", device, " has a total capacty of '
    '", ...',
    "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacty of "
    "79.15 GiB of which 1.23 GiB is free. Process 48213 has 77.90 GiB memory in use.")
rec("cuda_oom", "cause", "PyTorch", "v2.5-v2.13", CCA,
    '"CUDA out of memory. Tried to allocate ", ..., ". GPU ", device, " has a total capacity of ", ...',
    "[rank2]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.96 GiB. GPU 2 has a total capacity of "
    "79.19 GiB of which 1.02 GiB is free. Including non-PyTorch memory, this process has 78.16 GiB memory in use.")
rec("cuda_oom", "cause", "CUDA runtime", "11.x-13.x",
    "CUDA runtime API docs, cudaError_t (cudaErrorMemoryAllocation = 2: cudaGetErrorString 'out of memory'); "
    "pytorch c10/cuda/CUDAException.h (CUDA error: %s)", "CUDA error: %s",
    "RuntimeError: CUDA error: out of memory")
rec("cuda_oom", "cause", "CUDA runtime", "11.x-13.x",
    "CUDA runtime API docs, cudaError_t (cudaGetErrorName: cudaErrorMemoryAllocation)", "%s: %s",
    "cudaErrorMemoryAllocation: out of memory")
rec("cuda_oom", "cause", "CUDA driver", "11.x-13.x", "CUDA driver API docs, CUresult (CUDA_ERROR_OUT_OF_MEMORY = 2)",
    "CUDA_ERROR_OUT_OF_MEMORY", "jaxlib.xla_extension.XlaRuntimeError: INTERNAL: Failed to allocate: CUDA_ERROR_OUT_OF_MEMORY: out of memory")
rec("cuda_oom", "cause", "PyTorch", "v2.1-v2.13",
    "pytorch/pytorch aten/src/ATen/cuda/CublasHandlePool.cpp + CUDABlas.cpp (TORCH_CUDABLAS_CHECK: CUDA error: %s "
    "when calling `%s`)", "CUDA error: CUBLAS_STATUS_ALLOC_FAILED when calling `cublasCreate(handle)`",
    "RuntimeError: CUDA error: CUBLAS_STATUS_ALLOC_FAILED when calling `cublasCreate(handle)`")
rec("cuda_oom", "cause", "XLA", "jax 0.4", "openxla/xla xla/service/gpu (ResourceExhausted: Out of memory while "
    "trying to allocate %d bytes.)", "RESOURCE_EXHAUSTED: Out of memory while trying to allocate %d bytes.",
    "jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Out of memory while trying to allocate 17179869184 "
    "bytes.")
rec("cuda_oom", "cause", "TensorFlow", "2.x", "tensorflow core/framework/op_kernel.cc / bfc_allocator.cc (OOM when allocating tensor with shape%s)",
    "OOM when allocating tensor with shape[%s] and type %s on %s by allocator %s",
    "tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating tensor with "
    "shape[8192,8192] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc")
nccl("cuda_oom", "cause", "v2.23.4-1", "src/include/alloc.h", 325,
     'WARN("Failed to CUDA calloc %ld bytes", nelem*ncclSizeOfT<T>())', "Failed to CUDA calloc 33554432 bytes")

# ---- p2p_unsupported -----------------------------------------------------------------------------------
rec("p2p_unsupported", "cause", "CUDA runtime", "11.x-13.x",
    "CUDA runtime API docs, cudaError_t (cudaErrorPeerAccessUnsupported = 217)", "CUDA error: %s",
    "RuntimeError: CUDA error: peer access is not supported between these two devices")
nccl("p2p_unsupported", "cause", "v2.18.3-1", "src/include/checks.h", 16,
     'CUDACHECK -> WARN("Cuda failure \'%s\'", cudaGetErrorString(err))',
     "Cuda failure 'peer access is not supported between these two devices'")
nccl("p2p_unsupported", "cause", "v2.21.5-1", "src/include/cudawrap.h", 33,
     'CUCHECK -> WARN("Cuda failure %d \'%s\'", err, errStr)',
     "Cuda failure 217 'peer access is not supported between these two devices'")
nccl("p2p_unsupported", "cause", "v2.28.9-1", "src/graph/paths.cc", 356,
     'WARN("P2P is disabled between NVLINK connected GPUs %d and %d. This should not be the case ...")',
     "P2P is disabled between NVLINK connected GPUs 1 and 0. This should not be the case given their connectivity, "
     "and is probably due to a hardware issue. If you still want to proceed, you can set NCCL_IGNORE_DISABLED_P2P=1.")
rec("p2p_unsupported", "cause", "CUDA runtime", "11.x-13.x",
    "CUDA runtime API docs, cudaError_t (cudaErrorTooManyPeers = 711: 'peer mapping resources exhausted')",
    "CUDA error: %s", "RuntimeError: CUDA error: peer mapping resources exhausted")
rec("p2p_unsupported", "cause", "CUDA runtime", "11.x-13.x",
    "CUDA runtime API docs, cudaError_t (cudaGetErrorName: cudaErrorPeerAccessUnsupported)", "%s",
    "cudaErrorPeerAccessUnsupported")

# ---- driver_mismatch -----------------------------------------------------------------------------------
rec("driver_mismatch", "cause", "CUDA runtime", "11.x-13.x",
    "CUDA runtime API docs, cudaError_t (cudaErrorInsufficientDriver = 35)", "CUDA error: %s",
    "RuntimeError: CUDA error: CUDA driver version is insufficient for CUDA runtime version")
nccl("driver_mismatch", "cause", "v2.11.4-1", "src/include/checks.h", 16,
     'CUDACHECK -> WARN("Cuda failure \'%s\'", cudaGetErrorString(err))',
     "Cuda failure 'CUDA driver version is insufficient for CUDA runtime version'", dev=0)
rec("driver_mismatch", "cause", "CUDA runtime", "11.x-13.x", "CUDA runtime API docs (cudaGetErrorName)", "%s",
    "cudaErrorInsufficientDriver")
rec("driver_mismatch", "cause", "CUDA runtime", "11.x-13.x",
    "CUDA runtime API docs, cudaError_t (cudaErrorSystemDriverMismatch = 803)", "CUDA error: %s",
    "RuntimeError: CUDA error: system has unsupported display driver / cuda driver combination")
rec("driver_mismatch", "cause", "CUDA runtime", "11.x-13.x",
    "CUDA runtime API docs, cudaError_t (cudaErrorCompatNotSupportedOnDevice = 804)", "CUDA error: %s",
    "RuntimeError: CUDA error: forward compatibility was attempted on non supported HW")
rec("driver_mismatch", "cause", "CUDA runtime", "11.x-13.x",
    "CUDA runtime API docs, cudaError_t (cudaErrorUnsupportedPtxVersion = 222)", "CUDA error: %s",
    "RuntimeError: CUDA error: the provided PTX was compiled with an unsupported toolchain.")
rec("driver_mismatch", "cause", "PyTorch", "v2.1-v2.13", "pytorch/pytorch torch/cuda/__init__.py (_check_driver)",
    '"The NVIDIA driver on your system is too old (found version {}). Please update your GPU driver ..."',
    "RuntimeError: The NVIDIA driver on your system is too old (found version 11040). Please update your GPU driver "
    "by downloading and installing a new version from the URL: http://www.nvidia.com/Download/index.aspx")
rec("driver_mismatch", "cause", "PyTorch", "v2.1-v2.13", "pytorch/pytorch torch/cuda/__init__.py (_check_driver)",
    '"Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a driver ..."',
    "RuntimeError: Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU and installed a "
    "driver from http://www.nvidia.com/Download/index.aspx")
rec("driver_mismatch", "cause", "NVML / nvidia-smi", "R470-R580",
    "NVML API docs nvmlErrorString(NVML_ERROR_LIB_RM_VERSION_MISMATCH = 18: 'Driver/library version mismatch')",
    "Failed to initialize NVML: %s", "Failed to initialize NVML: Driver/library version mismatch")
rec("driver_mismatch", "cause", "NVIDIA kernel module", "R470-R580",
    "NVIDIA open-gpu-kernel-modules kernel-open/nvidia/nv.c (NVRM: API mismatch: the client has the version %s, but "
    "this kernel module has the version %s.)", "NVRM: API mismatch: the client has the version %s, but ...",
    "[  123.456789] NVRM: API mismatch: the client has the version 535.161.08, but NVRM: this kernel module has "
    "the version 535.104.05.  Please make sure that this kernel module and all NVIDIA driver components have the "
    "same version.")
rec("driver_mismatch", "cause", "CUDA runtime", "11.x-13.x",
    "CUDA runtime API docs, cudaError_t (cudaErrorNoDevice = 100: 'no CUDA-capable device is detected')",
    "CUDA error: %s", "RuntimeError: CUDA error: no CUDA-capable device is detected")
rec("driver_mismatch", "cause", "libnvidia-container", "1.x",
    "NVIDIA/libnvidia-container src/cli/common.c (nvidia-container-cli: initialization error: %s)",
    "nvidia-container-cli: initialization error: %s",
    "nvidia-container-cli: initialization error: nvml error: driver not loaded: unknown")
rec("driver_mismatch", "cause", "glibc ld.so", "2.x", "glibc elf/dl-load.c (_dl_map_object: cannot open shared object file)",
    "%s: error while loading shared libraries: %s: cannot open shared object file: No such file or directory",
    "ImportError: libcuda.so.1: cannot open shared object file: No such file or directory")

# ---- gpu_hardware --------------------------------------------------------------------------------------
rec("gpu_hardware", "cause", "CUDA runtime", "11.x-13.x",
    "CUDA runtime API docs, cudaError_t (cudaErrorECCUncorrectable = 214)", "CUDA error: %s",
    "RuntimeError: CUDA error: uncorrectable ECC error encountered")
rec("gpu_hardware", "cause", "CUDA runtime", "11.x-13.x", "CUDA runtime API docs (cudaGetErrorName)", "%s",
    "cudaErrorECCUncorrectable")
rec("gpu_hardware", "cause", "CUDA runtime", "11.x-13.x",
    "CUDA runtime API docs, cudaError_t (cudaErrorLaunchFailure = 719)", "CUDA error: %s",
    "RuntimeError: CUDA error: unspecified launch failure")
nccl("gpu_hardware", "cause", "v2.18.3-1", "src/include/checks.h", 16,
     'CUDACHECK -> WARN("Cuda failure \'%s\'", cudaGetErrorString(err))', "Cuda failure 'unspecified launch failure'")
rec("gpu_hardware", "cause", "CUDA runtime", "11.x-13.x",
    "CUDA runtime API docs, cudaError_t (cudaErrorHardwareStackError = 714)", "CUDA error: %s",
    "RuntimeError: CUDA error: hardware stack error")
rec("gpu_hardware", "cause", "CUDA runtime", "11.x-13.x", "CUDA runtime API docs (cudaGetErrorName)", "%s",
    "cudaErrorHardwareStackError")
rec("gpu_hardware", "cause", "CUDA runtime", "11.x-13.x",
    "CUDA runtime API docs, cudaError_t (cudaErrorNvlinkUncorrectable = 220)", "CUDA error: %s",
    "RuntimeError: CUDA error: uncorrectable NVLink error was detected during the execution")
rec("gpu_hardware", "cause", "NVIDIA kernel module", "R470-R580", "NVIDIA Xid errors documentation (NVRM: Xid (PCI:%s): %d, ...)",
    "NVRM: Xid (PCI:%s): %d, pid=%d, name=%s, %s",
    "[612345.1] NVRM: Xid (PCI:0000:3b:00): 79, pid=48213, name=python, GPU has fallen off the bus.")
rec("gpu_hardware", "cause", "NVIDIA kernel module", "R470-R580", "NVIDIA Xid errors documentation (Xid 48: DBE)",
    "NVRM: Xid (PCI:%s): %d, pid=%d, ...",
    "[612345.2] NVRM: Xid (PCI:0000:b1:00): 48, pid=48213, name=python, An uncorrectable double bit error (DBE) "
    "has been detected on GPU in the framebuffer at partition 6, subpartition 0.")
rec("gpu_hardware", "cause", "nvidia-smi", "R470-R580", "nvidia-smi (Unable to determine the device handle for GPU %s: %s)",
    "Unable to determine the device handle for GPU%s: %s",
    "Unable to determine the device handle for GPU0000:3B:00.0: Unknown Error")
rec("gpu_hardware", "cause", "NVML", "R470-R580", "NVML API docs nvmlErrorString(NVML_ERROR_GPU_IS_LOST = 15)",
    "%s", "pynvml.NVMLError_GpuIsLost: GPU is lost")
rec("gpu_hardware", "cause", "CUDA driver", "11.x-13.x", "CUDA driver API docs, CUresult (CUDA_ERROR_ECC_UNCORRECTABLE = 214)",
    "%s", "jaxlib.xla_extension.XlaRuntimeError: INTERNAL: CUDA_ERROR_ECC_UNCORRECTABLE: uncorrectable ECC error "
    "encountered")
rec("gpu_hardware", "cause", "Linux", "4.x-6.x", "torvalds/linux drivers/pci/pcie/aer.c (aer_print_error)",
    '"PCIe Bus Error: severity=%s, type=%s, (%s)"',
    "[612345.3] pcieport 0000:3a:00.0: PCIe Bus Error: severity=Uncorrected (Fatal), type=Transaction Layer, "
    "(Receiver ID)")

# ---- other ---------------------------------------------------------------------------------------------
rec("other", "cause", "CUDA runtime", "11.x-13.x",
    "CUDA runtime API docs, cudaError_t (cudaErrorIllegalAddress = 700)", "CUDA error: %s",
    "RuntimeError: CUDA error: an illegal memory access was encountered")
rec("other", "cause", "CUDA runtime", "11.x-13.x", "CUDA runtime API docs, cudaError_t (cudaErrorAssert = 710)",
    "CUDA error: %s", "RuntimeError: CUDA error: device-side assert triggered")
# a build without kernels for this GPU's architecture is a wrong build: driver_mismatch under the label convention of
# tests/data/UNSEEN.md (relabelled from other, 2026-11-27, with the fifth pass's cuBLAS/cuDNN ARCH_MISMATCH records)
rec("driver_mismatch", "cause", "CUDA runtime", "11.x-13.x",
    "CUDA runtime API docs, cudaError_t (cudaErrorNoKernelImageForDevice = 209)", "CUDA error: %s",
    "RuntimeError: CUDA error: no kernel image is available for execution on the device")
rec("other", "cause", "CUDA runtime", "11.x-13.x",
    "CUDA runtime API docs, cudaError_t (cudaErrorDevicesUnavailable = 46: compute mode prohibited/exclusive, "
    "device busy)", "CUDA error: %s", "RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable")
rec("other", "cause", "CUDA runtime", "11.x-13.x", "CUDA runtime API docs, cudaError_t (cudaErrorMisalignedAddress = 716)",
    "CUDA error: %s", "RuntimeError: CUDA error: misaligned address")
rec("driver_mismatch", "cause", "glibc ld.so", "2.x",
    "glibc elf/dl-lookup.c (undefined symbol: %s); NVIDIA/nccl src/nccl.h.in: ncclCommRegister first in v2.19.3-1",
    "%s: undefined symbol: %s",
    "ImportError: /opt/conda/lib/python3.10/site-packages/torch/lib/libtorch_cuda.so: undefined symbol: "
    "ncclCommRegister")
rec("driver_mismatch", "cause", "glibc ld.so", "2.x",
    "glibc elf/dl-lookup.c (undefined symbol: %s); a PyTorch C++ extension built against another torch (c10 symbol; "
    "driver_mismatch since 2026-11-27, `other` before: tests/data/UNSEEN.md)", "%s: undefined symbol: %s",
    "ImportError: /opt/conda/lib/python3.10/site-packages/flash_attn_2_cuda.cpython-310-x86_64-linux-gnu.so: "
    "undefined symbol: _ZN3c104cuda9SetDeviceEi")
rec("other", "cause", "glibc ld.so", "2.x", "glibc elf/dl-version.c (version `%s' not found (required by %s))",
    "%s: version `%s' not found (required by %s)",
    "ImportError: /lib/x86_64-linux-gnu/libstdc++.so.6: version `GLIBCXX_3.4.32' not found (required by "
    "/opt/conda/lib/python3.10/site-packages/torch/lib/libtorch_python.so)")
nccl("other", "cause", "v2.18.3-1", "src/init.cc", 795,
     'WARN("Duplicate GPU detected : rank %d and rank %d both on CUDA device %lx", ...)',
     "Duplicate GPU detected : rank 1 and rank 0 both on CUDA device 1a000")
rec("other", "cause", "CPython argparse", "3.8-3.12", "cpython Lib/argparse.py (ArgumentParser.error)",
    "%(prog)s: error: %(message)s\\n", "train.py: error: unrecognized arguments: --local-rank=0")

# ---- none: consequences of another failure ------------------------------------------------------------
nccl("none", "consequence", "v2.21.5-1", "src/misc/socket.cc", 50,
     'WARN("socketProgress: Connection closed by remote peer %s", ncclSocketToString(&sock->addr, line, 0))',
     "socketProgress: Connection closed by remote peer node-2<51234>")
nccl("none", "consequence", "v2.18.3-1", "src/misc/socket.cc", 29,
     'WARN("socketProgressOpt: Call to recv from %s failed : %s", ncclSocketToString(&sock->addr, line), strerror(errno))',
     "socketProgressOpt: Call to recv from 10.20.0.6<43211> failed : Connection reset by peer")
nccl("none", "consequence", "v2.18.3-1", "src/proxy.cc", 1143,
     'WARN("Socket recv failed while polling for opId=%p", opId)', "Socket recv failed while polling for opId=0x7f2c5c0ae6f0")
rec("none", "consequence", "Gloo (in PyTorch)", "v2.1-v2.13",
    "pytorch/gloo gloo/transport/tcp/pair.cc (connect: GLOO_THROW_IO_EXCEPTION(\"connect \", peer, \": \", strerror))",
    '"connect ", peer_.str(), ": ", strerror(errno)',
    "RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:799] connect [10.20.0.6]:19495: Connection refused")
rec("none", "consequence", "Gloo (in PyTorch)", "v2.1-v2.13", "pytorch/gloo gloo/transport/tcp/pair.cc (Connection closed by peer)",
    '"Connection closed by peer ", peer_.str()',
    "RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:534] Connection closed by peer [10.20.0.6]:6335")
rec("none", "consequence", "Gloo (in PyTorch)", "v2.1-v2.13", "pytorch/gloo gloo/transport/tcp/pair.cc (Read error)",
    '"Read error ", peer_.str(), ": ", strerror(errno)',
    "RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:575] Read error [10.20.0.6]:40211: Connection "
    "reset by peer")
rec("none", "consequence", "PyTorch ProcessGroupNCCL", "v2.2-v2.13",
    "pytorch/pytorch torch/csrc/distributed/c10d/NCCLUtils.cpp (getNcclErrorDetailStr: ncclRemoteError)",
    '"NCCL error in: ", __FILE__, ":", __LINE__, ", ", ncclGetErrorWithVersion(result), "\\n", getNcclErrorDetailStr(...)',
    "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:317, remote "
    "process exited or there was a network error, NCCL version 2.21.5")
rec("none", "consequence", "PyTorch ProcessGroupNCCL", "v2.1-v2.13",
    "pytorch/pytorch torch/csrc/distributed/c10d/NCCLUtils.cpp (ncclGetErrorWithVersion + ncclGetLastError)",
    '"NCCL error in: ", ..., ", unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version ", ...',
    "torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, "
    "unhandled system error (run with NCCL_DEBUG=INFO for details), NCCL version 2.20.5")
rec("none", "consequence", "PyTorch c10d", "v2.1-v2.13",
    "pytorch/pytorch torch/csrc/distributed/c10d/TCPStore.cpp / Utils.hpp (recvBytes: Failed to recv, got 0 bytes)",
    '"Failed to recv, got 0 bytes. Connection was likely closed. Did the remote server shutdown or crash?"',
    "torch.distributed.DistNetworkError: Failed to recv, got 0 bytes. Connection was likely closed. Did the remote "
    "server shutdown or crash?")
rec("none", "consequence", "torch elastic", "v2.1-v2.13",
    "pytorch/pytorch torch/distributed/elastic/multiprocessing/errors/__init__.py (ChildFailedError)",
    "torch.distributed.elastic.multiprocessing.errors.ChildFailedError:",
    "torch.distributed.elastic.multiprocessing.errors.ChildFailedError: ")
rec("none", "consequence", "Slurm", "20.x-24.x", "SchedMD/slurm src/srun (task %s: Exited with exit code %d)",
    "srun: error: %s: task %s: Exited with exit code %d", "srun: error: node-2: task 1: Exited with exit code 1")

# ---- none: printed by healthy runs ---------------------------------------------------------------------
nccl("none", "benign", "v2.11.4-1", "src/bootstrap.cc", 47, 'INFO(NCCL_INIT, "Bootstrap : Using%s", line)',
     "Bootstrap : Using eth0:10.20.0.5<0>", level="INFO")
nccl("none", "benign", "v2.11.4-1", "src/init.cc", 84,
     'INFO(NCCL_INIT|NCCL_NET, "NET/Plugin : No plugin found (%s), using internal implementation", ncclNetPluginName)',
     "NET/Plugin : No plugin found (libnccl-net.so), using internal implementation", level="INFO")
nccl("none", "benign", "v2.18.3-1", "src/net.cc", 179,
     'INFO(NCCL_INIT|NCCL_NET, "NET/Plugin : Plugin load (%s) returned %d : %s", ncclNetPluginName, errno, dlerror())',
     "NET/Plugin : Plugin load (libnccl-net.so) returned 2 : libnccl-net.so: cannot open shared object file: No "
     "such file or directory", level="INFO")
nccl("none", "benign", "v2.21.5-1", "src/net.cc", 351,
     'INFO(NCCL_INIT|NCCL_NET, "NET/Plugin: Plugin load returned %d : %s when loading %s", errno, dlerror(), name)',
     "NET/Plugin: Plugin load returned 2 : libnccl-net.so: cannot open shared object file: No such file or "
     "directory when loading libnccl-net.so", level="INFO")
nccl("none", "benign", "v2.11.4-1", "src/misc/ibvwrap.cc", 63, 'INFO(NCCL_INIT, "Failed to open libibverbs.so[.1]")',
     "Failed to open libibverbs.so[.1]", level="INFO")
nccl("none", "benign", "v2.18.3-1", "src/transport/net_ib.cc", 252, 'INFO(NCCL_INIT|NCCL_NET, "NET/IB : No device found.")',
     "NET/IB : No device found.", level="INFO")
nccl("none", "benign", "v2.18.3-1", "src/init.cc", 310, 'INFO(NCCL_INIT, "Using network %s", comm->ncclNet->name)',
     "Using network Socket", level="INFO")
nccl("none", "benign", "v2.28.9-1", "src/init.cc", 428, 'INFO(NCCL_INIT, "Using network %s", comm->ncclNet->name)',
     "Using network IB", level="INFO")
nccl("none", "benign", "v2.21.5-1", "src/misc/cudawrap.cc", 185, 'INFO(NCCL_INIT, "cudaDriverVersion %d", driverVersion)',
     "cudaDriverVersion 12040", level="INFO")
nccl("none", "benign", "v2.28.9-1", "src/init.cc", 608, 'INFO(NCCL_ALL,"%s", VERSION_STRING)',
     "NCCL version 2.28.9+cuda12.9", level="INFO")
nccl("none", "benign", "v2.11.4-1", "src/init.cc", 806, 'INFO(NCCL_INIT, "Connected all rings")',
     "Connected all rings", level="INFO")
nccl("none", "benign", "v2.21.5-1", "src/init.cc", 1573,
     'INFO(NCCL_INIT,"ncclCommInitRank comm %p rank %d nranks %d cudaDev %d nvmlDev %d busId %lx commId 0x%llx - Init COMPLETE", ...)',
     "ncclCommInitRank comm 0x55d3c1a2b340 rank 3 nranks 8 cudaDev 3 nvmlDev 3 busId 5d000 commId "
     "0x9c1f2e3d4a5b6c7d - Init COMPLETE", level="INFO")
nccl("none", "benign", "v2.18.3-1", "src/misc/socket.cc", 330,
     'INFO(NCCL_ENV, "NCCL_SOCKET_IFNAME set by environment to %s", env)',
     "NCCL_SOCKET_IFNAME set by environment to eth0", level="INFO")
nccl("none", "benign", "v2.28.9-1", "src/transport/net_ib.cc", 839,
     'INFO(NCCL_INIT|NCCL_NET, "NET/IB : Using%s %s; OOB %s:%s", line, ...)',
     "NET/IB : Using [0]mlx5_0:1/IB [1]mlx5_1:1/IB [2]mlx5_2:1/RoCE [RO]; OOB eth0:10.20.0.5<0>", level="INFO")
nccl("none", "benign", "v2.23.4-1", "src/transport/p2p.cc", 197,
     'INFO(NCCL_INIT|NCCL_P2P,"Could not enable P2P between dev %d(=%lx) and dev %d(=%lx)", ...)',
     "Could not enable P2P between dev 1(=3b000) and dev 0(=1a000)", level="INFO")
nccl("none", "benign", "v2.28.9-1", "src/graph/paths.cc", 473,
     'INFO(NCCL_GRAPH|NCCL_NET,"GPU Direct RDMA Disabled for GPU %d / HCA %lx (distance %d > %d)", ...)',
     "GPU Direct RDMA Disabled for GPU 3 / HCA 0 (distance 7 > 6)", level="INFO")
nccl("none", "benign", "v2.28.9-1", "src/misc/cudawrap.cc", 94,
     'INFO(NCCL_INIT, "cuMem host allocations do not appear to be working; falling back to a /dev/shm/ based "...)',
     "cuMem host allocations do not appear to be working; falling back to a /dev/shm/ based implementation. This "
     "could be due to the container runtime disabling NUMA support. To disable this warning, set "
     "NCCL_CUMEM_HOST_ENABLE=0", level="INFO")
nccl("none", "benign", "v2.28.9-1", "src/proxy.cc", 1712,
     'INFO(NCCL_INIT|NCCL_NET|NCCL_PROXY, "[Service thread] Connection closed by localRank %d", peer->tpLocalRank)',
     "[Service thread] Connection closed by localRank 2", level="INFO")
nccl("none", "benign", "v2.18.3-1", "src/net.cc", 186,
     'INFO(NCCL_INIT|NCCL_NET, "NET/Plugin: Failed to find ncclNetPlugin_v6 symbol.")',
     "NET/Plugin: Failed to find ncclNetPlugin_v6 symbol.", level="INFO")
rec("none", "benign", "rdma-core libibverbs", "v28-v50",
    "linux-rdma/rdma-core libibverbs/dynamic_driver.c (load_driver: couldn't load driver '%s': %s)",
    "libibverbs: Warning: couldn't load driver '%s': %s",
    "libibverbs: Warning: couldn't load driver 'libvmw_pvrdma-rdmav34.so': libvmw_pvrdma-rdmav34.so: cannot open "
    "shared object file: No such file or directory")
rec("none", "benign", "rdma-core libibverbs", "v28-v50", "linux-rdma/rdma-core libibverbs/init.c (check_memlock_limit)",
    "libibverbs: Warning: RLIMIT_MEMLOCK is %llu bytes.\\n    This will severely limit memory registrations.",
    "libibverbs: Warning: RLIMIT_MEMLOCK is 65536 bytes.")
rec("none", "benign", "OpenSSH", "7.x-9.x", "openssh/openssh-portable sshconnect.c (Warning: Permanently added %s (%s) to "
    "the list of known hosts.)", "Warning: Permanently added '%.200s' (%s) to the list of known hosts.",
    "Warning: Permanently added 'node-2' (ED25519) to the list of known hosts.")
rec("none", "benign", "bash", "4.x-5.x", "bash locale.c (set_locale_var: warning: setlocale: %s: cannot change locale (%s))",
    "%s: warning: setlocale: %s: cannot change locale (%s)",
    "/bin/bash: warning: setlocale: LC_ALL: cannot change locale (en_US.UTF-8)")
rec("none", "benign", "bash", "5.1+", "bash locale.c (... cannot change locale (%s): %s)",
    "%s: warning: setlocale: %s: cannot change locale (%s): %s",
    "bash: warning: setlocale: LC_ALL: cannot change locale (en_US.UTF-8): No such file or directory")
rec("none", "benign", "torch elastic", "v2.1-v2.13", "pytorch/pytorch torch/distributed/run.py:876 (OMP_NUM_THREADS notice)",
    "Setting OMP_NUM_THREADS environment variable for each process to be %s in default, to avoid your system being "
    "overloaded, please further tune the variable for optimal performance in your application as needed.",
    "[2025-03-02 11:00:01,000] torch.distributed.run: [WARNING] Setting OMP_NUM_THREADS environment variable for "
    "each process to be 1 in default, to avoid your system being overloaded, please further tune the variable for "
    "optimal performance in your application as needed.")
rec("none", "benign", "torch elastic", "v2.1-v2.13",
    "pytorch/pytorch torch/distributed/elastic/agent/server/api.py:943 (Worker group %s. ...)",
    '"[%s] Worker group %s. %s/%s attempts left; will restart worker group"',
    "[2025-03-02 11:30:00,000] torch.distributed.elastic.agent.server.api: [INFO] [default] worker group "
    "successfully finished. Waiting 300 seconds for other agents to finish.")
rec("none", "benign", "PyTorch ProcessGroupNCCL", "v2.4-v2.13",
    "pytorch/pytorch torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp (~ProcessGroupNCCL: process group has NOT "
    "been destroyed)", '"WARNING: process group has NOT been destroyed before we destruct ProcessGroupNCCL. ..."',
    "[rank0]:[W302 11:30:01.000000000 ProcessGroupNCCL.cpp:1250] Warning: WARNING: process group has NOT been "
    "destroyed before we destruct ProcessGroupNCCL. On normal program exit, the application should call "
    "destroy_process_group to ensure that any pending NCCL operations have finished in this process. In rare "
    "cases this process can exit before this point and block the progress of another member of the process group. "
    "This constraint has always been present,  but this warning has only been added since PyTorch 2.4 (function "
    "operator())")
rec("none", "benign", "PyTorch c10d", "v2.1-v2.13", f"{SOCK} (C10D_INFO: The client socket has connected to {{}} on {{}}.)",
    '"The client socket has connected to {} on {}."',
    "[I302 11:00:02.000000000 socket.cpp:835] [c10d] The client socket has connected to [node-0]:29500 on "
    "[node-1]:51234.")
rec("none", "benign", "PyTorch", "v2.1-v2.13", "pytorch/pytorch torch/distributed/distributed_c10d.py (warnings.warn)",
    "torch.distributed.reduce_op is deprecated, please use torch.distributed.ReduceOp instead",
    "/usr/lib/python3/dist-packages/torch/distributed/distributed_c10d.py:258: UserWarning: "
    "torch.distributed.reduce_op is deprecated, please use torch.distributed.ReduceOp instead")
rec("none", "benign", "Slurm", "20.x-24.x", "SchedMD/slurm src/srun/libsrun/launch.c (step creation temporarily disabled, retrying)",
    "srun: Job %u step creation temporarily disabled, retrying (%s)",
    "srun: Job 4711 step creation temporarily disabled, retrying (Requested nodes are busy)")

# ---- none: retried and then fine ---------------------------------------------------------------------
nccl("none", "retried", "v2.18.3-1", "src/misc/socket.cc", 470,
     'INFO(NCCL_ALL, "Call to connect returned %s, retrying", strerror(errno))',
     "Call to connect returned Connection refused, retrying", level="INFO")
rec("none", "retried", "PyTorch c10d", "v2.1-v2.13", f"{SOCK} (SocketConnectOp::tryConnect: C10D_WARNING)",
    '"The client socket has failed to connect to {} {}."',
    "[W socket.cpp:663] [c10d] The client socket has failed to connect to [localhost]:29500 (errno: 99 - Cannot "
    "assign requested address).")
rec("none", "retried", "PyTorch c10d", "v2.1-v2.13", f"{SOCK} (SocketConnectOp::tryConnect: C10D_WARNING)",
    '"The client socket has failed to connect to {} {}."',
    "[W302 11:00:02.000000000 socket.cpp:755] [c10d] The client socket has failed to connect to [node-0]:29500 "
    "(errno: 111 - Connection refused).")
rec("none", "retried", "PyTorch c10d", "v2.4-v2.13", "pytorch/pytorch torch/csrc/distributed/c10d/TCPStore.cpp (TCPClient::connect)",
    '"TCP client failed to connect/validate to host {}:{} - retrying (try={}, timeout={}ms, delay={}ms): {}"',
    "[W302 11:00:03.000000000 TCPStore.cpp:343] [c10d] TCP client failed to connect/validate to host node-0:29500 "
    "- retrying (try=0, timeout=1800000ms, delay=496ms): The client socket has failed to connect to any network "
    "address of (node-0, 29500).")


# ======================================================================================================
# Programs other than NCCL/PyTorch, read in their sources (added in one pass; each section names the
# release it was read in: `git show <tag>:<path>` on a snapshot of the repository, or the code index).
# ======================================================================================================


def ucx(cls: str, kind: str, path: str, lineno: int, fmt: str, msg: str, level: str = "ERROR",
        tag: str = "v1.17.0", ts: str = "1740912255.412377") -> None:
    """A UCX log line, UCS_LOG_FMT of src/ucs/debug/log.c: "[%lu.%06lu] [%s:%-5d:%s] %17s:%-4u %-4s %-5s %*s%s"."""
    fname = path.rsplit("/", 1)[-1]
    rec(cls, kind, "UCX", tag, f"openucx/ucx {tag}:{path}:{lineno}", fmt,
        f"[{ts}] [{H}:{48213:<5}:0] {fname:>17}:{lineno:<4} UCX  {level:<5} {msg}")


# ---- UCX (openucx/ucx v1.17.0) -------------------------------------------------------------------------
# uct_ib_memlock_limit_msg (src/uct/ib/base/ib_log.c:237) appends the hint below when errno is ENOMEM.
MEMLOCK_HINT = " : Please set max locked memory (ulimit -l) to 'unlimited' (current: 64 kbytes)"
ucx("memlock_limit", "cause", "src/uct/ib/base/ib_md.c", 293,
    '"%s(address=%p, length=%zu, access=0x%lx) failed: %s", title, ..., strerror(err) + uct_ib_memlock_limit_msg',
    "ibv_reg_mr(address=0x7f3b2c000000, length=268435456, access=0xf) failed: Cannot allocate memory" + MEMLOCK_HINT)
ucx("memlock_limit", "cause", "src/uct/ib/base/ib_iface.c", 1158,
    'uct_ib_check_memlock_limit_msg(ibv_context, ERROR, "ibv_create_cq(cqe=%d)", cq_size) -> "%s: %s failed: %s"',
    "mlx5_0: ibv_create_cq(cqe=4096) failed: Cannot allocate memory" + MEMLOCK_HINT)
ucx("memlock_limit", "cause", "src/uct/ib/base/ib_iface.c", 1110,
    'uct_ib_check_memlock_limit_msg(..., "iface %p failed to create %s QP TX wr:%d sge:%d inl:%d resp:%d RX wr:%d '
    'sge:%d resp:%d", ...)',
    "mlx5_0: iface 0x55d3c1a2b340 failed to create RC QP TX wr:256 sge:5 inl:128 resp:32 RX wr:0 sge:1 resp:0 "
    "failed: Cannot allocate memory" + MEMLOCK_HINT)
ucx("memlock_limit", "cause", "src/uct/ib/rc/base/rc_iface.c", 513,
    'uct_ib_check_memlock_limit_msg(pd->context, ERROR, "ibv_create_srq()")',
    "mlx5_1: ibv_create_srq() failed: Cannot allocate memory" + MEMLOCK_HINT)
ucx("memlock_limit", "cause", "src/uct/ib/mlx5/ib_mlx5.c", 126,
    'uct_ib_check_memlock_limit_msg(dev->ibv_context, ERROR, "mlx5dv_create_cq(cqe=%d)", cq_attr.cqe)',
    "mlx5_0: mlx5dv_create_cq(cqe=8192) failed: Cannot allocate memory" + MEMLOCK_HINT)
ucx("shm_exhausted", "cause", "src/uct/sm/mm/posix/mm_posix.c", 206,
    '"Not enough memory to write total of %zu bytes. Please check that /dev/shm or the directory you specified has '
    'more available memory."',
    "Not enough memory to write total of 17301504 bytes. Please check that /dev/shm or the directory you specified "
    "has more available memory.")
ucx("cma_ptrace", "cause", "src/uct/sm/scopy/cma/cma_ep.c", 85,
    '"%s(pid=%d {%s}-->{%s}) returned %zd: %s", cma_call_name, ep->remote_pid, local_iov_str, remote_iov_str, ...',
    "process_vm_readv(pid=48214 {0x7f1a10000000,65536}-->{0x7f3b2c000000,65536}) returned -1: Operation not "
    "permitted")
ucx("cma_ptrace", "cause", "src/uct/sm/scopy/cma/cma_ep.c", 85,
    '"%s(pid=%d {%s}-->{%s}) returned %zd: %s", cma_call_name, ep->remote_pid, local_iov_str, remote_iov_str, ...',
    "process_vm_writev(pid=48217 {0x7f1a10000000,32768|0x7f1a10010000,32768}-->{0x7f3b2c000000,65536}) returned "
    "-1: Operation not permitted")
ucx("ib_unusable", "cause", "src/uct/ib/base/ib_device.c", 468,
    '"IB Async event on %s: %s" with event_info "%s on QPN 0x%x" (IBV_EVENT_QP_FATAL, level ERROR)',
    "IB Async event on mlx5_0: local work queue catastrophic error on QPN 0x1a2b")
ucx("ib_unusable", "cause", "src/uct/ib/base/ib_device.c", 468,
    '"IB Async event on %s: %s" with event_info "%s on CQ %p" (IBV_EVENT_CQ_ERR, level ERROR)',
    "IB Async event on mlx5_2: CQ error on CQ 0x55d3c1a2c000")
ucx("ib_unusable", "cause", "src/uct/ib/mlx5/ib_mlx5_log.c", 179,
    '"%s on " UCT_IB_IFACE_FMT " (synd 0x%x vend 0x%x hw_synd %d/%d)\\n%s QP 0x%x wqe[%d]: %s %s" '
    '(MLX5_CQE_SYNDROME_TRANSPORT_RETRY_EXC_ERR: "Transport retry count exceeded")',
    "Transport retry count exceeded on mlx5_0:1/IB (synd 0x15 vend 0x81 hw_synd 0/0)")

# ---- Slurm (SchedMD/slurm slurm-24-05-8-1) -------------------------------------------------------------
SL = "slurm-24-05-8-1"
rec("other", "cause", "Slurm", SL, f"SchedMD/slurm {SL}:src/slurmd/slurmstepd/req.c:1131",
    'error("*** %s ON %s CANCELLED AT %s DUE TO TIME LIMIT ***", entity, step->node_name, time_str)',
    "slurmstepd: error: *** STEP 4711.0 ON node-2 CANCELLED AT 2025-03-02T11:04:15 DUE TO TIME LIMIT ***")
rec("other", "cause", "Slurm", SL, f"SchedMD/slurm {SL}:src/slurmd/slurmstepd/req.c:1131",
    'error("*** %s ON %s CANCELLED AT %s DUE TO TIME LIMIT ***", entity, step->node_name, time_str)',
    "slurmstepd: error: *** JOB 4711 ON node-2 CANCELLED AT 2025-03-02T11:04:15 DUE TO TIME LIMIT ***")
rec("other", "cause", "Slurm", SL, f"SchedMD/slurm {SL}:src/slurmd/slurmstepd/req.c:1135",
    'error("*** %s ON %s CANCELLED AT %s DUE TO PREEMPTION ***", entity, step->node_name, time_str)',
    "slurmstepd: error: *** STEP 4711.0 ON node-2 CANCELLED AT 2025-03-02T11:04:15 DUE TO PREEMPTION ***")
rec("host_mem_alloc", "cause", "Slurm", SL, f"SchedMD/slurm {SL}:src/srun/launch.c:418",
    'error("%s: %s %s: Out Of Memory", hosts, task_str, tasks)',
    "srun: error: node-2: task 1: Out Of Memory")
rec("other", "cause", "Slurm", SL, f"SchedMD/slurm {SL}:src/api/step_launch.c:1180 + src/common/slurm_errno.c:169",
    'error("task %u launch failed: %s", msg->task_ids[i], slurm_strerror(msg->return_code)) '
    '(ESLURM_INTERCONNECT_FAILURE: switch plugin job preinit/init failed)',
    "srun: error: task 0 launch failed: Error configuring interconnect")
rec("none", "consequence", "Slurm", SL, f"SchedMD/slurm {SL}:src/api/step_launch.c:694",
    'info("Job step aborted: Waiting up to %d seconds for job step to finish.", kill_wait + STEP_ABORT_TIME)',
    "srun: Job step aborted: Waiting up to 32 seconds for job step to finish.")

# ---- Horovod (horovod/horovod v0.28.1) -----------------------------------------------------------------
HV = "v0.28.1"
rec("ssh_failure", "cause", "Horovod", HV, f"horovod/horovod {HV}:horovod/runner/launch.py:655",
    "raise RuntimeError('could not connect to some hosts via ssh')",
    "RuntimeError: could not connect to some hosts via ssh")
rec("ssh_failure", "cause", "Horovod", HV, f"horovod/horovod {HV}:horovod/runner/launch.py:100",
    "print('ssh not successful for host {host}:\\n{msg_output}'.format(...))",
    "ssh not successful for host node-2:")
rec("collective_timeout", "cause", "Horovod", HV, f"horovod/horovod {HV}:horovod/common/stall_inspector.cc:103",
    'LOG(ERROR) << ... << "One or more rank (marked by \\"!\\") is stalled for longer than " << '
    'stall_shutdown_time.count() << " seconds. Will shutdown."',
    'One or more rank (marked by "!") is stalled for longer than 300 seconds. Will shutdown.')
rec("none", "consequence", "Horovod", HV, f"horovod/horovod {HV}:horovod/common/common.h:232 (SHUT_DOWN_ERROR)",
    '"Horovod has been shut down. This was caused by an exception on one of the ranks or an attempt to allreduce, '
    'allgather or broadcast a tensor after one of the ranks finished execution. ..."',
    "horovod.common.exceptions.HorovodInternalError: Horovod has been shut down. This was caused by an exception on "
    "one of the ranks or an attempt to allreduce, allgather or broadcast a tensor after one of the ranks finished "
    "execution. If the shutdown was caused by an exception, you should see the exception in the log before the "
    "first shutdown message.")
rec("none", "consequence", "Horovod", HV, f"horovod/horovod {HV}:horovod/common/ops/nccl_operations.cc:73",
    'throw std::logic_error(std::string(op_name) + " failed: " + ncclGetErrorString(nccl_result))',
    "horovod.common.exceptions.HorovodInternalError: ncclCommInitRank failed: unhandled system error")
rec("none", "consequence", "Horovod", HV, f"horovod/horovod {HV}:horovod/common/ops/nccl_operations.cc:144",
    'throw std::logic_error(std::string("NCCL async error: ") + ncclGetErrorString(nccl_async_err))',
    "horovod.common.exceptions.HorovodInternalError: NCCL async error: remote process exited or there was a "
    "network error")

# ---- libfabric (ofiwg/libfabric v1.22.0): EFA provider, and PSM3 ---------------------------------------
# ofi_log (src/log.c:156): "%s:%d:%ld:%s:%s:%s:%s():%d<%s> %s", PACKAGE, pid, time, log_prefix, prov, subsys, ...
LF = "v1.22.0"
rec("memlock_limit", "cause", "libfabric EFA", LF, f"ofiwg/libfabric {LF}:prov/efa/src/efa_mr.c:855",
    'EFA_WARN(FI_LOG_MR, "Unable to register MR of %zu bytes: %s, ibv pd: %p, total mr reg size %zu, mr reg count '
    '%zu\\n", ..., fi_strerror(-errno), ...)',
    "libfabric:48213:1740912255::efa:mr:efa_mr_reg_impl():855<warn> Unable to register MR of 268435456 bytes: "
    "Cannot allocate memory, ibv pd: 0x55d3c1a2b340, total mr reg size 12884901888, mr reg count 310")
rec("memlock_limit", "cause", "libfabric EFA", LF, f"ofiwg/libfabric {LF}:prov/efa/src/efa_base_ep.c:194",
    'EFA_WARN(FI_LOG_EP_CTRL, "ibv_create_qp failed. errno: %d\\n", errno)',
    "libfabric:48213:1740912255::efa:ep_ctrl:efa_qp_create():194<warn> ibv_create_qp failed. errno: 12")
rec("memlock_limit", "cause", "libfabric EFA", LF, f"ofiwg/libfabric {LF}:prov/efa/src/efa_cq.h:92",
    'EFA_WARN(FI_LOG_CQ, "Unable to create extended CQ: %s\\n", strerror(errno))',
    "libfabric:48213:1740912255::efa:cq:efa_cq_ibv_cq_ex_open_with_ibv_create_cq_ex():92<warn> Unable to create "
    "extended CQ: Cannot allocate memory")
rec("cma_ptrace", "cause", "libfabric PSM3", LF, f"ofiwg/libfabric {LF}:prov/psm3/psm3/ptl_am/ptl.c:476",
    '_HFI_ERROR("Writing to remote process\' memory failed. Disabling CMA support\\n") '
    '(printf(PSM3_TIME_FMT "%s.%s: " fmt, ..., psm3_mylabel, __progname))',
    "node-1:rank3.python: Writing to remote process' memory failed. Disabling CMA support")

# ---- Open MPI (open-mpi/ompi v4.1.6 help files) --------------------------------------------------------
OM = "v4.1.6"
rec("cma_ptrace", "cause", "Open MPI", OM,
    f"open-mpi/ompi {OM}:opal/mca/btl/vader/help-btl-vader.txt:130 [cma-different-user-namespace-error]",
    "ERROR: Linux kernel CMA support was requested via the btl_vader_single_copy_mechanism MCA variable, but CMA "
    "support is not available due to different user namespaces.",
    "ERROR: Linux kernel CMA support was requested via the")
rec("ib_unusable", "cause", "Open MPI", OM,
    f"open-mpi/ompi {OM}:opal/mca/btl/openib/help-mpi-btl-openib.txt:196 [pp retry exceeded]",
    "The InfiniBand retry count between two MPI processes has been exceeded.",
    "The InfiniBand retry count between two MPI processes has been")
rec("none", "consequence", "Open MPI", OM, f"open-mpi/ompi {OM}:opal/mca/btl/tcp/help-mpi-btl-tcp.txt:73 [peer hung up]",
    "An MPI communication peer process has unexpectedly disconnected.  This usually indicates a failure in the peer "
    "process (e.g., a crash or otherwise exiting without calling MPI_FINALIZE first).",
    "An MPI communication peer process has unexpectedly disconnected.  This")
rec("none", "consequence", "Open MPI", OM,
    f"open-mpi/ompi {OM}:orte/mca/errmgr/base/help-errmgr-base.txt:112 [normal-termination-but]",
    "%s job %s terminated normally, but %d %s. Per user-direction, the job has been aborted.",
    "Primary job  terminated normally, but 1 process returned a non-zero exit code. Per user-direction, the job has "
    "been aborted.")

# ---- accelerate (huggingface/accelerate v1.14.0) -------------------------------------------------------
AC = "v1.14.0"
rec("rendezvous_failure", "cause", "accelerate", AC, f"huggingface/accelerate {AC}:src/accelerate/utils/launch.py:244",
    'raise ConnectionError(f"Tried to launch distributed communication on port `{main_process_port}`, but another '
    'process is utilizing it. Please specify a different port ...")',
    "ConnectionError: Tried to launch distributed communication on port `29500`, but another process is utilizing "
    "it. Please specify a different port (such as using the `--main_process_port` flag or specifying a different "
    "`main_process_port` in your config file) and rerun your script. To automatically use the next open port (on a "
    "single node), you can set this to `0`.")
rec("none", "benign", "accelerate", AC, f"huggingface/accelerate {AC}:src/accelerate/commands/launch.py:1380",
    '"The following values were not passed to `accelerate launch` and had defaults used instead:\\n" ...',
    "The following values were not passed to `accelerate launch` and had defaults used instead:")
rec("none", "benign", "accelerate", AC, f"huggingface/accelerate {AC}:src/accelerate/commands/launch.py:1012",
    '"Using RTX 4000 series which doesn\'t support faster communication speedups. Ensuring P2P and IB '
    'communications are disabled."',
    "Using RTX 4000 series which doesn't support faster communication speedups. Ensuring P2P and IB communications "
    "are disabled.")

# ---- vLLM (vllm-project/vllm, code index @00d618aab604) ------------------------------------------------
# The custom all-reduce kernel is optional: when its checks fail vLLM warns and uses NCCL (healthy runs print these).
VL = "vllm-project/vllm @00d618aab604:vllm/distributed/device_communicators/custom_all_reduce.py"
rec("none", "benign", "vLLM", "0.x (main)", f"{VL} (CustomAllreduce.finalize_p2p)",
    '"Custom allreduce is disabled because your platform lacks GPU P2P capability or P2P test failed. To silence '
    'this warning, specify disable_custom_all_reduce=True explicitly."',
    "(VllmWorker rank=1 pid=58476) WARNING 03-02 11:04:15 [custom_all_reduce.py:154] Custom allreduce is disabled "
    "because your platform lacks GPU P2P capability or P2P test failed. To silence this warning, specify "
    "disable_custom_all_reduce=True explicitly.")
rec("none", "benign", "vLLM", "0.x (main)", f"{VL} (CustomAllreduce.__init__)",
    '"Custom allreduce is disabled because it\'s not supported on more than two PCIe-only GPUs. To silence this '
    'warning, specify disable_custom_all_reduce=True explicitly."',
    "WARNING 03-02 11:04:15 [custom_all_reduce.py:131] Custom allreduce is disabled because it's not supported on "
    "more than two PCIe-only GPUs. To silence this warning, specify disable_custom_all_reduce=True explicitly.")
rec("none", "benign", "vLLM", "0.x (main)", f"{VL} (CustomAllreduce.__init__)",
    '"Custom allreduce is disabled because this process group spans across nodes."',
    "WARNING 03-02 11:04:15 [custom_all_reduce.py:83] Custom allreduce is disabled because this process group "
    "spans across nodes.")
rec("none", "benign", "vLLM", "0.x (main)", f"{VL} (CustomAllreduce.__init__)",
    '"Custom allreduce is disabled due to an unsupported world size: %d. Supported world sizes: %s. To silence this '
    'warning, specify disable_custom_all_reduce=True explicitly."',
    "WARNING 03-02 11:04:15 [custom_all_reduce.py:96] Custom allreduce is disabled due to an unsupported world "
    "size: 3. Supported world sizes: [2, 4, 6, 8]. To silence this warning, specify disable_custom_all_reduce=True "
    "explicitly.")

# ---- libnvidia-container (NVIDIA/libnvidia-container, code index; no tag) ------------------------------
# nvidia-container-cli: warnx("initialization error: %s") / warnx("requirement error: %s") in src/cli/*.c;
# error_set_dl (src/error.c) and error_set_nvml (src/error.c) append dlerror() / nvmlErrorString().
NVC = "NVIDIA/libnvidia-container"
rec("driver_mismatch", "cause", "libnvidia-container", "1.x",
    f"{NVC} @13521978:src/xfuncs.h (xdlopen: error_set_dl(err, \"load library failed\")) + src/cli "
    "(warnx(\"initialization error: %s\"))",
    'nvidia-container-cli: initialization error: load library failed: %s (dlerror())',
    "nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared "
    "object file: no such file or directory: unknown")
rec("driver_mismatch", "cause", "libnvidia-container", "1.x",
    f"{NVC} @5823754b:src/cli/dsl.c (dsl_evaluate) + src/cli (warnx(\"requirement error: %s\"))",
    '"unsatisfied condition: %s, please update your driver to a newer version, or use an earlier cuda container"',
    "nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.4, please update your driver to a "
    "newer version, or use an earlier cuda container: unknown")
rec("driver_mismatch", "cause", "libnvidia-container", "1.x",
    f"{NVC} @06deb20d:src/driver.c (call_nvml -> error_set_nvml(err, handle, r_, \"nvml error\")) + "
    "NVML nvmlErrorString(NVML_ERROR_LIB_RM_VERSION_MISMATCH)",
    "nvidia-container-cli: initialization error: nvml error: %s",
    "nvidia-container-cli: initialization error: nvml error: driver/library version mismatch: unknown")

# ---- PyTorch c10d: name resolution of the master (socket.cpp via the code index; gai_strerror texts) ----
GAI = ("pytorch/pytorch torch/csrc/distributed/c10d/socket.cpp (SocketConnectOp::tryConnect: recordError) + "
       "glibc gai_strerror values[] (EAI_NONAME = -2, EAI_AGAIN = -3)")
rec("rendezvous_failure", "cause", "PyTorch c10d", "v2.x", GAI,
    '"The {}network addresses of ({}, {}) cannot be retrieved (gai error: {} - {})."',
    "[W302 11:00:02.000000000 socket.cpp:752] [c10d] The IPv4 network addresses of (node-0, 29500) cannot be "
    "retrieved (gai error: -2 - Name or service not known).")
rec("none", "retried", "PyTorch c10d", "v2.x", GAI,
    '"The {}network addresses of ({}, {}) cannot be retrieved (gai error: {} - {})."',
    "[W302 11:00:02.000000000 socket.cpp:752] [c10d] The IPv6 network addresses of (node-0, 29500) cannot be "
    "retrieved (gai error: -3 - Temporary failure in name resolution).")


# ======================================================================================================
# Second pass: Lightning, DeepSpeed launcher, Ray, RCCL/HIP, oneCCL, MPICH Hydra, NVSHMEM, JAX/XLA,
# TensorFlow, bind9 resolvers, Docker/containerd. Each section names the release it was read in.
# ======================================================================================================

# ---- PyTorch Lightning (Lightning-AI/pytorch-lightning 2.6.5) -----------------------------------------
# lightning.pytorch / lightning.fabric log through a bare StreamHandler (no prefix); rank_prefixed_message
# (lightning_utilities) is f"[rank: {rank}] {message}"; rank_zero_warn goes through warnings.warn.
PL = "2.6.5"
PLR = f"Lightning-AI/pytorch-lightning {PL}:src/lightning"
rec("none", "benign", "PyTorch Lightning", PL, f"{PLR}/pytorch/trainer/setup.py:164",
    'rank_zero_info(f"GPU available: {gpu_available}{gpu_type}, used: {gpu_used}")',
    "GPU available: True (cuda), used: True")
rec("none", "benign", "PyTorch Lightning", PL, f"{PLR}/pytorch/trainer/setup.py:167",
    'rank_zero_info(f"TPU available: {XLAAccelerator.is_available()}, using: {num_tpu_cores} TPU cores")',
    "TPU available: False, using: 0 TPU cores")
rec("none", "benign", "PyTorch Lightning", PL, f"{PLR}/fabric/utilities/distributed.py:282",
    'log.info(f"Initializing distributed: GLOBAL_RANK: {global_rank}, MEMBER: {global_rank + 1}/{world_size}")',
    "Initializing distributed: GLOBAL_RANK: 3, MEMBER: 4/8")
rec("none", "benign", "PyTorch Lightning", PL, f"{PLR}/fabric/utilities/distributed.py:290",
    'rank_zero_info(f"{\'-\' * 100}\\ndistributed_backend={torch_distributed_backend}\\nAll distributed processes '
    'registered. Starting with {world_size} processes\\n{\'-\' * 100}\\n")',
    "All distributed processes registered. Starting with 8 processes")
rec("none", "benign", "PyTorch Lightning", PL, f"{PLR}/pytorch/trainer/connectors/signal_connector.py:54",
    'log.info("SLURM auto-requeueing enabled. Setting signal handlers.")',
    "SLURM auto-requeueing enabled. Setting signal handlers.")
rec("none", "benign", "PyTorch Lightning", PL, f"{PLR}/fabric/plugins/environments/slurm.py:204",
    'rank_zero_warn("The `srun` command is available on your system but is not used. HINT: If your intention is to '
    'run Lightning on SLURM, prepend your python command with `srun` like so: {hint} ...", category=PossibleUserWarning)',
    "/opt/conda/lib/python3.11/site-packages/lightning/fabric/plugins/environments/slurm.py:204: The `srun` command "
    "is available on your system but is not used. HINT: If your intention is to run Lightning on SLURM, prepend your "
    "python command with `srun` like so: srun python train.py --devices 8 ...")
rec("none", "benign", "PyTorch Lightning", PL, f"{PLR}/fabric/accelerators/cuda.py:171",
    'rank_zero_info(f"You are using a CUDA device ({torch.cuda.get_device_name(device)!r}) that has Tensor Cores. To '
    'properly utilize them, you should set `torch.set_float32_matmul_precision(\'medium\' | \'high\')` ...")',
    "You are using a CUDA device ('NVIDIA H100 80GB HBM3') that has Tensor Cores. To properly utilize them, you "
    "should set `torch.set_float32_matmul_precision('medium' | 'high')` which will trade-off precision for "
    "performance. For more details, read https://pytorch.org/docs/stable/generated/torch.set_float32_matmul_"
    "precision.html#torch.set_float32_matmul_precision")
rec("other", "cause", "PyTorch Lightning", PL, f"{PLR}/pytorch/trainer/connectors/signal_connector.py:71",
    'rank_zero_info(f"Handling auto-requeue signal: {signum}")',
    "Handling auto-requeue signal: 10")
rec("none", "consequence", "PyTorch Lightning", PL, f"{PLR}/fabric/strategies/launchers/subprocess_script.py:219",
    'rank_prefixed_message(f"Child process with PID {proc.pid} terminated with code {proc.returncode}. Forcefully '
    'terminating all other processes to avoid zombies 🧟", rank=(i + 1))',
    "[rank: 1] Child process with PID 48214 terminated with code 1. Forcefully terminating all other processes to "
    "avoid zombies 🧟")
rec("none", "consequence", "PyTorch Lightning", PL, f"{PLR}/pytorch/trainer/connectors/signal_connector.py:109",
    'log.info(rank_prefixed_message(f"Received SIGTERM: {signum}", self.trainer.local_rank))',
    "[rank: 0] Received SIGTERM: 15")
rec("other", "cause", "PyTorch Lightning", PL, f"{PLR}/fabric/plugins/environments/slurm.py:163",
    'raise ValueError(f"You set `devices={num_devices}` in Lightning, but the number of tasks per node configured in '
    'SLURM `--ntasks-per-node={ntasks_per_node}` does not match. HINT: Set `devices={ntasks_per_node}`.")',
    "ValueError: You set `devices=8` in Lightning, but the number of tasks per node configured in SLURM "
    "`--ntasks-per-node=4` does not match. HINT: Set `devices=4`.")
# driver_mismatch as the sixth session's variant of the same raise below (no usable CUDA device or driver); this
# record said `other` until the eighth session raised the floors to the counts and the conflict showed
rec("driver_mismatch", "cause", "PyTorch Lightning", PL, f"{PLR}/pytorch/trainer/connectors/accelerator_connector.py:356",
    'raise MisconfigurationException(f"`{accelerator_cls.__qualname__}` can not run on your system since the '
    'accelerator is not available. The following accelerator(s) is available and can be passed into `accelerator` '
    'argument of `Trainer`: {available_accelerator}.")',
    "lightning.fabric.utilities.exceptions.MisconfigurationException: `CUDAAccelerator` can not run on your system "
    "since the accelerator is not available. The following accelerator(s) is available and can be passed into "
    "`accelerator` argument of `Trainer`: ['cpu'].")
rec("other", "cause", "PyTorch Lightning", PL, f"{PLR}/fabric/accelerators/cuda.py:130",
    'raise RuntimeError(f"You requested to find {num_devices} devices but only {len(available_devices)} are currently '
    'available. The devices {unavailable_devices} are occupied by other processes and can\'t be used at the moment.")',
    "RuntimeError: You requested to find 4 devices but only 2 are currently available. The devices [2, 3] are "
    "occupied by other processes and can't be used at the moment.")

# ---- DeepSpeed launcher (deepspeedai/DeepSpeed v0.19.5) ------------------------------------------------
# deepspeed/utils/logging.py: "[%(asctime)s] [%(levelname)s] [%(filename)s:%(lineno)d:%(funcName)s] %(message)s"
DS = "v0.19.5"
DSR = f"deepspeedai/DeepSpeed {DS}:deepspeed"
TS = "[2025-03-02 11:04:15,123]"
rec("ssh_failure", "cause", "DeepSpeed", DS, f"{DSR}/launcher/runner.py:491",
    'raise RuntimeError(f"Using hostfile at {args.hostfile} but host={first_host} was not reachable via ssh. If you '
    'are running with a single node please remove {args.hostfile} or setup passwordless ssh.")',
    "RuntimeError: Using hostfile at /job/hostfile but host=worker-1 was not reachable via ssh. If you are running "
    "with a single node please remove /job/hostfile or setup passwordless ssh.")
rec("ssh_failure", "cause", "DeepSpeed", DS, f"{DSR}/launcher/runner.py:506",
    'logger.error("Unable to detect suitable master address via \'hostname -I\', please manually specify one via '
    '--master_addr") (after subprocess.check_output([\'ssh\', first_host, \'hostname\', \'-I\']) failed)',
    f"{TS} [ERROR] [runner.py:506:main] Unable to detect suitable master address via 'hostname -I', please manually "
    "specify one via --master_addr")
rec("other", "cause", "DeepSpeed", DS, f"{DSR}/launcher/runner.py:262",
    'raise ValueError(f"Hostfile contains multiple entries for {host}, unable to proceed with launching")',
    "ValueError: Hostfile contains multiple entries for worker-1, unable to proceed with launching")
rec("none", "benign", "DeepSpeed", DS, f"{DSR}/launcher/runner.py:232",
    'logger.warning("Unable to find hostfile, will proceed with training with local resources only.")',
    f"{TS} [WARNING] [runner.py:232:fetch_hostfile] Unable to find hostfile, will proceed with training with local "
    "resources only.")
rec("none", "benign", "DeepSpeed", DS, f"{DSR}/launcher/multinode_runner.py:85",
    'logger.info("Running on the following workers: %s" % active_workers)',
    f"{TS} [INFO] [multinode_runner.py:85:get_cmd] Running on the following workers: worker-0,worker-1")
rec("none", "benign", "DeepSpeed", DS, f"{DSR}/comm/comm.py:856",
    "utils.logger.info('Initializing TorchBackend in DeepSpeed with backend {}'.format(dist_backend))",
    f"{TS} [INFO] [comm.py:856:init_distributed] Initializing TorchBackend in DeepSpeed with backend nccl")
rec("none", "benign", "DeepSpeed", DS, f"{DSR}/launcher/launch.py:367",
    'logger.info(f"Process {process.pid} exits successfully.")',
    f"{TS} [INFO] [launch.py:367:main] Process 48213 exits successfully.")
rec("none", "consequence", "DeepSpeed", DS, f"{DSR}/launcher/launch.py:341",
    'logger.error(f"{cmd} exits with return code = {last_return_code}")',
    f"{TS} [ERROR] [launch.py:341:sigkill_handler] ['/usr/bin/python3', '-u', 'train.py', '--local_rank=3', "
    "'--deepspeed_config', 'ds.json'] exits with return code = 1")
rec("none", "consequence", "DeepSpeed", DS, f"{DSR}/launcher/launch.py:335",
    'logger.info(f"Killing subprocess {process.pid}")',
    f"{TS} [INFO] [launch.py:335:sigkill_handler] Killing subprocess 48214")

# ---- Ray (ray 2.40.0 wheel: Python files, and strings of the raylet / _raylet.so binaries) --------------
# The C++ texts are ray-project/ray src/ray/raylet/node_manager.cc (OOM kill message, worker death) and
# src/ray/gcs/gcs_client (GCS connection), read as strings in the binaries; Python files with their lines.
RY = "ray-2.40.0"
rec("host_mem_alloc", "cause", "Ray", RY,
    "ray 2.40.0 wheel: ray/exceptions.py:523 (class OutOfMemoryError) + raylet strings (node_manager.cc: "
    "\"Task was killed due to the node running low on memory.\")",
    '"Task was killed due to the node running low on memory.\\n" + "Memory on the node (IP: " ...',
    "ray.exceptions.OutOfMemoryError: Task was killed due to the node running low on memory.")
rec("host_mem_alloc", "cause", "Ray", RY, "ray 2.40.0 wheel: raylet strings (node_manager.cc OOM kill details)",
    '"Memory on the node (IP: " ... ") where the task (" ... ", memory used=" ... "GB) was running was " ... '
    '"), which exceeds the memory usage threshold of " ... ". Ray killed this worker (ID: " ... ") because it was the '
    'most recently scheduled task; ..."',
    "Memory on the node (IP: 10.20.0.6, ID: 3a4b60759256926fd0e84a9ff596dab3d7be854134107ef21b0e0260) where the "
    "task (task ID: 8ce7275b7a7953cc794f8c138a616d91cb907c1b01000000, name=TrainTrainable.__init__, pid=48214, "
    "memory used=61.20GB) was running was 119.80GB / 125.50GB (0.954582), which exceeds the memory usage threshold "
    "of 0.95. Ray killed this worker (ID: 5c9ac30f8a9eda340f651a204de5d94f1ff965c5d9f72175579bd8dd) because it was "
    "the most recently scheduled task; to see more information about memory usage on this node, use `ray logs "
    "raylet.out -ip 10.20.0.6`. To see the logs of the worker, use `ray logs "
    "worker-5c9ac30f8a9eda340f651a204de5d94f1ff965c5d9f72175579bd8dd*out -ip 10.20.0.6.")
rec("none", "consequence", "Ray", RY, "ray 2.40.0 wheel: raylet strings (node_manager.cc, worker disconnect)",
    '"A worker died or was killed while executing a task by an unexpected system error. To troubleshoot the problem, '
    'check the logs for the dead worker."',
    "(raylet) A worker died or was killed while executing a task by an unexpected system error. To troubleshoot the "
    "problem, check the logs for the dead worker. RayTask ID: 8ce7275b7a7953cc794f8c138a616d91cb907c1b01000000 "
    "Worker ID: 5c9ac30f8a9eda340f651a204de5d94f1ff965c5d9f72175579bd8dd Node ID: "
    "3a4b60759256926fd0e84a9ff596dab3d7be854134107ef21b0e0260 Worker IP address: 10.20.0.6 Worker port: 10003 "
    "Worker PID: 48214 Worker exit type: SYSTEM_ERROR")
rec("none", "consequence", "Ray", RY, "ray 2.40.0 wheel: ray/exceptions.py:381 (ActorDiedError.BASE_ERROR_MSG)",
    'BASE_ERROR_MSG = "The actor died unexpectedly before finishing this task."',
    "ray.exceptions.ActorDiedError: The actor died unexpectedly before finishing this task.")
rec("none", "consequence", "Ray", RY, "ray 2.40.0 wheel: ray/exceptions.py:321 (WorkerCrashedError.__str__)",
    '"The worker died unexpectedly while executing this task. Check python-core-worker-*.log files for more '
    'information."',
    "ray.exceptions.WorkerCrashedError: The worker died unexpectedly while executing this task. Check "
    "python-core-worker-*.log files for more information.")
rec("none", "consequence", "Ray Train", RY, "ray 2.40.0 wheel: ray/train/base_trainer.py:59 (TrainingFailedError._RESTORE_MSG)",
    '"The Ray Train run failed. Please inspect the previous error messages for a cause. After fixing the issue '
    '(assuming that the error is not caused by your own application logic, but rather an error such as OOM), you can '
    'restart the run from scratch or continue this run.\\n"',
    "ray.train.base_trainer.TrainingFailedError: The Ray Train run failed. Please inspect the previous error "
    "messages for a cause. After fixing the issue (assuming that the error is not caused by your own application "
    "logic, but rather an error such as OOM), you can restart the run from scratch or continue this run.")
rec("rendezvous_failure", "cause", "Ray", RY, "ray 2.40.0 wheel: _raylet.so strings (src/ray/gcs/gcs_client/gcs_client.cc)",
    '"Failed to connect to GCS at address " << address << " within " << timeout << " seconds."',
    "Failed to connect to GCS at address 10.20.0.5:6379 within 5 seconds.")
rec("none", "consequence", "Ray", RY, "ray 2.40.0 wheel: _raylet.so strings (src/ray/rpc/gcs_server/gcs_rpc_client.h)",
    '"Failed to connect to GCS within " << gcs_rpc_server_reconnect_timeout_s << " seconds. GCS may have been killed. '
    'It\'s either GCS is terminated by `ray stop` or is killed unexpectedly. If it is killed unexpectedly, see the log '
    'file gcs_server.out. ..."',
    "Failed to connect to GCS within 60 seconds. GCS may have been killed. It's either GCS is terminated by `ray "
    "stop` or is killed unexpectedly. If it is killed unexpectedly, see the log file gcs_server.out. "
    "https://docs.ray.io/en/master/ray-observability/user-guides/configure-logging.html#logging-directory-structure. "
    "The program will terminate.")
rec("none", "benign", "Ray", RY, "ray 2.40.0 wheel: ray/_private/usage/usage_constants.py:22 "
    "(USAGE_STATS_ENABLED_FOR_RAY_INIT_MESSAGE, printed by usage_lib.py:475)",
    '"Usage stats collection is enabled. To disable this, run the following command: `ray disable-usage-stats` '
    'before starting Ray. See https://docs.ray.io/en/master/cluster/usage-stats.html for more details."',
    "Usage stats collection is enabled. To disable this, run the following command: `ray disable-usage-stats` "
    "before starting Ray. See https://docs.ray.io/en/master/cluster/usage-stats.html for more details.")
rec("none", "benign", "Ray", RY, "ray 2.40.0 wheel: ray/_private/worker.py:1812",
    'logger.info(info_str + " View the dashboard at %s%s%s %s%s", ...) with info_str = "Started a local Ray instance."',
    "2025-03-02 11:04:15,123\tINFO worker.py:1812 -- Started a local Ray instance. View the dashboard at "
    "127.0.0.1:8265 ")


def rccl(cls: str, kind: str, path: str, lineno: int, fmt: str, msg: str, level: str = "WARN",
         tag: str = "rocm-6.2.2", dev: int = 3) -> None:
    """An RCCL debug line (src/debug.cc: "%s:%d:%d [%d] %s:%d NCCL WARN " / "%s:%d:%d [%d] NCCL INFO ")."""
    where = f" {path.rsplit('/', 1)[-1]}:{lineno}" if level == "WARN" else ""
    rec(cls, kind, "RCCL", tag, f"ROCm/rccl {tag}:{path}:{lineno}", fmt,
        f"{H}:{PID} [{dev}]{where} NCCL {level} {msg}")


# ---- RCCL (ROCm/rccl rocm-6.2.2) and the HIP runtime's hipGetErrorString (ROCm/clr rocm-6.2.2) ----------
# RCCL is hipified NCCL: its CUDACHECK still prints "Cuda failure '%s'" with hipGetErrorString texts, which
# are ihipGetErrorString in ROCm/clr hipamd/src/hip_error.cpp. HIP errors map to their CUDA counterparts' classes.
HIPERR = "ROCm/clr rocm-6.2.2:hipamd/src/hip_error.cpp"
rccl("none", "benign", "src/init.cc", 115,
     'WARN("NUMA auto balancing enabled which can lead to variability in the RCCL performance! Disable by '
     '\\"sudo sysctl kernel.numa_balancing=0\\"")',
     'NUMA auto balancing enabled which can lead to variability in the RCCL performance! Disable by "sudo sysctl '
     'kernel.numa_balancing=0"')
rccl("none", "benign", "src/init.cc", 136,
     'WARN("Missing \\"iommu=pt\\" from kernel command line which can lead to system instablity or hang!")',
     'Missing "iommu=pt" from kernel command line which can lead to system instablity or hang!')
rccl("none", "benign", "src/init.cc", 141,
     'WARN("Missing \\"HSA_FORCE_FINE_GRAIN_PCIE=1\\" from environment which can lead to low RCCL performance, system '
     'instablity or hang!")',
     'Missing "HSA_FORCE_FINE_GRAIN_PCIE=1" from environment which can lead to low RCCL performance, system '
     'instablity or hang!')
rccl("none", "benign", "src/misc/rocmwrap.cc", 149, 'INFO(NCCL_INIT, "DMA_BUF_SUPPORT Failed due to OS kernel support")',
     "DMA_BUF_SUPPORT Failed due to OS kernel support", level="INFO")
rccl("none", "benign", "src/init.cc", 696, 'INFO(NCCL_ALL,"%s %s", VERSION_STRING, rcclGitHash) with VERSION_STRING '
     '"RCCL version " ... "+hip" STR(HIP_VERSION_MAJOR) "." STR(HIP_VERSION_MINOR)',
     "RCCL version 2.20.5+hip6.2 HEAD:4ec8a8c", level="INFO")
rccl("none", "retried", "src/misc/socket.cc", 473,
     'if (sock->refusedRetries % 1000 == 0) INFO(NCCL_ALL, "Call to connect returned %s, retrying", strerror(errno))',
     "Call to connect returned Connection refused, retrying", level="INFO")
rccl("driver_mismatch", "cause", "src/misc/rocmwrap.cc", 56,
     'WARN("Failed to find ROCm runtime library in %s (RCCL_ROCR_PATH=%s)", ncclCudaPath, ncclCudaPath)',
     "Failed to find ROCm runtime library in (null) (RCCL_ROCR_PATH=(null))", dev=0)
rec("cuda_oom", "cause", "RCCL", "rocm-6.2.2",
    f"ROCm/rccl rocm-6.2.2:src/include/alloc.h:178 (ncclCudaMallocDebug) + src/include/checks.h:16 + {HIPERR}:212 "
    "(hipErrorOutOfMemory)",
    'CUDACHECKGOTO(hipExtMallocWithFlags(...)) -> WARN("Cuda failure \'%s\'", cudaGetErrorString(err)) (a macro: the '
    "WARN names its caller's file and line, here the header by its absolute path in RCCL's CMake build; corrected "
    "2026-11-27 from a line naming checks.h:16, which no build prints)",
    f"{H}:{PID} [3] /usr/src/debug/rccl/build/hipify/src/include/alloc.h:178 NCCL WARN Cuda failure 'out of memory'")
rec("p2p_unsupported", "cause", "RCCL", "rocm-6.2.2",
    f"ROCm/rccl rocm-6.2.2:src/include/checks.h:16 + {HIPERR}:278 (hipErrorPeerAccessUnsupported)",
    'CUDACHECK -> WARN("Cuda failure \'%s\'", cudaGetErrorString(err))',
    f"{H}:{PID} [3] checks.h:16 NCCL WARN Cuda failure 'peer access is not supported between these two devices'")
TORCH_HIP = "pytorch/pytorch c10/cuda/CUDAException.cpp (hipified: \"HIP error: \" + hipGetErrorString)"
rec("cuda_oom", "cause", "PyTorch (ROCm)", "rocm-6.2.2", f"{TORCH_HIP} + {HIPERR}:212 (hipErrorOutOfMemory)",
    "HIP error: %s", "RuntimeError: HIP error: out of memory")
rec("driver_mismatch", "cause", "PyTorch (ROCm)", "rocm-6.2.2", f"{TORCH_HIP} + {HIPERR}:244 (hipErrorNoDevice)",
    "HIP error: %s", "RuntimeError: HIP error: no ROCm-capable device is detected")
rec("driver_mismatch", "cause", "PyTorch (ROCm)", "rocm-6.2.2", f"{TORCH_HIP} + {HIPERR}:236 (hipErrorInsufficientDriver)",
    "HIP error: %s", "RuntimeError: HIP error: driver version is insufficient for runtime version")
rec("gpu_hardware", "cause", "PyTorch (ROCm)", "rocm-6.2.2", f"{TORCH_HIP} + {HIPERR}:272 (hipErrorECCNotCorrectable)",
    "HIP error: %s", "RuntimeError: HIP error: uncorrectable ECC error encountered")

# ---- oneCCL (oneapi-src/oneCCL 2021.14) ----------------------------------------------------------------
# ccl_logger::write_prefix (src/common/log/log.cpp): strftime "%Y:%m:%d-%H:%M:%S" + ":(%5d) " (tid); LOG_WARN
# prefixes "|CCL_WARN| ", LOG_ERROR "|CCL_ERROR| file:line func: "; ccl::exception what() is "oneCCL: " + text.
CC = "2021.14"
CCP = "2024:11:24-11:04:15:(48390)"
rec("cma_ptrace", "cause", "oneCCL", CC, f"oneapi-src/oneCCL {CC}:src/common/global/ze/ze_fd_manager.cpp:391",
    'LOG_WARN(strerror(errno), ": This error occurs when the calling process does not have the necessary" '
    '"permissions to perform the operation on the target process\'s file descriptor." "I.E. Check permissions and '
    '/proc/sys/kernel/yama/ptrace_scope.")',
    f"{CCP} |CCL_WARN| Operation not permitted: This error occurs when the calling process does not have the "
    "necessarypermissions to perform the operation on the target process's file descriptor.I.E. Check permissions "
    "and /proc/sys/kernel/yama/ptrace_scope.")
rec("cma_ptrace", "cause", "oneCCL", CC, f"oneapi-src/oneCCL {CC}:src/common/global/ze/ze_fd_manager.cpp:396",
    'CCL_THROW_IF_NOT(fd != ccl::utils::invalid_fd, "pidfd_getfd failed: " "convert_from_fd: ", convert_from_fd, '
    '", fd: ", fd, ", handle: ", handle, ", errno: ", strerror(errno))',
    "  what():  oneCCL: ze_fd_manager.cpp:396 "
    "convert_fd_pidfd: EXCEPTION: pidfd_getfd failed: convert_from_fd: 23, fd: -1, handle: 41, errno: Operation "
    "not permitted")
rec("ib_unusable", "cause", "oneCCL", CC, f"oneapi-src/oneCCL {CC}:src/atl/ofi/atl_ofi.cpp:944",
    'LOG_ERROR("fi_cq_readerr: err: ", err_entry.err, ", prov_err: ", fi_cq_strerror(...), "(", '
    'err_entry.prov_errno, ")")',
    f"{CCP} |CCL_ERROR| atl_ofi.cpp:944 prov_ep_handle_cq_err: fi_cq_readerr: err: 5, prov_err: transport retry "
    "counter exceeded(12)")

# ---- MPICH Hydra (pmodels/mpich v4.3.2) ----------------------------------------------------------------
# HYDU_error_printf (src/pm/hydra/lib/hydra.h:412): "[%s] " HYD_dbg_prefix, then "%s (%s:%d): " func, file, line.
MP = "v4.3.2"
MPR = f"pmodels/mpich {MP}:src/pm/hydra"
rec("remote_missing_file", "cause", "MPICH Hydra", MP, f"{MPR}/lib/utils/launch.c:73",
    'HYDU_error_printf("execvp error on file %s (%s)\\n", client_arg[0], MPL_strerror(errno))',
    "[proxy:1@node-2] HYDU_create_process (lib/utils/launch.c:73): execvp error on file /home/user/venv/bin/python "
    "(No such file or directory)")
rec("rendezvous_failure", "cause", "MPICH Hydra", MP, f"{MPR}/lib/utils/sock.c:140",
    'HYDU_ERR_SETANDJUMP(status, HYD_SOCK_ERROR, "unable to connect from \\"%s\\" to \\"%s\\" (%s)\\n", localhost, '
    'host, MPL_strerror(errno))',
    '[proxy:1@node-2] HYDU_sock_connect (lib/utils/sock.c:140): unable to connect from "node-2" to "node-0" '
    "(Connection refused)")
rec("rendezvous_failure", "cause", "MPICH Hydra", MP, f"{MPR}/lib/utils/sock.c:110",
    'HYDU_ERR_SETANDJUMP(status, HYD_INVALID_PARAM, "unable to get host address for %s\\n", host)',
    "[proxy:1@node-2] HYDU_sock_connect (lib/utils/sock.c:110): unable to get host address for node-0")
rec("none", "consequence", "MPICH Hydra", MP, f"{MPR}/mpiexec/pmiserv_cb.c:338",
    'HYDU_dump_noprefix(stdout, "=   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES\\n")',
    "=   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES")
rec("none", "consequence", "MPICH Hydra", MP, f"{MPR}/lib/tools/bootstrap/src/bsci_wait.c:21",
    'HYDU_ERR_POP(status, "launcher returned error waiting for completion\\n")',
    "[mpiexec@node-0] HYDT_bsci_wait_for_completion (lib/tools/bootstrap/src/bsci_wait.c:21): launcher returned "
    "error waiting for completion")
rec("host_mem_alloc", "cause", "MPICH Hydra", MP, f"{MPR}/mpiexec/mpiexec.c:295",
    'printf("YOUR APPLICATION TERMINATED WITH THE EXIT STRING: %s (signal %d)\\n", strsignal(WTERMSIG(exit_status)), '
    "WTERMSIG(exit_status))",
    "YOUR APPLICATION TERMINATED WITH THE EXIT STRING: Killed (signal 9)")

# ---- NVSHMEM (NVIDIA/nvshmem v3.4.5-0) -----------------------------------------------------------------
# src/include/non_abi/nvshmemx_error.h: NVSHMEMI_ERROR_EXIT "%s:%s:%d: " (file, function, line);
# NVSHMEMI_NULL_ERROR_JMP "%s:%d: NULL value "; transport INFO (transport_common.h:49) "%s %d " (file, line).
NV = "v3.4.5-0"
rec("memlock_limit", "cause", "NVSHMEM", NV, f"NVIDIA/nvshmem {NV}:src/modules/transport/common/transport_ib_common.cpp:127",
    'NVSHMEMI_NULL_ERROR_JMP(mr, status, NVSHMEMX_ERROR_OUT_OF_MEMORY, out, "mem registration failed. Reason: %s\\n", '
    "strerror(errno))",
    "/build/nvshmem/src/modules/transport/common/transport_ib_common.cpp:127: "
    "NULL value mem registration failed. Reason: Cannot allocate memory")
rec("cuda_oom", "cause", "NVSHMEM", NV, f"NVIDIA/nvshmem {NV}:src/host/mem/mem_heap.cpp:2266",
    'NVSHMEMI_ERROR_EXIT("nvshmem malloc failed (hint: check if total allocation has exceeded NVSHMEM symmetric size = '
    '%zu, NVSHMEM symmetric size can be increased using NVSHMEM_SYMMETRIC_SIZE environment variable) \\n", ...)',
    "/build/nvshmem/src/host/mem/mem_heap.cpp:allocate_symmetric_memory:2266: "
    "nvshmem malloc failed (hint: check if total allocation has exceeded NVSHMEM symmetric size = 1073741824, NVSHMEM "
    "symmetric size can be increased using NVSHMEM_SYMMETRIC_SIZE environment variable) ")
rec("none", "benign", "NVSHMEM", NV, f"NVIDIA/nvshmem {NV}:src/modules/transport/ibrc/ibrc.cpp:1870",
    'INFO(ibrc_state->log_level, "no active IB device found, exiting")',
    "/build/nvshmem/src/modules/transport/ibrc/ibrc.cpp 1870 no active IB "
    "device found, exiting")

# ---- JAX (jax-ml/jax jax-v0.4.38) and XLA in jaxlib 0.4.38 (strings of jaxlib/xla_extension.so) ---------
# The C++ texts are openxla/xla xla/pjrt/distributed/client.cc and xla/tsl/distributed_runtime/coordination/
# coordination_service.cc (file names in the binary next to the strings); exceptions are XlaRuntimeError.
JX = "jax-v0.4.38"
XLA = "jaxlib 0.4.38 xla_extension.so strings"
rec("none", "benign", "JAX", JX, f"jax-ml/jax {JX}:jax/_src/xla_bridge.py:927",
    'err_msg = f"Unable to initialize backend \'{platform}\': {err}"; logger.info(err_msg) (fail_quietly backends)',
    "I0302 11:04:15.123456 140231 xla_bridge.py:927] Unable to initialize backend 'tpu': INTERNAL: Failed to open "
    "libtpu.so: libtpu.so: cannot open shared object file: No such file or directory")
rec("none", "benign", "JAX", JX, f"jax-ml/jax {JX}:jax/_src/distributed.py:138",
    "logger.info('Connecting to JAX distributed service on %s', coordinator_address)",
    "I0302 11:04:15.123456 140231 distributed.py:138] Connecting to JAX distributed service on 10.20.0.5:1234")
rec("none", "benign", "XLA", JX, f"{XLA} (xla/pjrt/distributed/client.cc)", 'LOG(INFO) << "Connected to distributed JAX controller"',
    "I0302 11:04:16.234567 140231 client.cc:110] Connected to distributed JAX controller")
rec("rendezvous_failure", "cause", "XLA", JX, f"{XLA} (xla/pjrt/distributed/client.cc) + gRPC core texts",
    '"Failed to connect to distributed JAX controller: " << status',
    "jaxlib.xla_extension.XlaRuntimeError: UNAVAILABLE: Failed to connect to distributed JAX controller: "
    "UNAVAILABLE: failed to connect to all addresses; last error: UNKNOWN: ipv4:10.20.0.5:1234: Failed to connect to "
    "remote host: Connection refused")
rec("rendezvous_failure", "cause", "XLA", JX, f"{XLA} (xla/pjrt/distributed/client.cc)",
    '"Failed to connect to distributed JAX controller: waited too long for some tasks to show up. This may be due to '
    "1) some tasks crashed earlier before connecting, 2) some tasks were never scheduled, or 3) scheduling delays. "
    'Consider setting a longer initialization timeout if such delays are expected, the timeout is currently set to: "',
    "jaxlib.xla_extension.XlaRuntimeError: DEADLINE_EXCEEDED: Failed to connect to distributed JAX controller: waited "
    "too long for some tasks to show up. This may be due to 1) some tasks crashed earlier before connecting, 2) some "
    "tasks were never scheduled, or 3) scheduling delays. Consider setting a longer initialization timeout if such "
    "delays are expected, the timeout is currently set to: 5m")
rec("none", "consequence", "XLA", JX, f"{XLA} (xla/pjrt/distributed/client.cc, missed_heartbeat_callback)",
    '"Terminating process because the JAX distributed service detected fatal errors. This most likely indicates that '
    'another task died; see the other task logs for more details. ... absl::Status: " << status',
    "F0302 11:34:15.123456 140299 client.cc:78] Terminating process because the JAX distributed service detected "
    "fatal errors. This most likely indicates that another task died; see the other task logs for more details. "
    "Disable Python buffering, i.e. `python -u`, to be sure to see all the previous output. absl::Status: "
    "UNAVAILABLE: The following tasks are unhealthy (stopped sending heartbeats):")
rec("none", "consequence", "XLA", JX, f"{XLA} (xla/tsl/distributed_runtime/coordination/coordination_service.cc)",
    'task_name << " heartbeat timeout. This indicates that the remote task has failed, got preempted, or crashed '
    'unexpectedly. Check the task logs for an earlier error or scheduler events (e.g. preemption, eviction) to debug '
    'further."',
    "E0302 11:34:10.123456 140250 coordination_service.cc:387] /job:jax_worker/replica:0/task:3 heartbeat timeout. "
    "This indicates that the remote task has failed, got preempted, or crashed unexpectedly. Check the task logs for "
    "an earlier error or scheduler events (e.g. preemption, eviction) to debug further.")

# ---- TensorFlow (tensorflow/tensorflow, code index at the commits given; TF 1.x-era files) ----------------
rec("none", "benign", "TensorFlow", "1.x (@31365fee)",
    "tensorflow/tensorflow @31365feecf57:tensorflow/core/platform/cpu_feature_guard.cc (InfoAboutUnusedCPUFeatures)",
    'LOG(INFO) << "Your CPU supports instructions that this TensorFlow " << "binary was not compiled to use:" << '
    "missing_instructions",
    "2019-06-11 10:21:04.136516: I tensorflow/core/platform/cpu_feature_guard.cc:142] Your CPU supports "
    "instructions that this TensorFlow binary was not compiled to use: AVX2 FMA")
rec("cuda_oom", "cause", "TensorFlow", "1.x (@dc0b924e)",
    "tensorflow/tensorflow @dc0b924e80ed:tensorflow/core/common_runtime/bfc_allocator.cc (AllocateRawInternal)",
    'LOG(WARNING) << "Allocator (" << Name() << ") ran out of memory trying " << "to allocate " << '
    'strings::HumanReadableNumBytes(num_bytes) << ".  Current allocation summary follows."',
    "2018-03-14 09:12:44.613942: W tensorflow/core/common_runtime/bfc_allocator.cc:273] Allocator (GPU_0_bfc) ran "
    "out of memory trying to allocate 2.00GiB.  Current allocation summary follows.")

TSL = "tensorflow/tensorflow @ec9692f2a28a:tensorflow/tsl/framework/bfc_allocator.cc"
rec("none", "retried", "TensorFlow", "2.x (@ec9692f2)", f"{TSL} (BFCAllocator::AllocateRaw, retry_on_failure false)",
    'LOG(WARNING) << "Allocator (" << Name() << ") ran out of memory trying " << "to allocate " << '
    'strings::HumanReadableNumBytes(num_bytes) << " with freed_by_count=" << freed_by_count << "." << " The caller '
    'indicates that this is not a failure, but this may mean that there could be performance gains if more memory '
    'were available."',
    "2023-11-19 17:50:17.537113: W tensorflow/tsl/framework/bfc_allocator.cc:296] Allocator (GPU_0_bfc) ran out of "
    "memory trying to allocate 1.74GiB with freed_by_count=0. The caller indicates that this is not a failure, but "
    "this may mean that there could be performance gains if more memory were available.")
rec("none", "retried", "TensorFlow", "2.x (@ec9692f2)", f"{TSL} (BFCAllocator::DeallocateFreeRegions)",
    'LOG(WARNING) << "Garbage collection: deallocate free memory regions" << " (i.e., allocations) so that we can '
    're-allocate a larger" << " region to avoid OOM due to memory fragmentation. ..."',
    "2023-11-19 17:50:18.101437: W tensorflow/tsl/framework/bfc_allocator.cc:366] Garbage collection: deallocate "
    "free memory regions (i.e., allocations) so that we can re-allocate a larger region to avoid OOM due to memory "
    "fragmentation. If you see this message frequently, you are running near the threshold of the available device "
    "memory and re-allocation may incur great performance overhead. You may try smaller batch sizes to observe the "
    "performance impact. Set TF_ENABLE_GPU_GARBAGE_COLLECTION=false if you'd like to disable this feature.")
rec("cuda_oom", "cause", "TensorFlow", "2.x (@ec9692f2)", f"{TSL} (BFCAllocator::AllocateRawInternal)",
    'LOG(WARNING) << "Allocator (" << Name() << ") ran out of memory trying " << "to allocate " << '
    'strings::HumanReadableNumBytes(num_bytes) << " (rounded to " << rounded_bytes << ")" << "requested by op " << '
    "...pending_op_name << \"\\nIf the cause is memory fragmentation maybe the environment \" ...",
    "2023-11-19 17:52:03.406611: W tensorflow/tsl/framework/bfc_allocator.cc:485] Allocator (GPU_0_bfc) ran out of "
    "memory trying to allocate 16.00GiB (rounded to 17179869184)requested by op MatMul")

# ---- resolvers: ISC BIND 9 host/nslookup (isc-projects/bind9 v9.18.50) -----------------------------------
BN = "v9.18.50"
rec("rendezvous_failure", "cause", "bind9 host", BN, f"isc-projects/bind9 {BN}:bin/dig/host.c:422",
    'printf("Host %s not found: %d(%s)\\n", ..., msg->rcode, rcode_totext(msg->rcode))',
    "Host node-0 not found: 3(NXDOMAIN)")
rec("rendezvous_failure", "cause", "bind9 nslookup", BN, f"isc-projects/bind9 {BN}:bin/dig/nslookup.c:437",
    'printf("** server can\'t find %s: %s\\n", nametext, rcode_totext(msg->rcode))',
    "** server can't find node-0: NXDOMAIN")

# ---- Docker (moby/moby v25.0.17) and containerd CRI (containerd/containerd v2.2.7) ------------------------
rec("driver_mismatch", "cause", "Docker", "v25.0.17", "moby/moby v25.0.17:daemon/errors.go:87",
    'fmt.Sprintf("could not select device driver %q with capabilities: %v", i.driver, i.caps)',
    'docker: Error response from daemon: could not select device driver "" with capabilities: [[gpu]].')
rec("host_mem_alloc", "cause", "containerd CRI / kubectl", "v2.2.7",
    "containerd/containerd v2.2.7:internal/cri/server/helpers.go:57 (oomExitReason = \"OOMKilled\", shown by kubectl "
    "describe pod as the container's terminated reason)",
    'oomExitReason = "OOMKilled"', "      Reason:       OOMKilled")


# ---- third pass: NCCL v2.4.8-1, v2.14.3-1, v2.19.3-1, v2.26.5-1; PyTorch v1.8.1, v1.10.2, v1.13.1; DeepSpeed ----
# ---- v0.9.5 and v0.14.4 launcher. NCCL read with `git show <tag>:<path>` on the NVIDIA/nccl mirror, line ----
# ---- numbers those of the tag; the others as each record's source says. ----------------------------------

# ---- NCCL v2.4.8-1 (debug prefix of src/misc/utils.cc:60: "%s:%d:%d [%d] %s:%d NCCL WARN ") -----------------
N24 = "v2.4.8-1"
nccl("ib_unusable", "cause", N24, "src/transport/net_ib.cc", 80,
     'WARN("NET/IB : Got async event : %s", str) (every event but IBV_EVENT_COMM_EST)',
     "NET/IB : Got async event : port error")
nccl("ib_unusable", "cause", N24, "src/transport/net_ib.cc", 124,
     'WARN("NET/IB : Unable to query device %s", devices[d]->name)', "NET/IB : Unable to query device mlx5_1")
nccl("ib_unusable", "cause", N24, "src/transport/net_ib.cc", 131,
     'WARN("NET/IB : Unable to query port %d", port)', "NET/IB : Unable to query port 1")
nccl("ib_unusable", "cause", N24, "src/transport/net_ib.cc", 789,
     'WARN("NET/IB : Got completion with error %d, opcode %d, len %d, vendor err %d", wc->status, wc->opcode, ...)',
     "NET/IB : Got completion with error 12, opcode 1, len 21845, vendor err 129")
nccl("none", "consequence", N24, "src/include/socket.h", 403,
     'WARN("Net : Connection closed by remote peer")', "Net : Connection closed by remote peer")
nccl("none", "consequence", N24, "src/include/socket.h", 408,
     'WARN("Call to recv failed : %s", strerror(errno))', "Call to recv failed : Connection reset by peer")
nccl("p2p_unsupported", "cause", N24, "src/transport/p2p.cc", 486,
     'WARN("failed to peer with device %d(=%d): %d %s", peerInfo->cudaDev, peerInfo->nvmlDev, err, '
     'cudaGetErrorString(err))',
     "failed to peer with device 1(=1): 217 peer access is not supported between these two devices")
nccl("p2p_unsupported", "cause", N24, "src/transport/p2p.cc", 573,
     'WARN("failed to open CUDA IPC handle : %d %s", err, cudaGetErrorString(err))',
     "failed to open CUDA IPC handle : 217 peer access is not supported between these two devices")
nccl("host_mem_alloc", "cause", N24, "src/include/alloc.h", 30,
     'WARN("Failed to malloc %ld bytes", nelem*sizeof(T))', "Failed to malloc 1073741824 bytes")
nccl("rendezvous_failure", "cause", N24, "src/include/socket.h", 226,
     'WARN("Net : error encountered when getting address info : %s", gai_strerror(rv)) (parsing NCCL_COMM_ID)',
     "Net : error encountered when getting address info : Name or service not known")
nccl("none", "benign", N24, "src/bootstrap.cc", 48, 'INFO(NCCL_INIT, "Bootstrap : Using%s", line) (" [%d]%s:%s" per interface)',
     "Bootstrap : Using [0]eth0:10.20.0.5<0>", level="INFO")
nccl("none", "benign", N24, "src/transport/net_ib.cc", 168,
     'INFO(NCCL_INIT|NCCL_NET, "NET/IB : Using%s ; OOB %s:%s", line, ncclIbIfName, ...)',
     "NET/IB : Using [0]mlx5_0:1/IB [1]mlx5_1:1/IB ; OOB ib0:10.30.0.5<0>", level="INFO")
nccl("none", "benign", N24, "src/init.cc", 106,
     'INFO(NCCL_INIT|NCCL_NET, "NET/Plugin : No plugin found (libnccl-net.so).")',
     "NET/Plugin : No plugin found (libnccl-net.so).", level="INFO")
nccl("none", "benign", N24, "src/transport/net_ib.cc", 226,
     'INFO(NCCL_NET,"NET/IB : GPU Direct RDMA Disabled for GPU %d[%d] / HCA %d \'%s\' (no module or not supported by GPU)", ...)',
     "NET/IB : GPU Direct RDMA Disabled for GPU 3[3] / HCA 0 'mlx5_0' (no module or not supported by GPU)",
     level="INFO")

# ---- NCCL v2.14.3-1 ----------------------------------------------------------------------------------------
N214 = "v2.14.3-1"
nccl("none", "consequence", N214, "src/misc/socket.cc", 538,
     'WARN("Net : Connection closed by remote peer %s", ncclSocketToString(&sock->addr, line, 0))',
     "Net : Connection closed by remote peer node-2.cluster<45678>")
nccl("none", "consequence", N214, "src/misc/socket.cc", 518,
     'WARN("Net : Call to recv from %s failed : %s", ncclSocketToString(&sock->addr, line), strerror(errno))',
     "Net : Call to recv from 10.20.0.6<41023> failed : Connection reset by peer")
nccl("none", "consequence", N214, "src/proxy.cc", 884,
     'WARN("Proxy Call to rank %d failed (%s)", proxyConn->comm->localRankToRank[...], ncclProxyMsgTypeStr[type])',
     "Proxy Call to rank 2 failed (Setup)")
nccl("none", "consequence", N214, "src/proxy.cc", 1119,
     'WARN("[Proxy Service %d] Failed to execute operation %s from rank %d, retcode %d", comm->rank, ...)',
     "[Proxy Service 3] Failed to execute operation Connect from rank 3, retcode 2")
nccl("p2p_unsupported", "cause", N214, "src/transport/p2p.cc", 434,
     'WARN("cudaIpcGetMemHandle failed : %s", cudaGetErrorString(res))',
     "cudaIpcGetMemHandle failed : operation not supported")
# NCCL goes on after it: init.cc calls (void)ncclCudaLibraryInit() (v2.14.3-1:1174,1189,1282; v2.19.3-1:1670,1696,1760)
# and only DMA-BUF and cuMem stay off; benign, not a cause (relabelled from driver_mismatch, 2026-11-27)
nccl("none", "benign", N214, "src/misc/cudawrap.cc", 90,
     'WARN("Failed to find CUDA library in %s (NCCL_CUDA_PATH=%s)", ncclCudaPath, ncclCudaPath) (dlopen("libcuda.so") failed)',
     "Failed to find CUDA library in (null) (NCCL_CUDA_PATH=(null))")
nccl("driver_mismatch", "cause", N214, "src/misc/nvmlwrap.cc", 63,
     'WARN("Failed to open libnvidia-ml.so.1")', "Failed to open libnvidia-ml.so.1")
nccl("driver_mismatch", "cause", N214, "src/misc/strongstream.cc", 27,
     'WARN("The installed CUDA driver is older than the minimum version (R465) required for NCCL\'s CUDA Graphs support")',
     "The installed CUDA driver is older than the minimum version (R465) required for NCCL's CUDA Graphs support")

# ---- NCCL v2.19.3-1 ----------------------------------------------------------------------------------------
N219 = "v2.19.3-1"
nccl("ib_unusable", "cause", N219, "src/transport/net_ib.cc", 1333,
     'WARN("NET/IB : Got completion from peer %s with error %d, opcode %d, len %d, vendor err %d (%s)%s%s%s%s", ..., '
     'reqTypeStr[r->type], " localGid ", localGidString, " remoteGid ", remoteGidString)',
     "NET/IB : Got completion from peer 10.1.0.12<39152> with error 12, opcode 0, len 0, vendor err 129 (Send) "
     "localGid ::ffff:10.1.0.11 remoteGid ::ffff:10.1.0.12")
nccl("ib_unusable", "cause", N219, "src/transport/net_ib.cc", 95,
     'WARN("NET/IB : Got async event : %s", str)', "NET/IB : Got async event : local catastrophic error")
nccl("socket_iface", "cause", N219, "src/misc/socket.cc", 467,
     'WARN("socketStartConnect: exceeded retries (%d)", sock->refusedRetries) (ECONNREFUSED RETRY_REFUSED_TIMES=2e4 times)',
     "socketStartConnect: exceeded retries (20000)")
nccl("socket_iface", "cause", N219, "src/misc/socket.cc", 476,
     'WARN("socketStartConnect: exceeded timeouts (%d)", sock->timedOutRetries) (ETIMEDOUT RETRY_TIMEDOUT_TIMES=3)',
     "socketStartConnect: exceeded timeouts (3)")
# NCCL goes on after it: init.cc calls (void)ncclCudaLibraryInit() (v2.14.3-1:1174,1189,1282; v2.19.3-1:1670,1696,1760)
# and only DMA-BUF and cuMem stay off; benign, not a cause (relabelled from driver_mismatch, 2026-11-27)
nccl("none", "benign", N219, "src/misc/cudawrap.cc", 185,
     'WARN("Failed to find CUDA library %s (NCCL_CUDA_PATH=\'%s\') : %s", path, ncclCudaPath ? ncclCudaPath : "", dlerror())',
     "Failed to find CUDA library libcuda.so (NCCL_CUDA_PATH='') : libcuda.so: cannot open shared object file: No "
     "such file or directory")
nccl("driver_mismatch", "cause", N219, "src/misc/strongstream.cc", 53,
     'WARN("NCCL cannot be captured in a graph if either it wasn\'t built with CUDA runtime >= 11.3 or if the '
     'installed CUDA driver < R465.")',
     "NCCL cannot be captured in a graph if either it wasn't built with CUDA runtime >= 11.3 or if the installed CUDA "
     "driver < R465.")
nccl("p2p_unsupported", "cause", N219, "src/misc/ipcsocket.cc", 221,
     'WARN("UDS: Sending data over socket %s failed : %s (%d)", temp, strerror(errno), errno) (cuMem handle exchange '
     'between local ranks; NCCL_IPC_SOCKNAME_STR "/tmp/nccl-socket-%d-%lx")',
     "UDS: Sending data over socket /tmp/nccl-socket-1-9c1f2e3d4a5b6c7d failed : Connection refused (111)")
nccl("p2p_unsupported", "cause", N219, "src/transport/p2p.cc", 211,
     'WARN("cudaIpcGetMemHandle failed : %s", cudaGetErrorString(res))',
     "cudaIpcGetMemHandle failed : invalid argument")
nccl("none", "consequence", N219, "src/proxy.cc", 1523,
     'WARN("[Service thread] Error encountered progressing operation=%s, res=%d, closing connection", '
     'ncclProxyMsgTypeStr[type], res)',
     "[Service thread] Error encountered progressing operation=Connect, res=3, closing connection")
nccl("none", "consequence", N219, "src/proxy.cc", 1533,
     'WARN("[Service thread] Could not receive type from localRank %d, res=%u, closed=%d", peer->tpLocalRank, res, closed)',
     "[Service thread] Could not receive type from localRank 2, res=6, closed=0")
nccl("none", "consequence", N219, "src/proxy.cc", 1557,
     'WARN("[Proxy Service %d] Failed to execute operation %s from rank %d, retcode %d", proxyState->tpRank, ...)',
     "[Proxy Service 3] Failed to execute operation Setup from rank 3, retcode 2")
nccl("none", "benign", N219, "src/transport/p2p.cc", 366,
     'INFO(NCCL_INIT|NCCL_P2P,"Channel %02d/%01d : %d[%d] -> %d[%d] via P2P/CUMEM%s%s", ...)',
     "Channel 00/0 : 3[3] -> 4[4] via P2P/CUMEM/read", level="INFO")
nccl("none", "benign", N219, "src/misc/socket.cc", 343,
     'INFO(NCCL_ENV, "NCCL_COMM_ID set by environment to %s", commId)',
     "NCCL_COMM_ID set by environment to 10.20.0.1:29600", level="INFO")

# ---- NCCL v2.26.5-1 ----------------------------------------------------------------------------------------
N226 = "v2.26.5-1"
nccl("ib_unusable", "cause", N226, "src/transport/net_ib.cc", 2359,
     'WARN("NET/IB: Got completion from peer %s with status=%d opcode=%d len=%u vendor err %u (%s)%s%s%s%s hca %s", ...)',
     "NET/IB: Got completion from peer 10.1.0.12<50131> with status=5 opcode=0 len=0 vendor err 249 (Send) "
     "localGid ::ffff:10.1.0.11 remoteGids::ffff:10.1.0.12 hca mlx5_3")
nccl("ib_unusable", "cause", N226, "src/transport/net_ib.cc", 153,
     'WARN("NET/IB : %s:%d async fatal event on CQ (%p): %s", dev->devName, dev->portNum, cq, str) (IBV_EVENT_CQ_ERR)',
     "NET/IB : mlx5_0:1 async fatal event on CQ (0x55d3c1a2c000): CQ error")
nccl("ib_unusable", "cause", N226, "src/transport/net_ib.cc", 179,
     'WARN("NET/IB : %s:%d Got async error event: %s", dev->devName, dev->portNum, str) (IBV_EVENT_PORT_ERR etc., '
     'marked non-fatal in the source)',
     "NET/IB : mlx5_2:1 Got async error event: port error")
nccl("ib_unusable", "cause", N226, "src/transport/net_ib.cc", 614,
     'WARN("NET/IB : Unable to query port_num %d", port_num)', "NET/IB : Unable to query port_num 1")
nccl("ib_unusable", "cause", N226, "src/misc/ibvwrap.cc", 72,
     'IBV_INT_CHECK_RET_ERRNO(..., "ibv_query_gid") -> WARN("Call to " name " failed with error %s errno %d", strerror(ret), ret)',
     "Call to ibv_query_gid failed with error Invalid argument errno 22")
nccl("ib_unusable", "cause", N226, "src/transport/net_ib.cc", 1337,
     'WARN("NET/IB : Attempted to connect incompatible devices: [%d]%s:%d/%s and [%d]%s:%d/%s. Try selecting NICs of '
     'only one link type using NCCL_IB_HCA", ...)',
     "NET/IB : Attempted to connect incompatible devices: [0]mlx5_0:1/IB and [1]mlx5_bond_0:1/RoCE. Try selecting NICs "
     "of only one link type using NCCL_IB_HCA")
nccl("none", "retried", N226, "src/misc/ibvwrap.cc", 281,
     'INFO(NCCL_NET, "Call to ibv_modify_qp failed with %d %s, %s, retrying %d/%d after %u msec of sleep", ...)',
     "Call to ibv_modify_qp failed with 110 Connection timed out, on dev mlx5_0:1, curr state INIT, next state RTR, "
     "local GID index 3, local GID ::ffff:10.1.0.11, remote GID ::ffff:10.1.0.12, retrying 1/35 after 100 msec of sleep",
     level="INFO")
nccl("socket_iface", "cause", N226, "src/misc/socket.cc", 544,
     'WARN("%s: connect returned %s, exceeded error retry count (%d)", funcName, strerror(errCode), sock->errorRetries)',
     "socketPollConnect: connect returned Connection timed out, exceeded error retry count (35)")
nccl("none", "retried", N226, "src/misc/socket.cc", 548,
     'INFO(NCCL_ALL, "%s: connect returned %s, retrying (%d/%ld) after sleep for %u msec", funcName, ...)',
     "socketStartConnect: connect returned Connection refused, retrying (1/34) after sleep for 100 msec", level="INFO")
nccl("socket_iface", "cause", N226, "src/misc/socket.cc", 442,
     'WARN("socketTryAccept: exceeded error retry count (%d), %s", sock->errorRetries, strerror(errno))',
     "socketTryAccept: exceeded error retry count (34), No route to host")
nccl("none", "consequence", N226, "src/misc/socket.cc", 46,
     'WARN("socketProgressOpt: Call to %s %s failed : %s", (op == NCCL_SOCKET_RECV ? "recv from" : "send to"), ...)',
     "socketProgressOpt: Call to send to 10.20.0.6<43211> failed : Broken pipe")
nccl("shm_exhausted", "cause", N226, "src/misc/shmutils.cc", 87,
     'WARN("Error: failed to extend %s to %ld bytes, error: %s (%d)", shmPath, realShmSize, strerror(errno), errno) '
     '(fallocate)',
     "Error: failed to extend /dev/shm/nccl-a1B2c3 to 9637892 bytes, error: No space left on device (28)")
nccl("p2p_unsupported", "cause", N226, "src/mnnvl.cc", 69,
     'WARN("MNNVL (cliqueSize %d) is available but not supported on this system. Check the IMEX configuration.", ...)',
     "MNNVL (cliqueSize 72) is available but not supported on this system. Check the IMEX configuration.")
nccl("driver_mismatch", "cause", N226, "src/init.cc", 724,
     'WARN("Mismatched NCCL version detected : rank %d version %d rank %d version %d", ...)',
     "Mismatched NCCL version detected : rank 8 version 22105 rank 0 version 22605")
nccl("none", "consequence", N226, "src/proxy.cc", 1184,
     'WARN("ncclProxyCallBlockingUDS call to tpRank %d(%lx) failed : %d", proxyConn->tpRank, pidHash, res)',
     "ncclProxyCallBlockingUDS call to tpRank 2(9c1f2e3d4a5b6c7d) failed : 2")
nccl("none", "benign", N226, "src/bootstrap.cc", 120, 'INFO(NCCL_BOOTSTRAP, "Bootstrap: Using%s", line)',
     "Bootstrap: Using eth0:10.20.0.5<0>", level="INFO")
nccl("none", "benign", N226, "src/transport/net_ib.cc", 1486,
     'INFO(NCCL_NET, "NET/IB : There are mismatched physical devices between local (%s) and remote (%s). To disable '
     'this warning, set NCCL_IB_WARN_RAIL_LOCAL=0", local, remote)',
     "NET/IB : There are mismatched physical devices between local (mlx5_0) and remote (mlx5_1). To disable this "
     "warning, set NCCL_IB_WARN_RAIL_LOCAL=0", level="INFO")
nccl("none", "benign", N226, "src/init.cc", 2348,
     'INFO(NCCL_ALLOC, "P2P not supported between GPU%d and GPU%d", cudaDev, i)',
     "P2P not supported between GPU3 and GPU4", level="INFO")

# ---- PyTorch v1.8.1, v1.10.2, v1.13.1 (manylinux cp38 wheels from PyPI; torch/version.py git_version 56b43f4f, ---
# ---- 71f889c7, 49444c3e). Python files with their line numbers; C++ texts are strings of libtorch_python.so ------
# ---- (v1.8.1: c10d built from torch/lib/c10d), libtorch_cpu.so and libtorch_cuda*.so, whose source paths (the ----
# ---- __FILE__ strings in those binaries) are given; the file:line in their glog prefixes is illustrative. -------
T181, T1102, T1131 = "v1.8.1", "v1.10.2", "v1.13.1"
PGN18 = "pytorch/pytorch v1.8.1:torch/lib/c10d/ProcessGroupNCCL.cpp (libtorch_python.so)"
PGN110 = "pytorch/pytorch v1.10.2:torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp (libtorch_cuda.so)"
PGN113 = "pytorch/pytorch v1.13.1:torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp (libtorch_cuda_cpp.so)"
rec("collective_timeout", "cause", "PyTorch ProcessGroupNCCL", T181, f"{PGN18} (workCleanupLoop)",
    '"[Rank ", rank_, "] Watchdog caught collective operation timeout: ", work, " ran for ", ..., '
    '" milliseconds before timing out." (WorkNCCL( OpType= , TensorShape= , Timeout(ms)= ))',
    "[E ProcessGroupNCCL.cpp:566] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(OpType=ALLREDUCE, "
    "TensorShape=[262144], Timeout(ms)=1800000) ran for 1800327 milliseconds before timing out.")
rec("collective_timeout", "cause", "PyTorch ProcessGroupNCCL", T181,
    f"{PGN18} (WorkNCCL::synchronizeInternal with NCCL_BLOCKING_WAIT)",
    '"[Rank ", rank_, "] Caught collective operation timeout: ", *this, " ran for ", ..., " milliseconds before '
    'timing out."',
    "RuntimeError: [Rank 2] Caught collective operation timeout: WorkNCCL(OpType=BROADCAST, TensorShape=[1], "
    "Timeout(ms)=60000) ran for 60012 milliseconds before timing out.")
rec("none", "consequence", "PyTorch ProcessGroupNCCL", T181,
    "pytorch/pytorch v1.8.1:torch/lib/c10d/NCCLUtils.hpp (C10D_NCCL_CHECK: \"NCCL error in: %s:%d, %s\" + "
    "\", NCCL version \"; ncclGetErrorString of NCCL v2.7.8)",
    '"NCCL error in: ", __FILE__, ":", __LINE__, ", ", ncclGetErrorWithVersion(result)',
    "RuntimeError: NCCL error in: /pytorch/torch/lib/c10d/ProcessGroupNCCL.cpp:825, unhandled system error, NCCL "
    "version 2.7.8")
rec("none", "consequence", "PyTorch ProcessGroupNCCL", "v1.8.1, v1.10.2",
    "pytorch/pytorch torch/lib/c10d/NCCLUtils.hpp@v1.8.1, torch/csrc/distributed/c10d/NCCLUtils.hpp@v1.10.2 "
    "(getNcclErrorDetailStr: ncclSystemError)",
    '"ncclSystemError: System call (socket, malloc, munmap, etc) failed."',
    "ncclSystemError: System call (socket, malloc, munmap, etc) failed.")
rec("rendezvous_failure", "cause", "PyTorch c10d", T181,
    "pytorch/pytorch v1.8.1:torch/lib/c10d/Utils.cpp (tcputil::listen: SYSCHECK(bind) -> std::system_error(errno))",
    "std::system_error(EADDRINUSE).what()", "RuntimeError: Address already in use")
rec("rendezvous_failure", "cause", "PyTorch c10d", T181,
    "pytorch/pytorch v1.8.1:torch/lib/c10d/Utils.cpp (tcputil::connect, after retrying ECONNREFUSED until the timeout)",
    '"connect() timed out."', "RuntimeError: connect() timed out.")
rec("rendezvous_failure", "cause", "PyTorch c10d", "v1.8.1-v1.13.1",
    "pytorch/pytorch torch/lib/c10d/Utils.hpp@v1.8.1, torch/csrc/distributed/c10d/Utils.hpp@v1.10.2/v1.13.1 "
    "(tcputil::recvBytes: EAGAIN after SO_RCVTIMEO, i.e. a store get/wait that ran out its timeout)",
    '"Socket Timeout"', "RuntimeError: Socket Timeout")
rec("rendezvous_failure", "cause", "PyTorch", T181, "pytorch/pytorch v1.8.1:torch/distributed/distributed_c10d.py:212",
    '"Timed out initializing process group in store based barrier on rank: {}, for key: {} (world_size={}, '
    'worker_count={}, timeout={})"',
    "RuntimeError: Timed out initializing process group in store based barrier on rank: 3, for key: "
    "store_based_barrier_key:1 (world_size=8, worker_count=7, timeout=0:30:00)")
rec("none", "consequence", "torch.distributed.launch", T181, "pytorch/pytorch v1.8.1:torch/distributed/launch.py:301",
    "raise subprocess.CalledProcessError(returncode=last_return_code, cmd=cmd) -> \"Command '%s' returned non-zero "
    "exit status %d.\"",
    "subprocess.CalledProcessError: Command '['/usr/bin/python3', '-u', 'train.py', '--local_rank=3']' returned "
    "non-zero exit status 1.")
rec("host_mem_alloc", "cause", "torch.distributed.launch", T181, "pytorch/pytorch v1.8.1:torch/distributed/launch.py:301",
    "raise subprocess.CalledProcessError(...) -> \"Command '%s' died with %r.\" % (cmd, signal.Signals(-returncode))",
    "subprocess.CalledProcessError: Command '['/usr/bin/python3', '-u', 'train.py', '--local_rank=0']' died with "
    "<Signals.SIGKILL: 9>.")
rec("none", "consequence", "torch.distributed.launch", T181, "pytorch/pytorch v1.8.1:torch/distributed/launch.py:295",
    'print(f"Killing subprocess {process.pid}")', "Killing subprocess 48214")
rec("none", "consequence", "torch.distributed.launch", T181, "pytorch/pytorch v1.8.1:torch/distributed/launch.py:303",
    'print(f"Main process received {sig_names[signum]}, exiting")', "Main process received SIGTERM, exiting")

rec("collective_timeout", "cause", "PyTorch ProcessGroupNCCL", T1102, f"{PGN110} (workCleanupLoop)",
    '"[Rank ", rank_, "] Watchdog caught collective operation timeout: ", work, " ran for ", ..., '
    '" milliseconds before timing out."',
    "[E ProcessGroupNCCL.cpp:587] [Rank 0] Watchdog caught collective operation timeout: WorkNCCL(OpType=ALLREDUCE, "
    "TensorShape=[41876513], Timeout(ms)=1800000) ran for 1807594 milliseconds before timing out.")
rec("none", "consequence", "PyTorch ProcessGroupNCCL", T1102, f"{PGN110} (WorkNCCL::handleNCCLGuard)",
    '"Some NCCL operations have failed or timed out. Due to the asynchronous nature of CUDA kernels, subsequent GPU '
    'operations might run on corrupted/incomplete data. To avoid this inconsistency, we are taking the entire process '
    'down."',
    "[E ProcessGroupNCCL.cpp:341] Some NCCL operations have failed or timed out. Due to the asynchronous nature of "
    "CUDA kernels, subsequent GPU operations might run on corrupted/incomplete data. To avoid this inconsistency, we "
    "are taking the entire process down.")
rec("none", "consequence", "PyTorch ProcessGroupNCCL", T1102,
    f"{PGN110} (ProcessGroupNCCL::WorkNCCL::checkAndSetException / abort: \"NCCL communicator was aborted on rank \" + "
    "\" Original reason for failure was: \")",
    '"NCCL communicator was aborted on rank ", rank_, ". ", " Original reason for failure was: ", ...',
    "RuntimeError: NCCL communicator was aborted on rank 3.  Original reason for failure was: [Rank 3] Watchdog "
    "caught collective operation timeout: WorkNCCL(OpType=ALLREDUCE, TensorShape=[1], Timeout(ms)=1800000) ran for "
    "1800412 milliseconds before timing out.")
rec("none", "consequence", "PyTorch ProcessGroupNCCL", T1102,
    "pytorch/pytorch v1.10.2:torch/csrc/distributed/c10d/NCCLUtils.hpp (C10D_NCCL_CHECK) + NCCL v2.10.3 "
    "ncclGetErrorString(ncclUnhandledCudaError)",
    '"NCCL error in: ", __FILE__, ":", __LINE__, ", ", ncclGetErrorWithVersion(result), "\\n", getNcclErrorDetailStr(result)',
    "RuntimeError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1169, unhandled cuda error, "
    "NCCL version 2.10.3")
rec("rendezvous_failure", "cause", "PyTorch c10d", T1102,
    "pytorch/pytorch v1.10.2:torch/csrc/distributed/c10d/Utils.cpp (tcputil::connect: \"connect() timed out.\" + "
    "\" Original timeout was \")",
    '"connect() timed out. Original timeout was ", timeout.count(), " ms."',
    "RuntimeError: connect() timed out. Original timeout was 1800000 ms.")
rec("none", "benign", "torch.distributed.launch", T1102, "pytorch/pytorch v1.10.2:torch/distributed/launch.py:178",
    'warnings.warn("The module torch.distributed.launch is deprecated\\nand will be removed in future. Use torchrun.'
    '\\n...", FutureWarning)',
    "/usr/local/lib/python3.8/dist-packages/torch/distributed/launch.py:178: FutureWarning: The module "
    "torch.distributed.launch is deprecated")
rec("none", "consequence", "torch elastic", T1102,
    "pytorch/pytorch v1.10.2:torch/distributed/elastic/multiprocessing/api.py:684",
    'log.error(f"failed (exitcode: {first_failure.exitcode}) local_rank: {first_failure.local_rank} (pid: '
    '{first_failure.pid}) of binary: {self.entrypoint}")',
    "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 48213) of binary: "
    "/usr/bin/python3")
rec("host_mem_alloc", "cause", "torch elastic", T1102,
    "pytorch/pytorch v1.10.2:torch/distributed/elastic/multiprocessing/errors/__init__.py:130 (ProcessFailure message "
    "for a negative exit code, shown as the failure's traceback)",
    'f"Signal {-self.exitcode} ({self.signal_name()}) received by PID {self.pid}"',
    "  traceback : Signal 9 (SIGKILL) received by PID 48213")
rec("none", "consequence", "torch elastic", T1102,
    "pytorch/pytorch v1.10.2:torch/distributed/elastic/multiprocessing/api.py:710",
    'log.warning(f"Sending process {handler.proc.pid} closing signal {death_sig.name}")',
    "WARNING:torch.distributed.elastic.multiprocessing.api:Sending process 48214 closing signal SIGTERM")
rec("none", "consequence", "torch elastic", T1102, "pytorch/pytorch v1.10.2:torch/distributed/elastic/agent/server/api.py:715",
    'log.warning(f"Received {e.sigval} death signal, shutting down workers")',
    "WARNING:torch.distributed.elastic.agent.server.api:Received Signals.SIGTERM death signal, shutting down workers")

rec("collective_timeout", "cause", "PyTorch ProcessGroupNCCL", T1131, f"{PGN113} (workCleanupLoop)",
    '"[Rank ", rank_, "] Watchdog caught collective operation timeout: ", work, " ran for ", ..., '
    '" milliseconds before timing out." (WorkNCCL(SeqNum=, OpType=, Timeout(ms)=))',
    "[E ProcessGroupNCCL.cpp:821] [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=1, "
    "OpType=BROADCAST, Timeout(ms)=1800000) ran for 1803164 milliseconds before timing out.")
rec("none", "consequence", "PyTorch ProcessGroupNCCL", T1131, f"{PGN113} (WorkNCCL::handleNCCLGuard)",
    '"To avoid data inconsistency, we are taking the entire process down."',
    "[E ProcessGroupNCCL.cpp:460] To avoid data inconsistency, we are taking the entire process down.")
rec("none", "consequence", "PyTorch ProcessGroupNCCL", T1131,
    "pytorch/pytorch v1.13.1:torch/csrc/distributed/c10d/NCCLUtils.hpp (C10D_NCCL_CHECK) + NCCL v2.14.3 "
    "ncclGetErrorString(ncclSystemError)",
    '"NCCL error in: ", __FILE__, ":", __LINE__, ", ", ncclGetErrorWithVersion(result), "\\n", getNcclErrorDetailStr(result)',
    "RuntimeError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1269, unhandled system error, "
    "NCCL version 2.14.3")
rec("none", "consequence", "PyTorch ProcessGroupNCCL", T1131,
    "pytorch/pytorch v1.13.1:torch/csrc/distributed/c10d/NCCLUtils.cpp (getNcclErrorDetailStr: ncclSystemError)",
    '"ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error. "',
    "ncclSystemError: System call (e.g. socket, malloc) or external library call failed or device error. ")
rec("none", "consequence", "PyTorch ProcessGroupNCCL", T1131,
    "pytorch/pytorch v1.13.1:torch/csrc/distributed/c10d/NCCLUtils.cpp (getNcclErrorDetailStr: ncclRemoteError)",
    '"ncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely."',
    "ncclRemoteError: A call failed possibly due to a network error or a remote process exiting prematurely.")
rec("other", "cause", "PyTorch ProcessGroupNCCL", T1131,
    "pytorch/pytorch v1.13.1:torch/csrc/distributed/c10d/NCCLUtils.cpp (getNcclErrorDetailStr: ncclInvalidUsage)",
    '"ncclInvalidUsage: This usually reflects invalid usage of NCCL library."',
    "ncclInvalidUsage: This usually reflects invalid usage of NCCL library.")
rec("none", "retried", "torch elastic", T1131, "pytorch/pytorch v1.13.1:torch/distributed/elastic/agent/server/api.py:867",
    'log.info(f"[{role}] Worker group {state.name}. {self._remaining_restarts}/{spec.max_restarts} attempts left; will '
    'restart worker group")',
    "INFO:torch.distributed.elastic.agent.server.api:[default] Worker group FAILED. 2/3 attempts left; will restart "
    "worker group")
rec("none", "consequence", "torch elastic", T1131, "pytorch/pytorch v1.13.1:torch/distributed/elastic/multiprocessing/api.py:62",
    'raise SignalException(f"Process {os.getpid()} got signal: {sigval}", sigval=sigval)',
    "torch.distributed.elastic.multiprocessing.api.SignalException: Process 48212 got signal: 15")
rec("host_mem_alloc", "cause", "torch elastic", T1131, "pytorch/pytorch v1.13.1:torch/distributed/elastic/multiprocessing/api.py:673",
    'log.error(f"failed (exitcode: {first_failure.exitcode}) local_rank: {first_failure.local_rank} (pid: '
    '{first_failure.pid}) of binary: {self.entrypoint}")',
    "ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: 0 (pid: 48213) of binary: "
    "/usr/bin/python3")

# ---- DeepSpeed launcher (deepspeedai/DeepSpeed v0.9.5 and v0.14.4, `git show <tag>:<path>`) ---------------------
# deepspeed/utils/logging.py:37 (both tags): "[%(asctime)s] [%(levelname)s] [%(filename)s:%(lineno)d:%(funcName)s] %(message)s"
DS95, DS144 = "v0.9.5", "v0.14.4"
DSR95, DSR144 = f"deepspeedai/DeepSpeed {DS95}:deepspeed", f"deepspeedai/DeepSpeed {DS144}:deepspeed"
TS2 = "[2024-05-02 09:14:07,481]"
rec("ssh_failure", "cause", "DeepSpeed", DS95, f"{DSR95}/launcher/runner.py:443",
    'logger.error("Unable to detect suitable master address via `hostname -I`, please manually specify one via '
    '--master_addr") (after subprocess.check_output(["ssh {first_host} hostname -I"], shell=True) failed)',
    f"{TS2} [ERROR] [runner.py:443:main] Unable to detect suitable master address via `hostname -I`, please manually "
    "specify one via --master_addr")
rec("ssh_failure", "cause", "DeepSpeed", DS144, f"{DSR144}/launcher/runner.py:457",
    "raise err (the subprocess.CalledProcessError of check_output([\"ssh  -p {ssh_port} {first_host} hostname -I\"], "
    "shell=True)) -> \"Command '%s' returned non-zero exit status %d.\"",
    "subprocess.CalledProcessError: Command '['ssh  -p 2222 worker-1 hostname -I']' returned non-zero exit status 255.")
rec("other", "cause", "DeepSpeed", DS95, f"{DSR95}/launcher/runner.py:230",
    'raise ValueError(f"Hostfile contains a bad entry: {line}, unable to proceed with launching")',
    "ValueError: Hostfile contains a bad entry: worker-1 slot=8, unable to proceed with launching")
rec("other", "cause", "DeepSpeed", DS144, f"{DSR144}/launcher/runner.py:240",
    'raise ValueError("Hostfile is empty or not formatted correctly, unable to proceed with launching.")',
    "ValueError: Hostfile is empty or not formatted correctly, unable to proceed with launching.")
rec("other", "cause", "DeepSpeed", DS144, f"{DSR144}/launcher/runner.py:239",
    'logger.error(f"Bad hostfile text: {hostfile_lines}")',
    f"{TS2} [ERROR] [runner.py:239:_parse_hostfile] Bad hostfile text: ['# hosts\\n', '\\n']")
rec("other", "cause", "DeepSpeed", DS95, f"{DSR95}/launcher/runner.py:293",
    'raise ValueError(f"Hostname \'{hostname}\' not found in hostfile")',
    "ValueError: Hostname 'worker-9' not found in hostfile")
rec("other", "cause", "DeepSpeed", DS144, f"{DSR144}/launcher/runner.py:424",
    'raise ValueError("Num nodes is >1 but no extra nodes available via hostfile")',
    "ValueError: Num nodes is >1 but no extra nodes available via hostfile")
rec("driver_mismatch", "cause", "DeepSpeed", DS95, f"{DSR95}/launcher/runner.py:412",
    'raise RuntimeError("Unable to proceed, no GPU resources available") (get_accelerator().device_count() == 0 and '
    'no hostfile)',
    "RuntimeError: Unable to proceed, no GPU resources available")
rec("remote_missing_file", "cause", "DeepSpeed", DS144, f"{DSR144}/launcher/runner.py:533",
    'raise RuntimeError(f"launcher \'{args.launcher}\' not installed.") (runner.backend_exists(): shutil.which(\'pdsh\'))',
    "RuntimeError: launcher 'pdsh' not installed.")
rec("none", "benign", "DeepSpeed", DS95, f"{DSR95}/launcher/runner.py:400",
    'print(f"{detected_str}: setting --include={args.include}") (detected_str = f"Detected CUDA_VISIBLE_DEVICES={...}")',
    "Detected CUDA_VISIBLE_DEVICES=0,1,2,3: setting --include=localhost:0,1,2,3")
rec("none", "benign", "DeepSpeed", DS144, f"{DSR144}/launcher/runner.py:463",
    'logger.info(f"Using IP address of {args.master_addr} for node {first_host}")',
    f"{TS2} [INFO] [runner.py:463:main] Using IP address of 10.20.0.5 for node worker-0")
rec("host_mem_alloc", "cause", "DeepSpeed", DS144, f"{DSR144}/launcher/launch.py:325",
    'logger.error(f"{cmd} exits with return code = {last_return_code}") (Popen.returncode -9: killed by SIGKILL)',
    f"{TS2} [ERROR] [launch.py:325:sigkill_handler] ['/usr/bin/python3', '-u', 'train.py', '--local_rank=2', "
    "'--deepspeed_config', 'ds_config.json'] exits with return code = -9")
rec("none", "consequence", "DeepSpeed", DS144, f"{DSR144}/launcher/launch.py:328",
    'logger.info(f"Main process received {sig_names[signum]}, exiting")',
    f"{TS2} [INFO] [launch.py:328:sigkill_handler] Main process received SIGTERM, exiting")


# ---- fourth pass (2026-11-27): Slurm 24.11, PRRTE v3.0.14, Apptainer v1.3.6, DeepSpeed v0.16.9 runtime, -------
# ---- vLLM 0.6.3.post1 and 0.10.1.1, SGLang 0.5.9, Kubernetes, PyTorch elastic/c10d v2.4-v2.13. Slurm, PRRTE, ---------
# ---- Apptainer and DeepSpeed read with `git show <tag>:<path>` (line numbers those of the tag); vLLM and SGLang in ---
# ---- their PyPI sdists (the release files, line numbers of those files); Kubernetes and ProcessGroupNCCL.cpp in -----
# ---- the code index (commits given, no tag); PyTorch Python files in the torch-2.13.0 wheel, C++ texts in its -------
# ---- libtorch_cpu.so. -------------------------------------------------------------------------------------------------

# ---- Slurm (SchedMD/slurm slurm-24-11-7-1; slurm-23-11-10-1 was read too: its task/cgroup oom_kill text is the one --
# ---- already in the table, and it adds nothing new here) ------------------------------------------------------------
S24 = "slurm-24-11-7-1"
rec("host_mem_alloc", "cause", "Slurm", S24, f"SchedMD/slurm {S24}:src/interfaces/jobacct_gather.c:829",
    'error("%ps exceeded memory limit (%"PRIu64" > %"PRIu64"), being killed", &jobacct_step_id, total_job_mem, '
    'jobacct_mem_limit)',
    "slurmstepd: error: StepId=4711.0 exceeded memory limit (137438953472 > 134217728000), being killed")
rec("none", "consequence", "Slurm", S24, f"SchedMD/slurm {S24}:src/slurmd/slurmstepd/req.c:1151",
    'error("*** %s ON %s CANCELLED AT %s ***", entity, step->node_name, time_str)',
    "slurmstepd: error: *** STEP 4711.0 ON node-2 CANCELLED AT 2025-03-02T11:04:16 ***")
rec("none", "consequence", "Slurm", S24, f"SchedMD/slurm {S24}:src/slurmd/slurmstepd/req.c:1142",
    'error("*** %s ON %s FAILED (non-zero exit code or other failure mode) ***", entity, step->node_name)',
    "slurmstepd: error: *** STEP 4711.0 ON node-2 FAILED (non-zero exit code or other failure mode) ***")
rec("other", "cause", "Slurm", S24, f"SchedMD/slurm {S24}:src/slurmd/slurmstepd/req.c:1133",
    'error("*** %s ON %s CANCELLED AT %s DUE TO NODE FAILURE, SEE SLURMCTLD LOG FOR DETAILS ***", entity, ...)',
    "slurmstepd: error: *** JOB 4711 ON node-2 CANCELLED AT 2025-03-02T11:04:15 DUE TO NODE FAILURE, SEE "
    "SLURMCTLD LOG FOR DETAILS ***")
rec("other", "cause", "Slurm", S24, f"SchedMD/slurm {S24}:src/slurmd/slurmstepd/req.c:1147",
    'error("*** %s ON %s UNCORRECTABLE MEMORY ERROR AT %s ***", entity, step->node_name, time_str)',
    "slurmstepd: error: *** STEP 4711.0 ON node-2 UNCORRECTABLE MEMORY ERROR AT 2025-03-02T11:04:15 ***")
rec("shm_exhausted", "cause", "Slurm", S24, f"SchedMD/slurm {S24}:src/srun/launch.c:454 (strsignal(SIGBUS))",
    'error("%s: %s %s: %s%s", hosts, task_str, tasks, signal_str, core_str)',
    "srun: error: node-2: task 3: Bus error")
rec("other", "cause", "Slurm", S24, f"SchedMD/slurm {S24}:src/srun/launch.c:454 (strsignal(SIGSEGV), WCOREDUMP)",
    'error("%s: %s %s: %s%s", hosts, task_str, tasks, signal_str, core_str)',
    "srun: error: node-2: task 3: Segmentation fault (core dumped)")
rec("none", "retried", "Slurm", S24, f"SchedMD/slurm {S24}:src/srun/launch.c:270 (_handle_openmpi_port_error)",
    'error("%s: tasks %s unable to claim reserved port, %s.", hosts, tasks, msg)  /* msg = "retrying" */',
    "srun: error: node-2: tasks 0-7 unable to claim reserved port, retrying.")
rec("other", "cause", "Slurm", S24, f"SchedMD/slurm {S24}:src/srun/launch.c:1253",
    'error("Unable to create step for job %u: %m", step_req->step_id.job_id)',
    "srun: error: Unable to create step for job 4711: Requested node configuration is not available")

# ---- PRRTE (openpmix/prrte v3.0.14, the runtime under Open MPI 5's mpirun; show-help texts, first line quoted) ------
PR = "v3.0.14"
PRH = f"openpmix/prrte {PR}:src/docs/show-help-files"
rec("remote_missing_file", "cause", "PRRTE", PR,
    f"{PRH}/help-errmgr-base.txt:37 [failed-daemon-launch] (src/mca/errmgr/dvm/errmgr_dvm.c:496; the help text "
    "names missing binaries/libraries on the remote node, no authority to execute there, or no connection back: "
    "the class of ORTE's same message in this table, the first of those reasons)",
    "%s was unable to reliably start one or more daemons.",
    "prterun was unable to reliably start one or more daemons.")
rec("none", "consequence", "PRRTE", PR,
    f"{PRH}/help-errmgr-base.txt:71 [node-died] (src/mca/errmgr/dvm/errmgr_dvm.c:315)",
    "PRTE has lost communication with a remote daemon.",
    "PRTE has lost communication with a remote daemon.")
rec("socket_iface", "cause", "PRRTE", PR,
    f"{PRH}/help-errmgr-base.txt:63 [failed-daemon] (src/mca/errmgr/dvm/errmgr_dvm.c:171)",
    "An PRTE daemon has unexpectedly failed after launch and before communicating back to mpirun. This could be "
    "caused by a number of factors, including an inability to create a connection back to mpirun due to a lack of "
    "common network interfaces and/or no route found between them.",
    "An PRTE daemon has unexpectedly failed after launch and before")
rec("socket_iface", "cause", "PRRTE", PR, f"{PRH}/help-errmgr-base.txt:94 [no-connect]",
    "PRTE is unable to establish a communication connection to the specified daemon located on the indicated node:",
    "PRTE is unable to establish a communication connection to the")
rec("socket_iface", "cause", "PRRTE", PR, f"{PRH}/help-oob-tcp.txt:46 [no-included-found]",
    "None of the TCP networks specified to be included for out-of-band communications could be found:",
    "None of the TCP networks specified to be included for out-of-band communications")
rec("none", "consequence", "PRRTE", PR, f"{PRH}/help-plm-base.txt:38 [daemon-died-no-signal]",
    "A daemon died unexpectedly with status %d while attempting to launch so we are aborting.  There may be more "
    "information reported by the environment (see above).",
    "A daemon died unexpectedly with status 255 while attempting")
rec("host_mem_alloc", "cause", "PRRTE", PR,
    f"{PRH}/help-prun.txt:1334 [prun:proc-aborted-strsignal] (src/runtime/prte_quit.c:247)",
    "%s noticed that process rank %lu with PID %lu on node %s exited on signal %d (%s).",
    "prterun noticed that process rank 5 with PID 48213 on node node-2 exited on signal 9 (Killed).")
rec("other", "cause", "PRRTE", PR,
    f"{PRH}/help-prun.txt:1334 [prun:proc-aborted-strsignal] (src/runtime/prte_quit.c:247)",
    "%s noticed that process rank %lu with PID %lu on node %s exited on signal %d (%s).",
    "prterun noticed that process rank 2 with PID 48214 on node node-1 exited on signal 11 (Segmentation fault).")
rec("none", "consequence", "PRRTE", PR, f"{PRH}/help-prun.txt:1303 [prun:proc-exit-no-sync] (src/runtime/prte_quit.c:263)",
    "%s has exited due to process rank %lu with PID %lu on node %s exiting improperly.",
    "prterun has exited due to process rank 1 with PID 48215 on node node-1 exiting improperly. There are three "
    "reasons this could occur:")
rec("remote_missing_file", "cause", "PRRTE", PR, f"{PRH}/help-prun.txt:1359 [prun:exe-not-found]",
    "%s was unable to find the specified executable file, and therefore did not launch the job.  This error was "
    "first reported for process rank %lu; it may have occurred for other processes as well.",
    "prterun was unable to find the specified executable file, and therefore did")
rec("remote_missing_file", "cause", "PRRTE", PR, f"{PRH}/help-prun.txt:1339 [prun:wdir-not-found]",
    "%s was unable to launch the specified application as it could not find the specified working directory:",
    "prterun was unable to launch the specified application as it could not find")

# ---- Apptainer (apptainer/apptainer v1.3.6; sylog prefix "%-8s " of pkg/sylog/sylog.go:54) -------------------------
AP = "v1.3.6"
rec("driver_mismatch", "cause", "Apptainer", AP,
    f"apptainer/apptainer {AP}:internal/pkg/runtime/launch/launcher_linux.go:930 (addGPUBinds, --nv)",
    'sylog.Warningf("Could not find any %s libraries on this host!", gpuPlatform)',
    "WARNING: Could not find any nv libraries on this host!")
rec("driver_mismatch", "cause", "Apptainer", AP,
    f"apptainer/apptainer {AP}:internal/pkg/runtime/launch/launcher_linux.go:915 (addGPUBinds, --nv)",
    'sylog.Warningf("Could not find any %s files on this host!", gpuPlatform)',
    "WARNING: Could not find any nv files on this host!")
rec("driver_mismatch", "cause", "Apptainer", AP,
    f"apptainer/apptainer {AP}:internal/pkg/runtime/launch/launcher_linux.go:244 + internal/pkg/util/gpu/nvidia.go:156 "
    "(--nvccli)",
    'sylog.Fatalf("While setting GPU configuration: %s", err) <- fmt.Errorf("nvidia-container-cli failed with %v: %s", ...)',
    "FATAL:   While setting GPU configuration: nvidia-container-cli failed with exit status 1: nvidia-container-cli: "
    "initialization error: nvml error: driver not loaded")
rec("remote_missing_file", "cause", "Apptainer", AP,
    f"apptainer/apptainer {AP}:internal/app/starter/master_linux.go:65 + internal/pkg/runtime/engine/apptainer/"
    "container_linux.go:320,478,715 + internal/pkg/util/fs/mount/system_linux.go:87",
    'fmt.Errorf("container creation failed: %s", err) <- "mount hook function failure" <- "mount %s->%s error: %s" '
    '<- "while mounting %s: %s" <- "mount source %s doesn\'t exist"',
    "FATAL:   container creation failed: mount hook function failure: mount /scratch/alice->/scratch/alice error: "
    "while mounting /scratch/alice: mount source /scratch/alice doesn't exist")

# ---- DeepSpeed runtime and op builder (deepspeedai/DeepSpeed v0.16.9; logger format of deepspeed/utils/logging.py:39) ---
DS16 = "v0.16.9"
DSR = f"deepspeedai/DeepSpeed {DS16}"
rec("driver_mismatch", "cause", "DeepSpeed", DS16, f"{DSR}:op_builder/builder.py:110 (assert_no_cuda_mismatch)",
    'raise CUDAMismatchException(f">- DeepSpeed Op Builder: Installed CUDA version {sys_cuda_version} does not match '
    'the version torch was compiled with {torch.version.cuda}, unable to compile cuda/cpp extensions without a matching '
    'cuda version.")',
    "deepspeed.ops.op_builder.builder.CUDAMismatchException: >- DeepSpeed Op Builder: Installed CUDA version 11.8 does "
    "not match the version torch was compiled with 12.4, unable to compile cuda/cpp extensions without a matching cuda "
    "version.")
rec("driver_mismatch", "cause", "DeepSpeed", DS16, f"{DSR}:op_builder/builder.py:51 (installed_cuda_version)",
    'raise MissingCUDAException("CUDA_HOME does not exist, unable to compile CUDA op(s)")',
    "deepspeed.ops.op_builder.builder.MissingCUDAException: CUDA_HOME does not exist, unable to compile CUDA op(s)")
rec("driver_mismatch", "cause", "DeepSpeed", DS16, f"{DSR}:op_builder/builder.py:158 (validate_torch_version)",
    '"PyTorch version mismatch! DeepSpeed ops were compiled and installed with a different version than what is being '
    'used at runtime. Please re-install DeepSpeed or switch torch versions. Install torch version={}, Runtime torch '
    'version={}"',
    "RuntimeError: PyTorch version mismatch! DeepSpeed ops were compiled and installed with a different version than "
    "what is being used at runtime. Please re-install DeepSpeed or switch torch versions. Install torch version=2.3, "
    "Runtime torch version=2.5")
rec("driver_mismatch", "cause", "DeepSpeed", DS16, f"{DSR}:op_builder/builder.py:170 (validate_torch_op_version)",
    '"CUDA version mismatch! DeepSpeed ops were compiled and installed with a different version than what is being '
    'used at runtime. Please re-install DeepSpeed or switch torch versions. Install CUDA version={}, Runtime CUDA '
    'version={}"',
    "RuntimeError: CUDA version mismatch! DeepSpeed ops were compiled and installed with a different version than "
    "what is being used at runtime. Please re-install DeepSpeed or switch torch versions. Install CUDA version=12.1, "
    "Runtime CUDA version=12.4")
rec("other", "cause", "DeepSpeed", DS16, f"{DSR}:op_builder/builder.py:550 (jit_load)",
    'raise RuntimeError(f"Unable to JIT load the {self.name} op due to ninja not being installed.")',
    "RuntimeError: Unable to JIT load the fused_adam op due to ninja not being installed.")
rec("other", "cause", "DeepSpeed", DS16, f"{DSR}:op_builder/builder.py:544 (jit_load)",
    'f"Unable to JIT load the {self.name} op due to it not being compatible due to hardware/software issue. '
    '{self.error_log}"',
    "RuntimeError: Unable to JIT load the evoformer_attn op due to it not being compatible due to hardware/software "
    "issue. Please specify the CUTLASS repo directory as environment variable $CUTLASS_PATH")
rec("none", "benign", "DeepSpeed", DS16, f"{DSR}:op_builder/builder.py:432 (get_cuda_compile_flag)",
    'print(f"{WARNING} {self.name} cuda is missing or is incompatible with installed torch, only cpu ops can be '
    'compiled!")',
    " [WARNING]  async_io cuda is missing or is incompatible with installed torch, only cpu ops can be compiled!")
rec("other", "cause", "DeepSpeed", DS16, f"{DSR}:deepspeed/runtime/engine.py:1185 (_do_sanity_check)",
    'raise ValueError("Type bf16 is not supported on your device.")',
    "ValueError: Type bf16 is not supported on your device.")
rec("other", "cause", "DeepSpeed", DS16, f"{DSR}:deepspeed/runtime/fp16/loss_scaler.py:175 (update_scale)",
    'raise Exception("Current loss scale already at minimum - cannot decrease scale anymore. Exiting run.")',
    "Exception: Current loss scale already at minimum - cannot decrease scale anymore. Exiting run.")
rec("none", "benign", "DeepSpeed", DS16, f"{DSR}:deepspeed/runtime/fp16/loss_scaler.py:179-182 (update_scale)",
    'f"[deepspeed] OVERFLOW! Rank {dist.get_rank()} Skipping step." + f" Attempted loss scale: {int(self.cur_scale)}, '
    'reducing to {int(next_scale)}"',
    "[2025-03-02 11:04:15,112] [INFO] [loss_scaler.py:183:update_scale] [deepspeed] OVERFLOW! Rank 0 Skipping step. "
    "Attempted loss scale: 65536, reducing to 32768")
rec("other", "cause", "DeepSpeed", DS16, f"{DSR}:deepspeed/runtime/engine.py:3170 (_load_checkpoint)",
    '"The checkpoint being loaded used a DP world size of {} but the current world size is {}. Automatic adjustment of '
    'ZeRO\'s optimizer state partitioning with a new world size is not currently supported."',
    "deepspeed.runtime.zero.utils.ZeRORuntimeException: The checkpoint being loaded used a DP world size of 16 but the "
    "current world size is 8. Automatic adjustment of ZeRO's optimizer state partitioning with a new world size is not "
    "currently supported.")

# ---- vLLM 0.6.3.post1 and 0.10.1.1 (sdists from PyPI, the release sources; logger format of vllm/logger.py:19 / :24) ---
V06, V010 = "0.6.3.post1", "0.10.1.1"
rec("driver_mismatch", "cause", "vLLM", V06, f"vllm-project/vllm v{V06}:vllm/config.py:1091 (DeviceConfig.__init__)",
    'raise RuntimeError("Failed to infer device type")',
    "RuntimeError: Failed to infer device type")
rec("driver_mismatch", "cause", "vLLM", V010,
    f"vllm-project/vllm v{V010}:vllm/config/__init__.py:1882 (DeviceConfig.__post_init__)",
    '"Failed to infer device type, please set the environment variable `VLLM_LOGGING_LEVEL=DEBUG` to turn on verbose '
    'logging to help debug the issue."',
    "RuntimeError: Failed to infer device type, please set the environment variable `VLLM_LOGGING_LEVEL=DEBUG` to "
    "turn on verbose logging to help debug the issue.")
rec("other", "cause", "vLLM", V06,
    f"vllm-project/vllm v{V06}:vllm/platforms/cuda.py:95 (device_id_to_physical_device_id; a configuration, e.g. a "
    "Ray actor without a GPU resource, not a driver: class other)",
    '"CUDA_VISIBLE_DEVICES is set to empty string, which means GPU support is disabled."',
    "RuntimeError: CUDA_VISIBLE_DEVICES is set to empty string, which means GPU support is disabled.")
rec("driver_mismatch", "cause", "vLLM", V010,
    f"vllm-project/vllm v{V010}:vllm/distributed/device_communicators/pynccl_wrapper.py:245 (NCCLLibrary.__init__)",
    '"Failed to load NCCL library from %s. It is expected if you are not running on NVIDIA/AMD GPUs.Otherwise, the '
    'nccl library might not exist, be corrupted or it does not support the current platform %s. ..."',
    "ERROR 03-02 11:04:15 [pynccl_wrapper.py:245] Failed to load NCCL library from libnccl.so.2. It is expected if "
    "you are not running on NVIDIA/AMD GPUs.Otherwise, the nccl library might not exist, be corrupted or it does not "
    "support the current platform Linux-5.15.0-1061-x86_64-with-glibc2.35. If you already have the library, please "
    "set the environment variable VLLM_NCCL_SO_PATH to point to the correct nccl library path.")
rec("none", "consequence", "vLLM", V06,
    f"vllm-project/vllm v{V06}:vllm/distributed/device_communicators/pynccl_wrapper.py:223 (NCCL_CHECK, "
    "ncclGetErrorString(ncclSystemError))",
    'raise RuntimeError(f"NCCL error: {error_str}")',
    "RuntimeError: NCCL error: unhandled system error (run with NCCL_DEBUG=INFO for details)")
rec("none", "consequence", "vLLM", V010,
    f"vllm-project/vllm v{V010}:vllm/distributed/device_communicators/pynccl_wrapper.py:272 (NCCL_CHECK, "
    "ncclGetErrorString(ncclRemoteError))",
    'raise RuntimeError(f"NCCL error: {error_str}")',
    "(VllmWorker rank=2 pid=58477) RuntimeError: NCCL error: remote process exited or there was a network error")
rec("none", "consequence", "vLLM", V06,
    f"vllm-project/vllm v{V06}:vllm/distributed/device_communicators/shm_broadcast.py:342 (MessageQueue.acquire_write)",
    'logger.warning("No available block found in %s second. ", VLLM_RINGBUFFER_WARNING_INTERVAL)',
    "WARNING 03-02 11:04:15 shm_broadcast.py:342] No available block found in 60 second. ")
rec("other", "cause", "vLLM", V06, f"vllm-project/vllm v{V06}:vllm/executor/ray_utils.py:192 (_wait_until_pg_ready)",
    '"Cannot provide a placement group of {placement_group_specs=} within {PG_WAIT_TIMEOUT} seconds. See `ray status` '
    'to make sure the cluster has enough resources."',
    "ValueError: Cannot provide a placement group of placement_group_specs=[{'GPU': 1.0, 'node:10.20.0.5': 0.001}, "
    "{'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}] within 1800 seconds. See `ray status` to make sure the cluster has "
    "enough resources.")
rec("none", "retried", "vLLM", V06, f"vllm-project/vllm v{V06}:vllm/executor/ray_utils.py:183 (_wait_until_pg_ready)",
    '"Waiting for creating a placement group of specs for %d seconds. specs=%s. Check `ray status` to see if you have '
    'enough resources."',
    "INFO 03-02 11:04:25 ray_utils.py:183] Waiting for creating a placement group of specs for 10 seconds. "
    "specs=[{'GPU': 1.0, 'node:10.20.0.5': 0.001}, {'GPU': 1.0}]. Check `ray status` to see if you have enough "
    "resources.")
rec("other", "cause", "vLLM", V06, f"vllm-project/vllm v{V06}:vllm/executor/ray_utils.py:139 (_verify_bundles)",
    '"driver node id {} is not included in a placement group {}. Node id -> bundles {}. You don\'t have enough GPUs '
    'available in a current node. ..."',
    "RuntimeError: driver node id 7c3c0e9a2b1f is not included in a placement group PlacementGroupID(4f1e). Node id -> "
    "bundles {'a9d2e1': [{'GPU': 1.0}, {'GPU': 1.0}]}. You don't have enough GPUs available in a current node. Check "
    "`ray status` to see if you have available GPUs in a node 7c3c0e9a2b1f before starting an vLLM engine.")
rec("other", "cause", "vLLM", V010, f"vllm-project/vllm v{V010}:vllm/executor/ray_utils.py:362 (initialize_ray_cluster)",
    '"Current node has no {device_str} available. {current_node_resource=}. vLLM engine cannot start without '
    '{device_str}. Make sure you have at least 1 {device_str} available in a node {current_node_id=} {current_ip=}."',
    "ValueError: Current node has no GPU available. current_node_resource={'CPU': 64.0, 'memory': 412316860416.0}. "
    "vLLM engine cannot start without GPU. Make sure you have at least 1 GPU available in a node "
    "current_node_id='7c3c0e9a2b1f' current_ip='10.20.0.5'.")
rec("socket_iface", "cause", "vLLM", V06,
    f"vllm-project/vllm v{V06}:vllm/executor/ray_gpu_executor.py:227 (_init_workers_ray)",
    '"Every node should have a unique IP address. Got {n_nodes} nodes with node ids {} and {n_ips} unique IP addresses '
    '{all_ips}. Please check your network configuration. If you set `VLLM_HOST_IP` or `HOST_IP` environment variable, '
    'make sure it is unique for each node."',
    "RuntimeError: Every node should have a unique IP address. Got 2 nodes with node ids ['7c3c0e9a2b1f', "
    "'a9d2e1c4f0b3'] and 1 unique IP addresses {'127.0.1.1'}. Please check your network configuration. If you set "
    "`VLLM_HOST_IP` or `HOST_IP` environment variable, make sure it is unique for each node.")
rec("none", "consequence", "vLLM", V010,
    f"vllm-project/vllm v{V010}:vllm/v1/executor/multiproc_executor.py:146 (monitor_workers)",
    'logger.error("Worker proc %s died unexpectedly, shutting down executor.", proc_name)',
    "(EngineCore_0 pid=58401) ERROR 03-02 11:04:15 [multiproc_executor.py:146] Worker proc VllmWorker-1 died "
    "unexpectedly, shutting down executor.")
rec("none", "consequence", "vLLM", V010,
    f"vllm-project/vllm v{V010}:vllm/v1/executor/multiproc_executor.py:445 (WorkerProc.wait_for_ready)",
    '"WorkerProc initialization failed due to an exception in a background process. See stack trace for root cause."',
    "Exception: WorkerProc initialization failed due to an exception in a background process. See stack trace for "
    "root cause.")
rec("none", "consequence", "vLLM", V010, f"vllm-project/vllm v{V010}:vllm/v1/engine/utils.py:759 (wait_for_engine_startup)",
    '"Engine core initialization failed. See root cause above. Failed core proc(s): {finished}"',
    "RuntimeError: Engine core initialization failed. See root cause above. Failed core proc(s): {'EngineCore_0': 1}")
rec("none", "consequence", "vLLM", V010, f"vllm-project/vllm v{V010}:vllm/v1/engine/exceptions.py:8,12 (EngineDeadError)",
    'ENGINE_DEAD_MESSAGE = "EngineCore encountered an issue. See stack trace (above) for the root cause."',
    "vllm.v1.engine.exceptions.EngineDeadError: EngineCore encountered an issue. See stack trace (above) for the root "
    "cause.")

# ---- SGLang 0.5.9 (sdist from PyPI; logger format "[%(asctime)s{prefix}] %(message)s" of sglang/srt/utils/common.py:1228) --
SG = "0.5.9"
rec("cuda_oom", "cause", "SGLang", SG,
    f"sgl-project/sglang v{SG}:python/sglang/srt/model_executor/model_runner_kv_cache_mixin.py:416",
    '"Not enough memory. Please try to increase --mem-fraction-static. Current value: '
    '{self.server_args.mem_fraction_static=}"',
    "RuntimeError: Not enough memory. Please try to increase --mem-fraction-static. Current value: "
    "self.server_args.mem_fraction_static=0.88")
rec("cuda_oom", "cause", "SGLang", SG,
    f"sgl-project/sglang v{SG}:python/sglang/srt/model_executor/model_runner.py:842 (init_torch_distributed; raised "
    "since SGLANG_ENABLE_TP_MEMORY_INBALANCE_CHECK defaults to True)",
    '"The memory capacity is unbalanced. Some GPUs may be occupied by other processes. " + '
    '"{min_per_gpu_memory=}, {local_gpu_memory=}, {local_gpu_memory * 0.9=}"',
    "RuntimeError: The memory capacity is unbalanced. Some GPUs may be occupied by other processes. "
    "min_per_gpu_memory=41.52, local_gpu_memory=78.31, local_gpu_memory * 0.9=70.479")
rec("cuda_oom", "cause", "SGLang", SG, f"sgl-project/sglang v{SG}:python/sglang/srt/mem_cache/common.py:284",
    '"Prefill out of memory. Try to lower your batch size.\\nTry to allocate {extend_num_tokens} tokens.\\n..."',
    "[2025-03-02 11:04:15 TP0] Prefill out of memory. Try to lower your batch size.")
rec("none", "consequence", "SGLang", SG, f"sgl-project/sglang v{SG}:python/sglang/srt/model_executor/model_runner.py:1080",
    '"TP rank {self.tp_rank} could finish the model loading, but there are other ranks that didn\'t finish loading. '
    'It is likely due to unexpected failures (e.g., OOM) or a slow node."',
    "ValueError: TP rank 0 could finish the model loading, but there are other ranks that didn't finish loading. It is "
    "likely due to unexpected failures (e.g., OOM) or a slow node.")
rec("none", "consequence", "SGLang", SG, f"sgl-project/sglang v{SG}:python/sglang/srt/entrypoints/engine.py:896",
    'logger.error(f"Rank {i} scheduler is dead. Please check if there are relevant logs.")',
    "[2025-03-02 11:04:15] Rank 0 scheduler is dead. Please check if there are relevant logs.")
rec("none", "consequence", "SGLang", SG, f"sgl-project/sglang v{SG}:python/sglang/srt/entrypoints/engine.py:869",
    '"Received sigquit from a child process. It usually means the child failed."',
    "[2025-03-02 11:04:15] Received sigquit from a child process. It usually means the child failed.")
rec("none", "consequence", "SGLang", SG, f"sgl-project/sglang v{SG}:python/sglang/srt/entrypoints/engine.py:904",
    'raise RuntimeError("Initialization failed. Please see the error messages above.")',
    "RuntimeError: Initialization failed. Please see the error messages above.")

# ---- Kubernetes (kubernetes/kubernetes, code index at the commits given; no v1.30.x checkout could be brought here, ---
# ---- so these long-standing constants were not checked against a v1.30 tag). `line`s as `kubectl describe` shows. --
K8E = "kubernetes/kubernetes @008b3652959c:pkg/kubelet/eviction/helpers.go"
rec("host_mem_alloc", "cause", "Kubernetes kubelet", "v1.x (code index)",
    f"{K8E}:46,50 (nodeLowMessageFmt + containerMessageFmt; Reason = \"Evicted\" at :44)",
    '"The node was low on resource: %v. " + "Container %s was using %s, request is %s, has larger consumption of %v. "',
    "Message:          The node was low on resource: memory. Container trainer was using 121876544Ki, request is 64Gi, "
    "has larger consumption of memory. ")
rec("other", "cause", "Kubernetes kubelet", "v1.x (code index)", f"{K8E}:46,50 (nodeLowMessageFmt, ephemeral-storage)",
    '"The node was low on resource: %v. " + "Container %s was using %s, request is %s, has larger consumption of %v. "',
    "  Warning  Evicted    2m    kubelet  The node was low on resource: ephemeral-storage. Container trainer was using "
    "212Gi, request is 0, has larger consumption of ephemeral-storage. ")
rec("shm_exhausted", "cause", "Kubernetes kubelet", "v1.x (code index)",
    f"{K8E}:58 (emptyDirMessageFmt; the medium: Memory emptyDir mounted at /dev/shm)",
    '"Usage of EmptyDir volume %q exceeds the limit %q. "',
    "  Warning  Evicted    41s   kubelet  Usage of EmptyDir volume \"dshm\" exceeds the limit \"8Gi\". ")
rec("other", "cause", "Kubernetes kubelet", "v1.x (code index)", f"{K8E}:56 (podEphemeralStorageMessageFmt)",
    '"Pod ephemeral local storage usage exceeds the total limit of containers %s. "',
    "Message:          Pod ephemeral local storage usage exceeds the total limit of containers 20Gi. ")
rec("other", "cause", "Kubernetes kubelet", "v1.x (code index)",
    "kubernetes/kubernetes @04791b490660:pkg/kubelet/active_deadline.go:31-32",
    'reason = "DeadlineExceeded"; message = "Pod was active on the node longer than the specified deadline"',
    "  Normal   DeadlineExceeded  5s    kubelet  Pod was active on the node longer than the specified deadline")
rec("other", "cause", "Kubernetes scheduler", "v1.x (code index)",
    "kubernetes/kubernetes @007f7ae7dc21:pkg/scheduler/framework/plugins/noderesources/fit.go (fitsRequest: "
    "fmt.Sprintf(\"Insufficient %v\", rName)) in the FailedScheduling event",
    '"0/%v nodes are available: %v." with "Insufficient %v"',
    "  Warning  FailedScheduling  12s   default-scheduler  0/4 nodes are available: 4 Insufficient nvidia.com/gpu. "
    "preemption: 0/4 nodes are available: 4 No preemption victims found for incoming pod.")
rec("other", "cause", "Kubernetes kubelet", "v1.x (code index)",
    "kubernetes/kubernetes @0001f7ab39f2:pkg/kubelet/volumemanager/volume_manager.go (WaitForAttachAndMount) + "
    "kubelet \"Unable to attach or mount volumes: \" (FailedMount event)",
    '"unmounted volumes=%v, unattached volumes=%v, failed to process volumes=%v: %w"',
    "  Warning  FailedMount  2m    kubelet  Unable to attach or mount volumes: unmounted volumes=[dshm], unattached "
    "volumes=[], failed to process volumes=[]: timed out waiting for the condition")

# ---- PyTorch v2.13.0 (torch-2.13.0+cpu wheel: Python files with their line numbers; C++ texts are strings of its ------
# ---- libtorch_cpu.so, whose source paths are given) and ProcessGroupNCCL.cpp in the code index (no CUDA build here) --
T213 = "v2.13.0"
DR = "pytorch/pytorch torch/distributed/elastic/rendezvous/dynamic_rendezvous.py"
rec("none", "consequence", "torch elastic", "v2.4-v2.13", f"{DR}:1294-1298 @{T213} (DynamicRendezvousHandler.shutdown)",
    '"The node \'{self._this_node}\' has failed to shutdown the rendezvous \'{self._settings.run_id}\' due to an error '
    'of type {type(ex).__name__}."',
    "W0302 11:04:20.112000 48213 torch/distributed/elastic/rendezvous/dynamic_rendezvous.py:1298] The node "
    "'node-1_48213_0' has failed to shutdown the rendezvous 'job4711' due to an error of type "
    "RendezvousConnectionError.")
rec("none", "benign", "torch elastic", "v2.4-v2.13",
    f"{DR}:879-880 @{T213} (_RendezvousJoinOp) + torch/distributed/elastic/agent/server/api.py:751",
    'logger.info("Rendezvous gracefully exited: %s", e) <- "The rendezvous \'{run_id}\' is closed, terminating pending '
    'rendezvous."',
    "I0302 11:30:02.000000 48213 torch/distributed/elastic/agent/server/api.py:751] Rendezvous gracefully exited: The "
    "rendezvous 'job4711' is closed, terminating pending rendezvous.")
rec("none", "consequence", "PyTorch c10d", T213,
    "pytorch/pytorch torch/csrc/distributed/c10d/Utils.hpp (sendBytes; libtorch_cpu.so string)",
    '"Failed to send, sent 0 bytes. Connection was likely closed. Did the remote server shutdown or crash?"',
    "torch.distributed.DistNetworkError: Failed to send, sent 0 bytes. Connection was likely closed. Did the remote "
    "server shutdown or crash?")
rec("none", "consequence", "PyTorch c10d", T213,
    "pytorch/pytorch torch/csrc/distributed/c10d/TCPStore.cpp (sendBytes failed; libtorch_cpu.so string)",
    '"sendBytes failed on {}: {}"',
    "torch.distributed.DistNetworkError: sendBytes failed on SocketImpl(fd=57, addr=[node-1]:51234, "
    "remote=[node-0]:29500): Broken pipe")
rec("none", "benign", "PyTorch c10d", T213,
    "pytorch/pytorch torch/csrc/distributed/c10d/TCPStore.cpp (TCPStore init; libtorch_cpu.so string)",
    '"Starting store with {} workers but somaxconn is {}.This might cause instability during bootstrap, consider '
    'increasing it."',
    "[W302 11:00:01.000000000 TCPStore.cpp:321] [c10d] Starting store with 2048 workers but somaxconn is 1024.This "
    "might cause instability during bootstrap, consider increasing it.")
rec("none", "benign", "PyTorch c10d", T213,
    "pytorch/pytorch torch/csrc/distributed/c10d/TCPStoreBackend.cpp (TCPStoreMasterDaemon; libtorch_cpu.so string)",
    '"Miscellaneous client without VALIDATE query is detected"',
    "[W302 11:00:05.000000000 TCPStoreBackend.cpp:124] [c10d] Miscellaneous client without VALIDATE query is detected")
rec("collective_timeout", "cause", "PyTorch c10d", T213,
    "pytorch/pytorch torch/csrc/distributed/c10d/ProcessGroupWrapper.cpp (TORCH_DISTRIBUTED_DEBUG=DETAIL; "
    "libtorch_cpu.so strings)",
    '"Detected mismatch between collectives on ranks. Rank " + " is running collective: " + "Collectives differ in the '
    'following aspects: "',
    "RuntimeError: Detected mismatch between collectives on ranks. Rank 1 is running collective: "
    "CollectiveFingerPrint(SequenceNumber=37, OpType=ALLREDUCE, TensorShape=[1024], TensorDtypes=Float, "
    "TensorDeviceTypes=TensorOptions(dtype=float (default), device=cuda, layout=Strided (default), requires_grad=false "
    "(default), pinned_memory=false (default), memory_format=(nullopt))), but Rank 0 is running collective: "
    "CollectiveFingerPrint(SequenceNumber=37, OpType=BROADCAST, TensorShape=[1], TensorDtypes=Long, "
    "TensorDeviceTypes=TensorOptions(dtype=long int (default), device=cuda, layout=Strided (default), "
    "requires_grad=false (default), pinned_memory=false (default), memory_format=(nullopt))).")
PGNI = "pytorch/pytorch torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp (code index)"
rec("none", "consequence", "PyTorch ProcessGroupNCCL", "v2.3-v2.13",
    f"{PGNI} (HeartbeatMonitor::getNCCLWatchdogTimeoutExitMsg, exitReason \"collective timeout or exception\"; "
    "LOG(FATAL) in terminateProcess)",
    '"Terminating the process after attempting to dump debug info, due to ", exitReason, "."',
    "[rank3]:[F302 11:12:30.156485650 ProcessGroupNCCL.cpp:1653] [PG ID 0 PG GUID 0(default_pg) Rank 3] [PG ID 0 PG "
    "GUID 0(default_pg) Rank 3] Terminating the process after attempting to dump debug info, due to collective "
    "timeout or exception.")
rec("none", "consequence", "PyTorch ProcessGroupNCCL", "v2.3-v2.13",
    f"{PGNI} (HeartbeatMonitor::getNCCLWatchdogTimeoutExitMsg, exitReason \"ProcessGroupNCCL watchdog hang\")",
    '"Terminating the process after attempting to dump debug info, due to ", exitReason, "."',
    "[rank0]:[F302 11:20:15.418192812 ProcessGroupNCCL.cpp:1653] [PG ID 0 PG GUID 0(default_pg) Rank 0] [PG ID 0 PG "
    "GUID 0(default_pg) Rank 0] Terminating the process after attempting to dump debug info, due to ProcessGroupNCCL "
    "watchdog hang.")
rec("none", "consequence", "PyTorch ProcessGroupNCCL", "v2.3-v2.13", f"{PGNI} (dumpDebuggingInfo)",
    'logPrefix() << "ProcessGroupNCCL preparing to dump debug info. Include stack trace: " << includeStackTrace << ", '
    'only active collectives: " << onlyActive',
    "[rank2]:[E302 11:04:16.737942593 ProcessGroupNCCL.cpp:1628] [PG ID 0 PG GUID 0(default_pg) Rank 2] "
    "ProcessGroupNCCL preparing to dump debug info. Include stack trace: 1, only active collectives: 0")
rec("none", "consequence", "PyTorch ProcessGroupNCCL", "v2.7-v2.13", f"{PGNI} (HeartbeatMonitor::runLoop)",
    '"Observed flight recorder dump signal from another rank via TCPStore."',
    "[rank5]:[E302 11:04:17.000000000 ProcessGroupNCCL.cpp:1594] [PG ID 0 PG GUID 0(default_pg) Rank 5] Observed "
    "flight recorder dump signal from another rank via TCPStore.")
rec("none", "benign", "PyTorch ProcessGroupNCCL", "v2.3-v2.13", f"{PGNI} (HeartbeatMonitor::runLoop, handleError)",
    '"Failed to check the \\"should dump\\" flag on TCPStore, (maybe TCPStore server has shut down too early), with '
    'error: " << errorMessage',
    "[rank1]:[W302 11:30:05.000000000 ProcessGroupNCCL.cpp:1583] [PG ID 0 PG GUID 0(default_pg) Rank 1] Failed to "
    "check the \"should dump\" flag on TCPStore, (maybe TCPStore server has shut down too early), with error: Failed to "
    "recv, got 0 bytes. Connection was likely closed. Did the remote server shutdown or crash?")
rec("none", "benign", "PyTorch ProcessGroupNCCL", "v2.8-v2.13", f"{PGNI} (~ProcessGroupNCCL, TORCH_WARN_ONCE)",
    '"WARNING: destroy_process_group() was not called before program exit, which can leak resources. For more info, '
    'please see https://pytorch.org/docs/stable/distributed.html#shutdown"',
    "[rank0]:[W302 11:30:01.000000000 ProcessGroupNCCL.cpp:1538] Warning: WARNING: destroy_process_group() was not "
    "called before program exit, which can leak resources. For more info, please see "
    "https://pytorch.org/docs/stable/distributed.html#shutdown (function operator())")


# -- fifth pass (2026-11-27) ----------------------------------------------------------------------------------


# ---- fifth pass (2026-11-27): NCCL v2.30.7-1 (RAS, GIN/RMA, NVLS, IMEX, resiliency, revoke) --------------------------
S5_N = "v2.30.7-1"
nccl("none", "benign", S5_N, "src/ras/ras.cc", 586, 'INFO(NCCL_RAS, "RAS thread started")', "RAS thread started",
     level="INFO")
nccl("none", "benign", S5_N, "src/ras/ras.cc", 103,
     'INFO(NCCL_RAS, "RAS network listening socket at %s", ncclSocketToString(&rasNetListeningSocket.addr, rasLine))',
     "RAS network listening socket at 10.20.0.5<38119>", level="INFO")
nccl("none", "benign", S5_N, "src/ras/client_support.cc", 183,
     'INFO(NCCL_INIT | NCCL_RAS, "RAS client listening socket at %s", ncclSocketToString(&addr, rasLine))',
     "RAS client listening socket at 127.0.0.1<28028>", level="INFO")
nccl("driver_mismatch", "cause", S5_N, "src/ras/ras.cc", 415,
     'WARN("NCCL version mismatch with remote peer %s (local: %s, remote %s)", ncclSocketToString(...), ...)',
     "NCCL version mismatch with remote peer 10.20.0.6<41233> (local: 2.30.7, remote 2.27.3)")
nccl("none", "consequence", S5_N, "src/ras/peers.cc", 802,
     'INFO(NCCL_RAS, "RAS declaring peer %s as DEAD; rasDeadPeersHash 0x%lx", ncclSocketToString(addr, rasLine), ...)',
     "RAS declaring peer 10.20.0.6<41233> as DEAD; rasDeadPeersHash 0x5d1c9a0e7b3f2a61", level="INFO")
nccl("none", "consequence", S5_N, "src/ras/rasnet.cc", 688,
     'INFO(NCCL_RAS, "RAS %s socket connection with %s closed by peer on receive; terminating it", socketType, ...)',
     "RAS regular socket connection with 10.20.0.6<41233> closed by peer on receive; terminating it", level="INFO")
nccl("none", "retried", S5_N, "src/ras/rasnet.cc", 787,
     'INFO(NCCL_RAS, "RAS keep-alive timeout warning (%" PRId64 "s) on socket connection with %s", ...)',
     "RAS keep-alive timeout warning (5s) on socket connection with 10.20.0.6<41233>", level="INFO")
nccl("none", "retried", S5_N, "src/ras/rasnet.cc", 312,
     'INFO(NCCL_RAS, "RAS trying to reconnect with %s (experiencingDelays %d, startRetryTime %.2fs)", ...)',
     "RAS trying to reconnect with 10.20.0.6<41233> (experiencingDelays 1, startRetryTime 1.00s)", level="INFO")
nccl("driver_mismatch", "cause", S5_N, "src/dev_runtime.cc", 1428,
     'WARN("NCCL library is too old. This application was compiled with NCCL version %s, but is running with NCCL "'
     ' "library version %s.", ...)',
     "NCCL library is too old. This application was compiled with NCCL version 2.30.7, but is running with NCCL "
     "library version 2.28.9.")
nccl("driver_mismatch", "cause", S5_N, "src/dev_runtime.cc", 1444,
     'WARN("NCCL library is not backwards compatible. This application was compiled with NCCL version %s, but is '
     'running with NCCL library version %s.", ...)',
     "NCCL library is not backwards compatible. This application was compiled with NCCL version 2.28.9, but is "
     "running with NCCL library version 2.30.7.")
nccl("driver_mismatch", "cause", S5_N, "src/enqueue.cc", 2820,
     'WARN("One-sided RMA requires CUDA driver 12.5 or later (found %d.%d).", driverVersion / 1000, ...)',
     "One-sided RMA requires CUDA driver 12.5 or later (found 12.2).")
nccl("driver_mismatch", "cause", S5_N, "src/misc/strongstream.cc", 91,
     'WARN("NCCL cannot be captured in a graph if either it wasn\'t built with CUDA runtime >= 11.3 or if the '
     'installed CUDA driver < R465.")',
     "NCCL cannot be captured in a graph if either it wasn't built with CUDA runtime >= 11.3 or if the installed CUDA "
     "driver < R465.")
nccl("other", "cause", S5_N, "src/init.cc", 1057,
     'WARN("Multiple Ranks are using the same GPU/Partition. Set NCCL_MULTI_RANK_GPU_ENABLE=1 to enable this "'
     ' "configuration.")',
     "Multiple Ranks are using the same GPU/Partition. Set NCCL_MULTI_RANK_GPU_ENABLE=1 to enable this configuration.")
# Mixed NIC counts: a node with a NIC missing or down, or heterogeneous nodes; NCCL cannot tell which: "other".
nccl("other", "cause", S5_N, "src/init.cc", 1339,
     'WARN("Detected mixed local Net device counts across ranks (min %d, max %d). Set NCCL_IGNORE_NET_MISMATCH=1 to "'
     ' "continue.", minLocalNetCount, maxLocalNetCount)',
     "Detected mixed local Net device counts across ranks (min 7, max 8). Set NCCL_IGNORE_NET_MISMATCH=1 to continue.")
nccl("p2p_unsupported", "cause", S5_N, "src/mnnvl.cc", 74,
     'WARN("MNNVL (cliqueSize %d) is available but not working on this system. Check the IMEX channel configuration "'
     ' "(/dev/nvidia-caps-imex-channels). Set NCCL_MNNVL_ENABLE=0 to ignore this issue.", comm->clique.size)',
     "MNNVL (cliqueSize 72) is available but not working on this system. Check the IMEX channel configuration "
     "(/dev/nvidia-caps-imex-channels). Set NCCL_MNNVL_ENABLE=0 to ignore this issue.")
nccl("p2p_unsupported", "cause", S5_N, "src/mnnvl.cc", 86,
     'WARN("MNNVL (cliqueSize %d) is available but not working on this system. Check the IMEX configuration "'
     ' "(nvidia-imex-ctl -N). Set NCCL_MNNVL_ENABLE=0 to ignore this issue.", comm->clique.size)',
     "MNNVL (cliqueSize 72) is available but not working on this system. Check the IMEX configuration "
     "(nvidia-imex-ctl -N). Set NCCL_MNNVL_ENABLE=0 to ignore this issue.")
# NVLS multicast bind failure: Fabric Manager / NVSwitch problem; filed with p2p_unsupported like the IMEX lines
# (it could also be read as gpu_hardware).
nccl("p2p_unsupported", "cause", S5_N, "src/transport/nvls.cc", 376,
     'WARN("Failed to bind NVLink SHARP (NVLS) Multicast memory of size %ld : CUDA error %d \'%s\'.\\nThis is usually '
     'caused by a system or configuration error in the Fabric Manager or NVSwitches.\\nDisable NVLS '
     '(NCCL_NVLS_ENABLE=0) if you wish to avoid this error in the future.", ucsize, err, errStr)',
     "Failed to bind NVLink SHARP (NVLS) Multicast memory of size 1073741824 : CUDA error 801 'operation not "
     "supported'.")
nccl("ib_unusable", "cause", S5_N, "src/transport/net_ib/common.cc", 123,
     'WARN("NET/IB : %s:%d async fatal event: %s", dev->devName, dev->portNum, str)  /* IBV_EVENT_DEVICE_FATAL */',
     "NET/IB : mlx5_3:1 async fatal event: local catastrophic error")
nccl("ib_unusable", "cause", S5_N, "src/transport/net_ib/common.cc", 140,
     'WARN("NET/IB : %s:%d async fatal event on QP (%p) qpn=%u handle=%u send_cq=%u recv_cq=%u state=%d sq_psn=%u "'
     ' "rq_psn=%u: %s", ...)',
     "NET/IB : mlx5_3:1 async fatal event on QP (0x7f2c4c01a8f0) qpn=4711 handle=12 send_cq=5 recv_cq=5 state=6 "
     "sq_psn=1198 rq_psn=1177: local work queue catastrophic error")
nccl("ib_unusable", "cause", S5_N, "src/transport/net_ib/common.cc", 179,
     'WARN("NET/IB : %s:%d Got non-fatal async event: %s(%d)", dev->devName, dev->portNum, str, event.event_type) '
     '/* IBV_EVENT_PORT_ERR among others */',
     "NET/IB : mlx5_3:1 Got non-fatal async event: port error(10)")
nccl("ib_unusable", "cause", S5_N, "src/transport/net_ib/p2p_resiliency.cc", 47,
     'WARN("NET/IB: Fatal error. Detected %d failed devices out of %d devices on the %s communicator (comm=%p). No "'
     ' "support for more than a single failed device.", ...)',
     "NET/IB: Fatal error. Detected 2 failed devices out of 2 devices on the send communicator (comm=0x7f2c4c0b1200). "
     "No support for more than a single failed device.")
nccl("none", "consequence", S5_N, "src/enqueue.cc", 3129, 'WARN("%s: communicator was revoked", info->opName)',
     "AllReduce: communicator was revoked")
# a size mismatch between ranks (the message itself says so when the network is healthy): collectives that differ
# between ranks, the class of PyTorch's 'Detected mismatch between collectives' (relabelled from other, 2026-11-27)
nccl("collective_timeout", "cause", S5_N, "src/transport/net_socket.cc", 636,
     'WARN("NET/Socket : peer %s message truncated : receiving %d bytes instead of %d. If you believe your socket "'
     ' "network is in a healthy state, there may be a mismatch in collective sizes or environment settings (e.g. '
     'NCCL_PROTO, NCCL_ALGO) between ranks", ...)',
     "NET/Socket : peer 10.20.0.6<52011> message truncated : receiving 1048576 bytes instead of 524288. If you believe "
     "your socket network is in a healthy state, there may be a mismatch in collective sizes or environment settings "
     "(e.g. NCCL_PROTO, NCCL_ALGO) between ranks")

# ---- aws/aws-ofi-nccl v1.21.1 (NET/OFI plugin; NCCL's logger: WARN lines carry __PRETTY_FUNCTION__:__LINE__) ---------
S5_OFI = "v1.21.1"


def s5_ofi(cls: str, kind: str, path: str, lineno: int, fmt: str, msg: str, func: str = "", dev: int = 0) -> None:
    where = f" {func}:{lineno}" if func else ""
    level = "WARN" if func else "INFO"
    rec(cls, kind, "aws-ofi-nccl", S5_OFI, f"aws/aws-ofi-nccl {S5_OFI}:{path}:{lineno}", fmt,
        f"{H}:{PID} [{dev}]{where} NCCL {level} NET/OFI {msg}")


S5_CP = "int nccl_net_ofi_create_plugin(nccl_net_ofi_plugin_t**)"
s5_ofi("none", "benign", "src/nccl_ofi_net.cpp", 188,
       'NCCL_OFI_INFO(NCCL_INIT | NCCL_NET, "Initializing " PACKAGE_STRING)',
       "Initializing aws-ofi-nccl 1.21.1")
s5_ofi("none", "benign", "src/nccl_ofi_net.cpp", 194,
       'NCCL_OFI_INFO(NCCL_INIT | NCCL_NET, "Using Libfabric version %u.%u", FI_MAJOR(fab_version), ...)',
       "Using Libfabric version 2.3")
s5_ofi("none", "benign", "src/nccl_ofi_net.cpp", 644,
       'NCCL_OFI_INFO(NCCL_INIT | NCCL_NET, "Selected provider is %s, fabric is %s (found %d nics)", ...)',
       "Selected provider is efa, fabric is efa-direct (found 32 nics)")
s5_ofi("none", "benign", "src/nccl_ofi_net.cpp", 377,
       'NCCL_OFI_INFO(NCCL_NET | NCCL_INIT, "Support for DMA-BUF registrations: %s", ...)',
       "Support for DMA-BUF registrations: false")
# On a host without EFA (an InfiniBand cluster running a container that ships the plugin) the plugin finds no
# provider, gives up, and NCCL goes on with its own IB/Socket transport: printed by healthy runs.
s5_ofi("none", "benign", "src/nccl_ofi_rdma.cpp", 7305,
       'NCCL_OFI_INFO(NCCL_INIT | NCCL_NET, "No eligible providers were found")  /* fi_getinfo: -FI_ENODATA */',
       "No eligible providers were found")
s5_ofi("none", "retried", "src/nccl_ofi_net.cpp", 334,
       'NCCL_OFI_WARN("Unable to find a protocol that worked.  Failing initialization.")',
       "Unable to find a protocol that worked.  Failing initialization.", func=S5_CP)
s5_ofi("none", "retried", "src/nccl_ofi_net.cpp", 418, 'NCCL_OFI_WARN(PACKAGE_NAME " initialization failed")',
       "aws-ofi-nccl initialization failed", func=S5_CP)
s5_ofi("driver_mismatch", "cause", "src/nccl_ofi_net.cpp", 651,
       'NCCL_OFI_WARN("EFA provider requires at least libfabric version 1.22.0.")',
       "EFA provider requires at least libfabric version 1.22.0.",
       func="int nccl_net_ofi_query_provider_capabilities(const fi_info*, unsigned int)")
# GDR (FI_HMEM) unavailable on an instance type that needs it: an EFA driver / libfabric / peer-memory module too
# old or missing (filed as driver_mismatch; could be "other").
s5_ofi("driver_mismatch", "cause", "src/platform-aws.cpp", 819,
       'NCCL_OFI_WARN("GDR disabled on GDR-supported instance type %s", platform_data->name)',
       "GDR disabled on GDR-supported instance type p5.48xlarge",
       func="virtual int PlatformAWS::config_endpoint(fi_info*, fid_ep*)")
s5_ofi("memlock_limit", "cause", "src/nccl_ofi_ofiutils.cpp", 468,
       'NCCL_OFI_WARN("Couldn\'t register memory region with regattr. RC: %d, ERROR: %s", ret, fi_strerror(-ret))',
       "Couldn't register memory region with regattr. RC: -12, ERROR: Cannot allocate memory",
       func="ofi_mr_result nccl_ofi_ofiutils_mr_regattr(ofi_domain_ptr&, fi_mr_attr*, uint64_t)")
s5_ofi("ib_unusable", "cause", "src/nccl_ofi_rdma.cpp", 1526,
       'NCCL_OFI_WARN("Unable to retrieve completion queue entries. RC: %zd, ERROR: %s", rc, fi_strerror(-rc))',
       "Unable to retrieve completion queue entries. RC: -5, ERROR: Input/output error",
       func="ssize_t ofi_process_cq_rail(nccl_net_ofi_rdma_device_t*, nccl_net_ofi_rdma_cq_rail_t*)")
# FI_EHOSTUNREACH from EFA: packets dropped by the security group (the plugin's own explanation); the EFA devices
# are there but the fabric path is unusable: filed as ib_unusable.
s5_ofi("ib_unusable", "cause", "src/platform-aws.cpp", 1047,
       'NCCL_OFI_WARN("Request %p (%s) completed with error: err: %d, flags: %ld, prov_errno: %d, strerror: %s, len: '
       '%ld\\n\\n***...\\n* This error indicates that the security group on either this instance or the peer '
       'instance\\n* is not setup correctly. ...", ...)  /* err == FI_EHOSTUNREACH */',
       "Request 0x7f1e2c0a9f00 (send) completed with error: err: 113, flags: 0, prov_errno: 15, strerror: Unreachable "
       "remote - never received a response, len: 0",
       func="virtual void PlatformAWS::log_cq_error(void*, fid_cq*, fi_cq_err_entry*, const char*)")
# The peer process died: EFA reports its receiver unresponsive (ESTABLISHED_RECV_UNRESP, err FI_ECONNABORTED).
s5_ofi("none", "consequence", "include/nccl_ofi_platform.h", 125,
       'NCCL_OFI_WARN("Request %p (%s) completed with error: err: %d, flags: %ld, prov_errno: %d, strerror: %s, len: '
       '%ld", req_p, req_type, err_entry->err, err_entry->flags, err_entry->prov_errno, fi_cq_strerror(...), ...)',
       "Request 0x7f1e2c0a9f00 (send) completed with error: err: 103, flags: 0, prov_errno: 4124, strerror: "
       "Unresponsive receiver (connection previously established), len: 0",
       func="virtual void Platform::log_cq_error(void*, fid_cq*, fi_cq_err_entry*, const char*)")

# ---- NVIDIA/TransformerEngine v2.18 (Python loader, Userbuffers comm+GEMM overlap) -----------------------------------
# NVTE_ERROR (common/util/logging.h:38): concat_strings(__FILE__ ":", __LINE__, " in function ", __func__, ": ", msg)
S5_TE = "v2.18"
S5_TEP = "/opt/transformerengine/transformer_engine"
S5_UB = f"NVIDIA/TransformerEngine {S5_TE}:transformer_engine/common/comm_gemm_overlap/userbuffers"
rec("driver_mismatch", "cause", "TransformerEngine", S5_TE,
    f"NVIDIA/TransformerEngine {S5_TE}:transformer_engine/common/__init__.py:207",
    'assert version("transformer-engine") == te_core_version, ("Transformer Engine package version mismatch. Found "'
    ' f"transformer-engine v{version(\'transformer-engine\')} " f"and {te_core_package_name} v{te_core_version}.")',
    "AssertionError: Transformer Engine package version mismatch. Found transformer-engine v2.18.0 and "
    "transformer_engine_cu12 v2.17.1.")
# a CUDA toolkit library Transformer Engine loads at import is missing from the environment: driver_mismatch like
# ImportError: libcuda.so.1 (relabelled from remote_missing_file, 2026-11-27)
rec("driver_mismatch", "cause", "TransformerEngine", S5_TE,
    f"NVIDIA/TransformerEngine {S5_TE}:transformer_engine/common/__init__.py:354 (_load_cuda_library)",
    'raise RuntimeError(f"{lib_name} shared object not found.")',
    "RuntimeError: nvrtc shared object not found.")
rec("driver_mismatch", "cause", "TransformerEngine", S5_TE,
    f"{S5_UB}/userbuffers-host.cpp:442",
    'NVTE_ERROR(std::string("Bootstrapping Userbuffers with MPI requires building") + std::string("Transformer Engine '
    'with NVTE_UB_WITH_MPI=1 and MPI_HOME=/path/to/mpi"))',
    f"RuntimeError: {S5_TEP}/common/comm_gemm_overlap/userbuffers/userbuffers-host.cpp:442 in function "
    "create_communicator_grouped2_mpi: Bootstrapping Userbuffers with MPI requires buildingTransformer Engine with "
    "NVTE_UB_WITH_MPI=1 and MPI_HOME=/path/to/mpi")
# Device (no NVSwitch multicast), driver or toolkit: the message does not say which, so "other".
rec("other", "cause", "TransformerEngine", S5_TE,
    f"NVIDIA/TransformerEngine {S5_TE}:transformer_engine/pytorch/module/base.py:198 (initialize_ub)",
    'raise RuntimeError("CUDA device, driver and/or toolkit version does not support comm+GEMM overlap with CUDA '
    'Multicast. Launch app with UB_SKIPMC=1 to try CUDA IPC instead.")',
    "RuntimeError: CUDA device, driver and/or toolkit version does not support comm+GEMM overlap with CUDA Multicast. "
    "Launch app with UB_SKIPMC=1 to try CUDA IPC instead.")
rec("other", "cause", "TransformerEngine", S5_TE,
    f"NVIDIA/TransformerEngine {S5_TE}:transformer_engine/pytorch/module/base.py:258 (initialize_ub)",
    'raise RuntimeError("torch.distributed must be initialized before using Userbuffers")',
    "RuntimeError: torch.distributed must be initialized before using Userbuffers")
rec("driver_mismatch", "cause", "TransformerEngine", S5_TE,
    f"NVIDIA/TransformerEngine {S5_TE}:transformer_engine/pytorch/module/base.py:245 (initialize_ub)",
    'raise RuntimeError("MPI backend is not available in torch.distributed but is required when Userbuffers is built '
    'with MPI support")',
    "RuntimeError: MPI backend is not available in torch.distributed but is required when Userbuffers is built with "
    "MPI support")
rec("none", "benign", "TransformerEngine", S5_TE,
    f"{S5_UB}/userbuffers-host.cpp:177",
    'printf("UB_TIMEOUT is set to %d sec, %" PRIu64 " cycles, freq: %dkhz\\n", sec_timeout, (*comm)->ub_timeout, '
    'device_clock)', "UB_TIMEOUT is set to 110 sec, 217800000000 cycles, freq: 1980000khz")
rec("none", "benign", "TransformerEngine", S5_TE,
    f"{S5_UB}/userbuffers-host.cpp:344",
    'if (!(*comm)->myrank) printf("MC initialized succesfully, window size = %ld\\n", mc_maxsize)',
    "MC initialized succesfully, window size = 4294967296")
rec("none", "benign", "TransformerEngine", S5_TE,
    f"{S5_UB}/userbuffers-host.cpp:347",
    'if (!(*comm)->myrank) printf("MC NOT initialized and used\\n")', "MC NOT initialized and used")
# the device-side spin-wait of a Userbuffers collective ran past UB_TIMEOUT: a peer never arrived (hang)
rec("collective_timeout", "cause", "TransformerEngine", S5_TE,
    f"{S5_UB}/userbuffers.cu:93",
    'UB_PRINT("[%d] Allreduce reduce-scatter: SM %d [%d]: expecting %d got %d", myrank, blockIdx.x, threadIdx.x, '
    'reduce_id, *flag)  /* printf("[%s:%s:%d] " message "\\n", FILENAME(__FILE__), __FUNCTION__, __LINE__, ...) */',
    "[userbuffers.cu:userbuffers_fp16_sum_inplace_gpu_rw:93] [3] Allreduce reduce-scatter: SM 0 [0]: expecting 1204 "
    "got 1203")

# ---- NVIDIA/apex 25.09 --------------------------------------------------------------------------------
S5_AX = "25.09"
rec("driver_mismatch", "cause", "apex", S5_AX,
    f"NVIDIA/apex {S5_AX}:setup.py:85 (check_cuda_torch_binary_vs_bare_metal)",
    '"Cuda extensions are being compiled with a version of Cuda that does not match the version used to compile '
    'Pytorch binaries.  Pytorch binaries were compiled with Cuda {}.\\n".format(torch.version.cuda) + ...',
    "RuntimeError: Cuda extensions are being compiled with a version of Cuda that does not match the version used to "
    "compile Pytorch binaries.  Pytorch binaries were compiled with Cuda 12.8.")
rec("driver_mismatch", "cause", "apex", S5_AX, f"NVIDIA/apex {S5_AX}:apex/optimizers/fused_adam.py:117",
    "raise RuntimeError('apex.optimizers.FusedAdam requires cuda extensions')",
    "RuntimeError: apex.optimizers.FusedAdam requires cuda extensions")
rec("driver_mismatch", "cause", "apex", S5_AX, f"NVIDIA/apex {S5_AX}:apex/multi_tensor_apply/multi_tensor_apply.py:18",
    'raise RuntimeError("Attempted to call MultiTensorApply method, but MultiTensorApply is not available, possibly '
    'because Apex was installed without --cpp_ext --cuda_ext.  Original import error message:", '
    'MultiTensorApply.import_err)',
    "RuntimeError: ('Attempted to call MultiTensorApply method, but MultiTensorApply is not available, possibly "
    "because Apex was installed without --cpp_ext --cuda_ext.  Original import error message:', "
    "ModuleNotFoundError(\"No module named 'amp_C'\"))")

# ---- NVIDIA/Megatron-LM core_v0.19.0 (megatron/core, megatron/training) ---------------------------------------------
S5_MG = "core_v0.19.0"
S5_CKE = "megatron.core.dist_checkpointing.core.CheckpointingException"
rec("other", "cause", "Megatron-LM", S5_MG, f"NVIDIA/Megatron-LM {S5_MG}:megatron/core/parallel_state.py:823",
    'raise RuntimeError(f"world_size ({world_size}) is not divisible by {model_size}")',
    "RuntimeError: world_size (12) is not divisible by 8")
rec("remote_missing_file", "cause", "Megatron-LM", S5_MG,
    f"NVIDIA/Megatron-LM {S5_MG}:megatron/core/dist_checkpointing/validation.py:210 (verify_checkpoint)",
    "raise CheckpointingException(f'Checkpoint directory {checkpoint_dir} does not exist')",
    f"{S5_CKE}: Checkpoint directory /lustre/ckpt/gpt3-175b/iter_0012000 does not exist")
rec("remote_missing_file", "cause", "Megatron-LM", S5_MG,
    f"NVIDIA/Megatron-LM {S5_MG}:megatron/core/dist_checkpointing/strategies/common.py:50 (load_common)",
    "err_msg = f'Common file {load_path} does not exist'; raise CheckpointingException(err_msg) from e",
    f"{S5_CKE}: Common file /lustre/ckpt/gpt3-175b/iter_0012000/common.pt does not exist")
rec("remote_missing_file", "cause", "Megatron-LM", S5_MG,
    f"NVIDIA/Megatron-LM {S5_MG}:megatron/training/checkpointing.py:2103 (load_checkpoint)",
    "raise FileNotFoundError('No checkpoint found in load directory or pretrained directory')",
    "FileNotFoundError: No checkpoint found in load directory or pretrained directory")
rec("none", "benign", "Megatron-LM", S5_MG, f"NVIDIA/Megatron-LM {S5_MG}:megatron/training/checkpointing.py:1690",
    "print_rank_0('WARNING: could not find the metadata file {}'.format(tracker_filename))",
    "WARNING: could not find the metadata file /lustre/ckpt/gpt3-175b/latest_checkpointed_iteration.txt")
rec("none", "benign", "Megatron-LM", S5_MG, f"NVIDIA/Megatron-LM {S5_MG}:megatron/training/checkpointing.py:1691",
    "print_rank_0('    will not load any checkpoints and will start from random')",
    "    will not load any checkpoints and will start from random")
rec("none", "benign", "Megatron-LM", S5_MG, f"NVIDIA/Megatron-LM {S5_MG}:megatron/training/initialize.py:279",
    'print_rank_0("> initializing torch distributed ...")', "> initializing torch distributed ...")
rec("none", "benign", "Megatron-LM", S5_MG, f"NVIDIA/Megatron-LM {S5_MG}:megatron/training/initialize.py:395",
    'print_rank_0(f"> initialized tensor model parallel with size {mpu.get_tensor_model_parallel_world_size()}")',
    "> initialized tensor model parallel with size 8")

# ---- PyTorch v2.5.1 (the official manylinux aarch64 wheel's Python files; MapAllocator strings of its libtorch_cpu.so)
S5_PT = "v2.5.1"
S5_SP = f"pytorch/pytorch {S5_PT}:torch/multiprocessing/spawn.py"
S5_DL = f"pytorch/pytorch {S5_PT}:torch/utils/data/dataloader.py"
S5_PY = "/usr/local/lib/python3.11/dist-packages/torch"
# SIGKILL of a child is read as the OOM killer (as for the DataLoader worker "killed by signal: Killed" above)
rec("host_mem_alloc", "cause", "PyTorch", S5_PT, f"{S5_SP}:184 (ProcessContext.join)",
    'raise ProcessExitedException("process %d terminated with signal %s" % (error_index, name), ...)',
    "torch.multiprocessing.spawn.ProcessExitedException: process 1 terminated with signal SIGKILL")
rec("shm_exhausted", "cause", "PyTorch", S5_PT, f"{S5_SP}:184 (ProcessContext.join)",
    'raise ProcessExitedException("process %d terminated with signal %s" % (error_index, name), ...)',
    "torch.multiprocessing.spawn.ProcessExitedException: process 3 terminated with signal SIGBUS")
# exit code 1 of a spawned process: the cause is in that process's own output
rec("none", "consequence", "PyTorch", S5_PT, f"{S5_SP}:192 (ProcessContext.join)",
    'raise ProcessExitedException("process %d terminated with exit code %d" % (error_index, exitcode), ...)',
    "torch.multiprocessing.spawn.ProcessExitedException: process 0 terminated with exit code 1")
rec("none", "consequence", "PyTorch", S5_PT, f"{S5_SP}:201 (ProcessContext.join)",
    'msg = "\\n\\n-- Process %d terminated with the following error:\\n" % error_index; msg += original_trace',
    "-- Process 2 terminated with the following error:")
rec("none", "consequence", "PyTorch", S5_PT, f"{S5_SP}:160 (ProcessContext.join)",
    'log.warning("Terminating process %s via signal SIGTERM", process.pid)',
    "W1127 06:14:55.123000 48213 torch/multiprocessing/spawn.py:160] Terminating process 48215 via signal SIGTERM")
rec("none", "consequence", "PyTorch", S5_PT, f"{S5_SP}:168 (ProcessContext.join)",
    'log.warning("Unable to shutdown process %s via SIGTERM , forcefully exiting via SIGKILL", process.pid)',
    "W1127 06:15:25.131000 48213 torch/multiprocessing/spawn.py:168] Unable to shutdown process 48215 via SIGTERM , "
    "forcefully exiting via SIGKILL")
rec("none", "consequence", "PyTorch", S5_PT, f"{S5_DL}:1256 (_MultiProcessingDataLoaderIter._try_get_data)",
    'raise RuntimeError(f"DataLoader worker (pid(s) {pids_str}) exited unexpectedly") from e',
    "RuntimeError: DataLoader worker (pid(s) 5219, 5221) exited unexpectedly")
# the open-files limit (ulimit -n) with the default file_descriptor sharing strategy: outside the classes
rec("other", "cause", "PyTorch", S5_PT, f"{S5_DL}:1274 (_MultiProcessingDataLoaderIter._try_get_data)",
    '"Too many open files. Communication with the workers is no longer possible. Please increase the limit using '
    '`ulimit -n` in the shell or change the sharing strategy by calling '
    '`torch.multiprocessing.set_sharing_strategy(\'file_system\')` at the beginning of your code"',
    "RuntimeError: Too many open files. Communication with the workers is no longer possible. Please increase the "
    "limit using `ulimit -n` in the shell or change the sharing strategy by calling "
    "`torch.multiprocessing.set_sharing_strategy('file_system')` at the beginning of your code")
rec("other", "cause", "PyTorch", S5_PT,
    f"pytorch/pytorch {S5_PT}:aten/src/ATen/MapAllocator.cpp (strings of torch/lib/libtorch_cpu.so; shm_open)",
    'TORCH_CHECK(false, "unable to open shared memory object <", filename_, "> in read-write mode: ", '
    'c10::utils::str_error(errno), " (", errno, ")")',
    "RuntimeError: unable to open shared memory object </torch_5219_2771463015_12> in read-write mode: Too many open "
    "files (24)")
rec("other", "cause", "PyTorch", S5_PT, f"{S5_DL}:1397 (_MultiProcessingDataLoaderIter._get_data)",
    'raise RuntimeError(f"DataLoader timed out after {self._timeout} seconds")',
    "RuntimeError: DataLoader timed out after 600 seconds")
rec("none", "consequence", "PyTorch", S5_PT, f"{S5_DL}:1407 (_MultiProcessingDataLoaderIter._get_data)",
    'raise RuntimeError("Pin memory thread exited unexpectedly")',
    "RuntimeError: Pin memory thread exited unexpectedly")
rec("none", "benign", "PyTorch", S5_PT, f"{S5_DL}:617 (DataLoader.check_worker_number_rationality)",
    'warnings.warn(f"This DataLoader will create {num_worker_created} worker processes in total. '
    '{suggested_max_worker_msg} Please be aware that excessive worker creation might get DataLoader running slow or '
    'even freeze, lower the worker number to avoid potential slowness/freeze if necessary.")',
    f"{S5_PY}/utils/data/dataloader.py:617: UserWarning: This DataLoader will create 16 worker processes in total. Our "
    "suggested max number of worker in current system is 8, which is smaller than what this DataLoader is going to "
    "create. Please be aware that excessive worker creation might get DataLoader running slow or even freeze, lower "
    "the worker number to avoid potential slowness/freeze if necessary.")

# ---- PyTorch cuBLAS / cuDNN / cuSOLVER status strings (code index; classes by the NVIDIA docs' meaning of each status)
# TORCH_CUDABLAS_CHECK (aten/src/ATen/cuda/Exceptions.h @0220ea5a): "CUDA error: ", _cublasGetErrorEnum(__err),
# " when calling `" #EXPR "`"; AT_CUDNN_CHECK: "cuDNN error: ", cudnnGetErrorString(status).
S5_EXC = "pytorch/pytorch 0220ea5a36c33d1fd6b3fdd20bcd8f273bbccbbb:aten/src/ATen/cuda/Exceptions.h"
S5_CHP = "pytorch/pytorch 0002be303ff5897a443079d68983699074257a75:aten/src/ATen/cuda/CublasHandlePool.cpp:8"
S5_BLAS = "pytorch/pytorch aten/src/ATen/cuda/CUDABlas.cpp (code index file 324841961: gemm<at::Half>, cublasGemmEx)"
S5_CUDNN = "pytorch/pytorch 04799743c061d985efe9cabb0f24696758d94edd:aten/src/ATen/cudnn/Handle.cpp:19"
S5_GEMM = ("cublasGemmEx( handle, opa, opb, m, n, k, &falpha, a, CUDA_R_16F, lda, b, CUDA_R_16F, ldb, &fbeta, c, "
           "CUDA_R_16F, ldc, CUDA_R_32F, CUBLAS_GEMM_DFALT_TENSOR_OP)")
# cuBLAS docs: NOT_INITIALIZED from cublasCreate = "the CUDA Runtime initialization failed" (a full GPU, a broken
# driver or device, MPS...): ambiguous, "other".
rec("other", "cause", "PyTorch", "v1.5-v2.x", f"{S5_CHP} + {S5_EXC} (TORCH_CUDABLAS_CHECK)",
    '"CUDA error: ", at::cuda::blas::_cublasGetErrorEnum(__err), " when calling `" #EXPR "`"',
    "RuntimeError: CUDA error: CUBLAS_STATUS_NOT_INITIALIZED when calling `cublasCreate(handle)`")
# ARCH_MISMATCH: "the function requires a feature absent from the device architecture": a build without this GPU
rec("driver_mismatch", "cause", "PyTorch", "v1.5-v2.x", f"{S5_CHP} + {S5_EXC} (TORCH_CUDABLAS_CHECK)",
    '"CUDA error: ", at::cuda::blas::_cublasGetErrorEnum(__err), " when calling `" #EXPR "`"',
    "RuntimeError: CUDA error: CUBLAS_STATUS_ARCH_MISMATCH when calling `cublasCreate(handle)`")
# EXECUTION_FAILED: "the GPU program failed to execute ... can be caused by multiple reasons": "other"
rec("other", "cause", "PyTorch", "v1.5-v1.x", f"{S5_BLAS} + {S5_EXC} (TORCH_CUDABLAS_CHECK)",
    '"CUDA error: ", at::cuda::blas::_cublasGetErrorEnum(__err), " when calling `" #EXPR "`"',
    f"RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling `{S5_GEMM}`")
rec("other", "cause", "PyTorch", "v1.5-v1.x", f"{S5_BLAS} + {S5_EXC} (TORCH_CUDABLAS_CHECK)",
    '"CUDA error: ", at::cuda::blas::_cublasGetErrorEnum(__err), " when calling `" #EXPR "`"',
    f"RuntimeError: CUDA error: CUBLAS_STATUS_INTERNAL_ERROR when calling `{S5_GEMM}`")
# cuDNN docs: NOT_INITIALIZED "usually returned when a call to cudnnCreate() fails ... an error in the CUDA Runtime
# API called by cudnnCreate() or by an error in the hardware setup": ambiguous, "other".
rec("other", "cause", "PyTorch", "v1.x-v2.x", f"{S5_CUDNN} + {S5_EXC} (AT_CUDNN_CHECK)",
    'TORCH_CHECK_WITH(CuDNNError, false, "cuDNN error: ", cudnnGetErrorString(status), ##__VA_ARGS__)',
    "RuntimeError: cuDNN error: CUDNN_STATUS_NOT_INITIALIZED")
rec("other", "cause", "PyTorch", "v1.x-v2.x", f"{S5_EXC} (AT_CUDNN_CHECK)",
    'TORCH_CHECK_WITH(CuDNNError, false, "cuDNN error: ", cudnnGetErrorString(status), ##__VA_ARGS__)',
    "RuntimeError: cuDNN error: CUDNN_STATUS_INTERNAL_ERROR")
# ALLOC_FAILED: "resource allocation failed inside the cuDNN library ... an internal cudaMalloc() failure"
rec("cuda_oom", "cause", "PyTorch", "v1.x-v2.x", f"{S5_EXC} (AT_CUDNN_CHECK)",
    'TORCH_CHECK_WITH(CuDNNError, false, "cuDNN error: ", cudnnGetErrorString(status), ##__VA_ARGS__)',
    "RuntimeError: cuDNN error: CUDNN_STATUS_ALLOC_FAILED")
rec("other", "cause", "PyTorch", "v1.x-v2.x", f"{S5_EXC} (AT_CUDNN_CHECK)",
    'TORCH_CHECK_WITH(CuDNNError, false, "cuDNN error: ", cudnnGetErrorString(status), ##__VA_ARGS__)',
    "RuntimeError: cuDNN error: CUDNN_STATUS_EXECUTION_FAILED")
rec("driver_mismatch", "cause", "PyTorch", "v1.x-v2.x", f"{S5_EXC} (AT_CUDNN_CHECK)",
    'TORCH_CHECK_WITH(CuDNNError, false, "cuDNN error: ", cudnnGetErrorString(status), ##__VA_ARGS__)',
    "RuntimeError: cuDNN error: CUDNN_STATUS_ARCH_MISMATCH")
rec("other", "cause", "PyTorch", "v2.x",
    f"pytorch/pytorch aten/src/ATen/cuda/CusolverDnHandlePool.cpp (TORCH_CUSOLVER_CHECK(cusolverDnCreate(handle))) + "
    f"{S5_EXC} (TORCH_CUSOLVER_CHECK)",
    '"cusolver error: ", at::cuda::solver::cusolverGetErrorMessage(__err), ", when calling `" #EXPR "`. ", '
    'at::cuda::solver::_cusolver_backend_suggestion',
    "RuntimeError: cusolver error: CUSOLVER_STATUS_INTERNAL_ERROR, when calling `cusolverDnCreate(handle)`. If you "
    "keep seeing this error, you may use `torch.backends.cuda.preferred_linalg_library()` to try linear algebra "
    "operators with other supported backends. See "
    "https://pytorch.org/docs/stable/backends.html#torch.backends.cuda.preferred_linalg_library")
rec("driver_mismatch", "cause", "PyTorch", S5_PT, f"pytorch/pytorch {S5_PT}:torch/backends/cudnn/__init__.py:67",
    'f"cuDNN version incompatibility: PyTorch was compiled  against {compile_version} but found runtime version '
    '{runtime_version}. PyTorch already comes bundled with cuDNN. One option to resolving this error is to ensure '
    'PyTorch can find the bundled cuDNN. " f"one possibility is that there is a conflicting cuDNN in LD_LIBRARY_PATH."',
    "RuntimeError: cuDNN version incompatibility: PyTorch was compiled  against (9, 1, 0) but found runtime version "
    "(8, 9, 2). PyTorch already comes bundled with cuDNN. One option to resolving this error is to ensure PyTorch can "
    "find the bundled cuDNN. one possibility is that there is a conflicting cuDNN in LD_LIBRARY_PATH.")
rec("driver_mismatch", "cause", "PyTorch", S5_PT, f"pytorch/pytorch {S5_PT}:torch/cuda/__init__.py:235 (_check_cubins)",
    '"{} with CUDA capability sm_{} is not compatible with the current PyTorch installation.\\nThe current PyTorch '
    'install supports CUDA capabilities {}.\\n..."',
    "NVIDIA B200 with CUDA capability sm_100 is not compatible with the current PyTorch installation.")
rec("driver_mismatch", "cause", "PyTorch", S5_PT,
    f"pytorch/pytorch {S5_PT}:torch/cuda/__init__.py:210 (_check_capability)",
    '"Found GPU%d %s which is of cuda capability %d.%d.\\n    PyTorch no longer supports this GPU because it is too '
    'old.\\n    The minimum cuda capability supported by this library is %d.%d."',
    "    PyTorch no longer supports this GPU because it is too old.")

# ---- Open MPI v5.0.10 (smsc/cma single-copy, common/ofi) --------------------------------------------------
S5_OM = "v5.0.10"
rec("cma_ptrace", "cause", "Open MPI", S5_OM, f"open-mpi/ompi {S5_OM}:opal/mca/smsc/cma/smsc_cma_module.c:77",
    'opal_output_verbose(MCA_BASE_VERBOSE_ERROR, ..., "mca_smsc_cma_module_get_endpoint: can not proceed. processes '
    'do not have the necessary permissions (i.e., CAP_SYS_PTRACE). PID %d <-> %d (rc = %d) (errno: %d: %s)", '
    'getpid(), modex->pid, rc, errno, strerror(errno))  /* kcmp(KCMP_VM) as a proxy for process_vm_readv */',
    "[node-1:48213] mca_smsc_cma_module_get_endpoint: can not proceed. processes do not have the necessary "
    "permissions (i.e., CAP_SYS_PTRACE). PID 48213 <-> 48214 (rc = -1) (errno: 1: Operation not permitted)")
rec("none", "benign", "Open MPI", S5_OM,
    f"open-mpi/ompi {S5_OM}:opal/mca/common/ofi/help-common-ofi.txt:10 [unbound_process] (common_ofi.c:967)",
    "Open MPI's OFI driver detected multiple NICs on the system but cannot select an\\noptimal device because the "
    "current process is not bound. This may negatively\\nimpact performance. ...",
    "Open MPI's OFI driver detected multiple NICs on the system but cannot select an")

# ---- NCCL v2.29.7-1 (socket code moved to src/os/linux.cc; device-API version checks) --------------------------------
S5_N29 = "v2.29.7-1"
nccl("socket_iface", "cause", S5_N29, "src/os/linux.cc", 221,
     'WARN("%s: connect to %s returned %s, exceeded error retry count after %d attempts", funcName, ...)',
     "ncclOsSocketPollConnect: connect to 172.17.0.3<40833> returned No route to host, exceeded error retry count "
     "after 35 attempts")
nccl("none", "retried", S5_N29, "src/os/linux.cc", 226,
     'INFO(NCCL_NET|NCCL_INIT, "%s: connect to %s returned %s, retrying (%d/%ld) after sleep for %u msec", '
     'funcName, ...)',
     "ncclOsSocketStartConnect: connect to 10.20.0.5<40833> returned Connection refused, retrying (1/34) after sleep "
     "for 100 msec", level="INFO")
nccl("socket_iface", "cause", S5_N29, "src/os/linux.cc", 136,
     'WARN("ncclOsSocketTryAccept: exceeded error retry count after %d attempts, %s", sock->errorRetries, '
     'strerror(errno))',
     "ncclOsSocketTryAccept: exceeded error retry count after 35 attempts, No route to host")
nccl("driver_mismatch", "cause", S5_N29, "src/dev_runtime.cc", 1153,
     'WARN("NCCL library version is too old. This application was compiled with NCCL version %d, but is running with '
     'NCCL library version %d.", compiledVersion, runtimeVersion)',
     "NCCL library version is too old. This application was compiled with NCCL version 22907, but is running with "
     "NCCL library version 22803.")
nccl("driver_mismatch", "cause", S5_N29, "src/dev_runtime.cc", 1157,
     'WARN("The application was compiled with too old version of NCCL. It was compiled with NCCL version %d, but is '
     'running with NCCL library version %d. It needs to be recompiled with at least NCCL version %d.", ...)',
     "The application was compiled with too old version of NCCL. It was compiled with NCCL version 22803, but is "
     "running with NCCL library version 22907. It needs to be recompiled with at least NCCL version 22900.")
# the container or node lacks the driver's NVML library (driver not mounted / not installed): driver_mismatch like
# v2.19's nvmlwrap.cc 'Failed to open libnvidia-ml.so.1' above (relabelled from remote_missing_file, 2026-11-27)
nccl("driver_mismatch", "cause", S5_N, "src/os/linux.cc", 615,
     'WARN("Failed to open libnvidia-ml.so.1: %s", ncclOsDlerror())',
     "Failed to open libnvidia-ml.so.1: libnvidia-ml.so.1: cannot open shared object file: No such file or directory")

# ---- torchrun --rdzv-backend=etcd (PyTorch v2.5.1 etcd_rendezvous.py; handler "%(levelname)s %(asctime)s %(message)s")
S5_ETCD = f"pytorch/pytorch {S5_PT}:torch/distributed/elastic/rendezvous/etcd_rendezvous.py"
rec("none", "benign", "torch elastic", S5_PT, f"{S5_ETCD}:297 (EtcdRendezvous.rendezvous_barrier)",
    'logger.info("Attempting to join next rendezvous")',
    "INFO 2026-11-27 06:14:55,123 Attempting to join next rendezvous")
rec("none", "benign", "torch elastic", S5_PT, f"{S5_ETCD}:425 (EtcdRendezvous.init_phase)",
    'logger.info("All peers arrived. Confirming membership.")',
    "INFO 2026-11-27 06:14:58,456 All peers arrived. Confirming membership.")
rec("none", "retried", "torch elastic", S5_PT, f"{S5_ETCD}:332 (EtcdRendezvous.rendezvous_barrier)",
    'logger.info("Rendezvous attempt failed, will retry. Reason: %s", e)',
    "INFO 2026-11-27 06:14:56,789 Rendezvous attempt failed, will retry. Reason: Key not found : /torchelastic/p2p/"
    "run_llama70b/rdzv/active_version")
rec("rendezvous_failure", "cause", "torch elastic", S5_PT, f"{S5_ETCD}:315 (EtcdRendezvous.rendezvous_barrier)",
    'logger.info("Rendezvous timeout occurred in EtcdRendezvousHandler")',
    "INFO 2026-11-27 06:24:55,123 Rendezvous timeout occurred in EtcdRendezvousHandler")
# closed by another agent (one that finished or gave up first): a consequence
rec("none", "consequence", "torch elastic", S5_PT, f"{S5_ETCD}:319 (EtcdRendezvous.rendezvous_barrier)",
    'logger.info("Rendezvous for run_id=%s was observed to be closed", self._run_id)',
    "INFO 2026-11-27 06:24:55,123 Rendezvous for run_id=run_llama70b was observed to be closed")


# ---- added while scoring the tenth unseen set's dev half (2026-11-27), read by the developer ----------------------
rec("driver_mismatch", "cause", "CUDA runtime", "11.x-13.x",
    "CUDA runtime API docs, cudaError_t (cudaErrorInvalidDeviceFunction = 98: the requested device function does not "
    "exist or is not compiled for the proper device architecture)", "CUDA error: %s",
    "RuntimeError: CUDA error: invalid device function")
nccl("driver_mismatch", "cause", "v2.7.8-1", "src/include/checks.h", 16,
     'CUDACHECK -> WARN("Cuda failure \'%s\'", cudaGetErrorString(err))', "Cuda failure 'invalid device function'")
rec("memlock_limit", "cause", "UCX", "v1.17-v1.19 (code index)",
    "openucx/ucx src/uct/ib/mlx5/ib_mlx5.h (uct_ib_mlx5_md_buf_alloc -> uct_ib_check_memlock_limit_msg)",
    '"mlx5dv_devx_umem_reg(size=%zu access=0x%x)" + " failed: %m"',
    "[1732691234.123456] [node-1:48213:0]     ib_mlx5.h:512  UCX  ERROR mlx5_0: mlx5dv_devx_umem_reg(size=131072 "
    "access=0x0) failed: Cannot allocate memory")

# read while scoring the eleventh unseen set's dev half (2026-11-27)
rec("host_mem_alloc", "cause", "Linux", "4.x-6.x", "torvalds/linux mm/oom_kill.c dump_header",
    'pr_warn("%s invoked oom-killer: gfp_mask=%#x(%pGg), order=%d, oom_score_adj=%hd\\n", ...)',
    "[2612362.231458] python invoked oom-killer: gfp_mask=0x14000c0(GFP_KERNEL), nodemask=(null), order=0, "
    "oom_score_adj=829")
rec("ssh_failure", "cause", "OpenSSH", "7.x-9.x", "openssh/openssh-portable authfile.c / sshkey.c (sshkey_perm_ok)",
    'error("Permissions 0%3.3o for \'%s\' are too open.", ...)',
    "Permissions 0640 for '/root/.ssh/id_rsa' are too open.")
rec("ssh_failure", "cause", "OpenSSH", "7.x-9.x", "openssh/openssh-portable sshconnect2.c (load_identity_file)",
    'debug/error("Load key \\"%s\\": %s", filename, ssh_err(r))', 'Load key "/root/.ssh/id_rsa": bad permissions')
rec("ssh_failure", "cause", "OpenSSH", "7.x-9.x", "openssh/openssh-portable sshconnect2.c (userauth_passwd)",
    'error("Permission denied, please try again.")', "Permission denied, please try again.")
rec("rendezvous_failure", "cause", "PyTorch c10d", "v2.13.0",
    "pytorch/pytorch torch/csrc/distributed/c10d/socket.cpp (SocketImpl::waitForInput; libtorch_cpu.so string)",
    '"waitForInput: socket {} timed out after {}ms"',
    "[W228 18:45:15.741177013 socket.cpp:487] [c10d] waitForInput: socket SocketImpl(fd=11, addr=[node-2]:38674, "
    "remote=[::ffff:10.20.0.5]:23456) timed out after 900000ms")
rec("none", "benign", "rdma-core libibverbs", "v28-v50", "linux-rdma/rdma-core libibverbs/init.c ibverbs_get_device_list",
    'fprintf(stderr, PFX "Warning: no userspace device-specific driver found for %s\\n", sysfs_dev->sysfs_path)',
    "libibverbs: Warning: no userspace device-specific driver found for /sys/class/infiniband_verbs/uverbs0")
rec("driver_mismatch", "cause", "PyTorch", "v2.13.0", "pytorch/pytorch v2.13.0:torch/distributed/distributed_c10d.py:2181",
    'raise RuntimeError("Distributed package doesn\'t have NCCL built in")',
    "RuntimeError: Distributed package doesn't have NCCL built in")
rec("driver_mismatch", "cause", "glibc ld.so", "2.x", "glibc elf/dl-load.c (_dl_map_object: cannot open shared object "
    "file) through CPython ctypes (OSError: %s)", '"%s: cannot open shared object file: %s"',
    "OSError: libnccl.so.2: cannot open shared object file: No such file or directory")
# read while scoring the twelfth unseen set's dev half (2026-11-27), beside the shutdown line above; the stall warning is
# a fallback: a run that goes on after it (a slow step) has no root cause
rec("collective_timeout", "cause", "Horovod", "v0.28.1", "horovod/horovod v0.28.1:horovod/common/stall_inspector.cc:70",
    '"One or more tensors were submitted to be reduced, gathered or broadcasted by subset of ranks and are waiting '
    'for remainder of ranks for more than " << stall_warning_time.count() << " seconds. " ...',
    "[1,0]<stderr>:[2020-07-04 19:23:57.817885: W horovod/common/stall_inspector.cc:105] One or more tensors were "
    "submitted to be reduced, gathered or broadcasted by subset of ranks and are waiting for remainder of ranks for "
    "more than 60 seconds. This may indicate that different ranks are trying to submit different tensors or that "
    "only subset of ranks is submitting tensors, which will cause deadlock. ")
# NCCL's code-less `Cuda failure 'out of memory'` decided by the line it names (read by the developer, 2026-11-27: the
# CUDACHECK calls of src/include/alloc.h in every release v2.4.6-1 to v2.30.7-1; no line number holds a host allocation
# in one release and a device allocation in another)
for _tag, _line, _call, _cls in (("v2.7.8-1", 41, "cudaMalloc", "cuda_oom"), ("v2.7.8-1", 17, "cudaHostAlloc", "host_mem_alloc"),
                                 ("v2.18.3-1", 156, "cudaMalloc", "cuda_oom"),
                                 ("v2.18.3-1", 28, "cudaHostAlloc", "host_mem_alloc"),
                                 ("v2.23.4-1", 293, "cudaMalloc", "cuda_oom"),
                                 ("v2.23.4-1", 114, "cudaHostAlloc", "host_mem_alloc")):
    nccl(_cls, "cause", _tag, "src/include/alloc.h", _line,
         f'CUDACHECK[GOTO]({_call}(ptr, ...)) -> WARN("Cuda failure \'%s\'", cudaGetErrorString(err)) at include/alloc.h',
         "Cuda failure 'out of memory'")

# -- sixth pass (2026-11-27) ----------------------------------------------------------------------------------

# ---- sixth pass (2026-11-27): pyxis v0.20.0/v0.23.0, enroot v3.5.0, nvidia-container-toolkit v1.17.8, Slurm
# slurm-24-11-7-1 (spank), DeepSpeed v0.17.6 runtime, PyTorch Lightning 1.9.5, accelerate v1.14.0, DCGM v4.6.0
# (git show);
# PyTorch 2.13.0 (elastic/c10d/checkpoint/fsdp Python files and libtorch_cpu strings of the cp311 CPU wheel);
# CPython 3.11.7 Lib/multiprocessing; from the code index without a tag: PyTorch CUDAFunctions.cpp and
# inline_container.cc, the kernel's mlx5/hung_task code, NVSwitch SXid macros, MVAPICH2 vbuf.c ----------------
S6_PX = "v0.20.0"
S6_EN = "v3.5.0"
S6_ENR = f"NVIDIA/enroot {S6_EN}"
S6_SL = "slurm-24-11-7-1"
S6_STEPD = "slurmstepd: error: "
S6_PXE = "slurmstepd: error: pyxis:     "  # an enroot log line as pyxis relays it (enroot_print_log)


def s6_pyxis(cls: str, kind: str, path: str, lineno: int, fmt: str, line: str, tag: str = S6_PX) -> None:
    rec(cls, kind, "pyxis", tag, f"NVIDIA/pyxis {tag}:{path}:{lineno}", fmt, line)


def s6_enroot(cls: str, kind: str, path: str, lineno: int, fmt: str, line: str) -> None:
    rec(cls, kind, "enroot", S6_EN, f"{S6_ENR}:{path}:{lineno}", fmt, line)


# pyxis (SPANK plugin; slurm_error() in slurmstepd reaches the job's stderr as "slurmstepd: error: ...")
s6_pyxis("other", "cause", "pyxis_slurmstepd.c", 653, 'slurm_error("pyxis: failed to import docker image")',
         S6_STEPD + "pyxis: failed to import docker image")
s6_pyxis("other", "cause", "pyxis_slurmstepd.c", 701,
         'slurm_error("pyxis: failed to import docker image with importer: %s", context.config.importer_path)',
         S6_STEPD + "pyxis: failed to import docker image with importer: /usr/share/pyxis/importer.sh", tag="v0.23.0")
s6_pyxis("none", "consequence", "enroot.c", 112,
         'slurm_error("pyxis: child %d failed with error code: %d", pid, status)',
         S6_STEPD + "pyxis: child 2721 failed with error code: 1")
s6_pyxis("none", "consequence", "enroot.c", 155, 'slurm_error("pyxis: printing enroot log file:")',
         S6_STEPD + "pyxis: printing enroot log file:")
s6_pyxis("none", "consequence", "pyxis_slurmstepd.c", 875,
         'slurm_error("pyxis: container start failed with error code: %d", ret)',
         S6_STEPD + "pyxis: container start failed with error code: 1")
s6_pyxis("none", "consequence", "pyxis_slurmstepd.c", 1251, 'slurm_error("pyxis: couldn\'t start container")',
         S6_STEPD + "pyxis: couldn't start container")
s6_pyxis("none", "consequence", "pyxis_slurmstepd.c", 1253,
         'slurm_error("pyxis: if the image has an unusual entrypoint, try using --no-container-entrypoint")',
         S6_STEPD + "pyxis: if the image has an unusual entrypoint, try using --no-container-entrypoint")
s6_pyxis("none", "benign", "pyxis_slurmstepd.c", 649, 'slurm_spank_log("pyxis: importing docker image: %s", ...)',
         "pyxis: importing docker image: nvcr.io#nvidia/pytorch:24.01-py3")
s6_pyxis("none", "benign", "pyxis_slurmstepd.c", 657, 'slurm_spank_log("pyxis: imported docker image: %s", ...)',
         "pyxis: imported docker image: nvcr.io#nvidia/pytorch:24.01-py3")
s6_pyxis("remote_missing_file", "cause", "pyxis_slurmstepd.c", 1307,
         'slurm_error("pyxis: couldn\'t chdir to %s: %s", context.args->workdir, strerror(errno))',
         S6_STEPD + "pyxis: couldn't chdir to /workspace/megatron: No such file or directory")
s6_pyxis("other", "cause", "args.c", 237, 'slurm_error("pyxis: --container-mounts: invalid format: %s", option)',
         "srun: error: pyxis: --container-mounts: invalid format: /lustre/data:/data:rw:x")
s6_pyxis("other", "cause", "pyxis_slurmstepd.c", 1053,
         'slurm_error("pyxis: error: a container with name \\"%s\\" does not exist, and --container-image is not '
         'set", ...)',
         S6_STEPD + 'pyxis: error: a container with name "llm-train" does not exist, and --container-image is not set')
# Slurm's SPANK stack after a required plugin (pyxis) failed: a wrapper of the pyxis error above
rec("none", "consequence", "Slurm", S6_SL, f"SchedMD/slurm {S6_SL}:src/common/spank.c:751",
    'error("spank: required plugin %s: %s() failed with rc=%d", name, fn_name, rc)',
    S6_STEPD + "spank: required plugin spank_pyxis.so: user_init() failed with rc=-1")
rec("none", "consequence", "Slurm", S6_SL, f"SchedMD/slurm {S6_SL}:src/slurmd/slurmstepd/task.c:433",
    'error("Failed to invoke spank plugin stack")', S6_STEPD + "Failed to invoke spank plugin stack")

# enroot (bash: common::err -> common::log ERROR "[ERROR] %b"; relayed by pyxis as "pyxis:     [ERROR] ...")
s6_enroot("other", "cause", "src/common.sh", 134, 'common::err "URL ${@: -1} returned error code: ${code} ${status}"',
          S6_PXE + "[ERROR] URL https://nvcr.io/v2/nvidia/pytorch/manifests/24.01-py3 returned error code: 401 "
          "Unauthorized")
s6_enroot("other", "cause", "src/common.sh", 134, 'common::err "URL ${@: -1} returned error code: ${code} ${status}"',
          "[ERROR] URL https://registry-1.docker.io/v2/library/pytorch/manifests/2.4.0-cuda12.1 returned error code: "
          "404 Not Found")
s6_enroot("remote_missing_file", "cause", "src/runtime.sh", 395, 'common::err "No such file or directory: ${image}"',
          S6_PXE + "[ERROR] No such file or directory: /lustre/images/pytorch-24.01.sqsh")
s6_enroot("other", "cause", "src/runtime.sh", 398, 'common::err "Invalid image format: ${image}"',
          "[ERROR] Invalid image format: /lustre/images/pytorch-24.01.sqsh")
s6_enroot("other", "cause", "src/runtime.sh", 411, 'common::err "File already exists: ${rootfs}"',
          S6_PXE + "[ERROR] File already exists: /raid/enroot/data/user-1000/pyxis_4711.0")
s6_enroot("other", "cause", "src/runtime.sh", 200,
          'common::log WARN - <&${fd}; common::err "Failed to mount: ${image}"',
          "[ERROR] Failed to mount: /lustre/images/pytorch-24.01.sqsh")
s6_enroot("none", "consequence", "src/common.sh", 216,
          '"${file}" || common::err "${file} exited with return code $?" (common::runparts exec: the hooks)',
          S6_PXE + "[ERROR] /etc/enroot/hooks.d/98-nvidia.sh exited with return code 1")
s6_enroot("remote_missing_file", "cause", "bin/enroot-mount.c", 540,
          'snprintf(errmsg, ..., "failed to %smount: %s at %s", ...); err(EXIT_FAILURE, "%s", errmsg)',
          S6_PXE + "enroot-mount: failed to mount: /lustre/datasets/c4 at "
          "/raid/enroot/data/user-1000/pyxis_4711.0/data: No such file or directory")
s6_enroot("driver_mismatch", "cause", "conf/hooks/98-nvidia.sh", 74,
          'common::err "Command not found: nvidia-container-cli, see https://github.com/NVIDIA/libnvidia-container"',
          S6_PXE + "[ERROR] Command not found: nvidia-container-cli, see https://github.com/NVIDIA/libnvidia-container")
s6_enroot("none", "benign", "conf/hooks/98-nvidia.sh", 77,
          'common::log WARN "Kernel module nvidia_uvm is not loaded. Make sure the NVIDIA device driver is installed '
          'and loaded." (the hook goes on to nvidia-container-cli)',
          "[WARN] Kernel module nvidia_uvm is not loaded. Make sure the NVIDIA device driver is installed and loaded.")
s6_enroot("driver_mismatch", "cause", "conf/hooks/99-mellanox.sh", 165,
          'common::err "Driver incompatibility detected" (ldd -r of the host ibv_devices inside the container: '
          'missing libraries or undefined symbols)',
          S6_PXE + "[ERROR] Driver incompatibility detected")
s6_enroot("remote_missing_file", "cause", "src/common.sh", 226,
          'common::err "Command not found: ${cmd}" (common::checkcmd, src/docker.sh:257 for enroot import)',
          "[ERROR] Command not found: mksquashfs")

# nvidia-container-toolkit (nvidia-container-runtime, CDI mode): the error reaches docker/containerd's OCI message
S6_NCT = "NVIDIA/nvidia-container-toolkit v1.17.8"
rec("driver_mismatch", "cause", "nvidia-container-toolkit", "v1.17.8",
    f"{S6_NCT}:internal/oci/runtime_modifier.go:58 + :76 + internal/modifier/cdi/registry.go:62 + "
    "vendor/tags.cncf.io/container-device-interface/pkg/cdi/cache.go:255",
    '"could not apply required modification to OCI specification: %w" <- "error modifying OCI spec: %v" <- '
    '"failed to inject CDI devices: %v" <- "unresolvable CDI devices %s"',
    "docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI "
    "runtime create failed: could not apply required modification to OCI specification: error modifying OCI spec: "
    "failed to inject CDI devices: unresolvable CDI devices nvidia.com/gpu=all: unknown.")
rec("driver_mismatch", "cause", "nvidia-container-toolkit", "v1.17.8",
    f"{S6_NCT}:cmd/nvidia-container-runtime-hook/main.go:52",
    'log.Panicln("couldn\'t find binary nvidia-container-cli in", os.Getenv("PATH"), ":", err)',
    "couldn't find binary nvidia-container-cli in /usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin : "
    'exec: "nvidia-container-cli": executable file not found in $PATH')
rec("other", "cause", "nvidia-container-toolkit", "v1.17.8", f"{S6_NCT}:cmd/nvidia-container-runtime-hook/main.go:86",
    'log.Panicln("invoking the NVIDIA Container Runtime Hook directly (e.g. specifying the docker --gpus flag) is not '
    'supported. Please use the NVIDIA Container Runtime (e.g. specify the --runtime=nvidia flag) instead.")',
    "invoking the NVIDIA Container Runtime Hook directly (e.g. specifying the docker --gpus flag) is not supported. "
    "Please use the NVIDIA Container Runtime (e.g. specify the --runtime=nvidia flag) instead.")
rec("none", "benign", "nvidia-container-toolkit", "v1.17.8", f"{S6_NCT}:internal/info/auto.go:37",
    'logger.Infof("Auto-detected mode as \'%v\'", rmode)', "Auto-detected mode as 'legacy'")

# PyTorch 2.13.0: torch.distributed.elastic (agent, c10d store helper), torch.distributed.checkpoint, c10d C++ strings
S6_T = "v2.13.0"
S6_PT = f"pytorch/pytorch {S6_T}:torch/distributed"
S6_LIB = "torch/lib/libtorch_cpu.so string"
rec("none", "benign", "torch elastic", S6_T, f"{S6_PT}/elastic/utils/distributed.py:66 (create_c10d_store)",
    'logger.info("Creating c10d store on %s:%s\\n  world_size  : %s\\n  is_server   : %s\\n  timeout(sec): %s\\n'
    '  use_libuv   : %s\\n", ...)',
    "I1127 11:04:15.123000 48213 torch/distributed/elastic/utils/distributed.py:66] Creating c10d store on "
    "node-1:29500")
rec("none", "retried", "torch elastic", S6_T, f"{S6_PT}/elastic/utils/distributed.py:103 (create_c10d_store)",
    'logger.warning("port: %s already in use, attempt: [%s/%s]", port, attempt, retries)',
    "W1127 11:04:15.123000 48213 torch/distributed/elastic/utils/distributed.py:103] port: 41873 already in use, "
    "attempt: [1/3]")
rec("rendezvous_failure", "cause", "torch elastic", S6_T,
    f"{S6_PT}/elastic/utils/distributed.py:111 (create_c10d_store)",
    'raise RuntimeError(f"on {server_addr}, port: {port} already in use") from e',
    "RuntimeError: on node-1, port: 29500 already in use")
rec("rendezvous_failure", "cause", "torch elastic", S6_T,
    f"{S6_PT}/elastic/utils/distributed.py:123 (_check_full_rank)",
    'raise TimeoutError(f"timed out waiting for all {world_size} members to join") from e',
    "TimeoutError: timed out waiting for all 16 members to join")
rec("none", "benign", "torch elastic", S6_T, f"{S6_PT}/elastic/agent/server/api.py:986 (_exit_barrier)",
    'logger.info("Local worker group finished (%s). Waiting %s seconds for other agents to finish", ...)',
    "I1127 11:04:15.123000 48213 torch/distributed/elastic/agent/server/api.py:986] Local worker group finished "
    "(WorkerState.SUCCEEDED). Waiting 300 seconds for other agents to finish")
rec("none", "benign", "torch elastic", S6_T, f"{S6_PT}/elastic/agent/server/api.py:933 (_invoke_run)",
    'logger.info("[%s] worker group successfully finished. Waiting %s seconds for other agents to finish.", ...)',
    "I1127 11:04:15.123000 48213 torch/distributed/elastic/agent/server/api.py:933] [default] worker group "
    "successfully finished. Waiting 300 seconds for other agents to finish.")
rec("none", "consequence", "torch elastic", S6_T, f"{S6_PT}/elastic/agent/server/api.py:1009 (_exit_barrier; "
    "logged, then the agent returns its result)",
    'logger.exception("Error waiting on exit barrier. Elapsed: %s seconds", time.time() - start)',
    "E1127 11:09:15.123000 48213 torch/distributed/elastic/agent/server/api.py:1009] Error waiting on exit barrier. "
    "Elapsed: 300.10 seconds")
rec("none", "benign", "torch elastic", S6_T, f"{S6_PT}/elastic/agent/server/api.py:554 (_rendezvous)",
    'logger.info("[%(role)s] Rendezvous complete for workers. Result:\\n  restart_count=%(restart_count)s\\n ..."',
    "I1127 11:04:15.123000 48213 torch/distributed/elastic/agent/server/api.py:554] [default] Rendezvous complete "
    "for workers. Result:")
S6_DCP = f"{S6_PT}/checkpoint"
rec("other", "cause", "torch.distributed.checkpoint", S6_T,
    f"{S6_DCP}/default_planner.py:495 (create_default_local_load_plan)",
    'raise RuntimeError(f"Missing key in checkpoint state_dict: {fqn}.")',
    "RuntimeError: Missing key in checkpoint state_dict: model.layers.31.mlp.down_proj.weight.")
rec("other", "cause", "torch.distributed.checkpoint", S6_T,
    f"{S6_DCP}/default_planner.py:506 (create_default_local_load_plan)",
    'raise ValueError(f"Size mismatch between saved {md.size} and current: {obj.size()} for {fqn}")',
    "ValueError: Size mismatch between saved torch.Size([32000, 4096]) and current: torch.Size([32768, 4096]) for "
    "model.embed_tokens.weight")
rec("other", "cause", "torch.distributed.checkpoint", S6_T, f"{S6_DCP}/filesystem.py:662 (FileSystemWriter)",
    'raise RuntimeError(f"Checkpoint already exists and {self.overwrite=}.")',
    "RuntimeError: Checkpoint already exists and self.overwrite=False.")
rec("none", "retried", "torch.distributed.checkpoint", S6_T, f"{S6_DCP}/state_dict_loader.py:238 (_load_state_dict)",
    'logger.warning("Global metadata is not found. Falling back to rank local metadata.", exc_info=True)',
    "Global metadata is not found. Falling back to rank local metadata.")
rec("remote_missing_file", "cause", "torch.distributed.checkpoint", S6_T,
    f"{S6_DCP}/state_dict_loader.py:265 + filesystem.py:929 (FileSystemReader.read_metadata: "
    "create_stream(path, 'rb'))",
    'raise AssertionError("; ".join(error_parts)) <- ["metadata is None", f"global metadata read failed: '
    '{global_metadata_exc}", ...]',
    "AssertionError: metadata is None; global metadata read failed: [Errno 2] No such file or directory: "
    "'/checkpoints/run7/step_4000/.metadata'")
rec("none", "consequence", "torch.distributed.checkpoint", S6_T, f"{S6_DCP}/api.py:43 (CheckpointException.__str__)",
    'f"CheckpointException ranks:{self._failures.keys()}\\n" + f"Traceback (most recent call last): (RANK {rank})\\n"',
    "torch.distributed.checkpoint.api.CheckpointException: CheckpointException ranks:dict_keys([0, 1, 2, 3])")
rec("other", "cause", "torch.distributed.checkpoint", S6_T,
    f"{S6_DCP}/filesystem.py:422 (_write_files_from_queue: create_stream(file_name, 'wb')) + cpython "
    "Objects/exceptions.c (OSError.__str__)",
    "OSError: [Errno 28] No space left on device: %R",
    "OSError: [Errno 28] No space left on device: '/checkpoints/run7/step_4000/__3_0.distcp'")
S6_IC = ("pytorch/pytorch caffe2/serialize/inline_container.cc (PyTorchStreamWriter::valid / setup; code index "
         "file 76119278) + " + S6_LIB)
rec("other", "cause", "PyTorch", S6_T, S6_IC + " (writeRecord: valid(\"writing file \", name); miniz "
    "MZ_ZIP_FILE_WRITE_FAILED on a full disk)",
    'CAFFE_THROW("PytorchStreamWriter failed ", what, info, ": ", mz_zip_get_error_string(err))',
    "RuntimeError: [enforce fail at inline_container.cc:603] . PytorchStreamWriter failed writing file data/57: "
    "file write failed")
rec("remote_missing_file", "cause", "PyTorch", S6_T, S6_IC + " (setup)",
    'TORCH_CHECK(dir_exists, "Parent directory ", dir_name, " does not exist.")',
    "RuntimeError: Parent directory /checkpoints/run7/step_4000 does not exist.")
S6_TCP = "pytorch/pytorch torch/csrc/distributed/c10d/TCPStore.cpp"
rec("none", "consequence", "PyTorch c10d", S6_T, f"{S6_TCP} (TCPClient receiveValue; {S6_LIB})",
    '"recvValue failed on {}: {}" <- "Failed to recv, got 0 bytes. Connection was likely closed. Did the remote '
    'server shutdown or crash?"',
    "torch.distributed.DistNetworkError: recvValue failed on SocketImpl(fd=23, addr=[node-2]:50312, "
    "remote=[node-1]:29500): Failed to recv, got 0 bytes. Connection was likely closed. Did the remote server "
    "shutdown or crash?")
rec("none", "benign", "PyTorch c10d", S6_T, f"{S6_TCP} (TCPStore init; {S6_LIB}; the file:line in the prefix is "
    "illustrative)",
    '"The server socket on {} has failed to bind. TORCHELASTIC_USE_AGENT_STORE is enabled so ignoring the error."',
    "[W1127 11:04:15.123000000 TCPStore.cpp:330] [c10d] The server socket on [::]:29500 has failed to bind. "
    "TORCHELASTIC_USE_AGENT_STORE is enabled so ignoring the error.")
rec("none", "retried", "PyTorch c10d", S6_T,
    f"pytorch/pytorch torch/csrc/distributed/c10d/TCPStoreLibUvBackend.cpp (LibUVStoreDaemon; {S6_LIB}; "
    "the file:line in the prefix is illustrative)",
    '"Failed to bind to ipv6 address, trying ipv4. Error: {}"',
    "[W1127 11:04:15.123000000 TCPStoreLibUvBackend.cpp:1137] [c10d] Failed to bind to ipv6 address, trying ipv4. "
    "Error: address family not supported")
rec("rendezvous_failure", "cause", "PyTorch c10d", S6_T, f"{S6_TCP} (TCPStore::ping on connect; {S6_LIB})",
    '"Ping failed, invalid value returned from server. Expected: {}, Got: {}"',
    "Ping failed, invalid value returned from server. Expected: 48390, Got: 0")

# DeepSpeed v0.17.6 runtime
S6_DS = "v0.17.6"
S6_DSR = f"deepspeedai/DeepSpeed {S6_DS}"
S6_DTS = "[2025-03-02 11:04:15,123]"
S6_WARN = " [WARNING] "  # op_builder/builder.py:25 WARNING = f"{YELLOW} [WARNING] {END}", colour codes dropped
rec("none", "benign", "DeepSpeed", S6_DS, f"{S6_DSR}:op_builder/async_io.py:104 (AsyncIOBuilder.is_compatible; "
    "printed by ds_report and op checks of runs that never use NVMe offload)",
    'self.warning(f"{self.NAME} requires the dev libaio .so object and headers but these were not found.") -> '
    'print(f"{WARNING} {msg}")',
    S6_WARN + " async_io requires the dev libaio .so object and headers but these were not found.")
rec("none", "benign", "DeepSpeed", S6_DS, f"{S6_DSR}:op_builder/async_io.py:92 (check_for_libaio_pkg)",
    'self.warning(f"{self.NAME}: please install the {lib} package with {tool}")',
    S6_WARN + " async_io: please install the libaio-dev package with apt")
rec("none", "benign", "DeepSpeed", S6_DS, f"{S6_DSR}:op_builder/async_io.py:110 (is_compatible)",
    'self.warning("If libaio is already installed (perhaps from source), try setting the CFLAGS and LDFLAGS '
    'environment variables to where it can be found.")',
    S6_WARN + " If libaio is already installed (perhaps from source), try setting the CFLAGS and LDFLAGS "
    "environment variables to where it can be found.")
rec("none", "benign", "DeepSpeed", S6_DS, f"{S6_DSR}:deepspeed/launcher/launch.py:184 (main)",
    'logger.info(f"Setting {env}={current_env[env]}")',
    f"{S6_DTS} [INFO] [launch.py:184:main] Setting CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6,7")
rec("none", "benign", "DeepSpeed", S6_DS, f"{S6_DSR}:deepspeed/comm/comm.py:836 (init_distributed)",
    'utils.logger.info("Not using the DeepSpeed or dist launchers, attempting to detect MPI environment...")',
    f"{S6_DTS} [INFO] [comm.py:836:init_distributed] Not using the DeepSpeed or dist launchers, attempting to detect "
    "MPI environment...")
rec("other", "cause", "DeepSpeed", S6_DS, f"{S6_DSR}:deepspeed/comm/comm.py:184 (new_group and the other wrappers)",
    "assert cdb is not None and cdb.is_initialized(), 'DeepSpeed backend not set, please initialize it using "
    "init_process_group()'",
    "AssertionError: DeepSpeed backend not set, please initialize it using init_process_group()")
rec("driver_mismatch", "cause", "DeepSpeed", S6_DS, f"{S6_DSR}:deepspeed/runtime/zero/stage_1_and_2.py:199 "
    "(DeepSpeedZeroOptimizer.__init__: get_accelerator().is_available() is False)",
    'raise SystemError("Accelerator is not detected, cannot perform low precision training (e.g., fp16, bf16).")',
    "SystemError: Accelerator is not detected, cannot perform low precision training (e.g., fp16, bf16).")
rec("driver_mismatch", "cause", "DeepSpeed", S6_DS, f"{S6_DSR}:deepspeed/runtime/zero/stage3.py:199 "
    "(DeepSpeedZeroOptimizer_Stage3.__init__)",
    'raise SystemError("Cannot use fp16 without accelerator.")', "SystemError: Cannot use fp16 without accelerator.")
rec("none", "benign", "DeepSpeed", S6_DS, f"{S6_DSR}:deepspeed/runtime/engine.py:3091 (load_checkpoint; returns "
    "None, None and training starts from scratch)",
    'logger.warning(f"Unable to find latest file at {latest_path}, if trying to load latest checkpoint please ensure '
    'this file exists or pass an explicit checkpoint tag when loading a checkpoint.")',
    f"{S6_DTS} [WARNING] [engine.py:3091:load_checkpoint] Unable to find latest file at /checkpoints/run7/latest, if "
    "trying to load latest checkpoint please ensure this file exists or pass an explicit checkpoint tag when loading "
    "a checkpoint.")
rec("remote_missing_file", "cause", "DeepSpeed", S6_DS, f"{S6_DSR}:deepspeed/runtime/engine.py:3088 (load_checkpoint)",
    "raise ValueError(f'Invalid for universal checkpoint: {latest_path} does not exist')",
    "ValueError: Invalid for universal checkpoint: /checkpoints/run7/latest_universal does not exist")

# PyTorch Lightning 1.9.5 (src/lightning_fabric, src/pytorch_lightning)
S6_PL = "1.9.5"
S6_PLR = f"Lightning-AI/pytorch-lightning {S6_PL}:src"
rec("other", "cause", "PyTorch Lightning", S6_PL,
    f"{S6_PLR}/lightning_fabric/plugins/environments/slurm.py:181 (SLURMEnvironment._validate_srun_variables)",
    'raise RuntimeError(f"You set `--ntasks={ntasks}` in your SLURM bash script, but this variable is not supported. '
    'HINT: Use `--ntasks-per-node={ntasks}` instead.")',
    "RuntimeError: You set `--ntasks=16` in your SLURM bash script, but this variable is not supported. HINT: Use "
    "`--ntasks-per-node=16` instead.")
rec("none", "consequence", "PyTorch Lightning", S6_PL,
    f"{S6_PLR}/pytorch_lightning/strategies/ddp.py:460 (DDPStrategy.reconciliate_processes, after an exception on "
    "one rank: kills the other local ranks)",
    'raise DeadlockDetectedException(f"DeadLock detected from rank: {self.global_rank} \\n {trace}")',
    "pytorch_lightning.utilities.exceptions.DeadlockDetectedException: DeadLock detected from rank: 2")
rec("driver_mismatch", "cause", "PyTorch Lightning", S6_PL,
    f"{S6_PLR}/pytorch_lightning/trainer/connectors/accelerator_connector.py:549 (_choose_gpu_accelerator_backend)",
    'raise MisconfigurationException("No supported gpu backend found!")',
    "lightning_fabric.utilities.exceptions.MisconfigurationException: No supported gpu backend found!")
rec("none", "benign", "PyTorch Lightning", S6_PL,
    f"{S6_PLR}/lightning_fabric/plugins/environments/torchelastic.py:36 (TorchElasticEnvironment.main_address)",
    'rank_zero_warn("MASTER_ADDR environment variable is not defined. Set as localhost")',
    "UserWarning: MASTER_ADDR environment variable is not defined. Set as localhost")
rec("none", "benign", "PyTorch Lightning", S6_PL, f"{S6_PLR}/pytorch_lightning/accelerators/cuda.py:57",
    '_log.info(f"LOCAL_RANK: {local_rank} - CUDA_VISIBLE_DEVICES: [{devices}]")',
    "LOCAL_RANK: 0 - CUDA_VISIBLE_DEVICES: [0,1,2,3,4,5,6,7]")

# accelerate v1.14.0: state.py and the launchers
S6_AC = "v1.14.0"
S6_ACR = f"huggingface/accelerate {S6_AC}:src/accelerate"
rec("driver_mismatch", "cause", "accelerate", S6_AC, f"{S6_ACR}/state.py:197 (PartialState.__init__: "
    "_prepare_backend picks gloo when torch.cuda.is_available() is False)",
    'raise ValueError(f"Your assigned backend {original_backend} is not available, please use {backend}")',
    "ValueError: Your assigned backend nccl is not available, please use gloo")
rec("none", "benign", "accelerate", S6_AC, f"{S6_ACR}/state.py:936 (AcceleratorState.__init__; falls back to fp16)",
    'logger.warning(f"The current device has compute capability of {torch.cuda.get_device_capability()} which is '
    'insufficient for FP8 mixed precision training (requires a GPU Hopper/Ada Lovelace or higher, compute '
    'capability of 8.9 or higher). Will use FP16 instead.")',
    "The current device has compute capability of (8, 0) which is insufficient for FP8 mixed precision training "
    "(requires a GPU Hopper/Ada Lovelace or higher, compute capability of 8.9 or higher). Will use FP16 instead.")
rec("none", "consequence", "accelerate", S6_AC, f"{S6_ACR}/commands/launch.py:993 (simple_launcher)",
    "raise subprocess.CalledProcessError(returncode=process.returncode, cmd=cmd) -> \"Command '%s' returned "
    "non-zero exit status %d.\"",
    "subprocess.CalledProcessError: Command '['/usr/bin/python3', 'train.py', '--config', 'cfg.yaml']' returned "
    "non-zero exit status 1.")
rec("other", "cause", "accelerate", S6_AC, f"{S6_ACR}/commands/launch.py:1203 (_validate_launch_command)",
    'raise ValueError("You need to use at least 2 processes to use `--multi_gpu`.")',
    "ValueError: You need to use at least 2 processes to use `--multi_gpu`.")
rec("remote_missing_file", "cause", "accelerate", S6_AC, f"{S6_ACR}/utils/launch.py:69 (_get_mpirun_args)",
    'raise OSError("mpirun or mpiexec were not found. Ensure that Intel MPI, Open MPI, or MVAPICH are installed.")',
    "OSError: mpirun or mpiexec were not found. Ensure that Intel MPI, Open MPI, or MVAPICH are installed.")
rec("none", "retried", "accelerate", S6_AC, f"{S6_ACR}/utils/launch.py:236 (prepare_multi_gpu_env; one machine: "
    "goes on in standalone mode on a free port)",
    'warnings.warn(f"Port `{main_process_port}` is already in use. Accelerate will attempt to launch in a '
    'standalone-like mode by finding an open port automatically for this session. ...")',
    "UserWarning: Port `29500` is already in use. Accelerate will attempt to launch in a standalone-like mode by "
    "finding an open port automatically for this session. If this current attempt fails, or for more control in "
    "future runs, please specify a different port (e.g., `--main_process_port <your_chosen_port>`) or use "
    "`--main_process_port 0` for automatic selection in your launch command or Accelerate config file.")

# PyTorch c10/cuda/CUDAFunctions.cpp (device_count_impl; code index @01a6a16d9bb6, a v2.2-v2.3-era commit): the
# TORCH_WARN of device_count() ("CUDA initialization: " + msg) with cudaGetErrorString of the error
S6_CF = "pytorch/pytorch 01a6a16d9bb6424c034f5623c46bfd08ec21613b:c10/cuda/CUDAFunctions.cpp (device_count_impl)"
S6_CFF = ('TORCH_CHECK(false, "Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before '
          'calling NumCudaDevices() that might have already set an error? Error ", err, ": ", cudaGetErrorString(err))')
S6_CFL = ("UserWarning: CUDA initialization: Unexpected error from cudaGetDeviceCount(). Did you run some cuda "
          "functions before calling NumCudaDevices() that might have already set an error? ")
# the Fabric Manager not running is a service left off, `other` like the eleventh unseen set's label for
# nccl-tests' 'system not yet initialized' (relabelled from driver_mismatch, 2026-11-27)
rec("other", "cause", "PyTorch", "v2.x", S6_CF + " + CUDA runtime cudaErrorSystemNotReady (802: a required "
    "driver daemon such as nv-fabricmanager on NVSwitch systems is not running)", S6_CFF,
    S6_CFL + "Error 802: system not yet initialized (Triggered internally at /pytorch/c10/cuda/CUDAFunctions.cpp:108.)")
rec("driver_mismatch", "cause", "PyTorch", "v2.x", S6_CF + " + CUDA runtime cudaErrorCompatNotSupportedOnDevice (804)",
    S6_CFF, S6_CFL + "Error 804: forward compatibility was attempted on non supported HW (Triggered internally at "
    "/pytorch/c10/cuda/CUDAFunctions.cpp:108.)")
rec("driver_mismatch", "cause", "PyTorch", "v2.x", S6_CF + " + CUDA runtime cudaErrorSystemDriverMismatch (803)",
    S6_CFF, "RuntimeError: Unexpected error from cudaGetDeviceCount(). Did you run some cuda functions before calling "
    "NumCudaDevices() that might have already set an error? Error 803: system has unsupported display driver / cuda "
    "driver combination")

# PyTorch 2.13.0 c10d: the final store-client connect error (DistNetworkError) with a host that has no route
rec("rendezvous_failure", "cause", "PyTorch c10d", S6_T,
    f"pytorch/pytorch torch/csrc/distributed/c10d/socket.cpp (SocketConnectOp; {S6_LIB}s \"The client socket has "
    "failed to connect to any network address of ({}, {}).\" and \"The client socket has failed to connect to "
    "{} {}.\")",
    '"The client socket has failed to connect to any network address of ({}, {})." + "The client socket has failed '
    'to connect to {} {}." (errno: %d - %s)',
    "torch.distributed.DistNetworkError: The client socket has failed to connect to any network address of "
    "(node-1, 29500). The client socket has failed to connect to [node-1]:29500 (errno: 113 - No route to host).")

# CPython 3.11 (Lib/multiprocessing as the DataLoader and torch.multiprocessing use it)
S6_PY = "3.11.7"
rec("host_mem_alloc", "cause", "CPython", S6_PY,
    "cpython v3.11.7:Lib/multiprocessing/popen_fork.py:66 (Popen._launch: self.pid = os.fork()) + Objects/exceptions.c "
    "(OSError.__str__); fork of a large process fails with ENOMEM when memory/overcommit is exhausted",
    "OSError: [Errno %d] %s", "OSError: [Errno 12] Cannot allocate memory")
rec("other", "cause", "CPython", S6_PY,
    "cpython v3.11.7:Lib/multiprocessing/reduction.py:164 (recvfds; with torch's file_descriptor sharing strategy "
    "it fails when the open-files limit is reached)",
    "raise RuntimeError('received %d items of ancdata' % len(ancdata))",
    "RuntimeError: received 0 items of ancdata")

# Linux kernel / mlx5 / MVAPICH2 (code index: files quoted from the kernel and MVAPICH2 trees, no tag)
rec("ib_unusable", "cause", "Linux mlx5_core", "5.x-6.x (code index)",
    "torvalds/linux drivers/net/ethernet/mellanox/mlx5/core/en_main.c (mlx5e_update_carrier; code index file 19380612)",
    'netdev_info(priv->netdev, "Link down\\n")', "mlx5_core 0000:3b:00.0 ens1f0np0: Link down")
rec("ib_unusable", "cause", "Linux mlx5_core", "5.x-6.x (code index)",
    "torvalds/linux drivers/net/ethernet/mellanox/mlx5/core/health.c (poll_health; code index file 1754690885) + "
    "mlx5_core_err (\"%s:%d:(pid %d): \" prefix)",
    'mlx5_core_err(dev, "device\'s health compromised - reached miss count\\n")',
    "mlx5_core 0000:d2:00.0: poll_health:825:(pid 0): device's health compromised - reached miss count")
rec("other", "cause", "Linux", "5.x-6.x (code index)",
    "torvalds/linux kernel/hung_task.c (check_hung_task), as quoted in a kernel patch (code index file 8635051338); "
    "a rank stuck in uninterruptible sleep (storage or driver)",
    'pr_err("INFO: task %s:%d blocked for more than %ld seconds.\\n", t->comm, t->pid, (jiffies - '
    't->last_switch_time) / HZ)',
    "INFO: task python3:5219 blocked for more than 122 seconds.")
rec("none", "consequence", "Linux", "5.x-6.x (code index)",
    "torvalds/linux kernel/hung_task.c (check_hung_task; code index file 8635051338): second line of the report",
    'pr_err("\\"echo 0 > /proc/sys/kernel/hung_task_timeout_secs\\" disables this message.\\n")',
    '"echo 0 > /proc/sys/kernel/hung_task_timeout_secs" disables this message.')
rec("gpu_hardware", "cause", "NVIDIA NVSwitch driver", "R535-R580 (code index)",
    "NVIDIA/open-gpu-kernel-modules src/common/nvswitch (NVSWITCH_PRINT_SXID, code index file 589165133; "
    "NVSWITCH_REPORT_FATAL, file 93699744)",
    '"nvidia-%s: SXid (PCI:" NVLINK_PCI_DEV_FMT "): %05d, " "Fatal, Link %02d %s%s\\n"',
    "nvidia-nvswitch0: SXid (PCI:0000:c2:00.0): 20034, Fatal, Link 28 LTSSM Fault Up")
rec("memlock_limit", "cause", "MVAPICH2", "2.x (code index)",
    "MVAPICH2 src/mpid/ch3/channels/mrail/src/gen2/vbuf.c (allocate_vbuf_region: ibv_reg_mr failed; code index "
    "file 20573309404)",
    'fprintf(stderr, "[%s %d] Cannot register vbuf region\\n", __FILE__, __LINE__)',
    "[src/mpid/ch3/channels/mrail/src/gen2/vbuf.c 473] Cannot register vbuf region")

# DCGM v4.6.0 (dcgmlib/dcgm_errors.h: the health/diag failure texts dcgmi prints)
S6_DC = "NVIDIA/DCGM v4.6.0:dcgmlib/dcgm_errors.h"
rec("gpu_hardware", "cause", "DCGM", "v4.6.0", f"{S6_DC}:240 (DCGM_FR_VOLATILE_DBE_DETECTED_MSG)",
    '"Detected %d volatile double-bit ECC error(s) in GPU %u."',
    "Detected 2 volatile double-bit ECC error(s) in GPU 3.")
rec("gpu_hardware", "cause", "DCGM", "v4.6.0", f"{S6_DC}:265 (DCGM_FR_NVLINK_DOWN_MSG)",
    '"GPU %u\'s NvLink link %d is currently down"', "GPU 5's NvLink link 11 is currently down")
rec("gpu_hardware", "cause", "DCGM", "v4.6.0", f"{S6_DC}:485 (DCGM_FR_XID_ERROR_MSG)",
    '"Detected XID %u for GPU %u"', "Detected XID 79 for GPU 6")
rec("gpu_hardware", "cause", "DCGM", "v4.6.0", f"{S6_DC}:497 (DCGM_FR_SXID_ERROR_MSG)",
    '"Detected fatal NvSwitch SXID %u"', "Detected fatal NvSwitch SXID 20034")
rec("gpu_hardware", "cause", "DCGM", "v4.6.0", f"{S6_DC}:443 (DCGM_FR_ROW_REMAP_FAILURE_MSG)",
    '"GPU %u had uncorrectable memory errors and row remapping failed."',
    "GPU 1 had uncorrectable memory errors and row remapping failed.")
rec("gpu_hardware", "cause", "DCGM", "v4.6.0", f"{S6_DC}:503 (DCGM_FR_FALLEN_OFF_BUS_MSG)",
    '"GPU %d has fallen off the bus"', "GPU 4 has fallen off the bus")

# PyTorch 2.13.0: FSDP (FSDP1 LOCAL_STATE_DICT loaded with another world size) and the elastic agent's scale-up notice
rec("other", "cause", "PyTorch FSDP", S6_T, f"{S6_PT}/fsdp/_state_dict_utils.py:494 (_local_pre_load_state_dict_hook: "
    "the saved local shard does not fit this world size's flat_param)",
    'raise AssertionError(f"Local shard size = {flat_param.numel()} and the tensor in the state_dict is '
    '{load_tensor.numel()}.")',
    "AssertionError: Local shard size = 109051904 and the tensor in the state_dict is 218103808.")
rec("none", "benign", "torch elastic", S6_T, f"{S6_PT}/elastic/agent/server/api.py:963 (_invoke_run: membership "
    "change, not counted as a retry)",
    'logger.info("[%s] Detected %s new nodes from group_rank=%s; will restart worker group", role, ...)',
    "I1127 11:04:15.123000 48213 torch/distributed/elastic/agent/server/api.py:963] [default] Detected 1 new nodes "
    "from group_rank=0; will restart worker group")


# -- seventh pass (2026-11-27) --------------------------------------------------------------------------------

# ---- seventh pass (2026-11-27): NCCL releases not read before (git show <tag>:<path>, callers checked), Open MPI
# v4.1.6/v5.0.10 help texts and libfabric v1.22.0 provider warnings not yet present
S7_N299 = "v2.9.9-1"
S7_N284, S7_N2103, S7_N21212, S7_N2134 = "v2.8.4-1", "v2.10.3-1", "v2.12.12-1", "v2.13.4-1"
S7_N2155, S7_N2165, S7_N2171, S7_N2205 = "v2.15.5-1", "v2.16.5-1", "v2.17.1-1", "v2.20.5-1"
S7_N2223, S7_N2243, S7_N2277 = "v2.22.3-1", "v2.24.3-1", "v2.27.7-1"

# bootstrap / NCCL_COMM_ID
nccl("rendezvous_failure", "cause", S7_N284, "src/bootstrap.cc", 30,
     'WARN("Invalid NCCL_COMM_ID, please use format: <ipv4>:<port> or [<ipv6>]:<port> or <hostname>:<port>") '
     '(bootstrapNetInit returns ncclInvalidArgument)',
     "Invalid NCCL_COMM_ID, please use format: <ipv4>:<port> or [<ipv6>]:<port> or <hostname>:<port>")
nccl("rendezvous_failure", "cause", S7_N284, "src/include/socket.h", 221,
     'WARN("Net : No valid <IPv4_or_hostname>:<port> pair found") (GetSocketAddrFromString on NCCL_COMM_ID; '
     'returns ncclInvalidArgument)',
     "Net : No valid <IPv4_or_hostname>:<port> pair found")
nccl("rendezvous_failure", "cause", S7_N284, "src/bootstrap.cc", 125,
     'WARN("Bootstrap Root : mismatch in rank count from procs %d : %d", nranks, info.nranks) (root thread gives up; '
     'the ranks never get the address list)',
     "Bootstrap Root : mismatch in rank count from procs 16 : 8", dev=0)
nccl("rendezvous_failure", "cause", S7_N284, "src/bootstrap.cc", 130,
     'WARN("Bootstrap Root : rank %d of %d ranks has already checked in", info.rank, nranks) (root thread gives up)',
     "Bootstrap Root : rank 3 of 8 ranks has already checked in", dev=0)
nccl("rendezvous_failure", "cause", S7_N2243, "src/bootstrap.cc", 312,
     'WARN("Bootstrap Root : mismatch in info from procs, nranks %d vs %d, nroots %d vs %d, iroot %d vs %d", ...) '
     '(root thread goes to out)',
     "Bootstrap Root : mismatch in info from procs, nranks 16 vs 8, nroots 1 vs 1, iroot 0 vs 0", dev=0)
nccl("socket_iface", "cause", S7_N284, "src/include/socket.h", 370,
     'WARN("Error : connecting to address with family %d is neither AF_INET(%d) nor AF_INET6(%d)", family, ...) '
     '(connectAddress returns ncclInternalError)',
     "Error : connecting to address with family 0 is neither AF_INET(2) nor AF_INET6(10)")
nccl("socket_iface", "cause", S7_N2103, "src/include/socket.h", 373,
     'WARN("Net : connecting to address %s with family %d is neither AF_INET(%d) nor AF_INET6(%d)", ...)',
     "Net : connecting to address  with family 0 is neither AF_INET(2) nor AF_INET6(10)")
nccl("socket_iface", "cause", S7_N2243, "src/bootstrap.cc", 515,
     'WARN("no device found after excluding %s%s, verify NCCL_OOB_NET_IFNAME", searchExact ? "exactly " : "", '
     'userIfEnv) (returns ncclInvalidArgument)',
     "no device found after excluding mlx5_0,mlx5_1, verify NCCL_OOB_NET_IFNAME")
nccl("none", "retried", S7_N2165, "src/misc/socket.cc", 428,
     'WARN("socketFinalizeAccept: wrong magic %lx != %lx", magic, sock->magic) (then "Ignore spurious connection and '
     'accept again": state back to Accepting, returns ncclSuccess)',
     "socketFinalizeAccept: wrong magic 5448202f20544547 != 3c6a8e4f9d2b17a5", dev=0)
nccl("other", "cause", S7_N2205, "src/misc/socket.cc", 415,
     'WARN("socketTryAccept: Accept failed: %s", strerror(errno)) (errno not EAGAIN/EWOULDBLOCK; returns '
     'ncclSystemError)',
     "socketTryAccept: Accept failed: Too many open files")
nccl("socket_iface", "cause", S7_N2277, "src/misc/socket.cc", 449,
     'WARN("socketTryAccept: exceeded error retry count after %d attempts, %s", sock->errorRetries, strerror(errno))',
     "socketTryAccept: exceeded error retry count after 34 attempts, No route to host")

# mismatched operations between ranks (sizes / counts differ)
nccl("collective_timeout", "cause", S7_N284, "src/transport/net_ib.cc", 665,
     'WARN("NET/IB : collective mismatch error local size %d remote %d addr %lx rkey %x seq %x/%x", ...) '
     '("Sanity checks to catch user collective call count/size mismatches"; returns ncclInternalError)',
     "NET/IB : collective mismatch error local size 4194304 remote 2097152 addr 7f3b2c000000 rkey 1a2b seq 3/3")
nccl("collective_timeout", "cause", S7_N2103, "src/transport/net_ib.cc", 684,
     'WARN("NET/IB : peer %s collective mismatch error local size %d remote %d addr %lx rkey %x seq %x/%x", ...)',
     "NET/IB : peer 10.1.0.12<39152> collective mismatch error local size 4194304 remote 2097152 addr 7f3b2c000000 "
     "rkey 1a2b seq 5/5")
nccl("collective_timeout", "cause", S7_N21212, "src/transport/net_ib.cc", 998,
     'WARN("NET/IB : req %d/%d tag %x peer %s collective mismatch error, local size %d remote size %d", ...)',
     "NET/IB : req 0/1 tag 7 peer 10.1.0.12<39152> collective mismatch error, local size 4194304 remote size 2097152")
nccl("collective_timeout", "cause", S7_N284, "src/transport/net_socket.cc", 420,
     'WARN("NET/Socket : message truncated : receiving %d bytes instead of %d", data, r->size) (returns '
     'ncclInternalError)',
     "NET/Socket : message truncated : receiving 1048576 bytes instead of 524288")

# driver / libraries / GPU memory
nccl("driver_mismatch", "cause", S7_N21212, "src/misc/nvmlwrap.cc", 98,
     'WARN("nvmlInit%s() failed: %s", have_v2 ? "_v2" : "", pfn_nvmlErrorString(res1)) (ncclNvmlEnsureInitialized; '
     'NCCLCHECKed by ncclTopoCheckP2p in graph/paths.cc:308)',
     "nvmlInit_v2() failed: Driver/library version mismatch")
nccl("none", "benign", S7_N284, "src/misc/nvmlwrap.cc", 105,
     'WARN("nvmlInit() failed: %s", nvmlInternalErrorString(ret)) (caller graph/xml.cc:664 sets nvmlInit = 2 and goes '
     'on without NVML)',
     "nvmlInit() failed: Insufficient Permissions")
nccl("none", "benign", S7_N2134, "src/misc/cudawrap.cc", 137,
     'WARN("Failed to load CUDA missing symbol cuGetProcAddress") (cudaLibraryInit; its result is cast to void in '
     'init.cc:1102/1115)',
     "Failed to load CUDA missing symbol cuGetProcAddress")
nccl("none", "benign", S7_N2165, "src/misc/cudawrap.cc", 90,
     'WARN("Failed to find CUDA library (NCCL_CUDA_PATH=\'%s\') : %s", ncclCudaPath ? ncclCudaPath : "", dlerror()) '
     '(ncclCudaLibraryInit; (void) in init.cc:1201/1225/1317, only DMA-BUF needs it)',
     "Failed to find CUDA library (NCCL_CUDA_PATH='') : libcuda.so: cannot open shared object file: No such file or "
     "directory")
nccl("none", "benign", S7_N2134, "src/proxy.cc", 620,
     'WARN("Unable to create thread context due to old driver, disabling.") (createThreadContext = 0, goes on)',
     "Unable to create thread context due to old driver, disabling.")
nccl("none", "retried", S7_N2134, "src/proxy.cc", 629,
     'WARN("Failed to create CUDA context on device %d", comm->cudaDev) (createThreadContext = 0; returns ncclSuccess)',
     "Failed to create CUDA context on device 3")
nccl("cuda_oom", "cause", S7_N2155, "src/include/alloc.h", 84,
     'WARN("Failed to CUDA malloc %ld bytes", nelem*sizeof(T)) (ncclCudaMallocDebug after CUDACHECKGOTO(cudaMalloc))',
     "Failed to CUDA malloc 1073741824 bytes")
nccl("cuda_oom", "cause", S7_N2155, "src/include/alloc.h", 121,
     'WARN("Failed to CUDA calloc async %ld bytes", nelem*sizeof(T)) (ncclCudaCallocAsyncDebug)',
     "Failed to CUDA calloc async 33554432 bytes")
nccl("p2p_unsupported", "cause", S7_N2205, "src/init.cc", 921,
     'WARN("MNNVL is not supported on this system") (NCCL_MNNVL_ENABLE=1 but no fabric handle support; '
     'ret = ncclSystemError)',
     "MNNVL is not supported on this system")

# IB device merging / link layers
nccl("ib_unusable", "cause", S7_N2205, "src/transport/net_ib.cc", 898,
     'WARN("NET/IB : Can\'t merge net devices with different link_layer. i=%d remMeta.ndevs=%d link_layer=%d '
     'rem_link_layer=%d", ...) (ncclIbConnect returns ncclInternalError)',
     "NET/IB : Can't merge net devices with different link_layer. i=1 remMeta.ndevs=2 link_layer=1 rem_link_layer=2")
nccl("ib_unusable", "cause", S7_N2243, "src/transport/net_ib.cc", 1339,
     'WARN("NET/IB : Can\'t connect net devices with different link_layer. i=%d remMeta.ndevs=%d link_layer=%d '
     'rem_link_layer=%d", ...) (returns ncclInternalError)',
     "NET/IB : Can't connect net devices with different link_layer. i=1 remMeta.ndevs=2 link_layer=1 "
     "rem_link_layer=2")
nccl("ib_unusable", "cause", S7_N2243, "src/transport/net_ib.cc", 533,
     'WARN("NET/IB : Trying to merge multiple devices together with different link_layer properties %s -> %d, %s -> '
     '%d. Try only selecting NICs with one type of link using NCCL_IB_HCA", ...) (returns ncclInvalidUsage)',
     "NET/IB : Trying to merge multiple devices together with different link_layer properties mlx5_0 -> 1, "
     "mlx5_bond_0 -> 2. Try only selecting NICs with one type of link using NCCL_IB_HCA")
nccl("none", "benign", S7_N2205, "src/transport/net_ib.cc", 890,
     'WARN("NET/IB : Local mergedDev=%s has a different number of devices=%d as remoteDev=%s nRemDevs=%d", ...) '
     '(no return: the connect goes on)',
     "NET/IB : Local mergedDev=mlx5_0+mlx5_1 has a different number of devices=2 as remoteDev=mlx5_0 nRemDevs=1")
nccl("none", "consequence", S7_N2205, "src/proxy.cc", 1135,
     'WARN("ncclProxyClientGetFd call to tpRank %d handle 0x%lx failed : %d", tpRank, *(uint64_t*)handle, ret) '
     '(after ncclProxyCallBlockingUDS failed)',
     "ncclProxyClientGetFd call to tpRank 2 handle 0x7f2c00000021 failed : 2")

# ---- Open MPI v4.1.6 (git show v4.1.6:<path>; help texts printed by opal_show_help / orte_show_help) -------
S7_O = "open-mpi/ompi v4.1.6:"


def s7_ompi(cls: str, kind: str, path: str, lineno: int, topic: str, fmt: str, line: str, why: str = "") -> None:
    rec(cls, kind, "Open MPI", "v4.1.6", f"{S7_O}{path}:{lineno} [{topic}]" + (f" ({why})" if why else ""), fmt, line)


S7_EB, S7_RUN = "orte/mca/errmgr/base/help-errmgr-base.txt", "orte/tools/orterun/help-orterun.txt"
s7_ompi("remote_missing_file", "cause", S7_EB, 36, "failed-daemon-launch",
        "ORTE was unable to reliably start one or more daemons.",
        "ORTE was unable to reliably start one or more daemons.",
        "first cause listed: required libraries and/or binaries not found on one or more nodes")
s7_ompi("socket_iface", "cause", S7_EB, 59, "failed-daemon",
        "An ORTE daemon has unexpectedly failed after launch and before\ncommunicating back to mpirun.",
        "An ORTE daemon has unexpectedly failed after launch and before")
s7_ompi("none", "consequence", S7_EB, 67, "node-died", "ORTE has lost communication with a remote daemon.",
        "ORTE has lost communication with a remote daemon.")
s7_ompi("socket_iface", "cause", S7_EB, 90, "no-connect",
        "ORTE is unable to establish a communication connection to the\nspecified daemon located on the indicated "
        "node:",
        "ORTE is unable to establish a communication connection to the")
s7_ompi("ssh_failure", "cause", "orte/mca/plm/rsh/help-plm-rsh.txt", 23, "agent-not-found",
        'The value of the MCA parameter "plm_rsh_agent" was set to a path\nthat could not be found:',
        'The value of the MCA parameter "plm_rsh_agent" was set to a path')
s7_ompi("remote_missing_file", "cause", "orte/mca/plm/rsh/help-plm-rsh.txt", 31, "no-local-orted",
        'The rsh PLS component was not able to find the executable "orted" in\nyour PATH ...',
        'The rsh PLS component was not able to find the executable "orted" in')
s7_ompi("none", "consequence", "orte/mca/plm/base/help-plm-base.txt", 59, "daemon-died-signal",
        "A daemon died unexpectedly on signal %d  while attempting to\nlaunch so we are aborting.",
        "A daemon died unexpectedly on signal 9  while attempting to")
s7_ompi("socket_iface", "cause", "orte/mca/oob/tcp/help-oob-tcp.txt", 54, "excluded-all",
        "The specified list of networks to be excluded for TCP out-of-band communications\nresulted in no networks "
        "being available:",
        "The specified list of networks to be excluded for TCP out-of-band communications")
s7_ompi("driver_mismatch", "cause", "orte/mca/oob/tcp/help-oob-tcp.txt", 117, "version mismatch",
        "Open MPI detected a mismatch in versions between two processes.  This",
        "Open MPI detected a mismatch in versions between two processes.  This")
s7_ompi("socket_iface", "cause", "orte/mca/oob/tcp/help-oob-tcp.txt", 137, "no-listeners",
        "No sockets were able to be opened on the available protocols\n(IPv4 and/or IPv6). Please check your network "
        "and retry.",
        "No sockets were able to be opened on the available protocols")
s7_ompi("host_mem_alloc", "cause", S7_RUN, 139, "orterun:proc-aborted-strsignal",
        "%s noticed that process rank %lu with PID %lu on node %s exited on signal %d (%s).",
        "mpirun noticed that process rank 5 with PID 48213 on node node-2 exited on signal 9 (Killed).",
        "signal 9 with no other cause: the OOM killer, as for the PRRTE text")
s7_ompi("none", "consequence", S7_RUN, 94, "orterun:proc-ordered-abort",
        '%s has exited due to process rank %lu with PID %lu on\nnode %s calling "abort". This may have caused other '
        'processes',
        'node node-1 calling "abort". This may have caused other processes')
s7_ompi("remote_missing_file", "cause", S7_RUN, 280, "orterun:exe-not-accessible",
        "%s was unable to launch the specified application as it could not access\nor execute an executable:",
        "mpirun was unable to launch the specified application as it could not access")
s7_ompi("other", "cause", S7_RUN, 240, "orterun:sys-limit-children",
        "Error: system limit exceeded on number of processes that can be started",
        "Error: system limit exceeded on number of processes that can be started")
s7_ompi("none", "consequence", S7_RUN, 607, "orterun:proc-comm-failed", "A critical communication path was lost to:",
        "A critical communication path was lost to:")
s7_ompi("host_mem_alloc", "cause", S7_RUN, 614, "orterun:proc-mem-exceeded", "A process exceeded memory limits:",
        "A process exceeded memory limits:")
# a job that outran its own time limit is ended from outside, `other` like Slurm's CANCELLED DUE TO TIME LIMIT
# (relabelled from collective_timeout, 2026-11-27)
s7_ompi("other", "cause", S7_RUN, 661, "orterun:timeout",
        "The user-provided time limit for job execution has been reached:",
        "The user-provided time limit for job execution has been reached:",
        "mpirun --timeout / MPIEXEC_TIMEOUT expired: the job did not finish, usually a hang")
s7_ompi("other", "cause", S7_RUN, 679, "orterun:pmix-failed",
        "The call to pmix_init_server() failed. This may be due to your\nsystem's restriction for Unix's socket's "
        "path-length.",
        "The call to pmix_init_server() failed. This may be due to your")

S7_TCP = "opal/mca/btl/tcp/help-mpi-btl-tcp.txt"
s7_ompi("socket_iface", "cause", S7_TCP, 35, "client connect fail",
        "WARNING: Open MPI failed to TCP connect to a peer MPI process.  This\nshould not happen.",
        "WARNING: Open MPI failed to TCP connect to a peer MPI process.  This")
s7_ompi("other", "cause", S7_TCP, 56, "accept failed",
        "WARNING: The accept(3) system call failed on a TCP socket.  While this",
        "WARNING: The accept(3) system call failed on a TCP socket.  While this",
        "out of file descriptors or memory; the text says the job will likely hang")
s7_ompi("none", "retried", S7_TCP, 89, "dropped inbound connection",
        "Open MPI detected an inbound MPI TCP connection request from a peer",
        "Open MPI detected an inbound MPI TCP connection request from a peer",
        "the connection is dropped and the peer tries again with another interface")
s7_ompi("shm_exhausted", "cause", "opal/mca/shmem/mmap/help-opal-shmem-mmap.txt", 47, "target full",
        "It appears as if there is not enough space for %s (the shared-memory backing\nfile).",
        "It appears as if there is not enough space for /dev/shm/vader_segment.node-1.8a2f0001.3 (the shared-memory "
        "backing")
s7_ompi("none", "retried", "opal/mca/btl/vader/help-btl-vader.txt", 120, "cma-permission-denied",
        "WARNING: Linux kernel CMA support was requested via the\nbtl_vader_single_copy_mechanism MCA variable, "
        "but CMA "
        "support is\nnot available due to restrictive ptrace settings.",
        "not available due to restrictive ptrace settings.",
        "the vader BTL falls back on another single-copy mechanism")

S7_OIB = "opal/mca/btl/openib/help-mpi-btl-openib.txt"
s7_ompi("ib_unusable", "cause", S7_OIB, 133, "init-fail-create-q",
        "The OpenFabrics (openib) BTL failed to initialize while trying to\ncreate an internal queue.  This typically "
        "indicates a failed\nOpenFabrics installation, faulty hardware, ...",
        "create an internal queue.  This typically indicates a failed")
s7_ompi("ib_unusable", "cause", S7_OIB, 150, "pp rnr retry exceeded",
        'The OpenFabrics "receiver not ready" retry count on a per-peer',
        'The OpenFabrics "receiver not ready" retry count on a per-peer')
s7_ompi("none", "retried", S7_OIB, 232, "no active ports found",
        "WARNING: There is at least one non-excluded one OpenFabrics device found,\nbut there are no active ports "
        "detected ... The openib BTL will be\nignored for this job.",
        "WARNING: There is at least one non-excluded one OpenFabrics device found,",
        "the openib BTL is ignored and the job goes on over the other BTLs")
s7_ompi("none", "benign", S7_OIB, 241, "error in device init",
        "WARNING: There was an error initializing an OpenFabrics device.",
        "WARNING: There was an error initializing an OpenFabrics device.",
        "openib skips the device; printed by v4 runs that use UCX for InfiniBand")
s7_ompi("none", "benign", S7_OIB, 717, "ib port not selected",
        "By default, for Open MPI 4.0 and later, infiniband ports on a device\nare not used by default.",
        "By default, for Open MPI 4.0 and later, infiniband ports on a device")

# pml ucx (ompi/mca/pml/ucx/pml_ucx.c; PML_UCX_ERROR = opal_output_verbose(0, __FILE__ ":" __LINE__ " " " Error: " ...))
rec("ib_unusable", "cause", "Open MPI", "v4.1.6", f"{S7_O}ompi/mca/pml/ucx/pml_ucx.c:424 (mca_pml_ucx_add_proc_common: "
    "no UCX transport reaches the peer; returns NULL)",
    'PML_UCX_ERROR("ucp_ep_create(proc=%d) failed: %s", proc->super.proc_name.vpid, ucs_status_string(status))',
    "pml_ucx.c:424  Error: ucp_ep_create(proc=5) failed: Destination is unreachable")

# ---- Open MPI v5.0.10 (git show v5.0.10:<path>) --------------------------------------------------------------
S7_O5 = "open-mpi/ompi v5.0.10:"
S7_RT5, S7_CU5 = "ompi/runtime/help-mpi-runtime.txt", "opal/mca/accelerator/cuda/help-accelerator-cuda.txt"
rec("none", "consequence", "Open MPI", "v5.0.10", f"{S7_O5}{S7_RT5}:25 [mpi_init:startup:internal-failure] (generic: "
    "the failing component is named in the lines that follow)",
    "It looks like %s failed for some reason; your parallel process is\nlikely to abort.",
    "It looks like MPI_INIT failed for some reason; your parallel process is")
rec("socket_iface", "cause", "Open MPI", "v5.0.10", f"{S7_O5}{S7_RT5}:36 [mpi_init:startup:pml-add-procs-fail]",
    "MPI_INIT has failed because at least one MPI process is unreachable\nfrom another.",
    "MPI_INIT has failed because at least one MPI process is unreachable")
rec("driver_mismatch", "cause", "Open MPI", "v5.0.10", f"{S7_O5}{S7_RT5}:114 [no-pmi] (no PMIx server to meet at)",
    "PMIx_Init failed for the following reason:\n\n  %s\n\nOpen MPI requires access to a local PMIx server to "
    "execute.",
    "PMIx_Init failed for the following reason:")
rec("none", "retried", "Open MPI", "v5.0.10", f"{S7_O5}opal/mca/btl/tcp/help-mpi-btl-tcp.txt:139 [server did not "
    "receive magic string] (\"This attempted connection will be closed and ignored.\")",
    "WARNING: Open MPI accepted a TCP connection but did not receive the\nexpected network identification ...",
    "WARNING: Open MPI accepted a TCP connection but did not receive the")
rec("none", "benign", "Open MPI", "v5.0.10", f"{S7_O5}{S7_CU5}:190 [dlopen failed] "
    "(\"CUDA-aware support is disabled\"; "
    "the job goes on)",
    "The library attempted to open the following supporting CUDA libraries,\nbut each of them failed.  CUDA-aware "
    "support is disabled.",
    "The library attempted to open the following supporting CUDA libraries,")
rec("host_mem_alloc", "cause", "Open MPI", "v5.0.10", f"{S7_O5}{S7_CU5}:262 [No memory]",
    "A call to allocate memory within the CUDA support failed.  This is\nan unrecoverable error and will cause the "
    "program to abort.",
    "A call to allocate memory within the CUDA support failed.  This is")

# ---- libfabric v1.22.0 providers (git show v1.22.0:<path>; FI_WARN/FI_INFO prefix
# "libfabric:<pid>:<time>::<prov>:<subsys>:<func>():<line><level> ", PSM3 _HFI_ERROR prefix "<label>.<progname>: ")
S7_LF = "ofiwg/libfabric v1.22.0:"
S7_LFP = "libfabric:48213:1740912255::"
rec("socket_iface", "cause", "libfabric TCP", "v1.22.0", f"{S7_LF}prov/tcp/src/xnet_ep.c:246 (xnet_ep_connect: the "
    "connect fails with an error that is not retried; returns it)",
    'FI_WARN(&xnet_prov, FI_LOG_EP_CTRL, "connect failure %d(%s)\\n", -ret, fi_strerror(-ret))',
    f"{S7_LFP}tcp:ep_ctrl:xnet_ep_connect():246<warn> connect failure 113(No route to host)")
rec("none", "consequence", "libfabric TCP", "v1.22.0", f"{S7_LF}prov/tcp/src/xnet_progress.c:1116 (xnet_complete_rx "
    "cq_error: the peer closed or reset the connection)",
    'FI_WARN(&xnet_prov, FI_LOG_EP_DATA, "msg recv failed ret = %zd (%s)\\n", ret, fi_strerror((int)-ret))',
    f"{S7_LFP}tcp:ep_data:xnet_complete_rx():1116<warn> msg recv failed ret = -104 (Connection reset by peer)")
rec("memlock_limit", "cause", "libfabric verbs", "v1.22.0", f"{S7_LF}prov/verbs/src/verbs_cq.c:571 (vrb_cq_open: "
    "ibv_create_cq returned NULL; goto err3)",
    'VRB_WARN(FI_LOG_CQ, "Unable to create verbs CQ\\n")',
    f"{S7_LFP}verbs:cq:vrb_cq_open():571<warn> Unable to create verbs CQ")
rec("none", "retried", "libfabric verbs", "v1.22.0", f"{S7_LF}prov/verbs/src/verbs_info.c:615 (vrb_get_device_attrs "
    "returns -FI_ENODATA: the device is skipped, other devices/providers are tried)",
    'FI_INFO(&vrb_prov, FI_LOG_FABRIC, "device %s: there are no active ports\\n", dev_name)',
    f"{S7_LFP}verbs:fabric:vrb_get_device_attrs():615<info> device mlx5_0: there are no active ports")
rec("ib_unusable", "cause", "libfabric EFA", "v1.22.0", f"{S7_LF}prov/efa/src/efa_device.c:49 (efa_device_construct "
    "returns -errno)",
    'EFA_WARN(FI_LOG_EP_DATA, "ibv_open_device failed! errno: %d\\n", errno)',
    f"{S7_LFP}efa:ep_data:efa_device_construct():49<warn> ibv_open_device failed! errno: 13")
# GPUDirect RDMA (the NIC registering GPU memory), not GPU-to-GPU P2P: driver_mismatch like aws-ofi-nccl's
# 'GDR disabled on GDR-supported instance type' (relabelled from p2p_unsupported, 2026-11-27)
rec("driver_mismatch", "cause", "libfabric EFA", "v1.22.0", f"{S7_LF}prov/efa/src/rdm/efa_rdm_ep.h:327 "
    "(efa_rdm_ep_use_p2p: FI_HMEM_P2P_REQUIRED but the device cannot register GPU memory; returns -FI_ENOSYS)",
    'EFA_WARN(FI_LOG_EP_CTRL, "Peer to peer support is currently required, but not available.\\n")',
    f"{S7_LFP}efa:ep_ctrl:efa_rdm_ep_use_p2p():327<warn> Peer to peer support is currently required, but not "
    "available.")
rec("none", "retried", "libfabric EFA", "v1.22.0", f"{S7_LF}prov/efa/src/efa_hmem.c:170 "
    "(efa_domain_hmem_info_init_cuda: p2p_supported_by_device = false, returns 0 and the domain opens)",
    'EFA_WARN(FI_LOG_DOMAIN, "Failed to register CUDA buffer with the EFA device, FI_HMEM transfers that require '
    'peer to peer support will fail.\\n")',
    f"{S7_LFP}efa:domain:efa_domain_hmem_info_init_cuda():170<warn> Failed to register CUDA buffer with the EFA "
    "device, FI_HMEM transfers that require peer to peer support will fail.")
rec("other", "cause", "libfabric EFA", "v1.22.0", f"{S7_LF}prov/efa/src/efa_fork_support.c:261 "
    "(efa_fork_support_enable_if_requested returns -FI_EINVAL)",
    'EFA_WARN(FI_LOG_DOMAIN, "Using libibverbs fork support and huge pages is not supported by the EFA provider.\\n")',
    f"{S7_LFP}efa:domain:efa_fork_support_enable_if_requested():261<warn> Using libibverbs fork support and huge "
    "pages is not supported by the EFA provider.")
rec("memlock_limit", "cause", "libfabric PSM3", "v1.22.0", f"{S7_LF}prov/psm3/psm3/hal_verbs/verbs_ep.c:164 "
    "(psm3_ep_open_verbs: ibv_create_cq failed; goto fail)",
    '_HFI_ERROR("Unable to create send CQ of size %u on %s: %s\\n", ..., ep->dev_name, strerror(errno))',
    "node-1:rank3.python: Unable to create send CQ of size 5096 on irdma0: Cannot allocate memory")
rec("memlock_limit", "cause", "libfabric PSM3", "v1.22.0", f"{S7_LF}prov/psm3/psm3/hal_verbs/verbs_ep.c:921 "
    "(psm_verbs_alloc_send_pool: ibv_reg_mr failed; goto fail)",
    '_HFI_ERROR("Unable to alloc send buffer MR on %s: %s\\n", ep->dev_name, strerror(errno))',
    "node-1:rank3.python: Unable to alloc send buffer MR on irdma0: Cannot allocate memory")
rec("ib_unusable", "cause", "libfabric PSM3", "v1.22.0", f"{S7_LF}prov/psm3/psm3/hal_verbs/verbs_ep.c:2507 "
    "(check_port_state returns PSM2_INTERNAL_ERR)",
    '_HFI_ERROR(" Port state is not active for %s port %d: %d\\n", ep->dev_name, ep->portnum, '
    'ep->verbs_ep.port_attr.state)',
    "node-1:rank3.python:  Port state is not active for irdma0 port 1: 1")

# NCCL: more lines whose callers go on (fallbacks), and late-release texts
nccl("none", "retried", S7_N299, "src/transport.cc", 239,
     'if (rank == 0) WARN("Cannot initialize CollNet, using point-to-point network instead") '
     '(ncclTransportCollNetCheck returns ncclSystemError; init.cc collnet_cleanup frees CollNet, sets '
     'collNetSupport = 0, ret = ncclSuccess)',
     "Cannot initialize CollNet, using point-to-point network instead", dev=0)
nccl("driver_mismatch", "cause", S7_N299, "src/enqueue.cc", 846,
     'WARN("NCCL does not support this CUDA version for CUDA graph feature") (built with CUDART_VERSION < 11030; '
     'returns ncclInternalError)',
     "NCCL does not support this CUDA version for CUDA graph feature")
nccl("none", "benign", S7_N21212, "src/net.cc", 127,
     'INFO(NCCL_INIT|NCCL_NET, "NET/Plugin : Plugin load returned %d : %s.", errno, dlerror()) (initPlugin returns; '
     'the internal IB/Socket transports are used)',
     "NET/Plugin : Plugin load returned 0 : /opt/aws-ofi-nccl/lib/libnccl-net.so: undefined symbol: fi_getinfo.",
     level="INFO")
nccl("none", "benign", S7_N21212, "src/net.cc", 134,
     'INFO(NCCL_INIT|NCCL_NET, "NET/Plugin: Failed to find ncclNetPlugin_v5 symbol.") (then tries ncclNetPlugin_v4)',
     "NET/Plugin: Failed to find ncclNetPlugin_v5 symbol.", level="INFO")
nccl("none", "benign", S7_N2223, "src/init.cc", 429,
     'WARN("CC On, Multi-GPU CC Off (No inter-GPU communication protection)") (rank 0 only; init goes on)',
     "CC On, Multi-GPU CC Off (No inter-GPU communication protection)", dev=0)
nccl("none", "retried", S7_N2223, "src/transport/net_ib.cc", 996,
     'WARN("Warning: remote FLID configured as zero even when endpoints are on different subnets, using dlid as '
     'fallback")',
     "Warning: remote FLID configured as zero even when endpoints are on different subnets, using dlid as fallback")
nccl("none", "retried", S7_N2243, "src/ras/ras.cc", 640,
     'WARN("fatal error - RAS thread terminating") (the RAS thread closes its sockets, sets rasInitialized = false '
     'and returns; nothing aborts the communicators)',
     "fatal error - RAS thread terminating")
nccl("none", "consequence", S7_N2171, "src/proxy.cc", 1037,
     'WARN("ncclProxyCallAsync() - Saw abortFlag while waiting for proxyThread response") (the communicator is being '
     'aborted)',
     "ncclProxyCallAsync() - Saw abortFlag while waiting for proxyThread response")
nccl("none", "consequence", S7_N2155, "src/init.cc", 1424,
     'WARN("commReclaim: comm %p (rank = %d) in abort, error %d", comm, curRank, ret) (cleanup after an earlier '
     'error)',
     "commReclaim: comm 0x55d3c1a2b340 (rank = 3) in abort, error 6")

# ---- eighth pass (2026-11-27): texts read while scoring the thirteenth unseen set's dev half (marked so), from
# their sources: Ray's memory-monitor summary (ray-project/ray docs ray-oom-prevention.rst, which quote
# node_manager.cc's line by release) and PaddlePaddle's DataLoader monitor (paddle/fluid/imperative/data_loader.cc at
# the commit given, from a code index)
rec("host_mem_alloc", "cause", "Ray", "2.2+ (docs)",
    "ray-project/ray doc/source/ray-core/scheduling/ray-oom-prevention.rst (node_manager.cc:3040) [read while scoring "
    "the thirteenth unseen set]",
    '"<N> Workers (tasks / actors) killed due to memory pressure (OOM), <M> Workers crashed due to other reasons at '
    'node (ID: ..., IP: ...) over the last time period." (raylet memory monitor, periodic summary)',
    "(raylet) [2025-03-02 11:04:51,207 E 4411 4411] (raylet) node_manager.cc:3040: 3 Workers (tasks / actors) killed "
    "due to memory pressure (OOM), 0 Workers crashed due to other reasons at node (ID: 5c1e0a, IP: 10.0.3.7) over the "
    "last time period. To see more information about the Workers killed on this node, use `ray logs raylet.out -ip "
    "10.0.3.7`")
rec("none", "benign", "Ray", "2.2+ (docs)",
    "ray-project/ray doc/source/ray-core/scheduling/ray-oom-prevention.rst (node_manager.cc:3040) [read while scoring "
    "the thirteenth unseen set]",
    "the same summary with no worker killed (a count of 0 is no kill)",
    "(raylet) [2025-03-02 11:04:51,207 E 4411 4411] (raylet) node_manager.cc:3040: 0 Workers (tasks / actors) killed "
    "due to memory pressure (OOM), 1 Workers crashed due to other reasons at node (ID: 5c1e0a, IP: 10.0.3.7) over the "
    "last time period.")
rec("shm_exhausted", "cause", "PaddlePaddle", "develop @e1e23808",
    "PaddlePaddle/Paddle e1e23808:paddle/fluid/imperative/data_loader.cc (SIGBUS branch) [read while scoring the "
    "thirteenth unseen set]",
    'PADDLE_THROW(common::errors::Fatal("DataLoader process (pid %ld) exited is killed by signal: %s.\\n  It may be '
    'caused by insufficient shared storage space. ...", ...)) (si_status == SIGBUS)',
    "  It may be caused by insufficient shared storage space. This problem usually occurs when using docker as a "
    "development environment.")
rec("none", "benign", "PaddlePaddle", "develop @e1e23808",
    "PaddlePaddle/Paddle e1e23808:paddle/fluid/imperative/data_loader.cc [read while scoring the thirteenth unseen set]",
    '"  Please use command `df -h` to check the storage space of `/dev/shm`." (the advice line alone names no failure)',
    "  Please use command `df -h` to check the storage space of `/dev/shm`. Shared storage space needs to be greater "
    "than (DataLoader Num * DataLoader queue capacity * 1 batch data size).")
rec("other", "cause", "UCX", "v1.17.0",
    "openucx/ucx v1.17.0:src/ucs/debug/debug.c:1039 [read while scoring the fourteenth unseen set]",
    'ucs_log_fatal_error("Caught signal %d (%s: %s%s)", signo, strsignal(signo), si_code text, address) (the error '
    "handler libucs installs; a segmentation fault, classed like faulthandler's)",
    "[node-1:48213:0:48390] Caught signal 11 (Segmentation fault: address not mapped to object at address 0x48)")
NVSHMEM_T = "NVIDIA/nvshmem v3.4.5-0"
rec("ib_unusable", "cause", "NVSHMEM", "v3.4.5-0",
    f"{NVSHMEM_T}:src/host/transport/transport.cpp:282 [read while scoring the fifteenth unseen set]",
    'NVSHMEMI_ERROR_PRINT("init failed for transport: IBGDA") (IBGDA drives mlx5 NICs only)',
    "/opt/nvshmem/src/host/transport/transport.cpp:nvshmemi_transport_init:282: init failed for transport: IBGDA")
rec("none", "benign", "NVSHMEM", "v3.4.5-0",
    f"{NVSHMEM_T}:src/modules/transport/ibgda/ibgda.cpp:3805 [read while scoring the fifteenth unseen set]",
    'NVSHMEMI_WARN_PRINT("device %s is not enumerated as an mlx5 device. Skipping...") (one device skipped; others '
    "may remain)",
    "WARN: device erdma_0 is not enumerated as an mlx5 device. Skipping...")
rec("other", "cause", "NVSHMEM", "v3.4.5-0",
    f"{NVSHMEM_T}:src/include/internal/host/util.h:78 [read while scoring the fifteenth unseen set]",
    'fprintf(stderr, "[%s:%d] cuda failed with %s \\n", __FILE__, __LINE__, cudaGetErrorString(err))',
    "[/opt/nvshmem/src/host/coll/barrier/barrier.cpp:21] cuda failed with an illegal memory access was encountered")
nccl("other", "cause", "v2.19.3-1", "src/graph/search.cc", 719,
     'WARN("XML Import Channel : dev %d not found.", dev) (a <gpu dev=N> of NCCL_GRAPH_FILE matches no local GPU; '
     "returns ncclSystemError) [read while scoring the sixteenth unseen set]",
     "XML Import Channel : dev 1 not found.", dev=0)
rec("ssh_failure", "cause", "OpenSSH", "portable, code index",
    "openssh/openssh-portable sshconnect2.c userauth (when no method is left: the methods the server offered, the "
    "first need not be publickey; older releases print the text without user@host)",
    'fatal("%s@%s: Permission denied (%s).", authctxt->server_user, authctxt->host, authlist)',
    "user@node-2: Permission denied (password,keyboard-interactive).")

HF_HUB = "huggingface/huggingface_hub src/huggingface_hub/utils/_validators.py validate_repo_id"
HF_TF = "huggingface/transformers src/transformers/utils/hub.py cached_file(s)"
rec("remote_missing_file", "cause", "huggingface_hub", "validate_repo_id, both wordings",
    f"{HF_HUB} [read while scoring the eighteenth unseen set]",
    "raise HFValidationError(\"Repo id must be in the form 'repo_name' or 'namespace/repo_name': '{repo_id}'. Use "
    "`repo_type` argument if needed.\") (a local path that does not exist, taken for a Hub id)",
    "huggingface_hub.errors.HFValidationError: Repo id must be in the form 'repo_name' or 'namespace/repo_name': "
    "'/mnt/shared/models/Qwen2.5-7B-Instruct'. Use `repo_type` argument if needed.")
rec("remote_missing_file", "cause", "huggingface_hub", "validate_repo_id, older wording",
    f"{HF_HUB} [read while scoring the eighteenth unseen set]",
    "raise HFValidationError(\"Repo id must use alphanumeric chars or '-', '_', '.', '--' and '..' are forbidden, "
    "'-' and '.' cannot start or end the name, max length is 96: '{repo_id}'.\") (a relative path that does not exist)",
    "huggingface_hub.utils._validators.HFValidationError: Repo id must use alphanumeric chars or '-', '_', '.', '--' "
    "and '..' are forbidden, '-' and '.' cannot start or end the name, max length is 96: './output/checkpoint-500'.")
rec("remote_missing_file", "cause", "transformers", "cached_file(s)",
    f"{HF_TF} [read while scoring the eighteenth unseen set]",
    "raise EnvironmentError(f\"Incorrect path_or_model_id: '{path_or_repo_id}'. Please provide either the path to a "
    "local folder or the repo_id of a model on the Hub.\") from e (the HFValidationError above)",
    "OSError: Incorrect path_or_model_id: '/data/ckpt/llama-3-8b/global_step200'. Please provide either the path to a "
    "local folder or the repo_id of a model on the Hub.")
rec("none", "benign", "lm-evaluation-harness", "lm_eval/models/huggingface.py get_model_sha",
    f"{HF_HUB}, caught by EleutherAI/lm-evaluation-harness and logged as a warning (the evaluation goes on)",
    "the warning as a public README quotes it (lm_eval/models/huggingface.py:1317; lm-eval's source was not read): "
    "'Failed to get model SHA for ... at revision main. Error: <the HFValidationError's text>'",
    "WARNING  [huggingface.py:1317] Failed to get model SHA for ../llama3/Meta-Llama-3-8B-Instruct-hf at revision "
    "main. Error: Repo id must be in the form 'repo_name' or 'namespace/repo_name': "
    "'../llama3/Meta-Llama-3-8B-Instruct-hf'. Use `repo_type` argument if needed.")

rec("socket_iface", "cause", "UCX", "v1.19.1",
    "openucx/ucx v1.19.1:src/ucs/sys/sock.c:348 ucs_socket_connect [read while scoring the nineteenth unseen set]",
    'ucs_error("connect(fd=%d, dest_addr=%s) failed: %m", ...) then return UCS_ERR_UNREACHABLE (a peer advertised '
    "Docker's default bridge address, which only its own host has)",
    "[1695332443.361791] [node0:1224050:0]            sock.c:348  UCX  ERROR   connect(fd=42, "
    "dest_addr=172.17.0.1:54351) failed: Connection refused")
rec("socket_iface", "cause", "UCX", "v1.10.0",
    "openucx/ucx v1.10.0:src/ucs/sys/sock.c:259 ucs_socket_connect [read while scoring the nineteenth unseen set]",
    'ucs_error("connect(fd=%d, dest_addr=%s) failed: %m", ...) (an address the route does not reach)',
    "[1695332443.361791] [node0:1224050:0]            sock.c:259  UCX  ERROR   connect(fd=17, "
    "dest_addr=10.10.1.7:39127) failed: No route to host")
rec("rendezvous_failure", "cause", "BusyBox nslookup", "getaddrinfo-based applet",
    "BusyBox networking/nslookup.c (vendored copies) with musl's gai_strerror [read while scoring the nineteenth "
    "unseen set]",
    "bb_error_msg(\"can't resolve '%s': %s\", hostname, gai_strerror(rc)) (a job script waiting for the master's name)",
    "nslookup: can't resolve 'job-master-0': Name does not resolve")

rec("p2p_unsupported", "cause", "accelerate", "v1.14.0",
    "huggingface/accelerate v1.14.0:src/accelerate/state.py:322 PartialState.__init__ [read while scoring the twentieth "
    "unseen set]",
    'raise NotImplementedError("Using RTX 4000 series doesn\'t support faster communication broadband via P2P or IB. "'
    ' ...) (check_cuda_p2p_ib_support: RTX 40 GPUs, driver < 550.40.07)',
    "NotImplementedError: Using RTX 4000 series doesn't support faster communication broadband via P2P or IB. Please "
    "set `NCCL_P2P_DISABLE=\"1\"` and `NCCL_IB_DISABLE=\"1\" or use `accelerate launch` which will do this "
    "automatically.")
rec("cma_ptrace", "cause", "UCX", "v1.6.1",
    "openucx/ucx v1.6.1:src/uct/sm/mm/posix/mm_posix.c:445 uct_posix_mem_attach [read while scoring the twentieth "
    "unseen set]",
    'ucs_error("Error returned from open in attach. %s. File name is: %s%s", strerror(errno), "", file_name) '
    "(file_name /proc/PID/fd/FD with the proc link)",
    "[1571151285.214538] [fedora01:771  :0]       mm_posix.c:445  UCX  ERROR Error returned from open in attach. "
    "Permission denied. File name is: /proc/24149/fd/16")
rec("none", "benign", "Open MPI", "v4.1.6",
    "open-mpi/ompi v4.1.6:opal/mca/base/mca_base_component_repository.c:433 [read while scoring the twentieth unseen "
    "set]",
    'opal_output_verbose(vl, 0, "mca_base_component_repository_open: unable to open %s: %s (ignored)", ...) (the '
    "component is skipped)",
    "[fedora01:00765] mca_base_component_repository_open: unable to open mca_btl_uct: "
    "/usr/lib64/openmpi/lib/openmpi/mca_btl_uct.so: undefined symbol: uct_ep_create_connected (ignored)")

rec("p2p_unsupported", "cause", "accelerate", "v0.25.0",
    "huggingface/accelerate commit 0ba3e9bb (v0.25.0) src/accelerate/state.py PartialState.__init__ [read while scoring "
    "the twenty-first unseen set]",
    'raise NotImplementedError("Using RTX 3090 or 4000 series doesn\'t support faster communication broadband via P2P '
    'or IB. " ...)',
    "NotImplementedError: Using RTX 3090 or 4000 series doesn't support faster communication broadband via P2P or IB. "
    "Please set `NCCL_P2P_DISABLE=\"1\"` and `NCCL_IB_DISABLE=\"1\" or use `accelerate launch` which will do this "
    "automatically.")
rec("cuda_oom", "cause", "vLLM", "csrc/cumem_allocator.cpp (sleep mode)",
    "vllm-project/vllm csrc/cumem_allocator.cpp CUDA_CHECK in create_and_map (cuMemCreate on the device) [read while "
    "scoring the twenty-first unseen set]",
    'snprintf(error_msg, sizeof(error_msg), "CUDA Error: %s at %s:%d", error_string, __FILE__, __LINE__)',
    "RuntimeError: CUDA Error: out of memory at /workspace/csrc/cumem_allocator.cpp:62")
rec("other", "cause", "OpenSSH", "ssh.c",
    "openssh/openssh-portable ssh.c (the host name as the launcher gave it) [read while scoring the twenty-first unseen "
    "set]",
    'fatal("%s: Could not resolve hostname %.100s: %s", __progname, host, ssh_gai_strerror(r)) (a host:slots entry)',
    "ssh: Could not resolve hostname node-2:8: Name or service not known")
rec("ssh_failure", "cause", "OpenSSH", "ssh.c",
    "openssh/openssh-portable ssh.c [read while scoring the twenty-first unseen set]",
    'fatal("%s: Could not resolve hostname %.100s: %s", __progname, host, ssh_gai_strerror(r)) (a name no resolver '
    "knows)",
    "ssh: Could not resolve hostname worker-3: Temporary failure in name resolution")

rec("driver_mismatch", "cause", "PyTorch", "1.x torch/cuda/__init__.py _check_cubins",
    "pytorch/pytorch 1.x torch/cuda/__init__.py _check_cubins (warnings.warn without stacklevel) with CPython "
    "Lib/warnings.py formatwarning (the source line of the call under the message) [read while scoring the "
    "twenty-second unseen set]",
    'warnings.warn(incompatible_device_warn.format(device_name, capability, " ".join(arch_list), device_name)) '
    "(printed as the warning's source line)",
    '  warnings.warn(incompatible_device_warn.format(device_name, capability, " ".join(arch_list), device_name))')

rec('other', 'cause', 'DeepSpeed', 'v0.7.7',
    'deepspeedai/DeepSpeed v0.7.7:deepspeed/launcher/runner.py:200 [wording variant found while checking releases, sixth session]',
    'logger.error("Hostfile contains duplicate hosts, unable to " "proceed with training.") then raise ValueError(f"host {hostname} is already defined") (v0.3.0:135-137 same)',
    '[2022-12-08 10:14:31,402] [ERROR] [runner.py:200:fetch_hostfile] Hostfile contains duplicate hosts, unable to proceed with training.')
rec('other', 'cause', 'DeepSpeed', 'v0.14.4',
    'deepspeedai/DeepSpeed v0.14.4:deepspeed/launcher/runner.py:240 [wording variant found while checking releases, sixth session]',
    'raise ValueError("Hostfile is empty or not formatted correctly, unable to proceed with launching.")',
    'ValueError: Hostfile is empty or not formatted correctly, unable to proceed with launching.')
rec('other', 'cause', 'DeepSpeed', 'v0.14.4',
    'deepspeedai/DeepSpeed v0.14.4:deepspeed/launcher/runner.py:236 [wording variant found while checking releases, sixth session]',
    'raise ValueError(f"Hostfile contains a bad entry: {line}, unable to proceed with launching")',
    'ValueError: Hostfile contains a bad entry: worker-1 slot=8, unable to proceed with launching')
rec('other', 'cause', 'DeepSpeed', 'v0.14.4',
    'deepspeedai/DeepSpeed v0.14.4:deepspeed/launcher/runner.py:232 [wording variant found while checking releases, sixth session]',
    'raise ValueError(f"Hostfile contains multiple entries for {host}, unable to proceed with launching")',
    'ValueError: Hostfile contains multiple entries for worker-0, unable to proceed with launching')
rec('driver_mismatch', 'cause', 'DeepSpeed', 'v0.12.3',
    'deepspeedai/DeepSpeed v0.12.3:op_builder/builder.py:41 [wording variant found while checking releases, sixth session]',
    'assert cuda_home is not None, "CUDA_HOME does not exist, unable to compile CUDA op(s)"',
    'AssertionError: CUDA_HOME does not exist, unable to compile CUDA op(s)')
rec('driver_mismatch', 'cause', 'DeepSpeed', 'v0.19.5',
    'deepspeedai/DeepSpeed v0.19.5:op_builder/builder.py:59 [wording variant found while checking releases, sixth session]',
    'raise MissingCUDAException(f"Unable to run {nvcc}, unable to compile CUDA op(s): {err}") from err',
    "op_builder.builder.MissingCUDAException: Unable to run /usr/local/cuda/bin/nvcc, unable to compile CUDA op(s): [Errno 13] Permission denied: '/usr/local/cuda/bin/nvcc'")
rec('driver_mismatch', 'cause', 'accelerate', 'v1.10.1',
    'huggingface/accelerate v1.10.1:src/accelerate/state.py:198 [wording variant found while checking releases, sixth session]',
    'raise ValueError(f"Your assigned backend {original_backend} is not avaliable, please use {backend}")',
    'ValueError: Your assigned backend nccl is not avaliable, please use gloo')
rec('driver_mismatch', 'cause', 'accelerate', 'v0.30.1',
    'huggingface/accelerate v0.30.1:src/accelerate/state.py:185 [wording variant found while checking releases, sixth session]',
    'raise ValueError("Your assigned backend {original_backend} is not avaliable, please use {backend}")',
    'ValueError: Your assigned backend {original_backend} is not avaliable, please use {backend}')
rec('remote_missing_file', 'cause', 'DeepSpeed', 'v0.3.14',
    'deepspeedai/DeepSpeed v0.3.14:deepspeed/launcher/runner.py:310 [wording variant found while checking releases, sixth session]',
    'raise RuntimeError("pdsh is not installed, unable to proceed")',
    'RuntimeError: pdsh is not installed, unable to proceed')
rec('driver_mismatch', 'cause', 'DeepSpeed', 'v0.8.0',
    'deepspeedai/DeepSpeed v0.8.0:deepspeed/runtime/fp16/fused_optimizer.py:45 [wording variant found while checking releases, sixth session]',
    'if not torch.cuda.is_available(): raise SystemError("Cannot use fp16 without CUDA.")',
    'SystemError: Cannot use fp16 without CUDA.')
rec('driver_mismatch', 'cause', 'PyTorch Lightning', '2.6.5',
    'Lightning-AI/pytorch-lightning 2.6.5:src/lightning/pytorch/trainer/connectors/accelerator_connector.py:357 [wording variant found while checking releases, sixth session]',
    'raise MisconfigurationException(f"`{accelerator_cls.__qualname__}` can not run on your system" " since the accelerator is not available. The following accelerator(s)" " is available and can be passed into `accelerator` argument of" f" `Trainer`: {available_accelerator}.")',
    "lightning.fabric.utilities.exceptions.MisconfigurationException: `CUDAAccelerator` can not run on your system since the accelerator is not available. The following accelerator(s) is available and can be passed into `accelerator` argument of `Trainer`: ['cpu'].")
rec('driver_mismatch', 'cause', 'PyTorch Lightning', '2.6.5',
    'Lightning-AI/pytorch-lightning 2.6.5:src/lightning/fabric/utilities/device_parser.py:89 [wording variant found while checking releases, sixth session]',
    'raise MisconfigurationException("GPUs requested but none are available.")',
    'lightning.fabric.utilities.exceptions.MisconfigurationException: GPUs requested but none are available.')
rec('other', 'cause', 'PyTorch Lightning', '1.9.5',
    'Lightning-AI/pytorch-lightning 1.9.5:src/pytorch_lightning/trainer/connectors/signal_connector.py:71 [wording variant found while checking releases, sixth session]',
    'rank_zero_info("handling auto-requeue signal")',
    'handling auto-requeue signal')
rec('other', 'cause', 'PyTorch Lightning', '1.7.7',
    'Lightning-AI/pytorch-lightning 1.7.7:src/pytorch_lightning/trainer/connectors/signal_connector.py:66 [wording variant found while checking releases, sixth session]',
    'rank_zero_info("handling SIGUSR1")',
    'handling SIGUSR1')
rec('other', 'cause', 'PyTorch Lightning', '2.6.5',
    'Lightning-AI/pytorch-lightning 2.6.5:src/lightning/pytorch/trainer/connectors/signal_connector.py:93 [wording variant found while checking releases, sixth session]',
    'log.info(f"requeing job {job_id}...")',
    'requeing job 4815162...')
rec('remote_missing_file', 'cause', 'Megatron-LM', 'core_v0.16.1',
    'NVIDIA/Megatron-LM core_v0.16.1:megatron/core/dist_checkpointing/strategies/common.py:135 [wording variant found while checking releases, sixth session]',
    "err_msg = f'Object shard {load_path} not found' ... raise CheckpointingException(err_msg) from e",
    'megatron.core.dist_checkpointing.core.CheckpointingException: Object shard /checkpoints/gpt/iter_0002000/optimizer.distributed.dp_group_idx_0/shard_0_8.pt not found')
rec('collective_timeout', 'cause', 'TransformerEngine', 'v1.6',
    'NVIDIA/TransformerEngine v1.6:transformer_engine/pytorch/csrc/userbuffers/userbuffers.cu:82 [wording variant found while checking releases, sixth session]',
    'printf("NVONLY RSBAR:SM %d [%d]:expecting %d got %d\\n", blockIdx.x, threadIdx.x, reduce_id, *flag)',
    'NVONLY RSBAR:SM 7 [0]:expecting 1042 got 1041')
rec('collective_timeout', 'cause', 'TransformerEngine', 'v1.6',
    'NVIDIA/TransformerEngine v1.6:transformer_engine/pytorch/csrc/userbuffers/userbuffers.cu:618 [wording variant found while checking releases, sixth session]',
    'printf("[%d] NVONLY RSBAR:SM %d [%d]:expecting %d got %d\\n", myrank, blockIdx.x, threadIdx.x, reduce_id, *flag)',
    '[3] NVONLY RSBAR:SM 0 [0]:expecting 256 got 255')
rec('collective_timeout', 'cause', 'TransformerEngine', 'v1.6',
    'NVIDIA/TransformerEngine v1.6:transformer_engine/pytorch/csrc/userbuffers/userbuffers.cu:3021 [wording variant found while checking releases, sixth session]',
    'printf("[%d from %d] pullrecv: expected %d, stuck with %d\\n", myrank, peer, signal_id, *flag)',
    '[1 from 0] pullrecv: expected 57, stuck with 56')
rec('collective_timeout', 'cause', 'TransformerEngine', 'v2.18',
    'NVIDIA/TransformerEngine v2.18:transformer_engine/common/comm_gemm_overlap/userbuffers/userbuffers.cu:178 [wording variant found while checking releases, sixth session]',
    'UB_PRINT("[%d ]Allreduce reduce-scatter:SM %d [%d]: expecting %d got %d", myrank, blockIdx.x, threadIdx.x, reduce_id, *flag) with #define UB_PRINT(message, ...) printf("[%s:%s:%d] " message "\\n", FILENAME(__FILE__), __FUNCTION__, __LINE__, __VA_ARGS__)',
    '[userbuffers.cu:userbuffers_fp16_sum_inplace_gpu_rr:178] [5 ]Allreduce reduce-scatter:SM 2 [0]: expecting 33 got 32')
rec('collective_timeout', 'cause', 'TransformerEngine', 'v2.18',
    'NVIDIA/TransformerEngine v2.18:transformer_engine/common/comm_gemm_overlap/userbuffers/userbuffers.cu:2004 [wording variant found while checking releases, sixth session]',
    'UB_PRINT("pullrecv [grank dst:%d global src:%d][nvrank(GPU) dst: %d src: %d]: expecting %d," " observed %d", myrank, peer, nvrank, nvpeer, signal_id, *flag)',
    '[userbuffers.cu:kuserbuffers_pullrecv:2004] pullrecv [grank dst:3 global src:2][nvrank(GPU) dst: 3 src: 2]: expecting 129, observed 128')
rec('collective_timeout', 'cause', 'TransformerEngine', 'v2.18',
    'NVIDIA/TransformerEngine v2.18:transformer_engine/common/comm_gemm_overlap/userbuffers/userbuffers.cu:2078 [wording variant found while checking releases, sixth session]',
    'UB_PRINT("pushrecv: CE deadlock DETECTED: %d (ce_start) != %d (ce_end)\\n", *ce_start_ptr, *ce_end_ptr)',
    '[userbuffers.cu:kuserbuffers_pushrecv:2078] pushrecv: CE deadlock DETECTED: 12 (ce_start) != 11 (ce_end)')
rec('driver_mismatch', 'cause', 'TransformerEngine', 'v2.8',
    'NVIDIA/TransformerEngine v2.8:transformer_engine/common/__init__.py:148 [wording variant found while checking releases, sixth session]',
    'assert version(module_name) == version("transformer-engine") == version("transformer-engine-cu12"), ("TransformerEngine package version mismatch. Found" f" {module_name} v{version(module_name)}, transformer-engine" f" v{version(\'transformer-engine\')}, and transformer-engine-cu12" f" v{version(\'trans',
    "AssertionError: TransformerEngine package version mismatch. Found transformer_engine_torch v2.8.0, transformer-engine v2.8.0, and transformer-engine-cu12 v2.6.0. Install transformer-engine using 'pip3 install transformer-engine[pytorch]==VERSION'")
rec('driver_mismatch', 'cause', 'TransformerEngine', 'v2.18',
    'NVIDIA/TransformerEngine v2.18:transformer_engine/common/__init__.py:178 [wording variant found while checking releases, sixth session]',
    'assert te_core_installed, "Could not find TE core package `transformer-engine-cu*`."',
    'AssertionError: Could not find TE core package `transformer-engine-cu*`.')
rec('driver_mismatch', 'cause', 'apex', '25.09',
    'NVIDIA/apex 25.09:setup.py:99 [wording variant found while checking releases, sixth session]',
    'raise RuntimeError(f"{global_option} was requested, but nvcc was not found.  Are you sure your environment has nvcc available?  " "If you\'re installing within a container from https://hub.docker.com/r/pytorch/pytorch, " "only images whose names contain \'devel\' will provide nvcc.")',
    "RuntimeError: --cuda_ext was requested, but nvcc was not found.  Are you sure your environment has nvcc available?  If you're installing within a container from https://hub.docker.com/r/pytorch/pytorch, only images whose names contain 'devel' will provide nvcc.")
rec('driver_mismatch', 'cause', 'TransformerEngine', 'v2.18',
    'NVIDIA/TransformerEngine v2.18:transformer_engine/common/__init__.py:216 [wording variant found while checking releases, sixth session]',
    'raise RuntimeError("Found empty `transformer-engine` meta package installed. " "Install `transformer-engine` with framework extensions via" "\'pip3 install --no-build-isolation transformer-engine[pytorch,jax]==VERSION\'" " or \'pip3 install transformer-engine[core]` for the TE core lib only. The `core_',
    "RuntimeError: Found empty `transformer-engine` meta package installed. Install `transformer-engine` with framework extensions via'pip3 install --no-build-isolation transformer-engine[pytorch,jax]==VERSION' or 'pip3 install transformer-engine[core]` for the TE core lib only. The `core_cu12` or `core_cu13` extra deps can be used to specify CUDA version for the TE core lib.")
rec('host_mem_alloc', 'cause', 'Slurm slurmstepd (task/cgroup)', 'slurm-17-02-11-1',
    'SchedMD/slurm slurm-17-02-11-1:src/plugins/task/cgroup/task_cgroup_memory.c:554 [wording variant found while checking releases, sixth session]',
    'Exceeded step memory limit at some point.',
    'slurmstepd: error: Exceeded step memory limit at some point.')
rec('host_mem_alloc', 'cause', 'Slurm slurmstepd (task/cgroup)', 'slurm-17-02-11-1',
    'SchedMD/slurm slurm-17-02-11-1:src/plugins/task/cgroup/task_cgroup_memory.c:567 [wording variant found while checking releases, sixth session]',
    'Exceeded job memory limit at some point.',
    'slurmstepd: error: Exceeded job memory limit at some point.')
rec('host_mem_alloc', 'cause', 'Slurm slurmstepd (jobacct_gather)', 'slurm-24-11-7-1',
    'SchedMD/slurm slurm-24-11-7-1:src/interfaces/jobacct_gather.c:834 [wording variant found while checking releases, sixth session]',
    '%ps exceeded virtual memory limit (%"PRIu64" > %"PRIu64"), being killed',
    'slurmstepd: error: StepId=1234.0 exceeded virtual memory limit (52428800 > 41943040), being killed')
rec('other', 'cause', 'Slurm srun', 'slurm-17-02-11-1',
    'SchedMD/slurm slurm-17-02-11-1:src/srun/libsrun/launch.c:343 [wording variant found while checking releases, sixth session]',
    'Unable to create job step: %m',
    'srun: error: Unable to create job step: Requested node configuration is not available')
rec('other', 'cause', 'Slurm srun (libslurm step_launch)', 'slurm-24-11-7-1',
    'SchedMD/slurm slurm-24-11-7-1:src/api/step_launch.c:1726 [wording variant found while checking releases, sixth session]',
    'Task launch for %ps failed on node %s: %m',
    'srun: error: Task launch for StepId=1234.0 failed on node gpu017: Communication connection failure')
rec('other', 'cause', 'Slurm srun', 'slurm-24-11-7-1',
    'SchedMD/slurm slurm-24-11-7-1:src/srun/launch.c:1505 [wording variant found while checking releases, sixth session]',
    'Application launch failed: %m',
    'srun: error: Application launch failed: Communication connection failure')
rec('other', 'cause', 'pyxis', 'v0.3.0',
    'NVIDIA/pyxis v0.3.0:pyxis_slurmstepd.c:812 [wording variant found while checking releases, sixth session]',
    'pyxis: enroot import failed',
    'slurmstepd: error: pyxis: enroot import failed')
rec('other', 'cause', 'pyxis', 'v0.7.0',
    'NVIDIA/pyxis v0.7.0:pyxis_slurmstepd.c:1251 [wording variant found while checking releases, sixth session]',
    'pyxis: a container with name "%s" does not exist, and --container-image is not set',
    'slurmstepd: error: pyxis: a container with name "pytorch" does not exist, and --container-image is not set')
rec('other', 'cause', 'pyxis', 'v0.20.0',
    'NVIDIA/pyxis v0.20.0:pyxis_slurmstepd.c:664 [wording variant found while checking releases, sixth session]',
    'pyxis: failed to create container filesystem',
    'slurmstepd: error: pyxis: failed to create container filesystem')
rec('other', 'cause', 'pyxis', 'v0.24.0',
    'NVIDIA/pyxis v0.24.0:pyxis_slurmstepd.c:788 [wording variant found while checking releases, sixth session]',
    'pyxis: failed to create container filesystem for image: %s',
    'slurmstepd: error: pyxis: failed to create container filesystem for image: nvcr.io#nvidia/pytorch:24.05-py3')
rec('other', 'cause', 'pyxis', 'v0.3.0',
    'NVIDIA/pyxis v0.3.0:pyxis_slurmstepd.c:830 [wording variant found while checking releases, sixth session]',
    'pyxis: enroot create failed',
    'slurmstepd: error: pyxis: enroot create failed')
rec('other', 'cause', 'pyxis', 'v0.20.0',
    'NVIDIA/pyxis v0.20.0:pyxis_slurmstepd.c:863 [wording variant found while checking releases, sixth session]',
    'pyxis: failed to start container',
    'slurmstepd: error: pyxis: failed to start container')
rec('other', 'cause', 'pyxis', 'v0.20.0',
    'NVIDIA/pyxis v0.20.0:pyxis_slurmstepd.c:875 [wording variant found while checking releases, sixth session]',
    'pyxis: container start failed with error code: %d',
    'slurmstepd: error: pyxis: container start failed with error code: 1')
rec('other', 'cause', 'pyxis', 'v0.20.0',
    'NVIDIA/pyxis v0.20.0:pyxis_slurmstepd.c:1251 [wording variant found while checking releases, sixth session]',
    "pyxis: couldn't start container",
    "slurmstepd: error: pyxis: couldn't start container")
rec('other', 'cause', 'pyxis', 'v0.3.0',
    'NVIDIA/pyxis v0.3.0:pyxis_slurmstepd.c:984 [wording variant found while checking releases, sixth session]',
    'pyxis: enroot start failed',
    'slurmstepd: error: pyxis: enroot start failed')
rec('driver_mismatch', 'cause', 'nvidia-container-toolkit (nvidia-container-runtime, csv mode)', 'v1.17.8',
    'NVIDIA/nvidia-container-toolkit v1.17.8:internal/requirements/constraints/binary.go:47 [wording variant found while checking releases, sixth session]',
    'unsatisfied condition: %v (%v)  [wrapped by internal/modifier/csv.go:43 "requirements not met: %v", internal/runtime/runtime_factory.go:51 "failed to construct OCI spec modifier: %v", internal/runtime/runtime.go:84 "failed to create NVIDIA Container Runtime: %v"]',
    'docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI runtime create failed: failed to create NVIDIA Container Runtime: failed to construct OCI spec modifier: requirements not met: unsatisfied condition: cuda>=12.2 (cuda=11.4): unknown.')
rec('gpu_hardware', 'cause', 'DCGM (health watch)', 'v2.1.4',
    'NVIDIA/DCGM v2.1.4:dcgmlib/dcgm_errors.h:332 [wording variant found while checking releases, sixth session]',
    'DCGM_FR_ROW_REMAP_FAILURE_MSG "Row remapping failed."',
    'Row remapping failed.')
rec('gpu_hardware', 'cause', 'DCGM (diag software plugin)', 'v4.6.0',
    'NVIDIA/DCGM v4.6.0:dcgmlib/dcgm_errors.h:451 [wording variant found while checking releases, sixth session]',
    'DCGM_FR_UNCORRECTABLE_ROW_REMAP_LIMIT_MSG "GPU %u exceeded uncorrectable row remap limit with %u remapped rows"',
    'GPU 2 exceeded uncorrectable row remap limit with 512 remapped rows')
rec('ib_unusable', 'cause', 'NCCL', 'v2.21.5-1',
    'NVIDIA/nccl v2.21.5-1:src/transport/net_ib.cc:101 [wording variant found while checking releases, sixth session]',
    'WARN("NET/IB : %s:%d Got async event : %s", dev->devName, dev->portNum, str)',
    'gpu-node01:12345:12500 [0] transport/net_ib.cc:101 NCCL WARN NET/IB : mlx5_0:1 Got async event : port error')
rec('other', 'cause', 'NCCL', 'v2.30.7-1',
    'NVIDIA/nccl v2.30.7-1:src/init.cc:1362 [wording variant found while checking releases, sixth session]',
    'WARN("Detected mixed local CollNet device counts across ranks (min %d, max %d). Set "\n     "NCCL_IGNORE_COLLNET_MISMATCH=1 to continue.", ...)',
    'gpu-node03:23456:23456 [0] init.cc:1362 NCCL WARN Detected mixed local CollNet device counts across ranks (min 0, max 4). Set NCCL_IGNORE_COLLNET_MISMATCH=1 to continue.')
rec('other', 'cause', 'NCCL', 'v2.16.5-1',
    'NVIDIA/nccl v2.16.5-1:src/misc/socket.cc:414 [wording variant found while checking releases, sixth session]',
    'WARN("socketTryAccept: get errno %d that is not EAGAIN or EWOULDBLOCK", errno)',
    'gpu-node01:12345:12400 [0] misc/socket.cc:414 NCCL WARN socketTryAccept: get errno 24 that is not EAGAIN or EWOULDBLOCK')
rec('other', 'cause', 'NCCL', 'v2.11.4-1',
    'NVIDIA/nccl v2.11.4-1:src/bootstrap.cc:61 (SYSCHECKVAL(accept(listenFd, saddr, &socklen), "accept", *recvFd); macro src/include/checks.h:49) [wording variant found while checking releases, sixth session]',
    'WARN("Call to " name " failed : %s", strerror(errno))',
    'gpu-node01:12345:12400 [0] bootstrap.cc:61 NCCL WARN Call to accept failed : Too many open files')
rec('ib_unusable', 'cause', 'NCCL', 'v2.26.5-1',
    'NVIDIA/nccl v2.26.5-1:src/transport/net_ib.cc:542 [wording variant found while checking releases, sixth session]',
    'WARN("NET/IB : Attempted to merge incompatible devices: [%d]%s:%d/%s and [%d]%s:%d/%s. Try selecting NICs of only one link type using NCCL_IB_HCA", ...)',
    'gpu-node01:12345:12400 [0] transport/net_ib.cc:542 NCCL WARN NET/IB : Attempted to merge incompatible devices: [0]mlx5_0:1/IB and [1]mlx5_bond_0:1/RoCE. Try selecting NICs of only one link type using NCCL_IB_HCA')
rec('driver_mismatch', 'cause', 'NCCL', 'v2.26.5-1',
    'NVIDIA/nccl v2.26.5-1:src/misc/nvmlwrap.cc:119 [wording variant found while checking releases, sixth session]',
    'WARN("nvmlInit%s() failed: %s", have_v2 ? "_v2" : "", pfn_nvmlErrorString(res1))',
    'gpu-node01:12345:12345 [0] misc/nvmlwrap.cc:119 NCCL WARN nvmlInit_v2() failed: Driver Not Loaded')
rec('other', 'cause', 'Slurm slurmstepd', 'slurm-14-03-11-1',
    'SchedMD/slurm slurm-14-03-11-1:src/slurmd/slurmstepd/req.c:742 [wording variant found while checking releases, sixth session]',
    '*** %s CANCELLED AT %s DUE TO TIME LIMIT on %s ***',
    'slurmstepd: error: *** JOB 123456 CANCELLED AT 2014-09-01T10:00:00 DUE TO TIME LIMIT on node017 ***')
rec('other', 'cause', 'Slurm slurmstepd', 'slurm-14-03-11-1',
    'SchedMD/slurm slurm-14-03-11-1:src/slurmd/slurmstepd/req.c:750 [wording variant found while checking releases, sixth session]',
    '*** %s CANCELLED AT %s DUE TO NODE %s FAILURE ***',
    'slurmstepd: error: *** JOB 123456 CANCELLED AT 2014-09-01T10:00:00 DUE TO NODE node017 FAILURE ***')
rec('other', 'cause', 'Slurm slurmstepd', 'slurm-2-6-9-1',
    'SchedMD/slurm slurm-2-6-9-1:src/slurmd/slurmstepd/req.c:790 [wording variant found while checking releases, sixth session]',
    '*** %s CANCELLED AT %s DUE TO TIME LIMIT ***',
    'slurmstepd: error: *** JOB 123456 CANCELLED AT 2014-01-10T10:00:00 DUE TO TIME LIMIT ***')
rec("none", "benign", "NCCL", "v2.30.7-1",
    "NVIDIA/nccl v2.30.7-1:src/init.cc:1335 (NCCL_IGNORE_NET_MISMATCH defaults to 1 in v2.30: the job goes on) [found "
    "while checking releases, sixth session]",
    'INFO(NCCL_INIT, "Detected mixed local Net device counts across ranks (min %d, max %d). Ignoring due to "'
    ' "NCCL_IGNORE_NET_MISMATCH.", ...)',
    "gpu-node03:23456:23456 [0] NCCL INFO Detected mixed local Net device counts across ranks (min 0, max 4). Ignoring "
    "due to NCCL_IGNORE_NET_MISMATCH.")
rec("none", "benign", "NCCL", "v2.28.9-1",
    "NVIDIA/nccl v2.28.9-1:src/transport/nvls.cc:289 (NCCL_NVLS_ENABLE unset: NCCL goes on without NVLS) [found while "
    "checking releases, sixth session]",
    "INFO(NCCL_INIT|NCCL_NVLS, \"Failed to bind NVLink SHARP (NVLS) Multicast memory of size %ld : CUDA error %d '%s'. "
    "Proceeding without NVLS support.\", ...)",
    "gpu-node01:12345:12345 [0] NCCL INFO Failed to bind NVLink SHARP (NVLS) Multicast memory of size 1073741824 : CUDA "
    "error 801 'operation not supported'. Proceeding without NVLS support.")

rec('cma_ptrace', 'cause', 'Open MPI', 'v5.0.10',
    'open-mpi/ompi v5.0.10:opal/mca/smsc/cma/smsc_cma_module.c:61 [wording variant found while checking releases, sixth session]',
    'mca_smsc_cma_module_get_endpoint: can not proceed. processes are in difference namespaces',
    'mca_smsc_cma_module_get_endpoint: can not proceed. processes are in difference namespaces')
rec('ib_unusable', 'cause', 'Open MPI', 'v4.1.8',
    'open-mpi/ompi v4.1.8:opal/mca/btl/openib/btl_openib_component.c:3685 [wording variant found while checking releases, sixth session]',
    'error polling %s with status %s status number %d for wr_id %" PRIx64 " opcode %d  vendor error %d qp_idx %d (after BTL_PEER_ERROR prefix "%s[%s:%d:%s] from %s " "to: %s ")',
    '[[55171,1],1][btl_openib_component.c:3685:handle_wc] from node01 to: node02 error polling LP CQ with status RETRY EXCEEDED ERROR status number 12 for wr_id 1c0cd80 opcode 0  vendor error 129 qp_idx 0')
rec('ib_unusable', 'cause', 'Open MPI', 'v4.1.8',
    'open-mpi/ompi v4.1.8:opal/mca/btl/openib/help-mpi-btl-openib.txt:176 [wording variant found while checking releases, sixth session]',
    '[srq rnr retry exceeded] The OpenFabrics "receiver not ready" retry count on a shared receive',
    'The OpenFabrics "receiver not ready" retry count on a shared receive')
rec('ib_unusable', 'cause', 'Open MPI', 'v3.0.6',
    'open-mpi/ompi v3.0.6:ompi/mca/pml/ucx/pml_ucx.c:326 [wording variant found while checking releases, sixth session]',
    'PML_UCX_ERROR("Failed to connect to proc: %d, %s", vpid, ucs_status_string(status)) with prefix __FILE__ ":" __LINE__ " Error: "',
    'pml_ucx.c:326  Error: Failed to connect to proc: 3, Destination is unreachable')
rec('cma_ptrace', 'cause', 'UCX', 'v1.17.0',
    'openucx/ucx v1.17.0:src/uct/sm/mm/posix/mm_posix.c:238 [wording variant found while checking releases, sixth session]',
    'ucs_error("%s(file_name=%s flags=0x%x) failed: %m", func, file_name, open_flags) called from uct_posix_procfs_open with func "open" and UCT_POSIX_PROCFS_FILE_FMT "/proc/%d/fd/%d"',
    '[1700000000.123456] [node01:12345:0]       mm_posix.c:238  UCX  ERROR open(file_name=/proc/12346/fd/29 flags=0x0) failed: Permission denied')
rec('cma_ptrace', 'cause', 'UCX', 'v1.22.0',
    'openucx/ucx v1.22.0:src/uct/sm/mm/posix/mm_posix.c:239 [wording variant found while checking releases, sixth session]',
    'ucs_log(err_level, "%s(file_name=%s flags=0x%x) failed: %m", func, file_name, open_flags)',
    '[1760000000.654321] [gpu-node-3:40211:0]       mm_posix.c:239  UCX  ERROR open(file_name=/proc/40212/fd/31 flags=0x0) failed: Operation not permitted')
rec('memlock_limit', 'cause', 'UCX', 'v1.12.1',
    'openucx/ucx v1.12.1:src/uct/ib/mlx5/ib_mlx5.c:90 [wording variant found while checking releases, sixth session]',
    'ucs_error("mlx5dv_create_cq(cqe=%d) failed: %m", cq_attr.cqe)',
    '[1650000000.123456] [node01:23456:0]        ib_mlx5.c:90   UCX  ERROR mlx5dv_create_cq(cqe=4096) failed: Cannot allocate memory')
rec('memlock_limit', 'cause', 'UCX', 'v1.14.1',
    'openucx/ucx v1.14.1:src/uct/ib/base/ib_log.c:246 [wording variant found while checking releases, sixth session]',
    '"%s failed: %s. Please set max locked memory (ulimit -l) to \'unlimited\' (current: %llu kbytes)" with message "mlx5dv_create_cq(cqe=%d)" from v1.14.1:src/uct/ib/mlx5/ib_mlx5.c:119',
    "[1680000000.123456] [node01:23456:0]         ib_log.c:246  UCX  ERROR mlx5dv_create_cq(cqe=4096) failed: Cannot allocate memory. Please set max locked memory (ulimit -l) to 'unlimited' (current: 8192 kbytes)")
rec('memlock_limit', 'cause', 'UCX', 'v1.10.1',
    'openucx/ucx v1.10.1:src/uct/ib/base/ib_md.c:325 [wording variant found while checking releases, sixth session]',
    '"%s(address=%p, length=%zu, access=0x%lx) failed: %m" with ibv_reg_mr_func_name = "ibv_exp_reg_mr" (src/uct/ib/base/ib_verbs.h:161, HAVE_ODP with MLNX_OFED verbs_exp.h) then ". Please set max locked memory (ulimit -l) to \'unlimited\' (current: %llu kbytes)"',
    "[1620000000.123456] [node01:23456:0]          ib_md.c:349  UCX  ERROR ibv_exp_reg_mr(address=0x7f3a2c000000, length=268435456, access=0xf) failed: Cannot allocate memory. Please set max locked memory (ulimit -l) to 'unlimited' (current: 65536 kbytes)")
rec('shm_exhausted', 'cause', 'UCX', 'v1.17.0',
    'openucx/ucx v1.17.0:src/ucs/debug/debug.c:1039 [wording variant found while checking releases, sixth session]',
    'ucs_log_fatal_error("Caught signal %d (%s: %s%s)", signo, strsignal(signo), cause, buf) with cause ucs_signal_cause_bus(si_code) (debug.c:1000 BUS_ADRERR "nonexistent physical address") and prefix "[%s:%-5d:%s:%d] " (log.c:406)',
    '[node01:12345:0:12345] Caught signal 7 (Bus error: nonexistent physical address)')
rec('memlock_limit', 'cause', 'libfabric', 'v1.13.2',
    'ofiwg/libfabric v1.13.2:prov/efa/src/efa_mr.c:312 [wording variant found while checking releases, sixth session]',
    'EFA_WARN(FI_LOG_MR, "Unable to register MR: %s\\n", fi_strerror(-errno)) after ibv_reg_mr in efa_mr_reg_impl (log prefix "%s:%d:%s:%s:%s():%d<%s> ", src/log.c:158)',
    'libfabric:23456:efa:mr:efa_mr_reg_impl():312<warn> Unable to register MR: Cannot allocate memory')
rec('memlock_limit', 'cause', 'libfabric', 'v1.21.1',
    'ofiwg/libfabric v1.21.1:prov/efa/src/efa_mr.c:848 [wording variant found while checking releases, sixth session]',
    'EFA_WARN(FI_LOG_MR, "Unable to register MR: %s\\n", fi_strerror(-errno)) (log prefix "%s:%d:%ld:%s:%s:%s:%s():%d<%s> ", src/log.c:156)',
    'libfabric:23456:1700000000::efa:mr:efa_mr_reg_impl():848<warn> Unable to register MR: Cannot allocate memory')
rec('memlock_limit', 'cause', 'libfabric', 'v1.22.0',
    'ofiwg/libfabric v1.22.0:prov/psm3/psm3/hal_verbs/verbs_ep.c:2555 [wording variant found while checking releases, sixth session]',
    '_HFI_ERROR( "Unable to create UD QP on %s: %s\\n", ep->dev_name, strerror(errno)) (printf("%s.%s: " fmt, psm3_mylabel, __progname), label "%s:rank%lu", utils_debug.c:231)',
    'node01:rank3.python3: Unable to create UD QP on irdma-cvl0: Cannot allocate memory')
rec('socket_iface', 'cause', 'libfabric', 'v1.17.1',
    'ofiwg/libfabric v1.17.1:prov/tcp/src/tcpx_ep.c:181 [wording variant found while checking releases, sixth session]',
    'FI_WARN(&tcpx_prov, FI_LOG_EP_CTRL, "connect failure %d(%s)\\n", -ret, fi_strerror(-ret)) in tcpx_ep_connect',
    'libfabric:23456:1700000000::tcp:ep_ctrl:tcpx_ep_connect():180<warn> connect failure 113(No route to host)')
rec('cma_ptrace', 'cause', 'libfabric', 'v1.14.1',
    'ofiwg/libfabric v1.14.1:prov/shm/src/smr.h:407 [wording variant found while checking releases, sixth session]',
    'FI_WARN(&smr_prov, FI_LOG_EP_CTRL, "CMA error %d\\n", errno) in smr_cma_loop, then return -FI_EIO',
    'libfabric:23456:1700000000:shm:ep_ctrl:smr_cma_loop():406<warn> CMA error 1')
rec('cma_ptrace', 'cause', 'libfabric', 'v1.22.0',
    'ofiwg/libfabric v1.22.0:include/ofi_cma.h:58 [wording variant found while checking releases, sixth session]',
    'FI_WARN(&core_prov, FI_LOG_CORE, "CMA error %d\\n", errno) in cma_copy, then return -FI_EIO',
    'libfabric:23456:1700000000::core:core:cma_copy():58<warn> CMA error 1')
rec('other', 'cause', 'aws-ofi-nccl', 'v1.19.2',
    'aws/aws-ofi-nccl v1.19.2:src/nccl_ofi_ofiutils.cpp:468 [wording variant found while checking releases, sixth session]',
    'NCCL_OFI_WARN("Couldn\'t register memory region with regattr. RC: %d, ERROR: %s", ret, fi_strerror(-ret)) (NCCL_OFI_WARN prepends "NET/OFI ", include/nccl_ofi_log.h:19; NCCL prints "%s:%d:%d [%d] %s:%d NCCL WARN " with __PRETTY_FUNCTION__)',
    "ip-10-1-2-3:41234:41290 [0] ofi_mr_result nccl_ofi_ofiutils_mr_regattr(ofi_domain_ptr&, fi_mr_attr*, uint64_t):468 NCCL WARN NET/OFI Couldn't register memory region with regattr. RC: -22, ERROR: Invalid argument")
rec('ib_unusable', 'cause', 'aws-ofi-nccl', 'v1.16.3',
    'aws/aws-ofi-nccl v1.16.3:src/nccl_ofi_rdma.cpp:1724 [wording variant found while checking releases, sixth session]',
    'NCCL_OFI_WARN("Request %p completed with error. RC: %d. Error: %d (%s). Completed length: %ld, Request: %s", req, err_entry->err, err_entry->prov_errno, fi_cq_strerror(...), len, nccl_net_ofi_req_str(req))',
    'ip-10-1-2-3:41234:41301 [3] int rdma_req_handle_error_entry(nccl_net_ofi_context_t*, fid_cq*, fi_cq_err_entry*, uint16_t):1724 NCCL WARN NET/OFI Request 0x7f3c2c0a1e40 completed with error. RC: 5. Error: 13 (Unresponsive receiver. This error is typically caused by a peer hardware failure or incorrect inbound/outbound rules in the security group - EFA requires "All traffic" type allowlisting. Please also verify the peer application has not terminated unexpectedly.). Completed length: 0, Request: { dev: 3, size: 0, state: PENDING, type: SEND }')
rec('ib_unusable', 'cause', 'aws-ofi-nccl', 'v1.19.2',
    'aws/aws-ofi-nccl v1.19.2:src/nccl_ofi_rdma.cpp:1478 [wording variant found while checking releases, sixth session]',
    'NCCL_OFI_WARN("Request %p seq %d completed with error. RC: %d. Flags: %ld. Error: %d (%s). Completed length: %ld, Request: %s", ...)',
    'ip-10-1-2-3:41234:41301 [3] int rdma_req_handle_error_entry(nccl_net_ofi_context_t*, fid_cq*, fi_cq_err_entry*, uint16_t):1478 NCCL WARN NET/OFI Request 0x7f3c2c0a1e40 seq 117 completed with error. RC: 5. Flags: 0. Error: 13 (Unresponsive receiver. This error is typically caused by a peer hardware failure or incorrect inbound/outbound rules in the security group - EFA requires "All traffic" type allowlisting. Please also verify the peer application has not terminated unexpectedly.). Completed length: 0, Request: { dev: 3, size: 0, state: PENDING, type: SEND }')
rec('ib_unusable', 'cause', 'aws-ofi-nccl', 'v1.16.3',
    'aws/aws-ofi-nccl v1.16.3:src/nccl_ofi_rdma.cpp:1906 [wording variant found while checking releases, sixth session]',
    'NCCL_OFI_WARN("Remote write completed with error. RC: %d. Error: %d (%s). Completed length: %ld", err_entry->err, err_entry->prov_errno, fi_cq_strerror(...), len)',
    'ip-10-1-2-3:41234:41301 [3] int rdma_process_error_entry(fi_cq_err_entry*, fid_cq*, uint16_t):1906 NCCL WARN NET/OFI Remote write completed with error. RC: 5. Error: 13 (Unresponsive receiver. This error is typically caused by a peer hardware failure or incorrect inbound/outbound rules in the security group - EFA requires "All traffic" type allowlisting. Please also verify the peer application has not terminated unexpectedly.). Completed length: 0')
rec('remote_missing_file', 'cause', 'Open MPI', 'v4.1.8',
    'open-mpi/ompi v4.1.8:orte/mca/errmgr/base/help-errmgr-base.txt:67 [wording variant found while checking releases, sixth session]',
    '[node-died] ORTE has lost communication with a remote daemon.',
    'ORTE has lost communication with a remote daemon.')
rec('remote_missing_file', 'cause', 'Open MPI', 'v1.10.7',
    'open-mpi/ompi v1.10.7:orte/mca/errmgr/base/help-errmgr-base.txt:64 [wording variant found while checking releases, sixth session]',
    '[node-died] ORTE has lost communication with its daemon located on node:',
    'ORTE has lost communication with its daemon located on node:')
rec('other', 'cause', 'Open MPI', 'v4.1.8',
    'open-mpi/ompi v4.1.8:orte/tools/orterun/help-orterun.txt:208 [wording variant found while checking releases, sixth session]',
    '[orterun:sys-limit-pipe] %s was unable to launch the specified application as it encountered an error:\n\nError: system limit exceeded on number of pipes that can be open\nNode: %s',
    'Error: system limit exceeded on number of pipes that can be open')
rec('socket_iface', 'cause', 'Open MPI', 'v3.0.6',
    'open-mpi/ompi v3.0.6:opal/mca/btl/tcp/btl_tcp_endpoint.c:794 [wording variant found while checking releases, sixth session]',
    'BTL_ERROR(("connect() to %s failed: %s (%d)", opal_net_get_hostname(...), strerror(so_error), so_error)) with prefix "[%s]%s[%s:%d:%s] " (btl_base_error.h:52)',
    '[node01][[12345,1],0][btl_tcp_endpoint.c:794:mca_btl_tcp_endpoint_complete_connect] connect() to 172.17.0.1 failed: No route to host (113)')
rec('driver_mismatch', 'cause', 'Open MPI', 'v3.0.6',
    'open-mpi/ompi v3.0.6:orte/mca/oob/tcp/oob_tcp_connection.c:889 [wording variant found while checking releases, sixth session]',
    'opal_output(0, "%s tcp_peer_recv_connect_ack: received different version from %s: %s instead of %s\\n", ORTE_NAME_PRINT(ORTE_PROC_MY_NAME), ORTE_NAME_PRINT(&(peer->name)), version, orte_version_string)',
    '[node01:23456] [[41821,0],0] tcp_peer_recv_connect_ack: received different version from [[41821,0],1]: 2.1.1 instead of 3.0.6')
rec('driver_mismatch', 'cause', 'Open MPI', 'v4.1.8',
    'open-mpi/ompi v4.1.8:orte/mca/ess/base/help-ess-base.txt:54 [wording variant found while checking releases, sixth session]',
    '[slurm-error] The application appears to have been direct launched using "srun",\nbut OMPI was not built with SLURM\'s PMI support and therefore cannot\nexecute.',
    'The application appears to have been direct launched using "srun",')
rec('driver_mismatch', 'cause', 'Open MPI', 'v5.0.10',
    'open-mpi/ompi v5.0.10:ompi/runtime/help-mpi-runtime.txt:123 [wording variant found while checking releases, sixth session]',
    '[no-pmix-but] No PMIx server was reachable, but a PMI1/2 was detected.\nIf srun is being used to launch application,  %d singletons will be started.',
    'No PMIx server was reachable, but a PMI1/2 was detected.')
rec('host_mem_alloc', 'cause', 'Open MPI', 'v4.1.8',
    'open-mpi/ompi v4.1.8:opal/mca/common/cuda/help-mpi-common-cuda.txt:47 [wording variant found while checking releases, sixth session]',
    '[cuMemHostRegister failed] The call to cuMemHostRegister(%p, %d, 0) failed.\n  Host:  %s\n  cuMemHostRegister return value:  %d\n  Registration cache:  %s',
    'The call to cuMemHostRegister(0x7f2b40000000, 67108864, 0) failed.')
rec('other', 'cause', 'Open MPI', 'v2.1.6',
    'open-mpi/ompi v2.1.6:orte/tools/orterun/help-orterun.txt:644 [wording variant found while checking releases, sixth session]',
    '[orterun:timeout] The user-provided time limit for job execution has been\nreached:\n\n  MPIEXEC_TIMEOUT: %d seconds',
    'The user-provided time limit for job execution has been')
rec('memlock_limit', 'cause', 'UCX', 'v1.12.1',
    'openucx/ucx v1.12.1:src/uct/ib/base/ib_iface.c:988 [wording variant found while checking releases, sixth session]',
    'ucs_error("iface=%p: failed to create %s QP TX wr:%d sge:%d inl:%d resp:%d RX wr:%d sge:%d resp:%d: %m", ...)',
    '[1650000000.123456] [node01:23456:0]       ib_iface.c:988  UCX  ERROR iface=0x1a2b3c0: failed to create RC QP TX wr:256 sge:5 inl:124 resp:32 RX wr:0 sge:0 resp:0: Cannot allocate memory')
rec('memlock_limit', 'cause', 'libfabric', 'v1.13.2',
    'ofiwg/libfabric v1.13.2:prov/efa/src/rxr/rxr_domain.c:103 [wording variant found while checking releases, sixth session]',
    'FI_WARN(&rxr_prov, FI_LOG_MR, "Unable to register MR buf (%s): %p len: %zu\\n", fi_strerror(-ret), attr->mr_iov->iov_base, attr->mr_iov->iov_len)',
    'libfabric:23456:efa:mr:rxr_mr_regattr():102<warn> Unable to register MR buf (Cannot allocate memory): 0x7f1e58000000 len: 8388608')

rec('ssh_failure', 'cause', 'OpenSSH sshd', 'V_9_9_P1',
    'openssh/openssh-portable V_9_9_P1:sshd-session.c:308 (V_6_6_P1..V_8_9_P1: sshd.c privsep_preauth_child) [twenty-third set, dev half]',
    'fatal("chroot(\\"%s\\"): %s", _PATH_PRIVSEP_CHROOT_DIR, strerror(errno))',
    'chroot("/run/sshd"): Operation not permitted [preauth]')
rec('ssh_failure', 'cause', 'OpenSSH sshd', 'V_7_4_P1',
    'openssh/openssh-portable V_7_4_P1:sshd.c:1761 (V_9_9_P1:sshd.c:1621)',
    'fatal("Missing privilege separation directory: %s", _PATH_PRIVSEP_CHROOT_DIR)',
    'Missing privilege separation directory: /run/sshd')
rec('ssh_failure', 'cause', 'OpenSSH sshd', 'V_9_9_P1',
    'openssh/openssh-portable V_9_9_P1:sshd.c:1562 (V_7_4_P1:sshd.c:1709)',
    'logit("sshd: no hostkeys available -- exiting.")',
    'sshd: no hostkeys available -- exiting.')
rec('ssh_failure', 'cause', 'OpenSSH sshd', 'V_9_9_P1',
    'openssh/openssh-portable V_9_9_P1:auth2-pubkeyfile.c:479 with misc.c:2272 (V_7_4_P1:auth.c:601 with auth.c:528)',
    'logit("Authentication refused: %s", line) with snprintf(err, errlen, "bad ownership or modes for directory %s", buf)',
    'Authentication refused: bad ownership or modes for directory /home/alice')
rec('ssh_failure', 'cause', 'OpenSSH sshd', 'V_9_9_P1',
    'openssh/openssh-portable V_9_9_P1:sshd.c:1613 (V_7_4_P1:sshd.c:1640)',
    'fatal("Privilege separation user %s does not exist", SSH_PRIVSEP_USER)',
    'Privilege separation user sshd does not exist')
rec('shm_exhausted', 'cause', 'abseil (Ray raylet)', '20240722',
    'abseil/abseil-cpp absl/debugging/failure_signal_handler.cc WriteSignalMessage [twenty-third set, dev half]',
    'snprintf(buf, sizeof(buf), "*** %s received at time=%ld%s ***\\n", signal_string, time(nullptr), on_cpu)',
    '(raylet) *** SIGBUS received at time=1749878572 on cpu 166 ***')
rec('shm_exhausted', 'cause', 'abseil', '20210324',
    'abseil/abseil-cpp absl/debugging/failure_signal_handler.cc WriteSignalMessage (older: no cpu)',
    'snprintf(buf, sizeof(buf), "*** %s received at time=%ld ***\\n", ...)',
    '*** SIGBUS received at time=1618368497 ***')
rec('shm_exhausted', 'cause', 'glog', 'v0.6.0',
    'google/glog src/signalhandler.cc DumpSignalInfo',
    '"*** " signal_name " (@0x" si_addr ")" " received by PID " pid " (TID " tid ") " "from PID " si_pid "; " "stack trace: ***"',
    '*** SIGBUS (@0x7f3a2c000000) received by PID 41022 (TID 0x7f3a9d7fe700) from PID 738197504; stack trace: ***')
rec('none', 'benign', 'OpenSSH sshd', 'V_9_9_P1',
    'openssh/openssh-portable V_9_9_P1:sshd.c (server_listen: Server listening on %s port %s.)',
    'logit("Server listening on %s port %s%s%s.", ntop, strport, ...)',
    'Server listening on 0.0.0.0 port 22.')
rec('none', 'benign', 'TensorFlow', 'v1.11-v2.1',
    'tensorflow/tensorflow core/common_runtime/base_collective_executor.cc:203 (v1.11) and :217 (v2.1) StartAbort; benign at the end of every epoch of healthy runs: tensorflow/tensorflow#22484, #31509, #35314',
    'LOG(WARNING) << "BaseCollectiveExecutor::StartAbort " << s',
    '2018-09-21 19:23:01.075834: W tensorflow/core/common_runtime/base_collective_executor.cc:203] BaseCollectiveExecutor::StartAbort Out of range: End of sequence')
rec('none', 'benign', 'TensorFlow', 'v1.13-v2.x',
    'tensorflow/tensorflow core/common_runtime/ring_alg.cc RingAlg::StartAbort (the same end-of-input status as the executor\'s StartAbort above)',
    'LOG(ERROR) << "Aborting Ring" << name_ << " with " << s',
    '2019-07-07 06:48:49.161736: E tensorflow/core/common_runtime/ring_alg.cc:279] Aborting RingReduce with Out of range: [_Derived_]End of sequence')
rec('other', 'cause', 'PyTorch c10d', 'v2.5',
    'pytorch/pytorch v2.5 torch/csrc/distributed/c10d/TCPStore.cpp (Windows builds without libuv; pytorch/pytorch#139990) [twenty-fourth set, dev half]',
    'C10_THROW_ERROR(DistStoreError, "use_libuv was requested but PyTorch was build without libuv support")',
    'RuntimeError: use_libuv was requested but PyTorch was build without libuv support')
rec('other', 'cause', 'PyTorch c10d', 'v2.13.0',
    'pytorch/pytorch v2.13.0 torch/csrc/distributed/c10d/TCPStore.cpp (the string in libtorch_cpu.so of the 2.13.0 wheel)',
    '"use_libuv was requested but PyTorch was built without libuv support, run with USE_LIBUV=0 to disable it."',
    'torch.distributed.DistStoreError: use_libuv was requested but PyTorch was built without libuv support, run with USE_LIBUV=0 to disable it.')
rec('host_mem_alloc', 'cause', 'RCCL', 'rocm-4.5.2',
    'ROCm/rccl rocm-4.5.2:src/include/alloc.h:18 (ncclCudaHostCalloc: CUDACHECK(hipHostMalloc(...)); src/include/checks.h:17 WARN HIP failure)',
    'WARN("HIP failure \'%s\'", hipGetErrorString(err))',
    "node7:31207:31207 [0] /opt/rocm/rccl/src/include/alloc.h:18 NCCL WARN HIP failure 'out of memory'")
rec('cuda_oom', 'cause', 'RCCL', 'rocm-4.5.2',
    'ROCm/rccl rocm-4.5.2:src/include/alloc.h:63 (ncclCudaCalloc: CUDACHECK(hipMalloc(...)); src/include/checks.h:17 WARN HIP failure)',
    'WARN("HIP failure \'%s\'", hipGetErrorString(err))',
    "node7:31207:31207 [0] /opt/rocm/rccl/src/include/alloc.h:63 NCCL WARN HIP failure 'out of memory'")
rec('host_mem_alloc', 'cause', 'RCCL', 'rocm-5.4.4',
    'ROCm/rccl rocm-5.4.4:src/misc/shmutils.cc:62 (CUDACHECKGOTO(hipHostRegister(ptr, shmSize, hipHostRegisterMapped)) of the /dev/shm segment)',
    'WARN("HIP failure \'%s\'", hipGetErrorString(err))',
    "node7:31207:31254 [3] /opt/rocm/rccl/src/misc/shmutils.cc:62 NCCL WARN HIP failure 'out of memory'")

rec('rendezvous_failure', 'cause', 'JAX/XLA coordination service', 'xla 2024+',
    'openxla/xla xla/tsl/distributed_runtime/coordination/coordination_service.cc CheckBarrierTimeout [twenty-fifth set, dev half]',
    'absl::StrFormat("Barrier timed out. Id: %s. This usually happens because a task triggered the barrier too early or too slowly. ...", barrier_id, ...)',
    'jaxlib.xla_extension.XlaRuntimeError: DEADLINE_EXCEEDED: Barrier timed out. Id: init_sync.0. This usually happens because a task triggered the barrier too early or too slowly. Please look at the task logs (both timed out and first task) to debug further.')
rec('rendezvous_failure', 'cause', 'TensorFlow coordination service', 'v2.9-v2.15',
    'tensorflow/tensorflow core/distributed_runtime/coordination/coordination_service.cc (errors::DeadlineExceeded(absl::StrCat("Barrier timed out. Barrier_id: ", barrier_id)))',
    'absl::StrCat("Barrier timed out. Barrier_id: ", barrier_id)',
    'jaxlib.xla_extension.XlaRuntimeError: DEADLINE_EXCEEDED: Barrier timed out. Barrier_id: PjRT_Client_Connect')
rec('rendezvous_failure', 'cause', 'ps-lite (MXNet kvstore dist, BytePS)', '15b8adf',
    'dmlc/ps-lite 15b8adf src/van.cc:311 with dmlc-core logging.h CHECK_NE',
    'CHECK_NE(my_node_.port, -1) << "bind failed"',
    '[09:12:44] src/van.cc:311: Check failed: (my_node_.port) != (-1) bind failed')
rec('ssh_failure', 'cause', 'OpenSSH ssh', 'V_9_9_P1',
    'openssh/openssh-portable V_9_9_P1:sshconnect2.c:1046 (V_6_6_P1:863) userauth_passwd: prompts of parallel sessions, unanswered, on one line',
    'xasprintf(&prompt, "%s@%s\'s password: ", authctxt->server_user, host)',
    "ubuntu@10.0.3.17's password: ubuntu@10.0.3.18's password: ")
rec('ssh_failure', 'cause', 'OpenSSH ssh', 'V_9_9_P1',
    'openssh/openssh-portable V_9_9_P1:sshconnect2.c:1533 (V_6_6_P1:1118) load_identity_file: prompts of parallel sessions, unanswered, on one line',
    'snprintf(prompt, sizeof prompt, "Enter passphrase for key \'%.100s\': ", id->filename)',
    "Enter passphrase for key '/home/ubuntu/.ssh/id_ed25519': Enter passphrase for key '/home/ubuntu/.ssh/id_ed25519': ")
rec('none', 'benign', 'OpenSSH ssh', 'V_9_9_P1',
    'openssh/openssh-portable V_9_9_P1:sshconnect2.c:1046 userauth_passwd: one prompt, answered (an interactive session, e.g. ssh-copy-id setting up keys)',
    'xasprintf(&prompt, "%s@%s\'s password: ", authctxt->server_user, host)',
    "ubuntu@10.0.3.17's password: ")
rec('rendezvous_failure', 'cause', 'ps-lite (newer dmlc-core CHECK format)', 'dmlc-core 0.5+',
    'dmlc/ps-lite src/van.cc CHECK_NE(my_node_.port, -1) << "bind failed", printed by a dmlc-core whose CHECK_NE shows the values',
    '"Check failed: " #x " != " #y " (" x " vs. " y ") " msg',
    '[09:12:44] src/van.cc:311: Check failed: my_node_.port != -1 (-1 vs. -1) : bind failed')
rec('none', 'consequence', 'JAX/XLA coordination service', 'xla 2024+',
    'openxla/xla coordination_service.cc (shutdown_barrier_id_ = Shutdown::<incarnation>: it times out because another task left first)',
    'absl::StrFormat("Barrier timed out. Id: %s. ...", barrier_id, ...)',
    'jaxlib.xla_extension.XlaRuntimeError: DEADLINE_EXCEEDED: Barrier timed out. Id: Shutdown::6504373381620938743. This usually happens because a task triggered the barrier too early or too slowly.')
rec('rendezvous_failure', 'cause', 'TensorFlow coordination service', 'v2.9-v2.15',
    'tensorflow/tensorflow core/distributed_runtime/coordination/coordination_service.cc, raised in Python as DeadlineExceededError',
    'absl::StrCat("Barrier timed out. Barrier_id: ", barrier_id)',
    'tensorflow.python.framework.errors_impl.DeadlineExceededError: Barrier timed out. Barrier_id: worker_config_sync')
nccl('none', 'benign', 'v2.21.5-1', 'src/transport/nvls.cc', 504,
     'CUCHECKGOTO(cuMulticastBindAddr(...)) in tryRegisterBuffer, its result unchecked by the caller: the buffer stays unregistered and the job goes on',
     "Cuda failure 1 'invalid argument'")
nccl('other', 'cause', 'v2.27.7-1', 'src/init.cc', 1791, 'WARN("Invalid rank requested : %d/%d", myrank, nranks)',
     'Invalid rank requested : 8/8')
rec('driver_mismatch', 'cause', 'PyTorch', 'v2.13.0',
    'pytorch/pytorch v2.13.0 torch/utils/cpp_extension.py:341,646 (RuntimeError(CUDA_MISMATCH_MESSAGE, cuda_str_version, torch.version.cuda): two joined literals, %s unfilled)',
    '"The detected CUDA version (%s) mismatches the version that was used to compile" "PyTorch (%s). Please make sure to use the same CUDA versions."',
    "RuntimeError: ('The detected CUDA version (%s) mismatches the version that was used to compilePyTorch (%s). Please make sure to use the same CUDA versions.', '12.4', '11.8')")
rec('driver_mismatch', 'cause', 'PyTorch', '1.x',
    'pytorch/pytorch 1.x torch/utils/cpp_extension.py CUDA_MISMATCH_MESSAGE (multi-line, .format(cuda_str_version, torch.version.cuda))',
    "'\\nThe detected CUDA version ({0}) mismatches the version that was used to compile\\nPyTorch ({1}). ...'",
    'The detected CUDA version (10.1) mismatches the version that was used to compile')
rec('none', 'benign', 'PyTorch', 'v2.13.0',
    'pytorch/pytorch v2.13.0 torch/utils/cpp_extension.py CUDA_MISMATCH_WARN (logger.warning for a different minor version only)',
    '"The detected CUDA version (%s) has a minor version mismatch with the version that was used to compile PyTorch (%s). Most likely this shouldn\'t be a problem."',
    "UserWarning: The detected CUDA version (12.2) has a minor version mismatch with the version that was used to compile PyTorch (12.1). Most likely this shouldn't be a problem.")
rec('host_mem_alloc', 'cause', 'Ray', '2.x',
    'ray-project/ray src/ray/raylet/node_manager.cc memory monitor kill message (first line after the summary sentence)',
    '"Memory on the node (IP: " ip ", ID: " node_id ") where the task (" ... ") was running was " used "GB / " total "GB (" fraction "), which exceeds the memory usage threshold of " ...',
    'Memory on the node (IP: 10.0.4.21, ID: 3f1c0a) where the task (task ID: 9ab0, name=train_fn, pid=812, memory used=61.20GB) was running was')
rec('host_mem_alloc', 'cause', 'Ray', '2.40+',
    'ray-project/ray src/ray/raylet/node_manager.cc (newer summary: N worker(s) were killed due to the node running low on memory.)',
    '"%d worker(s) were killed due to the node running low on memory."',
    'ray.exceptions.OutOfMemoryError: 1 worker(s) were killed due to the node running low on memory.')
rec('other', 'cause', 'XLA (glog/absl CHECK)', 'jaxlib 0.4.x',
    'abseil absl/log CHECK failure format, openxla/xla service/gpu (a FATAL line, then *** Check failure stack trace: ***)',
    'CHECK(cond) << msg  ->  "F%m%d %H:%M:%S.%f pid file:line] Check failed: cond msg"',
    'F0301 10:22:31.551214   48211 gpu_compiler.cc:812] Check failed: module_config.replica_count() > 0')
rec('other', 'cause', 'dmlc-core (MXNet, XGBoost)', 'v0.5',
    'dmlc/dmlc-core include/dmlc/logging.h LogMessageFatal (CHECK_EQ etc.)',
    '"[" time "] " file ":" line ": Check failed: (x) == (y) " msg',
    '[10:23:55] src/operator/tensor/./matrix_op-inl.h:671: Check failed: (axis) < (ndim) axis 3 exceeds the input dimension of 3')
rec('none', 'benign', 'XLA coordination service', 'xla 2024+',
    'openxla/xla coordination_service.cc LogConnectStatusLocked (LOG(INFO) while tasks join)',
    'LOG(INFO) << "Waiting for " << pending_tasks << "/" << num_tasks << " tasks to connect."',
    'I0301 10:22:31.551214   48211 coordination_service.cc:584] Waiting for 1/2 tasks to connect.')

nccl('p2p_unsupported', 'cause', 'v2.25.1-1', 'src/transport/nvls.cc', 251,
     'CUCHECKGOTO(cuMulticastBindMem(...)) -> src/include/cudawrap.h:34 WARN("Cuda failure %d \'%s\'", err, errStr)',
     "Cuda failure 1 'invalid argument'")
nccl('p2p_unsupported', 'cause', 'v2.18.3-1', 'src/transport/nvls.cc', 165,
     'CUCHECK(cuMulticastBindMem(...)) -> src/include/cudawrap.h:33 WARN("Cuda failure \'%s\'", errStr)',
     "Cuda failure 'operation not supported'")
# ---- ninth session (27th set's dev half): host memory by its builtin exception, YARN, PMIx, TRT-LLM, TF, ... ----
rec('host_mem_alloc', 'cause', 'CPython', '3.x',
    "python/cpython Python/errors.c PyErr_NoMemory (the builtin MemoryError, no message, when the interpreter's malloc fails)",
    'PyErr_SetNone(PyExc_MemoryError)', 'MemoryError')
rec('host_mem_alloc', 'cause', 'pybind11', '2.x',
    'pybind11 detail/exception_translation.h (std::bad_alloc of operator new translated to MemoryError)',
    'PyErr_SetString(PyExc_MemoryError, e.what())', '[rank3]: MemoryError: std::bad_alloc')
rec('none', 'benign', 'CPython', '3.x', "a traceback frame's source line that raises the builtin (not the exception line)",
    '    raise MemoryError', '    raise MemoryError("dataset does not fit")')
rec('host_mem_alloc', 'cause', 'FFCV', '0.0.3',
    'libffcv/ffcv ffcv/loader/epoch_iterator.py QUASIRANDOM_ERROR_MSG (its first line)',
    "Not enough memory; try setting quasi-random ordering\\n(`OrderOption.QUASI_RANDOM`) in the dataloader constructor's `order` argument.",
    'Not enough memory; try setting quasi-random ordering')
rec('host_mem_alloc', 'cause', 'Apache Spark (YARN)', '2.x',
    'apache/spark resource-managers/yarn YarnAllocator.memLimitExceededLogMessage',
    '"Container killed by YARN for exceeding memory limits." + diag + " Consider boosting spark.yarn.executor.memoryOverhead."',
    '18/03/28 20:42:34 ERROR YarnClusterScheduler: Lost executor 1 on node-1: Container killed by YARN for exceeding memory limits. 12.0 GB of 12 GB physical memory used. Consider boosting spark.yarn.executor.memoryOverhead.')
rec('host_mem_alloc', 'cause', 'Apache Hadoop (YARN NodeManager)', '2.x',
    'apache/hadoop ContainersMonitorImpl.formatErrorMessage (2.x)',
    '"Container [pid=%s,containerID=%s] is running beyond %s memory limits. " + "Current usage: " ...',
    'Container [pid=4312,containerID=container_1522_0001_01_000002] is running beyond physical memory limits. Current usage: 2.1 GB of 2 GB physical memory used; 4.3 GB of 4.2 GB virtual memory used. Killing container.')
rec('host_mem_alloc', 'cause', 'Apache Hadoop (YARN NodeManager)', '3.x',
    'apache/hadoop ContainersMonitorImpl.formatErrorMessage (3.x)',
    '"Container [pid=%s,containerID=%s] is running %dB beyond the \'%S\' memory limit. "',
    "Container [pid=4312,containerID=container_1522_0001_01_000002] is running 104857600B beyond the 'PHYSICAL' memory limit. Current usage: 2.1 GB of 2 GB physical memory used; 4.3 GB of 4.2 GB virtual memory used. Killing container.")
rec('rendezvous_failure', 'cause', 'Slurm slurmstepd (mpi/pmix)', 'slurm-18-08 to 25-11',
    'SchedMD/slurm slurm-24-05-8-1:src/plugins/mpi/pmix/pmixp_coll_ring.c:737 pmixp_coll_ring_reset_if_to, via PMIXP_ERROR (pmixp_debug.h: " %s: %s: %s [%d]: %s:%d: " format)',
    'PMIXP_ERROR("%p: collective timeout seq=%d", coll, coll_ctx->seq)',
    'slurmstepd: error:  mpi/pmix_v3: pmixp_coll_ring_reset_if_to: node-1 [0]: pmixp_coll_ring.c:742: 0x14ce0c02cb20: collective timeout seq=0')
rec('rendezvous_failure', 'cause', 'Slurm slurmstepd (mpi/pmix)', 'slurm-18-08 to 25-11',
    "SchedMD/slurm slurm-24-05-8-1:src/plugins/mpi/pmix/pmixp_coll_tree.c:1321 (the tree algorithm's timeout)",
    'PMIXP_ERROR("%p: collective timeout seq=%d", coll, coll->seq)',
    'slurmstepd: error:  mpi/pmix_v4: pmixp_coll_tree_reset_if_to: node-2 [1]: pmixp_coll_tree.c:1321: 0x7f3a1c02b8e0: collective timeout seq=0')
rec('cuda_oom', 'cause', 'TensorRT-LLM', '1.x',
    'NVIDIA/TensorRT-LLM tensorrt_llm/_torch/pyexecutor/py_executor_creator.py _ExecutorMemoryMonitor._maybe_explain_if_oom',
    '"Executor creation failed due to insufficient GPU memory."',
    '[07/08/2025-19:47:15] [TRT-LLM] [RANK 1] [E] Failed to initialize executor on rank 1: Executor creation failed due to insufficient GPU memory.')
rec('cuda_oom', 'cause', 'TensorFlow', '2.x',
    'tensorflow python/framework/errors_impl.py ResourceExhaustedError raised by an eager op placed on a GPU (its device string; the C++ site of the wording not pinned)',
    '{{function_node __wrapped__<Op>_device_/job:localhost/replica:0/task:0/device:GPU:N}} failed to allocate memory [Op:<Op>]',
    'tensorflow.python.framework.errors_impl.ResourceExhaustedError: {{function_node __wrapped__Mul_device_/job:localhost/replica:0/task:0/device:GPU:0}} failed to allocate memory [Op:Mul]')
rec('driver_mismatch', 'cause', 'ChainerMN', 'chainer v7',
    'chainer/chainer chainermn/communicators/mpi_communicator_base.py MpiCommunicatorBase.__init__ (use_nccl and not nccl._available)',
    "RuntimeError('NCCL is not available. ' 'Please confirm that NCCL is enabled in CuPy.')",
    'RuntimeError: NCCL is not available. Please confirm that NCCL is enabled in CuPy.')
rec('other', 'cause', 'CUDA device runtime (PyTorch CUDA_KERNEL_ASSERT)', 'CUDA 11-12',
    'CUDA C++ Programming Guide, Assertion; pytorch aten/src/ATen/native/cuda/Indexing.cu indexSelectLargeIndex CUDA_KERNEL_ASSERT(srcIndex < srcSelectDimSize)',
    '"%s:%d: %s: block: [%d,%d,%d], thread: [%d,%d,%d] Assertion `%s` failed."',
    '../aten/src/ATen/native/cuda/Indexing.cu:1146: indexSelectLargeIndex: block: [316,0,0], thread: [62,0,0] Assertion `srcIndex < srcSelectDimSize` failed.')
nccl('other', 'cause', 'v2.21.5-1', 'src/graph/xml.h', 101, 'WARN("Attribute %s of node %s not found", attrName, node->name)',
     'Attribute arch of node cpu not found')
nccl('other', 'cause', 'v2.12.12-1', 'src/graph/xml.h', 85, 'WARN("Attribute %s of node %s not found", attrName, node->name)',
     'Attribute busid of node nic not found')

# after the review: MemoryErrors that are not host RAM, numpy 1.17's wording, a retried YARN kill
rec('cuda_oom', 'cause', 'RAPIDS RMM (through Cython)', 'rmm 23.x',
    'rapidsai/rmm include/rmm/mr/device/cuda_memory_resource.hpp RMM_CUDA_TRY_ALLOC -> rmm::out_of_memory (a std::bad_alloc), raised in Python as MemoryError by Cython except +',
    '"std::bad_alloc: out_of_memory: CUDA error at: " file ":" line ": " cudaGetErrorName " " cudaGetErrorString',
    'MemoryError: std::bad_alloc: out_of_memory: CUDA error at: /opt/conda/include/rmm/mr/device/cuda_memory_resource.hpp:70: cudaErrorMemoryAllocation out of memory')
rec('host_mem_alloc', 'cause', 'NumPy', '1.17',
    'numpy/numpy v1.17 numpy/core/_exceptions.py _ArrayMemoryError.__str__ (no size yet; 1.18 on: Unable to allocate N GiB for an array with shape)',
    '"Unable to allocate array with shape {} and data type {}"',
    'numpy.core._exceptions.MemoryError: Unable to allocate array with shape (156816, 36, 53806) and data type uint8')
rec('other', 'cause', 'CFFI', '1.15',
    'python-cffi c/_cffi_backend.c (ffi.callback: MemoryError when the system refuses write+execute memory, e.g. SELinux deny_execmem): no RAM shortage',
    '"Cannot allocate write+execute memory for ffi.callback(). You might be running on a system that prevents this. ..."',
    'MemoryError: Cannot allocate write+execute memory for ffi.callback(). You might be running on a system that prevents this.')
rec('none', 'retried', 'Apache Spark (YARN)', '3.x',
    'apache/spark YarnAllocator / YarnScheduler: a lost executor whose tasks Spark retries (spark.task.maxFailures, default 4) on a new one',
    '"Lost executor %s on %s: %s"',
    '24/03/28 20:42:34 ERROR YarnScheduler: Lost executor 2 on node-7: Container killed by YARN for exceeding physical memory limits. 12.5 GB of 12 GB physical memory used. Consider boosting spark.executor.memoryOverhead.')


# tenth session (twenty-eighth set's dev half): Ray 1.x's memory monitor, NCCL shm/p2p lines by file:line, MLX JACCL,
# Ray's object store against /dev/shm, CUDA's invalid device ordinal, Triton's on-chip resources
rec('host_mem_alloc', 'cause', 'Ray', '1.x',
    'ray-project/ray python/ray/_private/memory_monitor.py MemoryMonitor.raise_if_low_memory (0.8: python/ray/memory_monitor.py)',
    '"More than {}% of the memory on node {} is used ({} / {} GB). The top 10 memory consumers are: ..."',
    '(pid=4121) ray._private.memory_monitor.RayOutOfMemoryError: More than 95% of the memory on node node-3 is used (30.47 / 31.3 GB). The top 10 memory consumers are:')
nccl("shm_exhausted", "cause", "v2.21.5-1", "src/misc/shmutils.cc", 72,
     'WARN("Error: failed to extend %s to %ld bytes", shmPath, realShmSize)',
     "Error: failed to extend /dev/shm/nccl-q0Lm2X to 9637892 bytes")
rec('shm_exhausted', 'cause', 'NCCL', 'v2.21.5-1',
    'NVIDIA/nccl v2.21.5-1:src/misc/shmutils.cc:72 (WARN of the new segment\'s fallocate; the line as a log cut after NCCL W keeps it)',
    'WARN("Error: failed to extend %s to %ld bytes", shmPath, realShmSize)',
    f"{H}:{PID} [0] misc/shmutils.cc:72 NCCL W")
rec('gpu_hardware', 'cause', 'NCCL', 'v2.24.3-1',
    'NVIDIA/nccl v2.24.3-1:src/transport/p2p.cc:298 (CUDACHECK(cudaIpcOpenMemHandle(...))): a sticky error of an earlier failure surfacing at the IPC import (review of the tenth session)',
    "WARN(\"Cuda failure '%s'\", cudaGetErrorString(err))",
    f"{H}:{PID} [0] transport/p2p.cc:298 NCCL WARN Cuda failure 'uncorrectable ECC error encountered'")
nccl("p2p_unsupported", "cause", "v2.18.3-1", "src/transport/p2p.cc", 272,
     "CUDACHECK(cudaIpcOpenMemHandle(devMemPtr, ipcDesc->devIpc, cudaIpcMemLazyEnablePeerAccess)) -> WARN(\"Cuda failure '%s'\", cudaGetErrorString(err))",
     "Cuda failure 'invalid argument'")
rec('p2p_unsupported', 'cause', 'RCCL', 'rocm-6.0.0',
    'ROCm/rccl rocm-6.0.0:src/transport/p2p.cc:287 (CUDACHECK(cudaIpcOpenMemHandle(...)), hipified; RCCL 5.5 on prints Cuda failure)',
    "WARN(\"Cuda failure '%s'\", cudaGetErrorString(err))",
    "/src/extlibs/rccl/build/hipify/src/transport/p2p.cc:287 NCCL WARN Cuda failure 'invalid argument'")
rec('ib_unusable', 'cause', 'MLX (JACCL)', '0.30',
    'ml-explore/mlx mlx/distributed/jaccl Connection::queue_pair_rtr (ibv().modify_qp(...) != 0)',
    '"[jaccl] Changing queue pair to RTR failed with errno " << status',
    'ValueError: [jaccl] Changing queue pair to RTR failed with errno 22')
rec('shm_exhausted', 'cause', 'Ray', '2.x',
    'ray-project/ray python/ray/_private/services.py determine_plasma_store_config (object store above /dev/shm and above 10 GB)',
    '"The configured object store size ({} GB) exceeds /dev/shm size ({} GB). This will harm performance. ..."',
    'ValueError: The configured object store size (10.24 GB) exceeds /dev/shm size (8.0 GB). This will harm performance. Consider deleting files in /dev/shm or increasing its size with --shm-size in Docker. To ignore this warning, set RAY_OBJECT_STORE_ALLOW_SLOW_STORAGE=1.')
rec('other', 'cause', 'PyTorch (CUDA runtime)', 'CUDA 11-12',
    'CUDA runtime API docs, cudaError (cudaErrorInvalidDevice 101, cudaGetErrorString: invalid device ordinal), as c10/cuda/CUDAException.h raises it',
    '"CUDA error: %s" cudaGetErrorString(err)',
    'RuntimeError: CUDA error: invalid device ordinal')
rec('other', 'cause', 'CUDA driver API (through a library)', 'CUDA 11-12',
    'CUDA driver API docs, CUresult (CUDA_ERROR_INVALID_DEVICE 101)',
    '"CUDA DRIVER API ERROR: %s failed with error %s" (the library names the call and the CUresult)',
    'CUDA DRIVER API ERROR: DevicePrimaryCtxRetain failed with error CUDA_ERROR_INVALID_DEVICE')
rec('other', 'cause', 'Triton', '3.x',
    'triton-lang/triton python/triton/runtime/errors.py OutOfResources, raised by compiler.py CompiledKernel._init_handles',
    '"out of resource: {name}, Required: {required}, Hardware limit: {limit}. Reducing block sizes or num_stages may help."',
    'triton.runtime.errors.OutOfResources: out of resource: shared memory, Required: 263168, Hardware limit: 232448. Reducing block sizes or `num_stages` may help.')
rec('none', 'benign', 'NCCL', 'v2.21.5-1',
    'NVIDIA/nccl v2.21.5-1:src/misc/shmutils.cc:157 (unlink of a segment at teardown: not the setup lines)',
    'WARN("unlink shared memory %s failed, error: %s", tmphandle->shmPath, strerror(errno))',
    f"{H}:{PID} [0] misc/shmutils.cc:157 NCCL WARN unlink shared memory /dev/shm/nccl-q0Lm2X failed, error: No such file or directory")
rec('host_mem_alloc', 'cause', 'CPython (under kubectl logs --prefix)', '3.x',
    'python/cpython Objects/exceptions.c PyErr_NoMemory (a bare MemoryError), kubectl logs --prefix ([pod/NAME/CONTAINER] before each line)',
    '"MemoryError"',
    '[pod/trainer-worker-1/pytorch] MemoryError')

# CUDA runtime errors not read before (cudaGetErrorString texts, as PyTorch's C10_CUDA_CHECK and NCCL's CUDACHECK quote them)
rec('other', 'cause', 'PyTorch (CUDA runtime)', 'CUDA 11-12', 'CUDA runtime API docs, cudaError (cudaErrorMisalignedAddress 716)',
    '"CUDA error: %s" cudaGetErrorString(err)', 'RuntimeError: CUDA error: misaligned address')
rec('other', 'cause', 'PyTorch (CUDA runtime)', 'CUDA 11-12', 'CUDA runtime API docs, cudaError (cudaErrorIllegalInstruction 715)',
    '"CUDA error: %s" cudaGetErrorString(err)', 'RuntimeError: CUDA error: an illegal instruction was encountered')
rec('other', 'cause', 'PyTorch (CUDA runtime)', 'CUDA 11-12', 'CUDA runtime API docs, cudaError (cudaErrorLaunchOutOfResources 701)',
    '"CUDA error: %s" cudaGetErrorString(err)', 'RuntimeError: CUDA error: too many resources requested for launch')
rec('other', 'cause', 'PyTorch (CUDA runtime)', 'CUDA 11-12', 'CUDA runtime API docs, cudaError (cudaErrorLaunchTimeout 702)',
    '"CUDA error: %s" cudaGetErrorString(err)', 'RuntimeError: CUDA error: the launch timed out and was terminated')
rec('other', 'cause', 'PyTorch (CUDA runtime)', 'CUDA 11-12', 'CUDA runtime API docs, cudaError (cudaErrorDevicesUnavailable 46)',
    '"CUDA error: %s" cudaGetErrorString(err)', 'RuntimeError: CUDA error: all CUDA-capable devices are busy or unavailable')
rec('other', 'cause', 'PyTorch (CUDA runtime)', 'CUDA 10', 'CUDA runtime API docs, cudaError (cudaErrorDevicesUnavailable 46, the older text)',
    '"CUDA error: %s" cudaGetErrorString(err)', 'RuntimeError: CUDA error: CUDA-capable device(s) is/are busy or unavailable')
rec('driver_mismatch', 'cause', 'PyTorch (CUDA runtime)', 'CUDA 11-12', 'CUDA runtime API docs, cudaError (cudaErrorInvalidKernelImage 200)',
    '"CUDA error: %s" cudaGetErrorString(err)', 'RuntimeError: CUDA error: device kernel image is invalid')
nccl("other", "cause", "v2.21.5-1", "src/enqueue.cc", 1407, "CUDACHECK(cudaLaunchKernel(fn, grid, block, args, smem, launchStream)) -> WARN(\"Cuda failure '%s'\", ...)",
     "Cuda failure 'misaligned address'")

# the tenth session's healthy-noise review: lines a run that went well prints (alone: no root cause)
rec('none', 'benign', 'DeepSpeed', 'v0.16',
    'deepspeedai/DeepSpeed op_builder/builder.py:119 assert_no_cuda_mismatch (compatible minors: printed, and the op built)',
    'print(f"Installed CUDA version {sys_cuda_version} does not match the version torch was compiled with {torch.version.cuda} but since the APIs are compatible, accepting this combination")',
    'Installed CUDA version 12.2 does not match the version torch was compiled with 12.1 but since the APIs are compatible, accepting this combination')
rec('none', 'benign', 'torchvision', '0.15+',
    'pytorch/vision torchvision/io/image.py (a UserWarning at import when image.so cannot load; the rest of torchvision works)',
    'warn(f"Failed to load image Python extension: \'{e}\'" f"If you don\'t plan on using image functionality from `torchvision.io`, you can ignore this warning. ...")',
    "/usr/lib/python3/dist-packages/torchvision/io/image.py:13: UserWarning: Failed to load image Python extension: '/usr/lib/python3/dist-packages/torchvision/image.so: undefined symbol: _ZN3c1017RegisterOperatorsD1Ev'If you don't plan on using image functionality from `torchvision.io`, you can ignore this warning. Otherwise, there might be something wrong with your environment.")
rec('none', 'benign', 'Open MPI', 'v4.1.6',
    'open-mpi/ompi v4.1.6 orte/util/show_help.c:361 (the count of help messages it aggregated, naming the topic shown above)',
    '"%d more process%s sent help message %s / %s"',
    '[gpu-node-03:18822] 3 more processes have sent help message help-mpi-btl-openib.txt / no active ports found')
rec('none', 'benign', 'nvidia-smi', '535',
    'nvidia-smi -q -d ECC (the section header above the counters, printed whatever they are)',
    '"    ECC Errors"', '    ECC Errors')
rec('driver_mismatch', 'cause', 'torchvision', '0.15+', 'pytorch/vision torchvision/extension.py _assert_has_ops',
    '"Couldn\'t load custom C++ ops. This can happen if your PyTorch and torchvision versions are incompatible, ..."',
    "RuntimeError: Couldn't load custom C++ ops. This can happen if your PyTorch and torchvision versions are incompatible, or if you had errors while compiling torchvision from source.")
rec('driver_mismatch', 'cause', 'PyTorch dispatcher (torchvision import)', 'torch 2.1+',
    'pytorch/vision torchvision/_meta_registrations.py (fake kernels registered at import for operators the C++ library did not register)',
    '"operator %s does not exist"', 'RuntimeError: operator torchvision::nms does not exist')
rec('driver_mismatch', 'cause', 'PyTorch (torch.ops)', 'torch 1.x-2.x', 'pytorch/pytorch torch/_ops.py _OpNamespace.__getattr__',
    '"\'_OpNamespace\' \'{self.name}\' object has no attribute \'{op_name}\'"',
    "AttributeError: '_OpNamespace' 'torchvision' object has no attribute 'nms'")

# the eleventh session (29th set's dev half), each read in its source
nccl("other", "cause", "v2.21.5-1", "src/misc/argcheck.cc", 30, 'WARN("%s : %s argument is NULL", opname, ptrname)',
     "Send : comm argument is NULL")
nccl("other", "cause", "v2.21.5-1", "src/misc/argcheck.cc", 22,
     'WARN("%s : %s allocated on device %d mismatchs with NCCL device %d", opname, ptrname, attr.device, comm->cudaDev)',
     "AllReduce : sendbuff allocated on device 1 mismatchs with NCCL device 0")
nccl("other", "cause", "v2.21.5-1", "src/misc/argcheck.cc", 48,
     'WARN("%s : invalid root %d (root should be in the 0..%d range)", info->opName, info->root, info->comm->nRanks)',
     "Broadcast : invalid root 8 (root should be in the 0..7 range)")
rec("other", "cause", "PyTorch", "v1.9-v2.13",
    "pytorch/pytorch torch/csrc/distributed/c10d/comm.cpp verify_params_across_processes",
    '"replicas[0][{}] in this process with sizes {} appears not to match sizes of the same param in process {}."',
    "RuntimeError: replicas[0][0] in this process with sizes [48, 12, 3, 3] appears not to match sizes of the same param in process 0.")
rec("driver_mismatch", "cause", "PyTorch", "v1.7-v1.8",
    "pytorch/pytorch torch/lib/c10d/ProcessGroupNCCL.cpp (built without NCCL >= 2.7 point-to-point support)",
    '"ProcessGroupNCCL only supports alltoall* for NCCL lib version >= 2.7.0"',
    "RuntimeError: ProcessGroupNCCL only supports alltoall* for NCCL lib version >= 2.7.0")
rec("driver_mismatch", "cause", "PyTorch", "v1.7-v1.8",
    "pytorch/pytorch torch/lib/c10d/ProcessGroupNCCL.cpp (built without NCCL >= 2.7 point-to-point support)",
    '"ProcessGroupNCCL only supports send for NCCL lib version >= 2.7.0"',
    "RuntimeError: ProcessGroupNCCL only supports send for NCCL lib version >= 2.7.0")
rec("collective_timeout", "cause", "PyTorch", "v2.2+",
    "pytorch/pytorch torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp broadcastUniqueNCCLID (TCPStore wait timeout)",
    '"[", rank_, "] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key \'", storeKey, "\', but store->get(\'", storeKey, "\') got error: " + e.what()',
    "torch.distributed.DistBackendError: [3] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: wait timeout after 1800000ms, keys: /default_pg/0//cuda//0. This may indicate a possible application crash on rank 0 or a network set up issue.")
rec("collective_timeout", "cause", "PyTorch", "v1.8-v1.13",
    "pytorch/pytorch torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp broadcastUniqueNCCLID (v1.x tcputil Socket Timeout)",
    '"retrieving ncclUniqueId from [0] via c10d key-value store by key \'", storeKey, "\', but store->get(\'", storeKey, "\') got error: " + e.what()',
    "RuntimeError: [1] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: Socket Timeout")
rec("cuda_oom", "cause", "NVSHMEM", "v3.4.5-0",
    "NVIDIA/nvshmem src/host/mem/mem_heap.cpp (cuMemCreate, NVSHMEMI_NE_ERROR_JMP; status 2 = CUDA_ERROR_OUT_OF_MEMORY)",
    '"%s:%d: non-zero status: %d " "cuMemCreate failed \\n"',
    "/nvshmem/src/host/mem/mem_heap.cpp:1509: non-zero status: 2 cuMemCreate failed ")
rec("ib_unusable", "cause", "Mooncake transfer engine", "2025",
    "kvcache-ai/Mooncake mooncake-transfer-engine/src/transport/rdma_transport/rdma_transport.cpp initializeRdmaResources",
    'LOG(ERROR) << "RdmaTransport: No available RNIC"',
    "E0911 06:19:37.204734  3746 rdma_transport.cpp:426] RdmaTransport: No available RNIC")
rec("driver_mismatch", "cause", "Open MPI", "v4.1.8",
    "open-mpi/ompi v4.1.8 orte/mca/ess/base/help-ess-base.txt:54 [slurm-error]",
    '"but OMPI was not built with SLURM\'s PMI support and therefore cannot"',
    "but OMPI was not built with SLURM's PMI support and therefore cannot")

rec("other", "cause", "Open MPI", "v4.1.6", "open-mpi/ompi v4.1.6:opal/mca/btl/vader/btl_vader_get.c:98",
    '"Read %ld, expected %lu, errno = %d\\n"', " Read -1, expected 18446744073709547536, errno = 22")
rec("other", "cause", "Open MPI", "v5.0.9", "open-mpi/ompi v5.0.9:opal/mca/smsc/cma/smsc_cma_module.c:200",
    '"CMA read %ld, expected %lu, errno = %d\\n"', "CMA read -1, expected 65536, errno = 14")
rec("other", "cause", "PyTorch + NCCL", "torch 2.x, NCCL 2.21",
    "pytorch/pytorch torch/csrc/distributed/c10d/NCCLUtils.cpp getNcclErrorDetailStr (Last error: ncclGetLastError, the WARN text of NVIDIA/nccl src/misc/argcheck.cc ArgsCheck)",
    '"%s : invalid type %d"', "SendRecv : invalid type 10")
rec("other", "cause", "PyTorch", "torch 1.13-2.x", "pytorch/pytorch torch/csrc/distributed/c10d/NCCLUtils.cpp getNcclErrorDetailStr",
    '"ncclInvalidArgument: Invalid value for an argument."', "ncclInvalidArgument: Invalid value for an argument.")
rec("driver_mismatch", "cause", "PyTorch", "v1.7-v1.8", "pytorch/pytorch torch/csrc/cuda/nccl.cpp all2all_single_equal_split",
    '"all2all is only supported for NCCL lib version >= 2.7.0"', "RuntimeError: all2all is only supported for NCCL lib version >= 2.7.0")
rec("none", "benign", "Ray", "2.9-2.34", "ray-project/ray src/ray/common/file_system_monitor.cc OverCapacityImpl (raw byte counts in older builds)",
    '"<path> is over N% full, available space: <bytes>; capacity: <bytes>. Object creation will fail if spilling is required."',
    "(raylet) [2024-03-01 10:11:12,131 E 2231 2231] (raylet) file_system_monitor.cc:111: /tmp/ray/session_2024-03-01_10-00-01_118220_2101 is over 95% full, available space: 2438410240; capacity: 232947798016. Object creation will fail if spilling is required.")
rec("none", "benign", "Slurm", "19.05-20.02", "SchedMD/slurm slurm-19-05-0-1 src/plugins/jobacct_gather/common/common_jag.c:266 _is_a_lwp",
    'error("%s: open() %s failed: %m", __func__, filename)',
    "slurmstepd: error: _is_a_lwp: open() /proc/228891/status failed: No such file or directory")

rec("p2p_unsupported", "cause", "CuPy", "v10.0.0-v14", "cupy/cupy cupy/_core/_kernel.pyx _check_peer_access",
    "f'{msg} Peer access is unavailable between these devices.'",
    "ValueError: The device where the array resides (1) is different from the current device (0). Peer access is unavailable between these devices.")
rec("none", "benign", "CuPy", "v10.0.0-v14", "cupy/cupy cupy/_core/_kernel.pyx _check_peer_access (PerformanceWarning)",
    "f'{msg} Peer access has been activated automatically.'",
    "test.py:10: PerformanceWarning: The device where the array resides (0) is different from the current device (1). Peer access has been activated automatically.")
rec("none", "benign", "RAPIDS Accelerator for Spark", "0.2-21.x", "NVIDIA/spark-rapids GpuDeviceManager.initializeRmm (a warning: a fact for the rule ctx-rmm-pool-ended-out-of-memory, no cause alone)",
    's"Initial RMM allocation(${initialAllocation / 1024 / 1024.0} MB) is larger than free memory(${info.free / 1024 / 1024.0} MB)"',
    "21/03/11 10:02:13 WARN GpuDeviceManager: Initial RMM allocation(30649.6 MB) is larger than free memory(20113.4375 MB)")
rec("other", "cause", "MPICH", "3.x-4.x", "pmodels/mpich src/mpi/errhan/errutil.c MPIR_Handle_fatal_error",
    '"Fatal error in %s: " + MPIR_Err_get_string (class text, ", error stack:", one entry per level)',
    "Fatal error in PMPI_Init_thread: Other MPI error, error stack:")
rec("none", "benign", "joblib", "0.12-1.4", "joblib/joblib joblib/_multiprocessing_helpers.py (a warning joblib goes on after in serial mode: a fact for the rule ctx-ended-after-semaphore-enospc, no cause alone)",
    "warnings.warn('%s.  joblib will operate in serial mode' % (e,))",
    "/usr/lib/python3/dist-packages/joblib/_multiprocessing_helpers.py:45: UserWarning: [Errno 28] No space left on device.  joblib will operate in serial mode")
rec("driver_mismatch", "cause", "PaddlePaddle", "1.x-2.0", "PaddlePaddle/Paddle paddle/fluid/platform/dynload/dynamic_loader.cc GetDsoHandleFromSearchPath",
    '"Failed to find dynamic library: %s ( %s ) \\n Please specify its path correctly using following ways: ..."',
    "Error: Failed to find dynamic library: libnccl.so ( libnccl.so: cannot open shared object file: No such file or directory )")
rec("none", "benign", "PaddlePaddle", "1.x-2.0", "PaddlePaddle/Paddle paddle/fluid/platform/dynload/dynamic_loader.cc (LOG(WARNING) before the default-path retry)",
    'LOG(WARNING) << "Failed to find dynamic library: " << dlPath << " (" << dlerror() << ")"',
    "W0311 10:02:13.123456  1234 dynamic_loader.cc:155] Failed to find dynamic library: /usr/local/cuda/lib64/libnccl.so (libnccl.so: cannot open shared object file: No such file or directory)")
rec("none", "benign", "PyTorch", "v2.1-v2.13", "pytorch/pytorch torch/csrc/distributed/c10d/socket.cpp SocketConnectOp::tryConnect recordError (one address of getaddrinfo's list; the next is tried)",
    '"The client socket has failed to connect to {} {}.", addr, err',
    "[W socket.cpp:601] [c10d] The client socket has failed to connect to [localhost]:29500 (errno: 97 - Address family not supported by protocol).")
rec("rendezvous_failure", "cause", "PyTorch", "v2.1-v2.13", "pytorch/pytorch torch/csrc/distributed/c10d/socket.cpp SocketConnectOp::tryConnect recordError",
    '"The client socket has failed to connect to {} {}.", addr, err',
    "[W socket.cpp:601] [c10d] The client socket has failed to connect to [node-0]:29500 (errno: 113 - No route to host).")

rec("cuda_oom", "cause", "NVIDIA Caffe", "0.17 (DIGITS 18.11)", "NVIDIA/caffe include/caffe/util/gpu_memory.hpp GPUMemory (the device-memory pool's reserve)",
    '"Out of memory in safe_reserve: " << size << " > " << ... << " on device " << device',
    "Out of memory in safe_reserve: 589390848 > 0 + 583860224 on device 1")
rec("rendezvous_failure", "cause", "hivemind", "1.1", "learning-at-home/hivemind hivemind/p2p/p2p_daemon.py (P2PDaemonError with the daemon's last line; go-libp2p-daemon p2pd: no initial peer answered)",
    '"Daemon failed to start: " + last line of p2pd',
    "hivemind.p2p.p2p_daemon_bindings.utils.P2PDaemonError: Daemon failed to start: 2025/05/05 07:23:34 failed to connect to bootstrap peers")
rec("rendezvous_failure", "cause", "Ascend HCCL", "CANN 8.x", "Ascend HCCL hccl_socket.cc HcclSocket::Listen",
    '"socket type[%d], listen on ip[%s] and specific port[%u] fail. Please check the port status and whether the port is being used by other process."',
    "[ERROR] HCCL(60570,):2025-12-04-14:46:07.911.312 [hccl_socket.cc:106] [60570][HcclSocket][Listen] socket type[0], listen on ip[10.0.0.5] and specific port[16666] fail. Please check the port status and whether the port is being used by other process.")
rec("collective_timeout", "cause", "Ascend CANN", "8.x", "Ascend CANN runtime device_error_proc ProcessStarsHcclFftsPlusTimeoutErrorInfo (HCCL_EXEC_TIMEOUT, 1836 s by default)",
    '"The error from device(chipId:%u, dieId:%u), serial number is %u, hccl fftsplus task timeout occurred during task execution, stream_id:%u, sq_id:%u, task_id:%u, stuck notify num:%u, timeout:%u."',
    "EI9999: 2024-07-03-11:28:40.419.527  The error from device(chipId:0, dieId:0), serial number is 1, hccl fftsplus task timeout occurred during task execution, stream_id:4, sq_id:4, task_id:5, stuck notify num:7, timeout:1836.")
rec("collective_timeout", "cause", "Ascend HCCL", "CANN 8.x", "Ascend HCCL error code EI0006 (a peer rank stuck: the data of a collective did not arrive in time)",
    '"Getting socket times out. Reason: Remote Rank did not send the data in time. Please check the reason for the rank being stuck"',
    "EI0006: [PID: 1292363] 2025-04-08-18:07:20.444.436 Getting socket times out. Reason: Remote Rank did not send the data in time. Please check the reason for the rank being stuck")
rec("host_mem_alloc", "cause", "TensorFlow", "2.x", "tensorflow/tensorflow tensorflow/python/lib/core/py_func.cc (a Python MemoryError in a py_function becomes RESOURCE_EXHAUSTED, logged by op_kernel.cc)",
    '"RESOURCE_EXHAUSTED: " + "MemoryError: " + message',
    "2022-10-12 02:36:44.085076: W tensorflow/core/framework/op_kernel.cc:1733] RESOURCE_EXHAUSTED: MemoryError: Unable to allocate 1.50 GiB for an array with shape (320, 640, 640, 3) and data type uint8")
rec("other", "cause", "Lightning", "1.x-2.x", "Lightning-AI/pytorch-lightning src/lightning/fabric/utilities/device_parser.py _sanitize_gpu_ids",
    'f"You requested gpu: {gpus}\\n But your machine only has: {all_available_gpus}"',
    "lightning_fabric.utilities.exceptions.MisconfigurationException: You requested gpu: [0, 1]")
rec("socket_iface", "cause", "gRPC", "1.2x-1.4x (core)", "grpc/grpc src/core/lib/iomgr/tcp_server_utils_posix_common.cc (bind) and error.cc (the error's JSON: os_error, syscall)",
    '{"description":"Cannot assign requested address","errno":99,...,"os_error":"Cannot assign requested address","syscall":"bind"}',
    'E0712 06:29:11.405616288 388 server_secure_chttp2.cc:81] {"created":"@1626071351.405567988","description":"Cannot assign requested address","errno":99,"file":"src/core/lib/iomgr/tcp_server_utils_posix_common.cc","file_line":188,"os_error":"Cannot assign requested address","syscall":"bind"}')
rec("other", "cause", "PyTorch", "v1.x-v2.13", "pytorch/pytorch torch/distributed/run.py and elastic/agent/server/api.py (the variables a launcher sets for each worker; os.environ[...] raises KeyError when the script runs without it)",
    "KeyError('LOCAL_RANK')",
    "KeyError: 'LOCAL_RANK'")
rec("other", "cause", "PyTorch", "v2.13.0", "pytorch/pytorch v2.13.0:torch/distributed/distributed_c10d.py:1772 init_process_group",
    'raise ValueError("trying to initialize the default process group twice!")',
    "ValueError: trying to initialize the default process group twice!")
rec("rendezvous_failure", "cause", "Dask distributed", "2023.x", "dask/distributed distributed/nanny.py Nanny.instantiate (death_timeout)",
    """logger.error("Timed out connecting Nanny '%s' to scheduler '%s'", self, self.scheduler_addr)""",
    "2023-05-02 10:11:12,345 - distributed.nanny - ERROR - Timed out connecting Nanny '<Nanny: None, threads: 8>' to scheduler 'tcp://10.0.3.7:8786'")
rec("driver_mismatch", "cause", "bitsandbytes", "0.41.1", "bitsandbytes-foundation/bitsandbytes 0.41.1 bitsandbytes/cextension.py (lib is None and torch.cuda.is_available())",
    "raise RuntimeError('CUDA Setup failed despite GPU being available. Please run the following command to get more information: ...')",
    "RuntimeError: CUDA Setup failed despite GPU being available. Please run the following command to get more information:")
rec("driver_mismatch", "cause", "bitsandbytes", "0.41.1", "bitsandbytes-foundation/bitsandbytes 0.41.1 bitsandbytes/cuda_setup/main.py CUDASetup.run_cuda_setup",
    "self.add_log_entry('CUDA SETUP: CUDA detection failed! Possible reasons:')",
    "CUDA SETUP: CUDA detection failed! Possible reasons:")
rec("other", "cause", "OpenJDK", "8", "openjdk/jdk8u jdk/src/share/classes/java/io/ByteArrayOutputStream.java hugeCapacity",
    "if (minCapacity < 0) // overflow\n    throw new OutOfMemoryError();",
    "\tat java.io.ByteArrayOutputStream.hugeCapacity(ByteArrayOutputStream.java:123)")
rec("other", "cause", "OpenJDK", "17", "openjdk/jdk17u src/java.base/share/classes/jdk/internal/util/ArraysSupport.java hugeLength",
    'throw new OutOfMemoryError("Required array length " + oldLength + " + " + minGrowth + " is too large");',
    "java.lang.OutOfMemoryError: Required array length 2147483639 + 9 is too large")
rec("collective_timeout", "cause", "Horovod", "v0.28.1", "horovod/horovod v0.28.1:horovod/common/stall_inspector.cc:70 (as a log store cut it after 'subset of ranks')",
    '"One or more tensors were submitted to be reduced, gathered or broadcasted by subset of ranks and are waiting ..."',
    "[2020-07-27 20:14:10.551108: W horovod/common/stall_inspector.cc:105] One or more tensors were submitted to be reduced, gathered or broadcasted by subset of ranks and")

rec("rendezvous_failure", "cause", "PaddlePaddle", "2.4", "PaddlePaddle/Paddle paddle/phi/core/distributed/store/tcp_utils.cc tcp_connect",
    'PADDLE_ENFORCE_GT(sockfd, 0, platform::errors::InvalidArgument("Network %s:%s cannot be connected.", host, port));',
    "InvalidArgumentError: Network 10.1.68.146:63314 cannot be connected.")
rec("none", "retried", "PaddlePaddle", "2.4", "PaddlePaddle/Paddle paddle/phi/core/distributed/store/tcp_utils.cc tcp_connect",
    'VLOG(0) << "Retry to connect to " << host << ":" << port << " while the server is not yet listening.";',
    "I1127 21:34:05.015228 3935673 tcp_utils.cc:107] Retry to connect to 10.1.68.146:63314 while the server is not yet listening.")
rec("none", "retried", "PaddlePaddle", "2.4", "PaddlePaddle/Paddle python/paddle/distributed/fleet/base/private_helper_function.py wait_server_ready",
    'sys.stderr.write("server not ready, wait 3 sec to retry...\\n")',
    "server not ready, wait 3 sec to retry...")
rec("other", "cause", "PyTorch", "v1.0.0", "pytorch/pytorch v1.0.0:torch/lib/c10d/ProcessGroupNCCL.cpp ProcessGroupNCCL::barrier",
    'throw std::runtime_error("ProcessGroupNCCL does not support barrier");',
    "RuntimeError: ProcessGroupNCCL does not support barrier")
rec("host_mem_alloc", "cause", "Go", "1.22", "golang/go src/os/exec_posix.go ProcessState.String (as ollama's server/sched.go reports its runner)",
    'res = "signal: " + status.Signal().String()',
    'time=2025-05-16T17:45:16.661+02:00 level=ERROR source=sched.go:478 msg="error loading llama server" error="llama runner process has terminated: signal: killed"')
rec("socket_iface", "cause", "Open MPI", "v4.1.6", "open-mpi/ompi opal/mca/btl/tcp/help-mpi-btl-tcp.txt [dropped inbound connection]",
    "Open MPI detected an inbound MPI TCP connection request from a peer\nthat appears to be part of this MPI job ...",
    "Open MPI detected an inbound MPI TCP connection request from a peer")
rec("none", "retried", "Open MPI", "v4.1.6", "open-mpi/ompi opal/mca/btl/tcp/help-mpi-btl-tcp.txt [dropped inbound connection]",
    "... the peer should simply try again with a different IP interface (i.e., the job should hopefully be able to continue).",
    "Open MPI detected an inbound MPI TCP connection request from a peer")

rec("driver_mismatch", "cause", "FBGEMM", "2022 (fbgemm_gpu/__init__.py)", "pytorch/FBGEMM fbgemm_gpu/fbgemm_gpu/__init__.py (torch.ops.load_library in a try, the exception printed) with glibc's dlerror; pytorch/pytorch c10/CMakeLists.txt (c10_cuda only if USE_CUDA)",
    'except Exception as e:\n    print(e)',
    "libc10_cuda.so: cannot open shared object file: No such file or directory")
rec("driver_mismatch", "cause", "CPython", "3.11", "python/cpython Objects/moduleobject.c module_getattro; pytorch/pytorch v1.0.0:torch/multiprocessing/__init__.py (spawn from 1.0 on)",
    'PyErr_Format(PyExc_AttributeError, "module \'%U\' has no attribute \'%U\'", mod_name, name);',
    "AttributeError: module 'torch.multiprocessing' has no attribute 'spawn'")
rec("other", "cause", "glibc", "2.36", "bminor/glibc assert/assert.c __assert_fail_base",
    '"%s%s%s:%u: %s%sAssertion `%s\' failed.\n%n"',
    "train: csrc/ops.cpp:120: void check(int): Assertion `idx < size' failed.")
rec("host_mem_alloc", "cause", "bash", "5.2", "bminor/bash jobs.c (a foreground job killed by a signal: its strsignal on a line of its own)",
    'fprintf (stderr, "%s", j_strsignal (termsig));',
    "Killed")

rec("none", "retried", "torchvision", "0.14", "pytorch/vision torchvision/io/image.py (warn(f\"Failed to load image Python extension: {e}\"), then the run goes on without the image decoders)",
    'warn(f"Failed to load image Python extension: {e}")',
    "/usr/lib/python3/dist-packages/torchvision/io/image.py:13: UserWarning: Failed to load image Python extension: libc10_cuda.so: cannot open shared object file: No such file or directory")

rec("rendezvous_failure", "cause", "LightGBM", "v4.5.0", "microsoft/LightGBM src/network/linkers_socket.cc Linkers::TryBind",
    'Log::Fatal("Binding port %d failed", port);',
    "[LightGBM] [Fatal] Binding port 12400 failed")

rec("driver_mismatch", "cause", "CPython", "3.11", "python/cpython Python/ceval.c import_from; pytorch/pytorch v2.2.0:torch/distributed/device_mesh.py (init_device_mesh public from 2.2)",
    'PyErr_Format(PyExc_ImportError, "cannot import name %R from %R (%S)", name, pkgname_or_unknown, pkgpath);',
    "ImportError: cannot import name 'init_device_mesh' from 'torch.distributed.device_mesh' (/usr/lib/python3/dist-packages/torch/distributed/device_mesh.py)")
rec("driver_mismatch", "cause", "CPython", "3.11", "python/cpython Lib/importlib/_bootstrap.py _find_and_load_unlocked (_ERR_MSG_PREFIX 'No module named ')",
    "raise ModuleNotFoundError(f'{_ERR_MSG_PREFIX}{name!r}', name=name)",
    "ModuleNotFoundError: No module named 'torch.distributed.checkpoint.state_dict'")

rec('none', 'retried', 'XGBoost', 'v3.4.1', "dmlc/xgboost v3.4.1:src/collective/socket.cc:143 Connect (ninth pass, 2026-11-28: Logged inside Connect's retry loop after each failed connect/poll; the loop sleeps and tries again, so the line alone is not fatal.)",
    'LOG(WARNING) << "Failed to connect to:" << host << ":" << port\n                 << " Error:" << last_error.Report();',
    '[21:40:12] WARNING: /workspace/src/collective/socket.cc:143: Failed to connect to:10.0.3.7:37243 Error:')
rec('none', 'retried', 'XGBoost', 'v3.4.1', 'dmlc/xgboost v3.4.1:src/collective/socket.cc:149 Connect (ninth pass, 2026-11-28: Printed before the next connect attempt to the tracker or a peer; the attempt may succeed.)',
    'LOG(WARNING) << "Retrying connection to " << host << " for the " << attempt << " time.";',
    '[21:40:14] WARNING: /workspace/src/collective/socket.cc:149: Retrying connection to 10.0.3.7 for the 1 time.')
rec('rendezvous_failure', 'cause', 'XGBoost', 'v3.4.1', 'dmlc/xgboost v3.4.1:src/collective/comm.cc:42 ConnectTrackerImpl (ninth pass, 2026-11-28: Returned after Connect exhausted all retries to the tracker host:port (dmlc_tracker_uri/port); the worker cannot reach the rendezvous point and training aborts.)',
    'return Fail("Failed to connect to the tracker.", std::move(rc));',
    '- Failed to connect to the tracker.')
rec('rendezvous_failure', 'cause', 'XGBoost', 'v3.4.1', 'dmlc/xgboost v3.4.1:src/collective/socket.cc:187 Connect (ninth pass, 2026-11-28: Final result of Connect once every retry failed (connection refused/timeout) to the tracker or a peer address; the caller aborts bootstrap.)',
    'ss << "Failed to connect to " << host << ":" << port;\n  auto close_rc = conn.Close();\n  return Fail(ss.str(), std::move(close_rc) + std::move(last_error));',
    '- Failed to connect to 10.0.3.7:37243')
rec('rendezvous_failure', 'cause', 'XGBoost', 'v3.4.1', 'dmlc/xgboost v3.4.1:include/xgboost/collective/socket.h:620 TCPSocket::Bind (ninth pass, 2026-11-28: The tracker (tracker.cc:128) or worker listener cannot bind its host:port, e.g. the requested tracker port is already taken; SafeColl turns it into a fatal XGBoostError.)',
    'if (errc != 0) {\n      return system::FailWithCode("Failed to bind socket.");\n    }',
    '- Failed to bind socket. system error:Address already in use')
rec('none', 'consequence', 'XGBoost', 'v3.4.1', 'dmlc/xgboost v3.4.1:src/collective/loop.cc:101 Loop::ProcessQueue (ninth pass, 2026-11-28: A recv on a peer socket returned 0 bytes because the remote worker exited or closed; the real failure is on the other worker.)',
    'return Fail("Encountered EOF. The other end is likely closed.",\n                          op.sock->GetSockError());',
    '- Encountered EOF. The other end is likely closed.')
rec('none', 'consequence', 'XGBoost', 'v3.4.1', 'dmlc/xgboost v3.4.1:src/collective/comm.cc:365 RabitComm::Bootstrap error_worker_ (ninth pass, 2026-11-28: The tracker signalled this worker through its error socket because a different worker failed; this worker then exits.)',
    'LOG(WARNING) << "Another worker is running into error.";',
    '[21:52:03] WARNING: /workspace/src/collective/comm.cc:365: Another worker is running into error.')
rec('none', 'consequence', 'XGBoost', 'v3.4.1', "dmlc/xgboost v3.4.1:src/collective/tracker.cc:244 RabitTracker::Run handle_error (ninth pass, 2026-11-28: The tracker relays an error reported by a worker and then tells the other workers to exit; it reports another process's failure.)",
    'LOG(WARNING) << "[tracker]: Received error from [" << worker.Host() << ":" << worker.Rank()\n                 << "]: " << msg << " code:" << code;',
    '[21:52:03] WARNING: /workspace/src/collective/tracker.cc:244: [tracker]: Received error from [10.0.3.9:2]: Check failed: ... code:1')
rec('driver_mismatch', 'cause', 'XGBoost', 'v3.4.1', 'dmlc/xgboost v3.4.1:src/collective/nccl_stub.cc:90 NcclStub::NcclStub (ninth pass, 2026-11-28: dlopen of the NCCL shared library fails (not installed, e.g. nvidia-nccl-cu12 missing since 2.1.0 wheels) so the GPU communicator cannot be created: a missing CUDA library.)',
    'std::string msg{"Failed to load NCCL from path: `" + path_ + "`. Error:\\n  "};\n...\n  handle_ = dlopen(path_.c_str(), RTLD_LAZY);\n  if (!handle_) {\n    LOG(FATAL) << msg << dlerror() << help;',
    'xgboost.core.XGBoostError: [21:41:09] /workspace/src/collective/nccl_stub.cc:90: Failed to load NCCL from path: `libnccl.so.2`. Error:')
rec('collective_timeout', 'cause', 'XGBoost', 'v3.4.1', 'dmlc/xgboost v3.4.1:src/collective/coll.cu:174 AsyncLaunch (ninth pass, 2026-11-28: An NCCL collective did not finish within the communicator timeout; XGBoost aborts the NCCL communicator because the collective hung.)',
    'return Fail(msg + ": " + std::to_string(nccl->Timeout().count()) + "s.") + std::move(rc);\n...\n    case std::future_status::timeout:\n      // Timeout waiting for the NCCL op to finish.\n      return abort("NCCL timeout");',
    '- NCCL timeout: 1800s.')
rec('none', 'benign', 'XGBoost', 'v3.4.1', 'dmlc/xgboost v3.4.1:src/collective/comm.cc:53 ConnectTrackerImpl (ninth pass, 2026-11-28: Informational line on a successful tracker connection.)',
    'LOG(INFO) << "Task " << task_id << " connected to the tracker";',
    '[21:40:16] INFO: /workspace/src/collective/comm.cc:53: Task [xgboost.dask-0]:tcp://10.0.3.8:41231 connected to the tracker')
rec('none', 'benign', 'XGBoost', 'v3.4.1', 'dmlc/xgboost v3.4.1:src/collective/comm.cc:435 RabitComm::~RabitComm (ninth pass, 2026-11-28: Destructor warning at teardown; the communicator then shuts itself down, not the cause of a job failure.)',
    'LOG(WARNING) << "The communicator is being destroyed without a call to shutdown first. This can "\n                  "lead to undefined behaviour.";',
    '[21:55:40] WARNING: /workspace/src/collective/comm.cc:435: The communicator is being destroyed without a call to shutdown first. This can lead to undefined behaviour.')
rec('none', 'retried', 'XGBoost', 'v3.4.1', 'dmlc/xgboost v3.4.1:python-package/xgboost/dask/__init__.py:215 _try_start_tracker (ninth pass, 2026-11-28: xgboost.dask could not start the tracker on the first candidate address and retries with the next one; may succeed.)',
    'LOGGER.warning(\n            "Failed to bind address \'%s\', trying to use \'%s\' instead. Error:\\n %s",\n            str(addrs[0]),\n            str(addrs[1]),\n            str(e),\n        )',
    "[21:40:02] WARNING: Failed to bind address '10.0.3.7', trying to use '10.0.3.2' instead. Error:")
rec('none', 'consequence', 'XGBoost', 'v3.4.1', 'dmlc/xgboost v3.4.1:python-package/xgboost/dask/__init__.py:720 _check_workers_are_alive (ninth pass, 2026-11-28: Workers holding DaskDMatrix partitions are no longer in the scheduler (they died earlier, e.g. killed); reports the loss, not why they died.)',
    'raise RuntimeError(f"Missing required workers: {missing_workers}")',
    "RuntimeError: Missing required workers: {'tcp://10.0.3.9:39715'}")
rec('rendezvous_failure', 'cause', 'LightGBM', 'v4.6.0', 'microsoft/LightGBM v4.6.0:src/network/linkers_socket.cpp:131 Linkers::TryBind (ninth pass, 2026-11-28: The listener cannot bind local_listen_port (typically already in use by another process or a second worker on the same host); Log::Fatal aborts network setup.)',
    'Log::Fatal("Binding port %d failed", port);',
    '[LightGBM] [Fatal] Binding port 12400 failed')
rec('none', 'benign', 'LightGBM', 'v4.6.0', 'microsoft/LightGBM v4.6.0:src/network/linkers_socket.cpp:127 Linkers::TryBind (ninth pass, 2026-11-28: Informational line printed before every bind attempt in healthy runs.)',
    'Log::Info("Trying to bind port %d...", port);',
    '[LightGBM] [Info] Trying to bind port 12400...')
rec('none', 'retried', 'LightGBM', 'v4.6.0', "microsoft/LightGBM v4.6.0:src/network/linkers_socket.cpp:208 Linkers::Construct (ninth pass, 2026-11-28: Printed inside a retry loop (at least 20 tries with growing delay) while the peer's listener is not up yet; the next attempt may succeed.)",
    'Log::Warning("Connecting to rank %d failed, waiting for %d milliseconds", out_rank, connect_fail_delay_time);',
    '[LightGBM] [Warning] Connecting to rank 3 failed, waiting for 200 milliseconds')
rec('none', 'consequence', 'LightGBM', 'v4.6.0', 'microsoft/LightGBM v4.6.0:src/network/socket_wrapper.hpp:295 TcpSocket::Recv (ninth pass, 2026-11-28: recv on a linker socket fails because the remote LightGBM process went away (reset by peer); the root failure is on the other machine.)',
    'Log::Fatal("Socket recv error, %s (code: %d)", std::strerror(err_code), err_code);',
    '[LightGBM] [Fatal] Socket recv error, Connection reset by peer (code: 104)')
rec('none', 'consequence', 'LightGBM', 'v4.6.0', "microsoft/LightGBM v4.6.0:src/network/socket_wrapper.hpp:282 TcpSocket::Send (ninth pass, 2026-11-28: send to a peer fails with EPIPE/ECONNRESET after that peer exited; it reports another process's death.)",
    'Log::Fatal("Socket send error, %s (code: %d)", std::strerror(err_code), err_code);',
    '[LightGBM] [Fatal] Socket send error, Broken pipe (code: 32)')
rec('none', 'benign', 'LightGBM', 'v4.6.0', 'microsoft/LightGBM v4.6.0:src/network/socket_wrapper.hpp:129 TcpSocket::ConfigSocket (ninth pass, 2026-11-28: A socket-buffer tuning warning; ConfigSocket continues and training runs.)',
    'Log::Warning("Set SO_RCVBUF failed, please increase your net.core.rmem_max to 100k at least");',
    '[LightGBM] [Warning] Set SO_RCVBUF failed, please increase your net.core.rmem_max to 100k at least')
rec('none', 'benign', 'LightGBM', 'v4.6.0', 'microsoft/LightGBM v4.6.0:src/network/linkers_socket.cpp:77 Linkers::~Linkers (ninth pass, 2026-11-28: Printed by the Linkers destructor at network teardown of a run that linked successfully; informational timing.)',
    'Log::Info("Finished linking network in %f seconds", network_time_ * 1e-3);',
    '[LightGBM] [Info] Finished linking network in 0.412358 seconds')
rec('other', 'cause', 'LightGBM', 'v4.6.0', "microsoft/LightGBM v4.6.0:python-package/lightgbm/dask.py:768 _train (ninth pass, 2026-11-28: lightgbm.dask's own configuration check before training (same port for several workers on one host); a usage error.)",
    'msg = (\n                    "\'local_listen_port\' was provided in Dask training parameters, but at least one "\n                    "machine in the cluster has multiple Dask worker processes running on it. Please omit "\n                    "\'local_listen_port\' or pass \'machines\'."\n                )\n                raise LightGBMError(msg)',
    "lightgbm.basic.LightGBMError: 'local_listen_port' was provided in Dask training parameters, but at least one machine in the cluster has multiple Dask worker processes running on it. Please omit 'local_listen_port' or pass 'machines'.")
rec('other', 'cause', 'LightGBM', 'v4.6.0', 'microsoft/LightGBM v4.6.0:src/network/linkers_socket.cpp:117 Linkers::ParseMachineList (ninth pass, 2026-11-28: Configuration check: the machines parameter/machine list file parsed to nothing.)',
    'Log::Fatal("Cannot find any ip and port.\\n"\n               "Please check machine_list_filename or machines parameter");',
    '[LightGBM] [Fatal] Cannot find any ip and port.')
rec('rendezvous_failure', 'cause', 'dask/distributed', '2026.7.1', 'dask/distributed 2026.7.1:distributed/comm/core.py:368 connect (ninth pass, 2026-11-28: connect() retries with backoff until distributed.comm.timeouts.connect expires; raised when the client/worker never reaches the scheduler address (wrong address, port closed, firewall).)',
    'raise OSError(\n            f"Timed out trying to connect to {addr} after {timeout} s"\n        ) from active_exception',
    'OSError: Timed out trying to connect to tcp://10.0.3.2:8786 after 30 s')
rec('none', 'retried', 'dask/distributed', '2026.7.1', 'dask/distributed 2026.7.1:distributed/worker.py:1130 Worker._register_with_scheduler (ninth pass, 2026-11-28: Logged inside the registration loop after an OSError; the worker sleeps 0.1 s and tries again, normal while the scheduler is still starting.)',
    'except OSError:\n                logger.info("Waiting to connect to: %26s", self.scheduler.address)\n                await asyncio.sleep(0.1)',
    '2026-11-28 21:40:03,512 - distributed.worker - INFO - Waiting to connect to:      tcp://10.0.3.2:8786')
rec('rendezvous_failure', 'cause', 'dask/distributed', '2026.7.1', 'dask/distributed 2026.7.1:distributed/nanny.py:422 Nanny.instantiate (ninth pass, 2026-11-28: The worker process did not start and register within death_timeout; the nanny closes, i.e. the scheduler could not be reached.)',
    'logger.error(\n                    "Timed out connecting Nanny \'%s\' to scheduler \'%s\'",\n                    self,\n                    self.scheduler_addr,\n                )',
    "2026-11-28 21:41:03,004 - distributed.nanny - ERROR - Timed out connecting Nanny '<Nanny: None, threads: 8>' to scheduler 'tcp://10.0.3.2:8786'")
rec('rendezvous_failure', 'cause', 'dask/distributed', '2026.7.1', 'dask/distributed 2026.7.1:distributed/core.py:513 Server.start (ninth pass, 2026-11-28: Server.start wraps start_unsafe (which for a Worker includes registering with the scheduler) in death_timeout; fires when the worker cannot reach the scheduler in time.)',
    'raise asyncio.TimeoutError(\n                    f"{type(self).__name__} start timed out after {timeout}s."\n                ) from exc',
    'TimeoutError: Worker start timed out after 60s.')
rec('rendezvous_failure', 'cause', 'dask/distributed', '2026.7.1', 'dask/distributed 2026.7.1:distributed/nanny.py:331 Nanny.start_unsafe (ninth pass, 2026-11-28: Every port of the requested nanny port range failed to bind with EADDRINUSE, so the nanny cannot listen: ports taken.)',
    'raise ValueError(\n                f"Could not start Nanny on host {self._start_host} "\n                f"with port {self._start_port}"\n            )',
    'ValueError: Could not start Nanny on host 10.0.3.8 with port 40000:40010')
rec('none', 'benign', 'dask/distributed', '2026.7.1', 'dask/distributed 2026.7.1:distributed/node.py:189 ServerNode.start_http_server (ninth pass, 2026-11-28: Only the dashboard port was taken; the HTTP server is hosted on another port and the scheduler runs on.)',
    'warnings.warn(\n                    f"Port {expected} is already in use.\\n"\n                    "Perhaps you already have a cluster running?\\n"\n                    f"Hosting the HTTP server on port {actual} instead"\n                )',
    'UserWarning: Port 8787 is already in use.')
rec('host_mem_alloc', 'cause', 'dask/distributed', '2026.7.1', "dask/distributed 2026.7.1:distributed/worker_memory.py:411 NannyMemoryManager.memory_monitor (ninth pass, 2026-11-28: The nanny's memory monitor found the worker RSS above the terminate fraction of its memory limit and terminates it: the worker ran out of its host memory budget.)",
    'msg = (\n                f"Worker {nanny.worker_address} (pid={process.pid}) exceeded "\n                f"{self.memory_terminate_fraction * 100:.0f}% memory budget. "\n                f"Restarting..."\n            )\n            nanny_logger.warning(msg)',
    '2026-11-28 21:47:12,301 - distributed.nanny.memory - WARNING - Worker tcp://10.0.3.8:39715 (pid=4121) exceeded 95% memory budget. Restarting...')
rec('none', 'benign', 'dask/distributed', '2026.7.1', "dask/distributed 2026.7.1:distributed/nanny.py:782 WorkerProcess._death_message (ninth pass, 2026-11-28; relabelled after review from host_mem_alloc: the nanny logs the same line at INFO when it kills its worker on a normal shutdown: The nanny reports its worker child ended by a signal; signal 9 (SIGKILL) is what the kernel OOM killer or the nanny's memory kill sends.)",
    'return f"Worker process {pid} was killed by signal {-exitcode}"\n...\n                msg = self._death_message(self.process.pid, r)\n                logger.info(msg)',
    '2026-11-28 21:47:13,020 - distributed.nanny - INFO - Worker process 4121 was killed by signal 9')
rec('none', 'benign', 'dask/distributed', '2026.7.1', 'dask/distributed 2026.7.1:distributed/worker_memory.py:213 WorkerMemoryManager._maybe_pause_or_unpause (ninth pass, 2026-11-28: The worker pauses new tasks and resumes when memory drops; a warning in runs that go on.)',
    'worker_logger.warning(\n                    "Worker is at %d%% memory usage. Pausing worker.  "\n                    "Process memory: %s -- Worker memory limit: %s",',
    '2026-11-28 21:46:50,118 - distributed.worker.memory - WARNING - Worker is at 81% memory usage. Pausing worker.  Process memory: 12.97 GiB -- Worker memory limit: 16.00 GiB')
rec('none', 'benign', 'dask/distributed', '2026.7.1', 'dask/distributed 2026.7.1:distributed/worker_memory.py:300 WorkerMemoryManager._spill (ninth pass, 2026-11-28: Rate-limited advisory from the spill loop; the worker keeps running.)',
    'worker_logger.warning(\n                    "Unmanaged memory use is high. This may indicate a memory leak "\n                    "or the memory may not be released to the OS; see "',
    '2026-11-28 21:46:40,771 - distributed.worker.memory - WARNING - Unmanaged memory use is high. This may indicate a memory leak or the memory may not be released to the OS; see https://distributed.dask.org/en/latest/worker-memory.html#memory-not-released-back-to-the-os for more information. -- Unmanaged memory: 11.20 GiB -- Worker memory limit: 16.00 GiB')
rec('none', 'benign', 'dask/distributed', '2026.7.1', 'dask/distributed 2026.7.1:distributed/core.py:575 Server._measure_tick (ninth pass, 2026-11-28: Informational tick-duration report; common in healthy runs with GIL-holding tasks.)',
    'logger.info(\n                "Event loop was unresponsive in %s for %.2fs.  "\n                "This is often caused by long-running GIL-holding "\n                "functions or moving large chunks of data. "\n                "This can cause timeouts and instability.",',
    '2026-11-28 21:45:02,990 - distributed.core - INFO - Event loop was unresponsive in Worker for 3.41s.  This is often caused by long-running GIL-holding functions or moving large chunks of data. This can cause timeouts and instability.')
rec('none', 'consequence', 'dask/distributed', '2026.7.1', 'dask/distributed 2026.7.1:distributed/scheduler.py:9248 KilledWorker.__str__ (ninth pass, 2026-11-28: Client-side error after workers died repeatedly; it says to inspect worker logs, the root cause is in the dead workers.)',
    'f"Attempted to run task {self.task!r} on {self.allowed_failures + 1} "\n            "different workers, but all those workers died while running it. "\n            f"The last worker that attempt to run the task was {self.last_worker.address}. "',
    "distributed.scheduler.KilledWorker: Attempted to run task ('dispatched_train-4f1c', 0) on 4 different workers, but all those workers died while running it. The last worker that attempt to run the task was tcp://10.0.3.8:39715. Inspecting worker logs is often a good next step to diagnose what went wrong. For more information see https://distributed.dask.org/en/stable/killed.html.")
rec('none', 'consequence', 'dask/distributed', '2026.7.1', 'dask/distributed 2026.7.1:distributed/scheduler.py:5659 Scheduler.remove_worker (ninth pass, 2026-11-28: Scheduler bookkeeping after workers were lost; reports the deaths, not their reason.)',
    'logger.error(\n                        "Task %s marked as failed because %d workers died"\n                        " while trying to run it",',
    "2026-11-28 21:48:30,442 - distributed.scheduler - ERROR - Task ('dispatched_train-4f1c', 0) marked as failed because 4 workers died while trying to run it")
rec('none', 'consequence', 'dask/distributed', '2026.7.1', 'dask/distributed 2026.7.1:distributed/scheduler.py:5682 Scheduler.remove_worker (ninth pass, 2026-11-28: Logged when a worker leaves (crash, kill, restart); the failure happened in that worker.)',
    'logger.warning(\n                f"Removing worker {ws.address!r} caused the cluster to lose "\n                "already computed task(s), which will be recomputed elsewhere: "\n                f"{recompute_keys} ({stimulus_id=})"\n            )',
    "2026-11-28 21:47:13,101 - distributed.scheduler - WARNING - Removing worker 'tcp://10.0.3.8:39715' caused the cluster to lose already computed task(s), which will be recomputed elsewhere: {('from-delayed-8a1e', 3)} (stimulus_id='handle-worker-cleanup-1795901233.1')")
rec('none', 'consequence', 'dask/distributed', '2026.7.1', 'dask/distributed 2026.7.1:distributed/comm/tcp.py:143 convert_stream_closed_error (ninth pass, 2026-11-28: A stream to a peer closed with an OS error because the remote worker/scheduler exited; the cause is on the remote side.)',
    'raise CommClosedError(f"in {obj}: {exc.__class__.__name__}: {exc}") from exc',
    'distributed.comm.core.CommClosedError: in <TCP (closed) ConnectionPool.gather local=tcp://10.0.3.7:51432 remote=tcp://10.0.3.8:39715>: ConnectionResetError: [Errno 104] Connection reset by peer')
rec('none', 'retried', 'dask/distributed', '2026.7.1', 'dask/distributed 2026.7.1:distributed/worker.py:1206 Worker.heartbeat (ninth pass, 2026-11-28: The heartbeat is a periodic callback; an OSError is logged and the next heartbeat tries again.)',
    'except OSError:\n            logger.exception("Failed to communicate with scheduler during heartbeat.")',
    '2026-11-28 21:49:01,220 - distributed.worker - ERROR - Failed to communicate with scheduler during heartbeat.')
rec('none', 'retried', 'distributed-ucxx', 'v0.51.01', 'rapidsai/ucxx v0.51.01:python/distributed-ucxx/distributed_ucxx/ucxx.py:667 UCXXConnector.connect (ninth pass, 2026-11-28: CommClosedError is an OSError, so distributed.comm.core.connect catches it and retries with backoff until the connect timeout; a single occurrence is not fatal.)',
    'except (\n            ucxx.exceptions.UCXCloseError,\n            ucxx.exceptions.UCXCanceledError,\n            ucxx.exceptions.UCXConnectionResetError,\n            ucxx.exceptions.UCXMessageTruncatedError,\n            ucxx.exceptions.UCXNotConnectedError,\n            ucxx.exceptions.UCXUnreachableError,\n        ):\n            raise CommClosedError("Connection closed before handshake completed")',
    'distributed.comm.core.CommClosedError: Connection closed before handshake completed')
rec('none', 'consequence', 'distributed-ucxx', 'v0.51.01', "rapidsai/ucxx v0.51.01:python/distributed-ucxx/distributed_ucxx/ucxx.py:527 UCXX.read (ninth pass, 2026-11-28: The remote side closed or failed the UCX endpoint while this side was reading; reports the peer's closing.)",
    'if shutdown:  # The writer is closing the connection\n                    raise CommClosedError("Connection closed by writer")\n            except BaseException as e:\n                ...\n                self.abort()\n                raise CommClosedError("Connection closed by writer") from e',
    'distributed.comm.core.CommClosedError: Connection closed by writer')
rec('none', 'benign', 'distributed-ucxx', 'v0.51.01', 'rapidsai/ucxx v0.51.01:python/distributed-ucxx/distributed_ucxx/ucxx.py:74 _warn_existing_cuda_context (ninth pass, 2026-11-28: Advisory warning during init_once; initialization continues (ensure_cuda_context is called next).)',
    'logger.warning(\n        f"A CUDA context for device {device_uuid_str} already exists "\n        f"on process ID {pid}. {_warning_suffix}"\n    )',
    "2026-11-28 21:40:05,310 - distributed_ucxx.ucxx - WARNING - A CUDA context for device 0 (b'GPU-6f1c2a3e-8a7b-1d2c-9e0f-3b4a5c6d7e8f') already exists on process ID 4121. This is often the result of a CUDA-enabled library calling a CUDA runtime function before Dask-CUDA can spawn worker processes. Please make sure any such function calls don't happen at import time or in the global scope of a program.")
rec('none', 'retried', 'UCXX', 'v0.51.01', 'rapidsai/ucxx v0.51.01:cpp/src/endpoint.cpp:168 Endpoint::create (ninth pass, 2026-11-28: One of three 3-second attempts to run ucp_ep_create on the progress thread timed out; the loop tries again.)',
    'if (i == maxAttempts - 1) {\n        status = UCS_ERR_TIMED_OUT;\n        ucxx_error("Timeout waiting for ucp_ep_create, all attempts failed");\n      } else {\n        ucxx_warn("Timeout waiting for ucp_ep_create, retrying");\n      }',
    '[1795901205.118842] [node2:4121:1]     endpoint.cpp:168  UCXX  WARN  Timeout waiting for ucp_ep_create, retrying')
rec('none', 'benign', 'UCXX', 'v0.51.01', 'rapidsai/ucxx v0.51.01:python/ucxx/ucxx/_lib_async/listener.py:97 _finalizer (ninth pass, 2026-11-28: Finalizer warning at listener teardown; not the reason a job fails.)',
    'logger.warning(\n            f"Listener object is being destroyed, but {active_clients} client "\n            "handler(s) is(are) still alive. This usually indicates the Listener "\n            "was prematurely destroyed."\n        )',
    'Listener object is being destroyed, but 1 client handler(s) is(are) still alive. This usually indicates the Listener was prematurely destroyed.')
rec('socket_iface', 'cause', 'dask/distributed', '2026.7.1', 'dask/distributed 2026.7.1:distributed/utils.py:246 get_ip_interface (ninth pass, 2026-11-28: The --interface given to dask scheduler/worker does not exist on this host, so no address can be chosen: wrong network interface.)',
    'raise ValueError(\n            f"{ifname!r} is not a valid network interface. Valid network interfaces are: {allowed_ifnames}"\n        )',
    "ValueError: 'ib0' is not a valid network interface. Valid network interfaces are: ['lo', 'eth0', 'docker0']")
rec('socket_iface', 'cause', 'dask/distributed', '2026.7.1', 'dask/distributed 2026.7.1:distributed/utils.py:252 get_ip_interface (ninth pass, 2026-11-28: The selected interface exists but carries no IPv4 address (down or unconfigured IPoIB), so it cannot be used to listen/advertise.)',
    'raise ValueError(f"interface {ifname!r} doesn\'t have an IPv4 address")',
    "ValueError: interface 'ib0' doesn't have an IPv4 address")
rec('none', 'benign', 'XGBoost', 'v3.4.1', 'dmlc/xgboost v3.4.1:python-package/xgboost/spark/core.py:1140 _SparkXGBEstimator._fit (ninth pass, 2026-11-28: Informational start-of-training line from the Spark estimator.)',
    'get_logger(_LOG_TAG).info(\n            "Running xgboost-%s on %s workers with"\n            "\\n\\tbooster params: %s"',
    '2026-11-28 21:40:00,101 INFO XGBoost-PySpark: _fit Running xgboost-3.4.1 on 4 workers with')
rec('socket_iface', 'cause', 'XGBoost', 'v3.4.1', 'dmlc/xgboost v3.4.1:src/collective/tracker.cc:460 GetHostAddress (ninth pass, 2026-11-28: The tracker found no non-loopback address via getaddrinfo and the UDP probe for a routable interface failed, so it cannot pick an address to advertise.)',
    'auto err = connect(sock, addr_handle, addr_len);\n  if (err != 0) {\n    return system::FailWithCode("Failed to find IP address.");\n  }',
    '- Failed to find IP address. system error:Network is unreachable')
rec('none', 'consequence', 'dask/distributed', '2026.7.1', "dask/distributed 2026.7.1:distributed/scheduler.py:8643 Scheduler.check_worker_ttl (ninth pass, 2026-11-28: The scheduler notices a worker that stopped heartbeating (hung, dead or partitioned) past worker-ttl and restarts/removes it; it reports the symptom of the worker's failure, not its cause.)",
    'logger.warning(\n                    f"Worker failed to heartbeat for {last_seen:.0f}s; "\n                    f"{\'attempting restart\' if ws.nanny else \'removing\'}: {ws}"\n                )',
    "2026-11-28 21:58:01,402 - distributed.scheduler - WARNING - Worker failed to heartbeat for 302s; attempting restart: <WorkerState 'tcp://10.0.3.8:39715', name: 2, status: running, memory: 12, processing: 1>")
rec('none', 'benign', 'XGBoost', 'v3.4.1', 'dmlc/xgboost v3.4.1:src/collective/tracker.cc:312 RabitTracker::Run (ninth pass, 2026-11-28: A connection to the tracker failed the handshake (e.g. a stray client); the tracker drops it and keeps accepting workers.)',
    'if (!worker.Status().OK()) {\n            LOG(WARNING) << "Failed to initialize worker proxy." << worker.Status().Report();\n            continue;\n          }',
    '[21:40:05] WARNING: /workspace/src/collective/tracker.cc:312: Failed to initialize worker proxy.')
rec('none', 'benign', 'LightGBM', 'v4.6.0', 'microsoft/LightGBM v4.6.0:python-package/lightgbm/dask.py:772 _train (ninth pass, 2026-11-28: Informational line when lightgbm.dask picks ports itself; normal start of distributed training.)',
    '_log_info("Finding random open ports for workers")',
    'Finding random open ports for workers')
rec('none', 'benign', 'JAX', 'jax-v0.11.0', 'jax-ml/jax jax-v0.11.0:jax/_src/distributed.py:149 State.initialize (ninth pass, 2026-11-28: Info line on process 0 of every healthy multi-process JAX run before the coordination service starts.)',
    "logger.info(\n          'Starting JAX distributed service on %s', coordinator_bind_address\n      )",
    'INFO:jax._src.distributed:Starting JAX distributed service on [::]:1234')
rec('none', 'benign', 'JAX', 'jax-v0.11.0', 'jax-ml/jax jax-v0.11.0:jax/_src/distributed.py:172 State.initialize (ninth pass, 2026-11-28: Info line printed by every process just before client.connect(); normal start-up.)',
    "logger.info('Connecting to JAX distributed service on %s', coordinator_address)",
    'INFO:jax._src.distributed:Connecting to JAX distributed service on 10.0.0.1:1234')
rec('none', 'benign', 'JAX', 'jax-v0.11.0', 'jax-ml/jax jax-v0.11.0:jax/_src/distributed.py:144 State.initialize (ninth pass, 2026-11-28: Advisory warning; initialize() carries on and connects normally on most systems.)',
    "warning = (\n        f'JAX detected proxy variable(s) in the environment as distributed setup: {vars}'\n        'On some systems, this may cause a hang of distributed.initialize and '\n        'you may need to unset these ENV variable(s)'\n      )\n      logger.warning(warning)",
    'WARNING:jax._src.distributed:JAX detected proxy variable(s) in the environment as distributed setup: http_proxy https_proxy. On some systems, this may cause a hang of distributed.initialize and you may need to unset these ENV variable(s)')
rec('other', 'cause', 'JAX', 'jax-v0.11.0', 'jax-ml/jax jax-v0.11.0:jax/_src/distributed.py:98 State.initialize (ninth pass, 2026-11-28: Raised when no coordinator address was passed and cluster auto-detection found none: a usage/configuration error.)',
    "raise ValueError('coordinator_address should be defined.')",
    'ValueError: coordinator_address should be defined.')
rec('other', 'cause', 'JAX', 'jax-v0.11.0', 'jax-ml/jax jax-v0.11.0:jax/_src/distributed.py:110 State.initialize (ninth pass, 2026-11-28: Argument check in initialize(): the launcher/user gave an inconsistent rank/world size.)',
    'raise ValueError("process_id and num_processes must be nonnegative, with process_id < num_processes. "\n                       f"Got process_id={process_id}, num_processes={num_processes}.")',
    'ValueError: process_id and num_processes must be nonnegative, with process_id < num_processes. Got process_id=4, num_processes=4.')
rec('other', 'cause', 'JAX', 'jax-v0.11.0', 'jax-ml/jax jax-v0.11.0:jax/_src/distributed.py:321 initialize (ninth pass, 2026-11-28: Program ordering bug in user code: backends were initialised before distributed init.)',
    'raise RuntimeError("jax.distributed.initialize() must be called before "\n                        "any JAX calls that might initialise the XLA backend. "\n                        "This includes any computation, but also calls to jax.devices, jax.device_put, and others.")',
    'RuntimeError: jax.distributed.initialize() must be called before any JAX calls that might initialise the XLA backend. This includes any computation, but also calls to jax.devices, jax.device_put, and others.')
rec('other', 'cause', 'JAX', 'jax-v0.11.0', 'jax-ml/jax jax-v0.11.0:jax/_src/distributed.py:163 State.initialize (ninth pass, 2026-11-28: User code called jax.distributed.initialize twice; usage error.)',
    "raise RuntimeError('distributed.initialize should only be called once.')",
    'RuntimeError: distributed.initialize should only be called once.')
rec('rendezvous_failure', 'cause', 'JAX', 'jax-v0.11.0', 'jax-ml/jax jax-v0.11.0:jax/_src/clusters/cloud_tpu_cluster.py:133 BaseTpuCluster.wait_for_coordinator (ninth pass, 2026-11-28: After retrying DNS lookup of the coordinator host until initialization_timeout, the coordinator still cannot be resolved, so processes cannot meet.)',
    'raise RuntimeError(f"Failed to recognize coordinator address {coordinator_address}")',
    'RuntimeError: Failed to recognize coordinator address t1v-n-5f3a2b1c-w-0')
rec('none', 'retried', 'JAX', 'jax-v0.11.0', 'jax-ml/jax jax-v0.11.0:jax/_src/clusters/cloud_tpu_cluster.py:127 BaseTpuCluster.wait_for_coordinator (ninth pass, 2026-11-28: Logged on each socket.gaierror before sleeping 5 s and retrying; the coordinator may come up later.)',
    'logger.debug(\n            "Failed to recognize coordinator address %s"\n            " retrying...", coordinator_address\n        )',
    'DEBUG:jax._src.clusters.cloud_tpu_cluster:Failed to recognize coordinator address t1v-n-5f3a2b1c-w-0 retrying...')
rec('none', 'retried', 'JAX', 'jax-v0.11.0', 'jax-ml/jax jax-v0.11.0:jax/_src/clusters/k8s_cluster.py:43 retry.retry_driver (ninth pass, 2026-11-28: Retry loop around pod lookup / coordinator DNS resolution in K8s bootstrap; later attempts may succeed.)',
    'logger.debug(\n          f"Trying {func.__name__} in {t:.2f} seconds, attempt {i}/{len(wait)}"\n        )',
    'DEBUG:jax._src.clusters.k8s_cluster:Trying wait_for_host in 0.73 seconds, attempt 3/8')
rec('other', 'cause', 'JAX', 'jax-v0.11.0', 'jax-ml/jax jax-v0.11.0:jax/_src/clusters/k8s_cluster.py:115 K8sCluster._handle_api_exception (ninth pass, 2026-11-28: K8s auto-bootstrap cannot read pod/job info because the service account lacks RBAC permission; a cluster configuration problem.)',
    'err_msg = [f"Kubernetes API Error: {e.status} - {e.reason}"]\n      if e.status == 403:\n        err_msg.append(textwrap.fill(\n          "It appears that the Kubernetes service account (SA) associated with "\n          "this job does not have the permission for pod introspection. ..."))\n      raise RuntimeError(\'\\n\'.join(err_msg)) from e',
    'RuntimeError: Kubernetes API Error: 403 - Forbidden')
rec('other', 'cause', 'JAX', 'jax-v0.11.0', "jax-ml/jax jax-v0.11.0:jax/_src/clusters/k8s_cluster.py:240 K8sCluster.get_coordinator_address (ninth pass, 2026-11-28: JAX's own check of the K8s Job spec (no subdomain/headless service) before bootstrap; a configuration error.)",
    'err_msg = (\n            "Pods within a job need a headless service in order to "\n            "communicate with each other. "\n          )\n          ...\n            err_msg += "To fix, add the following to the job specification:"\n          raise RuntimeError(\'\\n\'.join([textwrap.fill(err_msg)] + fix_msg))',
    'RuntimeError: Pods within a job need a headless service in order to communicate with each other. To fix, add the following to the job specification:')
rec('other', 'cause', 'JAX', 'jax-v0.11.0', 'jax-ml/jax jax-v0.11.0:jax/_src/clusters/k8s_cluster.py:282 K8sCluster.get_process_id (ninth pass, 2026-11-28: JOB_COMPLETION_INDEX missing: the Job spec is not indexed; configuration error.)',
    'raise RuntimeError(\n        \'To enable automatic bootstrap in a K8s cluster, \'\n        \'jobs must be indexed by setting `completionMode: "Indexed"`.\'\n      )',
    'RuntimeError: To enable automatic bootstrap in a K8s cluster, jobs must be indexed by setting `completionMode: "Indexed"`.')
rec('other', 'cause', 'JAX', 'jax-v0.11.0', 'jax-ml/jax jax-v0.11.0:jax/_src/clusters/ompi_cluster.py:52 OmpiCluster.get_coordinator_address (ninth pass, 2026-11-28: OMPI_MCA_orte_hnp_uri does not have the expected tcp:// form; an environment/launcher mismatch, not a network failure.)',
    "raise RuntimeError('Could not parse coordinator IP address from Open MPI environment.')",
    'RuntimeError: Could not parse coordinator IP address from Open MPI environment.')
rec('none', 'benign', 'JAX', 'jax-v0.11.0', 'jax-ml/jax jax-v0.11.0:jax/_src/xla_bridge.py:224 tpu_client_timer_callback._log_warning (ninth pass, 2026-11-28: Timer warning while make_tpu_client keeps waiting; initialization continues and succeeds once all hosts join.)',
    "warnings.warn(\n      f'TPU backend initialization is taking more than {timer_secs} seconds. '\n      'Did you run your code on all TPU hosts? '\n      'See https://docs.jax.dev/en/latest/multi_process.html '\n      'for more information.')",
    'UserWarning: TPU backend initialization is taking more than 60.0 seconds. Did you run your code on all TPU hosts? See https://docs.jax.dev/en/latest/multi_process.html for more information.')
rec('none', 'benign', 'JAX', 'jax-v0.11.0', 'jax-ml/jax jax-v0.11.0:jax/_src/xla_bridge.py:836 backends (ninth pass, 2026-11-28: For fail_quietly backends the error is only logged at INFO and JAX continues with another platform; common in healthy GPU/CPU runs.)',
    'err_msg = f"Unable to initialize backend \'{platform}\': {err}"\n        if fail_quietly:\n          _backend_errors[platform] = str(err)\n          logger.info(err_msg)',
    "INFO:jax._src.xla_bridge:Unable to initialize backend 'tpu': INTERNAL: Failed to open libtpu.so: libtpu.so: cannot open shared object file: No such file or directory")
rec('none', 'benign', 'JAX', 'jax-v0.11.0', 'jax-ml/jax jax-v0.11.0:jax/_src/xla_bridge.py:878 _suggest_missing_backends (ninth pass, 2026-11-28: Warning after all backends initialised; the run continues on CPU.)',
    'logger.warning("An NVIDIA GPU may be present on this machine, but a "\n                     "CUDA-enabled jaxlib is not installed. Falling back to "\n                     f"{default_platform}.")',
    'WARNING:jax._src.xla_bridge:An NVIDIA GPU may be present on this machine, but a CUDA-enabled jaxlib is not installed. Falling back to cpu.')
rec('none', 'benign', 'JAX', 'jax-v0.11.0', 'jax-ml/jax jax-v0.11.0:jax/_src/xla_bridge.py:882 _suggest_missing_backends (ninth pass, 2026-11-28: Warning; JAX keeps running on the default (CPU) backend.)',
    'logger.warning("A Google TPU may be present on this machine, but either a "\n                    "TPU-enabled jaxlib or libtpu is not installed. Falling "\n                    f"back to {default_platform}.")',
    'WARNING:jax._src.xla_bridge:A Google TPU may be present on this machine, but either a TPU-enabled jaxlib or libtpu is not installed. Falling back to cpu.')
rec('none', 'benign', 'JAX', 'jax-v0.11.0', 'jax-ml/jax jax-v0.11.0:jax/_src/xla_bridge.py:164 _at_fork (ninth pass, 2026-11-28: at-fork hook warning emitted whenever a data loader or subprocess forks; usually the run proceeds.)',
    'warnings.warn(\n    "os.fork() was called. os.fork() is incompatible with multithreaded code, "\n    "and JAX is multithreaded, so this will likely lead to a deadlock.",\n    RuntimeWarning, stacklevel=2)',
    'RuntimeWarning: os.fork() was called. os.fork() is incompatible with multithreaded code, and JAX is multithreaded, so this will likely lead to a deadlock.')
rec('driver_mismatch', 'cause', 'JAX', 'jax-v0.11.0', 'jax-ml/jax jax-v0.11.0:jax/_src/lib/__init__.py:65 check_jaxlib_version (ninth pass, 2026-11-28: Import-time check that jax and jaxlib package versions match; a library version mismatch.)',
    "msg = (f'jaxlib is version {jaxlib_version}, but this version '\n           f'of jax requires version >= {minimum_jaxlib_version}.')\n    raise RuntimeError(msg)",
    'RuntimeError: jaxlib is version 0.10.2, but this version of jax requires version >= 0.11.0.')
rec('driver_mismatch', 'cause', 'JAX', 'jax-v0.11.0', 'jax-ml/jax jax-v0.11.0:jax/_src/lib/__init__.py:70 check_jaxlib_version (ninth pass, 2026-11-28: Import-time version check; mismatched jax/jaxlib builds.)',
    "raise RuntimeError(\n        f'jaxlib version {jaxlib_version} is newer than and '\n        f'incompatible with jax version {jax_version}. Please '\n        'update your jax and/or jaxlib packages.')",
    'RuntimeError: jaxlib version 0.11.0 is newer than and incompatible with jax version 0.10.2. Please update your jax and/or jaxlib packages.')
rec('driver_mismatch', 'cause', 'JAX', 'jax-v0.11.0', 'jax-ml/jax jax-v0.11.0:jax_plugins/cuda/__init__.py:169 _check_cuda_versions._make_msg (ninth pass, 2026-11-28: CUDA plugin initialize() raises this when an installed CUDA component is older than JAX was built against; the CUDA backend is then unusable.)',
    'msg = (f"Outdated {name} installation found.\\n"\n           f"Version JAX was built against: {build_version}\\n"\n           f"Minimum supported: {min_supported}\\n"\n           f"Installed version: {runtime_version}\\n"\n           f"{req_str}")',
    'RuntimeError: Outdated cuDNN installation found.')
rec('driver_mismatch', 'cause', 'JAX', 'jax-v0.11.0', "jax-ml/jax jax-v0.11.0:jax_plugins/cuda/__init__.py:203 _check_cuda_versions._version_check (ninth pass, 2026-11-28: Raised from the CUDA plugin's initialize() when a CUDA library cannot be loaded: missing CUDA libraries.)",
    'err_msg = f"Unable to load {name}. Is it installed?"\n      if raise_on_first_error:\n        raise RuntimeError(err_msg) from e',
    'RuntimeError: Unable to load cuSPARSE. Is it installed?')
rec('none', 'benign', 'JAX', 'jax-v0.11.0', 'jax-ml/jax jax-v0.11.0:jax_plugins/cuda/__init__.py:285 _check_cuda_versions (ninth pass, 2026-11-28: Advisory warning on Blackwell GPUs; plugin registration continues.)',
    'logger.warning(\n        f"cuBLAS < 13.2 ({cublas_version} found) has a known issue where "\n        "many kernels free TMEM buffers multiple times. Executing a cuBLAS "\n        "kernel concurrently with another kernel (e.g. on another stream) can "\n        "lead to silent data corruption."\n    )',
    'WARNING:jax_plugins.xla_cuda12:cuBLAS < 13.2 (120900 found) has a known issue where many kernels free TMEM buffers multiple times. Executing a cuBLAS kernel concurrently with another kernel (e.g. on another stream) can lead to silent data corruption.')
rec('rendezvous_failure', 'cause', 'PyTorch/XLA', 'v2.9.0', 'pytorch/xla v2.9.0:torch_xla/csrc/runtime/xla_coordinator.cpp:38 XlaCoordinator::Initialize (ninth pass, 2026-11-28: Connect() to the coordination service at MASTER_ADDR:XLA_COORDINATOR_PORT failed (after its internal retries/timeout); the status message is replaced by this text and PJRT client creation aborts.)',
    'XLA_RETURN_IF_ERROR(dist_runtime_client_->Connect(),\n                      "Failed to initialize distributed runtime client");',
    'RuntimeError: Failed to initialize distributed runtime client')
rec('rendezvous_failure', 'cause', 'PyTorch/XLA', 'v2.9.0', 'pytorch/xla v2.9.0:torch_xla/csrc/runtime/xla_coordinator.cpp:28 XlaCoordinator::Initialize (ninth pass, 2026-11-28: Rank 0 could not start the coordination service on MASTER_ADDR:port (e.g. the port is already bound), so no process can meet.)',
    'XLA_ASSIGN_OR_RETURN(\n        dist_runtime_service_,\n        xla::GetDistributedRuntimeService(dist_service_addr, service_options),\n        "Failed to initialize distributed runtime service.");',
    'RuntimeError: Failed to initialize distributed runtime service.')
rec('other', 'cause', 'PyTorch/XLA', 'v2.9.0', 'pytorch/xla v2.9.0:torch_xla/csrc/runtime/pjrt_registry.cpp:50 GetPjRtPlugin (ninth pass, 2026-11-28: With dynamic plugins enabled, PJRT_DEVICE names a device for which no plugin package registered itself: a configuration/installation error.)',
    'std::string message = absl::StrCat(\n        "No PjRtPlugin registered for: ", device_type,\n        ". Make sure the environment variable ", env::kEnvPjRtDevice,\n        " is set to a correct device name. See "\n        "https://github.com/pytorch/xla/blob/master/docs/source/"\n        "contribute/plugins.md for more information on "\n        "implementing and registering a new "\n        "plugin.");\n    return XLA_ERROR_WITH_LOCATION(absl::FailedPreconditionError(message));',
    'RuntimeError: No PjRtPlugin registered for: CUDA. Make sure the environment variable PJRT_DEVICE is set to a correct device name. See https://github.com/pytorch/xla/blob/master/docs/source/contribute/plugins.md for more information on implementing and registering a new plugin.')
rec('other', 'cause', 'PyTorch/XLA', 'v2.9.0', 'pytorch/xla v2.9.0:torch_xla/csrc/runtime/pjrt_registry.cpp:164 InitializePjRt (ninth pass, 2026-11-28: PJRT_DEVICE holds a value the runtime does not know; configuration error.)',
    'return XLA_ERROR_WITH_LOCATION(absl::InvalidArgumentError(absl::StrCat(\n        "Unknown ", env::kEnvPjRtDevice, ": \'", device_type, "\'")));',
    "RuntimeError: Unknown PJRT_DEVICE: 'GPU'")
rec('other', 'cause', 'PyTorch/XLA', 'v2.9.0', 'pytorch/xla v2.9.0:torch_xla/csrc/runtime/runtime.cpp:32 InitializeComputationClient (ninth pass, 2026-11-28: Runtime refuses to create a client because no device type was configured.)',
    'return XLA_ERROR_WITH_LOCATION(\n        absl::FailedPreconditionError("$PJRT_DEVICE is not set."));',
    'RuntimeError: $PJRT_DEVICE is not set.')
rec('other', 'cause', 'PyTorch/XLA', 'v2.9.0', "pytorch/xla v2.9.0:torch_xla/_internal/pjrt.py:145 run_multiprocess (ninth pass, 2026-11-28: xmp.spawn's own usage check: the parent touched the XLA device before spawning workers.)",
    "raise RuntimeError('Runtime is already initialized. Do not use the XLA '\n                       'device before calling xmp.spawn.')",
    'RuntimeError: Runtime is already initialized. Do not use the XLA device before calling xmp.spawn.')
rec('other', 'cause', 'PyTorch/XLA', 'v2.9.0', 'pytorch/xla v2.9.0:torch_xla/_internal/pjrt.py:207 spawn (ninth pass, 2026-11-28: xmp.spawn argument check; a usage error.)',
    "raise ValueError(\n        'Unsupported nprocs (%d). Please use nprocs=1 or None (default). If None, spawn will use all available devices. Use the environment variable X_NUM_DEVICES (where X is CPU, TPU, NEURONCORE, etc) to limit the number of devices used.'\n        % nprocs)",
    'ValueError: Unsupported nprocs (8). Please use nprocs=1 or None (default). If None, spawn will use all available devices. Use the environment variable X_NUM_DEVICES (where X is CPU, TPU, NEURONCORE, etc) to limit the number of devices used.')
rec('driver_mismatch', 'cause', 'PyTorch/XLA', 'v2.9.0', 'pytorch/xla v2.9.0:torch_xla/_internal/tpu.py:359 TpuPlugin.library_path (ninth pass, 2026-11-28: Neither TPU_LIBRARY_PATH nor a bundled/pip libtpu was found when the TPU plugin is loaded: the runtime library is missing.)',
    "if not libtpu_path:\n      raise EnvironmentError('libtpu not found')",
    'OSError: libtpu not found')
rec('other', 'cause', 'PyTorch/XLA', 'v2.9.0', 'pytorch/xla v2.9.0:torch_xla/_internal/tpu.py:191 version (ninth pass, 2026-11-28: The GCE metadata server returned an HTTP error for tpu-env (not a TPU VM, or TPU_SKIP_MDS_QUERY env not set up); environment error, not a network rendezvous failure.)',
    "except requests.HTTPError as e:\n    raise EnvironmentError('Failed to get TPU metadata') from e",
    'OSError: Failed to get TPU metadata')
rec('other', 'cause', 'PyTorch/XLA', 'v2.9.0', 'pytorch/xla v2.9.0:torch_xla/_internal/tpu.py:350 _spmd_find_master_ip (ninth pass, 2026-11-28: After an all-gather of (process index, IP) over the SPMD mesh no entry has process 0; an inconsistent topology/configuration rather than an unreachable host.)',
    "raise RuntimeError('Could not find IP of host running process 0')",
    'RuntimeError: Could not find IP of host running process 0')
rec('none', 'benign', 'PyTorch/XLA', 'v2.9.0', 'pytorch/xla v2.9.0:torch_xla/runtime.py:70 _maybe_select_default_device (ninth pass, 2026-11-28: Printed when PJRT_DEVICE is unset and no TPU/Neuron is found; the run continues on CPU.)',
    "logging.warning('Defaulting to PJRT_DEVICE=CPU')",
    'WARNING:root:Defaulting to PJRT_DEVICE=CPU')
rec('none', 'benign', 'PyTorch/XLA', 'v2.9.0', 'pytorch/xla v2.9.0:torch_xla/runtime.py:64 _maybe_select_default_device (ninth pass, 2026-11-28: Informational default-device selection on healthy TPU VMs.)',
    "logging.warning('libtpu.so and TPU device found. Setting PJRT_DEVICE=TPU.')",
    'WARNING:root:libtpu.so and TPU device found. Setting PJRT_DEVICE=TPU.')
rec('none', 'benign', 'PyTorch/XLA', 'v2.9.0', 'pytorch/xla v2.9.0:torch_xla/_internal/neuron.py:19 set_rt_root_comm_id (ninth pass, 2026-11-28: Single-host Neuron runs legitimately omit MASTER_ADDR; the code falls back to localhost and continues.)',
    'logging.warning(\n          "MASTER_ADDR environment variable is not set, defaulting to localhost"\n      )',
    'WARNING:root:MASTER_ADDR environment variable is not set, defaulting to localhost')
rec('none', 'benign', 'PyTorch/XLA', 'v2.9.0', 'pytorch/xla v2.9.0:torch_xla/__init__.py:163 _setup_tpu_vm_library_path (ninth pass, 2026-11-28: Import-time info line on healthy installs that ship libtpu.)',
    "logger.info('Using bundled libtpu.so (%s)', bundled_libtpu_path)",
    'INFO:torch_xla:Using bundled libtpu.so (/usr/local/lib/python3.11/site-packages/torch_xla/lib/libtpu.so)')
rec('none', 'benign', 'PyTorch/XLA', 'v2.9.0', 'pytorch/xla v2.9.0:torch_xla/distributed/xla_backend.py:494 new_xla_process_group (ninth pass, 2026-11-28: Warning in new_group(); the group is created over the whole world and training continues.)',
    'logging.warning(\n          f\'Can\\\'t infer process group mesh from given ranks "{str(ranks)}". \'\n          \'The process group will use the entire world as its collective comm group.\'\n      )',
    'WARNING:root:Can\'t infer process group mesh from given ranks "[0, 2]". The process group will use the entire world as its collective comm group.')
rec('none', 'benign', 'PyTorch/XLA', 'v2.9.0', 'pytorch/xla v2.9.0:torch_xla/distributed/xla_backend.py:348 ProcessGroupXla.send (ninth pass, 2026-11-28: Performance advice; the send proceeds.)',
    'logging.warning(\n        "Individual send/recv ops are inefficient on an XLA device. Consider using xla_model.collective_permute() and specifying all source-target pairs."\n    )',
    'WARNING:root:Individual send/recv ops are inefficient on an XLA device. Consider using xla_model.collective_permute() and specifying all source-target pairs.')
rec('none', 'consequence', 'PyTorch/XLA', 'v2.9.0', 'pytorch/xla v2.9.0:torch_xla/__init__.py:208 _prepare_to_exit (ninth pass, 2026-11-28: atexit hook reporting that runtime teardown raised (typically after an earlier failure), then os._exit(1); the root cause is in the attached exception/earlier log.)',
    'logging.error(\n        "Caught an exception when exiting the process. Exception: ", exc_info=e)',
    'ERROR:root:Caught an exception when exiting the process. Exception: ')
rec('other', 'cause', 'Keras', 'v3.15.1', 'keras-team/keras v3.15.1:keras/src/backend/jax/distribution_lib.py:146 initialize (ninth pass, 2026-11-28: keras.distribution.initialize sanity check on the launch configuration before calling jax.distributed.initialize.)',
    'raise ValueError(\n                f"The provided job_addresses {job_addresses} has "\n                f"{len(job_addresses)} jobs, but num_processes is "\n                f"{num_processes}"\n            )',
    "ValueError: The provided job_addresses ['10.0.0.1:1234', '10.0.0.2:2345'] has 2 jobs, but num_processes is 4")
rec('other', 'cause', 'Keras', 'v3.15.1', 'keras-team/keras v3.15.1:keras/src/distribution/distribution_lib.py:198 DeviceMesh.__init__ (ninth pass, 2026-11-28: Mesh shape disagrees with the devices visible (e.g. a multi-host mesh built on one host); a configuration error.)',
    'raise ValueError(\n                "Shape does not match the number of devices. "\n                f"Received: shape={shape}; devices.shape="\n                f"{devices.shape}"\n            )',
    'ValueError: Shape does not match the number of devices. Received: shape=(2, 8); devices.shape=(8,)')
rec('none', 'consequence', 'XLA/TSL coordination service', '2e2b2c7968 (2024-04-11, last commit before the move to openxla/xla)', "google/tsl 2e2b2c7968:tsl/distributed_runtime/coordination/coordination_service.cc:411 CoordinationServiceStandaloneImpl::StartCheckStaleness (ninth pass, 2026-11-28: The coordinator stops hearing from a task that died or was preempted; the message itself points to that task's earlier error, so it reports another process's failure.)",
    'status = MakeCoordinationError(errors::Unavailable(\n                    "Task ", task_name,\n                    " heartbeat timeout. This indicates that the remote task "\n                    "has failed, got preempted, or crashed unexpectedly. Check "\n                    "the task logs for an earlier error to debug further."));\n                SetTaskError(task_name, status);',
    'E0428 10:15:32.123456   4821 coordination_service.cc:1022] /job:jax_worker/replica:0/task:3 has been set to ERROR in coordination service: UNAVAILABLE: Task /job:jax_worker/replica:0/task:3 heartbeat timeout. This indicates that the remote task has failed, got preempted, or crashed unexpectedly. Check the task logs for an earlier error to debug further.')
rec('none', 'consequence', 'XLA/TSL coordination service', '2e2b2c7968 (2024-04-11, last commit before the move to openxla/xla)', "google/tsl 2e2b2c7968:tsl/distributed_runtime/coordination/coordination_service.cc:427 CoordinationServiceStandaloneImpl::StartCheckStaleness (ninth pass, 2026-11-28: Service shuts down because other tasks stopped heartbeating; the root cause is in those tasks' logs.)",
    'LOG(ERROR)\n                  << "Stopping coordination service as the following tasks are "\n                     "unhealthy (stopped sending heartbeats):\\n"\n                  << absl::StrJoin(stale_task_names, "\\n")\n                  << "\\nCheck the task logs for an earlier error to debug "\n                     "further.";',
    'E0428 10:15:32.123789   4821 coordination_service.cc:427] Stopping coordination service as the following tasks are unhealthy (stopped sending heartbeats):')
rec('rendezvous_failure', 'cause', 'XLA/TSL coordination service', '2e2b2c7968 (2024-04-11, last commit before the move to openxla/xla)', 'google/tsl 2e2b2c7968:tsl/distributed_runtime/coordination/coordination_service.cc:636 CoordinationServiceStandaloneImpl::WaitForAllTasks (ninth pass, 2026-11-28: The start-up device-propagation barrier (id WaitForAllTasks::<incarnation>) expires when some tasks never connected to the coordinator: the processes never all met.)',
    'BarrierAsync(device_propagation_barrier_id_, kDevicePropagationTimeout, task,\n               {}, std::move(done));\n...\n"Barrier timed out. Barrier_id: ", barrier_id, ". Timed out task names:\\n", pending_tasks',
    'DEADLINE_EXCEEDED: Barrier timed out. Barrier_id: WaitForAllTasks::8814763920372810243. Timed out task names:')
rec('none', 'consequence', 'XLA/TSL coordination service', '2e2b2c7968 (2024-04-11, last commit before the move to openxla/xla)', 'google/tsl 2e2b2c7968:tsl/distributed_runtime/coordination/coordination_service.cc:311 TaskState::RecordHeartbeat (ninth pass, 2026-11-28: A heartbeat arrives from a restarted task (new incarnation); the restart follows an earlier crash of that task.)',
    'return MakeCoordinationError(errors::Aborted(\n        "Incarnation ID mismatch: expecting ", task_incarnation_, " but got ",\n        task_incarnation, ". This means the remote task has restarted."));',
    'ABORTED: Incarnation ID mismatch: expecting 1786132843012465521 but got 4123970012876354410. This means the remote task has restarted.')
rec('none', 'consequence', 'XLA/TSL coordination service', '2e2b2c7968 (2024-04-11, last commit before the move to openxla/xla)', 'google/tsl 2e2b2c7968:tsl/distributed_runtime/coordination/coordination_service.cc:599 CoordinationServiceStandaloneImpl::RegisterTask (ninth pass, 2026-11-28: A task that crashed and was restarted re-registers; the service fails it and propagates the error to the rest, so this reports an earlier failure.)',
    'error_message =\n            absl::StrCat(task_name,\n                         " unexpectedly tried to connect with a different "\n                         "incarnation. It has likely restarted.");\n  ...\n    LOG(ERROR) << error_message;',
    'E0428 10:20:01.004512   4821 coordination_service.cc:613] /job:jax_worker/replica:0/task:1 unexpectedly tried to connect with a different incarnation. It has likely restarted.')
rec('none', 'consequence', 'XLA/TSL coordination service', '2e2b2c7968 (2024-04-11, last commit before the move to openxla/xla)', 'google/tsl 2e2b2c7968:tsl/distributed_runtime/coordination/coordination_service_agent.cc:348 CoordinationServiceAgentImpl::Connect (heartbeat thread) (ninth pass, 2026-11-28: The agent notices that the leader process (task 0) restarted, i.e. another process failed first.)',
    'SetError(MakeCoordinationError(\n                absl::AbortedError("Leader incarnation ID mismatch: the "\n                                   "coordination leader has restarted.")));',
    'E0428 10:20:05.771203   5120 coordination_service_agent.cc:761] Coordination agent is set to ERROR: ABORTED: Leader incarnation ID mismatch: the coordination leader has restarted.')
rec('none', 'consequence', 'XLA/TSL coordination service', '2e2b2c7968 (2024-04-11, last commit before the move to openxla/xla)', 'google/tsl 2e2b2c7968:tsl/distributed_runtime/coordination/coordination_service.cc:1200 CoordinationServiceStandaloneImpl::PassBarrier (ninth pass, 2026-11-28: Logged at exit when not all tasks reached the shutdown barrier; the message says the root cause is an earlier error elsewhere.)',
    'LOG(ERROR) << "Shutdown barrier in coordination service has failed:\\n"\n                 << result\n                 << "\\nThis suggests that the workers are out of sync. Either "\n                    "at least one worker is too fast in its execution / "\n                    "crashed early or too slow / hanging. Check the logs for "\n                    "an earlier error to identify the root cause.";',
    'E0428 10:25:44.000117   4821 coordination_service.cc:1200] Shutdown barrier in coordination service has failed:')
rec('none', 'consequence', 'XLA/TSL coordination service', '2e2b2c7968 (2024-04-11, last commit before the move to openxla/xla)', "google/tsl 2e2b2c7968:tsl/distributed_runtime/coordination/coordination_service.cc:1016 CoordinationServiceStandaloneImpl::SetTaskError (ninth pass, 2026-11-28: Ongoing barriers are failed because a participating task was put into error; reports another task's failure.)",
    'absl::Status error = MakeCoordinationError(errors::Internal(absl::StrCat(\n        "Barrier failed from a task error. Barrier Id: ", barrier_id,\n        ", Task: ", task_name)));',
    'INTERNAL: Barrier failed from a task error. Barrier Id: WaitForAllTasks::8814763920372810243, Task: /job:jax_worker/replica:0/task:2')
rec('none', 'consequence', 'XLA/TSL coordination service', '2e2b2c7968 (2024-04-11, last commit before the move to openxla/xla)', 'google/tsl 2e2b2c7968:tsl/distributed_runtime/coordination/coordination_service.cc:681 CoordinationServiceStandaloneImpl::DisconnectTask (ninth pass, 2026-11-28: A participant disconnected while others waited at a barrier; the failure originates in the disconnected task.)',
    'absl::Status error = MakeCoordinationError(errors::Internal(absl::StrCat(\n        "Barrier failed from a disconnected task. Barrier Id: ", barrier_id,\n        ", Task: ", task_name)));',
    'INTERNAL: Barrier failed from a disconnected task. Barrier Id: Shutdown::8814763920372810243, Task: /job:jax_worker/replica:0/task:0')
rec('none', 'consequence', 'XLA/TSL coordination service', '2e2b2c7968 (2024-04-11, last commit before the move to openxla/xla)', 'google/tsl 2e2b2c7968:tsl/distributed_runtime/coordination/coordination_service_agent.cc:516 CoordinationServiceAgentImpl::Shutdown (ninth pass, 2026-11-28: Teardown message after an earlier distributed error; points back at that earlier error.)',
    'const std::string status_message = absl::StrCat(\n          "Shutdown() was called while coordination agent is in error state, "\n          "implying that distributed execution failed. Note: agent will still "\n          "shutdown anyway. Agent status: ",\n          status_.ToString(),\n          "\\nThis is usually caused by an earlier error during execution. "\n          "Check the logs (this task or the leader) for an earlier error to "\n          "debug further.");\n      ...\n      LOG(ERROR) << status_message;',
    'E0428 10:25:44.512034   5120 coordination_service_agent.cc:526] Shutdown() was called while coordination agent is in error state, implying that distributed execution failed. Note: agent will still shutdown anyway. Agent status: UNAVAILABLE: Task /job:jax_worker/replica:0/task:3 heartbeat timeout.')
rec('none', 'consequence', 'XLA/TSL coordination service', '2e2b2c7968 (2024-04-11, last commit before the move to openxla/xla)', 'google/tsl 2e2b2c7968:tsl/distributed_runtime/coordination/coordination_service_agent.cc:502 CoordinationServiceAgentImpl::Shutdown (ninth pass, 2026-11-28: Agent shutdown could not reach the leader (often gone already); the program proceeds with shutdown and the cause is earlier.)',
    'LOG(ERROR)\n          << "Failed to disconnect from coordination service with status: "\n          << status\n          << "\\nProceeding with agent shutdown anyway. This is usually caused "\n             "by an earlier error during execution. Check the logs (this task "\n             "or the leader) for an earlier error to debug further.";',
    'E0428 10:25:44.498120   5120 coordination_service_agent.cc:502] Failed to disconnect from coordination service with status: DEADLINE_EXCEEDED: Deadline Exceeded')
rec('none', 'benign', 'XLA/TSL coordination service', '2e2b2c7968 (2024-04-11, last commit before the move to openxla/xla)', 'google/tsl 2e2b2c7968:tsl/distributed_runtime/coordination/coordination_service.cc:580 CoordinationServiceStandaloneImpl::RegisterTask (ninth pass, 2026-11-28: Normal start-up registration of each task.)',
    'LOG(INFO) << task_name\n                << " has connected to coordination service. Incarnation: "\n                << incarnation;',
    'I0428 10:00:02.331470   4821 coordination_service.cc:580] /job:jax_worker/replica:0/task:1 has connected to coordination service. Incarnation: 1786132843012465521')
rec('none', 'benign', 'XLA/TSL coordination service', '2e2b2c7968 (2024-04-11, last commit before the move to openxla/xla)', 'google/tsl 2e2b2c7968:tsl/distributed_runtime/coordination/coordination_service.cc:542 CoordinationServiceStandaloneImpl::LogConnectStatusLocked (ninth pass, 2026-11-28: Progress line logged after each task connects; normal while processes start up.)',
    'LOG(INFO) << "Waiting for " << pending_tasks << "/" << num_tasks\n            << " tasks to connect.";',
    'I0428 10:00:02.331502   4821 coordination_service.cc:542] Waiting for 3/4 tasks to connect.')
rec('none', 'benign', 'XLA/TSL coordination service', '2e2b2c7968 (2024-04-11, last commit before the move to openxla/xla)', 'google/tsl 2e2b2c7968:tsl/distributed_runtime/coordination/coordination_service_agent.cc:307 CoordinationServiceAgentImpl::Connect (ninth pass, 2026-11-28: Printed by every task after a successful RegisterTask.)',
    'LOG(INFO) << "Coordination agent has successfully connected.";',
    'I0428 10:00:02.335118   5120 coordination_service_agent.cc:307] Coordination agent has successfully connected.')
rec('none', 'benign', 'XLA/TSL coordination service', '2e2b2c7968 (2024-04-11, last commit before the move to openxla/xla)', 'google/tsl 2e2b2c7968:tsl/distributed_runtime/coordination/coordination_service.cc:1090 CoordinationServiceStandaloneImpl::BarrierAsync (ninth pass, 2026-11-28: Soft-limit warning; barriers continue.)',
    'LOG(WARNING) << "There is a high number of ongoing barriers in "\n                      "coordination service: "\n                   << num_ongoing_barriers;',
    'W0428 10:05:10.100200   4821 coordination_service.cc:1090] There is a high number of ongoing barriers in coordination service: 21')
rec('none', 'consequence', 'XLA/TSL coordination service', '2e2b2c7968 (2024-04-11, last commit before the move to openxla/xla)', 'google/tsl 2e2b2c7968:tsl/distributed_runtime/preemption/preemption_notifier.cc:89 SigtermNotifier::StartListenerThread (ninth pass, 2026-11-28: The preemption notifier logs an externally delivered SIGTERM (scheduler preemption, or a launcher tearing down the remaining ranks after another failed); the line does not itself name a root cause.)',
    'const absl::Time death_time = absl::Now();\n        LOG(WARNING) << "SIGTERM caught at " << death_time;',
    'W0428 11:02:17.442810   5233 preemption_notifier.cc:89] SIGTERM caught at 2026-04-28T11:02:17.44281+00:00')
rec('none', 'consequence', 'XLA/TSL coordination service', '2e2b2c7968 (2024-04-11, last commit before the move to openxla/xla)', "google/tsl 2e2b2c7968:tsl/distributed_runtime/preemption/preemption_sync_manager.cc:194 PreemptionSyncManagerImpl::Initialize (ninth pass, 2026-11-28: Every task logs this when some task in the job announced it is being terminated; it reports another task's SIGTERM.)",
    'LOG(INFO) << "Received preemption notice with death_time "\n                    << death_time;',
    'I0428 11:02:17.451202   5240 preemption_sync_manager.cc:194] Received preemption notice with death_time 2026-04-28T11:02:17.44281+00:00')
rec('none', 'consequence', 'XLA/TSL coordination service', '2e2b2c7968 (2024-04-11, last commit before the move to openxla/xla)', 'google/tsl 2e2b2c7968:tsl/distributed_runtime/preemption/preemption_sync_manager.cc:251 PreemptionSyncManagerImpl::ComputeSyncCallCounter (ninth pass, 2026-11-28: The sync barrier run after a preemption notice fails because other tasks are already dying; a follow-on of the preemption, and the job just returns from the protocol.)',
    'LOG(ERROR) << "Preemption sync barrier failed: " << barrier_status;',
    'E0428 11:02:47.451990   5240 preemption_sync_manager.cc:251] Preemption sync barrier failed: DEADLINE_EXCEEDED: Barrier timed out. Barrier_id: PREEMPTION_SYNC_BARRIER. Timed out task names:')
rec('shm_exhausted', 'cause', 'text-generation-inference', 'v3.3.7', "huggingface/text-generation-inference v3.3.7:launcher/src/main.rs:1220 shard_manager (ninth pass, 2026-11-28: The launcher reports the shard's terminating signal after it exited; signal 7 is SIGBUS, which for TGI shards is the NCCL/torch shared-memory bus error when /dev/shm is too small (Docker default 64 Mi)",
    'tracing::error!("Shard process was signaled to shutdown with signal {signal}");',
    '2025-03-11T08:14:52.301442Z ERROR shard-manager: text_generation_launcher: Shard process was signaled to shutdown with signal 7 rank=1')
rec('host_mem_alloc', 'cause', 'text-generation-inference', 'v3.3.7', 'huggingface/text-generation-inference v3.3.7:launcher/src/main.rs:1220 shard_manager (ninth pass, 2026-11-28: Same launcher message with signal 9 (SIGKILL) not sent by the launcher (it sends SIGTERM first); a shard SIGKILLed while loading is the kernel OOM killer on host RAM.)',
    'tracing::error!("Shard process was signaled to shutdown with signal {signal}");',
    '2025-03-11T08:20:07.912004Z ERROR shard-manager: text_generation_launcher: Shard process was signaled to shutdown with signal 9 rank=0')
rec('none', 'consequence', 'text-generation-inference', 'v3.3.7', "huggingface/text-generation-inference v3.3.7:launcher/src/main.rs:1677 spawn_shards (ninth pass, 2026-11-28: Wrapper summary after a shard process exited during startup; the cause is in the shard's stderr dump printed before it.)",
    'tracing::error!("Shard {rank} failed to start");',
    '2025-03-11T08:14:52.402117Z ERROR text_generation_launcher: Shard 1 failed to start')
rec('none', 'consequence', 'text-generation-inference', 'v3.3.7', "huggingface/text-generation-inference v3.3.7:launcher/src/main.rs:2335 main (ninth pass, 2026-11-28: Launcher main loop reports that a running shard process exited; it only relays the child's failure.)",
    'tracing::error!("Shard {rank} crashed");',
    '2025-03-11T09:02:31.550981Z ERROR text_generation_launcher: Shard 0 crashed')
rec('none', 'consequence', 'text-generation-inference', 'v3.3.7', "huggingface/text-generation-inference v3.3.7:launcher/src/main.rs:1217 shard_manager (ninth pass, 2026-11-28: Header printed by the launcher before dumping a dead shard's stderr; the root cause is in the dumped lines, not this header.)",
    'tracing::error!("Shard complete standard error output:\\n{err}");',
    '2025-03-11T08:14:52.300918Z ERROR shard-manager: text_generation_launcher: Shard complete standard error output: rank=1')
rec('none', 'benign', 'text-generation-inference', 'v3.3.7', 'huggingface/text-generation-inference v3.3.7:launcher/src/main.rs:1244 shard_manager (ninth pass, 2026-11-28: Printed every 10 s while a shard loads weights; healthy startups print it many times.)',
    'tracing::info!("Waiting for shard to be ready...");',
    '2025-03-11T08:13:12.004551Z  INFO shard-manager: text_generation_launcher: Waiting for shard to be ready... rank=0')
rec('none', 'benign', 'text-generation-inference', 'v3.3.7', 'huggingface/text-generation-inference v3.3.7:launcher/src/main.rs:2144 compute_max_batch_prefill_tokens (main) (ninth pass, 2026-11-28: The launcher lowers a default and continues; not a failure.)',
    'tracing::warn!("Reducing the max batch prefill from {default} to {vram_maximum} because there is not enough VRAM to support it.");',
    '2025-03-11T08:12:58.118273Z  WARN text_generation_launcher: Reducing the max batch prefill from 10000 to 4096 because there is not enough VRAM to support it.')
rec('cuda_oom', 'cause', 'text-generation-inference', 'v3.3.7', 'huggingface/text-generation-inference v3.3.7:server/text_generation_server/models/flash_causal_lm.py:1550 FlashCausalLM.warmup (ninth pass, 2026-11-28: Raised when torch.cuda.OutOfMemoryError is caught during warmup; the shard dies because GPU memory is exhausted.)',
    'raise RuntimeError(\n    f"Not enough memory to handle {num_tokens} prefill tokens. "\n    f"You need to decrease `--max-batch-prefill-tokens`"\n) from e',
    'RuntimeError: Not enough memory to handle 16000 prefill tokens. You need to decrease `--max-batch-prefill-tokens`')
rec('none', 'benign', 'text-generation-inference', 'v3.3.7', 'huggingface/text-generation-inference v3.3.7:server/text_generation_server/models/flash_causal_lm.py:1676 FlashCausalLM.warmup (ninth pass, 2026-11-28: An OOM while capturing CUDA graphs is caught and logged; warmup continues and the server starts without those graphs.)',
    'except torch.cuda.OutOfMemoryError:\n    logger.exception("Decode cuda graph warmup failed")',
    '2025-03-11T08:13:40.551203Z ERROR text_generation_launcher: Decode cuda graph warmup failed')
rec('none', 'retried', 'text-generation-inference', 'v3.3.7', 'huggingface/text-generation-inference v3.3.7:server/text_generation_server/utils/hub.py:217 download_weights.download_file (ninth pass, 2026-11-28: A failed hf_hub_download is logged and retried up to 5 times; only the last failure is raised.)',
    'logger.error(e)\nlogger.info(f"Retrying in {backoff} seconds")',
    '2025-03-11T08:10:05.771120Z  INFO text_generation_launcher: Retrying in 5 seconds')
rec('other', 'cause', 'text-generation-inference', 'v3.3.7', 'huggingface/text-generation-inference v3.3.7:server/text_generation_server/utils/hub.py:178 weight_files (ninth pass, 2026-11-28: The shard checks the local weight cache and aborts when a weight file is missing (setup/usage problem of the cache, single-node server).)',
    'raise LocalEntryNotFoundError(\n    f"File {filename} of model {model_id} not found in "\n    f"{os.getenv(\'HUGGINGFACE_HUB_CACHE\', \'the local cache\')}. "\n    f"Please run `text-generation-server download-weights {model_id}` first."\n)',
    'huggingface_hub.utils._errors.LocalEntryNotFoundError: File model-00001-of-00004.safetensors of model meta-llama/Meta-Llama-3-8B-Instruct not found in /data. Please run `text-generation-server download-weights meta-llama/Meta-Llama-3-8B-Instruct` first.')
rec('cuda_oom', 'cause', 'LMDeploy', 'v0.16.0', 'InternLM/lmdeploy v0.16.0:lmdeploy/pytorch/engine/executor/base.py:425 ExecutorBase._update_num_gpu_blocks (ninth pass, 2026-11-28: After the model is loaded the free GPU memory left for KV-cache blocks is too small (<=2 blocks) and engine start is aborted: device memory exhausted.)',
    "if self.cache_config.num_gpu_blocks <= 2:\n    raise RuntimeError('No enough gpu memory for kv cache.')",
    'RuntimeError: No enough gpu memory for kv cache.')
rec('none', 'benign', 'LMDeploy', 'v0.16.0', 'InternLM/lmdeploy v0.16.0:lmdeploy/pytorch/engine/executor/base.py:402 ExecutorBase._reserve_runtime_mem (ninth pass, 2026-11-28: The executor shrinks the prefill token budget to fit and continues starting; not a failure.)',
    "logger.warning(f'No enough memory. Update max_prefill_token_num={max_prefill_token_num}')",
    '2025-06-02 10:14:31,552 - lmdeploy - WARNING - base.py:402 - No enough memory. Update max_prefill_token_num=4096')
rec('none', 'consequence', 'LMDeploy', 'v0.16.0', "InternLM/lmdeploy v0.16.0:lmdeploy/pytorch/engine/executor/mp_executor.py:282 MPExecutor.__init__.signal_handler (ninth pass, 2026-11-28: The parent receives SIGUSR1 sent by a worker process whose main loop failed and exits; it relays another process's failure.)",
    "logger.error('Received custom termination signal from sub processing, exiting...')",
    '2025-06-02 10:20:07,118 - lmdeploy - ERROR - mp_executor.py:282 - Received custom termination signal from sub processing, exiting...')
rec('none', 'consequence', 'LMDeploy', 'v0.16.0', 'InternLM/lmdeploy v0.16.0:lmdeploy/pytorch/engine/executor/ray_executor.py:493 RayExecutor.forward_async (ninth pass, 2026-11-28: Printed when awaiting a Ray worker raises RayActorError, i.e. a remote worker actor already died for some other reason.)',
    "except (SystemExit, ray.exceptions.RayActorError):\n    logger.error('Ray worker exited.')\n    raise",
    '2025-06-02 10:31:44,905 - lmdeploy - ERROR - ray_executor.py:493 - Ray worker exited.')
rec('none', 'benign', 'LMDeploy', 'v0.16.0', 'InternLM/lmdeploy v0.16.0:lmdeploy/pytorch/engine/executor/dist_utils.py:29 setup_master_addr (ninth pass, 2026-11-28: Informational line when the executor sets torch.distributed env vars on every start.)',
    "logger.info(f'MASTER_ADDR={addr}, MASTER_PORT={port}')",
    '2025-06-02 10:12:03,441 - lmdeploy - INFO - dist_utils.py:29 - MASTER_ADDR=127.0.0.1, MASTER_PORT=29551')
rec('driver_mismatch', 'cause', 'LMDeploy', 'v0.16.0', "InternLM/lmdeploy v0.16.0:lmdeploy/pytorch/check_env/triton.py:52 TritonChecker.check (ninth pass, 2026-11-28: Chosen when the Triton test kernel fails with 'device kernel image is invalid' (ptxas newer than the driver); the checker then exits(1).)",
    "msg = (\n    'This Error might caused by mismatching between NVIDIA Driver and nvcc compiler. \\n'  # noqa: E501\n    'Try solution https://github.com/triton-lang/triton/issues/1955#issuecomment-1929908209'  # noqa: E501\n    ' or reinstall the driver.')\nself.log_and_exit(e, 'Triton', msg)",
    'This Error might caused by mismatching between NVIDIA Driver and nvcc compiler. ')
rec('driver_mismatch', 'cause', 'LMDeploy', 'v0.16.0', "InternLM/lmdeploy v0.16.0:lmdeploy/pytorch/check_env/triton.py:27 TritonChecker.check_version (ninth pass, 2026-11-28: Installed Triton is older than the engine supports; the env checker logs this under '<Triton> check failed!' and exits: library version mismatch.)",
    "msg = (f'triton>={MIN_TRITON_VERSION} is required. '\n       f'Found triton=={triton_version}')\nself.log_and_exit(mod_name='Triton', message=msg)",
    'triton>=3.0.0 is required. Found triton==2.3.1')
rec('none', 'benign', 'LMDeploy', 'v0.16.0', 'InternLM/lmdeploy v0.16.0:lmdeploy/pytorch/check_env/triton.py:24 TritonChecker.check_version (ninth pass, 2026-11-28: Only a warning; the check goes on and the engine starts.)',
    "logger.warning('PytorchEngine has not been tested on '\n               f'triton>{MAX_TRITON_VERSION}.')",
    '2025-06-02 10:11:58,210 - lmdeploy - WARNING - triton.py:24 - PytorchEngine has not been tested on triton>3.7.1.')
rec('none', 'retried', 'LMDeploy', 'v0.16.0', 'InternLM/lmdeploy v0.16.0:src/turbomind/comm/gloo/tcp_store.cc:151 TCPStore::TCPStore (ninth pass, 2026-11-28: The TurboMind TCP store client sleeps 1 s and retries connecting forever; it is printed while the store host is not yet up.)',
    'TM_LOG_WARN("Failed to connect to store after {} retries: {}", retry, e.what());',
    '[TM][WARN][0602.10:12:09.334521][tcp_store.cc:151] Failed to connect to store after 3 retries: unable to connect to 10.0.0.12:29600')
rec('rendezvous_failure', 'cause', 'LMDeploy', 'v0.16.0', 'InternLM/lmdeploy v0.16.0:src/turbomind/comm/gloo/tcp_store.cc:212 TCPStore::wait (ninth pass, 2026-11-28: A rank waited 30 s for peers to publish their bootstrap keys in the store and gives up; the ranks could not meet.)',
    'ss << "Wait timeout for key(s): [";\n...\nTM_LOG_ERROR("{}, elapsed {} s", ss.str(), elapsed.count());\nthrow std::runtime_error("Wait timeout for key(s): " + ss.str());',
    '[TM][ERROR][0602.10:13:41.002117][tcp_store.cc:212] Wait timeout for key(s): [gloo/0/1 ], elapsed 31 s')
rec('rendezvous_failure', 'cause', 'NIXL', 'v1.4.0', 'ai-dynamo/nixl v1.4.0:src/core/nixl_listener.cpp:225 nixlEtcdClient::nixlEtcdClient (ninth pass, 2026-11-28: The agent cannot create its client to the etcd endpoints in NIXL_ETCD_ENDPOINTS and gives up on etcd metadata exchange: the coordination service is unreachable.)',
    'NIXL_ERROR << "Error creating etcd client: " << e.what();',
    'E1128 21:40:12.118034   48213 nixl_listener.cpp:225] Error creating etcd client: Connection refused')
rec('none', 'retried', 'NIXL', 'v1.4.0', "ai-dynamo/nixl v1.4.0:src/core/nixl_listener.cpp:363 nixlEtcdClient::waitForMetadataFromEtcd (ninth pass, 2026-11-28; relabelled after review from rendezvous_failure: NIXL's own test expects it when a peer fetches before the other publishes, then succeeds: The remote agent's metadata never appeared in etcd within the watch timeout and the fetch fails (NIXL_ERR_BACKEND): the peers did not meet.)",
    'NIXL_ERROR << "Watch timed out for key: " << metadata_key;',
    'E1128 21:41:03.550412   48230 nixl_listener.cpp:363] Watch timed out for key: /nixl/agents/decode-worker-1/metadata')
rec('rendezvous_failure', 'cause', 'NIXL', 'v1.4.0', "ai-dynamo/nixl v1.4.0:src/core/nixl_listener.cpp:524 nixlAgentData::commWorkerInternal (ninth pass, 2026-11-28: The socket metadata exchange cannot reach the peer agent's listener address/port; the request is dropped (continue), not retried.)",
    'NIXL_ERROR << "Listener thread could not connect to IP " << req_ip\n           << " and port " << req_port;',
    'E1128 21:42:19.004511   48230 nixl_listener.cpp:524] Listener thread could not connect to IP 10.20.3.17 and port 5555')
rec('driver_mismatch', 'cause', 'NIXL', 'v1.4.0', 'ai-dynamo/nixl v1.4.0:src/plugins/ucx/ucx_utils.cpp:582 nixlUcxContext::memReg (ninth pass, 2026-11-28: GPU memory registration fails because the UCX build in use lacks its CUDA transport: a library build that does not match the setup.)',
    'NIXL_ERROR << "VRAM memory is detected as host by UCX. "\n              "UCX is likely not configured with CUDA/ROCm support. "\n              "VRAM registration cannot proceed.";',
    'E1128 21:39:58.771002   48213 ucx_utils.cpp:582] VRAM memory is detected as host by UCX. UCX is likely not configured with CUDA/ROCm support. VRAM registration cannot proceed.')
rec('none', 'benign', 'NIXL', 'v1.4.0', 'ai-dynamo/nixl v1.4.0:src/plugins/ucx/ucx_utils.cpp:635 nixlUcxContext::warnAboutHardwareSupportMismatch (ninth pass, 2026-11-28: A start-up warning about performance; the UCX backend is created and transfers go on.)',
    'NIXL_WARN << hw_info.numIbDevices\n          << " IB device(s) were detected, but accelerated IB support was not found! "\n             "Performance may be degraded.";',
    'W1128 21:39:57.902113   48213 ucx_utils.cpp:635] 4 IB device(s) were detected, but accelerated IB support was not found! Performance may be degraded.')
rec('none', 'benign', 'NIXL', 'v1.4.0', 'ai-dynamo/nixl v1.4.0:src/plugins/ucx/ucx_utils.cpp:450 nixlUcxContext::nixlUcxContext (ninth pass, 2026-11-28: Warning printed while the UCX context is created anyway; one process per GPU works.)',
    'NIXL_WARN << "UCX version is less than 1.19, CUDA support is limited, "\n          << "including the lack of support for multi-GPU within a single process.";',
    'W1128 21:39:57.880245   48213 ucx_utils.cpp:450] UCX version is less than 1.19, CUDA support is limited, including the lack of support for multi-GPU within a single process.')
rec('none', 'consequence', 'DeepSpeed-MII', 'v0.3.3', "deepspeedai/DeepSpeed-MII v0.3.3:mii/backend/server.py:64 MIIServer._wait_until_server_is_live (ninth pass, 2026-11-28: The parent polls the launched DeepSpeed server process and raises when it has exited; the real cause is in that child's output.)",
    'if not process_alive:\n    raise RuntimeError(\n        "server crashed for some reason, unable to proceed")',
    'RuntimeError: server crashed for some reason, unable to proceed')
rec('none', 'benign', 'DeepSpeed-MII', 'v0.3.3', 'deepspeedai/DeepSpeed-MII v0.3.3:mii/backend/server.py:67 MIIServer._wait_until_server_is_live (ninth pass, 2026-11-28: Printed every 4 s while the model replicas load and their ports are not yet open; healthy deployments print it many times.)',
    'time.sleep(4)\nlogger.info("waiting for server to start...")',
    '[2025-04-10 14:02:11,512] [INFO] [server.py:67:_wait_until_server_is_live] waiting for server to start...')
rec('other', 'cause', 'DeepSpeed-MII', 'v0.3.3', "deepspeedai/DeepSpeed-MII v0.3.3:mii/config.py:357 _allocate_devices (ninth pass, 2026-11-28: MII's own config check: the hostfile/device map has too few GPU slots for replica_num x tensor_parallel; the deployment is refused.)",
    'raise ValueError(\n    f"Only able to place {device_map_slots} replicas, but {replica_num} replicas were requested."\n)',
    'ValueError: Only able to place 1 replicas, but 2 replicas were requested.')
rec('none', 'retried', 'LMDeploy', 'v0.16.0', 'InternLM/lmdeploy v0.16.0:lmdeploy/pytorch/ray.py:62 _wait_until_pg_ready (ninth pass, 2026-11-28: Printed with exponential backoff while waiting for the Ray placement group; it succeeds if the GPUs/nodes show up before PG_WAIT_TIMEOUT.)',
    "logger.info(\n    'Waiting for creating a placement group of specs for '\n    '%d seconds. specs=%s. Check '\n    '`ray status` to see if you have enough resources,'\n    ' and make sure the IP addresses used by ray cluster'\n    ' are the same as VLLM_HOST_IP environment variable'\n    ' specified in each node if you are running on a multi-node.', int(time.time() - s), placement_group_specs)",
    "2025-06-02 10:15:22,930 - lmdeploy - INFO - ray.py:62 - Waiting for creating a placement group of specs for 30 seconds. specs=[{'GPU': 1.0, 'node:10.0.0.11': 0.001}, {'GPU': 1.0}]. Check `ray status` to see if you have enough resources, and make sure the IP addresses used by ray cluster are the same as VLLM_HOST_IP environment variable specified in each node if you are running on a multi-node.")
rec('other', 'cause', 'LMDeploy', 'v0.16.0', 'InternLM/lmdeploy v0.16.0:lmdeploy/pytorch/ray.py:73 _wait_until_pg_ready (ninth pass, 2026-11-28: Ray never had enough GPU resources for the requested world size, so engine start is aborted: a resource/configuration mismatch, not a network fault by itself.)',
    "raise ValueError('Cannot provide a placement group of '\n                 f'{placement_group_specs=} within {PG_WAIT_TIMEOUT} seconds. See '\n                 '`ray status` to make sure the cluster has enough resources.') from None",
    "ValueError: Cannot provide a placement group of placement_group_specs=[{'GPU': 1.0, 'node:10.0.0.11': 0.001}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}] within 1800 seconds. See `ray status` to make sure the cluster has enough resources.")
rec('driver_mismatch', 'cause', 'text-generation-inference', 'v3.3.7', 'huggingface/text-generation-inference v3.3.7:server/text_generation_server/layers/attention/cuda.py:23 (module import), logged at server/text_generation_server/models/__init__.py:183 (ninth pass, 2026-11-28: The CUDA attention kernels fail to load (undefined symbol / missing CUDA library, i.e. a build that does not match torch/CUDA); the shard falls back, and sharded models then refuse to start because th)',
    'raise ImportError(\n    f"Could not import attention kernels. Make sure your installation is correct. Complete error: {e}"\n)\n...\nexcept ImportError as e:\n    log_master(logger.warning, f"Could not import Flash Attention enabled models: {e}")',
    '2025-03-11T08:12:40.661203Z  WARN text_generation_launcher: Could not import Flash Attention enabled models: Could not import attention kernels. Make sure your installation is correct. Complete error: /opt/conda/lib/python3.11/site-packages/paged_attention/_paged_attention.abi3.so: undefined symbol: _ZN3c1017RegisterOperatorsD1Ev')
rec('cuda_oom', 'cause', 'torch_npu', 'v26.1.0-pytorch2.10.0', 'Ascend/pytorch v26.1.0-pytorch2.10.0:torch_npu/csrc/core/npu/NPUCachingAllocator.cpp:1322 DeviceCachingAllocator::malloc (ninth pass, 2026-11-28: Raised as OutOfMemoryError by the NPU caching allocator after freeing cached blocks still cannot satisfy the request: device (HBM) memory exhausted.)',
    'auto retmsg = std::string("NPU out of memory. Tried to allocate ") + format_size(alloc_size) + " (NPU " + std::to_string(device) + "; " + format_size(device_total) + " total capacity; " + format_size(...allocated_bytes...) + " already allocated; " + format_size(...active_bytes...) + " current active; " + format_size(device_free) + " free; " + allowed_info + format_size(...reserved_bytes...) + " reserved in total by PyTorch)." + "If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.";',
    'torch.OutOfMemoryError: NPU out of memory. Tried to allocate 2.00 GiB (NPU 3; 60.97 GiB total capacity; 57.12 GiB already allocated; 57.12 GiB current active; 1.13 GiB free; 58.40 GiB reserved in total by PyTorch).If reserved memory is >> allocated memory try setting max_split_size_mb to avoid fragmentation.')
rec('collective_timeout', 'cause', 'torch_npu', 'v26.1.0-pytorch2.10.0', 'Ascend/pytorch v26.1.0-pytorch2.10.0:torch_npu/csrc/distributed/ProcessGroupHCCL.cpp:940 ProcessGroupHCCL::WorkHCCL::checkTimeout (ninth pass, 2026-11-28: The HCCL watchdog sets this exception on a work item that has not completed within the process-group timeout; the collective hung.)',
    'std::string exceptionMsg = c10::str("[Rank ", rank_, "] ", "Watchdog caught collective operation timeout: ", *this, " ran for ", timeElapsed.count(), " milliseconds before timing out.");\nLOG(ERROR) << exceptionMsg;',
    '[E ProcessGroupHCCL.cpp:950] [Rank 5] Watchdog caught collective operation timeout: WorkHCCL(SeqNum=1024, OpType=ALLREDUCE, NumelIn=25690112, NumelOut=25690112, Timeout(ms)=1800000) ran for 1800153 milliseconds before timing out.')
rec('none', 'consequence', 'torch_npu', 'v26.1.0-pytorch2.10.0', 'Ascend/pytorch v26.1.0-pytorch2.10.0:torch_npu/csrc/distributed/ProcessGroupHCCL.cpp:1027 ProcessGroupHCCL::WorkHCCL::handleException (ninth pass, 2026-11-28: Generic follow-up printed whenever a work item already carries an exception (timeout or HCCL error reported separately); it does not name the cause.)',
    'auto exceptionMsg = c10::str("Some HCCL operations have failed or timed out. Due to the ", "asynchronous nature of ASCEND kernels, subsequent NPU operations ", "might run on corrupted/incomplete data.");\nLOG(ERROR) << exceptionMsg;',
    '[E ProcessGroupHCCL.cpp:1031] Some HCCL operations have failed or timed out. Due to the asynchronous nature of ASCEND kernels, subsequent NPU operations might run on corrupted/incomplete data.')
rec('none', 'consequence', 'torch_npu', 'v26.1.0-pytorch2.10.0', 'Ascend/pytorch v26.1.0-pytorch2.10.0:torch_npu/csrc/distributed/ProcessGroupHCCL.cpp:1035 ProcessGroupHCCL::WorkHCCL::handleException (ninth pass, 2026-11-28: Printed right before rethrowing an earlier HCCL error/timeout under async error handling; the cause is the earlier line.)',
    'auto tearDownMsg = c10::str("To avoid data inconsistency, we are taking the entire process down.");\nLOG(ERROR) << tearDownMsg;',
    '[E ProcessGroupHCCL.cpp:1037] To avoid data inconsistency, we are taking the entire process down.')
rec('collective_timeout', 'cause', 'torch_npu', 'v26.1.0-pytorch2.10.0', 'Ascend/pytorch v26.1.0-pytorch2.10.0:torch_npu/csrc/distributed/ProcessGroupHCCL.cpp:1880 ProcessGroupHCCL::heartbeatMonitor (ninth pass, 2026-11-28: Heartbeat monitor kills the process because the watchdog thread made no progress for the heartbeat timeout: an HCCL call hung.)',
    'exitMsg = c10::str("ProcessGroupHCCL\'s watchdog got stuck for ", heartbeatTimeoutInSec_, " seconds without making progress in monitoring enqueued collectives. ", "This typically indicates a HCCL/CUDA API hang blocking the watchdog, ", "and could be triggered by another thread holding the GIL inside a ", "CUDA api, or other deadlock-prone behaviors.", ...);',
    "[E ProcessGroupHCCL.cpp:1911] [PG 0 Rank 3] ProcessGroupHCCL's watchdog got stuck for 600 seconds without making progress in monitoring enqueued collectives. This typically indicates a HCCL/CUDA API hang blocking the watchdog, and could be triggered by another thread holding the GIL inside a CUDA api, or other deadlock-prone behaviors.If you suspect the watchdog is not actually stuck and a longer timeout would help, you can either increase the timeout (TORCH_HCCL_HEARTBEAT_TIMEOUT_SEC) to a larger value or disable the heartbeat monitor (TORCH_HCCL_ENABLE_MONITORING=0).If either of aforementioned helps, feel free to file an issue to PyTorch about the short timeout or false positive abort; otherwise, please attempt to debug the hang. workMetaList_.size() = 1")
rec('none', 'benign', 'torch_npu', 'v26.1.0-pytorch2.10.0', 'Ascend/pytorch v26.1.0-pytorch2.10.0:torch_npu/csrc/distributed/ProcessGroupHCCL.cpp:986 ProcessGroupHCCL::WorkHCCL::checkDispatch (ninth pass, 2026-11-28: Printed when a work item earlier flagged as slow to dispatch did get dispatched; the run continues.)',
    'TORCH_NPU_HCCL_LOGW("Process group work %s, seq_num %u dispatch success. This warning log can be ignored.", opTypeToString(opType_).c_str(), seq_);',
    '[W] Process group work ALLREDUCE, seq_num 57 dispatch success. This warning log can be ignored.')
rec('none', 'benign', 'torch_npu', 'v26.1.0-pytorch2.10.0', 'Ascend/pytorch v26.1.0-pytorch2.10.0:torch_npu/csrc/distributed/ProcessGroupHCCL.cpp:2867 ProcessGroupHCCL::createHCCLCommEx (ninth pass, 2026-11-28: Advisory warning-once at communicator creation when HCCL_CONNECT_TIMEOUT<300; creation proceeds and no failure has happened.)',
    'TORCH_NPU_WARN_ONCE("When creating an HCCL process group using the RANK_TABLE_FILE method, the connection may time out. ", "It is recommended to set the timeout duration of HCCL_CONNECT_TIMEOUT to 300 seconds or more.");',
    'UserWarning: When creating an HCCL process group using the RANK_TABLE_FILE method, the connection may time out. It is recommended to set the timeout duration of HCCL_CONNECT_TIMEOUT to 300 seconds or more.')
rec('none', 'benign', 'torch_npu', 'v26.1.0-pytorch2.10.0', 'Ascend/pytorch v26.1.0-pytorch2.10.0:torch_npu/csrc/distributed/ProcessGroupHCCL.cpp:1294 ProcessGroupHCCL::ProcessGroupHCCL (ninth pass, 2026-11-28: Configuration advisory printed in the process-group constructor; the group is created and training goes on.)',
    'TORCH_NPU_WARN("The watchdog timeout ", (options_->timeout).count(), "ms(which is set by init_process_group) is less than or equal to HCCL execution timeout ", hccl_exec_timeout * 1000, "ms! The plog may not be recorded.");',
    'UserWarning: The watchdog timeout 600000ms(which is set by init_process_group) is less than or equal to HCCL execution timeout 1836000ms! The plog may not be recorded.')
rec('gpu_hardware', 'cause', 'torch_npu', 'v26.1.0-pytorch2.10.0', 'Ascend/pytorch v26.1.0-pytorch2.10.0:torch_npu/csrc/core/npu/NPUQueue.cpp:304 Repository::MakeSureQueueEmpty (ninth pass, 2026-11-28: The task queue set HBM_ECC_EXIT after the runtime returned ACL_ERROR_RT_HBM_MULTI_BIT_ECC_ERROR: an uncorrectable device memory ECC error.)',
    '{RepoStatus::HBM_ECC_EXIT, "HBM MULTI BIT ECC ERROR"}, ...\nruntime_error = throwError + ", " + error_msg + PTA_ERROR(ErrCode::ACL);\nerror_msg = throwError + " happened.";',
    'RuntimeError: HBM MULTI BIT ECC ERROR, EZ9999: Inner Error! The error from device(chipId:2, dieId:0), reason=[hbm Multi-bit ECC error]')
rec('gpu_hardware', 'cause', 'torch_npu', 'v26.1.0-pytorch2.10.0', "Ascend/pytorch v26.1.0-pytorch2.10.0:torch_npu/csrc/core/npu/NPUQueue.cpp:409 Repository::CheckDeviceError (ninth pass, 2026-11-28: Logged when the runtime reports ACL_ERROR_RT_LINK_ERROR / 'reason=[link error]': the inter-chip HCCS link of the NPU failed; the queue then throws HCCS LINK ERROR.)",
    'ASCEND_LOGE("HCCS LINK ERROR happened, set task queue status to HCCS_LINK_EXIT");',
    '[ERROR] PYTORCH(41872,python):2026-11-20-10:12:33.512.204 [NPUQueue.cpp:409]41990 HCCS LINK ERROR happened, set task queue status to HCCS_LINK_EXIT')
rec('gpu_hardware', 'cause', 'torch_npu', 'v26.1.0-pytorch2.10.0', 'Ascend/pytorch v26.1.0-pytorch2.10.0:torch_npu/csrc/core/npu/NPUQueue.cpp:392 Repository::CheckDeviceError (ninth pass, 2026-11-28: Logged when the runtime reports ACL_ERROR_RT_DEVICE_MEM_ERROR and AclrtGetMemUceInfo confirms an uncorrectable device memory error.)',
    'ASCEND_LOGE("UCE ERROR happened, set task queue status to UCE_EXIT");',
    '[ERROR] PYTORCH(41872,python):2026-11-20-10:12:33.498.101 [NPUQueue.cpp:392]41990 UCE ERROR happened, set task queue status to UCE_EXIT')
rec('driver_mismatch', 'cause', 'torch_npu', 'v26.1.0-pytorch2.10.0', 'Ascend/pytorch v26.1.0-pytorch2.10.0:torch_npu/__init__.py:24 _check_device_conflict (ninth pass, 2026-11-28: Import-time check: a CUDA build of PyTorch is installed alongside torch_npu, a framework build that does not match the NPU plugin.)',
    'raise RuntimeError(f"Two accelerators cannot be used at the same time " f"in PyTorch: npu and {acc.type}. You can install " f"the cpu version of PyTorch to use your npu device, " f"or use the {acc.type} device with " f"\'export TORCH_DEVICE_BACKEND_AUTOLOAD=0\'.\\n" ...)',
    "RuntimeError: Two accelerators cannot be used at the same time in PyTorch: npu and cuda. You can install the cpu version of PyTorch to use your npu device, or use the cuda device with 'export TORCH_DEVICE_BACKEND_AUTOLOAD=0'.")
rec('other', 'cause', 'torch_npu', 'v26.1.0-pytorch2.10.0', 'Ascend/pytorch v26.1.0-pytorch2.10.0:torch_npu/csrc/core/npu/NPUFunctions.cpp:70 device_count_ensure_non_zero (ninth pass, 2026-11-28: aclrtGetDeviceCount returned zero devices (not visible in the container / ASCEND_RT_VISIBLE_DEVICES); a setup problem outside the listed classes.)',
    'TORCH_CHECK(count, "No NPUs are available", PTA_ERROR(ErrCode::UNAVAIL));',
    'RuntimeError: No NPUs are available')
rec('none', 'consequence', 'torch_npu', 'v26.1.0-pytorch2.10.0', 'Ascend/pytorch v26.1.0-pytorch2.10.0:torch_npu/csrc/core/npu/NPUQueue.cpp:323 Repository::MakeSureQueueEmpty (ninth pass, 2026-11-28: Generic wrapper raised on the Python thread after the async task queue failed; it points to the earlier inner error instead of naming a cause.)',
    'runtime_error = "The Inner error is reported as above. " "The process exits for this inner error, and " + repo_error + ".\\n" + "Since the operator is called asynchronously, the stacktrace may be inaccurate. " ...',
    'RuntimeError: The Inner error is reported as above. The process exits for this inner error, and the current working operator name is HcclAllreduce.')
rec('cuda_oom', 'cause', 'vllm-ascend', 'v0.23.0', "vllm-project/vllm-ascend v0.23.0:vllm_ascend/worker/worker.py:472 NPUWorker._init_device (ninth pass, 2026-11-28: Worker startup check: the NPU's free HBM (other processes hold it) is below the requested fraction, so the worker aborts for lack of device memory.)",
    'raise ValueError(f"Free memory on device " f"({GiB(self.init_snapshot.free_memory)}/" f"{GiB(self.init_snapshot.total_memory)} GiB) on startup " f"is less than desired GPU memory utilization " f"({self.cache_config.gpu_memory_utilization}, " f"{GiB(self.requested_memory)} GiB). Decrease GPU memory " f"utilization or reduce GPU memory used by other processes.")',
    'ValueError: Free memory on device (12.4/61.27 GiB) on startup is less than desired GPU memory utilization (0.9, 55.14 GiB). Decrease GPU memory utilization or reduce GPU memory used by other processes.')
rec('none', 'benign', 'vllm-ascend', 'v0.23.0', 'vllm-project/vllm-ascend v0.23.0:vllm_ascend/distributed/device_communicators/pyhccl_wrapper.py:186 HCCLLibrary.__init__ (ninth pass, 2026-11-28: Logged then re-raised, but PyHcclCommunicator.__init__ catches any exception and just disables pyhccl (e.g. non-NPU env), so the run continues.)',
    'logger.error("Failed to load HCCL library. " "so_file=%s, error=%s. " "The hccl library might not exist, be corrupted " "or it does not support the current platform %s. " "If you already have the library, please set the " "environment variable HCCL_SO_PATH" " to point to the correct hccl library path.", so_file, e, platform.platform())',
    'ERROR 11-20 10:03:11 [pyhccl_wrapper.py:186] Failed to load HCCL library. so_file=libhccl.so, error=libhccl.so: cannot open shared object file: No such file or directory. The hccl library might not exist, be corrupted or it does not support the current platform Linux-5.10.0-aarch64-with-glibc2.35. If you already have the library, please set the environment variable HCCL_SO_PATH to point to the correct hccl library path.')
rec('none', 'benign', 'vllm-ascend', 'v0.23.0', 'vllm-project/vllm-ascend v0.23.0:vllm_ascend/utils.py:461 enable_custom_op (ninth pass, 2026-11-28: enable_custom_op() sets _CUSTOM_OP_ENABLED=False and returns; the engine falls back to non-custom kernels.)',
    'logger.warning("Failed to register custom ops, all custom ops will be disabled. " "error=%s. " "The custom ops library might not be installed or the environment is not configured correctly. " "Please check the custom ops installation and environment variables.", e)',
    "WARNING 11-20 10:02:58 [utils.py:461] Failed to register custom ops, all custom ops will be disabled. error=No module named 'vllm_ascend.vllm_ascend_C'. The custom ops library might not be installed or the environment is not configured correctly. Please check the custom ops installation and environment variables.")
rec('none', 'benign', 'vllm-ascend', 'v0.23.0', 'vllm-project/vllm-ascend v0.23.0:vllm_ascend/worker/worker.py:783 NPUWorker.compile_or_warm_up_model (ninth pass, 2026-11-28: CPU affinity binding is optional; the exception is caught and the worker goes on without binding.)',
    'logger.warning("Bind cpus failed in rank%s: %s Skip binding cpu.", self.local_rank, e)',
    'WARNING 11-20 10:05:40 [worker.py:783] Bind cpus failed in rank3: Can not get running npu info. Skip binding cpu.')
rec('none', 'benign', 'vllm-ascend', 'v0.23.0', 'vllm-project/vllm-ascend v0.23.0:vllm_ascend/device_allocator/camem.py:67 <module> (ninth pass, 2026-11-28: Import-time fallback: only the optional sleep-mode allocator is disabled; serving continues.)',
    'logger.warning("Failed to import vllm_ascend_C:%s. Sleep mode will be disabled. ", e)',
    "WARNING 11-20 10:02:57 [camem.py:67] Failed to import vllm_ascend_C:No module named 'vllm_ascend.vllm_ascend_C'. Sleep mode will be disabled. ")
rec('collective_timeout', 'cause', 'oneccl_bindings_for_pytorch (torch-ccl)', 'v2.8.0+xpu', 'intel/torch-ccl v2.8.0+xpu:src/utils.h:306 CollectiveAsyncWorkCCL::synchronizeInternal (ninth pass, 2026-11-28: wait() busy-polls the oneCCL request and throws once the op has not completed within the process-group timeout: the collective hung.)',
    'std::string exceptionMsg = c10::str("[Rank ", rank_, "] ", "Caught collective operation timeout: ", " ran for ", timeElapsed.count(), " milliseconds before timing out.");\nTORCH_CHECK(false, exceptionMsg);',
    'RuntimeError: [Rank 2] Caught collective operation timeout:  ran for 1800046 milliseconds before timing out.')
rec('other', 'cause', 'oneccl_bindings_for_pytorch (torch-ccl)', 'v2.8.0+xpu', 'intel/torch-ccl v2.8.0+xpu:src/ProcessGroupCCL.cpp:792 parseTorchCCLEnvVarFlag (ninth pass, 2026-11-28: Configuration check: a torch-ccl flag environment variable is not an integer, so process-group creation aborts.)',
    'TORCH_CHECK(false, "Invalid value for environment variable: " + std::string(envVarName));',
    'RuntimeError: Invalid value for environment variable: CCL_BLOCKING_WAIT')
rec('driver_mismatch', 'cause', 'intel-extension-for-pytorch', 'v2.8.10+xpu', "intel/intel-extension-for-pytorch v2.8.10+xpu:intel_extension_for_pytorch/__init__.py:31 <module> (ninth pass, 2026-11-28: Import-time version check: IPEX major.minor differs from torch's, the process exits with code 127 (framework version mismatch).)",
    'print("ERROR! Intel® Extension for PyTorch* needs to work with PyTorch " + f"{ipex_version}.*, but PyTorch {torch.__version__} is found. " + "Please switch to the matching version and run again.")\nos._exit(127)',
    'ERROR! Intel® Extension for PyTorch* needs to work with PyTorch 2.8.*, but PyTorch 2.9.1+xpu is found. Please switch to the matching version and run again.')
rec('cuda_oom', 'cause', 'intel-extension-for-pytorch', 'v2.8.10+xpu', 'intel/intel-extension-for-pytorch v2.8.10+xpu:csrc/gpu/runtime/CachingDeviceAllocator.cpp:251 CachingDeviceAllocator::malloc (ninth pass, 2026-11-28: Raised when allocation on the Intel GPU fails even after malloc_with_retry freed cached blocks: device memory exhausted.)',
    'TORCH_CHECK(false, "XPU out of memory. Tried to allocate ", format_size(alloc_size), " (GPU ", (int)curDevID, "; ", format_size(device_total), " total capacity; ", format_size(...allocated_bytes...), " already allocated; ", format_size(...reserved_bytes...), " reserved in total by PyTorch)");',
    'RuntimeError: XPU out of memory. Tried to allocate 4.00 GiB (GPU 0; 64.00 GiB total capacity; 58.21 GiB already allocated; 59.03 GiB reserved in total by PyTorch)')
rec('other', 'cause', 'intel-extension-for-pytorch', 'v2.8.10+xpu', 'intel/intel-extension-for-pytorch v2.8.10+xpu:intel_extension_for_pytorch/cpu/utils/_cpu_isa.py:12 check_minimal_isa_support (ninth pass, 2026-11-28: Import-time host CPU capability check exits the process when AVX2 is missing; unsupported host, not one of the listed classes.)',
    'err_msg = "ERROR! Intel® Extension for PyTorch* only works on machines with instruction sets equal or newer \\\n        than AVX2, which are not detected on the current machine."\nif not check_avx2_support():\n    sys.exit(err_msg)',
    'ERROR! Intel® Extension for PyTorch* only works on machines with instruction sets equal or newer         than AVX2, which are not detected on the current machine.')
rec('none', 'benign', 'intel-extension-for-pytorch', 'v2.8.10+xpu', 'intel/intel-extension-for-pytorch v2.8.10+xpu:csrc/gpu/runtime/Device.cpp:139 dpcppGetDeviceHas2DBlock (ninth pass, 2026-11-28: Capability probe fallback: the sycl architecture query threw, IPEX assumes no 2D-block support and keeps running.)',
    'TORCH_WARN_ONCE("Detect an unknown architecture, will treat it as no 2D Block feature support.");',
    'UserWarning: Detect an unknown architecture, will treat it as no 2D Block feature support. (Triggered internally at /build/intel-extension-for-pytorch/csrc/gpu/runtime/Device.cpp:139.)')
rec('other', 'cause', 'intel-extension-for-pytorch', 'v2.8.10+xpu', 'intel/intel-extension-for-pytorch v2.8.10+xpu:intel_extension_for_pytorch/xpu/__init__.py:59 validate_xpu_device (ninth pass, 2026-11-28: torch.load of XPU-saved tensors on a host where no XPU device is usable (no GPU/driver visible); a usage/setup error.)',
    'raise RuntimeError("Attempting to deserialize object on a xpu " "device but torch.xpu.is_available() is False. " "If you are running on a CPU-only machine, " "please use torch.load with map_location=torch.device(\'cpu\') " "to map your storages to the CPU.")',
    "RuntimeError: Attempting to deserialize object on a xpu device but torch.xpu.is_available() is False. If you are running on a CPU-only machine, please use torch.load with map_location=torch.device('cpu') to map your storages to the CPU.")
rec('none', 'benign', 'optimum-habana', 'v1.20.0', 'huggingface/optimum-habana v1.20.0:optimum/habana/utils/misc.py:213 check_synapse_version (ninth pass, 2026-11-28: Import-time advisory on a minor-version difference; only a warning, import and training continue and most such runs work.)',
    'logger.warning(f"optimum-habana v{__version__} has been validated for SynapseAI v{CURRENTLY_VALIDATED_SYNAPSE_VERSION} but habana-frameworks v{habana_frameworks_version_number} was found, this could lead to undefined behavior!")',
    '[WARNING|misc.py:213] 2026-11-20 10:14:02,118 >> optimum-habana v1.20.0 has been validated for SynapseAI v1.23.0 but habana-frameworks v1.22.1 was found, this could lead to undefined behavior!')
rec('none', 'benign', 'optimum-habana', 'v1.20.0', 'huggingface/optimum-habana v1.20.0:optimum/habana/utils/misc.py:230 check_synapse_version (ninth pass, 2026-11-28: hl-smi is only used to read the driver version for an advisory check (often absent in containers); the import goes on.)',
    'logger.warning("Could not run `hl-smi`, please follow the installation guide: https://docs.habana.ai/en/latest/Installation_Guide/index.html.")',
    '[WARNING|misc.py:230] 2026-11-20 10:14:02,402 >> Could not run `hl-smi`, please follow the installation guide: https://docs.habana.ai/en/latest/Installation_Guide/index.html.')
rec('none', 'consequence', 'optimum-habana', 'v1.20.0', "huggingface/optimum-habana v1.20.0:optimum/habana/distributed/distributed_runner.py:222 DistributedRunner.run (ninth pass, 2026-11-28: gaudi_spawn's runner reports the exit status of the launched training command; the root cause is in the child's output.)",
    'logger.error(f"{command}  exited with status = {proc.returncode}")',
    '[ERROR|distributed_runner.py:222] 2026-11-20 11:02:45,771 >> python3 -m torch.distributed.run --nproc_per_node 8 run_clm.py --model_name_or_path gpt2 --use_habana --gaudi_config_name Habana/gpt2  exited with status = 1')
rec('other', 'cause', 'optimum-habana', 'v1.20.0', "huggingface/optimum-habana v1.20.0:optimum/habana/distributed/distributed_runner.py:257 DistributedRunner.process_hostfile (ninth pass, 2026-11-28: Launcher configuration check: a hostfile line does not parse as 'host slots=N', so the multi-node run is not started.)",
    'logger.error("Hostfile is not formatted correctly, unable to proceed with training/inference.")\nraise err',
    '[ERROR|distributed_runner.py:257] 2026-11-20 11:00:03,010 >> Hostfile is not formatted correctly, unable to proceed with training/inference.')
rec('none', 'benign', 'optimum-habana', 'v1.20.0', 'huggingface/optimum-habana v1.20.0:optimum/habana/distributed/distributed_runner.py:111 DistributedRunner.__init__ (ninth pass, 2026-11-28: Informational warning when gaudi_spawn is called with world_size 1; the single-card run proceeds.)',
    'logger.warning("The run will be executed on one device only. Specify `world_size` > 1 or `hostfile` to perform a" " distributed run.")',
    '[WARNING|distributed_runner.py:111] 2026-11-20 11:00:01,554 >> The run will be executed on one device only. Specify `world_size` > 1 or `hostfile` to perform a distributed run.')
rec('other', 'cause', 'neuronx-distributed', 'v2.28.0', 'aws-neuron/neuronx-distributed v2.28.0:src/neuronx_distributed/parallel_layers/parallel_state.py:573 initialize_model_parallel (ninth pass, 2026-11-28: Parallel-layout configuration check at model-parallel init: the world size does not factor into TP x PP x CP, so setup aborts.)',
    'raise RuntimeError(f"invalid implied data parallel degree: " f"`world_size` ({world_size}) is not divisible by " f"tensor_model_parallel_size ({tensor_model_parallel_size}) x " f"pipeline_model_parallel_size ({pipeline_model_parallel_size})" f"context_parallel_size ({context_parallel_size})")',
    'RuntimeError: invalid implied data parallel degree: `world_size` (48) is not divisible by tensor_model_parallel_size (32) x pipeline_model_parallel_size (1)context_parallel_size (1)')
rec('none', 'benign', 'neuronx-distributed', 'v2.28.0', 'aws-neuron/neuronx-distributed v2.28.0:src/neuronx_distributed/modules/moe/blockwise.py:35 <module> (ninth pass, 2026-11-28: Import-time feature probe: the MoE code falls back (USE_DYNAMIC_KERNEL=False) and runs normally.)',
    'warnings.warn(f"Warning: Current compiler version does not have dynamic while kernel, here\'s the exception message: {e}")\nUSE_DYNAMIC_KERNEL=False',
    "/opt/venv/lib/python3.10/site-packages/neuronx_distributed/modules/moe/blockwise.py:35: UserWarning: Warning: Current compiler version does not have dynamic while kernel, here's the exception message: No module named 'neuronxcc.nki._pre_prod_kernels.blockwise_mm_shard_on_I'")
rec('none', 'benign', 'neuronx-distributed', 'v2.28.0', 'aws-neuron/neuronx-distributed v2.28.0:src/neuronx_distributed/parallel_layers/parallel_state.py:638 initialize_model_parallel (ninth pass, 2026-11-28: Normal INFO line printed on every model-parallel initialization.)',
    'logger.info("> initializing tensor model parallel with size %d", tensor_model_parallel_size)',
    '[2026-11-20 09:41:12.337: I neuronx_distributed/parallel_layers/parallel_state.py:638] > initializing tensor model parallel with size 8')
rec('none', 'benign', 'neuronx-distributed', 'v2.28.0', 'aws-neuron/neuronx-distributed v2.28.0:src/neuronx_distributed/parallel_layers/parallel_state.py:1390 initialize_pp_gloo_groups (ninth pass, 2026-11-28: Logged at ERROR level but the function simply returns and keeps the existing groups; a repeated-init no-op, not a failure.)',
    'logger.error("pp gloo groups are already initialized!")\nreturn',
    '[2026-11-20 09:41:15.004: E neuronx_distributed/parallel_layers/parallel_state.py:1390] pp gloo groups are already initialized!')
rec('none', 'retried', 'torch_npu', 'v26.1.0-pytorch2.10.0', 'Ascend/pytorch v26.1.0-pytorch2.10.0:torch_npu/csrc/distributed/StoreClient.cpp:66 Client::TryConnectCore (ninth pass, 2026-11-28: Inside the connect loop: logged once per new errno, then ECONNREFUSED/ETIMEDOUT are retried until the store timeout, so a late-starting server still succeeds.)',
    'LOG(ERROR) << "connect socket to server(" << host_ << ":" << port_ << ") failed " << errno << " : " << strerror(errno);',
    '[E1120 10:01:22.418305 3312 StoreClient.cpp:66] connect socket to server(10.0.0.11:29500) failed 111 : Connection refused')
rec('rendezvous_failure', 'cause', 'torch_npu', 'v26.1.0-pytorch2.10.0', "Ascend/pytorch v26.1.0-pytorch2.10.0:torch_npu/csrc/distributed/ParallelTcpStore.cpp:320 ParallelTcpStore::ParallelTcpStore (ninth pass, 2026-11-28: Thrown when the client's retry loop reaches the store timeout without connecting to the MASTER_ADDR:MASTER_PORT parallel store: ranks cannot meet.)",
    'throw std::runtime_error{ std::string("connect tcp client to server(").append(host).append(":").append(std::to_string(opts.port)).append(" failed.") };',
    'RuntimeError: connect tcp client to server(10.0.0.11:29500 failed.')
rec('rendezvous_failure', 'cause', 'torch_npu', 'v26.1.0-pytorch2.10.0', "Ascend/pytorch v26.1.0-pytorch2.10.0:torch_npu/csrc/distributed/ParallelTcpServer.cpp:277 ParallelTcpServer::CreateSocketAndListen (ninth pass, 2026-11-28: The rank-0 parallel store server cannot bind MASTER_PORT; Start() returns -1 and the store ctor throws 'start tcp server on port ... failed.')",
    'LOG(ERROR) << "bind server socket fd failed " << errno << " : " << strerror(errno);',
    '[E1120 10:01:20.102884 3301 ParallelTcpServer.cpp:277] bind server socket fd failed 98 : Address already in use')
rec('rendezvous_failure', 'cause', 'torch_npu', 'v26.1.0-pytorch2.10.0', 'Ascend/pytorch v26.1.0-pytorch2.10.0:torch_npu/csrc/distributed/ParallelTcpStore.cpp:46 ParallelStoreServer::ParallelStoreServer (ninth pass, 2026-11-28: The rendezvous store server could not create/bind/listen on the master port (e.g. port already in use), so init_process_group fails.)',
    'throw std::runtime_error{ std::string("start tcp server on port ").append(std::to_string(port)).append(" failed.") };',
    'RuntimeError: start tcp server on port 29500 failed.')
rec('rendezvous_failure', 'cause', 'torch_npu', 'v26.1.0-pytorch2.10.0', 'Ascend/pytorch v26.1.0-pytorch2.10.0:torch_npu/csrc/distributed/ParallelTcpStore.cpp:427 ParallelTcpStore::get (ninth pass, 2026-11-28: The store wait for a key (e.g. the HCCL root info broadcast by rank 0) did not succeed within the store timeout: the peer never published it.)',
    'throw std::runtime_error{ std::string("get key ") + key + " failed or timeout." };',
    'RuntimeError: get key 0 failed or timeout.')
rec('none', 'benign', 'torch_npu', 'v26.1.0-pytorch2.10.0', 'Ascend/pytorch v26.1.0-pytorch2.10.0:torch_npu/csrc/distributed/ProcessGroupHCCL.cpp:2597 ProcessGroupHCCL::recordHcclStatus (ninth pass, 2026-11-28: Only used to name a status-record file when MASTER_ADDR is unset; the code falls back to 127.0.0.1 and continues.)',
    'ASCEND_LOGW("Unable to fetch master IP addr, environment variable is null, it will use 127.0.0.1");',
    '[WARNING] PYTORCH(3312,python):2026-11-20-10:01:25.331.902 [ProcessGroupHCCL.cpp:2597]3312 Unable to fetch master IP addr, environment variable is null, it will use 127.0.0.1')
rec('gpu_hardware', 'cause', 'torch_npu', 'v26.1.0-pytorch2.10.0', "Ascend/pytorch v26.1.0-pytorch2.10.0:torch_npu/csrc/core/npu/NPUQueue.cpp:403 Repository::CheckDeviceError (ninth pass, 2026-11-28: Logged when the runtime returns ACL_ERROR_RT_SUSPECT_DEVICE_MEM_ERROR ('reason=[suspect device mem error]'); the queue then throws SUSPECT MEM ERROR for a suspected device memory fault.)",
    'ASCEND_LOGE("SUSPECT MEM ERROR happened, set task queue status to SUSPECT_MEM_EXIT");',
    '[ERROR] PYTORCH(41872,python):2026-11-20-10:12:33.498.101 [NPUQueue.cpp:403]41990 SUSPECT MEM ERROR happened, set task queue status to SUSPECT_MEM_EXIT')
rec('other', 'cause', 'vllm-ascend', 'v0.23.0', 'vllm-project/vllm-ascend v0.23.0:vllm_ascend/worker/worker.py:438 NPUWorker._init_device (ninth pass, 2026-11-28: Worker device-selection check: fewer NPUs are visible (ASCEND_RT_VISIBLE_DEVICES / container) than the DP/TP layout needs.)',
    'assert self.local_rank < visible_device_count, (f"DP adjusted local rank {self.local_rank} is out of bounds for {visible_device_count} devices.")',
    'AssertionError: DP adjusted local rank 4 is out of bounds for 4 devices.')
rec('other', 'cause', 'optimum-habana', 'v1.20.0', 'huggingface/optimum-habana v1.20.0:optimum/habana/distributed/distributed_runner.py:239 DistributedRunner.process_hostfile (ninth pass, 2026-11-28: gaudi_spawn launcher configuration check: the --hostfile path given for a multi-node run does not exist on the launching host.)',
    'raise ValueError(f"Unable to find hostfile at {self._hostfile}.")',
    'ValueError: Unable to find hostfile at /root/hostfile.')

rec('remote_missing_file', 'cause', 'MMEngine', 'v0.10.7', "open-mmlab/mmengine v0.10.7:mmengine/dist/dist.py:1022 collect_results_cpu (tenth pass, 2026-11-28: Rank 0 reads every rank's part_{i}.pkl from the tmpdir after a barrier and raises when another node's file is absent because the directory is node-local, not shared.)",
    "raise FileNotFoundError(\n    f'{tmpdir} is not an shared directory for '\n    f'rank {i}, please make sure {tmpdir} is a shared '\n    'directory for all ranks!')",
    'FileNotFoundError: .dist_test/tmpxb3k9q2f is not an shared directory for rank 8, please make sure .dist_test/tmpxb3k9q2f is a shared directory for all ranks!')
rec('other', 'cause', 'MMEngine', 'v0.10.7', 'open-mmlab/mmengine v0.10.7:mmengine/dist/utils.py:169 _init_dist_mpi (tenth pass, 2026-11-28: With the mpi launcher MMEngine requires MASTER_ADDR in the environment and raises before init_process_group; a launch-configuration error, not an unreachable address.)',
    "raise KeyError('The environment variable MASTER_ADDR is not set')",
    "KeyError: 'The environment variable MASTER_ADDR is not set'")
rec('other', 'cause', 'MMEngine', 'v0.10.7', "open-mmlab/mmengine v0.10.7:mmengine/dist/utils.py:77 init_dist (tenth pass, 2026-11-28: init_dist's own check of the dist_cfg timeout value; fatal configuration error.)",
    'raise TypeError(\n    f\'Timeout for distributed training must be provided as \'\n    f"timeout in seconds, but we\'ve received the type "\n    f\'{type(timeout)}. Please specify the timeout like this: \'\n    f"dist_cfg=dict(backend=\'nccl\', timeout=1800)") from exception',
    "TypeError: Timeout for distributed training must be provided as timeout in seconds, but we've received the type <class 'str'>. Please specify the timeout like this: dist_cfg=dict(backend='nccl', timeout=1800)")
rec('other', 'cause', 'MMEngine', 'v0.10.7', 'open-mmlab/mmengine v0.10.7:mmengine/dist/utils.py:91 init_dist (tenth pass, 2026-11-28: init_dist rejects a launcher name other than pytorch/mpi/slurm; a usage error.)',
    "raise ValueError(f'Invalid launcher type: {launcher}')",
    'ValueError: Invalid launcher type: torchrun')
rec('other', 'cause', 'MMEngine', 'v0.10.7', "open-mmlab/mmengine v0.10.7:mmengine/dist/utils.py:33 get_local_group (tenth pass, 2026-11-28: Program's own check that a helper was called before init_local_group; a usage bug.)",
    "raise RuntimeError('Local process group is not created, please use '\n                   '`init_local_group` to setup local process group.')",
    'RuntimeError: Local process group is not created, please use `init_local_group` to setup local process group.')
rec('none', 'benign', 'MMEngine', 'v0.10.7', 'open-mmlab/mmengine v0.10.7:mmengine/utils/dl_utils/setup_env.py:46 set_multi_processing (tenth pass, 2026-11-28: Printed on every distributed run without OMP_NUM_THREADS; the runner sets it to 1 and continues.)',
    "warnings.warn(\n    'Setting OMP_NUM_THREADS environment variable for each process'\n    f' to be {omp_num_threads} in default, to avoid your system '\n    'being overloaded, please further tune the variable for '\n    'optimal performance in your application as needed.')",
    '/opt/conda/lib/python3.10/site-packages/mmengine/utils/dl_utils/setup_env.py:46: UserWarning: Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your system being overloaded, please further tune the variable for optimal performance in your application as needed.')
rec('none', 'benign', 'MMEngine', 'v0.10.7', "open-mmlab/mmengine v0.10.7:mmengine/utils/dl_utils/setup_env.py:26 set_multi_processing (tenth pass, 2026-11-28: init_dist sets 'spawn' and the runner then forces 'fork' with this warning; training continues normally.)",
    "warnings.warn(\n    f'Multi-processing start method `{mp_start_method}` is '\n    f'different from the previous setting `{current_method}`.'\n    f'It will be force set to `{mp_start_method}`. You can '\n    'change this behavior by changing `mp_start_method` in '\n    'your config.')",
    '/opt/conda/lib/python3.10/site-packages/mmengine/utils/dl_utils/setup_env.py:26: UserWarning: Multi-processing start method `fork` is different from the previous setting `spawn`.It will be force set to `fork`. You can change this behavior by changing `mp_start_method` in your config.')
rec('none', 'benign', 'MMEngine', 'v0.10.7', 'open-mmlab/mmengine v0.10.7:mmengine/runner/runner.py:877 Runner.wrap_model (tenth pass, 2026-11-28: Informational message on single-process runs; the model is wrapped normally and training proceeds.)',
    "self.logger.info(\n    'Distributed training is not used, all SyncBatchNorm (SyncBN) '\n    'layers in the model will be automatically reverted to '\n    'BatchNormXd layers if they are used.')",
    '11/28 21:40:05 - mmengine - INFO - Distributed training is not used, all SyncBatchNorm (SyncBN) layers in the model will be automatically reverted to BatchNormXd layers if they are used.')
rec('none', 'benign', 'detectron2', '02b5c4e2', 'facebookresearch/detectron2 02b5c4e2:detectron2/engine/launch.py:65 launch (tenth pass, 2026-11-28: Advisory warning when num_machines>1 and dist_url is file://; launch continues to spawn workers.)',
    'logger.warning(\n    "file:// is not a reliable init_method in multi-machine jobs. Prefer tcp://"\n)',
    'WARNING [11/28 21:40:05 d2.engine.launch]: file:// is not a reliable init_method in multi-machine jobs. Prefer tcp://')
rec('other', 'cause', 'detectron2', '02b5c4e2', 'facebookresearch/detectron2 02b5c4e2:detectron2/engine/launch.py:60 launch (tenth pass, 2026-11-28: launch() rejects --dist-url auto when --num-machines > 1; a usage error in the launch command.)',
    'assert num_machines == 1, "dist_url=auto not supported in multi-machine jobs."',
    'AssertionError: dist_url=auto not supported in multi-machine jobs.')
rec('other', 'cause', 'detectron2', '02b5c4e2', "facebookresearch/detectron2 02b5c4e2:detectron2/utils/comm.py:84 get_local_rank (tenth pass, 2026-11-28: Raised when processes were started by torchrun/another launcher without creating detectron2's local group; a usage error.)",
    '_MISSING_LOCAL_PG_ERROR = (\n    "Local process group is not yet created! Please use detectron2\'s `launch()` "\n    "to start processes and initialize pytorch process group. If you need to start "\n    "processes in other ways, please call comm.create_local_process_group("\n    "num_workers_per_machine) after calling torch.distributed.init_process_group()."\n)\n...\n    assert _LOCAL_PROCESS_GROUP is not None, _MISSING_LOCAL_PG_ERROR',
    "AssertionError: Local process group is not yet created! Please use detectron2's `launch()` to start processes and initialize pytorch process group. If you need to start processes in other ways, please call comm.create_local_process_group(num_workers_per_machine) after calling torch.distributed.init_process_group().")
rec('none', 'benign', 'detectron2', '02b5c4e2', 'facebookresearch/detectron2 02b5c4e2:detectron2/engine/defaults.py:218 default_setup (tenth pass, 2026-11-28: Informational line each healthy distributed run prints at setup.)',
    'logger.info("Rank of current process: {}. World size: {}".format(rank, comm.get_world_size()))',
    '[11/28 21:40:07 detectron2]: Rank of current process: 0. World size: 16')
rec('none', 'benign', 'timm (pytorch-image-models)', 'v1.0.28', 'huggingface/pytorch-image-models v1.0.28:timm/utils/distributed.py:170 init_distributed_device_so (tenth pass, 2026-11-28: In distributed mode a manually given device index is ignored and replaced by the local rank; training continues.)',
    "_logger.warning(f'device index {device_idx[0]} removed from specified ({device}).')",
    'WARNING: device index 0 removed from specified (cuda:0).')
rec('none', 'benign', 'timm (pytorch-image-models)', 'v1.0.28', 'huggingface/pytorch-image-models v1.0.28:train.py:476 main (tenth pass, 2026-11-28: Informational line printed by every rank after a successful init_process_group.)',
    "_logger.info(\n    'Training in distributed mode with multiple processes, 1 device per process.'\n    f'Process {args.rank}, total {args.world_size}, device {args.device}.')",
    'Training in distributed mode with multiple processes, 1 device per process.Process 3, total 8, device cuda:3.')
rec('none', 'benign', 'timm (pytorch-image-models)', 'v1.0.28', 'huggingface/pytorch-image-models v1.0.28:train.py:580 main (tenth pass, 2026-11-28: INFO line (containing the word WARNING) printed on healthy --sync-bn distributed runs; nothing fails.)',
    "_logger.info(\n    'Converted model to use Synchronized BatchNorm. WARNING: You may have issues if using '\n    'zero initialized BN layers (enabled by default for ResNets) while sync-bn enabled.')",
    'Converted model to use Synchronized BatchNorm. WARNING: You may have issues if using zero initialized BN layers (enabled by default for ResNets) while sync-bn enabled.')
rec('collective_timeout', 'cause', 'fairseq', 'v0.12.3', 'facebookresearch/fairseq v0.12.3:fairseq/distributed/distributed_timeout_wrapper.py:90 DistributedTimeoutWrapper._check_heartbeat (tenth pass, 2026-11-28: A watchdog thread sends SIGINT to the trainer when no forward pass happened within --heartbeat-timeout, i.e. the rank is stuck (typically in a hung collective).)',
    'logger.error(\n    (\n        "Killing job for not making progress in {} seconds. "\n        "Set --heartbeat-timeout=-1 to disable this timeout."\n    ).format(int(self.timeout))\n)',
    '2026-11-28 21:40:05 | ERROR | fairseq.distributed.distributed_timeout_wrapper | Killing job for not making progress in 600 seconds. Set --heartbeat-timeout=-1 to disable this timeout.')
rec('other', 'cause', 'fairseq', 'v0.12.3', 'facebookresearch/fairseq v0.12.3:fairseq/distributed/utils.py:141 _infer_single_node_init (tenth pass, 2026-11-28: Single-node fallback (no torchrun env, no --distributed-port) refuses a --distributed-world-size larger than the local GPU count; a launch-configuration error.)',
    'assert (\n    cfg.distributed_world_size <= torch.cuda.device_count()\n), f"world size is {cfg.distributed_world_size} but have {torch.cuda.device_count()} available devices"',
    'AssertionError: world size is 16 but have 8 available devices')
rec('other', 'cause', 'fairseq', 'v0.12.3', "facebookresearch/fairseq v0.12.3:fairseq/distributed/utils.py:112 _infer_slurm_init (tenth pass, 2026-11-28: Slurm detection checks the job's task layout against the pipeline-parallel layout and aborts on a mismatch; a job-script configuration error.)",
    'assert ntasks_per_node == num_pipelines_per_node, (\n    "SLURM --ntasks-per-node must match number of pipelines per "\n    "node (={})".format(num_pipelines_per_node)\n)',
    'AssertionError: SLURM --ntasks-per-node must match number of pipelines per node (=2)')
rec('other', 'cause', 'fairseq', 'v0.12.3', "facebookresearch/fairseq v0.12.3:fairseq/trainer.py:1480 Trainer._check_grad_norms (tenth pass, 2026-11-28: After all-reducing each rank's grad norm the trainer aborts when they differ, a DDP-backend bug or heterogeneous GPUs rather than an infrastructure failure.)",
    'raise FloatingPointError(\n    "Fatal error: gradients are inconsistent between workers. "\n    "Try --ddp-backend=legacy_ddp. "\n    "Or are you mixing up different generation of GPUs in training?"\n    + "\\n"\n    + "-" * 80\n    + "\\n{}\\n".format(error_detail)\n    + "-" * 80\n)',
    'FloatingPointError: Fatal error: gradients are inconsistent between workers. Try --ddp-backend=legacy_ddp. Or are you mixing up different generation of GPUs in training?')
rec('none', 'consequence', 'fairseq', 'v0.12.3', 'facebookresearch/fairseq v0.12.3:fairseq/distributed/utils.py:622 all_gather_list (tenth pass, 2026-11-28: Raised when the gathered buffer holds garbage because other workers did not enter the collective together (e.g. one hit OOM); the root cause is on another worker.)',
    'raise Exception(\n    "Unable to unpickle data from other workers. all_gather_list requires all "\n    "workers to enter the function together, so this error usually indicates "\n    "that the workers have fallen out of sync somehow. Workers can fall out of "\n    "sync if one of them runs out of memory, or if there are other conditions "\n    "in your training script that can cause one worker to finish an epoch "\n    "while other workers are still iterating over their portions of the data. "\n    "Try rerunning with --ddp-backend=legacy_ddp and see if that helps."\n)',
    'Exception: Unable to unpickle data from other workers. all_gather_list requires all workers to enter the function together, so this error usually indicates that the workers have fallen out of sync somehow. Workers can fall out of sync if one of them runs out of memory, or if there are other conditions in your training script that can cause one worker to finish an epoch while other workers are still iterating over their portions of the data. Try rerunning with --ddp-backend=legacy_ddp and see if that helps.')
rec('cuda_oom', 'cause', 'fairseq', 'v0.12.3', "facebookresearch/fairseq v0.12.3:fairseq/trainer.py:997 Trainer.train_step (tenth pass, 2026-11-28: A RuntimeError containing 'out of memory' during the optimizer step is logged and re-raised, ending the run.)",
    'logger.error("OOM during optimization, irrecoverable")',
    '2026-11-28 21:40:05 | ERROR | fairseq.trainer | OOM during optimization, irrecoverable')
rec('none', 'retried', 'fairseq', 'v0.12.3', 'facebookresearch/fairseq v0.12.3:fairseq/trainer.py:847 Trainer.train_step (tenth pass, 2026-11-28: After a forward/backward OOM the trainer zeroes grads, empties the CUDA cache and carries on with the step (counting ooms); the run may continue fine.)',
    'logger.warning(\n    "attempting to recover from OOM in forward/backward pass"\n)',
    '2026-11-28 21:40:05 | WARNING | fairseq.trainer | attempting to recover from OOM in forward/backward pass')
rec('none', 'benign', 'fairseq', 'v0.12.3', 'facebookresearch/fairseq v0.12.3:fairseq/distributed/utils.py:251 distributed_init (tenth pass, 2026-11-28: Informational line each rank prints just before init_process_group on every distributed run.)',
    'logger.info(\n    "distributed init (rank {}): {}".format(\n        cfg.distributed_training.distributed_rank,\n        cfg.distributed_training.distributed_init_method,\n    )\n)',
    '2026-11-28 21:40:05 | INFO | fairseq.distributed.utils | distributed init (rank 3): tcp://node017:12345')
rec('none', 'benign', 'fairseq', 'v0.12.3', 'facebookresearch/fairseq v0.12.3:fairseq/distributed/utils.py:263 distributed_init (tenth pass, 2026-11-28: Printed after init_process_group returns successfully.)',
    'logger.info(\n    "initialized host {} as rank {}".format(\n        socket.gethostname(),\n        cfg.distributed_training.distributed_rank,\n    )\n)',
    '2026-11-28 21:40:09 | INFO | fairseq.distributed.utils | initialized host node017 as rank 3')
rec('none', 'benign', 'fairseq', 'v0.12.3', 'facebookresearch/fairseq v0.12.3:fairseq/distributed/utils.py:247 distributed_init (tenth pass, 2026-11-28: distributed_init skips re-initialising an existing process group and continues with it.)',
    'warnings.warn(\n    "Distributed is already initialized, cannot initialize twice!"\n)',
    '/usr/local/lib/python3.9/site-packages/fairseq/distributed/utils.py:247: UserWarning: Distributed is already initialized, cannot initialize twice!')
rec('other', 'cause', 'torchtune', 'v0.6.1', 'pytorch/torchtune v0.6.1:torchtune/utils/_device.py:87 _setup_device (tenth pass, 2026-11-28: Each rank picks cuda:LOCAL_RANK and aborts when LOCAL_RANK >= device_count, i.e. --nproc_per_node exceeds the GPUs visible on the node; a launch-configuration error.)',
    'raise RuntimeError(\n    f"The local rank is larger than the number of available {device_name}s."\n)',
    'RuntimeError: The local rank is larger than the number of available GPUs.')
rec('other', 'cause', 'torchtune', 'v0.6.1', "pytorch/torchtune v0.6.1:torchtune/utils/_device.py:137 _validate_device_from_env (tenth pass, 2026-11-28: Config check: device: cuda:0 in a torchrun job conflicts with the rank's assigned device; fatal usage error.)",
    'raise RuntimeError(\n    f"You can\'t specify a device index when using distributed training. "\n    f"Device specified is {device} but local rank is:{local_rank}"\n)',
    "RuntimeError: You can't specify a device index when using distributed training. Device specified is cuda:0 but local rank is:3")
rec('other', 'cause', 'torchtune', 'v0.6.1', "pytorch/torchtune v0.6.1:recipes/full_finetune_distributed.py:158 FullFinetuneRecipeDistributed.__init__ (tenth pass, 2026-11-28: Recipe's own parallelism check right after init_process_group; a configuration error.)",
    'raise ValueError(\n    f"world_size {self.world_size} must be divisible by tensor_parallel_dim {self.tensor_parallel_dim}"\n)',
    'ValueError: world_size 6 must be divisible by tensor_parallel_dim 4')
rec('none', 'benign', 'torchtune', 'v0.6.1', 'pytorch/torchtune v0.6.1:torchtune/_cli/run.py:87 Run._run_distributed (tenth pass, 2026-11-28: Printed at the start of every distributed `tune run` before torchrun is invoked.)',
    'print("Running with torchrun...")',
    'Running with torchrun...')
rec('none', 'benign', 'torchtune', 'v0.6.1', "pytorch/torchtune v0.6.1:torchtune/training/_distributed.py:164 set_torch_num_threads (tenth pass, 2026-11-28: Informational line from the recipes' CPU thread setup on healthy multi-GPU runs.)",
    '_log.info(f"Set intra op parallelism no. of threads to {num_threads}")',
    'Set intra op parallelism no. of threads to 24')
rec('other', 'cause', 'torchtitan', 'v0.2.2', 'pytorch/torchtitan v0.2.2:torchtitan/distributed/parallel_dims.py:53 ParallelDims._validate (tenth pass, 2026-11-28: The product of the configured parallelism degrees must equal the torchrun world size; a job-configuration error raised at startup.)',
    'assert dp_replicate * dp_shard * cp * tp * pp == self.world_size, (\n    f"Invalid parallel dims: dp_replicate({dp_replicate}) * dp_shard({dp_shard}) * "\n    f"cp({cp}) * tp({tp}) * pp({pp}) != WORLD_SIZE({self.world_size})"\n)',
    'AssertionError: Invalid parallel dims: dp_replicate(1) * dp_shard(2) * cp(1) * tp(8) * pp(1) != WORLD_SIZE(8)')
rec('other', 'cause', 'torchtitan', 'v0.2.2', 'pytorch/torchtitan v0.2.2:torchtitan/train.py:220 Trainer.__init__ (tenth pass, 2026-11-28: pp>1 requested for a model without a pipelining function; a configuration error.)',
    'raise RuntimeError(\n    f"Pipeline Parallel is enabled but {job_config.model.name} "\n    f"does not support pipelining"\n)',
    'RuntimeError: Pipeline Parallel is enabled but flux does not support pipelining')
rec('none', 'benign', 'torchtitan', 'v0.2.2', 'pytorch/torchtitan v0.2.2:torchtitan/distributed/utils.py:321 init_distributed._warn_overwrite_env (tenth pass, 2026-11-28: Printed before init_process_group whenever the launcher already set these NCCL/flight-recorder env vars; the run continues with the job-config values.)',
    'logger.warning(\n    f"ENV[{env}] = {os.environ[env]} will be overridden to {val} based on job config"\n)',
    '[titan] 2026-11-28 21:40:05,412 - root - WARNING - ENV[TORCH_NCCL_ASYNC_ERROR_HANDLING] = 1 will be overridden to 3 based on job config')
rec('none', 'benign', 'torchtitan', 'v0.2.2', 'pytorch/torchtitan v0.2.2:torchtitan/distributed/utils.py:298 init_distributed (tenth pass, 2026-11-28: init_distributed returns the existing world size and training continues.)',
    'logger.warning(\n    "torch.distributed is already initialized. Skipping init_distributed. "\n    "The provided comm_config and other settings will not take effect."\n)',
    '[titan] 2026-11-28 21:40:05,412 - root - WARNING - torch.distributed is already initialized. Skipping init_distributed. The provided comm_config and other settings will not take effect.')
rec('none', 'benign', 'torchtitan', 'v0.2.2', 'pytorch/torchtitan v0.2.2:torchtitan/distributed/utils.py:379 set_pg_timeouts (tenth pass, 2026-11-28: Printed after the first training step on every healthy run when the comm timeout is lowered to train_timeout_seconds.)',
    'logger.info(\n    f"Synchronizing and adjusting timeout for all ProcessGroups to {timeout}"\n)',
    '[titan] 2026-11-28 21:41:10,031 - root - INFO - Synchronizing and adjusting timeout for all ProcessGroups to 0:01:40')
rec('none', 'benign', 'torchtitan', 'v0.2.2', 'pytorch/torchtitan v0.2.2:torchtitan/components/metrics.py:79 DeviceMemoryMonitor.get_peak_stats (tenth pass, 2026-11-28: The caching allocator had to free cache and retry allocations, which succeeded; training continues and only logs the count.)',
    'logger.warning(\n    f"{num_retries} {device_type.upper()} memory allocation retries."\n)',
    '[titan] 2026-11-28 21:45:31,877 - root - WARNING - 3 CUDA memory allocation retries.')
rec('none', 'benign', 'torchtitan', 'v0.2.2', 'pytorch/torchtitan v0.2.2:torchtitan/tools/utils.py:143 get_peak_flops (tenth pass, 2026-11-28: Only affects the MFU metric; training proceeds.)',
    'logger.warning(f"Peak flops undefined for: {device_name}, fallback to A100")',
    '[titan] 2026-11-28 21:40:20,004 - root - WARNING - Peak flops undefined for: NVIDIA L40S, fallback to A100')
rec('none', 'benign', 'torchtitan', 'v0.2.2', "pytorch/torchtitan v0.2.2:torchtitan/train.py:708 Trainer.train (tenth pass, 2026-11-28: Rank 0's normal end-of-training message, followed by 'Training completed'.)",
    'logger.info("Sleeping 2 seconds for other ranks to complete")',
    '[titan] 2026-11-28 23:02:11,150 - root - INFO - Sleeping 2 seconds for other ranks to complete')
rec('none', 'consequence', 'detectron2', '02b5c4e2', 'facebookresearch/detectron2 02b5c4e2:detectron2/engine/train_loop.py:159 TrainerBase.train (tenth pass, 2026-11-28: Generic wrapper line logged for any exception escaping the training loop before it is re-raised; the traceback that follows names the actual cause.)',
    'logger.exception("Exception during training:")',
    'ERROR [11/28 22:03:41 d2.engine.train_loop]: Exception during training:')
rec('none', 'benign', 'fairseq', 'v0.12.3', 'facebookresearch/fairseq v0.12.3:fairseq_cli/train.py:150 main (tenth pass, 2026-11-28: Informational startup line on every healthy (distributed) fairseq-train run.)',
    'logger.info(\n    "training on {} devices (GPUs/TPUs)".format(\n        cfg.distributed_training.distributed_world_size\n    )\n)',
    '2026-11-28 21:40:12 | INFO | fairseq_cli.train | training on 16 devices (GPUs/TPUs)')
rec('none', 'retried', 'Kubeflow Training Operator', 'v1.9.0', 'kubeflow/training-operator v1.9.0:pkg/controller.v1/pytorch/initcontainer.go:46 initContainerTemplate (tenth pass, 2026-11-28: The injected init-pytorch container loops nslookup on the master service and echoes this before sleeping 2s and retrying; normal while the master pod/service comes up.)',
    "command: ['sh', '-c', 'err=1;for i in $(seq {{.MaxTries}}); do if nslookup {{.MasterAddr}}; then err=0 && break; fi;echo waiting for master; sleep 2; done; exit $err']",
    'waiting for master')
rec('none', 'consequence', 'Kubeflow Training Operator', 'v1.9.0', "kubeflow/training-operator v1.9.0:pkg/controller.v1/common/pod.go:346 ReconcilePods (tenth pass, 2026-11-28: The controller records the exit code of a replica's training container; it only reports that a child process failed, not why.)",
    'jc.Recorder.Eventf(runtimeObject, v1.EventTypeNormal, exitedWithCodeReason, "Pod: %v.%v exited with code %v", pod.Namespace, pod.Name, exitCode)',
    'Normal  ExitedWithCode  pytorchjob-controller  Pod: default.llama-ft-worker-1 exited with code 1')
rec('none', 'retried', 'Kubeflow Training Operator', 'v1.9.0', 'kubeflow/training-operator v1.9.0:pkg/controller.v1/common/pod.go:362 ReconcilePods (tenth pass, 2026-11-28: With a restartable policy the controller deletes the failed pod and recreates it; the job may still succeed, and the event names no cause.)',
    'msg := fmt.Sprintf("job %s is restarting because %s replica(s) failed.",\n\tmetaObject.GetName(), rType)',
    'Warning  PyTorchJobRestarting  pytorchjob-controller  job llama-ft is restarting because Worker replica(s) failed.')
rec('none', 'consequence', 'Kubeflow Training Operator', 'v1.9.0', "kubeflow/training-operator v1.9.0:pkg/controller.v1/common/pod.go:369 ReconcilePods (tenth pass, 2026-11-28: Emitted when a replica pod exits with a non-retryable exit code; it wraps the child's failure without naming its root cause.)",
    'msg := fmt.Sprintf("job %q is failing because %q replica(s) failed.",\n\tmetaObject.GetName(), rType)',
    'Warning  PyTorchJobFailed  pytorchjob-controller  job "llama-ft" is failing because "Master" replica(s) failed.')
rec('none', 'consequence', 'Kubeflow Training Operator', 'v1.9.0', "kubeflow/training-operator v1.9.0:pkg/controller.v1/mpi/mpijob_controller.go:428 updateMPIJobStatus (tenth pass, 2026-11-28: Recorded when the launcher pod's phase is Failed (mpirun exited non-zero); the real cause is in the launcher's log.)",
    'msg := fmt.Sprintf("MPIJob %s/%s has failed", mpiJob.Namespace, mpiJob.Name)',
    'Warning  MPIJobFailed  mpijob-controller  MPIJob default/horovod-resnet has failed')
rec('none', 'retried', 'KubeRay', 'v1.7.0', "ray-project/kuberay v1.7.0:ray-operator/controllers/ray/common/pod.go:623 DefaultWorkerPodTemplate (tenth pass, 2026-11-28: The injected wait-gcs-ready init container on worker pods runs ray health-check against the head every 5s and prints this while the head's GCS is not up yet.)",
    'echo "$SECONDS seconds elapsed: Waiting for GCS to be ready."',
    '35 seconds elapsed: Waiting for GCS to be ready.')
rec('none', 'benign', 'KubeRay', 'v1.7.0', 'ray-project/kuberay v1.7.0:ray-operator/controllers/ray/common/pod.go:626 DefaultWorkerPodTemplate (tenth pass, 2026-11-28: Printed when the late health-check finally succeeds; the worker goes on to start normally.)',
    'echo "GCS is ready. Any error messages above can be safely ignored."',
    'GCS is ready. Any error messages above can be safely ignored.')
rec('none', 'retried', 'KubeRay', 'v1.7.0', 'ray-project/kuberay v1.7.0:ray-operator/controllers/ray/common/job.go:150 BuildJobSubmitCommand (tenth pass, 2026-11-28: The RayJob submitter loops on the dashboard health URL every 2s before ray job submit; printed while the head starts.)',
    '"do", "echo", strconv.Quote("Waiting for Ray Dashboard GCS to become healthy at " + address + " ..."), ";", "sleep", "2", ";", "done", ";",',
    'Waiting for Ray Dashboard GCS to become healthy at http://raycluster-head-svc.default.svc.cluster.local:8265 ...')
rec('none', 'consequence', 'KubeRay', 'v1.7.0', "ray-project/kuberay v1.7.0:ray-operator/controllers/ray/rayjob_controller.go:1351 checkJobStatusCheckTimeoutAndUpdateStatusIfNeeded (tenth pass, 2026-11-28: The operator marks the RayJob Failed because its dashboard queries kept failing; this reports the operator's view, most often because the head pod died or was restarted.)",
    'rayJob.Status.Message = fmt.Sprintf("Job status checks have been failing since %v; exceeded timeout of %ds",\n\tstartTime.Format(time.DateTime), int(timeout.Seconds()))',
    'Job status checks have been failing since 2026-11-28 21:02:11; exceeded timeout of 300s')
rec('other', 'cause', 'Volcano', 'v1.15.1', 'volcano-sh/volcano v1.15.1:pkg/scheduler/plugins/gang/gang.go:251 gangPlugin.OnSessionClose (tenth pass, 2026-11-28: The gang plugin sets the PodGroup Unschedulable (reason NotEnoughResources) because fewer than minAvailable pods fit the cluster, so the whole multi-node job stays Pending; a capacity/config cause, no)',
    'msg := fmt.Sprintf("%v/%v tasks in gang unschedulable: %v",\n\tunreadyTaskCount, len(job.Tasks), job.FitError())',
    'Warning  Unschedulable  volcano  3/4 tasks in gang unschedulable: pod group is not ready, 1 Pending, 4 minAvailable; Pending: 1 Unschedulable. Origin reason is mnist-worker-3: 0/3 nodes are unavailable: 3 Insufficient nvidia.com/gpu.')
rec('none', 'retried', 'Volcano', 'v1.15.1', 'volcano-sh/volcano v1.15.1:pkg/scheduler/api/job_info.go:871 JobInfo.TaskSchedulingReason (tenth pass, 2026-11-28: The task is pipelined onto a node and waits for resources being released; the scheduler retries each session and it is normally placed.)',
    'msg = fmt.Sprintf("Pod %s/%s can possibly be assigned to %s, once resource is released and minAvailable is satisfied", taskInfo.Namespace, taskInfo.Name, ctx.NodeName)',
    'Pod default/llama-ft-worker-2 can possibly be assigned to gpu-node-07, once resource is released and minAvailable is satisfied')
rec('none', 'benign', 'Volcano', 'v1.15.1', 'volcano-sh/volcano v1.15.1:pkg/scheduler/api/job_info.go:868 JobInfo.TaskSchedulingReason (tenth pass, 2026-11-28: The pod itself is schedulable (reason Schedulable); it only waits for the rest of its gang, printed on healthy gang starts.)',
    'msg = fmt.Sprintf("Pod %s/%s can possibly be assigned to %s, once minAvailable is satisfied", taskInfo.Namespace, taskInfo.Name, ctx.NodeName)',
    'Pod default/llama-ft-worker-0 can possibly be assigned to gpu-node-03, once minAvailable is satisfied')
rec('none', 'retried', 'NeMo-Run', 'v0.4.0', 'NVIDIA/NeMo-Run v0.4.0:nemo_run/core/execution/templates/slurm_ray.sh.j2:85 start_head (tenth pass, 2026-11-28: The Slurm Ray head script polls `ray status` every 5s and prints this while the freshly started head does not answer yet.)',
    'echo "Ray cluster status not available. Waiting for cluster."',
    'Ray cluster status not available. Waiting for cluster.')
rec('none', 'retried', 'NeMo-Run', 'v0.4.0', 'NVIDIA/NeMo-Run v0.4.0:nemo_run/core/execution/templates/slurm_ray.sh.j2:105 start_head (tenth pass, 2026-11-28: Printed each poll while fewer than SLURM_NNODES Ray nodes have joined the head; the loop keeps waiting and normally proceeds once workers join.)',
    'echo "Waiting for workers to connect..."',
    'Waiting for workers to connect...')
rec('none', 'benign', 'NeMo-Run', 'v0.4.0', 'NVIDIA/NeMo-Run v0.4.0:nemo_run/core/execution/templates/slurm_ray.sh.j2:101 start_head (tenth pass, 2026-11-28: Healthy start: all nodes joined the Ray cluster and the user command runs.)',
    'echo "Enough workers connected. Proceeding to start the Python command."',
    'Enough workers connected. Proceeding to start the Python command.')
rec('none', 'consequence', 'NeMo-Run', 'v0.4.0', "NVIDIA/NeMo-Run v0.4.0:nemo_run/core/execution/templates/slurm_ray.sh.j2:132 start_worker (tenth pass, 2026-11-28: The worker script only checks that `ray start --address=HEAD:GCS_PORT --block` exited non-zero; the cause is in ray's own output above it.)",
    'echo "Error: Ray worker node failed to start."',
    'Error: Ray worker node failed to start.')
rec('none', 'consequence', 'NeMo-Run', 'v0.4.0', 'NVIDIA/NeMo-Run v0.4.0:nemo_run/core/execution/templates/ft_launcher.j2:24 (tenth pass, 2026-11-28: The fault-tolerant Slurm wrapper counts earlier failed job runs in its results file and stops requeueing; it reports repeated failures of the training, not their cause.)',
    'if is_job_failures_limit_reached ; then echo "Job failures limit reached ($TORCHX_MAX_RETRIES)" ; exit 1 ; fi',
    'Job failures limit reached (3)')
rec('other', 'cause', 'NeMo-Run', '0c49127', 'NVIDIA/NeMo-Run 0c49127:nemo_run/core/execution/lepton.py:165 LeptonExecutor._node_group_id (tenth pass, 2026-11-28: The Lepton executor cannot map the configured node_group to any node group in the workspace, so launch aborts; a configuration error.)',
    'raise RuntimeError(\n    "Could not find node group that matches requested ID in the Lepton workspace. Ensure your requested node group exists."\n)',
    'RuntimeError: Could not find node group that matches requested ID in the Lepton workspace. Ensure your requested node group exists.')
rec('none', 'retried', 'NeMo-Run', '0c49127', 'NVIDIA/NeMo-Run 0c49127:nemo_run/run/ray/kuberay.py:606 KubeRayCluster.port_forward forward_port_daemon (tenth pass, 2026-11-28: The port-forward daemon to the Ray head service logs and sleeps 5s before retrying; only after max_retries without a connection is it fatal.)',
    'error_msg = f"Error in port forwarding: {e}"\nlogger.error(f"{error_msg}, retry {retry_count}/{max_retries}...")',
    'ERROR:nemo_run.run.ray.kuberay:Error in port forwarding: [Errno 111] Connection refused, retry 1/3...')
rec('ssh_failure', 'cause', 'Determined', 'v0.38.1', "determined-ai/determined v0.38.1:harness/determined/util.py:373 check_sshd (tenth pass, 2026-11-28: Before horovodrun/deepspeed (pdsh) launch, the chief polls each peer's sshd port for a greeting and raises after a 20s deadline; the launcher cannot ssh to that node.)",
    'raise ValueError(\n    f"Chief machine was unable to connect to sshd on peer machine at "\n    f"{peer_addr}:{port}"\n)',
    'ValueError: Chief machine was unable to connect to sshd on peer machine at 10.42.3.17:12350')
rec('none', 'consequence', 'Determined', 'v0.38.1', "determined-ai/determined v0.38.1:harness/determined/ipc.py:403 PIDServer.handle_conn (tenth pass, 2026-11-28: The pid_server raises because a local worker process's connection hit EOF during startup; it reports another process's death, not why it died.)",
    'raise det.errors.WorkerError("worker died before all workers connected")',
    'determined.errors.WorkerError: worker died before all workers connected')
rec('none', 'consequence', 'Determined', 'v0.38.1', "determined-ai/determined v0.38.1:harness/determined/ipc.py:428 PIDServer.check_pids (tenth pass, 2026-11-28: The launcher's pid_server notices a worker PID gone without a graceful-exit message and tears the container down; a wrapper reporting a child's failure.)",
    'raise det.errors.WorkerError("Detected that worker process died.")',
    'determined.errors.WorkerError: Detected that worker process died.')
rec('other', 'cause', 'Determined', 'v0.38.1', "determined-ai/determined v0.38.1:harness/determined/launch/deepspeed.py:227 check_deepspeed_version (tenth pass, 2026-11-28: A multi-machine DeepSpeed launch refuses to start with an installed DeepSpeed in the unsupported range; a program's own version/config check before any ssh is attempted.)",
    'raise ValueError(\n    "This launcher is incompatible with deepspeed versions 0.6.1 to 0.6.4 due to an ssh check "\n    "in the upstream launcher that fails with our setup.  We perform our own ssh check by "\n    "default and can bypass this ssh check for deepspeed versions >= 0.6.5."\n)',
    'ValueError: This launcher is incompatible with deepspeed versions 0.6.1 to 0.6.4 due to an ssh check in the upstream launcher that fails with our setup.  We perform our own ssh check by default and can bypass this ssh check for deepspeed versions >= 0.6.5.')
rec('none', 'benign', 'Determined', 'v0.38.1', 'determined-ai/determined v0.38.1:harness/determined/launch/deepspeed.py:200 create_deepspeed_env_file (tenth pass, 2026-11-28: The DeepSpeed launcher skips writing such a variable to .deepspeed_env and continues normally.)',
    'logger.warning(\n    f"Excluding environment variable {k} because it contains a newline character."\n)',
    'WARNING:determined.launch.deepspeed:Excluding environment variable IFS because it contains a newline character.')
rec('none', 'retried', 'Kubeflow Trainer', 'v2.3.0', 'kubeflow/trainer v2.3.0:pkg/runtime/framework/plugins/flux/templates/entrypoint.sh:145 (tenth pass, 2026-11-28: A Flux follower pod whose `flux start` could not yet join the lead broker sleeps 15s and retries forever; normal while the lead broker pod starts.)',
    'echo "Return value for follower worker is ${retval}"\necho "😪 Sleeping 15s to try again..."',
    '😪 Sleeping 15s to try again...')
rec('none', 'retried', 'KubeRay', 'v1.7.0', 'ray-project/kuberay v1.7.0:ray-operator/controllers/ray/raycluster_controller.go:1518 shouldDeletePod (tenth pass, 2026-11-28: The RayCluster reconciler deletes a Failed/Succeeded pod and recreates it on the next reconcile; it names no cause and the cluster usually recovers.)',
    'reason := fmt.Sprintf(\n\t"The %s Pod %s status is %s which is a terminal state. "+\n\t\t"KubeRay will delete the Pod and create new Pods in the next reconciliation if necessary.",\n\tnodeType, pod.Name, pod.Status.Phase)',
    'The worker Pod raycluster-gpu-worker-group-x7k2p status is Failed which is a terminal state. KubeRay will delete the Pod and create new Pods in the next reconciliation if necessary.')
rec('none', 'benign', 'KubeRay', 'v1.7.0', 'ray-project/kuberay v1.7.0:ray-operator/controllers/ray/raycluster_controller.go:1535 shouldDeletePod (tenth pass, 2026-11-28: Logged by the reconciler on every pass for pods it leaves alone; informational, the pod restarts by itself.)',
    'reason := fmt.Sprintf(\n\t"The Pod status of the %s Pod %s is %s, and the Ray container terminated status is %v. "+\n\t\t"However, KubeRay will not delete the Pod because its restartPolicy is set to %s and it should be able to restart automatically.",\n\tnodeType, pod.Name, pod.Status.Phase, rayContainerTerminated, pod.Spec.RestartPolicy)',
    'The Pod status of the head Pod raycluster-head-9qv4t is Running, and the Ray container terminated status is nil. However, KubeRay will not delete the Pod because its restartPolicy is set to Always and it should be able to restart automatically.')
rec('other', 'cause', 'Volcano', 'v1.15.1', "volcano-sh/volcano v1.15.1:pkg/controllers/job/job_controller_actions.go:1006 jobcontroller.recordPodGroupEvent (tenth pass, 2026-11-28: The Volcano job controller copies the PodGroup's Unschedulable condition onto the Job as a warning; the gang cannot be placed for lack of resources, so all pods stay Pending.)",
    'cc.recorder.Eventf(job, v1.EventTypeWarning, string(batch.PodGroupPending),\n\tfmt.Sprintf("PodGroup %s:%s %s, reason: %s", job.Namespace, job.Name,\n\t\tstrings.ToLower(string(latestCondition.Type)), latestCondition.Message))',
    'Warning  PodGroupPending  vc-controller-manager  PodGroup default:mpi-resnet unschedulable, reason: 2/3 tasks in gang unschedulable: pod group is not ready, 3 Pending, 3 minAvailable; Pending: 3 Unschedulable. Origin reason is mpi-resnet-worker-1: 0/4 nodes are unavailable: 4 Insufficient nvidia.com/gpu.')
rec('none', 'consequence', 'Volcano', 'v1.15.1', "volcano-sh/volcano v1.15.1:pkg/controllers/job/job_controller.go:519 jobcontroller.handleJobError (tenth pass, 2026-11-28: Recorded when the controller's attempts to execute a job action (e.g. RestartJob) kept returning errors until the requeue limit; it reports that retries ran out, the underlying error is only in the co)",
    'cc.recordJobEvent(req.Namespace, req.JobName, batchv1alpha1.ExecuteAction,\n\tfmt.Sprintf("Job failed on action %s for retry limit reached", action))',
    'Normal  ExecuteAction  vc-controller-manager  Job failed on action RestartJob for retry limit reached')
rec('none', 'retried', 'Volcano', 'v1.15.1', 'volcano-sh/volcano v1.15.1:pkg/controllers/job/job_controller.go:389 jobcontroller.processNextReq (tenth pass, 2026-11-28: The controller applies a job policy (e.g. PodFailed -> RestartJob) and restarts the job; a restart that may succeed.)',
    'cc.recordJobEvent(jobInfo.Job.Namespace, jobInfo.Job.Name, batchv1alpha1.ExecuteAction, fmt.Sprintf(\n\t"Start to execute action %s ", delayAct.action))',
    'Normal  ExecuteAction  vc-controller-manager  Start to execute action RestartJob ')
rec('socket_iface', 'cause', 'Determined', 'v0.38.1', 'determined-ai/determined v0.38.1:harness/determined/exec/prep_container.py:85 do_rendezvous_slurm (tenth pass, 2026-11-28: On Slurm the configured DET_SLURM_RENDEZVOUS_IFACE does not exist in the container, so the rendezvous address falls back to gethostbyname(gethostname()) and peers may get an unusable address; a wrong )',
    'logger.warning(f"Unable to resolve ip for {rendezvous_iface}: {str(e)}")\n...\nraise ValueError(\n    f"{interface} is not a valid network interface. "\n    f"Valid network interfaces are: {available}"\n)',
    "WARNING:determined:Unable to resolve ip for ib0: ib0 is not a valid network interface. Valid network interfaces are: ['lo', 'eth0', 'docker0']")
rec('socket_iface', 'cause', 'Determined', 'v0.38.1', 'determined-ai/determined v0.38.1:harness/determined/exec/prep_container.py:238 get_ip_from_interface (tenth pass, 2026-11-28: The rendezvous interface chosen for Slurm has no IPv4 address; do_rendezvous_slurm logs it and falls back to naive hostname resolution, so the advertised rendezvous address is not the intended one.)',
    'raise ValueError(f"interface {interface} doesn\'t have an IPv4 address")',
    "WARNING:determined:Unable to resolve ip for eth1: interface eth1 doesn't have an IPv4 address")
rec('none', 'benign', 'Determined', 'v0.38.1', 'determined-ai/determined v0.38.1:harness/determined/exec/prep_container.py:295 set_proxy_address (tenth pass, 2026-11-28: With DET_SLURM_PROXY_IFACE unset the for-loop is empty and its else branch always logs this; it only sets the address used for port proxying and the task goes on.)',
    'logger.warning(f"falling back to naive proxy ip resolution (error={resolution_error})")',
    'WARNING:determined:falling back to naive proxy ip resolution (error=None)')
rec('none', 'benign', 'Determined', 'v0.38.1', 'determined-ai/determined v0.38.1:harness/determined/exec/prep_container.py:432 __main__ (tenth pass, 2026-11-28: An advisory printed at container start when foreign GPU processes are seen; the task continues.)',
    'logger.warning(\n    f"process {process.process_name} "\n    f"with pid {process.pid} "\n    f"is using {process.used_memory} memory "\n    f"of the GPU with uuid {process.gpu_uuid}. "\n    "This process is not related to Determined tasks but may interfere with tasks\' "\n    "ability to use the full GPU."\n)',
    "WARNING:determined:process python3 with pid 48211 is using 1024 memory of the GPU with uuid GPU-5b2e6c1a-3f0d-9c1e-7a44-1d2e3f4a5b6c. This process is not related to Determined tasks but may interfere with tasks' ability to use the full GPU.")
rec('none', 'consequence', 'NeMo-Run', 'v0.4.0', 'NVIDIA/NeMo-Run v0.4.0:nemo_run/core/execution/templates/slurm.sh.j2:82 (tenth pass, 2026-11-28: In a monitored group job, once one srun step exits the script SIGKILLs the remaining steps; the killed steps fail because another step ended first.)',
    'echo "Killing process $other_pid"\nkill -9 "$other_pid"',
    'Killing process 1844321')
rec('none', 'consequence', 'NeMo-Run', 'v0.4.0', "NVIDIA/NeMo-Run v0.4.0:nemo_run/core/execution/templates/slurm.sh.j2:102 (tenth pass, 2026-11-28: The sbatch wrapper reports the srun step's exit status (then requeues if retries remain); it names no cause.)",
    'echo "job exited with code $exitcode"',
    'job exited with code 1')
rec('none', 'consequence', 'Kubeflow Training Operator', 'v1.9.0', "kubeflow/training-operator v1.9.0:sdk/python/kubeflow/training/api/training_client.py:998 TrainingClient.wait_for_job_conditions (tenth pass, 2026-11-28: The Python SDK polling loop raises as soon as the job has a Failed condition; it relays the controller's summary, not the pod's root cause.)",
    'raise RuntimeError(\n    f"{job_kind} {namespace}/{name} is Failed. "\n    f"{job_kind} conditions: {job.status.conditions}"\n)',
    "RuntimeError: PyTorchJob default/llama-ft is Failed. PyTorchJob conditions: [{'last_transition_time': datetime.datetime(2026, 11, 28, 21, 3, 7, tzinfo=tzutc()), 'message': 'PyTorchJob llama-ft is created.', 'reason': 'PyTorchJobCreated', 'status': 'True', 'type': 'Created'}, {'message': 'PyTorchJob default/llama-ft has failed because 1 Worker replica(s) failed.', 'reason': 'PyTorchJobFailed', 'status': 'True', 'type': 'Failed'}]")
rec('none', 'retried', 'Volcano', 'v1.15.1', "volcano-sh/volcano v1.15.1:pkg/controllers/job/plugins/distributed-framework/pytorch/pytorch.go:182 pytorchPlugin.generateWaitForMasterScript (tenth pass, 2026-11-28: The wait-for-master init container of the Volcano pytorch plugin probes the master's host:port with nc every 2s and prints this while the master pod starts.)",
    'echo "Master not ready yet, retrying in 2 seconds... (elapsed: ${ELAPSED}s)"',
    'Master not ready yet, retrying in 2 seconds... (elapsed: 14s)')
rec('rendezvous_failure', 'cause', 'Volcano', 'v1.15.1', "volcano-sh/volcano v1.15.1:pkg/controllers/job/plugins/distributed-framework/pytorch/pytorch.go:179 pytorchPlugin.generateWaitForMasterScript (tenth pass, 2026-11-28: The init container never got a TCP connection to the master's address:port (default 23456) within the timeout and exits 1, so the worker pod fails in Init; the master is unreachable.)",
    'echo "Timeout waiting for master after ${TIMEOUT} seconds"\nexit 1',
    'Timeout waiting for master after 300 seconds')
rec('none', 'benign', 'Volcano', 'v1.15.1', 'volcano-sh/volcano v1.15.1:pkg/controllers/job/plugins/distributed-framework/pytorch/pytorch.go:186 pytorchPlugin.generateWaitForMasterScript (tenth pass, 2026-11-28: Printed when the master port answers; the worker container then starts.)',
    'echo "Master node is ready!"',
    'Master node is ready!')
rec('none', 'retried', 'KubeRay kubectl-plugin', 'v1.7.0', 'ray-project/kuberay v1.7.0:kubectl-plugin/pkg/cmd/job/job_submit.go:425 SubmitJobOptions.Run (tenth pass, 2026-11-28: `kubectl ray job submit` polls the RayCluster every 2s and prints this until its head is ready or the cluster timeout passes.)',
    'fmt.Println("Cluster is not ready")',
    'Cluster is not ready')
rec('none', 'consequence', 'KubeRay kubectl-plugin', 'v1.7.0', 'ray-project/kuberay v1.7.0:kubectl-plugin/pkg/cmd/job/job_submit.go:438 SubmitJobOptions.Run (tenth pass, 2026-11-28: The plugin deletes the RayJob and gives up because the RayCluster never reported ready; why it was not ready (pending pods, image, crash) is elsewhere.)',
    'return fmt.Errorf("Timed out waiting for cluster")',
    'Error: Timed out waiting for cluster')
rec('none', 'retried', 'Determined', 'v0.38.1', "determined-ai/determined v0.38.1:master/internal/rm/kubernetesrm/job.go:668 job.preparePodUpdateMessage (tenth pass, 2026-11-28: The master rewrites the Kubernetes FailedScheduling event into the trial's task log; the pod stays Pending and is retried by the kube scheduler as resources free up.)",
    'msgText = fmt.Sprintf("Waiting for resources. %s %s are available, %s %s required",\n\tavailable, resourceName, required, resourceName)\n...\nmessage := fmt.Sprintf("%s %s: %s", event.InvolvedObject.Kind, event.InvolvedObject.Name, msgText)',
    'Pod exp-112-trial-340-0-abcde-lively-hog: Waiting for resources. 0 GPUs are available, 8 GPUs required')
rec('none', 'benign', 'Determined', 'v0.38.1', 'determined-ai/determined v0.38.1:master/internal/rm/kubernetesrm/job.go:637 job.preparePodUpdateMessage (tenth pass, 2026-11-28: A cluster-autoscaler TriggeredScaleUp event relayed to the task log; normal on autoscaling clusters.)',
    '"pod triggered scale-up":     "Job requires additional resources, scaling up cluster.",',
    'Pod exp-112-trial-340-1-abcde-lively-hog: Job requires additional resources, scaling up cluster.')
rec('other', 'cause', 'Volcano', 'v1.15.1', "volcano-sh/volcano v1.15.1:pkg/scheduler/api/unschedule_info.go:108 FitErrors.Error (tenth pass, 2026-11-28: Volcano's per-task fit summary shown in the pod's PodScheduled=False condition: no node can hold the pod (not enough GPUs), so the multi-node job's pods stay Pending.)",
    'f.err = fmt.Sprintf("0/%v", len(f.nodes)) + " nodes are unavailable"\n...\nreasonMsg := fmt.Sprintf(f.err+": %v.", strings.Join(sortReasonsHistogram(), ", "))',
    '0/8 nodes are unavailable: 2 node(s) had untolerated taint {node-role.kubernetes.io/control-plane: }, 6 Insufficient nvidia.com/gpu.')
rec('other', 'cause', 'NeMo-Run', '0c49127', "NVIDIA/NeMo-Run 0c49127:nemo_run/run/ray/slurm.py:703 SlurmRayCluster.port_forward ForwardingThread.run (tenth pass, 2026-11-28: Before opening the ssh tunnel to the Slurm Ray head's dashboard the launcher test-binds the local port and aborts if another process holds it; a local port clash on the client, not a training rendezvo)",
    'raise RuntimeError(f"Port {port} is already in use locally")',
    'RuntimeError: Port 8265 is already in use locally')
rec('other', 'cause', 'Determined', 'v0.38.1', "determined-ai/determined v0.38.1:harness/determined/core/_distributed.py:77 DistributedContext.__init__ (tenth pass, 2026-11-28: The user built a DistributedContext for a multi-node job without the chief's IP; a usage error caught by the library before any connection is tried.)",
    'raise AssertionError(\n    f"This is a distributed job (local_size {self.local_size} != size {self.size}) "\n    "but chief_ip was none provided.  When cross_size > 1, the chief_ip parameter "\n    "is required."\n)',
    'AssertionError: This is a distributed job (local_size 8 != size 16) but chief_ip was none provided.  When cross_size > 1, the chief_ip parameter is required.')
rec('none', 'consequence', 'Kubeflow Training Operator', 'v1.9.0', "kubeflow/training-operator v1.9.0:pkg/controller.v1/mpi/mpijob_controller.go:476 MPIJobReconciler.updateMPIJobStatus (tenth pass, 2026-11-28: The MPIJob is marked Failed because the kubelet or another actor evicted worker pods; the eviction's reason (node pressure, preemption) is only in the pod status, not in this line.)",
    'msg := fmt.Sprintf("%d/%d workers are evicted", evict, len(worker))',
    'Warning  MPIJobEvicted  mpijob-controller  1/4 workers are evicted')
rec('other', 'cause', 'MosaicML Streaming', 'v0.13.0', 'mosaicml/streaming v0.13.0:streaming/base/shared/prefix.py:152 _check_and_find (tenth pass, 2026-11-28: Raised after 100 retries when a live or stale /dev/shm prefix registers the same local cache dir with a remote; a usage/stale-state check, not /dev/shm being too small.)',
    "raise ValueError(\n    f'Reused local directory: {streams_local} vs ' +\n    f'{their_locals}. Provide a different one. If using ' +\n    f'a unique local directory, try deleting the local directory and ' +\n    f'call `streaming.base.util.clean_stale_shared_memory()` only once ' +\n    f'in your script to clean up the stale shared memory before ' +\n    f'instantiation of `StreamingDataset`.')",
    "ValueError: Reused local directory: ['/tmp/mds-cache/train'] vs ['/tmp/mds-cache/train']. Provide a different one. If using a unique local directory, try deleting the local directory and call `streaming.base.util.clean_stale_shared_memory()` only once in your script to clean up the stale shared memory before instantiation of `StreamingDataset`.")
rec('other', 'cause', 'MosaicML Streaming', 'v0.13.0', "mosaicml/streaming v0.13.0:streaming/base/shared/prefix.py:237 get_shm_prefix (tenth pass, 2026-11-28: Non-leader rank cannot attach to the leader's LOCALS shm segment after the barrier; the source names inconsistent per-rank configuration as the cause.)",
    "raise RuntimeError(f'Internal error: shared memory prefix={prefix_int} was not ' +\n                   f'registered by local leader. This may be because you specified ' +\n                   f'different ``local`` parameters from different ranks.')",
    'RuntimeError: Internal error: shared memory prefix=0 was not registered by local leader. This may be because you specified different ``local`` parameters from different ranks.')
rec('other', 'cause', 'MosaicML Streaming', 'v0.13.0', "mosaicml/streaming v0.13.0:streaming/base/stream.py:151 Stream.__init__ (tenth pass, 2026-11-28: Local rank 0 refuses to reuse a leftover temp cache dir from a previous run; a program's own usage check.)",
    "raise FileExistsError(\n    f'Could not create a temporary local directory {self.local} because it ' +\n    f'already exists. If you want to reuse the locally cached dataset, ' +\n    f'explicitly pass in a unique local directory with the `local` argument.' +\n    f' Otherwise, delete this directory and retry.')",
    'FileExistsError: Could not create a temporary local directory /tmp/a1b2c3d4e5f6/local because it already exists. If you want to reuse the locally cached dataset, explicitly pass in a unique local directory with the `local` argument. Otherwise, delete this directory and retry.')
rec('other', 'cause', 'MosaicML Streaming', 'v0.13.0', 'mosaicml/streaming v0.13.0:streaming/base/stream.py:454 Stream.get_shards (tenth pass, 2026-11-28; labelled remote_missing_file by the helper: alone this is a missing path, other, and as the last exception of a multi-node run it becomes remote_missing_file through safelaunch/context.py: The local leader of a node finds no index.json in its local-only dataset dir (data present on one node, not on this one) and there is no remote to fetch it from.)',
    "raise RuntimeError(f'No `remote` provided, but local file {filename} ' +\n                   'does not exist either')",
    'RuntimeError: No `remote` provided, but local file /mnt/local_ssd/mds/train/index.json does not exist either')
rec('none', 'consequence', 'MosaicML Streaming', 'v0.13.0', "mosaicml/streaming v0.13.0:streaming/base/stream.py:458 Stream.get_shards (tenth pass, 2026-11-28: Non-leader ranks poll for the index the local leader downloads; they raise this when the leader failed or was slow, so the root cause is in local rank 0's traceback.)",
    "wait_for_file_to_exist(\n    filename, TICK, self.download_timeout, f'Index file {index_file} ' +\n    f'-> {filename} took too long to download or failed to download. Either increase the '\n    + f'`download_timeout` value or check the local rank 0 traceback.')\n...\nraise RuntimeError(f'{err_msg}' + f'{timeout:.3f} < {dt:.3f} secs.')",
    'RuntimeError: Index file s3://my-bucket/mds/train/index.json -> /tmp/mds-cache/train/index.json took too long to download or failed to download. Either increase the `download_timeout` value or check the local rank 0 traceback.60.000 < 60.012 secs.')
rec('remote_missing_file', 'cause', 'MosaicML Streaming', 'v0.13.0', 'mosaicml/streaming v0.13.0:streaming/base/dataset.py:1289 StreamingDataset.get_item (tenth pass, 2026-11-28: After 1+retry attempts the shard file is still missing locally and could not be fetched; the job stops because a data file is absent on this node.)',
    "raise RuntimeError(f'{errors[-1]}. Check if the shard file exists in your ' +\n                   f'remote location or have you deleted the shard file from ' +\n                   f'the local directory?')",
    "RuntimeError: [Errno 2] No such file or directory: '/tmp/mds-cache/train/shard.00017.mds'. Check if the shard file exists in your remote location or have you deleted the shard file from the local directory?")
rec('none', 'consequence', 'MosaicML Streaming', 'v0.13.0', 'mosaicml/streaming v0.13.0:streaming/base/dataset.py:1251 StreamingDataset.get_item (tenth pass, 2026-11-28: Raised in the main thread only because the prepare/download background thread already died; the real cause is in the other traceback.)',
    "raise RuntimeError('Background thread failed. Check other traceback.')",
    'RuntimeError: Background thread failed. Check other traceback.')
rec('none', 'benign', 'MosaicML Streaming', 'v0.13.0', 'mosaicml/streaming v0.13.0:streaming/base/dataset.py:412 StreamingDataset.__init__ (tenth pass, 2026-11-28: A performance warning at construction; the dataset goes on normally.)',
    "warnings.warn(f'predownload < batch_size ({self.predownload} < {self.batch_size}).' +\n              f'This may result in slower batch time. Recommendation is to set ' +\n              f'predownload to at-least batch_size.')",
    '/usr/lib/python3/dist-packages/streaming/base/dataset.py:412: UserWarning: predownload < batch_size (8 < 16).This may result in slower batch time. Recommendation is to set predownload to at-least batch_size.')
rec('none', 'benign', 'MosaicML Streaming', 'v0.13.0', 'mosaicml/streaming v0.13.0:streaming/base/dataset.py:712 StreamingDataset._resume (tenth pass, 2026-11-28: Informational default-setting message printed on every fresh (non-resumed) healthy run.)',
    "logger.info(f'Because `num_canonical_nodes` was not specified, and ' +\n            f'`shuffle_algo` is {self.shuffle_algo}, it will default to ' +\n            f'be equal to physical nodes.')",
    'INFO:streaming.base.dataset:Because `num_canonical_nodes` was not specified, and `shuffle_algo` is py1e, it will default to be equal to physical nodes.')
rec('other', 'cause', 'MosaicML Streaming', 'v0.13.0', 'mosaicml/streaming v0.13.0:streaming/base/stream.py:468 Stream.get_shards (tenth pass, 2026-11-28: The cached index.json cannot be parsed (e.g. truncated by an earlier interrupted write); a corrupted local file, not one of the specific infrastructure classes.)',
    "error.args = (f'Index file at {filename} is empty or corrupted. ' + error.args[0],)\nraise error",
    'json.decoder.JSONDecodeError: Index file at /tmp/mds-cache/train/index.json is empty or corrupted. Expecting value: line 1 column 1 (char 0)')
rec('host_mem_alloc', 'cause', 'loky', '3.5.6', "joblib/loky 3.5.6:loky/process_executor.py:735 _ExecutorManagerThread.wait_result_broken_or_wakeup (tenth pass, 2026-11-28: A worker's sentinel fired with exit code SIGKILL(-9), the OOM killer's signature; the executor is marked broken and all pending futures fail.)",
    'bpe = TerminatedWorkerError(\n    "A worker process managed by the executor was unexpectedly "\n    "terminated. This could be caused by a segmentation fault "\n    "while calling the function or by an excessive memory usage "\n    "causing the Operating System to kill the worker.\\n"\n    f"{exit_codes}\\n"\n    "Detailed tracebacks of the workers should have been printed "\n    "to stderr in the executor process if faulthandler was not "\n    "disabled."\n)\n# exit_codes = "\\nThe exit codes of the workers are " f"{get_exitcodes_terminated_worker(self.processes)}"',
    'joblib.externals.loky.process_executor.TerminatedWorkerError: A worker process managed by the executor was unexpectedly terminated. This could be caused by a segmentation fault while calling the function or by an excessive memory usage causing the Operating System to kill the worker. The exit codes of the workers are {SIGKILL(-9)}')
rec('none', 'benign', 'loky', '3.5.6', 'joblib/loky 3.5.6:loky/process_executor.py:782 _ExecutorManagerThread.process_result_item (tenth pass, 2026-11-28: A worker exited cleanly (idle timeout or leak-protection) while work was pending; the executor spawns a replacement and goes on.)',
    'warnings.warn(\n    "A worker stopped while some jobs were given to the "\n    "executor. This can be caused by a too short worker "\n    "timeout or by a memory leak.",\n    UserWarning,\n)',
    '/opt/conda/lib/python3.11/site-packages/joblib/externals/loky/process_executor.py:782: UserWarning: A worker stopped while some jobs were given to the executor. This can be caused by a too short worker timeout or by a memory leak.')
rec('none', 'benign', 'loky', '3.5.6', 'joblib/loky 3.5.6:loky/backend/resource_tracker.py:359 main (tenth pass, 2026-11-28: Printed by the resource tracker at interpreter shutdown while it cleans up leftovers; common at the end of otherwise successful runs.)',
    'warnings.warn(\n    "resource_tracker: There appear to be "\n    f"{len(rtype_registry)} leaked {rtype} objects to "\n    "clean up at shutdown"\n)',
    '/opt/conda/lib/python3.11/site-packages/joblib/externals/loky/backend/resource_tracker.py:359: UserWarning: resource_tracker: There appear to be 6 leaked semlock objects to clean up at shutdown')
rec('none', 'benign', 'loky', '3.5.6', 'joblib/loky 3.5.6:loky/backend/context.py:131 _cpu_count_physical (tenth pass, 2026-11-28: cpu_count falls back to logical cores and continues; a warning on a healthy run.)',
    'warnings.warn(\n    "Could not find the number of physical cores for the "\n    f"following reason:\\n{exception}\\n"\n    "Returning the number of logical cores instead. You can "\n    "silence this warning by setting LOKY_MAX_CPU_COUNT to "\n    "the number of cores you want to use."\n)',
    "/usr/local/lib/python3.10/site-packages/joblib/externals/loky/backend/context.py:131: UserWarning: Could not find the number of physical cores for the following reason:")
rec('none', 'consequence', 'loky', '3.5.6', "joblib/loky 3.5.6:loky/backend/resource_tracker.py:146 ResourceTracker.ensure_running (tenth pass, 2026-11-28: The resource-tracker helper process was found dead (killed by something else) and is relaunched; the line reports another process's death, not its cause.)",
    'warnings.warn(\n    "resource_tracker: process died unexpectedly, relaunching. "\n    "Some folders/semaphores might leak."\n)',
    '/opt/conda/lib/python3.11/site-packages/joblib/externals/loky/backend/resource_tracker.py:146: UserWarning: resource_tracker: process died unexpectedly, relaunching. Some folders/semaphores might leak.')
rec('none', 'consequence', 'Hugging Face Datasets', '5.0.1', "huggingface/datasets 5.0.1:src/datasets/utils/py_utils.py:617 iflatmap_unordered (tenth pass, 2026-11-28: The parent notices the pool's worker PIDs changed (a map worker died, e.g. OOM-killed or segfaulted) and reports it; the line does not say why the child died.)",
    'raise RuntimeError(\n    "One of the subprocesses has abruptly died during map operation."\n    "To debug the error, disable multiprocessing."\n)',
    'RuntimeError: One of the subprocesses has abruptly died during map operation.To debug the error, disable multiprocessing.')
rec('other', 'cause', 'Hugging Face Datasets', '5.0.1', 'huggingface/datasets 5.0.1:src/datasets/builder.py:855 DatasetBuilder.download_and_prepare (tenth pass, 2026-11-28: Before generating, the builder checks free space in the local cache dir and aborts; a full disk, which has no dedicated class.)',
    'raise OSError(\n    f"Not enough disk space. Needed: {size_str(self.info.size_in_bytes or 0)} (download: {size_str(self.info.download_size or 0)}, generated: {size_str(self.info.dataset_size or 0)}"\n)',
    'OSError: Not enough disk space. Needed: 305.40 GiB (download: 152.70 GiB, generated: 152.70 GiB')
rec('other', 'cause', 'Hugging Face Datasets', '5.0.1', 'huggingface/datasets 5.0.1:src/datasets/load.py:1770 load_from_disk (tenth pass, 2026-11-28; labelled remote_missing_file by the helper: alone this is a missing path, other, and as the last exception of a multi-node run it becomes remote_missing_file through safelaunch/context.py: load_from_disk on a path that does not exist on this node (e.g. the dataset was saved to node-local scratch on another node); the job stops.)',
    'raise FileNotFoundError(f"Directory {dataset_path} not found")',
    'FileNotFoundError: Directory /scratch/data/tokenized_c4 not found')
rec('other', 'cause', 'Hugging Face Datasets', '5.0.1', 'huggingface/datasets 5.0.1:src/datasets/load.py:1778 load_from_disk (tenth pass, 2026-11-28; labelled remote_missing_file by the helper: alone this is a missing path, other, and as the last exception of a multi-node run it becomes remote_missing_file through safelaunch/context.py: The directory exists but lacks dataset_info.json/state.json/dataset_dict.json (incomplete or not-yet-synced copy on this node); fatal.)',
    'raise FileNotFoundError(\n    f"Directory {dataset_path} is neither a `Dataset` directory nor a `DatasetDict` directory."\n)',
    'FileNotFoundError: Directory /scratch/data/tokenized_c4 is neither a `Dataset` directory nor a `DatasetDict` directory.')
rec('other', 'cause', 'Hugging Face Datasets', '5.0.1', 'huggingface/datasets 5.0.1:src/datasets/load.py:1141 HubDatasetModuleFactory.get_module (tenth pass, 2026-11-28: Hub metadata is not in the local cache and the Hub cannot be contacted (offline mode or no network); the load fails with no retry.)',
    'raise ConnectionError(f"Couldn\'t reach \'{path}\' on the Hub ({e.__class__.__name__})") from e',
    "ConnectionError: Couldn't reach 'allenai/c4' on the Hub (LocalEntryNotFoundError)")
rec('none', 'benign', 'Hugging Face Datasets', '5.0.1', 'huggingface/datasets 5.0.1:src/datasets/load.py:835 CachedDatasetModuleFactory.get_module (tenth pass, 2026-11-28: Falls back to the local cache and loads the dataset normally; expected on offline compute nodes.)',
    'warning_msg = f"Using the latest cached version of the dataset since {self.name} couldn\'t be found on the Hugging Face Hub"\nif config.HF_HUB_OFFLINE:\n    warning_msg += " (offline mode is enabled)."\nlogger.warning(warning_msg)',
    "Using the latest cached version of the dataset since allenai/c4 couldn't be found on the Hugging Face Hub (offline mode is enabled).")
rec('none', 'benign', 'Hugging Face Datasets', '5.0.1', 'huggingface/datasets 5.0.1:src/datasets/arrow_dataset.py:3415 Dataset.map (tenth pass, 2026-11-28: map clamps num_proc to the dataset size and continues.)',
    'logger.warning(\n    f"num_proc must be <= {len(self)}. Reducing num_proc to {num_proc} for dataset of size {len(self)}."\n)',
    'num_proc must be <= 8. Reducing num_proc to 8 for dataset of size 8.')
rec('none', 'benign', 'Hugging Face Datasets', '5.0.1', 'huggingface/datasets 5.0.1:src/datasets/fingerprint.py:262 update_fingerprint (tenth pass, 2026-11-28: Fingerprinting falls back to a random hash; processing continues (only caching is lost).)',
    'logger.warning(\n    f"Transform {transform} couldn\'t be hashed properly, a random hash was used instead. "\n    "Make sure your transforms and parameters are serializable with pickle or dill for the dataset fingerprinting and caching to work. "\n    "If you reuse this transform, the caching mechanism will consider it to be different from the previous calls and recompute everything. "\n    "This warning is only shown once. Subsequent hashing failures won\'t be shown."\n)',
    "Transform <function Dataset.map at 0x7f3a2c1b9e40> couldn't be hashed properly, a random hash was used instead. Make sure your transforms and parameters are serializable with pickle or dill for the dataset fingerprinting and caching to work. If you reuse this transform, the caching mechanism will consider it to be different from the previous calls and recompute everything. This warning is only shown once. Subsequent hashing failures won't be shown.")
rec('none', 'retried', 'huggingface_hub', 'v1.28.0', 'huggingface/huggingface_hub v1.28.0:src/huggingface_hub/utils/_fixes.py:101 WeakFileLock (tenth pass, 2026-11-28: Logged every 10 s while another process/rank holds the download lock; the loop keeps trying and normally succeeds once the other rank finishes.)',
    'logger.info(\n    f"Still waiting to acquire lock on {lock_file} (elapsed: {time.time() - start_time:.1f} seconds)"\n)',
    'Still waiting to acquire lock on /root/.cache/huggingface/hub/.locks/models--meta-llama--Llama-3.1-8B/5f0b02c75b57c5855da9ae460ce51323ea669d8a.lock (elapsed: 10.0 seconds)')
rec('none', 'benign', 'huggingface_hub', 'v1.28.0', 'huggingface/huggingface_hub v1.28.0:src/huggingface_hub/utils/_fixes.py:106 WeakFileLock (tenth pass, 2026-11-28: On shared filesystems without flock the code switches to a SoftFileLock and continues.)',
    'logger.warning(\n    "FileSystem does not appear to support flock. Falling back to SoftFileLock for %s", lock_file\n)',
    'FileSystem does not appear to support flock. Falling back to SoftFileLock for /lustre/hf_cache/hub/.locks/models--bert-base-uncased/a1b2c3d4.lock')
rec('other', 'cause', 'huggingface_hub', 'v1.28.0', "huggingface/huggingface_hub v1.28.0:src/huggingface_hub/file_download.py:1896 _raise_on_head_call_error (tenth pass, 2026-11-28; labelled remote_missing_file by the helper: alone this is a missing path, other, and as the last exception of a multi-node run it becomes remote_missing_file through safelaunch/context.py: With local_files_only the file is absent from this node's cache (e.g. the model was pre-downloaded on another node only); fatal.)",
    'raise LocalEntryNotFoundError(\n    "Cannot find the requested files in the disk cache and outgoing traffic has been disabled. To enable"\n    " hf.co look-ups and downloads online, set \'local_files_only\' to False."\n)',
    "huggingface_hub.errors.LocalEntryNotFoundError: Cannot find the requested files in the disk cache and outgoing traffic has been disabled. To enable hf.co look-ups and downloads online, set 'local_files_only' to False.")
rec('other', 'cause', 'huggingface_hub', 'v1.28.0', "huggingface/huggingface_hub v1.28.0:src/huggingface_hub/_snapshot_download.py:360 snapshot_download (tenth pass, 2026-11-28; labelled remote_missing_file by the helper: alone this is a missing path, other, and as the last exception of a multi-node run it becomes remote_missing_file through safelaunch/context.py: HF_HUB_OFFLINE=1 and the snapshot is not in this node's local cache; the repo files are missing on this node.)",
    'raise LocalEntryNotFoundError(\n    "Cannot find an appropriate cached snapshot folder for the specified revision on the local disk and "\n    "outgoing traffic has been disabled. To enable repo look-ups and downloads online, set "\n    "\'HF_HUB_OFFLINE=0\' as environment variable."\n) from api_call_error',
    "huggingface_hub.errors.LocalEntryNotFoundError: Cannot find an appropriate cached snapshot folder for the specified revision on the local disk and outgoing traffic has been disabled. To enable repo look-ups and downloads online, set 'HF_HUB_OFFLINE=0' as environment variable.")
rec('other', 'cause', 'huggingface_hub', 'v1.28.0', 'huggingface/huggingface_hub v1.28.0:src/huggingface_hub/file_download.py:1908 _raise_on_head_call_error (tenth pass, 2026-11-28: HEAD request failed (no Internet / Hub down) and nothing is cached; an outbound-network problem outside the listed classes.)',
    'raise LocalEntryNotFoundError(\n    "An error happened while trying to locate the file on the Hub and we cannot find the requested files"\n    " in the local cache. Please check your connection and try again or make sure your Internet connection"\n    " is on."\n) from head_call_error',
    'huggingface_hub.errors.LocalEntryNotFoundError: An error happened while trying to locate the file on the Hub and we cannot find the requested files in the local cache. Please check your connection and try again or make sure your Internet connection is on.')
rec('none', 'consequence', 'torchdata StatefulDataLoader', 'v0.11.0', "pytorch/data v0.11.0:torchdata/stateful_dataloader/stateful_dataloader.py:1228 _StatefulMultiProcessingDataLoaderIter._try_get_data (tenth pass, 2026-11-28: The main process finds dead worker processes after a queue get fails; it reports the children's death, whose cause (bus error on /dev/shm, OOM kill, segfault) is printed elsewhere.)",
    'raise RuntimeError(f"DataLoader worker (pid(s) {pids_str}) exited unexpectedly") from e',
    'RuntimeError: DataLoader worker (pid(s) 48213, 48214) exited unexpectedly')
rec('other', 'cause', 'torchdata StatefulDataLoader', 'v0.11.0', 'pytorch/data v0.11.0:torchdata/stateful_dataloader/stateful_dataloader.py:1243 _StatefulMultiProcessingDataLoaderIter._try_get_data (tenth pass, 2026-11-28: Creating temp files hits EMFILE: the open-file ulimit is exhausted by shared-memory tensor fds; a file-descriptor limit, not /dev/shm size.)',
    'raise RuntimeError(\n    "Too many open files. Communication with the"\n    " workers is no longer possible. Please increase the"\n    " limit using `ulimit -n` in the shell or change the"\n    " sharing strategy by calling"\n    " `torch.multiprocessing.set_sharing_strategy(\'file_system\')`"\n    " at the beginning of your code"\n) from None',
    "RuntimeError: Too many open files. Communication with the workers is no longer possible. Please increase the limit using `ulimit -n` in the shell or change the sharing strategy by calling `torch.multiprocessing.set_sharing_strategy('file_system')` at the beginning of your code")
rec('none', 'benign', 'torchdata StatefulDataLoader', 'v0.11.0', 'pytorch/data v0.11.0:torchdata/stateful_dataloader/stateful_dataloader.py:239 StatefulDataLoader.__init__ (tenth pass, 2026-11-28: A configuration caveat logged at construction; loading proceeds.)',
    'logger.warning(\n    "using in_order=False with multiple workers does not give any guarantees for state management "\n    "and loading from a checkpoint may not work as expected."\n)',
    'using in_order=False with multiple workers does not give any guarantees for state management and loading from a checkpoint may not work as expected.')
rec('none', 'benign', 'torchdata StatefulDataLoader', 'v0.11.0', 'pytorch/data v0.11.0:torchdata/stateful_dataloader/stateful_dataloader.py:571 _StatefulSingleProcessDataLoaderIter.__init__ (tenth pass, 2026-11-28: On resume the loader fast-forwards by iterating and then continues; slow but healthy.)',
    'logger.warning(\n    f"Neither dataset nor iter(dataset) defines state_dict/load_state_dict so we are "\n    f"naively fast-forwarding your dataset by {self._num_yielded} steps. For more efficient "\n    f"resumes, please implement `state_dict` and `load_state_dict` in your IterableDataset and/or iterator."\n)',
    'Neither dataset nor iter(dataset) defines state_dict/load_state_dict so we are naively fast-forwarding your dataset by 12000 steps. For more efficient resumes, please implement `state_dict` and `load_state_dict` in your IterableDataset and/or iterator.')
rec('other', 'cause', 'WebDataset', 'v0.3.2', 'webdataset/webdataset v0.3.2:src/webdataset/shardlists.py:95 single_node_only (tenth pass, 2026-11-28: The default node splitter refuses to run when torch.distributed world_size > 1 without an explicit nodesplitter; a usage check of the program.)',
    'raise ValueError("you need to add an explicit nodesplitter to your input pipeline for multi-node training")',
    'ValueError: you need to add an explicit nodesplitter to your input pipeline for multi-node training')
rec('other', 'cause', 'WebDataset', 'v0.3.2', 'webdataset/webdataset v0.3.2:src/webdataset/compat.py:442 WebDataset.__init__ (tenth pass, 2026-11-28: WDS_CACHE/cache_dir points to a directory that is absent on this machine; construction fails (a configuration check of a cache dir, not a data file).)',
    'raise ValueError(f"cache directory {args.cache_dir} does not exist")',
    'ValueError: cache directory /local/wds_cache does not exist')
rec('none', 'benign', 'WebDataset', 'v0.3.2', 'webdataset/webdataset v0.3.2:src/webdataset/compat.py:379 WebDataset.__init__ (tenth pass, 2026-11-28: A construction-time advisory; the dataset is built and iterates normally.)',
    'warnings.warn("WebDataset(shardshuffle=...) is None; set explicitly to False or a number")',
    '/usr/local/lib/python3.10/dist-packages/webdataset/compat.py:379: UserWarning: WebDataset(shardshuffle=...) is None; set explicitly to False or a number')
rec('none', 'retried', 'WebDataset', 'v0.3.2', 'webdataset/webdataset v0.3.2:src/webdataset/handlers.py:55 warn_and_continue (tenth pass, 2026-11-28: With handler=warn_and_continue the failed shard read is only warned about and the pipeline moves on to the next shard.)',
    'warnings.warn(repr(exn))\n# exn from gopen.py:85: raise IOError(f"{self.args}: exit {self.status} (read) {info}")',
    '/usr/local/lib/python3.10/dist-packages/webdataset/handlers.py:55: UserWarning: OSError("curl -s -L https://storage.example.com/laion/shard-000123.tar: exit 22 (read) {}")')
rec('other', 'cause', 'MosaicML Streaming', 'v0.13.0', 'mosaicml/streaming v0.13.0:streaming/base/partition/orig.py:51 get_partitions_orig (tenth pass, 2026-11-28: Partitioning refuses a num_canonical_nodes that does not divide the physical node count (typical when resuming on a different number of nodes); a configuration check.)',
    "raise ValueError('Either canonical or physical nodes must be evenly divisible by ' +\n                 'the other, otherwise striping slices of shards over nodes may ' +\n                 'lead to each node downloading all shards')",
    'ValueError: Either canonical or physical nodes must be evenly divisible by the other, otherwise striping slices of shards over nodes may lead to each node downloading all shards')
rec('none', 'benign', 'MosaicML Streaming', 'v0.13.0', 'mosaicml/streaming v0.13.0:streaming/base/partition/orig.py:62 get_partitions_orig (tenth pass, 2026-11-28: On resumption the sample offset is rounded down and partitioning continues.)',
    "logger.warning(\n    '`drop_first` was not divisible by `num_physical_nodes`. Rounding it down ' +\n    'to make it divisible.')",
    'WARNING:streaming.base.partition.orig:`drop_first` was not divisible by `num_physical_nodes`. Rounding it down to make it divisible.')
rec('other', 'cause', 'MosaicML Streaming', 'v0.13.0', 'mosaicml/streaming v0.13.0:streaming/base/distributed.py:109 all_gather_object (tenth pass, 2026-11-28: WORLD_SIZE env says multi-process but torch.distributed was never initialized in this process; a usage/setup error of the script.)',
    "raise RuntimeError(''.join([\n    f'The world_size({world_size}) > 1, but the distributed package is not available ',\n    'or has not been initialized. Please check you have initialized the distributed ',\n    'runtime and that PyTorch has been built with distributed support.'\n]))",
    'RuntimeError: The world_size(16) > 1, but the distributed package is not available or has not been initialized. Please check you have initialized the distributed runtime and that PyTorch has been built with distributed support.')
rec('other', 'cause', 'MosaicML Streaming', 'v0.13.0', 'mosaicml/streaming v0.13.0:streaming/base/dataset.py:515 StreamingDataset.__init__ (tenth pass, 2026-11-28: Construction-time check of the user-set local cache limit against shard sizes; a configuration error.)',
    "raise ValueError(f'Cache limit ({self.cache_limit} bytes) is too low. ' +\n                 f'Increase the `cache_limit` to at-least four times the ' +\n                 f'largest shard size ({self.max_shard_size_across_all_streams} ' +\n                 f'bytes) which includes raw (decompressed) and zip ' +\n                 f'(compressed) file size. Recommendation is to provide a ' +\n                 f'`cache_limit` as high as possible to avoid thrashing.')",
    'ValueError: Cache limit (100000000 bytes) is too low. Increase the `cache_limit` to at-least four times the largest shard size (67108864 bytes) which includes raw (decompressed) and zip (compressed) file size. Recommendation is to provide a `cache_limit` as high as possible to avoid thrashing.')
rec('other', 'cause', 'verl', 'v0.7.0', 'volcengine/verl v0.7.0:verl/trainer/ppo/ray_trainer.py:121 ResourcePoolManager._check_resource_available (tenth pass, 2026-11-28: Pre-flight check in the trainer driver that the Ray cluster has as many GPUs as trainer.nnodes*n_gpus_per_node asks for; a configuration/resource mismatch raised before any worker starts.)',
    'raise ValueError(\n    f"Total available GPUs {total_available_gpus} is less than total desired GPUs {total_required_gpus}"\n)',
    'ValueError: Total available GPUs 8.0 is less than total desired GPUs 16')
rec('none', 'consequence', 'verl', 'v0.7.0', "volcengine/verl v0.7.0:verl/single_controller/base/worker_group.py:118 check_workers_alive (tenth pass, 2026-11-28: Watchdog thread in the driver polls Ray actor state and SIGABRTs the driver when a worker actor has died; the worker's own death (OOM, crash) is the cause, this line reports it.)",
    'logging.warning(f"worker {worker} is not alive sending signal to main thread")',
    'worker Actor(WorkerDict, 5f3c9a1e7d2b4c6a8e0f1a2b01000000) is not alive sending signal to main thread')
rec('none', 'retried', 'verl', 'v0.7.0', 'volcengine/verl v0.7.0:verl/workers/rollout/utils.py:62 run_unvicorn (tenth pass, 2026-11-28: Inside a for-loop of max_retries=5: a free port is picked again and the uvicorn server restarted; only the for-else after all tries is fatal.)',
    'logger.error(f"Failed to start HTTP server on port {server_port} at try {i}, error: {e}")',
    '(vLLMHttpServer pid=48213, ip=10.0.3.17) Failed to start HTTP server on port 40271 at try 0, error: 1')
rec('none', 'consequence', 'verl', 'v0.7.0', 'volcengine/verl v0.7.0:verl/workers/rollout/sglang_rollout/http_server_engine.py:156 launch_server_process (tenth pass, 2026-11-28: Health-check loop notices the SGLang launch_server child process exited; the child printed the real cause (e.g. NCCL/port/OOM error) before dying.)',
    'if not p.is_alive():\n    raise RuntimeError("Server process terminated unexpectedly during startup")',
    'RuntimeError: Server process terminated unexpectedly during startup')
rec('none', 'retried', 'verl', 'v0.7.0', 'volcengine/verl v0.7.0:verl/workers/rollout/sglang_rollout/http_server_engine.py:334 HttpServerAdapter._make_request (tenth pass, 2026-11-28: Caught requests Timeout inside the max_attempts loop, followed by exponential backoff and another attempt.)',
    'logger.warning(f"Request to {endpoint} timed out (attempt {attempt + 1})")',
    'Request to update_weights_from_tensor timed out (attempt 1)')
rec('none', 'retried', 'verl', 'v0.7.0', 'volcengine/verl v0.7.0:verl/workers/rollout/sglang_rollout/http_server_engine.py:336 HttpServerAdapter._make_request (tenth pass, 2026-11-28: Caught requests ConnectionError inside the max_attempts loop; the request is retried after a backoff.)',
    'logger.warning(f"Connection error for {endpoint} (attempt {attempt + 1})")',
    'Connection error for release_memory_occupation (attempt 2)')
rec('none', 'consequence', 'verl', 'v0.7.0', "volcengine/verl v0.7.0:verl/workers/rollout/sglang_rollout/http_server_engine.py:348 HttpServerAdapter._make_request (tenth pass, 2026-11-28: The local SGLang HTTP server stopped answering (it crashed or hung); this client-side error reports the server's failure rather than naming a cause.)",
    'raise RuntimeError(f"Failed to complete request to {endpoint} after {self.max_attempts} attempts")',
    'RuntimeError: Failed to complete request to update_weights_from_tensor after 3 attempts')
rec('other', 'cause', 'verl', 'v0.7.0', 'volcengine/verl v0.7.0:verl/single_controller/base/worker.py:276 Worker._setup_env_cuda_visible_devices (tenth pass, 2026-11-28: Worker init refuses an environment where both ROCR_VISIBLE_DEVICES and CUDA/HIP_VISIBLE_DEVICES are set (AMD); a user environment configuration error.)',
    'raise ValueError("Please don\'t set ROCR_VISIBLE_DEVICES when HIP/CUDA_VISIBLE_DEVICES is set.")',
    "ValueError: Please don't set ROCR_VISIBLE_DEVICES when HIP/CUDA_VISIBLE_DEVICES is set.")
rec('other', 'cause', 'verl', 'v0.7.0', 'volcengine/verl v0.7.0:verl/single_controller/ray/base.py:551 RayWorkerGroup._create_worker (tenth pass, 2026-11-28: The worker group refuses user-supplied worker env vars that collide with WORLD_SIZE/RANK/MASTER_ADDR/MASTER_PORT it sets itself; configuration error.)',
    'raise ValueError(f"Cannot override protected system env: {conflict_env_vars}")',
    "ValueError: Cannot override protected system env: {'MASTER_PORT'}")
rec('other', 'cause', 'verl', 'v0.7.0', 'volcengine/verl v0.7.0:verl/single_controller/ray/base.py:447 RayWorkerGroup._get_master_addr_port (tenth pass, 2026-11-28: Argument check when only one of master_addr/master_port was configured for the worker group; usage error, no network involved.)',
    'raise ValueError(\n    "Both \'master_addr\' and \'master_port\' must be provided if you intend to manually specify them, "\n    "or neither should be provided to use Ray\'s default assignment."\n)',
    "ValueError: Both 'master_addr' and 'master_port' must be provided if you intend to manually specify them, or neither should be provided to use Ray's default assignment.")
rec('other', 'cause', 'verl', 'v0.7.0', "volcengine/verl v0.7.0:verl/workers/rollout/vllm_rollout/__init__.py:30 <module> (tenth pass, 2026-11-28: Import-time check that the vllm distribution is installed in the worker's Python environment; a missing package, not a version/ABI mismatch.)",
    'raise PackageNotFoundError(\n    "To use vllm rollout, please ensure the \'vllm\' package is properly installed. See "\n    "https://verl.readthedocs.io/en/latest/start/install.html for more details"\n)',
    "importlib.metadata.PackageNotFoundError: To use vllm rollout, please ensure the 'vllm' package is properly installed. See https://verl.readthedocs.io/en/latest/start/install.html for more details")
rec('none', 'benign', 'verl', 'v0.7.0', 'volcengine/verl v0.7.0:verl/workers/rollout/vllm_rollout/vllm_rollout.py:132 vLLMAsyncRollout.__init__ (tenth pass, 2026-11-28: Warning when layered_summon or EP>1 on vLLM<0.11 forces sleep_level=1; initialization continues.)',
    'logger.warning("Setting the sleep level to 1 may cause a memory overflow.")',
    '(WorkerDict pid=51120, ip=10.0.3.17) Setting the sleep level to 1 may cause a memory overflow.')
rec('none', 'benign', 'verl', 'v0.7.0', 'volcengine/verl v0.7.0:verl/workers/rollout/vllm_rollout/vllm_rollout.py:91 _check_vllm_version_for_sleep_level (tenth pass, 2026-11-28: Returns False and continues with a conservative sleep level.)',
    'logger.warning("Could not determine vLLM version, assuming an older version for sleep_level configuration.")',
    '(WorkerDict pid=51120, ip=10.0.3.17) Could not determine vLLM version, assuming an older version for sleep_level configuration.')
rec('rendezvous_failure', 'cause', 'pyzmq', 'v27.2.0', 'zeromq/pyzmq v27.2.0:zmq/sugar/socket.py:324 Socket.bind (tenth pass, 2026-11-28: bind() of a ZMQ socket failed with EADDRINUSE (libzmq strerror) and pyzmq appends the address; the port is already taken (e.g. a stale engine/coordinator or two jobs with the same port).)',
    'except ZMQError as e:\n    e.strerror += f" (addr={addr!r})"\n    raise',
    "zmq.error.ZMQError: Address already in use (addr='tcp://*:29551')")
rec('socket_iface', 'cause', 'pyzmq', 'v27.2.0', 'zeromq/pyzmq v27.2.0:zmq/sugar/socket.py:324 Socket.bind (tenth pass, 2026-11-28: bind() failed with EADDRNOTAVAIL: the address given is not an address of any local interface (wrong host IP advertised/configured for this node).)',
    'except ZMQError as e:\n    e.strerror += f" (addr={addr!r})"\n    raise',
    "zmq.error.ZMQError: Cannot assign requested address (addr='tcp://10.0.7.42:5570')")
rec('rendezvous_failure', 'cause', 'pyzmq', 'v27.2.0', 'zeromq/pyzmq v27.2.0:zmq/sugar/socket.py:525 Socket.bind_to_random_port (tenth pass, 2026-11-28: Raised after max_tries random ports in [min_port,max_port) all failed with EADDRINUSE/EACCES; no usable port to bind.)',
    'raise ZMQBindError("Could not bind socket to random port.")',
    'zmq.error.ZMQBindError: Could not bind socket to random port.')
rec('driver_mismatch', 'cause', 'pyzmq', 'v27.2.0', 'zeromq/pyzmq v27.2.0:zmq/error.py:211 ZMQVersionError.__str__ (tenth pass, 2026-11-28: Raised by _check_version when the linked libzmq is older than a feature needs; a library version mismatch.)',
    'return f"{self.msg} requires libzmq >= {self.min_version}, have {self.version}"',
    'zmq.error.ZMQVersionError: Socket.monitor requires libzmq >= 3.2, have 2.2.0')
rec('none', 'consequence', 'pyzmq', 'v27.2.0', 'zeromq/pyzmq v27.2.0:zmq/error.py:103 ContextTerminated (via _check_rc ETERM) (tenth pass, 2026-11-28: A blocking socket call is interrupted because the context was terminated during shutdown (often after another component failed and the process is tearing down).)',
    'class ContextTerminated(ZMQError):\n... elif errno == ETERM:\n    raise ContextTerminated(errno)',
    'zmq.error.ContextTerminated: Context was terminated')
rec('none', 'consequence', 'verl', 'b178a3cd5', "volcengine/verl b178a3cd5:verl/workers/rollout/vllm_rollout/vllm_async_server.py:434 vLLMHttpServer.run_headless.on_run_headless_done (tenth pass, 2026-11-28: Done-callback of the thread running vLLM's headless (non-head node) engine; it relays whatever exception vLLM raised and exits, the root cause is in vLLM's own earlier lines.)",
    'logger.exception(f"run_headless failed with exception: {exc}")\n...\nos._exit(1)',
    '(vLLMHttpServer pid=77310, ip=10.0.3.18) run_headless failed with exception: [Errno 104] Connection reset by peer')
rec('none', 'consequence', 'verl', 'b178a3cd5', "volcengine/verl b178a3cd5:verl/workers/rollout/vllm_rollout/vllm_async_server.py:436 vLLMHttpServer.run_headless.on_run_headless_done (tenth pass, 2026-11-28: The headless vLLM engine on a secondary node returned normally (typically because the head node's engine/coordinator went away) and the server process exits with 1; it reports another node's shutdown.)",
    'logger.warning("run_headless completed successfully, but it\'s not expected.")\n...\nos._exit(1)',
    "(vLLMHttpServer pid=77310, ip=10.0.3.18) run_headless completed successfully, but it's not expected.")
rec('none', 'consequence', 'verl', 'b178a3cd5', 'volcengine/verl b178a3cd5:verl/checkpoint_engine/nixl_checkpoint_engine.py:220 ReadOperation.wait_for_complete (tenth pass, 2026-11-28: Polls a NIXL READ transfer of weight buckets and exits when NIXL reports ERR; the transport-level cause (UCX/IB error, peer gone) is logged by NIXL/UCX, not named here.)',
    'if state == "ERR":\n    logger.error(f"Read from {self.remote_agent} got to {state} state.")\n    exit(-1)',
    'Read from rollout_agent_3 got to ERR state.')
rec('driver_mismatch', 'cause', 'verl', 'b178a3cd5', 'volcengine/verl b178a3cd5:verl/experimental/fully_async_policy/fsdp2_utils.py:25 <module> (tenth pass, 2026-11-28: Import-time framework version check: installed torch is older than the module needs.)',
    'if version.parse(torch.__version__) < version.parse("2.6"):\n    raise RuntimeError("PyTorch 2.6 or higher is required to use fstp_utils.")',
    'RuntimeError: PyTorch 2.6 or higher is required to use fstp_utils.')

rec('memlock_limit', 'cause', 'MPICH', 'v5.0.1', 'pmodels/mpich v5.0.1:src/mpid/ch4/netmod/ofi/ofi_impl.h:85 MPIDI_OFI_CALL (fi_mr_reg ..., mr_reg) in src/mpid/ch4/netmod/ofi/ofi_am_impl.h:282 (eleventh pass, 2026-11-28: Registering a large AM send buffer with the NIC fails with ENOMEM, the classic symptom of a too-low RLIMIT_MEMLOCK for RDMA providers; the send fails fatally.)',
    '"**ofid_"#STR" %s %s" -> "OFI call $name failed (default nic=%s: %s)"',
    'MPIDI_OFI_am_isend_long(282): OFI call mr_reg failed (default nic=mlx5_0: Cannot allocate memory)')
rec('none', 'consequence', 'MPICH', 'v5.0.1', 'pmodels/mpich v5.0.1:src/mpid/ch4/netmod/ofi/ofi_events.c:547 MPIDI_OFI_handle_cq_error (eleventh pass, 2026-11-28: A completion-queue error on an in-flight transfer is turned into a fatal error; mid-run it typically follows a peer process dying or its endpoint going away, so it reports the effect rather than the c)',
    'MPIR_ERR_SETFATALANDJUMP2(mpi_errno, MPI_ERR_OTHER, "**ofid_poll", "**ofid_poll %s %s", MPIDI_OFI_DEFAULT_NIC_NAME, fi_strerror(e.err));  /  **ofid_poll %s %s:OFI poll failed (default nic=%s: %s)',
    'MPIDI_OFI_handle_cq_error(547): OFI poll failed (default nic=cxi0: Input/output error)')
rec('none', 'consequence', 'MPICH', 'v5.0.1', "pmodels/mpich v5.0.1:src/mpid/ch4/netmod/ucx/ucx_impl.h:108 MPIDI_UCX_CHK_REQUEST (eleventh pass, 2026-11-28: A UCX send/recv request completes in error; mid-run with 'Connection reset by remote peer' it is printed because the remote rank died.)",
    '**ucx_nm_rq_error %s %d %s %s: returned failed request in UCX netmod(%s %d %s %s)',
    'MPIDI_UCX_send(73): returned failed request in UCX netmod(ucx_send.h 73 MPIDI_UCX_send Connection reset by remote peer)')
rec('cma_ptrace', 'cause', 'MPICH', 'v5.0.1', "pmodels/mpich v5.0.1:src/mpid/ch4/shm/ipc/cma/cma_post.c:223 copy_iovs (eleventh pass, 2026-11-28: The CMA IPC path calls process_vm_readv on the sender's pages and errno 1 (EPERM) means ptrace permission is denied (containers without CAP_SYS_PTRACE / yama ptrace_scope); fatal.)",
    'MPIR_ERR_CHKANDJUMP1(cnt == -1, mpi_errno, MPI_ERR_OTHER, "**cmaread", "**cmaread %d", errno);  /  **cmaread %d:process_vm_readv failed (errno %d)',
    'copy_iovs(223)...............: process_vm_readv failed (errno 1)')
rec('shm_exhausted', 'cause', 'MPICH', 'v5.0.1', 'pmodels/mpich v5.0.1:src/mpid/common/shm/mpidu_init_shm.c:171 MPIDU_Init_shm_init (eleventh pass, 2026-11-28: The node-local root cannot create the shared-memory segment used for intra-node bootstrap in MPI_Init (shared-memory filesystem full or too small), so init aborts.)',
    'mpl_err = MPL_shm_seg_create_and_attach(init_shm_hnd, init_shm_len, ...); MPIR_ERR_CHKANDJUMP(mpl_err, mpi_errno, MPI_ERR_OTHER, "**alloc_shar_mem");  /  **alloc_shar_mem:unable to allocate shared memory',
    'MPIDU_Init_shm_init(171): unable to allocate shared memory')
rec('other', 'cause', 'MPICH', 'v5.0.1', "pmodels/mpich v5.0.1:src/mpi/errhan/errutil.c:599 MPIR_Handle_fatal_error (eleventh pass, 2026-11-28: Header line of MPICH's fatal-error printout; the class text 'Other MPI error' is generic and the actual cause is in the following error-stack lines, so on its own it names only an unspecified MPI fail)",
    'snprintf(error_msg, MAX_ERRMSG_STRING, "Fatal error in %s: ", fcname);  MPIR_Err_get_string(errcode, ...)  /  **other:Other MPI error',
    'Fatal error in PMPI_Init_thread: Other MPI error, error stack:')
rec('other', 'cause', 'MPICH', 'v5.0.1', 'pmodels/mpich v5.0.1:src/mpid/ch4/src/ch4_globals.c:110 MPID_Abort (eleventh pass, 2026-11-28: MPID_Abort prints this when the default MPI_ERRORS_ARE_FATAL handler fires in this rank; the rank itself failed (cause text follows in the stack), then the process exits.)',
    'snprintf(error_str, sizeof(error_str), "Abort(%d)%s%s: %s%s\\n", exit_code, world_str, comm_str, error_msg, sys_str);',
    'Abort(1091471) on node 0 (rank 0 in comm 0): Fatal error in PMPI_Init_thread: Other MPI error, error stack:')
rec('none', 'consequence', 'MPICH', 'v5.0.1', 'pmodels/mpich v5.0.1:src/mpid/ch4/src/ch4_globals.c:110 MPID_Abort (message from src/mpi/init/init_impl.c:96) (eleventh pass, 2026-11-28: Printed when user code (e.g. Horovod/DeepSpeed wrapper after catching an exception) calls MPI_Abort; it reports the abort, not why the job failed.)',
    'snprintf(error_str, sizeof(error_str), "Abort(%d)%s%s: %s%s\\n", exit_code, world_str, comm_str, error_msg, sys_str);  /  "application called MPI_Abort(%s, %d) - process %d", comm_name, errorcode, ...',
    'Abort(1) on node 3 (rank 3 in comm 0): application called MPI_Abort(MPI_COMM_WORLD, 1) - process 3')
rec('rendezvous_failure', 'cause', 'MPICH', 'v5.0.1', 'pmodels/mpich v5.0.1:src/pmi/errnames.txt:93 (raised in src/pmi/src/pmi_util.c:623 PMIU_get_pmi_fd) (eleventh pass, 2026-11-28: Raised when the TCP connection to the PMI server named by PMI_PORT fails; processes cannot bootstrap.)',
    '**connect_to_pm %s %d: Unable to connect process manager at host %s port %d',
    'PMIU_get_pmi_fd(623): Unable to connect process manager at host node01 port 37425')
rec('none', 'retried', 'MPICH', 'v5.0.1', "pmodels/mpich v5.0.1:src/pm/hydra/lib/utils/sock.c:141 HYDU_sock_connect (eleventh pass, 2026-11-28: The comment above says not being able to connect is not always an error: it only returns an error and the caller decides; when it ends the run it means the hydra proxy cannot reach mpiexec's control p)",
    'HYDU_ERR_SETANDJUMP(status, HYD_SOCK_ERROR, "unable to connect from \\"%s\\" to \\"%s\\" (%s)\\n", localhost, host, MPL_strerror(errno));',
    '[proxy:0:1@node02] HYDU_sock_connect (lib/utils/sock.c:141): unable to connect from "node02" to "node01" (Connection refused)')
rec('none', 'consequence', 'MPICH', 'v5.0.1', "pmodels/mpich v5.0.1:src/pm/hydra/mpiexec/pmiserv_cb.c:338 control_cb (eleventh pass, 2026-11-28: mpiexec's banner after a rank exited abnormally, before it kills the rest; it reports another process's failure.)",
    'HYDU_dump_noprefix(stdout, "=   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES\\n"); HYDU_dump_noprefix(stdout, "=   PID %d RUNNING AT %s\\n", ...); HYDU_dump_noprefix(stdout, "=   EXIT CODE: %d\\n", code);',
    '=   BAD TERMINATION OF ONE OF YOUR APPLICATION PROCESSES')
rec('none', 'consequence', 'MPICH', 'v5.0.1', "pmodels/mpich v5.0.1:src/pm/hydra/mpiexec/mpiexec.c:296 main (eleventh pass, 2026-11-28: mpiexec's final summary of a rank's terminating signal; a wrapper reporting a child's death, the cause is elsewhere (e.g. OOM killer for signal 9).)",
    'printf("YOUR APPLICATION TERMINATED WITH THE EXIT STRING: %s (signal %d)\\n", strsignal(WTERMSIG(exit_status)), WTERMSIG(exit_status));',
    'YOUR APPLICATION TERMINATED WITH THE EXIT STRING: Killed (signal 9)')
rec('none', 'consequence', 'OpenPMIx', 'v6.1.0', 'openpmix/openpmix v6.1.0:src/mca/ptl/base/ptl_base_sendrecv.c:294 send_msg (eleventh pass, 2026-11-28: A write to the client/server socket fails with a non-retryable errno (EPIPE/ECONNRESET) because the other side (client process or local server/daemon) already died; returns PMIX_ERR_UNREACH.)',
    'pmix_output(0, "pmix_ptl_base: send_msg: write failed: %s (%d) [sd = %d]", strerror(pmix_socket_errno), pmix_socket_errno, sd);',
    '[node02:31877] pmix_ptl_base: send_msg: write failed: Broken pipe (32) [sd = 27]')
rec('none', 'benign', 'OpenPMIx', 'v6.1.0', 'openpmix/openpmix v6.1.0:src/mca/ptl/base/ptl_base_fns.c:1354 pmix_ptl_base_split_and_resolve (help text src/mca/ptl/base/help-ptl-base.txt [invalid if_inexclude]) (eleventh pass, 2026-11-28: Warning only; the value is ignored and PMIx continues with its default interface selection.)',
    'pmix_show_help("help-ptl-base.txt", "invalid if_inexclude", true, ...);  /  WARNING: An invalid value was given for pmix_ptl_base_if_%s.  This\\nvalue will be ignored.\\n\\n  Local host: %s\\n  Value:      %s\\n  Message:    %s',
    'WARNING: An invalid value was given for pmix_ptl_base_if_include.  This value will be ignored.   Local host: node01   Value:      eth9   Message:    Unknown interface name')
rec('socket_iface', 'cause', 'OpenPMIx', 'v6.1.0', 'openpmix/openpmix v6.1.0:src/mca/ptl/base/ptl_base_listener.c:561 pmix_ptl_base_setup_listener (help text src/mca/ptl/base/help-ptl-base.txt [no-remote-interfaces]) (eleventh pass, 2026-11-28: The PMIx server listener cannot find a usable non-loopback interface after include/exclude filtering, so remote processes cannot connect to it.)',
    'pmix_show_help("help-ptl-base.txt", "no-remote-interfaces", true, ...);  /  You requested support for remote tool connections, but no non-loopback\\ninterfaces were found after applying any include or exclude directives:',
    'You requested support for remote tool connections, but no non-loopback interfaces were found after applying any include or exclude directives:   Include:    NULL   Exclude:    eth0   Available:  lo')
rec('none', 'benign', 'OpenPMIx', 'v6.1.0', "openpmix/openpmix v6.1.0:src/mca/base/pmix_mca_base_component_repository.c:487 pmix_mca_base_component_repository_open (eleventh pass, 2026-11-28: A plugin whose dependency library is absent is skipped; '(ignored)' - PMIx continues with the other components.)",
    'pmix_output_verbose(vl, 0, "pmix_mca_base_component_repository_open: unable to open %s: %s (ignored)", ri->ri_path, err_msg);',
    '[node01:04182] pmix_mca_base_component_repository_open: unable to open mca_pnet_opa: libpsm2.so.2: cannot open shared object file: No such file or directory (ignored)')
rec('none', 'consequence', 'PRRTE', 'v4.1.0', "openpmix/prrte v4.1.0:src/rml/oob/oob_tcp_connection.c:1184 tcp_peer_recv_blocking (eleventh pass, 2026-11-28: A blocking recv during the connect handshake fails because the remote daemon closed/reset the connection; the peer is marked failed: an effect of the other side's failure.)",
    'pmix_output(0, "%s tcp_peer_recv_blocking: " "recv() failed for %s: %s (%d)\\n", PRTE_NAME_PRINT(PRTE_PROC_MY_NAME), PRTE_NAME_PRINT(&(peer->name)), strerror(prte_socket_errno), prte_socket_errno);',
    '[node01:04182] [prterun-node01-4182@0,0] tcp_peer_recv_blocking: recv() failed for [prterun-node01-4182@0,2]: Connection reset by peer (104)')
rec('driver_mismatch', 'cause', 'PRRTE', 'v4.1.0', 'openpmix/prrte v4.1.0:src/rml/oob/oob_tcp_connection.c:993 prte_oob_tcp_peer_recv_connect_ack (help text src/rml/oob/help-oob-tcp.txt [version mismatch]) (eleventh pass, 2026-11-28: Daemons on different nodes run different PRRTE versions; the connection is refused (PRTE_ERR_CONNECTION_REFUSED).)',
    'pmix_show_help("help-oob-tcp.txt", "version mismatch", true, ...);  /  PRTE detected a mismatch in versions between two processes.  This\\ntypically means that you executed "mpirun" (or "mpiexec") from one\\nversion of PRTE on on node, but your default path on one of the\\nother nodes upon which you launched found a different version of Open\\nMPI.',
    'PRTE detected a mismatch in versions between two processes.  This typically means that you executed "mpirun" (or "mpiexec") from one version of PRTE on on node, but your default path on one of the other nodes upon which you launched found a different version of Open MPI.')
rec('none', 'retried', 'PRRTE', 'v4.1.0', "openpmix/prrte v4.1.0:src/rml/oob/oob_tcp_connection.c:714 tcp_peer_send_blocking (eleventh pass, 2026-11-28: Returns PRTE_ERR_UNREACH; when hit while sending the connect ack, prte_oob_tcp_peer_try_connect treats it as a simultaneous-connect race and either retries the connection or steps aside for the peer's)",
    'pmix_output(0, "%s tcp_peer_send_blocking: send() to socket %d failed: %s (%d)\\n", PRTE_NAME_PRINT(PRTE_PROC_MY_NAME), sd, strerror(prte_socket_errno), prte_socket_errno);',
    '[node02:12345] [prterun-node01-4182@0,1] tcp_peer_send_blocking: send() to socket 23 failed: Broken pipe (32)')
rec('none', 'benign', 'MPICH', 'v5.0.1', 'pmodels/mpich v5.0.1:src/mpid/ch4/shm/posix/release_gather/release_gather.c:299 MPIDI_POSIX_mpi_release_gather_comm_init (eleventh pass, 2026-11-28: Printed (only with MPIR_CVAR_COLLECTIVE_FALLBACK=print) when the per-node shm budget for release-gather collectives is reached; the collective falls back to MPIR-level algorithms and the run continues)',
    'fprintf(stderr, "Intra-node collectives about to allocate more shared memory than \\\n                            the specified limit through MPIR_CVAR_COLL_SHM_LIMIT_PER_NODE. Fallback \\\n                            to other algorithms.\\n");',
    'Intra-node collectives about to allocate more shared memory than                             the specified limit through MPIR_CVAR_COLL_SHM_LIMIT_PER_NODE. Fallback                             to other algorithms.')
rec('none', 'benign', 'MPICH', 'v5.0.1', 'pmodels/mpich v5.0.1:src/mpid/ch4/netmod/ofi/init_provider.c:111 find_provider (eleventh pass, 2026-11-28: Deprecation notice printed when the old CVAR is set; provider selection continues normally.)',
    'fprintf(stderr, "MPIR_CVAR_OFI_USE_PROVIDER is no longer supported in CH4. Use FI_PROVIDER" "instead\\n");',
    'MPIR_CVAR_OFI_USE_PROVIDER is no longer supported in CH4. Use FI_PROVIDERinstead')
rec('other', 'cause', 'MPICH', 'v5.0.1', 'pmodels/mpich v5.0.1:src/mpi/errhan/errutil.c:1267 get_class_msg (eleventh pass, 2026-11-28: Returned as the class text when an error code carries an invalid error class (corrupted/foreign error code, library bug); names no specific root cause.)',
    'return "Unknown error class";',
    'Fatal error in PMPI_Comm_split: Unknown error class, error stack:')
rec('other', 'cause', 'DeepEP', 'v1.2.1', 'deepseek-ai/DeepEP v1.2.1:csrc/deep_ep.cpp:39 Buffer::Buffer (eleventh pass, 2026-11-28: Buffer constructor throws EPException when internode/low-latency mode is requested from a build without NVSHMEM; a build/configuration problem, not a driver version mismatch.)',
    'EP_HOST_ASSERT(num_rdma_ranks == 1 and not low_latency_mode and "NVSHMEM is disabled during compilation");',
    'RuntimeError: Failed: Assertion error /workspace/DeepEP/csrc/deep_ep.cpp:39 \'num_rdma_ranks == 1 and not low_latency_mode and "NVSHMEM is disabled during compilation"\'')
rec('collective_timeout', 'cause', 'DeepEP', 'v1.2.1', 'deepseek-ai/DeepEP v1.2.1:csrc/deep_ep.cpp:465 Buffer::intranode_dispatch (eleventh pass, 2026-11-28: Host spins on the mapped counters written by the dispatch kernel and throws after NUM_CPU_TIMEOUT_SECS (100 s) when peers never deliver; a hang turned into an exception.)',
    'throw std::runtime_error("DeepEP error: CPU recv timeout");',
    'RuntimeError: DeepEP error: CPU recv timeout')
rec('collective_timeout', 'cause', 'DeepEP', 'v1.2.1', 'deepseek-ai/DeepEP v1.2.1:csrc/deep_ep.cpp:836 Buffer::internode_dispatch (eleventh pass, 2026-11-28: Internode dispatch host wait throws after NUM_CPU_TIMEOUT_SECS when the RDMA/NVL receive counts never arrive (hung peers or a stuck RDMA path).)',
    'throw std::runtime_error("DeepEP error: timeout (dispatch CPU)");',
    'RuntimeError: DeepEP error: timeout (dispatch CPU)')
rec('none', 'consequence', 'DeepEP', 'v1.2.1', "deepseek-ai/DeepEP v1.2.1:csrc/deep_ep.cpp:833 Buffer::internode_dispatch (eleventh pass, 2026-11-28: Diagnostic dump printed just before the 'timeout (dispatch CPU)' exception; it is detail of the timeout, not a cause in itself.)",
    'printf("Global rank: %d, num_recv_tokens: %d, num_rdma_recv_tokens: %d\\n", rank, num_recv_tokens, num_rdma_recv_tokens);',
    'Global rank: 9, num_recv_tokens: -1, num_rdma_recv_tokens: -1')
rec('collective_timeout', 'cause', 'DeepEP', 'v1.2.1', 'deepseek-ai/DeepEP v1.2.1:csrc/kernels/internode.cu:518 dispatch (eleventh pass, 2026-11-28: Device kernel prints this when the RDMA send buffer head does not advance within the cycle budget and then traps; the kernel hang is the reported failure.)',
    'printf("DeepEP dispatch RDMA sender timeout, channel: %d, RDMA: %d, nvl: %d, dst RDMA lane: %d, head: %d, tail: %d\\n",',
    'DeepEP dispatch RDMA sender timeout, channel: 3, RDMA: 1, nvl: 4, dst RDMA lane: 0, head: 128, tail: 256')
rec('p2p_unsupported', 'cause', 'DeepEP', 'v1.2.1', 'deepseek-ai/DeepEP v1.2.1:deep_ep/utils.py:97 check_nvlink_connections (eleventh pass, 2026-11-28: On PCIe GPUs Buffer checks NVML NVLink P2P status between every pair and asserts; the GPUs lack the peer link DeepEP needs.)',
    "assert status == pynvml.NVML_P2P_STATUS_OK,\\\n    f'GPU {physical_device_indices[i]} and GPU {physical_device_indices[j]} are not connected via NVLink'",
    'AssertionError: GPU 0 and GPU 2 are not connected via NVLink')
rec('other', 'cause', 'DeepEP', 'v1.2.1', "deepseek-ai/DeepEP v1.2.1:deep_ep/utils.py:77 check_nvlink_connections (eleventh pass, 2026-11-28: Configuration check: EP group larger than 2 on PCIe GPUs is refused by DeepEP's own rule.)",
    "assert group.size() <= 2, 'PCIe GPUs only have pairwise NVLink connections'",
    'AssertionError: PCIe GPUs only have pairwise NVLink connections')
rec('none', 'benign', 'DeepEP', 'v1.2.1', 'deepseek-ai/DeepEP v1.2.1:csrc/deep_ep.cpp:88 Buffer::~Buffer (eleventh pass, 2026-11-28: Printed from the destructor at shutdown when explicit destroy was requested but not called; the program continues/exits normally.)',
    'printf("WARNING: destroy() was not called before DeepEP buffer destruction, which can leak resources.\\n");',
    'WARNING: destroy() was not called before DeepEP buffer destruction, which can leak resources.')
rec('other', 'cause', 'DeepEP', 'v1.2.1', "deepseek-ai/DeepEP v1.2.1:deep_ep/buffer.py:244 Buffer.get_dispatch_config (eleventh pass, 2026-11-28: Program's own check: no tuned config for this EP size.)",
    "assert num_ranks in config_map, f'Unsupported number of EP ranks: {num_ranks}'",
    'AssertionError: Unsupported number of EP ranks: 12')
rec('cuda_oom', 'cause', 'nccl-tests', 'v2.19.6', "NVIDIA/nccl-tests v2.19.6:src/common.h:34 CUDACHECK (eleventh pass, 2026-11-28: CUDACHECK around buffer allocation returns testCudaError; cudaGetErrorString 'out of memory' names device memory exhaustion.)",
    'printf("%s: Test CUDA failure %s:%d \'%s\'\\n", hostname, __FILE__,__LINE__,cudaGetErrorString(err));',
    "node-a12: Test CUDA failure common.cu:1050 'out of memory'")
rec('driver_mismatch', 'cause', 'nccl-tests', 'v2.19.6', "NVIDIA/nccl-tests v2.19.6:src/common.h:34 CUDACHECK (eleventh pass, 2026-11-28: CUDACHECK on the first runtime call (cudaGetDeviceCount) fails because the installed driver is older than the test binary's CUDA runtime.)",
    'printf("%s: Test CUDA failure %s:%d \'%s\'\\n", hostname, __FILE__,__LINE__,cudaGetErrorString(err));',
    "node-a12: Test CUDA failure common.cu:1292 'CUDA driver version is insufficient for CUDA runtime version'")
rec('none', 'consequence', 'nccl-tests', 'v2.19.6', 'NVIDIA/nccl-tests v2.19.6:src/common.h:47 NCCLCHECK (eleventh pass, 2026-11-28: ncclRemoteError surfaced by ncclCommGetAsyncError: this rank fails because a peer process died or its link broke; the root cause is elsewhere.)',
    'printf("%s: Test NCCL failure %s:%d "\n           "\'%s / %s\'\\n", hostname,__FILE__,__LINE__, ncclGetErrorString(res), ncclGetLastError(NULL));',
    "node-b03: Test NCCL failure common.cu:514 'remote process exited or there was a network error / NET/IB : Got completion from peer 10.1.2.7<59123> with status=12 opcode=0 len=0 vendor err 129 (Recv)'")
rec('none', 'consequence', 'nccl-tests', 'v2.19.6', 'NVIDIA/nccl-tests v2.19.6:src/common.h:86 TESTCHECK (eleventh pass, 2026-11-28: TESTCHECK relays an error already printed by CUDACHECK/NCCLCHECK up the call stack; it is a trace line, not the cause.)',
    'printf(" .. %s pid %d: Test failure %s:%d\\n", hostname, ncclTestGetPid(), __FILE__,__LINE__);',
    ' .. node-b03 pid 48211: Test failure common.cu:1167')
rec('collective_timeout', 'cause', 'nccl-tests', 'v2.19.6', 'NVIDIA/nccl-tests v2.19.6:src/common.cu:523 testStreamSynchronize (eleventh pass, 2026-11-28: With -T set, the stream wait loop aborts the communicators and returns testTimeout when a collective does not finish in time.)',
    'printf("%s: Test timeout (%ds) %s:%d\\n", hostname, timeout, __FILE__,__LINE__);',
    'node-a12: Test timeout (300s) common.cu:523')
rec('none', 'benign', 'nccl-tests', 'v2.19.6', 'NVIDIA/nccl-tests v2.19.6:src/util.cu:777 writeResultFooter (eleventh pass, 2026-11-28: Summary line every healthy run prints.)',
    'PRINT("# %-20s : %d %s\\n", "Out of bounds values", errors[0], errors[0] ? "FAILED" : "OK");',
    '# Out of bounds values : 0 OK')
rec('none', 'benign', 'nccl-tests', 'v2.19.6', 'NVIDIA/nccl-tests v2.19.6:src/util.cu:778 writeResultFooter (eleventh pass, 2026-11-28: Final bandwidth summary of a healthy run.)',
    'PRINT("# %-20s : %g %s\\n", "Avg bus bandwidth", bw[0], check_avg_bw == -1 ? "" : (bw[0] < check_avg_bw*(0.9) ? "FAILED" : "OK"));',
    '# Avg bus bandwidth    : 182.417 ')
rec('memlock_limit', 'cause', 'MSCCL++', 'v0.10.0', 'microsoft/mscclpp v0.10.0:src/core/ib.cc:153 IbMr::IbMr (eleventh pass, 2026-11-28: Memory registration of a buffer fails with ENOMEM, the usual result of a low RLIMIT_MEMLOCK in a container; IbError is thrown and the connection setup aborts.)',
    'THROW(NET, IbError, errno, "ibv_reg_mr failed (errno ", errno, ")");',
    '2026-11-28 10:14:03 MSCCLPP 48211 ERROR NET ib.cc:153 ibv_reg_mr failed (errno 12) (Ib failure: Cannot allocate memory)')
rec('driver_mismatch', 'cause', 'MSCCL++', 'v0.10.0', 'microsoft/mscclpp v0.10.0:src/core/ib.cc:145 IbMr::IbMr (eleventh pass, 2026-11-28: Without DMABUF, GPU memory registration needs nvidia-peermem; its absence is a missing kernel module (closest class: driver stack incomplete).)',
    'THROW(NET, Error, ErrorCode::SystemError, "nvidia_peermem kernel module is not loaded");',
    '2026-11-28 10:14:03 MSCCLPP 48211 ERROR NET ib.cc:145 nvidia_peermem kernel module is not loaded (mscclpp failure: SystemError)')
rec('ib_unusable', 'cause', 'MSCCL++', 'v0.10.0', 'microsoft/mscclpp v0.10.0:src/core/ib.cc:602 IbCtx::createQp (eleventh pass, 2026-11-28: No port of the HCA is ACTIVE with an IB/Ethernet link layer and a valid GID; the IB device is present but unusable.)',
    'THROW(NET, Error, ErrorCode::InvalidUsage, "No usable port found (device: ", devName_, ")");',
    '2026-11-28 10:14:03 MSCCLPP 48211 ERROR NET ib.cc:602 No usable port found (device: mlx5_0) (mscclpp failure: InvalidUsage)')
rec('ib_unusable', 'cause', 'MSCCL++', 'v0.10.0', "microsoft/mscclpp v0.10.0:src/core/ib.cc:239 IbQp::IbQp (eleventh pass, 2026-11-28: The configured GID index is outside the port's GID table (wrong RoCE GID setting), so the QP cannot be created.)",
    'THROW(NET, Error, ErrorCode::InvalidUsage, "invalid GID index ", gidIndex_, " for port ", portNum_,\n      " (max index is ", portAttr.gid_tbl_len - 1, ")");',
    '2026-11-28 10:14:03 MSCCLPP 48211 ERROR NET ib.cc:239 invalid GID index 3 for port 1 (max index is 1) (mscclpp failure: InvalidUsage)')
rec('ib_unusable', 'cause', 'MSCCL++', 'v0.10.0', 'microsoft/mscclpp v0.10.0:src/core/ib.cc:517 IbCtx::IbCtx (eleventh pass, 2026-11-28: Opening the named IB device fails (device node missing in the container / device gone); context creation throws.)',
    'THROW(NET, IbError, errno, "ibv_open_device failed (errno ", errno, ", device name ", devName_, ")");',
    '2026-11-28 10:14:03 MSCCLPP 48211 ERROR NET ib.cc:517 ibv_open_device failed (errno 2, device name mlx5_1) (Ib failure: No such file or directory)')
rec('ib_unusable', 'cause', 'MSCCL++', 'v0.10.0', 'microsoft/mscclpp v0.10.0:src/core/connection.cc:466 IBConnection::flush (eleventh pass, 2026-11-28: Flush rethrows an error the IB receive thread saw (QP in error state); with retry-exceeded status the IB path is unusable (could also follow a peer crash).)',
    'THROW(CONN, Error, ErrorCode::SystemError, "IBConnection recv thread failed: ", recvThreadErrorMsg_);',
    '2026-11-28 10:14:03 MSCCLPP 48211 ERROR CONN connection.cc:466 IBConnection recv thread failed: recv work completion failed: transport retry counter exceeded (mscclpp failure: SystemError)')
rec('none', 'benign', 'MSCCL++', 'v0.10.0', 'microsoft/mscclpp v0.10.0:src/core/endpoint.cc:44 Endpoint::Impl::Impl (eleventh pass, 2026-11-28: Warning followed by an automatic fallback; the run continues.)',
    'WARN(NET, "IB device ", ibCtx->getDevName(),\n     " does not support RDMA atomics. Falling back to write-with-immediate mode (HostNoAtomic).");',
    '2026-11-28 10:14:03 MSCCLPP 48211 WARN NET endpoint.cc:44 IB device mlx5_0 does not support RDMA atomics. Falling back to write-with-immediate mode (HostNoAtomic).')
rec('none', 'benign', 'MSCCL++', 'v0.10.0', 'microsoft/mscclpp v0.10.0:src/core/proxy.cc:98 Proxy::start (eleventh pass, 2026-11-28: Printed periodically while waiting for the proxy thread to start; the wait continues and normally succeeds.)',
    'WARN(CONN, "Proxy thread startup taking longer than expected.");',
    '2026-11-28 10:14:03 MSCCLPP 48211 WARN CONN proxy.cc:98 Proxy thread startup taking longer than expected.')
rec('none', 'retried', 'MSCCL++', 'v0.10.0', 'microsoft/mscclpp v0.10.0:src/core/bootstrap/socket.cc:418 Socket::bind (eleventh pass, 2026-11-28: bind() got EADDRINUSE; the loop sleeps and retries.)',
    'INFO(MSCCLPP_INIT, "No available ephemeral ports found, will retry after 1 second");',
    'No available ephemeral ports found, will retry after 1 second')
rec('rendezvous_failure', 'cause', 'MSCCL++', 'v0.10.0', 'microsoft/mscclpp v0.10.0:src/core/bootstrap/socket.cc:422 Socket::bind (eleventh pass, 2026-11-28: Bootstrap socket cannot bind after retrying: port already in use.)',
    'throw SysError("No available ephemeral ports found for " + std::to_string(retrySecs) + " seconds", errno);',
    'mscclpp::SysError: No available ephemeral ports found for 30 seconds (System failure: Address already in use)')
rec('socket_iface', 'cause', 'MSCCL++', 'v0.10.0', "microsoft/mscclpp v0.10.0:src/core/bootstrap/socket.cc:219 FindInterfaceMatchSubnet (eleventh pass, 2026-11-28: No local interface is on the bootstrap root's subnet; bootstrap then fails to pick an interface to reach the root.)",
    'WARN("Net : No interface found in the same subnet as remote address %s", SocketToString(remoteAddr, line_a));',
    'Net : No interface found in the same subnet as remote address 10.20.0.5<50000>')
rec('memlock_limit', 'cause', 'UCCL-EP', 'da914a20', 'uccl-project/uccl da914a20:ep/src/rdma.cpp:681 per_thread_rdma_init (eleventh pass, 2026-11-28: Registration of a pinned host buffer fails with ENOMEM, the usual symptom of a low locked-memory ulimit; the function then exits on the null MR.)',
    'perror("Host MR registration failed");',
    'Host MR registration failed: Cannot allocate memory')
rec('none', 'benign', 'UCCL-EP', 'da914a20', 'uccl-project/uccl da914a20:ep/src/rdma.cpp:111 reg_mr_gpu_dmabuf (eleventh pass, 2026-11-28: DMA-BUF export failed and the code falls back to peermem-based registration, which succeeds when nvidia_peermem is loaded.)',
    'fprintf(stderr,\n        "[RDMA] gpuMemGetHandleForAddressRange failed (error=%d), "\n        "falling back to ibv_reg_mr_iova2 (needs peermem, e.g. "\n        "nvidia_peermem for NVIDIA GPU)\\n",\n        (int)drv_err);',
    '[RDMA] gpuMemGetHandleForAddressRange failed (error=1), falling back to ibv_reg_mr_iova2 (needs peermem, e.g. nvidia_peermem for NVIDIA GPU)')
rec('none', 'retried', 'UCCL-EP', 'da914a20', 'uccl-project/uccl da914a20:ep/src/rdma.cpp:125 reg_mr_gpu_dmabuf (eleventh pass, 2026-11-28: Returns NULL so the caller retries with chunked DMA-BUF registration (IOMMU mapping limits), which normally succeeds.)',
    'fprintf(stderr,\n        "[RDMA] ibv_reg_dmabuf_mr failed (errno=%d: %s), "\n        "will try chunked registration\\n",\n        errno, strerror(errno));',
    '[RDMA] ibv_reg_dmabuf_mr failed (errno=12: Cannot allocate memory), will try chunked registration')
rec('none', 'benign', 'UCCL-EP', 'da914a20', 'uccl-project/uccl da914a20:ep/src/rdma.cpp:145 reg_mr_gpu_dmabuf (eleventh pass, 2026-11-28: Success message of GPU memory registration; mentions peermem but is not an error.)',
    'fprintf(stderr,\n        "[RDMA] Registered GPU memory via DMA-BUF "\n        "(addr=%p, len=%zu, rkey=0x%x) — no peermem needed (e.g. no "\n        "nvidia_peermem for NVIDIA GPU)\\n",\n        mr->addr, bytes, mr->rkey);',
    '[RDMA] Registered GPU memory via DMA-BUF (addr=0x7f3a40000000, len=4294967296, rkey=0x1f2e3) — no peermem needed (e.g. no nvidia_peermem for NVIDIA GPU)')
rec('ib_unusable', 'cause', 'UCCL-EP', 'da914a20', 'uccl-project/uccl da914a20:ep/src/rdma.cpp:437 per_thread_rdma_init (eleventh pass, 2026-11-28: ibv_get_device_list returns NULL (no verbs provider/devices in the container), process exits.)',
    'perror("Failed to get IB devices list");',
    'Failed to get IB devices list: Function not implemented')
rec('none', 'benign', 'xFormers', 'v0.0.35', 'facebookresearch/xformers v0.0.35:xformers/_cpp_lib.py:73 xFormersInvalidLibException.__str__ (logged at _cpp_lib.py:148) (eleventh pass, 2026-11-28; relabelled after review from driver_mismatch: a logger warning printed by many runs that never use those operators and finish: torch.ops.load_library on the _C extension raised OSError (typically undefined symbol) and the recorded build torch/CUDA differs from the installed torch: a build that does not match the installed fra)',
    'msg = f"""xFormers was built for:\n    PyTorch {self.build_info.torch_version} with CUDA {self.build_info.cuda_version} (you have {torch.__version__})\n    Python  {self.build_info.python_version} (you have {platform.python_version()})"""\nreturn ("xFormers can\'t load C++/CUDA extensions. " + msg + "\\n  Please reinstall xformers " ...',
    "WARNING[XFORMERS]: xFormers can't load C++/CUDA extensions. xFormers was built for:")
rec('none', 'benign', 'xFormers', 'v0.0.35', 'facebookresearch/xformers v0.0.35:xformers/_cpp_lib.py:71 xFormersInvalidLibException.__str__ (eleventh pass, 2026-11-28; relabelled after review from driver_mismatch: a logger warning printed by many runs that never use those operators and finish: Variant of the load failure when no build metadata is known; the compiled extension does not match the installed PyTorch/Python.)',
    'msg = "xFormers was built for a different version of PyTorch or Python."',
    "WARNING[XFORMERS]: xFormers can't load C++/CUDA extensions. xFormers was built for a different version of PyTorch or Python.")
rec('none', 'benign', 'xFormers', 'v0.0.35', 'facebookresearch/xformers v0.0.35:xformers/__init__.py:62 _is_triton_available (eleventh pass, 2026-11-28: Triton import failed; the function returns False and xFormers falls back to non-Triton kernels, so the run continues.)',
    'logger.warning(\n    "A matching Triton is not available, some optimizations will not be enabled",\n    exc_info=True,\n)',
    'A matching Triton is not available, some optimizations will not be enabled')
rec('driver_mismatch', 'cause', 'xFormers', 'v0.0.35', 'facebookresearch/xformers v0.0.35:xformers/ops/fmha/flash.py:73 (module import) (eleventh pass, 2026-11-28: At import of xformers.ops the installed flash_attn version is outside the supported range and the import is aborted: library versions that do not match.)',
    'raise ImportError(\n    f"Requires Flash-Attention version >={FLASH_VER_MIN},"\n    f"<={FLASH_VER_LAST} "\n    f"but got {FLASH_VERSION}."\n)',
    'ImportError: Requires Flash-Attention version >=2.7.1,<=2.8.4 but got 2.8.3.post1+cu12torch2.7cxx11abiFALSE.')
rec('other', 'cause', 'xFormers', 'v0.0.35', 'facebookresearch/xformers v0.0.35:xformers/ops/fmha/dispatch.py:76 _run_priority_list (eleventh pass, 2026-11-28: Raised when no attention kernel accepts the inputs; the header alone only says no operator matched (the per-op reasons that follow decide whether it is a build problem or a usage problem), so by itsel)',
    'msg = f"""No operator found for `{name}` with inputs:\n{textwrap.indent(_format_inputs_description(inp), \'     \')}"""\n...\nraise NotImplementedError(msg)',
    'NotImplementedError: No operator found for `memory_efficient_attention_forward` with inputs:')
rec('driver_mismatch', 'cause', 'xFormers', 'v0.0.35', "facebookresearch/xformers v0.0.35:xformers/ops/fmha/common.py:458 AttentionOpBase.not_supported_reasons (eleventh pass, 2026-11-28: Reason line inside the 'No operator found' error when the installed xFormers has no CUDA build metadata (extension failed to load or CPU build): a build that does not match the CUDA setup.)",
    'reasons.append("xFormers wasn\'t build with CUDA support")',
    "    xFormers wasn't build with CUDA support")
rec('other', 'cause', 'xFormers', 'v0.0.35', "facebookresearch/xformers v0.0.35:xformers/ops/fmha/common.py:462 AttentionOpBase.not_supported_reasons (eleventh pass, 2026-11-28: Reason line in the dispatch error: the kernel build does not support the installed GPU's compute capability.)",
    'reasons.append(\n    f"requires device with capability >= {cls.CUDA_MINIMUM_COMPUTE_CAPABILITY} "\n    f"but your GPU has capability {device_capability} (too old)"\n)',
    '    requires device with capability >= (8, 0) but your GPU has capability (7, 0) (too old)')
rec('other', 'cause', 'FlashAttention', 'v2.8.3.post1', 'Dao-AILab/flash-attention v2.8.3.post1:csrc/flash_attn/flash_api.cpp:370 mha_fwd (eleventh pass, 2026-11-28: TORCH_CHECK in the forward entry point aborts the call when the GPU compute capability is below 8.0: the library does not support the installed GPU.)',
    'TORCH_CHECK(is_sm8x_min, "FlashAttention only supports Ampere GPUs or newer.");',
    'RuntimeError: FlashAttention only supports Ampere GPUs or newer.')
rec('driver_mismatch', 'cause', 'FlashAttention', 'v2.8.3.post1', "Dao-AILab/flash-attention v2.8.3.post1:flash_attn/flash_attn_interface.py:15 (module import; symbol cited in .github/workflows/publish.yml:51) (eleventh pass, 2026-11-28: The compiled extension is imported at module load; an undefined c10 symbol means the wheel was built against a different torch/C++ ABI than the one installed (the project's workflow comment names this)",
    'import flash_attn_2_cuda as flash_attn_gpu',
    'ImportError: /usr/local/lib/python3.10/dist-packages/flash_attn_2_cuda.cpython-310-x86_64-linux-gnu.so: undefined symbol: _ZN3c105ErrorC2ENS_14SourceLocationESs')
rec('driver_mismatch', 'cause', 'FlashAttention', 'v2.8.3.post1', 'Dao-AILab/flash-attention v2.8.3.post1:setup.py:174 (build) (eleventh pass, 2026-11-28: Build aborts because the CUDA toolkit found under CUDA_HOME is too old for the extension: toolkit version mismatch.)',
    'raise RuntimeError(\n    "FlashAttention is only supported on CUDA 11.7 and above.  "\n    "Note: make sure nvcc has a supported version by running nvcc -V."\n)',
    'RuntimeError: FlashAttention is only supported on CUDA 11.7 and above.  Note: make sure nvcc has a supported version by running nvcc -V.')
rec('none', 'benign', 'FlashAttention', 'v2.8.3.post1', 'Dao-AILab/flash-attention v2.8.3.post1:setup.py:106 check_if_cuda_home_none (eleventh pass, 2026-11-28: The source comment says it warns instead of erroring because a prebuilt wheel may be downloaded, so installation goes on.)',
    'warnings.warn(\n    f"{global_option} was requested, but nvcc was not found.  Are you sure your environment has nvcc available?  "\n    "If you\'re installing within a container from https://hub.docker.com/r/pytorch/pytorch, "\n    "only images whose names contain \'devel\' will provide nvcc."\n)',
    "UserWarning: flash_attn was requested, but nvcc was not found.  Are you sure your environment has nvcc available?  If you're installing within a container from https://hub.docker.com/r/pytorch/pytorch, only images whose names contain 'devel' will provide nvcc.")
rec('none', 'retried', 'FlashAttention', 'v2.8.3.post1', 'Dao-AILab/flash-attention v2.8.3.post1:setup.py:506 CachedWheelsCommand.run (eleventh pass, 2026-11-28: Download of the guessed prebuilt wheel failed and setup falls back to compiling from source, which may succeed.)',
    'print("Precompiled wheel not found. Building from source...")',
    'Precompiled wheel not found. Building from source...')
rec('driver_mismatch', 'cause', 'NVIDIA Apex', '25.09', 'NVIDIA/apex 25.09:apex/multi_tensor_apply/multi_tensor_apply.py:18 MultiTensorApply.check_avail (eleventh pass, 2026-11-28: The amp_C extension failed to import (not built, or built against another torch) and the first fused multi-tensor call aborts: the installed build does not provide matching compiled kernels.)',
    'raise RuntimeError(\n    "Attempted to call MultiTensorApply method, but MultiTensorApply "\n    "is not available, possibly because Apex was installed without "\n    "--cpp_ext --cuda_ext.  Original import error message:",\n    MultiTensorApply.import_err)',
    'RuntimeError: (\'Attempted to call MultiTensorApply method, but MultiTensorApply is not available, possibly because Apex was installed without --cpp_ext --cuda_ext.  Original import error message:\', ImportError("/usr/local/lib/python3.10/dist-packages/amp_C.cpython-310-x86_64-linux-gnu.so: undefined symbol: _ZN3c104cuda9SetDeviceEi"))')
rec('driver_mismatch', 'cause', 'NVIDIA Apex', '25.09', 'NVIDIA/apex 25.09:apex/optimizers/fused_adam.py:117 FusedAdam.__init__ (eleventh pass, 2026-11-28: Constructor raises when amp_C could not be imported, i.e. apex was installed without (or with mismatching) compiled CUDA extensions; same pattern for FusedLAMB/FusedSGD/FusedNovoGrad/FusedAdagrad.)',
    "raise RuntimeError('apex.optimizers.FusedAdam requires cuda extensions')",
    'RuntimeError: apex.optimizers.FusedAdam requires cuda extensions')
rec('driver_mismatch', 'cause', 'NVIDIA Apex', '25.09', 'NVIDIA/apex 25.09:setup.py:85 check_cuda_torch_binary_vs_bare_metal (eleventh pass, 2026-11-28: Build aborts because the nvcc toolkit version differs from torch.version.cuda: a toolkit/framework version mismatch.)',
    'raise RuntimeError(\n    "Cuda extensions are being compiled with a version of Cuda that does "\n    "not match the version used to compile Pytorch binaries.  "\n    "Pytorch binaries were compiled with Cuda {}.\\n".format(torch.version.cuda)\n    + "In some cases, a minor-version mismatch will not cause later errors:  " ...',
    'In some cases, a minor-version mismatch will not cause later errors:  https://github.com/NVIDIA/apex/pull/323#discussion_r287021798.  You can try commenting out this check (at your own risk).')
rec('none', 'benign', 'NVIDIA Apex', '25.09', 'NVIDIA/apex 25.09:apex/contrib/focal_loss/__init__.py:9 (module import) (eleventh pass, 2026-11-28: The ImportError of an optional contrib extension is caught and only printed; importing apex.contrib continues and jobs not using focal_loss are unaffected (same for the --bnp/groupbn message).)',
    'print("apex was installed without --focal_loss flag, apex.contrib.focal_loss is not available")',
    'apex was installed without --focal_loss flag, apex.contrib.focal_loss is not available')
rec('none', 'benign', 'NVIDIA Apex', '25.09', 'NVIDIA/apex 25.09:apex/__init__.py:42 check_cudnn_version_and_warn (eleventh pass, 2026-11-28: Warns and returns False so the caller skips the cuDNN-dependent feature; the program continues.)',
    'warnings.warn(\n    f"`{global_option}` depends on cuDNN {required_cudnn_version} or later, "\n    f"but {\'cuDNN is not available\' if not cudnn_available else cudnn_version}"\n)',
    'UserWarning: `--fast_bottleneck` depends on cuDNN 8400 or later, but 8302')
rec('none', 'benign', 'NVIDIA Apex', '25.09', 'NVIDIA/apex 25.09:setup.py:121 (module level) (eleventh pass, 2026-11-28: Printed during a build without visible GPUs (e.g. docker build); setup picks a default TORCH_CUDA_ARCH_LIST and continues.)',
    'print(\n    "\\nWarning: Torch did not find available GPUs on this system.\\n",\n    "If your intention is to cross-compile, this is not an error.\\n" ...',
    'Warning: Torch did not find available GPUs on this system.')
rec('none', 'benign', 'bitsandbytes', '0.50.1', "bitsandbytes-foundation/bitsandbytes 0.50.1:bitsandbytes/cextension.py:359 get_native_library (logged at :399) (eleventh pass, 2026-11-28; relabelled after review from driver_mismatch: logged, then a CPU-only library object that raises only when its GPU functions are called: No packaged libbitsandbytes_cuda* of the same CUDA major as torch's runtime exists; the error is logged at import and a mock library is installed that raises on the first native call: the package buil)",
    'raise RuntimeError(f"No compatible {BNB_BACKEND} binary found at {cuda_binary_path}")\n...\nlogger.error(\n    f"bitsandbytes library load error: {error_msg}",\n    exc_info=True,\n)',
    'ERROR:bitsandbytes.cextension:bitsandbytes library load error: No compatible CUDA binary found at /usr/local/lib/python3.11/site-packages/bitsandbytes/libbitsandbytes_cuda130.so')
rec('driver_mismatch', 'cause', 'bitsandbytes', '0.50.1', "bitsandbytes-foundation/bitsandbytes 0.50.1:bitsandbytes/cextension.py:304 ErrorHandlerMockBNBNativeLibrary._format_dependency_error (eleventh pass, 2026-11-28: Raised on the first native call when loading the library failed with 'cannot open shared object file': required CUDA runtime libraries are missing.)",
    'f"\\n🚨 {BNB_BACKEND} SETUP ERROR: Missing dependency: {missing_lib} 🚨\\n\\n"\nf"{BNB_BACKEND} {cuda_major_version}.x runtime libraries were not found in the LD_LIBRARY_PATH.\\n\\n"',
    '🚨 CUDA SETUP ERROR: Missing dependency: libcusparse.so.12 🚨')
rec('driver_mismatch', 'cause', 'bitsandbytes', '0.50.1', 'bitsandbytes-foundation/bitsandbytes 0.50.1:bitsandbytes/cextension.py:99 BNBNativeLibrary.__getattr__.throw_on_call (eleventh pass, 2026-11-28: The loaded library is the CPU-only build, so a GPU-only symbol is absent: installed build does not match the GPU setup.)',
    'raise RuntimeError(\n    f"Method \'{name}\' not available in CPU-only version of bitsandbytes.\\n"\n    "Reinstall with GPU support or use CUDA-enabled hardware."\n)',
    "RuntimeError: Method 'cget_managed_ptr' not available in CPU-only version of bitsandbytes.")
rec('none', 'benign', 'bitsandbytes', '0.50.1', 'bitsandbytes-foundation/bitsandbytes 0.50.1:bitsandbytes/cextension.py:74 get_cuda_bnb_library_path (eleventh pass, 2026-11-28: Same-major fallback: a compatible binary is selected and loaded, the program continues.)',
    'logger.warning(\n    f"No prebuilt binary for {\'ROCm\' if is_hip else \'CUDA\'} "\n    f"{runtime_version[0]}.{runtime_version[1]}, loading "\n    f"{\'ROCm\' if is_hip else \'CUDA\'} {selected[0]}.{selected[1]} instead. "\n    f"Set {override_var} to override."\n)',
    'WARNING:bitsandbytes.cextension:No prebuilt binary for CUDA 12.9, loading CUDA 12.8 instead. Set BNB_CUDA_VERSION to override.')
rec('none', 'benign', 'bitsandbytes', '0.50.1', 'bitsandbytes-foundation/bitsandbytes 0.50.1:bitsandbytes/cextension.py:46 get_cuda_bnb_library_path (eleventh pass, 2026-11-28: Informational notice that a user override is in effect; loading proceeds.)',
    'logger.warning(\n    f"WARNING: {override_var}={override_value} environment variable detected; loading {library_name}.\\n"\n    f"This overrides automatic {\'ROCm\' if is_hip else \'CUDA\'} version selection.\\n"\n    f"If this was unintended clear the variable and retry: unset {override_var}\\n",\n)',
    'WARNING:bitsandbytes.cextension:WARNING: BNB_CUDA_VERSION=126 environment variable detected; loading libbitsandbytes_cuda126.so.')
rec('driver_mismatch', 'cause', 'bitsandbytes', '0.50.1', "bitsandbytes-foundation/bitsandbytes 0.50.1:bitsandbytes/__init__.py:67 _import_backends (eleventh pass, 2026-11-28: An installed backend plugin fails to import at 'import bitsandbytes' and the import is aborted; typically the plugin was built against another torch (undefined symbol/ABI mismatch).)",
    'raise RuntimeError(f"bitsandbytes: failed to load backend {ext.name}: {e}") from e',
    'RuntimeError: bitsandbytes: failed to load backend intel_extension_for_pytorch: libintel-ext-pt-gpu.so: undefined symbol: _ZNK5torch8autograd4Node4nameEv')
rec('none', 'benign', 'FBGEMM_GPU', 'v1.8.0', "pytorch/FBGEMM v1.8.0:fbgemm_gpu/fbgemm_gpu/__init__.py:92 _load_library (eleventh pass, 2026-11-28: Pre-load advisory only: loading proceeds right after it and often succeeds; when it does not, the subsequent 'Could not load the library' error is the cause line (version mismatch).)",
    'logging.warning(\n    f"""\n    \\033[31m\n    FBGEMM_GPU version is {version}, which is not guaranteed to be\n    compatible with PyTorch {torch.__version__}; library loading might\n    crash!\n ...',
    'WARNING:root:')
rec('none', 'benign', 'FBGEMM_GPU', 'v1.8.0', 'pytorch/FBGEMM v1.8.0:fbgemm_gpu/fbgemm_gpu/__init__.py:80 _load_library (eleventh pass, 2026-11-28: Unknown version in the compatibility table; only a warning, loading continues.)',
    'logging.warning(\n    f"""\n    \\033[33m\n    _fbgemm_torch_compat_table has no entry for {version} of FBGEMM;\n    cannot determine compatibility with PyTorch {torch.__version__}\n    \\033[0m\n    """\n)',
    'WARNING:root:')
rec('none', 'benign', 'FBGEMM_GPU', 'v1.8.0', 'pytorch/FBGEMM v1.8.0:fbgemm_gpu/fbgemm_gpu/__init__.py:67 _load_library (eleventh pass, 2026-11-28: INFO line for locally built packages; the check is skipped and loading continues.)',
    'logging.info(\n    "FBGEMM version is INTERNAL or local, ignoring version compatibility check with PyTorch"\n)',
    'INFO:root:FBGEMM version is INTERNAL or local, ignoring version compatibility check with PyTorch')
rec('driver_mismatch', 'cause', 'mamba_ssm', 'v2.3.2.post1', 'state-spaces/mamba v2.3.2.post1:mamba_ssm/ops/selective_scan_interface.py:20 (module import) (eleventh pass, 2026-11-28: The selective-scan CUDA extension is imported unguarded when mamba_ssm is imported; an undefined c10/torch symbol means the prebuilt extension was compiled against a different torch/C++ ABI.)',
    'import selective_scan_cuda',
    'ImportError: /usr/local/lib/python3.10/dist-packages/selective_scan_cuda.cpython-310-x86_64-linux-gnu.so: undefined symbol: _ZN3c107WarningC1ESt7variantIJNS0_11UserWarningENS0_18DeprecationWarningEEERKNS_14SourceLocationESsb')
rec('driver_mismatch', 'cause', 'mamba_ssm', 'v2.3.2.post1', 'state-spaces/mamba v2.3.2.post1:mamba_ssm/ops/selective_scan_interface.py:195 MambaInnerFn.forward (eleventh pass, 2026-11-28: The import of causal_conv1d (and its causal_conv1d_cuda extension) failed silently at module load (except ImportError -> None), so the fused path aborts here; the companion CUDA extension is missing o)',
    'assert causal_conv1d_fwd_function is not None, "causal_conv1d_cuda is not available. Please install causal-conv1d."',
    'AssertionError: causal_conv1d_cuda is not available. Please install causal-conv1d.')
rec('driver_mismatch', 'cause', 'mamba_ssm', 'v2.3.2.post1', 'state-spaces/mamba v2.3.2.post1:mamba_ssm/ops/selective_scan_interface.py:390 mamba_inner_ref (eleventh pass, 2026-11-28: Same silent ImportError fallback surfacing in the reference path: the causal-conv1d extension could not be imported.)',
    'assert causal_conv1d_fn is not None, "causal_conv1d_fn is not available. Please install causal-conv1d."',
    'AssertionError: causal_conv1d_fn is not available. Please install causal-conv1d.')
rec('driver_mismatch', 'cause', 'causal-conv1d', 'v1.6.1.post4', 'Dao-AILab/causal-conv1d v1.6.1.post4:causal_conv1d/cpp_functions.py:5 (module import) (eleventh pass, 2026-11-28: The compiled extension is imported when causal_conv1d is imported; an undefined torch symbol means the wheel was built for a different torch version.)',
    'import causal_conv1d_cuda',
    'ImportError: /opt/conda/lib/python3.11/site-packages/causal_conv1d_cuda.cpython-311-x86_64-linux-gnu.so: undefined symbol: _ZN3c104cuda9SetDeviceEi')
rec('driver_mismatch', 'cause', 'mamba_ssm', 'v2.3.2.post1', 'state-spaces/mamba v2.3.2.post1:setup.py:170 (build) (eleventh pass, 2026-11-28: Source build aborts because the nvcc toolkit is too old (same check exists in causal-conv1d setup.py:171).)',
    'raise RuntimeError(\n    f"{PACKAGE_NAME} is only supported on CUDA 11.6 and above.  "\n    "Note: make sure nvcc has a supported version by running nvcc -V."\n)',
    'RuntimeError: mamba_ssm is only supported on CUDA 11.6 and above.  Note: make sure nvcc has a supported version by running nvcc -V.')
rec('none', 'benign', 'mamba_ssm', 'v2.3.2.post1', 'state-spaces/mamba v2.3.2.post1:setup.py:155 (build) (eleventh pass, 2026-11-28: Advisory during build on ROCm 6.0; setup continues.)',
    'warnings.warn(\n    f"{PACKAGE_NAME} requires a patch to be applied when running on ROCm 6.0. "\n    "Refer to the README.md for detailed instructions.",\n    UserWarning\n)',
    'UserWarning: mamba_ssm requires a patch to be applied when running on ROCm 6.0. Refer to the README.md for detailed instructions.')
rec('none', 'retried', 'mamba_ssm', 'v2.3.2.post1', 'state-spaces/mamba v2.3.2.post1:setup.py:358 CachedWheelsCommand.run (eleventh pass, 2026-11-28: Download of the matching prebuilt wheel failed; setup falls back to compiling from source, which can succeed.)',
    'print("Precompiled wheel not found. Building from source...")',
    'Precompiled wheel not found. Building from source...')
rec('none', 'benign', 'xFormers', 'v0.0.35', 'facebookresearch/xformers v0.0.35:xformers/ops/fmha/flash3.py:129 (module import) (eleventh pass, 2026-11-28: An installed flash_attn_3 whose operator schema does not match is ignored; _C_flashattention3 stays None and dispatch falls back to other kernels, so the run continues.)',
    'logger.warning(f"Flash-Attention 3 package can\'t be used: {incompat_reason}")',
    "WARNING:xformers.ops.fmha.flash3:Flash-Attention 3 package can't be used: flash_attn_3::fwd operator is not compatible")
rec('other', 'cause', 'FlashAttention (CuTe / FA4)', 'fa4-v4.0.0.beta27', 'Dao-AILab/flash-attention fa4-v4.0.0.beta27:flash_attn/cute/interface.py:681 _flash_attn_fwd (eleventh pass, 2026-11-28: The forward entry aborts when the detected GPU architecture is older than SM80: the library does not support the installed GPU.)',
    'assert arch // 10 in [8, 9, 10, 11, 12], "Unsupported compute capability. Supported: 8.x, 9.x, 10.x, 11.x, 12.x"',
    'AssertionError: Unsupported compute capability. Supported: 8.x, 9.x, 10.x, 11.x, 12.x')
rec('other', 'cause', 'FlashAttention (CuTe / FA4)', 'fa4-v4.0.0.beta27', 'Dao-AILab/flash-attention fa4-v4.0.0.beta27:flash_attn/cute/interface.py:2677 _flash_attn_bwd_sparse_mla (eleventh pass, 2026-11-28: A Blackwell-only kernel path is entered on a GPU of another generation and aborts: kernel/GPU mismatch.)',
    'assert arch // 10 in [10, 11], "Unsupported compute capability. Supported: 10.x, 11.x"',
    'AssertionError: Unsupported compute capability. Supported: 10.x, 11.x')
rec('rendezvous_failure', 'cause', 'MLX', '846d17622', "ml-explore/mlx 846d17622:mlx/distributed/utils.cpp:193 TCPSocket::connect (eleventh pass, 2026-11-28: Raised after all exponential-backoff connect attempts to the neighbour's address from the hostfile fail, i.e. the peer never listened or is unreachable.)",
    'throw_socket_error(tag, "Couldn\'t connect"); // msg << tag << " " << action << " (error: " << errno << ")"',
    "RuntimeError: [ring] Couldn't connect (error: 111)")
rec('rendezvous_failure', 'cause', 'MLX', '846d17622', 'ml-explore/mlx 846d17622:mlx/distributed/utils.cpp:116 TCPSocket::listen (eleventh pass, 2026-11-28: bind() of the hostfile address for this rank failed (errno 98 EADDRINUSE: port already in use), so the ring cannot be formed.)',
    'throw_socket_error(tag, "Couldn\'t bind socket");',
    "RuntimeError: [ring] Couldn't bind socket (error: 98)")
rec('socket_iface', 'cause', 'MLX', '846d17622', 'ml-explore/mlx 846d17622:mlx/distributed/utils.cpp:116 TCPSocket::listen (eleventh pass, 2026-11-28: errno 99 EADDRNOTAVAIL: the IP given for this rank in MLX_HOSTFILE is not an address of any local interface, a wrong address was chosen.)',
    'throw_socket_error(tag, "Couldn\'t bind socket");',
    "RuntimeError: [ring] Couldn't bind socket (error: 99)")
rec('none', 'retried', 'MLX', '846d17622', 'ml-explore/mlx 846d17622:mlx/distributed/ring/ring.cpp:330 make_connections (eleventh pass, 2026-11-28: Verbose log printed between connect retries with backoff while the neighbour rank is not yet listening; the next attempt may succeed.)',
    'log_info(verbose, "Attempt", attempt, "waiting", wait, "ms (error:", errno, ")");',
    '[ring] Attempt 2 waiting 4000 ms (error: 111 )')
rec('none', 'consequence', 'MLX', '846d17622', 'ml-explore/mlx 846d17622:mlx/distributed/utils.cpp:154 TCPSocket::recv (eleventh pass, 2026-11-28: recv() returned <=0 on an established rendezvous socket, which happens when the peer process died or closed the connection.)',
    'msg << tag << " Recv failed with errno=" << errno;',
    'RuntimeError: [jaccl] Recv failed with errno=104')
rec('none', 'consequence', 'MLX', '846d17622', "ml-explore/mlx 846d17622:mlx/distributed/ring/ring.cpp:195 SocketThread::recv (eleventh pass, 2026-11-28: The ring's socket worker thread logs a failed recv on an open ring connection (connection reset), typically because the neighbour rank exited.)",
    'log_info(true, "Receiving from socket", fd_, "failed with errno", errno);',
    '[ring] Receiving from socket 12 failed with errno 104')
rec('other', 'cause', 'MLX', '846d17622', 'ml-explore/mlx 846d17622:mlx/distributed/ring/ring.cpp:836 init (eleventh pass, 2026-11-28: Strict ring init without the launcher-provided env vars: a usage/configuration error.)',
    'msg << "[ring] You need to provide via environment variables both a rank (MLX_RANK) " << "and a hostfile (MLX_HOSTFILE) but provided MLX_RANK=\\"" << ((rank_str) ? rank_str : "") << "\\" and MLX_HOSTFILE=\\"" << ((hostfile) ? hostfile : "") << "\\"";',
    'RuntimeError: [ring] You need to provide via environment variables both a rank (MLX_RANK) and a hostfile (MLX_HOSTFILE) but provided MLX_RANK="" and MLX_HOSTFILE=""')
rec('rendezvous_failure', 'cause', 'MLX', '846d17622', "ml-explore/mlx 846d17622:mlx/distributed/nccl/nccl.cpp:252 bootstrap_unique_id (eleventh pass, 2026-11-28: Non-zero ranks retry connecting to rank 0's NCCL-id socket until the timeout; rank 0 never became reachable at NCCL_HOST_IP:NCCL_PORT.)",
    'msg << "[Rank " << rank << "] connect() failed after " << timeout_ms << " milliseconds and " << attempt << " retries: " << strerror(errno);',
    'RuntimeError: [Rank 3] connect() failed after 300000 milliseconds and 599 retries: Connection refused')
rec('rendezvous_failure', 'cause', 'MLX', '846d17622', 'ml-explore/mlx 846d17622:mlx/distributed/nccl/nccl.cpp:175 bootstrap_unique_id (eleventh pass, 2026-11-28: Rank 0 cannot bind the NCCL_PORT used to distribute the ncclUniqueId, so the bootstrap fails (port in use).)',
    'msg << "[nccl] bind() failed: " << strerror(errno);',
    'RuntimeError: [nccl] bind() failed: Address already in use')
rec('rendezvous_failure', 'cause', 'MLX', '846d17622', 'ml-explore/mlx 846d17622:mlx/distributed/nccl/nccl.cpp:209 bootstrap_unique_id (eleventh pass, 2026-11-28: gethostbyname of the master host in NCCL_HOST_IP failed, so non-zero ranks cannot reach rank 0.)',
    'throw std::runtime_error("[nccl] lookup failed for host: " + host);',
    'RuntimeError: [nccl] lookup failed for host: node-0')
rec('none', 'retried', 'MLX', '846d17622', 'ml-explore/mlx 846d17622:mlx/distributed/jaccl/lib/jaccl/rdma.cpp:355 TCPAllGather (eleventh pass, 2026-11-28: Callback printed between TCP connect retries to the coordinator during JACCL setup; a later attempt may succeed.)',
    'std::cerr << IBV_TAG << " Connection attempt " << attempt << " waiting " << wait << " ms" << std::endl;',
    '[jaccl] Connection attempt 1 waiting 2000 ms')
rec('rendezvous_failure', 'cause', 'OneFlow', 'v1.0.0', 'Oneflow-Inc/oneflow v1.0.0:oneflow/core/control/ctrl_server.cpp:35 CtrlServer::CtrlServer (eleventh pass, 2026-11-28: gRPC could not bind the control-plane port (already in use), so the CtrlServer aborts the process at startup.)',
    'CHECK_EQ(port(), bound_port) << "Port " << port() << " is unavailable";',
    'F1128 21:55:02.412345 48213 ctrl_server.cpp:35] Check failed: port() == bound_port (29500 vs. 0) Port 29500 is unavailable')
rec('rendezvous_failure', 'cause', 'OneFlow', 'v1.0.0', "Oneflow-Inc/oneflow v1.0.0:oneflow/core/control/rank_info_bootstrap_server.cpp:112 RankInfoBootstrapServer::CheckServerStatus (eleventh pass, 2026-11-28: Rank 0's bootstrap server gives up after the retry budget because not all ranks registered with it, i.e. ranks never met.)",
    'LOG(FATAL) << "CheckServerStatus() failed, rpc server on some rank are not ready, please check " "whether the processes on all ranks are " "created successfully.";',
    'F1128 21:58:10.004512 48213 rank_info_bootstrap_server.cpp:112] CheckServerStatus() failed, rpc server on some rank are not ready, please check whether the processes on all ranks are created successfully.')
rec('none', 'retried', 'OneFlow', 'v1.0.0', 'Oneflow-Inc/oneflow v1.0.0:oneflow/core/control/rank_info_bootstrap_server.cpp:103 RankInfoBootstrapServer::CheckServerStatus (eleventh pass, 2026-11-28: Warning inside the polling loop while waiting for the other ranks to register; the loop continues and may succeed when slower nodes start.)',
    'LOG(WARNING) << "BootstrapServer not ready, rpc server on some rank have not been created " "successfully. Failed at " << retry_idx + 1 << " times, total ranks(world_size): " << world_size_ << ", ready ranks: " << valid_size;',
    'W1128 21:55:20.118233 48213 rank_info_bootstrap_server.cpp:103] BootstrapServer not ready, rpc server on some rank have not been created successfully. Failed at 4 times, total ranks(world_size): 16, ready ranks: 8')
rec('none', 'retried', 'OneFlow', 'v1.0.0', "Oneflow-Inc/oneflow v1.0.0:oneflow/core/control/rpc_client.cpp:201 RpcClient::LoadServer (eleventh pass, 2026-11-28: Printed only for gRPC UNAVAILABLE, after which the client sleeps and retries connecting to the master's control server.)",
    'LOG(WARNING) << "LoadServer " << request.addr() << " Failed at " << retry_idx + 1 << " times" << " error_code: " << st.error_code() << " error_message: " << st.error_message();',
    'W1128 21:55:08.771002 51102 rpc_client.cpp:201] LoadServer 10.0.0.1 Failed at 4 times error_code: 14 error_message: failed to connect to all addresses')
rec('rendezvous_failure', 'cause', 'OneFlow', 'v1.0.0', 'Oneflow-Inc/oneflow v1.0.0:oneflow/core/control/rpc_client.cpp:212 RpcClient::LoadServer (eleventh pass, 2026-11-28: All LoadServer retries got UNAVAILABLE: the master/control server address never became reachable.)',
    'CHECK_LT(retry_idx, rpc_client_max_retry_times());',
    'F1128 21:59:08.771002 51102 rpc_client.cpp:212] Check failed: retry_idx < rpc_client_max_retry_times() (60 vs. 60)')
rec('none', 'consequence', 'OneFlow', 'v1.0.0', "Oneflow-Inc/oneflow v1.0.0:oneflow/core/control/ctrl_client.cpp:55 GrpcCtrlClient heartbeat thread (eleventh pass, 2026-11-28: The heartbeat thread aborts when another machine's control server stops answering, which happens when that node's process died.)",
    'GRPC_CHECK(rpc_client_.GetStubAt(i)->CallMethod<CtrlMethod::kLoadServer>(&client_ctx, request, &response)) << "Machine " << i << " lost";',
    'F1128 22:03:41.220190 51140 ctrl_client.cpp:55] Check failed: rpc_client_.GetStubAt(i)->CallMethod<CtrlMethod::kLoadServer>( &client_ctx, request, &response).error_code() == grpc::StatusCode::OK (14 vs. 0) Machine 1 lost')
rec('none', 'benign', 'OneFlow', 'v1.0.0', 'Oneflow-Inc/oneflow v1.0.0:oneflow/core/control/ctrl_server.cpp:40 CtrlServer::CtrlServer (eleventh pass, 2026-11-28: Informational startup line after a successful bind.)',
    'LOG(INFO) << "CtrlServer listening on " << "0.0.0.0:" + std::to_string(port());',
    'I1128 21:55:02.412345 48213 ctrl_server.cpp:40] CtrlServer listening on 0.0.0.0:29500')
rec('none', 'consequence', 'OneFlow', 'v1.0.0', "Oneflow-Inc/oneflow v1.0.0:python/oneflow/distributed/launch.py:184 main.sigkill_handler (eleventh pass, 2026-11-28: The launcher kills its remaining local workers after one exited with an error or the launcher got a signal; it reports another process's failure.)",
    'print(f"Killing subprocess {process.pid}")',
    'Killing subprocess 48213')
rec('none', 'benign', 'OneFlow', 'v1.0.0', 'Oneflow-Inc/oneflow v1.0.0:python/oneflow/distributed/launch.py:120 main (eleventh pass, 2026-11-28: Printed on every multi-process launch without OMP_NUM_THREADS set; purely informational.)',
    'print("*****************************************\\n" "Setting OMP_NUM_THREADS environment variable for each process " "to be {} in default, to avoid your system being overloaded, " "please further tune the variable for optimal performance in " "your application as needed. \\n" "*****************************************".format(current_env["OMP_NUM_THREADS"]))',
    'Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your system being overloaded, please further tune the variable for optimal performance in your application as needed. ')
rec('ib_unusable', 'cause', 'OneFlow', 'v1.0.0', 'Oneflow-Inc/oneflow v1.0.0:oneflow/core/comm_network/ibverbs/ibverbs_comm_network.cpp:128 IBVerbsCommNet::IBVerbsCommNet (eleventh pass, 2026-11-28: With RDMA comm-net enabled, ibv_open_device on the chosen HCA failed, so the process aborts: IB is present but unusable.)',
    'CHECK(context_ != NULL) << "Error, failed to open the IB device " << ibv::wrapper.ibv_get_device_name(device);',
    'F1128 21:56:31.009921 48213 ibverbs_comm_network.cpp:128] Check failed: context_ != NULL Error, failed to open the IB device mlx5_0')
rec('other', 'cause', 'OneFlow', 'v1.0.0', 'Oneflow-Inc/oneflow v1.0.0:oneflow/core/comm_network/ibverbs/ibverbs_comm_network.cpp:125 IBVerbsCommNet::IBVerbsCommNet (eleventh pass, 2026-11-28: The IB device name given by the user (ONEFLOW_COMM_NET_IB_HCA) is not among the devices found: a configuration error.)',
    'CHECK(device != nullptr) << "No IB device match " << user_device;',
    'F1128 21:56:31.009921 48213 ibverbs_comm_network.cpp:125] Check failed: device != nullptr No IB device match mlx5_4')
rec('none', 'benign', 'OneFlow', 'v1.0.0', 'Oneflow-Inc/oneflow v1.0.0:oneflow/core/job/env_global_objects_scope.cpp:293 EnvGlobalObjectsScope::Init (eleventh pass, 2026-11-28: Printed when the IB comm-net is not enabled/available; initialisation goes on with the epoll (TCP) comm-net.)',
    'LOG(WARNING) << "Skip init RDMA because RDMA is unavailable!";',
    'W1128 21:55:02.530114 48213 env_global_objects_scope.cpp:293] Skip init RDMA because RDMA is unavailable!')
rec('none', 'consequence', 'OneFlow', 'v1.0.0', "Oneflow-Inc/oneflow v1.0.0:oneflow/core/comm_network/epoll/io_event_poller.cpp:99 IOEventPoller::EpollLoop (eleventh pass, 2026-11-28: The epoll comm-net aborts when a peer machine's socket hangs up (EPOLLRDHUP), which follows the peer process dying.)",
    'LOG(FATAL) << "fd " << io_handler->fd << " closed by peer";',
    'F1128 22:04:12.771245 48300 io_event_poller.cpp:99] fd 57 closed by peer')
rec('ssh_failure', 'cause', 'MLX (mlx.distributed_config)', '846d17622', "ml-explore/mlx 846d17622:python/mlx/_distributed_utils/config.py:423 check_ssh_connections (eleventh pass, 2026-11-28: The config tool ssh'd to each host in parallel and some failed; it then lists them and exits 1.)",
    'log_error("Could not ssh to the following hosts:")',
    '\x1b[31m[ERROR] Could not ssh to the following hosts: \x1b[0m')
rec('remote_missing_file', 'cause', 'MLX (mlx.launch)', '846d17622', 'ml-explore/mlx 846d17622:python/mlx/_distributed_utils/launch.py:129 RemoteProcess.make_launch_script (eleventh pass, 2026-11-28: The ssh launch script echoes this on a remote node when the requested working directory does not exist there, so the program then runs without its files.)',
    'script += f" echo \'Failed to change directory to\' {qd} >&2; "',
    'Failed to change directory to /Users/me/project')
rec('none', 'consequence', 'MLX (mlx.launch)', '846d17622', "ml-explore/mlx 846d17622:python/mlx/_distributed_utils/launch.py:222 _launch_with_io._thread_fn (eleventh pass, 2026-11-28: The launcher reports a remote rank's non-zero exit status; the cause is in that rank's own output.)",
    'log_warning(f"Node with rank {rank} exited with code {exit_codes[rank][0]}")',
    '\x1b[33m[WARN] Node with rank 1 exited with code 1 \x1b[0m')
rec('none', 'consequence', 'MLX (mlx.launch)', '846d17622', "ml-explore/mlx 846d17622:python/mlx/_distributed_utils/launch.py:220 _launch_with_io._thread_fn (eleventh pass, 2026-11-28: The launcher reports that a rank's process was terminated by a signal (often by the launcher itself after another rank failed).)",
    'log_warning(f"Node with rank {rank} was killed")',
    '\x1b[33m[WARN] Node with rank 0 was killed \x1b[0m')
rec('none', 'benign', 'MLX', '846d17622', "ml-explore/mlx 846d17622:mlx/distributed/mpi/mpi.cpp:117 MPIWrapper::MPIWrapper (eleventh pass, 2026-11-28; relabelled after review from driver_mismatch: mpi.cpp warns and init any falls back to the other backends: The dlopen'ed libmpi is a different MPI implementation than the one MLX is built against, so the MPI backend is disabled (library mismatch).)",
    'std::cerr << "[mpi] MPI found but it does not appear to be Open MPI." << "MLX requires Open MPI but this is " << version << std::endl;',
    '[mpi] MPI found but it does not appear to be Open MPI.MLX requires Open MPI but this is MPICH Version:\t4.1.2')
rec('other', 'cause', 'MLX', '846d17622', 'ml-explore/mlx 846d17622:mlx/distributed/mpi/mpi.cpp:509 init (eleventh pass, 2026-11-28: Strict MPI init in a program not started by mpirun: a usage error.)',
    'throw std::runtime_error("[mpi] The world has a single process. Launch with mpirun to " "initialize the mpi backend.");',
    'RuntimeError: [mpi] The world has a single process. Launch with mpirun to initialize the mpi backend.')

rec('none', 'benign', 'NVSHMEM', 'v3.4.5-0', 'NVIDIA/nvshmem v3.4.5-0:src/modules/transport/ibrc/ibrc.cpp:1978 nvshmemt_init (seventeenth session, 2026-11-29; relabelled after review: no dma-buf and no GPUDirect RDMA module, so the IB transport is skipped; a single-node run goes on over P2P, and only an init failure after it (topo.cpp:468) makes it the cause, through the context rule)',
    'NVSHMEMI_ERROR_PRINT(\n                "neither nv_peer_mem, or nvidia_peermem detected. Skipping transport.\\n");',
    '/opt/nvshmem/src/modules/transport/ibrc/ibrc.cpp:nvshmemt_init:1978: neither nv_peer_mem, or nvidia_peermem detected. Skipping transport.')
rec('rendezvous_failure', 'cause', 'gRPC core', 'v1.x', 'grpc/grpc src/core/lib/iomgr/tcp_server_utils_posix_common.cc prepare_socket (seventeenth session, 2026-11-29: bind() of the server port failed; EADDRINUSE: another process holds the port)',
    'gpr_log(GPR_ERROR, "bind addr=%s: %s", addr_str, strerror(errno));',
    'E0727 11:38:35.762428930   22857 tcp_server_utils_posix_common.cc:214]     bind addr=[::]:8476: Address already in use')
rec('cuda_oom', 'cause', 'libtpu (XLA:TPU compiler)', '2024', 'closed source; the message as quoted in huggingface/diffusers#856, LargeWorldModel/LWM#60, erfanzar/EasyDeL#166 (seventeenth session, 2026-11-29: the compiled program needs more HBM than a TPU core has)',
    'RESOURCE_EXHAUSTED: XLA:TPU compile permanent error. Ran out of memory in memory space hbm. Used %s of %s hbm. Exceeded hbm capacity by %s.',
    'jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: XLA:TPU compile permanent error. Ran out of memory in memory space hbm. Used 63.80G of 30.75G hbm. Exceeded hbm capacity by 33.05G.')
rec('other', 'cause', 'CPython', '3.11', 'python/cpython v3.11.2:Objects/exceptions.c OSError_str with glibc strerror(ENOSPC) (seventeenth session, 2026-11-29: a write to a full filesystem other than /dev/shm)',
    'PyUnicode_FromFormat("[Errno %S] %S: %R", self->myerrno, self->strerror, self->filename)',
    "OSError: [Errno 28] No space left on device: '/scratch/run7/checkpoints/global_step4000/mp_rank_00_model_states.pt'")
rec('other', 'cause', 'CPython', '3.11', 'python/cpython v3.11.2:Objects/exceptions.c OSError_str with glibc strerror(EDQUOT) (seventeenth session, 2026-11-29: the user\'s quota on the filesystem is used up)',
    'PyUnicode_FromFormat("[Errno %S] %S: %R", self->myerrno, self->strerror, self->filename)',
    "OSError: [Errno 122] Disk quota exceeded: '/home/user/.cache/huggingface/hub/tmpa81k2'")
rec('shm_exhausted', 'cause', 'CPython', '3.11', 'python/cpython v3.11.2:Objects/exceptions.c OSError_str with glibc strerror(ENOSPC) on a /dev/shm path (seventeenth session, 2026-11-29: a full disk\'s pattern must not take the shared-memory case)',
    'PyUnicode_FromFormat("[Errno %S] %S: %R", self->myerrno, self->strerror, self->filename)',
    "OSError: [Errno 28] No space left on device: '/dev/shm/psm_4f2a9c'")
rec('ssh_failure', 'cause', 'ColossalAI', 'v0.5.1', "hpcaitech/ColossalAI v0.5.1:colossalai/cli/launcher/multinode_runner.py:56 run_on_host (twelfth pass, 2026-11-29: `colossalai run` executes each node's command through a fabric (paramiko ssh) Connection; when the ssh connect itself raises (NoValidConnectionsError, as here) the launcher cannot reach the node and t)",
    'click.echo(\n    f"Error: failed to run {cmds} on {hostinfo.hostname}, is localhost: {hostinfo.is_local_host}, exception: {e}"\n)',
    'Error: failed to run torchrun --nproc_per_node=8 --nnodes=2 --node_rank=1 --master_addr=worker-0 --master_port=29500 train.py on worker-1, is localhost: False, exception: [Errno None] Unable to connect to port 22 on 10.0.0.12')
rec('none', 'consequence', 'ColossalAI', 'v0.5.1', "hpcaitech/ColossalAI v0.5.1:colossalai/cli/launcher/multinode_runner.py:56 run_on_host (twelfth pass, 2026-11-29: Same echo as the ssh case, but with fabric's UnexpectedExit the connection worked and torchrun on that node merely exited non-zero, so the line only reports that the training processes failed for some)",
    'click.echo(\n    f"Error: failed to run {cmds} on {hostinfo.hostname}, is localhost: {hostinfo.is_local_host}, exception: {e}"\n)',
    'Error: failed to run torchrun --nproc_per_node=8 --nnodes=2 --node_rank=0 --master_addr=worker-0 --master_port=29500 train.py on worker-0, is localhost: True, exception: Encountered a bad command exit code!')
rec('none', 'consequence', 'ColossalAI', 'v0.5.1', "hpcaitech/ColossalAI v0.5.1:colossalai/cli/launcher/run.py:315 launch_multi_processes (twelfth pass, 2026-11-29: After all per-node runners return, the launcher prints each node's status and exits 1 if any said failure; it is a summary of a failure reported earlier by the node's own output.)",
    'click.echo("\\n====== Training on All Nodes =====")\nfor hostname, msg in msg_from_node.items():\n    click.echo(f"{hostname}: {msg}")',
    'worker-1: failure')
rec('other', 'cause', 'ColossalAI', 'v0.5.1', 'hpcaitech/ColossalAI v0.5.1:colossalai/cli/launcher/run.py:34 fetch_hostfile (twelfth pass, 2026-11-29: `colossalai run --hostfile` checks the hostfile path on the launching machine and exits when it is missing: a usage error of the launcher.)',
    'if not os.path.isfile(hostfile_path):\n    click.echo(f"Error: Unable to find the hostfile, no such file: {hostfile_path}")\n    exit()',
    'Error: Unable to find the hostfile, no such file: ./hostfile')
rec('other', 'cause', 'ColossalAI', 'v0.5.1', 'hpcaitech/ColossalAI v0.5.1:colossalai/initialize.py:171 launch_from_torch (twelfth pass, 2026-11-29: launch_from_torch reads RANK/LOCAL_RANK/WORLD_SIZE/MASTER_ADDR/MASTER_PORT set by torchrun and raises when one is absent, i.e. the script was started without the launcher it expects.)',
    'except KeyError as e:\n    raise RuntimeError(\n        f"Could not find {e} in the torch environment, visit https://www.colossalai.org/ for more information on launching with torch"\n    )',
    "RuntimeError: Could not find 'MASTER_ADDR' in the torch environment, visit https://www.colossalai.org/ for more information on launching with torch")
rec('none', 'benign', 'ColossalAI', 'v0.5.1', 'hpcaitech/ColossalAI v0.5.1:colossalai/initialize.py:75 launch (twelfth pass, 2026-11-29: Logged on rank 0 after init_process_group succeeded and the device was set; it marks a healthy start.)',
    'logger.info(f"Distributed environment is initialized, world size: {dist.get_world_size()}", ranks=[0])',
    '[11/29/26 00:12:31] INFO     colossalai - colossalai - INFO: Distributed environment is initialized, world size: 16')
rec('other', 'cause', 'ColossalAI', 'v0.5.1', 'hpcaitech/ColossalAI v0.5.1:colossalai/booster/plugin/hybrid_parallel_plugin.py:1052 HybridParallelPlugin.__init__ (twelfth pass, 2026-11-29: The plugin constructor checks that the world size fits the requested tensor/pipeline parallel sizes before building the process-group mesh; a configuration error of the distributed layout.)',
    'assert (\n    dist.get_world_size() % (tp_size * pp_size) == 0\n), f"World size {dist.get_world_size()} is not divisible by tp_size {tp_size} * pp_size {pp_size}"',
    'AssertionError: World size 12 is not divisible by tp_size 8 * pp_size 1')
rec('none', 'benign', 'ColossalAI', 'v0.5.1', 'hpcaitech/ColossalAI v0.5.1:colossalai/booster/plugin/hybrid_parallel_plugin.py:1071 HybridParallelPlugin.__init__ (twelfth pass, 2026-11-29: The plugin overrides sp_size to 1 and carries on; a warning on a healthy run.)',
    'self.logger.warning(\n    f"The sp_size will be the same as tp_size in sequence parallelism mode {self.sequence_parallelism_mode}, will ignore the given sequence parallelism size.",\n    ranks=[0],\n)',
    '[11/29/26 00:12:33] WARNING  colossalai - colossalai - WARNING: The sp_size will be the same as tp_size in sequence parallelism mode split_gather, will ignore the given sequence parallelism size.')
rec('cuda_oom', 'cause', 'ColossalAI', 'v0.5.1', "hpcaitech/ColossalAI v0.5.1:colossalai/zero/gemini/placement_policy.py:206 AutoPlacementPolicy.evict_tensors (twelfth pass, 2026-11-29: Gemini's auto placement evicts chunks to CPU to make room on the GPU and raises when even evicting every evictable chunk frees too little device memory.)",
    'raise RuntimeError(\n    f"Adjust layout failed! No enough CUDA memory! "\n    f"Need {to_free_cuda_model_data}, freed {freed_cuda_model_data}"\n)',
    'RuntimeError: Adjust layout failed! No enough CUDA memory! Need 1073741824, freed 536870912')
rec('driver_mismatch', 'cause', 'ColossalAI', 'v0.5.1', "hpcaitech/ColossalAI v0.5.1:extensions/utils.py:89 check_system_pytorch_cuda_match (twelfth pass, 2026-11-29: Before building its CUDA kernels the extension loader compares nvcc's major version with torch.version.cuda and refuses on a major mismatch: a toolkit/framework build mismatch.)",
    'raise Exception(\n    f"[extension] Failed to build PyTorch extension because the detected CUDA version ({bare_metal_major}.{bare_metal_minor}) "\n    f"mismatches the version that was used to compile PyTorch ({torch_cuda_major}.{torch_cuda_minor})."\n    "Please make sure you have set the CUDA_HOME correctly and installed the correct PyTorch in https://pytorch.org/get-started/locally/ ."\n)',
    'Exception: [extension] Failed to build PyTorch extension because the detected CUDA version (11.8) mismatches the version that was used to compile PyTorch (12.1).Please make sure you have set the CUDA_HOME correctly and installed the correct PyTorch in https://pytorch.org/get-started/locally/ .')
rec('none', 'benign', 'ColossalAI', 'v0.5.1', 'hpcaitech/ColossalAI v0.5.1:extensions/utils.py:96 check_system_pytorch_cuda_match (twelfth pass, 2026-11-29: Only a minor-version difference: the function warns and returns True, compilation goes on.)',
    'warnings.warn(\n    f"[extension] The CUDA version on the system ({bare_metal_major}.{bare_metal_minor}) does not match with the version ({torch_cuda_major}.{torch_cuda_minor}) torch was compiled with. "\n    "The mismatch is found in the minor version. As the APIs are compatible, we will allow compilation to proceed. "\n    "If you encounter any issue when using the built kernel, please try to build it again with fully matched CUDA versions"\n)',
    'UserWarning: [extension] The CUDA version on the system (12.4) does not match with the version (12.1) torch was compiled with. The mismatch is found in the minor version. As the APIs are compatible, we will allow compilation to proceed. If you encounter any issue when using the built kernel, please try to build it again with fully matched CUDA versions')
rec('other', 'cause', 'FairScale', 'v0.4.13', 'facebookresearch/fairscale v0.4.13:fairscale/nn/model_parallel/utils.py:30 ensure_divisibility (twelfth pass, 2026-11-29: initialize_model_parallel calls ensure_divisibility(world_size, model_parallel_size[*pipeline_length]); the assert fires when the world size does not fit the model-parallel layout.)',
    'assert numerator % denominator == 0, "{} is not divisible by {}".format(numerator, denominator)',
    'AssertionError: 12 is not divisible by 8')
rec('none', 'benign', 'FairScale', 'v0.4.13', 'facebookresearch/fairscale v0.4.13:fairscale/nn/model_parallel/initialize.py:78 initialize_model_parallel (twelfth pass, 2026-11-29: Printed on rank 0 at the start of model-parallel group creation, before any group is built; normal start-up output.)',
    'print("> initializing model parallel with size {}".format(model_parallel_size_))',
    '> initializing model parallel with size 2')
rec('collective_timeout', 'cause', 'FairScale', 'v0.4.13', "facebookresearch/fairscale v0.4.13:fairscale/experimental/nn/data_parallel/gossip/distributed.py:1016 SlowMoDistributedDataParallel._sgp_query_gossip_queue (twelfth pass, 2026-11-29: The training thread waits HEARTBEAT_TIMEOUT (300 s) for the gossip thread's point-to-point exchange with its peers to finish and raises when it never does: the gossip communication hung.)",
    'if not non_blocking and not self.gossip_flag.wait(timeout=HEARTBEAT_TIMEOUT):\n    raise RuntimeError("Gossip flag timeout")',
    'RuntimeError: Gossip flag timeout')
rec('none', 'retried', 'FairScale', 'v0.4.13', "facebookresearch/fairscale v0.4.13:fairscale/experimental/nn/data_parallel/gossip/distributed.py:1183 SlowMoDistributedDataParallel._sgp_gossip_target (twelfth pass, 2026-11-29: The gossip loop catches the error, cleans its buffers and marks the round as interrupted (ps_weight -1), which the main thread treats as 'atomic gossip was interrupted so try again'; the loop continue)",
    'except RuntimeError as e:\n    logger.warning("received runtime error {}".format(e))\n    for gossiper in gossipers.values():\n        gossiper.clean_msg_buffers_()\n    gossip_ps_weight.fill_(-1)',
    '3: WARNING -- Thread-1 -- received runtime error Connection reset by peer')
rec('none', 'benign', 'FairScale', 'v0.4.13', 'facebookresearch/fairscale v0.4.13:fairscale/nn/data_parallel/fully_sharded_data_parallel.py:356 FullyShardedDataParallel.__init__ (twelfth pass, 2026-11-29: FSDP falls back to its own process group for reduce-scatter and continues; a performance warning on a run that goes on.)',
    'logging.warning(\n    "Rolled back to use the default process group for the reduce scatter "\n    "operation because the reduce_scatter process group "\n    f"size is {reduce_scatter_group_size}, which is different with the "\n    f"world size {self.world_size}. Please make sure the process_group "\n    "parameter uses all the available ranks for the optimal performance."\n)',
    'WARNING:root:Rolled back to use the default process group for the reduce scatter operation because the reduce_scatter process group size is 16, which is different with the world size 8. Please make sure the process_group parameter uses all the available ranks for the optimal performance.')
rec('other', 'cause', 'FairScale', 'v0.4.13', "facebookresearch/fairscale v0.4.13:fairscale/internal/parallel.py:112 get_process_group_cached (twelfth pass, 2026-11-29: FSDP asks for a cached process group before init_process_group was called by the program: a usage/ordering error in the user's setup, not a network failure.)",
    'raise RuntimeError("torch.distributed is not yet initialized but process group is requested.")',
    'RuntimeError: torch.distributed is not yet initialized but process group is requested.')
rec('other', 'cause', 'FairScale', 'v0.4.13', 'facebookresearch/fairscale v0.4.13:fairscale/nn/pipe/pipe.py:141 split_module (twelfth pass, 2026-11-29: Pipe checks its balance list against the devices it was given before placing partitions; the configured pipeline needs more devices than were passed.)',
    'raise IndexError(\n    "too few devices to hold given partitions " f"(devices: {len(devices)}, partitions: {len(balance)})"\n)',
    'IndexError: too few devices to hold given partitions (devices: 4, partitions: 8)')
rec('none', 'benign', 'FairScale', 'v0.4.13', 'facebookresearch/fairscale v0.4.13:fairscale/nn/data_parallel/sharded_ddp.py:177 ShardedDataParallel.__init__ (twelfth pass, 2026-11-29: ShardedDDP with a single rank just disables its reduce buckets and continues.)',
    'if dist.get_world_size(self._process_group) == 1:\n    self._buffer_max_size = 0\n    logging.info("Training is not really distributed, single rank. Deactivating buckets")',
    'INFO:root:Training is not really distributed, single rank. Deactivating buckets')
rec('driver_mismatch', 'cause', 'GPT-NeoX', 'ea7aefd8', 'EleutherAI/gpt-neox ea7aefd8:megatron/initialize.py:44 initialize_megatron (twelfth pass, 2026-11-29: initialize_megatron asserts that torch sees CUDA before distributed init; it fires when the CUDA runtime/driver is unusable or torch is a CPU build (no GPU visible).)',
    'assert torch.cuda.is_available(), "Megatron requires CUDA."',
    'AssertionError: Megatron requires CUDA.')
rec('other', 'cause', 'GPT-NeoX', 'ea7aefd8', "EleutherAI/gpt-neox ea7aefd8:megatron/initialize.py:144 _initialize_distributed (twelfth pass, 2026-11-29: Before deepspeed.init_distributed it derives the device from rank % device_count and asserts it equals LOCAL_RANK; a mismatch means the launcher's rank layout does not match the GPUs per node (e.g. un)",
    'assert (\n    neox_args.local_rank == device\n), "expected local-rank to be the same as rank % device-count."',
    'AssertionError: expected local-rank to be the same as rank % device-count.')
rec('other', 'cause', 'GPT-NeoX', 'ea7aefd8', 'EleutherAI/gpt-neox ea7aefd8:megatron/initialize.py:161 _initialize_distributed (twelfth pass, 2026-11-29: After init the 3D topology needs the world size to be a multiple of pipe*model parallel size; the assert names a layout configuration error.)',
    'assert (\n    neox_args.world_size % (pp * mp) == 0\n), f"world_size={neox_args.world_size}, pp={pp}, mp={mp}"',
    'AssertionError: world_size=12, pp=2, mp=4')
rec('none', 'benign', 'GPT-NeoX', 'ea7aefd8', 'EleutherAI/gpt-neox ea7aefd8:megatron/initialize.py:139 _initialize_distributed (twelfth pass, 2026-11-29: Printed on rank 0 just before deepspeed.init_distributed; appears in every run, also in ones that later hang in init.)',
    'if neox_args.rank == 0:\n    print("> initializing torch distributed ...", flush=True)',
    '> initializing torch distributed ...')
rec('other', 'cause', 'GPT-NeoX', 'ea7aefd8', 'EleutherAI/gpt-neox ea7aefd8:megatron/neox_arguments/arguments.py:879 NeoXArgs.check_batch_parameters (twelfth pass, 2026-11-29: calculate_derived checks the batch settings against the data-parallel size computed from the GPU count; the assert fires when they do not agree (first line of a two-line message).)',
    'assert train_batch == micro_batch * grad_acc * dp_world_size, (\n    f"Check batch related parameters. train_batch_size is not equal"\n    " to micro_batch_per_gpu * gradient_acc_step * world_size \\n"\n    f"{train_batch} != {micro_batch} * {grad_acc} * {dp_world_size}"\n)',
    'AssertionError: Check batch related parameters. train_batch_size is not equal to micro_batch_per_gpu * gradient_acc_step * world_size ')
rec('none', 'benign', 'GPT-NeoX', 'ea7aefd8', 'EleutherAI/gpt-neox ea7aefd8:megatron/neox_arguments/arguments.py:817 NeoXArgs.configure_distributed_args (twelfth pass, 2026-11-29: Informational print on rank 0 after reading RANK/WORLD_SIZE from the launcher environment.)',
    'print(\n    self.__class__.__name__\n    + ".configure_distributed_args() using world size: {} and model-parallel size: {} ".format(\n        self.world_size, self.model_parallel_size\n    ),\n    flush=True,\n)',
    'NeoXArgs.configure_distributed_args() using world size: 16 and model-parallel size: 2 ')
rec('none', 'benign', 'GPT-NeoX', 'ea7aefd8', 'EleutherAI/gpt-neox ea7aefd8:megatron/neox_arguments/arguments.py:599 NeoXArgs.get_deepspeed_main_args (twelfth pass, 2026-11-29: deepy.py drops --num_gpus from the DeepSpeed launcher arguments and continues with the launch.)',
    'print(\n    "WARNING: both --include/--exclude and num_gpus were specified simultaneously - overriding num_gpus with --include/--exclude"\n)',
    'WARNING: both --include/--exclude and num_gpus were specified simultaneously - overriding num_gpus with --include/--exclude')
rec('driver_mismatch', 'cause', 'GPT-NeoX', 'ea7aefd8', 'EleutherAI/gpt-neox ea7aefd8:megatron/fused_kernels/__init__.py:187 load_fused_kernels (twelfth pass, 2026-11-29: Importing the compiled scaled_masked_softmax/rotary CUDA extensions failed (ImportError printed just above) and the process exits: the built extension is missing or does not match the installed torch/)',
    'print(\n    f"ERROR: Fused kernels configured but not properly installed. Please run `from megatron.fused_kernels import load()` then `load()` to load them correctly"\n)\nprint("=" * 100)\nexit()',
    'ERROR: Fused kernels configured but not properly installed. Please run `from megatron.fused_kernels import load()` then `load()` to load them correctly')
rec('other', 'cause', 'MosaicML Composer', 'v0.32.1', "mosaicml/composer v0.32.1:composer/cli/launcher.py:256 _parse_args (twelfth pass, 2026-11-29: The `composer` launcher's argument check: world_size > nproc (multi-node) but neither --master_addr nor MASTER_ADDR is set, so it refuses to launch; a configuration error of the distributed setup.)",
    "raise ValueError('In a multi-node environment, master_addr is required.')",
    'ValueError: In a multi-node environment, master_addr is required.')
rec('other', 'cause', 'MosaicML Composer', 'v0.32.1', 'mosaicml/composer v0.32.1:composer/cli/launcher.py:220 _parse_args (twelfth pass, 2026-11-29: Launcher check before spawning: WORLD_SIZE (env or --world_size) smaller than the per-node process count; the launch aborts on a misconfiguration.)',
    "raise ValueError(f'world_size({args.world_size}) cannot be less than nproc({args.nproc})')",
    'ValueError: world_size(4) cannot be less than nproc(8)')
rec('other', 'cause', 'MosaicML Composer', 'v0.32.1', "mosaicml/composer v0.32.1:composer/cli/launcher.py:248 _parse_args (twelfth pass, 2026-11-29: Multi-node launcher check: the node's base_rank/node_rank plus nproc exceeds world_size (wrong NODE_RANK or WORLD_SIZE), so the launcher stops before starting ranks.)",
    "raise ValueError(\n    f'Cannot initialize processes for node with base_rank({args.base_rank}) and '\n    f'nproc({args.nproc}) because this would mean creating a process with '\n    f'rank({args.base_rank + args.nproc - 1}), and all processes must have smaller rank than '\n    f'the world_size({args.world_size}).',\n)",
    'ValueError: Cannot initialize processes for node with base_rank(16) and nproc(8) because this would mean creating a process with rank(23), and all processes must have smaller rank than the world_size(16).')
rec('none', 'consequence', 'MosaicML Composer', 'v0.32.1', "mosaicml/composer v0.32.1:composer/cli/launcher.py:406 _monitor_processes (twelfth pass, 2026-11-29: The launcher's monitor loop reports a child training process that exited non-zero and then tears down the others; the root cause is in that rank's own output.)",
    "log.error(f'Rank {global_rank} crashed with exit code {process.returncode}.')",
    'ERROR:composer.cli.launcher:Rank 3 crashed with exit code 1.')
rec('none', 'consequence', 'MosaicML Composer', 'v0.32.1', "mosaicml/composer v0.32.1:composer/cli/launcher.py:525 _aggregate_process_returncode (twelfth pass, 2026-11-29: Final summary of the launcher picking a non-zero child return code as its own exit status; it only relays a child's failure (or the SIGTERM the launcher itself sent).)",
    "log.error('Global rank %s (PID %s) exited with code %s', global_rank, process.pid, process.returncode)",
    'ERROR:composer.cli.launcher:Global rank 0 (PID 48213) exited with code -15')
rec('none', 'consequence', 'MosaicML Composer', 'v0.32.1', 'mosaicml/composer v0.32.1:composer/cli/launcher.py:488 _cleanup_processes (twelfth pass, 2026-11-29: Cleanup after another rank crashed: surviving ranks (often stuck in a collective) did not exit within 30 s of SIGTERM and are SIGKILLed; a consequence of the first failure.)',
    "log.warning(\n    'Failed to kill global rank %s (PID %s) with SIGTERM; terminating with SIGKILL instead',\n    global_rank,\n    process.pid,\n)",
    'WARNING:composer.cli.launcher:Failed to kill global rank 5 (PID 48301) with SIGTERM; terminating with SIGKILL instead')
rec('none', 'consequence', 'MosaicML Composer', 'v0.32.1', "mosaicml/composer v0.32.1:composer/cli/launcher.py:472 _cleanup_processes (twelfth pass, 2026-11-29: Printed by the launcher's cleanup after the monitor saw a rank crash (or the launch raised); it is the teardown, not a cause.)",
    "print((\n    f'Waiting up to {CLEANUP_TIMEOUT.seconds} seconds for all training processes to terminate. '\n    'Press Ctrl-C to exit immediately.'\n))",
    'Waiting up to 30 seconds for all training processes to terminate. Press Ctrl-C to exit immediately.')
rec('none', 'benign', 'MosaicML Composer', 'v0.32.1', 'mosaicml/composer v0.32.1:composer/cli/launcher.py:320 _launch_processes (twelfth pass, 2026-11-29: Verbose (-v) informational line announcing the MASTER_ADDR/MASTER_PORT the spawned ranks will rendezvous at; printed by every healthy launch.)',
    "log.info('Distributed KV store: tcp://%s:%s', master_addr, master_port)",
    'INFO:composer.cli.launcher:Distributed KV store: tcp://10.0.3.17:29500')
rec('other', 'cause', 'MosaicML Composer', 'v0.32.1', "mosaicml/composer v0.32.1:composer/utils/dist.py:193 _get_distributed_config_var (twelfth pass, 2026-11-29: Consistency check of the distributed setup: the process group's world size/rank disagrees with the WORLD_SIZE/RANK environment, a launch misconfiguration.)",
    "raise RuntimeError(\n    'Torch distributed has been initialized with a value of '\n    f'{dist_value} for {human_name}, but environment variable '\n    f'{env_var} has value {env_value}.',\n)",
    'RuntimeError: Torch distributed has been initialized with a value of 16 for world size, but environment variable WORLD_SIZE has value 8.')
rec('other', 'cause', 'MosaicML Composer', 'v0.32.1', 'mosaicml/composer v0.32.1:composer/utils/dist.py:204 _get_distributed_config_var (twelfth pass, 2026-11-29: Raised when the process group exists but the launcher did not export LOCAL_WORLD_SIZE/LOCAL_RANK/NODE_RANK that Composer needs; a launch-configuration error.)',
    "raise MissingEnvironmentError(\n    'Torch distributed is initialized but environment variable '\n    f'{env_var} is not set.',\n)",
    'composer.utils.dist.MissingEnvironmentError: Torch distributed is initialized but environment variable LOCAL_WORLD_SIZE is not set.')
rec('other', 'cause', 'MosaicML Composer', 'v0.32.1', 'mosaicml/composer v0.32.1:composer/utils/dist.py:292 barrier (twelfth pass, 2026-11-29: dist.barrier() called with WORLD_SIZE>1 in the environment but no process group; a usage/setup error in the program, not a network failure.)',
    "raise RuntimeError(\n    f'The world_size({world_size}) > 1, but the distributed package is not '\n    'available or has not been initialized. Please check you have initialized '\n    'the distributed runtime and that PyTorch has been built with distributed '\n    'support. If calling this function outside Trainer, please ensure that '\n    '`composer.utils.dist.initialize_dist` has been called first.',\n)",
    'RuntimeError: The world_size(8) > 1, but the distributed package is not available or has not been initialized. Please check you have initialized the distributed runtime and that PyTorch has been built with distributed support. If calling this function outside Trainer, please ensure that `composer.utils.dist.initialize_dist` has been called first.')
rec('other', 'cause', 'MosaicML Composer', 'v0.32.1', 'mosaicml/composer v0.32.1:composer/utils/dist.py:539 initialize_dist (twelfth pass, 2026-11-29: initialize_dist found a process group already created with another backend than the device needs; a configuration error of the distributed setup.)',
    "raise RuntimeError(\n    f'The requested backend ({device_obj.dist_backend}) differs from the backend '\n    f'of the current process group ({dist.get_backend()}). If you '\n    'wish to change backends, please restart the python process.',\n)",
    'RuntimeError: The requested backend (nccl) differs from the backend of the current process group (gloo). If you wish to change backends, please restart the python process.')
rec('other', 'cause', 'MosaicML Composer', 'v0.32.1', "mosaicml/composer v0.32.1:composer/devices/device_gpu.py:44 DeviceGPU.__init__ (twelfth pass, 2026-11-29: Device setup check: device='gpu' (or initialize_dist with a GPU device) was requested while torch.cuda.is_available() is False; the line itself does not say why CUDA is unavailable, so it is the progr)",
    "raise ValueError('DeviceGPU cannot be created as torch.cuda is not available.')",
    'ValueError: DeviceGPU cannot be created as torch.cuda is not available.')
rec('cuda_oom', 'cause', 'MosaicML Composer', 'v0.32.1', 'mosaicml/composer v0.32.1:composer/trainer/trainer.py:357 _adjust_device_train_microbatch_size (twelfth pass, 2026-11-29: Auto-microbatching has halved the microbatch down to 1 after CUDA OOMs on some rank and still OOMs, so it gives up: GPU memory is exhausted.)',
    "raise RuntimeError((\n    'CUDA out of memory or excessive memory allocation retries detected. The train loop failed with an internal microbatch of size 1.'\n    'The GPU does not have enough memory to process even 1 sample during train.'\n))",
    'RuntimeError: CUDA out of memory or excessive memory allocation retries detected. The train loop failed with an internal microbatch of size 1.The GPU does not have enough memory to process even 1 sample during train.')
rec('cuda_oom', 'cause', 'MosaicML Composer', 'v0.32.1', 'mosaicml/composer v0.32.1:composer/trainer/trainer.py:384 _adjust_device_eval_microbatch_size (twelfth pass, 2026-11-29: Eval auto-microbatching reached microbatch size 1 and still hit CUDA OOM; fatal GPU memory exhaustion.)',
    "raise RuntimeError((\n    'CUDA out of memory. The eval loop failed with an internal microbatch of size 1.'\n    'The GPU does not have enough memory to process even 1 sample during eval.'\n))",
    'RuntimeError: CUDA out of memory. The eval loop failed with an internal microbatch of size 1.The GPU does not have enough memory to process even 1 sample during eval.')
rec('none', 'retried', 'MosaicML Composer', 'v0.32.1', 'mosaicml/composer v0.32.1:composer/trainer/trainer.py:364 _adjust_device_train_microbatch_size (twelfth pass, 2026-11-29: Auto-microbatching caught an OOM (on this or another rank), halves the microbatch and reruns the batch (`continue` in _train_batch); training goes on if the smaller size fits.)',
    "warnings.warn(\n    RuntimeWarning(\n        'CUDA out of memory or excessive memory allocation retries detected. Train microbatch size will be decreased from '\n        f'{original_microbatch_size} -> {state.device_train_microbatch_size}.',\n    ),\n)",
    '/usr/local/lib/python3.11/site-packages/composer/trainer/trainer.py:364: RuntimeWarning: CUDA out of memory or excessive memory allocation retries detected. Train microbatch size will be decreased from 8 -> 4.')
rec('none', 'retried', 'MosaicML Composer', 'v0.32.1', 'mosaicml/composer v0.32.1:composer/trainer/trainer.py:303 _is_cuda_oom (twelfth pass, 2026-11-29: _is_cuda_oom treats this cuDNN error as an OOM under auto-microbatching, warns and the batch is rerun with a smaller microbatch.)',
    'warnings.warn(\n    \'Encountered "cuDNN error: CUDNN_STATUS_NOT_SUPPORTED. This error may appear if you passed in \'\n    \'a non-contiguous input." This can happen when the batch_size is too large for the GPU so auto \'\n    \'auto_microbatching will rerun with a smaller microbatch size value, but there may be a user \'\n    \'error with non-contiguous inputs.\',\n)',
    'UserWarning: Encountered "cuDNN error: CUDNN_STATUS_NOT_SUPPORTED. This error may appear if you passed in a non-contiguous input." This can happen when the batch_size is too large for the GPU so auto auto_microbatching will rerun with a smaller microbatch size value, but there may be a user error with non-contiguous inputs.')
rec('none', 'benign', 'MosaicML Composer', 'v0.32.1', 'mosaicml/composer v0.32.1:composer/trainer/trainer.py:2760 Trainer._train_batch (twelfth pass, 2026-11-29: Logged after the batch completed successfully with the reduced microbatch size; the run is healthy.)',
    "log.info(\n    'Automicrobatching changed the microbatch size from '\n    f'{original_microbatch_size} -> {self.state.device_train_microbatch_size}.',\n)",
    'INFO:composer.trainer.trainer:Automicrobatching changed the microbatch size from 16 -> 4.')
rec('other', 'cause', 'MosaicML Composer', 'v0.32.1', 'mosaicml/composer v0.32.1:composer/core/state.py:230 _create_device_mesh (twelfth pass, 2026-11-29: Device-mesh construction for FSDP/TP: the configured parallelism degrees do not multiply to the world size (the stray comma makes the message a tuple); a configuration error of the distributed setup.)',
    "raise ValueError(\n    f'World size {dist.get_world_size()} does not equal the product of the specified parallelism degrees '\n    f'{product_of_dims}. Please ensure the product of the specified parallelism degrees matches the world ',\n    f'size. Currently specified degrees are {names=}, {dims=}. One dimension can also be left as -1, which '\n    'will automatically be specified to ensure the product matches the world size.',\n)",
    'ValueError: (\'World size 16 does not equal the product of the specified parallelism degrees 8. Please ensure the product of the specified parallelism degrees matches the world \', "size. Currently specified degrees are names=[\'data_parallel_shard\', \'tensor_parallel\'], dims=[4, 2]. One dimension can also be left as -1, which will automatically be specified to ensure the product matches the world size.")')
rec('other', 'cause', 'MosaicML Composer', 'v0.32.1', "mosaicml/composer v0.32.1:composer/distributed/mosaic_parallelism.py:133 _get_process_group (twelfth pass, 2026-11-29: FSDP custom process_group 'setK' (e.g. 'node' converted to set{local_world_size}) requires world_size % K == 0; uneven nodes or a wrong set size is a configuration error.)",
    "raise RuntimeError(f'{world_size} must be divisible by set size ({k})')",
    'RuntimeError: 12 must be divisible by set size (8)')
rec('none', 'benign', 'MosaicML Composer', 'v0.32.1', 'mosaicml/composer v0.32.1:composer/distributed/dist_strategy.py:343 prepare_fsdp_module (twelfth pass, 2026-11-29: FSDP setup silently switches the sharding strategy to match the 2D device mesh and carries on wrapping the model.)',
    "warnings.warn('FULL_SHARD is not supported with 2D device mesh. Using HYBRID_SHARD instead.')",
    'UserWarning: FULL_SHARD is not supported with 2D device mesh. Using HYBRID_SHARD instead.')
rec('none', 'consequence', 'MosaicML Composer', 'v0.32.1', "mosaicml/composer v0.32.1:composer/utils/checkpoint.py:315 DistCPObjectStoreReader.read_data (twelfth pass, 2026-11-29: After an all_gather of per-rank download flags every rank raises this so the failure is visible; the actual error is the log.error on the failed rank, so on other ranks it reports another rank's failu)",
    "raise RuntimeError(\n    f'Ranks {failed_ranks} failed to download.',\n    'To see the full error please look at the logs for that rank, which are logged via log.error.',\n)",
    "RuntimeError: ('Ranks [5] failed to download.', 'To see the full error please look at the logs for that rank, which are logged via log.error.')")
rec('none', 'consequence', 'MosaicML Composer', 'v0.32.1', "mosaicml/composer v0.32.1:composer/utils/checkpoint.py:941 safe_torch_load (twelfth pass, 2026-11-29: A non-zero local rank cannot find the checkpoint that local rank 0 was supposed to download; it points at local rank 0's failure, so it is a consequence.)",
    "raise FileNotFoundError(\n    f'No such file or directory: {e.filename}. '\n    f'This likely implies a download failed on local rank 0, which is global rank {local_rank_zero}'\n    f'Please check the logs for global rank {local_rank_zero} to debug the checkpoint download issue.',\n) from e",
    'FileNotFoundError: No such file or directory: /tmp/tmpk2x9/rank0_checkpoint. This likely implies a download failed on local rank 0, which is global rank 8Please check the logs for global rank 8 to debug the checkpoint download issue.')
rec('other', 'cause', 'MosaicML Composer', 'v0.32.1', 'mosaicml/composer v0.32.1:composer/utils/checkpoint.py:543 load_checkpoint (twelfth pass, 2026-11-29: After loading, an all_reduce MAX/MIN of the resumed batch shows ranks loaded different checkpoints (inconsistent sharded checkpoint set); a checkpoint-state error, not a network one.)',
    'raise RuntimeError(\n    textwrap.dedent(\n        f\'Timestamp mismatch error: batch to resume from {step_to_resume_from} is not the same on all ranks. \'\n        \'This usually occurs when at least one rank fails to save the last checkpoint \'\n        \'while using sharded checkpointing + autoresume. \'\n        \'Please manually resume by disabling autoresume and explicitly setting load_path \'\n        \'to the most recent checkpoints that all ranks have saved. \'\n        \'E.g. for the 10th batch: trainer = Trainer(autoresume=False, load_path="/path/to/checkpoint/ba10-rank{rank}.pt", ...). \'\n        \'Remember to keep the {rank} placeholder!\',\n    ),\n)',
    'RuntimeError: Timestamp mismatch error: batch to resume from 2000 is not the same on all ranks. This usually occurs when at least one rank fails to save the last checkpoint while using sharded checkpointing + autoresume. Please manually resume by disabling autoresume and explicitly setting load_path to the most recent checkpoints that all ranks have saved. E.g. for the 10th batch: trainer = Trainer(autoresume=False, load_path="/path/to/checkpoint/ba10-rank{rank}.pt", ...). Remember to keep the {rank} placeholder!')
rec('none', 'consequence', 'MosaicML Composer', 'v0.32.1', "mosaicml/composer v0.32.1:composer/loggers/remote_uploader_downloader.py:390 RemoteUploaderDownloader._check_workers (twelfth pass, 2026-11-29: The trainer's periodic check finds an upload worker process/thread dead with no queued exception; it only reports that the worker failed, the cause is in the worker's own output.)",
    "raise RuntimeError('Upload worker crashed. Please check the logs.')",
    'RuntimeError: Upload worker crashed. Please check the logs.')
rec('none', 'benign', 'MosaicML Composer', 'v0.32.1', 'mosaicml/composer v0.32.1:composer/loggers/remote_uploader_downloader.py:644 _upload_worker (twelfth pass, 2026-11-29: Informational line printed by the upload worker for every object it uploads in a healthy run.)',
    "log.info('Uploading file %s to %s', file_path_to_upload, uri)",
    'INFO:composer.loggers.remote_uploader_downloader:Uploading file /tmp/tmpa1b2/upload_staging/3f1c2e9a to s3://my-bucket/runs/mpt-7b/checkpoints/ep0-ba1000-rank0.pt')
rec('other', 'cause', 'LLM Foundry', 'v0.21.0', 'mosaicml/llm-foundry v0.21.0:llmfoundry/utils/config_utils.py:438 calculate_batch_size_info (twelfth pass, 2026-11-29: Train-script batch-size computation rejects a global_train_batch_size that cannot be split evenly over the ranks; a configuration check tied to the world size.)',
    "raise ValueError(\n    f'Global batchsize {global_batch_size} is not divisible by {(world_size // data_replication_degree)=} '\n    +\n    'as a result, the batch size would be truncated, please adjust `global_batch_size` '\n    + f'to be divisible by world size, {world_size}.',\n)",
    'ValueError: Global batchsize 100 is not divisible by (world_size // data_replication_degree)=16 as a result, the batch size would be truncated, please adjust `global_batch_size` to be divisible by world size, 16.')
rec('other', 'cause', 'LLM Foundry', 'v0.21.0', 'mosaicml/llm-foundry v0.21.0:llmfoundry/utils/config_utils.py:434 calculate_batch_size_info (twelfth pass, 2026-11-29: With tensor/sequence parallel replication the world size must be a multiple of the replication degree; the train script aborts on the misconfiguration.)',
    "raise ValueError(\n    f'World size {world_size} is not divisible by data replication degree {data_replication_degree}.',\n)",
    'ValueError: World size 12 is not divisible by data replication degree 8.')
rec('none', 'benign', 'LLM Foundry', 'v0.21.0', 'mosaicml/llm-foundry v0.21.0:llmfoundry/utils/config_utils.py:451 calculate_batch_size_info (twelfth pass, 2026-11-29: The microbatch is clamped to the per-device batch size and training proceeds.)',
    "log.warning(\n    f'device_microbatch_size > device_batch_size, ' +\n    f'will be reduced from {device_microbatch_size} -> {device_batch_size}.',\n)",
    '2026-11-28 21:14:03,512: rank0[2231][MainThread]: WARNING: llmfoundry.utils.config_utils: device_microbatch_size > device_batch_size, will be reduced from 8 -> 4.')
rec('none', 'benign', 'LLM Foundry', 'v0.21.0', 'mosaicml/llm-foundry v0.21.0:llmfoundry/command_utils/train.py:327 train (twelfth pass, 2026-11-29: When dist.get_world_size()==1 the train script drops fsdp_config/tp_config and continues; a warning, the run goes on.)',
    "warnings.warn(\n    f'{parallelism} is not applicable for single-GPU training. Reverting to DDP.',\n)",
    'UserWarning: FSDP is not applicable for single-GPU training. Reverting to DDP.')
rec('none', 'benign', 'LLM Foundry', 'v0.21.0', "mosaicml/llm-foundry v0.21.0:llmfoundry/command_utils/train.py:311 train (twelfth pass, 2026-11-29: Informational message of the train script's config handling in a normal run.)",
    "log.info(\n    'As run_name, save_folder, and save_latest_filename are set, \\\n                changing autoresume default to True...',\n)",
    '2026-11-28 21:13:58,004: rank0[2231][MainThread]: INFO: llmfoundry.command_utils.train: As run_name, save_folder, and save_latest_filename are set,                 changing autoresume default to True...')
rec('other', 'cause', 'LLM Foundry', 'v0.21.0', 'mosaicml/llm-foundry v0.21.0:llmfoundry/utils/exceptions.py:146 NotEnoughDatasetSamplesError.__init__ (raised at llmfoundry/data/finetuning/dataloader.py:324 build_finetuning_dataloader) (twelfth pass, 2026-11-29: Finetuning dataloader check with drop_last: the dataset is smaller than world_size x per-device batch, a data/configuration error.)',
    "message = (\n    f'Your dataset (name={dataset_name}, split={split}) ' +\n    f'has {full_dataset_size} samples, but your minimum batch size ' +\n    f'is {minimum_dataset_size} because you are running on {world_size} gpus and '\n    +\n    f'your per device batch size is {dataloader_batch_size}. Please increase the number '\n    + f'of samples in your dataset to at least {minimum_dataset_size}.'\n)",
    'llmfoundry.utils.exceptions.NotEnoughDatasetSamplesError: Your dataset (name=tatsu-lab/alpaca, split=validation) has 100 samples, but your minimum batch size is 128 because you are running on 16 gpus and your per device batch size is 8. Please increase the number of samples in your dataset to at least 128.')
rec('other', 'cause', 'LLM Foundry', 'v0.21.0', 'mosaicml/llm-foundry v0.21.0:llmfoundry/data/finetuning/tasks.py:1090 DatasetConstructor.build_from_streaming (twelfth pass, 2026-11-29: Streaming finetuning dataset has fewer samples than the number of nodes (world_size // local_world_size), so it cannot be partitioned; a data/configuration error.)',
    "message = f'Your dataset is too small and produced no complete samples or too few samples. Please provide more data. {reason}'  # exceptions.py:431\nraise DatasetTooSmallError(\n    f'{num_samples=} is less than {dist.get_world_size() // dist.get_local_world_size()}, the number of physical nodes. ',\n)",
    'llmfoundry.utils.exceptions.DatasetTooSmallError: Your dataset is too small and produced no complete samples or too few samples. Please provide more data. num_samples=3 is less than 4, the number of physical nodes. ')
rec('rendezvous_failure', 'cause', 'TRL', 'v1.9.0', "huggingface/trl v1.9.0:trl/generation/vllm_client.py:189 VLLMClient.check_server (twelfth pass, 2026-11-29: Raised from the GRPO trainer's VLLMClient constructor once the /health/ polling loop has exhausted vllm_server_timeout without any HTTP answer: the trainer cannot reach the vLLM server host:port, so t)",
    'raise ConnectionError(\n    f"The vLLM server can\'t be reached at {self.base_url} after {total_timeout} seconds. Make "\n    "sure the server is running by running `trl vllm-serve`."\n) from exc',
    "requests.exceptions.ConnectionError: The vLLM server can't be reached at http://10.0.1.17:8000 after 240.0 seconds. Make sure the server is running by running `trl vllm-serve`.")
rec('none', 'retried', 'TRL', 'v1.9.0', 'huggingface/trl v1.9.0:trl/generation/vllm_client.py:201 VLLMClient.check_server (twelfth pass, 2026-11-29: Logged on each failed /health/ poll while the total timeout has not elapsed; the loop sleeps and polls again, and normally succeeds once the vLLM server finishes loading.)',
    'logger.info(f"Server is not up yet. Retrying in {retry_interval} seconds...")',
    'INFO:trl.generation.vllm_client:Server is not up yet. Retrying in 2.0 seconds...')
rec('none', 'benign', 'TRL', 'v1.9.0', 'huggingface/trl v1.9.0:trl/generation/vllm_client.py:197 VLLMClient.check_server (twelfth pass, 2026-11-29: Logged when /health/ returns 200 and check_server returns; the normal start of server-mode GRPO.)',
    'logger.info("Server is up!")',
    'INFO:trl.generation.vllm_client:Server is up!')
rec('rendezvous_failure', 'cause', 'TRL', 'v1.9.0', 'huggingface/trl v1.9.0:trl/experimental/async_grpo/vllm_client.py:58 VLLMClient.wait_for_server_ready (twelfth pass, 2026-11-29: Raised by the async GRPO trainer after polling /health for server_timeout seconds with only connection errors/timeouts: the inference server was never reachable, so the weight-transfer group cannot be)',
    'raise TimeoutError(\n    f"Timed out after {self.server_timeout:.0f}s waiting for vLLM server at {self.server_url}. "\n    "Make sure the vLLM server is running and reachable. If the server needs more time to load "\n    "the model, increase `vllm_server_timeout` in your AsyncGRPOConfig."\n)',
    'TimeoutError: Timed out after 240s waiting for vLLM server at http://gpu-node-3:8000. Make sure the vLLM server is running and reachable. If the server needs more time to load the model, increase `vllm_server_timeout` in your AsyncGRPOConfig.')
rec('none', 'retried', 'TRL', 'v1.9.0', 'huggingface/trl v1.9.0:trl/experimental/async_grpo/vllm_client.py:64 VLLMClient.wait_for_server_ready (twelfth pass, 2026-11-29: Progress line printed about every 10 s inside the polling loop before the timeout; the loop keeps polling and usually the server comes up.)',
    'logger.info(f"Still waiting for vLLM server... ({elapsed:.0f}s)")',
    'INFO - trl.experimental.async_grpo.vllm_client - Still waiting for vLLM server... (10s)')
rec('none', 'benign', 'TRL', 'v1.9.0', "huggingface/trl v1.9.0:trl/experimental/async_grpo/weight_transfer.py:73 WeightTransferClient.init_weight_transfer (twelfth pass, 2026-11-29: Logged after the trainer-side NCCL weight-transfer group and the server's init thread both complete; success message of a healthy async GRPO start.)",
    'logger.info("Initialised weight-transfer NCCL group with vLLM")',
    'INFO - trl.experimental.async_grpo.weight_transfer - Initialised weight-transfer NCCL group with vLLM')
rec('other', 'cause', 'TRL', 'v1.9.0', "huggingface/trl v1.9.0:trl/scripts/vllm_serve.py:89 WeightSyncWorkerExtension.init_communicator (twelfth pass, 2026-11-29: The `trl vllm-serve` worker compares the trainer's device UUID with its own before building the NCCL weight-sync group and refuses when trainer and server share a GPU: a device-placement misconfigurat)",
    'raise RuntimeError(\n    f"Attempting to use the same CUDA device (UUID: {client_device_uuid}) for multiple distinct "\n    "roles/ranks within the same communicator. This setup is unsupported and will likely lead to program "\n    "hangs or incorrect behavior. Ensure that trainer is using different devices than vLLM server."\n)',
    'RuntimeError: Attempting to use the same CUDA device (UUID: GPU-5c1b7e0a-3f2d-9a41-8c6e-0b7d2f4e9a13) for multiple distinct roles/ranks within the same communicator. This setup is unsupported and will likely lead to program hangs or incorrect behavior. Ensure that trainer is using different devices than vLLM server.')
rec('other', 'cause', 'TRL', 'v1.9.0', 'huggingface/trl v1.9.0:trl/generation/vllm_generation.py:319 VLLMGeneration._init_vllm (twelfth pass, 2026-11-29: Colocate-mode vLLM check at trainer start: the launched number of processes is not a multiple of vllm_tensor_parallel_size, a configuration error of the distributed layout.)',
    'raise ValueError(\n    f"tensor_parallel_size ({self.tensor_parallel_size}) must divide world size "\n    f"({accelerator.num_processes}) evenly."\n)',
    'ValueError: tensor_parallel_size (3) must divide world size (8) evenly.')
rec('other', 'cause', 'TRL', 'v1.9.0', 'huggingface/trl v1.9.0:trl/trainer/grpo_config.py:1083 GRPOConfig.__post_init__ (twelfth pass, 2026-11-29: Config validation: the global batch size is per_device_train_batch_size times the world size, so changing the number of processes can break this divisibility; a usage/configuration error.)',
    'raise ValueError(\n    f"generation_batch_size ({self.generation_batch_size}) must be divisible by the global batch size "\n    f"({self.per_device_train_batch_size * num_processes})."\n)',
    'ValueError: generation_batch_size (96) must be divisible by the global batch size (64).')
rec('other', 'cause', 'TRL', 'v1.9.0', 'huggingface/trl v1.9.0:trl/trainer/grpo_config.py:1069 GRPOConfig.__post_init__ (twelfth pass, 2026-11-29: Raised up front in config validation whenever auto_find_batch_size=True, before any GPU work; it mentions out-of-memory but no memory was exhausted, it is an unsupported option.)',
    'raise ValueError(\n    "auto_find_batch_size is not supported by GRPO, because the generation batch must contain full "\n    "prompt groups of num_generations completions, and reducing the batch size on out-of-memory breaks "\n    "this invariant. Set auto_find_batch_size=False and lower per_device_train_batch_size instead."\n)',
    'ValueError: auto_find_batch_size is not supported by GRPO, because the generation batch must contain full prompt groups of num_generations completions, and reducing the batch size on out-of-memory breaks this invariant. Set auto_find_batch_size=False and lower per_device_train_batch_size instead.')
rec('other', 'cause', 'TRL', 'v1.9.0', 'huggingface/trl v1.9.0:trl/experimental/ppo/ppo_trainer.py:150 exact_div (called from PPOTrainer.__init__:466) (twelfth pass, 2026-11-29: PPOTrainer computes batch_size = local_batch_size * world_size and requires it to split evenly into num_mini_batches; a batch-size/world-size configuration error.)',
    'raise ValueError(f"{custom_error_message}, inexact division: {a} / {b} = {a / b}")  # custom_error_message="`batch_size` must be a multiple of `num_mini_batches`"',
    'ValueError: `batch_size` must be a multiple of `num_mini_batches`, inexact division: 24 / 5 = 4.8')
rec('none', 'benign', 'TRL', 'v1.9.0', 'huggingface/trl v1.9.0:trl/scripts/vllm_serve.py:483 main.lifespan (twelfth pass, 2026-11-29: Printed during the FastAPI lifespan shutdown of `trl vllm-serve` when a data-parallel worker does not exit within 10 s of join; the server then terminates it, part of a normal stop.)',
    'logger.warning(f"Process {process} is still alive after 10 seconds, attempting to terminate...")',
    "WARNING:trl.scripts.vllm_serve:Process <Process name='Process-1' pid=48211 parent=48190 started> is still alive after 10 seconds, attempting to terminate...")
rec('none', 'consequence', 'axolotl', 'v0.18.0', "axolotl-ai-cloud/axolotl v0.18.0:src/axolotl/cli/main.py:131 train (twelfth pass, 2026-11-29: The `axolotl train` launcher runs `accelerate launch`/`torchrun` with subprocess.run(check=True) and logs this when the child launcher exits non-zero; it only reports the children's failure, whose cau)",
    'except subprocess.CalledProcessError as exc:\n    LOG.error(f"Failed to train/fine-tune config \'{cfg_file}\': {exc}")',
    "[2026-11-28 14:02:11,512] [ERROR] [axolotl.cli.main] Failed to train/fine-tune config '/tmp/tmpq3k1x2ab.yaml': Command '['accelerate', 'launch', '-m', 'axolotl.cli.train', '/tmp/tmpq3k1x2ab.yaml']' returned non-zero exit status 1.")
rec('none', 'benign', 'axolotl', 'v0.18.0', 'axolotl-ai-cloud/axolotl v0.18.0:src/axolotl/cli/checks.py:21 check_accelerate_default_config (twelfth pass, 2026-11-29: Pre-flight check that only warns when a default accelerate config exists and then preprocessing/training continue; printed by many healthy runs.)',
    'LOG.warning(\n    f"accelerate config file found at {config_args.default_yaml_config_file}. This can lead to unexpected errors"\n)',
    '[2026-11-28 14:01:58,204] [WARNING] [axolotl.cli.checks] accelerate config file found at /root/.cache/huggingface/accelerate/default_config.yaml. This can lead to unexpected errors')
rec('none', 'benign', 'axolotl', 'v0.18.0', 'axolotl-ai-cloud/axolotl v0.18.0:src/axolotl/cli/checks.py:53 check_user_token (twelfth pass, 2026-11-29: check_user_token catches HTTP/connect errors from HfApi.whoami(), logs this and returns False; the caller ignores the result and the job continues (e.g. air-gapped clusters), so it is not the cause of)',
    'LOG.warning(\n    "Error accessing HuggingFace. This may be due to a network issue or rate limiting."\n)',
    '[2026-11-28 14:01:58,911] [WARNING] [axolotl.cli.checks] Error accessing HuggingFace. This may be due to a network issue or rate limiting.')
rec('other', 'cause', 'axolotl', 'v0.18.0', 'axolotl-ai-cloud/axolotl v0.18.0:src/axolotl/utils/schemas/validation.py:1228 check_fsdp_deepspeed (twelfth pass, 2026-11-29: Pydantic model validator on the YAML config rejects a config that enables both DeepSpeed and FSDP before any process group is created; a configuration error of the distributed setup.)',
    'if data.get("deepspeed") and data.get("fsdp"):\n    raise ValueError("deepspeed and fsdp cannot be used together.")',
    "  Value error, deepspeed and fsdp cannot be used together. [type=value_error, input_value={'base_model': 'meta-llama/Llama-3.1-8B', ...}, input_type=dict]")
rec('other', 'cause', 'axolotl', 'v0.18.0', 'axolotl-ai-cloud/axolotl v0.18.0:src/axolotl/utils/schemas/validation.py:860 check_grpo_batch_size_divisibility (twelfth pass, 2026-11-29: Config validation for multi-GPU GRPO: with the detected GPU count each rank must get a full generation group; a batch-size/world-size configuration error.)',
    'raise ValueError(\n    f"GRPO with world_size={world_size} requires effective_gbs "\n    f">= num_generations * world_size = {num_gen * world_size}, "\n    f"got {effective_gbs}. Increase gradient_accumulation_steps "\n    f"or micro_batch_size."\n)',
    '  Value error, GRPO with world_size=8 requires effective_gbs >= num_generations * world_size = 64, got 32. Increase gradient_accumulation_steps or micro_batch_size. [type=value_error, input_value={...}, input_type=dict]')
rec('other', 'cause', 'axolotl', 'v0.18.0', 'axolotl-ai-cloud/axolotl v0.18.0:src/axolotl/integrations/expert_parallel/plugin.py:287 ExpertParallelPlugin._resolve_ep_group (twelfth pass, 2026-11-29: Checked against the live torch.distributed world size when building the expert-parallel group: the configured mesh axes do not multiply to the number of launched ranks, a parallelism configuration err)',
    'raise ValueError(\n    f"expert_parallel_size ({ep_size}) * dp_shard_size ({dp_shard_size}) "\n    f"* tensor_parallel_size ({tp_size}) * context_parallel_size ({cp_size}) "\n    f"= {product}, but world_size = {world_size}. The product must equal "\n    f"the world size for orthogonal mesh axes to be valid."\n)',
    'ValueError: expert_parallel_size (4) * dp_shard_size (4) * tensor_parallel_size (1) * context_parallel_size (1) = 16, but world_size = 8. The product must equal the world size for orthogonal mesh axes to be valid.')
rec('other', 'cause', 'axolotl', 'v0.18.0', 'axolotl-ai-cloud/axolotl v0.18.0:src/axolotl/monkeypatch/accelerate/fsdp2.py:394 get_state_dict (twelfth pass, 2026-11-29: Patched Accelerator.get_state_dict raises at model save under ZeRO-3 sharding when the DeepSpeed JSON does not gather 16-bit weights; a DeepSpeed configuration error.)',
    'raise ValueError(\n    "Cannot get 16bit model weights because `stage3_gather_16bit_weights_on_model_save` in DeepSpeed config is False. "\n    "To save the model weights in 16bit, set `stage3_gather_16bit_weights_on_model_save` to True in DeepSpeed config file or "\n    "set `zero3_save_16bit_model` to True when using `accelerate config`. "\n    "To save the full checkpoint, run `model.save_checkpoint(save_dir)` and use `zero_to_fp32.py` to recover weights."\n)',
    'ValueError: Cannot get 16bit model weights because `stage3_gather_16bit_weights_on_model_save` in DeepSpeed config is False. To save the model weights in 16bit, set `stage3_gather_16bit_weights_on_model_save` to True in DeepSpeed config file or set `zero3_save_16bit_model` to True when using `accelerate config`. To save the full checkpoint, run `model.save_checkpoint(save_dir)` and use `zero_to_fp32.py` to recover weights.')
rec('driver_mismatch', 'cause', 'axolotl', 'v0.18.0', 'axolotl-ai-cloud/axolotl v0.18.0:src/axolotl/monkeypatch/accelerate/fsdp2.py:385 get_state_dict (twelfth pass, 2026-11-29: Raised when AutoTP sharding is configured (autotp_size > 1) but the installed DeepSpeed is older than the version that supports consolidating TP weights: a library version mismatch.)',
    'raise ImportError(\n    "Deepspeed TP requires deepspeed >= 0.16.4, Please update DeepSpeed via `pip install deepspeed -U`."\n)',
    'ImportError: Deepspeed TP requires deepspeed >= 0.16.4, Please update DeepSpeed via `pip install deepspeed -U`.')
rec('none', 'benign', 'axolotl', 'v0.18.0', 'axolotl-ai-cloud/axolotl v0.18.0:src/axolotl/utils/schemas/validation.py:1041 check_fsdp_version (twelfth pass, 2026-11-29: Deprecation warning from a validator that returns the data unchanged; FSDP1 training proceeds normally.)',
    'LOG.warning(\n    "FSDP1 is deprecated and will be removed in an upcoming release of "\n    "Axolotl (transformers plans to in v5.20). We recommend migrating "\n    "to fsdp_version: 2 for better performance and compatibility. "\n    "See https://docs.axolotl.ai/docs/multi-gpu.html#sec-fsdp for "\n    "details on migrating your config."\n)',
    '[2026-11-28 14:02:03,117] [WARNING] [axolotl.utils.schemas.validation] FSDP1 is deprecated and will be removed in an upcoming release of Axolotl (transformers plans to in v5.20). We recommend migrating to fsdp_version: 2 for better performance and compatibility. See https://docs.axolotl.ai/docs/multi-gpu.html#sec-fsdp for details on migrating your config.')
rec('none', 'benign', 'axolotl', 'v0.18.0', 'axolotl-ai-cloud/axolotl v0.18.0:src/axolotl/monkeypatch/accelerate/fsdp2.py:154 fsdp2_load_full_state_dict (twelfth pass, 2026-11-29: Progress message at the start of FSDP2 cpu_ram_efficient_loading, where rank 0 broadcasts weights to the other ranks; printed on every healthy run with that option.)',
    'LOG.info("Broadcasting full state dict to all ranks...")',
    '[2026-11-28 14:03:40,552] [INFO] [axolotl.monkeypatch.accelerate.fsdp2] Broadcasting full state dict to all ranks...')
rec('none', 'benign', 'axolotl', 'v0.18.0', 'axolotl-ai-cloud/axolotl v0.18.0:src/axolotl/utils/schemas/validation.py:642 warn_qlora_zero3_w_use_reentrant (twelfth pass, 2026-11-29: Advisory warning from a validator that returns the config unchanged; the run continues and may or may not hit the error it mentions.)',
    'LOG.warning(\n    "qlora + zero3 with use_reentrant: false may result in a CheckpointError about recomputed values"\n)',
    '[2026-11-28 14:02:03,120] [WARNING] [axolotl.utils.schemas.validation] qlora + zero3 with use_reentrant: false may result in a CheckpointError about recomputed values')
rec('driver_mismatch', 'cause', 'PEFT', 'v0.20.0', "huggingface/peft v0.20.0:src/peft/import_utils.py:147 is_torchao_available (twelfth pass, 2026-11-29: Raised when the installed torchao (used for quantized base layers) is older than PEFT's minimum while dispatching LoRA layers: a library version mismatch in the environment.)",
    'raise ImportError(\n    f"Found an incompatible version of torchao. Found version {torchao_version}, "\n    f"but only versions above {TORCHAO_MINIMUM_VERSION} are supported"\n)',
    'ImportError: Found an incompatible version of torchao. Found version 0.12.0, but only versions above 0.16.0 are supported')
rec('driver_mismatch', 'cause', 'PEFT', 'v0.20.0', 'huggingface/peft v0.20.0:src/peft/import_utils.py:82 is_gptqmodel_available (twelfth pass, 2026-11-29: Raised when wrapping a GPTQ-quantized model while an older gptqmodel package is installed: mismatched library versions.)',
    'raise ImportError(\n    f"Found an incompatible version of gptqmodel. Found version `{version_gptqmodel}`, "\n    f"but only versions `{GPTQMODEL_MINIMUM_VERSION}` or higher are supported"\n)',
    'ImportError: Found an incompatible version of gptqmodel. Found version `5.6.0`, but only versions `7.0.0` or higher are supported')
rec('none', 'benign', 'PEFT', 'v0.20.0', 'huggingface/peft v0.20.0:src/peft/utils/other.py:1496 check_file_exists_on_hf_hub (twelfth pass, 2026-11-29: The Hub existence check catches any exception, warns and returns None; saving the adapter continues, so a network error here (offline cluster node) is harmless.)',
    'warnings.warn(\n    f"Unable to fetch remote file due to the following error {e} - silently ignoring the lookup"\n    f" for the file {filename} in {repo_id}."\n)',
    '/usr/local/lib/python3.11/site-packages/peft/utils/other.py:1496: UserWarning: Unable to fetch remote file due to the following error (MaxRetryError("HTTPSConnectionPool(host=\'huggingface.co\', port=443): Max retries exceeded with url: /meta-llama/Llama-3.1-8B/resolve/main/config.json (Caused by NewConnectionError(\'<urllib3.connection.HTTPSConnection object at 0x7f3a2c1b5e50>: Failed to establish a new connection: [Errno 101] Network is unreachable\'))"), \'(Request ID: 5f0e2b1c-9d4a-4e7b-8c31-2a6f9e0d7b44)\') - silently ignoring the lookup for the file config.json in meta-llama/Llama-3.1-8B.')
rec('other', 'cause', 'PEFT', 'v0.20.0', 'huggingface/peft v0.20.0:src/peft/tuners/mixed/model.py:183 MixedModel._create_new_module (twelfth pass, 2026-11-29: Raised when a mixed-adapter model is built on a bitsandbytes 8/4-bit base model: an unsupported quantized setup chosen by the user.)',
    'raise ValueError(f"8bit and 4bit quantization not supported for {config.peft_type.value} (yet).")',
    'ValueError: 8bit and 4bit quantization not supported for LOHA (yet).')
rec('other', 'cause', 'diffusers', 'v0.40.0', 'huggingface/diffusers v0.40.0:examples/dreambooth/train_dreambooth.py:837 main (twelfth pass, 2026-11-29: Checked right after the Accelerator is built: with more than one process, --train_text_encoder and gradient accumulation > 1 are refused, a usage/configuration error of the multi-GPU launch.)',
    'if args.train_text_encoder and args.gradient_accumulation_steps > 1 and accelerator.num_processes > 1:\n    raise ValueError(\n        "Gradient accumulation is not supported when training the text encoder in distributed training. "\n        "Please set gradient_accumulation_steps to 1. This feature will be supported in the future."\n    )',
    'ValueError: Gradient accumulation is not supported when training the text encoder in distributed training. Please set gradient_accumulation_steps to 1. This feature will be supported in the future.')
rec('other', 'cause', 'diffusers', 'v0.40.0', 'huggingface/diffusers v0.40.0:src/diffusers/training_utils.py:566 get_fsdp_kwargs_from_accelerator (twelfth pass, 2026-11-29: Called by the Flux2 DreamBooth LoRA scripts when --fsdp_text_encoder is given; raised when the Accelerator state carries no FSDP plugin, i.e. the run was not launched with an FSDP accelerate config (o)',
    'fsdp_state = getattr(accelerator.state, "fsdp_plugin", None)\n\nif fsdp_state is None:\n    raise ValueError("Accelerate isn\'t configured to handle FSDP. Please update your installation.")',
    "ValueError: Accelerate isn't configured to handle FSDP. Please update your installation.")
rec('none', 'benign', 'diffusers', 'v0.40.0', 'huggingface/diffusers v0.40.0:examples/dreambooth/train_dreambooth.py:995 main (twelfth pass, 2026-11-29: Warning printed when the installed xFormers is exactly 0.0.16; the script then enables xFormers attention and continues training.)',
    'logger.warning(\n    "xFormers 0.0.16 cannot be used for training in some GPUs. If you observe problems during training, please update xFormers to at least 0.0.17. See https://huggingface.co/docs/diffusers/main/en/optimization/xformers for more details."\n)',
    '11/28/2026 14:06:02 - WARNING - __main__ - xFormers 0.0.16 cannot be used for training in some GPUs. If you observe problems during training, please update xFormers to at least 0.0.17. See https://huggingface.co/docs/diffusers/main/en/optimization/xformers for more details.')
rec('none', 'benign', 'diffusers', 'v0.40.0', 'huggingface/diffusers v0.40.0:examples/dreambooth/train_dreambooth.py:1209 main (twelfth pass, 2026-11-29: With --resume_from_checkpoint latest and no checkpoint-* directory in output_dir, the script resets resume state and trains from step 0; normal on a first run.)',
    'accelerator.print(\n    f"Checkpoint \'{args.resume_from_checkpoint}\' does not exist. Starting a new training run."\n)',
    "Checkpoint 'latest' does not exist. Starting a new training run.")
rec('other', 'cause', 'diffusers', 'v0.40.0', 'huggingface/diffusers v0.40.0:examples/dreambooth/train_dreambooth.py:1000 main (twelfth pass, 2026-11-29: Raised when --enable_xformers_memory_efficient_attention is requested but the xformers package is not importable in the environment; an environment/usage error outside the distributed classes.)',
    'if is_xformers_available():\n    ...\nelse:\n    raise ValueError("xformers is not available. Make sure it is installed correctly")',
    'ValueError: xformers is not available. Make sure it is installed correctly')
rec('other', 'cause', 'NVIDIA NeMo', 'v2.4.0', 'NVIDIA/NeMo v2.4.0:nemo/lightning/_strategy_lib.py:79 init_parallel_ranks (twelfth pass, 2026-11-29: init_parallel_ranks checks the parallel config against the number of launched processes and raises before model-parallel init; a configuration check of the distributed setup.)',
    'raise ValueError(f"Expected world_size ({world_size}) to be greater than/equal to pipeline size ({pp})")',
    'ValueError: Expected world_size (4) to be greater than/equal to pipeline size (8)')
rec('other', 'cause', 'NVIDIA NeMo', 'v2.4.0', 'NVIDIA/NeMo v2.4.0:nemo/lightning/megatron_init.py:321 fake_initialize_model_parallel (twelfth pass, 2026-11-29: Assertion in the rank/group layout computation: devices*nodes is not a multiple of TP*PP*CP; the run stops at setup because of its own parallelism configuration.)',
    "assert world_size % total_model_size == 0, (\n        f'world_size: {world_size} must be divisible by total world_size: '\n        f'(decoder_)tensor_model_parallel_size {tensor_model_parallel_size} '\n        f'* (decoder_)pipeline_model_parallel_size {pipeline_model_parallel_size} '\n        f'* (decoder_)context_parallel_size {context_parallel_size} + '\n        f'encoder_tensor_model_parallel_size {encoder_tensor_model_parallel_size} '\n        f'* encoder_pipeline_model_parallel_size {encoder_pipeline_model_parallel_size} '\n        f'* context_parallel_size {context_parallel_size}'\n    )",
    'AssertionError: world_size: 12 must be divisible by total world_size: (decoder_)tensor_model_parallel_size 8 * (decoder_)pipeline_model_parallel_size 1 * (decoder_)context_parallel_size 1 + encoder_tensor_model_parallel_size 0 * encoder_pipeline_model_parallel_size 0 * context_parallel_size 1')
rec('other', 'cause', 'NVIDIA NeMo', 'v2.4.0', 'NVIDIA/NeMo v2.4.0:nemo/lightning/megatron_init.py:369 fake_initialize_model_parallel (twelfth pass, 2026-11-29: Raised while building the expert-parallel rank generator when EP*ETP*PP does not divide the world size; a configuration check, fatal.)',
    'raise RuntimeError(\n            f"decoder world_size ({decoder_world_size}) is not divisible by "\n            f"expert_tensor_model_pipeline_parallel size ({expert_tensor_model_pipeline_parallel_size})"\n        )',
    'RuntimeError: decoder world_size (24) is not divisible by expert_tensor_model_pipeline_parallel size (16)')
rec('other', 'cause', 'NVIDIA NeMo', 'v2.4.0', 'NVIDIA/NeMo v2.4.0:nemo/lightning/data.py:270 BaseMegatronSampler.__init__ (twelfth pass, 2026-11-29: Sampler sanity check at data-loader construction: the data-parallel size derived from the node/GPU count does not divide the global batch; a configuration error, fatal.)',
    'raise RuntimeError(\n                    f"`global_batch_size` ({global_batch_size}) is not divisible by "\n                    f"`micro_batch_size ({micro_batch_size}) x data_parallel_size "\n                    f"({data_parallel_size})`"\n                )',
    'RuntimeError: `global_batch_size` (256) is not divisible by `micro_batch_size (2) x data_parallel_size (48)`')
rec('none', 'retried', 'NVIDIA NeMo', 'v2.4.0', 'NVIDIA/NeMo v2.4.0:nemo/collections/nlp/parts/nlp_overrides.py:602 NLPDDPStrategy.load_checkpoint (twelfth pass, 2026-11-29: Inside a retry loop (up to 10 tries, sleeping error_count*5 s) that waits for the per-rank checkpoint to appear on the filesystem; the load may still succeed.)',
    'logging.warning(\n                    f"Checkpoint at {checkpoint_path} not found. Fail count {error_count} out of {max_error_count}."\n                )',
    '[NeMo W 2025-07-14 10:21:33 nlp_overrides:602] Checkpoint at /results/checkpoints/megatron_gpt--val_loss=2.31-step=2000-consumed_samples=512000.0-last/mp_rank_01/model_optim_rng.ckpt not found. Fail count 1 out of 10.')
rec('none', 'benign', 'NVIDIA NeMo', 'v2.4.0', 'NVIDIA/NeMo v2.4.0:nemo/utils/exp_manager.py:838 error_checks (twelfth pass, 2026-11-29: error_checks only logs this (at ERROR level) when num_nodes>1 and Lightning is not SLURM-managed (e.g. torchrun, k8s); exp_manager continues and the run goes on.)',
    'logging.error(\n            "You are running multi-node training without SLURM handling the processes."\n            " Please note that this is not tested in NeMo and could result in errors."\n        )',
    '[NeMo E 2025-07-14 10:21:33 exp_manager:838] You are running multi-node training without SLURM handling the processes. Please note that this is not tested in NeMo and could result in errors.')
rec('other', 'cause', 'NVIDIA NeMo', 'v2.4.0', 'NVIDIA/NeMo v2.4.0:nemo/utils/exp_manager.py:766 exp_manager (twelfth pass, 2026-11-29: exp_manager refuses to start when fault tolerance is configured but nvidia-resiliency-ext is not importable; a configuration/installation check, fatal.)',
    "raise ValueError(\n                'FaultToleranceCallback was enabled with create_fault_tolerance_callback, '\n                'but fault_tolerance package is not installed.'\n            )",
    'ValueError: FaultToleranceCallback was enabled with create_fault_tolerance_callback, but fault_tolerance package is not installed.')
rec('other', 'cause', 'NVIDIA NeMo', 'v2.4.0', 'NVIDIA/NeMo v2.4.0:nemo/utils/exp_manager.py:992 check_resume (twelfth pass, 2026-11-29: check_resume raises when resume_if_exists is set, resume_ignore_no_checkpoint is False and no *last/*end checkpoint exists; a usage/config error of the resume setup.)',
    'raise NotFoundError(\n                        f"There were no checkpoints found in checkpoint_dir or no checkpoint "\n                        f"folder at checkpoint_dir :{checkpoint_dir}. Cannot resume."\n                    )',
    'nemo.utils.exp_manager.NotFoundError: There were no checkpoints found in checkpoint_dir or no checkpoint folder at checkpoint_dir :/results/checkpoints. Cannot resume.')
rec('none', 'benign', 'NVIDIA NeMo', 'v2.4.0', 'NVIDIA/NeMo v2.4.0:nemo/utils/exp_manager.py:990 check_resume (twelfth pass, 2026-11-29: Printed on every first launch with resume_if_exists and resume_ignore_no_checkpoint; training starts from scratch normally.)',
    'if resume_ignore_no_checkpoint:\n    warn = (\n        f"There were no checkpoints found in checkpoint_dir or no checkpoint "\n        f"folder at checkpoint_dir :{checkpoint_dir}. "\n    )\n    if checkpoint is None:\n        warn += "Training from scratch."\n    elif checkpoint == resume_from_checkpoint:\n        warn += f"Training from {resume_from_checkpoint}."\n    logging.warning(warn)',
    '[NeMo W 2025-07-14 10:21:33 exp_manager:990] There were no checkpoints found in checkpoint_dir or no checkpoint folder at checkpoint_dir :/results/checkpoints. Training from scratch.')
rec('other', 'cause', 'NVIDIA NeMo', 'v2.4.0', 'NVIDIA/NeMo v2.4.0:nemo/utils/exp_manager.py:971 check_resume (twelfth pass, 2026-11-29: check_resume refuses to resume when every *last checkpoint carries the unfinished marker (a previous run died mid-save); the restarted job stops on this program check.)',
    'raise ValueError(\n                        "Last checkpoint is unfinished and cannot be used to resume the training."\n                        " Please remove the checkpoint manually to avoid unexpected cosequences, "\n                        " such as restarting from scratch. Hint: Iteration number can be added "\n                        " to the checkpoint name pattern"\n                        " to maximize chance that there is at least one finished last checkpoint to"\n                        " resume from."\n                    )',
    'ValueError: Last checkpoint is unfinished and cannot be used to resume the training. Please remove the checkpoint manually to avoid unexpected cosequences,  such as restarting from scratch. Hint: Iteration number can be added  to the checkpoint name pattern to maximize chance that there is at least one finished last checkpoint to resume from.')
rec('none', 'benign', 'NVIDIA NeMo', 'v2.4.0', 'NVIDIA/NeMo v2.4.0:nemo/utils/exp_manager.py:854 _filter_out_unfinished_checkpoints (twelfth pass, 2026-11-29: On restart the resume search skips a checkpoint left half-written by an earlier run and resumes from an older finished one; the current run continues.)',
    "logging.warning(\n                f'Checkpoint {chkpt_path} has the unfinished marker set - skipped while looking ' 'for the last one.'\n            )",
    '[NeMo W 2025-07-14 10:21:33 exp_manager:854] Checkpoint /results/checkpoints/megatron_gpt--val_loss=2.25-step=3000-consumed_samples=768000.0-last has the unfinished marker set - skipped while looking for the last one.')
rec('none', 'benign', 'NVIDIA NeMo', 'v2.4.0', 'NVIDIA/NeMo v2.4.0:nemo/lightning/pytorch/strategies/megatron_strategy.py:587 MegatronStrategy.setup_distributed (twelfth pass, 2026-11-29: Logged by every rank just before torch.distributed.init_process_group in a normal start-up.)',
    '_logger.info(f"Initializing distributed: GLOBAL_RANK: {global_rank}, MEMBER: {global_rank + 1}/{world_size}")',
    'Initializing distributed: GLOBAL_RANK: 5, MEMBER: 6/16')
rec('none', 'benign', 'NVIDIA NeMo', 'v2.4.0', 'NVIDIA/NeMo v2.4.0:nemo/lightning/pytorch/strategies/megatron_strategy.py:596 MegatronStrategy.setup_distributed (twelfth pass, 2026-11-29: Printed by rank 0 after init_process_group returned, i.e. rendezvous succeeded; healthy start-up line.)',
    'rank_zero_info(\n            f"{\'-\' * 100}\\n"\n            f"distributed_backend={self._process_group_backend}\\n"\n            f"All distributed processes registered. Starting with {world_size} processes\\n"\n            f"{\'-\' * 100}\\n"\n        )',
    'All distributed processes registered. Starting with 16 processes')
rec('none', 'consequence', 'NVIDIA NeMo', 'v2.4.0', 'NVIDIA/NeMo v2.4.0:nemo/lightning/pytorch/callbacks/preemption.py:87 PreemptionCallback._preemption_handler.master_handler (twelfth pass, 2026-11-29: Rank-0 signal handler: the process was sent SIGTERM from outside (SLURM preemption/time limit or a launcher tearing the job down), so it is the effect of another actor, not a failure of this process.)',
    'logging.info(f"Received signal {signum}, initiating graceful stop")',
    '[NeMo I 2025-07-14 11:02:10 preemption:87] Received signal 15, initiating graceful stop')
rec('none', 'consequence', 'NVIDIA NeMo', 'v2.4.0', "NVIDIA/NeMo v2.4.0:nemo/utils/callbacks/dist_ckpt_io.py:163 AsyncFinalizableCheckpointIO.teardown (twelfth pass, 2026-11-29: Teardown warning when async saves are still pending; the code comments that finalization is skipped 'because some ranks might be lost', so it follows another failure or an abrupt stop.)",
    "logging.warning('Some async checkpoint saves might be not finalized properly.')",
    '[NeMo W 2025-07-14 11:02:12 dist_ckpt_io:163] Some async checkpoint saves might be not finalized properly.')
rec('none', 'benign', 'NVIDIA NeMo', 'v2.4.0', 'NVIDIA/NeMo v2.4.0:nemo/core/optim/distributed_adam.py:148 create_distribute_within_nodes_pgs (twelfth pass, 2026-11-29: The function returns {} and the optimizer falls back to the default distribution; the run continues.)',
    'logging.warning("Expected all nodes have the same amout of devices, disable distribute_within_nodes.")',
    '[NeMo W 2025-07-14 10:21:50 distributed_adam:148] Expected all nodes have the same amout of devices, disable distribute_within_nodes.')
rec('none', 'benign', 'NVIDIA NeMo', 'v2.4.0', 'NVIDIA/NeMo v2.4.0:nemo/collections/common/data/lhotse/nemo_adapters.py:442 LazyNeMoTarredIterator.__iter__ (twelfth pass, 2026-11-29: The iterator catches tarfile.ReadError, skips that shard and keeps yielding data; the run goes on.)',
    'logging.warning(\n                    f"Skipping tar file due to read errors (unstable storage or bad file?): {tar_path=}",\n                )',
    "[NeMo W 2025-07-14 10:40:02 nemo_adapters:442] Skipping tar file due to read errors (unstable storage or bad file?): tar_path='/data/tarred/audio_37.tar'")
rec('none', 'retried', 'NVIDIA NeMo-RL', 'v0.2.1', 'NVIDIA/NeMo-RL v0.2.1:nemo_rl/distributed/virtual_cluster.py:212 RayVirtualCluster.__init__ (twelfth pass, 2026-11-29: Printed inside the loop that catches ResourceInsufficientError and retries placement-group creation with exponential back-off (NRL_VIRTUAL_CLUSTER_MAX_RETRIES, default 6).)',
    'print(\n                    f"Retrying placement group creation... {i + 1}/{max_retries}. Next retry in {2**i} seconds."\n                )',
    'Retrying placement group creation... 2/6. Next retry in 2 seconds.')
rec('none', 'retried', 'NVIDIA NeMo-RL', 'v0.2.1', 'NVIDIA/NeMo-RL v0.2.1:nemo_rl/distributed/virtual_cluster.py:249 RayVirtualCluster._init_placement_groups (twelfth pass, 2026-11-29: The exception is caught by RayVirtualCluster.__init__, which print(e)s it and retries (e.g. while Ray worker nodes are still joining); fatal only after the retry limit, reported by a separate message.)',
    'raise ResourceInsufficientError(\n                f"Not enough GPUs available. Requested {total_requested_gpus} GPUs, but only {total_available_gpus} are available in the cluster."\n            )',
    'Not enough GPUs available. Requested 16 GPUs, but only 8 are available in the cluster.')
rec('other', 'cause', 'NVIDIA NeMo-RL', 'v0.2.1', "NVIDIA/NeMo-RL v0.2.1:nemo_rl/distributed/virtual_cluster.py:218 RayVirtualCluster.__init__ (twelfth pass, 2026-11-29: Final, fatal error after all placement-group retries: the requested GPU/CPU bundles never fit the Ray cluster; the program's own resource check of the cluster configuration.)",
    'raise ResourceInsufficientError(\n                f"Maximum number of retries reached ({max_retries}). Cluster resources may be insufficient or cluster itself is highly unstable. Please check your cluster configuration and your cluster logs."\n            )',
    'nemo_rl.distributed.virtual_cluster.ResourceInsufficientError: Maximum number of retries reached (6). Cluster resources may be insufficient or cluster itself is highly unstable. Please check your cluster configuration and your cluster logs.')
rec('other', 'cause', 'NVIDIA NeMo-RL', 'v0.2.1', 'NVIDIA/NeMo-RL v0.2.1:nemo_rl/distributed/virtual_cluster.py:290 RayVirtualCluster._init_placement_groups (twelfth pass, 2026-11-29: ray.get on pg.ready() timed out after 180 s; TimeoutError is not caught by the retry loop (only ResourceInsufficientError is), so the driver fails because the placement request cannot be scheduled.)',
    'raise TimeoutError(\n                "Timed out waiting for placement groups to be ready. The cluster may not have enough resources "\n                "to satisfy the requested configuration, or the resources may be busy with other tasks."\n            )',
    'TimeoutError: Timed out waiting for placement groups to be ready. The cluster may not have enough resources to satisfy the requested configuration, or the resources may be busy with other tasks.')
rec('none', 'benign', 'NVIDIA NeMo-RL', 'v0.2.1', "NVIDIA/NeMo-RL v0.2.1:nemo_rl/distributed/virtual_cluster.py:147 init_ray (twelfth pass, 2026-11-29: Normal single-node start-up when no existing Ray cluster was found (the ConnectionError from ray.init(address='auto') is handled silently).)",
    'logger.info(\n        f"Started local cluster with tag \'{cvd_tag}\': {ray.cluster_resources()}"\n    )',
    "INFO:nemo_rl.distributed.virtual_cluster:Started local cluster with tag 'nrl_tag_0_1_2_3_4_5_6_7': {'CPU': 128.0, 'GPU': 8.0, 'memory': 1543503872000.0, 'node:10.0.3.14': 1.0, 'nrl_tag_0_1_2_3_4_5_6_7': 1.0, 'object_store_memory': 200000000000.0}")
rec('none', 'consequence', 'NVIDIA NeMo-RL', 'v0.2.1', 'NVIDIA/NeMo-RL v0.2.1:nemo_rl/distributed/worker_groups.py:556 RayWorkerGroup.shutdown (twelfth pass, 2026-11-29: Printed at shutdown when the cleanup call on workers raises RayTaskError/GetTimeoutError, i.e. a worker actor had already died or hung; the group then ray.kill()s the workers.)',
    'print(\n                    f"Error during graceful shutdown: {e}. Falling back to force termination."\n                )',
    'Error during graceful shutdown: The actor died unexpectedly before finishing this task.. Falling back to force termination.')
rec('none', 'benign', 'NVIDIA NeMo-RL', 'v0.2.1', 'NVIDIA/NeMo-RL v0.2.1:nemo_rl/models/policy/fsdp1_policy_worker.py:925 FSDP1PolicyWorker.offload_after_refit (twelfth pass, 2026-11-29: Routine memory report printed by each policy worker after every weight refit to vLLM; mentions GPU memory but is not an error.)',
    'print(\n            f"GPU Memory after refit complete: {allocated:.2f}GB allocated, {reserved:.2f}GB reserved"\n        )',
    '(FSDP1PolicyWorker pid=48213) GPU Memory after refit complete: 0.02GB allocated, 2.00GB reserved')
rec('none', 'retried', 'NVIDIA NeMo-RL', 'v0.2.1', "NVIDIA/NeMo-RL v0.2.1:ray.sub:204 worker_cmd (twelfth pass, 2026-11-29: The SLURM script re-runs `ray start --address $ip_head --block` up to num_retries=3 times when it exits; a retry that may succeed (the cause, e.g. head unreachable, is in ray's own output).)",
    'echo "Worker failed \\$count/$num_retries times, restarting in 5 seconds..."',
    'Worker failed 1/3 times, restarting in 5 seconds...')
rec('none', 'retried', 'NVIDIA NeMo-RL', 'v0.2.1', 'NVIDIA/NeMo-RL v0.2.1:ray.sub:243 (main script) (twelfth pass, 2026-11-29: Polling loop (sleep 2) that waits until all Ray worker nodes have registered their worker_units with the head; printed repeatedly while nodes join.)',
    'echo "[INFO] Number of actors online: $worker_units/$NUM_ACTORS"',
    '[INFO] Number of actors online: 8/16')
rec('none', 'consequence', 'NVIDIA NeMo-RL', 'v0.2.1', 'NVIDIA/NeMo-RL v0.2.1:ray.sub:176 worker_cmd monitor-sidecar (twelfth pass, 2026-11-29: Sidecar in each head/worker container kills its container when $LOG_DIR/ENDED exists, which another container (head or a worker that exhausted its retries) or the finished driver created.)',
    'echo "Detected ENDED file, terminating..."',
    'Detected ENDED file, terminating...')
rec('none', 'benign', 'NVIDIA NeMo', 'v2.4.0', 'NVIDIA/NeMo v2.4.0:nemo/collections/asr/parts/submodules/ctc_greedy_decoding.py:924 GreedyBatchedCTCInfer.maybe_enable_cuda_graphs (twelfth pass, 2026-11-29: The ImportError from check_cuda_python_cuda_graphs_conditional_nodes_supported (old driver or missing cuda-python) is caught and decoding falls back to NO_GRAPHS; it names a driver version but the run)',
    'logging.warning(\n                    "No conditional node support for Cuda.\\n"\n                    "Cuda graphs with while loops are disabled, decoding speed will be slower\\n"\n                    f"Reason: {e}"\n                )',
    '[NeMo W 2025-07-14 10:45:12 ctc_greedy_decoding:924] No conditional node support for Cuda.')
rec('driver_mismatch', 'cause', 'NVIDIA NeMo', 'v2.4.0', 'NVIDIA/NeMo v2.4.0:nemo/core/optim/distributed_adam.py:99 _quantize_param_fragment_impl (twelfth pass, 2026-11-29: Fallback implementation selected at import when the installed Transformer Engine is older than the versions NeMo supports; raised when FP8 params are quantized by the distributed optimizer, i.e. a lib)',
    'raise RuntimeError("Invalid Transformer Engine version for FP8 distributed optimizer")',
    'RuntimeError: Invalid Transformer Engine version for FP8 distributed optimizer')
rec('driver_mismatch', 'cause', 'NVIDIA NeMo-RL', 'v0.2.1', "NVIDIA/NeMo-RL v0.2.1:nemo_rl/utils/nvml.py:31 nvml_context (twelfth pass, 2026-11-29: nvmlInit fails inside a policy worker's report_device_id (called unguarded from get_weights_ipc_handles), so the refit and the job fail; the pynvml error here names a kernel driver / user-space librar)",
    'raise RuntimeError(f"Failed to initialize NVML: {e}")',
    'RuntimeError: Failed to initialize NVML: Driver/library version mismatch')
rec('gpu_hardware', 'cause', 'NVIDIA NeMo-RL', 'v0.2.1', "NVIDIA/NeMo-RL v0.2.1:nemo_rl/utils/nvml.py:65 get_device_uuid (twelfth pass, 2026-11-29: nvmlDeviceGetHandleByIndex/nvmlDeviceGetUUID failed for the worker's GPU; with NVML reporting 'GPU is lost' the device has fallen off the bus, and the unguarded call in the policy worker aborts the re)",
    'raise RuntimeError(\n                f"Failed to get device UUID for device {device_idx} (global index: {global_device_idx}): {e}"\n            )',
    'RuntimeError: Failed to get device UUID for device 3 (global index: 3): GPU is lost')
rec('other', 'cause', 'NVIDIA NeMo-RL', 'v0.2.1', 'NVIDIA/NeMo-RL v0.2.1:nemo_rl/models/generation/vllm.py:542 VllmGeneration._get_tied_worker_bundle_indices (twelfth pass, 2026-11-29: Raised while laying out vLLM tensor-parallel workers over the Ray placement groups when no node has enough bundles for one TP group; a configuration check of the cluster layout, fatal.)',
    'raise ValueError(\n                f"Cannot create any tensor parallel tied worker groups with size {self.tensor_parallel_size}. "\n                f"Make sure each node has at least {self.tensor_parallel_size} GPUs."\n            )',
    'ValueError: Cannot create any tensor parallel tied worker groups with size 8. Make sure each node has at least 8 GPUs.')
rec('none', 'benign', 'NVIDIA NeMo-Aligner', 'v0.7.0', 'NVIDIA/NeMo-Aligner v0.7.0:nemo_aligner/utils/trt_llm.py:31 (module import) (twelfth pass, 2026-11-29: Import-time probe: if tensorrt_llm cannot be imported NeMo-Aligner just sets HAVE_TRTLLM=False and continues; only an explicit TRT-LLM request fails later.)',
    'logging.info(f"got error message {e} when importing trt-llm dependencies, disabling")',
    "[NeMo I 2025-05-16 09:12:44 trt_llm:31] got error message No module named 'tensorrt_llm' when importing trt-llm dependencies, disabling")
rec('none', 'retried', 'Flower', 'framework-1.27.0', 'adap/flower framework-1.27.0:framework/py/flwr/common/retry_invoker.py:372 make_simple_grpc_retry_invoker._wait (twelfth pass, 2026-11-29: Backoff hook of the gRPC RetryInvoker used by SuperNode/ServerApp stubs; logged before sleeping and retrying the call (UNAVAILABLE is retried), so the connection may still succeed.)',
    'log(\n                WARN,\n                "Connection attempt failed, retrying in %.2f seconds",\n                wait_time,\n            )',
    'WARNING :   Connection attempt failed, retrying in 4.37 seconds')
rec('none', 'benign', 'Flower', 'framework-1.27.0', 'adap/flower framework-1.27.0:framework/py/flwr/common/retry_invoker.py:332 make_simple_grpc_retry_invoker._on_success (twelfth pass, 2026-11-29: Success hook of the retry invoker: the SuperLink became reachable after earlier failed attempts; the run goes on.)',
    'log(\n                INFO,\n                "Connection successful after %.2f seconds and %s tries.",\n                retry_state.elapsed_time,\n                retry_state.tries,\n            )',
    'INFO :      Connection successful after 12.84 seconds and 4 tries.')
rec('rendezvous_failure', 'cause', 'Flower', 'framework-1.27.0', "adap/flower framework-1.27.0:framework/py/flwr/common/retry_invoker.py:348 make_simple_grpc_retry_invoker._on_giveup (twelfth pass, 2026-11-29: Give-up hook: the SuperNode's max retries/max wait time for reaching the SuperLink (UNAVAILABLE errors) is exhausted and the RpcError is re-raised, so the node never reaches its server address.)",
    'log(\n                WARN,\n                "Giving up reconnection after %.2f seconds and %s tries.",\n                retry_state.elapsed_time,\n                retry_state.tries,\n            )',
    'WARNING :   Giving up reconnection after 600.00 seconds and 13 tries.')
rec('none', 'consequence', 'Flower', 'framework-1.27.0', 'adap/flower framework-1.27.0:framework/py/flwr/client/grpc_rere_client/connection.py:199 grpc_request_response.send_node_heartbeat (twelfth pass, 2026-11-29: Raised when the SuperLink answers a heartbeat with success=False, i.e. the SuperLink lost/deactivated the node (e.g. it restarted); UNAVAILABLE/DEADLINE_EXCEEDED are only returned as False and retried)',
    'raise RuntimeError(\n                "Heartbeat failed unexpectedly. The SuperLink does not "\n                "recognize this SuperNode."\n            )',
    'RuntimeError: Heartbeat failed unexpectedly. The SuperLink does not recognize this SuperNode.')
rec('other', 'cause', 'Flower', 'framework-1.27.0', 'adap/flower framework-1.27.0:framework/py/flwr/simulation/ray_transport/ray_actor.py:136 pool_size_from_resources (twelfth pass, 2026-11-29: Raised when no Ray node can host a single virtual client with the requested num_cpus/num_gpus: a configuration check of the simulation setup.)',
    'raise ValueError(\n            "ActorPool is empty. Stopping Simulation. "\n            "Check `num_cpus` and/or `num_gpus` passed to the simulation engine"\n        )',
    'ValueError: ActorPool is empty. Stopping Simulation. Check `num_cpus` and/or `num_gpus` passed to the simulation engine')
rec('none', 'consequence', 'Flower', 'framework-1.27.0', "adap/flower framework-1.27.0:framework/py/flwr/simulation/legacy_app.py:368 start_simulation (twelfth pass, 2026-11-29: Generic hint logged in the except block around run_fl for ANY exception, right before raising RuntimeError('Simulation crashed.'); the real cause is the exception logged just before.)",
    'log(\n            ERROR,\n            "Your simulation crashed :(. This could be because of several reasons. "\n            "The most common are: "\n            ...\n            client_resources,\n            client_resources,\n        )',
    'ERROR :     Your simulation crashed :(. This could be because of several reasons. The most common are: ')
rec('rendezvous_failure', 'cause', 'NVIDIA FLARE', '2.8.1', 'NVIDIA/NVFlare 2.8.1:nvflare/fuel/f3/drivers/tcp_driver.py:55 TcpStreamServer.__init__ (twelfth pass, 2026-11-29: server_bind/server_activate of the TCP listener failed; the socket is closed and the exception re-raised, so the server/parent cell cannot listen on its configured port.)',
    'log.error(f"{os.getpid()}: Error binding to  {host}:{port}: {secure_format_exception(ex)}")',
    '2026-11-20 14:03:12,418 - tcp_driver - ERROR - 21734: Error binding to  0.0.0.0:8002: OSError: [Errno 98] Address already in use')
rec('none', 'retried', 'NVIDIA FLARE', '2.8.1', "NVIDIA/NVFlare 2.8.1:nvflare/fuel/f3/sfm/conn_manager.py:283 ConnManager.start_connector_task (twelfth pass, 2026-11-29: The connector thread loops until stopped: after logging the driver's connect/listen failure it waits with exponential backoff (max 10 s) and calls the driver again, so the line precedes a retry.)",
    'fail_msg = (\n                    f"Connector {connector} failed with exception {type(ex).__name__}: {secure_format_exception(ex)}"\n                )\n                if wait < SILENT_RECONNECT_TIME:\n                    log.debug(fail_msg)\n                else:\n                    log.error(fail_msg)',
    '2026-11-20 14:03:12,418 - conn_manager - ERROR - Connector [CH00001 ACTIVE grpc://fl-server:8002] failed with exception _MultiThreadedRendezvous: <_MultiThreadedRendezvous of RPC that terminated with: status = StatusCode.UNAVAILABLE details = "failed to connect to all addresses">')
rec('none', 'retried', 'NVIDIA FLARE', '2.8.1', "NVIDIA/NVFlare 2.8.1:nvflare/fuel/f3/sfm/conn_manager.py:301 ConnManager.start_connector_task (twelfth pass, 2026-11-29: Logged every time a connector's driver returns or fails, right before waiting and reconnecting; also printed after a peer drops the connection and it reconnects.)",
    'reconnect_msg = f"Retrying {connector} in {wait} seconds"\n            # First few retries may happen in normal shutdown, show it as debug\n            if wait < SILENT_RECONNECT_TIME:\n                log.debug(reconnect_msg)\n            else:\n                log.info(reconnect_msg)',
    '2026-11-20 14:03:12,418 - conn_manager - INFO - Retrying [CH00001 ACTIVE grpc://fl-server:8002] in 8 seconds')
rec('none', 'retried', 'NVIDIA FLARE', '2.8.1', 'NVIDIA/NVFlare 2.8.1:nvflare/private/fed/authenticator.py:214 Authenticator.authenticate (twelfth pass, 2026-11-29: The Challenge request to the server returned TARGET_UNREACHABLE/COMM_ERROR; the client sleeps retry_interval and challenges again until the optional timeout.)',
    'self.logger.info(f"re-challenge after {self.retry_interval} seconds")',
    '2026-11-20 14:03:12,418 - Authenticator - INFO - re-challenge after 2.0 seconds')
rec('rendezvous_failure', 'cause', 'NVIDIA FLARE', '2.8.1', 'NVIDIA/NVFlare 2.8.1:nvflare/private/fed/authenticator.py:217 Authenticator.authenticate (twelfth pass, 2026-11-29: Raised when the server stayed unreachable (TARGET_UNREACHABLE/COMM_ERROR) for the whole registration timeout: the client never reaches the FL server.)',
    'raise FLCommunicationError(f"cannot connect to server for {self.timeout} seconds")',
    'nvflare.apis.fl_exception.FLCommunicationError: cannot connect to server for 300.0 seconds')
rec('other', 'cause', 'NVIDIA FLARE', '2.8.1', "NVIDIA/NVFlare 2.8.1:nvflare/private/fed/authenticator.py:143 Authenticator._challenge_server (twelfth pass, 2026-11-29: The server's certificate CN does not match the host configured in the client's startup kit; registration fails on a configuration/provisioning mismatch.)",
    'raise FLCommunicationError(\n                f"expected server identity is \'{self.expected_sp_identity}\' but got \'{server_cn}\'"\n            )',
    "nvflare.apis.fl_exception.FLCommunicationError: expected server identity is 'fl-server.example.com' but got 'localhost'")
rec('none', 'consequence', 'NVIDIA FLARE', '2.8.1', "NVIDIA/NVFlare 2.8.1:nvflare/apis/impl/wf_comm_server.py:1005 WFCommServer._check_dead_clients (twelfth pass, 2026-11-29: Server side: a dead-job report for the client is older than the grace period, so it fires CLIENT_DISCONNECTED; the client's own failure happened elsewhere.)",
    'self.logger.error(f"Client {client_name} is deemed disconnected!")',
    '2026-11-20 14:03:12,418 - WFCommServer - ERROR - Client site-2 is deemed disconnected!')
rec('none', 'benign', 'NVIDIA FLARE', '2.8.1', 'NVIDIA/NVFlare 2.8.1:nvflare/private/fed/server/job_runner.py:314 JobRunner._start_run (twelfth pass, 2026-11-29: Only reached when no required site timed out and min_sites is still met; the job continues with the remaining clients.)',
    'self.log_warning(\n                fl_ctx,\n                f"start job ({job_id}): {len(timed_out)} client(s) timed out at start-job: {timed_out}; "\n                f"{active_count} of {len(all_client_sites)} clients started successfully.",\n            )',
    "2026-11-20 14:03:12,418 - JobRunner - WARNING - [identity=example_project, run=7b4f0c2e-5d1a-4e39-9a0c-3f1d2b6e8a11]: start job (7b4f0c2e-5d1a-4e39-9a0c-3f1d2b6e8a11): 1 client(s) timed out at start-job: ['site-3']; 2 of 3 clients started successfully.")
rec('other', 'cause', 'NVIDIA FLARE', '2.8.1', "NVIDIA/NVFlare 2.8.1:nvflare/app_opt/job_launcher/docker_launcher.py:438 DockerJobLauncher._get_docker_client (twelfth pass, 2026-11-29: docker.from_env().ping() failed before launching the job container: the site's Docker setup (daemon/socket permissions) is wrong.)",
    'raise RuntimeError(f"cannot connect to Docker daemon: {e}")',
    "RuntimeError: cannot connect to Docker daemon: Error while fetching server API version: ('Connection aborted.', FileNotFoundError(2, 'No such file or directory'))")
rec('rendezvous_failure', 'cause', 'NVIDIA FLARE', '2.8.1', 'NVIDIA/NVFlare 2.8.1:nvflare/fuel/f3/drivers/net_utils.py:289 get_tcp_urls (twelfth pass, 2026-11-29: get_open_tcp_port found no free port in the configured range for a dynamic listener, so the cell cannot open its listener.)',
    'raise CommError(CommError.BAD_CONFIG, "Can\'t find an open port in the specified range")',
    "nvflare.fuel.f3.comm_error.CommError: Code: BAD_CONFIG Error: Can't find an open port in the specified range")
rec('rendezvous_failure', 'cause', 'Bagua', 'v0.9.2', 'BaguaSys/bagua v0.9.2:bagua/torch_api/communication.py:518 init_process_group (twelfth pass, 2026-11-29: Every rank polls the autotune HTTP service that rank 0 starts on MASTER_ADDR:BAGUA_SERVICE_PORT; health_check kept getting ConnectionError for the whole wait, so init_process_group aborts because the )',
    'raise Exception("Warning! autotune service not ready after {} seconds. "\n                        "You can adjust this duration through "\n                        "`BAGUA_AUTOTUNE_SERVER_WAIT_TIME` environment variable.".format(wait_time))',
    'Exception: Warning! autotune service not ready after 30 seconds. You can adjust this duration through `BAGUA_AUTOTUNE_SERVER_WAIT_TIME` environment variable.')
rec('none', 'retried', 'Bagua', 'v0.9.2', 'BaguaSys/bagua v0.9.2:bagua/service/autotune_service.py:319 reset_error_retry.wrap (twelfth pass, 2026-11-29: Decorator around AutotuneClient requests: on ConnectionResetError/ConnectionError it logs, sleeps 1 s and retries up to 3 times before re-raising.)',
    'logging.warning("request failed, retry={}, e={}".format(retry, e))',
    "WARNING:root:request failed, retry=0, e=('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))")
rec('collective_timeout', 'cause', 'Bagua', 'v0.9.2', "BaguaSys/bagua v0.9.2:rust/bagua-core/bagua-core-internal/src/lib.rs:262 BaguaCommBackend::new (comm_monitor thread) (twelfth pass, 2026-11-29: The comm monitor thread waits 300 s for the worker to signal that the bucket's communication op finished; the panic hook exits the process, so a hung collective is reported by this timeout.)",
    'panic!("{:?} comm op has not finished for 5 min, panic", op_bucket);',
    'Message:  BaguaBucket { name: "bagua_bucket_3", inner: Mutex { data: BaguaBucketInner { .. } } } comm op has not finished for 5 min, panic')
rec('none', 'benign', 'Bagua', 'v0.9.2', 'BaguaSys/bagua v0.9.2:rust/bagua-core/bagua-core-internal/src/communicators/mod.rs:60 BaguaSingleCommunicator::new (twelfth pass, 2026-11-29: Printed after the communicator is created when ncclGetVersion < 21000; the communicator is only flagged degraded and training goes on.)',
    'tracing::warn!("Bagua is using NCCL version ({}) under v2.10, for better performance, you may upgrade your system NCCL on your own or install bundled NCCL library through `import bagua_core; bagua_core.install_deps()` or the `bagua_install_deps.py` script.", version);',
    '2026-11-20T14:03:12.418532Z  WARN bagua_core_internal::communicators: Bagua is using NCCL version (2804) under v2.10, for better performance, you may upgrade your system NCCL on your own or install bundled NCCL library through `import bagua_core; bagua_core.install_deps()` or the `bagua_install_deps.py` script.')
rec('cuda_oom', 'cause', 'Bagua', 'v0.9.2', "BaguaSys/bagua v0.9.2:rust/bagua-core/bagua-core-internal/cpp/include/bagua_utils.h:5 CUDACHECK (used by CudaMemory::new in src/resource_pool/mod.rs:16) (twelfth pass, 2026-11-29: CudaMemory::new wraps cudaMalloc for the bucket/buffer memory pool in CUDACHECK, which prints the CUDA error string and exits the process; with 'out of memory' the device memory is exhausted.)",
    '#define CUDACHECK(cmd) do { cudaError_t e = cmd; if( e != cudaSuccess ) { printf("Failed: Cuda error %s:%d \'%s\'\\n", __FILE__,__LINE__,cudaGetErrorString(e)); exit(EXIT_FAILURE); } } while(0)',
    "Failed: Cuda error /root/bagua/target/release/build/bagua-core-internal-3f2a9c1d/out/cpp_closures.cpp:412 'out of memory'")
rec('none', 'consequence', 'Bagua', 'v0.9.2', "BaguaSys/bagua v0.9.2:bagua/distributed/launch.py:285 main.sigkill_handler (twelfth pass, 2026-11-29: The launcher's monitor loop calls sigkill_handler when any local worker exits non-zero (or on SIGINT/SIGTERM), killing the remaining workers; it reports another process's failure.)",
    'print(f"Killing subprocess {process.pid}")',
    'Killing subprocess 48213')
rec('other', 'cause', 'Bagua', 'v0.9.2', 'BaguaSys/bagua v0.9.2:bagua/torch_api/communication.py:487 init_process_group (twelfth pass, 2026-11-29: Usage check at the start of init_process_group: the script calls it a second time in the same process.)',
    'raise RuntimeError("trying to initialize the default process group twice!")',
    'RuntimeError: trying to initialize the default process group twice!')
rec('rendezvous_failure', 'cause', 'Flower', 'framework-1.27.0', 'adap/flower framework-1.27.0:framework/py/flwr/common/grpc.py:165 generic_create_grpc_server (twelfth pass, 2026-11-29: Before creating the SuperLink/SuperNode gRPC server, a test bind of the address fails, and the process exits: another process holds the port the API must listen on.)',
    'if is_port_in_use(server_address):\n        sys.exit(f"Port in server address {server_address} is already in use.")',
    'Port in server address 0.0.0.0:9092 is already in use.')
rec('none', 'retried', 'submitit', '1.5.4', 'facebookincubator/submitit 1.5.4:submitit/core/job_environment.py:203 SignalHandler.checkpoint_and_try_requeue (twelfth pass, 2026-11-29: Handler for the Slurm pre-timeout/preemption signal; rank 0 then checkpoints and requeues the job, so the line announces a requeue, not a failure.)',
    'self._logger.warning(\n    f"Caught signal {signal.Signals(signum).name} on {socket.gethostname()}: this job is {case}."\n)',
    'submitit WARNING (2026-11-28 14:02:11,532) - Caught signal SIGUSR2 on learnfair0123: this job is preempted.')
rec('none', 'retried', 'submitit', '1.5.4', 'facebookincubator/submitit 1.5.4:submitit/slurm/slurm.py:191 SlurmJobEnvironment._requeue (twelfth pass, 2026-11-29: Logged after `scontrol requeue` succeeded on preemption/timeout; the job is resubmitted and may complete.)',
    'logger.get_logger().info(f"Requeued job {jid} ({countdown} remaining timeouts)")',
    'submitit INFO (2026-11-28 14:02:12,004) - Requeued job 4521873 (2 remaining timeouts)')
rec('none', 'benign', 'submitit', '1.5.4', 'facebookincubator/submitit 1.5.4:submitit/core/job_environment.py:197 SignalHandler.bypass (twelfth pass, 2026-11-29: SIGTERM/SIGCONT handler only logs and ignores the signal (they come with Slurm requeue/preemption), the task goes on.)',
    'self._logger.warning(f"Bypassing signal {signal.Signals(signum).name}")',
    'submitit WARNING (2026-11-28 14:02:11,610) - Bypassing signal SIGTERM')
rec('none', 'retried', 'submitit', '1.5.4', 'facebookincubator/submitit 1.5.4:submitit/core/core.py:135 SlurmInfoWatcher.update (twelfth pass, 2026-11-29: A failed sacct poll is swallowed and the watcher polls again on its next refresh; nothing fails.)',
    'logger.get_logger().warning(\n    f"Call #{self.num_calls} - Bypassing sacct error {e}, status may be inaccurate."\n)',
    "submitit WARNING (2026-11-28 13:40:02,118) - Call #12 - Bypassing sacct error Command '['sacct', '-o', 'JobID,State,NodeList', '--parsable2', '-j', '4521873']' returned non-zero exit status 1., status may be inaccurate.")
rec('none', 'consequence', 'submitit', '1.5.4', "facebookincubator/submitit 1.5.4:submitit/core/core.py:372 Job._get_outcome_and_result (twelfth pass, 2026-11-29: Raised on the submitting side when the remote job died without writing its result pickle; it reports the job's death (the cause is in the appended stderr), so it is a consequence.)",
    'message = [\n    f"Job {self.job_id} (task: {self.task_id}) with path {self.paths.result_pickle}",\n    f"has not produced any output (state: {self.state})",\n]',
    'submitit.core.utils.UncompletedJobError: Job 4521873_3 (task: 0) with path /checkpoint/alice/logs/4521873_3_0_result.pkl')
rec('none', 'consequence', 'submitit', '1.5.4', "facebookincubator/submitit 1.5.4:submitit/core/submission.py:68 process_job (twelfth pass, 2026-11-29: Wrapper logs that the user's function raised, after pickling the traceback, and re-raises; the real error is the traceback above it.)",
    'logger.error("Submitted job triggered an exception")',
    'submitit ERROR (2026-11-28 14:10:45,902) - Submitted job triggered an exception')
rec('remote_missing_file', 'cause', 'submitit', '1.5.4', "facebookincubator/submitit 1.5.4:submitit/core/submission.py:48 process_job (twelfth pass, 2026-11-29: On the compute node the job's submitted pickle (written by the submitting host into the job folder) is not visible after 60 s, i.e. the folder is not on a filesystem shared with that node.)",
    'raise RuntimeError(\n    f"Waited for {wait_time} seconds but could not find submitted jobs in path:\\n{paths.submitted_pickle}"\n)',
    'RuntimeError: Waited for 60 seconds but could not find submitted jobs in path:')
rec('other', 'cause', 'submitit', '1.5.4', 'facebookincubator/submitit 1.5.4:submitit/slurm/slurm.py:257 SlurmJobEnvironment.__init__ (twelfth pass, 2026-11-29: Fatal setup check: the Slurm job environment requires srun on PATH; a configuration/environment problem.)',
    'raise RuntimeError(\'Could not detect "srun", are you indeed on a slurm cluster?\')',
    'RuntimeError: Could not detect "srun", are you indeed on a slurm cluster?')
rec('other', 'cause', 'submitit', '1.5.4', 'facebookincubator/submitit 1.5.4:submitit/slurm/slurm.py:172 _parse_node_list (twelfth pass, 2026-11-29: The hostnames used e.g. for MASTER_ADDR cannot be derived because the nodelist does not parse; the distributed setup aborts.)',
    'raise SlurmParseException(f"Unrecognized format for SLURM_JOB_NODELIST: \'{node_list}\'", e) from e',
    'submitit.slurm.slurm.SlurmParseException: ("Unrecognized format for SLURM_JOB_NODELIST: \'node[001-004\'", ValueError(\'Unbalanced brackets\'))')
rec('other', 'cause', 'submitit', '1.5.4', 'facebookincubator/submitit 1.5.4:submitit/helpers.py:403 TorchDistributedEnvironment.export (twelfth pass, 2026-11-29: Configuration check of the torch.distributed env:// variables: refuses to overwrite existing MASTER_ADDR/RANK/etc. unless overwrite=True.)',
    'raise RuntimeError(f"Cannot export environment variables as {key} is already set")',
    'RuntimeError: Cannot export environment variables as MASTER_ADDR is already set')
rec('other', 'cause', 'submitit', '1.5.4', "facebookincubator/submitit 1.5.4:submitit/local/local.py:185 LocalExecutor._internal_update_parameters (twelfth pass, 2026-11-29: Usage check of the local executor's distributed setup; the submission is refused.)",
    'raise ValueError("LocalExecutor can use only one node. Use nodes=1")',
    'ValueError: LocalExecutor can use only one node. Use nodes=1')
rec('other', 'cause', 'submitit', '1.5.4', 'facebookincubator/submitit 1.5.4:submitit/local/local.py:193 LocalExecutor._internal_update_parameters (twelfth pass, 2026-11-29: Configuration check: more GPUs requested per node than listed in visible_gpus; the submission is refused.)',
    'raise ValueError(\n    f"{gpus_requested} gpus requested, but only {visible_gpus} were specified visible."\n)',
    'ValueError: 8 gpus requested, but only (0, 1, 2, 3) were specified visible.')
rec('none', 'benign', 'Hydra submitit launcher', 'v1.3.5', 'facebookresearch/hydra v1.3.5:plugins/hydra_submitit_launcher/hydra_plugins/hydra_submitit_launcher/submitit_launcher.py:119 BaseSubmititLauncher.launch (twelfth pass, 2026-11-29: Informational line printed at every sweep launch before jobs are submitted.)',
    'log.info(\n    f"Submitit \'{self._EXECUTOR}\' sweep output dir : "\n    f"{self.config.hydra.sweep.dir}"\n)',
    "[2026-11-28 13:30:01,442][HYDRA] Submitit 'slurm' sweep output dir : multirun/2026-11-28/13-30-00")
rec('none', 'benign', 'Hydra submitit launcher', 'v1.3.5', "facebookresearch/hydra v1.3.5:plugins/hydra_submitit_launcher/hydra_plugins/hydra_submitit_launcher/submitit_launcher.py:133 BaseSubmititLauncher.launch (twelfth pass, 2026-11-29: Lists each job's overrides as it is queued via executor.map_array; printed by healthy sweeps.)",
    'log.info(f"\\t#{idx} : {lst}")',
    '[2026-11-28 13:30:01,445][HYDRA] \t#0 : trainer.devices=8 trainer.num_nodes=2')
rec('none', 'consequence', 'Hydra submitit launcher', 'v1.3.5', "facebookresearch/hydra v1.3.5:hydra/core/utils.py:258 JobReturn.return_value (twelfth pass, 2026-11-29: The submitit launcher returns j.results()[0]; when the task function failed this header is written before re-raising the job's own exception, so it reports another error.)",
    'sys.stderr.write(\n    f"Error executing job with overrides: {self.overrides}" + os.linesep\n)',
    "Error executing job with overrides: ['trainer.devices=8', 'trainer.num_nodes=2']")
rec('host_mem_alloc', 'cause', 'Flux', 'v0.88.0', "flux-framework/flux-core v0.88.0:src/shell/oom.c:86 watch_cb (twelfth pass, 2026-11-29: The job shell's oom plugin watches the job cgroup's memory.events and logs this when the kernel OOM-killed tasks of the job: host memory exhausted.)",
    'shell_log_error ("Memory cgroup out of memory: "\n                 "killed %lu task%s on %s.",\n                 count - oom->oom_kill,\n                 count - oom->oom_kill > 1 ? "s" : "",\n                 oom->shell->hostname);',
    '12.418s: flux-shell[1]: ERROR: oom: Memory cgroup out of memory: killed 1 task on node12.')
rec('none', 'consequence', 'Flux', 'v0.88.0', "flux-framework/flux-core v0.88.0:src/shell/doom.c:160 doom_check (twelfth pass, 2026-11-29: The rank 0 shell raises a fatal exec exception because another task exited non-zero; it reports that task's failure rather than naming why it failed.)",
    'doom_fatal (doom,\n            "%s: %s rank %d on host %s failed%s %s",\n            get_jobspec_command_arg0 (doom),\n            doom->lost_shell ? "shell" : "task",\n            doom->exit_rank,\n            doom_exit_host (doom),\n            doom_disposition (doom->exit_wait_status, disp, sizeof (disp)),\n            "and exit-on-error is set");',
    '12.502s: job.exception f2UvPzqKBq5 type=exec severity=0 python: task rank 3 on host node12 failed (Killed) and exit-on-error is set')
rec('none', 'consequence', 'Flux', 'v0.88.0', "flux-framework/flux-core v0.88.0:src/shell/doom.c:254 doom_timeout (twelfth pass, 2026-11-29: Timer started when the first task exits; when it fires the job is killed because one task ended early, so the line is a consequence of that task's exit.)",
    'doom_fatal (doom,\n            "%s: %s rank %d on host %s exited%s and exit-timeout=%s %s",\n            get_jobspec_command_arg0 (doom),\n            doom->lost_shell ? "shell" : "task",\n            doom->exit_rank,\n            doom_exit_host (doom),\n            doom_disposition (doom->exit_wait_status, disp, sizeof (disp)),\n            fsd,\n            "has expired");',
    '42.113s: job.exception f2UvPzqKBq5 type=exec severity=0 python: task rank 0 on host node01 exited (Exit 1) and exit-timeout=30s has expired')
rec('none', 'consequence', 'Flux', 'v0.88.0', "flux-framework/flux-core v0.88.0:src/shell/pmi/pmi.c:113 shell_pmi_abort (twelfth pass, 2026-11-29: The shell's PMI server turns a task's PMI_Abort (MPI_Abort) into a fatal job exception; it relays the application's own abort.)",
    'flux_shell_raise ("exec",\n                  0,\n                  "PMI_Abort%s%s",\n                  msg ? ": " : "",\n                  msg ? msg : "");',
    '3.871s: job.exception f2UvPzqKBq5 type=exec severity=0 PMI_Abort: application called MPI_Abort(MPI_COMM_WORLD, 1) - process 5')
rec('none', 'benign', 'Flux', 'v0.88.0', 'flux-framework/flux-core v0.88.0:src/shell/pmi/pmi.c:295 init_clique (twelfth pass, 2026-11-29: The key is skipped without error (clients treat a missing key as fine); the job goes on.)',
    'shell_warn ("PMI_process_mapping overflows PMI max value.");',
    '0.102s: flux-shell[0]:  WARN: pmi-simple: PMI_process_mapping overflows PMI max value.')
rec('none', 'retried', 'Flux', 'v0.88.0', 'flux-framework/flux-core v0.88.0:src/shell/shell.c:243 reconnect (twelfth pass, 2026-11-29: Comms-error callback of a shell started with --reconnect: logs the lost broker connection, then retries every 2 s until the broker is back.)',
    'shell_log_errno ("broker");\nwhile (try_reconnect (h) < 0)\n    sleep (2);',
    '1804.552s: flux-shell[0]: ERROR: broker: Connection reset by peer')
rec('none', 'benign', 'Flux', 'v0.88.0', "flux-framework/flux-core v0.88.0:src/shell/rlimit.c:122 rlimit_init (twelfth pass, 2026-11-29: While propagating the submitter's rlimits the shell clamps a soft limit to the node's hard limit and goes on.)",
    'shell_warn ("%s exceeds current max, raising value to hard limit",\n            key);',
    '0.041s: flux-shell[2]:  WARN: rlimit: memlock exceeds current max, raising value to hard limit')
rec('none', 'consequence', 'Flux', 'v0.88.0', 'flux-framework/flux-core v0.88.0:src/modules/job-exec/bulkexec.c:240 error_cb (twelfth pass, 2026-11-29: job-exec got EHOSTUNREACH for a shell on a critical rank and kills the job; it reports that a node dropped out of the instance, the reason for which lies on that node.)',
    'jobinfo_fatal_error (job,\n                     0,\n                     "node failure on %s (rank %d)",\n                     hostname,\n                     rank);',
    '95.310s: job.exception f2UvPzqKBq5 type=exec severity=0 node failure on node12 (rank 3)')
rec('none', 'consequence', 'Flux', 'v0.88.0', "flux-framework/flux-core v0.88.0:src/modules/overlay/overlay.c:691 log_lost_connection (twelfth pass, 2026-11-29: The parent broker notices EHOSTUNREACH sending to a child peer and marks it lost; it reports another node's failure.)",
    'flux_log (ov->h,\n          LOG_ERR,\n          "%s (rank %d) %s%s",\n          flux_get_hostbyrank (ov->h, child->rank),\n          (int)child->rank,\n          why,\n          add);',
    'Nov 28 14:02:11.123456 UTC 2026 overlay.err[0]: node12 (rank 3) failed and severed contact with 2 other nodes')
rec('driver_mismatch', 'cause', 'Flux', 'v0.88.0', 'flux-framework/flux-core v0.88.0:src/modules/overlay/overlay.c:1113 version_check (twelfth pass, 2026-11-29: The parent broker rejects a child broker whose flux-core MAJOR.MINOR differs; the child logs the reply and exits (parent-fail).)',
    'errprintf (error,\n          "client (%u.%u.%u) version mismatched with server (%u.%u.%u)",\n          V_MAJOR (v1),\n          V_MINOR (v1),\n          V_PATCH (v1),\n          V_MAJOR (v2),\n          V_MINOR (v2),\n          V_PATCH (v2));',
    'Nov 28 14:00:03.518220 UTC 2026 overlay.err[3]: overlay.hello: client (0.87.0) version mismatched with server (0.88.0)')
rec('socket_iface', 'cause', 'Flux', 'v0.88.0', "flux-framework/flux-core v0.88.0:src/common/libutil/ipaddr.c:173 getnamed_ifaddr (twelfth pass, 2026-11-29: Building the broker's tcp:// TBON endpoint from tbon.interface-hint/FLUX_IPADDR_INTERFACE fails because the named interface has no address on this node; the overlay module does not start.)",
    'errprintf (error, "could not find address associated with %s", name);',
    'Nov 28 14:00:01.902114 UTC 2026 overlay.err[2]: could not find address associated with ib0')
rec('none', 'consequence', 'Flux', 'v0.88.0', "flux-framework/flux-core v0.88.0:src/common/libjob/job.c:241 flux_job_waitstatus_to_exitcode (twelfth pass, 2026-11-29: flux run (flux-job attach) prints this on the job's finish event to report the tasks' non-zero exit; the cause is in the task output.)",
    'errprintf (errp, "task(s) exited with exit code %d", code);',
    'flux-job: task(s) exited with exit code 1')
rec('none', 'benign', 'Flux', 'v0.88.0', 'flux-framework/flux-core v0.88.0:src/broker/bootstrap.c:429 execute_parental_notifications (twelfth pass, 2026-11-29: Explicitly not an error per the code comment: the subinstance falls back to treating all ranks as critical and boots on.)',
    'flux_log (boot->ctx->h,\n          LOG_ERR,\n          "Unable to get critical ranks, all ranks will be critical");',
    'Nov 28 14:00:02.001337 UTC 2026 broker.err[0]: Unable to get critical ranks, all ranks will be critical')
rec('host_mem_alloc', 'cause', 'OpenPBS', 'v23.06.06', "openpbs/openpbs v23.06.06:src/resmom/mom_main.c:5969 mom_over_limit (twelfth pass, 2026-11-29: MoM's periodic over-limit check found the job's resident memory above its mem request and kills the job, writing this to the job's stderr: host memory exhausted for the job.)",
    'sprintf(log_buffer, "mem %lukb exceeded limit %lukb", llnum / 1024, llvalue / 1024);\n...\nsprintf(kill_msg, "=>> PBS: job killed: %s\\n", log_buffer);\nmessage_job(pjob, StdErr, kill_msg);',
    '=>> PBS: job killed: mem 197132288kb exceeded limit 167772160kb')
rec('other', 'cause', 'OpenPBS', 'v23.06.06', 'openpbs/openpbs v23.06.06:src/resmom/mom_main.c:6017 mom_over_limit (twelfth pass, 2026-11-29: MoM kills the job for running past its requested walltime (exit JOB_EXEC_KILL_WALLTIME); a time-limit cause outside the listed classes.)',
    'sprintf(log_buffer,\n\t"walltime %lu exceeded limit %lu",\n\tnum, value);\n...\nsprintf(kill_msg, "=>> PBS: job killed: %s\\n", log_buffer);',
    '=>> PBS: job killed: walltime 86431 exceeded limit 86400')
rec('none', 'retried', 'OpenPBS', 'v23.06.06', 'openpbs/openpbs v23.06.06:src/resmom/mom_comm.c:2392 im_eof (twelfth pass, 2026-11-29: Stream to a sister MoM hit EOF but max_poll_downtime has not passed; the job keeps running while communication may come back.)',
    'sprintf(log_buffer, "lost communication with %s, not killing job yet", np->hn_host);\nlog_joberr(-1, __func__, log_buffer, pjob->ji_qs.ji_jobid);\ncontinue;',
    '11/28/2026 14:02:11.482113;0001;pbs_mom;Job;4812.pbs01;im_eof, lost communication with node12, not killing job yet')
rec('none', 'consequence', 'OpenPBS', 'v23.06.06', 'openpbs/openpbs v23.06.06:src/resmom/mom_comm.c:2403 im_eof (twelfth pass, 2026-11-29: Mother superior gives up on a sister MoM that stayed unreachable past max_poll_downtime and kills the job; it reports the loss of another node.)',
    'sprintf(log_buffer, "lost communication with %s for > %d secs, killing job now", np->hn_host, max_poll_downtime_val);',
    '11/28/2026 14:02:11.482113;0001;pbs_mom;Job;4812.pbs01;im_eof, lost communication with node12 for > 300 secs, killing job now')
rec('none', 'retried', 'OpenPBS', 'v23.06.06', 'openpbs/openpbs v23.06.06:src/resmom/mom_comm.c:2242 node_bailout (twelfth pass, 2026-11-29: The job is bailed out with JOB_EXEC_RETRY, i.e. requeued by the server to run again.)',
    'snprintf(log_buffer, sizeof(log_buffer),\n\t "sister node %s failed to update job",\n\t np->hn_host ? np->hn_host : "");\n...\nexec_bail(pjob, JOB_EXEC_RETRY, log_buffer);',
    '11/28/2026 14:02:11.482113;0001;pbs_mom;Job;4812.pbs01;sister node node12 failed to update job')
rec('none', 'consequence', 'OpenPBS', 'v23.06.06', 'openpbs/openpbs v23.06.06:src/resmom/mom_comm.c:1916 job_start_error (twelfth pass, 2026-11-29: Mother superior reports that a sister MoM refused or failed the JOIN_JOB; the reason is on that sister, and the job start is then aborted or the node dropped.)',
    'snprintf(log_buffer, sizeof(log_buffer),\n\t "%s %d from node %s could not %s successfully",\n\t __func__, code, nodename, cmd);',
    '11/28/2026 14:00:03.118020;0008;pbs_mom;Job;4812.pbs01;job_start_error 15010 from node 10.1.4.12:15003 could not JOIN_JOB successfully')
rec('none', 'benign', 'OpenPBS', 'v23.06.06', 'openpbs/openpbs v23.06.06:src/resmom/mom_comm.c:1922 job_start_error (twelfth pass, 2026-11-29: With tolerate_node_failures set the failing sister is just removed from the node list and the job goes on.)',
    'snprintf(log_buffer, sizeof(log_buffer),\n\t "ignoring error from %s as job is tolerant of node failures", nodename);',
    '11/28/2026 14:00:03.118101;0008;pbs_mom;Job;4812.pbs01;ignoring error from node12 as job is tolerant of node failures')
rec('ssh_failure', 'cause', 'OpenPBS', 'v23.06.06', 'openpbs/openpbs v23.06.06:src/cmds/pbs_tmrsh.c:271 main (twelfth pass, 2026-11-29: pbs_tmrsh is the rsh/ssh replacement MPI launchers use to start remote ranks through the PBS Task Manager; if it cannot reach the MoM no remote process is started (exit 255).)',
    'if ((rc = tm_init(NULL, &rootrot)) != TM_SUCCESS) {\n\tfprintf(stderr, "%s: tm_init: %s\\n", id, get_ecname(rc));\n\treturn 255;\n}',
    'pbs_tmrsh: tm_init: system error - MOM cannot be contacted (17000)')
rec('none', 'consequence', 'OpenPBS', 'v23.06.06', "openpbs/openpbs v23.06.06:src/server/req_jobobit.c:1593 job_obit (twelfth pass, 2026-11-29: Server mail when MoM rejected the job after file setup (JOB_EXEC_FAIL2); it points at the job's stderr where the real cause is.)",
    'char *msg_momnoexec2 = "Job cannot be executed\\nSee job standard error file";\n...\nsvr_mailowner(pjob, MAIL_ABORT, MAIL_FORCE, msg_momnoexec2);',
    'Job cannot be executed')
rec('none', 'retried', 'Flux', 'v0.88.0', 'flux-framework/flux-core v0.88.0:src/broker/state_machine.c:446 quorum_warn_timer_cb (twelfth pass, 2026-11-29: Periodic warning while rank 0 waits in the quorum state for the listed brokers to join; the timer re-arms and the instance proceeds once they connect.)',
    'flux_log (s->ctx->h,\n          LOG_ERR,\n          "quorum delayed: waiting for %s (rank %s)",\n          hoststr,\n          rankstr);\nflux_timer_watcher_reset (w, s->quorum.warn_period, 0.);',
    'Nov 28 14:01:02.000411 UTC 2026 broker.err[0]: quorum delayed: waiting for node[12-13] (rank 3-4)')
rec('host_mem_alloc', 'cause', 'OpenPBS', 'v23.06.06', "openpbs/openpbs v23.06.06:src/hooks/cgroups/pbs_cgroups.PY:4937 CgroupUtils.update_job_usage (twelfth pass, 2026-11-29: The cgroups hook's epilogue sees a non-zero memory failcnt for the job and appends the kernel's oom-kill line to the job's stderr: the job hit its memory cgroup limit and processes were OOM-killed.)",
    'self.write_to_stderr(pbs.event().job,\n                     "Cgroup mem limit "\n                     "exceeded: %s\\n" % (err_msg))',
    'Cgroup mem limit exceeded: oom-kill:constraint=CONSTRAINT_MEMCG,nodemask=(null),cpuset=4812.pbs01,mems_allowed=0-1,oom_memcg=/pbs_jobs.service/jobid/4812.pbs01,task_memcg=/pbs_jobs.service/jobid/4812.pbs01,task=python,pid=81234,uid=1001')
rec('other', 'cause', 'SpeechBrain', 'v1.1.0', 'speechbrain/speechbrain v1.1.0:speechbrain/utils/distributed.py:465 ddp_init_group (twelfth pass, 2026-11-29: ddp_init_group raises when LOCAL_RANK+1 exceeds torch.cuda.device_count() for a non-gloo backend: more processes were launched per node than GPUs are visible, a launch configuration error.)',
    'raise ValueError(\n    "Killing process " + "" + "\\nNot enough GPUs available!"\n)',
    'ValueError: Killing process')
rec('driver_mismatch', 'cause', 'SpeechBrain', 'v1.1.0', 'speechbrain/speechbrain v1.1.0:speechbrain/utils/distributed.py:472 ddp_init_group (twelfth pass, 2026-11-29: Raised before init_process_group when torch.distributed.is_nccl_available() is False, i.e. the installed PyTorch build has no NCCL (CPU-only or non-CUDA wheel) for the requested nccl backend.)',
    'raise ValueError("NCCL is not supported in your machine.")',
    'ValueError: NCCL is not supported in your machine.')
rec('other', 'cause', 'SpeechBrain', 'v1.1.0', 'speechbrain/speechbrain v1.1.0:speechbrain/utils/distributed.py:480 ddp_init_group (twelfth pass, 2026-11-29: Fatal check of the --distributed_backend option: anything other than nccl/gloo/mpi is rejected before the process group is created (user configuration error).)',
    'raise ValueError(\n    run_opts["distributed_backend"]\n    + " communication protocol doesn\'t exist."\n)',
    "ValueError: hccl communication protocol doesn't exist.")
rec('other', 'cause', 'SpeechBrain', 'v1.1.0', 'speechbrain/speechbrain v1.1.0:speechbrain/core.py:316 Brain.__init__ (twelfth pass, 2026-11-29: Configuration check: --data_parallel_backend was requested but torch.cuda.device_count() is 0, so the run stops before moving modules.)',
    'raise ValueError("You must have at least 1 GPU to use DataParallel")',
    'ValueError: You must have at least 1 GPU to use DataParallel')
rec('other', 'cause', 'SpeechBrain', 'v1.1.0', 'speechbrain/speechbrain v1.1.0:speechbrain/core.py:420 Brain.__init__ (twelfth pass, 2026-11-29: On ranks > 0 of a torchrun launch where the recipe never called ddp_init_group (process group not initialized), Brain.__init__ raises: a usage error of the distributed setup.)',
    'raise ValueError(\n    " ================ WARNING ==============="\n    "Please add sb.ddp_init_group() into your exp.py"\n    "To use DDP backend, start your script with:\\n\\t"\n    "torchrun [args] experiment.py hyperparams.yaml"\n)',
    'ValueError:  ================ WARNING ===============Please add sb.ddp_init_group() into your exp.pyTo use DDP backend, start your script with:')
rec('none', 'consequence', 'SpeechBrain', 'v1.1.0', 'speechbrain/speechbrain v1.1.0:speechbrain/core.py:431 Brain.__init__ (twelfth pass, 2026-11-29: Logged on rank 0 right after the missing-ddp_init_group warning to report that the other ranks died (they raised the ValueError); it reports their failure, not a cause of its own.)',
    'logger.info(\n    "Only the main process is alive, "\n    "all other subprocess were killed."\n)',
    'speechbrain.core - Only the main process is alive, all other subprocess were killed.')
rec('none', 'benign', 'SpeechBrain', 'v1.1.0', 'speechbrain/speechbrain v1.1.0:speechbrain/core.py:722 Brain._train_loader_specifics (twelfth pass, 2026-11-29: Warning under a DDP launch when the train set is an IterableDataset: no DistributedSampler is added and training proceeds (sharding is left to the dataset).)',
    'logger.warning(\n    "Cannot automatically solve distributed sampling "\n    "for IterableDataset."\n)',
    'speechbrain.core - Cannot automatically solve distributed sampling for IterableDataset.')
rec('cuda_oom', 'cause', 'icefall', '36e0420c7', "k2-fsa/icefall 36e0420c7:egs/librispeech/ASR/zipformer/train.py:1571 scan_pessimistic_batches_for_oom (twelfth pass, 2026-11-29: The pre-training sanity pass runs the most pessimistic batches; when the exception text contains 'CUDA out of memory' it logs this and re-raises, so the rank dies of device OOM.)",
    'logging.error(\n    "Your GPU ran out of memory with the current "\n    "max_duration setting. We recommend decreasing "\n    "max_duration and trying again.\\n"\n    f"Failing criterion: {criterion} "\n    f"(={crit_values[criterion]}) ..."\n)',
    '2026-03-02 10:14:07,512 ERROR [train.py:1571] (3/8) Your GPU ran out of memory with the current max_duration setting. We recommend decreasing max_duration and trying again.')
rec('cuda_oom', 'cause', 'icefall', '36e0420c7', 'k2-fsa/icefall 36e0420c7:egs/librispeech/ASR/zipformer/train.py:1129 train_one_epoch (twelfth pass, 2026-11-29: train_one_epoch logs any exception from forward/backward, saves the bad model/batch and re-raises; instantiated with a CUDA OOM the line itself names device-memory exhaustion.)',
    'logging.info(f"Caught exception: {e}.")',
    '2026-03-02 11:40:55,031 INFO [train.py:1129] (5/8) Caught exception: CUDA out of memory. Tried to allocate 3.12 GiB. GPU 5 has a total capacity of 79.10 GiB of which 1.02 GiB is free. Including non-PyTorch memory, this process has 78.07 GiB memory in use..')
rec('none', 'benign', 'icefall', '36e0420c7', 'k2-fsa/icefall 36e0420c7:egs/librispeech/ASR/zipformer/train.py:1179 train_one_epoch (twelfth pass, 2026-11-29: Warning when the grad scale drops below 0.01; training continues and the code tries to grow the scale again (it only aborts below 1e-5).)',
    'logging.warning(f"Grad scale is small: {cur_grad_scale}")',
    '2026-03-02 11:02:13,882 WARNING [train.py:1179] (0/8) Grad scale is small: 0.0078125')
rec('none', 'benign', 'icefall', '36e0420c7', 'k2-fsa/icefall 36e0420c7:egs/librispeech/ASR/zipformer/train.py:1580 scan_pessimistic_batches_for_oom (twelfth pass, 2026-11-29: Printed after each pessimistic batch passed the OOM sanity check; a healthy progress/info line.)',
    'logging.info(\n    f"Maximum memory allocated so far is {torch.cuda.max_memory_allocated()//1000000}MB"\n)',
    '2026-03-02 10:13:51,207 INFO [train.py:1580] (0/8) Maximum memory allocated so far is 52318MB')
rec('none', 'benign', 'icefall', '36e0420c7', 'k2-fsa/icefall 36e0420c7:egs/librispeech/ASR/zipformer/train.py:1342 run (twelfth pass, 2026-11-29: Printed by each spawned rank when world_size > 1 just before wrapping the model in DistributedDataParallel; normal startup.)',
    'logging.info("Using DDP")',
    '2026-03-02 10:12:40,118 INFO [train.py:1342] (2/8) Using DDP')
rec('other', 'cause', 'lhotse', 'v1.33.0', 'lhotse-speech/lhotse v1.33.0:lhotse/dataset/sampling/base.py:204 CutSampler.load_state_dict (twelfth pass, 2026-11-29: Resuming a sampler checkpoint in a job launched with a different number of ranks fails this assertion; a configuration mismatch of the distributed setup.)',
    'assert self.world_size == world_size, (\n    f"Cannot restore sampler with a different world_size (before load_state_dict(): {self.world_size},"\n    f"attempted restoring to {world_size}). Changing the world_size would result in different batches "\n    f"being returned from the sampler."\n)',
    'AssertionError: Cannot restore sampler with a different world_size (before load_state_dict(): 4,attempted restoring to 8). Changing the world_size would result in different batches being returned from the sampler.')
rec('none', 'benign', 'lhotse', 'v1.33.0', 'lhotse-speech/lhotse v1.33.0:lhotse/dataset/iterable_dataset.py:72 IterableDatasetWrapper.__init__ (twelfth pass, 2026-11-29: Constructor warning in a DDP run (rank/world_size picked up from env); the wrapper is built and iteration proceeds.)',
    'warnings.warn(\n    f"We detected you\'re trying to use a CutSampler with rank {rank} and world_size {ws} "\n    f"inside an IterableDatasetWrapper. Setting rank != 0 and world_size != 1 in Lhotse\'s "\n    f"CutSampler is inteded for map-style datasets, when the sampler exists in the main "\n    f"training loop. Make sure these settings are intentional or pass rank=0 and world_size=1 "\n    f"to the sampler\'s constructor.\\n"\n)',
    "/usr/local/lib/python3.10/site-packages/lhotse/dataset/iterable_dataset.py:72: UserWarning: We detected you're trying to use a CutSampler with rank 3 and world_size 8 inside an IterableDatasetWrapper. Setting rank != 0 and world_size != 1 in Lhotse's CutSampler is inteded for map-style datasets, when the sampler exists in the main training loop. Make sure these settings are intentional or pass rank=0 and world_size=1 to the sampler's constructor.")
rec('other', 'cause', 'lhotse', 'v1.33.0', "lhotse-speech/lhotse v1.33.0:lhotse/dataset/dataloading.py:106 resolve_seed (twelfth pass, 2026-11-29: Inside a DataLoader worker with seed='randomized' the per-rank/per-worker seed env var is missing because the DataLoader was not given lhotse's worker_init_fn; a usage error of multi-rank data loading)",
    'assert LHOTSE_PROCESS_SEED in os.environ, (\n    "Requested seed=\'randomized\' for shuffling shards differently "\n    "on each DataLoader node and worker, "\n    "but lhotse.dataset.dataloading.worker_init_fn was not called."\n)',
    "AssertionError: Requested seed='randomized' for shuffling shards differently on each DataLoader node and worker, but lhotse.dataset.dataloading.worker_init_fn was not called.")
rec('none', 'benign', 'lhotse', 'v1.33.0', 'lhotse-speech/lhotse v1.33.0:lhotse/lazy.py:622 LazyFilter.__init__ (twelfth pass, 2026-11-29: Precautionary warning at construction when dill is absent; the filter works and nothing fails unless pickling later does.)',
    'warnings.warn(\n    "A lambda was passed to LazyFilter: it may prevent you from forking this process. "\n    "If you experience issues with num_workers > 0 in torch.utils.data.DataLoader, "\n    "try passing a regular function instead."\n)',
    '/usr/local/lib/python3.10/site-packages/lhotse/lazy.py:622: UserWarning: A lambda was passed to LazyFilter: it may prevent you from forking this process. If you experience issues with num_workers > 0 in torch.utils.data.DataLoader, try passing a regular function instead.')
rec('none', 'benign', 'WeNet', 'v3.1.0', 'wenet-e2e/wenet v3.1.0:wenet/utils/train_utils.py:221 init_distributed (twelfth pass, 2026-11-29: Printed by every rank before init_process_group/deepspeed.init_distributed; normal startup info.)',
    "logging.info('training on multiple gpus, this gpu {}'.format(local_rank) +\n             ', rank {}, world_size {}'.format(rank, world_size))",
    '2026-03-02 13:00:01,207 INFO training on multiple gpus, this gpu 3, rank 3, world_size 8')
rec('driver_mismatch', 'cause', 'SpeechBrain', 'v1.1.0', 'speechbrain/speechbrain v1.1.0:speechbrain/utils/distributed.py:478 ddp_init_group (twelfth pass, 2026-11-29: Raised before init_process_group when --distributed_backend=mpi but torch.distributed.is_mpi_available() is False: the installed PyTorch was not built with MPI support.)',
    'raise ValueError("MPI is not supported in your machine.")',
    'ValueError: MPI is not supported in your machine.')
rec('other', 'cause', 'SpeechBrain', 'v1.1.0', 'speechbrain/speechbrain v1.1.0:speechbrain/core.py:371 Brain.__init__ (twelfth pass, 2026-11-29: Brain.__init__ rejects fp16 when the device resolved to cpu (e.g. no CUDA visible to the rank); a fatal check of the run options.)',
    'raise ValueError(\n    "The option `--precision` or `--eval_precision` is set to fp16. "\n    "This option is not yet supported on CPU. "\n    "Please use `--precision=bf16` or `--eval_precision=bf16` instead "\n    "to enable mixed precision on CPU."\n)',
    'ValueError: The option `--precision` or `--eval_precision` is set to fp16. This option is not yet supported on CPU. Please use `--precision=bf16` or `--eval_precision=bf16` instead to enable mixed precision on CPU.')
rec('other', 'cause', 'icefall', '36e0420c7', 'k2-fsa/icefall 36e0420c7:egs/librispeech/ASR/zipformer/train.py:1300 run (twelfth pass, 2026-11-29: Each spawned rank checks --use-bf16 against the GPU at startup and aborts if the device (e.g. V100/T4) lacks bf16; a configuration/hardware-capability mismatch, not a fault.)',
    'assert torch.cuda.is_bf16_supported(), "Your GPU does not support bf16!"',
    'AssertionError: Your GPU does not support bf16!')
rec('other', 'cause', 'icefall', '36e0420c7', 'k2-fsa/icefall 36e0420c7:egs/librispeech/ASR/pruned_transducer_stateless6/extract_codebook_index.py:57 get_world_size (twelfth pass, 2026-11-29: main() derives the number of spawned processes from CUDA_VISIBLE_DEVICES and asserts it is set and CUDA is available; missing -> launch configuration error before any process starts.)',
    'warn_message = (\n    "It\'s better to use GPU to extrac codebook indices"\n    "Please set with commonds like: export CUDA_VISIBLE_DEVICES=0,1,2,3"\n)\nassert (\n    torch.cuda.is_available() and "CUDA_VISIBLE_DEVICES" in os.environ\n), warn_message',
    "AssertionError: It's better to use GPU to extrac codebook indicesPlease set with commonds like: export CUDA_VISIBLE_DEVICES=0,1,2,3")
rec('other', 'cause', 'icefall', '36e0420c7', 'k2-fsa/icefall 36e0420c7:egs/wenetspeech4tts/TTS/valle/train.py:459 load_checkpoint_if_available (twelfth pass, 2026-11-29: Resume code refuses a model already wrapped in DistributedDataParallel (checkpoint must be loaded before wrapping); an ordering/usage error in the DDP setup.)',
    'if isinstance(model, DDP):\n    raise ValueError("load_checkpoint before DDP")',
    'ValueError: load_checkpoint before DDP')
rec('none', 'benign', 'WeNet', 'v3.1.0', "wenet-e2e/wenet v3.1.0:wenet/dataset/datapipes.py:59 MapperIgnoreErrorDataPipe.__iter__ (twelfth pass, 2026-11-29: The message is str() of UrlOpenError('Failed to open {}'.format(url)) raised by processor.py:93 parse_url; parse_url is applied via map_ignore_error, so the error is only logged as a warning and the s)",
    'except Exception as ex:\n    if self.log_error:\n        logging.warning(str(ex))',
    '2026-03-02 13:05:44,019 WARNING Failed to open /data/aishell/shards/train/shards_000137.tar')
rec('other', 'cause', 'OpenNMT-py', 'v3.5.1', 'OpenNMT/OpenNMT-py v3.5.1:onmt/utils/parse.py:331 ArgumentParser.validate_train_opts (twelfth pass, 2026-11-29: Option validation called from train() before any process is spawned; the run aborts because more local gpu_ranks were given than the world size, a launch configuration error.)',
    'if opt.world_size < len(opt.gpu_ranks):\n    raise AssertionError(\n        "parameter counts of -gpu_ranks must be less or equal "\n        "than -world_size."\n    )',
    'AssertionError: parameter counts of -gpu_ranks must be less or equal than -world_size.')
rec('other', 'cause', 'OpenNMT-py', 'v3.5.1', 'OpenNMT/OpenNMT-py v3.5.1:onmt/utils/parse.py:336 ArgumentParser.validate_train_opts (twelfth pass, 2026-11-29: Same pre-launch validation: a single-node run whose gpu_ranks omit rank 0 is rejected before torch.distributed is initialised; a distributed-setup configuration error.)',
    'if opt.world_size == len(opt.gpu_ranks) and min(opt.gpu_ranks) > 0:\n    raise AssertionError(\n        "-gpu_ranks should have master(=0) rank "\n        "unless -world_size is greater than len(gpu_ranks)."\n    )',
    'AssertionError: -gpu_ranks should have master(=0) rank unless -world_size is greater than len(gpu_ranks).')
rec('none', 'benign', 'OpenNMT-py', 'v3.5.1', 'OpenNMT/OpenNMT-py v3.5.1:onmt/utils/parse.py:330 ArgumentParser.validate_train_opts (twelfth pass, 2026-11-29: Only a warning; validation continues and training proceeds on CPU, nothing fails.)',
    'if torch.cuda.is_available() and not opt.gpu_ranks:\n    logger.warn("You have a CUDA device, should run with -gpu_ranks")',
    '[2026-11-29 00:10:01,123 WARNING] You have a CUDA device, should run with -gpu_ranks')
rec('none', 'consequence', 'OpenNMT-py', 'v3.5.1', "OpenNMT/OpenNMT-py v3.5.1:onmt/utils/distributed.py:162 ErrorHandler.signal_handler (twelfth pass, 2026-11-29: Raised in the parent launcher after SIGINT-ing all children because one spawned rank put its traceback on the error queue; it re-raises that child's failure, the real cause is in the appended trace.)",
    'msg = """\\n\\n-- Tracebacks above this line can probably\n                 be ignored --\\n\\n"""\nmsg += original_trace\nraise Exception(msg)',
    '-- Tracebacks above this line can probably')
rec('none', 'benign', 'OpenNMT-py', 'v3.5.1', 'OpenNMT/OpenNMT-py v3.5.1:onmt/trainer.py:525 Trainer._gradient_accumulation (twelfth pass, 2026-11-29: The OOM exception is caught, the cache emptied and the batch skipped; in data_parallel mode training continues with the all-reduce (only tensor_parallel exits), so the line is not the failure.)',
    'if "CUDA out of memory" in trace_content:\n    logger.info(\n        "Step %d, cuda OOM - batch removed",\n        self.optim.training_step,\n    )',
    '[2026-11-29 00:10:01,123 INFO] Step 1200, cuda OOM - batch removed')
rec('none', 'benign', 'OpenNMT-py', 'v3.5.1', 'OpenNMT/OpenNMT-py v3.5.1:onmt/bin/train.py:46 train (twelfth pass, 2026-11-29: Informational line printed by the launcher for each spawned per-GPU process of a healthy run.)',
    'logger.info(" Starting process pid: %d  " % procs[device_id].pid)',
    '[2026-11-29 00:10:01,123 INFO]  Starting process pid: 48211  ')
rec('driver_mismatch', 'cause', 'OpenNMT-py', 'v3.5.1', 'OpenNMT/OpenNMT-py v3.5.1:onmt/modules/sru.py:55 check_sru_requirement (twelfth pass, 2026-11-29: Requirement check for the SRU CUDA kernels: torch reports no CUDA (CPU-only build or unusable driver), a framework build that does not match the GPU run.)',
    'if torch.cuda.is_available() is False:\n    if not abort:\n        return False\n    raise AssertionError("Using SRU requires pytorch built with cuda.")',
    'AssertionError: Using SRU requires pytorch built with cuda.')
rec('cuda_oom', 'cause', 'Marian', '1.12.0', "marian-nmt/marian-dev 1.12.0:src/tensors/gpu/cuda_helpers.h:15 CUDA_CHECK (expanded at src/tensors/gpu/device.cu:38 Device::reserve) (twelfth pass, 2026-11-29: Device::reserve allocates the workspace/parameter memory with cudaMalloc; a failure ABORTs the process, and error 2 'out of memory' is device memory exhaustion.)",
    '#define CUDA_CHECK(expr) do {                                                                      \\\n  cudaError_t rc = (expr);                                                                         \\\n  ABORT_IF(rc != cudaSuccess,                                                                      \\\n        "CUDA error {} \'{}\' - {}:{}: {}", rc, cudaGetErrorString(rc),  __FILE__, __LINE__, #expr); \\\n} while(0)\n// device.cu:38\nCUDA_CHECK(cudaMalloc(&data_, size));',
    "[2026-11-29 00:10:01] Error: CUDA error 2 'out of memory' - /build/marian/src/tensors/gpu/device.cu:38: cudaMalloc(&data_, size)")
rec('driver_mismatch', 'cause', 'Marian', '1.12.0', 'marian-nmt/marian-dev 1.12.0:src/tensors/gpu/cuda_helpers.h:15 CUDA_CHECK (expanded at src/tensors/gpu/backend.h:47 Backend::setDevice) (twelfth pass, 2026-11-29: cudaSetDevice is the first CUDA call when each GPU backend is constructed; it ABORTs, and error 35 means the installed driver is older than the CUDA runtime Marian was built with.)',
    '#define CUDA_CHECK(expr) do {                                                                      \\\n  cudaError_t rc = (expr);                                                                         \\\n  ABORT_IF(rc != cudaSuccess,                                                                      \\\n        "CUDA error {} \'{}\' - {}:{}: {}", rc, cudaGetErrorString(rc),  __FILE__, __LINE__, #expr); \\\n} while(0)\n// backend.h:47\nvoid setDevice() override { CUDA_CHECK(cudaSetDevice((int)deviceId_.no)); }',
    "[2026-11-29 00:10:01] Error: CUDA error 35 'CUDA driver version is insufficient for CUDA runtime version' - /build/marian/src/tensors/gpu/backend.h:47: cudaSetDevice((int)deviceId_.no)")
rec('none', 'consequence', 'Marian', '1.12.0', 'marian-nmt/marian-dev 1.12.0:src/training/communicator.cpp:78 MPIWrapper::handleError (twelfth pass, 2026-11-29: Every MPI call of the wrapper (MPI_ERRORS_RETURN is set) goes through handleError; a barrier/bcast that fails because a peer process died is reported here, so this instance is the echo of another rank)',
    'if (mpiRetval != MPI_SUCCESS) {\n  char errStr[MPI_MAX_ERROR_STRING + 1] = { 0 };\n  int resultLen = 0;\n  MPI_Error_string(mpiRetval, &errStr[0], &resultLen);\n  errStr[resultLen] = 0; // (@TODO: needed?)\n  ABORT("MPI call failed with code {} \'{}\' on node {}: {}", mpiRetval, errStr, my_rank_, exprString);',
    "[2026-11-29 00:10:01] Error: MPI call failed with code 75 'MPI_ERR_PROC_FAILED: Process Failure' on node 1: MPI_Barrier(comm)")
rec('driver_mismatch', 'cause', 'Marian', '1.12.0', 'marian-nmt/marian-dev 1.12.0:src/training/communicator.cpp:95 MPIWrapper::MPIWrapper (twelfth pass, 2026-11-29: Checked right after MPI_Init_thread in a multi-process run: the installed MPI library was built without the required thread level, a library build that does not match what Marian needs.)',
    'ABORT_IF(comm_world_size_ > 1 && providedThreadingMode < requiredThreadingMode,\n  "Your version of MPI does not support multi-threaded communication.");',
    '[2026-11-29 00:10:01] Error: Your version of MPI does not support multi-threaded communication.')
rec('none', 'benign', 'Marian', '1.12.0', 'marian-nmt/marian-dev 1.12.0:src/training/communicator.cpp:43 createCommunicator (twelfth pass, 2026-11-29: Performance warning; the NCCLCommunicator is created right after and training continues.)',
    'LOG(warn,\n    "[comm] Number of devices {} is not a power of 2 and communication "\n    "might be slow with NCCL",\n    d);',
    '[2026-11-29 00:10:01] [comm] Number of devices 6 is not a power of 2 and communication might be slow with NCCL')
rec('none', 'benign', 'Marian', '1.12.0', 'marian-nmt/marian-dev 1.12.0:src/training/communicator_nccl.h:146 NCCLCommunicator::NCCLCommunicator (twelfth pass, 2026-11-29: Informational start-up line of every NCCL-based multi-GPU run.)',
    'LOG(info, "[comm] Using NCCL {} {}for GPU communication",\n    ncclVersionString(),\n    (mpi_ && mpi_->numMPIProcesses() > 1) ? "and MPI " : "");',
    '[2026-11-29 00:10:01] [comm] Using NCCL 2.8.3 and MPI for GPU communication')
rec('none', 'benign', 'Marian', '1.12.0', "marian-nmt/marian-dev 1.12.0:src/training/graph_group.cpp:119 GraphGroup::syncParametersAndShards (twelfth pass, 2026-11-29: Printed when parameter hashes diverged under local sharding; the code re-broadcasts params and shards ('Re-synced all shards') and training goes on.)",
    'LOG(warn, "Syncing all parameters and optimizer shards across {} MPI processes", mpi_->numMPIProcesses());',
    '[2026-11-29 00:10:01 mpi:0] Syncing all parameters and optimizer shards across 4 MPI processes')
rec('other', 'cause', 'fairseq2', 'v0.8.1', 'facebookresearch/fairseq2 v0.8.1:src/fairseq2/recipe/cli.py:745 _handle_local_rank_out_of_range_error (twelfth pass, 2026-11-29: Default-device detection raises LocalRankOutOfRangeError when LOCAL_RANK >= the visible CUDA device count; more processes per node than GPUs, a launch configuration error (exit 1).)',
    'log.error("Failed to detect the default device of the process. Host has {} {} device(s), but the local rank of the process is {}.", ex.num_devices, ex.device_type, ex.rank)',
    '2026-11-29 00:10:01 ERROR: fairseq2 - Failed to detect the default device of the process. Host has 4 cuda device(s), but the local rank of the process is 5.')
rec('other', 'cause', 'fairseq2', 'v0.8.1', "facebookresearch/fairseq2 v0.8.1:src/fairseq2/world_info.py:46 WorldInfo.from_env (twelfth pass, 2026-11-29: World info read from the launcher's environment is inconsistent (RANK outside WORLD_SIZE); the CLI logs 'RANK environment variable is erroneous' with this traceback and exits, a launch configuration e)",
    'if rank >= world_size:\n    msg = f"RANK environment variable is expected to be less than WORLD_SIZE ({world_size}), but is {rank} instead."\n\n    raise EnvironmentVariableError("RANK", msg)',
    'fairseq2.utils.env.EnvironmentVariableError: RANK environment variable is expected to be less than WORLD_SIZE (8), but is 8 instead.')
rec('cuda_oom', 'cause', 'fairseq2', 'v0.8.1', 'facebookresearch/fairseq2 v0.8.1:src/fairseq2/recipe/cli.py:358 _handle_errors (twelfth pass, 2026-11-29: Top-level handler for torch.cuda.OutOfMemoryError escaping the recipe; logs the memory summary and exits 1, GPU memory exhausted.)',
    'except OutOfMemoryError:\n    s = torch.cuda.memory_summary()\n\n    log.exception("CUDA out of memory. See logged memory stats.\\n{}", s)  # fmt: skip',
    '2026-11-29 00:10:01 ERROR: fairseq2 - CUDA out of memory. See logged memory stats.')
rec('other', 'cause', 'fairseq2', 'v0.8.1', 'facebookresearch/fairseq2 v0.8.1:src/fairseq2/recipe/cli.py:727 _handle_inconsistent_grad_norm_error (twelfth pass, 2026-11-29: The trainer compares gradient norms gathered from all ranks and raises InconsistentGradNormError when they differ; the recipe exits 3, a numerical/consistency fault of the job itself rather than a tra)',
    's = "\\n".join(f"Rank {r:3d} = {g:.8f}" for r, g in enumerate(ex.grad_norms))\n\nlog.error("Gradients are inconsistent between processes at step {}. Training cannot continue. Gradient Norms:\\n{}", ex.step_nr, s)',
    '2026-11-29 00:10:01 ERROR: fairseq2 - Gradients are inconsistent between processes at step 4200. Training cannot continue. Gradient Norms:')
rec('none', 'benign', 'fairseq2', 'v0.8.1', "facebookresearch/fairseq2 v0.8.1:src/fairseq2/recipe/internal/gang.py:134 _warmup_gangs (twelfth pass, 2026-11-29: Informational line before the warm-up barrier; followed by 'Gangs warmed up.' in healthy runs.)",
    'log.info("Performing a collective barrier call to warm up gangs. This can take up to several minutes depending on the topology.")  # fmt: skip',
    '2026-11-29 00:10:01 INFO: fairseq2 - Performing a collective barrier call to warm up gangs. This can take up to several minutes depending on the topology.')
rec('none', 'benign', 'fairseq2', 'v0.8.1', 'facebookresearch/fairseq2 v0.8.1:src/fairseq2/recipe/internal/gang.py:109 _FSDPGangsFactory.create (twelfth pass, 2026-11-29: Warning only; the factory returns the existing gangs and training continues without HSDP.)',
    'log.warning("`trainer.fsdp.hybrid` is set, but the local world size is 1. Hybrid sharded data parallelism won\'t be in effect.")  # fmt: skip',
    "2026-11-29 00:10:01 WARNING: fairseq2 - `trainer.fsdp.hybrid` is set, but the local world size is 1. Hybrid sharded data parallelism won't be in effect.")
rec('other', 'cause', 'sockeye', '3.1.34', 'awslabs/sockeye 3.1.34:sockeye/utils.py:713 init_deepspeed (twelfth pass, 2026-11-29: Raised from train() when --local_rank is given and importing deepspeed fails (a missing dependency); note the bare except also swallows failures of deepspeed.init_distributed(), so the chained excepti)',
    "except:\n    raise RuntimeError('To train models with DeepSpeed (https://www.deepspeed.ai/), '\n                       'install the module with `pip install deepspeed`.')",
    'RuntimeError: To train models with DeepSpeed (https://www.deepspeed.ai/), install the module with `pip install deepspeed`.')
rec('other', 'cause', 'sockeye', '3.1.34', 'awslabs/sockeye 3.1.34:sockeye/train.py:965 train (twelfth pass, 2026-11-29: In DeepSpeed mode the --local_rank argument from the launcher must equal LOCAL_RANK; check_condition raises SockeyeError before logging is set up, a launch configuration error.)',
    "check_condition(args.local_rank == utils.get_local_rank(),\n                f'Mismatch between local rank argument and environment variable: {args.local_rank} != '\n                f'{utils.get_local_rank()}')",
    'sockeye.utils.SockeyeError: Mismatch between local rank argument and environment variable: 1 != 0')
rec('other', 'cause', 'sockeye', '3.1.34', "awslabs/sockeye 3.1.34:sockeye/train.py:293 create_data_iters_and_vocabs (twelfth pass, 2026-11-29: Usage check once the process group is up: distributed training with raw corpora is refused, the program's own configuration check.)",
    "if utils.is_distributed():\n    error_msg = 'Distributed training requires prepared training data. Use `python -m sockeye.prepare_data` and ' \\\n                'specify with %s' % C.TRAINING_ARG_PREPARED_DATA\n    check_condition(args.prepared_data is not None, error_msg)",
    'sockeye.utils.SockeyeError: Distributed training requires prepared training data. Use `python -m sockeye.prepare_data` and specify with --prepared-data')
rec('none', 'benign', 'sockeye', '3.1.34', 'awslabs/sockeye 3.1.34:sockeye/data_io.py:1485 ParallelDataSet.load (twelfth pass, 2026-11-29: Each rank loads its slice of prepared data; small buckets are replicated so every worker gets a sentence and loading continues normally.)',
    "logger.info('Replicating bucket of %d sentence(s) %d times to cover %d splits.',\n            num_sentences, num_copies, total_splits)",
    '[INFO:sockeye.data_io] Replicating bucket of 3 sentence(s) 3 times to cover 8 splits.')
rec('none', 'benign', 'sockeye', '3.1.34', 'awslabs/sockeye 3.1.34:sockeye/utils.py:807 init_device (twelfth pass, 2026-11-29: Info line; the device falls back to CPU and the program goes on (any later failure is reported separately).)',
    "if not use_cpu and not pt.cuda.is_available():\n    logger.info('CUDA not available, defaulting to CPU device')\n    use_cpu = True",
    '[INFO:sockeye.utils] CUDA not available, defaulting to CPU device')

rec('other', 'cause', 'BytePS', 'v0.2.5.post20', 'bytedance/byteps v0.2.5.post20:byteps/common/communicator.cc:67 BytePSCommSocket::init (thirteenth pass, 2026-11-29: BPS_CHECK is always-on and LogMessageFatal aborts; the worker was started without the launcher setting its local rank, a configuration error of the distributed setup.)',
    'BPS_CHECK(getenv("BYTEPS_LOCAL_RANK"))\n      << "error: env BYTEPS_LOCAL_RANK not set";',
    '[F byteps/common/communicator.cc:67] Check failed: getenv("BYTEPS_LOCAL_RANK") error: env BYTEPS_LOCAL_RANK not set')
rec('other', 'cause', 'BytePS', 'v0.2.5.post20', "bytedance/byteps v0.2.5.post20:byteps/common/global.cc:155 BytePSGlobal::Init (thirteenth pass, 2026-11-29: Fatal check (abort) when DMLC_NUM_WORKER>1 but the number of parameter servers was not configured: the program's own configuration check.)",
    'BPS_CHECK(getenv("DMLC_NUM_SERVER"))\n        << "error: launch distributed job, but env DMLC_NUM_SERVER not set";',
    '[F byteps/common/global.cc:155] Check failed: getenv("DMLC_NUM_SERVER") error: launch distributed job, but env DMLC_NUM_SERVER not set')
rec('none', 'benign', 'BytePS', 'v0.2.5.post20', 'bytedance/byteps v0.2.5.post20:launcher/launch.py:185 worker (thirteenth pass, 2026-11-29: Printed when NUMA pinning is requested but numactl is absent; the launcher simply runs the command without CPU binding.)',
    'print("Warning: numactl not found. try `sudo apt-get install numactl`.")',
    'Warning: numactl not found. try `sudo apt-get install numactl`.')
rec('none', 'benign', 'BytePS', 'v0.2.5.post20', 'bytedance/byteps v0.2.5.post20:byteps/common/nccl_manager.cc:146 NcclManager::InitGlobalEnv (thirteenth pass, 2026-11-29: When local_size is not a multiple of BYTEPS_PCIE_SWITCH_SIZE it falls back to a single PCIe group and continues.)',
    'BPS_LOG(WARNING) << "BytePS does not support unbalanced PCIe switches.";',
    '[W byteps/common/nccl_manager.cc:146] BytePS does not support unbalanced PCIe switches.')
rec('none', 'benign', 'BytePS', 'v0.2.5.post20', 'bytedance/byteps v0.2.5.post20:byteps/common/operations.cc:335 InitTensor (thirteenth pass, 2026-11-29: cudaHostRegister of an already-registered CPU tensor fails harmlessly; the code logs at INFO and goes on to cudaHostGetDevicePointer.)',
    'BPS_LOG(INFO) << cudaGetErrorString(e)\n                    << " (You may ignore this if your program continues)";',
    '[I byteps/common/operations.cc:335] part or all of the requested memory range is already mapped (You may ignore this if your program continues)')
rec('rendezvous_failure', 'cause', 'ps-lite (BytePS fork)', 'a848f53', 'bytedance/ps-lite a848f53:src/zmq_van.h:123 ZMQVan::Bind (thirteenth pass, 2026-11-29: The scheduler binds DMLC_PS_ROOT_PORT with max_retry 0 (Van::Start passes is_scheduler_ ? 0 : 40), so a port already in use on the scheduler is fatal and no worker can rendezvous.)',
    'LOG(FATAL) << "Reached max retry for bind: " << zmq_strerror(zmq_err)\n          << ". errno = " << zmq_err;',
    '[03:02:11] src/zmq_van.h:123: Reached max retry for bind: Address already in use. errno = 98')
rec('socket_iface', 'cause', 'ps-lite (BytePS fork)', 'a848f53', 'bytedance/ps-lite a848f53:src/zmq_van.h:123 ZMQVan::Bind (thirteenth pass, 2026-11-29: Bind uses node.hostname (DMLC_NODE_HOST or the interface IP); EADDRNOTAVAIL on every retry means the advertised address is not an address of this host.)',
    'LOG(FATAL) << "Reached max retry for bind: " << zmq_strerror(zmq_err)\n          << ". errno = " << zmq_err;',
    '[03:02:11] src/zmq_van.h:123: Reached max retry for bind: Cannot assign requested address. errno = 99')
rec('other', 'cause', 'ps-lite (BytePS fork)', 'a848f53', 'bytedance/ps-lite a848f53:src/zmq_van.h:159 ZMQVan::Connect (thirteenth pass, 2026-11-29: zmq_socket failing while connecting to peers is fatal; the source itself attributes it to the open-file ulimit (not memlock), a resource-limit configuration outside the listed classes.)',
    'CHECK(sender != NULL)\n        << zmq_strerror(errno)\n        << ". it often can be solved by \\"sudo ulimit -n 65536\\""\n        << " or edit /etc/security/limits.conf";',
    '[03:02:14] src/zmq_van.h:159: Check failed: sender != NULL Too many open files. it often can be solved by "sudo ulimit -n 65536" or edit /etc/security/limits.conf')
rec('memlock_limit', 'cause', 'ps-lite (BytePS fork)', 'a848f53', 'bytedance/ps-lite a848f53:src/rdma_transport.h:145 Endpoint::Init (thirteenth pass, 2026-11-29: Registering the per-endpoint receive buffers with ibv_reg_mr fails with ENOMEM when pinned memory exceeds RLIMIT_MEMLOCK; the check is fatal during connection setup.)',
    'CHECK(mr) << "ibv_reg_mr failed: " << strerror(errno) \n          << "\\nYou can try to reduce BYTEPS_RDMA_START_DEPTH (default 128)"\n          << " or BYTEPS_RDMA_RX_DEPTH (default 2048)";',
    '[03:02:20] src/rdma_transport.h:145: Check failed: mr ibv_reg_mr failed: Cannot allocate memory')
rec('none', 'consequence', 'ps-lite (BytePS fork)', 'a848f53', 'bytedance/ps-lite a848f53:src/rdma_van.h:616 RDMAVan::PollCQ (thirteenth pass, 2026-11-29: A flushed work completion is reported for outstanding WRs after the queue pair entered the error state, e.g. because the remote server/worker died; the flush status itself is a consequence.)',
    'CHECK(wc[i].status == IBV_WC_SUCCESS)\n            << "Failed status \\n"\n            << ibv_wc_status_str(wc[i].status) << " " << wc[i].status << " "\n            << static_cast<uint64_t>(wc[i].wr_id) << " " << wc[i].vendor_err\n            << " postoffice ptr: " << (void *) postoffice_;',
    '[03:15:40] src/rdma_van.h:616: Check failed: wc[i].status == IBV_WC_SUCCESS Failed status')
rec('none', 'retried', 'ps-lite (BytePS fork)', 'a848f53', "bytedance/ps-lite a848f53:src/rdma_van.h:771 RDMAVan::OnRejected (thirteenth pass, 2026-11-29: OnRejected marks the endpoint REJECTED; Connect's loop sleeps 500 ms and re-creates the cm_id until the peer accepts (typically it is not yet listening).)",
    'PS_VLOG(1) << "Connection rejected, retrying...";',
    '[03:02:16] src/rdma_van.h:771: Connection rejected, retrying...')
rec('none', 'benign', 'ps-lite (BytePS fork)', 'a848f53', 'bytedance/ps-lite a848f53:src/van.cc:88 Van::Create (thirteenth pass, 2026-11-29: Deprecation warning; the RDMAVan is created anyway and the run continues.)',
    'LOG(WARNING) << "DMLC_ENABLE_RDMA=1 will be deprecated. "\n\t         << "Please use DMLC_ENABLE_RDMA=ibverbs instead.";',
    '[03:02:09] src/van.cc:88: DMLC_ENABLE_RDMA=1 will be deprecated. Please use DMLC_ENABLE_RDMA=ibverbs instead.')
rec('socket_iface', 'cause', 'ps-lite', '15b8adf', 'dmlc/ps-lite 15b8adf:src/van.cc:297 Van::Start (thirteenth pass, 2026-11-29: With DMLC_INTERFACE set, GetIP matches getifaddrs by name for an IPv4 address; a wrong/absent interface name leaves ip empty and the node aborts before registering.)',
    'CHECK(!ip.empty()) << "failed to get ip";',
    '[03:04:55] src/van.cc:297: Check failed: !ip.empty() failed to get ip')
rec('socket_iface', 'cause', 'ps-lite', '15b8adf', 'dmlc/ps-lite 15b8adf:src/van.cc:292 Van::Start (thirteenth pass, 2026-11-29: Without DMLC_NODE_HOST/DMLC_INTERFACE, GetAvailableInterfaceAndIP picks the first non-loopback IPv4 interface; none found is fatal.)',
    'CHECK(!interface.empty()) << "failed to get the interface";',
    '[03:04:55] src/van.cc:292: Check failed: !interface.empty() failed to get the interface')
rec('rendezvous_failure', 'cause', 'ps-lite', '15b8adf', 'dmlc/ps-lite 15b8adf:src/zmq_van.h:126 ZMQVan::Connect (thirteenth pass, 2026-11-29: Van::Start connects to the scheduler from DMLC_PS_ROOT_URI/PORT; zmq_connect rejects an unresolvable/malformed endpoint synchronously and the FATAL ends the node.)',
    'LOG(FATAL) <<  "connect to " + addr + " failed: " + zmq_strerror(errno);',
    '[03:05:02] src/zmq_van.h:126: connect to tcp://scheduler-0:9091 failed: Invalid argument')
rec('none', 'consequence', 'ps-lite', '15b8adf', "dmlc/ps-lite 15b8adf:src/zmq_van.h:191 ZMQVan::RecvMsg (thirteenth pass, 2026-11-29: zmq_msg_recv fails once the context is destroyed during shutdown/teardown; RecvMsg returns -1 and Receiving's CHECK then reports it, a consequence of the stop, not a cause.)",
    'LOG(WARNING) << "failed to receive message. errno: "\n                     << errno << " " << zmq_strerror(errno);',
    '[03:20:31] src/zmq_van.h:191: failed to receive message. errno: 156384765 Context was terminated')
rec('rendezvous_failure', 'cause', 'TensorFlowOnSpark', 'v2.2.5', "yahoo/TensorFlowOnSpark v2.2.5:tensorflowonspark/reservation.py:126 Server.await_reservations (thirteenth pass, 2026-11-29: The driver's reservation server polls once a second and raises after `timeout` (600 s default) when fewer executors than cluster_size have registered, i.e. the nodes never met.)",
    'raise Exception("timed out waiting for reservations to complete")',
    'Exception: timed out waiting for reservations to complete')
rec('rendezvous_failure', 'cause', 'TensorFlowOnSpark', 'v2.2.5', 'yahoo/TensorFlowOnSpark v2.2.5:tensorflowonspark/reservation.py:225 Server.start_listening_socket (thirteenth pass, 2026-11-29: After every port of TFOS_SERVER_PORT failed to bind (already in use), the driver cannot start the reservation server executors must register with; TFCluster.run fails.)',
    'raise Exception("Reservation server unable to bind to any ports, port_list = {}".format(port_list))',
    'Exception: Reservation server unable to bind to any ports, port_list = [9997, 9998, 9999]')
rec('none', 'retried', 'TensorFlowOnSpark', 'v2.2.5', 'yahoo/TensorFlowOnSpark v2.2.5:tensorflowonspark/reservation.py:220 Server.start_listening_socket (thirteenth pass, 2026-11-29: Inside the loop over the TFOS_SERVER_PORT range: the next port is tried; only the exception after the loop is fatal.)',
    'logger.warn("Unable to bind to port {}, error {}".format(port, e))',
    '2026-11-29 03:10:02,417 WARNING (MainThread-21877) Unable to bind to port 9997, error [Errno 98] Address already in use')
rec('none', 'retried', 'TensorFlowOnSpark', 'v2.2.5', "yahoo/TensorFlowOnSpark v2.2.5:tensorflowonspark/reservation.py:266 Client._request (thirteenth pass, 2026-11-29: The executor's reservation client reconnects to the server and resends up to MAX_RETRIES times; it re-raises only on the last try.)",
    'print("Socket error: {}".format(e))',
    'Socket error: [Errno 104] Connection reset by peer')
rec('none', 'retried', 'TensorFlowOnSpark', 'v2.2.5', 'yahoo/TensorFlowOnSpark v2.2.5:tensorflowonspark/TFSparkNode.py:262 run._mapfn (thirteenth pass, 2026-11-29: Raised deliberately (per the source comment) to force Spark to retry this reservation task on another executor; the task retry can succeed.)',
    'raise Exception("TFManager already started on {0}, executor={1}, state={2}".format(host, executor_id, str(TFSparkNode.mgr.get("state"))))',
    "Exception: TFManager already started on 10.1.4.23, executor=2, state='running'")
rec('none', 'consequence', 'TensorFlowOnSpark', 'v2.2.5', "yahoo/TensorFlowOnSpark v2.2.5:tensorflowonspark/TFCluster.py:180 TFCluster.shutdown (thirteenth pass, 2026-11-29: The driver logs this when tf_status holds an 'error' reported by a TF node's task; it reports another process's failure.)",
    'logger.error("Exiting Spark application with error status.")',
    '2026-11-29 04:01:55,008 ERROR (MainThread-21877) Exiting Spark application with error status.')
rec('none', 'retried', 'TensorFlowOnSpark', 'v2.2.5', 'yahoo/TensorFlowOnSpark v2.2.5:tensorflowonspark/gpu_info.py:67 get_gpus (thirteenth pass, 2026-11-29: Inside a retry loop: sleeps 30*retries seconds and re-queries nvidia-smi for free GPUs, raising only after MAX_RETRIES.)',
    'logger.warn("Unable to find available GPUs: requested={0}, available={1}".format(num_gpu, len(free_gpus)))',
    '2026-11-29 03:10:40,552 WARNING (MainThread-30412) Unable to find available GPUs: requested=1, available=0')
rec('none', 'benign', 'TensorFlowOnSpark', 'v2.2.5', 'yahoo/TensorFlowOnSpark v2.2.5:tensorflowonspark/TFSparkNode.py:405 run._mapfn (thirteenth pass, 2026-11-29: Reminder printed when release_port=False; the node goes on to start the user function.)',
    'logger.warning("User code must invoke ctx.release_port() prior to starting TF GRPC server")',
    '2026-11-29 03:10:44,101 WARNING (MainThread-30412) User code must invoke ctx.release_port() prior to starting TF GRPC server')
rec('none', 'consequence', 'TensorFlowOnSpark', 'v2.2.5', "yahoo/TensorFlowOnSpark v2.2.5:tensorflowonspark/TFSparkNode.py:487 train._train (thirteenth pass, 2026-11-29: The feeding task cannot get the queue from the executor's TFManager, typically because the TF node on that executor already failed; the source points to other nodes' exceptions.)",
    'msg = "Queue \'{}\' not found on this node, check for exceptions on other nodes.".format(qname)\n      raise Exception(msg)',
    "Exception: Queue 'input' not found on this node, check for exceptions on other nodes.")
rec('none', 'consequence', 'TensorFlowOnSpark', 'v2.2.5', 'yahoo/TensorFlowOnSpark v2.2.5:tensorflowonspark/TFSparkNode.py:451 run._mapfn (thirteenth pass, 2026-11-29: The foreground executor thread re-raises the traceback that the background TF process put on the error queue; the cause is in the embedded traceback.)',
    'raise Exception("Exception in " + job_name + ":\\n" + e_str)',
    'Exception: Exception in ps:')
rec('rendezvous_failure', 'cause', 'hivemind', '1.1.12', 'learning-at-home/hivemind 1.1.12:hivemind/dht/node.py:243 DHTNode.create (thirteenth pass, 2026-11-29: After pinging every initial_peers multiaddr for bootstrap_timeout with none answering, DHT creation fails: the new peer cannot reach any bootstrap peer to join the swarm.)',
    'message = "DHTNode bootstrap failed: none of the initial_peers responded to a ping."\n                if ensure_bootstrap_success:\n                    raise RuntimeError(f"{message} (set ensure_bootstrap_success=False to ignore)")',
    'RuntimeError: DHTNode bootstrap failed: none of the initial_peers responded to a ping. (set ensure_bootstrap_success=False to ignore)')
rec('other', 'cause', 'hivemind', '1.1.12', "learning-at-home/hivemind 1.1.12:hivemind/p2p/p2p_daemon.py:172 P2P.create (thirteenth pass, 2026-11-29: Argument check of the P2P daemon's announced addresses before p2pd is launched; a configuration error of the distributed setup.)",
    'raise ValueError("Please specify an explicit port in announce_maddrs: port 0 is not supported")',
    'ValueError: Please specify an explicit port in announce_maddrs: port 0 is not supported')
rec('other', 'cause', 'hivemind', '1.1.12', 'learning-at-home/hivemind 1.1.12:hivemind/p2p/p2p_daemon.py:199 P2P.create (thirteenth pass, 2026-11-29: Before starting p2pd, the node probes the initial peers with its saved identity and refuses to start if another running peer uses the same peer ID (identity file copied to two nodes).)',
    'raise P2PDaemonError(f"Identity from `{identity_path}` is already taken by another peer")',
    'hivemind.p2p.p2p_daemon_bindings.utils.P2PDaemonError: Identity from `./peer1.id` is already taken by another peer')
rec('none', 'retried', 'hivemind', '1.1.12', 'learning-at-home/hivemind 1.1.12:hivemind/averaging/averager.py:485 DecentralizedAverager._step (thirteenth pass, 2026-11-29: Inside the step loop: when retries are allowed and the deadline has not passed, matchmaking/all-reduce errors are logged and the step loops back to LOOKING_FOR_GROUP.)',
    'logger.warning(f"{self.__class__.__name__} caught {repr(e)}, retrying")',
    "Nov 29 03:11:02.417 [WARNING] [hivemind.averaging.averager._step:485] DecentralizedAverager caught AllreduceException('Averaging step failed: could not find a group'), retrying")
rec('none', 'retried', 'hivemind', '1.1.12', 'learning-at-home/hivemind 1.1.12:hivemind/optim/optimizer.py:702 Optimizer.load_state_from_peers (thirteenth pass, 2026-11-29: Wrapped in `while True`: any failure to download state is logged with traceback and the download is attempted again.)',
    'logger.exception(f"Failed to load state from peers: {e}, retrying ...")',
    'Nov 29 03:12:40.031 [ERROR] [hivemind.optim.optimizer.load_state_from_peers:702] Failed to load state from peers: [Errno 104] Connection reset by peer, retrying ...')
rec('none', 'benign', 'hivemind', '1.1.12', 'learning-at-home/hivemind 1.1.12:hivemind/averaging/matchmaking.py:54 Matchmaking.__init__ (thirteenth pass, 2026-11-29: Advisory printed at construction when the timeouts are configured that way; the averager starts normally.)',
    'logger.warning(\n                "It is recommended to use request_timeout smaller than min_matchmaking_time. Otherwise,"\n                " matchmaking can cause deadlocks in some rare cases. Please see Matchmaking docstring."\n            )',
    'Nov 29 03:10:05.882 [WARNING] [hivemind.averaging.matchmaking.__init__:54] It is recommended to use request_timeout smaller than min_matchmaking_time. Otherwise, matchmaking can cause deadlocks in some rare cases. Please see Matchmaking docstring.')
rec('socket_iface', 'cause', 'Horovod', 'v0.28.1', 'horovod/horovod v0.28.1:horovod/spark/driver/driver_service.py:210 SparkDriverService.get_common_interfaces (thirteenth pass, 2026-11-29: Each Spark task reports the NICs over which it reached its neighbour task; an empty intersection means no interface is usable between all tasks, so horovod.spark.run cannot choose a NIC for Gloo/MPI.)',
    "raise Exception('Unable to find a set of common task-to-task communication interfaces: %s'\n                            % [(index, self._task_addresses_for_tasks[index])\n                               for index in self._task_addresses_for_tasks])",
    "Exception: Unable to find a set of common task-to-task communication interfaces: [(0, {'eth0': [('10.1.4.23', 41231)], 'docker0': [('172.17.0.1', 41231)]}), (1, {'ens5': [('10.1.4.24', 39811)]})]")
rec('none', 'consequence', 'Horovod', 'v0.28.1', "horovod/horovod v0.28.1:horovod/spark/driver/driver_service.py:173 SparkDriverService.check_for_spark_job_failure (thirteenth pass, 2026-11-29: Raised in the driver's wait loops after the Spark thread called notify_spark_job_failed; the real error is the Spark task failure reported earlier.)",
    "raise Exception('Spark job has failed, see the error above.')",
    'Exception: Spark job has failed, see the error above.')
rec('none', 'consequence', 'Horovod', 'v0.28.1', "horovod/horovod v0.28.1:horovod/spark/runner.py:90 _task_fn (thirteenth pass, 2026-11-29: In elastic mode the Spark task raises when the Horovod worker command it ran exited non-zero, so that Spark restarts the task; it reports the child's failure.)",
    "raise Exception('Command failed, making Spark task fail to restart the task')",
    'Exception: Command failed, making Spark task fail to restart the task')
rec('other', 'cause', 'Horovod', 'v0.28.1', 'horovod/horovod v0.28.1:horovod/ray/strategy.py:23 create_placement_group (thirteenth pass, 2026-11-29: RayExecutor.start waits pg_timeout for Ray to reserve the worker bundles; the job asks for more CPUs/GPUs than the Ray cluster has, a resource-sizing problem rather than a network rendezvous.)',
    'raise TimeoutError("Placement group creation timed out. Make sure "\n                           "your cluster either has enough resources or use "\n                           "an autoscaling cluster. Current resources "\n                           "available: {}, resources requested by the "\n                           "placement group: {}".format(\n                               ray.available_resources(), pg.bundle_specs))',
    "TimeoutError: Placement group creation timed out. Make sure your cluster either has enough resources or use an autoscaling cluster. Current resources available: {'CPU': 14.0, 'GPU': 3.0, 'memory': 96000000000.0}, resources requested by the placement group: [{'CPU': 1.0, 'GPU': 1.0}, {'CPU': 1.0, 'GPU': 1.0}, {'CPU': 1.0, 'GPU': 1.0}, {'CPU': 1.0, 'GPU': 1.0}]")
rec('none', 'consequence', 'Horovod', 'v0.28.1', 'horovod/horovod v0.28.1:horovod/ray/elastic_v2.py:498 ElasticAdapter.run (thirteenth pass, 2026-11-29: The elastic Ray driver summarises worker exit codes after the run; it names the first failed worker, whose own log holds the cause.)',
    "raise RuntimeError(\n                    'Horovod detected that one or more processes '\n                    'exited with non-zero '\n                    'status, thus causing the job to be terminated. '\n                    'The first process '\n                    'to do so was:\\nProcess name: {name}\\nExit code: {code}\\n'\n                    .format(name=name, code=exit_code))",
    'RuntimeError: Horovod detected that one or more processes exited with non-zero status, thus causing the job to be terminated. The first process to do so was:')
rec('none', 'benign', 'Horovod', 'v0.28.1', 'horovod/horovod v0.28.1:horovod/ray/utils.py:76 detect_nics (thirteenth pass, 2026-11-29: Verbose (>=2) progress output after NIC detection across the Ray nodes succeeded.)',
    "print('Common interface found: ' + ' '.join(nics))",
    'Common interface found: eth0')
rec('none', 'benign', 'ps-lite (BytePS fork)', 'a848f53', 'bytedance/ps-lite a848f53:src/ucx_van.h:888 UCXVan::UCXVan (thirteenth pass, 2026-11-29: Tuning recommendation; unlike the MT_MUTEX/SOCKADDR_CM checks just above it, this is a WARNING and the van is constructed.)',
    'LOG(WARNING) << "PSLITE_UCX_RNDV_THRESH is not set. We recommend export PSLITE_UCX_RNDV_THRESH=8k";',
    '[03:20:05] src/ucx_van.h:888: PSLITE_UCX_RNDV_THRESH is not set. We recommend export PSLITE_UCX_RNDV_THRESH=8k')
rec('ib_unusable', 'cause', 'ps-lite (BytePS fork)', 'a848f53', 'bytedance/ps-lite a848f53:src/rdma_van.h:50 RDMAVan::Start (thirteenth pass, 2026-11-29: rdma_create_event_channel opens the RDMA CM device; with DMLC_ENABLE_RDMA=ibverbs but no usable rdma_cm device (e.g. not passed into the container) the van aborts at start.)',
    'CHECK(event_channel_) << "Create RDMA event channel failed";',
    '[03:20:07] src/rdma_van.h:50: Check failed: event_channel_ Create RDMA event channel failed')
rec('other', 'cause', 'text-generation-inference', 'v3.3.7', "huggingface/text-generation-inference v3.3.7:launcher/src/main.rs:1386 find_num_shards (thirteenth pass, 2026-11-29: The launcher's own check of the sharding setup fails before any shard starts: --sharded was given but CUDA_VISIBLE_DEVICES exposes fewer than two GPUs, and main returns this error.)",
    'return Err(LauncherError::NotEnoughCUDADevices(format!(\n    "`sharded` is true but only found {n_devices} CUDA devices"\n)));',
    'Error: NotEnoughCUDADevices("`sharded` is true but only found 1 CUDA devices")')
rec('other', 'cause', 'text-generation-inference', 'v3.3.7', 'huggingface/text-generation-inference v3.3.7:launcher/src/main.rs:1395 find_num_shards (thirteenth pass, 2026-11-29: Argument validation of the tensor-parallel setup (sharded with a single shard) makes main return an error; a configuration/usage cause.)',
    'return Err(LauncherError::ArgumentValidation(\n    "`sharded` is true but `num_shard` <= 1".to_string(),\n));',
    'Error: ArgumentValidation("`sharded` is true but `num_shard` <= 1")')
rec('none', 'consequence', 'text-generation-inference', 'v3.3.7', "huggingface/text-generation-inference v3.3.7:launcher/src/main.rs:1677 spawn_shards (thirteenth pass, 2026-11-29: The launcher reports that a shard child process sent ShardStatus::Failed (it exited or could not spawn) and then shuts the other shards down; the real cause is in the shard's stderr dump.)",
    'tracing::error!("Shard {rank} failed to start");',
    '2025-11-02T10:14:03.512345Z ERROR text_generation_launcher: Shard 1 failed to start')
rec('none', 'consequence', 'text-generation-inference', 'v3.3.7', "huggingface/text-generation-inference v3.3.7:launcher/src/main.rs:2335 main (thirteenth pass, 2026-11-29: After startup the launcher polls the shard status channel and logs this when a shard process exited; it only reports the child's failure.)",
    'tracing::error!("Shard {rank} crashed");',
    '2025-11-02T11:40:27.003211Z ERROR text_generation_launcher: Shard 0 crashed')
rec('none', 'consequence', 'text-generation-inference', 'v3.3.7', "huggingface/text-generation-inference v3.3.7:launcher/src/main.rs:1217 shard_manager (thirteenth pass, 2026-11-29: The shard manager dumps the exited child's stderr under this header; the header itself names no cause, the following lines do.)",
    'tracing::error!("Shard complete standard error output:\\n{err}");',
    '2025-11-02T10:14:03.401122Z ERROR shard-manager: text_generation_launcher: Shard complete standard error output: rank=1')
rec('none', 'benign', 'text-generation-inference', 'v3.3.7', 'huggingface/text-generation-inference v3.3.7:launcher/src/main.rs:1244 shard_manager (thirteenth pass, 2026-11-29: Printed every 10 s while the shard loads weights and has not yet created its socket; healthy slow start-up.)',
    'tracing::info!("Waiting for shard to be ready...");',
    '2025-11-02T10:12:41.877002Z  INFO shard-manager: text_generation_launcher: Waiting for shard to be ready... rank=2')
rec('none', 'benign', 'text-generation-inference', 'v3.3.7', 'huggingface/text-generation-inference v3.3.7:launcher/src/main.rs:2144 main (thirteenth pass, 2026-11-29: The launcher lowers a default from its VRAM estimate and carries on; not a failure.)',
    'tracing::warn!("Reducing the max batch prefill from {default} to {vram_maximum} because there is not enough VRAM to support it.");',
    '2025-11-02T10:12:01.220310Z  WARN text_generation_launcher: Reducing the max batch prefill from 10000 to 4096 because there is not enough VRAM to support it.')
rec('cuda_oom', 'cause', 'text-generation-inference', 'v3.3.7', 'huggingface/text-generation-inference v3.3.7:server/text_generation_server/models/flash_causal_lm.py:1550 FlashCausalLM.warmup (thirteenth pass, 2026-11-29: Warmup catches torch.cuda.OutOfMemoryError on the prefill forward pass and re-raises it as this fatal error; GPU memory exhausted.)',
    'raise RuntimeError(\n    f"Not enough memory to handle {num_tokens} prefill tokens. "\n    f"You need to decrease `--max-batch-prefill-tokens`"\n) from e',
    'RuntimeError: Not enough memory to handle 8192 prefill tokens. You need to decrease `--max-batch-prefill-tokens`')
rec('none', 'benign', 'text-generation-inference', 'v3.3.7', 'huggingface/text-generation-inference v3.3.7:server/text_generation_server/models/flash_causal_lm.py:1676 FlashCausalLM.warmup (thirteenth pass, 2026-11-29: An OOM while capturing CUDA graphs is caught and logged, and warmup goes on to return the KV-cache size; the server keeps running without those graphs.)',
    'except torch.cuda.OutOfMemoryError:\n    logger.exception("Decode cuda graph warmup failed")',
    '2025-11-02 10:13:55.102 | ERROR    | text_generation_server.models.flash_causal_lm:warmup:1676 - Decode cuda graph warmup failed')
rec('other', 'cause', 'text-generation-inference', 'v3.3.7', 'huggingface/text-generation-inference v3.3.7:server/text_generation_server/utils/dist.py:53 initialize_torch_distributed (thirteenth pass, 2026-11-29: Distributed init asserts the tensor-parallel world size does not exceed the visible GPU count; a num_shard/device-visibility configuration error.)',
    'assert WORLD_SIZE <= torch.cuda.device_count(), "Each process is one gpu"',
    'AssertionError: Each process is one gpu')
rec('none', 'benign', 'text-generation-inference', 'v3.3.7', 'huggingface/text-generation-inference v3.3.7:server/text_generation_server/utils/dist.py:110 initialize_torch_distributed (thirteenth pass, 2026-11-29: The existing process group is reused and the function returns normally.)',
    'logger.warning("torch.distributed is already initialized.")',
    '2025-11-02 10:12:30.441 | WARNING  | text_generation_server.utils.dist:initialize_torch_distributed:110 - torch.distributed is already initialized.')
rec('none', 'retried', 'LMDeploy', 'v0.16.0', 'InternLM/lmdeploy v0.16.0:src/turbomind/comm/gloo/tcp_store.cc:151 TCPStore::TCPStore (thirteenth pass, 2026-11-29: The TurboMind TCP store client catches the connect/validate failure, sleeps 1 s and loops until the store answers, so each line is a retry, not the cause.)',
    'TM_LOG_WARN("Failed to connect to store after {} retries: {}", retry, e.what());',
    '[TM][WARN][1129.03:05:12.418223][tcp_store.cc:151] Failed to connect to store after 3 retries: unable to connect to 10.0.0.11:29551')
rec('rendezvous_failure', 'cause', 'LMDeploy', 'v0.16.0', 'InternLM/lmdeploy v0.16.0:src/turbomind/comm/gloo/tcp_store.cc:212 TCPStore::wait (thirteenth pass, 2026-11-29: The multi-node bootstrap store waits for peers to publish their keys and throws once the timeout passes: the ranks never met.)',
    'ss << "Wait timeout for key(s): [";\n...\nTM_LOG_ERROR("{}, elapsed {} s", ss.str(), elapsed.count());\nthrow std::runtime_error("Wait timeout for key(s): " + ss.str());',
    '[TM][ERROR][1129.03:15:40.002118][tcp_store.cc:212] Wait timeout for key(s): [0/rank_1 ], elapsed 301 s')
rec('other', 'cause', 'LMDeploy', 'v0.16.0', 'InternLM/lmdeploy v0.16.0:src/turbomind/comm/gloo/gloo_comm.cc:90 GlobalStoreFactory::New (thirteenth pass, 2026-11-29: A fatal check of the multi-node launch configuration: the store address environment variable was not given.)',
    'TM_CHECK(std::getenv("LMDEPLOY_DIST_INIT_ADDR") != nullptr) << "LMDEPLOY_DIST_INIT_ADDR not set";',
    '[TM][FATAL][1129.03:02:07.551902][gloo_comm.cc:90] Check failed: std::getenv("LMDEPLOY_DIST_INIT_ADDR") != nullptr LMDEPLOY_DIST_INIT_ADDR not set')
rec('none', 'benign', 'LMDeploy', 'v0.16.0', 'InternLM/lmdeploy v0.16.0:src/turbomind/comm/nccl/nccl.cu:88 nccl_apis (thirteenth pass, 2026-11-29: Printed when the loaded NCCL lacks an optional symbol; the feature is skipped and TP communication proceeds.)',
    'TM_LOG_WARN("Window registration is not supported by NCCL {}, use NCCL 2.28+ for better performance.",\n            version);',
    '[TM][WARN][1129.03:01:44.120934][nccl.cu:88] Window registration is not supported by NCCL 22103, use NCCL 2.28+ for better performance.')
rec('other', 'cause', 'LMDeploy', 'v0.16.0', "InternLM/lmdeploy v0.16.0:lmdeploy/pytorch/engine/executor/ray_executor.py:242 RayExecutor.__init__ (thirteenth pass, 2026-11-29: Data-parallel multi-node startup aborts because the rendezvous address/port variables were not set; the program's own configuration check.)",
    'raise RuntimeError(\'DP > 1 requires "LMDEPLOY_DP_MASTER_ADDR" and "LMDEPLOY_DP_MASTER_PORT".\')',
    'RuntimeError: DP > 1 requires "LMDEPLOY_DP_MASTER_ADDR" and "LMDEPLOY_DP_MASTER_PORT".')
rec('none', 'retried', 'LMDeploy', 'v0.16.0', 'InternLM/lmdeploy v0.16.0:lmdeploy/pytorch/ray.py:62 _wait_until_pg_ready (thirteenth pass, 2026-11-29: Logged inside the wait loop with exponential back-off while Ray may still provision the GPUs; the run continues if the placement group becomes ready.)',
    "logger.info(\n    'Waiting for creating a placement group of specs for '\n    '%d seconds. specs=%s. Check '\n    '`ray status` to see if you have enough resources,'\n    ' and make sure the IP addresses used by ray cluster'\n    ' are the same as VLLM_HOST_IP environment variable'\n    ' specified in each node if you are running on a multi-node.', int(time.time() - s), placement_group_specs)",
    "2026-11-29 03:03:20,771 - lmdeploy - INFO - ray.py:62 - Waiting for creating a placement group of specs for 10 seconds. specs=[{'GPU': 1.0, 'node:10.0.0.11': 0.001}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}]. Check `ray status` to see if you have enough resources, and make sure the IP addresses used by ray cluster are the same as VLLM_HOST_IP environment variable specified in each node if you are running on a multi-node.")
rec('other', 'cause', 'LMDeploy', 'v0.16.0', 'InternLM/lmdeploy v0.16.0:lmdeploy/pytorch/ray.py:73 _wait_until_pg_ready (thirteenth pass, 2026-11-29: After the wait loop expires the executor gives up: the Ray cluster does not hold as many GPUs as tp*dp requires (a resource/configuration mismatch of the distributed setup).)',
    "raise ValueError('Cannot provide a placement group of '\n                 f'{placement_group_specs=} within {PG_WAIT_TIMEOUT} seconds. See '\n                 '`ray status` to make sure the cluster has enough resources.') from None",
    "ValueError: Cannot provide a placement group of placement_group_specs=[{'GPU': 1.0, 'node:10.0.0.11': 0.001}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}, {'GPU': 1.0}] within 1800 seconds. See `ray status` to make sure the cluster has enough resources.")
rec('none', 'consequence', 'LMDeploy', 'v0.16.0', "InternLM/lmdeploy v0.16.0:lmdeploy/pytorch/engine/executor/ray_executor.py:493 RayExecutor.forward_async (thirteenth pass, 2026-11-29: The driver reports that a remote worker actor died while it awaited the previous forward; the worker's own error is the cause.)",
    "except (SystemExit, ray.exceptions.RayActorError):\n    logger.error('Ray worker exited.')\n    raise",
    '2026-11-29 03:22:51,004 - lmdeploy - ERROR - ray_executor.py:493 - Ray worker exited.')
rec('none', 'consequence', 'LMDeploy', 'v0.16.0', "InternLM/lmdeploy v0.16.0:lmdeploy/pytorch/engine/executor/mp_executor.py:282 MPExecutor.__init__.signal_handler (thirteenth pass, 2026-11-29: A TP worker process that failed sends SIGUSR1 to the parent, which logs this and exits; it reports another process's failure.)",
    "logger.error('Received custom termination signal from sub processing, exiting...')",
    '2026-11-29 03:22:51,310 - lmdeploy - ERROR - mp_executor.py:282 - Received custom termination signal from sub processing, exiting...')
rec('none', 'consequence', 'LMDeploy', 'v0.16.0', "InternLM/lmdeploy v0.16.0:lmdeploy/pytorch/engine/executor/base_worker.py:164 WorkerWrapperBase.wait_tasks (thirteenth pass, 2026-11-29: A generic wrapper that logs whatever exception ended the worker's task loop and re-raises it; the traceback after it names the cause.)",
    "msg = f'WorkerWrapper rank[{self.rank}] wait_tasks failed.'\nlogger.exception(msg)\nraise",
    '2026-11-29 03:22:50,981 - lmdeploy - ERROR - base_worker.py:164 - WorkerWrapper rank[2] wait_tasks failed.')
rec('cuda_oom', 'cause', 'LMDeploy', 'v0.16.0', 'InternLM/lmdeploy v0.16.0:lmdeploy/pytorch/engine/executor/base.py:425 ExecutorBase._update_num_gpu_blocks (thirteenth pass, 2026-11-29: After loading the model on each TP rank, the free GPU memory left for the KV cache is too small, and engine start-up aborts.)',
    "if self.cache_config.num_gpu_blocks <= 2:\n    raise RuntimeError('No enough gpu memory for kv cache.')",
    'RuntimeError: No enough gpu memory for kv cache.')
rec('none', 'benign', 'LMDeploy', 'v0.16.0', 'InternLM/lmdeploy v0.16.0:lmdeploy/pytorch/engine/executor/base.py:402 ExecutorBase._reserve_runtime_mem (thirteenth pass, 2026-11-29: The executor shrinks the prefill budget to what fits and continues; only a non-positive value raises.)',
    "logger.warning(f'No enough memory. Update max_prefill_token_num={max_prefill_token_num}')",
    '2026-11-29 03:04:10,552 - lmdeploy - WARNING - base.py:402 - No enough memory. Update max_prefill_token_num=2048')
rec('none', 'benign', 'LMDeploy', 'v0.16.0', 'InternLM/lmdeploy v0.16.0:lmdeploy/pytorch/engine/executor/dist_utils.py:29 setup_master_addr (thirteenth pass, 2026-11-29: Start-up information about the rendezvous address given to torch.distributed; printed in every healthy multi-GPU run.)',
    "logger.info(f'MASTER_ADDR={addr}, MASTER_PORT={port}')",
    '2026-11-29 03:01:15,203 - lmdeploy - INFO - dist_utils.py:29 - MASTER_ADDR=127.0.0.1, MASTER_PORT=40213')
rec('other', 'cause', 'DeepSpeed-MII', 'v0.3.3', 'deepspeedai/DeepSpeed-MII v0.3.3:mii/config.py:357 _allocate_devices (thirteenth pass, 2026-11-29: Replica placement finds fewer hostfile GPU slots than tensor_parallel*replica_num needs, and deployment aborts; a configuration check of the distributed setup.)',
    'raise ValueError(\n    f"Only able to place {device_map_slots} replicas, but {replica_num} replicas were requested."\n)',
    'ValueError: Only able to place 0 replicas, but 1 replicas were requested.')
rec('other', 'cause', 'DeepSpeed-MII', 'v0.3.3', 'deepspeedai/DeepSpeed-MII v0.3.3:mii/utils.py:180 init_distributed (thirteenth pass, 2026-11-29: Without RANK/WORLD_SIZE/MASTER_ADDR/MASTER_PORT/LOCAL_RANK set by a launcher, the pipeline refuses TP>1; a launch/usage error.)',
    'assert model_config.tensor_parallel == 1, "Attempting to run with TP > 1 and not using a distributed launcher like deepspeed or torch.distributed"',
    'AssertionError: Attempting to run with TP > 1 and not using a distributed launcher like deepspeed or torch.distributed')
rec('none', 'consequence', 'DeepSpeed-MII', 'v0.3.3', "deepspeedai/DeepSpeed-MII v0.3.3:mii/backend/server.py:64 MIIServer._wait_until_server_is_live (thirteenth pass, 2026-11-29: The parent polls the deepspeed-launched model server and raises this when that child process is no longer alive; the child's own log holds the cause.)",
    'raise RuntimeError(\n    "server crashed for some reason, unable to proceed")',
    'RuntimeError: server crashed for some reason, unable to proceed')
rec('none', 'benign', 'DeepSpeed-MII', 'v0.3.3', 'deepspeedai/DeepSpeed-MII v0.3.3:mii/backend/server.py:67 MIIServer._wait_until_server_is_live (thirteenth pass, 2026-11-29: Printed every 4 s while the tensor-parallel server ports are not yet open and the process is alive; normal during model loading.)',
    'logger.info("waiting for server to start...")',
    '[2026-11-29 03:10:04,218] [INFO] [server.py:67:_wait_until_server_is_live] waiting for server to start...')
rec('none', 'retried', 'FastChat', 'v0.2.36', "lm-sys/FastChat v0.2.36:fastchat/serve/base_model_worker.py:125 BaseModelWorker.send_heart_beat (thirteenth pass, 2026-11-29: The worker's heartbeat loop catches the request error, sleeps 5 s and tries again until the controller answers; each line is a retry.)",
    'except (requests.exceptions.RequestException, KeyError) as e:\n    logger.error(f"heart beat error: {e}")\ntime.sleep(5)',
    "2026-11-29 03:12:40 | ERROR | model_worker | heart beat error: HTTPConnectionPool(host='10.0.0.5', port=21001): Max retries exceeded with url: /receive_heart_beat (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f2a4c1d9b10>: Failed to establish a new connection: [Errno 111] Connection refused'))")
rec('other', 'cause', 'FastChat', 'v0.2.36', "lm-sys/FastChat v0.2.36:fastchat/serve/model_worker.py:350 __main__ (thirteenth pass, 2026-11-29: The multi-GPU worker's argument check fails before loading the model: more GPUs were requested than were listed.)",
    'raise ValueError(\n    f"Larger --num-gpus ({args.num_gpus}) than --gpus {args.gpus}!"\n)',
    'ValueError: Larger --num-gpus (4) than --gpus 0,1!')
rec('none', 'consequence', 'FastChat', 'v0.2.36', "lm-sys/FastChat v0.2.36:fastchat/serve/controller.py:108 Controller.get_worker_status (thirteenth pass, 2026-11-29: The controller cannot query a worker that has died or hung, and drops it; the message reports another process's failure.)",
    'except requests.exceptions.RequestException as e:\n    logger.error(f"Get status fails: {worker_name}, {e}")\n    return None',
    "2026-11-29 03:20:02 | ERROR | controller | Get status fails: http://10.0.0.7:31002, HTTPConnectionPool(host='10.0.0.7', port=31002): Read timed out. (read timeout=5)")
rec('none', 'consequence', 'FastChat', 'v0.2.36', "lm-sys/FastChat v0.2.36:fastchat/serve/controller.py:238 Controller.handle_worker_timeout (thirteenth pass, 2026-11-29: The controller's proxy request to a worker raised a request error; the controller returns CONTROLLER_WORKER_TIMEOUT to the client, reporting the worker's failure.)",
    'logger.info(f"worker timeout: {worker_address}")',
    '2026-11-29 03:20:07 | INFO | controller | worker timeout: http://10.0.0.7:31002')
rec('cuda_oom', 'cause', 'FastChat', 'v0.2.36', "lm-sys/FastChat v0.2.36:fastchat/serve/model_worker.py:133 ModelWorker.generate_stream_gate (thirteenth pass, 2026-11-29: The worker catches a GPU OOM during generation and returns its generic 'NETWORK ERROR' text with the torch OOM message and error code 50002; the cause is device memory, despite the wording.)",
    'except torch.cuda.OutOfMemoryError as e:\n    ret = {\n        "text": f"{SERVER_ERROR_MSG}\\n\\n({e})",\n        "error_code": ErrorCode.CUDA_OUT_OF_MEMORY,\n    }',
    '{"text": "**NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.**\\n\\n(CUDA out of memory. Tried to allocate 1.95 GiB. GPU 1 has a total capacity of 23.64 GiB of which 812.00 MiB is free. Including non-PyTorch memory, this process has 22.84 GiB memory in use.)", "error_code": 50002}')
rec('none', 'benign', 'FastChat', 'v0.2.36', 'lm-sys/FastChat v0.2.36:fastchat/model/model_adapter.py:277 load_model (thirteenth pass, 2026-11-29: With --load-8bit and num_gpus>1 the loader warns and then loads the model by the normal multi-GPU path; the run continues.)',
    'warnings.warn(\n    "8-bit quantization is not supported for multi-gpu inference."\n)',
    '/usr/local/lib/python3.10/site-packages/fastchat/model/model_adapter.py:277: UserWarning: 8-bit quantization is not supported for multi-gpu inference.')
rec('other', 'cause', 'text-generation-inference', 'v3.3.7', 'huggingface/text-generation-inference v3.3.7:server/text_generation_server/models/custom_modeling/flash_llama_modeling.py:168 FlashLlamaAttention.__init__ (thirteenth pass, 2026-11-29: Each shard checks that the attention heads split evenly over the tensor-parallel group; a num_shard choice that does not fit the model aborts start-up.)',
    'raise ValueError(\n    f"`num_heads` must be divisible by `num_shards` (got `num_heads`: {self.num_heads} "\n    f"and `num_shards`: {weights.process_group.size()}"\n)',
    'ValueError: `num_heads` must be divisible by `num_shards` (got `num_heads`: 40 and `num_shards`: 3')
rec('other', 'cause', 'LMDeploy', 'v0.16.0', 'InternLM/lmdeploy v0.16.0:src/turbomind/comm/gloo/hybrid_comm.cc:60 HybridCommunicator::init_inter_comm (thirteenth pass, 2026-11-29: The multi-node communicator requires the same number of ranks on every node; an uneven launch layout fails this fatal check.)',
    'TM_CHECK_EQ(intra_n_ranks_, intra_n_ranks) << "The number of ranks in each node should be same.";',
    '[TM][FATAL][1129.03:06:01.002311][hybrid_comm.cc:60] Check failed: intra_n_ranks_ == intra_n_ranks (4 vs. 8) The number of ranks in each node should be same.')
rec('other', 'cause', 'LMDeploy', 'v0.16.0', "InternLM/lmdeploy v0.16.0:lmdeploy/pytorch/engine/executor/ray_executor.py:576 RayExecutor._sort_workers_by_ip (thirteenth pass, 2026-11-29: Worker placement compares the user's node IP list with the IPs Ray reports for its actors and aborts when they differ; a check of the multi-node configuration.)",
    "raise ValueError(f'The IP addresses in the ips list do not match the worker IPs. '\n                 f'ips: {ips}, worker_ips: {worker_ips}')",
    "ValueError: The IP addresses in the ips list do not match the worker IPs. ips: ['10.0.0.11', '10.0.0.12'], worker_ips: ['10.0.0.11', '10.0.0.13']")
rec('other', 'cause', 'PyTorch Ignite', 'v0.5.5', "pytorch/ignite v0.5.5:ignite/distributed/comp_models/native.py:111 _NativeDistModel._create_from_backend (thirteenth pass, 2026-11-29: Raised before init_process_group when the user passes a tcp:// init_method; it is ignite's own usage check refusing a setup, not a hang that happened, so other.)",
    'raise ValueError(\n    f"TCP initialization via init_method=\'{init_method}\' will hang. "\n    "To fix this, please configure MASTER_ADDR and MASTER_PORT in the environment and "\n    "use \'env://\' (or omit init_method)."\n)',
    "ValueError: TCP initialization via init_method='tcp://10.0.0.1:2222' will hang. To fix this, please configure MASTER_ADDR and MASTER_PORT in the environment and use 'env://' (or omit init_method).")
rec('other', 'cause', 'PyTorch Ignite', 'v0.5.5', "pytorch/ignite v0.5.5:ignite/distributed/comp_models/native.py:118 _NativeDistModel._create_from_backend (thirteenth pass, 2026-11-29: Configuration check when idist.initialize('nccl') runs on a process that sees no CUDA device (CPU node, CUDA_VISIBLE_DEVICES empty); the line does not say whether a driver problem is behind it, so oth)",
    'if backend == dist.Backend.NCCL and not torch.cuda.is_available():\n    raise RuntimeError("Nccl backend is required but no cuda capable devices")',
    'RuntimeError: Nccl backend is required but no cuda capable devices')
rec('other', 'cause', 'PyTorch Ignite', 'v0.5.5', 'pytorch/ignite v0.5.5:ignite/distributed/comp_models/native.py:239 _NativeDistModel.setup_env_vars (thirteenth pass, 2026-11-29: Outside SLURM, ignite requires all or none of RANK/LOCAL_RANK/WORLD_SIZE and raises on a partially set launch environment: a launch-configuration error (other).)',
    'env_vars = ["RANK", "LOCAL_RANK", "WORLD_SIZE"]\n...\nif any(all_env_vars_defined) and not all(all_env_vars_defined):\n    raise RuntimeError(f"PyTorch distributed configuration should define env variables \'{env_vars}\'")',
    "RuntimeError: PyTorch distributed configuration should define env variables '['RANK', 'LOCAL_RANK', 'WORLD_SIZE']'")
rec('other', 'cause', 'PyTorch Ignite', 'v0.5.5', 'pytorch/ignite v0.5.5:ignite/distributed/comp_models/native.py:264 _NativeDistModel._setup_env_in_slurm (thirteenth pass, 2026-11-29: When SLURM_JOB_ID is set ignite needs SLURM_PROCID/LOCALID/NTASKS/JOB_NODELIST/JOB_NUM_NODES (i.e. launched via srun); missing ones (e.g. python run from sbatch without srun) abort setup: configuratio)',
    'for k in slurm_env_req_vars:\n    if k not in os.environ:\n        raise RuntimeError(f"SLURM distributed configuration is missing \'{k}\' in env variables")',
    "RuntimeError: SLURM distributed configuration is missing 'SLURM_LOCALID' in env variables")
rec('other', 'cause', 'PyTorch Ignite', 'v0.5.5', 'pytorch/ignite v0.5.5:ignite/distributed/comp_models/native.py:602 _setup_ddp_vars_from_slurm_env (thirteenth pass, 2026-11-29: In a multi-node SLURM job with RANK/LOCAL_RANK/WORLD_SIZE/MASTER_* already set, ignite requires them to equal SLURM_PROCID/LOCALID/NTASKS and raises otherwise (e.g. torchrun inside srun with one task )',
    'raise RuntimeError(\n    "Environment variable defined for PyTorch Distributed context is inconsistent with "\n    f"equivalent SLURM env variable. {key}: {pth_var} vs {slurm_var}\\n"\n    f"SLURM vars: {ddp_vars}\\n"\n    f"PTH vars: {pth_ddp_env_vars}\\n"\n)',
    'RuntimeError: Environment variable defined for PyTorch Distributed context is inconsistent with equivalent SLURM env variable. WORLD_SIZE: 16 vs 2')
rec('other', 'cause', 'PyTorch Ignite', 'v0.5.5', 'pytorch/ignite v0.5.5:ignite/distributed/comp_models/native.py:648 _setup_ddp_vars_from_slurm_env (thirteenth pass, 2026-11-29: Ignite derives MASTER_ADDR from the first host of SLURM_JOB_NODELIST (via scontrol or its own expander) and stops when none can be found; a SLURM environment/config problem, other.)',
    'if len(hostname_list) < 1:\n    raise RuntimeError(f"No hostname detected in SLURM_JOB_NODELIST by {method} (nodelist={nodelist})")',
    'RuntimeError: No hostname detected in SLURM_JOB_NODELIST by scontrol (nodelist=)')
rec('none', 'benign', 'PyTorch Ignite', 'v0.5.5', 'pytorch/ignite v0.5.5:ignite/distributed/comp_models/native.py:216 _NativeDistModel._identify_local_rank (thirteenth pass, 2026-11-29: Warning when LOCAL_RANK is unknown; ignite then computes it from gathered hostnames and goes on, so benign.)',
    'warnings.warn(\n    "Local rank information for native distributed setting will be initialized using "\n    "a heuristic approach based on the hostnames. In some corner cases, determined "\n    "local rank can be different from the real setup. To avoid this warning, "\n    "please either set `os.environ[\'LOCAL_RANK\']` "\n    "or use `idist.set_local_rank(local_rank)` with correct local rank index."\n)',
    "/usr/local/lib/python3.10/site-packages/ignite/distributed/comp_models/native.py:216: UserWarning: Local rank information for native distributed setting will be initialized using a heuristic approach based on the hostnames. In some corner cases, determined local rank can be different from the real setup. To avoid this warning, please either set `os.environ['LOCAL_RANK']` or use `idist.set_local_rank(local_rank)` with correct local rank index.")
rec('none', 'benign', 'PyTorch Ignite', 'v0.5.5', 'pytorch/ignite v0.5.5:ignite/distributed/comp_models/native.py:628 _setup_ddp_vars_from_slurm_env (thirteenth pass, 2026-11-29: Under SLURM with only some torch env vars set, ignite ignores them and derives everything from SLURM variables, then continues: benign.)',
    'warnings.warn(\n    "We detected the following env variables: "\n    f"{[(k, v) for k, v in pth_ddp_env_vars.items() if v is not None]},\\n"\n    "but will not take them into account as the following env vars are missing:"\n    f"{[k for k, v in pth_ddp_env_vars.items() if v is None]},\\n"\n)',
    "UserWarning: We detected the following env variables: [('MASTER_ADDR', 'node001'), ('MASTER_PORT', '29500')],")
rec('none', 'benign', 'PyTorch Ignite', 'v0.5.5', 'pytorch/ignite v0.5.5:ignite/distributed/comp_models/native.py:294 _NativeDistModel.device (thirteenth pass, 2026-11-29: idist.device() warns and still returns the current device; the run continues, so the warning itself is benign (a later OOM from ranks sharing GPU 0 would be its own line).)',
    'if index < self.get_local_rank():\n    warnings.warn(\n        "Current device index is less than current local rank. "\n        "Please, make sure to call torch.cuda.set_device(local_rank)."\n    )\nreturn torch.device(f"cuda:{index}")',
    'UserWarning: Current device index is less than current local rank. Please, make sure to call torch.cuda.set_device(local_rank).')
rec('none', 'benign', 'PyTorch Ignite', 'v0.5.5', 'pytorch/ignite v0.5.5:ignite/distributed/launcher.py:333 Parallel.__enter__ (thirteenth pass, 2026-11-29: INFO after idist.initialize succeeded in the Parallel context manager; healthy run.)',
    'self._logger.info(f"Initialized processing group with backend: \'{self.backend}\'")',
    "2026-11-28 10:15:02,331 ignite.distributed.launcher.Parallel INFO: Initialized processing group with backend: 'nccl'")
rec('other', 'cause', 'PyTorch Ignite', 'v0.5.5', "pytorch/ignite v0.5.5:ignite/distributed/comp_models/horovod.py:154 _HorovodDistModel.spawn (thirteenth pass, 2026-11-29: idist.Parallel(backend='horovod', nnodes>1 or node_rank>0) is refused by ignite's argument check before horovod.run: usage/config error, other.)",
    'if c1 or c2:\n    raise RuntimeError(\n        "For multi-node configuration, please set \'hosts\' argument instead according to horovod.run API."\n    )',
    "RuntimeError: For multi-node configuration, please set 'hosts' argument instead according to horovod.run API.")
rec('none', 'benign', 'LitGPT', 'v0.5.13', 'Lightning-AI/litgpt v0.5.13:litgpt/utils.py:776 _check_nvidia_connectivity (thirteenth pass, 2026-11-29: Rank 0 parses `nvidia-smi topo -m` before fabric.launch in finetune/pretrain and prints this advisory when some pair is PIX/PHB/SYS; training proceeds, so benign (not a P2P failure).)',
    'custom_print(\n    "Warning: Not all GPUs are fully connected via NVLink. Some GPUs are connected via slower interfaces. "\n    "It is recommended to switch to a different machine with faster GPU connections for optimal multi-GPU training performance."\n)',
    'Warning: Not all GPUs are fully connected via NVLink. Some GPUs are connected via slower interfaces. It is recommended to switch to a different machine with faster GPU connections for optimal multi-GPU training performance.')
rec('none', 'benign', 'LitGPT', 'v0.5.13', 'Lightning-AI/litgpt v0.5.13:litgpt/utils.py:774 _check_nvidia_connectivity (thirteenth pass, 2026-11-29: Positive result of the pre-launch topology check on multi-GPU runs; healthy.)',
    'if all_nvlink:\n    custom_print("All GPUs are fully connected via NVLink.")',
    'All GPUs are fully connected via NVLink.')
rec('other', 'cause', 'LitGPT', 'v0.5.13', 'Lightning-AI/litgpt v0.5.13:litgpt/api.py:321 LLM.distribute (thirteenth pass, 2026-11-29: LLM.distribute compares the requested device count with CUDAAccelerator.auto_device_count() and refuses before launching: a device-count configuration error, other.)',
    'if use_devices > total_devices:\n    raise ValueError(\n        f"You selected more devices ({use_devices}) than available in your system ({total_devices})."\n    )',
    'ValueError: You selected more devices (8) than available in your system (4).')
rec('other', 'cause', 'LitGPT', 'v0.5.13', 'Lightning-AI/litgpt v0.5.13:litgpt/generate/tp.py:96 tensor_parallel (thirteenth pass, 2026-11-29: Tensor-parallel generation shards heads/embedding over the Fabric world size and aborts when the model dims do not divide it: a parallel-layout configuration error, other.)',
    'if size % world_size != 0:\n    raise ValueError(f"This {attr} value ({size}) is not evenly divisible by the world size ({world_size})")',
    'ValueError: This n_query_groups value (8) is not evenly divisible by the world size (3)')
rec('other', 'cause', 'nanotron', 'v0.5', 'huggingface/nanotron v0.5:src/nanotron/parallel/context.py:33 ParallelContext.__init__ (thirteenth pass, 2026-11-29: ParallelContext checks tp*pp*ep*dp from the YAML against WORLD_SIZE from the launcher before init_process_group and aborts on mismatch: a parallelism/launch configuration error, other.)',
    'if num_gpus_per_model * data_parallel_size != world_size:\n    raise ValueError(\n        f"The number of process requires to run all replicas ({num_gpus_per_model * data_parallel_size})",\n        f"must be equal to the world size ({world_size}).",\n    )',
    "ValueError: ('The number of process requires to run all replicas (16)', 'must be equal to the world size (8).')")
rec('other', 'cause', 'nanotron', 'v0.5', "huggingface/nanotron v0.5:src/nanotron/parallel/context.py:25 ParallelContext.__init__ (thirteenth pass, 2026-11-29: Same pre-init check of the configured DP size against the launcher's WORLD_SIZE; a configuration error, other.)",
    'assert (\n    world_size % data_parallel_size == 0\n), "The total number of processes must be divisible by the data parallel size."',
    'AssertionError: The total number of processes must be divisible by the data parallel size.')
rec('other', 'cause', 'nanotron', 'v0.5', 'huggingface/nanotron v0.5:src/nanotron/distributed.py:262 initialize_torch_distributed (thirteenth pass, 2026-11-29: nanotron only supports NCCL and raises when the process sees no CUDA device (CPU-only node, no GPUs allocated by the scheduler); the line does not name a driver fault, so other.)',
    'else:\n    # TODO @thomasw21: Maybe figure out a way to do distributed `cpu` training at some point\n    raise NotImplementedError(f"CUDA was not found: torch.cuda.is_available(): {torch.cuda.is_available()}")',
    'NotImplementedError: CUDA was not found: torch.cuda.is_available(): False')
rec('none', 'benign', 'nanotron', 'v0.5', 'huggingface/nanotron v0.5:src/nanotron/trainer.py:747 DistributedTrainer._init_model (thirteenth pass, 2026-11-29: Routine INFO report of GPU memory after building the model; healthy run, not an OOM.)',
    'log_rank(\n    f"[After model building] Memory usage: {torch.cuda.memory_allocated() / 1024**2:.2f}MiB."\n    f" Peak allocated: {torch.cuda.max_memory_allocated() / 1024**2:.2f}MiB"\n    f" Peak reserved: {torch.cuda.max_memory_reserved() / 1024**2:.2f}MiB",\n    logger=logger,\n    level=logging.INFO,',
    '11/28/2026 10:15:02 [INFO|DP=0|PP=0|TP=0|ip-26-0-160-225]: [After model building] Memory usage: 4213.47MiB. Peak allocated: 4213.47MiB Peak reserved: 4244.00MiB')
rec('none', 'benign', 'nanotron', 'v0.5', 'huggingface/nanotron v0.5:src/nanotron/trainer.py:810 DistributedTrainer.save_checkpoint (thirteenth pass, 2026-11-29: Routine checkpoint save logged at WARNING level by rank 0 after a barrier; nothing failed, benign.)',
    'log_rank(f"Saving checkpoint at {checkpoint_path}", logger=logger, level=logging.WARNING, rank=0)',
    '11/28/2026 11:02:40 [WARNING|DP=0|PP=0|TP=0|ip-26-0-160-225]: Saving checkpoint at /fsx/checkpoints/llama-1b/2000')
rec('none', 'benign', 'nanotron', 'v0.5', 'huggingface/nanotron v0.5:src/nanotron/trainer.py:589 DistributedTrainer.train_step_logs (thirteenth pass, 2026-11-29: In NANOTRON_BENCHMARK=1 mode the trainer logs throughput at step 3 and deliberately scancels its own SLURM job; the resulting cancellation is intended, so the line is benign.)',
    'log_rank("Throughput logging complete", logger=logger, level=logging.INFO)\nif "SLURM_JOB_ID" in os.environ:\n    os.system("scancel " + os.environ["SLURM_JOB_ID"])',
    '11/28/2026 10:15:02 [INFO|DP=0|PP=0|TP=0|ip-26-0-160-225]: Throughput logging complete')
rec('other', 'cause', 'torchtune', 'v0.6.1', 'pytorch/torchtune v0.6.1:torchtune/utils/_device.py:87 _setup_device (thirteenth pass, 2026-11-29: get_device() maps LOCAL_RANK to a device index and raises when torchrun started more processes per node (--nproc_per_node) than visible GPUs: a launch/device configuration error, other.)',
    'if device.index >= torch_device.device_count():\n    raise RuntimeError(\n        f"The local rank is larger than the number of available {device_name}s."\n    )',
    'RuntimeError: The local rank is larger than the number of available GPUs.')
rec('other', 'cause', 'torchtune', 'v0.6.1', 'pytorch/torchtune v0.6.1:torchtune/utils/_device.py:137 _validate_device_from_env (thirteenth pass, 2026-11-29: Config check: a recipe config with device: cuda:0 under torchrun conflicts with LOCAL_RANK; torchtune refuses before training, other.)',
    'if device.index != local_rank:\n    raise RuntimeError(\n        f"You can\'t specify a device index when using distributed training. "\n        f"Device specified is {device} but local rank is:{local_rank}"\n    )',
    "RuntimeError: You can't specify a device index when using distributed training. Device specified is cuda:0 but local rank is:3")
rec('other', 'cause', 'torchtune', 'v0.6.1', 'pytorch/torchtune v0.6.1:torchtune/utils/_device.py:146 _validate_device_from_env (thirteenth pass, 2026-11-29: Re-raises whatever error a probe allocation on the chosen device gave; the line itself only says the device cannot be used (the chained exception above it names the real reason), so other.)',
    'try:\n    torch.empty(0, device=device)\nexcept RuntimeError as e:\n    raise RuntimeError(\n        f"The device {device} is not available on this machine."\n    ) from e',
    'RuntimeError: The device cuda:1 is not available on this machine.')
rec('other', 'cause', 'torchtune', 'v0.6.1', 'pytorch/torchtune v0.6.1:recipes/full_finetune_distributed.py:154 FullFinetuneRecipeDistributed.__init__ (thirteenth pass, 2026-11-29: Right after init_process_group the recipe checks the configured TP degree against the launched world size and aborts: a parallelism configuration error, other.)',
    'if self.world_size % self.tensor_parallel_dim != 0:\n    raise ValueError(\n        f"world_size {self.world_size} must be divisible by tensor_parallel_dim {self.tensor_parallel_dim}"\n    )',
    'ValueError: world_size 6 must be divisible by tensor_parallel_dim 4')
rec('other', 'cause', 'torchtune', 'v0.6.1', 'pytorch/torchtune v0.6.1:torchtune/training/_distributed.py:612 prepare_mha_for_tp (thirteenth pass, 2026-11-29: Sharding attention over the TP mesh requires divisible head counts; a model/parallel-layout configuration error raised before training, other.)',
    'if m.num_heads % tp_size != 0:\n    raise ValueError(\n        f"Number of attention heads ({m.num_heads}) must be divisible by "\n        f"tensor parallel size ({tp_size})."\n    )',
    'ValueError: Number of attention heads (24) must be divisible by tensor parallel size (16).')
rec('none', 'benign', 'torchtune', 'v0.6.1', 'pytorch/torchtune v0.6.1:torchtune/_cli/run.py:87 Run._run_distributed (thirteenth pass, 2026-11-29: Printed by `tune run` before handing the recipe to torchrun (standalone rendezvous unless --rdzv-endpoint is given); routine start-up line.)',
    'print("Running with torchrun...")',
    'Running with torchrun...')
rec('none', 'benign', 'torchtune', 'v0.6.1', 'pytorch/torchtune v0.6.1:torchtune/training/_distributed.py:164 set_torch_num_threads (thirteenth pass, 2026-11-29: INFO at distributed recipe setup dividing CPU cores among GPUs; healthy.)',
    '_log.info(f"Set intra op parallelism no. of threads to {num_threads}")',
    'Set intra op parallelism no. of threads to 24')
rec('none', 'benign', 'torchtune', 'v0.6.1', 'pytorch/torchtune v0.6.1:torchtune/training/memory.py:301 log_memory_stats (thirteenth pass, 2026-11-29: Routine rank-0 memory report after model init in distributed recipes; not an OOM.)',
    '_log.info(\n    f"{message}"\n    f"\\n\\t{device_support.device_name} peak memory allocation: {stats[\'peak_memory_alloc\']:.2f} GiB"\n    f"\\n\\t{device_support.device_name} peak memory reserved: {stats[\'peak_memory_reserved\']:.2f} GiB"\n    f"\\n\\t{device_support.device_name} peak memory active: {stats[\'peak_memory_active\']:.2f} GiB"\n)',
    'Memory stats after model init:')
rec('none', 'benign', 'torchtune', 'v0.6.1', 'pytorch/torchtune v0.6.1:recipes/full_finetune_distributed.py:220 FullFinetuneRecipeDistributed.__init__ (thirteenth pass, 2026-11-29: Advisory on rank 0 about memory settings; mentions memory but nothing failed, benign.)',
    'utils.log_rank_zero(\n    log,\n    "Hint: enable_activation_checkpointing is True, but enable_activation_offloading isn\'t. "\n    "Enabling activation offloading should reduce memory further.",\n)',
    "Hint: enable_activation_checkpointing is True, but enable_activation_offloading isn't. Enabling activation offloading should reduce memory further.")
rec('other', 'cause', 'MosaicML streaming', 'v0.13.0', 'mosaicml/streaming v0.13.0:streaming/base/distributed.py:109 all_gather_object (thirteenth pass, 2026-11-29: Raised when WORLD_SIZE from the environment says >1 but torch.distributed was never initialized; a configuration error of the distributed setup, not a network fault.)',
    "raise RuntimeError(''.join([\n        f'The world_size({world_size}) > 1, but the distributed package is not available ',\n        'or has not been initialized. Please check you have initialized the distributed ',\n        'runtime and that PyTorch has been built with distributed support.'\n    ]))",
    'RuntimeError: The world_size(8) > 1, but the distributed package is not available or has not been initialized. Please check you have initialized the distributed runtime and that PyTorch has been built with distributed support.')
rec('other', 'cause', 'MosaicML streaming', 'v0.13.0', 'mosaicml/streaming v0.13.0:streaming/base/shared/prefix.py:237 get_shm_prefix (thirteenth pass, 2026-11-29: Non-leader ranks attach to the shared-memory block the local leader registered between two barriers; missing block means ranks were configured inconsistently (different local dirs), a usage error rath)',
    "raise RuntimeError(f'Internal error: shared memory prefix={prefix_int} was not ' +\n                               f'registered by local leader. This may be because you specified ' +\n                               f'different ``local`` parameters from different ranks.')",
    'RuntimeError: Internal error: shared memory prefix=0 was not registered by local leader. This may be because you specified different ``local`` parameters from different ranks.')
rec('other', 'cause', 'MosaicML streaming', 'v0.13.0', 'mosaicml/streaming v0.13.0:streaming/base/shared/prefix.py:152 _check_and_find (thirteenth pass, 2026-11-29: Raised after _check_and_find_retrying exhausts its 100 retries when another live or stale (crashed-run) shared-memory registration claims the same local dir; a configuration/stale-state error, not mem)',
    "raise ValueError(\n                            f'Reused local directory: {streams_local} vs ' +\n                            f'{their_locals}. Provide a different one. If using ' +\n                            f'a unique local directory, try deleting the local directory and ' +\n                            f'call `streaming.base.util.clean_stale_shared_memory()` only once ' +\n                            f'in your script to clean up the stale shared memory before ' +\n                            f'instantiation of `StreamingDataset`.')",
    "ValueError: Reused local directory: ['/tmp/mds_cache/train'] vs ['/tmp/mds_cache/train']. Provide a different one. If using a unique local directory, try deleting the local directory and call `streaming.base.util.clean_stale_shared_memory()` only once in your script to clean up the stale shared memory before instantiation of `StreamingDataset`.")
rec('none', 'consequence', 'MosaicML streaming', 'v0.13.0', "mosaicml/streaming v0.13.0:streaming/base/stream.py:458 Stream.get_shards (thirteenth pass, 2026-11-29: Only non-leader local ranks poll for index.json that the local leader downloads; the timeout fires because local rank 0 failed or stalled, so the root cause is in rank 0's traceback.)",
    "wait_for_file_to_exist(\n                    filename, TICK, self.download_timeout, f'Index file {index_file} ' +\n                    f'-> {filename} took too long to download or failed to download. Either increase the '\n                    + f'`download_timeout` value or check the local rank 0 traceback.')\n# util.py:71: raise RuntimeError(f'{err_msg}' + f'{timeout:.3f} < {dt:.3f} secs.')",
    'RuntimeError: Index file s3://my-bucket/mds/train/index.json -> /tmp/mds_cache/train/index.json took too long to download or failed to download. Either increase the `download_timeout` value or check the local rank 0 traceback.60.000 < 60.013 secs.')
rec('none', 'consequence', 'MosaicML streaming', 'v0.13.0', "mosaicml/streaming v0.13.0:streaming/base/dataset.py:1251 StreamingDataset.get_item (thirteenth pass, 2026-11-29: Raised in the main thread when the _event flag was set by a failing download/ready thread (on_exception); the real cause is the other thread's traceback.)",
    "raise RuntimeError('Background thread failed. Check other traceback.')",
    'RuntimeError: Background thread failed. Check other traceback.')
rec('other', 'cause', 'MosaicML streaming', 'v0.13.0', 'mosaicml/streaming v0.13.0:streaming/base/world.py:131 World.replicate (thirteenth pass, 2026-11-29: A check of the distributed layout: the number of ranks is not a multiple of the requested replication; fatal usage error.)',
    "raise ValueError(f'World size must be divisible by your replication factor.')",
    'ValueError: World size must be divisible by your replication factor.')
rec('other', 'cause', 'MosaicML streaming', 'v0.13.0', 'mosaicml/streaming v0.13.0:streaming/base/partition/orig.py:51 get_partitions_orig (thirteenth pass, 2026-11-29: Raised when num_canonical_nodes and the physical node count are not multiples of one another (e.g. resuming on 3 nodes a run from 2); a configuration check of the multi-node setup.)',
    "raise ValueError('Either canonical or physical nodes must be evenly divisible by ' +\n                             'the other, otherwise striping slices of shards over nodes may ' +\n                             'lead to each node downloading all shards')",
    'ValueError: Either canonical or physical nodes must be evenly divisible by the other, otherwise striping slices of shards over nodes may lead to each node downloading all shards')
rec('none', 'benign', 'MosaicML streaming', 'v0.13.0', 'mosaicml/streaming v0.13.0:streaming/base/partition/orig.py:62 get_partitions_orig (thirteenth pass, 2026-11-29: Warning after which partitioning proceeds with an adjusted resume offset; healthy run.)',
    "logger.warning(\n            '`drop_first` was not divisible by `num_physical_nodes`. Rounding it down ' +\n            'to make it divisible.')",
    'WARNING:streaming.base.partition.orig:`drop_first` was not divisible by `num_physical_nodes`. Rounding it down to make it divisible.')
rec('none', 'benign', 'MosaicML streaming', 'v0.13.0', 'mosaicml/streaming v0.13.0:streaming/base/dataset.py:412 StreamingDataset.__init__ (thirteenth pass, 2026-11-29: Performance advice; the dataset is constructed and training continues.)',
    "warnings.warn(f'predownload < batch_size ({self.predownload} < {self.batch_size}).' +\n                          f'This may result in slower batch time. Recommendation is to set ' +\n                          f'predownload to at-least batch_size.')",
    '/usr/local/lib/python3.11/site-packages/streaming/base/dataset.py:412: UserWarning: predownload < batch_size (8 < 32).This may result in slower batch time. Recommendation is to set predownload to at-least batch_size.')
rec('none', 'benign', 'MosaicML streaming', 'v0.13.0', 'mosaicml/streaming v0.13.0:streaming/base/partition/orig.py:117 get_partitions_orig (thirteenth pass, 2026-11-29: Warning on a tiny dataset; partitioning pads by repeating samples and the run goes on.)',
    "warnings.warn(f'Trying to partition {num_samples} samples over {num_canonical_nodes}' +\n                      f' canonical nodes. This will result in many samples being repeated, and ' +\n                      f'depending on your batching method, batches being completely dropped. ' +\n                      f'Check if your dataset has the expected number of samples, and consider ' +\n                      f'decreasing the number of canonical nodes.')",
    '/usr/local/lib/python3.11/site-packages/streaming/base/partition/orig.py:117: UserWarning: Trying to partition 100 samples over 128 canonical nodes. This will result in many samples being repeated, and depending on your batching method, batches being completely dropped. Check if your dataset has the expected number of samples, and consider decreasing the number of canonical nodes.')
rec('other', 'cause', 'litData', 'v0.2.71', "Lightning-AI/litData v0.2.71:src/litdata/utilities/env.py:74 _DistributedEnv.detect (thirteenth pass, 2026-11-29: Raised when torch.distributed is initialized on multiple nodes with a world size that is not a multiple of the local GPU count; litData's own check of the distributed layout.)",
    'raise RuntimeError("The world size should be divisible by the number of GPUs.")',
    'RuntimeError: The world size should be divisible by the number of GPUs.')
rec('none', 'consequence', 'litData', 'v0.2.71', "Lightning-AI/litData v0.2.71:src/litdata/exceptions.py:29 ChunkWaitTimeoutError.__init__ (raised from src/litdata/streaming/item_loader.py:321 _wait_until_chunk_ready) (thirteenth pass, 2026-11-29: The reader polls for a chunk that the background PrepareChunksThread (or another worker) should download; the timeout reports that thread's crash or hang, whose own error is the cause.)",
    'super().__init__(\n            f"Timed out after {waited_s:.0f}s waiting for chunk {path}. "\n            "This is usually a hung or crashed download/decompress "\n            "(PrepareChunksThread), not a missing object. Check stderr for "\n            "\'[litdata] PrepareChunksThread CRASHED\' and enable_tracer() "\n            "`crash` events. num_workers=0 succeeding while num_workers>0 "\n            "fails often means obstore-after-fork or a Session TypeError."\n        )',
    "litdata.exceptions.ChunkWaitTimeoutError: Timed out after 120s waiting for chunk /cache/chunks/3f2a/chunk-0-17.bin. This is usually a hung or crashed download/decompress (PrepareChunksThread), not a missing object. Check stderr for '[litdata] PrepareChunksThread CRASHED' and enable_tracer() `crash` events. num_workers=0 succeeding while num_workers>0 fails often means obstore-after-fork or a Session TypeError.")
rec('none', 'consequence', 'litData', 'v0.2.71', "Lightning-AI/litData v0.2.71:src/litdata/streaming/item_loader.py:256 BaseItemLoader._raise_if_prefetch_crashed (thirteenth pass, 2026-11-29: Re-raises in the reading worker an exception stashed by the crashed PrepareChunksThread; a wrapper reporting another thread's failure (the original error is the cause).)",
    'raise RuntimeError(\n            f"Chunk prefetch thread crashed while waiting for {chunk_filepath}. "\n            f"Original error: {type(err).__name__}: {err}"\n        ) from err',
    'RuntimeError: Chunk prefetch thread crashed while waiting for /cache/chunks/3f2a/chunk-0-17.bin. Original error: ConnectionError: Connection aborted.')
rec('other', 'cause', 'litData', 'v0.2.71', 'Lightning-AI/litData v0.2.71:src/litdata/streaming/dataloader.py:748 StreamingDataLoader.__init__ (thirteenth pass, 2026-11-29: Up-front usage check that refuses a fork-based worker context with a Polars loader; a configuration error of the program.)',
    'raise RuntimeError(\n                "The `ParquetLoader` uses Polars, which is not compatible with the `fork` multiprocessing context "\n                "used by PyTorch\'s DataLoader on Linux. Using `fork` will cause deadlocks due to Polars\' "\n                "internal thread pool. Please pass `multiprocessing_context=\'spawn\'` (or \'forkserver\') to "\n                "`StreamingDataLoader`. Check thread: https://github.com/Lightning-AI/litData/issues/823"\n            )',
    "RuntimeError: The `ParquetLoader` uses Polars, which is not compatible with the `fork` multiprocessing context used by PyTorch's DataLoader on Linux. Using `fork` will cause deadlocks due to Polars' internal thread pool. Please pass `multiprocessing_context='spawn'` (or 'forkserver') to `StreamingDataLoader`. Check thread: https://github.com/Lightning-AI/litData/issues/823")
rec('none', 'benign', 'litData', 'v0.2.71', 'Lightning-AI/litData v0.2.71:src/litdata/streaming/dataloader.py:771 StreamingDataLoader.__init__ (thirteenth pass, 2026-11-29: Preventive capping of DataLoader workers to available host memory; the loader then continues with fewer workers, so no OOM has happened.)',
    'logger.warning(\n                    "POSIX-fast: reducing num_workers %s → %s so worker RSS fits MemAvailable "\n                    "(set LITDATA_POSIX_MAX_WORKERS=0 to disable).",\n                    num_workers,\n                    capped,\n                )',
    'WARNING:litdata.streaming.dataloader:POSIX-fast: reducing num_workers 16 → 6 so worker RSS fits MemAvailable (set LITDATA_POSIX_MAX_WORKERS=0 to disable).')
rec('none', 'benign', 'litData', 'v0.2.71', 'Lightning-AI/litData v0.2.71:src/litdata/streaming/dataset.py:169 StreamingDataset.__init__ (thirteenth pass, 2026-11-29: Printed at dataset construction on every rank of a multi-process run with drop_last=False; advisory only, training starts normally.)',
    'logger.warning(\n                    "You\'re operating within a distributed environment and have disabled the `drop_last` option. "\n                    "Please note that this configuration may lead to training interruptions if your system depends "\n                    "on distributed collectives."\n                )',
    "WARNING:litdata.streaming.dataset:You're operating within a distributed environment and have disabled the `drop_last` option. Please note that this configuration may lead to training interruptions if your system depends on distributed collectives.")
rec('none', 'benign', 'litData', 'v0.2.71', "Lightning-AI/litData v0.2.71:src/litdata/streaming/dataset.py:187 StreamingDataset.__init__ (thirteenth pass, 2026-11-29: Advisory at construction time; the dataset proceeds with the user's cache size.)",
    'logger.warning(\n                    "The provided `max_cache_size` is less than 25GB. "\n                    "With many DataLoader workers and ~64MB chunks, peak cache is roughly "\n                    "`num_workers * max_pre_download * chunk_size` (often 5–12GB). "\n                    "Consider increasing `max_cache_size` to at least 25GB to avoid eviction thrash."\n                )',
    'WARNING:litdata.streaming.dataset:The provided `max_cache_size` is less than 25GB. With many DataLoader workers and ~64MB chunks, peak cache is roughly `num_workers * max_pre_download * chunk_size` (often 5–12GB). Consider increasing `max_cache_size` to at least 25GB to avoid eviction thrash.')
rec('none', 'consequence', 'litData', 'v0.2.71', "Lightning-AI/litData v0.2.71:src/litdata/processing/data_processor.py:2150 DataProcessor._exit_on_error (thirteenth pass, 2026-11-29: The main optimize() process terminates its workers and re-raises the traceback string a worker put on error_queue; a wrapper of a worker's failure.)",
    'raise RuntimeError(f"We found the following error {error}.")',
    'RuntimeError: We found the following error Traceback (most recent call last):')
rec('other', 'cause', 'litData', 'v0.2.71', 'Lightning-AI/litData v0.2.71:src/litdata/streaming/dataset.py:953 StreamingDataset._validate_state_dict (thirteenth pass, 2026-11-29: Resume check comparing the checkpointed dataloader state with the current configuration; fatal configuration mismatch.)',
    'raise ValueError(\n                    "The provided `shuffle` state doesn\'t match the current one. "\n                    f"Found `{self.shuffle}` instead of `{state[\'shuffle\']}`."\n                )',
    "ValueError: The provided `shuffle` state doesn't match the current one. Found `False` instead of `True`.")
rec('other', 'cause', 'WebDataset', 'v0.3.2', "webdataset/webdataset v0.3.2:src/webdataset/shardlists.py:95 single_node_only (thirteenth pass, 2026-11-29: single_node_only is WebDataset's default nodesplitter and raises as soon as RANK/WORLD_SIZE or torch.distributed report world_size>1; a configuration error of the multi-process data pipeline.)",
    'raise ValueError("you need to add an explicit nodesplitter to your input pipeline for multi-node training")',
    'ValueError: you need to add an explicit nodesplitter to your input pipeline for multi-node training')
rec('other', 'cause', 'WebDataset', 'v0.3.2', 'webdataset/webdataset v0.3.2:src/webdataset/shardlists.py:255 non_empty (thirteenth pass, 2026-11-29: Raised by the empty_check stage when this rank/worker got no shards (e.g. fewer shards than nodes x workers after splitting); a configuration problem of the sharding.)',
    'raise ValueError("pipeline stage received no data at all and this was declared as an error")',
    'ValueError: pipeline stage received no data at all and this was declared as an error')
rec('none', 'consequence', 'WebDataset', 'v0.3.2', "webdataset/webdataset v0.3.2:src/webdataset/gopen.py:85 Pipe.wait_for_child (thirteenth pass, 2026-11-29: Reports that the child process behind a pipe: URL (curl, gsutil, aws s3 cp) exited non-zero; the child's own stderr names the actual failure, this line only relays its exit status.)",
    'raise IOError(f"{self.args}: exit {self.status} (read) {info}")',
    "OSError: (('curl --connect-timeout 30 --retry 30 --retry-delay 2 -f -s -L https://storage.example.com/data/shard-000123.tar',), {'shell': True, 'bufsize': 8192}): exit 22 (read) {}")
rec('none', 'benign', 'WebDataset', 'v0.3.2', 'webdataset/webdataset v0.3.2:src/webdataset/handlers.py:55 warn_and_continue (thirteenth pass, 2026-11-29: With handler=warn_and_continue the pipeline logs the exception, skips that shard/sample and keeps iterating; the run goes on.)',
    'warnings.warn(repr(exn))\n    time.sleep(0.5)\n    return True',
    '/usr/local/lib/python3.11/site-packages/webdataset/handlers.py:55: UserWarning: OSError("((\'curl -f -s -L https://storage.example.com/data/shard-000123.tar\',), {\'shell\': True, \'bufsize\': 8192}): exit 22 (read) {}")')
rec('none', 'benign', 'WebDataset', 'v0.3.2', 'webdataset/webdataset v0.3.2:src/webdataset/compat.py:379 WebDataset.__init__ (thirteenth pass, 2026-11-29: Construction-time advisory printed by every rank; the dataset is built and iteration proceeds.)',
    'warnings.warn("WebDataset(shardshuffle=...) is None; set explicitly to False or a number")',
    '/usr/local/lib/python3.11/site-packages/webdataset/compat.py:379: UserWarning: WebDataset(shardshuffle=...) is None; set explicitly to False or a number')
rec('other', 'cause', 'WebDataset', 'v0.3.2', "webdataset/webdataset v0.3.2:src/webdataset/downloader.py:209 RandomShardDownloader.update (thirteenth pass, 2026-11-29: Raised after 10*nshards iterations in which downloads (with errors='ignore'/'warn') kept failing, so the local shard cache never reached nshards; the downloader's own give-up after retries.)",
    'raise RuntimeError(f"unable to download {self.nshards} shards")',
    'RuntimeError: unable to download 64 shards')
rec('none', 'retried', 'WebDataset', 'v0.3.2', "webdataset/webdataset v0.3.2:src/webdataset/downloader.py:196 RandomShardDownloader.update (thirteenth pass, 2026-11-29: Printed before the loop picks another random shard and tries again (errors='ignore'/'warn'); only with errors='raise' does the exception propagate.)",
    'print(f"download failed: {exn}", file=sys.stderr)\n                if self.errors == "ignore":\n                    continue\n                if self.errors == "warn":\n                    print(f"ignoring error {exn}", file=sys.stderr)\n                    continue\n                raise',
    "download failed: Command 'curl -f -s -L https://storage.example.com/data/shard-000042.tar -o /cache/shards/shard-000042.tar._4121_' returned non-zero exit status 22.")
rec('socket_iface', 'cause', 'Gloo', '70dc360', 'pytorch/gloo 70dc360:gloo/transport/tcp/device.cc:84 lookupAddrForIface (thirteenth pass, 2026-11-29: Creating the TCP device from a named interface (GLOO_SOCKET_IFNAME) finds no interface of that name with an address of the family, so device creation throws: the chosen interface is wrong.)',
    'GLOO_ENFORCE(ifa != nullptr, "Unable to find address for: ", attr.iface);',
    'RuntimeError: [enforce fail at /pytorch/third_party/gloo/gloo/transport/tcp/device.cc:84] ifa != nullptr. Unable to find address for: eth1')
rec('socket_iface', 'cause', 'Gloo', '70dc360', 'pytorch/gloo 70dc360:gloo/transport/tcp/device.cc:128 lookupAddrForHostname (thirteenth pass, 2026-11-29: The hostname resolves only to addresses this machine cannot bind (not on a local interface), so the device cannot be created: a wrong/unroutable address for the host.)',
    'GLOO_ENFORCE(\n      bind_rv == 0,\n      "Unable to find address for ",\n      attr.hostname,\n      "; bind(2) for ",\n      bind_addr,\n      " failed with: ",\n      strerror(bind_errno));',
    'RuntimeError: [enforce fail at /pytorch/third_party/gloo/gloo/transport/tcp/device.cc:128] bind_rv == 0. Unable to find address for node-07; bind(2) for [10.12.0.44] failed with: Cannot assign requested address')
rec('socket_iface', 'cause', 'Gloo', '70dc360', 'pytorch/gloo 70dc360:gloo/transport/uv/device.cc:165 CreateDevice (thirteenth pass, 2026-11-29: The libuv transport (Windows/macOS) is created from an interface name that has no matching interface address, and device creation throws: wrong interface chosen.)',
    'if (!lookupAddrForIface(&attr)) {\n      GLOO_ENFORCE(false, "Unable to find address for: ", attr.iface);\n    }',
    'RuntimeError: [enforce fail at C:\\actions-runner\\_work\\pytorch\\pytorch\\third_party\\gloo\\gloo\\transport\\uv\\device.cc:165] false. Unable to find address for: Ethernet')
rec('socket_iface', 'cause', 'Gloo', '70dc360', "pytorch/gloo 70dc360:gloo/transport/uv/device.cc:154 lookupAddrForHostname (thirteenth pass, 2026-11-29: On the libuv transport none of the addresses the hostname resolves to can be bound on this machine, so no device address exists: the host's name maps to a wrong/unbindable address.)",
    '// Check that we found an address we were able to bind to\n  GLOO_ENFORCE(rp != nullptr, "Unable to find address for: ", attr.hostname);',
    'RuntimeError: [enforce fail at C:\\actions-runner\\_work\\pytorch\\pytorch\\third_party\\gloo\\gloo\\transport\\uv\\device.cc:154] rp != nullptr. Unable to find address for: DESKTOP-7QK2L1M')
rec('none', 'retried', 'Gloo', '70dc360', 'pytorch/gloo 70dc360:gloo/transport/tcp/debug_logger.cc:9 DebugLogger::log (called from gloo/transport/tcp/helpers.h ConnectOperation::handleEvents) (thirteenth pass, 2026-11-29: Logged on every failed connect attempt to a peer; with willRetry=1 the connect operation is simply run again before the deadline, so the line alone is a retry.)',
    'GLOO_ERROR(\n      "failed to connect, willRetry=",\n      data.willRetry,\n      ", retry=",\n      data.retryCount,\n      ", retryLimit=",\n      data.retryLimit,\n      ", rank=",\n      data.glooRank,\n      ", size=",\n      data.glooSize,\n      ", local=",\n      data.local,\n      ", remote=",\n      data.remote,\n      ", error=",\n      data.error);',
    '[/pytorch/third_party/gloo/gloo/transport/tcp/debug_logger.cc:9] ERROR failed to connect, willRetry=1, retry=1, retryLimit=3, rank=2, size=4, local=[10.0.1.12]:48210, remote=[10.0.1.11]:39645, error=SO_ERROR: Connection refused, remote=[10.0.1.11]:39645')
rec('none', 'consequence', 'Gloo', '70dc360', "pytorch/gloo 70dc360:gloo/transport/tcp/pair.cc:553 Pair::read (thirteenth pass, 2026-11-29: recv returned EOF because the remote process closed its socket (it crashed or exited), so the error here is a consequence of the peer's failure.)",
    'signalException(GLOO_ERROR_MSG(\n          "Connection closed by peer ",\n          peer_.str(),\n          ". ",\n          "This is typically caused by a remote worker crashing. ",\n          "Check the logs of the remote worker before reporting an error. ",\n          "GLHF! 🏖️"));',
    'RuntimeError: [/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:553] Connection closed by peer [10.0.1.11]:39645. This is typically caused by a remote worker crashing. Check the logs of the remote worker before reporting an error. GLHF! 🏖️')
rec('none', 'consequence', 'Gloo', '70dc360', "pytorch/gloo 70dc360:gloo/transport/tcp/pair.cc:537 Pair::read (thirteenth pass, 2026-11-29: An unexpected recv error such as ECONNRESET on an established pair; the source itself points to the remote worker as the origin, so this rank's error is a consequence.)",
    'signalException(GLOO_ERROR_MSG(\n            "Read error ",\n            peer_.str(),\n            ": ",\n            strerror(errno),\n            ". ",\n            "This is typically caused by a remote worker hanging or bugs in the application. ",\n            "Check the logs of the remote worker before reporting an error. ",\n            "GLHF! 🏖️"));',
    'RuntimeError: [/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:537] Read error [10.0.1.11]:39645: Connection reset by peer. This is typically caused by a remote worker hanging or bugs in the application. Check the logs of the remote worker before reporting an error. GLHF! 🏖️')
rec('collective_timeout', 'cause', 'Gloo', '70dc360', 'pytorch/gloo 70dc360:gloo/transport/tcp/pair.cc:523 Pair::read (thirteenth pass, 2026-11-29: In sync mode a blocking recv on an established pair saw no data before the pair timeout, so the collective waiting on that peer fails with a timeout.)',
    '// Either timeout on poll or blocking call returning with EAGAIN\n              // indicates timeout\n              signalException(GLOO_ERROR_MSG("Read timeout ", peer_.str()));',
    'RuntimeError: [/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:523] Read timeout [10.0.1.11]:39645')
rec('ssh_failure', 'cause', 'Determined', 'v0.38.1', "determined-ai/determined v0.38.1:harness/determined/util.py:373 check_sshd (called from harness/determined/launch/deepspeed.py main) (thirteenth pass, 2026-11-29: The DeepSpeed launch layer polls every peer's sshd (pdsh transport) for 20 s and raises once the deadline passes, so the multi-node launch fails because the chief cannot ssh to a node.)",
    'raise ValueError(\n                        f"Chief machine was unable to connect to sshd on peer machine at "\n                        f"{peer_addr}:{port}"\n                    )',
    'ValueError: Chief machine was unable to connect to sshd on peer machine at 10.4.2.17:12350')
rec('none', 'consequence', 'Determined', 'v0.38.1', "determined-ai/determined v0.38.1:harness/determined/ipc.py:488 PIDServer.run_subprocess (thirteenth pass, 2026-11-29: Runs in the pid_server's WorkerError path after another local worker died: the launcher was sent SIGTERM and is SIGKILLed when it does not exit, a consequence of the worker's crash.)",
    'logger.error(f"killing worker which didn\'t exit after {on_fail.name}")',
    "ERROR: [211] determined: killing worker which didn't exit after SIGTERM")
rec('none', 'consequence', 'Determined', 'v0.38.1', "determined-ai/determined v0.38.1:master/internal/task/allocation.go:825 allocation.ResourcesStateChanged (thirteenth pass, 2026-11-29: The master reports that a task container exited non-zero; it only relays the child's exit code, the cause is in the container's own log.)",
    'a.sendTaskLog(&model.TaskLog{\n\t\t\t\t\tLog:   fmt.Sprintf("crashed: %s", msg.ResourcesStopped.String()),\n\t\t\t\t\tLevel: ptrs.Ptr(model.LogLevelError),\n\t\t\t\t})\n// ResourcesFailedError.Error(): fmt.Sprintf("%s: %s (exit code %d)", f.FailureType, f.ErrMsg, *f.ExitCode)',
    '[2026-11-28T21:14:03.551Z]          || ERROR: crashed: resources failed with non-zero exit code: container failed with non-zero exit code: 1 (exit code 1)')
rec('none', 'consequence', 'Determined', 'v0.38.1', 'determined-ai/determined v0.38.1:master/internal/task/allocation.go:976 allocation.kill (thirteenth pass, 2026-11-29: tryExit kills the remaining containers of a multi-container trial because some other container failed; the line is a consequence of that failure.)',
    'a.sendTaskLog(&model.TaskLog{\n\t\tLevel: ptrs.Ptr(model.LogLevelInfo),\n\t\tLog: fmt.Sprintf(\n\t\t\t"forcibly killing allocation\'s remaining resources (reason: %s)",\n\t\t\treason,\n\t\t),\n\t})',
    "[2026-11-28T21:14:03.560Z]          || INFO: forcibly killing allocation's remaining resources (reason: some resources failed: resources failed with non-zero exit code: container failed with non-zero exit code: 1 (exit code 1))")
rec('none', 'benign', 'Determined', 'v0.38.1', 'determined-ai/determined v0.38.1:master/internal/task/allocation.go:820 allocation.ResourcesStateChanged (thirteenth pass, 2026-11-29: After the non-daemon (launcher) containers exited with code 0, the master kills the sshd daemon containers; their non-zero exit is expected and the trial completes normally.)',
    'if a.killedDaemonsGracefully {\n\t\t\t\ta.sendTaskLog(&model.TaskLog{\n\t\t\t\t\tLog: fmt.Sprintf("daemon killed: %s", msg.ResourcesStopped.String()),\n\t\t\t\t})\n\t\t\t\ta.tryExit("remaining resources terminated")',
    '[2026-11-28T22:40:11.002Z]          || daemon killed: resources failed with non-zero exit code: container failed with non-zero exit code: 137 (exit code 137)')
rec('none', 'retried', 'Determined', 'v0.38.1', 'determined-ai/determined v0.38.1:agent/internal/agent.go:415 Agent.reconnect (thirteenth pass, 2026-11-29: Logged on each failed reconnect attempt before sleeping AgentReconnectBackoff seconds and trying again; a later attempt may succeed.)',
    'default:\n\t\t\ta.log.WithError(err).Error("error reconnecting to master")',
    'time="2026-11-28T21:28:12Z" level=error msg="error reconnecting to master" error="dial tcp 10.0.0.5:8080: connect: connection refused"')
rec('driver_mismatch', 'cause', 'Determined', 'v0.38.1', 'determined-ai/determined v0.38.1:agent/internal/detect/nvidia.go:39 getNvidiaVersion (thirteenth pass, 2026-11-29: nvidia-smi fails while the agent detects devices; the agent goes on with no driver version (and the GPU query fails the same way, leaving no GPU slots), and the captured output names a driver/library )',
    'log.WithError(err).WithField("output", string(out)).Warnf("error while executing nvidia-smi")',
    'time="2026-11-28T20:01:05Z" level=warning msg="error while executing nvidia-smi" error="exit status 18" output="Failed to initialize NVML: Driver/library version mismatch\\n"')
rec('none', 'benign', 'Determined', 'v0.38.1', 'determined-ai/determined v0.38.1:agent/internal/detect/detect.go:25 Detect (thirteenth pass, 2026-11-29: Informational line printed at every agent start after a successful nvidia-smi query.)',
    'log.Infof("Nvidia driver version: %s", v)',
    'time="2026-11-28T20:01:05Z" level=info msg="Nvidia driver version: 550.54.15"')
rec('other', 'cause', 'Determined', 'v0.38.1', "determined-ai/determined v0.38.1:harness/determined/core/_distributed.py:77 DistributedContext.__init__ (thirteenth pass, 2026-11-29: The distributed context's own configuration check rejects a multi-node setup built without the chief's IP; a usage/configuration error.)",
    'raise AssertionError(\n                    f"This is a distributed job (local_size {self.local_size} != size {self.size}) "\n                    "but chief_ip was none provided.  When cross_size > 1, the chief_ip parameter "\n                    "is required."\n                )',
    'AssertionError: This is a distributed job (local_size 8 != size 16) but chief_ip was none provided.  When cross_size > 1, the chief_ip parameter is required.')
rec('driver_mismatch', 'cause', 'Determined', 'v0.38.1', 'determined-ai/determined v0.38.1:agent/internal/container/container.go:238 Container.run (via agent/pkg/docker/docker.go:303 Client.RunContainer) (thirteenth pass, 2026-11-29: Docker refuses to start the task container because no GPU device driver (NVIDIA container runtime/toolkit) is installed on the agent; the wrapped daemon error names the missing GPU runtime.)',
    'return fmt.Errorf("starting container: %w", err)\n// finalize: stop = aproto.ContainerError(aproto.TaskError, err)\n// master: fmt.Sprintf("crashed: %s", msg.ResourcesStopped.String())',
    '[2026-11-28T20:05:17.918Z]          || ERROR: crashed: task failed without an associated exit code: starting container: starting container: Error response from daemon: could not select device driver "" with capabilities: [[gpu]]')
rec('rendezvous_failure', 'cause', 'Gloo', '70dc360', "pytorch/gloo 70dc360:gloo/rendezvous/file_store.cc:151 FileStore::wait (thirteenth pass, 2026-11-29: The file-based rendezvous store polls the shared directory for the other ranks' key files and throws once the timeout passes: a peer never published its address, so the processes cannot meet.)",
    'if (timeout != kNoTimeout && elapsed > timeout) {\n      GLOO_THROW_IO_EXCEPTION(GLOO_ERROR_MSG(\n          "Wait timeout for key(s): ", ::gloo::MakeString(keys)));\n    }',
    'what():  [/src/gloo/gloo/rendezvous/file_store.cc:151] [/src/gloo/gloo/rendezvous/file_store.cc:151] Wait timeout for key(s): rank_3')
rec('none', 'benign', 'Gloo', '70dc360', 'pytorch/gloo 70dc360:gloo/transport/tcp/context.cc:243 Context::printConnectivityInfo (thirteenth pass, 2026-11-29: INFO line (shown with GLOO_LOG_LEVEL=INFO) printed at the end of every full-mesh connect; with all peers connected it reports a healthy setup.)',
    'GLOO_INFO(\n      "Rank ",\n      rank,\n      " is connected to ",\n      numConnectedPeers,\n      ". Expected number of connected peers is: ",\n      size - 1);',
    '[/pytorch/third_party/gloo/gloo/transport/tcp/context.cc:243] INFO Rank 0 is connected to 3. Expected number of connected peers is: 3')
rec('cuda_oom', 'cause', 'HIP runtime (ROCclr)', 'rocm-6.2.2', 'ROCm/clr rocm-6.2.2:rocclr/device/rocm/rocdevice.cpp:2980 callbackQueue (thirteenth pass, 2026-11-29: The HSA queue error callback prints this unconditionally and then abort()s; ROCr raises OUT_OF_RESOURCES on a queue when it cannot allocate scratch memory on the device, and the line reports the devic)',
    'ClPrint(amd::LOG_NONE, amd::LOG_ALWAYS, "Callback: Queue %p Aborting with error : %s Code: 0x%x Available Free mem : %zu MB", queue->base_address, errorMsg, status, global_available_mem/Mi);',
    ':0:rocdevice.cpp            :2980: 5371236718 us: [pid:48211 tid:0x7f3a4dfff640] Callback: Queue 0x7f2b18a00000 Aborting with error : HSA_STATUS_ERROR_OUT_OF_RESOURCES: The runtime failed to allocate the necessary resources. This error may also occur when the core runtime library needs to spawn threads or create internal OS-specific events. Code: 0x1008 Available Free mem : 12 MB')
rec('other', 'cause', 'HIP runtime (ROCclr)', 'rocm-6.2.2', "ROCm/clr rocm-6.2.2:rocclr/device/rocm/rocdevice.cpp:2984 callbackQueue (thirteenth pass, 2026-11-29: Printed by the queue error callback just before abort() when a kernel faults; an aperture violation (ROCr maps the wave's >48-bit address violation to it) is an out-of-bounds access by a kernel, i.e. )",
    'ClPrint(amd::LOG_NONE, amd::LOG_ALWAYS, "Callback: Queue %p aborting with error : %s code: 0x%x", queue->base_address, errorMsg, status);',
    ':0:rocdevice.cpp            :2984: 2215870441 us: [pid:1733  tid:0x7fa8f1bff640] Callback: Queue 0x7fa6e4600000 aborting with error : HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION: The agent attempted to access memory beyond the largest legal address. code: 0x29')
rec('cuda_oom', 'cause', 'HIP runtime (hipamd) via RCCL', 'rocm-6.2.2', "ROCm/clr rocm-6.2.2:hipamd/src/hip_error.cpp:212 ihipGetErrorString (thirteenth pass, 2026-11-29: hipGetErrorString text for hipErrorOutOfMemory (returned by hipMalloc/hipExtMallocWithFlags when device memory cannot be allocated); RCCL's hipified CUDACHECK prints it with its unchanged 'Cuda failur)",
    'case hipErrorOutOfMemory:\n            return "out of memory";',
    "gpu-node-07:90412:90412 [5] include/alloc.h:178 NCCL WARN Cuda failure 'out of memory'")
rec('driver_mismatch', 'cause', 'HIP runtime (hipamd)', 'rocm-6.2.2', 'ROCm/clr rocm-6.2.2:hipamd/src/hip_error.cpp:244 ihipGetErrorString (thirteenth pass, 2026-11-29: HIP_INIT_API returns hipErrorNoDevice when the runtime enumerated no GPU (g_devices empty), i.e. the amdgpu/KFD driver is not loaded or /dev/kfd is not accessible to the process, so the GPU stack is u)',
    'case hipErrorNoDevice:\n            return "no ROCm-capable device is detected";',
    'RuntimeError: HIP error: no ROCm-capable device is detected')
rec('driver_mismatch', 'cause', 'HIP runtime (hipamd)', 'rocm-6.2.2', "ROCm/clr rocm-6.2.2:hipamd/src/hip_error.cpp:262 ihipGetErrorString (thirteenth pass, 2026-11-29: hipErrorNoBinaryForGpu is returned at kernel launch (ihipLaunchKernel) when the fat binary has no code object for the GPU's gfx target, i.e. the library/framework was built for other GPU architectures)",
    'case hipErrorNoBinaryForGpu:\n            return "no kernel image is available for execution on the device";',
    "mi-node-2:2231:2231 [0] enqueue.cc:1393 NCCL WARN Cuda failure 'no kernel image is available for execution on the device'")
rec('driver_mismatch', 'cause', 'HIP runtime (hipamd)', 'rocm-6.2.2', "ROCm/clr rocm-6.2.2:hipamd/src/hip_code_object.cpp:570 CodeObject::extractCodeObjectFromFatBinary (thirteenth pass, 2026-11-29: Logged (at AMD_LOG_LEVEL>=1) when none of the bundled code objects matches the devices' target IDs, followed by lists of devices 'Not Found' and bundled targets; the function returns hipErrorNoBinaryF)",
    'LogPrintfError("%s",\n                   "hipErrorNoBinaryForGpu: Unable to find code object for all current devices!");',
    ':1:hip_code_object.cpp      :570 : 0897653217 us: [pid:30918 tid:0x7f55c35ff740] hipErrorNoBinaryForGpu: Unable to find code object for all current devices!')
rec('host_mem_alloc', 'cause', 'HIP runtime (hipamd)', 'rocm-6.2.2', 'ROCm/clr rocm-6.2.2:hipamd/src/hip_internal.hpp:136 HIP_INIT_API_INTERNAL (thirteenth pass, 2026-11-29: Printed (with the file/line of the API that expanded HIP_INIT_API, here hipMalloc) at the start of every HIP API call when the runtime cannot create its per-thread amd::Thread object (a host-side allo)',
    'ClPrint(amd::LOG_NONE, amd::LOG_ALWAYS,\n            "An internal error has occurred."\n            " This may be due to insufficient memory.");',
    ':0:hip_memory.cpp           :615 : 4410228871 us: [pid:77120 tid:0x7f0e2effd640] An internal error has occurred. This may be due to insufficient memory.')
rec('other', 'cause', 'ROCr (HSA runtime)', 'rocm-6.2.4', "ROCm/ROCR-Runtime rocm-6.2.4:src/core/runtime/runtime.cpp:1818 Runtime::VMFaultHandler (thirteenth pass, 2026-11-29: The VM fault handler prints this and std::abort()s when a kernel touches an unmapped GPU virtual address ('Page not present'), which is an illegal memory access by the kernel (program/library bug or u)",
    'fprintf(\n          stderr,\n          "Memory access fault by GPU node-%u (Agent handle: %p) on address %p%s. Reason: %s.\\n",\n          fault.NodeId, reinterpret_cast<void*>(faulty_agent->public_handle().handle),\n          reinterpret_cast<const void*>(fault.VirtualAddress),\n          (fault.Failure.Imprecise == 1) ? "(may not be exact address)" : "", reason.c_str());',
    'Memory access fault by GPU node-4 (Agent handle: 0x55d3c1a2b340) on address 0x7f1c2e000000. Reason: Page not present or supervisor privilege.')
rec('gpu_hardware', 'cause', 'ROCr (HSA runtime)', 'rocm-6.2.4', 'ROCm/ROCR-Runtime rocm-6.2.4:src/core/runtime/runtime.cpp:1716 Runtime::HwExceptionHandler (thirteenth pass, 2026-11-29: Printed when KFD signals a hardware exception (GPU reset caused by an ECC error or a GPU hang) and no custom handler takes it; the process then aborts, so the GPU itself failed.)',
    'fprintf(stderr, "HW Exception by GPU node-%u (Agent handle: %p) reason :%s\\n", exception.NodeId,\n            reinterpret_cast<void*>(faultingAgent->public_handle().handle),\n            (exception.ResetCause == HSA_EVENTID_HW_EXCEPTION_ECC) ? "ECC" : "GPU Hang");',
    'HW Exception by GPU node-2 (Agent handle: 0x5626b7e1c0a0) reason :ECC')
rec('driver_mismatch', 'cause', 'ROCr (HSA runtime)', 'rocm-6.2.4', 'ROCm/ROCR-Runtime rocm-6.2.4:src/core/runtime/amd_topology.cpp:141 DiscoverGpu (thirteenth pass, 2026-11-29: During GPU discovery ROCr deletes the gfx906 agent when the KFD kernel interface is older than 1.4 (sramecc not reported correctly), so the GPU disappears because the kernel driver is too old for the )',
    'fprintf(stderr,\n                "HSA Error:  Incompatible kernel and userspace, %s disabled. Upgrade amdgpu.\\n",\n                name);',
    'HSA Error:  Incompatible kernel and userspace, AMD Radeon VII disabled. Upgrade amdgpu.')
rec('driver_mismatch', 'cause', 'ROCr (HSA runtime)', 'rocm-6.2.4', 'ROCm/ROCR-Runtime rocm-6.2.4:src/core/runtime/runtime.cpp:2098 fn_amdgpu_device_get_fd_nosupport (thirteenth pass, 2026-11-29: Stub installed when the loaded libdrm_amdgpu lacks amdgpu_device_get_fd; GetAmdgpuDeviceArgs then gets -1 and returns HSA_STATUS_ERROR (used e.g. for dma-buf export), so a too-old libdrm library does )',
    'fprintf(stderr, "amdgpu_device_get_fd not available. Please update version of libdrm");',
    'amdgpu_device_get_fd not available. Please update version of libdrm')
rec('p2p_unsupported', 'cause', 'RCCL', 'rocm-6.2.2', "ROCm/rccl rocm-6.2.2:src/transport/p2p.cc:323 p2pMap (thirteenth pass, 2026-11-29: For two GPUs in the same process RCCL calls hipDeviceEnablePeerAccess and returns ncclInternalError on failure; HIP's hipDeviceEnablePeerAccess returns hipErrorInvalidDevice ('invalid device ordinal',)",
    'WARN("failed to peer with device %d(=%lx): %d %s",\n            peerInfo->cudaDev, peerInfo->busId, err, cudaGetErrorString(err));',
    'gpu-node-01:51230:51230 [0] transport/p2p.cc:323 NCCL WARN failed to peer with device 1(=2a000): 101 invalid device ordinal')
rec('none', 'benign', 'RCCL', 'rocm-6.2.2', 'ROCm/rccl rocm-6.2.2:src/transport/p2p.cc:193 p2pCanConnect (thirteenth pass, 2026-11-29: p2pCanConnect sets *ret=0 and returns ncclSuccess, so RCCL just chooses another transport (SHM/NET) for this pair and goes on.)',
    'INFO(NCCL_INIT|NCCL_P2P,"Could not enable P2P between dev %d(=%lx) and dev %d(=%lx)",\n         cudaDev1, info1->busId, cudaDev2, info2->busId);',
    'gpu-node-01:51230:51244 [0] NCCL INFO Could not enable P2P between dev 0(=c1000) and dev 3(=41000)')
rec('none', 'benign', 'RCCL', 'rocm-6.2.2', 'ROCm/rccl rocm-6.2.2:src/init.cc:115 ncclInit (thirteenth pass, 2026-11-29: ncclInit prints this advisory after reading /proc/sys/kernel/numa_balancing and continues initialising; it is a tuning warning seen on healthy runs.)',
    'WARN("NUMA auto balancing enabled which can lead to variability in the RCCL performance! Disable by \\"sudo sysctl kernel.numa_balancing=0\\"");',
    'mi300x-12:7781:7781 [0] init.cc:115 NCCL WARN NUMA auto balancing enabled which can lead to variability in the RCCL performance! Disable by "sudo sysctl kernel.numa_balancing=0"')
rec('none', 'benign', 'RCCL', 'rocm-6.2.2', 'ROCm/rccl rocm-6.2.2:src/init.cc:136 ncclInit (thirteenth pass, 2026-11-29: ncclInit checks /proc/cmdline and only warns; initialisation proceeds, so the line is present on many healthy runs on hosts without iommu=pt.)',
    'WARN("Missing \\"iommu=pt\\" from kernel command line which can lead to system instablity or hang!");',
    'mi300x-12:7781:7781 [0] init.cc:136 NCCL WARN Missing "iommu=pt" from kernel command line which can lead to system instablity or hang!')
rec('none', 'benign', 'RCCL', 'rocm-6.2.2', 'ROCm/rccl rocm-6.2.2:src/init.cc:141 ncclInit (thirteenth pass, 2026-11-29: Printed by ncclInit when the environment variable is unset; the function goes on and returns ncclSuccess, so it is an advisory, not a failure.)',
    'WARN("Missing \\"HSA_FORCE_FINE_GRAIN_PCIE=1\\" from environment which can lead to low RCCL performance, system instablity or hang!");',
    'mi250-node4:3320:3320 [2] init.cc:141 NCCL WARN Missing "HSA_FORCE_FINE_GRAIN_PCIE=1" from environment which can lead to low RCCL performance, system instablity or hang!')
rec('none', 'benign', 'RCCL', 'rocm-6.2.2', "ROCm/rccl rocm-6.2.2:src/clique/CliqueManager.cc:258 CliqueManager::Init (thirteenth pass, 2026-11-29: On any failure setting up the optional clique kernels (RCCL_ENABLE_CLIQUE) the dropback path disables them and returns ncclSuccess, so collectives continue with the regular kernels despite the 'shared)",
    'WARN("Unable to initialize shared memory. Disabling clique-based kernels");',
    'gpu-node-05:1402:1402 [3] clique/CliqueManager.cc:258 NCCL WARN Unable to initialize shared memory. Disabling clique-based kernels')
rec('none', 'benign', 'RCCL', 'rocm-6.2.2', 'ROCm/rccl rocm-6.2.2:src/misc/alt_rsmi.cc:78 ARSMI_init (thirteenth pass, 2026-11-29: ARSMI_init returns 1, rocm_smi_init fails, and ncclTopoFillGpu just records rocmsmiInit=2 and carries on building the topology without SMI device indices, so initialisation continues.)',
    'WARN("Failed to open topo/nodes directory ");',
    'gpu-node-09:611:611 [0] misc/alt_rsmi.cc:78 NCCL WARN Failed to open topo/nodes directory')
rec('none', 'benign', 'RCCL', 'rocm-6.2.2', 'ROCm/rccl rocm-6.2.2:src/transport/net_ib.cc:378 ncclIbGdrSupport (thirteenth pass, 2026-11-29: When the amdkfd peer-memory module is absent RCCL looks for ib_umem_get_peer in kernel headers to decide on GPU Direct RDMA; failing to open them only leaves GDR disabled and the IB transport works th)',
    'INFO(NCCL_INIT,"Could not open kernel header file %s", kernel_header_file);',
    'gpu-node-03:8812:8812 [0] NCCL INFO Could not open kernel header file /lib/modules/5.15.0-119-generic/build/include/rdma/ib_umem.h')
rec('none', 'benign', 'RCCL', 'rocm-6.2.2', "ROCm/rccl rocm-6.2.2:src/misc/msccl/msccl_lifecycle.cc:132 mscclInternalSchedulerInit (thirteenth pass, 2026-11-29: The function returns ncclInvalidUsage, but its only caller in ncclTopoPostset (graph/connect.cc:682) ignores mscclSchedulerInit's result, so MSCCL algorithms are simply not used and the communicator i)",
    'WARN("MSCCL Internal Scheduler:  Unable to find algorithm files in %s. Please ensure that RCCL has been installed properly" , mscclAlgoShareDir);',
    'mi300x-03:19920:19920 [4] misc/msccl/msccl_lifecycle.cc:132 NCCL WARN MSCCL Internal Scheduler:  Unable to find algorithm files in /opt/rocm/lib/../share/rccl/msccl-algorithms. Please ensure that RCCL has been installed properly')
rec('cuda_oom', 'cause', 'RCCL', 'rocm-6.2.2', 'ROCm/rccl rocm-6.2.2:src/include/alloc.h:210 ncclCudaCallocDebug (thirteenth pass, 2026-11-29: Printed when hipExtMallocWithFlags/memset for an RCCL device buffer failed, after which ncclUnhandledCudaError propagates and communicator setup fails; the buffer could not be allocated in GPU memory.)',
    'if (*ptr == nullptr) WARN("Failed to CUDA calloc %ld bytes", nelem*sizeof(T));',
    'gpu-node-07:90412:90412 [5] include/alloc.h:210 NCCL WARN Failed to CUDA calloc 4194304 bytes')
rec('none', 'retried', 'RCCL', 'rocm-6.2.2', "ROCm/rccl rocm-6.2.2:src/misc/socket.cc:473 socketStartConnect (thirteenth pass, 2026-11-29: On ECONNREFUSED the socket sleeps and retries (logging every 1000th attempt) until RETRY_REFUSED_TIMES, when it WARNs 'exceeded retries'; the peer's listener may just not be up yet.)",
    'if (sock->refusedRetries % 1000 == 0) INFO(NCCL_ALL, "Call to connect returned %s, retrying", strerror(errno));',
    'gpu-node-02:4410:4463 [1] NCCL INFO Call to connect returned Connection refused, retrying')
rec('none', 'consequence', 'RCCL', 'rocm-6.2.2', "ROCm/rccl rocm-6.2.2:src/misc/socket.cc:52 socketProgress (thirteenth pass, 2026-11-29: A recv returned 0 bytes because the remote rank's process closed the socket (usually because it crashed or aborted first), so this rank's failure is a consequence of another process failing.)",
    'WARN("socketProgress: Connection closed by remote peer %s", ncclSocketToString(&sock->addr, line, 0));',
    'gpu-node-02:4410:4470 [1] misc/socket.cc:52 NCCL WARN socketProgress: Connection closed by remote peer gpu-node-05<43517>')
rec('none', 'benign', 'rocm-smi', 'rocm-6.2.2', 'ROCm/rocm_smi_lib rocm-6.2.2:python_smi_tools/rocm_smi.py:3620 initializeRsmi (thirteenth pass, 2026-11-29; the session review read the caller: after this line rocm-smi calls exit(0), so a vendor probe on a node without AMD GPUs prints it in a run that goes on; no cause)',
    "logging.error('Driver not initialized (amdgpu not found in modules)')",
    'ERROR: Driver not initialized (amdgpu not found in modules)')
rec('driver_mismatch', 'cause', 'amd-smi', 'rocm-6.2.2', 'ROCm/amdsmi rocm-6.2.2:amdsmi_cli/amdsmi_init.py:99 init_amdsmi (thirteenth pass, 2026-11-29: amd-smi logs this and sys.exit(-1)s when amdsmi_init fails with AMDSMI_STATUS_NOT_INIT/DRIVER_NOT_LOADED, i.e. the amdgpu kernel driver is not loaded.)',
    'logging.error("Driver not loaded (amdgpu not found in modules)")',
    'ERROR: Driver not loaded (amdgpu not found in modules)')
rec('other', 'cause', 'slime', 'v0.3.1', "THUDM/slime v0.3.1:slime/backends/sglang_utils/sglang_engine.py:42 _to_local_gpu_id (thirteenth pass, 2026-11-29: Raised while mapping a Ray-assigned physical GPU id into the SGLang engine's visible devices; the device visibility configuration does not contain the assigned GPU, a setup/config error of the run.)",
    'raise RuntimeError(\n        f"GPU id {physical_gpu_id} is not valid under CUDA_VISIBLE_DEVICES={cvd}. "\n        f"Expected one of {visible} (physical) or 0..{len(visible)-1} (local)."\n    )',
    'RuntimeError: GPU id 6 is not valid under CUDA_VISIBLE_DEVICES=0,1,2,3. Expected one of [0, 1, 2, 3] (physical) or 0..3 (local).')
rec('none', 'consequence', 'slime', 'v0.3.1', "THUDM/slime v0.3.1:slime/backends/sglang_utils/sglang_engine.py:100 _wait_server_healthy (thirteenth pass, 2026-11-29: The polling loop waiting for the spawned SGLang server's /health_generate raises this when the child process has died; the real cause is in the child's own output, so this is a consequence.)",
    'if not is_process_alive():\n                raise Exception("Server process terminated unexpectedly.")',
    'Exception: Server process terminated unexpectedly.')
rec('none', 'retried', 'slime', 'v0.3.1', 'THUDM/slime v0.3.1:slime/ray/placement_group.py:64 _create_placement_group (thirteenth pass, 2026-11-29: Logged every 30 s inside an unbounded ray.wait poll for the placement group (nodes/GPUs still registering or autoscaling); the wait continues and normally succeeds, so it is a retry line.)',
    'logger.info(\n            f"Waiting for placement group of {num_gpus} GPUs (elapsed {elapsed}s): "\n            f"{total:g} GPUs registered with Ray, {available:g} available."\n        )',
    '[2026-11-29 03:10:41] placement_group.py:64 - Waiting for placement group of 16 GPUs (elapsed 60s): 8 GPUs registered with Ray, 8 available.')
rec('none', 'retried', 'slime', 'v0.3.1', 'THUDM/slime v0.3.1:slime/utils/http_utils.py:185 _post (thirteenth pass, 2026-11-29: Inside a retry loop of up to 60 attempts with 1 s sleeps around POSTs to a rollout engine/router; the call is retried and may succeed.)',
    'logger.info(\n                f"Error: {e}, retrying... (attempt {retry_count}/{max_retries}, url={url}, response={response_text})"\n            )',
    '[2026-11-29 03:12:05] http_utils.py:185 - Error: All connection attempts failed, retrying... (attempt 3/60, url=http://10.0.3.17:15004/generate, response=None)')
rec('none', 'consequence', 'slime', 'v0.3.1', "THUDM/slime v0.3.1:slime/utils/health_monitor.py:153 RolloutHealthMonitor._check_engine_health (thirteenth pass, 2026-11-29: The fault-tolerance monitor reports that an already failed or hung rollout engine did not answer health_generate and then kills it for recovery; it reports another process's failure.)",
    'logger.error(\n                f"Health check failed for rollout engine {rollout_engine_id} (ray timeout or error). Killing actor. Exception: {e}"\n            )',
    '[2026-11-29 03:20:12] health_monitor.py:153 - Health check failed for rollout engine 2 (ray timeout or error). Killing actor. Exception: The actor died unexpectedly before finishing this task.')
rec('other', 'cause', 'slime', 'v0.3.1', 'THUDM/slime v0.3.1:slime/ray/rollout_validation.py:19 validate_server_group_gpu_indices (thirteenth pass, 2026-11-29: Launch-time check that the rollout engines fit in the GPUs of the placement group; a configuration error of the distributed layout.)',
    'raise ValueError(\n        "Invalid rollout server group GPU placement: "\n        f"worker_type={worker_type}, "\n        f"gpu_offset={gpu_offset}, "\n        f"num_gpus_per_engine={num_gpus_per_engine}, "\n        f"num_gpus_per_engine_on_node={num_gpus_per_engine_on_node}, "\n        f"num_engines={num_engines}, "\n        f"required_gpu_slots={required_gpu_slots}, "\n        f"len(reordered_gpu_ids)={num_available_gpus}, "\n        f"rollout_num_gpus={rollout_num_gpus}, "\n        f"rollout_num_gpus_per_engine={rollout_num_gpus_per_engine}. "\n        "Please align --rollout-num-gpus, --rollout-num-gpus-per-engine, "\n        "and --sglang-config server_groups."\n    )',
    'ValueError: Invalid rollout server group GPU placement: worker_type=regular, gpu_offset=0, num_gpus_per_engine=8, num_gpus_per_engine_on_node=8, num_engines=2, required_gpu_slots=16, len(reordered_gpu_ids)=8, rollout_num_gpus=16, rollout_num_gpus_per_engine=8. Please align --rollout-num-gpus, --rollout-num-gpus-per-engine, and --sglang-config server_groups.')
rec('none', 'benign', 'slime', 'v0.3.1', 'THUDM/slime v0.3.1:slime/utils/reloadable_process_group.py:308 ReloadableProcessGroup.destroy_process_groups (thirteenth pass, 2026-11-29: Caught ValueError during teardown of process groups that were already destroyed; the cleanup is skipped and the program continues.)',
    'logger.warning(\n                    f"Process group already invalid/destroyed; skipping cleanup. Exception: {e}",\n                    exc_info=True,\n                )',
    '[2026-11-29 03:22:40] reloadable_process_group.py:308 - Process group already invalid/destroyed; skipping cleanup. Exception: Invalid process group specified')
rec('other', 'cause', 'AReaL', 'v1.0.4', "inclusionAI/AReaL v1.0.4:areal/infra/scheduler/local.py:208 LocalScheduler._allocate_gpus (thirteenth pass, 2026-11-29: Launch-time check in the local scheduler that the workers' GPU request fits the detected/visible devices; fatal configuration mismatch of the run's device allocation.)",
    'raise GPUAllocationError(\n                f"Requested {num_gpus} GPUs but only {len(self.gpu_devices)} available"\n            )\n# exceptions.py: super().__init__(f"Failed to allocate GPU resources: {reason}")',
    'areal.infra.scheduler.exceptions.GPUAllocationError: Failed to allocate GPU resources: Requested 8 GPUs but only 4 available')
rec('none', 'consequence', 'AReaL', 'v1.0.4', "inclusionAI/AReaL v1.0.4:areal/infra/scheduler/local.py:982 LocalScheduler.get_workers (thirteenth pass, 2026-11-29: The scheduler polls worker processes and reports one that has already exited, attaching its log tail; the root cause is in the worker's own output.)",
    'raise WorkerFailedError(\n                        worker_info.worker.id,\n                        worker_info.process.returncode,\n                        stderr,\n                    )\n# exceptions.py: message = f"Worker \'{worker_id}\' failed with exit code {exit_code}"; message += f"\\nStderr output:\\n{stderr}"',
    "areal.infra.scheduler.exceptions.WorkerFailedError: Worker 'rollout/1' failed with exit code 1")
rec('none', 'retried', 'AReaL', 'v1.0.4', 'inclusionAI/AReaL v1.0.4:areal/infra/scheduler/ray.py:795 RayScheduler.call_engine (thirteenth pass, 2026-11-29: Logged inside the engine-call retry loop with exponential backoff before the next attempt; the call may still succeed.)',
    'logger.warning(\n                    f"Method \'{method}\' failed on worker \'{worker_id}\' "\n                    f"(attempt {attempt}/{max_retries}): {last_error}. "\n                    f"Retrying in {delay:.1f}s..."\n                )',
    "(AReaL) 20261129-03:14:22.518 RayScheduler WARNING: Method 'update_weights' failed on worker 'actor/0' (attempt 1/3): Timeout: Get timed out: some object(s) not ready.. Retrying in 1.0s...")
rec('rendezvous_failure', 'cause', 'AReaL', 'v1.0.4', "inclusionAI/AReaL v1.0.4:areal/experimental/weight_update/nccl_group.py:135 init_weights_update_group (thirteenth pass, 2026-11-29: Wraps the exception from init_custom_process_group with a tcp:// init_method to the trainer's master address/port for the weight-sync group; with a TCPStore connect timeout the two sides cannot meet, )",
    'except Exception as e:\n        raise RuntimeError(f"Failed to initialize custom process group: {e}.") from e',
    'RuntimeError: Failed to initialize custom process group: The client socket has timed out after 1800000ms while trying to connect to (10.0.1.7, 24517)..')
rec('socket_iface', 'cause', 'AReaL', 'v1.0.4', 'inclusionAI/AReaL v1.0.4:areal/utils/network.py:53 gethostip (thirteenth pass, 2026-11-29: Raised when the hostname resolves only to loopback and neither an IPv4 nor IPv6 UDP route probe yields an address, so no address can be advertised for the master/weight-update endpoint.)',
    'except OSError:\n            raise RuntimeError("Could not determine host IP") from e',
    'RuntimeError: Could not determine host IP')
rec('none', 'benign', 'AReaL', 'v1.0.4', 'inclusionAI/AReaL v1.0.4:areal/infra/platforms/cuda.py:85 CUDAPlatform.set_numa_affinity (thirteenth pass, 2026-11-29: Best-effort CPU-affinity binding; the exception is caught and the worker continues unbound.)',
    'logger.warning("Failed to set NUMA affinity for GPU %s: %s", local_rank, e)',
    '(AReaL) 20261129-03:14:22.518 CUDAPlatform WARNING: Failed to set NUMA affinity for GPU 3: Insufficient Permissions')
rec('none', 'benign', 'AReaL', 'v1.0.4', 'inclusionAI/AReaL v1.0.4:areal/engine/fsdp_engine.py:535 FSDPEngine.destroy (thirteenth pass, 2026-11-29: Best-effort barrier at teardown before destroy_process_group; failures are ignored and destruction continues.)',
    'self.logger.warning(\n                        f"pre-destroy CPU barrier failed (ignored): {e}"\n                    )',
    '(AReaL) 20261129-03:14:22.518 [FSDPEngine Rank 0] WARNING: pre-destroy CPU barrier failed (ignored): [/pytorch/third_party/gloo/gloo/transport/tcp/pair.cc:534] Connection closed by peer [10.0.1.8]:41117')
rec('none', 'benign', 'AReaL', 'v1.0.4', 'inclusionAI/AReaL v1.0.4:areal/infra/scheduler/local.py:194 LocalScheduler._detect_gpus (thirteenth pass, 2026-11-29: Non-integer device list (e.g. UUIDs) is not parsed; the scheduler falls back to device [0] and continues.)',
    'logger.warning(\n                    f"Invalid {current_platform.device_control_env_var}: {cuda_visible}, using default [0]"\n                )',
    '(AReaL) 20261129-03:14:22.518 LocalScheduler WARNING: Invalid CUDA_VISIBLE_DEVICES: GPU-5e2f1a7c-0b7d-4c1e-9a3f-2f1d0c6b8e41, using default [0]')
rec('other', 'cause', 'prime-rl', 'v0.8.0', "PrimeIntellect-ai/prime-rl v0.8.0:src/prime_rl/entrypoints/rl.py:139 rl_local (thirteenth pass, 2026-11-29: Launch-time check of the rl entrypoint that inference+trainer GPU counts fit the node's visible GPUs before spawning processes; a configuration error of the deployment.)",
    'raise ValueError(\n            f"Requested {total_requested_gpus} GPUs via deployment settings, but only "\n            f"{len(physical_gpu_ids)} physical GPU(s) are available: {physical_gpu_ids}"\n        )',
    'ValueError: Requested 8 GPUs via deployment settings, but only 4 physical GPU(s) are available: [0, 1, 2, 3]')
rec('other', 'cause', 'prime-rl', 'v0.8.0', "PrimeIntellect-ai/prime-rl v0.8.0:src/prime_rl/entrypoints/rl.py:168 rl_local (thirteenth pass, 2026-11-29: Launch-time validation that the orchestrator's client URL targets the port the inference server will listen on; the program's own configuration check of the distributed setup.)",
    'raise ValueError(\n                f"orchestrator.model.client.base_url port ({client_port}) does not match "\n                f"inference.server.port ({expected_port}). "\n                f"Update the base_url to use port {expected_port} to match the inference server."\n            )',
    'ValueError: orchestrator.model.client.base_url port (8001) does not match inference.server.port (8000). Update the base_url to use port 8000 to match the inference server.')
rec('none', 'retried', 'prime-rl', 'v0.8.0', 'PrimeIntellect-ai/prime-rl v0.8.0:src/prime_rl/utils/client.py:313 check_health._check_health (thirteenth pass, 2026-11-29: Logged every log_interval seconds inside a polling loop (default timeout 1800 s) while the vLLM server is still starting; the loop keeps polling and normally succeeds.)',
    'logger.warning(\n                        f"Inference server was not reached after {wait_time} seconds (Error: {e}) on {admin_client.base_url}"\n                    )',
    '03:15:02 WARNING Inference server was not reached after 30 seconds (Error: All connection attempts failed) on http://localhost:8000')
rec('none', 'consequence', 'prime-rl', 'v0.8.0', "PrimeIntellect-ai/prime-rl v0.8.0:src/prime_rl/entrypoints/rl.py:398 rl_local (thirteenth pass, 2026-11-29: The rl launcher reports that its trainer subprocess exited non-zero and then tears down all processes; the cause is in the trainer's own log.)",
    'logger.error(f"Trainer failed with exit code {trainer_process.returncode}")',
    '03:41:57   ERROR Trainer failed with exit code 1')
rec('none', 'benign', 'prime-rl', 'v0.8.0', 'PrimeIntellect-ai/prime-rl v0.8.0:src/prime_rl/utils/nccl.py:37 disable_nccl_p2p_if_unavailable (thirteenth pass, 2026-11-29: Preventive setting of NCCL env vars before creating the weight-broadcast communicator on PCIe-only hosts; the run proceeds with socket transport.)',
    'get_logger().warning(\n                "No NVLink detected, disabling NCCL P2P and SHM transports. "\n                "Override by setting NCCL_P2P_DISABLE=0 and NCCL_SHM_DISABLE=0 explicitly."\n            )',
    '03:12:44 WARNING No NVLink detected, disabling NCCL P2P and SHM transports. Override by setting NCCL_P2P_DISABLE=0 and NCCL_SHM_DISABLE=0 explicitly.')
rec('none', 'benign', 'prime-rl', 'v0.8.0', 'PrimeIntellect-ai/prime-rl v0.8.0:src/prime_rl/utils/client.py:529 init_nccl_broadcast (thirteenth pass, 2026-11-29: A default is filled in for the NCCL broadcast group size and initialization continues.)',
    'logger.warning(\n            f"inference_world_size not provided, defaulting to {inference_world_size} (one GPU per admin client)"\n        )',
    '03:13:10 WARNING inference_world_size not provided, defaulting to 2 (one GPU per admin client)')
rec('other', 'cause', 'EasyR1', 'v0.3.2', 'hiyouga/EasyR1 v0.3.2:verl/trainer/ray_trainer.py:114 ResourcePoolManager._check_resource_available (thirteenth pass, 2026-11-29: Launch-time check, before placement groups are created, that the Ray cluster has the GPUs that trainer.nnodes x n_gpus_per_node asks for; a configuration/cluster-size mismatch.)',
    'raise ValueError(f"Total available GPUs {gpus_available} is less than total desired GPUs {gpus_required}.")',
    'ValueError: Total available GPUs 4.0 is less than total desired GPUs 8.')
rec('other', 'cause', 'EasyR1', 'v0.3.2', 'hiyouga/EasyR1 v0.3.2:verl/workers/fsdp_workers.py:335 FSDPWorker._build_rollout (thirteenth pass, 2026-11-29: Check of the rollout device mesh (dp x tp) built from the worker world size; the parallel layout configuration is invalid.)',
    'raise ValueError(f"rollout world size {self.world_size} is not divisible by tp size {tp_size}.")',
    'ValueError: rollout world size 6 is not divisible by tp size 4.')
rec('other', 'cause', 'EasyR1', 'v0.3.2', 'hiyouga/EasyR1 v0.3.2:verl/workers/rollout/vllm_rollout_spmd.py:95 vLLMRollout.__init__ (thirteenth pass, 2026-11-29: Configuration check of the vLLM rollout tensor-parallel size against the torch.distributed world size of the worker group.)',
    'if config.tensor_parallel_size > torch.distributed.get_world_size():\n            raise ValueError("Tensor parallelism size should be less than world size.")',
    'ValueError: Tensor parallelism size should be less than world size.')
rec('none', 'consequence', 'EasyR1', 'v0.3.2', 'hiyouga/EasyR1 v0.3.2:verl/single_controller/ray/base.py:309 RayWorkerGroup._init_with_resource_pool (thirteenth pass, 2026-11-29: The driver polls 120 s for the named register-center actor that the rank-0 worker creates in its own initialisation (to publish MASTER_ADDR/PORT); its absence reports that the rank-0 worker actor fail)',
    'assert register_center_actor is not None, (\n                        f"failed to get register_center_actor: {self.name_prefix}_register_center in {list_named_actors(all_namespaces=True)}"\n                    )',
    "AssertionError: failed to get register_center_actor: kTqWbe_register_center in [{'name': 'kTqWbePlacementGroup_0', 'namespace': '4d1b6c7e-8e0f-4b8e-9a57-0c1f5d3a2b10'}]")
rec('other', 'cause', 'EasyR1', 'v0.3.2', "hiyouga/EasyR1 v0.3.2:verl/single_controller/ray/base.py:137 extract_pg_from_exist (thirteenth pass, 2026-11-29: When a worker group reuses existing placement groups, it checks each node's bundle count against the processes requested per node; a resource-pool layout misconfiguration.)",
    'assert request_process <= sorted_src_pgs[searching_idx].bundle_count, (\n            f"requesting {request_process} processes, bundle count cannot satisfy"\n        )',
    'AssertionError: requesting 8 processes, bundle count cannot satisfy')
rec('rendezvous_failure', 'cause', 'ROLL', 'v0.3.0', "alibaba/ROLL v0.3.0:roll/distributed/scheduler/initialize.py:64 wait_for_head_node_ready (thirteenth pass, 2026-11-29: A non-zero-rank driver polls TCP connect to the head node's GCS port for up to 10 minutes before running `ray start --address`; when it never connects the worker node cannot join, a rendezvous failure)",
    'raise RuntimeError(\n        f"Ray head node at {master_addr}:{master_port} did not become available within {timeout}s. "\n        f"Please check if the head node is starting correctly."\n    )',
    'RuntimeError: Ray head node at 10.0.4.11:6379 did not become available within 600s. Please check if the head node is starting correctly.')
rec('none', 'retried', 'ROLL', 'v0.3.0', "alibaba/ROLL v0.3.0:roll/distributed/scheduler/driver_utils.py:103 wait_for_nodes (thirteenth pass, 2026-11-29: Logged each second in the head driver's loop that waits for all nodes to join the Ray cluster; the wait continues and succeeds when the other nodes join.)",
    'logger.info(f"{num_nodes} nodes have joined so far, waiting for {expected - num_nodes}.")',
    '[2026-11-29 03:18:07] [driver_utils.py (103)] [INFO] [DRIVER 0 / 2][PID 41873] 1 nodes have joined so far, waiting for 1.')
rec('rendezvous_failure', 'cause', 'ROLL', 'v0.3.0', "alibaba/ROLL v0.3.0:roll/distributed/executor/worker.py:111 Worker.get_free_port (thirteenth pass, 2026-11-29: After MAX_PORT_RETRY_COUNT attempts to pick a free port not already claimed in the shared Ray store for this node, no master port for the worker's process group could be reserved; the rendezvous endpo)",
    'raise RuntimeError(f"Can not allocate unique MASTER_PORT on {master_addr}.")',
    'RuntimeError: Can not allocate unique MASTER_PORT on 10.0.4.12.')
rec('other', 'cause', 'ROLL', 'v0.3.0', 'alibaba/ROLL v0.3.0:roll/distributed/scheduler/resource_manager.py:34 ResourceManager.__init__ (thirteenth pass, 2026-11-29: Launch-time check that the Ray cluster has enough nodes with num_gpus_per_node devices for the requested layout before placement groups are created; a cluster-size/configuration mismatch.)',
    'assert num_nodes <= ray_num_nodes, (f"The Ray clusters(ray_num_nodes: {ray_num_nodes}) cannot meet the "\n                                            f"required number of nodes (`num_nodes`{num_nodes}).")',
    'AssertionError: The Ray clusters(ray_num_nodes: 1) cannot meet the required number of nodes (`num_nodes`2).')
rec('other', 'cause', 'ROLL', 'v0.3.0', 'alibaba/ROLL v0.3.0:roll/distributed/scheduler/resource_manager.py:41 ResourceManager.__init__ (thirteenth pass, 2026-11-29: Launch-time check that the GPUs required by num_nodes x num_gpus_per_node are available in Ray before creating placement groups; a configuration error.)',
    'assert self.num_gpus <= available_gpu, f"num_gpus {self.num_gpus} > available_gpu {available_gpu}"',
    'AssertionError: num_gpus 16 > available_gpu 8.0')
rec('other', 'cause', 'ROLL', 'v0.3.0', "alibaba/ROLL v0.3.0:roll/distributed/scheduler/resource_manager.py:124 ResourceManager.allocate_placement_group (thirteenth pass, 2026-11-29: Check while mapping a worker's device_mapping ranks onto node placement groups; the configured device ids exceed the cluster's GPUs.)",
    'assert node_rank < self.num_nodes, (f"device_mapping used gpus are more than "\n                                                        f"num_nodes×num_gpus_per_node={self.num_nodes}×{self.gpu_per_node}")',
    'AssertionError: device_mapping used gpus are more than num_nodes×num_gpus_per_node=1×8')
rec('none', 'benign', 'ROLL', 'v0.3.0', 'alibaba/ROLL v0.3.0:roll/pipeline/rlvr/rlvr_config.py:240 RLVRConfig.__post_init__ (thirteenth pass, 2026-11-29: Configuration warning about colocated inference and training devices; the pipeline proceeds.)',
    'logger.warning("infer worker are sharing devices with other workers, which may cause performance issue")',
    '[2026-11-29 03:18:07] [rlvr_config.py (240)] [WARNING] [DRIVER 0 / 1][PID 41873] infer worker are sharing devices with other workers, which may cause performance issue')
rec('other', 'cause', 'anemoi-training', 'training-0.16.0', 'ecmwf/anemoi-core training-0.16.0:training/src/anemoi/training/distributed/groups.py:140 build_model_layout (thirteenth pass, 2026-11-29: DDPGroupStrategy._setup_communication_groups asserts the world size splits into model-sharding groups before any group is created; a launch with the wrong GPU count/num_gpus_per_model is a configurati)',
    'assert world_size % model_comm_group_size == 0, (\n        f"Total number of GPUs ({world_size}) must be divisible by the number of GPUs "\n        f"per model ({model_comm_group_size})."\n    )',
    'AssertionError: Total number of GPUs (12) must be divisible by the number of GPUs per model (8).')
rec('other', 'cause', 'anemoi-training', 'training-0.16.0', 'ecmwf/anemoi-core training-0.16.0:training/src/anemoi/training/distributed/groups.py:172 build_reader_layout (thirteenth pass, 2026-11-29: Strategy setup asserts the reader groups tile the model group; the run stops on this configuration check of the distributed layout.)',
    'assert model_comm_group_size % read_group_size == 0, (\n        f"Number of GPUs per model ({model_comm_group_size}) must be divisible by read_group_size "\n        f"({read_group_size})."\n    )',
    'AssertionError: Number of GPUs per model (4) must be divisible by read_group_size (3).')
rec('other', 'cause', 'anemoi-training', 'training-0.16.0', 'ecmwf/anemoi-core training-0.16.0:training/src/anemoi/training/distributed/groups.py:207 build_ensemble_layout (thirteenth pass, 2026-11-29: DDPEnsGroupStrategy asserts ensemble groups are whole multiples of model groups; failing it is a distributed-layout configuration error.)',
    'assert ens_comm_group_size % model_comm_group_size == 0, (\n        f"Number of GPUs per ensemble ({ens_comm_group_size}) must be divisible by the number of GPUs "\n        f"per model ({model_comm_group_size})."\n    )',
    'AssertionError: Number of GPUs per ensemble (6) must be divisible by the number of GPUs per model (4).')
rec('none', 'benign', 'anemoi-training', 'training-0.16.0', 'ecmwf/anemoi-core training-0.16.0:training/src/anemoi/training/train/train.py:575 AnemoiTrainer.accelerator (thirteenth pass, 2026-11-29: INFO line printed when the config selects CPU; training continues, so despite the word WARNING it is not a failure cause.)',
    'LOGGER.info("WARNING: Accelerator set to CPU, this should only be used for debugging.")',
    '[2026-11-28 09:12:44,105][anemoi.training.train.train][INFO] - WARNING: Accelerator set to CPU, this should only be used for debugging.')
rec('none', 'benign', 'anemoi-training', 'training-0.16.0', 'ecmwf/anemoi-core training-0.16.0:training/src/anemoi/training/train/train.py:613 AnemoiTrainer._log_information (thirteenth pass, 2026-11-29: Informational summary of data-parallel width logged at every start of a multi-GPU run.)',
    'LOGGER.info(\n            "Total GPU count / model group size: %d - NB: the learning rate will be scaled by this factor!",\n            total_number_of_model_instances,\n        )',
    '[2026-11-28 09:13:02,551][anemoi.training.train.train][INFO] - Total GPU count / model group size: 16 - NB: the learning rate will be scaled by this factor!')
rec('none', 'benign', 'anemoi-training', 'training-0.16.0', 'ecmwf/anemoi-core training-0.16.0:training/src/anemoi/training/distributed/strategy.py:351 DDPEnsGroupStrategy._setup_communication_groups (thirteenth pass, 2026-11-29: Logged by every rank after its process groups were created successfully; a healthy-run INFO line.)',
    'LOGGER.info(\n            "Rank %d model_comm_group_id: %d model_comm_group: %s "\n            "model_comm_group_rank: %d model_comm_group.size(): %d "\n            "reader_group_id: %d reader_group: %s reader_group_rank: %d "\n            "reader_group_root (global): %d "\n            "model_reader_groups: %s reader_groups: %s",\n            ...)',
    '[2026-11-28 09:13:10,002][anemoi.training.distributed.strategy][INFO] - Rank 5 model_comm_group_id: 1 model_comm_group: [4 5 6 7] model_comm_group_rank: 1 model_comm_group.size(): 4 reader_group_id: 0 reader_group: [4 5 6 7] reader_group_rank: 1 reader_group_root (global): 4 model_reader_groups: [<torch.distributed.distributed_c10d.ProcessGroup object at 0x7f3a2c1e5b30>] reader_groups: [[<torch.distributed.distributed_c10d.ProcessGroup object at 0x7f3a2c1e5af0>], [<torch.distributed.distributed_c10d.ProcessGroup object at 0x7f3a2c1e5b30>]]')
rec('other', 'cause', 'DeePMD-kit', 'v3.1.3', 'deepmodeling/deepmd-kit v3.1.3:deepmd/tf/train/run_options.py:240 RunOptions._init_distributed (thirteenth pass, 2026-11-29: Horovod TF training maps HVD.local_rank() to a GPU and aborts when more ranks were launched on a node than it has GPUs: a launch-configuration error.)',
    'if gpu_idx >= len(gpus):\n                raise RuntimeError(\n                    "Count of local processes is larger than that of available GPUs!"\n                )',
    'RuntimeError: Count of local processes is larger than that of available GPUs!')
rec('none', 'benign', 'DeePMD-kit', 'v3.1.3', 'deepmodeling/deepmd-kit v3.1.3:deepmd/tf/train/run_options.py:211 RunOptions._try_init_distrib (thirteenth pass, 2026-11-29: ImportError of horovod is caught and training continues in serial mode; the run goes on.)',
    'log.warning("Switch to serial execution due to lack of horovod module.")',
    '[2026-11-28 10:02:11,482] DEEPMD WARNING Switch to serial execution due to lack of horovod module.')
rec('other', 'cause', 'DeePMD-kit', 'v3.1.3', 'deepmodeling/deepmd-kit v3.1.3:deepmd/pt/train/training.py:180 Trainer.__init__ (thirteenth pass, 2026-11-29: Configuration check: ZeRO/FSDP sharding was requested but the process was not started by torchrun (no LOCAL_RANK / process group).)',
    'if self.zero_stage > 0 and not self.is_distributed:\n            raise ValueError(\n                "training.zero_stage requires distributed launch via torchrun."\n            )',
    'ValueError: training.zero_stage requires distributed launch via torchrun.')
rec('none', 'retried', 'DeePMD-kit', 'v3.1.3', 'deepmodeling/deepmd-kit v3.1.3:deepmd/utils/batch_size.py:146 AutoBatchSize._adjust_batch_size (thirteenth pass, 2026-11-29: Printed after a caught OOM (or when growing) before the batch is retried with the new size; the run continues.)',
    'log.info(\n            f"Adjust batch size from {old_batch_size} to {self.current_batch_size}"\n        )',
    '[2026-11-28 10:05:40,013] DEEPMD INFO    Adjust batch size from 1024 to 512')
rec('driver_mismatch', 'cause', 'DeePMD-kit', 'v3.1.3', 'deepmodeling/deepmd-kit v3.1.3:source/lib/include/gpu_cuda.h:30 DPAssert (thirteenth pass, 2026-11-29: The same DPAssert thrown from DPSetDevice at model load; with cudaErrorInsufficientDriver the installed driver is older than the CUDA runtime deepmd was built with.)',
    'std::string error_msg = "CUDA Runtime library throws an error: " +\n                            std::string(cudaGetErrorString(code)) +\n                            ", in file " + std::string(file) + ": " +\n                            std::to_string(line);\n    ...\n    if (abort) {\n      throw deepmd::deepmd_exception(error_msg);',
    'ERROR on proc 0: DeePMD-kit C API Error: DeePMD-kit Error: CUDA Runtime library throws an error: CUDA driver version is insufficient for CUDA runtime version, in file /home/runner/deepmd-kit/source/api_cc/src/DeepPotPT.cc: 82 (/opt/deepmd-kit/source/lmp/pair_deepmd.cpp:572)')
rec('none', 'benign', 'DeePMD-kit', 'v3.1.3', 'deepmodeling/deepmd-kit v3.1.3:source/api_cc/src/DeepPotPT.cc:84 DeepPotPT::init (thirteenth pass, 2026-11-29: Printed by each LAMMPS rank when the model is loaded onto its node-local GPU (node rank modulo GPU count); normal start-up.)',
    'std::cout << "load model from: " << model << " to gpu " << gpu_id\n              << std::endl;',
    'load model from: frozen_model.pth to gpu 1')
rec('none', 'benign', 'DeePMD-kit', 'v3.1.3', 'deepmodeling/deepmd-kit v3.1.3:source/api_cc/src/DeepPotPT.cc:67 DeepPotPT::init (thirteenth pass, 2026-11-29: A second init call is ignored and the run continues with the model already loaded.)',
    'std::cerr << "WARNING: deepmd-kit should not be initialized twice, do "\n                 "nothing at the second call of initializer"\n              << std::endl;\n    return;',
    'WARNING: deepmd-kit should not be initialized twice, do nothing at the second call of initializer')
rec('none', 'benign', 'pair_nequip_allegro (LAMMPS)', 'v0.7.0', 'mir-group/pair_nequip_allegro v0.7.0:pair_nequip_allegro.cpp:106 PairNequIPAllegro::PairNequIPAllegro (thirteenth pass, 2026-11-29: Only in debug mode (_NEQUIP_LOG_LEVEL=DEBUG): ranks are wrapped onto the available GPUs and the run continues.)',
    'std::cerr << "WARNING (Allegro): my rank (" << deviceidx\n                    << ") is bigger than the number of visible devices (" << devicecount\n                    << "), wrapping around to use device " << deviceidx % devicecount\n                    << " again!!!";',
    'WARNING (Allegro): my rank (1) is bigger than the number of visible devices (1), wrapping around to use device 0 again!!!')
rec('none', 'benign', 'pair_nequip_allegro (LAMMPS)', 'v0.7.0', 'mir-group/pair_nequip_allegro v0.7.0:pair_nequip_allegro.cpp:212 PairNequIPAllegro::coeff (thirteenth pass, 2026-11-29: Rank 0 announces the model file being loaded during pair_coeff; normal start-up output.)',
    'if (comm->me == 0) std::cout << "NequIP/Allegro: Loading model from " << model_path << "\\n";',
    'NequIP/Allegro: Loading model from ./deployed_allegro.nequip.pt2')
rec('none', 'benign', 'NequIP', 'v0.19.0', 'mir-group/nequip v0.19.0:nequip/utils/global_state.py:163 set_global_state (thirteenth pass, 2026-11-29: Warns when the TF32 matmul setting is overridden (e.g. by the training config) and then applies it; training proceeds normally.)',
    'warnings.warn(\n                        f"Setting the GLOBAL value for fp32_precision to {desired_precision} which is different than the previous value of {current_precision}"\n                    )',
    '/opt/conda/lib/python3.11/site-packages/nequip/utils/global_state.py:163: UserWarning: Setting the GLOBAL value for fp32_precision to tf32 which is different than the previous value of ieee')
rec('other', 'cause', 'fairchem-core', 'fairchem_core-1.9.0', 'FAIR-Chem/fairchem fairchem_core-1.9.0:src/fairchem/core/common/distutils.py:29 os_environ_get_or_throw (thirteenth pass, 2026-11-29: distutils.setup reads SLURM_NNODES/NTASKS/PROCID/LOCALID/NODEID when submit=True; a missing variable means the process was not started as a Slurm task step (launch misconfiguration).)',
    'if x not in os.environ:\n        raise RuntimeError(f"Could not find {x} in ENV variables")',
    'RuntimeError: Could not find SLURM_PROCID in ENV variables')
rec('other', 'cause', 'fairchem-core', 'fairchem_core-1.9.0', 'FAIR-Chem/fairchem fairchem_core-1.9.0:src/fairchem/core/common/distutils.py:120 setup (thirteenth pass, 2026-11-29: With world_size>1 and no MASTER_ADDR in the environment the ranks were not started by a launcher (torchrun/elastic) that sets the rendezvous variables; a launch-configuration check fires before any co)',
    'assert (\n                config["world_size"] == 1\n            ), "Can only setup master address and port at this point for a single rank, otherwise we assume the processes and the comm addr/port have already been setup"',
    'AssertionError: Can only setup master address and port at this point for a single rank, otherwise we assume the processes and the comm addr/port have already been setup')
rec('none', 'benign', 'fairchem-core', 'fairchem_core-1.9.0', 'FAIR-Chem/fairchem fairchem_core-1.9.0:src/fairchem/core/common/distutils.py:68 setup (thirteenth pass, 2026-11-29: Logged by every Slurm rank just before init_process_group with the derived tcp:// init method; normal start-up.)',
    'logging.info(\n                    f"Init: {config[\'init_method\']}, {config[\'world_size\']}, {config[\'rank\']}"\n                )',
    'INFO:root:Init: tcp://learnfair1234:13356, 16, 8')
rec('none', 'benign', 'fairchem-core', 'fairchem_core-1.9.0', 'FAIR-Chem/fairchem fairchem_core-1.9.0:src/fairchem/core/common/distutils.py:245 get_device_for_local_rank (thirteenth pass, 2026-11-29: When the device env variable was not assigned (e.g. not via the hydra launcher) it falls back to cuda/cpu and goes on.)',
    'logging.warning(\n            f"{CURRENT_DEVICE_STR} env variable not found, defaulting to {device}"\n        )',
    'WARNING:root:CURRRENT_DEVICE env variable not found, defaulting to cuda')
rec('other', 'cause', 'fairchem-core', 'fairchem_core-1.9.0', 'FAIR-Chem/fairchem fairchem_core-1.9.0:src/fairchem/core/common/gp_utils.py:44 setup_graph_parallel_groups (thirteenth pass, 2026-11-29: Graph-parallel (model sharding across GPUs) setup checks the configured gp group size against the launched world size: a distributed-layout configuration error.)',
    'assert (\n        graph_parallel_group_size <= world_size\n    ), "graph parallel group size must be at most world size"',
    'AssertionError: graph parallel group size must be at most world size')
rec('none', 'benign', 'fairchem-core', 'fairchem_core-1.9.0', 'FAIR-Chem/fairchem fairchem_core-1.9.0:src/fairchem/core/common/gp_utils.py:53 setup_graph_parallel_groups (thirteenth pass, 2026-11-29: Rank 0 announces the graph-parallel group size after the checks passed; start-up INFO.)',
    'logging.info(\n            f"> initializing graph parallel with size {graph_parallel_group_size}"\n        )',
    'INFO:root:> initializing graph parallel with size 4')
rec('other', 'cause', 'fairchem-core', 'fairchem_core-1.9.0', 'FAIR-Chem/fairchem fairchem_core-1.9.0:src/fairchem/core/_cli_hydra.py:391 main (thirteenth pass, 2026-11-29: The submitit launcher refuses to submit when run inside an existing Slurm allocation; a launch-usage error, nothing was started.)',
    'assert (\n            os.getenv("SLURM_SUBMIT_HOST") is None\n        ), "SLURM DID NOT SUBMIT JOB!! Please do not submit jobs from an active slurm job (srun or otherwise)"',
    'AssertionError: SLURM DID NOT SUBMIT JOB!! Please do not submit jobs from an active slurm job (srun or otherwise)')
rec('none', 'retried', 'fairchem-core', 'fairchem_core-1.9.0', 'FAIR-Chem/fairchem fairchem_core-1.9.0:src/fairchem/core/_cli_hydra.py:283 Submitit.checkpoint (thirteenth pass, 2026-11-29: Called by submitit on Slurm preemption/timeout signal; the runner saves state and returns a DelayedSubmission so the job is requeued and resumes, despite the ERROR level.)',
    'logging.error("Submitit checkpointing callback is triggered")',
    'ERROR:root:Submitit checkpointing callback is triggered')
rec('other', 'cause', 'Makani', 'v0.2.1', "NVIDIA/makani v0.2.1:makani/train_stochastic.py:83 __main__ (thirteenth pass, 2026-11-29: After the communicators are wired up, the global batch must split over the data-parallel 'batch' group; a mismatch between batch size and launched GPU count is a configuration error.)",
    'if params["global_batch_size"] % comm.get_size("batch") != 0:\n        raise ValueError(f"Error, cannot evenly distribute {params[\'global_batch_size\']} across {comm.get_size(\'batch\')} GPU.")',
    'ValueError: Error, cannot evenly distribute 64 across 24 GPU.')
rec('other', 'cause', 'Makani', 'v0.2.1', 'NVIDIA/makani v0.2.1:makani/utils/driver.py:404 Driver._restore_checkpoint_legacy (thirteenth pass, 2026-11-29: Restoring a model-parallel (sharded) checkpoint validates the stored comm grid; relaunching with a different spatial/matmul parallel layout is a configuration error.)',
    'if comm.get_size(cname) != comm_dict[cname]["size"]:\n                        raise RuntimeError(f"Error, communicator {cname} has size {comm.get_size(cname)}, but expected size {comm_dict[cname][\'size\']}")',
    'RuntimeError: Error, communicator h has size 2, but expected size 4')
rec('other', 'cause', 'Makani', 'v0.2.1', 'NVIDIA/makani v0.2.1:makani/mpu/layers.py:341 DistributedAttention.__init__ (thirteenth pass, 2026-11-29: Model-parallel attention requires the head count to divide the matmul comm size; a sharding-layout configuration error at model build.)',
    'assert num_heads % comm.get_size(comm_hidden_name) == 0, "heads are not evenly split across model ranks"',
    'AssertionError: heads are not evenly split across model ranks')
rec('none', 'benign', 'Makani', 'v0.2.1', 'NVIDIA/makani v0.2.1:makani/train_stochastic.py:75 __main__ (thirteenth pass, 2026-11-29: Printed by rank 0 after comm.init() created all model/data-parallel groups successfully.)',
    'if world_rank == 0:\n        print(f"Communicators wireup time: {timer.time:.2f}s")',
    'Communicators wireup time: 14.87s')
rec('none', 'benign', 'Makani', 'v0.2.1', 'NVIDIA/makani v0.2.1:makani/utils/driver.py:391 Driver._restore_checkpoint_legacy (thirteenth pass, 2026-11-29: Old checkpoints without comm_grid skip the layout validation and loading continues.)',
    'warn(\n                    "It is highly recommended to upgrade the checkpointing format to include model parallel comm grid information, so that a correct restoring can be guaranteed. ...",\n                    DeprecationWarning,\n                )',
    '/opt/makani/makani/utils/driver.py:391: DeprecationWarning: It is highly recommended to upgrade the checkpointing format to include model parallel comm grid information, so that a correct restoring can be guaranteed. This can be achieved by loading and saving a model with a newer version of makani. In future versions of makani, this warning will become an error.')
rec('other', 'cause', 'PhysicsNeMo (DistributedManager, used by Makani)', 'v2.1.1', "NVIDIA/physicsnemo v2.1.1:physicsnemo/distributed/manager.py:656 DistributedManager.create_process_subgroup (thirteenth pass, 2026-11-29: Creating model-parallel subgroups (e.g. Makani's comm.init via create_groups_from_config) requires the subgroup size to divide the parent group; the launched GPU count does not fit the configured para)",
    'if group_size % size != 0:\n            raise AssertionError(\n                f"Cannot divide group size {group_size} evenly into subgroups of"\n                f" size {size}"\n            )',
    'AssertionError: Cannot divide group size 12 evenly into subgroups of size 8')
rec('other', 'cause', 'PhysicsNeMo (DistributedManager, used by Makani)', 'v2.1.1', 'NVIDIA/physicsnemo v2.1.1:physicsnemo/distributed/manager.py:505 DistributedManager.initialize_mesh (thirteenth pass, 2026-11-29: The configured device-mesh shape does not multiply to the launched world size: a distributed-layout configuration error.)',
    'if total_mesh_shape != self.world_size:\n            raise RuntimeError(\n                "Device Mesh num elements must equal world size of "\n                f"{total_mesh_shape} but was configured by user with "\n                f"global size of {self.world_size}."\n            )',
    'RuntimeError: Device Mesh num elements must equal world size of 16 but was configured by user with global size of 8.')
rec('other', 'cause', 'PhysicsNeMo (DistributedManager, used by Makani)', 'v2.1.1', 'NVIDIA/physicsnemo v2.1.1:physicsnemo/distributed/manager.py:426 DistributedManager.initialize (thirteenth pass, 2026-11-29: A misspelled/unsupported value in the launch environment variable; configuration error before any process group is created.)',
    'raise RuntimeError(\n                "Unknown initialization method "\n                f"{initialization_method}. "\n                "Supported values for "\n                "PHYSICSNEMO_DISTRIBUTED_INITIALIZATION_METHOD are "\n                "ENV, SLURM and OPENMPI"\n            )',
    'RuntimeError: Unknown initialization method MPI. Supported values for PHYSICSNEMO_DISTRIBUTED_INITIALIZATION_METHOD are ENV, SLURM and OPENMPI')
rec('none', 'benign', 'PhysicsNeMo (DistributedManager, used by Makani)', 'v2.1.1', 'NVIDIA/physicsnemo v2.1.1:physicsnemo/distributed/manager.py:415 DistributedManager.initialize (thirteenth pass, 2026-11-29: No RANK/SLURM/OMPI variables were found; the manager marks itself initialized as a single process and the program goes on.)',
    'warn(\n                        "Could not initialize using ENV, SLURM or OPENMPI methods. Assuming this is a single process job"\n                    )',
    '/usr/local/lib/python3.12/dist-packages/physicsnemo/distributed/manager.py:415: UserWarning: Could not initialize using ENV, SLURM or OPENMPI methods. Assuming this is a single process job')
rec('none', 'benign', 'PhysicsNeMo (DistributedManager, used by Makani)', 'v2.1.1', 'NVIDIA/physicsnemo v2.1.1:physicsnemo/distributed/manager.py:766 DistributedManager.create_groups_from_config (thirteenth pass, 2026-11-29: Deprecation notice emitted on every Makani comm.init with torch>2.4; groups are still created and training proceeds.)',
    'warnings.warn(\n                "DistributedManager.create_groups_from_config is no longer the most simple "\n                "way to organize process groups.  Please switch to DeviceMesh, "\n                "and DistributedManager.initialize_mesh",\n                category=DeprecationWarning,\n                stacklevel=2,\n            )',
    '/opt/makani/makani/utils/comm.py:181: DeprecationWarning: DistributedManager.create_groups_from_config is no longer the most simple way to organize process groups.  Please switch to DeviceMesh, and DistributedManager.initialize_mesh')
rec('cuda_oom', 'cause', 'anemoi-models', 'models-0.18.0', 'ecmwf/anemoi-core models-0.18.0:models/src/anemoi/models/layers/sparse_projector.py:72 SparseProjector.forward (thirteenth pass, 2026-11-29: Re-raises a caught CUDA OOM from the sparse-matmul projection with a hint; the GPU ran out of device memory.)',
    'except torch.cuda.OutOfMemoryError as e:\n            raise torch.cuda.OutOfMemoryError(\n                f"Out of memory during sparse projection. Consider doubling the number of chunks (currently {num_chunks}). This will reduce memory usage at the cost of additional kernel launches, which can increase runtime. Original error: {e}"\n            ) from e',
    'torch.OutOfMemoryError: Out of memory during sparse projection. Consider doubling the number of chunks (currently 1). This will reduce memory usage at the cost of additional kernel launches, which can increase runtime. Original error: CUDA out of memory. Tried to allocate 9.54 GiB. GPU 3 has a total capacity of 79.25 GiB of which 6.12 GiB is free. Including non-PyTorch memory, this process has 73.11 GiB memory in use.')


def main() -> None:
    with OUT.open("w", encoding="utf-8") as f:
        for r in RECORDS:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    by: dict[str, int] = {}
    for r in RECORDS:
        by[r["class"]] = by.get(r["class"], 0) + 1
    print(f"{len(RECORDS)} records -> {OUT}: {dict(sorted(by.items()))}")


if __name__ == "__main__":
    main()

