"""Where the hint draws: its panel never covers what a person must still see (the first-game
guide's note, the cards of a pick-a-card window, what the hint lights), its light is its own
colour (the guide lights zones in gold), and the prompt's heading stops short of the Hint and
Undo buttons. Found by a fresh-eyes review of every game at 1280x720 and 1920x1080."""

from __future__ import annotations

import time

import pygame
import pytest

import tabletop.games
from tabletop.ai.advice import Advice
from tabletop.rules import Action
from tabletop.ui.scene import Seat
from tabletop.ui.table import hint, theme
from tabletop.ui.table.driver import ScriptedBot
from tests.ui.table_helpers import data_dir, table_opener  # noqa: F401
from tests.ui.test_hints import GAMES, person_decides

HUMAN_BOT = [Seat("human"), Seat("bot", "greedy")]


@pytest.fixture
def opened():
    yield from table_opener(HUMAN_BOT, lambda: {1: ScriptedBot()})


def shown_hint(driver) -> hint.Hints:
    scene = driver.scene
    driver.settle()
    driver.key(pygame.K_h)
    for _ in range(400):
        driver.frames(1)
        if scene.hints.advice or scene.hints.failed:
            break
        time.sleep(0.01)
    driver.frames(2)
    assert scene.hints.advice, scene.hints.lines()
    return scene.hints


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", GAMES)
def test_the_panel_leaves_the_guides_note_and_the_lit_move_in_sight(opened, game, size):
    """The panel once sat over the guide's note and its Got it / Hide the guide buttons."""
    app, driver = opened(person_decides(game), size=size, guide=True)
    hints = shown_hint(driver)
    note = driver.scene.guide.note_rect
    assert note is not None  # the guide is showing: the case under test
    assert not hints.panel_rect.colliderect(note), (hints.panel_rect, note)
    assert hints.lit and not any(hints.panel_rect.colliderect(r) for r in hints.lit)
    assert not hints.panel_rect.colliderect(driver.scene.rects["prompt"])


def picking_from_the_opponents_hand(seed: int = 1):
    """A Bahamut Dispute game where the person picks a card of the other hand in a window."""
    game = tabletop.games.get("bahamut-dispute")
    for s in range(seed, seed + 200):
        state = game.setup(s, 2)
        for n in range(300):
            d = state.decision
            if d is None:
                break
            if d.seat == 0 and "opponent's hand" in d.prompt and len(d.actions) > 1:
                return state
            state.apply(d.actions[(n * 7 + s) % len(d.actions)])
    raise AssertionError("no such position in 200 games")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_panel_covers_no_card_of_a_pick_a_card_window(opened, size):
    app, driver = opened(picking_from_the_opponents_hand(), size=size)
    picker = driver.scene.picker
    assert picker is not None and not picker.hidden and picker.cells
    hints = shown_hint(driver)
    assert not any(hints.panel_rect.colliderect(c) for c in picker.cells)
    assert picker.caption_rects  # the words under the cards ("Take ...") stay in sight too
    assert not any(hints.panel_rect.colliderect(c) for c in picker.caption_rects)
    assert picker.heading_rect.w and not hints.panel_rect.colliderect(picker.heading_rect)


