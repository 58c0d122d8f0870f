"""The launcher's output: bytes to the console as they come, bounded lines to watchers.

Bytes are never decoded on the way to the console, so invalid UTF-8 and
carriage-return progress bars pass through unchanged. A console that goes away
(``safelaunch ... | head``) stops console writes only; the job keeps running and
the other sinks keep receiving everything.
"""

from __future__ import annotations

import errno
import os
import re
import select
import signal
from collections.abc import Callable

LineWatcher = Callable[[str], None]
MAX_LINE_BYTES = 64 * 1024  # longer lines reach watchers truncated; the raw bytes are untouched
TRUNCATED_MARK = " [...line truncated by safelaunch]"


def write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        try:
            n = os.write(fd, view)
        except BlockingIOError:
            select.select([], [fd], [])  # a non-blocking console (rare): wait until it drains
            continue
        view = view[n:]


class LineSplitter:
    """Cuts a byte stream into lines at \\n or \\r, keeping at most MAX_LINE_BYTES of each."""

    def __init__(self, watchers: list[LineWatcher], max_line: int = MAX_LINE_BYTES) -> None:
        self._watchers = watchers
        self._max = max_line
        self._buf = bytearray()
        self._truncated = False

    def feed(self, data: bytes) -> None:
        start = 0
        for m in re.finditer(rb"[\r\n]", data):
            self._take(data[start:m.start()])
            self._emit()
            start = m.end()
        self._take(data[start:])

    def close(self) -> None:
        if self._buf or self._truncated:
            self._emit()

    def _take(self, chunk: bytes) -> None:
        room = self._max - len(self._buf)
        if len(chunk) > room:
            self._buf += chunk[:room]
            self._truncated = True
        else:
            self._buf += chunk

    def _emit(self) -> None:
        if not self._buf and not self._truncated:
            return
        line = self._buf.decode("utf-8", errors="replace")
        if self._truncated:
            line += TRUNCATED_MARK
        self._buf = bytearray()
        self._truncated = False
        for watch in self._watchers:
            watch(line)


class OutputPipeline:
    def __init__(self, watchers: list[LineWatcher], console_fd: int | None = 1) -> None:
        self.console_fd = console_fd
        self.console_error: str | None = None
        self._lines = LineSplitter(watchers)

    def feed(self, data: bytes) -> None:
        if self.console_fd is not None:
            try:
                write_all(self.console_fd, data)
            except OSError as e:
                # EPIPE/EIO: the reader or terminal is gone. Keep the job and the other sinks alive.
                self.console_error = os.strerror(e.errno or errno.EIO)
                self.console_fd = None
        self._lines.feed(data)

    def close(self) -> None:
        self._lines.close()


class RankSignalWatcher:
    """deepspeed turns a rank killed by signal N into `exits with return code = -N` and exits 256-N."""

    PATTERN = re.compile(r"exits with return code = -(\d+)")

    def __init__(self) -> None:
        self.signal: int | None = None

    def __call__(self, line: str) -> None:
        m = self.PATTERN.search(line)
        if m and self.signal is None:
            n = int(m.group(1))
            if 0 < n < signal.NSIG:
                self.signal = n
