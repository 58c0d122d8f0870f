"""Secrets are masked by value in everything safelaunch writes, never in what the job prints.

Pure tests of each rule (safelaunch/secrets.py), then the real command: --dry-run, --dry-run --json,
doctor, and a real launch's launch.json, preflight.json, events.jsonl, diagnosis.json and console lines.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from safelaunch.secrets import MASK, is_secret_name, mask_argv, mask_env, mask_json, mask_text, mask_value
from tests.helpers import BIN, ROOT, clean_env, safelaunch

FLOOD = str(BIN / "flood_exit.py")

GITHUB = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
GITHUB_OAUTH = "gho_" + "Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2"
GITHUB_PAT = "github_pat_" + "11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOP"
HF = "hf_" + "AbCdEfGhIjKlMnOpQrStUvWxYz01234567"
AWS = "AKIA" + "IOSFODNN7EXAMPLE"
AWS_TEMP = "ASIA" + "Y34FZKBOKMUTVV7A"
SLACK_BOT = "xoxb-" + "123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx"
SLACK_USER = "xoxp-" + "123456789012-123456789012-123456789012-abcdef0123456789abcdef0123456789"
OPENAI = "sk-" + "proj-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789"
JWT = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9" + "." + "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ" + "."
       + "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c")
PEM = ("-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA0Z3VS5JJcds3xfn/ygWyF8PbnGy0AHB7MhgHcTz6sE2I2yPB\n"
       "aFDrBz9vFqU4yB1tC0bB+ZsE=\n-----END RSA PRIVATE KEY-----")
TOKENS = [GITHUB, GITHUB_OAUTH, GITHUB_PAT, HF, AWS, AWS_TEMP, SLACK_BOT, SLACK_USER, OPENAI, JWT]


@pytest.mark.parametrize("token", TOKENS, ids=["ghp", "gho", "github_pat", "hf", "AKIA", "ASIA", "xoxb", "xoxp",
                                               "sk", "jwt"])
def test_each_token_shape_is_masked_wherever_it_appears(token: str) -> None:
    for text in (token, f"x={token}", f"Bearer {token}.", f"'{token}'", f"--opt={token} next"):
        masked = mask_value(text)
        assert token not in masked and MASK in masked, (text, masked)
    assert mask_value(f"before {token} after") == f"before {MASK} after"


def test_a_pem_private_key_is_masked_and_what_surrounds_it_kept() -> None:
    masked = mask_value(f"key:\n{PEM}\nrest")
    assert "MIIEowIBAAKCAQEA" not in masked and "aFDrBz9" not in masked
    assert masked.startswith("key:\n-----BEGIN RSA PRIVATE KEY-----****") and masked.endswith("\nrest")
    truncated = mask_value(PEM.split("-----END")[0])  # no END line: masked to the end
    assert "MIIEowIBAAKCAQEA" not in truncated


@pytest.mark.parametrize(("url", "expected"), [
    ("postgres://alice:s3cr3t@db:5432/x", "postgres://alice:****@db:5432/x"),
    ("https://user:p%40ss:w0rd@host/path?q=1", "https://user:****@host/path?q=1"),
    ("redis://:onlypassword@cache:6379/0", "redis://:****@cache:6379/0"),
    ("mongodb+srv://bob:hunter2@cluster0.example.net", "mongodb+srv://bob:****@cluster0.example.net"),
    ("see http://host:8080/path and ftp://h/f", "see http://host:8080/path and ftp://h/f"),  # no password
    ("git@github.com:org/repo.git", "git@github.com:org/repo.git"),
])
def test_url_passwords_are_masked_and_nothing_else(url: str, expected: str) -> None:
    assert mask_value(url) == expected


@pytest.mark.parametrize("name", ["HF_TOKEN", "HUGGING_FACE_HUB_TOKEN", "GITHUB_TOKEN", "HFTOKEN", "WANDB_API_KEY",
                                  "OPENAI_APIKEY", "AWS_SECRET_ACCESS_KEY", "AWS_ACCESS_KEY_ID", "PGPASSWORD",
                                  "DB_PASSWD", "MYSQL_PWD", "CLIENT_SECRET", "GOOGLE_APPLICATION_CREDENTIALS",
                                  "SSH_PRIVATE_KEY", "BASIC_AUTH", "--hf-token", "--hf_token", "--password",
                                  "--api-key", "--secret", "--token", "--auth-token"])
def test_secret_names(name: str) -> None:
    assert is_secret_name(name)


@pytest.mark.parametrize("name", ["TOKENIZERS_PARALLELISM", "MAX_TOKENS", "NCCL_DEBUG", "PWD", "OLDPWD", "PATH",
                                  "AUTHOR", "--max-tokens", "--tokenizer", "--num_gpus", "--signatures",
                                  "LOCAL_RANK", "PYTHONUNBUFFERED"])
def test_not_secret_names(name: str) -> None:
    assert not is_secret_name(name)


def test_environment_masking_by_name_and_by_value() -> None:
    env = {"HF_TOKEN": "anything-at-all", "MY_SETTING": GITHUB, "DB_URL": "mysql://u:pw123@h/d",
           "TOKENIZERS_PARALLELISM": "false", "NCCL_DEBUG": "WARN", "EMPTY_TOKEN": ""}
    assert mask_env(env) == {"HF_TOKEN": MASK, "MY_SETTING": MASK, "DB_URL": "mysql://u:****@h/d",
                             "TOKENIZERS_PARALLELISM": "false", "NCCL_DEBUG": "WARN", "EMPTY_TOKEN": ""}


@pytest.mark.parametrize(("argv", "expected"), [
    (["train.py", "--hf-token", "abc", "--lr", "1"], ["train.py", "--hf-token", MASK, "--lr", "1"]),
    (["train.py", "--hf_token=abc"], ["train.py", f"--hf_token={MASK}"]),
    (["t.py", "--password", "pw", "--api-key=k", "--secret", "s", "--token", "t"],
     ["t.py", "--password", MASK, f"--api-key={MASK}", "--secret", MASK, "--token", MASK]),
    (["t.py", "--token", "--verbose"], ["t.py", "--token", "--verbose"]),  # a flag, not a value
    (["t.py", "--max-tokens", "512", "--tokenizer", "gpt2"], ["t.py", "--max-tokens", "512", "--tokenizer", "gpt2"]),
    (["t.py", "--repo", f"https://x:{GITHUB}@github.com/o/r"], ["t.py", "--repo", "https://x:****@github.com/o/r"]),
    (["t.py", HF], ["t.py", MASK]),
])
def test_command_line_masking(argv: list[str], expected: list[str]) -> None:
    assert mask_argv(argv) == expected


def test_text_masking_of_assignments_options_and_known_values() -> None:
    text = ("set HF_TOKEN=abc123 NCCL_DEBUG=WARN\nexport WANDB_API_KEY='two words'\n"
            "command: deepspeed t.py --hf_token xyz --password=p4ss --lr 3\nthe value plainvalue99 again")
    masked = mask_text(text, known={"plainvalue99"})
    for secret in ("abc123", "two words", "xyz", "p4ss", "plainvalue99"):
        assert secret not in masked
    assert "NCCL_DEBUG=WARN" in masked and "--lr 3" in masked


def test_json_masking_keeps_types_and_structure() -> None:
    data = {"env": {"HF_TOKEN": "v", "N": "1"}, "command": ["x", "--token", "t"], "n": 3, "ok": True,
            "facts": {"note": f"uses {AWS}", "list": ["u://a:b@c", None]}}
    assert mask_json(data) == {"env": {"HF_TOKEN": MASK, "N": "1"}, "command": ["x", "--token", MASK], "n": 3,
                               "ok": True, "facts": {"note": f"uses {MASK}", "list": ["u://a:****@c", None]}}


def test_masking_is_linear_on_long_texts() -> None:
    import time

    for text in ("a." * 500_000, "x://" * 250_000, "-" * 1_000_000, "--token " * 120_000, "A=" * 500_000):
        t = time.perf_counter()
        mask_text(text)
        assert time.perf_counter() - t < 2.0, text[:20]


POLICY = f"""env:
  force:
    HF_TOKEN: {HF}
    MY_DB_URL: postgres://alice:s3cretpw@db.example.com:5432/x
    MY_NOTE: {AWS}
  pin:
    WANDB_API_KEY: abcdef0123456789
