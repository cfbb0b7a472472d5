#!/usr/bin/env bash
# The club-night benchmark of docs/events.md ("Scale") in one command: starts
# a fresh release `euchre serve` on a new store, plays an evening of PEOPLE
# people on it with `euchre event simulate --url` (each person a connection
# of its own), stops it. Prints the standings, the server's response times
# (p50, p99, max), its memory and CPU time, and the machine's load.
#   bash bench/event_url.sh [PEOPLE] [ROUNDS] [DEALS] [STORE_DIR] [-- extra event simulate flags]
# PEOPLE defaults to 100, ROUNDS to 6, DEALS to 8; STORE_DIR (default a new
# directory under /tmp) holds the SQLite store and the server's log.
# EVENTS=K plays K such evenings at once (default 1).
set -euo pipefail
cd "$(dirname "$0")/.."
people="${1:-100}"
rounds="${2:-6}"
deals="${3:-8}"
store_dir="${4:-$(mktemp -d /tmp/euchre-event.XXXXXX)}"
shift $(( $# < 4 ? $# : 4 ))
[ "${1:-}" = "--" ] && shift
source bench/serve_fresh.sh
events="${EVENTS:-1}"
serve_fresh "$store_dir" --unlimited-address 127.0.0.1
rc=0
"$bin" event simulate --events "$events" --people "$people" --rounds "$rounds" --deals "$deals" --url "$url" "$@" || rc=$?
# The server's CPU time over the evening (user and system; /proc/PID/stat
# fields 14 and 15, in clock ticks), and the machine's load: on a shared
# machine the response times depend on both.
awk -v hz="$(getconf CLK_TCK)" '{printf "server_cpu_seconds %.1f\n", ($14 + $15) / hz}' "/proc/$server/stat"
echo "load_average $(cut -d' ' -f1-3 /proc/loadavg)"
exit "$rc"
