"""From classified events to a root cause: the earliest decisive failure, not its cascade."""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from safelaunch.catalog import Signature
from safelaunch.classify import Event
from safelaunch.facts import mib

TAIL_BYTES = 64 * 1024
ERRORISH = re.compile(r"error|Error|ERROR|Traceback|failed|FAILED|fatal|Fatal|Killed|killed")


@dataclass
class ClassSeen:
    cls: str
    role: str
    severity: str
    count: int
    first: Event


@dataclass
class Diagnoser:
    """An event listener that keeps what the diagnosis needs, in bounded memory."""

    first_cause: Event | None = None
    first_fallback: Event | None = None
    seen: dict[str, ClassSeen] = field(default_factory=dict)

    def __call__(self, event: Event) -> None:
        sig = event.signature
        if sig.role == "cause" and (self.first_cause is None or _decides_over(event, self.first_cause)):
            self.first_cause = event
        elif sig.role == "fallback" and self.first_fallback is None:
            self.first_fallback = event
        key = f"{sig.cls}/{sig.role}"
        if key in self.seen:
            self.seen[key].count += 1
        else:
            self.seen[key] = ClassSeen(sig.cls, sig.role, sig.severity, 1, event)

    def root_cause(self) -> Event | None:
        return self.first_cause or self.first_fallback

    def findings(self) -> list[dict[str, Any]]:
        ordered = sorted(self.seen.values(), key=lambda s: s.first.line)
        return [{"class": s.cls, "role": s.role, "severity": s.severity, "count": s.count, "first_line": s.first.line,
                 "host": s.first.host, "rank": s.first.rank, "evidence": s.first.text} for s in ordered]


def _written_for_frames(sig: Signature) -> bool:
    """A signature whose evidence is a traceback frame (`, in pin_memory$`): there the frame is the cause."""
    return any(p.startswith(", in ") or 'File "' in p for p in sig.patterns)


def _decides_over(event: Event, first: Event) -> bool:
    """A traceback is one event and its exception line decides: a cause on the exception line replaces a
    cause found earlier in a frame or code line of the same traceback (the source text a frame shows, a
    module path), unless that signature was written for the frame itself."""
    return (event.traceback is not None and event.traceback == first.traceback and not event.in_frame
            and first.in_frame and not _written_for_frames(first.signature))


class Tail:
    """The last TAIL_BYTES of output, to show honestly what the job said last when nothing matched."""

    def __init__(self) -> None:
        self._chunks: deque[bytes] = deque()
        self._size = 0

    def feed(self, data: bytes) -> None:
        data = data[-TAIL_BYTES:]
        self._chunks.append(data)
        self._size += len(data)
        while self._size - len(self._chunks[0]) >= TAIL_BYTES:
            self._size -= len(self._chunks.popleft())

    def last_error_lines(self, n: int = 8) -> list[str]:
        text = b"".join(self._chunks)[-TAIL_BYTES:].decode("utf-8", errors="replace")
        lines = [ln.strip() for ln in re.split(r"[\r\n]+", text) if ln.strip()]
        errors = [ln for ln in lines if ERRORISH.search(ln)]
        return (errors or lines)[-n:]


def root_cause_json(event: Event | None) -> dict[str, Any] | None:
    if event is None:
        return None
    sig = event.signature
    return {"class": sig.cls, "host": event.host, "rank": event.rank, "line": event.line, "evidence": event.text,
            "remedy": {"env": sig.remedy_env, "fix": sig.remedy_fix}, "explanation": sig.explanation,
            "signature": sig.id, "source": sig.source}


def _fact_summary(section: str, facts: dict[str, Any]) -> str:
    data = facts.get(section) or {}
    if section == "shm" and data:
        return f"/dev/shm had {mib(data['free_bytes'])} free of {mib(data['total_bytes'])}"
    if section == "limits" and data:
        return f"memlock soft/hard {data['memlock']['soft']}/{data['memlock']['hard']} (None = unlimited)"
    if section == "master_port" and data:
        return f"master port {data['port']} was {'free' if data['free'] else 'busy'}"
    return f"the {section} facts looked healthy"


def preflight_note(event: Event, finding_ids: set[str], facts: dict[str, Any] | None) -> str | None:
    """Relate the cause to what preflight said: foreseen, or judged healthy (a bug report for the rules)."""
    sig = event.signature
    predicted = sorted(finding_ids & set(sig.predicted_by))
    if predicted:
        return f"preflight predicted this (finding {', '.join(predicted)})."
    if facts is None or not sig.predicted_by:
        return None
    fact = _fact_summary(sig.facts, facts) if sig.facts else "the related facts looked healthy"
    return (f"preflight judged this healthy ({fact}); if this diagnosis is right, a safelaunch rule missed it: "
            "please report it with the run directory.")


def summary_text(event: Event | None, last_error_lines: list[str], note: str | None, log_path: str | None,
                 env: dict[str, str] | None = None) -> str:
    if event is None:
        lines = ["no known failure signature matched. The last error lines were:"]
        lines += [f"    {ln[:300]}" for ln in last_error_lines] or ["    (no output)"]
    else:
        sig = event.signature
        where = ", ".join(x for x in (f"host {event.host}" if event.host else "",
                                      f"rank {event.rank}" if event.rank is not None else "",
                                      f"local rank {event.local_rank}" if event.local_rank is not None else "") if x)
        lines = [f"root cause: {sig.cls}{' on ' + where if where else ''} (line {event.line} of the log)",
                 f"  evidence: {event.text[:300]}", f"  why: {sig.explanation}"]
        if sig.remedy_env:
            applied = env is not None and all(env.get(k) == v for k, v in sig.remedy_env.items())
            lines.append("  remedy safelaunch can set: " + " ".join(f"{k}={v}" for k, v in sig.remedy_env.items())
                         + (" (already set for this run: it did not help)" if applied
                            else " (safelaunch --auto-fix retries with it)"))
        if sig.remedy_fix:
            lines.append(f"  fix: {sig.remedy_fix}")
        if note:
            lines.append(f"  {note}")
    if log_path:
        lines.append(f"  full log: {log_path}")
    return "\n".join(lines)
