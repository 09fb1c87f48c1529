"""The Hint button (and the key H): what the Hard bot would do now, lit on the table as a drag
would be, with its estimated chance of winning for its best three choices.

Why this shape: a hint is a bot's decision about the person's own seat, so it is asked like one
(``botworker.py``: on a worker thread, handed ``state.view(seat)``, never the state). It sees
only what the seat may see and never changes the game; its answer is dropped as soon as the
decision it was about is gone (an action was taken, Undo, a new turn). Pressing Hint again hides
it. The settings' ``hints`` hides the button.
"""

from __future__ import annotations

import zlib
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.rules import Action
from tabletop.ui.table import theme
from tabletop.ui.table.botworker import BotWorker, between_frames
from tabletop.ui.table.widgets import Button, panel
from tabletop.ui.widgets import wrap_cut

if TYPE_CHECKING:
    from tabletop.ui.table.scene import TableScene

HINT = "hint"  # the value of the Hint button
LABEL = "Hint"
SHOWN = 3  # choices listed
# the most lines of the best choice and of each other one, tried in turn until the panel has
# a free place: whole first, then shorter
LINE_LIMITS = ((4, 4), (4, 3), (4, 2), (3, 2), (2, 2))
HINT_SECONDS = 1.0  # the Hard bot's time for a hint in the real loop
TEST_ITERATIONS = 60  # the same search bounded by iterations where frames are not real time
RING = (120, 220, 255)  # the hint's light: blue, apart from the gold glow and the keyboard's white
SHADE = (10, 20, 30)  # the dark edge that keeps the light visible on a pale card


def _ring(surface: pygame.Surface, box: pygame.Rect, width: int) -> list[pygame.Rect]:
    """A ring of the hint's light with a dark edge on both sides."""
    return [
        pygame.draw.rect(surface, SHADE, box.inflate(4, 4), width + 4, 10),
        pygame.draw.rect(surface, RING, box, width, 10),
    ]


def hint_button(scene: TableScene, prompt: pygame.Rect, undo: Button | None) -> Button | None:
    """The Hint button in the prompt panel's heading row, left of Undo; none when hints are
    switched off, no person plays, or it is not the person's decision."""
    if not scene.hints.offered():
        return None
    scale = scene.scale
    pad = theme.px(16, scale, 6)
    w, h = theme.px(112, scale, 72), theme.px(40, scale, 26)
    right = undo.rect.left - theme.px(8, scale, 4) if undo is not None else prompt.right - pad
    rect = pygame.Rect(right - w, prompt.y + theme.px(8, scale, 3), w, h)
    return Button(rect, LABEL, HINT, key_hint="H", enabled=True)


class HintAdvisor:
    """Asks the Hard bot to rank the choices of a view (a bot-shaped object for BotWorker)."""

    name = "hint"

    def __init__(self, seed: int, seconds: float | None, iterations: int | None) -> None:
        self.seed = seed
        self.seconds = seconds
        self.iterations = iterations

    def choose(self, view: dict[str, Any]) -> Any:
        from tabletop.ai.advice import advise

        return advise(
            view,
            seed=self.seed,
            seconds=self.seconds,
            iterations=self.iterations,
            pause=between_frames,
        )


