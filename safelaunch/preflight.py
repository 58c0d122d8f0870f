"""Everything before the launch, as ONE path for every kind of job:

request -> the hosts it runs on (this machine, or a hostfile's nodes) -> the master address the
launcher will really use -> each host's facts (in-process, over SSH, or replayed from a file) ->
each host's plan with the same rules and the environment that really reaches its ranks ->
cross-host rules. The local machine is a cluster of one host; nothing here has side effects
beyond reading hosts.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import ipaddress
import os
import shutil
import sys
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from safelaunch import delivery, slurm
from safelaunch.decisions import SEVERITY_ORDER, Finding, Plan, admit
from safelaunch.errors import UserError
from safelaunch.facts import HostFacts
from safelaunch.hosts import Hosts, job_hosts
from safelaunch.job import DEFAULT_MASTER_PORT, job_shape
from safelaunch.policy import Policy, load_policy
from safelaunch.remote import NodeProbe, ProbeSettings, SshTarget, config_includes, resolve_targets, resolved
from safelaunch.request import LaunchRequest, with_launcher_env
from safelaunch.rules import decide
from safelaunch.rules.cluster import (
    ClusterContext,
    cluster_decide,
    interface_settings,
    master_findings,
    user_interface_findings,
)
from safelaunch.rules.context import JobShape
from safelaunch.transport import (
    fake_roots,
    probe_here,
    probe_over_ssh,
    probe_over_ssh_pipelined,
    recorded_facts,
    replay,
)


@dataclass(frozen=True)
class Preflight:
    request: LaunchRequest
    policy: Policy
    hosts: Hosts
    master_addr: str
    master_addr_source: str  # how it was chosen, quoted in plans
    master_port: int
    probes: dict[str, NodeProbe]  # every host, reachable or not
    jobs: dict[str, JobShape]  # reachable hosts
    plans: dict[str, Plan]  # reachable hosts
    findings: list[Finding]  # about the job or the cluster, not one host's own facts
    user_env: dict[str, str]  # the user's variables that reach every rank (before each host's nccl.conf)
    targets: dict[str, SshTarget]
    settings: ProbeSettings
    script_path: str | None  # multi-node: where the per-node environment script goes on every node
    command: list[str]
    replayed_from: str | None = None

    @property
    def multi(self) -> bool:
        return self.hosts.multi

    def all_findings(self) -> list[Finding]:
        found = list(self.findings)
        for plan in self.plans.values():
            found += plan.findings
        return sorted(found, key=lambda f: SEVERITY_ORDER[f.severity])

    @property
    def blocking(self) -> list[Finding]:
        return [f for f in self.all_findings() if f.severity == "error"]

    # Views of the first host: for a local run, the one host there is.
    @property
    def raw_facts(self) -> dict[str, Any]:
        return self.probes[self.hosts.master].facts or {}

    @property
    def facts(self) -> HostFacts:
        return HostFacts.from_probe(self.raw_facts)

    @property
    def plan(self) -> Plan:
        return self.plans[self.hosts.master]

    @property
    def job(self) -> JobShape:
        return self.jobs[self.hosts.master]

    def common_env(self) -> dict[str, str]:
        """Variables with the same value on every node."""
        values = [p.env_values() for p in self.plans.values()]
        if not values:
            return {}
        return {k: v for k, v in values[0].items() if all(other.get(k) == v for other in values[1:])}


def launcher_path(request: LaunchRequest) -> str:
    """The launcher on PATH (the environment the user activated), else the one installed beside
    safelaunch's own interpreter (a venv used without activating it: .venv/bin/safelaunch)."""
    return (shutil.which(request.runner) or shutil.which(request.runner, path=os.path.dirname(sys.executable))
            or request.runner)


