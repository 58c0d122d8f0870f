"""Run the launcher as a supervised child: signals, output draining, reaping, exit status.

Design (see notes/reliability.md): the launcher gets its own session, so a
terminal Ctrl-C reaches safelaunch only, and safelaunch forwards each signal
once to the launcher's whole process group. A second Ctrl-C, or the grace
period running out, sends SIGKILL to the group and to every descendant.
safelaunch is a child subreaper, so ranks that escape the group (torchrun puts
workers in their own sessions) are re-parented to it and killed before it
exits: no process is left behind.

safelaunch itself killed with SIGKILL cannot clean up, so two things do it for it:
the launcher gets PR_SET_PDEATHSIG=SIGKILL (the kernel kills it with its parent), and
a small watchdog process, started before the launcher in its own session and outside
safelaunch's process tree, waits on a pipe only safelaunch holds. When safelaunch dies the pipe closes and the watchdog
stops every process of the job: the launcher's session, and every process carrying
this job's SAFELAUNCH_JOB_ID in its environment (torchrun's workers live in their own
sessions; deepspeed's launch.py outlives a killed runner), with their descendants. Multi-node, it also
runs the remote stop safelaunch gives it (``RemoteJob.death_command``: over SSH, each node's job by
identity, as after Ctrl-C), so the remote ranks do not outlive safelaunch either.
"""

from __future__ import annotations

import contextlib
import ctypes
import fcntl
import json
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
PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36
JOB_ID_VAR = "SAFELAUNCH_JOB_ID"  # in the launcher's environment, so inherited by everything the job starts
# How often the launcher's children and grandchildren are looked at (rank tracking): often while ranks
# start, then once a second.
RANK_SCAN_S, RANK_SCAN_START_S, RANK_SCAN_STARTUP_S = 1.0, 0.2, 60.0
LEFTOVER_GRACE_S = 5.0  # after the launcher exits, for processes it left in its group
READ_BYTES = 1 << 20
F_SETPIPE_SZ = 1031


@dataclass(frozen=True)
class Outcome:
    returncode: int  # Popen convention: -N when killed by signal N
    forwarded: int | None  # the signal safelaunch forwarded, if any
    escalated: bool  # SIGKILL was needed
    ranks_left: int = 0  # ranks (LOCAL_RANK set by the launcher) still running when the launcher exited


def say(message: str) -> None:
    with contextlib.suppress(OSError):
        # backslashreplace: a non-UTF-8 argument (a surrogate-escaped byte) must not crash a message about it
        os.write(2, f"safelaunch: {message}\n".encode(errors="backslashreplace"))


_quiet = False


def set_quiet(on: bool) -> None:
    """--quiet: keep warnings, errors and the job's output; drop the plan summary, progress and success line."""
    global _quiet
    _quiet = on


def quiet() -> bool:
    return _quiet


def inform(message: str) -> None:
    """A message a user can do without (--quiet drops it); problems go through ``say``."""
    if not _quiet:
        say(message)


def signal_name(n: int) -> str:
    try:
        return signal.Signals(n).name
    except ValueError:
        return f"signal {n}"


def _set_subreaper(on: bool) -> None:
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_CHILD_SUBREAPER, int(on), 0, 0, 0)


def _become_subreaper() -> None:
    _set_subreaper(True)


def descendants(root: int) -> list[int]:
    """All live descendants of ``root``, from /proc (parents before children)."""
    children = _child_map()
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


def _die_with_parent() -> Callable[[], None] | None:
    """A preexec function that makes the kernel SIGKILL the launcher when safelaunch dies.

    PR_SET_PDEATHSIG fires when the *thread* that forked the child ends: supervise() forks the
    launcher and then supervises it in the same thread until it has exited, so that thread outlives
    it (also when the library is called from a thread other than the main one). It is cleared by the
    exec of a set-user-ID program: the launchers (deepspeed, torchrun, pdsh) are not; the watchdog
    covers the rest. Only prctl and getppid run in the child between fork and exec.
    """
    try:
        prctl = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None
    parent, kill = os.getpid(), int(signal.SIGKILL)

    def preexec() -> None:
        prctl(PR_SET_PDEATHSIG, kill, 0, 0, 0)
        if os.getppid() != parent:  # safelaunch died before prctl: never start an unsupervised job
            os._exit(127)

    return preexec


