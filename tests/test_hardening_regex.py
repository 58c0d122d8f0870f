"""Bounded regular expressions in the pure-Python fallback matcher.

Every built-in signature, on adversarial 1 MB lines built from its own pattern, completes well under a
second; user patterns with exponential shapes are refused at load time with a clear message; the bounded
search finds exactly what a plain `re.search` of each line finds.
"""

from __future__ import annotations

import json
import random
import re
import time
from pathlib import Path
from typing import Any

import pytest

from safelaunch.catalog import SRE as sre_constants
from safelaunch.catalog import (
    RegexMatcher,
    Signature,
    _has_long_line,
    _line_around,
    load_catalog,
    make_matcher,
    parse_catalog,
    pattern_problem,
    pattern_tokens,
    required_literal,
)
from tests.helpers import BIN, clean_env, no_traceback, safelaunch

SIGS = load_catalog()
MB = 1 << 20


def _compiled(pattern: str) -> re.Pattern[bytes]:
    return re.compile(pattern.encode(), re.MULTILINE)


def _sample(tokens: Any) -> bytes:
    """A short string matching ``tokens`` (the pattern's parse tree), one iteration per repeat."""
    c = sre_constants
    out = bytearray()
    for op, av in tokens:
        if op is c.LITERAL:
            out.append(av)
        elif op is c.NOT_LITERAL:
            out += b"y" if av == ord("x") else b"x"
        elif op is c.ANY:
            out += b"x"
        elif op is c.IN:
            out += _class_sample(av)
        elif op is c.CATEGORY:
            out += {c.CATEGORY_DIGIT: b"7", c.CATEGORY_SPACE: b" ", c.CATEGORY_WORD: b"a"}.get(av, b"x")
        elif op in (c.MAX_REPEAT, c.MIN_REPEAT):
            out += _sample(av[2]) * max(av[0], 1)
        elif op is c.SUBPATTERN:
            out += _sample(av[3])
        elif op is c.BRANCH:
            out += _sample(av[1][0])
    return bytes(out)


def _class_sample(items: Any) -> bytes:
    c = sre_constants
    for op, av in items:
        if op is c.NEGATE:
            return b"x"
        if op is c.LITERAL:
            return bytes([av])
        if op is c.RANGE:
            return bytes([av[0]])
        if op is c.CATEGORY:
            return {c.CATEGORY_DIGIT: b"7", c.CATEGORY_SPACE: b" ", c.CATEGORY_WORD: b"a"}.get(av, b"x")
    return b"x"


