"""A question (abandon, delete, replace, a new campaign) answered by keyboard alone, through the
real loop: Tab lights its answers in turn, the gold one first; Left and Right the one on that
side; Enter or Space takes the lit one, or with none lit the gold one; Esc is Keep it. The lit
answer wears the white ring the launcher's controls wear."""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.ui import campaigns, saveinfo, slots, storage
from tabletop.ui.app import App
from tabletop.ui.keynav import RING
from tests.ui import test_saves as saves
from tests.ui.test_app_shell import StandInTable, click, press
from tests.ui.test_campaign_storage import GAME, a_campaign_on_disk, open_bellwake, text_of
from tests.ui.test_saves import a_game_in_progress, to_launcher

app = saves.app  # the saves tests' fixtures: an app of the test loop, a data folder of its own
data_dir = saves.data_dir


def shift_tab(app: App) -> None:
    pygame.event.post(
        pygame.event.Event(
            pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT, unicode="", scancode=0
        )
    )
    app.run_frames(3)


def ring_around(app: App, button) -> bool:
    """Whether the white ring is drawn just outside ``button`` on the window."""
    app.run_frames(1)
    surface = pygame.display.get_surface()
    r = button.rect
    y = r.centery
    xs = range(max(0, r.x - app.scene.px(8)), r.x)
    return any(tuple(surface.get_at((x, y)))[:3] == RING for x in xs)


def test_the_abandon_question_by_keyboard(app: App, data_dir: Path) -> None:
    a_game_in_progress(app, "bahamut-dispute")
    before = storage.autosave_path("bahamut-dispute").read_bytes()
    scene = to_launcher(app)
    click(app, scene.game_buttons["bahamut-dispute"].rect.center)
    scene = app.scene
    click(app, scene.start.rect.center)
    dialog = scene.abandon
    assert dialog is not None and not ring_around(app, dialog.confirm_button)
    press(app, pygame.K_TAB)  # the gold answer first: Abandon
    assert dialog.lit_answer is dialog.confirm_button and ring_around(app, dialog.confirm_button)
    press(app, pygame.K_TAB)
    assert dialog.lit_answer is dialog.cancel_button and ring_around(app, dialog.cancel_button)
    assert not ring_around(app, dialog.confirm_button)
    press(app, pygame.K_RETURN)  # Enter takes the lit one: Keep it
    assert not dialog.alive() and scene.abandon is None and app.scene is scene
    assert storage.autosave_path("bahamut-dispute").read_bytes() == before

    click(app, scene.start.rect.center)
    dialog = scene.abandon
    press(app, pygame.K_LEFT)  # Keep it lies on the left
    assert dialog.lit_answer is dialog.cancel_button
    press(app, pygame.K_RIGHT)
    assert dialog.lit_answer is dialog.confirm_button
    shift_tab(app)  # back: Keep it
    assert dialog.lit_answer is dialog.cancel_button
    press(app, pygame.K_SPACE)  # Space takes the lit one too
    assert app.scene is scene and scene.abandon is None
    assert storage.autosave_path("bahamut-dispute").read_bytes() == before

    click(app, scene.start.rect.center)
    press(app, pygame.K_SPACE)  # nothing lit: the gold answer, Abandon
    assert isinstance(app.scene, StandInTable)  # a new game; the old one kept for Load
    assert [e.title for e in saveinfo.named_saves()] == ["Bahamut Dispute"]


def test_a_new_campaign_question_takes_enter_and_esc(app: App, data_dir: Path) -> None:
    """The question New campaign asks is one of ours: its hint, its answers and its keys
    (before, Enter did nothing there and its buttons were pygame_gui's small ones)."""
    a_campaign_on_disk(app)
    before = text_of(campaigns.campaign_path(GAME))
    scene = open_bellwake(app)
    click(app, scene.start.rect.center)
    dialog = scene.campaign.confirm
    assert "Enter: Abandon · Esc: Keep it" in dialog.confirmation_text.html_text
    assert dialog.confirm_button.object_ids[-1] == "#primary"
    press(app, pygame.K_ESCAPE)
    assert app.scene is scene and scene.campaign.confirm is None and not dialog.alive()
    assert text_of(campaigns.campaign_path(GAME)) == before
    click(app, scene.start.rect.center)
    press(app, pygame.K_RETURN)
    assert isinstance(app.scene, StandInTable)
    assert app.scene.state.scenario == "lower-stair"


def test_the_delete_question_lights_keep_it_first(app: App, data_dir: Path) -> None:
    """Where the answer cannot be undone the gold one is Keep it: Tab lights it first, the
    red Delete only on a second Tab."""
    a_game_in_progress(app, "bellum")
    app.save_file(slots.named_path("One"))
    scene = to_launcher(app)
    click(app, scene.load.rect.center)
    screen = app.overlays[-1]
    press(app, pygame.K_DOWN)
    target = screen.current()
    assert target.name == "One"
    press(app, pygame.K_DELETE)
    dialog = screen.confirm
    press(app, pygame.K_TAB)
    assert dialog.lit_answer is dialog.cancel_button
    press(app, pygame.K_TAB)
    assert dialog.lit_answer is dialog.confirm_button
    press(app, pygame.K_RETURN)  # the lit Delete
    assert not target.path.exists() and screen.confirm is None
    assert app.overlays[-1] is screen
