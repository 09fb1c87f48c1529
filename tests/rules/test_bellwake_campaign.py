"""Bellwake: the Wrap-up (experience, trauma, the log), the Foundry's choice, the camp, and
what the log and upgrades do in later scenarios (docs/rules/bellwake.md, "Wrap-up", "Between
scenarios and the camp", "The campaign log")."""

from __future__ import annotations

from bellwake_scenario import (
    GAME,
    HALE,
    SEFA,
    C,
    amount,
    build,
    card,
    census,
    go_to,
    num,
    place,
    sources,
    step,
    stop,
)
from helpers import act

from tabletop.rules.cards import definition_id

WAY = card("wayfinder")


def win(scenario: str, **kw) -> object:
    """``scenario`` of a campaign, won at once: Sefa's Wayfinder completes its last objective."""
    return win_saying(scenario, **kw)[0]


def win_saying(scenario: str, **kw) -> tuple[object, list]:
    """:func:`win`, with the events of its last action (the Wrap-up's)."""
    last = GAME.scenarios[scenario]["objectives"][-1]
    state = build(
        scenario,
        campaign=True,
        second_objective=True,
        objective_progress=num(last, "progress") - amount(WAY, "progress"),
        hands={1: [WAY]},
        echo=(0, 9),
        **kw,
    )
    stop(state)
    act(state, "play", source=WAY)
    return state, act(state, "yes")


def lose(scenario: str, **kw) -> object:
    """``scenario`` of a campaign, lost at once: the Rest raises the Hush to its limit."""
    return build(
        scenario,
        campaign=True,
        stage="rest",
        hush=C["hush_loss"] - C["hush_rise_at_rest"],
        **kw,
    )


def keep_all(state) -> None:
    """Both keepers keep their experience at the camp."""
    while state.decision is not None and step(state) == "learn":
        act(state, "keep")


def entries(state) -> list[str]:
    return state.log_entry_ids()


def test_lower_stair_won_writes_the_gate_held_and_the_foundry_starts_lower() -> None:
    """ "the Lower Stair won: "The gate held"" and it "lowers the Hush by 1" at the Foundry's
    setup."""
    state = win("lower-stair")
    assert entries(state) == ["the-gate-held"]
    keep_all(state)
    assert state.scenario == "foundry-below" and step(state) == "muster"
    assert state.data["hush"] == C["hush_start"] + amount("the-gate-held")
    # "Each keeper has 0 echo" again (then The Bellows' 1 and the Kindle's 2)
    bellows = amount("the-bellows")
    assert state.data["echo"] == [C["echo_start"] + bellows + C["echo_per_kindle"]] * 2
    census(state)


def test_the_game_log_says_in_a_sentence_what_the_campaign_log_gains() -> None:
    """The Wrap-up writes "The gate held" in the campaign log (its entry keeps the entry's
    name, as the campaign log and the launcher show it); the game log says so in a sentence."""
    state, events = win_saying("lower-stair")
    written = [e for e in events if e.kind == "campaign_log"]
    name = GAME.card_def("the-gate-held")["name"]
    assert [e.text for e in written] == [f"Written in the campaign log: \u201c{name}\u201d."]
    assert state.campaign["log"][-1]["text"] == name


def test_experience_for_a_win_and_victory_points() -> None:
    """ "each keeper gains 2 experience if the scenario was won (0 if lost), plus 1 for each
    victory point in the victory display (each keeper gains the whole total)." """
    steps = card("frostbitten-steps")
    state = win("lower-stair", victory=[steps, card("silent-brother")])
    vp = num(steps, "victory") + num("silent-brother#1", "victory")
    gain = C["xp_win"] + vp * C["xp_per_victory_point"]
    assert state.experience(0) == state.experience(1) == gain


def test_lower_stair_lost_writes_the_gate_fell_brother_waits_in_the_foundry() -> None:
    """ "the Lower Stair lost: "The gate fell"" "puts a Silent Brother in the staging area of
    the Foundry Below" """
    state = lose("lower-stair")
    assert state.data["campaign"]["results"][0]["won"] is False
    assert entries(state) == ["the-gate-fell"]
    assert state.experience(0) == C["xp_loss"]
    keep_all(state)
    assert state.scenario == "foundry-below"
    staged = [definition_id(c) for c in state.zones["staging"]]
    assert staged == ["silent-brother"]
    assert state.data["hush"] == C["hush_start"]


