"""Throughput and memory of the output pipeline (tee + log + classification) against plain `tee`.

Targets: >= 300 MB/s and >= 50 % of tee's throughput on 150 MB of realistic NCCL/DeepSpeed output;
resident memory < 60 MB, also for one 100 MB line. Both run in the same invocation, alternating.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

from bench.common import ROOT, table

SIZE = int(os.environ.get("BENCH_LOG_MB", 150)) * 1024 * 1024
RUNS = int(os.environ.get("BENCH_RUNS", 3))

# Line shapes copied from real NCCL INFO, DeepSpeed and torchrun --tee output.
TEMPLATES = [
    "{host}:{pid}:{tid} [{dev}] NCCL INFO Channel {ch:02d}/0 : {a}[{dev}] -> {b}[{dev2}] via P2P/CUMEM/read",
    "{host}:{pid}:{tid} [{dev}] NCCL INFO Connected all rings, use ring PXN 0 GDR 1",
    "{host}:{pid}:{tid} [{dev}] NCCL INFO comm 0x55d1c2a0 rank {a} nranks 16 cudaDev {dev} nvmlDev {dev} busId 1c000",
    "{host}:{pid}:{tid} [{dev}] NCCL INFO NET/IB : Using [0]mlx5_0:1/IB [1]mlx5_1:1/IB ; OOB eth0:10.0.0.{a}<0>",
    "[2026-11-22 01:00:{s:02d},{ms:03d}] [INFO] [logging.py:128:log_dist] [Rank {a}] step={step}, skipped=0",
    "{host}: [2026-11-22 01:00:{s:02d},{ms:03d}] [INFO] [timer.py:264:stop] epoch=0/micro_step={step}",
    "[default{dev}]:{{'loss': {loss:.4f}, 'grad_norm': 0.{ms}, 'learning_rate': 9.9e-05, 'epoch': 0.{s}}}",
]
FAILURES = [
    "{host}:{pid}:{tid} [{dev}] misc/shmutils.cc:88 NCCL WARN Error: failed to extend /dev/shm/nccl-Ab to 9637892",
    "[rank{a}]:[E ProcessGroupNCCL.cpp:616] [Rank {a}] Watchdog caught collective operation timeout: WorkNCCL(Seq=9)",
]


def make_log(path: str) -> None:
    rnd = random.Random(1)
    written = 0
    with open(path, "w") as f:
        while written < SIZE:
            lines = []
            for _ in range(5000):
                pool = FAILURES if rnd.random() < 0.0005 else TEMPLATES
                lines.append(rnd.choice(pool).format(
                    host=f"node{rnd.randint(0, 15):02d}", pid=rnd.randint(1000, 99999), tid=rnd.randint(1000, 99999),
                    dev=rnd.randint(0, 7), dev2=rnd.randint(0, 7), ch=rnd.randint(0, 31), a=rnd.randint(0, 15),
                    b=rnd.randint(0, 15), s=rnd.randint(0, 59), ms=rnd.randint(0, 999), step=rnd.randint(1, 99999),
                    loss=rnd.random() * 3))
            block = "\n".join(lines) + "\n"
            f.write(block)
            written += len(block)


def make_huge_line(path: str) -> None:
    with open(path, "wb") as f:
        f.write(b"NCCL INFO " + b"x" * (100 * 1024 * 1024) + b"\n")


def tee_seconds(src: str, out: str) -> float:
    start = time.perf_counter()
    subprocess.run(["bash", "-c", f"cat {src} | tee {out} > /dev/null"], check=True)
    return time.perf_counter() - start


def ours(src: str, out: str, engine: str) -> dict[str, float]:
    r = subprocess.run([sys.executable, "-m", "bench.pipeline_worker", src, out, engine], check=True,
                       capture_output=True, text=True, cwd=ROOT)
    result: dict[str, float] = json.loads(r.stdout)
    return result


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        log, huge, out = f"{tmp}/realistic.log", f"{tmp}/huge.log", f"{tmp}/out.log"
        make_log(log)
        make_huge_line(huge)
        size_mb = os.path.getsize(log) / 1e6
        tee_t, hs_t, re_t, hs_rss = [], [], [], []
        for _ in range(RUNS):
            tee_t.append(tee_seconds(log, out))
            hs = ours(log, out, "hyperscan")
            hs_t.append(hs["seconds"])
            hs_rss.append(hs["max_rss_mb"])
            re_t.append(ours(log, out, "re")["seconds"])
        huge_run = ours(huge, out, "hyperscan")
        tee_s, hs_s, re_s = (statistics.median(x) for x in (tee_t, hs_t, re_t))
        rows = [
            [f"plain `tee` ({size_mb:.0f} MB realistic log)", f"{size_mb / tee_s:.0f} MB/s", "-"],
            ["safelaunch pipeline, hyperscan", f"{size_mb / hs_s:.0f} MB/s ({tee_s / hs_s:.0%} of tee)",
             f"{max(hs_rss):.0f} MB"],
            ["safelaunch pipeline, pure-Python `re` fallback", f"{size_mb / re_s:.0f} MB/s ({tee_s / re_s:.0%} of tee)",
             "-"],
            ["safelaunch pipeline, one 100 MB line", f"{os.path.getsize(huge) / 1e6 / huge_run['seconds']:.0f} MB/s",
             f"{huge_run['max_rss_mb']:.0f} MB"],
        ]
        print(table(["input / tool", f"throughput (median of {RUNS})", "peak RSS"], rows))


if __name__ == "__main__":
    main()
