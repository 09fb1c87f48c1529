"""The game-over screen: who won and why, over a dimmed picture of the final table.

Rematch starts the same game with the same seats and a new deal; Back returns to the launcher.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame
import pygame_gui

import tabletop.ai
from tabletop.rules import State
from tabletop.rules.outcome import COOPERATIVE, LOST
from tabletop.rules.words import listed
from tabletop.ui.controller import ScoreSheet
from tabletop.ui.gameover_chart import WIDTH as STORY_WIDTH
from tabletop.ui.gameover_chart import StoryView, seat_names, story_of
from tabletop.ui.games import controller_for
from tabletop.ui.scene import Seat
from tabletop.ui.widgets import (
    CREAM,
    GOLD,
    GOLD_BRIGHT,
    MIN_TEXT,
    MUTED,
    SENTENCE_END,
    Backdrop,
    Toast,
    UIScene,
    dim,
    draw_divider,
    draw_panel,
    draw_text,
    fit_size,
)

if TYPE_CHECKING:
    from tabletop.ui.app import App


def bot_words(name: str) -> str:
    """A bot's name as a player reads it: ``Hard``, ``greedy``, ``greedy level 3``."""
    kind, _, level = name.partition(":")
    if kind in tabletop.ai.levels():
        return kind.capitalize()
    return f"{kind} level {level}" if level else kind


def seat_name(state: State, seats: list[Seat], seat: int) -> str:
    """The seat as the table names it, plus who plays it when that helps: ``Sparta (Hard
    bot)``, ``Player 1 (you)``."""
    try:
        name = str(state.seat_name(seat))
    except Exception:
        name = f"Player {seat + 1}"
    if seat < len(seats) and not seats[seat].is_human:
        return f"{name} ({bot_words(seats[seat].bot)} bot)"
    humans = [i for i, s in enumerate(seats) if s.is_human]
    if len(humans) == 1 and humans[0] == seat:
        return f"{name} (you)"
    return name


def length_words(data: dict) -> list[str]:
    """How long the game was, in the unit its table counts: rounds where the game keeps a
    round (its chart counts those too), else turns; a campaign of several scenarios counts
    them and the rounds of all of them (each scenario's result records its ``rounds``)."""
    campaign = data.get("campaign")
    results = campaign.get("results") if isinstance(campaign, dict) else None
    if isinstance(results, list) and len(results) > 1:
        rounds = sum(
            r["rounds"]
            for r in results
            if isinstance(r, dict) and type(r.get("rounds")) is int and r["rounds"] > 0
        )
        words = [f"{len(results)} scenarios"]
        return [*words, f"{rounds} round{'' if rounds == 1 else 's'}"] if rounds else words
    for key, unit in (("round", "round"), ("turn", "turn")):
        count = data.get(key)
        if isinstance(count, int) and not isinstance(count, bool) and count > 0:
            return [f"{count} {unit}{'' if count == 1 else 's'}"]
    return []


def result_words(state: State, seats: list[Seat]) -> tuple[str, str]:
    """The headline and the line under it: ``("You win!", "Player 1 (you) wins.")``, read
    from the outcome: a draw, a defeat of every seat (a cooperative game) or winners."""
    outcome = state.outcome
    winners = list(outcome.winners) if outcome else state.winners
    humans = [i for i, s in enumerate(seats) if s.is_human]
    if outcome is not None and outcome.kind == LOST:  # the line is its first sentence
        reason = SENTENCE_END.split(outcome.reason or "Every seat lost.")[0]
        return ("You lose" if humans else "Defeat"), reason
    if not winners:
        return "A draw", "Nobody wins this one."
    names = [seat_name(state, seats, w) for w in winners]
    line = f"{listed(names)} {'wins' if len(winners) == 1 else 'win'}."
    together = state.game.play_style(state.players) == COOPERATIVE  # one team: all won
    if humans and set(humans) <= set(winners) and (len(humans) > 1 or together):
        return "You win together!", line
    if len(humans) == 1:
        if humans[0] in winners:
            return ("You win!" if len(winners) == 1 else "You share the win!"), line
        return "You lose", line
    if len(winners) == 1:
        try:
            return f"{state.seat_name(winners[0])} wins!", line
        except Exception:
            return f"Player {winners[0] + 1} wins!", line
    return "Shared victory", line


def seat_marks(state: State) -> list[tuple[tuple[int, int, int], str]] | None:
    """Each seat's colour and shape on the table, for the chart (None: the chart's own)."""
    try:
        return controller_for(state.game).seat_marks(state.view(None))
    except Exception:  # a courtesy, as the breakdown is
        return None


