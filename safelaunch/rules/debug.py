"""NCCL_DEBUG: the decisive NCCL messages are WARN lines, printed only when it is set.

NCCL prints nothing below its level and the level defaults to none when NCCL_DEBUG is unset
(nccl src/debug.cc `ncclDebugInit`: NCCL_LOG_NONE unless NCCL_DEBUG names VERSION/WARN/INFO/...;
docs env.rst "NCCL_DEBUG"). Every NCCL failure explanation (`NCCL WARN ...`) is a WARN line, while
WARN prints nothing on a healthy run, so WARN costs nothing. PyTorch only appends "Last error:" with
ncclGetLastError (pt ProcessGroupNCCL.cpp / NCCLUtils.hpp `getNcclErrorDetailStr`), not the context
lines. PYTHONUNBUFFERED: CPython buffers stdout in 8 KiB blocks when it is not a terminal (docs
"sys.stdout": "block-buffered when not interactive"; -u / PYTHONUNBUFFERED disable it).
"""

from __future__ import annotations

from safelaunch.decisions import EnvSetting, Proposal
from safelaunch.rules.context import RuleInput


def debug_rule(ri: RuleInput) -> Proposal:
    out = Proposal()
    level = ri.policy.nccl_debug
    if level is not None and "NCCL_DEBUG" not in ri.user_env:
        out.env.append(EnvSetting(
            "NCCL_DEBUG", level,
            reason=("NCCL explains its failures only in WARN lines, which it prints only when NCCL_DEBUG "
                    "is set; WARN prints nothing while all is well" if level == "WARN"
                    else f"NCCL log level {level} was asked for"),
            evidence="NCCL_DEBUG is not set in the environment"))
    return out


def buffering_rule(ri: RuleInput) -> Proposal:
    """Python writes to a pipe in 8 KiB blocks; the tail of a crashing rank would be lost."""
    if "PYTHONUNBUFFERED" in ri.user_env:
        return Proposal()
    return Proposal(env=[EnvSetting(
        "PYTHONUNBUFFERED", "1",
        reason="ranks' output reaches safelaunch through a pipe; unbuffered, the last lines before a "
               "crash are not lost and lines from different ranks arrive in order",
        evidence="PYTHONUNBUFFERED is not set; output is captured through a pipe")])
