"""The plan each recorded situation must give (tests/facts/*.json, sources in each file's `_sources`).

Every plan comes from the real rules: ``decide(HostFacts.from_probe(raw), JobShape(...), Policy(), user_env)``.
"""

from __future__ import annotations

import copy
import dataclasses
import json
from typing import Any

import pytest

from safelaunch.decisions import Plan
from safelaunch.facts import HostFacts
from safelaunch.policy import DataLoaderShape, Policy
from safelaunch.rules import decide
from safelaunch.rules.infiniband import network_transport, transport_consistency
from tests.helpers import FACTS, job, recorded

BASELINE = {"NCCL_DEBUG": "WARN", "PYTHONUNBUFFERED": "1"}
# Settings that give up bandwidth (or change NCCL's memory path) and must never appear on healthy facts.
COSTLY = {"NCCL_IB_DISABLE", "NCCL_SHM_DISABLE", "NCCL_P2P_DISABLE", "NCCL_NET", "NCCL_CUMEM_HOST_ENABLE",
          "NCCL_P2P_LEVEL", "NCCL_NET_GDR_LEVEL", "NCCL_IBEXT_DISABLE"}
ALL = sorted(p.stem for p in FACTS.glob("*.json"))


def plan(raw: dict[str, Any], ranks: int = 8, nnodes: int = 1, env: dict[str, str] | None = None,
         policy: Policy | None = None) -> Plan:
    return decide(HostFacts.from_probe(raw), job(ranks, nnodes), policy or Policy(), env or {})


def ids(p: Plan) -> list[tuple[str, str]]:
    return [(f.id, f.severity) for f in p.findings]


def text(p: Plan) -> str:
    return " ".join([f.message for f in p.findings] + [s.reason + " " + s.evidence for s in p.env.values()])


def _resolve(doc: Any, dotted: str) -> bool:
    for part in dotted.split("."):
        if not isinstance(doc, dict) or part not in doc:
            return False
        doc = doc[part]
    return True


@pytest.mark.parametrize("name", ALL)
def test_every_fact_set_names_its_sources(name: str) -> None:
    raw = json.loads((FACTS / f"{name}.json").read_text())
    sources = raw["_sources"]
    assert sources.get("*"), "a default source for the values not listed"
    for key in sources:
        assert key == "*" or _resolve(raw, key), f"{name}: _sources names {key!r}, which the file does not have"


@pytest.mark.parametrize("name", ALL)
def test_every_fact_set_parses_and_decides(name: str) -> None:
    for nnodes in (1, 2):
        p = plan(recorded(name), nnodes=nnodes)
        assert BASELINE.items() <= p.env_values().items()


# --- DGX-class bare metal with InfiniBand -------------------------------------------------------------


@pytest.mark.parametrize("nnodes", [1, 2, 4])
def test_dgx_h100_healthy_sets_nothing_costly_and_says_nothing(nnodes: int) -> None:
    raw = recorded("dgx_h100_ib")
    p = plan(raw, nnodes=nnodes)
    assert p.env_values() == BASELINE
    assert not COSTLY & p.env.keys()
    assert p.findings == [] and p.limits == []
    assert network_transport(HostFacts.from_probe(raw), {}) == "ib"


def test_dgx_h100_facts_come_from_the_loaded_libnccl() -> None:
    facts = HostFacts.from_probe(recorded("dgx_h100_ib"))
    assert facts.nccl_version == "2.21.5" and "libnccl.so.2" in facts.nccl_version_source
    assert facts.gpu_p2p is True and facts.gpu_driver_version == "535.161.08"
    assert all(p.usable and p.uverbs_ok for p in facts.infiniband.ports)  # type: ignore[union-attr]


def test_dgx_h100_in_docker_default_shm_with_nvswitch_never_disables_shm() -> None:
    # P2P between every pair: SHM carries nothing, so NCCL_SHM_DISABLE would cost nothing and save nothing.
    raw = recorded("dgx_h100_ib")
    raw["shm"].update(total_bytes=64 << 20, free_bytes=64 << 20)
    raw["container"] = {"kind": "docker", "evidence": ["/.dockerenv exists"]}
    p = plan(raw)
    assert "NCCL_SHM_DISABLE" not in p.env
    assert ids(p) == [("shm-dataloader", "warning")]


