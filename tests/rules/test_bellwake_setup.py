"""Bellwake: setting up a scenario and the campaign's shape (docs/rules/bellwake.md, "Setting
up a scenario", "The campaign at a glance", "Decks and scenarios")."""

from __future__ import annotations

from collections import Counter

import pytest
from bellwake_scenario import ALL, GAME, HALE, SEFA, C, amount, census, fresh, num, step

from tabletop.rules.cards import definition_id


def player_cards(state, seat: int) -> list[str]:
    z = state.zones
    return z[f"deck.{seat}"] + z[f"hand.{seat}"]


def test_the_campaign_is_three_scenarios_in_order() -> None:
    """ "the three scenarios are always played in that order, once each, whatever their
    results." """
    state = GAME.setup(3)
    assert state.data["campaign"]["scenarios"] == GAME.campaign_plan["order"]
    assert state.scenario == "lower-stair"
    census(state)


def test_a_single_scenario_starts_with_the_chosen_log() -> None:
    """ "A single scenario may be played outside the campaign: it starts with the campaign log
    the players choose (empty, or entries the earlier scenarios could have written), no
    upgrades and no experience, and writes nothing." """
    state = fresh("foundry-below")
    c = state.data["campaign"]
    assert c["scenarios"] == ["foundry-below"]
    assert state.log_entry_ids() == [] and state.upgrades(0) == state.upgrades(1) == []
    chosen = GAME.setup(1, 2, scenario="foundry-below", log=["the-gate-fell"])
    assert chosen.log_entry_ids() == ["the-gate-fell"]
    assert chosen.experience(0) == chosen.experience(1) == 0


def test_unknown_scenario_and_log_entry_are_refused_in_words() -> None:
    """ "A single scenario may be played outside the campaign": one of "the three scenarios";
    a scenario id or a log entry id that does not exist is refused in words."""
    with pytest.raises(ValueError, match="no scenario"):
        GAME.setup(1, scenario="the-moon")
    with pytest.raises(ValueError, match="no campaign log entry"):
        GAME.setup(1, scenario="lower-stair", log=["hollow-hound"])


def test_reset_heroes_hush_round_echo_hands() -> None:
    """ "Each keeper puts their hero, ready, in their party. ... Each keeper has 0 echo. ...
    Set the Hush to 4 and the round to 1." "Each keeper draws 5 cards." The Climb begins
    ("each keeper draws 1 card"), then round 1's Kindle (2 echo, 1 card) and the Muster."""
    state = fresh("lower-stair", seed=5)
    z = state.zones
    assert z["party.0"] == [HALE] and z["party.1"] == [SEFA]
    assert not state.has_flag(HALE, "exhausted") and state.counter(HALE, "damage") == 0
    assert state.data["hush"] == C["hush_start"] and state.data["round"] == 1
    assert state.data["stage"] == "muster" and step(state) == "muster"
    assert state.decision.seat == 0
    kindle = C["echo_start"] + C["echo_per_kindle"]
    assert state.data["echo"] == [kindle, kindle]
    for seat in (0, 1):
        hand = C["starting_hand"] + amount("the-climb") + C["draw_per_kindle"]
        assert len(z[f"hand.{seat}"]) == hand
        assert len(player_cards(state, seat)) == 16


def test_each_keeper_has_the_fixed_sixteen_card_deck() -> None:
    """ "one hero per player with a fixed sixteen-card deck"; "each design twice"."""
    state = fresh("lower-stair")
    for seat, keeper in enumerate(GAME.keeper_ids):
        held = Counter(definition_id(c) for c in player_cards(state, seat))
        assert held == Counter(dict(GAME.book["decks"][keeper]))
        assert sum(held.values()) == 16


@pytest.mark.parametrize("scenario", ["lower-stair", "foundry-below", "crown-of-silence"])
def test_encounter_deck_objectives_and_set_aside(scenario: str) -> None:
    """ "Build the scenario's encounter deck ... put its set-aside cards to one side, face
    up. Lay out its two objectives in order, the second under the first." """
    state = fresh(scenario, log=[])
    plan = GAME.scenarios[scenario]
    z = state.zones
    in_deck = Counter(definition_id(c) for c in z["encounter"] + z["staging"])
    in_deck += Counter(definition_id(c) for c in z["encounter_discard"] + z["victory"])
    in_deck += Counter(definition_id(c) for c in z["engaged.0"] + z["engaged.1"])
    assert in_deck == Counter(dict(plan["encounter"]))
    first, second = plan["objectives"]
    assert z["objective"] == [first] and z["objectives"] == [second]
    assert sorted(definition_id(c) for c in z["set_aside"]) == sorted(plan["set_aside"])
    census(state)


def test_every_card_in_exactly_one_zone_at_setup() -> None:
    """ "the zones are: the campaign log (open; log entries); per keeper a deck ..." each card
    is in one of them, once (cards a scenario does not use: the box)."""
    for scenario in GAME.campaign_plan["order"]:
        state = fresh(scenario, seed=2)
        found = sorted(c for cards in state.zones.values() for c in cards)
        assert found == ALL


