"""Decision rules: pure functions from facts, job shape and policy to a plan."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from safelaunch.decisions import Finding, Plan, Proposal, assemble
from safelaunch.facts import HostFacts
from safelaunch.policy import Policy
from safelaunch.rules.cma import cma_rule
from safelaunch.rules.context import JobShape, RuleInput
from safelaunch.rules.debug import buffering_rule, debug_rule
from safelaunch.rules.environment import environment_rule
from safelaunch.rules.infiniband import ib_rule
from safelaunch.rules.ports import port_rule
from safelaunch.rules.shm import shm_rule

Rule = Callable[[RuleInput], Proposal]
RULES: tuple[Rule, ...] = (shm_rule, ib_rule, cma_rule, debug_rule, buffering_rule, environment_rule,
                           port_rule)

__all__ = ["RULES", "JobShape", "RuleInput", "decide"]


def _probe_errors(facts: HostFacts) -> Proposal:
    return Proposal(findings=[
        Finding("probe-error", "warning", facts.host,
                f"Could not read {err}; rules that need it were skipped.",
                "Report this with `safelaunch doctor --json` output.")
        for err in facts.probe_errors])


def decide(facts: HostFacts, job: JobShape, policy: Policy, user_env: Mapping[str, str]) -> Plan:
    ri = RuleInput(facts, job, policy, user_env)
    proposals = [rule(ri) for rule in RULES]
    proposals.append(_probe_errors(facts))
    return assemble(proposals, user_env, policy.overrides, facts.host)
