"""argv -> LaunchRequest.

safelaunch's own options are recognised only when spelled in full and before
the training script, so that every launcher option (abbreviations included)
reaches the launcher unchanged and in order, and everything after the script
belongs to the script.
"""

from __future__ import annotations

import difflib
import math
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from safelaunch.errors import UserError
from safelaunch.launcher_options import (
    KINDS,
    AmbiguousOption,
    LauncherOption,
    LauncherSpec,
    OptionError,
    all_flags,
    classify,
    convert,
    expand,
    is_positional,
    launcher_spec,
)
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
    OwnOption("--runs-dir", "log_dir", True, "where run directories go (default ./safelaunch-logs)"),
    OwnOption("--signatures", "signatures", True, "extra failure-signature YAML file (repeatable)"),
    OwnOption("--auto-fix", "auto_fix", False,
              "after a failure whose remedy is an environment variable, relaunch once with it"),
    OwnOption("--accept-new-host-keys", "accept_new_host_keys", False,
              "append unknown SSH host keys to known_hosts (changed keys are still refused)"),
    OwnOption("--connect-timeout", "connect_timeout", True, "seconds to connect to each node (default 5)"),
    OwnOption("--probe-timeout", "probe_timeout", True, "seconds for each node's probe (default 20)"),
    OwnOption("--fanout", "fanout", True,
              "at most this many nodes probed or contacted over SSH at once (default 64)"),
    OwnOption("--grace-period", "grace_period", True,
              "seconds between forwarding SIGINT/SIGTERM and SIGKILL (default 45)"),
    OwnOption("--facts", "facts", True,
              "with --dry-run or doctor: plan from recorded facts (`safelaunch doctor --json` output) instead of "
              "probing"),
    OwnOption("--comm-test", "comm_test", False,
              "doctor: run a bounded real collective on every node with the decided environment; launch: run "
              "it first and refuse to launch when it fails"),
    OwnOption("--comm-test-timeout", "comm_test_timeout", True,
              "hard deadline of the communication test in seconds (default 30)"),
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
    comm_test: bool = False  # doctor: run the communication test; launch: run it before the launch
    comm_test_timeout: float = 30.0
    fanout: int = 64
    quiet: bool = False
    # (name, value) of the PET_* variables torchrun reads in place of options it was not given (with_launcher_env)
    launcher_env: tuple[tuple[str, str], ...] = ()
    show_help: bool = False
    show_version: bool = False

    def launcher_argv(self) -> list[str]:
        tail = [self.script] if self.script is not None else []
        return [*self.launcher_args, *tail, *self.script_args]

    def script_is_file(self) -> bool:
        """Whether the script names a Python file to check (not a module or a plain executable)."""
        return not (self.values.get("module") or self.values.get("no_python"))


def _own_value(opt: OwnOption, raw: str) -> str | float | int:
    if opt.choices:
        chosen = raw if opt.dest != "nccl_debug" else raw.upper()
        if chosen not in opt.choices:
            raise UserError(f"{opt.flag} must be one of {', '.join(opt.choices)}, not {raw!r}.")
        return chosen
    if opt.dest == "fanout":
        text = raw.strip()
        # ASCII digits only: str.isdigit() accepts superscripts and other scripts' digits that int() refuses.
        if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= MAX_FANOUT:
            raise UserError(f"--fanout needs a whole number of nodes from 1 to {MAX_FANOUT}, not {raw!r}.")
        return int(text)
    if opt.dest in SECONDS:
        try:
            value = float(raw)
        except ValueError:
            value = -1.0
        # nan and inf parse as floats; nan compares false with everything (a grace period of nan spins).
        if not math.isfinite(value) or value <= 0 or value > SECONDS[opt.dest]:
            raise UserError(f"{opt.flag} needs a number of seconds above 0 and at most {SECONDS[opt.dest]:g}, "
                            f"not {raw!r}.")
        return value
    return raw


QUIET_FLAGS = ("--quiet", "-q")  # deepspeed's own; safelaunch's with torchrun, which has none
MAX_FANOUT = 1024  # each connection in flight is a thread and an SSH session (~1 MB of client memory)
SECONDS = {"grace_period": 3600.0, "connect_timeout": 600.0, "probe_timeout": 3600.0,
           "comm_test_timeout": 3600.0}


