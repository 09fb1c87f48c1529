"""Card badges, drawn by the kit for any game from the per-card state in the display's data
(``data["card_state"]``, see :mod:`tabletop.rules.cards`):

- counters: a small pill per counter name on the card's left edge, from the top: a coloured
  disc with the number and a short label (the name's first letters);
- flags: a card flagged ``exhausted`` or ``turned`` lies across its place, turned 90 degrees
  clockwise (a row makes room for it); any other flag is a small tag on the card's foot;
- attachments: a card attached to a card of the same zone is tucked under its host, offset
  upwards so that its top edge (its name) shows; the card painters lay them out (base.py).

The display follows the rules' ``counter``, ``flag``, ``attach`` and ``detach`` events
(:func:`follow`), so badges change with their animation step, not only with the next view.
"""

from __future__ import annotations

import zlib
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.ui import palette
from tabletop.ui.table import theme

if TYPE_CHECKING:
    from tabletop.rules import Event
    from tabletop.ui.controller import DisplayModel
    from tabletop.ui.table.scene import TableScene

TURNED = frozenset({"exhausted", "turned"})
COLOURS = [(214, 70, 60), (70, 140, 220), (80, 170, 90), (200, 150, 40), (150, 90, 200)]
# The seats' colours (track markers, counter pills) and the table's signals: a legal target's
# glow, the target under a dragged card, harm and errors, a gain, the card a decision is
# about. Colour-blind: Okabe & Ito's hues moved apart in lightness (tests/ui/test_palette.py).
palette.register(
    "seats",
    dict(zip(("red", "blue", "green", "gold", "purple"), COLOURS, strict=True)),
    {
        "red": (213, 94, 0),
        "blue": (40, 90, 200),
        "green": (86, 180, 233),
        "gold": (240, 228, 66),
        "purple": (240, 240, 240),
    },
)
palette.bind("seats", COLOURS)
palette.register(
    "table",
    {
        "glow": theme.GLOW,
        "drop": theme.GLOW_OK,
        "harm": theme.DAMAGE,
        "gain": theme.GAIN,
        "focus": theme.FOCUS,
    },
    {
        "glow": (255, 218, 93),
        "drop": (243, 244, 243),
        "harm": (210, 92, 0),
        "gain": (86, 182, 236),
        "focus": (60, 90, 220),
    },
)
palette.bind(
    "table",
    theme,
    {
        "GLOW": "glow",
        "GLOW_OK": "drop",
        "DAMAGE": "harm",
        "GAIN": "gain",
        "FOCUS": "focus",
        "NOPE": "focus",
    },
)
EVENTS = frozenset({"counter", "flag", "attach", "detach", "cleared"})
State = dict[str, dict[str, Any]]


def states(display: DisplayModel) -> State:
    """Every card's state in the display (empty for a game that keeps none)."""
    return display.data.get("card_state") or {}


def is_turned(state: State, card: str | None) -> bool:
    return card is not None and not TURNED.isdisjoint(state.get(card, {}).get("flags", ()))


def across(rect: pygame.Rect) -> pygame.Rect:
    """``rect`` turned a quarter round its centre."""
    out = pygame.Rect(0, 0, rect.h, rect.w)
    out.center = rect.center
    return out


def tucked(cards: list[str | None], state: State) -> dict[int, int]:
    """Index of each card attached to another card of ``cards`` -> its host's index (one
    level: a card under a card that is itself tucked lies on its own)."""
    where = {card: i for i, card in enumerate(cards) if card is not None}
    out: dict[int, int] = {}
    for i, card in enumerate(cards):
        host = state.get(card, {}).get("host") if card is not None else None
        if host in where and state.get(host, {}).get("host") not in where:
            out[i] = where[host]
    return out


def guests(cards: list[str | None], under: dict[int, int]) -> dict[int, list[int]]:
    """Host index -> the indexes tucked under it, nearest the host first (attached first)."""
    out: dict[int, list[int]] = {}
    for i, host in sorted(under.items()):
        out.setdefault(host, []).append(i)
    return out


def bottom_first(cards: list[str | None], state: State) -> list[int]:
    """Drawing order: each host after the cards tucked under it (the farthest first)."""
    under = tucked(cards, state)
    if not under:
        return list(range(len(cards)))
    by_host = guests(cards, under)
    order: list[int] = []
    for i in range(len(cards)):
        if i not in under:
            order.extend(reversed(by_host.get(i, [])))
            order.append(i)
    return order


def signature(state: State, cards: tuple[str | None, ...]) -> tuple[Any, ...]:
    """The state of ``cards`` as a hashable value (for a zone's redraw signature)."""
    out = []
    for card in cards:
        entry = state.get(card) if card is not None else None
        if entry:
            counters = tuple(sorted((entry.get("counters") or {}).items()))
            flags = tuple(entry.get("flags") or ())
            out.append(
                (card, counters, flags, tuple(entry.get("attached") or ()), entry.get("host"))
            )
    return tuple(out)


def draw_card(
    scene: TableScene,
    surface: pygame.Surface,
    card: str | None,
    rect: pygame.Rect,
    entry: dict[str, Any],
) -> None:
    """One card (``card`` None: its back) at ``rect``, with the badges of its state."""
    art = scene.art
    flags = entry.get("flags") or ()
    if rect.w > rect.h and not TURNED.isdisjoint(flags):
        shadow = art.shadow(rect.size)
        surface.blit(shadow, shadow.get_rect(center=(rect.centerx + 2, rect.centery + 3)))
        surface.blit(turned_image(scene, card, (rect.h, rect.w)), rect)
    else:
        art.blit_with_shadow(surface, card, rect)
    draw_counters(scene, surface, rect, entry.get("counters") or {})
    others = [f for f in flags if f not in TURNED]
    if others:
        draw_tag(scene, surface, rect, " \u00b7 ".join(others))


