"""The player's settings, kept between runs.

Settings live as JSON in the user's config folder. A missing or damaged file gives the
defaults, and a damaged or out-of-range value gives that value's default: a settings file must
never stop the app from starting. The screen that changes them is
``tabletop.ui.settings_screen.SettingsOverlay`` (kept apart so that ``tabletop play`` starts
without loading pygame_gui).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from tabletop.ui import storage

SETTINGS_NAME = "settings.json"
MAX_BOT_DELAY = 2.0
PALETTES = ("standard", "colour-blind")

# name -> (lowest, highest) for the numbers; a value outside is clamped into the range
RANGES: dict[str, tuple[float, float]] = {
    "bot_delay": (0.0, MAX_BOT_DELAY),
    "ui_scale": (0.8, 1.5),
    "animation_speed": (0.25, 4.0),
    "volume": (0.0, 1.0),
}


@dataclass
class Settings:
    """What the player can change. Every field has a default that a new player gets."""

    bot_delay: float = 0.5  # seconds a bot waits before each action, so people can follow
    animations: bool = True
    fullscreen: bool = False
    ui_scale: float = 1.0  # text and interface size: a factor on the app's own scale
    palette: str = "standard"  # or "colour-blind" (see PALETTES)
    animation_speed: float = 1.0  # 2.0 plays animations twice as fast
    volume: float = 0.7
    muted: bool = False
    guide: bool = True  # the first-game guide, for games in which it has not finished yet
    guide_done: list[str] = field(default_factory=list)  # game ids whose guide has finished
    auto_end_turn: bool = False  # end the turn by itself when only "end the turn" is left
    auto_pass: bool = False  # pass by itself in a reaction window where nothing can be played
    hints: bool = True  # the Hint button at the table

    @staticmethod
    def path() -> Path:
        return storage.config_dir() / SETTINGS_NAME

    @classmethod
    def load(cls) -> Settings:
        """The saved settings, or the defaults for anything missing or malformed."""
        try:  # read_regular: a pipe or a device there is refused, never waited on
            raw = json.loads(storage.read_regular(cls.path()).decode("utf-8"))
        except (OSError, ValueError, RecursionError):  # LoadError is a ValueError; nested
            return cls()  # past all reason: the defaults too
        return cls.from_json(raw)

    @classmethod
    def from_json(cls, raw: Any) -> Settings:
        out = cls()
        if not isinstance(raw, dict):
            return out
        for f in fields(cls):
            value = raw.get(f.name)
            default = getattr(out, f.name)
            if isinstance(default, bool):
                if isinstance(value, bool):
                    setattr(out, f.name, value)
            elif isinstance(default, float):
                if isinstance(value, (int, float)) and not isinstance(value, bool):
                    if value == value:  # not NaN
                        low, high = RANGES.get(f.name, (float("-inf"), float("inf")))
                        setattr(out, f.name, max(low, min(high, float(value))))
            elif isinstance(default, list):
                if isinstance(value, list):
                    setattr(out, f.name, [v for v in value if isinstance(v, str)][:64])
            elif f.name == "palette":
                if value in PALETTES:
                    out.palette = value
        return out

    def save(self) -> bool:
        """Write the settings; False (and no exception) when the folder is not writable."""
        try:
            storage.write_atomic(self.path(), json.dumps(asdict(self), indent=2) + "\n")
        except OSError:
            return False
        return True

    def copy(self) -> Settings:
        return Settings.from_json(asdict(self))
