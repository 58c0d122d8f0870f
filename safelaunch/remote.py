"""Run the probe on every node over SSH, in parallel, with strict host keys and hard timeouts.

Fabric is used for the connection, but not its defaults: it accepts any host key silently and
never reads known_hosts. Here known_hosts files are read (never rewritten), an unknown or
changed key is refused unless the user opts into accepting *new* keys, and each node has a
connect, banner, auth and probe deadline, so a node that hangs is named, not waited for.
"""

from __future__ import annotations

import base64
import contextlib
import getpass
import json
import logging
import os
import shlex
import shutil
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from safelaunch import probe

ERROR_FIXES = {
    "unreachable": "Check that the node is up and sshd listens (ssh {alias} hostname); check Host/HostName/Port "
                   "in ~/.ssh/config and --ssh_port.",
    "host-key-unknown": "Verify the key, then add it: ssh-keyscan -p {port} {hostname} >> ~/.ssh/known_hosts (or "
                        "pass --accept-new-host-keys to let safelaunch append it once).",
    "host-key-changed": "The node's host key differs from known_hosts: if the node was reinstalled, remove the old "
                        "line with ssh-keygen -R '{keyname}'; otherwise treat it as an attack.",
    "auth": "Set up passwordless SSH for {user}@{alias} (ssh-copy-id, or IdentityFile in ~/.ssh/config).",
    "banner-timeout": "Something accepts TCP on {hostname}:{port} but does not speak SSH; check the port and the "
                      "sshd on that node.",
    "probe-timeout": "The node accepted SSH but the probe did not finish; the node may be overloaded or its "
                     "filesystem hung. Raise --probe-timeout if it is just slow.",
    "probe-failed": "The probe could not run with the node's Python; check `ssh {alias} python3 -V`.",
}


@dataclass(frozen=True)
class SshTarget:
    alias: str  # the name in the hostfile
    hostname: str
    port: int
    user: str
    key_files: tuple[str, ...] = ()
    known_hosts: tuple[str, ...] = ()
    proxy_jump: str | None = None  # OpenSSH ProxyJump: [user@]host[:port][,...] hops, in order
    proxy_command: str | None = None  # OpenSSH ProxyCommand, %h %p %r expanded

    @property
    def key_name(self) -> str:
        """The name OpenSSH and paramiko store this host's key under."""
        return self.hostname if self.port == 22 else f"[{self.hostname}]:{self.port}"


@dataclass(frozen=True)
class NodeProbe:
    target: SshTarget
    facts: dict[str, Any] | None
    error_kind: str | None = None
    error: str | None = None
    seconds: float = 0.0

    def fix(self) -> str:
        t = self.target
        return ERROR_FIXES.get(self.error_kind or "", "").format(
            alias=t.alias, hostname=t.hostname, port=t.port, user=t.user, keyname=t.key_name)


@dataclass(frozen=True)
class ProbeSettings:
    connect_timeout: float = 5.0
    probe_timeout: float = 20.0
    accept_new_keys: bool = False
    python: str = sys.executable
    fanout: int = 64  # connections in flight at once (--fanout)
    options: dict[str, Any] = field(default_factory=dict)


def _ssh_config_path() -> str:
    return os.path.join(os.path.expanduser("~"), ".ssh", "config")


def config_includes(path: str | None = None) -> bool:
    """paramiko ignores Include; say so rather than resolve hosts wrongly."""
    try:
        with open(path or _ssh_config_path(), encoding="utf-8") as f:
            return any(line.strip().lower().startswith("include") for line in f)
    except OSError:
        return False


def _ssh_g(host: str, ssh_port: int | None, config_path: str | None) -> dict[str, list[str]] | None:
    """OpenSSH's own resolution of a host (`ssh -G`: Include, Match, CanonicalizeHostname, ProxyJump,
    every default), so the preflight reaches exactly the node pdsh's ssh will. None without `ssh`."""
    ssh = shutil.which("ssh")
    if ssh is None:
        return None
    cmd = [ssh, "-G", *(["-F", config_path] if config_path else []), *(["-p", str(ssh_port)] if ssh_port else []),
           "--", host]
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=10, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.SubprocessError):
        return None
    if r.returncode != 0:
        from safelaunch.errors import UserError

        raise UserError(f"OpenSSH cannot resolve the host {host!r} with your ssh configuration: "
                        f"{r.stderr.strip()[-300:]}. Fix ~/.ssh/config (or the hostfile's name).")
    out: dict[str, list[str]] = {}
    for line in r.stdout.splitlines():
        key, _, value = line.partition(" ")
        out.setdefault(key.lower(), []).append(value)
    return out


