#!/bin/sh
# Two games of the real program at a real table server on loopback: one
# makes a table and prints its code, the other joins with that code, the
# computer plays each seat.  Mid-game the server is killed and started again
# on the same port and state; both games find their seats again by
# themselves, play the two games asked for (the second by a rematch), and
# agree on each score.  Then a table where one side asks for three games
# and the other for one: the one leaves after its game, and the other says
# so and exits 1.  Every wait is bounded.
#
#   online_cli.sh ECARTE_SERVER ECARTE WORK_DIR
set -u
server=$1
ecarte=$2
dir=$3/online_cli
rm -rf "$dir"
mkdir -p "$dir/state"
pids=""

stop_all() {
    for pid in $pids; do
        kill -9 "$pid" 2>/dev/null
    done
}
trap stop_all EXIT

fail() {
    echo "online_cli: $*" >&2
    for file in "$dir"/*.out "$dir"/*.err; do
        echo "---- $file" >&2
        cat "$file" >&2
    done
    exit 1
}

# wait_for FILE PATTERN SECONDS: whether a line of FILE matches in time.
wait_for() {
    tenths=0
    while [ "$tenths" -lt $(($3 * 10)) ]; do
        grep -q "$2" "$1" 2>/dev/null && return 0
        sleep 0.1
        tenths=$((tenths + 1))
    done
    return 1
}

start_server() {
    "$server" --listen "$1" --state "$dir/state" >"$dir/server.out" 2>"$dir/server.err" &
    server_pid=$!
    pids="$pids $server_pid"
    wait_for "$dir/server.out" '^listening on ' 60 || fail "the server did not start on $1"
}

play() { # play NAME ARGS...: a game in the background, its status in NAME.status
    name=$1
    shift
    (
        "$ecarte" --autoplay --speed instant --size 800x600 --data-dir "$dir/$name" "$@" \
            >"$dir/$name.out" 2>"$dir/$name.err"
        echo $? >"$dir/$name.status"
    ) &
    pids="$pids $!"
}

start_server 127.0.0.1:0
address=$(sed -n 's/^listening on //p' "$dir/server.out")

# make_table NAME ARGS...: NAME makes a table; its code in $code.
make_table() {
    play "$@" --server "$address" --create
    wait_for "$dir/$1.out" '^table [A-Z0-9]\{4\}-[A-Z0-9]\{4\}$' 120 || fail "$1 printed no table code"
    code=$(sed -n 's/^table //p' "$dir/$1.out")
}

make_table maker --games 2
play joiner --games 2 --server "$address" --join "$code"

# Well into the game, the server goes, without a word to anyone.
sleep 3
[ -e "$dir/maker.status" ] || [ -e "$dir/joiner.status" ] && fail "the game ended before the server was stopped"
kill -9 "$server_pid"
wait "$server_pid" 2>/dev/null
sleep 1
start_server "$address"

wait_for "$dir/maker.status" . 600 || fail "the maker's game did not end"
wait_for "$dir/joiner.status" . 600 || fail "the joiner's game did not end"
[ "$(cat "$dir/maker.status")" = 0 ] || fail "the maker's game exited $(cat "$dir/maker.status")"
[ "$(cat "$dir/joiner.status")" = 0 ] || fail "the joiner's game exited $(cat "$dir/joiner.status")"

maker=$(sed -n 's/^final score \([0-9]*\)-\([0-9]*\)$/\1-\2/p' "$dir/maker.out" | tr '\n' ' ')
joiner=$(sed -n 's/^final score \([0-9]*\)-\([0-9]*\)$/\2-\1/p' "$dir/joiner.out" | tr '\n' ' ')
[ -n "$maker" ] || fail "the maker printed no final score"
[ "$maker" = "$joiner" ] || fail "the scores differ: maker $maker, joiner (mirrored) $joiner"
set -- $maker
[ $# = 2 ] || fail "$# games were played, not 2: $maker"
for score in "$@"; do
    points=${score%-*}
    others=${score#*-}
    [ "$points" -ge 5 ] || [ "$others" -ge 5 ] || fail "nobody reached the target: $score"
done
echo "online_cli: table $code, final scores $maker on both sides, the server restarted mid-game"

# Three games asked for on one side, one on the other.
rm -f "$dir"/*.status
make_table keen --games 3
play brief --server "$address" --join "$code"
wait_for "$dir/brief.status" . 600 || fail "the one-game side did not end"
wait_for "$dir/keen.status" . 600 || fail "the three-game side did not end when its friend left"
[ "$(cat "$dir/brief.status")" = 0 ] || fail "the one-game side exited $(cat "$dir/brief.status")"
[ "$(cat "$dir/keen.status")" = 1 ] || fail "the three-game side exited $(cat "$dir/keen.status"), not 1"
grep -q "left the table after 1 of the 3 games" "$dir/keen.err" || fail "the three-game side did not say the friend left"
[ "$(grep -c '^final score' "$dir/keen.out")" = 1 ] || fail "the three-game side did not end after one game"
echo "online_cli: a friend who played one game of three left, and was said to have left"
