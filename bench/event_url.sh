#!/usr/bin/env bash
# The club-night benchmark of docs/events.md ("Scale") in one command: starts
# a fresh release `euchre serve` on a new store, plays an evening of PEOPLE
# people on it with `euchre event simulate --url` (each person a connection
# of its own), stops it. Prints the standings, the server's response times
# (p50, p99, max) and its memory.
#   bash bench/event_url.sh [PEOPLE] [ROUNDS] [DEALS] [STORE_DIR] [-- extra event simulate flags]
# PEOPLE defaults to 100, ROUNDS to 6, DEALS to 8; STORE_DIR (default a new
# directory under /tmp) holds the SQLite store and the server's log.
set -euo pipefail
cd "$(dirname "$0")/.."
people="${1:-100}"
rounds="${2:-6}"
deals="${3:-8}"
store_dir="${4:-$(mktemp -d /tmp/euchre-event.XXXXXX)}"
shift $(( $# < 4 ? $# : 4 ))
[ "${1:-}" = "--" ] && shift
bin="${EUCHRE_BIN:-build/release/euchre}"
[ -x "$bin" ] || { echo "event_url.sh: $bin is not built (cmake --build --preset release --target euchre)" >&2; exit 2; }
mkdir -p "$store_dir"
log="$store_dir/serve.log"
source bench/serve_fresh.sh
serve_fresh "$bin" "$log" --connections-per-address $((people + 16)) --db "$store_dir/euchre.db"
echo "store: $store_dir/euchre.db  server pid: $server  url: $url"
"$bin" event simulate --people "$people" --rounds "$rounds" --deals "$deals" --url "$url" "$@"
