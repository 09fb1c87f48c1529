"""The first-game guide: short notes on the table that point at the zone that matters now and
say what to do next, step by step through a person's first turn of a game.

The steps are data, in the game's UI folder (``tabletop/ui/games/<game>/guide.json``)::

    {"steps": [{"kinds": ["play"], "point": "sources", "text": "Drag a card ..."}, ...],
     "done": {"kinds": ["end"], "data": "round"}}

A step is shown while the pending decision of the person at the screen offers an action of
one of its ``kinds`` (``only``: and no other kinds; ``prompt``: and the prompt matches that
pattern, so that two decisions with the same kinds, a Legion die's reward and a card's "take a
card", get their own notes). The first step that matches is shown. ``drop`` names the zones
its text tells the person to drop a card or a piece on (a test holds them to the legal
actions' targets). It points at ``zone`` (a layout zone, ``hand.0``
being the person's own), or at the zones holding the legal actions' cards (``point``:
``sources``), their destinations (``targets``) or both (``both``, with ``zone`` too), found
from the decision itself; ``zone`` is the fallback when the actions name nothing on the table.

The guide ends (the game's id joins ``settings.guide_done``, saved) when the person takes an
action of a ``done`` kind, when the public value ``done.data`` (the turn, the round) changes
after they have acted, when the game ends, or with "Hide the guide". "Got it" retires that
step for the rest of this game (a different step still shows). It never takes a click other
than on its two buttons, and never covers the status line, the prompt panel, the zones it
points at or any zone holding a legal action's card, piece or destination (see ``_place``).
It is off when ``settings.guide`` is off, for a table without a person, and with ``--fast``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from importlib import resources
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.ui.placing import overlap
from tabletop.ui.table import theme

if TYPE_CHECKING:
    from tabletop.rules import Action
    from tabletop.ui.table.scene import TableScene

NOTE_W = 500  # design width of a note (at 1920x1080)
NOTE_WIDTHS = (NOTE_W, 420, 360, 300)  # the narrower ones, for a table with little room
LIT = (255, 226, 120)
NOTE_FILL = (24, 16, 34, 242)
LOG_MORE = 1  # the log lines a note leaves room for below the newest (the next event)
MAX_ACTIONS = 60  # a first turn that never ends (a game without a "done"): stop guiding


@dataclass
class Step:
    """One note of the guide and when it shows."""

    text: str
    kinds: tuple[str, ...] = ()
    only: bool = False
    prompt: str = ""
    zone: str = ""
    point: str = ""  # "sources", "targets", "both" (and the zone) or "" (the zone)
    drop: tuple[str, ...] = ()  # the zones the text says to drop on

    def matches(self, kinds: set[str], prompt: str) -> bool:
        if self.kinds and not kinds & set(self.kinds):
            return False
        if self.only and not kinds <= set(self.kinds):
            return False
        return not self.prompt or re.search(self.prompt, prompt, re.I) is not None


@dataclass
class GuideSpec:
    """A game's guide as read from its guide.json."""

    steps: list[Step] = field(default_factory=list)
    done_kinds: tuple[str, ...] = ()
    done_data: str = ""

    def match(self, kinds: set[str], prompt: str) -> int | None:
        """The index of the first step for a decision of these action kinds and prompt."""
        for index, step in enumerate(self.steps):
            if step.matches(kinds, prompt):
                return index
        return None


def load_spec(game_id: str) -> GuideSpec | None:
    """The game's guide, or None when it has none (or it is damaged: no guide then)."""
    package = f"tabletop.ui.games.{game_id.replace('-', '_')}"
    try:
        raw = json.loads(resources.files(package).joinpath("guide.json").read_text("utf-8"))
        steps = [
            Step(
                text=str(s["text"]),
                kinds=tuple(s.get("kinds", ())),
                only=bool(s.get("only", False)),
                prompt=str(s.get("prompt", "")),
                zone=str(s.get("zone", "")),
                point=str(s.get("point", "")),
                drop=tuple(s.get("drop", ())),
            )
            for s in raw["steps"]
        ]
        done = raw.get("done", {})
        return GuideSpec(steps, tuple(done.get("kinds", ())), str(done.get("data", "")))
    except (ModuleNotFoundError, FileNotFoundError, OSError, ValueError, KeyError, TypeError):
        return None


