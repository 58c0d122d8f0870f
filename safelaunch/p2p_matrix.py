"""GPU peer-to-peer measured slower than copies through host memory, from p2pBandwidthLatencyTest's matrices.

NVIDIA's CUDA sample p2pBandwidthLatencyTest (the first check the NCCL troubleshooting guide's readers run when GPUs
hang or crawl) prints, for every pair of GPUs, the bandwidth of copies with peer access disabled (staged through host
memory) and enabled. Peer access that works is at least as fast as the staged copy; a pair where it is much slower
(the reports show 2 GB/s against 13 GB/s) has its peer-to-peer traffic redirected up to the CPU's root complex by
PCIe ACS or the IOMMU, the condition under which NCCL's P2P transport hangs or crawls. No single line shows this: it
is the comparison of two numbers in two matrices, done here at the end of the output on its last ``TAIL_BYTES`` (the
sample's whole output for 8 GPUs is about 7 KiB).

A pair the sample reports without peer access (0 in its "P2P Connectivity Matrix") is skipped: there the "enabled"
copy falls back to the staged one by design.
"""

from __future__ import annotations

import re

from safelaunch.catalog import Signature

# Below this share of the staged copy's bandwidth, peer access is not merely unhelpful but redirected.
SLOWER_THAN = 0.5

P2P_SLOWER_SIGNATURE = Signature(
    id="p2p-slower-than-host-copy", cls="p2p_unsupported", role="cause", severity="error", patterns=(),
    explanation=("p2pBandwidthLatencyTest measured peer-to-peer copies between these GPUs at well under half the "
                 "bandwidth of the same copies staged through host memory: their peer traffic is redirected through "
                 "the CPU's root complex (PCIe ACS on the switches or bridges between them, or the IOMMU), the "
                 "condition under which NCCL's P2P transport hangs or crawls."),
    remedy_env={},
    remedy_fix=("Disable PCIe ACS on the bridges between the GPUs (setpci; `sudo lspci -vvv | grep ACSCtl` shows it) "
                "or set the IOMMU to passthrough (iommu=pt, or VT-d/AMD-Vi off in the BIOS), as NCCL's troubleshooting "
                "guide describes; until then NCCL_P2P_DISABLE=1 makes NCCL stage through host memory, which this "
                "measurement shows is faster here."),
    source=("NVIDIA/cuda-samples Samples/5_Domain_Specific/p2pBandwidthLatencyTest/p2pBandwidthLatencyTest.cu "
            "(main: 'P2P Connectivity Matrix', 'Unidirectional P2P=Disabled Bandwidth Matrix (GB/s)', 'Unidirectional "
            "P2P=Enabled Bandwidth (P2P Writes) Matrix (GB/s)', 'Bidirectional P2P=...'; outputBandwidthMatrix: a "
            "'D\\\\D' header, then one row per GPU, '%6d ' and '%6.02f ' per column; without peer access the enabled "
            "copy falls back to cudaMemcpyPeer through the host); NCCL docs, Troubleshooting, 'PCI Access Control "
            "Services (ACS)' (IO virtualization redirects PCI point-to-point traffic to the CPU root complex, causing "
            "a significant performance reduction or a hang)"))

_HEADER = re.compile(r"(Unidirectional|Bidirectional) P2P=(Enabled|Disabled) Bandwidth\b[^\n]*Matrix \(GB/s\)")
_CONNECTIVITY = re.compile(r"P2P Connectivity Matrix")
MAX_MATRIX_LINE = 4096
_ROW = re.compile(r"^\s*(\d+)((?:\s+\d+(?:\.\d+)?)+)\s*$")

Matrix = dict[int, tuple[list[float], int]]  # GPU -> (its row's values, the row's line index)


def _matrices(lines: list[str]) -> tuple[dict[tuple[str, str], Matrix], Matrix]:
    """The bandwidth matrices by (direction, Enabled/Disabled), and the connectivity matrix (the last of each)."""
    found: dict[tuple[str, str], Matrix] = {}
    connectivity: Matrix = {}
    current: Matrix | None = None
    for i, line in enumerate(lines):
        if len(line) > MAX_MATRIX_LINE:
            current = None  # no matrix row or header is this long (one column is 7 characters)
            continue
        header = _HEADER.search(line)
        if header:
            current = found[(header.group(1), header.group(2))] = {}
            continue
        if _CONNECTIVITY.search(line):
            current = connectivity = {}
            continue
        if current is None or "D\\D" in line:
            continue
        row = _ROW.match(line)
        if row is None:
            current = None  # the matrix ended
            continue
        current[int(row.group(1))] = ([float(v) for v in row.group(2).split()], i)
    return found, connectivity


def slow_peer_pair(tail: bytes) -> tuple[int, str] | None:
    """(newlines before its line in ``tail``, a description) of the pair of GPUs whose peer copies are slowest against
    their staged copies, when that is under SLOWER_THAN of them; None when the output shows no such pair (or no
    complete pair of matrices)."""
    if b"P2P=Enabled" not in tail or b"P2P=Disabled" not in tail:
        return None
    lines = tail.decode("utf-8", errors="replace").split("\n")
    found, connectivity = _matrices([ln.rstrip("\r") for ln in lines])
    worst: tuple[float, int, str] | None = None
    for direction in ("Unidirectional", "Bidirectional"):
        enabled, disabled = found.get((direction, "Enabled")), found.get((direction, "Disabled"))
        if not enabled or not disabled:
            continue
        for gpu, (values, line_index) in enabled.items():
            staged = disabled.get(gpu, ([], 0))[0]
            peers = connectivity.get(gpu, ([], 0))[0]
            for peer, bandwidth in enumerate(values):
                if peer == gpu or peer >= len(staged) or staged[peer] <= 0:
                    continue
                if peers and (peer >= len(peers) or peers[peer] != 1):
                    continue  # no peer access here: the "enabled" copy is the staged one
                ratio = bandwidth / staged[peer]
                if ratio < SLOWER_THAN and (worst is None or ratio < worst[0]):
                    text = (f"{direction.lower()} GPU {gpu} -> GPU {peer}: {bandwidth:.2f} GB/s with peer access "
                            f"enabled, {staged[peer]:.2f} GB/s staged through host memory "
                            f"(p2pBandwidthLatencyTest; row: {lines[line_index].strip()})")
                    worst = (ratio, line_index, text)
    if worst is None:
        return None
    return worst[1], worst[2]
