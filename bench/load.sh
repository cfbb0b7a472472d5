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
# Up to three positional arguments, then "--" and the load test's own flags.
positional=()
while [ $# -gt 0 ] && [ "$1" != "--" ] && [ ${#positional[@]} -lt 3 ]; do positional+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
store_dir="${positional[2]:-$(mktemp -d /tmp/euchre-load.XXXXXX)}"
ulimit -n "$(ulimit -Hn)"
source bench/serve_fresh.sh
# The load client is this machine: no per-address limit counts it.
serve_fresh "$store_dir" --unlimited-address 127.0.0.1
"$bin" loadtest --tables "$tables" --seconds "$seconds" --url "$url" "$@"
