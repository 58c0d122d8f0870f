"""The job's shape (ranks per node, nodes, master address and port) as the launcher will see it."""

from __future__ import annotations

import os

from safelaunch.hostfile import node_specs
from safelaunch.request import LaunchRequest
from safelaunch.rules.context import JobShape

DEFAULT_MASTER_PORT = 29500


def _int(value: object, default: int) -> int:
    return value if isinstance(value, int) else default


def _deepspeed_local_ranks(r: LaunchRequest, gpu_count: int) -> tuple[int, str]:
    num_gpus = _int(r.values.get("num_gpus"), -1)
    if num_gpus > 0:
        return num_gpus, f"--num_gpus {num_gpus}"
    include = str(r.values.get("include") or "")
    if include:
        for host, slots in node_specs(include, "--include").items():  # validated as deepspeed parses it
            if host in ("localhost", "127.0.0.1") and slots:
                return len(slots), f"--include {include}"
    if gpu_count > 0:
        return gpu_count, f"{gpu_count} GPUs found"
    return 1, "no GPU found and no --num_gpus: assumed 1"


def _torchrun_local_ranks(r: LaunchRequest, gpu_count: int) -> tuple[int, str]:
    raw = str(r.values.get("nproc_per_node") or "1")
    given = f"PET_NPROC_PER_NODE={raw}" if "PET_NPROC_PER_NODE" in dict(r.launcher_env) else f"--nproc-per-node {raw}"
    if raw.isdigit():
        return int(raw), given
    if raw in ("gpu", "cuda") or (raw == "auto" and gpu_count > 0):
        return max(gpu_count, 1), f"{given}: {gpu_count} GPUs found"
    cpus = os.cpu_count() or 1
    return cpus, f"{given}: {cpus} CPUs"


def _torchrun_master(r: LaunchRequest) -> str:
    """The host every node connects to: --rdzv-endpoint HOST[:PORT] for a dynamic rendezvous backend,
    else --master-addr (torch/distributed/run.py `config_from_args`: with --rdzv-backend static the
    endpoint is built from master_addr:master_port; default 127.0.0.1)."""
    endpoint = str(r.values.get("rdzv_endpoint") or "")
    if endpoint and str(r.values.get("rdzv_backend") or "static") != "static":
        host = endpoint[1:].partition("]")[0] if endpoint.startswith("[") else endpoint.rpartition(":")[0] \
            if endpoint.count(":") == 1 else endpoint
        return host or "127.0.0.1"
    return str(r.values.get("master_addr") or "127.0.0.1")


def _rank_zero(r: LaunchRequest) -> bool:
    """Only node rank 0 hosts the rendezvous store on the master port (torch/distributed/run.py:
    the agent of node rank 0 creates the TCPStore server; deepspeed's launch.py passes MASTER_PORT to
    the ranks, whose global rank 0 is on node 0). On other nodes a busy port there means nothing."""
    rank = r.values.get("node_rank")
    return not isinstance(rank, int) or rank == 0


def job_shape(r: LaunchRequest, gpu_count: int) -> JobShape:
    if r.runner == "torchrun":
        ranks, source = _torchrun_local_ranks(r, gpu_count)
        # "2" or an elastic range "1:4": plan for the largest number of nodes.
        nnodes = max((int(p) for p in str(r.values.get("nnodes") or "1").split(":") if p.isdigit()), default=1)
        return JobShape("torchrun", ranks, source, nnodes, _torchrun_master(r),
                        _int(r.values.get("master_port"), DEFAULT_MASTER_PORT),
                        check_master_port=not r.values.get("standalone") and _rank_zero(r))
    ranks, source = _deepspeed_local_ranks(r, gpu_count)
    return JobShape("deepspeed", ranks, source, max(_int(r.values.get("num_nodes"), 1), 1),
                    str(r.values.get("master_addr") or "127.0.0.1"),
                    _int(r.values.get("master_port"), DEFAULT_MASTER_PORT), check_master_port=_rank_zero(r))
