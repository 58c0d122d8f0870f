"""Cross-node rules: interfaces, IB consistency, same files and versions on every node.

Pure functions of every node's facts. Per-node values (an interface name) stay per node: a
single exported value is wrong when the names differ.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from safelaunch.decisions import EnvSetting, Finding, Plan, PolicyOverrides, admit
from safelaunch.facts import HostFacts
from safelaunch.rules.infiniband import network_transport, transport_consistency
from safelaunch.rules.interfaces import gloo_interfaces, nccl_bootstrap_interface, validate_user_value

NO_OVERRIDES = PolicyOverrides()


@dataclass(frozen=True)
class ClusterContext:
    master: str  # hostfile alias of the master node
    master_addr: str
    slots: Mapping[str, int]
    script: str | None  # absolute path the ranks run
    script_sha256: str | None
    python: str
    cwd: str


def nccl_version(facts: Mapping[str, Any]) -> str | None:
    """The NCCL the ranks will load: the library file the probe found, else the pip package's version."""
    return (facts.get("nccl") or {}).get("version") or (facts.get("packages") or {}).get("nccl")


def _route(facts: dict[str, Any]) -> dict[str, Any]:
    return (facts.get("network") or {}).get("route_to_master") or {}


def _loopback(addr: str | None) -> bool:
    try:
        return addr is not None and ipaddress.ip_address(addr.split("%")[0]).is_loopback
    except ValueError:
        return False


def master_findings(master_addr: str, how: str, multi: bool) -> list[Finding]:
    """A loopback master address in a job that spans nodes is an error.

    Every rank connects to MASTER_ADDR for the rendezvous store (pt torch/distributed/rendezvous.py
    `_env_rendezvous_handler`, TCPStore); on another node 127.0.0.1/::1 is that node itself, so its
    ranks wait until the timeout. deepspeed never picks one itself (`hostname -I` lists no loopback
    address; ds launcher/runner.py:495-515), but a name in /etc/hosts mapped to 127.0.1.1 (Debian's
    default for the machine's own name) or an explicit --master_addr can give one.
    """
    if not _loopback(master_addr):
        return []
    where = "the hostfile's nodes" if multi else "--nnodes > 1 nodes"
    return [Finding("master-loopback", "error", "localhost",
                    f"The master address {master_addr} ({how}) is a loopback address, but the job spans "
                    f"{where}: ranks on other nodes would connect to themselves and hang until the timeout.",
                    "Pass --master_addr (deepspeed) / --master-addr (torchrun) with the first node's address on "
                    "the network the nodes share (e.g. from `hostname -I` on it), or fix /etc/hosts so its name "
                    "does not map to 127.0.1.1.")]


