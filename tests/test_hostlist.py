"""Slurm's hostlist grammar and allocation variables, without Slurm (tests/test_slurm.py checks the same
parser against the real `scontrol show hostnames`)."""

from __future__ import annotations

import pytest

from safelaunch.errors import UserError
from safelaunch.slurm import allocation, expand_counts, expand_hostlist

CASES = {
    "sl[1-2]": ["sl1", "sl2"],
    "gpu[01-04,07]": ["gpu01", "gpu02", "gpu03", "gpu04", "gpu07"],
    "b[8-10]": ["b8", "b9", "b10"],
    "n[08-10]": ["n08", "n09", "n10"],
    "n[1-010]": [f"n{i}" for i in range(1, 11)],  # the width is the lower bound's
    "n[001-3]": ["n001", "n002", "n003"],
    "n[1,01]": ["n1", "n01"],
    "c[1-2]x[3-4]": ["c1x3", "c1x4", "c2x3", "c2x4"],  # several groups: a product, leftmost slowest
    "rack[1-2]-node[01-02]": ["rack1-node01", "rack1-node02", "rack2-node01", "rack2-node02"],
    "a,a": ["a", "a"],
    "x[1-2],x[2-3]": ["x1", "x2", "x2", "x3"],
    "a,,b": ["a", "b"],
    ",a": ["a"],
    "a b": ["a", "b"],
    "node1.domain,n1-2": ["node1.domain", "n1-2"],
    "n[5]": ["n5"],
    # A suffix after the last group: accepted here (Slurm 22.05's scontrol refuses a single group with a suffix).
    "a[1-2]-ib,b3": ["a1-ib", "a2-ib", "b3"],
}


@pytest.mark.parametrize("text", sorted(CASES))
def test_expand(text: str) -> None:
    assert expand_hostlist(text) == CASES[text]


@pytest.mark.parametrize("text", ["n[]", "n[3-1]", "n[a-b]", "n[1-2", "n[1-2]]", "n[1-100000]", "n[[1]]"])
def test_refused_like_slurm(text: str) -> None:
    with pytest.raises(ValueError):
        expand_hostlist(text)


def test_counts() -> None:
    assert expand_counts("2(x3),1") == [2, 2, 2, 1]
    assert expand_counts("8") == [8]
    with pytest.raises(ValueError):
        expand_counts("2(x)")


BASE = {"SLURM_JOB_ID": "42", "SLURM_JOB_NODELIST": "gpu[01-02],cpu7"}


def test_no_allocation() -> None:
    assert allocation({}) is None
    assert allocation({"SLURM_JOB_ID": "42"}) is None


@pytest.mark.parametrize(("extra", "slots", "source"), [
    ({"SLURM_NTASKS_PER_NODE": "2", "SLURM_GPUS_ON_NODE": "8", "SLURM_JOB_CPUS_PER_NODE": "4(x3)"}, [2, 2, 2],
     "SLURM_NTASKS_PER_NODE=2"),
    ({"SLURM_GPUS_ON_NODE": "8", "SLURM_JOB_CPUS_PER_NODE": "4(x3)"}, [8, 8, 8], "SLURM_GPUS_ON_NODE=8"),
    ({"SLURM_TASKS_PER_NODE": "2(x2),1", "SLURM_JOB_CPUS_PER_NODE": "4(x3)"}, [2, 2, 1], "SLURM_TASKS_PER_NODE"),
    ({"SLURM_JOB_CPUS_PER_NODE": "4(x2),2"}, [4, 4, 2], "SLURM_JOB_CPUS_PER_NODE=4(x2),2"),
    ({"SLURM_JOB_CPUS_PER_NODE": "4"}, [1, 1, 1], "one per node"),  # a count list that does not fit the nodes
])
def test_slots_precedence(extra: dict[str, str], slots: list[int], source: str) -> None:
    alloc = allocation({**BASE, **extra})
    assert alloc is not None
    assert alloc.nodes == ("gpu01", "gpu02", "cpu7") and list(alloc.slots) == slots
    assert source in alloc.slots_from and alloc.source == "Slurm allocation 42"


def test_a_task_of_a_multi_task_step_is_one_node_not_the_allocation() -> None:
    assert allocation({**BASE, "SLURM_STEP_ID": "0", "SLURM_STEP_NUM_TASKS": "3"}) is None
    assert allocation({**BASE, "SLURM_STEP_ID": "0", "SLURM_STEP_NUM_TASKS": "1"}) is not None  # srun --pty
    # `srun -N3 --pty bash`: the shell with the terminal (SLURM_PTY_PORT) is where the user types; it stands for
    # the whole allocation, like salloc's shell.
    assert allocation({**BASE, "SLURM_STEP_ID": "0", "SLURM_STEP_NUM_TASKS": "3", "SLURM_PTY_PORT": "4242"}) is not None


def test_unreadable_nodelist_is_a_user_error() -> None:
    with pytest.raises(UserError, match="SLURM_JOB_NODELIST"):
        allocation({**BASE, "SLURM_JOB_NODELIST": "n[3-1]"})
