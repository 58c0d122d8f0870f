"""The launcher's output: bytes to the console and the log as they come, then to the classifier.

Bytes are never decoded on the way to the console or the log, so invalid UTF-8, NULs and
carriage-return progress bars pass through unchanged. A console that goes away
(``safelaunch ... | head``, a closed terminal) stops console writes only; the job keeps
running and the log keeps every byte. A log that cannot be written (a full disk) stops the log
only: the console keeps every byte, the output is still drained and classified, and the log's
``LogFile`` says once where it stops.
"""

from __future__ import annotations

import errno
import os
import re
import select
import signal
from typing import Protocol

from safelaunch.classify import Event
from safelaunch.rundir import LogFile


class ChunkSink(Protocol):
    def feed(self, data: bytes) -> None: ...


def write_all(fd: int, data: bytes | memoryview) -> None:
    view = memoryview(data)
    while view:
        try:
            n = os.write(fd, view)
        except BlockingIOError:
            select.select([], [fd], [])  # a non-blocking console (rare): wait until it drains
            continue
        view = view[n:]


class OutputPipeline:
    def __init__(self, sinks: list[ChunkSink], console_fd: int | None = 1, log_fd: int | None = None,
                 log: LogFile | None = None) -> None:
        self.console_fd = console_fd
        self.console_error: str | None = None
        if log is None and log_fd is not None:
            log = LogFile(f"/proc/self/fd/{log_fd}", log_fd, owns_fd=False)
        self.log = log
        self._sinks = sinks

    def feed(self, data: bytes) -> None:
        if self.log is not None:
            self.log.write(data)  # the log first: it is the record; a write error stops the log, never the job
        if self.console_fd is not None:
            try:
                write_all(self.console_fd, data)
            except OSError as e:
                # EPIPE/EIO: the reader or terminal is gone. Keep the job and the log alive.
                self.console_error = os.strerror(e.errno or errno.EIO)
                self.console_fd = None
        for sink in self._sinks:
            sink.feed(data)

    def close(self) -> None:
        for sink in self._sinks:
            close = getattr(sink, "close", None)
            if close:
                close()


class RankSignalWatcher:
    """A rank killed by signal N, as the launcher reports it: deepspeed's launch.py prints `exits with return
    code = -N` (and exits 256-N); torchrun's SubprocessContext logs the first failed worker as `failed
    (exitcode: -N) local_rank: R` (torch/distributed/elastic/multiprocessing/api.py, torch 2.13) and exits 1."""

    PATTERN = re.compile(r"exits with return code = -(\d+)|failed \(exitcode: -(\d+)\) local_rank:")

    def __init__(self) -> None:
        self.signal: int | None = None

    def __call__(self, event: Event) -> None:
        m = self.PATTERN.search(event.text)
        if m and self.signal is None:
            n = int(m.group(1) or m.group(2))
            if 0 < n < signal.NSIG:
                self.signal = n
