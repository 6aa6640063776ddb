//! Issue #36, "everything an event needs, in the application": the results list beside
//! the pairing list, the facts FIDE asks for (arbiters with their FIDE ids, the TRF-26
//! time control, the event code, the rating list) set on the settings screen or the
//! command line and carried by the TRF and the rating report written from the rating
//! screen, and a status line that tells the truth.

use std::path::Path;

use arbiter::config::Config;
use arbiter::storage::{self, TournamentFile};
use arbiter::tui::action::check_disk;
use arbiter::tui::app::App;
use arbiter::tui::theme::Look;

use crate::support::cli::{ok_in, refused_in};
use crate::support::pairer::pair_simply;
use crate::support::tui::{dutch, press, screen};

/// The application on the Dutch tournament saved as `club.toml` in `dir`.
fn app_on_file(dir: &Path, tournament: &arbiter::model::Tournament) -> App {
    let path = dir.join("club.toml");
    storage::save(&path, tournament).expect("saved");
    let (file, tournament) = TournamentFile::open(&path).expect("opens");
    let mut app = App::new(
        tournament,
        Some(file),
        Look::default(),
        Config::new(Some(dir.join("config"))),
    );
    app.pairer = pair_simply;
    app
}

fn assert_status_ends_with(app: &App, end: &str) {
    assert!(app.status.text.ends_with(end), "{}", app.status.text);
}

/// The names of the tournament's prize categories, in their order.
fn category_names(app: &App) -> Vec<&str> {
    app.tournament
        .prizes
        .iter()
        .map(|p| p.name.as_str())
        .collect()
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).expect("written")
}

#[test]
fn p_on_results_writes_a_results_list_and_leaves_the_pairing_list_alone() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let mut app = app_on_file(dir.path(), &dutch());
    press(&mut app, "2P<Enter>");
    let pairing_list = dir.path().join("club-pairings-r6.txt");
    let printed = read(&pairing_list);
    assert!(printed.contains("Round 6 pairings\n"), "{printed}");
    // Board 1 with both players' ratings and their points before the round.
    let t = app.tournament.clone();
    let board = &t.round(6).expect("round 6").pairings[0];
    let rating = |tpn| t.player(tpn).and_then(|p| p.rating).expect("rated");
    let before = |tpn| t.score_after(tpn, 5).to_string();
    let line = printed
        .lines()
        .find(|l| l.starts_with("  1 "))
        .expect("board 1");
    let cells: Vec<&str> = line.split_whitespace().collect();
    let white_rating = rating(board.white).to_string();
    let black_rating = rating(board.black).to_string();
    for cell in [&white_rating, &before(board.white), &black_rating] {
        assert!(cells.contains(&cell.as_str()), "{cell} in {line}");
    }
    assert!(
        printed.lines().any(|l| l.starts_with(" Bd  No White")
            && l.contains(" Rtg  Pts  Result    Pts  Rtg  No Black")),
        "{printed}"
    );
    press(&mut app, "3P<Enter>");
    let results_list = dir.path().join("club-results-r6.txt");
    assert_eq!(app.status.text, format!("wrote {}", results_list.display()));
    let results = read(&results_list);
    assert!(results.contains("Round 6 results\n"), "{results}");
    assert_eq!(read(&pairing_list), printed, "the pairing list stays");
    // Points after the round on the results list.
    let after = t.score_after(board.white, 6).to_string();
    let line = results
        .lines()
        .find(|l| l.starts_with("  1 "))
        .expect("board 1");
    assert!(line.split_whitespace().any(|c| c == after), "{line}");
}

