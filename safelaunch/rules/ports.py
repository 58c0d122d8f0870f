"""The rendezvous (master) port must be free where the master listens."""

from __future__ import annotations

from safelaunch.decisions import Finding, Proposal
from safelaunch.rules.context import RuleInput


def port_rule(ri: RuleInput) -> Proposal:
    out = Proposal()
    port = ri.facts.master_port
    if port is None or port.free or not ri.job.check_master_port:
        return out
    owner = (f" by {port.owner_command or 'a process'} (pid {port.owner_pid})"
             if port.owner_pid else "")
    option = "--master_port" if ri.job.runner == "deepspeed" else "--master-port"
    alternative = f"{option} {port.free_alternative}" if port.free_alternative else f"another {option}"
    out.findings.append(Finding(
        "master-port-busy", "error", ri.host,
        f"The master port {port.port} is already in use{owner} ({port.error}); the rendezvous would fail "
        "with `Address already in use` or join the wrong job.",
        f"Pass {alternative} (free now), or stop the process holding port {port.port}."))
    return out
