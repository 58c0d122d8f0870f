"""The installed launcher's options, read from its source without importing it, and argparse's rules mirrored."""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from safelaunch import launcher_options as lo
from safelaunch.errors import UserError
from safelaunch.launcher_options import LauncherOption, LauncherSpec, checks_every_argument, load_launcher_spec
from safelaunch.request import OWN_OPTIONS, parse_request
from tests.helpers import EXAMPLE, ROOT, clean_env, no_traceback
from tests.test_request import deepspeed_parse, deepspeed_parser, torchrun_parser

SCRIPT = str(EXAMPLE)
PY = f"python{sys.version_info[0]}.{sys.version_info[1]}"


@pytest.fixture(autouse=True)
def _own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    cache = tmp_path / "cache"
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache))
    return cache


def _real(parser: argparse.ArgumentParser) -> list[tuple[object, ...]]:
    kinds = {int: "int", float: "float"}
    return [(tuple(a.option_strings), a.dest, a.nargs, kinds.get(a.type, "str"), a.choices)  # type: ignore[call-overload]
            for a in parser._actions if a.option_strings]


def _ours(spec: LauncherSpec) -> list[tuple[object, ...]]:
    return [(o.flags, o.dest, o.nargs, o.kind.__name__, o.choices) for o in spec.options]


@pytest.mark.parametrize(("runner", "parser"), [("deepspeed", deepspeed_parser), ("torchrun", torchrun_parser)])
def test_options_read_from_the_installed_source_equal_the_real_parser(runner: str, parser: object) -> None:
    spec = load_launcher_spec(runner, warn=pytest.fail)
    assert spec.source is not None and spec.source.endswith(lo.KINDS[runner].module.replace(".", "/") + ".py")
    assert spec.allow_abbrev and spec.python == tuple(sys.version_info[:3])
    real = _real(parser())  # type: ignore[operator]
    ours = _ours(spec)
    assert [r[:4] for r in real] == [o[:4] for o in ours]
    # Choices that a comprehension builds (torchrun's --numa-binding) are left unchecked.
    for r, o in zip(real, ours, strict=True):
        assert o[4] is None or tuple(r[4]) == o[4], r  # type: ignore[arg-type]


def test_reading_imports_neither_deepspeed_nor_torch() -> None:
    code = ("import sys; from safelaunch.launcher_options import load_launcher_spec as l; "
            "[l(r, warn=print) for r in ('deepspeed', 'torchrun')]; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('torch', 'deepspeed')))")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=clean_env())
    assert r.returncode == 0 and r.stdout == "[]\n", r.stdout + r.stderr


# --- a fake installation: a venv whose deepspeed is a copy of the real runner.py, edited ---------------------------

def fake_deepspeed(tmp_path: Path, runner_py: str) -> Path:
    """A venv (not safelaunch's) with a `deepspeed` entry point whose runner.py is the given text."""
    venv = tmp_path / "fakevenv"
    (venv / "bin").mkdir(parents=True)
    (venv / "bin" / "python").symlink_to(sys.executable)
    (venv / "pyvenv.cfg").write_text(f"home = {Path(sys.executable).parent}\n"
                                     f"version = {'.'.join(map(str, sys.version_info[:3]))}\n")
    package = venv / "lib" / PY / "site-packages" / "deepspeed"
    (package / "launcher").mkdir(parents=True)
    (package / "__init__.py").write_text("raise ImportError('safelaunch must not import deepspeed')\n")
    (package / "launcher" / "__init__.py").write_text("")
    (package / "launcher" / "runner.py").write_text(runner_py)
    exe = venv / "bin" / "deepspeed"
    exe.write_text(f"#!{venv / 'bin' / 'python'}\nfrom deepspeed.launcher.runner import main\nmain()\n")
    exe.chmod(0o755)
    return exe


def real_runner_py() -> str:
    spec = load_launcher_spec("deepspeed", warn=pytest.fail)
    assert spec.source is not None
    return Path(spec.source).read_text()


EXTRA = '    parser.add_argument("--fake_extra_option", type=int, default=0, help="only in this fake")\n'


def with_extra_option(text: str, line: str = EXTRA) -> str:
    anchor = "    return parser.parse_args(args=args)\n"
    assert anchor in text
    return text.replace(anchor, line + anchor)


