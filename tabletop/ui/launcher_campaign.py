"""The launcher's part for a campaign game (tabletop.ui.games.campaign_plan): Continue
campaign, New campaign, and Play one scenario with a chosen starting log.

Under the seats, in the launcher's right column::

    CAMPAIGN
    [Continue campaign]   The Foundry Below, round 5
                          Log: The gate held
    ONE SCENARIO
    Scenario       [The Lower Stair      v]
    Starting log   [No entries           v]   [Play one scenario]

The launcher's primary button reads "New campaign"; it asks before it abandons a campaign that
is under way, and puts a damaged campaign file aside (never deleting it) before it begins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from tabletop.ui import campaigns
from tabletop.ui.games import CampaignPlan
from tabletop.ui.widgets import CREAM, GOLD, MUTED, cut_at_end, draw_text, fit_line, text_px

if TYPE_CHECKING:
    from tabletop.ui.launcher import LauncherScene

WARN = (236, 150, 110)
LABEL_W = 104  # design width of the labels before the launcher's drop-downs


class CampaignPart:
    """Builds, paints and answers the campaign rows of the launcher."""

    HEIGHT = 262  # design height of the rows under the seats

    def __init__(self, scene: LauncherScene, plan: CampaignPlan) -> None:
        self.scene = scene
        self.plan = plan
        self.found = campaigns.read_campaign(plan.game.id)
        self.confirm: pygame_gui.windows.UIConfirmationDialog | None = None
        self.cont: pygame_gui.elements.UIButton | None = None
        self.field_w = 0  # the drop-downs' width, once built

    # ----- what is chosen ---------------------------------------------------------------------

    def scenario(self) -> str:
        chosen = self.scene.choice.scenario
        ids = [s for s, _ in self.plan.scenarios]
        return chosen if chosen in ids else ids[0]

    def logs(self) -> list[tuple[list[str], str]]:
        """The starting logs offered, in the words their drop-down shows (see shown_log)."""
        return [(ids, self.shown_log(w)) for ids, w in self.plan.starting_logs(self.scenario())]

    def shown_log(self, words: str) -> str:
        """A starting log's words as its drop-down can show them whole: its list is narrower
        than the box ("...the founder was rescue" lost its last letter); the articles and
        "was" inside go first ("The gate held, founder rescued"), then an ellipsis."""
        s = self.scene
        room = self.field_w - s.px(34 + 26)  # the list: the box less its button and padding
        size = max(8, round(17 * s.scale))  # the theme's drop-down text (widgets.theme_for)
        if room <= 0 or s.app.res.font(size).size(words)[0] <= room:
            return words
        head, *rest = words.split(" ")
        shorter = " ".join([head, *(w for w in rest if w not in ("the", "a", "an", "was"))])
        if s.app.res.font(size).size(shorter)[0] <= room:
            return shorter
        return cut_at_end(s.app.res, [shorter], size, room, 1)[0]

    def start_log(self) -> tuple[list[str], str]:
        logs = self.logs()
        chosen = self.scene.choice.start_log
        return next((entry for entry in logs if entry[0] == chosen), logs[0])

    # ----- layout -----------------------------------------------------------------------------

    def build(self, x: int, y: int, width: int) -> None:
        s = self.scene
        ui, px = s.ui, s.px
        self.head_y = y
        y += px(26)
        self.cont = None
        self.status_rect = pygame.Rect(x, y, width, px(50))
        if self.found is not None and not self.found.damaged:
            bw = px(214)
            self.cont = pygame_gui.elements.UIButton(
                pygame.Rect(x, y + px(5), bw, px(40)), "Continue campaign", ui
            )
            self.status_rect = pygame.Rect(x + bw + px(16), y, width - bw - px(16), px(50))
        y += px(50 + 14)
        self.one_y = y
        y += px(26)
        label_w, row, gap = px(LABEL_W), px(40), px(10)
        field_w = self.field_w = width - label_w
        pygame_gui.elements.UILabel(pygame.Rect(x, y, label_w, row), "Scenario", ui)
        names = [n for _, n in self.plan.scenarios]
        self.scenario_menu = pygame_gui.elements.UIDropDownMenu(
            names,
            self.plan.name(self.scenario()),
            pygame.Rect(x + label_w, y, field_w, row),
            ui,
        )
        y += row + gap
        pygame_gui.elements.UILabel(pygame.Rect(x, y, label_w, row), "Starting log", ui)
        logs = self.logs()
        # each entry keyed by its place in the list: two logs shortened alike stay two
        words = [(w, f"#log_{i}") for i, (_, w) in enumerate(logs)]
        chosen = logs.index(self.start_log()) if self.start_log() in logs else 0
        self.log_menu = pygame_gui.elements.UIDropDownMenu(
            words, words[chosen], pygame.Rect(x + label_w, y, field_w, row), ui
        )
        if len(words) < 2:
            self.log_menu.disable()  # the first scenario starts with an empty log
        y += row + gap
        play_w = px(210)
        self.play = pygame_gui.elements.UIButton(
            pygame.Rect(x + width - play_w, y, play_w, row), "Play one scenario", ui
        )

    def paint(self, surface: pygame.Surface) -> None:
        s = self.scene
        res, px = s.app.res, s.px
        x = s.right.x
        head = px(14)
        draw_text(surface, res, "CAMPAIGN", head, GOLD, bold=True, topleft=(x, self.head_y))
        draw_text(surface, res, "ONE SCENARIO", head, GOLD, bold=True, topleft=(x, self.one_y))
        hint = "played alone: your campaign stays as it is"
        hint_x = x + res.font(head, True).size("ONE SCENARIO")[0] + px(10)
        hint, size = fit_line(res, hint, text_px(13, s.scale), s.right.right - hint_x)
        draw_text(surface, res, hint, size, MUTED, topleft=(hint_x, self.one_y + px(1)))
        r = self.status_rect
        found = self.found
        if found is None:
            first = self.plan.scenarios[0][1]
            lines = [
                ("No campaign under way.", CREAM, True),
                (f"New campaign begins with {first}.", MUTED, False),
            ]
        elif found.damaged:
            lines = [
                (line, WARN, False)
                for line in res.wrap(found.message, text_px(13, s.scale), r.width)
            ]
        else:
            lines = [
                (found.where(), CREAM, True),
                (f"Log: {found.log_words()}", MUTED, False),
            ]
        size = text_px(13 if found is not None and found.damaged else 15, s.scale)
        step = size + px(6)
        y = r.centery - (len(lines[:3]) * step - px(6)) // 2
        for text, colour, bold in lines[:3]:
            text, fitted = fit_line(res, text, size, r.width, bold=bold)
            draw_text(surface, res, text, fitted, colour, bold=bold, topleft=(r.x, y))
            y += step

    # ----- input ------------------------------------------------------------------------------

    def on_ui(self, event: pygame.event.Event) -> bool:
        """Answer an element's event; True when it was one of this part's."""
        element = event.ui_element
        choice = self.scene.choice
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if self.cont is not None and element is self.cont:
                self.scene.app.continue_campaign(self.plan.game.id)
                return True
            if element is self.play:
                self.play_one()
                return True
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if element is self.scenario_menu:
                choice.scenario = next(
                    (s for s, n in self.plan.scenarios if n == event.text), self.scenario()
                )
                self.scene.rebuild()  # the starting logs offered depend on the scenario
                return True
            if element is self.log_menu:
                key = str(getattr(event, "selected_option_id", ""))
                index = int(key.rpartition("_")[2]) if key.startswith("#log_") else -1
                logs = self.logs()
                choice.start_log = logs[index][0] if 0 <= index < len(logs) else []
                return True
        elif event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED and element is self.confirm:
            self.confirm = None
            self.begin()
            return True
        elif event.type == pygame_gui.UI_WINDOW_CLOSE and element is self.confirm:
            self.confirm = None
            return True
        return False

    def new_campaign(self) -> None:
        """New campaign: ask first when one is under way."""
        if self.found is not None and not self.found.damaged:
            from tabletop.ui.saves_screen import question

            self.confirm = question(  # as the launcher asks before abandoning a game
                self.scene,
                self.found.abandon_question()
                + " It is kept in your data folder, but New campaign begins from the start.",
                "New campaign",
                "Abandon",
            )
            return
        self.begin()

    def begin(self) -> None:
        """Start the whole campaign; an earlier file (abandoned or damaged) is put aside."""
        note = ""
        if self.found is not None:
            why = "corrupt" if self.found.damaged else "abandoned"
            try:
                kept = campaigns.set_aside(self.plan.game.id, why)
            except OSError:
                self.scene.app.toast(
                    "The old campaign could not be put aside (the data folder is not writable),"
                    " so no new campaign was started."
                )
                return
            if kept is not None and self.found.damaged:
                note = "The damaged campaign was kept in the data folder; it is not deleted."
        self.scene.begin_game({"scenario": None, "log": []})
        if note:
            self.scene.app.toast(note)

    def play_one(self) -> None:
        self.scene.begin_game({"scenario": self.scenario(), "log": list(self.start_log()[0])})
