"""Slurm allocations as one more source of hosts and one more transport (srun), not another path.

Inside an allocation (`salloc`, `sbatch`, `srun --pty`: SLURM_JOB_ID and SLURM_JOB_NODELIST set, no
explicit hostfile) the job's nodes and slots come from the allocation, the probe reaches every node
through `srun --overlap` (the same stdlib probe file that SSH ships), and the launch is one `srun`
running the per-node script on every node. Nothing here needs SSH or a hostfile.
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import re
import secrets
import shlex
import signal
import subprocess
import time
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from safelaunch.errors import UserError

if TYPE_CHECKING:
    from safelaunch.preflight import Preflight
    from safelaunch.remote import NodeProbe, ProbeSettings, SshTarget

MAX_RANGE = 64 * 1024  # Slurm refuses larger ranges ("Too many hosts in range")
RANGE = re.compile(r"^(\d+)(?:-(\d+))?$")
COUNT = re.compile(r"^(\d+)(?:\(x(\d+)\))?$")

PROBE_FIXES = {
    "unreachable": "Check the node with `sinfo -N -n {alias}` and `srun --overlap -w {alias} hostname`; a node that is "
                   "down or drained cannot run the job either.",
    "probe-timeout": "srun started but the probe did not finish on {alias}; the node may be overloaded or its "
                     "filesystem hung. Raise --probe-timeout if it is just slow.",
    "probe-failed": "The probe could not run with the node's Python; check `srun --overlap -w {alias} python3 -V`.",
}


# -- the hostlist grammar ------------------------------------------------------------------------

def _split_top(text: str) -> list[str]:
    """Split at commas and whitespace outside brackets (Slurm accepts both as separators)."""
    parts: list[str] = []
    cur: list[str] = []
    depth = 0
    for ch in text:
        if ch == "[":
            depth += 1
            if depth > 1:
                raise ValueError(f"nested '[' in hostlist {text!r}")
        elif ch == "]":
            depth -= 1
            if depth < 0:
                raise ValueError(f"unbalanced ']' in hostlist {text!r}")
        if depth == 0 and (ch == "," or ch.isspace()):
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    if depth:
        raise ValueError(f"unbalanced '[' in hostlist {text!r}")
    parts.append("".join(cur))
    return [p for p in parts if p]


def _range_values(spec: str, text: str) -> list[str]:
    """`01-04,07` -> 01 02 03 04 07: the width of each range is the lower bound's (zero padding kept)."""
    out: list[str] = []
    for item in spec.split(","):
        m = RANGE.match(item)
        if not m:
            raise ValueError(f"invalid range {item!r} in hostlist {text!r}")
        lo, hi = m.group(1), m.group(2) if m.group(2) is not None else m.group(1)
        if int(hi) < int(lo):
            raise ValueError(f"invalid range {item!r} in hostlist {text!r} (end before start)")
        if int(hi) - int(lo) >= MAX_RANGE:
            raise ValueError(f"too many hosts in range {item!r} of hostlist {text!r}")
        width = len(lo)
        out += [str(i).zfill(width) for i in range(int(lo), int(hi) + 1)]
    return out


def _expand_one(expr: str, text: str) -> list[str]:
    """One host expression; several bracket groups expand as a product, the leftmost varying slowest."""
    start = expr.find("[")
    if start < 0:
        return [expr]
    end = expr.index("]", start)
    prefix, spec, rest = expr[:start], expr[start + 1:end], expr[end + 1:]
    tails = _expand_one(rest, text)
    return [prefix + v + t for v in _range_values(spec, text) for t in tails]


def expand_hostlist(text: str) -> list[str]:
    """Slurm's hostlist grammar (what `scontrol show hostnames` prints), in order, duplicates kept:
    `gpu[01-04,07]`, `rack[1-2]-node[01-02]`, `a[1-2]-ib,b3`. Raises ValueError on what Slurm refuses."""
    hosts: list[str] = []
    for expr in _split_top(text):
        hosts += _expand_one(expr, text)
    return hosts


def expand_counts(text: str) -> list[int]:
    """SLURM_JOB_CPUS_PER_NODE / SLURM_TASKS_PER_NODE: `2(x3),1` -> [2, 2, 2, 1]."""
    out: list[int] = []
    for item in text.split(","):
        m = COUNT.match(item.strip())
        if not m:
            raise ValueError(f"invalid per-node count {item!r} in {text!r}")
        out += [int(m.group(1))] * int(m.group(2) or 1)
    return out


# -- the allocation ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Allocation:
    job_id: str
    nodes: tuple[str, ...]
    slots: tuple[int, ...]  # per node, in node order
    slots_from: str  # the variable the slots came from, quoted in plans

    @property
    def source(self) -> str:
        return f"Slurm allocation {self.job_id}"


