"""The player's settings: bot pace, animations, fullscreen.

Settings live as JSON in the user's config folder. A missing or damaged file gives the
defaults: a settings file must never stop the app from starting. The screen that changes them
is ``tabletop.ui.menu.SettingsOverlay`` (kept apart so that ``tabletop play`` starts without
loading pygame_gui).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from tabletop.ui import storage

SETTINGS_NAME = "settings.json"
MAX_BOT_DELAY = 2.0


@dataclass
class Settings:
    """What the player can change; the table reads ``bot_delay`` and ``animations``."""

    bot_delay: float = 0.5  # seconds a bot waits before each action, so people can follow
    animations: bool = True
    fullscreen: bool = False

    @staticmethod
    def path() -> Path:
        return storage.config_dir() / SETTINGS_NAME

    @classmethod
    def load(cls) -> Settings:
        """The saved settings, or the defaults for anything missing or malformed."""
        try:
            raw = json.loads(cls.path().read_text("utf-8"))
        except (OSError, ValueError):
            return cls()
        return cls.from_json(raw)

    @classmethod
    def from_json(cls, raw: Any) -> Settings:
        out = cls()
        if not isinstance(raw, dict):
            return out
        delay = raw.get("bot_delay")
        if isinstance(delay, (int, float)) and not isinstance(delay, bool):
            out.bot_delay = max(0.0, min(MAX_BOT_DELAY, float(delay)))
        for name in ("animations", "fullscreen"):
            if isinstance(raw.get(name), bool):
                setattr(out, name, raw[name])
        return out

    def save(self) -> bool:
        """Write the settings; False (and no exception) when the folder is not writable."""
        try:
            storage.write_atomic(self.path(), json.dumps(asdict(self), indent=2) + "\n")
        except OSError:
            return False
        return True

    def copy(self) -> Settings:
        return Settings(**{f.name: getattr(self, f.name) for f in fields(self)})
