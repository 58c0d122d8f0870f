"""Shared test helpers: recorded facts, and running the real `safelaunch` command."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

from safelaunch.facts import HostFacts
from safelaunch.policy import Policy
from safelaunch.rules import decide
from safelaunch.rules.context import JobShape

ROOT = Path(__file__).resolve().parent.parent
FACTS = Path(__file__).resolve().parent / "facts"
BIN = Path(__file__).resolve().parent / "bin"
EXAMPLE = ROOT / "examples" / "train_cpu.py"
DS_CONFIG = ROOT / "examples" / "ds_config.json"


def recorded(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((FACTS / f"{name}.json").read_text())
    return data


def job(local_ranks: int = 8, nnodes: int = 1, runner: str = "deepspeed") -> JobShape:
    return JobShape(runner, local_ranks, f"--num_gpus {local_ranks}", nnodes, "127.0.0.1", 29500, True)


def plan_for(name: str, *, local_ranks: int = 8, user_env: dict[str, str] | None = None,
             policy: Policy | None = None, nnodes: int = 1) -> Any:
    facts = HostFacts.from_probe(recorded(name))
    return decide(facts, job(local_ranks, nnodes), policy or Policy(), user_env or {})


def clean_env(**extra: str) -> dict[str, str]:
    """The test process's environment without variables safelaunch decides about."""
    env = {k: v for k, v in os.environ.items()
           # SLURM_*: a suite run inside a Slurm job must not turn every launch into an allocation run
           if not k.startswith(("NCCL_", "GLOO_", "PSM3_", "FI_", "OMPI_", "UCX_", "I_MPI_", "SLURM_"))
           and k not in ("PYTHONUNBUFFERED", "MASTER_PORT", "MASTER_ADDR")}
    env.update(extra)
    return env


def safelaunch(*args: str, env: dict[str, str] | None = None, timeout: float = 180,
               prefix: tuple[str, ...] = (), cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Run the real command (as an installed user would), capturing its output."""
    cmd = [*prefix, sys.executable, "-m", "safelaunch", *args]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env or clean_env(),
                          cwd=cwd or ROOT)


def no_traceback(result: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in result.stdout + result.stderr, result.stderr


def free_port() -> int:
    """A TCP port that was free a moment ago (for a master port)."""
    with socket.socket() as s:
        s.bind(("", 0))
        port: int = s.getsockname()[1]
    return port
