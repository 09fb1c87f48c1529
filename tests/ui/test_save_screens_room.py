"""The Save and Load screens' words in their room: a question too long for its dialog gets a
taller one (never a scroll bar beside words that fit), and a reason two lines long lies under
the list of saves, clear of its frame."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui import saves_screen
from tabletop.ui.app import App
from tabletop.ui.saves_screen import question
from tests.ui import test_saves as saves
from tests.ui.test_app_shell import click, press
from tests.ui.test_saves import a_game_in_progress, to_launcher

app = saves.app  # the Save screens' fixtures: an app, its data folder
data_dir = saves.data_dir


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_a_long_question_grows_its_dialog_instead_of_a_scroll_bar(data_dir: Path, size) -> None:
    """A question longer than the dialog's usual room (a larger text size, a longer game
    name) makes the dialog taller, inside the window, so that its words need no scroll bar."""
    app = App(size, realtime=False, raise_errors=True)
    try:
        scene = to_launcher(app)
        words = "Abandon your Bellum game in turn 3? " + "It stays under Load. " * 6
        dialog = question(scene, words, "New game", "Abandon")
        app.run_frames(2)
        assert dialog.confirmation_text.scroll_bar is None
        assert pygame.Rect((0, 0), size).contains(dialog.rect)
        for button in (dialog.confirm_button, dialog.cancel_button):
            assert dialog.rect.contains(button.rect)
            assert not button.rect.colliderect(dialog.confirmation_text.rect)
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_a_two_line_message_on_the_load_screen_stays_clear_of_the_list(
    app: App, data_dir: Path, size
) -> None:
    """A reason long enough for two lines ("… breaks the rules. … The file was edited or
    damaged.") is written under the list of saves, its first line clear of the list's frame."""
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.run_frames(3)
    a_game_in_progress(app, "bellum")
    press(app, pygame.K_ESCAPE)
    click(app, app.overlays[-1].buttons["Load…"].rect.center)
    screen = app.overlays[-1]
    screen.message = (
        "“edited” could not be loaded. Move 13 of this save breaks the rules. That is not a "
        "legal choice now. Medusa cannot be chosen for that. The file was edited or damaged."
    )
    drawn = []
    original = saves_screen.draw_text

    def spy(surface, res, text, size_, *args, **kwargs):
        rect = original(surface, res, text, size_, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(saves_screen, "draw_text", spy)
        screen.paint(app.screen)
    lines = [r for t, r in drawn if t and t in screen.message]
    assert len(lines) == 2, drawn
    assert min(r.top for r in lines) >= screen.list_rect.bottom + 1
    assert max(r.bottom for r in lines) <= screen.buttons_y