def test_fake_runner_with_an_extra_option_is_read_and_the_option_accepted(tmp_path: Path) -> None:
    exe = fake_deepspeed(tmp_path, with_extra_option(real_runner_py()))
    spec = load_launcher_spec("deepspeed", str(exe), warn=pytest.fail)
    assert spec.source == str(exe.parent.parent / "lib" / PY / "site-packages" / "deepspeed" / "launcher" / "runner.py")
    assert spec.by_flag["--fake_extra_option"].kind is int
    env = clean_env(PATH=f"{exe.parent}:{os.environ['PATH']}", XDG_CACHE_HOME=str(tmp_path / "cache"))
    r = subprocess.run([sys.executable, "-m", "safelaunch", "--dry-run", "--json", "--fake_extra", "3", SCRIPT],
                       capture_output=True, text=True, env=env, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["command"] == [str(exe), "--fake_extra", "3", SCRIPT]
    assert "cannot read" not in r.stderr


@pytest.mark.parametrize(("mangle", "reason"), [
    (lambda text: text.replace("def parse_args(", "def parse_args(((", 1), "cannot parse"),
    (lambda text: text.replace("def parse_args(", "def build_parser(", 1), "has no function parse_args()"),
    (lambda text: with_extra_option(text, "    parser.add_argument(*NAMES)\n"), "not a literal string"),
])
def test_unreadable_or_garbled_source_falls_back_to_the_table_with_one_warning(
        tmp_path: Path, mangle: object, reason: str) -> None:
    exe = fake_deepspeed(tmp_path, mangle(real_runner_py()))  # type: ignore[operator]
    warnings: list[str] = []
    spec = load_launcher_spec("deepspeed", str(exe), warn=warnings.append)
    assert spec.source is None and spec.options == lo.DEEPSPEED_OPTIONS
    assert len(warnings) == 1 and reason in warnings[0] and "deepspeed 0.19" in warnings[0]
    env = clean_env(PATH=f"{exe.parent}:{os.environ['PATH']}", XDG_CACHE_HOME=str(tmp_path / "cache"))
    r = subprocess.run([sys.executable, "-m", "safelaunch", "--dry-run", "--num_gpus", "2", SCRIPT],
                       capture_output=True, text=True, env=env, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    lines = [line for line in r.stderr.splitlines() if "cannot read the options" in line]
    assert len(lines) == 1 and lines[0].startswith("safelaunch: ") and reason in lines[0]
    no_traceback(r)


def test_a_launcher_that_is_not_a_python_script_falls_back_with_a_warning(tmp_path: Path) -> None:
    exe = tmp_path / "deepspeed"
    exe.write_text("#!/bin/sh\nexec true\n")
    warnings: list[str] = []
    assert load_launcher_spec("deepspeed", str(exe), warn=warnings.append).options == lo.DEEPSPEED_OPTIONS
    assert len(warnings) == 1 and "shell script" in warnings[0]


def test_the_cache_is_used_on_the_second_read_and_invalidated_when_the_file_changes(
        tmp_path: Path, _own_cache: Path) -> None:
    exe = fake_deepspeed(tmp_path, with_extra_option(real_runner_py()))
    installed = lo.find_installed("deepspeed", str(exe))
    options, _, cached = lo.read_installed("deepspeed", installed)
    assert not cached and any("--fake_extra_option" in o.flags for o in options)
    cache = Path(lo.cache_file("deepspeed", installed.source))
    assert cache.parent == _own_cache / "safelaunch"
    assert json.loads(cache.read_text())["files"][0][0] == installed.source
    again, _, cached = lo.read_installed("deepspeed", installed)
    assert cached and again == options
    # An upgrade or an edit changes size or mtime: the source is read again.
    source = Path(installed.source)
    source.write_text(with_extra_option(source.read_text(), '    parser.add_argument("--another_one", "-A")\n'))
    changed, _, cached = lo.read_installed("deepspeed", installed)
    assert not cached and changed[-1] == LauncherOption(("--another_one", "-A"), "another_one")
    assert lo.read_installed("deepspeed", installed)[2]


def test_an_unwritable_cache_is_tolerated_silently(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))  # a file: nothing can be created under it
    spec = load_launcher_spec("torchrun", warn=pytest.fail)
    assert spec.source is not None and "--nproc-per-node" in spec.by_flag


def test_a_relative_xdg_cache_home_is_ignored(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/dir")
    assert lo.cache_dir() == os.path.join(os.path.expanduser("~"), ".cache", "safelaunch")


@pytest.mark.parametrize(("shebang", "expected"), [
    ("#!/opt/env/bin/python3.11 -E\n", "/opt/env/bin/python3.11"),
    ("#!/bin/sh\n'''exec' \"/a path/with spaces/bin/python\" \"$0\" \"$@\"\n' '''\n", "/a path/with spaces/bin/python"),
    (f"#!/usr/bin/env {Path(sys.executable).name}\n", None),
])
def test_the_interpreter_is_read_from_the_shebang(tmp_path: Path, shebang: str, expected: str | None,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", f"{Path(sys.executable).parent}:{os.environ['PATH']}")
    exe = tmp_path / "launcher"
    exe.write_text(shebang + "from x import main\n")
    assert lo.interpreter_of(str(exe)) == (expected or str(Path(sys.executable)))


def test_another_interpreters_version_comes_from_its_pyvenv_cfg(tmp_path: Path) -> None:
    exe = fake_deepspeed(tmp_path, real_runner_py())
    (exe.parent.parent / "pyvenv.cfg").write_text("home = /usr/bin\nversion_info = 3.13.0.final.0\n")
    (exe.parent.parent / "lib" / PY).rename(exe.parent.parent / "lib" / "python3.13")
    spec = load_launcher_spec("deepspeed", str(exe), warn=pytest.fail)
    assert spec.python == (3, 13, 0) and spec.checks_every_argument


@pytest.mark.parametrize(("version", "every"), [
    ((3, 10, 14), True), ((3, 11, 2), True), ((3, 12, 6), True), ((3, 12, 7), False), ((3, 13, 0), True),
    ((3, 13, 1), False), ((3, 14, 0), False), ((3, 11), True), ((3, 15), False),
])
def test_which_pythons_check_every_argument_for_ambiguity(version: tuple[int, ...], every: bool) -> None:
    assert checks_every_argument(version) is every


# --- argparse's rules, against the real parsers ---------------------------------------------------------------


def _rejects(parse: object, argv: list[str]) -> bool:
    with contextlib.redirect_stderr(io.StringIO()), contextlib.redirect_stdout(io.StringIO()):
        try:
            parse(argv)  # type: ignore[operator]
        except SystemExit as e:
            return e.code != 0
    return False


def _torchrun_parse(argv: list[str]) -> argparse.Namespace:
    return torchrun_parser().parse_args(argv)


PARITY = [
    ("deepspeed", ["--no", SCRIPT]),
    ("deepspeed", ["--num", "2", SCRIPT]),
    ("deepspeed", ["--num_g", "2", SCRIPT]),
    ("deepspeed", ["--lau", "openmpi", SCRIPT]),
    ("deepspeed", ["--launcher_args", "-x", SCRIPT]),
    ("deepspeed", ["--launcher_args=-x", SCRIPT]),
    ("deepspeed", ["--launcher_args", "-x FOO", SCRIPT]),
    ("deepspeed", ["--master_addr", "--no", SCRIPT]),
    ("deepspeed", ["--master_port", "-1", SCRIPT]),
    ("deepspeed", ["--autotuning", "tune", SCRIPT]),
    ("deepspeed", ["--autotuning", "bogus", SCRIPT]),
    ("deepspeed", ["--log_level=warning", "-q", SCRIPT]),
    ("deepspeed", ["--no_ssh=1", SCRIPT]),
    ("deepspeed", ["-H/tmp/hosts", "-i", "localhost:0", SCRIPT]),
    ("deepspeed", [SCRIPT, "--no"]),  # the script's own argument: Python < 3.12.7 rejects it, later ones do not
    ("deepspeed", [SCRIPT, "--master", "x"]),
    ("deepspeed", [SCRIPT, "--lr", "0.1", "--local_rank=0"]),
    ("deepspeed", ["--", SCRIPT, "--no"]),
    ("deepspeed", [SCRIPT, "--", "--no"]),
    ("torchrun", ["--nproc", "2", SCRIPT]),
    ("torchrun", ["--nproc=2", SCRIPT]),
    ("torchrun", ["--nproc-", "2", SCRIPT]),
    ("torchrun", ["--nproc_per", "2", SCRIPT]),
    ("torchrun", ["--max", "1", SCRIPT]),
    ("torchrun", ["--max-restarts", "1.5", SCRIPT]),
    ("torchrun", ["--monitor-interval", "0.5", "--start-method", "fork", SCRIPT]),
    ("torchrun", ["--start_method", "bogus", SCRIPT]),
    ("torchrun", ["--log-dir", "/tmp/l", "-r", "3", "-t3", SCRIPT]),
    ("torchrun", ["--standalone", "--nnodes=1", SCRIPT, "--nproc", "2"]),
    ("torchrun", ["--rdzv", "c10d", SCRIPT]),
]


@pytest.mark.parametrize(("runner", "argv"), PARITY)
def test_safelaunch_rejects_exactly_what_the_launchers_argparse_rejects(runner: str, argv: list[str]) -> None:
    theirs = _rejects(deepspeed_parse if runner == "deepspeed" else _torchrun_parse, argv)
    try:
        request = parse_request(["--runner", runner, *argv])
    except UserError as e:
        assert theirs, f"safelaunch rejects what {runner} accepts: {e.message}"
        assert "Traceback" not in e.message
        return
    assert not theirs, f"safelaunch accepts what {runner} rejects: {argv}"
    assert request.launcher_argv() == argv


def test_nproc_is_ambiguous_for_torchrun_with_both_candidates_named() -> None:
    r = subprocess.run([sys.executable, "-m", "safelaunch", "--dry-run", "--runner", "torchrun", "--nproc", "2",
                        SCRIPT], capture_output=True, text=True, env=clean_env(), cwd=ROOT)
    assert r.returncode == 2
    assert "ambiguous option --nproc" in r.stderr
    assert "--nproc-per-node" in r.stderr and "--nproc_per_node" in r.stderr
    assert r.stderr.count("\n") == 1 and r.stdout == ""
    no_traceback(r)


@pytest.mark.skipif(not checks_every_argument(tuple(sys.version_info[:3])),
                    reason="this Python's argparse leaves the script's arguments alone")
def test_an_ambiguous_script_argument_says_to_put_double_dash_before_the_script() -> None:
    with pytest.raises(UserError) as err:
        parse_request([SCRIPT, "--no"])
    assert "Put `--` before the training script" in err.value.message
    assert parse_request(["--", SCRIPT, "--no"]).launcher_argv() == ["--", SCRIPT, "--no"]


# --- safelaunch's own options never shadow a launcher option ---------------------------------------------------


@pytest.mark.parametrize("runner", ["deepspeed", "torchrun"])
@pytest.mark.parametrize("installed", [True, False])
def test_no_own_flag_equals_or_prefixes_a_launcher_option(runner: str, installed: bool) -> None:
    if installed:
        spec = load_launcher_spec(runner, warn=pytest.fail)
        assert spec.source is not None
        options = spec.options
    else:
        options = lo.KINDS[runner].bundled
    theirs = [f for o in options for f in o.flags]
    ours = [o.flag for o in OWN_OPTIONS if o.flag != "--help"]  # --help shows safelaunch's help, on purpose
    if runner == "torchrun":
        ours += ["--hostfile", "-H", "--quiet", "-q"]  # safelaunch's own with torchrun, which has neither
    clashes = [(mine, t) for mine in ours for t in theirs if t.startswith(mine)]
    assert clashes == []


def test_log_dir_reaches_torchrun() -> None:
    r = subprocess.run([sys.executable, "-m", "safelaunch", "--dry-run", "--json", "--runner", "torchrun",
                        "--log-dir", "/tmp/torchrun-logs", SCRIPT], capture_output=True, text=True, env=clean_env(),
                       cwd=ROOT)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["command"][1:] == ["--log-dir", "/tmp/torchrun-logs", SCRIPT]


def test_log_dir_with_deepspeed_says_it_is_now_runs_dir() -> None:
    r = subprocess.run([sys.executable, "-m", "safelaunch", "--dry-run", "--log-dir", "/tmp/x", SCRIPT],
                       capture_output=True, text=True, env=clean_env(), cwd=ROOT)
    assert r.returncode == 2
    assert "safelaunch's --log-dir is now --runs-dir" in r.stderr
    no_traceback(r)


def test_runs_dir_is_safelaunchs() -> None:
    request = parse_request(["--runs-dir", "/tmp/runs", "--runner", "torchrun", "--log_dir", "/tmp/t", SCRIPT])
    assert request.log_dir == "/tmp/runs" and request.launcher_argv() == ["--log_dir", "/tmp/t", SCRIPT]
