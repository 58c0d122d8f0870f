"""doctor and the plan describe the Python the launcher will run the job with (its shebang), not the
one safelaunch runs in: a pipx/uv-tool install of safelaunch next to a training environment."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from safelaunch import probe
from safelaunch.preflight import job_interpreter
from tests.helpers import clean_env, safelaunch

SYSTEM_PYTHON = "/usr/bin/python3"


def launcher(tmp_path: Path, shebang: str, name: str = "deepspeed") -> Path:
    path = tmp_path / "bin" / name
    path.parent.mkdir(exist_ok=True)
    path.write_text(f"{shebang}\nraise SystemExit('not run by these tests')\n")
    path.chmod(0o755)
    return path


def test_shebang_forms(tmp_path: Path) -> None:
    assert job_interpreter(str(launcher(tmp_path, "#!/opt/env/bin/python3.11"))) == "/opt/env/bin/python3.11"
    env_form = launcher(tmp_path, "#!/usr/bin/env -S python3", "torchrun")
    assert job_interpreter(str(env_form)) == (__import__("shutil").which("python3") or "python3")
    assert job_interpreter(str(tmp_path / "missing")) == sys.executable


@pytest.mark.skipif(not os.path.exists(SYSTEM_PYTHON), reason="needs a second interpreter (Debian's python3)")
def test_doctor_reports_the_launchers_interpreter_and_its_packages(tmp_path: Path) -> None:
    # The `deepspeed` on PATH belongs to Debian's python3, which has neither torch nor deepspeed:
    # that is what the job would run with, whatever safelaunch's own environment holds.
    fake = launcher(tmp_path, f"#!{SYSTEM_PYTHON}")
    env = clean_env(PATH=f"{fake.parent}:{os.environ['PATH']}")
    r = safelaunch("doctor", "--json", env=env)
    assert r.returncode in (0, 75), r.stderr
    facts = json.loads(r.stdout)["facts"]
    assert facts["python"]["executable"] == SYSTEM_PYTHON and facts["python"]["job_interpreter"] is True
    assert facts["python"]["probe_interpreter"] == sys.executable
    assert "torch" not in facts["packages"] or facts["packages"]["torch"] is None
    # The same command with safelaunch's own environment's deepspeed sees torch there.
    own = json.loads(safelaunch("doctor", "--json").stdout)["facts"]
    assert own["packages"]["torch"]


def test_legacy_egg_info_installs_are_seen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # `pip install deepspeed` without the `wheel` package does a legacy `setup.py install`.
    (tmp_path / "deepspeed-0.19.8-py3.11.egg-info").mkdir()
    (tmp_path / "torch-2.13.0+cpu.dist-info").mkdir()
    (tmp_path / "old_pkg-1.0-py3.11.egg").mkdir()
    monkeypatch.setattr(probe, "_JOB_SITE", [str(tmp_path)])
    found = probe._installed_versions()
    assert found["deepspeed"] == "0.19.8" and found["torch"] == "2.13.0+cpu" and found["old_pkg"] == "1.0"