def _per_node(environ: Mapping[str, str], n: int) -> tuple[list[int], str]:
    """Ranks per node. Which wins, first to last: SLURM_NTASKS_PER_NODE (you asked for that many tasks per
    node), SLURM_GPUS_ON_NODE (the GPUs Slurm gave this node; taken for every node), SLURM_TASKS_PER_NODE
    (the tasks Slurm laid out, from -n), SLURM_JOB_CPUS_PER_NODE (one rank per CPU), else 1."""
    for name in ("SLURM_NTASKS_PER_NODE", "SLURM_GPUS_ON_NODE"):
        value = environ.get(name, "").strip()
        if value.isdigit() and int(value) > 0:
            return [int(value)] * n, f"{name}={value}"
    for name in ("SLURM_TASKS_PER_NODE", "SLURM_JOB_CPUS_PER_NODE"):
        value = environ.get(name, "").strip()
        if value:
            try:
                counts = expand_counts(value)
            except ValueError:
                continue
            if len(counts) == n and all(c > 0 for c in counts):
                return counts, f"{name}={value}"
    return [1] * n, "one per node (no SLURM_NTASKS_PER_NODE, SLURM_GPUS_ON_NODE or per-node counts)"


def allocation(environ: Mapping[str, str]) -> Allocation | None:
    """The allocation this process runs in, or None. A task of a multi-task step (`srun -N2 safelaunch`,
    one safelaunch per node) is not: each such task is one node of a job a scheduler started."""
    job = environ.get("SLURM_JOB_ID") or environ.get("SLURM_JOBID")
    nodelist = environ.get("SLURM_JOB_NODELIST") or environ.get("SLURM_NODELIST")
    if not job or not nodelist:
        return None
    tasks = environ.get("SLURM_STEP_NUM_TASKS", "")
    # `srun -N2 --pty bash`: the step has several tasks, but the shell a user types in is task 0 with the
    # terminal (srun sets SLURM_PTY_PORT for it; the other tasks' shells get no input and exit at once). That
    # shell stands for the whole allocation, as `salloc` does.
    if tasks.isdigit() and int(tasks) > 1 and not environ.get("SLURM_PTY_PORT"):
        return None
    try:
        nodes = expand_hostlist(nodelist)
    except ValueError as e:
        raise UserError(f"SLURM_JOB_NODELIST={nodelist!r} cannot be read ({e}).") from None
    if not nodes:
        return None
    slots, source = _per_node(environ, len(nodes))
    return Allocation(job, tuple(nodes), tuple(slots), source)


def allocation_pool(alloc: Allocation) -> OrderedDict[str, int]:
    return OrderedDict(zip(alloc.nodes, alloc.slots, strict=True))


# -- srun ------------------------------------------------------------------------------------------

def srun_command(alloc: Allocation, nodes: Sequence[str], name: str, *extra: str) -> list[str]:
    """One task on each of ``nodes``, as a step overlapping whatever else runs in the allocation.
    -n is explicit: salloc exports SLURM_NTASKS, which srun would otherwise take as the task count."""
    n = len(nodes)
    return ["srun", "--overlap", f"--jobid={alloc.job_id}", f"--nodes={n}", f"--ntasks={n}", "--ntasks-per-node=1",
            f"--nodelist={','.join(nodes)}", f"--job-name={name}", *extra]


def step_ids(job_id: str, name: str) -> list[str]:
    r = subprocess.run(["squeue", "--steps", f"--jobs={job_id}", "--noheader", "--format=%i %j"],
                       capture_output=True, text=True, timeout=10, check=False)
    return [line.split()[0] for line in r.stdout.splitlines() if line.split()[1:] == [name]]


def signal_steps(job_id: str, name: str, sig: int, wait: bool = True) -> None:
    """Signal every process of the named steps on every node (scancel, by identity). ``wait=False``: do
    not wait for scancel, which can take seconds when a node does not answer."""
    with contextlib.suppress(OSError, subprocess.SubprocessError):
        ids = step_ids(job_id, name)
        if ids:
            cmd = ["scancel", f"--signal={signal.Signals(sig).name.removeprefix('SIG')}", *ids]
            if wait:
                subprocess.run(cmd, capture_output=True, timeout=10, check=False)
            else:
                subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                 start_new_session=True)


def _probe_argv(python: str, options: dict[str, Any]) -> list[str]:
    from safelaunch import probe

    with open(probe.__file__, "rb") as f:  # the very file that runs locally and over SSH
        source = base64.b64encode(f.read()).decode()
    # Each task prints one line: its Slurm node name, a space, the probe's JSON.
    bootstrap = ("import base64,os,sys;sys.stdout.write(os.environ.get('SLURMD_NODENAME','?')+' ');"
                 f"exec(compile(base64.b64decode('{source}'),'safelaunch-probe','exec'));sys.stdout.write('\\n')")
    args = " ".join(shlex.quote(a) for a in ["-S", "-c", bootstrap, json.dumps(options)])
    return ["/bin/sh", "-c", f"P={shlex.quote(python)}; [ -x \"$P\" ] || P=python3; exec \"$P\" {args}"]