def turned_image(scene: TableScene, card: str | None, size: tuple[int, int]) -> pygame.Surface:
    """The face (or back) of ``size`` turned a quarter clockwise (cached with the glows)."""
    key = ("turned", card, size)
    img = scene._glows.get(key)
    if img is None:
        upright = scene.art.face(card, size) if card is not None else scene.art.back(size)
        img = pygame.transform.rotate(upright, -90)
        scene._glows[key] = img
    return img


def colour_of(name: str) -> tuple[int, int, int]:
    return COLOURS[zlib.crc32(name.encode()) % len(COLOURS)]


def short(name: str) -> str:
    """A counter's short label: its first three letters (``+1/+1`` stays as it is)."""
    return name if len(name) <= 5 else name[:3]


def draw_counters(
    scene: TableScene, surface: pygame.Surface, rect: pygame.Rect, counters: dict[str, int]
) -> None:
    """A pill per counter down the card's left edge: the number on a coloured disc, then
    the counter's short label (left out on a card too small for it)."""
    if not counters:
        return
    h = max(18, min(rect.w, rect.h) // 5)  # a readable number on any card
    size = max(theme.MIN_TEXT, h * 2 // 3)
    x, y = rect.x + max(2, h // 6), rect.y + max(2, h // 5)
    for name in sorted(counters):
        number = scene.res.text(str(counters[name]), size, theme.INK, True)
        label = scene.res.text(short(name), max(theme.MIN_TEXT, size * 4 // 5), theme.INK, True)
        w = max(h, number.get_width() + h // 2)
        wide = w + label.get_width() + h // 2 <= rect.w - 2 * (x - rect.x)
        pill = pygame.Rect(x, y, w + (label.get_width() + h // 2 if wide else 0), h)
        pygame.draw.rect(surface, (16, 10, 20), pill, border_radius=h // 2)
        disc = pygame.Rect(x, y, w, h)
        pygame.draw.rect(surface, colour_of(name), disc, border_radius=h // 2)
        pygame.draw.rect(surface, theme.GOLD, pill, max(1, h // 10), border_radius=h // 2)
        surface.blit(number, number.get_rect(center=disc.center))
        if wide:
            surface.blit(label, label.get_rect(midleft=(disc.right + h // 6, disc.centery)))
        y += h + max(1, h // 5)
        if y + h > rect.bottom:
            break


def draw_tag(scene: TableScene, surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
    """A flag's name on a dark tag across the card's foot."""
    size = max(theme.MIN_TEXT, min(rect.w, rect.h) // 8)
    img = scene.res.text(text, size, theme.GOLD, True)
    tag = img.get_rect(midbottom=(rect.centerx, rect.bottom - max(2, size // 3)))
    tag = tag.inflate(size // 2, max(2, size // 5)).clip(rect)
    pygame.draw.rect(surface, (16, 10, 20), tag, border_radius=tag.h // 3)
    surface.blit(img, img.get_rect(center=tag.center), None)


def follow(display: DisplayModel, event: Event) -> None:
    """Follow a card state event in the display (its details hold the state after it)."""
    if event.kind not in EVENTS or event.card is None:
        return
    details = event.details or {}
    cards = display.data.setdefault("card_state", {})
    card = event.card
    if event.kind == "cleared":  # the card left play: it and what was attached to it
        for name in details.get("cards") or (card,):
            cards.pop(name, None)
    elif event.kind == "counter":
        cards.setdefault(card, {})["counters"] = dict(details.get("counters") or {})
    elif event.kind == "flag":
        cards.setdefault(card, {})["flags"] = list(details.get("flags") or ())
    elif details.get("host") is not None:
        host = details["host"]
        cards.setdefault(host, {})["attached"] = list(details.get("attached") or ())
        if event.kind == "attach":
            cards.setdefault(card, {})["host"] = host
        else:
            cards.get(card, {}).pop("host", None)
    for name in [c for c, entry in cards.items() if not any(entry.values())]:
        del cards[name]


PILL_EDGE = (16, 10, 20)


def pill_rect(scene: Any, text: str, size: int, **where: Any) -> pygame.Rect:
    """Where :func:`pill` would draw ``text`` at ``size`` (to lay pills out before drawing)."""
    r = pygame.Rect((0, 0), scene.res.text(text, size, theme.INK, True).get_size())
    r = r.inflate(max(6, size * 2 // 3), max(2, size // 4))
    r.w = max(r.w, r.h)
    for k, v in where.items():  # the anchor, after inflating
        setattr(r, k, v)
    return r


def pill(
    scene: Any,
    surface: pygame.Surface,
    text: str,
    size: int,
    fill: tuple[int, int, int],
    ink: tuple[int, int, int] = theme.INK,
    **where: Any,
) -> pygame.Rect:
    """Words on a rounded pill anchored by ``where`` (``midbottom=(x, y)``...): a ribbon, a
    stamp or a number on the table (``scene``: anything with ``res``)."""
    img = scene.res.text(text, size, ink, True)
    r = pill_rect(scene, text, size, **where)
    pygame.draw.rect(surface, fill, r, border_radius=r.h // 2)
    pygame.draw.rect(surface, PILL_EDGE, r, max(1, size // 9), border_radius=r.h // 2)
    surface.blit(img, img.get_rect(center=r.center))
    return r
