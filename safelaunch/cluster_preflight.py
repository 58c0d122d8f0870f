"""Multi-node preflight: hostfile -> every node's facts over SSH -> a plan per node.

Also builds what delivers those plans: one shell script, identical on every node, that exports
each node's own values (chosen by the node's hostname) and records the remote job's process
group so that safelaunch can stop exactly what it started.
"""

from __future__ import annotations

import hashlib
import os
import secrets
import shlex
import socket
import sys
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from safelaunch.errors import UserError
from safelaunch.facts import HostFacts
from safelaunch.hostfile import read_hostfile, select_resources
from safelaunch.plan import Finding, Plan
from safelaunch.policy import Policy
from safelaunch.remote import NodeProbe, ProbeSettings, SshTarget, config_includes, probe_all, resolve_targets
from safelaunch.request import LaunchRequest
from safelaunch.rules import decide
from safelaunch.rules.cluster import ClusterContext, cluster_decide
from safelaunch.rules.context import JobShape

DEFAULT_HOSTFILE = "/job/hostfile"  # deepspeed's default


@dataclass(frozen=True)
class ClusterPreflight:
    hosts: OrderedDict[str, list[int]]
    master_addr: str
    targets: dict[str, SshTarget]
    probes: dict[str, NodeProbe]
    plans: dict[str, Plan]  # reachable nodes only
    findings: list[Finding]  # cluster-wide, including unreachable nodes
    settings: ProbeSettings
    script_path: str  # where the per-node environment script goes on every node

    def common_env(self) -> dict[str, str]:
        """Variables with the same value on every node."""
        values = [p.env_values() for p in self.plans.values()]
        if not values:
            return {}
        return {k: v for k, v in values[0].items() if all(other.get(k) == v for other in values[1:])}

    def all_findings(self) -> list[Finding]:
        found = list(self.findings)
        for plan in self.plans.values():
            found += plan.findings
        return sorted(found, key=lambda f: {"error": 0, "warning": 1, "info": 2}[f.severity])

    @property
    def blocking(self) -> list[Finding]:
        return [f for f in self.all_findings() if f.severity == "error"]


def active_hosts(request: LaunchRequest) -> OrderedDict[str, list[int]] | None:
    """The hosts the job runs on, or None when it runs on this machine only."""
    if request.runner == "torchrun":
        if request.hostfile is None:
            return None
        return select_resources(read_hostfile(request.hostfile))
    if request.values.get("no_ssh"):
        return None
    path = str(request.values.get("hostfile") or DEFAULT_HOSTFILE)
    if not os.path.isfile(path):
        if request.values.get("hostfile"):
            raise UserError(f"The hostfile {path} does not exist. Check --hostfile (deepspeed would silently run "
                            "on this machine only).")
        return None
    pool = read_hostfile(path)
    active = select_resources(pool, str(request.values.get("include") or ""),
                              str(request.values.get("exclude") or ""), int(str(request.values.get("num_nodes", -1))),
                              int(str(request.values.get("num_gpus", -1))))
    multi = len(active) > 1 or bool(request.values.get("force_multi"))
    return active if multi else None


def deepspeed_env_files() -> list[str]:
    """The .deepspeed_env files deepspeed's pdsh runner reads (home, then the working directory)."""
    name = os.environ.get("DS_ENV_FILE", ".deepspeed_env")
    return [p for p in (os.path.join(os.path.expanduser("~"), name), os.path.join(os.getcwd(), name))
            if os.path.isfile(p)]


def deepspeed_env_overrides(plans: dict[str, Plan], files: list[str]) -> list[Finding]:
    """deepspeed exports .deepspeed_env after our script: the user's values win; say where they differ."""
    found = []
    for path in files:
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                key, eq, value = line.rstrip("\n").partition("=")
                key = key.strip()
                if not eq:
                    continue
                differ = [a for a, plan in plans.items() if key in plan.env and plan.env[key].value != value]
                if differ:
                    decided = plans[differ[0]].env[key]
                    found.append(Finding("deepspeed-env-overrides", "warning", ",".join(differ),
                                         f"{path} sets {key}={value!r}, which deepspeed exports after safelaunch's "
                                         f"per-node value {decided.value!r} ({decided.reason}); yours wins.",
                                         f"Remove {key} from {path} to let safelaunch set it per node."))
    return found