def _expand(command: str, hostname: str, port: int, user: str) -> str:
    """ProxyCommand tokens (ssh_config(5) TOKENS): %h %p %r %%."""
    out, i = [], 0
    while i < len(command):
        if command[i] == "%" and i + 1 < len(command):
            out.append({"h": hostname, "p": str(port), "r": user, "%": "%"}.get(command[i + 1], command[i:i + 2]))
            i += 2
        else:
            out.append(command[i])
            i += 1
    return "".join(out)


def resolve_targets(hosts: Sequence[str], ssh_port: int | None, config_path: str | None = None) -> list[SshTarget]:
    """Every host as OpenSSH resolves it (`ssh -G`); with no ssh binary, paramiko's reading of
    ~/.ssh/config (no Include, no Match)."""
    targets = []
    with ThreadPoolExecutor(max_workers=min(16, max(1, len(hosts)))) as pool:  # one `ssh -G` each, ~5 ms
        resolved = list(pool.map(lambda h: _ssh_g(h, ssh_port, config_path), hosts))
    for host, g in zip(hosts, resolved, strict=True):
        if g is None:
            return _resolve_with_paramiko(hosts, ssh_port, config_path)
        hostname, port, user = g["hostname"][0], int(g["port"][0]), g["user"][0]
        known = [os.path.expanduser(p) for v in g.get("userknownhostsfile", []) for p in v.split()]
        known += [p for v in g.get("globalknownhostsfile", []) for p in v.split()]
        jump = g.get("proxyjump", ["none"])[0]
        command = g.get("proxycommand", ["none"])[0]
        targets.append(SshTarget(
            alias=host, hostname=hostname, port=port, user=user,
            key_files=tuple(os.path.expanduser(k) for k in g.get("identityfile", [])),
            known_hosts=tuple(known), proxy_jump=None if jump == "none" else jump,
            proxy_command=None if command == "none" else _expand(command, hostname, port, user)))
    return targets


def _resolve_with_paramiko(hosts: Sequence[str], ssh_port: int | None, config_path: str | None) -> list[SshTarget]:
    from paramiko import SSHConfig

    path = config_path or _ssh_config_path()
    config = SSHConfig.from_path(path) if os.path.exists(path) else SSHConfig()
    home_known = os.path.join(os.path.expanduser("~"), ".ssh", "known_hosts")
    targets = []
    for host in hosts:
        user, _, name = host.rpartition("@")
        entry = config.lookup(name)
        known = tuple(os.path.expanduser(p) for p in str(entry.get("userknownhostsfile", home_known)).split())
        targets.append(SshTarget(
            alias=host, hostname=entry.get("hostname", name),
            # Like ssh -p: deepspeed's --ssh_port beats the config's Port.
            port=ssh_port if ssh_port is not None else int(entry.get("port", 22)),
            user=user or entry.get("user") or getpass.getuser(),
            key_files=tuple(os.path.expanduser(k) for k in entry.get("identityfile", [])),
            known_hosts=(*known, "/etc/ssh/ssh_known_hosts")))
    return targets


class UnknownHostKey(Exception):
    pass


def _policies(accept_new: bool, known_hosts_file: str) -> Any:
    from paramiko import MissingHostKeyPolicy

    class Reject(MissingHostKeyPolicy):  # type: ignore[misc]
        def missing_host_key(self, client: Any, hostname: str, key: Any) -> None:
            raise UnknownHostKey(f"{hostname} presented an unknown {key.get_name()} host key "
                                 f"SHA256:{key.fingerprint.split(':', 1)[-1]}")

    class AppendNew(MissingHostKeyPolicy):  # type: ignore[misc]
        """Append exactly one line; every existing byte of known_hosts stays as it was."""

        lock = threading.Lock()

        def missing_host_key(self, client: Any, hostname: str, key: Any) -> None:
            with self.lock:
                os.makedirs(os.path.dirname(known_hosts_file) or ".", mode=0o700, exist_ok=True)
                with open(known_hosts_file, "a", encoding="utf-8") as f:
                    f.write(f"{hostname} {key.get_name()} {key.get_base64()}\n")

    return AppendNew() if accept_new else Reject()


