"""Multi-node preflight time for 1, 4 and 16 nodes on the namespace test cluster, in one run,
against a sequential `ssh node python3 probe.py` loop over the same nodes (the obvious script).

Target: 16 nodes take at most 1.5x the time of 1 node. Every "node" here shares this machine's
CPUs, so the probes' own CPU time adds up in a way it would not on a real cluster.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time

from bench.common import ROOT, table
from tests.cluster import Cluster, Node

RUNS = 3


def timed(cmd: list[str]) -> float:
    start = time.perf_counter()
    r = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
    if r.returncode not in (0, 75):
        raise RuntimeError(r.stderr[-2000:])
    return time.perf_counter() - start


def main() -> None:
    cluster = Cluster([Node(i, f"node{i}") for i in range(1, 17)]).start()
    try:
        prefix = list(cluster.client_prefix())
        rows, results = [], {}
        for n in (1, 4, 16):
            names = [f"node{i}" for i in range(1, n + 1)]
            hostfile = str(cluster.hostfile(*names))
            # --force_multi: deepspeed treats even one host as a remote node, so 1 node takes the same path.
            ours = [timed([*prefix, sys.executable, "-m", "safelaunch", "doctor", "--json", "--force_multi",
                           "--hostfile", hostfile]) for _ in range(RUNS)]
            loop = "; ".join(f"ssh {h} python3 - < safelaunch/probe.py > /dev/null" for h in names)
            seq = [timed([*prefix, "bash", "-c", loop]) for _ in range(RUNS)]
            results[n] = statistics.median(ours)
            rows.append([str(n), f"{results[n]:.2f} s", f"{statistics.median(seq):.2f} s"])
        rows.append(["16 vs 1 (target <= 1.5)", f"{results[16] / results[1]:.2f}x", ""])
        print(table(["nodes", "`safelaunch doctor --hostfile` (parallel, whole command)",
                     "sequential `ssh node python3 probe.py` loop"], rows))
    finally:
        cluster.stop()


if __name__ == "__main__":
    main()
