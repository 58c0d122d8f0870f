"""Multi-node preflight and launches on a real SSH cluster (network namespaces, sshd, pdsh, deepspeed)."""

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
from typing import Any

import pytest

from tests.cluster import Cluster, Node
from tests.helpers import BIN, ROOT, clean_env
from tests.proc_utils import kill_all, read_until, wait_gone

HIDDEN = "/tmp/safelaunch-test-hidden"  # node4 sees an empty directory here
RANK = str(BIN / "rank.py")


FAKE_IB = "/tmp/safelaunch-test-fake-ib"  # a FAKE sysfs tree with one active IB port, on node8 and node9 only
HARD_MEMLOCK = 8 << 20  # what this sandbox allows (no CAP_SYS_RESOURCE to go higher)


def debian_hosts(directory: str, name: str, others: dict[str, str]) -> str:
    """/etc/hosts as Debian writes it: the machine's own name on 127.0.1.1."""
    path = os.path.join(directory, f"hosts-{name}")
    with open(path, "w") as f:
        f.write(f"127.0.0.1 localhost\n127.0.1.1 {name}\n" + "".join(f"{a} {n}\n" for n, a in others.items()))
    return path


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    os.makedirs(HIDDEN, exist_ok=True)
    etc = str(tmp_path_factory.mktemp("etc"))
    c = Cluster([Node(1, "node1"), Node(2, "node2"), Node(3, "node3", iface="ens5"),
                 Node(4, "node4", hidden=(HIDDEN,)), Node(5, "node5", tarpit=True), Node(6, "node6"),
                 Node(7, "node7", shm_size="8m"),
                 # Debian-style nodes reached by name: each one's own name maps to 127.0.1.1 there.
                 Node(8, "node8", hosts_file=debian_hosts(etc, "node8", {"node9": "10.77.0.19"}), by_name=True,
                      listen_any=True, memlock=(64 << 10, HARD_MEMLOCK), drop_ipc_lock=True, fake_ib=FAKE_IB),
                 Node(9, "node9", hosts_file=debian_hosts(etc, "node9", {"node8": "10.77.0.18"}), by_name=True,
                      listen_any=True, fake_ib=FAKE_IB)]).start()
    try:
        yield c
    finally:
        c.stop()


def run(cluster: Cluster, *args: str, timeout: float = 180, env: dict[str, str] | None = None
        ) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*cluster.client_prefix(), sys.executable, "-m", "safelaunch", *args], capture_output=True,
                          text=True, timeout=timeout, cwd=ROOT, env=env or clean_env())


def doctor(cluster: Cluster, *hosts: str, extra: tuple[str, ...] = ()) -> dict[str, Any]:
    r = run(cluster, "doctor", "--json", "--connect-timeout", "2", "--hostfile", str(cluster.hostfile(*hosts)), *extra)
    data: dict[str, Any] = json.loads(r.stdout)
    return data


def finding(data: dict[str, Any], fid: str, host: str) -> dict[str, Any]:
    hits: list[dict[str, Any]] = [f for f in data["findings"] if f["id"] == fid and f["host"] == host]
    assert hits, (fid, host, data["findings"])
    return hits[0]


def dumps(directory: Path) -> dict[int, dict[str, str]]:
    return {int(p.stem[4:]): json.loads(p.read_text()) for p in directory.glob("rank*.json")}


def kill_leftovers(cluster: Cluster, pattern: str) -> None:
    for name in cluster.nodes:
        kill_all(cluster.processes_on(name, pattern))


