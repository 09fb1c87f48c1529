"""Bellwake: the 15 effect operations, each exercised through a card that uses it
(docs/rules/bellwake.md, "Effect operations (for the app)"). Every test says which ops it
exercises with ``@exercises``; a test fails if an op is registered without a case."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bellwake_scenario import (
    GAME,
    HALE,
    SEFA,
    C,
    amount,
    build,
    card,
    choose_subset,
    fresh,
    num,
    place,
    sources,
    step,
    stop,
    take,
)
from helpers import act

from tabletop.games.bellwake.effects import EFFECTS
from tabletop.rules.cards import definition_id

CASES: dict[str, list[str]] = {}


def exercises(*ops: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def mark(fn: Callable[..., Any]) -> Callable[..., Any]:
        for op in ops:
            assert op in GAME.book["effect_ops"], op
            CASES.setdefault(op, []).append(fn.__name__)
        return fn

    return mark


def test_every_registered_op_has_a_case() -> None:
    """ "The data file lists the 15 operation names in effect_ops": each one is tested."""
    missing = sorted(set(EFFECTS.ops) - set(CASES))
    assert not missing, f"effect ops without a test case: {missing}"
    for names in CASES.values():
        for name in names:
            assert callable(globals()[name]) and name.startswith("test_")


@exercises("draw")
def test_draw_you_ring_the_alarm_and_each_rope_bridge() -> None:
    """`draw`: "Each keeper named draws `amount` cards (fewer if the deck runs out)." Ring
    the Alarm: "Draw 2 cards."; Rope Bridge: "When explored: each keeper draws 1 card." """
    song = card("ring-the-alarm")
    state = build(echo=(1, 0), hands={0: [song]}, deck_top={0: ["tower-captain#1"]})
    act(state, "play", source=song)
    assert len(state.zones["hand.0"]) == amount(song)
    assert "tower-captain#1" in state.zones["hand.0"] and state.zones["hand.1"] == []
    short = build(echo=(1, 0), hands={0: [song]}, empty_deck=[0], deck_top={0: ["stair-guard#1"]})
    act(short, "play", source=song)
    assert short.zones["hand.0"] == ["stair-guard#1"]  # fewer: the deck ran out
    bridge = build(
        stage="venture",
        active="rope-bridge",
        engaged={0: [card("hushed-novice")]},
        encounter_top=[card("forgotten-path", 1), card("forgotten-path", 2)],
    )
    choose_subset(bridge, HALE)
    choose_subset(bridge, SEFA)
    assert "rope-bridge" in bridge.zones["encounter_discard"]
    assert len(bridge.zones["hand.0"]) == len(bridge.zones["hand.1"]) == 1


@exercises("gain_echo")
def test_gain_echo_casting_pit_each_keeper() -> None:
    """`gain_echo`; Casting Pit: "When explored: each keeper gains 1 echo." """
    pit = card("casting-pit")
    state = build(
        "foundry-below",
        stage="venture",
        active=pit,
        echo=(0, 0),
        engaged={0: [card("hollow-hound")]},
        encounter_top=[card("forgotten-path"), card("echoes-fade")],
        hush=0,
    )
    choose_subset(state, HALE)
    choose_subset(state, SEFA)
    assert pit in state.zones["encounter_discard"]
    assert state.data["echo"] == [amount(pit)] * 2


@exercises("lose_echo")
def test_lose_echo_each_and_most_echo() -> None:
    """`lose_echo`: "Each keeper named loses `amount` echo (at most what they have).
    `most_echo`: the keeper with the most echo; a tie: the first keeper." """
    thief, fade = card("bell-thief", 1), card("echoes-fade")
    state = build(stage="venture", encounter_top=[thief, fade], echo=(2, 1))
    choose_subset(state)
    choose_subset(state)
    # the thief takes from Hale (who has the most), then Echoes Fade from each
    hale = max(0, max(0, 2 - amount(thief)) - amount(fade))
    assert state.data["echo"] == [hale, max(0, 1 - amount(fade))]


