"""A job for the hardening tests: print numbered lines, then exit with a chosen status.

--bytes N    print N bytes of numbered lines (written in 64 KiB pieces, unbuffered)
--events K   every K-th line is one the classifier knows (`Connection reset by peer`)
--say TEXT   print TEXT on a line of its own first (a token the job itself prints)
--copy PATH  also write exactly what was printed to PATH (to compare with the console)
--exit S     exit with status S
--sleep S    print "ready rank=R pid=P" and sleep S seconds before exiting
"""

import argparse
import os
import sys
import time

parser = argparse.ArgumentParser()
parser.add_argument("--bytes", type=int, default=0)
parser.add_argument("--events", type=int, default=0)
parser.add_argument("--say")
parser.add_argument("--copy")
parser.add_argument("--exit", type=int, default=0)
parser.add_argument("--sleep", type=float, default=0)
args, _ = parser.parse_known_args()  # deepspeed appends --local_rank=N


def lines(total: int, every: int) -> bytes:
    out, i, size = [], 0, 0
    while size < total:
        known = every and i % every == every - 1
        text = b"%08d Connection reset by peer\n" % i if known else b"%08d %s\n" % (i, b"x" * 71)
        out.append(text)
        size += len(text)
        i += 1
    return b"".join(out)[:total]


data = (args.say.encode() + b"\n" if args.say else b"") + lines(args.bytes, args.events)
if args.copy:
    with open(args.copy, "wb") as f:
        f.write(data)
view = memoryview(data)
while view:
    n = os.write(1, view[:65536])
    view = view[n:]
if args.sleep:
    os.write(1, f"ready rank={os.environ.get('RANK', '0')} pid={os.getpid()}\n".encode())
    time.sleep(args.sleep)
sys.exit(args.exit)