def _local_ranks(request: LaunchRequest, slots: int) -> tuple[int, str]:
    given = str(request.values.get("nproc_per_node") or "")
    if request.runner == "torchrun" and given.isdigit():
        return int(given), f"--nproc-per-node {given}"
    return slots, f"{slots} slots in the hostfile"


def _sha256(path: str) -> str | None:
    try:
        with open(path, "rb") as f:
            return hashlib.sha256(f.read()).hexdigest()
    except OSError:
        return None


def _progress(done: int, total: int) -> None:
    if sys.stderr.isatty():
        end = "\n" if done == total else ""
        sys.stderr.write(f"\rsafelaunch: probing nodes over ssh: {done}/{total} done{end}")
        sys.stderr.flush()


def _master_addr(request: LaunchRequest, first: SshTarget) -> str:
    given = request.values.get("master_addr")
    if given:
        return str(given)
    try:
        return socket.gethostbyname(first.hostname)
    except OSError:
        raise UserError(f"Cannot resolve {first.hostname} (the first host, {first.alias}) to an address to use as "
                        "the master address. Pass --master_addr.") from None


def _probe_error(p: NodeProbe) -> Finding:
    return Finding(f"ssh-{p.error_kind}", "error", p.target.alias,
                   f"{p.target.alias} ({p.target.user}@{p.target.hostname}:{p.target.port}) could not be probed: "
                   f"{p.error_kind} after {p.seconds:.1f} s: {p.error}", p.fix())


def run_cluster_preflight(request: LaunchRequest, hosts: OrderedDict[str, list[int]], policy: Policy,
                          user_env: dict[str, str], accept_new_keys: bool, connect_timeout: float,
                          probe_timeout: float) -> ClusterPreflight:
    ssh_port = request.values.get("ssh_port")
    targets = resolve_targets(list(hosts), ssh_port if isinstance(ssh_port, int) else None)
    by_alias = {t.alias: t for t in targets}
    master = targets[0].alias
    master_addr = _master_addr(request, targets[0])
    master_port = int(str(request.values.get("master_port") or 29500))
    script = os.path.abspath(request.script) if request.script and request.script_is_file() else None
    cwd = os.getcwd()
    base = ProbeSettings(connect_timeout, probe_timeout, accept_new_keys)

    def settings_for(t: SshTarget) -> ProbeSettings:
        options: dict[str, Any] = {"master_addr": master_addr, "master_port": master_port,
                                   "check_port": t.alias == master,
                                   "paths": [p for p in (script, sys.executable, cwd) if p]}
        return ProbeSettings(connect_timeout, probe_timeout, accept_new_keys, options=options)

    probes = {p.target.alias: p for p in probe_all(targets, settings_for, _progress)}
    findings = [_probe_error(p) for p in probes.values() if p.facts is None]
    if config_includes():
        findings.append(Finding("ssh-config-include", "warning", "localhost",
                                "~/.ssh/config uses Include, which safelaunch's SSH library does not read; hosts "
                                "defined in included files resolve without their settings.",
                                "Move the Host entries for the cluster into ~/.ssh/config itself."))
    launcher = str(request.values.get("launcher") or "pdsh").lower()
    if launcher != "pdsh":
        findings.append(Finding("launcher-no-env-delivery", "error", "localhost",
                                f"safelaunch delivers per-node environments through deepspeed's --venv_script, which "
                                f"only the pdsh launcher sources; --launcher {launcher} would run without them.",
                                "Use the default pdsh launcher, or export the variables shown by --dry-run yourself "
                                "(--launch-anyway to start regardless)."))
    reachable = {a: p.facts for a, p in probes.items() if p.facts is not None}
    plans: dict[str, Plan] = {}
    for alias, raw in reachable.items():
        ranks, source = _local_ranks(request, len(hosts[alias]))
        job = JobShape(request.runner, ranks, source, len(hosts), master_addr, master_port,
                       check_master_port=alias == master)
        # Findings name the node as the hostfile does, which is what the user can act on.
        plans[alias] = decide(HostFacts.from_probe({**raw, "host": alias}), job, policy, user_env)
    ctx = ClusterContext(master, master_addr, {a: len(s) for a, s in hosts.items()}, script,
                         _sha256(script) if script else None, sys.executable, cwd)
    findings += cluster_decide(reachable, plans, ctx, user_env, policy.overrides)
    if request.runner == "deepspeed":
        findings += deepspeed_env_overrides(plans, deepspeed_env_files())
    script_path = f"/tmp/safelaunch-env-{os.getpid()}-{secrets.token_hex(4)}.sh"
    return ClusterPreflight(hosts, master_addr, by_alias, probes, plans, findings, base, script_path)


