"""Fixtures shared by several test modules."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import pytest


@pytest.fixture
def busy_port() -> Iterator[int]:
    """A TCP port that is bound and listening for the test's duration (a busy master port)."""
    with socket.socket() as s:
        s.bind(("0.0.0.0", 0))
        s.listen(1)
        port: int = s.getsockname()[1]
        yield port
