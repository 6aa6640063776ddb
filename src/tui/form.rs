//! Forms: a few labelled fields, typed in (`ratatui-textarea`) or chosen with Left and
//! Right, checked as they are typed. A form is submitted only when every field is
//! valid; what a valid form means depends on its [`Purpose`].

use std::path::PathBuf;

use crossterm::event::KeyEvent;
use ratatui::style::Style;
use ratatui_textarea::TextArea;

use super::settings::Item;
use crate::edit::{
    DetailChange, Edit, EditError, PlayerRef, RosterChange, ScoreItem, Setting, TeamEdit,
};
use crate::export::{Format, What};
use crate::model::validate::{
    PathStep, check_birth_date, check_federation, check_k_factor, iso_date, validate,
};
use crate::model::{
    Arbiter, CYCLE_CHOICES, Editions, GameResult, MatchForfeit, Numbering, PairingEdition,
    PairingSystem, Player, Points, PrizeCategory, RATING_RANGE, RatingList, RequestedByeKind,
    RoundRobin, Scoring, Sex, Team, TeamCompetition, TeamNumber, Tiebreak, Title, Tournament,
    read_board_result, read_team_match, tiebreak_sets, today,
};

#[derive(Clone, Debug)]
pub enum Input {
    Text(Box<TextArea<'static>>),
    Choice { options: Vec<String>, index: usize },
}

#[derive(Clone, Debug)]
pub struct Field {
    pub label: &'static str,
    pub input: Input,
    /// What is wrong with the value, shown beside it once the field was changed or
    /// the form submitted.
    pub error: Option<String>,
    pub touched: bool,
}

impl Field {
    fn text(label: &'static str, value: &str) -> Field {
        let mut area = TextArea::new(vec![value.to_string()]);
        area.set_cursor_line_style(Style::default());
        area.move_cursor(ratatui_textarea::CursorMove::End);
        Field {
            label,
            input: Input::Text(Box::new(area)),
            error: None,
            touched: false,
        }
    }

    fn choice(label: &'static str, options: Vec<String>, index: usize) -> Field {
        Field {
            label,
            input: Input::Choice { options, index },
            error: None,
            touched: false,
        }
    }

    /// The typed text, or the chosen option.
    pub fn value(&self) -> String {
        match &self.input {
            Input::Text(area) => area.lines().concat(),
            Input::Choice { options, index } => options.get(*index).cloned().unwrap_or_default(),
        }
    }

    fn index(&self) -> usize {
        match &self.input {
            Input::Choice { index, .. } => *index,
            Input::Text(_) => 0,
        }
    }
}

/// What the form is for: the players as the arbiter saw them when it opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Purpose {
    AddPlayer,
    /// The player as the form showed him first: the edit changes only the details
    /// typed over, and only where they still have these values.
    EditPlayer(Box<Player>),
    Withdraw(PlayerRef),
    PairingNumber(PlayerRef),
    RequestBye(PlayerRef),
    Forbid(PlayerRef),
    Setting(Item),
    /// Choosing one of these tie-breaks (the ones not in the list yet).
    AddTiebreak(Vec<Tiebreak>),
    AddPrizeCategory,
    /// Changing the prize category of this name.
    ChangePrizeCategory(String),
    NewTournament,
    OpenFile,
    /// Printing or exporting one of these.
    Export(Vec<What>),
    /// The board results of a match of this round of a team competition.
    MatchResults(u32),
    /// A match of this round of a team competition forfeited as a whole, or played after
    /// all.
    MatchForfeit(u32),
    AddTeam,
    /// A player entered on a team's roster.
    Roster,
    /// A team's bye in a round not paired yet.
    TeamBye,
    /// A team's line-up in this round.
    Lineup(u32),
    /// This round of a team Swiss, paired by hand.
    PairTeams(u32),
}

/// A valid form's content. It lives for one key press, so an edit carrying a whole
/// player (virtual points included) is not worth a box.
#[derive(Clone, Debug, PartialEq)]
#[allow(clippy::large_enum_variant)]
pub enum Submission {
    Edit(Edit),
    /// A tournament made of the new-tournament form, to be saved in `file` (its initial
    /// colour is still to be drawn).
    NewTournament {
        file: PathBuf,
        tournament: Box<Tournament>,
    },
    OpenFile(PathBuf),
    /// The program's print command.
    PrintCommand(String),
    Export {
        what: What,
        format: Format,
        print: bool,
    },
}

#[derive(Clone, Debug)]
pub struct Form {
    pub title: String,
    pub purpose: Purpose,
    pub fields: Vec<Field>,
    pub focus: usize,
    /// A line under the fields about what submitting does.
    pub note: Option<String>,
    /// Submitted once with errors: every error is shown.
    pub submitted: bool,
    /// A player of the rating list matching what is typed in the add-player form's
    /// name or FIDE id, named in the note: Enter takes it ([`Form::take_suggestion`]);
    /// typing goes on without it, and nothing typed is overwritten until then.
    pub suggestion: Option<Box<Player>>,
}

/// Indices of fields of the new-tournament form: file, name, system, rounds, start date
/// and edition come first (0-5), then the fields below.
const NEW_SYSTEM: usize = 2;
/// The system the new-tournament form offers first: the open's usual one.
const NEW_SYSTEM_FIRST: PairingSystem = PairingSystem::Dutch;

/// The place of `system` in the form's choices ([`PairingSystem::ALL`]).
fn system_index(system: PairingSystem) -> usize {
    PairingSystem::ALL
        .iter()
        .position(|&s| s == system)
        .unwrap_or(0)
}

/// The rounds of a Swiss system; a round robin's cycles, whose rounds follow from the
/// players (C.05 Annex 1).
const NEW_ROUNDS: usize = 3;
const NEW_END_DATE: usize = 6;
const NEW_CITY: usize = 7;
const NEW_TIME_CONTROL: usize = 8;
const NEW_RATING_LIST: usize = 9;
const NEW_TIEBREAKS: usize = 10;
const NEW_CHIEF_ARBITER: usize = 11;
const NEW_DEPUTY_ARBITERS: usize = 12;
/// The fields of the points of the byes of a Swiss system, each with its kind and label.
/// A round robin has no byes to score (its free round is a zero-point bye, C.05 Annex 1)
/// and asks how its pairing numbers are given in the first one's place instead.
const NEW_BYES: [(usize, ScoreItem, &str); 4] = [
    (13, ScoreItem::PairingBye, "Pairing bye"),
    (14, ScoreItem::FullBye, "Full-pt bye"),
    (15, ScoreItem::HalfBye, "Half-pt bye"),
    (16, ScoreItem::ZeroBye, "Zero-pt bye"),
];
const NEW_NUMBERS: usize = NEW_BYES[0].0;

/// A round robin's numbering methods in the new-tournament form, rating first (as
/// `arbiter new` numbers them); Settings change the method before round 1.
fn numbering_choice() -> Field {
    let codes = Numbering::ALL.map(|n| n.code().to_string()).to_vec();
    let rating = Numbering::ALL
        .iter()
        .position(|&n| n == Numbering::Rating)
        .unwrap_or(0);
    Field::choice("Numbers", codes, rating)
}

/// The labels of a round robin's choices of cycles in the new-tournament form, in the
/// order of [`CYCLE_CHOICES`].
const ROUND_ROBIN_CYCLES: [&str; CYCLE_CHOICES.len()] = [
    "single",
    "double, last two rounds of cycle 1 exchanged (FIDE)",
    "double, the table repeated",
];

fn round_robin_cycles() -> Vec<String> {
    ROUND_ROBIN_CYCLES.map(str::to_string).to_vec()
}

const PLAYER_FIELDS: [&str; 10] = [
    "Name",
    "Rating",
    "Title",
    "FIDE id",
    "Federation",
    "Sex",
    "Born",
    "Rated games",
    "Reached 2400",
    "K (list)",
];

