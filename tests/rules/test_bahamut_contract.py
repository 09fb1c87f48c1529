"""Bahamut Dispute through the rules contract: illegal actions, secrets, saves, replays, undo and
samples for bots."""

from __future__ import annotations

import json
import random

import pytest
from helpers import (
    ALL_CARDS,
    BAHAMUT,
    act,
    bahamut_scenario,
    census,
    illegal_reason,
    is_sentence,
    step,
    view_leaks,
)

from tabletop.rules import Action, IllegalAction, LoadError, State
from tabletop.rules.state import copy_data

HAND0 = ["stabber-dagger", "swift-gift", "baleful-bahamut", "fierce-pierce", "pawn-begone"]
HAND1 = ["prime-time", "baby-bahamut", "plume-of-doom", "archival-revival", "spiritual-ritual"]


def random_game(seed: int, steps: int, first_player: int | None = 0) -> State:
    """A natural game after ``steps`` random legal actions (or at its end)."""
    options = {} if first_player is None else {"first_player": first_player}
    state = BAHAMUT.setup(seed, **options)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions))
    return state


# ----- illegal actions --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "action, expected",
    [
        (
            Action("play", "baleful-bahamut", "field.0"),
            "Baleful Bahamut can only be played via a spell card.",
        ),
        (
            Action("play", "prime-time", "field.0"),
            "Prime Time is not in the hand of the player whose turn it is.",
        ),
        (
            Action("play", "stabber-dagger", "field.1"),
            "Drop the card on your own field to play it.",
        ),
        (
            Action("play", "stabber-dagger", "discard"),
            "Drop the card on your own field to play it.",
        ),
        (Action("play", "no-such-card", "field.0"), "There is no card 'no-such-card' in Bahamut"),
        (Action("fly"), "That is not a legal choice now."),
        (Action("cancel", "stabber-dagger", "discard"), "That is not a legal choice now."),
        (Action("end", "stabber-dagger"), "That is not a legal choice now."),
        ("end", "That is not a legal choice now."),
    ],
)
def test_illegal_action_in_the_play_phase(action: Action, expected: str) -> None:
    """An illegal action raises IllegalAction with a reason in words; the state is untouched."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1)
    assert expected in illegal_reason(state, action)  # type: ignore[arg-type]


def test_illegal_actions_outside_the_play_phase() -> None:
    """Playing a card while the opponent decides on a cancel, choosing a card that is not on
    offer, declaring Conjuration Incantation itself: each is refused with a reason."""
    state = bahamut_scenario(
        hand0=HAND0 + ["conjuration-incantation"], hand1=HAND1, field1=["grouchy-goblin"]
    )
    act(state, "play", "pawn-begone")
    reason = illegal_reason(state, Action("play", "swift-gift", "field.0"))
    assert reason.startswith("You cannot play a card now:")
    act(state, "allow")
    assert step(state) == "choose"
    illegal_reason(state, Action("choose", "baby-bahamut", "discard"))  # not in play
    illegal_reason(state, Action("choose", "grouchy-goblin", "hand.0"))  # wrong target
    act(state, "choose", "grouchy-goblin")
    act(state, "play", "conjuration-incantation")
    act(state, "allow")
    illegal_reason(state, Action("declare", option="conjuration-incantation"))
    illegal_reason(state, Action("declare", option="nothing"))


def test_stale_action_is_refused() -> None:
    """An action that was legal a moment ago and has been used is refused, state untouched."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1, nope=(2, 0))
    play = state.decision.find("play", source="stabber-dagger")
    state.apply(play)
    assert (
        illegal_reason(state, play)
        == "Stabber Dagger is not in the hand of the player whose turn it is."
    )
    cancel_window = bahamut_scenario(hand0=HAND0, hand1=HAND1)
    act(cancel_window, "play", "swift-gift")
    allow = cancel_window.decision.find("allow")
    cancel_window.apply(allow)
    illegal_reason(cancel_window, allow)


def test_illegal_actions_in_random_positions_leave_the_state_untouched() -> None:
    """At many points of natural games, a batch of wrong actions is refused without a trace."""
    bogus = [Action("play", c, f"field.{s}") for c in ALL_CARDS for s in (0, 1)]
    bogus += [Action(k, c, "discard") for k in ("cancel", "choose", "discard") for c in ALL_CARDS]
    bogus += [Action("declare", option="conjuration-incantation"), Action("first", option="7")]
    for seed in range(8):
        state = random_game(seed, steps=seed * 5)
        if state.is_over:
            continue
        for action in bogus:
            if action not in state.legal_actions:
                illegal_reason(state, action)


# ----- hidden information -----------------------------------------------------------------------


