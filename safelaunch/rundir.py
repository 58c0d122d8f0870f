"""The run directory: raw log, events, preflight facts and decisions, the exact launch."""

from __future__ import annotations

import json
import os
import re
import time
from collections.abc import Mapping
from typing import Any

from safelaunch.classify import Event
from safelaunch.errors import UserError

SECRET_NAME = re.compile(r"TOKEN|SECRET|PASSW|API_?KEY|ACCESS_KEY|PRIVATE_KEY|CREDENTIAL|AUTH", re.IGNORECASE)


def redact(env: Mapping[str, str]) -> dict[str, str]:
    """The environment as it may be written down: values of secret-looking names are masked."""
    return {k: ("****" if SECRET_NAME.search(k) else v) for k, v in env.items()}


def _open_new(path: str) -> int:
    # O_EXCL|O_NOFOLLOW: never append to, or follow a symlink planted at, someone else's file.
    return os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_APPEND | os.O_CLOEXEC, 0o640)


class RunDir:
    def __init__(self, path: str) -> None:
        self.path = path

    @classmethod
    def create(cls, base: str, runner: str) -> RunDir:
        name = f"{time.strftime('%Y%m%d-%H%M%S')}-{runner}-{os.getpid()}"
        path = os.path.join(base, name)
        try:
            os.makedirs(base, exist_ok=True)
            os.mkdir(path, 0o750)  # ours now: the log files can be created in it
        except OSError as e:
            raise UserError(f"Cannot create the run directory {path}: {e.strerror}. safelaunch keeps every run's "
                            "log there and does not start a job whose log would be lost; choose a writable place "
                            "with --runs-dir.", code="usage") from None
        return cls(path)

    def sub(self, name: str) -> RunDir:
        path = os.path.join(self.path, name)
        os.mkdir(path, 0o750)
        return RunDir(path)

    def file(self, name: str) -> str:
        return os.path.join(self.path, name)

    def open_log(self) -> int:
        return _open_new(self.file("output.log"))

    def write_json(self, name: str, data: Any) -> None:
        fd = _open_new(self.file(name))
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=2, default=str)
            f.write("\n")


class EventLog:
    """events.jsonl: one JSON object per classified line, written as they happen."""

    def __init__(self, path: str) -> None:
        self._f = os.fdopen(_open_new(path), "w", encoding="utf-8", buffering=1)

    def __call__(self, event: Event) -> None:
        self._f.write(json.dumps(event.as_json()) + "\n")

    def close(self) -> None:
        self._f.close()
