"""Bellwake: Travel and the Encounter (optional engagements, the engagement check, its
order and its ties) (docs/rules/bellwake.md, "4. Travel", "5. Encounter")."""

from __future__ import annotations

from bellwake_scenario import GAME, C, amount, build, card, num, sources, step
from helpers import act


def test_travel_is_offered_with_no_active_location_and_a_staged_location() -> None:
    """ "if there is no active location and at least one location is in the staging area,
    the keepers may choose one of them and travel to it ... They may also stay." """
    state = build(stage="travel", staging=["rope-bridge", card("cold-refectory")])
    assert step(state) == "travel" and state.decision.seat == 0  # the first keeper decides
    assert sources(state, "travel") == {"rope-bridge", card("cold-refectory")}
    assert "stay" in {a.kind for a in state.legal_actions}
    act(state, "travel", source="rope-bridge")
    assert state.zones["active"] == ["rope-bridge"]
    assert state.dread() == num(card("cold-refectory"), "dread")  # "no longer counts"


def test_no_travel_with_an_active_location() -> None:
    """ "At most one location a round"; "travel ... if there is no active location" """
    state = build(
        stage="travel",
        active="rope-bridge",
        staging=[card("cold-refectory")],
        engaged={0: [card("hushed-novice")]},
    )
    assert state.data["stage"] == "clash"  # Travel and the Encounter passed without asking
    assert state.zones["active"] == ["rope-bridge"]


def test_staying_leaves_the_location_in_the_staging_area() -> None:
    """ "They may also stay." """
    state = build(stage="travel", staging=["rope-bridge"], engaged={0: [card("hushed-novice")]})
    act(state, "stay")
    assert state.zones["staging"] == ["rope-bridge"] and state.zones["active"] == []


def test_frostbitten_steps_after_you_travel_here_the_hush_rises() -> None:
    """Frostbitten Steps: "After you travel here: the Hush rises by 1." """
    steps = card("frostbitten-steps")
    state = build(stage="travel", staging=[steps], hush=4, engaged={0: [card("hushed-novice")]})
    act(state, "travel", source=steps)
    assert state.data["hush"] == 4 + amount(steps)


def test_optional_engagement_first_keeper_then_second_one_each() -> None:
    """ "the first keeper, then the second, may each engage one enemy of their choice from
    the staging area: it goes to the end of their engaged row." """
    w1, w2, brother = card("mist-weaver", 1), card("mist-weaver", 2), card("silent-brother")
    hound = card("hollow-hound")
    state = build(stage="encounter", staging=[w1, w2, brother], engaged={0: [hound]}, hush=0)
    assert step(state) == "engage" and state.decision.seat == 0
    assert sources(state, "engage") == {w1, w2, brother}
    act(state, "engage", source=w2)
    assert state.zones["engaged.0"] == [hound, w2]
    assert step(state) == "engage" and state.decision.seat == 1
    act(state, "engage", source=brother)
    assert state.zones["engaged.1"] == [brother]
    assert state.zones["staging"] == [w1]  # one each, no more
    assert state.data["stage"] == "clash"


def test_keeping_your_distance() -> None:
    """ "each keeper may engage an enemy from the staging area, or keep their distance" """
    weaver = card("mist-weaver")
    state = build(stage="encounter", staging=[weaver], hush=0)
    act(state, "distance")
    act(state, "distance")
    assert state.zones["staging"] == [weaver]


def test_a_keeper_whose_hero_has_fallen_cannot_engage() -> None:
    """ "A keeper whose hero has fallen cannot engage." """
    weaver = card("mist-weaver")
    state = build(stage="encounter", staging=[weaver], hush=0, fallen=[0])
    assert step(state) == "engage" and state.decision.seat == 1


def test_the_engagement_check_approach_at_or_below_the_hush() -> None:
    """ "every enemy still in the staging area whose approach is at or below the Hush
    engages" """
    novice, brother = card("hushed-novice"), card("silent-brother")
    hush = num(novice, "approach")
    assert num(brother, "approach") > hush
    state = build(stage="encounter", staging=[novice, brother], hush=hush, fallen=[0])
    act(state, "distance")  # only Sefa is asked
    assert novice in state.zones["engaged.1"] and brother in state.zones["staging"]


