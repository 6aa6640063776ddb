//! A2: the order of the players for pairing purposes.
//!
//! Score first, then rating, FIDE title (IGM-IM-WGM-WIM-FM-CM-WFM-WCM-no title) and name,
//! with the ratings and titles of the request (a corrected rating counts from the next
//! pairing on, F7). The pairing number breaks the last tie (two players of the same name,
//! rating and title), so the order is total.

use std::cmp::Ordering;

use crate::model::initial_order;
use crate::pairing::Competitor;

pub fn a2_order(a: &Competitor, b: &Competitor) -> Ordering {
    b.score
        .cmp(&a.score)
        .then_with(|| initial_order((a.rating, a.title, &a.name), (b.rating, b.title, &b.name)))
        .then_with(|| a.tpn.cmp(&b.tpn))
}
