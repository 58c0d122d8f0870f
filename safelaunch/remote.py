"""Run the probe on every node over SSH, in parallel, with strict host keys and hard timeouts.

The connection is OpenSSH's own `ssh` client (one process per node, BatchMode, the user's ssh
configuration: Include, Match, ProxyJump, ProxyCommand, IdentityFile, known_hosts as pdsh's ssh reads
them), with strict host keys forced on the command line: known_hosts is never rewritten, an unknown or
changed key is refused unless the user opts into accepting *new* keys, and each node has a connect and
authentication deadline and a probe deadline, so a node that hangs is named, not waited for. A node costs
the launching machine ~20 ms of CPU this way (`ssh -G`, the handshake in C, the thread), against ~38 ms with
the handshake in Python (bench/preflight_scale.py).

Without an `ssh` binary (or with SAFELAUNCH_SSH_CLIENT=paramiko) Fabric/paramiko is used instead, with
the same rules: Fabric's defaults accept any host key silently and never read known_hosts; here
known_hosts files are read (never rewritten) and unknown or changed keys refused the same way.
"""

from __future__ import annotations

import base64
import contextlib
import functools
import getpass
import json
import logging
import math
import os
import re
import selectors
import shlex
import shutil
import socket
import subprocess
import sys
import threading
import time
import zlib
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
    kex: tuple[str, ...] = ()  # OpenSSH's KexAlgorithms for this host, in its order (`ssh -G`)
    # False: only the name is known (ssh resolves it itself when connecting); hostname/port/user are what the
    # hostfile said until `resolved()` asks OpenSSH, which is done only where a message must name them.
    resolved: bool = True
    config_file: str | None = None  # the ssh -F file it is resolved with on demand (None: OpenSSH's defaults)

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
        t = resolved(self.target)
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


def _target_from_g(host: str, g: dict[str, list[str]]) -> SshTarget:
    hostname, port, user = g["hostname"][0], int(g["port"][0]), g["user"][0]
    known = [os.path.expanduser(p) for v in g.get("userknownhostsfile", []) for p in v.split()]
    known += [p for v in g.get("globalknownhostsfile", []) for p in v.split()]
    jump = g.get("proxyjump", ["none"])[0]
    command = g.get("proxycommand", ["none"])[0]
    return SshTarget(
        alias=host, hostname=hostname, port=port, user=user,
        key_files=tuple(os.path.expanduser(k) for k in g.get("identityfile", [])),
        known_hosts=tuple(known), proxy_jump=None if jump == "none" else jump,
        proxy_command=None if command == "none" else _expand(command, hostname, port, user),
        kex=tuple(k for v in g.get("kexalgorithms", []) for k in v.split(",") if k))


def _config_files(config_path: str | None) -> Iterator[tuple[str, bool]]:
    """The ssh configuration files OpenSSH would start from, with whether each is the user's: ``-F file``
    alone (ssh(1): the system-wide file is then ignored), else ~/.ssh/config and /etc/ssh/ssh_config."""
    if config_path:
        yield config_path, True
        return
    yield _ssh_config_path(), True
    yield "/etc/ssh/ssh_config", False


_KEYWORD = re.compile(r"\s*([A-Za-z]+)\s*(?:=\s*|\s+)(.*)")


def kex_may_differ(config_path: str | None = None) -> bool:
    """Whether some ssh configuration could give hosts different KexAlgorithms: True when any file OpenSSH
    reads (Include followed as ssh_config(5) says: globs, ~, relative to ~/.ssh or /etc/ssh) sets
    KexAlgorithms anywhere, or when a file or an Include cannot be read or expanded here (a token or a
    variable in it). False means every host gets OpenSSH's default list, so one `ssh -G` tells it for all."""
    import glob

    seen: set[str] = set()

    def scan(path: str, user: bool, depth: int) -> bool:
        if depth > 16:  # deeper than OpenSSH's own Include limit: cannot tell
            return True
        if path in seen:
            return False
        seen.add(path)
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                lines = f.read().splitlines()
        except FileNotFoundError:
            return False
        except OSError:
            return True
        for line in lines:
            m = _KEYWORD.match(line)
            if not m or line.lstrip().startswith("#"):
                continue
            keyword, value = m.group(1).lower(), m.group(2)
            if keyword == "kexalgorithms":
                return True
            if keyword != "include":
                continue
            for pattern in shlex.split(value, comments=True):
                if "$" in pattern or "%" in pattern:
                    return True
                pattern = os.path.expanduser(pattern) if user else pattern
                if not os.path.isabs(pattern):
                    pattern = os.path.join(os.path.expanduser("~/.ssh") if user else "/etc/ssh", pattern)
                if any(scan(p, user, depth + 1) for p in sorted(glob.glob(pattern))):
                    return True
        return False

    try:
        return any(scan(path, user, 0) for path, user in _config_files(config_path))
    except ValueError:  # an Include line shlex cannot split
        return True


