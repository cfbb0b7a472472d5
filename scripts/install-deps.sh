#!/usr/bin/env bash
# Installs every Debian 12 package the build, the tests and the tools need.
# Idempotent: packages already present are skipped, so a second run is quick.
set -euo pipefail

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
  python3 python3-jsonschema          # EGN schema validation test
)

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
