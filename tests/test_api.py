"""The library API: the same objects the command renders (plan, doctor, explain, launch)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import safelaunch
from tests.helpers import BIN, ROOT, clean_env, recorded
from tests.helpers import safelaunch as run_cli

RANK = str(BIN / "rank.py")
SHM_LINE = (b"vm:11:11 [1] misc/shmutils.cc:88 NCCL WARN Error: failed to extend /dev/shm/nccl-WU88OE to 9637892 "
            b"bytes, error: No space left on device (28)\n")


def test_import_is_cheap_and_the_api_is_lazy() -> None:
    code = "import sys, safelaunch; print(sorted(m for m in sys.modules if m.startswith(('safelaunch', 'torch', " \
           "'deepspeed', 'yaml', 'fabric'))))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT).stdout
    assert json.loads(out.replace("'", '"')) == ["safelaunch"]
    assert callable(safelaunch.plan) and safelaunch.__version__


def test_plan_is_what_the_dry_run_prints(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    env = clean_env()
    pf = safelaunch.plan(["--num_gpus", "2", RANK], environ=env)
    cli = json.loads(run_cli("--dry-run", "--json", "--num_gpus", "2", RANK, env=env).stdout)
    assert isinstance(pf, safelaunch.Preflight)
    assert pf.plan.env_values() == cli["env"]
    assert pf.plan.env["NCCL_DEBUG"].reason == cli["reasons"]["NCCL_DEBUG"]
    assert pf.command == cli["command"] and not pf.multi


def test_doctor_replays_recorded_facts(tmp_path: Path) -> None:
    path = tmp_path / "docker.json"
    path.write_text(json.dumps({"facts": recorded("docker_default")}))
    report = safelaunch.doctor("--num_gpus 8", facts=str(path))
    assert report.replayed_from == str(path) and report.facts.container_kind == "docker"
    assert "shm-too-small" in {f.id for f in report.all_findings()}


def test_explain_bytes_text_file_and_run_directory(tmp_path: Path) -> None:
    assert safelaunch.explain(SHM_LINE).root_cause is not None
    text = safelaunch.explain("loading\n" + SHM_LINE.decode())
    assert text.root_cause is not None and text.root_cause.signature.cls == "shm_exhausted"
    run = tmp_path / "run"
    run.mkdir()
    (run / "output.log").write_bytes(b"starting\n" + SHM_LINE)
    for where in (run / "output.log", run, str(run)):
        result = safelaunch.explain(where)
        assert result.root_cause is not None and result.root_cause.line == 2, where
        assert result.as_json()["root_cause"]["class"] == "shm_exhausted"
    healthy = safelaunch.explain(b"step 1 loss 0.5\nstep 2 loss 0.4\n")
    assert healthy.root_cause is None


def test_no_root_cause_says_what_to_turn_on_in_the_json_too() -> None:
    # A torch.distributed job that died without saying why: no NCCL INFO lines, no Python stack.
    log = (b"[rank1]: NCCL version 2.21.5+cuda12.4\nstep 10 loss 2.1\n"
           b"torch.distributed.elastic.multiprocessing.api: [ERROR] failed (exitcode: -6) local_rank: 1\n")
    result = safelaunch.explain(log)
    assert result.root_cause is None
    data = result.as_json()
    assert data["evidence_hints"] == result.evidence_hints and result.evidence_hints
    assert any("NCCL_DEBUG=INFO" in h for h in result.evidence_hints), result.evidence_hints
    assert safelaunch.explain(SHM_LINE).as_json()["evidence_hints"] == []


def test_user_errors_raise_instead_of_exiting(tmp_path: Path) -> None:
    with pytest.raises(safelaunch.UserError) as e:
        safelaunch.explain(tmp_path)  # a directory without output.log
    assert "output.log" in e.value.message and e.value.exit_code == 2
    with pytest.raises(safelaunch.UserError):
        safelaunch.plan(["--no-such-option", RANK])
    with pytest.raises(safelaunch.UserError):
        safelaunch.launch(["--dry-run", RANK])


def test_launch_runs_the_job_and_returns_its_status(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    env = clean_env(PATH=f"{Path(sys.executable).parent}:{os.environ['PATH']}")
    result = safelaunch.launch(["--runs-dir" if "--runs-dir" in _own_flags() else "--log-dir", str(tmp_path),
                                "--num_gpus", "2", RANK, "--exit", "3"], environ=env)
    assert result.exit_code == 3
    assert result.run_dir is not None and (result.run_dir / "output.log").is_file()
    assert result.preflight.plan.env_values()["NCCL_DEBUG"] == "WARN"


def _own_flags() -> set[str]:
    from safelaunch.request import OWN_OPTIONS

    return {o.flag for o in OWN_OPTIONS}


def test_explain_command_exit_status_says_whether_a_root_cause_was_found(tmp_path: Path) -> None:
    failing, healthy = tmp_path / "f.log", tmp_path / "h.log"
    failing.write_bytes(SHM_LINE)
    healthy.write_bytes(b"all good\n")
    assert run_cli("explain", str(failing)).returncode == 0
    assert run_cli("explain", str(healthy)).returncode == 1
    r = run_cli("explain", str(tmp_path))
    assert r.returncode == 2 and "output.log" in r.stderr


def test_explain_options_may_follow_the_log(tmp_path: Path) -> None:
    log = tmp_path / "f.log"
    log.write_bytes(SHM_LINE)
    for args in (("explain", str(log), "--json"), ("explain", "--json", str(log))):
        r = run_cli(*args)
        assert r.returncode == 0, r.stderr
        assert json.loads(r.stdout)["root_cause"]["class"] == "shm_exhausted"