def test_an_effect_that_changes_nothing_still_says_so() -> None:
    """Bell-thief ("When revealed: the keeper with the most echo loses 2.": "a keeper loses at
    most what they have") with no echo on either keeper: the log says the keeper had none to
    lose, so that its trigger's line is never the last word of its effect."""
    thief = card("bell-thief", 1)
    state = build(stage="venture", encounter_top=[thief, card("forgotten-path")], echo=(0, 0))
    choose_subset(state)
    lines = [e.text for e in state.apply(state.decision.find("confirm"))]  # the reveal
    said = lines.index("Bell-thief triggers.")
    assert lines[said + 1] == "Hale has no echo to lose (Bell-thief).", lines
    assert state.data["echo"] == [0, 0]


@exercises("hush")
def test_hush_rises_and_is_pushed_back() -> None:
    """`hush`: "The Hush rises by `amount` (a negative amount pushes it back), within 0 and
    17" (Hushed Novice when revealed; The gate held at setup)."""
    novice = card("hushed-novice")
    state = build(stage="venture", encounter_top=[novice, card("forgotten-path")], hush=6)
    choose_subset(state, HALE)
    choose_subset(state, SEFA)
    assert state.data["hush"] == 6 + amount(novice)
    held = fresh("foundry-below", log=["the-gate-held"])
    assert held.data["hush"] == C["hush_start"] + amount("the-gate-held")


@exercises("damage")
def test_damage_chosen_enemy_attacker_this_and_each_committed() -> None:
    """`damage`: "Deal `amount` damage (ward does not count)." with each `target`: `enemy`
    (chosen), `attacker`, `this`, `each_committed`."""
    song = card("name-the-nameless")
    brother = card("silent-brother")
    state = build(echo=(0, 2), hands={1: [song]}, staging=[brother])
    stop(state)
    act(state, "play", source=song, target=brother)
    assert state.counter(brother, "damage") == amount(song)  # its ward does not count
    # `attacker`: Counter-peal
    peal = card("counter-peal")
    clash = build(
        stage="clash",
        engaged={0: [brother], 1: [card("hushed-novice")]},
        hands={0: [peal]},
        echo=(1, 0),
    )
    take(clash)
    act(clash, "play", source=peal)
    assert clash.counter(brother, "damage") == amount(peal)
    # `this`: the Unsung takes 2 at each toll
    crown = build("crown-of-silence", staging=["the-unsung"], echo=(C["toll_cost"], 0), hush=8)
    act(crown, "toll")
    assert crown.counter("the-unsung", "damage") == amount("the-unsung", "damage", 0)
    # `each_committed`: Numbing Cold
    cold = build(
        stage="venture",
        encounter_top=[card("numbing-cold"), card("forgotten-path")],
        engaged={0: [card("hushed-novice")]},
    )
    choose_subset(cold, HALE)
    choose_subset(cold, SEFA)
    chill = amount(card("numbing-cold"))
    assert cold.counter(HALE, "damage") == cold.counter(SEFA, "damage") == chill


@exercises("damage")
def test_song_damage_is_not_dealt_to_an_unyielding_enemy() -> None:
    """ "Unyielding ... damage from songs (Name the Nameless, Counter-peal) is not dealt to it.
    ... Hale's text and attacks are not songs and hurt it normally." """
    husk = card("bronze-husk")
    song = card("name-the-nameless")
    state = build("foundry-below", echo=(0, 2), hands={1: [song]}, staging=[husk])
    stop(state)
    assert song not in sources(state)  # nothing else to hurt: it is not offered
    hale = build("foundry-below", stage="clash", engaged={0: [husk], 1: [card("hollow-hound")]})
    act(hale, "defend", source=HALE)
    assert hale.counter(husk, "damage") == amount(HALE)


@exercises("damage")
def test_the_unsung_takes_4_once_the_great_bell_is_complete() -> None:
    """The Unsung: "Each toll of the bell deals her 2 damage, 4 once the Great Bell is
    complete." "wherever she is (staging area or engaged)" """
    state = build(
        "crown-of-silence",
        second_objective=True,
        engaged={1: ["the-unsung"]},
        echo=(C["toll_cost"], 0),
    )
    place(state, "the-great-bell", "complete")
    state._decision = None
    act(state, "toll")
    assert state.counter("the-unsung", "damage") == amount("the-unsung", "damage", 1)


