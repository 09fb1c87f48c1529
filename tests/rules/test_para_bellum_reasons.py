"""Para Bellum, why an action is refused (``why_illegal``): every kind of action of the game,
taken at the wrong moment or with the wrong card, die, token, player or place, gets a reason of
its own in words, never the layer's generic "That is not a legal choice now"."""

from __future__ import annotations

import random
from typing import Any

import pytest
from helpers import act, illegal_reason, is_sentence, step, unbracketed_tokens

from tabletop.games.para_bellum import GAME
from tabletop.games.para_bellum.data import TOKEN_NAME
from tabletop.games.para_bellum.reasons import STEPS
from tabletop.games.para_bellum.scenario import army, build, command, refresh, rig_dice
from tabletop.rules import Action

GENERIC = "That is not a legal choice now"


def reason(state, action: Action) -> str:
    """The refusal of ``action``: a specific sentence, the state untouched."""
    why = illegal_reason(state, action)
    assert not why.startswith(GENERIC), why
    return why


def pending(state, step_name: str, **fields: Any):
    """Make ``step_name`` the pending decision (a follow-up that a card or a step would push)."""
    state.data["stack"].append({"step": step_name, **fields})
    refresh(state)
    assert step(state) == step_name
    return state


def die_of(state, seat: int, square: str) -> str:
    return next(d["id"] for d in state.data["dice"] if d["seat"] == seat and d["square"] == square)


# ----- every kind at the wrong moment ---------------------------------------------------------


@pytest.mark.parametrize(
    ("action", "words"),
    [
        (Action("skip"), "You must place an Army card"),
        (Action("pass"), "You must place an Army card"),
        (Action("end"), "You must place an Army card"),
        (Action("command", command("war-chest"), "command_discard"), "Action phase; first this"),
        (Action("deploy", command("legate"), "play.0"), "Action phase; first this"),
        (Action("muster", "die:G0", "army_deck"), "Muster is an action of your Action phase"),
        (Action("empower", "die:G0", "die:C1"), "Empower is an action of your Action phase"),
        (Action("consult", "coin", "command_deck"), "Consult is an action of your Action phase"),
        (Action("motivate", "die:C1", "die:L2"), "Motivate is an action of your Action phase"),
        (Action("requisition", army("blue"), "army_deck"), "Requisition is an action"),
        (Action("herold", "runner.0", "cmd-iron-oath"), "Herold is an action"),
        (Action("activate", None, "cmd-market"), "Activating a card is an action"),
        (Action("take", "cmd-x", "hand.0"), "only after rolling a 1 or 2 on a new Legion die"),
        (Action("decline"), "nothing to decline now"),
        (Action("token", "token:warlord", "die:C1"), "You take a token only after rolling"),
        (Action("order", option="0"), "completes two big legions"),
        (Action("opponent", target="battlefield.1", option="1"), "You name an opponent only"),
        (Action("bonus", target="reward-spoils-of-war", option="red"), "matches your starting"),
        (Action("lose", "die:L1", "supply"), "failed morale check"),
        (Action("discard", army("blue"), "army_deck"), "hand limit"),
        (Action("raise", target="die:C1", option="2"), "You raise a die only"),
        (Action("lower", target="die:C1", option="2"), "You lower an opponent's die only"),
        (Action("pick", target="die:L1"), "You pick dice to reroll only"),
        (Action("roll"), "no picked dice to roll"),
    ],
)
def test_each_kind_out_of_its_moment_says_when_it_is_taken(action: Action, words: str) -> None:
    """In the Army phase (a card must be placed), every other kind says when it is taken."""
    state = build(hands={0: [army("blue"), command("war-chest"), command("legate")]})
    assert step(state) == "place"
    assert words in reason(state, action)


def test_action_phase_kinds_during_a_follow_up_name_what_comes_first() -> None:
    state = pending(build(phase="action"), "raise_die", seat=0, die="commander", amount=2)
    why = reason(state, Action("pass"))
    assert why.startswith("Pass is an action of your Action phase; first this: Choose one of")


