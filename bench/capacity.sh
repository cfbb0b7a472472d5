#!/usr/bin/env bash
# How many tables a server answers at p99 under 50 ms, by the cores it has
# (docs/net.md, "Sizing"): for each TABLES count, a fresh `euchre serve`
# pinned to SERVER_CPUS (taskset) and `euchre loadtest` pinned to
# CLIENT_CPUS play for SECONDS; one line per count, then the largest count
# whose p99 was under 50 ms.
#   bash bench/capacity.sh SERVER_CPUS CLIENT_CPUS SECONDS TABLES... [-- loadtest flags]
# e.g. bash bench/capacity.sh 1 0 30 1000 2000 3000
#      bash bench/capacity.sh 0-1 0-1 30 5000 7500 -- --pace normal
set -euo pipefail
cd "$(dirname "$0")/.."
server_cpus="$1"; client_cpus="$2"; seconds="$3"; shift 3
counts=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do counts+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
ulimit -n "$(ulimit -Hn)"
real_bin="${EUCHRE_BIN:-build/release/euchre}"
[ -x "$real_bin" ] || { echo "capacity.sh: $real_bin is not built" >&2; exit 2; }
wrapper="$(mktemp /tmp/euchre-pinned.XXXXXX)"
printf '#!/usr/bin/env bash\nexec taskset -c %s %q "$@"\n' "$server_cpus" "$(realpath "$real_bin")" >"$wrapper"
chmod +x "$wrapper"
best=0
echo "server cores: $server_cpus  load test cores: $client_cpus  flags: $*"
for n in "${counts[@]}"; do
  store_dir="$(mktemp -d /tmp/euchre-capacity.XXXXXX)"
  out="$(
    EUCHRE_BIN="$wrapper"
    source bench/serve_fresh.sh
    serve_fresh "$store_dir" --unlimited-address 127.0.0.1 >/dev/null
    taskset -c "$client_cpus" "$real_bin" loadtest --tables "$n" --seconds "$seconds" --url "$url" "$@" 2>&1 || true
  )"
  rm -rf "$store_dir"
  figure() { grep -E "^$1 " <<<"$out" | awk '{print $2}'; }
  p99="$(figure response_ms_p99)"
  echo "tables $n  actions/s $(figure actions_per_second)  p50 $(figure response_ms_p50) ms  p99 ${p99:-?} ms  timers late p99 $(figure client_timer_late_ms_p99) ms  server CPU/action $(figure server_cpu_us_per_action) us  errors $(figure errors)"
  if [ -n "$p99" ] && awk -v p="$p99" 'BEGIN { exit !(p < 50) }'; then best="$n"; fi
done
rm -f "$wrapper"
echo "largest count at p99 under 50 ms: $best"