def test_dgx_user_ib_disable_is_reported() -> None:
    p = plan(recorded("dgx_h100_ib"), nnodes=2, env={"NCCL_IB_DISABLE": "1"})
    assert ids(p) == [("ib-disabled-by-user", "warning")]


# --- Slurm node: soft memlock 64 KiB, hard unlimited ------------------------------------------------------


def test_slurm_soft_memlock_is_raised_to_unlimited_and_ib_stays() -> None:
    for nnodes in (1, 2):
        p = plan(recorded("slurm_memlock_soft"), nnodes=nnodes)
        assert [(c.resource, c.soft) for c in p.limits] == [("memlock", None)]
        assert p.env_values() == BASELINE
        assert p.findings == []


# --- AWS p4d with EFA and aws-ofi-nccl --------------------------------------------------------------------


def no_tcp_claim(p: Plan) -> None:
    words = text(p).lower()
    assert "fall back" not in words and "falls back" not in words and "will use tcp" not in words


def test_efa_with_the_ofi_plugin_is_healthy() -> None:
    raw = recorded("aws_p4d_efa")
    p = plan(raw, nnodes=2)
    assert p.env_values() == BASELINE and p.findings == []
    no_tcp_claim(p)
    facts = HostFacts.from_probe(raw)
    assert all(port.efa and port.rdma and not port.usable for port in facts.infiniband.ports)  # type: ignore[union-attr]
    assert network_transport(facts, {}) == "plugin:libnccl-net.so"
    assert network_transport(facts, {"NCCL_NET_PLUGIN": "ofi"}) == "plugin:ofi"


def test_efa_in_docker_with_default_memlock_blocks_with_the_docker_fix_and_no_ib_disable() -> None:
    raw = recorded("aws_p4d_efa")
    raw["limits"]["memlock"] = {"soft": 65536, "hard": 65536}
    raw["container"] = {"kind": "docker", "evidence": ["/.dockerenv exists"]}
    p = plan(raw, nnodes=2)
    assert "NCCL_IB_DISABLE" not in p.env and "NCCL_NET" not in p.env
    assert ids(p) == [("memlock-too-low", "error")]
    assert "--ulimit memlock=-1:-1" in p.findings[0].fix and "rdmap16s27:1" in p.findings[0].message
    no_tcp_claim(p)


def test_efa_without_a_plugin_is_named_and_nothing_is_disabled() -> None:
    raw = recorded("aws_p4d_efa")
    raw["net_plugins"]["libraries"] = []
    p = plan(raw, nnodes=2)
    assert p.env_values() == BASELINE
    assert ids(p) == [("efa-without-plugin", "warning")]
    assert "aws-ofi-nccl" in p.findings[0].fix
    assert network_transport(HostFacts.from_probe(raw), {}) == "socket"


def test_efa_with_ib_disable_set_is_told_it_does_not_stop_the_plugin() -> None:
    p = plan(recorded("aws_p4d_efa"), nnodes=2, env={"NCCL_IB_DISABLE": "1"})
    assert ids(p) == [("ib-disable-ineffective", "warning")]
    assert "NCCL_NET=Socket" in p.findings[0].fix


# --- Cloud VM without RDMA (gVNIC) ---------------------------------------------------------------------


def test_gvnic_vm_sets_nothing() -> None:
    raw = recorded("gcp_a2_gvnic")
    for nnodes in (1, 2):
        p = plan(raw, nnodes=nnodes)
        assert p.env_values() == BASELINE and p.findings == [] and p.limits == []
    assert network_transport(HostFacts.from_probe(raw), {}) == "socket"


# --- Azure ND A100 v4: IB with the HPC-X plugin and /etc/nccl.conf -------------------------------------


def test_azure_hpcx_plugin_is_healthy_and_reads_nccl_conf() -> None:
    raw = recorded("azure_ndv4_hpcx")
    facts = HostFacts.from_probe(raw)
    assert facts.nccl_conf["NCCL_TOPO_FILE"] == "/opt/microsoft/ndv4-topo.xml"
    assert facts.nccl_conf_origin["NCCL_SOCKET_IFNAME"] == "/etc/nccl.conf"
    p = plan(raw, nnodes=2)
    assert p.env_values() == BASELINE and p.findings == []
    assert network_transport(facts, {}) == "plugin:libnccl-net.so"


