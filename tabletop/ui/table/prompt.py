"""The prompt panel: what to do next in words (heading, prompt, hint) and the action buttons.

Part of :class:`~tabletop.ui.table.scene.TableScene` (a mixin).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.rules import Action
from tabletop.ui.table import theme
from tabletop.ui.table.hint import hint_button
from tabletop.ui.table.undo import undo_button
from tabletop.ui.table.widgets import Button
from tabletop.ui.widgets import MORE_HELP, wrap_cut, wrap_whole

# While keyboard play lights choices, Enter takes the lit one and Space the gold button: the
# decision's own hint ("Or press Enter: End the turn.") says Space then.
KEYBOARD_WORDS = (
    ("press Enter", "press Space"),
    ("Press Enter", "Press Space"),
    ("Enter: ", "Space: "),
)


def said_once(keys: str, hint: str, default: str) -> tuple[str, str]:
    """The keyboard's line and the decision's hint, each key said once: when the lit choice
    is the gold button (``default``'s words), Enter and Space do the same, so the keys' line
    says both ("Enter or Space: End the turn.") and the hint drops its "Press Space: ..."."""
    if not default or not keys.startswith(f"Enter: {default}."):
        return keys, hint
    said = (f"Or press Space: {default}.", f"Press Space: {default}.", f"Space: {default}.")
    for sentence in said:  # the last: a game's own line of keys ("Enter: End the phase.")
        if sentence in hint:
            lines = hint.replace(sentence, "").split("\n")
            hint = "\n".join(" ".join(w for w in line.split(" ") if w) for line in lines)
            hint = "\n".join(line for line in hint.split("\n") if line)
            break
    return f"Enter or Space: {keys.removeprefix('Enter: ')}", hint


class PromptPanel:
    """The buttons of the decision and the texts of the prompt panel."""

    def _build_buttons(self) -> None:
        self.buttons = []
        self.undo_button = None
        self.hint_button = None
        rect = self.rects.get("prompt")
        if rect is None:
            return
        self.undo_button = undo_button(self, rect)
        self.hint_button = hint_button(self, rect, self.undo_button)
        for b in (self.undo_button, self.hint_button):  # built anew under a still mouse: a
            if b is not None:  # grey Undo goes on saying why, with the reason of now
                b.hover = b.rect.collidepoint(self.mouse)
        values: list[tuple[str, Any, bool, str, bool]] = []
        it = self.interaction
        if it is not None and self.curtain_for is None:
            key = "Space" if self.keys.active else "Enter"  # Enter takes the lit choice then
            for action in it.buttons:
                primary = action == it.default
                values.append(
                    (action.text or action.kind, action, primary, key if primary else "", True)
                )
            for label, why in it.disabled:  # shown, greyed: the rules do not offer it yet
                values.append((label, why, False, "", False))
            if self.picker is not None and self.picker.hidden:
                values.insert(0, ("Show the choices", "show-picker", True, "", True))
        values = told_apart(values, self.display.zones)
        heading = [b for b in (self.hint_button, self.undo_button) if b is not None]
        self.buttons.extend(heading)
        if not values:
            return
        pad = theme.px(16, self.scale, 6)
        bh = theme.px(52, self.scale, 28)
        gap = theme.px(10, self.scale, 4)
        made = [
            Button(
                pygame.Rect(rect.x + pad, 0, rect.w - 2 * pad, bh),
                label,
                value,
                primary,
                hint,
                enabled=enabled,
            )
            for label, value, primary, hint, enabled in values
        ]
        # a label that fits on no line of a button this low gets a button of two lines
        two = 2 * (self.res.font(12, True).get_linesize() - 1) + 6
        for button in made:
            if bh < two and not self._label_fits(button):
                button.rect.h = two
        y = rect.bottom - pad - sum(b.rect.h for b in made) - (len(made) - 1) * gap
        for button in made:
            button.rect.y = y
            self.buttons.insert(len(self.buttons) - len(heading), button)
            y += button.rect.h + gap

    def _label_fits(self, button: Button) -> bool:
        """Whether a button's label is drawn whole (on one line or two), not cut with "…"."""
        size, lines, _ = button.fit_label(self.res, self.scale)
        inner = button.rect.w - theme.px(24, self.scale, 8)
        return all(self.res.font(size, True).size(line)[0] <= inner for line in lines)

    def toast_avoid(self) -> list[pygame.Rect]:
        """What an app message ("Saved as …") must not cover: the prompt's buttons (a game's
        own too), the person's own hand (a play-tester read it over the card they were about
        to play) and what the table shows (moved to the top, it lay over the opponent's
        cards): their cards, titles and words, the log's lines, the prompt and status line."""
        hand = self.rects.get("hand.0")
        mine = [b.rect for b in self.buttons] + self.ext.prompt_buttons()
        mine += [hand] if hand is not None else []
        # what the table shows changes with its cards (a new list of spots) or its log:
        # worked out again only then, not in every frame the message is drawn
        spots, log = self.spots(), (len(self.log.entries), self.log.scroll, self.size)
        kept = self._shown_kept
        if kept is None or kept[0] is not spots or kept[1] != log:
            kept = (spots, log, self.shown())
            self._shown_kept = kept
        return mine + kept[2]

    def decision_buttons(self) -> list[Button]:
        """The buttons of the decision (not Undo or Hint, which sit in the heading row)."""
        return [b for b in self.buttons if b is not self.undo_button and b is not self.hint_button]

    def prompt_texts(self) -> tuple[str, str, str]:
        """Heading, prompt and hint of the prompt panel (what to do next, always)."""
        names = self.seat_names()
        decision = self.state.decision
        if self.curtain_for is not None:
            return (
                "Pass the mouse",
                f"{names[self.curtain_for]}'s turn to decide.",
                "Click anywhere when ready.",
            )
        if self.timeline.playing:  # the events shown so far say what happens, not the state:
            return self._playing_texts(names)  # the result waits for the move that decides it
        if decision is None:
            reason = str(self.state.data.get("end_reason", "The game is over."))
            return "Game over", reason, ""
        if self.interaction is not None:
            head = "Your move" if not self.hot_seat else f"{names[decision.seat]}: your move"
            it = self.interaction
            hint = it.hint
            card = ""
            if it.focus and it.focus in self.art.info:
                card = f"{self.art.name(it.focus)}: {self.art.info[it.focus].text}"
            # what the drop will do, warnings included: "(no monster in hand: ...)"
            held = self.held_play()
            held = f"{held}." if held else ""
            if self.picker is not None and self.picker.hidden:
                show = "\u201cShow the choices\u201d"
                entries = {e.card for e in self.picker.spec.entries if e.action is not None}
                hint = (  # a card the window offers may be clicked where it lies, too
                    f"Click a glowing card to choose it, or click {show}."
                    if entries & set(it.clicks)
                    else f"Click {show} to pick a card."
                )
                card, held = "", ""
            keys = self.keys.enter_hint()  # keyboard play: what Enter does now
            if keys:
                for enter, space in KEYBOARD_WORDS:  # the gold button's key is Space now
                    hint = hint.replace(enter, space)
                default = it.default.text or it.default.kind if it.default is not None else ""
                keys, hint = said_once(keys, hint, default)
            # the question's card first, then the keys, then the rest: each key said once
            hint = "\n".join(part for part in (held, card, keys, hint) if part)
            return head, decision.prompt, hint
        seat = decision.seat
        waiting = (
            f"{names[seat]} is playing\u2026"
            if not self.seats[seat].is_human
            else f"Waiting for {names[seat]}\u2026"
        )
        hint = f"{names[seat]} decides: {decision.prompt}"
        last = self._last_words()
        if last:
            hint = f"Last: {last}\n{hint}"
        return "Please wait", waiting, hint

    def _last_words(self) -> str:
        """The newest line of the game log (what this seat may know of the last action)."""
        entries = self.log.entries
        return entries[-1].text if entries else ""

    def _playing_texts(self, names: list[str]) -> tuple[str, str, str]:
        """While an action is played out on the table: who played and what, in words (the
        panel is never empty between two decisions), as far as the table has shown it. Once
        one of its events starts a turn ("End the turn" goes on into the next player's turn,
        its monsters' attacks and draws), the panel says whose turn it is; once the game-over
        event has been shown, the result."""
        history = self.state.history
        last = self._last_words()
        if not history:
            return "Please wait", "The table is being set\u2026", last
        stage = self.shown_stage
        if stage is not None and stage.kind == "game_over":
            return "Game over", stage.text or "The game is over.", ""
        if stage is not None and stage.seat is not None and self._is_own(stage.seat):
            return "Please wait", "Your turn begins\u2026", last
        if stage is not None and stage.text:  # "Turn 4: Player 2 plays…", "Round 3 begins…"
            return "Please wait", f"{stage.text.rstrip('.')}\u2026", last
        seat = self.shown_mover if self.shown_mover is not None else history[-1][0]
        if self._is_own(seat):
            return "Please wait", "Playing your move\u2026", last
        return "Please wait", f"{names[seat]} is playing\u2026", last

    def _is_own(self, seat: int) -> bool:
        """Whether ``seat`` is the one person's at the screen, said "your" (not hot-seat)."""
        return seat == self.bottom and self.seats[seat].is_human and not self.hot_seat

    def held_play(self) -> str:
        """The text of the one action the dragged card can take (its one target), else ""."""
        drag, it = self.drag, self.interaction
        if drag is None or not drag.moving or not drag.card or it is None:
            return ""
        texts = {a.text for a in it.targets(drag.card).values() if a.text}
        return next(iter(texts)) if len(texts) == 1 else ""

    def _draw_prompt(self, surf: pygame.Surface) -> None:
        """Heading, prompt and hint onto the board (the panel itself is in the static layer)."""
        rect = self.rects["prompt"]
        scale, res = self.scale, self.res
        head, prompt, hint = self.prompt_texts()
        live = self.interaction is not None and self.curtain_for is None
        if live:
            pygame.draw.rect(
                surf,
                theme.GOLD,
                rect,
                max(2, theme.px(3, scale)),
                border_radius=theme.px(14, scale, 6),
            )
        pad = theme.px(16, scale, 6)
        x0 = rect.x + pad
        y = rect.y + theme.px(12, scale, 4)
        undo = self.undo_button
        row = [b.rect for b in (self.hint_button, undo) if b is not None]  # the heading's row
        width = rect.w - 2 * pad
        if head:
            # the heading stops short of the Hint and Undo buttons, wrapped; when a word of it
            # does not fit there or it takes more than two lines (a narrow panel), it goes
            # below them: never under a button
            room = (min(r.left for r in row) if row else rect.right - pad) - x0
            room -= theme.px(4, scale, 2)
            head_size = theme.px(20, scale, 12)
            beside = res.wrap(head, head_size, max(room, 1), True)
            font = res.font(head_size, True)
            if row and (len(beside) > 2 or any(font.size(ln)[0] > room for ln in beside)):
                y = max(r.bottom for r in row) + theme.px(6, scale, 2)
                row, room = [], width
            for line in res.wrap(head, head_size, max(room, 1), True):
                img = res.text(line, head_size, theme.GOLD, True)
                surf.blit(img, (x0, y))
                y += img.get_height()
            y += theme.px(8, scale, 3)
        if row:
            y = max(y, max(r.bottom for r in row) + theme.px(8, scale, 3))
        own = [b.rect for b in self.decision_buttons()] + self.ext.prompt_buttons()
        bottom_limit = min(r.top for r in own) - pad if own else rect.bottom - pad
        size = theme.px(24, scale, 13)
        while True:  # the largest size that fits; nothing below 12 px
            small = max(12, size - 5)
            lines = res.wrap(prompt, size, width, True)
            hint_lines = res.wrap(hint, small, width) if hint else []
            need = (
                len(lines) * res.font(size, True).get_linesize()
                + len(hint_lines) * res.font(small).get_linesize()
                + pad
            )
            if y + need <= bottom_limit or size <= 12:
                break
            size -= 1
        fit = max(1, (bottom_limit - y) // res.font(size, True).get_linesize())
        if len(lines) > fit:  # even at 12 px: the prompt cut with "…", never over a button
            lines = wrap_cut(res, prompt, size, width, fit, bold=True)
        for line in lines:
            img = res.text(line, size, theme.INK, True)
            surf.blit(img, (x0, y))
            y += res.font(size, True).get_linesize()
        y += theme.px(8, scale, 2)
        step = res.font(small).get_linesize()
        room = max(0, (bottom_limit - y) // step)
        if len(hint_lines) > room:  # whole instructions only, and a word on where the rest is
            listed = hint.startswith("\u2022") or "\n\u2022" in hint  # a list of ways to act
            more = MORE_HELP if listed else ""
            hint_lines = wrap_whole(res, hint, small, width, room, more=more) if room else []
        for line in hint_lines:
            img = res.text(line, small, theme.MUTED)
            surf.blit(img, (x0, y))
            y += res.font(small).get_linesize()


ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th")


def told_apart(
    values: list[tuple[str, Any, bool, str, bool]], zones: dict[str, list[Any]]
) -> list[tuple[str, Any, bool, str, bool]]:
    """Buttons that would read alike ("Engage Hushed Novice" twice: two copies of one enemy)
    say which card each means, by its place in its row: "(left)", "(right)", or "(2nd from
    the left)"."""
    groups: dict[str, list[int]] = {}
    for i, (label, value, *_rest) in enumerate(values):
        if isinstance(value, Action):
            groups.setdefault(label, []).append(i)
    out = list(values)
    for label, indexes in groups.items():
        if len(indexes) < 2:
            continue
        actions = [values[i][1] for i in indexes]
        for field in ("source", "target"):
            cards = [getattr(a, field) for a in actions]
            if None in cards or len(set(cards)) < len(cards):
                continue
            found = [p for p in (_place(card, zones) for card in cards) if p is not None]
            if len(found) < len(cards) or len({zone for zone, _ in found}) != 1:
                continue  # each card in one row, for "left" and "right" to mean anything
            order = sorted(range(len(cards)), key=lambda k: found[k][1])
            for rank, k in enumerate(order):
                nth = ORDINALS[rank] if rank < len(ORDINALS) else f"{rank + 1}th"
                words = ("left", "right")[rank] if len(cards) == 2 else f"{nth} from the left"
                i = indexes[k]
                out[i] = (f"{label} ({words})", *values[i][1:])
            break
    return out


def _place(card: str, zones: dict[str, list[Any]]) -> tuple[str, int] | None:
    for zone, cards in zones.items():
        if card in cards:
            return zone, cards.index(card)
    return None
