"""The failure-signature catalog (YAML data) and the multi-pattern matchers that scan for it.

Signatures are data so that a new failure needs a catalog entry, not code. Users add their
own with ``--signatures FILE``; every entry is validated and a bad one is reported with its
file and index.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, Protocol

from safelaunch.errors import UserError

CLASSES = ("shm_exhausted", "memlock_limit", "cma_ptrace", "host_mem_alloc", "ib_unusable", "socket_iface",
           "rendezvous_failure", "ssh_failure", "collective_timeout", "remote_missing_file", "cuda_oom",
           "p2p_unsupported", "driver_mismatch", "gpu_hardware", "other")
ROLES = ("cause", "fallback", "consequence")
ROLE_RANK = {"cause": 0, "fallback": 1, "consequence": 2}
KEYS = {"id", "class", "role", "severity", "patterns", "explanation", "remedy", "source", "predicted_by", "facts"}
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
    compiled: tuple[re.Pattern[bytes], ...] = field(default=(), compare=False, repr=False)


def _bad(origin: str, index: int, what: str) -> UserError:
    return UserError(f"Signature #{index + 1} in {origin} is not valid: {what}. Each entry needs "
                     f"{', '.join(sorted(REQUIRED))} (see safelaunch/signatures.yaml).", code="config")


def _signature(raw: Any, origin: str, index: int) -> Signature:
    if not isinstance(raw, dict):
        raise _bad(origin, index, "it is not a mapping")
    missing, unknown = REQUIRED - raw.keys(), raw.keys() - KEYS
    if missing or unknown:
        raise _bad(origin, index, f"missing {sorted(missing)}" if missing else f"unknown key {sorted(unknown)[0]!r}")
    if raw["class"] not in CLASSES:
        raise _bad(origin, index, f"class {raw['class']!r} is not one of {', '.join(CLASSES)}")
    if raw["role"] not in ROLES:
        raise _bad(origin, index, f"role must be one of {', '.join(ROLES)}")
    patterns = raw["patterns"]
    if not isinstance(patterns, list) or not patterns or not all(isinstance(p, str) for p in patterns):
        raise _bad(origin, index, "patterns must be a non-empty list of strings")
    try:
        compiled = tuple(re.compile(p.encode(), re.MULTILINE) for p in patterns)
    except re.error as e:
        raise _bad(origin, index, f"pattern error: {e}") from None
    remedy = raw["remedy"] or {}
    env = {str(k): str(v) for k, v in (remedy.get("env") or {}).items()}
    return Signature(str(raw["id"]), raw["class"], raw["role"], str(raw["severity"]), tuple(patterns),
                     str(raw["explanation"]), env, str(remedy.get("fix", "")), str(raw["source"]),
                     tuple(raw.get("predicted_by") or ()), raw.get("facts"), compiled)


def parse_catalog(data: Any, origin: str) -> list[Signature]:
    if not isinstance(data, list):
        raise UserError(f"The signature file {origin} must contain a YAML list of entries.", code="config")
    return [_signature(raw, origin, i) for i, raw in enumerate(data)]


def _yaml_load(text: str, origin: str) -> Any:
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        return yaml.load(text, Loader=loader)
    except yaml.YAMLError as e:
        raise UserError(f"The signature file {origin} is not valid YAML: {str(e).splitlines()[0]}. "
                        "Fix its syntax.", code="config") from None


def load_catalog(extra_files: tuple[str, ...] = ()) -> list[Signature]:
    builtin = resources.files("safelaunch").joinpath("signatures.yaml").read_text(encoding="utf-8")
    sigs = parse_catalog(_yaml_load(builtin, "safelaunch/signatures.yaml"), "safelaunch/signatures.yaml")
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

    def scan(self, block: bytes) -> list[tuple[int, int]]:
        """(signature index, offset of the match's last byte + 1) for every match in ``block``."""
        ...


def required_literal(pattern: str) -> bytes | None:
    """The longest run of literal bytes every match of ``pattern`` must contain, or None.

    Only top-level consecutive literals qualify (a top-level alternation has none), so the answer
    is never wrong, only sometimes missing.
    """
    from re import _constants as c  # type: ignore[attr-defined]
    from re import _parser  # type: ignore[attr-defined]

    try:
        tokens = list(_parser.parse(pattern.encode()))
    except re.error:
        return None
    best, run = b"", bytearray()
    for op, arg in tokens:
        if op is c.LITERAL:
            run.append(arg)
            continue
        best = max(best, bytes(run), key=len)
        run = bytearray()
    best = max(best, bytes(run), key=len)
    return best if len(best) >= 4 else None


class RegexMatcher:
    """Pure-Python fallback. Each pattern is looked for only where its required literal occurs
    (bytes.find runs at memory speed); patterns without one are scanned with their regex."""

    engine = "re"

    def __init__(self, signatures: list[Signature]) -> None:
        self._anchored: list[tuple[bytes, int, re.Pattern[bytes]]] = []
        self._unanchored: list[tuple[int, re.Pattern[bytes]]] = []
        for i, sig in enumerate(signatures):
            for text, pattern in zip(sig.patterns, sig.compiled, strict=True):
                anchor = required_literal(text)
                if anchor is None:
                    self._unanchored.append((i, pattern))
                else:
                    self._anchored.append((anchor, i, pattern))

    def scan(self, block: bytes) -> list[tuple[int, int]]:
        hits: list[tuple[int, int]] = []
        for anchor, sig, pattern in self._anchored:
            pos = block.find(anchor)
            while pos >= 0:
                start = block.rfind(b"\n", 0, pos) + 1
                end = block.find(b"\n", pos)
                end = len(block) if end < 0 else end
                m = pattern.search(block, start, end)
                if m:
                    hits.append((sig, m.end()))
                pos = block.find(anchor, end)
        for sig, pattern in self._unanchored:
            hits.extend((sig, m.end()) for m in pattern.finditer(block))
        return hits


class HyperscanMatcher:
    """Hyperscan scans all patterns at once at GB/s; Python runs only for the (rare) matches."""

    engine = "hyperscan"

    def __init__(self, signatures: list[Signature]) -> None:
        import hyperscan

        expressions, ids = [], []
        for i, sig in enumerate(signatures):
            for p in sig.patterns:
                expressions.append(p.encode())
                ids.append(i)
        self._db = hyperscan.Database(mode=hyperscan.HS_MODE_BLOCK)
        self._db.compile(expressions=expressions, ids=ids, elements=len(expressions),
                         flags=[hyperscan.HS_FLAG_MULTILINE] * len(expressions))

    def scan(self, block: bytes) -> list[tuple[int, int]]:
        hits: list[tuple[int, int]] = []

        def on_match(sig: int, _from: int, to: int, _flags: int, _ctx: object) -> None:
            hits.append((sig, to))

        self._db.scan(block, match_event_handler=on_match)
        return hits


def make_matcher(signatures: list[Signature], engine: str = "auto") -> Matcher:
    if engine in ("auto", "hyperscan"):
        try:
            return HyperscanMatcher(signatures)
        except ImportError:
            if engine == "hyperscan":
                raise
    return RegexMatcher(signatures)
