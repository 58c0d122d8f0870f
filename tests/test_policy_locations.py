"""Policy files from every location, merged in a documented order: /etc/safelaunch/config.yaml (site),
$XDG_CONFIG_HOME/safelaunch/config.yaml (user), $SAFELAUNCH_CONFIG, --config; later ones win."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.helpers import BIN, clean_env, no_traceback, safelaunch

RANK = str(BIN / "rank.py")


def site_overlay(tmp: Path, text: str) -> tuple[str, ...]:
    """Run with /etc/safelaunch/config.yaml = ``text`` in a private mount namespace (an overlay on /etc:
    the real /etc is not touched)."""
    upper, work = tmp / "upper", tmp / "work"
    (upper / "safelaunch").mkdir(parents=True)
    work.mkdir()
    (upper / "safelaunch" / "config.yaml").write_text(text)
    script = f'mount -t overlay overlay -o lowerdir=/etc,upperdir={upper},workdir={work} /etc && exec "$@"'
    return ("unshare", "--mount", "--propagation", "private", "sh", "-c", script, "sh")


def dry(tmp_path: Path, *args: str, env: dict[str, str], prefix: tuple[str, ...] = ()) -> dict[str, Any]:
    r = safelaunch("--dry-run", "--json", *args, RANK, env=env, prefix=prefix)
    no_traceback(r)
    assert r.returncode == 0, r.stderr
    data: dict[str, Any] = json.loads(r.stdout)
    return data


def test_every_location_is_read_and_later_ones_win(tmp_path: Path) -> None:
    xdg = tmp_path / "xdg"
    (xdg / "safelaunch").mkdir(parents=True)
    (xdg / "safelaunch" / "config.yaml").write_text(
        "nccl_debug: INFO\nenv:\n  force: {FROM_USER: u, SHARED: user}\n  forbid: [A_VAR]\n")
    env_file = tmp_path / "env.yaml"
    env_file.write_text("env:\n  force: {SHARED: env}\n  forbid: [B_VAR]\n")
    cli_file = tmp_path / "cli.yaml"
    cli_file.write_text("nccl_debug: TRACE\n")
    site = site_overlay(tmp_path, "nccl_debug: VERSION\nenv:\n  force: {FROM_SITE: s, SHARED: site}\n")
    env = clean_env(XDG_CONFIG_HOME=str(xdg), SAFELAUNCH_CONFIG=str(env_file))

    data = dry(tmp_path, "--config", str(cli_file), env=env, prefix=site)
    assert data["policy_files"] == ["/etc/safelaunch/config.yaml", str(xdg / "safelaunch" / "config.yaml"),
                                    str(env_file), str(cli_file)]
    assert data["env"]["NCCL_DEBUG"] == "TRACE"  # --config wins
    assert (data["env"]["FROM_SITE"], data["env"]["FROM_USER"], data["env"]["SHARED"]) == ("s", "u", "env")

    data = dry(tmp_path, env=clean_env(XDG_CONFIG_HOME=str(xdg)), prefix=site)
    assert data["env"]["NCCL_DEBUG"] == "INFO" and data["env"]["SHARED"] == "user"  # user over site

    data = dry(tmp_path, env=clean_env(XDG_CONFIG_HOME=str(tmp_path / "none")))
    assert data["policy_files"] == [] and data["env"]["NCCL_DEBUG"] == "WARN"


def test_the_dry_run_names_the_files_it_read(tmp_path: Path) -> None:
    cli_file = tmp_path / "cli.yaml"
    cli_file.write_text("nccl_debug: INFO\n")
    r = safelaunch("--dry-run", "--config", str(cli_file), RANK, env=clean_env(XDG_CONFIG_HOME=str(tmp_path)))
    assert f"policy: {cli_file}" in r.stderr
    r = safelaunch("--dry-run", RANK, env=clean_env(XDG_CONFIG_HOME=str(tmp_path)))
    assert "policy: built-in defaults" in r.stderr


def test_a_bad_file_anywhere_is_named_and_a_missing_explicit_one_is_an_error(tmp_path: Path) -> None:
    xdg = tmp_path / "xdg"
    (xdg / "safelaunch").mkdir(parents=True)
    (xdg / "safelaunch" / "config.yaml").write_text("shm: {chanels: 2}\n")
    r = safelaunch("--dry-run", RANK, env=clean_env(XDG_CONFIG_HOME=str(xdg)))
    assert r.returncode == 78 and "chanels" in r.stderr and str(xdg / "safelaunch" / "config.yaml") in r.stderr
    no_traceback(r)
    r = safelaunch("--dry-run", RANK, env=clean_env(XDG_CONFIG_HOME=str(tmp_path), SAFELAUNCH_CONFIG="/nope.yaml"))
    assert r.returncode == 78 and "/nope.yaml" in r.stderr and "$SAFELAUNCH_CONFIG" in r.stderr
    no_traceback(r)
