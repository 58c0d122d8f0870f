"""The policy profiles in configs/: each loads, and on the recorded facts of the environment it is
written for, gives the decisions its comments promise."""

from __future__ import annotations

from pathlib import Path

import pytest

from safelaunch.policy import Policy, load_policy
from tests.helpers import ROOT, plan_for

CONFIGS = ROOT / "configs"
COSTLY = {"NCCL_SHM_DISABLE", "NCCL_IB_DISABLE", "NCCL_P2P_DISABLE", "NCCL_NET", "NCCL_CUMEM_HOST_ENABLE"}


def profile(name: str) -> Policy:
    return load_policy(str(CONFIGS / name), {"XDG_CONFIG_HOME": "/nonexistent"})


@pytest.mark.parametrize("path", sorted(CONFIGS.glob("*.yaml")), ids=lambda p: p.name)
def test_every_profile_loads_and_is_documented(path: Path) -> None:
    policy = load_policy(str(path), {"XDG_CONFIG_HOME": "/nonexistent"})
    assert policy.files[-1] == str(path)
    assert path.read_text().lstrip().startswith("#")  # says what it is for
    assert path.name in (ROOT / "README.md").read_text()


def test_docker_profile_reports_the_shm_shortfall_instead_of_disabling_shm() -> None:
    plan = plan_for("docker_default", local_ranks=4, policy=profile("docker.yaml"))
    assert "NCCL_SHM_DISABLE" not in plan.env
    ids = {f.id: f for f in plan.findings}
    assert "policy-forbids" in ids and "NCCL_SHM_DISABLE" in ids["policy-forbids"].message
    assert "--shm-size" in ids["shm-too-small"].fix
    # Two ranks' NCCL segments fit in 64 MiB; the profile's DataLoader (not a guess) does not.
    two = plan_for("docker_default", local_ranks=2, policy=profile("docker.yaml"))
    loader = next(f for f in two.findings if f.id == "shm-dataloader")
    assert "4 workers x prefetch_factor 2" in loader.message and "policy file" in loader.message


def test_kubernetes_profile_turns_on_network_debugging() -> None:
    plan = plan_for("kubernetes_pod_no_shm", policy=profile("kubernetes.yaml"))
    assert plan.env["NCCL_DEBUG"].value == "INFO" and plan.env["NCCL_DEBUG_SUBSYS"].value == "INIT,NET"


def test_slurm_profile_raises_memlock_and_never_trades_ib() -> None:
    plan = plan_for("slurm_memlock_soft", nnodes=2, policy=profile("slurm.yaml"))
    assert [(c.resource, c.soft) for c in plan.limits] == [("memlock", None)]
    assert not COSTLY & set(plan.env)


def test_cloud_vm_profile_forces_socket_threads_but_your_values_win() -> None:
    plan = plan_for("gcp_a2_gvnic", nnodes=2, policy=profile("cloud-vm-no-ib.yaml"))
    assert plan.env["NCCL_SOCKET_NTHREADS"].value == "4" and plan.env["NCCL_NSOCKS_PERTHREAD"].value == "4"
    mine = plan_for("gcp_a2_gvnic", nnodes=2, policy=profile("cloud-vm-no-ib.yaml"),
                    user_env={"NCCL_SOCKET_NTHREADS": "2"})
    assert "NCCL_SOCKET_NTHREADS" not in mine.env
    assert any(f.id == "user-env-conflict" for f in mine.findings)


def test_ib_cluster_profile_never_sets_a_costly_variable() -> None:
    for facts in ("dgx_h100_ib", "ib_ports_down", "docker_default"):
        plan = plan_for(facts, nnodes=2, policy=profile("ib-cluster.yaml"))
        assert not COSTLY & set(plan.env), (facts, plan.env)
