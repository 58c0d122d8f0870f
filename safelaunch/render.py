"""Human and machine renderings of a preflight: dry-run exports, tables, JSON."""

from __future__ import annotations

import json
import os
import shlex
import sys
import textwrap
from typing import Any

from safelaunch.decisions import EnvSetting, Finding, Plan
from safelaunch.facts import HostFacts, mib
from safelaunch.preflight import Preflight
from safelaunch.secrets import is_secret_name, mask_json, mask_text, mask_value, secret_values

WIDTH = 100


def exports(plan: Plan) -> str:
    """Shell-evaluable lines: eval "$(safelaunch --dry-run train.py)" applies them. A value that looks
    secret (safelaunch.secrets) is never printed: a comment says it is set at launch instead."""
    return "".join(f"# {name}: set at launch; its value is not shown (it looks like a secret)\n"
                   if is_secret_name(name) or mask_value(s.value) != s.value else
                   f"export {name}={shlex.quote(s.value)}\n" for name, s in plan.env.items())


def _known(pf: Preflight) -> frozenset[str]:
    """Secret values that must not appear anywhere in what is printed (safelaunch.secrets)."""
    return secret_values(os.environ, pf.user_env, *(p.env_values() for p in pf.plans.values()))


def _wrap(text: str, indent: int) -> str:
    return textwrap.fill(text, WIDTH, initial_indent=" " * indent, subsequent_indent=" " * indent)


COLOURS = {"error": "\033[31m", "warning": "\033[33m", "info": "\033[36m"}


def colour_enabled(stream: Any = None) -> bool:
    """Colour on a terminal only; NO_COLOR (any value) turns it off, FORCE_COLOR (not "0") on
    (no-color.org; force-color.org)."""
    if os.environ.get("FORCE_COLOR", "") not in ("", "0"):
        return True
    if "NO_COLOR" in os.environ:
        return False
    stream = sys.stderr if stream is None else stream
    return bool(getattr(stream, "isatty", lambda: False)())


def _tag(severity: str) -> str:
    tag = f"[{severity}]"
    return f"{COLOURS[severity]}{tag}\033[0m" if colour_enabled() and severity in COLOURS else tag


def findings_text(findings: list[Finding]) -> str:
    lines = []
    for f in findings:
        text = _wrap(f"[{f.severity}] {f.id} on {f.host}: {f.message}", 2)
        lines.append(text.replace(f"[{f.severity}]", _tag(f.severity), 1))
        lines.append(_wrap(f"fix: {f.fix}", 6))
    return mask_text("\n".join(lines))


def _env_lines(env: dict[str, EnvSetting], indent: int) -> list[str]:
    out = []
    for name, s in env.items():
        out.append(" " * indent + f"{name}={shlex.quote(s.value)}")
        out.append(_wrap(f"why: {s.reason}", indent + 4))
        out.append(_wrap(f"fact: {s.evidence}", indent + 4))
        if s.cost:
            out.append(_wrap(f"cost: {s.cost}", indent + 4))
    return out


def _tail(pf: Preflight, findings: list[Finding]) -> list[str]:
    out = ["findings safelaunch could not fix itself:", findings_text(findings)] if findings else ["findings: none"]
    out.append("policy: " + (", ".join(pf.policy.files) if pf.policy.files else
                             "built-in defaults (no --config, $SAFELAUNCH_CONFIG, ~/.config/safelaunch/config.yaml "
                             "or /etc/safelaunch/config.yaml)"))
    if pf.replayed_from:
        out.append(f"facts: replayed from {pf.replayed_from} (nothing was probed)")
    if pf.request.script is not None:
        out.append("command: " + shlex.join(pf.command))
    return out


def plan_text(pf: Preflight) -> str:
    job = pf.job
    ranks = f"{job.local_ranks} local rank{'s' if job.local_ranks != 1 else ''}"
    out = [f"safelaunch: plan for {job.runner} on {pf.facts.host} ({ranks}: {job.local_ranks_source})"]
    out += ["environment safelaunch sets:", *_env_lines(pf.plan.env, 2)] if pf.plan.env else [
        "environment safelaunch sets: nothing"]
    out += [_wrap(f"limit: {change.reason}", 2) for change in pf.plan.limits]
    if pf.request.launcher_env:
        out.append(_wrap("torchrun options taken from the environment, as torchrun reads them: "
                         + ", ".join(f"{n}={v}" for n, v in pf.request.launcher_env), 2))
    return mask_text("\n".join(out + _tail(pf, pf.all_findings())) + "\n", _known(pf))


def _host_lines(pf: Preflight) -> list[str]:
    out = []
    for name, probe in sorted(pf.probes.items(), key=lambda kv: kv[1].facts is not None):
        if probe.facts is None:
            out.append(f"  {name}: UNREACHABLE ({probe.error_kind})")
            continue
        out.append(f"  {name} ({probe.facts.get('host')}, {len(pf.hosts.slots[name])} slots, probed in "
                   f"{probe.seconds:.2f} s):")
        out += _env_lines(pf.plans[name].env, 4)
        out += [_wrap(f"limit: {change.reason}", 4) for change in pf.plans[name].limits]
    return out


def cluster_text(pf: Preflight) -> str:
    out = [f"safelaunch: plan for {len(pf.hosts.slots)} nodes from the {pf.hosts.source}, master {pf.master_addr} "
           f"({pf.master_addr_source}; per-node environment goes to {pf.script_path} on every node)"]
    if pf.user_env:
        out.append(_wrap("your variables forwarded to every rank: " + ", ".join(sorted(pf.user_env)), 2))
    out += _host_lines(pf)
    return mask_text("\n".join(out + _tail(pf, pf.all_findings())) + "\n", _known(pf))


