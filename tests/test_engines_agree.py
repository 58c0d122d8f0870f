"""Hyperscan finds every line the catalog's patterns describe, as Python's re does.

Hyperscan compiles all patterns into one database; a compiler bug can make that database miss a line a pattern
matches (2026-11-29: with Hyperscan 5.4 from python-hyperscan 0.9.1, a pattern whose `[^\\n]*` run was followed by
an alternation containing `(Forward|Backward Data|Backward Weights) Convolution ...` made the database miss MIOpen's
database errors, which `re` matched). The source corpus only holds lines someone wrote down; this test builds a line
for every branch of every pattern from the pattern itself, checks that `re` matches it (so the line is right), and
that the whole catalog's Hyperscan database reports that pattern's signature on it.
"""

from __future__ import annotations

import re
import sys
from typing import Any

import pytest

from safelaunch.catalog import HyperscanMatcher, Signature, load_catalog, make_matcher

if sys.version_info >= (3, 11):
    from re import _constants as C  # type: ignore[attr-defined]
    from re import _parser  # type: ignore[attr-defined]
else:  # Python 3.10, which pyproject.toml supports
    import sre_constants as C
    import sre_parse as _parser

REPEATS = tuple(op for op in (C.MAX_REPEAT, C.MIN_REPEAT, getattr(C, "POSSESSIVE_REPEAT", None)) if op is not None)
# Characters tried, in order, for a character class: printable, no newline.
CANDIDATES = "a0 Z_-.:/x9=,()[]'\"|+*?#@%!&<>{}$^~;\\\t"


class Unsupported(Exception):
    """A construct the builder does not write (lookarounds): such patterns are counted, not tested."""


def _class_char(items: list[tuple[Any, Any]]) -> str:
    negate = bool(items) and items[0][0] is C.NEGATE
    items = items[1:] if negate else items
    if not negate and items:  # the class's first member
        op, av = items[0]
        if op is C.LITERAL:
            return chr(av)
        if op is C.RANGE:
            return chr(av[0])
    probe = re.compile(_class_source(items))
    for ch in CANDIDATES:
        if bool(probe.fullmatch(ch)) != negate:
            return ch
    raise Unsupported("no candidate character fits the class")


def _class_source(items: list[tuple[Any, Any]]) -> str:
    parts = []
    for op, av in items:
        if op is C.LITERAL:
            parts.append(re.escape(chr(av)))
        elif op is C.RANGE:
            parts.append(f"{re.escape(chr(av[0]))}-{re.escape(chr(av[1]))}")
        elif op is C.CATEGORY:
            parts.append({C.CATEGORY_DIGIT: r"\d", C.CATEGORY_NOT_DIGIT: r"\D", C.CATEGORY_SPACE: r"\s",
                          C.CATEGORY_NOT_SPACE: r"\S", C.CATEGORY_WORD: r"\w", C.CATEGORY_NOT_WORD: r"\W"}[av])
        else:
            raise Unsupported(str(op))
    return "[" + "".join(parts) + "]" if parts else "[^\\s\\S]"


def _branches(tree: Any) -> list[tuple[int, int]]:
    """The ids of every BRANCH node, in order, with their number of alternatives."""
    found: list[tuple[int, int]] = []

    def walk(seq: Any) -> None:
        for op, av in seq:
            if op is C.BRANCH:
                found.append((id(av), len(av[1])))
                for alt in av[1]:
                    walk(alt)
            elif op is C.SUBPATTERN:
                walk(av[3])
            elif op in REPEATS:
                walk(av[2])
    walk(tree)
    return found


