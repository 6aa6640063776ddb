#!/usr/bin/env bash
# The acceptance run of C.02.03 section 7 for the Dutch system (C.04.3 of 2026), both
# ways, against bbpPairings (the reference FIDE endorses): not a test of CI but a long
# run, described in docs/fide-acceptance.md.
#
#   scripts/fide-acceptance.sh BBPPAIRINGS ARBITER COUNT [WORKDIR] [FIRST_SEED]
#
# BBPPAIRINGS  an installed bbpPairings (v6 or later: it reads and writes TRF-26)
# ARBITER      the arbiter binary to check (e.g. target/release/arbiter)
# COUNT        tournaments generated each way
# WORKDIR      where the files go (default: a new directory under /tmp); the files of
#              every discrepancy and error are kept there, the others deleted, and
#              results.txt gets one line a seed: the seed and the outcome each way
#              (agree, differ, error or skipped), so an interrupted run still counts
# FIRST_SEED   the seed of the first tournament (default 1): seed s makes the same
#              tournament every time, so a run is reproducible and can be split
#
# Way 1: bbpPairings generates (-g, a random tournament generator configuration per
# tournament) and pairs every round; `arbiter trf check` re-pairs every round.
# Way 2: `arbiter trf generate` generates and pairs; `bbpPairings -c` re-pairs.
# Each tournament has 10-100 players and 5-11 rounds (at most half the players); the
# draw rate, forfeits, half-point byes and withdrawals vary with the seed; in way 2 one
# tournament in four is accelerated (Baku method, C.04.7) and one in four has late
# entries. The summary counts agreements, discrepancies and errors each way, and the
# tournaments the generator could not finish (no legal pairing for a round).
set -u

if [ $# -lt 3 ]; then
    sed -n '5,12p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
fi
bbp=$1
arbiter=$2
count=$3
work=${4:-$(mktemp -d /tmp/fide-acceptance.XXXXXX)}
first=${5:-1}
mkdir -p "$work/bbp-generated" "$work/arbiter-generated"

# A number in [low, high] drawn from the seed and a salt (a 64-bit mix: the same seed
# gives the same numbers everywhere).
pick() {
    local seed=$1 salt=$2 low=$3 high=$4 h
    h=$((seed * 6364136223846793005 + salt * 1442695040888963407))
    h=$(((h ^ (h >> 29)) * 6148914691236517205))
    h=$(((h ^ (h >> 32)) & 0x7fffffffffff))
    echo $((h % (high - low + 1) + low))
}

declare -A outcomes
for ((seed = first; seed < first + count; seed++)); do
    players=$(pick "$seed" 1 10 100)
    rounds=$(pick "$seed" 2 5 11)
    # A Swiss of few players and many rounds soon has no legal pairing left.
    if ((rounds > players / 2)); then rounds=$((players / 2)); fi

    # Way 1: bbpPairings generates, arbiter checks.
    config="$work/bbp-generated/$seed.cfg"
    trf="$work/bbp-generated/$seed.trf"
    {
        echo "PlayersNumber=$players"
        echo "RoundsNumber=$rounds"
        echo "DrawPercentage=$(pick "$seed" 3 10 50)"
        echo "ForfeitRate=$(pick "$seed" 4 10 200)"
        echo "RetiredRate=$(pick "$seed" 5 50 500)"
        echo "HalfPointByeRate=$(pick "$seed" 6 10 200)"
        echo "HighestRating=2700"
        echo "LowestRating=$(pick "$seed" 7 1000 2000)"
    } >"$config"
    if "$bbp" --dutch -g "$config" -o "$trf" -s "$seed" >/dev/null 2>&1; then
        "$arbiter" trf check --system dutch --edition 2026 "$trf" >"$trf.check" 2>"$trf.err"
        case $? in
            0) way1=agree; rm -f "$config" "$trf" "$trf.check" "$trf.err" ;;
            1) way1=differ ;;
            *) way1=error ;;
        esac
    else
        # bbpPairings found no legal pairing for a round of its own tournament: there
        # is nothing to compare.
        way1=skipped; rm -f "$config" "$trf"
    fi

    # Way 2: arbiter generates, bbpPairings checks.
    trf="$work/arbiter-generated/$seed.trf"
    acceleration=none
    if (($(pick "$seed" 8 0 3) == 0)); then acceleration=baku; fi
    late=0
    if (($(pick "$seed" 9 0 3) == 0 && rounds >= 3)); then late=$(pick "$seed" 10 1 3); fi
    rate() { printf '0.%03d' "$(pick "$seed" "$1" 0 "$2")"; }
    "$arbiter" trf generate --system dutch --edition 2026 --acceleration "$acceleration" \
        --players "$players" --rounds "$rounds" --seed "$seed" --late-entries "$late" \
        --draw-rate "$(rate 11 500)" --forfeit-rate "$(rate 12 40)" --bye-rate "$(rate 13 40)" \
        --withdraw-rate "$(rate 14 20)" -o "$trf" >/dev/null 2>"$trf.err"
    generated=$?
    if ((generated == 1)); then
        # No legal pairing for a round (exit code 1): nothing to compare, as above.
        way2=skipped; rm -f "$trf" "$trf.err"
    elif ((generated == 0)); then
        "$bbp" --dutch "$trf" -c >"$trf.check" 2>>"$trf.err"
        status=$?
        # bbpPairings lists a round that differs under "Checker pairings", and says
        # when it finds no valid pairing; either is a discrepancy.
        if ((status > 1)); then
            way2=error
        elif grep -q "Checker pairings\|No valid pairing" "$trf.check"; then
            way2=differ
        else
            way2=agree; rm -f "$trf" "$trf.check" "$trf.err"
        fi
    else
        way2=error
    fi
    echo "$seed $way1 $way2" >>"$work/results.txt"
    outcomes[1_$way1]=$((${outcomes[1_$way1]:-0} + 1))
    outcomes[2_$way2]=$((${outcomes[2_$way2]:-0} + 1))
    if (((seed - first + 1) % 100 == 0)); then
        echo "$((seed - first + 1)) of $count done" >&2
    fi
done

summary() {
    local way=$1
    echo "${outcomes[${way}_agree]:-0} agree, ${outcomes[${way}_differ]:-0} differ, ${outcomes[${way}_error]:-0} errors, ${outcomes[${way}_skipped]:-0} without a legal pairing"
}
echo "seeds $first-$((first + count - 1)), files in $work"
echo "bbpPairings generated, arbiter checked: $(summary 1)"
echo "arbiter generated, bbpPairings checked: $(summary 2)"
