"""The remote side of a multi-node launch: deliver the per-node script, signal and clean up by identity.

Each node's job is known by identity, never by a pattern: the process group its shell recorded
(``<script>.<hostname>.pgid``, used only while that shell still runs the script) and the variable
``SAFELAUNCH_NODE_JOB=<script>`` that every process it starts carries (torchrun's workers leave the
group for their own sessions; a rank outlives a killed launcher). The shell records its launcher's
exit status in ``<script>.<hostname>.status``; :meth:`RemoteJob.finish` reads it after the local
launcher exits and stops whatever of the job is left. When safelaunch itself is killed, its watchdog
runs :func:`stop_main` (the same stop, over the same SSH connections) from outside its process tree.
"""

from __future__ import annotations

import dataclasses
import json
import os
import shlex
import signal
import sys
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from safelaunch import delivery
from safelaunch.errors import UserError
from safelaunch.remote import ProbeSettings, SshTarget, _python_command, run_capture, run_on, write_file

if TYPE_CHECKING:
    from safelaunch.preflight import Preflight

STOP_GRACE_S = 3.0  # on a node, between SIGTERM and SIGKILL of what is left of the job

# Runs on a node (stdlib only, python -I -S): argv = script path, mode ("signal N", "stop"), grace.
# Prints "status=<the launcher's exit status, or none> left=<processes of the job found>".
_NODE_PROGRAM = r"""
import os, signal, sys, time
path, mode, arg = sys.argv[1], sys.argv[2], sys.argv[3]
base = "%s.%s" % (path, os.uname()[1])
marker, me = ("%s=%s" % (sys.argv[4], path)).encode(), os.getpid()

def read(name):
    try:
        with open(base + name) as f:
            return f.read().strip()
    except OSError:
        return ""

def stat(pid):
    try:
        with open("/proc/%d/stat" % pid, "rb") as f:
            s = f.read()
        fields = s[s.rfind(b")") + 2:].split()
        return None if fields[0] == b"Z" else fields
    except (OSError, IndexError):
        return None

pg = read(".pgid")
pg = int(pg) if pg.isdigit() else None

def leader_ours():
    # The recorded shell, only while it still runs this script (its pid could be reused afterwards).
    try:
        with open("/proc/%d/cmdline" % pg, "rb") as f:
            return stat(pg) is not None and path.encode() in f.read()
    except (OSError, TypeError):
        return False

def job():
    # The shell's group (if the shell is still ours), every process with the marker, their descendants.
    ours, children, found = leader_ours(), {}, set()
    for e in os.listdir("/proc"):
        if not e.isdigit() or int(e) == me:
            continue
        pid = int(e)
        fields = stat(pid)
        if fields is None:
            continue
        children.setdefault(int(fields[1]), []).append(pid)
        if ours and int(fields[2]) == pg:
            found.add(pid)
            continue
        try:
            with open("/proc/%d/environ" % pid, "rb") as f:
                if marker in f.read().split(b"\0"):
                    found.add(pid)
        except OSError:
            pass
    todo = list(found)
    while todo:
        for c in children.get(todo.pop(), []):
            if c not in found:
                found.add(c)
                todo.append(c)
    return found

def send(pids, sig):
    for pid in pids:
        try:
            os.kill(pid, sig)
        except OSError:
            pass

if mode == "signal":
    sig = int(arg)
    if sig == signal.SIGKILL:
        for _ in range(3):  # again: a process forked between the scan and the kill
            send(job(), sig)
    elif leader_ours():
        try:
            os.killpg(pg, sig)  # the launcher tears its ranks down itself
        except OSError:
            pass
    else:
        send(job(), sig)
    sys.exit(0)
status = read(".status")
try:
    at = "%.3f" % os.stat(base + ".status").st_mtime
except OSError:
    at = "none"
pids = job()
print("status=%s left=%d at=%s" % (status or "none", len(pids), at), flush=True)
for sig, wait in ((signal.SIGTERM, float(arg)), (signal.SIGKILL, 5.0)):
    deadline = time.monotonic() + wait
    while pids and time.monotonic() < deadline:
        send(pids, sig)
        time.sleep(0.05)
        pids = job()
"""


