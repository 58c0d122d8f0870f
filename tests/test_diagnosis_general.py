"""General diagnosis mechanisms: tracebacks as one event, wrappers vs causes, the innermost exception as
class `other`, healthy caught exceptions, `\\r` progress bars; and regression guards on the unseen halves."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from safelaunch.catalog import load_catalog
from safelaunch.classify import MAX_LINE_BYTES, Event
from tests.helpers import ROOT
from tests.test_classify import classify

SIGS = load_catalog()
ENGINES = ["hyperscan", "re"]
# For the source-pass tests: 40 lines of training progress (a job that went on), a rank's CUDA OOM, and a user's
# exception at the end of a log (a harmless line before either must give way to it).
PROGRESS = b"".join(b"[2026-01-01 10:00:%02d] INFO epoch 1 step %d/1000 loss 1.23\n" % (i % 60, i)
                   for i in range(1, 41))
CUDA_OOM = b"[rank0]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n"
TRACEBACK = b'Traceback (most recent call last):\n  File "t.py", line 3, in <module>\nKeyError: \'labels\'\n'


def diagnose(data: bytes, engine: str = "auto", chunk: int = 1 << 20) -> tuple[Event | None, list[Event]]:
    diag, events = classify(data, engine, chunk)
    return diag.root_cause(), events


def cls(data: bytes, engine: str = "auto", chunk: int = 1 << 20) -> str | None:
    cause = diagnose(data, engine, chunk)[0]
    return cause.signature.cls if cause else None


# ---- wording derived from the sources' format strings --------------------------------------------

@pytest.mark.parametrize("engine", ENGINES)
def test_a_watchdog_line_cut_off_after_collective_is_still_a_collective_timeout(engine: str) -> None:
    # ProcessGroupNCCL.cpp: logPrefix() + "Watchdog caught collective operation timeout: " + work + ...;
    # log stores and progress bars cut such lines off anywhere.
    log = b"[rank5]:[E602 11:17:52.185053341 ProcessGroupNCCL.cpp:632] [Rank 5] Watchdog caught collective\n"
    assert cls(log, engine) == "collective_timeout"


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("status", [b"Reset required [NV_ERR_RESET_REQUIRED] (0x00000062)",
                                    b"GPU lost from the bus [NV_ERR_GPU_IS_LOST] (0x0000000F)"])
def test_an_rm_status_of_a_gpu_that_needs_a_reset_is_gpu_hardware(engine: str, status: bytes) -> None:
    # open-gpu-kernel-modules nvstatuscodes.h; NVRM prints "Assertion failed: <text> [<NAME>] (0x...) returned from"
    log = (b"torch.AcceleratorError: CUDA error: CUDA-capable device(s) is/are busy or unavailable\n"
           b"NVRM: nvAssertOkFailedNoLog: Assertion failed: " + status
           + b" returned from status @ kernel_channel.c:1\n")
    assert cls(log, engine) == "gpu_hardware"


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("line", [
    b"node1:213:213 [0] misc/socket.cc:137 NCCL WARN Call to bind failed: Cannot assign requested address",
    b"node1:213:213 [0] include/socket.h:333 NCCL WARN Call to bind failed : Cannot assign requested address",
    b"RuntimeError: [../third_party/gloo/gloo/transport/tcp/pair.cc:163] bind: Cannot assign requested address",
])
def test_binding_to_an_address_no_local_interface_has_is_socket_iface(engine: str, line: bytes) -> None:
    # NCCL SYSCHECK(bind(...), "bind") and Gloo GLOO_ENFORCE_NE(rv, -1, "bind: ", strerror(errno)) with EADDRNOTAVAIL
    assert cls(line + b"\n", engine) == "socket_iface"


@pytest.mark.parametrize("engine", ENGINES)
def test_a_busy_port_is_not_an_interface_problem(engine: str) -> None:
    log = b"node1:213:213 [0] misc/socket.cc:137 NCCL WARN Call to bind failed: Address already in use\n"
    assert cls(log, engine) != "socket_iface"


@pytest.mark.parametrize("engine", ENGINES)
def test_the_builtin_memory_error_is_host_memory_and_another_library_s_is_not(engine: str) -> None:
    """CPython's PyErr_NoMemory prints a bare `MemoryError` (host malloc failed); pycuda's own MemoryError class
    (module-qualified) is a cuMemAlloc failure on the GPU, and a frame's `raise MemoryError` is no exception line."""
    spawn = (b"Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
             b"  File \"/usr/lib/python3.6/multiprocessing/spawn.py\", line 115, in _main\n"
             b"    self = reduction.pickle.load(from_parent)\n")
    assert cls(spawn + b"MemoryError\n", engine) == "host_mem_alloc"
    assert cls(spawn + b"[rank1]: MemoryError: std::bad_alloc\n", engine) == "host_mem_alloc"
    assert cls(spawn + b"pycuda._driver.MemoryError: cuMemAlloc failed: out of memory\n", engine) != "host_mem_alloc"
    assert cls(spawn + b"(RayTrainWorker pid=4312, ip=10.0.0.7) MemoryError\n", engine) == "host_mem_alloc"
    assert cls(spawn + b"numpy.core._exceptions.MemoryError: Unable to allocate array with shape (156816, 36, 53806) "
                       b"and data type uint8\n", engine) == "host_mem_alloc"  # numpy 1.17, no size yet
    # After the review: a MemoryError with any other text is not known to be host RAM. RMM's and Thrust's
    # std::bad_alloc name a CUDA allocation; IPython prints pycuda's MemoryError without its module; CFFI raises
    # it when write+execute memory is refused.
    rmm = (b"MemoryError: std::bad_alloc: out_of_memory: CUDA error at: /opt/conda/include/rmm/mr/device/"
           b"cuda_memory_resource.hpp:70: cudaErrorMemoryAllocation out of memory\n")
    assert cls(spawn + rmm, engine) == "cuda_oom"
    assert cls(spawn + b"MemoryError: cuMemAlloc failed: out of memory\n", engine) != "host_mem_alloc"
    assert cls(spawn + b"MemoryError: Cannot allocate write+execute memory for ffi.callback(). You might be running "
                       b"on a system that prevents this.\n", engine) == "other"
    raised = (b"Traceback (most recent call last):\n  File \"data.py\", line 9, in load\n"
              b"    raise MemoryError(\"dataset does not fit\") if big else ValueError(\"bad\")\n"
              b"ValueError: bad shard index\n")
    assert cls(raised, engine) == "other"


@pytest.mark.parametrize("engine", ENGINES)
def test_a_yarn_container_kill_that_spark_or_mapreduce_retried_is_no_root_cause(engine: str) -> None:
    """Spark retries a lost executor's tasks and MapReduce a killed attempt (both 4 times by default): a kill
    followed by the job finishing is no root cause; the same kill ending the job is host memory."""
    kill = (b"24/03/28 20:42:34 ERROR YarnScheduler: Lost executor 2 on node-7: Container killed by YARN for exceeding "
            b"physical memory limits. 12.5 GB of 12 GB physical memory used. Consider boosting "
            b"spark.executor.memoryOverhead.\n")
    done = (b"24/03/28 20:43:30 INFO TaskSetManager: Finished task 17.1 in stage 1.0 (TID 401) in 39002 ms on node-3 "
            b"(executor 5) (200/200)\n24/03/28 20:43:30 INFO DAGScheduler: Job 1 finished: save at train.py:88, "
            b"took 140.3 s\n24/03/28 20:43:31 INFO SparkContext: Successfully stopped SparkContext\n")
    assert cls(kill + done, engine) is None
    assert cls(kill + b"24/03/28 20:43:31 INFO SparkContext: Invoking stop() from shutdown hook\n", engine) \
        == "host_mem_alloc"
    attempt = (b"24/03/28 10:03:12 INFO mapreduce.Job: Task Id : attempt_17_0007_m_000003_0, Status : FAILED\n"
               b"Container [pid=4312,containerID=container_17_0007_01_000005] is running beyond physical memory "
               b"limits. Current usage: 2.1 GB of 2 GB physical memory used. Killing container.\n")
    finished = (b"24/03/28 10:03:40 INFO mapreduce.Job:  map 100% reduce 0%\n"
                b"24/03/28 10:04:10 INFO mapreduce.Job:  map 100% reduce 100%\n"
                b"24/03/28 10:04:11 INFO mapreduce.Job: Job job_17_0007 completed successfully\n")
    assert cls(attempt + finished, engine) is None
    assert cls(attempt, engine) == "host_mem_alloc"


@pytest.mark.parametrize("engine", ENGINES)
def test_a_cxx_abort_is_not_displaced_by_a_peer_s_cascade_or_an_earlier_survived_exception(engine: str) -> None:
    """`terminate called` is a cause of its own (it gives way to other causes, not to the job's last Python
    exception): a peer's `Connection closed by peer` after it, or an import error the job went on after, is no
    better evidence (the second review of the last-exception look-up for fallbacks that yield to any)."""
    abort = (b"[rank1]: terminate called after throwing an instance of 'std::runtime_error'\n"
             b"[rank1]:   what():  std::future_error: Broken promise\n")
    peer = (b"[rank0]: Traceback (most recent call last):\n[rank0]:   File \"train.py\", line 40, in <module>\n"
            b"[rank0]:     dist.all_reduce(t)\n[rank0]: RuntimeError: [../third_party/gloo/gloo/transport/tcp/"
            b"pair.cc:598] Connection closed by peer [10.0.0.2]:4312\n")
    cause = diagnose(abort + peer, engine)[0]
    assert cause is not None and cause.line == 1 and cause.signature.id != "python-exception"
    survived = (b"Traceback (most recent call last):\n  File \"train.py\", line 2, in <module>\n"
                b"ModuleNotFoundError: No module named 'apex'\nUsing native AMP instead\n")
    cause = diagnose(survived + abort, engine)[0]
    assert cause is not None and cause.line == 5 and cause.signature.id != "python-exception"


@pytest.mark.parametrize("engine", ENGINES)
def test_slurm_s_pmix_fence_timeout_is_a_rendezvous_failure_not_a_collective_timeout(engine: str) -> None:
    """pmixp_coll_ring.c/pmixp_coll_tree.c `collective timeout seq=N` is the stepds' PMIx fence at MPI start-up
    (Slurm's PMIx plugin), not a training collective; without the file name the words stay a generic timeout."""
    log = (b"slurmstepd: error:  mpi/pmix_v3: pmixp_coll_ring_reset_if_to: node-1 [0]: pmixp_coll_ring.c:742: "
           b"0x14ce0c02cb20: collective timeout seq=0\n"
           b"slurmstepd: error:  mpi/pmix_v3: pmixp_coll_log: node-1 [0]: pmixp_coll.c:281: Dumping collective state\n")
    cause = diagnose(log, engine)[0]
    assert cause is not None and cause.signature.id == "slurm-pmix-fence-timeout"  # its own remedy, not the master
    assert "SLURM_PMIX" in cause.signature.remedy_fix  # port's (after the review)
    # a fallback: a task's own failure before it (its peers' fence then times out) is the cause
    crashed = (b"Traceback (most recent call last):\n  File \"train.py\", line 3, in <module>\n"
               b"ValueError: bad config\nsrun: error: node-1: task 3: Exited with exit code 1\n")
    assert cls(crashed + log, engine) == "other"
    # (second review) an exception printed after the timeout may be its consequence: the fence stays the cause
    after = log + b"Traceback (most recent call last):\n  File \"train.py\", line 5, in <module>\nValueError: " \
        b"Horovod has not been initialized; use hvd.init().\nsrun: error: node-1: task 0: Exited with exit code 1\n"
    cause = diagnose(after, engine)[0]
    assert cause is not None and cause.signature.id == "slurm-pmix-fence-timeout"
    # guard: the same words without the plugin's file name stay a training collective's timeout
    assert cls(b"[rank0] collective timeout after 1800 s in all_reduce\n", engine) == "collective_timeout"


STEPS = b"".join(b"Epoch 1 | step %d00 | loss 1.%d\n" % (i, 9 - i) for i in range(1, 5))


@pytest.mark.parametrize("engine", ENGINES)
def test_a_line_the_job_went_on_after_mid_run_is_no_root_cause(engine: str) -> None:
    """Healthy runs from the tenth session's healthy-noise review: a cause-looking line printed after training
    started (an INFO-level retry, a warning the program goes on after) with progress after it is survived; a real
    cause at the end, after progress, still decides."""
    retry = (b"node-1:2311:2462 [0] NCCL INFO Call to ibv_modify_qp failed with 110 Connection timed out, on dev "
             b"mlx5_0:1, curr state INIT, next state RTR, local GID index 3, local GID ::ffff:10.0.0.11, remote GID "
             b"::ffff:10.0.0.12, retrying 1/35 after 100 msec of sleep\n")  # NCCL v2.24.3-1 ibvwrap.cc:281
    assert cls(STEPS + retry + STEPS, engine) is None
    stall = (b"[1,1]<stderr>:[2024-05-02 11:04:31.118921: W /tmp/horovod/common/stall_inspector.cc:107] One or more "
             b"tensors were submitted to be reduced, gathered or broadcasted by subset of ranks and are waiting for "
             b"remainder of ranks for more than 60 seconds. Missing ranks:\n")
    assert cls(STEPS + stall + STEPS, engine) is None
    accepted = (b"Installed CUDA version 12.2 does not match the version torch was compiled with 12.1 but since the "
                b"APIs are compatible, accepting this combination\n")  # DeepSpeed op_builder/builder.py:119
    assert cls(accepted + STEPS, engine) is None and cls(STEPS + accepted + STEPS, engine) is None
    fatal = (b"deepspeed.ops.op_builder.builder.CUDAMismatchException: >- DeepSpeed Op Builder: Installed CUDA version "
             b"11.8 does not match the version torch was compiled with 12.1, unable to compile cuda/cpp extensions "
             b"without a matching cuda version.\n")
    assert cls(STEPS + fatal, engine) == "driver_mismatch"
    # guard: a cause after the progress, with fewer than two progress lines after it, is the root cause
    oom = b"torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n"
    assert cls(STEPS + oom + b"Epoch 1 | step 500 | loss 1.2\n", engine) == "cuda_oom"


@pytest.mark.parametrize("engine", ENGINES)
def test_shutdown_noise_after_a_run_that_went_well_does_not_hide_that_it_did(engine: str) -> None:
    """What programs print as they exit after a good run, with failure words in it (the review's logs): PyTorch's
    CUDA IPC producer warning, CPython's "Exception ignored in" report of a destructor, Open MPI's help-message
    aggregation; a retried c10d connect, torchvision's image-extension warning and an openib no-ports warning earlier
    in those runs are then no root cause. nvidia-smi -q's 'ECC Errors' header is no ECC error."""
    c10d = (b"[W socket.cpp:663] [c10d] The client socket has failed to connect to [localhost]:29500 (errno: 99 - "
            b"Cannot assign requested address).\n")
    ipc = (b"[W CudaIPCTypes.cpp:15] Producer process has been terminated before all shared CUDA tensors released. "
           b"See Note [Sharing CUDA tensors]\n")
    assert cls(c10d + STEPS + ipc, engine) is None
    unraisable = (b"Exception ignored in: <function _MultiProcessingDataLoaderIter.__del__ at 0x7f3c2a1b5d30>\n"
                  b"Traceback (most recent call last):\n"
                  b'  File "/usr/lib/python3/dist-packages/torch/utils/data/dataloader.py", line 1479, in __del__\n'
                  b"    self._shutdown_workers()\n"
                  b"AttributeError: '_MultiProcessingDataLoaderIter' object has no attribute '_workers_status'\n")
    vision = (b"/usr/lib/python3/dist-packages/torchvision/io/image.py:13: UserWarning: Failed to load image Python "
              b"extension: '/usr/lib/python3/dist-packages/torchvision/image.so: undefined symbol: "
              b"_ZN3c1017RegisterOperatorsD1Ev'If you don't plan on using image functionality from `torchvision.io`, "
              b"you can ignore this warning.\n  warn(\n")
    assert cls(vision + STEPS + unraisable, engine) is None
    # torchvision's warning says it can be ignored: a later real failure is the cause, not the warning
    assert cls(vision + STEPS + b"torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n",
               engine) == "cuda_oom"
    ompi = (b"WARNING: There is at least non-excluded one OpenFabrics device found,\n"
            b"but there are no active ports detected (or Open MPI was unable to use\n"
            b"them).  This is most certainly not what you wanted.  Check your\n" + STEPS +
            b"[gpu-node-03:18822] 3 more processes have sent help message help-mpi-btl-openib.txt / no active ports "
            b"found\n[gpu-node-03:18822] Set MCA parameter \"orte_base_help_aggregate\" to 0 to see all help / error "
            b"messages\n")
    assert cls(ompi, engine) is None
    smi = STEPS + b"Training finished.\n    ECC Errors\n        Volatile\n            DRAM Uncorrectable : 0\n"
    assert cls(smi, engine) is None
    assert cls(b"NVRM: GPU at PCI:0000:18:00: GPU has an ECC error detected\n", engine) == "gpu_hardware"  # guard


@pytest.mark.parametrize("engine", ENGINES)
def test_bookkeeping_noise_and_resolved_events_do_not_hide_a_good_ending(engine: str) -> None:
    """The tenth session's healthy-noise cases left open, their wording now read in the sources: Slurm's accounting
    poller (19.05-20.02 common_jag.c _is_a_lwp, its open() and read() lines) and Ray's spill-directory warning
    (file_system_monitor.cc, in GB and in older builds' bytes) are neither failure nor progress; pytest's summary
    of a session with no failure ends the run well though a test printed a caught CUDA OOM. kubelet's events are no
    progress: Kubernetes records no event when a container exits with an error, so a failed pod's events end with
    `Started container` (the review's log: the OOM stays the cause)."""
    c10d = (b"[W socket.cpp:601] [c10d] The client socket has failed to connect to [gpu-a-017]:29500 (errno: 111 - "
            b"Connection refused).\n")
    lwp = b"slurmstepd: error: _is_a_lwp: open() /proc/228891/status failed: No such file or directory\n"
    assert cls(c10d + STEPS + b"Training finished in 812.4s\n" + lwp, engine) is None
    ray = (b"(raylet) [2024-05-21 12:04:13,001 E 3981 3981] (raylet) file_system_monitor.cc:111: /tmp/ray/session_2024"
           b"-05-21_12-00-01_118220_3901 is over 95% full, available space: 9.81 GB; capacity: 196.7 GB. Object "
           b"creation will fail if spilling is required.\n")
    assert cls(c10d + STEPS + ray, engine) is None
    ray_bytes = (b"(raylet) [2023-12-03 00:40:36,195 E 3871478 3871491] (raylet) file_system_monitor.cc:111: /tmp/ray/"
                 b"session_2023-12-03_00-40-24_132284_3871321 is over 95% full, available space: 2438410240; capacity: "
                 b"232947798016. Object creation will fail if spilling is required.\n")
    assert cls(c10d + STEPS + ray_bytes, engine) is None
    lwp_read = b"slurmstepd: error: _is_a_lwp: 5 read() attempts on /proc/228893/status failed: No such process\n"
    assert cls(c10d + STEPS + lwp_read, engine) is None
    # guard: the same poller's line with no progress before it does not make a failing run healthy
    assert cls(b"srun: error: node-2: task 1: Out Of Memory\n" + lwp, engine) == "host_mem_alloc"
    k8s = (b"Events:\n  Type     Reason            Age    From               Message\n"
           b"  Warning  FailedScheduling  6m12s  default-scheduler  0/12 nodes are available: 4 Insufficient "
           b"nvidia.com/gpu, 8 node(s) didn't match Pod's node affinity/selector.\n")
    started = (b"  Normal   Scheduled         4m40s  default-scheduler  Successfully assigned ml/ft-worker-0 to gpu-7\n"
               b"  Normal   Created           4m38s  kubelet            Created container trainer\n"
               b"  Normal   Started           4m37s  kubelet            Started container trainer\n")
    assert cls(k8s, engine) == "other"  # a pod that never got a node
    oom = (b"[rank0]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total "
           b"capacity of 79.15 GiB of which 1.02 GiB is free.\n$ kubectl describe pod llama-ft-master-0 -n ml\n"
           b"Status:           Failed\n    State:          Terminated\n      Reason:       Error\n"
           b"      Exit Code:    1\n")
    assert cls(oom + started, engine) == "cuda_oom"
    caught = (b"tests/test_batch_finder.py::test_halves_on_oom PASSED                    [ 50%]\n"
              b"batch size 64 -> CUDA out of memory. Tried to allocate 12.00 GiB. GPU 0 has a total capacity of 23.65 "
              b"GiB of which 3.12 GiB is free.\nbatch size 32 -> ok\n")
    assert cls(caught + b"============================== 6 passed in 41.27s ==============================\n",
               engine) is None
    assert cls(caught + b"===================== 1 failed, 5 passed in 41.27s ======================\n",
               engine) == "cuda_oom"  # guard: a failed test keeps the OOM
    # pytest prints its summary after a KeyboardInterrupt too (a CI timeout's SIGINT): no good ending (the review's log)
    watchdog = (b"[rank1]:[E ProcessGroupNCCL.cpp:616] [Rank 1] Watchdog caught collective operation timeout: "
                b"WorkNCCL(SeqNum=9, OpType=ALLREDUCE) ran for 600000 milliseconds before timing out.\n")
    interrupted = (b"!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!! KeyboardInterrupt !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n"
                   b"========================= 6 passed in 1212.48s (0:20:12) =========================\n")
    assert cls(watchdog + interrupted, engine) == "collective_timeout"


@pytest.mark.parametrize("engine", ENGINES)
def test_a_failure_other_ranks_printed_steps_after_is_still_the_cause(engine: str) -> None:
    """The second review of the tenth session's change: merged output of several ranks may print steps after one
    rank failed. An error-level line stays the cause (only lines logged below error are survived), and Open MPI's
    aggregated mpi-abort help message is the job failing, not shutdown noise (only a BTL's help file is)."""
    ib = (b"node-3:48213:48390 [3] transport/net_ib.cc:2121 NCCL WARN NET/IB: Got completion from peer "
          b"10.1.0.12<39152> with status=12 opcode=0 len=0 vendor err 129 (Send) localGid ::ffff:10.1.0.11 "
          b"remoteGids::ffff:10.1.0.12 hca mlx5_2\nnode-3:48213:48390 [3] NCCL INFO transport/net.cc:1298 -> 6\n")
    assert cls(STEPS + ib + STEPS, engine) == "ib_unusable"
    abort = (b"[1,1]<stderr>:FileNotFoundError: [Errno 2] No such file or directory: '/data/train/n0144_10026.JPEG'\n"
             b"MPI_ABORT was invoked on rank 1 in communicator MPI_COMM_WORLD\nwith errorcode 1.\n")
    agg = (b"[node-1:04512] 1 more process has sent help message help-mpi-api.txt / mpi-abort\n[node-1:04512] Set MCA "
           b"parameter \"orte_base_help_aggregate\" to 0 to see all help / error messages\n")
    assert cls(STEPS + abort + STEPS + agg, engine) == "remote_missing_file"  # the missing file, not "went on"


@pytest.mark.parametrize("engine", ENGINES)
def test_torchvision_built_for_another_torch_is_named_though_its_import_warning_says_ignore_it(engine: str) -> None:
    """torchvision's image-extension warning says it can be ignored; when its operators then fail to load, that
    failure names the mismatch (extension.py's message, the dispatcher's missing operator, _OpNamespace's
    AttributeError), and a traceback after the warning's `  warn(` echo is no handled traceback."""
    vision = (b"/usr/lib/python3/dist-packages/torchvision/io/image.py:13: UserWarning: Failed to load image Python "
              b"extension: '/usr/lib/python3/dist-packages/torchvision/image.so: undefined symbol: "
              b"_ZN3c1017RegisterOperatorsD1Ev'If you don't plan on using image functionality from `torchvision.io`, "
              b"you can ignore this warning.\n  warn(\n")
    tb = b'Traceback (most recent call last):\n  File "detect.py", line 55, in <module>\n    keep = nms(b, s, 0.5)\n'
    for last in (b"RuntimeError: operator torchvision::nms does not exist\n",
                 b"AttributeError: '_OpNamespace' 'torchvision' object has no attribute 'nms'\n",
                 b"RuntimeError: Couldn't load custom C++ ops. This can happen if your PyTorch and torchvision "
                 b"versions are incompatible, or if you had errors while compiling torchvision from source.\n"):
        assert cls(vision + tb + last, engine) == "driver_mismatch"
    assert cls(vision + tb + b"ValueError: boxes must be 2-D\n", engine) == "other"  # the warning's echo is no handler