def _spawn(argv: Sequence[str], env: Mapping[str, str]) -> subprocess.Popen[bytes]:
    try:
        return subprocess.Popen(list(argv), env=dict(env), stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, start_new_session=True, preexec_fn=_die_with_parent())
    except FileNotFoundError:
        raise UserError(f"The launcher {argv[0]!r} was not found on PATH. Install it (pip install "
                        f"deepspeed / torch) in this environment, or activate the environment that has it.",
                        code="not-found") from None
    except PermissionError:
        raise UserError(f"The launcher {argv[0]!r} is not executable. Check its permissions "
                        f"(chmod +x) or reinstall it.", code="not-executable") from None


# The watchdog's program (python -I -S -c): stdlib only, no import of safelaunch (it may run from a
# checkout that an isolated interpreter cannot import). argv[1:] name this job's SAFELAUNCH_JOB_ID;
# it reads safelaunch's messages on fd 3.
_WATCHDOG = r"""
import json, os, signal, subprocess, sys, time
for s in (signal.SIGINT, signal.SIGHUP, signal.SIGPIPE):
    signal.signal(s, signal.SIG_IGN)
marker, me, data = ("%s=%s" % (sys.argv[1], sys.argv[2])).encode(), os.getpid(), b""
while True:
    try:
        chunk = os.read(3, 4096)
    except InterruptedError:
        continue
    except OSError:
        chunk = b""
    if not chunk:
        break
    data += chunk
lines = data.split(b"\n")
if b"done" in lines:
    sys.exit(0)
sids = {int(ln[4:]) for ln in lines if ln.startswith(b"sid ")}
remote = [json.loads(ln[7:]) for ln in lines if ln.startswith(b"remote ")]
helpers = []
for spec in remote:  # multi-node: the remote ranks (started over SSH) are stopped by safelaunch's own code
    try:
        helpers.append(subprocess.Popen(spec["argv"], env=spec["env"], stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, start_new_session=True))
    except OSError as e:
        os.write(2, ("safelaunch: its watchdog could not stop the job on the nodes: %s\n" % e).encode())
known = {}  # pid -> start time: the job's processes seen so far (a reused pid is someone else's)

def job():
    # The launcher's session is matched in the first pass only (later, a new session could reuse its
    # number); then what was seen (same start time), what carries the job's id, and their descendants.
    children, found, started = {}, set(), {}
    for e in os.listdir("/proc"):
        if not e.isdigit() or int(e) == me:
            continue
        pid = int(e)
        try:
            with open("/proc/%d/stat" % pid, "rb") as f:
                st = f.read()
            fields = st[st.rfind(b")") + 2:].split()
            if fields[0] == b"Z":
                continue
            started[pid] = fields[19]
            children.setdefault(int(fields[1]), []).append(pid)
            if (not known and int(fields[3]) in sids) or known.get(pid) == fields[19]:
                found.add(pid)
                continue
            with open("/proc/%d/environ" % pid, "rb") as f:
                if marker in f.read().split(b"\0"):
                    found.add(pid)
        except (OSError, ValueError, IndexError):
            continue
    todo = list(found)
    while todo:
        for c in children.get(todo.pop(), []):
            if c not in found:
                found.add(c)
                todo.append(c)
    known.update((pid, started[pid]) for pid in found)
    return found

pids = job()
if pids:
    os.write(2, ("safelaunch: safelaunch ended without stopping its job (killed?); its watchdog stops the job's "
                 "%d processes\n" % len(pids)).encode())
for sig, wait in ((signal.SIGTERM, 2.0), (signal.SIGKILL, 5.0)):
    deadline = time.monotonic() + wait
    while pids and time.monotonic() < deadline:
        for pid in pids:
            try:
                os.kill(pid, sig)
            except OSError:
                pass
        time.sleep(0.05)
        pids = job()
for h in helpers:
    try:
        h.wait(timeout=120)
    except subprocess.TimeoutExpired:
        h.kill()
"""