def test_the_engagement_check_oldest_first_fewer_engaged_tie_first_keeper() -> None:
    """ "one at a time, in the order they came into the staging area (the oldest first). Each
    one engages the keeper who has fewer engaged enemies at that moment; if both have as
    many, the first keeper." """
    n1, n2, n3 = (card("hushed-novice", i) for i in (1, 2, 3))
    t1 = card("bell-thief", 1)
    hush = max(num(c, "approach") for c in (n1, t1))
    state = build(stage="encounter", staging=[n2, t1, n1, n3], engaged={1: []}, hush=hush)
    act(state, "distance")
    act(state, "distance")
    z = state.zones
    assert z["engaged.0"] == [n2, n1] and z["engaged.1"] == [t1, n3]


def test_the_engagement_check_never_engages_a_fallen_keeper() -> None:
    """ "It never engages a keeper whose hero has fallen." """
    n1, n2 = card("hushed-novice", 1), card("hushed-novice", 2)
    state = build(
        stage="encounter",
        staging=[n1, n2],
        engaged={0: [card("hollow-hound")]},
        hush=C["hush_loss"] - 1,
        fallen=[1],
    )
    act(state, "distance")
    assert state.zones["engaged.1"] == []
    assert state.zones["engaged.0"][1:] == [n1, n2]


def test_ambush_returned_by_the_quiet_spreads_engages() -> None:
    """ "Does The Quiet Spreads trigger "When revealed" or Ambush? Not "When revealed" (it is
    not revealed); Ambush yes." """
    hound = card("hollow-hound")
    state = build(
        "foundry-below",
        stage="venture",
        encounter_top=[card("the-quiet-spreads"), card("forgotten-path")],
        encounter_discard=[hound],
    )
    for _ in range(2):
        if step(state) == "choose_subset":
            act(state, "confirm")
    assert hound in state.zones["engaged.0"]
    assert GAME.cards["hollow-hound"]["keywords"] == ["ambush"]


def texts(events) -> list[str]:
    return [e.text for e in events if e.text]


def test_a_keepers_choice_to_engage_reads_apart_from_the_engagement_check() -> None:
    """ "the first keeper, then the second, may each engage one enemy of their choice from the
    staging area"; then "Each one engages the keeper who has fewer engaged enemies at that
    moment". A play-tester took Sefa's choice, logged in the words of the check, for the check
    breaking its tie rule. A choice names the keeper first; the check names the enemy first
    and says why it came and whom it chose."""
    n1, n2 = card("hushed-novice", 1), card("hushed-novice", 2)
    hound, brother = card("hollow-hound"), card("silent-brother")
    hush = num(n2, "approach")
    assert num(n1, "approach") <= hush
    state = build(
        stage="encounter", staging=[n1, n2], engaged={0: [hound], 1: [brother]}, hush=hush
    )
    act(state, "distance")  # Hale keeps his distance
    lines = texts(act(state, "engage", source=n1))  # Sefa engages by choice
    assert lines[0] == "Sefa engages Hushed Novice."
    assert state.zones["engaged.1"] == [brother, n1]
    assert (
        "Hushed Novice engages Hale (the Hush reached its approach; Hale has fewer enemies)."
        in lines
    )


def test_the_engagement_check_says_a_tie_goes_to_the_first_keeper() -> None:
    """ "if both have as many, the first keeper": the log line says so."""
    novice = card("hushed-novice")
    state = build(
        stage="encounter", staging=[novice], engaged={1: []}, hush=num(novice, "approach")
    )
    act(state, "distance")
    lines = texts(act(state, "distance"))
    assert (
        "Hushed Novice engages Hale (the Hush reached its approach; a tie goes to Hale)." in lines
    )
    assert novice in state.zones["engaged.0"]