fn title_options() -> Vec<String> {
    std::iter::once("-".to_string())
        .chain(Title::ALL.iter().map(|t| t.code().to_string()))
        .collect()
}

fn yes_no() -> Vec<String> {
    vec!["no".into(), "yes".into()]
}

/// The matches of round `round` of a team competition, numbered, for a form's note.
fn round_matches(tournament: &Tournament, round: u32) -> String {
    let matches: Vec<String> = tournament
        .teams
        .as_ref()
        .and_then(|teams| {
            let name = |number| {
                teams.team(number).map_or("", |team| {
                    team.short_name.as_deref().unwrap_or(team.name.as_str())
                })
            };
            let team_round = teams.round(round)?;
            Some(
                (1..)
                    .zip(&team_round.matches)
                    .map(|(number, m)| format!("{number} {} - {}", name(m.first), name(m.second)))
                    .collect(),
            )
        })
        .unwrap_or_default();
    format!("matches: {}", matches.join(", "))
}

/// The bye form's choices: each kind, then cancelling the request.
fn bye_choices() -> Vec<String> {
    RequestedByeKind::ALL
        .iter()
        .map(ToString::to_string)
        .chain(["none (cancel)".to_string()])
        .collect()
}

impl Form {
    fn new(title: impl Into<String>, purpose: Purpose, fields: Vec<Field>) -> Form {
        Form {
            title: title.into(),
            purpose,
            fields,
            focus: 0,
            note: None,
            submitted: false,
            suggestion: None,
        }
    }

    /// Adding a player (`None`) or editing one.
    pub fn player(player: Option<&Player>) -> Form {
        let empty = Player::new("", None);
        let p = player.unwrap_or(&empty);
        let number = |n: Option<u64>| n.map(|n| n.to_string()).unwrap_or_default();
        let title_index = p
            .title
            .and_then(|t| Title::ALL.iter().position(|&x| x == t))
            .map_or(0, |i| i + 1);
        let sex_index = match p.sex {
            None => 0,
            Some(Sex::Male) => 1,
            Some(Sex::Female) => 2,
        };
        let fields = vec![
            Field::text(PLAYER_FIELDS[0], &p.name),
            Field::text(PLAYER_FIELDS[1], &number(p.rating.map(u64::from))),
            Field::choice(PLAYER_FIELDS[2], title_options(), title_index),
            Field::text(PLAYER_FIELDS[3], &number(p.fide_id)),
            Field::text(PLAYER_FIELDS[4], p.federation.as_deref().unwrap_or("")),
            Field::choice(
                PLAYER_FIELDS[5],
                vec!["-".into(), "m".into(), "f".into()],
                sex_index,
            ),
            Field::text(PLAYER_FIELDS[6], p.birth_date.as_deref().unwrap_or("")),
            Field::text(
                PLAYER_FIELDS[7],
                &number(p.rated_games_before.map(u64::from)),
            ),
            Field::choice(PLAYER_FIELDS[8], yes_no(), usize::from(p.reached_2400)),
            Field::text(PLAYER_FIELDS[9], &number(p.k_factor.map(u64::from))),
        ];
        match player {
            Some(p) => Form::new(
                format!("Edit player {}", p.tpn),
                Purpose::EditPlayer(Box::new(p.clone())),
                fields,
            ),
            None => Form::new("Add a player", Purpose::AddPlayer, fields),
        }
    }

    /// Fills the fields of the player form with the suggested player's details, if
    /// there is a suggestion; the purpose and the field being typed in stay.
    pub fn take_suggestion(&mut self) -> Option<Player> {
        let player = *self.suggestion.take()?;
        self.fields = Form::player(Some(&player)).fields;
        Some(player)
    }

    pub fn withdraw(tournament: &Tournament, player: &Player) -> Form {
        let next = (tournament.rounds_paired() + 1).min(tournament.rounds_planned);
        let mut form = Form::new(
            format!("Withdraw player {}", player.tpn),
            Purpose::Withdraw(PlayerRef::from(player)),
            vec![Field::text("From round", &next.to_string())],
        );
        form.note = Some("rounds already paired keep their pairings and results".into());
        form
    }

    /// A round robin's pairing number by hand, before round 1.
    pub fn pairing_number(player: &Player) -> Form {
        let mut form = Form::new(
            format!("Pairing number of {}", player.name),
            Purpose::PairingNumber(PlayerRef::from(player)),
            vec![Field::text("Number", &player.tpn.to_string())],
        );
        form.note = Some("the player who has that number takes this one".into());
        form
    }

    /// The bye dialog, on the first paired round in which the player has no place (a
    /// late entry's missed rounds, C.04.2 2.4), else on the next round.
    pub fn request_bye(tournament: &Tournament, player: &Player) -> Form {
        let next = tournament
            .rounds
            .iter()
            .find(|r| r.pairing_of(player.tpn).is_none() && r.bye_of(player.tpn).is_none())
            .map_or(tournament.rounds_paired() + 1, |r| r.number);
        Form::new(
            format!("Bye for player {}", player.tpn),
            Purpose::RequestBye(PlayerRef::from(player)),
            vec![
                Field::text("Round", &next.to_string()),
                Field::choice("Bye", bye_choices(), 0),
            ],
        )
    }

    pub fn forbid(player: &Player) -> Form {
        let mut form = Form::new(
            format!("Forbid a pairing for player {}", player.tpn),
            Purpose::Forbid(PlayerRef::from(player)),
            vec![Field::text("Other player", "")],
        );
        form.note = Some("the two will never be paired against each other".into());
        form
    }

    /// A text setting, with its `value` now.
    pub fn setting(item: Item, value: &str) -> Form {
        let mut form = Form::new(
            format!("Change: {}", item.label()),
            Purpose::Setting(item),
            vec![Field::text("Value", value)],
        );
        form.note = match item {
            Item::RoundDates => Some("YYYY-MM-DD HH:MM, comma-separated, round 1 first".into()),
            Item::PublishDir => Some("a directory beside the file; empty: do not publish".into()),
            Item::PrintCommand => Some("reads the export on its input, e.g. lpr".into()),
            _ => None,
        };
        form
    }

    /// Printing or exporting what a screen shows: one of `whats`, in a format, and
    /// whether to send it to the print command (`None`: none is set).
    pub fn export(whats: &[What], print_command: Option<&str>) -> Form {
        let mut fields = vec![
            Field::choice("What", whats.iter().map(ToString::to_string).collect(), 0),
            Field::choice(
                "Format",
                Format::ALL.iter().map(ToString::to_string).collect(),
                0,
            ),
        ];
        if let Some(command) = print_command {
            fields.push(Field::choice(
                "Print",
                vec!["no".into(), format!("yes: {command}")],
                1,
            ));
        }
        let mut form = Form::new("Print or export", Purpose::Export(whats.to_vec()), fields);
        form.note = Some(match print_command {
            Some(_) => "written beside the tournament file, then printed".into(),
            None => "written beside the tournament file (printing: settings)".into(),
        });
        form
    }

