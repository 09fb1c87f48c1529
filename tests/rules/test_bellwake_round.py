"""Bellwake: the round's Kindle, Muster (playing cards, tolling the bell) and Rest
(docs/rules/bellwake.md, "The round", "1. Kindle", "2. Muster", "7. Rest")."""

from __future__ import annotations

from bellwake_scenario import GAME, HALE, SEFA, C, amount, build, card, sources, step, stop
from helpers import act, illegal_reason

from tabletop.rules import Action


def test_kindle_gives_2_echo_and_1_card() -> None:
    """ "each keeper gains 2 echo and draws 1 card. Echo not spent is kept from round to
    round, without a limit." """
    state = build(stage="kindle", echo=(3, 0), hands={0: [card("hold-fast")]})
    assert step(state) == "muster"
    gain = C["echo_per_kindle"]
    assert state.data["echo"] == [3 + gain, gain]
    assert len(state.zones["hand.0"]) == 1 + C["draw_per_kindle"]
    assert len(state.zones["hand.1"]) == C["draw_per_kindle"]


def test_kindle_gives_1_echo_when_your_hero_has_fallen() -> None:
    """ "a keeper whose hero has fallen gains only 1 echo a round" """
    state = build(stage="kindle", echo=(0, 0), fallen=[1], party={1: [card("choir-scholar")]})
    assert state.data["echo"] == [C["echo_per_kindle"], C["echo_per_kindle_fallen"]]


def test_echo_stone_still_works_for_a_fallen_keeper() -> None:
    """ "Does a fallen keeper's Echo Stone still work? Yes: the Kindle gives 1, the Echo Stone
    1 more." """
    ally = card("choir-scholar")
    state = build(
        stage="kindle",
        echo=(0, 0),
        fallen=[1],
        party={1: [ally]},
        gear={card("echo-stone"): ally},
    )
    extra = GAME.cards["echo-stone"]["triggers"][0]["effect"][0]["amount"]
    assert state.data["echo"][1] == C["echo_per_kindle_fallen"] + extra


def test_empty_deck_draws_nothing() -> None:
    """ "a keeper who must draw from an empty deck draws nothing, and nothing else happens." """
    state = build(stage="kindle", empty_deck=[0], discard={0: [card("hold-fast")]})
    assert state.zones["hand.0"] == [] and state.zones["discard.0"] == [card("hold-fast")]
    assert step(state) == "muster"


def test_muster_first_keeper_then_second_then_venture() -> None:
    """ "the first keeper plays as many cards as they like ... and then stops; then the
    second keeper does the same. A keeper who has stopped does not play again." """
    state = build(echo=(5, 5), hands={0: [card("watch-novice")], 1: [card("wayfinder")]})
    assert state.decision.seat == 0
    act(state, "play", source=card("watch-novice"))
    assert state.decision.seat == 0  # still the first keeper
    stop(state)
    assert state.decision.seat == 1
    assert card("watch-novice", 2) not in sources(state)
    stop(state)
    assert state.data["stage"] == "venture"


def test_an_ally_joins_ready_and_is_paid_for() -> None:
    """ "to play a card, pay its echo cost ... An ally joins your party ready" """
    ally = card("tower-captain")
    state = build(echo=(4, 0), hands={0: [ally]})
    events = act(state, "play", source=ally, target="party.0")
    assert state.zones["party.0"] == [HALE, ally] and not state.has_flag(ally, "exhausted")
    cost = GAME.cards["tower-captain"]["cost"]
    assert state.data["echo"][0] == 4 - cost
    # paid, in words unlike Echoes Fade's loss ("Hale loses 1 echo" read as a penalty)
    assert f"Hale pays {cost} echo (Tower Captain)." in [e.text for e in events]


def test_a_card_you_cannot_pay_for_is_not_offered() -> None:
    """ "pay its echo cost" and "a keeper pays only with their own echo" """
    ally = card("tower-captain")
    state = build(echo=(GAME.cards["tower-captain"]["cost"] - 1, 9), hands={0: [ally]})
    assert ally not in sources(state)
    reason = illegal_reason(state, Action("play", ally, "party.0"))
    assert "costs" in reason


def test_fast_songs_are_not_played_in_the_muster() -> None:
    """ "fast songs are not played in the Muster; they are played only at the moment their
    text names." """
    state = build(echo=(5, 5), hands={0: [card("hold-fast"), card("counter-peal")]})
    assert sources(state, "play") == set()
    reason = illegal_reason(state, Action("play", card("hold-fast"), "played"))
    assert "fast song" in reason


def test_gear_goes_on_one_of_your_own_characters() -> None:
    """ "Gear goes on one of your own characters (hero or ally), as many gear as you like on
    one character" ("May gear go on the other keeper's character? No")."""
    ally = card("stair-guard")
    hammer, mantle = card("bell-hammer", 1), card("quilted-mantle", 1)
    other = card("bell-hammer", 2)
    state = build(echo=(5, 0), party={0: [ally]}, hands={0: [hammer, mantle, other]})
    targets = {a.target for a in state.legal_actions if a.source == hammer}
    assert targets == {HALE, ally}
    act(state, "play", source=hammer, target=ally)
    act(state, "play", source=mantle, target=ally)
    assert state.host(hammer) == ally and state.host(mantle) == ally
    assert state.stat(ally, "strike") == GAME.cards["stair-guard"]["strike"] + amount(hammer)
    assert state.stat(ally, "ward") == GAME.cards["stair-guard"]["ward"] + amount(mantle)
    assert state.stat(ally, "health") == GAME.cards["stair-guard"]["health"] + amount(mantle, n=1)
    reason = illegal_reason(state, Action("play", other, SEFA))
    assert "your own characters" in reason


