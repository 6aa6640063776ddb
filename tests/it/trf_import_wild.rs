//! TRF files of other programs read as they mean (issue 36): the editions in force on the
//! file's dates (and chosen on import, and changed later), half-point byes that Swiss
//! Perfect and ICU exports write as rounds without an opponent, `0000 - 0`, empty and
//! header-only files, two records that disagree about a game, a blank last round under
//! each edition of the Dutch rules, a file that does not give the initial colour, and the
//! Baku groups of a file without `XXA`; and the rank column written by the tie-breaks.
//! The fixtures in `tests/fixtures/trf/wild/` are written for these tests in the shapes
//! of those programs' files.

use std::path::{Path, PathBuf};

use arbiter::model::{
    ByeKind, Editions, GameResult, Outcome, PairingEdition, RatingEdition, RequestedByeKind,
    TiebreakEdition,
};
use arbiter::trf::{self, TrfImport};

use crate::support::cli::{self, arbiter_trf};
use crate::support::fixtures;

fn text(name: &str) -> String {
    fixtures::trf(&format!("wild/{name}"))
}

fn read(text: &str) -> TrfImport {
    trf::read(text, None).unwrap_or_else(|e| panic!("refused:\n{e}"))
}

fn warnings(import: &TrfImport) -> Vec<String> {
    import.warnings.iter().map(ToString::to_string).collect()
}

fn editions(
    pairing: PairingEdition,
    rating: RatingEdition,
    tiebreaks: TiebreakEdition,
) -> Editions {
    Editions {
        pairing,
        rating,
        tiebreaks,
    }
}

/// The fixture `name` copied into `directory`, as a path the command line takes.
fn copy(directory: &Path, name: &str) -> PathBuf {
    let path = directory.join(name);
    std::fs::copy(fixtures::path(&format!("trf/wild/{name}")), &path).expect("copied");
    path
}

fn utf8(path: &Path) -> &str {
    path.to_str().expect("UTF-8 path")
}

/// `arbiter trf import` of the fixture `name` (copied into `directory`) into
/// `imported.toml` beside it, with `options`: the two paths and the command's exit
/// code, output and errors.
fn import(
    directory: &Path,
    name: &str,
    options: &[&str],
) -> (PathBuf, PathBuf, (u8, String, String)) {
    let input = copy(directory, name);
    let output = directory.join("imported.toml");
    let command = ["import", utf8(&input), "-o", utf8(&output), "--force"];
    let answer = arbiter_trf(&[&command[..], options].concat());
    (input, output, answer)
}

/// Plain `FIDE_DUTCH` names the rules in force on the tournament's dates (TRF-26), and
/// so does the lack of a `192`: the start date (042), else the end date (052), else the
/// date of round 1 (132). A dated code names its edition; a file without any date gets
/// the oldest editions.
#[test]
fn the_editions_are_those_in_force_on_the_files_dates() {
    let of_2026 = editions(
        PairingEdition::Rules2026,
        RatingEdition::Rules2024,
        TiebreakEdition::Rules2026,
    );
    let dated_code =
        text("dated_2026.trf").replace("192 FIDE_DUTCH\r\n", "192 FIDE_DUTCH_2017\r\n");
    for (file, date, expected) in [
        (text("dated_2026.trf"), Some("2026-03-21"), of_2026),
        (text("dated_by_rounds.trf"), Some("2026-04-11"), of_2026),
        (
            text("zero_bye_as_loss.trf"),
            Some("2025-01-15"),
            editions(
                PairingEdition::Rules1992,
                RatingEdition::Rules2024,
                TiebreakEdition::Rules2024,
            ),
        ),
        (
            dated_code,
            Some("2026-03-21"),
            Editions {
                pairing: PairingEdition::Rules1992,
                ..of_2026
            },
        ),
        (
            "012 Club Night\r\n142 5\r\n152 W\r\n".to_string(),
            None,
            editions(
                PairingEdition::Rules1992,
                RatingEdition::Rules2013,
                TiebreakEdition::Rules2024,
            ),
        ),
    ] {
        let import = read(&file);
        assert_eq!(import.editions_date.as_deref(), date, "{file}");
        assert_eq!(import.tournament.editions, expected, "{file}");
    }
    assert_eq!(
        warnings(&read(&text("dated_2026.trf"))),
        Vec::<String>::new()
    );
}

