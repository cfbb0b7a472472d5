#!/usr/bin/env bash
# An evening beside other tables (issue 37): while TABLES tables of one
# scripted person and three bots play (`euchre loadtest`), an evening of
# PEOPLE people registers, checks in and plays one round of one deal
# (`euchre event simulate --url`, each person a connection of its own) on
# the same server. Prints the load test's figures: the tables' response p99
# is what the evening's joins, check-ins and round cost everyone else; and
# the evening's own response times.
#   bash bench/evening_beside_tables.sh [TABLES] [PEOPLE] [SECONDS]
# TABLES defaults to 1000, PEOPLE to 400, SECONDS (the tables' measurement)
# to 40; the evening starts 5 s into it. The partner-ask flood of issue 37
# cannot be sent any more: a person changes his partner ask at most 10 times
# a minute (docs/events.md).
set -euo pipefail
cd "$(dirname "$0")/.."
tables="${1:-1000}"
people="${2:-400}"
seconds="${3:-40}"
store_dir="$(mktemp -d /tmp/euchre-beside.XXXXXX)"
ulimit -n "$(ulimit -Hn)"
source bench/serve_fresh.sh
serve_fresh "$store_dir" --unlimited-address 127.0.0.1
"$bin" loadtest --tables "$tables" --seconds "$seconds" --warmup 2 --url "$url" >"$store_dir/tables.txt" 2>&1 &
tables_pid=$!
# The tables are made (about 1 s a thousand) and warmed up before the evening comes.
sleep 8
evening_rc=0
"$bin" event simulate --people "$people" --rounds 1 --deals 1 --url "$url" >"$store_dir/evening.txt" 2>&1 || evening_rc=$?
tables_rc=0
wait "$tables_pid" || tables_rc=$?
echo "== the tables (loadtest, $tables tables, $seconds s measured)"
cat "$store_dir/tables.txt"
echo "== the evening ($people people, exit $evening_rc)"
grep -E 'response|server|wall|tables|people' "$store_dir/evening.txt" || tail -5 "$store_dir/evening.txt"
echo "load_average $(cut -d' ' -f1-3 /proc/loadavg)"
[ "$tables_rc" = 0 ] && [ "$evening_rc" = 0 ]
