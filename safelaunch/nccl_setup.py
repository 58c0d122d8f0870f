"""Facts about the end of the output that NCCL's setup lines show: the output stops inside communicator setup, and
the ranks it connects are on different hosts.

With ``NCCL_DEBUG=INFO`` NCCL prints its setup step by step: the interfaces it uses (``Bootstrap : Using``,
``NET/Socket : Using``), the network, the rings and trees, and one ``Channel`` line per connection it makes. A job
whose output *stops* in the middle of these lines, with nothing after them, never finished setting up its
communicator: typically a connection to a peer that never completes. Neither fact is a cause by itself; the context
rules (safelaunch/context.py) weigh them with the interfaces NCCL chose, when no line of the output names a cause.

Both are found at the end of the output, on its last ``TAIL_BYTES``:

- ``ends_in_setup``: the output ends with a run of at least ``MIN_RUN`` NCCL setup INFO lines (the last may be cut).
  A run stops at the first line from the end that is not one (an error, a WARN, training output, ``Init COMPLETE``).
- ``ranks_on_two_hosts``: a ``Channel`` line of the network transport joins two different ranks whose GPUs have the
  same number (bus id up to NCCL 2.11, NVML index later). Two ranks of one host never share a GPU (NCCL refuses a
  duplicate GPU), so these ranks are on different hosts, although the log shows only one host's lines.
"""

from __future__ import annotations

import re

from safelaunch.catalog import Signature
from safelaunch.tracebacks import split_tail, strip_prefix

MIN_RUN = 2
MAX_SETUP_LINE = 4096  # NCCL's setup lines are at most a few hundred characters (a Trees line for many channels)

_SOURCE_SETUP = ("NVIDIA/nccl, in setup order: src/bootstrap.cc (Bootstrap : Using%s), src/init.cc (Using network %s; "
                 "Trees%s, v2.7.8-1:748, v2.21.5-1:1224, v2.28.9-1:1226), src/graph/tuning.cc (threadThresholds), "
                 "src/transport/net.cc, p2p.cc, shm.cc (Channel %02d : %d[%lx] -> %d[%lx] via ...), Connected all "
                 "rings/trees (v2.21.5-1 init.cc:1264, v2.28.9-1 transport/generic.cc:37); setup ends with "
                 "'comm %p rank %d nranks %d ... - Init COMPLETE' (v2.7.8-1 init.cc:843, v2.28.9-1 init.cc:1598)")

ENDS_IN_SETUP_SIGNATURE = Signature(
    id="ctx-ends-in-nccl-setup", cls="socket_iface", role="context", severity="info", patterns=(),
    explanation=("The output stops inside NCCL's communicator setup: its last lines are NCCL's setup INFO lines "
                 "(interfaces, rings, channel connections) with nothing after them, so setup never completed."),
    remedy_env={}, remedy_fix="", source=_SOURCE_SETUP)

TWO_HOSTS_SIGNATURE = Signature(
    id="ctx-nccl-ranks-on-two-hosts", cls="socket_iface", role="context", severity="info", patterns=(),
    explanation=("A network-transport channel of NCCL joins two ranks whose GPUs have the same number: two ranks of "
                 "one host never share a GPU, so the job spans hosts."),
    remedy_env={}, remedy_fix="",
    source=("NVIDIA/nccl v2.7.8-1:src/transport/net.cc:100,147 (Channel %02d : %d[%lx] -> %d[%lx] [send|receive] via "
            "NET/%s/%d: rank and bus id of each side) and v2.21.5-1:src/transport/net.cc:195,235 (Channel %02d/%d : "
            "%d[%d] -> %d[%d] ...: rank and NVML device); src/init.cc (Duplicate GPU detected: two ranks of one host "
            "on one GPU are refused)"))