    /// A prize category: name, places, and who is eligible (every condition given must
    /// hold; none: the general prize list). A new one (`None`), or this one to change.
    pub fn prize_category(category: Option<&PrizeCategory>) -> Form {
        let new = PrizeCategory::new("", 1);
        let c = category.unwrap_or(&new);
        let number = |n: Option<u16>| n.map(|n| n.to_string()).unwrap_or_default();
        let text = |t: &Option<String>| t.clone().unwrap_or_default();
        let amounts: Vec<String> = c.amounts.iter().map(u32::to_string).collect();
        let sex = match c.sex {
            None => 0,
            Some(Sex::Male) => 1,
            Some(Sex::Female) => 2,
        };
        let (title, purpose) = match category {
            Some(c) => (
                format!("Change the prize category {}", c.name),
                Purpose::ChangePrizeCategory(c.name.clone()),
            ),
            None => ("Add a prize category".into(), Purpose::AddPrizeCategory),
        };
        let mut form = Form::new(
            title,
            purpose,
            vec![
                Field::text("Name", &c.name),
                Field::text("Places", &c.places.to_string()),
                Field::text("Rating from", &number(c.rating_from)),
                Field::text("Rating below", &number(c.rating_below)),
                Field::choice("Unrated only", yes_no(), usize::from(c.unrated)),
                Field::text("Born from", &text(&c.born_from)),
                Field::text("Born until", &text(&c.born_until)),
                Field::choice("Sex", vec!["-".into(), "m".into(), "f".into()], sex),
                Field::text("Federation", &text(&c.federation)),
                Field::text("Amounts", &amounts.join(",")),
            ],
        );
        form.note = Some(
            "the list shows the categories in the order they are added; amounts: one per place, 500,300,200"
                .into(),
        );
        form
    }

    /// The board results of match `number` of round `round` in one line, as `arbiter
    /// team result` takes them; the note names the round's matches. The match is the
    /// one chosen on the screen: the boards come next.
    pub fn match_results(tournament: &Tournament, round: u32, number: u32) -> Form {
        let mut form = Form::new(
            format!("Round {round}: a match's boards from board 1, 1 = 0 + - --"),
            Purpose::MatchResults(round),
            vec![
                Field::text("Match", &number.to_string()),
                Field::text("Boards", ""),
            ],
        );
        form.note = Some(round_matches(tournament, round));
        form.focus = 1;
        form
    }

    /// Match `number` of round `round` forfeited as a whole (TRF-26 record 330), as
    /// `arbiter team result --forfeit` takes it, or played after all; the note names the
    /// round's matches. The match is the one chosen on the screen: the forfeit comes next.
    pub fn match_forfeit(tournament: &Tournament, round: u32, number: u32) -> Form {
        let choices = MatchForfeit::ALL
            .iter()
            .map(|forfeit| {
                let who = match forfeit {
                    MatchForfeit::FirstWins => "the second team forfeits",
                    MatchForfeit::SecondWins => "the first team forfeits",
                    MatchForfeit::Both => "both forfeit",
                };
                format!("{} {who}", forfeit.code())
            })
            .chain(["none (the match is played)".to_string()])
            .collect();
        let mut form = Form::new(
            format!("Round {round}: a match forfeited as a whole"),
            Purpose::MatchForfeit(round),
            vec![
                Field::text("Match", &number.to_string()),
                Field::choice("Forfeit", choices, 0),
            ],
        );
        form.note = Some(round_matches(tournament, round));
        form.focus = 1;
        form
    }

    /// A new team: its name, short name and federation.
    pub fn add_team() -> Form {
        let mut form = Form::new(
            "Add a team",
            Purpose::AddTeam,
            vec![
                Field::text("Name", ""),
                Field::text("Short name", ""),
                Field::text("Federation", ""),
            ],
        );
        form.note = Some("numbered after the others; r then enters its players".into());
        form
    }

    /// A player entered on the roster of `team`, at a place (the players from there
    /// move down) or last.
    pub fn roster(team: TeamNumber) -> Form {
        let mut form = Form::new(
            "Enter a player on a roster",
            Purpose::Roster,
            vec![
                Field::text("Team", &team.to_string()),
                Field::text("Player", ""),
                Field::text("Place", ""),
            ],
        );
        form.note = Some("the player's number; the place in board order, empty: last".into());
        form
    }

    /// A bye `team` asks for in a round not paired yet, the next one first (`arbiter
    /// team bye`).
    pub fn team_bye(tournament: &Tournament, team: TeamNumber) -> Form {
        let mut form = Form::new(
            "Bye for a team",
            Purpose::TeamBye,
            vec![
                Field::text("Team", &team.to_string()),
                Field::text("Round", &(tournament.rounds_paired() + 1).to_string()),
                Field::choice("Bye", bye_choices(), 0),
            ],
        );
        form.note = Some("a round not paired yet: the team is not paired in it".into());
        form.focus = 1;
        form
    }

    /// The line-up of `team` in round `round`: the roster places of its players in
    /// board order, as `arbiter team lineup` takes them; the note lists the roster.
    pub fn lineup(tournament: &Tournament, round: u32, team: TeamNumber) -> Form {
        let places = tournament
            .teams
            .as_ref()
            .and_then(|teams| {
                let (_, team_match) = teams.round(round)?.match_of(team)?;
                let lineup = team_match.lineup(team_match.side_of(team)?);
                Some(teams.team(team)?.places(lineup))
            })
            .unwrap_or_default();
        let mut form = Form::new(
            format!("Round {round}: line-up, roster places in board order"),
            Purpose::Lineup(round),
            vec![
                Field::text("Team", &team.to_string()),
                Field::text("Board order", &places),
            ],
        );
        // The team is the one chosen on the screen: the places come next.
        form.focus = 1;
        form.check(tournament);
        form
    }

    /// Round `round` of a team Swiss paired by hand: its matches, first-named team
    /// first, and the team with the pairing-allocated bye.
    pub fn pair_teams(round: u32) -> Form {
        let mut form = Form::new(
            format!("Pair round {round} by hand"),
            Purpose::PairTeams(round),
            vec![Field::text("Matches", ""), Field::text("Bye", "")],
        );
        form.note = Some("e.g. 3-1 2-4: team 3 first-named (White on board 1)".into());
        form
    }

    fn check_add_team(&mut self, tournament: &Tournament) -> Option<Submission> {
        let name = self.text(0);
        if name.is_empty() {
            self.fields[0].error = Some("required".into());
        }
        let optional = |text: String| Some(text).filter(|t| !t.is_empty());
        let federation = optional(self.text(2));
        if let Some(Err(error)) = federation.as_deref().map(check_federation) {
            self.fields[2].error = Some(error.to_string());
        }
        let edit = Edit::Team(TeamEdit::AddTeam {
            name,
            short_name: optional(self.text(1)),
            federation: federation.map(|f| f.to_ascii_uppercase()),
        });
        self.checked(tournament, 1, edit)
    }

    fn check_roster(&mut self, tournament: &Tournament) -> Option<Submission> {
        let team = self.number(0);
        let player = self.number(1).and_then(|tpn| {
            tournament
                .player_ref(tpn)
                .map_err(|error| self.fields[1].error = Some(error.to_string()))
                .ok()
        });
        let place = match self.text(2) {
            text if text.is_empty() => None,
            _ => Some(self.number(2)?),
        };
        let edit = Edit::Team(TeamEdit::Roster {
            team: team?,
            change: RosterChange::Add(player?, place),
        });
        self.checked(tournament, 1, edit)
    }

    /// The line-up typed for the team typed; the note lists that team's roster.
    fn check_lineup(&mut self, tournament: &Tournament, round: u32) -> Option<Submission> {
        let teams = tournament.teams.as_ref()?;
        let number = self.number(0);
        let team = number.and_then(|number| teams.team(number));
        self.note = Some(match team {
            Some(team) => roster_note(tournament, teams, team),
            None => "the team's number".to_string(),
        });
        let Some(team) = team else {
            if let Some(number) = number {
                self.fields[0].error = Some(format!("there is no team {number}"));
            }
            return None;
        };
        let players = team
            .lineup_at_places(&self.text(1), teams.boards)
            .map_err(|error| self.fields[1].error = Some(error.to_string()))
            .ok()?;
        let edit = Edit::Team(TeamEdit::Lineup {
            round,
            team: team.number,
            players,
        });
        self.checked(tournament, 1, edit)
    }

