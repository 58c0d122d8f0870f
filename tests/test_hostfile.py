"""Hostfile grammar and resource filters: differential against deepspeed's own functions."""

from __future__ import annotations

import random
from collections import OrderedDict

import pytest

from safelaunch.errors import UserError
from safelaunch.hostfile import parse_hostfile, select_resources


def deepspeed_select(text: str, include: str, exclude: str, num_nodes: int, num_gpus: int) -> object:
    from deepspeed.launcher import runner

    pool = runner._parse_hostfile(text.splitlines(keepends=True))
    if (num_nodes >= 0 or num_gpus >= 0) and (include or exclude):
        raise ValueError("Cannot specify num_nodes/gpus with include/exclude")  # runner.main's own check
    active = runner.parse_inclusion_exclusion(pool, include, exclude)
    return runner.apply_num_nodes_and_gpus(active, num_nodes, num_gpus)


def random_case(rnd: random.Random) -> tuple[str, str, str, int, int]:
    hosts = [f"worker-{i}" for i in range(rnd.randint(1, 5))]
    lines = []
    for h in hosts:
        lines.append(rnd.choice(["", "# a comment", "   "]))
        lines.append(f"{h} slots={rnd.randint(1, 4)}" + rnd.choice(["", "  ", " # gpu box"]))
    text = "\n".join(lines) + "\n"

    def spec() -> str:
        parts = []
        for h in rnd.sample(hosts + ["ghost"] * rnd.randint(0, 1), rnd.randint(1, len(hosts))):
            slots = rnd.sample(range(5), rnd.randint(0, 2))
            parts.append(h + (":" + ",".join(map(str, slots)) if slots else ""))
        return "@".join(parts)

    mode = rnd.choice(["none", "include", "exclude", "nodes"])
    include = spec() if mode == "include" else ""
    exclude = spec() if mode == "exclude" else ""
    num_nodes = rnd.randint(1, 6) if mode == "nodes" else -1
    num_gpus = rnd.randint(1, 3) if mode == "nodes" and rnd.random() < 0.5 else -1
    return text, include, exclude, num_nodes, num_gpus


@pytest.mark.parametrize("seed", range(400))
def test_agrees_with_deepspeed_on_generated_hostfiles_and_filters(seed: int) -> None:
    text, include, exclude, num_nodes, num_gpus = random_case(random.Random(seed))
    try:
        theirs = deepspeed_select(text, include, exclude, num_nodes, num_gpus)
    except ValueError:
        theirs = None
    try:
        ours: object = select_resources(parse_hostfile(text, "hosts"), include, exclude, num_nodes, num_gpus)
    except UserError:
        ours = None
    if theirs == OrderedDict():
        # deepspeed accepts a filter that leaves nothing and fails later; safelaunch refuses it up front.
        assert ours is None
    else:
        assert ours == theirs, (text, include, exclude, num_nodes, num_gpus)


@pytest.mark.parametrize(("text", "message"), [
    ("a slots=2\nb slots=1\na slots=4\n", "hosts, line 3: a is listed twice (first on line 1)"),
    ("a slots=2\nb slots=0\n", "hosts, line 2: b has slots=0"),
    ("a slots=2\nb gpus=4\n", "hosts, line 2: 'b gpus=4' is not a hostfile entry"),
    ("# only comments\n\n", "The hostfile hosts has no entries"),
    ("-oProxyCommand=touch_pwn slots=1\n", "line 1: '-oProxyCommand=touch_pwn' is not a valid host name"),
    ("n1;touch slots=1\n", "'n1;touch' is not a valid host name"),
    ("$(id) slots=1\n", "'$(id)' is not a valid host name"),
    ("n[1-3] slots=1\n", "'n[1-3]' is not a valid host name"),
    ("^/etc/passwd slots=1\n", "'^/etc/passwd' is not a valid host name"),
])
def test_bad_hostfiles_name_the_file_and_line(text: str, message: str) -> None:
    with pytest.raises(UserError) as e:
        parse_hostfile(text, "hosts")
    assert message in e.value.message


@pytest.mark.parametrize(("include", "exclude", "message"), [
    ("a:", "", "'a:' needs slot numbers after ':'"),
    ("", "a@b", "leaves no host to run on"),
    ("c", "", "--include names c, which is not in the hostfile"),
    ("a:7", "", "--include names slot 7 on a, which has slots 0-1"),
    ("a", "b", "--include and --exclude cannot be used together"),
])
def test_filters_deepspeed_crashes_on_or_accepts_are_clear_errors(include: str, exclude: str, message: str) -> None:
    with pytest.raises(UserError) as e:
        select_resources(parse_hostfile("a slots=2\nb slots=1\n", "h"), include, exclude)
    assert message in e.value.message


def test_user_at_host_and_trailing_comment_are_accepted() -> None:
    pool = parse_hostfile("ubuntu@gpu-01.cluster slots=8   # big box\n10.0.0.7 slots=4\n", "h")
    assert pool == OrderedDict([("ubuntu@gpu-01.cluster", 8), ("10.0.0.7", 4)])
