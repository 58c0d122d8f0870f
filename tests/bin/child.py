"""Child process behaviours for supervisor tests (started directly, no launcher).

modes:
  exit N            exit with N
  selfkill SIG      kill itself with signal SIG
  signals [ignore]  print "ready <pid>" then "got <signum>" for each SIGINT/SIGTERM/SIGHUP;
                    exit 1 after the first unless "ignore"
  leave-grandchild  start `sleep 300` in the background (same group), print its pid, exit 3
  leave-orphan      start a `sleep 300` in a new session, print its pid, exit 0
  binary N          write N random bytes (seeded) to stdout, then exit 0
  flood-then-file F write 2 MB of lines, then create file F, exit 0
"""

import os
import random
import signal
import subprocess
import sys
import time


def say(line: str) -> None:
    os.write(1, f"{line}\n".encode())  # one write: lines of concurrent children never interleave


mode = sys.argv[1]
if mode == "exit":
    sys.exit(int(sys.argv[2]))
elif mode == "selfkill":
    os.kill(os.getpid(), getattr(signal, "SIG" + sys.argv[2]))
elif mode == "signals":
    ignore = len(sys.argv) > 2 and sys.argv[2] == "ignore"

    def handler(signum: int, frame: object) -> None:
        say(f"got {signum}")
        if not ignore:
            sys.exit(1)

    for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(s, handler)
    say(f"ready {os.getpid()}")
    while True:
        time.sleep(0.05)
elif mode == "leave-grandchild":
    p = subprocess.Popen(["sleep", "300"], stdout=subprocess.DEVNULL)
    print(f"grandchild {p.pid}", flush=True)
    sys.exit(3)
elif mode == "leave-writer":
    # A background process that keeps our stdout open and ignores SIGTERM.
    p = subprocess.Popen(["sh", "-c", 'trap "" TERM; echo "late line from $$"; exec sleep 300'])
    time.sleep(0.3)
    sys.exit(0)
elif mode == "leave-orphan":
    p = subprocess.Popen(["sleep", "300"], start_new_session=True, stdout=subprocess.DEVNULL)
    print(f"orphan {p.pid}", flush=True)
    sys.exit(0)
elif mode == "binary":
    data = random.Random(7).randbytes(int(sys.argv[2]))
    sys.stdout.buffer.write(data)
    sys.stdout.flush()
elif mode == "flood-then-file":
    line = b"x" * 99 + b"\n"
    for _ in range(20000):
        sys.stdout.buffer.write(line)
    sys.stdout.flush()
    open(sys.argv[2], "w").close()
elif mode == "count-until-signal":
    # Numbered lines as fast as possible; on SIGINT/SIGTERM print a last line and exit 0.
    stop: list[int] = []
    for s in (signal.SIGINT, signal.SIGTERM):
        signal.signal(s, lambda *_: stop.append(1))
    i = 0
    while not stop:
        # Whole lines in writes of at most PIPE_BUF (4096) bytes, which a pipe keeps atomic: a message
        # another process writes to the same pipe meanwhile (torchrun's warning after the signal) lands
        # between lines, never inside one. (Bigger writes were split, and one line came out cut in two.)
        os.write(1, b"".join(b"line %d\n" % n for n in range(i, i + 300)))
        i += 300
    os.write(1, b"stopped after %d lines\n" % i)
elif mode == "huge-line":
    sys.stdout.buffer.write(b"A" * int(sys.argv[2]) + b"\nend\n")
    sys.stdout.flush()
