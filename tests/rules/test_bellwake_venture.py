"""Bellwake: the Venture, revealing encounter cards, Surge, the perils and Ambush
(docs/rules/bellwake.md, "3. Venture", "Keywords and timing words", "Perils")."""

from __future__ import annotations

from bellwake_scenario import (
    GAME,
    HALE,
    SEFA,
    amount,
    build,
    card,
    choose_subset,
    num,
    sources,
    step,
)
from helpers import act

LESS = -amount(SEFA)  # "a failed venture raises the Hush by 1 less" while Sefa stands
# two reveals that change nothing here (no progress anywhere to remove)
QUIET = (card("forgotten-path", 1), card("forgotten-path", 2))
HOLD = {0: [card("hushed-novice", 1)]}  # engaged: the flow waits at its attack, after the venture


def venture(state, first=(), second=()) -> None:
    """Both keepers commit (a keeper with no ready character is not asked)."""
    for chosen, seat in ((first, 0), (second, 1)):
        if step(state) == "choose_subset" and state.decision.seat == seat:
            choose_subset(state, *chosen)


def test_commit_exhausts_first_keeper_then_second() -> None:
    """ "The first keeper, then the second, chooses any number of their ready characters
    (zero or more) and exhausts them" """
    state = build(stage="venture", encounter_top=QUIET)
    assert step(state) == "choose_subset" and state.decision.seat == 0
    assert sources(state, "toggle") == {HALE}
    choose_subset(state, HALE)
    assert state.has_flag(HALE, "exhausted")
    assert state.decision.seat == 1 and sources(state, "toggle") == {SEFA}
    choose_subset(state)
    assert not state.has_flag(SEFA, "exhausted")


def test_resolve_greater_puts_progress_location_first_overflow_to_objective() -> None:
    """ "if resolve is greater: put as much progress as the difference on the active
    location (overflow goes to the objective" """
    bridge = "rope-bridge"
    state = build(stage="venture", encounter_top=QUIET, active=bridge, echo=(1, 1))
    venture(state, [HALE], [SEFA])
    resolve = num(HALE, "resolve") + num(SEFA, "resolve")
    need = num(bridge, "progress")
    assert bridge in state.zones["encounter_discard"]  # explored, no victory points
    assert state.objective_progress() == resolve - need


def test_dread_greater_raises_the_hush_by_the_difference_less_1_while_sefa_stands() -> None:
    """ "if dread is greater, the venture has failed: the Hush rises by the difference (1
    less while Sefa stands: her text)" """
    brother, weaver = card("silent-brother"), card("mist-weaver")
    state = build(stage="venture", encounter_top=QUIET, staging=[brother, weaver], hush=2)
    venture(state, [], [])
    dread = num(brother, "dread") + amount(weaver) + num(weaver, "dread")  # the Weaver's +1
    assert state.data["hush"] == 2 + dread - LESS


def test_a_failed_venture_without_sefa_raises_the_full_difference() -> None:
    """Sefa Wren: "While Sefa stands, a failed venture raises the Hush by 1 less." (fallen:
    not)"""
    brother = card("silent-brother")
    state = build(stage="venture", encounter_top=QUIET, staging=[brother], hush=2, fallen=[1])
    venture(state, [HALE])
    assert state.data["hush"] == 2 + num(brother, "dread") - num(HALE, "resolve")


def test_sefa_helps_even_when_exhausted() -> None:
    """Sefa stands: "she stands while she has not fallen, ready or exhausted." """
    brother = card("silent-brother")
    state = build(stage="venture", encounter_top=QUIET, staging=[brother], hush=2, exhausted=[SEFA])
    venture(state, [])
    assert state.data["hush"] == 2 + num(brother, "dread") - LESS


def test_equal_resolve_and_dread_nothing_happens() -> None:
    """ "if they are equal, nothing happens." """
    pool = sorted(
        {c for c, _ in GAME.scenarios["lower-stair"]["encounter"]}
        - {"mist-weaver"}  # its +1 would change the others' dread
    )
    pool = [c for c in pool if GAME.cards[c]["type"] != "peril"]
    match = [
        (who, c)
        for who in ([SEFA], [HALE], [HALE, SEFA])
        for c in pool
        if sum(num(h, "resolve") for h in who) == num(c, "dread")
    ]
    assert match, "no encounter card's dread equals a hero's resolve (or both heroes')"
    who, staged = match[0]
    state = build(stage="venture", encounter_top=QUIET, staging=[card(staged)], hush=2)
    venture(state, [h for h in who if h == HALE], [h for h in who if h == SEFA])
    assert state.data["hush"] == 2 and state.objective_progress() == 0


