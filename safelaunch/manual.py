"""Generate the troubleshooting manual, docs/troubleshooting.md, from the code.

    python -m safelaunch.manual                # write docs/troubleshooting.md
    python -m safelaunch.manual --check        # exit 1 when the file is not what would be written
    python -m safelaunch.manual --output FILE  # write elsewhere ("-": stdout)

One section per finding id (safelaunch/findings_doc.py), one per failure class with its signatures
(safelaunch/signatures.yaml), and the variables the rules can set. tests/test_manual.py fails when
the committed file differs from what this writes.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from pathlib import Path

from safelaunch import context
from safelaunch.catalog import CLASSES, Signature, load_catalog
from safelaunch.classify import END_OF_OUTPUT
from safelaunch.findings_doc import (
    FINDINGS,
    LIMITS,
    NEVER_SET,
    REGISTRY,
    SEVERITY_NOTE,
    TOPICS,
    VARIABLES,
    FindingDoc,
    VariableDoc,
)
from safelaunch.tracebacks import TAIL_BYTES

COMMAND = "python -m safelaunch.manual"
RELATIVE_PATH = Path("docs") / "troubleshooting.md"
LEVELS = ("error", "warning", "info")

CLASS_MEANING: dict[str, str] = {
    "shm_exhausted": "/dev/shm ran out: NCCL's shared-memory segments or the DataLoader workers' batches did not fit "
                     "(Docker gives 64 MiB by default). It shows as `No space left on device` from NCCL, a Bus error "
                     "(SIGBUS) inside NCCL or a DataLoader worker, or a rank dying of signal 7.",
    "memlock_limit": "Registering memory with an RDMA NIC failed: the memlock limit is too low for the pinned "
                     "communication buffers and the process lacks CAP_IPC_LOCK.",
    "cma_ptrace": "Cross-memory attach between ranks (process_vm_readv, used by PSM3, libfabric, Open MPI, Intel MPI, "
                  "UCX and oneCCL) was refused by kernel.yama.ptrace_scope or a missing CAP_SYS_PTRACE.",
    "host_mem_alloc": "Allocating or pinning host memory failed, or a rank was killed without a message, which is most "
                      "often the kernel's OOM killer (host memory or the container's memory limit).",
    "ib_unusable": "NCCL could not use InfiniBand, RoCE or EFA as configured: a device that cannot be opened, a "
                   "queue pair that cannot be set up, a forced network that cannot start, or completion errors.",
    "socket_iface": "NCCL or Gloo used a network interface that does not exist, has no usable address, or does not "
                    "reach the other ranks.",
    "rendezvous_failure": "The ranks could not meet at the master address and port: the port was in use, MASTER_ADDR "
                          "was wrong, or a firewall or the routing kept them apart.",
    "ssh_failure": "The launcher could not reach a node over SSH.",
    "collective_timeout": "A collective did not finish within the process group's timeout; when no rank shows an "
                          "earlier error, one rank hung or left the collective.",
    "remote_missing_file": "A rank could not find a file, usually one that exists only on the launching node.",
    "cuda_oom": "A GPU ran out of memory.",
    "p2p_unsupported": "CUDA peer-to-peer access between two GPUs was used where it does not work: consumer GPUs, "
                       "VMs, ACS, NCCL's cuMem host memory on drivers before CUDA 13.0, or P2P disabled between "
                       "NVLink-connected GPUs.",
    "driver_mismatch": "The NVIDIA driver is older than the CUDA runtime the job was built with, the kernel module "
                       "and its user-space library differ, or a CUDA-stack library loaded at run time (libnccl, "
                       "libcuda, nvJitLink) is older than the one the job was built against; also versions that must "
                       "agree and do not: NCCL across the nodes of a job, a compiled PyTorch extension (flash-attn, "
                       "apex, DeepSpeed ops) and the PyTorch it is loaded into.",
    "gpu_hardware": "A GPU reported a hardware fault (ECC error, Xid, fallen off the bus).",
    "other": "Failures without a class of their own, and the cascades that ranks print because another rank failed "
             "(these are never the root cause).",
}

ROLE_TEXT = {"cause": "cause", "fallback": "fallback: the root cause only when no cause line exists",
             "consequence": "consequence: never the root cause",
             "generic": "generic: the failure recognised by its words rather than a known message; the root cause "
                        "only when no cause or fallback line exists, never from an informational line",
             "context": "context: a fact for the context rules (safelaunch/context.py), never the root cause itself"}

_CODE_SPAN = re.compile(r"(`+)(.+?)\1", re.DOTALL)


def _escape(text: str) -> str:
    """Markdown-safe prose: ``<``, ``>`` and ``*`` outside code spans would be read as HTML or emphasis."""
    out, pos = [], 0
    for m in _CODE_SPAN.finditer(text):
        out.append(_escape_plain(text[pos:m.start()]))
        out.append(m.group(0))
        pos = m.end()
    out.append(_escape_plain(text[pos:]))
    return "".join(out)


def _escape_plain(text: str) -> str:
    return text.replace("<", "&lt;").replace(">", "&gt;").replace("*", r"\*")


def _one_line(pattern: str) -> str:
    """A pattern as written in regex syntax: a newline character (a double-quoted YAML string's ``\\n``, e.g. in
    ``[^\\n]``) is shown as ``\\n``, which means the same to the matcher, so the code span stays on one line."""
    return pattern.replace("\n", "\\n")


def code(text: str) -> str:
    """``text`` as one code span, whatever backticks it holds."""
    fence = "`" * (max((len(run) for run in re.findall(r"`+", text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") or (text.startswith(" ") and text.endswith(" ")) else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def levels(severity: str) -> list[str]:
    """The severities a finding's severity text names, in order of weight."""
    return [level for level in LEVELS if re.search(rf"\b{level}\b", severity)]


