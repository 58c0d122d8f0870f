"""Split the sixteenth unseen set once, before any scoring (the tenth set's algorithm), seed 20261133."""
import json, random, collections
SEED = 20261136
recs = [json.loads(l) for l in open('/tmp/unseen16/all.jsonl')]
by = collections.defaultdict(list)
for r in recs:
    by[r['label']].append(r)
rng = random.Random(SEED)
dev, test = [], []
extra_to_dev = True
for label in sorted(by):
    rs = sorted(by[label], key=lambda r: r['id'])
    rng.shuffle(rs)
    pairs = len(rs) // 2 * 2
    for i, r in enumerate(rs[:pairs]):
        (dev if i % 2 == 0 else test).append(r)
    if len(rs) % 2:
        (dev if extra_to_dev else test).append(rs[-1])
        extra_to_dev = not extra_to_dev
for name, half in (('dev', dev), ('test', test)):
    half.sort(key=lambda r: r['id'])
    with open(f'/work/main/tests/data/unseen16-{name}.jsonl', 'w') as f:
        for r in half:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    print(name, len(half), dict(collections.Counter(r['label'] for r in half)),
          'no-evidence', sum(not r['evidence_in_log'] for r in half))
