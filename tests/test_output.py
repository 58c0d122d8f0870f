"""The output pipeline's sinks and the light start-up path."""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys

from safelaunch.catalog import load_catalog
from safelaunch.classify import Event
from safelaunch.diagnosis import Tail
from safelaunch.output import OutputPipeline, RankSignalWatcher
from tests.helpers import EXAMPLE, ROOT, clean_env

SHM_LINE = (b"vm:11:11 [1] misc/shmutils.cc:88 NCCL WARN Error: failed to extend /dev/shm/nccl-WU88OE to 9637892 "
            b"bytes, error: No space left on device (28)\n")


class Collect:
    def __init__(self) -> None:
        self.data = b""

    def feed(self, data: bytes) -> None:
        self.data += data


def test_closed_console_keeps_the_log_and_the_sinks() -> None:
    r, w = os.pipe()
    os.close(r)
    log_r, log_w = os.pipe()
    sink = Collect()
    pipe = OutputPipeline([sink], console_fd=w, log_fd=log_w)
    pipe.feed(b"one\n")
    pipe.feed(b"two\n")
    os.close(w)
    os.close(log_w)
    assert os.read(log_r, 100) == b"one\ntwo\n"
    assert sink.data == b"one\ntwo\n" and pipe.console_error and pipe.console_fd is None


def test_rank_signal_watcher_reads_deepspeeds_line() -> None:
    sig = next(s for s in load_catalog() if s.id == "rank-sigkill")
    w = RankSignalWatcher()
    w(Event(3, 0.0, None, None, None, sig, "[launch.py:325:sigkill_handler] ['python', '-u', 't.py'] "
                                          "exits with return code = -9"))
    assert w.signal == 9


def test_rank_signal_watcher_reads_torchruns_first_failure() -> None:
    sig = next(s for s in load_catalog() if s.id == "rank-sigkill")
    w = RankSignalWatcher()
    w(Event(3, 0.0, None, None, None, sig, "E1123 19:00:00.000000 123 torch/distributed/elastic/multiprocessing/"
                                          "api.py:1003] failed (exitcode: -9) local_rank: 1 (pid: 4567) of binary: "
                                          "/usr/bin/python"))
    w(Event(4, 0.0, None, None, None, sig, "failed (exitcode: -15) local_rank: 0 (pid: 4566) of binary: x"))
    assert w.signal == 9  # the first failure torchrun names


def test_tail_keeps_the_last_error_lines_in_bounded_memory() -> None:
    tail = Tail()
    for i in range(10000):
        tail.feed(f"progress {i}\n".encode())
    tail.feed(b"RuntimeError: something broke\nbye\n")
    assert tail.last_error_lines() == ["RuntimeError: something broke"]
    assert sum(len(c) for c in tail._chunks) <= 2 * 64 * 1024


def _run_main(argv: list[str]) -> tuple[int, str, set[str]]:
    """safelaunch's main(argv) in a fresh interpreter: its status, what it printed, and every module it imported."""
    code = ("import sys, json, contextlib, io\n"
            "from safelaunch.cli import main\n"
            "with contextlib.redirect_stdout(io.StringIO()) as out, contextlib.redirect_stderr(io.StringIO()):\n"
            f"    status = main({argv!r})\n"
            "print(json.dumps([status, out.getvalue(), sorted(sys.modules)]))")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=clean_env(), cwd=ROOT)
    status, printed, modules = json.loads(r.stdout)
    return status, printed, set(modules)


def test_dry_run_start_up_path_imports_no_torch_deepspeed_fabric_or_yaml() -> None:
    _, _, modules = _run_main(["--dry-run", "--num_gpus", "2", str(EXAMPLE)])
    assert "safelaunch.preflight" in modules  # the path really ran
    heavy = {m for m in modules if m.split(".")[0] in {"torch", "deepspeed", "fabric", "paramiko", "yaml"}}
    assert heavy == set()


def test_explain_start_up_path_imports_none_of_the_launch_path(tmp_path: pathlib.Path) -> None:
    # explain reads a log: no preflight (probes, rules, hosts), delivery, remote transports or attempt loop
    log = tmp_path / "job.log"
    log.write_bytes(SHM_LINE)
    status, printed, modules = _run_main(["explain", str(log)])
    assert status == 0 and "shm_exhausted" in printed  # the path really ran and found the cause
    launch_path = {"safelaunch.preflight", "safelaunch.attempt", "safelaunch.remote_job", "safelaunch.delivery",
                   "safelaunch.slurm", "safelaunch.probe", "safelaunch.hosts", "safelaunch.render", "safelaunch.remote"}
    assert launch_path & modules == set()
    assert not {m for m in modules if m.split(".")[0] in {"torch", "deepspeed", "fabric", "paramiko"}}
