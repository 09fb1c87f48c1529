"""Sound: the files are ours and valid, each event kind plays the right sound for real events
of every game, the chime sounds when a person decides after a bot, volume and mute are obeyed,
nothing crashes or waits without an audio device, and the packaged app takes the sounds."""

from __future__ import annotations

import fnmatch
import importlib.util
import re
import wave
from pathlib import Path

import pygame
import pytest

import tabletop.ai
import tabletop.games
from tabletop.ui import sound
from tabletop.ui.app import App
from tabletop.ui.scene import Seat
from tabletop.ui.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
SOUNDS = ROOT / "art" / "sounds"


class FakeMixer:
    """Records what would be played (a stand-in for pygame.mixer)."""

    def __init__(self) -> None:
        self.loaded: dict[str, Path] = {}
        self.played: list[tuple[str, float]] = []
        self.stopped = False

    def start(self) -> None:
        pass

    def load(self, name: str, path: Path) -> None:
        self.loaded[name] = path

    def play(self, name: str, volume: float) -> None:
        self.played.append((name, volume))

    def stop(self) -> None:
        self.stopped = True

    def names(self) -> list[str]:
        return [name for name, _ in self.played]


class Ticker:
    """A clock that moves a second per reading: no two plays fall in one burst."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


def fake_board(settings: Settings, clock=None) -> tuple[sound.SoundBoard, FakeMixer]:
    mixer = FakeMixer()
    board = sound.SoundBoard(lambda: settings, backend=lambda: mixer, clock=clock or Ticker())
    board.start(wait=True)
    assert board.state == "ready"
    return board, mixer


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(folder))
    return folder


# ----- the files ------------------------------------------------------------------------------


@pytest.mark.parametrize("name", sound.NAMES)
def test_each_sound_is_a_small_mono_16_bit_wav(name: str) -> None:
    path = SOUNDS / f"{name}.wav"
    assert path.is_file()
    assert path.stat().st_size < 100_000
    with wave.open(str(path), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        seconds = w.getnframes() / w.getframerate()
        frames = w.readframes(w.getnframes())
    assert 0.02 < seconds < 2.0
    peak = max(
        abs(int.from_bytes(frames[i : i + 2], "little", signed=True))
        for i in range(0, len(frames), 2)
    )
    assert 8000 < peak < 32767  # audible and not clipped


def test_the_script_makes_exactly_the_committed_files(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "art/tools/make_sounds.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert set(module.SOUNDS) == set(sound.NAMES)
    assert module.main(["--check"]) == 0
    assert module.main(["--out", str(tmp_path)]) == 0
    for name in sound.NAMES:
        assert (tmp_path / f"{name}.wav").read_bytes() == (SOUNDS / f"{name}.wav").read_bytes()


def test_the_packaged_app_collects_the_sounds() -> None:
    spec = (ROOT / "build" / "tabletop.spec").read_text("utf-8")
    match = re.search(r'tree\("art", \(([^)]*)\)\)', spec)
    assert match, "the spec collects art/ with tree()"
    patterns = re.findall(r'"([^"]+)"', match.group(1))
    for path in SOUNDS.iterdir():
        assert any(fnmatch.fnmatch(path.name, p) for p in patterns), path.name


# ----- which event plays which sound ----------------------------------------------------------

EXPECTED = {  # game -> event kind -> sound, each seen in real games below
    "bahamut-dispute": {"move": "card", "damage": "hit", "shuffle": "card"},
    "bellum": {"move": "card", "plunder": "plunder", "damage": "hit", "buy": "card"},
    "bellwake": {"move": "card", "hush": "bell", "toll": "bell", "attack": "hit"},
    "para-bellum": {"place": "card", "roll": "dice", "reroll": "dice", "die_removed": "hit"},
}


def real_events(game_id: str, kinds: set[str], seeds: int = 4) -> dict[str, object]:
    """One real event of each kind in ``kinds`` from random games of ``game_id``."""
    game = tabletop.games.get(game_id)
    found: dict[str, object] = {}
    for seed in range(seeds):
        state = game.setup(seed, players=min(game.player_counts))
        bot = tabletop.ai.get("random", seed=seed)
        for _ in range(3000):
            if state.is_over or kinds <= found.keys():
                break
            decision = state.decision
            for event in state.apply(bot.choose(state.view(decision.seat))):
                if event.kind in kinds:
                    found.setdefault(event.kind, event)
        if kinds <= found.keys():
            break
    return found


@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_real_events_play_their_sounds(game_id: str) -> None:
    expected = EXPECTED[game_id]
    events = real_events(game_id, set(expected))
    assert events.keys() == expected.keys()
    board, mixer = fake_board(Settings(volume=0.5))
    for kind, event in events.items():
        assert board.event(game_id, event) == expected[kind], kind
    assert mixer.names() == [expected[k] for k in events]
    silent = real_events(game_id, {"turn", "info", "round"}, seeds=1)
    for event in silent.values():  # the kinds without a sound stay silent
        assert board.event(game_id, event) is None


def test_every_games_mapping_names_real_sounds() -> None:
    for game_id in tabletop.games.ids():
        for kind, name in sound.mapping_for(game_id).items():
            assert name is None or name in sound.NAMES, (game_id, kind)


# ----- volume, mute, bursts -------------------------------------------------------------------


def test_volume_and_mute_are_obeyed_as_they_change() -> None:
    settings = Settings(volume=0.3)
    board, mixer = fake_board(settings)
    assert board.play("card")
    settings.volume = 0.9
    assert board.play("dice")
    settings.muted = True
    assert not board.play("bell")
    settings.muted, settings.volume = False, 0.0
    assert not board.play("bell")
    assert mixer.played == [("card", 0.3), ("dice", 0.9)]


def test_a_burst_of_events_makes_one_sound() -> None:
    times = iter([0.0, 0.01, 0.02, 1.0])
    board, mixer = fake_board(Settings(), clock=lambda: next(times))
    assert [board.play("card") for _ in range(4)] == [True, False, False, True]
    assert mixer.names() == ["card", "card"]


# ----- no audio -------------------------------------------------------------------------------


def test_a_mixer_that_fails_to_start_leaves_sound_off_without_a_crash() -> None:
    class NoAudio(FakeMixer):
        def start(self) -> None:
            raise pygame.error("No available audio device")

    board = sound.SoundBoard(lambda: Settings(), backend=NoAudio)
    board.start()
    board.wait()
    assert board.state == "failed"
    assert not board.play("card")
    board.close()


def test_a_failure_while_playing_turns_sound_off() -> None:
    class Broken(FakeMixer):
        def play(self, name: str, volume: float) -> None:
            raise pygame.error("device lost")

    board = sound.SoundBoard(lambda: Settings(), backend=Broken, clock=Ticker())
    board.start(wait=True)
    assert not board.play("card")
    assert board.state == "failed" and not board.play("card")


def test_the_real_mixer_without_a_device(monkeypatch: pytest.MonkeyPatch) -> None:
    """Under the dummy audio driver the mixer starts and plays silently; with init failing it is
    off. Neither raises."""
    board = sound.SoundBoard(lambda: Settings())
    board.start()
    board.wait()
    assert board.state in ("ready", "failed")
    if board.state == "ready":  # pygame read every file
        assert sorted(board._backend.sounds) == sorted(sound.NAMES)
    board.play("click")
    board.close()

    def fail(*args: object, **kwargs: object) -> None:
        raise pygame.error("mixer not available")

    monkeypatch.setattr(pygame.mixer, "init", fail)
    off = sound.SoundBoard(lambda: Settings())
    off.start(wait=True)
    assert off.state == "failed" and not off.play("click")


def test_the_mixer_is_not_started_before_the_first_frame(data_dir: Path) -> None:
    app = App((1280, 720), realtime=False, raise_errors=True)
    try:
        assert app.sound.state == "off"  # nothing of sound before the first frame
        app.open_launcher()
        app.step()
        assert app.sound.state in ("starting", "ready", "failed")
        app.sound.wait()
    finally:
        app.close()


# ----- at the table ---------------------------------------------------------------------------


def test_the_table_plays_its_events_and_the_chime_after_a_bot(data_dir: Path) -> None:
    settings = Settings(bot_delay=0.0)
    app = App((1280, 720), realtime=False, raise_errors=True, settings=settings)
    try:
        board, mixer = fake_board(settings)
        app.sound = board
        app.start_game("bahamut-dispute", [Seat("human"), Seat("bot")], seed=3)
        table = app.scene
        for _ in range(3000):  # the person plays the first legal action; the bot answers
            app.step()
            decision = table.state.decision
            if "turn" in mixer.names() or decision is None:
                break
            if table.seats[decision.seat].is_human and table.interaction is not None:
                table.apply(decision.actions[0])
        names = mixer.names()
        assert "card" in names  # cards moved (dealt, played)
        assert "turn" in names  # the bot acted, then the person had to decide
        chimes = names.count("turn")
        app.run_frames(5)
        assert mixer.names().count("turn") == chimes  # once per wait, not once per frame
    finally:
        app.close()


def test_the_settings_preview_and_buttons_click(data_dir: Path) -> None:
    settings = Settings()
    app = App((1280, 720), realtime=False, raise_errors=True, settings=settings)
    try:
        board, mixer = fake_board(settings)
        app.sound = board
        app.open_settings()
        app.run_frames(1)
        overlay = app.overlays[-1]
        pos = overlay.rows["auto_pass"].elements["button"].rect.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        app.run_frames(1)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        app.run_frames(2)
        assert settings.auto_pass
        assert "click" in mixer.names()
    finally:
        app.close()
