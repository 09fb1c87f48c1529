"""docs/rules/bahamut-dispute.md stays complete and in step with the cards and the code."""

from __future__ import annotations

import re
from pathlib import Path

from helpers import BAHAMUT

DOC = Path(__file__).resolve().parents[2] / "docs" / "rules" / "bahamut-dispute.md"
TEXT = DOC.read_text("utf-8")
MARKS = ("**From the rulebook**", "**Our completion**")


def section(title: str) -> str:
    match = re.search(rf"^## {re.escape(title)}\n(.*?)(?=^## |\Z)", TEXT, re.M | re.S)
    assert match, title
    return match.group(1)


def test_every_card_text_is_quoted_exactly() -> None:
    """The card list quotes each card's printed text, name and type."""
    for card in BAHAMUT.cards.values():
        line = f'- **{card["name"]}** ({card["type"].title()}): "{card["text"]}"'
        assert line in TEXT, card["name"]


def test_every_rule_is_marked() -> None:
    """Every rule bullet says whether it is from the rulebook or our completion."""
    for title in (
        "Components",
        "Setup",
        "The turn",
        "Playing a card",
        "Damage and life",
        "When the deck runs out",
        "Necro-nope-nicon",
        "Game end",
        "In the app",
    ):
        bullets = [b for b in section(title).splitlines() if b.startswith("- ")]
        assert bullets, title
        for bullet in bullets:
            assert bullet[2:].startswith(MARKS), bullet
            if bullet[2:].startswith("**From the rulebook**"):
                assert re.match(r"- \*\*From the rulebook\*\* \([^)]+\):", bullet), bullet


def test_every_card_note_is_marked() -> None:
    """In the card list, each bullet is a card (quoted text) or a marked note."""
    for bullet in section("The cards").splitlines():
        if bullet.startswith("- "):
            assert bullet.startswith("- **Our completion**") or re.match(
                r'- \*\*.+\*\* \((Monster|Spell|Action)\): ".+"$', bullet
            ), bullet


def test_rulings_answer_the_open_questions() -> None:
    """The Rulings section answers every question the design notes list (GAMES.md)."""
    rulings = section("Rulings")
    for topic in (
        "cancelled card count",
        "Spiritual Ritual or Archival Revival",
        "Life cannot go below 0",
        "Grouchy Goblin",
        "Strange Exchange",
        "coin toss",
        "spent Necro-nope-nicon tokens",
        "nothing to choose",
        "both the deck and the discard pile are empty",
        "Conjuration Incantation",
        "first-turn limits",
    ):
        assert topic in rulings, topic
    limit = BAHAMUT.options["turn_limit"]
    assert f"after {limit} turns" in rulings
    assert f"after {limit} turns ({limit // 2} each)" in section("Game end")


def test_the_doc_renders_as_simple_markdown() -> None:
    """The in-app reader joins paragraph lines but not bullets: a bullet must be one line."""
    lines = TEXT.splitlines()
    for before, line in zip(lines, lines[1:], strict=False):
        if before.startswith("- ") and line.strip():
            assert line.startswith(("- ", "#")), f"a bullet goes on over two lines: {line!r}"
