"""Repeated interruption trials of real launches, with figures.

    python -m tests.robustness.interrupt [--trials N] [--only SUBSTRING] [--no-multinode]

For single-node deepspeed, single-node torchrun and a 2-node deepspeed job over pdsh on the SSH test
cluster (network namespaces, prefix "ir", 10.79.0.0/24; needs root), N trials each of: SIGINT, SIGTERM,
SIGHUP to safelaunch; SIGKILL of safelaunch; SIGKILL of the launcher (safelaunch's child); SIGKILL of
one rank. Ranks are a tiny stdlib script printing numbered lines (and, in the 2-node job, holding a
TCP connection to rank 0, so losing a peer ends every rank as a failed collective would).

Each trial checks:
- nothing of the job is left, on any node: no process carrying the trial's marker variable (forwarded
  to every rank by the per-node script) or whose command line names the trial's per-node script;
- no log byte lost: the run directory's output.log starts with every byte the console received (the
  log is written before the console, so this holds for SIGKILL of safelaunch too; what the job wrote
  after safelaunch died, or what was still in the pipe, is on neither);
- the exit status is the documented one (README "Exit status").

Prints a markdown table and exits 1 if any trial failed.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from tests.helpers import free_port
from tests.proc_utils import kill_all

if TYPE_CHECKING:
    from tests.cluster import Cluster

ROOT = Path(__file__).resolve().parents[2]
MARKER_VAR = "PYTHONIRMARKER"  # PYTHON*: kept in the launcher's environment and forwarded to every node
PREFIX, SUBNET = "ir", "10.79.0"

RANK_SOURCE = r'''
"""A rank for the interruption trials: numbered lines every 50 ms (--lines N, default 2400); --mesh: a TCP
link to rank 0 (losing a peer ends the rank, as a failed collective would); --hold-port: rank 0 listens
on the master port, as torch's TCPStore does; --sleep S: then S seconds without output."""
import os, select, socket, sys, time
args = sys.argv[1:]
lines = int(args[args.index("--lines") + 1]) if "--lines" in args else 2400
rank = int(os.environ.get("RANK", "0"))
world = int(os.environ.get("WORLD_SIZE", "1"))
peers, listener, link = [], None, None
if "--hold-port" in args and rank == 0:  # what torch's TCPStore does: rank 0 holds the master port
    held = socket.create_server((os.environ["MASTER_ADDR"], int(os.environ["MASTER_PORT"])))
if "--mesh" in args and world > 1:
    addr = (os.environ["MASTER_ADDR"], int(os.environ["MASTER_PORT"]) + 1)
    if rank == 0:
        listener = socket.create_server(addr, reuse_port=False)
        listener.setblocking(False)
    else:
        for _ in range(600):
            try:
                link = socket.create_connection(addr, timeout=1)
                peers.append(link)
                break
            except OSError:
                time.sleep(0.05)
for i in range(lines):
    os.write(1, b"ir-line rank=%d n=%d\n" % (rank, i))
    watch = peers + ([listener] if listener is not None else [])
    ready = select.select(watch, [], [], 0.05)[0] if watch else time.sleep(0.05) or []
    for s in ready:
        if s is listener:
            peers.append(listener.accept()[0])
        elif s.recv(1) == b"d":  # that peer finished its lines: not a loss
            peers.remove(s)
        else:
            os.write(1, b"ir-peer-lost rank=%d\n" % rank)
            sys.exit(1)
for s in peers:
    try:
        s.sendall(b"d")
    except OSError:
        pass
if "--sleep" in args:  # then silent (a rank that outlives its SSH session: it never writes to it again)
    time.sleep(float(args[args.index("--sleep") + 1]))
