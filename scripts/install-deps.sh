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
)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "install-deps: installing ${missing[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
