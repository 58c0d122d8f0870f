"""Output that ends while a launcher still waits for its peers to listen.

Some launchers wait for every peer's endpoint in a loop that prints a line per attempt and ends only when all of them
accept a connection. While a peer simply starts later these lines are normal (a run that goes on prints something
else after them); output whose last lines are still that loop's never met its peers. PaddlePaddle prints two:

- ``wait_server_ready`` (python/paddle/distributed/fleet/base/private_helper_function.py, Paddle 1.x to 3.x):
  ``server not ready, wait 3 sec to retry...`` and ``not ready endpoints:[...]`` every 3 s, with no time limit.
- ``tcp_connect`` of its TCP store (paddle/fluid/distributed/store/tcp_utils.cc from 2.3, paddle/phi/core/
  distributed/store/tcp_utils.cc later): ``Retry to connect to HOST:PORT while the server is not yet listening.``
  once per attempt until the store's deadline, then ``Network HOST:PORT cannot be connected.`` (raised; matched by
  rendezvous's signature) or ``Successfully connected to HOST:PORT``.

Two attempts at least (one could be the end of a healthy start-up cut by a log store), and a Ctrl-C's
``KeyboardInterrupt`` traceback after them (a user stopping the hang) still ends the output in the wait. The wait is a
fallback that yields to any other cause: the usual reason the loop never ends is that the peer crashed first, and that
peer's traceback, kill or error is the cause when the output shows it.

The address waited for decides the class: one in 0.0.0.0/8 (0.0.0.0 itself aside, which Linux connects to the local
host) is on no host (RFC 1122 3.2.1.3: "this network", a source address only), so the launcher derived its peer's
address from a misconfigured network or host name (socket_iface); any other is a peer that never listened, or a port
a firewall drops (rendezvous_failure).
"""

from __future__ import annotations

import functools
import ipaddress
import re

from safelaunch.catalog import ANY_CLASS, Signature
from safelaunch.tracebacks import split_tail, strip_prefix

_SOURCE = ("PaddlePaddle/Paddle python/paddle/distributed/fleet/base/private_helper_function.py wait_server_ready "
           "(sys.stderr.write('server not ready, wait 3 sec to retry...'), 'not ready endpoints:' + the list, "
           "in a loop without a time limit); paddle/phi/core/distributed/store/tcp_utils.cc tcp_connect "
           "(VLOG(0) 'Retry to connect to ' host:port ' while the server is not yet listening.' per attempt until "
           "the deadline, then PADDLE_ENFORCE 'Network %s:%s cannot be connected.' or VLOG 'Successfully connected "
           "to '); RFC 1122 3.2.1.3 (0.0.0.0/8: this host on this network, never a destination)")

PEER_WAIT_SIGNATURE = Signature(
    id="ends-waiting-for-peers", cls="rendezvous_failure", role="fallback", severity="error", patterns=(),
    explanation=("The output ends while the launcher still waits for its peers' endpoints to listen (its retry "
                 "loop's lines are the last ones): a peer process never started or never reached its listen, or "
                 "a firewall drops its port."),
    remedy_env={},
    remedy_fix=("Start the job on every node (the same command, the node's own rank), check that the endpoints "
                "named are the nodes' addresses and that their ports are open between the nodes; the last "
                "'not ready endpoints' list names the peers that never answered."),
    source=_SOURCE, yields_to=(ANY_CLASS,))

UNROUTABLE_WAIT_SIGNATURE = Signature(
    id="ends-waiting-for-an-unroutable-address", cls="socket_iface", role="fallback", severity="error", patterns=(),
    explanation=("The output ends while the launcher still tries to connect to an address in 0.0.0.0/8, which no "
                 "host has: the launcher derived its store's or peers' address from a misconfigured network "
                 "interface or host name."),
    remedy_env={},
    remedy_fix=("Check what the node's host name resolves to (getent hosts $(hostname)) and its interfaces' "
                "addresses (ip -4 addr); give the launcher the node's real address explicitly (Paddle: --ips / "
                "--master with the address, or POD_IP / PADDLE_TRAINER_ENDPOINTS)."),
    source=_SOURCE, yields_to=(ANY_CLASS,))

