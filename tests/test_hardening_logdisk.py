"""A full log disk never kills the job: real launches into a 256 KiB tmpfs in a private mount namespace.

The run directory's filesystem fills up during the run: the job runs to its own end, the console keeps
every byte, safelaunch says once where the log stops, and exits with the job's own status.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from safelaunch.rundir import LogFile, RunDir
from tests.helpers import BIN, ROOT, clean_env

FLOOD = str(BIN / "flood_exit.py")
MESSAGE = re.compile(r"^safelaunch: the log (\S+) is incomplete from byte (\d+): (.+); the job continues$", re.M)

pytestmark = pytest.mark.skipif(os.geteuid() != 0, reason="mounting a tmpfs needs root (unshare --mount)")


def in_tiny_tmpfs(mountpoint: Path, size: str, command: list[str], after: str = "") -> list[str]:
    """``command`` in a private mount namespace whose ``mountpoint`` is a tmpfs of ``size``; ``after``
    runs in the same namespace once it has exited (the tmpfs is gone with the namespace)."""
    script = (f"mount -t tmpfs -o size={size} tmpfs {shlex.quote(str(mountpoint))} || exit 99; "
              f'"$@"; rc=$?; {after or "true"}; exit $rc')
    return ["unshare", "--mount", "--propagation", "private", "sh", "-c", script, "sh", *command]


def run_in_full_disk(tmp_path: Path, *launch: str, size: str = "256k") -> tuple[subprocess.CompletedProcess[bytes],
                                                                             Path]:
    disk, saved, crashes = tmp_path / "disk", tmp_path / "saved", tmp_path / "tmp"
    for d in (disk, saved, crashes):
        d.mkdir()
    # Copy what the full disk holds out of the namespace, with each file's size.
    after = (f"cd {shlex.quote(str(disk))}/logs/*/ && for f in *; do cp \"$f\" {shlex.quote(str(saved))}/ && "
             f"stat -c '%s %n' \"$f\" >> {shlex.quote(str(saved))}/sizes; done")
    cmd = [sys.executable, "-m", "safelaunch", "--runs-dir", str(disk / "logs"), *launch]
    r = subprocess.run(in_tiny_tmpfs(disk, size, cmd, after), capture_output=True, cwd=ROOT, timeout=300,
                       env=clean_env(TMPDIR=str(crashes)))
    return r, saved


def test_full_log_disk_keeps_the_job_the_console_and_its_exit_status(tmp_path: Path) -> None:
    copy = tmp_path / "printed"
    r, saved = run_in_full_disk(tmp_path, "--num_gpus", "1", FLOOD, "--bytes", str(4 * 1024 * 1024),
                                "--events", "500", "--copy", str(copy), "--exit", "3")
    err = r.stderr.decode()
    assert r.returncode == 3, err[-3000:]
    printed = copy.read_bytes()
    assert len(printed) == 4 * 1024 * 1024
    assert printed in r.stdout  # the console has every byte the job printed, in order
    assert "Traceback" not in err and "internal error" not in err
    assert not list((tmp_path / "tmp").glob("safelaunch-crash-*")), "no crash file"
    sizes = {name: size for size, name in (line.split(" ", 1) for line in (saved / "sizes").read_text().splitlines())}
    messages = MESSAGE.findall(err)
    logs = [m for m in messages if m[0].endswith("/output.log")]
    assert len(logs) == 1, err[-3000:]  # said once
    path, offset, why = logs[0]
    assert why == "No space left on device"
    assert int(offset) == int(sizes["output.log"]) > 0  # the offset is the log's size
    assert (saved / "output.log").read_bytes() == r.stdout[:int(offset)]  # the log is the console's first N bytes
    for path, offset, _why in messages:  # events.jsonl (or any other file) too: once, at its own size
        assert [m[0] for m in messages].count(path) == 1
        assert int(offset) == int(sizes[os.path.basename(path)])


def test_supervised_job_exits_with_its_status_after_the_log_fails(tmp_path: Path) -> None:
    """The same through torchrun (the rank's exit 3 is torchrun's 1), with output in a single burst."""
    copy = tmp_path / "printed"
    r, _saved = run_in_full_disk(tmp_path, "--runner", "torchrun", "--nproc-per-node", "1", FLOOD,
                                 "--bytes", str(3 * 1024 * 1024), "--copy", str(copy), "--exit", "3")
    assert r.returncode == 1, r.stderr.decode()[-3000:]
    assert copy.read_bytes() in r.stdout
    said = MESSAGE.findall(r.stderr.decode())
    assert [m[0].rsplit("/", 1)[1] for m in said].count("output.log") == 1
    # torchrun's ChildFailedError is classified: events.jsonl hits the full disk too, and says so once.
    assert all([m[0] for m in said].count(m[0]) == 1 for m in said)


def test_a_disk_full_before_the_launch_is_a_clear_error_and_nothing_starts(tmp_path: Path) -> None:
    disk, marker = tmp_path / "disk", tmp_path / "started"
    disk.mkdir()
    fill = f"dd if=/dev/zero of={shlex.quote(str(disk))}/fill bs=4096 2>/dev/null; "
    cmd = ["sh", "-c", fill + 'exec "$@"', "sh", sys.executable, "-m", "safelaunch", "--runs-dir", str(disk / "logs"),
           "--runner", "torchrun", "--nproc-per-node", "1", FLOOD, "--copy", str(marker)]
    r = subprocess.run(in_tiny_tmpfs(disk, "64k", cmd), capture_output=True, text=True, cwd=ROOT, timeout=120,
                       env=clean_env(TMPDIR=str(tmp_path)))
    assert r.returncode == 2, r.stderr
    assert re.search(r"safelaunch: Cannot (write|create) \S+: No space left on device\. safelaunch keeps every run's "
                     r"log", r.stderr), r.stderr
    assert "--runs-dir" in r.stderr and "Traceback" not in r.stderr
    assert not marker.exists()  # the job never started


def test_log_file_reports_once_and_never_raises(tmp_path: Path) -> None:
    """The writer itself, on a real device that is always full (/dev/full)."""
    fd = os.open("/dev/full", os.O_WRONLY)
    log = LogFile("/dev/full", fd)
    r, w = os.pipe()
    saved = os.dup(2)
    os.dup2(w, 2)
    try:
        log.write(b"one\n")
        log.write(b"two\n")
        log.close(sync=True)
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(w)
    said = os.read(r, 4096).decode()
    os.close(r)
    assert said == ("safelaunch: the log /dev/full is incomplete from byte 0: No space left on device; "
                    "the job continues\n")
    assert log.error == "No space left on device" and log.size == 0


def test_run_directory_json_after_the_launch_never_raises(tmp_path: Path) -> None:
    run = RunDir(str(tmp_path / "gone"))  # its directory does not exist: every write fails
    assert run.write_json_after_launch("diagnosis.json", {"x": 1}) is False
    with pytest.raises(Exception, match="Cannot write"):
        run.write_json("launch.json", {"x": 1})
