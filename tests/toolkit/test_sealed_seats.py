"""Sealed seats (Game.sealed_seats): in a deck builder everyone saw each card a player gained, so
a view names each seat's unseen cards (``pools``) and a bot's samples deal them back to that
seat, never to the other."""

from __future__ import annotations

import random

import pytest

import tabletop.games as games
from tabletop.rules import State
from tabletop.rules.game import deal_pools
from tabletop.rules.zones import zone_owner

SEALED = [gid for gid in games.ids() if games.get(gid).sealed_seats]


def unseen_by(state: State, seat: int | None, owner: int) -> list[str]:
    """The cards of ``owner``'s zones that ``seat`` cannot see (the truth; None: a spectator)."""
    return [
        c
        for name, cards in state.zones.items()
        if zone_owner(name) == owner and not state.can_see(seat, name)
        for c in cards
    ]


def in_sight(view: dict) -> set[str]:
    """Every card a view shows (whole zones and visible tops)."""
    out: set[str] = set()
    for content in view["zones"].values():
        if isinstance(content, list):
            out.update(content)
        elif "top" in content:
            out.add(content["top"])
    return out


def random_states(game_id: str, seeds: range, every: int = 1):
    """The states along random games (one in ``every``), each before its decision is taken."""
    game = games.get(game_id)
    for seed in seeds:
        state = game.setup(seed)
        pick = random.Random(seed)
        while (decision := state.decision) is not None:
            if len(state.history) % every == 0:
                yield state
            state.apply(pick.choice(decision.actions))


def test_bellum_is_sealed() -> None:
    """Bellum's cities gain cards face up from Olympus (the base decks are known from the
    start), so it declares sealed seats; a shared-deck game such as Bahamut Dispute does not."""
    assert "bellum" in SEALED
    assert "bahamut-dispute" not in SEALED and "para-bellum" not in SEALED


@pytest.mark.parametrize("game_id", SEALED)
def test_a_seat_gains_and_loses_unseen_cards_only_in_sight(game_id: str) -> None:
    """The claim a sealed game makes, checked card by card along random games: a card that
    joins a seat's unseen cards was in everyone's sight before, and a card that leaves them is
    in sight after. A card passed unseen from one seat to another, or drawn from a shared deck,
    fails here; it is what would make a seat's pool tell where a hidden card went."""
    game = games.get(game_id)
    checked = 0
    before: tuple[dict, list[set[str]]] | None = None
    for state in random_states(game_id, range(1, 13)):
        now = state.view(None), [set(unseen_by(state, None, s)) for s in range(state.players)]
        if before is not None and state.history:
            for was, held in zip(before[1], now[1], strict=True):
                joined, left = held - was, was - held
                assert joined <= in_sight(before[0]), (joined, len(state.history))
                assert left <= in_sight(now[0]), (left, len(state.history))
                checked += bool(joined or left)
        before = now
    assert game.sealed_seats and checked > 100


@pytest.mark.parametrize("game_id", SEALED)
def test_a_view_names_each_seats_unseen_cards_and_samples_deal_them_back(game_id: str) -> None:
    """Each sample deals every seat exactly the cards it holds unseen (its own deck, the
    other's deck and hand), copy for copy, in any order, and keeps every card in the game."""
    game = games.get(game_id)
    checked = 0
    for state in random_states(game_id, range(20, 24), every=17):
        seat = state.decision.seat
        view = state.view(seat)
        sample = game.sample(view, len(state.history))
        assert "pools" not in sample.data
        for owner in range(state.players):
            truth = sorted(unseen_by(state, seat, owner))
            assert view["pools"].get(str(owner), []) == truth
            assert sorted(unseen_by(sample, seat, owner)) == truth
        assert sorted(c for z in sample.zones.values() for c in z) == sorted(
            c for z in state.zones.values() for c in z
        )
        checked += 1
    assert checked > 20


def test_the_order_of_a_pool_is_left_to_chance() -> None:
    """A pool says which cards, never where: over samples, each of the other seat's unseen
    cards lands in its hand at about the hand's share of the pool, so a bot learns nothing of
    the true hand beyond what everyone knows."""
    game = games.get("bellum")
    state = next(s for s in random_states("bellum", range(5, 6)) if len(s.history) >= 60)
    seat = state.decision.seat
    other = 1 - seat
    hand, deck = state.zones[f"hand.{other}"], state.zones[f"deck.{other}"]
    assert hand and deck
    view = state.view(seat)
    share = len(hand) / (len(hand) + len(deck))
    hits = trials = 0
    for seed in range(400):
        sampled = game.sample(view, seed).zones[f"hand.{other}"]
        hits += sum(card in sampled for card in hand)
        trials += len(hand)
    assert abs(hits / trials - share) < 0.06, (hits / trials, share)


def test_deal_pools_on_a_deal_that_does_not_add_up() -> None:
    """``deal_pools`` on a made-up deal: each seat's cards go to its own hidden zones only; a
    pool's card that is not unknown (revealed to the deciding seat, so placed already) is
    skipped; a pool larger than its places gives the rest back to be dealt as any card, and a
    smaller one leaves places empty for them."""
    zones = {"deck.0": ["", "", ""], "hand.1": ["", ""], "deck.1": ["x#2", ""], "market": [""]}
    hidden = ["deck.0", "hand.1", "deck.1", "market"]
    pools = {"0": ["a#1", "b#1", "c#1", "d#1"], "1": ["x#2", "y#2"]}
    unknown = ["a#1", "y#2", "b#1", "m", "c#1", "d#1"]
    deal_pools(zones, hidden, pools, unknown)
    assert zones["deck.0"] == ["d#1", "c#1", "b#1"]  # the last of ``unknown`` first
    assert zones["hand.1"] == ["y#2", ""] and zones["deck.1"] == ["x#2", ""]
    assert zones["market"] == [""]
    assert unknown == ["m", "a#1"]  # not in a pool, then a pool's card with no place left
