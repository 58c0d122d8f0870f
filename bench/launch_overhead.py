"""safelaunch's start-up and launch cost against the tools it replaces, measured in one run.

1. `safelaunch --dry-run` (probe + rules + output) against `python -c "import deepspeed.launcher.runner"`
   (what plain `deepspeed` pays before it does anything). Target: dry-run < 0.3 s.
2. A 2-rank no-op job through `safelaunch` against plain `deepspeed`. Target: ratio <= 1.05.
"""

from __future__ import annotations

import os
import shutil
import sys

from bench.common import interleaved, table

PY = sys.executable


def main() -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("NCCL_")}
    startup = interleaved({
        "safelaunch --dry-run": [PY, "-m", "safelaunch", "--dry-run", "--num_gpus", "2", "bench/noop.py"],
        "import deepspeed.launcher.runner": [PY, "-c", "import deepspeed.launcher.runner"],
    }, runs=int(os.environ.get("BENCH_RUNS", 9)), env=env)
    deepspeed = shutil.which("deepspeed") or "deepspeed"
    launch = interleaved({
        "safelaunch": [PY, "-m", "safelaunch", "--num_gpus", "2", "bench/noop.py"],
        "deepspeed": [deepspeed, "--num_gpus", "2", "bench/noop.py"],
    }, runs=int(os.environ.get("BENCH_LAUNCH_RUNS", 5)), env=env)
    print(table(["measurement", "median wall time"], [
        ["`safelaunch --dry-run` (local probe, rules, output)", f"{startup['safelaunch --dry-run']:.3f} s"],
        ['`python -c "import deepspeed.launcher.runner"`', f"{startup['import deepspeed.launcher.runner']:.3f} s"],
        ["2-rank no-op job, plain `deepspeed`", f"{launch['deepspeed']:.2f} s"],
        ["2-rank no-op job, `safelaunch`", f"{launch['safelaunch']:.2f} s"],
        ["ratio safelaunch / deepspeed (target <= 1.05)", f"{launch['safelaunch'] / launch['deepspeed']:.3f}"],
    ]))


if __name__ == "__main__":
    main()
