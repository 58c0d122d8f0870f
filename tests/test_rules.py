"""Decision rules on recorded facts of real situations: exact environment and findings."""

from __future__ import annotations

import pytest

from safelaunch.facts import HostFacts
from safelaunch.plan import PolicyOverrides
from safelaunch.policy import Policy
from safelaunch.rules import decide
from safelaunch.rules.cma import cma_blocked
from safelaunch.rules.shm import SEGMENT_BYTES, proxy_pool_bytes, recv_segments
from tests.helpers import job, plan_for, recorded

BASELINE = {"NCCL_DEBUG": "WARN", "PYTHONUNBUFFERED": "1"}
BANDWIDTH_COSTLY = {"NCCL_SHM_DISABLE", "NCCL_IB_DISABLE", "NCCL_P2P_DISABLE"}


def finding_ids(plan: object) -> list[tuple[str, str]]:
    return [(f.id, f.severity) for f in plan.findings]  # type: ignore[attr-defined]


def test_docker_defaults_disable_shm_with_the_container_fix() -> None:
    plan = plan_for("docker_default", local_ranks=4)
    assert plan.env_values() == {**BASELINE, "NCCL_SHM_DISABLE": "1"}
    assert finding_ids(plan) == [("shm-too-small", "warning")]
    shm = plan.env["NCCL_SHM_DISABLE"]
    assert "64 MiB free of 64 MiB" in shm.evidence and "4 local ranks" in shm.evidence
    assert shm.cost and "slower" in shm.cost
    assert "docker run --shm-size=" in plan.findings[0].fix
    # No IB device here: the 64 KiB memlock is irrelevant and must not disable anything else.
    assert plan.limits == []


def test_docker_defaults_two_ranks_fit_in_64_mib() -> None:
    # 2 ranks x 2 channels x 9.2 MiB = 37 MiB (+25 %) fits: the common "2 GPUs work, 4 fail" report.
    plan = plan_for("docker_default", local_ranks=2)
    assert plan.env_values() == BASELINE
    assert plan.findings == []


def test_kubernetes_pod_without_ipc_lock_disables_ib_and_prints_the_pod_fix() -> None:
    plan = plan_for("kubernetes_pod")
    assert plan.env_values() == {**BASELINE, "NCCL_IB_DISABLE": "1"}
    assert finding_ids(plan) == [("memlock-too-low", "warning")]
    ib = plan.env["NCCL_IB_DISABLE"]
    assert "RLIMIT_MEMLOCK hard limit 8 MiB" in ib.evidence and "mlx5_0:1" in ib.evidence
    assert ib.cost and "TCP" in ib.cost
    assert "IPC_LOCK" in plan.findings[0].fix and "securityContext" in plan.findings[0].fix


def test_bare_metal_ib_keeps_ib_and_raises_soft_memlock() -> None:
    plan = plan_for("bare_metal_ib")
    assert plan.env_values() == BASELINE
    assert plan.findings == []
    assert [(c.resource, c.soft) for c in plan.limits] == [("memlock", None)]


def test_cloud_vm_without_ib_sets_nothing_costly() -> None:
    plan = plan_for("cloud_vm_no_ib")
    assert plan.env_values() == BASELINE
    assert plan.findings == []


def test_ptrace_scope_1_with_oneccl_turns_off_cma() -> None:
    plan = plan_for("ptrace1_oneccl")
    assert plan.env_values() == {**BASELINE, "FI_SHM_DISABLE_CMA": "1", "PSM3_KASSIST_MODE": "none"}
    evidence = plan.env["PSM3_KASSIST_MODE"].evidence
    assert "kernel.yama.ptrace_scope=1 and no CAP_SYS_PTRACE" in evidence
    assert plan.findings == []


def test_ib_ports_down_disables_ib_naming_the_ports() -> None:
    plan = plan_for("ib_ports_down")
    assert plan.env_values() == {**BASELINE, "NCCL_IB_DISABLE": "1"}
    assert "mlx5_0 port 1: 1: DOWN, 3: Disabled" in plan.env["NCCL_IB_DISABLE"].evidence
    assert finding_ids(plan) == [("ib-no-usable-port", "warning")]


@pytest.mark.parametrize("situation", ["bare_metal_ib", "cloud_vm_no_ib", "kubernetes_pod", "ptrace1_oneccl"])
def test_healthy_shm_never_disables_shm(situation: str) -> None:
    for ranks in (1, 2, 4, 8):
        assert "NCCL_SHM_DISABLE" not in plan_for(situation, local_ranks=ranks).env


@pytest.mark.parametrize("situation", ["bare_metal_ib", "cloud_vm_no_ib"])
def test_healthy_facts_produce_no_bandwidth_costly_setting(situation: str) -> None:
    assert not BANDWIDTH_COSTLY & plan_for(situation).env.keys()


def test_user_setting_is_never_overridden_and_conflict_is_reported() -> None:
    plan = plan_for("docker_default", local_ranks=4, user_env={"NCCL_SHM_DISABLE": "0", "NCCL_DEBUG": "INFO"})
    assert "NCCL_SHM_DISABLE" not in plan.env and "NCCL_DEBUG" not in plan.env
    conflict = [f for f in plan.findings if f.id == "user-env-conflict"]
    assert len(conflict) == 1 and "NCCL_SHM_DISABLE='0'" in conflict[0].message


def test_user_ib_disable_on_usable_ib_is_a_finding() -> None:
    plan = plan_for("bare_metal_ib", user_env={"NCCL_IB_DISABLE": "1"})
    assert ("ib-disabled-by-user", "warning") in finding_ids(plan)


