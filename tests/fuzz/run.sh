#!/bin/sh
# Runs one of the readers' fuzz targets for as long as one likes:
#
#     tests/fuzz/run.sh TARGET [SECONDS] [libFuzzer options...]
#
# TARGET is record, savegame, settings, statistics, protocol, net or catalog;
# SECONDS left out or 0 runs until interrupted.  The targets are built with
# clang in build/fuzz (or the folder ECARTE_FUZZ_BUILD names) first.  What
# the run learns stays in that folder's tests/fuzz/work/TARGET/corpus, and an
# input that crashed, hung or leaked beside it (crash-*, timeout-*, leak-*):
# `build/fuzz/tests/fuzz/fuzz_TARGET FILE` runs it again.
set -eu
cd "$(dirname "$0")/../.."
if [ $# -lt 1 ]; then
    sed -n '2,12p' "$0" >&2
    exit 2
fi
target=$1
shift
seconds=${1:-0}
[ $# -gt 0 ] && shift
case $target in
    record | savegame | settings | statistics | protocol | net | catalog) ;;
    *) echo "unknown fuzz target '$target'" >&2; exit 2 ;;
esac

build=${ECARTE_FUZZ_BUILD:-build/fuzz}
if [ ! -f "$build/CMakeCache.txt" ]; then
    cmake -S . -B "$build" -DCMAKE_C_COMPILER="${CC:-clang}" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DECARTE_FUZZ=ON -DECARTE_BUILD_APP=OFF -DECARTE_BUILD_TESTS=OFF >/dev/null
fi
cmake --build "$build" --target "fuzz_$target" --parallel "$(nproc 2>/dev/null || echo 2)" >/dev/null

work="$build/tests/fuzz/work/$target"
mkdir -p "$work/corpus"
set -- -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$work/" "$@"
[ -f "tests/fuzz/dict/$target.dict" ] && set -- -dict="tests/fuzz/dict/$target.dict" "$@"
exec "$build/tests/fuzz/fuzz_$target" "$@" "$work/corpus" "tests/fuzz/corpus/$target"
