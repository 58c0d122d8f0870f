"""argv -> LaunchRequest.

safelaunch's own options are recognised only when spelled in full and before
the training script, so that every launcher option (abbreviations included)
reaches the launcher unchanged and in order, and everything after the script
belongs to the script.
"""

from __future__ import annotations

import difflib
import os
from collections.abc import Sequence
from dataclasses import dataclass, field

from safelaunch.errors import UserError
from safelaunch.launcher_options import LAUNCHER_OPTIONS, OptionError, convert, resolve
from safelaunch.policy import NCCL_DEBUG_LEVELS

RUNNERS = ("deepspeed", "torchrun")
SUBCOMMANDS = ("doctor", "explain")


@dataclass(frozen=True)
class OwnOption:
    flag: str
    dest: str
    takes_value: bool
    help: str
    choices: tuple[str, ...] = ()


OWN_OPTIONS = (
    OwnOption("--runner", "runner", True, "launcher to drive: deepspeed (default) or torchrun", RUNNERS),
    OwnOption("--dry-run", "dry_run", False,
              "launch nothing; print `export` lines (stdout) and the reasons (stderr)"),
    OwnOption("--json", "json", False, "with --dry-run or doctor: print one JSON object instead"),
    OwnOption("--config", "config", True, "YAML policy file that forces, forbids or pins decisions"),
    OwnOption("--nccl-debug", "nccl_debug", True, "NCCL_DEBUG level to set when it is unset (default WARN)",
              NCCL_DEBUG_LEVELS),
    OwnOption("--launch-anyway", "launch_anyway", False, "launch even when a finding says the job will fail"),
    OwnOption("--log-dir", "log_dir", True, "where run directories go (default ./safelaunch-logs)"),
    OwnOption("--signatures", "signatures", True, "extra failure-signature YAML file (repeatable)"),
    OwnOption("--auto-fix", "auto_fix", False,
              "after a failure whose remedy is an environment variable, relaunch once with it"),
    OwnOption("--accept-new-host-keys", "accept_new_host_keys", False,
              "append unknown SSH host keys to known_hosts (changed keys are still refused)"),
    OwnOption("--connect-timeout", "connect_timeout", True, "seconds to connect to each node (default 5)"),
    OwnOption("--probe-timeout", "probe_timeout", True, "seconds for each node's probe (default 20)"),
    OwnOption("--grace-period", "grace_period", True,
              "seconds between forwarding SIGINT/SIGTERM and SIGKILL (default 45)"),
    OwnOption("--facts", "facts", True,
              "with --dry-run or doctor: plan from recorded facts (`safelaunch doctor --json` output) instead of "
              "probing"),
    OwnOption("--version", "version", False, "print safelaunch's version"),
    OwnOption("--help", "help", False, "show this help"),
)
OWN_BY_FLAG = {o.flag: o for o in OWN_OPTIONS}


@dataclass(frozen=True)
class LaunchRequest:
    command: str  # "launch" | "doctor"
    runner: str = "deepspeed"
    launcher_args: tuple[str, ...] = ()  # the launcher's own options, verbatim and in order
    script: str | None = None
    script_args: tuple[str, ...] = ()
    values: dict[str, object] = field(default_factory=dict)  # launcher option values by dest
    dry_run: bool = False
    json: bool = False
    config: str | None = None
    nccl_debug: str | None = None
    launch_anyway: bool = False
    log_dir: str = "safelaunch-logs"
    signatures: tuple[str, ...] = ()
    auto_fix: bool = False
    grace_period: float = 45.0
    accept_new_host_keys: bool = False
    connect_timeout: float = 5.0
    probe_timeout: float = 20.0
    hostfile: str | None = None  # torchrun only: deepspeed's --hostfile is deepspeed's own option
    facts: str | None = None  # replay recorded facts instead of probing (dry-run, doctor)
    show_help: bool = False
    show_version: bool = False

    def launcher_argv(self) -> list[str]:
        tail = [self.script] if self.script is not None else []
        return [*self.launcher_args, *tail, *self.script_args]

    def script_is_file(self) -> bool:
        """Whether the script names a Python file to check (not a module or a plain executable)."""
        return not (self.values.get("module") or self.values.get("no_python"))


