"""The `safelaunch` command: parse, preflight, then dry-run, doctor, or launch.

The only place that turns errors into exit statuses: user mistakes print one
paragraph and exit non-zero; a bug in safelaunch writes its traceback to a file
and says where, so the console never shows one.
"""

from __future__ import annotations

import json
import os
import resource
import sys
import tempfile
import time
import traceback
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from safelaunch import __version__
from safelaunch.diagnosis import preflight_note, summary_text
from safelaunch.errors import ExitCode, UserError
from safelaunch.request import OWN_OPTIONS, LaunchRequest, parse_request
from safelaunch.secrets import mask_json, mask_text, secret_values
from safelaunch.supervise import inform, say, set_quiet

# The launch path's modules (preflight, delivery, remote transports, the attempt loop, rendering) are imported
# where they are used: `safelaunch explain` needs none of them, and they were half of its start-up time.
if TYPE_CHECKING:
    from safelaunch.api import LaunchResult
    from safelaunch.attempt import AttemptResult
    from safelaunch.catalog import Matcher, Signature
    from safelaunch.classify import Event
    from safelaunch.decisions import Plan
    from safelaunch.preflight import Preflight
    from safelaunch.remote_job import RemoteJob
    from safelaunch.rundir import RunDir
    from safelaunch.slurm import SrunJob

USAGE = """\
usage: safelaunch [safelaunch options] [deepspeed options] train.py [script args]
       safelaunch --runner torchrun [safelaunch options] [torchrun options] train.py [script args]
       safelaunch doctor [--json] [launcher options]
       safelaunch doctor --comm-test [--comm-test-timeout S] [--json] [launcher options]
       safelaunch explain [LOG|-] [--json]

Type `safelaunch` where you typed `deepspeed` (or `torchrun` with --runner torchrun). safelaunch
reads this machine's facts, sets NCCL/Gloo variables only where the facts require it, runs the
real launcher with that environment and returns its exit status (128+N for a signal death).
Every launcher option passes through unchanged; everything after the script goes to the script.

safelaunch options (spelled in full, before the script):
"""


def _help() -> str:
    rows = [(o.flag + (" VALUE" if o.takes_value else ""), o.help) for o in OWN_OPTIONS]
    width = max(len(r[0]) for r in rows)
    return (USAGE + "".join(f"  {a.ljust(width)}  {b}\n" for a, b in rows)
            + "\n  -q, --quiet: deepspeed's own option (passed on to deepspeed), and safelaunch's with torchrun:\n"
              "  print only the job's output, warnings and errors (no plan summary, progress or success line).\n")


def _apply_limits(plan: Plan) -> None:
    for change in plan.limits:
        which = {"memlock": resource.RLIMIT_MEMLOCK, "nofile": resource.RLIMIT_NOFILE}[change.resource]
        _, hard = resource.getrlimit(which)
        soft = resource.RLIM_INFINITY if change.soft is None else change.soft
        try:
            resource.setrlimit(which, (soft, hard))
        except (ValueError, OSError) as e:
            say(f"could not raise the {change.resource} limit: {e}")