def test_policy_forbid_force_and_pin() -> None:
    overrides = PolicyOverrides(forbid=frozenset({"NCCL_SHM_DISABLE"}), force={"NCCL_DEBUG_SUBSYS": "INIT,NET"},
                                pin={"NCCL_DEBUG": "INFO"}, source="policy file p.yaml")
    plan = plan_for("docker_default", local_ranks=4, policy=Policy(overrides=overrides),
                    user_env={"NCCL_DEBUG": "VERSION"})
    assert plan.env_values() == {"PYTHONUNBUFFERED": "1", "NCCL_DEBUG_SUBSYS": "INIT,NET", "NCCL_DEBUG": "INFO"}
    forbidden = [f for f in plan.findings if f.id == "policy-forbids"]
    assert len(forbidden) == 1 and "NCCL_SHM_DISABLE=1" in forbidden[0].message


def test_policy_force_does_not_beat_the_users_environment() -> None:
    overrides = PolicyOverrides(force={"NCCL_SOCKET_NTHREADS": "4"}, source="p")
    plan = plan_for("cloud_vm_no_ib", policy=Policy(overrides=overrides), user_env={"NCCL_SOCKET_NTHREADS": "2"})
    assert "NCCL_SOCKET_NTHREADS" not in plan.env
    assert [f.id for f in plan.findings] == ["user-env-conflict"]


def test_policy_can_leave_nccl_debug_unset() -> None:
    assert "NCCL_DEBUG" not in plan_for("cloud_vm_no_ib", policy=Policy(nccl_debug=None)).env


@pytest.mark.parametrize(("env", "finding"), [
    ({"NCCL_WORK_FIFO_DEPTH": "4194304"}, "env-nccl-work-fifo-depth"),
    ({"NCCL_ASYNC_ERROR_HANDLING": "1"}, "env-nccl-async-error-handling"),
    ({"TORCH_NCCL_BLOCKING_WAIT": "1"}, "env-torch-nccl-blocking-wait"),
    ({"NCCL_TIMEOUT": "1800"}, "env-nccl-timeout"),
    ({"NCCL_SOCKET_IFNAME": "e"}, "env-nccl-socket-ifname"),
    ({"NCCL_P2P_DISABLE": "1"}, "env-nccl-p2p-disable"),
])
def test_legacy_or_harmful_settings_are_reported(env: dict[str, str], finding: str) -> None:
    assert finding in [f.id for f in plan_for("cloud_vm_no_ib", user_env=env).findings]


def test_huge_work_fifo_depth_names_the_pinned_memory() -> None:
    plan = plan_for("cloud_vm_no_ib", user_env={"NCCL_WORK_FIFO_DEPTH": "4194304"})
    assert "pins 2048 MiB of host memory per communicator" in plan.findings[0].message


def test_sane_settings_are_not_reported() -> None:
    env = {"NCCL_WORK_FIFO_DEPTH": "65536", "NCCL_SOCKET_IFNAME": "eth0", "TORCH_NCCL_BLOCKING_WAIT": "0"}
    assert plan_for("cloud_vm_no_ib", user_env=env).findings == []


def test_shm_segment_arithmetic_matches_nccl_sizes() -> None:
    assert SEGMENT_BYTES >= 9_637_892 and SEGMENT_BYTES % 4096 == 0
    assert recv_segments(1, 2) == 0
    assert recv_segments(2, 2) == 4  # tree peer == ring peer with two ranks
    assert recv_segments(4, 2) == 8 + 6
    assert recv_segments(8, 2) == 16 + 14
    assert proxy_pool_bytes("2.21.5") == 7_340_384
    assert proxy_pool_bytes("2.23.4") == 14_156_128
    assert proxy_pool_bytes("2.26.2") == proxy_pool_bytes(None) == 33_030_528


def test_multi_node_shm_counts_proxy_pools() -> None:
    # 2 nodes x 4 ranks, NCCL 2.20: 14 segments + 4 proxy pools of 7 MiB; the pools (28 MiB) fit in
    # 64 MiB, so disabling the SHM transport is enough.
    plan = plan_for("docker_default", local_ranks=4, nnodes=2)
    assert plan.env_values()["NCCL_SHM_DISABLE"] == "1"
    assert "4 proxy pools x 7 MiB" in plan.env["NCCL_SHM_DISABLE"].evidence


def test_shm_too_small_even_for_proxy_pools_is_an_error_not_a_useless_setting() -> None:
    # NCCL >= 2.25 pools are 31.5 MiB per rank: 8 ranks need 252 MiB whatever NCCL_SHM_DISABLE says.
    raw = recorded("docker_default")
    raw["packages"]["nccl"] = "2.26.2"
    plan = decide(HostFacts.from_probe(raw), job(8, nnodes=2), Policy(), {})
    assert "NCCL_SHM_DISABLE" not in plan.env
    assert [(f.id, f.severity) for f in plan.findings] == [("shm-too-small", "error")]
    assert "even without NCCL's SHM transport" in plan.findings[0].message


@pytest.mark.parametrize(("scope", "cap", "blocked"), [
    (None, False, False), (0, False, False), (1, False, True), (1, True, False),
    (2, False, True), (2, True, False), (3, True, True),
])
def test_cma_blocked_by_ptrace_scope(scope: int | None, cap: bool, blocked: bool) -> None:
    assert cma_blocked(scope, cap) is blocked
