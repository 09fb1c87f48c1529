"""The launcher: pick a game and who sits where, then Start; or Continue, or Load a save.

Continue resumes the chosen game's own game in progress (each game has one, slots.py), and the
line above it says where that game stands in the table's words ("Round 3 · Army phase").
Start where a person's game of the chosen game is unfinished asks first ("Abandon your <title>
game in round 5?" Abandon / Keep it); an abandoned game is kept as a named save.

A campaign game (tabletop.ui.games.campaign_plan) gets the campaign's rows under its seats
(launcher_campaign.py): Continue campaign, Play one scenario, and New campaign for Start.

What was chosen is kept on the app (``app.launcher_choice``), so coming back from a game shows
the same game and seats again; and between runs (launcher_memory.py): the game started last,
with the players, seats and options each game was last started with.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

import tabletop.ai
import tabletop.games
from tabletop.rules.outcome import COOPERATIVE
from tabletop.ui import launcher_memory, slots
from tabletop.ui.app import bot_names, parse_seed
from tabletop.ui.games import campaign_plan, option_choices, seat_labels, team_words
from tabletop.ui.keynav import KeyNav
from tabletop.ui.launcher_campaign import LABEL_W, CampaignPart
from tabletop.ui.scene import Seat
from tabletop.ui.widgets import (
    CREAM,
    GOLD,
    MUTED,
    Backdrop,
    UIScene,
    draw_divider,
    draw_panel,
    draw_text,
    fit_line,
    fit_size,
    top_windows,
)

if TYPE_CHECKING:
    from tabletop.ui.app import App
    from tabletop.ui.saveinfo import SaveEntry

HUMAN = "Human"
ALLIES = "Allies win or lose together."  # under the teams of a game played in teams
SAME = "Human · the same person"  # plays this seat too (one person, both keepers)


def seat_label(seat: Seat) -> str:
    """How a seat reads in the drop-down: ``Human``, ``Bot · Hard``, ``Bot · greedy level 3``."""
    if seat.is_human:
        return SAME if seat.same_person else HUMAN
    if seat.bot in tabletop.ai.levels():  # the levels a player picks: Easy, Normal, Hard
        return "Bot · " + seat.bot.capitalize()
    return "Bot · " + seat.bot.replace(":", " level ")


def seat_options(current: Seat | None = None) -> list[str]:
    """A seat's drop-down: a person, the same person, and the levels a player picks (Easy,
    Normal, Hard). The tools' bots (random, greedy) are left out: play-testers took them for
    levels; a seat that already has one (from ``tabletop play --seats bot:greedy``) keeps it."""
    options = [HUMAN, SAME] + [seat_label(Seat("bot", name)) for name in tabletop.ai.levels()]
    if current is not None and seat_label(current) not in options:
        options.append(seat_label(current))
    return options


def seat_from_label(label: str) -> Seat:
    for name in bot_names():
        if seat_label(Seat("bot", name)) == label:
            return Seat("bot", name)
    return Seat("human", same_person=label == SAME)


def seats_hint(seats: list[Seat]) -> str:
    """What the chosen seats mean at the table, in a sentence or two."""
    people = sum(1 for s in seats if s.is_human and not s.same_person)
    if people >= 2:
        return (
            "People at this screen take turns with the mouse: the table hides each hand "
            "until its player is ready. Bots play by themselves."
        )
    if people == 1:
        both = any(s.same_person for s in seats)
        mine = "each of your seats' hands in turn" if both else "your hand"
        return f"You play with the mouse and see {mine}. Bots play by themselves."
    return "Bots play every seat: sit back and watch the game."


def players_text(counts: tuple[int, ...]) -> str:
    """``(2,)`` -> ``2``; ``(2, 3)`` -> ``2 or 3``; ``(2, 3, 4)`` -> ``2 to 4``."""
    ordered = sorted(counts)
    if len(ordered) > 2 and ordered == list(range(ordered[0], ordered[-1] + 1)):
        return f"{ordered[0]} to {ordered[-1]}"
    return " or ".join(map(str, ordered))


@dataclass
class LauncherChoice:
    """What the launcher shows selected."""

    game_id: str
    players: int
    seats: list[Seat] = field(default_factory=list)
    seed: str = ""
    options: dict[str, Any] = field(default_factory=dict)  # the game's options, by the launcher
    scenario: str = ""  # a campaign game: the scenario Play one scenario plays
    start_log: list[str] = field(default_factory=list)  # ... and the log it starts with

    def chosen_options(self) -> dict[str, Any]:
        """The options this game offers with their chosen values (the first value unless
        chosen); options of another game are left out."""
        out = {}
        for key, (_, values) in option_choices(self.game_id).items():
            known = [v for v, _ in values]
            if known:
                value = self.options.get(key)
                out[key] = value if value in known else known[0]
        return out

    def recall(self) -> None:
        """The players, seats and options this game was last started with (else the seats
        fitted to the player count)."""
        kept = launcher_memory.recall(self.game_id)
        if kept is not None:
            self.players, self.seats, options = kept
            self.options.update(options)
        self.fit()

    def fit(self) -> None:
        """Make the seats match the player count (a new seat: a Normal bot, the level a new
        player meets first; greedy and random are the tools' names)."""
        while len(self.seats) < self.players:
            self.seats.append(Seat("human") if not self.seats else Seat("bot", "normal"))
        del self.seats[self.players :]


def default_choice() -> LauncherChoice:
    """The game started last (else the one whose game in progress is the newest, else the
    first game), with the players, seats and options it was last started with."""
    from tabletop.ui.saveinfo import games_in_progress

    recent = [e.game_id for e in games_in_progress() if e.game_id and not e.damaged]
    game_id = launcher_memory.last_game() or (recent[0] if recent else tabletop.games.ids()[0])
    players = min(tabletop.games.get(game_id).player_counts)
    choice = LauncherChoice(game_id, players)
    choice.recall()
    return choice


def slot_words(entry: SaveEntry | None, now: float | None = None, short: bool = False) -> str:
    """The line over Continue: ``In progress: Round 3 · Army phase · 5 min ago`` (``short``:
    without the phase)."""
    if entry is None:
        return ""
    if entry.damaged:
        if short:
            return "The game in progress cannot be read."
        return "The game in progress cannot be read (Continue says why)."
    progress = entry.progress.split(" · ")[0] if short else entry.progress
    parts = [p for p in (progress, _ago((now or time.time()) - entry.saved)) if p]
    return "In progress: " + " · ".join(parts)


def _ago(seconds: float) -> str:
    minutes = int(max(0.0, seconds) // 60)
    if minutes < 1:
        return "just now"
    if minutes < 60:
        return f"{minutes} min ago"
    hours = minutes // 60
    if hours < 48:
        return f"{hours} h ago"
    return f"{hours // 24} days ago"


def game_blurb(app: App, game_id: str, limit: int = 240) -> str:
    """The first paragraph of the game's rules, as plain text, for the launcher: its whole
    sentences that fit in ``limit`` characters."""
    path = app.res.root / "docs" / "rules" / f"{game_id}.md"
    try:
        text = path.read_text("utf-8")
    except OSError:
        return ""
    paragraph: list[str] = []
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped:
            if paragraph:
                break
            continue
        if stripped.startswith(("#", "|", ">", "-", "*", "!", "[")) and not paragraph:
            continue
        paragraph.append(stripped)
    plain = re.sub(r"[*_`]", "", " ".join(paragraph))
    plain = re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", plain)
    if len(plain) > limit:
        # the whole sentences that fit; only a first sentence too long is cut with "…"
        ends = [m.end() for m in re.finditer(r"[.!?](?=\s|$)", plain) if m.end() <= limit]
        if ends:
            plain = plain[: ends[-1]]
        else:
            plain = plain[:limit].rsplit(" ", 1)[0].rstrip(",;:") + "…"
    return plain


def blurb_lines(
    res: Any, blurb: str, width: int, height: int, size: int, gap: int
) -> tuple[int, int, list[str]]:
    """The whole blurb in ``width`` x ``height``: at ``size``, else smaller (never under 12
    px) with tighter lines; when even that is too long, its whole sentences that fit, never
    a sentence cut with "…". The size, the line step and the lines."""
    if not blurb:
        return size, size + gap, []
    for px in range(max(12, size), 11, -1):
        for g in range(gap, 0, -1):
            step = px + g
            lines = res.wrap(blurb, px, width)
            if len(lines) * step - g <= height:
                return px, step, lines
    sentences = re.findall(r"[^.!?]+[.!?]+(?:\s+|$)", blurb) or [blurb]
    step = 14
    while len(sentences) > 1:
        sentences.pop()
        lines = res.wrap("".join(sentences).strip(), 12, width)
        if len(lines) * step <= height:
            return 12, step, lines
    return 12, step, res.wrap(blurb, 12, width)[: max(1, height // step)]


class LauncherScene(UIScene):
    """The first screen: game, seats, seed, Start; Continue, Load, Settings, Quit."""

    PANEL_W = 900
    INNER_H = 268  # the columns' height at design size with up to 4 rows
    BASE = (1120, 690)  # panel and title with a margin: scale 1 fits this window

    def __init__(self, app: App) -> None:
        choice = app.launcher_choice
        if choice is None or choice.game_id not in tabletop.games.ids():
            choice = default_choice()
            app.launcher_choice = choice
        self.choice: LauncherChoice = choice
        self.campaign = self._campaign_part()
        self.backdrop = Backdrop(app.res)
        self.slot = slots.slot_entry(choice.game_id)  # the chosen game's game in progress
        self.abandon: pygame_gui.windows.UIConfirmationDialog | None = None
        self.abandon_options: dict[str, Any] = {}
        self.base_size = self._base_size()
        super().__init__(app)

    def _campaign_part(self) -> CampaignPart | None:
        plan = campaign_plan(self.choice.game_id)
        return CampaignPart(self, plan) if plan is not None else None

    def _inner_height(self) -> int:
        """Design height of the two columns: more games or seats make the panel taller."""
        games = len(tabletop.games.ids())
        left = 34 + games * 58 + 140
        right = 34 + (len(self.choice.seats) + len(option_choices(self.choice.game_id))) * 54
        if self.campaign is not None:
            right += self.campaign.HEIGHT
        return max(self.INNER_H, left, right)

    def _base_size(self) -> tuple[int, int]:
        return self.BASE[0], self.BASE[1] + self._inner_height() - self.INNER_H

    # ----- layout ------------------------------------------------------------------------------

    def build(self) -> None:
        if self.keynav is None:  # Tab or the arrows light a control, Enter takes it
            self.keynav = KeyNav()
        c = self.choice
        game = tabletop.games.get(c.game_id)
        w, h = self.size
        pad = self.px(36)
        bh = self.px(54)
        inner = self.px(self._inner_height())
        height = 2 * pad + inner + self.px(16 + 40) + bh
        self.panel = pygame.Rect(0, 0, self.px(self.PANEL_W), height)
        self.panel.midtop = (w // 2, max(self.px(150), (h - height) // 2 + self.px(44)))
        p = self.panel
        self.buttons_y = p.bottom - pad - bh
        self.divider_y = self.buttons_y - self.px(40)
        self.left = pygame.Rect(p.x + pad, p.y + pad, self.px(300), inner)
        self.right = pygame.Rect(self.left.right + self.px(56), p.y + pad, 0, inner)
        self.right.width = p.right - pad - self.right.x

        # games
        y = self.left.y + self.px(34)
        self.game_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        for game_id in tabletop.games.ids():
            button = pygame_gui.elements.UIButton(
                pygame.Rect(self.left.x, y, self.left.width, self.px(50)),
                tabletop.games.get(game_id).title,
                self.ui,
                object_id="#choice",
            )
            if game_id == c.game_id:
                button.select()
            self.game_buttons[game_id] = button
            y += self.px(58)
        self.blurb_y = y + self.px(6)
        self.rules = pygame_gui.elements.UIButton(
            pygame.Rect(
                self.left.x - self.px(12), self.left.bottom - self.px(34), self.px(220), self.px(36)
            ),
            "How to play  ›",
            self.ui,
            object_id="#link",
        )

        # players: how many (when the game allows a choice), then who sits where
        x, y = self.right.x, self.right.y
        row = self.px(42)
        self.players_menu: pygame_gui.elements.UIDropDownMenu | None = None
        if len(game.player_counts) > 1:
            count_w = self.px(150)
            self.players_menu = pygame_gui.elements.UIDropDownMenu(
                [f"{n} players" for n in game.player_counts],
                f"{c.players} players",
                pygame.Rect(self.right.right - count_w, y - self.px(6), count_w, self.px(34)),
                self.ui,
            )
        y += self.px(34)
        label_w = self.px(LABEL_W)
        field_w = self.right.width - label_w
        self.seat_menus: list[pygame_gui.elements.UIDropDownMenu] = []
        labels = seat_labels(c.game_id, len(c.seats))
        for i, seat in enumerate(c.seats):
            pygame_gui.elements.UILabel(pygame.Rect(x, y, label_w, row), labels[i], self.ui)
            menu = pygame_gui.elements.UIDropDownMenu(
                seat_options(seat),
                seat_label(seat),
                pygame.Rect(x + label_w, y, field_w, row),
                self.ui,
            )
            self.seat_menus.append(menu)
            y += row + self.px(12)
        # the game's own options, with words (a game's table part declares them)
        self.option_menus: dict[str, tuple[pygame_gui.elements.UIDropDownMenu, list]] = {}
        chosen = c.chosen_options()
        for key, (label, values) in option_choices(c.game_id).items():
            pygame_gui.elements.UILabel(pygame.Rect(x, y, label_w, row), label, self.ui)
            words = [w for _, w in values]
            current = next((w for v, w in values if v == chosen.get(key)), words[0])
            menu = pygame_gui.elements.UIDropDownMenu(
                words, current, pygame.Rect(x + label_w, y, field_w, row), self.ui
            )
            self.option_menus[key] = (menu, values)
            y += row + self.px(12)
        self.hint_y = y + self.px(6)
        if self.campaign is not None:
            self.campaign.build(x, y + self.px(4), self.right.width)  # the hint gives way

        # actions: Continue and Load on the left; the seed and Start on the right
        start_w, seed_w, gap = self.px(220), self.px(170), self.px(16)
        self.start = pygame_gui.elements.UIButton(
            pygame.Rect(p.right - pad - start_w, self.buttons_y, start_w, bh),
            "Start" if self.campaign is None else "New campaign",
            self.ui,
            object_id="#primary",
        )
        seed_x = self.start.rect.x - gap - seed_w
        self.seed_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(seed_x, self.buttons_y + (bh - row) // 2, seed_w, row),
            self.ui,
            initial_text=c.seed,
        )
        self.seed_entry.set_text_length_limit(24)
        self.seed_label = (seed_x + self.px(2), self.buttons_y - self.px(8))
        self.cont = pygame_gui.elements.UIButton(
            pygame.Rect(self.left.x, self.buttons_y, self.px(200), bh),
            "Continue",
            self.ui,
            object_id="@big",
        )
        if self.slot is None:
            self.cont.disable()
        self.load = pygame_gui.elements.UIButton(
            pygame.Rect(self.left.x + self.px(216), self.buttons_y, self.px(150), bh),
            "Load…",
            self.ui,
            object_id="@big",
        )

        # below the panel
        qy = min(h - self.px(52), p.bottom + self.px(26))
        self.settings = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - self.px(150), qy, self.px(140), self.px(38)),
            "Settings",
            self.ui,
            object_id="#quiet",
        )
        self.quit = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 + self.px(10), qy, self.px(140), self.px(38)),
            "Quit",
            self.ui,
            object_id="#quiet",
        )

    def paint(self, surface: pygame.Surface) -> None:
        res = self.app.res
        surface.blit(self.backdrop.surface(surface.get_size()), (0, 0))
        w = self.size[0]
        p = self.panel
        draw_text(
            surface,
            res,
            "Tabletop",
            self.px(64),
            GOLD,
            serif=True,
            bold=True,
            shadow=True,
            midbottom=(w // 2, p.y - self.px(50)),
        )
        draw_text(
            surface,
            res,
            "Card games by mouse, every rule enforced",
            self.px(18),
            MUTED,
            midbottom=(w // 2, p.y - self.px(18)),
        )
        draw_panel(surface, p, self.scale)
        head = self.px(14)
        draw_text(surface, res, "GAME", head, GOLD, bold=True, topleft=self.left.topleft)
        draw_text(surface, res, "PLAYERS", head, GOLD, bold=True, topleft=self.right.topleft)
        game = tabletop.games.get(self.choice.game_id)
        if game.style == COOPERATIVE and self.players_menu is None:
            hint = "all on one side: one person may play every seat"
            hint_x = self.right.x + res.font(head, True).size("PLAYERS")[0] + self.px(10)
            size = fit_size(res, hint, max(12, self.px(13)), self.right.right - hint_x)
            draw_text(surface, res, hint, size, MUTED, topleft=(hint_x, self.right.y + self.px(1)))
        draw_text(
            surface, res, "SEED", max(12, self.px(13)), GOLD, bold=True, bottomleft=self.seed_label
        )
        hint_x = (
            self.seed_label[0] + res.font(max(12, self.px(13)), True).size("SEED")[0] + self.px(8)
        )
        draw_text(
            surface,
            res,
            "empty: a new deal",
            max(12, self.px(13)),
            MUTED,
            bottomleft=(hint_x, self.seed_label[1]),
        )

        game = tabletop.games.get(self.choice.game_id)
        counts = players_text(game.player_counts)
        y = self.blurb_y
        size = self.px(15)
        blurb = game_blurb(self.app, self.choice.game_id)
        below = y + size + self.px(8)
        bottom = self.rules.rect.y - self.px(6)
        fit = blurb_lines(res, blurb, self.left.width, bottom - below, size, self.px(5))
        whole = " ".join(" ".join(fit[2]).split()) == " ".join(blurb.split())
        if whole or str(counts) not in blurb:
            draw_text(
                surface,
                res,
                f"{counts} players",
                size,
                CREAM,
                bold=True,
                topleft=(self.left.x + self.px(2), y),
            )
            y = below
        else:  # the blurb says how many play: its whole text in the count line's place
            fit = blurb_lines(res, blurb, self.left.width, bottom - y, size, self.px(5))
        size, step, lines = fit
        for line in lines:
            draw_text(surface, res, line, size, MUTED, topleft=(self.left.x + self.px(2), y))
            y += step

        # under the seats: who plays with whom (a game in teams), then what the seats mean;
        # each block whole or not at all
        size, width = self.px(14), self.right.width
        step = size + self.px(5)
        teams = [
            (line, CREAM, True)
            for team in team_words(game, self.choice.players)
            for line in res.wrap(team, size, width, True)
        ]
        if teams:
            teams += [(line, MUTED, False) for line in res.wrap(ALLIES, size, width)]
        hint = [
            (line, MUTED, False) for line in res.wrap(seats_hint(self.choice.seats), size, width)
        ]
        y = self.hint_y
        for block in (teams, hint) if self.campaign is None else ():
            if y + len(block) * step > self.right.bottom:
                continue  # no room for this block: the next, shorter, may still fit
            for line, colour, bold in block:
                draw_text(surface, res, line, size, colour, bold=bold, topleft=(self.right.x, y))
                y += step

        if self.campaign is not None:
            self.campaign.paint(surface)
        x = self.left.right + self.px(28)
        pygame.draw.line(surface, (110, 86, 40), (x, self.left.y), (x, self.left.bottom))
        draw_divider(surface, (p.x + self.px(24), self.divider_y), p.width - self.px(48))
        text = slot_words(self.slot)
        room = self.seed_label[0] - self.px(24) - self.left.x
        if text and res.font(max(12, self.px(13))).size(text)[0] > room:
            text = slot_words(self.slot, short=True)  # never smaller than 12 px: fewer words
        if text:  # whole, or cut with "…", never into the seed's label
            text, size = fit_line(res, text, self.px(14), max(1, room))
            draw_text(
                surface,
                res,
                text,
                size,
                MUTED,
                bottomleft=(self.left.x + self.px(2), self.seed_label[1]),
            )

    # ----- input -------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and not top_windows(self.ui)
            and not self._typing()
            and (self.keynav is None or self.keynav.lit(self) is None)
        ):
            self.start_game()  # Enter with nothing lit: Start
            return
        super().handle(event)

    def relayout(self) -> None:
        self.rebuild()

    def focus_order(self, controls: list[Any]) -> list[Any]:
        """The keyboard's order: the bottom row as it reads, Continue, Load, the seed, Start
        (they are made Start first), then Settings and Quit."""
        row = [self.cont, self.load, self.seed_entry, self.start]
        last = [self.settings, self.quit]
        head = [c for c in controls if c not in row and c not in last]
        return head + [c for c in row + last if c in controls]

    def on_ui(self, event: pygame.event.Event) -> None:
        element = event.ui_element
        if self.campaign is not None and self.campaign.on_ui(event):
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for game_id, button in self.game_buttons.items():
                if element is button:
                    self.pick_game(game_id)
                    return
            if element is self.start:
                self.start_game()
            elif element is self.cont:
                self.app.continue_game(self.choice.game_id)
            elif element is self.load:
                from tabletop.ui.saves_screen import LoadOverlay

                self.app.push_overlay(LoadOverlay(self.app))
            elif element is self.rules:
                self.app.open_rules(self.choice.game_id)
            elif element is self.settings:
                self.app.open_settings()
            elif element is self.quit:
                self.app.quit()
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if element is self.players_menu:
                self.choice.players = int(event.text.split()[0])
                self.choice.fit()
                self.rebuild()
            elif element in self.seat_menus:
                index = self.seat_menus.index(element)
                self.choice.seats[index] = seat_from_label(event.text)
            else:
                for key, (menu, values) in self.option_menus.items():
                    if element is menu:
                        value = next((v for v, w in values if w == event.text), values[0][0])
                        self.choice.options[key] = value
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and element is self.seed_entry:
            self.choice.seed = self.seed_entry.get_text()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and element is self.seed_entry:
            self.start_game()
        elif event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED and element is self.abandon:
            self.abandon = None
            self._start(self.abandon_options)
        elif event.type == pygame_gui.UI_WINDOW_CLOSE and element is self.abandon:
            self.abandon = None  # Keep it: nothing happens

    def pick_game(self, game_id: str) -> None:
        if game_id == self.choice.game_id:
            return  # the game shown: its seats as the player set them stay
        game = tabletop.games.get(game_id)
        self.choice.game_id = game_id
        if self.choice.players not in game.player_counts:
            self.choice.players = min(game.player_counts)
        self.choice.recall()
        self.campaign = self._campaign_part()
        self.slot = slots.slot_entry(game_id)
        self.rebuild()

    def rebuild(self) -> None:
        """Lay the screen out again (the game or the number of seats changed)."""
        self.base_size = self._base_size()
        self.resize(self.size)

    def start_game(self) -> None:
        """Start (New campaign for a campaign game: it asks first if one is under way)."""
        if self.campaign is not None:
            self.choice.seed = self.seed_entry.get_text().strip()
            self.campaign.new_campaign()
            return
        self.begin_game({})

    def begin_game(self, options: dict[str, Any]) -> None:
        """Start the chosen game with the launcher's options and ``options`` over them; where
        a person's game of it is unfinished, ask first."""
        c = self.choice
        c.seed = self.seed_entry.get_text().strip()
        chosen = {**c.chosen_options(), **options}
        if self._replaces_a_game(chosen):
            if self.open_elsewhere():
                return
            self.ask_abandon(chosen)
            return
        self._start(chosen)

    def open_elsewhere(self) -> bool:
        """Whether the game this start would put aside is played in another window: then
        it says so, and asks nothing (it could not be abandoned from here)."""
        from tabletop.ui import slotlock, storage

        held = slotlock.HELD
        path = storage.autosave_path(self.choice.game_id)
        if held.take(path):
            held.keep_only(self.app.save_path)  # only a look: this window keeps its own
            return False
        title = tabletop.games.get(self.choice.game_id).title
        self.app.toast(f"Your {title} game {slotlock.BUSY}")
        return True

    def _replaces_a_game(self, options: dict[str, Any]) -> bool:
        """Whether starting would put a person's unfinished game of this game aside (a whole
        campaign has its own file and question: launcher_campaign.py)."""
        slot = self.slot
        if slot is None or slot.damaged or not slot.human:
            return False
        if campaign_plan(self.choice.game_id) is not None and options.get("scenario") in (
            None,
            "",
            "campaign",
        ):
            return False
        return any(s.is_human for s in self.choice.seats)

    def ask_abandon(self, options: dict[str, Any]) -> None:
        """``Abandon your <title> game in round 5?`` Abandon / Keep it."""
        from tabletop.ui.saves_screen import question

        assert self.slot is not None
        self.abandon_options = options
        self.abandon = question(
            self,
            self.slot.abandon_question()
            + " It stays under Load, but Continue will resume the new game.",
            "New game",
            "Abandon",
        )

    def _start(self, options: dict[str, Any]) -> None:
        c = self.choice
        try:
            self.app.start_game(
                c.game_id, list(c.seats), parse_seed(c.seed), players=c.players, options=options
            )
        except ValueError as exc:
            self.app.toast(str(exc))
            return
        launcher_memory.remember(c.game_id, c.players, list(c.seats), c.chosen_options())