def job_interpreter(launcher: str) -> str:
    """The Python the launcher runs the job with: its script's shebang (`#!/venv/bin/python`, or
    `#!/usr/bin/env python3` resolved on PATH); this interpreter when it cannot be read. deepspeed's
    runner starts the ranks (and, over pdsh, every node's launcher) with its own sys.executable (ds
    launcher/runner.py, multinode_runner.py `PDSHRunner.get_cmd`); torchrun's workers use its own."""
    try:
        with open(launcher, "rb") as f:
            first = f.readline(512)
    except OSError:
        return sys.executable
    if not first.startswith(b"#!"):
        return sys.executable
    words = first[2:].decode(errors="replace").split()
    if not words:
        return sys.executable
    if os.path.basename(words[0]) == "env":
        rest = [w for w in words[1:] if not w.startswith("-")]
        return (shutil.which(rest[0]) or rest[0]) if rest else sys.executable
    return words[0]


def _sha256(path: str) -> str | None:
    try:
        with open(path, "rb") as f:
            return hashlib.sha256(f.read()).hexdigest()
    except OSError:
        return None


def _probe_error(name: str, p: NodeProbe) -> Finding:
    t = resolved(p.target)
    via = f"{t.user}@{t.hostname}:{t.port}" if t.port else "through srun"  # port 0: a Slurm node
    return Finding(f"ssh-{p.error_kind}", "error", name,
                   f"{name} ({via}) could not be probed: {p.error_kind} after "
                   f"{p.seconds:.1f} s: {p.error}", p.fix() if t.port else slurm.probe_fix(p))


def _is_loopback(addr: str) -> bool:
    try:
        return ipaddress.ip_address(addr.split("%")[0]).is_loopback
    except ValueError:
        return False


def deepspeed_master_address(facts: Mapping[str, Any]) -> str | None:
    """The address deepspeed would pick for the first host: the first word of `hostname -I` there.

    ds launcher/runner.py (0.19, `main`, when --master_addr is not given): runs
    ``ssh <first host> hostname -I`` and takes ``split()[0]``. `hostname -I` lists the host's
    addresses except loopback and IPv6 link-local; the probe reports the same list.
    """
    net = facts.get("network") or {}
    listed = [a for a in net.get("host_addresses") or [] if not _is_loopback(a)]
    if not listed:  # an older probe: take the interfaces' non-loopback addresses in order
        listed = [a for i in net.get("interfaces", []) if not i.get("loopback")
                  for a in i.get("addresses", []) if not _is_loopback(a) and not a.lower().startswith("fe80")]
    return listed[0] if listed else None


def _own_route(facts: dict[str, Any], addr: str) -> dict[str, Any]:
    """The master node's route to its own address: the interface that owns it."""
    owner = next((i["name"] for i in (facts.get("network") or {}).get("interfaces", [])
                  if addr in i.get("addresses", [])), None)
    return {"address": addr, "source_address": addr, "interface": owner, "resolved": [addr],
            "loopback": _is_loopback(addr)}


def _node_job(request: LaunchRequest, hosts: Hosts, name: str, master_addr: str, master_port: int) -> JobShape:
    slots = len(hosts.slots[name])
    given = str(request.values.get("nproc_per_node") or "")
    ranks, source = ((int(given), f"--nproc-per-node {given}") if request.runner == "torchrun" and given.isdigit()
                     else (slots, f"{slots} slots in the {hosts.source}"))
    return JobShape(request.runner, ranks, source, len(hosts.slots), master_addr, master_port,
                    check_master_port=name == hosts.master)


def _with_nccl_conf(user_env: Mapping[str, str], raw: Mapping[str, Any]) -> dict[str, str]:
    """What NCCL will see on that host: the delivered environment, then the host's nccl.conf files
    for names the environment does not set (NCCL's initEnv loads the files with setenv(..., 0):
    nccl src/misc/param.cc, `setEnvFile`)."""
    conf = (raw.get("nccl_conf") or {}).get("settings") or {}
    return {**{str(k): str(v) for k, v in conf.items()}, **user_env}


def _nccl_conf_findings(name: str, raw: Mapping[str, Any], delivered: Mapping[str, str]) -> list[Finding]:
    files = (raw.get("nccl_conf") or {}).get("files") or []
    out = []
    for f in files:
        settings = f.get("settings") or {}
        if not settings:
            continue
        shown = ", ".join(f"{k}={v}" for k, v in settings.items())
        shadowed = [k for k in settings if k in delivered]
        extra = f" (the environment overrides {', '.join(shadowed)})" if shadowed else ""
        out.append(Finding("nccl-conf-file", "info", name,
                           f"NCCL reads {f.get('path')} on {name}: {shown}{extra}. safelaunch treats these as your "
                           "own settings and never contradicts them.",
                           f"Edit {f.get('path')} to change them."))
    return out


