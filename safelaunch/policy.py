"""The YAML policy file (``--config``): tunables of the rules and env overrides.

Every key is checked; a typo is an error naming the file and the key, because a
silently ignored policy is worse than none.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from safelaunch.decisions import PolicyOverrides
from safelaunch.errors import UserError

NCCL_DEBUG_LEVELS = ("VERSION", "WARN", "INFO", "TRACE", "ABORT")
ENV_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")  # fullmatch: "$" would accept a trailing newline
MIB = 1 << 20


@dataclass(frozen=True)
class DataLoaderShape:
    """What the job's DataLoaders put in /dev/shm, per rank (nccl-rules.md section 8).

    Worker processes collate each batch into a new shared-memory storage (pt
    torch/utils/data/_utils/collate.py), and each loader keeps ``workers * prefetch_factor`` batches in
    flight (pt torch/utils/data/dataloader.py ``_reset``, "prime the prefetch loop"), plus the batch being
    consumed and the one being handed over: ``(workers * prefetch_factor + 2) * batch_bytes``.
    The defaults are an assumption (2 workers, PyTorch's default prefetch_factor of 2, 16 MiB
    batches), stated as such in every finding; ``workers: 0`` turns the term off.
    """

    workers: int = 2
    prefetch_factor: int = 2
    batch_bytes: int = 16 * MIB
    source: str = "safelaunch's default assumption"

    @property
    def assumed(self) -> bool:
        return self.source == DataLoaderShape.source

    def per_rank_bytes(self) -> int:
        return 0 if self.workers == 0 else (self.workers * self.prefetch_factor + 2) * self.batch_bytes

    def describe(self) -> str:
        return (f"{self.workers} workers x prefetch_factor {self.prefetch_factor} (+2) x "
                f"{self.batch_bytes / MIB:.0f} MiB batches per rank ({self.source})")


@dataclass(frozen=True)
class Policy:
    nccl_debug: str | None = "WARN"  # level set when NCCL_DEBUG is unset; None: leave unset
    shm_channels: int = 2  # NCCL collective channels assumed for the /dev/shm estimate
    shm_margin: float = 1.25
    # NCCL communicators (PyTorch process groups) with their own SHM segments and proxy pools on a node.
    shm_communicators: int = 1
    # With RDMA present, a hard memlock limit below this (and no CAP_IPC_LOCK) blocks the launch:
    # NCCL registers ~9.2 MiB of host buffers per NET connection without GPUDirect (nccl
    # src/transport/net.cc:751-772@v2.24.3-1), and 8 MiB limits are reported failing (NVIDIA/nccl-tests#206).
    memlock_block_below_bytes: int = 64 * MIB
    dataloader: DataLoaderShape = field(default_factory=DataLoaderShape)
    overrides: PolicyOverrides = field(default_factory=PolicyOverrides)
    files: tuple[str, ...] = ()  # the policy files read, lowest precedence first
    comm_test: str = "never"  # "always": run the communication test before every launch (safelaunch/commtest.py)


# `memlock_min_bytes` is still accepted (and validated) so that older policy files load, but it has no
# effect: it was the threshold below which safelaunch disabled IB, which it no longer does.
TOP_KEYS = {"nccl_debug", "shm", "memlock_min_bytes", "memlock_block_below_bytes", "dataloader", "env", "comm_test"}
COMM_TEST_VALUES = ("always", "never")
SHM_KEYS = {"channels", "margin", "communicators"}
DATALOADER_KEYS = {"workers", "prefetch_factor", "batch_bytes"}
ENV_KEYS = {"forbid", "force", "pin"}


def _int_key(path: str, where: str, value: Any, low: int, high: int | None = None) -> int:
    if (not isinstance(value, int) or isinstance(value, bool) or value < low
            or (high is not None and value > high)):
        bound = f"from {low} to {high}" if high is not None else f">= {low}"
        raise _fail(path, f"{where} must be an integer {bound}, not {value!r}")
    return value


def _fail(path: str, what: str) -> UserError:
    return UserError(f"The policy file {path} is not valid: {what}. "
                     f"See configs/example.yaml for the accepted keys.", code="config")


def _check_keys(path: str, where: str, got: dict[str, Any], allowed: set[str]) -> None:
    unknown = sorted(set(got) - allowed)
    if unknown:
        raise _fail(path, f"unknown key {unknown[0]!r} in {where} (allowed: {', '.join(sorted(allowed))})")


def _env_map(path: str, key: str, raw: Any) -> dict[str, str]:
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise _fail(path, f"env.{key} must be a mapping of NAME: value")
    out = {}
    for name, value in raw.items():
        if not isinstance(name, str) or not ENV_NAME.fullmatch(name):
            raise _fail(path, f"env.{key} has an invalid variable name {name!r}")
        if isinstance(value, (dict, list)) or value is None:
            raise _fail(path, f"env.{key}.{name} must be a string or number")
        out[name] = str(value).lower() if isinstance(value, bool) else str(value)
    return out


def parse_policy(data: Any, path: str) -> Policy:
    if data is None:
        return Policy()
    if not isinstance(data, dict):
        raise _fail(path, "the top level must be a mapping")
    _check_keys(path, "the top level", data, TOP_KEYS)
    shm = data.get("shm") or {}
    env = data.get("env") or {}
    loader = data.get("dataloader") or {}
    if not isinstance(shm, dict) or not isinstance(env, dict) or not isinstance(loader, dict):
        raise _fail(path, "`shm`, `dataloader` and `env` must be mappings")
    _check_keys(path, "shm", shm, SHM_KEYS)
    _check_keys(path, "dataloader", loader, DATALOADER_KEYS)
    _check_keys(path, "env", env, ENV_KEYS)
    level = data.get("nccl_debug", "WARN")
    if level is not None and str(level).upper() not in NCCL_DEBUG_LEVELS:
        raise _fail(path, f"nccl_debug must be one of {', '.join(NCCL_DEBUG_LEVELS)} or null, not {level!r}")
    default = Policy()
    channels = _int_key(path, "shm.channels", shm.get("channels", default.shm_channels), 1, 64)
    communicators = _int_key(path, "shm.communicators", shm.get("communicators", default.shm_communicators), 1)
    margin = shm.get("margin", default.shm_margin)
    if not isinstance(margin, (int, float)) or isinstance(margin, bool) or margin < 1:
        raise _fail(path, f"shm.margin must be a number >= 1, not {margin!r}")
    _int_key(path, "memlock_min_bytes", data.get("memlock_min_bytes", 0), 0)  # accepted, no effect
    block_below = _int_key(path, "memlock_block_below_bytes",
                           data.get("memlock_block_below_bytes", default.memlock_block_below_bytes), 0)
    dl = default.dataloader
    if loader:
        dl = DataLoaderShape(_int_key(path, "dataloader.workers", loader.get("workers", dl.workers), 0),
                             _int_key(path, "dataloader.prefetch_factor",
                                      loader.get("prefetch_factor", dl.prefetch_factor), 1),
                             _int_key(path, "dataloader.batch_bytes", loader.get("batch_bytes", dl.batch_bytes), 0),
                             source=f"policy file {path}")
    comm_test = data.get("comm_test", default.comm_test)
    if comm_test not in COMM_TEST_VALUES:
        raise _fail(path, f"comm_test must be one of {', '.join(COMM_TEST_VALUES)}, not {comm_test!r}")
    forbid = env.get("forbid") or []
    if not isinstance(forbid, list) or not all(isinstance(n, str) and ENV_NAME.fullmatch(n) for n in forbid):
        raise _fail(path, "env.forbid must be a list of variable names")
    overrides = PolicyOverrides(frozenset(forbid), _env_map(path, "force", env.get("force")),
                                _env_map(path, "pin", env.get("pin")), source=f"policy file {path}")
    return Policy(nccl_debug=str(level).upper() if level is not None else None, shm_channels=channels,
                  shm_margin=float(margin), shm_communicators=communicators,
                  memlock_block_below_bytes=block_below, dataloader=dl, overrides=overrides, comm_test=comm_test)


SITE_CONFIG = "/etc/safelaunch/config.yaml"


def policy_locations(explicit: str | None, environ: Mapping[str, str]) -> list[tuple[str, bool]]:
    """(path, must exist) of every policy file, lowest precedence first: the site file
    (/etc/safelaunch/config.yaml), the user's ($XDG_CONFIG_HOME/safelaunch/config.yaml, default
    ~/.config), $SAFELAUNCH_CONFIG, then --config. Files named explicitly must exist; the site and
    user files are read when present."""
    xdg = environ.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
    out = [(SITE_CONFIG, False), (os.path.join(xdg, "safelaunch", "config.yaml"), False)]
    if environ.get("SAFELAUNCH_CONFIG"):
        out.append((environ["SAFELAUNCH_CONFIG"], True))
    if explicit:
        out.append((explicit, True))
    return out


def _merge(base: dict[str, Any], top: dict[str, Any]) -> dict[str, Any]:
    """A later file wins key by key: nested mappings (shm, dataloader, env.force, env.pin) are merged,
    env.forbid lists are joined."""
    out = dict(base)
    for key, value in top.items():
        old = out.get(key)
        if key == "forbid" and isinstance(old, list) and isinstance(value, list):
            out[key] = [*old, *(v for v in value if v not in old)]
        elif isinstance(old, dict) and isinstance(value, dict):
            out[key] = _merge(old, value)
        else:
            out[key] = value
    return out


MAX_YAML_BYTES = 1 << 20
MAX_YAML_DEPTH = 32
MAX_YAML_ALIASES = 64


def load_yaml_bounded(data: bytes, path: str, what: str, code: str) -> Any:
    """YAML from a user's file with a safe loader and bounds: size, nesting depth, alias count (a
    "billion laughs" file or 10,000 nested brackets is refused, not fed to the recursion limit)."""
    import yaml  # only paid for when a file is given

    if len(data) > MAX_YAML_BYTES:
        raise UserError(f"The {what} {path} is larger than {MAX_YAML_BYTES >> 20} MiB; that is not a {what}.",
                        code=code)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data[:e.start].count(b"\n") + 1
        raise UserError(f"The {what} {path} is not UTF-8 text: byte 0x{data[e.start]:02x} at offset {e.start} "
                        f"(line {line}) cannot be decoded. Save it as UTF-8.", code=code) from None

    class Bounded(yaml.SafeLoader):
        depth = 0
        aliases = 0

        def compose_node(self, parent: Any, index: Any) -> Any:
            if self.check_event(yaml.events.AliasEvent):
                self.aliases += 1
                if self.aliases > MAX_YAML_ALIASES:
                    raise yaml.YAMLError(f"more than {MAX_YAML_ALIASES} aliases (*name)")
            self.depth += 1
            try:
                if self.depth > MAX_YAML_DEPTH:
                    raise yaml.YAMLError(f"nested more than {MAX_YAML_DEPTH} levels deep")
                return super().compose_node(parent, index)
            finally:
                self.depth -= 1

    try:
        return yaml.load(text, Loader=Bounded)
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        at = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(e, "problem", None) or str(e).splitlines()[0]
        raise UserError(f"The {what} {path} is not valid YAML{at}: {problem}. Fix the file "
                        f"({'configs/example.yaml' if what == 'policy file' else 'safelaunch/signatures.yaml'} "
                        "shows the format).", code=code) from None


def _read(path: str, where: str) -> Any:
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_YAML_BYTES + 1)
    except OSError as e:
        raise UserError(f"Cannot read the policy file {path}: {e.strerror}. Check {where}.", code="config") from None
    return load_yaml_bounded(data, path, "policy file", "config")


def load_policy(path: str | None, environ: Mapping[str, str] | None = None) -> Policy:
    """The policy from every location (see ``policy_locations``), each file checked on its own, then
    merged with the later ones winning."""
    environ = os.environ if environ is None else environ
    merged: dict[str, Any] = {}
    read: list[str] = []
    for location, required in policy_locations(path, environ):
        if not required and not os.path.isfile(location):
            continue
        where = "--config" if location == path else "$SAFELAUNCH_CONFIG" if required else location
        data = _read(location, where)
        parse_policy(data, location)  # every file valid by itself: errors name the file
        if isinstance(data, dict):
            merged = _merge(merged, data)
        read.append(location)
    if not read:
        return Policy()
    label = read[0] if len(read) == 1 else ", ".join(read)
    policy = parse_policy(merged, label)
    return replace(policy, files=tuple(read))