def adversarial(pattern: str, size: int = MB) -> dict[str, bytes]:
    """1 MB lines that make a backtracking engine work: the pattern's literal and its prefixes repeated
    (with and without the literal the prefilter needs), and long runs of what each repeat accepts."""
    tokens = pattern_tokens(pattern)
    full = _sample(tokens)
    anchor = required_literal(pattern) or b""

    def rep(s: bytes) -> bytes:
        return (s * (size // max(len(s), 1) + 1))[:size] if s else b""

    lines = {"almost a match, repeated": rep(full[:-1]), "a match, repeated": rep(full),
             "the literal, repeated": rep(anchor + b" "), "spaces": rep(b" ")}
    prefix = bytearray()
    for i, (op, av) in enumerate(tokens):
        if op in (sre_constants.MAX_REPEAT, sre_constants.MIN_REPEAT):
            char = _sample(av[2])[:1] or b"x"
            head = rep(bytes(prefix))[:size - len(anchor) - 1]
            lines[f"prefix {i}, repeated, then the literal"] = head + b" " + anchor
            lines[f"prefix {i}, then a run of {char!r}"] = (bytes(prefix) + char * size)[:size]
            lines[f"the literal, then a run of {char!r}"] = (anchor + char * size)[:size]
            lines[f"prefix {i} and a short run, repeated"] = rep(bytes(prefix) + char * 8)
        prefix += _sample([(op, av)])
    for k in (len(full) // 3, len(full) // 2, 2 * len(full) // 3):
        lines[f"the first {k} bytes of a match, repeated"] = rep(full[:k] + b" ")
    return {name: line for name, line in lines.items() if line}


BUILTIN = [(s.id, p) for s in SIGS for p in s.patterns]


@pytest.mark.parametrize(("sig_id", "pattern"), BUILTIN, ids=[f"{i}:{p[:40]}" for i, p in BUILTIN])
def test_every_builtin_pattern_is_bounded_on_adversarial_1_mb_lines(sig_id: str, pattern: str) -> None:
    sig = next(s for s in SIGS if s.id == sig_id)
    one = Signature(sig.id, sig.cls, sig.role, sig.severity, (pattern,), sig.explanation, sig.remedy_env,
                    sig.remedy_fix, sig.source)
    matcher = RegexMatcher([one])
    worst, total = (0.0, ""), 0.0
    for name, line in adversarial(pattern).items():
        block = line + b"\n"
        t = time.perf_counter()
        matcher.scan(block)
        took = time.perf_counter() - t
        total += took
        worst = max(worst, (took, name))
    print(f"{sig_id} {pattern!r}: worst {worst[0] * 1000:.1f} ms ({worst[1]}), all lines {total * 1000:.0f} ms")
    assert worst[0] < 0.5, worst


def test_builtin_patterns_have_no_exponential_shape() -> None:
    assert [(s.id, p) for s in SIGS for p in s.patterns if pattern_problem(p)] == []


def test_the_builtin_catalog_passes_every_check_a_users_file_gets() -> None:
    """load_catalog() does not check the built-in patterns at start (~0.2 s): this holds them to the same checks
    as a --signatures file (compiling, control characters, bounded shape), and the fallback matcher compiles them."""
    import yaml

    from safelaunch.catalog import builtin_text

    checked = parse_catalog(yaml.safe_load(builtin_text()), "signatures.yaml")
    assert [(s.id, s.patterns) for s in checked] == [(s.id, s.patterns) for s in SIGS]
    line = b"RuntimeError: CUDA error: out of memory\n"
    assert make_matcher(checked, "re").scan(line) == make_matcher(SIGS, "re").scan(line) != []


@pytest.mark.parametrize(("pattern", "why"), [
    ("(a+)+$", "nests a quantifier inside a quantifier"),
    ("(a*)*b", "nests a quantifier inside a quantifier"),
    (r"^(\w+\s?)+$", "nests a quantifier inside a quantifier"),
    (r"(x+x+)+y", "nests a quantifier inside a quantifier"),
    ("(a|aa)+$", "repeats an alternation whose alternatives can match the same text"),
    ("(a|a)*b", "repeats an alternation whose alternatives can match the same text"),
    ("(?:x|)+y", "repeats an alternation whose alternatives can match the same text"),
    (r"(.)\1", "uses a backreference"),
    (".*.*=.*", "puts two quantifiers that can match the same characters side by side"),
    (r"\s*\s*x$", "puts two quantifiers that can match the same characters side by side"),
    ("x*", "can match the empty string (it would match every line)"),
    ("a(?=b)", "uses a lookahead or lookbehind assertion, which Hyperscan does not support"),
    ("a(?<!b)c", "uses a lookahead or lookbehind assertion, which Hyperscan does not support"),
    ("ab*+c", "uses a possessive quantifier or an atomic group, which Hyperscan does not support"),
    ("(?>ab)c", "uses a possessive quantifier or an atomic group, which Hyperscan does not support"),
    ("(?:(?<=b))*+x", "uses a possessive quantifier or an atomic group, which Hyperscan does not support"),
])
def test_catastrophic_shapes_are_named(pattern: str, why: str) -> None:
    assert pattern_problem(pattern) == why


@pytest.mark.parametrize("pattern", [r"(\d+\.)+\d+", r"(\d{1,3}\.){3}\d{1,3}", "(foo|bar)+", "a.*b.*c",
                                     r"exitcode\s*:\s*-9\b", "NET/IB ?: Got completion from peer .* with error",
                                     "[A-Z][a-z]+Error: .*", r"(?:ab|cd)*x"])
def test_ordinary_shapes_are_accepted(pattern: str) -> None:
    assert pattern_problem(pattern) is None


def _user_file(tmp_path: Path, pattern: str) -> Path:
    path = tmp_path / "mine.yaml"
    path.write_text(json.dumps([{"id": "my-hang", "class": "other", "role": "cause", "severity": "error",
                                 "patterns": ["ok pattern", pattern], "explanation": "e", "remedy": {"fix": "f"},
                                 "source": "s"}]))
    return path


def _refused_in_one_paragraph(mine: Path, log: Path, *words: str) -> None:
    """`explain --signatures mine log` refuses the file: status 78, no traceback, one paragraph naming the file and
    every one of ``words``."""
    r = safelaunch("explain", "--signatures", str(mine), str(log), timeout=60)
    assert r.returncode == 78, r.stderr
    no_traceback(r)
    message = r.stderr.strip()
    assert message.count("\n") == 0, message  # one paragraph
    assert str(mine) in message, message
    for word in words:
        assert word in message, (word, message)


def test_a_user_pattern_that_never_ends_is_refused_with_file_id_and_pattern(tmp_path: Path) -> None:
    mine = _user_file(tmp_path, "(a+)+$")
    log = tmp_path / "x.log"
    log.write_text("a" * 50 + "!\n")
    _refused_in_one_paragraph(mine, log, "'my-hang'", "'(a+)+$'", "nests a quantifier inside a quantifier",
                              "Rewrite it")
    # The same before a launch: nothing starts.
    marker = tmp_path / "started"
    r = safelaunch("--runs-dir", str(tmp_path / "runs"), "--signatures", str(mine), "--runner", "torchrun",
                   "--nproc-per-node", "1", str(BIN / "flood_exit.py"), "--copy", str(marker), timeout=120)
    assert r.returncode == 78 and "'(a+)+$'" in r.stderr and not marker.exists()


def test_parse_catalog_refuses_a_catastrophic_pattern_with_config_status() -> None:
    from safelaunch.errors import UserError

    with pytest.raises(UserError) as e:
        parse_catalog([{"id": "x", "class": "other", "role": "cause", "severity": "error", "patterns": ["(a|aa)*c"],
                        "explanation": "e", "remedy": {}, "source": "s"}], "f.yaml")
    assert e.value.exit_code == 78 and "f.yaml" in e.value.message and "'(a|aa)*c'" in e.value.message


def test_a_double_quoted_yaml_escape_in_a_user_pattern_is_refused_with_the_fix(tmp_path: Path) -> None:
    """YAML reads "\\b" in double quotes as a backspace: the pattern could never match; say so, name the fix."""
    mine = tmp_path / "mine.yaml"
    mine.write_text('- id: my-rc\n  class: other\n  role: cause\n  severity: error\n'
                    '  patterns: ["RC: -12\\b"]\n  explanation: e\n  remedy: {fix: f}\n  source: s\n')
    log = tmp_path / "x.log"
    log.write_text("RC: -12 here\n")
    _refused_in_one_paragraph(mine, log, "'my-rc'", "control character '\\x08'", "single quotes")


def test_a_quadratic_user_pattern_is_bounded_by_its_window(tmp_path: Path) -> None:
    """`a.*b.*c` passes the load-time check (polynomial, not exponential): it sees a smaller window."""
    sigs = parse_catalog([{"id": "poly", "class": "other", "role": "cause", "severity": "error",
                           "patterns": ["Err.*b.*c"], "explanation": "e", "remedy": {}, "source": "s"}], "f.yaml")
    matcher = RegexMatcher(sigs)
    for line in (b"Err" + b"b" * MB, (b"Errb" * (MB // 4)), b"Err" + b"xb" * (MB // 2)):
        t = time.perf_counter()
        matcher.scan(line + b"\n")
        assert time.perf_counter() - t < 1.0
    assert matcher.scan(b"x Err 1 b 2 c\n") != []


@pytest.mark.parametrize("seed", range(4))
def test_bounded_search_finds_what_plain_search_finds(seed: int) -> None:
    """On short lines (inside the window) the bounded fallback reports exactly the lines a per-line
    `re.search` reports, for the built-in catalog and for patterns using the skip rule."""
    rnd = random.Random(seed)
    # (A negated class also matches a newline: in a pattern without a literal of 4 bytes, searched over whole
    # blocks as Hyperscan does, `x[^>]*>y` may span lines. Here the classes exclude it.)
    extra = ["ab.*c", "a.*?bc", "x[^>\\n]*>y", "a ?b.*c", "^a.*b$", "ab[0-9]+c", ".*ab", r"a\s*:\s*b", "ba.*a\\b",
             "[ab]c.*cb", "^.*x", "c.*$"]
    sigs = SIGS + parse_catalog([{"id": f"p{i}", "class": "other", "role": "cause", "severity": "error",
                                  "patterns": [p], "explanation": "e", "remedy": {}, "source": "s"}
                                 for i, p in enumerate(extra)], "extra.yaml")
    matcher = RegexMatcher(sigs)
    samples = [_sample(pattern_tokens(p)) for s in sigs for p in s.patterns]
    compiled = [tuple(map(_compiled, s.patterns)) for s in sigs]  # once: re's cache holds 512
    for _ in range(150):
        lines = []
        for _ in range(rnd.randint(1, 8)):
            parts = [rnd.choice(samples) if rnd.random() < 0.4 else
                     bytes(rnd.choice(b"abcxy>: 0-9") for _ in range(rnd.randint(0, 30))) for _ in range(4)]
            if rnd.random() < 0.3:
                cut = rnd.choice(samples)
                parts.append(cut[:rnd.randint(0, len(cut))])
            rnd.shuffle(parts)
            lines.append(b" ".join(parts).replace(b"\n", b" "))
        block = b"\n".join(lines) + b"\n"
        got = {(sig, block.count(b"\n", 0, max(end - 1, 0))) for sig, end in matcher.scan(block)}
        want = {(i, n) for i, patterns in enumerate(compiled) for pat in patterns
                for n, line in enumerate(lines) if pat.search(line)}
        assert got == want, block


def test_a_pattern_python_warns_about_prints_no_python_warning(tmp_path: Path) -> None:
    sig = tmp_path / "sig.yaml"
    sig.write_text("- {id: x, class: other, role: cause, severity: error, patterns: ['[a-z--]x', '[[b]y'],\n"
                   "   explanation: e, remedy: {}, source: s}\n")
    log = tmp_path / "log"
    log.write_text("zx\n")
    r = safelaunch("explain", "--signatures", str(sig), str(log), env=clean_env(PYTHONWARNINGS="default"))
    assert r.returncode == 0 and "FutureWarning" not in r.stderr, r.stderr


@pytest.mark.parametrize(("pattern", "literals"), [
    (r"\b(Xid|XID)( [Ee]rror)?[ =:]+[0-9]+\b", {b"Xid", b"XID"}),
    (r"\[[0-9]+\](br-[0-9a-f]{6,}|veth[0-9a-z]+|cni[0-9]+)", {b"br-", b"veth", b"cni"}),
    (r"abc(def|ghi)jkl", {b"abcdefjkl", b"abcghijkl"}),
    (r"(foo|bar)+baz", {b"baz"}),
    (r"x(abcd|e)", None),  # `xe` is too short to look for
    (r"(?i)abcdef", None),  # case-insensitive: the literals are not the bytes
    (r"\Afoo(bar|baz)", None),
])
def test_required_literal_sets_are_never_wrong(pattern: str, literals: set[bytes] | None) -> None:
    from safelaunch.catalog import required_literals

    assert required_literals(pattern) == (None if literals is None else frozenset(literals))


def _one_pass_per_literal(matcher: RegexMatcher, block: bytes) -> list[tuple[int, int]]:
    hits: list[tuple[int, int]] = []
    for search in matcher._anchored:  # every line holding its anchor, searched around the first occurrence
        assert search.anchor is not None
        pos = block.find(search.anchor)
        while pos >= 0:
            start, end = _line_around(block, pos)
            found = matcher._hit(search, block, start, end, pos)
            if found is not None:
                hits.append((search.sig, found))
            pos = block.find(search.anchor, end)
    for search, _ in matcher._unanchored:  # every line searched, whatever literals the pattern needs
        hits += matcher._scan_unanchored(search, block, _has_long_line(block))
    return sorted(hits)


@pytest.mark.parametrize("seed", range(3))
def test_shared_key_passes_find_what_one_pass_per_literal_finds(seed: int) -> None:
    """Literals grouped under a shared key (also a key common enough to give way mid-block), and patterns
    looked for only in lines holding one of their literals, report exactly the hits of one pass each."""
    rnd = random.Random(seed)
    matcher = RegexMatcher(SIGS)
    samples = [_sample(pattern_tokens(p)) for sig in SIGS for p in sig.patterns]
    noise = [b"step 3 failed with Connection reset: rror ing to ", b"NCCL INFO Channel 00/0 : 0[0] -> 1[1] via P2P",
             b"[3]br-abcdef12:10.0.0.1 +cu121 Xid 79"]
    lines = [rnd.choice(samples + noise * 100) for _ in range(6000)]
    lines[rnd.randrange(3000, 6000)] = b"y" * 70_000 + rnd.choice(samples)  # a long line (2nd block): per-line mode
    for block in (b"\n".join(lines[:3000]) + b"\n", b"\n".join(lines) + b"\n"):
        assert sorted(matcher.scan(block)) == _one_pass_per_literal(matcher, block) != []


def _may_match_newline(tokens: Any) -> bool:
    """Whether a parsed pattern has an element that can consume a newline (without DOTALL, `.` cannot)."""
    from re import _parser  # type: ignore[attr-defined]

    c = _parser  # the constants live on the parser module too
    nl = ord("\n")
    for op, arg in tokens:
        if op is c.LITERAL and arg == nl:
            return True
        if op is c.NOT_LITERAL and arg != nl:
            return True
        if op is c.IN:
            negated = any(o is c.NEGATE for o, _ in arg)
            hit = any((o is c.LITERAL and a == nl) or (o is c.RANGE and a[0] <= nl <= a[1])
                      or (o is c.CATEGORY and a in (c.CATEGORY_SPACE, c.CATEGORY_NOT_DIGIT, c.CATEGORY_NOT_WORD))
                      for o, a in arg)
            if hit != negated:
                return True
        if op in (c.MAX_REPEAT, c.MIN_REPEAT, getattr(c, "POSSESSIVE_REPEAT", None)) and _may_match_newline(arg[2]):
            return True
        if op is c.SUBPATTERN and _may_match_newline(arg[-1]):
            return True
        if op is c.BRANCH and any(_may_match_newline(b) for b in arg[1]):
            return True
    return False


def test_no_builtin_pattern_can_match_across_a_line_end() -> None:
    """Both matchers see whole blocks of lines; a pattern that can consume a newline (`\\s*`, `[^>]*`) would
    match across two lines under Hyperscan only when both arrived in the same read (the fallback matches
    line by line), so the result would depend on read boundaries."""
    from re import _parser  # type: ignore[attr-defined]

    offending = [(s.id, p) for s in load_catalog() for p in s.patterns
                 if _may_match_newline(_parser.parse(p))]
    assert offending == []
    assert _may_match_newline(_parser.parse(r"exitcode\s*:")) and _may_match_newline(_parser.parse("[^>]*"))
    assert not _may_match_newline(_parser.parse(r"[^>\n]*x[ \t]*\d+\S"))


@pytest.mark.parametrize("engine", ["re", "hyperscan"])
def test_a_users_case_insensitive_signature_matches_other_cases_with_both_matchers(engine: str) -> None:
    """`(?i)` in a --signatures pattern: the fallback's required-literal shortcut must not skip "FABRIC DOWN"."""
    from safelaunch.catalog import make_matcher

    assert required_literal("(?i)fabric down") is None and required_literal("fabric down") == b"fabric down"
    (sig,) = parse_catalog([{"id": "mine", "class": "ib_unusable", "role": "cause", "severity": "error",
                             "patterns": ["(?i)fabric down"], "explanation": "x", "remedy": {"fix": "y"},
                             "source": "me"}], "mine.yaml")
    matcher = make_matcher([sig], engine)
    assert [i for i, _ in matcher.scan(b"ok\nnode3: FABRIC DOWN on port 1\nok\n")] == [0]
