"""From classified events to a root cause: the earliest decisive failure, not its cascade."""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from safelaunch import context
from safelaunch.catalog import ANY_CLASS, Signature
from safelaunch.classify import CONTEXT_EVENTS, INFORMATIONAL, Event, is_task_id, strip_ansi
from safelaunch.facts import mib
from safelaunch.tracebacks import EXCEPTION_SIGNATURE, SURVIVED_ID, WENT_ON_ID, went_on

TAIL_BYTES = 64 * 1024
ERRORISH = re.compile(r"error|Error|ERROR|Traceback|failed|FAILED|failure|Failure|fatal|Fatal|Killed|killed|"
                      r"Segmentation fault|Caught signal|core dumped|Aborted|NCCL WARN")


@dataclass
class ClassSeen:
    cls: str
    role: str
    severity: str
    count: int
    first: Event


KEEP_DECISIVE = 256  # decisive events kept in full; past that, the first and last of each signature
KEEP_CONTEXT = 4  # lines kept of each context signature (the first ones; the classifier reports CONTEXT_EVENTS)
KEEP_DISTINCT = 8  # and up to this many when a later line states another value (context.distinct)
assert KEEP_CONTEXT <= KEEP_DISTINCT <= CONTEXT_EVENTS


@dataclass
class Diagnoser:
    """An event listener that keeps what the diagnosis needs, in bounded memory.

    The root cause is decided at the end, over the decisive (cause and fallback) events kept:
    * the earliest cause, else the earliest fallback; on a traceback, its exception line decides over a
      cause found in one of its frames (``_decides_over``);
    * a signature with ``yields_to`` gives way when a cause or fallback of one of those classes is anywhere
      in the log (an illegal memory access next to an Xid; ``terminate called`` around what its ``what()``
      line says);
    * a line the job went on after is no root cause: the classifier reports (``WENT_ON_ID``, from one
      tracebacks.went_on_lines scan) the first
      progress line of a log whose end shows no error, and the decisive lines before it were survived
      (a transport that failed to initialise and was bypassed, a retried connection); and (``SURVIVED_ID``) the
      line above which every line has at least two progress lines after it: a line logged below error level
      above it (an INFO-level retry, a warning printed mid-run) was survived too (an error-level line there
      stays: merged output of several ranks may print steps after one rank failed);
    * a line of a traceback printed as a warning or a retry, or a line that says it can be ignored
      (``Event.handled``), is evidence, not a cause;
    * context lines (a CUDA version, a node count, NCCL's interfaces) are kept, a few of each, for the context
      rules, which may explain the cause found (or its absence) better."""

    seen: dict[str, ClassSeen] = field(default_factory=dict)
    decisive: list[Event] = field(default_factory=list)
    overflow: dict[str, list[Event]] = field(default_factory=dict)  # signature id -> [first, last] past the cap
    went_on_line: int | None = None
    survived_line: int | None = None
    context: dict[str, list[Event]] = field(default_factory=dict)  # context signature id -> its first lines

    def __call__(self, event: Event) -> None:
        sig = event.signature
        if sig.id == WENT_ON_ID:
            self.went_on_line = event.line
            return
        if sig.id == SURVIVED_ID:
            self.survived_line = event.line
            return
        if sig.role == "context":
            kept = self.context.setdefault(sig.id, [])
            if len(kept) < KEEP_CONTEXT or (len(kept) < KEEP_DISTINCT and context.distinct(sig.id, event, kept)):
                kept.append(event)
            return
        if sig.role != "consequence" and not event.handled:
            if len(self.decisive) < KEEP_DECISIVE:
                self.decisive.append(event)
            else:
                kept = self.overflow.setdefault(sig.id, [event])
                kept[1:] = [event]
        key = f"{sig.cls}/{sig.role}"
        if key in self.seen:
            self.seen[key].count += 1
        else:
            self.seen[key] = ClassSeen(sig.cls, sig.role, sig.severity, 1, event)

    @property
    def first_cause(self) -> Event | None:
        return self._earliest("cause")

    @property
    def first_fallback(self) -> Event | None:
        return self._earliest("fallback")

    def _candidates(self) -> list[Event]:
        events = self.decisive + [e for kept in self.overflow.values() for e in kept]
        if self.went_on_line is not None:
            events = [e for e in events if e.line > self.went_on_line and not self._survived(e)]
        strong = {e.signature.cls for e in events if not e.signature.yields_to and e.signature.role != "generic"}
        # a generic line that yields to any (an MPI library's fatal error stack) gives way to a failure recognised by
        # its words of another class too (the stack's own `locked memory limit too low` entry)
        worded = {e.signature.cls for e in events if not e.signature.yields_to and e.signature.role == "generic"}
        return [e for e in events
                if not ((ANY_CLASS in e.signature.yields_to
                         and (strong or (e.signature.role == "generic" and worded - {e.signature.cls})))
                        or strong & set(e.signature.yields_to))]

    def _survived(self, event: Event) -> bool:
        """A line logged below error level (an INFO-level retry, a warning) with the job's progress after it."""
        return (self.survived_line is not None and event.line < self.survived_line
                and bool(INFORMATIONAL.search(event.text)))

    def _earliest(self, role: str) -> Event | None:
        events = sorted((e for e in self._candidates() if e.signature.role == role), key=lambda e: e.line)
        if not events:
            return None
        first = events[0]
        return next((e for e in events[1:] if _decides_over(e, first)), first)

    def root_cause(self) -> Event | None:
        """The earliest cause, else fallback, else generic line, as the context rules explain it
        (safelaunch/context.py); a log the job went on after has none. A generic line (the failure recognised
        by its words) is taken over the job's last Python exception when it is that exception's line or comes
        after it (the rest of its message, what was printed as the job ended), not when it came before."""
        found = self.first_cause or self.first_fallback
        if found is None or found.signature.id == EXCEPTION_SIGNATURE.id:
            generic = self._earliest("generic")
            if generic is not None and (found is None or generic.line >= found.line):
                found = generic
        if found is None and self.went_on_line is not None:
            return None
        return context.explain(found, self.context)

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

    def last_error_lines(self, n: int = 8) -> ErrorLines:
        data = strip_ansi(b"".join(self._chunks)[-TAIL_BYTES:])  # shown and read as the classifier reads it
        text = data.decode("utf-8", errors="replace")
        lines = [ln.strip() for ln in re.split(r"[\r\n]+", text) if ln.strip()]
        errors = [ln for ln in lines if ERRORISH.search(ln)]
        progress = went_on(data[data.find(b"\n") + 1:] if len(data) >= TAIL_BYTES else data)
        return ErrorLines((errors or lines)[-n:], evidence_hints(text), errorish=bool(errors) or not lines,
                          progress=None if progress is None else progress[1][:300],
                          last=lines[-1][:300] if lines else None)


