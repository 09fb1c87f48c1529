"""Bellwake: the Clash: enemy attacks (defend or take the blow, fast songs, damage, "After"
texts), keeper attacks, and falling mid-attack (docs/rules/bellwake.md, "6. Clash",
"Characters, damage and falling")."""

from __future__ import annotations

from bellwake_scenario import (
    HALE,
    SEFA,
    amount,
    build,
    card,
    choose_subset,
    defend,
    num,
    sources,
    step,
    take,
)
from helpers import act

HOUND = card("hollow-hound", 1)
HOUND2 = card("hollow-hound", 2)
BROTHER = card("silent-brother", 1)
NOVICE = card("hushed-novice", 1)
LATER = card("hushed-novice", 2)  # engaged with Sefa: the flow waits for it after seat 0's part


def attacker(state) -> str:
    """The enemy whose attack is being defended now."""
    assert step(state) == "defend", step(state)
    return state.data["stack"][-1]["enemy"]


def hit(enemy: str, target: str, extra_ward: int = 0) -> int:
    return max(0, num(enemy, "strike") - num(target, "ward") - extra_ward)


def test_enemies_attack_first_keeper_first_in_engagement_order() -> None:
    """ "The enemies engaged with the first keeper attack first, one at a time, in the order
    they engaged; then those engaged with the second keeper." """
    state = build(stage="clash", engaged={0: [NOVICE, HOUND], 1: [HOUND2]})
    order = []
    while step(state) == "defend":
        order.append((attacker(state), state.decision.seat))
        take(state)
    assert order == [(NOVICE, 0), (HOUND, 0), (HOUND2, 1)]


def test_defending_exhausts_the_defender_who_takes_strike_minus_ward() -> None:
    """ "defends, exhausting one of their own ready characters ... the attacker's strike minus
    the ward of the defender ... is dealt to the defender" """
    ally = card("stair-guard")
    state = build(stage="clash", engaged={0: [HOUND]}, party={0: [ally]})
    defend(state, ally)
    assert state.has_flag(ally, "exhausted")
    assert state.counter(ally, "damage") == hit(HOUND, ally)
    assert state.counter(HALE, "damage") == 0


def test_a_defender_whose_damage_reaches_its_health_leaves_play_with_its_gear() -> None:
    """ "A character whose damage reaches its health leaves play: an ally goes to its owner's
    discard pile ... Gear on a character that leaves play goes to its owner's discard pile." """
    ally, hammer = card("watch-novice"), card("bell-hammer")
    state = build(
        stage="clash",
        engaged={0: [HOUND]},
        party={0: [ally]},
        gear={hammer: ally},
        damage={ally: num(ally, "health") - 1},
    )
    assert hit(HOUND, ally) >= 1
    defend(state, ally)
    assert ally in state.zones["discard.0"] and hammer in state.zones["discard.0"]
    assert state.counter(ally, "damage") == 0


def test_taking_the_blow_hero_takes_it_ward_counts_not_exhausted() -> None:
    """ "an undefended blow goes to the keeper's own hero, and the hero's ward counts." "A
    hero who took the blow is not exhausted by it." """
    husk = card("bronze-husk")
    state = build("foundry-below", stage="clash", engaged={1: [husk]})
    take(state)
    assert state.counter(SEFA, "damage") == hit(husk, SEFA)
    assert not state.has_flag(SEFA, "exhausted")


def test_an_exhausted_character_cannot_defend() -> None:
    """ "an exhausted character cannot defend." """
    ally = card("stair-guard")
    state = build(stage="clash", engaged={0: [HOUND]}, party={0: [ally]}, exhausted=[HALE])
    assert sources(state, "defend") == {ally}


def test_only_your_own_characters_defend() -> None:
    """ "only your own characters defend against the enemies engaged with you; you cannot
    defend for the other keeper." """
    ally = card("choir-scholar")
    state = build(stage="clash", engaged={0: [HOUND]}, party={1: [ally]})
    assert sources(state, "defend") == {HALE}


def test_hold_fast_gives_the_defender_2_ward_for_that_attack() -> None:
    """Hold Fast: "Fast, during an attack: the defender gets +2 ward." ("lasts for that attack
    only")"""
    ally, song = card("tower-captain"), card("hold-fast")
    husk = card("bronze-husk")
    state = build(
        "foundry-below",
        stage="clash",
        engaged={0: [husk]},
        party={0: [ally]},
        hands={0: [song]},
        echo=(1, 0),
    )
    defend(state, ally)
    assert step(state) == "reaction_offer" and sources(state, "play") == {song}
    act(state, "play", source=song, target=ally)
    assert state.counter(ally, "damage") == hit(husk, ally, amount(song))
    assert state.zones["discard.0"] == [song] and state.data["echo"][0] == 0
    assert state.stat(ally, "ward") == num(ally, "ward")  # over with the attack


