"""Run the training script with exactly the arguments safelaunch was given.

deepspeed's pdsh launcher sends the script's arguments through a remote shell, wrapping those with
a space in double quotes (ds launcher/multinode_runner.py `PDSHRunner.parse_user_args`), so `$(...)`
and backticks in an argument run on every node and the rank gets something else. When an argument
holds such characters, safelaunch passes this file as the script and the real script and arguments
as one base64 word, which no shell changes. Standard library only: it is written to every node next
to the per-node environment script and run by the job's own interpreter.

    python -u trampoline.py [--local_rank=N] <base64 of {"script": ..., "args": [...]}>
"""

import base64
import json
import os
import runpy
import sys


def main() -> None:
    words = sys.argv[1:]
    local_rank = [w for w in words if w.startswith("--local_rank=")]  # deepspeed inserts it after the script
    payload = [w for w in words if not w.startswith("--local_rank=")]
    if len(payload) != 1:
        sys.exit(f"safelaunch trampoline: expected one encoded argument, got {len(payload)}")
    job = json.loads(base64.b64decode(payload[0]).decode("utf-8", "surrogateescape"))
    script = str(job["script"])
    sys.argv = [script, *local_rank, *[str(a) for a in job["args"]]]
    sys.path[0] = os.path.dirname(os.path.abspath(script))
    runpy.run_path(script, run_name="__main__")


if __name__ == "__main__":
    main()
