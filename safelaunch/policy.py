"""The YAML policy file (``--config``): tunables of the rules and env overrides.

Every key is checked; a typo is an error naming the file and the key, because a
silently ignored policy is worse than none.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from safelaunch.errors import UserError
from safelaunch.plan import PolicyOverrides

NCCL_DEBUG_LEVELS = ("VERSION", "WARN", "INFO", "TRACE", "ABORT")
ENV_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


@dataclass(frozen=True)
class Policy:
    nccl_debug: str | None = "WARN"  # level set when NCCL_DEBUG is unset; None: leave unset
    shm_channels: int = 2  # NCCL collective channels assumed for the /dev/shm estimate
    shm_margin: float = 1.25
    memlock_min_bytes: int = 1 << 30
    overrides: PolicyOverrides = field(default_factory=PolicyOverrides)


TOP_KEYS = {"nccl_debug", "shm", "memlock_min_bytes", "env"}
SHM_KEYS = {"channels", "margin"}
ENV_KEYS = {"forbid", "force", "pin"}


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
        if not isinstance(name, str) or not ENV_NAME.match(name):
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
    if not isinstance(shm, dict) or not isinstance(env, dict):
        raise _fail(path, "`shm` and `env` must be mappings")
    _check_keys(path, "shm", shm, SHM_KEYS)
    _check_keys(path, "env", env, ENV_KEYS)
    level = data.get("nccl_debug", "WARN")
    if level is not None and str(level).upper() not in NCCL_DEBUG_LEVELS:
        raise _fail(path, f"nccl_debug must be one of {', '.join(NCCL_DEBUG_LEVELS)} or null, not {level!r}")
    channels, margin = shm.get("channels", 2), shm.get("margin", 1.25)
    memlock_min = data.get("memlock_min_bytes", 1 << 30)
    if not isinstance(channels, int) or isinstance(channels, bool) or not 1 <= channels <= 64:
        raise _fail(path, f"shm.channels must be an integer from 1 to 64, not {channels!r}")
    if not isinstance(margin, (int, float)) or isinstance(margin, bool) or margin < 1:
        raise _fail(path, f"shm.margin must be a number >= 1, not {margin!r}")
    if not isinstance(memlock_min, int) or isinstance(memlock_min, bool) or memlock_min < 0:
        raise _fail(path, f"memlock_min_bytes must be a non-negative integer, not {memlock_min!r}")
    forbid = env.get("forbid") or []
    if not isinstance(forbid, list) or not all(isinstance(n, str) and ENV_NAME.match(n) for n in forbid):
        raise _fail(path, "env.forbid must be a list of variable names")
    overrides = PolicyOverrides(frozenset(forbid), _env_map(path, "force", env.get("force")),
                                _env_map(path, "pin", env.get("pin")), source=f"policy file {path}")
    return Policy(str(level).upper() if level is not None else None, channels, float(margin),
                  memlock_min, overrides)


def load_policy(path: str | None) -> Policy:
    if path is None:
        return Policy()
    import yaml  # only paid for when a policy file is given

    try:
        with open(path, encoding="utf-8") as f:
            data = yaml.safe_load(f)
    except OSError as e:
        raise UserError(f"Cannot read the policy file {path}: {e.strerror}. "
                        "Check the path given to --config.", code="config") from None
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(e, "problem", None) or str(e).splitlines()[0]
        raise UserError(f"The policy file {path} is not valid YAML{where}: {problem}. "
                        "Fix the syntax (configs/example.yaml shows the format).", code="config") from None
    return parse_policy(data, path)