def finding_anchor(finding_id: str) -> str:
    return f"finding-{finding_id}"


def _finding_link(finding_id: str) -> str:
    if finding_id in REGISTRY:
        return f"[{code(finding_id)}](#{finding_anchor(finding_id)})"
    return f"{code(finding_id)} (not a finding safelaunch reports)"


def _signature_link(sig: Signature) -> str:
    return f"[{code(sig.id)}](#signature-{sig.id}) ({code(sig.cls)})"


def _where(rules: Sequence[str]) -> str:
    """``safelaunch.rules.shm:shm_rule`` -> ``safelaunch/rules/shm.py`` ``shm_rule``, grouped by file."""
    by_file: dict[str, list[str]] = {}
    for rule in rules:
        module, _, function = rule.partition(":")
        by_file.setdefault(module.replace(".", "/") + ("/__init__.py" if module == "safelaunch.rules" else ".py"),
                           []).append(function)
    return "; ".join(f"{code(path)} {', '.join(code(f) for f in functions)}" for path, functions in by_file.items())


def _finding(doc: FindingDoc, signatures: Sequence[Signature]) -> list[str]:
    sources = "; ".join(_escape(s) for s in doc.sources) if doc.sources else "none (the rule cites no source)"
    lines = [f'<a id="{finding_anchor(doc.id)}"></a>', "", f"#### {code(doc.id)}: {_escape(doc.title)}", "",
             f"**Severity:** {_escape(doc.severity)}.", "",
             f"**What it means.** {_escape(doc.meaning)}", "",
             "**How safelaunch detects it.**", "",
             f"- Fact: {_escape(doc.fact)}",
             f"- Rule: {_escape(doc.decides)}",
             f"- Made in {_where(doc.rules)}.",
             f"- Sources cited by the rule: {sources}.", "",
             f"**Fix.** {_escape(doc.fix).strip()}", ""]
    foreseen = [s for s in signatures if doc.id in s.predicted_by]
    if foreseen:
        lines += ["**If the job fails anyway**, the log diagnosis names "
                  + ", ".join(_signature_link(s) for s in foreseen)
                  + ", and its summary says that preflight predicted it with this finding.", ""]
    return lines