def test_a_lost_scenario_still_gives_its_victory_points() -> None:
    """ "a lost scenario still gives its victory points, so the campaign can recover." """
    state = lose("lower-stair", victory=[card("mist-weaver")])
    vp = num(card("mist-weaver"), "victory")
    assert state.experience(1) == C["xp_loss"] + vp * C["xp_per_victory_point"]


def test_trauma_for_a_fall_is_1_damage_at_the_next_setup() -> None:
    """ "each hero that fell in this scenario gains 1 trauma, kept for the whole campaign. A
    hero starts every later scenario with 1 damage for each trauma it carries." """
    state = lose("lower-stair", fallen=[0])
    assert state.trauma(0) == C["trauma_per_fall"] and state.trauma(1) == 0
    keep_all(state)
    assert HALE in state.zones["party.0"]  # back for the next scenario
    assert state.counter(HALE, "damage") == C["damage_per_trauma"]
    assert state.counter(SEFA, "damage") == 0


def test_foundry_won_asks_the_choice_recast_makes_the_toll_cost_1() -> None:
    """ "after a won Foundry Below, the keepers choose ...: "Recast the bell" writes "The bell
    was recast"" and "a toll costs 1 echo instead of 2." """
    state = win("foundry-below")
    assert step(state) == "choose_one" and state.decision.seat == 0
    assert {a.option for a in state.legal_actions} == set(GAME.campaign_plan["choices"])
    act(state, "choose", option="recast")
    assert entries(state) == ["the-bell-was-recast"]
    keep_all(state)
    assert state.scenario == "crown-of-silence"
    cost = C["toll_cost"] + amount("the-bell-was-recast")
    assert cost == C["toll_cost"] - 1 and state.toll_cost() == cost
    state.data["echo"] = [cost, 0]
    state._decision = None
    act(state, "toll")
    assert state.data["echo"][0] == 0


def test_foundry_won_rescue_puts_agna_in_the_first_party() -> None:
    """ ""Rescue the founder" writes "The founder was rescued"" "Agna Fell, Bellfounder
    starts ready in the first keeper's party" """
    state = win("foundry-below")
    act(state, "choose", option="rescue")
    assert entries(state) == ["the-founder-was-rescued"]
    keep_all(state)
    assert "agna-fell" in state.zones["party.0"]
    assert not state.has_flag("agna-fell", "exhausted")


def test_foundry_lost_the_bell_cracked_the_unsung_has_more_health() -> None:
    """ "the Foundry Below lost: "The bell cracked"" "the Unsung has 10 health instead of 6." """
    state = lose("foundry-below")
    assert entries(state) == ["the-bell-cracked"]
    assert step(state) != "choose_one"  # no choice after a lost Foundry
    keep_all(state)
    assert state.scenario == "crown-of-silence"
    extra = GAME.cards["the-bell-cracked"]["static"][0]["effect"][0]["amount"]
    assert state.stat("the-unsung", "health") == num("the-unsung", "health") + extra


def test_the_crown_writes_nothing_and_ends_the_campaign() -> None:
    """ "The Crown writes nothing: the campaign is over." "it is won by winning the third (the
    Crown of Silence)" """
    state = win("crown-of-silence", victory=["the-unsung"])
    assert state.is_over and state.outcome.kind == "won"
    assert "campaign is won" in state.outcome.reason
    assert entries(state) == []
    lost = lose("crown-of-silence")
    assert lost.is_over and lost.outcome.kind == "lost"
    assert "campaign is lost" in lost.outcome.reason
    assert state.phase() == lost.phase() == "The campaign is over"  # not "Between scenarios"


def test_the_campaign_goes_on_after_a_lost_scenario() -> None:
    """ "the campaign goes on after a lost scenario" """
    state = lose("lower-stair")
    keep_all(state)
    assert not state.is_over and state.scenario == "foundry-below"