def cluster_command(request: LaunchRequest, cp: ClusterPreflight, launcher: str) -> list[str]:
    """deepspeed: its own argv plus our script as --venv_script (last, so argparse takes it; a
    --venv_script of the user's is sourced from ours). torchrun: pdsh runs our script on every node."""
    if request.runner == "torchrun":
        return ["pdsh", "-S", "-b", "-f", "1024", "-w", ",".join(cp.hosts), "/bin/sh", cp.script_path]
    tail = [request.script] if request.script is not None else []
    return [launcher, *request.launcher_args, "--venv_script", cp.script_path, *tail, *request.script_args]


def _torchrun_tail(request: LaunchRequest, cp: ClusterPreflight, launcher: str) -> list[str]:
    lines = [f"cd {shlex.quote(os.getcwd())} || exit 1"]
    ours = ["--nnodes", str(len(cp.hosts)), "--node-rank", "$NODE_RANK", "--master-addr", cp.master_addr,
            "--master-port", str(request.values.get("master_port") or 29500)]
    if not request.values.get("nproc_per_node"):
        ours += ["--nproc-per-node", "$NPROC"]
    # Ours after the user's options: argparse takes the last, and node rank/count must be ours.
    argv = [shlex.quote(launcher), *map(shlex.quote, request.launcher_args),
            *(a if a.startswith("$") else shlex.quote(a) for a in ours),
            *map(shlex.quote, [request.script or "", *request.script_args])]
    lines.append("exec " + " ".join(f'"{a}"' if a.startswith("$") else a for a in argv))
    return lines


def node_script(cp: ClusterPreflight, path: str, user_venv: str | None,
                torchrun: tuple[LaunchRequest, str] | None = None) -> str:
    """One script for every node: each node exports its own values, chosen by its hostname.

    For deepspeed it is sourced through --venv_script; for torchrun it also starts torchrun with
    the node's rank, so pdsh can run the same command everywhere.
    """
    how = "run by pdsh on every node, it starts torchrun" if torchrun else "sourced by deepspeed (--venv_script)"
    lines = [f"# Generated by safelaunch: per-node environment, {how}.",
             "# safelaunch records this shell's process group to stop exactly what it started."]
    if user_venv:
        lines.append(f". {shlex.quote(user_venv)}")
    lines.append(f"echo \"$$\" > {shlex.quote(path)}.\"$(hostname)\".pgid")
    lines.append('case "$(hostname)" in')
    for alias, plan in cp.plans.items():
        facts = cp.probes[alias].facts or {}
        exports = [f"export {n}={shlex.quote(s.value)}" for n, s in plan.env.items()]
        if torchrun:
            exports += [f"NODE_RANK={list(cp.hosts).index(alias)}", f"NPROC={len(cp.hosts[alias])}"]
        lines.append(f"  {shlex.quote(str(facts.get('host')))}) {'; '.join(exports) or ':'} ;;  # {alias}")
    missing = "exit 1" if torchrun else ":"
    lines.append(f'  *) echo "safelaunch: no environment for host $(hostname) in this script" >&2; {missing} ;;')
    lines.append("esac")
    if torchrun:
        lines += _torchrun_tail(torchrun[0], cp, torchrun[1])
    return "\n".join(lines) + "\n"
