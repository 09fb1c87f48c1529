"""What is drawn over the table, in two games, through the real loop: a grey Undo's reason
keeps off the prompt's words, an app message ("Saved as …") off what the table shows, and the
hint's panel is laid out once, not in every frame it is drawn."""

from __future__ import annotations

import pygame
import pytest
from helpers import bahamut_scenario

import tabletop.games
from tabletop.ui import app_saves
from tabletop.ui.scene import Seat
from tabletop.ui.table import hint, theme
from tabletop.ui.table.driver import ScriptedBot
from tests.ui.table_helpers import data_dir, table_opener  # noqa: F401

HUMAN_BOT = [Seat("human"), Seat("bot", "greedy")]
GAMES = ["bahamut-dispute", "bellum"]
SIZES = [(1280, 720), (1920, 1080)]


@pytest.fixture
def table():
    yield from table_opener(HUMAN_BOT, lambda: {1: ScriptedBot()})


def prompt_words(scene) -> pygame.Rect:
    """The prompt panel inside its rim: its heading, question and hint."""
    edge = 2 * max(2, theme.px(6, scene.scale))
    return scene.rects["prompt"].inflate(-edge, -edge)


@pytest.mark.parametrize("full_log", [False, True])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", GAMES)
def test_a_grey_undos_reason_covers_nothing_in_use(table, game, size, full_log) -> None:
    """Below Undo, its reason lay over the prompt's question ("Play a c... this turn)"): it
    goes above the button, or beside the panel when the log's lines fill the room there."""
    app, d = table(tabletop.games.get(game).setup(3, 2), size=size)
    d.wait_for_turn()
    scene = d.scene
    if full_log:
        for i in range(80):
            scene.log.add(f"Line {i} of an earlier turn.")
    button = scene.undo_button
    assert button is not None and not button.enabled
    d.move(button.rect.center, rel=(2, 2))
    app._draw(force=True)
    tip = scene.tooltip_rect
    assert tip is not None and pygame.Rect((0, 0), size).contains(tip)
    assert not tip.colliderect(prompt_words(scene)), "over the prompt's words"
    assert not any(tip.colliderect(b.rect) for b in scene.buttons)
    assert not tip.colliderect(scene.log.written()), "over the log's lines"
    assert not any(tip.colliderect(s.rect) for s in scene.spots()), "over a card"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", GAMES)
def test_saved_as_keeps_off_what_the_table_shows(table, game, size, tmp_path) -> None:
    """Kept off the person's hand, "Saved as …" went to the top of the window, over the
    opponent's cards: it now lies where it covers no card, no zone's title or words, no
    line of the log, nothing of the prompt panel."""
    if game == "bahamut-dispute":
        state = bahamut_scenario(
            hand0=["baby-bahamut", "swift-gift", "stabber-dagger", "prime-time"],
            hand1=["pawn-begone", "fierce-pierce", "plume-of-doom"],
            field0=["baleful-bahamut"],
            field1=["grouchy-goblin"],
        )
    else:
        state = tabletop.games.get(game).setup(3, 2)
    app, d = table(state, size=size)
    d.wait_for_turn()
    app_saves.save_file(app, tmp_path / "before the raid on athens.json")
    d.frames(2)
    scene = d.scene
    toast = app.toasts[-1]
    assert toast.text.startswith("Saved as")
    box, _, _ = toast.layout(app.screen.get_size(), app.res, app.scale, scene.toast_avoid())
    assert pygame.Rect((0, 0), size).contains(box)
    assert not any(box.colliderect(s.rect) for s in scene.spots()), "over a card"
    assert not any(box.colliderect(r) for r in scene.label_rects.values()), "over a title"
    assert not box.colliderect(scene.rects["prompt"]) and not box.colliderect(scene.rects["hand.0"])
    assert not box.colliderect(scene.log.written()), "over the log's lines"


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_panel_wraps_its_words_once(table, game, monkeypatch) -> None:
    """The hint's panel wrapped its choices' words again in every frame it was drawn; the
    wrapping is kept by its words and width, and a frame only draws it."""
    app, d = table(tabletop.games.get(game).setup(3, 2))
    d.wait_for_turn()
    scene = d.scene
    d.key(pygame.K_h)
    d.frames(2)
    assert scene.hints.visible and scene.hints.advice, "no hint to show"
    wraps: list[str] = []
    real = hint.wrap_cut

    def counting(res, text, *args, **kwargs):
        wraps.append(text)
        return real(res, text, *args, **kwargs)

    monkeypatch.setattr(hint, "wrap_cut", counting)
    app._draw(force=True)
    first = scene.hints.panel_rect
    assert first is not None
    wraps.clear()
    for _ in range(3):
        app._draw(force=True)
    assert wraps == [], f"the panel's words were wrapped again: {wraps}"
    assert scene.hints.panel_rect == first
