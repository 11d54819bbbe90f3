#!/usr/bin/env bash
# Runs the real nvcc (../shared/oracle/nvcc-diag, both passes) on the fetched corpus's units
# whose passes the shared oracle data left `pending` (../shared/oracle/corpus-status.tsv),
# and prints their diagnostics as lines of expected/nvcc-corpus.jsonl (with "corpus" and
# "tu"), for appending there. Slow: minutes per unit (flash-attn's device passes).
#   corpus/oracle-pending.sh >> corpus/expected/nvcc-corpus.jsonl
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
python3 - "$here/../../shared/oracle" <<'PY'
import json, os, subprocess, sys
oracle = sys.argv[1]
corpus = os.environ.get("CUFRONT_CORPUS", os.path.expanduser("~/.cache/cufront-corpus"))
pending = set()
for line in open(os.path.join(oracle, "corpus-status.tsv")):
    f = line.rstrip("\n").split("\t")
    if len(f) > 4 and "pending" in f[2:5]:
        pending.add((f[0], f[1]))
for tu in map(json.loads, open(os.path.join(corpus, "tus.jsonl"))):
    if (tu["corpus"], tu["tu"]) not in pending:
        continue
    out = subprocess.run([os.path.join(oracle, "nvcc-diag"), tu["file"], *tu["args"]], cwd=tu["directory"],
                         capture_output=True, text=True, check=True).stdout
    for d in map(json.loads, filter(None, out.splitlines())):
        print(json.dumps({"corpus": tu["corpus"], "tu": tu["tu"], **d}))
    print(f"oracle-pending: {tu['corpus']}/{tu['tu']}", file=sys.stderr)
PY