def _unknown(token: str, runner: str, spec: LauncherSpec) -> UserError:
    name = token.split("=", 1)[0]
    if name == "--log-dir":
        return UserError(f"--log-dir is not a {runner} option: safelaunch's --log-dir is now --runs-dir (where "
                         "safelaunch keeps its run directories). With --runner torchrun, --log-dir goes to torchrun "
                         "as its own log directory.")
    known = [o.flag for o in OWN_OPTIONS] + list(all_flags(spec))
    close = difflib.get_close_matches(name, known, n=1, cutoff=0.75)
    hint = f" Did you mean {close[0]}?" if close else ""
    return UserError(f"Unknown option {name}: it is neither a safelaunch option nor a {runner} option."
                     f"{hint} Run `safelaunch --help` for safelaunch's options and `{runner} --help` for "
                     f"{runner}'s; options after the training script are passed to the script.")


def _ambiguous(e: AmbiguousOption, runner: str, spec: LauncherSpec, script: str | None = None) -> UserError:
    candidates = ", ".join(e.candidates)
    if script is None:
        return UserError(f"{runner} would reject the ambiguous option {e.token}: it could match {candidates}, and "
                         f"the argparse of {spec.python_text}, which runs {runner}, refuses an abbreviation of several "
                         "option strings, even of two spellings of one option. Spell the option out.")
    return UserError(f"{runner} would reject the training script's argument {e.token}: the argparse of "
                     f"{spec.python_text}, which runs {runner}, reads every argument before a `--`, the script's "
                     f"too, and {e.token} is an ambiguous abbreviation of {runner}'s {candidates}. Put `--` "
                     f"before the training script (safelaunch [options] -- {script} ...) so that {runner} hands "
                     "everything after it to the script unread.")


def _own_flag(token: str) -> tuple[OwnOption, str | None] | None:
    name, eq, value = token.partition("=")
    opt = OWN_BY_FLAG.get(name)
    if opt is None:
        return None
    if eq and not opt.takes_value:
        raise UserError(f"{opt.flag} takes no value (got {token!r}).")
    return opt, value if eq else None


_BUNDLED_SPECS = tuple(LauncherSpec(runner, KINDS[runner].bundled) for runner in RUNNERS)


def _takes_value(token: str) -> bool:
    """Whether an option token consumes the next argument, in safelaunch's or either launcher's table."""
    if "=" in token:
        return False
    own = OWN_BY_FLAG.get(token)
    if own is not None:
        return own.takes_value
    for spec in _BUNDLED_SPECS:  # enough to find --runner; reading an installed launcher could warn about the other
        try:
            found = classify(token, spec)
        except OptionError:
            continue
        if found and found.option and found.option.takes_value and found.attached is None:
            return True
    return False


def _pick_runner(argv: Sequence[str]) -> str:
    """--runner decides which launcher's option table applies, so find it before scanning."""
    if not any(t == "--runner" or t.startswith("--runner=") for t in argv):
        return "deepspeed"  # without reading any launcher's options
    i = 0
    while i < len(argv) and argv[i].startswith("-") and argv[i] != "--":
        token = argv[i]
        if token == "--runner" and i + 1 < len(argv):
            return argv[i + 1]
        if token.startswith("--runner="):
            return token.split("=", 1)[1]
        i += 2 if _takes_value(token) else 1
    return "deepspeed"


def _take_values(opt: LauncherOption, flag: str, attached: str | None, rest: Sequence[str], runner: str,
                 spec: LauncherSpec) -> list[str]:
    """The values argparse gives an option: the attached one, else the following arguments it reads as values."""
    nargs = opt.nargs
    if attached is not None:
        if nargs not in (None, "?", "*", "+", 1):
            raise UserError(f"{runner} option {flag} takes {nargs} values, not one attached with =.")
        return [attached]
    if nargs == 0:
        return []
    if nargs == "...":
        return list(rest)
    count = 0
    while count < len(rest) and is_positional(rest[count], spec):
        count += 1
    need = 1 if nargs in (None, "+") else (nargs if isinstance(nargs, int) else 0)
    if count < need:
        got = (f"the next argument, {rest[count]}, reads as an option to {runner} (write {flag}=VALUE to give a "
               "value that starts with -)" if count < len(rest) else "nothing follows it")
        raise UserError(f"{runner} option {flag} needs {'a value' if need == 1 else f'{need} values'}, but {got}.")
    if nargs is None or nargs == "?":
        count = min(count, 1)
    elif isinstance(nargs, int):
        count = nargs
    return list(rest[:count])


