"""What a Bellwake position is worth to the keepers (both seats share it: the game is
cooperative), for the greedy bot's one-step search: the Hush and the rounds left against the
progress still needed, the heroes' health, the party, echo and cards in hand, the enemies
engaged and the dread waiting in the staging area, and the scenarios already won."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.games.bellwake.board import SEATS

if TYPE_CHECKING:
    from tabletop.games.bellwake.rules import BellwakeState

SCENARIO_WON = 400.0  # a scenario of the campaign won (lost: 0)
PROGRESS = 9.0  # a point of progress towards the last objective
HUSH = 6.0  # a point of Hush (more as it nears the limit)
HEALTH = 2.5  # a point of a hero's health left
FALLEN = 70.0  # a hero who has fallen
ECHO = 1.6
IN_HAND = 2.2
DREAD = 6.5  # a point of dread in the staging area (it counts in every venture to come)
VICTORY = 3.0  # a victory point (experience)
ENGAGED_STRIKE = 1.2  # a point of strike of an engaged enemy
ENGAGED_HEALTH = 0.6  # a point of health left of an engaged enemy


BEFORE_CLASH = frozenset({"kindle", "muster", "venture", "travel", "encounter"})


def threat(state: BellwakeState, mods: dict[tuple[str, str], int]) -> float:
    """What this round's Clash will cost: each engaged enemy beyond the keeper's ready
    characters hits the hero (and a Silent Brother's undefended blow raises the Hush)."""
    z, cost = state.zones, 0.0
    for seat in SEATS:
        engaged = z[f"engaged.{seat}"]
        spare = len(engaged) - len(state.ready(seat))
        if spare <= 0 or not state.stands(seat):
            continue
        ward = state.stat(state.hero(seat), "ward", mods)
        for enemy in engaged[-spare:]:
            cost += HEALTH * max(0, state.stat(enemy, "strike", mods) - ward)
            if any(
                t["on"] == "attacked_undefended"
                for t in state.game.card_def(enemy).get("triggers", ())
            ):
                cost += HUSH
    return cost


def evaluate(state: BellwakeState) -> float:
    c = state.campaign
    assert c is not None
    score = SCENARIO_WON * sum(1 for r in c["results"] if r.get("won"))
    if state.data.get("stage") == "between" or state.scenario_done():
        return score
    z, d = state.zones, state.data
    mods = state.mods()
    limit = int(state.constants["hush_loss"])
    hush = d["hush"]
    score -= HUSH * hush + 40.0 * max(0, hush - (limit - 5)) ** 2 / 5
    done = sum(int(state.game.card_def(o)["progress"]) for o in z["complete"])
    done += state.objective_progress()
    for location in z["active"]:
        done += 0.6 * state.counter(location, "progress")
    score += PROGRESS * done
    for seat in SEATS:
        if not state.stands(seat):
            score -= FALLEN
        for card in z[f"party.{seat}"]:
            left = state.health_left(card, mods)
            if state.kind(card) == "hero":
                score += HEALTH * left
            else:
                resolve = state.stat(card, "resolve", mods)
                score += 3.0 + left + 1.5 * resolve + state.stat(card, "strike", mods)
        score += 3.0 * len(z[f"gear.{seat}"])
        score += ECHO * min(d["echo"][seat], 6) + IN_HAND * min(len(z[f"hand.{seat}"]), 6)
        for enemy in z[f"engaged.{seat}"]:
            strike = state.stat(enemy, "strike", mods)
            score -= ENGAGED_STRIKE * strike + ENGAGED_HEALTH * state.health_left(enemy, mods)
    if d.get("stage") in BEFORE_CLASH:
        score -= threat(state, mods)
    score -= DREAD * state.dread(mods)
    score += VICTORY * sum(int(state.game.card_def(x).get("victory") or 0) for x in z["victory"])
    return score
