#!/bin/sh
# Builds everything twice, plainly and with AddressSanitizer and
# UndefinedBehaviorSanitizer, warnings as errors, and runs every test in both.
set -eu
cd "$(dirname "$0")/.."
sh packaging/debian-deps.sh test

# No display and no sound card are needed, or used.
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
jobs=$(nproc 2>/dev/null || echo 2)

for kind in plain sanitize; do
    dir="build/test-$kind"
    type=RelWithDebInfo
    [ "$kind" = sanitize ] && type=Sanitize
    echo "== $kind build ($type) in $dir"
    cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE="$type" -DECARTE_WERROR=ON >/dev/null
    cmake --build "$dir" --parallel "$jobs"
    echo "== $kind tests"
    ctest --test-dir "$dir" --output-on-failure --parallel "$jobs" --timeout 1200
done
echo "== all tests passed in the plain and the sanitizer builds"
