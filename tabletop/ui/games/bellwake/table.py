"""Bellwake on the table: its painters (painters.py), the campaign log (campaign.py: opened by
the "Campaign log" button over the table, and shown by itself between scenarios while the
camp and the Foundry's choice are decided), where gear lies (tucked under its character in the
party), the hover's notes and the animations of its own events (damage, defence, the Hush,
progress, the bell)."""

from __future__ import annotations

import sys
from typing import Any

import pygame

from tabletop.rules import Action, Event
from tabletop.ui import palette
from tabletop.ui.anim import Anim, Flash, Pulse
from tabletop.ui.cards import CardArt
from tabletop.ui.games.bellwake import campaign
from tabletop.ui.games.bellwake.cards import BellwakeArt
from tabletop.ui.games.bellwake.painters import PAINTERS, HushPainter, PartyPainter
from tabletop.ui.games.bellwake.venture import PerState
from tabletop.ui.games.bellwake.words import notes
from tabletop.ui.table import theme
from tabletop.ui.table.extension import TableExtension
from tabletop.ui.table.keyboard import KeyChoice
from tabletop.ui.table.widgets import Button, alike

HARM = (255, 130, 110)
GUARD = (130, 190, 255)
GAIN = (150, 230, 140)
HUSH = (190, 190, 230)
ECHO_INK = (240, 196, 90)
# floating words and log lines (colour-blind: harm orange, a defence white, a gain blue, the
# Hush grey)
palette.register(
    "bellwake-changes",
    {"harm": HARM, "guard": GUARD, "gain": GAIN, "hush": HUSH},
    {
        "harm": (245, 130, 40),
        "guard": (248, 247, 231),
        "gain": (0, 123, 255),
        "hush": (160, 160, 170),
    },
)
palette.bind(
    "bellwake-changes",
    sys.modules[__name__],
    {"HARM": "harm", "GUARD": "guard", "GAIN": "gain", "HUSH": "hush"},
)
CHIP_STATS = frozenset({"strike", "ward", "health", "resolve", "dread", "approach", "progress"})
ANIMATED = frozenset({"attack", "defend", "hush", "toll", "progress", "venture", "echo"})


def numbers_now(state: Any) -> dict[str, dict[str, int]]:
    """Each card's numbers that lasting effects change now, by card and stat."""
    mods = state.mods() if hasattr(state, "mods") else {}
    table: dict[str, dict[str, int]] = {}
    for (target, stat), amount in mods.items():
        if amount and stat in CHIP_STATS:
            table.setdefault(target, {})[stat] = state.stat(target, stat, mods)
    return table


def signed(n: int) -> str:
    """+2, \u22121 (a true minus sign)."""
    return f"+{n}" if n > 0 else f"\u2212{-n}"


