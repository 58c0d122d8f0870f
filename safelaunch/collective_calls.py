"""Ranks that called different collectives at the same point, from NCCL's (and RCCL's) per-call INFO lines.

With ``NCCL_DEBUG=INFO`` and the COLL subsystem, NCCL prints one line per collective a rank enqueues:
``<Op>: opCount <hex> sendbuff .. recvbuff .. count N datatype D op O root R comm 0x.. [nranks=K] stream ..``. The
opCount is a counter of one communicator: up to NCCL 2.4 it advanced with every collective, later with every launch
(``ncclProxyStart``: the collectives of one group share it, and a communicator without proxy work does not advance it).
Every rank of a communicator must call the same collectives in the same order, so at one opCount two ranks that show
*no collective in common* (one only AllReduce, the other only AllGather) are out of step, and the communicator hangs
until a timeout. No single line shows this: it is the comparison of the ranks' lines, done at the end of the output on
its last ``TAIL_BYTES``. Sets are compared, not sequences, so a window that cuts one rank's calls of a group and not
another's does not make a difference appear.

A process is compared only when its lines name a single communicator (the opCounts of two communicators of one
process are unrelated), and only with processes whose communicator has as many ranks; point-to-point calls (Send,
Recv) differ between ranks by design and are skipped.
"""

from __future__ import annotations

import re

from safelaunch.catalog import Signature

COLLECTIVE_MISMATCH_SIGNATURE = Signature(
    id="nccl-collective-mismatch", cls="collective_timeout", role="cause", severity="error", patterns=(),
    explanation=("At one opCount of a communicator, two of its ranks enqueued collectives with none in common (one "
                 "only AllReduce, the other only AllGather), as NCCL's per-call INFO lines show: the ranks' code took "
                 "different paths (a collective skipped or added on some ranks, a data-dependent branch, uneven "
                 "batches), so the communicator waits forever and the job hangs until a timeout."),
    remedy_env={},
    remedy_fix=("Make every rank call the same collectives in the same order with the same sizes: look for a "
                "collective behind a rank-dependent branch (logging or evaluation on rank 0 only, an early exit, an "
                "uneven last batch); TORCH_DISTRIBUTED_DEBUG=DETAIL makes PyTorch check this at every call."),
    source=("NVIDIA/nccl src/enqueue.cc, the same format from v2.4.8-1:412 to v2.27.7-1:2419 "
            "(INFO(NCCL_COLL, \"%s: opCount %lx sendbuff %p recvbuff %p count %zi datatype %d op %d root %d comm %p "
            "[nranks=%d] stream %p\", ...) with comm->opCount, a per-communicator counter advanced per collective in "
            "v2.4.8-1 (enqueue.cc:404) and per launch later (proxy.cc ncclProxyStart: v2.18.3-1:893, v2.27.7-1:974); "
            "ROCm/rccl rocm-6.2.2:src/enqueue.cc:2132 (the same line, with task and globalrank appended); NCCL docs, "
            "Troubleshooting (all ranks must call the same collectives in the same order)"))

_CALL = re.compile(r"(?:^|\s)(?P<host>[^\s:]{1,255}):(?P<pid>\d+):\d+ \[(?P<dev>\d+)\] NCCL INFO (?P<op>[A-Za-z]+): "
                   r"opCount (?P<opcount>[0-9a-fA-F]+) sendbuff \S+ recvbuff \S+ count (?P<count>\d+) datatype "
                   r"(?P<datatype>\d+) op (?P<redop>\d+) root (?P<root>\d+) comm (?P<comm>0x[0-9a-fA-F]+) "
                   r"\[nranks=(?P<nranks>\d+)\]")
_POINT_TO_POINT = frozenset({"Send", "Recv"})
MAX_CALL_LINE = 4096  # NCCL's line is about 250 characters; a longer one is something else (and is not searched)

Process = tuple[str, str, str]  # host, pid, device


def mismatched_call(tail: bytes) -> tuple[int, str] | None:
    """(newlines before its line in ``tail``, a description) of the first call at an opCount where two processes of
    communicators of as many ranks show no collective in common; None when there is none (or too few calls)."""
    if b"opCount" not in tail:
        return None
    lines = tail.decode("utf-8", errors="replace").split("\n")
    comms: dict[Process, set[str]] = {}
    calls: list[tuple[int, Process, str, str, str]] = []  # line, process, nranks, opCount, collective
    for i, line in enumerate(lines):
        if len(line) > MAX_CALL_LINE or "opCount" not in line:
            continue
        m = _CALL.search(line)
        if m is None or m["op"] in _POINT_TO_POINT:
            continue
        process = (m["host"], m["pid"], m["dev"])
        comms.setdefault(process, set()).add(m["comm"])
        calls.append((i, process, m["nranks"], m["opcount"].lower(), m["op"]))
    # (nranks, opCount) -> process -> (its collectives there, its first line there)
    at: dict[tuple[str, str], dict[Process, tuple[set[str], int]]] = {}
    for i, process, nranks, opcount, op in calls:
        if len(comms[process]) == 1:
            at.setdefault((nranks, opcount), {}).setdefault(process, (set(), i))[0].add(op)
    found: list[tuple[int, str]] = []
    for (nranks, opcount), processes in at.items():
        ordered = sorted(processes.items(), key=lambda kv: kv[1][1])
        for n, (process, (ops, first)) in enumerate(ordered):
            other = next(((p, o) for p, (o, _) in ordered[:n] if not o & ops), None)
            if other is None:
                continue
            found.append((first, f"opCount {opcount} of a {nranks}-rank communicator: {_on(other[1], other[0])}, "
                                f"but {_on(ops, process)} (NCCL's per-call INFO lines; this one: "
                                f"{lines[first].strip()[:200]})"))
            break
    return min(found) if found else None


def _on(ops: set[str], process: Process) -> str:
    host, pid, dev = process
    return f"{'/'.join(sorted(ops))} on {host} pid {pid} [{dev}]"
