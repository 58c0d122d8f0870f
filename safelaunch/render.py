"""Human and machine renderings of a preflight: dry-run exports, tables, JSON."""

from __future__ import annotations

import json
import shlex
import textwrap
from typing import Any

from safelaunch.facts import HostFacts, mib
from safelaunch.plan import Finding, Plan
from safelaunch.preflight import Preflight

WIDTH = 100


def exports(plan: Plan) -> str:
    """Shell-evaluable lines: eval "$(safelaunch --dry-run train.py)" applies them."""
    return "".join(f"export {name}={shlex.quote(s.value)}\n" for name, s in plan.env.items())


def _wrap(text: str, indent: int) -> str:
    return textwrap.fill(text, WIDTH, initial_indent=" " * indent, subsequent_indent=" " * indent)


def findings_text(findings: list[Finding]) -> str:
    lines = []
    for f in findings:
        lines.append(_wrap(f"[{f.severity}] {f.id} on {f.host}: {f.message}", 2))
        lines.append(_wrap(f"fix: {f.fix}", 6))
    return "\n".join(lines)


def plan_text(pf: Preflight) -> str:
    job = pf.job
    ranks = f"{job.local_ranks} local rank{'s' if job.local_ranks != 1 else ''}"
    out = [f"safelaunch: plan for {job.runner} on {pf.facts.host} ({ranks}: {job.local_ranks_source})"]
    if pf.plan.env:
        out.append("environment safelaunch sets:")
        for name, s in pf.plan.env.items():
            out.append(f"  {name}={shlex.quote(s.value)}")
            out.append(_wrap(f"why: {s.reason}", 6))
            out.append(_wrap(f"fact: {s.evidence}", 6))
            if s.cost:
                out.append(_wrap(f"cost: {s.cost}", 6))
    else:
        out.append("environment safelaunch sets: nothing")
    for change in pf.plan.limits:
        out.append(_wrap(f"limit: {change.reason}", 2))
    if pf.plan.findings:
        out.append("findings safelaunch could not fix itself:")
        out.append(findings_text(pf.plan.findings))
    else:
        out.append("findings: none")
    if pf.request.script is not None:
        out.append("command: " + shlex.join(pf.command))
    return "\n".join(out) + "\n"


def plan_json(pf: Preflight, with_facts: bool = False) -> str:
    data: dict[str, Any] = {
        "env": pf.plan.env_values(),
        "reasons": {name: s.reason for name, s in pf.plan.env.items()},
        "evidence": {name: s.evidence for name, s in pf.plan.env.items()},
        "findings": [f.as_json() for f in pf.plan.findings],
        "limits": [{"resource": c.resource, "soft": c.soft, "reason": c.reason} for c in pf.plan.limits],
        "command": pf.command,
    }
    if with_facts:
        data["facts"] = pf.raw_facts
    return json.dumps(data, indent=2) + "\n"


def _limit(value: int | None) -> str:
    return "unlimited" if value is None else mib(value) if value >= 1 << 20 else f"{value // 1024} KiB"


def facts_text(facts: HostFacts, raw: dict[str, Any]) -> str:
    rows = []
    if facts.shm:
        rows.append(("/dev/shm", f"{mib(facts.shm.free_bytes)} free of {mib(facts.shm.total_bytes)}"))
    rows.append(("container", facts.container_kind or "none detected"))
    if facts.cgroup_memory_limit:
        rows.append(("cgroup memory limit", mib(facts.cgroup_memory_limit)))
    if facts.memlock:
        rows.append(("memlock soft/hard", f"{_limit(facts.memlock.soft)} / {_limit(facts.memlock.hard)}"))
    if facts.capabilities:
        caps = [n for n, on in (("IPC_LOCK", facts.capabilities.ipc_lock),
                                ("SYS_PTRACE", facts.capabilities.sys_ptrace),
                                ("SYS_NICE", facts.capabilities.sys_nice)) if on]
        rows.append(("capabilities", ", ".join(caps) or "none of IPC_LOCK, SYS_PTRACE, SYS_NICE"))
    rows.append(("ptrace_scope", "no Yama" if facts.ptrace_scope is None else str(facts.ptrace_scope)))
    if facts.infiniband:
        ib = facts.infiniband
        ports = "; ".join(p.describe() for p in ib.ports) or "no devices"
        rows.append(("InfiniBand", f"{ports}; libibverbs {'loads' if ib.libibverbs_loads else 'missing'}"))
    rows.append(("GPUs", str(facts.gpu_count)))
    net = raw.get("network") or {}
    ifaces = ", ".join(" ".join([i["name"] + ("" if i["running"] else " (down)"), *i["addresses"][:2]])
                       for i in net.get("interfaces", []))
    rows.append(("interfaces", ifaces))
    host_addrs = ", ".join(net.get("fqdn_addresses", [])) or net.get("hostname_error") or "?"
    rows.append(("hostname resolves to", f"{net.get('hostname')} -> {host_addrs}"))
    rows.append(("packages", ", ".join(f"{k} {v}" for k, v in facts.packages.items() if v) or "none"))
    rows.append(("CMA stacks", ", ".join(n for n, _ in facts.cma_stacks) or "none"))
    if facts.master_port:
        mp = facts.master_port
        rows.append(("master port", f"{mp.port} {'free' if mp.free else 'BUSY (' + str(mp.error) + ')'}"))
    width = max(len(k) for k, _ in rows)
    return "facts:\n" + "\n".join(f"  {k.ljust(width)}  {v}" for k, v in rows) + "\n"
