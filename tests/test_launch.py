"""Real launches through deepspeed and torchrun on CPU (gloo): environment, exit codes, signals."""

from __future__ import annotations

import json
import resource
import signal
import subprocess
import sys
from pathlib import Path

from safelaunch.supervise import descendants
from tests.helpers import BIN, DS_CONFIG, EXAMPLE, ROOT, clean_env, safelaunch
from tests.proc_utils import read_until, wait_gone

RANK = str(BIN / "rank.py")


def dumped(directory: Path) -> dict[int, dict[str, str]]:
    return {int(p.stem[4:]): json.loads(p.read_text()) for p in directory.glob("rank*.json")}


def test_example_trains_through_real_deepspeed() -> None:
    r = safelaunch("--num_gpus", "2", str(EXAMPLE), "--deepspeed_config", str(DS_CONFIG), timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]
    out = r.stdout + r.stderr
    for rank in (0, 1):
        assert f"rank {rank}/2: loss 0.0000, weight 3.000, NCCL_DEBUG=WARN" in out


def test_deepspeed_ranks_see_the_decided_environment_and_keep_the_users(tmp_path: Path) -> None:
    env = clean_env(MY_SETTING="kept as is", NCCL_SOCKET_NTHREADS="2")
    r = safelaunch("--num_gpus", "2", RANK, "--dump", str(tmp_path), "--gloo", env=env)
    assert r.returncode == 0, r.stderr[-3000:]
    ranks = dumped(tmp_path)
    assert sorted(ranks) == [0, 1]
    for seen in ranks.values():
        assert seen["NCCL_DEBUG"] == "WARN" and seen["PYTHONUNBUFFERED"] == "1"
        assert seen["MY_SETTING"] == "kept as is" and seen["NCCL_SOCKET_NTHREADS"] == "2"


def test_torchrun_ranks_see_the_decided_environment(tmp_path: Path) -> None:
    env = clean_env(NCCL_DEBUG="INFO")  # the user's own value wins over safelaunch's WARN
    r = safelaunch("--runner", "torchrun", "--nproc-per-node", "2", RANK, "--dump", str(tmp_path), "--gloo",
                   env=env)
    assert r.returncode == 0, r.stderr[-3000:]
    ranks = dumped(tmp_path)
    assert sorted(ranks) == [0, 1]
    assert all(seen["NCCL_DEBUG"] == "INFO" and seen["PYTHONUNBUFFERED"] == "1" for seen in ranks.values())


def test_ranks_in_a_64_mib_shm_namespace_get_nccl_shm_disable(tmp_path: Path) -> None:
    # A real small /dev/shm: a private mount namespace with a 64 MiB tmpfs, as Docker gives by default.
    prefix = ("unshare", "--mount", "--propagation", "private", "sh", "-c",
              'mount -t tmpfs -o size=64m tmpfs /dev/shm && exec "$@"', "sh")
    r = safelaunch("--runner", "torchrun", "--nproc-per-node", "4", RANK, "--dump", str(tmp_path),
                   prefix=prefix)
    assert r.returncode == 0, r.stderr[-3000:]
    assert "NCCL_SHM_DISABLE=1" in r.stderr
    ranks = dumped(tmp_path)
    assert sorted(ranks) == [0, 1, 2, 3]
    assert all(seen["NCCL_SHM_DISABLE"] == "1" for seen in ranks.values())


def test_fake_ib_sysfs_raised_memlock_reaches_the_ranks(tmp_path: Path) -> None:
    # The IB card is faked (sysfs tree); the limit change and its inheritance by the ranks are real.
    port = tmp_path / "sys" / "class" / "infiniband" / "mlx5_0" / "ports" / "1"
    port.mkdir(parents=True)
    for name, value in {"state": "4: ACTIVE", "phys_state": "5: LinkUp", "link_layer": "InfiniBand"}.items():
        (port / name).write_text(value)
    out = tmp_path / "ranks"
    out.mkdir()
    hard = resource.getrlimit(resource.RLIMIT_MEMLOCK)[1]
    r = safelaunch("--runner", "torchrun", "--nproc-per-node", "2", RANK, "--dump", str(out),
                   prefix=("bash", "-c", 'ulimit -S -l 64 && exec "$@"', "bash"),
                   env=clean_env(SAFELAUNCH_FAKE_SYSFS=str(tmp_path / "sys")))
    assert r.returncode == 0, r.stderr[-3000:]
    assert {seen["__memlock_soft__"] for seen in dumped(out).values()} == {str(hard)}


def test_deepspeed_exit_code_3_is_returned() -> None:
    r = safelaunch("--num_gpus", "2", RANK, "--exit", "3")
    assert r.returncode == 3, r.stderr[-3000:]


def test_torchrun_turns_a_rank_exit_3_into_1_and_safelaunch_passes_that_on() -> None:
    r = safelaunch("--runner", "torchrun", "--nproc-per-node", "2", RANK, "--exit", "3")
    # torchrun reports any failed worker as exit 1; safelaunch passes the launcher's own status on.
    assert r.returncode == 1, r.stderr[-3000:]


def test_rank_killed_by_signal_gives_128_plus_n_not_deepspeeds_code() -> None:
    r = safelaunch("--num_gpus", "2", RANK, "--kill-self", "KILL", "--sleep", "30")
    assert r.returncode == 137, r.stderr[-3000:]
    assert "a rank was killed by SIGKILL (the launcher reported it as exit 247)" in r.stderr


def test_launcher_killed_by_signal_is_reported_and_leaves_no_rank_behind() -> None:
    p = subprocess.Popen([sys.executable, "-m", "safelaunch", "--num_gpus", "2", RANK, "--sleep", "120"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=clean_env(), cwd=ROOT)
    read_until(p, r"^ready rank=", count=2, timeout=120)
    tree = descendants(p.pid)
    launcher = tree[0]  # the deepspeed runner: safelaunch's only direct child
    subprocess.run(["kill", "-KILL", str(launcher)], check=True)
    _, err = p.communicate(timeout=60)
    assert p.returncode == 137
    assert b"the launcher was killed by SIGKILL" in err
    assert wait_gone(tree) == []


def _interrupt(args: list[str]) -> tuple[int, bytes, list[int]]:
    p = subprocess.Popen([sys.executable, "-m", "safelaunch", *args], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, env=clean_env(), cwd=ROOT)
    read_until(p, r"^ready rank=", count=2, timeout=120)
    tree = descendants(p.pid)
    p.send_signal(signal.SIGINT)
    _, err = p.communicate(timeout=90)
    return p.returncode, err, tree


def test_sigint_during_a_deepspeed_run_leaves_no_process_behind() -> None:
    code, err, tree = _interrupt(["--num_gpus", "2", RANK, "--sleep", "120"])
    assert code == 130
    assert b"forwarded SIGINT" in err
    assert len(tree) >= 4  # runner, launch.py, two ranks
    assert wait_gone(tree) == []


def test_sigint_during_a_torchrun_run_leaves_no_process_behind() -> None:
    # torchrun puts each worker in its own session: only the subreaper design catches them all.
    code, _err, tree = _interrupt(["--runner", "torchrun", "--nproc-per-node", "2", RANK, "--sleep", "120"])
    assert code == 130
    assert wait_gone(tree) == []