    fn check_pair_teams(&mut self, tournament: &Tournament, round: u32) -> Option<Submission> {
        let matches: Result<Vec<_>, _> = self
            .text(0)
            .split_whitespace()
            .map(read_team_match)
            .collect();
        let matches = matches
            .map_err(|error| self.fields[0].error = Some(error.to_string()))
            .ok()?;
        let bye = match self.text(1) {
            text if text.is_empty() => None,
            _ => Some(self.number(1)?),
        };
        let edit = Edit::Team(TeamEdit::Pair {
            round,
            matches,
            bye,
        });
        self.checked(tournament, 0, edit)
    }

    /// The match and board results the fields give, if the model accepts them.
    fn check_match_forfeit(&mut self, tournament: &Tournament, round: u32) -> Option<Submission> {
        let edit = Edit::Team(TeamEdit::Forfeit {
            round,
            number: self.number(0)?,
            forfeit: MatchForfeit::ALL.get(self.fields[1].index()).copied(),
        });
        self.checked(tournament, 0, edit)
    }

    fn check_match_results(&mut self, tournament: &Tournament, round: u32) -> Option<Submission> {
        let number = self.number(0);
        let boards: Result<Vec<GameResult>, _> = self
            .text(1)
            .split_whitespace()
            .map(read_board_result)
            .collect();
        let boards = boards
            .map_err(|error| self.fields[1].error = Some(error.to_string()))
            .ok()?;
        let edit = Edit::Team(TeamEdit::Results {
            round,
            number: number?,
            boards,
        });
        self.checked(tournament, 1, edit)
    }

    /// The category the fields describe, added, or put in the place of the one named
    /// `changing`.
    fn check_prize_category(
        &mut self,
        tournament: &Tournament,
        changing: Option<String>,
    ) -> Option<Submission> {
        let mut number = |field: usize| -> Option<Option<u16>> {
            let text = self.text(field);
            if text.is_empty() {
                return Some(None);
            }
            match text.parse() {
                Ok(n) => Some(Some(n)),
                Err(_) => {
                    self.fields[field].error = Some("a whole number".into());
                    None
                }
            }
        };
        let (places, rating_from, rating_below) = (number(1), number(2), number(3));
        let amounts = self.amounts(9);
        let optional = |text: String| Some(text).filter(|t| !t.is_empty());
        let category = PrizeCategory {
            rating_from: rating_from?,
            rating_below: rating_below?,
            unrated: self.fields[4].index() == 1,
            born_from: optional(self.text(5)),
            born_until: optional(self.text(6)),
            sex: match self.fields[7].index() {
                1 => Some(Sex::Male),
                2 => Some(Sex::Female),
                _ => None,
            },
            federation: optional(self.text(8)).map(|f| f.to_ascii_uppercase()),
            amounts: amounts?,
            ..PrizeCategory::new(self.text(0), places?.map_or(0, u32::from))
        };
        let category = Box::new(category);
        let edit = match changing {
            Some(name) => Edit::ChangePrizeCategory { name, category },
            None => Edit::AddPrizeCategory(category),
        };
        self.checked(tournament, 0, edit)
    }

    /// The whole numbers of `field`, separated by commas (none when it is empty).
    fn amounts(&mut self, field: usize) -> Option<Vec<u32>> {
        let text = self.text(field);
        let amounts: Result<Vec<u32>, _> = text
            .split(',')
            .map(str::trim)
            .filter(|part| !part.is_empty())
            .map(str::parse)
            .collect();
        match amounts {
            Ok(amounts) => Some(amounts),
            Err(_) => {
                self.fields[field].error = Some("whole numbers separated by commas".into());
                None
            }
        }
    }

    pub fn add_tiebreak(missing: &[Tiebreak]) -> Form {
        Form::new(
            "Add a tie-break",
            Purpose::AddTiebreak(missing.to_vec()),
            vec![Field::choice(
                "Tie-break",
                missing.iter().map(|tb| tb.code().to_string()).collect(),
                0,
            )],
        )
    }

    /// Everything a tournament needs before round 1: where it is kept, name, system and
    /// edition, rounds, dates and place, time control and rating list, the tie-break
    /// order (chosen among the sets offered for the system, [`tiebreak_sets`]), the
    /// chief and deputy arbiters and the points of the byes.
    pub fn new_tournament(file: &str) -> Form {
        let system = NEW_SYSTEM_FIRST;
        let scoring = Scoring::fide_default(system);
        let mut form = Form::new(
            "New tournament",
            Purpose::NewTournament,
            vec![
                Field::text("File", file),
                Field::text("Name", ""),
                Field::choice(
                    "System",
                    PairingSystem::ALL
                        .iter()
                        .map(|s| s.code().to_string())
                        .collect(),
                    system_index(system),
                ),
                Field::text("Rounds", "7"),
                Field::text("Start date", &today()),
                Field::choice("Edition", Vec::new(), 0),
                Field::text("End date", ""),
                Field::text("City", ""),
                Field::text("Time control", ""),
                Field::choice("Rating list", Vec::new(), 0),
                Field::choice("Tie-breaks", Vec::new(), 0),
                Field::text("Arbiter", ""),
                Field::text("Deputies", ""),
            ]
            .into_iter()
            .chain(
                NEW_BYES.map(|(_, bye, label)| Field::text(label, &bye.get(&scoring).to_string())),
            )
            .collect(),
        );
        form.sync_new_tournament();
        form
    }

    /// The system chosen in the new-tournament form.
    fn new_system(&self) -> PairingSystem {
        PairingSystem::ALL
            .get(self.fields[NEW_SYSTEM].index())
            .copied()
            .unwrap_or(NEW_SYSTEM_FIRST)
    }

    /// The new-tournament form's choices that follow the system and the dates: the
    /// edition ([`Form::sync_edition`]), the tie-break sets of the system, the points of
    /// the byes while untouched (a Double-Swiss round is two games), and the rating
    /// list, whose first choice is the one of the time control.
    fn sync_new_tournament(&mut self) {
        self.sync_edition();
        let system = self.new_system();
        let round_robin = system == PairingSystem::RoundRobin;
        match (&self.fields[NEW_ROUNDS].input, round_robin) {
            (Input::Text(_), true) => {
                self.fields[NEW_ROUNDS] = Field::choice("Cycles", round_robin_cycles(), 0);
            }
            (Input::Choice { .. }, false) => {
                self.fields[NEW_ROUNDS] = Field::text("Rounds", "7");
            }
            _ => {}
        }
        let sets: Vec<String> = tiebreak_sets(system)
            .iter()
            .map(|set| set.iter().map(|t| t.code()).collect::<Vec<_>>().join(" "))
            .collect();
        let touched = self.fields[NEW_TIEBREAKS].touched;
        if let Input::Choice { options, index } = &mut self.fields[NEW_TIEBREAKS].input
            && (*options != sets || !touched)
        {
            if *options != sets {
                *index = 0;
            }
            *options = sets;
        }
        let scoring = Scoring::fide_default(system);
        let asks_numbers = self.fields[NEW_NUMBERS].label == "Numbers";
        if round_robin && !asks_numbers {
            self.fields.truncate(NEW_NUMBERS);
            self.fields.push(numbering_choice());
        } else if !round_robin && asks_numbers {
            self.fields.truncate(NEW_NUMBERS);
            self.fields
                .extend(NEW_BYES.map(|(_, _, label)| Field::text(label, "")));
        }
        if !round_robin {
            for (field, bye, _) in NEW_BYES {
                if !self.fields[field].touched {
                    let points = bye.get(&scoring).to_string();
                    self.fields[field] = Field::text(self.fields[field].label, &points);
                }
            }
        }
        let by_time_control = RatingList::from_time_control(&self.text(NEW_TIME_CONTROL));
        let lists: Vec<String> = std::iter::once(format!("{by_time_control} (time control)"))
            .chain(RatingList::ALL.iter().map(|l| l.code().to_string()))
            .collect();
        if let Input::Choice { options, .. } = &mut self.fields[NEW_RATING_LIST].input {
            *options = lists;
        }
    }

