"""Bellum's combat, damage, Shield and destruction, and the Interruption windows (rulebook
§4b, §6a FAQ, §6b Glossary; docs/rules/bellum.md b., Damage, Interruptions)."""

from __future__ import annotations

from bellum_scenario import attack, b, block, build, choose, order, place, step
from helpers import act


def test_no_combat_goes_to_the_play_phase() -> None:
    """ "The active player may launch a combat. If they do not, the combat phase ends
    immediately and the active player moves on to the play phase.\""""
    state = build(play={0: [b("satyr")]})
    act(state, "no_combat")
    assert step(state) == "main" and state.data["stage"] == "play"
    assert state.data["plundered"] == [0, 0]


def test_declare_any_number_of_attackers() -> None:
    """ "The active player declares as many of their creatures as they wish as attackers, from
    among the creatures placed in front of them.\""""
    state = build(play={0: [b("satyr"), b("nymph"), "myrmidon"]})
    act(state, "attack")
    items = {a.source for a in state.legal_actions if a.kind == "toggle"}
    assert items == {b("satyr"), b("nymph"), "myrmidon"}
    act(state, "toggle", source=b("satyr"), option="on")
    act(state, "toggle", source="myrmidon", option="on")
    act(state, "confirm")
    assert state.has_flag(b("satyr"), "attacking") and state.has_flag("myrmidon", "attacking")
    assert not state.has_flag(b("nymph"), "attacking")


def test_assault_resolves_before_the_defence() -> None:
    """ "Then, if a creature with the "ASSAULT" ability has been declared as an attacker, its
    effect is resolved.\" Glossary: "before the opposing player carries out their defence
    phase.\""""
    state = build(play={0: [b("peltast")], 1: [b("nymph", 1), b("satyr", 1)]})
    attack(state, b("peltast"))
    assert state.decision.seat == 0 and step(state) == "choose_one"  # Peltast's Assault
    choose(state, b("nymph", 1))
    act(state, "no")  # the Nymph's Death effect
    assert b("nymph", 1) in state.zones["discard.1"]
    assert step(state) == "assign_pairs" and state.decision.seat == 1
    assert {a.source for a in state.legal_actions if a.kind == "pair"} == {b("satyr", 1)}


def test_one_blocker_per_attacker_each_blocker_one_attacker() -> None:
    """ "A creature cannot be assigned to block more than one creature. An attacking creature
    cannot be blocked by more than one creature.\""""
    state = build(
        play={0: [b("satyr"), "myrmidon"], 1: [b("satyr", 1), b("keres", 1), b("nymph", 1)]}
    )
    attack(state, b("satyr"), "myrmidon")
    act(state, "pair", source=b("satyr", 1), target=b("satyr"))
    pairs = [a for a in state.legal_actions if a.kind == "pair"]
    assert {a.source for a in pairs} == {b("keres", 1), b("nymph", 1)}  # Satyr is taken
    assert {a.target for a in pairs} == {"myrmidon"}  # the Satyr is blocked already
    assert {a.source for a in state.legal_actions if a.kind == "unpair"} == {b("satyr", 1)}


def test_all_damage_at_once() -> None:
    """ "All of the actions below are carried out simultaneously: Each creature deals damage
    equal to its power to the creature assigned to it.\" Two Satyrs (3) kill each other: the
    one hit first still strikes back with its full power."""
    state = build(play={0: [b("satyr")], 1: [b("satyr", 1)]})
    attack(state, b("satyr"))
    block(state, {b("satyr", 1): b("satyr")})
    assert b("satyr") in state.zones["discard.0"] and b("satyr", 1) in state.zones["discard.1"]
    assert state.data["plundered"] == [0, 0]  # a blocked attacker plunders nothing


