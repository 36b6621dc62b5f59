#!/bin/sh
# Installs into a temporary prefix, validates the desktop entry and the
# AppStream metadata, then starts the installed game from an unrelated
# folder, and again after moving the whole install tree elsewhere, and checks
# that it drew a real table each time; damages the installed art and checks
# that the game says so and exits cleanly; builds the .deb and the tarball and
# runs the game from the unpacked tarball, also with its fonts in a folder of
# their own.
# Usage: install_test.sh BUILD_DIR TABLE_CHECK PROGRAM_DIR (games or bin)
set -eu
build=$1
table_check=$2
programs=$3
work=$(mktemp -d /tmp/ecarte-install-XXXXXX)
trap 'rm -rf "$work"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy SDL_RENDER_DRIVER=software
export HOME="$work/home" XDG_DATA_HOME="$work/home/data"
mkdir -p "$HOME" "$work/elsewhere"

cmake --install "$build" --prefix "$work/prefix" >/dev/null
app_id=org.ecarte.Ecarte
desktop-file-validate "$work/prefix/share/applications/$app_id.desktop"
appstreamcli validate --no-net "$work/prefix/share/metainfo/$app_id.metainfo.xml"
for size in 16 24 32 48 64 128 256 512; do
    test -s "$work/prefix/share/icons/hicolor/${size}x${size}/apps/$app_id.png"
done
test -s "$work/prefix/share/icons/hicolor/scalable/apps/$app_id.svg"
grep -q "^Exec=ecarte$" "$work/prefix/share/applications/$app_id.desktop"
test -x "$work/prefix/$programs/ecarte"
test -x "$work/prefix/$programs/ecarte-engine"
test -x "$work/prefix/$programs/ecarte-server"
test -s "$work/prefix/lib/systemd/system/ecarte-server.service"

# The manual pages: compressed, read by groff without a warning, and naming
# every option the program's --help gives.
for program in ecarte ecarte-engine ecarte-server; do
    page="$work/prefix/share/man/man6/$program.6.gz"
    gzip -t "$page"
    warnings=$(zcat "$page" | groff -man -Tutf8 -ww -z 2>&1)
    test -z "$warnings" || { echo "$page: $warnings"; exit 1; }
    for option in $("$work/prefix/$programs/$program" --help | sed -n 's/^  \(-[^ ,]*\).*/\1/p'); do
        zcat "$page" | grep -qF -- "$(echo "$option" | sed 's/-/\\-/g')" || { echo "$page lacks $option"; exit 1; }
    done
done

shoot() { # prefix, screenshot name
    (cd "$work/elsewhere" && "$1/$programs/ecarte" --seed 5 --size 1280x800 \
        --screenshot "$work/$2" --after-ms 1500)
    "$table_check" "$work/$2" 1280 800
}
shoot "$work/prefix" installed.png
mv "$work/prefix" "$work/moved"
shoot "$work/moved" moved.png

# The sounds are installed and found: with a device (SDL's disk driver, which
# writes to a file) the game has nothing to say about them.
(cd "$work/elsewhere" && SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE="$work/heard.raw" "$work/moved/$programs/ecarte" \
    --seed 5 --size 800x600 --screenshot "$work/heard.png" --after-ms 1500) 2>"$work/sound-errors.txt"
test -s "$work/moved/share/ecarte/sounds/play.wav"
if grep "^ecarte: .*sound" "$work/sound-errors.txt"; then exit 1; fi

# Damaged, then missing, art: a clear message naming the file, and a clean
# exit (an error status, not a crash).
refuses_without_ks() {
    status=0
    (cd "$work/elsewhere" && "$work/moved/$programs/ecarte" --screenshot "$work/broken.png" \
        --after-ms 200) 2>"$work/errors.txt" || status=$?
    cat "$work/errors.txt"
    test "$status" -ne 0 && test "$status" -lt 128
    grep -q "KS.svg" "$work/errors.txt"
}
echo "<svg broken" > "$work/moved/share/ecarte/cards/KS.svg"
refuses_without_ks
rm -f "$work/moved/share/ecarte/cards/KS.svg"
refuses_without_ks

