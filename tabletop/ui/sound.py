"""Sound effects: our own short sounds (``art/sounds/*.wav``, made by
``art/tools/make_sounds.py``) played through ``pygame.mixer`` at the player's volume, unless
muted.

Which sound an event plays: :data:`GENERIC` for the kit's own kinds of event (a card moved, a
die rolled), over which each game's table part may lay its own mapping, ``SOUNDS`` in
``tabletop/ui/games/<game>/sounds.py`` (an event kind -> a sound's name, or None for silence).
The chime (``turn``) sounds when a decision waits for a person after a bot acted.

Sound must never cost a frame: the mixer is started and the files are loaded on a worker
thread, after the first frame is drawn (start-up time matters), and until they are ready a
sound is simply not played. Without an audio device (a headless run, a mixer that fails to
start) the board is silently off; a failure while playing turns it off too.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from functools import cache
from importlib import import_module
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from tabletop.rules import Event
    from tabletop.ui.settings import Settings

NAMES = ("card", "dice", "hit", "plunder", "bell", "turn", "click")
GENERIC = MappingProxyType(
    {
        "move": "card",
        "shuffle": "card",
        "reshuffle": "card",
        "roll": "dice",
        "reroll": "dice",
    }
)
MIN_GAP = 0.06  # seconds between two plays of one sound: a burst of events makes one sound
RATE = 22050


class Backend(Protocol):
    """What plays sounds: the mixer, or a fake one in tests."""

    def start(self) -> None: ...  # raises when there is no audio

    def load(self, name: str, path: Path) -> None: ...

    def play(self, name: str, volume: float) -> None: ...

    def stop(self) -> None: ...


class MixerBackend:
    """pygame.mixer: mono 22050 Hz 16-bit, as the files are."""

    def __init__(self) -> None:
        self.sounds: dict[str, Any] = {}

    def start(self) -> None:
        import pygame

        pygame.mixer.pre_init(RATE, -16, 1, 512)
        pygame.mixer.init()
        if pygame.mixer.get_init() is None:
            raise RuntimeError("no audio")

    def load(self, name: str, path: Path) -> None:
        import pygame

        self.sounds[name] = pygame.mixer.Sound(str(path))

    def play(self, name: str, volume: float) -> None:
        sound = self.sounds.get(name)
        if sound is not None:
            sound.set_volume(volume)
            sound.play()

    def stop(self) -> None:
        import pygame

        self.sounds.clear()
        if pygame.mixer.get_init() is not None:
            pygame.mixer.quit()


def sound_path(name: str) -> Path:
    from tabletop.ui.resources import ROOT

    return ROOT / "art" / "sounds" / f"{name}.wav"


@cache
def mapping_for(game_id: str) -> dict[str, str | None]:
    """Event kind -> sound for ``game_id``: the generic mapping under the game's own."""
    out: dict[str, str | None] = dict(GENERIC)
    from tabletop.ui.games import package_name

    name = f"{package_name(game_id)}.sounds"
    try:
        module = import_module(name)
    except ModuleNotFoundError as err:
        if err.name not in (name, package_name(game_id)):
            raise  # a broken import inside the game's module is a bug
        return out
    out.update(getattr(module, "SOUNDS", {}))
    return out


def sound_for(game_id: str, event: Event) -> str | None:
    """The sound ``event`` plays at ``game_id``'s table, if any."""
    return mapping_for(game_id).get(event.kind)


class SoundBoard:
    """The app's sounds: started off the main thread, played at the settings' volume."""

    def __init__(
        self,
        settings: Callable[[], Settings | None],
        backend: Callable[[], Backend] = MixerBackend,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._settings = settings
        self._make_backend = backend
        self._clock = clock
        self._backend: Backend | None = None
        self._thread: threading.Thread | None = None
        self.state = "off"  # off, starting, ready, failed
        self._last: dict[str, float] = {}

    # ----- starting ----------------------------------------------------------------------------

    def start(self, wait: bool = False) -> None:
        """Start the mixer and load the sounds on a worker thread (``wait``: here and now)."""
        if self.state != "off":
            return
        self.state = "starting"
        if wait:
            self._start()
            return
        self._thread = threading.Thread(target=self._start, name="sound", daemon=True)
        self._thread.start()

    def _start(self) -> None:
        try:
            backend = self._make_backend()
            backend.start()
            for name in NAMES:
                path = sound_path(name)
                if path.is_file():
                    backend.load(name, path)
        except Exception:  # no device, no driver, a damaged file: no sound, never a crash
            self.state = "failed"
            return
        self._backend = backend
        self.state = "ready"

    def wait(self, timeout: float = 5.0) -> None:
        """Until the worker is done (tests)."""
        if self._thread is not None:
            self._thread.join(timeout)

    # ----- playing -----------------------------------------------------------------------------

    def volume(self) -> float:
        """The volume to play at now: 0 when muted or without settings."""
        s = self._settings()
        if s is None or s.muted:
            return 0.0
        return max(0.0, min(1.0, float(s.volume)))

    def play(self, name: str) -> bool:
        """Play ``name`` now if sound is on and ready; True if it was played."""
        volume = self.volume()
        if volume <= 0.0 or name not in NAMES:
            return False
        if self.state == "off":
            self.start()  # the first sound wanted starts the mixer; it plays from the next
            return False
        if self.state != "ready" or self._backend is None:
            return False
        now = self._clock()
        if now - self._last.get(name, float("-inf")) < MIN_GAP:
            return False
        self._last[name] = now
        try:
            self._backend.play(name, volume)
        except Exception:
            self.state = "failed"
            return False
        return True

    def event(self, game_id: str, event: Event) -> str | None:
        """Play the sound of ``event`` at ``game_id``'s table; the sound's name if played."""
        name = sound_for(game_id, event)
        if name is not None and self.play(name):
            return name
        return None

    def close(self) -> None:
        """Stop the sounds (waiting a moment for a start still under way)."""
        if self._thread is not None and self._thread.is_alive():
            self._thread.join(0.5)
        backend, self._backend = self._backend, None
        self.state = "off" if self.state != "failed" else "failed"
        if backend is not None:
            try:
                backend.stop()
            except Exception:
                pass


# ----- the table's hooks ----------------------------------------------------------------------


def board_of(app: Any) -> SoundBoard | None:
    board = getattr(app, "sound", None)
    return board if isinstance(board, SoundBoard) else None


def table_event(scene: Any, event: Event) -> None:
    """An event's animation begins at the table: its sound."""
    board = board_of(getattr(scene, "app", None))
    if board is not None:
        board.event(scene.game.id, event)


def after_actions(scene: Any) -> None:
    """The table is ready for the next decision: the chime when it is a person's after a bot
    acted (once per action)."""
    board = board_of(getattr(scene, "app", None))
    state = scene.state
    decision = state.decision
    if board is None or decision is None or not state.history:
        return
    if not scene.seats[decision.seat].is_human:
        return
    last_seat = state.history[-1][0]
    if not 0 <= last_seat < len(scene.seats) or scene.seats[last_seat].is_human:
        return
    mark = len(state.history)
    if getattr(scene, "_chimed_at", None) == mark:
        return
    scene._chimed_at = mark
    board.play("turn")


def click(app: Any) -> None:
    """A button was pressed."""
    board = board_of(app)
    if board is not None:
        board.play("click")