@pytest.mark.parametrize("engine", ENGINES)
def test_nccl_file_and_line_name_the_shm_and_p2p_failures_only_for_their_own_errors(engine: str) -> None:
    """p2p.cc's cudaIpcOpenMemHandle lines and shmutils.cc's `failed to extend` lines (by release) name the failure,
    a line cut after `NCCL W` too; the review's logs: an earlier sticky error surfacing at the IPC import keeps its
    own class, and a create/attach failure that is not a full /dev/shm is not called one."""
    nccl = b"node-1:1234:1234 [0] NCCL INFO NCCL version 2.24.3+cuda12.6\n"
    failed = (b"RuntimeError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:3356, unhandled cuda "
              b"error (run with NCCL_DEBUG=INFO for details), NCCL version 2.24.3\n")
    assert cls(nccl + b"node-1:1234:1290 [0] transport/p2p.cc:272 NCCL WARN Cuda failure 'invalid argument'\n"
               + failed, engine) == "p2p_unsupported"
    assert cls(b"(MultiGPUContext pid=28253) node-1:28253:39351 [0] misc/shmutils.cc:72 NCCL W", engine) \
        == "shm_exhausted"
    # a sticky error of an earlier failure keeps its class at the import line
    ecc = nccl + (b"node-1:1234:1290 [0] transport/p2p.cc:298 NCCL WARN Cuda failure 'uncorrectable ECC error "
                  b"encountered'\n")
    assert cls(ecc + failed, engine) == "gpu_hardware"
    sticky = nccl + (b"node-1:1234:1290 [0] transport/p2p.cc:298 NCCL WARN Cuda failure 'an illegal memory access was "
                     b"encountered'\n")
    assert cls(sticky + failed, engine) == "other"
    # create failing on the fd limit or permissions, and an attach (processes not sharing /dev/shm): not a full shm
    for line in (b"misc/shmutils.cc:73 NCCL WARN Error: failed to create shared memory file /dev/shm/nccl-XyZ123, "
                 b"error Permission denied (13)",
                 b"misc/shmutils.cc:113 NCCL WARN Error while attaching to shared memory segment /dev/shm/nccl-oHkUVR "
                 b"(size 9637888)"):
        assert cls(nccl + b"node-1:1234:1290 [0] " + line + b"\n" + failed, engine) != "shm_exhausted"


@pytest.mark.parametrize("engine", ENGINES)
def test_an_invalid_device_ordinal_is_the_launch_unless_a_gpu_fell_off_the_bus(engine: str) -> None:
    """CUDA's `invalid device ordinal` (cudaErrorInvalidDevice): more ranks than visible GPUs, `other`; a GPU that fell
    off the bus shrinks the count, so an Xid 79 in the log decides (the review's log: the Xid printed after it)."""
    log = (b"[rank7]:     torch._C._cuda_setDevice(device)\n[rank7]: RuntimeError: CUDA error: invalid device ordinal\n"
           b"E0601 10:00:03.123000 140 torch/distributed/elastic/multiprocessing/api.py:833] failed (exitcode: 1) "
           b"local_rank: 7 (pid: 2210) of binary: /usr/bin/python\n")
    assert cls(log, engine) == "other"
    xid = (b"[1234567.890] NVRM: Xid (PCI:0000:c1:00): 79, pid='<unknown>', name=<unknown>, GPU has fallen off "
           b"the bus.\n")
    assert cls(log + xid, engine) == "gpu_hardware"


@pytest.mark.parametrize("engine", ENGINES)
def test_a_failed_device_side_assertion_printed_by_the_kernel_is_a_program_error(engine: str) -> None:
    """The CUDA device runtime prints `file:line: func: block: [..], thread: [..] Assertion `cond` failed.` before
    any host call reports `device-side assert triggered`; a log cut after those lines still names the failure."""
    log = (b"../aten/src/ATen/native/cuda/Indexing.cu:1146: indexSelectLargeIndex: block: [316,0,0], "
           b"thread: [62,0,0] Assertion `srcIndex < srcSelectDimSize` failed.\nFatal Python error: Aborted\n")
    assert cls(log, engine) == "other"


# ---- a traceback is one event: its exception line decides ---------------------------------------

@pytest.mark.parametrize("engine", ENGINES)
def test_the_exception_line_decides_over_source_text_in_a_frame(engine: str) -> None:
    log = (b"Traceback (most recent call last):\n"
           b'  File "train.py", line 40, in step\n'
           b'    if "CUDA out of memory" in str(err):\n'
           b"RuntimeError: CUDA error: an illegal memory access was encountered\n")
    cause, events = diagnose(log, engine)
    assert cause is not None and cause.signature.id == "cuda-illegal-address" and cause.line == 4
    events = [e for e in events if e.signature.role != "context"]  # "CUDA error: " is also a context fact
    assert [e.in_frame for e in events] == [True, False] and {e.traceback for e in events} == {1}


def test_a_signature_written_for_a_frame_keeps_its_frame() -> None:
    log = (b"Traceback (most recent call last):\n"
           b'  File "/x/torch/utils/data/_utils/pin_memory.py", line 58, in pin_memory\n'
           b"    return data.pin_memory(device)\n"
           b"RuntimeError: CUDA error: out of memory\n")
    assert cls(log) == "host_mem_alloc"


def test_causes_in_different_tracebacks_keep_the_earliest() -> None:
    log = (b"Traceback (most recent call last):\n  File \"a.py\", line 1, in f\n"
           b"RuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB\n"
           b"Traceback (most recent call last):\n  File \"b.py\", line 1, in g\n"
           b"RuntimeError: CUDA error: an illegal memory access was encountered\n")
    assert cls(log) == "cuda_oom"


# ---- wrappers never win over their cause ------------------------------------------------------------

@pytest.mark.parametrize("engine", ENGINES)
def test_a_wrapper_before_its_cause_does_not_hide_it(engine: str) -> None:
    log = (b"[rank1]: torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:1970, unhandled "
           b"system error, NCCL version 2.20.5\n[rank1]: Last error:\n"
           b"[rank1]: node3:77:88 [1] NCCL WARN Call to ibv_reg_mr failed with error Cannot allocate memory\n"
           b"subprocess.CalledProcessError: Command '['python', 'train.py']' returned non-zero exit status 1.\n")
    cause, _ = diagnose(log, engine)
    assert cause is not None and cause.signature.cls == "memlock_limit" and cause.line == 3


def test_wrappers_alone_give_no_root_cause() -> None:
    log = (b"Traceback (most recent call last):\n  File \"/x/deepspeed/launcher/runner.py\", line 9, in main\n"
           b"subprocess.CalledProcessError: Command '['python', 'train.py']' returned non-zero exit status 1.\n")
    assert diagnose(log)[0] is None


@pytest.mark.parametrize("command", [b"['gsutil', '-m', 'mv', 'gs://b/ckpt.tmp', 'gs://b/ckpt']", b"git lfs pull"])
def test_a_program_s_own_called_process_error_is_the_failure(command: bytes) -> None:
    # t5x saves a checkpoint with gsutil: its CalledProcessError wraps no rank's failure, it is one
    log = (b"Traceback (most recent call last):\n  File \"/x/t5x/checkpoints.py\", line 738, in save\n"
           b"    subprocess.run(['gsutil', '-m', 'mv', tmp_dir, final_dir],\n"
           b"subprocess.CalledProcessError: Command '" + command + b"' returned non-zero exit status 1.\n")
    cause = diagnose(log)[0]
    assert cause is not None and cause.signature.id == "python-exception" and cause.line == 4


RANK_ERROR = "KeyError: 'hidden'"
RANK_TRACEBACK = (b"Traceback (most recent call last):\n  File \"train.py\", line 3, in <module>\n"
                  + RANK_ERROR.encode() + b"\n")  # a rank's own failure, which a wrapper or later noise must not hide


@pytest.mark.parametrize("command", [b"['/usr/bin/python3', '-u', '-m', 'deepspeed.launcher.launch', 'train.py']",
                                     b"bash run.sh", b"['torchrun', '--nproc_per_node=2', 'train.py']",
                                     b"['/opt/venv/bin/python3.11', 'train.py']"])
def test_a_launcher_s_called_process_error_still_gives_way_to_the_rank_s_exception(command: bytes) -> None:
    wrapper = (b"Traceback (most recent call last):\n  File \"/x/launcher/runner.py\", line 9, in main\n"
               b"subprocess.CalledProcessError: Command '" + command + b"' returned non-zero exit status 1.\n")
    cause = diagnose(RANK_TRACEBACK + wrapper)[0]
    assert cause is not None and cause.text == RANK_ERROR and cause.line == 3
    assert diagnose(wrapper)[0] is None  # the launcher's alone: the rank's own output is not in the log


def test_a_program_s_own_called_process_error_gives_way_to_a_rank_s_exception() -> None:
    log = (RANK_TRACEBACK + b"Traceback (most recent call last):\n  File \"/x/cleanup.py\", line 9, in main\n"
           b"subprocess.CalledProcessError: Command '['gsutil', 'rm', 'gs://b/tmp']' returned non-zero exit "
           b"status 1.\n")
    cause = diagnose(log)[0]
    assert cause is not None and cause.text == RANK_ERROR


EXIT_HANDLER = (b"Traceback (most recent call last):\n"
                b'  File "/usr/lib/python3.10/weakref.py", line 667, in _exitfunc\n    f()\n'
                b'  File "/usr/lib/python3.10/tempfile.py", line 868, in _cleanup\n'
                b"    cls._rmtree(name, ignore_errors=ignore_errors)\n"
                b"OSError: [Errno 39] Directory not empty: '/cache/tmp/hf_datasets-7bhpwpa5'\n")


def test_an_exit_handler_s_traceback_after_the_run_ended_is_no_root_cause() -> None:
    # CPython runs weakref.finalize's callbacks at exit and prints their exception without changing the exit status
    assert diagnose(b"[INFO:swift] End time of running main: 2025-03-23 09:29:36\n" + EXIT_HANDLER)[0] is None
    in_main = EXIT_HANDLER.replace(b"weakref.py\", line 667, in _exitfunc", b"train.py\", line 12, in <module>")
    cause = diagnose(b"[INFO:swift] End time of running main: 2025-03-23 09:29:36\n" + in_main)[0]
    assert cause is not None and cause.signature.cls == "other"


@pytest.mark.parametrize("command", [b"['llamafactory-cli', 'train', 'x.yaml']", b"['finetune.sh']",
                                     b"CUDA_VISIBLE_DEVICES=0,1 torchrun --nproc_per_node 2 train.py",
                                     b"[PosixPath('/usr/bin/python3'), 'train.py']",
                                     b"cd /workspace && python train.py",
                                     b"['/workspace/train_multinode.sh']", b"['torchrun.exe', 'train.py']"])
def test_a_wrapper_the_allow_list_does_not_name_is_no_program_failure(command: bytes) -> None:
    # only programs that do their own work (gsutil, git, rsync, compilers) fail by themselves; a CLI, a script or a
    # shell line may wrap a rank that died without a traceback of its own
    log = (b"Segmentation fault (core dumped)\nTraceback (most recent call last):\n"
           b"  File \"/x/launcher.py\", line 9, in main\n"
           b"subprocess.CalledProcessError: Command '" + command + b"' returned non-zero exit status 139.\n")
    cause = diagnose(log)[0]
    assert cause is None or "CalledProcessError" not in cause.text


def test_an_exit_handler_s_traceback_does_not_hide_the_failure_printed_above_it() -> None:
    cause = diagnose(RANK_TRACEBACK + EXIT_HANDLER)[0]
    assert cause is not None and cause.text == RANK_ERROR


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("last", [b"FileNotFoundError: [Errno 2] No such file or directory: '/tmp/tmpab12'",
                                  b"OSError: [Errno 28] No space left on device: '/tmp/tmpab12/x'",
                                  b"OSError: [Errno 28] No space left on device: '/dev/shm/tmpab12'"])
def test_a_catalog_line_in_an_exit_handler_s_traceback_is_handled(engine: str, last: bytes) -> None:
    log = (b"[INFO:swift] End time of running main: 2025-03-23 09:29:36\n"
           + EXIT_HANDLER.replace(b"OSError: [Errno 39] Directory not empty: '/cache/tmp/hf_datasets-7bhpwpa5'", last))
    assert diagnose(log, engine)[0] is None


@pytest.mark.parametrize("engine", ENGINES)
def test_a_full_disk_gives_way_to_the_job_s_own_failure(engine: str) -> None:
    watchdog = (b"[rank0]:[E602 11:17:52.185053341 ProcessGroupNCCL.cpp:632] [Rank 0] Watchdog caught collective "
                b"operation timeout: WorkNCCL(SeqNum=9, OpType=ALLREDUCE) ran for 600081 milliseconds before timing "
                b"out.\n")
    assert cls(watchdog + b"tee: /home/u/logs/train.log: Disk quota exceeded\n", engine) == "collective_timeout"
    core = b'[rank3]: Failed to write core dump to "/var/crash/core.123": No space left on device\n'
    cause = diagnose(RANK_TRACEBACK + core, engine)[0]
    assert cause is not None and cause.text == RANK_ERROR
    ior = (b'ior ERROR: open64("/lustre/io500/mdt_hard/file.10410", 66, 0664) failed, errno 28, No space left on '
           b"device (aiori-POSIX.c:413)\n")
    cause = diagnose(ior, engine)[0]
    assert cause is not None and cause.signature.id == "disk-full"


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize(("line", "want"), [
    (b"OSError: [Errno 28] No space left on device: '/scratch/run7/ckpt/mp_rank_00_model_states.pt'", "other"),
    (b"OSError: [Errno 122] Disk quota exceeded: '/home/u/.cache/huggingface/hub/tmpa81k2'", "other"),
    (b'open("/dev/shm/nccl-abc", O_RDWR) failed, errno 28', "shm_exhausted"),
    (b"OSError: [Errno 122] Disk quota exceeded: '/dev/shm/torch_123'", "shm_exhausted"),
    (b"=>> PBS: job killed: mem job total 8406004 kb exceeded limit 8388608 kb", "host_mem_alloc"),
    (b"=>> PBS: job killed: mem 197132288kb exceeded limit 167772160kb", "host_mem_alloc"),
    (b"jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Error allocating device buffer: Attempting to "
     b"allocate 4.00G. That was not possible. There are 2.10G free.", "cuda_oom"),
    (b"Nov 28 14:00:01 UTC 2026 overlay.err[2]: could not find address associated with ib0", "socket_iface"),
    (b"WARNING: could not find address associated with eth0, trying ib0", None),
])
def test_the_session_s_disk_memory_and_interface_wordings(engine: str, line: bytes, want: str | None) -> None:
    assert cls(line + b"\n", engine) == want


NVSHMEM_SKIP = (b"mype: 0 mype_node: 0 device name: NVIDIA H20 bus id: 8\n"
                b"/src/modules/transport/ibrc/ibrc.cpp:nvshmemt_init:1851: neither nv_peer_mem, or nvidia_peermem "
                b"detected. Skipping transport.\n")


@pytest.mark.parametrize("engine", ENGINES)
def test_nvshmem_without_gpudirect_rdma_is_the_cause_only_when_its_init_fails(engine: str) -> None:
    failed = NVSHMEM_SKIP + b"/src/host/topo/topo.cpp:489: [GPU 1] Peer GPU 4 is not accessible, exiting ...\n"
    assert cls(failed, engine) == "ib_unusable"
    single_node = NVSHMEM_SKIP + (b"[testing] Running with BF16, with top-k 8 ... passed\n"
                                  b"[tuning] Best dispatch (BF16): SMs 24, NVL chunk 8: 155.02 GB/s (NVL)\n")
    assert cls(single_node, engine) is None
    unrelated = NVSHMEM_SKIP + b"[config] num_sms=24, num_qps_per_rank=1\n" + RANK_TRACEBACK
    cause = diagnose(unrelated, engine)[0]
    assert cause is not None and cause.text == RANK_ERROR


# ---- the innermost specific exception of the last traceback, as class `other` -----------------------

TORCHRUN_END = (b"ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 7)\n"
                b"Traceback (most recent call last):\n"
                b'  File "/usr/bin/torchrun", line 8, in <module>\n    sys.exit(main())\n'
                b"torch.distributed.elastic.multiprocessing.errors.ChildFailedError: \n"
                b"============================================================\ntrain.py FAILED\n"
                b"------------------------------------------------------------\nFailures:\n  <NO_OTHER_FAILURES>\n"
                b"Root Cause (first observed failure):\n[0]:\n  time      : 2024-05-01_10:00:00\n  host      : gpu1\n"
                b"  rank      : 0 (local_rank: 0)\n  exitcode  : 1 (pid: 7)\n  error_file: <N/A>\n"
                b"  traceback : To enable traceback see: https://pytorch.org/docs/stable/elastic/errors.html\n"
                b"============================================================\n")


@pytest.mark.parametrize("engine", ENGINES)
def test_the_user_error_behind_torchruns_report_is_named(engine: str) -> None:
    log = (b"[default0]:Traceback (most recent call last):\n"
           b'[default0]:  File "train.py", line 12, in <module>\n'
           b"[default0]:    model = build(cfg)\n"
           b"[default0]:KeyError: 'hidden_size'\n" + TORCHRUN_END)
    cause, _ = diagnose(log, engine)
    assert cause is not None and cause.signature.cls == "other" and cause.signature.id == "python-exception"
    assert cause.text == "[default0]:KeyError: 'hidden_size'" and cause.line == 4 and cause.local_rank == 0


def test_the_innermost_exception_of_a_chain_is_named() -> None:
    log = (b"Traceback (most recent call last):\n  File \"cfg.py\", line 3, in load\n"
           b"FileExistsError: [Errno 17] File exists: '/ckpt'\n\n"
           b"The above exception was the direct cause of the following exception:\n\n"
           b"Traceback (most recent call last):\n  File \"train.py\", line 9, in <module>\n"
           b"RuntimeError: NCCL error in: x, Last error: see above\n")
    cause = diagnose(log)[0]
    assert cause is not None and cause.text.startswith("FileExistsError") and cause.line == 3


GLOG = b"E0422 05:07:49.013000 204 torch/distributed/elastic/multiprocessing/api.py:732] "


def test_an_exception_relayed_with_a_glog_prefix_on_every_line_is_named() -> None:
    """PyTorch's Python loggers put "E0422 05:07:49.013000 204 path.py:732] " before every line of a child's
    traceback they relay (torch/_logging); the exception line behind that prefix is the job's last exception."""
    log = (GLOG + b'  File "/usr/lib/python3/torch/cuda/__init__.py", line 305, in _lazy_init\n'
           + GLOG + b"    raise RuntimeError(\n"
           + GLOG + b"RuntimeError: dummy_fn needs 4 processes, got 2.\n" + GLOG + b"\n"
           + b"notebook_launcher failed: \n====\ndummy_fn FAILED\n  exitcode  : 1 (pid: 240)\n")
    cause = diagnose(log)[0]
    assert cause is not None and cause.signature.id == "python-exception" and cause.line == 3
    assert cause.text.endswith("RuntimeError: dummy_fn needs 4 processes, got 2.")
    # a message the catalog knows is named by its signature on the same line
    cause = diagnose(log.replace(b"dummy_fn needs 4 processes, got 2.",
                                 b"Cannot re-initialize CUDA in forked subprocess."))[0]
    assert cause is not None and cause.signature.id == "cuda-forked-reinit" and cause.line == 3


IPYTHON = (b"---------------------------------------------------------------------------\n"
           b"ValueError                                Traceback (most recent call last)\n"
           b"Cell In[7], line 1\n----> 1 notebook_launcher(run, num_processes=2)\n\n"
           b"File ~/env/lib/python3.10/site-packages/accelerate/launchers.py:123, in notebook_launcher(function)\n"
           b"    122 if torch.cuda.is_initialized():\n--> 123     raise ValueError(\n"
           b"    124         \"To launch a multi-GPU training from your notebook, you need to avoid running any \"\n")


def test_a_notebook_traceback_cut_inside_its_frames_is_named_by_its_header() -> None:
    """IPython prints the exception's name on its header line (ultratb's prepare_header): a notebook output cut
    before the exception line still names it; when the exception line is printed, it is the one shown."""
    cause = diagnose(IPYTHON)[0]
    assert cause is not None and cause.signature.id == "python-exception" and cause.line == 2
    assert cause.text.startswith("ValueError ")
    full = IPYTHON + b"\nValueError: To launch a multi-GPU training from your notebook, you need to avoid CUDA\n"
    cause = diagnose(full)[0]
    assert cause is not None and cause.text.startswith("ValueError: To launch") and cause.line == 11
    assert diagnose(IPYTHON.replace(b"ValueError  ", b"a value seen"))[0] is None  # prose is no header


def test_an_ipython_header_gives_way_to_its_printed_exception_line() -> None:
    """IPython's chained form: the header names only the exception; when its exception line is printed, that line
    (with its text) is the exception, so a wrapper by its text (`..., see the above`) still yields to the cause."""
    log = (b"KeyError                                  Traceback (most recent call last)\n"
           b"Cell In[3], line 2\n----> 2     cfg[\"hidden_size\"]\n\nKeyError: 'hidden_size'\n\n"
           b"The above exception was the direct cause of the following exception:\n\n"
           b"RuntimeError                              Traceback (most recent call last)\n"
           b"Cell In[3], line 4\n----> 4     raise RuntimeError(\"model setup failed, see the above\") from e\n\n"
           b"RuntimeError: model setup failed, see the above\n")
    cause = diagnose(log)[0]
    assert cause is not None and cause.text == "KeyError: 'hidden_size'" and cause.line == 5
    qualified = log.replace(b"\nRuntimeError: model", b"\nbuiltins.RuntimeError: model")  # a module before the name
    cause = diagnose(qualified)[0]
    assert cause is not None and cause.text == "KeyError: 'hidden_size'"
    assert diagnose(b"Full Traceback (most recent call last)\n  File \"x.py\", line 1\n")[0] is None  # no name


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("frames", [
    # IPython 8: `Cell In[N], line L` and `File path:L, in f()`; IPython 7: `<ipython-input-...> in` and `path in f()`
    b"Cell In[7], line 12\n     10 try:\n---> 12     trainer.fit(model)\n\n"
    b"File ~/venv/lib/python3.10/site-packages/mylib/guard.py:40, in step(err)\n     38 def step(err):\n",
    b"<ipython-input-7-1a2b3c> in <module>\n---> 12 trainer.fit(model)\n\n"
    b"/home/u/venv/lib/python3.7/site-packages/mylib/guard.py in step(err)\n     38 def step(err):\n",
])
def test_source_text_in_an_ipython_frame_gives_way_to_the_exception_line(engine: str, frames: bytes) -> None:
    """frame_context reads IPython's frames too (ultratb's location lines, `---> N` source lines): catalog text in
    a notebook traceback's source line is a frame, and the exception line below decides."""
    log = (b"-" * 75 + b"\nRuntimeError                              Traceback (most recent call last)\n" + frames
           + b"---> 40     if \"CUDA out of memory\" in str(err):\n\n"
           + b"RuntimeError: CUDA error: an illegal memory access was encountered\n")
    cause, events = diagnose(log, engine)
    assert cause is not None and cause.signature.id == "cuda-illegal-address"
    oom = [e for e in events if e.signature.id == "cuda-oom"]
    assert len(oom) == 1 and oom[0].in_frame and oom[0].traceback == 2


@pytest.mark.parametrize("level", [b"W", b"I"])
def test_a_traceback_logged_below_error_level_is_handled(level: bytes) -> None:
    """The same traceback logged at WARNING or INFO level was handled by the program that logged it."""
    prefix = level + GLOG[1:]
    log = (prefix + b"Traceback (most recent call last):\n" + prefix + b'  File "store.py", line 9, in get\n'
           + prefix + b"TimeoutError: timed out, trying the next replica\n")
    assert diagnose(log)[0] is None
    assert diagnose(log.replace(prefix, GLOG))[0] is not None  # at ERROR level it is the job's last exception


@pytest.mark.parametrize("engine", ENGINES)
def test_the_store_frame_gives_way_to_the_cause_its_exception_names(engine: str) -> None:
    """The rendezvous-store frame says where an exception was raised; a cause on the exception line (a PyTorch
    build that cannot create the store it was asked for) says what it was."""
    log = (b"Traceback (most recent call last):\n"
           b'  File "C:\\py\\torch\\distributed\\rendezvous.py", line 189, in _create_c10d_store\n'
           b"    return TCPStore(\n"
           b"RuntimeError: use_libuv was requested but PyTorch was build without libuv support\n")
    cause = diagnose(log, engine)[0]
    assert cause is not None and cause.signature.id == "torch-store-without-libuv" and cause.line == 4
    bare = log.replace(b"use_libuv was requested but PyTorch was build without libuv support", b"Connection reset")
    cause = diagnose(bare, engine)[0]  # PyTorch 1.x's bare socket error: the frame still names the store
    assert cause is not None and cause.signature.id == "rendezvous-store-frame"


def test_a_warning_logged_after_the_fatal_traceback_does_not_hide_it() -> None:
    """A WARNING-level glog line that reads like an exception, after the traceback that ended the job, is skipped:
    the earlier traceback is still the job's last exception."""
    log = (b"Traceback (most recent call last):\n  File \"train.py\", line 10, in <module>\n    main()\n"
           b"ValueError: bad config value for lr\n"
           + b"W" + GLOG[1:] + b"TimeoutError: store barrier still waiting\n")
    cause = diagnose(log)[0]
    assert cause is not None and cause.signature.id == "python-exception" and cause.line == 4


