#!/usr/bin/env bash
# Installs what is missing and builds the given CMake preset (default
# release): the engine, its tests and the browser table. The one set-up that
# play.sh, serve.sh and test.sh share.
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-release}"
bash scripts/install-deps.sh
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset" -j "$(nproc)"