def test_azure_ib_disable_does_not_stop_the_hpcx_plugin() -> None:
    p = plan(recorded("azure_ndv4_hpcx"), nnodes=2, env={"NCCL_IB_DISABLE": "1"})
    assert "NCCL_IB_DISABLE" not in p.env
    assert ids(p) == [("ib-disable-ineffective", "warning")]
    assert "NCCL_IBEXT_DISABLE" in p.findings[0].message


def test_azure_nccl_net_socket_in_nccl_conf_is_the_users_choice() -> None:
    raw = recorded("azure_ndv4_hpcx")
    raw["nccl_conf"]["settings"]["NCCL_NET"] = "Socket"
    raw["nccl_conf"]["files"][0]["settings"]["NCCL_NET"] = "Socket"
    facts = HostFacts.from_probe(raw)
    assert network_transport(facts, {}) == "socket"
    p = plan(raw, nnodes=2)
    assert ids(p) == [("ib-disabled-by-user", "warning")]
    assert "NCCL_NET=Socket (/etc/nccl.conf)" in p.findings[0].message


def test_azure_in_a_container_with_8_mib_memlock_blocks_without_disabling_ib() -> None:
    raw = recorded("azure_ndv4_hpcx")
    raw["limits"]["memlock"] = {"soft": 8 << 20, "hard": 8 << 20}
    raw["container"] = {"kind": "docker", "evidence": ["/.dockerenv exists"]}
    p = plan(raw, nnodes=2)
    assert not COSTLY & p.env.keys()
    assert ids(p) == [("memlock-too-low", "error")]


# --- Consumer box without P2P: 4x RTX 4090, NCCL 2.26.2, CUDA 12.8 driver ------------------------------


def test_4090_box_gets_cumem_host_off_and_nothing_else() -> None:
    p = plan(recorded("consumer_4x4090"), ranks=4)
    assert p.env_values() == {**BASELINE, "NCCL_CUMEM_HOST_ENABLE": "0"}
    s = p.env["NCCL_CUMEM_HOST_ENABLE"]
    assert "NVIDIA/nccl#1838" in s.evidence and "CUDA 12.8 driver" in s.evidence and "NCCL 2.26.2" in s.evidence
    assert p.findings == []  # 4 ranks x 14 legacy segments fit in the 64 GiB /dev/shm


@pytest.mark.parametrize(("nccl", "driver"), [("2.21.5", "570.124.06"), ("2.23.4", "570.124.06"),
                                              ("2.26.2", "580.65.06"), ("2.26.2", "555.42.06")])
def test_4090_box_without_the_hazard_sets_nothing(nccl: str, driver: str) -> None:
    # NCCL < 2.24 (cuMem host memory off by default), a CUDA 13 driver (fixed), or a driver < 12.6 (off).
    raw = recorded("consumer_4x4090")
    raw["nccl"]["version"] = nccl
    raw["gpus"]["driver_version"] = driver
    p = plan(raw, ranks=4)
    assert p.env_values() == BASELINE and p.findings == []


def test_4090_box_with_unknown_p2p_gets_a_warning_not_a_setting() -> None:
    raw = recorded("consumer_4x4090")
    del raw["gpus"]["p2p"]
    p = plan(raw, ranks=4)
    assert p.env_values() == BASELINE
    assert ids(p) == [("cumem-host-p2p-unknown", "warning")]
    assert "NCCL_CUMEM_HOST_ENABLE=0" in p.findings[0].fix


def test_4090_box_in_docker_default_turns_cumem_host_off_then_shm() -> None:
    raw = recorded("consumer_4x4090")
    raw["shm"].update(total_bytes=64 << 20, free_bytes=64 << 20)
    raw["container"] = {"kind": "docker", "evidence": ["/.dockerenv exists"]}
    p = plan(raw, ranks=4)
    assert p.env_values() == {**BASELINE, "NCCL_CUMEM_HOST_ENABLE": "0", "NCCL_SHM_DISABLE": "1"}
    # NCCL 2.26.2 has no fallback yet: Docker's seccomp profile is a second reason.
    assert "no fallback" in p.env["NCCL_CUMEM_HOST_ENABLE"].evidence
    assert "safelaunch sets NCCL_CUMEM_HOST_ENABLE=0" in p.env["NCCL_SHM_DISABLE"].evidence