@dataclass(frozen=True)
class NodeEnd:
    """How a node's job ended: the exit status its shell recorded (None: none recorded, the shell was
    killed or the node could not be asked), and how many of its processes were still running."""

    alias: str
    status: int | None
    left: int
    error: str | None = None
    at: float | None = None  # when the node's shell recorded the status (the file's mtime, the node's clock)

    @property
    def failed(self) -> bool:
        return self.status != 0


def node_failure(ends: list[NodeEnd]) -> tuple[int, str] | None:
    """After the local launcher exited 0: (exit status, why) if a node's job did not end with 0.

    Follows README "Exit status": a node's launcher killed by signal N (its shell's status 128+N) gives
    128+N; another status of its own gives that status; no status (the node's shell or its SSH session
    was killed, which deepspeed's runner reports as success) gives 1."""
    failed = [e for e in ends if e.failed]
    if not failed:
        return None
    parts = []
    for e in failed:
        if e.status is None:
            what = "its launcher recorded no exit status (its shell or SSH session was killed" + (
                f"; {e.error}" if e.error else "") + ")"
        elif e.status > 128:
            what = f"its launcher was killed by {_signal_name(e.status - 128)} (status {e.status})"
        else:
            what = f"its launcher exited {e.status}"
        if e.left:
            what += f"; {e.left} of its processes were still running and were stopped"
        parts.append(f"on {e.alias} {what}")
    # The node whose launcher ended first decides: when one node's launcher is killed, pdsh and the other
    # nodes' sessions end after it, and their shells record the SIGHUP/SIGTERM that ending sent them.
    recorded = sorted((e for e in failed if e.status is not None),
                      key=lambda e: (e.at is None, e.at or 0.0))
    code = recorded[0].status if recorded else 1
    assert code is not None
    return code, ("the launcher exited 0, but " + "; ".join(parts) + " (deepspeed's runner reports pdsh killed "
                  "by a signal as success); treated as a failure")


def _signal_name(n: int) -> str:
    try:
        return signal.Signals(n).name
    except ValueError:
        return f"signal {n}"