    /// The new-tournament form's edition choice: the editions of the chosen system, set
    /// to the one in force on the start date until the arbiter chooses one, and again
    /// when the system changes (C.04.3 applies from 1 February 2026); the note names it.
    fn sync_edition(&mut self) {
        let system = self.new_system();
        let date = self.text(4);
        let date = if iso_date(&date).is_some() {
            date
        } else {
            today()
        };
        let in_force = Editions::in_force(system, &date).pairing;
        let years: Vec<String> = system
            .editions()
            .iter()
            .map(|(e, _)| e.year().to_string())
            .collect();
        let chosen_by_hand = self.fields[5].touched;
        if let Input::Choice { options, index } = &mut self.fields[5].input
            && (*options != years || !chosen_by_hand)
        {
            *index = years.iter().position(|y| y == in_force.year()).unwrap_or(0);
            *options = years;
        }
        let chosen: Option<PairingEdition> = self.fields[5].value().parse().ok();
        self.note = Some(match chosen {
            Some(edition) if edition == in_force => {
                format!("{edition}: {}, in force on {date}", edition.title())
            }
            Some(edition) => format!(
                "{edition}: {} (in force on {date}: {in_force})",
                edition.title()
            ),
            None => String::new(),
        });
    }

    pub fn open_file() -> Form {
        let mut form = Form::new(
            "Open a tournament file",
            Purpose::OpenFile,
            vec![Field::text("File", "")],
        );
        form.note = Some("a .trf file is imported into a .toml file beside it".into());
        form
    }

    pub fn next_field(&mut self) {
        self.focus = (self.focus + 1) % self.fields.len();
    }

    pub fn previous_field(&mut self) {
        self.focus = (self.focus + self.fields.len() - 1) % self.fields.len();
    }

    /// Left/Right: changes a choice; in a text field moves the cursor.
    pub fn step(&mut self, forward: bool, key: KeyEvent) {
        let field = &mut self.fields[self.focus];
        field.touched = true;
        match &mut field.input {
            Input::Choice { options, index } => {
                let n = options.len();
                *index = if forward {
                    (*index + 1) % n
                } else {
                    (*index + n - 1) % n
                };
            }
            Input::Text(area) => {
                area.input(key);
            }
        }
    }

    /// A key typed into the focused field (ignored by choices).
    pub fn type_key(&mut self, key: KeyEvent) {
        let field = &mut self.fields[self.focus];
        if let Input::Text(area) = &mut field.input {
            field.touched |= area.input(key);
        }
    }

    /// The error to show for field `index`, if any.
    pub fn shown_error(&self, index: usize) -> Option<&str> {
        let field = &self.fields[index];
        field
            .error
            .as_deref()
            .filter(|_| field.touched || self.submitted)
    }

    fn text(&self, index: usize) -> String {
        self.fields[index].value().trim().to_string()
    }

    /// Checks every field against `tournament`, writing each field's error, and
    /// returns the form's content when all are valid.
    pub fn check(&mut self, tournament: &Tournament) -> Option<Submission> {
        for field in &mut self.fields {
            field.error = None;
        }
        let submission = match self.purpose.clone() {
            Purpose::AddPlayer => self
                .check_player(tournament, None)
                .and_then(|player| self.checked(tournament, 0, Edit::AddPlayer(player))),
            Purpose::EditPlayer(seen) => {
                let who = PlayerRef::from(&*seen);
                self.check_player(tournament, Some(&who))
                    .and_then(|player| {
                        let changes = DetailChange::between(&seen, &player);
                        let edit = Edit::EditPlayer {
                            player: who,
                            changes,
                        };
                        self.checked(tournament, 0, edit)
                    })
            }
            Purpose::Withdraw(player) => self.number(0).and_then(|from_round| {
                // The form is offered for a player shown not withdrawn (`w` on a
                // withdrawn one reinstates him).
                let edit = Edit::Withdraw {
                    player,
                    from_round,
                    was: None,
                };
                self.checked(tournament, 0, edit)
            }),
            Purpose::PairingNumber(player) => self.number(0).and_then(|number| {
                self.checked(tournament, 0, Edit::SetPairingNumber { player, number })
            }),
            Purpose::RequestBye(player) => {
                let kind = RequestedByeKind::ALL.get(self.fields[1].index()).copied();
                self.number(0).and_then(|round| {
                    // What the arbiter sees for that round.
                    let was = tournament
                        .player_by_id(player.id)
                        .and_then(|p| p.requested_bye(round));
                    let edit = Edit::RequestBye {
                        player,
                        round,
                        kind,
                        was,
                    };
                    self.checked(tournament, 0, edit)
                })
            }
            Purpose::Forbid(player) => match self.number(0).map(|n| tournament.player_ref(n)) {
                Some(Ok(other)) => {
                    let edit = Edit::Forbid {
                        player,
                        other,
                        paired: tournament.rounds_paired(),
                    };
                    self.checked(tournament, 0, edit)
                }
                Some(Err(error)) => {
                    self.fields[0].error = Some(error.to_string());
                    None
                }
                None => None,
            },
            Purpose::Setting(Item::PrintCommand) => {
                Some(Submission::PrintCommand(self.fields[0].value()))
            }
            Purpose::Export(whats) => {
                let what = whats.get(self.fields[0].index()).copied();
                let format = Format::ALL.get(self.fields[1].index()).copied();
                let print = self.fields.get(2).is_some_and(|f| f.index() == 1);
                what.zip(format).map(|(what, format)| Submission::Export {
                    what,
                    format,
                    print,
                })
            }
            Purpose::Setting(item) => match item.setting(&self.fields[0].value()) {
                Ok(setting) => self.checked(tournament, 0, Edit::Setting(setting)),
                Err(error) => {
                    self.fields[0].error = Some(error.to_string());
                    None
                }
            },
            Purpose::AddTiebreak(missing) => missing.get(self.fields[0].index()).map(|&tiebreak| {
                let mut tiebreaks = tournament.tiebreaks.clone();
                tiebreaks.push(tiebreak);
                Submission::Edit(Edit::Setting(Setting::Tiebreaks(tiebreaks)))
            }),
            Purpose::NewTournament => self.check_new_tournament(),
            Purpose::AddPrizeCategory => self.check_prize_category(tournament, None),
            Purpose::MatchResults(round) => self.check_match_results(tournament, round),
            Purpose::MatchForfeit(round) => self.check_match_forfeit(tournament, round),
            Purpose::AddTeam => self.check_add_team(tournament),
            Purpose::Roster => self.check_roster(tournament),
            Purpose::TeamBye => {
                let kind = RequestedByeKind::ALL.get(self.fields[2].index()).copied();
                let (team, round) = (self.number(0), self.number(1));
                let edit = Edit::Team(TeamEdit::RequestBye {
                    team: team?,
                    round: round?,
                    kind,
                });
                self.checked(tournament, 1, edit)
            }
            Purpose::Lineup(round) => self.check_lineup(tournament, round),
            Purpose::PairTeams(round) => self.check_pair_teams(tournament, round),
            Purpose::ChangePrizeCategory(name) => self.check_prize_category(tournament, Some(name)),
            Purpose::OpenFile => {
                let file = PathBuf::from(self.text(0));
                if file.is_file() {
                    Some(Submission::OpenFile(file))
                } else {
                    self.fields[0].error = Some("no such file".into());
                    None
                }
            }
        };
        submission.filter(|_| self.fields.iter().all(|f| f.error.is_none()))
    }

    /// `edit` if the model accepts it; otherwise its refusal is field `index`'s error.
    fn checked(&mut self, tournament: &Tournament, index: usize, edit: Edit) -> Option<Submission> {
        if self.fields.iter().any(|f| f.error.is_some()) {
            return None;
        }
        match edit.check(tournament) {
            Ok(()) => Some(Submission::Edit(edit)),
            Err(error) => {
                self.fields[index].error = Some(error.to_string());
                None
            }
        }
    }

