"""Colours and sizes of the table, in one place (the look is data, not scattered literals)."""

from __future__ import annotations

INK = (246, 236, 210)  # main text on dark panels
MUTED = (186, 172, 146)
GOLD = (226, 184, 92)
GOLD_DARK = (120, 86, 30)
PANEL = (20, 16, 26)
PANEL_EDGE = (120, 96, 56)
ZONE_FILL = (0, 0, 0, 46)
ZONE_EDGE = (214, 190, 140, 70)
GLOW = (255, 216, 90)
GLOW_OK = (120, 230, 150)
DAMAGE = (230, 50, 40)
GAIN = (110, 220, 140)
FOCUS = (170, 110, 240)  # the card a decision is about; a token without a picture
NOPE = FOCUS  # the older name, still used by games' tables
TOAST_BG = (60, 18, 18)
TOAST_EDGE = (230, 110, 90)
FELT_TOP = (36, 90, 76)
FELT_BOTTOM = (10, 26, 21)
BUTTON = (44, 30, 60)
BUTTON_HOVER = (70, 50, 96)
BUTTON_PRIMARY = (214, 166, 64)
BUTTON_PRIMARY_HOVER = (240, 196, 96)
BUTTON_TEXT_DARK = (30, 18, 6)


MIN_TEXT = 12  # the smallest text a player must read, in pixels (tests/ui/test_text_size.py)


def text_px(base: float, scale: float) -> int:
    """A text size: ``base`` reference pixels at ``scale``, never under :data:`MIN_TEXT`."""
    return max(MIN_TEXT, round(base * scale))


def scale_of(size: tuple[int, int], ref: tuple[int, int] = (1920, 1080)) -> float:
    """One scale factor for text and strokes: the tighter of the two axes."""
    return min(size[0] / ref[0], size[1] / ref[1])


def px(base: float, scale: float, minimum: int = 1) -> int:
    """``base`` reference pixels at ``scale``, never below ``minimum``."""
    return max(minimum, round(base * scale))
