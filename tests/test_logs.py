"""Run directories, lossless logs and root-cause summaries from real launches."""

from __future__ import annotations

import hashlib
import json
import random
import re
import signal
import socket
import subprocess
import sys
from pathlib import Path

from tests.helpers import BIN, ROOT, clean_env, no_traceback, safelaunch
from tests.proc_utils import read_until

TORCHRUN_1 = ("--runner", "torchrun", "--nproc-per-node", "1")


def only_run_dir(base: Path) -> Path:
    dirs = [d for d in base.iterdir() if d.is_dir()]
    assert len(dirs) == 1, dirs
    return dirs[0]


def test_nccl_failure_line_is_the_root_cause_with_its_run_directory(tmp_path: Path) -> None:
    r = safelaunch("--runs-dir", str(tmp_path), "--runner", "torchrun", "--nproc-per-node", "2",
                   str(BIN / "nccl_fail.py"))
    assert r.returncode == 1
    assert "root cause: shm_exhausted on host" in r.stderr and "local rank 1" in r.stderr
    assert "failed to extend /dev/shm/nccl-WU88OE" in r.stderr
    # preflight saw 23 GiB free: the summary must say preflight judged /dev/shm healthy.
    assert "preflight judged this healthy (/dev/shm had" in r.stderr
    run = only_run_dir(tmp_path)
    assert {p.name for p in run.iterdir()} == {"output.log", "events.jsonl", "launch.json", "preflight.json",
                                               "diagnosis.json"}
    assert (run / "output.log").read_bytes() == r.stdout.encode()  # the console got exactly the log
    events = [json.loads(line) for line in (run / "events.jsonl").read_text().splitlines()]
    shm = [e for e in events if e["class"] == "shm_exhausted"]
    assert len(shm) == 1 and shm[0]["local_rank"] == 1 and shm[0]["role"] == "cause"
    assert {"time", "host", "rank", "class", "severity", "line", "text"} <= shm[0].keys()
    line = (run / "output.log").read_text().splitlines()[shm[0]["line"] - 1]
    assert "failed to extend /dev/shm" in line
    diagnosis = json.loads((run / "diagnosis.json").read_text())
    assert diagnosis["root_cause"]["class"] == "shm_exhausted" and diagnosis["exit_status"] == 1
    preflight = json.loads((run / "preflight.json").read_text())
    assert preflight["env"]["NCCL_DEBUG"] == "WARN" and preflight["facts"]["shm"]["total_bytes"] > 0


def test_auto_fix_retries_once_with_the_env_remedy_and_records_both(tmp_path: Path) -> None:
    r = safelaunch("--auto-fix", "--runs-dir", str(tmp_path), "--runner", "torchrun", "--nproc-per-node", "2",
                   str(BIN / "nccl_fail.py"))
    assert r.returncode == 0, r.stderr[-2000:]
    assert "--auto-fix: the run failed with shm_exhausted; relaunching ONCE with NCCL_SHM_DISABLE=1" in r.stderr
    run = only_run_dir(tmp_path)
    retry = run / "retry-shm_exhausted"
    assert json.loads((run / "diagnosis.json").read_text())["exit_status"] == 1
    assert json.loads((retry / "diagnosis.json").read_text())["exit_status"] == 0
    assert json.loads((retry / "launch.json").read_text())["env"]["NCCL_SHM_DISABLE"] == "1"
    assert "rank 1 done (NCCL_SHM_DISABLE=1)" in (retry / "output.log").read_text()


def test_auto_fix_never_retries_a_class_without_an_env_remedy(tmp_path: Path) -> None:
    script = tmp_path / "oom.py"
    script.write_text("import sys\nprint('torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2 GiB')\n"
                      "sys.exit(1)\n")
    r = safelaunch("--auto-fix", "--runs-dir", str(tmp_path / "logs"), *TORCHRUN_1, str(script))
    assert r.returncode == 1
    assert "root cause: cuda_oom" in r.stderr and "relaunching" not in r.stderr
    assert [p.name for p in only_run_dir(tmp_path / "logs").iterdir() if p.is_dir()] == []


def test_dataloader_workers_out_of_shm_in_a_tiny_dev_shm(tmp_path: Path) -> None:
    prefix = ("unshare", "--mount", "--propagation", "private", "sh", "-c",
              'mount -t tmpfs -o size=4m tmpfs /dev/shm && exec "$@"', "sh")
    r = safelaunch("--runs-dir", str(tmp_path), *TORCHRUN_1, str(BIN / "dataloader_shm.py"), prefix=prefix)
    assert r.returncode == 1
    assert "root cause: shm_exhausted" in r.stderr
    # One rank needs no NCCL segments, so preflight had no shm finding: it says the rules missed this.
    assert "preflight judged this healthy (/dev/shm had 4 MiB free of 4 MiB)" in r.stderr