#[test]
fn the_settings_screen_takes_what_fide_asks_for_and_the_rating_screen_writes_the_trf() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let mut app = app_on_file(dir.path(), &dutch());
    let erase = "<BS>".repeat(40);
    // Chief arbiter (the sixth line), deputies, then the TRF 222 time control.
    press(
        &mut app,
        &format!("6jjjjj<Enter>{erase}Sheriff, Kim (12345678)<Enter>"),
    );
    press(
        &mut app,
        "j<Enter>Lund, Ola (7654321); Berg, Ida<Enter>jj<Enter>90'+30<Enter>",
    );
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.contains("not a time control as TRF-26 record 222 writes it"),
        "{shown}"
    );
    press(
        &mut app,
        &format!("{erase}5400+30<Enter>j<Right>j<Enter>123456<Enter>"),
    );
    insta::assert_snapshot!("settings_for_fide_80x24", screen(&mut app, 80, 24));
    let info = app.tournament.info.clone();
    assert_eq!(
        info.chief_arbiter
            .as_ref()
            .map(|a| (a.name.as_str(), a.fide_id)),
        Some(("Sheriff, Kim", Some(12345678)))
    );
    assert_eq!(info.deputy_arbiters.len(), 2);
    assert_eq!(info.time_control_code.as_deref(), Some("5400+30"));
    assert_eq!(info.event_code.as_deref(), Some("123456"));
    assert_eq!(info.rating_list, Some(arbiter::model::RatingList::Standard));
    // The rating screen writes the TRF for FIDE, and the report with the event's facts.
    press(&mut app, "5P<Right><Enter>");
    let trf = dir.path().join("club.trf");
    // Round 6 is in play: the export says what the file cannot.
    assert_eq!(
        app.status.text,
        format!(
            "wrote {}; round 6: 5 board(s) without a result, written with a blank result column \
             (TRF-26 has no code for a game not played yet; other programs read it as a \
             zero-point bye or refuse the file): export once the round's results are in",
            trf.display()
        )
    );
    let text = read(&trf);
    for line in [
        "102 Sheriff, Kim (12345678)\r\n",
        "112 Lund, Ola (7654321)\r\n112 Berg, Ida\r\n",
        "222 5400+30\r\n",
    ] {
        assert!(text.contains(line), "{line:?} in\n{text}");
    }
    let read_back = arbiter::trf::read(&text, None).expect("valid").tournament;
    assert_eq!(read_back.info.chief_arbiter, info.chief_arbiter);
    assert_eq!(read_back.info.time_control_code, info.time_control_code);
    // Another program's 222 in words is left out, with a warning.
    let words = text.replace("222 5400+30", "222 90 min + 30 s");
    let read_back = arbiter::trf::read(&words, None).expect("valid");
    assert_eq!(read_back.tournament.info.time_control_code, None);
    assert!(
        read_back.warnings.iter().any(|w| w.message
            == "\"90 min + 30 s\" is not a time control as TRF-26 record 222 writes it (e.g. 5400+30, 40/6000+30:900+30, W300-B240): record 222 is left out"),
        "{:?}",
        read_back.warnings
    );
    press(&mut app, "P<Enter>");
    let report = read(&dir.path().join("club-rating.txt"));
    for line in [
        "FIDE event code  123456\n",
        "Chief arbiter    Sheriff, Kim (12345678)\n",
        "Deputy arbiters  Lund, Ola (7654321); Berg, Ida\n",
        "TRF 222          5400+30\n",
        "Still to give for FIDE (settings screen): the federation, the start and end dates, the deputies' FIDE ids, the time control\n",
    ] {
        assert!(report.contains(line), "{line:?} in\n{report}");
    }
}

#[test]
fn the_command_line_sets_the_same_facts() {
    let dir = tempfile::tempdir().expect("temporary directory");
    ok_in(
        dir.path(),
        &[
            "new",
            "open.toml",
            "--system",
            "dutch",
            "--rounds",
            "5",
            "--initial-colour",
            "white",
            "--chief-arbiter",
            "Sheriff, Kim (12345678)",
            "--time-control-code",
            "5400+30",
            "--event-code",
            "123456",
            "--rating-list",
            "rapid",
        ],
    );
    ok_in(
        dir.path(),
        &[
            "settings",
            "open.toml",
            "--deputy-arbiters",
            "Lund, Ola (7654321);Berg, Ida",
        ],
    );
    let listing = ok_in(dir.path(), &["settings", "open.toml"]);
    for line in [
        "chief arbiter   Sheriff, Kim (12345678)\n",
        "deputy arbiters Lund, Ola (7654321); Berg, Ida\n",
        "TRF 222         5400+30\n",
        "event code      123456\n",
        "rating list     rapid\n",
    ] {
        assert!(listing.contains(line), "{line:?} in\n{listing}");
    }
    let refused = refused_in(
        dir.path(),
        &["settings", "open.toml", "--time-control-code", "90 min"],
    );
    assert!(
        refused.contains("\"90 min\" is not a time control as TRF-26 record 222 writes it"),
        "{refused}"
    );
    ok_in(dir.path(), &["settings", "open.toml", "--rating-list", ""]);
    let listing = ok_in(dir.path(), &["settings", "open.toml"]);
    assert!(listing.contains("rating list     standard\n"), "{listing}");
}