def test_the_venture_resolves_even_if_no_one_commits() -> None:
    """ "the venture always resolves, even if no one committed (then resolve is 0, and any
    dread in the staging area raises the Hush)." """
    steps = "frostbitten-steps#1"
    state = build(stage="venture", encounter_top=QUIET, staging=[steps], hush=3)
    venture(state)
    assert state.data["hush"] == 3 + num(steps, "dread") - LESS


def test_active_location_and_engaged_enemies_do_not_count() -> None:
    """ "Add up the dread of every enemy and location in the staging area (the active location
    and engaged enemies do not count)." """
    state = build(
        stage="venture",
        encounter_top=QUIET,
        active="frostbitten-steps#1",
        engaged={0: [card("silent-brother")]},
        hush=3,
    )
    assert state.dread() == 0
    venture(state)
    assert state.data["hush"] == 3


def test_an_enemy_goes_to_the_staging_area_a_peril_to_the_discard() -> None:
    """ "An enemy or location goes to the staging area ... A peril resolves its text and goes
    to the encounter discard pile." """
    brother = card("silent-brother")
    state = build(stage="venture", encounter_top=[brother, card("echoes-fade")], hush=3)
    venture(state)
    assert brother in state.zones["staging"]
    assert state.zones["encounter_discard"] == [card("echoes-fade")]
    assert state.zones["revealed"] == []


def test_hushed_novice_when_revealed_the_hush_rises() -> None:
    """Hushed Novice: "When revealed: the Hush rises by 1." """
    novice = card("hushed-novice")
    state = build(stage="venture", encounter_top=[novice, *QUIET[:1]], hush=3)
    venture(state, [], [SEFA])
    assert num(SEFA, "resolve") >= num(novice, "dread")  # the venture does not fail
    assert state.data["hush"] == 3 + amount(novice)
    assert novice in state.zones["staging"] or novice in state.zones["engaged.0"]


def test_creeping_silence_hush_then_surge() -> None:
    """Creeping Silence: "Surge. When revealed: the Hush rises by 1." "A card with Surge
    makes you reveal one more card after it." """
    creeping = card("creeping-silence")
    # an engaged enemy stops the flow at its attack, before the Rest
    state = build(stage="venture", encounter_top=[creeping, *QUIET], hush=3, engaged=HOLD)
    venture(state)
    assert state.data["hush"] == 3 + amount(creeping)
    assert set(state.zones["encounter_discard"]) == {creeping, *QUIET}


def test_ambush_engages_at_once_the_keeper_with_fewer_enemies() -> None:
    """ "when an enemy with Ambush enters the staging area (revealed ...), it engages at once,
    by the rule of the engagement check (the keeper with fewer engaged enemies; a tie goes to
    the first keeper). So its dread never counts in the venture" """
    hound1, hound2 = card("hollow-hound", 1), card("hollow-hound", 2)
    brother = card("silent-brother")
    state = build(stage="venture", encounter_top=[hound1, hound2], engaged={0: [brother]}, hush=0)
    venture(state)
    assert state.zones["engaged.1"] == [hound1]  # Sefa had fewer
    assert state.zones["engaged.0"] == [brother, hound2]  # a tie: the first keeper
    assert state.data["hush"] == 0  # no dread counted


def test_numbing_cold_damages_each_committed_character() -> None:
    """Numbing Cold: "When revealed: 1 damage to each committed character." """
    ally = card("stair-guard")
    state = build(
        stage="venture",
        encounter_top=[card("numbing-cold"), QUIET[0]],
        party={0: [ally]},
        echo=(1, 1),
    )
    venture(state, [HALE], [])
    assert state.counter(HALE, "damage") == amount(card("numbing-cold"))
    assert state.counter(ally, "damage") == 0 and state.counter(SEFA, "damage") == 0


def test_a_committed_character_that_leaves_play_does_not_count() -> None:
    """ "Add up the resolve of the committed characters still in play" """
    ally = card("watch-novice")
    state = build(
        stage="venture",
        encounter_top=[card("numbing-cold"), QUIET[0]],
        party={0: [ally]},
        damage={ally: num(ally, "health") - 1},
        staging=["frostbitten-steps#1"],
        hush=3,
    )
    venture(state, [ally], [])
    assert ally in state.zones["discard.0"]
    dread = num("frostbitten-steps#1", "dread")
    assert state.data["hush"] == 3 + dread - LESS  # the Novice's resolve is gone


