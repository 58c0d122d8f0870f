"""Signatures derived from what the sources print (not from one log), the context rules of issue 9 §3-4
(wrappers and `yields_to`, tracebacks printed as warnings, lines the job went on after), the honest
"not enough evidence" summary, and real healthy runs that must get no root cause.

Every line below is built from a format string of the cited source, with made-up values."""

from __future__ import annotations

from pathlib import Path

import pytest

from safelaunch.diagnosis import Tail, evidence_hints, summary_text
from tests.helpers import ROOT
from tests.test_diagnosis_general import cls, diagnose

ENGINES = ["hyperscan", "re"]
HEALTHY = ROOT / "tests" / "data" / "healthy"


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize(("line", "want"), [
    # gpu_hardware: NVIDIA Xid docs, CUDA runtime cudaGetErrorString (719), NVRM, k8s-device-plugin, DCGM
    (b"RuntimeError: CUDA error: unspecified launch failure", "gpu_hardware"),
    (b"h:1:2 [3] NCCL WARN Cuda failure 'unspecified launch failure'", "gpu_hardware"),
    (b"jax.errors.JaxRuntimeError: INTERNAL: CUDA_ERROR_LAUNCH_FAILED: unspecified launch failure", "gpu_hardware"),
    (b"[  812.3] NVRM: RmInitAdapter failed! (0x26:0xffff:1339)", "gpu_hardware"),
    (b"XidCriticalError: Xid=79 on Device=GPU-5a2f, the device will go unhealthy.", "gpu_hardware"),
    (b"dcgm: XID error 48 on GPU 3", "gpu_hardware"),
    (b"RuntimeError: CUDA error: Uncorrectable ECC error encountered", "gpu_hardware"),
    (b"NVRM: NVLink: fatal error detected on link 3(0x10000, 0x0)", "gpu_hardware"),
    (b"        Remapping Failure Occurred        : Yes", "gpu_hardware"),
    # memlock_limit: nccl ibvwrap.cc IBV_PTR_CHECK_ERRNO, UCX ib_md.c, Open MPI openib help text
    (b"h:1:2 [0] misc/ibvwrap.cc:245 NCCL WARN Call to ibv_create_cq failed with error Cannot allocate memory",
     "memlock_limit"),
    (b"h:1:2 [0] NCCL WARN Call to ibv_alloc_pd failed with error Cannot allocate memory", "memlock_limit"),
    (b"[1613401128.44] [n1:11838:0] ib_md.c:325 UCX ERROR ibv_reg_mr(address=0xabcf12c0, length=26400, "
     b"access=0xf) failed: Cannot allocate memory", "memlock_limit"),
    (b"The OpenFabrics (openib) BTL failed to initialize while trying to allocate some locked memory.",
     "memlock_limit"),
    # collective_timeout: ProcessGroupNCCL / ProcessGroupGloo / gloo unbound_buffer.cc
    (b"[rank3]:[E1109 09:55:29 ProcessGroupNCCL.cpp:607] WorkNCCL(SeqNum=20, OpType=ALLREDUCE, NumelIn=1, "
     b"Timeout(ms)=600000) ran for 600034 milliseconds before timing out.", "collective_timeout"),
    (b"RuntimeError: [../third_party/gloo/gloo/transport/tcp/unbound_buffer.cc:81] Timed out waiting 1800000ms "
     b"for recv operation to complete", "collective_timeout"),
    (b"RuntimeError: [Rank 0]: Rank 1 failed to pass monitoredBarrier in 2000 ms", "collective_timeout"),
    (b"[PG 0 Rank 2] ProcessGroupNCCL's watchdog got stuck for 480 seconds without making progress",
     "collective_timeout"),
    # shm_exhausted: torch signal_handling.py (older one-sentence form), /dev/shm ENOSPC, NCCL linux.cc, bash
    (b"RuntimeError: DataLoader worker (pid 4242) is killed by signal: Bus error.", "shm_exhausted"),
    (b"OSError: [Errno 28] No space left on device: '/dev/shm/sem.mp-x1'", "shm_exhausted"),
    (b"h:1:2 [0] NCCL WARN Error: failed to create shared memory file /dev/shm/nccl-AbC, error No space left on "
     b"device (28)", "shm_exhausted"),
    (b"run.sh: line 12:  4711 Bus error               (core dumped) python train.py", "shm_exhausted"),
    # remote_missing_file: zsh, env, Open MPI help-orterun, pdsh exit status 127
    (b"worker-2: zsh:1: no such file or directory: /home/u/venv/bin/python", "remote_missing_file"),
    (b"/usr/bin/env: 'python': No such file or directory", "remote_missing_file"),
    (b"mpirun was unable to launch the specified application as it could not access", "remote_missing_file"),
    (b"pdsh@n0: n1: ssh exited with exit code 127", "remote_missing_file"),
    # other: argparse's usage line alone (the error line cut off)
    (b"[rank1]: usage: train.py [-h] [--data DIR] [--epochs N]", "other"),
])
def test_source_derived_lines(engine: str, line: bytes, want: str) -> None:
    assert cls(line + b"\n", engine) == want