/// `trf import` says which editions it took and why, takes others when asked, and
/// refuses an edition the system does not have.
#[test]
fn trf_import_takes_the_editions_chosen() {
    let directory = tempfile::tempdir().expect("a temporary directory");
    let (input, output, (status, out, err)) = import(directory.path(), "dated_2026.trf", &[]);
    assert_eq!((status, err.as_str()), (0, ""));
    assert_eq!(
        out,
        format!(
            "created {} from {}: dutch tournament, 4 players, 1 of 5 rounds paired\n\
             editions: pairing 2026, rating 2024, tie-breaks 2026 (in force on 2026-03-21, the file's date; \
             --edition, --rating-edition and --tiebreak-edition choose others)\n",
            utf8(&output),
            utf8(&input)
        )
    );

    let chosen = [
        "--edition",
        "1992",
        "--rating-edition",
        "2013",
        "--tiebreak-edition",
        "2024",
    ];
    let (_, _, (status, out, err)) = import(directory.path(), "dated_2026.trf", &chosen);
    assert_eq!(status, 0, "{err}");
    assert!(
        out.contains("editions: pairing 1992, rating 2013, tie-breaks 2024"),
        "{out}"
    );
    let saved = arbiter::storage::load(&output).expect("the tournament file");
    assert_eq!(
        saved.editions,
        editions(
            PairingEdition::Rules1992,
            RatingEdition::Rules2013,
            TiebreakEdition::Rules2024
        )
    );

    let (_, _, (status, _, err)) =
        import(directory.path(), "dated_2026.trf", &["--edition", "1997"]);
    assert_eq!(status, 3);
    assert_eq!(
        err,
        format!(
            "error: {}: the dutch system has no edition 1997 (arbiter has 1992 or 2026)\n",
            utf8(&input)
        )
    );
}

/// The rating and tie-break editions change no pairing: `settings` changes them after
/// round 1 and says what changed; the pairing edition stays fixed.
#[test]
fn the_rating_and_tiebreak_editions_change_at_any_time() {
    let directory = tempfile::tempdir().expect("a temporary directory");
    let (_, file, (status, _, err)) = import(directory.path(), "dated_2026.trf", &[]);
    assert_eq!(status, 0, "{err}");
    let out = cli::ok(&[
        "settings",
        utf8(&file),
        "--rating-edition",
        "2013",
        "--tiebreak-edition",
        "2024",
    ]);
    assert_eq!(
        out,
        "changed the rating edition from 2024 to 2013 (FIDE Rating Regulations effective from 1 July 2013) \
         and the tie-break edition from 2026 to 2024 (FIDE C.07 tie-break regulations of 2024): \
         the pairings stay as they are\n"
    );
    let saved = arbiter::storage::load(&file).expect("the tournament file");
    assert_eq!(
        saved.editions,
        editions(
            PairingEdition::Rules2026,
            RatingEdition::Rules2013,
            TiebreakEdition::Rules2024
        )
    );
    let refused = cli::arbiter(&["settings", utf8(&file), "--edition", "1992"]);
    assert!(!refused.success());
    assert_eq!(
        refused.stderr,
        "error: the edition of the pairing rules cannot change once round 1 is paired\n"
    );
}

/// Swiss Perfect and ICU write a half-point bye as a round without an opponent (`0000 -
/// -` or blank), as they write an absence: the points column tells them apart. Where it
/// counts a half-point bye in every such round of a player they are read so; where it
/// counts fewer, the file does not say which, and the reader says so.
#[test]
fn half_point_byes_written_as_rounds_without_an_opponent() {
    let import = read(&text("swiss_perfect_half_byes.trf"));
    assert_eq!(
        warnings(&import),
        [
            "the file does not say its pairing system (record 192): it is read as a Dutch system tournament",
            "line 11, column 82: player 5 has 2 points in columns 81-84 and 1.5 from the results: round 3 without an opponent (0000 - - or blank) read as a half-point bye (H), as Swiss Perfect and ICU exports write them",
            "line 12, column 82: player 6 has 1.5 points in columns 81-84 and 1 from the results: round 2 without an opponent (0000 - - or blank) read as a half-point bye (H), as Swiss Perfect and ICU exports write them",
        ]
    );
    let t = &import.tournament;
    assert_eq!(t.rounds[1].bye_of(6), Some(ByeKind::Half));
    assert_eq!(t.rounds[2].bye_of(5), Some(ByeKind::Half));
    // Player 5's blank last round is the bye, not a withdrawal.
    assert_eq!(t.player(5).expect("player 5").withdrawn_from, None);
    assert_eq!(
        t.player(6).expect("player 6").requested_bye(2),
        Some(RequestedByeKind::Half)
    );
    let written = trf::write(t).expect("written");
    let again = read(&written);
    assert_eq!(again.tournament.rounds, t.rounds);
    assert_eq!(again.tournament.players, t.players);

    let refused = trf::read(&text("swiss_perfect_which_bye.trf"), None)
        .expect_err("the file does not say which round")
        .to_string();
    assert_eq!(
        refused,
        "line 5, column 82: player 2 has 0.5 points in columns 81-84 but 0 from the results: 1 of the rounds 2 and 3 without an opponent may be half-point byes (as Swiss Perfect and ICU exports write them), but the file does not say which"
    );
}

