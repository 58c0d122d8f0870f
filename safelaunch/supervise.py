"""Run the launcher as a supervised child: signals, output draining, reaping, exit status.

Design (see notes/reliability.md): the launcher gets its own session, so a
terminal Ctrl-C reaches safelaunch only, and safelaunch forwards each signal
once to the launcher's whole process group. A second Ctrl-C, or the grace
period running out, sends SIGKILL to the group and to every descendant.
safelaunch is a child subreaper, so ranks that escape the group (torchrun puts
workers in their own sessions) are re-parented to it and killed before it
exits: no process is left behind.
"""

from __future__ import annotations

import contextlib
import ctypes
import fcntl
import os
import selectors
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass

from safelaunch.errors import UserError
from safelaunch.output import OutputPipeline

FORWARDED_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT)
PR_SET_CHILD_SUBREAPER = 36
LEFTOVER_GRACE_S = 5.0  # after the launcher exits, for processes it left in its group
READ_BYTES = 1 << 20
F_SETPIPE_SZ = 1031


@dataclass(frozen=True)
class Outcome:
    returncode: int  # Popen convention: -N when killed by signal N
    forwarded: int | None  # the signal safelaunch forwarded, if any
    escalated: bool  # SIGKILL was needed


def say(message: str) -> None:
    with contextlib.suppress(OSError):
        os.write(2, f"safelaunch: {message}\n".encode())


def signal_name(n: int) -> str:
    try:
        return signal.Signals(n).name
    except ValueError:
        return f"signal {n}"


def _become_subreaper() -> None:
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)


