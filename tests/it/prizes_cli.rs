//! The prize list on the command line: categories added to and removed from the file
//! (which reads back byte for byte), and each category's places from the standings.

use arbiter::storage;

use crate::support::cli::{ok_in, refused_in};
use crate::support::open_toml;

/// Six players, round 1 played: 1-4 1-0, 5-2 1-0, 3-6 =.
fn event() -> tempfile::TempDir {
    event_with(["1-0", "1-0", "="])
}

/// Six players, round 1 played (1-4, 5-2, 3-6) with these results.
fn event_with(results: [&str; 3]) -> tempfile::TempDir {
    let directory = tempfile::tempdir().expect("directory");
    let dir = directory.path();
    std::fs::write(
        dir.join("entries.csv"),
        "Name,Rating,Fed,Sex,Born\n\
         \"Adams, Alan\",2100,ENG,m,1960-04-02\n\
         \"Baker, Beth\",1950,BEL,f,2011-07-09\n\
         \"Cole, Carl\",1830,BEL,m,1990\n\
         \"Dunn, Dora\",1760,NED,f,1958\n\
         \"Evans, Emil\",1700,BEL,m,2010\n\
         \"Ford, Fay\",0,BEL,f,2012-01-15\n",
    )
    .expect("written");
    open_toml::create(dir, "dutch", 5);
    ok_in(
        dir,
        &["player", "import", "open.toml", "--csv", "entries.csv"],
    );
    ok_in(dir, &["pair", "open.toml"]);
    let shown = ok_in(dir, &["show", "open.toml", "--round", "1"]);
    assert!(shown.contains("Adams, Alan"), "{shown}");
    let tournament = open_toml::load(dir);
    let round = &tournament.rounds[0];
    let boards: Vec<(u32, u32)> = round.pairings.iter().map(|p| (p.white, p.black)).collect();
    assert_eq!(boards, [(1, 4), (5, 2), (3, 6)]);
    for (board, result) in ["1", "2", "3"].into_iter().zip(results) {
        ok_in(
            dir,
            &[
                "result",
                "open.toml",
                "--round",
                "1",
                "--board",
                board,
                result,
            ],
        );
    }
    directory
}

/// `arbiter prizes open.toml --add` with `args` (the name, then the places and conditions).
fn add_category(dir: &std::path::Path, args: &[&str]) -> String {
    let mut all = vec!["prizes", "open.toml", "--add"];
    all.extend_from_slice(args);
    ok_in(dir, &all)
}

/// `arbiter settings open.toml` with the options `args` (the rules of the prizes).
fn set(dir: &std::path::Path, args: &[&str]) -> String {
    let mut all = vec!["settings", "open.toml"];
    all.extend_from_slice(args);
    ok_in(dir, &all)
}

