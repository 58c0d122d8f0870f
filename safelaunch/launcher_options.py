"""The command-line options of the launchers safelaunch drives, read from the installed launcher.

safelaunch never rewrites the launcher's arguments; it only has to know which
options take a value (to find where the training script starts), which
abbreviations the launcher's argparse would reject, and a few values (ranks,
master port, hostfile). It reads them from the installed launcher's own source
without importing it (importing deepspeed takes seconds): the `deepspeed` or
`torchrun` that would run (PATH, else beside safelaunch's interpreter), the
interpreter named by its shebang, that interpreter's site-packages, and the
``add_argument(...)`` calls of ``deepspeed.launcher.runner.parse_args`` or
``torch.distributed.run.get_args_parser``, read with :mod:`ast`. The result is
cached per source file (path, size, mtime) under ``$XDG_CACHE_HOME/safelaunch``.
When the source cannot be found or read, the bundled tables below are used
(they mirror deepspeed 0.19 and torch 2.13) and one line on stderr says so.
Tests compare both the tables and the extraction with the real parsers.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import shutil
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

# ---------------------------------------------------------------------------------------------------------------
# Options, and the tables bundled with safelaunch


@dataclass(frozen=True)
class LauncherOption:
    flags: tuple[str, ...]
    dest: str
    nargs: int | str | None = None  # argparse's nargs: None one value, 0 none, "?", "*", "+", "..." or a count
    kind: type = str  # int and float are converted (and checked) like argparse does; anything else stays a string
    action: str = "store"  # store, store_true, store_false, store_const, append, append_const, extend, count, help,
    #                        version, boolean_optional
    choices: tuple[Any, ...] | None = None  # None: any value (or choices that cannot be read statically)

    @property
    def takes_value(self) -> bool:
        return self.nargs != 0


def _opt(*flags: str, dest: str, value: bool = True, kind: type = str,
         choices: tuple[str, ...] | None = None) -> LauncherOption:
    action = "store" if value else ("help" if dest == "help" else "store_true")
    return LauncherOption(flags, dest, None if value else 0, kind, action, choices)


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
    _opt("--autotuning", dest="autotuning", choices=("tune", "run")),
    _opt("--bind_cores_to_rank", dest="bind_cores_to_rank", value=False),
    _opt("--bind_core_list", dest="bind_core_list"),
    _opt("--ssh_port", dest="ssh_port", kind=int),
    _opt("--venv_script", dest="venv_script"),
    _opt("--log_level", dest="log_level", choices=("debug", "info", "warning", "error", "critical")),
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
    _opt("--start-method", "--start_method", dest="start_method", choices=("spawn", "fork", "forkserver")),
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


@dataclass(frozen=True)
class LauncherKind:
    module: str  # the module that builds the parser
    function: str  # the function in it that calls add_argument
    bundled: tuple[LauncherOption, ...]
    bundled_version: str  # what the bundled table mirrors


KINDS: dict[str, LauncherKind] = {
    "deepspeed": LauncherKind("deepspeed.launcher.runner", "parse_args", DEEPSPEED_OPTIONS, "deepspeed 0.19"),
    "torchrun": LauncherKind("torch.distributed.run", "get_args_parser", TORCHRUN_OPTIONS, "torch 2.13"),
}


def checks_every_argument(python: tuple[int, ...]) -> bool:
    """Whether this Python's argparse rejects an ambiguous abbreviation anywhere before a `--`, the training
    script's own arguments included, rather than only where it reads an option (gh-58573: changed in 3.12.7 and
    3.13.1; 3.13.0 still checks every argument)."""
    if len(python) < 3:  # only the minor version is known
        if python[:2] == sys.version_info[:2]:
            python = tuple(sys.version_info[:3])
        else:  # unknown patch level of 3.12 or 3.13: let through what that launcher may accept
            return python[:2] <= (3, 11)
    return python[:3] < (3, 12, 7) or python[:3] == (3, 13, 0)


@dataclass
class LauncherSpec:
    """The options of one launcher, and how its argparse reads abbreviations."""

    runner: str
    options: tuple[LauncherOption, ...]
    allow_abbrev: bool = True
    python: tuple[int, ...] = tuple(sys.version_info[:3])  # the interpreter that runs the launcher, as far as known
    source: str | None = None  # the file the options were read from; None: safelaunch's bundled table
    by_flag: dict[str, LauncherOption] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.by_flag = {f: o for o in self.options for f in o.flags}

    @property
    def checks_every_argument(self) -> bool:
        return checks_every_argument(self.python)

    @property
    def python_text(self) -> str:
        return "Python " + ".".join(map(str, self.python))


# ---------------------------------------------------------------------------------------------------------------
# Reading arguments the way the launcher's argparse does


class OptionError(ValueError):
    """A launcher argument that the launcher itself would reject."""


class AmbiguousOption(OptionError):
    def __init__(self, token: str, candidates: Sequence[str]) -> None:
        self.token = token
        self.candidates = tuple(candidates)
        super().__init__(f"ambiguous option: {token} could match {', '.join(candidates)}")


NEGATIVE_NUMBER = re.compile(r"^-\d+$|^-\d*\.\d+$")


@dataclass(frozen=True)
class OptionArg:
    """One option-looking argument as argparse reads it: the option (None: not one of the launcher's) and the
    option string it matched, with a value attached by `=` or, for a short option, glued on (`-H/path`)."""

    option: LauncherOption | None
    flag: str
    attached: str | None
    glued: bool = False  # the attached value followed a short option without `=`


def classify(token: str, spec: LauncherSpec) -> OptionArg | None:
    """argparse's ``_parse_optional``: None for a positional argument, else the option it reads.

    Raises AmbiguousOption where argparse would: a prefix that matches several option strings, even two
    spellings of the same option (``--nproc`` for ``--nproc-per-node``/``--nproc_per_node``).
    """
    if not token or token[0] != "-":
        return None
    if token in spec.by_flag:
        return OptionArg(spec.by_flag[token], token, None)
    if len(token) == 1:
        return None
    name, eq, attached = token.partition("=")
    if eq and name in spec.by_flag:
        return OptionArg(spec.by_flag[name], name, attached)
    matches: list[OptionArg] = []
    if token[1] == "-":
        if spec.allow_abbrev:
            matches = [OptionArg(o, f, attached if eq else None)
                       for o in spec.options for f in o.flags if f.startswith(name)]
    else:
        short = token[:2]
        for o in spec.options:
            for f in o.flags:
                if f == short:
                    matches.append(OptionArg(o, f, token[2:], glued=True))
                elif spec.allow_abbrev and f.startswith(token):
                    matches.append(OptionArg(o, f, None))
    if len(matches) > 1:
        raise AmbiguousOption(token, [m.flag for m in matches])
    if matches:
        return matches[0]
    if NEGATIVE_NUMBER.match(token) and not any(NEGATIVE_NUMBER.match(f) for f in spec.by_flag):
        return None
    if " " in token:
        return None
    return OptionArg(None, token, None)


def is_positional(token: str, spec: LauncherSpec) -> bool:
    """Whether argparse would take this argument as a value rather than as an option."""
    try:
        return classify(token, spec) is None
    except AmbiguousOption:
        return False


def expand(found: OptionArg, spec: LauncherSpec) -> list[tuple[LauncherOption, str, str | None]]:
    """argparse's handling of an attached value: a short flag that takes none starts a cluster (``-qh``)."""
    opt, flag, attached = found.option, found.flag, found.attached
    assert opt is not None
    out: list[tuple[LauncherOption, str, str | None]] = []
    while True:
        if attached is None or opt.takes_value:
            out.append((opt, flag, attached))
            return out
        if not found.glued or not attached or attached[0] in "-=":
            raise OptionError(f"option {flag} takes no value (got {flag}={attached})" if not found.glued
                              else f"option {flag} takes no value (got {flag}{attached})")
        out.append((opt, flag, None))
        nxt = spec.by_flag.get("-" + attached[0])
        if nxt is None:
            raise OptionError(f"option {flag} takes no value (got {flag}{attached})")
        opt, flag, attached = nxt, "-" + attached[0], attached[1:] or None


def convert(opt: LauncherOption, raw: str, flag: str | None = None) -> object:
    """The value as argparse stores it (int and float converted), or OptionError where argparse would reject it."""
    flag = flag or opt.flags[-1]
    value: object = raw
    if opt.kind in (int, float):
        try:
            value = opt.kind(raw)
        except ValueError:
            raise OptionError(f"{flag} expects {opt.kind.__name__}, got {raw!r}") from None
    if opt.choices is not None and value not in opt.choices:
        raise OptionError(f"{flag} must be one of {', '.join(map(str, opt.choices))}, not {raw!r}")
    return value


# ---------------------------------------------------------------------------------------------------------------
# Finding the installed launcher's source


class Unreadable(Exception):
    """The installed launcher's options cannot be read from its source."""


@dataclass(frozen=True)
class Installed:
    executable: str
    source: str  # the .py file whose function builds the parser
    root: str  # the directory that holds the top-level package (to find the modules it imports)
    python: tuple[int, ...] | None  # version of the interpreter that runs the launcher, where known


def launcher_executable(runner: str) -> str | None:
    """The launcher that would run: on PATH, else beside safelaunch's interpreter (as preflight finds it)."""
    return shutil.which(runner) or shutil.which(runner, path=os.path.dirname(sys.executable))


_PIP_SH = re.compile(r"""^'''exec' (?:"([^"]+)"|(\S+)) "\$0" "\$@"$""", re.MULTILINE)


def interpreter_of(executable: str) -> str:
    """The Python interpreter named by an entry-point script's shebang (pip's `/bin/sh` form included)."""
    try:
        with open(executable, "rb") as f:
            head = f.read(1024).decode("utf-8", "replace")
    except OSError as e:
        raise Unreadable(f"cannot read {executable}: {e.strerror}") from None
    if not head.startswith("#!"):
        raise Unreadable(f"{executable} is not a Python entry-point script")
    words = head[2:].splitlines()[0].split()
    if not words:
        raise Unreadable(f"{executable} has an empty shebang line")
    if os.path.basename(words[0]) == "env":
        names = [w for w in words[1:] if not w.startswith("-") and "=" not in w]
        found = shutil.which(names[0]) if names else None
        if found is None:
            raise Unreadable(f"{executable} runs {' '.join(words)}, which is not on PATH")
        return found
    if os.path.basename(words[0]) == "sh":
        m = _PIP_SH.search(head)
        if m is None:
            raise Unreadable(f"{executable} is a shell script, not a Python entry point")
        return m.group(1) or m.group(2)
    return words[0]


def _version_text(text: str) -> tuple[int, ...] | None:
    m = re.match(r"\s*(\d+)\.(\d+)(?:\.(\d+))?", text)
    return tuple(int(g) for g in m.groups() if g is not None) if m else None


def _read_pyvenv(prefix: str) -> dict[str, str] | None:
    try:
        with open(os.path.join(prefix, "pyvenv.cfg"), encoding="utf-8") as f:
            lines = f.read().splitlines()
    except OSError:
        return None
    cfg = {}
    for line in lines:
        key, eq, value = line.partition("=")
        if eq:
            cfg[key.strip().lower()] = value.strip()
    return cfg


def _conda_python(prefix: str) -> tuple[int, ...] | None:
    try:
        names = os.listdir(os.path.join(prefix, "conda-meta"))
    except OSError:
        return None
    for name in names:
        if name.startswith("python-") and name[7:8].isdigit():
            return _version_text(name[7:])
    return None


def _lib_dirs(prefix: str, minor: tuple[int, ...] | None) -> list[str]:
    """prefix/lib*/pythonX.Y directories: the one for this version if known, else all (newest first)."""
    out = []
    for lib in ("lib", "lib64"):
        try:
            names = os.listdir(os.path.join(prefix, lib))
        except OSError:
            continue
        found = sorted((n for n in names if re.fullmatch(r"python\d+\.\d+t?", n)),
                       key=lambda n: _version_text(n[6:]) or (), reverse=True)
        if minor is not None:
            found = [n for n in found if _version_text(n[6:]) == minor[:2]] or found
        out += [os.path.join(prefix, lib, n) for n in found]
    return out


def _with_pth(dirs: list[str]) -> list[str]:
    """Each site directory followed by the plain paths its .pth files add (as `site` does)."""
    out: list[str] = []
    for d in dirs:
        if not os.path.isdir(d) or d in out:
            continue
        out.append(d)
        try:
            pths = sorted(n for n in os.listdir(d) if n.endswith(".pth"))
        except OSError:
            continue
        for name in pths:
            try:
                with open(os.path.join(d, name), encoding="utf-8") as f:
                    lines = f.read().splitlines()
            except (OSError, UnicodeDecodeError):
                continue
            for line in lines:
                line = line.strip()
                if line and not line.startswith(("#", "import ", "import\t")):
                    path = os.path.join(d, line)
                    if os.path.isdir(path) and path not in out:
                        out.append(path)
    return out


def _python_path() -> list[str]:
    return [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]


def other_interpreter_paths(interpreter: str) -> tuple[list[str], tuple[int, ...] | None]:
    """The import path of an interpreter that is not safelaunch's, worked out from its files without running it,
    and its version where its files tell it."""
    prefix = os.path.dirname(os.path.dirname(os.path.abspath(interpreter)))
    cfg = _read_pyvenv(prefix)
    version = None
    if cfg is not None:
        version = _version_text(cfg.get("version_info") or cfg.get("version") or "")
    version = version or _conda_python(prefix)
    if version is None:
        for name in (interpreter, os.path.realpath(interpreter)):
            m = re.search(r"python(\d+\.\d+)", os.path.basename(name))
            if m:
                version = _version_text(m.group(1))
                break
    libs = _lib_dirs(prefix, version)
    dirs = [os.path.join(lib, "site-packages") for lib in libs]
    if cfg is None:  # a base interpreter: its user site, then Debian's and /usr/local's layouts
        home = os.path.expanduser("~")
        dirs = ([os.path.join(home, ".local", "lib", os.path.basename(lib), "site-packages") for lib in libs[:1]]
                + dirs + [os.path.join(lib, "dist-packages") for lib in libs]
                + [os.path.join(prefix, "local", "lib", os.path.basename(lib), "dist-packages") for lib in libs]
                + [os.path.join(prefix, "lib", "python3", "dist-packages")])
    elif cfg.get("include-system-site-packages", "false").lower() == "true" and cfg.get("home"):
        base = os.path.dirname(cfg["home"].rstrip("/"))
        dirs += [os.path.join(lib, "site-packages") for lib in _lib_dirs(base, version)]
        dirs += [os.path.join(base, "lib", "python3", "dist-packages")]
    return _python_path() + _with_pth(dirs), version


def _same_interpreter(interpreter: str) -> bool:
    prefix = os.path.dirname(os.path.dirname(os.path.abspath(interpreter)))
    return (os.path.realpath(prefix) == os.path.realpath(sys.prefix)
            and os.path.realpath(interpreter) == os.path.realpath(sys.executable))


def _module_file(root: str, module: str) -> str | None:
    base = os.path.join(root, *module.split("."))
    for path in (base + ".py", os.path.join(base, "__init__.py")):
        if os.path.isfile(path):
            return path
    return None


def _find_in_paths(module: str, paths: list[str]) -> tuple[str, str] | None:
    top = module.split(".")[0]
    for root in paths:
        if os.path.isdir(os.path.join(root, top)) or os.path.isfile(os.path.join(root, top + ".py")):
            path = _module_file(root, module)
            if path is not None:
                return path, root
            if os.path.isfile(os.path.join(root, top, "__init__.py")):
                return None  # the package that would be imported lacks the module
    return None


def _find_here(module: str) -> tuple[str, str] | None:
    """The module's file as this interpreter would import it, found without importing anything."""
    from importlib.machinery import PathFinder

    cwd = os.path.realpath(os.getcwd())
    # The launcher runs as a script: its sys.path starts with its own directory, not with safelaunch's cwd.
    paths = [p for p in sys.path if p and os.path.realpath(p) != cwd]
    top, _, rest = module.partition(".")
    spec = PathFinder.find_spec(top, paths)
    if spec is None:  # an editable install's finder (setuptools appends these after PathFinder)
        for finder in sys.meta_path:
            find = getattr(finder, "find_spec", None)
            if finder is PathFinder or find is None or getattr(finder, "__module__", "").startswith("_frozen"):
                continue
            try:
                spec = find(top, None)
            except Exception:
                spec = None
            if spec is not None:
                break
    if spec is None or not spec.submodule_search_locations:
        return None
    for location in spec.submodule_search_locations:
        path = _module_file(location, rest) if rest else os.path.join(location, "__init__.py")
        if path is not None and os.path.isfile(path):
            return path, os.path.dirname(location)
    return None


def find_installed(runner: str, executable: str) -> Installed:
    kind = KINDS[runner]
    interpreter = interpreter_of(executable)
    python: tuple[int, ...] | None = tuple(sys.version_info[:3])
    if _same_interpreter(interpreter):
        found = _find_here(kind.module)
        where = "safelaunch's own interpreter"
    else:
        paths, python = other_interpreter_paths(interpreter)
        found = _find_in_paths(kind.module, paths)
        where = f"the site-packages of {interpreter}"
    if found is None:
        raise Unreadable(f"{kind.module} is not in {where}")
    return Installed(executable, found[0], found[1], python)


# ---------------------------------------------------------------------------------------------------------------
# Reading add_argument calls with ast

_ARGPARSE_NARGS = {"REMAINDER": "...", "OPTIONAL": "?", "ZERO_OR_MORE": "*", "ONE_OR_MORE": "+",
                   "SUPPRESS": "==SUPPRESS==", "PARSER": "A..."}
_NO_VALUE_ACTIONS = {"store_true", "store_false", "store_const", "append_const", "count", "help", "version"}
_VALUE_ACTIONS = {"store", "append", "extend"}
_NO_VALUE_BASES = {"_StoreTrueAction": "store_true", "_StoreFalseAction": "store_false",
                   "_StoreConstAction": "store_const", "_AppendConstAction": "append_const",
                   "_CountAction": "count", "_HelpAction": "help", "_VersionAction": "version",
                   "BooleanOptionalAction": "boolean_optional"}
# Actions safelaunch knows by name when their class cannot be read: torch.distributed.argparse_util.
_KNOWN_ACTIONS: dict[str, int | None] = {"env": None, "check_env": 0}
_UNSET = "<unset>"


@dataclass
class _Module:
    name: str
    path: str
    tree: Any  # ast.Module
    imports: dict[str, str]  # local name -> dotted name


class _Reader:
    """Reads the add_argument calls of one function, and the custom Action classes they use."""

    def __init__(self, root: str) -> None:
        self.root = root
        self.files: dict[str, tuple[int, int]] = {}  # every file read: (size, mtime_ns), for the cache key

    def module(self, name: str, path: str | None = None) -> _Module:
        import ast

        path = path or _module_file(self.root, name)
        if path is None:
            raise Unreadable(f"cannot find module {name} under {self.root}")
        try:
            with open(path, "rb") as f:
                st = os.fstat(f.fileno())
                data = f.read()
            tree = ast.parse(data, filename=path)
        except OSError as e:
            raise Unreadable(f"cannot read {path}: {e.strerror}") from None
        except (SyntaxError, ValueError) as e:
            raise Unreadable(f"cannot parse {path}: {e}") from None
        self.files[path] = (st.st_size, st.st_mtime_ns)
        package = name if path.endswith("__init__.py") else name.rpartition(".")[0]
        imports: dict[str, str] = {}
        for node in tree.body:
            if isinstance(node, ast.Import):
                for a in node.names:
                    imports[a.asname or a.name.split(".")[0]] = a.name if a.asname else a.name.split(".")[0]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")
                    parent = ".".join(parts[: len(parts) - node.level + 1])
                    base = f"{parent}.{base}" if base else parent
                for a in node.names:
                    imports[a.asname or a.name] = f"{base}.{a.name}"
        return _Module(name, path, tree, imports)

    @staticmethod
    def qualname(node: Any, mod: _Module) -> str | None:
        import ast

        if isinstance(node, ast.Name):
            return mod.imports.get(node.id, node.id)
        if isinstance(node, ast.Attribute):
            base = _Reader.qualname(node.value, mod)
            return f"{base}.{node.attr}" if base else None
        return None

    def action_nargs(self, qual: str, mod: _Module, depth: int = 0) -> tuple[str, int | str | None]:
        """(action, forced nargs or _UNSET) of a custom Action class, read from its source."""
        import ast

        owner, _, cls_name = qual.rpartition(".")
        if cls_name in _NO_VALUE_BASES and owner in ("argparse", ""):
            return _NO_VALUE_BASES[cls_name], 0
        if depth > 3:
            raise Unreadable(f"cannot follow the action class {qual}")
        target = mod if not owner else None
        if owner and owner != mod.name:
            try:
                target = self.module(owner)
            except Unreadable:
                target = None
        elif owner == mod.name:
            target = mod
        cls = None
        if target is not None:
            cls = next((n for n in target.tree.body if isinstance(n, ast.ClassDef) and n.name == cls_name), None)
        if cls is None or target is None:
            if cls_name in _KNOWN_ACTIONS:
                nargs = _KNOWN_ACTIONS[cls_name]
                return ("store_true" if nargs == 0 else "store"), nargs
            raise Unreadable(f"cannot find the action class {qual}")
        for base in cls.bases:
            base_qual = self.qualname(base, target)
            if base_qual and base_qual.rpartition(".")[2] in _NO_VALUE_BASES:
                return self.action_nargs(base_qual, target, depth + 1)
        for item in cls.body:
            if isinstance(item, ast.FunctionDef) and item.name == "__init__":
                for call in ast.walk(item):
                    if (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
                            and call.func.attr == "__init__"):
                        for kw in call.keywords:
                            if kw.arg == "nargs":
                                value = _literal_nargs(kw.value, target)
                                return ("store_true" if value == 0 else "store"), value
        return "store", _UNSET

    def options(self, module: str, path: str, function: str) -> tuple[tuple[LauncherOption, ...], bool]:
        import ast

        mod = self.module(module, path)
        fn = next((n for n in mod.tree.body if isinstance(n, ast.FunctionDef) and n.name == function), None)
        if fn is None:
            raise Unreadable(f"{path} has no function {function}()")
        add_help, allow_abbrev = True, True
        calls = sorted((n for n in ast.walk(fn) if isinstance(n, ast.Call)), key=lambda n: (n.lineno, n.col_offset))
        for call in calls:
            if (self.qualname(call.func, mod) or "").rpartition(".")[2] == "ArgumentParser":
                for kw in call.keywords:
                    if kw.arg in ("add_help", "allow_abbrev", "prefix_chars"):
                        if not isinstance(kw.value, ast.Constant):
                            raise Unreadable(f"ArgumentParser({kw.arg}=...) is not a constant")
                        if kw.arg == "prefix_chars" and kw.value.value != "-":
                            raise Unreadable(f"ArgumentParser(prefix_chars={kw.value.value!r}) is not supported")
                        if kw.arg == "add_help":
                            add_help = bool(kw.value.value)
                        elif kw.arg == "allow_abbrev":
                            allow_abbrev = bool(kw.value.value)
        found: list[LauncherOption] = [LauncherOption(("-h", "--help"), "help", 0, str, "help")] if add_help else []
        for call in calls:
            if isinstance(call.func, ast.Attribute) and call.func.attr == "add_argument":
                opt = self.argument(call, mod)
                if opt is not None:
                    found.append(opt)
        if len(found) <= int(add_help):
            raise Unreadable(f"{function}() in {path} adds no options")
        return tuple(found), allow_abbrev

    def argument(self, call: Any, mod: _Module) -> LauncherOption | None:
        import ast

        flags: list[str] = []
        for a in call.args:
            if not (isinstance(a, ast.Constant) and isinstance(a.value, str)):
                raise Unreadable(f"line {call.lineno}: add_argument() with a name that is not a literal string")
            flags.append(a.value)
        if not flags or not flags[0].startswith("-"):
            return None  # a positional argument (the script and its arguments)
        kw: dict[str, Any] = {}
        for k in call.keywords:
            if k.arg is None:
                raise Unreadable(f"line {call.lineno}: add_argument(**...) cannot be read statically")
            kw[k.arg] = k.value
        action: str = "store"
        nargs: int | str | None = None
        user_nargs = _literal_nargs(kw["nargs"], mod) if "nargs" in kw else None
        if "action" in kw:
            node = kw["action"]
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                action = node.value
                if action in _NO_VALUE_ACTIONS:
                    nargs = 0
                elif action in _VALUE_ACTIONS:
                    nargs = user_nargs
                else:
                    raise Unreadable(f"line {call.lineno}: unknown action {action!r}")
            else:
                qual = self.qualname(node, mod)
                if qual is None:
                    raise Unreadable(f"line {call.lineno}: an action that cannot be read statically")
                action, forced = self.action_nargs(qual, mod)
                nargs = user_nargs if forced == _UNSET else forced
        else:
            nargs = user_nargs
        if action == "boolean_optional":
            flags += ["--no-" + f[2:] for f in flags if f.startswith("--")]
        kind: type = str
        if "type" in kw:
            kind = {"int": int, "float": float}.get(self.qualname(kw["type"], mod) or "", str)
        choices = None
        if "choices" in kw and isinstance(kw["choices"], (ast.List, ast.Tuple, ast.Set)):
            elts = kw["choices"].elts
            constants = [e.value for e in elts if isinstance(e, ast.Constant)]
            if len(constants) == len(elts):
                choices = tuple(constants)
        dest = None
        if "dest" in kw:
            if not isinstance(kw["dest"], ast.Constant):
                raise Unreadable(f"line {call.lineno}: dest= is not a literal")
            dest = kw["dest"].value
        if not dest:
            longs = [f for f in flags if len(f) > 1 and f[1] == "-"]
            dest = (longs or flags)[0].lstrip("-").replace("-", "_")
        return LauncherOption(tuple(flags), str(dest), nargs, kind, action, choices)


def _literal_nargs(node: Any, mod: _Module) -> int | str | None:
    import ast

    if isinstance(node, ast.Constant) and (node.value is None or isinstance(node.value, (int, str))):
        value: int | str | None = node.value
        return value
    qual = _Reader.qualname(node, mod) or ""
    owner, _, name = qual.rpartition(".")
    if owner in ("argparse", "") and name in _ARGPARSE_NARGS:
        return _ARGPARSE_NARGS[name]
    raise Unreadable(f"line {getattr(node, 'lineno', '?')}: nargs= cannot be read statically")


# ---------------------------------------------------------------------------------------------------------------
# The cache, and the entry point

CACHE_SCHEMA = 1


def cache_dir() -> str:
    base = os.environ.get("XDG_CACHE_HOME", "")
    if not os.path.isabs(base):
        base = os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "safelaunch")