class RemoteJob:
    def __init__(self, pf: Preflight, script: str) -> None:
        assert pf.script_path is not None
        self.settings = pf.settings
        self.path = pf.script_path
        self.script = script
        self.targets = [pf.targets[a] for a in pf.plans]
        # The trampoline that runs the training script with its exact arguments, when the command uses it.
        self.extra = {delivery.trampoline_path(pf.script_path): delivery.trampoline_source()} \
            if delivery.trampoline_path(pf.script_path) in pf.command else {}

    @classmethod
    def _bare(cls, path: str, targets: list[SshTarget], settings: ProbeSettings) -> RemoteJob:
        job = cls.__new__(cls)
        job.settings, job.path, job.script, job.targets, job.extra = settings, path, "", targets, {}
        return job

    def _each(self, fn: Callable[[SshTarget], Any]) -> dict[str, Any]:
        """Run ``fn`` for every node at once; alias -> its result."""
        with ThreadPoolExecutor(max_workers=min(self.settings.fanout, len(self.targets) or 1)) as pool:
            return dict(zip((t.alias for t in self.targets), pool.map(fn, self.targets), strict=True))

    def deliver(self) -> None:
        def write(t: SshTarget) -> str | None:
            for path, content in ({self.path: self.script} | self.extra).items():
                error = write_file(t, self.settings, path, content)
                if error:
                    return error
            return None

        errors = {a: e for a, e in self._each(write).items() if e}
        if errors:
            listing = "; ".join(f"{a}: {e}" for a, e in errors.items())
            raise UserError(f"Could not write the per-node environment script {self.path} on "
                            f"{', '.join(errors)} ({listing}). Check that /tmp is writable there; nothing was "
                            "started.", code="blocked")

    def _node_command(self, mode: str, arg: str) -> str:
        return _python_command(self.settings.python, ["-I", "-S", "-c", _NODE_PROGRAM, self.path, mode, arg,
                                                      delivery.NODE_JOB_VAR])

    def signal(self, sig: int) -> None:
        """Signal each node's job by identity (never a pattern kill): a forwarded signal goes to the process
        group its shell recorded, whose launcher tears its ranks down; SIGKILL goes to every process of the
        job there (the group, what carries the job's variable, and their descendants)."""
        cmd = self._node_command("signal", str(int(sig)))
        self._each(lambda t: run_on(t, self.settings, cmd))

    def finish(self, grace: float = STOP_GRACE_S) -> list[NodeEnd]:
        """After the local launcher exited: every node's recorded exit status, and what of the job is still
        running there stopped (SIGTERM, SIGKILL ``grace`` s later): pdsh killed, or its ssh, leaves the
        nodes' jobs running."""
        cmd = self._node_command("stop", f"{grace:g}")

        def one(t: SshTarget) -> NodeEnd:
            settings = dataclasses.replace(self.settings, probe_timeout=self.settings.probe_timeout + grace + 5)
            exited, stdout, stderr = run_capture(t, settings, cmd)
            if exited is None:  # a node that cannot be asked is a node without a status
                return NodeEnd(t.alias, None, 0, stderr or "no answer")
            fields = dict(f.partition("=")[::2] for f in stdout.split())
            status, left = fields.get("status", ""), fields.get("left", "0")
            try:
                at: float | None = float(fields.get("at", ""))
            except ValueError:
                at = None
            return NodeEnd(t.alias, int(status) if status.isdigit() else None, int(left) if left.isdigit() else 0,
                           None if exited == 0 else (stderr.strip()[-300:] or f"exit {exited}"), at)

        return list(self._each(one).values())

    def death_command(self, environ: Mapping[str, str]) -> dict[str, Any]:
        """What safelaunch's watchdog runs if safelaunch dies (SIGKILL, the OOM killer): :func:`stop_main`
        in a fresh interpreter that imports this very package, with what SSH needs from the environment
        (no secrets: the watchdog's environment is otherwise empty)."""
        spec = {"path": self.path, "targets": [dataclasses.asdict(t) for t in self.targets],
                "settings": {k: v for k, v in dataclasses.asdict(self.settings).items() if k != "options"}}
        package_parent = os.path.dirname(os.path.dirname(os.path.abspath(delivery.__file__)))
        code = (f"import sys; sys.path.insert(0, {package_parent!r}); "
                "from safelaunch.remote_job import stop_main; stop_main(sys.argv[1])")
        keep = ("HOME", "USER", "LOGNAME", "PATH", "SSH_AUTH_SOCK", "LANG", "LC_ALL")
        return {"argv": [sys.executable, "-c", code, json.dumps(spec)],
                "env": {k: environ[k] for k in keep if k in environ}}

    def cleanup(self) -> None:
        path = shlex.quote(self.path)
        extra = " ".join(shlex.quote(p) for p in self.extra)
        self._each(lambda t: run_on(t, self.settings, f"rm -f {path} {path}.*.pgid {path}.*.status {extra}".rstrip()))


def stop_main(spec_json: str) -> None:
    """The watchdog's remote half: stop the job on every node, then remove the script."""
    spec = json.loads(spec_json)
    targets = []
    for t in spec["targets"]:
        fields: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v for k, v in t.items()}
        targets.append(SshTarget(**fields))
    job = RemoteJob._bare(spec["path"], targets, ProbeSettings(**spec["settings"]))
    ends = job.finish(grace=2.0)
    stopped = [f"{e.alias} ({e.left})" for e in ends if e.left]
    unreachable = [f"{e.alias}: {e.error}" for e in ends if e.error]
    if stopped:
        sys.stderr.write("safelaunch: its watchdog stopped the job's processes on " + ", ".join(stopped) + "\n")
    if unreachable:
        sys.stderr.write("safelaunch: its watchdog could not reach " + "; ".join(unreachable) + "\n")
    job.cleanup()
