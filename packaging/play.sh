#!/bin/sh
# Installs what is missing, builds an optimised Écarté and starts it.
set -eu
cd "$(dirname "$0")/.."
sh packaging/debian-deps.sh play
cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DECARTE_BUILD_TESTS=OFF >/dev/null
cmake --build build/release --parallel "$(nproc 2>/dev/null || echo 2)"
exec build/release/src/app/ecarte "$@"