def test_the_bellows_begins_each_keeper_gains_1_echo() -> None:
    """The Bellows: "When it begins: each keeper gains 1 echo." (the first objective begins
    at setup, before round 1's Kindle)."""
    state = fresh("foundry-below")
    gain = GAME.cards["the-bellows"]["triggers"][0]["effect"][0]["amount"]
    assert state.data["echo"] == [C["echo_start"] + gain + C["echo_per_kindle"]] * 2


def test_the_spire_begins_the_hush_rises_by_1() -> None:
    """The Spire: "When it begins: the Hush rises by 1." """
    state = fresh("crown-of-silence")
    assert state.data["hush"] == C["hush_start"] + amount("the-spire")


def test_the_gate_held_lowers_the_hush() -> None:
    """ "The gate held": the Hush starts 1 lower (3 instead of 4) in the Foundry Below and in
    the Crown of Silence."""
    held = C["hush_start"] + amount("the-gate-held")
    assert amount("the-gate-held") == -1
    assert fresh("foundry-below", log=["the-gate-held"]).data["hush"] == held
    crown = fresh("crown-of-silence", log=["the-gate-held"])
    assert crown.data["hush"] == held + amount("the-spire")  # and The Spire's +1


def test_the_gate_fell_puts_a_silent_brother_in_the_foundry() -> None:
    """ "The gate fell": a Silent Brother from the set-aside cards is put in the staging area
    at the start of the Foundry Below (not of the Crown: its text names the Foundry)."""
    state = fresh("foundry-below", log=["the-gate-fell"])
    staged = [c for c in state.zones["staging"] if definition_id(c) == "silent-brother"]
    assert len(staged) == 1
    assert [definition_id(c) for c in state.zones["set_aside"]] == ["bronze-husk"]
    plain = fresh("foundry-below")
    assert not plain.zones["staging"]
    assert "silent-brother" in [definition_id(c) for c in plain.zones["set_aside"]]
    crown = fresh("crown-of-silence", log=["the-gate-fell"])
    assert not crown.zones["staging"]


def test_the_founder_was_rescued_agna_in_the_first_party() -> None:
    """ "The founder was rescued": Agna Fell, Bellfounder starts ready in the first keeper's
    party."""
    state = fresh("crown-of-silence", log=["the-founder-was-rescued"])
    assert state.zones["party.0"] == [HALE, "agna-fell"]
    assert not state.has_flag("agna-fell", "exhausted")
    assert "agna-fell" not in fresh("crown-of-silence").zones["party.0"]


def test_trauma_is_damage_at_setup() -> None:
    """ "A hero starts with no damage, except 1 damage for each trauma it carries." """
    state = fresh("foundry-below", trauma={0: 1, 1: 2})
    assert state.counter(HALE, "damage") == 1 * C["damage_per_trauma"]
    assert state.counter(SEFA, "damage") == 2 * C["damage_per_trauma"]


def test_upgrades_veteran_and_canticle_join_the_deck() -> None:
    """ "A Veteran Joins and The Great Canticle shuffle their card into that keeper's deck
    (now 17 or 18 cards)." """
    state = fresh("foundry-below", upgrades={0: ["a-veteran-joins", "the-great-canticle"]})
    mine = [definition_id(c) for c in player_cards(state, 0)]
    assert len(mine) == 18 and "bell-guard-veteran" in mine and "great-canticle" in mine
    assert len(player_cards(state, 1)) == 16
    census(state)


def test_upgrade_deep_breath_gives_2_echo() -> None:
    """ "Deep Breath gives that keeper 2 echo" ("Deep Breath's 2 echo replaces the 0 a keeper
    starts with")."""
    state = fresh("lower-stair", upgrades={1: ["deep-breath"]})
    extra = GAME.cards["deep-breath"]["triggers"][0]["effect"][0]["amount"]
    kindle = C["echo_start"] + C["echo_per_kindle"]
    assert state.data["echo"] == [kindle, kindle + extra]


@pytest.mark.parametrize(
    ("upgrade", "stat"),
    [("tempered", "health"), ("clear-voice", "resolve"), ("iron-arm", "strike")],
)
def test_upgrades_change_the_heros_numbers(upgrade: str, stat: str) -> None:
    """ "Tempered, Clear Voice and Iron Arm change the hero's numbers." """
    amount = GAME.cards[upgrade]["static"][0]["effect"][0]["amount"]
    state = fresh("lower-stair", upgrades={1: [upgrade]})
    assert state.stat(SEFA, stat) == num(SEFA, stat) + amount
    assert state.stat(HALE, stat) == num(HALE, stat)


def test_no_card_has_an_effect_op_the_game_lacks() -> None:
    """ "The data file lists the 15 operation names in effect_ops; a loader should reject any
    other." """
    assert len(GAME.book["effect_ops"]) == 15
    assert sorted(GAME.effects.ops) == sorted(GAME.book["effect_ops"])