def test_forgotten_path_takes_from_the_active_location_first() -> None:
    """Forgotten Path: "if the active location has progress, remove up to 2 from it;
    otherwise (no active location, or none on it) remove up to 2 from the objective." """
    path = card("forgotten-path", 1)
    steps = "frostbitten-steps#1"
    state = build(
        stage="venture",
        encounter_top=[path, card("echoes-fade")],
        active=steps,
        progress={steps: 1},
        objective_progress=5,
    )
    venture(state)
    assert state.counter(steps, "progress") == 0 and state.objective_progress() == 5
    bare = build(
        stage="venture",
        encounter_top=[path, card("echoes-fade")],
        active=steps,
        objective_progress=5,
    )
    venture(bare)
    assert bare.objective_progress() == max(0, 5 - amount(path))


def test_echoes_fade_each_keeper_loses_1_at_most_what_they_have() -> None:
    """Echoes Fade: "each keeper loses 1 echo." (a keeper loses at most what they have)"""
    state = build(
        stage="venture", encounter_top=[card("echoes-fade"), QUIET[1]], echo=(3, 0), engaged=HOLD
    )
    venture(state)
    assert state.data["echo"] == [3 - amount(card("echoes-fade")), 0]


def test_bell_thief_the_keeper_with_the_most_echo_loses_2() -> None:
    """Bell-thief: "When revealed: the keeper with the most echo loses 2." ("if both have as
    many, the first keeper")"""
    thief = card("bell-thief", 1)
    state = build(stage="venture", encounter_top=[thief, QUIET[1]], echo=(1, 5))
    venture(state)
    assert state.data["echo"] == [1, max(0, 5 - amount(thief))]
    tie = build(stage="venture", encounter_top=[thief, QUIET[1]], echo=(3, 3))
    venture(tie)
    assert tie.data["echo"] == [max(0, 3 - amount(thief)), 3]


def test_the_quiet_spreads_returns_the_last_discarded_enemy_without_damage() -> None:
    """The Quiet Spreads: "the enemy that was put in the encounter discard pile most recently
    ... returns to the staging area without its damage" (not revealed: no "When revealed")."""
    quiet = card("the-quiet-spreads")
    brother, thief = card("silent-brother", 1), card("bell-thief")
    state = build(
        "foundry-below",
        stage="venture",
        encounter_top=[quiet, card("echoes-fade")],
        encounter_discard=[brother, thief, card("casting-pit")],
        echo=(4, 4),
        hush=0,
    )
    venture(state)
    assert thief in state.zones["staging"] and brother in state.zones["encounter_discard"]
    # only Echoes Fade: the thief was not revealed
    assert state.data["echo"] == [4 - amount(card("echoes-fade"))] * 2
    assert state.counter(thief, "damage") == 0


def test_the_quiet_spreads_with_no_enemy_discarded_surges() -> None:
    """The Quiet Spreads: "if there is none, Surge." """
    quiet = card("the-quiet-spreads")
    a, b = card("echoes-fade"), card("forgotten-path")
    state = build("foundry-below", stage="venture", encounter_top=[quiet, a, b])
    venture(state)
    assert set(state.zones["encounter_discard"]) == {quiet, a, b}


def test_an_empty_encounter_deck_is_refilled_from_its_discard() -> None:
    """ "if the encounter deck is empty when a card must be revealed, shuffle the encounter
    discard pile into a new encounter deck" """
    state = build(stage="venture")
    pile = list(state.zones["encounter"])
    for c in pile:
        state.zones["encounter"].remove(c)
    state.zones["encounter_discard"] += pile
    venture(state)
    z = state.zones
    assert len(z["encounter"]) + len(z["encounter_discard"]) < len(pile)  # two came out
    assert len(z["encounter"]) > 0


def test_hymn_of_clarity_adds_2_resolve_in_the_venture() -> None:
    """Hymn of Clarity: "Fast, during the venture: +2 resolve." "Both keepers may play songs
    marked "Fast, during the venture" ... until both pass in a row." """
    hymn = card("hymn-of-clarity")
    steps = "frostbitten-steps#1"
    state = build(
        stage="venture", encounter_top=QUIET, staging=[steps], hands={1: [hymn]}, echo=(0, 1)
    )
    venture(state, [], [SEFA])
    assert step(state) == "reaction_offer" and state.decision.seat == 1
    act(state, "play", source=hymn)
    assert state.zones["discard.1"] == [hymn] and state.data["echo"][1] == 0
    resolve = num(SEFA, "resolve") + amount(hymn)
    assert state.objective_progress() == resolve - num(steps, "dread")


