#!/usr/bin/env bash
# cufront check over the fetched corpus as one compilation database (every unit, both of
# nvcc's passes reported), with --jobs 1, 2 and 8, each twice, in each FORMAT: prints each
# output's size and hash and fails unless every run of a format gives the same bytes; the
# cross-reference log with --jobs 1, 2 and 8 likewise. Then the units split into 3 shards,
# merged: must equal the single run's JSON and xref log.
#   corpus/check-determinism.sh [STRIDE] [FORMAT...]
# STRIDE: every STRIDE-th unit (default 1: all 671, about 25 minutes on 2 cores for json
# alone); FORMAT: json (default), gcc, sarif, nvcc. Needs a release build (cargo build
# --release; $CARGO_TARGET_DIR honoured) and the fetched corpus (corpus/fetch.sh).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
stride=${1:-1}
shift || true
formats=("${@:-json}")
[ ${#formats[@]} -eq 0 ] && formats=(json)
corpus=${CUFRONT_CORPUS:-$HOME/.cache/cufront-corpus}
cufront=${CARGO_TARGET_DIR:-$here/target}/release/cufront
[ -x "$cufront" ] || { echo "check-determinism: $cufront missing (cargo build --release)" >&2; exit 2; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
python3 - "$corpus" "$stride" "$scratch/compile_commands.json" <<'PY'
import json, os, sys
corpus, stride, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
tus = [json.loads(l) for l in open(os.path.join(corpus, "tus.jsonl"))][::stride]
cuda = os.path.join(corpus, "cuda-headers")
json.dump([{"directory": t["directory"], "file": t["file"],
            "arguments": ["nvcc"] + t["args"] + ["--cuda-path", cuda]} for t in tus], open(out, "w"))
print(f"{len(tus)} units")
PY
run() { "$cufront" check --embedded-host --all-passes -p "$scratch" "$@" 2>/dev/null || [ $? -eq 1 ]; }
failed=0
for format in "${formats[@]}"; do
  first=
  for jobs in 1 2 8; do
    for n in 1 2; do
      start=$(date +%s.%N)
      run --format "$format" --jobs "$jobs" > "$scratch/out"
      secs=$(echo "$(date +%s.%N) - $start" | bc)
      sum=$(sha256sum < "$scratch/out" | cut -c1-16)
      printf '%-6s --jobs %s run %s: %8d bytes, sha256 %s, %.1f s\n' "$format" "$jobs" "$n" "$(wc -c < "$scratch/out")" "$sum" "$secs"
      if [ -z "$first" ]; then first=$sum; cp "$scratch/out" "$scratch/first.$format"; elif [ "$sum" != "$first" ]; then failed=1; fi
    done
  done
done
for k in 1 2 3; do run --format json --jobs 2 --shard "$k/3" --xref "$scratch/shard$k.xref" > "$scratch/shard$k.json"; done
"$cufront" merge "$scratch"/shard{1,2,3}.json > "$scratch/merged.json" || [ $? -eq 1 ]
"$cufront" merge --xref "$scratch"/shard{1,2,3}.xref > "$scratch/merged.xref"
for jobs in 1 2 8; do
  run --format json --jobs "$jobs" --xref "$scratch/single.xref.$jobs" > "$scratch/single.json"
  printf 'xref   --jobs %s: %8d bytes, sha256 %s\n' "$jobs" "$(wc -c < "$scratch/single.xref.$jobs")" "$(sha256sum < "$scratch/single.xref.$jobs" | cut -c1-16)"
  cmp -s "$scratch/single.xref.$jobs" "$scratch/single.xref.1" || failed=1
done
if cmp -s "$scratch/merged.json" "$scratch/single.json" && cmp -s "$scratch/merged.xref" "$scratch/single.xref.1"; then
  echo "3 shards merged: the single run's bytes (diagnostics and xref log)"
else
  echo "3 shards merged: DIFFERENT from the single run"; failed=1
fi
[ "$failed" -eq 0 ] && echo "deterministic" || { echo "NOT deterministic"; exit 1; }
