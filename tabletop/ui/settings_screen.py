"""The Settings screen: every setting of :class:`tabletop.ui.settings.Settings`, applied at
once and saved when the screen closes."""

from __future__ import annotations

import pygame
import pygame_gui

from tabletop.ui.settings import MAX_BOT_DELAY
from tabletop.ui.widgets import GOLD, MUTED, Overlay, draw_panel, draw_text


class SettingsOverlay(Overlay):
    """Bot pace, animations and fullscreen, applied at once and saved when it closes."""

    PANEL = (560, 430)

    def build(self) -> None:
        s = self.app.settings
        self.panel = self.center_rect(*self.PANEL)
        p = self.panel
        pad = self.px(40)
        inner = p.width - 2 * pad
        y = p.y + self.px(112)
        row = self.px(44)
        self.delay_label = pygame_gui.elements.UILabel(
            pygame.Rect(p.x + pad, y, inner, self.px(28)), self._delay_text(s.bot_delay), self.ui
        )
        y += self.px(34)
        self.delay = pygame_gui.elements.UIHorizontalSlider(
            pygame.Rect(p.x + pad, y, inner, self.px(34)),
            s.bot_delay,
            (0.0, MAX_BOT_DELAY),
            self.ui,
            click_increment=0.1,
        )
        self.slider_ends = (p.x + pad, p.x + pad + inner, y + self.px(40))
        y += self.px(76)
        toggle_w = self.px(120)
        label_w = inner - toggle_w
        pygame_gui.elements.UILabel(pygame.Rect(p.x + pad, y, label_w, row), "Animations", self.ui)
        self.anim = pygame_gui.elements.UIButton(
            pygame.Rect(p.right - pad - toggle_w, y, toggle_w, row),
            self._onoff(s.animations),
            self.ui,
            object_id="#toggle",
        )
        y += row + self.px(14)
        pygame_gui.elements.UILabel(
            pygame.Rect(p.x + pad, y, label_w, row), "Fullscreen (F11)", self.ui
        )
        self.full = pygame_gui.elements.UIButton(
            pygame.Rect(p.right - pad - toggle_w, y, toggle_w, row),
            self._onoff(s.fullscreen),
            self.ui,
            object_id="#toggle",
        )
        self.done = pygame_gui.elements.UIButton(
            pygame.Rect(
                p.centerx - self.px(100), p.bottom - self.px(76), self.px(200), self.px(50)
            ),
            "Done",
            self.ui,
            object_id="#primary",
        )
        for button, on in ((self.anim, s.animations), (self.full, s.fullscreen)):
            if on:
                button.select()

    @staticmethod
    def _onoff(on: bool) -> str:
        return "On" if on else "Off"

    @staticmethod
    def _delay_text(delay: float) -> str:
        if delay < 0.05:
            return "Pause before each bot move: none"
        return f"Pause before each bot move: {delay:.1f} s"

    def paint(self, surface: pygame.Surface) -> None:
        res = self.app.res
        p = self.panel
        draw_panel(surface, p, self.scale)
        draw_text(
            surface,
            res,
            "Settings",
            self.px(34),
            GOLD,
            serif=True,
            bold=True,
            shadow=True,
            midtop=(p.centerx, p.y + self.px(24)),
        )
        draw_text(
            surface,
            res,
            "Kept for next time",
            self.px(14),
            MUTED,
            midtop=(p.centerx, p.y + self.px(70)),
        )
        left, right, y = self.slider_ends
        draw_text(surface, res, "none", self.px(13), MUTED, topleft=(left + self.px(2), y))
        draw_text(
            surface,
            res,
            f"{MAX_BOT_DELAY:.0f} s",
            self.px(13),
            MUTED,
            topright=(right - self.px(2), y),
        )

    def on_ui(self, event: pygame.event.Event) -> None:
        s = self.app.settings
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.delay:
            s.bot_delay = round(float(self.delay.get_current_value()), 1)
            self.delay_label.set_text(self._delay_text(s.bot_delay))
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.anim:
                s.animations = not s.animations
                self._toggle(self.anim, s.animations)
            elif event.ui_element is self.full:
                self.app.toggle_fullscreen()
                self._toggle(self.full, self.app.settings.fullscreen)
            elif event.ui_element is self.done:
                self.close()

    def _toggle(self, button: pygame_gui.elements.UIButton, on: bool) -> None:
        button.set_text(self._onoff(on))
        if on:
            button.select()
        else:
            button.unselect()

    def leave(self) -> None:
        if not self.app.settings.save():
            self.app.toast("Your settings could not be saved (the folder is not writable).")
        super().leave()
