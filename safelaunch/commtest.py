"""`safelaunch doctor --comm-test`: a bounded real collective on every node, through the real launch path.

The test is just another script (``commtest_worker.py``, shipped in the package, so it sits at the
same path wherever the Python environment is shared) launched by ``cli._launch``: the same launcher,
the same per-node environment, the same delivery (the per-node script, deepspeed's --venv_script or
pdsh), the same supervision, run directory and catalog classification as the real job. What is added:

- a hard deadline: the workers stop themselves a little before it (printing the step they were in),
  and at the deadline safelaunch sends itself SIGTERM, which the supervisor handles like a Ctrl-C:
  SIGTERM to each node's recorded process group (``RemoteJob.signal``), SIGKILL after COMM_GRACE_S;
- the verdict, read from the ranks' ``SAFELAUNCH-COMMTEST {json}`` lines in the job's log (which
  came through pdsh, so no shared filesystem is needed): per rank, per node pair, per collective, and
  the first failing node or node pair.
"""

from __future__ import annotations

import dataclasses
import json
import os
import signal
import sys
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from safelaunch.attempt import AttemptResult, run_attempt
from safelaunch.catalog import Matcher, Signature
from safelaunch.commtest_worker import PREFIX, STEPS, bus_bandwidth, choose_backend
from safelaunch.delivery import launch_command
from safelaunch.diagnosis import root_cause_json, summary_text
from safelaunch.errors import ExitCode, UserError
from safelaunch.facts import HostFacts
from safelaunch.preflight import Preflight, launcher_path, run_preflight
from safelaunch.remote_job import RemoteJob
from safelaunch.request import LaunchRequest
from safelaunch.rundir import RunDir
from safelaunch.supervise import inform, say

COMM_GRACE_S = 5.0  # between the deadline's SIGTERM and SIGKILL
WORKER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "commtest_worker.py")
MARK = (PREFIX + " ").encode()


@dataclass
class CommTest:
    report: dict[str, Any]
    exit_code: int

    @property
    def passed(self) -> bool:
        return bool(self.report["passed"])


def comm_request(request: LaunchRequest) -> LaunchRequest:
    """The same launcher and launcher options, with the worker as the script."""
    if request.values.get("module") or request.values.get("no_python"):
        raise UserError("--comm-test runs safelaunch's Python test script with your launcher options; it cannot "
                        "do that with --module/--no_python. Run `safelaunch doctor --comm-test` with the other "
                        "options.")
    return dataclasses.replace(request, command="launch", script=WORKER, script_args=(), dry_run=False, json=False,
                               auto_fix=False, log_dir=os.path.join(request.log_dir, "comm-test"))


def rank_nodes(pf: Preflight) -> dict[int, str]:
    """Global rank -> node, in hostfile order (deepspeed's and torchrun's --node-rank assignment)."""
    out: dict[int, str] = {}
    for name in pf.hosts.names:
        count = pf.jobs[name].local_ranks if name in pf.jobs else len(pf.hosts.slots[name])
        for _ in range(count):
            out[len(out)] = name
    return out


def read_records(path: str) -> list[dict[str, Any]]:
    out = []
    with open(path, "rb") as f:
        for raw in f:
            i = raw.find(MARK)
            if i < 0:
                continue
            try:
                rec = json.loads(raw[i + len(MARK):].decode("utf-8", errors="replace"))
            except ValueError:
                continue
            if isinstance(rec, dict) and isinstance(rec.get("rank"), int) and isinstance(rec.get("ev"), str):
                out.append(rec)
    return out


def _bounded_attempt(deadline: float, state: dict[str, bool]) -> Any:
    """An ``_attempts`` replacement: one attempt, no auto-fix, job output kept off the console (it is
    in the run directory), and SIGTERM to ourselves at the deadline (the supervisor's signal path)."""

    def attempt(pf: Preflight, run_dir: RunDir, env: dict[str, str], signatures: list[Signature],
                matcher: Matcher, remote: RemoteJob | None) -> AttemptResult:
        lock = threading.Lock()

        def fire() -> None:
            with lock:
                if not state.get("done"):
                    state["timed_out"] = True
                    os.kill(os.getpid(), signal.SIGTERM)

        timer = threading.Timer(max(0.0, deadline - time.monotonic()), fire)
        timer.daemon = True
        # A deadline signal landing after the supervisor restored its handlers must not kill us.
        previous = signal.signal(signal.SIGTERM, lambda *_: None)
        sys.stdout.flush()
        saved, null = os.dup(1), os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 1)
        try:
            timer.start()
            known = frozenset(pf.hosts.names) if pf.multi else frozenset()
            return run_attempt(pf.command, env, run_dir, signatures, matcher, COMM_GRACE_S, known,
                               remote.signal if remote else None)
        finally:
            with lock:
                state["done"] = True
            timer.cancel()
            os.dup2(saved, 1)
            os.close(saved)
            os.close(null)
            signal.signal(signal.SIGTERM, previous)

    return attempt