# A colour code, also as a pasted log keeps it without its escape character ("[0m").
_COLOUR = re.compile(r"\x1b?\[[0-9;]*m")
_NCCL_INFO = re.compile(r"^\s*[\w.-]+:\d+:\d+ \[\d+\] NCCL INFO (.*)$")
_VERSION = re.compile(r"^\s*NCCL version \d+\.\d+")
# What NCCL prints while setting a communicator up (sources above); not "Init COMPLETE", which ends setup.
_SETUP = re.compile(r"^(?:Bootstrap|NET/|Using network|Using internal|Using non-device|Channel \d|Trees|Ring \d|"
                    r"threadThresholds|Connected all|Setting affinity|P2P Chunksize|cudaDriverVersion|"
                    r"NCCL_\w+ set by environment|\d+ coll channels|(?:comm 0x[0-9a-f]+ )?rank \d+ n[Rr]anks|"
                    r"Check P2P Type|Could not enable P2P|MNNVL|NVLS|CC Off|ncclCommInitRank|Assigned NET plugin|"
                    r"Initialized NET plugin|Plugin|PXN|Allocated|"
                    # NCCL 2.3 (v2.3.5-5/v2.3.7-1: include/socket.h:104 `NET : Using interface %s:%s`, include/topo.h:51
                    # `Could not find real path of %s`, transport/net_socket.cu:56 `CUDA Dev %d, IP Interfaces : `;
                    # its init.cu:162,579 `comm %p rank %d nranks %d` and `rank %d nranks %d` are the n[Rr]anks above)
                    r"NET : Using interface|Could not find real path of|CUDA Dev \d+, IP Interfaces)")
_NET_CHANNEL = re.compile(r"Channel \d+(?:/\d+)? ?: (\d+)\[([0-9a-fA-F]+)\] -> (\d+)\[([0-9a-fA-F]+)\][^\n]*via NET/")


def _setup_line(line: str) -> bool:
    if len(line) > MAX_SETUP_LINE:
        return False
    if _VERSION.match(line):
        return True
    info = _NCCL_INFO.match(line)
    return bool(info and _SETUP.match(info.group(1)) and not _COMPLETE.search(line))


# The end of a communicator's setup or of its life, not a step of setup: `... - Init COMPLETE` (2.4 on), 2.3.7's bare
# `comm %p rank %d nranks %d - COMPLETE` (init.cu:599), and the teardown's `- Destroy COMPLETE` / `- Abort COMPLETE`
# (v2.30.7-1 init.cc:375 `comm %p rank %d nranks %d cudaDev %d busId %lx - %s COMPLETE`).
_COMPLETE = re.compile(r"- (?:\w+ )?COMPLETE\s*$")


# The output's last line cut inside an NCCL line's first word (`host:pid:tid [1] include`, a paste or a log store that
# stopped mid-line): not evidence either way, so the run of setup lines before it still ends the output.
_CUT_NCCL_LINE = re.compile(r"^\s*[\w.-]+:\d+:\d+ \[\d+\] ?\S*$")


def ends_in_setup(tail: bytes) -> tuple[int, str] | None:
    """(newlines before it, its text) of the last line of a run of at least MIN_RUN NCCL setup lines that ends the
    output (blank lines aside); None when the output ends otherwise."""
    if b"NCCL" not in tail:
        return None
    raw, newlines = split_tail(tail)
    lines = [strip_prefix(_COLOUR.sub("", line)) for line in raw]
    run: list[int] = []
    last = max((i for i, line in enumerate(lines) if line.strip()), default=-1)
    for i in range(len(lines) - 1, -1, -1):
        if not lines[i].strip() or (i == last and _CUT_NCCL_LINE.match(lines[i])):
            continue
        if not _setup_line(lines[i]):
            break
        run.append(i)
    if len(run) < MIN_RUN:
        return None
    return newlines[run[0]], lines[run[0]].strip()


def ranks_on_two_hosts(tail: bytes) -> tuple[int, str] | None:
    """(newlines before it, its text) of the first network-transport Channel line that joins two ranks with the
    same GPU number; None when there is none."""
    if b"via NET/" not in tail:
        return None
    lines, newlines = split_tail(tail)  # the Channel line is searched for, so prefixes and colours may stay
    for i, line in enumerate(lines):
        if len(line) > MAX_SETUP_LINE or "via NET/" not in line:
            continue
        channel = _NET_CHANNEL.search(line)
        if channel and channel.group(1) != channel.group(3) and channel.group(2) == channel.group(4):
            return newlines[i], line.strip()
    return None
