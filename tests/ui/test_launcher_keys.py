"""The launcher and the Esc menu by keyboard alone, what the launcher remembers between runs
(launcher.json, of any shape), and app messages that keep clear of the screen's buttons."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from tabletop.ui.app import App
from tabletop.ui.launcher import LauncherScene, seat_label
from tabletop.ui.menu import MenuOverlay
from tabletop.ui.scene import Seat
from tests.ui import test_app_shell as shell
from tests.ui.test_app_shell import GAME, StandInTable, choose, click, launcher, press

app = shell.app  # the shell's fixtures: an app of the test loop, a data folder of its own
data_dir = shell.data_dir


def test_the_next_run_of_the_launcher_shows_the_last_start_again(app: App, data_dir: Path) -> None:
    """A 3-player Para Bellum against a Normal bot, started by clicks: the next run of the
    app opens its launcher on Para Bellum, 3 players, the same seats; another game keeps its
    own last start, and a damaged memory file leaves the launcher's defaults."""
    from tabletop import games

    scene = launcher(app)
    click(app, scene.game_buttons["para-bellum"].rect.center)
    choose(app, app.scene.players_menu, "3 players")
    choose(app, app.scene.seat_menus[1], "Bot · Normal")
    click(app, app.scene.start.rect.center)
    assert isinstance(app.scene, StandInTable)
    app.close()

    again = App((1280, 720), realtime=False, raise_errors=True)  # the next run
    try:
        scene = launcher(again)
        assert scene.choice.game_id == "para-bellum" and scene.choice.players == 3
        assert [m.selected_option[0] for m in scene.seat_menus] == [
            "Human",
            "Bot · Normal",
            "Bot · Normal",
        ]
        click(again, scene.game_buttons[GAME].rect.center)  # never started: its defaults
        assert again.scene.choice.players == 2
        click(again, again.scene.game_buttons["para-bellum"].rect.center)
        assert again.scene.choice.players == 3
    finally:
        again.close()
    (data_dir / "launcher.json").write_text("{not json", "utf-8")
    third = App((1280, 720), realtime=False, raise_errors=True)
    try:
        scene = launcher(third)
        assert scene.choice.players == min(games.get(scene.choice.game_id).player_counts)
    finally:
        third.close()


def test_the_esc_menu_works_by_keyboard_alone(app: App) -> None:
    """Esc opens the menu; Down lights its items in turn (a ring shows the lit one) and Enter
    takes it (Load… opens the Load screen); Esc closes that; 1 takes the first item at once
    (Resume); 2 (Undo, greyed) does nothing; 7 quits to the launcher."""
    app.start_game(GAME, [Seat("human"), Seat("bot")], seed=4)
    press(app, pygame.K_ESCAPE)
    menu = app.overlays[-1]
    assert isinstance(menu, MenuOverlay)
    before = app.screen.copy()
    for _ in range(3):  # Resume, Save…, Load… (Undo, refused now, is passed over)
        press(app, pygame.K_DOWN)
    assert menu.keynav.lit(menu) is menu.buttons["Load…"]
    ring = menu.buttons["Load…"].rect.inflate(menu.px(10), menu.px(10))
    assert app.screen.get_at(ring.midleft)[:3] == (255, 255, 255)
    assert before.get_at(ring.midleft)[:3] != (255, 255, 255)
    press(app, pygame.K_RETURN)
    assert type(app.overlays[-1]).__name__ == "LoadOverlay"
    press(app, pygame.K_ESCAPE)
    assert app.overlays[-1] is menu
    press(app, pygame.K_1)
    assert not app.overlays and isinstance(app.scene, StandInTable)
    press(app, pygame.K_ESCAPE)
    again = app.overlays[-1]
    history = list(app.scene.state.history)
    press(app, pygame.K_2)  # Undo, greyed (nothing to take back): nothing happens
    assert app.overlays and app.overlays[-1] is again
    assert not again.buttons["Undo"].is_enabled and app.scene.state.history == history
    press(app, pygame.K_7)
    assert isinstance(app.scene, LauncherScene)


def test_the_launcher_works_by_keyboard_alone(app: App) -> None:
    """Tab lights the launcher's controls in turn: Enter on a game picks it, Right on a seat's
    drop-down steps it to its next choice, Enter on Start starts; Enter with nothing lit
    starts too, as before."""
    scene = launcher(app)
    nav = scene.keynav
    controls = nav.controls(scene)
    para = controls.index(scene.game_buttons["para-bellum"])
    for _ in range(para + 1):
        press(app, pygame.K_TAB)
    assert nav.lit(scene) is scene.game_buttons["para-bellum"]
    press(app, pygame.K_RETURN)
    scene = app.scene
    assert scene.choice.game_id == "para-bellum"
    seat = nav.controls(scene).index(scene.seat_menus[1])
    nav.index = seat - 1
    press(app, pygame.K_TAB)
    assert nav.lit(scene) is scene.seat_menus[1]
    before = scene.choice.seats[1]
    press(app, pygame.K_RIGHT)
    scene = app.scene
    assert scene.choice.seats[1] != before
    assert scene.seat_menus[1].selected_option[0] == seat_label(scene.choice.seats[1])
    nav.index = nav.controls(scene).index(scene.start) - 1
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert isinstance(app.scene, StandInTable)
    assert app.scene.seats[1] == scene.choice.seats[1]


