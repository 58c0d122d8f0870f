"""Split one collected unseen set into a dev half and a frozen test half, once, before any scoring.

The algorithm of the tenth set on (tests/data/UNSEEN.md): per label, in alphabetical order, the records sorted by id
are shuffled with the set's seed and dealt alternately to dev and test; a label with an odd count gives its last
record to dev and to test in turn. The input order does not matter, so a split can be checked from its two halves:

    python tests/data/split_unseen.py --check 16 20261136     # re-deal unseen16-dev + unseen16-test, compare
    python tests/data/split_unseen.py COLLECTED.jsonl 17 SEED  # write unseen17-dev.jsonl and unseen17-test.jsonl
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent


def deal(records: list[dict[str, object]], seed: int) -> tuple[list[dict[str, object]], list[dict[str, object]]]:
    by_label: dict[str, list[dict[str, object]]] = defaultdict(list)
    for r in records:
        by_label[str(r["label"])].append(r)
    rng = random.Random(seed)
    dev: list[dict[str, object]] = []
    test: list[dict[str, object]] = []
    extra_to_dev = True
    for label in sorted(by_label):
        group = sorted(by_label[label], key=lambda r: str(r["id"]))
        rng.shuffle(group)
        pairs = len(group) // 2 * 2
        for i, r in enumerate(group[:pairs]):
            (dev if i % 2 == 0 else test).append(r)
        if len(group) % 2:
            (dev if extra_to_dev else test).append(group[-1])
            extra_to_dev = not extra_to_dev
    return sorted(dev, key=lambda r: str(r["id"])), sorted(test, key=lambda r: str(r["id"]))


def load(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def main(argv: list[str]) -> int:
    if len(argv) == 3 and argv[0] == "--check":
        n, seed = argv[1], int(argv[2])
        halves = [load(HERE / f"unseen{n}-{h}.jsonl") for h in ("dev", "test")]
        dev, test = deal(halves[0] + halves[1], seed)
        same = [r["id"] for r in dev] == [r["id"] for r in halves[0]] and \
            [r["id"] for r in test] == [r["id"] for r in halves[1]]
        print(f"unseen{n}: {'the committed split' if same else 'NOT the committed split'} (seed {seed})")
        return 0 if same else 1
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    source, n, seed = Path(argv[0]), argv[1], int(argv[2])
    dev, test = deal(load(source), seed)
    for name, half in (("dev", dev), ("test", test)):
        with open(HERE / f"unseen{n}-{name}.jsonl", "w") as f:
            for r in half:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        print(name, len(half), dict(Counter(str(r["label"]) for r in half)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
