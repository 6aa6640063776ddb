//! The pairing criteria B1-B6 and the number x (A8), evaluated on the players of one round.
//!
//! B1 and B2 are absolute; B3-B6 relative, "in descending priority" and dropped by the
//! procedure in a fixed order (C9, C10, C11). A [`Level`] says which of them are still in
//! force while a group is being paired.
//!
//! Readings taken here:
//! - B1a also keeps apart two players the arbiter has forbidden to meet.
//! - B2 is checked per pair: the pair is possible if one of its two colour allocations
//!   keeps both players within B2. E1-E5 then choose among the allocations that do.
//! - B3 (score differences as small as possible) is what the procedure itself does in a
//!   heterogeneous bracket: brackets are paired from the top and players moved down are
//!   paired first. In a group treated as homogeneous that holds several scores (A3's
//!   majority rule, a bracket joined by C13) it is a test of the candidates, above B4-B6
//!   and never dropped, with a construction for the players it moves down: see
//!   [`super::differences`].
//! - B4: a pairing does not fulfil all colour preferences when both players have a
//!   preference for the same colour (an A7(d) player the one A7(d) gives him, see below); a
//!   bracket's pairing may contain at most x such pairings (x is "deducted by one each
//!   time a colour preference cannot be granted").
//! - B5/B6: a float is checked for the player who receives it in this bracket: the lower
//!   player of a pair with unequal scores gets an upfloat, a player this bracket moves down
//!   (or gives the bye) gets a downfloat. A player already moved down into the bracket got
//!   their downfloat when the bracket above chose to move them (and was checked there).
//! - The last-round notes: "50%" and "over 50%" compare the score with half of the points
//!   the rounds before the last one could give (`PairingRequest::round_maximum` each). B5 and B6
//!   are not applied to a player scoring over 50%; B2 is not applied to a 50% scorer once
//!   the procedure has reached the step that would otherwise move players down (see the
//!   ladder in [`super::brackets`]).
//! - A8 is read as x = max(0, b - q) if b > w, else max(0, w - q): x counts pairings, so
//!   never below zero. Players without a preference (no game yet) count in neither w nor b.
//! - A7(d): in an even round, the players with a mild preference who had an unplayed round
//!   ([`ColourHistory::even_round_mild`]) "shall be treated and counted as if they would
//!   have a mild colour preference of that kind (white resp. black) which reduces the value
//!   of x". Each of them is given one definite mild preference in each group A8 counts (the
//!   whole bracket for its MDP part, the remainder for itself):
//!   - the other colour than his own only where that reduces x: while the side A8 counts
//!     for x (w or b) is larger than q and than the other side by two or more, one more of
//!     them counted with the other colour lowers x by one. Where that no longer holds no
//!     choice changes x, and the others keep their own (real) mild preference. The lowest
//!     ranked (A2) are counted so first: the text does not say which, and the
//!     higher-ranked keep their own alternation, as E4 grants the higher-ranked player's
//!     preference first;
//!   - "treated" as well as "counted": B4 sees the preference so given, not a choice of
//!     either colour (a pair of two players given the same colour leaves one unfulfilled),
//!     and E1-E5 allocate the colours of his pair from it ([`Field::preference_as_counted`]);
//!   - "as long as this does not result in additional floaters": the preference given
//!     changes only x and which pairs B4 counts. The number of players a bracket moves
//!     down changes only by C14 (p lowered), and the ladder reaches C14 only after C11 has
//!     raised x to p, where B4 accepts every pairing (see [`super::brackets`]); B5 and B6,
//!     dropped before that (C9, C10), decide who floats, not how many. So the treatment
//!     never causes a floater within the bracket being paired (where the ladder judges
//!     A7(c)'s clause too) and stays in force at every step; unlike A7(c), which narrows
//!     what B2 allows and is set aside as the last step before players are moved down, it
//!     needs no step of its own;
//!   - a difference-0 preference that B2 makes absolute (the same colour twice) is not
//!     mild: it counts as it is.

use crate::model::colours::preferences_compatible;
use crate::model::floats::{Float, RecentFloats};
use crate::model::history::WinWithoutPlaying;
use crate::model::{Colour, Points, Tpn};
use crate::pairing::PairingRequest;

use super::colours::{ColourHistory, Preference, Strength};
use super::floats::recent_floats;
use super::ranking::a2_order;

