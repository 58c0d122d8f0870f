"""A real SSH test cluster: one network namespace per node on a bridge, each with its own address,
its own hostname (unshare --uts), its own sshd on port 2222 with a generated host key, and
optionally its own mount namespace (to hide a directory from that node).

The launching side talks to it through an ssh directory (config with Host aliases, client key,
known_hosts) that `client_prefix()` bind-mounts over ~/.ssh in a private mount namespace, so
ssh, pdsh and safelaunch all use it exactly as they would use a user's real ~/.ssh.
"""

from __future__ import annotations

import contextlib
import os
import shlex
import shutil
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

SUBNET = "10.77.0"
PORT = 2222


def sh(*cmd: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    return subprocess.run(list(cmd), capture_output=True, text=True, check=check)


@dataclass
class Node:
    index: int
    name: str
    iface: str = "eth0"
    hidden: tuple[str, ...] = ()  # directories this node sees as empty
    tarpit: bool = False  # accepts TCP on 2222 and never speaks SSH
    shm_size: str | None = None  # this node's own /dev/shm tmpfs, e.g. "8m"
    hosts_file: str | None = None  # this node's own /etc/hosts (path of a file to bind-mount over it)
    by_name: bool = False  # ssh config without HostName: the client resolves the name (/etc/hosts, DNS)
    listen_any: bool = False  # sshd on 0.0.0.0 (so a name mapped to 127.0.1.1 on the node reaches it)
    memlock: tuple[int, int] | None = None  # sshd (and so every session) with this soft/hard memlock
    drop_ipc_lock: bool = False  # sshd without CAP_IPC_LOCK in its bounding set
    fake_ib: str | None = None  # a FAKE /sys tree with one active mlx5 port at this path, this node only
    sshd_options: tuple[str, ...] = ()  # extra sshd_config lines (e.g. a ForceCommand that delays every command)
    prefix: str = "sl"  # set by the Cluster: names of namespaces and links
    subnet: str = SUBNET  # set by the Cluster
    proc: subprocess.Popen[bytes] | None = field(default=None, repr=False)

    @property
    def netns(self) -> str:
        return f"{self.prefix}-{self.name}"

    @property
    def address(self) -> str:
        return f"{self.subnet}.{10 + self.index}"


class Cluster:
    """``prefix``/``subnet`` keep two clusters (two test modules, a benchmark) apart: namespaces are
    ``<prefix>-<node>``, links ``<prefix>v<N>`` and ``<prefix>br0``."""

    def __init__(self, nodes: list[Node], prefix: str = "sl", subnet: str = SUBNET) -> None:
        self.prefix, self.subnet, self.bridge = prefix, subnet, f"{prefix}br0"
        for n in nodes:
            n.prefix, n.subnet = prefix, subnet
        self.nodes = {n.name: n for n in nodes}
        self.dir = Path(tempfile.mkdtemp(prefix="safelaunch-cluster-"))
        self.ssh_dir = self.dir / "ssh"
        self._made_home_ssh = False

    # -- building -------------------------------------------------------------------------
    def remove_leftovers(self) -> None:
        """A run killed before its teardown leaves namespaces, sshds and the bridge behind: remove ours."""
        for line in sh("ip", "netns", "list", check=False).stdout.splitlines():
            name = line.split()[0] if line.split() else ""
            if not name.startswith(f"{self.prefix}-"):
                continue
            for pid in sh("ip", "netns", "pids", name, check=False).stdout.split():
                with contextlib.suppress(OSError):
                    os.kill(int(pid), 9)
            sh("ip", "netns", "del", name, check=False)
        for line in sh("ip", "-o", "link", "show", check=False).stdout.splitlines():
            name = line.split(":")[1].strip().split("@")[0] if line.count(":") >= 2 else ""
            if name.startswith(f"{self.prefix}v") or name == self.bridge:
                sh("ip", "link", "del", name, check=False)

    def start(self) -> Cluster:
        self.remove_leftovers()
        self.ssh_dir.mkdir(mode=0o700)
        sh("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(self.ssh_dir / "id_ed25519"))
        shutil.copy(self.ssh_dir / "id_ed25519.pub", self.dir / "authorized_keys")
        Path("/run/sshd").mkdir(exist_ok=True)
        sh("ip", "link", "add", self.bridge, "type", "bridge")
        sh("ip", "addr", "add", f"{self.subnet}.1/24", "dev", self.bridge)
        sh("ip", "link", "set", self.bridge, "up")
        known, config = [], []
        for node in self.nodes.values():
            self._make_netns(node)
            nd = self.dir / node.name
            nd.mkdir()
            sh("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(nd / "host_key"))
            listen = "0.0.0.0" if node.listen_any else node.address
            (nd / "sshd_config").write_text(
                f"Port {PORT}\nListenAddress {listen}\nHostKey {nd / 'host_key'}\nPidFile {nd / 'sshd.pid'}\n"
                f"AuthorizedKeysFile {self.dir / 'authorized_keys'}\nPermitRootLogin prohibit-password\n"
                "PasswordAuthentication no\nKbdInteractiveAuthentication no\nUsePAM no\nStrictModes no\n"
                "MaxStartups 100\nSubsystem sftp internal-sftp\n" + "".join(f"{o}\n" for o in node.sshd_options))
            pub = (nd / "host_key.pub").read_text().split()
            known.append(f"[{node.name if node.by_name else node.address}]:{PORT} {pub[0]} {pub[1]}")
            hostname = "" if node.by_name else f"  HostName {node.address}\n"
            config.append(f"Host {node.name}\n{hostname}  Port {PORT}\n  User root\n"
                          f"  IdentityFile ~/.ssh/id_ed25519\n  StrictHostKeyChecking yes\n  BatchMode yes\n"
                          f"  ConnectTimeout 5\n")
            self.start_sshd(node.name)
        (self.ssh_dir / "known_hosts").write_text("\n".join(known) + "\n")
        (self.ssh_dir / "config").write_text("\n".join(config))
        home_ssh = Path(os.path.expanduser("~/.ssh"))
        if not home_ssh.exists():
            home_ssh.mkdir(mode=0o700)  # a mount point for client_prefix(); removed again in stop()
            self._made_home_ssh = True
        for node in self.nodes.values():
            self.wait_ready(node.name)
        return self

    def _make_netns(self, node: Node) -> None:
        sh("ip", "netns", "add", node.netns)
        veth = f"{self.prefix}v{node.index}"
        sh("ip", "link", "add", veth, "type", "veth", "peer", "name", node.iface, "netns", node.netns)
        sh("ip", "link", "set", veth, "master", self.bridge, "up")
        inside = ("ip", "netns", "exec", node.netns)
        sh(*inside, "ip", "addr", "add", f"{node.address}/24", "dev", node.iface)
        sh(*inside, "ip", "link", "set", node.iface, "up")
        sh(*inside, "ip", "link", "set", "lo", "up")

    def start_sshd(self, name: str) -> None:
        node = self.nodes[name]
        nd = self.dir / node.name
        if node.tarpit:
            server = ("import socket,time;s=socket.socket();s.setsockopt(socket.SOL_SOCKET,socket.SO_REUSEADDR,1);"
                      f"s.bind(('{node.address}',{PORT}));s.listen(64);c=[]\n"
                      "while True: c.append(s.accept())")
            cmd = ["ip", "netns", "exec", node.netns, "python3", "-c", server]
        else:
            hide = "".join(f"mount -t tmpfs tmpfs {d} && " for d in node.hidden)
            if node.shm_size:
                hide += f"mount -t tmpfs -o size={node.shm_size} tmpfs /dev/shm && "
            if node.hosts_file:
                hide += f"mount --bind {node.hosts_file} /etc/hosts && "
            if node.fake_ib:
                port = f"{node.fake_ib}/class/infiniband/mlx5_0/ports/1"
                hide += (f"mkdir -p {node.fake_ib} && mount -t tmpfs tmpfs {node.fake_ib} && mkdir -p {port} && "
                         f"echo '4: ACTIVE' > {port}/state && echo '5: LinkUp' > {port}/phys_state && "
                         f"echo InfiniBand > {port}/link_layer && echo '200 Gb/sec (4X HDR)' > {port}/rate && ")
            sshd = f"/usr/sbin/sshd -D -e -f {nd / 'sshd_config'}"
            if node.memlock:
                sshd = f"prlimit --memlock={node.memlock[0]}:{node.memlock[1]} {sshd}"
            if node.drop_ipc_lock:
                sshd = f"capsh --drop=cap_ipc_lock -- -c {shlex.quote('exec ' + sshd)}"
            inner = f"hostname {node.name} && {hide}exec {sshd}"
            cmd = ["ip", "netns", "exec", node.netns, "unshare", "--uts", "--mount", "--propagation", "private",
                   "sh", "-c", inner]
        log = open(nd / "sshd.log", "ab")  # noqa: SIM115 - owned by the process
        node.proc = subprocess.Popen(cmd, stdout=log, stderr=log, start_new_session=True)

    def wait_ready(self, name: str, timeout: float = 10) -> None:
        node = self.nodes[name]
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                with socket.create_connection((node.address, PORT), timeout=0.5):
                    return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError(f"sshd on {name} did not come up; see {self.dir / name / 'sshd.log'}")

    def stop_sshd(self, name: str) -> None:
        node = self.nodes[name]
        if node.proc and node.proc.poll() is None:
            os.killpg(node.proc.pid, 15)
            node.proc.wait(timeout=10)
        node.proc = None

    # -- using ----------------------------------------------------------------------------
    def hostfile(self, *names: str, slots: int = 1) -> Path:
        path = self.dir / f"hostfile-{'-'.join(names)}"
        path.write_text("".join(f"{n} slots={slots}\n" for n in names))
        return path

    def client_prefix(self) -> tuple[str, ...]:
        """Run a command with this cluster's ssh directory as ~/.ssh (private mount namespace)."""
        home_ssh = os.path.expanduser("~/.ssh")
        return ("unshare", "--mount", "--propagation", "private", "sh", "-c",
                f'mount --bind {self.ssh_dir} {home_ssh} && exec "$@"', "sh")

    def client_prefix_on(self, name: str) -> tuple[str, ...]:
        """Run a command as if typed on node ``name``: its network namespace, its hostname, its
        /etc/hosts, and this cluster's ssh directory as ~/.ssh."""
        node = self.nodes[name]
        home_ssh = os.path.expanduser("~/.ssh")
        hosts = f"mount --bind {node.hosts_file} /etc/hosts && " if node.hosts_file else ""
        return ("ip", "netns", "exec", node.netns, "unshare", "--uts", "--mount", "--propagation", "private",
                "sh", "-c", f'hostname {name} && {hosts}mount --bind {self.ssh_dir} {home_ssh} && exec "$@"', "sh")

    def on(self, name: str, *cmd: str) -> subprocess.CompletedProcess[str]:
        """Run a command on a node over real ssh."""
        return subprocess.run([*self.client_prefix(), "ssh", name, *cmd], capture_output=True, text=True, timeout=30)

    def processes_on(self, name: str, pattern: str) -> list[int]:
        """pids in the node's network namespace whose command line contains ``pattern``."""
        out = sh("ip", "netns", "pids", self.nodes[name].netns, check=False).stdout.split()
        found = []
        for pid in out:
            try:
                cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
            except OSError:
                continue
            if pattern in cmdline:
                found.append(int(pid))
        return found

    def stop(self) -> None:
        for node in self.nodes.values():
            for pid in sh("ip", "netns", "pids", node.netns, check=False).stdout.split():
                with contextlib.suppress(OSError):
                    os.kill(int(pid), 9)
            if node.proc and node.proc.poll() is None:
                self.stop_sshd(node.name)
            sh("ip", "netns", "del", node.netns, check=False)
        sh("ip", "link", "del", self.bridge, check=False)
        if self._made_home_ssh:
            with contextlib.suppress(OSError):
                os.rmdir(os.path.expanduser("~/.ssh"))
        shutil.rmtree(self.dir, ignore_errors=True)
