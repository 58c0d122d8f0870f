"""The SSH fan-out at scale, on a real cluster whose nodes answer every command after an injected delay
(sshd `ForceCommand sleep 2; eval "$SSH_ORIGINAL_COMMAND"`): OpenSSH's client per node, the first host
and the others probed in one round (the master address reaches them on stdin), --fanout bounding the
connections in flight, the probe deadline, per-node error kinds, the paramiko fallback, and the probe's
own stdin protocol and cost report without a cluster."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from safelaunch import probe
from safelaunch.remote import SshResult, classify_ssh
from tests.cluster import Cluster, Node
from tests.helpers import ROOT, clean_env

DELAY = 2
FORCE = f'ForceCommand sleep {DELAY}; eval "$SSH_ORIGINAL_COMMAND"'


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    c = Cluster([Node(i, f"node{i}", sshd_options=(FORCE,)) for i in (1, 2, 3)], prefix="sf", subnet="10.81.0").start()
    try:
        yield c
    finally:
        c.stop()


SETUP = """
import json, time
from safelaunch.remote import ProbeSettings, probe_all, resolve_targets, run_on, write_file
from safelaunch.transport import probe_over_ssh_pipelined
targets = {t.alias: t for t in resolve_targets(["node1", "node2", "node3"], None)}
def settings(addr, **kw):
    return lambda t: ProbeSettings(options={"master_addr": addr, "check_port": False}, **kw)
"""


def in_client(cluster: Cluster, code: str, **env: str) -> Any:
    """Run SETUP and ``code`` (which prints one JSON value) as the launching machine, with the cluster's ~/.ssh."""
    r = subprocess.run([*cluster.client_prefix(), sys.executable, "-c", SETUP + textwrap.dedent(code)],
                       capture_output=True,
                       text=True, timeout=120, cwd=ROOT, env=clean_env(**env))
    assert r.returncode == 0, r.stderr[-3000:]
    return json.loads(r.stdout)





def test_first_host_and_the_others_are_probed_in_one_round_and_get_the_address_on_stdin(cluster: Cluster) -> None:
    data = in_client(cluster, """
        start = time.monotonic()
        probes = probe_over_ssh_pipelined(targets["node1"], [targets["node2"], targets["node3"]], settings,
                                          lambda p: p.facts["network"]["host_addresses"][0])
        print(json.dumps({"wall": time.monotonic() - start,
                          "route": {a: p.facts["network"]["route_to_master"] for a, p in probes.items()},
                          "errors": [p.error for p in probes.values() if p.error]}))
    """)
    assert not data["errors"]
    assert data["route"]["node1"] is None  # the first host's own route is the preflight's business
    for name in ("node2", "node3"):
        route = data["route"][name]
        assert route["address"] == cluster.nodes["node1"].address and route["interface"] == "eth0", route
    # Two rounds (the first host, then the others) take at least 2 x the delay; one round takes one.
    assert data["wall"] < 2 * DELAY, data["wall"]


def test_fanout_bounds_the_connections_in_flight(cluster: Cluster) -> None:
    data = in_client(cluster, """
        walls = {}
        for fanout in (1, 3):
            start = time.monotonic()
            probes = probe_all(list(targets.values()), settings("10.81.0.11", fanout=fanout))
            assert all(p.facts for p in probes), [p.error for p in probes]
            walls[fanout] = time.monotonic() - start
        print(json.dumps(walls))
    """)
    assert data["1"] >= 3 * DELAY  # one node at a time
    assert data["3"] < 2 * DELAY  # all at once


def test_probe_deadline_and_per_node_error_kinds_with_openssh(cluster: Cluster) -> None:
    config = cluster.ssh_dir / "config"
    original = config.read_text()
    other = cluster.dir / "other_key"
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(other)], check=True)
    node1 = cluster.nodes["node1"]
    config.write_text(original + f"\nHost wrong-key\n  HostName {node1.address}\n  Port 2222\n  User root\n"
                      f"  IdentityFile {other}\n  IdentitiesOnly yes\n"
                      "Host closed-port\n  HostName 10.81.0.11\n  Port 2299\n")
    try:
        data = in_client(cluster, """
            from safelaunch.remote import probe_node
            t = resolve_targets(["wrong-key", "closed-port"], None)
            kinds = {x.alias: probe_node(x, ProbeSettings(connect_timeout=2)).error_kind for x in t}
            start = time.monotonic()
            slow = probe_node(targets["node1"], ProbeSettings(probe_timeout=0.5))
            print(json.dumps({"kinds": kinds, "slow": [slow.error_kind, slow.error, time.monotonic() - start]}))
        """)
    finally:
        config.write_text(original)
    assert data["kinds"] == {"wrong-key": "auth", "closed-port": "unreachable"}
    kind, error, wall = data["slow"]
    assert kind == "probe-timeout" and "0.5 s" in error and wall < DELAY + 1.5


