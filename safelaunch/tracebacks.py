"""Python tracebacks as one event, and the innermost exception when no signature matched.

Two bounded mechanisms, both run only where Python code is needed anyway:

* ``frame_context``: for a line the matcher reported (rare), whether it lies inside a traceback (a frame
  or code line after ``Traceback (most recent call last):``) or is that traceback's exception line. Only
  the last ``LOOKBACK_BYTES`` before the line are examined. The diagnosis lets a traceback's exception
  line decide over the frame lines of the same traceback.
* ``innermost_exception``: run once, at the end, over the last ``TAIL_BYTES`` of the output. When no
  signature matched, the run's last traceback names the failure: its innermost specific exception (not a
  wrapper such as torchrun's ``ChildFailedError`` or deepspeed's ``CalledProcessError``), unless the job
  went on after it (progress lines, a success message) or the traceback was printed as a warning.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from safelaunch.catalog import Signature

LOOKBACK_BYTES = 8 * 1024
TAIL_BYTES = 32 * 1024
MAX_FOLLOWING_LINES = 40  # more ordinary lines than this after an exception: the job went on

# The prefixes launchers put before a line (see classify.attribute), and timestamps/log levels.
PREFIX = re.compile(
    r"^(?:> ?)*"  # a log quoted in an issue or e-mail ("> " per level)
    # pytest's "E       " before a failed test's exception lines (pytest 9.2.0 _pytest/_code/code.py:894,1043)
    r"(?:E {3,})?"
    # kubectl logs --prefix "[pod/name/container] ", or docker compose's "service-1  | " (v1: "service_1  | ")
    r"(?:\[pod/[\w.-]+(?:/[\w.-]+)?\] |[\w.-]+[-_]\d+ +\| )?"
    # a timestamp a log store put on every line: RFC 3339 (kubectl logs --timestamps, docker logs -t, GitHub Actions'
    # "2025-01-01T10:00:00.1234567Z ", journalctl -o short-iso), or "[2025-01-01 10:00:00] "; then journald/syslog's
    # "Nov 29 03:14:07[.123456] host prog[pid]: " (-o short, short-precise), or "host prog[pid]: " alone (as it
    # follows an RFC 3339 timestamp; the [pid] is required there)
    r"(?:\[?\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?\]? )?"
    r"(?:[A-Z][a-z]{2} [ \d]\d \d\d:\d\d:\d\d(?:[.,]\d+)? [\w.-]+ [\w.@/-]+(?:\[\d+\])?: |[\w.-]+ [\w.@/-]+\[\d+\]: )?"
    r"(?:\([\w.:-]+ pid=\d+(?:, ip=[0-9A-Fa-f.:]+)?\) )?"  # Ray's worker prefix "(RayTrainWorker pid=N, ip=A) "
    # pdsh "host: ", or srun --label "%*d: ", the task id right-aligned to the width of the largest (slurm
    # src/common/write_labelled_message.c); leading spaces only before a number (a frame's `    x: int = 3` stays)
    r"(?:[a-z0-9][a-z0-9.-]*: | +\d+: )?"
    # torchrun's "[default0]:", PyTorch's "[rank0]:" (both, when torchrun tees a rank's PyTorch log), srun's "0: ";
    # mpirun's tag "[1,0]<stderr>:" (SageMaker's "[1,mpirank:0,algo-1]<stderr>:", horovodrun's "[0]<stderr>:"),
    # MPICH's and Intel MPI's -prepend-rank/-l "[0] "
    r"(?:(?:\[(?:default|rank|[A-Za-z_]+)\d+(?:\|\d+)?\]: ?){1,2}|\d+: "
    r"|\[(?:\d+,(?:mpirank:)?)?\d+(?:,[\w.-]+)?\]<std(?:out|err)>: ?|\[\d+\] )?")
# The glog-style prefix of PyTorch's Python loggers (torch/_logging: "E0422 05:07:49.013000 204 path.py:732] ") and
# of its C++ logs ("[W1114 02:32:49.146597813 ProcessGroupNCCL.cpp:4115] "): a traceback logged line by line carries
# it on every line. Stripped only where tracebacks are read (went_on keeps it: its I/D level marks INFO lines).
GLOG_PREFIX = re.compile(r"^\[?([IWEFD])\d{4} \d\d:\d\d:\d\d\.\d+ +(?:\d+ +)?[^\s\]]+:\d+\] ?")
HEADER = "Traceback (most recent call last):"
# IPython's traceback (IPython 7-9, IPython/core/ultratb.py VerboseTB.prepare_header: the exception's name, then
# "Traceback (most recent call last)".rjust(width - len(name)), no colon; a long name leaves no space between): its
# exception line comes after the frames as in CPython's, so a notebook output cut inside the frames still names it.
# The name must read as an exception's (a word before "Traceback" in prose is none).
IPYTHON_HEADER = re.compile(r"^((?:[A-Za-z_]\w*\.)*[A-Z]\w*"
                            r"(?:Error|Exception|Interrupt|Exit|Warning|Failure|Fault|Iteration))"
                            r" *Traceback \(most recent call last\)$")
CHAIN = re.compile(r"^(?:During handling of the above exception, another exception occurred:"
                   r"|The above exception was the direct cause of the following exception:)")
# The line before each exception of a group (CPython 3.11+ Lib/traceback.py TracebackException.format:
# "+-+---------------- 1 ----------------" before the first, "  +---------------- 2 ----------------" before the
# next, "..." for those beyond max_group_width): the group and its exceptions are one event, as a chain is.
GROUP_MEMBER = re.compile(r"^(?:\+-)?\+-{16} (?:\d+|\.\.\.) -{16}$")
GROUP_END = re.compile(r"^\+-{36}$")  # the rule after a group's last member
# Every line of a printed group carries a margin (_ExceptionPrintContext.emit: two spaces per nesting level, then
# "| ", or "+ " before the outermost group's header; "|" alone on a blank line, or where trailing spaces were
# trimmed). A group starts at its header, or at the group's exception line where it has no traceback; it lasts
# while lines carry a margin. Only there is the margin removed: in an ordinary traceback a code line may begin with
# "|" (a continued expression) and stays a frame line.
GROUP_START = re.compile(r"^ *(?:\+ Exception Group Traceback \(most recent call last\):"
                         r"|\| (?:[A-Za-z_]\w*\.)*(?:Base)?ExceptionGroup: .*\([0-9]+ sub-exceptions?\))$")
GROUP_LINE = re.compile(r"^ *(?:\||\+(?=[ -]|$))")
GROUP_MARGIN = re.compile(r"^ *(?:\|(?: |$)|\+ (?=Exception Group Traceback))")
# An exception line ("pkg.mod.SomeError: text", "SomeError"): a name, with ": message" or alone; alone it is dotted
# or capitalised (KeyboardInterrupt, socket.timeout), not a bare lowercase word (the tail of a frame line a log store
# wrapped, e.g. "rd").
EXCEPTION = re.compile(r"^(?=[^:]*:\s|(?:[A-Za-z_]\w*\.)+|(?:[A-Za-z_]\w*\.)*[A-Z])"
                       r"((?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*)(?::\s.*|:?\s*)$")
# A line that is an exception by its look alone (no header seen): a dotted or CamelCase name ending so.
BARE_EXCEPTION = re.compile(r"^(?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception|Failure|Fault)(?::\s.*)?$")
# Exceptions that wrap a failure reported before them, or that end a run on purpose: context, not a cause.
WRAPPER_NAMES = re.compile(r"(?:^|\.)(?:ChildFailedError|CalledProcessError|ProcessRaisedException|"
                           r"ProcessExitedException|SignalException|KeyboardInterrupt|SystemExit|"
                           r"BrokenProcessPool|RemoteTraceback|DistBackendError|DistStoreError|"
                           r"(?:Base)?ExceptionGroup)$")
WRAPPER_TEXT = re.compile(r"NCCL error|NCCL communicator was aborted|Last error:|ncclInternalError|"
                          r"ncclSystemError|ncclUnhandledCudaError|ncclRemoteError|returned non-zero exit status|"
                          r"exited with (?:exit )?code|[Ss]ee the above|process \d+ terminated with|"
                          r"ProcessGroupNCCL(?! does not support)|Watchdog|terminated with signal")
# CPython Lib/subprocess.py CalledProcessError.__str__: "Command '%s' returned non-zero exit status %d." with the
# command's repr (a list's first item, or a shell string's first word, is the program).
CALLED_COMMAND = re.compile(r"CalledProcessError: Command '\[?['\"]?([^'\" ,\]]+)")
OWN_WORK = re.compile(r"(?:^|[/\\])(?:gsutil|gcloud|aws|az|azcopy|git|git-lfs|rsync|scp|tar|unzip|wget|curl|hf|"
                      r"huggingface-cli|nvcc|ninja|make|cmake|gcc|g\+\+|pip[\d.]*)(?:\.exe)?$")
# Frames of CPython's exit handlers: Lib/weakref.py finalize._exitfunc (registered with atexit), Lib/atexit's
# _run_exitfuncs (3.x before 3.10 printed it), Lib/multiprocessing/util.py _exit_function.
EXIT_HANDLER_FRAME = re.compile(r'weakref\.py", line \d+, in _exitfunc|in _run_exitfuncs\b|'
                                r'multiprocessing[/\\]util\.py", line \d+, in _exit_function')
# (PyTorch 1.x's ProcessGroupNCCL.cpp throws "ProcessGroupNCCL does not support barrier" (1.0.0), "... send",
# "... recv", "... scatter", "... recvAnysource": an operation this build's backend lacks, the cause itself.)
# The line before a header that says the traceback was handled (a warning, a retry) or is shutdown noise. "caught"
# is not ProcessGroupNCCL's "Watchdog caught collective operation timeout" (another rank's failure printed just
# above a traceback, not an exception the program caught).
CAUGHT = r"[Cc]aught(?! collective\b)"  # the watchdog's line may be cut right after "collective"
# INTRODUCES: words that say so by themselves; HANDLED adds a warning's, which says so only when the line introduces
# the traceback (ends in a colon) or also holds one of INTRODUCES' words.
_INTRODUCING = (r"Exception ignored in|--- Logging error ---|Error in atexit|[Rr]etry|[Rr]etrying|[Ii]gnor|"
                + CAUGHT + r"|[Hh]andled|[Ff]alling back|[Ss]kipping")
INTRODUCES = re.compile(_INTRODUCING)
HANDLED = re.compile(_INTRODUCING + r"|[Ww]arn|WARN")
# The source line Python's warnings module prints under a warning (Lib/warnings.py formatwarning: "  " + the line
# of the warn() call, e.g. torchvision's "  warn("): the warning's own echo, not a statement that the traceback
# printed after it was handled.
WARN_CALL_ECHO = re.compile(r"^\s+(?:warnings\.)?warn\(")
# What a job that went on prints: steps, epochs, progress bars, benchmark tables, a success message.
PROGRESS = re.compile(r"\b(?:[Ee]poch|[Ss]tep|[Ii]ter(?:ation)?|loss|[Bb]atch)\b\W*\d|\d+%\||\d\s*(?:it/s|s/it)\b|"
                      r"Avg bus bandwidth|[Ss]uccess|[Cc]ompleted|[Ff]inished|[Dd]one\b|[Ss]aved")
ERRORISH = re.compile(r"[Ee]rror|ERROR|[Ff]ail|FAIL|[Ff]atal|[Kk]illed|[Ee]xit|[Aa]bort|[Tt]erminat|exception|"
                      r"Traceback|[Ww]arn|WARN|^[=*\-]{8,}|^\s*$|^\s|^\[\d+\]:$|^(?:time|host|rank|exitcode|error_file|"
                      r"traceback)\s*:|Root Cause|Failures:|<NO_OTHER_FAILURES>|^Other Failures|https?://")

EXCEPTION_SIGNATURE = Signature(
    id="python-exception", cls="other", role="fallback", severity="error", patterns=(),
    explanation=("No known failure signature matched; the job ended with this Python exception (the innermost "
                 "specific one of its last traceback, not the launcher's wrapper around it)."),
    remedy_env={}, remedy_fix="Read the exception and the traceback above it in the log; it names the failing code.",
    source="CPython traceback format (Lib/traceback.py); safelaunch/tracebacks.py")


# How a log that went on after a decisive-looking line ends: progress or a success message, and after
# the last of them nothing that reads as a failure (see went_on).
WENT_ON_ID = "job-went-on"
WENT_ON_SIGNATURE = Signature(
    id=WENT_ON_ID, cls="other", role="consequence", severity="info", patterns=(),
    explanation=("The job went on after the lines before this one (progress, a success message) and its output ends "
                 "without an error: a failure-looking line before it was survived (a transport that failed to "
                 "initialise and was bypassed, a retried connection), so it is no root cause."),
    remedy_env={}, remedy_fix="", source="safelaunch/tracebacks.py (went_on)")
# The line above which a decisive line logged below error level (an INFO-level retry, a warning) was survived: it has
# at least WENT_ON_MIN progress lines after it and no failure between (went_on_lines' second line).
SURVIVED_ID = "job-survived-lines"
SURVIVED_SIGNATURE = Signature(
    id=SURVIVED_ID, cls="other", role="consequence", severity="info", patterns=(),
    explanation=("The job went on for at least two progress lines after the lines above this one, and its output ends "
                 "without an error: an INFO-level retry or a warning above it was survived."),
    remedy_env={}, remedy_fix="", source="safelaunch/tracebacks.py (went_on)")
# A run stopped by Ctrl-C or SIGINT (a CI job's timeout or cancel): Python's KeyboardInterrupt, pytest's
# "!!! KeyboardInterrupt !!!" banner (after which pytest still prints its "N passed" summary).
INTERRUPTED = re.compile(r"\bKeyboardInterrupt\b")
# A line that alone says the whole run ended well: pytest's summary of a session with no failure (src/_pytest/
# terminal.py summary_stats: "N passed in Xs" between "=" rules; a failed or errored test puts "failed"/"error" in
# the same line, which FAILURE_WORDS stops at). It counts as WENT_ON_MIN progress lines: a test that printed a
# caught error (an OOM a batch-size finder recovered from) above it did not fail the run.
FINISHED = re.compile(r"^=+ [0-9]+ passed(?:, [0-9]+ (?:skipped|deselected|xfailed|xpassed|warnings?))* in [0-9.]+s\b")
ENDED_WELL = re.compile(r"\b(?:[Ee]poch|[Ss]tep|[Ii]ter(?:ation)?|loss|[Bb]atch)\b\W*\d|\d+%\||\d\s*(?:it/s|s/it)\b|"
                        r"Avg bus bandwidth|Init COMPLETE|exits successfully|[Ss]uccessfully|"
                        r"[Tt]raining (?:complete|finished|done)|[Ss]aved (?:the )?(?:model|checkpoint)|"
                        # Spark (DAGScheduler `Job N finished:`, TaskSetManager `Finished task 17.1 in stage`), YARN's
                        # client (`final status: SUCCEEDED`), Hadoop MapReduce's Job monitor (` map 100% reduce 40%`):
                        # a lost executor or a killed task attempt they retried is no root cause
                        r"\bJob [0-9]+ finished: |\bFinished task [0-9.]+ in stage |final status: SUCCEEDED|"
                        r"\bmap [0-9]+% reduce [0-9]+%|" + FINISHED.pattern)
WENT_ON_MIN = 2  # progress lines after the last failure-looking line (tqdm redraws its bar once when it closes)
# Log levels that report, not fail (glog `I1123 ...`/`[I1123 ...`, c10d `- debug]`, Python logging INFO/DEBUG).
INFO_LEVEL = re.compile(r"^\[?[ID]\d{4} |^(?:INFO|DEBUG)\b|\bNCCL INFO\b|\[c10d - (?:debug|trace)\]|\[c10d\] ")
FAILURE_WORDS = re.compile(r"KeyboardInterrupt|[Ee]rror|ERROR|[Ff]ail|FAIL|[Ff]atal|FATAL|[Kk]illed|[Aa]bort|"
                           r"[Tt]erminat|[Ee]xception|"
                           r"Traceback|[Ss]egmentation|core dumped|[Tt]imed? ?out|non-zero|[Ee]xited with|"
                           r"return code = -?[1-9]|exit (?:status|code):? -?[1-9]|NVRM|Xid|No space left|[Cc]annot |"
                           r"[Uu]nable to|not found|No such file|[Dd]enied|[Rr]efused|[Uu]nreachable|^\s+File \"")


def _says_failed(text: str) -> bool:
    """Words of failure on a line not logged at an info level (went_on_lines, progress_lines)."""
    return bool(FAILURE_WORDS.search(text)) and not INFO_LEVEL.search(text)


def split_tail(tail: bytes) -> tuple[list[str], list[int]]:
    """The lines of ``tail``, a \\r ending one as \\n does (a redrawn progress bar), and the newlines before each
    (the log's line numbers count \\n only, as an editor does)."""
    pieces = re.split(r"(\r\n|\r|\n)", tail.decode("utf-8", errors="replace"))
    newlines = [0]
    for sep in pieces[1::2]:
        newlines.append(newlines[-1] + ("\n" in sep))
    return pieces[0::2], newlines


# Noise: lines with words of failure that do not say the run failed, neither failure nor progress in went_on_lines.
# What programs print as they shut down after a run that went well: Open MPI's summary of
# help messages it aggregated (open-mpi/ompi v4.1.6 orte/util/show_help.c:361,373: "%d more process%s sent help
# message %s / %s", "Set MCA parameter "orte_base_help_aggregate" to 0 to see all help / error messages"; 5.x
# names opal_base_help_aggregate; after Open MPI's own "[host:pid] " prefix), only for a BTL's help file (a transport
# component's warning, e.g. help-mpi-btl-openib.txt's "The openib BTL will be ignored for this job"; an aggregated
# help-mpi-api.txt / mpi-abort is the job failing), and PyTorch's CUDA IPC producer
# exiting before its consumers freed the tensors it shared (torch/csrc/CudaIPCTypes.cpp, a warning printed at
# exit: "Producer process has been terminated before all shared CUDA tensors released. See Note [Sharing CUDA
# tensors]"). Neither says the run failed. Two lines a job's own bookkeeping prints while or after it runs well are
# noise too: Slurm's accounting poller reading /proc of a task that had just exited (SchedMD/slurm
# slurm-19-05-0-1 to slurm-20-02-3-1 src/plugins/jobacct_gather/common/common_jag.c _is_a_lwp:
# error("%s: open() %s failed: %m", __func__, filename) on /proc/<pid>/status; slurmstepd prints it as
# "slurmstepd: error: _is_a_lwp: open() /proc/N/status failed: No such file or directory", and from 19.05.0 the
# same function's error("%s: %d read() attempts on %s failed: %m")), and Ray's raylet warning that its spill
# directory is nearly full (ray-project/ray src/ray/common/file_system_monitor.cc OverCapacityImpl: "<path> is over
# N% full, available space: X GB; capacity: Y GB. Object creation will fail if spilling is required.", older
# builds printing the raw byte counts without " GB"; "<path> has no capacity, object creation will fail if spilling
# is required."; a condition, not a failure: a spill that then fails prints its own error).
NOISE = re.compile(r"\b[0-9]+ more process(?:es)? (?:has |have )?sent help message "
                            r"help-mpi-btl-[\w-]+\.txt / |"
                            r"_base_help_aggregate\" to 0 to see all help / error messages|"
                            r"Producer process has been terminated before all shared CUDA tensors released|"
                            r"\b_is_a_lwp: (?:open\(\)|[0-9]+ read\(\) attempts on) /proc/[0-9]+/status failed: "
                            r"No such (?:file or directory|process)|"
                            r"% full, available space: [0-9.]+(?: GB)?; capacity: [0-9.]+(?: GB)?\. "
                            r"Object creation will fail if spilling is required|"
                            r" has no capacity, object creation will fail if spilling is required")
# CPython's report of an exception it could not raise (a destructor's, at interpreter exit: Python/errors.c
# PyErr_WriteUnraisable, 3.8 on through sys.unraisablehook, "Exception ignored in: <obj>" then the traceback and the
# exception line): the program went on, e.g. the DataLoader iterator's __del__ at shutdown.
UNRAISABLE = "Exception ignored in"


def _unraisable_lines(lines: list[str]) -> set[int]:
    """The indexes of the lines of every "Exception ignored in" report: its header, traceback and exception line."""
    marked: set[int] = set()
    i = 0
    while i < len(lines):
        if not strip_prefix(lines[i]).startswith(UNRAISABLE):
            i += 1
            continue
        marked.add(i)
        i += 1
        while i < len(lines):
            text = strip_prefix(lines[i])
            if text.startswith(HEADER) or _is_frame(text):
                marked.add(i)
                i += 1
                continue
            if EXCEPTION.match(text):
                marked.add(i)
                i += 1
            break
    return marked


def went_on_lines(tail: bytes) -> tuple[tuple[int, str], tuple[int, str]] | None:
    """Two lines of the end of a log that, from the first of them on, shows no failure and at least WENT_ON_MIN
    progress or success lines, each as (newlines before it in ``tail``, text): the first progress line, and the
    WENT_ON_MIN-th counted from the end (every line above it has at least WENT_ON_MIN progress lines after it and
    no failure between: an INFO-level retry or a warning there was survived). None when the log ends in an error or
    shows too little progress at its end, or when the run was interrupted (INTERRUPTED) below its progress.
    Noise (NOISE: shutdown and bookkeeping lines, an "Exception ignored in" report) is neither failure nor
    progress."""
    lines, newlines = split_tail(tail)
    progress: list[int] = []
    noise = _unraisable_lines(lines)
    for i in range(len(lines) - 1, -1, -1):
        text = strip_prefix(lines[i])
        if i in noise or NOISE.search(text):
            continue
        if _says_failed(text):
            if INTERRUPTED.search(text):
                return None  # stopped from outside: what it printed after (pytest's summary) is no good ending
            break
        if ENDED_WELL.search(text):
            progress.extend([i] * (WENT_ON_MIN if FINISHED.search(text) else 1))
    if len(progress) < WENT_ON_MIN:
        return None
    first, survived = progress[-1], progress[WENT_ON_MIN - 1]
    return (newlines[first], lines[first].strip()), (newlines[survived], lines[survived].strip())


# A progress bar that has not moved: tqdm's `  0%|          | 0/1000 [00:30<?, ?it/s]` redrawn while the job waits.
NOT_STARTED = re.compile(r"(?:^|[^0-9.])0%\||(?:^|\s)0/[0-9]+ \[")


def progress_lines(tail: bytes, first_line: int, after: int, before: int) -> int:
    """How many lines of ``tail`` between the log's lines ``after`` and ``before`` (exclusive) show progress or
    success (ENDED_WELL, not logged as a failure), its first line being the log's line ``first_line``. Each state of
    a line redrawn with \\r counts (a bar that moved), a bar still at 0 does not, and a traceback's frames and
    their code lines (`if step % 100 == 0:`) never."""
    lines, newlines = split_tail(tail)
    count = 0
    frame_indent: int | None = None  # the indentation of the frame line just read, whose code line may follow
    for text, newline in zip(lines, newlines, strict=True):
        body = strip_prefix(text)
        indent = len(body) - len(body.lstrip())
        if FRAME_LINE.match(body):
            frame_indent = indent
            continue
        if frame_indent is not None and indent > frame_indent and body.strip():
            frame_indent = None  # the frame's code line (a frame without source, `File "<string>"`, has none)
            continue
        frame_indent = None
        line_no = first_line + newline
        if after < line_no < before and ENDED_WELL.search(body) and not NOT_STARTED.search(body) \
                and not _says_failed(body):
            count += 1
    return count


# A traceback's frame line (CPython's `  File "path", line N, in f`), whose code line, indented deeper, may follow.
FRAME_LINE = re.compile(r'^\s*File "[^"\n]*", line \d+')


def went_on(tail: bytes) -> tuple[int, str] | None:
    """The first progress line of a log that ends without a failure (went_on_lines), or None."""
    found = went_on_lines(tail)
    return found[0] if found else None


def strip_prefix(line: str) -> str:
    return line[PREFIX.match(line).end():]  # type: ignore[union-attr]  # the pattern matches every line


BELOW_ERROR = ("I", "W", "D")  # glog levels a program logs what it went on after at


def _glog(line: str) -> tuple[str, str]:
    """(the glog-style prefix's level letter, or "" without one; the line without that prefix and its launcher's)."""
    text = strip_prefix(line)
    m = GLOG_PREFIX.match(text)
    return (m.group(1), text[m.end():]) if m else ("", text)


def _body(line: str) -> str:
    return _glog(line)[1]


def _logged_below_error(line: str) -> bool:
    """The line was logged at INFO, WARNING or DEBUG level (a glog-style prefix says so): a traceback logged so
    was handled by the program that logged it."""
    return _glog(line)[0] in BELOW_ERROR


def _is_frame(text: str) -> bool:
    """A traceback body line: `  File "...", line N, in f`, its code line, a `^^^` marker, or blank."""
    return not text.strip() or text[0] in " \t" or text.startswith('File "')


# IPython's frame lines (IPython/core/ultratb.py): a frame's location (8.x `Cell In[3], line 5`, `File ~/m.py:10, in
# f()`, 8.0-8.5 `Input In [3], in <cell line: 1>()`, 7.x `<ipython-input-3-1a2b> in <module>` and `/path/m.py in
# f(a)`), its numbered source lines (indented, the current one `---> 10`) and the elision of a repeated frame.
IPYTHON_FRAME = re.compile(r"^(?:-*> *\d+ |File [^\s\"][^\n]*:\d+, in |Cell In ?\[\d*\], line \d+|"
                           r"Input In ?\[\d*\], in |<ipython-input-[^>]*> in |"
                           r"(?:~|\.{0,2}/|[A-Za-z]:\\)\S* in \S|\[\.\.\. skipping )")


def _is_ipython_frame(text: str) -> bool:
    return _is_frame(text) or bool(IPYTHON_FRAME.match(text))


@dataclass(frozen=True)
class FrameContext:
    lines_back: int  # how many log lines (newlines) the traceback's header is above the line
    part: str  # "frame" or "exception"
    handled: bool = False  # the traceback was printed as a warning, a retry or shutdown noise (HANDLED)


def frame_context(before: bytes, line: str) -> FrameContext | None:
    """Whether ``line`` is inside the traceback whose header is in ``before`` (the bytes preceding it)."""
    window = before[-LOOKBACK_BYTES:]
    at = window.rfind(HEADER.rstrip(":").encode())  # CPython's header, or IPython's (no colon, the name before)
    if at < 0:
        return None
    # the window's lines (the last one empty: ``before`` ends where ``line`` begins), then ``line``; a group's margin
    # removed from both where the window holds a group
    lines, here = window.decode("utf-8", errors="replace").replace("\r", "\n").split("\n"), line
    if b"Exception Group Traceback" in window or b"ExceptionGroup: " in window:
        *lines, here = without_group_margins([*lines, here])
    start = max(k for k, ln in enumerate(lines) if HEADER.rstrip(":") in ln)
    body = lines[start:]
    ipython = IPYTHON_HEADER.match(_body(body[0]).strip())
    if not ipython and HEADER not in body[0]:
        return None
    is_frame = _is_ipython_frame if ipython else _is_frame
    # Every line between the header and this one must be a frame line of the same traceback.
    if not all(is_frame(_body(ln)) for ln in body[1:-1]):
        return None
    here = _body(here)
    back = window.count(b"\n", window.rfind(b"\n", 0, at) + 1)  # log lines count \n only
    header = "" if ipython else body[0].replace(HEADER, "")
    above = _line_above(lines, start)
    # A chained traceback, or a group's member: how the chain's first traceback (the group's) was printed says how
    # this one was, as innermost_exception reads a chain.
    first = start
    while CHAIN.match(above.strip()) or GROUP_MEMBER.match(above.strip()):
        first = next((k for k in range(first - 1, -1, -1) if HEADER in lines[k]), -1)
        if first < 0:
            break
        above, header = _line_above(lines, first), lines[first].replace(HEADER, "")
    # A warning just above only counts when it introduces the traceback (`...: ` ending in a colon, or a retry,
    # an ignored or caught exception): a fatal traceback printed after an unrelated warning line stays fatal.
    # An exception line above is a chain (`RuntimeError: Caught RuntimeError in DataLoader worker process 0.`
    # then `Original Traceback ...`): re-raised, not handled.
    handled = bool((HANDLED.search(above) and (above.rstrip().endswith(":") or INTRODUCES.search(above))
                    and not BARE_EXCEPTION.match(above.strip())) or HANDLED.search(_body(header))
                   or _logged_below_error(body[0]) or (not ipython and _at_exit(body, 0, len(body))))
    if is_frame(here):
        return FrameContext(back, "frame", handled)
    return FrameContext(back, "exception", handled) if EXCEPTION.match(here.strip()) else None


def _line_above(lines: list[str], index: int) -> str:
    """The body of the last non-empty line before ``lines[index]`` (blank lines between are skipped)."""
    k = index - 1
    while k >= 0 and not lines[k]:
        k -= 1
    return _body(lines[k]) if k >= 0 else ""


@dataclass(frozen=True)
class Found:
    index: int  # line index in the analysed lines
    text: str


def _is_wrapper(text: str) -> bool:
    m = EXCEPTION.match(text)
    name = m.group(1) if m else ""
    return bool(WRAPPER_NAMES.search(name) or WRAPPER_TEXT.search(text))


def _own_failure(text: str) -> bool:
    """A CalledProcessError of a program that does its own work and prints nothing a rank would (gsutil, git,
    rsync, a compiler): it failed by itself, so its exception is the run's failure when no traceback has a specific
    one. Any other command may be a launcher, a shell script or a training CLI (deepspeed's runner runs `python -u -m
    deepspeed.launcher.launch`, `llamafactory-cli`, `finetune.sh`) that wraps a failure its own output shows."""
    m = CALLED_COMMAND.search(text)
    return bool(m and OWN_WORK.search(m.group(1)))


def _at_exit(lines: list[str], header: int, last: int) -> bool:
    """The traceback's outermost frame is an exit handler's: weakref.finalize's or atexit's callbacks, or
    multiprocessing's exit function. CPython runs them after the program ended and prints their exception without
    changing the exit status (Modules/atexitmodule.c atexit_callfuncs: "Exception ignored in atexit callback", in
    3.8/3.9 "Error in atexit._run_exitfuncs:", a header a pasted log often leaves out)."""
    for line in lines[header + 1:last]:
        frame = _body(line).strip()
        if frame.startswith("File "):
            return bool(EXIT_HANDLER_FRAME.search(frame))
    return False


def _printed_later(lines: list[str], header: int, name: str) -> bool:
    """Whether the exception an IPython header names has its exception line (``name`` or ``name: ...``) below the
    header, before the next traceback begins: then that line, with its text, is the exception. Names are compared
    without their module (``torch.OutOfMemoryError`` on one line, ``OutOfMemoryError`` on the other)."""
    short = name.rsplit(".", 1)[-1]
    for line in lines[header + 1:]:
        text = _body(line).strip()
        if IPYTHON_HEADER.match(text) or text.endswith(HEADER):
            return False
        m = EXCEPTION.match(text)
        if m and m.group(1).rsplit(".", 1)[-1] == short:
            return True
    return False


def without_group_margins(lines: list[str]) -> list[str]:
    """``lines`` with the margin of an exception group's lines removed (after any launcher or logger prefix, which
    stays); every other line as it is."""
    out: list[str] = []
    inside = False
    for line in lines:
        text = _glog(line)[1]
        inside = bool(GROUP_START.match(text.rstrip())) or (inside and bool(GROUP_LINE.match(text)))
        if inside and (m := GROUP_MARGIN.match(text)):
            line = line[:len(line) - len(text)] + text[m.end():]
        out.append(line)
    return out


def _chains(lines: list[str]) -> list[tuple[int, list[Found]]]:
    """(index of the first header, the exceptions of the chain in printed order) for each traceback chain,
    plus a bare exception line (one without a header, e.g. a log trimmed to it) as a chain of its own."""
    chains: list[tuple[int, list[Found]]] = []
    i, n = 0, len(lines)
    linked = ""  # the previous exception announced a chained traceback ("chain") or a group's next exception

    def found(j: int, exc: str) -> int:
        """Record the exception line ``j`` (in the open chain if linked); the index to go on from."""
        nonlocal linked
        if linked and chains:
            chains[-1][1].append(Found(j, exc))
        else:
            chains.append((i, [Found(j, exc)]))
        linked = ""
        k = j + 1  # a chain link may follow after a blank line (or a group's closing rule)
        while k < n and (not (body := _body(lines[k]).strip()) or GROUP_END.match(body)) and k - j < 4:
            k += 1
        link = _body(lines[k]).strip() if k < n else ""
        if CHAIN.match(link) or GROUP_MEMBER.match(link):
            linked = "chain" if CHAIN.match(link) else "group"
            return k + 1
        return j + 1

    while i < n:
        level, text = _glog(lines[i])
        text = text.rstrip()
        if text.endswith(HEADER):  # a logger's prefix may come before it
            j = i + 1
            while j < n and _is_frame(_body(lines[j])) and j - i < 400:
                j += 1
            exc = _body(lines[j]).strip() if j < n else ""
            i = found(j, exc) if EXCEPTION.match(exc) else j + 1
            continue
        if GROUP_MEMBER.match(text.strip()) and chains:  # a group's next member (after a note, a nested group)
            linked = "group"
            i += 1
            continue
        if linked == "group" and EXCEPTION.match(text.strip()):  # a group's exception printed without a traceback
            i = found(i, text.strip())
            continue
        if linked == "group" and text.strip():  # "and N more exceptions", a closing rule: the group has ended
            linked = ""
        if not linked and level not in BELOW_ERROR:
            ipython = IPYTHON_HEADER.match(text.strip())
            if ipython:  # unless its exception line is printed below it, a chain of its own then
                if not _printed_later(lines, i, ipython.group(1)):
                    chains.append((i, [Found(i, ipython.group(1))]))
            elif BARE_EXCEPTION.match(text.strip()):
                chains.append((i, [Found(i, text.strip())]))
        i += 1
    return chains


def innermost_exception(tail: bytes) -> tuple[int, str] | None:
    """(how many newlines precede it in ``tail``, exception text) of the exception that ended the run,
    or None. ``\r`` separates lines here as in the classifier; only ``\n`` counts for line numbers."""
    lines, newlines = split_tail(tail)
    if lines and not lines[-1]:
        lines.pop()
    lines = without_group_margins(lines)
    chains = _chains(lines)
    # A program's own CalledProcessError (gsutil, git) counts only where no traceback has a specific exception.
    for own in (False, True):
        for first, found in reversed(chains):
            specific = [f for f in found if not _is_wrapper(f.text) or (own and _own_failure(f.text))]
            if not specific:
                continue  # a wrapper's traceback (torchrun, deepspeed): the failure is in an earlier one
            before = _body(lines[first - 1]) if first > 0 else ""
            header = lines[first] if found[0].index != first else ""  # a bare exception has no header line
            if _logged_below_error(lines[first]) or _logged_below_error(lines[specific[0].index]):
                continue  # logged as a warning by a program that went on: an earlier traceback may still be fatal
            last = found[-1].index
            if header and _at_exit(lines, first, last):
                continue  # an exit handler's, run after the program ended: an earlier traceback may be its failure
            if (HANDLED.search(before) and not WARN_CALL_ECHO.match(before)) \
                    or HANDLED.search(_body(header).replace(HEADER, "")):
                return None  # printed as a warning or at shutdown: the run did not end because of it
            after = [_body(ln) for ln in lines[last + 1:]]
            ordinary = [ln for ln in after if not ERRORISH.search(ln)]
            if any(PROGRESS.search(ln) for ln in ordinary) or len(ordinary) > MAX_FOLLOWING_LINES:
                return None  # the job went on (or finished) after it
            return newlines[specific[0].index], lines[specific[0].index].strip()  # with its rank prefix
    return None