def _run_bounded(argv: list[str], timeout: float, job_id: str, name: str) -> tuple[int | None, str, str]:
    """(returncode or None on timeout, stdout, stderr); on timeout srun is killed (what the tasks printed has
    already reached the pipe) and the step's processes on the nodes get SIGKILL through scancel."""
    proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, start_new_session=True)
    try:
        out, err = proc.communicate(timeout=timeout)
        return proc.returncode, out, err
    except subprocess.TimeoutExpired:
        signal_steps(job_id, name, signal.SIGKILL, wait=False)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        return None, out, err


def probe_over_srun(alloc: Allocation, targets: Sequence[SshTarget],
                    settings_for: Callable[[SshTarget], ProbeSettings]) -> dict[str, NodeProbe]:
    """The probe on every node of ``targets`` through srun: one srun per distinct set of options (the
    master node checks its port, the others do not), each task printing its node's facts on one line."""
    from safelaunch.remote import NodeProbe

    groups: dict[str, list[SshTarget]] = {}
    settings: dict[str, ProbeSettings] = {}
    for t in targets:
        s = settings_for(t)
        key = json.dumps([s.python, s.options], sort_keys=True)
        groups.setdefault(key, []).append(t)
        settings[key] = s
    found: dict[str, NodeProbe] = {}
    for key, group in groups.items():
        s = settings[key]
        nodes = [t.alias for t in group]
        name = f"safelaunch-probe-{secrets.token_hex(4)}"
        start = time.monotonic()
        argv = srun_command(alloc, nodes, name, "--kill-on-bad-exit=0", *_probe_argv(s.python, s.options))
        try:
            rc, out, err = _run_bounded(argv, s.connect_timeout + s.probe_timeout, alloc.job_id, name)
        except OSError as e:
            raise UserError(f"Cannot run srun to probe the nodes of {alloc.source}: {e.strerror}. Is Slurm's "
                            "client (srun) on PATH?") from None
        seconds = time.monotonic() - start
        facts: dict[str, dict[str, Any]] = {}
        for line in out.splitlines():
            node, _, text = line.partition(" ")
            with contextlib.suppress(ValueError):
                value = json.loads(text)
                if isinstance(value, dict):
                    facts[node] = value
        for t in group:
            if t.alias in facts:
                found[t.alias] = NodeProbe(t, facts[t.alias], seconds=seconds)
                continue
            said = [ln for ln in err.splitlines() if t.alias in ln] or err.strip().splitlines()[-5:]
            text = "; ".join(said)[-500:] or f"srun exited {rc} without output from {t.alias}"
            if "Task launch" in text or "Unable to" in text or "not available" in text:
                found[t.alias] = NodeProbe(t, None, "unreachable", text, seconds)
            elif rc is None:
                found[t.alias] = NodeProbe(t, None, "probe-timeout",
                                           f"no facts within {s.connect_timeout + s.probe_timeout:g} s "
                                           f"(--connect-timeout + --probe-timeout) {text}", seconds)
            else:
                found[t.alias] = NodeProbe(t, None, "probe-failed", text, seconds)
    return found


def probe_fix(p: NodeProbe) -> str:
    return PROBE_FIXES.get(p.error_kind or "", "").format(alias=p.target.alias)


# -- the launch --------------------------------------------------------------------------------------

def output_prefix_lines() -> list[str]:
    """Shell lines that prefix every output line of the node with its Slurm node name (`sl1: ...`, as pdsh
    does, which the log classifier attributes), keeping the launcher's pid and exit status (exec after).
    The prefixer ignores SIGINT/SIGTERM so a job's last words after Ctrl-C still come through."""
    return ['__sl_node="${SLURMD_NODENAME:-$(hostname)}"',
            '__sl_fifo="${TMPDIR:-/tmp}/safelaunch-out-$$"',
            'if mkfifo "$__sl_fifo" 2>/dev/null; then',
            '  (trap "" INT TERM HUP; exec sed -u "s/^/$__sl_node: /" < "$__sl_fifo") &',
            '  exec > "$__sl_fifo" 2>&1',
            '  rm -f "$__sl_fifo"',
            'fi']