/// Where a player's score stands for the last-round notes of B6.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Standing {
    /// Not the last round, or below 50%.
    Ordinary,
    /// Last round, exactly 50%: B2 may be set aside to avoid extra downfloaters.
    Half,
    /// Last round, over 50%: B5 and B6 do not apply.
    OverHalf,
}

/// A player to pair this round, with everything the criteria look at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    pub tpn: Tpn,
    pub score: Points,
    pub colours: ColourHistory,
    pub floats: RecentFloats,
    /// B1b.
    pub may_receive_bye: bool,
    pub standing: Standing,
    /// A7(c): the colour of a strong preference treated as absolute in this odd round.
    pub odd_round_strong: Option<Colour>,
    /// A7(d): a mild preference after an unplayed round, in an even round: counted with the
    /// other colour where that reduces x.
    pub even_round_mild: bool,
}

/// The players to pair this round in A2 order (an entrant's index is its rank), and who
/// may not meet whom.
#[derive(Clone, Debug)]
pub struct Field {
    pub round: u32,
    pub last_round: bool,
    pub initial_colour: Colour,
    pub entrants: Vec<Entrant>,
    /// B1a: for each entrant, the entrants (sorted) he has met or the arbiter forbade him
    /// to meet. A list per player, not an n × n table: memory grows with the field, not its
    /// square.
    may_not_meet: Vec<Vec<usize>>,
}

impl Field {
    /// The players of the request who are to be paired (F5: withdrawn and absent players
    /// are not), ranked by A2.
    pub fn new(request: &PairingRequest) -> Field {
        let mut competitors: Vec<_> = request.players_to_pair().collect();
        competitors.sort_by(|a, b| a2_order(a, b));
        let games_before = request.round.saturating_sub(1) as i32;
        let last_round = request.is_last_round() && request.round > 1;
        let entrants: Vec<Entrant> = competitors
            .iter()
            .map(|c| {
                let colours = ColourHistory::of(c);
                // Compare score with half the points of the rounds before, in tenths.
                let doubled = c.score.tenths() * 2;
                let standing = match doubled.cmp(&(games_before * request.round_maximum.tenths())) {
                    _ if !last_round => Standing::Ordinary,
                    std::cmp::Ordering::Equal => Standing::Half,
                    std::cmp::Ordering::Greater => Standing::OverHalf,
                    std::cmp::Ordering::Less => Standing::Ordinary,
                };
                Entrant {
                    tpn: c.tpn,
                    score: c.score,
                    floats: recent_floats(c),
                    may_receive_bye: c.may_receive_pairing_bye(WinWithoutPlaying::ForfeitOrFullBye),
                    standing,
                    odd_round_strong: colours.odd_round_strong(request.round),
                    even_round_mild: colours.even_round_mild(request.round),
                    colours,
                }
            })
            .collect();
        let mut index_of = vec![None; request.players.len() + 1];
        for (index, competitor) in competitors.iter().enumerate() {
            if let Some(slot) = index_of.get_mut(competitor.tpn as usize) {
                *slot = Some(index);
            }
        }
        let may_not_meet = competitors
            .iter()
            .map(|c| {
                let mut others: Vec<usize> = c
                    .opponents()
                    .chain(c.forbidden.iter().copied())
                    .filter_map(|tpn| index_of.get(tpn as usize).copied().flatten())
                    .collect();
                others.sort_unstable();
                others.dedup();
                others
            })
            .collect();
        Field {
            round: request.round,
            last_round,
            initial_colour: request.initial_colour,
            entrants,
            may_not_meet,
        }
    }

    pub fn len(&self) -> usize {
        self.entrants.len()
    }

    pub fn entrant(&self, index: usize) -> &Entrant {
        &self.entrants[index]
    }

    pub fn tpn(&self, index: usize) -> Tpn {
        self.entrants[index].tpn
    }

    pub fn score(&self, index: usize) -> Points {
        self.entrants[index].score
    }

    /// B1a: the two have not met (and are not forbidden to).
    pub fn may_meet(&self, a: usize, b: usize) -> bool {
        a != b && self.may_not_meet[a].binary_search(&b).is_err()
    }

    /// Whether B2 is applied to this player at this level (last-round note on 50%).
    pub fn b2_applies(&self, player: usize, level: &Level) -> bool {
        level.b2_for_half || self.entrants[player].standing != Standing::Half
    }