def test_4090_box_users_cumem_setting_wins_with_a_finding() -> None:
    p = plan(recorded("consumer_4x4090"), ranks=4, env={"NCCL_CUMEM_HOST_ENABLE": "1"})
    assert "NCCL_CUMEM_HOST_ENABLE" not in p.env
    assert ids(p) == [("user-env-conflict", "warning")]


def test_4090_box_cumem_setting_in_nccl_conf_counts_like_the_users() -> None:
    raw = recorded("consumer_4x4090")
    raw["nccl_conf"] = {"files": [{"path": "/home/u/.nccl.conf", "settings": {"NCCL_CUMEM_HOST_ENABLE": "1"}}],
                        "settings": {"NCCL_CUMEM_HOST_ENABLE": "1"}}
    p = plan(raw, ranks=4)
    assert "NCCL_CUMEM_HOST_ENABLE" not in p.env  # an export would silently beat the file
    assert ids(p) == [("user-env-conflict", "warning")]
    assert "/home/u/.nccl.conf sets NCCL_CUMEM_HOST_ENABLE='1'" in p.findings[0].message


# --- Docker defaults: the /dev/shm decision by NCCL version and driver -----------------------------------


@pytest.mark.parametrize(("nccl", "driver", "sys_nice", "env", "finding"), [
    ("2.20.5", "550.54.15", False, {"NCCL_SHM_DISABLE": "1"}, "shm-too-small"),  # before cuMem host memory
    ("2.21.5", "560.35.03", False, {"NCCL_SHM_DISABLE": "1"}, "shm-too-small"),
    ("2.23.4", "560.35.03", False, {"NCCL_SHM_DISABLE": "1"}, "shm-too-small"),  # 2.23: off by default
    ("2.24.3", "550.54.15", False, {"NCCL_SHM_DISABLE": "1"}, "shm-too-small"),  # CUDA 12.4 driver: off
    ("2.24.3", "560.35.03", False, {}, "cumem-host-p2p-unknown"),  # cuMem host, no fallback, P2P unknown
    ("2.26.5", "560.35.03", False, {"NCCL_SHM_DISABLE": "1"}, "shm-too-small"),  # probe fails: /dev/shm
    ("2.26.5", "560.35.03", True, {}, "cumem-host-p2p-unknown"),  # SYS_NICE: cuMem host works
    ("2.27.3", "580.65.06", True, {}, None),  # CUDA 13 driver: no #1838, buffers off /dev/shm
    (None, "560.35.03", False, {}, "shm-too-small"),  # unknown NCCL: a warning, no setting
])
def test_docker_default_8_gpus_shm_decision_per_nccl_version(
        nccl: str | None, driver: str, sys_nice: bool, env: dict[str, str], finding: str | None) -> None:
    raw = recorded("docker_default")
    raw["gpus"].update(count=8, driver_version=driver)
    raw["packages"]["nccl"] = nccl
    raw["capabilities"]["sys_nice"] = sys_nice
    p = plan(raw)
    assert p.env_values() == {**BASELINE, **env}
    expected = [(finding, "warning")] if finding else []
    assert ids(p) == [*expected, ("shm-dataloader", "warning")]
    if nccl is None:
        assert "may be too small" in p.findings[0].message and "set nothing" in p.findings[0].message


def test_docker_default_with_known_p2p_free_gpus_and_new_nccl_sets_both() -> None:
    raw = recorded("docker_default")
    raw["gpus"].update(count=8, driver_version="560.35.03", p2p={"all_pairs": False})
    raw["packages"]["nccl"] = "2.24.3"
    p = plan(raw)
    assert p.env_values() == {**BASELINE, "NCCL_CUMEM_HOST_ENABLE": "0", "NCCL_SHM_DISABLE": "1"}


def test_cuda_visible_devices_limits_the_ranks_counted() -> None:
    raw = recorded("docker_default")  # 4 GPUs, 64 MiB /dev/shm; 2 visible ranks fit, 4 do not
    raw["gpus"]["cuda_visible_devices"] = "0,1"
    facts = HostFacts.from_probe(raw)
    derived = decide(facts, dataclasses.replace(job(4), local_ranks_source="4 GPUs found"), Policy(), {})
    assert "NCCL_SHM_DISABLE" not in derived.env
    assert ("cuda-visible-devices", "info") in ids(derived)
    explicit = decide(facts, job(4), Policy(), {})  # --num_gpus 4 with 2 visible GPUs
    assert ("cuda-visible-devices", "warning") in ids(explicit)
    assert "2 ranks x 2 workers" in text(explicit)  # the DataLoader term counts the visible GPUs too