def resolve_targets(hosts: Sequence[str], ssh_port: int | None, config_path: str | None = None) -> list[SshTarget]:
    """Every host as OpenSSH resolves it (`ssh -G`); with no ssh binary, paramiko's reading of
    ~/.ssh/config (no Include, no Match).

    With OpenSSH, the connection itself goes to the hostfile's name and ssh applies the configuration, so
    only what the preflight adds must be known beforehand: the key exchange list (to put X25519 first).
    When no configuration sets KexAlgorithms (`kex_may_differ`), that list is the same for every host and
    only the first host is resolved (~5 ms of CPU saved per node); the others are resolved on demand
    (`resolved`), where a message names a node's address."""
    if not hosts:
        return []
    first = _ssh_g(hosts[0], ssh_port, config_path)
    if first is None:
        return _resolve_with_paramiko(hosts, ssh_port, config_path)
    head = _target_from_g(hosts[0], first)
    if len(hosts) > 1 and openssh() is not None and not kex_may_differ(config_path):
        return [head, *(_unresolved(h, ssh_port, head.kex, config_path) for h in hosts[1:])]
    with ThreadPoolExecutor(max_workers=min(16, len(hosts))) as pool:  # one `ssh -G` each, ~5 ms
        rest = list(pool.map(lambda h: _ssh_g(h, ssh_port, config_path), hosts[1:]))
    if any(g is None for g in rest):  # `ssh` went away meanwhile: every host as paramiko reads the config
        return _resolve_with_paramiko(hosts, ssh_port, config_path)
    return [head, *(_target_from_g(h, g) for h, g in zip(hosts[1:], rest, strict=True) if g is not None)]


def _unresolved(host: str, ssh_port: int | None, kex: tuple[str, ...], config_path: str | None) -> SshTarget:
    user, _, name = host.rpartition("@")
    return SshTarget(alias=host, hostname=name, port=ssh_port or 0, user=user, kex=kex, resolved=False,
                     config_file=config_path)


def resolved(target: SshTarget) -> SshTarget:
    """``target`` with OpenSSH's HostName, Port and User (`ssh -G`), for a message; as it was when it is
    resolved already or cannot be (no `ssh`, or a name OpenSSH refuses: the message names the alias)."""
    if target.resolved:
        return target
    from safelaunch.errors import UserError

    try:
        g = _ssh_g(target.alias, target.port or None, target.config_file)
    except UserError:
        g = None
    return target if g is None else _target_from_g(target.alias, g)


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


@functools.lru_cache(maxsize=1)
def _probe_source() -> str:
    """The very file that runs locally, zlib-compressed (a quarter of the bytes on every connection)."""
    with open(probe.__file__, "rb") as f:
        return base64.b64encode(zlib.compress(f.read(), 9)).decode()


def _remote_probe_command(python: str, options: dict[str, Any]) -> str:
    bootstrap = (f"import base64,zlib;exec(compile(zlib.decompress(base64.b64decode('{_probe_source()}')),"
                 "'safelaunch-probe','exec'))")
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


# -- OpenSSH ---------------------------------------------------------------------------------------

SSH_CLIENT_ENV = "SAFELAUNCH_SSH_CLIENT"  # "paramiko" forces the Fabric/paramiko transport
# Preferred for the probe's connection: classical X25519, as paramiko always used. OpenSSH 9's default
# first choice, sntrup761x25519 (post-quantum hybrid), costs ~75 ms of client CPU per connection.
FAST_KEX = ("curve25519-sha256", "curve25519-sha256@libssh.org")
_AUTHENTICATED = "Authenticated to "  # LogLevel VERBOSE: the session is up
_FAN_OUT = threading.local()  # .cancel: the Event of the fan-out this worker thread serves


def openssh() -> str | None:
    """The OpenSSH client to connect with, or None for the paramiko transport."""
    if os.environ.get(SSH_CLIENT_ENV, "").lower() == "paramiko":
        return None
    return shutil.which("ssh")


@dataclass(frozen=True)
class SshResult:
    exited: int | None  # None: killed at a deadline
    stdout: bytes
    stderr: str  # ssh's own progress lines removed
    authenticated: bool
    seconds: float