def cache_file(runner: str, source: str) -> str:
    digest = hashlib.sha256(source.encode("utf-8", "surrogateescape")).hexdigest()[:16]
    return os.path.join(cache_dir(), f"options-{runner}-{digest}.json")


def _stat_key(path: str) -> list[object] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return [path, st.st_size, st.st_mtime_ns]


def _option_json(o: LauncherOption) -> dict[str, object]:
    return {"flags": list(o.flags), "dest": o.dest, "nargs": o.nargs, "kind": o.kind.__name__, "action": o.action,
            "choices": None if o.choices is None else list(o.choices)}


def _option_from_json(d: dict[str, Any]) -> LauncherOption:
    kind = {"int": int, "float": float}.get(d["kind"], str)
    choices = None if d["choices"] is None else tuple(d["choices"])
    return LauncherOption(tuple(d["flags"]), d["dest"], d["nargs"], kind, d["action"], choices)


def _read_cache(path: str, source: str) -> tuple[tuple[LauncherOption, ...], bool] | None:
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        if data.get("schema") != CACHE_SCHEMA or data["files"][0][0] != source:
            return None
        if any(_stat_key(entry[0]) != entry for entry in data["files"]):
            return None  # a file changed (an upgrade, an edit): read it again
        return tuple(_option_from_json(o) for o in data["options"]), bool(data["allow_abbrev"])
    except (OSError, ValueError, KeyError, TypeError, IndexError):
        return None


