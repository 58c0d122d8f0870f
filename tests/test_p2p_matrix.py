"""p2pBandwidthLatencyTest: peer copies much slower than staged ones are a P2P cause (safelaunch/p2p_matrix.py).

The outputs below are in the CUDA sample's exact format (NVIDIA/cuda-samples p2pBandwidthLatencyTest.cu: the headers
it prints, '%6d ' and '%6.02f ' per column); the numbers are made up around the ones real reports show."""

from __future__ import annotations

import pytest

from safelaunch.classify import Event
from safelaunch.p2p_matrix import slow_peer_pair
from tests.test_diagnosis_general import diagnose

ENGINES = ["hyperscan", "re"]


def _matrix(title: str, rows: list[list[float]]) -> str:
    n = len(rows)
    out = [title, "   D\\D" + "".join(f"{j:6d} " for j in range(n))]
    out += [f"{i:6d} " + "".join(f"{v:6.02f} " for v in row) for i, row in enumerate(rows)]
    return "\n".join(out) + "\n"


def _connectivity(access: list[list[int]]) -> str:
    out = ["P2P Connectivity Matrix", "     D\\D" + "".join(f"{j:6d}" for j in range(len(access)))]
    out += [f"{i:6d}\t" + "".join(f"{v:6d}" for v in row) for i, row in enumerate(access)]
    return "\n".join(out) + "\n"


def _sample(access: list[list[int]], staged: list[list[float]], peer: list[list[float]]) -> bytes:
    head = "[P2P (Peer-to-Peer) GPU Bandwidth Latency Test]\nDevice: 0, NVIDIA RTX A6000, pciBusID: 1, pciDeviceID: 0\n"
    return (head + _connectivity(access)
            + _matrix("Unidirectional P2P=Disabled Bandwidth Matrix (GB/s)", staged)
            + _matrix("Unidirectional P2P=Enabled Bandwidth (P2P Writes) Matrix (GB/s)", peer)
            + "P2P=Disabled Latency Matrix (us)\n   GPU     0      1 \n     0   1.33  12.84 \n"
            + "\nNOTE: The CUDA Samples are not meant for performance measurements.\n").encode()


ALL = [[1, 1, 1], [1, 1, 1], [1, 1, 1]]
STAGED = [[673.2, 13.15, 13.15], [12.99, 673.2, 22.2], [13.0, 21.98, 673.78]]
REDIRECTED = [[673.49, 2.6, 1.58], [2.12, 672.33, 1.7], [2.12, 1.6, 673.78]]
WORKING = [[673.49, 25.1, 25.3], [25.2, 672.33, 25.0], [25.1, 25.2, 673.78]]


def _cause(log: bytes, engine: str) -> Event | None:
    return diagnose(log, engine)[0]


@pytest.mark.parametrize("engine", ENGINES)
def test_peer_copies_slower_than_staged_ones_are_a_p2p_cause(engine: str) -> None:
    cause = _cause(_sample(ALL, STAGED, REDIRECTED), engine)
    assert cause is not None and cause.signature.cls == "p2p_unsupported"
    # the worst pair, by its ratio: GPU 2 -> GPU 1 (1.60 against 21.98), named with both figures and its row
    assert "GPU 2 -> GPU 1" in cause.text and "1.60 GB/s" in cause.text and "21.98 GB/s" in cause.text, cause.text
    log = _sample(ALL, STAGED, REDIRECTED).decode().split("\n")
    assert log[cause.line - 1].strip().startswith("2 ") and "1.60" in log[cause.line - 1]  # the enabled row of GPU 2


@pytest.mark.parametrize("engine", ENGINES)
def test_working_or_absent_peer_access_is_no_cause(engine: str) -> None:
    assert _cause(_sample(ALL, STAGED, WORKING), engine) is None  # peer copies faster: healthy
    # GPUs without peer access (0 in the connectivity matrix): the "enabled" copy is the staged one, and a
    # slower figure for such a pair is noise, not redirection
    none = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
    assert _cause(_sample(none, STAGED, REDIRECTED), engine) is None
    # cut before the enabled matrix: nothing to compare
    cut = _sample(ALL, STAGED, REDIRECTED).split(b"Unidirectional P2P=Enabled")[0]
    assert _cause(cut, engine) is None
    # a job that went on after such a test survived it: no root cause
    went_on = b"".join(b"epoch 1 step %d loss 0.1\n" % i for i in range(5)) + b"Training completed\n"
    assert _cause(_sample(ALL, STAGED, REDIRECTED) + went_on, engine) is None


def test_slightly_slower_peer_copies_are_no_redirection() -> None:
    """Half the staged bandwidth is the line: a peer copy at 60% of it is noise of the measurement, not a cause."""
    near = [[v * (0.6 if i != j else 1) for j, v in enumerate(row)] for i, row in enumerate(STAGED)]
    assert slow_peer_pair(_sample(ALL, STAGED, near)) is None
    far = [[v * (0.4 if i != j else 1) for j, v in enumerate(row)] for i, row in enumerate(STAGED)]
    assert slow_peer_pair(_sample(ALL, STAGED, far)) is not None
