"""DeepSpeed's hostfile grammar and resource filters, with errors that name the file and line.

Semantics follow ``deepspeed.launcher.runner`` (``_parse_hostfile``, ``parse_resource_filter``,
``apply_num_nodes_and_gpus``) exactly; a differential test checks that. Where deepspeed crashes
or accepts nonsense (``slots=0``, ``host:`` in --include, a filter that leaves no host), this
module raises a ``UserError`` instead. Host names are validated before they reach ssh or pdsh,
which give special meaning to a leading ``-``, ``^file``, ``/regex/`` and ranges.
"""

from __future__ import annotations

import re
from collections import OrderedDict

from safelaunch.errors import UserError

# deepspeed's own pattern (trailing text is ignored); ASCII digits only: `\d` would take "²", which
# int() then refuses.
ENTRY = re.compile(r"^(\S+)\s+slots=([0-9]+)")
MAX_SLOTS = 4096  # no machine has more accelerators; a larger number is a typo (and a huge slot list)
HOST = re.compile(r"^(?:[A-Za-z0-9_][A-Za-z0-9_.-]*@)?[A-Za-z0-9][A-Za-z0-9_.-]*$")



def check_host(host: str, where: str) -> None:
    if not HOST.match(host) or ".." in host:
        raise UserError(f"{where}: {host!r} is not a valid host name. Use a DNS name, an IPv4 address or an ssh "
                        "alias (letters, digits, '.', '-', '_', optionally user@), not starting with '-' and "
                        "without shell or pdsh metacharacters.")


def parse_hostfile(text: str, path: str) -> OrderedDict[str, int]:
    pool: OrderedDict[str, int] = OrderedDict()
    first_line: dict[str, int] = {}
    # deepspeed reads the file with readlines() in text mode: lines end at \n, \r\n or \r only, not at
    # the other characters str.splitlines() splits on (\x85, \u2028, form feed...).
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if line.startswith("#") or not line:
            continue
        m = ENTRY.search(line)
        where = f"{path}, line {number}"
        if not m:
            raise UserError(f"{where}: {line!r} is not a hostfile entry. Each line must be `<host> slots=<N>` "
                            "(blank lines and # comments are allowed).")
        host, digits = m.group(1), m.group(2)
        check_host(host, where)
        if len(digits) > 6 or int(digits) > MAX_SLOTS:
            raise UserError(f"{where}: {host} has slots={digits[:20]}{'...' if len(digits) > 20 else ''}, more than "
                            f"{MAX_SLOTS}, which no machine has. Give the number of GPUs (ranks) to start there.")
        slots = int(digits)
        if host in pool:
            raise UserError(f"{where}: {host} is listed twice (first on line {first_line[host]}). Keep one entry "
                            "per host and set its slots there.")
        if slots == 0:
            raise UserError(f"{where}: {host} has slots=0, which would start no rank there. Remove the line or "
                            "give the number of GPUs to use.")
        pool[host] = slots
        first_line[host] = number
    if not pool:
        raise UserError(f"The hostfile {path} has no entries. Add lines of the form `<host> slots=<N>`, or drop "
                        "--hostfile to run on this machine only.")
    return pool


MAX_HOSTFILE_BYTES = 16 << 20


def decode_text(data: bytes, path: str, what: str) -> str:
    """UTF-8 text, or an error naming the file, the line and the byte."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data[:e.start].count(b"\n") + 1
        raise UserError(f"The {what} {path} is not UTF-8 text: byte 0x{data[e.start]:02x} at offset {e.start} "
                        f"(line {line}) cannot be decoded. Save the file as UTF-8.") from None


def read_hostfile(path: str) -> OrderedDict[str, int]:
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_HOSTFILE_BYTES + 1)
    except OSError as e:
        raise UserError(f"Cannot read the hostfile {path}: {e.strerror}. Check the path given to --hostfile.") \
            from None
    if len(data) > MAX_HOSTFILE_BYTES:
        raise UserError(f"The hostfile {path} is larger than {MAX_HOSTFILE_BYTES >> 20} MiB; it is not a hostfile. "
                        "Check the path given to --hostfile.")
    return parse_hostfile(decode_text(data, path, "hostfile"), path)


def node_specs(spec: str, flag: str) -> dict[str, list[int]]:
    nodes: dict[str, list[int]] = {}
    for part in spec.split("@"):
        host, colon, slots = part.partition(":")
        if not host:
            raise UserError(f"{flag} {spec!r}: an empty host name; the format is host[:slot,slot][@host...].")
        if colon and (not slots or not all(s.isascii() and s.isdigit() and len(s) <= 6 for s in slots.split(","))):
            raise UserError(f"{flag} {spec!r}: {part!r} needs slot numbers after ':' (e.g. {host}:0,1), or no ':' "
                            "to mean every slot of the host.")
        nodes.setdefault(host, [])
        nodes[host] += [int(s) for s in slots.split(",")] if colon else []
    return {h: sorted(set(s)) for h, s in nodes.items()}


def select_resources(pool: OrderedDict[str, int], include: str = "", exclude: str = "", num_nodes: int = -1,
                     num_gpus: int = -1) -> OrderedDict[str, list[int]]:
    """The hosts and slots deepspeed will use, in hostfile order."""
    if include and exclude:
        raise UserError("--include and --exclude cannot be used together; deepspeed accepts only one of them.")
    if (num_nodes >= 0 or num_gpus >= 0) and (include or exclude):
        raise UserError("--num_nodes/--num_gpus cannot be combined with --include/--exclude; choose one way of "
                        "selecting resources.")
    active: OrderedDict[str, list[int]] = OrderedDict((h, list(range(n))) for h, n in pool.items())
    spec, flag = (include, "--include") if include else (exclude, "--exclude")
    if spec:
        chosen: dict[str, list[int]] = {} if include else {h: list(s) for h, s in active.items()}
        for host, slots in node_specs(spec, flag).items():
            if host not in active:
                raise UserError(f"{flag} names {host}, which is not in the hostfile ({', '.join(active)}).")
            missing = [s for s in slots if s not in active[host]]
            if missing:
                raise UserError(f"{flag} names slot {missing[0]} on {host}, which has slots 0-{len(active[host]) - 1}"
                                " in the hostfile.")
            if include:
                chosen[host] = slots or active[host]
            else:
                chosen[host] = [s for s in chosen[host] if s not in slots] if slots else []
        active = OrderedDict((h, chosen[h]) for h in active if chosen.get(h))
        if not active:
            raise UserError(f"{flag} {spec!r} leaves no host to run on. Remove it or exclude fewer slots.")
    if num_nodes > 0:
        active = OrderedDict(list(active.items())[:num_nodes])
    if num_gpus > 0:
        active = OrderedDict((h, list(range(num_gpus))) for h in active)
    return active
