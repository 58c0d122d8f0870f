"""safelaunch.supervise.RankTracker finds the launcher's ranks by LOCAL_RANK in their environment, with real
processes."""

from __future__ import annotations

import os
import subprocess
import sys
import time

from safelaunch.supervise import RankTracker

# A child started without LOCAL_RANK that execs itself with it a second later: what deepspeed's launch.py does
# (subprocess.Popen(env=...) forks, then execs), with the gap between the fork and the exec widened. Read in that
# gap, /proc/PID/environ still shows the parent's environment.
LATE_EXEC = ("import os, sys, time; time.sleep(1.0); "
             "os.execve(sys.executable, [sys.executable, '-c', 'import time; time.sleep(30)'], "
             "dict(os.environ, LOCAL_RANK='0'))")


def _has_local_rank(pid: int) -> bool:
    with open(f"/proc/{pid}/environ", "rb") as f:
        return b"LOCAL_RANK=" in f.read()


def test_a_rank_first_seen_between_fork_and_exec_is_found_after_its_exec() -> None:
    env = {k: v for k, v in os.environ.items() if k != "LOCAL_RANK"}
    child = subprocess.Popen([sys.executable, "-c", LATE_EXEC], env=env)
    try:
        tracker = RankTracker(os.getpid(), env)
        tracker.scan()
        assert child.pid not in tracker.ranks  # before its exec it is not a rank yet
        deadline = time.monotonic() + 20
        while not _has_local_rank(child.pid):
            assert time.monotonic() < deadline, "the child never exec'd"
            time.sleep(0.05)
        tracker.scan()
        assert child.pid in tracker.ranks and tracker.alive() >= 1
    finally:
        child.kill()
        child.wait()
