"""Plans -> what each launcher needs so that every decided value, and every variable of yours that
should, reaches every rank byte-exact: the launcher's command line and environment, and for
multi-node runs one script (identical on every node) that sets each node's own values.

Local runs: the plan's variables go into the launcher's environment and the limits are raised in
this process, which the launcher inherits. Multi-node runs: every rank, the launching machine's
included, is started over SSH by pdsh, so nothing of this process reaches it; the script does.
"""

from __future__ import annotations

import base64
import json
import os
import re
import secrets
import shlex
from collections.abc import Mapping
from typing import TYPE_CHECKING

from safelaunch import slurm
from safelaunch.decisions import Finding, LimitChange, Plan
from safelaunch.hosts import Hosts
from safelaunch.request import LaunchRequest

if TYPE_CHECKING:
    from safelaunch.preflight import Preflight

# What deepspeed's pdsh runner exports from the launching shell to every node: names starting with
# EXPORT_ENVS ['MLFLOW', 'PYTHON', 'MV2', 'UCX'] plus the accelerator's (CUDA: ['NCCL'], CPU: none)
# (ds launcher/runner.py:36 and :598-602, accelerator/cuda_accelerator.py `export_envs`, 0.19).
# safelaunch forwards these on both runners, and the variables of the communication stacks that
# deepspeed forgets (GLOO_*, TORCH_*, ...), so what you export is what every rank sees.
FORWARD_PREFIXES = ("NCCL_", "GLOO_", "TORCH_", "PYTORCH_", "UCX_", "MV2_", "MLFLOW", "PYTHON", "FI_", "PSM3_",
                    "CCL_", "I_MPI_", "OMPI_MCA_", "NVSHMEM_", "CUDA_LAUNCH_BLOCKING", "CUDA_DEVICE_MAX_CONNECTIONS")
# Forwarded by the script but also needed by deepspeed's runner process itself: left in its environment.
RUNNER_NEEDS = ("PYTHON",)
# pdsh-started shells get sshd's limits, not this process's (ds multinode_runner.py PDSHRunner).
ULIMIT_FLAGS = {"memlock": "-l", "nofile": "-n"}


# deepspeed's pdsh path puts the script's arguments and its exports through a remote shell with its own
# quoting: double quotes around values with other characters than these (ds multinode_runner.py
# `add_export`, `PDSHRunner.parse_user_args`), where `$(...)` and backticks still run. Values made only
# of these characters pass unchanged; others go through the per-node script or the trampoline.
SHELL_SAFE = re.compile(r"[A-Za-z0-9_@%+=:,./-]*")
# deepspeed reads .deepspeed_env from the name in DS_ENV_FILE (ds launcher/runner.py:37-40); safelaunch
# exports the files' values itself (shlex-quoted, after the per-node values, so they still win).
NO_DS_ENV_FILE = "/nonexistent/safelaunch-exports-deepspeed-env"


def shell_safe(value: str) -> bool:
    return SHELL_SAFE.fullmatch(value) is not None


def trampoline_path(script: str) -> str:
    return script[:-3] + ".py" if script.endswith(".sh") else script + ".py"


def trampoline_source() -> str:
    from safelaunch import trampoline

    with open(trampoline.__file__, encoding="utf-8") as f:
        return f.read()


def uses_trampoline(request: LaunchRequest) -> bool:
    """deepspeed multi-node with a script argument (or script path) a remote shell would change."""
    if request.runner != "deepspeed" or request.script is None:
        return False
    return not all(shell_safe(a) for a in (request.script, *request.script_args))


def deepspeed_env_files() -> list[str]:
    """The .deepspeed_env files deepspeed's pdsh runner reads (home, then the working directory;
    ds launcher/runner.py DEEPSPEED_ENVIRONMENT_PATHS)."""
    name = os.environ.get("DS_ENV_FILE", ".deepspeed_env")
    return [p for p in (os.path.join(os.path.expanduser("~"), name), os.path.join(os.getcwd(), name))
            if os.path.isfile(p)]


def _deepspeed_env_entries() -> list[tuple[str, str, str]]:
    """(file, name, value) of every NAME=VALUE line deepspeed will export (it splits at the first '=')."""
    out = []
    for path in deepspeed_env_files():
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                key, eq, value = line.partition("=")
                if eq and key.strip():
                    out.append((path, key.strip(), value.strip()))  # deepspeed strips both (add_export)
    return out


def forwarded(environ: Mapping[str, str]) -> dict[str, str]:
    return {k: v for k, v in environ.items() if k.startswith(FORWARD_PREFIXES)}


def delivered_user_env(request: LaunchRequest, environ: Mapping[str, str], hosts: Hosts) -> dict[str, str]:
    """The user's variables that reach every rank: all of them for a local run; for a multi-node run
    what the script forwards, then deepspeed's .deepspeed_env (exported after the script: it wins)."""
    if hosts.local:
        return dict(environ)
    env = forwarded(environ)
    if request.runner == "deepspeed":
        env.update({k: v for _, k, v in _deepspeed_env_entries()})
    return env