def test_hold_fast_cannot_be_played_on_a_blow_taken() -> None:
    """ "Hold Fast needs a defender, so it cannot be played on a blow that was taken." """
    song = card("hold-fast")
    state = build(stage="clash", engaged={0: [HOUND]}, hands={0: [song]}, echo=(1, 0))
    take(state)
    assert step(state) != "reaction_offer" and song in state.zones["hand.0"]


def test_counter_peal_damages_the_attacker_the_other_keeper_may_play_it() -> None:
    """Counter-peal: "Fast, during an attack: deal 2 damage to the attacker." "the other
    keeper helps with fast songs (Hold Fast, Counter-peal may be played on any attack)." """
    song = card("counter-peal")
    state = build(stage="clash", engaged={1: [BROTHER]}, hands={0: [song]}, echo=(1, 0))
    take(state)
    assert step(state) == "reaction_offer" and state.decision.seat == 0
    act(state, "play", source=song)
    assert state.counter(BROTHER, "damage") == amount(song)


def test_an_attacker_silenced_by_counter_peal_deals_no_damage() -> None:
    """ "if the attacker is silenced during step 3 (by Counter-peal), its attack deals no
    damage." (and a Silent Brother silenced so does not raise the Hush)"""
    song = card("counter-peal")
    state = build(
        stage="clash",
        engaged={0: [BROTHER], 1: [LATER]},
        hands={0: [song]},
        echo=(1, 0),
        damage={BROTHER: num(BROTHER, "health") - amount(song)},
        hush=5,
    )
    take(state)
    act(state, "play", source=song)
    assert BROTHER in state.zones["victory"]  # it has victory points
    assert state.counter(HALE, "damage") == 0 and state.data["hush"] == 5


def test_no_fast_song_is_offered_once_the_attacker_is_silenced() -> None:
    """ "if the attacker is silenced during step 3 (by Counter-peal), its attack deals no
    damage." : the attack is over, so Hold Fast is no longer offered for it."""
    peal, hold, ally = card("counter-peal"), card("hold-fast"), card("stair-guard")
    state = build(
        stage="clash",
        engaged={0: [BROTHER], 1: [LATER]},
        party={0: [ally]},
        hands={0: [peal, hold]},
        echo=(2, 0),
        damage={BROTHER: num(BROTHER, "health") - amount(peal)},
    )
    defend(state, ally)
    assert state.decision.find("play", source=hold) is not None  # offered while it attacks
    act(state, "play", source=peal)
    assert BROTHER in state.zones["victory"]
    assert state.decision is None or state.decision.find("play", source=hold) is None
    assert state.data["echo"][0] == 2 - num(peal, "cost")


def test_counter_peal_is_not_offered_against_an_unyielding_attacker() -> None:
    """Bronze Husk: "Unyielding (songs cannot hurt it)." """
    husk = card("bronze-husk")
    state = build(
        "foundry-below",
        stage="clash",
        engaged={0: [husk]},
        hands={0: [card("counter-peal")]},
        echo=(1, 0),
    )
    take(state)
    assert step(state) != "reaction_offer"


def test_hale_deals_1_damage_to_the_attacker_after_he_defends() -> None:
    """Hale Brann: "After Hale defends, he deals 1 damage to the attacker." """
    state = build(stage="clash", engaged={0: [BROTHER], 1: [LATER]})
    defend(state, HALE)
    assert state.counter(HALE, "damage") == hit(BROTHER, HALE)
    assert state.counter(BROTHER, "damage") == amount(HALE)
    assert state.has_flag(HALE, "exhausted")


def test_hale_deals_nothing_if_he_falls_defending() -> None:
    """ "after Hale defends, he deals 1 damage to the attacker (if he still stands)" """
    husk = card("bronze-husk")
    state = build(
        "foundry-below",
        stage="clash",
        engaged={0: [husk]},
        damage={HALE: num(HALE, "health") - hit(husk, HALE)},
    )
    defend(state, HALE)
    assert HALE in state.zones["silenced"]
    assert state.counter(husk, "damage") == 0


def test_silent_brother_undefended_raises_the_hush_defended_not() -> None:
    """Silent Brother: "After it attacks undefended: the Hush rises by 1." """
    state = build(stage="clash", engaged={0: [BROTHER], 1: [LATER]}, hush=5)
    take(state)
    assert state.data["hush"] == 5 + amount(BROTHER)
    guarded = build(stage="clash", engaged={0: [BROTHER], 1: [LATER]}, hush=5)
    defend(guarded, HALE)
    assert guarded.data["hush"] == 5


