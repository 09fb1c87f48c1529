"""Keyboard play at the table, through the real loop with real key events: the focus goes over
the legal choices only and Enter plays them, in every game; number keys pick in pickers; Esc
puts back a taken card; a whole Bahamut Dispute game against a bot by keyboard alone."""

from __future__ import annotations

import random

import pygame
import pytest
from helpers import bahamut_scenario

import tabletop.games
from tabletop.ai.greedy import retracts
from tabletop.rules import Action
from tabletop.ui.menu import MenuOverlay
from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import ScriptedBot
from tests.ui.table_helpers import data_dir, table_opener  # noqa: F401

HUMAN_BOT = [Seat("human"), Seat("bot", "greedy")]
GAMES = ["bahamut-dispute", "bellum", "bellwake", "para-bellum"]


@pytest.fixture
def table():
    yield from table_opener(HUMAN_BOT)


CONTROLS = ("undo", "hint")  # the prompt panel's heading buttons


def takes_back(scene, choice) -> bool:
    """Whether the lit choice takes back part of a choice being built (a pair undone, a toggle
    switched off): keys pressed at random could pair and unpair a blocker for ever (Bellum,
    3,000 decisions), so the test's player, like the bots (``tabletop.ai.greedy.retracts``),
    never takes one."""
    if choice.kind == "pick":
        action = scene.keys.overlay().spec.entries[choice.index].action
    elif choice.action is not None:
        action = choice.action
    else:
        action = getattr(choice.button, "value", None)
    return isinstance(action, Action) and retracts(action)


def legal_for(scene, choice) -> bool:
    """Whether what the lit ``choice`` does is one of the decision's legal actions."""
    legal = set(scene.state.decision.actions)
    it = scene.interaction
    kind = choice.kind
    if kind in ("act", "drop"):
        return choice.action in legal
    if kind == "take":
        return bool(choice.targets) and set(choice.targets.values()) <= legal
    if kind == "button":
        value = choice.button.value
        if value == "undo":  # the Undo button, lit only when it may take back
            return scene.state.can_undo(0)
        return value in legal or value in ("show-picker", "hide", "close", "hint")  # controls
    if kind == "piece":  # Para Bellum: a die, the coin or a token with where it may go
        moves = it.move_targets(choice.id)
        return set(choice.spots) <= set(moves) and all(
            set(acts) <= legal for acts in moves.values()
        )
    if kind == "click":  # Para Bellum: a glowing thing, or a Battle Reward bonus
        return choice.id in it.picks or choice.id.startswith("bonus")
    if kind == "pick":
        entry = scene.picker.spec.entries[choice.index]
        return entry.action in legal
    return False


def cycle(driver):
    """Tab once round every choice; the lit ones in order."""
    keys = driver.scene.keys
    seen = []
    for _ in range(60):
        driver.key(pygame.K_TAB)
        lit = keys.lit()
        assert lit is not None
        if seen and lit.key == seen[0].key:
            break
        seen.append(lit)
    return seen


@pytest.mark.parametrize("game", GAMES)
def test_focus_goes_over_legal_choices_only_and_enter_plays(table, game):
    rng = random.Random(game)
    state = tabletop.games.get(game).setup(3, 2)
    app, driver = table(state)
    played = 0
    for _ in range(12):  # a dozen of the person's decisions, each made by keys alone
        driver.wait_for_turn()
        if state.outcome is not None or state.decision.seat != 0:
            break
        scene = driver.scene
        lit = cycle(driver)
        assert lit and all(legal_for(scene, c) for c in lit), [c.key for c in lit]
        assert len({c.key for c in lit}) == len(lit)
        for _ in range(rng.randrange(len(lit))):
            driver.key(pygame.K_TAB)
        while scene.keys.lit().id in CONTROLS:  # choices too, but not moves forward
            driver.key(pygame.K_TAB)
        before = len(state.history)
        for _ in range(6):  # a taken card (or piece) waits for Enter on one of its targets
            driver.key(pygame.K_RETURN)
            driver.settle()
            if len(state.history) > before:
                break
        assert len(state.history) > before, (state.decision.prompt, scene.keys.held)
        assert state.history[before][0] == 0
        played += 1
    assert played >= 3