@pytest.mark.parametrize("engine", ENGINES)
def test_memlock_warning_alone_is_no_root_cause_but_is_a_finding(engine: str) -> None:
    log = b"libibverbs: Warning: RLIMIT_MEMLOCK is 32768 bytes.\n    This will severely limit memory registrations.\n"
    cause, events = diagnose(log, engine)
    assert cause is None and {e.signature.cls for e in events} == {"memlock_limit"}
    # UCX logs a registration failure at the level it matters: WARN/DEBUG when it skips the device, ERROR when fatal
    ucx = (b"[1.2] [n1:7:0] ib_md.c:287 UCX  %s ibv_reg_mr(address=0x1, length=65536, access=0xf) failed: Cannot "
           b"allocate memory : Please set max locked memory (ulimit -l) to 'unlimited' (current: 64 kbytes)\n")
    assert cls(ucx % b"WARN ", engine) is None and cls(ucx % b"DEBUG", engine) is None
    assert cls(ucx % b"ERROR", engine) == "memlock_limit"


# ---- yields_to: a wrapper or an ambiguous CUDA error gives way to the specific evidence -----------------

@pytest.mark.parametrize("engine", ENGINES)
def test_terminate_called_gives_way_to_what_its_what_line_says(engine: str) -> None:
    log = (b"[rank1]:[E ProcessGroupNCCL.cpp:1895] [PG 0 Rank 1] Process group watchdog thread terminated with "
           b"exception: [Rank 1] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=7, OpType=ALLREDUCE, "
           b"Timeout(ms)=600000) ran for 600012 milliseconds before timing out.\n"
           b"terminate called after throwing an instance of 'c10::DistBackendError'\n"
           b"  what():  [PG 0 Rank 1] Process group watchdog thread terminated with exception: [Rank 1] Watchdog "
           b"caught collective operation timeout\n")
    assert cls(log, engine) == "collective_timeout"
    alone = b"terminate called after throwing an instance of 'std::runtime_error'\n  what():  boom\n"
    assert cls(alone, engine) == "other"


@pytest.mark.parametrize("engine", ENGINES)
def test_an_illegal_address_next_to_an_xid_is_the_gpu(engine: str) -> None:
    crash = b"RuntimeError: CUDA error: an illegal memory access was encountered\n"
    assert cls(crash, engine) == "other"
    dmesg = b"[ 9.1] NVRM: Xid (PCI:0000:3b:00): 48, pid=77, An uncorrectable double bit error (DBE) was detected\n"
    assert cls(crash + dmesg, engine) == "gpu_hardware"
    assert cls(dmesg + crash, engine) == "gpu_hardware"


# ---- context: a traceback printed as a warning, a line the job went on after ------------------------

@pytest.mark.parametrize("engine", ENGINES)
def test_a_traceback_logged_as_a_warning_is_no_cause(engine: str) -> None:
    log = (b"WARNING:train:Tokenizer cache miss, retrying without cache:\n"
           b"Traceback (most recent call last):\n"
           b'  File "train.py", line 17, in <module>\n'
           b"FileNotFoundError: [Errno 2] No such file or directory: '/cache/tok.json'\n"
           b"step 1 loss 0.5\n")
    cause, events = diagnose(log, engine)
    assert cause is None and [e.handled for e in events] == [True]
    fatal = log.replace(b"WARNING:train:Tokenizer cache miss, retrying without cache:\n", b"UserWarning: x\n")
    assert cls(fatal, engine) == "remote_missing_file"  # an unrelated warning above does not hide it


