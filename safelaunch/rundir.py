"""The run directory: raw log, events, preflight facts and decisions, the exact launch.

Before the launch a file that cannot be written is a clear error (the job is not started: its log
would be lost). Once the job runs, a write error on any file here (a full disk, a quota, an NFS
server gone) never touches the job: the file is marked incomplete, safelaunch says so once on stderr
with the byte offset where it stops, and the job, the console copy and the exit status go on.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import time
from collections.abc import Iterable, Mapping
from typing import Any

from safelaunch.classify import Event
from safelaunch.errors import UserError
from safelaunch.secrets import mask_env, mask_json


def redact(env: Mapping[str, str]) -> dict[str, str]:
    """The environment as it may be written down (safelaunch.secrets: by name and by value)."""
    return mask_env(env)


def _say(message: str) -> None:
    with contextlib.suppress(OSError):
        os.write(2, f"safelaunch: {message}\n".encode(errors="backslashreplace"))


def _strerror(e: OSError) -> str:
    return e.strerror or os.strerror(e.errno or errno.EIO)


def _open_new(path: str) -> int:
    # O_EXCL|O_NOFOLLOW: never append to, or follow a symlink planted at, someone else's file.
    return os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_APPEND | os.O_CLOEXEC, 0o640)


def _write_all(fd: int, data: bytes | memoryview, written: list[int]) -> None:
    """Write every byte; ``written[0]`` counts the bytes that reached the file, even when it raises."""
    view = memoryview(data)
    while view:
        n = os.write(fd, view)
        written[0] += n
        view = view[n:]


class LogFile:
    """A run-directory file written while the job runs. The first write error stops it for good and is
    reported once; writes after that are dropped silently. Never raises."""

    def __init__(self, path: str, fd: int, owns_fd: bool = True) -> None:
        self.path = path
        self._fd: int | None = fd
        self._owns_fd = owns_fd  # False: the caller closes it (a pipe in tests, a bench's file)
        self._written = [0]
        self.error: str | None = None

    @property
    def size(self) -> int:
        return self._written[0]

    def write(self, data: bytes | memoryview) -> None:
        if self._fd is None:
            return
        try:
            _write_all(self._fd, data, self._written)
        except OSError as e:
            self._fail(e)

    def _fail(self, e: OSError) -> None:
        self.error = _strerror(e)
        _say(f"the log {self.path} is incomplete from byte {self.size}: {self.error}; the job continues")
        self._close_fd()

    def _close_fd(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None and self._owns_fd:
            with contextlib.suppress(OSError):
                os.close(fd)

    def close(self, sync: bool = False) -> None:
        """fsync (when asked) and close; an error here (NFS reports a full disk at fsync or close)
        is reported like a failed write."""
        if self._fd is None:
            return
        if not self._owns_fd:
            self._fd = None
            return
        fd, self._fd = self._fd, None
        try:
            if sync:
                os.fsync(fd)
        except OSError as e:
            if e.errno not in (errno.EINVAL, errno.EROFS):  # a pipe or a special file cannot be synced
                self.error = _strerror(e)
                _say(f"the log {self.path} may be incomplete from byte {self.size}: {self.error}")
        try:
            os.close(fd)
        except OSError as e:
            if self.error is None:
                self.error = _strerror(e)
                _say(f"the log {self.path} may be incomplete from byte {self.size}: {self.error}")


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
        try:
            os.mkdir(path, 0o750)
        except OSError as e:
            raise UserError(f"Cannot create the run directory {path}: {e.strerror}. safelaunch does not start a "
                            "job whose log would be lost; free some space or choose another place with --runs-dir.",
                            code="usage") from None
        return RunDir(path)

    def file(self, name: str) -> str:
        return os.path.join(self.path, name)

    def _cannot_write(self, name: str, e: OSError) -> UserError:
        return UserError(f"Cannot write {self.file(name)}: {_strerror(e)}. safelaunch keeps every run's log in "
                         f"{self.path} and does not start a job whose log would be lost; free some space or choose "
                         "another place with --runs-dir.", code="usage")

    def open_log(self, name: str = "output.log") -> LogFile:
        """A file written during the run (before the launch: an error is a UserError)."""
        try:
            return LogFile(self.file(name), _open_new(self.file(name)))
        except OSError as e:
            raise self._cannot_write(name, e) from None

    def write_json(self, name: str, data: Any, known: Iterable[str] = ()) -> None:
        """A whole JSON file, before the launch: any error is a UserError (the job is not started).
        Secrets are masked (safelaunch.secrets), and so is every occurrence of a ``known`` secret value."""
        try:
            self._write_json(name, data, known)
        except OSError as e:
            raise self._cannot_write(name, e) from None

    def write_json_after_launch(self, name: str, data: Any) -> bool:
        """A whole JSON file once the job has run: an error is reported and never changes the exit status."""
        try:
            self._write_json(name, data)
        except OSError as e:
            _say(f"could not write {self.file(name)}: {_strerror(e)} (the job's exit status is unaffected)")
            return False
        return True

    def _write_json(self, name: str, data: Any, known: Iterable[str] = ()) -> None:
        text = json.dumps(mask_json(data, known), indent=2, default=str) + "\n"
        fd = _open_new(self.file(name))
        try:
            _write_all(fd, text.encode(), [0])
        finally:
            os.close(fd)


class EventLog:
    """events.jsonl: one JSON object per classified line, written as they happen (never raises)."""

    def __init__(self, log: LogFile) -> None:
        self._log = log

    @classmethod
    def open(cls, run_dir: RunDir) -> EventLog:
        return cls(run_dir.open_log("events.jsonl"))

    def __call__(self, event: Event) -> None:
        self._log.write((json.dumps(mask_json(event.as_json())) + "\n").encode())

    def close(self) -> None:
        self._log.close()
