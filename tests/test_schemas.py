"""The JSON Schemas shipped in safelaunch/schemas/ against real outputs of the real command.

Every output here comes from running `python -m safelaunch` (dry-run and doctor on this machine and
on a replayed two-node cluster, explain on real logs, and a real failing launch's run directory).
Each is validated twice: against the shipped schema, which lets later versions add fields, and
against a strict copy that rejects any key the schema does not describe, so a field added to an
output without its description fails here.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator, SchemaError, ValidationError

from safelaunch.catalog import CLASSES
from tests.helpers import BIN, ROOT, clean_env, no_traceback, safelaunch
from tests.test_logs import only_run_dir
from tests.test_preflight import cluster_file, node

NAMES = ("dry-run", "doctor", "explain", "diagnosis")
RANK = str(BIN / "rank.py")
HEALTHY_LOG = Path(__file__).resolve().parent / "logs" / "healthy-1-deepspeed.log"
DEV = Path(__file__).resolve().parent / "data" / "dev.jsonl"


def schema(name: str) -> dict[str, Any]:
    """The schema as installed with the package (importlib.resources, not a path in the checkout)."""
    data: dict[str, Any] = json.loads((resources.files("safelaunch") / "schemas" / f"{name}.schema.json").read_text())
    return data


def strict(s: Any) -> Any:
    """A copy in which every object with described properties rejects keys it does not describe."""
    if isinstance(s, list):
        return [strict(x) for x in s]
    if not isinstance(s, dict):
        return s
    out = {k: strict(v) for k, v in s.items()}
    if "properties" in out and "additionalProperties" not in out:
        out["additionalProperties"] = False
    return out


def versions(s: Any) -> set[int]:
    """The schema_version constants anywhere in a schema (one per form)."""
    if isinstance(s, list):
        return set().union(*(versions(x) for x in s))
    if not isinstance(s, dict):
        return set()
    found = {s["properties"]["schema_version"]["const"]} if "schema_version" in s.get("properties", {}) else set()
    return found.union(*(versions(v) for v in s.values()))


def validate(name: str, instance: Any) -> None:
    """Valid against the shipped schema and against its strict copy, with the schema's schema_version."""
    s = schema(name)
    Draft202012Validator(s).validate(instance)
    Draft202012Validator(strict(s)).validate(instance)
    assert versions(s) == {instance["schema_version"]}


def run_json(*args: str, codes: tuple[int, ...] = (0,)) -> Any:
    r = safelaunch(*args, timeout=120)
    no_traceback(r)
    assert r.returncode in codes, r.stderr
    return json.loads(r.stdout)


def explain(log: Path) -> Any:
    r = subprocess.run([sys.executable, "-m", "safelaunch", "explain", "--json", str(log)], capture_output=True,
                       text=True, env=clean_env(), cwd=ROOT, timeout=120)
    assert r.returncode in (0, 1) and "Traceback" not in r.stderr, r.stderr  # 1: no root cause found
    return json.loads(r.stdout)


def two_nodes(tmp_path: Path) -> tuple[str, str]:
    """Recorded facts of two cloud VMs (the replay transport) and their hostfile."""
    facts = cluster_file(tmp_path, {"a": node("a", "10.0.0.5", "10.0.0.5"), "b": node("b", "10.0.0.6", "10.0.0.5")})
    hostfile = tmp_path / "hostfile"
    hostfile.write_text("a slots=8\nb slots=8\n")
    return str(facts), str(hostfile)


def described(s: Any, where: str = "") -> list[str]:
    """Paths of property schemas (and map value schemas) that have no description."""
    missing = []
    if isinstance(s, dict):
        for key, sub in (s.get("properties") or {}).items():
            if isinstance(sub, dict) and "description" not in sub:
                missing.append(f"{where}/{key}")
        extra = s.get("additionalProperties")
        if isinstance(extra, dict) and "$ref" not in extra and "description" not in extra:
            missing.append(f"{where}/*")
        for key, sub in s.items():
            missing += described(sub, f"{where}/{key}")
    elif isinstance(s, list):
        for i, sub in enumerate(s):
            missing += described(sub, f"{where}/{i}")
    return missing


