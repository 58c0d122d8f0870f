"""The supervisor with real child processes: exit statuses, signals, reaping, raw output."""

from __future__ import annotations

import hashlib
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from safelaunch.supervise import Outcome, descendants, exit_status
from tests.helpers import BIN, ROOT
from tests.proc_utils import alive, read_until, wait_gone

CHILD = [sys.executable, str(BIN / "child.py")]


def supervised(*cmd: str, grace: float = 5) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, str(BIN / "supervised.py"), str(grace), *cmd],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)


@pytest.mark.parametrize("code", [0, 1, 2, 3, 64, 126, 127, 254, 255])
def test_exit_code_is_the_childs(code: int) -> None:
    p = supervised(*CHILD, "exit", str(code))
    p.communicate(timeout=30)
    assert p.returncode == code


@pytest.mark.parametrize(("sig", "expected"), [("TERM", 143), ("KILL", 137), ("SEGV", 139)])
def test_signal_death_is_128_plus_n_and_named(sig: str, expected: int) -> None:
    p = supervised(*CHILD, "selfkill", sig)
    _, err = p.communicate(timeout=30)
    assert p.returncode == expected
    assert f"killed by SIG{sig}".encode() in err


def test_sigterm_is_forwarded_once_to_the_group_and_reported() -> None:
    p = supervised("sh", "-c", f"{CHILD[0]} {CHILD[1]} signals & {CHILD[0]} {CHILD[1]} signals; wait")
    read_until(p, "^ready", count=2)
    kids = descendants(p.pid)
    p.send_signal(signal.SIGTERM)
    out, err = p.communicate(timeout=30)
    assert out.decode().count(f"got {signal.SIGTERM.value}") == 2
    assert p.returncode == 143
    assert b"forwarded SIGTERM" in err
    assert wait_gone(kids) == []


def test_sigint_reaches_children_as_sigint_not_sigterm() -> None:
    p = supervised(*CHILD, "signals")
    read_until(p, "^ready")
    p.send_signal(signal.SIGINT)
    out, _ = p.communicate(timeout=30)
    assert f"got {signal.SIGINT.value}" in out.decode() and f"got {signal.SIGTERM.value}" not in out.decode()
    assert p.returncode == 130


def test_child_ignoring_sigterm_is_killed_after_the_grace_period() -> None:
    p = supervised(*CHILD, "signals", "ignore", grace=1.0)
    lines = read_until(p, "^ready")
    child_pid = int(lines[-1].split()[1])
    start = time.monotonic()
    p.send_signal(signal.SIGTERM)
    _, err = p.communicate(timeout=30)
    elapsed = time.monotonic() - start
    assert 0.8 < elapsed < 5, elapsed
    assert b"did not stop within 1 s" in err
    assert p.returncode == 143
    assert not alive(child_pid)


def test_second_sigint_kills_at_once() -> None:
    p = supervised(*CHILD, "signals", "ignore", grace=60)
    read_until(p, "^ready")
    start = time.monotonic()
    p.send_signal(signal.SIGINT)
    read_until(p, "^got")
    p.send_signal(signal.SIGINT)
    _, err = p.communicate(timeout=30)
    assert time.monotonic() - start < 10
    assert b"second signal" in err
    assert p.returncode == 130


def test_grandchild_left_in_the_group_is_killed_and_status_kept() -> None:
    p = supervised(*CHILD, "leave-grandchild")
    out, _ = p.communicate(timeout=30)
    grandchild = int(out.split()[1])
    assert p.returncode == 3
    assert wait_gone([grandchild]) == []


def test_leftover_holding_the_output_is_killed_and_its_bytes_kept() -> None:
    start = time.monotonic()
    p = supervised(*CHILD, "leave-writer")
    out, _ = p.communicate(timeout=60)
    assert p.returncode == 0
    writer = int(out.decode().split("late line from ")[1].split()[0])
    assert wait_gone([writer]) == []
    assert time.monotonic() - start < 20  # SIGTERM ignored: SIGKILL after the leftover grace period


def test_orphan_in_its_own_session_is_reaped_through_the_subreaper() -> None:
    p = supervised(*CHILD, "leave-orphan")
    out, _ = p.communicate(timeout=30)
    orphan = int(out.split()[1])
    assert p.returncode == 0
    assert wait_gone([orphan]) == []


def test_binary_output_passes_byte_exact() -> None:
    n = 3 * 1024 * 1024 + 17
    p = supervised(*CHILD, "binary", str(n))
    out, _ = p.communicate(timeout=60)
    expected = random.Random(7).randbytes(n)
    assert hashlib.sha256(out).hexdigest() == hashlib.sha256(expected).hexdigest()


def test_closed_console_does_not_kill_the_job(tmp_path: Path) -> None:
    marker = tmp_path / "finished"
    cmd = f"{sys.executable} {BIN / 'supervised.py'} 5 {CHILD[0]} {CHILD[1]} flood-then-file {marker} | head -c 100"
    r = subprocess.run(["bash", "-o", "pipefail", "-c", cmd], capture_output=True, timeout=60, cwd=ROOT)
    assert marker.exists()  # the job wrote all 2 MB and finished although nobody read them
    assert r.returncode == 0
    assert b"Traceback" not in r.stderr


def test_exit_status_mapping() -> None:
    assert exit_status(Outcome(-9, None, False), None)[0] == 137
    assert exit_status(Outcome(1, signal.SIGINT, False), None) == (
        130, "the launcher stopped (exit 1) after safelaunch forwarded SIGINT")
    # deepspeed reports a rank killed by SIGKILL as return code -9 and exits 247 (= -9 & 0xff).
    code, why = exit_status(Outcome(247, None, False), 9)
    assert code == 137 and why and "SIGKILL" in why
    assert exit_status(Outcome(0, None, False), None) == (0, None)


def test_ignored_sigint_in_safelaunch_is_not_inherited_by_the_child() -> None:
    # A background job starts with SIGINT ignored; SIG_IGN survives exec, handlers do not.
    code = ("import signal,subprocess,sys; signal.signal(signal.SIGINT, signal.SIG_IGN); "
            f"sys.exit(subprocess.call([sys.executable, {str(BIN / 'supervised.py')!r}, '5', 'sh', '-c', "
            "'grep SigIgn /proc/self/status']))")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=30, cwd=ROOT)
    mask = int(r.stdout.split()[1], 16)
    assert not mask & (1 << (signal.SIGINT - 1)) and not mask & (1 << (signal.SIGPIPE - 1))


def test_stopped_child_still_gets_sigterm_through_sigcont() -> None:
    p = supervised(*CHILD, "signals", grace=10)
    lines = read_until(p, "^ready")
    child = int(lines[-1].split()[1])
    os.kill(child, signal.SIGSTOP)
    start = time.monotonic()
    p.send_signal(signal.SIGTERM)
    out, _ = p.communicate(timeout=30)
    assert f"got {signal.SIGTERM.value}" in out.decode()
    assert time.monotonic() - start < 5  # it ran its handler, no need to wait for the SIGKILL
    assert p.returncode == 143
