"""Colour only on a terminal (or FORCE_COLOR), never with NO_COLOR or into a pipe or a file."""

from __future__ import annotations

import pytest

from tests.helpers import BIN, clean_env, safelaunch

RED_ERROR = "\x1b[31m[error]\x1b[0m"


@pytest.mark.parametrize(("extra", "coloured"), [({}, False), ({"FORCE_COLOR": "1"}, True),
                                                 ({"FORCE_COLOR": "1", "NO_COLOR": ""}, True),
                                                 ({"NO_COLOR": "1"}, False), ({"FORCE_COLOR": "0"}, False)])
def test_colour_follows_no_color_and_force_color(busy_port: int, extra: dict[str, str], coloured: bool) -> None:
    env = {k: v for k, v in clean_env().items() if k not in ("FORCE_COLOR", "NO_COLOR")} | extra
    r = safelaunch("--dry-run", "--master_port", str(busy_port), str(BIN / "rank.py"), env=env)
    assert r.returncode == 75  # the busy port is an error finding
    assert ("[error] master-port-busy" in r.stderr) is not coloured
    assert (RED_ERROR in r.stderr) is coloured
