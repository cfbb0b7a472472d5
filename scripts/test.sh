#!/usr/bin/env bash
# Installs what is missing, builds with the given CMake preset (default
# release) and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
# More arguments go to ctest (e.g. -LE page, -R Rules).
preset="${1:-release}"
shift || true
bash scripts/build.sh "$preset"
ctest --preset "$preset" -j "$(nproc)" "$@"
