"""Para Bellum's own widgets: the choice menu (one gesture that meant several actions), the
Battle Reward's bonus buttons (labels wrapped at one size for all) and the opponent picker
(3 and 4 players).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.rules import Action
from tabletop.ui.games.para_bellum.marks import draw_badge
from tabletop.ui.placing import overlap
from tabletop.ui.table import theme
from tabletop.ui.table.widgets import Button, panel

if TYPE_CHECKING:
    from tabletop.ui.games.para_bellum.base import ParaBellumBase
    from tabletop.ui.table.scene import TableScene


def place_beside(
    size: tuple[int, int],
    pos: tuple[int, int],
    avoid: list[pygame.Rect],
    bounds: pygame.Rect,
    gap: int,
) -> pygame.Rect:
    """A rectangle of ``size`` inside ``bounds``, near ``pos`` but covering none of ``avoid``
    (the dice and the card a menu is about), or as little of them as can be."""
    around = [a.unionall(avoid[1:]) for a in avoid[:1]] + avoid
    candidates = []
    for a in around:
        for anchor, point in (
            ("midbottom", (pos[0], a.top - gap)),
            ("midtop", (pos[0], a.bottom + gap)),
            ("midright", (a.left - gap, pos[1])),
            ("midleft", (a.right + gap, pos[1])),
        ):
            r = pygame.Rect((0, 0), size)
            setattr(r, anchor, point)
            candidates.append(r)
    r = pygame.Rect((0, 0), size)
    r.center = pos
    candidates.append(r)
    best: tuple[int, int, pygame.Rect] | None = None
    for r in candidates:
        r.clamp_ip(bounds)
        covered = overlap(r, avoid)
        far = abs(r.centerx - pos[0]) + abs(r.centery - pos[1])
        if best is None or (covered, far) < best[:2]:
            best = (covered, far, r)
    assert best is not None
    return best[2]


class ChoiceMenu:
    """A small menu: one gesture meant several actions (pay with the die or coins, reroll one
    Legion die or both). Short labels and a Cancel entry, placed beside the dice and the card it
    is about so they stay in sight; Cancel, Esc or a click outside closes it."""

    def __init__(
        self,
        title: str,
        entries: list[tuple[str, Action]],
        pos: tuple[int, int],
        scene: TableScene,
        avoid: list[pygame.Rect] | None = None,
    ) -> None:
        self.title, self.scene = title, scene
        self.actions = [a for _, a in entries]
        s = scene.scale
        res = scene.res
        self.pad = theme.px(12, s, 5)
        bh = theme.px(44, s, 26)
        gap = theme.px(6, s, 3)
        size = theme.px(21, s, 12)  # the buttons' own label size: labels are not shrunk
        self.title_size = theme.px(19, s, 11)
        labels = [label for label, _ in entries] + ["Cancel"]
        width = max(res.font(size, True).size(label)[0] for label in labels)
        width += theme.px(40, s, 16) + theme.px(60, s, 24)  # the label's margin, the Esc hint
        title_w = res.font(self.title_size, True).size(title)[0] + theme.px(12, s, 4)
        width = max(width, title_w) + 2 * self.pad
        w = min(width, max(theme.px(260, s, 160), scene.size[0] * 45 // 100))
        self.title_lines = res.wrap(title, self.title_size, w - 2 * self.pad, True)[:2]
        head = len(self.title_lines) * res.font(self.title_size, True).get_linesize()
        head += theme.px(16, s, 8)
        h = head + (len(entries) + 1) * (bh + gap) + self.pad
        bounds = pygame.Rect((0, 0), scene.size).inflate(-theme.px(8, s, 2), -theme.px(8, s, 2))
        self.rect = place_beside((w, h), pos, avoid or [], bounds, theme.px(14, s, 6))
        y = self.rect.y + head
        self.buttons: list[Button] = []
        for i, (label, action) in enumerate(entries):
            rect = pygame.Rect(self.rect.x + self.pad, y, w - 2 * self.pad, bh)
            self.buttons.append(Button(rect, label, action, primary=i == 0))
            y += bh + gap
        rect = pygame.Rect(self.rect.x + self.pad, y, w - 2 * self.pad, bh)
        self.cancel = Button(rect, "Cancel", "close", key_hint="Esc")
        self.buttons.append(self.cancel)
        self.involved: list[str] = []  # the dice and cards it is about (ringed meanwhile)

    def handle(self, event: pygame.event.Event) -> Action | str | None:
        if event.type == pygame.MOUSEMOTION:
            for b in self.buttons:
                b.hover = b.rect.collidepoint(event.pos)
            return "redraw"
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    return b.value
            if not self.rect.collidepoint(event.pos):
                return "close"
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return "close"
        return None

    def draw(self, surface: pygame.Surface) -> None:
        s, res = self.scene.scale, self.scene.res
        surface.blit(panel(self.rect.size, s, (*theme.PANEL, 245), (*theme.GOLD, 230)), self.rect)
        y = self.rect.y + theme.px(8, s, 3)
        for line in self.title_lines:
            img = res.text(line, self.title_size, theme.GOLD, True)
            surface.blit(img, (self.rect.x + self.pad, y))
            y += res.font(self.title_size, True).get_linesize()
        for b in self.buttons:
            b.draw(surface, res, s)


class WrapButton(Button):
    """A button whose label wraps to two lines at a size given by its group (all the Battle
    Reward bonuses at one size), with the colour's badge at its left."""

    def __init__(self, rect: pygame.Rect, label: str, value: Any, size: int, badge: str) -> None:
        super().__init__(rect, label, value)
        self.size, self.badge = size, badge
        self.lines: list[str] = []  # the label as drawn (tests check nothing is cut off)
        self._wrapped: dict[tuple[bool, tuple[int, int]], pygame.Surface] = {}

    def render(self, res: Any, scale: float) -> pygame.Surface:
        key = (self.hover, self.rect.size)
        surf = self._wrapped.get(key)
        if surf is None:
            label, self.label = self.label, " "
            surf = super().render(res, scale).copy()  # the plate, without a label
            self.label = label
            r = surf.get_rect()
            radius = max(6, min(r.h // 3, theme.px(12, scale, 6)))
            left = theme.px(12, scale, 5)
            draw_badge(surf, res, self.badge, (left + radius, r.centery), radius)
            x = left + 2 * radius + theme.px(10, scale, 4)
            lines = self.lines = res.wrap(self.label, self.size, r.w - x - left, True)[:2]
            lh = res.font(self.size, True).get_linesize()
            y = r.centery - lh * len(lines) // 2
            for line in lines:
                img = res.text(line, self.size, theme.INK, True)
                surf.blit(img, (x, y))
                y += lh
            self._wrapped[key] = surf
        return surf


def bonus_buttons(
    actions: list[Action], area: pygame.Rect, res: Any, scale: float
) -> list[WrapButton]:
    """The Battle Reward's bonuses as buttons at the bottom of the prompt panel (at most 3/5
    of it: the prompt stays readable above): one text size for all, the largest at which
    every label fits in two lines of its button."""
    pad = theme.px(16, scale, 6)
    gap = theme.px(8, scale, 3)
    n = len(actions)
    w = area.w - 2 * pad
    labels = [bonus_label(a) for a in actions]
    radius = max(6, theme.px(12, scale, 6))
    room = w - 2 * theme.px(12, scale, 5) - 2 * radius - theme.px(10, scale, 4)
    cap = (area.h * 3 // 5 - (n - 1) * gap) // max(1, n)
    margin = theme.px(10, scale, 4)
    size = theme.px(20, scale, 12)
    while size > 9:
        wrapped = [res.wrap(t, size, room, True) for t in labels]
        lines = max(len(x) for x in wrapped)
        if lines <= 2 and lines * res.font(size, True).get_linesize() + margin <= cap:
            break
        size -= 1
    lines = max(len(res.wrap(t, size, room, True)[:2]) for t in labels)
    need = lines * res.font(size, True).get_linesize() + 2 * margin
    bh = max(8, min(cap, max(theme.px(52, scale, 28), need)))
    y = area.bottom - pad - n * bh - (n - 1) * gap
    out = []
    for label, action in zip(labels, actions, strict=True):
        rect = pygame.Rect(area.x + pad, y, w, bh)
        out.append(WrapButton(rect, label, action, size, action.option or "red"))
        y += bh + gap
    return out


def bonus_label(action: Action) -> str:
    """The label "Red: Gain 3 coins." from the action text "The red bonus: Gain 3 coins."."""
    colour = action.option or ""
    text = action.text
    if ": " in text:
        text = text.split(": ", 1)[1]
    return f"{colour.capitalize()}: {text}" if colour else text


class SeatPicker:
    """Choosing which opponent to name (3 and 4 players): one large plate per candidate with
    what matters for the choice (Wards stop a morale check, dice can be lost, coins stolen)."""

    def __init__(self, ext: ParaBellumBase, prompt: str, actions: list[Action]) -> None:
        self.ext, self.prompt, self.actions = ext, prompt, actions
        self.hidden = False
        self.hover: int | None = None
        self.plates: list[pygame.Rect] = []
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.hide_button = Button(pygame.Rect(0, 0, 1, 1), "See the table", "hide")
        self.layout()

    def layout(self) -> None:
        scene = self.ext.scene
        s = scene.scale
        n = len(self.actions)
        pw, ph = theme.px(380, s, 220), theme.px(250, s, 150)
        gap = theme.px(24, s, 8)
        head, foot = theme.px(110, s, 60), theme.px(90, s, 50)
        w = n * pw + (n - 1) * gap + 2 * gap
        h = head + ph + foot
        self.rect = pygame.Rect(0, 0, min(scene.size[0] - 20, w), h)
        self.rect.center = (scene.size[0] // 2, scene.size[1] // 2)
        x = self.rect.centerx - (n * pw + (n - 1) * gap) // 2
        self.plates = [
            pygame.Rect(x + i * (pw + gap), self.rect.y + head, pw, ph) for i in range(n)
        ]
        bw, bh = theme.px(230, s, 120), theme.px(48, s, 28)
        self.hide_button.rect = pygame.Rect(0, 0, bw, bh)
        self.hide_button.rect.center = (self.rect.centerx, self.rect.bottom - foot // 2)

    def handle(self, event: pygame.event.Event) -> Action | str | None:
        if event.type == pygame.MOUSEMOTION:
            hover = next((i for i, r in enumerate(self.plates) if r.collidepoint(event.pos)), None)
            self.hide_button.hover = self.hide_button.rect.collidepoint(event.pos)
            self.hover = hover
            return "redraw"
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.hide_button.rect.collidepoint(event.pos):
                return "hide"
            for i, r in enumerate(self.plates):
                if r.collidepoint(event.pos):
                    return self.actions[i]
        return None

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.ext.scene
        s, res = scene.scale, scene.res
        dim = pygame.Surface(scene.size, pygame.SRCALPHA)
        dim.fill((4, 8, 6, 150))
        surface.blit(dim, (0, 0))
        surface.blit(panel(self.rect.size, s, (*theme.PANEL, 245), (*theme.GOLD, 230)), self.rect)
        y = self.rect.y + theme.px(18, s, 6)
        for line in res.wrap(self.prompt, theme.px(26, s, 14), self.rect.w - theme.px(40, s), True)[
            :2
        ]:
            img = res.text(line, theme.px(26, s, 14), theme.INK, True)
            surface.blit(img, img.get_rect(midtop=(self.rect.centerx, y)))
            y += img.get_height()
        sub = res.text("Click the player you name.", theme.px(17, s, 12), theme.MUTED)
        surface.blit(sub, sub.get_rect(midtop=(self.rect.centerx, y + 4)))
        d = scene.display.data
        for i, (action, plate) in enumerate(zip(self.actions, self.plates, strict=False)):
            seat = int(action.option or 0)
            hot = i == self.hover
            pygame.draw.rect(
                surface,
                (40, 30, 52) if hot else (28, 22, 36),
                plate,
                border_radius=theme.px(12, s, 4),
            )
            pygame.draw.rect(
                surface,
                theme.GOLD if hot else theme.PANEL_EDGE,
                plate,
                theme.px(3 if hot else 2, s),
                border_radius=theme.px(12, s, 4),
            )
            pad = theme.px(14, s, 5)
            name = scene.seat_names()[seat]
            colour = d["start_colour"][seat]
            draw_badge(
                surface,
                res,
                colour,
                (plate.x + pad + theme.px(14, s, 6), plate.y + pad + theme.px(14, s, 6)),
                theme.px(14, s, 6),
            )
            img = res.text(name, theme.px(24, s, 13), theme.INK, True)
            surface.blit(img, (plate.x + pad + theme.px(36, s, 14), plate.y + pad))
            dice = [x for x in d["dice"] if x["seat"] == seat and x["colour"] != "blue"]
            legion = sum(1 for x in dice if x["colour"] == "black")
            lines = [
                f"Wards: {d['wards'][seat]} (they stop morale checks)",
                f"Legion dice: {legion} \u00b7 Commander dice: {len(dice) - legion}",
                f"Coins: {d['coins'][seat]} \u00b7 cards in hand: {self.ext.hand_count(seat)}",
                f"Banners: {len(d['banners'][seat])} of 5 \u00b7 score {self.ext.score(seat)} VP",
            ]
            ly = plate.y + pad + theme.px(44, s, 18)
            for line in lines:
                img = res.text(line, theme.px(17, s, 12), theme.INK if hot else theme.MUTED)
                surface.blit(img, (plate.x + pad, ly))
                ly += img.get_height() + theme.px(6, s, 2)
            # the choice's words, wrapped: "Name Player 2 (no Legion die: no effect)"
            size = theme.px(20, s, 12)
            bottom = plate.bottom - pad
            for line in reversed(res.wrap(action.text or "Name", size, plate.w - 2 * pad, True)):
                tag = res.text(line, size, theme.GOLD, True)
                surface.blit(tag, tag.get_rect(midbottom=(plate.centerx, bottom)))
                bottom -= tag.get_height()
        self.hide_button.draw(surface, res, s)
