"""The communication test's job: run by the job's interpreter on every rank, started by the real launcher.

Each rank prints one line per step, ``SAFELAUNCH-COMMTEST {json}`` (``os.write``, so lines from
several ranks never interleave inside a line and nothing waits in a buffer), which `safelaunch`
reads back from the job's output (through pdsh on remote nodes: no shared filesystem needed).

Steps, in order: ``rendezvous`` (PyTorch's ``env://`` rendezvous, the TCPStore on the master port,
torchrun's agent store when there is one), ``pairs`` (every rank listens on an ephemeral port on
the address its backend would use, and connects to every other rank's: the traffic a firewall
drops after the rendezvous succeeded), ``init`` (``init_process_group`` on that store), ``barrier``,
then ``all_reduce``, ``all_gather`` and ``ring`` (isend to rank+1, irecv from rank-1) for each
message size. A watchdog thread prints the step the rank is in (and for the ring, the peer it waits
on) and exits at the deadline safelaunch gives (``--deadline``, seconds since the epoch).

Only the standard library is imported at module level: safelaunch imports the pure functions
(``choose_backend``, ``bus_bandwidth``) without torch; ``main`` imports torch, as the job does.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import struct
import sys
import threading
import time
from collections.abc import Sequence
from typing import Any

PREFIX = "SAFELAUNCH-COMMTEST"
STEPS = ("start", "rendezvous", "pairs", "init", "barrier", "all_reduce", "all_gather", "ring", "done")
DEFAULT_SIZES = (4 << 10, 1 << 20, 16 << 20)
SIOCGIFADDR = 0x8915  # linux/sockios.h
LOOPBACK = "127.0.0.1"  # what Gloo falls back to (pt c10d ProcessGroupGloo.cpp kLoopbackAddress)


def choose_backend(gpu_counts: Sequence[int | None]) -> str:
    """The backend the job will use: NCCL when every node has GPUs, Gloo otherwise (NCCL needs a GPU
    per rank; a node without one cannot join an NCCL communicator). An empty list means Gloo."""
    return "nccl" if gpu_counts and all((c or 0) > 0 for c in gpu_counts) else "gloo"


def bus_bandwidth(op: str, nbytes: int, seconds: float, world: int) -> tuple[float, float]:
    """(algbw, busbw) in GB/s (1e9 bytes/s), as nccl-tests defines them (doc/PERFORMANCE.md):
    algbw = S / t; all-reduce busbw = algbw * 2(n-1)/n; all-gather busbw = algbw * (n-1)/n with S the
    gathered total (n chunks); send/recv busbw = algbw."""
    if seconds <= 0:
        return 0.0, 0.0
    algbw = nbytes / seconds / 1e9
    factor = {"all_reduce": 2 * (world - 1) / world, "all_gather": (world - 1) / world}.get(op, 1.0)
    return algbw, algbw * factor


def emit(**record: Any) -> None:
    os.write(1, f"{PREFIX} {json.dumps(record, separators=(',', ':'))}\n".encode())


class Progress:
    def __init__(self, rank: int, host: str) -> None:
        self.rank, self.host = rank, host
        self.step: str = "start"
        self.detail: dict[str, Any] = {}
        self.lock = threading.Lock()

    def enter(self, step: str, **detail: Any) -> None:
        with self.lock:
            self.step, self.detail = step, detail
        emit(ev="step", rank=self.rank, host=self.host, step=step, t=round(time.time(), 3), **detail)

    def watchdog(self, deadline: float) -> None:
        time.sleep(max(0.0, deadline - time.time()))
        with self.lock:
            emit(ev="timeout", rank=self.rank, host=self.host, step=self.step, **self.detail)
        os._exit(3)


def _iface_address(name: str) -> str | None:
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        import fcntl

        packed = fcntl.ioctl(s.fileno(), SIOCGIFADDR, struct.pack("256s", name.encode()[:15]))
        return socket.inet_ntoa(packed[20:24])
    except OSError:
        return None
    finally:
        s.close()


def local_address(backend: str, master: str) -> tuple[str, str]:
    """(address, how it was chosen): where this rank's backend would listen.

    Gloo: GLOO_SOCKET_IFNAME's first interface, else the first address the hostname resolves to that
    can be bound, else loopback with a warning (pt torch/csrc/distributed/c10d/ProcessGroupGloo.cpp
    ``createDefaultDevice`` / ``createDeviceForInterface``; a missing interface is Gloo's "Unable to
    find address for: <name>"). NCCL: the first interface matching NCCL_SOCKET_IFNAME (prefix, or
    exact with ``=``), else the source address of the route to the master (nccl src/misc/socket.cc
    ``ncclFindInterfaceMatchSubnet``)."""
    var = "GLOO_SOCKET_IFNAME" if backend == "gloo" else "NCCL_SOCKET_IFNAME"
    value = os.environ.get(var, "")
    if value and not value.startswith("^"):
        first = value.split(",")[0]
        if backend == "nccl":
            exact = first.startswith("=")
            first = first.lstrip("=")
            names = [n for _, n in socket.if_nameindex() if (n == first if exact else n.startswith(first))]
            first = names[0] if names else first
        addr = _iface_address(first)
        if addr is None:
            raise RuntimeError(f"{var}={value}: Unable to find address for: {first} on {socket.gethostname()} "
                               f"(interfaces here: {', '.join(n for _, n in socket.if_nameindex())})")
        return addr, f"{var}={value}"
    if backend == "gloo":
        host = socket.gethostname()
        try:
            infos = socket.getaddrinfo(host, None, type=socket.SOCK_STREAM)
        except OSError:
            infos = []
        for family, _, _, _, sockaddr in infos:
            with socket.socket(family, socket.SOCK_STREAM) as s:
                try:
                    s.bind((sockaddr[0], 0))
                except OSError:
                    continue
            return str(sockaddr[0]), f"hostname {host} resolves to it"
        return LOOPBACK, f"hostname {host} does not resolve to a local address: Gloo falls back to loopback"
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect((master, 9))
        return str(s.getsockname()[0]), f"route to the master {master}"


def _serve(listener: socket.socket, rank: int) -> None:
    while True:
        try:
            conn, _ = listener.accept()
        except OSError:
            return
        with conn:
            conn.settimeout(5)
            try:
                conn.recv(8)
                conn.sendall(struct.pack("!q", rank))
            except OSError:
                pass


def _connect(addr: str, port: int, peer: int, timeout: float) -> dict[str, Any]:
    start = time.monotonic()
    try:
        with socket.create_connection((addr, port), timeout=timeout) as c:
            c.sendall(b"SLCTPING")
            got = c.recv(8)
            if len(got) != 8 or struct.unpack("!q", got)[0] != peer:
                raise OSError(f"{addr}:{port} answered but is not rank {peer} (a loopback address reaches this "
                              "node itself)")
        return {"ok": True, "seconds": round(time.monotonic() - start, 6), "error": None}
    except OSError as e:
        what = "timed out" if isinstance(e, TimeoutError) else (e.strerror or str(e))
        return {"ok": False, "seconds": round(time.monotonic() - start, 6),
                "error": f"connect to {addr}:{port} {what} after {time.monotonic() - start:.1f} s"}


def pair_check(store: Any, rank: int, world: int, backend: str, deadline: float, progress: Progress) -> bool:
    """Every rank connects to every other rank's ephemeral port; True when every connection worked
    on every rank (all ranks agree, through the store, and stop together when one failed)."""
    from datetime import timedelta

    progress.enter("pairs")
    wait = timedelta(seconds=max(1.0, deadline - time.time()))
    try:
        addr, how = local_address(backend, os.environ.get("MASTER_ADDR", "127.0.0.1"))
        listener = socket.socket(socket.AF_INET6 if ":" in addr else socket.AF_INET, socket.SOCK_STREAM)
        listener.bind((addr, 0))
        listener.listen(64)
        threading.Thread(target=_serve, args=(listener, rank), daemon=True).start()
        mine: dict[str, Any] = {"addr": addr, "port": listener.getsockname()[1], "how": how, "error": None}
    except (OSError, RuntimeError) as e:
        mine = {"addr": None, "port": None, "how": None, "error": str(e)}
        emit(ev="error", rank=rank, host=progress.host, step="pairs", error=str(e))
    store.set(f"addr/{rank}", json.dumps(mine))
    store.wait([f"addr/{r}" for r in range(world)], wait)
    peers = {r: json.loads(store.get(f"addr/{r}")) for r in range(world) if r != rank}
    results: dict[str, dict[str, Any]] = {}
    timeout = max(1.0, min(5.0, (deadline - time.time()) / 3))

    def one(r: int) -> None:
        p = peers[r]
        if mine["error"] or p["error"]:
            results[str(r)] = {"ok": False, "seconds": 0.0, "error": mine["error"] or f"rank {r}: {p['error']}"}
        else:
            results[str(r)] = _connect(p["addr"], p["port"], r, timeout)

    threads = [threading.Thread(target=one, args=(r,)) for r in peers]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    emit(ev="pairs", rank=rank, host=progress.host, addr=mine["addr"], how=mine["how"], peers=results)
    store.set(f"pairs/{rank}", json.dumps(all(v["ok"] for v in results.values()) and not mine["error"]))
    store.wait([f"pairs/{r}" for r in range(world)], wait)
    verdict = all(json.loads(store.get(f"pairs/{r}")) for r in range(world))
    # Rank 0 serves the store: it leaves only after every rank has read the verdict (bounded wait).
    store.add("pairs-read", 1)
    while rank == 0 and store.add("pairs-read", 0) < world and time.time() < deadline - 1:
        time.sleep(0.02)
    return verdict


def collectives(rank: int, world: int, backend: str, sizes: Sequence[int], progress: Progress) -> list[dict[str, Any]]:
    import torch
    import torch.distributed as dist

    device = torch.device("cuda", torch.cuda.current_device()) if backend == "nccl" else torch.device("cpu")
    iters = 5 if backend == "nccl" else 2

    def sync() -> None:
        if backend == "nccl":
            torch.cuda.synchronize()

    def run(op: str, x: torch.Tensor, y: torch.Tensor, parts: list[torch.Tensor]) -> None:
        if op == "all_reduce":
            dist.all_reduce(x)
        elif op == "all_gather":
            dist.all_gather(parts, y)
        else:
            for q in (dist.isend(x, (rank + 1) % world), dist.irecv(y, (rank - 1) % world)):
                if q is not None:
                    q.wait()

    out = []
    for op in ("all_reduce", "all_gather", "ring"):
        if op == "ring" and world < 2:
            continue
        for size in sizes:
            elems = max(world, size // 4)
            chunk = max(1, elems // world)
            x = torch.ones(elems, device=device)
            y = torch.ones(chunk, device=device) if op == "all_gather" else torch.empty(elems, device=device)
            parts = [torch.empty(chunk, device=device) for _ in range(world)]
            nbytes = chunk * world * 4 if op == "all_gather" else elems * 4
            detail = {"bytes": nbytes}
            if op == "ring":
                detail.update(send_to=(rank + 1) % world, recv_from=(rank - 1) % world)
            progress.enter(op, **detail)
            run(op, x, y, parts)  # warm-up (connections, algorithms)
            sync()
            start = time.perf_counter()
            for _ in range(iters):
                run(op, x, y, parts)
            sync()
            seconds = (time.perf_counter() - start) / iters
            out.append({"op": op, "bytes": nbytes, "seconds": seconds})
            emit(ev="done", rank=rank, host=progress.host, step=op, bytes=nbytes, seconds=round(seconds, 6))
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--backend", choices=("gloo", "nccl"), default="gloo")
    parser.add_argument("--deadline", type=float, required=True)
    parser.add_argument("--sizes", default=",".join(map(str, DEFAULT_SIZES)))
    args, _ = parser.parse_known_args(argv)  # deepspeed appends --local_rank=N
    rank = int(os.environ.get("RANK", "0"))
    progress = Progress(rank, socket.gethostname())
    threading.Thread(target=progress.watchdog, args=(args.deadline,), daemon=True).start()
    try:
        from datetime import timedelta

        progress.enter("rendezvous")
        import torch
        import torch.distributed as dist
        from torch.distributed.distributed_c10d import PrefixStore
        from torch.distributed.rendezvous import rendezvous

        remaining = timedelta(seconds=max(1.0, args.deadline - time.time()))
        store, rank, world = next(rendezvous("env://", timeout=remaining))
        if not pair_check(store, rank, world, args.backend, args.deadline, progress):
            emit(ev="abort", rank=rank, host=progress.host, step="pairs")
            return 1
        progress.enter("init")
        if args.backend == "nccl":
            torch.cuda.set_device(int(os.environ.get("LOCAL_RANK", "0")))
        dist.init_process_group(args.backend, store=PrefixStore("pg", store), rank=rank, world_size=world,
                                timeout=timedelta(seconds=max(1.0, args.deadline - time.time())))
        progress.enter("barrier")
        dist.barrier()
        results = collectives(rank, world, args.backend, [int(s) for s in args.sizes.split(",")], progress)
        progress.enter("done")
        dist.barrier()  # nobody tears the group down while a peer still uses it
        dist.destroy_process_group()
        emit(ev="result", rank=rank, host=progress.host, world=world, backend=args.backend, results=results,
             t=round(time.time(), 3))
        return 0
    except Exception as e:
        emit(ev="error", rank=rank, host=progress.host, step=progress.step, error=f"{type(e).__name__}: {e}"[:2000])
        raise


if __name__ == "__main__":
    sys.exit(main())
