"""The failure-signature catalog (YAML data) and the multi-pattern matchers that scan for it.

Signatures are data so that a new failure needs a catalog entry, not code. Users add their
own with ``--signatures FILE``; every entry is validated and a bad one is reported with its
file and index.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import os
import re
import sys
import threading
import time
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from typing import Any, Protocol

from safelaunch.errors import UserError

if sys.version_info >= (3, 11):
    from re import _compiler as sre_compile  # type: ignore[attr-defined]
    from re import _constants as sre_constants  # type: ignore[attr-defined]
    from re import _parser as sre_parse  # type: ignore[attr-defined]
else:
    import sre_compile
    import sre_constants
    import sre_parse

CLASSES = ("shm_exhausted", "memlock_limit", "cma_ptrace", "host_mem_alloc", "ib_unusable", "socket_iface",
           "rendezvous_failure", "ssh_failure", "collective_timeout", "remote_missing_file", "cuda_oom",
           "p2p_unsupported", "driver_mismatch", "gpu_hardware", "other")
ROLES = ("cause", "fallback", "consequence", "generic", "context")
# A line's most decisive signature names it: a known message (cause, fallback, consequence) before a `generic`
# one, which matches a failure by its words (a class's resource and a failure word in one line), not by a message.
ROLE_RANK = {"cause": 0, "fallback": 1, "consequence": 2, "generic": 3, "context": 4}
KEYS = {"id", "class", "role", "severity", "patterns", "explanation", "remedy", "source", "predicted_by", "facts",
        "yields_to"}
ANY_CLASS = "any"  # yields_to: [any] gives way to every other decisive signature
REQUIRED = {"id", "class", "role", "severity", "patterns", "explanation", "remedy", "source"}


@dataclass(frozen=True)
class Signature:
    id: str
    cls: str
    role: str
    severity: str
    patterns: tuple[str, ...]
    explanation: str
    remedy_env: dict[str, str]
    remedy_fix: str
    source: str
    predicted_by: tuple[str, ...] = ()
    facts: str | None = None
    # Classes whose cause or fallback, anywhere in the log, explains this line better (an illegal memory access
    # next to an Xid is the GPU's fault; `terminate called ...` is a wrapper around whatever its what() says).
    yields_to: tuple[str, ...] = ()


def _bad(origin: str, index: int, what: str) -> UserError:
    return UserError(f"Signature #{index + 1} in {origin} is not valid: {what}. Each entry needs "
                     f"{', '.join(sorted(REQUIRED))} (see safelaunch/signatures.yaml).", code="config")


def _bad_pattern(origin: str, raw: dict[str, Any], index: int, pattern: str, why: str) -> UserError:
    return UserError(f"The signature file {origin}: signature {str(raw['id'])!r} (entry #{index + 1}) has the "
                     f"pattern {pattern!r}, which {why}", code="config")


def _check_patterns(raw: dict[str, Any], origin: str, index: int, patterns: list[str]) -> None:
    """Every pattern compiles with Python's re, holds no control character and matches in bounded time."""
    try:
        for p in patterns:
            re.compile(p.encode(), re.MULTILINE)
    except re.error as e:
        raise _bad(origin, index, f"pattern error: {e}") from None
    except (UnicodeEncodeError, OverflowError, RecursionError) as e:
        raise _bad(origin, index, f"a pattern cannot be compiled ({type(e).__name__})") from None
    for p in patterns:
        control = next((c for c in p if ord(c) < 32 and c not in "\n\t"), None)
        if control is not None:
            raise _bad_pattern(origin, raw, index, p, (
                f"holds the control character {control!r}. In a double-quoted YAML string a backslash escape is read "
                "by YAML first (\"\\b\" becomes a backspace, not a word boundary), so the pattern could never match "
                "what it says. Write patterns in single quotes ('...\\b...'), or double the backslash inside double "
                "quotes."))
        problem = pattern_problem(p)
        if problem:
            raise _bad_pattern(origin, raw, index, p, (
                f"{problem}. safelaunch refuses it: every pattern must match in time bounded by the line's length "
                "with both matchers, Hyperscan and Python's re (one long line would otherwise stall the classifier, "
                "or a pattern that works on one machine would fail on another). Rewrite it without nesting or "
                "lookaround: `(a+)+` is `a+`, `(\\w+\\s?)+` is `[\\w\\s]+`, `(a|ab)*` is `(ab?)*`, `.*.*` is `.*`."))


def _signature(raw: Any, origin: str, index: int, check_patterns: bool = True) -> Signature:
    if not isinstance(raw, dict):
        raise _bad(origin, index, "it is not a mapping")
    missing, unknown = REQUIRED - raw.keys(), raw.keys() - KEYS
    if missing or unknown:
        raise _bad(origin, index, f"missing {sorted(missing)}" if missing else f"unknown key {sorted(unknown)[0]!r}")
    if not isinstance(raw["class"], str) or raw["class"] not in CLASSES:
        raise _bad(origin, index, f"class {raw['class']!r} is not one of {', '.join(CLASSES)}")
    if not isinstance(raw["role"], str) or raw["role"] not in ROLES:
        raise _bad(origin, index, f"role must be one of {', '.join(ROLES)}")
    patterns = raw["patterns"]
    if not isinstance(patterns, list) or not patterns or not all(isinstance(p, str) for p in patterns):
        raise _bad(origin, index, "patterns must be a non-empty list of strings")
    if check_patterns:
        _check_patterns(raw, origin, index, patterns)
    remedy = raw["remedy"] or {}
    if not isinstance(remedy, dict) or not isinstance(remedy.get("env") or {}, dict):
        raise _bad(origin, index, "remedy must be a mapping with optional `env` (a mapping NAME: value) and `fix`")
    env = {str(k): str(v) for k, v in (remedy.get("env") or {}).items()}
    if env and raw["role"] == "generic":
        raise _bad(origin, index, "a generic signature may not carry a remedy env: a failure recognised by its words "
                   "is no ground for a setting that --auto-fix would make (one that may cost bandwidth); name the "
                   "setting in `fix` instead")
    if not isinstance(raw.get("predicted_by") or [], list):
        raise _bad(origin, index, "predicted_by must be a list of finding ids")
    yields_to = raw.get("yields_to") or []
    if not isinstance(yields_to, list) or not all(isinstance(c, str) and c in (*CLASSES, ANY_CLASS)
                                                  for c in yields_to):
        raise _bad(origin, index, f"yields_to must be a list of classes ({', '.join(CLASSES)}) or [{ANY_CLASS}]")
    return Signature(str(raw["id"]), raw["class"], raw["role"], str(raw["severity"]), tuple(patterns),
                     str(raw["explanation"]), env, str(remedy.get("fix", "")), str(raw["source"]),
                     tuple(raw.get("predicted_by") or ()), raw.get("facts"), tuple(yields_to))


