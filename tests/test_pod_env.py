"""Per-node launches configured through the environment, as the Kubeflow training operator does in
PyTorchJob pods: torchrun reads PET_NNODES, PET_NODE_RANK, PET_MASTER_ADDR, PET_MASTER_PORT and
PET_NPROC_PER_NODE in place of options (torch/distributed/argparse_util.py), and so does safelaunch's plan.
The end-to-end test starts two real "pods" (two safelaunch processes, node ranks 0 and 1) on this machine."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from safelaunch.request import parse_request, with_launcher_env
from tests.helpers import BIN, ROOT, clean_env, free_port, safelaunch

RANK = str(BIN / "rank.py")


def this_address() -> str:
    """This machine's first `hostname -I` address: what another pod would dial."""
    return subprocess.run(["hostname", "-I"], capture_output=True, text=True, check=True).stdout.split()[0]


def pod_env(rank: int, port: int, **extra: str) -> dict[str, str]:
    return clean_env(PET_NNODES="2", PET_NODE_RANK=str(rank), PET_MASTER_ADDR=this_address(),
                     PET_MASTER_PORT=str(port), PET_NPROC_PER_NODE="1", **extra)


def test_options_win_over_pet_variables_and_values_are_converted_as_torchrun_does() -> None:
    request = parse_request(["--runner", "torchrun", "--node-rank", "0", RANK])
    seen = with_launcher_env(request, {"PET_NODE_RANK": "1", "PET_MASTER_PORT": "1234", "PET_STANDALONE": "0",
                                       "PET_NNODES": "1:4"})
    assert seen.values["node_rank"] == 0  # the command line wins, as in argparse
    assert seen.values["master_port"] == 1234 and seen.values["nnodes"] == "1:4"
    assert "standalone" not in seen.values  # check_env: int("0") is false
    assert dict(seen.launcher_env) == {"PET_MASTER_PORT": "1234", "PET_STANDALONE": "0", "PET_NNODES": "1:4"}
    deepspeed = parse_request([RANK])
    assert with_launcher_env(deepspeed, {"PET_NODE_RANK": "1"}) is deepspeed  # deepspeed reads no PET_*


@pytest.mark.parametrize(("name", "value"), [("PET_NODE_RANK", "one"), ("PET_MASTER_PORT", "29500x"),
                                             ("PET_STANDALONE", "yes")])
def test_a_pet_value_torchrun_would_refuse_is_named(name: str, value: str) -> None:
    r = safelaunch("--runner", "torchrun", "--dry-run", RANK, env=clean_env(**{name: value}))
    assert r.returncode == 2 and name in r.stderr and "Traceback" not in r.stderr, r.stderr


def test_only_the_pod_of_node_rank_0_checks_the_master_port(busy_port: int) -> None:
    rank1 = safelaunch("--runner", "torchrun", "--dry-run", "--json", RANK, env=pod_env(1, busy_port))
    assert rank1.returncode == 0, rank1.stderr
    assert "master-port-busy" not in rank1.stdout
    rank0 = safelaunch("--runner", "torchrun", "--dry-run", "--json", RANK, env=pod_env(0, busy_port))
    assert rank0.returncode == 75 and "master-port-busy" in {f["id"] for f in json.loads(rank0.stdout)["findings"]}
    text = safelaunch("--runner", "torchrun", "--dry-run", RANK, env=pod_env(1, busy_port))
    assert "PET_NODE_RANK=1" in text.stderr and "(1 local rank: PET_NPROC_PER_NODE=1)" in text.stderr, text.stderr


def test_two_pods_run_one_gloo_job(tmp_path: Path) -> None:
    """Two safelaunch processes, each told only by PET_* variables which node it is, form one 2-rank job."""
    port = free_port()
    dump = tmp_path / "dump"
    dump.mkdir()
    pods = [subprocess.Popen([sys.executable, "-m", "safelaunch", "--runner", "torchrun", "--runs-dir",
                              str(tmp_path / f"pod{rank}"), RANK, "--gloo", "--dump", str(dump)],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT,
                             env=pod_env(rank, port))
            for rank in (0, 1)]
    outputs = [p.communicate(timeout=240) for p in pods]
    for p, (out, err) in zip(pods, outputs, strict=True):
        assert p.returncode == 0, out[-2000:] + err[-3000:]
    seen = {int(p.stem[4:]): json.loads(p.read_text()) for p in dump.glob("rank*.json")}
    assert sorted(seen) == [0, 1]
    for rank, env in seen.items():
        assert env["WORLD_SIZE"] == "2" and env["RANK"] == str(rank) and env["GROUP_RANK"] == str(rank)
        assert env["MASTER_ADDR"] == this_address()
