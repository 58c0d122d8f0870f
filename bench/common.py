"""Timing helpers shared by the benchmarks: interleaved runs, medians, and a markdown table."""

from __future__ import annotations

import os
import statistics
import subprocess
import time
from collections.abc import Sequence

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def wall(cmd: Sequence[str], env: dict[str, str] | None = None) -> float:
    start = time.perf_counter()
    subprocess.run(list(cmd), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True, env=env, cwd=ROOT)
    return time.perf_counter() - start


def interleaved(commands: dict[str, Sequence[str]], runs: int, env: dict[str, str] | None = None) -> dict[str, float]:
    """Median wall time of each command, alternating them so drift hits all equally."""
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, cmd in commands.items():
            times[name].append(wall(cmd, env))
    return {name: statistics.median(ts) for name, ts in times.items()}


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)