/// `0000 - 0`, a loss without an opponent, scores what a zero-point bye does.
#[test]
fn a_loss_without_an_opponent_is_a_zero_point_bye() {
    let import = read(&text("zero_bye_as_loss.trf"));
    assert_eq!(
        warnings(&import),
        [
            "the file does not say its pairing system (record 192): it is read as a Dutch system tournament",
            "line 5, column 109: \"0000 - 0\" (a loss without an opponent) is read as the zero-point bye Z",
        ]
    );
    assert_eq!(import.tournament.rounds[1].bye_of(1), Some(ByeKind::Zero));
}

/// An empty file says so; a file with the header and no player (a template made before
/// registration) is a tournament without players.
#[test]
fn empty_and_header_only_files() {
    for empty in ["", "\r\n  \r\n", "### nothing yet\n\n"] {
        assert_eq!(
            trf::read(empty, None).expect_err("empty").to_string(),
            "the file is empty: it has no TRF record (no line but blank lines and ### comments)"
        );
    }
    let import = read(&text("header_only.trf"));
    let t = &import.tournament;
    assert_eq!(t.info.name, "Spring Open");
    assert_eq!(
        t.info.chief_arbiter.as_ref().map(|a| a.name.as_str()),
        Some("Huber, Anna")
    );
    assert_eq!(t.players.len(), 0);
    assert_eq!(t.rounds_planned, 7);
    assert_eq!(
        warnings(&import),
        [
            "the file does not say its pairing system (record 192): it is read as a Dutch system tournament"
        ]
    );
    let written = trf::write(t).expect("written");
    assert_eq!(read(&written).tournament, *t);
}

/// A draw on one side and a loss on the other is a result (`1/2-0`), but more often one
/// of the two records is wrong: it is read with a warning.
#[test]
fn records_that_disagree_about_a_game_are_named() {
    let import = read(&text("disagreeing_records.trf"));
    assert_eq!(
        warnings(&import),
        [
            "the file does not say its pairing system (record 192): it is read as a Dutch system tournament",
            "line 5, column 92: round 1: player 1 has = and player 2 0: read as 1/2-0, a result that is not a win, a loss or a draw for both (as after a penalty); if one of the two records is wrong, correct the game",
        ]
    );
    assert_eq!(
        import.tournament.rounds[0].pairings[0].games,
        [GameResult::Played {
            white: Outcome::Draw,
            black: Outcome::Loss,
            rated: true
        }]
    );
}

/// A blank last round is "not paired" in TRF: the rules of 2026 pair the player in the
/// next round, as bbpPairings does; those of 1992-2006 count him withdrawn (F8). Both
/// with a warning; a file that withdraws the player (`0000 - -` next) needs none.
#[test]
fn a_blank_last_round_is_read_by_the_edition() {
    let directory = tempfile::tempdir().expect("a temporary directory");
    let input = copy(directory.path(), "blank_last_round.trf");
    let pair = |edition: &str| {
        arbiter_trf(&[
            "pair",
            "--system",
            "dutch",
            "--edition",
            edition,
            utf8(&input),
        ])
    };
    let (status, out, err) = pair("2026");
    assert_eq!(status, 0, "{err}");
    assert_eq!(out, "3\n1 5\n3 4\n2 0\n");
    assert_eq!(
        err,
        format!(
            "warning: {}: line 8, column 92: player 3 (from round 2) has no entry in the last paired rounds and the file does not withdraw the player (0000 - - in round 3): TRF-26 reads a blank as not paired, so under the rules of 2026 the player is absent there and paired in round 3, as bbpPairings does (withdraw a player who has left)\n",
            utf8(&input)
        )
    );
    let (status, out, err) = pair("1992");
    assert_eq!(status, 0, "{err}");
    assert_eq!(out, "2\n5 4\n2 1\n");
    assert!(
        err.contains("player 3 (from round 2) has no entry in the last paired rounds and the file does not withdraw the player (0000 - - in round 3): read as withdrawn from that round on (absent without notice: Dutch rules of 1992-2006 F8), so the player is not paired in round 3 (reinstate a player who plays on)"),
        "{err}"
    );

    let withdrawn = text("blank_last_round.trf").replace(
        "1950                             0.0          1 b 0",
        "1950                             0.0          1 b 0            0000 - -",
    );
    let import = read(&withdrawn);
    assert_eq!(warnings(&import), Vec::<String>::new());
    assert_eq!(
        import
            .tournament
            .player(3)
            .expect("player 3")
            .withdrawn_from,
        Some(2)
    );
}