@exercises("heal")
def test_heal_a_chosen_character_and_each_hero() -> None:
    """`heal`: "Remove up to `amount` damage." Mending Chant; Cold Refectory: "When explored:
    heal 2 damage from each hero." """
    chant = card("mending-chant")
    ally = card("stair-guard")
    state = build(echo=(0, 1), hands={1: [chant]}, party={0: [ally]}, damage={ally: 1})
    stop(state)
    act(state, "play", source=chant, target=ally)
    assert state.counter(ally, "damage") == 0  # up to 3: only 1 was there
    refectory = card("cold-refectory")
    room = build(
        stage="venture",
        active=refectory,
        damage={HALE: 3, SEFA: 1, ally: 2},
        party={0: [ally]},
        progress={refectory: num(refectory, "progress") - 1},
        encounter_top=[card("echoes-fade"), card("creeping-silence"), card("forgotten-path")],
        engaged={0: [card("hushed-novice")]},
    )
    choose_subset(room, ally)
    choose_subset(room, SEFA)
    heal = amount(refectory)
    assert room.counter(HALE, "damage") == max(0, 3 - heal)
    assert room.counter(SEFA, "damage") == 0
    assert room.counter(ally, "damage") == 2  # only heroes


@exercises("progress", "may", "exhaust")
def test_wayfinder_may_exhaust_for_2_progress() -> None:
    """Wayfinder: "When it joins: you may exhaust it to put 2 progress on the active location
    (overflow goes to the objective)." (`may`, `exhaust`, `progress`)"""
    way = card("wayfinder")
    steps = card("frostbitten-steps")
    need = num(steps, "progress") - 1  # 1 more explores it
    state = build(echo=(0, 9), hands={1: [way]}, active=steps, progress={steps: need})
    stop(state)
    act(state, "play", source=way)
    assert step(state) == "may" and state.decision.seat == 1
    act(state, "yes")
    assert state.has_flag(way, "exhausted")
    assert steps in state.zones["victory"]  # 1 needed; it has victory points
    assert state.objective_progress() == amount(way, "progress") - 1
    no = build(echo=(0, 2), hands={1: [way]})
    stop(no)
    act(no, "play", source=way)
    act(no, "no")
    assert not no.has_flag(way, "exhausted") and no.objective_progress() == 0


def test_wayfinder_is_not_asked_when_its_progress_could_go_nowhere() -> None:
    """Wayfinder "When it joins": "with no objective under way either, as when The Great Bell
    is complete and the Unsung still stands, its keeper is not asked" (`may` with `if`)."""
    way = card("wayfinder")
    state = build(
        "crown-of-silence",
        echo=(0, 9),
        hands={1: [way]},
        second_objective=True,
        staging=["the-unsung"],
    )
    z = state.zones
    z["complete"].extend(z["objective"])  # The Great Bell is complete too
    z["objective"].clear()
    stop(state)
    act(state, "play", source=way)
    assert step(state) != "may" and not state.has_flag(way, "exhausted")
    assert way in z["party.1"] and not state.is_over  # the Unsung still stands


@exercises("progress", "reveal")
def test_progress_completes_the_objective_and_the_next_begins() -> None:
    """ "When an objective's progress reaches its value, it is complete: any more progress
    from that same placement is lost, and the next objective begins at once" (The Gate of
    Tollhaven: "When it begins: reveal 1 encounter card."; Numbing Cold outside the Venture
    "does nothing")."""
    way = card("wayfinder")
    goal = num("the-climb", "progress")
    cold = card("numbing-cold")
    state = build(echo=(0, 2), hands={1: [way]}, objective_progress=goal - 1, encounter_top=[cold])
    stop(state)
    act(state, "play", source=way)
    act(state, "yes")
    z = state.zones
    assert z["complete"] == ["the-climb"] and z["objective"] == ["the-gate-of-tollhaven"]
    assert state.objective_progress() == 0  # the second point is lost
    assert cold in z["encounter_discard"]
    assert all(state.counter(c, "damage") == 0 for c in (HALE, SEFA, way))


