"""Killing safelaunch never orphans the job; a launcher that lost its ranks is never reported as success.

Multi-node (2 nodes over pdsh on the SSH network-namespace cluster, prefix "ir"): `kill -9` of safelaunch
stops the remote ranks (its watchdog runs the remote stop), and pdsh or a node's launcher killed by a
signal, which deepspeed's runner reports as success, is a failure naming the node.

Real launches through deepspeed and torchrun (CPU). `kill -9` of safelaunch: the launcher dies by
PR_SET_PDEATHSIG, and the watchdog (outside safelaunch's process tree) stops what the launcher leaves:
deepspeed's launch.py and its ranks, torchrun's workers in their own sessions.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from safelaunch.remote_job import NodeEnd, node_failure
from safelaunch.supervise import JOB_ID_VAR, descendants
from tests.cluster import Cluster, Node
from tests.helpers import BIN, ROOT, clean_env
from tests.proc_utils import alive, kill_all, read_until, wait_gone
from tests.robustness.interrupt import MARKER_VAR, RANK_SOURCE, job_processes

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
        kill_all(marked(marker))  # never leave a test's ranks behind
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
        kill_all(marked(marker))
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


# -- multi-node (pdsh over SSH, on the network-namespace cluster) ------------------------------------------

@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    c = Cluster([Node(1, "node1"), Node(2, "node2")], prefix="ir", subnet="10.79.0").start()
    try:
        yield c
    finally:
        c.stop()


def start_two_nodes(cluster: Cluster, tmp_path: Path, *runner: str) -> tuple[subprocess.Popen[bytes], str]:
    """A 2-node job over pdsh whose ranks print 10 numbered lines, then sleep without output (so they
    outlive a lost SSH session, as a rank inside a long collective would); every rank carries the marker
    (a PYTHON* variable: the per-node script forwards it)."""
    marker = uuid.uuid4().hex
    script = tmp_path / "ir_rank.py"
    script.write_text(RANK_SOURCE)
    p = subprocess.Popen([*cluster.client_prefix(), sys.executable, "-m", "safelaunch", *runner, "--runs-dir",
                          str(tmp_path / "runs"), "--hostfile", str(cluster.hostfile("node1", "node2")), str(script),
                          "--lines", "10", "--sleep", "300"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         cwd=ROOT, env=clean_env(**{MARKER_VAR: marker}))
    read_until(p, r"^node\d: ir-line rank=\d n=9$", count=2, timeout=180)
    assert {_node_of(pid) for pid in job_processes(marker, None) if _rank_of(pid)} == {"ir-node1", "ir-node2"}
    return p, marker


def _rank_of(pid: int) -> bool:
    return b"ir_rank.py" in _cmdline(pid) and b"RANK=" in Path(f"/proc/{pid}/environ").read_bytes()


def _node_of(pid: int) -> str:
    """The network namespace a process runs in ("" for the launching machine's own)."""
    for name in ("ir-node1", "ir-node2"):
        if str(pid) in subprocess.run(["ip", "netns", "pids", name], capture_output=True, text=True).stdout.split():
            return name
    return ""


def _finish(p: subprocess.Popen[bytes], marker: str, timeout: float = 60) -> tuple[int, str]:
    try:
        _out, err = p.communicate(timeout=timeout)
        return p.returncode, err.decode(errors="replace")
    finally:
        kill_all(job_processes(marker, None))


def _gone(marker: str, tag: str, timeout: float = 20) -> list[int]:
    deadline = time.monotonic() + timeout
    while (left := job_processes(marker, tag)) and time.monotonic() < deadline:
        time.sleep(0.05)
    return left


def _pdsh(p: subprocess.Popen[bytes]) -> int:
    (pid,) = [d for d in descendants(p.pid) if _cmdline(d).startswith(b"pdsh\0")]
    return pid


def test_pdsh_killed_by_a_signal_is_not_reported_as_success(cluster: Cluster, tmp_path: Path) -> None:
    """deepspeed's runner exits 0 when pdsh dies by a signal; every node's recorded exit status says otherwise."""
    p, marker = start_two_nodes(cluster, tmp_path)
    tag = f"safelaunch-env-{p.pid}-"
    os.kill(_pdsh(p), signal.SIGKILL)
    code, err = _finish(p, marker)
    # Cut off from pdsh, each node's job is still running (no status: 1), unless its SSH session's end
    # already stopped it (status 128+N of that signal). Either way the node is named.
    assert code in (1, 129, 143), err[-2000:]
    assert "the launcher exited 0, but on node1 its launcher" in err, err[-2000:]
    assert "on node2 its launcher" in err and "treated as a failure" in err
    assert "the job succeeded" not in err
    assert _gone(marker, tag) == []  # the nodes' jobs, cut off from pdsh, were stopped too


def test_a_nodes_launcher_killed_by_sigkill_is_named_with_its_status(cluster: Cluster, tmp_path: Path) -> None:
    """node2's launcher (deepspeed's launch.py) dies by SIGKILL, then pdsh does: the runner exits 0, node2's
    shell recorded 137, and safelaunch reports 137 naming node2."""
    p, marker = start_two_nodes(cluster, tmp_path)
    tag = f"safelaunch-env-{p.pid}-"
    (launch_py,) = [pid for pid in job_processes(marker, None) if _node_of(pid) == "ir-node2"
                    and b"deepspeed.launcher.launch" in _cmdline(pid) and b"bash" not in _cmdline(pid)[:10]]
    os.kill(launch_py, signal.SIGKILL)
    deadline = time.monotonic() + 20
    while not list(Path("/tmp").glob(f"safelaunch-env-{p.pid}-*.sh.node2.status")) and time.monotonic() < deadline:
        time.sleep(0.05)  # node2's shell writes its status (/tmp is shared with the namespace nodes)
    os.kill(_pdsh(p), signal.SIGKILL)
    code, err = _finish(p, marker)
    assert code == 137, err[-2000:]
    assert "on node2 its launcher was killed by SIGKILL (status 137)" in err, err[-2000:]
    assert _gone(marker, tag) == []


@pytest.mark.parametrize("runner", ["deepspeed", "torchrun"])
def test_kill_9_of_safelaunch_reaches_the_remote_ranks(cluster: Cluster, tmp_path: Path, runner: str) -> None:
    """The watchdog runs the same remote stop as Ctrl-C (over SSH, by identity) when safelaunch dies: the
    ranks, silent, would otherwise outlive their SSH sessions."""
    p, marker = start_two_nodes(cluster, tmp_path, "--runner", runner)
    tag = f"safelaunch-env-{p.pid}-"
    os.kill(p.pid, signal.SIGKILL)
    killed = time.monotonic()
    left = _gone(marker, tag, timeout=15)
    took = time.monotonic() - killed
    code, err = _finish(p, marker)
    assert left == [], [_cmdline(x)[:100] for x in left]
    assert code == -9
    # What the watchdog found still running on the nodes (a node whose job already ended with its SSH
    # session is not named); without the remote stop those processes would be left.
    assert re.search(r"its watchdog stopped the job's processes on node\d \(\d+\)", err), err[-2000:]
    print(f"{runner}, 2 nodes: every process of the job gone {took:.2f} s after kill -9 of safelaunch")
    assert took < 10


def test_node_failure_follows_the_exit_status_rules() -> None:
    assert node_failure([NodeEnd("n1", 0, 0), NodeEnd("n2", 0, 0)]) is None
    code, why = node_failure([NodeEnd("n1", None, 3), NodeEnd("n2", 137, 1)]) or (0, "")
    assert code == 137 and "on n2 its launcher was killed by SIGKILL (status 137)" in why
    assert "on n1 its launcher recorded no exit status" in why and "3 of its processes were still running" in why
    assert (node_failure([NodeEnd("n1", 3, 0)]) or (0, ""))[0] == 3
    assert (node_failure([NodeEnd("n1", None, 0, "timed out")]) or (0, ""))[0] == 1
    # The node whose launcher ended first decides: node2's launcher was killed (137), then pdsh's end made
    # node1's shell record SIGTERM (143) a second later.
    first_killed = [NodeEnd("n1", 143, 0, at=1001.0), NodeEnd("n2", 137, 0, at=1000.0)]
    assert (node_failure(first_killed) or (0, ""))[0] == 137
    assert (node_failure([NodeEnd("n1", 3, 0, at=5.0), NodeEnd("n2", 143, 0, at=6.0)]) or (0, ""))[0] == 3


@pytest.mark.parametrize("runner", ["deepspeed", "torchrun"])
def test_a_healthy_two_node_run_is_still_a_success(cluster: Cluster, tmp_path: Path, runner: str) -> None:
    """Every node's shell records 0: no false failure from the status check."""
    script = tmp_path / "ir_rank.py"
    script.write_text(RANK_SOURCE)
    r = subprocess.run([*cluster.client_prefix(), sys.executable, "-m", "safelaunch", "--runner", runner, "--runs-dir",
                        str(tmp_path / "runs"), "--hostfile", str(cluster.hostfile("node1", "node2")), str(script),
                        "--lines", "5", "--mesh"], capture_output=True, text=True, cwd=ROOT, env=clean_env(),
                       timeout=180)
    assert r.returncode == 0, r.stderr[-2000:]
    assert "the job succeeded" in r.stderr


def test_ctrl_c_of_a_two_node_torchrun_job_leaves_nothing(cluster: Cluster, tmp_path: Path) -> None:
    p, marker = start_two_nodes(cluster, tmp_path, "--runner", "torchrun")
    tag = f"safelaunch-env-{p.pid}-"
    p.send_signal(signal.SIGINT)
    code, err = _finish(p, marker)
    assert code == 130, err[-2000:]
    assert _gone(marker, tag) == []