class Watchdog:
    """Stops the job if safelaunch dies without doing it (SIGKILL, the OOM killer).

    It is started before the launcher, in its own session (a terminal's Ctrl-C and hangup do not
    reach it), and forks once more while safelaunch is not a subreaper, so it is re-parented out of
    safelaunch's process tree: nothing that sweeps the job's processes touches it, and it outlives
    safelaunch. It reads a pipe whose write end only safelaunch holds (close-on-exec, so the job never
    inherits it). safelaunch writes ``sid N`` once the launcher runs, and ``done`` when the job is over;
    end of file without ``done`` means safelaunch died: the watchdog then stops the job (SIGTERM, then
    SIGKILL after 2 s) and exits.
    """

    def __init__(self, job_id: str) -> None:
        self.fd: int | None = None
        r, w = os.pipe()  # both close-on-exec: only the watchdog gets the read end (as fd 3)
        argv = [sys.executable, "-I", "-S", "-c", _WATCHDOG, JOB_ID_VAR, job_id]
        _set_subreaper(False)  # the watchdog, orphaned by the shell, must not be re-parented to us
        try:
            # A shell starts it in the background and exits at once (a few ms; Python itself would
            # take 30 ms to start and fork).
            shell = subprocess.Popen(["/bin/sh", "-c", 'fd=$1; shift; "$@" 3<&"$fd" &', "sh", str(r), *argv],
                                     stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, pass_fds=(r,),
                                     start_new_session=True, env={})  # nothing of ours (no secrets) in it
            shell.wait(timeout=30)
        except (OSError, subprocess.SubprocessError) as e:
            say(f"could not start the watchdog ({e}): if safelaunch is killed, the job may outlive it")
            os.close(w)
        else:
            self.fd = w
        finally:
            _set_subreaper(True)
            os.close(r)

    def _send(self, line: str) -> None:
        if self.fd is not None:
            with contextlib.suppress(OSError):
                os.write(self.fd, line.encode() + b"\n")

    def watch_session(self, sid: int) -> None:
        self._send(f"sid {sid}")

    def on_death(self, command: Mapping[str, object]) -> None:
        """Also run ``command`` ({"argv": [...], "env": {...}}) if safelaunch dies: multi-node, it stops
        the job on every node (safelaunch.remote_job.stop_main)."""
        self._send("remote " + json.dumps(command))

    def close(self, job_over: bool) -> None:
        """``job_over``: the job is known to be finished (the watchdog just exits); otherwise it sweeps."""
        if self.fd is None:
            return
        if job_over:
            self._send("done")
        os.close(self.fd)
        self.fd = None


def _environ_has(pid: int, name: bytes) -> bool:
    try:
        with open(f"/proc/{pid}/environ", "rb") as f:
            return any(entry.startswith(name + b"=") for entry in f.read().split(b"\0"))
    except OSError:
        return False


def _children_files(pid: int) -> list[int] | None:
    """Direct children of ``pid`` from /proc/PID/task/TID/children (None: the kernel has no such file)."""
    found: list[int] = []
    try:
        tids = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return []
    for tid in tids:
        try:
            with open(f"/proc/{pid}/task/{tid}/children", "rb") as f:
                found += [int(x) for x in f.read().split()]
        except FileNotFoundError:
            return None if os.path.isdir(f"/proc/{pid}/task/{tid}") else found
        except OSError:
            continue
    return found


def _child_map() -> dict[int, list[int]]:
    """Every live process's children, from one pass over /proc/*/stat."""
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
    return children


def _start_time(pid: int) -> int | None:
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            stat = f.read()
    except OSError:
        return None
    fields = stat[stat.rfind(b")") + 2:].split()
    return None if fields[0] == b"Z" else int(fields[19])


class RankTracker:
    """The ranks the launcher started: processes with LOCAL_RANK whose parent has none (deepspeed's
    launch.py's children, torchrun's workers), among the launcher's children and grandchildren.

    deepspeed's runner exits 0 when its child (launch.py, or pdsh) is killed by a signal
    (``if result.returncode > 0: sys.exit(...)``). A healthy launcher only exits after its ranks, so a
    rank still running when the launcher exits 0 says that something between them died.
    """

    def __init__(self, launcher: int, launcher_env: Mapping[str, str]) -> None:
        self.launcher = launcher
        self._launcher_has = "LOCAL_RANK" in launcher_env
        # pids with LOCAL_RANK in their environment, kept once seen: a process read between its launcher's fork and
        # its exec still shows the launcher's environment (without LOCAL_RANK), so a "no" is read again next scan
        self._has: set[int] = set()
        self.cheap = True  # /proc/PID/task/TID/children exists: a scan reads a few small files
        self.ranks: dict[int, int] = {}  # pid -> start time (against pid reuse)

    def _is_rank(self, pid: int, parent_has: bool) -> bool:
        has = pid in self._has or _environ_has(pid, b"LOCAL_RANK")
        if has:
            self._has.add(pid)
        return has and not parent_has

    def scan(self) -> None:
        cache: dict[int, list[int]] | None = None

        def children(pid: int) -> list[int]:
            nonlocal cache
            if cache is None:
                found = _children_files(pid)
                if found is not None:
                    return found
                cache = _child_map()  # CONFIG_PROC_CHILDREN off (and gVisor): one pass over /proc
                self.cheap = False
            return cache.get(pid, [])

        for child in children(self.launcher):
            if self._is_rank(child, self._launcher_has):
                self._record(child)
            child_has = child in self._has
            for grandchild in children(child):
                if self._is_rank(grandchild, child_has):
                    self._record(grandchild)

    def _record(self, pid: int) -> None:
        if pid not in self.ranks:
            started = _start_time(pid)
            if started is not None:
                self.ranks[pid] = started

    def alive(self) -> int:
        return sum(1 for pid, started in self.ranks.items() if _start_time(pid) == started)


