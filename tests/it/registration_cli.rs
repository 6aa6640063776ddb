//! Registration from lists on the command line: FIDE's combined rating list in its TXT
//! and XML layouts (fixtures written in FIDE's exact columns), a CSV registration list,
//! and the rating update from a newer list before round 1.

use std::path::Path;

use arbiter::storage;

use crate::support::cli::{arbiter_in, ok_in, refused_in};
use crate::support::{fixtures, open_toml};

/// A directory with the fixture lists and a new Dutch tournament `open.toml`.
fn event() -> tempfile::TempDir {
    let directory = tempfile::tempdir().expect("temporary directory");
    for name in [
        "players_list_foa.txt",
        "players_list_foa_next.txt",
        "players_list_xml_foa.xml",
        "entries.csv",
    ] {
        std::fs::copy(
            fixtures::path(&format!("registration/{name}")),
            directory.path().join(name),
        )
        .expect("fixture copied");
    }
    open_toml::create(directory.path(), "dutch", 5);
    directory
}

/// The rating update from the newer fixture list.
const UPDATE_RATINGS: &str =
    "player update-ratings open.toml --fide-list players_list_foa_next.txt";

/// A command line written out: its words, separated by spaces.
fn words(line: &str) -> Vec<&str> {
    line.split_whitespace().collect()
}

fn players(file: &Path) -> Vec<(u32, String, Option<u16>)> {
    storage::load(file)
        .expect("tournament")
        .players
        .into_iter()
        .map(|p| (p.tpn, p.name, p.rating))
        .collect()
}

#[test]
fn players_come_from_the_fide_list_and_the_csv_and_ratings_from_a_newer_list() {
    let event = event();
    let dir = event.path();
    let imported = ok_in(
        dir,
        &[
            "player",
            "import",
            "open.toml",
            "--fide-list",
            "players_list_foa.txt",
            "--ids",
            "4100018,13500214,4100042",
        ],
    );
    assert_eq!(
        imported,
        "indexed players_list_foa.txt (7 players) into players_list_foa.txt.arbiter-index\n\
         added Vermeulen, Anke, FIDE id 4100018, standard 2311 as player 2\n\
         added Novak, Petr, FIDE id 13500214, standard 2534 as player 1\n\
         added Maertens, Lotte, FIDE id 4100042, standard 1998 as player 3\n\
         imported 3 players; the tournament has 3\n"
    );
    let tournament = open_toml::load(dir);
    let anke = tournament.player(2).expect("player 2");
    assert_eq!(anke.federation.as_deref(), Some("BEL"));
    assert_eq!(anke.birth_date.as_deref(), Some("1994"));
    assert_eq!(anke.title, Some(arbiter::model::Title::WIM));
    assert_eq!(anke.sex, Some(arbiter::model::Sex::Female));

    let imported = ok_in(
        dir,
        &["player", "import", "open.toml", "--csv", "entries.csv"],
    );
    assert_eq!(
        imported,
        "entries.csv: columns not used: Club\n\
         added Hendrickx, Sofie, 1720 as player 5\n\
         added Aerts, Lucas, FIDE id 4100050, 1904 as player 4\n\
         added Wouters, Noor, unrated as player 6\n\
         imported 3 players; the tournament has 6\n"
    );

    let updated = ok_in(dir, &words(UPDATE_RATINGS));
    assert_eq!(
        updated,
        "indexed players_list_foa_next.txt (7 players) into players_list_foa_next.txt.arbiter-index\n\
         player 1 (Novak, Petr): 2534 -> 2541\n\
         player 2 (Vermeulen, Anke): 2311 -> 2320\n\
         player 4 (Aerts, Lucas): FIDE id 4100050 is not in the list; rating kept\n\
         2 standard ratings changed, 1 unchanged, 1 not in the list, 2 without FIDE id\n"
    );
    assert_eq!(
        players(&dir.join("open.toml")),
        [
            (1, "Novak, Petr".to_string(), Some(2541)),
            (2, "Vermeulen, Anke".to_string(), Some(2320)),
            (3, "Maertens, Lotte".to_string(), Some(1998)),
            (4, "Aerts, Lucas".to_string(), Some(1904)),
            (5, "Hendrickx, Sofie".to_string(), Some(1720)),
            (6, "Wouters, Noor".to_string(), None),
        ]
    );

    ok_in(dir, &["pair", "open.toml"]);
    assert_eq!(
        refused_in(
            dir,
            &[
                "player",
                "update-ratings",
                "open.toml",
                "--fide-list",
                "players_list_foa_next.txt"
            ]
        ),
        "error: ratings are updated from a new list before round 1 only (C.04.2 Art. 2.3): 1 round(s) are paired\n"
    );
}

