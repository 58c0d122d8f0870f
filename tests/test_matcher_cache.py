"""The compiled Hyperscan database is cached per pattern set: same hits from a cached, a fresh, a stale
or a corrupt cache file."""

from __future__ import annotations

from pathlib import Path

import pytest

from safelaunch.catalog import Signature, make_matcher

hyperscan = pytest.importorskip("hyperscan")  # the wheel is a declared dependency; this only names the module


def sig(sid: str, *patterns: str) -> Signature:
    return Signature(sid, "other", "cause", "error", patterns, "x", {}, "", "test")


SIGS = [sig("oom", r"CUDA error: out of memory"), sig("ibv", r"ibv_reg_mr failed", r"Cannot allocate memory$")]
TEXT = b"ok\nRuntimeError: CUDA error: out of memory\nNCCL WARN ibv_reg_mr failed\nCannot allocate memory\n"


def cached(cache: Path) -> list[Path]:
    return sorted((cache / "safelaunch").glob("hyperscan-*.db"))


def test_second_matcher_loads_the_cached_database_and_matches_the_same(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    first = make_matcher(SIGS, "hyperscan")
    assert len(cached(tmp_path)) == 1
    inode = cached(tmp_path)[0].stat().st_ino
    second = make_matcher(SIGS, "hyperscan")
    assert cached(tmp_path)[0].stat().st_ino == inode  # read, not rewritten (a rewrite replaces the file)
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


def test_the_fallback_matcher_is_built_once_per_pattern_set() -> None:
    """Building the pure-Python matcher for the catalog costs ~0.3 s, scanning a short log well under 1 ms: it is
    kept per pattern set (it keeps no state between scans), a few at most, and another set gets its own."""
    from safelaunch import catalog

    first = make_matcher(SIGS, "re")
    assert make_matcher(list(SIGS), "re") is first  # the same patterns in the same order
    other = make_matcher(SIGS[::-1], "re")  # the order names the signature a hit belongs to
    assert other is not first
    assert sorted(i for i, _ in other.scan(TEXT)) == sorted(1 - i for i, _ in first.scan(TEXT))
    for n in range(catalog.KEEP_REGEX_MATCHERS + 2):
        make_matcher([sig(f"s{n}", f"pattern {n}")], "re")
    assert len(catalog._REGEX_MATCHERS) == catalog.KEEP_REGEX_MATCHERS
    assert make_matcher(SIGS, "re") is not first  # dropped when more sets were built since
    assert first.scan(TEXT) == make_matcher(SIGS, "re").scan(TEXT) != []


def test_the_built_in_catalog_is_parsed_once_and_each_caller_gets_its_own_list(tmp_path: Path) -> None:
    """load_catalog keeps the parsed built-in catalog (~0.2 s to parse and check): explain() in a loop pays it once;
    a caller changing its list changes no other caller's, and a user's --signatures file still comes first."""
    from safelaunch import catalog

    first = catalog.load_catalog()
    first.pop()
    second = catalog.load_catalog()
    assert len(second) == len(first) + 1
    assert all(a is b for a, b in zip(first, second[:-1], strict=True))  # the same Signature objects: not parsed again
    user = tmp_path / "mine.yaml"
    user.write_text("- {id: mine, class: other, role: cause, severity: error, patterns: ['my job broke'],\n"
                    "   explanation: x, remedy: {fix: y}, source: z}\n")
    with_user = catalog.load_catalog((str(user),))
    assert with_user[0].id == "mine" and with_user[1:] == catalog.load_catalog()


def test_a_database_without_spent_signatures_serves_only_callers_that_spent_them(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With a signature's quota spent, a database without its patterns is compiled in the background and used
    from then on for that quota; a caller whose quota is not spent (another attempt sharing the matcher) still
    gets every hit."""
    import time

    from safelaunch.catalog import HyperscanMatcher

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    matcher = HyperscanMatcher(SIGS)
    spent, fresh = [-1, 0], [-1, 3]
    assert sorted(i for i, _ in matcher.scan(TEXT, spent)) == [0]  # muted in the callback while it compiles
    deadline = time.monotonic() + 30
    while frozenset({1}) not in matcher._reduced and time.monotonic() < deadline:
        time.sleep(0.05)
    assert frozenset({1}) in matcher._reduced and len(cached(tmp_path)) == 2  # the catalog's and the reduced one
    assert matcher._database(spent) is matcher._reduced[frozenset({1})] is not matcher._db
    assert sorted(i for i, _ in matcher.scan(TEXT, spent)) == [0]
    every_hit = sorted(make_matcher(SIGS, "re").scan(TEXT))
    assert sorted(matcher.scan(TEXT, fresh)) == sorted(matcher.scan(TEXT)) == every_hit
    everything = [0, 0]  # no pattern left: nothing to scan
    deadline = time.monotonic() + 30
    while frozenset({0, 1}) not in matcher._reduced and time.monotonic() < deadline:
        matcher.scan(TEXT, everything)
        time.sleep(0.05)
    assert matcher._reduced[frozenset({0, 1})] is None and matcher.scan(TEXT, everything) == []


def test_the_cache_keeps_the_most_recently_used_databases(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    from safelaunch import catalog

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    directory = tmp_path / "safelaunch"
    directory.mkdir()
    for n in range(catalog.KEEP_DATABASES + 3):
        old = directory / f"hyperscan-old{n:02d}.db"
        old.write_bytes(b"x")
        os.utime(old, (1_000_000 + n, 1_000_000 + n))
    stale = directory / "hyperscan-abc.db.77.88.tmp"
    stale.write_bytes(b"partial")
    os.utime(stale, (1_000_000, 1_000_000))
    make_matcher(SIGS, "hyperscan")
    names = sorted(p.name for p in directory.iterdir())
    assert len(names) == catalog.KEEP_DATABASES and not stale.exists()
    assert f"hyperscan-old{catalog.KEEP_DATABASES + 2:02d}.db" in names and "hyperscan-old00.db" not in names


def test_a_background_compile_writes_where_the_matcher_was_built(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """The cache directory is read when the matcher is built: a compile that finishes after XDG_CACHE_HOME changed
    (another test, another caller) still writes, and prunes, where its matcher's databases are; a database without
    spent signatures is a `part` and never evicts a whole catalog's."""
    import os
    import time

    from safelaunch import catalog

    first, second = tmp_path / "a", tmp_path / "b"
    monkeypatch.setenv("XDG_CACHE_HOME", str(first))
    matcher = catalog.HyperscanMatcher(SIGS)
    (second / "safelaunch").mkdir(parents=True)
    for n in range(catalog.KEEP_DATABASES):
        old = first / "safelaunch" / f"hyperscan-old{n:02d}.db"
        old.write_bytes(b"x")
        os.utime(old, (1_000_000 + n, 1_000_000 + n))
    monkeypatch.setenv("XDG_CACHE_HOME", str(second))
    matcher.scan(TEXT, [-1, 0])
    deadline = time.monotonic() + 30
    while frozenset({1}) not in matcher._reduced and time.monotonic() < deadline:
        time.sleep(0.05)
    names = sorted(p.name for p in (first / "safelaunch").iterdir())
    assert [n for n in names if n.startswith("hyperscan-part-")] != []
    assert len([n for n in names if not n.startswith("hyperscan-part-")]) == catalog.KEEP_DATABASES + 1
    assert list((second / "safelaunch").iterdir()) == []
