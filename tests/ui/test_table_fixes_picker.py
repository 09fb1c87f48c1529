"""A picker's card under the mouse, or lit by the keyboard, is shown large with its text, as a
card on the table is (the play-tester could not read the cards they had to pick or discard)."""

from __future__ import annotations

import pygame
import pytest
from helpers import bahamut_scenario

from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import ScriptedBot
from tests.ui.table_helpers import data_dir, table_opener  # noqa: F401

HUMAN_BOT = [Seat("human"), Seat("bot", "greedy")]


@pytest.fixture
def table():
    yield from table_opener(HUMAN_BOT, lambda: {1: ScriptedBot()})


def open_plume_picker(table, size=(1280, 720)):
    """Plume of Doom played: a picker of the discard pile's cards to take one."""
    state = bahamut_scenario(hand0=["plume-of-doom"], discard=["prime-time", "swift-gift"])
    app, driver = table(state, size=size)
    driver.drag(driver.card_center("plume-of-doom"), driver.zone_center("field.0"))
    driver.settle()
    assert driver.scene.picker is not None, driver.scene.state.decision.prompt
    return app, driver


def big_card_on_screen(app, driver, cell) -> list[pygame.Rect]:
    """Draw a frame; the areas the picker's preview drew (taller than the cell)."""
    scene = driver.scene
    from tabletop.ui.table import preview

    app._draw(force=True)
    drawn = preview.draw_picker_preview(scene, app.screen.copy(), scene.picker)[1:]  # no shadow
    return [r for r in drawn if r.h > cell.h]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_hovering_a_picker_card_shows_it_large_beside_its_cell(table, size):
    app, driver = open_plume_picker(table, size)
    scene = driver.scene
    picker = scene.picker
    cell = picker.cells[0]
    driver.move((5, 5))
    assert picker.hover is None
    assert big_card_on_screen(app, driver, cell) == []
    before = app.screen.copy()
    driver.move(cell.center, rel=(3, 3))
    assert picker.hover == 0
    big = big_card_on_screen(app, driver, cell)
    assert big, "no large card drawn"
    assert not any(r.colliderect(cell) for r in big)  # the hovered card stays in sight
    assert all(pygame.Rect((0, 0), size).contains(r) for r in big)
    # the real frame shows it: the middle of the large card changed from the picker alone
    r = big[-1]
    assert before.get_at(r.center) != app.screen.get_at(r.center)
    app.save_screenshot(f"/tmp/fk/picker-{size[0]}.png")


def test_the_keyboard_lit_picker_card_is_shown_large_too(table):
    app, driver = open_plume_picker(table)
    scene = driver.scene
    picker = scene.picker
    driver.key(pygame.K_TAB)
    lit = scene.keys.lit()
    assert lit.kind == "pick" and picker.hover == lit.index
    assert big_card_on_screen(app, driver, picker.cells[lit.index])
    driver.key(pygame.K_TAB)
    assert picker.hover == scene.keys.lit().index != lit.index


def test_a_browsed_discard_pile_shows_its_card_large_on_hover(table):
    state = bahamut_scenario(hand0=["baby-bahamut"], discard=["prime-time", "swift-gift"])
    app, driver = table(state)
    driver.click(driver.zone_center("discard"))
    browse = driver.scene.browse
    assert browse is not None
    driver.move(browse.cells[1].center, rel=(2, 2))
    assert browse.hover == 1
    app._draw(force=True)
    from tabletop.ui.table import preview

    drawn = preview.draw_picker_preview(driver.scene, app.screen, browse)
    assert any(r.h > browse.cells[1].h for r in drawn)


@pytest.mark.parametrize("game", ["bellum", "bellwake", "para-bellum"])
def test_every_games_picker_shows_the_hovered_card_large(table, game):
    """A picker of the person's own hand cards (as Bellum's discard after Augury shows them):
    the hovered one is drawn large with its text, on the screen, clear of its cell."""
    import tabletop.games
    from tabletop.ui.controller import PickEntry, PickerSpec
    from tabletop.ui.table.widgets import Picker

    state = tabletop.games.get(game).setup(3, 2)
    app, driver = table(state)
    scene = driver.scene
    cards = [c for c in scene.display.zones.get("hand.0", []) if c][:4]
    assert cards
    spec = PickerSpec("Discard 1 card.", tuple(PickEntry(c, None, "") for c in cards))
    scene.picker = Picker(spec, scene.res, scene.art)
    scene.picker.layout(pygame.Rect((0, 0), scene.size), scene.scale)
    scene.dirty = True
    cell = scene.picker.cells[-1]
    driver.move(cell.center, rel=(2, 2))
    assert scene.picker.hover == len(cards) - 1
    big = big_card_on_screen(app, driver, cell)
    assert big and not any(r.colliderect(cell) for r in big)
    app.save_screenshot(f"/tmp/fk/picker-{game}.png")


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_many_other_answers_under_a_pickers_cards_fit_its_panel(table, size):
    """Three long answers beside "See the table" under a pick-a-card window: every button lies
    inside the window's panel, none over another (each narrower, its label on two lines)."""
    from dataclasses import replace

    from tabletop.rules import Action
    from tabletop.ui.table.widgets import Picker

    app, driver = open_plume_picker(table, size)
    scene = driver.scene
    words = ("Set nothing aside and go on", "Keep every card where it lies", "Pass the chance")
    spec = replace(scene.picker.spec, actions=tuple(Action("none", text=w) for w in words))
    picker = Picker(spec, scene.res, scene.art)
    picker.layout(pygame.Rect((0, 0), scene.size), scene.scale)
    assert len(picker.buttons) == 4
    for b in picker.buttons:
        assert picker.panel_rect.contains(b.rect), (b.label, b.rect, picker.panel_rect)
    rects = [b.rect for b in picker.buttons]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


def test_plume_of_doom_lists_the_discard_pile_newest_first_as_the_discard_view_does(table):
    """The Discard view shows the pile newest first; choosing a card from it (Plume of Doom)
    shows the same order, not the rules' order by name (a tester's report). The rules' order
    of the actions stays as it was."""
    pile = ["stabber-dagger", "baby-bahamut", "pawn-begone"]  # the last is the newest
    state = bahamut_scenario(hand0=["plume-of-doom"], discard=pile, nope=(2, 0))
    app, driver = table(state)
    scene = driver.scene
    driver.drag(driver.card_center("plume-of-doom"), driver.zone_center("field.0"))
    driver.settle()
    assert scene.picker is not None, state.decision.prompt
    shown = [entry.card for entry in scene.picker.spec.entries]
    pile_now = scene.display.zones["discard"]
    assert shown == list(reversed(pile_now)) == list(reversed(pile)), shown
    assert [a.source for a in state.decision.actions] == sorted(pile)  # the rules' own order
    scene.picker = None  # the Discard view, opened as a click on the pile opens it
    scene.open_browse("discard")
    assert [entry.card for entry in scene.browse.spec.entries] == shown