@pytest.mark.parametrize("engine", ENGINES)
def test_a_catalog_line_in_a_traceback_logged_as_a_warning_is_handled(engine: str) -> None:
    """A traceback a program logged at WARNING level (a glog-style prefix on every line) was handled: a known
    message inside it is no root cause; the fatal traceback after it is."""
    w = b"W0422 05:07:49.013000 204 mypkg/retry.py:88] "
    log = (w + b"Traceback (most recent call last):\n" + w + b'  File "store.py", line 9, in get\n'
           + w + b"    return TCPStore(\n"
           + w + b"torch.distributed.DistNetworkError: The client socket has timed out after 30s while trying to "
                 b"connect to (10.0.0.1, 29500).\n"
           + b'Traceback (most recent call last):\n  File "train.py", line 3, in <module>\nValueError: x\n')
    cause = diagnose(log, engine)[0]
    assert cause is not None and cause.signature.id == "python-exception" and cause.line == 7
    cause = diagnose(log.replace(w, b"E" + w[1:]), engine)[0]  # logged as an error, the same lines decide
    assert cause is not None and cause.signature.cls == "rendezvous_failure"


@pytest.mark.parametrize("engine", ENGINES)
def test_the_store_frame_is_not_displaced_by_a_peer_s_signal_in_torchrun_s_report(engine: str) -> None:
    """torchrun's report lists the other ranks (a peer killed by SIGKILL) before the root cause's traceback; the
    store frame of that traceback still names the cause."""
    log = (b"torch.distributed.elastic.multiprocessing.errors.ChildFailedError: \n====\ntrain.py FAILED\n----\n"
           b"Failures:\n[1]:\n  rank      : 1 (local_rank: 1)\n  exitcode  : -9 (pid: 101)\n"
           b"  traceback : Signal 9 (SIGKILL) received by PID 101\n----\nRoot Cause (first observed failure):\n"
           b"[0]:\n  rank      : 0 (local_rank: 0)\n  exitcode  : 1 (pid: 100)\n"
           b"  traceback : Traceback (most recent call last):\n"
           b'    File "/usr/lib/python3/torch/distributed/rendezvous.py", line 189, in _create_c10d_store\n'
           b"      return TCPStore(\n  RuntimeError: Connection reset by peer\n====\n")
    cause = diagnose(log, engine)[0]
    assert cause is not None and cause.signature.id == "rendezvous-store-frame", cause


@pytest.mark.parametrize("engine", ENGINES)
def test_an_answered_ssh_prompt_is_no_ssh_failure(engine: str) -> None:
    """One password prompt is an interactive session (ssh-copy-id installing a key) that went on; prompts of
    parallel sessions left unanswered run together on one line (sshconnect2.c's prompt has no newline)."""
    log = (b"$ ssh-copy-id ubuntu@node2\nubuntu@node2's password: \n\nNumber of key(s) added: 1\n"
           b"node2: torch.distributed.DistStoreError: Timed out after 901 seconds waiting for clients. 1/2 clients "
           b"joined.\n")
    assert cls(log, engine) == "rendezvous_failure"
    hung = (b"Warning: Permanently added 'n2' (ED25519) to the list of known hosts.\n"
            b"root@n1's password: root@n2's password: \n")
    assert cls(hung, engine) == "ssh_failure"


@pytest.mark.parametrize("engine", ENGINES)
def test_an_nvls_buffer_registration_warning_is_no_cause(engine: str) -> None:
    """NCCL 2.19-2.27 warn `Cuda failure` from NVLS buffer registration in transport/nvls.cc and go on unregistered;
    only the setup's lines (the bind, by release) are the NVLS failure."""
    init = b"node1:4121:4180 [0] NCCL INFO comm 0x55d1 rank 0 nranks 8 cudaDev 0 busId 18000 - Init COMPLETE\n"
    oom = (b"step 10 loss 2.31\nTraceback (most recent call last):\n  File \"train.py\", line 88, in <module>\n"
           b"torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of "
           b"79.10 GiB of which 1.02 GiB is free.\n")
    registration = b"node1:4121:4121 [0] transport/nvls.cc:476 NCCL WARN Cuda failure 1 'invalid argument'\n"
    assert cls(init + registration + oom, engine) == "cuda_oom"
    setup = b"node1:4121:4180 [0] transport/nvls.cc:251 NCCL WARN Cuda failure 1 'invalid argument'\n"
    assert cls(setup + b"node1:4121:4180 [0] NCCL INFO transport/nvls.cc:401 -> 1\n", engine) == "p2p_unsupported"


@pytest.mark.parametrize("engine", ENGINES)
def test_the_shutdown_barrier_of_a_task_that_left_is_no_cause(engine: str) -> None:
    """The coordination service's shutdown barrier (Shutdown::<incarnation>) times out because another task already
    ended: the exception that ended that task is the cause; any other barrier that times out is the tasks not
    meeting."""
    crash = (b"Traceback (most recent call last):\n  File \"/app/train.py\", line 51, in <module>\n"
             b"ValueError: shard 17 is empty: gs://bucket/data/train-00017.tfrecord\n")
    barrier = (b"jaxlib.xla_extension.XlaRuntimeError: DEADLINE_EXCEEDED: Barrier timed out. Id: %s. This usually "
               b"happens because a task triggered the barrier too early or too slowly.\n")
    cause = diagnose(crash + barrier % b"Shutdown::1234", engine)[0]
    assert cause is not None and cause.signature.id == "python-exception"
    assert cls(barrier % b"multihost_broadcast_sync0", engine) == "rendezvous_failure"


def test_a_catalog_fallback_comes_before_the_final_exception() -> None:
    log = (b"[rank0]:[E ProcessGroupNCCL.cpp:616] [Rank 0] Watchdog caught collective operation timeout: x\n"
           b"Traceback (most recent call last):\n  File \"t.py\", line 1, in f\nValueError: bad batch\n")
    assert cls(log) == "collective_timeout"


@pytest.mark.parametrize("log", [
    # a traceback printed by a handler, then training goes on
    (b"Traceback (most recent call last):\n  File \"data.py\", line 5, in fetch\n"
     b"ConnectionError: mirror timed out\nretrying with the next mirror\n"
     b"Epoch 1 step 200 loss 0.4312\nEpoch 1 step 300 loss 0.4011\n"),
    # a logger's warning with the traceback, at the very end of a successful run
    (b"step 999 loss 0.1\nWARNING:root:could not upload the metrics, ignoring\n"
     b"Traceback (most recent call last):\n  File \"up.py\", line 5, in push\nTimeoutError: timed out\n"),
    # shutdown noise after the run
    (b"Training finished\nException ignored in: <function _MultiProcessingDataLoaderIter.__del__ at 0x7f>\n"
     b"Traceback (most recent call last):\n  File \"dataloader.py\", line 1, in __del__\n"
     b"AttributeError: 'NoneType' object has no attribute 'python_exit_status'\n"),
    # a benchmark that prints its results after an exception it survived
    (b"ValueError: unsupported dtype bf16, using fp32\n"
     b"#  size  count  type  redop  root  time  algbw  busbw\n"
     b"  1024  256  float  sum  -1  20.1  0.05  0.09\n# Avg bus bandwidth    : 0.09\n"),
], ids=["caught-then-progress", "logged-warning", "shutdown-noise", "benchmark-after"])
def test_a_caught_exception_in_a_healthy_run_is_not_a_root_cause(log: bytes) -> None:
    assert diagnose(log)[0] is None


def test_argparse_rejections_are_named() -> None:
    log = b"usage: train.py [-h] [--local_rank LOCAL_RANK]\ntrain.py: error: unrecognized arguments: --local-rank=0\n"
    cause = diagnose(log)[0]
    assert cause is not None and cause.signature.id == "argparse-error" and cause.line == 2


# ---- `\r` progress bars ---------------------------------------------------------------------------------

@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("chunk", [4096, 65536, 1 << 20])
def test_an_error_after_a_long_carriage_return_progress_bar_is_seen(engine: str, chunk: int) -> None:
    bar = b"".join(b"\r%3d%%|" % (i % 100) + b"#" * 60 + b"| 12.3it/s" for i in range(3000))  # ~220 KB, no \n
    assert len(bar) > 3 * MAX_LINE_BYTES
    log = b"start\n" + bar + b"\rRuntimeError: CUDA out of memory. Tried to allocate 2.00 GiB\n" + b"after\n"
    cause, events = diagnose(log, engine, chunk)
    assert cause is not None and cause.signature.cls == "cuda_oom"
    assert cause.line == 2 and cause.text.startswith("RuntimeError: CUDA out of memory")  # \n-lines, as an editor
    assert len(events) == 1


def test_carriage_return_segments_match_anchored_patterns() -> None:
    log = b"10%|#   |\r20%|##  |\r  File \"x.py\", line 3, in pin_memory\rdone\n"
    assert cls(log, "hyperscan") == cls(log, "re") == "host_mem_alloc"  # `, in pin_memory$` needs the \r as $


def test_a_huge_carriage_return_segment_is_still_bounded() -> None:
    log = b"x" * (5 * MAX_LINE_BYTES) + b" CUDA out of memory\r" + b"ok\n"
    _, events = diagnose(log, chunk=10000)
    assert events == []  # past MAX_LINE_BYTES of one segment nothing is classified, as for a \n-line


# Regression guards on the unseen sets (tests/data/UNSEEN.md). Dev halves, which signatures were developed on,
# are classified here record by record with both matchers (and no healthy log may get a root cause); frozen test
# halves, and halves only scored, through the scoring script's overall figure only, never read record by record.
DEV_HALVES = {
    "unseen-dev.jsonl": 54,  # of 54
    "unseen2-dev.jsonl": 26,  # of 26
    "unseen4-dev.jsonl": 23,  # of 26 (17 before); the 3 left hold no evidence (a hang, prose, a title)
    # seventh set: scored once as collected (dev 17/23, test 19/22); the 4 left hold no evidence of their cause
    "unseen7-dev.jsonl": 19,  # of 23
    # eighth set: scored once as collected (dev 11/20, test 11/19); 17 of its 32 failures hold no evidence
    "unseen8-dev.jsonl": 14,  # of 20
    # ninth set: scored once as collected (dev 5/10, test 8/10)
    "unseen9-dev.jsonl": 7,  # of 10
    # tenth set: scored once as collected (dev 16/25, test 18/24); 6 of the 7 left hold no evidence of their cause
    "unseen10-dev.jsonl": 19,  # of 25: 18, 19 since an output that stops in NCCL's setup is weighed
    # eleventh set: scored once as collected (dev 10/19, test 12/18)
    "unseen11-dev.jsonl": 17,  # of 19: 16, 17 since p2pBandwidthLatencyTest's matrices are compared
    # twelfth set: scored once as collected (dev 12/16, test 11/15)
    # of 16: 13, then 12 since `ssh: Could not resolve hostname localhost:1` (a host:slots entry an old mpirun gave ssh
    # as a name) is `other`, a hostfile/launcher-version problem; u12a-013's collector labelled that ssh_failure, the
    # twenty-first set's u21h-002 (the same mechanism, from a maintainer's explanation) `other`; 13 with HCCL's
    # EI0006 timeout (the thirty-third set's dev work)
    "unseen12-dev.jsonl": 13,
    # thirteenth set: scored once as collected (dev 3/5, test 3/4)
    "unseen13-dev.jsonl": 5,  # of 5
    # fourteenth set: scored once as collected (dev 8/11, test 6/10); the 2 left hold no evidence of their cause
    "unseen14-dev.jsonl": 9,  # of 11
    # fifteenth set: scored once as collected, after the generic signatures (dev 5/9, test 6/9)
    "unseen15-dev.jsonl": 6,  # of 9
    # sixteenth set: scored once as collected (dev 7/13, test 8/13)
    "unseen16-dev.jsonl": 9,  # of 13: 8, 9 since ranks with no collective in common at one opCount are compared
    # seventeenth set: scored once as collected (dev 6/10, test 6/10); the 4 left hold no evidence of their cause,
    # or only a retry cut before its failure (u17b-006)
    "unseen17-dev.jsonl": 6,  # of 10
    # eighteenth set: scored once as collected (dev 8/12, test 6/11)
    "unseen18-dev.jsonl": 8,  # of 12
    # nineteenth set: scored once as collected (dev 6/9, test 8/8); dev half then developed on: UCX's socket connect
    # failure (a peer at Docker's bridge) and BusyBox nslookup's unresolved master name
    "unseen19-dev.jsonl": 8,  # of 9
    # twentieth set: scored once as collected (dev 11/18, test 14/18); dev half then developed on: accelerate's
    # RTX 40 refusal, UCX's /proc/PID/fd attach refused, Open MPI's ignored components, DeepSpeed's host memory report
    "unseen20-dev.jsonl": 14,  # of 18
    # twenty-first set: scored once as collected (dev 10/17, test 12/16); dev half then developed on: accelerate's
    # older RTX 3090/4000 wording, vLLM's cumem allocator out of memory, ssh given a host:slots entry
    "unseen21-dev.jsonl": 13,  # of 17
    # twenty-second set: scored once as collected (dev 1/3, test 0/3); dev half then developed on: PyTorch 1.x's
    # incompatible-GPU warning known by the source line Python prints under it
    "unseen22-dev.jsonl": 3,  # of 3: 2, 3 since NCCL's missing topology attribute (the 27th dev half's work)
    # twenty-third set: scored once as collected (dev 25/29, test 22/29); dev half then developed on: abseil's and
    # glog's SIGBUS reports (Ray's raylet writing into its /dev/shm object store), sshd unable to serve a session
    "unseen23-dev.jsonl": 27,  # of 29
    # twenty-fourth set: scored once as collected (dev 17/23, test 17/23); dev half then developed on: a traceback
    # relayed with a glog-style prefix on every line, a PyTorch build without libuv asked for a libuv store; a
    # notebook traceback cut before its exception line, named by IPython's header
    "unseen24-dev.jsonl": 20,  # of 23
    # twenty-fifth set: scored once as collected (dev 22/33, test 28/33); dev half then developed on: the JAX/TF
    # coordination service's barrier timeout, ps-lite's scheduler bind failure, ssh's password prompt, NCCL's invalid
    # rank, an extension built with another CUDA major, Ray's memory monitor cut mid-message, a fatal CHECK failure
    "unseen25-dev.jsonl": 29,  # of 33
    # twenty-sixth set: scored once as collected (dev 6/9, test 5/8); dev half then developed on: a CUDA failure in
    # NCCL's transport/nvls.cc before 2.27's own bind message (the NVLS bind, nvls-multicast)
    "unseen26-dev.jsonl": 7,  # of 9
    # twenty-seventh set: scored once as collected (dev 30/52, test 37/51); dev half then developed on: the builtin
    # MemoryError, FFCV's and YARN's host memory messages, Slurm's PMIx fence timeout, TensorRT-LLM's and TF's GPU
    # out of memory, ChainerMN's CuPy without NCCL, the CUDA device assertion line, NCCL's missing topology attribute;
    # NCCL 2.3's setup lines, and an output cut inside an NCCL line's first word, in ends_in_setup
    "unseen27-dev.jsonl": 40,  # of 52
    # twenty-eighth set: scored once as collected (dev 36/49, test 31/48); dev half then developed on: Ray 1.x's
    # RayOutOfMemoryError, NCCL's shmutils.cc setup lines and p2p.cc IPC-import lines by file:line (a line cut after
    # them too), MLX JACCL's queue-pair failure, Ray's object store above /dev/shm, CUDA's invalid device ordinal,
    # Triton's on-chip out of resource
    "unseen28-dev.jsonl": 43,  # of 49
    # twenty-ninth set: scored once as collected (dev 28/51, test 33/51); dev half then developed on: NCCL's argument
    # check, NVSHMEM's heap out of memory, a torch built against NCCL < 2.7, the wait for rank 0's NCCL unique id,
    # Open MPI without Slurm's PMI, Mooncake without an RDMA NIC, DDP's model check, Open MPI's CMA EINVAL/EFAULT;
    # a watchdog line above a traceback, a wrapped frame line's tail
    "unseen29-dev.jsonl": 36,  # of 51
    # thirtieth set: scored once as collected (dev 2/4, test 1/3)
    "unseen30-dev.jsonl": 2,  # of 4
    # thirty-first set: scored once as collected (dev 41/51, test 32/50); then CuPy's peer access check, the RAPIDS
    # Accelerator's RMM pool, MPICH's fatal error stack, joblib's ENOSPC semaphore probe, Paddle's loader error;
    # srun --label's padded task ids; c10d's per-address warning decides by its errno (not 22, 97, 99, 101)
    "unseen31-dev.jsonl": 47,  # of 51
    # thirty-second set: scored once as collected (dev 2/4, test 3/4); the two dev misses do not hold their cause
    "unseen32-dev.jsonl": 2,  # of 4
    # thirty-third set: scored once as collected (dev 30/47, test 26/47); then NVIDIA Caffe's device pool, hivemind's
    # bootstrap peers, HCCL's listen port and timeouts, TF's py_func MemoryError, Lightning's GPU request, gRPC's bind
    "unseen33-dev.jsonl": 37,  # of 47
    # thirty-fourth set: scored once as collected (dev 28/49, test 28/49); then PyTorch's second init_process_group,
    # Dask's nanny timeout, bitsandbytes' CUDA setup, the JVM's array size limit, Horovod's stall warning cut short
    "unseen34-dev.jsonl": 33,  # of 49
    # thirty-fifth set: scored once as collected (dev 1/3, test 2/2); then DeepSpeed's ssh check cut short
    "unseen35-dev.jsonl": 2,  # of 3
    # thirty-sixth set: scored once as collected (dev 28/40, test 25/39); then Paddle's endless wait for its peers,
    # PyTorch 1.0's NCCL without barrier, a Go server's SIGKILLed child, Open MPI's dropped inbound connection
    "unseen36-dev.jsonl": 33,  # of 40
    # thirty-seventh set: scored once as collected (dev 2/3, test 2/2); the dev miss does not hold its cause
    "unseen37-dev.jsonl": 2,  # of 3
    # thirty-eighth set: scored once as collected (dev 18/33, test 16/33); then a CPU-only PyTorch's missing
    # libc10_cuda printed by an extension, a torch module without the attribute the code calls, C assertions, a
    # shell's bare `Killed`
    "unseen38-dev.jsonl": 22,  # of 33
    # thirty-ninth set: scored once as collected (dev 0/5, test 1/4); then LightGBM's port bind
    "unseen39-dev.jsonl": 1,  # of 5
    # fortieth set: scored once as collected (dev 25/48, test 22/47); then XLA:TPU's HBM shortage, gRPC's port in
    # use, a full disk, a program's own CalledProcessError, an exit handler's traceback (31); NVSHMEM's skipped IB
    # transport is a cause only when its init then fails (the review: alone a single-node run goes on), 30
    "unseen40-dev.jsonl": 30,  # of 48
    # forty-first set: scored once as collected (dev 0/2, test 1/1); one dev miss does not hold its cause, the other
    # is Open MPI's TCP connect to a peer refused by the network, labelled rendezvous_failure without a resolution
    "unseen41-dev.jsonl": 0,  # of 2
    # forty-second set: scored once as collected (dev 19/35, test 18/35); then, from a source pass on the set's angles
    # (ps-lite/BytePS, TurboMind, Gloo's device creation, ROCm's runtime): the parameter-server scheduler's port in
    # use, the libuv Gloo device without an interface or host name, ROCm's queue abort for lack of device memory
    "unseen42-dev.jsonl": 22,  # of 35
    # forty-third set: scored once as collected (dev 3/4, test 1/4); the dev miss does not hold its cause
    "unseen43-dev.jsonl": 3,  # of 4
    "unseen44-dev.jsonl": 38,  # of 44: 34 as collected
    "unseen45-dev.jsonl": 1,  # of 3, as collected
    "unseen46-dev.jsonl": 24,  # of 34: 19 as collected
    "unseen47-dev.jsonl": 12,  # of 12: 11 as collected
    "unseen48-dev.jsonl": 19,  # of 22: 14 as collected
    "unseen49-dev.jsonl": 10,  # of 12: 10 as collected
}
# Healthy dev logs that get a root cause, each for a reason written here (a label conflict, not a regression).
HEALTHY_WITH_A_CAUSE = {
    # Open MPI's vader `Read -1, expected N, errno = 1` (process_vm_readv refused: CMA denied). Open MPI's ob1 then
    # falls back to send for that region (pml_ob1_recvreq.c, v3.0.0:346), and in horovod/horovod#243 the job went on;
    # in deepinsight/insightface#1284 and GEOS-DEV/GEOS#1247 logs of the same lines alone were the failure, fixed by
    # allowing CMA. The log is cut in NCCL's setup, before any progress, so nothing in it tells the two apart.
    "u21h-007": "cma_ptrace",
}
SCORED_ONLY = {
    # of 53: 44 at the end of the work; 43 since an undefined nccl*/cu* symbol is driver_mismatch (the class
    # definition the fourth and fifth sets were labelled with; the first set's collector called it `other`)
    "unseen-test.jsonl": 44,  # 44 since the generic signatures (a failure by its words)
    # of 25: 20 at the end of the work, 21 after the third to fifth sets' dev work, 22 after the sixth's
    "unseen2-test.jsonl": 23,  # 23 since the generic signatures
    # third set: scored once, never tuned on (dev 4/11, test 8/10); its dev half then developed on (8/11)
    "unseen3-dev.jsonl": 8,
    "unseen3-test.jsonl": 8,
    "unseen4-test.jsonl": 22,  # of 26: 17 before the dev-half work, 18 after, 19, 20, 22 with the generic signatures
    # fifth set: scored as collected (dev 15/19, test 13/19), dev half then developed on (16/19), test 13/19
    "unseen5-dev.jsonl": 17,  # 17 with undefined nccl* symbols as driver_mismatch
    "unseen5-test.jsonl": 13,
    # sixth set: scored once as collected (dev 20/29, test 19/29); dev half then developed on (26/29), test 19/29
    "unseen6-dev.jsonl": 26,
    "unseen6-test.jsonl": 20,  # 20 since the generic signatures
    "unseen7-test.jsonl": 20,  # of 22: 19 as collected, 20 with the generic signatures
    "unseen8-test.jsonl": 12,  # of 19: 11 as collected, 12 since NCCL's alloc.h line decides device vs host memory
    "unseen9-test.jsonl": 8,  # of 10, as collected
    "unseen10-test.jsonl": 18,  # of 24, as collected
    # of 18: 12 as collected, 13 with the generic signatures, 14 after the 27th set's dev-half signatures
    "unseen11-test.jsonl": 14,
    # of 15: 11 as collected, 12 (NCCL's site-less out of memory), 13 (generic), 14 (the twenty-fifth dev half's work)
    "unseen12-test.jsonl": 14,
    "unseen13-test.jsonl": 3,  # of 4, as collected
    "unseen14-test.jsonl": 6,  # of 10, as collected
    "unseen15-test.jsonl": 7,  # of 9: 6 as collected, 7 after the 27th set's dev-half signatures
    # of 13: 8 as collected, 9 after the dev half's NCCL graph-file signature (its collector reported two threads
    # of one cause, one in each half)
    "unseen16-test.jsonl": 9,
    "unseen17-test.jsonl": 6,  # of 10, as collected
    "unseen18-test.jsonl": 6,  # of 11, as collected
    "unseen19-test.jsonl": 8,  # of 8, as collected
    "unseen20-test.jsonl": 14,  # of 18, as collected
    "unseen21-test.jsonl": 12,  # of 16, as collected
    "unseen22-test.jsonl": 0,  # of 3, as collected
    "unseen23-test.jsonl": 22,  # of 29, as collected
    "unseen24-test.jsonl": 17,  # of 23, as collected
    "unseen25-test.jsonl": 29,  # of 33: 28 as collected, 29 after the 28th set's dev-half signatures
    "unseen26-test.jsonl": 5,  # of 8, as collected
    "unseen27-test.jsonl": 37,  # of 51, as collected (and after the dev half's work)
    "unseen28-test.jsonl": 35,  # of 48: 31 as collected, 33 after the dev work, 34 after the 31st set's, 35 the 38th's
    "unseen29-test.jsonl": 34,  # of 51: 33 as collected (and after the dev half's work), 34 after the 38th set's
    "unseen30-test.jsonl": 1,  # of 3, as collected
    "unseen31-test.jsonl": 32,  # of 50, as collected (and after the dev half's work)
    "unseen32-test.jsonl": 3,  # of 4, as collected
    "unseen33-test.jsonl": 30,  # of 47: 26 as collected, 28 after the dev half's work, 29 after the 38th set's
    "unseen34-test.jsonl": 28,  # of 49, as collected (and after the dev half's work)
    "unseen35-test.jsonl": 2,  # of 2, as collected (and after the dev half's work)
    "unseen36-test.jsonl": 25,  # of 39, as collected (and after the dev half's work)
    "unseen37-test.jsonl": 2,  # of 2, as collected
    "unseen38-test.jsonl": 16,  # of 33, as collected (and after the dev half's work and the source passes)
    "unseen39-test.jsonl": 1,  # of 4, as collected (and after the dev half's work)
    "unseen40-test.jsonl": 22,  # of 47, as collected (and after the dev half's work)
    "unseen41-test.jsonl": 1,  # of 1, as collected
    "unseen42-test.jsonl": 19,  # of 35: 18 as collected, 19 with pytest's "E" prefix read (2026-11-29)
    "unseen43-test.jsonl": 1,  # of 4, as collected
    "unseen44-test.jsonl": 29,  # of 44: 29 as collected, 30 after the fourteenth pass, 29 after its review's narrowing
    "unseen45-test.jsonl": 0,  # of 3, as collected
    "unseen46-test.jsonl": 22,  # of 33, as collected
    "unseen47-test.jsonl": 8,  # of 11, as collected
    "unseen48-test.jsonl": 17,  # of 22, as collected
    "unseen49-test.jsonl": 9,  # of 11, as collected
}


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("name", sorted(DEV_HALVES))
def test_dev_half_accuracy_does_not_regress(name: str, engine: str) -> None:
    path = ROOT / "tests" / "data" / name
    records = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    right = 0
    for r in records:
        got = cls(r["log"].encode() + b"\n", engine)
        right += got is None if r["label"] == "healthy" else got == r["label"]
        if r["label"] == "healthy":
            # no healthy log ever gets a root cause, but the ones listed get the one listed
            assert got == HEALTHY_WITH_A_CAUSE.get(r["id"]), r["id"]
    assert right >= DEV_HALVES[name]


