"""Bellum's effect ops (tabletop/games/bellum/effects.py), each through a card that uses it,
the card's text quoted; every op of ``EFFECTS`` has a case, and each case checks that its op
ran. Then the keywords and relics: Deployment, Death, Permanent, flipping."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from bellum_scenario import attack, b, block, build, choose, order, place, start_turn, step
from helpers import act

from tabletop.games.bellum.effects import EFFECTS
from tabletop.games.bellum.rules import BellumState


def case_damage(state: BellumState) -> None:
    """Javelin: "Deal 2 damage to an enemy creature.\""""
    place(state, b("javelin"), "hand.0")
    place(state, "talos", "play.1")
    act(state, "play", source=b("javelin"))
    choose(state, "talos")
    assert state.counter("talos", "damage") == 2 and state.power("talos") == 6


def case_damage_each(state: BellumState) -> None:
    """Spear Volley: "Deal 1 damage to each enemy creature.\""""
    place(state, "spear-volley", "hand.0")
    for card in ("talos", b("nymph", 1), b("satyr")):
        place(state, card, "play.1" if card != b("satyr") else "play.0")
    act(state, "play", source="spear-volley")
    act(state, "no")  # the Nymph's Death
    assert state.counter("talos", "damage") == 1 and b("nymph", 1) in state.zones["discard.1"]
    assert state.counter(b("satyr"), "damage") == 0


def case_destroy(state: BellumState) -> None:
    """Medusa: "Deployment: destroy an enemy creature whose power is 3 or less." Power now:
    a damaged Talos (8 - 5) is turned to stone too; the Centaur (4) is not."""
    place(state, "medusa", "hand.0")
    for card in ("talos", "centaur", b("satyr", 1)):
        place(state, card, "play.1")
    state.set_counter("talos", "damage", 5)
    act(state, "no_combat")
    act(state, "play", source="medusa")
    assert {a.source for a in state.legal_actions} == {"talos", b("satyr", 1)}
    choose(state, "talos")
    assert "talos" in state.zones["discard.1"]


def case_shield(state: BellumState) -> None:
    """Hoplite: "Deployment: put a Shield token on this creature." Shieldbearer: 2 tokens."""
    place(state, b("hoplite"), "hand.0")
    place(state, "shieldbearer", "hand.0")
    act(state, "no_combat")
    act(state, "play", source=b("hoplite"))
    act(state, "play", source="shieldbearer")
    assert state.counter(b("hoplite"), "shield") == 1
    assert state.counter("shieldbearer", "shield") == 2


def case_shield_each(state: BellumState) -> None:
    """Polemarch: "Deployment: put a Shield token on each of your Soldiers." (itself too)"""
    place(state, "polemarch", "hand.0")
    place(state, "myrmidon", "play.0")
    place(state, b("satyr"), "play.0")
    act(state, "no_combat")
    act(state, "play", source="polemarch")
    assert state.counter("polemarch", "shield") == 1 and state.counter("myrmidon", "shield") == 1
    assert state.counter(b("satyr"), "shield") == 0


def case_heal(state: BellumState) -> None:
    """Libation: "Remove every damage token from one of your creatures and put a Shield token
    on it." A card's text beats "power is never reset"."""
    place(state, b("libation"), "hand.0")
    place(state, "talos", "play.0")
    state.set_counter("talos", "damage", 6)
    act(state, "play", source=b("libation"))
    choose(state, "talos")
    assert state.power("talos") == 8 and state.counter("talos", "shield") == 1


def case_draw(state: BellumState) -> None:
    """Omen: "Draw 2 cards.\""""
    place(state, "omen", "hand.0")
    act(state, "play", source="omen")
    assert len(state.zones["hand.0"]) == 2 and "omen" in state.zones["discard.0"]


def case_discard(state: BellumState) -> None:
    """Augury: "Draw 2 cards, then discard a card.\""""
    place(state, b("augury"), "hand.0")
    act(state, "play", source=b("augury"))
    assert step(state) == "discard" and len(state.zones["hand.0"]) == 2
    act(state, "discard", source=state.zones["hand.0"][0])
    assert len(state.zones["hand.0"]) == 1


