#!/usr/bin/env bash
# Installs what is missing, builds the engine and the browser table (release
# preset) and starts `euchre serve`, which prints the address to open.
# Extra arguments go to `euchre serve` (e.g. --host 0.0.0.0 --port 8080).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build.sh release
exec ./build/release/euchre serve "$@"