def _duration(seconds: float) -> str:
    if seconds < 60:
        return f"{seconds:.1f} s"
    minutes, secs = divmod(int(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min" if hours else f"{minutes} min {secs:02d} s"


def _preflight_for(pf: Preflight, cause: Event) -> tuple[set[str], dict[str, Any] | None]:
    """The findings and facts of the host where the cause happened (the one host of a local run)."""
    if not pf.multi:
        return {f.id for f in pf.all_findings()}, pf.raw_facts
    probe = pf.probes.get(cause.host or "")
    if probe is None:  # host unknown: any node's finding may have predicted it; no single node's facts
        return {f.id for f in pf.all_findings()}, None
    return {f.id for f in pf.all_findings() if cause.host in f.host.split(",")}, probe.facts


def _report(result: AttemptResult, pf: Preflight, env: dict[str, str], seconds: float) -> None:
    if result.why:
        say(f"{result.why}; exit status {result.exit_code}")
    if result.console_error:
        say(f"the console stopped accepting output ({result.console_error}); the job ran on and the log is complete")
    if result.exit_code == 0:
        inform(f"the job succeeded in {_duration(seconds)}; run directory: {result.run_dir.path}")
        return
    cause = result.root_cause
    if result.interrupted and cause is None:
        say(f"interrupted; the log is complete up to the end: {result.run_dir.file('output.log')}")
        return
    note = preflight_note(cause, *_preflight_for(pf, cause)) if cause else None
    text = summary_text(cause, result.tail.last_error_lines(), note, result.run_dir.file("output.log"), env)
    say(mask_text(f"the job failed (exit status {result.exit_code}); {text}", secret_values(env)))


def _node_script(pf: Preflight) -> str:
    from safelaunch.delivery import node_script
    from safelaunch.preflight import launcher_path

    return node_script(pf, launcher_path(pf.request))


def _retry_remedy(result: AttemptResult, env: dict[str, str], tried: set[str]) -> tuple[str, dict[str, str]] | None:
    """(class, environment remedy) to retry with, or None: only for env remedies not already in force."""
    cause = result.root_cause
    if result.exit_code == 0 or result.interrupted or cause is None or cause.signature.cls in tried:
        return None
    remedy = cause.signature.remedy_env
    if not remedy or any(name in env for name in remedy):
        return None
    return cause.signature.cls, remedy


def _launch(pf: Preflight, environ: Mapping[str, str], attempts: Any = None) -> AttemptResult:
    """Deliver, launch and supervise; ``attempts`` replaces `_attempts` (the communication test runs one
    bounded attempt through this same path)."""
    from safelaunch.catalog import load_catalog, make_matcher
    from safelaunch.delivery import launch_env
    from safelaunch.remote_job import RemoteJob
    from safelaunch.render import findings_text, plan_json
    from safelaunch.rundir import RunDir
    from safelaunch.slurm import SrunJob

    request = pf.request
    blocking = pf.blocking
    if blocking and not request.launch_anyway:
        sys.stderr.write(findings_text(blocking) + "\n")
        raise UserError(f"safelaunch did not start {request.runner}: the finding(s) above say the job "
                        "would fail. Fix them, or pass --launch-anyway to start it regardless.",
                        code="blocked")
    signatures = load_catalog(request.signatures)
    matcher = make_matcher(signatures)
    run_dir = RunDir.create(request.log_dir, request.runner)
    run_dir.write_json("preflight.json", json.loads(plan_json(pf, with_facts=True)))
    warnings = [f for f in pf.all_findings() if f.severity == "warning"]
    if warnings:
        sys.stderr.write(findings_text(warnings) + "\n")
    env = launch_env(pf, environ)
    remote = None
    if pf.multi:
        inform(f"per-node environment for {len(pf.plans)} nodes goes in {pf.script_path} "
            "(safelaunch --dry-run shows it and why)")
        remote = (SrunJob if pf.hosts.slurm else RemoteJob)(pf, _node_script(pf))
        remote.deliver()
    else:
        if pf.plan.env:
            inform(mask_text("set " + " ".join(f"{k}={s.value}" for k, s in pf.plan.env.items())
                          + "  (safelaunch --dry-run shows why)", secret_values(env)))
        _apply_limits(pf.plan)  # the local transport: the launcher inherits this process's limits
    try:
        return (attempts or _attempts)(pf, run_dir, env, signatures, matcher, remote)
    finally:
        if remote is not None:
            remote.cleanup()


def _attempts(pf: Preflight, run_dir: RunDir, env: dict[str, str], signatures: list[Signature], matcher: Matcher,
              remote: RemoteJob | SrunJob | None) -> AttemptResult:
    from safelaunch.attempt import run_attempt

    request = pf.request
    hook = remote.signal if remote else None
    known = frozenset(pf.hosts.names) if pf.multi else frozenset()
    start = time.monotonic()
    result = run_attempt(pf.command, env, run_dir, signatures, matcher, request.grace_period, known, hook)
    _report(result, pf, env, time.monotonic() - start)
    tried: set[str] = set()
    while request.auto_fix and (retry := _retry_remedy(result, env, tried)):
        cls, remedy = retry
        tried.add(cls)
        setting = " ".join(f"{k}={v}" for k, v in remedy.items())
        say(f"*** --auto-fix: the run failed with {cls}; relaunching ONCE with {setting} ***")
        env = {**env, **remedy}
        start = time.monotonic()
        result = run_attempt(pf.command, env, run_dir.sub(f"retry-{cls}"), signatures, matcher,
                             request.grace_period, known, hook)
        _report(result, pf, env, time.monotonic() - start)
        if result.exit_code == 0:
            say(f"*** --auto-fix: the retry with {setting} succeeded; make it permanent or fix the cause ***")
    return result


def launch_request(request: LaunchRequest, environ: Mapping[str, str]) -> LaunchResult:
    """Preflight, then launch and supervise (the command's and ``safelaunch.launch``'s one path)."""
    from safelaunch.api import LaunchResult
    from safelaunch.preflight import run_preflight

    set_quiet(request.quiet)
    if request.facts:
        raise UserError(f"--facts {request.facts} replays recorded facts for --dry-run and doctor only; it cannot "
                        "launch. Drop --facts to launch on the machines themselves.")
    pf = run_preflight(request, environ, None)
    if (request.comm_test or pf.policy.comm_test == "always") and (not pf.blocking or request.launch_anyway):
        from safelaunch.commtest import gate

        gate(request, environ)
    result = _launch(pf, environ)
    return LaunchResult(result.exit_code, Path(result.run_dir.path), result.root_cause, pf)


def _explain(request: LaunchRequest) -> int:
    """0 when the log names a root cause, 1 when it does not (a healthy log, or not enough evidence:
    the summary then shows the last error lines)."""
    from safelaunch.api import explain

    result = explain(request.script or "-", signatures=request.signatures)
    if request.json:
        sys.stdout.write(json.dumps(mask_json(result.as_json()), indent=2) + "\n")
    else:
        sys.stdout.write(mask_text(summary_text(result.root_cause, result.last_error_lines, None, None)) + "\n")
    return 0 if result.root_cause is not None else 1


def run(request: LaunchRequest) -> int:
    if request.show_help:
        sys.stdout.write(_help())
        return 0
    if request.show_version:
        sys.stdout.write(f"safelaunch {__version__}\n")
        return 0
    set_quiet(request.quiet)
    if request.command == "explain":
        return _explain(request)
    if request.command == "launch" and not request.dry_run:
        return launch_request(request, os.environ).exit_code
    if request.command == "doctor" and request.comm_test:
        from safelaunch.commtest import doctor_comm_test

        return doctor_comm_test(request, os.environ)
    from safelaunch.preflight import run_preflight
    from safelaunch.render import cluster_text, doctor_cluster_text, doctor_text, exports, plan_json, plan_text

    pf = run_preflight(request, os.environ, request.facts)
    if request.command == "doctor":
        if request.json:
            sys.stdout.write(plan_json(pf, with_facts=True))
        elif pf.multi:
            sys.stdout.write(doctor_cluster_text(pf))
        else:
            sys.stdout.write(doctor_text(pf))
        return ExitCode.PREFLIGHT_BLOCKED if pf.blocking else 0
    if request.dry_run:
        if request.json:
            sys.stdout.write(plan_json(pf))
        elif pf.multi:
            sys.stdout.write(mask_text(_node_script(pf), secret_values(os.environ, pf.user_env)))
            sys.stderr.write(cluster_text(pf))
        else:
            sys.stdout.write(exports(pf.plan))
            sys.stderr.write(plan_text(pf))
        # The status the launch would have: refused (75) when a finding of severity error blocks it.
        return ExitCode.PREFLIGHT_BLOCKED if pf.blocking and not request.launch_anyway else 0
    raise AssertionError(f"unhandled command {request.command!r}")


def _internal_error(exc: BaseException) -> int:
    fd, path = tempfile.mkstemp(prefix="safelaunch-crash-", suffix=".txt")
    with os.fdopen(fd, "w") as f:
        f.write(f"safelaunch {__version__}, argv {sys.argv!r}\n")
        traceback.print_exception(type(exc), exc, exc.__traceback__, file=f)
    say(f"internal error ({type(exc).__name__}: {exc}). This is a bug in safelaunch; the traceback is in "
        f"{path}. Please report it with that file.")
    return ExitCode.INTERNAL


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return run(parse_request(sys.argv[1:] if argv is None else argv))
    except UserError as e:
        say(e.message)
        return e.exit_code
    except KeyboardInterrupt:
        say("interrupted before the launch; nothing was started")
        return 128 + 2
    except Exception as e:
        return _internal_error(e)