def _own_value(opt: OwnOption, raw: str) -> str | float:
    if opt.choices:
        chosen = raw if opt.dest != "nccl_debug" else raw.upper()
        if chosen not in opt.choices:
            raise UserError(f"{opt.flag} must be one of {', '.join(opt.choices)}, not {raw!r}.")
        return chosen
    if opt.dest in ("grace_period", "connect_timeout", "probe_timeout"):
        try:
            value = float(raw)
        except ValueError:
            value = -1.0
        if value <= 0:
            raise UserError(f"{opt.flag} needs a positive number of seconds, not {raw!r}.")
        return value
    return raw


def _unknown(token: str, runner: str) -> UserError:
    name = token.split("=", 1)[0]
    known = [o.flag for o in OWN_OPTIONS] + [f for o in LAUNCHER_OPTIONS[runner] for f in o.flags]
    close = difflib.get_close_matches(name, known, n=1, cutoff=0.75)
    hint = f" Did you mean {close[0]}?" if close else ""
    return UserError(f"Unknown option {name}: it is neither a safelaunch option nor a {runner} option."
                     f"{hint} Run `safelaunch --help` for safelaunch's options and `{runner} --help` for "
                     f"{runner}'s; options after the training script are passed to the script.")


def _own_flag(token: str) -> tuple[OwnOption, str | None] | None:
    name, eq, value = token.partition("=")
    opt = OWN_BY_FLAG.get(name)
    if opt is None:
        return None
    if eq and not opt.takes_value:
        raise UserError(f"{opt.flag} takes no value (got {token!r}).")
    return opt, value if eq else None


def _takes_value(token: str) -> bool:
    """Whether an option token consumes the next argument, in safelaunch's or either launcher's table."""
    if "=" in token:
        return False
    own = OWN_BY_FLAG.get(token)
    if own is not None:
        return own.takes_value
    for table in LAUNCHER_OPTIONS.values():
        try:
            hit = resolve(token, table)
        except OptionError:
            continue
        if hit and hit[0].takes_value and hit[1] is None:
            return True
    return False


def _pick_runner(argv: Sequence[str]) -> str:
    """--runner decides which launcher's option table applies, so find it before scanning."""
    i = 0
    while i < len(argv) and argv[i].startswith("-") and argv[i] != "--":
        token = argv[i]
        if token == "--runner" and i + 1 < len(argv):
            return argv[i + 1]
        if token.startswith("--runner="):
            return token.split("=", 1)[1]
        i += 2 if _takes_value(token) else 1
    return "deepspeed"


