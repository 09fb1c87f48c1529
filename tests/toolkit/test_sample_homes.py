"""Samples deal a market pile's unseen cards from that pile's own cards (Game.hidden_home)."""

from __future__ import annotations

import tabletop.games as games


def test_a_sampled_olympus_pile_holds_only_its_own_cards() -> None:
    """Bellum's piles lie face up with their top visible: a bot's guess at the cards beneath
    may shuffle them, never swap in a card of another pile or of a player's deck."""
    game = games.get("bellum")
    state = game.setup(3)
    view = state.view(0)
    for seed in range(20):
        sample = game.sample(view, seed)
        for zone, cards in sample.zones.items():
            home = game.hidden_home(zone)
            if home is not None:
                assert {game.card_def(c)["id"] for c in cards} <= home, zone
                assert sorted(cards) == sorted(state.zones[zone])
        assert sorted(c for z in sample.zones.values() for c in z) == sorted(game.all_cards({}))


def test_without_homes_a_sample_deals_any_unseen_card() -> None:
    """The default keeps every other game's samples as they were: any unseen card anywhere."""
    game = games.get("bahamut-dispute")
    assert game.hidden_home("deck.0") is None
    view = game.setup(1).view(0)
    assert game.sample(view, 4).data["zones"] == game.sample(view, 4).data["zones"]