def _python_command(python: str, args: list[str]) -> str:
    """A remote command running ``python args``: the node's copy of the launching interpreter (the one
    deepspeed starts ranks with), or python3 when that path is missing there, so a missing interpreter
    becomes a finding instead of a failed probe. Wrapped in /bin/sh whatever the login shell is."""
    script = (f"P={shlex.quote(python)}; [ -x \"$P\" ] || P=python3; "
              f"exec \"$P\" {' '.join(shlex.quote(a) for a in args)}")
    return f"/bin/sh -c {shlex.quote(script)}"


def _remote_probe_command(python: str, options: dict[str, Any]) -> str:
    with open(probe.__file__, "rb") as f:  # the very file that runs locally
        source = base64.b64encode(f.read()).decode()
    bootstrap = f"import base64;exec(compile(base64.b64decode('{source}'),'safelaunch-probe','exec'))"
    # -S: the probe needs no site packages, and skipping .pth processing halves its start-up on every node.
    return _python_command(python, ["-S", "-c", bootstrap, json.dumps(options)])


def _classify_error(exc: BaseException) -> str:
    from invoke.exceptions import CommandTimedOut
    from paramiko import AuthenticationException, BadHostKeyException, SSHException

    if isinstance(exc, UnknownHostKey):
        return "host-key-unknown"
    if isinstance(exc, BadHostKeyException):
        return "host-key-changed"
    if isinstance(exc, AuthenticationException):
        return "auth"
    if isinstance(exc, CommandTimedOut):
        return "probe-timeout"
    # TCP was accepted but SSH never got going: paramiko says "Error reading SSH protocol banner", or,
    # through Fabric, "No existing session" when the dead transport is first used for auth.
    if isinstance(exc, SSHException) and any(w in str(exc) for w in ("banner", "No existing session", "Negotiation")):
        return "banner-timeout"
    if isinstance(exc, (OSError, socket.timeout, SSHException, EOFError)):
        return "unreachable"
    return "probe-failed"


def _load_known_hosts(client: Any, path: str) -> None:
    """Read known_hosts as "system" keys, which paramiko never saves back.

    paramiko rejects a whole file over one line it cannot parse (a marker line, a key type it does
    not know); OpenSSH skips such lines, and so does this.
    """
    try:
        client.load_system_host_keys(path)
        return
    except Exception:
        pass
    from paramiko.hostkeys import HostKeyEntry

    keys = client._system_host_keys  # the store load_system_host_keys fills
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            try:
                entry = HostKeyEntry.from_line(line)
            except Exception:
                continue
            if entry is not None and entry.key is not None:
                for name in entry.hostnames:
                    keys.add(name, entry.key.get_name(), entry.key)


@contextlib.contextmanager
def session(target: SshTarget, settings: ProbeSettings) -> Iterator[Any]:
    """An open connection to the node, through its ProxyJump hops if it has any (each hop with the same
    strict host keys and deadlines); everything opened is closed again."""
    opened: list[Any] = []
    try:
        gateway = None
        for hop in (target.proxy_jump or "").split(","):
            if hop.strip():
                user, _, rest = hop.strip().rpartition("@")
                name, _, port = rest.partition(":") if not rest.startswith("[") else (rest, "", "")
                (hop_target,) = resolve_targets([f"{user}@{name}" if user else name], int(port) if port else None)
                gateway = connect(hop_target, settings, gateway)
                opened.append(gateway)
        conn = connect(target, settings, gateway)
        opened.append(conn)
        yield conn
    finally:
        for c in reversed(opened):
            with contextlib.suppress(Exception):
                c.close()