def _write_cache(path: str, files: list[list[object]], options: Sequence[LauncherOption], allow_abbrev: bool) -> None:
    data = {"schema": CACHE_SCHEMA, "files": files, "allow_abbrev": allow_abbrev,
            "options": [_option_json(o) for o in options]}
    tmp = f"{path}.{os.getpid()}.tmp"
    try:  # an unwritable cache costs a re-read next time, nothing else
        os.makedirs(os.path.dirname(path), mode=0o700, exist_ok=True)
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(data, f)
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(tmp)


def read_installed(runner: str, installed: Installed) -> tuple[tuple[LauncherOption, ...], bool, bool]:
    """(options, allow_abbrev, from the cache) of an installed launcher."""
    path = cache_file(runner, installed.source)
    cached = _read_cache(path, installed.source)
    if cached is not None:
        return cached[0], cached[1], True
    kind = KINDS[runner]
    reader = _Reader(installed.root)
    options, allow_abbrev = reader.options(kind.module, installed.source, kind.function)
    main = [installed.source, *reader.files[installed.source]]
    files = [main] + [[p, *v] for p, v in reader.files.items() if p != installed.source]
    _write_cache(path, files, options, allow_abbrev)
    return options, allow_abbrev, False


Warn = Callable[[str], None]


def _warn(message: str) -> None:
    with contextlib.suppress(OSError):
        os.write(2, f"safelaunch: {message}\n".encode())