def test_reproduction_gloo_needs_a_per_node_interface(cluster: Cluster, tmp_path: Path) -> None:
    hostfile = str(cluster.hostfile("node1", "node2"))
    # Plain deepspeed: the nodes' hostnames do not resolve, Gloo falls back to loopback and the ranks
    # wait for each other forever (or fail with connectFullMesh ... remote=[127.0.0.1]).
    plain = subprocess.Popen([*cluster.client_prefix(), "deepspeed", "--hostfile", hostfile, RANK, "--gloo"],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, cwd=ROOT, env=clean_env(),
                             start_new_session=True)
    try:
        out, _ = plain.communicate(timeout=25)
        assert plain.returncode != 0, out[-2000:]  # failed outright instead of hanging
    except subprocess.TimeoutExpired:
        os.killpg(plain.pid, signal.SIGKILL)
        plain.communicate()
    finally:
        kill_leftovers(cluster, "rank.py")
    # The same job through safelaunch: GLOO_SOCKET_IFNAME reaches every rank, and it runs.
    r = run(cluster, "--runs-dir", str(tmp_path / "logs"), "--hostfile", hostfile, RANK, "--gloo", "--dump",
            str(tmp_path))
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    ranks = dumps(tmp_path)
    assert sorted(ranks) == [0, 1]
    assert all(seen["GLOO_SOCKET_IFNAME"] == "eth0" and seen["NCCL_DEBUG"] == "WARN" for seen in ranks.values())


def test_mismatched_interface_names_get_their_own_value_on_each_node(cluster: Cluster, tmp_path: Path) -> None:
    data = doctor(cluster, "node1", "node3")
    assert data["nodes"]["node1"]["env"]["GLOO_SOCKET_IFNAME"] == "eth0"
    assert data["nodes"]["node3"]["env"]["GLOO_SOCKET_IFNAME"] == "ens5"
    assert "GLOO_SOCKET_IFNAME" not in data["env"]  # no single value is right for both
    assert "route to the master 10.77.0.11 leaves via ens5" in data["nodes"]["node3"]["evidence"]["GLOO_SOCKET_IFNAME"]
    r = run(cluster, "--runs-dir", str(tmp_path / "logs"), "--hostfile", str(cluster.hostfile("node1", "node3")),
            RANK, "--gloo", "--dump", str(tmp_path))
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    seen = {rank: d["GLOO_SOCKET_IFNAME"] for rank, d in dumps(tmp_path).items()}
    assert seen == {0: "eth0", 1: "ens5"}


def test_special_characters_arrive_byte_exact_on_every_node(cluster: Cluster, tmp_path: Path) -> None:
    value = "it's $HOME `id` \"q\" a,b ^c $(echo INJECTED) \\ end"
    policy = tmp_path / "p.yaml"
    policy.write_text("env:\n  force:\n    ODD_VALUE: " + json.dumps(value) + "\n")
    r = run(cluster, "--config", str(policy), "--runs-dir", str(tmp_path / "logs"), "--hostfile",
            str(cluster.hostfile("node1", "node2")), RANK, "--dump", str(tmp_path))
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    ranks = dumps(tmp_path)
    assert sorted(ranks) == [0, 1] and all(d["ODD_VALUE"] == value for d in ranks.values())


def test_stopped_sshd_is_reported_by_name_within_the_timeout(cluster: Cluster) -> None:
    cluster.stop_sshd("node6")
    try:
        start = time.monotonic()
        data = doctor(cluster, "node1", "node6")
        assert time.monotonic() - start < 15
        f = finding(data, "ssh-unreachable", "node6")
        assert f["severity"] == "error" and "10.77.0.16:2222" in f["message"] and "sshd" in f["fix"]
        assert data["nodes"]["node1"]["reachable"] and not data["nodes"]["node6"]["reachable"]
    finally:
        cluster.start_sshd("node6")
        cluster.wait_ready("node6")


def test_node_that_accepts_tcp_and_never_speaks_ssh_is_named_within_the_timeout(cluster: Cluster) -> None:
    start = time.monotonic()
    data = doctor(cluster, "node1", "node5")
    assert time.monotonic() - start < 15
    assert "does not speak SSH" in finding(data, "ssh-banner-timeout", "node5")["fix"]


def _known_hosts(cluster: Cluster) -> Path:
    return cluster.ssh_dir / "known_hosts"