RemoteSignal = Callable[[int], None]


class _Loop:
    def __init__(self, proc: subprocess.Popen[bytes], wake_fd: int, pipeline: OutputPipeline,
                 grace: float, remote: RemoteSignal | None, ranks: RankTracker | None = None) -> None:
        self.proc, self.wake_fd, self.pipeline, self.grace = proc, wake_fd, pipeline, grace
        self.remote = remote
        self.ranks = ranks
        self.started = time.monotonic()
        self.next_scan: float | None = self.started + RANK_SCAN_START_S if ranks else None
        self.ranks_left = 0
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
        self.next_scan = None
        if self.ranks is not None and self.returncode == 0 and self.forwarded is None:
            self.ranks_left = self.ranks.alive()  # before they are stopped below
        if self.forwarded is None:
            # Processes the launcher left in its group are not part of a finished job (dumb-init does
            # this too). After a forwarded signal they already got one: no second delivery.
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(self.pgid, signal.SIGTERM)
            if self.returncode < 0:
                # The launcher was killed: its workers in sessions of their own (torchrun's) were re-parented
                # to safelaunch, the subreaper, and nothing will ever stop them; stop them now rather than after
                # the drain grace (they still write what they have until they exit).
                for pid in descendants(os.getpid()):
                    with contextlib.suppress(ProcessLookupError, PermissionError):
                        os.kill(pid, signal.SIGTERM)
        self.drain_until = time.monotonic() + LEFTOVER_GRACE_S

    def timeout(self) -> float | None:
        deadlines = [d for d in (self.kill_at if not self.escalated else None, self.drain_until, self.next_scan)
                     if d]
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
                if self.ranks is not None and self.next_scan is not None and now >= self.next_scan:
                    self.ranks.scan()
                    # Often while ranks start, unless a scan means reading every process's stat file.
                    starting = self.ranks.cheap and now - self.started < RANK_SCAN_STARTUP_S
                    self.next_scan = now + (RANK_SCAN_START_S if starting else RANK_SCAN_S)
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
        return Outcome(self.returncode, self.forwarded, self.escalated, self.ranks_left)


def supervise(argv: Sequence[str], env: Mapping[str, str], pipeline: OutputPipeline,
              grace: float, remote: RemoteSignal | None = None,
              on_death: Mapping[str, object] | None = None) -> Outcome:
    """``on_death``: a command the watchdog runs if safelaunch dies without ending the job (multi-node:
    stopping it on every node, ``RemoteJob.death_command``)."""
    _become_subreaper()
    sys.stdout.flush()
    job_id = f"{os.getpid()}-{os.urandom(6).hex()}"
    env = {**env, JOB_ID_VAR: job_id}
    watchdog = Watchdog(job_id)
    if on_death is not None:
        watchdog.on_death(on_death)
    over = False
    try:
        with _signal_wakeup() as wake_fd:
            proc = _spawn(argv, env)
            watchdog.watch_session(proc.pid)  # start_new_session: the launcher's pid is its session id
            outcome = _Loop(proc, wake_fd, pipeline, grace, remote, RankTracker(proc.pid, env)).run()
            over = True
            return outcome
    finally:
        watchdog.close(job_over=over)


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
    if rc == 0 and outcome.ranks_left:
        n = outcome.ranks_left
        return 1, (f"the launcher exited 0 while {n} of its rank{'s' if n > 1 else ''} still ran: the process "
                   "between them (with deepspeed, launch.py) died, which deepspeed's runner reports as success "
                   "(it exits 0 when its child is killed by a signal); treated as a failure")
    return rc, None