#[test]
fn categories_are_stored_in_the_file_and_read_back_unchanged() {
    let event = event();
    let dir = event.path();
    assert_eq!(
        add_category(
            dir,
            &["Under 1900", "--places", "2", "--rating-below", "1900"]
        ),
        "added prize category \"Under 1900\": 2 place(s), rating below 1900\n"
    );
    assert_eq!(
        add_category(
            dir,
            &["Youth U16", "--places", "1", "--born-from", "2010-01-01"]
        ),
        "added prize category \"Youth U16\": 1 place(s), born 2010-01-01 or later\n"
    );
    add_category(dir, &["Best woman", "--places", "1", "--sex", "f"]);
    add_category(dir, &["Unrated", "--places", "1", "--unrated"]);
    add_category(dir, &["Local", "--places", "3", "--federation", "bel"]);
    let text = std::fs::read_to_string(dir.join("open.toml")).expect("file");
    assert!(
        text.contains(
            "\n[[prizes]]\nname = \"Under 1900\"\nplaces = 2\nrating_below = 1900\n\n\
             [[prizes]]\nname = \"Youth U16\"\nplaces = 1\nborn_from = \"2010-01-01\"\n\n\
             [[prizes]]\nname = \"Best woman\"\nplaces = 1\nsex = \"f\"\n\n\
             [[prizes]]\nname = \"Unrated\"\nplaces = 1\nunrated = true\n\n\
             [[prizes]]\nname = \"Local\"\nplaces = 3\nfederation = \"BEL\"\n\n[[players]]\n"
        ),
        "{text}"
    );
    let tournament = storage::parse(&text, &dir.join("open.toml")).expect("reads");
    assert_eq!(storage::to_toml(&tournament), text);

    assert_eq!(
        refused_in(
            dir,
            &["prizes", "open.toml", "--add", "Empty", "--places", "0"]
        ),
        "error: prize category \"Empty\", places: a prize category has at least 1 place\n"
    );
    assert_eq!(
        refused_in(
            dir,
            &["prizes", "open.toml", "--add", "local", "--places", "1"]
        ),
        "error: there is already a prize category \"local\"\n"
    );
    assert_eq!(
        ok_in(dir, &["prizes", "open.toml", "--remove", "unrated"]),
        "removed prize category \"Unrated\"\n"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("open.toml"))
            .expect("file")
            .matches("[[prizes]]")
            .count(),
        4
    );
}

#[test]
fn each_category_lists_its_places_from_the_standings_when_a_player_may_take_every_prize() {
    let event = event();
    let dir = event.path();
    assert_eq!(
        set(dir, &["--prizes-per-player", "all"]),
        "set the prizes per player to all: every prize a player qualifies for\n"
    );
    add_category(
        dir,
        &["Under 1900", "--places", "2", "--rating-below", "1900"],
    );
    add_category(
        dir,
        &["Youth U16", "--places", "1", "--born-from", "2010-01-01"],
    );
    add_category(dir, &["Unrated", "--places", "1", "--unrated"]);
    let prizes = ok_in(dir, &["prizes", "open.toml"]);
    assert_eq!(
        prizes,
        "Tournament\n\
         Prize list after round 1: Under 1900 (rating below 1900; 2 places)\n\
         \n\
         \x20 Rk  No  Name                      Rtg Fed   Pts  BH/C1     BH     SB     DE\n\
         \x20  1   5  Evans, Emil              1700 BEL     1      0      0      0      0\n\
         \x20  2   3  Cole, Carl               1830 BEL   0.5      0    0.5   0.25    0.5\n\
         \n\
         BH/C1: Buchholz Cut-1 (C.07 8.1, 14.1)\n\
         BH: Buchholz (C.07 8.1)\n\
         SB: Sonneborn-Berger (C.07 9.1)\n\
         DE: direct encounter (C.07 6)\n\
         Tie-breaks: FIDE C.07 tie-break regulations as amended from 1 March 2026\n\
         \u{c}Tournament\n\
         Prize list after round 1: Youth U16 (born 2010-01-01 or later; 1 place)\n\
         \n\
         \x20 Rk  No  Name                      Rtg Fed   Pts  BH/C1     BH     SB     DE\n\
         \x20  1   5  Evans, Emil              1700 BEL     1      0      0      0      0\n\
         \n\
         BH/C1: Buchholz Cut-1 (C.07 8.1, 14.1)\n\
         BH: Buchholz (C.07 8.1)\n\
         SB: Sonneborn-Berger (C.07 9.1)\n\
         DE: direct encounter (C.07 6)\n\
         Tie-breaks: FIDE C.07 tie-break regulations as amended from 1 March 2026\n\
         \u{c}Tournament\n\
         Prize list after round 1: Unrated (unrated; 1 place)\n\
         \n\
         \x20 Rk  No  Name                      Rtg Fed   Pts  BH/C1     BH     SB     DE\n\
         \x20  1   6  Ford, Fay                     BEL   0.5      0    0.5   0.25    0.5\n\
         \n\
         BH/C1: Buchholz Cut-1 (C.07 8.1, 14.1)\n\
         BH: Buchholz (C.07 8.1)\n\
         SB: Sonneborn-Berger (C.07 9.1)\n\
         DE: direct encounter (C.07 6)\n\
         Tie-breaks: FIDE C.07 tie-break regulations as amended from 1 March 2026\n"
    );
}