def test_changed_host_key_is_refused_and_known_hosts_untouched(cluster: Cluster, tmp_path: Path) -> None:
    kh = _known_hosts(cluster)
    original = kh.read_bytes()
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(tmp_path / "other")], check=True)
    other = (tmp_path / "other.pub").read_text().split()
    lines = [ln if not ln.startswith("[10.77.0.16]") else f"[10.77.0.16]:2222 {other[0]} {other[1]}"
             for ln in original.decode().splitlines()]
    kh.write_text("\n".join(lines) + "\n")
    try:
        tampered = kh.read_bytes()
        data = doctor(cluster, "node1", "node6")
        assert "ssh-keygen -R" in finding(data, "ssh-host-key-changed", "node6")["fix"]
        # accept-new never accepts a *changed* key
        data = doctor(cluster, "node1", "node6", extra=("--accept-new-host-keys",))
        finding(data, "ssh-host-key-changed", "node6")
        assert kh.read_bytes() == tampered
    finally:
        kh.write_bytes(original)


def test_unknown_host_key_is_refused_unless_accept_new_appends_one_line(cluster: Cluster) -> None:
    kh = _known_hosts(cluster)
    original = kh.read_bytes()
    without = "# cluster hosts\n@cert-authority *.example ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIB\n" + "".join(
        ln + "\n" for ln in original.decode().splitlines() if not ln.startswith("[10.77.0.16]"))
    kh.write_text(without)
    try:
        data = doctor(cluster, "node1", "node6")
        assert "SHA256:" in finding(data, "ssh-host-key-unknown", "node6")["message"]
        assert kh.read_text() == without
        data = doctor(cluster, "node1", "node6", extra=("--accept-new-host-keys",))
        assert data["nodes"]["node6"]["reachable"]
        after = kh.read_text()
        assert after.startswith(without) and after[len(without):].count("\n") == 1
        assert after[len(without):].startswith("[10.77.0.16]:2222 ssh-ed25519 ")
    finally:
        kh.write_bytes(original)


def test_node_without_the_script_blocks_the_launch(cluster: Cluster, tmp_path: Path) -> None:
    script = Path(HIDDEN) / "train_hidden.py"
    script.write_text("print('hello')\n")
    try:
        hostfile = str(cluster.hostfile("node1", "node4"))
        r = run(cluster, "--dry-run", "--json", "--hostfile", hostfile, str(script))
        data = json.loads(r.stdout)
        f = finding(data, "script-missing", "node4")
        assert f["severity"] == "error" and str(script) in f["message"]
        assert not [x for x in data["findings"] if x["id"] == "script-missing" and x["host"] == "node1"]
        r = run(cluster, "--runs-dir", str(tmp_path), "--hostfile", hostfile, str(script))
        assert r.returncode == 75 and "script-missing on node4" in r.stderr
        assert not list(tmp_path.iterdir())  # nothing started, no run directory
    finally:
        script.unlink()


def test_busy_master_port_on_the_master_node(cluster: Cluster) -> None:
    listener = subprocess.Popen(["ip", "netns", "exec", "sl-node1", sys.executable, "-c",
                                 "import socket,time;s=socket.socket();s.bind(('0.0.0.0',29533));s.listen();"
                                 "print('up',flush=True);time.sleep(120)"], stdout=subprocess.PIPE)
    try:
        read_until(listener, "^up")
        data = doctor(cluster, "node1", "node2", extra=("--master_port", "29533"))
        assert "already in use" in finding(data, "master-port-busy", "node1")["message"]
        assert not [f for f in data["findings"] if f["id"] == "master-port-busy" and f["host"] == "node2"]
    finally:
        listener.kill()
        listener.wait()