def load_launcher_spec(runner: str, executable: str | None = None, warn: Warn = _warn) -> LauncherSpec:
    """The options of the launcher that would run, read from its source; the bundled table (with a warning)
    where the source cannot be read, and silently where the launcher is not installed here at all."""
    kind = KINDS[runner]
    executable = executable or launcher_executable(runner)
    if executable is None:
        return LauncherSpec(runner, kind.bundled)
    installed: Installed | None = None
    try:
        installed = find_installed(runner, executable)
        options, allow_abbrev, _ = read_installed(runner, installed)
    except Unreadable as e:
        where = f" ({installed.source})" if installed else ""
        warn(f"cannot read the options of {executable}{where}: {e}; using safelaunch's table for "
             f"{kind.bundled_version}, which may not match the installed {runner}.")
        python = installed.python if installed and installed.python else tuple(sys.version_info[:3])
        return LauncherSpec(runner, kind.bundled, python=python)
    return LauncherSpec(runner, options, allow_abbrev, installed.python or tuple(sys.version_info[:3]),
                        installed.source)


_SPECS: dict[str, LauncherSpec] = {}


def launcher_spec(runner: str) -> LauncherSpec:
    """load_launcher_spec, once per process."""
    spec = _SPECS.get(runner)
    if spec is None:
        spec = _SPECS[runner] = load_launcher_spec(runner)
    return spec


def all_flags(spec: LauncherSpec) -> Iterator[str]:
    for o in spec.options:
        yield from o.flags
