"""Errors a user can cause, and safelaunch's own exit statuses.

A ``UserError`` carries one paragraph naming the thing and the fix; the CLI
prints it and exits with its code, never with a traceback.
"""

from __future__ import annotations

import enum


class ExitCode(enum.IntEnum):
    # Chosen away from 1 (the launcher's own failure code) and from 128+N (signals).
    USAGE = 2
    PREFLIGHT_BLOCKED = 75  # a finding says the job would fail; --launch-anyway overrides
    INTERNAL = 70  # EX_SOFTWARE: a bug in safelaunch
    CONFIG = 78  # EX_CONFIG: bad policy file
    LAUNCHER_NOT_EXECUTABLE = 126
    LAUNCHER_NOT_FOUND = 127


CODES = {
    "usage": ExitCode.USAGE,
    "config": ExitCode.CONFIG,
    "blocked": ExitCode.PREFLIGHT_BLOCKED,
    "not-found": ExitCode.LAUNCHER_NOT_FOUND,
    "not-executable": ExitCode.LAUNCHER_NOT_EXECUTABLE,
}


class UserError(Exception):
    def __init__(self, message: str, code: str = "usage") -> None:
        super().__init__(message)
        self.message = message
        self.exit_code = CODES[code]
