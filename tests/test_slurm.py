"""Slurm allocation mode on a real Slurm cluster (tests/slurm_cluster.py): slurmctld, one slurmd per network
namespace, nodes whose hostnames do not resolve. safelaunch runs inside `salloc` as a user types it."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from safelaunch.slurm import expand_hostlist
from tests.helpers import BIN, ROOT, clean_env
from tests.proc_utils import read_until
from tests.slurm_cluster import SlurmCluster, available

RANK = str(BIN / "rank.py")
NODES = ["sl1", "sl2"]
SALLOC = ("salloc", "-N2", "--ntasks-per-node=2")

pytestmark = pytest.mark.skipif(available() is not None, reason=f"Slurm test cluster: {available()}")


@pytest.fixture(scope="module")
def cluster() -> Iterator[SlurmCluster]:
    c = SlurmCluster(NODES).start()
    try:
        yield c
    finally:
        c.stop()


@pytest.fixture(autouse=True)
def idle_nodes(cluster: SlurmCluster) -> None:
    """Each test starts with no job and both nodes idle: a job just cancelled leaves its nodes COMPLETING for
    a moment, and a node whose slurmd is then stopped (the last test) would stay so, holding every salloc."""
    cluster.cancel_all()
    cluster.wait_idle(60)


def env_of(cluster: SlurmCluster) -> dict[str, str]:
    venv_bin = os.path.dirname(sys.executable)
    return clean_env(SLURM_CONF=str(cluster.conf), PATH=f"{venv_bin}:{os.environ.get('PATH', '/usr/bin:/bin')}")


def in_allocation(cluster: SlurmCluster, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*SALLOC, sys.executable, "-m", "safelaunch", *args], capture_output=True, text=True,
                          timeout=timeout, cwd=ROOT, env=env_of(cluster))


def dumps(directory: Path) -> dict[int, dict[str, str]]:
    return {int(p.stem[4:]): json.loads(p.read_text()) for p in directory.glob("rank*.json")}


def leftovers(cluster: SlurmCluster, pattern: str) -> dict[str, list[int]]:
    return {n: pids for n in NODES if (pids := cluster.processes_on(n, pattern))}


def wait_no_leftovers(cluster: SlurmCluster, pattern: str, timeout: float = 10) -> dict[str, list[int]]:
    deadline = time.monotonic() + timeout
    while (left := leftovers(cluster, pattern)) and time.monotonic() < deadline:
        time.sleep(0.1)
    return left


HOSTLISTS = ["sl[1-2]", "gpu[01-04,07]", "b[8-10]", "n[1-010]", "n[001-3]", "n[1,01]", "c[1-2]x[3-4]",
             "rack[1-2]-node[01-02]", "x[1-2],x[2-3]", "a,,b", "a b", "node1.domain,n1-2", "n[009-011]",
             "n[]", "n[3-1]", "n[a-b]", "n[1-2]]", "n[1-100000]"]


def test_hostlist_parser_agrees_with_scontrol(cluster: SlurmCluster) -> None:
    for text in HOSTLISTS:
        r = subprocess.run(["scontrol", "show", "hostnames", text], capture_output=True, text=True, timeout=10,
                           env=env_of(cluster))
        if "Invalid hostlist" in r.stdout + r.stderr:
            with pytest.raises(ValueError):
                expand_hostlist(text)
        else:
            assert expand_hostlist(text) == r.stdout.split(), text


def test_doctor_inside_the_allocation_probes_every_node_through_srun(cluster: SlurmCluster) -> None:
    start = time.monotonic()
    r = in_allocation(cluster, "doctor", "--json")
    assert r.returncode == 0, r.stderr[-3000:]
    data = json.loads(r.stdout)
    assert time.monotonic() - start < 20
    assert list(data["nodes"]) == NODES
    assert data["master_addr"] == "10.232.0.11"  # sl1's `hostname -I`, never loopback
    for name in NODES:
        assert data["nodes"][name]["env"]["GLOO_SOCKET_IFNAME"] == "eth0"  # the Gloo trap, per node
    assert data["command"][:2] == ["srun", "--overlap"]
    text = in_allocation(cluster, "doctor")
    assert "sl1" in text.stdout and "sl2" in text.stdout, text.stdout + text.stderr


def test_deepspeed_launcher_slurm_maps_onto_the_same_path(cluster: SlurmCluster) -> None:
    r = in_allocation(cluster, "--dry-run", "--json", "--launcher", "slurm", RANK)
    assert r.returncode == 0, r.stderr[-3000:]
    data = json.loads(r.stdout)
    assert "launcher-no-env-delivery" not in {f["id"] for f in data["findings"]}
    assert data["command"][0] == "srun" and "--kill-on-bad-exit=1" in data["command"]


@pytest.mark.parametrize("runner", ["torchrun", "deepspeed"])
def test_four_rank_gloo_allreduce_on_nodes_whose_names_do_not_resolve(cluster: SlurmCluster, tmp_path: Path,
                                                                       runner: str) -> None:
    dump = tmp_path / "dump"
    dump.mkdir()
    args = ["--runner", "torchrun"] if runner == "torchrun" else []
    r = in_allocation(cluster, *args, "--runs-dir", str(tmp_path / "logs"), RANK, "--gloo", "--dump", str(dump))
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    ranks = dumps(dump)
    assert sorted(ranks) == [0, 1, 2, 3]
    for rank, seen in ranks.items():
        assert seen["WORLD_SIZE"] == "4" and seen["RANK"] == str(rank) and seen["LOCAL_RANK"] == str(rank % 2)
        assert seen["MASTER_ADDR"] == "10.232.0.11" and seen["MASTER_PORT"] == "29500"
        assert seen["GLOO_SOCKET_IFNAME"] == "eth0" and seen["NCCL_DEBUG"] == "WARN"
        assert seen["SLURMD_NODENAME"] == NODES[rank // 2]  # node rank 0 is the master node
    assert "sl1: " in r.stdout and "sl2: " in r.stdout  # every line says its node, as pdsh's do


def test_a_failing_node_ends_the_job_on_every_node(cluster: SlurmCluster, tmp_path: Path) -> None:
    start = time.monotonic()
    # Rank 1 (on sl1) kills itself; the ranks on sl2 would sleep 120 s without --kill-on-bad-exit.
    r = in_allocation(cluster, "--runner", "torchrun", "--runs-dir", str(tmp_path), RANK, "--kill-self", "KILL",
                      "--sleep", "120")
    took = time.monotonic() - start
    assert r.returncode != 0, r.stderr[-3000:]
    assert took < 40, took
    assert "root cause" in r.stderr and "on host sl1" in r.stderr, r.stderr[-3000:]
    assert not wait_no_leftovers(cluster, "rank.py")


@contextlib.contextmanager
def sleeping_job(cluster: SlurmCluster, tmp_path: Path) -> Iterator[subprocess.Popen[bytes]]:
    """`salloc ... safelaunch --runner torchrun rank.py --sleep 120` (4 ranks that sleep); killed and the job
    cancelled afterwards, whatever the test did."""
    p = subprocess.Popen([*SALLOC, sys.executable, "-m", "safelaunch", "--runner", "torchrun", "--runs-dir",
                          str(tmp_path), RANK, "--sleep", "120"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         cwd=ROOT, env=env_of(cluster), start_new_session=True)
    try:
        yield p
    finally:
        if p.poll() is None:
            os.killpg(p.pid, signal.SIGKILL)
            p.wait()
        cluster.cancel_all()


def test_ctrl_c_ends_every_rank_on_every_node(cluster: SlurmCluster, tmp_path: Path) -> None:
    with sleeping_job(cluster, tmp_path) as p:
        read_until(p, r"ready rank=", count=4, timeout=60)
        for name in NODES:  # torchrun and its two workers
            pids = cluster.processes_on(name, "rank.py")
            assert len(pids) == 3, [Path(f"/proc/{q}/cmdline").read_bytes() for q in pids]
        launcher = [c for c in subprocess.run(["pgrep", "-P", str(p.pid)], capture_output=True, text=True
                                              ).stdout.split()]
        assert len(launcher) == 1  # salloc's child: safelaunch
        start = time.monotonic()
        os.kill(int(launcher[0]), signal.SIGINT)
        _, err = p.communicate(timeout=60)
        assert p.returncode == 130, err[-3000:]
        assert b"sent SIGINT" in err
        assert not wait_no_leftovers(cluster, "rank.py")
        assert time.monotonic() - start < 30


def _check_four_ranks(dump: Path) -> None:
    ranks = dumps(dump)
    assert sorted(ranks) == [0, 1, 2, 3]
    for rank, seen in ranks.items():
        assert seen["WORLD_SIZE"] == "4" and seen["RANK"] == str(rank)
        assert seen["MASTER_ADDR"] == "10.232.0.11" and seen["GLOO_SOCKET_IFNAME"] == "eth0"
        assert seen["SLURMD_NODENAME"] == NODES[rank // 2]


def test_inside_sbatch_the_batch_script_line_is_the_same_command(cluster: SlurmCluster, tmp_path: Path) -> None:
    """`sbatch`: the batch script runs on the first node with the allocation's variables (no salloc)."""
    dump = tmp_path / "dump"
    dump.mkdir()
    out = tmp_path / "slurm.out"
    script = tmp_path / "job.sh"
    script.write_text("#!/bin/bash\n#SBATCH -N2\n#SBATCH --ntasks-per-node=2\n"
                      f"cd {ROOT}\nexec {sys.executable} -m safelaunch --runner torchrun "
                      f"--runs-dir {tmp_path / 'logs'} {RANK} --gloo --dump {dump}\n")
    r = subprocess.run(["sbatch", "--wait", "-o", str(out), str(script)], capture_output=True, text=True,
                       timeout=150, cwd=ROOT, env=env_of(cluster))
    log = out.read_text() if out.exists() else ""
    assert r.returncode == 0, r.stderr[-2000:] + log[-3000:]
    _check_four_ranks(dump)
    assert "the job succeeded" in log and "sl1: " in log and "sl2: " in log, log[-3000:]


