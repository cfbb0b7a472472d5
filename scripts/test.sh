#!/usr/bin/env bash
# Installs what is missing, builds with the given CMake preset (default
# release) and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-release}"
bash scripts/build.sh "$preset"
ctest --preset "$preset" -j "$(nproc)"