def test_forced_march_cannot_be_declined_by_a_take_row_refusal() -> None:
    state = pending(build(phase="action"), "take_row", seat=0)
    assert "you cannot decline it" in reason(state, Action("decline"))


# ----- the Action phase ------------------------------------------------------------------------


def action_state(**kw: Any):
    return build(phase="action", **kw)


def test_action_kinds_with_the_wrong_card_die_or_place() -> None:
    order, legate = command("war-chest"), command("legate")
    blue = army("blue")
    state = action_state(
        hands={0: [order, legate, blue]},
        dice=[
            (0, "red", "red:0,0", 6, None),
            (1, "red", "red:0,0", 3, None),
            (0, "red", "red:0,1", 2, None),
        ],
    )
    mine, theirs = die_of(state, 0, "red:0,0"), die_of(state, 1, "red:0,0")
    low = die_of(state, 0, "red:0,1")
    assert "choose how much" in reason(state, Action("empower", "die:G0", low))
    assert "not in your hand" in reason(
        state, Action("command", command("tribute"), "command_discard")
    )
    assert "Command discard pile" in reason(state, Action("command", order, "play.0"))
    assert "Orders are played with the Command action" in reason(
        state, Action("deploy", order, "play.0")
    )
    assert "bottom of the Army deck" in reason(state, Action("requisition", blue, "command_deck"))
    assert "not a Command card" in reason(state, Action("requisition", legate, "army_deck"))
    assert "your own General die" in reason(state, Action("muster", "die:G1", "army_deck"))
    assert "draws the top card of the Army deck" in reason(
        state, Action("muster", "die:G0", "command_deck")
    )
    assert "one of your own Commander dice" in reason(state, Action("empower", "die:G0", theirs))
    assert "your own General die" in reason(state, Action("empower", mine, mine))
    assert "already shows 6" in reason(state, Action("empower", "die:G0", mine, "1"))
    assert "lowering one of your Commander dice by 1, or with a coin" in reason(
        state, Action("consult", theirs, "command_deck")
    )
    assert "draws the top card of the Command deck" in reason(
        state, Action("consult", mine, "army_deck")
    )
    assert "Coins cannot be used to Motivate" in reason(state, Action("motivate", "coin", mine))
    assert "4-player game only" in reason(state, Action("herold", "runner.0", "cmd-iron-oath"))
    assert "Permanent card in your battlefield or play area" in reason(
        state, Action("activate", mine, legate, "0")
    )
    assert "names no card" in reason(state, Action("pass", blue))
    assert "has no option to choose" in reason(
        state, Action("consult", "coin", "command_deck", "1")
    )
    assert "names no card" in reason(state, Action("end", option="0"))


def test_motivate_with_a_legion_die_not_above_names_the_ones_that_are() -> None:
    """Card text (Motivate): "Reroll one or both Legion dice diagonally above that Commander
    die." A play-tester whose Commander die had a Legion die above it was told that none lay
    there; the refusal now says the chosen die is not one of them, and names the one that is."""
    state = action_state(
        dice=[
            (0, "red", "red:-1,-4", 4, None),
            (0, "black", "black:0,-5", 3, None),
            (0, "black", "black:1,-4", 5, None),
            (0, "red", "red:-1,-2", 4, None),
        ]
    )
    commander, lonely = die_of(state, 0, "red:-1,-4"), die_of(state, 0, "red:-1,-2")
    above, far = die_of(state, 0, "black:0,-5"), die_of(state, 0, "black:1,-4")
    assert reason(state, Action("motivate", commander, far)) == (
        "That Legion die is not diagonally above that Commander die. Motivate with it "
        "rerolls the Legion die 3 diagonally above it to the left."
    )
    assert "No Legion die of yours lies diagonally above" in reason(
        state, Action("motivate", lonely, far)
    )
    assert state.decision.find("motivate", source=commander, target=above) is not None


def test_a_die_offered_to_an_ability_without_cost() -> None:
    """The Market costs nothing: a die dropped on it is refused in words (this used to fail
    looking up a token for a cost without one)."""
    state = action_state(play={0: [command("market")]}, dice=[(0, "red", "red:0,0", 4, "priest")])
    die = die_of(state, 0, "red:0,0")
    assert "costs nothing" in reason(state, Action("activate", die, command("market")))


