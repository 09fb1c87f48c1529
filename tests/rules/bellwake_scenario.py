"""Bellwake positions for rule tests: a real scenario set up with ``GAME.setup(seed,
scenario=..., log=[...])``, its cards rearranged in ``state.data["zones"]`` (every card still
in exactly one zone: cards not used stay in ``box``), its numbers set (the Hush, echo, round,
damage, progress, exhausted), and the flow put at the start of one of the round's steps. From
there a test acts only through legal actions.

Copies are numbered: ``hollow-hound#1``, ``hollow-hound#2``. Seat 0 is Hale Brann's keeper,
seat 1 Sefa Wren's. ``GAME.cards[id]`` gives every printed number (use it, not a literal).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from helpers import act

from tabletop.games.bellwake import GAME
from tabletop.games.bellwake.rules import STAGES, BellwakeState

ALL = sorted(GAME.all_cards({}))
HALE, SEFA = GAME.heroes  # "hale-brann", "sefa-wren"
C = GAME.constants


def card(definition: str, n: int = 1) -> str:
    """The ``n``-th copy of a card that has copies (``card("hollow-hound", 2)``)."""
    return f"{definition}#{n}" if GAME.counts[definition] > 1 else definition


def num(card_id: str, stat: str) -> int:
    """A printed number of a card (its definition in cards.json)."""
    return int(GAME.card_def(card_id).get(stat) or 0)


def amount(card_id: str, op: str | None = None, n: int = 0) -> int:
    """The ``amount`` of the ``n``-th effect step (of the op ``op``) of a card in cards.json:
    its ``effect``, then its triggers', then its statics' (``amount("hold-fast")`` is 2)."""
    entry = GAME.card_def(card_id)
    todo = list(entry.get("effect", []))
    for part in entry.get("triggers", []) + entry.get("static", []):
        todo += part["effect"]
    steps = []
    while todo:  # nested steps ("may", "else") in their order
        item = todo.pop(0)
        steps.append(item)
        todo[:0] = list(item.get("effect", [])) + list(item.get("else", []))
    found = [s for s in steps if "amount" in s and (op is None or s["op"] == op)]
    return int(found[n]["amount"])


def census(state: BellwakeState) -> None:
    """Every card instance of the game in exactly one zone."""
    found = sorted(c for cards in state.data["zones"].values() for c in cards)
    counts, expected = Counter(found), Counter(ALL)
    assert found == ALL, (sorted(expected - counts), sorted(counts - expected))


def place(state: BellwakeState, card_id: str, zone: str, *, top: bool = True) -> None:
    """Move ``card_id`` from wherever it is to ``zone`` (the end of its list, or the start)."""
    src = state.where(card_id)
    assert src is not None, card_id
    state.zones[src].remove(card_id)
    if top:
        state.zones[zone].append(card_id)
    else:
        state.zones[zone].insert(0, card_id)


def fresh(
    scenario: str = "lower-stair",
    *,
    seed: int = 0,
    log: Sequence[str] = (),
    upgrades: Mapping[int, Sequence[str]] | None = None,
    trauma: Mapping[int, int] | None = None,
    experience: Mapping[int, int] | None = None,
    campaign: bool = False,
) -> BellwakeState:
    """A single scenario set up from the start (its setup really run), with these log
    entries and, for the seats named, these upgrades and trauma already in their records.
    ``campaign``: the whole campaign instead, at ``scenario`` (the scenarios before it left
    unplayed), so that its end is wrapped up and the next scenario follows."""
    if campaign:
        state = GAME.setup(seed, log=list(log))
        state.data["campaign"]["index"] = GAME.campaign_plan["order"].index(scenario)
    else:
        state = GAME.setup(seed, scenario=scenario, log=list(log))
    assert isinstance(state, BellwakeState)
    if upgrades or trauma or experience or campaign:
        seats = state.data["campaign"]["seats"]
        for seat, ups in (upgrades or {}).items():
            seats[seat]["upgrades"] = list(ups)
        for seat, n in (trauma or {}).items():
            seats[seat]["trauma"] = n
        for seat, n in (experience or {}).items():
            seats[seat]["experience"] = n
        state.data["stack"] = []
        state.data.pop("triggers", None)
        state.setup_scenario(scenario)
        state._decision = None
        state._run_automatic()
    census(state)
    return state


def build(
    scenario: str = "lower-stair",
    *,
    seed: int = 0,
    log: Sequence[str] = (),
    upgrades: Mapping[int, Sequence[str]] | None = None,
    campaign: bool = False,
    stage: str = "muster",
    hands: Mapping[int, Sequence[str]] | None = None,
    party: Mapping[int, Sequence[str]] | None = None,
    gear: Mapping[str, str] | None = None,
    engaged: Mapping[int, Sequence[str]] | None = None,
    staging: Sequence[str] = (),
    active: str | None = None,
    encounter_top: Sequence[str] = (),
    encounter_discard: Sequence[str] = (),
    victory: Sequence[str] = (),
    discard: Mapping[int, Sequence[str]] | None = None,
    deck_top: Mapping[int, Sequence[str]] | None = None,
    fallen: Sequence[int] = (),
    empty_deck: Sequence[int] = (),
    hush: int | None = None,
    echo: tuple[int, int] | None = None,
    round: int | None = None,
    damage: Mapping[str, int] | None = None,
    progress: Mapping[str, int] | None = None,
    objective_progress: int | None = None,
    second_objective: bool = False,
    exhausted: Sequence[str] = (),
    committed: Sequence[str] = (),
    tolled: bool = False,
) -> BellwakeState:
    """A position of ``scenario`` at the start of the round's step ``stage`` (``kindle``,
    ``muster``, ``venture``, ``travel``, ``encounter``, ``clash`` or ``rest``).

    Hands are emptied into the decks first; ``deck_top`` lists the next draws (first drawn
    first), ``encounter_top`` the next reveals (first revealed first). ``party`` adds allies
    (the heroes are there already); ``gear`` maps a gear card to the character it is on;
    ``engaged`` and ``staging`` are in order (the oldest first). ``fallen``: those seats' heroes
    are in the silenced heroes. ``second_objective``: the first objective is complete and the
    second under way (its "When it begins" text does not resolve). ``empty_deck``: those
    seats' decks are put in the box.
    """
    state = fresh(scenario, seed=seed, log=log, upgrades=upgrades, campaign=campaign)
    z = state.zones
    for seat in (0, 1):
        for c in list(z[f"hand.{seat}"]):
            place(state, c, f"deck.{seat}", top=False)
    if second_objective:
        first = z["objective"][0]
        place(state, first, "complete")
        place(state, z["objectives"][0], "objective")
    for seat, cards in (hands or {}).items():
        for c in cards:
            place(state, c, f"hand.{seat}")
    for seat, cards in (party or {}).items():
        for c in cards:
            place(state, c, f"party.{seat}")
    for seat, cards in (engaged or {}).items():
        for c in cards:
            place(state, c, f"engaged.{seat}")
    for c in staging:
        place(state, c, "staging")
    if active:
        place(state, active, "active")
    for c in encounter_discard:
        place(state, c, "encounter_discard")
    for c in victory:
        place(state, c, "victory")
    for seat, cards in (discard or {}).items():
        for c in cards:
            place(state, c, f"discard.{seat}")
    for seat in empty_deck:
        for c in list(z[f"deck.{seat}"]):
            place(state, c, "box")
    for seat, cards in (deck_top or {}).items():
        for c in reversed(cards):
            place(state, c, f"deck.{seat}")
    for c in reversed(encounter_top):
        place(state, c, "encounter")
    for seat in fallen:
        place(state, state.hero(seat), "silenced")
    for g, host in (gear or {}).items():
        place(state, g, f"gear.{state.owner(g)}")
        state.attach(g, host)
    for c, n in (damage or {}).items():
        state.set_counter(c, "damage", n)
    for c, n in (progress or {}).items():
        state.set_counter(c, "progress", n)
    for c in exhausted:
        state.set_flag(c, "exhausted")
    d = state.data
    if hush is not None:
        d["hush"] = hush
    if echo is not None:
        d["echo"] = list(echo)
    if round is not None:
        d["round"] = round
    if objective_progress is not None:
        d["objective_progress"] = objective_progress
    d["committed"] = list(committed)
    d["tolled"] = tolled
    census(state)
    go_to(state, stage)
    return state


def go_to(state: BellwakeState, stage: str) -> None:
    """Put the flow at the start of the round's step ``stage`` and run it to a decision."""
    state.data["stack"] = [{"step": "round", "next": STAGES.index(stage)}]
    state.data.pop("triggers", None)
    state.data["attack"] = None
    state._decision = None
    state._events = []
    state._run_automatic()


