"""InfiniBand/RoCE usability and the memlock limit NCCL needs to register memory (section 2)."""

from __future__ import annotations

from safelaunch.facts import mib
from safelaunch.plan import EnvSetting, Finding, LimitChange, Proposal
from safelaunch.rules.context import RuleInput, container_fix

IB_COST = ("inter-node traffic moves from RDMA to TCP sockets on the IP interface: typically 4x to more "
           "than 100x slower collectives between nodes; intra-node traffic is unaffected")


def _limit(value: int | None) -> str:
    return "unlimited" if value is None else mib(value) if value >= 1 << 20 else f"{value // 1024} KiB"


def ib_rule(ri: RuleInput) -> Proposal:
    out = Proposal()
    ib, memlock, caps = ri.facts.infiniband, ri.facts.memlock, ri.facts.capabilities
    if ib is None or not ib.device_names:
        return out  # no HCA: NCCL uses sockets by itself, nothing to decide
    user_disabled = ri.user_env.get("NCCL_IB_DISABLE") == "1"
    usable = [p for p in ib.ports if p.usable]
    if not usable:
        states = "; ".join(p.describe() for p in ib.ports) or "no ports listed"
        out.env.append(EnvSetting(
            "NCCL_IB_DISABLE", "1",
            reason="InfiniBand devices exist but no port is usable, so NCCL cannot use IB here",
            evidence=f"/sys/class/infiniband: {states}",
            cost="none measurable: no IB port is usable on this host"))
        out.findings.append(Finding(
            "ib-no-usable-port", "warning", ri.host,
            f"No InfiniBand port is ACTIVE with link up ({states}); the job will use TCP sockets.",
            "Check cabling and the subnet manager (`ibstat`, `sminfo`); a usable port reads "
            "`4: ACTIVE` and `5: LinkUp`."))
        return out
    if not ib.libibverbs_loads:
        out.findings.append(Finding(
            "ibverbs-missing", "warning", ri.host,
            f"{len(usable)} IB port(s) are ACTIVE but libibverbs.so.1 does not load "
            f"({ib.libibverbs_error}); NCCL will silently fall back to TCP sockets.",
            "Install rdma-core / libibverbs1 and the provider (libmlx5) in this image."))
    if memlock is not None:
        if memlock.soft is not None and memlock.soft != memlock.hard:
            out.limits.append(LimitChange(
                "memlock", memlock.hard,
                f"raise the soft memlock limit {_limit(memlock.soft)} to the hard limit "
                f"{_limit(memlock.hard)} so NCCL can register IB memory (no root, no cost)"))
        too_low = memlock.hard is not None and memlock.hard < ri.policy.memlock_min_bytes
        if too_low and not (caps and caps.ipc_lock):
            fix = container_fix(
                ri.facts.container_kind,
                docker="Start the container with `--ulimit memlock=-1` (or `--cap-add IPC_LOCK`).",
                kubernetes="Add `securityContext.capabilities.add: [IPC_LOCK]` to the container, or raise "
                           "memlock in the container runtime's default ulimits.",
                bare="Set `* soft memlock unlimited` and `* hard memlock unlimited` in "
                     "/etc/security/limits.conf and log in again.")
            evidence = (f"RLIMIT_MEMLOCK hard limit {_limit(memlock.hard)} < "
                        f"{_limit(ri.policy.memlock_min_bytes)}, no CAP_IPC_LOCK; "
                        f"usable IB ports: {', '.join(f'{p.device}:{p.port}' for p in usable)}")
            if not user_disabled:
                out.env.append(EnvSetting(
                    "NCCL_IB_DISABLE", "1",
                    reason="NCCL would fail registering memory with InfiniBand (ibv_reg_mr / ibv_create_qp)",
                    evidence=evidence, cost=IB_COST))
            out.findings.append(Finding(
                "memlock-too-low", "warning", ri.host,
                f"InfiniBand is usable but the memlock limit cannot be raised enough ({evidence}); "
                "safelaunch disabled IB so the job runs, at socket speed.", fix))
            return out
    if user_disabled:
        out.findings.append(Finding(
            "ib-disabled-by-user", "warning", ri.host,
            f"NCCL_IB_DISABLE=1 is set although {len(usable)} IB port(s) are usable "
            f"({', '.join(p.describe() for p in usable)}); inter-node traffic will use TCP.",
            f"Unset NCCL_IB_DISABLE unless this is deliberate (cost: {IB_COST})."))
    return out