@pytest.mark.parametrize("name", sorted(SCORED_ONLY))
def test_scored_half_overall_accuracy_does_not_regress(name: str) -> None:
    """Only the overall figure of the scoring script (in process: the same explain() on the same file as its
    `safelaunch explain --json` per log, checked below): these halves are never read record by record."""
    from bench.diagnosis_accuracy import load, measure_in_process

    outcomes = measure_in_process(load(str(ROOT / "tests" / "data" / name)))
    assert sum(o.right for o in outcomes) >= SCORED_ONLY[name]


@pytest.mark.parametrize("name", ["unseen35-dev.jsonl", "unseen13-dev.jsonl", "unseen30-dev.jsonl"])
def test_the_scoring_script_in_process_predicts_what_explain_json_does(name: str) -> None:
    """The scored halves' test runs the scoring script in process; on dev halves (small ones: a process per log
    costs ~0.3 s) every prediction is the one `safelaunch explain --json FILE` prints."""
    from bench.diagnosis_accuracy import default_python, load, measure, measure_in_process

    records = load(str(ROOT / "tests" / "data" / name))
    in_process = [o.predicted for o in measure_in_process(records)]
    assert in_process == [o.predicted for o in measure(records, default_python(), jobs=4)]
    assert any(p is not None for p in in_process)  # the halves hold classified logs: the comparison is not vacuous


# ---- generic signatures: a failure recognised by its words ------------------------------------------------------

@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize(("line", "expected"), [
    # wordings of no program read, each with a class's resource and a failure word
    (b"[mylib] fatal: could not register memory buffer with the HCA: Cannot allocate memory\n", "memlock_limit"),
    (b"ERROR worker 3: writing batch to /dev/shm/queue-7 failed: insufficient space\n", "shm_exhausted"),
    (b"E transport: cross-memory attach to pid 4411 failed (EPERM)\n", "cma_ptrace"),
    (b"launcher: ssh to gpu-node-7 exited with exit code 255\n", "ssh_failure"),
    (b"RuntimeError: enabling peer access between GPU 0 and GPU 3 failed\n", "p2p_unsupported"),
    (b"jaxlib.XlaRuntimeError: accelerator ran out of memory: OOM while allocating 2.1GiB on the GPU\n", "cuda_oom"),
    (b"[scheduler] job 1182 terminated: node exceeded the memory limit (OOM)\n", "host_mem_alloc"),
    (b"fabric: RDMA device rocep1s0: port is down\n", "ib_unusable"),
    (b"ERROR: the NVIDIA driver on this node is too old for the installed CUDA runtime\n", "driver_mismatch"),
    (b"node-4 kernel: GPU 0000:3b:00.0 has fallen off the bus\n", "gpu_hardware"),
    (b"mytrainer.DistError: could not connect to the rendezvous at 10.0.0.1:29500: timed out\n", "rendezvous_failure"),
    (b"FATAL: allreduce on group 3 timed out after 600 s\n", "collective_timeout"),
    (b"gloo: network interface ens9 not found on this host\n", "socket_iface"),
])
def test_a_generic_line_names_the_failure_when_no_known_message_does(engine: str, line: bytes, expected: str) -> None:
    cause, _ = diagnose(line, engine)
    assert cause is not None and cause.signature.role == "generic" and cause.signature.cls == expected, cause
    assert cause.signature.explanation.startswith("Recognised by its words")


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("line", [
    b"node-1:7:7 [0] NCCL INFO NET/IB : port is down, falling back to sockets\n",  # an INFO level
    b"I0302 11:04:15.1 xla_bridge.py:9] GPU out of memory while probing; using a smaller pool\n",  # glog I
    b"/opt/lib/site-packages/x.py:3: UserWarning: shared memory is too small for pinned buffers\n",  # a warning
    b"[W socket.cpp:601] [c10d] rendezvous at node-0:29500 timed out, retrying\n",  # a retry
    b"ssh to node-2 exited with exit code 255, will retry in 5 s\n",
    b"libfabric:1:efa:core:efa_x():170<warn> RDMA completion error, falling back to copy\n",  # a fallback
])
def test_an_informational_line_is_never_a_generic_cause(engine: str, line: bytes) -> None:
    cause, _ = diagnose(line, engine)
    assert cause is None, cause


@pytest.mark.parametrize("engine", ENGINES)
def test_a_generic_line_gives_way_to_known_messages_and_to_a_job_that_went_on(engine: str) -> None:
    generic = b"[mylib] fatal: could not register memory buffer with the HCA: Cannot allocate memory\n"
    oom = b"torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n"
    cause, _ = diagnose(generic + oom, engine)  # a known message, later in the log, still comes first
    assert cause is not None and cause.signature.cls == "cuda_oom" and cause.signature.role == "cause"
    went_on = b"".join(b"epoch 1 step %d loss 0.1\n" % i for i in range(5)) + b"Training completed\n"
    assert diagnose(generic + went_on, engine)[0] is None  # survived


@pytest.mark.parametrize("engine", ENGINES)
def test_a_generic_line_and_the_last_exception_weighed_by_their_order(engine: str) -> None:
    warned = b"ERROR prefetch: writing to /dev/shm failed: no space left, batch dropped\n"
    exception = (b"Traceback (most recent call last):\n  File \"train.py\", line 3, in <module>\n"
                 b"KeyError: 'labels'\n")
    cause, _ = diagnose(warned + exception, engine)  # the job ended on its own exception, after that line
    assert cause is not None and cause.signature.id == "python-exception" and "KeyError" in cause.text
    fatal = (b"Traceback (most recent call last):\n  File \"train.py\", line 3, in <module>\n"
             b"SystemError: (Fatal) DataLoader worker 3 exited.\n"
             b"  It may be caused by shared memory too small: check the space of /dev/shm.\n")
    cause, _ = diagnose(fatal, engine)  # the exception's own message names the resource: the generic line decides
    assert cause is not None and cause.signature.cls == "shm_exhausted" and cause.signature.role == "generic"


@pytest.mark.parametrize(("n", "seed"), [(13, 20261133), (14, 20261134), (15, 20261135), (16, 20261136),
                                         (17, 20261137), (18, 20261138),
                                         (19, 20261139), (20, 20261140), (21, 20261141), (22, 20261142),
                                         (23, 20261143), (24, 20261144), (25, 20261145), (26, 20261146),
                                         (27, 20261147), (28, 20261148), (29, 20261149),
                                         (30, 20261150), (31, 20261151), (32, 20261152),
                                         (33, 20261153), (34, 20261154),
                                         (35, 20261155), (36, 20261156),
                                         (37, 20261157), (38, 20261158),
                                         (39, 20261159)])