def parse_catalog(data: Any, origin: str, check_patterns: bool = True) -> list[Signature]:
    """Validated signatures. ``check_patterns=False`` (the built-in catalog only, whose patterns the test suite checks
    as a user's file is checked: tests/test_hardening_regex.py) skips compiling each pattern and proving it bounded,
    ~0.2 s of every process. Patterns are compiled where they are used: by the pure-Python matcher when it is built."""
    if not isinstance(data, list):
        raise UserError(f"The signature file {origin} must contain a YAML list of entries.", code="config")
    with warnings.catch_warnings():
        # re's FutureWarning about `[[`/`--`/`&&` in a set would reach the console as a Python warning.
        warnings.simplefilter("ignore", FutureWarning)
        return [_signature(raw, origin, i, check_patterns) for i, raw in enumerate(data)]


def _yaml_load(text: str, origin: str) -> Any:
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        return yaml.load(text, Loader=loader)
    except yaml.YAMLError as e:
        raise UserError(f"The signature file {origin} is not valid YAML: {str(e).splitlines()[0]}. "
                        "Fix its syntax.", code="config") from None


BUILTIN_ORIGIN = "safelaunch/signatures.yaml"


def builtin_text() -> str:
    return resources.files("safelaunch").joinpath("signatures.yaml").read_text(encoding="utf-8")


@functools.lru_cache(maxsize=1)
def _parse_builtin(text: str) -> tuple[Signature, ...]:
    """The built-in catalog parsed, by its text, once per process rather than by every explain() of an API loop
    (Signature is frozen; each caller gets its own list). Its patterns are not checked here: the test suite holds
    them to a user's file's checks (compiling them and proving them bounded would cost every start ~0.2 s)."""
    return tuple(parse_catalog(_yaml_load(text, BUILTIN_ORIGIN), BUILTIN_ORIGIN, check_patterns=False))


def load_catalog(extra_files: tuple[str, ...] = ()) -> list[Signature]:
    sigs = list(_parse_builtin(builtin_text()))
    for path in extra_files:
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        except OSError as e:
            raise UserError(f"Cannot read the signature file {path}: {e.strerror}. Check the path given to "
                            "--signatures.", code="config") from None
        # User entries come first: on a line both match, theirs names the cause.
        sigs = parse_catalog(_yaml_load(text, path), path) + sigs
    return sigs


class Matcher(Protocol):
    engine: str

    def scan(self, block: bytes, quota: Sequence[int] | None = None) -> list[tuple[int, int]]:
        """(signature index, offset of the match's last byte + 1) for every match in ``block``; with ``quota``,
        none of a signature whose entry there is 0 (the classifier's events left to report of each signature,
        negative for no limit: it has all it keeps of that one)."""
        ...


def required_literal(pattern: str) -> bytes | None:
    """The longest run of literal bytes every match of ``pattern`` must contain, or None.

    Only top-level consecutive literals qualify (a top-level alternation has none), so the answer
    is never wrong, only sometimes missing.
    """
    c = sre_constants  # Python 3.10's sre_* modules, 3.11's re._* (imported at the top)
    try:
        with warnings.catch_warnings():  # see parse_catalog
            warnings.simplefilter("ignore", FutureWarning)
            parsed: Any = sre_parse.parse(pattern.encode())  # type: ignore[arg-type]  # bytes patterns parse too
    except re.error:
        return None
    if parsed.state.flags & re.IGNORECASE:  # `(?i)abcd` also matches "ABCD": no byte string is required
        return None
    tokens = list(parsed)
    best, run = b"", bytearray()
    for op, arg in tokens:
        if op is c.LITERAL:
            run.append(arg)
            continue
        best = max(best, bytes(run), key=len)
        run = bytearray()
    best = max(best, bytes(run), key=len)
    return best if len(best) >= 4 else None


_LITERAL_SET_MAX = 16  # alternatives in a required literal set (each is one bytes.find pass)


def _literal_strings(tokens: Any) -> set[bytes] | None:
    """Every string ``tokens`` can match when they hold only literals, alternations and groups of them."""
    c = sre_constants
    out = {b""}
    for op, av in tokens:
        if op is c.LITERAL:
            out = {s + bytes([av]) for s in out}
            continue
        if op is c.SUBPATTERN and not av[1] and not av[2]:
            alts = _literal_strings(av[3])
        elif op is c.BRANCH:
            alts = set()
            for alt in av[1]:
                sub = _literal_strings(alt)
                if sub is None:
                    return None
                alts |= sub
        else:
            return None
        if alts is None or len(out) * len(alts) > _LITERAL_SET_MAX:
            return None
        out = {s + a for s in out for a in alts}
    return out