def test_furnace_mouth_gives_enemies_1_strike_while_active() -> None:
    """Furnace Mouth: "While active: enemies have +1 strike." """
    mouth = card("furnace-mouth")
    state = build("foundry-below", stage="clash", engaged={1: [HOUND]}, active=mouth)
    more = amount(mouth)
    assert state.stat(HOUND, "strike") == num(HOUND, "strike") + more
    take(state)
    assert state.counter(SEFA, "damage") == max(0, num(HOUND, "strike") + more - num(SEFA, "ward"))


def test_keepers_attack_total_strike_minus_ward_and_exhaust() -> None:
    """ "the attackers' total strike minus the enemy's ward, never less than 0, is dealt to
    the enemy. An enemy whose damage reaches its health is silenced." (it goes to the victory
    display if it has victory points)"""
    ally = card("tower-captain")
    state = build(stage="clash", engaged={0: [BROTHER], 1: [LATER]}, party={0: [ally]})
    defend(state, ally)
    take(state)  # LATER attacks Sefa
    assert step(state) == "choose_subset" and state.decision.seat == 0
    assert sources(state, "toggle") == {HALE}  # the Captain is exhausted
    choose_subset(state, HALE)
    dealt = num(HALE, "strike") - num(BROTHER, "ward")
    assert state.has_flag(HALE, "exhausted")
    if dealt >= num(BROTHER, "health"):
        assert BROTHER in state.zones["victory"]
    else:
        assert state.counter(BROTHER, "damage") == dealt


def test_a_silenced_enemy_without_victory_points_goes_to_the_encounter_discard() -> None:
    """ "an enemy whose damage reaches its health is silenced: it goes to the victory display
    if it has victory points, otherwise to the encounter discard pile." """
    state = build(stage="clash", engaged={0: [NOVICE]})
    take(state)
    choose_subset(state, HALE)
    assert num(HALE, "strike") - num(NOVICE, "ward") >= num(NOVICE, "health")
    assert NOVICE in state.zones["encounter_discard"]


def test_a_keeper_attacks_only_their_own_enemies_each_character_once() -> None:
    """ "a keeper attacks only the enemies engaged with them. Each character attacks at most
    once a round (it is exhausted)." """
    ally = card("watch-novice")
    w1, w2 = card("mist-weaver", 1), card("mist-weaver", 2)
    state = build(
        stage="clash", engaged={0: [w1, w2], 1: [HOUND]}, party={0: [ally]}, exhausted=[SEFA]
    )
    take(state)
    take(state)
    take(state)  # the Hound attacks Sefa
    assert step(state) == "choose_subset" and state.data["stack"][-1]["ctx"]["enemy"] == w1
    assert sources(state, "toggle") == {HALE, ally}
    choose_subset(state, HALE)
    assert state.data["stack"][-1]["ctx"]["enemy"] == w2
    assert sources(state, "toggle") == {ally}
    choose_subset(state, ally)
    assert state.counter(w1, "damage") == max(0, num(HALE, "strike") - num(w1, "ward"))
    # Sefa is exhausted: she is not asked about the Hound, and Hale never is
    assert state.data["stage"] != "clash"


def test_holding_deals_nothing() -> None:
    """ "For each, they either attack it ... or hold." """
    state = build(stage="clash", engaged={0: [BROTHER], 1: [LATER]})
    take(state)
    take(state)
    choose_subset(state)
    assert state.counter(BROTHER, "damage") == 0 and not state.has_flag(HALE, "exhausted")


def test_a_hero_falls_mid_clash_enemies_turn_to_the_other_hero() -> None:
    """ "when a hero falls, the enemies engaged with that keeper move, in their order, to the
    end of the other keeper's engaged row (an attack under way ends)." """
    husk = card("bronze-husk")
    state = build(
        "foundry-below",
        stage="clash",
        engaged={0: [husk, HOUND], 1: [BROTHER]},
        damage={HALE: num(HALE, "health") - hit(husk, HALE)},
    )
    take(state)
    assert HALE in state.zones["silenced"]
    assert state.zones["engaged.0"] == [] and state.zones["engaged.1"] == [BROTHER, husk, HOUND]
    order = []
    while step(state) == "defend":
        order.append(attacker(state))
        assert state.decision.seat == 1
        take(state)
    assert order == [BROTHER, HOUND]  # the Husk attacked already


def test_a_fallen_hero_is_never_a_defender_nor_an_attacker() -> None:
    """ "The fallen keeper ... is never engaged and so neither defends nor attacks." """
    ally = card("stair-guard")
    state = build(stage="clash", engaged={1: [HOUND]}, party={0: [ally]}, fallen=[0])
    assert state.decision.seat == 1 and sources(state, "defend") == {SEFA}
    take(state)
    assert step(state) == "choose_subset" and state.decision.seat == 1