def case_recover(state: BellumState) -> None:
    """Charon's Obol: "Return that creature from your discard pile to your hand, then draw a
    card." Played in the own turn, on a sacrifice."""
    place(state, b("blood-offering"), "hand.0")
    place(state, "charons-obol", "hand.0")
    place(state, "talos", "play.0")
    act(state, "play", source=b("blood-offering"))
    choose(state, "talos")
    assert {a.kind for a in state.legal_actions} == {"interrupt", "pass"}
    act(state, "interrupt", source="charons-obol", target="talos")
    assert "talos" in state.zones["hand.0"]
    assert len(state.zones["hand.0"]) == 4  # Talos, 2 from the Offering, 1 from the Obol


def case_tartarus(state: BellumState) -> None:
    """Thunderbolt of Zeus, Tartarus icon: "The active player may set aside any card from
    their discard pile, except the card that has just been bought.\""""
    place(state, b("satyr"), "hand.0")
    place(state, b("keres"), "discard.0")
    for card in list(state.zones["pile.IV"]):
        if card != "thunderbolt":
            place(state, card, "tartarus")
    act(state, "no_combat")
    act(state, "buy", source="thunderbolt")
    assert {a.source for a in state.legal_actions} == {b("keres"), b("satyr"), None}
    act(state, "tartarus", source=b("keres"))
    assert b("keres") in state.zones["tartarus"] and "thunderbolt" in state.zones["discard.0"]


def case_free_buy(state: BellumState) -> None:
    """Sibyl of Cumae: "Deployment: buy the top card of pile I or II for free.\""""
    place(state, "sibyl-of-cumae", "hand.0")
    place(state, "myrmidon", "pile.I")
    act(state, "no_combat")
    act(state, "play", source="sibyl-of-cumae")
    act(state, "free_buy", source="myrmidon")
    assert "myrmidon" in state.zones["discard.0"]


def case_sacrifice(state: BellumState) -> None:
    """Cerberus: "Rallying: sacrifice a creature. If you do, deal 3 damage to an enemy creature
    and draw a card.\""""
    place(state, "cerberus", "play.0")
    place(state, b("satyr"), "play.0")
    place(state, "talos", "play.1")
    start_turn(state)
    choose(state, b("satyr"))
    choose(state, "talos")
    assert b("satyr") in state.zones["discard.0"] and state.counter("talos", "damage") == 3
    assert len(state.zones["hand.0"]) == 1


def case_put_into_play(state: BellumState) -> None:
    """Limnai: "Plunder: put a creature from your discard pile into play." (for the defender:
    it deploys, and it may attack in its owner's next turn)."""
    state.data["cities"] = ["athens", "sparta"]
    place(state, b("satyr"), "play.0")
    place(state, b("hoplite", 1), "discard.1")
    place(state, b("augury", 1), "discard.1")
    state.set_flag(state.zones["city.1"][0], "plundered")
    state.data["plundered"][1] = 1
    attack(state, b("satyr"))
    assert "Limnai" in state.decision.prompt
    act(state, "yes")
    assert {a.source for a in state.legal_actions} == {b("hoplite", 1)}  # creatures only
    act(state, "put", source=b("hoplite", 1))
    assert b("hoplite", 1) in state.zones["play.1"]
    assert state.counter(b("hoplite", 1), "shield") == 1  # Deployment, from a plunder


def case_summon(state: BellumState) -> None:
    """Dragon's Teeth: "Put 2 Spartoi from outside the game into play." Our completion: with 1
    left, 1 comes."""
    place(state, "dragons-teeth", "hand.0")
    for card in ("spartoi#1", "spartoi#2", "spartoi#3"):
        place(state, card, "play.1")
    act(state, "play", source="dragons-teeth")
    assert state.zones["outside"] == ["pegasus"] and "spartoi#4" in state.zones["play.0"]
    assert state.has_flag("spartoi#4", "arrived")


