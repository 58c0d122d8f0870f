"""The troubleshooting manual (docs/troubleshooting.md) is current and complete.

Finding ids are collected two ways: a static scan of every ``Finding(...)`` and ``Problem(...)`` in
safelaunch/ (literal ids; the few computed ones must be of a known form), and a dynamic run of the real
rules over every recorded fact set (tests/facts/*.json) with several job shapes, environments, policies
and fact variants, the cross-node rules over pairs of them, the SSH error classification, and one
replayed multi-node preflight. Every id found must be documented in safelaunch/findings_doc.py, and
every documented id must be produced.
"""

from __future__ import annotations

import ast
import copy
import difflib
import functools
import importlib
import inspect
import itertools
import json
import re
import subprocess
import sys
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import pytest

from safelaunch.catalog import CLASSES, load_catalog
from safelaunch.decisions import Finding, Plan, PolicyOverrides
from safelaunch.facts import HostFacts
from safelaunch.findings_doc import FINDINGS, REGISTRY, TOPICS, VARIABLES
from safelaunch.manual import CLASS_MEANING, COMMAND, RELATIVE_PATH, levels, main, render
from safelaunch.policy import DataLoaderShape, Policy
from safelaunch.rules import decide
from safelaunch.rules.cluster import ClusterContext, cluster_decide, master_findings, user_interface_findings
from safelaunch.rules.environment import CHECKS
from tests.helpers import FACTS, ROOT, job, recorded

PACKAGE = ROOT / "safelaunch"
MANUAL = ROOT / RELATIVE_PATH

# Finding ids computed at run time, by file: the only forms the static scan accepts besides literals.
# Each is resolved by the dynamic run (env- from rules/environment.py CHECKS, ssh- from the SSH error
# classification, Problem codes from rules/interfaces.py, which the static scan also reads).
DYNAMIC_ID_FORMS = {
    ("rules/environment.py", "f\"env-{check.name.lower().replace('_', '-')}\""),
    ("preflight.py", "f'ssh-{p.error_kind}'"),
    ("rules/cluster.py", "p.code"),
}

# Documented ids that the dynamic run below cannot produce, because they need something a CI machine
# and recorded facts do not have. Empty today: every documented id is produced by running the code.
REAL_CLUSTER_ONLY: dict[str, str] = {}

# `predicted_by` entries in safelaunch/signatures.yaml that name no finding the code produces: none.
# Fix the catalog rather than add to this set.
UNKNOWN_PREDICTED_BY: set[str] = set()


# --------------------------------------------------------------------------- static scan


