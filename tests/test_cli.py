"""The `safelaunch` command as users type it: dry-run formats, doctor, and every user error."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import EXAMPLE, ROOT, clean_env, no_traceback, safelaunch

SCRIPT = str(EXAMPLE)


def test_dry_run_prints_evaluable_exports_and_a_reason_table() -> None:
    r = safelaunch("--dry-run", "--num_gpus", "2", SCRIPT)
    assert r.returncode == 0
    assert r.stdout == "export NCCL_DEBUG=WARN\nexport PYTHONUNBUFFERED=1\n"
    assert "why: NCCL explains its failures only in WARN lines" in r.stderr
    assert "fact: NCCL_DEBUG is not set in the environment" in r.stderr
    assert "command: " in r.stderr and "--num_gpus 2" in r.stderr


def test_dry_run_output_evals_in_a_shell_with_awkward_values(tmp_path: Path) -> None:
    policy = tmp_path / "p.yaml"
    policy.write_text("env:\n  force:\n    ODD_VALUE: \"it's $HOME `id` \\\"q\\\" a,b ^c\"\n")
    script = f"eval \"$({' '.join(['python3', '-m', 'safelaunch', '--dry-run', '--config', str(policy), SCRIPT])})\" " \
             "&& printf %s \"$ODD_VALUE\""
    r = subprocess.run(["bash", "-c", script], capture_output=True, text=True, env=clean_env(), cwd=ROOT)
    assert r.returncode == 0, r.stderr
    assert r.stdout == "it's $HOME `id` \"q\" a,b ^c"


def test_dry_run_json_has_the_public_keys() -> None:
    r = safelaunch("--dry-run", "--json", "--num_gpus", "2", SCRIPT, "--lr", "1")
    data = json.loads(r.stdout)
    assert {"env", "reasons", "findings", "command"} <= data.keys()
    assert data["env"] == {"NCCL_DEBUG": "WARN", "PYTHONUNBUFFERED": "1"}
    assert set(data["reasons"]) == set(data["env"])
    assert data["command"][1:] == ["--num_gpus", "2", SCRIPT, "--lr", "1"]
    assert data["command"][0].endswith("deepspeed")


def test_nccl_debug_option_beats_the_environment() -> None:
    r = safelaunch("--dry-run", "--json", "--nccl-debug", "info", SCRIPT, env=clean_env(NCCL_DEBUG="WARN"))
    assert json.loads(r.stdout)["env"]["NCCL_DEBUG"] == "INFO"


def test_policy_file_pins_and_forbids() -> None:
    r = safelaunch("--dry-run", "--json", "--config", "configs/site-debug.yaml", SCRIPT)
    env = json.loads(r.stdout)["env"]
    assert env["NCCL_DEBUG"] == "INFO" and env["NCCL_DEBUG_SUBSYS"] == "INIT,NET,ENV"


def test_doctor_reports_facts_plan_and_json() -> None:
    r = safelaunch("doctor")
    assert r.returncode == 0, r.stderr
    assert "facts:" in r.stdout and "/dev/shm" in r.stdout and "memlock soft/hard" in r.stdout
    data = json.loads(safelaunch("doctor", "--json").stdout)
    assert data["facts"]["shm"]["total_bytes"] > 0 and "findings" in data


def test_help_and_version() -> None:
    assert "safelaunch options" in safelaunch("--help").stdout
    assert safelaunch("--version").stdout.startswith("safelaunch ")


@pytest.mark.parametrize(("args", "code", "text"), [
    (["--bogus-flag", SCRIPT], 2, "Unknown option --bogus-flag"),
    (["--grace-period", "soon", SCRIPT], 2, "--grace-period needs a number of seconds above 0"),
    (["missing.py"], 2, "The training script missing.py does not exist"),
    ([], 2, "No training script given"),
    (["--config", "nope.yaml", SCRIPT], 78, "Cannot read the policy file nope.yaml"),
])
def test_user_errors_are_one_paragraph_with_no_traceback(args: list[str], code: int, text: str) -> None:
    r = safelaunch(*args)
    assert r.returncode == code
    assert text in r.stderr
    assert r.stderr.startswith("safelaunch: ") and r.stderr.count("\n") == 1
    no_traceback(r)


@pytest.mark.parametrize(("yaml_text", "text"), [
    ("env: [unclosed\n", "is not valid YAML at line 2, column 1: expected ',' or ']'"),
    ("nccl_debg: INFO\n", "unknown key 'nccl_debg'"),
    ("shm: {channels: -1}\n", "shm.channels must be an integer from 1 to 64"),
    ("env: {force: {'BAD NAME': 1}}\n", "invalid variable name 'BAD NAME'"),
    ("- just a list\n", "the top level must be a mapping"),
])
def test_broken_policy_file_is_a_clear_config_error(tmp_path: Path, yaml_text: str, text: str) -> None:
    policy = tmp_path / "policy.yaml"
    policy.write_text(yaml_text)
    r = safelaunch("--dry-run", "--config", str(policy), SCRIPT)
    assert r.returncode == 78
    assert text in r.stderr and str(policy) in r.stderr
    no_traceback(r)


def env_without_launchers(tmp_path: Path) -> Path:
    """An environment like a `pipx install safelaunch`: safelaunch importable, no deepspeed or torchrun in
    its bin directory (a venv whose site-packages points at this one's through a .pth file)."""
    import sysconfig

    venv = tmp_path / "venv"
    (venv / "bin").mkdir(parents=True)
    base = Path(sys.base_prefix) / "bin" / f"python{sys.version_info[0]}.{sys.version_info[1]}"
    (venv / "bin" / "python").symlink_to(base)
    (venv / "pyvenv.cfg").write_text(f"home = {base.parent}\ninclude-system-site-packages = false\n")
    site = venv / "lib" / f"python{sys.version_info[0]}.{sys.version_info[1]}" / "site-packages"
    site.mkdir(parents=True)
    (site / "this.pth").write_text(sysconfig.get_paths()["purelib"] + "\n" + str(ROOT) + "\n")
    return venv / "bin" / "python"


def test_missing_launcher_is_127_with_a_message(tmp_path: Path) -> None:
    env = clean_env(PATH=str(tmp_path))  # no deepspeed on PATH, nor beside safelaunch's interpreter
    r = subprocess.run([str(env_without_launchers(tmp_path)), "-m", "safelaunch", SCRIPT], capture_output=True,
                       text=True, env=env, cwd=ROOT)
    assert r.returncode == 127
    assert "was not found on PATH" in r.stderr
    no_traceback(r)


@pytest.mark.parametrize(("text", "message"), [
    ("node1 slots=2\nnode1 slots=2\n", "line 2: node1 is listed twice"),
    ("-oProxyCommand=x slots=1\nnode2 slots=1\n", "line 1: '-oProxyCommand=x' is not a valid host name"),
    ("node1 slots=0\nnode2 slots=1\n", "line 1: node1 has slots=0"),
])
def test_bad_hostfile_is_one_paragraph_naming_file_and_line(tmp_path: Path, text: str, message: str) -> None:
    hostfile = tmp_path / "hosts"
    hostfile.write_text(text)
    r = safelaunch("--hostfile", str(hostfile), SCRIPT)
    assert r.returncode == 2 and f"{hostfile}, {message}" in r.stderr
    assert r.stderr.count("\n") == 1
    no_traceback(r)


def test_missing_hostfile_given_explicitly_is_an_error_not_a_silent_local_run(tmp_path: Path) -> None:
    r = safelaunch("--hostfile", str(tmp_path / "nope"), SCRIPT)
    assert r.returncode == 2 and "deepspeed would silently run on this machine only" in r.stderr


def test_launcher_beside_safelaunchs_interpreter_is_used_when_not_on_path() -> None:
    # `.venv/bin/safelaunch ...` without activating the venv: deepspeed is in .venv/bin, not on PATH.
    r = subprocess.run([sys.executable, "-m", "safelaunch", "--dry-run", "--json", SCRIPT], capture_output=True,
                       text=True, env=clean_env(PATH="/usr/bin:/bin"), cwd=ROOT)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["command"][0] == str(Path(sys.executable).parent / "deepspeed")