def interface_settings(alias: str, facts: dict[str, Any], master_addr: str,
                       env: Mapping[str, str]) -> tuple[list[EnvSetting], list[Finding]]:
    """The interface that reaches the master, pinned for NCCL and Gloo only where they would pick another.

    NCCL's bootstrap (and rank 0's advertised address in the unique id: nccl bootstrap.cc:96-120,
    :412@2.24.3) uses the first interface of its default order (socket.cc ncclFindInterfaces), not
    the one that routes to MASTER_ADDR. Gloo's default device binds the first address the hostname
    resolves to that can be bound (pt ProcessGroupGloo.cpp `createDefaultDevice`,
    `doesHostnameResolveToUsableAddress`); a loopback answer (Debian maps the machine's own name to
    127.0.1.1) makes peers connect to themselves. A loopback interface is never pinned.
    """
    net = facts.get("network") or {}
    route = _route(facts)
    iface = route.get("interface")
    if not iface:
        why = route.get("error") or "no local interface owns the source address"
        return [], [Finding("master-unreachable", "error", alias,
                            f"No route from {alias} to the master address {master_addr}: {why}.",
                            f"Check that {alias} can reach {master_addr} (ip route get {master_addr}), "
                            "or pass --master_addr with an address every node can reach.")]
    interfaces = net.get("interfaces", [])
    entry: dict[str, Any] = next((i for i in interfaces if i.get("name") == iface), {})
    if entry.get("loopback") or iface == "lo" or _loopback(route.get("source_address")):
        return [], [Finding("master-via-loopback", "error", alias,
                            f"On {alias}, the master address {master_addr} is reached through the loopback "
                            f"interface {iface}: {alias} takes that address for its own, so ranks elsewhere cannot "
                            "reach it through it.",
                            "Pass --master_addr with the master node's address on the network the nodes share.")]
    settings = []
    fact = f"on {alias}, the route to the master {master_addr} leaves via {iface} ({route.get('source_address')})"
    version = nccl_version(facts)
    pick = nccl_bootstrap_interface(None, interfaces, version, env.get("NCCL_SOCKET_FAMILY"))
    if pick is None or pick.name != iface:
        settings.append(EnvSetting(
            "NCCL_SOCKET_IFNAME", f"={iface}",
            reason="NCCL's bootstrap would pick another interface than the one that routes to the master",
            evidence=f"{fact}; NCCL {version or '(version unknown: newest behaviour assumed)'}'s default order "
                     f"picks {pick.name + ' (' + pick.address + ')' if pick else 'nothing'}"))
    host_addrs = net.get("hostname_addresses") or net.get("fqdn_addresses") or []
    # An older probe has no gloo_address: the first resolved address is what Gloo tries first.
    gloo = net.get("gloo_address") if "gloo_address" in net else host_addrs[0] if host_addrs else None
    device = gloo_interfaces(None, interfaces, host_addrs, gloo).devices[0]
    if device.loopback or device.interface != iface:
        resolved = ", ".join(host_addrs) or f"nothing ({net.get('hostname_error') or 'no address'})"
        settings.append(EnvSetting(
            "GLOO_SOCKET_IFNAME", iface,
            reason="Gloo binds to the first address the hostname resolves to, which is not on the interface "
                   "that reaches the other nodes",
            evidence=f"hostname {net.get('hostname')} resolves to {resolved} (Gloo would use "
                     f"{device.address or 'loopback'} on {device.interface or 'no interface'}); {fact}"))
    return settings, []


def user_interface_findings(alias: str, facts: Mapping[str, Any], env: Mapping[str, str]) -> list[Finding]:
    """NCCL_SOCKET_IFNAME / GLOO_SOCKET_IFNAME as they will reach this host, checked against its interfaces
    with each library's own matching (see rules/interfaces.py). A value that matches nothing is an
    error (NCCL: `Bootstrap : no socket interface found`; Gloo: `Unable to find address for`); on a
    host without GPUs NCCL is not used, so NCCL problems are warnings there."""
    interfaces = (facts.get("network") or {}).get("interfaces")
    if not interfaces:
        return []
    gpus = bool((facts.get("gpus") or {}).get("count"))
    out = []
    for var in ("NCCL_SOCKET_IFNAME", "GLOO_SOCKET_IFNAME"):
        value = env.get(var)
        if value is None:
            continue
        for p in validate_user_value(var, value, interfaces, nccl_version(facts),
                                     env.get("NCCL_SOCKET_FAMILY")):
            if p.code == "ifname-ignored" and var == "NCCL_SOCKET_IFNAME":
                continue  # rules/environment.py reports it (env-nccl-socket-ifname) on every host
            severity = p.severity if gpus or var.startswith("GLOO") else "warning"
            out.append(Finding(p.code, severity, alias, f"{var}={value!r} on {alias}: {p.message}",
                               f"Set {var} to an interface {alias} has (or unset it and let safelaunch decide)."))
    return out