class BellwakeTable(TableExtension):
    painters = PAINTERS
    log_colors = {
        "attack": HARM,
        "defend": GUARD,
        "hush": HUSH,
        "progress": GAIN,
        "toll": theme.GOLD,
    }
    palette.bind(
        "bellwake-changes",
        log_colors,
        {"attack": "harm", "defend": "guard", "hush": "hush", "progress": "gain"},
    )

    def __init__(self, scene: Any) -> None:
        super().__init__(scene)
        self.log_open = False  # the campaign log opened by its button (modal)
        self.close: Button | None = None
        self._panel: tuple[tuple[Any, ...], pygame.Surface] | None = None
        self.choices: list[Button] = []  # the camp's upgrades to learn, on the panel
        self._choices_key: tuple[Any, ...] | None = None
        self._numbers = PerState(numbers_now)  # each card's numbers now (card_numbers)

    def card_art(self) -> CardArt:
        s = self.scene
        return BellwakeArt(s.res, s.game.id, s.game.cards)

    def resize(self) -> None:
        self._panel = None
        self.close = None
        self._choices_key = None

    def sync(self) -> None:
        self._choices_key = None

    def card_numbers(self, card: str) -> dict[str, int]:
        """What gear, upgrades, the campaign log, a location or an enemy add to ``card``'s
        strike, ward, health... now (the rules' own sums), where it changes a number."""
        return self._numbers.get(self.scene.state).get(card, {})

    def card_notes(self, card: str) -> list[tuple[str, str]]:
        known = self.card_data(card)
        if known is None:
            return []
        data, entry = known
        out = notes(data, entry)
        damage = int((entry.get("counters") or {}).get("damage", 0))
        health = self.card_numbers(card).get("health", data.get("health"))
        if damage and isinstance(health, int):  # what the red number on its health chip is
            left = f"{damage}: {max(0, health - damage)} health left (the red number on its heart)."
            out = [("Damage", left) if term == "Damage" else (term, w) for term, w in out]
        now = {k: v for k, v in self.card_numbers(card).items() if v != data.get(k)}
        if now:  # after its printed numbers: what counts now
            words = ", ".join(
                f"{stat} {value} (printed {data.get(stat)})" for stat, value in now.items()
            )
            out.insert(1, ("Now", f"{words}."))
        for gear in entry.get("attached") or ():  # what its gear gives it
            try:
                gear_def = self.scene.game.card_def(gear)
            except KeyError:
                continue
            out.append((f"Gear: {gear_def.get('name', gear)}", str(gear_def.get("text", ""))))
        host = entry.get("host")
        if isinstance(host, str):
            out.append(("On", f"{self.scene.game.card_name(host)}."))
        return out

    def usual_target(self, card: str) -> str | None:
        return f"party.{self.scene.bottom}"

    # ----- gear lies in the party -------------------------------------------------------------

    def spot_rect(self, zone: str, card: str | None, index: int | None) -> pygame.Rect | None:
        """A gear card is drawn by its keeper's party painter, tucked under its character."""
        kind, _, seat = zone.partition(".")
        if kind != "gear" or not seat.isdigit():
            return None
        s = self.scene
        painter = s.painter(s.lz(f"party.{seat}") or "")
        if not isinstance(painter, PartyPainter):
            return None
        cards = painter.cards()
        party = len(s.display.zones.get(f"party.{seat}", []))
        i = cards.index(card) if card in cards else party + (index or 0)
        rects = painter.slots(max(len(cards), i + 1))
        return rects[i] if i < len(rects) else None

    # ----- the campaign log -------------------------------------------------------------------

    @property
    def covers_table(self) -> bool:
        return self.log_open or self.between

    @property
    def between(self) -> bool:
        return self.scene.display.data.get("stage") == "between" and not self.scene.state.is_over

    def panel_rect(self) -> pygame.Rect:
        r = self.scene.rects
        left, top = r["hush"].left, r["encounter"].top
        return pygame.Rect(left, top, r["engaged.0"].right - left, r["hand.0"].bottom - top)

    def campaign_button(self) -> pygame.Rect | None:
        rect = self.scene.rects.get("campaign")
        return None if rect is None else rect

    def learn_actions(self) -> list[Action]:
        it = self.scene.interaction if self.scene._local_turn() else None
        if it is None or self.scene.curtain_for is not None:
            return []
        return [a for a in it.clicks.values() if a.kind == "learn"]

    def choice_buttons(self) -> list[Button]:
        """A button per upgrade the keeper may learn, under the keepers' column."""
        s = self.scene
        actions = self.learn_actions()
        key = (tuple(actions), self.panel_rect().size, s.scale)
        if key != self._choices_key:
            self._choices_key = key
            rect = self.panel_rect()
            pad, gap = theme.px(20, s.scale, 8), theme.px(24, s.scale, 10)
            w = (rect.w - 2 * pad - gap) // 2
            h, step = theme.px(48, s.scale, 26), theme.px(56, s.scale, 30)
            x = rect.x + pad + w + gap
            y = rect.bottom - pad - step * len(actions)
            self.choices = []
            for i, action in enumerate(actions):
                box = pygame.Rect(x, y + i * step, w, h)
                self.choices.append(Button(box, self.choice_label(action), action))
            alike(self.choices, s.res, s.scale)
        return self.choices

    def choice_label(self, action: Action) -> str:
        try:
            text = str(self.scene.game.card_def(action.source or "").get("text", ""))
        except KeyError:
            text = ""
        return f"{action.text}: {text}" if text else action.text

    def click(self, pos: tuple[int, int], drag: Any) -> bool:
        if self.between and not self.log_open:
            for button in self.choice_buttons():
                if button.rect.collidepoint(pos):
                    self.scene.apply(button.value)
                    return True
        button = self.campaign_button()
        if button is not None and button.collidepoint(pos):
            self.open_log()
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """L opens the campaign log."""
        if event.key == pygame.K_l:
            self.open_log()
            return True
        return False

    def key_choices(self) -> list[KeyChoice]:
        """Keyboard play: between scenarios, the upgrade buttons (Enter clicks one)."""
        if not self.between or self.log_open:
            return []
        return [
            KeyChoice("click", f"learn{i}:{b.label}", b.rect)
            for i, b in enumerate(self.choice_buttons())
        ]

    def overlay_buttons(self) -> list[Button]:
        return [self.close] if self.log_open and self.close is not None else []

    def open_log(self) -> None:
        self.log_open = True
        self.scene._dirty = True

    def close_log(self) -> None:
        self.log_open = False
        self.scene._dirty = True

    def motion(self, pos: tuple[int, int]) -> bool:
        """A choice button under the mouse lights up."""
        return self.between and any(b.rect.collidepoint(pos) != b.hover for b in self.choices)

    @property
    def overlay_open(self) -> bool:
        return self.log_open

    @property
    def wants_escape(self) -> bool:
        return self.log_open

    def overlay_event(self, event: pygame.event.Event) -> None:
        s = self.scene
        if event.type == pygame.VIDEORESIZE:
            s.resize((event.w, event.h))
        elif event.type == pygame.KEYDOWN and event.key in (
            pygame.K_ESCAPE,
            pygame.K_RETURN,
            pygame.K_SPACE,
        ):
            self.close_log()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            inside = self.panel_rect().collidepoint(event.pos)
            if not inside or (self.close is not None and self.close.rect.collidepoint(event.pos)):
                self.close_log()
        elif event.type == pygame.MOUSEMOTION and self.close is not None:
            hover = self.close.rect.collidepoint(event.pos)
            if hover != self.close.hover:
                self.close.hover = hover
                s._dirty = True

    def panel(self) -> pygame.Surface:
        s = self.scene
        data = s.display.data.get("campaign") or {}
        rect = self.panel_rect()
        title = "Campaign log: between scenarios" if self.between else "Campaign log"
        key = (repr(data), rect.size, title)
        if self._panel is None or self._panel[0] != key:
            self._panel = (key, campaign.render(s.res, s.game, data, rect.size, s.scale, title))
        return self._panel[1]

    def draw_over(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        if not (self.log_open or self.between):
            return []
        s = self.scene
        rect = self.panel_rect()
        drawn = [surface.blit(self.panel(), rect)]
        if self.between and not self.log_open:
            for button in self.choice_buttons():
                button.hover = button.rect.collidepoint(s.mouse)
                drawn.append(surface.blit(button.render(s.res, s.scale), button.rect))
        if self.log_open:
            if self.close is None:
                w, h = theme.px(200, s.scale, 90), theme.px(52, s.scale, 28)
                pad = theme.px(20, s.scale, 8)
                box = pygame.Rect(rect.right - pad - w, rect.top + pad, w, h)
                self.close = Button(box, "Close", "close", primary=True, key_hint="Esc")
            drawn.append(surface.blit(self.close.render(s.res, s.scale), self.close.rect))
        return drawn

    # ----- events ---------------------------------------------------------------------------

    def card_rect(self, card: str | None) -> pygame.Rect | None:
        s = self.scene
        if card is None:
            return None
        for zone, cards in s.display.zones.items():
            if card in cards and (s.lz(zone) in s.rects or zone.startswith("gear.")):
                return s.spot_rect(zone, card)
        return None

    def event(self, event: Event) -> list[Anim] | None:
        if event.kind not in ANIMATED:
            return None
        s = self.scene
        s.controller.apply_event(s.display, event)  # the Hush, echo, progress as they are now
        return self.effect(event)

    def effect(self, event: Event) -> list[Anim]:
        s = self.scene
        kind, amount = event.kind, int(event.amount or 0)
        rect = self.card_rect(event.card)
        if kind == "attack" and rect is not None:
            return [Flash(rect, theme.DAMAGE, s._d("flash"), hold=0.2), Pulse(rect, HARM, 0.5)]
        if kind == "defend" and rect is not None:
            return [Pulse(rect, GUARD, s._d("pulse")), s._float("Defends", rect.center, GUARD, 32)]
        if kind == "hush" and "hush" in s.rects:
            painter = s.painter("hush")
            step = painter.step(painter.hush()) if isinstance(painter, HushPainter) else None
            where = step or s.rects["hush"]
            words = f"Hush {signed(amount)}"
            colour = HARM if amount > 0 else GAIN
            # below the track, drifting down: rising, the words covered the track's title
            words_anim = s._float(words, where.midbottom, colour, 30)
            h = words_anim.image.get_height()
            below = s.rects["hush"].bottom + theme.px(36, s.scale, 22) + h // 2
            words_anim.center = (where.centerx, below)
            words_anim.rise = -theme.px(30, s.scale, 12)
            return [Pulse(where, HUSH, s._d("pulse")), words_anim]
        if kind == "toll" and "hush" in s.rects:
            where = s.rects["hush"]
            return [
                Pulse(where, theme.GOLD, s._d("pulse")),
                s._float("The bell tolls!", where.center, theme.GOLD, 34),
            ]
        if kind == "progress" and rect is not None:
            return [
                Pulse(rect, GAIN, s._d("pulse")),
                s._float(f"+{amount} progress", rect.center, GAIN, 30),
            ]
        if kind == "venture" and "staging" in s.rects:
            where = s.rects["staging"]
            colour = GAIN if amount > 0 else HARM if amount < 0 else theme.INK
            words = event.text.split(":", 1)[0].rstrip(".")  # "The venture succeeds"
            return [Pulse(where, colour, s._d("pulse")), s._float(words, where.center, colour, 32)]
        if kind == "echo" and event.seat is not None and amount:
            where = s._tokens_rect(event.seat)
            words = f"{signed(amount)} echo"
            return [s._float(words, where.center, ECHO_INK, 26)]
        return []


EXTENSION = BellwakeTable