    /// A whole number typed in field `index`.
    fn number(&mut self, index: usize) -> Option<u32> {
        let number = self.text(index).parse().ok();
        if number.is_none() {
            self.fields[index].error = Some("a number".into());
        }
        number
    }

    /// The player the fields describe. Each field's own problem is marked on it, and a
    /// player entered twice on the field that repeats; [`Form::checked`] asks the model
    /// about the rest.
    fn check_player(
        &mut self,
        tournament: &Tournament,
        editing: Option<&PlayerRef>,
    ) -> Option<Player> {
        let editing = match editing.map(|who| tournament.resolve_player(who)) {
            Some(Err(error)) => {
                self.fields[0].error = Some(error.to_string());
                return None;
            }
            Some(Ok(tpn)) => Some(tpn),
            None => None,
        };
        let mut player = editing
            .and_then(|tpn| tournament.player(tpn).cloned())
            .unwrap_or_else(|| Player::new("", None));
        player.name = self.text(0);
        if player.name.is_empty() {
            self.fields[0].error = Some("required: Surname, Firstname".into());
        }
        let rating = self.text(1);
        player.rating = match rating.parse::<u16>() {
            _ if rating.is_empty() => None,
            Ok(0) => None,
            Ok(r) if RATING_RANGE.contains(&r) => Some(r),
            _ => {
                self.fields[1].error = Some(format!(
                    "{}-{}, or empty for unrated",
                    RATING_RANGE.start(),
                    RATING_RANGE.end()
                ));
                None
            }
        };
        player.title = self.fields[2]
            .index()
            .checked_sub(1)
            .and_then(|i| Title::ALL.get(i).copied());
        let fide_id = self.text(3);
        player.fide_id = if fide_id.is_empty() {
            None
        } else if fide_id.len() <= 10 && fide_id.chars().all(|c| c.is_ascii_digit()) {
            fide_id.parse().ok()
        } else {
            self.fields[3].error = Some("digits only (at most 10)".into());
            None
        };
        let federation = self.text(4);
        player.federation = if federation.is_empty() {
            None
        } else if let Err(error) = check_federation(&federation) {
            self.fields[4].error = Some(error.to_string());
            None
        } else {
            Some(federation.to_ascii_uppercase())
        };
        player.sex = match self.fields[5].index() {
            1 => Some(Sex::Male),
            2 => Some(Sex::Female),
            _ => None,
        };
        let born = self.text(6);
        player.birth_date = if born.is_empty() {
            None
        } else if let Err(error) = check_birth_date(&born) {
            self.fields[6].error = Some(error.to_string());
            None
        } else {
            Some(born)
        };
        let games = self.text(7);
        player.rated_games_before = if games.is_empty() {
            None
        } else {
            games.parse().ok().or_else(|| {
                self.fields[7].error = Some("a number of games, or empty".into());
                None
            })
        };
        player.reached_2400 = self.fields[8].index() == 1;
        let k = self.text(9);
        player.k_factor = if k.is_empty() {
            None
        } else {
            match k.parse().map(|k| (k, check_k_factor(k))) {
                Ok((k, Ok(()))) => Some(k),
                _ => {
                    self.fields[9].error =
                        Some("10, 15, 20, 30 or 40 as the rating list gives it, or empty".into());
                    None
                }
            }
        };
        if let Err(error @ EditError::DuplicatePlayer(..)) =
            tournament.check_player_fields(&player, editing)
        {
            let same_id = player.fide_id.is_some()
                && tournament
                    .players
                    .iter()
                    .any(|p| Some(p.tpn) != editing && p.fide_id == player.fide_id);
            self.fields[if same_id { 3 } else { 0 }].error = Some(error.to_string());
        }
        Some(player)
    }

    fn check_new_tournament(&mut self) -> Option<Submission> {
        self.sync_new_tournament();
        let file = PathBuf::from(self.text(0));
        if self.text(0).is_empty() {
            self.fields[0].error = Some("where to save it, e.g. open.toml".into());
        } else if file.exists() {
            self.fields[0].error = Some("exists already: choose another name".into());
        }
        let name = self.text(1);
        if name.is_empty() {
            self.fields[1].error = Some("required".into());
        }
        let system = self.new_system();
        let round_robin = (system == PairingSystem::RoundRobin)
            .then(|| CYCLE_CHOICES[self.fields[NEW_ROUNDS].index()]);
        // A round robin's rounds follow from its players when they are entered.
        let rounds = match round_robin {
            Some(_) => Some(1),
            None => self
                .text(NEW_ROUNDS)
                .parse::<u32>()
                .ok()
                .filter(|&r| r >= 1),
        };
        if rounds.is_none() {
            self.fields[NEW_ROUNDS].error = Some("a number from 1".into());
        }
        let start_date = self.text(4);
        if iso_date(&start_date).is_none() {
            self.fields[4].error = Some("a date YYYY-MM-DD".into());
        }
        let end_date = Some(self.text(NEW_END_DATE)).filter(|d| !d.is_empty());
        if end_date.as_deref().is_some_and(|d| iso_date(d).is_none()) {
            self.fields[NEW_END_DATE].error = Some("a date YYYY-MM-DD, or nothing".into());
        } else if end_date.as_ref().is_some_and(|end| *end < start_date) {
            self.fields[NEW_END_DATE].error = Some("before the start date".into());
        }
        let mut scoring = Scoring::fide_default(system);
        let mut byes_valid = true;
        let byes = if round_robin.is_some() {
            &[][..]
        } else {
            &NEW_BYES[..]
        };
        for &(field, bye, _) in byes {
            match self.text(field).parse::<Points>() {
                Ok(points) => bye.set(&mut scoring, points),
                Err(error) => {
                    self.fields[field].error = Some(error.to_string());
                    byes_valid = false;
                }
            }
        }
        let edition = self.fields[5].value().parse::<PairingEdition>().ok()?;
        let mut tournament = Tournament::new(name, system, rounds?);
        if let Some((cycles, double)) = round_robin {
            let numbers = Numbering::ALL
                .get(self.fields[NEW_NUMBERS].index())
                .copied()
                .unwrap_or(Numbering::Rating);
            tournament.round_robin = RoundRobin {
                cycles,
                double,
                numbers,
                // The drawing of lots is recorded by its seed (C.05 Annex 1).
                seed: numbers.is_drawn().then(rand::random),
            };
        }
        tournament.editions = Editions {
            pairing: edition,
            ..Editions::in_force(system, &start_date)
        };
        let optional = |text: String| Some(text).filter(|t| !t.is_empty());
        let info = &mut tournament.info;
        info.start_date = Some(start_date);
        info.end_date = end_date;
        info.city = optional(self.text(NEW_CITY));
        info.time_control = optional(self.text(NEW_TIME_CONTROL));
        info.rating_list = self.fields[NEW_RATING_LIST]
            .index()
            .checked_sub(1)
            .and_then(|i| RatingList::ALL.get(i).copied());
        info.chief_arbiter = optional(self.text(NEW_CHIEF_ARBITER)).map(|a| Arbiter::read(&a));
        info.deputy_arbiters = Arbiter::read_list(&self.text(NEW_DEPUTY_ARBITERS));
        if !byes_valid {
            return None;
        }
        tournament.scoring = scoring;
        tournament.tiebreaks = tiebreak_sets(system)
            .into_iter()
            .nth(self.fields[NEW_TIEBREAKS].index())
            .unwrap_or_default();
        if let Some(problem) = validate(&tournament).into_iter().next() {
            let deputies = problem.field.0.contains(&PathStep::Key("deputy_arbiters"));
            let field = if deputies {
                NEW_DEPUTY_ARBITERS
            } else {
                NEW_CHIEF_ARBITER
            };
            self.fields[field].error = Some(problem.to_string());
            return None;
        }
        Some(Submission::NewTournament {
            file,
            tournament: Box::new(tournament),
        })
    }
}