def hidden_twin(state: State, seat: int) -> State:
    """A copy of ``state`` that differs only in what ``seat`` cannot see: the opponent's hand and
    the deck are dealt anew (same sizes)."""
    twin = state.clone()
    zones = twin.data["zones"]
    names = [f"hand.{1 - seat}", "deck"]
    pool = [c for n in names for c in zones[n]]
    random.Random(len(pool)).shuffle(pool)
    pool.reverse()
    for n in names:
        zones[n][:] = [pool.pop() for _ in zones[n]]
    twin._decision = None
    return twin


def test_view_never_shows_the_opponents_hand_or_the_deck() -> None:
    """Game Setup: "Players are not allowed to see each other's cards.": along whole natural
    games, no view holds a hidden card's id or name, and a view is the same whatever the hidden
    cards are."""
    checked = 0
    for seed in range(25):
        state = random_game(seed, steps=0, first_player=None)
        rng = random.Random(seed)
        while not state.is_over:
            for seat in (0, 1):
                assert view_leaks(state, seat) == []
                json.dumps(state.view(seat))
                decision = state.decision
                if decision.reveals and decision.seat == seat:
                    continue  # the seat is looking at that hidden zone right now
                twin = hidden_twin(state, seat)
                assert twin.view(seat) == state.view(seat)
                checked += 1
            state.apply(rng.choice(state.legal_actions))
    assert checked > 1000


def test_spectator_sees_no_hand() -> None:
    """A spectator (seat None) sees neither hand nor the deck, nor any decision's choices."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1)
    view = state.view(None)
    assert view["zones"]["hand.0"] == {"count": 5} and view["zones"]["hand.1"] == {"count": 5}
    assert set(view["decision"]) == {"seat", "prompt"}


@pytest.mark.parametrize("card", ["fierce-pierce", "spectacles-of-miracles"])
def test_reveals_go_only_to_the_chooser(card: str) -> None:
    """Fierce Pierce and Spectacles of Miracles show a hidden zone to the chooser only: the
    other seat's view is the same whatever that zone holds."""
    state = bahamut_scenario(hand0=[card, "stabber-dagger"], hand1=HAND1, nope=(2, 0))
    act(state, "play", card)
    assert state.decision.reveals
    twin = hidden_twin(state, 1)  # deal Player 1's hidden zones (hand.0, deck) anew
    assert twin.view(1) == state.view(1)
    assert "reveals" not in state.view(1)["decision"]
    assert view_leaks(state, 1) == []
    assert state.view(0)["decision"]["reveals"] == {
        k: sorted(v) for k, v in state.decision.reveals.items()
    }


# ----- saves ------------------------------------------------------------------------------------


def tampered_saves() -> list[tuple[str, str | bytes]]:
    """Edits only Bahamut Dispute can make (the contract suite tampers with every game)."""
    state = random_game(7, 30)
    text = state.to_json()
    out: list[tuple[str, str | bytes]] = []

    def edit(name: str, change) -> None:
        raw = json.loads(text)
        change(raw)
        out.append((name, json.dumps(raw)))

    edit(
        "snapshot life",
        lambda r: r["snapshot"]["life"].__setitem__(0, r["snapshot"]["life"][0] ^ 1),
    )
    edit("snapshot card", lambda r: r["snapshot"]["zones"]["hand.0"].append("prime-time"))
    edit(
        "illegal move",
        lambda r: r["history"].__setitem__(
            0, {"kind": "play", "source": "baleful-bahamut", "target": "field.0", "seat": 0}
        ),
    )
    edit("bad option", lambda r: r.__setitem__("options", {"first_player": 0.0}))
    return out


@pytest.mark.parametrize("name, text", tampered_saves(), ids=[n for n, _ in tampered_saves()])
def test_tampered_save_is_rejected(name: str, text: str | bytes) -> None:
    """A malformed, foreign, truncated or edited save raises LoadError with a sentence."""
    with pytest.raises(LoadError) as info:
        BAHAMUT.load(text)
    assert is_sentence(str(info.value)), str(info.value)


# ----- undo -------------------------------------------------------------------------------------


def test_undo_own_last_action() -> None:
    """Undo takes back one's own last action and restores the exact previous data."""
    state = BAHAMUT.setup(12, first_player=0)  # (undo replays from the setup: no scenario)
    assert not state.can_undo(0) and not state.can_undo(1)
    with pytest.raises(IllegalAction, match="nothing to undo"):
        state.undo()
    before = copy_data(state.data)
    decision = state.decision
    play = next(a for a in state.legal_actions if a.kind == "play")
    state.apply(play)
    assert step(state) == "cancel_window"
    assert state.can_undo(0) and not state.can_undo(1)
    state.undo()
    assert state.data == before
    assert state.history == []
    assert state.decision == decision


