"""The parts of a framed card face that games with their own face art share: one rules-text
size per card size that is never below 12 px (else the face shows the name large in the text
box and the type word in the title band), the frame, picture and icon composed from a game's
art, the rules text centred in its box, and the frame-by-frame warm-up.

A game's art subclasses :class:`FramedArt` and supplies ``_rules_size_steps`` (how its text
boxes are measured) and ``_render_face`` (what it draws over :meth:`FramedArt._compose`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

import pygame

from tabletop.ui.cardnames import NAME_FACES, SYLLABLES, fit_name
from tabletop.ui.cards import REF_H, REF_W, TEXT_DARK, TITLE_LIGHT, CardArt
from tabletop.ui.resources import Resources
from tabletop.ui.widgets import cut_at_end

MIN_PX = 12  # no text a player must read below this
MASTER = (2 * REF_W, 2 * REF_H)  # the size frames and backs are rasterised at once


def as_dict(cards: dict[str, dict[str, Any]] | Iterable[dict[str, Any]]) -> dict[str, dict]:
    """Card data by id, from a dict (as is) or a list of cards."""
    if isinstance(cards, dict):
        return cards
    return {c["id"]: c for c in cards}


class FramedArt(CardArt):
    """CardArt for a game whose faces carry readable text or, when small, the name large."""

    FIRST_KIND = "card"  # the kind measured when the game has no cards

    def __init__(
        self,
        res: Resources,
        game_id: str,
        cards: dict[str, dict[str, Any]] | Iterable[dict[str, Any]] = (),
    ) -> None:
        data = as_dict(cards)
        super().__init__(res, game_id, data)
        self.cards = data
        self._readable: dict[tuple[int, int], int | None] = {}

    def _cut(self, line: str, width: int) -> str:
        """``line`` at 12 px in the condensed face (as many letters as can show), cut at its
        end with "\u2026" when wider than ``width``."""
        if self.res.font(MIN_PX, narrow=True).size(line)[0] <= width:
            return line
        return cut_at_end(self.res, [line], MIN_PX, width, 1, narrow=True)[0]

    def _name_room(self, w: int, box: pygame.Rect) -> tuple[pygame.Rect, int]:
        """Where a small face's name may go beyond its text ``box`` on a face ``w`` wide (the
        card's whole width inside the frame's rim), and the largest size tried for it."""
        side = max(2, w // 26)  # inside the frame's rim
        wide = pygame.Rect(side, box.y, w - 2 * side, box.h)
        return wide, max(MIN_PX, min(box.h // 2, round(box.w / 5.5)))

    def _name_settings(
        self, box: pygame.Rect, wide: pygame.Rect, top: int
    ) -> Iterator[tuple[bool, pygame.Rect, tuple[bool, bool], int]]:
        """(grow, area, face, size) a small face's name is tried in, best first: in the text
        box, then the card's whole width (``wide``), then grown up over the picture; bold,
        then regular, each from ``top`` down to 12 px; and only where none of that fits,
        all of it again in the condensed face (``face``: (bold, narrow), NAME_FACES)."""
        for faces in (NAME_FACES[:-1], NAME_FACES[-1:]):
            for grow in (False, True):
                for area in (box, wide):
                    for face in faces:
                        for size in range(top, MIN_PX - 1, -1):
                            yield grow, area, face, size

    # ----- sizes ---------------------------------------------------------------------------

    def _box(self, kind: str, name: str, w: int, h: int) -> pygame.Rect:
        return self._scaled(self.boxes(kind)[name], w, h)

    def _inner(self, kind: str, w: int, h: int) -> pygame.Rect:
        """The text box's inside, below the type icon."""
        return self._text_inner(self._box(kind, "text box", w, h), self._box(kind, "icon", w, h).h)

    def rules_size(self, w: int, h: int) -> int | None:
        """One rules-text size for every face at (w, h), at least 12 px; None when the text does
        not fit at 12 px: faces of that size show the name large instead."""
        key = (int(w), int(h))
        if key not in self._readable:
            for _ in self._rules_size_steps(*key):
                pass
        return self._readable[key]

    def _rules_size_steps(self, w: int, h: int) -> Iterator[None]:
        """The search behind :meth:`rules_size`, in steps (one a kind, one a wrap): the
        smallest over the kinds of the largest size at which every text of a kind fits the
        kind's :meth:`_rules_body`; stores ``self._readable[(w, h)]``."""
        key = (w, h)
        if key in self._readable:
            return
        best: int | None = None
        kinds = sorted({self.kind_of(i.type) for i in self.info.values()}) or [self.FIRST_KIND]
        for kind in kinds:
            members = [c for c, i in self.info.items() if self.kind_of(i.type) == kind]
            body = self._rules_body(kind, members, w, h)
            yield
            size = None
            if body is not None:
                texts = [self.info[c].text for c in members]
                top = max(MIN_PX, round(14 * w / REF_W))
                size = yield from self._common_size_steps(texts, body, top, MIN_PX, False)
            if size is None:
                best = None
                break
            best = size if best is None else min(best, size)
        self._readable[key] = best

    def _rules_body(self, kind: str, members: list[str], w: int, h: int) -> pygame.Rect | None:
        """Where the rules text of ``members`` (the cards of ``kind``) goes on a face (w, h);
        None when something else of theirs cannot be read at 12 px."""
        return self._inner(kind, w, h)

    # ----- faces ---------------------------------------------------------------------------

    def _compose(self, art_id: str, kind: str, w: int, h: int) -> pygame.Surface:
        """The frame of ``kind`` (or its fallback), the picture of ``art_id`` in its window and
        the type icon: a new surface of (w, h) to draw the text and numbers on."""
        frame = self._art(f"{self.game_id}/frame-{kind}.svg", (w, h), MASTER)
        title = self._box(kind, "title", w, h)
        window = self._box(kind, "window", w, h)
        if frame is not None:
            surf = frame.copy()
        else:
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            self._fallback_frame(surf, kind, title, window, self._box(kind, "text box", w, h))
        box = self.boxes(kind)["window"]
        art = self._art(
            f"{self.game_id}/illustrations/{art_id}.svg",
            window.size,
            (round(box[2] * 2), round(box[3] * 2)),
        )
        if art is not None:
            surf.blit(art, window.topleft)
        else:
            self._fallback_window(surf, kind, window)
        icon_box = self._box(kind, "icon", w, h)
        icon = self.res.try_image(f"{self.game_id}/icon-{kind}.svg", icon_box.size)
        if icon is not None:
            surf.blit(icon, icon_box.topleft)
        return surf

    @staticmethod
    def _finish(surf: pygame.Surface) -> pygame.Surface:
        return surf.convert_alpha() if pygame.display.get_surface() else surf

    def _draw_body(self, surf: pygame.Surface, text: str, size: int, body: pygame.Rect) -> None:
        """The rules text wrapped at ``size``, centred in ``body`` both ways."""
        res = self.res
        lines = res.wrap(text, size, body.w)
        line_h = res.font(size).get_linesize()
        y = body.top + max(0, (body.h - len(lines) * line_h) // 2)
        for line in lines:
            img = res.text(line, size, TEXT_DARK)
            surf.blit(img, img.get_rect(midtop=(body.centerx, y)))
            y += line_h

    def _draw_type_word(
        self, surf: pygame.Surface, word: str, band: pygame.Rect, *shorter: str
    ) -> None:
        """Small cards: the type word in the title band at 12 px or more: bold, else regular,
        else the first of the ``shorter`` forms that fits ("FAST SONG", then "FAST"), so that
        the band is never left blank when a word can be read there."""
        res = self.res
        inner = band.inflate(-max(4, band.w // 12), 0)
        for text in (word, *shorter):
            for bold in (True, False):
                for tsize in range(max(MIN_PX, int(band.h * 0.72)), MIN_PX - 1, -1):
                    if res.font(tsize, bold).size(text)[0] <= inner.w:
                        img = res.text(text, tsize, TITLE_LIGHT, bold)
                        surf.blit(img, img.get_rect(center=band.center))
                        return

    def _draw_name_large(
        self, surf: pygame.Surface, name: str, box: pygame.Rect, hyphens: bool = False
    ) -> int:
        """Small cards: the name large in the text box, always whole: wrapped, in the narrower
        regular face when the bold one does not fit, hyphenated between syllables only when a
        word is wider than a line, and on a light plate grown up over the picture when its
        lines need more height than the box (``hyphens`` is kept for callers: a name's own
        hyphens are always places to break). Returns the top of what it drew (the plate's,
        when grown), so that a badge can keep clear of it."""
        res = self.res
        top = max(MIN_PX, min(box.h // 2, round(box.w / 5.5)))
        fit = fit_name(res, name, box.w, box.h, top, MIN_PX)
        area = box
        if fit.height > box.h + 0.5 or fit.tier > SYLLABLES:  # the card's whole width
            side = max(3, surf.get_width() // 14)
            wide = pygame.Rect(side, box.y, surf.get_width() - 2 * side, box.h)
            other = fit_name(res, name, wide.w, box.h, top, MIN_PX)
            if (other.tier, len(other.lines)) < (fit.tier, len(fit.lines)):
                fit, area = other, wide
        y = area.centery - fit.height / 2
        top = min(area.top, round(y))
        if fit.height > area.h + 0.5:
            y = max(2, area.bottom - fit.height)
            plate = pygame.Rect(area.x - 2, round(y) - 2, area.w + 4, round(fit.height) + 4)
            pygame.draw.rect(surf, (236, 226, 200), plate, border_radius=max(2, area.w // 20))
            top = plate.top
        for line in fit.lines:
            img = res.text(line, fit.size, TEXT_DARK, fit.bold)
            surf.blit(img, img.get_rect(midtop=(area.centerx, round(y))))
            y += fit.step
        return top

    # ----- warm-up -------------------------------------------------------------------------

    def _prepare_frames(self, w: int, h: int) -> Iterator[None]:
        """The rules-text size, then each type's frame scaled from its master and its icon."""
        yield from self._rules_size_steps(w, h)
        for kind in sorted({self.kind_of(i.type) for i in self.info.values()}):
            self._art(f"{self.game_id}/frame-{kind}.svg", (w, h), MASTER)
            yield
            self.res.try_image(
                f"{self.game_id}/icon-{kind}.svg", self._box(kind, "icon", w, h).size
            )
            yield
