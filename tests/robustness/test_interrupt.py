"""The interruption trials (tests/robustness/interrupt.py) with a small number of trials, for CI:
SIGINT/SIGTERM/SIGHUP to safelaunch, SIGKILL of safelaunch, of the launcher and of one rank, for
single-node deepspeed and torchrun and a 2-node deepspeed job on the SSH cluster (prefix "ir").
Any trial that leaves a process, loses a log byte or ends with another exit status fails it.
`python -m tests.robustness.interrupt` (10 trials each) gives the figures in the README."""

from __future__ import annotations

import subprocess
import sys

from tests.helpers import ROOT

TRIALS = 2


def test_interruption_trials_leave_nothing_lose_nothing_and_exit_as_documented() -> None:
    r = subprocess.run([sys.executable, "-m", "tests.robustness.interrupt", "--trials", str(TRIALS), "--jobs", "2"],
                       capture_output=True, text=True, cwd=ROOT, timeout=900)
    print(r.stdout)
    assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-4000:]
    assert f"{3 * 6 * TRIALS} trials, 0 failed" in r.stdout