def deepspeed_env_overrides(request: LaunchRequest, plans: Mapping[str, Plan]) -> list[Finding]:
    """deepspeed exports .deepspeed_env after our script: the user's values win; say where they differ
    from what the facts call for (the rules saw these values as the user's own)."""
    if request.runner != "deepspeed":
        return []
    found = []
    for path, key, value in _deepspeed_env_entries():
        hit = next(((a, f) for a, p in plans.items() for f in p.findings
                    if f.id == "user-env-conflict" and f.message.startswith(f"You set {key}=")), None)
        if hit:
            found.append(Finding("deepspeed-env-overrides", "warning", hit[0],
                                 f"{path} sets {key}={value!r}, which deepspeed exports to every node after "
                                 f"safelaunch's per-node values; yours wins. {hit[1].message}",
                                 f"Remove {key} from {path} to let safelaunch set it per node."))
    return found


def launcher_findings(request: LaunchRequest) -> list[Finding]:
    launcher = str(request.values.get("launcher") or "pdsh").lower()
    if request.runner != "deepspeed" or launcher == "pdsh":
        return []
    return [Finding("launcher-no-env-delivery", "error", "localhost",
                    f"safelaunch delivers per-node environments through deepspeed's --venv_script, which only the "
                    f"pdsh launcher sources; --launcher {launcher} would run without them.",
                    "Use the default pdsh launcher, run inside a Slurm allocation (salloc/sbatch: safelaunch then "
                    "launches through srun itself), or export the variables shown by --dry-run yourself "
                    "(--launch-anyway to start regardless).")]


def script_path() -> str:
    """Where the per-node script goes on every node (the same path everywhere, so a shared /tmp is fine)."""
    return f"/tmp/safelaunch-env-{os.getpid()}-{secrets.token_hex(4)}.sh"


def launch_command(request: LaunchRequest, launcher: str, hosts: Hosts, master_addr: str,
                   script: str | None) -> list[str]:
    """Local: the launcher with the user's argv. deepspeed multi-node: its own argv plus our script as
    --venv_script and the master address we checked, passed explicitly (both last among its options,
    so argparse takes them; a --venv_script of the user's is sourced from ours). torchrun multi-node:
    pdsh runs our script on every node, and the script starts torchrun."""
    if hosts.local or script is None:
        return [launcher, *request.launcher_argv()]
    if hosts.slurm is not None:  # srun runs our script on every node; it starts the launcher there
        return slurm.launch_command(hosts.slurm, hosts.names, script, str(request.values.get("launcher_args") or ""))
    if request.runner == "torchrun":
        return ["pdsh", "-S", "-b", "-f", "1024", "-w", ",".join(hosts.names), "/bin/sh", script]
    tail = [request.script, *request.script_args] if request.script is not None else []
    if uses_trampoline(request):
        job = json.dumps({"script": os.path.abspath(str(request.script)), "args": list(request.script_args)})
        tail = [trampoline_path(script), base64.b64encode(job.encode()).decode()]
    ours = [] if request.values.get("master_addr") else ["--master_addr", master_addr]
    return [launcher, *request.launcher_args, *ours, "--venv_script", script, *tail]


def launch_env(pf: Preflight, environ: Mapping[str, str]) -> dict[str, str]:
    """The launcher's own environment. Multi-node: the local plan is never merged (this machine's
    facts say nothing about the nodes), and every variable the script sets is kept out, because
    deepspeed would re-export it, after the script, to every node, with one value and its own quoting."""
    if not pf.multi:
        return {**environ, **pf.plan.env_values()}
    decided = {n for plan in pf.plans.values() for n in plan.env}
    # PYTHON* stay for deepspeed's runner itself, unless deepspeed's re-export would let the remote
    # shell expand them: the script exports those, quoted.
    ours = decided | {k for k, v in forwarded(environ).items() if not k.startswith(RUNNER_NEEDS) or not shell_safe(v)}
    env = {k: v for k, v in environ.items() if k not in ours}
    env["PDSH_RCMD_TYPE"] = "ssh"
    if pf.request.runner == "deepspeed":
        env["DS_ENV_FILE"] = NO_DS_ENV_FILE
    return env