def test_a_card_with_several_targets_is_taken_then_dropped_and_esc_puts_it_back(table):
    state = tabletop.games.get("para-bellum").setup(3, 2)
    app, driver = table(state)
    scene = driver.scene
    driver.key(pygame.K_TAB)
    card = scene.keys.lit()
    assert card.kind == "take" and len(card.targets) > 1
    driver.key(pygame.K_RETURN)
    assert scene.keys.held is not None and scene.keys.held.id == card.id
    targets = [c.id for c in scene.keys.choices()]
    assert set(targets) == set(card.targets) and all(t.startswith("cell:") for t in targets)
    driver.key(pygame.K_ESCAPE)
    driver.frames(2)
    assert scene.keys.held is None and not state.history
    assert not any(isinstance(o, MenuOverlay) for o in app.overlays)
    driver.key(pygame.K_RETURN)  # take it again
    driver.key(pygame.K_RIGHT)
    target = scene.keys.lit()
    assert target.kind == "drop"
    driver.key(pygame.K_RETURN)
    driver.settle()
    assert state.history[0] == (0, target.action) and target.action.source == card.id
    driver.key(pygame.K_ESCAPE)  # nothing half-made: the menu, as before
    driver.frames(2)
    assert any(isinstance(o, MenuOverlay) for o in app.overlays)


def test_number_keys_pick_in_a_picker_and_tab_goes_through_its_cards(table):
    state = bahamut_scenario(hand0=["plume-of-doom"], discard=["prime-time", "swift-gift"])
    app, driver = table(state, bots={1: ScriptedBot()})
    scene = driver.scene
    driver.key(pygame.K_TAB)
    assert scene.keys.lit().id == "plume-of-doom"
    driver.key(pygame.K_RETURN)  # picked up; its one target lit
    assert scene.keys.held is not None and not state.history[2:]
    driver.key(pygame.K_RETURN)
    driver.settle()
    picker = scene.picker
    assert picker is not None
    lit = cycle(driver)
    picks = [c for c in lit if c.kind == "pick"]
    assert len(picks) == len(picker.spec.entries) == 2
    second = picker.spec.entries[1].card
    driver.key(pygame.K_2)
    driver.settle()
    assert second in state.zones["hand.0"] and scene.picker is None


def test_number_keys_press_the_nth_button_and_space_still_ends_the_turn(table):
    state = tabletop.games.get("bahamut-dispute").setup(1)  # Player 1 won the coin toss
    app, driver = table(state, bots={1: ScriptedBot()})
    driver.key(pygame.K_2)  # "My opponent plays first"
    driver.wait_for_turn()
    assert state.history[0] == (0, Action("first", option="1"))
    assert state.decision.seat == 0
    before = len(state.history)
    while state.decision.lone_end is None:  # play what can be played, then Space ends
        driver.key(pygame.K_TAB)
        driver.key(pygame.K_RETURN)
        if driver.scene.keys.held is not None:  # a card is picked up first, then played
            driver.key(pygame.K_RETURN)
        driver.wait_for_turn()
        assert len(state.history) > before
        before = len(state.history)
        if state.decision.seat != 0:
            return  # a bot's answer came between: nothing more to check here
    driver.key(pygame.K_SPACE)
    driver.settle()
    assert (0, Action("end")) in state.history


def test_the_mouse_hides_the_focus(table):
    state = bahamut_scenario(hand0=["baby-bahamut"])
    app, driver = table(state, bots={1: ScriptedBot()})
    driver.key(pygame.K_TAB)
    assert driver.scene.keys.lit() is not None
    driver.click((5, 5))
    assert driver.scene.keys.lit() is None