#[test]
fn the_status_line_offers_the_next_round_only_when_one_is_due() {
    let mut tournament = dutch();
    // Board 1 of round 5 still without its result (entered late, below).
    tournament.rounds[4].pairings[0]
        .games
        .fill(arbiter::model::GameResult::Pending);
    tournament.rounds_planned = 6;
    tournament.info.round_dates.truncate(6);
    for player in &mut tournament.players {
        player.byes.retain(|bye| bye.round <= 6);
    }
    let mut app = crate::support::tui::app(tournament);
    press(&mut app, "3<Enter>1 0 = 1 0<Enter>");
    assert_status_ends_with(&app, "; round 6 complete: that was the last round");
    // A result entered late in an earlier round: later rounds exist, nothing to pair.
    press(&mut app, "<Esc>[1<Enter>0<Enter>");
    assert_status_ends_with(&app, "; round 5 complete");
}

#[test]
fn a_bye_given_on_the_command_line_is_reported_as_a_bye() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let mut app = app_on_file(dir.path(), &dutch());
    ok_in(
        dir.path(),
        &[
            "player",
            "bye",
            "club.toml",
            "3",
            "--round",
            "7",
            "--kind",
            "half",
        ],
    );
    assert!(check_disk(&mut app));
    let said = format!(
        "saved the file: half-point bye for {} in round 7",
        app.player_label(3)
    );
    let status = &app.status.text;
    assert!(status.contains(&said), "{status}");
    for wrong in ["edited", "changed by hand"] {
        assert!(!status.contains(wrong), "{status}");
    }
}

#[test]
fn the_prize_list_is_kept_on_the_standings_screen_and_printed_from_it() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let mut app = app_on_file(dir.path(), &dutch());
    press(&mut app, "4$");
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.contains("No prize categories yet: a adds one."),
        "{shown}"
    );
    press(&mut app, "aGeneral<Tab><BS>3<Enter>");
    press(&mut app, "aUnder 1800<Tab><BS>2<Tab><Tab>1800<Enter>");
    assert_eq!(category_names(&app), ["General", "Under 1800"]);
    assert_eq!(app.tournament.prizes[1].rating_below, Some(1800));
    assert_eq!(app.tournament.prizes[1].places, 2);
    insta::assert_snapshot!("prize_list_80x24", screen(&mut app, 80, 24));
    // A category without places is refused in the form.
    press(&mut app, "aNobody<Tab><BS>0<Enter>");
    let shown = screen(&mut app, 80, 24);
    assert!(shown.contains("Add a prize category"), "{shown}");
    press(&mut app, "<Esc>");
    // Printed from the standings screen: the prize list is the third choice.
    press(&mut app, "$P<Right><Right><Enter>");
    let printed = read(&dir.path().join("club-prizes.txt"));
    assert!(
        printed.contains("General (all players; 3 places)"),
        "{printed}"
    );
    // Enter on the marked category changes it in its place, from its values.
    press(&mut app, "$j<Enter>");
    let shown = screen(&mut app, 80, 24);
    assert!(
        shown.contains("Change the prize category Under 1800") && shown.contains("1800"),
        "{shown}"
    );
    press(&mut app, "<Tab><BS>1<Enter>");
    assert_eq!(
        app.status.text,
        "changed prize category \"Under 1800\" to \"Under 1800\": 1 place(s), rating below 1800"
    );
    assert_eq!(category_names(&app), ["General", "Under 1800"]);
    assert_eq!(app.tournament.prizes[1].places, 1);
    assert_eq!(app.tournament.prizes[1].rating_below, Some(1800));
    // d removes the marked category, once confirmed.
    press(&mut app, "dy");
    assert_eq!(category_names(&app), ["General"]);
    assert_eq!(
        storage::load(&dir.path().join("club.toml"))
            .expect("saved")
            .prizes
            .len(),
        1
    );
}

