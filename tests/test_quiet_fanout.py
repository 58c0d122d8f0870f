"""--quiet, --fanout and the one-node doctor table, through the real command (real torchrun/deepspeed on CPU)."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from safelaunch import remote
from safelaunch.remote import NodeProbe, ProbeSettings, SshTarget
from safelaunch.request import parse_request
from tests.helpers import BIN, clean_env, no_traceback, safelaunch

TORCHRUN_1 = ("--runner", "torchrun", "--nproc-per-node", "1")


def ours(stderr: str) -> list[str]:
    return [ln for ln in stderr.splitlines() if ln.startswith("safelaunch: ")]


@pytest.mark.parametrize("flag", ["--quiet", "-q"])
def test_quiet_torchrun_success_prints_only_the_jobs_output(tmp_path: Path, flag: str) -> None:
    env = clean_env(NCCL_SOCKET_IFNAME="lo")  # a user setting: without --quiet, `set ...` lines could follow
    r = safelaunch("--runs-dir", str(tmp_path), *TORCHRUN_1, flag, str(BIN / "rank.py"), "--sleep", "0.01", env=env)
    assert r.returncode == 0, r.stderr[-2000:]
    assert ours(r.stderr) == []
    loud = safelaunch("--runs-dir", str(tmp_path), *TORCHRUN_1, str(BIN / "rank.py"), env=env)
    assert any("the job succeeded" in ln for ln in ours(loud.stderr))
    assert "ready rank=0 pid=" in r.stdout  # the job's own output is all there


def test_quiet_still_reports_a_failure_and_its_status(tmp_path: Path) -> None:
    r = safelaunch("--runs-dir", str(tmp_path), *TORCHRUN_1, "--quiet", str(BIN / "rank.py"), "--exit", "3")
    assert r.returncode != 0
    assert any(f"the job failed (exit status {r.returncode})" in ln for ln in ours(r.stderr)), r.stderr[-2000:]
    assert "internal error" not in r.stderr  # torchrun's own ChildFailedError traceback is job output


def test_quiet_with_deepspeed_is_deepspeeds_own_option_passed_on(tmp_path: Path) -> None:
    request = parse_request(["--quiet", "examples/train_cpu.py"])
    assert request.quiet and request.launcher_args == ("--quiet",)  # deepspeed gets it too
    r = safelaunch("--runs-dir", str(tmp_path), "--num_gpus", "1", "-q", str(BIN / "rank.py"), "--sleep", "0.01",
                   timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    assert "ready rank=0 pid=" in r.stdout
    assert ours(r.stderr) == []
    assert "[INFO]" not in r.stdout + r.stderr  # deepspeed's runner logs at error level with --quiet


def test_torchrun_quiet_is_not_passed_to_torchrun() -> None:
    request = parse_request(["--runner", "torchrun", "-q", "--nproc-per-node", "1", "examples/train_cpu.py"])
    assert request.quiet and "-q" not in request.launcher_args


@pytest.mark.parametrize("value", ["0", "-1", "1025", "2.5", "nan", "²", "", "eight"])
def test_fanout_refuses_what_is_not_a_node_count(value: str) -> None:
    r = safelaunch("--fanout", value, "--dry-run", "train.py")
    assert r.returncode == 2 and "--fanout needs a whole number of nodes from 1 to 1024" in r.stderr, r.stderr
    no_traceback(r)


def test_fanout_bounds_the_connections_in_flight_with_a_stand_in_for_ssh(monkeypatch: pytest.MonkeyPatch) -> None:
    """The thread bound only: `probe_node` (the SSH session) is replaced by a sleep that counts how
    many run at once; the real SSH path is covered by the multi-node tests and the scale benchmark."""
    in_flight, peak, lock = 0, 0, threading.Lock()

    def fake_probe(target: SshTarget, settings: ProbeSettings, later: object = None) -> NodeProbe:
        nonlocal in_flight, peak
        with lock:
            in_flight += 1
            peak = max(peak, in_flight)
        time.sleep(0.05)
        with lock:
            in_flight -= 1
        return NodeProbe(target, {"host": target.alias})

    monkeypatch.setattr(remote, "probe_node", fake_probe)
    targets = [SshTarget(f"n{i}", f"n{i}", 22, "") for i in range(12)]
    seen: list[tuple[int, int]] = []
    for fanout in (1, 3, 64):
        peak = 0
        results = remote.probe_all(targets, lambda _t, f=fanout: ProbeSettings(fanout=f),  # type: ignore[misc]
                                   lambda done, total, pending: seen.append((done, total)))
        assert [p.target.alias for p in results] == [t.alias for t in targets]
        assert peak == min(fanout, len(targets))
    assert seen[0] == (0, 12) and seen[-1] == (12, 12)
    assert parse_request(["--fanout", "8", "examples/train_cpu.py"]).fanout == 8
    assert parse_request(["examples/train_cpu.py"]).fanout == 64


def test_doctor_on_one_node_is_the_same_node_table_as_on_many() -> None:
    r = safelaunch("doctor")
    assert r.returncode in (0, 75), r.stderr
    lines = r.stdout.splitlines()
    assert lines[0] == "nodes:"
    assert lines[1].split() == ["node", "status", "hostname", "/dev/shm", "free", "to", "master"]
    row = lines[2].split()
    assert row[1] in ("ok", "warnings") or row[2] in ("warnings", "errors"), lines[2]
    assert "facts:" in lines and any(ln.startswith("safelaunch: plan for") for ln in lines)