def _required_set(tokens: Any) -> frozenset[bytes] | None:
    """A set of literals one of which every match of ``tokens`` contains (the best found), or None."""
    c = sre_constants
    candidates: list[frozenset[bytes]] = []
    runs = {b""}
    for op, av in [*tokens, (None, None)]:
        strings = _literal_strings([(op, av)]) if op is not None else None
        if strings is not None and len(runs) * len(strings) <= _LITERAL_SET_MAX:
            runs = {r + s for r in runs for s in strings}
            continue
        candidates.append(frozenset(runs))
        runs = {b""}
        if strings is not None:  # literal, but too many combinations with the run before it
            runs = set(strings)
        elif op is c.SUBPATTERN and not av[1] and not av[2]:
            sub = _required_set(av[3])
            if sub is not None:
                candidates.append(sub)
        elif op is c.BRANCH:
            subs = [_required_set(alt) for alt in av[1]]
            if all(sub is not None for sub in subs) and sum(map(len, subs)) <= _LITERAL_SET_MAX:  # type: ignore[arg-type]
                candidates.append(frozenset().union(*subs))  # type: ignore[arg-type]
        elif op in _REPEATS and av[0] >= 1:
            sub = _required_set(av[2])
            if sub is not None:
                candidates.append(sub)
    good = [cand for cand in candidates if cand and min(map(len, cand)) >= 3]
    return max(good, key=lambda cand: (min(map(len, cand)), -len(cand))) if good else None


def required_literals(pattern: str) -> frozenset[bytes] | None:
    """Literals (at least 3 bytes each) one of which every match of ``pattern`` contains, for a pattern
    without a single required literal: `(Xid|XID) ...` needs `Xid` or `XID`. None when not known for sure
    (case-insensitive patterns, `\\A`/`\\Z`, whose meaning depends on where a search is cut, are left out)."""
    try:
        parsed = _parse(pattern)
    except (re.error, RecursionError, OverflowError):
        return None
    if parsed.state.flags & re.IGNORECASE or _has_flags_or_string_anchor(list(parsed)):
        return None
    found = _required_set(list(parsed))
    return found if found and b"\n" not in b"".join(found) else None


def _has_flags_or_string_anchor(tokens: Any) -> bool:
    c = sre_constants
    for op, av in tokens:
        if op is c.AT and av in (c.AT_BEGINNING_STRING, c.AT_END_STRING):
            return True
        if op is c.SUBPATTERN:
            if av[1] or av[2] or _has_flags_or_string_anchor(av[3]):
                return True
        elif op is c.BRANCH:
            if any(_has_flags_or_string_anchor(alt) for alt in av[1]):
                return True
        elif op in _ALL_REPEATS:
            if _has_flags_or_string_anchor(av[2]):
                return True
        elif op in (c.ASSERT, c.ASSERT_NOT):
            if _has_flags_or_string_anchor(av[1]):
                return True
        elif _ATOMIC is not None and op is _ATOMIC and _has_flags_or_string_anchor(av):
            return True
    return False


# ---- Bounded regular expressions (the pure-Python fallback) ----------------------------------------
#
# Python's `re` backtracks: `(a+)+$` takes exponential time, and a pattern like `x.*y` searched in a
# line full of `x` without `y` takes quadratic time (every `x` restarts the scan to the end of the
# line: 22 s on an 840 KB line for a built-in signature). Three measures bound it:
#
# 1. Load time: a pattern with a known exponential shape is refused (pattern_problem: a quantifier
#    nested in a quantifier, an alternation under a quantifier whose alternatives can start alike, a
#    repeat of the empty string, two adjacent quantifiers that can match the same character), and so
#    are the constructs Hyperscan cannot compile (backreferences, lookaround, possessive quantifiers,
#    atomic groups: Python 3.11.2's re also loops forever on some of them) and patterns that match the
#    empty string. The same file then works, in bounded time, with either matcher.
# 2. Search: a pattern whose first unbounded repeat X* follows a bounded head is tried only where
#    its head matches, and a start whose X* run is covered by a failed earlier start is skipped (its
#    match would have been found from there), so `x.*y` costs one pass over the line. The match found
#    is the one `search` finds.
# 3. Each line is seen through a window of at most REGEX_SPAN bytes around the first occurrence of the
#    pattern's literal; POLY_SPAN (4 KiB) for the patterns that stay quadratic per window: no skip
#    rule, or a second unbounded repeat of a broad class (`.`, `[^>]`) after the first (`a.*b.*c`).
#
# Measured (tests/test_hardening_regex.py builds adversarial 1 MB lines from each pattern): the worst
# built-in signature took 36.8 s on a 1 MB line before, 2.5 ms now; every built-in stays under 15 ms.

REGEX_SPAN = 64 * 1024  # the most of one line the fallback regex sees (classify.MAX_LINE_BYTES too)
POLY_SPAN = 4 * 1024
WIDE = 16  # a repeat allowed more iterations than this counts as unbounded
_REPEATS = frozenset((sre_constants.MAX_REPEAT, sre_constants.MIN_REPEAT))
# Possessive repeats and atomic groups (3.11+) do not backtrack into themselves, but what they hold may.
_POSSESSIVE = getattr(sre_constants, "POSSESSIVE_REPEAT", None)
_ATOMIC = getattr(sre_constants, "ATOMIC_GROUP", None)
_ALL_REPEATS = _REPEATS | ({_POSSESSIVE} if _POSSESSIVE is not None else set())
_ALL = frozenset(range(256))
_CLASS_OPS = frozenset((sre_constants.ANY, sre_constants.LITERAL, sre_constants.NOT_LITERAL, sre_constants.IN,
                        sre_constants.CATEGORY))
_CATEGORY_CHARS: dict[Any, frozenset[int]] = {}


