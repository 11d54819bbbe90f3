#!/usr/bin/env bash
# Regenerates if_expressions.tsv from g++ (the preprocessor nvcc runs): for each line of
# if_expressions.txt, whether `#if EXPR` takes its group, and what g++ reports (column,
# severity, message) on the line. Needs g++ 12.
set -euo pipefail
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
: > if_expressions.tsv
while IFS= read -r e; do
  printf '#if %s\nT\n#else\nF\n#endif\n' "$e" > "$tmp/t.cpp"
  taken=$(g++ -std=c++17 -E -P "$tmp/t.cpp" 2>"$tmp/err" | tr -d '\n' || true)
  diags=$(grep -E '^[^:]*:1:[0-9]+: (error|warning): ' "$tmp/err" | sed -E 's/^[^:]*:1:([0-9]+): (error|warning): /\1\t\2\t/' | paste -sd '\t' - || true)
  printf '%s\t%s\t%s\n' "$e" "$taken" "$diags" >> if_expressions.tsv
done < if_expressions.txt