def test_great_canticle_adds_4_resolve() -> None:
    """Great Canticle: "Fast, during the venture: +4 resolve." """
    song = card("great-canticle", 1)
    state = build(stage="venture", encounter_top=QUIET, hands={0: [song]}, echo=(2, 0))
    venture(state, [], [])
    act(state, "play", source=song)
    assert state.objective_progress() == amount(song)


def test_no_fast_song_window_without_a_playable_song() -> None:
    """ "A moment for fast songs is offered only when a keeper holds a fast song that can be
    played then, and has the echo for it" """
    hymn = card("hymn-of-clarity")
    state = build(stage="venture", encounter_top=QUIET, hands={1: [hymn]}, echo=(5, 0))
    venture(state)
    assert step(state) != "reaction_offer"
    assert hymn in state.zones["hand.1"]


def test_fast_songs_go_round_until_both_pass() -> None:
    """ "the first keeper plays any or passes, then the second, and so on until both pass in
    a row." """
    hymn1, hymn2 = card("hymn-of-clarity", 1), card("hymn-of-clarity", 2)
    state = build(stage="venture", encounter_top=QUIET, hands={1: [hymn1, hymn2]}, echo=(0, 2))
    venture(state)
    act(state, "play", source=hymn1)
    assert state.decision.seat == 1  # Hale has nothing, Sefa may again
    act(state, "play", source=hymn2)
    assert state.objective_progress() == 2 * amount(hymn1)


def test_mist_weaver_gives_other_staged_enemies_1_dread_once() -> None:
    """ "an enemy in the staging area has +1 dread if at least one Mist Weaver other than
    itself is there; never more than +1. With two Mist Weavers there, each has +1 from the
    other." """
    w1, w2, thief = card("mist-weaver", 1), card("mist-weaver", 2), card("bell-thief")
    state = build(staging=[w1, w2, thief, "rope-bridge"])
    once = amount(w1)
    assert state.stat(thief, "dread") == num(thief, "dread") + once
    assert state.stat(w1, "dread") == num(w1, "dread") + once
    assert state.stat("rope-bridge", "dread") == num("rope-bridge", "dread")
    alone = build(staging=[w1, thief])
    assert alone.stat(w1, "dread") == num(w1, "dread")
    assert alone.stat(thief, "dread") == num(thief, "dread") + once


def test_hall_of_still_bells_lowers_heroes_resolve_never_below_0() -> None:
    """Hall of Still Bells: "While active: heroes have -1 resolve." "a change of numbers ...
    never makes a stat lower than 0." """
    hall = card("hall-of-still-bells")
    state = build("crown-of-silence", active=hall)
    less = amount(hall)
    assert state.stat(SEFA, "resolve") == max(0, num(SEFA, "resolve") + less)
    assert state.stat(HALE, "resolve") == max(0, num(HALE, "resolve") + less)
    staged = build("crown-of-silence", staging=[hall])
    assert staged.stat(SEFA, "resolve") == num(SEFA, "resolve")


def test_after_the_venture_comes_travel() -> None:
    """The round: "3. Venture, 4. Travel, 5. Encounter" """
    state = build(stage="venture", encounter_top=[card("echoes-fade"), "rope-bridge"])
    venture(state)
    assert state.data["stage"] == "travel" and step(state) == "travel"


def test_committed_until_the_end_of_the_venture_step() -> None:
    """ "A committed character stays committed until the end of the Venture step." Numbing
    Cold: "the characters committed in this round's venture" -- here revealed by The Gate of
    Tollhaven, which the venture's own progress begins."""
    goal = num("the-climb", "progress")
    cold = card("numbing-cold")
    gap = num(SEFA, "resolve") - num("rope-bridge", "dread")
    assert gap > 0
    state = build(
        stage="venture",
        objective_progress=goal - gap,  # the venture's progress just completes the Climb
        encounter_top=[card("echoes-fade"), "rope-bridge", cold],
        engaged=HOLD,
    )
    venture(state, [], [SEFA])
    assert state.zones["objective"] == ["the-gate-of-tollhaven"]
    assert cold in state.zones["encounter_discard"]
    assert state.counter(SEFA, "damage") == amount(cold)  # she was still committed
    assert state.counter(HALE, "damage") == 0
    assert state.data["committed"] == []  # and no longer, after the step