def test_destroyed_at_power_0_to_its_controllers_discard() -> None:
    """ "If a creature receives as much damage as (or more than) its power, it is destroyed and
    placed in the discard pile of its controller.\""""
    state = build(play={0: ["myrmidon"], 1: [b("satyr", 1)]}, damage={b("satyr", 1): 1})
    attack(state, "myrmidon")
    block(state, {b("satyr", 1): "myrmidon"})
    assert b("satyr", 1) in state.zones["discard.1"]
    assert "myrmidon" in state.zones["play.0"]
    assert state.counter("myrmidon", "damage") == 2  # the Satyr dealt its power now, 3 - 1
    assert state.card_state(b("satyr", 1)) == {}  # it left play without its tokens


def test_power_is_printed_less_tokens_and_it_deals_that() -> None:
    """Glossary: "Power is never reset: if a creature's power drops by 1, 1 token is placed on
    it.\" Our completion: a creature deals its power now."""
    state = build(play={0: ["talos"], 1: ["polemarch"]}, damage={"talos": 5})
    assert state.power("talos") == 3
    attack(state, "talos")
    block(state, {"polemarch": "talos"})
    assert state.counter("polemarch", "damage") == 3 and state.power("polemarch") == 2
    assert "talos" in state.zones["discard.0"]


def test_a_declined_plunder_effect_is_said_in_the_log() -> None:
    """A Plunder effect is optional ("you may"): answered no, the log says so, where a yes
    shows itself in what the effect does."""
    state = build(city="sparta", play={0: [b("satyr"), "myrmidon", b("keres")]})
    attack(state, b("satyr"), "myrmidon", b("keres"))
    block(state, {})
    prompt = state.decision.prompt
    assert "Plunder effect" in prompt
    events = act(state, "no")  # Piraeus' Plunder effect, declined
    said = [e.text for e in events if e.kind == "info"]
    assert f"{state.seat_name(1)} answers no to \u201c{prompt}\u201d." in said


def test_the_log_counts_a_plunder_as_the_status_line_does() -> None:
    """ "If one or more creatures are unblocked, the defending player flips over one district of
    their city": the log names the raider and counts its plundered districts, as the status
    line ("Districts plundered: Sparta 1/4") and the game-over chart do."""
    state = build(city="sparta", play={0: [b("satyr")]})
    act(state, "attack")
    act(state, "toggle", source=b("satyr"), option="on")
    events = act(state, "confirm")  # Athens has no creature to block with
    said = [e.text for e in events if e.kind == "plunder"]
    raider, city = state.seat_name(0), state.seat_name(1)
    assert said == [f"{raider} plunders {city}'s Piraeus (districts plundered: {raider} 1/4)."]


def test_exactly_one_district_plundered_in_ascending_order() -> None:
    """ "If one or more creatures are unblocked, the defending player flips over one district of
    their city, in ascending order. ... If several creatures are unblocked, only one district is
    plundered.\""""
    state = build(city="sparta", play={0: [b("satyr"), "myrmidon", b("keres")]})
    attack(state, b("satyr"), "myrmidon", b("keres"))
    block(state, {})
    city = state.zones["city.1"]  # Athens, the defender
    act(state, "no")  # Piraeus' Plunder effect, declined
    assert [state.has_flag(d, "plundered") for d in city] == [True, False, False, False]
    assert state.data["plundered"] == [0, 1]
    act(state, "end")
    while state.data["active"] == 0:
        state.apply(state.legal_actions[0])
    # next time the second district goes
    state.data["active"] = 0
    state.data["stack"] = [{"step": "turn_start"}]
    state._decision = None
    state._run_automatic()
    attack(state, b("satyr"))
    block(state, {})
    act(state, "no")
    assert [state.has_flag(d, "plundered") for d in city] == [True, True, False, False]


def test_plunder_effect_optional_for_the_defender() -> None:
    """ "The defender may resolve the effect of the card's "PLUNDER", if any.\" Piraeus:
    "Plunder: draw 2 cards.\""""
    state = build(city="sparta", play={0: [b("satyr")]})
    hand = len(state.zones["hand.1"])
    attack(state, b("satyr"))
    block(state, {})
    assert state.decision.seat == 1 and {a.kind for a in state.legal_actions} == {"yes", "no"}
    act(state, "yes")
    assert len(state.zones["hand.1"]) == hand + 2


