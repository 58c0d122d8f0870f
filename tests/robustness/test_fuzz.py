"""Hostile input through every door: 10,000 generated cases per input kind in-process and a few hundred
through the real command. Every case must end in a result or a clear UserError (exit 2/75/78 for the
command), never an internal error (exit 70), a traceback or another exception."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.robustness import fuzz

CASES = 10_000
CLI_CASES = 200


@pytest.mark.parametrize("kind", fuzz.IN_PROCESS, ids=lambda k: k.__name__)
def test_in_process_input_kinds(kind: Callable[[int], fuzz.Tally]) -> None:
    tally = kind(CASES)
    assert tally.cases >= CASES * 0.9  # hypothesis may stop early only when it runs out of distinct cases
    assert tally.failures == 0, tally.example


def test_hostfile_bytes_and_yaml_text(tmp_path: Path) -> None:
    for tally in (fuzz.hostfile_bytes(CASES, tmp_path), fuzz.yaml_texts(CASES)):
        assert tally.cases >= CASES * 0.9 and tally.failures == 0, tally.example


def test_the_real_command_never_crashes(tmp_path: Path) -> None:
    tally = fuzz.cli_cases(CLI_CASES, tmp_path)
    assert tally.cases == CLI_CASES and tally.failures == 0, tally.example