def score_table(state: State, seats: list[Seat]) -> tuple[list[str], ScoreSheet | None]:
    """Column heads and the final score by source, from the game's controller reading the
    public view (None: the game offers no breakdown); only rows with a value per seat."""
    try:
        sheet = controller_for(state.game).score_sheet(state.view(None))
    except Exception:  # a breakdown is a courtesy: never lose the result screen over it
        return [], None
    if sheet is None:
        return [], None
    rows = [(label, list(values)) for label, values in sheet.rows if len(values) == state.players]
    if not rows:
        return [], None
    humans = [i for i, s in enumerate(seats) if s.is_human]
    heads = [f"Player {i + 1}" + (" (you)" if humans == [i] else "") for i in range(state.players)]
    return heads, replace(sheet, rows=rows)


# seconds in which keys do nothing: a player pressing Enter through the last decisions saw a
# Rematch begin before the result was read
KEY_GRACE = 1.2


class GameOverScene(UIScene):
    """The result, the reason, and the next step (Rematch or Back to launcher); beside them,
    how the game went (a chart and key figures: gameover_chart.py), when the game tells it."""

    PANEL = (660, 0)  # the height follows the text

    def __init__(
        self, app: App, state: State, seats: list[Seat], picture: pygame.Surface | None = None
    ) -> None:
        self.state = state
        self.seats = list(seats)
        self.picture = picture
        self.backdrop = Backdrop(app.res)
        self._dimmed: pygame.Surface | None = None
        self.story = story_of(state)  # a replay: made here, off the main loop (handover.py)
        self.age = 0.0  # seconds shown
        super().__init__(app)

    def content_size(self) -> tuple[int, int] | None:
        """The panel's design size, wider with the story beside the result."""
        return (self.PANEL[0] + (STORY_WIDTH if self.story else 0) + 40, 640)

    def build(self) -> None:
        res = self.app.res
        column = self.px(self.PANEL[0])  # the result's column; the story's is beside it
        story_w = min(self.px(STORY_WIDTH), self.size[0] - column - self.px(24))
        if story_w < 300:  # a window too narrow for it: the result alone
            story_w = 0
        width = column + story_w if self.story else column
        inner = column - self.px(80)
        self.headline, self.line = result_words(self.state, self.seats)
        self.head_size = fit_size(res, self.headline, self.px(54), inner, bold=True, serif=True)
        self.line_size = fit_size(res, self.line, self.px(20), inner, bold=True)
        reason = str(self.state.data.get("end_reason") or "")
        if reason.startswith(self.line):  # said once: the line, then what it leaves out
            reason = reason[len(self.line) :].strip()
        self.reason_size = self.px(17)
        self.reason_lines = res.wrap(reason, self.reason_size, inner)[:3] if reason else []
        self.heads, self.sheet = score_table(self.state, self.seats)
        self.rows = self.sheet.rows if self.sheet is not None else []
        self.table_rect: pygame.Rect | None = None  # where the score table was drawn
        self.table_w = inner
        self.row_h = self.px(25)
        bh = self.px(54)
        height = (
            self.px(26)
            + self.px(13)
            + self.px(14)
            + self.head_size
            + self.px(12)
            + self.line_size
            + self.px(18)
            + self.px(18)
            + len(self.reason_lines) * self.px(25)
            + self.table_height()
            + self.px(22)
            + self.px(14)
            + self.px(18)
            + bh
            + self.px(34)
        )
        # a breakdown too tall for the window (a short, wide one) gets closer rows
        spare = self.size[1] - self.px(12) - self.px(52) - height  # the peek button below
        if self.rows and spare < 0:
            tall = self.table_height()
            self.row_h = max(self.px(17), 16, self.row_h + spare // (len(self.rows) + 1))
            height -= tall - self.table_height()
        self.story_view: StoryView | None = None
        if self.story is not None and story_w:
            names = seat_names(self.state, self.seats)
            self.story_view = StoryView(res, self.story, names, self.scale, seat_marks(self.state))
            height = max(height, self.story_view.min_height())
        self.panel = pygame.Rect(0, 0, width, height)
        self.panel.center = (self.size[0] // 2, self.size[1] // 2)
        self.panel.top = max(0, self.panel.top - (self.px(52) if self.picture else 0) // 2)
        self.column = pygame.Rect(self.panel.x, self.panel.y, column, height)
        p = self.column
        bw = self.px(230)
        self.buttons_y = p.bottom - self.px(34) - bh
        self.rematch = pygame_gui.elements.UIButton(
            pygame.Rect(p.centerx + self.px(10), self.buttons_y, bw, bh),
            "Rematch",
            self.ui,
            object_id="#primary",
        )
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(p.centerx - self.px(10) - bw, self.buttons_y, bw, bh),
            "Back to launcher",
            self.ui,
            object_id="@big",
        )
        self.peek_button = pygame_gui.elements.UIButton(
            pygame.Rect(
                self.panel.centerx - self.px(120),
                p.bottom + self.px(14),
                self.px(240),
                self.px(38),
            ),
            "See the final table",
            self.ui,
            object_id="#quiet",
        )
        self.replay_button = self.make_replay_button()
        if self.picture is None:
            self.peek_button.hide()
        self._dimmed = None
        self.peeking = False
        self.hint: Toast | None = None

    def table_height(self) -> int:
        """The score table's height (the heads, a row per source and a gap below), or 0."""
        if not self.rows:
            return 0
        return (len(self.rows) + 1) * self.row_h + self.px(16)

    def table_geometry(self) -> tuple[int, int, int, int, int]:
        """The left edge, the label column's width, a player column's width (at most 170 px
        at the design size: two players' columns stay close to their labels), the text size
        and the heads' size (they fit their columns)."""
        res = self.app.res
        text = max(MIN_TEXT, min(self.px(16), self.row_h * 16 // 25))  # readable rows
        font = res.font(text)
        label_w = max(font.size(label)[0] for label, _ in self.rows) + self.px(18)
        n = max(1, len(self.heads))
        col = min(self.px(170), (self.table_w - label_w) // n)
        x0 = self.column.centerx - (label_w + col * n) // 2
        head = min(fit_size(res, h, text, col - self.px(8), bold=True) for h in self.heads)
        return x0, label_w, col, text, head

    def draw_scores(self, surface: pygame.Surface, top: int) -> pygame.Rect:
        """The final score, a column per player and a row per source; the winners' columns
        in gold, the total in bold under a rule. Returns the area drawn on."""
        res = self.app.res
        x0, label_w, col, size, head_size = self.table_geometry()
        n = len(self.heads)
        winners = set(self.state.winners)
        rh = self.row_h
        width = label_w + col * n + self.px(12)
        area = pygame.Rect(x0 - self.px(6), top, width, rh * (len(self.rows) + 1))
        muted = max(MIN_TEXT, size - self.px(2))
        sheet = self.sheet
        assert sheet is not None
        drawn = [draw_text(surface, res, sheet.title, muted, MUTED, midleft=(x0, top + rh // 2))]
        for i, head in enumerate(self.heads):
            color = GOLD_BRIGHT if i in winners else CREAM
            cx = x0 + label_w + col * i + col // 2
            drawn.append(
                draw_text(
                    surface, res, head, head_size, color, bold=True, center=(cx, top + rh // 2)
                )
            )
        stripe = pygame.Surface((width, rh), pygame.SRCALPHA)
        stripe.fill((255, 236, 200, 14))
        for r, (label, values) in enumerate(self.rows):
            y = top + rh * (r + 1)
            total = label == sheet.total
            if total:
                draw_divider(surface, (area.x, y), width)
            elif r % 2 == 0:
                surface.blit(stripe, (area.x, y))
            drawn.append(
                draw_text(surface, res, label, size, CREAM, bold=total, midleft=(x0, y + rh // 2))
            )
            for i, value in enumerate(values):
                cx = x0 + label_w + col * i + col // 2
                if i in winners and (total or label in sheet.decisive):
                    color = GOLD_BRIGHT
                elif value in ("0", ""):
                    color = MUTED
                else:
                    color = CREAM
                drawn.append(
                    draw_text(
                        surface, res, value, size, color, bold=total, center=(cx, y + rh // 2)
                    )
                )
        return area.unionall(drawn)

    def paint(self, surface: pygame.Surface) -> None:
        res = self.app.res
        if self.peeking and self.picture is not None:
            picture = self.picture
            if picture.get_size() != surface.get_size():
                picture = pygame.transform.smoothscale(picture, surface.get_size())
            surface.blit(picture, (0, 0))
            return  # the hint over it fades away (see draw): the table is what one came for
        if self._dimmed is None or self._dimmed.get_size() != surface.get_size():
            if self.picture is not None:
                picture = self.picture
                if picture.get_size() != surface.get_size():
                    picture = pygame.transform.smoothscale(picture, surface.get_size())
                self._dimmed = dim(picture, 150)
            else:
                self._dimmed = dim(self.backdrop.surface(surface.get_size()), 60, blur=False)
        surface.blit(self._dimmed, (0, 0))
        draw_panel(surface, self.panel, self.scale)
        if self.story_view is not None:
            story = self.panel.copy()
            story.left, story.width = self.column.right, self.panel.right - self.column.right
            self.draw_story(surface, story)
        p = self.column
        y = p.y + self.px(26)
        draw_text(
            surface, res, "G A M E   O V E R", self.px(13), GOLD, bold=True, midtop=(p.centerx, y)
        )
        y += self.px(13) + self.px(14)
        draw_text(
            surface,
            res,
            self.headline,
            self.head_size,
            GOLD_BRIGHT,
            serif=True,
            bold=True,
            shadow=True,
            midtop=(p.centerx, y),
        )
        y += self.head_size + self.px(12)
        draw_text(surface, res, self.line, self.line_size, CREAM, bold=True, midtop=(p.centerx, y))
        y += self.line_size + self.px(18)
        draw_divider(surface, (p.x + self.px(60), y), p.width - self.px(120))
        y += self.px(18)
        for text in self.reason_lines:
            draw_text(surface, res, text, self.reason_size, CREAM, midtop=(p.centerx, y))
            y += self.px(25)
        if self.rows:
            self.table_rect = self.draw_scores(surface, y + self.px(6))
            y += self.table_height()
        facts = [self.state.game.title]
        facts.extend(length_words(self.state.data))
        facts.append(f"{len(self.state.history)} moves")
        facts.append(f"seed {self.state.setup_args.get('seed')}")
        draw_text(
            surface,
            res,
            "  ·  ".join(facts),
            self.px(14),
            MUTED,
            midbottom=(p.centerx, self.buttons_y - self.px(18)),
        )

    def draw_story(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """How the game went, in ``area`` (the panel's right part), a rule between."""
        assert self.story_view is not None
        top, bottom = area.y + self.px(30), area.bottom - self.px(30)
        pygame.draw.line(surface, (120, 92, 50), (area.x, top), (area.x, bottom), 1)
        self.story_view.draw(surface, area.inflate(-self.px(10), 0))

    PEEK_HINT = "The final table. Click anywhere or press a key to see the result again."

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.peeking and self.hint is not None and self.hint.alive:
            self.hint.draw(surface, self.app.res, self.scale)

    def update(self, dt: float) -> None:
        self.age += dt
        super().update(dt)
        if self.peeking and self.hint is not None and self.hint.alive:
            self.hint.age += dt
            self.dirty = True  # until it has faded out

    def peek(self, on: bool) -> None:
        """Show the final table without the result panel (or the panel again)."""
        self.peeking = on
        self.hint = Toast(self.PEEK_HINT, ttl=4.0) if on else None
        self.repaint()
        for element in (self.rematch, self.back, self.peek_button, self.replay_button):
            if on:
                element.hide()
            else:
                element.show()
        self.dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self.age < KEY_GRACE:
            return  # a key meant for the last decision does not skip the result
        if self.peeking:
            if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
                self.peek(False)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.do_rematch()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.open_launcher()
            return
        super().handle(event)

    def on_ui(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.rematch:
            self.do_rematch()
        elif event.ui_element is self.peek_button:
            self.peek(True)
        elif event.ui_element is self.replay_button:
            self.watch_replay()
        elif event.ui_element is self.back:
            self.app.open_launcher()

    def make_replay_button(self) -> pygame_gui.elements.UIButton:
        """The button "Watch the replay": beside "See the final table" (the pair centred
        where that one was), or in its place when there is no picture of the table."""
        peek = self.peek_button.relative_rect.copy()
        x = peek.x
        if self.picture is not None:
            self.peek_button.set_relative_position((peek.centerx - self.px(250), peek.y))
            x = peek.centerx + self.px(10)
        return pygame_gui.elements.UIButton(
            pygame.Rect(x, peek.y, peek.w, peek.h), "Watch the replay", self.ui, object_id="#quiet"
        )

    def watch_replay(self) -> None:
        """The game that just ended, move by move, from its history (its autosave is gone);
        leaving the replay comes back to this screen."""
        from tabletop.ui.replay_scene import open_replay

        def back() -> None:
            self.resize(self.app.size)  # its elements again (leaving dropped them)
            self.app.switch(self)

        open_replay(self.app, self.state, self.seats, on_leave=back)

    def do_rematch(self) -> None:
        """The same game, seats and options, a new deal."""
        options = dict(self.state.setup_args.get("options") or {})
        try:
            self.app.start_game(
                self.state.game.id, self.seats, None, players=self.state.players, options=options
            )
        except ValueError as exc:
            self.app.toast(str(exc))