def test_no_undo_after_a_draw() -> None:
    """Undo never goes back past a draw: the card drawn is known now."""
    state = BAHAMUT.setup(12, first_player=0)
    act(state, "end")  # Player 2 draws
    assert not state.can_undo(0)
    with pytest.raises(IllegalAction) as info:
        state.undo()
    assert is_sentence(str(info.value))


def test_no_undo_past_the_opponents_choice() -> None:
    """Undo is for one's own last action: once the opponent has answered, it is theirs."""
    state = BAHAMUT.setup(12, first_player=0)
    play = next(a for a in state.legal_actions if a.kind == "play")
    state.apply(play)
    act(state, "allow")
    assert not state.can_undo(0)


REVEALING = ("fierce-pierce", "spectacles-of-miracles", "conjuration-incantation")


def test_no_undo_after_a_reveal() -> None:
    """Undo never goes back past a look at hidden cards (Fierce Pierce, Spectacles of Miracles)
    or an answer about them (Conjuration Incantation, Strange Exchange finding a hidden
    Bahamut), found in natural games."""
    found = set()
    for seed in range(400):
        state = BAHAMUT.setup(seed, first_player=seed % 2)
        rng = random.Random(seed)
        while not state.is_over:
            action = rng.choice(state.legal_actions)
            seat = state.decision.seat
            state.apply(action)
            if state.is_over:
                break
            decision = state.decision
            if decision.reveals or action.kind == "declare":
                assert not state.can_undo(seat), (seed, action)
                found.add("declare" if action.kind == "declare" else step(state))
        if len(found) == 2:
            break
    assert found == {"choose", "declare"}


def test_undo_property_in_natural_games() -> None:
    """After every action: only its own seat may undo it; an undo restores the exact previous
    data; and an action that drew, shuffled or revealed nothing may be undone."""
    undone = 0
    for seed in range(60):
        state = BAHAMUT.setup(seed)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.decision.seat
            before = copy_data(state.data)
            before_zones = {z: set(c) for z, c in state.data["zones"].items()}
            action = rng.choice(state.legal_actions)
            events = state.apply(action)
            assert not state.can_undo(1 - seat)
            revealing = any(
                e.kind in ("shuffle", "declare", "swap")
                or (e.kind == "move" and e.src == "deck")
                or e.card == "strange-exchange"
                for e in events
            ) or (state.decision is not None and bool(state.decision.reveals))
            hidden_bahamut = any(
                c in before_zones[z]
                for z in ("deck", "hand.0", "hand.1")
                for c in ("baleful-bahamut", "baby-bahamut")
            )
            if not revealing:
                assert state.can_undo(seat), (seed, action, events)
            if state.can_undo(seat):
                assert not any(
                    e.kind == "shuffle" or (e.kind == "move" and e.src == "deck") for e in events
                )
                assert not (any(e.kind == "swap" for e in events) and hidden_bahamut)
                twin = state.clone()
                twin.undo()
                assert twin.data == before
                undone += 1
    assert undone > 500


# ----- samples for bots -------------------------------------------------------------------------


def test_sample_is_consistent_with_the_view() -> None:
    """game.sample(view, seed) deals the hidden cards anew: every card once, visible zones and
    counters as seen, hidden zones of the right size, and the same legal actions for the seat
    whose view it was."""
    for seed in range(40):
        state = random_game(seed, steps=seed % 23, first_player=None)
        if state.is_over:
            continue
        seat = state.decision.seat
        view = state.view(seat)
        sample = BAHAMUT.sample(view, seed)
        census(sample.data)
        for zone, cards in state.data["zones"].items():
            if state.can_see(seat, zone):
                assert sample.data["zones"][zone] == cards
            else:
                assert len(sample.data["zones"][zone]) == len(cards)
        for key in ("life", "nope", "supply", "turn", "active", "plays_left", "stack"):
            assert sample.data[key] == state.data[key]
        assert sample.decision.actions == state.decision.actions


def test_sample_does_not_use_hidden_information() -> None:
    """Two games that look the same to a seat give the same samples: a bot cannot learn the true
    hidden cards through sample()."""
    state = bahamut_scenario(hand0=HAND0, hand1=HAND1)
    twin = hidden_twin(state, 0)
    assert twin.data["zones"] != state.data["zones"]
    for seed in range(5):
        a = BAHAMUT.sample(state.view(0), seed)
        b = BAHAMUT.sample(twin.view(0), seed)
        assert a.data == b.data
