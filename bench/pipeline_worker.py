"""One measured run of safelaunch's output pipeline: `cat FILE` supervised, console to /dev/null.

Prints {"seconds", "max_rss_mb", "events", "engine"} as JSON. Run in a fresh process so that the
peak RSS is this pipeline's alone.
"""

from __future__ import annotations

import json
import os
import sys
import time

from safelaunch.catalog import load_catalog, make_matcher
from safelaunch.classify import Event, StreamClassifier
from safelaunch.diagnosis import Diagnoser, Tail
from safelaunch.output import OutputPipeline
from safelaunch.supervise import supervise


def main() -> None:
    source, log_path, engine = sys.argv[1], sys.argv[2], sys.argv[3]
    sigs = load_catalog()
    matcher = make_matcher(sigs, engine)
    diag = Diagnoser()
    count = [0]

    def on_event(e: Event) -> None:
        count[0] += 1
        diag(e)

    console = os.open(os.devnull, os.O_WRONLY)
    log_fd = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    pipeline = OutputPipeline([StreamClassifier(sigs, matcher, on_event), Tail()], console_fd=console, log_fd=log_fd)
    start = time.perf_counter()
    supervise(["cat", source], os.environ, pipeline, grace=5)
    seconds = time.perf_counter() - start
    os.close(log_fd)
    # VmHWM, not ru_maxrss: ru_maxrss survives exec and would report the parent's peak.
    with open("/proc/self/status") as f:
        rss_mb = next(int(line.split()[1]) for line in f if line.startswith("VmHWM:")) / 1024
    print(json.dumps({"seconds": seconds, "max_rss_mb": rss_mb, "events": count[0], "engine": matcher.engine}))


if __name__ == "__main__":
    main()
