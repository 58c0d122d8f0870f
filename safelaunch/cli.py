"""The `safelaunch` command: parse, preflight, then dry-run, doctor, or launch.

The only place that turns errors into exit statuses: user mistakes print one
paragraph and exit non-zero; a bug in safelaunch writes its traceback to a file
and says where, so the console never shows one.
"""

from __future__ import annotations

import os
import resource
import sys
import tempfile
import traceback
from collections.abc import Sequence

from safelaunch import __version__
from safelaunch.errors import ExitCode, UserError
from safelaunch.output import OutputPipeline, RankSignalWatcher
from safelaunch.plan import Plan
from safelaunch.preflight import Preflight, run_preflight
from safelaunch.render import exports, facts_text, findings_text, plan_json, plan_text
from safelaunch.request import OWN_OPTIONS, LaunchRequest, parse_request
from safelaunch.supervise import exit_status, say, supervise

USAGE = """\
usage: safelaunch [safelaunch options] [deepspeed options] train.py [script args]
       safelaunch --runner torchrun [safelaunch options] [torchrun options] train.py [script args]
       safelaunch doctor [--json] [launcher options]

Type `safelaunch` where you typed `deepspeed` (or `torchrun` with --runner torchrun). safelaunch
reads this machine's facts, sets NCCL/Gloo variables only where the facts require it, runs the
real launcher with that environment and returns its exit status (128+N for a signal death).
Every launcher option passes through unchanged; everything after the script goes to the script.

safelaunch options (spelled in full, before the script):
"""


def _help() -> str:
    rows = [(o.flag + (" VALUE" if o.takes_value else ""), o.help) for o in OWN_OPTIONS]
    width = max(len(r[0]) for r in rows)
    return USAGE + "".join(f"  {a.ljust(width)}  {b}\n" for a, b in rows)


def _apply_limits(plan: Plan) -> None:
    for change in plan.limits:
        which = {"memlock": resource.RLIMIT_MEMLOCK, "nofile": resource.RLIMIT_NOFILE}[change.resource]
        _, hard = resource.getrlimit(which)
        soft = resource.RLIM_INFINITY if change.soft is None else change.soft
        try:
            resource.setrlimit(which, (soft, hard))
        except (ValueError, OSError) as e:
            say(f"could not raise the {change.resource} limit: {e}")


def _launch(pf: Preflight) -> int:
    blocking = pf.plan.blocking
    if blocking and not pf.request.launch_anyway:
        sys.stderr.write(findings_text(blocking) + "\n")
        raise UserError(f"safelaunch did not start {pf.request.runner}: the finding(s) above say the job "
                        "would fail. Fix them, or pass --launch-anyway to start it regardless.",
                        code="blocked")
    warnings = [f for f in pf.plan.findings if f.severity == "warning"]
    if warnings:
        sys.stderr.write(findings_text(warnings) + "\n")
    if pf.plan.env:
        say("set " + " ".join(f"{k}={s.value}" for k, s in pf.plan.env.items())
            + "  (safelaunch --dry-run shows why)")
    _apply_limits(pf.plan)
    env = {**os.environ, **pf.plan.env_values()}
    rank_signal = RankSignalWatcher()
    pipeline = OutputPipeline([rank_signal])
    outcome = supervise(pf.command, env, pipeline, pf.request.grace_period)
    code, why = exit_status(outcome, rank_signal.signal)
    if why:
        say(f"{why}; exit status {code}")
    if pipeline.console_error:
        say(f"the console stopped accepting output ({pipeline.console_error}); the job ran on")
    return code


def run(request: LaunchRequest) -> int:
    if request.show_help:
        sys.stdout.write(_help())
        return 0
    if request.show_version:
        sys.stdout.write(f"safelaunch {__version__}\n")
        return 0
    pf = run_preflight(request, os.environ)
    if request.command == "doctor":
        if request.json:
            sys.stdout.write(plan_json(pf, with_facts=True))
        else:
            sys.stdout.write(facts_text(pf.facts, pf.raw_facts) + plan_text(pf))
        return ExitCode.PREFLIGHT_BLOCKED if pf.plan.blocking else 0
    if request.dry_run:
        if request.json:
            sys.stdout.write(plan_json(pf))
        else:
            sys.stdout.write(exports(pf.plan))
            sys.stderr.write(plan_text(pf))
        return 0
    return _launch(pf)


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