def test_the_hot_seat_curtain_opens_with_enter(table):
    state = bahamut_scenario(hand0=["baby-bahamut"], hand1=["swift-gift"])
    app, driver = table(state, seats=[Seat("human"), Seat("human")])
    scene = driver.scene
    driver.key(pygame.K_TAB)
    while scene.keys.lit().kind != "button":
        driver.key(pygame.K_TAB)
    driver.key(pygame.K_RETURN)  # End the turn
    driver.settle()
    assert scene.curtain_for == 1 and scene.keys.choices() == []
    driver.key(pygame.K_RETURN)
    driver.settle()
    assert scene.curtain_for is None and scene.bottom == 1


@pytest.mark.parametrize(
    ("game", "seed"), [("bahamut-dispute", 5), ("bellum", 3), ("bellwake", 3), ("para-bellum", 3)]
)
def test_a_whole_game_against_a_bot_by_keyboard_alone(table, game, seed):
    rng = random.Random(4)
    state = tabletop.games.get(game).setup(seed, 2)
    app, driver = table(state)
    decisions = 0
    while decisions < 600:
        driver.wait_for_turn()
        if state.outcome is not None:
            break
        assert state.decision.seat == 0
        before = len(state.history)
        for _ in range(rng.randrange(1, 4)):
            driver.key(pygame.K_TAB)
        for _ in range(40):  # Hint and Undo are not moves of the game; nor is undoing a pair
            lit = driver.scene.keys.lit()
            if lit is None or not (lit.id in CONTROLS or takes_back(driver.scene, lit)):
                break
            driver.key(pygame.K_TAB)
        else:
            raise AssertionError("Tab lights nothing but Hint, Undo and choices taken back")
        for _ in range(3):
            driver.key(pygame.K_RETURN)
            driver.settle()
            if len(state.history) > before or state.outcome is not None:
                break
        assert len(state.history) > before
        decisions += 1
    assert state.outcome is not None, "the game did not end"
    assert decisions > 5


def bellwake_until(wanted, limit=3000):
    """A Bellwake game played on by greedy bots for both keepers until ``wanted(state)``."""
    from tabletop import ai

    state = tabletop.games.get("bellwake").setup(3, 2)
    bot = ai.get("greedy", 7)
    for _ in range(limit):
        if state.outcome is None and wanted(state):
            return state
        assert state.outcome is None, "the game ended first"
        state.apply(bot.choose(state.view(state.decision.seat)))
    raise AssertionError("never reached")


def deciding(seat, *kinds):
    def wanted(state):
        d = state.decision
        return d.seat == seat and set(kinds) <= {a.kind for a in d.actions}

    return wanted


def quiet_bot() -> ScriptedBot:
    return ScriptedBot(prefer=("stop", "confirm", "pass", "stay", "distance", "take", "keep"))


def test_bellwake_venture_commit_by_keys_then_confirm(table):
    state = bellwake_until(
        lambda s: s.decision.seat == 0 and "venture" in s.decision.prompt.lower()
    )
    app, driver = table(state, bots={1: quiet_bot()})
    scene = driver.scene
    lit = cycle(driver)
    toggles = [c for c in lit if c.kind == "act" and c.action.kind == "toggle"]
    assert toggles, [c.key for c in lit]
    while scene.keys.lit().key != toggles[0].key:
        driver.key(pygame.K_TAB)
    driver.key(pygame.K_RETURN)  # commit the first ready character
    driver.settle()
    assert toggles[0].id in scene.interaction.selected
    while scene.keys.lit().kind != "button" or "Confirm" not in scene.keys.lit().button.label:
        driver.key(pygame.K_TAB)
    before = len(state.history)
    driver.key(pygame.K_RETURN)
    driver.settle()
    assert state.history[before][1].kind == "confirm"
    assert toggles[0].id in state.data["committed"] or state.data["venture"] is None


