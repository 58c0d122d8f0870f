"""argv -> request: launcher options pass through verbatim; values agree with the launchers' parsers."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from safelaunch.errors import UserError
from safelaunch.launcher_options import DEEPSPEED_OPTIONS, TORCHRUN_OPTIONS, LauncherOption
from safelaunch.request import parse_request
from tests.helpers import EXAMPLE

SCRIPT = str(EXAMPLE)


@contextmanager
def _captured_parser() -> Iterator[list[argparse.ArgumentParser]]:
    """Capture the ArgumentParser deepspeed builds inside parse_args (it is not exposed otherwise)."""
    seen: list[argparse.ArgumentParser] = []
    original = argparse.ArgumentParser.parse_args

    def spy(self: argparse.ArgumentParser, *a: Any, **k: Any) -> Any:
        seen.append(self)
        return original(self, *a, **k)

    argparse.ArgumentParser.parse_args = spy  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        argparse.ArgumentParser.parse_args = original  # type: ignore[method-assign]


def deepspeed_parse(argv: list[str]) -> argparse.Namespace:
    from deepspeed.launcher.runner import parse_args

    result: argparse.Namespace = parse_args(argv)
    return result


def deepspeed_parser() -> argparse.ArgumentParser:
    with _captured_parser() as seen:
        deepspeed_parse([SCRIPT])
    return seen[0]


def torchrun_parser() -> argparse.ArgumentParser:
    from torch.distributed.run import get_args_parser

    parser: argparse.ArgumentParser = get_args_parser()
    return parser


def _table(parser: argparse.ArgumentParser) -> set[tuple[tuple[str, ...], bool]]:
    return {(tuple(a.option_strings), a.nargs != 0) for a in parser._actions if a.option_strings}


def _ours(options: tuple[LauncherOption, ...]) -> set[tuple[tuple[str, ...], bool]]:
    return {(o.flags, o.takes_value) for o in options}


def test_deepspeed_option_table_matches_deepspeeds_parser() -> None:
    assert _ours(DEEPSPEED_OPTIONS) == _table(deepspeed_parser())


def test_torchrun_option_table_matches_torchruns_parser() -> None:
    assert _ours(TORCHRUN_OPTIONS) == _table(torchrun_parser())


CASES = [
    ["--num_gpus", "2", SCRIPT],
    ["--num_g", "2", SCRIPT, "--deepspeed_config", "ds.json"],  # abbreviation
    ["--num_gpus=2", "--master_port=29611", SCRIPT, "--lr", "0.1"],
    ["-H", "/tmp/hosts", "-i", "localhost:0,1", SCRIPT],
    ["-H/tmp/hosts", "--include=localhost:1", SCRIPT],
    ["--master_addr", "10.0.0.1", "--node_rank", "0", "--no_ssh", SCRIPT, "--dry-run", "--json"],
    ["--num_accelerators", "3", "--bind_cores_to_rank", "--log_level", "warning", SCRIPT],
    ["--module", "--num_nodes", "1", "pkg.train", "--x=1"],
    ["--launcher", "openmpi", "--launcher_args", "-x FOO", "--ssh_port", "2222", SCRIPT, "a b", "--x"],
    ["--no_python", "--no_local_rank", "--force_multi", "--save_pid", "bash", "-c", "echo hi"],
]


@pytest.mark.parametrize("argv", CASES)
def test_values_and_script_agree_with_deepspeeds_parser(argv: list[str]) -> None:
    request = parse_request(argv)
    theirs = deepspeed_parse(argv)
    assert request.script == theirs.user_script
    assert list(request.script_args) == theirs.user_args
    for dest, value in request.values.items():
        assert getattr(theirs, dest) == value, dest
    assert request.launcher_argv() == argv  # verbatim, in order


def test_safelaunch_options_are_removed_and_the_rest_kept_in_order() -> None:
    argv = ["--dry-run", "--num_gpus", "2", "--config", "configs/example.yaml", "--master_port", "29700",
            "--nccl-debug", "info", SCRIPT, "--dry-run", "--config", "x"]
    request = parse_request(argv)
    assert request.dry_run and request.config == "configs/example.yaml" and request.nccl_debug == "INFO"
    assert request.launcher_argv() == ["--num_gpus", "2", "--master_port", "29700", SCRIPT,
                                       "--dry-run", "--config", "x"]


def test_torchrun_options_pass_through() -> None:
    argv = ["--runner", "torchrun", "--nproc-per-node=2", "--standalone", "--log_dir", "/tmp/l", SCRIPT, "-v"]
    request = parse_request(argv)
    assert request.runner == "torchrun"
    assert request.launcher_argv() == argv[2:]
    assert request.values == {"nproc_per_node": "2", "standalone": True, "log_dir": "/tmp/l"}


def test_runner_is_found_after_options_with_values() -> None:
    argv = ["--runs-dir", "/tmp/x", "--nproc-per-node", "2", "--runner", "torchrun", "--master-port", "29700", SCRIPT]
    request = parse_request(argv)
    assert request.runner == "torchrun" and request.log_dir == "/tmp/x"
    assert request.values == {"nproc_per_node": "2", "master_port": 29700}


def test_hostfile_is_safelaunchs_with_torchrun_and_deepspeeds_otherwise() -> None:
    request = parse_request(["--runner", "torchrun", "--hostfile", "hostfiles/two-nodes", "--nproc-per-node", "2",
                             SCRIPT])
    assert request.hostfile == "hostfiles/two-nodes" and request.launcher_args == ("--nproc-per-node", "2")
    request = parse_request(["--hostfile", "hostfiles/two-nodes", SCRIPT])
    assert request.hostfile is None and request.values["hostfile"] == "hostfiles/two-nodes"


def test_own_options_only_match_in_full() -> None:
    # `--force` is deepspeed's abbreviation of --force_multi, not a safelaunch option.
    request = parse_request(["--force", SCRIPT])
    assert request.values == {"force_multi": True} and request.launcher_argv() == ["--force", SCRIPT]


@pytest.mark.parametrize(("argv", "words"), [
    (["--dry-runn", SCRIPT], ["Unknown option --dry-runn", "Did you mean --dry-run?"]),
    (["--no", SCRIPT], ["ambiguous option --no"]),
    (["--num_gpus", "two", SCRIPT], ["--num_gpus expects int, got 'two'"]),
    (["--runner", "mpirun", SCRIPT], ["--runner must be one of deepspeed, torchrun"]),
    (["--nccl-debug", "LOUD", SCRIPT], ["--nccl-debug must be one of"]),
    (["--grace-period", "-3", SCRIPT], ["--grace-period needs a number of seconds above 0"]),
    (["--dry-run=yes", SCRIPT], ["--dry-run takes no value"]),
    (["--num_gpus"], ["needs a value"]),
    (["--num_gpus", "2"], ["No training script given"]),
    (["--json", SCRIPT], ["--json only applies to --dry-run"]),
    (["no_such_script.py"], ["The training script no_such_script.py does not exist"]),
    (["doctor", SCRIPT], ["`safelaunch doctor` takes no training script"]),
])
def test_bad_arguments_give_one_clear_message(argv: list[str], words: list[str]) -> None:
    with pytest.raises(UserError) as err:
        parse_request(argv)
    for w in words:
        assert w in err.value.message


def test_double_dash_reaches_deepspeed_verbatim() -> None:
    # argparse drops the first `--` among the script's arguments; safelaunch does not interpret it and
    # hands deepspeed the same argv, so the script sees exactly what plain deepspeed would give it.
    argv = ["--num_gpus", "1", SCRIPT, "--", "a b"]
    assert parse_request(argv).launcher_argv() == argv


def test_a_module_is_not_checked_as_a_file() -> None:
    assert parse_request(["--module", "pkg.train"]).script == "pkg.train"