class ErrorLines(list[str]):
    """The last error lines (a list, as JSON writes it), carrying what to turn on to get evidence next time;
    `errorish` is False when no line looked like an error and these are simply the log's last lines; `progress`
    is the first line of the progress the log ends with, when it ends so (tracebacks.went_on)."""

    def __init__(self, lines: list[str], hints: list[str], errorish: bool = True, progress: str | None = None,
                 last: str | None = None) -> None:
        super().__init__(lines)
        self.hints = hints
        self.errorish = errorish
        self.progress = progress
        self.last = last  # the log's last line


# What the log lacks, and the setting that would have put the evidence in it (see evidence_hints).
_NCCL = re.compile(r"NCCL|nccl|ProcessGroupNCCL|all_?reduce|all_?gather|broadcast|init_process_group")
_DISTRIBUTED = re.compile(r"torch\.distributed|c10d|ProcessGroup|[Ww]atchdog|TCPStore|rendezvous|torchrun|"
                          r"deepspeed|init_process_group|DistBackendError")
_TIMEOUT = re.compile(r"[Ww]atchdog|[Tt]imed? ?out|[Tt]imeout|hang|stuck")
# GPUs talking peer to peer on one node: NCCL's P2P channels, nccl-tests' device list, CUDA's P2P samples. NCCL's
# troubleshooting guide (docs.nvidia.com/deeplearning/nccl/user-guide/docs/troubleshooting.html, "PCI Access Control
# Services (ACS)") names ACS and the IOMMU for P2P hangs; NVIDIA/nccl#199 (maintainer: disable ACS or VT).
_P2P = re.compile(r"via P2P/|P2P/(?:IPC|CUMEM)|Peer-to-Peer|P2P Connectivity Matrix|CAN Access Peer|#\s+Using devices")
_SIGNAL = re.compile(r"return code = -\d|exitcode *: *-\d|Signal \d+ \(SIG|Signals\.SIG|core dumped|"
                     r"terminated with signal|[Ss]egmentation fault|Killed|Aborted")
