"""Decision rules on recorded facts of real situations: exact environment and findings."""

from __future__ import annotations

import pytest

from safelaunch.decisions import PolicyOverrides
from safelaunch.errors import UserError
from safelaunch.facts import HostFacts, NcclSetting, nccl_setting
from safelaunch.policy import DataLoaderShape, Policy, parse_policy
from safelaunch.rules import decide
from safelaunch.rules.cma import cma_blocked
from safelaunch.rules.infiniband import network_transport
from safelaunch.rules.shm import SEGMENT_BYTES, cuda_driver_api, proxy_pool_bytes, recv_segments
from tests.helpers import job, plan_for, recorded

BASELINE = {"NCCL_DEBUG": "WARN", "PYTHONUNBUFFERED": "1"}
BANDWIDTH_COSTLY = {"NCCL_SHM_DISABLE", "NCCL_IB_DISABLE", "NCCL_P2P_DISABLE"}


def finding_ids(plan: object) -> list[tuple[str, str]]:
    return [(f.id, f.severity) for f in plan.findings]  # type: ignore[attr-defined]


def test_docker_defaults_disable_shm_with_the_container_fix() -> None:
    plan = plan_for("docker_default", local_ranks=4)
    assert plan.env_values() == {**BASELINE, "NCCL_SHM_DISABLE": "1"}
    # NCCL 2.20 keeps its SHM buffers in /dev/shm; the DataLoader estimate (an assumption) does not fit either.
    assert finding_ids(plan) == [("shm-too-small", "warning"), ("shm-dataloader", "warning")]
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
    assert finding_ids(plan) == [("shm-dataloader", "warning")]  # only the DataLoader assumption does not fit
    assert "plus 37 MiB for NCCL" in plan.findings[0].message


def test_kubernetes_pod_without_ipc_lock_keeps_ib_and_blocks_with_the_pod_fix() -> None:
    # nccl-facts-by-version.md row 3a: IB is never disabled on a memlock threshold.
    single, multi = plan_for("kubernetes_pod"), plan_for("kubernetes_pod", nnodes=2)
    for plan in (single, multi):
        assert plan.env_values() == BASELINE and plan.limits == []
        assert "IPC_LOCK" in plan.findings[0].fix and "securityContext" in plan.findings[0].fix
        assert "NCCL_NET=Socket" in plan.findings[0].fix
        assert "RLIMIT_MEMLOCK hard limit 8 MiB (below 64 MiB)" in plan.findings[0].message
        assert "mlx5_0:1" in plan.findings[0].message
    # Blocking between nodes only: a single-node job uses the NIC only for pairs without P2P or SHM.
    assert finding_ids(single) == [("memlock-too-low", "warning")]
    assert finding_ids(multi) == [("memlock-too-low", "error")]


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


def test_ib_ports_down_sets_nothing_and_names_the_ports() -> None:
    # NCCL skips ports that are not ACTIVE (net_ib.cc:605@2.24.3) and a net with no device
    # (net.cc:886@2.24.3): it reaches Socket by itself, so NCCL_IB_DISABLE=1 would change nothing.
    single, multi = plan_for("ib_ports_down"), plan_for("ib_ports_down", nnodes=2)
    assert single.env_values() == multi.env_values() == BASELINE
    assert finding_ids(single) == [("ib-no-usable-port", "info")]
    assert finding_ids(multi) == [("ib-no-usable-port", "warning")]
    assert "mlx5_0 port 1: 1: DOWN, 3: Disabled" in multi.findings[0].message


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