def test_plunder_effect_only_when_plundered() -> None:
    """Glossary: "Plunder: The effect described after this word is triggered when the district
    is plundered. There is no effect when, later in the game, another district is plundered.\""""
    state = build(city="sparta", play={0: [b("satyr")]})
    state.set_flag(state.zones["city.1"][0], "plundered")  # Piraeus, earlier
    state.data["plundered"][1] = 1
    hand = len(state.zones["hand.1"])
    attack(state, b("satyr"))
    block(state, {})
    assert "Agora" in state.decision.prompt  # Agora's effect only, not Piraeus' again
    act(state, "no")
    assert len(state.zones["hand.1"]) == hand and step(state) == "main"


def test_attacker_may_block_next_turn() -> None:
    """FAQ: "Can a creature that attacked block during the opponent's turn? Yes.\""""
    state = build(play={0: [b("satyr")], 1: [b("satyr", 1)]})
    attack(state, b("satyr"))
    block(state, {})
    act(state, "no")
    act(state, "end")
    while state.data["active"] == 0:
        state.apply(state.legal_actions[0])
    attack(state, b("satyr", 1))
    assert state.decision.seat == 0
    assert state.decision.find("pair", source=b("satyr"), target=b("satyr", 1)) is not None


def test_a_creature_cannot_attack_the_turn_it_enters() -> None:
    """Our completion: "a creature cannot attack in the turn it entered play, unless its text
    says so.\" One that came in during the opponent's turn may attack in yours."""
    state = build(hands={0: [b("satyr")]}, play={0: [b("nymph")]})
    act(state, "no_combat")
    act(state, "play", source=b("satyr"))
    assert state.has_flag(b("satyr"), "arrived") and not state.can_attack(b("satyr"))
    assert state.attackers_ready(0) == [b("nymph")]
    act(state, "end")
    while state.data["active"] == 0:
        state.apply(state.legal_actions[0])
    assert not state.has_flag(b("satyr"), "arrived")


def test_achilles_soldier_may_attack_the_turn_it_enters() -> None:
    """Achilles: "Rallying: You may put into play a Soldier creature from your hand (it may
    attack this turn)." — "if the effect of a card contradicts the rules, the effect of the card
    takes priority over the rule.\" Its Deployment triggers ("wherever it comes from")."""
    state = build(hands={0: [b("hoplite"), b("satyr")]}, play={0: ["achilles"]}, rally=True)
    assert {a.source for a in state.legal_actions if a.kind == "put"} == {b("hoplite")}
    act(state, "put", source=b("hoplite"))
    assert b("hoplite") in state.zones["play.0"]
    assert state.counter(b("hoplite"), "shield") == 1  # its Deployment
    assert state.has_flag(b("hoplite"), "arrived") and state.has_flag(b("hoplite"), "may_attack")
    attack(state, b("hoplite"), "achilles")
    block(state, {})
    assert state.data["plundered"][1] == 1


def test_shield_ignores_the_damage_and_is_removed() -> None:
    """Glossary: "When a creature with a Shield token suffers damage, that damage is ignored
    and the Shield token is removed. It is impossible to decline to use a Shield token.\""""
    state = build(play={0: ["talos"], 1: [b("satyr", 1)]}, shield={b("satyr", 1): 2})
    attack(state, "talos")
    assert state.decision.seat == 1
    block(state, {b("satyr", 1): "talos"})  # no choice is offered about the Shield
    assert b("satyr", 1) in state.zones["play.1"]
    assert state.counter(b("satyr", 1), "shield") == 1
    assert state.counter(b("satyr", 1), "damage") == 0
    assert state.counter("talos", "damage") == 3


def test_shield_stops_one_whole_instance_each() -> None:
    """Our completion: "An effect that deals damage "to each enemy creature" is one instance on
    each.\" Thunderbolt: the Shield stops the 5, the 1 still lands."""
    state = build(hands={0: ["thunderbolt"]}, play={1: ["talos"]}, shield={"talos": 1})
    act(state, "play", source="thunderbolt")
    choose(state, "talos")
    assert state.counter("talos", "shield") == 0 and state.counter("talos", "damage") == 1