def _pairs(records: list[dict[str, Any]], node_of: Mapping[int, str]) -> list[dict[str, Any]]:
    """Directed node pairs from every rank's connections to its peers (worst connection per pair)."""
    pairs: dict[tuple[str, str], dict[str, Any]] = {}
    for rec in records:
        if rec["ev"] != "pairs":
            continue
        for peer, res in (rec.get("peers") or {}).items():
            key = (node_of.get(rec["rank"], "?"), node_of.get(int(peer), "?"))
            entry = pairs.setdefault(key, {"from": key[0], "to": key[1], "ok": True, "seconds": 0.0, "error": None})
            entry["seconds"] = max(entry["seconds"], float(res.get("seconds") or 0.0))
            if not res.get("ok"):
                entry["ok"] = False
                entry["error"] = entry["error"] or f"rank {rec['rank']} -> rank {peer}: {res.get('error')}"
    return sorted(pairs.values(), key=lambda p: (p["from"], p["to"]))


def _verdict(ranks: list[dict[str, Any]], pairs: list[dict[str, Any]], nodes: list[str]) -> dict[str, Any]:
    """The first failing node or node pair: a rank's own error, else the node in every failing
    connection, else the rank(s) behind the others when time ran out, else ranks that never spoke."""
    failing = [p for p in pairs if not p["ok"] and p["from"] != p["to"]]
    shown = "; ".join(f"{p['from']} -> {p['to']}: {p['error']}" for p in failing[:4])
    common = [n for n in nodes if all(n in (p["from"], p["to"]) for p in failing)]
    if failing and len(common) == 1 and len(nodes) > 2:
        return {"node": common[0], "pair": None, "step": "pairs",
                "message": f"every failing connection involves {common[0]} ({len(failing)} of {len(pairs)} "
                           f"directed node pairs fail; the others connect): {shown}"}
    errors = [r for r in ranks if r["error"]]
    if errors:
        r = errors[0]
        return {"node": r["node"], "pair": None, "step": r["step"],
                "message": f"rank {r['rank']} on {r['node']} failed at step {r['step']}: {r['error']}"}
    if failing:
        first = failing[0]
        return {"node": None, "pair": [first["from"], first["to"]], "step": "pairs",
                "message": f"{len(failing)} of {len(pairs)} directed node pairs cannot connect: {shown}"}
    silent = [r for r in ranks if r["step"] is None]
    if silent:
        return {"node": silent[0]["node"], "pair": None, "step": None,
                "message": f"rank {silent[0]['rank']} on {silent[0]['node']} printed nothing (did it start? see the "
                           "log)"}
    stuck = [r for r in ranks if not r["passed"]]
    if stuck:
        lowest = min(STEPS.index(r["step"]) for r in stuck if r["step"] in STEPS)
        behind = [r for r in stuck if r["step"] == STEPS[lowest]]
        r = behind[0]
        if r["peer"] is not None:
            peer = next((x for x in ranks if x["rank"] == r["peer"]), None)
            other = peer["node"] if peer else "?"
            return {"node": None, "pair": [other, r["node"]], "step": r["step"],
                    "message": f"rank {r['rank']} on {r['node']} waited in the send/recv ring for rank {r['peer']} "
                               f"on {other}"}
        everyone = len(behind) == len(ranks)
        return {"node": None if everyone else r["node"], "pair": None, "step": r["step"],
                "message": (f"every rank stopped at step {r['step']}" if everyone else
                            f"rank {r['rank']} on {r['node']} stopped at step {r['step']} while others went on")}
    return {"node": None, "pair": None, "step": None, "message": "the launcher failed after every rank passed"}