class Hints:
    """One table's hint: asked, computed in the background, shown until the decision moves."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.worker = BotWorker()
        self.visible = False
        self.key: Hashable | None = None  # the decision the shown (or coming) hint is about
        self.advice: list[Any] | None = None  # best first: .action, .chance
        self.failed = False
        self.panel_rect: pygame.Rect | None = None
        # where the panel's last frame drew each line's words and its chance (None: none)
        self.panel_rows: list[tuple[pygame.Rect, pygame.Rect | None]] = []
        self.lit: list[pygame.Rect] = []  # what the last frame lit (the panel keeps clear of it)
        # the panel's lines wrapped and rendered, by their words, size, width and line limits:
        # a frame that redraws the panel lays no text out again
        self._rows_made: dict[tuple[Any, ...], list[tuple[list[pygame.Surface], Any]]] = {}

    def offered(self) -> bool:
        s = self.scene
        return (
            bool(getattr(s.app.settings, "hints", True))
            and bool(s.humans)
            and s.curtain_for is None
            and s.interaction is not None
            and not s.state.is_over
        )

    def _decision_key(self) -> Hashable:
        s = self.scene
        decision = s.state.decision
        history = s.state.history
        last = (history[-1][0], history[-1][1].to_json()) if history else None
        return (len(history), repr(last), decision.seat if decision else None)

    def toggle(self) -> None:
        """Hint (H): show the hint for the decision at hand, or hide the one shown."""
        s = self.scene
        s.dirty = True
        if self.visible:
            self.hide()
            return
        if not self.offered():
            s.show_toast(
                "Hints are switched off in the Settings."
                if not getattr(s.app.settings, "hints", True)
                else "A hint is for your own move: wait until it is your turn."
            )
            return
        key = self._decision_key()
        if key != self.key:
            self.key, self.advice, self.failed = key, None, False
            seed = zlib.crc32(repr(key).encode())  # stable across runs, unlike hash()
            realtime = s.bot_threads
            advisor = HintAdvisor(
                seed,
                HINT_SECONDS if realtime else None,
                None if realtime else TEST_ITERATIONS,
            )
            seat = s.state.decision.seat
            self.worker.ask(key, advisor, lambda: s.state.view(seat), wait=not realtime)
        self.visible = True
        self.update()
        s._build_buttons()

    def hide(self) -> None:
        self.visible = False
        self.panel_rect = None
        self.scene.dirty = True
        self.scene._build_buttons()

    def forget(self) -> None:
        """The decision moved on (an action, Undo): the hint was about the one before."""
        self.worker.cancel()
        self.key, self.advice, self.failed = None, None, False
        if self.visible:
            self.visible = False
            self.panel_rect = None

    def update(self) -> None:
        """Take the answer when the worker has it (each frame while one is coming)."""
        thought = self.worker.current
        if not self.visible or self.advice is not None or thought is None or not thought.done:
            return
        if thought.key != self.key:
            return
        if thought.error is not None or not thought.action:
            self.failed = True
        else:
            self.advice = list(thought.action)[:SHOWN]
        self.scene.dirty = True

    @property
    def thinking(self) -> bool:
        return self.visible and self.advice is None and not self.failed

    # ----- drawing -----------------------------------------------------------------------------

    def draw_light(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The best choice lit on the table (its rings and line); the areas drawn. The table
        draws it under the card shown large (its rules text stays whole) and, where a window
        of cards is open, over that window (a card of it is what is lit)."""
        self.panel_rect = None
        self.lit = []
        if not self.visible or not self.scene._local_turn() or not self.advice:
            return []
        return self._light(surface, self.advice[0].action)

    def draw_panel(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The panel of the best three choices (after :meth:`draw_light`, which it keeps
        clear of), over everything but a picker's card shown large; the area drawn."""
        if not self.visible or not self.scene._local_turn():
            return []
        return [self._draw_panel(surface)]

    def _light(self, surface: pygame.Surface, action: Action) -> list[pygame.Rect]:
        """The card or button to use and the place to drop it, both ringed in the hint's own
        cool light (never the gold of the guide's zones, which the target would be lost
        among), and a line from one to the other."""
        s = self.scene
        source, target = locate(s, action)
        width = max(3, theme.px(5, s.scale))
        drawn = []
        self.lit = [r for r in (source, target) if r is not None]
        if source is not None and target is not None:
            start, end = source.center, target.center
            drawn.append(pygame.draw.line(surface, SHADE, start, end, width + 4))
            drawn.append(pygame.draw.line(surface, RING, start, end, max(2, width - 2)))
        if target is not None:
            drawn += _ring(surface, target.inflate(2 * width + 8, 2 * width + 8), width)
        if source is not None:
            drawn += _ring(surface, source.inflate(2 * width + 4, 2 * width + 4), width)
        return drawn

    def lines(self) -> list[tuple[str, str]]:
        """The panel's lines: (text, chance) pairs; the first is its heading."""
        s = self.scene
        if self.failed:
            return [("No hint this time: the search could not finish.", "")]
        if self.advice is None:
            return [("Thinking about your move…", "")]
        team = s.game.play_style(s.state.players) == "cooperative"
        head = "Hint · the Hard bot would:" if not team else "Hint · the Hard bots would:"
        # a chance only where the game's model makes it one; else the search's own rating
        calibrated = all(a.calibrated for a in self.advice)
        out = [(head, "chance to win" if calibrated else "rating")]
        decision = s.state.decision
        # one choice left unrated: the only legal move, or the one move that is not taking
        # back part of a choice being built (bots never do)
        alone = "only move" if decision is not None and len(decision.actions) == 1 else "\u2013"
        for n, advice in enumerate(self.advice, start=1):
            text = advice.action.text or advice.action.kind.replace("_", " ").capitalize()
            chance = "" if advice.chance is None else f"{round(100 * advice.chance)}"
            chance += "%" if chance and calibrated else "/100" if chance else ""
            out.append((f"{n}. {text}", chance or (alone if len(self.advice) == 1 else "")))
        out.append(("Press H or Hint again to hide this.", ""))
        return out

    def _draw_panel(self, surface: pygame.Surface) -> pygame.Rect:
        s = self.scene
        scale, res = s.scale, s.res
        size = theme.text_px(17, scale)
        pad = theme.px(12, scale, 6)
        prompt = s.rects.get("prompt", pygame.Rect(s.size[0] - 300, s.size[1] - 300, 300, 300))
        width = min(max(prompt.w, theme.px(420, scale, 280)), s.size[0] - 2 * pad)
        line_h = res.font(size).get_linesize()
        # up to four lines a choice: a long placement on a grid reads whole at 1280x720; where
        # that panel finds no free place, its choices take fewer lines (cut in their middle)
        # rather than cover the table (three long choices over a Battle Reward's title)
        best: tuple[tuple[int, int], pygame.Rect, list] | None = None
        for first, rest in LINE_LIMITS:
            rows = self._rows(size, width, pad, first, rest)
            height = 2 * pad + sum(len(imgs) for imgs, _ in rows) * line_h + (len(rows) - 1) * 4
            trial, covered = self._place((width, height), prompt, pad)
            if best is None or covered < best[0]:
                best = (covered, trial, rows)
            if covered == (0, 0):
                break
        assert best is not None
        _, box, rows = best
        surface.blit(panel(box.size, scale, (*theme.PANEL, 255), (*RING, 230)), box)
        y = box.top + pad
        self.panel_rows = []
        for imgs, right in rows:
            chance = None
            if right is not None:
                chance = surface.blit(right, (box.right - pad - right.get_width(), y))
            words = pygame.Rect(box.left + pad, y, 0, 0)
            for img in imgs:
                words.union_ip(surface.blit(img, (box.left + pad, y)))
                y += line_h
            self.panel_rows.append((words, chance))
            y += 4
        self.panel_rect = box
        return box

    def _rows(
        self, size: int, width: int, pad: int, first: int, rest: int
    ) -> list[tuple[list[pygame.Surface], pygame.Surface | None]]:
        """The panel's lines drawn: each row's wrapped words and its chance (the best choice
        in at most ``first`` lines, the others in ``rest``); made once for the same words,
        size and width, then kept (the panel is drawn again in every frame it is shown)."""
        res = self.scene.res
        lines = self.lines()
        key = (tuple(lines), size, width, pad, first, rest)
        made = self._rows_made.get(key)
        if made is not None:
            return made
        if len(self._rows_made) > 32:  # older decisions' panels
            self._rows_made.clear()
        rows: list[tuple[list[pygame.Surface], pygame.Surface | None]] = []
        widest = "100/100" if any(c.endswith("/100") for _, c in lines) else "100%"
        chance_w = res.text(widest, size, theme.INK, bold=True).get_width() + pad
        for i, (text, chance) in enumerate(lines):
            color = theme.GOLD if i == 0 else theme.MUTED if not chance else theme.INK
            right = (
                res.text(chance, size, RING if i else theme.MUTED, bold=i == 1) if chance else None
            )
            # the heading's "chance to win" is wider than a percentage: its text wraps sooner
            column = max(chance_w, right.get_width() + pad) if right is not None else chance_w
            bold = i <= 1  # the heading and the best choice (measured as drawn: bold is wider)
            most = 4 if i == 0 or i == len(lines) - 1 else first if i == 1 else rest
            wrapped = wrap_cut(res, text, size, width - 2 * pad - column, most, bold=bold)
            imgs = [res.text(line, size, color, bold=bold) for line in wrapped]
            rows.append((imgs, right))
        self._rows_made[key] = rows
        return rows

    def _place(
        self, size: tuple[int, int], prompt: pygame.Rect, pad: int
    ) -> tuple[pygame.Rect, tuple[int, int]]:
        """Where the panel goes: above the prompt panel, else beside it, else in a corner of
        the window; the first place that covers none of what a person must still see (the
        prompt, the first-game guide's note, the title and cards of a pick-a-card window, what
        the hint lights) and none of the table's zones but its log, else the one that covers
        least of them; with how much it covers of each (what must be seen, the zones)."""
        s = self.scene
        window = pygame.Rect((0, 0), s.size)
        gap = theme.px(8, s.scale, 4)
        keep = [prompt, *self.lit]
        if s.guide.note_rect is not None:
            keep.append(s.guide.note_rect)
        if s.picker is not None and not s.picker.hidden:
            picker = s.picker
            keep += [picker.heading_rect, *picker.cells, *picker.caption_rects]
            keep += [b.rect for b in picker.buttons]
        box = pygame.Rect((0, 0), size)
        spots = [  # (the corner of the panel, where it goes)
            ("bottomright", (prompt.right, prompt.top - gap)),
            ("bottomright", (prompt.left - gap, prompt.bottom)),
            ("topright", (window.right - pad, pad)),
            ("topleft", (pad, pad)),
            ("bottomleft", (pad, window.bottom - pad)),
        ]
        # then the table's zones (a Battle Reward card, a row to buy from), but not its log:
        # what has been done matters less than what is on the table
        zones = [r for name, r in s.rects.items() if name not in ("log", "prompt")]
        best, least = None, (0, 0)
        for corner, point in spots:
            trial = box.copy()
            setattr(trial, corner, point)
            trial.clamp_ip(window)
            covered = (
                sum(_area(trial.clip(r)) for r in keep),
                sum(_area(trial.clip(r)) for r in zones),
            )
            if covered == (0, 0):
                return trial, covered
            if best is None or covered < least:
                best, least = trial, covered
        assert best is not None
        return best, least


def _area(rect: pygame.Rect) -> int:
    return rect.w * rect.h


def locate(scene: TableScene, action: Action) -> tuple[pygame.Rect | None, pygame.Rect | None]:
    """Where ``action`` is taken on the table: the card, piece or button to use and the place
    to drop it on (either may be None), as keyboard play finds them."""
    s = scene
    picker = s.picker if s.picker is not None and not s.picker.hidden else None
    if picker is not None:
        for i, entry in enumerate(picker.spec.entries):
            if entry.action == action and i < len(picker.cells):
                return picker.cells[i], None
    for b in s.decision_buttons():
        if isinstance(b.value, Action) and b.value == action:
            return b.rect, None
    it = s.interaction
    if it is None:
        return None, None
    spots = s.card_spots()
    for card, targets in it.drags.items():
        for target, candidate in targets.items():
            if candidate == action and card in spots:
                return s._lifted(spots[card]), s.keys.target_rect(target)
    for mapping in (it.clicks, it.drag_off):
        for card, candidate in mapping.items():
            if candidate == action and card in spots:
                return s._lifted(spots[card]), None
    for choice in s.ext.key_choices():
        if choice.action is not None and choice.action == action:
            return choice.rect, None
        if choice.kind == "piece" and choice.id == action.source:
            return choice.rect, choice.spots.get(action.target or "")
    return None, None
