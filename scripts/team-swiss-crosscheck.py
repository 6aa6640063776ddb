#!/usr/bin/env python3
"""The cross-check of the team Swiss (C.04.6, 2026) with Gacrux, both ways: not a test of
CI but a long run, described in docs/team-swiss.md.

    scripts/team-swiss-crosscheck.py [--accelerated] GACRUX ARBITER COUNT [WORKDIR] [FIRST_SEED]

GACRUX      a directory holding Gacrux's sources (pairingchecker.py and its modules; it
            needs networkx); the script runs it, it never builds or changes it
ARBITER     the arbiter binary to check (e.g. target/release/arbiter)
            (Gacrux runs inside this process, imported once: see `Gacrux`)
COUNT       tournaments made each way
WORKDIR     where the files go (default: a new directory under /tmp); the files of every
            difference and error are kept there, the others deleted, and results.txt
            gets one line a seed (the seed, the settings and the outcome each way), so
            an interrupted run still counts
FIRST_SEED  the seed of the first tournament (default 1): seed s makes the same
            tournament every time, so a run is reproducible and can be split
--accelerated  only the seeds whose tournament is accelerated count (the others are
            skipped): COUNT accelerated tournaments from FIRST_SEED on

Way 1: `arbiter trf generate --system team-swiss` generates and pairs every round;
`arbiter trf check` must find every round its own, and `pairingchecker.py -c` (Gacrux)
re-pairs every round.
Way 2: Gacrux pairs every round (`pairingchecker.py -p`) from a file of teams without
rounds that arbiter generates; this script plays each round (the first players of each
roster on the boards, board colours alternating from board 1 as record 352 says,
results drawn from the seed) and writes it into the file; then `arbiter trf check
--system team-swiss` re-pairs every round.

Each tournament has 4-80 teams of 4-6 boards and 5-11 rounds (fewer than the teams);
type A, type B or no colour preferences; match points or game points primary, with or
without the secondary score for colours; one in four (half of those with match points
primary) is accelerated by the Baku method (Gacrux is given its virtual points as records 250). Way
1 adds, by the seed, boards left empty, matches forfeited as a whole and withdrawn
teams. Outcomes: agree; differ (the rounds are listed); unread
(Gacrux stops reading the file: its error is kept); stopped (the pairing side found no
legal pairing for a round, 3.3.3, before the last round: counted apart).
"""

import contextlib
import io
import itertools
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
from collections import Counter


def settings(seed):
    """The tournament of a seed, the same everywhere."""
    draw = random.Random(seed)
    teams = draw.choice([4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 20, 24, 30, 40, 60, 80])
    rounds = min(draw.randint(5, 11), teams - 1)
    chosen = {
        "teams": teams,
        "boards": draw.randint(4, 6),
        "rounds": rounds,
        "colour-preferences": draw.choice(["type-a", "type-b", "none"]),
        "primary-score": draw.choice(["match-points", "game-points"]),
        "secondary-score": draw.choice(["true", "true", "false"]),
        "forfeit-rate": draw.choice([0.0, 0.0, 0.0, 0.02]),
        "match-forfeit-rate": draw.choice([0.0, 0.0, 0.0, 0.05]),
        "withdraw-rate": draw.choice([0.0, 0.0, 0.02]),
    }
    # The Baku acceleration one seed in four: half of those with match points primary,
    # never with game points primary (C.04.7 1.4.4).
    baku = draw.random() < 0.5 and chosen["primary-score"] == "match-points"
    chosen["acceleration"] = "baku" if baku else "none"
    return chosen


def generate(arbiter, chosen, seed, path, rounds_played=None, events=True):
    args = [arbiter, "trf", "generate", "--system", "team-swiss", "--seed", str(seed), "-o", path]
    for key in ["teams", "boards", "rounds", "colour-preferences", "primary-score", "secondary-score",
                "acceleration"]:
        args += [f"--{key}", str(chosen[key])]
    if events:
        for key in ["forfeit-rate", "match-forfeit-rate", "withdraw-rate"]:
            args += [f"--{key}", str(chosen[key])]
    else:
        args += ["--forfeit-rate", "0", "--match-forfeit-rate", "0", "--withdraw-rate", "0"]
    if rounds_played is not None:
        args += ["--rounds-played", str(rounds_played)]
    return subprocess.run(args, capture_output=True, text=True)