def test_bellwake_upgrade_learnt_between_scenarios_by_keys(table):
    state = bellwake_until(deciding(0, "learn"))
    app, driver = table(state, bots={1: quiet_bot()})
    learn = [c for c in cycle(driver) if c.kind == "click"]
    assert learn
    scene = driver.scene
    while scene.keys.lit().key != learn[0].key:
        driver.key(pygame.K_TAB)
    before = len(state.history)
    driver.key(pygame.K_RETURN)
    driver.settle()
    assert state.history[before][1].kind == "learn"


def test_para_bellum_a_die_pays_for_an_ability_by_keys(table):
    """Tab to the Strategist die, Enter takes it, Tab to the Barracks, Enter pays (the choice
    menu, when the die can pay in several ways, is answered with a number key)."""
    from tabletop.games.para_bellum import scenario as S
    from tests.ui.para_bellum_table import usable_scenario

    state = usable_scenario()
    app, driver = table(state, bots={1: ScriptedBot(prefer=("end", "decline"))})
    scene = driver.scene
    barracks = S.command("barracks")
    die = next(
        c
        for c in cycle(driver)
        if c.kind == "piece" and barracks in c.spots and c.id.startswith("die:")
    )
    while scene.keys.lit().key != die.key:
        driver.key(pygame.K_TAB)
    driver.key(pygame.K_RETURN)
    if scene.keys.held is not None:
        while scene.keys.lit().id != barracks:
            driver.key(pygame.K_TAB)
        driver.key(pygame.K_RETURN)
    driver.settle()
    if scene.ext.overlay_open:  # several ways to pay: the menu's first option
        driver.key(pygame.K_1)
        driver.settle()
    action = state.history[-1][1]
    assert action.kind == "activate" and action.source == die.id and action.target == barracks


def test_the_lit_card_is_shown_large_and_its_target_glows(table):
    state = bahamut_scenario(hand0=["baby-bahamut", "swift-gift"])
    app, driver = table(state, bots={1: ScriptedBot()})
    scene = driver.scene
    driver.key(pygame.K_TAB)
    lit = scene.keys.lit()
    assert scene.hover is not None and scene.hover.card == lit.id  # read it by keyboard too
    driver.key(pygame.K_TAB)
    assert scene.hover.card == scene.keys.lit().id != lit.id
    app._draw(force=True)
    field = scene.rects["field.0"]
    board = scene._board
    # the field's right edge, clear of the card shown large, is outlined as a target
    edge = [(field.right, y) for y in range(field.y + 20, field.bottom - 20, 5)]
    assert all(app.screen.get_at(p) != board.get_at(p) for p in edge)


def test_the_keyboards_focus_and_the_hints_light_are_told_apart():
    """With a hint shown, the choice Enter would take (the keyboard's focus) must not look
    like the hint's choice: their rings differ from each other, from the gold glow of what
    can be played and from the green of a drop."""
    from tabletop.ui.table import hint, keyboard, theme

    lights = [keyboard.RING, hint.RING, theme.GOLD, theme.GLOW, theme.GLOW_OK]
    assert len({tuple(c)[:3] for c in lights}) == len(lights)


def test_enter_lights_the_first_choice_where_no_button_is_gold(table):
    """At a Necro-nope-nicon question neither answer is gold: Enter did nothing at all (a
    play-tester pressed it 200 times). Enter now lights the first choice, and a second Enter
    takes it, as after any Tab."""
    rng = random.Random(5)
    for seed in range(1, 60):
        state = tabletop.games.get("bahamut-dispute").setup(seed, 2)
        for _ in range(300):
            d = state.decision
            if d is None or (d.seat == 0 and "cancel it?" in d.prompt):
                break
            state.apply(rng.choice(d.actions))
        if state.decision is not None and "cancel it?" in state.decision.prompt:
            break
    else:
        raise AssertionError("no Nope question in 60 games")
    app, driver = table(state)
    driver.settle()
    scene = driver.scene
    assert scene.interaction is not None and scene.interaction.default is None
    before = len(state.history)
    driver.key(pygame.K_RETURN)
    assert scene.keys.lit() is not None and len(state.history) == before
    driver.key(pygame.K_RETURN)
    driver.settle()
    assert len(state.history) > before