@pytest.mark.parametrize(("driver", "api"), [
    ("525.60.13", 12000), ("535.161.08", 12020), ("550.54.15", 12040), ("555.42.06", 12050),
    ("560.28.03", 12060), ("560.27.99", 12050), ("565.57.01", 12060), ("570.124.06", 12080),
    ("575.57.08", 12090), ("580.65.06", 13000), ("580.65.05", 12090), ("595.71.05", 13020),
    ("470.239.06", 11000), (None, None), ("garbage", None),
])
def test_cuda_driver_api_follows_the_toolkit_minimum_driver_table(driver: str | None, api: int | None) -> None:
    raw = recorded("docker_default")
    raw["gpus"]["driver_version"] = driver
    assert cuda_driver_api(HostFacts.from_probe(raw)) == api


def test_cuda_driver_api_prefers_the_probed_cudriverversion() -> None:
    raw = recorded("docker_default")
    raw["gpus"]["cuda_driver_version"] = 12080  # e.g. a forward-compatibility libcuda on a 550 kernel driver
    assert cuda_driver_api(HostFacts.from_probe(raw)) == 12080


def test_users_buffer_and_channel_settings_shrink_the_estimate() -> None:
    # 4 ranks, 1 channel: 7 segments; NCCL_BUFFSIZE=1 MiB: 6.2 MiB each -> 54 MiB with the margin: fits 64 MiB.
    env = {"NCCL_BUFFSIZE": "1048576", "NCCL_MAX_NCHANNELS": "1"}
    assert "NCCL_SHM_DISABLE" not in plan_for("docker_default", local_ranks=4, user_env=env).env
    one = plan_for("docker_default", local_ranks=4, user_env={"NCCL_MAX_NCHANNELS": "1"})
    assert "7 segments x 9.2 MiB (1 channels, NCCL_MAX_NCHANNELS=1 (your environment))" in one.env[
        "NCCL_SHM_DISABLE"].evidence
    more = plan_for("docker_default", local_ranks=2, user_env={"NCCL_MIN_NCHANNELS": "4"})
    assert "8 segments" in more.env["NCCL_SHM_DISABLE"].evidence  # 2 ranks fit with 2 channels, not with 4


def test_buffer_settings_from_nccl_conf_count_too() -> None:
    raw = recorded("docker_default")
    conf = {"NCCL_BUFFSIZE": "1048576", "NCCL_MAX_NCHANNELS": "1"}
    raw["nccl_conf"] = {"files": [{"path": "/etc/nccl.conf", "settings": conf}], "settings": conf}
    facts = HostFacts.from_probe(raw)
    assert nccl_setting(facts, {}, "NCCL_BUFFSIZE") == NcclSetting("NCCL_BUFFSIZE", "1048576", "/etc/nccl.conf")
    assert nccl_setting(facts, {"NCCL_BUFFSIZE": "4194304"}, "NCCL_BUFFSIZE").origin == "your environment"  # type: ignore[union-attr]
    assert "NCCL_SHM_DISABLE" not in decide(facts, job(4), Policy(), {}).env


def test_user_shm_disable_or_p2p_everywhere_means_no_segments() -> None:
    assert "NCCL_SHM_DISABLE" not in plan_for("docker_default", local_ranks=8, user_env={"NCCL_SHM_DISABLE": "1"}).env
    raw = recorded("docker_default")
    raw["gpus"]["p2p"] = {"all_pairs": True}
    assert "NCCL_SHM_DISABLE" not in decide(HostFacts.from_probe(raw), job(8), Policy(), {}).env
    # ... unless the user turns P2P off: then every pair goes through SHM again.
    forced = decide(HostFacts.from_probe(raw), job(8), Policy(), {"NCCL_P2P_DISABLE": "1"})
    assert forced.env["NCCL_SHM_DISABLE"].value == "1"


def test_dataloader_term_follows_the_policy() -> None:
    off = Policy(dataloader=DataLoaderShape(workers=0))
    assert plan_for("docker_default", local_ranks=2, policy=off).findings == []
    told = Policy(dataloader=DataLoaderShape(workers=4, prefetch_factor=2, batch_bytes=8 << 20, source="p.yaml"))
    plan = plan_for("docker_default", local_ranks=2, policy=told)
    assert finding_ids(plan) == [("shm-dataloader", "error")]  # stated numbers, measured /dev/shm: a real failure
    assert "2 ranks x 4 workers x prefetch_factor 2 (+2) x 8 MiB batches per rank (p.yaml) = 160 MiB" in (
        plan.findings[0].message)
    assert "NCCL_SHM_DISABLE" not in plan.env and "docker run --shm-size=" in plan.findings[0].fix


