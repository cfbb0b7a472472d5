#!/usr/bin/env bash
# Installs every Debian 12 package the build, the tests and the tools need.
# Idempotent: packages already present are skipped, so a second run is quick.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(
  build-essential cmake ninja-build git pkg-config
  clang libclang-rt-14-dev            # libFuzzer target, sanitizers
  libgtest-dev libgmock-dev           # unit tests
  libbenchmark-dev                    # micro-benchmarks
  librapidcheck-dev                   # property tests
  libcli11-dev nlohmann-json3-dev libfmt-dev
  libssl-dev                          # SHA-256, HMAC, RAND_bytes (the fair shuffle, src/fair)
  libboost1.81-dev                    # the server's network layer (src/net)
  libsqlite3-dev libpqxx-dev          # the server's store (src/store): SQLite and PostgreSQL clients
  postgresql                          # a throwaway PostgreSQL 15 server for the store tests
  python3 python3-jsonschema          # EGN and EMN schema validation tests
  python3-venv python3-pip python3-setuptools python3-wheel  # the offline `pip install .` (docs/python.md)
  pybind11-dev python3-dev            # the Python module (src/python, docs/python.md)
  python3-numpy python3-pytest        # its arrays and its tests
  python3-distributed                 # the arena and self-play across Dask workers
  python3-matplotlib                  # the arena plots example
  chromium                            # the browser tests drive it headless (web/tests, Playwright)
)
# The browser table (web/) builds with Node. Debian 12 names it nodejs (18)
# with npm apart; a Node that is already there (e.g. NodeSource's 20, which
# carries its own npm and conflicts with Debian's) is used as it is.
# Torch (python3-torch, about 800 MB) only on request: the torch example is
# skipped where it is absent (docs/python.md). EUCHRE_WITH_TORCH=1 adds it.
if [ "${EUCHRE_WITH_TORCH:-0}" = 1 ]; then
  packages+=(python3-torch)
fi
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  packages+=(nodejs npm)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
  echo "install-deps: all packages present"
fi

# The page's npm packages exactly as web/package-lock.json pins them, again
# only when the lock file changed since the last install. No install scripts
# and no browser download: the tests use Debian's Chromium.
lock_hash=$(sha256sum web/package-lock.json | cut -d' ' -f1)
stamp=web/node_modules/.installed-lock-sha256
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$lock_hash" ]; then
  echo "install-deps: web/node_modules up to date"
else
  echo "install-deps: npm ci in web/"
  (cd web && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --ignore-scripts --no-audit --no-fund --loglevel=error)
  echo "$lock_hash" > "$stamp"
fi
