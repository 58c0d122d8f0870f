"""The remedies the catalog offers for P2P and IB failures (nccl-facts-by-version.md "Other defects" 4-5).

`--auto-fix` relaunches with a signature's `remedy_env`, so a wrong one makes a job slower or fails it twice.
"""

from __future__ import annotations

import pytest

from safelaunch.catalog import load_catalog, make_matcher
from safelaunch.classify import Event, StreamClassifier
from safelaunch.diagnosis import Diagnoser

SIGS = load_catalog()
ENGINES = ["hyperscan", "re"]


def root(log: bytes, engine: str) -> Event | None:
    diag = Diagnoser()
    c = StreamClassifier(SIGS, make_matcher(SIGS, engine), diag)
    c.feed(log)
    c.close()
    return diag.root_cause()


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize(("line", "signature", "remedy"), [
    # NVIDIA/nccl#1838 (NCCL 2.27.3, 4x L4): the cuMem host path, fixed by NCCL_CUMEM_HOST_ENABLE=0.
    (b"9b405963aa12:774:854 [0] transport/shm.cc:590 NCCL WARN Cuda failure 217 'peer access is not supported "
     b"between these two devices'", "cumem-host-p2p", {"NCCL_CUMEM_HOST_ENABLE": "0"}),
    (b"Cuda failure 217 'peer access is not supported between these two devices'", "cumem-host-p2p",
     {"NCCL_CUMEM_HOST_ENABLE": "0"}),
    # CUDA IPC through the P2P transport (horovod/horovod#785): P2P itself is the problem.
    (b"h:2753:2762 [0] transport/p2p.cu:548 NCCL WARN failed to open CUDA IPC handle : 64 peer access is not "
     b"supported between these two devices", "p2p", {"NCCL_P2P_DISABLE": "1"}),
    # NCCL's own advice (paths.cc:356@2.28.9): ignore the disabled pair, not all P2P.
    (b"h:1:2 [0] graph/paths.cc:356 NCCL WARN P2P is disabled between NVLINK connected GPUs 1 and 2. This should "
     b"not be the case given their connectivity", "p2p-nvlink-disabled", {"NCCL_IGNORE_DISABLED_P2P": "1"}),
    # Queue-pair setup fails locally: sockets by name, which every net plugin obeys.
    (b"h:1:2 [0] misc/ibvwrap.cc:190 NCCL WARN Call to ibv_modify_qp failed with error Connection timed out",
     "ib-qp-setup", {"NCCL_NET": "Socket"}),
    (b"h:1:2 [0] NCCL WARN NET/IB : Unable to open device mlx5_0", "ib-open-device", {}),
    (b"h:1:2 [0] NCCL WARN Error: network IB not found.", "net-forced-unavailable", {}),
])
def test_the_remedy_fits_the_line(engine: str, line: bytes, signature: str, remedy: dict[str, str]) -> None:
    cause = root(line + b"\n", engine)
    assert cause is not None and cause.signature.id == signature
    assert cause.signature.remedy_env == remedy


@pytest.mark.parametrize("engine", ENGINES)
def test_ib_completion_errors_carry_no_auto_fix_and_yield_to_a_peers_failure(engine: str) -> None:
    # The survivors of a dead remote rank print completion errors first; the dead rank's cause wins.
    log = (b"node1:5:6 [0] transport/net_ib.cc:1696 NCCL WARN NET/IB : Got completion from peer 10.0.0.2<45678> "
           b"with error 12, opcode 0, len 0, vendor err 129 (Send)\n"
           b"node1:5:6 [0] NCCL WARN NET/IB : ibv_poll_cq error 12\n"
           b"node2:7:8 [3] torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB\n")
    cause = root(log, engine)
    assert cause is not None and cause.signature.cls == "cuda_oom"
    alone = root(log.split(b"\n")[0] + b"\n", engine)
    assert alone is not None and alone.signature.id == "ib-completion-error" and alone.signature.remedy_env == {}


def test_no_signature_offers_nccl_ib_disable() -> None:
    # NCCL_IB_DISABLE does not stop the HPC-X plugin (it reads NCCL_IBEXT_DISABLE) nor aws-ofi-nccl.
    assert all("NCCL_IB_DISABLE" not in s.remedy_env for s in SIGS)
