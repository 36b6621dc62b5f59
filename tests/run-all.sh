#!/bin/sh
# Builds everything twice, plainly and with AddressSanitizer and
# UndefinedBehaviorSanitizer, warnings as errors, and runs every test in both;
# then runs each reader's fuzz target for a short while.
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

# Then each reader's fuzz target for a short while (tests/fuzz), built by
# clang with libFuzzer, AddressSanitizer and UndefinedBehaviorSanitizer.
# apt brings clang and its libFuzzer when they are missing and it can.
fuzz_missing() {
    for package in clang libclang-rt-14-dev; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || printf ' %s' "$package"
    done
}
fuzz_missing=$(fuzz_missing)
as_root=""
[ "$(id -u)" -eq 0 ] || as_root="sudo"
if [ -n "$fuzz_missing" ] && { [ -z "$as_root" ] || command -v sudo >/dev/null 2>&1; }; then
    echo "Installing:$fuzz_missing"
    export DEBIAN_FRONTEND=noninteractive
    $as_root apt-get update -qq
    # shellcheck disable=SC2086 # the package list is meant to split
    $as_root apt-get install -y -qq --no-install-recommends $fuzz_missing
fi
if [ -z "$(fuzz_missing)" ]; then
    echo "== fuzz build (clang, libFuzzer, ASan + UBSan) in build/test-fuzz"
    cmake -S . -B build/test-fuzz -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=RelWithDebInfo -DECARTE_FUZZ=ON \
        -DECARTE_BUILD_APP=OFF -DECARTE_BUILD_TESTS=OFF -DECARTE_WERROR=ON >/dev/null
    cmake --build build/test-fuzz --parallel "$jobs"
    echo "== fuzz targets"
    ctest --test-dir build/test-fuzz -L fuzz --output-on-failure --parallel "$jobs"
    echo "== all tests passed in the plain and the sanitizer builds, and the fuzz targets found nothing"
else
    echo "== all tests passed in the plain and the sanitizer builds; no clang, so no fuzzing"
fi