_CUDA_ASYNC = re.compile(r"CUDA error|CUDA kernel errors might be asynchronously reported|cudaError|CUDA_ERROR")
_CXX = re.compile(r"terminate called|what\(\):|Exception raised from")
# A rank's own error (a launcher's wrapper, such as ChildFailedError or CalledProcessError, is not one).
_RANK_OUTPUT = re.compile(r"Traceback \(most recent call last\)|Fatal Python error|NCCL WARN|"
                          r"\b(?!ChildFailedError|CalledProcessError)[A-Za-z]*Error: |\berror: ")


def evidence_hints(text: str) -> list[str]:
    """What to turn on so that the next run's log holds the evidence this one lacks (for a run without a root
    cause): each hint is chosen by what the text shows and what it does not."""
    hints: list[str] = []
    if _NCCL.search(text) and "NCCL INFO" not in text:
        hints.append("NCCL_DEBUG=INFO (with NCCL_DEBUG_SUBSYS=INIT,NET): NCCL's version, the interface and "
                     "transport it chose, and the WARN line of a failure")
    if _DISTRIBUTED.search(text) and "TORCH_DISTRIBUTED_DEBUG" not in text:
        hints.append("TORCH_DISTRIBUTED_DEBUG=DETAIL and TORCH_CPP_LOG_LEVEL=INFO: c10d's store, rendezvous and "
                      "collective checks, with the rank that disagrees")
    if _TIMEOUT.search(text):
        hints.append("TORCH_NCCL_TRACE_BUFFER_SIZE=2000 and TORCH_NCCL_DUMP_ON_TIMEOUT=1 (the flight recorder): "
                     "which rank did not reach which collective")
    if _P2P.search(text) and "NCCL_P2P_DISABLE" not in text:
        hints.append("a hang or failure while GPUs talk peer to peer on one node: run nccl-tests all_reduce_perf, "
                     "and once NCCL_P2P_DISABLE=1 to confirm (it costs bandwidth; fix the cause instead); check PCIe "
                     "ACS (lspci -vvv | grep ACSCtl) and the IOMMU (iommu=pt), which NCCL's troubleshooting guide "
                     "names for P2P hangs")
    if _SIGNAL.search(text) and "Fatal Python error" not in text:
        hints.append("PYTHONFAULTHANDLER=1 (python -X faulthandler): the Python stack of every thread when a rank "
                     "dies of a signal")
    if _CXX.search(text) and "TORCH_SHOW_CPP_STACKTRACES" not in text:
        hints.append("TORCH_SHOW_CPP_STACKTRACES=1 (and TORCH_NCCL_ASYNC_ERROR_HANDLING=1 on older PyTorch): the "
                     "C++ stack of an exception raised in PyTorch's C++ code")
    if _CUDA_ASYNC.search(text) and "CUDA_LAUNCH_BLOCKING" not in text.replace("passing CUDA_LAUNCH_BLOCKING", ""):
        hints.append("CUDA_LAUNCH_BLOCKING=1: CUDA errors reported at the call that caused them")
    if not _RANK_OUTPUT.search(text):
        hints.append("the failing rank's own output (torchrun --tee 3 or --log-dir, deepspeed "
                     "--enable_each_rank_log, Slurm's per-task output): the log holds no error of a rank")
    if not hints:
        hints.append("NCCL_DEBUG=INFO and TORCH_DISTRIBUTED_DEBUG=DETAIL")
    return hints


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


def summary_text(event: Event | None, last_error_lines: ErrorLines, note: str | None, log_path: str | None,
                 env: dict[str, str] | None = None) -> str:
    if event is None:
        progress = last_error_lines.progress
        if progress is not None:
            # A log that ends with the job making progress shows no failure at all: its last lines are no
            # "error lines", and the hints are for the case the job did stop there (a hang, a kill from outside).
            lines = ["no root cause: the log ends with the job making progress, and nothing after that reads as a "
                     "failure; from:", f"    {progress}"]
            last = last_error_lines.last
            if last and last != progress.strip():
                lines += ["  to:", f"    {last}"]
            hints_head = "  if the job did stop there (a hang, or killed from outside), to get the evidence next time:"
        else:
            tail = ("The last error lines were:" if last_error_lines.errorish
                    else "No line of it looks like an error; it ends with:")
            lines = ["no root cause: the log holds no evidence safelaunch recognises (no known failure signature "
                     f"matched). {tail}"]
            lines += [f"    {ln[:300]}" for ln in last_error_lines] or ["    (no output)"]
            hints_head = "  to get the evidence next time, run with:"
        lines.append(hints_head)
        lines += [f"    {h}" for h in last_error_lines.hints]
    else:
        sig = event.signature
        source = "" if not event.host else f"task {event.host}" if is_task_id(event.host) else f"host {event.host}"
        where = ", ".join(x for x in (source,
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
