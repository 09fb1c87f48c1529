"""Bellwake: winning and losing a scenario (docs/rules/bellwake.md, "Winning and losing a
scenario")."""

from __future__ import annotations

from bellwake_scenario import HALE, SEFA, C, amount, build, card, choose_subset, num, step, stop
from helpers import act

WAY = card("wayfinder")


def wayfinder_progress(state) -> None:
    """Hale stops; Sefa plays Wayfinder and exhausts it for 2 progress."""
    stop(state)
    act(state, "play", source=WAY)
    act(state, "yes")


def test_the_hush_reaching_17_loses_at_once_mid_step() -> None:
    """ "A scenario is lost when the Hush reaches 17" "each condition is checked the moment it
    happens, even in the middle of a step" """
    creeping = card("creeping-silence")
    second = card("echoes-fade")
    state = build(
        stage="venture",
        hush=C["hush_loss"] - 1,
        encounter_top=[creeping, second],
        echo=(3, 3),
    )
    choose_subset(state)
    choose_subset(state)
    assert state.is_over and state.outcome.kind == "lost"
    assert state.data["hush"] == C["hush_loss"]
    assert second in state.zones["encounter"]  # nothing more was revealed
    assert state.data["echo"] == [3, 3]


def test_the_hush_never_goes_past_17() -> None:
    """`hush`: "within 0 and 17; reaching 17 loses the scenario." """
    brother = card("silent-brother")
    state = build(
        stage="venture",
        hush=C["hush_loss"] - 1,
        staging=[brother],
        encounter_top=[card("forgotten-path", 1), card("forgotten-path", 2)],
    )
    choose_subset(state)
    choose_subset(state)
    assert state.is_over and state.data["hush"] == C["hush_loss"]


def test_the_rest_raising_the_hush_to_17_loses() -> None:
    """ "the Hush rises by 1" at Rest; "lost when the Hush reaches 17" """
    state = build(stage="rest", hush=C["hush_loss"] - C["hush_rise_at_rest"])
    assert state.is_over and "The Hush reached" in state.outcome.reason


def test_both_heroes_fallen_in_the_venture_loses() -> None:
    """ "It is lost ... when both heroes have fallen" (Numbing Cold on the last hero)."""
    state = build(
        stage="venture",
        fallen=[0],
        damage={SEFA: num(SEFA, "health") - 1},
        encounter_top=[card("numbing-cold"), card("echoes-fade")],
    )
    choose_subset(state, SEFA)
    assert state.is_over and state.outcome.kind == "lost"
    assert state.zones["silenced"] == [HALE, SEFA]


def test_after_round_10_the_scenario_is_lost() -> None:
    """ ""After round 10" means at the end of round 10's Rest: if the scenario is not won by
    then, it is lost." """
    limit = C["round_limit"]
    state = build(stage="rest", round=limit, hush=0)
    assert state.is_over and f"Round {limit} is over" in state.outcome.reason
    before = build(stage="rest", round=limit - 1, hush=0)
    assert not before.is_over and before.data["round"] == limit and step(before) == "muster"


def test_won_when_the_last_objective_is_complete() -> None:
    """ "a scenario is won when the last objective is complete" """
    goal = num("the-gate-of-tollhaven", "progress")
    state = build(
        second_objective=True,
        objective_progress=goal - amount(WAY, "progress"),
        hands={1: [WAY]},
        echo=(0, 9),
    )
    wayfinder_progress(state)
    assert state.is_over and state.outcome.kind == "won"
    assert state.winners == [0, 1]  # "Both players win or lose together."


def test_the_crown_is_not_won_while_the_unsung_stands() -> None:
    """ "in the Crown of Silence the scenario is won when The Great Bell is complete and the
    Unsung is silenced, in either order: whichever comes second wins." """
    goal = num("the-great-bell", "progress")
    state = build(
        "crown-of-silence",
        second_objective=True,
        objective_progress=goal - amount(WAY, "progress"),
        hands={1: [WAY]},
        echo=(0, 9),
        engaged={0: ["the-unsung"]},
        damage={"the-unsung": num("the-unsung", "health") - 1},
    )
    wayfinder_progress(state)
    assert not state.is_over and state.zones["complete"][-1] == "the-great-bell"
    # now the Unsung: the bell's toll is the blow (1 left, 4 a toll)
    state.data["echo"][0] = C["toll_cost"]
    state.data["stack"] = [{"step": "round", "next": 1}]
    state._decision = None
    state._run_automatic()
    act(state, "toll")
    assert state.is_over and state.outcome.kind == "won"


def test_the_crown_won_when_the_bell_completes_after_the_unsung_is_silenced() -> None:
    """ "in either order: whichever comes second wins." """
    goal = num("the-great-bell", "progress")
    state = build(
        "crown-of-silence",
        second_objective=True,
        objective_progress=goal - amount(WAY, "progress"),
        hands={1: [WAY]},
        echo=(0, 9),
        victory=["the-unsung"],
    )
    wayfinder_progress(state)
    assert state.is_over and state.outcome.kind == "won"


def test_the_crown_won_when_the_unsung_falls_to_an_attack_last() -> None:
    """ "whichever comes second wins" (the Unsung silenced by the keepers' attack)."""
    state = build(
        "crown-of-silence",
        stage="clash",
        engaged={0: ["the-unsung"]},
        damage={"the-unsung": num("the-unsung", "health") - 1},
        party={0: ["tower-captain#1"]},
    )
    place_complete(state)
    act(state, "defend", source="tower-captain#1")
    choose_subset(state, HALE)
    assert state.is_over and state.outcome.kind == "won"


def place_complete(state) -> None:
    """Both Crown objectives complete (placed directly)."""
    z = state.zones
    for objective in ("the-spire", "the-great-bell"):
        for zone in ("objective", "objectives"):
            if objective in z[zone]:
                z[zone].remove(objective)
                z["complete"].append(objective)
    state._decision = None
