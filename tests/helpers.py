"""Shared test helpers: checks of the rules contract, and Bahamut Dispute scenarios.

A scenario test starts a real game with ``first_player=0``, rearranges the cards directly in
``state.data`` (every card still in exactly one zone) and then drives it only through legal
actions, so that it reads like a paragraph of the rulebook.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tabletop.games import get
from tabletop.rules import Action, Event, IllegalAction, State

BAHAMUT = get("bahamut-dispute")
ALL_CARDS: tuple[str, ...] = tuple(BAHAMUT.cards)
ZONES = ("deck", "discard", "pending", "hand.0", "hand.1", "field.0", "field.1")
TOTAL_LIFE = 8
TOTAL_NOPE = 6


BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


def run_benchmark(script: str, *args: str) -> str:
    """Run ``benchmarks/<script>`` with ``args`` in a process of its own; its printed output
    (the test fails with the script's errors if it exits with an error)."""
    done = subprocess.run(
        [sys.executable, str(BENCHMARKS / script), *args],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


# ----- generic checks of the contract ---------------------------------------------------------


def act(
    state: State,
    kind: str,
    source: str | None = None,
    target: str | None = None,
    option: str | None = None,
) -> list[Event]:
    """Apply the one legal action matching these fields; fail loudly when there is none."""
    decision = state.decision
    assert decision is not None, f"the game is over ({state.data.get('end_reason')})"
    action = decision.find(kind, source=source, target=target, option=option)
    if action is None:
        legal = ", ".join(str(a.to_json()) for a in decision.actions)
        raise AssertionError(
            f"no legal {kind} {source} {target} {option} for seat "
            f"{decision.seat} ({decision.prompt}); legal: {legal}"
        )
    return state.apply(action)


def kinds(state: State) -> set[str]:
    """The kinds of the pending decision's actions."""
    return {a.kind for a in state.legal_actions}


def step(state: State) -> str:
    """The step the flow waits in."""
    return state.data["stack"][-1]["step"]


def illegal_reason(state: State, action: Action) -> str:
    """Apply an illegal action: it must raise, leave the state untouched, and say why in words."""
    before_json = state.to_json()
    before_data = repr(state.data)
    before_decision = state.decision
    try:
        state.apply(action)
    except IllegalAction as exc:
        reason = str(exc)
    else:
        raise AssertionError(f"{action.to_json()} was accepted")
    assert repr(state.data) == before_data
    assert state.to_json() == before_json
    assert state.decision == before_decision
    assert is_sentence(reason), reason
    return reason


def is_sentence(text: str) -> bool:
    """A reason meant for people: starts with a capital letter or quote, ends with punctuation,
    has several words and no Python noise."""
    text = text.strip()
    return (
        len(text.split()) >= 3
        and (text[0].isupper() or text[0] in "\"'")
        and text[-1] in ".!?)"
        and "Traceback" not in text
        and "Error" not in text
    )


def census(data: dict[str, Any], cards: Sequence[str] = ALL_CARDS) -> None:
    """Each card of the game lies in exactly one zone, and nothing else lies anywhere."""
    found = sorted(card for zone in data["zones"].values() for card in zone)
    if found != sorted(cards):
        counts, expected = Counter(found), Counter(cards)
        raise AssertionError(
            f"cards lost: {sorted(expected - counts)}; duplicated or foreign: "
            f"{sorted(counts - expected)}"
        )


# ----- hidden information (Bahamut zone names) ------------------------------------------------


def hidden_cards(state: State, seat: int) -> set[str]:
    """The cards ``seat`` may not know the place of right now."""
    hidden = {
        c
        for zone, cards in state.data["zones"].items()
        if not state.can_see(seat, zone)
        for c in cards
    }
    decision = state.decision
    if decision is not None and decision.seat == seat and decision.reveals:
        for cards in decision.reveals.values():
            hidden -= set(cards)
    return hidden


def view_leaks(state: State, seat: int) -> list[str]:
    """Hidden cards (ids or names) that appear anywhere in ``state.view(seat)``.

    The one exception is Conjuration Incantation's list of declarable cards, which is the same
    fifteen cards whatever anyone holds.
    """
    view = state.view(seat)
    decision = view.get("decision")
    if decision is not None and "actions" in decision:
        view["decision"] = dict(
            decision, actions=[a for a in decision["actions"] if a["kind"] != "declare"]
        )
    text = json.dumps(view)  # one C-speed pass instead of walking the value in Python
    leaks = []
    for card in hidden_cards(state, seat):
        if f'"{card}"' in text:
            leaks.append(card)
        name = state.card_name(card).strip('"')
        if name in text:
            leaks.append(f"{name} (name)")
    # hidden zones show a count and nothing else
    for zone, cards in state.data["zones"].items():
        if not state.can_see(seat, zone):
            assert view["zones"][zone] == {"count": len(cards)}, zone
    return leaks


# ----- Bahamut Dispute scenarios --------------------------------------------------------------


def bahamut_scenario(
    *,
    hand0: Sequence[str] = (),
    hand1: Sequence[str] = (),
    field0: Sequence[str] = (),
    field1: Sequence[str] = (),
    discard: Sequence[str] = (),
    deck_top: Sequence[str] = (),
    rest: str = "deck",
    life: tuple[int, int] = (4, 4),
    nope: tuple[int, int] = (2, 2),
    plays_left: int = 2,
    turn: int = 2,
    seed: int = 0,
) -> State:
    """Seat 0 (Player 1) in the play phase of its turn with these cards where given.

    ``deck_top`` lists the next draws, first drawn first. Every card not named goes to ``rest``
    (the bottom of the deck, or the discard pile), sorted. Tokens not held are in the supply.
    """
    state = BAHAMUT.setup(seed, first_player=0)
    assert step(state) == "play_phase" and state.decision.seat == 0
    named = [*hand0, *hand1, *field0, *field1, *discard, *deck_top]
    assert len(named) == len(set(named)), f"a card is named twice: {named}"
    assert set(named) <= set(ALL_CARDS), set(named) - set(ALL_CARDS)
    others = sorted(set(ALL_CARDS) - set(named))
    zones = {zone: [] for zone in ZONES}
    zones.update(
        {
            "hand.0": list(hand0),
            "hand.1": list(hand1),
            "field.0": list(field0),
            "field.1": list(field1),
            "discard": list(discard),
        }
    )
    zones[rest] = others + zones[rest] if rest == "deck" else zones[rest] + others
    zones["deck"] = zones["deck"] + list(reversed(deck_top))  # the end of the list is the top
    d = state.data
    d["zones"] = zones
    d["life"] = list(life)
    d["nope"] = list(nope)
    d["supply"] = {"life": TOTAL_LIFE - sum(life), "nope": TOTAL_NOPE - sum(nope)}
    d["turn"] = turn
    d["plays_left"] = plays_left
    d["active"] = 0
    state._decision = None
    census(d)
    return state


def end_turn(state: State) -> None:
    """The active seat ends its turn (and must not need to discard)."""
    act(state, "end")


# ----- Para Bellum's token names -----------------------------------------------------------------


def unbracketed_tokens(text: str) -> list[str]:
    """The Para Bellum token names in ``text`` not written as the log writes them
    ("[Warlord]"), and any "a" before a vowel ("a [Archer]"); card names ("Heavy Cavalry")
    are not token names."""
    from tabletop.games.para_bellum import GAME
    from tabletop.games.para_bellum.data import TOKEN_NAME

    for name in sorted({e["name"] for e in GAME.cards.values()}, key=len, reverse=True):
        text = text.replace(name, "")
    word = re.compile(r"\b(" + "|".join(sorted(TOKEN_NAME.values())) + r")\b")
    bad = [
        m.group(0)
        for m in word.finditer(text)
        if text[m.start() - 1 : m.start()] != "[" or text[m.end() : m.end() + 1] != "]"
    ]
    return bad + re.findall(r"\b[Aa] \[[AEIOU]\w*\]", text)