def case_may(state: BellumState) -> None:
    """Cyclops: "Permanent: whenever an enemy creature is destroyed, you may draw a card.\""""
    place(state, "cyclops", "play.0")
    place(state, b("javelin"), "hand.0")
    place(state, b("satyr", 1), "play.1")
    state.set_counter(b("satyr", 1), "damage", 1)
    act(state, "play", source=b("javelin"))
    choose(state, b("satyr", 1))
    assert "Cyclops" in state.decision.prompt
    act(state, "yes")
    assert len(state.zones["hand.0"]) == 1


def case_unblockable(state: BellumState) -> None:
    """Trojan Horse: "This turn, your creatures cannot be blocked.\""""
    place(state, "trojan-horse", "hand.0")
    place(state, b("satyr"), "play.0")
    place(state, "talos", "play.1")
    act(state, "play", source="trojan-horse")
    assert state.data["unblockable"]
    attack(state, b("satyr"))
    assert state.data["plundered"] == [0, 1]


def case_token(state: BellumState) -> None:
    """Altar of Sacrifice: "Whenever you sacrifice a creature, place a damage token on the
    Altar of Sacrifice. When you place the 5th token, flip the Altar of Sacrifice.\""""
    place(state, "altar-of-sacrifice", "play.0")
    place(state, b("blood-offering"), "hand.0")
    place(state, b("satyr"), "play.0")
    state.set_counter("altar-of-sacrifice", "damage", 3)
    act(state, "play", source=b("blood-offering"))
    choose(state, b("satyr"))
    assert state.counter("altar-of-sacrifice", "damage") == 4
    assert "altar-of-sacrifice" in state.zones["play.0"]


CASES: dict[str, Callable[[BellumState], None]] = {
    name.removeprefix("case_"): fn for name, fn in globals().items() if name.startswith("case_")
}


def test_every_op_has_a_case() -> None:
    assert set(CASES) == set(EFFECTS.ops)


@pytest.mark.parametrize("op", sorted(CASES))
def test_op(op: str, monkeypatch: pytest.MonkeyPatch) -> None:
    ran = []
    real = EFFECTS.ops[op]

    def spy(state, frame, step_):
        ran.append(step_)
        real(state, frame, step_)

    monkeypatch.setitem(EFFECTS.ops, op, spy)
    state = build()
    CASES[op](state)
    assert ran, f"the op {op} never ran"


# ----- keywords and relics ----------------------------------------------------------------------


def test_altar_flips_at_the_fifth_token() -> None:
    """Altar of Sacrifice: "When you place the 5th token, flip the Altar of Sacrifice." Our
    completion: the back side takes its place, without tokens."""
    state = build(
        hands={0: [b("blood-offering")]},
        play={0: ["altar-of-sacrifice", b("satyr")]},
        damage={"altar-of-sacrifice": 4},
    )
    act(state, "play", source=b("blood-offering"))
    choose(state, b("satyr"))
    assert "altar-of-blood" in state.zones["play.0"] and "altar-of-sacrifice" in state.zones["flip"]
    assert state.card_state("altar-of-blood") == {} and state.card_state("altar-of-sacrifice") == {}


def test_altar_of_blood_may_sacrifice() -> None:
    """Altar of Blood: "Rallying: you may sacrifice a creature. If you do, deal 4 damage to an
    enemy creature and draw a card.\""""
    state = build(play={0: ["altar-of-blood", b("nymph")], 1: ["talos"]}, rally=True)
    act(state, "yes")
    choose(state, b("nymph"))
    choose(state, "talos")
    assert state.counter("talos", "damage") == 4
    act(state, "no")  # the Nymph's own Death effect comes last
    assert len(state.zones["hand.0"]) == 1


