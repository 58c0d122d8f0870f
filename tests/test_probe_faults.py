"""Real faults reproduced on this machine, seen through the probe and `--dry-run --json`.

InfiniBand cards and NVIDIA GPUs cannot exist here: the tests that need them present a faked sysfs
or procfs tree to the probe and say so in their names. Everything else (a small /dev/shm, a low
memlock limit, a dropped capability, a busy port) is real.
"""

from __future__ import annotations

import json
import os
import resource
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from safelaunch import probe
from tests.helpers import EXAMPLE, clean_env, no_traceback, safelaunch

SCRIPT = str(EXAMPLE)


def shm_namespace(size: str, setup: str = "") -> tuple[str, ...]:
    """Run the command in a private mount namespace whose /dev/shm is a tmpfs of ``size``."""
    return ("unshare", "--mount", "--propagation", "private", "sh", "-c",
            f'mount -t tmpfs -o size={size} tmpfs /dev/shm && {setup or "true"} && exec "$@"', "sh")


def dry_json(*args: str, prefix: tuple[str, ...] = (), env: dict[str, str] | None = None) -> dict[str, Any]:
    r = safelaunch("--dry-run", "--json", *args, prefix=prefix, env=env)
    data: dict[str, Any] = json.loads(r.stdout)
    # The dry-run's status is the launch's: refused (75) exactly when a finding is an error.
    blocked = any(f["severity"] == "error" for f in data["findings"])
    assert r.returncode == (75 if blocked else 0), r.stderr
    return data


def ids(data: dict[str, Any]) -> list[str]:
    return [f["id"] for f in data["findings"]]


def test_64_mib_shm_with_8_local_ranks_disables_nccl_shm() -> None:
    data = dry_json("--num_gpus", "8", SCRIPT, prefix=shm_namespace("64m"))
    assert data["env"]["NCCL_SHM_DISABLE"] == "1"
    assert "/dev/shm has 64 MiB free of 64 MiB" in data["evidence"]["NCCL_SHM_DISABLE"]
    assert "8 local ranks (--num_gpus 8)" in data["evidence"]["NCCL_SHM_DISABLE"]
    assert "shm-too-small" in ids(data)


def test_4_gib_shm_with_8_local_ranks_sets_nothing() -> None:
    data = dry_json("--num_gpus", "8", SCRIPT, prefix=shm_namespace("4g"))
    assert "NCCL_SHM_DISABLE" not in data["env"]
    assert "shm-too-small" not in ids(data)


def test_leftover_nccl_segments_in_shm_are_reported() -> None:
    setup = "head -c 3145728 /dev/zero > /dev/shm/nccl-Ab12Cd"
    data = dry_json("--num_gpus", "2", SCRIPT, prefix=shm_namespace("64m", setup))
    leftover = [f for f in data["findings"] if f["id"] == "shm-leftover-files"]
    assert len(leftover) == 1 and "hold 3 MiB (e.g. nccl-Ab12Cd)" in leftover[0]["message"]


def test_ulimit_l_64_is_read_by_the_probe() -> None:
    r = safelaunch("doctor", "--json", prefix=("bash", "-c", 'ulimit -l 64 && exec "$@"', "bash"))
    memlock = json.loads(r.stdout)["facts"]["limits"]["memlock"]
    assert memlock == {"soft": 64 * 1024, "hard": 64 * 1024}


@pytest.fixture
def fake_ib_sysfs(tmp_path: Path) -> Iterator[Path]:
    """A sysfs tree with one ACTIVE 4X NDR port (an InfiniBand card cannot exist on CI)."""
    port = tmp_path / "class" / "infiniband" / "mlx5_0" / "ports" / "1"
    port.mkdir(parents=True)
    for name, value in {"state": "4: ACTIVE", "phys_state": "5: LinkUp", "link_layer": "InfiniBand",
                        "rate": "400 Gb/sec (4X NDR)"}.items():
        (port / name).write_text(value + "\n")
    yield tmp_path


DROP_IPC_LOCK = ("setpriv", "--inh-caps=-ipc_lock", "--bounding-set=-ipc_lock")


def test_fake_ib_sysfs_with_real_ulimit_l_64_and_no_ipc_lock_reports_and_keeps_ib(fake_ib_sysfs: Path) -> None:
    # NCCL has no memlock threshold of its own; disabling IB on a guess would cost every byte between
    # nodes its RDMA path. The limit is reported with the fix instead (nccl-facts-by-version.md row 3a).
    prefix = ("bash", "-c", 'ulimit -l 64 && exec "$@"', "bash", *DROP_IPC_LOCK)
    data = dry_json("--num_gpus", "2", SCRIPT, prefix=prefix,
                    env=clean_env(SAFELAUNCH_FAKE_SYSFS=str(fake_ib_sysfs)))
    assert "NCCL_IB_DISABLE" not in data["env"]
    low = [f for f in data["findings"] if f["id"] == "memlock-too-low"]
    assert low and "RLIMIT_MEMLOCK hard limit 64 KiB" in low[0]["message"], data["findings"]