def test_single_rank_jobs_still_get_the_dataloader_check() -> None:
    assert finding_ids(plan_for("docker_default", local_ranks=1)) == [("shm-dataloader", "warning")]


def test_policy_file_new_keys_and_the_old_memlock_key() -> None:
    policy = parse_policy({"memlock_min_bytes": 1 << 30, "memlock_block_below_bytes": 32 << 20,
                           "shm": {"channels": 4, "communicators": 3},
                           "dataloader": {"workers": 8, "prefetch_factor": 4, "batch_bytes": 1 << 20}}, "p.yaml")
    assert policy.memlock_block_below_bytes == 32 << 20 and policy.shm_communicators == 3
    assert policy.dataloader == DataLoaderShape(8, 4, 1 << 20, source="policy file p.yaml")
    default = parse_policy({}, "p.yaml")
    assert (default.memlock_block_below_bytes, default.shm_communicators, default.dataloader) == (
        64 << 20, 1, DataLoaderShape())
    for bad in ({"dataloader": {"workers": -1}}, {"dataloader": {"threads": 2}}, {"shm": {"communicators": 0}},
                {"memlock_block_below_bytes": "64M"}, {"memlock_min_bytes": True}):
        with pytest.raises(UserError):
            parse_policy(bad, "p.yaml")


def test_the_memlock_block_threshold_is_a_policy_tunable() -> None:
    raw = recorded("kubernetes_pod")  # 8 MiB hard limit, no CAP_IPC_LOCK
    facts = HostFacts.from_probe(raw)
    lenient = decide(facts, job(8, nnodes=2), Policy(memlock_block_below_bytes=4 << 20), {})
    assert finding_ids(lenient) == [("memlock-finite", "warning")]
    assert "assumes it is enough" in lenient.findings[0].message


def test_cap_ipc_lock_makes_any_memlock_limit_fine() -> None:
    raw = recorded("kubernetes_pod")
    raw["capabilities"]["ipc_lock"] = True
    assert decide(HostFacts.from_probe(raw), job(8, nnodes=2), Policy(), {}).findings == []


def test_unknown_capabilities_never_block() -> None:
    raw = recorded("kubernetes_pod")
    raw["capabilities"] = None
    plan = decide(HostFacts.from_probe(raw), job(8, nnodes=2), Policy(), {})
    assert finding_ids(plan) == [("memlock-too-low", "warning")]
    assert "CAP_IPC_LOCK unknown" in plan.findings[0].message


def test_hca_without_accessible_uverbs_warns_about_the_silent_tcp_fallback() -> None:
    raw = recorded("kubernetes_pod")
    raw["capabilities"]["ipc_lock"] = True
    for u in raw["infiniband"]["uverbs"]:
        u.update(dev_exists=False, dev_rw=False)
    facts = HostFacts.from_probe(raw)
    plan = decide(facts, job(8, nnodes=2), Policy(), {})
    assert plan.env_values() == BASELINE
    assert finding_ids(plan) == [("ib-uverbs-inaccessible", "warning")]
    assert "silently falls back to TCP" in plan.findings[0].message
    assert "--device /dev/infiniband" in plan.findings[0].fix
    assert network_transport(facts, {}) == "socket"


def test_forcing_nccl_net_ib_where_ib_cannot_start_is_an_error() -> None:
    plan = plan_for("ib_ports_down", user_env={"NCCL_NET": "IB"})
    assert ("net-forced-unavailable", "error") in finding_ids(plan)