def descendants(root: int) -> list[int]:
    """All live descendants of ``root``, from /proc (parents before children)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as f:
                stat = f.read()
        except OSError:
            continue
        fields = stat[stat.rfind(b")") + 2:].split()
        if fields[0] != b"Z":
            children.setdefault(int(fields[1]), []).append(int(entry))
    found, todo = [], [root]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def _signal_all(pgid: int, sig: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, sig)
    for pid in descendants(os.getpid()):
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, sig)


def _reap_orphans() -> None:
    """Collect exit statuses of re-parented grandchildren (we are their subreaper)."""
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def _kill_leftovers(timeout: float = 2.0) -> None:
    me = os.getpid()
    pids = descendants(me)
    if not pids:
        return
    for sig in (signal.SIGTERM, signal.SIGKILL):
        for pid in pids:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, sig)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            _reap_orphans()
            if not descendants(me):
                return
            time.sleep(0.02)
    _reap_orphans()


@contextlib.contextmanager
def _signal_wakeup() -> Iterator[int]:
    """Deliver SIGINT/SIGTERM/SIGHUP/SIGQUIT as bytes on a pipe, for the select loop.

    Handlers are installed before the child starts, so a signal that arrives during
    Popen is queued, not lost; they are Python handlers (not SIG_IGN), which exec resets.
    """
    r, w = os.pipe()
    os.set_blocking(r, False)
    os.set_blocking(w, False)
    old_fd = signal.set_wakeup_fd(w, warn_on_full_buffer=False)
    old = {s: signal.signal(s, lambda *_: None) for s in FORWARDED_SIGNALS}
    try:
        yield r
    finally:
        for s, h in old.items():
            signal.signal(s, h)
        signal.set_wakeup_fd(old_fd)
        os.close(r)
        os.close(w)


def _spawn(argv: Sequence[str], env: Mapping[str, str]) -> subprocess.Popen[bytes]:
    try:
        return subprocess.Popen(list(argv), env=dict(env), stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, start_new_session=True)
    except FileNotFoundError:
        raise UserError(f"The launcher {argv[0]!r} was not found on PATH. Install it (pip install "
                        f"deepspeed / torch) in this environment, or activate the environment that has it.",
                        code="not-found") from None
    except PermissionError:
        raise UserError(f"The launcher {argv[0]!r} is not executable. Check its permissions "
                        f"(chmod +x) or reinstall it.", code="not-executable") from None


RemoteSignal = Callable[[int], None]


class _Loop:
    def __init__(self, proc: subprocess.Popen[bytes], wake_fd: int, pipeline: OutputPipeline,
                 grace: float, remote: RemoteSignal | None) -> None:
        self.proc, self.wake_fd, self.pipeline, self.grace = proc, wake_fd, pipeline, grace
        self.remote = remote
        self.pgid = proc.pid  # start_new_session: the launcher leads its own group
        self.forwarded: int | None = None
        self.escalated = False
        self.kill_at: float | None = None
        self.drain_until: float | None = None
        self.returncode: int | None = None
        self.out_open = True
        self.leftovers_killed = False

    def handle_signal(self, sig: int) -> None:
        if self.forwarded is None:
            self.forwarded = sig
            self.kill_at = time.monotonic() + self.grace
            if self.remote is not None:
                # Multi-node: signal the remote jobs by identity; the local launcher then ends by itself.
                # Signalling it instead would make deepspeed run `pkill -f` on every node.
                threading.Thread(target=self.remote, args=(sig,), daemon=True).start()
                say(f"sent {signal_name(sig)} to the job's process group on every node; SIGKILL in "
                    f"{self.grace:g} s, or press Ctrl-C again to kill it now")
                return
            self._forward(sig)
            say(f"forwarded {signal_name(sig)} to the launcher (process group {self.pgid}); "
                f"SIGKILL in {self.grace:g} s, or press Ctrl-C again to kill it now")
        elif not self.escalated:
            say(f"second signal ({signal_name(sig)}): killing the launcher and all its processes")
            self.kill()

    def _forward(self, sig: int) -> None:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.pgid, sig)
            os.killpg(self.pgid, signal.SIGCONT)  # a stopped group must run to handle it

    def kill(self) -> None:
        self.escalated = True
        if self.remote is not None:
            self.remote(signal.SIGKILL)
        _signal_all(self.pgid, signal.SIGKILL)

    def leader_exited(self) -> None:
        self.returncode = self.proc.wait()
        if self.forwarded is None:
            # Processes the launcher left in its group are not part of a finished job (dumb-init does
            # this too). After a forwarded signal they already got one: no second delivery.
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(self.pgid, signal.SIGTERM)
        self.drain_until = time.monotonic() + LEFTOVER_GRACE_S

    def timeout(self) -> float | None:
        deadlines = [d for d in (self.kill_at if not self.escalated else None, self.drain_until) if d]
        return max(0.0, min(deadlines) - time.monotonic()) if deadlines else None

    def run(self) -> Outcome:
        assert self.proc.stdout is not None
        out_fd = self.proc.stdout.fileno()
        with contextlib.suppress(OSError):
            fcntl.fcntl(out_fd, F_SETPIPE_SZ, READ_BYTES)  # fewer, larger reads when a job floods output
        pidfd = os.pidfd_open(self.proc.pid)
        sel = selectors.DefaultSelector()
        sel.register(out_fd, selectors.EVENT_READ, "out")
        sel.register(self.wake_fd, selectors.EVENT_READ, "signal")
        sel.register(pidfd, selectors.EVENT_READ, "exit")
        try:
            while self.returncode is None or self.out_open:
                for key, _ in sel.select(self.timeout()):
                    if key.data == "out":
                        data = os.read(out_fd, READ_BYTES)
                        if data:
                            self.pipeline.feed(data)
                        else:
                            self.out_open = False
                            sel.unregister(out_fd)
                    elif key.data == "signal":
                        for sig in os.read(self.wake_fd, 64):
                            self.handle_signal(sig)
                    else:
                        sel.unregister(pidfd)
                        self.leader_exited()
                now = time.monotonic()
                if self.kill_at and not self.escalated and now >= self.kill_at:
                    say(f"the launcher did not stop within {self.grace:g} s: sending SIGKILL")
                    self.kill()
                if self.drain_until and now >= self.drain_until and self.out_open:
                    if not self.leftovers_killed:
                        # Something the launcher left behind still holds the output pipe open: kill it
                        # and keep reading, so what it wrote before dying still reaches the log.
                        _kill_leftovers()
                        self.leftovers_killed = True
                        self.drain_until = now + LEFTOVER_GRACE_S
                    else:
                        say("a process that survived SIGKILL (uninterruptible sleep) still holds the output; "
                            "giving up on it")
                        self.out_open = False
        finally:
            sel.close()
            os.close(pidfd)
            self.pipeline.close()
            if self.returncode is None:
                self.kill()
                self.returncode = self.proc.wait()
            _kill_leftovers()
        return Outcome(self.returncode, self.forwarded, self.escalated)


def supervise(argv: Sequence[str], env: Mapping[str, str], pipeline: OutputPipeline,
              grace: float, remote: RemoteSignal | None = None) -> Outcome:
    _become_subreaper()
    sys.stdout.flush()
    with _signal_wakeup() as wake_fd:
        proc = _spawn(argv, env)
        return _Loop(proc, wake_fd, pipeline, grace, remote).run()


def exit_status(outcome: Outcome, rank_signal: int | None) -> tuple[int, str | None]:
    """Shell-style status (128+N for signal N) and a sentence saying why, when it is not plain."""
    rc = outcome.returncode
    if outcome.forwarded is not None:
        # The job ended because someone signalled safelaunch: report that signal, as a shell would,
        # whatever the launcher made of it (torchrun exits 1, deepspeed 1 or 0).
        how = "was killed with SIGKILL" if outcome.escalated else f"stopped (exit {rc})"
        return 128 + outcome.forwarded, (f"the launcher {how} after safelaunch forwarded "
                                         f"{signal_name(outcome.forwarded)}")
    if rc < 0:
        return 128 - rc, f"the launcher was killed by {signal_name(-rc)}"
    if rank_signal is not None and rc != 0:
        return 128 + rank_signal, (f"a rank was killed by {signal_name(rank_signal)} (the launcher "
                                   f"reported it as exit {rc})")
    if rc > 255:
        return 1, f"the launcher exited {rc}"
    return rc, None