def deepspeed_tail(pf: Preflight, python: str) -> list[str]:
    """What deepspeed's PDSHRunner runs on each node (ds launcher/multinode_runner.py `PDSHRunner.get_cmd`,
    0.19): `python -u -m deepspeed.launcher.launch --world_info=<base64> --node_rank=N --master_addr=...
    --master_port=...`, the working directory on PYTHONPATH (ds runner.py), the node rank chosen by hostname."""
    request = pf.request
    world = json.dumps({n: s for n, s in pf.hosts.slots.items()}).encode()
    info = base64.urlsafe_b64encode(world).decode()
    cwd = os.getcwd()
    argv = [python, "-u", "-m", "deepspeed.launcher.launch", f"--world_info={info}"]
    flags = [f"--master_addr={pf.master_addr}", f"--master_port={pf.master_port}"]
    for opt, flag in (("no_python", "--no_python"), ("module", "--module"), ("no_local_rank", "--no_local_rank")):
        if request.values.get(opt):
            flags.append(flag)
    if request.values.get("enable_each_rank_log"):
        flags.append(f"--enable_each_rank_log={request.values['enable_each_rank_log']}")
    words = ([shlex.quote(a) for a in argv] + ['"--node_rank=$NODE_RANK"'] + [shlex.quote(f) for f in flags]
             + [shlex.quote(a) for a in [request.script or "", *request.script_args]])
    return [f"cd {shlex.quote(cwd)} || exit 1",
            f"export PYTHONPATH={shlex.quote(cwd)}${{PYTHONPATH:+:$PYTHONPATH}}",
            "exec " + " ".join(words)]


def step_name(script: str) -> str:
    """The launch step's name: the per-node script's (unique per launch), so scancel finds exactly it."""
    return os.path.basename(script).removesuffix(".sh")


def launch_command(alloc: Allocation, nodes: Sequence[str], script: str, launcher_args: str = "") -> list[str]:
    """One launcher per node: --kill-on-bad-exit ends every node when one node's launcher fails;
    --disable-status forwards the first Ctrl-C to the tasks at once (srun's default only prints status)."""
    return [*srun_command(alloc, nodes, step_name(script), "--kill-on-bad-exit=1", "--disable-status",
                          *shlex.split(launcher_args)), "/bin/sh", script]


class SrunJob:
    """The remote side of a launch through Slurm: deliver the per-node script with srun, signal the launch
    step by identity (scancel on its step name), clean up."""

    def __init__(self, pf: Preflight, script: str) -> None:
        assert pf.script_path is not None and pf.hosts.slurm is not None
        self.alloc = pf.hosts.slurm
        self.nodes = list(pf.plans)
        self.path = pf.script_path
        self.script = script
        self.python = pf.settings.python
        self.timeout = pf.settings.connect_timeout + pf.settings.probe_timeout
        self.step_name = step_name(self.path)

    def _srun(self, *argv: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
        name = f"{self.step_name}-io"
        cmd = srun_command(self.alloc, self.nodes, name, "--kill-on-bad-exit=0",
                           *(["--input=all"] if stdin is not None else []), *argv)
        return subprocess.run(cmd, input=stdin if stdin is not None else "", capture_output=True, text=True,
                              timeout=self.timeout, check=False)

    def deliver(self) -> None:
        """The script to the same path on every node (stdin broadcast: no size limit of a command line),
        written to a temporary name and renamed, mode 0600, so a shared /tmp is fine too."""
        code = ("import os,sys;p=sys.argv[1];t=p+'.%s.%d'%(os.uname()[1],os.getpid());"
                "fd=os.open(t,os.O_WRONLY|os.O_CREAT|os.O_EXCL,0o600);os.write(fd,sys.stdin.buffer.read());"
                "os.close(fd);os.replace(t,p)")
        shell = f"P={shlex.quote(self.python)}; [ -x \"$P\" ] || P=python3; exec \"$P\" -c {shlex.quote(code)} " \
                f"{shlex.quote(self.path)}"
        try:
            r = self._srun("/bin/sh", "-c", shell, stdin=self.script)
        except (OSError, subprocess.SubprocessError) as e:
            raise UserError(f"Could not write the per-node environment script {self.path} through srun ({e}); "
                            "nothing was started.", code="blocked") from None
        if r.returncode != 0:
            raise UserError(f"Could not write the per-node environment script {self.path} on the nodes of "
                            f"{self.alloc.source} ({(r.stderr or r.stdout).strip()[-500:]}). Check that /tmp is "
                            "writable there; nothing was started.", code="blocked")

    def signal(self, sig: int) -> None:
        """Every process of the launch step on every node gets ``sig`` (srun's own forwarding does the
        same for a signal sent to srun)."""
        signal_steps(self.alloc.job_id, self.step_name, sig)

    def cleanup(self) -> None:
        path = shlex.quote(self.path)
        with contextlib.suppress(OSError, subprocess.SubprocessError):
            self._srun("/bin/sh", "-c", f"rm -f {path} {path}.*.pgid")