def test_a_song_resolves_and_goes_to_the_discard_pile() -> None:
    """ "A song resolves and goes to your discard pile." (Ring the Alarm: "Draw 2 cards.")"""
    song = card("ring-the-alarm")
    state = build(echo=(1, 0), hands={0: [song]})
    act(state, "play", source=song)
    assert state.zones["discard.0"] == [song]
    assert len(state.zones["hand.0"]) == 2 and state.data["echo"][0] == 0


def test_mending_chant_targets_a_hurt_character_of_either_keeper() -> None:
    """ "a song with a target chooses it when played: Mending Chant a hurt character of either
    keeper" """
    song = card("mending-chant")
    state = build(echo=(0, 1), hands={1: [song]}, damage={HALE: amount(song) + 1})
    stop(state)
    assert {a.target for a in state.legal_actions if a.source == song} == {HALE}
    act(state, "play", source=song, target=HALE)
    assert state.counter(HALE, "damage") == 1


def test_name_the_nameless_targets_engaged_or_staged_enemies() -> None:
    """ "Name the Nameless an enemy engaged with either keeper or in the staging area." """
    song = card("name-the-nameless")
    hound, brother, husk = card("hollow-hound"), card("silent-brother"), card("bronze-husk")
    state = build(
        "foundry-below",
        echo=(0, 2),
        hands={1: [song]},
        engaged={0: [hound]},
        staging=[brother, husk],
    )
    stop(state)
    # not the Bronze Husk: "Song damage is not dealt to an Unyielding enemy"
    assert {a.target for a in state.legal_actions if a.source == song} == {hound, brother}
    act(state, "play", source=song, target=brother)
    assert state.counter(brother, "damage") == amount(song)


def test_tolling_the_bell_costs_2_and_pushes_the_hush_back_2() -> None:
    """ "one keeper may pay 2 echo to toll the bell. The Hush is pushed back by 2" """
    state = build(echo=(3, 3), hush=7)
    events = act(state, "toll")
    assert f"Hale pays {C['toll_cost']} echo (the bell)." in [e.text for e in events]
    assert state.data["hush"] == 7 - C["toll_push_back"]
    assert state.data["echo"][0] == 3 - C["toll_cost"]


def test_the_bell_is_tolled_once_per_round_in_all() -> None:
    """ "once per round in all (not once per keeper)" """
    state = build(echo=(3, 3), hush=7)
    act(state, "toll")
    assert "toll" not in {a.kind for a in state.legal_actions}
    stop(state)
    assert state.decision.seat == 1
    assert "toll" not in {a.kind for a in state.legal_actions}


def test_the_toll_never_pushes_the_hush_below_0() -> None:
    """ "The Hush is pushed back by 2 (never below 0)." """
    state = build(echo=(3, 3), hush=1)
    act(state, "toll")
    assert state.data["hush"] == 0


def test_no_toll_without_the_echo() -> None:
    """ "a keeper pays only with their own echo" """
    state = build(echo=(C["toll_cost"] - 1, 9))
    assert "toll" not in {a.kind for a in state.legal_actions}


def test_the_toll_is_once_per_round_again_after_the_rest() -> None:
    """ "The bell may be tolled once per round" and the next round it may be again."""
    state = build(stage="rest", echo=(3, 3), tolled=True, hush=5)
    assert step(state) == "muster"
    assert "toll" in {a.kind for a in state.legal_actions}


def test_recast_bell_toll_costs_1() -> None:
    """ "With "The bell was recast" a toll costs 1 echo." """
    cost = C["toll_cost"] + amount("the-bell-was-recast")
    assert cost == C["toll_cost"] - 1
    state = build("crown-of-silence", log=["the-bell-was-recast"], echo=(cost, 0), hush=7)
    act(state, "toll")  # with 1 echo less than a toll costs without the recast bell
    assert state.data["echo"][0] == 0
    assert state.data["hush"] == 7 - C["toll_push_back"]


def test_rest_readies_everything_and_the_hush_rises_1() -> None:
    """ "every exhausted character readies, and the Hush rises by 1" """
    ally = card("stair-guard")
    state = build(stage="rest", hush=5, party={0: [ally]}, exhausted=[HALE, ally, SEFA])
    assert step(state) == "muster" and state.data["round"] == 2
    assert state.data["hush"] == 5 + C["hush_rise_at_rest"]
    assert not any(state.has_flag(c, "exhausted") for c in (HALE, ally, SEFA))


def test_the_unsung_in_the_staging_area_raises_the_hush_1_more() -> None:
    """The Unsung: "In the staging area: the Hush rises 1 more each rest." """
    state = build("crown-of-silence", stage="rest", hush=5, staging=["the-unsung"])
    assert state.data["hush"] == 5 + C["hush_rise_at_rest"] + amount("the-unsung", "hush")
    engaged = build("crown-of-silence", stage="rest", hush=5, engaged={0: ["the-unsung"]})
    assert engaged.data["hush"] == 5 + C["hush_rise_at_rest"]


def test_a_fallen_keeper_tolls_the_bell_and_plays_cards() -> None:
    """ "The fallen keeper keeps their allies and gear, draws and plays cards, tolls the bell" """
    ally = card("watch-novice")
    state = build(echo=(1 + C["toll_cost"], 0), hands={0: [ally]}, fallen=[0], hush=6)
    act(state, "play", source=ally)
    act(state, "toll")
    assert ally in state.zones["party.0"] and state.data["hush"] == 6 - C["toll_push_back"]
