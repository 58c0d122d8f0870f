"""Helpers for tests that drive real processes: wait for output lines, check pids are gone."""

from __future__ import annotations

import contextlib
import os
import re
import selectors
import signal
import subprocess
import time
from collections.abc import Iterable


def read_until(proc: subprocess.Popen[bytes], pattern: str, count: int = 1, timeout: float = 60) -> list[str]:
    """Read proc.stdout until ``count`` lines match ``pattern``; return all lines read."""
    assert proc.stdout is not None
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    lines: list[str] = []
    buf = b""
    deadline = time.monotonic() + timeout
    while sum(bool(re.search(pattern, ln)) for ln in lines) < count:
        left = deadline - time.monotonic()
        if left <= 0 or not sel.select(left):
            raise TimeoutError(f"no {count} lines matching {pattern!r} in {timeout} s; got {lines[-20:]}")
        chunk = os.read(proc.stdout.fileno(), 65536)
        if not chunk:
            raise EOFError(f"output ended before {pattern!r}; got {lines[-20:]}")
        buf += chunk
        *done, buf = buf.split(b"\n")
        lines += [d.decode(errors="replace") for d in done]
    sel.close()
    return lines


def kill_all(pids: Iterable[int]) -> None:
    """SIGKILL each pid, skipping those that ended since they were listed (a killed launcher takes its ranks down
    with it) or that are not ours to kill: cleanup must never fail a test whose assertions passed."""
    for pid in pids:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def wait_gone(pids: Iterable[int], timeout: float = 10) -> list[int]:
    """Poll until every pid is dead; return the survivors (empty on success)."""
    pids = list(pids)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        left = [p for p in pids if alive(p)]
        if not left:
            return []
        time.sleep(0.05)
    return [p for p in pids if alive(p)]