def node_table(pf: Preflight) -> str:
    """One row per node, problems first: the same table for one node as for many."""
    rows: list[tuple[int, str, str, str, str, str]] = []
    for alias, probe in pf.probes.items():
        if probe.facts is None:
            rows.append((0, alias, "unreachable", probe.error_kind or "", "", ""))
            continue
        plan, f = pf.plans[alias], probe.facts
        errors = sum(1 for x in plan.findings if x.severity == "error")
        warnings = sum(1 for x in plan.findings if x.severity == "warning")
        status = f"{errors} errors" if errors else f"{warnings} warnings" if warnings else "ok"
        shm = f.get("shm") or {}
        route = (f.get("network") or {}).get("route_to_master") or {}
        via = f"via {route.get('interface')}" if route.get("interface") else "local"
        rows.append((1 if errors else 2 if warnings else 3, alias, status, str(f.get("host")),
                     mib(shm.get("free_bytes", 0)), via))
    rows.sort()
    cells = [("node", "status", "hostname", "/dev/shm free", "to master"), *(r[1:] for r in rows)]
    widths = [max(len(c[i]) for c in cells) for i in range(5)]
    lines = ["  ".join(c[i].ljust(widths[i]) for i in range(5)).rstrip() for c in cells]
    return "nodes:\n" + "\n".join("  " + ln for ln in lines) + "\n"


def doctor_cluster_text(pf: Preflight) -> str:
    return node_table(pf) + cluster_text(pf)


def doctor_text(pf: Preflight) -> str:
    """`doctor` for one node: the node table, then that node's facts and plan."""
    return node_table(pf) + facts_text(pf.facts, pf.raw_facts) + plan_text(pf)


def plan_json(pf: Preflight, with_facts: bool = False) -> str:
    if pf.multi:
        return _cluster_json(pf, with_facts)
    data: dict[str, Any] = {
        "schema_version": 1,  # safelaunch/schemas/dry-run.schema.json, doctor.schema.json
        "env": pf.plan.env_values(),
        "reasons": {name: s.reason for name, s in pf.plan.env.items()},
        "evidence": {name: s.evidence for name, s in pf.plan.env.items()},
        "costs": {name: s.cost for name, s in pf.plan.env.items() if s.cost},
        "findings": [f.as_json() for f in pf.all_findings()],
        "limits": [{"resource": c.resource, "soft": c.soft, "reason": c.reason} for c in pf.plan.limits],
        "command": pf.command,
        "policy_files": list(pf.policy.files),
    }
    if with_facts:
        data["facts"] = pf.raw_facts
    return json.dumps(mask_json(data, _known(pf)), indent=2) + "\n"


def _limit(value: int | None) -> str:
    return "unlimited" if value is None else mib(value) if value >= 1 << 20 else f"{value // 1024} KiB"


def facts_text(facts: HostFacts, raw: dict[str, Any]) -> str:
    rows = []
    if facts.shm:
        rows.append(("/dev/shm", f"{mib(facts.shm.free_bytes)} free of {mib(facts.shm.total_bytes)}"))
    evidence = f" ({'; '.join(facts.container_evidence)})" if facts.container_evidence else ""
    rows.append(("container", (facts.container_kind or "none detected") + evidence))
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
    py = raw.get("python") or {}
    rows.append(("job's Python", f"{py.get('executable')} {py.get('version') or ''}".strip()
                 + ("" if py.get("job_interpreter", True) else " (could not query the launcher's interpreter)")))
    rows.append(("packages", ", ".join(f"{k} {v}" for k, v in facts.packages.items() if v) or "none"))
    nccl = raw.get("nccl") or {}
    if nccl.get("library"):
        rows.append(("libnccl", f"{nccl.get('version') or 'version unknown'} ({nccl.get('library')})"))
    rows.append(("CMA stacks", ", ".join(n for n, _ in facts.cma_stacks) or "none"))
    if facts.master_port:
        mp = facts.master_port
        rows.append(("master port", f"{mp.port} {'free' if mp.free else 'BUSY (' + str(mp.error) + ')'}"))
    width = max(len(k) for k, _ in rows)
    return mask_text("facts:\n" + "\n".join(f"  {k.ljust(width)}  {v}" for k, v in rows) + "\n")


def _cluster_json(pf: Preflight, with_facts: bool) -> str:
    nodes: dict[str, Any] = {}
    for alias, probe in pf.probes.items():
        plan = pf.plans.get(alias)
        node: dict[str, Any] = {"reachable": probe.facts is not None, "probe_seconds": round(probe.seconds, 3),
                                "hostname": (probe.facts or {}).get("host"),
                                "env": plan.env_values() if plan else {},
                                "reasons": {n: s.reason for n, s in plan.env.items()} if plan else {},
                                "evidence": {n: s.evidence for n, s in plan.env.items()} if plan else {},
                                "costs": {n: s.cost for n, s in plan.env.items() if s.cost} if plan else {},
                                "limits": [{"resource": c.resource, "soft": c.soft, "reason": c.reason}
                                           for c in plan.limits] if plan else []}
        if with_facts:
            node["facts"] = probe.facts
        nodes[alias] = node
    common = pf.common_env()
    first = next(iter(pf.plans.values()), None)
    data = {"schema_version": 1, "env": common, "reasons": {n: first.env[n].reason for n in common} if first else {},
            "findings": [f.as_json() for f in pf.all_findings()], "command": pf.command,
            "master_addr": pf.master_addr, "master_addr_source": pf.master_addr_source,
            "policy_files": list(pf.policy.files),
            "forwarded": sorted(pf.user_env), "nodes": nodes}
    return json.dumps(mask_json(data, _known(pf)), indent=2) + "\n"
