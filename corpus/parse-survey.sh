#!/usr/bin/env bash
# Where the parser gives up on real code: runs `cufront parse --stats --unsure` over every
# STRIDE-th unit of the fetched corpus (host pass, and the device pass with --device), and
# prints the totals (declarations read, given up by reason, full expressions read or kept as
# tokens, syntax errors) and the places given up most often (header:line and the reason), so
# the next construct to model is the one that costs the most declarations.
#   corpus/parse-survey.sh [STRIDE] [--device] [TOP]
# Defaults: 8, host pass, 40. Needs the fetched corpus (corpus/fetch.sh) and a release build
# (or CUFRONT_BIN: the cufront binary to run).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
python3 - "$here" "${1:-8}" "${2:-}" "${3:-40}" <<'PY'
import collections, json, os, re, subprocess, sys
root, stride, device, top = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "--device", int(sys.argv[4])
corpus = os.environ.get("CUFRONT_CORPUS", os.path.expanduser("~/.cache/cufront-corpus"))
cufront = os.environ.get("CUFRONT_BIN", os.path.join(root, "target/release/cufront"))
tus = [json.loads(l) for l in open(os.path.join(corpus, "tus.jsonl"))][::stride]
totals = collections.Counter()
places = collections.Counter()
errors = []
for tu in tus:
    cmd = [cufront, "parse", "--stats", "--unsure", "--json", "--embedded-host", tu["file"]]
    if device:
        cmd.append("--device")
    cmd += ["--cuda-path", os.path.join(corpus, "cuda-headers")] + tu["args"]
    p = subprocess.run(cmd, cwd=tu["directory"], capture_output=True, text=True)
    if p.stdout.strip():
        errors.append((tu["tu"], p.stdout.strip().splitlines()[0]))
    for line in p.stderr.splitlines():
        m = re.match(r"cufront: (\d+) declarations read, (\d+) partly, (\d+) given up", line)
        if m:
            totals["units"] += 1
            totals["read"] += int(m[1]); totals["partly"] += int(m[2]); totals["given up"] += int(m[3])
        m = re.search(r"function bodies read \((\d+) statements, (\d+) given up\)", line)
        if m:
            totals["statements"] += int(m[1]); totals["statements given up"] += int(m[2])
        m = re.search(r"expressions: (\d+) read into the IL, (\d+) kept as tokens; (\d+) lambda bodies", line)
        if m:
            totals["expressions"] += int(m[1]); totals["expressions kept"] += int(m[2])
            totals["lambda bodies"] += int(m[3])
        m = re.match(r"cufront: given up for: (.*)", line)
        if m:
            for part in m[1].split(", "):
                n, why = part.split(" ", 1)
                totals["why: " + why] += int(n)
        m = re.match(r"(.*?):(\d+): ([a-z -]+): at line", line)
        if m:
            places[f"{os.path.basename(m[1])}:{m[2]}: {m[3]}"] += 1
print(f"{totals['units']} units ({'device' if device else 'host'} pass), every {stride}th")
print(f"declarations: {totals['read']} read, {totals['partly']} partly, {totals['given up']} given up "
      f"({100.0 * totals['given up'] / max(1, totals['read'] + totals['given up']):.2f}%)")
print(f"statements (user code's function bodies): {totals['statements']} read, "
      f"{totals['statements given up']} given up "
      f"({100.0 * totals['statements given up'] / max(1, totals['statements'] + totals['statements given up']):.2f}%)")
print(f"full expressions: {totals['expressions']} read into the IL, {totals['expressions kept']} kept as tokens "
      f"({100.0 * totals['expressions kept'] / max(1, totals['expressions'] + totals['expressions kept']):.2f}%); "
      f"{totals['lambda bodies']} lambda bodies read")
print("given up, by reason (declarations and statements):")
for k, v in sorted(totals.items()):
    if k.startswith("why: "):
        print(f"  {v:8} {k[5:]}")
print(f"syntax errors: {len(errors)} units")
for tu, first in errors:
    print(f"  {tu}: {first}")
print(f"most frequent places given up (of {len(places)}):")
for place, n in places.most_common(top):
    print(f"  {n:6}  {place}")
PY