def test_the_hint_lights_its_target_in_its_own_colour_not_the_guides_gold(opened):
    """A drop target lit in gold was lost among the guide's gold zones."""
    app, driver = opened(person_decides("para-bellum"), guide=True)
    hints = shown_hint(driver)
    source, target = hint.locate(driver.scene, hints.advice[0].action)
    assert target is not None  # a drag: a token onto a die, or a card onto a cell
    width = max(3, theme.px(5, driver.scene.scale))
    ring = target.inflate(2 * width + 8, 2 * width + 8)
    surface = pygame.display.get_surface()
    edge = surface.get_at((ring.left + width // 2, ring.centery))[:3]
    assert tuple(edge) == hint.RING


@pytest.mark.parametrize("game", ["para-bellum", "bellum"])
def test_a_hot_seat_heading_stops_short_of_the_hint_button(opened, game):
    """ "Player 1: your move" ran under the Hint button when two people share the screen."""
    state = person_decides(game)
    app, driver = opened(state, seats=[Seat("human"), Seat("human")], bots={})
    driver.settle()
    scene = driver.scene
    for _ in range(20):  # past the curtain that hands the screen to the next person
        if scene.curtain_for is None:
            break
        driver.key(pygame.K_RETURN)
        driver.frames(3)
    scene = driver.scene
    assert scene.hint_button is not None and ":" in scene.prompt_texts()[0]
    blits: list[pygame.Rect] = []

    class Recording(pygame.Surface):
        def blit(self, source, dest, *args, **kwargs):  # type: ignore[override]
            rect = super().blit(source, dest, *args, **kwargs)
            blits.append(rect)
            return rect

    surface = Recording(scene.size, pygame.SRCALPHA)
    scene._draw_prompt(surface)
    buttons = [b.rect for b in (scene.hint_button, scene.undo_button) if b is not None]
    heading = [r for r in blits if r.top < max(b.bottom for b in buttons)]
    assert heading  # the heading was drawn in the buttons' row
    assert not any(r.colliderect(b) for r in heading for b in buttons), (heading, buttons)


def test_one_unrated_move_among_several_is_not_called_the_only_move(opened):
    """Beside "Confirm" a person may take back a half-built choice, which bots never do: the
    hint's one choice is then not the only legal move."""
    state = person_decides("bellum")
    app, driver = opened(state)
    driver.settle()
    hints = driver.scene.hints
    assert len(state.decision.actions) > 1
    hints.visible = True
    hints.advice = [Advice(state.decision.actions[0], None, 0)]
    assert all(chance != "only move" for _, chance in hints.lines())


def choosing_a_battle_reward():
    """A 2-player Para Bellum game where the person chooses a bonus of the Battle Reward card."""
    game = tabletop.games.get("para-bellum")
    state = game.setup(1, 2)
    for n in range(2000):
        d = state.decision
        if d.seat == 0 and "Battle Reward" in d.prompt:
            return state
        state.apply(d.actions[(n * 7 + 1) % len(d.actions)])
    raise AssertionError("no Battle Reward in 2000 moves")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_panel_leaves_the_card_being_chosen_from_in_sight(opened, size):
    """At 1920x1080 the panel lay over the Battle Reward card whose bonus the person was
    choosing; a zone of the table now counts as something to keep in sight (the log does not:
    what was done matters less than what is on the table)."""
    app, driver = opened(choosing_a_battle_reward(), size=size)
    hints = shown_hint(driver)
    rects = driver.scene.rects
    assert not hints.panel_rect.colliderect(rects["reward"]), (hints.panel_rect, rects["reward"])
    assert not hints.panel_rect.colliderect(rects["prompt"])


def test_a_four_player_placement_reads_whole_in_the_hint(opened):
    """A 4-player Para Bellum hint read "Place Blue-Green Outpost in the row below ...
    starting card, 1 column to the right": a choice may take four lines, and these fit whole."""
    from tests.ui.table_helpers import texts_drawn

    state = tabletop.games.get("para-bellum").setup(5, 4)
    while state.decision.seat != 0 or len(state.decision.actions) < 2:
        state.apply(state.decision.actions[0])
    seats = [Seat("human")] + [Seat("bot", "greedy")] * 3
    app, driver = opened(state, seats=seats, bots={s: ScriptedBot() for s in (1, 2, 3)})
    hints = shown_hint(driver)
    assert hints.advice
    words = "Place Blue-Green Outpost in the row below your starting card, 1 column to the right"
    long = Action("place", hints.advice[0].action.source, text=words)
    hints.advice = [Advice(long, 0.77, 10, False), *hints.advice[1:]]
    with texts_drawn(driver.scene.res) as drawn:
        app._draw(force=True)
    assert f"1. {words}" in " ".join(drawn)  # its lines, whole, in order


def choosing_a_token(players: int = 2):
    """A Para Bellum game where the person puts a token under a die: three long choices
    ("Put a [Warlord] token under your Commander die 3 between the ... and the ...")."""
    game = tabletop.games.get("para-bellum")
    for seed in range(1, 51):
        state = game.setup(seed, players)
        for n in range(600):
            d = state.decision
            if d is None:
                break
            if d.seat == 0 and d.actions[0].kind == "token" and len(d.actions) > 2:
                return state
            state.apply(d.actions[(n * 7 + seed) % len(d.actions)])
    raise AssertionError("no token step in 50 games")


@pytest.mark.parametrize("players", [2, 4])
def test_a_tall_panel_leaves_the_battle_reward_title_in_sight(opened, players):
    """At 1280x720 three long token choices in four lines each made the panel taller than the
    log above the Battle Reward card, and it covered the card's title: the other choices now
    take fewer lines (cut in their middle) where the whole panel has no free place."""
    from tests.ui.table_helpers import texts_drawn

    seats = [Seat("human")] + [Seat("bot", "greedy")] * (players - 1)
    bots = {s: ScriptedBot() for s in range(1, players)}
    app, driver = opened(choosing_a_token(players), seats=seats, bots=bots)
    hints = shown_hint(driver)
    rects = driver.scene.rects
    assert not hints.panel_rect.colliderect(rects["reward"]), (hints.panel_rect, rects["reward"])
    assert not hints.panel_rect.colliderect(rects["prompt"])
    best = hints.advice[0].action.text
    hints._rows_made.clear()  # laid out once and kept: laid out again, for the spy to read
    with texts_drawn(driver.scene.res) as drawn:
        app._draw(force=True)
    assert f"1. {best}" in " ".join(drawn)  # the best choice still reads whole
