#!/usr/bin/env bash
# Regenerates defines.tsv from g++ (the preprocessor nvcc runs): for each line of
# defines.txt (a #define or #undef), whether g++ then has the macro defined (Y/N; "-" for
# #undef), and what g++ reports on the line (column, severity, message). Needs g++ 12.
set -euo pipefail
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
: > defines.tsv
while IFS= read -r line; do
  name=$(printf '%s' "$line" | sed -E 's/^#(define|undef)[[:space:]]*//; s/[^A-Za-z0-9_].*//')
  defined=-
  if [[ "$line" == "#define"* ]] && [ -n "$name" ]; then
    printf '%s\n#ifdef %s\nY\n#else\nN\n#endif\n' "$line" "$name" > "$tmp/t.cpp"
    defined=$(g++ -std=c++17 -E -P "$tmp/t.cpp" 2>/dev/null | tail -1 || true)
  elif [[ "$line" == "#define"* ]]; then
    defined=N
  fi
  printf '%s\n' "$line" > "$tmp/t.cpp"
  g++ -std=c++17 -E -P "$tmp/t.cpp" -o /dev/null 2>"$tmp/err" || true
  diags=$(grep -E '^[^:]*:1:[0-9]+: (error|warning): ' "$tmp/err" | sed -E 's/^[^:]*:1:([0-9]+): (error|warning): /\1\t\2\t/' | paste -sd '\t' - || true)
  printf '%s\t%s\t%s\n' "$line" "$defined" "$diags" >> defines.tsv
done < defines.txt
