"""A recorder of every text the app draws, for the test that no text a player reads is tiny.

Off by default and free then (one ``is None`` test per text). A test switches it on with
:func:`recording`, names the screen it is looking at with :meth:`TextProbe.screen`, runs frames,
and reads :attr:`TextProbe.records`: each text with its font size in pixels *as shown* and the
screen it was drawn on.

Where text is made:
- our own text goes through :meth:`Resources.text` (every call is recorded, cached or not, so a
  text drawn each frame is seen on every screen that draws it);
- pygame_gui renders its own text with its font objects: while recording, their two render
  methods are wrapped, so the sizes recorded are the ones pygame_gui really uses (the theme's
  sizes times the app's scale);
- text drawn onto a surface that is then scaled when shown (a picture scaled to fit) is recorded
  at its drawn size times :func:`shown_at`'s factor;
- text that may be small because hovering or a tooltip is not the only way to read what it
  says is drawn inside :func:`exempt` with the reason, and is recorded as exempt, not skipped.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class TextRecord:
    """One text drawn: its words, its size as shown (pixels), where and why it may be small."""

    text: str
    size: float
    screen: str
    source: str  # "text" (Resources.text) or "gui" (pygame_gui)
    exempt: str | None = None

    def __str__(self) -> str:
        note = f" (exempt: {self.exempt})" if self.exempt else ""
        return f"{self.size:g} px {self.text!r} on {self.screen} [{self.source}]{note}"


@dataclass
class TextProbe:
    """The records of one recording session."""

    records: list[TextRecord] = field(default_factory=list)
    current: str = "?"
    _factors: list[float] = field(default_factory=list)
    _exempt: list[str] = field(default_factory=list)
    _seen: set[tuple] = field(default_factory=set)

    @contextmanager
    def screen(self, name: str) -> Iterator[TextProbe]:
        """Texts drawn inside are recorded as drawn on screen ``name``."""
        before, self.current = self.current, name
        try:
            yield self
        finally:
            self.current = before

    def add(self, text: str, size: float, source: str) -> None:
        text = text.strip()
        if not text:
            return
        factor = 1.0
        for f in self._factors:
            factor *= f
        shown = round(size * factor, 2)
        why = self._exempt[-1] if self._exempt else None
        key = (text, shown, self.current, source, why)
        if key in self._seen:  # the same text drawn again every frame: one record
            return
        self._seen.add(key)
        self.records.append(TextRecord(text, shown, self.current, source, why))

    def under(self, limit: float, screen: str | None = None) -> list[TextRecord]:
        """Texts smaller than ``limit`` px that are not exempt (on ``screen`` when given)."""
        return [
            r
            for r in self.records
            if r.size < limit and r.exempt is None and (screen is None or r.screen == screen)
        ]

    def screens(self) -> list[str]:
        return list(dict.fromkeys(r.screen for r in self.records))


_probe: TextProbe | None = None


def record(text: str, size: float, source: str = "text") -> None:
    """Note a text rendered at ``size`` px (nothing when no probe is on)."""
    if _probe is not None:
        _probe.add(text, size, source)


def active() -> TextProbe | None:
    return _probe


@contextmanager
def shown_at(factor: float) -> Iterator[None]:
    """Texts drawn inside end up scaled by ``factor`` on screen."""
    if _probe is None:
        yield
        return
    _probe._factors.append(float(factor))
    try:
        yield
    finally:
        _probe._factors.pop()


@contextmanager
def exempt(reason: str) -> Iterator[None]:
    """Texts drawn inside may be small: ``reason`` says where the same words are readable."""
    if _probe is None:
        yield
        return
    _probe._exempt.append(reason)
    try:
        yield
    finally:
        _probe._exempt.pop()


def _gui_font_classes() -> list[type]:
    try:
        from pygame_gui.core.gui_font_freetype import GUIFontFreetype
        from pygame_gui.core.gui_font_pygame import GUIFontPygame
    except ImportError:  # pragma: no cover - pygame_gui is a dependency
        return []
    return [GUIFontPygame, GUIFontFreetype]


def _wrap(method: Callable[..., Any]) -> Callable[..., Any]:
    def recorded(self: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        record(text, self.get_point_size(), "gui")
        return method(self, text, *args, **kwargs)

    recorded.__wrapped__ = method  # type: ignore[attr-defined]
    return recorded


@contextmanager
def recording() -> Iterator[TextProbe]:
    """Record every text drawn until the block ends (pygame_gui's fonts included)."""
    global _probe
    probe = TextProbe()
    saved: list[tuple[type, str, Any]] = []
    for cls in _gui_font_classes():
        for name in ("render_premul", "render_premul_to"):
            method = cls.__dict__.get(name)
            if method is not None:
                saved.append((cls, name, method))
                setattr(cls, name, _wrap(method))
    _probe = probe
    try:
        yield probe
    finally:
        _probe = None
        for cls, name, method in saved:
            setattr(cls, name, method)