@pytest.fixture(scope="module")
def outputs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[str, Any]]:
    """Label -> (schema name, a real output of the real command), produced once for the module."""
    tmp = tmp_path_factory.mktemp("schemas")
    out: dict[str, tuple[str, Any]] = {
        "dry-run, this host": ("dry-run", run_json("--dry-run", "--json", RANK)),
        # doctor exits 75 when a finding is an error (a busy port 29500, say); its output is the same kind.
        "doctor, this host": ("doctor", run_json("doctor", "--json", codes=(0, 75))),
    }
    # Replaying the doctor output (the replay transport reads it, schema_version and all).
    (tmp / "me.json").write_text(json.dumps(out["doctor, this host"][1]))
    out["dry-run, replayed host"] = ("dry-run", run_json("--dry-run", "--json", "--facts", str(tmp / "me.json"), RANK))
    facts, hostfile = two_nodes(tmp)
    out["dry-run, two nodes"] = ("dry-run", run_json("--dry-run", "--json", "--facts", facts, "--hostfile", hostfile,
                                                     RANK))
    out["doctor, two nodes"] = ("doctor", run_json("doctor", "--json", "--facts", facts, "--hostfile", hostfile,
                                                   codes=(0, 75)))
    # SSH to a closed loopback port: both nodes unreachable (findings of severity error), with null facts.
    (tmp / "unreachable").write_text("127.0.0.2 slots=1\n127.0.0.3 slots=1\n")
    out["doctor, unreachable nodes"] = ("doctor", run_json(
        "doctor", "--json", "--hostfile", str(tmp / "unreachable"), "--ssh_port", "1", "--master_addr", "10.0.0.5",
        "--connect-timeout", "2", "--probe-timeout", "2", codes=(75,)))
    out["explain, healthy log"] = ("explain", explain(HEALTHY_LOG))
    for line in DEV.read_text().splitlines():
        if line.strip():
            record = json.loads(line)
            log = tmp / f"{record['id']}.log"
            log.write_text(record["log"])
            out[f"explain, {record['id']}"] = ("explain", explain(log))
    logs = tmp / "logs"
    r = safelaunch("--runs-dir", str(logs), "--num_gpus", "2", RANK, "--exit", "3")
    assert r.returncode == 3, r.stderr[-2000:]
    run = only_run_dir(logs)
    out["diagnosis.json"] = ("diagnosis", json.loads((run / "diagnosis.json").read_text()))
    out["preflight.json"] = ("doctor", json.loads((run / "preflight.json").read_text()))
    return out


LABELS = ["dry-run, this host", "doctor, this host", "dry-run, replayed host", "dry-run, two nodes",
          "doctor, two nodes", "doctor, unreachable nodes", "explain, healthy log", "diagnosis.json",
          "preflight.json"]