# The packages: a .deb whose dependencies were computed, and a tarball that
# runs wherever it is unpacked.
(cd "$build" && cpack -G "DEB;TGZ" -B "$work/packages" >/dev/null)
deb=$(ls "$work"/packages/ecarte_*.deb)
dpkg-deb -f "$deb" Depends | tee "$work/depends.txt"
grep -q "libsdl2-2.0-0" "$work/depends.txt" && grep -q "fonts-dejavu-core" "$work/depends.txt"
grep -q "libfontconfig1" "$work/depends.txt"
# The table server's libraries, found by the computed dependencies.
grep -q "libjansson4" "$work/depends.txt" && grep -q "libsqlite3-0" "$work/depends.txt"
grep -q "libssl3" "$work/depends.txt"
# The spoken mode's library is loaded when wanted, never required.
if grep -q "libspeechd" "$work/depends.txt"; then exit 1; fi
dpkg-deb -f "$deb" Suggests | grep -q "speech-dispatcher"
dpkg-deb -c "$deb" >"$work/contents.txt"
grep -q "./usr/share/applications/$app_id.desktop" "$work/contents.txt"
grep -q "./usr/share/man/man6/ecarte.6.gz" "$work/contents.txt"
grep -q "./usr/share/man/man6/ecarte-engine.6.gz" "$work/contents.txt"
grep -q "./usr/share/man/man6/ecarte-server.6.gz" "$work/contents.txt"
grep -q "./usr/$programs/ecarte-server$" "$work/contents.txt"
grep -q "./usr/lib/systemd/system/ecarte-server.service$" "$work/contents.txt"
# The service names the program where the package puts it, and, where
# systemd is installed, it reads without a complaint.
dpkg-deb -x "$deb" "$work/deb-root"
unit="$work/deb-root/usr/lib/systemd/system/ecarte-server.service"
grep -q "^ExecStart=/usr/$programs/ecarte-server " "$unit"
test -x "$work/deb-root/usr/$programs/ecarte-server"
if command -v systemd-analyze >/dev/null 2>&1; then
    sed "s|ExecStart=/usr|ExecStart=$work/deb-root/usr|" "$unit" >"$work/ecarte-server.service"
    systemd-analyze verify --man=no "$work/ecarte-server.service"
fi
grep -q "./usr/$programs/ecarte$" "$work/contents.txt"
grep -q "./usr/share/doc/ecarte/copyright$" "$work/contents.txt"
# What Debian asks of a package, as lintian checks it: any error or warning
# fails, and nothing is suppressed.
status=0
lintian --fail-on error,warning "$deb" >"$work/lintian.txt" 2>&1 || status=$?
grep -v "running with root privileges" "$work/lintian.txt" || true
test "$status" -eq 0
mkdir "$work/unpacked"
tar -xzf "$work"/packages/ecarte-*.tar.gz -C "$work/unpacked"
shoot "$(ls -d "$work"/unpacked/ecarte-*)" tarball.png
# Spoken, with speech-dispatcher's real library where it is installed and
# no service to answer it, none to start either: a table drawn, one line on
# stderr about speech, and (in a sanitizer build) nothing leaked.
(cd "$work/elsewhere" && env -u ECARTE_SPEECH_LIBRARY \
    SPEECHD_ADDRESS="unix_socket:$work/no-speech-service.sock" SPEECHD_CMD="$work/no-speech-dispatcher" \
    "$(ls -d "$work"/unpacked/ecarte-*)/$programs/ecarte" --speech --seed 5 --size 1280x800 \
    --screenshot "$work/spoken.png" --after-ms 1500) 2>"$work/speech-errors.txt"
"$table_check" "$work/spoken.png" 1280 800
test "$(grep -c "speech" "$work/speech-errors.txt")" -eq 1

# Fonts kept outside /usr/share/fonts, known to fontconfig alone: the
# unpacked game draws each language exactly as with the system's fonts and
# misses none; with no font at all it names the one it needs.
unpacked=$(ls -d "$work"/unpacked/ecarte-*)
mkdir "$work/fonts" "$work/no-fonts"
for font in dejavu/DejaVuSans.ttf dejavu/DejaVuSans-Bold.ttf noto/NotoSansDevanagari-Regular.ttf \
    noto/NotoSansDevanagari-Bold.ttf noto/NotoNaskhArabic-Regular.ttf noto/NotoNaskhArabic-Bold.ttf; do
    cp "/usr/share/fonts/truetype/$font" "$work/fonts/"
done
for folder in fonts no-fonts; do
    printf '<?xml version="1.0"?>\n<fontconfig><dir>%s</dir><cachedir>%s</cachedir></fontconfig>\n' \
        "$work/$folder" "$work/font-cache" >"$work/$folder.conf"
done
shoot_language() { # language, picture, ecarte's standard error
    "$unpacked/$programs/ecarte" --data-dir "$work/data-$2" --seed 5 --size 1280x800 --language "$1" \
        --screenshot "$work/$2" --after-ms 2500 2>"$3"
}
for language in en mr sd; do
    shoot_language "$language" "system-$language.png" /dev/null
    FONTCONFIG_FILE="$work/fonts.conf" shoot_language "$language" "fonts-$language.png" "$work/font-errors.txt"
    cat "$work/font-errors.txt"
    # Nothing but the line that says which renderer draws, and the dummy
    # audio driver's one line about the sound, in the language asked for with
    # the system's reason in English.
    test -z "$(grep -v -e '^ecarte: renderer ' -e "^ecarte: .*: the audio driver is SDL's dummy driver\$" \
        "$work/font-errors.txt")"
    "$table_check" "$work/fonts-$language.png" 1280 800
    cmp "$work/system-$language.png" "$work/fonts-$language.png"
done
status=0
FONTCONFIG_FILE="$work/no-fonts.conf" shoot_language en no-fonts.png "$work/font-errors.txt" || status=$?
cat "$work/font-errors.txt"
test "$status" -ne 0 && test "$status" -lt 128
grep -q "DejaVu Sans" "$work/font-errors.txt"
echo "install test passed"