def test_pithos_flips_to_hope() -> None:
    """Pithos of Pandora: "whenever one of your creatures is destroyed, place a damage token on
    the Pithos. When you place the 3rd token, flip it." Hope: "Rallying: draw a card and put a
    Shield token on one of your creatures.\""""
    state = build(
        hands={0: ["spear-volley"]},
        play={1: ["pithos-of-pandora", b("nymph", 1), b("acolyte", 1), b("satyr", 1)]},
        damage={"pithos-of-pandora": 1},
    )
    act(state, "play", source="spear-volley")
    # the Nymph's Death and two Pithos tokens trigger together: the active player orders them
    assert step(state) == "order_items" and state.decision.seat == 0
    while step(state) != "start":
        state.apply(state.legal_actions[0])
    assert "hope" in state.zones["play.1"] and "pithos-of-pandora" in state.zones["flip"]
    state.data["active"] = 1
    hand = len(state.zones["hand.1"])
    start_turn(state)
    assert len(state.zones["hand.1"]) == hand + 1
    choose(state, b("satyr", 1))
    assert state.counter(b("satyr", 1), "shield") == 1


def test_cyclops_not_for_own_creatures() -> None:
    """Cyclops: "whenever an enemy creature is destroyed" — not one of its own."""
    state = build(hands={0: [b("blood-offering")]}, play={0: ["cyclops", b("satyr")]})
    act(state, "play", source=b("blood-offering"))
    choose(state, b("satyr"))
    assert step(state) == "start"


def test_keres_death_damage() -> None:
    """Keres: "Death: deal 2 damage to an enemy creature." (the enemy of its controller)"""
    state = build(play={0: ["talos"], 1: [b("keres", 1)]})
    attack(state, "talos")
    block(state, {b("keres", 1): "talos"})
    act(state, "yes")
    assert state.decision.seat == 1
    choose(state, "talos")
    assert state.counter("talos", "damage") == 4


def test_deployment_from_outside() -> None:
    """Bellerophon: "Deployment: put Pegasus from outside the game into play." Pegasus:
    "Assault: put a Shield token on this creature.\""""
    state = build(hands={0: ["bellerophon"]})
    act(state, "no_combat")
    act(state, "play", source="bellerophon")
    assert "pegasus" in state.zones["play.0"]


def test_outside_cards_go_back_outside() -> None:
    """Our completion: "a Spartoi or Pegasus that is destroyed goes back outside the game.\""""
    state = build(hands={0: [b("javelin")]}, play={1: ["pegasus"]}, damage={"pegasus": 1})
    act(state, "play", source=b("javelin"))
    choose(state, "pegasus")
    assert "pegasus" in state.zones["outside"] and state.card_state("pegasus") == {}


def test_circe_assault_destroys_power_2_or_less() -> None:
    """Circe: "Assault: destroy an enemy creature whose power is 2 or less.\""""
    state = build(play={0: ["circe"], 1: [b("satyr", 1), b("keres", 1)]})
    attack(state, "circe")
    assert {a.source for a in state.legal_actions} == {b("keres", 1)}
    choose(state, b("keres", 1))
    act(state, "no")
    assert b("keres", 1) in state.zones["discard.1"]


def test_typhon_and_chimera_each_enemy() -> None:
    """Typhon: "Deployment: deal 3 damage to each enemy creature.\""""
    state = build(hands={0: ["typhon"]}, play={1: ["talos", b("satyr", 1)]})
    act(state, "no_combat")
    act(state, "play", source="typhon")
    assert state.counter("talos", "damage") == 3 and b("satyr", 1) in state.zones["discard.1"]


def test_amyklai_and_acropolis() -> None:
    """Acropolis: "Plunder: put a Shield token on each of your creatures, then draw 2 cards.\""""
    state = build(city="sparta", play={0: ["talos", b("satyr")], 1: [b("nymph", 1)]})
    for district in state.zones["city.1"][:2]:
        state.set_flag(district, "plundered")
    state.data["plundered"][1] = 2
    hand = len(state.zones["hand.1"])
    attack(state, "talos", b("satyr"))
    block(state, {b("nymph", 1): b("satyr")})
    order(state, "acropolis", b("nymph", 1))
    act(state, "yes")
    assert state.counter(b("nymph", 1), "shield") == 0  # destroyed already: not in play
    assert len(state.zones["hand.1"]) == hand + 2


