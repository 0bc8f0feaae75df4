#!/usr/bin/env bash
# Installs every Debian package Ferret's build, tests and benchmarks need.
# Idempotent: does nothing when everything is present.
set -euo pipefail
pkgs=(
  build-essential cmake ninja-build
  llvm-14-dev llvm-14-tools libclang-14-dev libclang-cpp14-dev clang-14
  libssl-dev libabsl-dev libcli11-dev libfmt-dev nlohmann-json3-dev libyaml-cpp-dev
  libpugixml-dev libzip-dev libz3-dev libppl-dev libgmp-dev pkg-config libxxhash-dev libzstd-dev libgtest-dev libbenchmark-dev
  libc6-dev-i386 csmith valgrind hyperfine lcov python3 python3-yaml
  spin procps time
  libgraphviz-dev chromium chromium-driver nodejs python3-jsonschema
)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi
# The report tests' npm packages (playwright-core drives Debian's chromium;
# Microsoft's SARIF validator), installed here so that tests need no network.
browser="$(dirname "$0")/../tests/browser"
if [ ! -x "$browser/node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool" ] ||
   [ ! -d "$browser/node_modules/playwright-core" ]; then
  command -v npm >/dev/null || DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq npm
  echo "install-deps: installing the npm packages of tests/browser"
  (cd "$browser" && npm ci --no-audit --no-fund --loglevel=error)
  # Its postinstall script makes it executable; npm may not run scripts.
  chmod u+x "$browser/node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool"
fi