class Later:
    """A line several ssh sessions wait for before their command can finish (the master address, known
    once the first node is probed): written to each one's stdin when set. Its fd turns readable then, so
    every waiting session's selector wakes at once, without polling."""

    def __init__(self) -> None:
        self._r, self._w = os.pipe()
        self.line = b"\n"
        self.done = False

    def fileno(self) -> int:
        return self._r

    def set(self, line: str) -> None:
        if not self.done:
            self.line, self.done = line.encode().rstrip(b"\n") + b"\n", True
            os.write(self._w, b"x")

    def close(self) -> None:
        self.set("")
        for fd in (self._r, self._w):
            with contextlib.suppress(OSError):
                os.close(fd)


def _ssh_argv(ssh: str, target: SshTarget, settings: ProbeSettings, command: str, fast_kex: bool) -> list[str]:
    """`ssh` to the node by its hostfile name, so OpenSSH applies the user's configuration itself (as pdsh's ssh
    will), with what the preflight needs forced on the command line (the first value given wins)."""
    opts = {
        "BatchMode": "yes",  # never a password or passphrase prompt
        "StrictHostKeyChecking": "accept-new" if settings.accept_new_keys else "yes",
        "UpdateHostKeys": "no",  # known_hosts is never rewritten
        "ConnectTimeout": str(max(1, math.ceil(settings.connect_timeout))),  # TCP connect and banner
        "LogLevel": "VERBOSE",  # "Authenticated to ..." marks the end of the connect phase
        "ControlPath": "none",  # a fresh connection, never a user's multiplexing master
        "ForwardAgent": "no", "ForwardX11": "no", "ClearAllForwardings": "yes", "RequestTTY": "no",
    }
    if settings.accept_new_keys:
        opts["HashKnownHosts"] = "no"  # the one appended line names the host, like the paramiko transport's
    if fast_kex and target.kex:
        preferred = [k for k in FAST_KEX if k in target.kex]
        if preferred:  # the same algorithms the user allows, X25519 first
            opts["KexAlgorithms"] = ",".join([*preferred, *(k for k in target.kex if k not in preferred)])
    # Where `ssh -G` said the node is (the same, for a resolved target); an unresolved one is left to ssh.
    if target.resolved and target.hostname and target.hostname != target.alias:
        opts["HostName"] = target.hostname
    if target.resolved and target.user:
        opts["User"] = target.user
    argv = [ssh, *(f"-o{k}={v}" for k, v in opts.items())]
    if target.port:
        argv.append(f"-p{target.port}")  # --ssh_port included
    return [*argv, "--", target.alias, command]


def _ssh_noise(line: str) -> bool:
    return line.startswith((_AUTHENTICATED, "Transferred: ", "Bytes per second: ", "Warning: Permanently added "))


def run_ssh(target: SshTarget, settings: ProbeSettings, command: str, fast_kex: bool = False,
            later: Later | None = None) -> SshResult:
    """Run ``command`` on the node with OpenSSH: connect and authenticate within 2 x connect_timeout (ssh's own
    ConnectTimeout bounds TCP and the banner), then the command within probe_timeout. One thread, one ssh
    process and two pipes per node; the process is killed at a deadline. With ``later``, the command's stdin
    gets that line once it is set (the probe deadline counts from then: the wait is bounded by whoever sets
    it), else stdin is empty."""
    ssh = openssh()
    assert ssh is not None
    start = time.monotonic()
    env = {**os.environ, "SSH_ASKPASS_REQUIRE": "never"}
    # A session of its own: no controlling terminal, so no ssh (a ProxyJump hop's included) can prompt.
    proc = subprocess.Popen(_ssh_argv(ssh, target, settings, command, fast_kex),
                            stdin=subprocess.PIPE if later else subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, start_new_session=True)
    assert proc.stdout is not None and proc.stderr is not None
    out: list[bytes] = []
    err = bytearray()
    authenticated_at: float | None = None
    connect_deadline = start + 2 * settings.connect_timeout + 1
    killed = False
    waiting_since: float | None = None  # when ``later`` was written: the probe deadline counts from then
    open_pipes = 2
    with selectors.DefaultSelector() as sel:
        sel.register(proc.stdout, selectors.EVENT_READ, out)
        sel.register(proc.stderr, selectors.EVENT_READ, err)
        if later is not None:
            sel.register(later, selectors.EVENT_READ, later)
        try:
            while open_pipes:
                if authenticated_at is None:
                    deadline = connect_deadline
                elif later is not None and waiting_since is None:
                    # Until the line is set, bounded anyway by twice what the node that sets it may take.
                    deadline = start + 2 * (2 * settings.connect_timeout + 1 + settings.probe_timeout)
                else:
                    deadline = max(authenticated_at, waiting_since or 0.0) + settings.probe_timeout
                now = time.monotonic()
                cancel = getattr(_FAN_OUT, "cancel", None)
                if now >= deadline or (cancel is not None and cancel.is_set()):
                    killed = True
                    break
                for key, _ in sel.select(min(deadline - now, 0.5)):
                    if key.data is later:
                        sel.unregister(later)
                        waiting_since = time.monotonic()
                        if proc.stdin is not None:
                            with contextlib.suppress(OSError):  # ssh may be gone already
                                proc.stdin.write(later.line)
                                proc.stdin.close()
                        continue
                    data = os.read(key.fd, 65536)
                    if not data:
                        sel.unregister(key.fileobj)
                        open_pipes -= 1
                    elif key.data is out:
                        out.append(data)
                    else:
                        err += data
                        if authenticated_at is None and _AUTHENTICATED.encode() in err:
                            authenticated_at = time.monotonic()
        finally:
            if killed or open_pipes:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, 9)  # ssh and whatever it started (ProxyCommand, ProxyJump hops)
            for pipe in (proc.stdin, proc.stdout, proc.stderr):
                if pipe is not None:
                    with contextlib.suppress(OSError):
                        pipe.close()
            proc.wait()
    text = "\n".join(ln for ln in err.decode(errors="replace").replace("\r", "").splitlines() if not _ssh_noise(ln))
    return SshResult(None if killed else proc.returncode, b"".join(out), text.strip(), authenticated_at is not None,
                     time.monotonic() - start)