@pytest.mark.parametrize("name", NAMES)
def test_schemas_are_valid_draft_2020_12_and_describe_every_field(name: str) -> None:
    s = schema(name)
    assert s["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    Draft202012Validator.check_schema(s)
    Draft202012Validator.check_schema(strict(s))
    assert s.get("title") and s.get("description")
    assert described(s) == []
    for d in s.get("$defs", {}).values():
        assert d.get("description"), d


def test_an_invalid_schema_is_caught() -> None:
    broken = schema("explain")
    broken["properties"]["root_cause"]["anyOf"][1]["type"] = "nothing"
    with pytest.raises(SchemaError):
        Draft202012Validator.check_schema(broken)


def test_the_failure_classes_the_schemas_list_are_the_catalogs() -> None:
    for name in ("explain", "diagnosis"):
        assert schema(name)["$defs"]["root_cause"]["properties"]["class"]["examples"] == list(CLASSES)


@pytest.mark.parametrize("label", LABELS)
def test_real_outputs_match_their_schema(outputs: dict[str, tuple[str, Any]], label: str) -> None:
    name, data = outputs[label]
    validate(name, data)


def test_every_labelled_log_explained_matches_the_explain_schema(outputs: dict[str, tuple[str, Any]]) -> None:
    explained = [data for label, (_, data) in outputs.items() if label.startswith("explain, ") and
                 label != "explain, healthy log"]
    assert len(explained) >= 29
    for data in explained:
        validate("explain", data)
    causes = [d["root_cause"] for d in explained if d["root_cause"] is not None]
    assert len({c["class"] for c in causes}) >= 10  # root causes of many classes, not only empty results
    assert any(c["host"] is not None for c in causes) and any(c["rank"] is not None for c in causes)


def test_what_the_outputs_say(outputs: dict[str, tuple[str, Any]]) -> None:
    """The outputs validated above are the ones meant: the forms and values the tests rely on."""
    assert "nodes" not in outputs["dry-run, this host"][1]
    assert outputs["doctor, this host"][1]["facts"]["probe_version"] >= 1
    assert set(outputs["dry-run, two nodes"][1]["nodes"]) == {"a", "b"}
    assert outputs["doctor, two nodes"][1]["nodes"]["b"]["facts"]["host"] == "b"
    unreachable = outputs["doctor, unreachable nodes"][1]["nodes"]
    assert [(n["reachable"], n["facts"]) for n in unreachable.values()] == [(False, None), (False, None)]
    healthy = outputs["explain, healthy log"][1]
    assert healthy["root_cause"] is None and healthy["findings"] == []
    diagnosis = outputs["diagnosis.json"][1]
    assert diagnosis["exit_status"] == 3 and diagnosis["launcher_returncode"] == 3 and diagnosis["why"] is None


@pytest.mark.parametrize(("label", "branch"), [("dry-run, this host", 0), ("doctor, this host", 0),
                                               ("dry-run, two nodes", 1), ("doctor, two nodes", 1),
                                               ("doctor, unreachable nodes", 1)])
def test_single_host_and_multi_node_forms_are_told_apart(outputs: dict[str, tuple[str, Any]], label: str,
                                                         branch: int) -> None:
    name, data = outputs[label]
    s = schema(name)
    matches = [i for i, form in enumerate(s["oneOf"])
               if Draft202012Validator({**form, "$defs": s["$defs"]}).is_valid(data)]
    assert matches == [branch]


def _required_paths(name: str, data: dict[str, Any]) -> list[tuple[Any, ...]]:
    """Every required key of the output: at top level, and in its first finding, first node, root cause, facts."""
    s = schema(name)
    defs = s["$defs"]
    form = next(f for f in s.get("oneOf", [s]) if Draft202012Validator({**f, "$defs": defs}).is_valid(data))
    paths: list[tuple[Any, ...]] = [(k,) for k in form["required"]]
    if data.get("findings"):
        paths += [("findings", 0, k) for k in defs["finding" if "finding" in defs else "event_class"]["required"]]
    if data.get("nodes"):
        paths += [("nodes", next(iter(data["nodes"])), k) for k in defs["node"]["required"]]
    if data.get("root_cause"):
        paths += [("root_cause", k) for k in defs["root_cause"]["required"]]
    if data.get("facts"):
        paths += [("facts", k) for k in defs["facts"]["required"]]
    return paths


@pytest.mark.parametrize("label", ["dry-run, this host", "doctor, this host", "dry-run, two nodes",
                                   "doctor, two nodes", "diagnosis.json", "explain, cma-insightface1284-horovodrun"])
def test_an_output_missing_any_required_key_is_rejected(outputs: dict[str, tuple[str, Any]], label: str) -> None:
    name, data = outputs[label]
    paths = _required_paths(name, data)
    assert ("schema_version",) in paths and len(paths) > 5
    for path in paths:
        bad = copy.deepcopy(data)
        parent = bad
        for step in path[:-1]:
            parent = parent[step]
        del parent[path[-1]]
        with pytest.raises(ValidationError):
            Draft202012Validator(schema(name)).validate(bad)


@pytest.mark.parametrize(("label", "change"), [
    ("dry-run, this host", lambda d: d.update(schema_version=2)),
    ("dry-run, this host", lambda d: d.update(command=[])),
    ("dry-run, this host", lambda d: d["env"].update(NCCL_DEBUG=1)),
    ("dry-run, this host", lambda d: d.update(nodes={})),
    ("doctor, two nodes", lambda d: d["nodes"]["a"].update(reachable="yes")),
    ("doctor, two nodes", lambda d: d.update(findings=[{"id": "x", "severity": "fatal", "host": "a", "message": "m",
                                                        "fix": "f"}])),
    ("diagnosis.json", lambda d: d.update(exit_status="3")),
    ("diagnosis.json", lambda d: d.update(exit_status=300)),
    ("explain, cma-insightface1284-horovodrun", lambda d: d["root_cause"].update(line=0)),
    ("explain, cma-insightface1284-horovodrun", lambda d: d["findings"][0].update(role="cascade")),
])
def test_wrong_values_are_rejected(outputs: dict[str, tuple[str, Any]], label: str,
                                   change: Callable[[dict[str, Any]], None]) -> None:
    name, data = outputs[label]
    bad = copy.deepcopy(data)
    change(bad)
    with pytest.raises(ValidationError):
        Draft202012Validator(schema(name)).validate(bad)


def test_an_undescribed_field_is_caught_by_the_strict_check(outputs: dict[str, tuple[str, Any]]) -> None:
    """The shipped schema lets later versions add fields; the strict copy the tests use does not."""
    name, data = outputs["diagnosis.json"]
    grown = {**data, "new_field": 1}
    Draft202012Validator(schema(name)).validate(grown)
    with pytest.raises(ValidationError):
        validate(name, grown)