def test_inside_srun_pty_the_allocation_is_taken_the_same_way(cluster: SlurmCluster, tmp_path: Path) -> None:
    """`srun -N2 --ntasks-per-node=2 --pty bash`, then `safelaunch ...` typed in that shell: it is task 0 of a
    4-task step, and stands for the whole allocation (`script` gives srun the terminal it needs)."""
    dump = tmp_path / "dump"
    dump.mkdir()
    typed = (f"cd {ROOT} && {sys.executable} -m safelaunch --runner torchrun --runs-dir {tmp_path / 'logs'} "
             f"{RANK} --gloo --dump {dump}; echo EXIT=$?; exit\n")
    r = subprocess.run(["script", "-qec", "srun -N2 --ntasks-per-node=2 --pty bash --norc -i", "/dev/null"],
                       input=typed, capture_output=True, text=True, timeout=150, cwd=ROOT, env=env_of(cluster))
    assert "EXIT=0" in r.stdout, r.stdout[-3000:] + r.stderr[-2000:]
    _check_four_ranks(dump)


def test_scancel_ends_every_rank_on_every_node(cluster: SlurmCluster, tmp_path: Path) -> None:
    with sleeping_job(cluster, tmp_path) as p:
        read_until(p, r"ready rank=", count=4, timeout=60)
        start = time.monotonic()
        (line,) = cluster.jobs()
        subprocess.run(["scancel", line.split()[0]], check=True, timeout=10, env=env_of(cluster))
        p.communicate(timeout=60)
        assert p.returncode != 0
        assert not wait_no_leftovers(cluster, "rank.py", timeout=20)
        assert time.monotonic() - start < 30


def test_a_node_whose_slurmd_is_gone_is_named_within_the_probe_deadline(cluster: SlurmCluster) -> None:
    """Last in the file: it stops sl2's slurmd (and starts it again)."""
    cluster.stop_slurmd("sl2")
    try:
        start = time.monotonic()
        r = in_allocation(cluster, "doctor", "--json", "--connect-timeout", "2", "--probe-timeout", "5")
        assert time.monotonic() - start < 20
        assert r.returncode == 75, r.stderr[-3000:]
        data = json.loads(r.stdout)
        errors = [f for f in data["findings"] if f["severity"] == "error" and f["host"] == "sl2"]
        assert errors and "through srun" in errors[0]["message"] and "srun" in errors[0]["fix"], data["findings"]
        assert not [f for f in data["findings"] if f["severity"] == "error" and f["host"] == "sl1"]
    finally:
        cluster.start_slurmd("sl2")
