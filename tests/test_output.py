"""Line splitting for watchers, and the light start-up path."""

from __future__ import annotations

import json
import subprocess
import sys

from safelaunch.output import TRUNCATED_MARK, LineSplitter, OutputPipeline, RankSignalWatcher
from tests.helpers import EXAMPLE, ROOT, clean_env


def split(chunks: list[bytes], max_line: int = 64) -> list[str]:
    lines: list[str] = []
    s = LineSplitter([lines.append], max_line=max_line)
    for c in chunks:
        s.feed(c)
    s.close()
    return lines


def test_lines_break_on_newline_and_carriage_return_across_chunks() -> None:
    assert split([b"ab", b"c\nprog 10%\rprog 20%\r", b"\ntail"]) == ["abc", "prog 10%", "prog 20%", "tail"]


def test_a_utf8_character_split_across_chunks_is_decoded_whole() -> None:
    assert split([b"price \xe2\x82", b"\xac 5\n"]) == ["price € 5"]


def test_long_lines_are_truncated_and_marked_for_watchers_only() -> None:
    assert split([b"x" * 100 + b"\nnext\n"], max_line=10) == ["x" * 10 + TRUNCATED_MARK, "next"]


def test_invalid_utf8_becomes_replacement_characters() -> None:
    assert split([b"bad \xff\xc3 end\n"]) == ["bad \ufffd\ufffd end"]


def test_closed_console_keeps_feeding_watchers() -> None:
    import os

    r, w = os.pipe()
    os.close(r)
    lines: list[str] = []
    pipe = OutputPipeline([lines.append], console_fd=w)
    pipe.feed(b"one\n")
    pipe.feed(b"two\n")
    os.close(w)
    assert lines == ["one", "two"] and pipe.console_error and pipe.console_fd is None


def test_rank_signal_watcher_reads_deepspeeds_line() -> None:
    w = RankSignalWatcher()
    w("[2026-11-22 01:00:00,000] [ERROR] [launch.py:325:sigkill_handler] ['python', '-u', 't.py'] "
      "exits with return code = -9")
    assert w.signal == 9


def test_dry_run_start_up_path_imports_no_torch_deepspeed_fabric_or_yaml() -> None:
    code = ("import sys, json, contextlib, io\n"
            "from safelaunch.cli import main\n"
            "with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):\n"
            f"    main(['--dry-run', '--num_gpus', '2', {str(EXAMPLE)!r}])\n"
            "print(json.dumps(sorted(sys.modules)))")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=clean_env(), cwd=ROOT)
    modules = set(json.loads(r.stdout))
    assert "safelaunch.preflight" in modules  # the path really ran
    heavy = {m for m in modules if m.split(".")[0] in {"torch", "deepspeed", "fabric", "paramiko", "yaml"}}
    assert heavy == set()
