"""The one preflight path, fed through the replay transport (`--facts`): recorded facts of this
machine and of a cluster give the plan the live probe gives, master address rules, nccl.conf on a
node, and what the launcher's own environment may carry in a multi-node run."""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path
from typing import Any

from safelaunch.delivery import launch_env
from safelaunch.preflight import run_preflight
from safelaunch.request import parse_request
from tests.helpers import BIN, ROOT, no_traceback, recorded, safelaunch

RANK = str(BIN / "rank.py")


def node(name: str, addr: str, master: str, **net: Any) -> dict[str, Any]:
    """A cloud VM's recorded facts (8 GPUs, eth0, no IB) as node ``name`` with address ``addr``."""
    raw = copy.deepcopy(recorded("cloud_vm_no_ib"))
    raw["host"] = name
    raw["network"].update(hostname=name, fqdn_addresses=[addr], hostname_addresses=[addr], gloo_address=addr,
                          host_addresses=[addr], **net)
    raw["network"]["interfaces"][1]["addresses"] = [addr]
    raw["network"]["route_to_master"] = {"address": master, "source_address": addr, "interface": "eth0"}
    raw["paths"] = {p: {"exists": True, "is_dir": p == str(ROOT), "sha256": None}
                    for p in (RANK, str(ROOT), sys.executable)}
    return raw


def cluster_file(tmp_path: Path, nodes: dict[str, dict[str, Any]]) -> Path:
    path = tmp_path / "doctor.json"
    path.write_text(json.dumps({"nodes": {n: {"facts": f} for n, f in nodes.items()}}))
    return path


def test_replaying_this_machines_doctor_output_gives_the_same_plan(tmp_path: Path) -> None:
    doctor = safelaunch("doctor", "--json")
    (tmp_path / "me.json").write_text(doctor.stdout)
    live = json.loads(safelaunch("--dry-run", "--json", RANK).stdout)
    replayed = safelaunch("--dry-run", "--json", "--facts", str(tmp_path / "me.json"), RANK)
    no_traceback(replayed)
    assert replayed.returncode == 0, replayed.stderr
    data = json.loads(replayed.stdout)
    assert data["env"] == live["env"] and data["env"]["NCCL_DEBUG"] == "WARN"


def test_replayed_docker_facts_plan_for_that_machine_not_this_one(tmp_path: Path) -> None:
    path = tmp_path / "docker.json"
    path.write_text(json.dumps({"facts": recorded("docker_default")}))
    r = safelaunch("--dry-run", "--json", "--facts", str(path), "--num_gpus", "8", RANK)
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    # 8 ranks in Docker's 64 MiB /dev/shm: this machine has GBs, the recorded one does not.
    assert any(f["id"] == "shm-too-small" for f in data["findings"]), data["findings"]


def test_replayed_cluster_plans_every_node_and_takes_the_first_hosts_address(tmp_path: Path) -> None:
    facts = cluster_file(tmp_path, {"a": node("a", "10.0.0.5", "10.0.0.5"), "b": node("b", "10.0.0.6", "10.0.0.5")})
    hostfile = tmp_path / "hostfile"
    hostfile.write_text("a slots=8\nb slots=8\n")
    r = safelaunch("--dry-run", "--json", "--facts", str(facts), "--hostfile", str(hostfile), RANK)
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert not [f for f in data["findings"] if f["severity"] == "error"], data["findings"]
    assert data["master_addr"] == "10.0.0.5" and "hostname -I" in data["master_addr_source"]
    assert data["command"][data["command"].index("--master_addr") + 1] == "10.0.0.5"
    assert set(data["nodes"]) == {"a", "b"}


def test_a_loopback_master_address_is_an_error_in_a_replayed_cluster(tmp_path: Path) -> None:
    facts = cluster_file(tmp_path, {"a": node("a", "10.0.0.5", "127.0.0.1"), "b": node("b", "10.0.0.6", "127.0.0.1")})
    hostfile = tmp_path / "hostfile"
    hostfile.write_text("a slots=8\nb slots=8\n")
    r = safelaunch("--dry-run", "--json", "--facts", str(facts), "--hostfile", str(hostfile), "--master_addr",
                   "127.0.0.1", RANK)
    data = json.loads(r.stdout)
    assert "master-loopback" in {f["id"] for f in data["findings"] if f["severity"] == "error"}
    assert not any(v in ("lo", "=lo") for n in data["nodes"].values() for v in n["env"].values())