@pytest.mark.parametrize("engine", ENGINES)
def test_a_transport_bypassed_before_training_went_on_is_no_root_cause(engine: str) -> None:
    bypassed = b"h:1:2 [0] NCCL WARN NET/IB : Unable to open device mlx5_0\n"
    went_on = b"".join(b"epoch 1 step %d loss 0.1\n" % i for i in range(5)) + b"Training completed\n"
    assert cls(bypassed, engine) == "ib_unusable"
    assert cls(bypassed + b"h:1:2 [0] NCCL INFO Using network Socket\n" + went_on, engine) is None
    # ... but a log that ends in an error keeps its earliest cause (only a healthy end shows it was survived)
    ends_in_error = b"Traceback (most recent call last):\nRuntimeError: boom\n"
    assert cls(bypassed + went_on + ends_in_error, engine) == "ib_unusable"
    assert cls(went_on + bypassed, engine) == "ib_unusable"  # after the progress: not survived
    # tqdm redraws its bar once when it closes on an exception: that is not the job going on
    oom = b"RuntimeError: CUDA out of memory. Tried to allocate 844.00 MiB\n  0%|          | 1/9565 [00:19<50:33:46]\n"
    assert cls(oom, engine) == "cuda_oom"


# ---- no evidence: say so, and what to turn on -------------------------------------------------------

def test_no_root_cause_says_what_to_turn_on() -> None:
    tail = Tail()
    tail.feed(b"[2024] torch.distributed.elastic.multiprocessing.api: failed (exitcode: -11) local_rank: 0\n"
              b"torch.distributed.elastic.multiprocessing.errors.ChildFailedError\n")
    lines = tail.last_error_lines()
    text = summary_text(None, lines, None, None)
    assert text.startswith("no root cause") and "to get the evidence next time" in text
    assert "PYTHONFAULTHANDLER=1" in text and "TORCH_DISTRIBUTED_DEBUG=DETAIL" in text
    assert "the failing rank's own output" in text  # the log holds only the launcher's wrapper
    assert list(lines) == lines and isinstance(lines, list)  # still the JSON list it was


def test_no_root_cause_does_not_call_ordinary_lines_errors() -> None:
    tail = Tail()
    tail.feed(b"[TP0] Load weight begin. avail mem=78.38 GB\n[TP0] Load weight end. avail mem=37.21 GB\n")
    lines = tail.last_error_lines()
    text = summary_text(None, lines, None, None)
    assert "No line of it looks like an error; it ends with:" in text and "The last error lines" not in text
    assert "Load weight end" in text
    crashed = Tail()  # UCX's handler announces the signal on a line of its own, before the backtrace
    crashed.feed(b"[n1:288505:0:296459] Caught signal 11 (Segmentation fault: address not mapped to object at "
                 b"address 0x48)\n==== backtrace (tid: 296459) ====\n 0  /usr/lib/libucs.so.0(+0x2d44c)\n")
    shown = crashed.last_error_lines()
    assert shown.errorish and any("Caught signal 11" in ln for ln in shown)
    assert "The last error lines were:" in summary_text(None, shown, None, None)
    warned = Tail()  # an NCCL WARN line that names a failure no signature knows is an error line too
    warned.feed(b"n1:12:12 [0] NCCL INFO Bootstrap : Using eth0:10.0.0.1<0>\n"
                b"n1:12:12 [0] transport/xyz.cc:9 NCCL WARN HIP failure 'invalid device ordinal'\n")
    shown = warned.last_error_lines()  # no word of the older list (error, failed...) is in it
    assert shown.errorish
    assert list(shown) == ["n1:12:12 [0] transport/xyz.cc:9 NCCL WARN HIP failure 'invalid device ordinal'"]


