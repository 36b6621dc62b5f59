#!/bin/sh
# Two games of the real program at a real table server on loopback: one
# makes a table and prints its code, the other joins with that code, the
# computer plays each seat.  Mid-game the server is killed and started again
# on the same port and state; both games find their seats again by
# themselves, finish, and agree on the score.  Every wait is bounded.
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

play maker --server "$address" --create
wait_for "$dir/maker.out" '^table [A-Z0-9]\{4\}-[A-Z0-9]\{4\}$' 120 || fail "no table code was printed"
code=$(sed -n 's/^table //p' "$dir/maker.out")
play joiner --server "$address" --join "$code"

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

maker=$(sed -n 's/^final score \([0-9]*\)-\([0-9]*\)$/\1 \2/p' "$dir/maker.out")
joiner=$(sed -n 's/^final score \([0-9]*\)-\([0-9]*\)$/\2 \1/p' "$dir/joiner.out")
[ -n "$maker" ] || fail "the maker printed no final score"
[ "$maker" = "$joiner" ] || fail "the scores differ: maker $maker, joiner (mirrored) $joiner"
set -- $maker
[ "$1" -ge 5 ] || [ "$2" -ge 5 ] || fail "nobody reached the target: $maker"
echo "online_cli: table $code, final score $1-$2 on both sides, the server restarted mid-game"