def test_death_triggers_on_sacrifice_and_is_optional() -> None:
    """Glossary: "A creature that is sacrificed ... is considered to have been destroyed.\" and
    "Death: ... This effect is optional, at the discretion of its controller.\""""
    state = build(hands={0: [b("blood-offering")]}, play={0: [b("keres")], 1: [b("satyr", 1)]})
    act(state, "play", source=b("blood-offering"))
    choose(state, b("keres"))
    # the Death effect is asked, sacrificed or not; the draw of "if you do" came first
    assert {a.kind for a in state.legal_actions} == {"yes", "no"}
    act(state, "yes")
    choose(state, b("satyr", 1))
    assert state.counter(b("satyr", 1), "damage") == 2


def test_death_can_be_declined() -> None:
    """Death: "This effect is optional, at the discretion of its controller.\""""
    state = build(hands={0: [b("javelin")]}, play={1: [b("nymph", 1)]})
    hand = len(state.zones["hand.1"])
    act(state, "play", source=b("javelin"))
    choose(state, b("nymph", 1))
    assert state.decision.seat == 1  # its controller decides, in the opponent's turn
    act(state, "no")
    assert len(state.zones["hand.1"]) == hand


def test_death_and_plunder_ordered_together_by_the_active_player() -> None:
    """FAQ: "if several creatures with a "DEATH" effect are destroyed during a combat, the
    attacking player decides the order in which the effects are resolved.\" Our completion:
    "The Death effects of the destroyed creatures and the Plunder effect of the plundered
    district trigger together.\""""
    state = build(
        city="athens",
        play={0: [b("nymph"), b("satyr")], 1: [b("keres", 1), b("nymph", 1)]},
    )
    attack(state, b("nymph"), b("satyr"))
    block(state, {b("keres", 1): b("nymph")})
    assert step(state) == "order_items" and state.decision.seat == 0
    sources = set(state.decision.info["pictures"].values())
    assert sources == {b("nymph"), "pitane"}
    order(state, "pitane", b("nymph"))
    assert "Pitane" in state.decision.prompt and state.decision.seat == 1


def test_sword_in_combat_keeps_deaths_and_plunder_together() -> None:
    """Sword of Damocles in combat: "Every creature whose power now is 0 or less is destroyed,
    all at once. The Death effects of the destroyed creatures and the Plunder effect of the
    plundered district trigger together.\" (docs, Resolving combat 3 and 4)."""
    state = build(
        city="athens",
        hands={0: ["sword-of-damocles"]},
        play={0: ["myrmidon", b("nymph"), b("satyr")], 1: ["centaur", b("keres", 1)]},
    )
    attack(state, "myrmidon", b("nymph"), b("satyr"))
    block(state, {"centaur": "myrmidon", b("keres", 1): b("nymph")})
    assert state.decision.seat == 0 and "Interruption" in state.decision.prompt
    act(state, "interrupt", source="sword-of-damocles", target="centaur")
    assert step(state) == "order_items", state.decision.prompt
    assert set(state.decision.info["pictures"].values()) == {b("nymph"), "pitane"}
    for card in ("centaur", "myrmidon", b("nymph")):
        assert state.controller(card) is None


def test_sword_of_damocles_in_the_opponents_turn() -> None:
    """Sword of Damocles: "Interruption: To be played when a creature suffers damage from one of
    your Soldiers. Deal 3 damage to this creature.\" Played by the defender, whose Soldier
    blocked, in the opponent's turn."""
    state = build(hands={1: ["sword-of-damocles"]}, play={0: ["talos"], 1: ["myrmidon"]})
    attack(state, "talos")
    block(state, {"myrmidon": "talos"})
    assert state.decision.seat == 1
    assert {(a.kind, a.source, a.target) for a in state.legal_actions} == {
        ("interrupt", "sword-of-damocles", "talos"),
        ("pass", None, None),
    }
    act(state, "interrupt", source="sword-of-damocles", target="talos")
    assert state.counter("talos", "damage") == 6
    assert "sword-of-damocles" in state.zones["discard.1"]
    # the Sword's own damage is a spell's: no second window, though another Sword is in hand
    assert "Interruption" not in state.decision.prompt