def test_both_heroes_fallen_loses_the_scenario() -> None:
    """ "If both heroes have fallen, the scenario is lost." """
    husk = card("bronze-husk")
    state = build(
        "foundry-below",
        stage="clash",
        engaged={1: [husk]},
        fallen=[0],
        damage={SEFA: num(SEFA, "health") - hit(husk, SEFA)},
    )
    take(state)
    assert state.is_over and state.outcome.kind == "lost"
    assert "Both heroes have fallen" in state.outcome.reason


def test_the_other_keeper_plays_hold_fast_on_your_defender() -> None:
    """ "the other keeper helps with fast songs (Hold Fast, Counter-peal may be played on any
    attack)." """
    ally, song = card("choir-scholar"), card("hold-fast")
    husk = card("bronze-husk")
    state = build(
        "foundry-below",
        stage="clash",
        engaged={1: [husk]},
        party={1: [ally]},
        hands={0: [song]},
        echo=(1, 0),
    )
    defend(state, ally)
    assert step(state) == "reaction_offer" and state.decision.seat == 0
    act(state, "play", source=song, target=ally)
    assert state.counter(ally, "damage") == hit(husk, ally, amount(song))
    assert state.zones["discard.0"] == [song]


def test_a_fallen_keeper_plays_fast_songs_on_the_other_keepers_attacks() -> None:
    """ "The fallen keeper keeps their allies and gear, draws and plays cards, tolls the bell,
    commits allies to the venture and plays fast songs" """
    song = card("counter-peal")
    state = build(stage="clash", engaged={1: [BROTHER]}, hands={0: [song]}, echo=(1, 0), fallen=[0])
    take(state)
    assert step(state) == "reaction_offer" and state.decision.seat == 0
    act(state, "play", source=song)
    assert state.counter(BROTHER, "damage") == amount(song)


def test_a_blow_that_fells_the_hero_ends_the_attack_no_after_text() -> None:
    """ "when a hero falls, the enemies engaged with that keeper move, in their order, to the
    end of the other keeper's engaged row (an attack under way ends)." The Silent Brother's
    "After it attacks undefended" is step 5 of an attack that has ended: the Hush stays."""
    state = build(
        stage="clash",
        engaged={0: [LATER], 1: [BROTHER]},
        damage={SEFA: num(SEFA, "health") - hit(BROTHER, SEFA)},
        hush=5,
    )
    assert hit(BROTHER, SEFA) > 0
    take(state)  # the Novice's blow on Hale
    take(state)  # the Brother's on Sefa: she falls
    assert SEFA in state.zones["silenced"]
    assert state.zones["engaged.0"] == [LATER, BROTHER]
    assert state.data["hush"] == 5


def test_a_blow_reads_as_a_sentence_with_the_wards_share() -> None:
    """ "the attacker's strike minus the ward of the defender (or of the hero who takes the
    blow), never less than 0, is dealt to the defender": the log says it in words, the
    ward's share included, never as a formula."""
    from tabletop.games.bellwake.clash import strike_words

    assert strike_words(["Sefa Wren"], "Stair Guard", 1, 2) == (
        "Sefa Wren strikes Stair Guard for 1; its ward of 2 stops it all."
    )
    assert strike_words(["Silent Brother"], "Hale Brann", 3, 1) == (
        "Silent Brother strikes Hale Brann for 3; its ward of 1 stops 1, so 2 damage."
    )
    assert strike_words(["Hale Brann", "Watch Novice"], "Hollow Hound", 3, 0) == (
        "Hale Brann and Watch Novice strike Hollow Hound together for 3 damage."
    )


def test_with_no_ready_character_the_prompt_asks_only_for_the_blow() -> None:
    """ "For each attack, the keeper it is engaged with either defends, exhausting one of their
    own ready characters ... or takes the blow"; "an exhausted character cannot defend". With
    every character turned a play-tester was still asked to defend with a ready character:
    the question says that none is ready and the hero takes the blow."""
    state = build(stage="clash", engaged={0: [HOUND]}, exhausted=[HALE])
    assert step(state) == "defend" and {a.kind for a in state.decision.actions} == {"take"}
    prompt = state.decision.prompt
    assert "defend with a ready character" not in prompt
    assert "none of your characters is ready to defend; your hero takes the blow." in prompt
    ready = build(stage="clash", engaged={0: [HOUND]})  # Hale ready: both answers asked
    assert "defend with a ready character, or take the blow" in ready.decision.prompt