def test_fake_ib_sysfs_with_cap_ipc_lock_keeps_ib(fake_ib_sysfs: Path) -> None:
    # CAP_IPC_LOCK bypasses RLIMIT_MEMLOCK in ib_umem_get: the same 64 KiB limit is harmless here.
    prefix = ("bash", "-c", 'ulimit -l 64 && exec "$@"', "bash")
    data = dry_json("--num_gpus", "2", SCRIPT, prefix=prefix,
                    env=clean_env(SAFELAUNCH_FAKE_SYSFS=str(fake_ib_sysfs)))
    assert "NCCL_IB_DISABLE" not in data["env"]
    assert "memlock-too-low" not in ids(data)


def test_fake_ib_sysfs_soft_memlock_below_hard_is_raised_for_the_child(fake_ib_sysfs: Path) -> None:
    # Only the soft limit is lowered (raising the hard one needs CAP_SYS_RESOURCE, which CI may lack).
    hard = resource.getrlimit(resource.RLIMIT_MEMLOCK)[1]
    prefix = ("bash", "-c", 'ulimit -S -l 64 && exec "$@"', "bash")
    data = dry_json("--num_gpus", "2", SCRIPT, prefix=prefix,
                    env=clean_env(SAFELAUNCH_FAKE_SYSFS=str(fake_ib_sysfs)))
    expected_soft = None if hard == resource.RLIM_INFINITY else hard
    assert [(c["resource"], c["soft"]) for c in data["limits"]] == [("memlock", expected_soft)]
    assert data["limits"][0]["reason"].startswith("raise the soft memlock limit 64 KiB to the hard limit")
    assert "NCCL_IB_DISABLE" not in data["env"]  # root here: CAP_IPC_LOCK makes any limit harmless


def test_fake_nvidia_procfs_gpu_count_sets_local_ranks(tmp_path: Path) -> None:
    gpus = tmp_path / "driver" / "nvidia" / "gpus"
    for bus in ("0000:07:00.0", "0000:0f:00.0", "0000:47:00.0", "0000:4e:00.0"):
        (gpus / bus).mkdir(parents=True)
    (tmp_path / "driver" / "nvidia" / "version").write_text(
        "NVRM version: NVIDIA UNIX x86_64 Kernel Module  550.54.15  Tue Mar  5 22:23:56 UTC 2024\n")
    r = safelaunch("doctor", "--json", prefix=shm_namespace("64m"),
                   env=clean_env(SAFELAUNCH_FAKE_PROCFS=str(tmp_path)))
    data = json.loads(r.stdout)
    assert data["facts"]["gpus"]["count"] == 4 and data["facts"]["gpus"]["driver_version"] == "550.54.15"
    # 4 GPUs -> 4 local ranks -> 64 MiB is too small; with GPUs NCCL is really in use.
    assert data["env"]["NCCL_SHM_DISABLE"] == "1"
    assert "4 local ranks (4 GPUs found)" in data["evidence"]["NCCL_SHM_DISABLE"]


def test_busy_master_port_is_found_with_its_owner(busy_port: int) -> None:
    data = dry_json("--master_port", str(busy_port), SCRIPT)
    busy = [f for f in data["findings"] if f["id"] == "master-port-busy"]
    assert len(busy) == 1 and busy[0]["severity"] == "error"
    assert f"The master port {busy_port} is already in use" in busy[0]["message"]
    assert f"(pid {os.getpid()})" in busy[0]["message"]
    assert "Pass --master_port " in busy[0]["fix"]


def test_busy_master_port_refuses_to_launch(busy_port: int, tmp_path: Path) -> None:
    r = safelaunch("--master_port", str(busy_port), "--num_gpus", "1", str(Path(__file__).parent / "bin" / "rank.py"),
                   "--dump", str(tmp_path))
    assert r.returncode == 75
    assert "master-port-busy" in r.stderr and "--launch-anyway" in r.stderr
    assert not list(tmp_path.glob("rank*.json"))  # the rank never ran
    no_traceback(r)


