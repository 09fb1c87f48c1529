"""The Esc menu over the table (Resume, Undo, Save..., Load..., How to play, Settings, Quit
to launcher): by mouse, or by keyboard (Tab or the arrows light an item, Enter or Space
takes it, 1-7 take the nth at once).

While the menu is open the table is paused (the app updates only the top overlay), so a bot
does not move behind the menu.
"""

from __future__ import annotations

import pygame
import pygame_gui

from tabletop.ui.keynav import KeyNav
from tabletop.ui.widgets import GOLD, MUTED, Overlay, draw_panel, draw_text


class MenuOverlay(Overlay):
    """The game menu. Esc (or Resume) closes it."""

    PANEL = (400, 560)
    ITEMS = ("Resume", "Undo", "Save…", "Load…", "How to play", "Settings", "Quit to launcher")

    def build(self) -> None:
        if self.keynav is None:  # Tab, arrows, Enter and 1-7, as the table's keys
            self.keynav = KeyNav(digits=True)
        self.panel = self.center_rect(*self.PANEL)
        p = self.panel
        bw, bh, gap = self.px(300), self.px(48), self.px(12)
        y = p.y + self.px(118)
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        for i, label in enumerate(self.ITEMS):
            if i == len(self.ITEMS) - 1:
                y += self.px(10)
            why = self._undo_refusal() if label == "Undo" else None
            button = pygame_gui.elements.UIButton(
                pygame.Rect(p.centerx - bw // 2, y, bw, bh),
                label,
                self.ui,
                tool_tip_text=why,
                object_id="#primary" if i == 0 else None,
            )
            if why is not None:
                button.disable()
            self.buttons[label] = button
            y += bh + gap
        if self.app.game is None:
            self.buttons["Save…"].disable()
            self.buttons["How to play"].disable()

    def paint(self, surface: pygame.Surface) -> None:
        draw_panel(surface, self.panel, self.scale)
        draw_text(
            surface,
            self.app.res,
            "Paused",
            self.px(36),
            GOLD,
            serif=True,
            bold=True,
            shadow=True,
            midtop=(self.panel.centerx, self.panel.y + self.px(26)),
        )
        if self.app.game is not None:
            draw_text(
                surface,
                self.app.res,
                self.app.game[0].game.title,
                self.px(15),
                MUTED,
                midtop=(self.panel.centerx, self.panel.y + self.px(76)),
            )

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        for n, label in enumerate(self.ITEMS, start=1):  # each item's key, as the table's
            button = self.buttons[label]  # buttons show theirs ("Enter")
            colour = MUTED if button.is_enabled else (110, 100, 90)
            if n == 1:
                colour = (110, 74, 24)  # on the gold of Resume
            draw_text(
                surface,
                self.app.res,
                str(n),
                self.px(15),
                colour,
                bold=True,
                midright=(button.rect.right - self.px(14), button.rect.centery),
            )

    def on_ui(self, event: pygame.event.Event) -> None:
        element = event.ui_element
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            b = self.buttons
            if element is b["Resume"]:
                self.close()
            elif element is b["Undo"]:
                self.close()
                scene = self.app.scene
                if hasattr(scene, "undo"):
                    scene.undo()
            elif element is b["Save…"]:
                from tabletop.ui.saves_screen import SaveOverlay

                self.app.push_overlay(SaveOverlay(self.app))
            elif element is b["Load…"]:
                from tabletop.ui.saves_screen import LoadOverlay

                self.app.push_overlay(LoadOverlay(self.app))
            elif element is b["How to play"] and self.app.game is not None:
                self.app.open_rules(self.app.game[0].game.id)
            elif element is b["Settings"]:
                self.app.open_settings()
            elif element is b["Quit to launcher"]:
                self.app.open_launcher()

    def _undo_refusal(self) -> str | None:
        """Why the table's last action cannot be taken back (None: Undo is offered)."""
        from tabletop.ui.table.undo import undo_refusal

        scene = self.app.scene
        if self.app.game is None or not hasattr(scene, "undo") or not hasattr(scene, "humans"):
            return "There is no game to undo."
        return undo_refusal(scene)