def test_a_nodes_nccl_conf_counts_as_your_setting_and_is_checked_there(tmp_path: Path) -> None:
    b = node("b", "10.0.0.6", "10.0.0.5")
    b["nccl_conf"] = {"files": [{"path": "/etc/nccl.conf", "settings": {"NCCL_SOCKET_IFNAME": "=ib0"}}],
                      "settings": {"NCCL_SOCKET_IFNAME": "=ib0"}, "source": "recorded"}
    facts = cluster_file(tmp_path, {"a": node("a", "10.0.0.5", "10.0.0.5"), "b": b})
    hostfile = tmp_path / "hostfile"
    hostfile.write_text("a slots=8\nb slots=8\n")
    data = json.loads(safelaunch("--dry-run", "--json", "--facts", str(facts), "--hostfile", str(hostfile),
                                 RANK).stdout)
    on_b = {f["id"]: f for f in data["findings"] if f["host"] == "b"}
    assert "/etc/nccl.conf" in on_b["nccl-conf-file"]["message"]
    assert on_b["ifname-no-match"]["severity"] == "error" and "eth0" in on_b["ifname-no-match"]["message"]
    assert "NCCL_SOCKET_IFNAME" not in data["nodes"]["b"]["env"]  # never contradicted silently


def test_facts_file_errors_are_one_paragraph_and_launching_from_it_is_refused(tmp_path: Path) -> None:
    (tmp_path / "bad.json").write_text("{not json")
    (tmp_path / "empty.json").write_text("{}")
    for path, words in ((tmp_path / "missing.json", "Cannot read the facts file"),
                        (tmp_path / "bad.json", "is not JSON"), (tmp_path / "empty.json", "holds no host facts")):
        r = safelaunch("--dry-run", "--facts", str(path), RANK)
        no_traceback(r)
        assert r.returncode == 2 and words in r.stderr, r.stderr
    path = tmp_path / "docker.json"
    path.write_text(json.dumps({"facts": recorded("docker_default")}))
    r = safelaunch("--facts", str(path), RANK)
    assert r.returncode == 2 and "--dry-run and doctor only" in r.stderr


def test_multi_node_launcher_environment_carries_no_decided_or_forwarded_value(tmp_path: Path,
                                                                               monkeypatch: Any) -> None:
    facts = cluster_file(tmp_path, {"a": node("a", "10.0.0.5", "10.0.0.5"), "b": node("b", "10.0.0.6", "10.0.0.5")})
    hostfile = tmp_path / "hostfile"
    hostfile.write_text("a slots=8\nb slots=8\n")
    monkeypatch.chdir(ROOT)
    environ = {"PATH": "/usr/bin", "NCCL_IB_HCA": "mlx5_0", "PYTHONPATH": "/w", "HOME": "/root"}
    pf = run_preflight(parse_request(["--hostfile", str(hostfile), RANK]), environ, str(facts))
    env = launch_env(pf, environ)
    decided = {n for p in pf.plans.values() for n in p.env}
    assert decided and not decided & set(env)
    # deepspeed would re-export NCCL_* after the per-node script; the script exports yours instead.
    assert "NCCL_IB_HCA" not in env and pf.user_env["NCCL_IB_HCA"] == "mlx5_0"
    assert env["PYTHONPATH"] == "/w" and env["PDSH_RCMD_TYPE"] == "ssh"  # deepspeed's runner needs PYTHONPATH


def test_an_ipv6_only_first_host_gives_an_ipv6_master_passed_to_the_launcher(tmp_path: Path) -> None:
    a = node("a", "fd00::5", "fd00::5")
    b = node("b", "fd00::6", "fd00::5")
    facts = cluster_file(tmp_path, {"a": a, "b": b})
    hostfile = tmp_path / "hostfile"
    hostfile.write_text("a slots=8\nb slots=8\n")
    data = json.loads(safelaunch("--dry-run", "--json", "--facts", str(facts), "--hostfile", str(hostfile),
                                 RANK).stdout)
    assert data["master_addr"] == "fd00::5"
    assert data["command"][data["command"].index("--master_addr") + 1] == "fd00::5"
    assert "master-loopback" not in {f["id"] for f in data["findings"]}
    # ::1 is loopback like 127.0.0.0/8
    r = safelaunch("--dry-run", "--json", "--facts", str(facts), "--hostfile", str(hostfile), "--master_addr", "::1",
                   RANK)
    assert "master-loopback" in {f["id"] for f in json.loads(r.stdout)["findings"]}


def test_per_node_launch_checks_the_master_port_only_on_node_rank_0(tmp_path: Path) -> None:
    """A scheduler starts one torchrun per node (`--nnodes 2 --node-rank N --master-addr X`): only node
    rank 0 hosts the rendezvous store, so a busy port elsewhere is not a finding."""
    import socket

    with socket.socket() as s:
        s.bind(("0.0.0.0", 0))
        s.listen(1)
        port = str(s.getsockname()[1])
        base = ["--dry-run", "--json", "--runner", "torchrun", "--nnodes", "2", "--master-addr", "10.0.0.1",
                "--master-port", port]
        rank0 = safelaunch(*base, "--node-rank", "0", RANK)
        rank1 = safelaunch(*base, "--node-rank", "1", RANK)
    assert rank0.returncode == 75 and "master-port-busy" in rank0.stdout
    assert "master-port-busy" not in rank1.stdout