def test_camp_learn_affordable_upgrades_once_each_first_keeper_first() -> None:
    """ "The first keeper, then the second, learns upgrades one at a time, paying their price
    in experience ... Each keeper learns each upgrade at most once" "Experience not spent is
    kept for the next camp." """
    state = win("lower-stair", victory=[card("frostbitten-steps")])
    xp = state.experience(0)
    assert step(state) == "learn" and state.decision.seat == 0
    offered = sources(state, "learn")
    assert offered == {u for u in GAME.upgrade_ids if GAME.cards[u]["cost"] <= xp}
    act(state, "learn", source="tempered")
    assert state.experience(0) == xp - GAME.cards["tempered"]["cost"]
    assert state.upgrades(0) == ["tempered"]
    if step(state) == "learn" and state.decision.seat == 0:
        assert "tempered" not in sources(state, "learn")
        act(state, "keep")
    assert state.decision.seat == 1 and step(state) == "learn"
    act(state, "keep")
    assert state.experience(1) == xp  # kept
    assert state.scenario == "foundry-below"
    assert state.stat(HALE, "health") == num(HALE, "health") + amount("tempered")


def test_camp_veteran_joins_the_next_deck() -> None:
    """A Veteran Joins: "Shuffle a Bell-guard Veteran into your deck." (at the setup of every
    later scenario)"""
    state = win("lower-stair", victory=[card("frostbitten-steps")])
    assert GAME.cards["a-veteran-joins"]["cost"] <= state.experience(0)
    act(state, "learn", source="a-veteran-joins")
    keep_all(state)
    mine = state.zones["deck.0"] + state.zones["hand.0"]
    assert sum(definition_id(c) == "bell-guard-veteran" for c in mine) == 1
    census(state)


def test_no_camp_question_without_experience_for_an_upgrade() -> None:
    """ "learn an upgrade they can afford and do not have yet, or keep the experience" (with
    nothing affordable, nothing is asked)."""
    state = lose("lower-stair")
    assert min(GAME.cards[u]["cost"] for u in GAME.upgrade_ids) > state.experience(0)
    assert step(state) != "learn" and state.scenario == "foundry-below"


def test_both_heroes_fallen_both_carry_trauma_and_it_adds_up() -> None:
    """ "each hero that fell in this scenario gains 1 trauma, kept for the whole campaign." """
    state = lose("lower-stair", fallen=[0])
    keep_all(state)
    # the Foundry lost too, both heroes fallen this time
    place(state, HALE, "silenced")
    place(state, SEFA, "silenced")
    state.data["hush"] = C["hush_loss"] - C["hush_rise_at_rest"]
    go_to(state, "rest")
    assert state.trauma(0) == 2 * C["trauma_per_fall"]
    assert state.trauma(1) == C["trauma_per_fall"]
    keep_all(state)
    assert state.scenario == "crown-of-silence"
    assert state.counter(HALE, "damage") == 2 * C["damage_per_trauma"]
    assert state.counter(SEFA, "damage") == C["damage_per_trauma"]


def test_deep_breath_learned_at_camp_gives_2_echo_next_scenario() -> None:
    """Deep Breath: "You start each scenario with 2 echo." """
    state = win("lower-stair")
    act(state, "learn", source="deep-breath")
    keep_all(state)
    bellows = amount("the-bellows")
    base = C["echo_start"] + bellows + C["echo_per_kindle"]
    assert state.data["echo"] == [base + amount("deep-breath"), base]


def test_experience_and_upgrades_carry_through_the_campaign() -> None:
    """ "Experience not spent is kept for the next camp." "upgrades are a keeper's own and last
    the whole campaign." """
    state = win("lower-stair", victory=[card("frostbitten-steps")])
    xp = state.experience(0)
    act(state, "learn", source="tempered")
    keep_all(state)
    left = xp - GAME.cards["tempered"]["cost"]
    assert state.scenario == "foundry-below" and state.experience(0) == left
    # the Foundry lost with nothing in the victory display
    state.data["hush"] = C["hush_loss"] - C["hush_rise_at_rest"]
    go_to(state, "rest")
    assert state.experience(0) == left + C["xp_loss"]
    assert state.experience(1) == xp + C["xp_loss"]  # Sefa kept all of hers
    keep_all(state)
    assert state.scenario == "crown-of-silence"
    assert state.stat(HALE, "health") == num(HALE, "health") + amount("tempered")