    /// The colours the player may receive at this level: those B2 allows, and with
    /// A7(c) in force only the colour of such a strong preference. `[white, black]`.
    fn colours_allowed(&self, player: usize, level: &Level) -> [bool; 2] {
        let entrant = &self.entrants[player];
        let b2 = self.b2_applies(player, level);
        let a7c = if level.a7c {
            entrant.odd_round_strong
        } else {
            None
        };
        [Colour::White, Colour::Black].map(|colour| {
            !(b2 && entrant.colours.b2_forbids(colour)) && a7c.is_none_or(|c| c == colour)
        })
    }

    /// B1 and B2 (with A7(c) when in force): may `a` and `b` be paired at this level?
    pub fn compatible(&self, a: usize, b: usize, level: &Level) -> bool {
        if !self.may_meet(a, b) {
            return false;
        }
        let [a_white, a_black] = self.colours_allowed(a, level);
        let [b_white, b_black] = self.colours_allowed(b, level);
        (a_white && b_black) || (a_black && b_white)
    }

    /// Whether B5/B6 apply to this player at all (last-round note: not over 50%).
    fn floats_apply(&self, player: usize) -> bool {
        self.entrants[player].standing != Standing::OverHalf
    }

    /// B5/B6 for a float of this kind given to `player` at this level.
    pub fn float_allowed(&self, player: usize, float: Float, level: &Level) -> bool {
        if !self.floats_apply(player) {
            return true;
        }
        let floats = self.entrants[player].floats;
        let (b5, b6) = match float {
            Float::Up => (level.b5_up, level.b6_up),
            Float::Down => (level.b5_down, level.b6_down),
        };
        let repeats_previous = b5 && floats.previous == Some(float);
        let repeats_two_before = b6 && floats.two_before == Some(float);
        !repeats_previous && !repeats_two_before
    }

    /// The upfloat of a pair with unequal scores (A4), for B5/B6: its lower player.
    pub fn upfloater(&self, a: usize, b: usize) -> Option<usize> {
        match self.score(a).cmp(&self.score(b)) {
            std::cmp::Ordering::Greater => Some(b),
            std::cmp::Ordering::Less => Some(a),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// B1, B2 and the upfloat criteria for a pair at this level.
    pub fn pair_allowed(&self, a: usize, b: usize, level: &Level) -> bool {
        self.compatible(a, b, level)
            && self
                .upfloater(a, b)
                .is_none_or(|up| self.float_allowed(up, Float::Up, level))
    }

    /// The A7 preference of a player, as strong as it is at this level (B2 and A7(c)
    /// make it absolute).
    pub fn preference(&self, player: usize, level: &Level) -> Option<Preference> {
        let entrant = &self.entrants[player];
        let preference = entrant.colours.preference(self.b2_applies(player, level))?;
        if level.a7c && entrant.odd_round_strong == Some(preference.colour) {
            return Some(Preference {
                strength: Strength::Absolute,
                ..preference
            });
        }
        Some(preference)
    }

    /// The preference E1-E5 grant a player of a group: his A7 preference at this level, or
    /// the other colour's, mild, when A7(d) counted him with it (`switched`, from
    /// [`ColourWishes::switched`]).
    pub fn preference_as_counted(
        &self,
        player: usize,
        level: &Level,
        switched: &[usize],
    ) -> Option<Preference> {
        let preference = self.preference(player, level)?;
        if switched.contains(&player) {
            return Some(Preference {
                colour: preference.colour.opposite(),
                strength: Strength::Mild,
            });
        }
        Some(preference)
    }

    /// Whether A7(d) concerns this player: a mild preference after an unplayed round in an
    /// even round (one that B2 makes absolute is not mild).
    fn a7d_applies(&self, player: usize) -> bool {
        self.entrants[player].even_round_mild
            && self
                .preference(player, &Level::STRICT)
                .is_some_and(|p| p.strength == Strength::Mild)
    }

    /// A8 with A7(d): the colour each member of a group is counted with (the one he must
    /// receive for his preference to count as granted, B4), and x. A7(d) counts its
    /// lowest-ranked players with the minority colour as long as each one so counted
    /// lowers x (see the module documentation); `members` are in A2 order.
    pub fn colour_wishes(&self, members: &[usize]) -> ColourWishes {
        let strict = Level::STRICT;
        let mut wishes: Vec<Option<Colour>> = members
            .iter()
            .map(|&m| self.preference(m, &strict).map(|p| p.colour))
            .collect();
        let count = |wishes: &[Option<Colour>], colour| {
            wishes.iter().filter(|w| **w == Some(colour)).count()
        };
        let (white, black) = (count(&wishes, Colour::White), count(&wishes, Colour::Black));
        let (majority, more, fewer) = if black > white {
            (Colour::Black, black, white)
        } else {
            (Colour::White, white, black)
        };
        let q = members.len().div_ceil(2);
        // Each player counted with the other colour lowers x by one while the majority
        // stays above q and above the other side: at most this many.
        let reducing = more.saturating_sub(q).min((more - fewer) / 2);
        let switched_at: Vec<usize> = (0..members.len())
            .rev()
            .filter(|&i| wishes[i] == Some(majority) && self.a7d_applies(members[i]))
            .take(reducing)
            .collect();
        for &i in &switched_at {
            wishes[i] = Some(majority.opposite());
        }
        let x = (more - switched_at.len()).saturating_sub(q);
        ColourWishes {
            wishes,
            x,
            switched: switched_at.iter().map(|&i| members[i]).collect(),
        }
    }
}

/// A8 for one group: the colour each member is counted with for B4, and x.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColourWishes {
    /// By position in the group's member list; `None` for a player without a preference
    /// (no game yet).
    pub wishes: Vec<Option<Colour>>,
    pub x: usize,
    /// A7(d): the members (as entrants) counted with the colour opposite to their own
    /// mild preference, lowest-ranked first.
    pub switched: Vec<usize>,
}

impl ColourWishes {
    /// B4: whether pairing the members at these positions leaves a preference unfulfilled.
    pub fn unfulfilled(&self, a: usize, b: usize) -> bool {
        !preferences_compatible(self.wishes[a], self.wishes[b])
    }
}

/// Which criteria are in force while a group is paired: the procedure drops them in the
/// order C9 (B6, then B5, for upfloats), C10 (B6, then B5, for downfloats), C11 (raise x),
/// then the two "as long as this does not result in additional downfloaters" rules:
/// A7(c), and B2 for 50% scorers in the last round.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Level {
    pub b6_up: bool,
    pub b5_up: bool,
    pub b6_down: bool,
    pub b5_down: bool,
    /// C11 increments of x for the heterogeneous part (players moved down).
    pub x_extra: usize,
    /// C11 increments of x for the homogeneous (remainder) part.
    pub x_extra_remainder: usize,
    /// A7(c) in force.
    pub a7c: bool,
    /// B2 applied to 50% scorers in the last round.
    pub b2_for_half: bool,
}