/// Before round 1, a file without `152` or `XXC` gets White for player 1, with a warning:
/// the colour is drawn by lot.
#[test]
fn an_initial_colour_not_given_is_said_to_be_assumed() {
    let import = read(&text("no_initial_colour.trf"));
    assert_eq!(
        warnings(&import),
        [
            "the file does not say the colour player 1 gets in round 1 (record 152 or XXC): White is assumed; it is drawn by lot before round 1, so set the colour drawn (arbiter settings FILE --initial-colour black)"
        ]
    );
    let given = text("no_initial_colour.trf").replace("142 4\r\n", "142 4\r\n152 B\r\n");
    assert_eq!(warnings(&read(&given)), Vec::<String>::new());
}

/// `_BAKU` without `XXA`: arbiter's GA follows C.04.7 1.2 (half rounded up to an even
/// number), bbpPairings' is the half rounded up; where they differ (6 players: 4 and 3)
/// the reader says so, and the file arbiter writes carries the `250` records that make
/// both pair alike.
#[test]
fn baku_groups_without_virtual_points_in_the_file() {
    let import = read(&text("baku_without_xxa.trf"));
    assert_eq!(
        warnings(&import),
        [
            "line 5, column 5: FIDE_DUTCH_2025_BAKU: the file gives no virtual points (250 or XXA): arbiter's Baku group GA has 4 of the 6 players (C.04.7: the first half of those paired in round 1, rounded up to an even number, and the late entries ranked among them); bbpPairings gives the virtual points to the first 3 and pairs this file differently (the files arbiter writes give them, which both read alike)"
        ]
    );
    // GA's four players' virtual points as 250 records (their layout: baku_acceleration).
    let written = trf::write(&import.tournament).expect("written");
    let accelerated: Vec<&str> = written.lines().filter(|l| l.starts_with("250")).collect();
    assert!(
        !accelerated.is_empty() && accelerated.iter().all(|l| l.ends_with(" 0001 0004")),
        "{written}"
    );
    assert_eq!(warnings(&read(&written)), Vec::<String>::new());

    // Eight players: GA is 4 by both readings.
    let eight = text("baku_without_xxa.trf")
        + &text("baku_without_xxa.trf")
            .lines()
            .filter(|l| l.starts_with("001    5") || l.starts_with("001    6"))
            .map(|l| {
                l.replace("001    5", "001    7")
                    .replace("001    6", "001    8")
                    + "\r\n"
            })
            .collect::<String>();
    assert_eq!(warnings(&read(&eight)), Vec::<String>::new());
}

/// The rank column is the player's place in the standings after the rounds in the file:
/// points, then the tournament's tie-breaks (here BH/C1, BH, SB, DE), as the rating
/// officer reads it; three players on 3 points are 2nd, 3rd and 4th, not all 2nd.
#[test]
fn the_rank_column_is_the_place_after_the_tiebreaks() {
    let t = read(&fixtures::trf("dutch_finished.trf")).tournament;
    let written = trf::write(&t).expect("written");
    let ranks: Vec<(&str, &str, &str)> = written
        .lines()
        .filter(|line| line.starts_with("001"))
        .map(|line| (line[4..8].trim(), line[80..84].trim(), line[85..89].trim()))
        .collect();
    assert_eq!(
        ranks,
        [
            ("1", "4.0", "1"),
            ("2", "3.0", "3"),
            ("3", "3.0", "2"),
            ("4", "3.0", "4"),
            ("5", "2.0", "6"),
            ("6", "1.5", "7"),
            ("7", "0.0", "10"),
            ("8", "2.5", "5"),
            ("9", "1.5", "8"),
            ("10", "1.0", "9"),
        ]
    );
    let standings = arbiter::standings::standings(&t);
    for (tpn, _, rank) in ranks {
        let row = standings
            .row(tpn.parse().expect("a number"))
            .expect("a row");
        assert_eq!(row.rank.to_string(), rank, "player {tpn}");
    }
}
