"""What every rule receives: one host's facts, the job's shape, the policy and the user's environment."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from safelaunch.facts import HostFacts
from safelaunch.policy import Policy


@dataclass(frozen=True)
class JobShape:
    runner: str  # "deepspeed" | "torchrun"
    local_ranks: int
    local_ranks_source: str  # how the count was found, quoted in reasons
    nnodes: int
    master_addr: str
    master_port: int
    check_master_port: bool  # False when the launcher picks its own port (torchrun --standalone)


@dataclass(frozen=True)
class RuleInput:
    facts: HostFacts
    job: JobShape
    policy: Policy
    user_env: Mapping[str, str]

    @property
    def host(self) -> str:
        return self.facts.host

    @property
    def nccl_in_use(self) -> bool:
        """NCCL only runs where there are GPUs; CPU jobs use Gloo and ignore NCCL_* variables."""
        return bool(self.facts.gpu_count)


def container_fix(kind: str | None, docker: str, kubernetes: str, bare: str) -> str:
    """The fix for the environment that was detected, falling back to all three when unknown."""
    if kind == "kubernetes":
        return kubernetes
    if kind in ("docker", "podman"):
        return docker
    if kind is None:
        return bare
    return f"{docker} On Kubernetes: {kubernetes}"
