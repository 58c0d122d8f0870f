"""A training-script stand-in started by deepspeed/torchrun in tests.

--dump DIR     write this rank's environment to DIR/rank<RANK>.json
--gloo         join a real gloo process group and all-reduce once
--exit N       exit with status N (every rank)
--kill-self S  rank 1 kills itself with signal S (e.g. KILL)
--sleep S      print "ready rank=R pid=P" and sleep S seconds
"""

import argparse
import json
import os
import signal
import sys
import time

parser = argparse.ArgumentParser()
parser.add_argument("--dump")
parser.add_argument("--gloo", action="store_true")
parser.add_argument("--exit", type=int, default=0)
parser.add_argument("--kill-self")
parser.add_argument("--sleep", type=float, default=0)
args, _ = parser.parse_known_args()  # deepspeed appends --local_rank=N
rank = int(os.environ.get("RANK", "0"))

if args.gloo:
    import torch
    import torch.distributed as dist

    dist.init_process_group("gloo")
    t = torch.ones(1)
    dist.all_reduce(t)
    assert t.item() == dist.get_world_size()
    # Without this barrier a rank that finishes first tears gloo down while its peer's connection
    # thread is still running, and the peer aborts ("terminate called without an active exception").
    dist.barrier()
    dist.destroy_process_group()
if args.dump:
    with open(os.path.join(args.dump, f"rank{rank}.json"), "w") as f:
        import resource

        seen = dict(os.environ)
        seen["__memlock_soft__"] = str(resource.getrlimit(resource.RLIMIT_MEMLOCK)[0])
        seen["__memlock_hard__"] = str(resource.getrlimit(resource.RLIMIT_MEMLOCK)[1])
        seen["__argv__"] = json.dumps(sys.argv[1:])
        json.dump(seen, f)
if args.kill_self and rank == 1:
    os.kill(os.getpid(), getattr(signal, "SIG" + args.kill_self))
if args.sleep:
    os.write(1, f"ready rank={rank} pid={os.getpid()}\n".encode())
    time.sleep(args.sleep)
sys.exit(args.exit)
