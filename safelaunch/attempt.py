"""One launch attempt: log, classify and supervise; then the diagnosis, written to the run directory."""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from safelaunch.catalog import Matcher, Signature
from safelaunch.classify import Event, StreamClassifier
from safelaunch.diagnosis import Diagnoser, Tail, root_cause_json
from safelaunch.output import OutputPipeline, RankSignalWatcher
from safelaunch.rundir import EventLog, RunDir, redact
from safelaunch.supervise import RemoteSignal, exit_status, supervise


@dataclass(frozen=True)
class AttemptResult:
    exit_code: int
    why: str | None
    interrupted: bool
    diagnoser: Diagnoser
    tail: Tail
    run_dir: RunDir
    console_error: str | None

    @property
    def root_cause(self) -> Event | None:
        return self.diagnoser.root_cause()


def run_attempt(command: Sequence[str], env: Mapping[str, str], run_dir: RunDir, signatures: list[Signature],
                matcher: Matcher, grace: float, known_hosts: frozenset[str] = frozenset(),
                remote: RemoteSignal | None = None) -> AttemptResult:
    diagnoser, rank_signal, tail = Diagnoser(), RankSignalWatcher(), Tail()
    events = EventLog(run_dir.file("events.jsonl"))

    def on_event(event: Event) -> None:
        events(event)
        diagnoser(event)
        rank_signal(event)

    classifier = StreamClassifier(signatures, matcher, on_event, known_hosts)
    run_dir.write_json("launch.json", {"command": list(command), "cwd": os.getcwd(), "started": time.time(),
                                       "env": redact(env), "matcher": matcher.engine})
    log_fd = run_dir.open_log()
    pipeline = OutputPipeline([classifier, tail], console_fd=1, log_fd=log_fd)
    try:
        outcome = supervise(command, env, pipeline, grace, remote)
    finally:
        with contextlib.suppress(OSError):
            os.fsync(log_fd)
        os.close(log_fd)
        events.close()
    code, why = exit_status(outcome, rank_signal.signal)
    result = AttemptResult(code, why, outcome.forwarded is not None, diagnoser, tail, run_dir, pipeline.console_error)
    run_dir.write_json("diagnosis.json", {
        "schema_version": 1, "exit_status": code, "launcher_returncode": outcome.returncode, "why": why,
        "root_cause": root_cause_json(result.root_cause), "findings": diagnoser.findings(),
        "last_error_lines": tail.last_error_lines() if result.root_cause is None else []})
    return result