def test_busy_master_port_with_launch_anyway_is_a_predicted_rendezvous_failure(tmp_path: Path) -> None:
    with socket.socket() as s:
        s.bind(("0.0.0.0", 0))
        s.listen(1)
        port = s.getsockname()[1]
        r = safelaunch("--launch-anyway", "--runs-dir", str(tmp_path), *TORCHRUN_1, "--master-port", str(port),
                       str(BIN / "rank.py"))
    assert r.returncode != 0
    assert "root cause: rendezvous_failure" in r.stderr
    assert "preflight predicted this (finding master-port-busy)" in r.stderr


def test_binary_output_and_a_100_mb_line_are_logged_byte_exact(tmp_path: Path) -> None:
    n = 4 * 1024 * 1024
    r = subprocess.run([sys.executable, "-m", "safelaunch", "--runs-dir", str(tmp_path), *TORCHRUN_1,
                        str(BIN / "child.py"), "binary", str(n)], capture_output=True, env=clean_env(), cwd=ROOT)
    assert r.returncode == 0, r.stderr[-2000:]
    log = (only_run_dir(tmp_path) / "output.log").read_bytes()
    assert log == r.stdout
    assert random.Random(7).randbytes(n) in log
    huge = 100 * 1024 * 1024
    r = subprocess.run([sys.executable, "-m", "safelaunch", "--runs-dir", str(tmp_path / "h"), *TORCHRUN_1,
                        str(BIN / "child.py"), "huge-line", str(huge)], capture_output=True, env=clean_env(),
                       cwd=ROOT)
    assert r.returncode == 0
    log = (only_run_dir(tmp_path / "h") / "output.log").read_bytes()
    assert hashlib.sha256(log).digest() == hashlib.sha256(r.stdout).digest()
    assert b"A" * huge + b"\nend\n" in log


def test_sigint_during_heavy_output_keeps_every_byte(tmp_path: Path) -> None:
    p = subprocess.Popen([sys.executable, "-m", "safelaunch", "--runs-dir", str(tmp_path), *TORCHRUN_1,
                          str(BIN / "child.py"), "count-until-signal"], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, env=clean_env(), cwd=ROOT)
    read_until(p, r"^line 200000$", timeout=60)
    p.send_signal(signal.SIGINT)
    _out, err = p.communicate(timeout=60)
    assert p.returncode == 130
    log = (only_run_dir(tmp_path) / "output.log").read_bytes()
    numbers = [int(m) for m in re.findall(rb"^line (\d+)$", log, re.MULTILINE)]
    last = re.search(rb"stopped after (\d+) lines", log)
    assert last, log[-500:]
    assert numbers == list(range(int(last.group(1))))  # nothing lost, nothing out of order
    assert "safelaunch: interrupted; the log is complete" in err.decode()


def test_secrets_are_masked_in_the_run_directory(tmp_path: Path) -> None:
    env = clean_env(HF_TOKEN="hf_s3cr3t_value", WANDB_API_KEY="abc123secret")
    r = safelaunch("--runs-dir", str(tmp_path), *TORCHRUN_1, str(BIN / "rank.py"), "--dump", str(tmp_path), env=env)
    assert r.returncode == 0, r.stderr[-2000:]
    run = only_run_dir(tmp_path)
    stored = "".join(p.read_text() for p in run.iterdir() if p.is_file())
    assert "hf_s3cr3t_value" not in stored and "abc123secret" not in stored
    assert json.loads((run / "launch.json").read_text())["env"]["HF_TOKEN"] == "****"
    assert json.loads((tmp_path / "rank0.json").read_text())["HF_TOKEN"] == "hf_s3cr3t_value"  # the rank has it


def test_unwritable_log_dir_refuses_before_starting_anything(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    r = safelaunch("--runs-dir", str(blocker / "logs"), *TORCHRUN_1, str(BIN / "rank.py"), "--dump", str(tmp_path))
    assert r.returncode == 2
    assert "Cannot create the run directory" in r.stderr and "--runs-dir" in r.stderr
    assert not list(tmp_path.glob("rank*.json"))
    no_traceback(r)


def test_successful_run_prints_one_line_saying_so_with_duration_and_run_directory(tmp_path: Path) -> None:
    r = safelaunch("--runs-dir", str(tmp_path), *TORCHRUN_1, str(BIN / "rank.py"))
    assert r.returncode == 0
    ours = [ln for ln in r.stderr.splitlines() if ln.startswith("safelaunch: ") and "set " not in ln]
    assert len(ours) == 1, ours
    run_dir = re.escape(str(only_run_dir(tmp_path)))
    assert re.fullmatch(rf"safelaunch: the job succeeded in \d+\.\d s; run directory: {run_dir}", ours[0]), ours