#[test]
fn bad_imports_are_refused_and_nothing_is_entered() {
    let event = event();
    let dir = event.path();
    ok_in(
        dir,
        &[
            "player",
            "import",
            "open.toml",
            "--fide-list",
            "players_list_foa.txt",
            "--ids",
            "4100018",
        ],
    );
    let before = std::fs::read(dir.join("open.toml")).expect("file");
    assert_eq!(
        refused_in(
            dir,
            &[
                "player",
                "import",
                "open.toml",
                "--fide-list",
                "players_list_foa.txt",
                "--ids",
                "4100026,4100018",
            ]
        ),
        "error: FIDE id 4100018 (Vermeulen, Anke): Vermeulen, Anke is already entered as player 1\n"
    );
    assert_eq!(
        refused_in(
            dir,
            &[
                "player",
                "import",
                "open.toml",
                "--fide-list",
                "players_list_foa.txt",
                "--ids",
                "999"
            ]
        ),
        "error: FIDE id 999 is not in players_list_foa.txt; nothing was imported\n"
    );
    std::fs::write(
        dir.join("bad.csv"),
        "Name,Rating,Fed\n\"Kok, Daan\",2100,NED\n\"Smit, Eva\",19OO,NED\n",
    )
    .expect("written");
    assert_eq!(
        refused_in(dir, &["player", "import", "open.toml", "--csv", "bad.csv"]),
        "error: bad.csv, line 3, field rating: \"19OO\" is not a rating\n"
    );
    assert_eq!(std::fs::read(dir.join("open.toml")).expect("file"), before);
}

#[test]
fn the_xml_list_gives_the_same_players_as_the_txt_list() {
    let event = event();
    let dir = event.path();
    ok_in(
        dir,
        &[
            "new",
            "xml.toml",
            "--system",
            "dutch",
            "--rounds",
            "5",
            "--initial-colour",
            "white",
        ],
    );
    ok_in(
        dir,
        &[
            "player",
            "import",
            "open.toml",
            "--fide-list",
            "players_list_foa.txt",
            "--list",
            "rapid",
        ],
    );
    ok_in(
        dir,
        &[
            "player",
            "import",
            "xml.toml",
            "--fide-list",
            "players_list_xml_foa.xml",
            "--list",
            "rapid",
        ],
    );
    let txt = storage::load(&dir.join("open.toml"))
        .expect("tournament")
        .players;
    let xml = storage::load(&dir.join("xml.toml"))
        .expect("tournament")
        .players;
    assert_eq!(txt, xml);
    assert_eq!(
        players(&dir.join("xml.toml")),
        [
            (1, "Novak, Petr".to_string(), Some(2490)),
            (2, "Vermeulen, Anke".to_string(), Some(2290)),
            (3, "Janssens, Wout".to_string(), Some(2201)),
            (4, "Maes, Joris".to_string(), Some(2120)),
            (5, "Maertens, Lotte".to_string(), Some(2010)),
            (6, "Peeters, Bart".to_string(), Some(1650)),
            (7, "Dubois, Camille".to_string(), None),
        ]
    );
}

#[test]
fn lookups_by_fide_id_and_name_prefix_use_the_index_built_once() {
    let event = event();
    let dir = event.path();
    for list in ["players_list_foa.txt", "players_list_xml_foa.xml"] {
        let found = ok_in(dir, &["player", "lookup", list, "mae"]);
        assert_eq!(
            found,
            format!(
                "indexed {list} (7 players) into {list}.arbiter-index\n\
                 4100042    Maertens, Lotte                  BEL -   1998\n\
                 4100026    Maes, Joris                      BEL FM  2105  1971\n"
            )
        );
        assert_eq!(
            ok_in(
                dir,
                &["player", "lookup", list, "13500214", "--list", "blitz"]
            ),
            "13500214   Novak, Petr                      CZE GM  2512  1985\n"
        );
        assert_eq!(
            ok_in(dir, &["player", "lookup", list, "zz"]),
            "nobody in the list matches \"zz\"\n"
        );
    }
}

