"""Bellum's log names whose card it means, and says a trigger in plain words (a new player's
report: both sides play the same Base deck, so "Peltast suffers 3 damage. ... Peltast is
destroyed." could be either Peltast; "Acolyte: draw a card triggers." read awkwardly).

A card of which each side has a copy (the Base deck) is named with its owner ("Sparta's
Peltast"); any other card, one of a kind, by its name alone. Only words: the rules are those of
before (the rules fingerprint with every word left out is unchanged)."""

from __future__ import annotations

import random

from bellum_scenario import attack, b, block, build
from helpers import act

from tabletop.games.bellum import GAME


def texts(events) -> list[str]:
    return [e.text for e in events]


def test_a_fight_of_two_peltasts_names_each_ones_city() -> None:
    """Athens's Peltast (2) attacks with Talos; Sparta's Peltast blocks it: each line of the
    exchange says whose Peltast it is, and Talos (one of a kind) keeps its bare name."""
    state = build(play={0: [b("peltast"), "talos"], 1: [b("peltast", 1)]}, damage={"talos": 1})
    attack(state, b("peltast"), "talos")
    said = texts(act(state, "target", source=b("peltast", 1)))  # Athens's Peltast's Assault
    assert "Sparta's Peltast suffers 1 damage." in said, said
    assert "Sparta's Peltast has power 1 left." in said, said
    said = []
    act(state, "pair", source=b("peltast", 1), target=b("peltast"))
    said += texts(act(state, "confirm"))
    while (
        state.decision is not None
        and state.decision.seat == 1
        and "Interruption" in (state.decision.prompt)
    ):
        said += texts(act(state, "pass"))
    assert "Sparta's Peltast blocks Athens's Peltast." in said, said
    assert "Athens's Peltast suffers 1 damage." in said, said
    assert "Sparta's Peltast suffers 2 damage." in said, said
    assert "Sparta's Peltast is destroyed." in said, said
    assert "Sparta's Peltast goes to the discard pile." in said, said
    assert not any(t.startswith(("Peltast ", "Peltast's")) for t in said), said
    assert not any("'s Talos" in t for t in said), said


def test_a_trigger_says_whose_effect_and_what_it_does() -> None:
    """ "Acolyte: draw a card triggers." is now "The Deployment effect of Athens's Acolyte
    triggers: draw a card."; a one-of-a-kind card: "Shieldbearer's Deployment effect triggers:
    2 Shield tokens on it."."""
    state = build(hands={0: [b("acolyte"), "shieldbearer"]})
    act(state, "no_combat")
    said = texts(act(state, "play", source=b("acolyte")))
    assert "The Deployment effect of Athens's Acolyte triggers: draw a card." in said, said
    assert "Athens's Acolyte comes into play." in said, said
    said = texts(act(state, "play", source="shieldbearer"))
    assert "Shieldbearer's Deployment effect triggers: 2 Shield tokens on it." in said, said
    assert "Shieldbearer gets 2 Shield tokens." in said, said


def test_a_district_and_a_shield_in_the_log() -> None:
    """Pitane's Plunder: "Pitane's Plunder effect triggers: deal 3 damage to an enemy
    creature." (it read "Pitane: deal 3 damage to an enemy creature triggers."), and a Shield
    on a Base creature names its city."""
    state = build(
        city="sparta", play={0: ["myrmidon"], 1: [b("hoplite", 1)]}, shield={b("hoplite", 1): 1}
    )
    act(state, "no_combat")
    act(state, "end")
    while state.decision.seat == 0:  # Sparta discards down to 5 if it must
        act(state, state.decision.actions[0].kind, source=state.decision.actions[0].source)
    said = texts(act(state, "attack"))
    said += texts(act(state, "toggle", source=b("hoplite", 1), option="on"))
    said += texts(act(state, "confirm"))
    said += texts(act(state, "confirm"))  # Sparta (seat 0) does not block
    assert any(t.startswith("Athens plunders Sparta's Pitane") for t in said), said
    assert "Pitane's Plunder effect triggers: deal 3 damage to an enemy creature." in said, said
    said += texts(act(state, "yes"))
    said += texts(act(state, "target", source=b("hoplite", 1)))
    assert "The Shield on Athens's Hoplite ignores 3 damage." in said, said


def test_no_log_line_of_random_games_reads_as_before() -> None:
    """Over random games: no trigger line ends "... triggers." after its effect's words, and
    no line begins with the bare name of a Base card (each side has one) unless it says
    whose hand it returns to."""
    base = sorted({GAME.card_name(c) for c in GAME.cards if GAME.cards[c]["pile"] == "base"})
    seen = 0
    for seed in range(6):
        state = GAME.setup(seed)
        rng = random.Random(seed)
        while state.decision is not None:
            for event in state.apply(rng.choice(state.decision.actions)):
                text = event.text
                seen += 1
                if event.kind == "trigger":
                    assert (
                        " triggers" in text
                        and ": " in text.split(" triggers")[-1]
                        or ("does not resolve" in text)
                    ), text
                    assert not text.endswith(" triggers."), text
                bare = [n for n in base if text.startswith((f"{n} ", f"{n}'s "))]
                if " returns to " in text and text.endswith("'s hand."):
                    bare = []  # "Keres returns to Athens's hand." says whose it is
                assert not bare, text
    assert seen > 1000


def test_the_order_window_tells_two_keres_apart_by_their_city() -> None:
    """Two Keres destroyed at once (each blocks the other): their Death effects wait in one
    window, labelled "Athens's Keres: ..." and "Sparta's Keres: ...", not "(1st)"/"(2nd)"."""
    state = build(play={0: [b("keres")], 1: [b("keres", 1)]})
    attack(state, b("keres"))
    block(state, {b("keres", 1): b("keres")})
    while "put them in order" not in state.decision.prompt:
        act(state, "pass")
    labels = {a.text for a in state.decision.actions}
    assert any(t.startswith("Athens's Keres: ") for t in labels), labels
    assert any(t.startswith("Sparta's Keres: ") for t in labels), labels
    assert not any("(1st)" in t or "(2nd)" in t for t in labels), labels