def _file_findings(alias: str, facts: dict[str, Any], ctx: ClusterContext) -> list[Finding]:
    paths = facts.get("paths") or {}
    out = []
    if ctx.script:
        entry = paths.get(ctx.script, {})
        if not entry.get("exists"):
            out.append(Finding("script-missing", "error", alias,
                               f"The training script {ctx.script} does not exist on {alias}; its ranks would die "
                               "with FileNotFoundError / can't open file.",
                               f"Copy it to the same path on {alias} (rsync -a {ctx.script} {alias}:{ctx.script}) "
                               "or put the code on a filesystem every node mounts."))
        elif ctx.script_sha256 and entry.get("sha256") != ctx.script_sha256:
            out.append(Finding("script-differs", "warning", alias,
                               f"{ctx.script} on {alias} differs from the launching node's copy (sha256).",
                               "Sync the code to every node before launching."))
    if not (paths.get(ctx.cwd) or {}).get("is_dir"):
        out.append(Finding("cwd-missing", "error", alias,
                           f"The working directory {ctx.cwd} does not exist on {alias}; deepspeed runs "
                           f"`cd {ctx.cwd}` there before starting the ranks.",
                           f"Create it on {alias} or launch from a directory every node has."))
    if not (paths.get(ctx.python) or {}).get("exists"):
        out.append(Finding("python-missing", "error", alias,
                           f"{ctx.python}, the interpreter deepspeed starts the ranks with, does not exist on "
                           f"{alias}.",
                           "Install the same Python environment at the same path on every node."))
    return out


def _versions(nodes: Mapping[str, dict[str, Any]]) -> list[Finding]:
    out = []
    for pkg in ("torch", "deepspeed", "nccl"):
        seen = {alias: (f.get("packages") or {}).get(pkg) for alias, f in nodes.items()}
        if len(set(seen.values())) > 1:
            listing = ", ".join(f"{a}: {v or 'absent'}" for a, v in seen.items())
            out.append(Finding("version-mismatch", "warning", ",".join(seen),
                               f"{pkg} differs across nodes ({listing}).",
                               f"Install the same {pkg} version on every node."))
    return out


def _hostnames(nodes: Mapping[str, dict[str, Any]]) -> list[Finding]:
    by_name: dict[str, list[str]] = {}
    for alias, f in nodes.items():
        by_name.setdefault(str(f.get("host")), []).append(alias)
    return [Finding("duplicate-hostname", "error", ",".join(aliases),
                    f"Nodes {', '.join(aliases)} all report the hostname {name}; NCCL would treat them as one host "
                    "and safelaunch cannot give them different environments.",
                    "Give every node a distinct hostname (docker run --hostname / pod hostname).")
            for name, aliases in by_name.items() if len(aliases) > 1]


def _network_consistency(nodes: Mapping[str, dict[str, Any]], host_env: Mapping[str, Mapping[str, str]]
                         ) -> list[Finding]:
    """NCCL picks one network per process without agreeing with the others: nodes that would end up on
    different networks (IB on some, sockets on others) cannot connect (see infiniband.transport_consistency).
    Only where NCCL runs: a job without GPUs uses Gloo."""
    if not any((f.get("gpus") or {}).get("count") for f in nodes.values()):
        return []
    return transport_consistency({alias: network_transport(HostFacts.from_probe(f), host_env.get(alias, {}))
                                  for alias, f in nodes.items()})


def cluster_decide(nodes: Mapping[str, dict[str, Any]], plans: dict[str, Plan], ctx: ClusterContext,
                   host_env: Mapping[str, Mapping[str, str]], overrides: PolicyOverrides = NO_OVERRIDES
                   ) -> list[Finding]:
    """Add cross-node settings to each node's plan (in place) and return the cluster-wide findings.

    ``host_env`` is, per node, the environment its ranks will really receive (what the delivery
    forwards, plus that node's nccl.conf): precedence is decided on that, not on the launching shell.
    """
    findings = _versions(nodes) + _hostnames(nodes) + _network_consistency(nodes, host_env)
    for alias, facts in nodes.items():
        plan = plans[alias]
        settings, route_findings = interface_settings(alias, facts, ctx.master_addr, host_env.get(alias, {}))
        plan.findings.extend(route_findings + _file_findings(alias, facts, ctx))
        for s in settings:
            admit(s, plan.env, plan.findings, host_env.get(alias, {}), overrides, alias)
        gpus = (facts.get("gpus") or {}).get("count") or 0
        if gpus and ctx.slots[alias] > gpus:
            plan.findings.append(Finding("slots-exceed-gpus", "error", alias,
                                         f"The hostfile gives {alias} {ctx.slots[alias]} slots but it has {gpus} GPUs.",
                                         f"Set `{alias} slots={gpus}` in the hostfile."))
    return findings
