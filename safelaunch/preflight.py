"""request -> facts (probe) -> plan (rules): everything before the launch, without side effects
beyond reading this host."""

from __future__ import annotations

import dataclasses
import shutil
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from safelaunch import probe
from safelaunch.cluster_preflight import ClusterPreflight, active_hosts, cluster_command, run_cluster_preflight
from safelaunch.facts import HostFacts
from safelaunch.job import job_shape
from safelaunch.plan import Finding, Plan
from safelaunch.policy import Policy, load_policy
from safelaunch.request import LaunchRequest
from safelaunch.rules import decide
from safelaunch.rules.context import JobShape


@dataclass(frozen=True)
class Preflight:
    request: LaunchRequest
    raw_facts: dict[str, Any]
    facts: HostFacts
    job: JobShape
    policy: Policy
    plan: Plan
    command: list[str]
    cluster: ClusterPreflight | None = None

    @property
    def blocking(self) -> list[Finding]:
        return self.cluster.blocking if self.cluster else self.plan.blocking

    @property
    def findings(self) -> list[Finding]:
        return self.cluster.all_findings() if self.cluster else self.plan.findings


def launcher_path(request: LaunchRequest) -> str:
    return shutil.which(request.runner) or request.runner


def launcher_command(request: LaunchRequest) -> list[str]:
    return [launcher_path(request), *request.launcher_argv()]


def run_preflight(request: LaunchRequest, environ: Mapping[str, str]) -> Preflight:
    policy = load_policy(request.config)
    user_env = dict(environ)
    if request.nccl_debug:
        # A level given on the command line is more explicit than one left in the environment.
        policy = dataclasses.replace(policy, nccl_debug=request.nccl_debug)
        user_env.pop("NCCL_DEBUG", None)
    provisional = job_shape(request, gpu_count=0)
    raw = probe.collect(provisional.master_addr, provisional.master_port,
                        check_port=provisional.check_master_port,
                        # Seams for hardware a test machine cannot have (documented in the README).
                        ib_sys_root=environ.get("SAFELAUNCH_FAKE_SYSFS", "/sys"),
                        proc_root=environ.get("SAFELAUNCH_FAKE_PROCFS", "/proc"))
    facts = HostFacts.from_probe(raw)
    job = job_shape(request, facts.gpu_count or 0)
    plan = decide(facts, job, policy, user_env)
    cluster = None
    hosts = active_hosts(request)
    if hosts is not None:
        # Multi-node: the plans that matter are the nodes'; only the local facts are shown for this host.
        cluster = run_cluster_preflight(request, hosts, policy, user_env, request.accept_new_host_keys,
                                        request.connect_timeout, request.probe_timeout)
    command = launcher_command(request)
    if cluster is not None:
        command = cluster_command(request, cluster, launcher_path(request))
    return Preflight(request, raw, facts, job, policy, plan, command, cluster)
