"""NCCL's per-call INFO lines: ranks with no collective in common at one opCount are a collective mismatch
(safelaunch/collective_calls.py). The lines are in NCCL's exact format (src/enqueue.cc, v2.4.8 to v2.27.7)."""

from __future__ import annotations

import pytest

from safelaunch.collective_calls import mismatched_call
from tests.test_diagnosis_general import diagnose

ENGINES = ["hyperscan", "re"]


def call(host: str, pid: int, dev: int, op: str, opcount: int, comm: str = "0x55bef0201370", nranks: int = 4,
         count: int = 1024) -> bytes:
    return (f"{host}:{pid}:{pid} [{dev}] NCCL INFO {op}: opCount {opcount:x} sendbuff 0x7f5dd32b2100 recvbuff "
            f"0x7f5dd32b2100 count {count} datatype 7 op 0 root 0 comm {comm} [nranks={nranks}] stream "
            f"0x55bef0208bd0\n").encode()


def ranks(ops: dict[int, list[str]], opcount: int = 0x28c) -> bytes:
    """Each rank (its pid 100 + rank, device = rank) calling its list of collectives at one opCount, interleaved."""
    out = b""
    for i in range(max(len(v) for v in ops.values())):
        for rank, calls in ops.items():
            if i < len(calls):
                out += call("node1", 100 + rank, rank, calls[i], opcount, comm=f"0x55{rank:04x}")
    return out


@pytest.mark.parametrize("engine", ENGINES)
def test_ranks_with_no_collective_in_common_at_one_opcount_are_a_mismatch(engine: str) -> None:
    log = ranks({0: ["AllReduce", "AllReduce"], 1: ["AllReduce"], 2: ["AllGather", "AllGather"], 3: ["AllReduce"]})
    cause = diagnose(log, engine)[0]
    assert cause is not None and cause.signature.cls == "collective_timeout", cause
    assert "AllReduce on node1 pid 100 [0]" in cause.text and "AllGather on node1 pid 102 [2]" in cause.text
    assert "opCount 28c of a 4-rank communicator" in cause.text
    assert b"AllGather" in log.split(b"\n")[cause.line - 1]  # the first line of the rank out of step


@pytest.mark.parametrize("engine", ENGINES)
def test_agreeing_or_incomparable_calls_are_no_mismatch(engine: str) -> None:
    # every rank the same collectives: healthy
    assert diagnose(ranks({r: ["AllReduce", "AllGather"] for r in range(4)}), engine)[0] is None
    # one launch shared by a group (NCCL >= 2.12 advances opCount per launch): a window that shows part of one rank's
    # group and all of another's still has a collective in common
    assert diagnose(ranks({0: ["AllGather", "AllReduce"], 1: ["AllReduce"]}), engine)[0] is None
    # Send/Recv differ between ranks by design
    assert diagnose(ranks({0: ["Send"], 1: ["Recv"]}), engine)[0] is None
    # communicators of other sizes are other communicators
    log = call("node1", 100, 0, "AllReduce", 5, nranks=4) + call("node1", 101, 1, "AllGather", 5, nranks=2)
    assert diagnose(log, engine)[0] is None
    # a process with two communicators: its opCounts are not comparable with one number
    log = (call("node1", 100, 0, "AllReduce", 5, comm="0xa") + call("node1", 100, 0, "AllGather", 9, comm="0xb")
           + call("node1", 101, 1, "AllGather", 5, comm="0xc"))
    assert diagnose(log, engine)[0] is None
    # the job went on afterwards: it survived whatever those lines showed
    went_on = b"".join(b"epoch 1 step %d loss 0.1\n" % i for i in range(5)) + b"Training completed\n"
    assert diagnose(ranks({0: ["AllReduce"], 1: ["AllGather"]}) + went_on, engine)[0] is None


def test_the_mismatch_found_first_is_reported() -> None:
    log = ranks({0: ["AllReduce"], 1: ["AllReduce"]}, opcount=1) + ranks({0: ["Broadcast"], 1: ["AllReduce"]}, 2)
    found = mismatched_call(log)
    assert found is not None and "opCount 2 " in found[1] and "Broadcast" in found[1]
    assert mismatched_call(b"no NCCL here\n") is None


def test_the_end_of_output_analyzers_stay_linear_on_hostile_lines() -> None:
    """Both analyzers read the last 32 KiB at the end of a run: a line of it that only looks like theirs must not make
    a regex backtrack over it (each takes well under a second; quadratic would take minutes)."""
    import time

    from safelaunch.p2p_matrix import slow_peer_pair

    hostile = [b"opCount " + b"x" * 32000, b"opCount\n" + (b"a" * 250 + b" ") * 15 + b"\n",
               b"P2P=Enabled P2P=Disabled\n" + b"1 " * 2000 + b"x\n", b"Unidirectional P2P=Enabled Bandwidth" * 800]
    for data in hostile:
        start = time.perf_counter()
        assert mismatched_call(data) is None and slow_peer_pair(data) is None
        assert time.perf_counter() - start < 1.0