def test_a_fallen_keeper_commits_allies() -> None:
    """ "the player plays on with allies" "commits allies to the venture" """
    ally = card("pilgrim-of-the-stair")
    steps = "frostbitten-steps#1"
    state = build(
        stage="venture", encounter_top=QUIET, staging=[steps], party={1: [ally]}, fallen=[1], hush=3
    )
    venture(state, [HALE], [ally])
    resolve = num(HALE, "resolve") + num(ally, "resolve")
    dread = num(steps, "dread")
    assert state.has_flag(ally, "exhausted")
    if resolve > dread:
        assert state.objective_progress() == resolve - dread
    else:
        assert state.data["hush"] == 3 + dread - resolve  # Sefa has fallen: no 1 less


def test_when_explored_resolves_before_the_overflow_reaches_the_objective() -> None:
    """ "When explored: when the location's progress reaches its value" -- "it goes to the
    victory display ...; then its "When explored" text resolves", and "the rest (the
    overflow) goes to the current objective". Cold Refectory heals the heroes before the
    overflow completes The Climb and The Gate of Tollhaven reveals a Numbing Cold."""
    refectory = card("cold-refectory")
    bridge = "rope-bridge"
    gap = num(HALE, "resolve") + num(SEFA, "resolve") - num(bridge, "dread")
    assert gap >= 2
    goal = num("the-climb", "progress")
    state = build(
        stage="venture",
        active=refectory,
        progress={refectory: num(refectory, "progress") - (gap - 1)},
        objective_progress=goal - 1,
        damage={SEFA: num(SEFA, "health") - 1},
        encounter_top=[card("echoes-fade"), bridge, card("numbing-cold")],
        engaged=HOLD,
    )
    venture(state, [HALE], [SEFA])
    assert refectory in state.zones["encounter_discard"]
    assert state.zones["objective"] == ["the-gate-of-tollhaven"]
    assert card("numbing-cold") in state.zones["encounter_discard"]
    heal = GAME.cards["cold-refectory"]["triggers"][0]["effect"][0]["amount"]
    assert SEFA in state.zones["party.1"]  # healed first, so the Cold does not fell her
    cold = amount(card("numbing-cold"))
    assert state.counter(SEFA, "damage") == num(SEFA, "health") - 1 - heal + cold
    assert state.counter(HALE, "damage") == cold


def venture_line(state, first=(), second=()) -> str:
    """Both keepers commit; the log line of the venture's result."""
    texts = []
    for chosen, seat in ((first, 0), (second, 1)):
        if step(state) == "choose_subset" and state.decision.seat == seat:
            for c in chosen:
                act(state, "toggle", source=c, option="on")
            texts += [e.text for e in act(state, "confirm") if e.kind == "venture"]
    assert len(texts) == 1, texts
    return texts[0]


def test_the_log_says_whether_the_venture_succeeds_or_fails_and_what_it_did() -> None:
    """ "if resolve is greater: put as much progress as the difference on the active
    location" and "if dread is greater, the venture has failed: the Hush rises by the
    difference": the venture's line says which, the two sums, and what followed, so a player
    who committed before the reveals knows how it went."""
    brother = card("silent-brother")
    state = build(stage="venture", encounter_top=QUIET, staging=[brother], hush=2)
    dread = num(brother, "dread")
    line = venture_line(state)
    assert line == (
        f"The venture fails: resolve 0 against dread {dread}; the Hush rises by {dread - LESS}."
    )
    state = build(stage="venture", encounter_top=QUIET, echo=(1, 1))
    resolve = num(HALE, "resolve") + num(SEFA, "resolve")
    line = venture_line(state, [HALE], [SEFA])
    assert line == f"The venture succeeds: resolve {resolve} against dread 0; {resolve} progress."


def test_the_commit_prompt_says_that_cards_are_revealed_after_it() -> None:
    """ "The first keeper, then the second, chooses any number of their ready characters" and
    then "Reveal the top two cards of the encounter deck": the dread shown while committing
    is not the last, and the prompt says so."""
    state = build(stage="venture", encounter_top=QUIET)
    assert state.decision.prompt == (
        "Hale: commit to the venture. Dread now 0, and 2 encounter cards are revealed after "
        "you commit. Choose 1 character or none, then Confirm \u2014 0 chosen so far."
    )
    assert state.decision.find("confirm").text == "Confirm: commit no one"
