#!/usr/bin/env bash
# regen-oracle.sh DIR [NAME.cu...]: regenerates DIR/expected/NAME.jsonl for every NAME.cu in
# DIR (or only for the NAME.cu files given) with the real nvcc's front ends, through the
# oracle's nvcc-diag, and DIR/expected/NAME.txt: plain `nvcc -c`'s stderr, whose errors are in
# EDG's emission order (the .jsonl is sorted by position). parse/regen.sh and sema/regen.sh
# call it for their directories.
# A case's optional first line `// flags: ...` gives extra nvcc flags, split on whitespace.
# The output of nvcc-diag is stored verbatim. Units are run one at a time.
set -euo pipefail
[ "$#" -ge 1 ] || { echo "usage: regen-oracle.sh DIR [NAME.cu...]" >&2; exit 2; }
here=$(cd "$1" && pwd)
shift
cd "$here"

oracle=
if top=$(git rev-parse --show-toplevel 2>/dev/null) && [ -x "$top/../shared/oracle/nvcc-diag" ]; then
  oracle="$top/../shared/oracle/nvcc-diag"
elif [ -x /work/shared/oracle/nvcc-diag ]; then
  oracle=/work/shared/oracle/nvcc-diag
else
  echo "regen.sh: nvcc-diag not found (../shared/oracle/nvcc-diag beside the repository)" >&2
  exit 2
fi

if [ "$#" -gt 0 ]; then
  srcs=()
  for a in "$@"; do srcs+=("$(basename "$a")"); done
else
  shopt -s nullglob
  srcs=(*.cu)
fi

# The toolkit nvcc-diag runs, for the plain text.
toolkit=${CUFRONT_CUDA_ROOT:-$(cat "${CUFRONT_ORACLE:-$HOME/.cache/cufront-oracle}/toolkit-root")}
nvcc="$toolkit/bin/nvcc"
[ -x "$nvcc" ] || { echo "regen.sh: $nvcc missing (the oracle's setup.sh)" >&2; exit 2; }

mkdir -p expected
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
failed=0
for src in "${srcs[@]}"; do
  [ -f "$src" ] || { echo "regen.sh: no such case: $src" >&2; failed=1; continue; }
  name=${src%.cu}
  flags=()
  first=$(head -n 1 "$src")
  if [[ "$first" =~ ^//\ flags:\ (.*)$ ]]; then
    read -r -a flags <<< "${BASH_REMATCH[1]}"
  fi
  # Exit status 0 (clean) and 1 (errors reported) are both results; 2 and 3 mean the
  # oracle itself failed (toolkit missing, flags rejected, a step crashed or timed out).
  status=0
  "$oracle" "$src" "${flags[@]}" > "$tmp" || status=$?
  if [ "$status" -gt 1 ]; then
    echo "regen.sh: $src: nvcc-diag exited with $status; expected/$name.jsonl left unchanged" >&2
    failed=1
    continue
  fi
  cp "$tmp" "expected/$name.jsonl"
  "$nvcc" -c "$src" -o /dev/null "${flags[@]}" 2> "expected/$name.txt" > /dev/null || true
  printf '%-40s %s\n' "$src" "$(grep -c '"severity": "error"' "expected/$name.jsonl" || true) errors"
done
exit "$failed"
