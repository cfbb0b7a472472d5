# Sourced by the benchmarks (bench/load.sh, bench/event_url.sh): starts a
# fresh `euchre serve` on a free port with its store in STORE_DIR, stopped
# when the script exits.
#   serve_fresh STORE_DIR [serve flags...]
# sets `bin` (the release `euchre`, or $EUCHRE_BIN), `server` (its pid) and
# `url` (ws://127.0.0.1:PORT/ws); the log is STORE_DIR/serve.log. Exits 2
# when the program is not built, 1 when the server printed no address
# within 10 s.
serve_fresh() {
  local store_dir="$1"
  shift
  bin="${EUCHRE_BIN:-build/release/euchre}"
  [ -x "$bin" ] || { echo "$(basename "$0"): $bin is not built (cmake --build --preset release --target euchre)" >&2; exit 2; }
  mkdir -p "$store_dir"
  local log="$store_dir/serve.log"
  "$bin" serve --port 0 --db "$store_dir/euchre.db" "$@" >"$log" 2>&1 &
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
  echo "store: $store_dir/euchre.db  server pid: $server  url: $url"
}
