"""Every word a player reads from the rules layer is plain English, never developer wording.

Random games of each of the four games are walked to the end, and every prompt, action text and
log line seen on the way is checked against the marks of developer wording: a formula
("1 − 2 = 0"), the toolkit's old counters ("(choose 1 to 2; 0 chosen)"), a negative number
("power -6 left"), an underscore or a card id ("bellum:hoplite"), a Python repr.
"""

from __future__ import annotations

import random
import re

import pytest

import tabletop.games
from tabletop.rules.steps import choose_span

GAMES = [tabletop.games.get(i) for i in tabletop.games.ids()]
SEEDS = range(8)

MARKS: dict[str, re.Pattern[str]] = {
    "a formula": re.compile(r"\d\s*[−=]\s*-?\d|\s=\s|\w\s*−\s*\w"),
    "a (choose N ...) counter": re.compile(r"\(choose \d"),
    "an 'N chosen)' counter": re.compile(r"\d+ chosen\)"),
    "a negative number": re.compile(r"(?<![\w+])-\d"),
    "an underscore": re.compile(r"\w_\w"),
    "a card id": re.compile(r"\b[a-z]+(?:-[a-z]+)*[:#][a-z0-9]"),
    "a Python repr": re.compile(r"[\[{(]'|'[\]})]|\bNone\b|\bTrue\b|\bFalse\b|<\w+ object"),
    "a confirm that says nothing": re.compile(r"^Confirm: (?:no pairs|nothing)$"),
}


def developer_wording(text: str) -> list[str]:
    """The marks of developer wording found in ``text``."""
    return [name for name, pattern in MARKS.items() if pattern.search(text)]


def walk(game, seed: int) -> list[tuple[str, str]]:
    """Every (where, text) a player reads in one random game of ``game``."""
    players = game.player_counts[seed % len(game.player_counts)]
    state = game.setup(seed, players)
    rng = random.Random(seed)
    seen: list[tuple[str, str]] = []
    for _ in range(5000):
        decision = state.decision
        if decision is None:
            break
        seen.append(("prompt", decision.prompt))
        seen.extend(("action", a.text) for a in decision.actions)
        for event in state.apply(rng.choice(decision.actions)):
            seen.append(("log", event.text))
            if event.public:
                seen.append(("log", event.public))
    assert state.decision is None, f"{game.id} seed {seed}: no end after 5000 actions"
    return seen


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_random_games_show_no_developer_wording(game) -> None:
    bad: dict[str, str] = {}
    count = 0
    for seed in SEEDS:
        for where, text in walk(game, seed):
            count += 1
            marks = developer_wording(text)
            if marks:
                bad.setdefault(f"{where}: {text}", ", ".join(marks))
    assert count > 500, "the walk saw too little to tell"
    assert not bad, "\n".join(f"{text}  [{marks}]" for text, marks in list(bad.items())[:20])


@pytest.mark.parametrize(
    "text",
    [
        "Choose your attackers, then confirm. (choose 1 to 2; 0 chosen)",
        "To buy Myrmidon, discard any card: choose (choose 1; 0 chosen)",
        "Attack Hushed Novice (strike − its ward 0, health left 2)?",
        "Confirm: no pairs",
        "Confirm: nothing",
        "Hoplite has power -6 left.",
        "Sefa Wren strikes Stair Guard: 1 − 2 = 0.",
        "Play bellum:hoplite",
        "Discard ['a', 'b']",
        "resolve_venture failed",
    ],
)
def test_the_marks_catch_the_wording_the_play_tester_saw(text: str) -> None:
    assert developer_wording(text)


@pytest.mark.parametrize(
    "text",
    [
        "Attack with which creatures? Choose 1 or 2 attackers, then Confirm — 0 chosen so far.",
        "Sefa Wren strikes Stair Guard for 1; its ward of 2 stops it all.",
        "Hoplite has no power left.",
        "Bell-thief engages Hale.",
        "Hale Brann gets +1 ward for this attack.",
        "Turn 1: Athens plays.",
    ],
)
def test_plain_words_pass(text: str) -> None:
    assert not developer_wording(text), developer_wording(text)


def test_how_many_to_choose_reads_as_words() -> None:
    assert choose_span(1, 1, ("card", "cards")) == "Choose 1 card"
    assert choose_span(2, 2, ("card", "cards")) == "Choose 2 cards"
    assert choose_span(1, 2, ("attacker", "attackers")) == "Choose 1 or 2 attackers"
    assert choose_span(0, 1, ("character", "characters")) == "Choose 1 character or none"
    assert choose_span(0, 3, ("character", "characters")) == "Choose up to 3 characters"
    assert choose_span(1, 3) == "Choose 1 to 3"


def test_rewording_never_changes_what_a_bot_plays() -> None:
    """A bot's random draws are seeded by a checksum of its view: the view's words are not in
    it, so that a reworded prompt leaves every seeded bot game as it was."""
    from tabletop.ai import get as bot
    from tabletop.ai.greedy import view_checksum

    game = tabletop.games.get("bellum")
    state = game.setup(3, 2)
    view = state.view(state.decision.seat)
    reworded = dict(view, decision=dict(view["decision"], prompt="Something else entirely."))
    reworded["decision"]["actions"] = [
        dict(a, text=f"Other words {i}") for i, a in enumerate(view["decision"]["actions"])
    ]
    assert reworded != view
    assert view_checksum(reworded) == view_checksum(view)
    assert bot("greedy", 5).choose(reworded) == bot("greedy", 5).choose(view)
    changed = dict(view, turn=view["turn"] + 1)
    assert view_checksum(changed) != view_checksum(view)


def test_a_save_made_before_a_prompt_was_reworded_still_loads() -> None:
    """A save's snapshot is checked against its replay; the words of the flow's frames (a
    prompt, a confirm's text) are derived, so older wording in the snapshot is no damage."""
    import json

    from tabletop.rules import LoadError

    game = tabletop.games.get("bellum")
    state = game.setup(4, 2)
    rng = random.Random(4)
    while not any("prompt" in frame for frame in state.data["stack"]):
        state.apply(rng.choice(state.decision.actions))
    raw = json.loads(state.to_json())
    for frame in raw["snapshot"]["stack"]:
        if "prompt" in frame:
            frame["prompt"] = "Words of an older version (choose 1; 0 chosen)"
            frame.pop("none", None)
    assert game.load(json.dumps(raw)).data == state.data
    raw["snapshot"]["turn"] = raw["snapshot"]["turn"] + 1
    with pytest.raises(LoadError):
        game.load(json.dumps(raw))