# --- Kubernetes pod without a /dev/shm volume ------------------------------------------------------------


def test_kubernetes_pod_without_shm_volume_disables_shm_with_the_emptydir_fix() -> None:
    p = plan(recorded("kubernetes_pod_no_shm"))
    assert p.env_values() == {**BASELINE, "NCCL_SHM_DISABLE": "1"}
    assert ids(p) == [("shm-too-small", "warning"), ("shm-dataloader", "warning")]
    assert all("emptyDir" in f.fix and "medium: Memory" in f.fix for f in p.findings)


def test_kubernetes_pod_memory_limit_bounds_the_dataloader() -> None:
    raw = recorded("kubernetes_pod")  # 16 GiB emptyDir, but the pod may only grow by 300 MiB
    raw["cgroup"].update(memory_limit_bytes=4 << 30, memory_usage_bytes=(4 << 30) - (300 << 20))
    p = plan(raw)
    dl = [f for f in p.findings if f.id == "shm-dataloader"]
    assert len(dl) == 1 and "memory cgroup has 300 MiB left" in dl[0].message and "OOM" in dl[0].message
    assert "resources.limits.memory" in dl[0].fix
    assert "NCCL_SHM_DISABLE" not in p.env  # the tmpfs has room: the cgroup headroom is no basis for a setting


def test_nccl_segments_beyond_the_cgroup_headroom_are_a_finding_not_a_setting() -> None:
    raw = recorded("kubernetes_pod")  # NCCL 2.20: 8 ranks need 345 MiB of legacy segments
    raw["cgroup"].update(memory_limit_bytes=4 << 30, memory_usage_bytes=(4 << 30) - (200 << 20))
    p = plan(raw, policy=Policy(dataloader=DataLoaderShape(workers=0)))
    assert "NCCL_SHM_DISABLE" not in p.env
    assert ("shm-cgroup-memory", "warning") in ids(p) and "NCCL_SHM_DISABLE" not in p.env
    assert "reclaim" in next(f for f in p.findings if f.id == "shm-cgroup-memory").message


# --- Slim image without `ip` -----------------------------------------------------------------------------


def test_slim_image_has_addresses_and_sets_nothing_costly() -> None:
    raw = recorded("slim_image_no_ip")
    assert [i["addresses"] for i in raw["network"]["interfaces"] if i["name"] == "eth0"] == [["172.17.0.3"]]
    p = plan(raw, ranks=2)
    assert p.env_values() == BASELINE and p.findings == []


# --- Cross-node network agreement --------------------------------------------------------------------------


def test_nodes_on_different_networks_are_an_error() -> None:
    transports = {a: network_transport(HostFacts.from_probe(recorded(n)), {})
                  for a, n in (("a", "dgx_h100_ib"), ("b", "ib_ports_down"), ("c", "aws_p4d_efa"))}
    assert transports == {"a": "ib", "b": "socket", "c": "plugin:libnccl-net.so"}
    [finding] = transport_consistency(transports)
    assert finding.severity == "error" and finding.id == "network-mismatch"
    assert "ib on a" in finding.message and "socket on b" in finding.message
    assert "NCCL_NET=Socket" in finding.fix


@pytest.mark.parametrize("transports", [
    {"a": "ib", "b": "ib"}, {"a": "plugin:x", "b": "plugin:x"}, {"a": "ib", "b": "unknown"}, {"a": "socket"}, {},
])
def test_nodes_that_agree_or_are_unknown_give_no_finding(transports: dict[str, str]) -> None:
    assert transport_consistency(transports) == []


def test_old_fact_files_without_the_new_sections_still_decide() -> None:
    raw = copy.deepcopy(recorded("bare_metal_ib"))
    for key in ("nccl", "nccl_conf", "net_plugins"):
        assert key not in raw
    facts = HostFacts.from_probe(raw)
    assert facts.nccl_version == "2.20.5" and facts.net_plugins is None and facts.nccl_conf == {}
    assert facts.gpu_p2p is None and facts.cuda_visible_devices is None
    assert network_transport(facts, {}) == "ib"
