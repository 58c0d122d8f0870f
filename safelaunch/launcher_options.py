"""The command-line options of the launchers safelaunch drives, as data.

safelaunch never rewrites the launcher's arguments; it only has to know which
options take a value (to find where the training script starts) and read a
few values (ranks, master port, hostfile). The tables mirror
``deepspeed.launcher.runner.parse_args`` (deepspeed 0.19) and
``torch.distributed.run.get_args_parser`` (torch 2.13); a test compares them
with the real parsers so they cannot drift silently.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class LauncherOption:
    flags: tuple[str, ...]
    dest: str
    takes_value: bool
    kind: type = str


def _opt(*flags: str, dest: str, value: bool = True, kind: type = str) -> LauncherOption:
    return LauncherOption(flags, dest, value, kind)


DEEPSPEED_OPTIONS: tuple[LauncherOption, ...] = (
    _opt("-h", "--help", dest="help", value=False),
    _opt("-H", "--hostfile", dest="hostfile"),
    _opt("-i", "--include", dest="include"),
    _opt("-e", "--exclude", dest="exclude"),
    _opt("--num_nodes", dest="num_nodes", kind=int),
    _opt("--num_gpus", "--num_accelerators", dest="num_gpus", kind=int),
    _opt("--master_port", dest="master_port", kind=int),
    _opt("--master_addr", dest="master_addr"),
    _opt("--node_rank", dest="node_rank", kind=int),
    _opt("--launcher", dest="launcher"),
    _opt("--launcher_args", dest="launcher_args"),
    _opt("--module", dest="module", value=False),
    _opt("--no_python", dest="no_python", value=False),
    _opt("--no_local_rank", dest="no_local_rank", value=False),
    _opt("--no_ssh", dest="no_ssh", value=False),
    _opt("--no_ssh_check", dest="no_ssh_check", value=False),
    _opt("--force_multi", dest="force_multi", value=False),
    _opt("--save_pid", dest="save_pid", value=False),
    _opt("--enable_each_rank_log", dest="enable_each_rank_log"),
    _opt("--autotuning", dest="autotuning"),
    _opt("--bind_cores_to_rank", dest="bind_cores_to_rank", value=False),
    _opt("--bind_core_list", dest="bind_core_list"),
    _opt("--ssh_port", dest="ssh_port", kind=int),
    _opt("--venv_script", dest="venv_script"),
    _opt("--log_level", dest="log_level"),
    _opt("-q", "--quiet", dest="quiet", value=False),
)

TORCHRUN_OPTIONS: tuple[LauncherOption, ...] = (
    _opt("-h", "--help", dest="help", value=False),
    _opt("--nnodes", dest="nnodes"),
    _opt("--nproc-per-node", "--nproc_per_node", dest="nproc_per_node"),
    _opt("--rdzv-backend", "--rdzv_backend", dest="rdzv_backend"),
    _opt("--rdzv-endpoint", "--rdzv_endpoint", dest="rdzv_endpoint"),
    _opt("--rdzv-id", "--rdzv_id", dest="rdzv_id"),
    _opt("--rdzv-conf", "--rdzv_conf", dest="rdzv_conf"),
    _opt("--standalone", dest="standalone", value=False),
    _opt("--max-restarts", "--max_restarts", dest="max_restarts", kind=int),
    _opt("--monitor-interval", "--monitor_interval", dest="monitor_interval", kind=float),
    _opt("--start-method", "--start_method", dest="start_method"),
    _opt("--event-log-handler", "--event_log_handler", dest="event_log_handler"),
    _opt("--role", dest="role"),
    _opt("-m", "--module", dest="module", value=False),
    _opt("--no-python", "--no_python", dest="no_python", value=False),
    _opt("--run-path", "--run_path", dest="run_path", value=False),
    _opt("--log-dir", "--log_dir", dest="log_dir"),
    _opt("-r", "--redirects", dest="redirects"),
    _opt("-t", "--tee", dest="tee"),
    _opt("--local-ranks-filter", "--local_ranks_filter", dest="local_ranks_filter"),
    _opt("--duplicate-stdout-filters", "--duplicate_stdout_filters", dest="duplicate_stdout_filters"),
    _opt("--duplicate-stderr-filters", "--duplicate_stderr_filters", dest="duplicate_stderr_filters"),
    _opt("--node-rank", "--node_rank", dest="node_rank", kind=int),
    _opt("--master-addr", "--master_addr", dest="master_addr"),
    _opt("--master-port", "--master_port", dest="master_port", kind=int),
    _opt("--local-addr", "--local_addr", dest="local_addr"),
    _opt("--logs-specs", "--logs_specs", dest="logs_specs"),
    _opt("--numa-binding", "--numa_binding", dest="numa_binding"),
    _opt("--signals-to-handle", "--signals_to_handle", dest="signals_to_handle"),
    _opt("--shutdown-timeout", "--shutdown_timeout", dest="shutdown_timeout", kind=int),
    _opt("--virtual-local-rank", "--virtual_local_rank", dest="virtual_local_rank", value=False),
)

LAUNCHER_OPTIONS: dict[str, tuple[LauncherOption, ...]] = {
    "deepspeed": DEEPSPEED_OPTIONS,
    "torchrun": TORCHRUN_OPTIONS,
}


class OptionError(ValueError):
    """A launcher option that the launcher itself would reject."""


def resolve(token: str, table: tuple[LauncherOption, ...]) -> tuple[LauncherOption, str | None] | None:
    """Match one option token the way argparse does (allow_abbrev=True).

    Returns the option and an attached value (``--x=1``, ``-H/path``), or None when
    the token is not an option of this launcher. Ambiguous prefixes raise, as in argparse.
    """
    if token.startswith("--"):
        name, eq, attached = token.partition("=")
        value = attached if eq else None
        exact = [o for o in table if name in o.flags]
        if exact:
            return exact[0], value
        matches = {o.dest: o for o in table if any(f.startswith(name) for f in o.flags if f.startswith("--"))}
        if len(matches) > 1:
            names = ", ".join(sorted(f for o in matches.values() for f in o.flags if f.startswith(name)))
            raise OptionError(f"ambiguous option {name} could match {names}")
        return (next(iter(matches.values())), value) if matches else None
    short = token[:2]
    for opt in table:
        if short in opt.flags:
            rest = token[2:]
            if opt.takes_value:
                return opt, (rest[1:] if rest.startswith("=") else rest) or None
            if rest:
                raise OptionError(f"option {short} takes no value (got {token!r})")
            return opt, None
    return None


def convert(opt: LauncherOption, raw: str) -> object:
    if opt.kind is str:
        return raw
    try:
        return opt.kind(raw)
    except ValueError:
        raise OptionError(f"{opt.flags[-1]} expects {opt.kind.__name__}, got {raw!r}") from None
