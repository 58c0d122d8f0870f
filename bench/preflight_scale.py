"""Preflight at scale: `safelaunch doctor --hostfile` on 1, 16 and 64 nodes that each answer after an
injected delay (sshd `ForceCommand sleep D; eval "$SSH_ORIGINAL_COMMAND"`), against the targets.

One network namespace per node (tests/cluster.py, prefix "ps", subnet 10.80.0), each with its own sshd.
Measured per run, in one process:

- wall time of the whole command (interpreter start, ssh -G, master first, then the other nodes);
- client CPU: user + system time of the safelaunch process and every child it waited for (ssh, ...),
  from os.wait4; per node as the marginal cost (CPU(N) - CPU(1)) / (N - 1);
- the probe's own CPU on each node (it reports it: facts.probe_cost.cpu_seconds, the probe process and
  its children from exec to the end, interpreter start-up included);
- node-side CPU: every sshd's reaped children (the connection's sshd, shell, sleep and probe), from
  /proc/<sshd>/stat cutime + cstime before and after;
- peak threads, file descriptors and child processes of the client, sampled every 20 ms, and its peak RSS.

`python3 -m bench.preflight_scale [--nodes 64] [--delay 3] [--runs 3]` prints two markdown tables (the
measurements; the targets, measured and met or not). The nodes share this machine's cores: 64 sshds,
handshakes and probes compete with the client (a real cluster spends each node's CPU on that node), so
the 64-node wall time here is an upper bound; run it on a quiet machine.

`--home bare` (the default): each node sees an empty /root, so a login runs a plain shell. This machine's
/root/.bashrc runs `pyenv init`, ~100 ms of CPU per SSH login, and concurrent logins in the shared home
serialize on pyenv's rehash lock (a session killed inside it leaves the lock behind, and every later
login waits 60 s for it). `--home machine` measures with it anyway. `--env K=V` passes a variable to
safelaunch (`SAFELAUNCH_SSH_CLIENT=paramiko`: the Fabric/paramiko transport); `--tree DIR` runs the
safelaunch package found in DIR (a copy with a change under evaluation).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from bench.common import ROOT, table
from tests.cluster import Cluster, Node

PREFIX, SUBNET = "ps", "10.80.0"
TICK = os.sysconf("SC_CLK_TCK")


@dataclass
class Run:
    wall: float
    cpu: float  # client: the safelaunch process and its reaped children, seconds
    maxrss_kb: int
    node_cpu: float  # all nodes' sshd children (handshake, shell, sleep, probe), seconds
    probe_cpu: list[float]  # each node's probe, as it reports itself
    threads: int = 0
    fds: int = 0
    children: int = 0
    unreachable: list[str] = field(default_factory=list)


def sshd_children_cpu(cluster: Cluster) -> float:
    total = 0
    for node in cluster.nodes.values():
        if node.proc is None:
            continue
        with open(f"/proc/{node.proc.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        total += int(fields[13]) + int(fields[14])  # cutime, cstime (fields 16, 17 of proc(5))
    return total / TICK


def _sample(pid: int, peak: dict[str, int], done: threading.Event) -> None:
    while not done.is_set():
        try:
            peak["threads"] = max(peak["threads"], len(os.listdir(f"/proc/{pid}/task")))
            peak["fds"] = max(peak["fds"], len(os.listdir(f"/proc/{pid}/fd")))
            children = 0
            for task in os.listdir(f"/proc/{pid}/task"):  # each thread's own children (ssh per worker)
                with open(f"/proc/{pid}/task/{task}/children") as f:
                    children += len(f.read().split())
            peak["children"] = max(peak["children"], children)
        except OSError:
            pass
        done.wait(0.02)


def doctor(cluster: Cluster, names: list[str], extra: list[str], env: dict[str, str], tree: str) -> Run:
    hostfile = os.path.join(cluster.dir, f"hostfile-{len(names)}")
    with open(hostfile, "w") as f:
        f.write("".join(f"{n} slots=1\n" for n in names))
    # --force_multi: deepspeed treats even one host as a remote node, so 1 node takes the same path.
    cmd = [*cluster.client_prefix(), sys.executable, "-m", "safelaunch", "doctor", "--json", "--force_multi",
           "--hostfile", hostfile, *extra]
    before = sshd_children_cpu(cluster)
    out_path = os.path.join(cluster.dir, "doctor.json")
    with open(out_path, "wb") as out:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.DEVNULL, cwd=tree, env={**os.environ, **env})
        peak = {"threads": 0, "fds": 0, "children": 0}
        done = threading.Event()
        sampler = threading.Thread(target=_sample, args=(proc.pid, peak, done), daemon=True)
        sampler.start()
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        done.set()
        sampler.join()
        proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode not in (0, 75):
        raise RuntimeError(f"{' '.join(cmd)} exited {proc.returncode}")
    time.sleep(0.3)  # let every sshd reap its connection's process before reading its children's CPU
    with open(out_path) as f:
        data: dict[str, Any] = json.load(f)
    nodes = data.get("nodes") or {}
    costs = [((n.get("facts") or {}).get("probe_cost") or {}) for n in nodes.values()]
    probe_cpu = [float(c.get("cpu_seconds") or 0) for c in costs]
    return Run(wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, sshd_children_cpu(cluster) - before,
               probe_cpu, peak["threads"], peak["fds"], peak["children"],
               [a for a, n in nodes.items() if not n.get("reachable")])


def plain_ssh(cluster: Cluster, name: str) -> tuple[float, float, int]:
    """Wall time, CPU and peak RSS (KiB) of one `ssh node true` (OpenSSH's default key exchange)."""
    start = time.perf_counter()
    proc = subprocess.Popen([*cluster.client_prefix(), "ssh", name, "true"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode:
        raise RuntimeError(f"ssh {name} true exited {proc.returncode}")
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--nodes", type=int, default=64)
    ap.add_argument("--sizes", default="1,16,64", help="node counts to measure (comma-separated)")
    ap.add_argument("--delay", type=float, default=3.0, help="seconds each node waits before running a command")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--extra", default="", help="extra safelaunch arguments, e.g. '--fanout 16'")
    ap.add_argument("--env", action="append", default=[], help="K=V for safelaunch's environment (repeatable)")
    ap.add_argument("--tree", default=ROOT, help="directory holding the safelaunch package to run")
    ap.add_argument("--home", choices=("bare", "machine"), default="bare",
                    help="nodes' /root: empty (bare) or this machine's (its .bashrc runs on every login)")
    args = ap.parse_args()
    env = dict(e.split("=", 1) for e in args.env)
    sizes = [int(s) for s in args.sizes.split(",") if int(s) <= args.nodes]
    force = f'ForceCommand sleep {args.delay:g}; eval "$SSH_ORIGINAL_COMMAND"' if args.delay else None
    hidden = ("/root",) if args.home == "bare" else ()
    nodes = [Node(i, f"node{i}", sshd_options=(force,) if force else (), hidden=hidden)
             for i in range(1, args.nodes + 1)]
    t0 = time.perf_counter()
    cluster = Cluster(nodes, prefix=PREFIX, subnet=SUBNET).start()
    print(f"cluster of {args.nodes} nodes up in {time.perf_counter() - t0:.1f} s", file=sys.stderr)
    try:
        extra = args.extra.split()
        doctor(cluster, ["node1"], extra, env, args.tree)  # warm the page cache and the interpreter's .pyc files
        runs: dict[int, list[Run]] = {n: [] for n in sizes}
        ssh_times = []
        for _ in range(args.runs):  # interleaved, so drift hits every size alike
            ssh_times.append(plain_ssh(cluster, "node1"))
            for n in sizes:
                runs[n].append(doctor(cluster, [f"node{i}" for i in range(1, n + 1)], extra, env, args.tree))
        measured, goals = report(runs, ssh_times, args.delay)
        print(f"{measured}\n\n{goals}")
        for n, rs in runs.items():
            bad = sorted({a for r in rs for a in r.unreachable})
            if bad:
                print(f"\nwarning: {n} nodes: not probed in some run: {', '.join(bad)}", file=sys.stderr)
        setup = " ".join([f"--home {args.home}", *(f"--env {e}" for e in args.env),
                          *([f"--tree {args.tree}"] if args.tree != ROOT else []), *([args.extra] if extra else [])])
        print(f"\n({setup}; load average after the runs: {os.getloadavg()[0]:.2f}; {os.cpu_count()} cores; "
              f"{args.runs} runs per size, medians)")
    finally:
        cluster.stop()


def report(runs: dict[int, list[Run]], ssh: list[tuple[float, float, int]], delay: float) -> tuple[str, str]:
    """The measurements, and the targets with the measured value and whether each is met."""
    def med(n: int, key: str) -> float:
        return statistics.median(float(getattr(r, key)) for r in runs[n])

    ssh_wall, ssh_cpu, ssh_rss = (statistics.median(x[i] for x in ssh) for i in range(3))
    rows = [["plain `ssh node1 true` (the floor: delay + one OpenSSH handshake)", f"{ssh_wall:.2f} s",
             f"{ssh_cpu * 1000:.0f} ms", "", "", f"ssh: peak RSS {ssh_rss / 1024:.1f} MiB"]]
    for n in runs:
        probes = [c for r in runs[n] for c in r.probe_cpu]
        rows.append([f"{n} node{'s' if n > 1 else ''}", f"{med(n, 'wall'):.2f} s",
                     f"{med(n, 'cpu'):.2f} s ({med(n, 'cpu') / n * 1000:.0f} ms/node)",
                     f"{statistics.median(probes) * 1000:.0f} / {max(probes) * 1000:.0f} ms" if any(probes) else "-",
                     f"{med(n, 'node_cpu') / n * 1000:.0f} ms",
                     f"{int(med(n, 'threads'))} / {int(med(n, 'fds'))} / {int(med(n, 'children'))} / "
                     f"{int(med(n, 'maxrss_kb')) // 1024} MiB"])
    measured = table(["nodes", "wall (whole command, median)", "client CPU (process + children)",
                      "probe CPU per node (median / max)", "node-side CPU per node (sshd + shell + probe)",
                      "client peak threads / fds / child processes / RSS"], rows)
    sizes = sorted(runs)
    one, top = sizes[0], sizes[-1]
    w1, wn = med(one, "wall"), med(top, "wall")
    ok = {True: "met", False: "**not met**"}
    goals = [[f"{one} node: wall <= delay + 1 s", f"{delay + 1:.2f} s", f"{w1:.2f} s ({w1 - delay:+.2f} s over the "
              "delay)", ok[w1 <= delay + 1]]]
    if top > one:
        per_node = (med(top, "cpu") - med(one, "cpu")) / (top - one)
        goals.append([f"{top} nodes: wall <= {one} node + 6 s", f"{w1 + 6:.2f} s",
                      f"{wn:.2f} s ({one} node {wn - w1:+.2f} s, {wn / w1:.2f}x)", ok[wn <= w1 + 6]])
        goals.append([f"client CPU per node, (CPU({top}) - CPU({one})) / {top - one}", "20 ms",
                      f"{per_node * 1000:.1f} ms", ok[per_node <= 0.020]])
    probes = [c for rs in runs.values() for r in rs for c in r.probe_cpu]
    if any(probes):
        goals.append(["probe CPU on a node (worst of every node and run)", "100 ms", f"{max(probes) * 1000:.0f} ms",
                      ok[max(probes) <= 0.100]])
    return measured, table(["target", "bound", "measured", ""], goals)


if __name__ == "__main__":
    main()