#[test]
fn a_fide_id_the_list_gives_another_name_is_entered_only_with_yes_and_reported() {
    let event = event();
    let dir = event.path();
    let add = |name: &str, fide_id: &str, yes: bool| {
        let mut args = vec![
            "player",
            "add",
            "open.toml",
            "--name",
            name,
            "--fide-id",
            fide_id,
            "--rating-list",
            "players_list_foa.txt",
        ];
        if yes {
            args.push("--yes");
        }
        arbiter_in(dir, &args)
    };
    let refused = add("Peters, Lotteotte", "4100042", false);
    assert!(!refused.status.success());
    assert_eq!(
        refused.stderr,
        "error: Peters, Lotteotte: the rating list gives FIDE id 4100042 to Maertens, Lotte; \
         repeat with --yes to enter the player as given\n"
    );
    let refused = add("Nobody, Known", "999", false);
    assert_eq!(
        refused.stderr,
        "error: Nobody, Known: FIDE id 999 is not in the rating list; \
         repeat with --yes to enter the player as given\n"
    );
    assert!(
        players(&dir.join("open.toml")).is_empty(),
        "nothing entered"
    );
    // The list's name with other case and spacing after the comma is the same name.
    let agreed = add("maertens,Lotte", "4100042", false);
    assert!(agreed.status.success());
    assert_eq!(agreed.stderr, "");
    let entered = add("Verm, Anke", "4100018", true);
    assert!(entered.status.success());
    assert_eq!(
        entered.stderr,
        "warning: Verm, Anke: the rating list gives FIDE id 4100018 to Vermeulen, Anke\n"
    );
    // Editing the rating of a misnamed player asks nothing; editing the name does.
    let edit = |tpn: &str, args: &[&str]| {
        let mut all = vec!["player", "edit", "open.toml", tpn];
        all.extend_from_slice(args);
        all.extend_from_slice(&["--rating-list", "players_list_foa.txt"]);
        arbiter_in(dir, &all)
    };
    // Verm is player 2 (unrated, after Maertens), then player 1 (rated 2300).
    assert!(edit("2", &["--rating", "2300"]).status.success());
    assert_eq!(
        edit("1", &["--name", "Vermeulen, Ank"]).stderr,
        "error: Vermeulen, Ank: the rating list gives FIDE id 4100018 to Vermeulen, Anke; \
         repeat with --yes to enter the player as given\n"
    );
    let updated = ok_in(dir, &words(UPDATE_RATINGS));
    assert_eq!(
        updated,
        "indexed players_list_foa_next.txt (7 players) into players_list_foa_next.txt.arbiter-index\n\
         player 1 (Verm, Anke): 2300 -> 2320, K - -> 20\n\
         player 2 (maertens,Lotte): unrated -> 1998, K - -> 20\n\
         2 standard ratings changed, 0 unchanged, 0 not in the list, 0 without FIDE id\n\
         player 1 (Verm, Anke): the rating list gives FIDE id 4100018 to Vermeulen, Anke: \
         check the name and the FIDE id\n"
    );
}

#[test]
fn the_lists_k_comes_with_the_player_and_tells_whether_his_rating_reached_2400() {
    let event = event();
    let dir = event.path();
    let import = "player import open.toml --fide-list players_list_foa.txt --list rapid \
                  --ids 13500214,4100034,1020041";
    ok_in(dir, &words(import));
    let entered: Vec<(String, Option<u8>, bool)> = storage::load(&dir.join("open.toml"))
        .expect("tournament")
        .players
        .into_iter()
        .map(|p| (p.name, p.k_factor, p.reached_2400))
        .collect();
    // Rk: Novak 10, Peeters 40; Dubois has no rapid rating, and no K.
    assert_eq!(
        entered,
        [
            ("Novak, Petr".to_string(), Some(10), true),
            ("Peeters, Bart".to_string(), Some(40), false),
            ("Dubois, Camille".to_string(), None, false),
        ]
    );
    let file = std::fs::read_to_string(dir.join("open.toml")).expect("file");
    assert!(
        file.contains("reached_2400 = true\nk_factor = 10\n"),
        "{file}"
    );
}
