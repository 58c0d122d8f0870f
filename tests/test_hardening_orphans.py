"""Killing safelaunch never orphans the job; a launcher that lost its ranks is never reported as success.

Real launches through deepspeed and torchrun (CPU). `kill -9` of safelaunch: the launcher dies by
PR_SET_PDEATHSIG, and the watchdog (outside safelaunch's process tree) stops what the launcher leaves:
deepspeed's launch.py and its ranks, torchrun's workers in their own sessions.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

from safelaunch.supervise import JOB_ID_VAR, descendants
from tests.helpers import BIN, ROOT, clean_env
from tests.proc_utils import alive, read_until, wait_gone

RANK = str(BIN / "rank.py")
FLOOD = str(BIN / "flood_exit.py")


def marked(marker: str) -> list[int]:
    """Live processes whose environment carries ``MARKER=marker`` (everything the test's job started)."""
    found = []
    needle = f"HARDENING_MARKER={marker}".encode()
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        try:
            with open(f"/proc/{entry}/environ", "rb") as f:
                env = f.read().split(b"\0")
        except OSError:
            continue
        if needle in env and alive(int(entry)):
            found.append(int(entry))
    return found


def start(tmp_path: Path, *args: str) -> tuple[subprocess.Popen[bytes], str]:
    marker = uuid.uuid4().hex
    p = subprocess.Popen([sys.executable, "-m", "safelaunch", "--runs-dir", str(tmp_path / "runs"), *args],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
                         env=clean_env(HARDENING_MARKER=marker))
    return p, marker


def kill_safelaunch_and_check(p: subprocess.Popen[bytes], marker: str, ranks: int) -> float:
    read_until(p, r"^ready rank=", count=ranks, timeout=180)
    tree = descendants(p.pid)
    job = marked(marker)
    assert len(job) >= ranks + 2, job  # safelaunch, the launcher and the ranks at least
    os.kill(p.pid, signal.SIGKILL)
    killed = time.monotonic()
    p.wait(timeout=30)
    survivors = wait_gone(tree + job, timeout=10)
    took = time.monotonic() - killed
    try:
        assert survivors == [], [(s, Path(f"/proc/{s}/cmdline").read_bytes()[:120]) for s in survivors]
        assert marked(marker) == []
    finally:
        for pid in marked(marker):  # never leave a test's ranks behind
            os.kill(pid, signal.SIGKILL)
    _out, err = p.communicate(timeout=30)  # the watchdog held stderr until it was done
    assert b"its watchdog stops the job's" in err
    return took


def test_kill_9_of_safelaunch_leaves_no_deepspeed_process(tmp_path: Path) -> None:
    p, marker = start(tmp_path, "--num_gpus", "2", RANK, "--sleep", "60")
    took = kill_safelaunch_and_check(p, marker, 2)
    print(f"deepspeed: every process of the job gone {took:.2f} s after kill -9 of safelaunch")
    assert took < 5


def test_kill_9_of_safelaunch_leaves_no_torchrun_process(tmp_path: Path) -> None:
    p, marker = start(tmp_path, "--runner", "torchrun", "--nproc-per-node", "2", "--standalone", RANK,
                      "--sleep", "60")
    took = kill_safelaunch_and_check(p, marker, 2)
    print(f"torchrun: every process of the job gone {took:.2f} s after kill -9 of safelaunch")
    assert took < 5


def test_kill_9_of_the_supervisor_stops_a_grandchild_in_its_own_session(tmp_path: Path) -> None:
    """Without any launcher: a child in the launcher's session and a grandchild that left it (setsid)."""
    marker = uuid.uuid4().hex
    script = ('sleep 300 & setsid sleep 300 & echo "ready rank=0 pid=$$"; wait')
    p = subprocess.Popen([sys.executable, str(BIN / "supervised.py"), "5", "sh", "-c", script],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
                         env=clean_env(HARDENING_MARKER=marker))
    read_until(p, r"^ready rank=")
    deadline = time.monotonic() + 10
    while len(marked(marker)) < 4 and time.monotonic() < deadline:  # supervisor, sh, two sleeps
        time.sleep(0.05)
    job = marked(marker)
    assert len(job) == 4, [(pid, _cmdline(pid)) for pid in job]
    os.kill(p.pid, signal.SIGKILL)
    p.wait(timeout=30)
    try:
        assert wait_gone(job, timeout=10) == []
    finally:
        for pid in marked(marker):
            os.kill(pid, signal.SIGKILL)
    p.communicate(timeout=30)


def test_the_watchdog_ends_with_a_normal_run_and_is_outside_the_job(tmp_path: Path) -> None:
    dump = tmp_path / "dump"
    dump.mkdir()
    p, marker = start(tmp_path, "--runner", "torchrun", "--nproc-per-node", "1", RANK, "--dump", str(dump),
                      "--sleep", "3")
    read_until(p, r"^ready rank=")
    watchdogs = [pid for pid in _watchdogs() if pid not in descendants(p.pid)]
    assert watchdogs, "a watchdog runs, outside safelaunch's process tree"
    p.communicate(timeout=120)
    assert p.returncode == 0
    job_id = json.loads((dump / "rank0.json").read_text())[JOB_ID_VAR]
    assert job_id.startswith(f"{p.pid}-")
    assert wait_gone([w for w in watchdogs if job_id.encode() in _cmdline(w)], timeout=10) == []
    assert marked(marker) == []


def _cmdline(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def _watchdogs() -> list[int]:
    return [int(e) for e in os.listdir("/proc") if e.isdigit() and JOB_ID_VAR.encode() in _cmdline(int(e))
            and b"-I\0-S\0-c" in _cmdline(int(e))]


def test_deepspeed_losing_its_launch_py_is_not_reported_as_success(tmp_path: Path) -> None:
    """deepspeed's runner exits 0 when its child (launch.py here, pdsh in multi-node runs) is killed by a
    signal. safelaunch sees the ranks still running when the runner exits 0 and reports a failure."""
    p, marker = start(tmp_path, "--num_gpus", "2", RANK, "--sleep", "60")
    read_until(p, r"^ready rank=", count=2, timeout=180)
    time.sleep(2)  # a job killed while it runs, not while it starts (ranks are looked for every second)
    tree = descendants(p.pid)
    launch_py = [pid for pid in tree if b"deepspeed.launcher.launch" in _cmdline(pid)]
    assert len(launch_py) == 1
    os.kill(launch_py[0], signal.SIGKILL)
    _out, err = p.communicate(timeout=60)
    assert p.returncode == 1, err.decode()[-2000:]
    assert b"the launcher exited 0 while 2 of its ranks still ran" in err and b"launch.py) died" in err
    assert b"the job succeeded" not in err
    assert wait_gone(tree) == [] and marked(marker) == []


def test_a_healthy_deepspeed_run_is_still_a_success(tmp_path: Path) -> None:
    p, _marker = start(tmp_path, "--num_gpus", "2", FLOOD, "--bytes", "1000")
    _out, err = p.communicate(timeout=180)
    assert p.returncode == 0, err.decode()[-2000:]
    assert b"the job succeeded" in err
