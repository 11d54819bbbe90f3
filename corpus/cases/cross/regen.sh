#!/usr/bin/env bash
# Regenerates expected/NAME.jsonl for each unit: the real nvcc's diagnostics (both passes),
# each unit compiled alone, as nvcc compiles it. Needs the oracle (../../../../shared/oracle).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
oracle=${CUFRONT_ORACLE_DIR:-$here/../../../../shared/oracle}
cd "$here"
for f in *.cu; do
  "$oracle/nvcc-diag" "$f" > "expected/${f%.cu}.jsonl"
done