def interrupt_two_node_job(cluster: Cluster, tmp_path: Path, *runner: str) -> tuple[int, bytes, list[int]]:
    """Start a sleeping 2-node job, wait for both ranks, Ctrl-C safelaunch; (status, stderr, rank pids)."""
    p = subprocess.Popen([*cluster.client_prefix(), sys.executable, "-m", "safelaunch", *runner, "--runs-dir",
                          str(tmp_path), "--hostfile", str(cluster.hostfile("node1", "node2")), RANK, "--sleep", "300"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT, env=clean_env())
    read_until(p, r"ready rank=", count=2, timeout=120)
    ranks = cluster.processes_on("node1", "rank.py") + cluster.processes_on("node2", "rank.py")
    assert len(ranks) >= 2
    p.send_signal(signal.SIGINT)
    _, err = p.communicate(timeout=90)
    return p.returncode, err, ranks


def test_ctrl_c_stops_every_remote_rank_and_nothing_else(cluster: Cluster, tmp_path: Path) -> None:
    # A decoy whose command line matches the pattern deepspeed's own teardown would `pkill -f`.
    decoy = subprocess.Popen(["ip", "netns", "exec", "sl-node2", "bash", "-c",
                              f"exec -a '{sys.executable} -u -m deepspeed.launcher.launch decoy' sleep 300"])
    try:
        code, err, ranks = interrupt_two_node_job(cluster, tmp_path)
        assert code == 130, err.decode()[-2000:]
        assert b"sent SIGINT to the job's process group on every node" in err
        assert wait_gone(ranks, timeout=20) == []
        assert cluster.processes_on("node1", "rank.py") == cluster.processes_on("node2", "rank.py") == []
        assert decoy.poll() is None  # safelaunch killed nothing it did not start
    finally:
        decoy.kill()
        decoy.wait()
        kill_leftovers(cluster, "rank.py")


def test_torchrun_starts_on_every_node_with_its_own_rank_and_environment(cluster: Cluster, tmp_path: Path) -> None:
    r = run(cluster, "--runner", "torchrun", "--runs-dir", str(tmp_path / "logs"), "--hostfile",
            str(cluster.hostfile("node1", "node3")), RANK, "--gloo", "--dump", str(tmp_path))
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    ranks = dumps(tmp_path)
    assert {rank: (d["GLOO_SOCKET_IFNAME"], d["GROUP_RANK"], d["WORLD_SIZE"]) for rank, d in ranks.items()} == {
        0: ("eth0", "0", "2"), 1: ("ens5", "1", "2")}


def test_torchrun_exit_code_comes_back_through_pdsh(cluster: Cluster, tmp_path: Path) -> None:
    r = run(cluster, "--runner", "torchrun", "--runs-dir", str(tmp_path), "--hostfile",
            str(cluster.hostfile("node1", "node2")), RANK, "--exit", "3")
    assert r.returncode == 1  # torchrun reports a failed worker as 1; pdsh -S returns the largest code
    assert "ChildFailedError" in r.stdout


def test_ctrl_c_during_multinode_torchrun_leaves_no_worker(cluster: Cluster, tmp_path: Path) -> None:
    try:
        code, err, workers = interrupt_two_node_job(cluster, tmp_path, "--runner", "torchrun")
        assert code == 130, err.decode()[-2000:]
        assert wait_gone(workers, timeout=40) == []
    finally:
        kill_leftovers(cluster, "rank.py")


def test_deepspeed_env_file_keeps_working_and_wins(cluster: Cluster, tmp_path: Path) -> None:
    work = tmp_path / "work"
    work.mkdir()
    (work / ".deepspeed_env").write_text("GLOO_SOCKET_IFNAME=eth0\nMY_FLAG=from the file\n")
    hostfile = str(cluster.hostfile("node1", "node3"))
    r = subprocess.run([*cluster.client_prefix(), sys.executable, "-m", "safelaunch", "--runs-dir", str(tmp_path / "l"),
                        "--dry-run", "--json", "--hostfile", hostfile, RANK], capture_output=True, text=True,
                       cwd=work, env={**clean_env(), "PYTHONPATH": str(ROOT)})
    over = finding(json.loads(r.stdout), "deepspeed-env-overrides", "node3")
    assert "GLOO_SOCKET_IFNAME='eth0'" in over["message"] and "yours wins" in over["message"]
    assert (work / ".deepspeed_env").read_text() == "GLOO_SOCKET_IFNAME=eth0\nMY_FLAG=from the file\n"
    r = subprocess.run([*cluster.client_prefix(), sys.executable, "-m", "safelaunch", "--launch-anyway",
                        "--runs-dir", str(tmp_path / "l"), "--hostfile", str(cluster.hostfile("node1", "node2")),
                        RANK, "--dump", str(tmp_path)], capture_output=True, text=True, cwd=work,
                       env={**clean_env(), "PYTHONPATH": str(ROOT)}, timeout=180)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    assert all(d["MY_FLAG"] == "from the file" for d in dumps(tmp_path).values())


def test_failure_on_a_node_is_related_to_that_nodes_preflight_facts(cluster: Cluster, tmp_path: Path) -> None:
    # node7 has an 8 MiB /dev/shm; the launching machine has GBs. The note must quote node7's facts.
    r = run(cluster, "--runs-dir", str(tmp_path), "--hostfile", str(cluster.hostfile("node1", "node7")),
            str(BIN / "nccl_fail.py"))
    assert r.returncode == 1
    assert "root cause: shm_exhausted on host node7" in r.stderr
    # node7's own 8 MiB /dev/shm was reported before the launch (the DataLoader term); the note only
    # counts findings of the host where the failure happened (node1 had GBs and no shm finding).
    assert "preflight predicted this (finding shm-" in r.stderr, r.stderr[-3000:]


def test_launching_node_first_with_its_name_on_127_0_1_1_runs_4_rank_gloo(cluster: Cluster, tmp_path: Path) -> None:
    """The launching machine is the hostfile's first host and its name maps to 127.0.1.1 (Debian's
    default): the master address must be its real address (as deepspeed's `hostname -I`), passed to
    the launcher, and Gloo must be kept off loopback on every node."""
    hostfile = tmp_path / "hostfile"
    hostfile.write_text("node8 slots=2\nnode9 slots=2\n")
    base = [*cluster.client_prefix_on("node8"), sys.executable, "-m", "safelaunch"]
    plan = subprocess.run([*base, "--dry-run", "--json", "--hostfile", str(hostfile), RANK], capture_output=True,
                          text=True, timeout=120, cwd=ROOT, env=clean_env())
    data = json.loads(plan.stdout)
    assert data["master_addr"] == "10.77.0.18", data
    assert "--master_addr" in data["command"] and "10.77.0.18" in data["command"]
    assert not [f for f in data["findings"] if f["severity"] == "error"], data["findings"]
    for node in ("node8", "node9"):
        env = data["nodes"][node]["env"]
        assert env.get("GLOO_SOCKET_IFNAME") == "eth0", (node, env)
        assert "lo" not in (env.get("NCCL_SOCKET_IFNAME"), env.get("GLOO_SOCKET_IFNAME"))
    out = tmp_path / "ranks"
    out.mkdir()
    r = subprocess.run([*base, "--runs-dir", str(tmp_path / "logs"), "--hostfile", str(hostfile), RANK, "--gloo",
                        "--dump", str(out)], capture_output=True, text=True, timeout=150, cwd=ROOT, env=clean_env())
    assert r.returncode == 0, r.stderr[-3000:]
    ranks = dumps(out)
    assert sorted(ranks) == [0, 1, 2, 3]
    assert {d["MASTER_ADDR"] for d in ranks.values()} == {"10.77.0.18"}
    assert {d["GLOO_SOCKET_IFNAME"] for d in ranks.values()} == {"eth0"}


def test_loopback_master_address_for_a_hostfile_is_refused(cluster: Cluster, tmp_path: Path) -> None:
    hostfile = tmp_path / "hostfile"
    hostfile.write_text("node8 slots=1\nnode9 slots=1\n")
    r = subprocess.run([*cluster.client_prefix_on("node8"), sys.executable, "-m", "safelaunch", "--runs-dir",
                        str(tmp_path / "l"), "--hostfile", str(hostfile), "--master_addr", "127.0.1.1", RANK],
                       capture_output=True, text=True, timeout=120, cwd=ROOT, env=clean_env())
    assert r.returncode == 75, r.stderr
    assert "master-loopback" in r.stderr and "127.0.1.1" in r.stderr
    assert not (tmp_path / "l").exists()  # nothing was started


def test_memlock_raise_reaches_every_rank_on_a_node_without_ipc_lock_fake_sysfs(cluster: Cluster,
                                                                               tmp_path: Path) -> None:
    """node8's sshd has soft memlock 64 KiB under an 8 MiB hard limit and no CAP_IPC_LOCK, and a FAKE
    sysfs tree with an active IB port: the raise to the hard limit must reach every rank there, which
    pdsh starts over SSH (this process's own limits reach none of them)."""
    hostfile = tmp_path / "hostfile"
    hostfile.write_text("node8 slots=2\nnode9 slots=2\n")
    env = {**clean_env(), "SAFELAUNCH_FAKE_SYSFS": FAKE_IB}
    base = [*cluster.client_prefix_on("node9"), sys.executable, "-m", "safelaunch"]
    plan = subprocess.run([*base, "--dry-run", "--json", "--hostfile", str(hostfile), RANK], capture_output=True,
                          text=True, timeout=120, cwd=ROOT, env=env)
    data = json.loads(plan.stdout)
    assert [c["resource"] for c in data["nodes"]["node8"]["limits"]] == ["memlock"], data["nodes"]["node8"]
    out = tmp_path / "ranks"
    out.mkdir()
    r = subprocess.run([*base, "--launch-anyway", "--runs-dir", str(tmp_path / "logs"), "--hostfile", str(hostfile),
                        RANK, "--dump", str(out)], capture_output=True, text=True, timeout=150, cwd=ROOT, env=env)
    assert r.returncode == 0, r.stderr[-3000:]
    ranks = dumps(out)
    assert sorted(ranks) == [0, 1, 2, 3]
    on_node8 = [d for d in ranks.values() if d["__memlock_hard__"] == str(HARD_MEMLOCK)]
    assert len(on_node8) >= 2
    for d in ranks.values():
        assert d["__memlock_soft__"] == d["__memlock_hard__"], d


@pytest.mark.parametrize("runner", ["deepspeed", "torchrun"])
def test_your_exported_variables_reach_every_rank_byte_exact_with_both_runners(cluster: Cluster, tmp_path: Path,
                                                                              runner: str) -> None:
    """deepspeed forwards only NCCL*/PYTHON*/UCX*/MV2*/MLFLOW* (and NCCL* only with a CUDA accelerator);
    the torchrun-through-pdsh path forwards nothing by itself. safelaunch's script forwards them all."""
    odd = "it's $HOME `id` \"q\" a,b $(echo INJECTED) \\ end"
    mine = {"NCCL_SAFELAUNCH_TEST": odd, "GLOO_SAFELAUNCH_TEST": "g 1", "TORCH_SAFELAUNCH_TEST": odd,
            "UCX_SAFELAUNCH_TEST": "u"}
    env = {**clean_env(), **mine}
    args = ["--runner", "torchrun"] if runner == "torchrun" else []
    r = run(cluster, *args, "--runs-dir", str(tmp_path / "logs"), "--hostfile", str(cluster.hostfile("node1", "node3")),
            RANK, "--dump", str(tmp_path), env=env)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    ranks = dumps(tmp_path)
    assert sorted(ranks) == [0, 1]
    for d in ranks.values():
        assert {k: d.get(k) for k in mine} == mine


def test_your_gloo_interface_is_checked_on_every_node_it_reaches(cluster: Cluster, tmp_path: Path) -> None:
    """GLOO_SOCKET_IFNAME=eth0 exported on the launching machine reaches node3, whose interface is ens5:
    Gloo would raise `Unable to find address for: eth0` there."""
    r = run(cluster, "--runner", "torchrun", "--runs-dir", str(tmp_path), "--hostfile",
            str(cluster.hostfile("node1", "node3")), RANK, env={**clean_env(), "GLOO_SOCKET_IFNAME": "eth0"})
    assert r.returncode == 75, r.stderr
    assert "ifname-no-match on node3" in r.stderr and "ens5" in r.stderr
    assert "on node1" not in r.stderr.split("ifname-no-match")[0]


CANARY = "/tmp/safelaunch-test-canary"


@pytest.mark.parametrize("runner", ["deepspeed", "torchrun"])
def test_nothing_handed_to_safelaunch_executes_and_every_value_arrives_byte_exact(cluster: Cluster, tmp_path: Path,
                                                                                  runner: str) -> None:
    """Script arguments, your environment values and .deepspeed_env lines holding $(...), backticks and
    quotes: deepspeed's pdsh path double-quotes them for a remote shell, which would run them on every
    node. Through safelaunch they arrive as typed and nothing runs."""
    with contextlib.suppress(FileNotFoundError):  # the nodes share this filesystem
        os.remove(CANARY)
    hostile = [f"a b $(touch {CANARY})", f"`touch {CANARY}`", "it's \"quoted\"", "$HOME", "--flag=$(id)"]
    work = tmp_path / "work"
    work.mkdir()
    (work / ".deepspeed_env").write_text(f"MY_DS_ENV=x $(touch {CANARY}) `touch {CANARY}`\n")
    env = {**clean_env(), "PYTHONHOSTILE": f"$(touch {CANARY})", "NCCL_HOSTILE": f"`touch {CANARY}` \"q\"",
           "PYTHONPATH": str(ROOT)}
    out = tmp_path / "ranks"
    out.mkdir()
    args = ["--runner", "torchrun"] if runner == "torchrun" else []
    r = subprocess.run([*cluster.client_prefix(), sys.executable, "-m", "safelaunch", *args, "--runs-dir",
                        str(tmp_path / "l"), "--hostfile", str(cluster.hostfile("node1", "node2")), RANK,
                        "--dump", str(out), *hostile], capture_output=True, text=True, cwd=work, env=env, timeout=180)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    ranks = dumps(out)
    assert sorted(ranks) == [0, 1]
    for d in ranks.values():
        argv = [a for a in json.loads(d["__argv__"]) if not a.startswith("--local_rank")]
        assert argv[argv.index("--dump") + 2:] == hostile
        assert d["PYTHONHOSTILE"] == env["PYTHONHOSTILE"] and d["NCCL_HOSTILE"] == env["NCCL_HOSTILE"]
        if runner == "deepspeed":
            assert d["MY_DS_ENV"] == f"x $(touch {CANARY}) `touch {CANARY}`"
    assert not os.path.exists(CANARY)
    for name in ("node1", "node2"):
        assert cluster.on(name, "test", "-e", CANARY).returncode == 1, f"the canary appeared on {name}"


def test_include_and_proxyjump_reach_the_node_as_openssh_does(cluster: Cluster, tmp_path: Path) -> None:
    """node2 drops SSH from the launching machine; an Include'd file reaches it through node1 (ProxyJump).
    safelaunch resolves hosts with `ssh -G`, so the preflight takes the path pdsh's ssh will take."""
    node2 = cluster.nodes["node2"]
    conf_d = cluster.ssh_dir / "config.d"
    conf_d.mkdir(exist_ok=True)
    (conf_d / "jump").write_text(f"Host node2-via-node1\n  HostName {node2.address}\n  Port 2222\n  User root\n"
                                 "  IdentityFile ~/.ssh/id_ed25519\n  ProxyJump node1\n")
    config = cluster.ssh_dir / "config"
    original = config.read_text()
    config.write_text("Include ~/.ssh/config.d/*\n" + original)
    rule = ["INPUT", "-s", f"{cluster.subnet}.1", "-p", "tcp", "--dport", "2222", "-j", "DROP"]
    subprocess.run(["ip", "netns", "exec", node2.netns, "iptables", "-I", *rule], check=True)
    try:
        via = doctor(cluster, "node1", "node2-via-node1")
        assert via["nodes"]["node2-via-node1"]["reachable"], via["findings"]
        assert via["nodes"]["node2-via-node1"]["hostname"] == "node2"
        direct = doctor(cluster, "node1", "node2")
        assert not direct["nodes"]["node2"]["reachable"]
    finally:
        subprocess.run(["ip", "netns", "exec", node2.netns, "iptables", "-D", *rule], check=False)
        config.write_text(original)
