"""The catalog and the stream classifier: dev logs, healthy logs, chunking, attribution, user signatures."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from pathlib import Path

import pytest

from safelaunch.catalog import CLASSES, load_catalog, make_matcher, parse_catalog
from safelaunch.classify import MAX_LINE_BYTES, Event, StreamClassifier, attribute, count_newlines
from safelaunch.diagnosis import Diagnoser
from safelaunch.errors import UserError
from tests.helpers import ROOT, safelaunch

DEV = ROOT / "tests" / "data" / "dev.jsonl"
HEALTHY = sorted((Path(__file__).parent / "logs").glob("healthy-*.log"))
SIGS = load_catalog()


def classify(data: bytes, engine: str = "auto", chunk: int = 1 << 20) -> tuple[Diagnoser, list[Event]]:
    events: list[Event] = []
    diag = Diagnoser()

    def both(e: Event) -> None:
        events.append(e)
        diag(e)

    c = StreamClassifier(SIGS, make_matcher(SIGS, engine), both)
    for i in range(0, len(data), chunk):
        c.feed(data[i:i + chunk])
    c.close()
    return diag, events


@pytest.mark.parametrize("engine", ["hyperscan", "re"])
def test_root_cause_accuracy_on_the_dev_logs(engine: str) -> None:
    records = [json.loads(line) for line in DEV.read_text().splitlines()]
    misses = []
    for r in records:
        cause = classify(r["log"].encode(), engine)[0].root_cause()
        got = cause.signature.cls if cause else None
        if got != r["label"]:
            misses.append((r["id"], r["label"], got))
    accuracy = 1 - len(misses) / len(records)
    print(f"{engine}: root-cause accuracy {accuracy:.1%} on {len(records)} dev records; misses {misses}")
    assert accuracy >= 0.90, misses


def test_explain_json_over_every_dev_record(tmp_path: Path) -> None:
    records = [json.loads(line) for line in DEV.read_text().splitlines()]
    log = tmp_path / "one.log"
    right = 0
    for r in records:  # the whole command, end to end, on every record
        log.write_text(r["log"])
        out = json.loads(safelaunch("explain", "--json", str(log)).stdout)
        assert set(out) >= {"root_cause", "findings"}
        right += bool(out["root_cause"]) and out["root_cause"]["class"] == r["label"]
        if out["root_cause"]:
            assert set(out["root_cause"]) >= {"class", "host", "rank", "line", "evidence", "remedy"}
    assert right >= 0.9 * len(records)


@pytest.mark.parametrize("log", HEALTHY, ids=[p.name for p in HEALTHY])
def test_healthy_runs_get_no_root_cause(log: Path) -> None:
    diag, events = classify(log.read_bytes())
    assert diag.root_cause() is None and events == []


def test_every_class_id_is_known_and_every_signature_has_a_source() -> None:
    assert {s.cls for s in SIGS} <= set(CLASSES)
    assert all(s.source and s.explanation for s in SIGS)
    # A context line states a fact for the context rules; every other signature says what to do.
    assert all(s.remedy_fix or s.remedy_env for s in SIGS if s.role != "context")
    assert any(s.role == "context" for s in SIGS)


def test_cascade_after_the_cause_does_not_hide_it() -> None:
    log = (b"[rank0]:[E ProcessGroupNCCL.cpp:616] [Rank 0] Watchdog caught collective operation timeout: x\n"
           b"node2:100:200 [3] NCCL WARN Call to ibv_reg_mr failed with error Cannot allocate memory\n"
           b"node1:5:6 [0] NCCL INFO socketProgress: Connection closed by remote peer\n"
           b"torch.distributed.elastic.multiprocessing.errors.ChildFailedError:\n")
    cause = classify(log)[0].root_cause()
    assert cause and cause.signature.cls == "memlock_limit" and cause.line == 2 and cause.host == "node2"


def test_only_consequences_give_no_root_cause() -> None:
    log = b"socketProgress: Connection reset by peer\ntorch.distributed...ChildFailedError:\n"
    diag, events = classify(log)
    assert diag.root_cause() is None and [e.signature.role for e in events if e.signature.role != "context"] == [
        "consequence", "consequence"]
    # "Connection reset by peer" is also a context fact (a network failure), reported besides the consequence.
    assert [e.signature.id for e in events if e.signature.role == "context"] == ["ctx-nccl-network-failure"]


@pytest.mark.parametrize("chunk", [1, 7, 64, 4096])
def test_chunk_boundaries_do_not_change_events_or_line_numbers(chunk: int) -> None:
    log = (b"ok\r\nprogress 1%\rprogress 2%\r\n" * 50 + b"RuntimeError: CUDA out of memory. Tried\n"
           + b"x\n" * 10 + b"Caught signal 7 (Bus error: nonexistent physical address)")
    _, events = classify(log, chunk=chunk)
    assert [(e.line, e.signature.cls) for e in events] == [(101, "cuda_oom"), (112, "shm_exhausted")]


def test_a_huge_line_is_classified_on_its_head_with_bounded_carry() -> None:
    huge = b"CUDA out of memory " + b"z" * (3 * MAX_LINE_BYTES) + b" tail\nnext ncclRemoteError\n"
    _, events = classify(huge, chunk=10000)
    events = [e for e in events if e.signature.role != "context"]
    assert [(e.line, e.signature.cls) for e in events] == [(1, "cuda_oom"), (2, "other")]
    assert len(events[0].text) <= 2000


@pytest.mark.parametrize(("line", "expected"), [
    ("10.141.250.227: /usr/bin/python3: can't open file", ("10.141.250.227", None, None)),
    ("node-3:1234:1250 [5] NCCL WARN x", ("node-3", None, 5)),
    ("[2026-04-22 21:34:20] gpu7:1:2 [0] misc/shmutils.cc:88 NCCL WARN", ("gpu7", None, 0)),
    ("worker-1: gpu7:1:2 [2] NCCL WARN", ("worker-1", None, 2)),
    ("[rank3]:[E ProcessGroupNCCL.cpp:616] [Rank 3] Watchdog", (None, 3, None)),
    ("[default1]:Traceback (most recent call last):", (None, None, 1)),
    ("[1,5]<stderr>:[8311b4012d34:153937] Read -1", (None, 5, None)),
    # SageMaker's Open MPI 4.1: "[1,mpirank:N,host]<stream>:" names the host too
    ("[1,mpirank:3,algo-2]<stderr>:torch.OutOfMemoryError: CUDA out of memory.", ("algo-2", 3, None)),
    # horovodrun's Gloo launcher "[rank]<stream>:", MPICH's and Intel MPI's "[rank] "; torchrun's tee of PyTorch's
    ("[1]<stderr>:RuntimeError: Gloo connectFullMesh failed", (None, 1, None)),
    ("[3] Abort(1) on node 3 (rank 3 in comm 0): Fatal error in PMPI_Init", (None, 3, None)),
    ("[default2]:[rank2]: ValueError: bad value for --lr", (None, 2, 2)),
    ("RuntimeError: CUDA error: uncorrectable ECC error encountered", (None, None, None)),
    ("nvcc: NVIDIA (R) Cuda compiler driver", (None, None, None)),
    ("(RayTrainWorker pid=4242, ip=10.0.3.7) [rank1]: KeyError: 'x'", ("10.0.3.7", 1, None)),
    ("> node-3:1234:1250 [5] NCCL WARN x", ("node-3", None, 5)),
    ("slurmstepd: error: *** STEP 4711.0 ON node-2 CANCELLED AT 2025-03-02T11:04:15 DUE TO TIME LIMIT ***",
     ("node-2", None, None)),
    ("srun: error: node-7: task 1: Out Of Memory", ("node-7", None, None)),
])
def test_attribution_from_real_prefixes(line: str, expected: tuple[object, ...]) -> None:
    assert attribute(line) == expected


def test_user_signatures_come_first_and_bad_ones_are_reported(tmp_path: Path) -> None:
    mine = tmp_path / "mine.yaml"
    mine.write_text("- {id: my-oom, class: cuda_oom, role: cause, severity: error, patterns: ['MyAllocator gave up'],\n"
                    "   explanation: ours, remedy: {fix: buy memory}, source: our wiki}\n")
    log = tmp_path / "x.log"
    log.write_text("step 1\nMyAllocator gave up at step 2\n")
    out = json.loads(safelaunch("explain", "--json", "--signatures", str(mine), str(log)).stdout)
    assert out["root_cause"]["class"] == "cuda_oom" and out["root_cause"]["line"] == 2
    mine.write_text("- {id: bad, class: cosmic_rays, role: cause, severity: error, patterns: [x],"
                    " explanation: e, remedy: {}, source: s}\n")
    r = safelaunch("explain", "--signatures", str(mine), str(log))
    assert r.returncode == 78 and "class 'cosmic_rays' is not one of" in r.stderr and "Traceback" not in r.stderr


def test_parse_catalog_rejects_bad_patterns() -> None:
    with pytest.raises(UserError, match="pattern error"):
        parse_catalog([{"id": "x", "class": "other", "role": "cause", "severity": "error", "patterns": ["("],
                        "explanation": "e", "remedy": {}, "source": "s"}], "f.yaml")


def test_a_generic_signature_never_carries_a_setting_for_auto_fix() -> None:
    """A failure recognised by its words is no ground for a setting --auto-fix would make (NCCL_P2P_DISABLE=1 costs
    bandwidth): the built-in generic signatures carry none, and a user's is refused."""
    assert [s.id for s in SIGS if s.role == "generic" and s.remedy_env] == []
    assert any(s.role == "generic" for s in SIGS)
    raw = {"id": "mine", "class": "p2p_unsupported", "role": "generic", "severity": "error", "patterns": ["P2P broke"],
           "explanation": "e", "remedy": {"env": {"NCCL_P2P_DISABLE": "1"}}, "source": "s"}
    with pytest.raises(UserError, match="a generic signature may not carry a remedy env"):
        parse_catalog([raw], "f.yaml")
    parse_catalog([{**raw, "remedy": {"fix": "Confirm with NCCL_P2P_DISABLE=1."}}], "f.yaml")  # named in fix: fine


