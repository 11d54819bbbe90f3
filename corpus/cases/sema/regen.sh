#!/usr/bin/env bash
# Regenerates expected/ for the cases here (all, or the NAME.cu files given) with the real
# nvcc: see ../regen-oracle.sh. A case's optional first line `// flags: ...` gives nvcc flags.
exec "$(dirname "$0")/../regen-oracle.sh" "$(dirname "$0")" "$@"
