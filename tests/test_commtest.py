"""`safelaunch doctor --comm-test` on a real SSH test cluster: real launchers (deepspeed over pdsh), real
Gloo process groups on CPU, real sockets, real firewall rules (iptables in a node's namespace)."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from safelaunch.commtest_worker import bus_bandwidth, choose_backend
from safelaunch.errors import UserError
from safelaunch.policy import parse_policy
from safelaunch.request import parse_request
from tests.cluster import Cluster, Node
from tests.helpers import BIN, ROOT, clean_env
from tests.proc_utils import kill_all
from tests.test_schemas import validate

MARKER = "commtest_worker"
NODES = ("node1", "node2", "node3")
# node3 drops new TCP connections to and from the other nodes' ephemeral ports (Gloo's pair sockets
# listen there); the master port 29500 and sshd's 2222 stay open, and so do established connections.
FIREWALL = [["OUTPUT", "-d", "10.78.0.0/24"], ["INPUT", "-s", "10.78.0.0/24"]]


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    # No hosts file: the nodes' hostnames do not resolve, so Gloo needs GLOO_SOCKET_IFNAME on every node.
    c = Cluster([Node(1, "node1"), Node(2, "node2"), Node(3, "node3")], prefix="ct", subnet="10.78.0").start()
    try:
        yield c
    finally:
        c.stop()


def comm_test(cluster: Cluster, tmp_path: Path, *extra: str, timeout: float = 120) -> tuple[int, dict[str, Any], float]:
    """(exit status, JSON report, wall seconds of the whole command)."""
    start = time.monotonic()
    r = subprocess.run([*cluster.client_prefix(), sys.executable, "-m", "safelaunch", "doctor", "--comm-test", "--json",
                        "--runs-dir", str(tmp_path / "logs"), "--hostfile", str(cluster.hostfile(*NODES)), *extra],
                       capture_output=True, text=True, timeout=timeout, cwd=ROOT, env=clean_env())
    wall = time.monotonic() - start
    assert "Traceback" not in r.stderr, r.stderr
    return r.returncode, json.loads(r.stdout), wall


def nothing_left(cluster: Cluster) -> None:
    left = {n: cluster.processes_on(n, MARKER) for n in cluster.nodes}
    for pids in left.values():
        kill_all(pids)
    assert left == {n: [] for n in cluster.nodes}


def policy(tmp_path: Path, text: str) -> str:
    path = tmp_path / "policy.yaml"
    path.write_text(text)
    return str(path)


def test_healthy_three_nodes_pass_quickly_with_the_decided_interface(cluster: Cluster, tmp_path: Path) -> None:
    code, report, wall = comm_test(cluster, tmp_path)
    assert code == 0, json.dumps(report, indent=1)[-4000:]
    print(f"healthy 3 nodes: command {wall:.1f} s, launch to cleanup {report['wall_s']:.1f} s")
    slowest = max(r["seconds"] for r in report["ranks"])
    print(f"healthy 3 nodes: rendezvous to result {slowest:.1f} s on the slowest rank")
    # The test itself (rendezvous, pairs, init and every collective) within 15 s; the whole launch through
    # deepspeed and pdsh (imports of deepspeed and torch on every node) within the default 30 s deadline.
    assert slowest < 15 and report["wall_s"] < 30
    validate("comm-test", report)
    assert report["passed"] and report["status"] == "passed" and report["backend"] == "gloo"
    assert report["world_size"] == 3 and report["verdict"] is None
    assert [(r["rank"], r["node"], r["passed"]) for r in report["ranks"]] == [
        (0, "node1", True), (1, "node2", True), (2, "node3", True)]
    # Gloo listens on eth0's address because safelaunch delivered GLOO_SOCKET_IFNAME=eth0 to every node.
    assert [(r["address"], r["address_source"]) for r in report["ranks"]] == [
        (f"10.78.0.1{i}", "GLOO_SOCKET_IFNAME=eth0") for i in (1, 2, 3)]
    assert len(report["pairs"]) == 6 and all(p["ok"] for p in report["pairs"])
    # all_gather: the gathered total, 3 equal float32 chunks (16 MiB -> 16777212 bytes)
    ops = {(c["op"], c["bytes"] // 12 * 12) for c in report["collectives"]}
    sizes = (4 << 10, 1 << 20, 16 << 20)
    assert ops == {(op, s // 12 * 12) for op in ("all_reduce", "all_gather", "ring") for s in sizes}
    largest = {c["op"]: c for c in report["collectives"] if c["bytes"] == 16 << 20}
    ar = largest["all_reduce"]
    assert ar["busbw_gbps"] == pytest.approx(ar["algbw_gbps"] * 4 / 3, rel=1e-2) and ar["busbw_gbps"] > 0
    nothing_left(cluster)


def test_firewalled_node_is_named_within_the_deadline_and_nothing_is_left(cluster: Cluster, tmp_path: Path) -> None:
    rules = [[chain, "-p", "tcp", *peer, "--dport", "30000:65535", "-m", "conntrack", "--ctstate", "NEW", "-j", "DROP"]
             for chain, *peer in FIREWALL]
    for rule in rules:
        subprocess.run(["ip", "netns", "exec", "ct-node3", "iptables", "-A", *rule], check=True)
    try:
        code, report, wall = comm_test(cluster, tmp_path, "--comm-test-timeout", "30")
        print(f"firewall verdict: command {wall:.1f} s, launch to cleanup {report['wall_s']:.1f} s")
        assert code == 75, json.dumps(report, indent=1)[-4000:]
        validate("comm-test", report)
        # "failed" when the workers agree on the verdict first; "timeout" when a loaded machine starts them so
        # late that the hard deadline comes first (the verdict is the same, from the pair lines in the log).
        assert report["status"] in ("failed", "timeout") and report["verdict"]["node"] == "node3", report["verdict"]
        assert report["verdict"]["step"] == "pairs"
        assert report["wall_s"] < 30 + report["grace_s"]
        bad = {(p["from"], p["to"]) for p in report["pairs"] if not p["ok"]}
        assert bad == {("node1", "node3"), ("node2", "node3"), ("node3", "node1"), ("node3", "node2")}
        nothing_left(cluster)
    finally:
        for rule in rules:
            subprocess.run(["ip", "netns", "exec", "ct-node3", "iptables", "-D", *rule], check=False)


def test_renamed_interface_makes_the_pinned_gloo_interface_wrong_on_that_node(cluster: Cluster, tmp_path: Path) -> None:
    """The site policy pins GLOO_SOCKET_IFNAME=eth0 (every node had eth0); node2's NIC is renamed eth1."""
    inside = ("ip", "netns", "exec", "ct-node2", "ip", "link", "set")
    for step in (("eth0", "down"), ("eth0", "name", "eth1"), ("eth1", "up")):
        subprocess.run([*inside, *step], check=True)
    try:
        cluster.wait_ready("node2")
        code, report, _ = comm_test(cluster, tmp_path, "--config",
                                    policy(tmp_path, "env:\n  pin:\n    GLOO_SOCKET_IFNAME: eth0\n"))
        assert code == 75, json.dumps(report, indent=1)[-4000:]
        validate("comm-test", report)
        assert report["verdict"]["node"] == "node2", report["verdict"]
        assert "eth0" in report["verdict"]["message"] and "eth1" in report["verdict"]["message"]
        nothing_left(cluster)
    finally:
        for step in (("eth1", "down"), ("eth1", "name", "eth0"), ("eth0", "up")):
            subprocess.run([*inside, *step], check=False)
        cluster.wait_ready("node2")