def test_explain_without_a_match_shows_the_last_error_lines(tmp_path: Path) -> None:
    log = tmp_path / "x.log"
    log.write_text("loading\nerror: the data server did not answer\nexiting\n")
    r = safelaunch("explain", str(log))
    assert "no known failure signature matched" in r.stdout and "error: the data server" in r.stdout


def test_explain_names_the_final_exception_when_no_signature_matched(tmp_path: Path) -> None:
    log = tmp_path / "x.log"
    log.write_text("loading\nValueError: shapes (3,) and (4,) not aligned\nexiting\n")
    out = json.loads(safelaunch("explain", "--json", str(log)).stdout)
    assert out["root_cause"]["class"] == "other" and out["root_cause"]["line"] == 2
    assert out["root_cause"]["evidence"] == "ValueError: shapes (3,) and (4,) not aligned"


@pytest.mark.parametrize(("pattern", "literal"), [
    ("Call to ibv_reg_mr(_iova2)? failed", b"Call to ibv_reg_mr"),
    ("exits with return code = -7\\b", b"exits with return code = -7"),
    ("Read -1, expected [0-9]+, errno = 1\\b", b"Read -1, expected "),
    ("abc|defghij", None),  # a top-level alternation has no required literal
    ("x+", None),
])
def test_required_literal_is_never_wrong(pattern: str, literal: bytes | None) -> None:
    from safelaunch.catalog import required_literal

    assert required_literal(pattern) == literal


