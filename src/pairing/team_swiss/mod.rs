//! The FIDE Swiss Team Pairing System (C.04.6, applied from 1 February 2026).
//!
//! The engine follows 3.3.2: the pairing-allocated bye first (3.4), then again and again
//! the top scoregroup with the upfloaters chosen by 3.5 forms a bracket paired by 3.6
//! (`bracket`), and the colours of Article 4 (`colours`) once the round is paired.
//!
//! The definitions, the criteria C1-C7 and the articles 3.4 and 3.5 are worded as those
//! of the Double-Swiss system (C.04.5) with teams for players, so the bye and the choice
//! of upfloaters are that engine's (`pairing::double_swiss`, with its readings of C4-C7
//! and of 3.5.5), fed with teams by `scores`. What differs is read here:
//!
//! - **Scores (1.2).** The primary score, match points or game points, makes the
//!   scoregroups; see `scores` for played matches, floats, C2 and withdrawn teams.
//! - **Colour preferences (1.7)** of type A, type B or none: `preferences`.
//! - **C7 and C10** do not apply in the last two rounds.
//! - **3.6.4** weighs C8, C9 and C10 (`bracket`).
//! - **Article 4** allocates the colours after the pairing (`colours`); a team's colour is
//!   its board-1 colour (1.6.1).

mod boards;
mod bracket;
mod colours;
pub mod preferences;
pub mod scores;
pub mod simulate;

use crate::model::TeamNumber;
use crate::pairing::PairingError;
use crate::pairing::double_swiss::boards::BracketReport;
use crate::pairing::double_swiss::criteria::{Entrant, Field};
use crate::pairing::double_swiss::{bye, upfloaters};
use crate::pairing::matching::MatchingOracle;
use bracket::Cost;
use preferences::Preference;
pub use scores::{TeamEntrant, TeamPairingRequest};

/// One match of the engine's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairedMatch {
    /// The team with White on board 1 (1.6.1).
    pub white: TeamNumber,
    pub black: TeamNumber,
    /// How the pair came about, article by article.
    pub explanation: String,
}

/// The engine's pairing of one round of a team Swiss.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamPairing {
    /// In match order.
    pub matches: Vec<PairedMatch>,
    /// The team receiving the pairing-allocated bye.
    pub bye: Option<TeamNumber>,
}

/// A bracket as it was paired.
struct TeamBracket {
    report: BracketReport,
    pairs: Vec<(usize, usize)>,
    cost: Cost,
}

/// The pairing of `request.round` by C.04.6, or why no legal pairing exists (3.3.3).
pub fn pair(request: &TeamPairingRequest) -> Result<TeamPairing, PairingError> {
    let mut entrants = request.teams.clone();
    entrants.sort_by(|a, b| b.score.cmp(&a.score).then(a.number.cmp(&b.number)));
    let barred: Vec<Vec<TeamNumber>> = entrants.iter().map(|team| team.met.clone()).collect();
    let field = Field::build(
        request.round,
        entrants
            .iter()
            .map(|team| Entrant {
                tpn: team.number,
                score: team.score,
                matches_played: team.colours.len(),
                may_receive_bye: team.may_receive_bye,
                floated: team.floated,
                colours: team.colours.clone(),
            })
            .collect(),
        &barred,
        request.floats_matter(),
        request.initial_colour,
    );
    let wishes: Vec<Option<Preference>> = entrants
        .iter()
        .map(|team| {
            preferences::preference(
                request.choices.preferences,
                &team.colours,
                request.is_last_round(),
            )
        })
        .collect();
    let mut players = MatchingOracle::new(&field.legal);
    let bye = bye::assign(&field, &mut players)?;
    let mut brackets = Vec::new();
    while !players.active().is_empty() {
        let mut groups = field.scoregroups(players.active());
        let top = groups.remove(0);
        let selection = upfloaters::select(
            &field,
            &players,
            &top.members,
            &groups,
            upfloaters::SEARCH_STEPS,
        );
        let pairing = bracket::pair(&field, &wishes, &top.members, &selection.upfloaters);
        brackets.push(TeamBracket {
            report: BracketReport {
                score: top.score,
                residents: top.members,
                upfloaters: selection.upfloaters,
                following_needs: selection.following_needs,
                previous_floaters: selection.previous_floaters,
                floating_opponents: Some(pairing.cost.floating_opponents),
            },
            pairs: pairing.pairs,
            cost: pairing.cost,
        });
        players = selection.rest;
    }
    Ok(TeamPairing {
        matches: boards::matches(request, &field, &entrants, &wishes, &brackets),
        bye: bye.map(|team| field.tpn(team)),
    })
}
