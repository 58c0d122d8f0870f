"""safelaunch as a library: the objects the command renders, for schedulers, notebooks and tests.

    import safelaunch
    pf = safelaunch.plan("--num_gpus 8 train.py")          # what --dry-run prints, as data
    pf.plan.env["NCCL_SHM_DISABLE"].reason                   # every value with reason and evidence
    report = safelaunch.doctor(hostfile="hostfiles/two-nodes")
    why = safelaunch.explain("safelaunch-logs/20261123-.../")  # a log file, a run directory, or bytes
    result = safelaunch.launch("--num_gpus 2 train.py")      # runs the job; result.exit_code

Errors a user can cause raise ``safelaunch.UserError`` (``.message``, ``.exit_code``), as the
command would print them; nothing here calls ``sys.exit``.
"""

from __future__ import annotations

import os
import shlex
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from safelaunch.catalog import Signature, load_catalog, make_matcher
from safelaunch.classify import Event, StreamClassifier
from safelaunch.diagnosis import Diagnoser, ErrorLines, Tail, root_cause_json
from safelaunch.errors import UserError
from safelaunch.request import LaunchRequest, parse_request

# preflight (probes, rules, hosts) is imported where a plan is made, not for explain: `Preflight` in this module's
# annotations is a name for type checkers only (typing.get_type_hints of LaunchResult, plan or doctor needs
# localns={"Preflight": safelaunch.Preflight}).
if TYPE_CHECKING:
    from safelaunch.preflight import Preflight

Args = str | Sequence[str]


def _argv(args: Args) -> list[str]:
    return shlex.split(args) if isinstance(args, str) else list(args)


def plan(args: Args, *, environ: Mapping[str, str] | None = None, facts: str | None = None) -> Preflight:
    """What ``safelaunch --dry-run <args>`` decides: hosts, facts, per-host plans (each variable
    with its reason, evidence and cost), findings and the launcher command. Nothing is started.
    ``facts``: plan from a recorded `safelaunch doctor --json` file instead of probing."""
    from safelaunch.preflight import run_preflight

    request = parse_request(["--dry-run", *_argv(args)])
    return run_preflight(request, os.environ if environ is None else environ, facts or request.facts)


def doctor(args: Args = (), *, hostfile: str | None = None, environ: Mapping[str, str] | None = None,
           facts: str | None = None) -> Preflight:
    """What ``safelaunch doctor`` reports: this machine's (or every node's) facts and decisions."""
    from safelaunch.preflight import run_preflight

    argv = _argv(args) + (["--hostfile", hostfile] if hostfile else [])
    request = parse_request(["doctor", *argv])
    return run_preflight(request, os.environ if environ is None else environ, facts or request.facts)


@dataclass(frozen=True)
class Explanation:
    """The root cause of a log (None when the log does not contain one), every classified finding,
    and, without a root cause, the last error lines to look at."""

    source: str
    root_cause: Event | None
    findings: list[dict[str, Any]] = field(default_factory=list)
    # No root cause: the last error lines (a list), carrying what to turn on and how the log ends; else empty.
    last_error_lines: ErrorLines = field(default_factory=lambda: ErrorLines([], []))

    @property
    def evidence_hints(self) -> list[str]:
        """No root cause: what to turn on to get the evidence next time."""
        return list(self.last_error_lines.hints)

    @property
    def ends_with_progress(self) -> str | None:
        """No root cause, and the log ends with the job making progress: the first line of that progress."""
        return self.last_error_lines.progress

    def as_json(self) -> dict[str, Any]:
        return {"schema_version": 1, "root_cause": root_cause_json(self.root_cause), "findings": self.findings,
                "last_error_lines": list(self.last_error_lines), "evidence_hints": self.evidence_hints,
                "ends_with_progress": self.ends_with_progress}


def log_path(path: str) -> str:
    """A log file, or a run directory's output.log."""
    if os.path.isdir(path):
        log = os.path.join(path, "output.log")
        if os.path.isfile(log):
            return log
        raise UserError(f"{path} is a directory without an output.log. Pass a log file, a safelaunch run "
                        "directory (safelaunch-logs/<run>/), or - for standard input.")
    return path


def explain_chunks(chunks: Iterable[bytes], signatures: list[Signature], source: str = "<bytes>") -> Explanation:
    diagnoser, tail = Diagnoser(), Tail()
    classifier = StreamClassifier(signatures, make_matcher(signatures), diagnoser)
    for chunk in chunks:
        classifier.feed(chunk)
        tail.feed(chunk)
    classifier.close()
    cause = diagnoser.root_cause()
    lines = tail.last_error_lines() if cause is None else None
    return Explanation(source, cause, diagnoser.findings(), ErrorLines([], []) if lines is None else lines)


def _read_chunks(path: str) -> Iterable[bytes]:
    try:
        with open(0 if path == "-" else path, "rb", closefd=path != "-") as f:
            while chunk := f.read(1 << 20):
                yield chunk
    except OSError as e:
        raise UserError(f"Cannot read the log {path}: {e.strerror}. Pass a readable log file, a safelaunch run "
                        "directory, or - for standard input.") from None


def explain(log: str | bytes | os.PathLike[str], *, signatures: Sequence[str] = ()) -> Explanation:
    """The root cause in a log: ``bytes`` are the log itself; a path (str or Path) is a log file,
    a run directory, or "-" for standard input; a str that names no file is taken as the log text."""
    catalog = load_catalog(tuple(signatures))
    if isinstance(log, bytes):
        return explain_chunks([log], catalog)
    text = os.fspath(log)
    if isinstance(log, str) and text != "-" and not os.path.exists(text) and ("\n" in text or len(text) > 4096):
        return explain_chunks([text.encode()], catalog, "<text>")
    path = log_path(text)
    return explain_chunks(_read_chunks(path), catalog, path)


@dataclass(frozen=True)
class LaunchResult:
    """How a launch ended: the exit status the command returns, the run directory and the root cause."""

    exit_code: int
    run_dir: Path | None
    root_cause: Event | None
    preflight: Preflight


def launch(args: Args, *, environ: Mapping[str, str] | None = None) -> LaunchResult:
    """Run ``safelaunch <args>``: preflight, launch, supervise, classify. Output goes to this process's
    stdout/stderr as with the command; the log and run directory are written as usual."""
    from safelaunch.cli import launch_request

    request: LaunchRequest = parse_request(_argv(args))
    if request.command != "launch" or request.dry_run:
        raise UserError("safelaunch.launch() starts a job; use safelaunch.plan() or safelaunch.doctor() to look.")
    return launch_request(request, os.environ if environ is None else environ)