@pytest.mark.parametrize("engine", ["hyperscan", "re"])
def test_a_context_line_on_every_channel_stops_costing_once_its_events_are_kept(engine: str) -> None:
    """NCCL prints its NET/IB choice on every channel line at start-up; the classifier keeps the first
    CONTEXT_EVENTS of a context signature, and from the next block on the matcher leaves that signature's hits out
    (each had cost a tuple, a sort and a loop): the events kept and the failure after them are the same."""
    from safelaunch.classify import CONTEXT_EVENTS

    ctx = next(i for i, s in enumerate(SIGS) if s.id == "ctx-nccl-uses-ib")
    line = b"node01:1:2 [0] NCCL INFO Channel 00/0 : 0[0] -> 1[0] [send] via NET/IB/0\n"
    data = line * (CONTEXT_EVENTS * 5) + b"node01:1:2 [0] NCCL INFO NET/Socket : Using [0]eth0:10.1.2.3<0>\n" \
        b"node01:1:2 [0] misc/shmutils.cc:88 NCCL WARN Error: failed to extend /dev/shm/nccl-Ab to 9637892 bytes\n"
    inner = make_matcher(SIGS, engine)
    returned: list[int] = []

    class Recording:
        engine = inner.engine

        def scan(self, block: bytes, quota: Sequence[int] | None = None) -> list[tuple[int, int]]:
            hits = inner.scan(block, quota)
            returned.extend(i for i, _ in hits if i == ctx)
            return hits

    events: list[Event] = []
    c = StreamClassifier(SIGS, Recording(), events.append)
    for i in range(0, len(data), 4096):  # ~52 channel lines a block: muted from the second block on
        c.feed(data[i:i + 4096])
    c.close()
    assert sum(e.signature.id == "ctx-nccl-uses-ib" for e in events) == CONTEXT_EVENTS
    assert [e.line for e in events if e.signature.id == "ctx-nccl-uses-ib"] == list(range(1, CONTEXT_EVENTS + 1))
    assert [e.line for e in events if e.signature.cls == "shm_exhausted"] == [CONTEXT_EVENTS * 5 + 2]
    # another context signature, first seen after the first one was muted, is reported
    assert [e.line for e in events if e.signature.id == "ctx-nccl-routable-iface"] == [CONTEXT_EVENTS * 5 + 1]
    assert CONTEXT_EVENTS <= len(returned) < 2 * CONTEXT_EVENTS  # the first blocks' hits only, not all 320
    # without a quota the matcher still reports every hit (explain's last-exception check, a user's loop)
    assert sum(i == ctx for i, _ in inner.scan(data)) == CONTEXT_EVENTS * 5


def test_count_newlines_is_bytes_count_on_any_span() -> None:
    # the faster count (translate deleting every other byte) on long spans, bytes.count on short ones
    rnd = random.Random(7)
    blocks = [b"", b"\n", b"\r\n" * 5000, bytes(rnd.choice(b"ab\n\r") for _ in range(20000)),
              b"x" * 9000 + b"\n", b"\n" * 9000]
    for data in blocks:
        for _ in range(200):
            start = rnd.randint(0, len(data))
            end = rnd.choice([None, rnd.randint(start, len(data))])
            assert count_newlines(data, start, end) == data.count(b"\n", start, len(data) if end is None else end)
