#!/bin/sh
# Installs the Debian 12 packages that building, testing or playing needs,
# asking apt only for what is missing.  Usage: debian-deps.sh build|test|play
set -eu

build="cmake gcc make pkg-config gettext libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libfribidi-dev
    libfontconfig-dev libspeechd-dev fonts-dejavu-core fonts-noto-core libjansson-dev libsqlite3-dev libssl-dev"
case "${1:-build}" in
    build | play) wanted="$build" ;;
    test) wanted="$build libcmocka-dev desktop-file-utils appstream dpkg-dev file groff-base lintian" ;;
    *) echo "usage: $0 build|test|play" >&2; exit 2 ;;
esac

missing=""
for package in $wanted; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $package"
    fi
done
[ -z "$missing" ] && exit 0

echo "Installing:$missing"
if [ "$(id -u)" -eq 0 ]; then
    as_root=""
elif command -v sudo >/dev/null 2>&1; then
    as_root="sudo"
else
    echo "These packages are missing and I am not root and have no sudo:$missing" >&2
    echo "Install them with apt-get, then run this again." >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$as_root apt-get update -qq
# shellcheck disable=SC2086 # the package list is meant to split
$as_root apt-get install -y -qq --no-install-recommends $missing
