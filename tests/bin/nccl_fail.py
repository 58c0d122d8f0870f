"""Prints what a rank prints when NCCL cannot create its /dev/shm segment, then fails like it."""

import os
import sys

rank = int(os.environ.get("RANK", "0"))
host = os.uname().nodename
print(f"rank {rank} starting", flush=True)
if os.environ.get("NCCL_SHM_DISABLE") == "1":
    print(f"rank {rank} done (NCCL_SHM_DISABLE=1)", flush=True)
    sys.exit(0)
if rank == 1:
    print(f"{host}:{os.getpid()}:{os.getpid() + 7} [1] misc/shmutils.cc:88 NCCL WARN Error: failed to extend "
          "/dev/shm/nccl-WU88OE to 9637892 bytes, error: No space left on device (28)", flush=True)
    print("torch.distributed.DistBackendError: NCCL error in: ProcessGroupNCCL.cpp:1970, unhandled system error",
          flush=True)
    sys.exit(1)
print(f"[rank{rank}]:[E ProcessGroupNCCL.cpp:616] [Rank {rank}] Watchdog caught collective operation timeout: "
      "WorkNCCL(SeqNum=1, OpType=ALLREDUCE) ran for 600000 milliseconds before timing out.", flush=True)
sys.exit(1)