def test_files_and_commands_reach_the_node_through_openssh(cluster: Cluster) -> None:
    path = "/tmp/safelaunch-test-fanout-file"
    content = "it's $HOME `id` \"q\" \\ end\n"
    data = in_client(cluster, f"""
        s = ProbeSettings()
        print(json.dumps([write_file(targets["node2"], s, {path!r}, {content!r}),
                          run_on(targets["node2"], s, "exit 3")]))
    """)
    assert data == [None, "exit 3"]
    r = cluster.on("node2", "cat", path)
    assert r.stdout == content
    cluster.on("node2", "rm", "-f", path)


def test_the_paramiko_transport_remains_for_machines_without_ssh(cluster: Cluster) -> None:
    data = in_client(cluster, """
        from safelaunch.remote import openssh
        p = probe_all([targets["node3"]], settings("10.81.0.11"))[0]
        print(json.dumps([openssh(), p.facts["host"], "probe_cost" in p.facts]))
    """, SAFELAUNCH_SSH_CLIENT="paramiko")
    assert data == [None, "node3", True]


def test_probe_reads_a_late_master_address_on_stdin_and_reports_its_cost() -> None:
    cmd = [sys.executable, "-S", probe.__file__, json.dumps({"master_addr": "-", "check_port": False})]
    late = json.loads(subprocess.run(cmd, input='{"master_addr": "127.0.0.1"}\n', capture_output=True, text=True,
                                     check=True, timeout=30).stdout)
    assert late["network"]["route_to_master"]["interface"] == "lo"
    none = json.loads(subprocess.run(cmd, input="", capture_output=True, text=True, check=True, timeout=30).stdout)
    assert none["network"]["route_to_master"] is None
    cost = late["probe_cost"]
    assert 0 < cost["cpu_seconds"] < 5 and 0 < cost["seconds"] < 30 and "getrusage" in cost["source"]


@pytest.mark.parametrize(("result", "kind"), [
    (SshResult(0, b"{}", "", True, 1.0), None),
    (SshResult(None, b"", "", True, 20.0), "probe-timeout"),
    (SshResult(None, b"", "", False, 11.0), "banner-timeout"),
    (SshResult(1, b"", "Traceback ...", True, 1.0), "probe-failed"),
    (SshResult(255, b"", "Connection timed out during banner exchange\nConnection to 10.0.0.5 port 22 timed out",
               False, 5.0), "banner-timeout"),
    (SshResult(255, b"", "ssh: connect to host 10.0.0.5 port 22: Connection refused", False, 0.1), "unreachable"),
    (SshResult(255, b"", "ssh: Could not resolve hostname nodex: Name or service not known", False, 0.1),
     "unreachable"),
    (SshResult(255, b"", "root@10.0.0.5: Permission denied (publickey).", False, 0.3), "auth"),
    (SshResult(255, b"", "No ED25519 host key is known for [10.0.0.5]:22 and you have requested strict checking.\n"
               "Host key verification failed.", False, 0.2), "host-key-unknown"),
    (SshResult(255, b"", "@@@\n@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @\n@@@\n"
               "Host key verification failed.", False, 0.2), "host-key-changed"),
])
def test_openssh_messages_map_to_the_same_error_kinds(result: SshResult, kind: str | None) -> None:
    assert classify_ssh(result) == kind


def test_probe_command_is_sent_compressed_and_runs_the_very_probe_file(tmp_path: Path) -> None:
    from safelaunch.remote import _remote_probe_command

    command = _remote_probe_command(sys.executable, {"check_port": False})
    assert len(command) < len(Path(probe.__file__).read_bytes())  # smaller than the source itself
    r = subprocess.run(["/bin/sh", "-c", command], capture_output=True, text=True, timeout=30, check=True)
    assert json.loads(r.stdout)["probe_version"] == probe.PROBE_VERSION


def test_a_large_fanout_raises_the_soft_descriptor_limit_it_needs() -> None:
    code = ("import resource; from safelaunch.remote import ensure_fds, FDS_PER_CONNECTION\n"
            "hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]\n"
            "resource.setrlimit(resource.RLIMIT_NOFILE, (256, hard))\n"
            "ensure_fds(FDS_PER_CONNECTION * 512)\n"
            "print(resource.getrlimit(resource.RLIMIT_NOFILE)[0], hard)")
    soft, hard = map(int, subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                                         cwd=ROOT).stdout.split())
    assert soft == min(hard, 4 * 512 + 64) if hard >= 0 else soft == 4 * 512 + 64
