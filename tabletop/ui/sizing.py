"""The player's text and interface size (setting ``ui_scale``) turned into each screen's scale,
and re-laying out every screen when a setting that changes the look is changed.

Why a module of its own: the app's screens, its toasts and the table all read one factor, and
each clamps it where its own layout would overflow the window (a full-window screen laid out
for the window cannot grow; a panel over it can, until it reaches the window's edges).
"""

from __future__ import annotations

import math
from typing import Any

from tabletop.ui import palette
from tabletop.ui.settings import RANGES
from tabletop.ui.widgets import ui_scale

TABLE_MAX_FACTOR = 1.1  # the table's zones keep their size: its text and chrome grow this far (more
# overflows the tightest panels, Bellwake's prompt and its cards' stat circles, at any window size)
TOAST_MAX_FACTOR = 1.25
MARGIN = 40  # design pixels kept free around a panel that grows


def factor(app: Any) -> float:
    """The player's size factor (1.0 when the app has no settings, as in some tests)."""
    value = getattr(getattr(app, "settings", None), "ui_scale", 1.0)
    low, high = RANGES["ui_scale"]
    try:
        return max(low, min(high, float(value)))
    except (TypeError, ValueError):
        return 1.0


def scene_scale(
    app: Any,
    size: tuple[int, int],
    base: tuple[int, int],
    content: tuple[int, int] | None = None,
) -> float:
    """The scale of a screen designed for ``base`` whose ``content`` (design size, default
    ``base``) must fit in ``size``: the window's own scale times the player's factor, but never
    so big that the content leaves the window."""
    base_scale = ui_scale(size, base)
    f = factor(app)
    if abs(f - 1.0) < 1e-9:
        return base_scale
    want = base_scale * f
    if f > 1.0:
        cw, ch = content or base
        fit = min(size[0] / max(1, cw + 2 * MARGIN), size[1] / max(1, ch + 2 * MARGIN))
        want = min(want, max(base_scale, fit))
        return max(base_scale, math.floor(want * 20 + 1e-6) / 20)
    return max(0.5, round(want * 20) / 20)


def table_scale(app: Any, base_scale: float) -> float:
    """The table's scale for text and chrome: its layout's scale times the factor, at most
    ``TABLE_MAX_FACTOR`` (the zones do not grow, so bigger text would overflow them)."""
    return base_scale * min(TABLE_MAX_FACTOR, factor(app))


def app_scale(app: Any, size: tuple[int, int]) -> float:
    """The scale of the app's own chrome (toasts, at most ``TOAST_MAX_FACTOR`` bigger: a toast
    lies over the table and must not hide it)."""
    return round(ui_scale(size) * min(TOAST_MAX_FACTOR, factor(app)) * 20) / 20


def relayout(app: Any) -> None:
    """Every screen lays itself out again (a new size, new colours): as after a resize."""
    resized = getattr(app, "_resized", None)
    if resized is not None:
        resized()


def apply_palette(app: Any) -> None:
    """Switch to the palette in the settings and drop every picture drawn in the old one."""
    settings = getattr(app, "settings", None)
    new = getattr(settings, "palette", palette.STANDARD)
    if new == palette.mode():
        return
    palette.set_mode(new)
    res = getattr(app, "res", None)
    if res is not None:
        res.forget_images()
    relayout(app)
