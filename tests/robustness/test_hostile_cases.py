"""The hostile inputs issue #10 named, one by one, through the real command: each ends in a clear
message and the documented exit status (2 bad command line or hostfile, 78 bad policy), never exit 70
or a traceback. The generated cases of test_fuzz.py cover the space around them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from safelaunch.hostfile import parse_hostfile
from tests.helpers import BIN, ROOT, clean_env

SCRIPT = str(BIN / "rank.py")


def run(*args: str | bytes, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    argv: list[bytes] = [os.fsencode(sys.executable), b"-m", b"safelaunch",
                         *[os.fsencode(a) if isinstance(a, str) else a for a in args]]
    return subprocess.run(argv, capture_output=True, text=True, errors="replace", timeout=60, cwd=ROOT,
                          env=env or clean_env(XDG_CONFIG_HOME="/nonexistent"))


def refused(r: subprocess.CompletedProcess[str], status: int, *words: str) -> None:
    assert r.returncode == status, (r.returncode, r.stderr[-1500:])
    assert "Traceback" not in r.stderr and "internal error" not in r.stderr, r.stderr[-1500:]
    for word in words:
        assert word in r.stderr, (word, r.stderr[-1500:])


@pytest.fixture
def hostfile(tmp_path: Path) -> Path:
    return tmp_path / "hostfile"


def test_hostfile_with_non_utf8_bytes_names_the_line_and_byte(hostfile: Path) -> None:
    hostfile.write_bytes(b"node1 slots=2\nn\xffde2 slots=2\n")
    refused(run("--dry-run", "--hostfile", str(hostfile), SCRIPT), 2, str(hostfile), "line 2")


def test_policy_with_non_utf8_bytes_is_a_policy_error(tmp_path: Path) -> None:
    policy = tmp_path / "p.yaml"
    policy.write_bytes(b"nccl_debug: WARN\nenv:\n  force: {X: \"\xfe\"}\n")
    refused(run("--dry-run", "--config", str(policy), SCRIPT), 78, str(policy))


@pytest.mark.parametrize("slots", ["1" + "0" * 40, "5000000", "²", "٣", "-1", "0x10"])
def test_slot_counts_out_of_range_or_not_ascii_digits(hostfile: Path, slots: str) -> None:
    hostfile.write_text(f"node1 slots={slots}\n")
    refused(run("--dry-run", "--hostfile", str(hostfile), SCRIPT), 2, str(hostfile))


def test_deeply_nested_policy_yaml(tmp_path: Path) -> None:
    policy = tmp_path / "p.yaml"
    policy.write_text("env: " + "[" * 5000 + "]" * 5000 + "\n")
    refused(run("--dry-run", "--config", str(policy), SCRIPT), 78, str(policy))


def test_policy_alias_bomb(tmp_path: Path) -> None:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 9)]
    policy = tmp_path / "p.yaml"
    policy.write_text("\n".join(lines) + "\n")
    refused(run("--dry-run", "--config", str(policy), SCRIPT), 78, str(policy))


def test_non_utf8_argument_is_printed_escaped(tmp_path: Path) -> None:
    r = run("--dry-run", b"--runs-dir\xff", SCRIPT)
    refused(r, 2)


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "0", "1e400"])
def test_seconds_must_be_finite_and_positive(value: str) -> None:
    refused(run("--grace-period", value, "--dry-run", SCRIPT), 2, "--grace-period")


def test_include_with_a_unicode_digit_slot(hostfile: Path) -> None:
    hostfile.write_text("node1 slots=2\n")
    refused(run("--dry-run", "--hostfile", str(hostfile), "--include", "node1:²", SCRIPT), 2)


def test_policy_variable_name_with_a_trailing_newline_is_refused(tmp_path: Path) -> None:
    policy = tmp_path / "p.yaml"
    policy.write_text('env:\n  force: {"NCCL_DEBUG\\n": INFO}\n')
    refused(run("--dry-run", "--config", str(policy), SCRIPT), 78, str(policy))


def test_hostfile_lines_split_as_deepspeed_reads_them() -> None:
    # deepspeed 0.19 reads the hostfile with readlines() and matches `^(\S+)\s+slots=(\d+)` at the start of each
    # line (runner.py, _parse_hostfile): \x85 and \u2028 do not end a line, so what follows them on the line is
    # ignored, not read as a second host as str.splitlines() would.
    for sep in ("\x85", "\u2028"):
        assert dict(parse_hostfile(f"node1 slots=2{sep}node2 slots=3\n", "hostfile")) == {"node1": 2}
    assert dict(parse_hostfile("node1 slots=2\r\nnode2 slots=3\n", "hostfile")) == {"node1": 2, "node2": 3}


def test_repeated_runner_with_different_values_is_refused() -> None:
    refused(run("--runner", "torchrun", "--runner", "deepspeed", "--dry-run", SCRIPT), 2, "--runner")