def _calls(name: str) -> Iterator[tuple[str, ast.Call]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == name:
                yield path.relative_to(PACKAGE).as_posix(), node


@functools.cache
def static_ids() -> tuple[frozenset[str], frozenset[tuple[str, str]]]:
    """Literal ids of Finding(...) and Problem(severity, code, ...) calls; the computed id forms found."""
    literal: set[str] = set()
    computed: set[tuple[str, str]] = set()
    for where, call in _calls("Finding"):
        first = call.args[0] if call.args else next(k.value for k in call.keywords if k.arg == "id")
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            literal.add(first.value)
        else:
            computed.add((where, ast.unparse(first)))
    for _, call in _calls("Problem"):
        if len(call.args) > 1 and isinstance(call.args[1], ast.Constant) and isinstance(call.args[1].value, str):
            literal.add(call.args[1].value)
    return frozenset(literal), frozenset(computed)


def static_variables() -> set[str]:
    """Variable names given literally to EnvSetting(...) in the rules."""
    names = set()
    for where, call in _calls("EnvSetting"):
        first = call.args[0] if call.args else None
        if where.startswith("rules/") and isinstance(first, ast.Constant) and isinstance(first.value, str):
            names.add(first.value)
    return names


# --------------------------------------------------------------------------- dynamic run


FACT_SETS = sorted(p.stem for p in FACTS.glob("*.json"))
MIB = 1 << 20


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def apply(raw: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        doc = raw
        for part in parents:
            doc = doc.setdefault(part, {})
        doc[last] = value
    return apply


def _uverbs_closed(raw: dict[str, Any]) -> None:
    for entry in (raw.get("infiniband") or {}).get("uverbs") or []:
        entry.update(dev_exists=True, dev_rw=False)
    for dev in (raw.get("infiniband") or {}).get("devices") or []:
        if dev.get("dev_exists") is not None:
            dev.update(dev_rw=False)


def _every_cma_stack(raw: dict[str, Any]) -> None:
    raw["ptrace"] = {"scope": 1}
    raw["cma_stacks"] = [{"name": name, "evidence": "recorded"}
                         for name in ("psm3", "libfabric", "oneccl", "openmpi", "intel_mpi", "ucx")]


def _tight_cgroup(raw: dict[str, Any]) -> None:
    raw["cgroup"] = {"memory_limit_bytes": 4096 * MIB, "memory_usage_bytes": 4000 * MIB}


# Situations the recorded sets do not show by themselves, each one field of the probe's output.
FACT_VARIANTS: dict[str, Callable[[dict[str, Any]], None]] = {
    "leftover segments": _set("shm.nccl_or_torch_files", [{"name": "nccl-Ab12Cd", "bytes": 9_637_892}]),
    "probe error": _set("errors", ["/proc/self/status: Permission denied"]),
    "busy master port": _set("master_port", {"port": 29500, "free": False, "error": "[Errno 98] Address in use",
                                             "owner": {"pid": 4242, "command": "python"}, "free_alternative": 29511}),
    "P2P unknown": _set("gpus.p2p", {"all_pairs": None}),
    "no P2P": _set("gpus.p2p", {"all_pairs": False}),
    "libibverbs missing": _set("infiniband.libibverbs_loads", False),
    "no net plugin": _set("net_plugins", {"libraries": [], "nccl_net_plugin": None}),
    "uverbs closed": _uverbs_closed,
    "memlock 128 MiB": _set("limits.memlock", {"soft": 128 * MIB, "hard": 128 * MIB}),
    "tight cgroup": _tight_cgroup,
    "two visible GPUs": _set("gpus.cuda_visible_devices", "0,1"),
    "ptrace_scope=1 with every CMA stack": _every_cma_stack,
}

ENVIRONMENTS: list[dict[str, str]] = [
    {}, {"NCCL_IB_DISABLE": "1"}, {"NCCL_NET": "IB"}, {"NCCL_NET": "Socket"}, {"NCCL_CUMEM_HOST_ENABLE": "1"},
    {"NCCL_SHM_DISABLE": "0"}, {"CUDA_VISIBLE_DEVICES": "0,1"}, {"NCCL_DEBUG": "INFO", "PYTHONUNBUFFERED": "0"},
    # every legacy-variable check, with values that trip the usual ones
    *({check.name: value} for check in CHECKS for value in ("1", "e", "4194304")),
]

POLICIES = [
    Policy(),
    Policy(overrides=PolicyOverrides(forbid=frozenset({"NCCL_SHM_DISABLE", "NCCL_CUMEM_HOST_ENABLE"}))),
    Policy(overrides=PolicyOverrides(force={"NCCL_DEBUG": "TRACE"})),
    Policy(dataloader=DataLoaderShape(workers=0)),
    Policy(shm_communicators=4),
]

IFNAME_VALUES = ["eth0", "=eth0", "^lo", "^docker,lo", "nope0", "e", "eth0:eth1", ",".join(f"x{i}" for i in range(20)),
                 " eth0", "eth0,^lo", "lo", "ll0", "eth9", "=eth9", "eth", "eth0,,lo", "eth0,lo", "^nothing"]


def _interfaces_node() -> dict[str, Any]:
    """A node with every kind of interface the checks tell apart."""
    return {"gpus": {"count": 8}, "network": {"interfaces": [
        {"name": "lo", "loopback": True, "running": True, "addresses": ["127.0.0.1", "::1"]},
        {"name": "eth0", "running": True, "addresses": ["10.0.0.5/24"]},
        {"name": "eth9", "running": False, "addresses": ["10.9.0.5/24"]},
        {"name": "docker0", "running": True, "addresses": ["172.17.0.1/16"]},
        {"name": "ll0", "running": True, "addresses": ["fe80::1%ll0/64"]},
    ]}}


class Seen:
    """Finding ids (with the severities they came with) and variables produced by the dynamic run."""

    def __init__(self) -> None:
        self.findings: dict[str, set[str]] = {}
        self.variables: set[str] = set()

    def add(self, findings: Iterable[Finding], plan: Plan | None = None) -> None:
        for f in findings:
            self.findings.setdefault(f.id, set()).add(f.severity)
        if plan is not None:
            self.variables.update(plan.env)


def _single_host(seen: Seen) -> None:
    for name in FACT_SETS:
        raw = recorded(name)
        for nnodes, ranks, env, policy in itertools.product((1, 2), (2, 4, 8), ENVIRONMENTS, POLICIES):
            plan = decide(HostFacts.from_probe(raw), job(ranks, nnodes), policy, env)
            seen.add(plan.findings, plan)
        for variant, nnodes, ranks in itertools.product(FACT_VARIANTS.values(), (1, 2), (2, 4, 8)):
            changed = copy.deepcopy(raw)
            variant(changed)
            plan = decide(HostFacts.from_probe(changed), job(ranks, nnodes), Policy(), {})
            seen.add(plan.findings, plan)


def _interfaces(seen: Seen) -> None:
    nodes = [_interfaces_node(), *(recorded(n) for n in FACT_SETS)]
    for raw, version, gpus in itertools.product(nodes, ("2.21.5", "2.28.9"), (8, 0)):
        raw = {**raw, "gpus": {"count": gpus}, "nccl": {"version": version}}
        for var, value in itertools.product(("NCCL_SOCKET_IFNAME", "GLOO_SOCKET_IFNAME"), IFNAME_VALUES):
            seen.add(user_interface_findings("n1", raw, {var: value}))
        seen.add(user_interface_findings("n1", raw, {"NCCL_SOCKET_IFNAME": "eth0", "NCCL_SOCKET_FAMILY": "AF_INET7"}))


def _node(name: str, alias: str, route: str, keep_host: bool = False) -> dict[str, Any]:
    raw = copy.deepcopy(recorded(name))
    if not keep_host:
        raw["host"] = alias
    net = raw["network"]
    if route == "healthy":
        iface = next(i for i in net["interfaces"] if not i.get("loopback") and i.get("addresses"))
        addr = iface["addresses"][0].split("/")[0]
        net["route_to_master"] = {"address": "10.0.0.5", "source_address": addr, "interface": iface["name"]}
        net.update(hostname_addresses=[addr], gloo_address=addr)
    elif route == "another interface first":
        # NCCL's default order takes bond0; the hostname resolves to 127.0.1.1 (Debian), which Gloo would bind.
        iface = next(i for i in net["interfaces"] if not i.get("loopback") and i.get("addresses"))
        net["interfaces"].insert(0, {"name": "bond0", "running": True, "addresses": ["192.168.7.5"]})
        net["route_to_master"] = {"address": "10.0.0.5", "source_address": iface["addresses"][0].split("/")[0],
                                  "interface": iface["name"]}
        net.update(hostname_addresses=["127.0.1.1"], gloo_address="127.0.1.1")
    elif route == "none":
        net["route_to_master"] = {"address": "10.0.0.5", "error": "Network is unreachable"}
    raw["paths"] = {"/w/train.py": {"exists": True, "sha256": "abc"}, "/usr/bin/python3": {"exists": True},
                    "/w": {"exists": True, "is_dir": True}}
    return raw


def _cluster(seen: Seen) -> None:
    ctx = ClusterContext("a", "10.0.0.5", {"a": 8, "b": 16}, "/w/train.py", "abc", "/usr/bin/python3", "/w")
    for (first, second), route in itertools.product(itertools.product(FACT_SETS, repeat=2),
                                                    ("healthy", "recorded", "none", "another interface first")):
        twins = first == second  # the same recorded machine twice: one hostname for two nodes
        nodes = {"a": _node(first, "a", route, twins), "b": _node(second, "b", route, twins)}
        if second == "cloud_vm_no_ib":  # a node without the code, its directory or the interpreter
            nodes["b"]["paths"] = {"/w/train.py": {"exists": True, "sha256": "old"}}
        if first == second == "ptrace1_oneccl":
            nodes["b"]["paths"] = {}
        plans = {a: decide(HostFacts.from_probe(raw), job(8, 2), Policy(), {}) for a, raw in nodes.items()}
        seen.add(cluster_decide(nodes, plans, ctx, {}))
        for plan in plans.values():
            seen.add(plan.findings, plan)
    for addr, multi in itertools.product(("127.0.0.1", "127.0.1.1", "::1", "10.0.0.5"), (True, False)):
        seen.add(master_findings(addr, "given on the command line", multi))


def _ssh(seen: Seen) -> None:
    """Every kind the SSH probe's error classification gives, made into the finding preflight reports."""
    from invoke.exceptions import CommandTimedOut
    from invoke.runners import Result
    from paramiko import AuthenticationException, BadHostKeyException, SSHException

    from safelaunch.preflight import _probe_error
    from safelaunch.remote import NodeProbe, SshTarget, UnknownHostKey, _classify_error

    class Key:
        def get_base64(self) -> str:
            return "AAAAC3NzaC1lZDI1NTE5"

    errors: list[BaseException] = [
        UnknownHostKey("n1 presented an unknown ssh-ed25519 host key"),
        BadHostKeyException("n1.example", Key(), Key()), AuthenticationException("Authentication failed."),
        CommandTimedOut(Result(command="python3 -S -c ..."), 20), SSHException("Error reading SSH protocol banner"),
        ConnectionRefusedError(111, "Connection refused"), RuntimeError("the probe crashed")]
    target = SshTarget("n1", "n1.example", 22, "user")
    for error in errors:
        probe = NodeProbe(target, None, _classify_error(error), type(error).__name__, 1.0)
        seen.add([_probe_error("n1", probe)])


def _replayed_preflight(seen: Seen, tmp: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """One multi-node preflight through the real path (replayed facts): nccl.conf on a node, an SSH config
    with Include, a .deepspeed_env overriding a per-node value, a loopback master, deepspeed's openmpi launcher."""
    from safelaunch.preflight import run_preflight
    from safelaunch.request import parse_request

    def node(name: str, addr: str) -> dict[str, Any]:
        raw = _node("cloud_vm_no_ib", name, "healthy")
        raw["network"].update(hostname=name, host_addresses=[addr], hostname_addresses=["127.0.1.1"],
                              gloo_address="127.0.1.1")
        return raw

    a, b = node("a", "10.0.0.5"), node("b", "10.0.0.6")
    b["nccl_conf"] = {"files": [{"path": "/etc/nccl.conf", "settings": {"NCCL_SOCKET_IFNAME": "=ib0"}}],
                      "settings": {"NCCL_SOCKET_IFNAME": "=ib0"}}
    facts = tmp / "doctor.json"
    facts.write_text(json.dumps({"nodes": {"a": {"facts": a}, "b": {"facts": b}}}))
    (tmp / "hostfile").write_text("a slots=8\nb slots=8\n")
    (tmp / ".ssh").mkdir()
    (tmp / ".ssh" / "config").write_text("Include ~/.ssh/config.d/*\n")
    (tmp / ".deepspeed_env").write_text("GLOO_SOCKET_IFNAME=eth1\n")
    (tmp / "train.py").write_text("")
    monkeypatch.setenv("HOME", str(tmp))
    monkeypatch.setenv("PATH", str(tmp / "no-ssh-here"))  # without `ssh -G` the config is read by paramiko
    monkeypatch.chdir(tmp)
    argv = ["--hostfile", str(tmp / "hostfile"), "--launcher", "openmpi", "--master_addr", "127.0.0.1",
            str(tmp / "train.py")]
    pf = run_preflight(parse_request(argv), {"PATH": "/usr/bin", "HOME": str(tmp)}, str(facts))
    seen.add(pf.all_findings())
    for plan in pf.plans.values():
        seen.add([], plan)


@pytest.fixture(scope="module")
def produced(tmp_path_factory: pytest.TempPathFactory) -> Seen:
    seen = Seen()
    _single_host(seen)
    _interfaces(seen)
    _cluster(seen)
    _ssh(seen)
    with pytest.MonkeyPatch.context() as monkeypatch:
        _replayed_preflight(seen, tmp_path_factory.mktemp("preflight"), monkeypatch)
    return seen


# --------------------------------------------------------------------------- tests


def test_the_committed_manual_is_what_the_generator_writes() -> None:
    expected = render()
    current = MANUAL.read_text(encoding="utf-8") if MANUAL.is_file() else ""
    if current != expected:
        diff = "".join(itertools.islice(difflib.unified_diff(
            current.splitlines(keepends=True), expected.splitlines(keepends=True), str(RELATIVE_PATH),
            "generated now"), 40))
        pytest.fail(f"{RELATIVE_PATH} is not current (a rule, a finding or a signature changed). Regenerate it "
                    f"with `{COMMAND}` and commit the result.\n{diff}")


def test_every_computed_finding_id_has_a_known_form() -> None:
    _, computed = static_ids()
    unknown = computed - DYNAMIC_ID_FORMS
    assert not unknown, (f"Finding ids computed in a new way: {sorted(unknown)}. Make the dynamic run in "
                         "tests/test_manual.py produce them, then add the form to DYNAMIC_ID_FORMS.")


def test_every_finding_id_the_code_can_produce_is_documented(produced: Seen) -> None:
    literal, _ = static_ids()
    missing = (literal | produced.findings.keys()) - REGISTRY.keys()
    assert not missing, (f"finding ids without an entry in safelaunch/findings_doc.py: {sorted(missing)}; "
                         f"document them there, then run `{COMMAND}`")


def test_no_documented_finding_id_is_stale(produced: Seen) -> None:
    literal, _ = static_ids()
    stale = REGISTRY.keys() - literal - produced.findings.keys() - REAL_CLUSTER_ONLY.keys()
    assert not stale, f"documented finding ids that no code produces: {sorted(stale)}"


def test_the_dynamic_run_produces_every_documented_id(produced: Seen) -> None:
    """Stronger than the static scan: each documented id really comes out of the rules on some input."""
    missing = REGISTRY.keys() - produced.findings.keys() - REAL_CLUSTER_ONLY.keys()
    assert not missing, f"documented ids the dynamic run never produced: {sorted(missing)}"


def test_every_severity_a_finding_comes_with_is_documented(produced: Seen) -> None:
    wrong = {(fid, sev) for fid, sevs in produced.findings.items() if fid in REGISTRY
             for sev in sevs if sev not in levels(REGISTRY[fid].severity)}
    assert not wrong, f"severities the registry does not mention: {sorted(wrong)}"


def _source_text(module: str) -> str:
    """A module's source with comment markers and line breaks removed, so wrapped citations read whole."""
    lines = inspect.getsource(importlib.import_module(module)).splitlines()
    return " ".join(" ".join(line.strip().lstrip("#").split()) for line in lines)


def test_registry_entries_name_real_rules_and_quote_their_citations() -> None:
    literal, _ = static_ids()
    for doc in FINDINGS:
        assert doc.topic in TOPICS and doc.title and doc.meaning and doc.fact and doc.decides and doc.fix, doc.id
        assert levels(doc.severity), f"{doc.id}: the severity text names no level"
        modules = []
        for rule in doc.rules:
            module, _, function = rule.partition(":")
            assert callable(getattr(importlib.import_module(module), function, None)), f"{doc.id}: {rule}"
            modules.append(module)
        text = " ".join(_source_text(m) for m in dict.fromkeys(modules))
        if doc.id in literal:
            assert f'"{doc.id}"' in text, f"{doc.id} is not made in {', '.join(doc.rules)}"
        for source in doc.sources:
            assert " ".join(source.split()) in text, f"{doc.id}: {source!r} is not cited in {', '.join(modules)}"


def test_every_catalog_class_and_signature_is_in_the_manual() -> None:
    text = render()
    assert CLASS_MEANING.keys() == set(CLASSES)
    for cls in CLASSES:
        assert f'<a id="class-{cls}"></a>' in text and f"### `{cls}`" in text
    for sig in load_catalog():
        assert f'<a id="signature-{sig.id}"></a>' in text, sig.id
        assert sig.explanation.split()[0] in text


def test_every_pattern_is_shown_on_its_signature_s_line() -> None:
    """A pattern holding a newline character (double-quoted YAML's \\n) is shown as \\n: no code span of the
    manual breaks across lines."""
    lines = render().splitlines()
    shown = [line for line in lines if line.startswith("- Patterns (regular expressions")]
    assert len(shown) == sum(bool(sig.patterns) for sig in load_catalog())
    assert all(line.count("`") % 2 == 0 for line in shown)
    ssh = next(line for line in shown if "password: " in line)
    assert "[^\\n]*@[^ \\n']+'s password: " in ssh


def test_signatures_without_patterns_say_where_they_are_decided() -> None:
    """A context rule's signature and an end-of-output finder's (classify.END_OF_OUTPUT) are each documented with
    the module that decides it, not one as the other."""
    from safelaunch import context
    from safelaunch.classify import END_OF_OUTPUT

    text = render()

    def section(sig_id: str) -> str:
        return text.split(f'<a id="signature-{sig_id}"></a>', 1)[1].split("<a id=", 1)[0]

    for find, sig in END_OF_OUTPUT:
        assert f"({find.__module__.replace('.', '/')}.py)" in section(sig.id), sig.id
        assert "A context rule (safelaunch/context.py)" not in section(sig.id)  # a fact for them, at most
    for sig in context.RULE_SIGNATURES:
        assert "A context rule (safelaunch/context.py)" in section(sig.id), sig.id


def test_every_finding_id_has_its_section() -> None:
    text = render()
    for doc in FINDINGS:
        assert f'<a id="finding-{doc.id}"></a>' in text and f"#### `{doc.id}`" in text
    assert len(REGISTRY) == len(FINDINGS), "a finding id is documented twice"


def test_signatures_predict_only_findings_that_exist() -> None:
    named = {p for sig in load_catalog() for p in sig.predicted_by}
    assert named - REGISTRY.keys() <= UNKNOWN_PREDICTED_BY


def test_every_variable_a_rule_can_set_is_documented(produced: Seen) -> None:
    from safelaunch.rules.cma import CMA_OFF_SWITCHES

    documented = {v.name for v in VARIABLES}
    cma = {name for pairs in CMA_OFF_SWITCHES.values() for name, _ in pairs}
    settable = static_variables() | cma | produced.variables
    assert settable - documented == set(), f"variables without an entry in VARIABLES: {sorted(settable - documented)}"
    never = documented - produced.variables
    assert never == set(), f"documented variables the dynamic run never saw a rule set: {sorted(never)}"


def test_the_command_writes_and_checks(tmp_path: Path) -> None:
    out = tmp_path / "manual.md"
    assert main(["--check", "--output", str(out)]) == 1
    assert main(["--output", str(out)]) == 0
    assert main(["--check", "--output", str(out)]) == 0
    out.write_text(out.read_text() + "edited\n")
    assert main(["--check", "--output", str(out)]) == 1
    result = subprocess.run([sys.executable, "-m", "safelaunch.manual", "--output", "-"], capture_output=True,
                            text=True, cwd=ROOT, timeout=60)
    assert result.returncode == 0 and result.stdout == render(), result.stderr


def test_the_readme_links_the_manual() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## What it measures and decides", 1)[1].split("\n## ", 1)[0]
    assert re.search(r"docs/troubleshooting\.md.*python -m safelaunch\.manual", section)