def test_herold_names_the_runner_and_the_own_alliance_card() -> None:
    state = build(4, phase="action", alliance_cards=["cmd-iron-oath", "cmd-golden-accord"])
    assert "your own Alliance card" in reason(
        state, Action("herold", "runner.0", "cmd-golden-accord")
    )
    assert "your own Alliance card" in reason(state, Action("herold", "runner.1", "cmd-iron-oath"))


# ----- tokens ------------------------------------------------------------------------------------


def token_state(held: tuple[str, ...] = (), extra: list | None = None):
    """Player 1 places a card that completes a red square: a token for the new Commander die
    (red:0,1); also an old black die without a token (black:1,-4) and ``held`` tokens."""
    squares = iter(["black:-1,-4", "black:-1,-3", "red:-1,-4", "red:-1,-3", "red:-1,-2"])
    specs = []
    for token in held:
        colour = "red" if token in ("warlord", "strategist", "priest") else "black"
        specs.append((0, colour, next(s for s in squares if s.startswith(colour)), 6, token))
    specs += [(0, "black", "black:1,-4", 6, None), *(extra or [])]
    state = build(hands={0: [army("blue")]}, grids={0: {"0,1": army("red")}}, dice=specs)
    rig_dice(state, 4)
    act(state, "place", army("blue"), "cell:1,1")
    assert step(state) == "token"
    return state


def test_token_refusals_in_the_tables_words() -> None:
    """The reasons the table used to word itself (ui/table/para_bellum.py, token_reason)."""
    state = token_state(held=("archer",), extra=[(1, "red", "red:0,0", 3, None)])
    new = die_of(state, 0, "red:0,1")
    black, old = die_of(state, 0, "black:1,-4"), die_of(state, 0, "black:-1,-4")
    theirs = die_of(state, 1, "red:0,0")
    assert reason(state, Action("token", "token:warlord", black)) == (
        "A [Warlord] token goes under a red Commander die."
    )
    assert reason(state, Action("token", "token:archer", new)) == (
        "An [Archer] token goes under a black Legion die."
    )
    assert reason(state, Action("token", "token:warlord", theirs)) == (
        "You can put tokens only under your own dice. A [Warlord] token goes under a red "
        "Commander die."
    )
    assert reason(state, Action("token", "token:warlord", "die:G0")) == (
        "The General die never takes a token. A [Warlord] token goes under a red Commander die."
    )
    assert reason(state, Action("token", "token:warlord", "cmd-legate")) == (
        "Drop the token on one of your dice. A [Warlord] token goes under a red Commander die."
    )
    assert reason(state, Action("token", "token:cavalry", old)) == (
        "That die already has an [Archer] token: a die takes one token."
    )
    assert "There is no such token" in reason(state, Action("token", "token:dragon", new))
    assert "There is no such token" in reason(state, Action("token", None, new))


def test_token_limit_of_a_type() -> None:
    """4.4: "at most 2 tokens of any one type"."""
    state = token_state(held=("warlord", "warlord"))
    new = die_of(state, 0, "red:0,1")
    assert reason(state, Action("token", "token:warlord", new)) == (
        "You already have 2 [Warlord] tokens, the most of a type."
    )


def test_token_limit_of_a_kind() -> None:
    """4.4: "at most 3 Commander tokens in the battlefield"."""
    state = token_state(held=("warlord", "strategist", "priest"))
    new = die_of(state, 0, "red:0,1")
    assert reason(state, Action("token", "token:warlord", new)) == (
        "You already have 3 Commander tokens, the most."
    )


def test_a_token_of_the_other_kind_than_the_one_asked_for() -> None:
    """An effect that gives a Legion token (the ``gain_token`` op) refuses a Commander one."""
    state = action_state(dice=[(0, "red", "red:0,0", 3, None), (0, "black", "black:0,0", 3, None)])
    pending(state, "token", seat=0, kind="legion")
    assert reason(state, Action("token", "token:warlord", die_of(state, 0, "red:0,0"))) == (
        "Now you take a Legion token: put it under a black Legion die."
    )


