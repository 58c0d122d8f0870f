"""The compiled Hyperscan database is cached per pattern set: same hits from a cached, a fresh, a stale
or a corrupt cache file."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from safelaunch.catalog import Signature, make_matcher

hyperscan = pytest.importorskip("hyperscan")  # the wheel is a declared dependency; this only names the module


def sig(sid: str, *patterns: str) -> Signature:
    return Signature(sid, "other", "cause", "error", patterns, "x", {}, "", "test",
                     compiled=tuple(re.compile(p.encode(), re.MULTILINE) for p in patterns))


SIGS = [sig("oom", r"CUDA error: out of memory"), sig("ibv", r"ibv_reg_mr failed", r"Cannot allocate memory$")]
TEXT = b"ok\nRuntimeError: CUDA error: out of memory\nNCCL WARN ibv_reg_mr failed\nCannot allocate memory\n"


def cached(cache: Path) -> list[Path]:
    return sorted((cache / "safelaunch").glob("hyperscan-*.db"))


def test_second_matcher_loads_the_cached_database_and_matches_the_same(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    first = make_matcher(SIGS, "hyperscan")
    assert len(cached(tmp_path)) == 1
    stamp = cached(tmp_path)[0].stat().st_mtime_ns
    second = make_matcher(SIGS, "hyperscan")
    assert cached(tmp_path)[0].stat().st_mtime_ns == stamp  # read, not rewritten
    assert first.scan(TEXT) == second.scan(TEXT) != []
    assert sorted(second.scan(TEXT)) == sorted(make_matcher(SIGS, "re").scan(TEXT))


def test_other_patterns_get_their_own_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    make_matcher(SIGS, "hyperscan")
    other = make_matcher([sig("only", r"Bus error")], "hyperscan")
    assert len(cached(tmp_path)) == 2
    assert other.scan(TEXT) == [] and other.scan(b"Fatal Python error: Bus error\n") != []


def test_corrupt_cache_file_is_compiled_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    make_matcher(SIGS, "hyperscan")
    (path,) = cached(tmp_path)
    path.write_bytes(b"\0garbage" * 10)
    again = make_matcher(SIGS, "hyperscan")
    assert sorted(again.scan(TEXT)) == sorted(make_matcher(SIGS, "re").scan(TEXT))


def test_unwritable_cache_still_matches(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))  # a file where the directory should be
    assert make_matcher(SIGS, "hyperscan").scan(TEXT) != []


def test_a_retired_signature_is_compiled_out_in_the_background_and_the_rest_still_match(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """retire() recompiles the database without that signature in a thread; scans go on with the old one until
    the new one is swapped in. Every other signature keeps matching, and nothing is written to the disk cache."""
    import time

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    matcher = make_matcher(SIGS, "hyperscan")
    files = cached(tmp_path)
    matcher.retire(1)
    matcher.retire(1)  # twice is once
    deadline = time.monotonic() + 30
    while 1 in {i for i, _ in matcher.scan(TEXT)}:
        assert time.monotonic() < deadline, "the retired signature is still matched after 30 s"
        time.sleep(0.01)
    assert matcher.scan(TEXT) == [(0, TEXT.index(b"memory\n") + len(b"memory"))]
    assert cached(tmp_path) == files
    matcher.retire(0)  # every pattern retired: the last database stays (Hyperscan compiles no empty set)
    time.sleep(0.05)
    assert matcher.scan(TEXT) == [(0, TEXT.index(b"memory\n") + len(b"memory"))]


@pytest.mark.parametrize("engine", ["hyperscan", "re"])
def test_the_classifier_retires_a_context_signature_after_its_last_event(engine: str) -> None:
    """A context line repeated past CONTEXT_EVENTS: the classifier reports CONTEXT_EVENTS of them, then asks the
    matcher to retire the signature (the recording matcher sees the call); a decisive line after them is still
    found, by both engines."""
    from safelaunch.catalog import load_catalog
    from safelaunch.classify import CONTEXT_EVENTS, Event, StreamClassifier

    sigs = load_catalog()
    ib = next(i for i, s in enumerate(sigs) if s.id == "ctx-nccl-uses-ib")
    line = b"node1:1:2 [0] NCCL INFO Channel 00/0 : 0[0] -> 8[0] [send] via NET/IB/0/GDRDMA\n"
    inner = make_matcher(sigs, engine)
    retired: list[int] = []

    class Recording:
        engine = inner.engine

        def scan(self, block: bytes) -> list[tuple[int, int]]:
            return inner.scan(block)

        def retire(self, index: int) -> None:
            retired.append(index)
            inner.retire(index)

    events: list[Event] = []
    classifier = StreamClassifier(sigs, Recording(), events.append)
    for _ in range(4):
        classifier.feed(line * 100)
    classifier.feed(b"torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n")
    classifier.close()
    assert retired == [ib]
    assert sum(e.signature.id == "ctx-nccl-uses-ib" for e in events) == CONTEXT_EVENTS
    assert any(e.signature.cls == "cuda_oom" and e.line == 401 for e in events)
