"""Our own Save and Load screens: a list of saves with a picture of each table.

Each row shows the picture of the table, the save's name, the game and how far it got in the
table's own words (``<title> · Round 3 · Army phase``), who sits (``You, Greedy bot``) and
when it was saved. Load lists every game's game in progress first, then the named saves; Save
lists the named saves and offers a name to save under (a row's name, to replace it: that asks
first). Delete asks first. The data folder is never shown unless the player asks ("Show the
folder").

By mouse: click a row to pick it, double-click to load it (or to take its name when saving).
By keyboard: Up/Down (and Page Up/Down, Home/End) move through the rows, Enter loads or saves,
Delete deletes, Esc closes a question, then the screen. The list scrolls with the wheel.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from tabletop.ui import app_saves, saveinfo, slots, storage, thumbnails
from tabletop.ui.safetext import one_line, safe_text
from tabletop.ui.widgets import (
    CREAM,
    GOLD,
    GOLD_DIM,
    MUTED,
    Overlay,
    UIScene,
    dialog_rect,
    draw_panel,
    draw_text,
    fit_line,
    fit_size,
    top_windows,
)

if TYPE_CHECKING:
    from tabletop.ui.app import App
    from tabletop.ui.saveinfo import SaveEntry

WARN = (236, 150, 110)
ROW_H = 96  # design height of one row
PICTURE = (144, 81)  # design size of a row's picture
DOUBLE_CLICK_MS = 450
NAME_SHOWN = 120  # characters of a name shown in a row (a file name can be of any length)
TABLE_GAME = "This is the game on the table: it cannot be deleted while you play it."


def min_text(size: int) -> int:
    """Never under 12 px: what a player must read stays readable at 1280x720."""
    return max(12, size)


def is_enter(event: pygame.event.Event) -> bool:
    return event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)


def question(
    scene: UIScene,
    text: str,
    title: str,
    action: str,
    center: tuple[int, int] | None = None,
    danger: bool = False,
    again: str = "",
) -> pygame_gui.windows.UIConfirmationDialog:
    """A question with two big answers, ``action`` and Keep it (closing it, or Esc, keeps).

    The gold answer on the right is the one Enter takes, and the hint says so. Where ``action``
    cannot be undone (``danger``: delete, replace) the gold one is Keep it and ``action`` is
    red, taken by a click (or ``again``: the key that asked, pressed a second time);
    otherwise (abandon: the game is kept) ``action`` is gold.
    """
    px = scene.px
    rect = dialog_rect(px(560), px(250), center or (scene.size[0] // 2, scene.size[1] // 2))
    if not danger:
        hint = f"Enter: {action} · Esc: Keep it"
    elif again:
        hint = f"Enter or Esc: Keep it · {action}: click it, or press {again} again"
    else:
        hint = f"Enter or Esc: Keep it · {action}: click it"
    text += f"<br><br><font color='#bfae8a'>{hint}</font>"
    dialog = _question_dialog(scene, rect, text, title, action, danger)
    words = dialog.confirmation_text
    if words.scroll_bar is not None:  # a larger text size, a long question: made taller
        layout = getattr(words, "text_box_layout", None)
        need = (layout.layout_rect.h if layout is not None else 0) + 2 * words.padding[1]
        taller = rect.inflate(0, max(px(24), need - words.rect.h + px(8)))
        taller = taller.clamp(pygame.Rect((0, 0), scene.size)).clip(((0, 0), scene.size))
        dialog.kill()
        dialog = _question_dialog(scene, taller, text, title, action, danger)
    return dialog


def _question_dialog(
    scene: UIScene, rect: pygame.Rect, text: str, title: str, action: str, danger: bool
) -> pygame_gui.windows.UIConfirmationDialog:
    """The dialog of :func:`question` at ``rect``, with our bigger answers."""
    px = scene.px
    dialog = pygame_gui.windows.UIConfirmationDialog(
        rect, text, scene.ui, window_title=title, action_short_name=action, blocking=True
    )
    bw, bh, margin = px(150), px(44), px(14)
    # bigger answers than pygame_gui's own: the dialog's buttons replaced by ours (the dialog
    # compares the pressed element with these attributes)
    anchors = {"left": "right", "right": "right", "top": "bottom", "bottom": "bottom"}
    right, left = -bw - margin, -2 * bw - 2 * margin
    answers = (
        (
            ("cancel_button", "Keep it", right, "#primary"),
            ("confirm_button", action, left, "#danger"),
        )
        if danger
        else (
            ("confirm_button", action, right, "#primary"),
            ("cancel_button", "Keep it", left, None),
        )
    )
    for name, words, x, oid in answers:
        getattr(dialog, name).kill()
        button = pygame_gui.elements.UIButton(
            pygame.Rect(x, -bh - margin, bw, bh),
            words,
            scene.ui,
            container=dialog,
            anchors=anchors,
            object_id=oid,
        )
        setattr(dialog, name, button)
    dialog.enter_acts = not danger  # what Enter does: the gold answer
    inner_w, inner_h = dialog.get_container().get_size()
    dialog.confirmation_text.set_dimensions((inner_w - 10, inner_h - bh - 2 * margin - 5))
    dialog.confirmation_text.rebuild()  # else a scroll bar made for pygame_gui's own box stays
    return dialog


class SavesOverlay(Overlay):
    """The list shared by the Save and Load screens (``saving`` chooses which)."""

    PANEL = (1040, 640)
    saving = False

    def __init__(self, app: App) -> None:
        self.entries: list[SaveEntry] = []
        self.selected: int | None = None
        self.scroll = 0  # pixels of the list scrolled away
        self.show_folder = False
        self.message = ""  # the last problem, in words (a failed load, a failed delete)
        self.confirm: pygame_gui.windows.UIConfirmationDialog | None = None
        self.pending: tuple[str, Path] | None = None  # what the open question would do
        self._pictures: dict[Path, pygame.Surface | None] = {}
        self._last_click: tuple[int, int] = (-1, -1000)  # (row, ticks) for a double click
        self.refresh(build=False)
        super().__init__(app)

    # ----- the list -------------------------------------------------------------------------------

    def refresh(self, build: bool = True) -> None:
        """Read the saves again (after a save, a delete)."""
        self.entries = [] if self.saving else saveinfo.games_in_progress()
        self.entries += saveinfo.named_saves()
        self._pictures.clear()
        if self.selected is not None and self.selected >= len(self.entries):
            self.selected = len(self.entries) - 1 if self.entries else None
        if self.selected is None and self.entries and not self.saving:
            self.selected = 0
        if build:
            self.resize(self.size)

    def picture(self, entry: SaveEntry) -> pygame.Surface | None:
        if entry.path not in self._pictures:
            size = (self.px(PICTURE[0]), self.px(PICTURE[1]))
            self._pictures[entry.path] = thumbnails.load(entry.picture, size)
        return self._pictures[entry.path]

    # ----- layout ---------------------------------------------------------------------------------

    def build(self) -> None:
        w, h = self.size
        pw = min(self.px(self.PANEL[0]), w - self.px(40))
        ph = min(self.px(self.PANEL[1]), h - self.px(40))
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        p, pad = self.panel, self.px(32)
        bh, gap = self.px(46), self.px(12)
        top = p.y + self.px(84)
        self.name_entry: pygame_gui.elements.UITextEntryLine | None = None
        if self.saving:
            self._build_name_row(p.x + pad, top, p.width - 2 * pad, bh)
            top += bh + self.px(18)
        self.buttons_y = p.bottom - pad - bh
        folder_room = self.px(40) if self.show_folder else 0
        second_line = min_text(self.px(14)) + self.px(3)  # a message may take two lines
        self.list_rect = pygame.Rect(
            p.x + pad,
            top,
            p.width - 2 * pad,
            self.buttons_y - self.px(34) - second_line - folder_room - top,
        )
        self.folder_y = self.list_rect.bottom + self.px(8)
        self.message_y = self.buttons_y - self.px(26)
        x = p.x + pad
        self.back = self._button(x, "Back", self.px(130))
        x += self.back.rect.width + gap
        self.delete = self._button(x, "Delete…", self.px(130))
        x += self.delete.rect.width + gap
        self.folder = self._button(
            x, "Hide the folder" if self.show_folder else "Show the folder", self.px(190)
        )
        self.load: pygame_gui.elements.UIButton | None = None
        self.replay: pygame_gui.elements.UIButton | None = None  # Watch the replay
        if not self.saving:
            lw = self.px(190)
            self.load = pygame_gui.elements.UIButton(
                pygame.Rect(p.right - pad - lw, self.buttons_y, lw, bh),
                "Load",
                self.ui,
                object_id="#primary",
            )
            rw = self.px(210)
            self.replay = self._button(self.load.rect.x - gap - rw, "Watch the replay", rw)
        self._clamp_scroll()
        self._enable()

    def _button(self, x: int, text: str, width: int) -> pygame_gui.elements.UIButton:
        return pygame_gui.elements.UIButton(
            pygame.Rect(x, self.buttons_y, width, self.px(46)), text, self.ui, object_id="#quiet"
        )

    def _build_name_row(self, x: int, y: int, width: int, height: int) -> None:
        label_w, save_w = self.px(90), self.px(190)
        pygame_gui.elements.UILabel(pygame.Rect(x, y, label_w, height), "Name", self.ui)
        box = pygame.Rect(x + label_w, y, width - label_w - save_w - self.px(16), height)
        self.name_entry = pygame_gui.elements.UITextEntryLine(box, self.ui, initial_text=self.typed)
        self.name_entry.set_text_length_limit(slots.NAME_LIMIT)
        self.save = pygame_gui.elements.UIButton(
            pygame.Rect(box.right + self.px(16), y, save_w, height),
            "Save",
            self.ui,
            object_id="#primary",
        )
        self.ui.set_focus_set(self.name_entry)
        if self.select_name:  # the offered name is selected: typing replaces it
            self.name_entry.select_range = [0, len(self.typed)]
            self.name_entry.edit_position = len(self.typed)

    def _enable(self) -> None:
        """Delete needs a picked save; Load one that can be read."""
        entry = self.current()
        for button, ok in (
            (self.delete, entry is not None and not self.on_the_table(entry)),
            (self.load, entry is not None and not entry.damaged),
            (self.replay, entry is not None and not entry.damaged),
        ):
            if button is not None:
                if ok:
                    button.enable()
                else:
                    button.disable()

    def current(self) -> SaveEntry | None:
        if self.selected is None or not 0 <= self.selected < len(self.entries):
            return None
        return self.entries[self.selected]

    @property
    def row_h(self) -> int:
        return self.px(ROW_H)

    def _clamp_scroll(self) -> None:
        most = max(0, len(self.entries) * self.row_h - self.list_rect.height)
        self.scroll = max(0, min(self.scroll, most))

    def row_rect(self, index: int) -> pygame.Rect:
        """Where row ``index`` is drawn now (it may lie outside the list's window)."""
        r = self.list_rect
        return pygame.Rect(r.x, r.y + index * self.row_h - self.scroll, r.width, self.row_h)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.list_rect.collidepoint(pos):
            return None
        index = (pos[1] - self.list_rect.y + self.scroll) // self.row_h
        return index if 0 <= index < len(self.entries) else None

    def show_row(self, index: int) -> None:
        """Scroll so that row ``index`` is wholly in view."""
        rect = self.row_rect(index)
        if rect.top < self.list_rect.top:
            self.scroll -= self.list_rect.top - rect.top
        elif rect.bottom > self.list_rect.bottom:
            self.scroll += rect.bottom - self.list_rect.bottom
        self._clamp_scroll()

    # ----- drawing --------------------------------------------------------------------------------

    def paint(self, surface: pygame.Surface) -> None:
        res, p = self.app.res, self.panel
        draw_panel(surface, p, self.scale)
        title = "Save the game" if self.saving else "Load a game"
        draw_text(
            surface,
            res,
            title,
            self.px(34),
            GOLD,
            serif=True,
            bold=True,
            shadow=True,
            midtop=(p.centerx, p.y + self.px(22)),
        )
        r = self.list_rect
        pygame.draw.rect(surface, (20, 13, 8), r, border_radius=self.px(6))
        clip = surface.get_clip()
        surface.set_clip(r.clip(clip) if clip else r)
        if not self.entries:
            words = "No saved games yet." if self.saving else "There is no game to load yet."
            draw_text(surface, res, words, min_text(self.px(17)), MUTED, center=r.center)
        for index, entry in enumerate(self.entries):
            rect = self.row_rect(index)
            if rect.bottom >= r.top and rect.top <= r.bottom:
                self.paint_row(surface, entry, rect, index == self.selected)
        surface.set_clip(clip)
        pygame.draw.rect(surface, GOLD_DIM, r, 1, border_radius=self.px(6))
        self.paint_scrollbar(surface)
        small = min_text(self.px(14))
        if self.show_folder:
            where = f"Your games are kept in the folder {storage.data_dir()}"
            size = fit_size(res, where, small, r.width)
            draw_text(surface, res, where, size, MUTED, topleft=(r.x, self.folder_y))
        hint = self.message or self.hint()
        colour = WARN if self.message else MUTED
        lines = res.wrap(hint, small, r.width)[:2]
        y = self.message_y - (len(lines) - 1) * (small + self.px(3))
        for line in lines:
            draw_text(surface, res, line, small, colour, topleft=(r.x, y))
            y += small + self.px(3)

    def hint(self) -> str:
        if self.on_the_table(self.current()):
            return TABLE_GAME
        if self.saving:
            return "Type a name and press Enter (or click a save to replace it). Esc: back."
        return "Click a game, then Load (or double-click it). Arrows, Enter, Delete, Esc."

    def paint_row(
        self, surface: pygame.Surface, entry: SaveEntry, rect: pygame.Rect, lit: bool
    ) -> None:
        res, px = self.app.res, self.px
        body = rect.inflate(-px(8), -px(8))
        if lit:
            pygame.draw.rect(surface, (70, 50, 22), body, border_radius=px(6))
            pygame.draw.rect(surface, GOLD, body, max(1, px(2)), border_radius=px(6))
        else:
            pygame.draw.line(surface, (60, 44, 26), rect.bottomleft, rect.bottomright)
        pic = pygame.Rect(body.x + px(8), 0, px(PICTURE[0]), px(PICTURE[1]))
        pic.centery = body.centery
        image = self.picture(entry)
        pygame.draw.rect(surface, (9, 38, 24), pic)
        if image is not None:
            surface.blit(image, image.get_rect(center=pic.center))
        else:
            draw_text(surface, res, "no picture", min_text(px(12)), MUTED, center=pic.center)
        pygame.draw.rect(surface, GOLD_DIM, pic, 1)
        x = pic.right + px(18)
        width = body.right - px(12) - x
        y = body.y + px(6)
        big, mid = min_text(px(18)), min_text(px(15))
        name = one_line(entry.name, NAME_SHOWN)  # from a file name: any bytes (safetext)
        tag = ""
        if self.on_the_table(entry):
            tag = "ON THE TABLE"
        elif entry.in_progress:
            tag = "IN PROGRESS"
        tag_w = res.font(min_text(px(12)), True).size(tag)[0] + px(12) if tag else 0
        draw_text(
            surface,
            res,
            name,
            fit_size(res, name, big, width - tag_w, bold=True),
            CREAM,
            bold=True,
            topleft=(x, y),
        )
        if tag:
            draw_text(
                surface,
                res,
                tag,
                min_text(px(12)),
                GOLD,
                bold=True,
                topright=(body.right - px(12), y + px(3)),
            )
        y += big + px(8)
        if entry.damaged:
            lines = res.wrap(safe_text(entry.problem), mid, width)[:2]
            for line in lines:
                draw_text(surface, res, line, mid, WARN, topleft=(x, y))
                y += mid + px(4)
            return
        game = one_line(" · ".join(t for t in (entry.title, entry.progress) if t), NAME_SHOWN)
        game, size = fit_line(res, game, mid, width)  # too long even small: cut with "…"
        draw_text(surface, res, game, size, CREAM, topleft=(x, y))
        y += mid + px(6)
        who = " · ".join(t for t in (entry.seats, f"saved {entry.when()}") if t)
        who, size = fit_line(res, one_line(who, NAME_SHOWN), mid, width)
        draw_text(surface, res, who, size, MUTED, topleft=(x, y))

    def paint_scrollbar(self, surface: pygame.Surface) -> None:
        r = self.list_rect
        total = len(self.entries) * self.row_h
        if total <= r.height:
            return
        bar_h = max(self.px(30), r.height * r.height // total)
        y = r.y + (r.height - bar_h) * self.scroll // max(1, total - r.height)
        bar = pygame.Rect(r.right - self.px(7), y, self.px(5), bar_h)
        pygame.draw.rect(surface, GOLD_DIM, bar, border_radius=self.px(3))

    # ----- input ----------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_DELETE
            and self.confirm is not None
            and self.confirm.alive()
            and self.pending is not None
            and self.pending[0] == "delete"
        ):
            pending, self.pending = self.pending, None  # Delete again: as the hint says
            self.confirm.kill()
            self.confirm = None
            self.do(*pending)
            self.dirty = True
            return
        if event.type == pygame.KEYDOWN and not top_windows(self.ui):
            if self.on_key(event):
                self._since_input = 0.0
                self.dirty = True
                return
        if event.type == pygame.MOUSEWHEEL and not top_windows(self.ui):
            self.scroll -= int(event.y) * self.row_h // 2
            self._clamp_scroll()
            self.dirty = True
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and not top_windows(self.ui)
            and self.row_at(event.pos) is not None
        ):
            self.click_row(self.row_at(event.pos))
            self.dirty = True
        super().handle(event)

    def on_key(self, event: pygame.event.Event) -> bool:
        """A key for the list; True when it was used."""
        key = event.key
        count = len(self.entries)
        moves = {pygame.K_UP: -1, pygame.K_DOWN: 1}
        page = max(1, self.list_rect.height // self.row_h)
        moves.update({pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page})
        if key in moves and count:
            now = -1 if self.selected is None else self.selected
            self.pick(max(0, min(count - 1, now + moves[key])))
            return True
        if key in (pygame.K_HOME, pygame.K_END) and count and not self._typing():
            self.pick(0 if key == pygame.K_HOME else count - 1)
            return True
        if key == pygame.K_DELETE and not self._typing():
            self.ask_delete()
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not self._typing():
            self.accept()
            return True
        return False

    def pick(self, index: int) -> None:
        self.selected = index
        self.show_row(index)
        self.message = ""
        entry = self.current()
        if self.saving and entry is not None and self.name_entry is not None:
            self.typed = one_line(entry.name, slots.NAME_LIMIT)
            self.select_name = False
            self.name_entry.set_text(self.typed)
        self._enable()

    def click_row(self, index: int | None) -> None:
        if index is None:
            return
        now = pygame.time.get_ticks()
        double = self._last_click[0] == index and now - self._last_click[1] < DOUBLE_CLICK_MS
        self._last_click = (index, now)
        self.pick(index)
        if double:
            self.accept()

    def on_ui(self, event: pygame.event.Event) -> None:
        element = event.ui_element
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if element is self.back:
                self.close()
            elif element is self.delete:
                self.ask_delete()
            elif element is self.folder:
                self.show_folder = not self.show_folder
                self.resize(self.size)
            elif element is self.load or (self.saving and element is self.save):
                self.accept()
            elif element is self.replay and self.current() is not None:
                from tabletop.ui.replay_scene import watch_file

                self.message = watch_file(self.app, self.current().path)  # "": it opened
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and element is self.name_entry:
            self.typed = self.name_entry.get_text()
            self.select_name = False
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and element is self.name_entry:
            self.accept()
        elif event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED and element is self.confirm:
            self.confirm = None
            pending, self.pending = self.pending, None
            if pending is not None:
                self.do(*pending)
        elif event.type == pygame_gui.UI_WINDOW_CLOSE and element is self.confirm:
            self.confirm = None
            self.pending = None

    # ----- questions and doing ----------------------------------------------------------------

    def ask(
        self, words: str, title: str, action: str, pending: tuple[str, Path], again: str = ""
    ) -> None:
        """A question with two answers: ``action`` (it cannot be undone: a click, or the key
        ``again`` pressed a second time) and Keep it (gold: Enter, Esc)."""
        self.confirm = question(
            self, words, title, action, self.panel.center, danger=True, again=again
        )
        self.pending = pending

    def confirm_text(self) -> str:
        """The open question's words (``""``: none is open)."""
        if self.confirm is None or not self.confirm.alive():
            return ""
        return str(self.confirm.confirmation_text.html_text)

    def on_the_table(self, entry: SaveEntry | None) -> bool:
        """Whether ``entry`` is the game being played at the table now (its own autosave or
        campaign file): it is not offered for deletion while it is played."""
        app = self.app
        if entry is None or app.game is None or app.game[0].is_over or app.save_path is None:
            return False
        return app_saves.same_file(entry.path, app.save_path)

    def ask_delete(self) -> None:
        entry = self.current()
        if entry is None:
            return
        if self.on_the_table(entry):
            self.message = TABLE_GAME
            return
        self.ask(
            f"Delete {self.quoted(entry)}? It cannot be brought back.",
            "Delete a save",
            "Delete",
            ("delete", entry.path),
            again="Delete",
        )

    @staticmethod
    def quoted(entry: SaveEntry) -> str:
        """``“Before the raid”``, or ``your <title> game in progress``."""
        if entry.campaign:
            return f"your {entry.title} campaign in progress"
        if entry.in_progress:
            return f"your {entry.title} game in progress"
        return f"“{one_line(entry.name, NAME_SHOWN)}”"

    def do(self, what: str, path: Path) -> None:
        if what == "delete":
            if app_saves.delete_save(path):
                self.message = ""
            else:
                self.message = "That save could not be deleted."
            self.refresh()

    def accept(self) -> None:
        """Enter or the primary button: load the picked save (Save: see SaveOverlay)."""
        entry = self.current()
        if entry is None:
            return
        before = list(self.app.toasts)
        if not self.app.load_file(entry.path):  # a damaged one: the message says why
            said = [t for t in self.app.toasts if t not in before]
            self.message = said[-1].text if said else ""
            for toast in said:  # said once, here, not again over the screen's buttons
                self.app.toasts.remove(toast)
            if not entry.path.exists():  # deleted or moved outside the app: off the list
                self.refresh()

    typed = ""
    select_name = False


class LoadOverlay(SavesOverlay):
    """Load a game: the games in progress and the named saves."""

    saving = False


class SaveOverlay(SavesOverlay):
    """Save the game at the table under a name (a default name offered)."""

    saving = True

    def __init__(self, app: App) -> None:
        state = app.game[0] if app.game else None
        self.typed = slots.default_name(state) if state is not None else "Saved game"
        self.select_name = True
        super().__init__(app)

    def accept(self) -> None:
        name = slots.clean_name(self.typed)
        if not name:
            self.message = "Give the save a name first."
            return
        path = slots.named_path(name)
        if path.exists():
            self.ask(
                f"Replace the save “{saveinfo.shown_name(name)}” with this game?",
                "Replace a save",
                "Replace",
                ("save", path),
            )
            return
        self.do("save", path)

    def do(self, what: str, path: Path) -> None:
        if what != "save":
            super().do(what, path)
            return
        if app_saves.save_file(self.app, path) is None:
            self.message = self.app.toasts[-1].text if self.app.toasts else ""
            return
        bottom = self.app.overlays[0] if self.app.overlays else self
        self.app.close_overlay(bottom)  # back to the table (the menu closes too)
