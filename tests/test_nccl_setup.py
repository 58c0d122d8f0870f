"""An output that stops inside NCCL's communicator setup, and NCCL channels that show ranks on two hosts
(safelaunch/nccl_setup.py), weighed by the context rules (safelaunch/context.py) with the interfaces NCCL chose. The
lines are in NCCL's formats (src/bootstrap.cc, src/init.cc, src/transport/net.cc; v2.7.8 and v2.21.5)."""

from __future__ import annotations

import pytest

from safelaunch.nccl_setup import ends_in_setup, ranks_on_two_hosts
from tests.test_diagnosis_general import ENGINES, diagnose

HOST = b"ip-172-31-0-137:14605:14673 [0] NCCL INFO "
VETH = HOST + b"NET/Socket : Using [0]ens5:172.31.0.137<0> [1]veth75fa783:fe80::14ad:64ff:fe64:b31e%veth75fa783<0>\n"
SETUP = (HOST + b"Bootstrap : Using [0]ens5:172.31.0.137<0> [1]veth75fa783:fe80::14ad:64ff:fe64:b31e%veth75fa783<0>\n"
         + VETH + HOST + b"Using network Socket\nNCCL version 2.7.8+cuda11.1\n"
         + HOST + b"Channel 00/04 :    0   1\n" + HOST + b"Trees [0] 1/-1/-1->0->-1|-1->0->1/-1/-1\n")
# v2.7.8 net.cc: rank[busId] on each side; rank 1 on the other host has the same bus id
NET_TWO_HOSTS = HOST + b"Channel 00 : 1[1e0] -> 0[1e0] [receive] via NET/Socket/0\n"
# v2.21.5 net.cc: rank[nvmlDev]; two devices of one host
NET_ONE_HOST = HOST + b"Channel 00/0 : 1[1] -> 0[0] [receive] via NET/Socket/0\n"


def test_an_output_ending_in_setup_lines_is_found_at_its_last_line() -> None:
    found = ends_in_setup(SETUP + NET_TWO_HOSTS + HOST + b"NET/Sock")  # cut mid-line, as pasted
    assert found is not None and found[1].endswith("NCCL INFO NET/Sock") and found[0] == 7
    # colour codes pasted without their escape character, and blank lines, do not end the run
    assert ends_in_setup(b"".join(b"[0m " + line + b"\n[0m \n" for line in SETUP.splitlines())) is not None


@pytest.mark.parametrize("end", [
    HOST + b"comm 0x5581f3c0 rank 0 nranks 2 cudaDev 0 busId 1e0 - Init COMPLETE\n",  # setup finished (2.7.8)
    HOST + b"ncclCommInitRank comm 0x55a1 rank 0 nranks 2 cudaDev 0 nvmlDev 0 busId 1e0 commId 0x9c - Init COMPLETE\n",
    b"step 3 loss 0.25\n",  # training output
    b"ip-172-31-0-137:14605:14673 [0] misc/socket.cc:503 NCCL WARN Connect to 10.0.0.2<4312> failed : Timeout\n",
    b"RuntimeError: NCCL error in: ProcessGroupNCCL.cpp:825, unhandled system error\n",
])
def test_an_output_that_goes_on_after_setup_does_not_end_in_it(end: bytes) -> None:
    assert ends_in_setup(SETUP + end) is None
    assert ends_in_setup(HOST + b"Trees [0] 1/-1/-1->0->-1\n") is None  # one line is too little to tell


def test_a_net_channel_between_ranks_with_one_gpu_number_shows_two_hosts() -> None:
    found = ranks_on_two_hosts(SETUP + NET_TWO_HOSTS)
    assert found is not None and "1[1e0] -> 0[1e0]" in found[1]
    assert ranks_on_two_hosts(SETUP + NET_ONE_HOST) is None
    assert ranks_on_two_hosts(SETUP + HOST + b"Channel 00 : 1[1e0] -> 0[1e0] via P2P/IPC\n") is None  # not NET


@pytest.mark.parametrize("engine", ENGINES)
def test_a_multi_host_setup_that_stops_with_sockets_on_veth_is_an_interface_problem(engine: str) -> None:
    cause, _ = diagnose(SETUP + NET_TWO_HOSTS + HOST + b"NET/Sock", engine)
    assert cause is not None and cause.signature.id == "ctx-nccl-bridge-sockets", cause
    assert cause.signature.cls == "socket_iface" and "veth75fa783" in cause.text
    # a node count says the same
    cause, _ = diagnose(b"torchrun --nnodes 2 --nproc_per_node 1 train.py\n" + SETUP, engine)
    assert cause is not None and cause.signature.id == "ctx-nccl-bridge-sockets", cause


@pytest.mark.parametrize("engine", ENGINES)
def test_loopback_sockets_of_a_multi_host_setup_that_stops_are_an_interface_problem(engine: str) -> None:
    lo = HOST + b"NET/Socket : Using [0]lo:127.0.0.1<0>\n"
    cause, _ = diagnose(lo + HOST + b"Using network Socket\n" + NET_TWO_HOSTS, engine)
    assert cause is not None and cause.signature.id == "ctx-nccl-loopback-sockets", cause