def _write(seq: Any, choice: dict[int, int], groups: dict[int, str], run: int) -> str:
    out = []
    for op, av in seq:
        if op is C.LITERAL:
            out.append(chr(av))
        elif op is C.NOT_LITERAL:
            out.append(next(ch for ch in CANDIDATES if ord(ch) != av))
        elif op is C.ANY:
            out.append("a")
        elif op is C.IN:
            out.append(_class_char(av))
        elif op in REPEATS:
            low, high = av[0], av[1]
            single = len(av[2]) == 1 and av[2][0][0] in (C.IN, C.NOT_LITERAL, C.ANY, C.LITERAL, C.CATEGORY)
            # a long run where the pattern allows one; with run 0 each optional part is left out
            count = max(low, min(high, run if single else min(run, 1)))
            out.append(_write(av[2], choice, groups, run) * count)
        elif op is C.SUBPATTERN:
            text = _write(av[3], choice, groups, run)
            if av[0] is not None:
                groups[av[0]] = text
            out.append(text)
        elif op is C.BRANCH:
            out.append(_write(av[1][choice.get(id(av), 0)], choice, groups, run))
        elif op is C.AT:
            continue  # ^, $, \b: the line is written so they hold (a word boundary may fail: checked below)
        elif op is C.GROUPREF:
            out.append(groups.get(av, ""))
        elif op is C.CATEGORY:
            out.append({C.CATEGORY_DIGIT: "0", C.CATEGORY_SPACE: " ", C.CATEGORY_WORD: "a",
                        C.CATEGORY_NOT_DIGIT: "a", C.CATEGORY_NOT_SPACE: "a", C.CATEGORY_NOT_WORD: " "}[av])
        else:
            raise Unsupported(str(op))
    return "".join(out)


RUNS = (0, 1, 40, 300)  # repeats at their least, once, and as long runs (the misses above needed 15-30 characters)


def lines_for(pattern: str, runs: tuple[int, ...] = RUNS) -> list[str]:
    """Lines per alternative of each alternation in ``pattern`` (the others at their first alternative), with each
    repeat at its least (optional parts left out), once, and, for a repeat of one character, as long runs."""
    tree = _parser.parse(pattern)
    choices: list[dict[int, int]] = [{}]
    for node, count in _branches(tree):
        choices += [{node: k} for k in range(1, count)]
    return list(dict.fromkeys(_write(tree, choice, {}, run) for run in runs for choice in choices))


def _examples(signatures: list[Signature]) -> tuple[list[tuple[int, str, str]], int]:
    examples, unsupported = [], 0
    for index, signature in enumerate(signatures):
        for pattern in signature.patterns:
            try:
                lines = lines_for(pattern)
            except Unsupported:
                unsupported += 1
                continue
            compiled = re.compile(pattern, re.MULTILINE)
            good = [line for line in lines if "\n" not in line and compiled.search(line)]
            unsupported += not good
            examples += [(index, pattern, line) for line in good]
    return examples, unsupported


@pytest.mark.parametrize("engine", ["hyperscan", "hyperscan without context", "re"])
def test_each_engine_reports_every_pattern_on_a_line_it_describes(engine: str) -> None:
    """Both matchers of the whole catalog (Hyperscan's database, and the fallback's literal-grouped regexes) report
    each pattern's signature on every line built from it; so does the database Hyperscan switches to once the
    context signatures are spent (every other signature's patterns, compiled without theirs)."""
    signatures = load_catalog()
    examples, unsupported = _examples(signatures)
    patterns = sum(len(s.patterns) for s in signatures)
    # the builder must cover nearly every pattern, or this test would say little
    assert len({p for _, p, _ in examples}) >= 0.95 * patterns, (len(examples), unsupported, patterns)
    quota: list[int] | None = None
    if engine == "re":
        matcher = make_matcher(signatures, "re")
    else:
        pytest.importorskip("hyperscan")  # installed wherever pyproject.toml asks for it (x86_64 Linux)
        hs = HyperscanMatcher(signatures)
        if "context" in engine:
            spent = frozenset(i for i, s in enumerate(signatures) if s.role == "context")
            quota = [0 if i in spent else 1 for i in range(len(signatures))]
            hs._build(spent)  # the database without them, as the background compile makes it
            assert hs._reduced[spent] is not hs._db  # compiled, not the whole catalog's it falls back to on failure
            examples = [e for e in examples if e[0] not in spent]
        matcher = hs
    missed = [(signatures[index].id, pattern, line) for index, pattern, line in examples
              if index not in {sig for sig, _ in matcher.scan((line + "\n").encode(), quota)}]
    assert not missed, missed[:10]


def test_the_line_builder_writes_each_alternative() -> None:
    assert lines_for(r"a(b|cd)e") == ["abe", "acde"]
    assert lines_for(r"x[0-9]+: (Forward|Backward Data) y", (1,)) == ["x0: Forward y", "x0: Backward Data y"]
    assert lines_for(r"x[^\n]*y", (1, 3)) == ["xay", "xaaay"]
    assert lines_for(r"a(: ?)?b", (0, 1)) == ["ab", "a: b"]
    assert all(re.search(r"[^\n]*: (p|q)[^ \n]+", line) for line in lines_for(r"[^\n]*: (p|q)[^ \n]+"))
