#!/usr/bin/env bash
# The load benchmark of docs/net.md ("Load") in one command: starts a fresh
# `euchre serve` on a new store, runs `euchre loadtest` against it, stops it.
#   bash bench/load.sh [TABLES] [SECONDS] [STORE_DIR] [-- extra loadtest flags]
# TABLES defaults to 1000, SECONDS to 60; STORE_DIR (default a new directory
# under /tmp) holds the SQLite store. Prints the load test's figures.
set -euo pipefail
cd "$(dirname "$0")/.."
tables="${1:-1000}"
seconds="${2:-60}"
store_dir="${3:-$(mktemp -d /tmp/euchre-load.XXXXXX)}"
shift $(( $# < 3 ? $# : 3 ))
[ "${1:-}" = "--" ] && shift
bin="${EUCHRE_BIN:-build/release/euchre}"
[ -x "$bin" ] || { echo "load.sh: $bin is not built (cmake --build --preset release)" >&2; exit 2; }
mkdir -p "$store_dir"
ulimit -n "$(ulimit -Hn)"
log="$store_dir/serve.log"
source bench/serve_fresh.sh
serve_fresh "$bin" "$log" --connections-per-address $((tables + 64)) --tables-per-address $((tables + 64)) --db "$store_dir/euchre.db"
echo "store: $store_dir/euchre.db  server pid: $server  url: $url"
"$bin" loadtest --tables "$tables" --seconds "$seconds" --url "$url" "$@"