def _signature(sig: Signature) -> list[str]:
    lines = [f'<a id="signature-{sig.id}"></a>', "", f"#### {code(sig.id)}", "",
             f"- Role: {ROLE_TEXT.get(sig.role, sig.role)}; severity {sig.severity}.",
             "- Patterns (regular expressions, each matched within one line): "
             + ", ".join(code(_one_line(p)) for p in sig.patterns) if sig.patterns else _decided_by(sig),
             f"- Why: {_escape(sig.explanation)}"]
    if sig.remedy_env:
        setting = " ".join(f"{k}={v}" for k, v in sig.remedy_env.items())
        lines.append(f"- Remedy safelaunch can set: {code(setting)} (`safelaunch --auto-fix` relaunches once with it "
                     "when it was not already set).")
    if sig.remedy_fix:
        lines.append(f"- System fix: {_escape(sig.remedy_fix)}")
    if sig.predicted_by:
        lines.append("- Foreseen by: " + ", ".join(_finding_link(f) for f in sig.predicted_by)
                     + "; when none of them was reported, the summary says preflight judged the related facts "
                     + (f"({code(sig.facts)}) " if sig.facts else "") + "healthy.")
    lines += [f"- Source: {_escape(sig.source)}", ""]
    return lines


def _decided_by(sig: Signature) -> str:
    """Where a signature without patterns of its own is decided: a context rule, or a finder run at the end of the
    output (classify.END_OF_OUTPUT)."""
    module = next((find.__module__ for find, s in END_OF_OUTPUT if s.id == sig.id), None)
    if module is not None:
        return (f"- Found at the end of the output by comparing lines of its last {TAIL_BYTES // 1024} KiB "
                f"({module.replace('.', '/')}.py), no pattern of its own.")
    return "- A context rule (safelaunch/context.py): decided from context lines, no pattern of its own."


def _failure_class(cls: str, sigs: Sequence[Signature]) -> list[str]:
    lines = [f'<a id="class-{cls}"></a>', "", f"### {code(cls)}", "", _escape(CLASS_MEANING.get(cls, "")), ""]
    env = dict.fromkeys(f"{k}={v}" for s in sigs for k, v in s.remedy_env.items())
    if env:
        remedies = ", ".join(code(e) for e in env)
        lines += [f"Remedies safelaunch can set for it (with `--auto-fix`): {remedies}.", ""]
    if not sigs:
        return [*lines, "No built-in signature has this class; your own (`--signatures FILE`) may.", ""]
    for sig in sigs:
        lines += _signature(sig)
    return lines


def _variable(var: VariableDoc) -> list[str]:
    return [f"### {code(f'{var.name}={var.value}')}", "", f"- When: {_escape(var.when)}",
            f"- Cost: {_escape(var.cost)}", f"- Rule: {_where(var.rules)}.", ""]


def _index(signatures: Sequence[Signature]) -> list[str]:
    lines = ["## Contents", "", "- [Findings before the launch](#findings)"]
    lines += [f"  - [{_escape(title)}](#topic-{key})" for key, title in TOPICS.items()]
    lines += ["- [Failure classes after the launch](#failure-classes)"]
    lines += [f"  - [{code(cls)}](#class-{cls})" for cls in CLASSES]
    lines += ["- [Variables safelaunch can set](#variables)", ""]
    return lines


