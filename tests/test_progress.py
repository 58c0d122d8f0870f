"""The fan-out progress: from 0/N, naming the nodes still pending, ending at N/N (real SSH attempts
to closed ports, which fail at once)."""

from __future__ import annotations

from safelaunch.remote import ProbeSettings, SshTarget, probe_all
from safelaunch.transport import progress_line


def test_progress_starts_at_zero_names_pending_nodes_and_ends_at_n() -> None:
    targets = [SshTarget(f"n{i}", f"127.0.0.{i + 2}", 1, "root") for i in range(3)]
    calls: list[tuple[int, int, list[str]]] = []
    results = probe_all(targets, lambda t: ProbeSettings(connect_timeout=2, probe_timeout=2),
                        lambda d, n, p: calls.append((d, n, p)))
    assert [r.error_kind for r in results] == ["unreachable"] * 3
    assert calls[0] == (0, 3, ["n0", "n1", "n2"]) and calls[-1] == (3, 3, [])
    assert [c[0] for c in calls] == [0, 1, 2, 3]
    for done, _, pending in calls:
        assert len(pending) == 3 - done


def test_progress_line_is_bounded_and_says_how_many_more() -> None:
    line = progress_line(12, 64, [f"node{i:02d}" for i in range(52)])
    assert line.startswith("safelaunch: probing 64 nodes over ssh: 12/64 done, waiting for node00, node01")
    assert line.endswith("more") and len(line) <= 110
