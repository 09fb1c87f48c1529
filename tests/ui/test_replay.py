"""Replays: a save replayed bit for bit, forward, back and forward again, in the real viewer
driven by keys and the mouse through the app's loop (``app.step()``); jumping to a turn,
changing seat, playing at speed; what a seat may not see stays hidden; "Watch the replay" on the
game-over screen; ``tabletop replay`` on the command line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from unittest.mock import ANY

import pygame
import pytest

import tabletop.ai
import tabletop.games
from tabletop.rules import State
from tabletop.ui import storage
from tabletop.ui.app import App
from tabletop.ui.replay import ALL_SEATS, ReplayTimeline
from tabletop.ui.replay_bar import FASTER, PLAY, SEATS
from tabletop.ui.replay_scene import ReplayTable, open_replay
from tabletop.ui.scene import Seat
from tabletop.ui.settings import Settings
from tabletop.ui.table.driver import Driver
from tests.ui.table_helpers import data_dir  # noqa: F401  (a fixture: a data folder per test)

ROOT = Path(__file__).resolve().parents[2]
# a seeded random-bot game of each game, a few hundred moves at most (Bellwake: the whole
# campaign of three scenarios)
GAMES = {"bahamut-dispute": 4, "bellum": 3, "bellwake": 2, "para-bellum": 2}


def bot_game(game_id: str, seed: int, moves: int | None = None) -> State:
    """A game played by random bots to its end (or for ``moves`` moves)."""
    game = tabletop.games.get(game_id)
    state = game.setup(seed, players=min(game.player_counts))
    bots = [tabletop.ai.get("random", seed * 31 + i) for i in range(state.players)]
    while state.decision is not None and (moves is None or len(state.history) < moves):
        seat = state.decision.seat
        state.apply(bots[seat].choose(state.view(seat)))
    return state


def saved(state: State, tmp_path: Path, name: str = "game.json") -> Path:
    path = tmp_path / name
    seats = [Seat("human")] + [Seat("bot", "random") for _ in range(state.players - 1)]
    path.write_text(storage.dumps(state, seats), encoding="utf-8")
    return path


@pytest.fixture
def viewer():
    """``open(path or state, **kw) -> (app, driver, scene)``: the replay in a test app
    (frames without real time, errors raised, animations off unless asked); closed after."""
    apps: list[App] = []

    def _open(source, size=(1280, 720), animations=False, **kw):
        app = App(
            size,
            realtime=False,
            raise_errors=True,
            settings=Settings(bot_delay=0.0, animations=animations, guide=False),
        )
        apps.append(app)
        if isinstance(source, Path):
            loaded = storage.load_file(source)
            state, seats = loaded.state, loaded.seats
        else:
            state, seats = source, [Seat("human")] + [Seat("bot")] * (source.players - 1)
        scene = open_replay(app, state, seats, **kw)
        driver = Driver(app)
        driver.frames(2)
        return app, driver, scene

    yield _open
    for app in apps:
        app.close()


def key(driver: Driver, k: int, times: int = 1) -> None:
    for _ in range(times):
        driver.key(k)


# ----- bit for bit, for each of the four games --------------------------------------------


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_whole_game_replays_forward_back_and_forward_bit_for_bit(
    game_id: str, tmp_path: Path, viewer
) -> None:
    path = saved(bot_game(game_id, GAMES[game_id]), tmp_path)
    snapshot = json.loads(path.read_text())["save"]["snapshot"]
    app, d, scene = viewer(path, position=0)
    n = scene.timeline_of_game.length
    assert n > 10 and scene.position == 0 and scene.timeline_of_game.finished
    setup = scene.timeline_of_game.setup
    start = (
        tabletop.games.get(game_id).setup(setup["seed"], setup["players"], **setup["options"]).data
    )
    assert scene.state.data == start

    key(d, pygame.K_RIGHT, n)  # forward to the end, a move at a time
    assert scene.position == n
    assert scene.state.data == snapshot  # bit for bit: the saved picture of the table
    assert scene.state.is_over
    key(d, pygame.K_RIGHT)  # past the end: nothing
    assert scene.position == n

    key(d, pygame.K_LEFT, n)  # back to the deal, a move at a time
    assert scene.position == 0
    assert scene.state.data == start
    assert [e.text for e in scene.log.entries] == [
        t for t, _ in scene.timeline_of_game.log_lines(0, scene.log_seat)
    ]

    key(d, pygame.K_SPACE)  # and forward again, played at 8x to the end
    key(d, pygame.K_PLUS, 5)
    assert scene.speed == 8.0 and scene.playing
    for _ in range(n * 6):
        if not scene.playing:
            break
        d.frames(1)
    assert not scene.playing and scene.position == n
    assert scene.state.data == snapshot
    assert scene.timeline_of_game.matches(snapshot)


def test_the_timeline_gives_every_position_as_a_fresh_replay_would(tmp_path: Path) -> None:
    """Each position from the checkpoints is the state a replay from the deal reaches, at any
    spacing of checkpoints (stepping back never drifts from the game)."""
    state = bot_game("para-bellum", 3)
    moves = [a for _, a in state.history]
    for every in (None, 5):
        timeline = ReplayTimeline.of_state(state, every=every)
        assert timeline.matches(state.data)
        for p in (timeline.length, timeline.length - 1, 37, 5, 1, 0):
            fresh = state.game.replay(state.setup_args, moves[:p])
            assert timeline.state_at(p).data == fresh.data
            assert timeline.state_at(p).history == fresh.history


def test_a_replays_log_has_no_blank_line_for_a_wordless_event() -> None:
    """Bellwake's wordless events (a step begun, an attack's end: for the table's marks)
    became blank lines in a replay's log after any jump, as the table never shows them."""
    state = bot_game("bellwake", 5, moves=300)
    timeline = ReplayTimeline.of_state(state)
    assert any(not e.text for events in timeline.events for e in events)  # there are some
    for position in (timeline.length, timeline.length // 2, 1):
        lines = timeline.log_lines(position, None)
        assert lines and all(text.strip() for text, _ in lines)


def test_a_step_back_replays_no_move_from_the_deal(monkeypatch) -> None:
    """Every position has its checkpoint (a long game's states fit the budget many times), so
    a step back from the end applies no move at all; with a checkpoint every 8 moves, at most
    7."""
    state = bot_game("para-bellum", 3)
    timeline = ReplayTimeline.of_state(state)
    assert timeline.every == 1 and timeline.length > 300
    applied = []
    real = type(state).apply
    monkeypatch.setattr(type(state), "apply", lambda self, a: applied.append(a) or real(self, a))
    for p in range(timeline.length, timeline.length - 20, -1):
        assert timeline.state_at(p).data == (state.data if p == timeline.length else ANY)
    assert applied == []
    sparse = ReplayTimeline.of_state(state, every=8)
    applied.clear()
    assert sparse.state_at(sparse.length - 1).data == timeline.state_at(timeline.length - 1).data
    assert 0 < len(applied) <= 7


# ----- jumping, seats, speed --------------------------------------------------------------


def test_jump_to_a_turn_with_the_slider_the_turn_buttons_and_keys(tmp_path: Path, viewer) -> None:
    path = saved(bot_game("bellum", 3), tmp_path)
    app, d, scene = viewer(path, position=0)
    tl = scene.timeline_of_game
    assert len(tl.marks) > 5 and tl.marks[0].label.startswith("Turn 1")
    assert all(m.label.startswith("Turn ") for m in tl.marks)

    key(d, pygame.K_PAGEDOWN, 3)  # three turns on
    mark = tl.marks[3]
    assert scene.position == mark.position
    assert scene.bar_info().turn == mark.label
    assert scene.prompt_texts()[0] == f"Replay \u00b7 move {mark.position} of {tl.length}"
    key(d, pygame.K_PAGEUP)
    assert scene.position == tl.marks[2].position

    d.click(scene.bar.buttons["next-turn"].rect.center)  # the same by mouse
    assert scene.position == tl.marks[3].position
    d.click(scene.bar.buttons["prev-turn"].rect.center)
    assert scene.position == tl.marks[2].position

    # a click on the slider, two thirds along: that move, its turn named by the bar
    track = scene.bar.track()
    x = track.x + track.w * 2 // 3
    d.click((x, scene.bar.slider.centery))
    target = scene.bar.position_at(x)
    assert abs(target - tl.length * 2 // 3) <= 1
    assert scene.position == target
    assert scene.state.data == tl.state_at(target).data
    assert scene.bar_info().turn == tl.mark_at(target).label
    # dragging the knob back to the start: the table follows, once per frame
    d.drag((x, scene.bar.slider.centery), (track.x - 20, scene.bar.slider.centery))
    assert scene.position == 0
    key(d, pygame.K_END)
    assert scene.position == tl.length
    key(d, pygame.K_HOME)
    assert scene.position == 0
    # a smaller window: the bar stays under the table, then (too little room) over its edge
    d.resize((1024, 700))
    bar = scene.bar.rect
    assert bar.bottom == 700 and bar.w == 1024 and scene.size == (1024, bar.top)
    d.resize((800, 600))
    assert scene.bar.rect.bottom == 600 and scene.size == (800, 600)
    d.click(scene.bar.buttons["forward"].rect.center)
    assert scene.position == 1


def test_an_unfinished_game_never_shows_what_the_seat_could_not_see(tmp_path: Path, viewer) -> None:
    state = bot_game("bahamut-dispute", 4, moves=20)
    assert not state.is_over
    path = saved(state, tmp_path)
    app, d, scene = viewer(path)
    assert scene.position == 20 and not scene.timeline_of_game.finished

    def hidden_hand(seat: int) -> None:
        hand = f"hand.{seat}"
        assert scene.state.zones[hand], "the hand holds cards"
        assert all(c is None for c in scene.display.zones[hand])
        for spot in scene.spots():
            if spot.zone == scene.lz(hand):
                assert spot.card is None or not spot.face_up

    assert scene.seen_from == 0 and scene.bottom == 0
    hidden_hand(1)
    assert scene.display.zones["hand.0"] == scene.state.zones["hand.0"]
    key(d, pygame.K_2)  # seen from Player 2: now Player 1's hand is the hidden one
    assert scene.seen_from == 1 and scene.bottom == 1
    hidden_hand(0)
    key(d, pygame.K_LEFT, 5)
    hidden_hand(0)
    key(d, pygame.K_0)  # every hand: not for an unfinished game
    assert scene.seen_from == 1
    assert "once the game is over" in scene.toast_text
    hidden_hand(0)
    assert ALL_SEATS not in [v for v, _ in scene.seat_choices()]
    # the seat menu, by mouse: two seats, no "All hands open"
    d.click(scene.bar.buttons[SEATS].rect.center)
    menu = scene.bar.menu
    assert menu is not None and [w for _, w, _ in menu.items] == [
        "Seen from Player 1",
        "Seen from Player 2 (bot)",
    ]
    d.click(menu.items[0][2].center)
    assert scene.seen_from == 0 and scene.bar.menu is None
    hidden_hand(1)
    # a log line that names a card drawn by the other seat never shows it
    secret = {e.for_seat(None).text for ev in scene.timeline_of_game.events for e in ev}
    own = {e.text for ev in scene.timeline_of_game.events for e in ev if e.secret_to == (1,)}
    assert all(entry.text not in own - secret for entry in scene.log.entries)


def test_a_finished_game_opens_every_hand(tmp_path: Path, viewer) -> None:
    state = bot_game("bahamut-dispute", 4)
    app, d, scene = viewer(saved(state, tmp_path), position=10)
    assert scene.timeline_of_game.finished
    d.click(scene.bar.buttons[SEATS].rect.center)
    items = scene.bar.menu.items
    assert items[-1][1] == "All hands open"
    d.click(items[-1][2].center)
    assert scene.seen_from == ALL_SEATS
    for seat in range(2):
        hand = f"hand.{seat}"
        assert scene.display.zones[hand] == scene.state.zones[hand]
    key(d, pygame.K_RIGHT, 3)  # moves still animate and show every card
    assert scene.display.zones["hand.1"] == scene.state.zones["hand.1"]
    key(d, pygame.K_1)
    assert scene.seen_from == 0
    assert all(c is None for c in scene.display.zones["hand.1"])


def test_play_pause_and_speed_with_animations(tmp_path: Path, viewer) -> None:
    path = saved(bot_game("para-bellum", 2), tmp_path)
    app, d, scene = viewer(path, position=0, animations=True)
    d.click(scene.bar.buttons[PLAY].rect.center)
    assert scene.playing
    d.frames(240)  # four seconds at 1x
    slow = scene.position
    assert slow >= 2
    key(d, pygame.K_SPACE)  # pause: nothing moves on
    assert not scene.playing
    d.frames(60)
    paused = scene.position
    d.frames(60)
    assert scene.position == paused
    key(d, pygame.K_HOME)
    for _ in range(3):
        d.click(scene.bar.buttons[FASTER].rect.center)
    assert scene.speed == 8.0 and scene.bar_info().speed == "8x"
    key(d, pygame.K_SPACE)
    d.frames(240)
    assert scene.position >= 3 * slow  # 8x goes a good deal further in the same time
    key(d, pygame.K_MINUS)
    assert scene.speed == 4.0
    key(d, pygame.K_SPACE)
    settled = [scene.position]
    d.frames(30)
    assert scene.position == settled[0] and not scene.timeline.blocking


def test_the_table_is_read_only(tmp_path: Path, viewer) -> None:
    """No drag, click or key plays at the replay's table, and no bot plays either."""
    state = bot_game("bahamut-dispute", 4, moves=12)
    app, d, scene = viewer(saved(state, tmp_path))
    before = json.dumps(scene.state.data)
    assert scene.interaction is None and scene.bots == {}
    cards = [s for s in scene.spots() if s.card and s.zone == "hand.0"]
    assert cards
    for target in [z for z in scene.rects if not z.startswith("hand")][:6]:
        d.drag(cards[0].rect.center, scene.rects[target].center)
    d.click(cards[-1].rect.center)
    key(d, pygame.K_RETURN)
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    d.frames(120)
    assert json.dumps(scene.state.data) == before and scene.position == 12
    assert not list(Path(os.environ["TABLETOP_DATA_DIR"]).glob("autosave-*"))
    key(d, pygame.K_ESCAPE)  # Esc leaves (here: to the launcher), no menu over the table
    assert not isinstance(app.scene, ReplayTable) and not app.overlays


# ----- from the game-over screen ----------------------------------------------------------


def test_watch_the_replay_from_the_game_over_screen(tmp_path: Path) -> None:
    """A game that just ended: its autosave is cleared, the screen replays its history from
    the deal (not from its last move, which the game-over screen has just shown)."""
    from tabletop.ui.gameover import GameOverScene

    app = App(
        (1280, 720),
        realtime=False,
        raise_errors=True,
        settings=Settings(bot_delay=0.0, animations=False, guide=False),
    )
    try:
        app.start_game("bahamut-dispute", [Seat("bot", "random"), Seat("bot", "random")], 4)
        d = Driver(app)
        for _ in range(3000):
            if isinstance(app.scene, GameOverScene):
                break
            d.frames(1)
        over = app.scene
        assert isinstance(over, GameOverScene)
        app.flush_saves()
        assert not storage.autosave_path("bahamut-dispute").exists()
        final = over.state
        d.click(over.replay_button.rect.center)
        d.frames(2)
        scene = app.scene
        assert isinstance(scene, ReplayTable)
        assert scene.position == 0 and scene.prompt_texts()[0].startswith("Replay \u00b7 move 0")
        key(d, pygame.K_END)
        assert scene.position == len(final.history) and scene.state.data == final.data
        key(d, pygame.K_HOME)
        assert scene.position == 0
        d.click(scene.bar.buttons["leave"].rect.center)  # back to the result
        assert app.scene is over
        d.frames(2)
        assert over.replay_button.alive() and over.rematch.visible
    finally:
        app.close()


# ----- the command line -------------------------------------------------------------------


def run_cli(args: list[str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        TABLETOP_DATA_DIR=str(tmp_path / "data"),
        PYTHONPATH=str(ROOT),
    )
    env.pop("TABLETOP_DEBUG", None)
    return subprocess.run(
        [sys.executable, "-m", "tabletop", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_tabletop_replay_on_a_bad_file_says_why_in_one_line(tmp_path: Path) -> None:
    good = saved(bot_game("bahamut-dispute", 4, moves=10), tmp_path)
    text = good.read_text()
    cases = {
        "not a save": ("notes.txt", "shopping: bread, milk\n", "not a Tabletop save"),
        "damaged": ("cut.json", text[: len(text) // 2], "damaged"),
        "missing": ("nowhere.json", None, "There is no save there"),
        # a save's journal beside it: the save is named (it said "not a Tabletop save")
        "journal": (good.with_suffix(".journal").name, "{}\n", f"{good.name}"),
    }
    for name, (file, content, words) in cases.items():
        path = tmp_path / file
        if content is not None:
            path.write_text(content, encoding="utf-8")
        done = run_cli(["replay", str(path)], tmp_path)
        lines = done.stderr.strip().splitlines()
        assert done.returncode != 0, name
        assert len(lines) == 1 and lines[0].startswith("tabletop: "), (name, done.stderr)
        assert words in lines[0], (name, lines[0])
        assert "Traceback" not in done.stderr
    done = run_cli(["replay", str(good), "--seat", "all"], tmp_path)  # an unfinished game
    assert done.returncode != 0 and "once the game is over" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    done = run_cli(["replay", str(good), "--seat", "3"], tmp_path)
    assert done.returncode != 0 and "players 1 to 2" in done.stderr


def test_tabletop_replay_opens_the_viewer(tmp_path: Path) -> None:
    good = saved(bot_game("bahamut-dispute", 4), tmp_path)
    shot = tmp_path / "replay.png"
    args = ["replay", str(good), "--seat", "all", "--size", "1024x700", "--max-frames", "8"]
    done = run_cli([*args, "--screenshot", str(shot)], tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert pygame.image.load(str(shot)).get_size() == (1024, 700)


def test_watch_the_replay_from_the_load_screen_and_back_to_the_table(tmp_path: Path) -> None:
    """Load over the table: Watch the replay on a named save; leaving it resumes the game that
    was at the table, as it was; a damaged save says why and opens nothing."""
    from tabletop.ui.saves_screen import LoadOverlay
    from tabletop.ui.table import TableScene

    storage.saves_dir().mkdir(parents=True)
    named = saved(bot_game("bellum", 3, moves=40), storage.saves_dir(), "Before the battle.json")
    (storage.saves_dir() / "Broken.json").write_text("{", encoding="utf-8")
    app = App(
        (1280, 720),
        realtime=False,
        raise_errors=True,
        settings=Settings(bot_delay=0.0, animations=False, guide=False),
    )
    try:
        playing = app.start_game("bahamut-dispute", [Seat("human"), Seat("bot", "random")], 4)
        d = Driver(app)
        d.settle()
        before = json.dumps(playing.data)
        table = app.scene
        app.push_overlay(LoadOverlay(app))
        d.frames(2)
        load = app.overlays[-1]
        names = [e.path.name for e in load.entries]
        load.selected = names.index(named.name)
        load.resize(load.size)
        d.click(load.replay.rect.center)
        d.frames(2)  # the button's event comes round in the next frame
        scene = app.scene
        assert isinstance(scene, ReplayTable) and not app.overlays
        assert scene.timeline_of_game.length == 40 and scene.state.game.id == "bellum"
        assert app.game is None  # nothing at the table is saved or pictured meanwhile
        key(d, pygame.K_LEFT, 3)
        key(d, pygame.K_ESCAPE)
        assert isinstance(app.scene, TableScene) and not isinstance(app.scene, ReplayTable)
        assert app.scene is not table and json.dumps(app.scene.state.data) == before
        assert app.game is not None and app.save_path == storage.autosave_path("bahamut-dispute")

        app.push_overlay(LoadOverlay(app))  # a damaged save: a message, and no replay
        d.frames(2)
        load = app.overlays[-1]
        load.selected = [e.path.name for e in load.entries].index("Broken.json")
        load.resize(load.size)
        assert not load.replay.is_enabled
        from tabletop.ui.replay_scene import watch_file

        at_table = app.scene  # a file gone since the list was read: words, and no replay
        words = watch_file(app, storage.saves_dir() / "Gone.json")
        assert words.startswith("This save cannot be replayed.") and app.scene is at_table
    finally:
        app.close()


def test_a_public_choice_is_said_as_made_and_a_hidden_one_is_not(tmp_path: Path, viewer) -> None:
    """Seen from the other seat, a blocker paired with an attacker (both on the table) reads
    as the move itself ("Talos blocks Satyr"), not as the question it answered; a card
    played from a hand is still told only by what the log said of it."""
    state = bot_game("bellum", 3)
    tl = ReplayTimeline.of_state(state)
    pairs = [i for i, (_, a) in enumerate(tl.moves, start=1) if a.kind == "pair"]
    plays = [
        i
        for i, (seat, a) in enumerate(tl.moves, start=1)
        if a.kind == "play" and a.source in tl.state_at(i - 1).zones[f"hand.{seat}"]
    ]
    assert pairs and plays
    assert tl.public_move_text(pairs[0]) == tl.move_text(pairs[0])
    assert tl.public_move_text(plays[0]) is None
    app, d, scene = viewer(saved(state, tmp_path), position=pairs[0])
    mover = tl.move_seat(pairs[0])
    key(d, pygame.K_1 + (1 - mover))  # seen from the other seat
    assert scene.move_words().endswith(tl.move_text(pairs[0]))
    assert "answered" not in scene.move_words()


def test_a_replays_empty_zones_say_what_is_there_not_what_to_do(tmp_path: Path, viewer) -> None:
    """At the deal of a Bellum replay the creatures' zones are empty: they say "No creatures
    or relics in play", without the table's "drag a creature or relic here", which a replay
    cannot do."""
    from tests.ui.table_helpers import texts_drawn

    state = bot_game("bellum", 3, moves=2)
    app, d, scene = viewer(saved(state, tmp_path), position=0)
    with texts_drawn(scene.res) as drawn:
        d.resize(app.size)  # the replay laid out and drawn anew
        d.frames(2)
    assert "No creatures or relics in play" in drawn
    assert not any("drag a creature" in w for w in drawn), drawn


def test_the_next_decision_names_its_player_not_you(tmp_path: Path, viewer) -> None:
    """At the deal of a Bahamut Dispute replay whose coin toss Player 2 won, the viewer is no
    player: the panel says "Next, Player 2 (bot) decides: Player 2 won the coin toss...",
    never "...decides: You won the coin toss" (a tester's report)."""
    state = bot_game("bahamut-dispute", 0, moves=3)
    assert state.history[0][0] == 1  # Player 2 won the toss
    app, d, scene = viewer(saved(state, tmp_path), position=0)
    hint = scene.prompt_texts()[2]
    assert "Player 2 won the coin toss" in hint and "You won" not in hint, hint
