"""How the probe reaches a host: in-process for this machine, over SSH for a node, or a recorded file.

Whatever the transport, the result is the same plain data (``NodeProbe``): the probe's facts, or
why they could not be read. Local and remote differ only here.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from safelaunch import probe
from safelaunch.errors import UserError
from safelaunch.remote import Later, NodeProbe, ProbeSettings, SshTarget, openssh, probe_all
from safelaunch.supervise import quiet

# Seams for hardware a test machine cannot have (documented in the README): a faked
# /sys/class/infiniband tree and a faked /proc/driver/nvidia, for the in-process probe.
FAKE_SYSFS = "SAFELAUNCH_FAKE_SYSFS"
FAKE_PROCFS = "SAFELAUNCH_FAKE_PROCFS"


def fake_roots(environ: Mapping[str, str]) -> dict[str, str]:
    """The probe's roots for faked hardware trees, when a test sets them (paths as each host sees
    them: a test can give one node of its cluster a tree that only that node's mount namespace has)."""
    roots = {"ib_sys_root": environ.get(FAKE_SYSFS), "proc_root": environ.get(FAKE_PROCFS)}
    return {k: v for k, v in roots.items() if v}


def probe_here(name: str, options: dict[str, Any]) -> NodeProbe:
    """The probe, run in this process (the local transport)."""
    start = time.monotonic()
    facts = probe.collect(**{**fake_roots(os.environ), **options})
    return NodeProbe(SshTarget(name, name, 0, ""), facts, seconds=time.monotonic() - start)


def progress_line(done: int, total: int, pending: list[str], width: int = 100) -> str:
    """`probing 16 nodes over ssh: 12/16 done, waiting for node3, node7 and 2 more`."""
    text = f"safelaunch: probing {total} node{'s' if total != 1 else ''} over ssh: {done}/{total} done"
    if pending:
        shown: list[str] = []
        for name in pending:
            if len(text) + len(", ".join([*shown, name])) + 30 > width and shown:
                break
            shown.append(name)
        rest = len(pending) - len(shown)
        text += ", waiting for " + ", ".join(shown) + (f" and {rest} more" if rest else "")
    return text


def _progress(done: int, total: int, pending: list[str]) -> None:
    """On a terminal only: one line rewritten in place, from 0/N, naming the nodes still pending."""
    if sys.stderr.isatty() and not quiet():
        line = progress_line(done, total, pending)
        sys.stderr.write("\r\033[K" + line + ("\n" if done == total else ""))
        sys.stderr.flush()


def probe_over_ssh(targets: Sequence[SshTarget], settings_for: Callable[[SshTarget], ProbeSettings]
                   ) -> dict[str, NodeProbe]:
    """The probe on every node at once, over SSH (the remote transport)."""
    return {p.target.alias: p for p in probe_all(targets, settings_for, _progress)}


def probe_over_ssh_pipelined(master: SshTarget, rest: Sequence[SshTarget],
                             settings_for: Callable[[str | None], Callable[[SshTarget], ProbeSettings]],
                             address_of: Callable[[NodeProbe], str]) -> dict[str, NodeProbe]:
    """The first host and every other node at once, when the master address comes from the first host's
    probe (deepspeed's `hostname -I` rule): the others connect and collect everything meanwhile, and
    receive the address on stdin for their route to it (``settings_for("-")``), so the preflight costs one
    round of SSH, not two. ``settings_for(address)``: each node's settings for that master address;
    ``address_of``: the master address from the first host's result. Without OpenSSH, the first host
    first and then the others, as before."""
    if not rest or openssh() is None:
        probes = probe_over_ssh([master], settings_for(None))
        address = address_of(probes[master.alias])
        return probes | (probe_over_ssh(rest, settings_for(address)) if rest else {})
    first, others = settings_for(None), settings_for("-")
    later = Later()

    def finished(p: NodeProbe) -> None:
        if p.target.alias == master.alias:
            try:
                later.set(json.dumps({"master_addr": address_of(p)}))
            finally:
                later.set("")  # never leave the others waiting (a no-op once set)

    try:
        results = probe_all([master, *rest], lambda t: first(t) if t.alias == master.alias else others(t),
                            _progress, later, finished)
    finally:
        later.close()
    return {p.target.alias: p for p in results}


def _facts_of(entry: Any) -> dict[str, Any] | None:
    if isinstance(entry, dict) and "probe_version" in entry:
        return entry
    if isinstance(entry, dict) and isinstance(entry.get("facts"), dict):
        return dict(entry["facts"])
    return None


def recorded_facts(path: str) -> dict[str, dict[str, Any]]:
    """Host name -> facts from a recorded file: `safelaunch doctor --json` output (one host or a
    cluster), or the probe's own JSON. This is the replay transport: nothing is probed."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as e:
        raise UserError(f"Cannot read the facts file {path}: {e.strerror}. Pass the output of "
                        "`safelaunch doctor --json` saved to a file.") from None
    except ValueError as e:
        raise UserError(f"The facts file {path} is not JSON ({e}). Pass the output of "
                        "`safelaunch doctor --json` saved to a file.") from None
    hosts: dict[str, dict[str, Any]] = {}
    if isinstance(data, dict) and isinstance(data.get("nodes"), dict):
        for name, node in data["nodes"].items():
            facts = _facts_of(node)
            if facts is not None:
                hosts[str(name)] = facts
    else:
        facts = _facts_of(data)
        if facts is not None:
            hosts[str(facts.get("host") or "recorded")] = facts
    if not hosts:
        raise UserError(f"The facts file {path} holds no host facts: `safelaunch doctor --json` output has a "
                        "\"facts\" object (one host) or \"nodes\" with \"facts\" (a cluster; run doctor with "
                        "--hostfile to record them).")
    return hosts


def replay(name: str, facts: dict[str, Any]) -> NodeProbe:
    return NodeProbe(SshTarget(name, str(facts.get("host") or name), 0, ""), facts)