class Gacrux:
    """Gacrux's pairingchecker.py run inside this process, imported once.

    Each call is what `python3 pairingchecker.py ARGS -d T` would print, the file read
    afresh; only Python's start and the imports (networkx above all), most of the time
    of a call on a small field, are paid once. Gacrux's sources are not changed."""

    def __init__(self, directory):
        sys.path.insert(0, directory)
        import pairingchecker
        self.module = pairingchecker

    def __call__(self, args):
        """The text Gacrux prints (its error or the exception that stopped it included),
        or a note that it took more than an hour."""
        printed = io.StringIO()
        signal.alarm(3600)
        try:
            with contextlib.redirect_stdout(printed), contextlib.redirect_stderr(printed):
                sys.argv = ["pairingchecker.py", *args, "-d", "T"]
                self.module.pairingchecker().common_main()
        except TimeoutError:
            printed.write("Gacrux took more than an hour")
        except KeyboardInterrupt:
            raise
        except BaseException as stopped:  # anything Gacrux raises is its answer
            printed.write(f"{type(stopped).__name__}: {stopped}")
        finally:
            signal.alarm(0)
        return printed.getvalue()


def out_of_time(signum, frame):
    raise TimeoutError


def baku_for_gacrux(path, chosen):
    """Gives Gacrux the virtual match points of an accelerated file as records 250, which
    it reads for teams (its 192 code ..._BAKU alone accelerates nothing): C.04.7 1.4.4,
    the match points of a win (2) in the first half, rounded up, of the accelerated
    rounds (the first half of the rounds, rounded up), half of them (1) in the rest, for
    group A, the first half of the teams rounded up to an even number (1.2)."""
    if chosen["acceleration"] != "baku":
        return
    accelerated = (chosen["rounds"] + 1) // 2
    full = (accelerated + 1) // 2
    last = 2 * ((chosen["teams"] + 3) // 4)
    lines = open(path, encoding="latin-1").read().splitlines()
    lines.append(f"250 {2.0:4.1f} {0.0:4.1f} {1:03d} {full:03d} {1:04d} {last:04d}")
    if accelerated > full:
        lines.append(f"250 {1.0:4.1f} {0.0:4.1f} {full + 1:03d} {accelerated:03d} {1:04d} {last:04d}")
    with open(path, "w", encoding="latin-1") as handle:
        handle.write("\n".join(lines) + "\n")


def gacrux_check(gacrux, path):
    """'agree', or 'differ' with the rounds, or 'unread' with Gacrux's error."""
    printed = gacrux(["-i", path, "-c"])
    if "Check: True" in printed:
        return "agree", ""
    if "Check: False" in printed:
        rounds, current = [], None
        for line in printed.splitlines():
            found = re.search(r"Round #(\d+)", line)
            if found:
                current = found.group(1)
            elif (line.strip() and not line.startswith("Check:") and current is not None
                  and current not in rounds):
                rounds.append(current)
        return "differ", " ".join(rounds)
    return "unread", " ".join(printed.split())[:200]


def arbiter_check(arbiter, path):
    run = subprocess.run([arbiter, "trf", "check", "--system", "team-swiss", path],
                         capture_output=True, text=True)
    lines = run.stdout.splitlines()
    differing = [line.split(":")[0].split()[-1] for line in lines
                 if line.startswith("round ") and ": identical" not in line]
    if run.returncode == 0 and lines and not differing:
        return "agree", ""
    if not lines:
        return "unread", " ".join(run.stderr.split())[:200]
    return "differ", " ".join(differing)


class TeamFile:
    """A team TRF as arbiter writes it, to which the rounds Gacrux pairs are added."""

    def __init__(self, path):
        self.path = path
        self.lines = open(path, encoding="latin-1").read().splitlines()
        self.rosters = {}
        for line in self.lines:
            if line.startswith("310"):
                self.rosters[int(line[4:8])] = [int(n) for n in line[71:].split()]
        self.pattern = next(line[4:].strip() for line in self.lines if line.startswith("352"))
        self.byes = []
        self.game_points = Counter()
        self.match_points = Counter()

    def play(self, round_number, pairs, bye, draw, boards):
        """Writes round `round_number`: `pairs` of (white team, black team) on board 1."""
        entries = {}
        for white, black in pairs:
            total = 0.0
            for board in range(boards):
                first, second = self.rosters[white][board], self.rosters[black][board]
                colour = self.pattern[board % len(self.pattern)].lower()
                other = "b" if colour == "w" else "w"
                result = draw.choice(["1", "=", "0"])
                against = {"1": "0", "=": "=", "0": "1"}[result]
                entries[first] = f"  {second:4d} {colour} {result}"
                entries[second] = f"  {first:4d} {other} {against}"
                points = {"1": 1.0, "=": 0.5, "0": 0.0}[result]
                self.game_points[first] += points
                self.game_points[second] += 1.0 - points
                total += points
            self.match_points[white] += 2 if total * 2 > boards else 1 if total * 2 == boards else 0
            self.match_points[black] += 2 if total * 2 < boards else 1 if total * 2 == boards else 0
        self.byes.append(bye or 0)
        if bye:
            self.match_points[bye] += 1
        column = 89 + 10 * (round_number - 1)
        for index, line in enumerate(self.lines):
            if line.startswith("001"):
                player = int(line[4:8])
                line = line.ljust(column)[:column] + entries.get(player, " " * 10)
                line = line[:80] + f"{self.game_points[player]:4.1f}" + line[84:]
                self.lines[index] = line.rstrip()
        self.write(boards)

    def team_points(self, team, boards):
        played = sum(self.game_points[player] for player in self.rosters[team])
        return played + boards / 2 * self.byes.count(team)

    def write(self, boards):
        out = []
        for line in self.lines:
            if line.startswith("320"):
                continue
            if line.startswith("310"):
                team = int(line[4:8])
                line = (line[:53] + f"{self.match_points[team]:7.1f}"
                        + f"{self.team_points(team, boards):7.1f}" + line[67:])
            out.append(line)
        if any(self.byes):
            out.append(f"320 {1.0:4.1f} {boards / 2:4.1f} " + " ".join(f"{t:03d}" for t in self.byes))
        with open(self.path, "w", encoding="latin-1") as handle:
            handle.write("\n".join(out) + "\n")


def way_two(gacrux, arbiter, chosen, seed, path):
    """Gacrux pairs every round, arbiter checks."""
    made = generate(arbiter, chosen, seed, path, rounds_played=0, events=False)
    if made.returncode != 0:
        return "error", " ".join(made.stderr.split())[:200]
    baku_for_gacrux(path, chosen)
    trf = TeamFile(path)
    draw = random.Random(seed * 7919 + 1)
    for round_number in range(1, chosen["rounds"] + 1):
        printed = gacrux(["-i", path, "-p", "-n", str(round_number)])
        lines = printed.split()
        if not lines or not lines[0].isdigit() or len(lines) != 1 + 2 * int(lines[0]):
            if round_number == 1:
                return "unread", " ".join(printed.split())[:200]
            return "stopped", f"round {round_number}"
        numbers = [int(n) for n in lines[1:]]
        pairs = [(numbers[i], numbers[i + 1]) for i in range(0, len(numbers), 2)]
        unpaired = [w for w, b in pairs if b == 0]
        if len(unpaired) > 1:
            # No complete round-pairing (3.3.3): Gacrux leaves several teams without one.
            return "stopped", f"round {round_number}: Gacrux leaves {unpaired} unpaired"
        bye = unpaired[0] if unpaired else None
        trf.play(round_number, [p for p in pairs if p[1] != 0], bye, draw, chosen["boards"])
    return arbiter_check(arbiter, path)


def main():
    accelerated_only = "--accelerated" in sys.argv[1:]
    args = [arg for arg in sys.argv[1:] if arg != "--accelerated"]
    if len(args) < 3:
        print(__doc__.split("\n\n")[1])
        sys.exit(2)
    gacrux_dir, arbiter, count = os.path.abspath(args[0]), os.path.abspath(args[1]), int(args[2])
    work = os.path.abspath(args[3]) if len(args) > 3 else tempfile.mkdtemp(prefix="team-swiss-crosscheck.")
    first = int(args[4]) if len(args) > 4 else 1
    os.makedirs(work, exist_ok=True)
    signal.signal(signal.SIGALRM, out_of_time)
    gacrux = Gacrux(gacrux_dir)
    tally = [Counter(), Counter()]
    with open(os.path.join(work, "results.txt"), "a") as results:
        seeds = (seed for seed in itertools.count(first)
                 if not accelerated_only or settings(seed)["acceleration"] == "baku")
        for seed in itertools.islice(seeds, count):
            chosen = settings(seed)
            outcomes = []
            path = os.path.join(work, f"w1-{seed}.trf")
            made = generate(arbiter, chosen, seed, path)
            own = arbiter_check(arbiter, path) if made.returncode == 0 else None
            if own is None:
                outcomes.append(("stopped", " ".join(made.stderr.split())[:120]))
            elif own[0] != "agree":
                outcomes.append(("self-" + own[0], own[1]))
            else:
                baku_for_gacrux(path, chosen)
                outcomes.append(gacrux_check(gacrux, path))
            path2 = os.path.join(work, f"w2-{seed}.trf")
            outcomes.append(way_two(gacrux, arbiter, chosen, seed, path2))
            for way, (kind, _) in enumerate(outcomes):
                tally[way][kind] += 1
            for file, (kind, _) in zip([path, path2], outcomes):
                if kind in ("agree", "stopped") and os.path.exists(file):
                    os.remove(file)
            described = " ".join(f"{key}={value}" for key, value in chosen.items())
            line = f"{seed} {described} | way1 {outcomes[0][0]} {outcomes[0][1]} | way2 {outcomes[1][0]} {outcomes[1][1]}"
            results.write(line + "\n")
            results.flush()
            print(line, flush=True)
    for way in range(2):
        print(f"way {way + 1}: " + ", ".join(f"{k} {v}" for k, v in sorted(tally[way].items())))


if __name__ == "__main__":
    main()