def parse_request(argv: Sequence[str]) -> LaunchRequest:
    args = list(argv)
    command = "launch"
    if args and args[0] in SUBCOMMANDS:
        command = args.pop(0)
    runner = _pick_runner(args)
    if runner not in RUNNERS:
        raise UserError(f"--runner must be one of {', '.join(RUNNERS)}, not {runner!r}.")
    table = LAUNCHER_OPTIONS[runner]
    own: dict[str, str | float | bool] = {}
    signature_files: list[str] = []
    passthrough: list[str] = []
    values: dict[str, object] = {}
    script: str | None = None
    i = 0
    while i < len(args):
        token = args[i]
        if token == "--":
            passthrough.append(token)
            i += 1
            if i < len(args):
                script = args[i]
            break
        if not token.startswith("-") or token == "-":
            script = token
            break
        if runner == "torchrun" and (token in ("--hostfile", "-H") or token.startswith("--hostfile=")):
            # torchrun has no hostfile; safelaunch reads deepspeed's format and starts torchrun on each node.
            if "=" in token:
                own["hostfile"] = token.split("=", 1)[1]
            elif i + 1 < len(args):
                own["hostfile"] = args[i + 1]
                i += 1
            else:
                raise UserError(f"{token} needs a value.")
            i += 1
            continue
        hit = _own_flag(token)
        if hit:
            opt, value = hit
            if opt.takes_value and value is None:
                if i + 1 >= len(args):
                    raise UserError(f"{opt.flag} needs a value.")
                i += 1
                value = args[i]
            if opt.dest == "signatures" and value is not None:
                signature_files.append(value)
            else:
                own[opt.dest] = _own_value(opt, value) if opt.takes_value and value is not None else True
            i += 1
            continue
        try:
            match = resolve(token, table)
        except OptionError as e:
            raise UserError(f"{e}. This is how {runner} would read it too; spell the option out.") from None
        if match is None:
            raise _unknown(token, runner)
        launcher_opt, value = match
        passthrough.append(token)
        if launcher_opt.takes_value and value is None:
            if i + 1 >= len(args):
                raise UserError(f"{runner} option {launcher_opt.flags[-1]} needs a value.")
            i += 1
            value = args[i]
            passthrough.append(value)
        try:
            values[launcher_opt.dest] = True if value is None else convert(launcher_opt, value)
        except OptionError as e:
            raise UserError(f"{e}. Fix the value; {runner} would reject it too.") from None
        i += 1
    script_args = tuple(args[i + 1:]) if script is not None else ()
    request = LaunchRequest(
        command=command, runner=runner, launcher_args=tuple(passthrough), script=script,
        script_args=script_args, values=values, dry_run=bool(own.get("dry_run")), json=bool(own.get("json")),
        config=str(own["config"]) if "config" in own else None,
        nccl_debug=str(own["nccl_debug"]) if "nccl_debug" in own else None,
        launch_anyway=bool(own.get("launch_anyway")), log_dir=str(own.get("log_dir", "safelaunch-logs")),
        signatures=tuple(signature_files), auto_fix=bool(own.get("auto_fix")),
        grace_period=float(own.get("grace_period", 45.0)),
        accept_new_host_keys=bool(own.get("accept_new_host_keys")),
        hostfile=str(own["hostfile"]) if "hostfile" in own else None,
        facts=str(own["facts"]) if "facts" in own else None,
        connect_timeout=float(own.get("connect_timeout", 5.0)), probe_timeout=float(own.get("probe_timeout", 20.0)),
        show_help=bool(own.get("help") or values.get("help")), show_version=bool(own.get("version")),
    )
    _validate(request)
    return request


def _validate(r: LaunchRequest) -> None:
    if r.show_help or r.show_version:
        return
    if r.command == "explain":
        if r.launcher_args or r.script_args:
            raise UserError("`safelaunch explain` takes one log file (or - for standard input) and the options "
                            "--json and --signatures; got launcher options or extra arguments.")
        if r.script not in (None, "-") and not os.path.isfile(r.script):
            raise UserError(f"The log file {r.script} does not exist. Give a path to a saved log, or - to read "
                            "standard input.")
        return
    if r.command == "doctor":
        if r.script is not None:
            raise UserError(f"`safelaunch doctor` takes no training script (got {r.script!r}); "
                            "drop it, or run `safelaunch --dry-run <script>` to see the plan for a launch.")
        return
    if r.script is None:
        raise UserError(f"No training script given. Usage: safelaunch [safelaunch options] [{r.runner} "
                        f"options] train.py [script args]; `safelaunch doctor` checks this machine "
                        "without a script.")
    if r.json and not r.dry_run:
        raise UserError("--json only applies to --dry-run and `safelaunch doctor`; add --dry-run.")
    if r.script_is_file() and not os.path.isfile(r.script):
        where = "" if os.path.isabs(r.script) else f" (relative to {os.getcwd()})"
        raise UserError(f"The training script {r.script} does not exist{where}. Check the path, or pass "
                        f"{'-m' if r.runner == 'torchrun' else '--module'} to run a module.")