def run_preflight(request: LaunchRequest, environ: Mapping[str, str], facts_file: str | None = None) -> Preflight:
    request = with_launcher_env(request, environ)
    policy = load_policy(request.config, environ)
    environ = dict(environ)
    if request.nccl_debug:
        # A level given on the command line is more explicit than one left in the environment.
        policy = dataclasses.replace(policy, nccl_debug=request.nccl_debug)
        environ.pop("NCCL_DEBUG", None)
    recorded = recorded_facts(facts_file) if facts_file else None
    hosts = job_hosts(request, environ)
    if recorded is not None and len(recorded) > 1 and hosts.local:
        hosts = Hosts(OrderedDict((n, list(range(max(1, int((f.get("gpus") or {}).get("count") or 1)))))
                                  for n, f in recorded.items()), f"facts file {facts_file}", local=False)
    findings: list[Finding] = []
    user_env = delivery.delivered_user_env(request, environ, hosts)
    base = ProbeSettings(request.connect_timeout, request.probe_timeout, request.accept_new_host_keys,
                         fanout=request.fanout)
    script = os.path.abspath(request.script) if request.script and request.script_is_file() else None
    cwd = os.getcwd()

    python = job_interpreter(launcher_path(request))
    base = dataclasses.replace(base, python=python)
    if hosts.local:
        provisional = job_shape(request, gpu_count=0)
        options: dict[str, Any] = {"master_addr": provisional.master_addr, "master_port": provisional.master_port,
                                   "check_port": provisional.check_master_port, "python": python}
        name = hosts.master
        if recorded is not None:
            name, raw = next(iter(recorded.items()))
            hosts = Hosts(OrderedDict([(name, [0])]), f"facts file {facts_file}", local=True)
            probes = {name: replay(name, raw)}
        else:
            probes = {name: probe_here(name, options)}
        raw = probes[name].facts or {}
        job = job_shape(request, HostFacts.from_probe(raw).gpu_count or 0)
        master_addr, master_source, master_port = job.master_addr, "the launcher's default", job.master_port
        if request.values.get("master_addr"):
            master_source = "given on the command line"
        jobs = {name: job}
        targets: dict[str, SshTarget] = {}
    else:
        master_port = int(str(request.values.get("master_port") or DEFAULT_MASTER_PORT))
        given = request.values.get("master_addr")
        ssh_port = request.values.get("ssh_port")
        if hosts.slurm is not None:  # the srun transport: nodes by their Slurm names, no SSH settings
            targets = {n: SshTarget(n, n, 0, "") for n in hosts.names}
            probe_nodes: Any = functools.partial(slurm.probe_over_srun, hosts.slurm)
        else:
            targets = {} if recorded is not None else {t.alias: t for t in resolve_targets(
                hosts.names, ssh_port if isinstance(ssh_port, int) else None)}
            probe_nodes = probe_over_ssh

        def settings_for(addr: str | None) -> Any:
            def make(t: SshTarget) -> ProbeSettings:
                opts: dict[str, Any] = {"master_addr": addr, "master_port": master_port,
                                        "check_port": t.alias == hosts.master,
                                        "paths": [p for p in (script, python, cwd) if p],
                                        **fake_roots(environ)}
                return dataclasses.replace(base, options=opts)
            return make

        if recorded is not None:
            missing = [n for n in hosts.names if n not in recorded]
            if missing:
                raise UserError(f"The facts file {facts_file} has no facts for {', '.join(missing)} (it has "
                                f"{', '.join(recorded)}).")
            probes = {n: replay(n, recorded[n]) for n in hosts.names}
        elif given:
            probes = probe_nodes([targets[n] for n in hosts.names], settings_for(str(given)))
        elif probe_nodes is probe_over_ssh:
            # deepspeed asks the first host for its address (`hostname -I`) before anything starts; so does
            # this, through the probe, while the others are probed at once and get that address when known.
            def address_of(p: NodeProbe) -> str:
                found = deepspeed_master_address(p.facts) if p.facts else None
                return found or resolved(targets[hosts.master]).hostname

            rest = [targets[n] for n in hosts.names if n != hosts.master]
            probes = probe_over_ssh_pipelined(targets[hosts.master], rest, settings_for, address_of)
        else:
            # deepspeed asks the first host for its address (`hostname -I`) before anything starts;
            # so does this, through the probe, and then probes the others against that address.
            probes = probe_nodes([targets[hosts.master]], settings_for(None))
        first = probes.get(hosts.master)
        if given:
            master_addr, master_source = str(given), "given on the command line"
        else:
            chosen = deepspeed_master_address(first.facts) if first and first.facts else None
            master_addr = chosen or (resolved(targets[hosts.master]).hostname if targets else hosts.master)
            master_source = (f"the first address `hostname -I` prints on {hosts.master}, as deepspeed picks it"
                             if chosen else f"the name of {hosts.master} (its address could not be read)")
            if first and first.facts and chosen:
                net = first.facts.setdefault("network", {})
                if not net.get("route_to_master"):
                    net["route_to_master"] = _own_route(first.facts, chosen)
            if recorded is None and probe_nodes is not probe_over_ssh:
                rest = [targets[n] for n in hosts.names if n != hosts.master]
                probes.update(probe_nodes(rest, settings_for(master_addr)) if rest else {})
        probes = {n: probes[n] for n in hosts.names}
        findings += [_probe_error(n, p) for n, p in probes.items() if p.facts is None]
        if config_includes() and hosts.slurm is None and shutil.which("ssh") is None:
            findings.append(Finding("ssh-config-include", "warning", "localhost",
                                    "~/.ssh/config uses Include, and without the OpenSSH client (`ssh -G`) safelaunch "
                                    "reads the config with paramiko, which ignores Include; hosts defined in "
                                    "included files resolve without their settings.",
                                    "Install openssh-client (pdsh needs it anyway), or move the Host entries into "
                                    "~/.ssh/config itself."))
        findings += [] if hosts.slurm else delivery.launcher_findings(request)
        jobs = {n: _node_job(request, hosts, n, master_addr, master_port) for n, p in probes.items() if p.facts}

    plans: dict[str, Plan] = {}
    host_env: dict[str, dict[str, str]] = {}
    for name, job in jobs.items():
        raw = probes[name].facts or {}
        host_env[name] = _with_nccl_conf(user_env, raw)
        # Findings name the node as the user wrote it (the hostfile alias), which they can act on.
        facts = HostFacts.from_probe({**raw, "host": name} if hosts.multi else raw)
        plan = plans[name] = decide(facts, job, policy, host_env[name])
        plan.findings.extend(_nccl_conf_findings(name, raw, user_env))
        plan.findings.extend(user_interface_findings(name, raw, host_env[name]))
        if hosts.local and job.nnodes > 1 and not _is_loopback(job.master_addr):
            # One node of a job whose other nodes are started elsewhere (a scheduler runs one launcher
            # per node): the same network rules, against the master it was given.
            settings, route_findings = interface_settings(name, raw, job.master_addr, host_env[name])
            plan.findings.extend(route_findings)
            for s in settings:
                admit(s, plan.env, plan.findings, host_env[name], policy.overrides, name)
    if hosts.multi or any(j.nnodes > 1 for j in jobs.values()):
        findings += master_findings(master_addr, master_source, hosts.multi)
    if hosts.multi:
        ctx = ClusterContext(hosts.master, master_addr, {n: len(s) for n, s in hosts.slots.items()}, script,
                             _sha256(script) if script else None, python, cwd)
        reachable = {n: probes[n].facts or {} for n in jobs}
        findings += cluster_decide(reachable, plans, ctx, host_env, policy.overrides)
        findings += delivery.deepspeed_env_overrides(request, plans)
    script_path = delivery.script_path() if hosts.multi else None
    command = delivery.launch_command(request, launcher_path(request), hosts, master_addr, script_path)
    return Preflight(request, policy, hosts, master_addr, master_source, master_port, probes, jobs, plans,
                     findings, user_env, targets, base, script_path, command, facts_file)