def _record(values: dict[str, object], opt: LauncherOption, flag: str, raw: list[str]) -> None:
    """What the launcher's argparse would store for this option (the values safelaunch reads)."""
    action, dest = opt.action, opt.dest
    if not opt.takes_value:
        if action == "store_false":
            values[dest] = False
        elif action == "count":
            previous = values.get(dest)
            values[dest] = (previous if isinstance(previous, int) else 0) + 1
        elif action == "boolean_optional":
            values[dest] = not flag.startswith("--no-")
        else:  # store_true, store_const, help, version, and flag-like custom actions (torchrun's check_env)
            values[dest] = True
        return
    converted = [convert(opt, r, flag) for r in raw]
    if action in ("append", "extend"):
        previous = values.get(dest)
        items: list[object] = list(previous) if isinstance(previous, list) else []
        if action == "extend":
            items.extend(converted)
        elif opt.nargs in (None, "?"):
            items.append(converted[0] if converted else None)
        else:
            items.append(converted)
        values[dest] = items
    elif opt.nargs in (None, "?"):
        values[dest] = converted[0] if converted else None
    else:
        values[dest] = converted


def _own_options_first(args: list[str]) -> list[str]:
    """`safelaunch explain LOG --json`: explain has no launcher or script, so its own options may come
    after the log too."""
    front: list[str] = []
    rest: list[str] = []
    i = 0
    while i < len(args):
        hit = _own_flag(args[i]) if args[i].startswith("--") else None
        if hit is None:
            rest.append(args[i])
        else:
            front.append(args[i])
            if hit[0].takes_value and hit[1] is None and i + 1 < len(args):
                i += 1
                front.append(args[i])
        i += 1
    return front + rest


def parse_request(argv: Sequence[str]) -> LaunchRequest:
    args = list(argv)
    command = "launch"
    if args and args[0] in SUBCOMMANDS:
        command = args.pop(0)
    if command == "explain":
        args = _own_options_first(args)
    runner = _pick_runner(args)
    if runner not in RUNNERS:
        raise UserError(f"--runner must be one of {', '.join(RUNNERS)}, not {runner!r}.")
    own: dict[str, str | float | int | bool] = {}
    signature_files: list[str] = []
    passthrough: list[str] = []
    values: dict[str, object] = {}
    script: str | None = None
    after_double_dash = False
    i = 0
    while i < len(args):
        token = args[i]
        if token == "--":
            passthrough.append(token)
            i += 1
            after_double_dash = True
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
        if runner == "torchrun" and token in QUIET_FLAGS:
            # torchrun has no --quiet; deepspeed's own -q/--quiet (passed on to deepspeed) quiets safelaunch too.
            own["quiet"] = True
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
                new = _own_value(opt, value) if opt.takes_value and value is not None else True
                if opt.dest in own and own[opt.dest] != new:
                    raise UserError(f"{opt.flag} is given twice with different values ({own[opt.dest]!r} and "
                                    f"{new!r}); give it once (safelaunch does not guess which one you meant).")
                own[opt.dest] = new
            i += 1
            continue
        spec = launcher_spec(runner)
        try:
            found = classify(token, spec)
        except AmbiguousOption as e:
            raise _ambiguous(e, runner, spec) from None
        if found is None:  # argparse reads it as the script (a negative number, a string with a space)
            script = token
            break
        if found.option is None:
            raise _unknown(token, runner, spec)
        try:
            parts = expand(found, spec)
        except OptionError as e:
            raise UserError(f"{e}. This is how {runner} would read it too.") from None
        passthrough.append(token)
        consumed = 0
        for launcher_opt, flag, attached in parts:
            raw = _take_values(launcher_opt, flag, attached, args[i + 1:], runner, spec)
            if attached is None:
                passthrough.extend(raw)
                consumed += len(raw)
            try:
                _record(values, launcher_opt, flag, raw)
            except OptionError as e:
                raise UserError(f"{e}. Fix the value; {runner} would reject it too.") from None
        i += 1 + consumed
    script_args = tuple(args[i + 1:]) if script is not None else ()
    if command == "launch" and script is not None and not after_double_dash:
        _check_script_args(runner, script, script_args)
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
        comm_test=bool(own.get("comm_test")), comm_test_timeout=float(own.get("comm_test_timeout", 30.0)),
        connect_timeout=float(own.get("connect_timeout", 5.0)), probe_timeout=float(own.get("probe_timeout", 20.0)),
        fanout=int(own.get("fanout", 64)), quiet=bool(own.get("quiet") or values.get("quiet")),
        show_help=bool(own.get("help") or values.get("help")), show_version=bool(own.get("version")),
    )
    _validate(request)
    return request