def test_without_the_decided_interface_the_unresolvable_hostname_trap_fails(cluster: Cluster, tmp_path: Path) -> None:
    """The same cluster passes with safelaunch's GLOO_SOCKET_IFNAME (above); forbidding it, Gloo falls back
    to loopback on every node and no node can reach another."""
    code, report, _ = comm_test(cluster, tmp_path, "--launch-anyway", "--config",
                                policy(tmp_path, "env:\n  forbid: [GLOO_SOCKET_IFNAME]\n"))
    assert code == 75, json.dumps(report, indent=1)[-4000:]
    validate("comm-test", report)
    assert {r["address"] for r in report["ranks"]} == {"127.0.0.1"}
    assert all("loopback" in r["address_source"] for r in report["ranks"])
    assert report["verdict"]["step"] == "pairs" and not any(p["ok"] for p in report["pairs"])
    nothing_left(cluster)


def test_policy_comm_test_always_refuses_the_launch_unless_launch_anyway(cluster: Cluster, tmp_path: Path) -> None:
    conf = policy(tmp_path, "comm_test: always\nenv:\n  forbid: [GLOO_SOCKET_IFNAME]\n")
    base = [*cluster.client_prefix(), sys.executable, "-m", "safelaunch", "--config", conf, "--hostfile",
            str(cluster.hostfile(*NODES))]
    out = tmp_path / "ranks"
    out.mkdir()
    r = subprocess.run([*base, "--runs-dir", str(tmp_path / "a"), str(BIN / "rank.py"), "--dump", str(out)],
                       capture_output=True, text=True, timeout=120, cwd=ROOT, env=clean_env())
    assert r.returncode == 75, r.stderr[-3000:]
    assert "comm-test FAILED" in r.stderr and "the communication test failed" in r.stderr
    assert not list(out.iterdir())  # the training script never started
    r = subprocess.run([*base, "--launch-anyway", "--runs-dir", str(tmp_path / "b"), str(BIN / "rank.py"), "--dump",
                        str(out)], capture_output=True, text=True, timeout=180, cwd=ROOT, env=clean_env())
    assert r.returncode == 0, r.stderr[-3000:]
    assert "launching anyway" in r.stderr and len(list(out.iterdir())) == 3
    nothing_left(cluster)


def test_backend_choice_and_bus_bandwidth() -> None:
    assert choose_backend([8, 8]) == "nccl"
    assert choose_backend([8, 0]) == choose_backend([None]) == choose_backend([]) == choose_backend([0]) == "gloo"
    # nccl-tests doc/PERFORMANCE.md: 1 GB in 0.1 s on 4 ranks.
    assert bus_bandwidth("all_reduce", 10**9, 0.1, 4) == pytest.approx((10.0, 15.0))
    assert bus_bandwidth("all_gather", 10**9, 0.1, 4) == pytest.approx((10.0, 7.5))
    assert bus_bandwidth("ring", 10**9, 0.1, 4) == pytest.approx((10.0, 10.0))


def test_options_and_policy_key_are_validated() -> None:
    r = parse_request(["doctor", "--comm-test", "--comm-test-timeout", "12"])
    assert r.comm_test and r.comm_test_timeout == 12.0
    assert parse_request(["doctor"]).comm_test_timeout == 30.0
    for argv in (["doctor", "--comm-test", "--comm-test-timeout", "0"], ["--comm-test", "--dry-run", "x.py"]):
        with pytest.raises(UserError) as e:
            parse_request(argv)
        assert e.value.exit_code == 2
    assert parse_policy({"comm_test": "always"}, "p.yaml").comm_test == "always"
    assert parse_policy({}, "p.yaml").comm_test == "never"
    with pytest.raises(UserError) as e:
        parse_policy({"comm_test": True}, "p.yaml")
    assert e.value.exit_code == 78 and "comm_test must be one of always, never" in e.value.message