def test_a_token_out_of_its_moment() -> None:
    state = action_state(dice=[(0, "red", "red:0,0", 3, None)])
    assert reason(state, Action("token", "token:priest", die_of(state, 0, "red:0,0"))) == (
        "You take a token only after rolling a new Commander die in the Army phase, or when a "
        "card gives you one. A [Priest] token goes under a red Commander die."
    )


# ----- the other follow-ups ----------------------------------------------------------------------


def test_take_from_the_row() -> None:
    state = pending(action_state(), "take_row", seat=0)
    card = state.zones["row"][0]
    assert "not in the Command row" in reason(state, Action("take", command("tribute"), "hand.0"))
    assert "goes to your hand" in reason(state, Action("take", card, "hand.1"))


def test_order_of_two_big_legions() -> None:
    legions = [{"colour": "red", "cards": 3}, {"colour": "blue", "cards": 4}]
    state = pending(action_state(), "order_big", seat=0, legions=legions)
    assert "which of your two big legions" in reason(state, Action("order", option="2"))


def test_naming_an_opponent() -> None:
    state = pending(build(4, phase="action"), "name_opponent", seat=0)
    assert "not yourself" in reason(state, Action("opponent", target="battlefield.0", option="0"))
    assert "Your ally is on your side" in reason(
        state, Action("opponent", target="battlefield.2", option="2")
    )
    assert "no such player" in reason(state, Action("opponent", target="battlefield.7", option="7"))
    assert "by their battlefield" in reason(
        state, Action("opponent", target="battlefield.3", option="1")
    )


def test_choosing_a_bonus() -> None:
    state = pending(action_state(), "choose_bonus", seat=0, colour="red")
    assert "the red, blue, green, yellow or purple bonus" in reason(
        state, Action("bonus", target="reward-spoils-of-war", option="black")
    )
    assert "Battle Reward card in play" in reason(
        state, Action("bonus", target="reward-rout", option="red")
    )


def test_losing_a_die() -> None:
    dice = [(0, "red", "red:0,0", 3, None), (0, "black", "black:0,0", 3, None)]
    dice.append((1, "black", "black:0,0", 3, None))
    state = action_state(dice=dice)
    pending(state, "lose_die", seat=0, die="legion", why="failed morale check")
    assert reason(state, Action("lose", die_of(state, 0, "red:0,0"), "supply")) == (
        "Remove one of your own Legion dice (failed morale check)."
    )
    assert reason(state, Action("lose", die_of(state, 1, "black:0,0"), "supply")) == (
        "Remove one of your own dice (failed morale check)."
    )
    assert "back to the supply" in reason(
        state, Action("lose", die_of(state, 0, "black:0,0"), "army_deck")
    )


def test_discarding() -> None:
    blue, order = army("blue"), command("war-chest")
    state = pending(
        action_state(hands={0: [blue, order]}), "discard", seat=0, card="army", why="Sabotage"
    )
    assert "not in your hand" in reason(state, Action("discard", army("red"), "army_deck"))
    assert "Discard an Army card" in reason(state, Action("discard", order, "command_discard"))
    assert "bottom of the Army deck" in reason(state, Action("discard", blue, "command_discard"))
    state.data["stack"][-1]["card"] = "any"
    refresh(state)
    assert "face up on the Command discard pile" in reason(
        state, Action("discard", order, "army_deck")
    )
    state.data["stack"][-1]["card"] = "command"
    refresh(state)
    assert "Discard a Command card" in reason(state, Action("discard", blue, "army_deck"))


