"""The remote side of a multi-node launch: deliver the per-node script, signal and clean up by identity."""

from __future__ import annotations

import shlex
import signal
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING

from safelaunch import delivery
from safelaunch.errors import UserError
from safelaunch.remote import SshTarget, run_on, write_file

if TYPE_CHECKING:
    from safelaunch.preflight import Preflight


class RemoteJob:
    def __init__(self, pf: Preflight, script: str) -> None:
        assert pf.script_path is not None
        self.settings = pf.settings
        self.path = pf.script_path
        self.script = script
        self.targets = [pf.targets[a] for a in pf.plans]
        # The trampoline that runs the training script with its exact arguments, when the command uses it.
        self.extra = {delivery.trampoline_path(pf.script_path): delivery.trampoline_source()} \
            if delivery.trampoline_path(pf.script_path) in pf.command else {}

    def _each(self, fn: Callable[[SshTarget], str | None]) -> dict[str, str | None]:
        """Run ``fn`` for every node at once; alias -> error text or None."""
        with ThreadPoolExecutor(max_workers=min(self.settings.fanout, len(self.targets) or 1)) as pool:
            return dict(zip((t.alias for t in self.targets), pool.map(fn, self.targets), strict=True))

    def deliver(self) -> None:
        def write(t: SshTarget) -> str | None:
            for path, content in ({self.path: self.script} | self.extra).items():
                error = write_file(t, self.settings, path, content)
                if error:
                    return error
            return None

        errors = {a: e for a, e in self._each(write).items() if e}
        if errors:
            listing = "; ".join(f"{a}: {e}" for a, e in errors.items())
            raise UserError(f"Could not write the per-node environment script {self.path} on "
                            f"{', '.join(errors)} ({listing}). Check that /tmp is writable there; nothing was "
                            "started.", code="blocked")

    def signal(self, sig: int) -> None:
        """Signal the process group each node's job recorded (never a pattern kill)."""
        pgid_file = shlex.quote(self.path) + '."$(hostname)".pgid'
        name = signal.Signals(sig).name.removeprefix("SIG")
        script = f"pg=$(cat {pgid_file} 2>/dev/null) || exit 0; "
        if sig == signal.SIGKILL:
            # torchrun's workers lead their own sessions: kill each child's group, found by parent pid.
            script += "for c in $(pgrep -P $pg); do kill -s KILL -- -$c 2>/dev/null; done; "
        script += f"kill -s {name} -- -$pg"
        cmd = f"/bin/sh -c {shlex.quote(script)}"
        self._each(lambda t: run_on(t, self.settings, cmd))

    def cleanup(self) -> None:
        path = shlex.quote(self.path)
        extra = " ".join(shlex.quote(p) for p in self.extra)
        self._each(lambda t: run_on(t, self.settings, f"rm -f {path} {path}.*.pgid {extra}".rstrip()))