def test_hints_follow_what_the_log_lacks() -> None:
    nccl = evidence_hints("RuntimeError: NCCL error in: ProcessGroupNCCL.cpp:1269, unhandled system error")
    assert any(h.startswith("NCCL_DEBUG=INFO") for h in nccl)
    assert not any(h.startswith("NCCL_DEBUG=INFO") for h in evidence_hints(nccl[0] + "\nh:1:2 [0] NCCL INFO x"))
    hang = evidence_hints("[Rank 0] Watchdog caught collective operation timeout")
    assert any("TORCH_NCCL_TRACE_BUFFER_SIZE" in h for h in hang)
    cxx = evidence_hints("terminate called after throwing an instance of 'c10::Error'\n  what():  x")
    assert any("TORCH_SHOW_CPP_STACKTRACES=1" in h for h in cxx)
    assert any("CUDA_LAUNCH_BLOCKING=1" in h for h in evidence_hints("RuntimeError: CUDA error: misaligned address"))
    p2p = evidence_hints("h:1:2 [0] NCCL INFO Channel 00/0 : 0[0] -> 1[1] via P2P/IPC\n")
    assert any("NCCL_P2P_DISABLE=1 to confirm" in h and "ACSCtl" in h for h in p2p)
    assert not any("ACSCtl" in h for h in evidence_hints("h:1:2 [0] NCCL INFO Channel 00/0 : 0[0] -> 1[1] via SHM"))
    assert evidence_hints("") != []  # always something to turn on


def test_explain_prints_the_hints(tmp_path: Path) -> None:
    import subprocess
    import sys

    log = tmp_path / "x.log"
    log.write_bytes(b"[rank1]: Process 3 exits with return code = 1\n")
    r = subprocess.run([sys.executable, "-m", "safelaunch", "explain", str(log)], capture_output=True, text=True,
                       cwd=ROOT, check=False)
    assert r.returncode == 1 and "to get the evidence next time, run with:" in r.stdout


# ---- real healthy runs (tests/data/healthy/README.md): no root cause --------------------------------

@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("path", sorted(HEALTHY.glob("*.log")), ids=lambda p: p.name)
def test_real_healthy_runs_get_no_root_cause(engine: str, path: Path) -> None:
    assert cls(path.read_bytes(), engine) is None


@pytest.mark.parametrize("engine", ENGINES)
def test_a_re_raised_worker_traceback_is_not_handled(engine: str) -> None:
    # torch/_utils.py ExceptionWrapper.reraise: "Caught X in DataLoader worker process N." + "Original Traceback"
    log = (b"RuntimeError: Caught RuntimeError in DataLoader worker process 0.\n"
           b"Original Traceback (most recent call last):\n"
           b'  File "/x/torch/utils/data/_utils/worker.py", line 308, in _worker_loop\n'
           b"RuntimeError: unable to allocate shared memory(shm) for file </torch_1_2_0>: No space left on device\n")
    assert cls(log, engine) == "shm_exhausted"


def test_explain_says_when_the_log_ends_with_progress(tmp_path: Path) -> None:
    """A log with no root cause that ends with the job making progress is no "error lines" case: `explain` (text
    and JSON) names the progress it ends with; one that ends in an error after the progress does not."""
    import json

    from tests.helpers import safelaunch

    progress = b"".join(b"[rank0]: step %d loss 0.%d\n" % (i, i) for i in range(1, 6))
    healthy = tmp_path / "healthy.log"
    healthy.write_bytes(b"[W socket.cpp:464] [c10d] The server socket has failed to listen on [::]:29500, retrying\n"
                        + progress)
    r = safelaunch("explain", str(healthy))
    assert r.returncode == 1, r.stderr
    assert "the log ends with the job making progress" in r.stdout and "The last error lines" not in r.stdout
    assert "step 1 loss 0.1" in r.stdout and "step 5 loss 0.5" in r.stdout  # from its first progress line to the last
    assert "if the job did stop there" in r.stdout
    as_json = json.loads(safelaunch("explain", "--json", str(healthy)).stdout)
    assert as_json["root_cause"] is None and as_json["ends_with_progress"] == "[rank0]: step 1 loss 0.1"
    crashed = tmp_path / "crashed.log"
    crashed.write_bytes(progress + b"Traceback (most recent call last):\n  File \"t.py\", line 3\nKeyError: 'x'\n")
    as_json = json.loads(safelaunch("explain", "--json", str(crashed)).stdout)
    assert as_json["ends_with_progress"] is None and as_json["root_cause"] is not None
    quiet = tmp_path / "quiet.log"  # ordinary lines, no progress, no error: not called error lines by the command
    quiet.write_bytes(b"[TP0] Load weight begin. avail mem=78.38 GB\n[TP0] Load weight end. avail mem=37.21 GB\n")
    r = safelaunch("explain", str(quiet))
    assert r.returncode == 1 and "No line of it looks like an error; it ends with:" in r.stdout, r.stdout