_KINDS = (  # ssh's own messages (OpenSSH does not translate them), most specific first
    ("host-key-changed", re.compile(r"REMOTE HOST IDENTIFICATION HAS CHANGED|Host key for .* has changed")),
    ("host-key-unknown", re.compile(r"host key is known for|Host key verification failed")),
    ("auth", re.compile(r"Permission denied|Too many authentication failures|No more authentication methods")),
    ("banner-timeout", re.compile(r"banner exchange|kex_exchange_identification: (read|banner)")),
)


def classify_ssh(r: SshResult) -> str | None:
    """The error kind of an ssh run (see ERROR_FIXES), or None when the command ran and exited 0."""
    if r.exited is None:
        return "probe-timeout" if r.authenticated else "banner-timeout"
    if r.exited == 0:
        return None
    if r.authenticated:  # the session was up: the command itself failed (or the connection broke)
        return "probe-failed"
    for kind, pattern in _KINDS:
        if pattern.search(r.stderr):
            return kind
    return "unreachable"


def _host_key_of(target: SshTarget, settings: ProbeSettings) -> str | None:
    """The type and fingerprint of the key a node presented (an unknown key: ssh does not print it unless
    asked, so ask once more, verbosely; the connection stops at the same host key check)."""
    ssh = openssh()
    if ssh is None:
        return None
    argv = _ssh_argv(ssh, target, settings, "true", fast_kex=False)
    argv[1:1] = ["-v"]
    try:
        r = subprocess.run(argv, capture_output=True, text=True, timeout=2 * settings.connect_timeout + 1,
                           stdin=subprocess.DEVNULL, start_new_session=True,
                           env={**os.environ, "SSH_ASKPASS_REQUIRE": "never"})
    except (OSError, subprocess.SubprocessError):
        return None
    m = re.search(r"Server host key: (\S+) (SHA256:\S+)", r.stderr)
    return f"{m.group(1)} host key {m.group(2)}" if m else None


def _error_text(kind: str, r: SshResult, target: SshTarget, settings: ProbeSettings) -> str:
    target = resolved(target)
    if kind == "probe-timeout":
        return f"the probe did not finish within {settings.probe_timeout:g} s"
    if r.exited is None:
        return (f"connected to {target.hostname}:{target.port}, but SSH did not get through the key exchange and "
                f"authentication within {2 * settings.connect_timeout + 1:g} s")
    text = r.stderr[-500:] or f"ssh exited {r.exited}"
    if kind == "host-key-unknown":
        key = _host_key_of(target, settings)
        if key:
            text = f"{target.key_name} presented an unknown {key}; {text}"
    return text


