"""Small pictures of the table, kept beside saves (``<save>.png``) for the Save and Load lists.

A picture is drawn from the table scene onto a surface of its own (never the dimmed window
under a menu) and scaled down to :data:`SIZE`. It is made only when a person saves, leaves the
table or quits (a few milliseconds), never in a frame of play. A missing or broken picture is
no error: the list draws a plain frame instead.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from tabletop.ui.app import App

SIZE = (320, 180)  # 16:9, sharp at the list's size up to 1920x1080


def table_picture(app: App) -> pygame.Surface | None:
    """The table as it is now, small; None when no table is showing."""
    scene = app.scene
    if app.game is None or scene is None or not hasattr(scene, "state"):
        return None
    full = pygame.Surface(app.size)
    try:
        scene.draw(full)
    except Exception:  # a picture is a nicety: never fail a save for it
        return None
    return pygame.transform.smoothscale(full, fit(app.size))


def fit(size: tuple[int, int], box: tuple[int, int] = SIZE) -> tuple[int, int]:
    """``size`` scaled to fit in ``box``, keeping its shape."""
    scale = min(box[0] / max(1, size[0]), box[1] / max(1, size[1]))
    return max(1, round(size[0] * scale)), max(1, round(size[1] * scale))


def write(picture: pygame.Surface | None, path: Path) -> bool:
    """Write ``picture`` as a PNG, atomically (a temp file, then a rename); False on failure."""
    if picture is None:
        return False
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # ".NAME.xxxxxxxx.tmp.png": a start of the app removes one that a kill left behind
        # (storage.remove_stale_temps); pygame writes the format its last suffix names
        fd, tmp = tempfile.mkstemp(prefix="." + path.stem + ".", suffix=".tmp.png", dir=path.parent)
        os.close(fd)
        try:
            pygame.image.save(picture, tmp)
            os.replace(tmp, path)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
    except (OSError, pygame.error):
        return False
    return True


def load(path: Path, size: tuple[int, int]) -> pygame.Surface | None:
    """The picture at ``path`` scaled to fit ``size``; None when there is none or it is bad."""
    try:
        image = pygame.image.load(str(path))
    except (OSError, pygame.error, FileNotFoundError):
        return None
    if pygame.display.get_surface() is not None:
        image = image.convert()
    return pygame.transform.smoothscale(image, fit(image.get_size(), size))
