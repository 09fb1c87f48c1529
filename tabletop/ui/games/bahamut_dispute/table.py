"""Bahamut Dispute on the table: the animations of its own events (damage, attacks, tokens,
cancels, swaps, declared names), their colours in the log, and where a card is played."""

from __future__ import annotations

from tabletop.rules import Event
from tabletop.ui import palette
from tabletop.ui.anim import Anim, Flash, Pulse
from tabletop.ui.table import theme
from tabletop.ui.table.extension import TableExtension

HARM = (255, 150, 130)
NOPE_LINE = (200, 160, 255)
# the log's harm and cancel lines: light red and lilac already differ for every colour vision
palette.register(
    "bahamut-log", {"harm": HARM, "nope": NOPE_LINE}, {"harm": HARM, "nope": NOPE_LINE}
)


class BahamutTable(TableExtension):
    log_colors = {"damage": HARM, "attack": HARM, "cancel": NOPE_LINE, "reactivate": NOPE_LINE}
    events = frozenset(
        {"damage", "attack", "reflect", "token", "cancel", "reactivate", "swap", "declare"}
    )

    def usual_target(self, card: str) -> str | None:
        return f"field.{self.scene.bottom}"  # every card is played onto its player's field

    def drop_aliases(self) -> dict[str, str]:
        """A played card waits in "Being played": dropping it there plays it too."""
        return {"pending": f"field.{self.scene.bottom}"}

    def event(self, event: Event) -> list[Anim] | None:
        if event.kind not in self.events:
            return None
        self.scene.controller.apply_event(self.scene.display, event)
        return self.effect(event)

    def effect(self, event: Event) -> list[Anim]:
        s = self.scene
        kind, seat = event.kind, event.seat
        if kind == "damage" and seat is not None:
            rect = s._tokens_rect(seat)
            return [
                Flash(rect, theme.DAMAGE, s._d("flash"), hold=0.45),
                s._float(f"-{event.amount}", rect.center, (255, 120, 100)),
            ]
        if kind in ("attack", "reflect") and event.card and seat is not None:
            field = f"field.{seat}"
            cards = s.display.zones.get(field, [])
            rect = s.spot_rect(field, event.card) if event.card in cards else s._tokens_rect(seat)
            color = (255, 90, 60) if kind == "attack" else (120, 200, 255)
            word = f"\u2694 {event.amount}" if kind == "attack" else "Reflected!"
            return [Pulse(rect, color, s._d("pulse")), s._float(word, rect.center, color, 40)]
        if kind == "token" and seat is not None:
            rect = s._tokens_rect(seat)
            return [
                Flash(rect, theme.NOPE, s._d("flash"), hold=0.35),
                s._float(f"+{event.amount or 1}", rect.center, (200, 160, 255)),
            ]
        if kind in ("cancel", "reactivate"):
            rect = s.rects.get("pending", s._tokens_rect(None))
            word = "Cancelled!" if kind == "cancel" else "Reactivated!"
            color = theme.NOPE if kind == "cancel" else theme.GAIN
            out: list[Anim] = [
                Flash(rect, color, s._d("flash"), hold=0.5),
                s._float(word, rect.center, color, 40),
            ]
            if seat is not None:
                out.append(Flash(s._tokens_rect(seat), theme.NOPE, s._d("flash"), hold=0.0))
            return out
        middle = (s.size[0] // 2, s.size[1] // 2)
        if kind == "swap":
            return [s._float("\u21c4 Swapped!", middle, theme.GOLD, 40)]
        if kind == "declare" and event.card:
            return [s._float(f"\u201c{s.art.name(event.card)}!\u201d", middle, theme.GOLD, 40)]
        return []


EXTENSION = BahamutTable
