"""Settings already in the user's environment that are legacy, ignored or harmful: findings only,
never a change of the user's value.

Sources: NCCL_WORK_FIFO_DEPTH is read up to 2.21 and replaced by NCCL_WORK_FIFO_BYTES from 2.22
(nccl src/init.cc@v2.21.5-1 vs @v2.22.3-1; 512-byte work elements, src/include/device.h); PyTorch
reads TORCH_NCCL_ASYNC_ERROR_HANDLING / TORCH_NCCL_BLOCKING_WAIT first and the NCCL_-prefixed names
only as deprecated aliases (pt torch/csrc/distributed/c10d/ProcessGroupNCCL.hpp, the
TORCH_NCCL_* alias vectors); NCCL_TIMEOUT appears in neither NCCL nor PyTorch sources (the timeout
is init_process_group(timeout=...)); NCCL ignores NCCL_SOCKET_IFNAME values of one character or
less (nccl src/misc/socket.cc:353@v2.24.3-1, `strlen(env) > 1`); NCCL_P2P_DISABLE=1 turns off
P2P/NVLink for every pair (docs env.rst "NCCL_P2P_DISABLE").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from safelaunch.decisions import Finding, Proposal
from safelaunch.facts import mib
from safelaunch.rules.context import RuleInput


@dataclass(frozen=True)
class EnvCheck:
    name: str
    applies: Callable[[str], bool]
    message: Callable[[str], str]
    fix: str


def _int(value: str) -> int:
    try:
        return int(value)
    except ValueError:
        return -1


FIFO_DEFAULT = 64 << 10  # NCCL's default NCCL_WORK_FIFO_DEPTH up to 2.21
FIFO_ENTRY_BYTES = 512

CHECKS = (
    EnvCheck("NCCL_WORK_FIFO_DEPTH", lambda v: _int(v) > FIFO_DEFAULT,
             lambda v: f"NCCL_WORK_FIFO_DEPTH={v} pins {mib(_int(v) * FIFO_ENTRY_BYTES)} of host memory "
                       f"per communicator ({FIFO_ENTRY_BYTES}-byte entries; the default {FIFO_DEFAULT} "
                       f"uses {mib(FIFO_DEFAULT * FIFO_ENTRY_BYTES)}), and NCCL >= 2.22 ignores it.",
             "Unset it; on NCCL >= 2.22 use NCCL_WORK_FIFO_BYTES (default 1 MiB) if needed."),
    EnvCheck("NCCL_ASYNC_ERROR_HANDLING", lambda v: True,
             lambda v: "NCCL_ASYNC_ERROR_HANDLING is PyTorch's legacy name; PyTorch reads "
                       "TORCH_NCCL_ASYNC_ERROR_HANDLING first.",
             "Rename it to TORCH_NCCL_ASYNC_ERROR_HANDLING."),
    EnvCheck("NCCL_BLOCKING_WAIT", lambda v: True,
             lambda v: "NCCL_BLOCKING_WAIT is PyTorch's legacy name for TORCH_NCCL_BLOCKING_WAIT, which "
                       "slows training when enabled.",
             "Remove it (or rename it to TORCH_NCCL_BLOCKING_WAIT if you need blocking waits)."),
    EnvCheck("TORCH_NCCL_BLOCKING_WAIT", lambda v: v == "1",
             lambda v: "TORCH_NCCL_BLOCKING_WAIT=1 makes every wait() block the CPU; users report much "
                       "slower training.",
             "Unset it; the default async error handling detects hangs with little overhead."),
    EnvCheck("NCCL_TIMEOUT", lambda v: True,
             lambda v: "NCCL_TIMEOUT is not read by NCCL or PyTorch; it has no effect.",
             "Use init_process_group(timeout=...) or DEEPSPEED_TIMEOUT=<minutes>."),
    EnvCheck("NCCL_SOCKET_IFNAME", lambda v: len(v) <= 1,
             lambda v: f"NCCL_SOCKET_IFNAME={v!r} is ignored by NCCL (values of one character or less).",
             "Give an interface name or prefix, e.g. NCCL_SOCKET_IFNAME==eth0."),
    EnvCheck("NCCL_P2P_DISABLE", lambda v: v == "1",
             lambda v: "NCCL_P2P_DISABLE=1 turns NVLink/PCIe peer-to-peer off: intra-node bandwidth can "
                       "drop by one to two orders of magnitude on NVLink machines.",
             "Unset it unless P2P is known to be broken on this machine."),
)


def environment_rule(ri: RuleInput) -> Proposal:
    out = Proposal()
    for check in CHECKS:
        value = ri.user_env.get(check.name)
        if value is not None and check.applies(value):
            out.findings.append(Finding(f"env-{check.name.lower().replace('_', '-')}", "warning", ri.host,
                                        check.message(value), check.fix))
    return out
