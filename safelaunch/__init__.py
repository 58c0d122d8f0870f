"""safelaunch: start deepspeed/torchrun after checking the machine, and explain what went wrong.

The library API (see safelaunch/api.py): ``plan``, ``doctor``, ``explain``, ``launch`` and their
result types. They are imported on first use, so ``import safelaunch`` stays cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"
__all__ = ["Explanation", "LaunchResult", "Preflight", "UserError", "__version__", "doctor", "explain", "launch",
           "plan"]

if TYPE_CHECKING:
    from safelaunch.api import Explanation, LaunchResult, doctor, explain, launch, plan
    from safelaunch.errors import UserError
    from safelaunch.preflight import Preflight

_LAZY = {"plan": "safelaunch.api", "doctor": "safelaunch.api", "explain": "safelaunch.api", "launch": "safelaunch.api",
         "Explanation": "safelaunch.api", "LaunchResult": "safelaunch.api", "Preflight": "safelaunch.preflight",
         "UserError": "safelaunch.errors"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'safelaunch' has no attribute {name!r}")