# ----- acting -------------------------------------------------------------------------------


def step(state: BellwakeState) -> str:
    return str(state.data["stack"][-1]["step"])


def seat(state: BellwakeState) -> int:
    assert state.decision is not None
    return state.decision.seat


def stop(state: BellwakeState) -> None:
    """The keeper mustering stops."""
    act(state, "stop")


def choose_subset(state: BellwakeState, *cards: str) -> None:
    """Select ``cards`` in a choose-some decision (commit, attackers) and confirm."""
    assert step(state) == "choose_subset", step(state)
    for c in cards:
        act(state, "toggle", source=c, option="on")
    act(state, "confirm")


def defend(state: BellwakeState, defender: str) -> None:
    act(state, "defend", source=defender)


def take(state: BellwakeState) -> None:
    act(state, "take")


def passes(state: BellwakeState) -> None:
    act(state, "pass")


def skip_window(state: BellwakeState) -> None:
    """Pass in every open fast-song window until none is left on top."""
    while state.decision is not None and step(state) == "reaction_offer":
        act(state, "pass")


def sources(state: BellwakeState, kind: str | None = None) -> set[str | None]:
    """The source cards of the legal actions (of one kind)."""
    return {a.source for a in state.legal_actions if kind is None or a.kind == kind}


def events_of(events: list[Any], kind: str) -> list[Any]:
    return [e for e in events if e.kind == kind]