"""
POLICY_SECRETS = [HF, "s3cretpw", AWS, "abcdef0123456789"]
ARGS_SECRETS = ["argtoken123", "hunter22", "s3cr3t-key", GITHUB]


def _script_args() -> list[str]:
    return ["--hf-token", "argtoken123", "--password=hunter22", "--api-key", "s3cr3t-key", "--say", GITHUB]


def _no_secret(text: str, where: str) -> None:
    for secret in POLICY_SECRETS + ARGS_SECRETS:
        assert secret not in text, f"{secret!r} in {where}"


def test_dry_run_text_and_json_and_doctor_mask_policy_values_and_script_arguments(tmp_path: Path) -> None:
    policy = tmp_path / "policy.yaml"
    policy.write_text(POLICY)
    r = safelaunch("--dry-run", "--config", str(policy), "--num_gpus", "1", FLOOD, *_script_args())
    assert r.returncode == 0, r.stderr
    _no_secret(r.stdout, "dry-run stdout")
    _no_secret(r.stderr, "dry-run stderr")
    assert "# HF_TOKEN: set at launch; its value is not shown (it looks like a secret)" in r.stdout
    assert "export NCCL_DEBUG=WARN" in r.stdout  # the rest still evaluates
    assert "MY_DB_URL=postgres://alice:****@db.example.com:5432/x" in r.stderr
    assert "--hf-token **** --password=**** --api-key ****" in r.stderr
    r = safelaunch("--dry-run", "--json", "--config", str(policy), "--num_gpus", "1", FLOOD, *_script_args())
    assert r.returncode == 0, r.stderr
    _no_secret(r.stdout, "dry-run --json")
    out = json.loads(r.stdout)
    assert out["env"]["HF_TOKEN"] == MASK and out["env"]["NCCL_DEBUG"] == "WARN"
    assert out["command"][-7:] == ["--hf-token", MASK, f"--password={MASK}", "--api-key", MASK, "--say", MASK]
    for args in (("doctor",), ("doctor", "--json")):
        r = safelaunch(*args, "--config", str(policy), env=clean_env(HF_TOKEN=HF, GH_PAT=GITHUB))
        assert r.returncode in (0, 75), r.stderr
        _no_secret(r.stdout + r.stderr, " ".join(args))


def test_a_real_launch_masks_every_file_and_line_but_not_the_jobs_own_output(tmp_path: Path) -> None:
    policy = tmp_path / "policy.yaml"
    policy.write_text(POLICY)
    env = clean_env(HF_TOKEN=HF, MY_SETTING=SLACK_BOT, DATABASE_URL="postgres://bob:pgsecret77@h/db")
    r = subprocess.run([sys.executable, "-m", "safelaunch", "--runs-dir", str(tmp_path / "runs"), "--config",
                        str(policy), "--runner", "torchrun", "--nproc-per-node", "1", FLOOD, *_script_args(),
                        "--exit", "1"], capture_output=True, text=True, cwd=ROOT, env=env, timeout=300)
    assert r.returncode == 1, r.stderr[-3000:]
    run = next((tmp_path / "runs").iterdir())
    for name in ("launch.json", "preflight.json", "events.jsonl", "diagnosis.json"):
        text = (run / name).read_text()
        _no_secret(text, name)
        for secret in (HF, SLACK_BOT, "pgsecret77"):
            assert secret not in text, (secret, name)
    _no_secret(r.stderr, "safelaunch's stderr")
    launch = json.loads((run / "launch.json").read_text())
    assert launch["env"]["HF_TOKEN"] == MASK and launch["env"]["MY_SETTING"] == MASK
    assert launch["env"]["DATABASE_URL"] == "postgres://bob:****@h/db"
    assert launch["command"][-9:-2] == ["--hf-token", MASK, f"--password={MASK}", "--api-key", MASK, "--say", MASK]
    # What the job prints is the job's: the log and the console keep it byte for byte.
    assert f"{GITHUB}\n".encode() in (run / "output.log").read_bytes()
    assert f"{GITHUB}\n" in r.stdout
