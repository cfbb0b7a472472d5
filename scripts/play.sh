#!/usr/bin/env bash
# Installs what is missing, builds the release preset and starts a game in the
# terminal. Extra arguments go to `euchre play` (e.g. --preset british).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh release
exec ./build/release/euchre play "$@"