/// The three winners of round 1 share the general prizes by the split rule, and the one
/// prize each takes lets Dunn, on no points, move up to the Under 1900 prize.
#[test]
fn tied_players_split_the_prizes_and_a_player_takes_one_prize() {
    let event = event_with(["1-0", "1-0", "1-0"]);
    let dir = event.path();
    add_category(
        dir,
        &["General", "--places", "3", "--amounts", "500,300,200"],
    );
    add_category(
        dir,
        &[
            "Under 1900",
            "--places",
            "1",
            "--rating-below",
            "1900",
            "--amounts",
            "100",
        ],
    );
    assert_eq!(
        set(dir, &["--currency", "EUR", "--prize-sharing", "split"]),
        "set the prize currency to EUR\n\
         set the prize sharing to split: players tied on points split the prizes (Hort)\n"
    );
    let text = std::fs::read_to_string(dir.join("open.toml")).expect("file");
    assert!(
        text.contains("currency = \"EUR\"\nprize_sharing = \"split\"\n"),
        "{text}"
    );
    let tournament = storage::parse(&text, &dir.join("open.toml")).expect("reads");
    assert_eq!(storage::to_toml(&tournament), text);
    assert_eq!(
        ok_in(dir, &["prizes", "open.toml"]),
        "Tournament\n\
         Prize list after round 1: General (all players; 3 places)\n\
         \n\
         \x20 Rk  No  Name                      Rtg Fed   Pts Prize EUR  BH/C1     BH     SB     DE\n\
         \x20 1=   1  Adams, Alan              2100 ENG     1       333      0      0      0      0\n\
         \x20 1=   3  Cole, Carl               1830 BEL     1       333      0      0      0      0\n\
         \x20 1=   5  Evans, Emil              1700 BEL     1       333      0      0      0      0\n\
         \n\
         BH/C1: Buchholz Cut-1 (C.07 8.1, 14.1)\n\
         BH: Buchholz (C.07 8.1)\n\
         SB: Sonneborn-Berger (C.07 9.1)\n\
         DE: direct encounter (C.07 6)\n\
         Tie-breaks: FIDE C.07 tie-break regulations as amended from 1 March 2026\n\
         1=: 3 players share 1000 EUR, 333 each, 1 left over\n\
         = tied on points: they share the prizes of their places equally (split rule)\n\
         \u{c}Tournament\n\
         Prize list after round 1: Under 1900 (rating below 1900; 1 place)\n\
         \n\
         \x20 Rk  No  Name                      Rtg Fed   Pts Prize EUR  BH/C1     BH     SB     DE\n\
         \x20  1   4  Dunn, Dora               1760 NED     0       100      0      1      0      0\n\
         \n\
         BH/C1: Buchholz Cut-1 (C.07 8.1, 14.1)\n\
         BH: Buchholz (C.07 8.1)\n\
         SB: Sonneborn-Berger (C.07 9.1)\n\
         DE: direct encounter (C.07 6)\n\
         Tie-breaks: FIDE C.07 tie-break regulations as amended from 1 March 2026\n"
    );
    assert_eq!(
        ok_in(dir, &["prizes", "open.toml", "--format", "csv"])
            .lines()
            .collect::<Vec<_>>(),
        [
            "\"Category\",\"Rank\",\"Tied\",\"No\",\"Title\",\"Name\",\"Rating\",\"Federation\",\"Points\",\"BH/C1 (C.07 2026)\",\"BH (C.07 2026)\",\"SB (C.07 2026)\",\"DE (C.07 2026)\",\"Prize EUR\"",
            "\"General\",1,\"yes\",1,,\"Adams, Alan\",2100,\"ENG\",1,0,0,0,0,333",
            "\"General\",1,\"yes\",3,,\"Cole, Carl\",1830,\"BEL\",1,0,0,0,0,333",
            "\"General\",1,\"yes\",5,,\"Evans, Emil\",1700,\"BEL\",1,0,0,0,0,333",
            "\"Under 1900\",1,,4,,\"Dunn, Dora\",1760,\"NED\",0,0,1,0,0,100",
        ]
    );
    assert_eq!(
        refused_in(
            dir,
            &[
                "prizes",
                "open.toml",
                "--add",
                "Rising",
                "--places",
                "2",
                "--amounts",
                "100,200"
            ]
        ),
        "error: prize category \"Rising\", amounts: an amount is higher than the one of the place before it\n"
    );
}