def test_window_opens_only_with_a_playable_card() -> None:
    """Our completion: "a chance to play an Interruption is offered only when you hold a card
    that can be played at that moment.\""""
    state = build(hands={1: ["charons-obol"]}, play={0: ["talos"], 1: ["myrmidon"]})
    attack(state, "talos")
    block(state, {"myrmidon": "talos"})  # a Soldier's damage, but no Sword in any hand
    assert "Interruption" in state.decision.prompt  # only the Obol: the Myrmidon is destroyed
    assert {a.source for a in state.legal_actions} == {"charons-obol", None}
    state = build(hands={1: [b("javelin", 1)]}, play={0: ["talos"], 1: ["myrmidon"]})
    attack(state, "talos")
    block(state, {"myrmidon": "talos"})
    assert step(state) == "main"  # no window at all


def test_sword_not_offered_on_a_shielded_creature() -> None:
    """Our completion: "A Shield that ignored the damage means no damage was suffered, so no
    Sword.\""""
    state = build(
        hands={1: ["sword-of-damocles"]},
        play={0: ["talos"], 1: ["myrmidon"]},
        shield={"talos": 1},
    )
    attack(state, "talos")
    block(state, {"myrmidon": "talos"})
    assert step(state) == "main"


def test_shield_of_athena_after_assault_before_blockers() -> None:
    """Shield of Athena: "Interruption: to be played when your opponent declares attackers."
    Our completion: after the attackers and their Assault effects, before blockers."""
    state = build(
        hands={1: ["shield-of-athena"]},
        play={0: [b("peltast"), b("satyr")], 1: [b("satyr", 1), b("nymph", 1)]},
    )
    attack(state, b("peltast"), b("satyr"))
    choose(state, b("satyr", 1))  # the Assault first
    assert state.decision.seat == 1 and "Interruption" in state.decision.prompt
    act(state, "interrupt", source="shield-of-athena")
    assert state.counter(b("satyr", 1), "shield") == 1 and state.counter(b("nymph", 1), "shield")
    assert step(state) == "assign_pairs"


def test_charons_obol_returns_the_creature() -> None:
    """Charon's Obol: "Interruption: to be played when one of your creatures is destroyed.
    Return that creature from your discard pile to your hand, then draw a card.\""""
    state = build(hands={0: [b("javelin")]}, play={1: [b("satyr", 1)]}, damage={b("satyr", 1): 1})
    place(state, "charons-obol", "hand.1")
    hand = len(state.zones["hand.1"])
    act(state, "play", source=b("javelin"))
    choose(state, b("satyr", 1))
    assert state.decision.seat == 1
    act(state, "interrupt", source="charons-obol", target=b("satyr", 1))
    assert b("satyr", 1) in state.zones["hand.1"]
    assert len(state.zones["hand.1"]) == hand + 1  # the Obol out; the Satyr and a card in


def test_charons_obol_on_a_spartoi_still_draws() -> None:
    """Our rulings: "Can Charon's Obol save a Spartoi? No: it never reaches your discard pile.
    You still draw.\""""
    state = build(hands={0: [b("javelin")], 1: ["charons-obol"]}, play={1: ["spartoi#1"]})
    hand = len(state.zones["hand.1"])
    act(state, "play", source=b("javelin"))
    choose(state, "spartoi#1")
    assert "spartoi#1" in state.zones["outside"]
    assert state.decision.seat == 1, "the Obol is not offered on a destroyed Spartoi"
    act(state, "interrupt", source="charons-obol", target="spartoi#1")
    assert "spartoi#1" in state.zones["outside"]
    assert len(state.zones["hand.1"]) == hand  # the Obol spent, a card drawn
    assert "charons-obol" in state.zones["discard.1"]


