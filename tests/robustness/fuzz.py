"""Hostile input for every way a user hands safelaunch data: property-based generators and the check
each case must pass (a result, or safelaunch's own UserError: never another exception).

Used by tests/robustness/test_fuzz.py (the suite) and by `python -m tests.robustness.fuzz` (the
README's table: cases tried and failures, per input kind).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from safelaunch.catalog import parse_catalog
from safelaunch.errors import UserError
from safelaunch.facts import HostFacts
from safelaunch.hostfile import parse_hostfile, read_hostfile, select_resources
from safelaunch.policy import Policy, load_yaml_bounded, parse_policy
from safelaunch.request import parse_request
from safelaunch.rules import decide
from safelaunch.rules.context import JobShape

ROOT = Path(__file__).resolve().parents[2]
FACTS = ROOT / "tests" / "facts"
SCRIPT = ROOT / "tests" / "bin" / "rank.py"

# Text that hurts: control characters, the line separators str.splitlines() knows and files do not,
# Unicode digits, shell and pdsh metacharacters, huge numbers.
NASTY = ["\x00", "\x85", "\u2028", "\u2029", "\x0c", "\r", "\r\n", "²", "٣", "$(id)", "`id`", "'", '"', ";", "|",
         "^", "/x/", "@", ":", ",", "=", "-", "--", "1" * 40, "slots=", "slots=1e9", "nan", "inf", "\udcff"]
nasty_text = st.lists(st.one_of(st.sampled_from(NASTY), st.text(max_size=12)), max_size=12).map("".join)
hostfile_line = st.one_of(
    st.builds(lambda h, n, tail: f"{h} slots={n}{tail}", st.from_regex(r"[a-z0-9@._-]{1,12}", fullmatch=True),
              st.one_of(st.integers(0, 10**30).map(str), st.sampled_from(["²", "", "-1", "0x10", "٣"])),
              nasty_text),
    nasty_text, st.just("# comment"), st.just(""))
hostfile_text = st.lists(hostfile_line, max_size=8).map(lambda lines: "\n".join(lines))
yaml_scalar = st.one_of(st.none(), st.booleans(), st.integers(-(10**20), 10**20), st.floats(), nasty_text)
yaml_value = st.recursive(yaml_scalar, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.one_of(nasty_text, st.sampled_from(
        ["env", "shm", "dataloader", "force", "pin", "forbid", "nccl_debug", "channels", "workers", "batch_bytes",
         "memlock_block_below_bytes", "id", "class", "patterns", "role", "severity", "remedy", "source"])),
        inner, max_size=5)), max_leaves=20)
OWN = ["--runner", "--dry-run", "--json", "--config", "--nccl-debug", "--launch-anyway", "--runs-dir", "--signatures",
       "--auto-fix", "--grace-period", "--connect-timeout", "--probe-timeout", "--facts", "--accept-new-host-keys",
       "--fanout", "--quiet", "-q", "--comm-test-timeout"]
LAUNCHER = ["--num_gpus", "--num_nodes", "--master_port", "--master_addr", "--include", "--exclude", "--hostfile",
            "--nproc-per-node", "--nproc", "--nnodes", "--rdzv-endpoint", "--standalone", "-m", "--module",
            "--no_python", "--log-dir", "--", "-H", "-i"]
argv_token = st.one_of(st.sampled_from(OWN + LAUNCHER), st.sampled_from(["torchrun", "deepspeed", "2", "0", "-1", "nan",
                                                                          "inf", "host:²", str(SCRIPT), "x.py"]),
                       nasty_text)
argv_list = st.lists(argv_token, max_size=10)
env_names = ["NCCL_SOCKET_IFNAME", "GLOO_SOCKET_IFNAME", "NCCL_BUFFSIZE", "NCCL_LL_BUFFSIZE", "NCCL_MIN_NCHANNELS",
             "NCCL_MAX_NCHANNELS", "NCCL_IB_DISABLE", "NCCL_NET", "NCCL_SHM_DISABLE", "NCCL_CUMEM_HOST_ENABLE",
             "NCCL_SOCKET_FAMILY", "CUDA_VISIBLE_DEVICES", "NCCL_WORK_FIFO_DEPTH", "NCCL_DEBUG", "UCX_TLS",
             "NCCL_NET_PLUGIN", "NCCL_P2P_DISABLE"]
env_dict = st.dictionaries(st.sampled_from(env_names), nasty_text, max_size=6)
FACT_SETS = sorted(p.stem for p in FACTS.glob("*.json"))


@dataclass
class Tally:
    kind: str
    cases: int = 0
    failures: int = 0
    example: str = ""


def check(tally: Tally, fn: Callable[[], Any], describe: Callable[[], str]) -> None:
    """One case: a result or a UserError pass; anything else is a failure (a bug in safelaunch)."""
    tally.cases += 1
    try:
        fn()
    except UserError:
        pass
    except Exception as e:
        tally.failures += 1
        if not tally.example:
            tally.example = f"{type(e).__name__}: {e} for {describe()[:300]}"


def run_kind(tally: Tally, strategy: st.SearchStrategy[Any], body: Callable[[Any], None], n: int) -> Tally:
    @settings(max_examples=n, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(strategy)
    def inner(value: Any) -> None:
        check(tally, lambda: body(value), lambda: repr(value))

    inner()
    return tally


def hostfiles(n: int) -> Tally:
    def body(text: str) -> None:
        pool = parse_hostfile(text, "fuzz")
        select_resources(pool)
    return run_kind(Tally("hostfile text"), hostfile_text, body, n)


def hostfile_bytes(n: int, tmp: Path) -> Tally:
    path = tmp / "hostfile"

    def body(data: bytes) -> None:
        path.write_bytes(data)
        read_hostfile(str(path))
    return run_kind(Tally("hostfile bytes"), st.one_of(st.binary(max_size=200), hostfile_text.map(
        lambda t: t.encode("utf-8", "surrogatepass"))), body, n)


def filters(n: int) -> Tally:
    pool = parse_hostfile("a slots=4\nb slots=2\nlocalhost slots=8\n", "fuzz")

    def body(args: tuple[str, str, int, int]) -> None:
        include, exclude, nodes, gpus = args
        select_resources(pool, include, exclude, nodes, gpus)
    spec = st.one_of(nasty_text, st.from_regex(r"(a|b|c|localhost)(:[0-9²,]{0,6})?(@(a|b)(:[0-9,]{0,4})?)?",
                                               fullmatch=True))
    return run_kind(Tally("include/exclude"), st.tuples(spec, st.sampled_from(["", "a", "b:0"]),
                                                        st.integers(-3, 5), st.integers(-3, 9)), body, n)


def policies(n: int) -> Tally:
    def body(data: Any) -> None:
        parse_policy(data, "fuzz.yaml")
    return run_kind(Tally("policy (YAML data)"), yaml_value, body, n)


def yaml_texts(n: int) -> Tally:
    def body(data: bytes) -> None:
        parse_policy(load_yaml_bounded(data, "fuzz.yaml", "policy file", "config"), "fuzz.yaml")
    deep = st.sampled_from([8, 31, 33, 64, 500]).map(lambda k: ("a: " + "[" * k + "]" * k).encode())
    bomb = st.just(b'a: &a ["x","x"]\nb: &b [*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b]\n' +
                   b"".join(f"d{i}: &d{i} [*c,*c]\n".encode() for i in range(70)))
    text = nasty_text.map(lambda t: t.encode("utf-8", "surrogatepass"))
    return run_kind(Tally("policy (YAML text)"), st.one_of(st.binary(max_size=120), deep, bomb, text), body, n)


def signature_files(n: int) -> Tally:
    def body(data: Any) -> None:
        parse_catalog(data, "fuzz.yaml")
    good = {"id": "x", "class": "other", "role": "cause", "severity": "error", "patterns": ["abc"],
            "explanation": "e", "remedy": {}, "source": "s"}
    mutated = st.builds(lambda k, v: [{**good, k: v}], st.sampled_from(sorted(good)), yaml_value)
    patterns = st.builds(lambda p: [{**good, "patterns": [p]}], st.one_of(nasty_text, st.sampled_from(
        ["(", "(a+)+$", "(a|a)*b", "[", "\\", "(?P<x>", "a{99999}", "(?i)", "x" * 5000])))
    return run_kind(Tally("signature YAML"), st.one_of(yaml_value, mutated, patterns), body, n)


def argvs(n: int) -> Tally:
    def body(argv: list[str]) -> None:
        parse_request(argv)
    return run_kind(Tally("argv"), argv_list, body, n)


def environments(n: int) -> Tally:
    facts = {name: HostFacts.from_probe(json.loads((FACTS / f"{name}.json").read_text())) for name in FACT_SETS}

    def body(args: tuple[str, dict[str, str], int, int]) -> None:
        name, env, ranks, nnodes = args
        job = JobShape("deepspeed", ranks, "fuzz", nnodes, "10.0.0.1", 29500, True)
        decide(facts[name], job, Policy(), env)
    return run_kind(Tally("environment values"), st.tuples(st.sampled_from(FACT_SETS), env_dict, st.integers(1, 64),
                                                           st.integers(1, 8)), body, n)


def cli_cases(n: int, tmp: Path) -> Tally:
    """Through the real command: exit 70 or a traceback is a failure; anything else is an answer."""
    tally = Tally("real CLI (argv, hostfile, policy)")
    hostfile, policy = tmp / "hf", tmp / "p.yaml"
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp / "xdg")}

    @settings(max_examples=n, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
    @given(argv_list, st.binary(max_size=120), st.one_of(st.binary(max_size=80), yaml_value.map(
        lambda v: json.dumps(v, default=str).encode())))
    def inner(argv: list[str], hf: bytes, pol: bytes) -> None:
        hostfile.write_bytes(hf)
        policy.write_bytes(pol)
        argv = [a.replace("\x00", "") for a in argv]  # the kernel cannot pass a NUL inside an argument
        full = ["--dry-run", "--config", str(policy), "--hostfile", str(hostfile), *argv, str(SCRIPT)] \
            if tally.cases % 2 else ["--dry-run", *argv]
        tally.cases += 1
        r = subprocess.run([sys.executable, "-m", "safelaunch", *[os.fsencode(a) for a in full]], capture_output=True,
                           env=env, timeout=60, cwd=ROOT)
        if r.returncode == 70 or b"Traceback" in r.stderr + r.stdout:
            tally.failures += 1
            tally.example = tally.example or f"exit {r.returncode} for {full!r}: {r.stderr[-300:]!r}"

    inner()
    return tally


IN_PROCESS = (hostfiles, filters, policies, signature_files, argvs, environments)


def all_kinds(n: int, cli: int) -> list[Tally]:
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        out = [kind(n) for kind in IN_PROCESS]
        out += [hostfile_bytes(n, tmp), yaml_texts(n), cli_cases(cli, tmp)]
    return out


def table(tallies: list[Tally], seconds: float) -> str:
    rows = ["| input kind | cases | failures (exit 70, traceback, other exception) |", "|---|---|---|"]
    rows += [f"| {t.kind} | {t.cases} | {t.failures} |" for t in tallies]
    rows.append(f"| **all** | {sum(t.cases for t in tallies)} | {sum(t.failures for t in tallies)} |")
    return "\n".join(rows) + f"\n\n({seconds:.0f} s on this machine; `python -m tests.robustness.fuzz`)\n"


if __name__ == "__main__":
    start = time.monotonic()
    results = all_kinds(int(os.environ.get("FUZZ_CASES", "10000")), int(os.environ.get("FUZZ_CLI", "300")))
    print(table(results, time.monotonic() - start))
    for t in results:
        if t.failures:
            print(f"{t.kind}: {t.example}")
    sys.exit(1 if any(t.failures for t in results) else 0)