/// The rules of the prizes are listed by `arbiter settings`, refused when misspelt, and
/// put back to their defaults (an empty currency removes it).
#[test]
fn the_prize_rules_are_listed_and_changed_with_settings() {
    let event = event();
    let dir = event.path();
    let listing = |dir| {
        let all = set(dir, &[]);
        all.lines()
            .skip_while(|l| !l.starts_with("currency"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(
        listing(dir),
        "currency        -\nprizes/player   one\nprize sharing   tie-breaks"
    );
    set(
        dir,
        &[
            "--currency",
            "EUR",
            "--prizes-per-player",
            "all",
            "--prize-sharing",
            "split",
        ],
    );
    assert_eq!(
        listing(dir),
        "currency        EUR\nprizes/player   all\nprize sharing   split"
    );
    let refused = refused_in(dir, &["settings", "open.toml", "--prize-sharing", "hort"]);
    assert!(
        refused.contains("unknown prize sharing \"hort\" (expected tie-breaks or split)"),
        "{refused}"
    );
    assert_eq!(
        set(
            dir,
            &[
                "--currency",
                "",
                "--prizes-per-player",
                "one",
                "--prize-sharing",
                "tie-breaks",
            ],
        ),
        "set the prize currency to nothing\n\
         set the prizes per player to one: one prize a player, the most valuable\n\
         set the prize sharing to tie-breaks: places by the tie-breaks\n"
    );
    let text = std::fs::read_to_string(dir.join("open.toml")).expect("file");
    for key in ["currency", "prizes_per_player", "prize_sharing"] {
        assert!(!text.contains(key), "{key} in {text}");
    }
}

/// `--change` puts a new category in the place of the one named: places, conditions and
/// amounts as given, `--name` renaming it; an unknown name is refused with the names.
#[test]
fn a_category_is_changed_in_its_place() {
    let event = event();
    let dir = event.path();
    add_category(dir, &["General", "--places", "3"]);
    add_category(dir, &["Women", "--places", "1", "--sex", "f"]);
    assert_eq!(
        ok_in(
            dir,
            &[
                "prizes",
                "open.toml",
                "--change",
                "general",
                "--name",
                "Open",
                "--places",
                "2",
                "--amounts",
                "400,200",
            ],
        ),
        "changed prize category \"general\" to \"Open\": 2 place(s), all players\n"
    );
    let tournament = open_toml::load(dir);
    let names: Vec<(&str, u32)> = tournament
        .prizes
        .iter()
        .map(|p| (p.name.as_str(), p.places))
        .collect();
    assert_eq!(names, [("Open", 2), ("Women", 1)]);
    assert_eq!(tournament.prizes[0].amounts, [400, 200]);
    assert_eq!(
        refused_in(
            dir,
            &[
                "prizes",
                "open.toml",
                "--change",
                "Seniors",
                "--places",
                "1"
            ]
        ),
        "error: there is no prize category \"Seniors\" (categories: Open, Women)\n"
    );
    assert_eq!(
        refused_in(
            dir,
            &[
                "prizes",
                "open.toml",
                "--change",
                "Open",
                "--name",
                "women",
                "--places",
                "1"
            ]
        ),
        "error: there is already a prize category \"women\"\n"
    );
}
