"""One launch attempt: log, classify and supervise; then the diagnosis, written to the run directory."""

from __future__ import annotations

import os
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from safelaunch.catalog import Matcher, Signature
from safelaunch.classify import Event, StreamClassifier
from safelaunch.diagnosis import Diagnoser, Tail, root_cause_json
from safelaunch.output import OutputPipeline, RankSignalWatcher
from safelaunch.remote_job import RemoteJob, node_failure
from safelaunch.rundir import EventLog, RunDir, redact
from safelaunch.secrets import secret_values
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
    log_error: str | None = None  # the log stopped early (a full disk): the strerror, already reported

    @property
    def root_cause(self) -> Event | None:
        return self.diagnoser.root_cause()


def run_attempt(command: Sequence[str], env: Mapping[str, str], run_dir: RunDir, signatures: list[Signature],
                matcher: Matcher, grace: float, known_hosts: frozenset[str] = frozenset(),
                remote: RemoteSignal | None = None) -> AttemptResult:
    """Before the launch, a run-directory file that cannot be written is a UserError (nothing starts).
    From the launch on, no write error reaches the job or the exit status (safelaunch.rundir.LogFile)."""
    diagnoser, rank_signal, tail = Diagnoser(), RankSignalWatcher(), Tail()
    # launch.json is masked by name and by value (safelaunch.secrets); the job gets the real values.
    run_dir.write_json("launch.json", {"command": list(command), "cwd": os.getcwd(), "started": time.time(),
                                       "env": redact(env), "matcher": matcher.engine}, known=secret_values(env))
    log = run_dir.open_log("output.log")
    events = EventLog.open(run_dir)

    def on_event(event: Event) -> None:
        events(event)
        diagnoser(event)
        rank_signal(event)

    classifier = StreamClassifier(signatures, matcher, on_event, known_hosts)
    pipeline = OutputPipeline([classifier, tail], console_fd=1, log=log)
    # Multi-node over SSH: the RemoteJob whose signal() is ``remote`` also stops the nodes' jobs if
    # safelaunch dies (its watchdog runs death_command) and reads their exit statuses afterwards.
    job = getattr(remote, "__self__", None)
    job = job if isinstance(job, RemoteJob) else None
    try:
        outcome = supervise(command, env, pipeline, grace, remote,
                            job.death_command(os.environ) if job is not None else None)
        ends = job.finish() if job is not None else []
    finally:
        log.close(sync=True)
        events.close()
    code, why = exit_status(outcome, rank_signal.signal)
    failure = node_failure(ends) if code == 0 and outcome.forwarded is None else None
    if failure is not None:
        code, why = failure
    result = AttemptResult(code, why, outcome.forwarded is not None, diagnoser, tail, run_dir, pipeline.console_error,
                           log.error)
    lines = tail.last_error_lines() if result.root_cause is None else None
    run_dir.write_json_after_launch("diagnosis.json", {
        "schema_version": 1, "exit_status": code, "launcher_returncode": outcome.returncode, "why": why,
        "root_cause": root_cause_json(result.root_cause), "findings": diagnoser.findings(),
        "last_error_lines": list(lines or []), "evidence_hints": list(lines.hints) if lines is not None else [],
        "ends_with_progress": None if lines is None else lines.progress})
    return result