def test_trojan_horse_no_blockers() -> None:
    """Trojan Horse: "This turn, your creatures cannot be blocked.\""""
    state = build(hands={0: ["trojan-horse"]}, play={0: [b("satyr")], 1: ["talos"]})
    act(state, "play", source="trojan-horse")
    attack(state, b("satyr"))
    assert state.data["plundered"][1] == 1  # no blockers asked for
    act(state, "no")


def test_unblocked_attacker_deals_no_damage() -> None:
    """Our completion: "an unblocked attacker deals no damage to anyone: its only effect is the
    plunder.\""""
    state = build(play={0: ["talos", b("satyr")], 1: [b("satyr", 1)]})
    attack(state, "talos", b("satyr"))
    block(state, {b("satyr", 1): b("satyr")})
    assert state.data["plundered"][1] == 1
    act(state, "no")
    assert state.counter("talos", "damage") == 0


def test_flags_cleared_after_combat() -> None:
    state = build(play={0: [b("satyr")], 1: ["talos"]})
    attack(state, b("satyr"))
    block(state, {})
    act(state, "no")
    assert not state.has_flag(b("satyr"), "attacking")


def test_sword_own_damage_opens_no_window(monkeypatch) -> None:
    """Our completion: "The Sword's own damage comes from a spell, not from a Soldier, so it
    never lets another Sword be played on it." A second Sword (Omen made one for this test)
    waits in hand: after the first, no new window opens for the Sword's damage."""
    from bellum_scenario import GAME

    sword = GAME.card_def("sword-of-damocles")
    monkeypatch.setitem(GAME.cards["omen"], "interruption", sword["interruption"])
    state = build(hands={0: ["sword-of-damocles", "omen"]}, play={0: ["myrmidon"], 1: ["talos"]})
    attack(state, "myrmidon")
    block(state, {"talos": "myrmidon"})
    act(state, "interrupt", source="sword-of-damocles", target="talos")
    windows = [f for f in state.data["stack"] if f["step"] == "reaction"]
    assert len(windows) == 1  # the combat's window only
    assert [h for h in windows[0]["ctx"]["hits"] if h[1] >= 0] == [["talos", 0]]
    act(state, "pass")  # the combat's own window, offered again after a reaction
    assert step(state) == "main" and state.counter("talos", "damage") == 6


def test_no_attacker_left_goes_to_the_play_phase() -> None:
    """ "The turn consists of the following phases, in order: ... b. The combat phase c. The
    play phase". The Peltast's Assault kills the Keres, whose Death kills the Peltast: no
    attacker is left, the combat ends and the play phase begins."""
    state = build(
        play={0: [b("peltast")], 1: [b("keres", 1), b("satyr", 1)]},
        damage={b("peltast"): 1, b("keres", 1): 1},
    )
    attack(state, b("peltast"))
    choose(state, b("keres", 1))
    act(state, "yes")  # the Keres' Death effect, for its controller
    choose(state, b("peltast"))
    assert b("peltast") in state.zones["discard.0"]
    assert step(state) == "main" and state.decision.seat == 0
    assert state.data["stage"] == "play" and state.phase() == "Play phase"
    assert state.data["plundered"] == [0, 0]


def test_creature_from_the_opponents_turn_may_attack_in_yours() -> None:
    """Our completion: "A creature that entered play in your opponent's turn (for example by
    Limnai or Agora) may attack in your next turn.\""""
    state = build(city="athens", play={0: [b("satyr")]}, discard={1: [b("hoplite", 1)]})
    state.set_flag(state.zones["city.1"][0], "plundered")
    state.data["plundered"][1] = 1
    attack(state, b("satyr"))
    act(state, "yes")  # Limnai
    act(state, "put", source=b("hoplite", 1))
    assert state.has_flag(b("hoplite", 1), "arrived")
    act(state, "end")
    while state.data["active"] == 0:
        state.apply(state.legal_actions[0])
    assert b("hoplite", 1) in state.attackers_ready(1)
