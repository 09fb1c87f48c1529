"""The campaign log as the table shows it: the scenarios (played, with their result, and to
come), every log entry with its effect (cards.json "text"), and each keeper's experience,
trauma and upgrades (with what each upgrade does). Read from the view's public
``data["campaign"]``; rendered once per change and size, as one picture."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from tabletop.ui.table import theme

if TYPE_CHECKING:
    from tabletop.rules import Game
    from tabletop.ui.resources import Resources

HEROES = ("Hale Brann", "Sefa Wren")
PANEL = (20, 18, 30)
EDGE = (226, 184, 92)
WON = (150, 230, 140)
LOST = (255, 130, 110)
Line = tuple[str, int, tuple[int, int, int], bool]  # text, size, colour, bold


def card_words(game: Game, card: str) -> tuple[str, str]:
    try:
        data = game.card_def(card)
    except KeyError:
        return card, ""
    return str(data.get("name", card)), str(data.get("text", ""))


def scenario_lines(
    game: Game, campaign: dict[str, Any], size: int, between: bool = False
) -> list[Line]:
    out: list[Line] = [("Scenarios", size + 4, theme.GOLD, True)]
    results = {r.get("scenario"): r for r in campaign.get("results") or []}
    index = int(campaign.get("index") or 0)
    for n, scenario in enumerate(campaign.get("scenarios") or [], 1):
        name = str(game.scenarios.get(scenario, {}).get("name", scenario))  # type: ignore[attr-defined]
        result = results.get(scenario)
        if result is not None:
            won = bool(result.get("won"))
            head = f"{n}. {name}: {'won' if won else 'lost'}"
            out.append((head, size, WON if won else LOST, True))
            detail = (
                f"{result.get('reason', '')} Rounds {result.get('rounds', '?')}, "
                f"victory points {result.get('victory', 0)}, the Hush at {result.get('hush', '?')}."
            )
            out.append((detail.strip(), size - 2, theme.MUTED, False))
        elif n - 1 == index or (between and n - 2 == index):
            now = "next" if between else "now being played"
            out.append((f"{n}. {name}: {now}", size, theme.INK, True))
            between = False
        else:
            out.append((f"{n}. {name}: to come", size, theme.MUTED, True))
    return out


def entry_lines(game: Game, campaign: dict[str, Any], size: int) -> list[Line]:
    out: list[Line] = [("Log entries", size + 4, theme.GOLD, True)]
    entries = [e for e in campaign.get("log") or [] if e.get("key") == "entry"]
    if not entries:
        out.append(("None yet: each scenario's end writes one.", size - 2, theme.MUTED, False))
    for entry in entries:
        name, text = card_words(game, str(entry.get("value")))
        out.append((name, size, theme.INK, True))
        if text:
            out.append((text, size - 2, theme.MUTED, False))
    return out


def keeper_lines(game: Game, campaign: dict[str, Any], size: int) -> list[Line]:
    out: list[Line] = [("Keepers", size + 4, theme.GOLD, True)]
    for seat, record in enumerate(campaign.get("seats") or [{}, {}]):
        name = HEROES[seat] if seat < len(HEROES) else f"Keeper {seat + 1}"
        xp, trauma = int(record.get("experience", 0)), int(record.get("trauma", 0))
        out.append((name, size + 1, theme.INK, True))
        out.append((f"Experience {xp} \u00b7 Trauma {trauma}", size, theme.INK, False))
        upgrades = record.get("upgrades") or []
        if not upgrades:
            out.append(("No upgrades yet.", size - 2, theme.MUTED, False))
        for upgrade in upgrades:
            uname, text = card_words(game, str(upgrade))
            out.append((f"Upgrade: {uname}", size - 1, theme.INK, True))
            if text:
                out.append((text, size - 2, theme.MUTED, False))
    return out


def render(
    res: Resources,
    game: Game,
    campaign: dict[str, Any],
    size: tuple[int, int],
    scale: float,
    title: str,
) -> pygame.Surface:
    """The whole log on a panel of ``size``: two columns (scenarios and entries | keepers)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, PANEL, rect, border_radius=theme.px(16, scale, 6))
    pygame.draw.rect(surf, EDGE, rect, max(2, theme.px(3, scale)), theme.px(16, scale, 6))
    pad = theme.px(20, scale, 8)
    head = res.text(title, theme.px(30, scale, 16), theme.GOLD, True)
    surf.blit(head, (pad, pad))
    top = pad + head.get_height() + theme.px(10, scale, 4)
    text = theme.px(19, scale, 14)  # the smallest (size - 2) stays at 12 px or more
    gap = theme.px(24, scale, 10)
    col_w = (rect.w - 2 * pad - gap) // 2
    between = title.endswith("between scenarios")
    left = scenario_lines(game, campaign, text, between) + [("", text, theme.INK, False)]
    left += entry_lines(game, campaign, text)
    columns = [(pad, left), (pad + col_w + gap, keeper_lines(game, campaign, text))]
    for x, lines in columns:
        y = top
        for words, fs, colour, bold in lines:
            fs = max(12, fs)
            for line in res.wrap(words, fs, col_w, bold) if words else [""]:
                if y + res.font(fs, bold).get_linesize() > rect.h - pad:
                    break
                if line:
                    surf.blit(res.text(line, fs, colour, bold), (x, y))
                y += res.font(fs, bold).get_linesize()
            y += theme.px(4, scale, 2)
    return surf