'''

SCENARIOS = ("SIGINT", "SIGTERM", "SIGHUP", "SIGKILL safelaunch", "SIGKILL launcher", "SIGKILL rank")


@dataclass
class Config:
    name: str
    runner: str
    args: Callable[[Path, int], list[str]]  # (rank script, master port) -> safelaunch's arguments
    expected: dict[str, set[int]]
    ranks: int
    prefix: tuple[str, ...] = ()
    multinode: bool = False


@dataclass
class Trial:
    config: str
    scenario: str
    ok: bool
    status: int | None
    problems: list[str] = field(default_factory=list)
    seconds: float = 0.0
    gone_after: float | None = None  # seconds from the action until nothing of the job was left


def _read(pid: int, name: str) -> bytes:
    try:
        with open(f"/proc/{pid}/{name}", "rb") as f:
            return f.read()
    except OSError:
        return b""


def _alive(pid: int) -> bool:
    stat = _read(pid, "stat")
    return bool(stat) and stat[stat.rfind(b")") + 2:].split()[0] != b"Z"


def job_processes(marker: str, script_tag: str | None) -> list[int]:
    """Every live process of the trial's job on this machine and inside the netns nodes (one pid
    namespace): the marker in its environment, or the trial's per-node script in its command line."""
    needle, me, found = f"{MARKER_VAR}={marker}".encode(), os.getpid(), []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == me:
            continue
        pid = int(entry)
        if (needle in _read(pid, "environ").split(b"\0") or (
                script_tag is not None and script_tag.encode() in _read(pid, "cmdline"))) and _alive(pid):
            found.append(pid)
    return found


def _children(pid: int) -> list[int]:
    out = []
    for tid in os.listdir(f"/proc/{pid}/task") if os.path.isdir(f"/proc/{pid}/task") else []:
        out += [int(x) for x in _read(pid, f"task/{tid}/children").split()]
    return out


def _environ(pid: int) -> dict[str, str]:
    env = {}
    for entry in _read(pid, "environ").split(b"\0"):
        k, eq, v = entry.partition(b"=")
        if eq:
            env[k.decode(errors="replace")] = v.decode(errors="replace")
    return env


class Run:
    """One safelaunch run: its output collected by threads, its processes found by the marker."""

    def __init__(self, config: Config, work: Path, rank_script: Path) -> None:
        self.config, self.marker = config, uuid.uuid4().hex
        self.runs = Path(tempfile.mkdtemp(prefix="runs-", dir=work))
        env = {k: v for k, v in os.environ.items() if not k.startswith(("NCCL_", "GLOO_", "SLURM_", "MASTER_"))}
        env[MARKER_VAR] = self.marker
        argv = [*config.prefix, sys.executable, "-m", "safelaunch", "--runs-dir", str(self.runs),
                *config.args(rank_script, free_port())]
        self.proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT, env=env,
                                     start_new_session=True)
        self.out, self.err = bytearray(), bytearray()
        self.readers = [threading.Thread(target=self._pump, args=(s, b), daemon=True)
                        for s, b in ((self.proc.stdout, self.out), (self.proc.stderr, self.err))]
        for t in self.readers:
            t.start()

    @staticmethod
    def _pump(stream: object, into: bytearray) -> None:
        fd = stream.fileno()  # type: ignore[attr-defined]
        while chunk := os.read(fd, 65536):
            into += chunk

    def script_tag(self) -> str | None:
        m = re.search(rb"/tmp/safelaunch-env-\d+-[0-9a-f]+", bytes(self.err))
        return m.group().decode() if m else (f"safelaunch-env-{self.proc.pid}-" if self.config.multinode else None)

    def wait_lines(self, count: int, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            seen = {int(r) for r in re.findall(rb"ir-line rank=(\d+) n=%d\n" % count, bytes(self.out))}
            if len(seen) >= self.config.ranks:
                return True
            if self.proc.poll() is not None:
                return False
            time.sleep(0.05)
        return False

    def launcher(self) -> int | None:
        kids = [c for c in _children(self.proc.pid) if _environ(c).get(MARKER_VAR) == self.marker]
        return kids[0] if kids else None

    def rank(self, number: int) -> int | None:
        for pid in job_processes(self.marker, None):
            env = _environ(pid)
            if env.get("RANK") == str(number) and b"ir_rank" in _read(pid, "cmdline"):
                parent_env = _environ(int(_read(pid, "stat").rsplit(b")", 1)[1].split()[1]))
                if parent_env.get("RANK") != str(number):  # the rank itself, not a child of it
                    return pid
        return None

    def log(self) -> bytes:
        logs = list(self.runs.glob("*/output.log"))
        return logs[0].read_bytes() if len(logs) == 1 else b""


def trial(config: Config, scenario: str, work: Path, rank_script: Path) -> Trial:
    start = time.monotonic()
    run = Run(config, work, rank_script)
    problems: list[str] = []
    gone_after: float | None = None
    status: int | None = None
    tag: str | None = None
    try:
        if not run.wait_lines(5, 180):
            problems.append("the ranks did not start: " + bytes(run.err)[-600:].decode(errors="replace"))
            return Trial(config.name, scenario, False, run.proc.poll(), problems, time.monotonic() - start)
        tag = run.script_tag()
        missing = [n for n in range(config.ranks) if run.rank(n) is None]
        if missing:  # the marker must reach every rank, on every node, or "nothing left" proves nothing
            problems.append(f"ranks {missing} not found by the marker {MARKER_VAR}")
        if scenario.startswith("SIGKILL "):
            what = scenario.split()[1]
            target = run.proc.pid if what == "safelaunch" else run.launcher() if what == "launcher" else run.rank(1)
            if target is None:
                problems.append(f"no {what} process found")
                target = run.proc.pid
            acted = time.monotonic()
            os.kill(target, signal.SIGKILL)
        else:
            acted = time.monotonic()
            os.kill(run.proc.pid, getattr(signal, scenario))
        try:
            rc = run.proc.wait(timeout=120)
        except subprocess.TimeoutExpired:
            problems.append("safelaunch did not exit within 120 s")
            run.proc.kill()
            rc = run.proc.wait()
        status = 128 - rc if rc < 0 else rc
        deadline = time.monotonic() + 20
        left = job_processes(run.marker, tag)
        while left and time.monotonic() < deadline:
            time.sleep(0.05)
            left = job_processes(run.marker, tag)
        if left:
            names = [_read(p, "cmdline").replace(b"\0", b" ")[:100].decode(errors="replace") for p in left]
            problems.append(f"{len(left)} processes left 20 s after safelaunch exited: {names}")
        else:
            gone_after = time.monotonic() - acted
        for t in run.readers:
            t.join(timeout=30)
        if status not in config.expected[scenario]:
            problems.append(f"exit status {status}, expected {sorted(config.expected[scenario])}: "
                            + bytes(run.err)[-800:].decode(errors="replace"))
        console, log = bytes(run.out), run.log()
        if not log.startswith(console):
            at = next((i for i, (a, b) in enumerate(zip(console, log, strict=False)) if a != b), min(len(console),
                                                                                                   len(log)))
            problems.append(f"log lost bytes: console {len(console)} bytes, log {len(log)}, first difference at {at}")
    finally:
        kill_all(job_processes(run.marker, tag))  # never leave a trial's processes behind
        with contextlib.suppress(OSError):
            run.proc.kill()
        shutil.rmtree(run.runs, ignore_errors=True)
    return Trial(config.name, scenario, not problems, status, problems, time.monotonic() - start, gone_after)


def single_node_configs() -> list[Config]:
    signalled = {"SIGINT": {130}, "SIGTERM": {143}, "SIGHUP": {129}, "SIGKILL safelaunch": {137},
                 "SIGKILL launcher": {137}}
    return [
        Config("deepspeed, 1 node", "deepspeed",
               lambda s, p: ["--num_gpus", "2", "--master_port", str(p), str(s)],
               {**signalled, "SIGKILL rank": {137}}, 2),
        Config("torchrun, 1 node", "torchrun",
               lambda s, p: ["--runner", "torchrun", "--nproc-per-node", "2", "--master-port", str(p), str(s)],
               # torchrun exits 1 (ChildFailedError); its `failed (exitcode: -9)` line makes it 128+9
               {**signalled, "SIGKILL rank": {137}}, 2),
    ]


def multinode_config(cluster: Cluster) -> Config:
    hostfile = cluster.hostfile("node1", "node2")
    return Config("deepspeed, 2 nodes (pdsh)", "deepspeed",
                  lambda s, p: ["--hostfile", str(hostfile), "--master_port", str(p), str(s), "--mesh"],
                  {"SIGINT": {130}, "SIGTERM": {143}, "SIGHUP": {129}, "SIGKILL safelaunch": {137},
                   "SIGKILL launcher": {137}, "SIGKILL rank": {137}},
                  2, prefix=cluster.client_prefix(), multinode=True)


@contextlib.contextmanager
def ir_cluster() -> Iterator[Cluster]:
    from tests.cluster import Cluster, Node

    c = Cluster([Node(1, "node1"), Node(2, "node2")], prefix=PREFIX, subnet=SUBNET).start()
    try:
        yield c
    finally:
        c.stop()


def table(trials: list[Trial]) -> str:
    rows = ["| scenario | trials | passed | failures | exit status seen | all gone after (s, max) |",
            "|---|---|---|---|---|---|"]
    keys: list[tuple[str, str]] = []
    for t in trials:
        if (t.config, t.scenario) not in keys:
            keys.append((t.config, t.scenario))
    keys.sort(key=lambda k: (next(i for i, t in enumerate(trials) if t.config == k[0]) if "2 nodes" not in k[0]
                             else len(trials), SCENARIOS.index(k[1])))
    for config, scenario in keys:
        these = [t for t in trials if (t.config, t.scenario) == (config, scenario)]
        passed = sum(t.ok for t in these)
        seen = ", ".join(f"{s}×{n}" if n > 1 else str(s) for s, n in
                         sorted({t.status: sum(x.status == t.status for x in these) for t in these}.items(),
                                key=lambda kv: (kv[0] is None, kv[0] or 0)))
        gone = [t.gone_after for t in these if t.gone_after is not None]
        rows.append(f"| {config}: {scenario} | {len(these)} | {passed} | {len(these) - passed} | {seen} | "
                    f"{max(gone):.2f} |" if gone else
                    f"| {config}: {scenario} | {len(these)} | {passed} | {len(these) - passed} | {seen} | - |")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--trials", type=int, default=10)
    parser.add_argument("--only", default="", help="run only configurations/scenarios containing this text")
    parser.add_argument("--no-multinode", action="store_true", help="skip the 2-node cluster (needs root)")
    parser.add_argument("--jobs", type=int, default=1, help="configurations run at once (each one's trials in turn)")
    args = parser.parse_args(argv)
    os.environ["PATH"] = f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"
    work = Path(tempfile.mkdtemp(prefix="safelaunch-interrupt-"))
    rank_script = work / "ir_rank.py"
    rank_script.write_text(RANK_SOURCE)
    trials: list[Trial] = []
    started = time.monotonic()

    def run_config(config: Config) -> None:
        for scenario in SCENARIOS:
            if args.only and args.only not in f"{config.name}: {scenario}":
                continue
            for _ in range(args.trials):
                t = trial(config, scenario, work, rank_script)
                trials.append(t)
                mark = "ok" if t.ok else "FAILED: " + " | ".join(t.problems)
                print(f"{config.name}: {scenario}: exit {t.status}, {t.seconds:.1f} s, {mark}", file=sys.stderr,
                      flush=True)

    def multinode() -> None:
        with ir_cluster() as cluster:
            run_config(multinode_config(cluster))

    tasks: list[Callable[[], None]] = [lambda c=c: run_config(c) for c in single_node_configs()]  # type: ignore[misc]
    if not args.no_multinode and (not args.only or "2 nodes" in args.only or "SIG" in args.only):
        tasks.insert(0, multinode)  # the longest first
    try:
        if args.jobs > 1:
            with ThreadPoolExecutor(max_workers=args.jobs) as pool:
                for f in [pool.submit(task) for task in tasks]:
                    f.result()
        else:
            for task in tasks:
                task()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(table(trials))
    failed = [t for t in trials if not t.ok]
    print(f"\n{len(trials)} trials, {len(failed)} failed, {time.monotonic() - started:.0f} s wall time")
    for t in failed:
        print(f"- {t.config}: {t.scenario}: " + " | ".join(t.problems))
    return 1 if failed or not trials else 0


if __name__ == "__main__":
    sys.exit(main())
