#!/usr/bin/env python3
"""Compares `ratscrew-sim script` with the rules vectors (parsed JSON, line by line)."""
import json, subprocess, sys, glob, os
sim, vecdir = sys.argv[1], sys.argv[2]
fails = 0
for f in sorted(glob.glob(os.path.join(vecdir, '*.json'))):
    exp = [json.loads(l) for l in open(f[:-5] + '.expected.jsonl') if l.strip()]
    p = subprocess.run([sim, 'script', f], capture_output=True, text=True)
    got = [json.loads(l) for l in p.stdout.splitlines() if l.strip()]
    bad = None
    for i, (g, e) in enumerate(zip(got, exp)):
        if g != e:
            bad = (i, g, e); break
    if bad is None and len(got) != len(exp):
        bad = (min(len(got), len(exp)), None, None)
    if bad:
        fails += 1
        i, g, e = bad
        print('FAIL', os.path.basename(f), 'line', i, p.stderr.strip())
        if g and e:
            for k in e:
                if g.get(k) != e[k]:
                    print('  ', k, 'got', json.dumps(g.get(k))[:300], '\n   want', json.dumps(e[k])[:300])
            print('   prev action', exp[i-1]['events'] if i else None)
    else:
        print('ok  ', os.path.basename(f))
sys.exit(1 if fails else 0)
