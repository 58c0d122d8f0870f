"""Secrets are masked by value in everything safelaunch itself writes or prints.

One set of rules for every writer: ``launch.json``, ``preflight.json``, ``diagnosis.json``,
``events.jsonl``, the dry-run and doctor output (text and ``--json``) and the lines safelaunch prints
("set X=...", the failure summary). What the job itself prints is never touched: ``output.log`` and
the console copy stay byte-exact.

Three kinds of evidence make a value secret:

- its **name** looks secret (``HF_TOKEN``, ``WANDB_API_KEY``, ``PGPASSWORD``, ``--hf-token``): the
  whole value becomes ``****``;
- its **shape** is a recognisable credential wherever it appears (GitHub ``ghp_``/``gho_``/
  ``github_pat_`` tokens, Hugging Face ``hf_``, AWS ``AKIA``/``ASIA`` key ids, Slack ``xoxb-``/``xoxp-``,
  ``sk-`` API keys, three-part ``eyJ...`` JWTs, PEM private keys): that part becomes ``****``;
- a **password inside a URL** (``scheme://user:password@host``): only the password is replaced.

Every regular expression here is linear (no nested or adjacent overlapping quantifiers).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

MASK = "****"

# Substrings that make a name secret wherever they appear (PGPASSWORD, CLIENT_SECRET, AWS_SECRET_ACCESS_KEY).
_SECRET_PART = re.compile(r"PASSW|SECRET|CREDENTIAL|PRIVATE_?KEY|ACCESS_?KEY|API_?KEY|AUTH_?KEY|SESSION_?KEY")
# Whole words: HF_TOKEN, HFTOKEN, GITHUB_TOKEN, BASIC_AUTH, but not TOKENIZERS_PARALLELISM or MAX_TOKENS.
_SECRET_WORDS = frozenset({"AUTH", "AUTHORIZATION", "PASS", "PWD", "PAT", "COOKIE"})
# MYSQL_PWD is a password; PWD alone is the working directory, OLDPWD the previous one.
_NOT_SECRET = frozenset({"PWD", "OLDPWD"})

_TOKEN_SHAPES = (
    r"\bgh[pousr]_[A-Za-z0-9]{20,}",  # GitHub: personal, OAuth, user-to-server, server, refresh
    r"\bgithub_pat_[A-Za-z0-9_]{20,}",  # GitHub fine-grained personal access token
    r"\bhf_[A-Za-z0-9]{20,}",  # Hugging Face
    r"\b(?:AKIA|ASIA)[A-Z0-9]{16}\b",  # AWS access key id (long-term, temporary)
    r"\bxox[abposr]-[A-Za-z0-9-]{10,}",  # Slack
    r"\bsk-[A-Za-z0-9_-]{20,}",  # OpenAI-style (sk-..., sk-proj-..., sk-ant-...)
    r"\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}",  # JWT: base64url header.payload.signature
)
_TOKENS = re.compile("|".join(_TOKEN_SHAPES))
# The whole block, up to its END line (or the end of the text when that is missing).
_PEM = re.compile(r"-----BEGIN ([A-Z0-9 ]*)PRIVATE KEY-----(?:[^-]|-(?!----END ))*"
                  r"(?:-----END [A-Z0-9 ]*PRIVATE KEY-----)?")
# scheme://user:password@host: the password (user may be empty: redis://:pw@host).
_URL_PASSWORD = re.compile(r"\b([A-Za-z][A-Za-z0-9+.-]{0,31}://[^\s:/@'\"]*:)([^\s@/'\"]+)@")
# NAME=value in text (export lines, "set X=...", evidence); the value as a shell word.
_ASSIGNMENT = re.compile(r"\b([A-Za-z_][A-Za-z0-9_]*)=('[^']*'|\"[^\"]*\"|[^\s'\"]+)")
# --option=value and --option value in a printed command line.
_OPTION = re.compile(r"(?<![\w-])(--?[A-Za-z][A-Za-z0-9_.-]*)(=|[ \t]+)('[^']*'|\"[^\"]*\"|[^\s'\"-][^\s'\"]*)")
_JSON_PAIR = re.compile(r"\"([A-Za-z_][A-Za-z0-9_]*)\": \"((?:[^\"\\]|\\.)*)\"")


def is_secret_name(name: str) -> bool:
    """An environment variable or option name that holds a credential (``HF_TOKEN``, ``--api-key``)."""
    upper = name.lstrip("-").upper().replace("-", "_").replace(".", "_")
    if upper in _NOT_SECRET:
        return False
    if _SECRET_PART.search(upper):
        return True
    return any(w.endswith("TOKEN") or w in _SECRET_WORDS for w in upper.split("_") if w)


def mask_value(value: str) -> str:
    """``value`` with every credential-shaped part and URL password replaced by ``****``."""
    if not value:
        return value
    value = _PEM.sub(lambda m: f"-----BEGIN {m.group(1)}PRIVATE KEY-----{MASK}", value)
    value = _URL_PASSWORD.sub(lambda m: f"{m.group(1)}{MASK}@", value)
    return _TOKENS.sub(MASK, value)


def mask_env(env: Mapping[str, str]) -> dict[str, str]:
    """An environment as it may be written down: secret names fully masked, other values by shape."""
    return {k: (MASK if is_secret_name(k) and v else mask_value(v)) for k, v in env.items()}


def mask_argv(argv: Sequence[str]) -> list[str]:
    """A command line as it may be written down: ``--hf-token X``, ``--password=X`` and credential-shaped
    arguments are masked; everything else is kept as typed."""
    out: list[str] = []
    hide_next = False
    for arg in argv:
        if hide_next and not arg.startswith("-"):
            out.append(MASK)
            hide_next = False
            continue
        hide_next = False
        if arg.startswith("-") and len(arg) > 1:
            name, eq, _value = arg.partition("=")
            if is_secret_name(name):
                if eq:
                    out.append(f"{name}={MASK}")
                    continue
                hide_next = True
        out.append(mask_value(arg))
    return out


def secret_values(*envs: Mapping[str, str]) -> frozenset[str]:
    """Values of secret-named variables, long enough to be masked wherever they appear in text."""
    return frozenset(v for env in envs for k, v in env.items() if is_secret_name(k) and len(v) >= 6)


def mask_text(text: str, known: Iterable[str] = ()) -> str:
    """Free text safelaunch prints (a summary, a plan, a script): known secret values, ``NAME=value``
    and ``--option value`` pairs with secret names, URL passwords and credential-shaped tokens."""
    for value in sorted(set(known), key=len, reverse=True):
        text = text.replace(value, MASK)
    text = mask_value(text)
    text = _ASSIGNMENT.sub(lambda m: f"{m.group(1)}={MASK}" if is_secret_name(m.group(1)) else m.group(0), text)
    text = _OPTION.sub(lambda m: f"{m.group(1)}{m.group(2)}{MASK}" if is_secret_name(m.group(1)) else m.group(0),
                       text)
    return _JSON_PAIR.sub(lambda m: f'"{m.group(1)}": "{MASK}"' if is_secret_name(m.group(1)) and m.group(2)
                          else m.group(0), text)


def mask_json(data: Any, known: Iterable[str] = ()) -> Any:
    """A JSON document safelaunch writes: every ``env`` mapping through :func:`mask_env`, every ``command``
    list through :func:`mask_argv`, every other string through :func:`mask_text`. Types are kept."""
    hidden = frozenset(known)

    def walk(node: Any, key: str | None) -> Any:
        if isinstance(node, dict):
            if key in ("env", "environment") and all(isinstance(v, str) for v in node.values()):
                return {k: mask_text(v, hidden) for k, v in mask_env(node).items()}
            return {k: walk(v, k) for k, v in node.items()}
        if isinstance(node, (list, tuple)):
            if key == "command" and all(isinstance(a, str) for a in node):
                return [mask_text(a, hidden) if a != MASK else a for a in mask_argv(node)]
            return [walk(v, None) for v in node]
        if isinstance(node, str):
            return mask_text(node, hidden)
        return node

    return walk(data, None)