def build_report(pf: Preflight, backend: str, timeout: float, result: AttemptResult | None,
                 timed_out: bool, wall: float) -> dict[str, Any]:
    node_of = rank_nodes(pf)
    records = read_records(result.run_dir.file("output.log")) if result else []
    alias = {str((p.facts or {}).get("host")): a for a, p in pf.probes.items()}
    def blank(rank: int, node: str) -> dict[str, Any]:
        return {"rank": rank, "node": node, "host": None, "passed": False, "step": None, "peer": None,
                "address": None, "address_source": None, "timed_out": False, "error": None, "seconds": None}

    ranks = {r: blank(r, n) for r, n in node_of.items()}
    results: dict[int, list[dict[str, Any]]] = {}
    for rec in records:
        r = ranks.setdefault(rec["rank"], blank(rec["rank"], "?"))
        r["host"] = rec.get("host")
        r["node"] = alias.get(str(rec.get("host")), r["node"])
        ev = rec["ev"]
        if ev == "step" and rec.get("step") == "rendezvous":
            r["started"] = rec.get("t")
        if ev in ("step", "timeout"):
            r["step"], r["peer"] = rec.get("step"), rec.get("recv_from")
            r["timed_out"] = r["timed_out"] or ev == "timeout"
        elif ev == "pairs":
            r["address"], r["address_source"] = rec.get("addr"), rec.get("how")
        elif ev == "error":
            r["error"] = r["error"] or rec.get("error")
        elif ev == "result":
            r["passed"], r["step"], r["peer"] = True, "done", None
            if isinstance(r.get("started"), (int, float)) and isinstance(rec.get("t"), (int, float)):
                r["seconds"] = round(rec["t"] - r["started"], 3)
            results[rec["rank"]] = rec.get("results") or []
    node_of = {r: x["node"] for r, x in ranks.items()}
    pairs = _pairs(records, node_of)
    world = len(ranks)
    collectives = []
    for op, size in sorted({(x["op"], x["bytes"]) for res in results.values() for x in res},
                           key=lambda k: (STEPS.index(k[0]), k[1])):
        secs = max(x["seconds"] for res in results.values() for x in res if (x["op"], x["bytes"]) == (op, size))
        algbw, busbw = bus_bandwidth(op, size, secs, world)
        collectives.append({"op": op, "bytes": size, "seconds": round(secs, 6), "algbw_gbps": round(algbw, 4),
                            "busbw_gbps": round(busbw, 4)})
    rank_list = [{k: v for k, v in ranks[r].items() if k != "started"} for r in sorted(ranks)]
    passed = (result is not None and result.exit_code == 0 and not timed_out and all(r["passed"] for r in rank_list))
    status = "passed" if passed else "timeout" if timed_out else "interrupted" if result and result.interrupted \
        else "failed"
    nodes = list(pf.hosts.names)
    cause = result.root_cause if result else None
    return {
        "schema_version": 1, "passed": passed, "status": status, "backend": backend, "runner": pf.request.runner,
        "timeout_s": timeout, "grace_s": COMM_GRACE_S, "wall_s": round(wall, 3), "world_size": world,
        "nodes": {n: {"ranks": [r["rank"] for r in rank_list if r["node"] == n],
                      "passed": all(r["passed"] for r in rank_list if r["node"] == n)} for n in nodes},
        "ranks": rank_list, "pairs": pairs, "collectives": collectives,
        "verdict": None if passed else _verdict(rank_list, pairs, nodes),
        "root_cause": root_cause_json(cause),
        "launcher_exit_status": result.exit_code if result else None,
        "run_dir": result.run_dir.path if result else None, "command": pf.command,
        "findings": [{"id": f.id, "severity": f.severity, "host": f.host, "message": f.message, "fix": f.fix}
                     for f in pf.all_findings() if f.severity in ("error", "warning")],
    }