def test_the_launchers_seed_field_by_keyboard_and_a_click_putting_the_ring_out(
    app: App,
) -> None:
    """Tab reads the bottom row as it lies: Continue, Load, the seed, Start. The seed field,
    once lit, takes what is typed at once; Tab lets it go (later keys type nothing into it)
    and lights Start. A click puts the ring out, so Enter starts; a click on the game already
    shown keeps its seats as set."""
    scene = launcher(app)
    nav = scene.keynav
    controls = nav.controls(scene)
    row = [c for c in controls if c in (scene.cont, scene.load, scene.seed_entry, scene.start)]
    assert [c is scene.start for c in row][-1] and row[-2] is scene.seed_entry
    nav.index = controls.index(scene.seed_entry) - 1
    press(app, pygame.K_TAB)
    assert scene.typing()  # lit: the cursor is in it
    for char in "42":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
        app.run_frames(1)
    press(app, pygame.K_TAB)
    assert not scene.typing() and nav.lit(scene) is scene.start
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="7"))
    app.run_frames(2)
    assert scene.seed_entry.get_text() == "42"
    choose(app, scene.seat_menus[1], "Bot · Hard")  # a click: the ring goes out
    assert nav.lit(scene) is None
    click(app, scene.game_buttons[scene.choice.game_id].rect.center)  # the game shown
    assert app.scene.choice.seats[1] == Seat("bot", "hard")
    press(app, pygame.K_RETURN)  # nothing lit: Start
    assert isinstance(app.scene, StandInTable)
    assert app.scene.state.setup_args["seed"] == 42


def test_a_message_never_covers_the_launchers_buttons(app: App) -> None:
    """A long message over the launcher (a damaged game kept aside, say) goes to the top of the
    window where at the bottom it would cover Continue, Load or Start."""
    from tabletop.ui.widgets import Toast

    scene = launcher(app)
    toast = Toast("Your damaged save of Bellum is kept: Load lists it as " + "words " * 40)
    avoid = scene.toast_avoid()
    assert scene.start.rect in avoid and scene.load.rect in avoid
    box, _, _ = toast.layout(app.screen.get_size(), app.res, app.scale, avoid)
    assert not any(box.colliderect(r) for r in avoid)
    fresh = Toast(toast.text)
    bottom, _, _ = fresh.layout(app.screen.get_size(), app.res, app.scale, [])
    assert bottom.bottom > app.screen.get_height() // 2  # with nothing to avoid: the bottom


def test_a_message_stays_where_it_lies_until_it_would_cover_something(app: App) -> None:
    """A message does not jump while it is read: what it avoids changes as a table's cards
    move (it was placed again at each change, and could move in mid-sentence), so it stays
    where it lies while that covers nothing, and moves only to keep off what came under it."""
    from tabletop.ui.widgets import Toast

    size = app.screen.get_size()
    toast = Toast("Saved as Bellum, turn 4")
    hand = pygame.Rect(0, size[1] * 2 // 3, size[0], size[1] // 3)  # cards at the bottom
    first, _, _ = toast.layout(size, app.res, app.scale, [hand])
    assert first.bottom < hand.top  # kept off them
    kept, _, _ = toast.layout(size, app.res, app.scale, [])  # they were played away
    assert kept == first  # it stays, though the bottom is free now
    under = [first.inflate(-first.w // 2, -first.h // 2)]  # a card comes under it
    moved, _, _ = toast.layout(size, app.res, app.scale, under)
    assert moved != first and not moved.colliderect(under[0])


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        '{"game": "bellum", "games": ["x"]}',
        '{"game": "bellum", "games": {"bellum": {"players": 2.0, "seats": []}}}',
        '{"game": "bellum", "games": {"bellum": {"players": true, "seats": [{"kind": "human"}]}}}',
        '{"game": "bellum", "games": {"bellum": {"players": 2, "seats": [1, 2]}}}',
        '{"game": 7, "games": "all"}',
        "[" * 100000 + "]" * 100000,
    ],
)
def test_a_launcher_memory_of_any_shape_leaves_the_launcher_working(
    data_dir: Path, text: str
) -> None:
    """launcher.json holding anything at all (not JSON, a list where a map belongs, a count
    of 2.0, nested past reason): the launcher opens with its defaults and can start a game."""
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "launcher.json").write_text(text, "utf-8")
    app = App((1280, 720), realtime=False, raise_errors=True)
    app.make_table = lambda state, seats: StandInTable(app, state, seats)
    try:
        scene = launcher(app)
        assert len(scene.choice.seats) == scene.choice.players
        click(app, scene.start.rect.center)
        assert isinstance(app.scene, StandInTable)
    finally:
        app.close()


def test_the_key_that_opens_save_types_nothing_into_its_name(app: App) -> None:
    """Esc, then 3 (Save…): the Save screen opens with the name it offers, not "3" (the key's
    text, which SDL sends after it, is not the Save screen's)."""
    app.start_game(GAME, [Seat("human"), Seat("bot")], seed=4)
    press(app, pygame.K_ESCAPE)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_3, mod=0, unicode="3"))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="3"))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_3, mod=0, unicode="3"))
    app.run_frames(3)
    screen = app.overlays[-1]
    assert type(screen).__name__ == "SaveOverlay"
    assert screen.name_entry.get_text().startswith("Bahamut Dispute")  # the name it offers


def test_the_esc_menu_shows_each_items_key(app: App) -> None:
    """The Esc menu writes 1-7 on its items, so that its keys are found without the README."""
    from tests.ui.table_helpers import texts_drawn

    app.start_game(GAME, [Seat("human"), Seat("bot")], seed=4)
    press(app, pygame.K_ESCAPE)
    menu = app.overlays[-1]
    with texts_drawn(app.res) as drawn:
        menu.draw(app.screen)
    assert [str(n) for n in range(1, 8)] == [w for w in drawn if w.isdigit()]