def test_relics_cannot_be_destroyed_nothing_to_sacrifice() -> None:
    """ "Relics are placed in play permanently and cannot be destroyed." Our completion: "If you
    have no creature, nothing is sacrificed and the "if you do" part does not happen.\""""
    state = build(hands={0: [b("blood-offering")]}, play={0: ["temple-of-ares"]})
    act(state, "play", source=b("blood-offering"))
    assert step(state) == "start" and state.zones["hand.0"] == []  # no draw
    assert "temple-of-ares" in state.zones["play.0"]
    state = build(hands={0: ["medusa"]}, play={1: ["temple-of-ares"]})
    act(state, "no_combat")
    act(state, "play", source="medusa")  # no creature to turn to stone: nothing asked
    assert step(state) == "main" and "temple-of-ares" in state.zones["play.1"]


def test_thunderbolt_destroyed_by_the_5_takes_no_more() -> None:
    """Our completion: "Thunderbolt of Zeus is two instances of damage ... A creature destroyed
    by the 5 takes no more.\""""
    state = build(hands={0: ["thunderbolt"]}, play={1: [b("satyr", 1), "talos"]})
    act(state, "play", source="thunderbolt")
    choose(state, b("satyr", 1))
    assert b("satyr", 1) in state.zones["discard.1"] and state.card_state(b("satyr", 1)) == {}
    assert state.counter("talos", "damage") == 1


def test_cyclops_gone_does_not_draw() -> None:
    """Our completion: "an effect "whenever ..." of a card in play (Cyclops) resolves only if
    that card is still in play when it resolves." The Cyclops and the Talos it blocks destroy
    each other: the Cyclops draws nothing for the Talos."""
    state = build(play={0: ["talos"], 1: ["cyclops"]}, damage={"talos": 2})
    hand = len(state.zones["hand.1"])
    attack(state, "talos")
    block(state, {"cyclops": "talos"})
    assert state.controller("cyclops") is None and state.controller("talos") is None
    assert step(state) == "main" and len(state.zones["hand.1"]) == hand
    # and while it is in play it does draw (its "may")
    state = build(play={0: [b("satyr")], 1: ["cyclops"]})
    attack(state, b("satyr"))
    block(state, {"cyclops": b("satyr")})
    assert "Cyclops" in state.decision.prompt and state.decision.seat == 1


def test_an_optional_effect_with_nothing_to_act_on_is_skipped_not_asked() -> None:
    """Keres: "Death: deal 2 damage to an enemy creature." With no enemy creature left, the
    optional effect could do nothing: no one is asked, and the log says it is skipped."""
    state = build(hands={0: [b("blood-offering")]}, play={0: [b("keres")]})
    act(state, "play", source=b("blood-offering"))
    events = act(state, "target", source=b("keres"))
    assert b("keres") in state.zones["discard.0"]
    assert "yes" not in {a.kind for a in state.legal_actions}
    assert state.decision.seat == 0 and step(state) == "start"
    texts = [e.text for e in events]
    assert (
        "The Death effect of Athens's Keres (2 damage to an enemy creature) is skipped: "
        "it would do nothing now." in texts
    )


def test_a_may_effect_with_nothing_to_act_on_is_skipped_not_asked() -> None:
    """Dryad: "Rallying: you may remove every damage token from one of your creatures." With
    no damaged creature, there is nothing to ask."""
    state = build(play={0: ["dryad", b("satyr")]}, rally=True)
    assert step(state) == "start"
    state = build(play={0: ["dryad", b("satyr")]}, damage={b("satyr"): 1}, rally=True)
    assert {a.kind for a in state.legal_actions} == {"yes", "no"}