def _check_script_args(runner: str, script: str, script_args: Sequence[str]) -> None:
    """Before Python 3.12.7 (and in 3.13.0) argparse rejects an ambiguous abbreviation of a launcher option
    anywhere before a `--`, the training script's own arguments included; mirror the launcher's Python."""
    if not any(a.startswith("-") for a in script_args):
        return
    spec = launcher_spec(runner)
    if not spec.checks_every_argument:
        return
    for arg in script_args:
        if arg == "--":
            return
        try:
            classify(arg, spec)
        except AmbiguousOption as e:
            raise _ambiguous(e, runner, spec, script) from None


def _validate(r: LaunchRequest) -> None:
    if r.show_help or r.show_version:
        return
    if r.command == "explain":
        if r.launcher_args or r.script_args:
            raise UserError("`safelaunch explain` takes one log file (or - for standard input) and the options "
                            "--json and --signatures; got launcher options or extra arguments.")
        if r.script not in (None, "-") and not os.path.exists(r.script):
            raise UserError(f"The log file {r.script} does not exist. Give a path to a saved log or a safelaunch "
                            "run directory, or - to read standard input.")
        return
    if r.comm_test and (r.dry_run or r.facts):
        raise UserError("--comm-test launches a real job on every node; it cannot run with --dry-run or --facts.")
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


# torchrun takes an option it was not given from PET_<DEST> (torch/distributed/argparse_util.py `env` and
# `check_env` actions; every option of torch 2.13's torch/distributed/run.py but --logs-specs and
# --numa-binding uses them). The Kubeflow training operator sets PET_NNODES, PET_NPROC_PER_NODE,
# PET_NODE_RANK, PET_MASTER_ADDR and PET_MASTER_PORT in PyTorchJob pods. These are the ones safelaunch's
# decisions read; the launcher reads the variables itself, since they reach it unchanged.
TORCHRUN_ENV_VALUES: dict[str, type] = {"nnodes": str, "nproc_per_node": str, "rdzv_backend": str,
                                        "rdzv_endpoint": str, "node_rank": int, "master_addr": str,
                                        "master_port": int}
TORCHRUN_ENV_FLAGS = ("standalone", "module", "no_python")  # check_env: bool(int(PET_X))


def with_launcher_env(request: LaunchRequest, environ: Mapping[str, str]) -> LaunchRequest:
    """The request as torchrun will read it: options it was not given taken from their PET_* variables."""
    if request.runner != "torchrun":
        return request
    values = dict(request.values)
    used: list[tuple[str, str]] = []
    for dest, kind in TORCHRUN_ENV_VALUES.items():
        name = f"PET_{dest.upper()}"
        raw = environ.get(name)
        if dest in values or raw is None:
            continue
        if kind is int:
            text = raw.strip()
            if not (text.isascii() and text.lstrip("-").isdigit()):
                raise UserError(f"{name}={raw!r} is not a whole number, and torchrun reads it as "
                                f"--{dest.replace('_', '-')} (it would refuse it). Fix or unset {name}.")
            values[dest] = int(text)
        else:
            values[dest] = raw
        used.append((name, raw))
    for dest in TORCHRUN_ENV_FLAGS:
        name = f"PET_{dest.upper()}"
        raw = environ.get(name)
        if dest in values or raw is None:
            continue
        try:
            on = bool(int(raw))
        except ValueError:
            raise UserError(f"{name}={raw!r} is not 0 or 1, and torchrun reads it as "
                            f"--{dest.replace('_', '-')} (int() would fail in torchrun). Fix or unset "
                            f"{name}.") from None
        if on:
            values[dest] = True
        used.append((name, raw))
    return replace(request, values=values, launcher_env=tuple(used)) if used else request