@exercises("remove_progress")
def test_remove_progress_never_from_a_complete_objective() -> None:
    """`remove_progress`: "Remove up to `amount` progress from the active location if it has
    any, else from the objective." Forgotten Path: "Never from an objective that is already
    complete." """
    path = card("forgotten-path")
    state = build(
        stage="venture",
        second_objective=True,
        objective_progress=1,
        encounter_top=[path, card("echoes-fade")],
        engaged={0: [card("hushed-novice")]},
    )
    choose_subset(state)
    choose_subset(state)
    assert state.objective_progress() == 0  # up to 2: only 1 was there
    assert state.zones["complete"] == ["the-climb"]


@exercises("return_discarded_enemy")
def test_return_discarded_enemy_not_revealed() -> None:
    """`return_discarded_enemy`: "The enemy most recently put in the encounter discard pile
    returns to the staging area (not revealed; Ambush applies)." (no "When revealed")"""
    quiet = card("the-quiet-spreads")
    novice = card("hushed-novice")
    state = build(
        "crown-of-silence",
        stage="venture",
        encounter_top=[quiet, card("echoes-fade")],
        encounter_discard=[novice],
        hush=2,
    )
    choose_subset(state)
    choose_subset(state)
    assert novice in state.zones["staging"] or novice in state.zones["engaged.0"]
    # not revealed: its "the Hush rises by 1" did not resolve; the venture failed by its dread
    dread = num(novice, "dread")
    assert state.data["hush"] == 2 + dread + amount(SEFA)  # Sefa: 1 less


@exercises("put_into_play")
def test_put_into_play_the_pour_brings_the_set_aside_bronze_husk() -> None:
    """The Pour: "When it begins: a Bronze Husk rises in the staging area." "come from the
    scenario's set-aside cards, not from the encounter deck; they enter the staging area
    without being revealed" """
    way = card("wayfinder")
    goal = num("the-bellows", "progress")
    state = build(
        "foundry-below",
        echo=(0, 2),
        hands={1: [way]},
        objective_progress=goal - amount(way, "progress"),
    )
    husk = state.zones["set_aside"][0]
    assert definition_id(husk) == "bronze-husk"
    stop(state)
    act(state, "play", source=way)
    act(state, "yes")
    assert state.zones["objective"] == ["the-pour"] and state.zones["staging"] == [husk]


@exercises("put_into_play")
def test_put_into_play_the_great_bell_brings_the_unsung() -> None:
    """The Great Bell: "When it begins: the Unsung enters the staging area." """
    way = card("wayfinder")
    goal = num("the-spire", "progress")
    state = build(
        "crown-of-silence",
        echo=(0, 2),
        hands={1: [way]},
        objective_progress=goal - amount(way, "progress"),
    )
    stop(state)
    act(state, "play", source=way)
    act(state, "yes")
    assert state.zones["staging"] == ["the-unsung"] and state.zones["set_aside"] == []


@exercises("modify")
def test_modify_host_defender_venture_toll_and_card() -> None:
    """`modify`: "Add `amount` to `stat` of `target` (never below 0). Inside `static` it holds
    while the condition holds; inside a fast song's `effect` it lasts for the attack
    (`defender`) or the venture (`venture`)." """
    fork = card("tuning-fork")
    state = build(gear={fork: SEFA})
    assert state.stat(SEFA, "resolve") == num(SEFA, "resolve") + amount(fork)
    recast = build(log=["the-bell-was-recast"])
    assert recast.toll_cost() == C["toll_cost"] + amount("the-bell-was-recast")
    cracked = build("crown-of-silence", log=["the-bell-cracked"])
    extra = GAME.cards["the-bell-cracked"]["static"][0]["effect"][0]["amount"]
    assert cracked.stat("the-unsung", "health") == num("the-unsung", "health") + extra


@exercises("add_to_deck")
def test_add_to_deck_shuffles_one_copy_of_the_keepers_own() -> None:
    """`add_to_deck`: "Shuffle `copies` of that card into your deck." (A Veteran Joins)"""
    state = fresh("lower-stair", upgrades={1: ["a-veteran-joins"]})
    mine = state.zones["deck.1"] + state.zones["hand.1"]
    vets = [c for c in mine if definition_id(c) == "bell-guard-veteran"]
    assert len(vets) == 1 and state.owner(vets[0]) == 1
    assert not any(definition_id(c) == "bell-guard-veteran" for c in state.zones["deck.0"])


