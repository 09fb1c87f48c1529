"""Colours that carry meaning, in the standard palette and in a colour-blind one.

A game's table registers each set of colours a player must tell apart (a game's factions, the
seats' colours, ...) once, with both variants, and draws with
``palette.colours(key)``: the setting ``palette`` of :class:`tabletop.ui.settings.Settings`
picks the variant. Colours kept in module constants (``theme.GLOW``, a list of seat colours, a
dict of log colours) are :func:`bind`-ed instead: the palette rewrites them in place whenever
the mode changes, so the code that draws with them stays as it is. A set holds only colours
that are seen together and must not be confused (an error's red and a legal target's glow);
colours that never meet may share a look. Keeping every set here, by name, lets one test check
all of them against simulations of deuteranopia and protanopia.
"""

from __future__ import annotations

from collections.abc import MutableMapping
from typing import Any

Color = tuple[int, int, int]
STANDARD = "standard"
COLOUR_BLIND = "colour-blind"

# Okabe & Ito (2008), the usual colour-blind-safe set: a starting point for the variants.
OKABE_ITO: dict[str, Color] = {
    "orange": (230, 159, 0),
    "sky": (86, 180, 233),
    "green": (0, 158, 115),
    "yellow": (240, 228, 66),
    "blue": (0, 114, 178),
    "vermillion": (213, 94, 0),
    "purple": (204, 121, 167),
}

_mode = STANDARD
_sets: dict[str, tuple[dict[str, Color], dict[str, Color]]] = {}
_generation = 0  # bumped when the mode changes, so that caches keyed on it refill
_bindings: list[tuple[str, Any, dict[str, str] | None]] = []


def register(key: str, standard: dict[str, Color], colour_blind: dict[str, Color]) -> None:
    """Declare a set of colours a player must tell apart (both variants, the same names)."""
    if set(standard) != set(colour_blind):
        raise ValueError(f"palette {key!r}: both variants must name the same colours")
    _sets[key] = (dict(standard), dict(colour_blind))


def colours(key: str) -> dict[str, Color]:
    """The set ``key`` in the palette now in use."""
    standard, colour_blind = _sets[key]
    return colour_blind if _mode == COLOUR_BLIND else standard


def registered() -> dict[str, tuple[dict[str, Color], dict[str, Color]]]:
    """Every registered set, both variants (for the colour-blindness test)."""
    return dict(_sets)


def mode() -> str:
    return _mode


def generation() -> int:
    """A number that changes whenever the palette does (a cache key for drawn surfaces)."""
    return _generation


def set_mode(new: str) -> None:
    """Switch the palette (the app calls this from the settings)."""
    global _mode, _generation
    if new not in (STANDARD, COLOUR_BLIND):
        new = STANDARD
    if new != _mode:
        _mode = new
        _generation += 1
        for key, target, names in _bindings:
            _fill(key, target, names)


def bind(key: str, target: Any, names: dict[str, str] | None = None) -> None:
    """Keep ``target`` in the colours of set ``key`` now and after every change of mode.

    ``target``: a list (gets the set's colours in order), a dict or a module or object
    (``names`` maps each of its keys or attributes to a colour's name in the set; without it,
    the colours' own names)."""
    if key not in _sets:
        raise KeyError(f"palette {key!r} is not registered")
    names = dict(names) if names else None
    if names and not set(names.values()) <= set(_sets[key][0]):
        raise ValueError(
            f"palette {key!r} has no colour {set(names.values()) - set(_sets[key][0])}"
        )
    _bindings.append((key, target, names))
    _fill(key, target, names)


def _fill(key: str, target: Any, names: dict[str, str] | None) -> None:
    now = colours(key)
    if isinstance(target, list):
        target[:] = list(now.values())
        return
    for attr, name in (names or {n: n for n in now}).items():
        if isinstance(target, MutableMapping):
            target[attr] = now[name]
        else:
            setattr(target, attr, now[name])