def render(signatures: Sequence[Signature] | None = None) -> str:
    """The whole manual, as docs/troubleshooting.md holds it."""
    sigs = list(load_catalog() if signatures is None else signatures)
    lines = [
        "# Troubleshooting: every finding and failure class",
        "",
        f"<!-- Generated by `{COMMAND}` from safelaunch/findings_doc.py, safelaunch/rules/ and "
        "safelaunch/signatures.yaml. Do not edit by hand: change those and regenerate (tests/test_manual.py "
        "checks that this file is current). -->",
        "",
        "safelaunch speaks in two places. **Before the launch** it measures each host and reports *findings* "
        "(`safelaunch --dry-run`, `safelaunch doctor`, and on stderr before a job starts), each with an id, a "
        f"severity, the fact behind it and the fix. {SEVERITY_NOTE} **After a failed launch** it classifies the "
        "log (`safelaunch explain LOG` does the same for any saved log) and names the root cause's *failure "
        "class*, with the signature that matched, the remedy and whether a finding had predicted it.",
        "",
        *_index(sigs),
        '<a id="findings"></a>',
        "",
        f"## Findings ({len(FINDINGS)} ids)",
        "",
    ]
    for key, title in TOPICS.items():
        docs = [d for d in FINDINGS if d.topic == key]
        lines += [f'<a id="topic-{key}"></a>', "", f"### {_escape(title)}", "",
                  "| id | severity | what |", "|---|---|---|"]
        lines += [f"| [{code(d.id)}](#{finding_anchor(d.id)}) | {' / '.join(levels(d.severity))} | "
                  f"{_escape(d.title).replace('|', '&#124;')} |" for d in docs]
        lines.append("")
        for doc in docs:
            lines += _finding(doc, sigs)
    lines += ['<a id="failure-classes"></a>', "",
              f"## Failure classes ({len(CLASSES)} classes, {len(sigs)} signatures)", "",
              "Each line of the job's output is matched against the catalog (safelaunch/signatures.yaml; add your "
              "own with `--signatures FILE`). A signature's role decides how a matching line counts: the root cause "
              "is the earliest `cause` line; `fallback` lines (watchdog timeouts, a rank killed by a signal) count "
              "only when no cause exists, because other ranks fail *because* one rank failed; `consequence` lines "
              "never do. `context` lines state a fact (a CUDA version, a node count, the interfaces NCCL uses) that "
              "a context rule combines with the failure found, or its absence, to name a cause no single line "
              "shows.", ""]
    documented = [*sigs, *context.RULE_SIGNATURES, *(signature for _, signature in END_OF_OUTPUT)]
    for cls in CLASSES:
        lines += _failure_class(cls, [s for s in documented if s.cls == cls])
    lines += ['<a id="variables"></a>', "", "## Variables safelaunch can set", "",
              "Each is set only when a measured fact calls for it, never over a value you set yourself (that is a "
              "`user-env-conflict` finding instead), and each decision is printed with its reason, evidence and "
              "cost. A policy file (`--config`) can `forbid` any of them, or `force` / `pin` any variable. "
              + _escape(NEVER_SET), ""]
    for var in VARIABLES:
        lines += _variable(var)
    lines += ["### Limits", "", _escape(LIMITS), ""]
    return "\n".join(lines).rstrip("\n") + "\n"


def default_output() -> Path:
    """docs/troubleshooting.md in the source tree this module belongs to, else in the current directory."""
    root = Path(__file__).resolve().parent.parent
    return (root if (root / "pyproject.toml").is_file() else Path.cwd()) / RELATIVE_PATH


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=COMMAND, description="Write the troubleshooting manual from the code.")
    parser.add_argument("--output", help=f"where to write it (default: {RELATIVE_PATH}; '-' for stdout)")
    parser.add_argument("--check", action="store_true", help="exit 1 if the file is not current; write nothing")
    args = parser.parse_args(argv)
    text = render()
    if args.output == "-":
        sys.stdout.write(text)
        return 0
    path = Path(args.output) if args.output else default_output()
    if args.check:
        current = path.read_text(encoding="utf-8") if path.is_file() else None
        if current != text:
            sys.stderr.write(f"{path} is not current: run `{COMMAND}` and commit the result.\n")
            return 1
        return 0
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    sys.stderr.write(f"wrote {path} ({len(FINDINGS)} finding ids, {len(CLASSES)} failure classes)\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