def modify_targets() -> set[str]:
    """Every `modify` target the card data uses (in effects and statics)."""
    out = set()
    for entry in GAME.cards.values():
        lists = [entry.get("effect", [])]
        lists += [s["effect"] for s in entry.get("static", [])]
        lists += [t["effect"] for t in entry.get("triggers", [])]
        for steps in lists:
            out |= {s["target"] for s in steps if s["op"] == "modify"}
    return out


@exercises("modify")
def test_modify_every_target_the_cards_use() -> None:
    """`modify` targets: "`host` ..., `defender`, `your_hero`, `heroes` (both), `enemies` (all
    in play), `other_staging_enemies` ..., `card` ..., `venture` ..., `toll` ..., `failed_venture`"
    -- each one the cards use changes the number it names."""
    checked: set[str] = set()
    # host: Bell-hammer; your_hero: Iron Arm; heroes: Hall of Still Bells
    hammer = card("bell-hammer")
    state = build(
        "crown-of-silence",
        gear={hammer: HALE},
        upgrades={1: ["iron-arm"]},
        active=card("hall-of-still-bells"),
    )
    hall = amount(card("hall-of-still-bells"))
    assert state.stat(HALE, "strike") == num(HALE, "strike") + amount(hammer)
    assert state.stat(SEFA, "strike") == num(SEFA, "strike") + amount("iron-arm")
    assert state.stat(SEFA, "resolve") == max(0, num(SEFA, "resolve") + hall)
    checked |= {"host", "your_hero", "heroes"}
    # enemies: Furnace Mouth (engaged and staged); other_staging_enemies: Mist Weaver
    hound, weaver, thief = card("hollow-hound"), card("mist-weaver"), card("bell-thief")
    foundry = build(
        "foundry-below", active=card("furnace-mouth"), engaged={0: [hound]}, staging=[weaver, thief]
    )
    more = amount(card("furnace-mouth"))
    assert foundry.stat(hound, "strike") == num(hound, "strike") + more
    assert foundry.stat(weaver, "strike") == num(weaver, "strike") + more
    assert foundry.stat(thief, "dread") == num(thief, "dread") + amount(weaver)
    checked |= {"enemies", "other_staging_enemies"}
    # card: The bell cracked; toll: The bell was recast; failed_venture: Sefa Wren
    cracked = build("crown-of-silence", log=["the-bell-cracked", "the-bell-was-recast"])
    assert cracked.stat("the-unsung", "health") > num("the-unsung", "health")
    assert cracked.toll_cost() == C["toll_cost"] + amount("the-bell-was-recast")
    assert cracked.figure("failed_venture", "hush", 3) == 3 + amount(SEFA)
    checked |= {"card", "toll", "failed_venture"}
    # defender: Hold Fast (the attack only); venture: Hymn of Clarity (this venture)
    assert GAME.cards["hold-fast"]["effect"][0]["target"] == "defender"
    assert GAME.cards["hymn-of-clarity"]["effect"][0]["target"] == "venture"
    hymn, fast = card("hymn-of-clarity"), card("hold-fast")
    song = build(
        stage="venture",
        hands={1: [hymn]},
        echo=(0, 1),
        encounter_top=[card("forgotten-path", 1), card("forgotten-path", 2)],
    )
    choose_subset(song)
    choose_subset(song)
    act(song, "play", source=hymn)
    assert song.objective_progress() == amount(hymn)
    ally = card("watch-novice")  # ward 0: the Hound's strike would hurt it
    assert num(hound, "strike") > num(ally, "ward")
    guard = build(
        stage="clash",
        engaged={0: [hound], 1: [card("hushed-novice")]},
        party={0: [ally]},
        hands={0: [fast]},
        echo=(1, 0),
    )
    act(guard, "defend", source=ally)
    act(guard, "play", source=fast, target=ally)
    assert guard.counter(ally, "damage") == max(
        0, num(hound, "strike") - num(ally, "ward") - amount(fast)
    )
    checked |= {"defender", "venture"}
    assert modify_targets() <= checked, modify_targets() - checked