_ATTEMPT = re.compile(r"server not ready, wait \d+ sec to retry|"
                      r"Retry to connect to \S+ while the server is not yet listening")
_WAIT = re.compile(_ATTEMPT.pattern + r"|not ready endpoints ?:")  # the endpoint list is printed with its attempt
MIN_ATTEMPTS = 2
_WAITED_FOR = re.compile(r"(?<![\w.-])(\d{1,3}(?:\.\d{1,3}){3}):\d+")  # not inside a name (node-0.0.5.1)
_THIS_NETWORK = ipaddress.IPv4Network("0.0.0.0/8")
_THIS_HOST = ipaddress.IPv4Address("0.0.0.0")  # Linux connects it to the local host
# The paste's last line cut inside a glog prefix (`I1127 21:38:31.255204 3935673 tcp_u`), before its `]`: not evidence
# either way (after the `]` the message may be the store's "Successfully connected").
_CUT = re.compile(r"^\s*[IWE]\d{4}(?: [\d:.]*(?: \d*(?: [^\s\]]*)?)?)?$")
# A Ctrl-C after the hang: Python's KeyboardInterrupt traceback, its frames and header.
_INTERRUPTED = re.compile(r"^\s*KeyboardInterrupt\s*$")
_HEADER = "Traceback (most recent call last):"
_FRAME = re.compile(r"^(?: {2,}\S.*|\s*\^+\s*)$")  # `  File "...", line N, in f`, its code line, a `^^^` marker


def _unroutable(text: str) -> bool:
    for m in _WAITED_FOR.finditer(text):
        try:
            address = ipaddress.IPv4Address(m.group(1))
        except ValueError:  # an octet above 255: no address
            continue
        if address in _THIS_NETWORK and address != _THIS_HOST:
            return True
    return False


@functools.lru_cache(maxsize=1)  # the two finders below read the same tail: one scan for both
def _ending_wait(tail: bytes) -> tuple[int, str, bool] | None:
    """(newlines before it, its text, whether it waits for an unroutable address) of the first line of the run of
    wait-loop lines that ends the output (blank lines, a cut last line and a Ctrl-C's traceback after it aside), with
    at least MIN_ATTEMPTS attempts; None when the output ends otherwise."""
    lines, newlines = split_tail(tail)
    last = max((i for i, line in enumerate(lines) if line.strip()), default=-1)
    if last >= 0 and _INTERRUPTED.match(strip_prefix(lines[last])):  # Ctrl-C: its traceback, then the wait
        i = last - 1
        while i >= 0 and _FRAME.match(strip_prefix(lines[i])):
            i -= 1
        if i >= 0 and strip_prefix(lines[i]).strip() == _HEADER:
            last = i - 1
    run: list[int] = []
    for i in range(last, -1, -1):
        text = strip_prefix(lines[i])
        if not text.strip() or (i == last and _CUT.match(text)):
            continue
        if not _WAIT.search(text):
            break
        run.append(i)
    if sum(bool(_ATTEMPT.search(lines[i])) for i in run) < MIN_ATTEMPTS:
        return None
    first = run[-1]
    return newlines[first], lines[first].strip(), any(_unroutable(lines[i]) for i in run)


def _ends_waiting(tail: bytes, unroutable: bool) -> tuple[int, str] | None:
    if b"not ready" not in tail and b"not yet listening" not in tail:  # most output: no scan, nothing kept
        return None
    found = _ending_wait(tail)
    return None if found is None or found[2] != unroutable else found[:2]


def ends_waiting_for_peers(tail: bytes) -> tuple[int, str] | None:
    return _ends_waiting(tail, unroutable=False)


def ends_waiting_for_an_unroutable_address(tail: bytes) -> tuple[int, str] | None:
    return _ends_waiting(tail, unroutable=True)