def _ulimit_line(change: LimitChange) -> str:
    flag = ULIMIT_FLAGS[change.resource]
    value = "unlimited" if change.soft is None else str(change.soft // 1024 if flag == "-l" else change.soft)
    return (f"ulimit -S {flag} {value} 2>/dev/null || echo \"safelaunch: on $(hostname) the {change.resource} soft "
            f"limit could not be raised to {value} ($(ulimit -S {flag}) / hard $(ulimit -H {flag})); "
            f"{change.reason}\" >&2")


def _torchrun_tail(pf: Preflight, launcher: str) -> list[str]:
    request = pf.request
    lines = [f"cd {shlex.quote(os.getcwd())} || exit 1"]
    ours = ["--nnodes", str(len(pf.hosts.slots)), "--node-rank", "$NODE_RANK", "--master-addr", pf.master_addr,
            "--master-port", str(pf.master_port)]
    if not request.values.get("nproc_per_node"):
        ours += ["--nproc-per-node", "$NPROC"]
    # Ours after the user's options: argparse takes the last, and node rank/count must be ours.
    argv = [shlex.quote(launcher), *map(shlex.quote, request.launcher_args),
            *(f'"{a}"' if a.startswith("$") else shlex.quote(a) for a in ours),
            *map(shlex.quote, [request.script or "", *request.script_args])]
    # pdsh: not exec, this shell stays to record torchrun's exit status (status_lines). srun: exec, the step's
    # own accounting has it.
    lines.append(("exec " if pf.hosts.slurm is not None else "") + " ".join(argv))
    return lines


NODE_JOB_VAR = "SAFELAUNCH_NODE_JOB"  # every process of the job on a node carries it (value: the script's path)


def status_lines(path: str) -> list[str]:
    """pdsh runs: this node's job marks its processes (NODE_JOB_VAR) and records its launcher's exit
    status in ``<script>.<hostname>.status`` when the shell ends; a killed shell leaves none. deepspeed's
    runner exits 0 when pdsh dies by a signal, so safelaunch reads every node's status after it
    (safelaunch.remote_job). A signal makes the shell wait for the launcher, then exit 128+N (a trap with
    a command, not an ignored signal: the launcher gets the default disposition). Without a trap, a shell
    killed by a signal would run the EXIT trap with the $? of its last finished command (0)."""
    q = shlex.quote(path)
    return [f"export {NODE_JOB_VAR}={q}",
            # PIPE: a shell whose SSH session is gone dies writing "Terminated"; without a trap of its own
            # it would run the EXIT trap with a stale $? (0). `exit` keeps the launcher's status.
            "trap 'exit 129' HUP; trap 'exit 130' INT; trap 'exit 131' QUIT; trap 'exit 143' TERM; trap 'exit' PIPE",
            f"trap 'echo \"$?\" > {q}.\"$(hostname)\".status' EXIT"]


def node_script(pf: Preflight, launcher: str) -> str:
    """One script for every node: your forwarded variables, then each node's own values and limits,
    chosen by its hostname. deepspeed sources it (--venv_script); for torchrun it also starts torchrun
    with the node's rank, so pdsh can run the same command everywhere."""
    assert pf.script_path is not None
    torchrun = pf.request.runner == "torchrun"
    alloc = pf.hosts.slurm
    how = "run by pdsh on every node, it starts torchrun" if torchrun else "sourced by deepspeed (--venv_script)"
    if alloc is not None:
        how = f"run by srun on every node of {alloc.source}, it starts {pf.request.runner}"
    lines = [f"# Generated by safelaunch: per-node environment, {how}.",
             "# safelaunch records this shell's process group to stop exactly what it started."]
    venv = pf.request.values.get("venv_script")
    if venv:
        lines.append(f". {shlex.quote(str(venv))}")
    lines.append(f"echo \"$$\" > {shlex.quote(pf.script_path)}.\"$(hostname)\".pgid")
    if alloc is None:
        lines += status_lines(pf.script_path)
    if alloc is not None:
        lines += slurm.output_prefix_lines()
    env = pf.user_env
    if env:
        lines.append("# your variables (deepspeed would forward only some of them, and re-quote them)")
        lines += [f"export {k}={shlex.quote(v)}" for k, v in sorted(env.items())]
    lines.append('case "$(hostname)" in')
    for name, plan in pf.plans.items():
        facts = pf.probes[name].facts or {}
        body = [f"export {n}={shlex.quote(s.value)}" for n, s in plan.env.items()]
        body += [_ulimit_line(c) for c in plan.limits]
        if torchrun or alloc is not None:
            body += [f"NODE_RANK={pf.hosts.names.index(name)}", f"NPROC={len(pf.hosts.slots[name])}"]
        lines.append(f"  {shlex.quote(str(facts.get('host')))})  # {name}")
        lines += [f"    {b}" for b in body] or ["    :"]
        lines.append("    ;;")
    missing = "exit 1" if torchrun or alloc is not None else ":"
    lines.append(f'  *) echo "safelaunch: no environment for host $(hostname) in this script" >&2; {missing} ;;')
    lines.append("esac")
    ds_env = _deepspeed_env_entries() if pf.request.runner == "deepspeed" else []
    if ds_env:
        lines.append("# .deepspeed_env, after the per-node values as deepspeed would (deepspeed itself is told not to "
                     "read it: it would let the remote shell expand the values)")
        lines += [f"export {k}={shlex.quote(v)}" for _, k, v in ds_env]
    if torchrun:
        lines += _torchrun_tail(pf, launcher)
    elif alloc is not None:
        lines += slurm.deepspeed_tail(pf, pf.settings.python)
    return "\n".join(lines) + "\n"
