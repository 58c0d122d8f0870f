"""Two safelaunch runs at once on the same machine: separate run directories, no master-port clash,
and Ctrl-C of one leaves the other running to completion. Real deepspeed/torchrun launches on CPU."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from safelaunch import probe
from safelaunch.job import DEFAULT_MASTER_PORT
from tests.helpers import ROOT, clean_env, free_port
from tests.proc_utils import kill_all, read_until
from tests.robustness.interrupt import MARKER_VAR, RANK_SOURCE, job_processes

LINES = 200  # 10 s of numbered lines per rank


def start(tmp_path: Path, *args: str) -> tuple[subprocess.Popen[bytes], str]:
    script = tmp_path / "ir_rank.py"
    if not script.exists():
        script.write_text(RANK_SOURCE)
    marker = uuid.uuid4().hex
    args = tuple(str(script) if a == "RANK" else a for a in args)
    p = subprocess.Popen([sys.executable, "-m", "safelaunch", "--runs-dir", str(tmp_path / "runs"), *args],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
                         env=clean_env(**{MARKER_VAR: marker}), start_new_session=True)
    return p, marker


def wait_for_line(p: subprocess.Popen[bytes], pattern: str, timeout: float) -> None:
    """read_until, with the run's exit status and stderr in the failure when its output ends first."""
    try:
        read_until(p, pattern, timeout=timeout)
    except (EOFError, TimeoutError) as e:
        p.kill()
        _out, err = p.communicate(timeout=30)
        raise AssertionError(f"{e}; exit {p.returncode}; stderr: {err.decode(errors='replace')[-3000:]}") from e


def stop(*runs: tuple[subprocess.Popen[bytes], str]) -> None:
    for p, marker in runs:
        kill_all(job_processes(marker, None))
        p.kill()
        p.communicate()


def test_the_same_explicit_master_port_is_refused_before_launch(tmp_path: Path) -> None:
    port = free_port()
    first = start(tmp_path, "--num_gpus", "1", "--master_port", str(port), "RANK", "--hold-port", "--lines",
                  str(LINES))
    try:
        wait_for_line(first[0], r"^ir-line rank=0 n=3$", timeout=120)
        second = start(tmp_path, "--num_gpus", "1", "--master_port", str(port), "RANK", "--lines", "5")
        out, err = second[0].communicate(timeout=120)
        assert second[0].returncode == 75, err.decode()[-2000:]
        text = err.decode()
        assert f"master port {port}" in text and "already in use" in text, text[-2000:]
        assert "did not start deepspeed" in text
        assert b"ir-line" not in out and job_processes(second[1], None) == []  # refused before the launch
        assert first[0].poll() is None  # the first run was not disturbed
    finally:
        stop(first)


def wait_until_bindable(port: int, timeout: float = 60) -> None:
    """The test's precondition: nothing else on this machine holds the launchers' default port (a rank of an
    earlier test still exiting would make safelaunch refuse the run with 75, rightly). Wait for it with the
    probe's own check; name the holder if it stays."""
    deadline = time.monotonic() + timeout
    while not (facts := probe.probe_port(port))["free"]:
        assert time.monotonic() < deadline, f"port {port} stayed busy for {timeout} s: {facts}"
        time.sleep(0.2)


@pytest.mark.parametrize("runner", ["deepspeed", "torchrun"])
def test_default_ports_both_run_and_ctrl_c_of_one_leaves_the_other(tmp_path: Path, runner: str) -> None:
    wait_until_bindable(DEFAULT_MASTER_PORT)
    how = ["--num_gpus", "2"] if runner == "deepspeed" else ["--runner", "torchrun", "--standalone",
                                                            "--nproc-per-node", "2"]
    a = start(tmp_path, *how, "RANK", "--lines", str(LINES))
    b = start(tmp_path, *how, "RANK", "--lines", str(LINES))
    try:
        for p, _ in (a, b):
            wait_for_line(p, r"^ir-line rank=1 n=3$", timeout=180)
        a[0].send_signal(signal.SIGINT)
        _out_a, err_a = a[0].communicate(timeout=90)
        assert a[0].returncode == 130, err_a.decode()[-2000:]
        assert b[0].poll() is None, "the other run was stopped too"
        out_b, err_b = b[0].communicate(timeout=120)
        assert b[0].returncode == 0, err_b.decode()[-2000:]
        for rank in (0, 1):
            assert f"ir-line rank={rank} n={LINES - 1}\n".encode() in out_b  # ran to completion
        runs = sorted(p for p in (tmp_path / "runs").iterdir() if p.is_dir())
        assert len(runs) == 2  # one run directory each, under the same --runs-dir
        logs = [(r / "output.log").read_bytes() for r in runs]
        assert sum(f"ir-line rank=0 n={LINES - 1}\n".encode() in log for log in logs) == 1
        assert job_processes(a[1], None) == [] and job_processes(b[1], None) == []
    finally:
        stop(a, b)
