"""The probe's network, NCCL library, nccl.conf and net-plugin facts, checked against real situations.

Network facts are built for real: a network namespace (``ip netns``, names start with ``sltp-``)
with veth pairs carrying IPv4, IPv6, a down interface and an up-but-no-carrier one; a private mount
namespace whose /etc is an overlay, so /etc/hosts, /etc/passwd and /etc/nccl.conf can differ
from the host's without touching them. The answers are compared with the real programs: ``ip -j
addr``, ``hostname -I``, ``getent ahosts`` and PyTorch's own Gloo device.

A libnccl, a net plugin or an EFA adapter cannot exist on this machine: those tests use fake
library files (some compiled with gcc into real ELF shared objects) or a fake sysfs tree, and
say so in their names.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from safelaunch import probe
from tests.helpers import ROOT, clean_env

PROBE = str(ROOT / "safelaunch" / "probe.py")
NS = f"sltp-{os.getpid()}"
HOSTNAME = "sltp-node"

needs_root = pytest.mark.skipif(os.geteuid() != 0, reason="needs root for namespaces")
needs_gcc = pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc to build ELF files")


def sh(*cmd: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, capture_output=True, text=True, timeout=60, check=check)


def run_probe(options: dict[str, Any] | None = None, *, prefix: tuple[str, ...] = (),
              env: dict[str, str] | None = None) -> dict[str, Any]:
    """Run probe.py as a remote node does (``python -S``, a JSON options argument) and parse it."""
    cmd = [*prefix, sys.executable, "-S", PROBE, json.dumps(options or {})]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=60, env=env or clean_env())
    assert r.returncode == 0, r.stderr
    data: dict[str, Any] = json.loads(r.stdout)
    assert data["errors"] == []
    return data


def in_ns(*more: str) -> tuple[str, ...]:
    return ("ip", "netns", "exec", NS, *more)


def etc_overlay(tmp: Path, files: dict[str, str], setup: str = "", exec_path: str = "") -> tuple[str, ...]:
    """A prefix running the command in a private mount (and UTS) namespace whose /etc shows
    ``files`` over the real /etc (an overlay: the host's files are not touched), with hostname
    ``sltp-node``, after ``setup``, with PATH set to ``exec_path`` if given."""
    upper, work = tmp / "upper", tmp / "work"
    upper.mkdir(exist_ok=True)
    work.mkdir(exist_ok=True)
    for name, text in files.items():
        (upper / name).write_text(text)
    script = (f"mount -t overlay overlay -o lowerdir=/etc,upperdir={upper},workdir={work} /etc && "
              f"hostname {HOSTNAME} && {setup or 'true'} && "
              f"{f'export PATH={exec_path} && ' if exec_path else ''}exec \"$@\"")
    return ("unshare", "--mount", "--uts", "--propagation", "private", "sh", "-c", script, "sh")


@pytest.fixture(scope="module")
def netns() -> Iterator[str]:
    """lo up; v0 (10.211.0.1/24, fd12::5/64) <-> v1 (127.0.9.9/32) both up; d0 (10.212.0.1/24,
    fd13::7/64) <-> d1 both down; e0 (10.213.0.1/24) up with its peer e1 down (UP, no carrier)."""
    if os.geteuid() != 0:
        pytest.skip("needs root for ip netns")
    sh("ip", "netns", "add", NS)
    try:
        steps = [
            "link set lo up",
            "link add v0 type veth peer name v1",
            "addr add 10.211.0.1/24 dev v0",
            "addr add fd12::5/64 dev v0 nodad",
            "addr add 127.0.9.9/32 dev v1",
            "link set v0 up", "link set v1 up",
            "link add d0 type veth peer name d1",
            "addr add 10.212.0.1/24 dev d0",
            "addr add fd13::7/64 dev d0 nodad",
            "link add e0 type veth peer name e1",
            "addr add 10.213.0.1/24 dev e0",
            "link set e0 up",
        ]
        for step in steps:
            sh("ip", "-n", NS, *step.split())
        yield NS
    finally:
        sh("ip", "netns", "del", NS, check=False)


def ip_links(prefix: tuple[str, ...] = ()) -> dict[str, dict[str, Any]]:
    """name -> {index, addresses} from the real ``ip -j addr``."""
    links = json.loads(sh(*prefix, "ip", "-j", "addr", "show").stdout)
    return {link["ifname"]: {"index": link["ifindex"],
                             "addresses": [a["local"] for a in link.get("addr_info", []) if "local" in a]}
            for link in links}


def settled(reference: Callable[[], Any], observe: Callable[[], Any]) -> tuple[Any, Any]:
    """(reference, observation) taken while the reference did not change: other test suites on this
    machine add and remove interfaces in the host namespace."""
    for _ in range(5):
        before, seen, after = reference(), observe(), reference()
        if before == after:
            return before, seen
    pytest.fail("the host's interfaces kept changing")


# (a) addresses without the `ip` binary ---------------------------------------------------------

HIDE_IP = "mount --bind /dev/null $(readlink -f /bin/ip) && ! ip -V 2>/dev/null"


@needs_root
@pytest.mark.parametrize("where", ["host", "netns"])
def test_addresses_without_ip_binary_equal_ip_j_addr(where: str, netns: str, tmp_path: Path) -> None:
    outer = in_ns() if where == "netns" else ()
    # No /usr/sbin, /sbin, /usr/bin on PATH, and the binary itself made unusable.
    prefix = (*outer, *etc_overlay(tmp_path, {}, setup=HIDE_IP, exec_path="/nonexistent"))
    expected, data = settled(lambda: ip_links(outer), lambda: run_probe(prefix=prefix))
    got = {i["name"]: {"index": i["index"], "addresses": i["addresses"]} for i in data["network"]["interfaces"]}
    assert got == expected
    if where == "netns":
        v0 = got["v0"]["addresses"]
        assert v0[:2] == ["10.211.0.1", "fd12::5"] and v0[2].startswith("fe80::")
        by_name = {i["name"]: i for i in data["network"]["interfaces"]}
        assert by_name["d0"]["up"] is False and by_name["e0"]["up"] is True
        assert by_name["e0"]["running"] is False and by_name["v0"]["running"] is True


# (b) IPv6 in a fresh network namespace --------------------------------------------------------


@needs_root
def test_ipv6_address_and_route_to_an_ipv6_master(netns: str) -> None:
    data = run_probe({"master_addr": "fd12::1", "check_port": False}, prefix=in_ns())
    v0 = next(i for i in data["network"]["interfaces"] if i["name"] == "v0")
    assert "fd12::5" in v0["addresses"]
    route = data["network"]["route_to_master"]
    assert route == {"address": "fd12::1", "resolved": ["fd12::1"], "source_address": "fd12::5",
                     "interface": "v0", "loopback": False, "error": None}


@needs_root
def test_aaaa_only_master_name_resolves_and_routes(netns: str, tmp_path: Path) -> None:
    # gethostbyname() (IPv4 only) says "does not resolve" for this name; getaddrinfo finds it.
    hosts = Path("/etc/hosts").read_text() + "fd12::9 sltp-master6\n"
    data = run_probe({"master_addr": "sltp-master6", "check_port": False},
                     prefix=(*in_ns(), *etc_overlay(tmp_path, {"hosts": hosts})))
    route = data["network"]["route_to_master"]
    assert route["resolved"] == ["fd12::9"] and route["address"] == "fd12::9"
    assert route["source_address"] == "fd12::5" and route["interface"] == "v0" and route["error"] is None


@needs_root
def test_loopback_master_is_flagged(netns: str) -> None:
    for master, iface in (("::1", "lo"), ("127.0.1.1", "lo")):
        route = run_probe({"master_addr": master, "check_port": False}, prefix=in_ns())["network"]["route_to_master"]
        assert route["loopback"] is True and route["interface"] == iface, route
    route = run_probe({"master_addr": "10.211.0.50", "check_port": False}, prefix=in_ns())["network"]["route_to_master"]
    assert route["loopback"] is False and route["interface"] == "v0" and route["source_address"] == "10.211.0.1"


# (c) hostname resolution order and Gloo's default address --------------------------------------

# What torch's own Gloo binds: create its default device (createDefaultDevice, no
# GLOO_SOCKET_IFNAME) and read the address of this process's listening socket from /proc.
GLOO_LISTEN_ADDRESS = textwrap.dedent("""
    import os, socket
    from torch._C._distributed_c10d import ProcessGroupGloo
    device = ProcessGroupGloo.create_default_device()
    mine = set()
    for fd in os.listdir("/proc/self/fd"):
        try:
            link = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:  # the descriptor listdir itself used
            continue
        if link.startswith("socket:["):
            mine.add(link[8:-1])
    for table, family in (("/proc/self/net/tcp", socket.AF_INET), ("/proc/self/net/tcp6", socket.AF_INET6)):
        for line in open(table).read().splitlines()[1:]:
            cols = line.split()
            if cols[3] == "0A" and cols[9] in mine:
                raw = bytes.fromhex(cols[1].split(":")[0])
                raw = b"".join(raw[i:i + 4][::-1] for i in range(0, len(raw), 4))
                print(socket.inet_ntop(family, raw))
""")


def gloo_binds(prefix: tuple[str, ...]) -> str:
    r = subprocess.run([*prefix, sys.executable, "-c", GLOO_LISTEN_ADDRESS], capture_output=True, text=True,
                       timeout=120, env=clean_env(GLOO_SOCKET_IFNAME=""))
    assert r.returncode == 0, r.stderr
    addresses = r.stdout.split()
    assert len(addresses) == 1, r.stdout
    return addresses[0]


def getent_order(prefix: tuple[str, ...]) -> list[str]:
    out = sh(*prefix, "getent", "ahosts", HOSTNAME).stdout
    return list(dict.fromkeys(line.split()[0] for line in out.splitlines()))


def hosts_file(*lines: str) -> str:
    return "127.0.0.1 localhost\n::1 localhost\n" + "".join(f"{line} {HOSTNAME}\n" for line in lines)


@needs_root
@pytest.mark.parametrize(("lines", "order", "gloo"), [
    # The classic Debian /etc/hosts line first, the real address second: Gloo binds loopback.
    (("127.0.1.1", "10.211.0.1"), ["127.0.1.1", "10.211.0.1"], "127.0.1.1"),
    # glibc's RFC 3484 sort puts the IPv6 ULA first whatever the file order; it is local: bound.
    (("10.211.0.1", "fd12::5"), ["fd12::5", "10.211.0.1"], "fd12::5"),
    # Sorted first but not local (bind fails): Gloo takes the next one.
    (("10.211.0.1", "fd12::99"), ["fd12::99", "10.211.0.1"], "10.211.0.1"),
    # Nothing local: Gloo falls back to 127.0.0.1 ("Unable to resolve hostname to a (local) address").
    (("203.0.113.77",), ["203.0.113.77"], None),
])
def test_hostname_order_and_gloo_address_match_torch(netns: str, tmp_path: Path, lines: tuple[str, ...],
                                                       order: list[str], gloo: str | None) -> None:
    prefix = (*in_ns(), *etc_overlay(tmp_path, {"hosts": hosts_file(*lines)}))
    net = run_probe({"check_port": False}, prefix=prefix)["network"]
    assert net["hostname"] == HOSTNAME
    assert net["hostname_addresses"] == order == getent_order(prefix)
    assert net["fqdn_addresses"] == order
    assert net["hostname_is_loopback"] is False
    assert net["gloo_address"] == gloo
    assert gloo_binds(prefix) == (gloo or "127.0.0.1")


@needs_root
def test_hostname_only_on_loopback(netns: str, tmp_path: Path) -> None:
    prefix = (*in_ns(), *etc_overlay(tmp_path, {"hosts": hosts_file("127.0.1.1")}))
    net = run_probe({"check_port": False}, prefix=prefix)["network"]
    assert net["hostname_addresses"] == ["127.0.1.1"] and net["hostname_is_loopback"] is True
    assert net["gloo_address"] == "127.0.1.1" and net["hostname_error"] is None


# (d) hostname -I --------------------------------------------------------------------------------


@needs_root
@pytest.mark.parametrize("where", ["host", "netns"])
def test_host_addresses_equal_hostname_capital_i(where: str, netns: str) -> None:
    prefix = in_ns() if where == "netns" else ()
    expected, got = settled(lambda: sh(*prefix, "hostname", "-I").stdout.split(),
                            lambda: run_probe({"check_port": False}, prefix=prefix)["network"]["host_addresses"])
    assert got == expected
    if where == "netns":
        # A 127.x address on a non-loopback interface is printed, an UP interface without carrier
        # too (IFF_UP, not IFF_RUNNING); a down interface and IPv6 link-local addresses are not.
        # IPv4 before IPv6 (the kernel's dump order that getifaddrs keeps).
        assert sorted(got[:3]) == ["10.211.0.1", "10.213.0.1", "127.0.9.9"] and got[3:] == ["fd12::5"]


# (e) the libnccl the job would load ------------------------------------------------------------


def nccl_facts(env: dict[str, str]) -> dict[str, Any]:
    facts: dict[str, Any] = run_probe({"check_port": False}, env=env)["nccl"]
    return facts


def build_so(path: Path, c_source: str, *link: str) -> None:
    """A real ELF shared object, its string constants in .rodata."""
    src = path.parent / (path.name.replace(".", "_") + ".c")
    src.write_text(c_source)
    sh("gcc", "-shared", "-fPIC", "-o", str(path), str(src), *link)


def version_so(version: str) -> str:
    # A decoy first: only "NCCL version X.Y.Z+cudaA.B" is NCCL's banner (src/init.cc VERSION_STRING).
    return (f'const char *decoy = "NCCL version %s";\n'
            f'const char *ncclBanner(void) {{ return "NCCL version {version}+cuda12.4"; }}\n')


def test_version_from_fake_library_file_name_on_ld_library_path(tmp_path: Path) -> None:
    (tmp_path / "libnccl.so.2.21.5").write_bytes(b"not a real library")
    nccl = nccl_facts(clean_env(LD_LIBRARY_PATH=f"/nonexistent:{tmp_path}"))
    assert nccl["version"] == "2.21.5" and nccl["how"] == "filename"
    assert nccl["library"] == str(tmp_path / "libnccl.so.2.21.5")
    assert nccl["candidates"][0] == nccl["library"]


def test_version_from_fake_library_file_symlink_chain(tmp_path: Path) -> None:
    (tmp_path / "libnccl.so.2.23.4").write_bytes(b"NCCL version 9.9.9+cuda1.1")  # the name wins
    (tmp_path / "libnccl.so.2").symlink_to("libnccl.so.2.23.4")
    (tmp_path / "libnccl.so").symlink_to("libnccl.so.2")
    nccl = nccl_facts(clean_env(LD_LIBRARY_PATH=str(tmp_path)))
    assert nccl["library"] == str(tmp_path / "libnccl.so.2")  # the soname DT_NEEDED asks for
    assert nccl["version"] == "2.23.4" and nccl["how"] == "filename"
    assert nccl["candidates"] == [str(tmp_path / "libnccl.so.2")]  # one file under three names


def test_version_from_embedded_string_of_fake_library_file(tmp_path: Path) -> None:
    blob = os.urandom(1 << 16) + b"\0NCCL version %s\0NCCL version 2.19.3+cuda12.2\0" + os.urandom(1 << 16)
    (tmp_path / "libnccl.so.2").write_bytes(blob)
    nccl = nccl_facts(clean_env(LD_LIBRARY_PATH=str(tmp_path)))
    assert nccl["version"] == "2.19.3" and nccl["how"] == "embedded-string"
    assert "NCCL version 2.19.3+cuda12.2" in nccl["source"]


def test_no_library_means_no_version(tmp_path: Path) -> None:
    (tmp_path / "libnccl.so.2").write_bytes(b"\x7fELF but no banner")
    nccl = nccl_facts(clean_env(LD_LIBRARY_PATH=str(tmp_path)))
    assert nccl["library"] == str(tmp_path / "libnccl.so.2") and nccl["version"] is None and nccl["how"] is None
    if not any(name.startswith("libnccl.so") for name, _ in probe._ld_cache()[0]):
        assert nccl_facts(clean_env(LD_LIBRARY_PATH=""))["library"] is None  # nothing installed here


@needs_gcc
def test_version_from_rodata_of_fake_library_file_built_as_elf(tmp_path: Path) -> None:
    build_so(tmp_path / "libnccl.so.2", version_so("2.26.2"))
    assert probe._elf_needed(str(tmp_path / "libnccl.so.2")) is not None  # parsed as ELF: .rodata searched
    nccl = nccl_facts(clean_env(LD_LIBRARY_PATH=str(tmp_path)))
    assert nccl["version"] == "2.26.2" and nccl["how"] == "embedded-string"


@pytest.fixture
def fake_site(tmp_path: Path) -> Path:
    """A site directory put first on sys.path (PYTHONPATH) holding a torch package (never imported)."""
    site = tmp_path / "site"
    (site / "torch" / "lib").mkdir(parents=True)
    (site / "torch" / "__init__.py").write_text("raise ImportError('the probe must not import torch')\n")
    return site


@needs_gcc
def test_statically_linked_nccl_in_fake_library_file_libtorch_cuda(fake_site: Path, tmp_path: Path) -> None:
    torch_cuda = fake_site / "torch" / "lib" / "libtorch_cuda.so"
    build_so(torch_cuda, version_so("2.20.5"))  # no DT_NEEDED libnccl: NCCL linked in
    other = tmp_path / "ldpath"
    other.mkdir()
    (other / "libnccl.so.2.21.5").write_bytes(b"x")  # on LD_LIBRARY_PATH, but torch never loads it
    nccl = nccl_facts(clean_env(PYTHONPATH=str(fake_site), LD_LIBRARY_PATH=str(other)))
    assert nccl["library"] == str(torch_cuda)
    assert nccl["candidates"] == [str(torch_cuda), str(other / "libnccl.so.2.21.5")]
    assert nccl["version"] == "2.20.5" and nccl["how"] == "embedded-string"
    assert "statically" in nccl["source"]


@needs_gcc
def test_pip_nccl_fake_library_file_wins_over_ld_library_path(fake_site: Path, tmp_path: Path) -> None:
    pip_lib = fake_site / "nvidia" / "nccl" / "lib"
    pip_lib.mkdir(parents=True)
    build_so(pip_lib / "libnccl.so.2", version_so("2.27.3"))
    torch_cuda = fake_site / "torch" / "lib" / "libtorch_cuda.so"
    # DT_NEEDED libnccl.so.2, as the CUDA wheels have it.
    build_so(torch_cuda, "int f(void);\nint g(void) { return f(); }\n",
             "-L", str(pip_lib), "-Wl,--no-as-needed", "-l:libnccl.so.2")
    assert probe._elf_needed(str(torch_cuda)) is not None
    assert "libnccl.so.2" in (probe._elf_needed(str(torch_cuda)) or [])
    other = tmp_path / "ldpath"
    other.mkdir()
    (other / "libnccl.so.2.21.5").write_bytes(b"x")
    nccl = nccl_facts(clean_env(PYTHONPATH=str(fake_site), LD_LIBRARY_PATH=str(other)))
    assert nccl["library"] == str(pip_lib / "libnccl.so.2")  # DT_RPATH comes before LD_LIBRARY_PATH
    assert nccl["version"] == "2.27.3" and nccl["how"] == "embedded-string"
    assert nccl["candidates"] == [str(pip_lib / "libnccl.so.2"), str(other / "libnccl.so.2.21.5")]


# (f) nccl.conf ---------------------------------------------------------------------------------


def passwd_with_root_home(home: Path) -> str:
    lines = Path("/etc/passwd").read_text().splitlines()
    return "".join((f"root:x:0:0:root:{home}:/bin/sh" if ln.startswith("root:") else ln) + "\n" for ln in lines)


@needs_root
def test_nccl_conf_syntax_and_home_from_passwd_not_home_env(tmp_path: Path) -> None:
    home, decoy = tmp_path / "home", tmp_path / "decoy"
    home.mkdir()
    decoy.mkdir()
    (home / ".nccl.conf").write_text(
        "NCCL_DEBUG=INFO\n"
        "# NCCL_IB_DISABLE=1\n"
        "NCCL_SOCKET_IFNAME = eth0\n"    # no trimming: the name is "NCCL_SOCKET_IFNAME "
        "NCCL_TOPO_FILE=/a=b\n"          # split at the first '='
        "NCCL_WINDOWS=1\r\n"             # a CR stays in the value
        "no equals sign here\n"
        "=orphan\n"
        "NCCL_DEBUG=WARN\n"              # the first assignment wins (setenv overwrite=0)
        "NCCL_ALGO=Ring")                # last line without a newline
    (decoy / ".nccl.conf").write_text("NCCL_DEBUG=TRACE\n")
    conf = run_probe({"check_port": False}, env=clean_env(HOME=str(decoy)), prefix=etc_overlay(
        tmp_path, {"passwd": passwd_with_root_home(home)}))["nccl_conf"]
    assert [f["path"] for f in conf["files"]] == [str(home / ".nccl.conf")]
    assert conf["settings"] == {"NCCL_DEBUG": "INFO", "NCCL_SOCKET_IFNAME ": " eth0", "NCCL_TOPO_FILE": "/a=b",
                                "NCCL_WINDOWS": "1\r", "NCCL_ALGO": "Ring"}


@needs_root
@pytest.mark.parametrize("with_conf_file", [False, True])
def test_nccl_conf_file_precedence(tmp_path: Path, with_conf_file: bool) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / ".nccl.conf").write_text("NCCL_DEBUG=INFO\nNCCL_FROM_HOME=1\n")
    user_conf = tmp_path / "user.conf"
    user_conf.write_text("NCCL_DEBUG=TRACE\nNCCL_FROM_USER_FILE=1\n")
    etc = "NCCL_DEBUG=WARN\nNCCL_FROM_ETC=1\nNCCL_FROM_HOME=etc\n"
    prefix = etc_overlay(tmp_path, {"passwd": passwd_with_root_home(home), "nccl.conf": etc})
    env = clean_env(NCCL_CONF_FILE=str(user_conf)) if with_conf_file else clean_env()
    env["NCCL_DEBUG"] = "VERSION"  # the environment wins over every file; not part of `settings`
    conf = run_probe({"check_port": False}, env=env, prefix=prefix)["nccl_conf"]
    if with_conf_file:  # NCCL_CONF_FILE replaces ~/.nccl.conf, /etc/nccl.conf still follows
        assert [f["path"] for f in conf["files"]] == [str(user_conf), "/etc/nccl.conf"]
        assert conf["settings"] == {"NCCL_DEBUG": "TRACE", "NCCL_FROM_USER_FILE": "1", "NCCL_FROM_ETC": "1",
                                    "NCCL_FROM_HOME": "etc"}
    else:
        assert [f["path"] for f in conf["files"]] == [str(home / ".nccl.conf"), "/etc/nccl.conf"]
        assert conf["settings"] == {"NCCL_DEBUG": "INFO", "NCCL_FROM_HOME": "1", "NCCL_FROM_ETC": "1"}
    assert conf["files"][-1]["settings"] == {"NCCL_DEBUG": "WARN", "NCCL_FROM_ETC": "1", "NCCL_FROM_HOME": "etc"}


def test_nccl_conf_file_is_ignored_before_2_23(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    user_conf = tmp_path / "user.conf"
    user_conf.write_text("NCCL_DEBUG=TRACE\n")
    monkeypatch.setenv("NCCL_CONF_FILE", str(user_conf))
    new = probe.probe_nccl_conf("2.23.4")
    old = probe.probe_nccl_conf("2.21.5")
    assert new["files"][0]["path"] == str(user_conf) and new["settings"]["NCCL_DEBUG"] == "TRACE"
    assert all(f["path"] != str(user_conf) for f in old["files"]) and "NCCL_DEBUG" not in old["settings"]
    assert "< 2.23 ignores NCCL_CONF_FILE" in old["source"]


# (g) net plugins -------------------------------------------------------------------------------


def test_fake_net_plugin_library_files_are_found(fake_site: Path, tmp_path: Path) -> None:
    ld = tmp_path / "hpcx"
    ld.mkdir()
    (ld / "libnccl-net.so").write_bytes(b"x")
    (ld / "libnccl-net-ofi.so").write_bytes(b"x")
    (ld / "libnccl.so.2").write_bytes(b"x")  # NCCL itself is not a plugin
    in_site = fake_site / "nvidia" / "nccl_plugin" / "lib" / "libnccl-net-foo.so"
    in_site.parent.mkdir(parents=True)
    in_site.write_bytes(b"x")
    by_path = tmp_path / "elsewhere" / "libnccl-net-custom.so"
    by_path.parent.mkdir()
    by_path.write_bytes(b"x")
    env = clean_env(LD_LIBRARY_PATH=str(ld), PYTHONPATH=str(fake_site), NCCL_NET_PLUGIN=str(by_path))
    plugins = run_probe({"check_port": False}, env=env)["net_plugins"]
    assert plugins["libraries"] == [
        {"name": "libnccl-net-custom.so", "path": str(by_path)},
        {"name": "libnccl-net-ofi.so", "path": str(ld / "libnccl-net-ofi.so")},
        {"name": "libnccl-net.so", "path": str(ld / "libnccl-net.so")},
        {"name": "libnccl-net-foo.so", "path": str(in_site)},
    ]
    assert plugins["nccl_net_plugin"] == str(by_path)
    none = run_probe({"check_port": False}, env=clean_env(LD_LIBRARY_PATH="", NCCL_NET_PLUGIN="ofi"))["net_plugins"]
    assert none["libraries"] == [] and none["nccl_net_plugin"] == "ofi"


# (h) EFA and uverbs ----------------------------------------------------------------------------


def test_fake_sysfs_efa_and_uverbs_per_device(tmp_path: Path) -> None:
    sysfs, dev = tmp_path / "sys", tmp_path / "dev"
    for hca, link_layer in (("efa_0", "Unknown"), ("rdmap16s27", "Unknown"), ("mlx5_0", "InfiniBand")):
        port = sysfs / "class" / "infiniband" / hca / "ports" / "1"
        port.mkdir(parents=True)
        for name, value in {"state": "4: ACTIVE", "phys_state": "5: LinkUp", "link_layer": link_layer,
                            "rate": "100 Gb/sec (4X EDR)"}.items():
            (port / name).write_text(value + "\n")
    for node, ibdev in (("uverbs0", "efa_0"), ("uverbs1", "mlx5_0")):
        (sysfs / "class" / "infiniband_verbs" / node).mkdir(parents=True)
        (sysfs / "class" / "infiniband_verbs" / node / "ibdev").write_text(ibdev + "\n")
    (dev / "infiniband").mkdir(parents=True)
    (dev / "infiniband" / "uverbs1").write_bytes(b"")  # present and read-write; uverbs0 missing
    ib = probe.probe_infiniband(str(sysfs), str(dev))
    got = {d["name"]: (d["efa"], d["uverbs"], d["dev_exists"], d["dev_rw"]) for d in ib["devices"]}
    assert got == {"efa_0": (True, "uverbs0", False, False),
                   "mlx5_0": (False, "uverbs1", True, True),
                   "rdmap16s27": (True, None, None, None)}
    assert [u["name"] for u in ib["uverbs"]] == ["uverbs0", "uverbs1"]
    # Through collect()'s seam, as `SAFELAUNCH_FAKE_SYSFS` uses it.
    facts = probe.collect(check_port=False, ib_sys_root=str(sysfs))
    assert [d["efa"] for d in facts["infiniband"]["devices"]] == [True, False, True]


def test_cuda_visible_devices_is_reported() -> None:
    gpus = run_probe({"check_port": False}, env=clean_env(CUDA_VISIBLE_DEVICES="1,3"))["gpus"]
    assert gpus["cuda_visible_devices"] == "1,3"
    env = clean_env()
    env.pop("CUDA_VISIBLE_DEVICES", None)
    assert run_probe({"check_port": False}, env=env)["gpus"]["cuda_visible_devices"] is None


P2P_MATRIX = """ \tGPU0\tGPU1\tGPU2\tGPU3\t
 GPU0\tX\tOK\t{x}\tOK\t
 GPU1\tOK\tX\tOK\tOK\t
 GPU2\t{x}\tOK\tX\tOK\t
 GPU3\tOK\tOK\tOK\tX\t

Legend:

  X    = Self
  OK   = Status Ok
  CNS  = Chipset not supported
  GNS  = GPU not supported
  TNS  = Topology not supported
  NS   = Not supported
  U    = Unknown
"""


@pytest.mark.parametrize(("cell", "verdict"), [("OK", True), ("CNS", False), ("U", None)])
def test_gpu_p2p_from_a_fake_nvidia_smi_and_fake_procfs(tmp_path: Path, cell: str, verdict: bool | None) -> None:
    """FAKE: no GPU here. A fake /proc/driver/nvidia with 4 GPUs and a fake `nvidia-smi` printing the
    `topo -p2p r` matrix the real one prints (with the status of the GPU0-GPU2 pair varied)."""
    gpus = tmp_path / "proc" / "driver" / "nvidia" / "gpus"
    for i in range(4):
        (gpus / f"0000:0{i}:00.0").mkdir(parents=True)
    (tmp_path / "proc" / "driver" / "nvidia" / "version").write_text(
        "NVRM version: NVIDIA UNIX x86_64 Kernel Module  570.86.15  Thu Jan 1 2025\n")
    smi = tmp_path / "bin" / "nvidia-smi"
    smi.parent.mkdir()
    (tmp_path / "matrix").write_text(P2P_MATRIX.format(x=cell))
    smi.write_text(f"#!/bin/sh\n[ \"$1 $2 $3\" = 'topo -p2p r' ] && exec cat {tmp_path / 'matrix'}\nexit 1\n")
    smi.chmod(0o755)
    env = {**clean_env(), "PATH": f"{smi.parent}:{os.environ['PATH']}"}
    facts = run_probe({"proc_root": str(tmp_path / "proc")}, env=env)
    assert facts["gpus"]["count"] == 4 and facts["gpus"]["driver_version"] == "570.86.15"
    assert facts["gpus"]["p2p"]["all_pairs"] is verdict, facts["gpus"]


def test_seccomp_mode_is_read_from_proc_status() -> None:
    status = Path("/proc/self/status").read_text()
    expected = int(next(ln.split()[1] for ln in status.splitlines() if ln.startswith("Seccomp:")))
    assert probe.probe_capabilities()["seccomp"] == expected
