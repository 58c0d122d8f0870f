"""Classify a byte stream against the catalog, chunk by chunk, with bounded memory.

Lines are never split one by one: the matcher scans whole blocks of complete lines, and
only the lines it reports are cut out, decoded and attributed. For classification a ``\r`` ends a
line as ``\n`` does (a progress bar redrawn with ``\r`` is many lines, so the error printed after it
is seen); line numbers count ``\n`` only, as an editor does, and the log itself stays byte-exact. A
line (between two of either) longer than ``MAX_LINE_BYTES`` is classified on its first
``MAX_LINE_BYTES`` only.

Python tracebacks (safelaunch/tracebacks.py): a reported line inside a traceback carries its place
(frame or exception line); and at the end, when no cause or fallback matched at all, the innermost
specific exception of the last traceback in the last ``TAIL_BYTES`` is reported as class ``other``.
A ``generic`` signature (a failure recognised by its words) names no informational line (``INFORMATIONAL``)
and is not decisive: the diagnosis weighs it after every cause and fallback.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from operator import itemgetter

from safelaunch.catalog import ANY_CLASS, ROLE_RANK, Matcher, Signature
from safelaunch.collective_calls import COLLECTIVE_MISMATCH_SIGNATURE, mismatched_call
from safelaunch.nccl_setup import ENDS_IN_SETUP_SIGNATURE, TWO_HOSTS_SIGNATURE, ends_in_setup, ranks_on_two_hosts
from safelaunch.p2p_matrix import P2P_SLOWER_SIGNATURE, slow_peer_pair
from safelaunch.peer_wait import (
    PEER_WAIT_SIGNATURE,
    UNROUTABLE_WAIT_SIGNATURE,
    ends_waiting_for_an_unroutable_address,
    ends_waiting_for_peers,
)
from safelaunch.tracebacks import (
    BARE_EXCEPTION,
    EXCEPTION_SIGNATURE,
    LOOKBACK_BYTES,
    SURVIVED_SIGNATURE,
    TAIL_BYTES,
    WENT_ON_MIN,
    WENT_ON_SIGNATURE,
    frame_context,
    innermost_exception,
    progress_lines,
    strip_prefix,
    went_on_lines,
)

MAX_LINE_BYTES = 64 * 1024
# ANSI escape sequences (ECMA-48): a CSI sequence (ESC [ parameters, intermediates, final byte: colours, bold, cursor
# moves, private modes such as ESC [?25l), an OSC sequence with its text (ESC ] ... BEL or ESC \: a window title, or
# rich's hyperlinks ESC ]8;;url ESC \), a DCS/SOS/PM/APC string, or an escape with intermediates (ESC ( B of tput
# sgr0, ESC 7 / ESC 8 save and restore). Programs that colour their output when they see a terminal, or always
# (ultralytics' colorstr, loguru, rich, colorlog), put them inside the words the signatures and the traceback reader
# look for ("\x1b[31mValueError: ..."); lines are classified without them. No class here holds \r or \n, so a block
# of whole lines keeps every line break and line number. The 8-bit CSI (0x9b) is left alone: in UTF-8 it is a
# continuation byte of ordinary characters.
ANSI_ESCAPE = re.compile(rb"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b\r\n]*(?:\x07|\x1b\\)"
                         rb"|[PX^_][^\x1b\r\n]*\x1b\\|[ -/]*[0-~])")


def strip_ansi(data: bytes) -> bytes:
    """``data`` without ANSI escape sequences (split and join: faster than a substitution in CPython)."""
    return b"".join(ANSI_ESCAPE.split(data)) if b"\x1b" in data else data


# Lines that say what went well or what will be tried next: a `generic` signature (matched by a failure's words, not by
# a known message) never names one of them. NCCL's INFO level and any INFO/DEBUG/TRACE/WARNING marker, glog's I/W
# prefixes (XLA, TensorFlow, PyTorch's C++ `[W ...]`, k2's `[W] `: k2-fsa/k2 v1.24.4 k2/csrc/log.h:139), libfabric's
# <info>/<warn> and UCX's WARN/DIAG levels (UCX logs a failed call at WARN when it only skips a device, ib_md.c; NCCL's
# WARN is its error level and stays), Python's warnings, retries and fallbacks (a line announcing either is followed by
# its outcome), and what a program says it ignored (Open MPI's "unable to open mca_btl_uct: ...: undefined symbol: ...
# (ignored)" skips that component: opal/mca/base/mca_base_component_repository.c:433, v4.1.6), and Open MPI's count of
# help messages it aggregated, which names a help topic shown above it (orte/util/show_help.c:361, v4.1.6: "N more
# processes have sent help message help-mpi-btl-openib.txt / no active ports found").
INFORMATIONAL = re.compile(r"\b(?:INFO|DEBUG|TRACE|WARNING)\b|UCX +(?:WARN|DIAG)\b|[A-Za-z]Warning\b|"
                           r"^\s*\[?[IW]\d{4} |\[W[\] \d]|"
                           r": [IW] [\w./-]+:\d+\]|<(?:info|debug|trace|warn)>|[Rr]etry|[Rr]etrying|"
                           r"[Ff]alling back|[Ff]alls? back to|\(ignored\)\s*$|"
                           r"more process(?:es)? (?:has |have )?sent help message")
# A line that says itself it can be ignored is no root cause, whatever failure words it quotes: torchvision's
# "Failed to load image Python extension: '...image.so: undefined symbol: _ZN3c10...'" (pytorch/vision
# torchvision/io/image.py, a UserWarning at import; 0.15 on it adds "If you don't plan on using image functionality
# from `torchvision.io`, you can ignore this warning"), and any message that says so in those words, such as
# torch.utils.cpp_extension's CUDA minor mismatch ("... has a minor version mismatch with the version that was used to
# compile PyTorch (12.4). Most likely this shouldn't be a problem.", pytorch/pytorch v2.13.0 cpp_extension.py).
SAYS_IGNORABLE = re.compile(r"[Yy]ou (?:can|may) (?:safely )?ignore this|can (?:be )?safely (?:be )?ignored|"
                            r"should(?:n't| not) be a problem|Failed to load image Python extension")
# A missing file or program reported on a warning-level line that says the program falls back and goes on (torchtitan's
# "WARNING - Error running lspci: [Errno 2] No such file or directory: 'lspci', fallback to use device_name",
# pytorch/torchtitan b5bcd76c6 torchtitan/tools/utils.py) is no missing file on a node; only for that class (a line of
# another class that falls back may still carry the cause: a driver too old, then a fall back to the CPU; generic
# lines that say they fall back are INFORMATIONAL already) and not when the fall back is denied ("cannot fall back").
WARN_FALLBACK = re.compile(r"\bWARN(?:ING)?\b[^\n]*(?<!not )(?<!cannot )(?<!unable to )"
                           r"\b(?:[Ff]all(?:ing)? ?back|[Ff]allback) to\b")
# A file reported missing only in a Python warning (`file.py:N: UserWarning: ...`) was not needed to go on: a missing
# file that stops a rank is raised (FileNotFoundError, `can't open file`), while a library that probes for an optional
# file or program warns and carries on (joblib/loky 3.5.6 loky/backend/context.py:131, `Could not find the number of
# physical cores for the following reason: [Errno 2] No such file or directory: 'lscpu' Returning the number of
# logical cores instead`; loky prints the reason on lines of its own, below the header). Other classes' messages in
# warnings still count (a library that warns of a build mismatch).
PY_WARNING = re.compile(r"\.py:\d+: [A-Z]\w*Warning: ")
# A path under /proc or /sys reported missing is a probe of a kernel interface this kernel or container lacks (the
# pressure-stall files of Linux 4.20+, /sys/class/infiniband), which the program goes on without, not a job's file
# missing on a node (mlflow 3.17.2 mlflow/system_metrics: "Failed to start system metrics monitoring: [Errno 2] No
# such file or directory: '/proc/pressure/cpu'", logged at ERROR while training goes on).
KERNEL_PROBE = re.compile(r"No such file or directory: ['\"]?/(?:proc|sys)/")
# Causes and facts no single line shows, found at the end of the output by comparing lines of its last TAIL_BYTES:
# each finder returns (newlines before the evidence line, its text) or None; its signature is reported as what it
# is, a cause or a context fact (which only the context rules weigh, safelaunch/context.py).
END_OF_OUTPUT: tuple[tuple[Callable[[bytes], tuple[int, str] | None], Signature], ...] = (
    (slow_peer_pair, P2P_SLOWER_SIGNATURE),  # p2pBandwidthLatencyTest: peer copies slower than staged ones
    (mismatched_call, COLLECTIVE_MISMATCH_SIGNATURE),  # ranks with no collective in common at one opCount
    (ends_in_setup, ENDS_IN_SETUP_SIGNATURE),  # fact: the output stops inside NCCL's communicator setup
    (ends_waiting_for_peers, PEER_WAIT_SIGNATURE),  # a launcher's wait for its peers' endpoints never ended
    (ends_waiting_for_an_unroutable_address, UNROUTABLE_WAIT_SIGNATURE),  # ... for an address in 0.0.0.0/8
    (ranks_on_two_hosts, TWO_HOSTS_SIGNATURE),  # fact: a NET channel joins ranks on two hosts
)
MAX_EVENT_TEXT = 2000
# Lines reported of each context signature, the first ones: the context rules read a few facts of each kind (and
# look among these for differing values across hosts), and a fact that NCCL prints on every channel line would
# otherwise cost an event per line (bench/pipeline.py).
CONTEXT_EVENTS = 64
_END = itemgetter(1)  # a hit's (signature index, end offset): sorted by where it ends
# Every byte but \n: bytes.translate deleting them leaves the newlines, twice as fast as bytes.count(b"\n"), which
# CPython 3.11 runs one byte at a time (~0.5 GB/s against ~1 GB/s on 55 MB of log lines; see bench/pipeline.py).
_NOT_NEWLINE = bytes(b for b in range(256) if b != 0x0A)
_SHORT = 4096  # below this a slice's copy costs more than the faster count saves


def count_newlines(data: bytes, start: int = 0, end: int | None = None) -> int:
    """``data.count(b"\n", start, end)``, faster on long spans."""
    stop = len(data) if end is None else end
    if stop - start < _SHORT:
        return data.count(b"\n", start, stop)
    return len(data[start:stop].translate(None, _NOT_NEWLINE))  # a whole bytes' slice is the object itself

# Where a line says who printed it. The order matters: the first that matches wins.
NCCL_PREFIX = re.compile(r"^(?:\[[^\]]*\] )?([\w.-]+):(\d+):(\d+) \[(\d{1,7})\]")  # host:pid:tid [dev]
TORCHRUN_PREFIX = re.compile(r"^\[(?:default|rank)(\d{1,7})\]:")  # --tee / --local-ranks-filter, PyTorch logs
ROLE_PREFIX = re.compile(r"^\[[A-Za-z_]+(\d{1,7})(?:\|\d+)?\]:")  # [trainer3]: role-named torchrun prefixes
# mpirun --tag-output "[jobid,rank]<stdout>:"; the Open MPI 4.1 that SageMaker's images run prints
# "[1,mpirank:10,algo-2]<stdout>:" (aws/sagemaker-training-toolkit v5.1.0 test/unit/test_process.py test_watch);
# horovodrun's Gloo launcher "[rank]<stdout>:" (horovod/runner/gloo_run.py, the rank's output prefixed by index)
MPI_PREFIX = re.compile(r"^\[(?:\d+,(?:mpirank:)?)?(\d{1,7})(?:,([\w.-]+))?\]<std(?:out|err)>:")
MPICH_PREFIX = re.compile(r"^\[(\d{1,7})\] ")  # mpiexec -prepend-rank (MPICH's Hydra), Intel MPI's -l
# pdsh: "host: line"; srun --label: "%*d: ", the task id right-aligned to the width of the largest (slurm
# src/common/write_labelled_message.c), read as the line's source like pdsh's host (rendered "task N").
PDSH_PREFIX = re.compile(r"^(?: +(\d+)|([a-z0-9][a-z0-9.-]*)): ")
# an elapsed time or a bare decimal timestamp ("0.627s: " of flux's job.exception lines, "3.204: ")
DURATION = re.compile(r"^(?:\d+\.\d+[mun]?s?|\d+[mun]?s)$")
QUOTE_PREFIX = re.compile(r"^(?:> ?)+")  # a log quoted in an issue or e-mail
RAY_PREFIX = re.compile(r"^\([\w.:-]+ pid=\d+(?:, ip=([0-9A-Fa-f.:]+))?\) ")  # "(RayTrainWorker pid=N, ip=A) "
RANK_IN_TEXT = re.compile(r"\[Rank (\d{1,7})\]|\brank(\d{1,7})\b")  # bounded: int() of 4,300+ digits raises
# Slurm names the node inside the line: "*** STEP 12.0 ON node-2 CANCELLED ...", "srun: error: node-2: task 1: ..."
SLURM_NODE_IN_TEXT = re.compile(r"\*\*\* (?:STEP|JOB) \S+ ON (\S+) |^srun: error: ([\w.-]+): task")


@dataclass(frozen=True)
class Event:
    line: int  # 1-based line number in the log
    time: float
    host: str | None
    rank: int | None
    local_rank: int | None
    signature: Signature
    text: str
    traceback: int | None = None  # the line of the header of the Python traceback this line is part of
    in_frame: bool = False  # a frame or code line of that traceback (not its exception line)
    handled: bool = False  # part of a traceback printed as a warning or retry: evidence, never the root cause

    def as_json(self) -> dict[str, object]:
        return {"time": round(self.time, 3), "host": self.host, "rank": self.rank, "local_rank": self.local_rank,
                "class": self.signature.cls, "signature": self.signature.id, "role": self.signature.role,
                "severity": self.signature.severity, "line": self.line, "text": self.text}


def is_task_id(host: str | None) -> bool:
    """A line source that is srun --label's task id (digits, PDSH_PREFIX), not a host's name: tasks may share one."""
    return host is not None and host.isdigit()


def _looks_like_host(name: str, known: frozenset[str]) -> bool:
    if known:
        return name in known
    # Python exception names ("RuntimeError:") are CamelCase; tool names ("nvcc:") have no digit,
    # dot or dash. Hostnames are lower case and nearly always have one of them.
    return name == "localhost" or (not DURATION.match(name) and any(c in name for c in "0123456789.-"))


def attribute(line: str, known_hosts: frozenset[str] = frozenset()) -> tuple[str | None, int | None, int | None]:
    """(host, global rank, local rank) as far as the line's prefixes tell."""
    host = rank = local = None
    m = QUOTE_PREFIX.match(line)
    if m:
        line = line[m.end():]
    m = RAY_PREFIX.match(line)
    if m:
        host = m.group(1)
        line = line[m.end():]
    m = PDSH_PREFIX.match(line)
    if m and _looks_like_host(m.group(1) or m.group(2), known_hosts):
        host = host or m.group(1) or m.group(2)
        line = line[m.end():]
    m = NCCL_PREFIX.match(line)
    if m:  # NCCL's own host name beats an srun task id
        return (m.group(1) if host is None or is_task_id(host) else host), None, int(m.group(4))
    for pattern, is_global in ((TORCHRUN_PREFIX, line.startswith("[rank")), (MPI_PREFIX, True),
                               (ROLE_PREFIX, False), (MPICH_PREFIX, True)):
        m = pattern.match(line)
        if m:
            if is_global:
                rank = int(m.group(1))
            else:
                local = int(m.group(1))
            if pattern is MPI_PREFIX and m.group(2):
                host = host or m.group(2)
            break
    if host is None:
        m = SLURM_NODE_IN_TEXT.search(line)
        if m:
            host = m.group(1) or m.group(2)
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
        self._tail = b""  # the last TAIL_BYTES scanned, for the traceback analysis at the end
        self.decisive = False  # a cause or fallback line was reported
        self.first_decisive: int | None = None  # the line of the first decisive line the scan reported
        self.yielding_only = True  # every decisive line is a fallback that gives way to any other (`yields_to: [any]`)
        self.survivable_only = True  # every decisive line is _survivable
        self.last_decisive: int | None = None  # the line of the last decisive line the scan reported
        self.generic_seen = False  # a generic line was reported (the failure by its words)
        self.context_seen = False  # a context fact was reported
        self._context_left = [CONTEXT_EVENTS if sig.role == "context" else -1 for sig in signatures]

    def feed(self, chunk: bytes) -> None:
        cr = b"\r" in chunk  # one pass; most output has none, and then only \n is looked for
        first = _first_break(chunk) if cr else chunk.find(b"\n")
        head = chunk if first < 0 else chunk[:first]
        # Past MAX_LINE_BYTES the rest of the line is dropped (for classification only).
        self._carry += head[:max(MAX_LINE_BYTES - len(self._carry), 0)]
        if first < 0:
            return
        last = max(chunk.rfind(b"\n"), chunk.rfind(b"\r")) if cr else chunk.rfind(b"\n")
        # One copy (a slice and a concatenation would be two): the block ends with its \n or \r, as in the log.
        block = b"".join((self._carry, memoryview(chunk)[first:last + 1])) if self._carry else chunk[first:last + 1]
        self._scan(block, cr or b"\r" in self._carry)
        self._carry = bytearray(chunk[last + 1:last + 1 + MAX_LINE_BYTES])

    def close(self) -> None:
        if self._carry:
            self._scan(bytes(self._carry) + b"\n", b"\r" in self._carry)
            self._carry = bytearray()
        # A log with no decisive line but context facts may still get a cause from the context rules
        # (safelaunch/context.py), so whether the job went on is reported for it too, unless its last exception is.
        # Without a decisive line the last exception is reported (as `other`, weighed against a generic line).
        for find, signature in END_OF_OUTPUT:
            found = self._report_tail_line(find, signature)
            if signature.role == "context":
                self.context_seen = self.context_seen or found
            else:
                self.decisive = self.decisive or found
                self.yielding_only = self.yielding_only and not (found and not _yields_to_any(signature))
                self.survivable_only = self.survivable_only and not (found and not _survivable(signature))
        # The last exception is looked for when no decisive line was seen, or only fallbacks that give way to any
        # other (a fence timeout of Slurm's PMIx plugin after a task's own traceback): then it is what they yield
        # to, if it came before them and is no consequence line itself (a peer's cascade, a launcher's wrapper).
        if not self.decisive:
            last_exception = self._last_exception()
        else:
            last_exception = self.yielding_only and self._last_exception(before=self.first_decisive)
            if not last_exception and self.survivable_only and self.last_decisive is not None:
                # A warning that gives way to any other line, survived: the job made progress after it and then
                # ended on its own exception (a connect attempt retried at start-up, then a user's error mid-training).
                # Not a line its signature calls an error (C++'s terminate, a store timeout, a PMIx fence): a later
                # exception there is its consequence, whatever another rank printed between them.
                last_exception = self._last_exception(after_progress=self.last_decisive)
        if self.decisive or self.generic_seen or (not last_exception and self.context_seen):
            self._went_on()

    def _tail_lines(self) -> bytes:
        tail = self._tail
        if len(tail) >= TAIL_BYTES:
            tail = tail[tail.find(b"\n") + 1:]  # from the first whole line
        return tail

    def _went_on(self) -> None:
        """Report the first progress line of a log that ends without an error (the diagnosis then takes no line
        before it as the root cause: the job survived it), and the line above which the job went on for at least
        WENT_ON_MIN progress lines (a line logged below error level above it was survived too)."""
        found = went_on_lines(self._tail_lines())
        if found is not None:  # one scan of the tail for both lines
            first, survived = found
            self._report_tail_line(lambda _: first, WENT_ON_SIGNATURE)
            self._report_tail_line(lambda _: survived, SURVIVED_SIGNATURE)

    def _scan(self, block: bytes, cr: bool) -> None:
        block = strip_ansi(block)  # terminal colours and styles: classified without them (the log file keeps them)
        # The matcher sees \r as a line end too (^ and $ in Hyperscan's multiline mode know only \n);
        # the translation keeps every offset, so the block (colours removed) is used for text and line numbers.
        hits = self._matcher.scan(block.replace(b"\r", b"\n") if cr else block, self._context_left)
        # Counting newlines is the costliest Python-side step here: each byte is counted once, by _emit up to
        # its last reported line and here for the rest.
        counted, newlines = self._emit(block, hits) if hits else (0, 0)
        self.lines_done += newlines + count_newlines(block, counted)
        if len(block) >= TAIL_BYTES:
            self._tail = block[-TAIL_BYTES:]
        else:
            self._tail = self._tail[max(len(self._tail) + len(block) - TAIL_BYTES, 0):] + block

    def _last_exception(self, before: int | None = None, after_progress: int | None = None) -> bool:
        """Report the job's last Python exception; with ``before``, only one above that line, with
        ``after_progress`` only one below that line with at least WENT_ON_MIN progress lines between them (the
        job went on after that line); either way one whose text no consequence signature matches."""
        if before is None and after_progress is None:
            return self._report_tail_line(innermost_exception, EXCEPTION_SIGNATURE)

        def placed(tail: bytes) -> tuple[int, str] | None:
            found = innermost_exception(tail)
            if found is None:
                return None
            line_no = self._line_number(tail, found[0])
            if before is not None and line_no >= before:
                return None
            if after_progress is not None and (line_no <= after_progress or progress_lines(
                    tail, self._line_number(tail, 0), after_progress, line_no) < WENT_ON_MIN):
                return None
            hits = self._matcher.scan(found[1].encode())
            return None if any(self._sigs[i].role == "consequence" for i, _ in hits) else found

        return self._report_tail_line(placed, EXCEPTION_SIGNATURE)

    def _line_number(self, tail: bytes, newlines_before: int) -> int:
        return self.lines_done - tail.count(b"\n") + newlines_before + 1

    def _report_tail_line(self, find: Callable[[bytes], tuple[int, str] | None], signature: Signature) -> bool:
        """One event for the line ``find`` picks in the kept tail (newlines before it, its text), numbered as
        the whole output counts lines; whether there was one."""
        tail = self._tail_lines()
        found = find(tail)
        if found is None:
            return False
        newlines_before, text = found
        line_no = self._line_number(tail, newlines_before)
        host, rank, local = attribute(text, self._known)
        self._on_event(Event(line_no, time.time(), host, rank, local, signature, text[:MAX_EVENT_TEXT]))
        return True

    def _emit(self, block: bytes, hits: list[tuple[int, int]]) -> tuple[int, int]:
        """Report the lines of ``block`` that ``hits`` fall in. Returns (offset, newlines in ``block`` before
        it): how far the block's newlines were counted, for _scan to count only the rest."""
        previous = self._tail[-LOOKBACK_BYTES:]  # what came before this block, for traceback context
        by_line: dict[int, list[int]] = {}
        left = self._context_left
        hits.sort(key=_END)  # in log order (Hyperscan's already is: linear then) for "first"
        for index, end in hits:
            if left[index] >= 0:  # a context signature: only its first CONTEXT_EVENTS hits become events
                if left[index] == 0:
                    continue
                left[index] -= 1  # at 0 the matcher leaves its hits out from the next block on
            anchor = max(end - 1, 0)
            nl = block.rfind(b"\n", 0, anchor)  # a \r is looked for after it only: not back to the block's start
            start = max(nl, block.rfind(b"\r", nl + 1, anchor)) + 1
            by_line.setdefault(start, []).append(index)
        counted, line_no = 0, self.lines_done + 1
        for start in sorted(by_line):
            line_no += count_newlines(block, counted, start)
            counted = start
            nl = block.find(b"\n", start)
            cr = block.find(b"\r", start, len(block) if nl < 0 else nl)
            end = nl if cr < 0 else cr
            text = block[start:end].decode("utf-8", errors="replace")[:MAX_EVENT_TEXT]
            host, rank, local = attribute(text, self._known)
            # A context fact is reported besides whatever else the line says (see safelaunch/context.py).
            for i in sorted({i for i in by_line[start] if self._sigs[i].role == "context"}):
                self.context_seen = True
                self._on_event(Event(line_no, time.time(), host, rank, local, self._sigs[i], text.strip()))
            failure = [i for i in by_line[start] if self._sigs[i].role != "context"]
            if not failure:
                continue
            # The line's most decisive signature names it (a cause beats a wrapper around it).
            best = self._sigs[min(failure, key=lambda i: (ROLE_RANK[self._sigs[i].role], i))]
            if best.role == "generic" and (INFORMATIONAL.search(text) or SAYS_IGNORABLE.search(text)):
                continue
            before = block[max(start - LOOKBACK_BYTES, 0):start]
            context = frame_context(previous + before if len(before) < LOOKBACK_BYTES else before, text)
            ignorable = best.role != "generic" and bool(
                SAYS_IGNORABLE.search(text) or (best.cls == "remote_missing_file" and _file_not_needed(text, before)))
            # a traceback printed as a warning or a retry, or a line that says it can be ignored, decides nothing
            if not (context and context.handled) and not ignorable:
                self.generic_seen = self.generic_seen or best.role == "generic"
                if best.role in ("cause", "fallback"):
                    self.decisive = True
                    self.yielding_only = self.yielding_only and _yields_to_any(best)
                    self.survivable_only = self.survivable_only and _survivable(best)
                    if self.first_decisive is None:
                        self.first_decisive = line_no
                    self.last_decisive = line_no
            self._on_event(Event(line_no, time.time(), host, rank, local, best, text.strip(),
                                 traceback=None if context is None else line_no - context.lines_back,
                                 in_frame=context is not None and context.part == "frame",
                                 handled=ignorable or (context is not None and context.handled)))
        return counted, line_no - self.lines_done - 1


