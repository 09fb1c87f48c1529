"""How the game went, on the game-over screen (tabletop/ui/gameover_chart.py): for a finished
game of each of the four games, at 1280x720 and 1920x1080, the chart and the figures sit in the
panel beside the result, clear of the buttons and inside the window; each seat's line is drawn
in its palette colour (standard and colour-blind); the legend names the seats as the table does;
the story is told on the handover's worker thread, not the main loop; a state whose history
does not lead to it (made by hand) shows the result alone, as before."""

from __future__ import annotations

import threading
import time
from functools import cache

import pygame
import pytest

import tabletop.ai as ai
import tabletop.games as games
from tabletop.rules import State
from tabletop.simulate import bot_seed
from tabletop.ui import gameover, palette
from tabletop.ui.app import App
from tabletop.ui.gameover import GameOverScene
from tabletop.ui.gameover_chart import SHARED, story_of
from tabletop.ui.scene import Seat
from tabletop.ui.settings import Settings
from tests.ui.table_helpers import data_dir  # noqa: F401  (a data folder of each test's own)
from tests.ui.test_app_shell import click, para_bellum_over, resize
from tests.ui.test_table_first_and_last_frames import LastMove, near_the_end

GAMES = ["bahamut-dispute", "bellum", "bellwake", "para-bellum"]
SEATS = [Seat("human"), Seat("bot", "greedy")]


@cache
def finished(game_id: str, seed: int = 3) -> State:
    game = games.get(game_id)
    state = game.setup(seed, 2)
    bots = [ai.get("greedy", bot_seed(seed, s)) for s in range(2)]
    while state.decision is not None:
        seat = state.decision.seat
        state.apply(bots[seat].choose(state.view(seat)))
    return state


@pytest.fixture
def app():
    app = App((1280, 720), realtime=False, raise_errors=True, settings=Settings(bot_delay=0.0))
    yield app
    app.close()


def shown(app: App, state: State) -> GameOverScene:
    """The game ends at the table: the app makes its game-over screen, as in play."""
    app.game_over(state, SEATS)
    app.run_frames(3)
    over = app.scene
    assert isinstance(over, GameOverScene)
    return over


def story_area(over: GameOverScene) -> pygame.Rect:
    area = over.panel.copy()
    area.left, area.width = over.column.right, over.panel.right - over.column.right
    return area


def pixels_of(surface: pygame.Surface, area: pygame.Rect, colour: tuple[int, int, int]) -> int:
    """How many pixels of ``area`` are exactly ``colour``."""
    sub = surface.subsurface(area)
    return sum(
        1
        for x in range(0, area.width, 2)
        for y in range(0, area.height, 2)
        if tuple(sub.get_at((x, y)))[:3] == colour
    )


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_story_sits_beside_the_result_and_every_line_is_drawn(
    app: App, game_id: str, size: tuple[int, int]
) -> None:
    resize(app, size)
    state = finished(game_id)
    over = shown(app, state)
    view = over.story_view
    assert view is not None and over.story is not None
    window = pygame.Rect((0, 0), size)
    story = story_area(over)
    assert window.contains(over.panel) and window.contains(over.peek_button.rect)
    assert story.width >= over.px(480) and over.column.width == over.px(660)
    for button in (over.rematch, over.back):
        assert over.column.contains(button.rect) and not story.colliderect(button.rect)
    chart = view.chart_height(over.panel.height)
    assert chart >= over.px(200)  # the panel grew to give the chart room
    assert view.fixed_height() + chart <= over.panel.height
    screen = app.screen
    if over.story.shared:
        assert pixels_of(screen, story, SHARED) > 40
    else:
        colours = view.colours()  # the seats' colours (Para Bellum: each starting card's)
        assert len(set(colours)) == state.players
        for colour in colours:
            assert pixels_of(screen, story, colour) > 40, colour
    expected = {
        "bahamut-dispute": ["Player 1 (you)", "Player 2 (bot)"],
        "bellum": [f"{state.seat_name(0)} (you)", f"{state.seat_name(1)} (bot)"],
        "bellwake": ["Hale (you)", "Sefa (bot)"],
        "para-bellum": ["Player 1 (you)", "Player 2 (bot)"],
    }[game_id]
    assert view.names == expected


