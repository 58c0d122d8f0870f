"""What safelaunch decided, as data: environment settings, limit changes and findings.

Rules propose; ``assemble`` applies the precedence that users rely on
(their own environment is never overridden; a policy file can forbid, force or
pin a variable) and turns every disagreement into a finding instead of a silent
choice.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Literal

Severity = Literal["error", "warning", "info"]
SEVERITY_ORDER: dict[str, int] = {"error": 0, "warning": 1, "info": 2}


@dataclass(frozen=True)
class EnvSetting:
    name: str
    value: str
    reason: str  # why, in plain words
    evidence: str  # the measured fact it rests on
    cost: str | None = None  # what it costs, for settings that give up bandwidth


@dataclass(frozen=True)
class Finding:
    id: str
    severity: Severity
    host: str
    message: str
    fix: str

    def as_json(self) -> dict[str, str]:
        return {"id": self.id, "severity": self.severity, "host": self.host,
                "message": self.message, "fix": self.fix}


@dataclass(frozen=True)
class LimitChange:
    """Raise a soft resource limit for the launcher and everything it starts (no root needed)."""

    resource: str  # "memlock" | "nofile"
    soft: int | None  # new soft limit; None = unlimited
    reason: str


@dataclass
class Proposal:
    """What one rule wants; rules only ever return these."""

    env: list[EnvSetting] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    limits: list[LimitChange] = field(default_factory=list)


@dataclass(frozen=True)
class PolicyOverrides:
    forbid: frozenset[str] = frozenset()
    force: Mapping[str, str] = field(default_factory=dict)
    pin: Mapping[str, str] = field(default_factory=dict)
    source: str = "policy"


@dataclass
class Plan:
    env: dict[str, EnvSetting]
    findings: list[Finding]
    limits: list[LimitChange]

    @property
    def blocking(self) -> list[Finding]:
        return [f for f in self.findings if f.severity == "error"]

    def env_values(self) -> dict[str, str]:
        return {name: s.value for name, s in self.env.items()}


def admit(s: EnvSetting, env: dict[str, EnvSetting], findings: list[Finding], user_env: Mapping[str, str],
          overrides: PolicyOverrides, host: str) -> None:
    """Add a rule's setting to ``env`` unless the policy or the user's environment decides otherwise.

    The one place for this precedence: policy pin/forbid, then the user's own value, then the rule.
    Every setting that is not applied for such a reason becomes a finding.
    """
    if s.name in overrides.pin:
        return  # the pinned value goes in regardless
    if s.name in overrides.forbid:
        findings.append(Finding(
            "policy-forbids", "warning", host,
            f"{s.name}={s.value} was not set on {host} because {overrides.source} forbids it, although: "
            f"{s.reason} ({s.evidence}).",
            f"Fix the cause, or remove {s.name} from `forbid` in {overrides.source}."))
        return
    if s.name in user_env:
        if user_env[s.name] != s.value:
            findings.append(Finding(
                "user-env-conflict", "warning", host,
                f"You set {s.name}={user_env[s.name]!r}; safelaunch keeps it, but on {host} the facts call for "
                f"{s.name}={s.value}: {s.reason} ({s.evidence}).",
                f"Unset {s.name} to let safelaunch decide, or fix the cause."))
        return
    env.setdefault(s.name, s)


def assemble(proposals: Iterable[Proposal], user_env: Mapping[str, str], overrides: PolicyOverrides,
             host: str) -> Plan:
    env: dict[str, EnvSetting] = {}
    findings: list[Finding] = []
    limits: list[LimitChange] = []
    for p in proposals:
        findings.extend(p.findings)
        limits.extend(p.limits)
        for s in p.env:
            admit(s, env, findings, user_env, overrides, host)
    for name, value in overrides.force.items():
        if name in user_env:
            if user_env[name] != value:
                findings.append(Finding(
                    "user-env-conflict", "warning", host,
                    f"{overrides.source} forces {name}={value}, but your environment has "
                    f"{name}={user_env[name]!r}, which safelaunch keeps.",
                    f"Unset {name}, or use `pin` in {overrides.source} to override the environment."))
            continue
        env[name] = EnvSetting(name, value, f"forced by {overrides.source}", "policy file")
    for name, value in overrides.pin.items():
        env[name] = EnvSetting(name, value, f"pinned by {overrides.source} (overrides the environment)",
                               "policy file")
    findings.sort(key=lambda f: SEVERITY_ORDER[f.severity])
    return Plan(env, findings, limits)