def test_torchrun_standalone_picks_its_own_port_so_a_busy_29500_is_fine(busy_port: int) -> None:
    data = dry_json("--runner", "torchrun", "--standalone", "--master-port", str(busy_port), SCRIPT)
    assert "master-port-busy" not in ids(data)


def blackholed_resolver(resolv_conf: Path) -> tuple[str, ...]:
    """A private network, hostname and mount namespace whose only nameserver never answers: its packets go
    to a static neighbour entry on a veth whose peer drops them (no error ever comes back, as with a
    firewalled or dead DNS server), and a hostname that no /etc/hosts line names."""
    resolv_conf.write_text("nameserver 10.66.0.2\noptions timeout:5 attempts:2\n")
    setup = ("ip link set lo up && ip link add bh0 type veth peer name bh1 && ip addr add 10.66.0.1/24 dev bh0 && "
             "ip link set bh0 up && ip link set bh1 up && "
             "ip neigh replace 10.66.0.2 lladdr 02:00:00:00:00:01 nud permanent dev bh0 && "
             f"hostname sl-resolver-hangs && mount --bind {resolv_conf} /etc/resolv.conf")
    return ("unshare", "--net", "--uts", "--mount", "--propagation", "private", "sh", "-c", setup + ' && exec "$@"',
            "sh")


def test_a_resolver_that_never_answers_costs_the_probe_one_bounded_wait(tmp_path: Path) -> None:
    prefix = blackholed_resolver(tmp_path / "resolv.conf")
    # The fault is real: glibc waits for the nameserver (5 s per attempt here).
    assert subprocess.run([*prefix, "timeout", "2", "getent", "ahosts", "sl-resolver-hangs"]).returncode == 124
    start = time.monotonic()
    options = json.dumps({"master_addr": "sl-master-by-name"})
    r = subprocess.run([*prefix, sys.executable, "-S", probe.__file__, options], capture_output=True, text=True,
                       timeout=60)
    wall = time.monotonic() - start
    facts = json.loads(r.stdout)
    timed_out = f"timed out after {probe.RESOLVE_TIMEOUT:g} s"
    assert facts["network"]["hostname_error"] == timed_out
    assert facts["network"]["route_to_master"]["error"] == timed_out
    # Both lookups run from the probe's start, alongside each other and the rest: one wait, not two.
    assert facts["probe_cost"]["seconds"] < 2 * probe.RESOLVE_TIMEOUT, facts["probe_cost"]
    assert wall < 4, wall  # glibc alone would take 10 s per lookup; the probe used to take 2 s per lookup


def test_doctor_on_a_host_whose_resolver_never_answers_says_so_without_waiting_for_it(tmp_path: Path) -> None:
    start = time.monotonic()
    r = safelaunch("doctor", "--json", prefix=blackholed_resolver(tmp_path / "resolv.conf"))
    wall = time.monotonic() - start
    network = json.loads(r.stdout)["facts"]["network"]
    assert network["hostname"] == "sl-resolver-hangs" and network["hostname_error"].startswith("timed out after")
    assert wall < 6, wall  # interpreter start and imports included; the lookup itself waits 0.5 s


@pytest.mark.parametrize("family,address", [(socket.AF_INET, "0.0.0.0"), (socket.AF_INET, "127.0.0.1"),
                                            (socket.AF_INET6, "::")])
def test_a_real_listener_on_the_master_port_is_found_and_named(family: socket.AddressFamily, address: str) -> None:
    with socket.socket(family, socket.SOCK_STREAM) as listener:
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as torch's TCPStore sets it
        if family == socket.AF_INET6:
            listener.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0)  # dual-stack
        listener.bind((address, 0))
        listener.listen(1)
        port = listener.getsockname()[1]
        facts = probe.probe_port(port)
        assert facts["free"] is False and facts["error"] == "EADDRINUSE"
        assert facts["owner"] == {"pid": os.getpid(), "command": Path("/proc/self/comm").read_text().strip()}
        assert facts["free_alternative"] not in (None, port)
    assert probe.probe_port(port)["free"] is True  # closed: free again


def test_two_safelaunch_probes_of_one_port_at_the_same_instant_never_see_each_other_as_busy() -> None:
    # Two jobs started together with the same default port: each probe must not mistake the other probe's
    # socket for a rendezvous store. Probing with listen() did so in 1,518 of 10,000 checks here.
    with socket.socket() as s:
        s.bind(("0.0.0.0", 0))
        port = s.getsockname()[1]
    busy: list[object] = []

    def hammer() -> None:
        for _ in range(3000):
            facts = probe.probe_port(port)
            if not facts["free"]:
                busy.append(facts["error"])

    threads = [threading.Thread(target=hammer) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert busy == []
