"""A real Slurm test cluster on one machine: one network namespace per node on a bridge, each node with
its own hostname (unshare --uts), its own slurmd and its own resolv.conf; one munged and one slurmctld
in the host's network namespace. Everything private: SLURM_CONF points into a temporary directory,
/etc/slurm and /etc/hosts are never touched. The nodes' hostnames do not resolve anywhere (the Gloo
trap, as on many real clusters without DNS entries for compute nodes).

Facts and pitfalls behind the choices (cgroup.conf, the per-node resolv.conf, zombie-aware waits):
../shared/notes/slurm-test-cluster.md. Prefix "slurm-"/bridge "brslurm0"/10.232.0.0/24, apart from the
SSH test cluster (10.77.0) and the comm-test cluster (10.78.0).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

from tests.proc_utils import kill_all

SUBNET = "10.232.0"
BRIDGE = "brslurm0"
PREFIX = "slurm-"
CTLD_PORT = 16817
SLURMD_PORT = 16818


def sh(*cmd: str, check: bool = True, timeout: float = 30, env: dict[str, str] | None = None
       ) -> subprocess.CompletedProcess[str]:
    return subprocess.run(list(cmd), capture_output=True, text=True, check=check, timeout=timeout, env=env)


def _alive(pid: int) -> bool:
    """Running, not a zombie: PID 1 here reaps re-parented daemons late (pitfall 3)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def _wait_gone(pids: list[int], timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not any(_alive(p) for p in pids):
            return True
        time.sleep(0.02)
    return not any(_alive(p) for p in pids)


def available() -> str | None:
    """Why the cluster cannot be built here, or None."""
    if os.geteuid() != 0:
        return "needs root (network namespaces, slurmd)"
    missing = [b for b in ("slurmctld", "slurmd", "srun", "munged", "ip", "unshare") if not shutil.which(b)]
    if missing:
        return f"not installed: {', '.join(missing)} (bash .ci/setup --tests)"
    return None


class SlurmCluster:
    def __init__(self, names: list[str], cpus: int = 2) -> None:
        self.names = names
        self.cpus = cpus
        self.dir = Path(tempfile.mkdtemp(prefix="safelaunch-slurm-"))
        self.dir.chmod(0o755)  # munged: every directory above its socket must be searchable by all
        self.conf = self.dir / "slurm.conf"
        self.procs: dict[str, subprocess.Popen[bytes]] = {}

    # -- addresses and environment ----------------------------------------------------------
    def address(self, name: str) -> str:
        return f"{SUBNET}.{11 + self.names.index(name)}"

    def netns(self, name: str) -> str:
        return f"{PREFIX}{name}"

    def env(self, **extra: str) -> dict[str, str]:
        """What a client (srun, salloc, sinfo) needs: the private SLURM_CONF."""
        return {**os.environ, "SLURM_CONF": str(self.conf), **extra}

    # -- building ---------------------------------------------------------------------------
    @staticmethod
    def remove_leftovers() -> None:
        for line in sh("ip", "netns", "list", check=False).stdout.splitlines():
            name = line.split()[0] if line.split() else ""
            if name.startswith(PREFIX):
                for pid in sh("ip", "netns", "pids", name, check=False).stdout.split():
                    with contextlib.suppress(OSError):
                        os.kill(int(pid), signal.SIGKILL)
                sh("ip", "netns", "del", name, check=False)
        for line in sh("ip", "-o", "link", "show", check=False).stdout.splitlines():
            name = line.split(":")[1].strip().split("@")[0] if line.count(":") >= 2 else ""
            if name == BRIDGE or name.startswith("vslurm"):
                sh("ip", "link", "del", name, check=False)

    def start(self) -> SlurmCluster:
        self.remove_leftovers()
        try:
            self._network()
            self._munge()
            self._config()
            self._start_ctld()
            for name in self.names:
                self._start_slurmd(name)
            self.wait_idle()
        except BaseException:
            self.stop()
            raise
        return self

    def _network(self) -> None:
        sh("ip", "link", "add", BRIDGE, "type", "bridge")
        sh("ip", "addr", "add", f"{SUBNET}.1/24", "dev", BRIDGE)
        sh("ip", "link", "set", BRIDGE, "up")
        for i, name in enumerate(self.names):
            ns, veth = self.netns(name), f"vslurm{i}"
            sh("ip", "netns", "add", ns)
            sh("ip", "link", "add", veth, "type", "veth", "peer", "name", "eth0", "netns", ns)
            sh("ip", "link", "set", veth, "master", BRIDGE, "up")
            inside = ("ip", "netns", "exec", ns)
            sh(*inside, "ip", "addr", "add", f"{self.address(name)}/24", "dev", "eth0")
            sh(*inside, "ip", "link", "set", "eth0", "up")
            sh(*inside, "ip", "link", "set", "lo", "up")
            sh(*inside, "ip", "route", "add", "default", "via", f"{SUBNET}.1")

    def _munge(self) -> None:
        m = self.dir / "munge"
        m.mkdir(mode=0o755)  # pitfall 1: the socket directory must be searchable by all
        m.chmod(0o755)
        key = m / "munge.key"
        key.write_bytes(os.urandom(1024))
        key.chmod(0o400)
        self.munge_socket = m / "munge.socket.2"
        self._spawn("munged", ["munged", "--foreground", "--force", f"--socket={self.munge_socket}",
                               f"--key-file={key}", f"--pid-file={m / 'munged.pid'}",
                               f"--log-file={m / 'munged.log'}", f"--seed-file={m / 'munged.seed'}"])
        deadline = time.monotonic() + 10
        while not self.munge_socket.exists():
            if time.monotonic() > deadline or self.procs["munged"].poll() is not None:
                raise RuntimeError(f"munged did not start: {(m / 'munged.log').read_text(errors='replace')[-2000:]}")
            time.sleep(0.02)

    def _config(self) -> None:
        d = self.dir
        (d / "ctld").mkdir()
        for name in self.names:
            (d / "spool" / name).mkdir(parents=True)
        nodes = "".join(f"NodeName={n} NodeAddr={self.address(n)} CPUs={self.cpus} State=UNKNOWN\n"
                        for n in self.names)
        self.conf.write_text(
            "ClusterName=safelaunchtest\n"
            f"SlurmctldHost=slctl({SUBNET}.1)\n"
            f"SlurmctldPort={CTLD_PORT}\nSlurmdPort={SLURMD_PORT}\n"
            f"AuthType=auth/munge\nCredType=cred/munge\nAuthInfo=socket={self.munge_socket}\n"
            "SlurmUser=root\nSlurmdUser=root\n"
            f"StateSaveLocation={d / 'ctld'}\nSlurmctldPidFile={d / 'slurmctld.pid'}\n"
            f"SlurmctldLogFile={d / 'slurmctld.log'}\n"
            f"SlurmdSpoolDir={d / 'spool'}/%n\nSlurmdPidFile={d}/slurmd-%n.pid\nSlurmdLogFile={d}/slurmd-%n.log\n"
            "SlurmdParameters=config_overrides\n"
            "ProctrackType=proctrack/linuxproc\nTaskPlugin=task/none\n"
            "SelectType=select/cons_tres\nSelectTypeParameters=CR_CPU\n"
            "SchedulerType=sched/builtin\nReturnToService=2\nMpiDefault=none\n"
            "JobAcctGatherType=jobacct_gather/none\nAccountingStorageType=accounting_storage/none\n"
            "KillWait=5\nInactiveLimit=0\nMinJobAge=5\n"
            + nodes
            + "PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP\n")
        # pitfall 2: slurmd 22.05 always loads a cgroup plugin; inside `ip netns exec` /sys is a fresh
        # sysfs without cgroups, so autodetection fails. cgroup/v1 loads without checking mounts.
        (d / "cgroup.conf").write_text("CgroupPlugin=cgroup/v1\n")
        # pitfall 4: the nodes' names do not resolve and the host's nameserver is out of reach from the
        # bridge; a local resolv.conf makes every lookup fail at once instead of after ~10 s.
        (d / "resolv.conf").write_text("nameserver 127.0.0.1\noptions timeout:1 attempts:1\n")

    def _spawn(self, key: str, argv: list[str], env: dict[str, str] | None = None) -> None:
        log = open(self.dir / f"{key}.out", "ab")  # noqa: SIM115 - owned by the process
        self.procs[key] = subprocess.Popen(argv, stdout=log, stderr=log, stdin=subprocess.DEVNULL,
                                           start_new_session=True, env=env or self.env())

    def _start_ctld(self) -> None:
        inner = f"hostname slctl && exec slurmctld -D -i -f {self.conf}"
        self._spawn("slurmctld", ["unshare", "--uts", "sh", "-c", inner])

    def _start_slurmd(self, name: str) -> None:
        inner = (f"hostname {name} && mount --bind {self.dir / 'resolv.conf'} /etc/resolv.conf && "
                 f"exec slurmd -D -f {self.conf}")
        self._spawn(f"slurmd-{name}", ["ip", "netns", "exec", self.netns(name), "unshare", "--uts", "--mount",
                                       "--propagation", "private", "sh", "-c", inner])

    def stop_slurmd(self, name: str) -> None:
        """The node's slurmd dies (Slurm notices only after SlurmdTimeout: allocations still include it)."""
        proc = self.procs[f"slurmd-{name}"]
        with contextlib.suppress(OSError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)

    def start_slurmd(self, name: str) -> None:
        self._start_slurmd(name)
        self.wait_idle()

    def logs(self) -> str:
        out = []
        for p in sorted(self.dir.glob("*.log")) + sorted(self.dir.glob("*.out")):
            out.append(f"== {p.name}\n{p.read_text(errors='replace')[-1500:]}")
        return "\n".join(out)

    def wait_idle(self, timeout: float = 30) -> None:
        deadline = time.monotonic() + timeout
        last = ""
        while time.monotonic() < deadline:
            for key, proc in self.procs.items():
                if proc.poll() is not None:
                    raise RuntimeError(f"{key} exited ({proc.returncode}):\n{self.logs()}")
            r = sh("sinfo", "-h", "-N", "-o", "%N %t", check=False, env=self.env())
            last = r.stdout + r.stderr
            states = dict(line.split() for line in r.stdout.splitlines() if len(line.split()) == 2)
            if r.returncode == 0 and all(states.get(n) == "idle" for n in self.names):
                return
            time.sleep(0.05)
        raise RuntimeError(f"nodes not idle within {timeout} s: {last}\n{self.logs()}")

    # -- using ------------------------------------------------------------------------------
    def processes_on(self, name: str, pattern: str) -> list[int]:
        """pids in the node's network namespace whose command line contains ``pattern``."""
        found = []
        for pid in sh("ip", "netns", "pids", self.netns(name), check=False).stdout.split():
            try:
                cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
            except OSError:
                continue
            if pattern in cmdline and _alive(int(pid)):
                found.append(int(pid))
        return found

    def jobs(self) -> list[str]:
        return sh("squeue", "-h", "-o", "%i %T", check=False, env=self.env()).stdout.split("\n")[:-1]

    def cancel_all(self) -> None:
        sh("scancel", "--user=root", check=False, env=self.env())

    # -- tearing down -----------------------------------------------------------------------
    def stop(self) -> None:
        with contextlib.suppress(Exception):
            if self.procs.get("slurmctld") and self.procs["slurmctld"].poll() is None:
                subprocess.run(["scancel", "--user=root"], env=self.env(), capture_output=True, timeout=5)
        # Daemons first (TERM, zombie-aware wait, then KILL), then whatever is left in each node.
        for key in [k for k in self.procs if k.startswith("slurmd-")] + ["slurmctld", "munged"]:
            proc = self.procs.get(key)
            if proc is None or proc.poll() is not None:
                continue
            with contextlib.suppress(OSError):
                os.killpg(proc.pid, signal.SIGTERM)
            if not _wait_gone([proc.pid], 5):
                with contextlib.suppress(OSError):
                    os.killpg(proc.pid, signal.SIGKILL)
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=5)
        for name in self.names:
            pids = [int(p) for p in sh("ip", "netns", "pids", self.netns(name), check=False).stdout.split()]
            kill_all(pids)
            _wait_gone(pids, 5)
            sh("ip", "netns", "del", self.netns(name), check=False)
        sh("ip", "link", "del", BRIDGE, check=False)
        shutil.rmtree(self.dir, ignore_errors=True)