# NCCL 2.3's setup lines (v2.3.5-5/v2.3.7-1: include/socket.h `NET : Using interface`, transport/net_socket.cu
# `CUDA Dev %d, IP Interfaces : `, include/topo.h `Could not find real path of`, init.cu `comm %p rank %d nranks %d`)
def _v23(host: bytes, dev: int, rank: int) -> bytes:
    p = host + b":2493:2753 [%d] NCCL INFO " % dev
    return (p + b"NET : Using interface lo:127.0.0.1<0>\n" + p + b"NET : Using interface eth0:3.10.11.7<0>\n"
            + p + b"NET/Socket : 2 interfaces found\n" + p + b"comm 0x7f4ee83b6bc0 rank %d nranks 4\n" % rank
            + p + b"Could not find real path of /sys/class/net/lo/device\n"
            + p + b"CUDA Dev %d, IP Interfaces : lo(SOC) eth0(SOC)\n" % dev)


@pytest.mark.parametrize("engine", ENGINES)
def test_nccl_2_3_s_setup_on_loopback_across_hosts_cut_mid_line_is_an_interface_problem(engine: str) -> None:
    """Two hosts' NCCL 2.3 setup lines listing lo:127.0.0.1, the output cut inside the next line's first word
    (`host:pid:tid [1] include`, where NCCL 2.3's `include/socket.h ... NCCL WARN Connect to ...` would start)."""
    log = _v23(b"e53b7da88fea", 0, 0) + _v23(b"51ca79e04561", 1, 3) + b"\n51ca79e04561:4880:5140 [1] include"
    assert ends_in_setup(log) is not None
    cause, _ = diagnose(log, engine)
    assert cause is not None and cause.signature.id == "ctx-nccl-loopback-sockets", cause
    # 2.3.7 ends setup with `comm %p rank %d nranks %d - COMPLETE`; one host alone says nothing of the network
    done = log.rsplit(b"\n", 1)[0] + b"\n51ca79e04561:4880:5140 [1] NCCL INFO comm 0x7f19 rank 3 nranks 4 - COMPLETE\n"
    assert ends_in_setup(done) is None
    assert diagnose(_v23(b"e53b7da88fea", 0, 0) + b"e53b7da88fea:2493:2753 [0] include", engine)[0] is None


@pytest.mark.parametrize("nranks", [b"nranks", b"nRanks"])
@pytest.mark.parametrize("engine", ENGINES)
def test_a_communicator_torn_down_at_the_end_is_not_a_stopped_setup(engine: str, nranks: bytes) -> None:
    """`... - Destroy COMPLETE` / `- Abort COMPLETE` (init.cc: `comm %p rank %d nranks %d ... - %s COMPLETE`) end a
    communicator's life, not a step of its setup: a two-host run with lo among its sockets that ends so is healthy
    (the second review; the capital-R form was read as setup before this session too)."""
    a, b = b"node-a:2081:2081 [0] NCCL INFO ", b"node-b:3190:3190 [0] NCCL INFO "
    log = (a + b"NET/Socket : Using [0]lo:127.0.0.1<0> [1]eth0:10.0.0.1<0>\n"
           + b + b"NET/Socket : Using [0]lo:127.0.0.1<0> [1]eth0:10.0.0.2<0>\n"
           + a + b"comm 0x55f6 rank 0 " + nranks + b" 2 cudaDev 0 busId 1000 - Init COMPLETE\n"
           + b"val acc 0.71\nmean abs error 0.12\n"
           + a + b"comm 0x55f6 rank 0 " + nranks + b" 2 cudaDev 0 busId 1000 - Destroy COMPLETE\n"
           + b + b"comm 0x55f7 rank 1 " + nranks + b" 2 cudaDev 0 busId 1000 - Abort COMPLETE\n")
    assert ends_in_setup(log) is None
    assert diagnose(log, engine)[0] is None


@pytest.mark.parametrize("engine", ENGINES)
def test_a_stopped_setup_is_no_cause_on_one_host_after_init_or_with_another_cause(engine: str) -> None:
    # one host (no NET channel between hosts, no node count): a hang there says nothing of the network
    assert diagnose(SETUP + NET_ONE_HOST, engine)[0] is None
    # setup completed, then the job went on
    done = SETUP + NET_TWO_HOSTS + HOST + b"comm 0x55 rank 0 nranks 2 cudaDev 0 busId 1e0 - Init COMPLETE\n"
    assert diagnose(done + b"".join(b"step %d loss 0.%d\n" % (i, i) for i in range(1, 6)), engine)[0] is None
    # a rank's own exception, with the other rank still printing setup lines: the exception stays the cause
    raised = b"Traceback (most recent call last):\n  File \"train.py\", line 3, in <module>\nValueError: bad shape\n"
    cause, _ = diagnose(raised + SETUP + NET_TWO_HOSTS, engine)
    assert cause is not None and cause.signature.cls == "other" and "bad shape" in cause.text
    # interfaces NCCL shares across hosts only (no bridge, no loopback)
    plain = SETUP.replace(b" [1]veth75fa783:fe80::14ad:64ff:fe64:b31e%veth75fa783<0>", b"")
    assert diagnose(plain + NET_TWO_HOSTS, engine)[0] is None


def test_hostile_lines_are_bounded() -> None:
    import time
    line = HOST + b"Channel 00 : " + b"1[" * 20000 + b"\n"
    start = time.perf_counter()
    assert ranks_on_two_hosts(line + b"via NET/\n") is None
    assert ends_in_setup(line * 2) is None
    assert time.perf_counter() - start < 2
