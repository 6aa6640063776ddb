//! Plain-text listings for the command line: players, a round's pairings, a summary.

use std::fmt::Write;

use crate::export::tables::{pairing_rules, round_title};
use crate::model::{Round, Tournament};

/// TPN, title, name, rating, federation, points and status of every player.
pub fn player_list(tournament: &Tournament) -> String {
    let scores = tournament.scores();
    let next = tournament.rounds_paired() + 1;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{:>4}  {:<3}  {:<30}  {:>6}  {:<3}  {:>5}  status",
        "TPN", "Tit", "Name", "Rating", "Fed", "Pts"
    );
    for (player, score) in tournament.players.iter().zip(scores) {
        let status = match (player.withdrawn_from, player.requested_bye(next)) {
            (Some(round), _) => format!("withdrawn from round {round}"),
            (None, Some(kind)) => format!("{} bye requested for round {next}", kind.word()),
            (None, None) => "active".to_string(),
        };
        let status = if player.adjustments.is_empty() {
            status
        } else {
            let adjustments: Vec<String> =
                player.adjustments.iter().map(ToString::to_string).collect();
            format!("{status}; points adjusted {}", adjustments.join(", "))
        };
        let _ = writeln!(
            out,
            "{:>4}  {:<3}  {:<30}  {:>6}  {:<3}  {:>5}  {status}",
            player.tpn,
            player.title.map_or("", |t| t.code()),
            player.name,
            player.rating.map_or("-".to_string(), |r| r.to_string()),
            player.federation.as_deref().unwrap_or(""),
            score,
        );
    }
    out
}

/// Boards with players, their scores before the round and the results, then the byes.
pub fn round_pairings(tournament: &Tournament, round: &Round) -> String {
    let scores = tournament.scores_after(round.number - 1);
    let before = |tpn| crate::model::score_of(&scores, tpn);
    let name = |tpn| tournament.player_label(tpn);
    let mut out = String::new();
    let _ = writeln!(out, "{}", round_title(tournament, round.number, ""));
    let _ = writeln!(out, "paired by the {} rules", pairing_rules(tournament));
    for pairing in &round.pairings {
        let results: Vec<String> = pairing.games.iter().map(ToString::to_string).collect();
        let _ = writeln!(
            out,
            "{:>3}  {:<32} {:>4}  {:^9}  {:<4} {}",
            pairing.board,
            name(pairing.white),
            before(pairing.white),
            results.join(" "),
            before(pairing.black),
            name(pairing.black),
        );
    }
    for bye in &round.byes {
        let kind = bye.kind;
        let _ = writeln!(
            out,
            "     {:<32} {:>4}  {kind} ({})",
            name(bye.player),
            before(bye.player),
            tournament.scoring.bye(bye.kind)
        );
    }
    out
}

/// The tournament's settings and progress.
pub fn summary(tournament: &Tournament) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", tournament.info.name);
    let system = match &tournament.teams {
        Some(teams) => format!(
            "team {} on {} boards, {} rounds, {} teams",
            teams.system,
            teams.boards,
            tournament.rounds_planned,
            teams.teams.len()
        ),
        None => format!(
            "{}, {} rounds",
            pairing_rules(tournament),
            tournament.rounds_planned
        ),
    };
    let _ = writeln!(
        out,
        "system {system}, {} players, {} rounds paired",
        tournament.players.len(),
        tournament.rounds_paired()
    );
    if let Some(controller) = &tournament.info.imported_pairing_controller {
        let _ = writeln!(out, "imported from a TRF paired by {controller}");
    }
    if let Some(last) = tournament.rounds.last() {
        let without_lineups = tournament
            .teams
            .as_ref()
            .and_then(|teams| teams.round(last.number))
            .map_or(0, |round| {
                round
                    .matches
                    .iter()
                    .filter(|m| m.forfeit.is_none() && !m.has_lineups())
                    .count()
            });
        let missing = last.missing_results();
        let mut open = Vec::new();
        if without_lineups > 0 {
            open.push(format!("{without_lineups} match(es) without both line-ups"));
        }
        if missing > 0 {
            open.push(format!("{missing} result(s) missing"));
        }
        let _ = writeln!(
            out,
            "round {}: {}",
            last.number,
            if open.is_empty() {
                "complete".to_string()
            } else {
                open.join(", ")
            }
        );
    }
    out
}

/// The ARO list of Dubov article 9 after `round`: TPN, name, rating, score, games
/// against rated opponents and ARO, in TPN order.
pub fn aro_list(tournament: &Tournament, round: u32) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "ARO after round {round}");
    let _ = writeln!(
        out,
        "{:>4}  {:<30}  {:>6}  {:>5}  {:>5}  {:>7}",
        "TPN", "Name", "Rating", "Pts", "Games", "ARO"
    );
    let scores = tournament.scores_after(round);
    for entry in crate::pairing::dubov::aro_list(tournament, round) {
        let _ = writeln!(
            out,
            "{:>4}  {:<30}  {:>6}  {:>5}  {:>5}  {:>7}",
            entry.tpn,
            entry.name,
            entry.rating.map_or("-".to_string(), |r| r.to_string()),
            crate::model::score_of(&scores, entry.tpn),
            entry.games,
            entry.aro.to_string(),
        );
    }
    out
}