def test_raising_lowering_and_rerolling() -> None:
    dice = [(0, "red", "red:0,0", 3, None), (0, "black", "black:0,0", 3, None)]
    dice.append((1, "red", "red:0,0", 3, None))
    state = action_state(dice=dice)
    red, black, theirs = (
        die_of(state, 0, "red:0,0"),
        die_of(state, 0, "black:0,0"),
        die_of(state, 1, "red:0,0"),
    )
    pending(state, "raise_die", seat=0, die="commander", amount=2)
    assert reason(state, Action("raise", target=black, option="2")) == (
        "Raise one of your own Commander dice."
    )
    assert (
        reason(state, Action("raise", target=theirs, option="2")) == "Raise one of your own dice."
    )
    assert "raises a die by 2" in reason(state, Action("raise", target=red, option="1"))
    state.data["stack"].pop()
    pending(state, "lower_die", seat=0, opp=1, die="commander", amount=3)
    assert reason(state, Action("lower", target=red, option="3")) == (
        "Lower one of Player 2's dice."
    )
    state.data["stack"].pop()
    pending(state, "reroll", seat=0, die="any", count=2, chosen=[red])
    assert "already picked" in reason(state, Action("pick", target=red))
    assert reason(state, Action("pick", target="die:G0")) == (
        "Pick one of your own Legion or Commander dice to reroll."
    )
    assert "names no card" in reason(state, Action("roll", target=black))


# ----- the whole game: no refusal without its own reason ------------------------------------------


def test_every_illegal_action_of_a_known_kind_gets_its_own_reason() -> None:
    """Random games; at each decision, actions made from the legal ones with one field swapped
    (and every kind with the fields of a legal action): each illegal one gets a sentence."""
    kinds = [*STEPS, "place"]
    checked = 0
    for seed in range(6):
        state = GAME.setup(seed, 2 + seed % 3)
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions
            pool = set()
            for a in legal:
                b = rng.choice(legal)
                pool.add(Action(a.kind, b.source, a.target, a.option))
                pool.add(Action(a.kind, a.source, b.target, a.option))
                pool.add(Action(a.kind, a.source, a.target, b.option))
            a = rng.choice(legal)
            pool.update(Action(k, a.source, a.target, a.option) for k in kinds)
            for candidate in pool - set(legal):
                why = state.why_illegal(candidate)
                assert why is not None and is_sentence(why), (candidate, step(state))
                checked += 1
            state.apply(rng.choice(legal))
    assert checked > 10_000


def test_a_dropped_piece_is_refused_in_the_rules_words() -> None:
    """The table asks the rules why a drop does nothing (why_drop), even where no action kind
    applies: a coin on the Army deck, a black Legion die on the Army deck."""
    state = token_state()
    black = die_of(state, 0, "black:1,-4")
    assert state.why_drop("coin", "army_deck").startswith("Coins pay for abilities")
    assert state.why_drop(black, "army_deck").startswith("Black Legion dice only pay")
    token = state.why_drop("token:warlord", black)
    assert token == reason(state, Action("token", "token:warlord", black))


# ----- token names -------------------------------------------------------------------------------


def test_every_message_names_a_token_as_the_log_does() -> None:
    """The log and the hint say "[Warlord]"; a refused drop said "A Warlord token goes under a
    red Commander die." (and "a [Archer] token"): every refusal of a token, and the prompts,
    choices and log lines of whole games, name tokens one way."""
    said: list[str] = []
    state = token_state(held=("archer",), extra=[(1, "red", "red:0,0", 3, None)])
    targets = [d["id"] for d in state.data["dice"]] + ["cmd-legate", "army_deck", None]
    for token in TOKEN_NAME:
        for target in targets:
            action = Action("token", f"token:{token}", target)
            if action not in state.decision.actions:
                said.append(reason(state, action))
        out_of_moment = action_state(dice=[(0, "red", "red:0,0", 3, None)])
        said.append(reason(out_of_moment, Action("token", f"token:{token}", "die:C1")))
    full = token_state(held=("warlord", "warlord"))
    said.append(reason(full, Action("token", "token:warlord", die_of(full, 0, "red:0,1"))))
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        game = GAME.setup(seed, players)
        rng = random.Random(seed)
        for _ in range(600):
            decision = game.decision
            if decision is None:
                break
            said.append(decision.prompt)
            said += [a.text for a in decision.actions]
            said += [e.text for e in game.apply(rng.choice(decision.actions)) if e.text]
    assert any("[Warlord]" in s for s in said)  # tokens were named: the case under test
    bad = {s: unbracketed_tokens(s) for s in said if unbracketed_tokens(s)}
    assert bad == {}, bad