/// Amounts typed in the form (one per place, separated by commas) show in the prize
/// list's amount column.
#[test]
fn the_prize_list_shows_the_amounts_typed_in_the_form() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let mut app = app_on_file(dir.path(), &dutch());
    press(&mut app, "4$");
    press(&mut app, "aGeneral<Tab><BS>3");
    press(
        &mut app,
        "<Tab><Tab><Tab><Tab><Tab><Tab><Tab><Tab>500,300,200<Enter>",
    );
    press(&mut app, "aUnder 1800<Tab><BS>2<Tab><Tab>1800");
    press(&mut app, "<Tab><Tab><Tab><Tab><Tab><Tab>100,50<Enter>");
    let amounts: Vec<&[u32]> = app
        .tournament
        .prizes
        .iter()
        .map(|p| p.amounts.as_slice())
        .collect();
    assert_eq!(amounts, [&[500, 300, 200][..], &[100, 50][..]]);
    insta::assert_snapshot!("prize_amounts_80x24", screen(&mut app, 80, 24));
}

#[test]
fn the_site_has_a_prize_page_once_there_are_categories() {
    let mut tournament = dutch();
    let without = arbiter::export::site::site(&tournament, &Default::default());
    assert!(!without.iter().any(|page| page.file == "prizes.html"));
    tournament
        .add_prize_category(arbiter::model::PrizeCategory::new("General", 3))
        .expect("valid");
    let pages = arbiter::export::site::site(&tournament, &Default::default());
    let prizes = pages
        .iter()
        .find(|page| page.file == "prizes.html")
        .expect("a prize page");
    assert!(
        prizes.html.contains("General (all players; 3 places)"),
        "{}",
        prizes.html
    );
    let index = &pages[0];
    assert!(
        index.html.contains("<a href=\"prizes.html\">Prizes</a>"),
        "{}",
        index.html
    );
}

/// The rules of the prizes on the settings screen, under Points: the currency typed,
/// the prizes a player may take and the sharing of tied places chosen with Right; the
/// prize list's heading names the currency.
#[test]
fn the_prize_rules_are_set_on_the_settings_screen() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let mut app = app_on_file(dir.path(), &dutch());
    // The currency follows the 21 settings of the event and the 9 points.
    press(&mut app, &format!("6{}<Enter>EUR<Enter>", "j".repeat(30)));
    assert_eq!(app.status.text, "set the prize currency to EUR");
    press(&mut app, "j<Right>j<Right>");
    assert_eq!(
        app.status.text,
        "set the prize sharing to split: players tied on points split the prizes (Hort)"
    );
    insta::assert_snapshot!("settings_prize_rules_80x24", screen(&mut app, 80, 24));
    let saved = storage::load(&dir.path().join("club.toml")).expect("saved");
    let rules = &saved.prize_rules;
    assert_eq!(rules.currency.as_deref(), Some("EUR"));
    assert_eq!(rules.per_player, arbiter::model::PrizesPerPlayer::All);
    assert_eq!(rules.sharing, arbiter::model::PrizeSharing::Split);
    press(&mut app, "4$aGeneral<Tab><BS>2");
    press(
        &mut app,
        "<Tab><Tab><Tab><Tab><Tab><Tab><Tab><Tab>500,300<Enter>",
    );
    insta::assert_snapshot!("prize_list_currency_80x24", screen(&mut app, 80, 24));
    // P on the prize list prints the prize list first.
    press(&mut app, "P<Enter>");
    let printed = read(&dir.path().join("club-prizes.txt"));
    assert!(
        printed.contains("General (all players; 2 places)") && printed.contains("Prize EUR"),
        "{printed}"
    );
    // Back to one prize a player.
    press(&mut app, "6k<Left>");
    assert_eq!(
        app.status.text,
        "set the prizes per player to one: one prize a player, the most valuable"
    );
}
