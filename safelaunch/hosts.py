"""Where the job runs: this machine (a cluster of one host), or the nodes of a hostfile.

The first stage after the request. Everything later (probing, rules, delivery) works on the
``Hosts`` this returns, whatever its source, so a local run and a hostfile run share one path.
"""

from __future__ import annotations

import os
import socket
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass

from safelaunch.errors import UserError
from safelaunch.hostfile import read_hostfile, select_resources
from safelaunch.request import LaunchRequest
from safelaunch.slurm import Allocation, allocation, allocation_pool

DEFAULT_HOSTFILE = "/job/hostfile"  # deepspeed's default (ds launcher/runner.py DLTS_HOSTFILE)


@dataclass(frozen=True)
class Hosts:
    """The hosts of one job, in launch order (the first is the master node)."""

    slots: OrderedDict[str, list[int]]  # name as the user wrote it (hostfile alias) -> slot ids
    source: str  # where the list came from, quoted in plans
    local: bool  # True: this machine only, reached without any transport
    slurm: Allocation | None = None  # the nodes of a Slurm allocation, reached through srun

    @property
    def names(self) -> list[str]:
        return list(self.slots)

    @property
    def master(self) -> str:
        return next(iter(self.slots))

    @property
    def multi(self) -> bool:
        return not self.local


def local_host() -> Hosts:
    return Hosts(OrderedDict([(socket.gethostname(), [0])]), "this machine", local=True)


def _hostfile_hosts(request: LaunchRequest) -> OrderedDict[str, list[int]] | None:
    """The hostfile's active hosts, or None when the job runs on this machine only."""
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
    # deepspeed runs a single-host hostfile locally unless --force_multi (ds launcher/runner.py `multi_node_exec`).
    multi = len(active) > 1 or bool(request.values.get("force_multi"))
    return active if multi else None


def _slurm_hosts(request: LaunchRequest, environ: Mapping[str, str]) -> Hosts | None:
    """Inside an allocation, without an explicit hostfile: its nodes and slots (deepspeed's --include,
    --exclude, --num_nodes, --num_gpus select from them as from a hostfile). Not with deepspeed's --no_ssh
    (a launch per node) or a launcher other than pdsh/slurm."""
    if request.runner == "torchrun" and request.hostfile is not None:
        return None
    launcher = str(request.values.get("launcher") or "pdsh").lower()
    if request.runner == "deepspeed" and (request.values.get("hostfile") or request.values.get("no_ssh")
                                          or launcher not in ("pdsh", "slurm")):
        return None
    alloc = allocation(environ)
    if alloc is None:
        return None
    pool = allocation_pool(alloc)
    if request.runner == "torchrun":
        active = OrderedDict((h, list(range(n))) for h, n in pool.items())
    else:
        active = select_resources(pool, str(request.values.get("include") or ""),
                                  str(request.values.get("exclude") or ""),
                                  int(str(request.values.get("num_nodes", -1))),
                                  int(str(request.values.get("num_gpus", -1))))
    return Hosts(active, f"{alloc.source} ({alloc.slots_from})", local=False, slurm=alloc)


def job_hosts(request: LaunchRequest, environ: Mapping[str, str] | None = None) -> Hosts:
    slurm = _slurm_hosts(request, os.environ if environ is None else environ)
    if slurm is not None:
        return slurm
    hosts = _hostfile_hosts(request)
    if hosts is None:
        return local_host()
    path = request.hostfile if request.runner == "torchrun" else request.values.get("hostfile") or DEFAULT_HOSTFILE
    return Hosts(hosts, f"hostfile {path}", local=False)