def test_the_smallest_window_still_holds_the_story(app: App) -> None:
    """At 800x600 (the app's least) the story's column narrows to fit the window."""
    resize(app, (800, 600))
    over = shown(app, finished("para-bellum"))
    assert over.story_view is not None
    window = pygame.Rect((0, 0), (800, 600))
    assert window.contains(over.panel) and window.contains(over.peek_button.rect)
    assert story_area(over).width >= 300


def test_the_lines_follow_the_colour_blind_palette(app: App) -> None:
    app.settings.palette = palette.COLOUR_BLIND
    palette.set_mode(palette.COLOUR_BLIND)
    try:
        state = finished("para-bellum")
        over = shown(app, state)
        story = story_area(over)
        legions = palette.colours("para-bellum.legions")  # the colour-blind fills
        blind = [legions[c] for c in state.data["start_colour"]]
        assert over.story_view is not None and over.story_view.colours() == blind
        for colour in blind:
            assert pixels_of(app.screen, story, colour) > 40, colour
    finally:
        palette.set_mode(palette.STANDARD)


def test_the_buttons_still_answer_the_mouse(app: App) -> None:
    over = shown(app, finished("bellum"))
    click(app, over.back.rect.center)
    assert type(app.scene).__name__ == "LauncherScene"


def test_a_state_made_by_hand_shows_the_result_alone(app: App) -> None:
    """No history leads there: no story, and the panel is as narrow as before."""
    state = para_bellum_over(2)
    assert story_of(state) is None
    over = shown(app, state)
    assert over.story is None and over.story_view is None
    assert over.panel.width == over.px(GameOverScene.PANEL[0])


def test_the_story_is_told_on_the_worker_thread_in_the_real_loop(monkeypatch) -> None:
    told: list[str] = []
    real = gameover.story_of

    def spy(state: State):
        told.append(threading.current_thread().name)
        return real(state)

    monkeypatch.setattr(gameover, "story_of", spy)
    state, last = near_the_end(3)
    app = App((1280, 720), realtime=True, raise_errors=True, settings=Settings(bot_delay=0.0))
    try:
        seat = state.decision.seat
        app.resume(state, [Seat("bot", "random"), Seat("bot", "random")], None)
        app.scene.bots[seat] = LastMove(last)
        for _ in range(600):
            app.step()
            if isinstance(app.scene, GameOverScene):
                break
        assert isinstance(app.scene, GameOverScene) and app.scene.story is not None
        assert told == ["game-over-screen"]
    finally:
        app.close()


def test_telling_a_long_bellum_game_takes_a_moment() -> None:
    """The replay behind the chart, for a Bellum game of over 250 actions: well under the
    handover's budget (it runs while the final table stays on the window)."""
    # greedy games run from under 100 actions to over 300: the first long one from seed 3 on
    # (a fixed seed's length changes whenever the bots choose differently)
    games_from_3 = (finished("bellum", seed) for seed in range(3, 40))
    state = next((s for s in games_from_3 if len(s.history) > 250), None)
    assert state is not None, "no greedy Bellum game of seeds 3-39 runs past 250 actions"
    start = time.perf_counter()
    story = story_of(state)
    spent = time.perf_counter() - start
    assert story is not None and spent < 0.5, spent


def test_a_key_pressed_as_the_game_ends_does_not_skip_the_result(app: App) -> None:
    """A play-tester pressing Enter through Bellwake's last decisions saw a Rematch begin
    before reading "You lose": for a moment (gameover.KEY_GRACE) keys do nothing; then Enter
    is Rematch, as before."""
    from tests.ui.test_app_shell import press

    over = shown(app, finished("bellum"))  # three frames: well inside the grace
    press(app, pygame.K_RETURN)
    press(app, pygame.K_ESCAPE)
    assert app.scene is over
    app.run_frames(round(gameover.KEY_GRACE * 60) + 1)
    press(app, pygame.K_RETURN)
    assert app.scene is not over and not isinstance(app.scene, GameOverScene)
