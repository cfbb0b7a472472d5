# Sourced by the benchmarks (bench/load.sh, bench/event_url.sh): starts a
# fresh `euchre serve` on a free port, stopped when the script exits.
#   serve_fresh BIN LOG [serve flags...]
# sets `server` (its pid) and `url` (ws://127.0.0.1:PORT/ws), or exits 1
# with the log when it printed no address within 10 s.
serve_fresh() {
  local bin="$1" log="$2"
  shift 2
  "$bin" serve --port 0 "$@" >"$log" 2>&1 &
  server=$!
  trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true' EXIT
  url=""
  for _ in $(seq 100); do
    url="$(grep -o 'http://[0-9.:]*/' "$log" | head -1 || true)"
    [ -n "$url" ] && break
    sleep 0.1
  done
  url="${url/http:/ws:}ws"
  [ "$url" != ws ] || { echo "$(basename "$0"): the server printed no address:" >&2; cat "$log" >&2; exit 1; }
}