def probe_node(target: SshTarget, settings: ProbeSettings, later: Later | None = None) -> NodeProbe:
    """The probe on one node. ``later`` (OpenSSH only): the master address arrives on the probe's stdin
    once known (options ``"master_addr": "-"``, see probe.main)."""
    if openssh() is None:
        return _probe_node_paramiko(target, settings)
    r = run_ssh(target, settings, _remote_probe_command(settings.python, settings.options), fast_kex=True,
                later=later)
    kind = classify_ssh(r)
    if kind is None:
        try:
            return NodeProbe(target, json.loads(r.stdout), seconds=r.seconds)
        except ValueError as e:
            return NodeProbe(target, None, "probe-failed", f"the probe's output is not JSON ({e}): "
                             f"{(r.stderr or r.stdout.decode(errors='replace')).strip()[-500:]}", r.seconds)
    target = resolved(target)  # the message and the fix name the node's address and port
    return NodeProbe(target, None, kind, _error_text(kind, r, target, settings), r.seconds)


# -- paramiko (no `ssh` binary) ---------------------------------------------------------------------

def _probe_node_paramiko(target: SshTarget, settings: ProbeSettings) -> NodeProbe:
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
              progress: Progress | None = None, later: Later | None = None,
              finished: Callable[[NodeProbe], None] | None = None) -> list[NodeProbe]:
    """Probe every node at once (at most ``fanout`` in flight); total time stays close to the slowest node.
    ``later``: handed to the nodes whose options say ``"master_addr": "-"``; ``finished``: called with each
    node's result as it comes (before the progress line counts it)."""
    pending = [t.alias for t in targets]
    lock = threading.Lock()
    if progress:
        progress(0, len(targets), list(pending))

    def one(t: SshTarget) -> NodeProbe:
        settings = settings_for(t)
        try:
            r = probe_node(t, settings, later if settings.options.get("master_addr") == "-" else None)
        except Exception as e:  # e.g. no process or file descriptor left for ssh: a finding for this node
            r = NodeProbe(t, None, "probe-failed", f"{type(e).__name__}: {e}")
        if finished:
            finished(r)
        with lock:
            pending.remove(t.alias)
            if progress:
                progress(len(targets) - len(pending), len(targets), list(pending))
        return r

    fanout = settings_for(targets[0]).fanout if targets else 1
    return fan_out(one, targets, fanout)


FDS_PER_CONNECTION = 4  # ssh's stdout and stderr pipes, its stdin pipe when pipelined, the thread's epoll fd


def ensure_fds(needed: int) -> None:
    """Raise the soft RLIMIT_NOFILE (often 1024) towards the hard one when ``needed`` descriptors beyond the
    ~64 already open could exceed it (a --fanout of several hundred)."""
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = needed + 64
    if soft != resource.RLIM_INFINITY and soft < want:
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (want if hard == resource.RLIM_INFINITY else min(want, hard),
                                                        hard))


def fan_out(fn: Callable[[SshTarget], Any], targets: Sequence[SshTarget], fanout: int) -> list[Any]:
    """``fn`` for every target, at most ``fanout`` at once, results in order. Abandoned (Ctrl-C in the
    main thread), every ssh still running is killed instead of waited for."""
    cancel = threading.Event()

    def call(t: SshTarget) -> Any:
        _FAN_OUT.cancel = cancel
        return fn(t)

    workers = min(fanout, max(1, len(targets)))
    ensure_fds(FDS_PER_CONNECTION * workers)
    pool = ThreadPoolExecutor(max_workers=workers)
    try:
        return list(pool.map(call, targets))
    except BaseException:
        cancel.set()
        raise
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def run_capture(target: SshTarget, settings: ProbeSettings, command: str) -> tuple[int | None, str, str]:
    """Run ``command`` on the node: (exit status or None when it could not run or finish, stdout, stderr or the
    reason). OpenSSH when there is one, else paramiko, as for the probe."""
    if openssh() is not None:
        r = run_ssh(target, settings, command)
        if r.exited is None:
            return None, "", _error_text(classify_ssh(r) or "probe-timeout", r, target, settings)
        return r.exited, r.stdout.decode(errors="replace"), r.stderr
    try:
        with session(target, settings) as conn:
            res = conn.run(command, hide=True, warn=True, timeout=settings.probe_timeout, in_stream=False)
        return res.exited, res.stdout, res.stderr
    except Exception as e:
        return None, "", str(e) or type(e).__name__


def run_on(target: SshTarget, settings: ProbeSettings, command: str) -> str | None:
    """Run ``command`` on the node; returns an error text, or None when it exited 0."""
    if openssh() is not None:
        r = run_ssh(target, settings, command)  # OpenSSH's default key exchange: the script carries your values
        if r.exited == 0:
            return None
        if r.exited is None:
            return _error_text(classify_ssh(r) or "probe-timeout", r, target, settings)
        return r.stderr[-500:] or f"exit {r.exited}"
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