/// The roster of `team` in board order, a player a line: what the line-up form's
/// places stand for.
fn roster_note(tournament: &Tournament, teams: &TeamCompetition, team: &Team) -> String {
    let mut lines = vec![format!(
        "{}: - leaves a board empty; nothing typed: the first {}",
        team.name, teams.boards
    )];
    lines.extend((1..).zip(&team.roster).map(|(place, &tpn)| {
        let player = tournament.player(tpn);
        format!(
            "{place:>3} {:<40} {:>4}{}",
            player.map_or("", |p| p.name.as_str()),
            player
                .and_then(|p| p.rating)
                .map_or_else(String::new, |r| r.to_string()),
            if place > teams.boards {
                "  reserve"
            } else {
                ""
            }
        )
    }));
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{DoubleRoundRobin, default_tiebreaks};
    use crossterm::event::{KeyCode, KeyModifiers};

    fn type_text(form: &mut Form, text: &str) {
        for c in text.chars() {
            form.type_key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
        }
    }

    fn tournament() -> Tournament {
        let mut t = Tournament::new("Open", PairingSystem::Dutch, 5);
        let mut known = Player::new("Smith, Anna", Some(2100));
        known.fide_id = Some(1234567);
        t.add_player(known).expect("valid");
        t
    }

    #[test]
    fn every_field_is_checked_at_once() {
        let t = tournament();
        let mut form = Form::player(None);
        type_text(&mut form, "Jones, Bob");
        form.focus = 1;
        type_text(&mut form, "99");
        form.focus = 3;
        type_text(&mut form, "12a");
        form.focus = 4;
        type_text(&mut form, "NL");
        form.focus = 6;
        type_text(&mut form, "1990-1");
        form.focus = 9;
        type_text(&mut form, "25");
        assert_eq!(form.check(&t), None);
        let errors: Vec<Option<&str>> = form.fields.iter().map(|f| f.error.as_deref()).collect();
        assert_eq!(
            errors,
            [
                None,
                Some("100-3500, or empty for unrated"),
                None,
                Some("digits only (at most 10)"),
                Some("\"NL\" is not a federation: three letters, e.g. NED"),
                None,
                Some("\"1990-1\" is not a birth date YYYY, YYYY-MM or YYYY-MM-DD"),
                None,
                None,
                Some("10, 15, 20, 30 or 40 as the rating list gives it, or empty"),
            ]
        );
    }

    #[test]
    fn duplicates_are_refused_on_the_field_that_repeats() {
        let t = tournament();
        let mut form = Form::player(None);
        type_text(&mut form, "Smith, Anna");
        assert_eq!(form.check(&t), None);
        assert_eq!(
            form.fields[0].error.as_deref(),
            Some("Smith, Anna is already entered as player 1")
        );
        let mut form = Form::player(None);
        type_text(&mut form, "Other, Name");
        form.focus = 3;
        type_text(&mut form, "1234567");
        assert_eq!(form.check(&t), None);
        assert_eq!(
            form.fields[3].error.as_deref(),
            Some("Smith, Anna is already entered as player 1")
        );
    }

    #[test]
    fn a_valid_player_form_gives_the_player() {
        let t = tournament();
        let mut form = Form::player(None);
        type_text(&mut form, "Jones, Bob");
        form.focus = 1;
        type_text(&mut form, "1850");
        form.focus = 2;
        let right = KeyEvent::new(KeyCode::Right, KeyModifiers::NONE);
        form.step(true, right);
        form.step(true, right);
        form.focus = 4;
        type_text(&mut form, "ned");
        form.focus = 9;
        type_text(&mut form, "10");
        let Some(Submission::Edit(Edit::AddPlayer(player))) = form.check(&t) else {
            panic!(
                "valid form: {:?}",
                form.fields.iter().map(|f| &f.error).collect::<Vec<_>>()
            );
        };
        assert_eq!(player.name, "Jones, Bob");
        assert_eq!(player.rating, Some(1850));
        assert_eq!(player.title, Some(Title::IM));
        assert_eq!(player.federation.as_deref(), Some("NED"));
        assert_eq!(player.k_factor, Some(10));
    }

    #[test]
    fn an_edit_writes_only_what_was_typed_over_on_the_newest_version() {
        let mut t = tournament();
        let mut form = Form::player(t.player(1));
        form.focus = 1;
        for _ in 0..4 {
            form.type_key(KeyEvent::new(KeyCode::Backspace, KeyModifiers::NONE));
        }
        type_text(&mut form, "2150");
        let Some(Submission::Edit(edit)) = form.check(&t) else {
            panic!("a valid edit");
        };
        // Meanwhile another arbiter withdraws the player and gives his federation.
        let mut meanwhile = t.clone();
        meanwhile.withdraw(1, 3).expect("valid");
        meanwhile.players[0].federation = Some("NED".into());
        edit.apply(&mut meanwhile)
            .expect("the rating is still as shown");
        let player = meanwhile.player(1).expect("player 1");
        assert_eq!(
            (
                player.rating,
                player.withdrawn_from,
                player.federation.as_deref()
            ),
            (Some(2150), Some(3), Some("NED"))
        );
        // A rating another arbiter changed to something else is not overwritten.
        t.players[0].rating = Some(2200);
        assert_eq!(
            edit.apply(&mut t).map_err(|e| e.to_string()),
            Err("the rating of Smith, Anna (1) is now 2200, not 2100 as shown: another arbiter changed it; look again".into())
        );
    }

    #[test]
    fn byes_for_later_rounds_and_paired_rounds_without_a_game() {
        let mut t = tournament();
        let player_1 = t.player(1).expect("player 1").clone();
        // Round 1 paired before player 1 entered (a late entry): the dialog offers it.
        t.rounds.push(crate::model::Round {
            number: 1,
            pairings: Vec::new(),
            byes: Vec::new(),
        });
        let mut form = Form::request_bye(&t, &player_1);
        assert_eq!(
            form.check(&t),
            Some(Submission::Edit(Edit::RequestBye {
                player: t.player_ref(1).expect("player 1"),
                round: 1,
                kind: Some(RequestedByeKind::Half),
                was: None,
            }))
        );
        // With a game in round 1, the next round is offered and round 1 refused.
        t.rounds[0]
            .pairings
            .push(crate::model::Pairing::new(1, 1, 2, 1));
        let mut form = Form::request_bye(&t, &player_1);
        assert_eq!(form.fields[0].value(), "2");
        form.fields[0] = Field::text("Round", "1");
        assert_eq!(form.check(&t), None);
        assert_eq!(
            form.fields[0].error.as_deref(),
            Some(
                "Smith, Anna (1) plays on board 1 in round 1: a bye is only for a round without a game (remove the board first)"
            )
        );
    }

    #[test]
    fn a_new_tournament_needs_a_file_a_name_and_rounds() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let file = dir.path().join("new.toml");
        let mut form = Form::new_tournament(&file.display().to_string());
        form.focus = 1;
        type_text(&mut form, "Club Championship");
        form.fields[4] = Field::text("Start date", "2026-03-07");
        let blank = Tournament::new("", PairingSystem::Dutch, 1);
        let Some(Submission::NewTournament {
            file: to,
            tournament,
        }) = form.check(&blank)
        else {
            panic!(
                "a valid form: {:?}",
                form.fields.iter().map(|f| &f.error).collect::<Vec<_>>()
            );
        };
        assert_eq!(to, file);
        assert_eq!(tournament.info.name, "Club Championship");
        assert_eq!(tournament.system, PairingSystem::Dutch);
        assert_eq!(tournament.rounds_planned, 7);
        assert_eq!(tournament.info.start_date.as_deref(), Some("2026-03-07"));
        assert_eq!(tournament.editions.pairing, PairingEdition::Rules2026);
        assert_eq!(
            tournament.tiebreaks,
            default_tiebreaks(PairingSystem::Dutch)
        );
        assert_eq!(tournament.scoring.pairing_bye, Points::ONE);
        form.fields[4] = Field::text("Start date", "7 March");
        assert_eq!(form.check(&blank), None);
        assert_eq!(form.fields[4].error.as_deref(), Some("a date YYYY-MM-DD"));
    }

    #[test]
    fn a_new_round_robin_asks_for_its_cycles_not_its_rounds() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let mut form = Form::new_tournament(&dir.path().join("rr.toml").display().to_string());
        form.focus = 1;
        type_text(&mut form, "Club Round Robin");
        assert_eq!(form.new_system(), PairingSystem::Dutch, "offered first");
        let steps = system_index(PairingSystem::RoundRobin) - system_index(PairingSystem::Dutch);
        form.focus = NEW_SYSTEM;
        let blank = Tournament::new("", PairingSystem::Dutch, 1);
        for _ in 0..steps {
            form.step(true, KeyEvent::new(KeyCode::Right, KeyModifiers::NONE));
            // The application checks the form after every key.
            form.check(&blank);
        }
        assert_eq!(form.fields[NEW_ROUNDS].label, "Cycles");
        assert_eq!(form.fields[NEW_ROUNDS].value(), "single");
        // No bye points (a round robin's free round is a zero-point bye): the numbering.
        let labels: Vec<&str> = form.fields[NEW_CHIEF_ARBITER..]
            .iter()
            .map(|f| f.label)
            .collect();
        assert_eq!(labels, ["Arbiter", "Deputies", "Numbers"]);
        assert_eq!(form.fields[NEW_NUMBERS].value(), "rating");
        form.focus = NEW_ROUNDS;
        form.step(true, KeyEvent::new(KeyCode::Right, KeyModifiers::NONE));
        form.step(true, KeyEvent::new(KeyCode::Right, KeyModifiers::NONE));
        let Some(Submission::NewTournament { tournament, .. }) = form.check(&blank) else {
            panic!("valid");
        };
        assert_eq!(tournament.system, PairingSystem::RoundRobin);
        assert_eq!(
            tournament.round_robin,
            RoundRobin {
                cycles: 2,
                double: DoubleRoundRobin::Berger,
                numbers: Numbering::Rating,
                seed: None,
            }
        );
        assert_eq!(form.fields[NEW_TIEBREAKS].value(), "DE WIN SB KS");
        // Numbers by lot: the seed of the draw is recorded.
        form.focus = NEW_NUMBERS;
        form.step(false, KeyEvent::new(KeyCode::Left, KeyModifiers::NONE));
        let Some(Submission::NewTournament { tournament, .. }) = form.check(&blank) else {
            panic!("valid");
        };
        assert_eq!(tournament.round_robin.numbers, Numbering::Lots);
        assert!(tournament.round_robin.seed.is_some());
        // Back to a Swiss system: the rounds and the bye points again.
        form.focus = NEW_SYSTEM;
        form.step(false, KeyEvent::new(KeyCode::Left, KeyModifiers::NONE));
        form.check(&blank);
        assert_eq!(form.fields[NEW_ROUNDS].label, "Rounds");
        assert_eq!(form.fields[NEW_ROUNDS].value(), "7");
        let byes: Vec<(&str, String)> = form.fields[NEW_NUMBERS..]
            .iter()
            .map(|f| (f.label, f.value()))
            .collect();
        assert_eq!(
            byes,
            [
                ("Pairing bye", "1".to_string()),
                ("Full-pt bye", "1".to_string()),
                ("Half-pt bye", "0.5".to_string()),
                ("Zero-pt bye", "0".to_string())
            ]
        );
    }

    #[test]
    fn a_new_tournament_takes_place_time_control_tiebreaks_arbiter_and_byes() {
        let dir = tempfile::tempdir().expect("temporary directory");
        let mut form = Form::new_tournament(&dir.path().join("open.toml").display().to_string());
        let blank = Tournament::new("", PairingSystem::Dutch, 1);
        let set = |form: &mut Form, index: usize, text: &str| {
            form.fields[index] = Field::text(form.fields[index].label, text);
            form.fields[index].touched = true;
        };
        set(&mut form, 1, "Leiden Open");
        // Dutch, offered first: the tie-break sets and the points of the byes follow it.
        set(&mut form, 4, "2026-04-04");
        set(&mut form, NEW_END_DATE, "2026-04-12");
        set(&mut form, NEW_CITY, "Leiden");
        set(&mut form, NEW_TIME_CONTROL, "15 min + 10 s");
        set(&mut form, NEW_CHIEF_ARBITER, "Sheriff, Kim (12345678)");
        set(
            &mut form,
            NEW_DEPUTY_ARBITERS,
            "Deputy, Lou (23456789); Second, Sam",
        );
        let [_, full_bye, half_bye, zero_bye] = NEW_BYES.map(|(field, _, _)| field);
        set(&mut form, full_bye, "0.5");
        set(&mut form, half_bye, "0.5");
        set(&mut form, zero_bye, "0");
        assert!(form.check(&blank).is_some());
        assert_eq!(
            form.fields[NEW_RATING_LIST].value(),
            "rapid (time control)",
            "the list the time control is rated on comes first"
        );
        assert_eq!(form.fields[NEW_TIEBREAKS].value(), "BH/C1 BH SB DE");
        let sets: Vec<String> = match &form.fields[NEW_TIEBREAKS].input {
            Input::Choice { options, .. } => options.clone(),
            Input::Text(_) => Vec::new(),
        };
        assert_eq!(
            sets,
            ["BH/C1 BH SB DE", "BH/C1 BH DE WIN BWG", "ARO BH/C1 BH"]
        );
        form.focus = NEW_TIEBREAKS;
        form.step(true, KeyEvent::new(KeyCode::Right, KeyModifiers::NONE));
        let Some(Submission::NewTournament { tournament, .. }) = form.check(&blank) else {
            panic!("valid");
        };
        let info = &tournament.info;
        assert_eq!(info.city.as_deref(), Some("Leiden"));
        assert_eq!(info.end_date.as_deref(), Some("2026-04-12"));
        assert_eq!(info.time_control.as_deref(), Some("15 min + 10 s"));
        assert_eq!(info.rating_list, None);
        assert_eq!(tournament.rating_list(), RatingList::Rapid);
        assert_eq!(
            info.chief_arbiter,
            Some(Arbiter {
                name: "Sheriff, Kim".into(),
                fide_id: Some(12345678)
            })
        );
        assert_eq!(
            tournament.tiebreaks,
            [
                Tiebreak::BH_C1,
                Tiebreak::BH,
                Tiebreak::DE,
                Tiebreak::WIN,
                Tiebreak::BWG
            ]
        );
        assert_eq!(
            info.deputy_arbiters,
            [
                Arbiter {
                    name: "Deputy, Lou".into(),
                    fide_id: Some(23456789)
                },
                Arbiter {
                    name: "Second, Sam".into(),
                    fide_id: None
                }
            ]
        );
        assert_eq!(tournament.scoring.pairing_bye, Points::ONE);
        assert_eq!(tournament.scoring.full_bye, Points::from_tenths(5));
        assert_eq!(tournament.scoring.half_bye, Points::from_tenths(5));
        assert_eq!(tournament.scoring.zero_bye, Points::ZERO);
        set(&mut form, NEW_END_DATE, "2026-04-01");
        set(&mut form, half_bye, "half");
        assert_eq!(form.check(&blank), None);
        assert_eq!(
            form.fields[NEW_END_DATE].error.as_deref(),
            Some("before the start date")
        );
        assert!(form.fields[half_bye].error.is_some());
    }
}