def test_the_committed_halves_are_the_split_of_their_seed(n: int, seed: int) -> None:
    """No record was moved between the halves after the split (tests/data/split_unseen.py re-deals the set)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("split_unseen", ROOT / "tests" / "data" / "split_unseen.py")
    assert spec is not None and spec.loader is not None
    split = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(split)
    halves = [split.load(ROOT / "tests" / "data" / f"unseen{n}-{h}.jsonl") for h in ("dev", "test")]
    dev, test = split.deal(halves[0] + halves[1], seed)
    assert [r["id"] for r in dev] == [r["id"] for r in halves[0]]
    assert [r["id"] for r in test] == [r["id"] for r in halves[1]]
    labels = Counter(str(r["label"]) for r in halves[0] + halves[1])
    if max(labels.values()) > 1:  # the seed decides (a set of one record per class is dealt by label order alone);
        # a small set may be dealt alike by the next seed (two records of a class swap or not), not by twenty
        assert any(split.deal(halves[0] + halves[1], seed + k) != (dev, test) for k in range(1, 21))


@pytest.mark.parametrize("engine", ENGINES)
def test_messages_of_the_twenty_ninth_dev_half(engine: str) -> None:
    """Lines of the twenty-ninth set's dev half, each read in its source (the signature cites it): NCCL's argument
    check, NVSHMEM's heap allocation, a PyTorch built against NCCL < 2.7, the wait for rank 0's NCCL unique id,
    Open MPI without Slurm's PMI, Mooncake without an RDMA NIC, DDP's check that every rank built the same model."""
    argcheck = (b"Trident-MS:1203254:1203254 [0] misc/argcheck.cc:30 NCCL WARN CommUserRank : comm argument is NULL\n"
                b"Trident-MS:1203254:1203254 [0] NCCL INFO init.cc:1577 -> 4\n"
                b"NCCL Error at /home/u/fastmoe/cuda/global_exchange.cpp:16 value 4\n")
    assert cls(argcheck, engine) == "other"
    heap = (b"/nvshmem/src/host/mem/mem_heap.cpp:1509: non-zero status: 2 cuMemCreate failed \n\n"
            b"/nvshmem/src/host/mem/mem_heap.cpp:1590: non-zero status: 7 allocate_physical_memory_to_heap failed\n"
            b"[/nvshmem/src/host/coll/barrier/barrier.cpp:21] cuda failed with an illegal memory access was "
            b"encountered\n")
    assert cls(heap, engine) == "cuda_oom"
    assert cls(heap.replace(b"status: 2 cuMemCreate", b"status: 1 cuMemCreate"), engine) != "cuda_oom"  # guard
    old_nccl = (b"  File \"/usr/local/lib/python3.6/dist-packages/torch/distributed/distributed_c10d.py\", line 1827, "
                b"in all_to_all_single\n    work = group.alltoall_base(output, input, output_split_sizes, "
                b"input_split_sizes, opts)\nRuntimeError: ProcessGroupNCCL only supports alltoall* for NCCL lib "
                b"version >= 2.7.0\n")
    assert cls(b"Traceback (most recent call last):\n" + old_nccl, engine) == "driver_mismatch"
    unique_id = (b"RuntimeError: [1] is setting up NCCL communicator and retrieving ncclUniqueId from [0] via c10d "
                 b"key-value store by key '0', but store->get('0') got error: Sock\n")  # the stored log cut it there
    assert cls(unique_id, engine) == "collective_timeout"
    newer = (b"[rank3]: torch.distributed.DistBackendError: [3] is setting up NCCL communicator and retrieving "
             b"ncclUniqueId from [0] via c10d key-value store by key '0', but store->get('0') got error: wait timeout "
             b"after 1800000ms, keys: /default_pg/0//cuda//0. This may indicate a possible application crash on rank 0 "
             b"or a network set up issue.\n")
    assert cls(newer, engine) == "collective_timeout"
    # rank 0's own failure above it is the cause (the wait yields to any); rank 0 gone is no timeout
    assert cls(b"[rank0]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n" + newer,
               engine) == "cuda_oom"
    assert cls(unique_id.replace(b"got error: Sock", b"got error: Connection reset by peer"), engine) \
        != "collective_timeout"
    pmi = (b"[r004.ib.bridges2.psc.edu:99803] OPAL ERROR: Not initialized in file pmix3x_client.c at line 112\n"
           b"--------------------------------------------------------------------------\n"
           b"The application appears to have been direct launched using \"srun\",\n"
           b"but OMPI was not built with SLURM's PMI support and therefore cannot\nexecute. There are several options "
           b"for building PMI support under\n")
    assert cls(pmi, engine) == "driver_mismatch"
    rnic = (b"W0911 06:19:37.204383  3746 rdma_context.cpp:433] Device mlx5_3 port not active\n"
            b"E0911 06:19:37.204720  3746 rdma_context.cpp:70] Failed to open device mlx5_3 on port  with GID 0\n"
            b"W0911 06:19:37.204730  3746 rdma_transport.cpp:420] Disable device mlx5_3\n"
            b"E0911 06:19:37.204734  3746 rdma_transport.cpp:426] RdmaTransport: No available RNIC\n")
    assert cls(rnic, engine) == "ib_unusable"
    # one port down among several HCAs is a warning the engine goes on after (the review's log)
    assert cls(rnic.replace(b"E0911 06:19:37.204734  3746 rdma_transport.cpp:426] RdmaTransport: No available RNIC\n",
                            b"I0911 06:19:37.205120  3746 rdma_context.cpp:125] RDMA device: mlx5_4, LID: 0\n"),
               engine) is None
    # Open MPI 5's wording of the same launch (help-mpi-runtime.txt [no-pmix-but], [no-pmi])
    assert cls(b"No PMIx server was reachable, but a PMI1/2 was detected.\nIf srun is being used to launch application,"
               b"  8 singletons will be started.\n", engine) == "driver_mismatch"
    assert cls(b"PMIx_Init failed for the following reason:\n\n  NOT-SUPPORTED\n\nOpen MPI requires access to a local "
               b"PMIx server to execute.\n", engine) == "driver_mismatch"
    # PyTorch's wording of NCCL's argument check, without NCCL_DEBUG (the WARN text after "Last error:")
    last = (b"[rank1]: torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/NCCLUtils.hpp:"
            b"317, invalid argument (run with NCCL_DEBUG=WARN for details), NCCL version 2.21.5\n"
            b"[rank1]: ncclInvalidArgument: Invalid value for an argument.\n[rank1]: Last error:\n"
            b"[rank1]: SendRecv : invalid type 10\n")
    cause = diagnose(last, engine)[0]
    assert cause is not None and cause.signature.id == "nccl-invalid-argument"
    assert cls(b"RuntimeError: all2all is only supported for NCCL lib version >= 2.7.0\n", engine) == "driver_mismatch"


@pytest.mark.parametrize("engine", ENGINES)
def test_a_watchdog_line_above_a_traceback_does_not_make_it_handled(engine: str) -> None:
    """ProcessGroupNCCL's "Watchdog caught collective operation timeout" printed by one rank just above another
    rank's traceback: "caught" there is no exception the program caught, so DDP's model check below it decides
    (before, the traceback read as handled and the watchdog line was the cause)."""
    log = (b"  what():  [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(OpType=BROADCAST, "
           b"Timeout(ms)=60000) ran for 65026 milliseconds before timing out.\nTraceback (most recent call last):\n"
           b"  File \"train.py\", line 235, in train\n    model = DDP(model, device_ids=[LOCAL_RANK])\n"
           b"  File \"/opt/lib/python3.8/site-packages/torch/nn/parallel/distributed.py\", line 496, in __init__\n"
           b"    dist._verify_model_across_ranks(self.process_group, parameters)\n"
           b"RuntimeError: replicas[0][0] in this process with sizes [48, 12, 3, 3] appears not to match sizes of the "
           b"same param in process 0.\n")
    cause = diagnose(log, engine)[0]
    assert cause is not None and cause.signature.id == "ddp-params-differ-across-ranks"
    cut = log.replace(b"collective operation timeout: WorkNCCL(OpType=BROADCAST, Timeout(ms)=60000) ran for 65026 "
                      b"milliseconds before timing out.", b"collective")  # a line cut where the watchdog's pattern ends
    cause = diagnose(cut, engine)[0]
    assert cause is not None and cause.signature.id == "ddp-params-differ-across-ranks"
    # guard: a traceback introduced by a line saying it was caught stays handled
    caught = (b"Caught exception while loading shard 3, retrying:\nTraceback (most recent call last):\n"
              b"  File \"load.py\", line 5, in <module>\nRuntimeError: CUDA out of memory. Tried to allocate 2.00 "
              b"GiB\n")
    assert cls(caught + STEPS, engine) is None


def test_the_tail_of_a_wrapped_frame_line_is_no_exception() -> None:
    """A log store wrapped a frame line (`..., in _engine_run_backwa` / `rd`) and the log stops inside the traceback:
    the lowercase fragment is no exception line, so there is no root cause (before: `rd` was reported as one)."""
    from safelaunch.tracebacks import innermost_exception

    tail = (b"[rank0]: Traceback (most recent call last):\n"
            b"[rank0]:   File \"/home/u/lib/python3.12/site-packages/torch/autograd/graph.py\", line 769, in "
            b"_engine_run_backwa\n\nrd\n\n"
            b"[rank0]:     return Variable._execution_engine.run_backward(\n")
    assert innermost_exception(tail) is None
    assert cls(tail) is None
    # guards: a bare capitalised or dotted name after a header is still the exception
    header = b"Traceback (most recent call last):\n  File \"a.py\", line 1, in <module>\n"
    for bare in (b"StopIteration\n", b"socket.timeout\n"):
        found = innermost_exception(header + bare)
        assert found is not None and found[1] == bare.decode().strip()


@pytest.mark.parametrize("engine", ENGINES)
def test_a_cma_transfer_refused_for_its_arguments_is_no_ptrace_policy(engine: str) -> None:
    """Open MPI's vader get with an underflowed length (open-mpi/ompi#3821, the 29th set's dev half): EINVAL (22) or
    EFAULT (14) from process_vm_readv is a library or buffer bug (`other`); EPERM (1) stays the ptrace policy."""
    table = (b"          256         1000         0.94       260.82\n"
             b" Read -1, expected 18446744073709547536, errno = 22\n"
             b" Read -1, expected 18446744073709547536, errno = 22\n"
             b"          512         1000         0.95       516.29\n")
    assert cls(table, engine) == "other"
    assert cls(table.replace(b"errno = 22", b"errno = 1"), engine) == "cma_ptrace"
    assert cls(b"[node1:4711] CMA read -1, expected 65536, errno = 14\n", engine) == "other"


@pytest.mark.parametrize("engine", ENGINES)
def test_messages_of_the_thirty_first_dev_half(engine: str) -> None:
    """Lines of the thirty-first set's dev half, each read in its source (the signature or rule cites it): CuPy's peer
    access check, the RAPIDS Accelerator's RMM pool larger than the free GPU memory, an MPICH fatal error stack,
    joblib's semaphore probe failing with ENOSPC, Paddle's loader error for a missing libnccl.so."""
    cupy = (b"  File \"cupy/_core/_kernel.pyx\", line 89, in cupy._core._kernel._check_peer_access\n"
            b"    raise ValueError(\nValueError: The device where the array resides (0) is different from the current "
            b"device (1). Peer access is unavailable between these devices.\n")
    assert cls(b"Traceback (most recent call last):\n" + cupy, engine) == "p2p_unsupported"
    # guard: the same check when peer access worked is CuPy's PerformanceWarning, and the run went on
    assert cls(b"test.py:10: PerformanceWarning: The device where the array resides (0) is different from the current "
               b"device (1). Peer access has been activated automatically.\n  d1 = d0 * 2\n", engine) is None
    warned = (b"21/02/05 09:07:01 WARN rapids.GpuDeviceManager: Initial RMM allocation (14652.787109375 MB) is larger "
              b"than free memory (13986.875 MB)\n21/02/05 09:07:01 ERROR rapids.RapidsExecutorPlugin: Exception in the "
              b"executor plugin\n")
    oom = b"java.lang.OutOfMemoryError: Could not allocate native memory: std::bad_alloc\n"
    cause = diagnose(warned + oom, engine)[0]
    assert cause is not None and cause.signature.id == "ctx-rmm-pool-ended-out-of-memory"
    assert cls(oom, engine) != "cuda_oom"  # guard: cuDF's JNI wrapper alone also carries a host malloc's bad_alloc
    # guard: the warning is no cause of an unrelated failure after it (the review's log)
    assert cls(warned + b"java.io.FileNotFoundException: /data/part-0001.parquet (No such file or directory)\n",
               engine) != "cuda_oom"
    mpich = (b"0.627s: job.exception type=exec severity=0 MPI_Abort: Fatal error in MPI_Init: Other MPI error, error "
             b"stack: MPIR_Init_thread(493)........:  MPID_Init(400)...............:  smpi_setaffinity(2674).......: "
             b"Error parsing CPU mapping string \nINTERNAL ERROR: invalid error code ffffffff (Ring Index out of "
             b"range) in smpi_setaffinity:2674\n")
    cause = diagnose(mpich, engine)[0]
    assert cause is not None and cause.signature.id == "mpich-fatal-error" and cause.host is None  # 0.627s: no host
    assert cls(b"Fatal error in internal_Init_thread: Other MPI error, error stack:\n", engine) == "other"  # MPICH 4.1
    # the other ranks' stacks after a rank's own failure yield to it (the review's logs)
    cascade = (b"Fatal error in PMPI_Barrier: Unknown error class, error stack:\nPMPI_Barrier(414)......: "
               b"MPI_Barrier(MPI_COMM_WORLD) failed\nMPIDI_CH3U_Recvq_FDU_or_AEP(629): Communication error with "
               b"rank 1\n")
    assert cls(b"[1] RuntimeError: GPU 1 ran out of memory while allocating 2 GiB\n" + cascade, engine) == "cuda_oom"
    cause = diagnose(b"Traceback (most recent call last):\n  File \"t.py\", line 4, in <module>\n"
                     b"KeyError: 'tokenizer_model'\n" + cascade, engine)[0]
    assert cause is not None and cause.text == "KeyError: 'tokenizer_model'"
    joblib = (b"/opt/lib/python3.8/site-packages/joblib/_multiprocessing_helpers.py:46: UserWarning: [Errno 28] No "
              b"space left on device.  joblib will operate in serial mode\n  warnings.warn('%s.  joblib will operate "
              b"in serial mode' % (e,))\nTraceback (most recent call last):\n  File \"train.py\", line 55, in main\n"
              b"    mp.spawn(run, nprocs=n_gpus)\n  File \"/usr/lib/python3.8/multiprocessing/synchronize.py\", "
              b"line 57, in __init__\n    sl = self._semlock = _multiprocessing.SemLock(\n")
    cause = diagnose(joblib + b"OSError: [Errno 28] No space left on device\n", engine)[0]
    assert cause is not None and cause.signature.id == "ctx-ended-after-semaphore-enospc"
    # guards: joblib goes on in serial mode, so another failure keeps its own cause, and a cut log gets none
    assert cls(joblib + b"KeyError: 'tokenizer_model'\n", engine) == "other"
    assert cls(joblib, engine) is None
    paddle = (b"Error: Failed to find dynamic library: libnccl.so ( libnccl.so: cannot open shared object file: No "
              b"such file or directory ) \n Please specify its path correctly using following ways: \n")
    assert cls(paddle, engine) == "driver_mismatch"
    # guards: Paddle's warning before it retries from the default path (no spaces inside the parentheses), and the
    # spaced text for a library Paddle may load with throw_on_error false (cuDNN: logged as a warning, goes on)
    assert cls(b"W0311 10:02:13.123456  1234 dynamic_loader.cc:155] Failed to find dynamic library: "
               b"/usr/local/cuda/lib64/libnccl.so (libnccl.so: cannot open shared object file: No such file or "
               b"directory)\n", engine) is None
    assert cls(paddle.replace(b"libnccl", b"libcudnn"), engine) is None


@pytest.mark.parametrize("engine", ENGINES)
def test_messages_of_the_thirty_third_dev_half(engine: str) -> None:
    """Lines of the thirty-third set's dev half, each read in its source (the signature cites it): NVIDIA Caffe's
    device-memory pool, hivemind's daemon without a bootstrap peer, HCCL's listen port in use and its two timeouts,
    TensorFlow's py_func MemoryError, Lightning's GPU request, gRPC's bind to an address of no interface, and a launcher
    variable the script read without a launcher (a context rule on the job's last exception)."""
    assert cls(b"Out of memory in safe_reserve: 589390848 > 0 + 583860224 on device 1\n", engine) == "cuda_oom"
    assert cls(b"hivemind.p2p.p2p_daemon_bindings.utils.P2PDaemonError: Daemon failed to start: 2025/05/05 07:23:34 "
               b"failed to connect to bootstrap peers\n", engine) == "rendezvous_failure"
    assert cls(b"[ERROR] HCCL(60570,):2025-12-04-14:46:07.911.312 [hccl_socket.cc:106] [60570][HcclSocket][Listen] "
               b"socket type[0], listen on ip[192.2.2.195] and specific port[16666] fail. Please check the port status "
               b"and whether the port is being used by other process.\n", engine) == "rendezvous_failure"
    assert cls(b"worker-1: EI9999: 2024-07-03-11:28:40.419.527  The error from device(chipId:0, dieId:0), serial "
               b"number is 1, hccl fftsplus task timeout occurred during task execution, stream_id:4, sq_id:4, "
               b"task_id:5, stuck notify num:7, timeout:1836.\n", engine) == "collective_timeout"
    # the torch_npu exception that ends the same run is a wrapper: the HCCL line above it decides
    assert cls(b"[rank1]: RuntimeError: InnerRunOpApi:torch_npu/csrc/framework/OpParamMaker.cpp:281 OPS function "
               b"error: HcclAllreduce, error code is 6\n[rank1]: EI0006: [PID: 1292363] 2025-04-08-18:07:20.444.436 "
               b"Getting socket times out. Reason: Remote Rank did not send the data in time. Please check the reason "
               b"for the rank being stuck\n", engine) == "collective_timeout"
    assert cls(b"2022-10-12 02:36:44.085076: W tensorflow/core/framework/op_kernel.cc:1733] RESOURCE_EXHAUSTED: "
               b"MemoryError: Unable to allocate 1.5 GiB\n", engine) == "host_mem_alloc"
    assert cls(b"2025-04-07 14:57:43,399 - SubprocessLauncher - INFO - lightning_fabric.utilities.exceptions."
               b"MisconfigurationException: You requested gpu: [0, 1]\n2025-04-07 14:57:43,399 - SubprocessLauncher - "
               b"INFO -  But your machine only has: [0]\n", engine) == "other"
    grpc = (b'E0712 06:29:11.405616288 388 server_secure_chttp2.cc:81] {"created":"@1626071351.405567988",'
            b'"description":"Cannot assign requested address","errno":99,"file":"src/core/lib/iomgr/'
            b'tcp_server_utils_posix_common.cc","file_line":188,"os_error":"Cannot assign requested address",'
            b'"syscall":"bind"}\n')
    assert cls(grpc, engine) == "socket_iface"
    # guard: the same error from connect() is no bind to a foreign address
    assert cls(grpc.replace(b'"bind"', b'"connect"'), engine) != "socket_iface"
    # guard (the review's log): gRPC's partial bind (localhost's ::1 without IPv6, 127.0.0.1 serving) goes on
    partial = grpc.replace(b'"description":"Cannot assign requested address"', b'"description":"Only 1 addresses '
                           b'added out of total 2 resolved"')
    assert cls(partial + b"Traceback (most recent call last):\n  File \"t.py\", line 4, in <module>\n"
               b"KeyError: 'labels'\n", engine) == "other"
    # guard (the review's log): RMM's GPU allocation failure in the same py_func wording is GPU memory
    assert cls(b"W tensorflow/core/framework/op_kernel.cc:1733] RESOURCE_EXHAUSTED: MemoryError: std::bad_alloc: "
               b"out_of_memory: CUDA error at: /rmm/include/rmm/mr/device/cuda_memory_resource.hpp:70: "
               b"cudaErrorMemoryAllocation out of memory\n", engine) == "cuda_oom"
    env = (b"Traceback (most recent call last):\n  File \"t.py\", line 4, in <module>\n"
           b"    int(os.environ[\"LOCAL_RANK\"])\n  File \"/usr/lib/python3.10/os.py\", line 680, in __getitem__\n"
           b"    raise KeyError(key) from None\n"
           b"KeyError: 'LOCAL_RANK'\n")
    cause = diagnose(env, engine)[0]
    assert cause is not None and cause.signature.id == "ctx-launcher-variable-unset" and cause.signature.cls == "other"
    cause = diagnose(env.replace(b"LOCAL_RANK", b"RANKING"), engine)[0]  # guard: any other key is the plain exception
    assert cause is not None and cause.signature.id == "python-exception"
    frozen = env.replace(b"  File \"/usr/lib/python3.10/os.py\", line 680, in __getitem__\n"
                         b"    raise KeyError(key) from None\n",
                         b"  File \"<frozen os>\", line 679, in __getitem__\n")  # Python 3.11 on: os is frozen
    cause = diagnose(frozen, engine)[0]
    assert cause is not None and cause.signature.id == "ctx-launcher-variable-unset"
    # guard (the second review's logs): a DataFrame's or a dict's key of the same name has no os.py frame
    cause = diagnose(b"Traceback (most recent call last):\n  File \"/app/report.py\", line 12, in <module>\n"
                     b"    world = results[\"WORLD_SIZE\"]\nKeyError: 'WORLD_SIZE'\n", engine)[0]
    assert cause is not None and cause.signature.id == "python-exception"
    # guard (the review's log): a KeyError printed and survived (the script fell back to one process) decides nothing
    cause = diagnose(env + b"LOCAL_RANK not set, falling back to single-process training\n" + b"".join(
        b"Epoch 0 step %d loss 2.31\n" % i for i in (10, 20, 30)) + b"Traceback (most recent call last):\n  File "
        b"\"t.py\", line 70, in evaluate\nZeroDivisionError: division by zero\n", engine)[0]
    assert cause is not None and "ZeroDivisionError" in cause.text

@pytest.mark.parametrize("engine", ENGINES)
def test_messages_of_the_thirty_fourth_dev_half(engine: str) -> None:
    """Lines of the thirty-fourth set's dev half, each read in its source (the signature cites it): PyTorch's second
    init_process_group, Dask's nanny that never reached its scheduler, bitsandbytes without a binary for the detected
    CUDA, the JVM's array size limit (no shortage of RAM), and Horovod's stall warning cut off by a log store; and the
    thirty-fifth's DeepSpeed ssh check whose CalledProcessError a log store cut before the exit status."""
    assert cls(b"wandb: ERROR Run 0c8lkvea errored: RuntimeError('trying to initialize the default process group "
               b"twice!')\n", engine) == "other"
    waiting = b"distributed.worker - INFO - Waiting to connect to:    tcp://10.33.12.15:45049\n" * 3
    assert cls(waiting + b"distributed.nanny - ERROR - Timed out connecting Nanny '<Nanny: None, threads: 2>' to "
               b"scheduler 'tcp://10.33.12.15:45049'\n", engine) == "rendezvous_failure"
    assert cls(waiting, engine) is None  # guard: a worker still waiting for its scheduler is no failure yet
    bnb = (b"CUDA SETUP: Detected CUDA version 100\nCUDA SETUP: Required library version not found: "
           b"libbitsandbytes_cuda100_nocublaslt.so. Maybe you need to compile it from source?\n"
           b"CUDA SETUP: Defaulting to libbitsandbytes_cpu.so...\n")
    assert cls(bnb + b"CUDA SETUP: CUDA detection failed! Possible reasons:\n1. CUDA driver not installed\n",
               engine) == "driver_mismatch"
    assert cls(bnb, engine) is None  # guard: without a GPU the CPU library loads and the job goes on
    assert cls(b"17/11/21 14:09:14 WARN scheduler.TaskSetManager: Lost task 0.0 in stage 25.1: java.lang."
               b"OutOfMemoryError\n\tat java.io.ByteArrayOutputStream.hugeCapacity(ByteArrayOutputStream.java:123)\n"
               b"\tat java.io.ByteArrayOutputStream.grow(ByteArrayOutputStream.java:117)\n", engine) == "other"
    # guard: the JVM's heap exhausted is no array over 2 GiB
    heap = diagnose(b"java.lang.OutOfMemoryError: Java heap space\n\tat java.util.Arrays.copyOf(Arrays.java:3236)\n",
                    engine)[0]
    assert heap is None or heap.signature.id != "java-array-size-limit"
    assert cls(b"[2020-07-27 20:14:10.551108: W horovod/common/stall_inspector.cc:105] One or more tensors were "
               b"submitted to be reduced, gathered or broadcasted by subset of ranks and re than 60 seconds.\n",
               engine) == "collective_timeout"
    # the thirty-fifth set's dev half: DeepSpeed's ssh check, the copy cut before the exit status
    assert cls(b"    raise CalledProcessError(retcode, cmd)\nsubprocess.CalledProcessError: Command '['ssh', '-o', "
               b"'PasswordAuthentication=no', 'manager', 'hostname']' returned non-ze\n", engine) == "ssh_failure"


@pytest.mark.parametrize("engine", ENGINES)
def test_messages_of_the_thirty_sixth_dev_half(engine: str) -> None:
    """Lines of the thirty-sixth set's dev half, each read in its source (the signature or module cites it): Paddle's
    wait for its peers' endpoints and its TCP store's connect retries that end the output (a peer that never listened;
    an address in 0.0.0.0/8, which no host has), PyTorch 1.0's NCCL backend without barrier, a Go server's child
    killed by SIGKILL, and Open MPI's dropped inbound connection from an address the peer had not published."""
    wait = (b"server not ready, wait 3 sec to retry...\n"
            b"not ready endpoints:['10.36.10.40:6070', '10.36.10.41:6073']\n") * 3
    assert cls(wait, engine) == "rendezvous_failure"
    # the peer that never listened crashed or was killed first: its cause, not the wait (a fallback that yields)
    tb = (b"Traceback (most recent call last):\n  File \"train.py\", line 3, in <module>\n    import apex\n"
          b"ModuleNotFoundError: No module named 'apex'\n")
    assert cls(tb + wait, engine) == "other"
    assert cls(b"LAUNCH ERROR: exits with return code = -9\n" + wait, engine) == "host_mem_alloc"
    assert cls(b"[2024] starting\n" + wait[:wait.index(b"\n", 45) + 1], engine) is None  # one attempt: a cut start-up
    interrupted = (b"Traceback (most recent call last):\n  File \"launch.py\", line 9, in wait_server_ready\n"
                   b"    time.sleep(3)\nKeyboardInterrupt\n")
    assert cls(wait + interrupted, engine) == "rendezvous_failure"  # a user's Ctrl-C on the hang
    progress = b"".join(b"[2026-11-28 10:00:%02d] epoch 0 step %d loss 0.%d\n" % (i, i, i) for i in range(1, 8))
    assert cls(wait + progress, engine) is None  # guard: every peer answered and the job went on
    # guard: the loop's lines followed by NCCL's setup are a wait that ended, whatever happened after
    nccl = b"node1:18739:18739 [0] NCCL INFO Bootstrap : Using [0]eth0:192.168.1.160<0>\n"
    cause = diagnose(wait + nccl, engine)[0]
    assert cause is None or cause.signature.id != "ends-waiting-for-peers"
    retry = (b"I1127 21:34:05.015228 3935673 tcp_utils.cc:107] Retry to connect to %s:63314 while the server is not "
             b"yet listening.\n")
    assert cls(retry % b"10.1.68.146" * 3, engine) == "rendezvous_failure"
    assert cls(retry % b"0.1.68.146" * 3 + b"I1127 21:38:31.255204 3935673 tcp_u", engine) == "socket_iface"
    assert cls(retry % b"0.0.0.0" * 3, engine) == "rendezvous_failure"  # Linux connects 0.0.0.0 to the local host
    assert cls(retry % b"node-0.0.5.1" * 3, engine) == "rendezvous_failure"  # a host name, not an address
    # the last line cut after a glog prefix's `]`: its message may be "Successfully connected"
    assert cls(retry % b"10.1.68.146" * 2 + b"I1127 21:34:05.015228 3935673 tcp_utils.cc:113]", engine) is None
    assert cls(retry % b"10.1.68.146" + b"I1127 21:34:05.1 3935673 tcp_utils.cc:113] Successfully connected to "
               b"10.1.68.146:63314\n" + progress, engine) is None
    assert cls(b"InvalidArgumentError: Network 10.1.68.146:63314 cannot be connected.\n", engine) == \
        "rendezvous_failure"
    assert cls(b"Traceback (most recent call last):\n  File \"comm.py\", line 45, in synchronize\n    dist.barrier()\n"
               b"RuntimeError: ProcessGroupNCCL does not support barrier\n", engine) == "other"
    assert cls(b'time=2025-05-16T17:45:16.661+02:00 level=ERROR source=sched.go:478 msg="error loading llama server" '
               b'error="llama runner process has terminated: signal: killed"\n', engine) == "host_mem_alloc"
    dropped = (b"Open MPI detected an inbound MPI TCP connection request from a peer\nthat appears to be part of this "
               b"MPI job (i.e., it identified itself as\npart of this Open MPI job), but it is from an IP address "
               b"that is\nunexpected.  This is highly unusual.\n\n  Source IP of socket: 10.10.10.8\n"
               b"  Known IPs of peer:\n\t10.1.102.5\n")
    assert cls(dropped, engine) == "socket_iface"
    assert cls(dropped + progress, engine) is None  # guard: the retry on another interface worked


@pytest.mark.parametrize("engine", ENGINES)
def test_a_c10d_connect_attempt_decides_by_its_errno(engine: str) -> None:
    """PyTorch's c10d logs one warning per address of getaddrinfo's list it fails to connect to and tries the next
    (socket.cpp recordError). EINVAL, EAFNOSUPPORT, EADDRNOTAVAIL and ENETUNREACH are an IPv6 address on a host
    without IPv6 (the NeMo run of the 31st set's dev half trained on after errno 22): no cause. A timeout, a refusal
    or no route to the host is the rendezvous failing (rdzv-chatglm1476's numeric host name), yielding to any other
    cause printed with it."""
    line = (b"[W socket.cpp:601] [c10d] The client socket has failed to connect to [ip-26-0-146-37]:22456 "
            b"(errno: %d - x).\n")
    keyerror = b"Traceback (most recent call last):\n  File \"t.py\", line 4, in <module>\nKeyError: 'tok'\n"
    for errno in (22, 97, 99, 101):
        assert cls(line.replace(b"%d", str(errno).encode()) * 3, engine) is None
        assert cls(line.replace(b"%d", str(errno).encode()) + keyerror, engine) == "other"
    for errno in (110, 111, 113):
        attempt = line.replace(b"%d", str(errno).encode())
        assert cls(attempt, engine) == "rendezvous_failure"
        assert cls(attempt + b"[rank0]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n",
                   engine) == "cuda_oom"
    assert cls(b"[E socket.cpp:957] [c10d] The client socket has failed to connect to any network address of "
               b"(6841231, 47389).\n", engine) == "rendezvous_failure"


@pytest.mark.parametrize("engine", ENGINES)
def test_a_line_yielding_to_any_is_survived_when_the_job_trained_after_it(engine: str) -> None:
    """A connect attempt refused while the master was still starting, then training, then the job's own exception:
    the exception is the root cause (the attempt was retried and the job went on). Without progress between them,
    or with the exception before the attempt's line (a cascade after it), the attempt still decides. The review of
    the 31st set's work left this open (a cause that yields to any gave way to other causes only)."""
    attempt = (b"[W socket.cpp:601] [c10d] The client socket has failed to connect to [node-0]:29500 (errno: 111 - "
               b"Connection refused).\n")
    steps = b"".join(b"Epoch 0 step %d loss 2.31\n" % i for i in (10, 20, 30))
    keyerror = b"Traceback (most recent call last):\n  File \"t.py\", line 4, in <module>\nKeyError: 'labels'\n"
    torchrun = (b"ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 4242) "
                b"of binary: /usr/bin/python3\n")
    cause = diagnose(attempt * 2 + steps + keyerror + torchrun, engine)[0]
    assert cause is not None and cause.signature.cls == "other" and "KeyError" in cause.text
    assert cls(attempt * 2 + keyerror + torchrun, engine) == "rendezvous_failure"  # no progress between
    assert cls(attempt + b"Epoch 0 step 10 loss 2.31\n" + keyerror, engine) == "rendezvous_failure"  # one step
    # the attempt at the end, after the training: the store went away (the master died) and nothing else is said
    assert cls(steps + attempt, engine) == "rendezvous_failure"
    # the review's logs: a traceback's code lines (`if step % 100 == 0:`) and a bar stuck at 0% redrawn with \r are
    # no progress; C++'s terminate (an error-level line that yields to any) is not survived by what follows it
    frames = (b"Traceback (most recent call last):\n  File \"train.py\", line 40, in <module>\n    for step, batch in "
              b"enumerate(loader):\n  File \"train.py\", line 47, in train\n    if step % 100 == 0:\n"
              b"KeyError: 'labels'\n")
    assert cls(attempt + frames, engine) == "rendezvous_failure"
    stuck = b"  0%|          | 0/1000 [00:00<?, ?it/s]\r  0%|          | 0/1000 [00:30<?, ?it/s]\n"
    assert cls(attempt + stuck + keyerror, engine) == "rendezvous_failure"
    terminate = (b"terminate called after throwing an instance of 'std::runtime_error'\n  what():  Corrupt JPEG data: "
                 b"premature end of data segment\n")
    cause = diagnose(terminate + steps + b"Traceback (most recent call last):\n  File \"train.py\", line 88, in "
                     b"<module>\nRuntimeError: DataLoader worker (pid(s) 4321) exited unexpectedly\n", engine)[0]
    assert cause is not None and cause.signature.id == "cxx-abort"
    # the second review's logs: frames without a code line (`<string>`, `<frozen ...>`) keep the reader in step, an
    # ordinary line that starts with `File "` is no frame, a bar that moved while redrawn with \r is progress, and a
    # wrapper's INFO level in front of C++'s terminate does not make it a survived warning
    sourceless = (b"Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
                  b"  File \"/app/t.py\", line 40, in main\n    if step % 100 == 0:\n"
                  b"  File \"<frozen importlib._bootstrap>\", line 1176, in _find_and_load\n"
                  b"  File \"/app/t.py\", line 47, in main\n    loss = loss / 4\nKeyError: 'labels'\n")
    assert cls(attempt + sourceless, engine) == "rendezvous_failure"
    cause = diagnose(attempt + b"File \"/data/ckpt/last.pt\" not found, starting from scratch\n"
                     + b"".join(b"Epoch 0 step %d loss 2.31\n" % i for i in (10, 20)) + keyerror, engine)[0]
    assert cause is not None and "KeyError" in cause.text
    moved = b"".join(b" %d%%|#   | %d/1000 [00:%02d<09:00, 1.8it/s]\r" % (i // 10, i, i // 20) for i in (10, 200, 390))
    cause = diagnose(attempt + moved + b"\n" + keyerror, engine)[0]
    assert cause is not None and "KeyError" in cause.text
    cause = diagnose(b"2024-05-01 10:00:00,123 INFO worker.py:88 -- [rank3] " + terminate + steps
                     + b"RuntimeError: DataLoader worker (pid(s) 4321) exited unexpectedly\n", engine)[0]
    assert cause is not None and cause.signature.id == "cxx-abort"


def test_srun_labels_are_read_as_the_task_that_printed_the_line() -> None:
    """srun --label right-aligns the task id to the width of the largest ("%*d: ", slurm
    src/common/write_labelled_message.c): the line's source like pdsh's host, shown as "task N"; the prefixes after
    it (torchrun's rank, NCCL's host) are still read, and a traceback under it is read whole."""
    from safelaunch.classify import attribute

    assert attribute(" 0: ValueError: x") == ("0", None, None)
    assert attribute("12: [rank25]: RuntimeError: x") == ("12", 25, None)
    assert attribute(" 1: [default9]: x") == ("1", None, 9)
    assert attribute("3: node-3:123:456 [1] NCCL WARN x") == ("node-3", None, 1)  # NCCL's host beats a task id
    assert attribute("node-1: x") == ("node-1", None, None)  # guards: pdsh's host prefix, an IP, a timestamp
    assert attribute("10.0.0.7: x") == ("10.0.0.7", None, None)
    assert attribute("0.627s: x") == (None, None, None)
    log = (b" 0:   File \"/usr/lib/python3.12/megatron/core/transformer/transformer_config.py\", line 464, in "
           b"__post_init__\n 0:     raise ValueError(\n 0: ValueError: num_attention_heads (15) must be a multiple of "
           b"tensor_model_parallel_size (2).\n 6: Traceback (most recent call last):\n"
           b" 6:   File \"/usr/local/bin/train_evo2\", line 8, in <module>\n")
    cause = diagnose(log, "re")[0]
    assert cause is not None and cause.signature.cls == "other" and cause.host == "0"
    padded = (b" 1: [rank9]: Traceback (most recent call last):\n 1: [rank9]:   File \"/w/train.py\", line 88, in "
              b"<module>\n 1: [rank9]:     cfg = load(cfg_path)\n 1: [rank9]: KeyError: 'tokenizer_model'\n")
    cause = diagnose(padded, "re")[0]
    assert cause is not None and cause.host == "1" and cause.rank == 9
    from safelaunch.diagnosis import ErrorLines, summary_text

    assert "root cause: other on task 1, rank 9 (line 4" in summary_text(cause, ErrorLines([], []), None, None)


@pytest.mark.parametrize("engine", ENGINES)
def test_the_second_review_of_the_thirty_first_set_work(engine: str) -> None:
    """The second fresh-eyes review's logs: srun task ids are no hosts when counting how many hosts a job spans; an
    annotated assignment in a frame's source line (`resp: Response = ...`) is no prefix; a bare decimal timestamp is no
    host; the JVM's own heap is no GPU memory; an ENOSPC on another file system is its own; an MPI stack's own
    entry recognised by its words decides over the stack's header."""
    loopback = (b"0: node1:1001:1001 [0] NCCL INFO Bootstrap : Using lo:127.0.0.1<0>\n"
                b"0: node1:1001:1001 [0] NCCL INFO NET/Socket : Using [0]lo:127.0.0.1<0>\n"
                b"0: torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:1275, unhandled system "
                b"error (run with NCCL_DEBUG=INFO for details), NCCL version 2.18.1\n")
    assert cls(loopback, engine) != "socket_iface"  # one node: task 0 and node1 are not two hosts
    assert cls(loopback.replace(b"0: ", b"3.204: "), engine) != "socket_iface"
    retried = (b"step 100 loss 2.31\nUpload failed, retrying in 30s:\nTraceback (most recent call last):\n"
               b"  File \"/app/upload.py\", line 22, in push\n    resp: Response = session.put(url, data=blob)\n"
               b"  File \"/app/upload.py\", line 9, in put\n    raise UploadError(\"HTTP 503\")\n"
               b"UploadError: HTTP 503\n")
    assert cls(retried, engine) is None  # the traceback is still read whole, and as a retry
    cause = diagnose(b"Traceback (most recent call last):\n  File \"/app/train.py\", line 22, in main\n"
                     b"    batch: dict = next(it)\nStopIteration\n", engine)[0]
    assert cause is not None and cause.text == "StopIteration"
    heap = (b"24/05/01 10:00:01 WARN GpuDeviceManager: Initial RMM allocation(30720.0 MB) is larger than free "
            b"memory(28000.0 MB)\n24/05/01 10:05:00 ERROR Executor: Exception in task 3.0 in stage 2.0 (TID 17)\n"
            b"java.lang.OutOfMemoryError: Java heap space\n\tat java.util.Arrays.copyOf(Arrays.java:3236)\n")
    assert cls(heap, engine) != "cuda_oom"
    disk = (b"/usr/lib/python3/dist-packages/joblib/_multiprocessing_helpers.py:45: UserWarning: [Errno 28] No space "
            b"left on device.  joblib will operate in serial mode\nTraceback (most recent call last):\n"
            b"  File \"/app/train.py\", line 101, in main\n    torch.save(state, path)\n"
            b"OSError: [Errno 28] No space left on device: '/data/ckpt/step9000.pt'\n")
    assert cls(disk, engine) != "shm_exhausted"
    assert cls(disk.replace(b"/data/ckpt/step9000.pt", b"/dev/shm/sem.mp-x1"), engine) == "shm_exhausted"
    stack = (b"Fatal error in MPI_Init: Other MPI error, error stack:\nMPIR_Init_thread(805)..........: fail failed\n"
             b"MPIDI_CH3I_RDMA_init(208)......: Failed to register memory region: Cannot allocate memory, locked "
             b"memory limit too low (ulimit -l)\n")
    assert cls(stack, engine) == "memlock_limit"


@pytest.mark.parametrize("engine", ENGINES)
def test_the_thirteenth_source_pass_and_its_review(engine: str) -> None:
    """Signatures of the eighteenth session's source pass (each cited in the catalog) and the review's counterexamples:
    a line a program prints and goes on after is no cause once the job trained past it, and AMD's messages get AMD's
    advice."""
    progress = PROGRESS
    oom = CUDA_OOM
    # hivemind 1.1.12 dht/node.py: raised only with ensure_bootstrap_success, a logger.warning otherwise
    assert cls(b"RuntimeError: DHTNode bootstrap failed: none of the initial_peers responded to a ping. (set "
               b"ensure_bootstrap_success=False to ignore)\n", engine) == "rendezvous_failure"
    assert cls(b"Mar 01 10:00:00.000 [WARN] [hivemind.dht.node.create:243] DHTNode bootstrap failed: none of the "
               b"initial_peers responded to a ping.\n" + progress + oom, engine) == "cuda_oom"
    # rocm-smi exits 0 after its 'Driver not initialized' (a vendor probe on an NVIDIA node); amd-smi exits -1
    smi = b"ERROR:root:Driver not initialized (amdgpu not found in modules)\n"
    assert cls(smi + progress + oom, engine) == "cuda_oom"
    cause = diagnose(b"ERROR:root:Driver not loaded (amdgpu not found in modules)\n", engine)[0]
    assert cause is not None and cause.signature.id == "driver-library-missing"
    cause = diagnose(b":1:hip_code_object.cpp      :570 : 0897653217 us: [pid:30918 tid:0x7f55c35ff740] "
                     b"hipErrorNoBinaryForGpu: Unable to find code object for all current devices!\n", engine)[0]
    assert cause is not None and cause.signature.id == "gpu-arch-not-in-build"
    # ROCR's VM fault: the reason decides (an ECC failure is the GPU's, a page fault the kernel's), imprecise or not
    fault = (b"Memory access fault by GPU node-2 (Agent handle: 0x55d1a2b3c4d0) on address 0x7f00dead0000%s. "
             b"Reason: %s.\n")
    assert cls(fault % (b"", b"Page not present or supervisor privilege"), engine) == "other"
    assert cls(fault % (b"(may not be exact address)", b"Page not present or supervisor privilege"), engine) == "other"
    assert cls(fault % (b"", b"DRAM ECC failure"), engine) == "gpu_hardware"
    assert cls(b":0:rocdevice.cpp            :2980: 5371236718 us: [pid:48211 tid:0x7f3a4dfff640] Callback: Queue "
               b"0x7f2b18a00000 Aborting with error : HSA_STATUS_ERROR_OUT_OF_RESOURCES: The runtime failed to "
               b"allocate the necessary resources. Code: 0x1008 Available Free mem : 234 MB\n", engine) == "cuda_oom"
    # c10d on Windows: WinSock codes, the IPv6 cases (10049, 10051) left out as errno 99 and 101 are
    win = (b"[W socket.cpp:755] [c10d] The client socket has failed to connect to [node0]:12594 "
           b"(system error: %d - x.).\n")
    assert cls(win % 10061, engine) == "rendezvous_failure"
    assert cls(win % 10049 * 3, engine) is None and cls(win % 10051 * 3, engine) is None
    # ps-lite's scheduler port, Gloo's libuv device without an interface or host name
    assert cls(b"[07:48:18] src/./zmq_van.h:121: Reached max retry for bind: Address already in use. errno = 98\n",
               engine) == "rendezvous_failure"
    assert cls(b"RuntimeError: GlooDeviceFactory::makeUVDevice(): interface or hostname can't be empty\n",
               engine) == "socket_iface"


@pytest.mark.parametrize("engine", ENGINES)
def test_the_fourteenth_source_pass(engine: str) -> None:
    """Signatures of the nineteenth session's source pass (each cited in the catalog): Julia, Rust, DGL, HAMi-core,
    the shell's parser, run-time extension builds; a missing symbol version is a build that does not fit. The review's
    counterexamples: a line a job goes on after (a dotfile's syntax error at login, Lmod's function, another package's
    #error, HAMi-core's retried OOM and its non-fatal errors, a controller's retried event) gives way to the failure
    after it."""
    progress = PROGRESS
    # the dynamic linker's missing symbol version: a build made for a newer library (glibc elf/dl-version.c)
    cause = diagnose(b"ImportError: /lib/x86_64-linux-gnu/libstdc++.so.6: version `GLIBCXX_3.4.29' not found "
                     b"(required by /opt/conda/lib/python3.11/site-packages/foo/_C.so)\n", engine)[0]
    assert cause is not None and cause.signature.id == "library-version-not-found"
    assert cause.signature.cls == "driver_mismatch"
    assert cls(b"ImportError: libfoo.so.1: cannot open shared object file: No such file or directory\n",
               engine) == "other"  # a missing library outside the CUDA stack stays the dynamic linker's
    # a run-time extension build: the compiler's first error decides, the wrapper yields to a specific cause
    gcc = (b"/env/lib/python3.12/site-packages/torch/include/c10/util/C++17.h:13:2: error: #error \"You're trying to "
           b"build PyTorch with a too old version of GCC. We need GCC 9 or later.\"\n")
    cause = diagnose(gcc + b"ninja: build stopped: subcommand failed.\n"
                     b"RuntimeError: Error building extension 'fused_adam'\n", engine)[0]
    assert cause is not None and cause.signature.id == "extension-build-failed" and cause.line == 1
    assert cls(b"deepspeed.ops.op_builder.builder.CUDAMismatchException: >- DeepSpeed Op Builder: Installed CUDA "
               b"version 12.1 does not match the version torch was compiled with 11.8, unable to compile cuda/cpp "
               b"extensions without a matching cuda version.\nRuntimeError: Error building extension 'fused_adam'\n",
               engine) == "driver_mismatch"
    # the shell's parser (bash parse.y): a launch command quoted for another shell; survived at login
    quoting = b"        From failed worker startup:     sh: -c: line 2: unexpected EOF while looking for matching `''\n"
    cause = diagnose(b"debug1: Exit status 1\n" + quoting, engine)[0]
    assert cause is not None and cause.signature.id == "shell-syntax-error"
    # a dotfile's error at login or Lmod's exported function: the job goes on, and a later failure decides
    watchdog = (b"[rank0]:[E ProcessGroupNCCL.cpp:616] [Rank 0] Watchdog caught collective operation timeout: "
                b"WorkNCCL(SeqNum=9, OpType=ALLREDUCE, Timeout(ms)=1800000) ran for 1800085 milliseconds before "
                b"timing out.\n")
    for harmless in (b"bash: /home/u/.bashrc: line 12: syntax error near unexpected token `fi'\n",
                     b"/bin/sh: module: line 1: syntax error: unexpected end of file\n"):
        assert cls(harmless + b"RuntimeError: GPU ran out of memory while loading checkpoint\n", engine) == "cuda_oom"
        cause = diagnose(harmless + TRACEBACK, engine)[0]
        assert cause is not None and cause.signature.id != "shell-syntax-error" and cause.line > 1
        assert cls(harmless + progress + watchdog, engine) == "collective_timeout"
    # another package's #error (an optional build) is not the extension build's
    cause = diagnose(b"src/simd.c:12:2: error: #error \"need AVX\"\n" + TRACEBACK, engine)[0]
    assert cause is not None and cause.signature.id == "python-exception" and cause.line == 4
    # HAMi-core's vGPU layer: its OOM is the device's, its other errors a fallback; one it went on after is none
    hami = b"[HAMI-core ERROR (pid:565 thread=140267266266944 multiprocess_memory_limit.c:831)]: %s\n"
    assert cls(hami % b"Illegal device id: 850725928" + b"!!!!!!! Segfault encountered !!!!!!!\n", engine) == "other"
    # its OOM line comes with each refused allocation (the framework may free and retry): a fallback
    assert cls(hami % b"Device 0 OOM 25769803776 / 25769803776", engine) == "cuda_oom"
    assert cls(hami % b"Device 0 OOM 25769803776 / 25769803776" + progress + watchdog, engine) == "collective_timeout"
    cause = diagnose(hami % b"HOST PID NOT FOUND. 4242" + TRACEBACK, engine)[0]
    assert cause is not None and cause.signature.id == "python-exception" and cause.line == 4
    # a webhook's denial as a controller's retried event, mpi-operator's retried resolution: no cause
    assert cls(b"Warning  FailedCreate  2s  job-controller  Error creating: admission webhook \"vjobset.kb.io\" denied "
               b"the request: this is an expected, transient error\n" + progress + watchdog, engine) == \
        "collective_timeout"
    assert cls(b"error: error when creating \"jobset.yaml\": admission webhook \"vjobset.kb.io\" denied the request: "
               b"spec.replicatedJobs: Invalid value\n", engine) == "other"
    cause = diagnose(b"Couldn't resolve w-1.job.training.svc... Retrying\nResolved w-1.job.training.svc\n" + TRACEBACK,
                     engine)[0]
    assert cause is not None and cause.signature.cls == "other"
    assert cls(b"[pod/w-launcher] Couldn't resolve w-1.job.training.svc\n", engine) == "rendezvous_failure"
    assert cls(b"Couldn't resolve w-1.job.training.svc\n" + progress + watchdog, engine) == "collective_timeout"
    assert cls(b'Error from server (Forbidden): error when patching "lws.yaml": admission webhook "v.kb.io" denied '
               b'the request: spec.size: Invalid value\n', engine) == "other"
    assert cls(b"[HAMI-core ERROR (pid:57 thread=140045913286464 libcuda_hook.h:38)]: Hijack failed: cuMemAllocAsync "
               b"is NULL\n", engine) == "driver_mismatch"
    # Julia: CUDA.jl's and MPI.jl's own checks, and MPI.jl's and NCCL.jl's usage errors (no generic Julia fallback)
    assert cls(b"ERROR: LoadError: Out of GPU memory trying to allocate 4.000 GiB\n", engine) == "cuda_oom"
    assert cls(b"ERROR: Out of GPU memory trying to allocate 512 bytes\n", engine) == "cuda_oom"
    assert cls(b"ERROR: LoadError: Out of GPU memory\n", engine) == "cuda_oom"
    cause = diagnose(b"WARNING Out of GPU memory at batch size 64, retrying with 32\n" + progress + TRACEBACK,
                     engine)[0]
    assert cause is not None and cause.signature.id == "python-exception"
    # a peer's failure or a kill reported by Julia is no cause of its own
    assert cls(b"ERROR: NCCLError(code ncclRemoteError, A call failed possibly due to a network error or a remote "
               b"process exiting prematurely.)\n", engine) != "other"
    assert cls(b"ERROR: LoadError: InterruptException:\n", engine) is None
    assert cls(b"\xe2\x94\x8c Error: This version of CUDA.jl requires an NVIDIA driver for CUDA 12.x or higher (yours "
               b"only supports up to CUDA 11.4.0)\n", engine) == "driver_mismatch"
    assert cls(b"ERROR: MPI library could not be found with the following name(s):\n    libmpi\n", engine) == \
        "driver_mismatch"
    assert cls(b"ERROR: LoadError: MPI cannot be initialized after MPI.Finalize has been called.\nStacktrace:\n",
               engine) == "other"
    assert cls(b"ERROR: ArgumentError: rank must be in [0, nranks)\n", engine) == "other"
    # DGL's RPC: the same bind failure is a port in use or an address on no local interface by its errno
    bind = b"[10:40:12] /opt/dgl/src/rpc/network/tcp_socket.cc:86: Failed bind on 172.31.19.4:30050 , error: %s\n"
    assert cls(bind % b"Address already in use", engine) == "rendezvous_failure"
    assert cls(bind % b"Cannot assign requested address", engine) == "socket_iface"
    assert cls(b"dgl.distributed.rpc.DistConnectError: Failed to build conncetion with peer[172.31.19.4:30050] after "
               b"1024 retries.\n", engine) == "rendezvous_failure"
    # Rust: candle without CUDA, cudarc without the NCCL library
    assert cls(b"Error: the candle crate has not been built with cuda support\n", engine) == "driver_mismatch"
    assert cls(b"thread 'main' panicked at /root/.cargo/registry/src/index.crates.io-6f17d22bba15001f/cudarc-0.18.1/"
               b"src/lib.rs:161:5:\nUnable to dynamically load the \"nccl\" shared library - searched for library "
               b"names: [\"libnccl.so\"]\n", engine) == "driver_mismatch"


@pytest.mark.parametrize("engine", ENGINES)
def test_the_fifteenth_source_pass(engine: str) -> None:
    """Signatures of the nineteenth session's second source pass (perftest, the SHARP/IB plugin, gdrcopy, orbax,
    MaxText, llama.cpp's ggml, Ollama, MUNGE; each cited in the catalog): a plugin's non-fatal async event is no
    failure, and Slurm's retried MUNGE decode is none while the failure after its retries is."""
    progress = PROGRESS
    oom = CUDA_OOM
    assert cls(b"gpu-node-07:48211:48390 [3] p2p_plugin.c:424 NCCL WARN NET/IB : mlx5_0:1 Got non-fatal async event: "
               b"client reregistration(17)\n", engine) is None
    assert cls(b"node1:1:2 [0] NCCL WARN NET/IB : mlx5_0:1 Got async event : port error\n", engine) == "ib_unusable"
    # perftest: the out-of-band TCP connection (a fallback: wrappers retry it), the port state, the QP transition
    assert cls(b" Couldn't connect to 10.12.0.21:18515\nUnable to init the socket connection\n", engine) == \
        "rendezvous_failure"
    assert cls(b"0: Couldn't listen to port 18515\n", engine) == "rendezvous_failure"
    cause = diagnose(b" Couldn't connect to 10.12.0.21:18515\nConnected.\n" + progress + TRACEBACK, engine)[0]
    assert cause is not None and cause.signature.id == "python-exception"
    assert cls(b"[1,0]<stderr>: Did not detect devices \n", engine) == "ib_unusable"
    assert cls(b"Failed to modify QP to RTS\n", engine) == "ib_unusable"
    assert cls(b" Port number 1 state is Down\n Couldn't set the link layer\n", engine) == "ib_unusable"
    assert cls(b"Failed to modify QP 4711 to RTR\n Unable to Connect the HCA's through the link\n", engine) == \
        "ib_unusable"
    # errno 12 from ibv_reg_mr is the memlock limit for host buffers, not for GPU ones (--use_cuda): no class
    assert cls(b"Couldn't allocate MR with error=12\nFailed to create MR\n", engine) != "memlock_limit"
    # MUNGE under Slurm: retried at debug level, an error after the retries
    assert cls(b"slurmstepd: debug:  Munge decode failed: Failed to connect to \"/run/munge/munge.socket.2\": "
               b"Resource temporarily unavailable (retrying ...)\n", engine) is None
    cause = diagnose(b"slurmstepd: error: Munge decode failed: Expired credential\n", engine)[0]
    assert cause is not None and cause.signature.id == "munge-auth"
    # orbax's post-save barrier: a process that never arrived, not a start-up rendezvous
    barrier = (b"TimeoutError: Timeout waiting at barrier 'array_metadata_store_write.ckpt_1000/'. Barrier used "
               b"process ids: [0, 1, 2, 3]. The original error raised was: %s\n")
    assert cls(barrier % b"DEADLINE_EXCEEDED: Barrier timed out.", engine) == "collective_timeout"
    assert cls(barrier % b"UNAVAILABLE: leader is gone", engine) != "collective_timeout"  # any JaxRuntimeError
    # MaxText waits for jax-init-info.txt printing the same words every second: only the give-up line decides
    wait = b"I1129 06:25:00.000456 140234567 max_utils.py:405] Unable to locate jax-init-info.txt after %d seconds,%s\n"
    cause = diagnose(wait % (1, b"") + wait % (2, b"") + progress + TRACEBACK, engine)[0]
    assert cause is not None and cause.signature.id == "python-exception"
    assert cls(wait % (900, b"returning empty process id and coordinator address."), engine) == "rendezvous_failure"
    # llama.cpp's ggml: a build without the GPU's architecture, a device buffer it could not get
    assert cls(b"ggml was not compiled with any CUDA arch <= 610\n", engine) == "driver_mismatch"
    assert cls(b"ggml_gallocr_reserve_n: failed to allocate CUDA1 buffer of size 4563402752\n", engine) == "cuda_oom"
    cause = diagnose(b"ggml_gallocr_reserve_n: failed to allocate CUDA1 buffer of size 4563402752\n"  # Ollama retries
                     b"model layout did not fit, applying backoff\n" + progress + TRACEBACK, engine)[0]
    assert cause is not None and cause.signature.id == "python-exception"
    assert cls(b"llama_model_load: error loading model: unable to allocate CUDA0 buffer\n", engine) == "cuda_oom"
    assert cls(b"Error: 500 Internal Server Error: model requires more system memory (41.3 GiB) than is available "
               b"(28.7 GiB)\n", engine) == "host_mem_alloc"
    # gdrcopy's driver checks: gdr_open tries its other backend, NVSHMEM goes on without it
    assert cls(b"ERR:  The minimum required gdrdrv driver version is 2.0 but the current gdrdrv version is 1.1\n"
               + oom, engine) == "cuda_oom"


@pytest.mark.parametrize("engine", ENGINES)
def test_the_sixteenth_source_pass(engine: str) -> None:
    """Signatures of the nineteenth session's third source pass (NVIDIA's resiliency extension, torchft, Monarch,
    InternEvo, Megatron-DeepSpeed, Tutel, SingularityCE, open-instruct, SkyRL, AXLearn; each cited in the catalog):
    hang detectors name a hang, node health checks the part that failed."""
    monitor = b"[2026-11-29 05:12:44,118] [WARNING] [RankMonitorServer3187@node017:12] [Cycle 0] %s\n"
    assert cls(monitor % b"Did not get subsequent heartbeat. Waited 1800.00 seconds.", engine) == "collective_timeout"
    assert cls(monitor % b"Section 'step' has been open for 601.37 seconds. Timeout is 600.00 seconds.", engine) == \
        "collective_timeout"
    health = b"2026-11-29 05:40:44,271 [ERROR] [gpu-a-031] [workload:None(None) infra:5(0)] %s\n"
    assert cls(health % b"health_check.py:823 NIC device mlx5_3: Port state changed from ACTIVE to DOWN. Health "
                        b"check FAILED.", engine) == "ib_unusable"
    assert cls(health % b"health_check.py:395 GPU 3: Requires a reset to recover. Terminate GPU processes and reset "
                        b"the GPU.", engine) == "gpu_hardware"
    assert cls(b'RuntimeError: status: Internal, message: "lighthouse quorum failed after 3 retries.", details: []\n',
               engine) == "rendezvous_failure"
    assert cls(b"E1129 05:12:33.418204 hyperactor/src/channel/net.rs:744] failed to deliver message within timeout "
               b"30s; never connected, dest: tcp:10.0.3.17:26600\n", engine) == "rendezvous_failure"
    timeout = b"2024-03-20 10:14:02,517\tERROR timeout.py:104 in wrapper -- TimeoutError at host-31-rank-12: %s\n"
    assert cls(timeout % b"initialize_distributed_env", engine) == "rendezvous_failure"
    assert cls(timeout % b"nointerleaved_forward_backward_step", engine) == "collective_timeout"
    assert cls(b"RuntimeError: Weight sync timed out after 120.0s - vLLM engines may be stuck\n", engine) == \
        "collective_timeout"
    # the review's counterexamples: a port back up, a peer that went away, an NVL check its caller ignores, a NIC check
    # that takes the node out (the others' rendezvous then times out), a hang detector after a specific line
    assert cls(health % b"health_check.py:830 NIC device mlx5_3: Port state changed from DOWN to ACTIVE.",
               engine) is None
    assert cls(health % b"health_check.py:823 NIC device mlx5_3: Port state changed from ACTIVE to DOWN. Health "
                        b"check FAILED." + b"torch.distributed.elastic.rendezvous.api.RendezvousTimeoutError: "
                        b"Rendezvous timed out\n", engine) == "ib_unusable"
    assert cls(b"E1129 05:12:33.418204 hyperactor/src/channel/net.rs:744] failed to deliver message within timeout "
               b"30s; last connected 12.0s ago, dest: tcp:10.0.3.17:26600\n", engine) is None
    cause = diagnose(TRACEBACK + b"E1129 05:12:33.418204 hyperactor/src/channel/net.rs:744] failed to deliver message "
                     b"within timeout 30s; never connected, dest: tcp:10.0.3.17:26600\n", engine)[0]
    assert cause is not None and cause.signature.id == "python-exception"
    assert cls(health % b"health_check.py:950 GPU 6: NVL link 11 is in DISABLED state", engine) is None
    assert cls(b"node1:1:2 [0] NCCL WARN NET/IB : mlx5_0:1 Got async event : port error\n"
               + timeout % b"nointerleaved_forward_backward_step", engine) == "ib_unusable"
    assert cls(b"FATAL:   container creation failed: mount /scratch/d->/data error: while mounting /scratch/d: mount "
               b"source /scratch/d doesn't exist\n", engine) == "remote_missing_file"
    assert cls(b"E1129 05:22:13.481920 139872 trainer.py:521] Exit due to no progress during training.\n", engine) == \
        "collective_timeout"


@pytest.mark.parametrize("engine", ENGINES)
def test_the_seventeenth_source_pass(engine: str) -> None:
    """Signatures of the nineteenth session's fourth source pass (CUDA's P2P samples, TransferBench and
    rocm_bandwidth_test, UCC, libzmq/pyzmq, earlyoom, oomd, nohang; each cited in the catalog): wrong data after peer
    copies is P2P that is broken, while a report that a pair cannot access each other is a capability NCCL routes
    around, no cause; user-space OOM killers name host memory."""
    assert cls(b"Verification error @ element 1: val = 0.000000, ref = 4.000000\nTest failed!\n", engine) == \
        "p2p_unsupported"
    assert cls(b"Device=0 CANNOT Access Peer Device=1\nDevice=1 CANNOT Access Peer Device=0\n", engine) is None
    assert cls(b"[ERROR] Unable to enable peer access from GPU devices 3 to 0\n", engine) == "p2p_unsupported"
    assert cls(b"[1764398412.503112] [gpu-node-3:41233:0]    ucc_schedule.h:251  UCC  WARN  timeout 60 sec. has "
               b"expired on Allreduce sum\n", engine) == "collective_timeout"
    assert cls(b"[1764398412.503112] [gpu-node-3:41233:0]         mc_cuda.c:144  cuda mc ERROR failed to allocate "
               b"268435456 bytes, cuda error 2(out of memory)\n", engine) == "cuda_oom"
    assert cls(b"FATAL ERROR: OUT OF MEMORY (src/yqueue.hpp:92)\n", engine) == "host_mem_alloc"
    assert cls(b"zmq.error.ZMQError: No such device (addr='tcp://ib0:5557')\n", engine) == "socket_iface"
    assert cls(b'Nov 29 03:14:07 gpu-node07 earlyoom[812]: sending SIGTERM to process 48213 uid 1000 "python3": '
               b"oom_score 912, oom_score_adj 0, VmRSS 118734 MiB\n", engine) == "host_mem_alloc"
    oomd = (b"[ 4242.1] oomd kill: 72.13 60.87 25.41 /system.slice/train-job.service 121634816000 ruleset:[host] "
            b"detectorgroup:[memory pressure] killer:%s v2\n")
    assert cls(oomd % b"kill_by_memory_size_or_growth", engine) == "host_mem_alloc"
    # the review's counterexamples: a dry run, an I/O killer, another program's victim, a host-side fill gone wrong
    assert cls(oomd % b"(dry)kill_by_memory_size_or_growth", engine) is None
    assert cls(oomd % b"kill_by_io_cost", engine) is None
    assert cls(b"Nov 29 03:14:07 gpu-node07 oomd[1123]: [BaseKillPlugin.cpp:478] Killed 0: 48213(rsync)[E1]\n",
               engine) is None
    assert cls(b"scheduler: preempting job 4412: Sending SIGTERM to the victim\n", engine) is None
    assert cls(b"Nov 29 03:14:07 gpu-node07 nohang[733]:   Sending SIGKILL to the victim\n", engine) == "host_mem_alloc"
    assert cls(b"[ERROR] Possible cause is misconfigured IOMMU (AMD Instinct cards require amd_iommu=on and "
               b"iommu=pt)\n", engine) != "p2p_unsupported"
    assert cls(b"[17643.5] [n:1:0] mc_cuda.c:135  cuda mc ERROR failed to allocate 64 bytes\n", engine) == \
        "host_mem_alloc"


@pytest.mark.parametrize("engine", ["hyperscan", "re"])
def test_the_eighteenth_source_pass(engine: str) -> None:
    """Signatures of the twentieth session (the 46th set's dev half and the eighteenth source pass: Triton's server,
    core and Python backend, exllamav2, MLC-LLM, LightLLM, oneCCL's KVS, Sarus, AutoAWQ/GPTQModel, k2, xFormers,
    torch_npu, squashfs-tools; each cited in the catalog or safelaunch/context.py)."""
    xformers = (b"WARNING[XFORMERS]: xFormers can't load C++/CUDA extensions. xFormers was built for:\n"
                b"    PyTorch 2.3.0+cu121 with CUDA 1201 (you have 2.1.0+cu121)\n")
    no_operator = (b"Traceback (most recent call last):\n  File \"train.py\", line 9, in <module>\n"
                   b"NotImplementedError: No operator found for `memory_efficient_attention_forward` with inputs:\n"
                   b"     query       : shape=(1, 1024, 8, 128) (torch.float16)\n")
    cause = diagnose(xformers + no_operator, engine)[0]
    assert cause is not None and cause.signature.id == "ctx-xformers-built-for-other-torch"
    assert cls(no_operator + xformers, engine) == "driver_mismatch"  # xformers.info printed after the failure
    assert cls(no_operator, engine) == "other"  # no operator for these inputs: not a build problem by itself
    assert cls(xformers + PROGRESS, engine) is None  # the warning alone, in a run that goes on
    assert cls(xformers, engine) is None
    assert cls(b"RuntimeError: NPU out of memory. Tried to allocate 386.00 MiB (NPU 2; 60.97 GiB total capacity; "
               b"59.57 GiB already allocated)\n", engine) == "cuda_oom"
    assert cls(b"slurmstepd: error: pyxis:     Write failed because No space left on device\n"
               b"slurmstepd: error: pyxis:     FATAL ERROR:Failed to write to output filesystem\n", engine) == "other"
    assert cls(b'    "Cannot re-initialize CUDA in forked subprocess. To use CUDA w\n', engine) == "other"
    assert cls(b"[W] /var/www/k2/csrc/pytorch_context.cu:81:void k2::InitHasCuda() k2 was not compiled with CUDA. "
               b"Return a CPU context.\n", engine) is None
    assert cls(b"ImportError: k2 was built using PyTorch 2.1.0\nBut you are using PyTorch 2.4.1 to run it\n",
               engine) == "driver_mismatch"
    assert cls(b"E1129 09:12:42.007164 1 main.cc:270] \"failed to start GRPC service: Unavailable - Socket "
               b"'0.0.0.0:8001' already in use \"\n", engine) == "rendezvous_failure"
    assert cls(b"ERROR 11-29 09:12:44 [net_utils.py:79] port 28765 has been used\n", engine) == "rendezvous_failure"
    assert cls(b"E1129 09:12:44.518203 1 model_lifecycle.cc:654] \"failed to load 'preprocessing' version 1: "
               b"Internal: Unable to initialize shared memory key 'triton_python_backend_shm_region_8f2c' to requested "
               b"size (1048576 bytes). If you are running Triton inside docker, use '--shm-size' flag to control the "
               b"shared memory region size. Error: No space left on device\"\n", engine) == "shm_exhausted"
    # the review's counterexamples: the same message around a permission error; Triton's CNMeM pool, which it
    # serves without (start-up) or falls back from to pinned memory (a request); LightLLM's start-up check after
    # any RuntimeError; Triton's Sagemaker endpoint in its own spelling
    assert cls(b"E1129 09:12:44.518203 1 model_lifecycle.cc:654] \"failed to load 'pre' version 1: Internal: Unable "
               b"to initialize shared memory key 'triton_python_backend_shm_region_8f2c' to requested size (1048576 "
               b"bytes). If you are running Triton inside docker, use '--shm-size' flag. Error: Permission denied\"\n",
               engine) != "shm_exhausted"
    assert cls(b"E1129 09:12:39.884512 1 server.cc:241] \"Failed to finalize CUDA memory manager: "
               b"CNMEM_STATUS_OUT_OF_MEMORY\"\n", engine) is None
    assert cls(b"W0612 10:21:33.123456 1 memory.cc:212] Failed to allocate CUDA memory with byte size 78643200 on GPU "
               b"0: CNMEM_STATUS_OUT_OF_MEMORY, falling back to pinned system memory\n" + TRACEBACK, engine) \
        != "cuda_oom"
    assert cls(b"RuntimeError: shape '[1, 32, 128]' is invalid for input of size 8192\n"
               b"ERROR 11-29 09:13:20 [basemodel.py:689] check max len infer fail, you can try:1.Set the --mem_fraction"
               b" or --max_total_token_num startup parameter to a smaller value.\n", engine) != "cuda_oom"
    assert cls(b"E0612 10:21:33.1 1 main.cc:295] failed to start Sagemaker service: Unavailable - Socket "
               b"'0.0.0.0:8080' already in use \n", engine) == "rendezvous_failure"
    assert cls(b"RuntimeError: Insufficient VRAM for model and cache\n", engine) == "cuda_oom"
    assert cls(b"ModuleNotFoundError: External AWQ kernels are not properly installed./usr/lib/awq_ext.so: undefined "
               b"symbol: _ZN3c104cuda20CUDACachingAllocator9allocatorE\n", engine) == "driver_mismatch"
    assert cls(b"#0   check at AbiChecker.cpp:26 Failed to activate MPI support. Host's MPI library libmpi.so.12.1.8 "
               b"is not ABI compatible with container's MPI library libmpi.so.40.30.2.\n", engine) == "driver_mismatch"
    ccl = b"2025:03:02-11:04:15:(48213) |CCL_ERROR| "
    assert cls(ccl + b"internal_kvs.cpp:607 kvs_init: connection time (120) >= limit (120)\n", engine) == \
        "rendezvous_failure"
    assert cls(ccl + b"internal_kvs.cpp:325 fill_local_host_ip: can't find interface ib0 to get host IP\n", engine) \
        == "socket_iface"
    assert cls(b"  what():  oneCCL: allgatherv.cpp:159 ccl_coll_build_ring_allgatherv: EXCEPTION: CCL cannot allocate "
               b"bytes: 128, out of memory, offsets\n", engine) == "host_mem_alloc"


@pytest.mark.parametrize("engine", ["hyperscan", "re"])
def test_a_jupyter_kernel_on_its_own_ports_is_no_rendezvous_failure(engine: str) -> None:
    """ZeroMQ's `Address already in use` raised through ipykernel's socket binding is a second kernel started on the
    notebook's connection file (a launcher re-running the notebook's argv in each worker), not the master port; the
    same words without those frames stay a port in use (safelaunch/context.py jupyter_kernel_ports_in_use)."""
    frames = (b'  File "/usr/local/lib/python3.8/dist-packages/ipykernel/kernelapp.py", line 251, in _bind_socket\n'
              b"    return self._try_bind_socket(s, port)\n"
              b'  File "/usr/local/lib/python3.8/dist-packages/ipykernel/kernelapp.py", line 227, in _try_bind_socket\n'
              b'    s.bind("tcp://%s:%i" % (self.ip, port))\n'
              b'  File "/usr/local/lib/python3.8/dist-packages/zmq/sugar/socket.py", line 300, in bind\n'
              b"    super().bind(addr)\n"
              b'  File "zmq/backend/cython/checkrc.pxd", line 28, in zmq.backend.cython.checkrc._check_rc\n')
    error = b"zmq.error.ZMQError: Address already in use\n"
    cause = diagnose(b"Traceback (most recent call last):\n" + frames + error, engine)[0]
    assert cause is not None and cause.signature.id == "ctx-jupyter-kernel-ports-in-use"
    assert cause.signature.cls == "other"
    pyzmq = b'  File "zmq/backend/cython/checkrc.pxd", line 28, in zmq.backend.cython.checkrc._check_rc\n'
    assert cls(b"Traceback (most recent call last):\n" + pyzmq + error, engine) == \
        "rendezvous_failure"  # pyzmq's frame only: any program's bind
    assert cls(b"Traceback (most recent call last):\n" + frames + b"    pass\n" * 12 + error, engine) == \
        "rendezvous_failure"  # the kernel's frames far above another error
    other_bind = b"[rank0]: OSError: [Errno 98] Address already in use\n"
    assert cls(b"Traceback (most recent call last):\n" + frames + other_bind, engine) == \
        "rendezvous_failure"  # not ZeroMQ's: another program's bind under the kernel's frames


@pytest.mark.parametrize("engine", ["hyperscan", "re"])
def test_the_nineteenth_source_pass(engine: str) -> None:
    """Signatures of the twentieth session's second round (the 47th set's dev half and the nineteenth source pass:
    Open MPI/PRRTE refusing root, llm.c's host allocation check, libibverbs' kernel ABI; each cited in the catalog)."""
    root = (b"--------------------------------------------------------------------------\n"
            b"mpirun has detected an attempt to run as root.\n\n"
            b"Running as root is *strongly* discouraged as any mistake (e.g., in\n")
    assert cls(root, engine) == "other"
    # run again with --allow-run-as-root: the later attempt's failure decides
    assert cls(root + b"Permission denied (publickey,password).\n", engine) == "ssh_failure"
    assert cls(b"Error: Memory allocation failed at llmc/dataloader.h:105\nError details:\n", engine) == \
        "host_mem_alloc"
    assert cls(b"libibverbs: Fatal: kernel ABI version 5 doesn't match library version 6.\n", engine) == \
        "driver_mismatch"
    # the review's counterexamples: NCCL goes on over sockets after the ABI mismatch, and a later failure decides;
    # Debian's binary name; a ZeroMQ-less address in use under a kernel's frames stays a port in use
    abi = b"libibverbs: Fatal: kernel ABI version 5 doesn't match library version 6.\n"
    assert cls(abi + b"node1:1:1 [0] NCCL INFO NET/IB : No device found.\n" + PROGRESS[:400] + CUDA_OOM, engine) == \
        "cuda_oom"
    assert cls(root.replace(b"mpirun has", b"mpirun.openmpi has"), engine) == "other"


@pytest.mark.parametrize("engine", ["hyperscan", "re"])
def test_the_twentieth_source_pass(engine: str) -> None:
    """Signatures of the twentieth source pass (programs over the snapshot limit read in their PyPI releases:
    PaddlePaddle, SkyPilot, Ray; each cited in the catalog), and its review's counterexamples."""
    assert cls(b"AssertionError: Can't find your local ip {127.0.1.1} in node_ips: {['10.0.1.5', '10.0.1.6']}\n",
               engine) == "socket_iface"
    gloo = b"(Worker pid=1002) TimeoutError: Timed out waiting for GLOO rendezvous metadata for group 'default'.\n"
    assert cls(b"RuntimeError: Unable to get the NCCLUniqueID from the store within 180 seconds.\n", engine) == \
        "rendezvous_failure"
    assert cls(gloo, engine) == "rendezvous_failure"
    assert cls(gloo + CUDA_OOM, engine) == "cuda_oom"  # the survivor's wait gives way to rank 0's own failure
    ssh = (b"RuntimeError: Failed to SSH to 34.125.61.18 after timeout 600s, with Timeout: SSH connection to "
           b"34.125.61.18 is not ready.\n")
    assert cls(ssh, engine) == "ssh_failure"
    assert cls(ssh + b"Retrying to launch the cluster in 60 seconds.\n" + CUDA_OOM, engine) == "cuda_oom"
    # AutoBatch gives up on any error of its probes, not only out of memory
    assert cls(b"Input type (torch.cuda.HalfTensor) and weight type (torch.cuda.FloatTensor) should be the same\n"
               b"RuntimeError: AutoBatch: no usable batch size found while profiling batch=[1, 2, 4, 8]. See the "
               b"errors above, free GPU memory, reduce imgsz, or set batch explicitly.\n", engine) != "cuda_oom"
    assert cls(b"ValueError: Initialize etcd client failed failed after 20 times.\n", engine) != "rendezvous_failure"


@pytest.mark.parametrize("engine", ["hyperscan", "re"])
def test_terminal_colours_do_not_hide_the_cause(engine: str) -> None:
    """ANSI colour and style sequences (a program that colours its output, or a terminal log kept with them) are left
    out before classifying: a coloured exception line, a coloured rank prefix and a coloured catalog message are read
    as their plain text, with the line numbers of the log and the evidence without the escapes."""
    red, bold, reset, cyan = b"\x1b[31m", b"\x1b[1m", b"\x1b[0m", b"\x1b[36m"
    log = (b"step 1 loss 2.3\n" + b"Traceback (most recent call last):\n" + b'  File "t.py", line 3, in <module>\n'
           + red + bold + b"ValueError: bad value for --lr" + reset + b"\n")
    cause = diagnose(log, engine)[0]
    assert cause is not None and cause.signature.cls == "other" and cause.line == 4
    assert cause.text == "ValueError: bad value for --lr"
    prefixed = b"".join(cyan + b"[rank0]" + reset + b": " + line + b"\n" for line in (
        b"Traceback (most recent call last):", b'  File "t.py", line 3, in <module>', b"KeyError: 'labels'"))
    assert cls(prefixed, engine) == "other"
    oom = red + b"torch.OutOfMemoryError: CUDA " + bold + b"out of memory" + reset + b". Tried to allocate 2.00 GiB\n"
    assert cls(oom, engine) == "cuda_oom"
    # the other escape families real terminals get: rich's OSC 8 hyperlinks, a window title, tput sgr0's ESC ( B,
    # save and restore cursor (the review's counterexamples: each left the exception line unread)
    header = b'Traceback (most recent call last):\n  File "t.py", line 3, in <module>\n'
    for line in (b"\x1b]8;;file:///t.py\x1b\\ValueError\x1b]8;;\x1b\\: bad value",
                 b"\x1b]0;train\x07ValueError: bad value", b"\x1b(B\x1b[mValueError: bad value\x1b(B",
                 b"\x1b7ValueError: bad value\x1b8"):
        cause = diagnose(header + line + b"\n", engine)[0]
        assert cause is not None and cause.text == "ValueError: bad value", line
    # a progress bar redrawn with cursor sequences is still progress, not a failure
    bar = b"".join(b"\x1b[2K\r" + b"epoch 1: %d%%|##| %d/100 [00:0%d<00:01]" % (i, i, i % 10)
                   for i in range(10, 100, 10))
    assert cls(bar + b"\nTraining finished\n", engine) is None


@pytest.mark.parametrize("engine", ["hyperscan", "re"])
@pytest.mark.parametrize("prefix", [b"2025-01-01T10:00:00.123456789Z ", b"2025-01-01T10:00:00.1234567Z ",
                                    b"2025-01-01T10:00:00+02:00 ", b"trainer-1  | ", b"trainer_1  | ",
                                    b"trainer-1  | 2025-01-01T10:00:00.123Z ", b"[2025-01-01 10:00:00] ",
                                    b"Nov 29 03:14:07 node1 python[1234]: ",
                                    b"[pod/train-0/trainer] 2025-01-01T10:00:00.123456789Z [rank1]: ",
                                    b"[1,mpirank:0,algo-1]<stderr>:", b"[default0]:[rank0]: ", b"[1]<stderr>:",
                                    b"[0] "])
def test_a_traceback_under_a_log_stores_prefix_is_one_event(prefix: bytes, engine: str) -> None:
    """Timestamps a log store puts on every line (kubectl logs --timestamps, docker logs -t, GitHub Actions),
    docker compose's service prefix and journald's are stripped before a traceback is grouped, so its exception
    line is found as without them (before 2026-11-29 such a traceback gave no root cause)."""
    lines = (b"Traceback (most recent call last):", b'  File "t.py", line 3, in <module>', b"    main()",
             b"ValueError: bad value for --lr")
    cause = diagnose(b"".join(prefix + line + b"\n" for line in lines), engine)[0]
    assert cause is not None and cause.signature.cls == "other" and cause.line == 4
    assert cause.text.endswith("ValueError: bad value for --lr")


# Exception groups as CPython prints them (3.11+ Lib/traceback.py): each test runs the program (run_python) and reads
# what it printed.
GROUP_PROGRAMS = {
    # asyncio.TaskGroup re-raises a task's failure inside an ExceptionGroup, with the task's traceback
    "task group": ("import asyncio\n"
                   "async def load(i):\n"
                   "    if i == 1:\n"
                   "        raise ValueError('batch size 48 is not divisible by 5 micro-batches')\n"
                   "async def main():\n"
                   "    async with asyncio.TaskGroup() as tg:\n"
                   "        for i in range(3):\n"
                   "            tg.create_task(load(i))\n"
                   "asyncio.run(main())\n", "ValueError: batch size 48 is not divisible by 5 micro-batches"),
    # exceptions never raised have no traceback: the group prints their exception lines alone
    "members without traceback": ("raise ExceptionGroup('checks', [ValueError('bad value for --lr'), "
                                  "TypeError('unexpected keyword')])\n", "ValueError: bad value for --lr"),
    # a group inside a group whose member is a chain: the chain's first exception, as for any chain
    "nested and chained": ("def f():\n"
                           "    try:\n"
                           "        {}['rank']\n"
                           "    except KeyError as e:\n"
                           "        raise RuntimeError('no rank in the environment') from e\n"
                           "try:\n"
                           "    f()\n"
                           "except RuntimeError as e:\n"
                           "    inner = ExceptionGroup('workers', [e])\n"
                           "raise ExceptionGroup('launch', [inner])\n", "KeyError: 'rank'"),
}


# ExceptionGroup, TaskGroup and add_note exist from Python 3.11 (pyproject.toml also admits 3.10, which has no groups)
NEEDS_GROUPS = pytest.mark.skipif(sys.version_info < (3, 11), reason="exception groups are Python 3.11+")


def run_python(code: str, directory: Path) -> subprocess.CompletedProcess[bytes]:
    """Run ``code`` from a file in ``directory`` with the interpreter the tests run under (so its tracebacks show
    code lines, as a training script's do)."""
    script = directory / "prog.py"
    script.write_text(code)
    return subprocess.run([sys.executable, str(script)], capture_output=True, timeout=60, cwd=directory)


@NEEDS_GROUPS
@pytest.mark.parametrize("prefix", [b"", b"[rank0]: "])
@pytest.mark.parametrize("program", sorted(GROUP_PROGRAMS))
def test_an_exception_group_is_named_by_its_first_member(program: str, prefix: bytes, tmp_path: Path) -> None:
    """An exception group's margin ("  | ", "  + " before its header) is stripped and the line before each member
    ("+-+---- 1 ----") links the members to the group as a chain is linked: the group (a wrapper, as torchrun's
    report is) gives way to its first member's exception. Before 2026-11-29 the margin made every line read as a
    frame and such a run got no root cause."""
    code, expected = GROUP_PROGRAMS[program]
    run = run_python(code, tmp_path)
    assert run.returncode == 1 and b"Exception Group Traceback" in run.stderr
    log = b"epoch 0 step 10 loss 2.31\n" + b"".join(prefix + ln + b"\n" for ln in run.stderr.splitlines())
    cause = diagnose(log, "re")[0]
    assert cause is not None and cause.signature.cls == "other"
    assert cause.text.endswith(expected)
    assert log.splitlines()[cause.line - 1].endswith(expected.encode())


@NEEDS_GROUPS
def test_an_exception_group_printed_as_a_warning_is_no_cause(tmp_path: Path) -> None:
    """A group that was caught and printed before training went on is not the run's failure, as for any traceback."""
    code = ("import traceback\n"
            "try:\n"
            "    raise ExceptionGroup('prefetch', [OSError('shard 3 unreadable')])\n"
            "except ExceptionGroup:\n"
            "    traceback.print_exc()\n"
            "for step in range(3):\n"
            "    print(f'epoch 0 step {step} loss 2.{step}', flush=True)\n")
    run = run_python(code, tmp_path)
    assert run.returncode == 0 and b"Exception Group Traceback" in run.stderr
    assert diagnose(run.stderr + run.stdout, "re")[0] is None


# The review's counterexamples (each a real program; its output read as the interpreter printed it): a "|" that
# begins a code line of an ordinary traceback is no group margin; a group's members after a note, a nested group
# or "and N more exceptions"; a caught group printed as a retry; a group whose blank lines lost their spaces.
REVIEWED_PROGRAMS = {
    "continued expression": ("import subprocess\n"
                             "def fetch():\n"
                             "    raise subprocess.TimeoutExpired(['rsync', 'a', 'b'], 30)\n"
                             "ok = (False\n"
                             "      | fetch())\n", None, "subprocess.TimeoutExpired: Command"),
    "caught OOM logged, then a fatal error": (
        "import logging\n"
        "class OutOfMemoryError(RuntimeError): pass\n"
        "OutOfMemoryError.__module__ = 'torch'\n"
        "def attention():\n"
        "    raise OutOfMemoryError('CUDA out of memory. Tried to allocate 2.00 GiB.')\n"
        "try:\n"
        "    mask = (False\n"
        "            | attention())\n"
        "except OutOfMemoryError:\n"
        "    logging.warning('Caught OOM in step 100, retrying with a smaller batch:', exc_info=True)\n"
        "raise ValueError('checkpoint shard 3 is missing')\n", None, "ValueError: checkpoint shard 3 is missing"),
    "more members than shown": ("import logging\n"
                                "try:\n"
                                "    raise ExceptionGroup('many', [ValueError(f'v{i}') for i in range(17)])\n"
                                "except ExceptionGroup:\n"
                                "    logging.exception('Ignoring failed prefetch workers')\n"
                                "raise KeyError('missing_key')\n", None, "KeyError: 'missing_key'"),
    "member with a note": ("import asyncio\n"
                           "class ShardError(RuntimeError): pass\n"
                           "async def a():\n"
                           "    e = ShardError('shard 3 checksum mismatch')\n"
                           "    e.add_note('while loading rank 3')\n"
                           "    raise e\n"
                           "async def b():\n"
                           "    raise ConnectionResetError('peer 10.0.0.3 closed the connection')\n"
                           "async def main():\n"
                           "    async with asyncio.TaskGroup() as tg:\n"
                           "        tg.create_task(a()); tg.create_task(b())\n"
                           "asyncio.run(main())\n", None, "ShardError: shard 3 checksum mismatch"),
    "nested group first": ("def inner():\n"
                           "    raise ExceptionGroup('inner', [OSError(5, 'Input/output error'), ValueError('x')])\n"
                           "try:\n"
                           "    inner()\n"
                           "except ExceptionGroup as eg:\n"
                           "    raise ExceptionGroup('outer', [eg, TypeError('t')])\n", None,
                           "OSError: [Errno 5] Input/output error"),
    "caught group retried": ("import sys, traceback\n"
                             "class OutOfMemoryError(RuntimeError): pass\n"
                             "OutOfMemoryError.__module__ = 'torch'\n"
                             "try:\n"
                             "    try:\n"
                             "        raise OutOfMemoryError('CUDA out of memory. Tried to allocate 2.00 GiB.')\n"
                             "    except Exception as e:\n"
                             "        raise ExceptionGroup('prefetch', [e])\n"
                             "except Exception:\n"
                             "    print('Caught exception in prefetch, retrying:', file=sys.stderr)\n"
                             "    traceback.print_exc()\n"
                             "raise ValueError('checkpoint shard 3 is missing')\n", None,
                             "ValueError: checkpoint shard 3 is missing"),
    "trimmed blank lines": ("import asyncio\n"
                            "async def a():\n"
                            "    try:\n"
                            "        {}['ckpt_path']\n"
                            "    except KeyError as e:\n"
                            "        raise RuntimeError('config incomplete') from e\n"
                            "async def main():\n"
                            "    async with asyncio.TaskGroup() as tg:\n"
                            "        tg.create_task(a())\n"
                            "asyncio.run(main())\n", "trim", "KeyError: 'ckpt_path'"),
}


@NEEDS_GROUPS
@pytest.mark.parametrize("program", sorted(REVIEWED_PROGRAMS))
def test_an_exception_group_review_counterexample(program: str, tmp_path: Path) -> None:
    """Each program is run from a file (so its tracebacks show code lines) and its output classified: the
    exception named is the one the run ended on (for a group, its first member; a caught group printed as a
    retry is no cause)."""
    code, edit, expected = REVIEWED_PROGRAMS[program]
    run = run_python(code, tmp_path)
    assert run.returncode == 1
    log = run.stderr
    if edit == "trim":
        log = b"\n".join(ln.rstrip() for ln in log.split(b"\n"))
        assert b"    |\n" in log  # a blank line inside the group, its trailing space gone
    cause = diagnose(log, "re")[0]
    assert cause is not None and cause.signature.cls == "other", (cause, log.decode())
    assert expected in cause.text, (cause.text, log.decode())


def test_the_last_lines_shown_without_a_root_cause_carry_no_escapes() -> None:
    """explain's last error lines and the progress the log ends with are read and shown as the classifier reads
    them, without terminal colours (the review of the colour change: they kept the raw escapes)."""
    from safelaunch.api import explain

    result = explain(b"Connection refused, retrying\n\x1b[32mepoch 1 loss 0.3\x1b[0m\n\x1b[32mepoch 2 loss 0.3\x1b[0m\n"
                     b"\x1b[1mEpoch\x1b[0m 3/10 loss 0.2\n")
    assert result.root_cause is None
    assert result.last_error_lines.progress == "epoch 1 loss 0.3"
    assert "Epoch 3/10 loss 0.2" in result.last_error_lines and not any("\x1b" in ln for ln in result.last_error_lines)


@pytest.mark.parametrize("engine", ["hyperscan", "re"])
def test_a_failed_pytest_test_is_named_by_its_exception(engine: str) -> None:
    """pytest prints a failed test's exception behind "E       " (_pytest/_code/code.py, the error lines of its
    long tracebacks): that prefix is stripped before the exception is read, so a run whose test failed on a
    generic exception names it; a passing session gets no cause."""
    failed = (b"    def main():\n>       raise ValueError(\"bad value for --lr\")\n"
              b"E       ValueError: bad value for --lr\n\nt.py:7: ValueError\n"
              b"=========================== short test summary info ============================\n"
              b"FAILED t.py::test_x - ValueError: bad value for --lr\n"
              b"============================== 1 failed in 0.05s ===============================\n")
    cause = diagnose(failed, engine)[0]
    assert cause is not None and cause.signature.cls == "other" and cause.line == 3
    passed = (b"============================= test session starts ==============================\ncollected 3 items\n\n"
              b"t.py ...                                                                 [100%]\n\n"
              b"============================== 3 passed in 0.05s ===============================\n")
    assert cls(passed, engine) is None



@pytest.mark.parametrize("engine", ["hyperscan", "re"])
def test_the_twenty_first_source_pass(engine: str) -> None:
    """Signatures of the twenty-first source pass (transformers 5.24.0, vLLM 0.19.1 and SGLang 0.5.23 in their PyPI
    releases; each cited in the catalog)."""
    assert cls(b"ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
               b"initializing the engine.\n", engine) == "cuda_oom"
    assert cls(b"ValueError: To serve at least one request with the models's max seq len (131072), (16.0 GiB KV cache "
               b"is needed, which is larger than the available KV cache memory (9.63 GiB).\n", engine) == "cuda_oom"
    assert cls(b"RuntimeError: Could not find open port after 10 attempts starting from port 29500\n", engine) == \
        "rendezvous_failure"
    assert cls(b"ValueError: nccl_port at 30005 is not available in 30 seconds. nccl_port is used by a process "
               b"already. process.name()='python3'\n", engine) == "rendezvous_failure"
    assert cls(b"RuntimeError: Neither 127.0.0.1 nor ::1 are bound to a local interface. Set the VLLM_LOOPBACK_IP "
               b"environment variable explicitly.\n", engine) == "socket_iface"
    assert cls(b"ImportError: huggingface-hub>=1.31.0,<3.0 is required for a normal functioning of this module, but "
               b"found huggingface-hub==0.34.4.\n", engine) == "driver_mismatch"
    assert cls(b"OSError: Could not bind port 29500 on any configured address family\n", engine) == "rendezvous_failure"
    # the review's counterexamples: SGLang's port 0 (no port was asked for), transformers' evaluation wrapper after a
    # cuDNN error it also wraps; and the retried port search before a run that goes on is no cause
    assert cls(b"OSError: Could not bind port 0 on any configured address family\n", engine) != "rendezvous_failure"
    assert cls(b"RuntimeError: cuDNN error: CUDNN_STATUS_NOT_SUPPORTED.\nRuntimeError: Evaluation hit an out-of-memory "
               b"error. `auto_find_batch_size` only adjusts the training batch size\n", engine) != "cuda_oom"
    assert cls(b"INFO 11-29 10:48:12 [network_utils.py:205] Port 29500 is already in use, trying port 29501\n"
               + PROGRESS, engine) is None


# A rank's own last exception, for tests of lines a job survives before it
OWN_ERROR = (b"[rank0]: Traceback (most recent call last):\n[rank0]:   File \"t.py\", line 3, in <module>\n"
             b"[rank0]:     main()\n[rank0]: RuntimeError: stack expects a non-empty TensorList\n")


@pytest.mark.parametrize("engine", ["hyperscan", "re"])
def test_the_forty_eighth_set_and_the_twenty_second_source_pass(engine: str) -> None:
    """Signatures from the forty-eighth set's dev misses and the twenty-second source pass (UCX, MXNet, Slurm,
    HotSpot, HugeCTR, SageMaker's toolkit, PySpark; each cited in the catalog), and the lines that must not take
    them: a message's twin for another memory, a warning for one skipped port, GPU shared memory."""
    assert cls(b"[1695144496.484294] [node07:103648:0] ib_device.c:1455 UCX  ERROR ibv_create_ah(dlid=49152 sl=0 "
               b"port=1 dgid=::ffff:10.0.0.12 sgid_index=3) for UD verbs connect on mlx5_0 failed: Connection timed "
               b"out\n", engine) == "ib_unusable"
    assert cls(b"[10:02:11] src/kvstore/kvstore.cc:67: compile with USE_DIST_KVSTORE=1 to use dist_sync\n",
               engine) == "driver_mismatch"
    assert cls(b"srun: error: _establish_config_source: failed to fetch config\n"
               b"srun: fatal: Could not establish a configuration source\n", engine) == "other"
    assert cls(b"OpenJDK 64-Bit Server VM warning: INFO: os::commit_memory(0x00000006c0000000, 4294967296, 0) failed; "
               b"error='Cannot allocate memory' (errno=12)\n#\n# There is insufficient memory for the Java Runtime "
               b"Environment to continue.\n", engine) == "host_mem_alloc"
    # MXNet's pooled allocator prints one message for both memories: cudaGetErrorString on a GPU, strerror on a CPU
    where = (b"mxnet.base.MXNetError: [11:04:15] ../src/storage/./pooled_storage_manager.h:212: "
             b"Memory allocation failed ")
    assert cls(where + b"out of memory\n", engine) == "cuda_oom"
    assert cls(where + b"Cannot allocate memory\n", engine) == "host_mem_alloc"
    assert cls(b"mxnet.base.MXNetError: [11:04:15] ../src/storage/./pinned_memory_storage.h:54: Check failed: e == "
               b"cudaSuccess || e == cudaErrorCudartUnloading: CUDA: out of memory\n", engine) == "host_mem_alloc"
    assert cls(b"RuntimeError: Runtime error: Resource allocation failed inside the cuBLAS library.\n", engine) == \
        "cuda_oom"
    assert cls(b"[HCTR][08:15:33.902][ERROR][RK0][ib proxy 0]: Unable to alloc protection domain for devmlx5_0. "
               b"(init_ibv @ /hugectr/HugeCTR/src/collectives/ib_proxy.cpp:106)\n", engine) == "ib_unusable"
    assert cls(b"2025-03-02 11:04:15,112 sagemaker-training-toolkit ERROR    Connection between the hosts couldn't "
               b"established. Aborting the training.\n", engine) == "ssh_failure"
    assert cls(b"pyspark.errors.exceptions.base.PySparkRuntimeError: [PYTHON_VERSION_MISMATCH] Python in worker has "
               b"different version: 3.10 than that in driver: 3.11, PySpark cannot run with different minor "
               b"versions.\n", engine) == "driver_mismatch"
    assert cls(b"Exception: >- DeepSpeed Op Builder: Installed CUDA version 12.0 does not match the version torch was "
               b"compiled with 11.8, unable to\n", engine) == "driver_mismatch"
    # not these: the kernel's per-block shared memory is no /dev/shm; HugeCTR skips a port it cannot query and goes
    # on; DeepSpeed accepts a CUDA minor it finds compatible and builds
    assert cls(b"RuntimeError: Runtime error: Parquet Converter: Not enough shared memory available\n", engine) == \
        "other"
    assert cls(b"[HCTR][08:15:32.044][WARNING][RK1][main]: Unable to query port mlx5_2:1\n" + PROGRESS, engine) is None
    assert cls(b"Installed CUDA version 12.2 does not match the version torch was compiled with 12.1 but since the "
               b"APIs are compatible, accepting this combination\n" + PROGRESS, engine) is None
    # the review's: a HotSpot commit warning or UCX's address-handle error the job went on after, then its own
    # error; an epilog's Slurm probe after the job's traceback; MXNet's build gets MXNet's remedy
    assert cls(b"OpenJDK 64-Bit Server VM warning: INFO: os::commit_memory(0x00000006c0000000, 4294967296, 0) failed; "
               b"error='Cannot allocate memory' (errno=12)\n" + PROGRESS + OWN_ERROR, engine) == "other"
    assert cls(b"[1695144496.484294] [node07:103648:0] ib_device.c:1455 UCX  ERROR ibv_create_ah(dlid=49152 sl=0 "
               b"port=1) for UD verbs connect on mlx5_0 failed: Connection timed out\n" + PROGRESS + OWN_ERROR,
               engine) == "other"
    assert cls(PROGRESS + OWN_ERROR + b"sacct: fatal: Could not establish a configuration source\n",
               engine) == "other"
    cause = diagnose(b"[10:02:11] src/kvstore/kvstore.cc:67: compile with USE_DIST_KVSTORE=1 to use dist_sync\n",
                     engine)[0]
    assert cause is not None and "MXNet" in cause.signature.remedy_fix and "PyTorch" not in cause.signature.remedy_fix
    # the review of passes 22-23: MXNet from 1.7 moves the file to a File line; HugeCTR's IB context prints its
    # function; cublasGetStatusString's wording; a GPU without a cuBLAS feature is no build problem; FastMoE's
    # "Unsupported PyTorch version" is a missing process group; PySpark's port 0 is no port clash
    assert cls(b"mxnet.base.MXNetError: Traceback (most recent call last):\n  File \"../src/storage/./pooled_storage_"
               b"manager.h\", line 212\nMXNetError: Memory allocation failed out of memory\n", engine) == "cuda_oom"
    assert cls(b"[HCTR][08:15:34.120][ERROR][RK1][tid #1]: Modify QP failed. (init_ibv @ /hugectr/HugeCTR/src/"
               b"collectives/ib_proxy.cpp:228)error 110\n", engine) == "ib_unusable"
    assert cls(b"RuntimeError: CUBLAS failure 3: the resource allocation failed ; GPU=0 ; hostname=node1 ; "
               b"expr=cublasCreate(&cublas_handle_);\n", engine) == "cuda_oom"
    assert cls(b"RuntimeError: CUDA error: CUBLAS_STATUS_ARCH_MISMATCH when calling `cublasCreate(handle)`\n",
               engine) == "other"
    cause = diagnose(b"  File \"/opt/fmoe/utils.py\", line 31, in get_torch_default_comm\n"
                     b"RuntimeError: Unsupported PyTorch version\n", engine)[0]
    assert cause is not None and cause.signature.cls == "other" and "init_process_group" in cause.signature.remedy_fix
    cause = diagnose(b"RuntimeError: Failed to find free port for distributed training.\n", engine)[0]
    assert cause is not None and cause.signature.cls == "rendezvous_failure"
    assert "tritonserver" not in cause.signature.remedy_fix


@pytest.mark.parametrize("engine", ["hyperscan", "re"])
def test_the_twenty_third_and_twenty_fourth_source_passes(engine: str) -> None:
    """Signatures of the twenty-third (pynvml) and twenty-fourth (PyTorch 2.13's Python package, NeMo-RL, xtuner,
    Hugging Face) source passes, and their review's counterexamples: lines a job goes on after."""
    # twenty-third pass: pynvml's exceptions as Python prints them
    assert cls(b"pynvml.NVMLError_DriverNotLoaded: Driver Not Loaded\n", engine) == "driver_mismatch"
    assert cls(b"pynvml.NVMLError_CorruptedInforom: Corrupted infoROM\n", engine) == "gpu_hardware"
    # twenty-fourth pass: PyTorch 2.13's builds without a backend or kernels, NeMo-RL's and xtuner's port searches
    assert cls(b"RuntimeError: Distributed package doesn't have Gloo built in\n", engine) == "driver_mismatch"
    assert cls(b"RuntimeError: Your installed torch==2.13.0+cu126 does not include kernels for this GPU. Reinstall the "
               b"same version against a CUDA build that does\n", engine) == "driver_mismatch"
    assert cls(b"RuntimeError: Could not find a free port in range [1400, 1999) after 50 attempts.\n", engine) == \
        "rendezvous_failure"
    # the review of pass 24: NeMo-RL prints its resource shortfall and retries; xtuner logs its suspend check at INFO;
    # torch's unsupported-GPU warning is survived by a job that uses another GPU; each then ends on its own error
    for survived in (b"Not enough GPUs available. Requested 16 GPUs, but only 8 are available in the cluster.\n"
                     b"Retrying placement group creation... 1/6. Next retry in 1 seconds.\n",
                     b"[XTuner][2026-05-02 10:11:04][INFO] Suspended train NCCL process groups: ranks=8, suspended=0, "
                     b"errors=8, first_error=RuntimeError: NCCL backend does not expose native suspend/resume APIs\n",
                     b"/opt/venv/torch/cuda/__init__.py:475: UserWarning: Found GPU1 NVIDIA GeForce GTX 750 Ti "
                     b"which is of compute capability (CC) 5.0.\nYour installed torch==2.13.0+cu130 does not include "
                     b"kernels for this GPU. Reinstall the same version against a CUDA build that does, e.g.:\n"):
        cause = diagnose(survived + PROGRESS + OWN_ERROR, engine)[0]
        assert cause is not None and cause.text.endswith(b"non-empty TensorList".decode()), survived
    cause = diagnose(b"RuntimeError: Distributed package doesn't have MPI built in. MPI is only included if you build "
                     b"PyTorch from source on a host that has MPI installed.\n", engine)[0]
    assert cause is not None and cause.signature.cls == "driver_mismatch" and "USE_MPI" in cause.signature.remedy_fix
    assert cls(b"RuntimeError: Could not find a free port in range [1400, 1999) after all 599 available ports.\n",
               engine) == "rendezvous_failure"
    assert cls(b"mxnet.base.MXNetError: Traceback (most recent call last):\n  File \"../src/storage/./gpu_device_"
               b"storage.h\", line 54\nCUDA: Check failed: e == cudaSuccess || e == cudaErrorCudartUnloading: "
               b"out of memory\n", engine) == "cuda_oom"
    cause = diagnose(b"RuntimeError: amdsmi driver can't be loaded, requires >=ROCm6.0 installation\n", engine)[0]
    assert cause is not None and "ROCm" in cause.signature.remedy_fix and "nvidia-smi" not in cause.signature.remedy_fix


@pytest.mark.parametrize("engine", ["hyperscan", "re"])
def test_the_twenty_fifth_and_twenty_sixth_source_passes(engine: str) -> None:
    """Signatures of the twenty-fifth (ROCm libraries, Flux) and twenty-sixth (RunPod, NeMo Automodel) source passes,
    and their review's counterexamples: lines a job goes on after, older wordings."""
    # twenty-fifth pass: ROCm's math libraries and MIOpen, Flux
    assert cls(b"rocBLAS error: Cannot read /opt/rocm/lib/rocblas/library/TensileLibrary.dat: No such file or "
               b"directory for GPU arch : gfx1101\n", engine) == "driver_mismatch"
    cause = diagnose(b"MIOpen Error: /long_pathname_so_that_rpms_can_package_the_debug_info/data/driver/MLOpen/src/"
                     b"sqlite_db.cpp:266: Timeout while waiting for Database: /shared/home/u/.config/miopen/"
                     b"gfx90a.ukdb\n", engine)[0]
    assert cause is not None and cause.signature.cls == "other" and "MIOPEN_USER_DB_PATH" in cause.signature.remedy_fix
    assert cls(b"0.284s: flux-shell[2]: FATAL: task 8 (host tioga23): start failed: /p/vast1/alice/venv/bin/python: "
               b"No such file or directory\n", engine) == "remote_missing_file"
    cause = diagnose(b"1800.004s: job.exception fA8xPq2Ry7 type=exec severity=0 start barrier timeout waiting for 2/16 "
                     b"nodes (ranks 5,11)\n", engine)[0]
    assert cause is not None and cause.signature.id == "flux-job-ended"
    # the review of pass 25: lines the job goes on after (hipBLASLt falls back, MIOpen's find-db store and solver
    # search go on, Flux's non-fatal node exception and cd fallback), then the job's own error
    for survived in (b"rocblaslt warning: No paths matched /opt/rocm/lib/hipblaslt/library/*gfx1030*co. Make sure that "
                     b"HIPBLASLT_TENSILE_LIBPATH is set correctly.\n",
                     b'MIOpen(HIP): Error [FlushUnsafe] File is unwritable: "/home/u/.config/miopen/gfx90a.ufdb.txt"\n',
                     b"MIOpen(HIP): Error [BuildHip] HIPRTC status = HIPRTC_ERROR_COMPILATION (6), source file: "
                     b"naive_conv.cpp\n",
                     b"512.018s: job.exception fA8xPq2Ry7 type=node-failure severity=2 node failure on tioga31 (shell "
                     b"rank 30)\n",
                     b"0.097s: flux-shell[5]: ERROR: host gpu-node17: Could not change dir to /scratch/bob/llm-run: No "
                     b"such file or directory. Going to /tmp instead\n"):
        cause = diagnose(survived + PROGRESS + OWN_ERROR, engine)[0]
        assert cause is not None and cause.text.endswith("non-empty TensorList"), survived
    assert cls(b"2026-08-20T11:04:16.501222-07:00 overlay.err[0]: tioga31 (rank 30) failed\n", engine) == "other"
    assert cls(b"0.041s: job.exception fA8xPq2Ry7 type=exec severity=0 job shell exec error on broker tioga04 "
               b"(rank 3): No such file or directory\n", engine) == "remote_missing_file"
    assert cls(b"RuntimeError: CUDA error: HIPBLAS_STATUS_ALLOC_FAILED when calling `hipblasCreate(handle)`\n",
               engine) == "cuda_oom"
    cause = diagnose(b"HW Exception by GPU node-2 (Agent handle: 0x560f3b9e7d10) reason :GPU Hang\n", engine)[0]
    assert cause is not None and cause.signature.cls == "gpu_hardware" and "amdgpu" in cause.signature.remedy_fix
    assert cls(b"UserWarning: Found GPU0 Tesla K80 which is of compute capability (CC) 3.7.\nNo published PyTorch "
               b"CUDA builds for release 2.13.0 support this GPU.\n", engine) == "driver_mismatch"
    assert cls(b"flux-run: ERROR: Unsatisfiable request\n", engine) == "other"
    # twenty-sixth pass: RunPod's start-up fitness checks, NeMo Automodel's build check
    assert cls(b'{"requestId": null, "message": "Fitness check failed: _memory_check | RuntimeError: '
               b'Insufficient memory: 2.31GB available, 4.0GB required", "level": "ERROR"}\n', engine) == \
        "host_mem_alloc"
    assert cls(b"RuntimeError: torch.distributed not available\n", engine) == "driver_mismatch"
    # the review of pass 26: PyTorch recovers from a BLAS allocation failure in gemm_and_bias; Flux's non-fatal
    # unkillable-processes exception; its eventlog and JobException forms; MIOpen's fatal run-time build
    for survived in (b"/opt/venv/torch/nn/modules/linear.py:125: UserWarning: gemm_and_bias error: "
                     b"HIPBLAS_STATUS_ALLOC_FAILED when calling hipblasLtMatmul with transpose_mat1 0. Will attempt to "
                     b"recover by calling unfused hipblas path.\n",
                     b"512.018s: job.exception fA8x type=node-failure severity=2 shell exited with unkillable "
                     b"processes on tioga31 (shell rank 30)\n"):
        cause = diagnose(survived + PROGRESS + OWN_ERROR, engine)[0]
        assert cause is not None and cause.text.endswith("non-empty TensorList"), survived
    assert cls(b'1712072916.45 exception type="exec" severity=0 note="start barrier timeout waiting for 1/4 nodes '
               b'(rank 3)"\n', engine) == "other"
    assert cls(b'flux.job.event.JobException: job.exception: type=alloc: alloc denied due to type="unsatisfiable"\n',
               engine) == "other"
    assert cls(b"MIOpen Error: /long_pathname_so_that_rpms_can_package_the_debug_info/data/driver/MLOpen/src/hipoc/"
               b"hipoc_program.cpp:299: Code object build failed. Source: naive_conv.cpp\n", engine) == "other"
    # twenty-seventh pass: DeepSpeed 0.19.5's newer subsystems, CPython's shared memory, MindSpore 2.7.1
    assert cls(b"shared_create deepspeed_allreduce_buffer_1000_127.0.0.1_29500_2 failed\n", engine) == "shm_exhausted"
    assert cls(b"OSError: [Errno 28] No space left on device: '/psm_8c41f0a2'\n", engine) == "shm_exhausted"
    assert cls(b"ValueError: transformers>=4.51.3 is required, but you have transformers==4.46.3\n", engine) == \
        "driver_mismatch"
    assert cls(b"RuntimeError: DNS resolution has failed. Please verify that the correct hostname has been specified "
               b"in the '--master_address' parameter\n", engine) == "rendezvous_failure"
    # the review of pass 27: an ENOMEM of multiprocessing's shared array is the address space (it falls back to the
    # temp dir when /dev/shm is full); a failed shm_open O_CREAT has its own remedy (mount, inodes, leaked segments)
    assert cls(b"RuntimeError: Failed to allocate shared memory for 18 elements of 64.0MB: [Errno 12] Cannot allocate "
               b"memory\n", engine) == "host_mem_alloc"
    cause = diagnose(b"OSError: [Errno 28] No space left on device: '/psm_8c41f0a2'\n", engine)[0]
    assert cause is not None and cause.signature.id == "shm-create-failed" and "df -i" in cause.signature.remedy_fix
    # twenty-eighth pass: Slurm's rejected requests and step errors; pip, conda and torch's extension builder; a line
    # that says itself it should not be a problem is no cause, even in the words of a generic signature
    assert cls(b"sbatch: error: Batch job submission failed: Invalid account or account/partition combination "
               b"specified\n", engine) == "other"
    assert cls(b"srun: error: Unable to allocate resources: Requested node configuration is not available\n",
               engine) == "other"
    assert cls(b"slurmstepd: error: execve(): bad interpreter(/opt/conda/envs/train/bin/python): No such file or "
               b"directory\n", engine) == "remote_missing_file"
    assert cls(b"ERROR: Could not find a version that satisfies the requirement torch==2.3.0+cu121 (from versions: "
               b"2.4.0, 2.4.1)\nERROR: No matching distribution found for torch==2.3.0+cu121\n", engine) == "other"
    assert cls(b"ERROR: flash_attn-2.6.3+cu123torch2.4cxx11abiFALSE-cp310-cp310-linux_x86_64.whl is not a supported "
               b"wheel on this platform.\n", engine) == "driver_mismatch"
    assert cls(b"The detected CUDA version (12.1) has a minor version mismatch with the version that was used to "
               b"compile PyTorch (12.4). Most likely this shouldn't be a problem.\n" + PROGRESS, engine) is None
    assert cls(b"The detected CUDA version (12.1) has a minor version mismatch with the version that was used to "
               b"compile PyTorch (12.4). Most likely this shouldn't be a problem.\n", engine) is None
    # the review of pass 28: a setup script that retries pip and then runs a job that fails otherwise; a controller
    # or authentication failure is no wrong request; the compiler as CXX names it
    pip_retried = (b"ERROR: Could not find a version that satisfies the requirement flash-attn==2.5.8+cu121 (from "
                   b"versions: 2.5.8, 2.5.9)\nERROR: No matching distribution found for flash-attn==2.5.8+cu121\n"
                   b"+ pip install flash-attn==2.5.8\nSuccessfully installed flash-attn-2.5.8\n")
    assert cls(pip_retried + PROGRESS + b"[rank0]:[E1122 10:00:00.000000 1 ProcessGroupNCCL.cpp:632] [Rank 0] "
               b"Watchdog caught collective operation timeout: WorkNCCL(SeqNum=5, OpType=ALLREDUCE, NumelIn=1, "
               b"NumelOut=1, Timeout(ms)=600000) ran for 600001 milliseconds before timing out.\n", engine) == \
        "collective_timeout"
    cause = diagnose(b"sbatch: error: Batch job submission failed: Unable to contact slurm controller (connect "
                     b"failure)\n", engine)[0]
    assert cause is not None and cause.signature.id == "slurm-controller-unavailable"
    assert "munge" in cause.signature.remedy_fix
    assert cls(b"RuntimeError: The current installed version of /opt/conda/bin/x86_64-conda-linux-gnu-c++ (14.3.0) is "
               b"greater than the maximum required version by CUDA 12.4.\n", engine) == "driver_mismatch"
    # a rank number of thousands of digits in a prefix or the text is read without failing
    digits = b"1" * 5000
    assert cls(b"Traceback (most recent call last):\n  File \"t.py\", line 1, in <module>\n[" + digits +
               b"] ValueError: bad rank" + digits + b"\n", engine) == "other"
    # twenty-ninth pass: a warning that says it falls back, and a probe of /proc or /sys, are no missing file
    assert cls(b"[titan] 2026-08-22 10:14:03,512 - root - WARNING - Error running lspci: [Errno 2] No such file or "
               b"directory: 'lspci', fallback to use device_name\n" + PROGRESS, engine) is None
    assert cls(b"2026/03/02 11:04:16 ERROR mlflow.tracking.fluent: Failed to start system metrics monitoring: "
               b"[Errno 2] No such file or directory: '/proc/pressure/cpu'.\n" + PROGRESS, engine) is None
    assert cls(b"FileNotFoundError: [Errno 2] No such file or directory: '/data/shards/shard-00017.tar'\n", engine) == \
        "remote_missing_file"
    # its review: a falling-back line of another class may carry the cause; a denied fall back, or another rank's
    # warning merged onto the line, hides nothing; the probe's line does not hide a later failure
    assert cls(b"2026-11-29 10:00:00 - WARNING - Failed to initialize CUDA (CUDA driver version is insufficient for "
               b"CUDA runtime version); falling back to CPU\n[rank0]: torch.distributed.DistBackendError: "
               b"ProcessGroupNCCL is only supported with GPUs, no GPUs found!\n", engine) == "driver_mismatch"
    assert cls(b"2026-11-29 10:00:00 WARNING offload: CUDA out of memory. Tried to allocate 20.00 GiB; cannot fall "
               b"back to CPU offload, aborting\n", engine) == "cuda_oom"
    assert cls(b"[rank1]:WARNING:root:Triton is not available, fallback to old kernel.[rank0]: torch.OutOfMemoryError: "
               b"CUDA out of memory. Tried to allocate 2.00 GiB.\n", engine) == "cuda_oom"
    assert cls(b"[titan] 2026-08-22 10:14:03,512 - root - WARNING - Error running lspci: [Errno 2] No such file or "
               b"directory: 'lspci', fallback to use device_name\nstep 1 loss 2.3\ntorch.OutOfMemoryError: CUDA out of "
               b"memory. Tried to allocate 2.00 GiB.\n", engine) == "cuda_oom"
    cause = diagnose(b"sbatch: error: Batch job submission failed: Resource temporarily unavailable\n", engine)[0]
    assert cause is not None and cause.signature.id == "slurm-controller-unavailable"
    # ENOSPC on a checkpoint path is no /dev/shm
    assert cls(b"OSError: [Errno 28] No space left on device: '/ckpt/step_2000/model.safetensors'\n", engine) != \
        "shm_exhausted"