def connect(target: SshTarget, settings: ProbeSettings, gateway: Any = None) -> Any:
    from fabric import Config, Connection

    # paramiko logs transport errors to stderr through logging's last-resort handler; safelaunch
    # reports them itself, per node.
    paramiko_log = logging.getLogger("paramiko")
    paramiko_log.propagate = False
    if not paramiko_log.handlers:
        paramiko_log.addHandler(logging.NullHandler())

    kwargs: dict[str, Any] = {"banner_timeout": settings.connect_timeout, "auth_timeout": settings.connect_timeout,
                              "allow_agent": True}
    keys = [k for k in target.key_files if os.path.exists(k)]  # ssh -G lists every default name
    if keys:
        kwargs["key_filename"] = keys
    if target.proxy_command and gateway is None:
        from paramiko import ProxyCommand

        kwargs["sock"] = ProxyCommand(target.proxy_command)
    conn = Connection(target.hostname, user=target.user, port=target.port, connect_timeout=settings.connect_timeout,
                      config=Config(overrides={"load_ssh_configs": False}), connect_kwargs=kwargs, gateway=gateway)
    writable = next((p for p in target.known_hosts if not p.startswith("/etc/")),
                    os.path.join(os.path.expanduser("~"), ".ssh", "known_hosts"))
    conn.client.set_missing_host_key_policy(_policies(settings.accept_new_keys, writable))
    for path in target.known_hosts:
        if os.path.exists(path):
            _load_known_hosts(conn.client, path)
    conn.open()
    return conn


def probe_node(target: SshTarget, settings: ProbeSettings) -> NodeProbe:
    start = time.monotonic()
    try:
        with session(target, settings) as conn:
            result = conn.run(_remote_probe_command(settings.python, settings.options), hide=True, warn=True,
                              timeout=settings.probe_timeout, in_stream=False)
        if result.exited != 0:
            return NodeProbe(target, None, "probe-failed", (result.stderr or result.stdout).strip()[-500:],
                             time.monotonic() - start)
        return NodeProbe(target, json.loads(result.stdout), seconds=time.monotonic() - start)
    except Exception as e:  # every failure is a per-node finding, never a crash of the whole preflight
        text = str(e).strip() or type(e).__name__
        return NodeProbe(target, None, _classify_error(e), text, time.monotonic() - start)


Progress = Callable[[int, int, list[str]], None]  # (done, total, names still pending)


def probe_all(targets: Sequence[SshTarget], settings_for: Callable[[SshTarget], ProbeSettings],
              progress: Progress | None = None) -> list[NodeProbe]:
    """Probe every node at once; total time stays close to the slowest node."""
    pending = [t.alias for t in targets]
    lock = threading.Lock()
    if progress:
        progress(0, len(targets), list(pending))

    def one(t: SshTarget) -> NodeProbe:
        r = probe_node(t, settings_for(t))
        with lock:
            pending.remove(t.alias)
            if progress:
                progress(len(targets) - len(pending), len(targets), list(pending))
        return r

    fanout = settings_for(targets[0]).fanout if targets else 1
    with ThreadPoolExecutor(max_workers=min(fanout, max(1, len(targets)))) as pool:
        return list(pool.map(one, targets))


def run_on(target: SshTarget, settings: ProbeSettings, command: str) -> str | None:
    """Run ``command`` on the node; returns an error text, or None when it exited 0."""
    try:
        with session(target, settings) as conn:
            r = conn.run(command, hide=True, warn=True, timeout=settings.probe_timeout, in_stream=False)
        return None if r.exited == 0 else (r.stderr.strip() or f"exit {r.exited}")
    except Exception as e:
        return str(e) or type(e).__name__


def write_file(target: SshTarget, settings: ProbeSettings, path: str, content: str) -> str | None:
    """Write ``content`` to ``path`` (mode 0600, atomically) on the node; returns an error text or None."""
    code = ("import base64,os,sys;p=sys.argv[1];t=p+'.%d'%os.getpid();"
            "fd=os.open(t,os.O_WRONLY|os.O_CREAT|os.O_EXCL,0o600);os.write(fd,base64.b64decode(sys.argv[2]));"
            "os.close(fd);os.replace(t,p)")
    payload = base64.b64encode(content.encode()).decode()
    return run_on(target, settings, _python_command(settings.python, ["-c", code, path, payload]))
