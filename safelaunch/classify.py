"""Classify a byte stream against the catalog, chunk by chunk, with bounded memory.

Lines are never split one by one: the matcher scans whole blocks of complete lines, and
only the lines it reports are cut out, decoded and attributed. A line longer than
``MAX_LINE_BYTES`` is classified on its first ``MAX_LINE_BYTES`` only.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass

from safelaunch.catalog import ROLE_RANK, Matcher, Signature

MAX_LINE_BYTES = 64 * 1024
MAX_EVENT_TEXT = 2000

# Where a line says who printed it. The order matters: the first that matches wins.
NCCL_PREFIX = re.compile(r"^(?:\[[^\]]*\] )?([\w.-]+):(\d+):(\d+) \[(\d+)\]")  # host:pid:tid [dev]
TORCHRUN_PREFIX = re.compile(r"^\[(?:default|rank)(\d+)\]:")  # --tee / --local-ranks-filter, PyTorch logs
ROLE_PREFIX = re.compile(r"^\[[A-Za-z_]+(\d+)(?:\|\d+)?\]:")  # [trainer3]: role-named torchrun prefixes
MPI_PREFIX = re.compile(r"^\[\d+,(\d+)\]<std(?:out|err)>:")  # mpirun --tag-output
PDSH_PREFIX = re.compile(r"^([a-z0-9][a-z0-9.-]*): ")  # pdsh: "host: line"
RANK_IN_TEXT = re.compile(r"\[Rank (\d+)\]|\brank(\d+)\b")


@dataclass(frozen=True)
class Event:
    line: int  # 1-based line number in the log
    time: float
    host: str | None
    rank: int | None
    local_rank: int | None
    signature: Signature
    text: str

    def as_json(self) -> dict[str, object]:
        return {"time": round(self.time, 3), "host": self.host, "rank": self.rank, "local_rank": self.local_rank,
                "class": self.signature.cls, "signature": self.signature.id, "role": self.signature.role,
                "severity": self.signature.severity, "line": self.line, "text": self.text}


def _looks_like_host(name: str, known: frozenset[str]) -> bool:
    if known:
        return name in known
    # Python exception names ("RuntimeError:") are CamelCase; tool names ("nvcc:") have no digit,
    # dot or dash. Hostnames are lower case and nearly always have one of them.
    return name == "localhost" or any(c in name for c in "0123456789.-")


def attribute(line: str, known_hosts: frozenset[str] = frozenset()) -> tuple[str | None, int | None, int | None]:
    """(host, global rank, local rank) as far as the line's prefixes tell."""
    host = rank = local = None
    m = PDSH_PREFIX.match(line)
    if m and _looks_like_host(m.group(1), known_hosts):
        host = m.group(1)
        line = line[m.end():]
    m = NCCL_PREFIX.match(line)
    if m:
        return host or m.group(1), None, int(m.group(4))
    for pattern, is_global in ((TORCHRUN_PREFIX, line.startswith("[rank")), (MPI_PREFIX, True),
                               (ROLE_PREFIX, False)):
        m = pattern.match(line)
        if m:
            if is_global:
                rank = int(m.group(1))
            else:
                local = int(m.group(1))
            break
    if rank is None:
        m = RANK_IN_TEXT.search(line)
        if m:
            rank = int(m.group(1) or m.group(2))
    return host, rank, local


class StreamClassifier:
    def __init__(self, signatures: list[Signature], matcher: Matcher, on_event: Callable[[Event], None],
                 known_hosts: frozenset[str] = frozenset()) -> None:
        self._sigs = signatures
        self._matcher = matcher
        self._on_event = on_event
        self._known = known_hosts
        self._carry = bytearray()
        self.lines_done = 0  # complete lines already scanned

    def feed(self, chunk: bytes) -> None:
        first_nl = chunk.find(b"\n")
        head = chunk if first_nl < 0 else chunk[:first_nl]
        # Past MAX_LINE_BYTES the rest of the line is dropped (for classification only).
        self._carry += head[:max(MAX_LINE_BYTES - len(self._carry), 0)]
        if first_nl < 0:
            return
        last_nl = chunk.rfind(b"\n")
        block = bytes(self._carry) + b"\n" + chunk[first_nl + 1:last_nl + 1]
        self._scan(block)
        tail = chunk[last_nl + 1:]
        self._carry = bytearray(tail[:MAX_LINE_BYTES])

    def close(self) -> None:
        if self._carry:
            self._scan(bytes(self._carry) + b"\n")
            self._carry = bytearray()

    def _scan(self, block: bytes) -> None:
        hits = self._matcher.scan(block)
        if hits:
            self._emit(block, hits)
        self.lines_done += block.count(b"\n")

    def _emit(self, block: bytes, hits: list[tuple[int, int]]) -> None:
        by_line: dict[int, list[int]] = {}
        for index, end in hits:
            anchor = max(end - 1, 0)
            start = max(block.rfind(b"\n", 0, anchor), block.rfind(b"\r", 0, anchor)) + 1
            by_line.setdefault(start, []).append(index)
        counted, line_no = 0, self.lines_done + 1
        for start in sorted(by_line):
            line_no += block.count(b"\n", counted, start)
            counted = start
            end = min(i for i in (block.find(b"\n", start), block.find(b"\r", start)) if i >= 0)
            text = block[start:end].decode("utf-8", errors="replace")[:MAX_EVENT_TEXT]
            # The line's most decisive signature names it (a cause beats a wrapper around it).
            best = self._sigs[min(by_line[start], key=lambda i: (ROLE_RANK[self._sigs[i].role], i))]
            host, rank, local = attribute(text, self._known)
            self._on_event(Event(line_no, time.time(), host, rank, local, best, text.strip()))