impl Level {
    pub const STRICT: Level = Level {
        b6_up: true,
        b5_up: true,
        b6_down: true,
        b5_down: true,
        x_extra: 0,
        x_extra_remainder: 0,
        a7c: true,
        b2_for_half: true,
    };

    /// Only B1 and B2 (B2 relaxed as far as the last-round note allows): the level at
    /// which the procedure can do no more than pair players at all.
    pub const ABSOLUTE_ONLY: Level = Level {
        b6_up: false,
        b5_up: false,
        b6_down: false,
        b5_down: false,
        x_extra: usize::MAX,
        x_extra_remainder: usize::MAX,
        a7c: false,
        b2_for_half: false,
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{ByeKind, PairingEdition, PairingSystem};
    use crate::pairing::{Competitor, RoundKind, RoundRecord};

    /// A player whose rounds are given as `W`, `B` (games) or `-` (a pairing bye); all
    /// games against players outside the field, all drawn.
    fn competitor(tpn: u32, rounds: &str) -> Competitor {
        let history = rounds
            .chars()
            .map(|c| {
                let colour = match c {
                    'W' => Some(Colour::White),
                    'B' => Some(Colour::Black),
                    _ => None,
                };
                RoundRecord {
                    kind: if colour.is_some() {
                        RoundKind::Played
                    } else {
                        RoundKind::Bye(ByeKind::Pairing)
                    },
                    opponent: colour.map(|_| 1000 + tpn),
                    scheduled_colour: colour,
                    colour,
                    points: Points::HALF,
                    score_before: Points::ZERO,
                    opponent_score_before: colour.map(|_| Points::ZERO),
                }
            })
            .collect();
        Competitor {
            tpn,
            name: format!("Player {tpn:02}"),
            rating: Some(2500 - tpn as u16),
            title: None,
            score: Points::ZERO,
            to_pair: true,
            withdrawn: false,
            history,
            forbidden: Vec::new(),
        }
    }

    fn field_of(rounds: &[&str]) -> Field {
        let played = rounds.first().map_or(0, |r| r.len()) as u32;
        Field::new(&PairingRequest {
            system: PairingSystem::Dutch,
            edition: PairingEdition::Rules1992,
            round: played + 1,
            rounds_planned: 9,
            initial_colour: Colour::White,
            round_maximum: Points::ONE,
            players: rounds
                .iter()
                .zip(1..)
                .map(|(r, tpn)| competitor(tpn, r))
                .collect(),
            virtual_points: Default::default(),
            round_robin: Default::default(),
        })
    }

    /// The last-round notes measure 50% against what the rounds before could give, so a
    /// tournament scoring 3 points a win has its 50% line at 1.5 points a round.
    #[test]
    fn fifty_percent_follows_the_tournaments_points_for_a_win() {
        let standings = |round_maximum: Points, scores: [i32; 3]| {
            let players = scores
                .iter()
                .zip(1..)
                .map(|(&tenths, tpn)| Competitor {
                    score: Points::from_tenths(tenths),
                    ..competitor(tpn, "WBWBWBWB")
                })
                .collect();
            let field = Field::new(&PairingRequest {
                system: PairingSystem::Dutch,
                edition: PairingEdition::Rules1992,
                round: 9,
                rounds_planned: 9,
                initial_colour: Colour::White,
                round_maximum,
                players,
                virtual_points: Default::default(),
                round_robin: Default::default(),
            });
            let mut by_tpn: Vec<_> = field.entrants.iter().map(|e| (e.tpn, e.standing)).collect();
            by_tpn.sort_by_key(|&(tpn, _)| tpn);
            by_tpn
                .into_iter()
                .map(|(_, standing)| standing)
                .collect::<Vec<_>>()
        };
        assert_eq!(
            standings(Points::ONE, [35, 40, 45]),
            [Standing::Ordinary, Standing::Half, Standing::OverHalf]
        );
        assert_eq!(
            standings(Points::from_tenths(30), [40, 120, 130]),
            [Standing::Ordinary, Standing::Half, Standing::OverHalf]
        );
    }

    fn x_of(rounds: &[&str]) -> usize {
        let field = field_of(rounds);
        let members: Vec<usize> = (0..field.len()).collect();
        field.colour_wishes(&members).x
    }

    #[test]
    fn a8_x() {
        // Two want White, two Black: every preference can be granted.
        assert_eq!(x_of(&["B", "B", "W", "W"]), 0);
        // Three want White, one Black: q = 2, x = w - q = 1.
        assert_eq!(x_of(&["B", "B", "B", "W"]), 1);
        // "If b > w then x = b - q": four want Black.
        assert_eq!(x_of(&["W", "W", "W", "W"]), 2);
        // Odd bracket: q = 3 (rounded upwards); four of five want White: x = 1.
        assert_eq!(x_of(&["B", "B", "B", "B", "W"]), 1);
        // Never below zero.
        assert_eq!(x_of(&["B", "W", "B", "W", "B", "W"]), 0);
    }

    #[test]
    fn a8_players_without_preference_count_in_neither() {
        // Round 2: two had the bye in round 1 (no game, no preference), two want White.
        assert_eq!(x_of(&["B", "B", "-", "-"]), 0);
        // Three want White, one has none: x = 3 - 2 = 1.
        assert_eq!(x_of(&["B", "B", "B", "-"]), 1);
    }

    #[test]
    fn a7d_mild_preferences_after_a_bye_count_the_way_that_lowers_x() {
        use Colour::{Black as B, White as W};
        // Round 4 (even): players 3 and 4 missed a round and have difference 0, their
        // last game with Black: a mild preference for White, like the strong ones of
        // players 1 and 2: w = 4, x = 2. A7(d) counts the two of them as Black:
        // w = 2, b = 2, x = 0.
        let rounds = ["BWB", "BWB", "W-B", "-WB"];
        assert_eq!(x_of(&rounds), 0);
        let field = field_of(&rounds);
        let wishes = field.colour_wishes(&[0, 1, 2, 3]);
        // The narrow reading: a definite preference each (the broad one had let 3 and 4
        // take either colour, `None` here).
        assert_eq!(wishes.wishes, [Some(W), Some(W), Some(B), Some(B)]);
        assert_eq!(wishes.switched, [3, 2]);
        assert!(
            !wishes.unfulfilled(0, 2),
            "3 counted Black against 1's White"
        );
        assert!(wishes.unfulfilled(0, 1));
        assert!(wishes.unfulfilled(2, 3), "both counted Black");
        // With one of them more than x needs, only one is counted with the other colour,
        // the lower-ranked (x = 0 either way); the other keeps his own White.
        let rounds = ["BWB", "W-B", "-WB"];
        let field = field_of(&rounds);
        let wishes = field.colour_wishes(&[0, 1, 2]);
        assert_eq!(wishes.wishes, [Some(W), Some(W), Some(B)]);
        assert_eq!(wishes.switched, [2]);
        assert_eq!(wishes.x, 0);
        // A preference that B2 makes absolute is not mild: it counts as it is.
        let field = field_of(&["BWB", "BWB", "WWBB-", "-WWBB"]);
        assert_eq!(field.colour_wishes(&[0, 1, 2, 3]).x, 2);
    }

    /// The case where the two readings part (worked by hand from A7(d) and A8; the whole
    /// round is `a7d_gives_a_definite_preference` in the integration tests). Round 4: 1
    /// (BWB) strong White, 2 (WBW) strong Black, 3 (W-B) and 4 (-WB) mild White after an
    /// unplayed round. w = 3 (1, 3, 4), b = 1, q = 2: x = 1. One of 3 and 4 counted Black
    /// gives w = 2, b = 2, x = 0; both would give w = 1, b = 3, x = 1 again, so exactly
    /// one, the lower-ranked, 4. Then 1-3 (both White) leaves a preference unfulfilled and
    /// 1-4 does not. Read broadly (either colour for both), neither pair left one.
    #[test]
    fn a7d_gives_each_player_one_definite_preference() {
        use Colour::{Black as B, White as W};
        let field = field_of(&["BWB", "WBW", "W-B", "-WB"]);
        let wishes = field.colour_wishes(&[0, 1, 2, 3]);
        assert_eq!(wishes.wishes, [Some(W), Some(B), Some(W), Some(B)]);
        assert_eq!(wishes.x, 0);
        assert_eq!(wishes.switched, [3]);
        assert!(wishes.unfulfilled(0, 2), "1 and 3 both White");
        assert!(!wishes.unfulfilled(0, 3));
        assert!(!wishes.unfulfilled(1, 2));
        // E1-E5 see the preference A7(d) counted: 4 mild Black, 3 his own mild White.
        let strict = Level::STRICT;
        let as_counted = |player| field.preference_as_counted(player, &strict, &wishes.switched);
        assert_eq!(
            as_counted(3),
            Some(Preference {
                colour: B,
                strength: Strength::Mild
            })
        );
        assert_eq!(as_counted(2), field.preference(2, &strict));
        // Where no choice changes x the players keep their own preferences: 1 White, 2
        // Black and 3 White give w = 2, b = 1, x = 0 already.
        let wishes = field.colour_wishes(&[0, 1, 2]);
        assert_eq!(wishes.wishes, [Some(W), Some(B), Some(W)]);
        assert!(wishes.switched.is_empty());
    }

    #[test]
    fn a7d_does_not_apply_in_odd_rounds() {
        // Round 5 (odd): four mild preferences for White from complete histories count
        // as they are: x = 4 - 2.
        assert_eq!(x_of(&["WBWB", "WBWB", "WBWB", "WBWB"]), 2);
        // Round 4 (even), the same preferences after a missed round: two are switched.
        assert_eq!(x_of(&["W-B", "W-B", "-WB", "-WB"]), 0);
    }

    #[test]
    fn a7c_makes_strong_preferences_after_a_bye_absolute_in_odd_rounds() {
        // Round 3: players 1 and 2 each had a bye and one White: difference +1.
        let field = field_of(&["W-", "-W", "WB", "BW"]);
        let strict = Level::STRICT;
        assert!(!field.compatible(0, 1, &strict), "both must have Black");
        let relaxed = Level {
            a7c: false,
            ..strict
        };
        assert!(field.compatible(0, 1, &relaxed));
        assert_eq!(
            field.preference(0, &strict).map(|p| p.strength),
            Some(Strength::Absolute)
        );
        assert_eq!(
            field.preference(0, &relaxed).map(|p| p.strength),
            Some(Strength::Strong)
        );
    }
}
