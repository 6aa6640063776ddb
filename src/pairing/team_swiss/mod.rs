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
//! - **Acceleration (C.04.7).** The Baku method's virtual match points (1.4.4, never with
//!   game points primary) make the pairing score, which replaces the score in every
//!   article that reads one (1.5): 1.3, 1.5, 3.4.2, 3.5, the match order, and the
//!   first-team of 4.2.1, whose "higher primary score" is the higher pairing score.
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

use crate::model::TeamNumber;
use crate::pairing::PairingError;
use crate::pairing::double_swiss::boards::BracketReport;
use crate::pairing::double_swiss::criteria::{Entrant, Field, Paired};
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
        Paired::Teams,
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
    upfloaters::each_bracket(
        &field,
        players,
        upfloaters::SEARCH_STEPS,
        |top, selection| {
            let pairing = bracket::pair(&field, &wishes, &top.members, &selection.upfloaters);
            brackets.push(TeamBracket {
                report: BracketReport {
                    score: top.score,
                    residents: top.members,
                    upfloaters: selection.upfloaters.clone(),
                    following_needs: selection.following_needs,
                    previous_floaters: selection.previous_floaters,
                    floating_opponents: Some(pairing.cost.floating_opponents),
                },
                pairs: pairing.pairs,
                cost: pairing.cost,
            });
        },
    );
    Ok(TeamPairing {
        matches: boards::matches(request, &field, &entrants, &wishes, &brackets),
        bye: bye.map(|team| field.tpn(team)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Colour, ColourPreferences, Points, SwissChoices};
    use Colour::{Black as B, White as W};

    fn team(number: TeamNumber, score: i32, met: &[TeamNumber], colours: &[Colour]) -> TeamEntrant {
        TeamEntrant {
            number,
            score: Points::from_tenths(score * 10),
            secondary: Points::ZERO,
            met: met.to_vec(),
            colours: colours.to_vec(),
            floated: false,
            may_receive_bye: true,
        }
    }

    fn request(
        round: u32,
        preferences: ColourPreferences,
        teams: Vec<TeamEntrant>,
    ) -> TeamPairingRequest {
        TeamPairingRequest {
            round,
            rounds_planned: 5,
            initial_colour: W,
            choices: SwissChoices {
                preferences,
                ..SwissChoices::DEFAULT
            },
            teams,
        }
    }

    /// `team` having floated in the previous round (1.5).
    fn floated(team: TeamEntrant) -> TeamEntrant {
        TeamEntrant {
            floated: true,
            ..team
        }
    }

    fn pairs(pairing: &TeamPairing) -> Vec<(TeamNumber, TeamNumber)> {
        pairing.matches.iter().map(|m| (m.white, m.black)).collect()
    }

    /// 3.4: the bye to the largest TPN of the lowest score; 3.6.2 the first identifier
    /// (1 3 2 4 against 1 2 ...: 1-3 and 2-4 is 1 2 3 4); 4.3.1 by TPN parity.
    #[test]
    fn round_one_of_five_teams() {
        let teams = (1..=5).map(|n| team(n, 0, &[], &[])).collect();
        let pairing = pair(&request(1, ColourPreferences::TypeA, teams)).expect("a pairing");
        assert_eq!(pairs(&pairing), [(1, 3), (4, 2)]);
        assert_eq!(pairing.bye, Some(5));
    }

    /// 3.6.4 with C8 (type B): 1-4 2-3 comes first by identifier, but leaves two teams
    /// without the colour they want; 1-2 3-4 leaves none. 4.3.3 grants both pairs.
    #[test]
    fn colour_preferences_come_before_the_identifier() {
        let teams = vec![
            team(1, 1, &[3], &[B]),
            team(2, 1, &[4], &[W]),
            team(3, 1, &[1], &[W]),
            team(4, 1, &[2], &[B]),
        ];
        let pairing = pair(&request(2, ColourPreferences::TypeB, teams.clone())).expect("pairing");
        assert_eq!(pairs(&pairing), [(1, 2), (4, 3)]);
        assert!(
            pairing.matches[0]
                .explanation
                .contains("0 team(s) without their colour preference [C8]")
        );
        // Without preferences the identifier decides; 4.3.5 and 4.3.6 give the colours.
        let pairing = pair(&request(2, ColourPreferences::None, teams)).expect("pairing");
        assert_eq!(pairs(&pairing), [(1, 4), (3, 2)]);
    }

    /// 3.5: the odd top scoregroup 1 2 3 needs one upfloater [C4]; {4} comes first
    /// (3.5.4) but leaves 5 and 6, who have met, unpairable [C3], so {5} is taken. 3.6:
    /// 1-3 2-5 (identifier 1 2 3 5) before 1-5 2-3. Article 4: 1-3 by 4.3.8 (same
    /// histories, the first-team alternates), 2-5 by 4.3.6, 4-6 by 4.3.8.
    #[test]
    fn an_odd_scoregroup_takes_one_upfloater() {
        let teams = vec![
            team(1, 4, &[2], &[W, B]),
            team(2, 4, &[1], &[B, W]),
            team(3, 4, &[4], &[W, B]),
            team(4, 2, &[3], &[B, W]),
            team(5, 2, &[6], &[W, B]),
            team(6, 2, &[5], &[B, W]),
        ];
        let pairing = pair(&request(3, ColourPreferences::TypeA, teams)).expect("pairing");
        assert_eq!(pairs(&pairing), [(1, 3), (5, 2), (6, 4)]);
        assert_eq!(pairing.bye, None);
    }

    /// 3.6.1: the top member of a pair is the team with the smaller TPN, an upfloater
    /// too. The scoregroup 2 4 5 takes the upfloater 1 (3.5.4); of the bracket's
    /// pairings 1-4 2-5 (identifier 1 2 4 5) comes before 1-2 4-5 (1 4 2 5). Taking the
    /// residents before the upfloater, as Gacrux 1.10.62 does, would make 2 and 4 the top
    /// members and choose 2-1 4-5. Colours by 4.3.5 (the lower colour difference White).
    #[test]
    fn an_upfloater_with_a_smaller_tpn_is_a_top_member() {
        let teams = vec![
            team(1, 0, &[], &[W]),
            team(2, 2, &[], &[B]),
            team(3, 0, &[], &[W]),
            team(4, 2, &[], &[B]),
            team(5, 2, &[], &[W]),
            team(6, 0, &[], &[B]),
        ];
        let pairing = pair(&request(2, ColourPreferences::None, teams)).expect("pairing");
        assert_eq!(pairs(&pairing), [(2, 5), (4, 1), (6, 3)]);
    }

    /// C7: the scoregroup 1 2 3 needs one upfloater of 4 5 6. In round 3 of 5 team 4,
    /// first by 3.5.4, floated in the previous round: {5} is the first set with no such
    /// upfloater (3.5.5). In round 4, one of the last two rounds, C7 does not apply and
    /// {4} is taken. Colours: 4.3.8 (the first-team alternates) for pairs whose histories
    /// never differed, else 4.3.6.
    #[test]
    fn c7_spares_an_upfloater_who_floated_before_the_last_two_rounds() {
        let teams = vec![
            team(1, 4, &[], &[W, B]),
            team(2, 4, &[], &[B, W]),
            team(3, 4, &[], &[W, B]),
            floated(team(4, 2, &[], &[B, W])),
            team(5, 2, &[], &[W, B]),
            team(6, 2, &[], &[B, W]),
        ];
        let pairing = pair(&request(3, ColourPreferences::None, teams.clone())).expect("pairing");
        assert_eq!(pairs(&pairing), [(1, 3), (5, 2), (6, 4)]);
        assert!(pairing.matches[1].explanation.contains("[C7]"));
        let pairing = pair(&request(4, ColourPreferences::None, teams)).expect("pairing");
        assert_eq!(pairs(&pairing), [(1, 3), (4, 2), (5, 6)]);
    }

    /// C9 (type B): 1 and 3 want White strongly (two Blacks), 2 and 4 mildly (Black
    /// last). Every pairing leaves two teams without their colour (C8); 1-3 2-4, first by
    /// identifier, leaves 3 without a strong one, so 1-4 2-3 (identifier 1 2 4 3) is
    /// chosen. 4.3.4 grants the strong preferences: 1 and 3 White.
    #[test]
    fn c9_grants_strong_preferences_before_the_identifier() {
        let teams = vec![
            team(1, 2, &[], &[B, B]),
            team(2, 2, &[], &[W, B]),
            team(3, 2, &[], &[B, B]),
            team(4, 2, &[], &[W, B]),
        ];
        let pairing = pair(&request(3, ColourPreferences::TypeB, teams.clone())).expect("pairing");
        assert_eq!(pairs(&pairing), [(1, 4), (3, 2)]);
        assert!(
            pairing.matches[0]
                .explanation
                .contains(", 0 without a strong one [C9]")
        );
    }

    /// C10: the scoregroup 1 2 3 takes 4 as upfloater; 2 floated in the previous round.
    /// 1-3 2-4, first by identifier, gives the upfloater an opponent who floated: in
    /// round 3 of 5 1-4 2-3 is chosen; in round 4, one of the last two, 1-3 2-4. Colours
    /// by 4.3.6 where the histories differ, else 4.3.8.
    #[test]
    fn c10_keeps_floaters_from_the_upfloaters_before_the_last_two_rounds() {
        let teams = vec![
            team(1, 4, &[], &[W, B]),
            floated(team(2, 4, &[], &[B, W])),
            team(3, 4, &[], &[W, B]),
            team(4, 2, &[], &[B, W]),
        ];
        let pairing = pair(&request(3, ColourPreferences::None, teams.clone())).expect("pairing");
        assert_eq!(pairs(&pairing), [(3, 2), (1, 4)]);
        assert!(
            pairing.matches[1]
                .explanation
                .contains(", 0 upfloaters' opponent(s) who floated in the previous round [C10]")
        );
        let pairing = pair(&request(4, ColourPreferences::None, teams)).expect("pairing");
        assert_eq!(pairs(&pairing), [(1, 3), (4, 2)]);
    }

    /// C6 when the following scoregroup became empty: 1 (10 points) has met 2, so 3, the
    /// only team on 8 points, floats up to it. For 2 (9 points) the following scoregroup
    /// is that of 8 points, now empty ("became ... upfloaters"): C6 does not apply and 4,
    /// first of 4 5 6 by 3.5.4, floats up, although it leaves 5 and 6, who have met, to
    /// take two upfloaters (7 and 8). Reading the following scoregroup as 4 5 6 (the
    /// highest one still to pair) would choose 5 to leave 4-6. Colours by 4.3.8.
    #[test]
    fn c6_does_not_apply_when_the_following_scoregroup_became_upfloaters() {
        let teams = vec![
            team(1, 10, &[2], &[W, B]),
            team(2, 9, &[1], &[B, W]),
            team(3, 8, &[], &[W, B]),
            team(4, 7, &[], &[B, W]),
            team(5, 7, &[6], &[W, B]),
            team(6, 7, &[5], &[B, W]),
            team(7, 6, &[], &[W, B]),
            team(8, 6, &[], &[B, W]),
        ];
        let pairing = pair(&request(3, ColourPreferences::None, teams)).expect("pairing");
        assert_eq!(pairs(&pairing), [(1, 3), (4, 2), (5, 7), (8, 6)]);
    }
}