def _category(cat: Any) -> frozenset[int]:
    if not _CATEGORY_CHARS:
        c = sre_constants
        digit = frozenset(b"0123456789")
        space = frozenset(b" \t\n\r\f\v")
        word = frozenset(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
        _CATEGORY_CHARS.update({c.CATEGORY_DIGIT: digit, c.CATEGORY_NOT_DIGIT: _ALL - digit,
                                c.CATEGORY_SPACE: space, c.CATEGORY_NOT_SPACE: _ALL - space,
                                c.CATEGORY_WORD: word, c.CATEGORY_NOT_WORD: _ALL - word})
    return _CATEGORY_CHARS.get(cat, _ALL)


def _chars(tokens: Any, ignore_case: bool) -> frozenset[int]:
    """Every byte the tokens may consume (an over-approximation)."""
    c = sre_constants
    out: set[int] = set()
    for op, av in tokens:
        if op is c.LITERAL:
            out.add(av)
        elif op is c.NOT_LITERAL:
            out |= _ALL - {av}
        elif op is c.ANY:
            out |= _ALL - {10}
        elif op is c.CATEGORY:
            out |= _category(av)
        elif op is c.IN:
            out |= _charset(av)
        elif op in _ALL_REPEATS:
            out |= _chars(av[2], ignore_case)
        elif op is c.SUBPATTERN:
            out |= _chars(av[3], ignore_case)
        elif _ATOMIC is not None and op is _ATOMIC:
            out |= _chars(av, ignore_case)
        elif op is c.BRANCH:
            for alt in av[1]:
                out |= _chars(alt, ignore_case)
        elif op in (c.AT, c.ASSERT, c.ASSERT_NOT):
            continue
        else:
            return _ALL
    if ignore_case:
        out |= {b ^ 0x20 for b in out if 65 <= (b & ~0x20) <= 90}
    return frozenset(out)


def _charset(items: Any) -> frozenset[int]:
    c = sre_constants
    out: set[int] = set()
    negate = False
    for op, av in items:
        if op is c.NEGATE:
            negate = True
        elif op is c.LITERAL:
            out.add(av)
        elif op is c.RANGE:
            out |= set(range(av[0], min(av[1], 255) + 1))
        elif op is c.CATEGORY:
            out |= _category(av)
        else:
            return _ALL
    return frozenset(_ALL - out) if negate else frozenset(out)


def _width(tokens: Any, state: Any) -> tuple[int, int]:
    return sre_parse.SubPattern(state, list(tokens)).getwidth()


def _first(tokens: Any, state: Any, ignore_case: bool) -> frozenset[int] | None:
    """The bytes a match of ``tokens`` can start with; None when it can be empty or is not simple."""
    c = sre_constants
    out: set[int] = set()
    for i, (op, av) in enumerate(tokens):
        if op is c.AT:
            continue
        if op in _ALL_REPEATS:
            sub = _first(av[2], state, ignore_case)
            if sub is None:
                return None
            out |= sub
            if av[0] > 0:
                return frozenset(out)
            continue
        if op is c.SUBPATTERN:
            sub = _first(av[3], state, ignore_case)
            if sub is None:
                return None
            out |= sub
            if _width(av[3], state)[0] > 0:
                return frozenset(out)
            continue
        if op in (c.LITERAL, c.NOT_LITERAL, c.ANY, c.IN, c.CATEGORY):
            return frozenset(out | _chars([(op, av)], ignore_case))
        if op is c.BRANCH:
            for alt in av[1]:
                sub = _first(list(alt) + list(tokens[i + 1:]), state, ignore_case)
                if sub is None:
                    return None
                out |= sub
            return frozenset(out)
        return None
    return None  # can match the empty string


def _single_chars(tokens: Any) -> list[tuple[Any, Any]]:
    """The body as a flat sequence (a lone group is looked through)."""
    items = list(tokens)
    while len(items) == 1 and (items[0][0] is sre_constants.SUBPATTERN or items[0][0] is _ATOMIC):
        items = list(items[0][1][3] if items[0][0] is sre_constants.SUBPATTERN else items[0][1])
    return items


def _nested(sub: Any, outer_max: int, state: Any, ignore_case: bool) -> str | None:
    """A repeat inside the body ``sub`` of a repeat that can iterate ``outer_max`` times."""
    c = sre_constants
    body = _single_chars(sub)
    for op, av in body:
        if op not in _ALL_REPEATS:
            continue
        inner_max = av[1]
        if inner_max <= 1 or (outer_max <= WIDE and inner_max <= WIDE):
            continue
        inner = _chars(av[2], ignore_case)
        # A mandatory character the inner repeat cannot take splits the iterations one way only:
        # `(\d+\.)+` is linear, `(a+)+` and `(\w+\s?)+` are not.
        separated = any(o in (c.LITERAL, c.NOT_LITERAL, c.IN, c.CATEGORY, c.ANY)
                        and not (_chars([(o, a)], ignore_case) & inner) for o, a in body)
        if not separated:
            return "nests a quantifier inside a quantifier"
    for op, av in body:  # deeper levels: a group in the body
        if op is c.SUBPATTERN or op is c.BRANCH or op is _ATOMIC:
            for part in ([av[3]] if op is c.SUBPATTERN else [av] if op is _ATOMIC else av[1]):
                found = _nested(part, outer_max, state, ignore_case)
                if found:
                    return found
    return None


def _problem(tokens: Any, state: Any, ignore_case: bool) -> str | None:
    c = sre_constants
    items = list(tokens)
    for op, av in items:
        if op in (c.GROUPREF, c.GROUPREF_EXISTS):
            return "uses a backreference"
        if op in (c.ASSERT, c.ASSERT_NOT):
            return "uses a lookahead or lookbehind assertion, which Hyperscan does not support"
        if op is _POSSESSIVE or op is _ATOMIC:
            return "uses a possessive quantifier or an atomic group, which Hyperscan does not support"
        if op in _ALL_REPEATS:
            _lo, hi, sub = av
            if hi > 1 and _width(sub, state)[1] == 0:
                return "repeats something that only matches the empty string"
            if hi > 1:
                found = _nested(sub, hi, state, ignore_case)
                if found:
                    return found
            if hi > WIDE:
                for o, a in _single_chars(sub):
                    if o is c.BRANCH:
                        firsts = [_first(list(alt), state, ignore_case) for alt in a[1]]
                        sets = [f for f in firsts if f is not None]
                        if len(sets) < len(firsts) or sum(map(len, sets)) != len(frozenset().union(*sets)):
                            return "repeats an alternation whose alternatives can match the same text"
            found = _problem(sub, state, ignore_case)
        elif op is c.SUBPATTERN:
            found = _problem(av[3], state, ignore_case or bool(av[1] & re.IGNORECASE))
        elif op is c.BRANCH:
            found = next((f for f in (_problem(alt, state, ignore_case) for alt in av[1]) if f), None)
        elif op in (c.ASSERT, c.ASSERT_NOT):
            found = _problem(av[1], state, ignore_case)
        elif _ATOMIC is not None and op is _ATOMIC:
            found = _problem(av, state, ignore_case)
        else:
            found = None
        if found:
            return found
    # Two unbounded repeats of one character class side by side that can take the same characters:
    # `.*.*`, `\s*\s*$`, `\d+\d*` (quadratic per attempt, cubic per line).
    previous: frozenset[int] | None = None
    for op, av in items:
        if op in _ALL_REPEATS and av[1] > WIDE and len(av[2]) == 1 and av[2][0][0] in _CLASS_OPS:
            here = _chars(av[2], ignore_case)
            if previous is not None and previous & here:
                return "puts two quantifiers that can match the same characters side by side"
            previous = here
        elif op is c.AT or (op in _ALL_REPEATS and av[0] == 0):
            continue
        else:
            previous = None
    return None


def _parse(pattern: str) -> Any:
    parse: Any = sre_parse.parse  # typeshed says str; bytes patterns parse as well
    with warnings.catch_warnings():  # see parse_catalog
        warnings.simplefilter("ignore", FutureWarning)
        return parse(pattern.encode(), re.MULTILINE)


SRE: Any = sre_constants  # the parser's opcodes, for reading pattern_tokens()


def pattern_tokens(pattern: str) -> list[Any]:
    """The top-level parse tree of a catalog pattern (``re``'s own parser: (opcode, argument) pairs)."""
    return list(_parse(pattern))


def pattern_problem(pattern: str) -> str | None:
    """Why ``pattern`` can take exponential time in a backtracking engine, or None (see above)."""
    try:
        parsed = _parse(pattern)
    except (re.error, RecursionError, OverflowError):
        return None  # reported by re.compile
    if parsed.getwidth()[0] == 0:
        return "can match the empty string (it would match every line)"
    return _problem(list(parsed), parsed.state, bool(parsed.state.flags & re.IGNORECASE))


def _polynomial(tokens: Any, ignore_case: bool) -> bool:
    """Two unbounded repeats in one sequence where the first can absorb everything up to the second
    and both can take it (`a.*b.*c`): quadratic per attempt; such patterns see POLY_SPAN bytes."""
    c = sre_constants
    items = list(tokens)
    for i, (op, av) in enumerate(items):
        if op in (c.SUBPATTERN, c.BRANCH, *_ALL_REPEATS) or op is _ATOMIC:
            parts = ([av[3]] if op is c.SUBPATTERN else av[1] if op is c.BRANCH else [av] if op is _ATOMIC
                     else [av[2]])
            if any(_polynomial(part, ignore_case) for part in parts):
                return True
        if op not in _ALL_REPEATS or av[1] <= WIDE:
            continue
        first = _chars(av[2], ignore_case)
        between: set[int] = set()
        for op2, av2 in items[i + 1:]:
            if op2 in _ALL_REPEATS and av2[1] > WIDE:
                second = _chars(av2[2], ignore_case)
                if first & second and between <= (first & second):
                    return True
            between |= _chars([(op2, av2)], ignore_case)
    return False


def _wide(tokens: Any, ignore_case: bool, broad_only: bool) -> bool:
    """Whether ``tokens`` hold (at any depth) an unbounded repeat; ``broad_only``: one of a broad class,
    like `.` or `[^>]`, whose runs can reach the end of the line."""
    c = sre_constants
    for op, av in tokens:
        if op in _ALL_REPEATS:
            if av[1] > WIDE and (not broad_only or len(_chars(av[2], ignore_case)) >= 128):
                return True
            parts = [av[2]]
        elif op is c.SUBPATTERN:
            parts = [av[3]]
        elif op is c.BRANCH:
            parts = list(av[1])
        elif op is _ATOMIC:
            parts = [av]
        else:
            continue
        if any(_wide(part, ignore_case, broad_only) for part in parts):
            return True
    return False


@dataclass(frozen=True)
class _Search:
    """How the fallback looks for one pattern in a line (see above)."""

    sig: int
    pattern: re.Pattern[bytes]
    anchor: bytes | None  # a literal every match contains: lines without it are skipped
    span: int
    head: re.Pattern[bytes] | None = None  # the bounded part before the first unbounded repeat
    head_min: int = 0
    head_max: int = 0
    run: re.Pattern[bytes] | None = None  # that repeat's character class, repeated

    @classmethod
    def build(cls, sig: int, text: str, compiled: re.Pattern[bytes]) -> _Search:
        anchor = required_literal(text)
        try:
            parsed = _parse(text)
        except (re.error, RecursionError, OverflowError):
            return cls(sig, compiled, anchor, POLY_SPAN)
        ignore_case = bool(parsed.state.flags & re.IGNORECASE)
        tokens = list(parsed)
        # Without the skip rule, every start may scan to the end of its repeat's run: quadratic in the
        # window. With it, only a broad repeat after the first one (`a.*b.*c`, `x\w*y.*z`) still is.
        polynomial = _polynomial(tokens, ignore_case)
        span = POLY_SPAN if polynomial or _wide(tokens, ignore_case, broad_only=False) else REGEX_SPAN
        for i, (op, av) in enumerate(tokens):
            if op not in _REPEATS or av[1] <= WIDE:
                continue
            sub = list(av[2])
            if len(sub) != 1 or sub[0][0] not in _CLASS_OPS:
                break
            head_min, head_max = _width(tokens[:i], parsed.state)
            if head_max > 4096:
                break
            try:
                head = sre_compile.compile(sre_parse.SubPattern(parsed.state, tokens[:i]), re.MULTILINE)
                greedy: list[Any] = [(sre_constants.MAX_REPEAT, (0, sre_constants.MAXREPEAT, av[2]))]
                run = sre_compile.compile(sre_parse.SubPattern(parsed.state, greedy), re.MULTILINE)
            except (re.error, RecursionError, OverflowError, TypeError):
                break
            linear = not polynomial and not _wide(tokens[i + 1:], ignore_case, broad_only=True)
            return cls(sig, compiled, anchor, REGEX_SPAN if linear else POLY_SPAN, head, head_min, head_max, run)
        return cls(sig, compiled, anchor, span)

    def find(self, block: bytes, lo: int, hi: int) -> re.Match[bytes] | None:
        """The first match in ``block[lo:hi]`` (one line, or lines in the unanchored case): the one
        ``self.pattern.search(block, lo, hi)`` finds."""
        if self.head is None or self.run is None:
            return self.pattern.search(block, lo, hi)
        pos = lo
        covered_from = covered_to = -1  # heads starting in this range cannot match: a failed start covers them
        while pos <= hi:
            h = self.head.search(block, pos, hi)
            if h is None:
                return None
            start = h.start()
            if covered_from <= start <= covered_to:
                pos = covered_to + 1
                continue
            m = self.pattern.match(block, start, hi)
            if m:
                return m
            # Every way this start could continue was tried. Its repeat ran from the head's end to the
            # first byte it cannot take; a later start whose head ends inside that run can only retry
            # the same continuations.
            head_end = h.end()
            run_end = self.run.match(block, head_end, hi)
            run_to = run_end.end() if run_end else head_end
            covered_from = max(start + 1, head_end - self.head_min)
            covered_to = run_to - self.head_max
            pos = start + 1
        return None


class RegexMatcher:
    """Pure-Python fallback, bounded (see above). Each pattern is looked for only in lines holding its
    required literal (bytes.find runs at memory speed); patterns without one are looked for in lines holding
    one of a set of literals (`Xid` or `XID`), or else scanned line by line.

    A pass per literal would be some 400 passes over every block (required literals and those of the sets).
    Literals sharing a KEY_BYTES-byte substring share one pass for it (`rror` is in 66 of them): only lines
    holding the key are searched for its literals, as one pass each would find them. A key that turns out
    common in a block (more lines than the passes it saves are worth) gives way, for the rest of that block, to
    one pass per literal."""

    engine = "re"
    KEY_BYTES = 4

    def __init__(self, signatures: list[Signature]) -> None:
        self._anchored: list[_Search] = []
        # Without a required literal: with the set of literals one of which a match holds, when known.
        self._unanchored: list[tuple[_Search, frozenset[bytes] | None]] = []
        for i, sig in enumerate(signatures):
            for text in sig.patterns:
                search = _Search.build(i, text, re.compile(text.encode(), re.MULTILINE))
                if search.anchor is None:
                    self._unanchored.append((search, required_literals(text)))
                else:
                    self._anchored.append(search)
        # Each literal: the searches anchored on it, and the unanchored searches (by index) one of whose set it is.
        self._users: dict[bytes, tuple[list[_Search], list[int]]] = {}
        for search in self._anchored:
            assert search.anchor is not None
            self._users.setdefault(search.anchor, ([], []))[0].append(search)
        for n, (_, literals) in enumerate(self._unanchored):
            for literal in literals or ():
                self._users.setdefault(literal, ([], []))[1].append(n)
        self._groups = self._group(list(self._users))

    @classmethod
    def _group(cls, literals: list[bytes]) -> list[tuple[bytes, list[bytes]]]:
        """(key, the literals holding it): greedily, the key shared by the most literals first; a literal in no
        shared key is its own key."""
        # A literal with a line end in it is searched on its own (a key's line would not hold it).
        left = {a for a in literals if len(a) >= cls.KEY_BYTES and b"\n" not in a and b"\r" not in a}
        groups: list[tuple[bytes, list[bytes]]] = []
        while left:
            counts: dict[bytes, int] = {}
            for literal in left:
                for key in {literal[i:i + cls.KEY_BYTES] for i in range(len(literal) - cls.KEY_BYTES + 1)}:
                    counts[key] = counts.get(key, 0) + 1
            key, n = max(counts.items(), key=lambda kv: (kv[1], kv[0]))
            if n < 2:
                break
            members = sorted(a for a in left if key in a)
            left -= set(members)
            groups.append((key, members))
        grouped = {a for _, members in groups for a in members}
        groups += [(a, [a]) for a in sorted(literals) if a not in grouped]
        return groups

    @staticmethod
    def _window(block: bytes, start: int, end: int, at: int, span: int) -> tuple[int, int]:
        """At most ``span`` bytes of the line ``block[start:end]``, around position ``at``."""
        if end - start <= span:
            return start, end
        lo = max(start, at - span // 2)
        return lo, min(end, lo + span)

    def _hit(self, search: _Search, block: bytes, start: int, end: int, at: int) -> int | None:
        lo, hi = self._window(block, start, end, at, search.span)
        m = search.find(block, lo, hi)
        if m is None or m.end() == hi < end:
            return None  # `$` or `\b` at a window's cut is not the line's end
        return m.end()

    def scan(self, block: bytes, quota: Sequence[int] | None = None) -> list[tuple[int, int]]:
        hits = self._scan(block)
        return hits if quota is None or 0 not in quota else [hit for hit in hits if quota[hit[0]]]

    def _scan(self, block: bytes) -> list[tuple[int, int]]:
        hits: list[tuple[int, int]] = []
        lines: list[dict[int, int]] = [{} for _ in self._unanchored]  # per unanchored search: its lines
        for key, members in self._groups:
            if members == [key]:  # a literal of its own
                self._scan_literal(key, block, 0, hits, lines)
                continue
            # Past this many lines holding the key, one pass per literal costs less (see the class).
            budget = 16 + len(block) * len(members) // (4096 + 1024 * len(members))
            pos = block.find(key)
            while pos >= 0:
                start, end = _line_around(block, pos)
                if budget == 0:
                    for literal in members:
                        self._scan_literal(literal, block, start, hits, lines)
                    break
                budget -= 1
                for literal in members:
                    at = block.find(literal, start, end)  # its first occurrence in the line, as a pass finds it
                    if at >= 0:
                        self._line_holds(literal, block, start, end, at, hits, lines)
                pos = block.find(key, end)
        long_line: bool | None = None
        for (search, literals), held in zip(self._unanchored, lines, strict=True):
            if literals is None:
                if long_line is None:
                    long_line = _has_long_line(block)
                hits += self._scan_unanchored(search, block, long_line)
                continue
            if held and long_line is None:
                long_line = _has_long_line(block)
            for start, end in sorted(held.items()):
                # The line alone, searched as _scan_unanchored would: the same matches (no line holds a
                # match without one of the literals).
                if long_line:
                    found = self._hit(search, block, start, end, start)
                    if found is not None:
                        hits.append((search.sig, found))
                else:
                    hits += self._scan_unanchored(search, block, False, start, end)
        return hits

    def _line_holds(self, literal: bytes, block: bytes, start: int, end: int, at: int, hits: list[tuple[int, int]],
                    lines: list[dict[int, int]]) -> None:
        """The line ``block[start:end]`` holds ``literal`` first at ``at``: its anchored searches are tried there,
        and the line is kept for the unanchored searches whose set holds the literal."""
        anchored, unanchored = self._users[literal]
        for search in anchored:
            found = self._hit(search, block, start, end, at)
            if found is not None:
                hits.append((search.sig, found))
        for n in unanchored:
            lines[n][start] = end

    def _scan_literal(self, literal: bytes, block: bytes, pos: int, hits: list[tuple[int, int]],
                      lines: list[dict[int, int]]) -> None:
        """Every line from ``pos`` on that holds ``literal``, as _line_holds takes it."""
        at = block.find(literal, pos)
        while at >= 0:
            start, end = _line_around(block, at)
            self._line_holds(literal, block, start, end, at, hits, lines)
            at = block.find(literal, end)

    def _scan_unanchored(self, search: _Search, block: bytes, long_line: bool, first: int = 0,
                         stop: int | None = None) -> list[tuple[int, int]]:
        """The matches in ``block`` (``block[first:stop]`` when every line fits the window)."""
        hits: list[tuple[int, int]] = []
        if not long_line:  # every line fits the window: the block is searched as a whole, as finditer does
            pos, stop = first, len(block) if stop is None else stop
            while pos <= stop:
                m = search.find(block, pos, stop)
                if m is None:
                    break
                newline = block.find(b"\n", m.start(), m.end())
                if newline >= 0:  # `\s*` or `[^x]*` took a line end: a match is one line's, so look in this one
                    m = search.find(block, pos, newline)
                    if m is None:
                        pos = newline + 1
                        continue
                hits.append((search.sig, m.end()))
                pos = m.end() if m.end() > m.start() else m.end() + 1
            return hits
        start = 0
        while start < len(block):
            end = block.find(b"\n", start)
            end = len(block) if end < 0 else end
            found = self._hit(search, block, start, end, start)
            if found is not None:
                hits.append((search.sig, found))
            start = end + 1
        return hits


def _line_around(block: bytes, pos: int) -> tuple[int, int]:
    """(start, end) of the line of ``block`` that holds offset ``pos`` (end: its \\n, or the block's end)."""
    end = block.find(b"\n", pos)
    return block.rfind(b"\n", 0, pos) + 1, len(block) if end < 0 else end


def _has_long_line(block: bytes) -> bool:
    return len(block) > POLY_SPAN and max(map(len, block.split(b"\n"))) > POLY_SPAN


KEEP_DATABASES = 12  # whole catalogs' compiled databases kept in the cache directory
KEEP_PARTS = 8  # and databases without spent signatures (their own count: they never evict a catalog's)


def _cached_database(hyperscan: Any, expressions: list[bytes], ids: list[int], directory: str,
                     part: bool = False) -> Any:
    """The compiled database, from ``directory`` (``$XDG_CACHE_HOME/safelaunch``) when the same patterns were
    compiled before by the same hyperscan (compiling the catalog's ~900 patterns costs ~0.9 s; loading, a few ms).
    The KEEP_DATABASES most recently used catalogs' are kept, and the KEEP_PARTS most recent ``part`` ones."""
    key = hashlib.sha256(repr((getattr(hyperscan, "__version__", ""), expressions, ids)).encode()).hexdigest()[:24]
    prefix = "hyperscan-part-" if part else "hyperscan-"
    path = os.path.join(directory, f"{prefix}{key}.db")
    with contextlib.suppress(Exception), open(path, "rb") as f:  # missing, unreadable or stale: compile instead
        loaded = hyperscan.loadb(f.read(), hyperscan.HS_MODE_BLOCK)
        loaded.scratch = hyperscan.Scratch(loaded)  # compile() makes one; a loaded database has none
        with contextlib.suppress(OSError):
            os.utime(path)  # used now: the pruning below keeps it
        return loaded
    db = hyperscan.Database(mode=hyperscan.HS_MODE_BLOCK)
    db.compile(expressions=expressions, ids=ids, elements=len(expressions),
               flags=[hyperscan.HS_FLAG_MULTILINE] * len(expressions))
    tmp = f"{path}.{os.getpid()}.{threading.get_ident()}.tmp"
    try:  # an unwritable cache costs a compile next time, nothing else
        os.makedirs(os.path.dirname(path), mode=0o700, exist_ok=True)
        with open(tmp, "wb") as f:
            f.write(hyperscan.dumpb(db))
        os.replace(tmp, path)
        _prune(directory, part)
    except Exception:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
    return db


def _prune(directory: str, part: bool) -> None:
    """Remove all but the KEEP_DATABASES (KEEP_PARTS) most recently used databases of the kind just written (another
    safelaunch may be reading one: it has it open, so removing the name does not disturb it)."""
    entries = []
    for name in os.listdir(directory):
        if name.startswith("hyperscan-") and name.endswith(".db") and name.startswith("hyperscan-part-") == part:
            with contextlib.suppress(OSError):
                entries.append((os.stat(os.path.join(directory, name)).st_mtime_ns, name))
        elif name.startswith("hyperscan-") and name.endswith(".tmp"):  # a writer that exited mid-write, an hour ago
            with contextlib.suppress(OSError):
                if os.stat(os.path.join(directory, name)).st_mtime < time.time() - 3600:
                    os.unlink(os.path.join(directory, name))
    for _, name in sorted(entries, reverse=True)[KEEP_PARTS if part else KEEP_DATABASES:]:
        with contextlib.suppress(OSError):
            os.unlink(os.path.join(directory, name))


class HyperscanMatcher:
    """Hyperscan scans all patterns at once at GB/s; Python runs only for the (rare) matches.

    A signature whose quota is spent (a context line NCCL prints on every channel, once the classifier has the
    first few) still costs Hyperscan its literal's hits and Python a call per match. For each set of spent
    signatures a database without them is compiled in a background thread (hs_compile releases the GIL; the
    result is cached on disk like the whole catalog's) and used, for a caller whose quota has at least those
    spent, from the block after it is ready; until then their hits are dropped in the callback. Two callers
    (attempts of one launch) may share a matcher: each gets the database its own quota allows."""

    engine = "hyperscan"
    MAX_REDUCED = 4  # databases compiled per matcher for spent signatures (each ~0.9 s of a core, once per machine)

    def __init__(self, signatures: list[Signature]) -> None:
        import hyperscan

        from safelaunch.launcher_options import cache_dir

        self._hyperscan = hyperscan
        self._cache = cache_dir()  # now: a background compile must not follow a later change of XDG_CACHE_HOME
        self._patterns = [(i, p.encode()) for i, sig in enumerate(signatures) for p in sig.patterns]
        self._db = self._compile(frozenset())
        self._reduced: dict[frozenset[int], Any] = {}  # spent signatures -> database without them (None: no pattern)
        self._pending: set[frozenset[int]] = set()
        self._lock = threading.Lock()
        self._last: tuple[tuple[int, ...], Any] | None = None  # the last quota seen and the database chosen for it

    def _compile(self, without: frozenset[int]) -> Any:
        kept = [(i, p) for i, p in self._patterns if i not in without]
        if not kept:
            return None
        return _cached_database(self._hyperscan, [p for _, p in kept], [i for i, _ in kept], self._cache,
                                part=bool(without))

    def _build(self, spent: frozenset[int]) -> None:
        try:
            db = self._compile(spent)
        except Exception:  # not expected (a subset of patterns that compiled): the whole catalog's, hits muted
            db = self._db
        with self._lock:
            self._reduced[spent] = db
            self._pending.discard(spent)
            self._last = None  # the next scan picks the new database

    def _database(self, quota: Sequence[int]) -> Any:
        """The smallest ready database whose left-out signatures are all spent in ``quota``; a compile of the one
        without every spent signature is started when none is ready or pending and the limit allows. The choice is
        kept for the same quota (it changes only when a context event is reported): working out the spent set on
        every block was a twentieth of the pipeline's time."""
        key = tuple(quota)
        last = self._last
        if last is not None and last[0] == key:
            return last[1]
        spent = frozenset(i for i, left in enumerate(key) if left == 0)
        with self._lock:
            if spent in self._reduced:
                db = self._reduced[spent]
            else:
                if spent not in self._pending and len(self._reduced) + len(self._pending) < self.MAX_REDUCED:
                    self._pending.add(spent)
                    threading.Thread(target=self._build, args=(spent,), name="safelaunch-hyperscan-compile",
                                     daemon=True).start()
                usable = [s for s in self._reduced if s <= spent]
                db = self._reduced[max(usable, key=len)] if usable else self._db
            self._last = (key, db)
        return db

    def scan(self, block: bytes, quota: Sequence[int] | None = None) -> list[tuple[int, int]]:
        hits: list[tuple[int, int]] = []
        db = self._db
        if quota is None or 0 not in quota:
            def on_match(sig: int, _from: int, to: int, _flags: int, _ctx: object) -> None:
                hits.append((sig, to))
        else:  # a context line NCCL prints on every channel would otherwise cost a tuple, a sort and a loop per hit
            db = self._database(quota)

            def on_match(sig: int, _from: int, to: int, _flags: int, _ctx: object) -> None:
                if quota[sig]:
                    hits.append((sig, to))

        if db is not None:
            db.scan(block, match_event_handler=on_match)
        return hits


# The fallback's matchers by the patterns they were built from (each signature's, in order: a hit names its
# signature by index). Building one costs ~0.3 s for the catalog (every pattern's literals, their grouping) against
# well under 1 ms to scan a short log; a matcher keeps no state between scans, so `explain()` called in a loop, or
# the tests, build it once. A few are kept (the catalog, with or without a user's --signatures file).
_REGEX_MATCHERS: dict[tuple[tuple[str, ...], ...], RegexMatcher] = {}
_REGEX_MATCHERS_LOCK = threading.Lock()  # explain() may run in several threads: the pop, insert and trim are one step
KEEP_REGEX_MATCHERS = 4


def make_matcher(signatures: list[Signature], engine: str = "auto") -> Matcher:
    if engine in ("auto", "hyperscan"):
        try:
            return HyperscanMatcher(signatures)
        except ImportError:
            if engine == "hyperscan":
                raise
        except Exception:  # hyperscan.error: a construct it does not compile; the bounded fallback does
            if engine == "hyperscan":
                raise
    key = tuple(sig.patterns for sig in signatures)
    with _REGEX_MATCHERS_LOCK:
        matcher = _REGEX_MATCHERS.pop(key, None)
    if matcher is None:
        matcher = RegexMatcher(signatures)  # outside the lock: ~0.3 s; two threads may both build one, harmlessly
    with _REGEX_MATCHERS_LOCK:
        _REGEX_MATCHERS[key] = matcher  # the most recent last
        while len(_REGEX_MATCHERS) > KEEP_REGEX_MATCHERS:
            del _REGEX_MATCHERS[next(iter(_REGEX_MATCHERS))]
    return matcher