def run_comm_test(request: LaunchRequest, environ: Mapping[str, str]) -> CommTest:
    from safelaunch.cli import _launch

    ct = comm_request(request)
    pf = run_preflight(ct, environ)
    backend = choose_backend([HostFacts.from_probe(pf.probes[n].facts or {}).gpu_count for n in pf.plans])
    timeout = request.comm_test_timeout
    if pf.blocking and not request.launch_anyway:
        report = build_report(pf, backend, timeout, None, False, 0.0)
        report.update(status="blocked", verdict={
            "node": pf.blocking[0].host, "pair": None, "step": None,
            "message": f"preflight finding {pf.blocking[0].id}: {pf.blocking[0].message} (nothing was started)"})
        return CommTest(report, ExitCode.PREFLIGHT_BLOCKED)
    start = time.monotonic()
    # The workers stop themselves shortly before the hard deadline, so their last step reaches the log.
    worker_deadline = time.time() + timeout - min(3.0, timeout * 0.15)
    ct = dataclasses.replace(ct, script_args=("--backend", backend, "--deadline", f"{worker_deadline:.3f}"))
    pf = dataclasses.replace(pf, request=ct, command=launch_command(ct, launcher_path(ct), pf.hosts, pf.master_addr,
                                                                    pf.script_path))
    state: dict[str, bool] = {}
    result = _launch(pf, environ, _bounded_attempt(start + timeout, state))
    report = build_report(pf, backend, timeout, result, state.get("timed_out", False), time.monotonic() - start)
    if report["passed"]:
        return CommTest(report, 0)
    code = result.exit_code if report["status"] == "interrupted" else ExitCode.PREFLIGHT_BLOCKED
    report["summary"] = summary_text(result.root_cause, result.tail.last_error_lines(), None,
                                     result.run_dir.file("output.log"))
    return CommTest(report, code)


def _size(n: int) -> str:
    return f"{n >> 20} MiB" if n >= 1 << 20 else f"{n >> 10} KiB"


def report_text(report: dict[str, Any]) -> str:
    n_nodes = len(report["nodes"])
    head = (f"comm-test {report['status'].upper()}: {report['world_size']} ranks on {n_nodes} node(s), "
            f"{report['backend']} through {report['runner']}, {report['wall_s']:.1f} s (deadline "
            f"{report['timeout_s']:g} s)")
    lines = [head]
    if report["verdict"]:
        v = report["verdict"]
        where = v["node"] or (" <-> ".join(v["pair"]) if v["pair"] else "the job")
        lines.append(f"  first failure: {where}{' at step ' + v['step'] if v['step'] else ''}: {v['message']}")
    for r in report["ranks"]:
        state = "pass" if r["passed"] else f"FAIL at {r['step']}" + (" (timed out)" if r["timed_out"] else "")
        addr = f", listens on {r['address']} ({r['address_source']})" if r["address"] else ""
        lines.append(f"  rank {r['rank']} on {r['node']}: {state}{addr}")
    for p in report["pairs"]:
        state = f"ok {p['seconds'] * 1e3:.1f} ms" if p["ok"] else f"FAIL: {p['error']}"
        lines.append(f"  {p['from']} -> {p['to']}: {state}")
    largest = {c["op"]: c for c in report["collectives"]}
    for c in largest.values():
        lines.append(f"  {c['op']} {_size(c['bytes'])}: {c['seconds'] * 1e3:.1f} ms, algbw {c['algbw_gbps']:.3f} GB/s, "
                     f"busbw {c['busbw_gbps']:.3f} GB/s")
    if report.get("summary"):
        lines.append("  " + report["summary"].replace("\n", "\n  "))
    if report["run_dir"]:
        lines.append(f"  run directory: {report['run_dir']}")
    return "\n".join(lines) + "\n"


def doctor_comm_test(request: LaunchRequest, environ: Mapping[str, str]) -> int:
    test = run_comm_test(request, environ)
    if request.json:
        sys.stdout.write(json.dumps(test.report, indent=2) + "\n")
    else:
        sys.stdout.write(report_text(test.report))
    return test.exit_code


def gate(request: LaunchRequest, environ: Mapping[str, str]) -> None:
    """Before a real launch (--comm-test or `comm_test: always`): refuse to launch when it fails."""
    inform(f"running the communication test before the launch (deadline {request.comm_test_timeout:g} s)")
    test = run_comm_test(request, environ)
    sys.stderr.write(report_text(test.report))
    if test.passed:
        return
    if request.launch_anyway:
        say("the communication test failed; launching anyway (--launch-anyway)")
        return
    raise UserError(f"safelaunch did not start {request.runner}: the communication test failed (above). Fix it, or "
                    "pass --launch-anyway to start regardless.", code="blocked")