def _file_not_needed(text: str, before: bytes) -> bool:
    """A missing file or program the program went on without: reported in a Python warning, on a warning-level line
    that says it falls back, or a probe of a kernel interface under /proc or /sys."""
    return bool(KERNEL_PROBE.search(text) or WARN_FALLBACK.search(text)) or _in_py_warning(text, before)


def _in_py_warning(text: str, before: bytes) -> bool:
    """The line is a Python warning's, or continues one: warnings.warn prints a multi-line message after its header
    (loky's `...following reason:\n[Errno 2] No such file or directory: 'lscpu'\n...`), so a line whose header is
    one of the two lines above it, and that is no exception line of its own, belongs to the warning."""
    if PY_WARNING.search(text):
        return True
    if BARE_EXCEPTION.match(strip_prefix(text).strip()):
        return False  # an exception of its own (FileNotFoundError: ...), as the traceback reader sees one
    return any(PY_WARNING.search(line.decode("utf-8", "replace")) for line in before.rstrip(b"\n").split(b"\n")[-2:])


def _first_break(chunk: bytes) -> int:
    """The offset of the first \\n or \\r in ``chunk``, or -1."""
    nl, cr = chunk.find(b"\n"), chunk.find(b"\r")
    return nl if cr < 0 else cr if nl < 0 else min(nl, cr)


def _yields_to_any(signature: Signature) -> bool:
    """A fallback that gives way to every other decisive line (`role: fallback`, `yields_to: [any]`)."""
    return signature.role == "fallback" and ANY_CLASS in signature.yields_to


def _survivable(signature: Signature) -> bool:
    """A warning that gives way to every other decisive line (`severity: warning`, `yields_to: [any]`: c10d's
    connect attempt, retried): a job that made progress after it survived it."""
    return signature.severity == "warning" and ANY_CLASS in signature.yields_to