class Guide:
    """The guide of one table (see the module's docstring)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.game_id = scene.game.id
        settings = getattr(scene.app, "settings", None)
        wanted = (
            settings is not None
            and getattr(settings, "guide", False)
            and self.game_id not in getattr(settings, "guide_done", ())
            and bool(scene.humans)
            and not scene.fast
        )
        self.spec = load_spec(self.game_id) if wanted else None
        self.active = self.spec is not None and bool(self.spec.steps)
        self.acted = 0  # actions the person took with the guide on
        self.start_data: Any = None
        self.retired: set[int] = set()  # the steps "Got it" was pressed at: not shown again
        self.buttons: dict[str, pygame.Rect] = {}
        self._cache: dict[tuple[Any, ...], pygame.Surface] = {}
        self._cache_buttons: dict[tuple[Any, ...], dict[str, pygame.Rect]] = {}
        self._button_rects: dict[str, pygame.Rect] = {}  # in the note drawn last
        self._zones_for: tuple[Any, list[str]] = (None, [])
        self._placed: dict[tuple[Any, ...], tuple[pygame.Rect, tuple[int, int, int]]] = {}
        self.shown: Step | None = None  # the step drawn last, and where (for tests)
        self.note_rect: pygame.Rect | None = None
        self.arrow: tuple[pygame.Vector2, pygame.Vector2] | None = None  # drawn last: its ends

    # ----- what to show -----

    def step(self) -> Step | None:
        """The step for the decision at hand, or None."""
        scene = self.scene
        if not self.active or scene.interaction is None or not scene._local_turn():
            return None
        decision = scene.state.decision
        if decision is None:
            return None
        index = self.spec.match({a.kind for a in decision.actions}, decision.prompt)
        # a retired step stays retired: no more general note in its place either
        return None if index is None or index in self.retired else self.spec.steps[index]

    def zones(self, step: Step) -> list[str]:
        """The layout zones ``step`` points at now (worked out once per decision: a frame
        drawn while a card is dragged costs only the blits)."""
        scene = self.scene
        key = (
            len(scene.state.history),
            id(scene.state.decision),
            id(step),
            scene.bottom,
            scene.size,
        )
        if self._zones_for[0] != key:
            self._zones_for = (key, self._find_zones(step))
        return list(self._zones_for[1])

    def _find_zones(self, step: Step) -> list[str]:
        scene = self.scene
        decision = scene.state.decision
        found: list[str] = []
        if step.point and decision is not None:
            for action in decision.actions:
                if step.kinds and action.kind not in step.kinds:
                    continue
                refs = {
                    "sources": [action.source],
                    "targets": [action.target],
                    "both": [action.source, action.target],
                }.get(step.point, [])
                for ref in refs:
                    zone = self._zone_of(ref)
                    if zone and zone not in found:
                        found.append(zone)
        if step.zone in scene.rects and step.zone not in found:
            if not found or step.point == "both":
                found.append(step.zone)
        return found

    def _zone_of(self, ref: str | None) -> str | None:
        """The layout zone showing ``ref``: a zone of the state, or a card on the table."""
        scene = self.scene
        if ref is None:
            return None
        zone = scene.lz(ref)
        if zone in scene.rects:
            return zone
        for name, cards in scene.display.zones.items():
            if ref in cards:
                zone = scene.lz(name)
                return zone if zone in scene.rects else None
        return None

    # ----- following the game -----

    def applied(self, action: Action, seat: int | None) -> None:
        """An action was applied for ``seat``: the person's own count towards the end."""
        if not self.active or seat is None or not self.scene.seats[seat].is_human:
            return
        if self.acted == 0 and self.spec.done_data:
            self.start_data = self.scene.state.data.get(self.spec.done_data)
        self.acted += 1
        if action.kind in self.spec.done_kinds or self.acted >= MAX_ACTIONS:
            self.finish()

    def check(self) -> None:
        """The end of the first turn by the game's data (the turn or the round moved on), or
        the end of the game."""
        if not self.active:
            return
        state = self.scene.state
        if state.is_over:
            self.finish()
        elif self.acted and self.spec.done_data:
            if state.data.get(self.spec.done_data) != self.start_data:
                self.finish()

    def finish(self) -> None:
        """The guide is over for this game: remembered in the settings."""
        self.active = False
        self.buttons = {}
        settings = getattr(self.scene.app, "settings", None)
        if settings is not None and self.game_id not in settings.guide_done:
            settings.guide_done.append(self.game_id)
            settings.save()
        self.scene.dirty = True

    # ----- input -----

    def handle(self, event: pygame.event.Event) -> bool:
        """A press on "Got it" or "Hide the guide" (True: taken); every other event goes on
        to the table."""
        if not self.buttons or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        if self.buttons.get("hide", pygame.Rect(0, 0, 0, 0)).collidepoint(event.pos):
            self.finish()
            return True
        if self.buttons.get("ok", pygame.Rect(0, 0, 0, 0)).collidepoint(event.pos):
            if self.shown is not None:
                self.retired.add(self.spec.steps.index(self.shown))
            self.buttons = {}
            self.scene.dirty = True
            return True
        return False

    # ----- drawing -----

    def draw(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The lit frames and the note over the table; the areas drawn."""
        self.check()
        scene = self.scene
        step = self.step()
        self.shown = step
        self.buttons = {}
        self.note_rect = None
        self.arrow = None
        if step is None or self.window_open():
            return []
        zones = self.zones(step)
        scale = scene.scale
        drawn: list[pygame.Rect] = []
        targets = [scene.rects[z] for z in zones]
        width = max(2, theme.px(4, scale))
        for rect in targets:
            frame = rect.inflate(2 * width, 2 * width)
            pygame.draw.rect(surface, LIT, frame, width, border_radius=theme.px(14, scale, 4))
            drawn.append(frame.inflate(4, 4))
        goals = [scene.rects[z] for z in step.drop if z in zones] or targets
        best: tuple[tuple[int, int, int], pygame.Surface, pygame.Rect, dict] | None = None
        for width in NOTE_WIDTHS:  # narrower (and taller) when the widest covers something
            note = self._note(step, width)
            box, score = self._place(note.get_size(), targets, surface.get_rect(), goals)
            if best is None or score < best[0]:
                best = (score, note, box, self._button_rects)
            if not any(score):  # in use by none, hiding nothing
                break
        assert best is not None
        _, note, box, self._button_rects = best
        surface.blit(note, box)
        self.note_rect = box
        drawn.append(box)
        if goals:
            drawn.append(self._arrow(surface, box, _goal(box, goals)))
        self.buttons = {name: rect.move(box.topleft) for name, rect in self._button_rects.items()}
        return drawn

    def window_open(self) -> bool:
        """Whether a window lies over the table (a window of cards, a discard pile browsed, a
        game's own window or panel: a question of which way to pay, a choice of whom to name,
        a log over the whole table): the note then waits, hidden, rather than lie over the
        window the person is reading (it shows again once the window closes)."""
        s = self.scene
        ext = s.ext
        return s.picker is not None or s.browse is not None or ext.overlay_open or ext.covers_table

    def _note(self, step: Step, design_width: int = NOTE_W) -> pygame.Surface:
        scene = self.scene
        scale = scene.scale
        key = (step.text, scene.size, design_width)
        cached = self._cache.get(key)
        if cached is not None:
            self._button_rects = self._cache_buttons[key]
            return cached
        res = scene.res
        pad = theme.px(18, scale, 8)
        width = theme.px(design_width, scale, 220)
        title_size = max(12, theme.px(17, scale))
        size = max(13, theme.px(21, scale))
        lines = res.wrap(step.text, size, width - 2 * pad)
        line_h = round(size * 1.3)
        button_h = max(22, theme.px(38, scale))
        height = pad + round(title_size * 1.5) + line_h * len(lines) + pad + button_h + pad
        surf = pygame.Surface((width, height), pygame.SRCALPHA)
        radius = theme.px(14, scale, 5)
        pygame.draw.rect(surf, NOTE_FILL, surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, LIT, surf.get_rect(), max(2, theme.px(3, scale)), radius)
        title = res.text(f"First game · {self.game_title}", title_size, theme.GOLD, bold=True)
        surf.blit(title, (pad, pad))
        y = pad + round(title_size * 1.5)
        for line in lines:
            surf.blit(res.text(line, size, theme.INK), (pad, y))
            y += line_h
        y += pad
        button_size = max(12, theme.px(18, scale))
        buttons: dict[str, pygame.Rect] = {}
        x = width - pad
        for name, label, primary in (("ok", "Got it", True), ("hide", "Hide the guide", False)):
            text = res.text(label, button_size, theme.BUTTON_TEXT_DARK if primary else theme.INK)
            rect = pygame.Rect(0, y, text.get_width() + 2 * pad, button_h)
            rect.right = x
            fill = theme.BUTTON_PRIMARY if primary else theme.BUTTON
            pygame.draw.rect(surf, fill, rect, border_radius=theme.px(9, scale, 3))
            surf.blit(text, text.get_rect(center=rect.center))
            buttons[name] = rect
            x = rect.x - theme.px(12, scale, 4)
        if len(self._cache) > 24:
            self._cache.clear()
            self._cache_buttons.clear()
        self._cache[key] = surf
        self._cache_buttons[key] = buttons
        self._button_rects = buttons
        return surf

    @property
    def game_title(self) -> str:
        return self.scene.game.title

    def involved(self) -> list[str]:
        """The layout zones holding a legal action's card, piece or destination, with the
        status line and the prompt panel: what a note must leave in sight."""
        scene = self.scene
        decision = scene.state.decision
        found = [z for z in ("status", "prompt") if z in scene.rects]
        if decision is None:
            return found
        for action in decision.actions:
            for ref in (action.source, action.target):
                zone = self._zone_of(ref) or self._zone_by_rect(ref)
                if zone and zone not in found:
                    found.append(zone)
        return found

    def _zone_by_rect(self, ref: str | None) -> str | None:
        """The zone around a thing only the game's table can place (a die, a grid cell)."""
        if ref is None:
            return None
        try:
            rect = self.scene.ext.key_target_rect(ref)
        except (AttributeError, KeyError, TypeError, ValueError):
            return None
        if rect is None:
            return None
        for name, zone_rect in self.scene.rects.items():
            if zone_rect.collidepoint(rect.center):
                return name
        return None

    def _place(
        self,
        size: tuple[int, int],
        targets: list[pygame.Rect],
        screen: pygame.Rect,
        goals: list[pygame.Rect] | None = None,
    ) -> tuple[pygame.Rect, tuple[int, int, int]]:
        """Where the note goes, and its score (all 0: it leaves everything in sight): over
        none of the zones it must leave in sight (``involved`` and the zones it points at), its
        arrow over none of them (the prompt's words), over as little as can be of what the
        other zones show (their cards, titles and words, the log's lines), then of their felt,
        then as near to what it points at (``goals``) as can be. Worked out once per decision,
        size and note."""
        scene = self.scene
        goals = goals or targets
        key = (self._zones_for[0], size, screen.size, tuple(map(tuple, targets)))
        key += (tuple(map(tuple, goals)),)
        cached = self._placed.get(key)
        if cached is not None:
            return cached[0].copy(), cached[1]
        frame = max(2, theme.px(4, scene.scale)) * 2 + 2  # the lit frame around a zone
        keep = [scene.rects[z] for z in self.involved()]
        keep += [t.inflate(frame, frame) for t in targets]
        shown, zones = self._content(keep)
        aim = goals[0].unionall(goals[1:]) if goals else pygame.Rect(screen.center, (0, 0))
        margin = theme.px(6, scene.scale, 2)
        area = screen.inflate(-2 * margin, -2 * margin)
        fine = max(10, theme.px(24, scene.scale))
        coarse = 3 * fine  # a coarse grid first, then finer around its best few places

        def grid(x0: int, x1: int, y0: int, y1: int, step: int) -> list[pygame.Rect]:
            x1, y1 = min(x1, area.right - size[0]), min(y1, area.bottom - size[1])
            x0, y0 = max(x0, area.x), max(y0, area.y)
            xs = [*range(x0, x1 + 1, step), max(x0, x1)]
            ys = [*range(y0, y1 + 1, step), max(y0, y1)]
            return [pygame.Rect((x, y), size) for x in xs for y in ys]

        def cost(b: pygame.Rect) -> tuple[int, int]:
            """What of the table ``b`` hides (cards, titles, words, log lines), then how much
            of the zones' felt."""
            return overlap(b, shown), overlap(b, zones)

        def hidden(b: pygame.Rect) -> int:
            return overlap(b, keep)

        sights = [scene.rects[z] for z in self.involved()]  # what the arrow must not cross
        inside = self._inside()

        def crossed(b: pygame.Rect) -> int:
            """How many zones to keep in sight the arrow from ``b`` runs over (drawn to the
            nearest target, as :meth:`draw` does)."""
            goal = _goal(b, goals) if goals else None
            ends = _arrow_ends(b, goal, inside) if goal is not None else None
            if ends is None:
                return 0
            start, end = ends
            return sum(1 for r in sights if not r.colliderect(goal) and r.clipline(start, end))

        def rank(b: pygame.Rect) -> tuple[int, int, tuple[int, int], int]:
            blocked = b.collidelist(keep) != -1
            return (hidden(b) if blocked else 0, crossed(b), cost(b), _distance(b, aim))

        rough = sorted(grid(area.x, area.right, area.y, area.bottom, coarse), key=rank)[:4]
        boxes = list(rough)
        for b in rough:
            boxes += grid(b.x - coarse, b.x + coarse, b.y - coarse, b.y + coarse, fine)
        box = min(boxes, key=rank)
        free = [box] if box.collidelist(keep) == -1 and not crossed(box) else []
        if len(self._placed) > 32:
            self._placed.clear()
        # what it hides of what is in use, how many of those its arrow crosses, what it hides
        # of the rest (cards, titles, words, log lines): all 0 is a free place
        score = (0 if free else max(1, hidden(box)), crossed(box), cost(box)[0])
        self._placed[key] = (box, score)
        return box.copy(), score

    def _content(self, keep: list[pygame.Rect]) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """What the zones not in ``keep`` show (their cards, titles and words, the log's
        lines and room for the next few: a note over the log hid the newest), and their
        whole areas (felt a note may cover, at a lesser cost)."""
        rects = self.scene.rects
        kept = {name for name, rect in rects.items() if rect in keep}
        zones = [rect for name, rect in rects.items() if name not in kept]
        return self.scene.shown(kept, LOG_MORE), zones

    def _inside(self) -> int:
        """How far into its zone the arrow's tip goes (towards the zone's centre)."""
        return theme.px(28, self.scene.scale, 10)

    def _arrow(self, surface: pygame.Surface, box: pygame.Rect, target: pygame.Rect) -> pygame.Rect:
        """A short arrow from the note towards the zone's centre, its tip a little inside the
        zone (at its edge it pointed at the corner between two zones); the area it covers."""
        ends = _arrow_ends(box, target, self._inside())
        self.arrow = ends
        if ends is None:
            return pygame.Rect(0, 0, 0, 0)
        start, end = ends
        direction = end - start
        if direction.length() < 4:
            return pygame.Rect(0, 0, 0, 0)
        scale = self.scene.scale
        head = theme.px(16, scale, 6)
        unit = direction.normalize()
        tip = end - unit * theme.px(4, scale, 2)
        base = tip - unit * head
        normal = pygame.Vector2(-unit.y, unit.x) * head * 0.6
        width = max(3, theme.px(5, scale))
        line = pygame.draw.line(surface, LIT, start, base, width)
        point = pygame.draw.polygon(surface, LIT, [tip, base + normal, base - normal])
        return line.union(point).inflate(4, 4)


def _arrow_ends(
    box: pygame.Rect, target: pygame.Rect, inside: int = 0
) -> tuple[pygame.Vector2, pygame.Vector2] | None:
    """Where the note's arrow starts (on the note's edge) and ends (``inside`` pixels into
    the zone, at most half way to its centre), on the line between the two centres; None when
    they touch or overlap."""
    if box.colliderect(target) or _distance(box, target) == 0:
        return None
    centre = pygame.Vector2(target.center)
    leaving = box.clipline(box.center, target.center)
    entering = target.clipline(box.center, target.center)
    if not leaving or not entering:
        return None
    start = pygame.Vector2(leaving[1])
    edge = pygame.Vector2(entering[0])
    towards = centre - edge
    depth = min(float(inside), towards.length() / 2)
    end = edge + towards.normalize() * depth if towards.length() > 0 else edge
    return start, end


def _goal(box: pygame.Rect, goals: list[pygame.Rect]) -> pygame.Rect:
    """The zone the note's arrow points at: the nearest of ``goals``."""
    return min(goals, key=lambda r: _distance(box, r))


def _distance(a: pygame.Rect, b: pygame.Rect) -> int:
    """The gap between two rectangles (0 when they touch or overlap)."""
    dx = max(0, b.left - a.right, a.left - b.right)
    dy = max(0, b.top - a.bottom, a.top - b.bottom)
    return dx + dy


def show_again(settings: Any) -> None:
    """The Settings screen's "Show the guide again": on, for every game, from the next table."""
    settings.guide = True
    settings.guide_done.clear()
    settings.save()
