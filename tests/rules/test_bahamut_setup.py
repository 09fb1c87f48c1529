"""Bahamut Dispute: Contents and Game Setup, one test per sentence of the rulebook."""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import ALL_CARDS, BAHAMUT, act, census, step, view_leaks

# The rulebook's Card List, verbatim: the authority for cards.json.
RULEBOOK_CARDS = [
    (
        "Baleful Bahamut",
        "monster",
        "This card can only be played via a spell card. If this card "
        "is in your field, deal 4 damage to your opponent at the start of your turn.",
    ),
    (
        "Grouchy Goblin",
        "monster",
        "As long as this card is in your field, any damage dealt to you "
        "is reflected back to your opponent. However, the Grouchy Goblin cannot reflect the "
        "Baleful Bahamut's attack.",
    ),
    (
        "Baby Bahamut",
        "monster",
        "If this card is in your field, deal 1 damage to your opponent at the start of your turn.",
    ),
    ('"Pawn Begone!"', "spell", "Choose a monster card that's in play and discard it."),
    (
        "Spiritual Ritual",
        "spell",
        "Choose a monster card from your hand and play it into the field.",
    ),
    (
        "Strange Exchange",
        "spell",
        'Swap "Baleful Bahamut" and "Baby Bahamut" wherever they may '
        "be. If you need to look through the deck for one of the cards, shuffle the deck "
        "afterward.",
    ),
    (
        "Archival Revival",
        "spell",
        "Choose 1 monster card from the discard pile and play it into your field.",
    ),
    ("Stabber Dagger", "action", "Deal 2 damage to your opponent."),
    ("Swift Gift", "action", "Obtain 1 Necro-nope-nicon token from the supply."),
    ("Prime Time", "action", "You can play up to 2 additional cards this turn."),
    (
        "The Obsidian Comedian",
        "action",
        "Draw 2 cards from the deck, add them to your hand, then "
        "discard any 2 cards from your hand. You can play 1 additional card this turn.",
    ),
    (
        "The Alabaster Caster",
        "action",
        "Draw 3 cards from the deck, add them to your hand, then "
        "discard any 2 cards from your hand.",
    ),
    (
        "Spectacles of Miracles",
        "action",
        "Select any card from the deck and add it to your hand. Shuffle the deck afterward.",
    ),
    ("Plume of Doom", "action", "Select any card from the discard pile and add it to your hand."),
    ("Fierce Pierce", "action", "Look at your opponent's hand and choose 1 card to discard."),
    (
        "Conjuration Incantation",
        "action",
        "Declare one card. If your opponent has that card in "
        "their hand, take it from them and place it in your hand instead.",
    ),
]


def test_card_list_matches_the_rulebook() -> None:
    """Card List: every card's name, type and text exactly as printed."""
    ours = [(c["name"], c["type"], c["text"]) for c in BAHAMUT.cards.values()]
    assert ours == RULEBOOK_CARDS


def test_contents_card_types() -> None:
    """Contents: "3 Monster cards (yellow) - 4 Spell cards (blue) - 9 Action cards (grey)"."""
    counts = Counter(c["type"] for c in BAHAMUT.cards.values())
    assert counts == {"monster": 3, "spell": 4, "action": 9}
    assert len(ALL_CARDS) == len(set(ALL_CARDS)) == 16


def test_contents_tokens() -> None:
    """Contents: "6 Necro-nope-nicon tokens - 8 Life tokens"."""
    state = BAHAMUT.setup(3, first_player=0)
    d = state.data
    assert sum(d["nope"]) + d["supply"]["nope"] == 6
    assert sum(d["life"]) + d["supply"]["life"] == 8


@pytest.mark.parametrize("seed", range(20))
def test_setup_deals_five_cards_each(seed: int) -> None:
    """Game Setup: "Shuffle the 16 cards and deal each player a hand of 5 cards." and "Place the
    remaining cards in a face-down deck"."""
    state = BAHAMUT.setup(seed, first_player=0)
    zones = state.data["zones"]
    census(state.data)
    assert len(zones["hand.0"]) == len(zones["hand.1"]) == 5
    assert len(zones["deck"]) == 6
    assert zones["discard"] == zones["pending"] == zones["field.0"] == zones["field.1"] == []


def test_setup_shuffles() -> None:
    """Game Setup: "Shuffle the 16 cards": different seeds give different deals, one seed one
    deal."""
    deals = {
        tuple(BAHAMUT.setup(seed, first_player=0).data["zones"]["hand.0"]) for seed in range(30)
    }
    assert len(deals) > 25
    a = BAHAMUT.setup("same", first_player=0).data["zones"]
    b = BAHAMUT.setup("same", first_player=0).data["zones"]
    assert a == b


def test_setup_hands_and_deck_are_secret() -> None:
    """Game Setup: "Players are not allowed to see each other's cards." and the deck is face
    down."""
    state = BAHAMUT.setup(5, first_player=0)
    for seat in (0, 1):
        view = state.view(seat)
        assert view["zones"][f"hand.{seat}"] == state.data["zones"][f"hand.{seat}"]
        assert view["zones"][f"hand.{1 - seat}"] == {"count": 5}
        assert view["zones"]["deck"] == {"count": 6}
        assert view_leaks(state, seat) == []
    spectator = state.view(None)
    assert spectator["zones"]["hand.0"] == spectator["zones"]["hand.1"] == {"count": 5}


def test_setup_tokens() -> None:
    """Game Setup: "Deal each player 4 life tokens and 2 Necro-nope-nicon tokens. The remaining
    2 Necro-nope-nicon tokens are placed in a supply pile next to the deck."""
    d = BAHAMUT.setup(9).data
    assert d["life"] == [4, 4]
    assert d["nope"] == [2, 2]
    assert d["supply"] == {"life": 0, "nope": 2}


def test_coin_toss_winner_decides_first_player() -> None:
    """Game Setup: "Play a game of rock-paper-scissors. The winner decides the first player."
    Our completion: a coin toss stands for rock-paper-scissors; its winner chooses."""
    winners = set()
    for seed in range(40):
        for choice in ("me", "opponent"):
            state = BAHAMUT.setup(seed)
            assert step(state) == "choose_first"
            winner = state.decision.seat
            winners.add(winner)
            assert {a.option for a in state.legal_actions} == {"0", "1"}
            assert state.data["turn"] == 0 and state.data["zones"]["pending"] == []
            first = winner if choice == "me" else 1 - winner
            act(state, "first", option=str(first))
            assert state.data["turn"] == 1
            assert state.data["active"] == first
            assert state.decision.seat == first
            assert step(state) == "play_phase"
    assert winners == {0, 1}  # the toss is not always won by the same seat


@pytest.mark.parametrize("first", [0, 1])
def test_first_player_option(first: int) -> None:
    """Our completion: a table may fix the first player (first_player=0 or 1) without a toss."""
    state = BAHAMUT.setup(2, first_player=first)
    assert state.data["active"] == first
    assert state.decision.seat == first
    assert step(state) == "play_phase"


@pytest.mark.parametrize(
    "options",
    [
        {"first_player": 2},
        {"first_player": 0.0},
        {"first_player": True},
        {"first_player": "0"},
        {"turn_limit": 0},
        {"turn_limit": "9"},
        {"turn_limit": 2.5},
        {"colour": "red"},
    ],
)
def test_bad_setup_options_are_refused(options: dict) -> None:
    """A bad setting is refused with a reason, never half-applied."""
    with pytest.raises(ValueError, match=r"\w+ \w+"):
        BAHAMUT.setup(1, **options)


def test_two_players_only() -> None:
    """Bahamut Dispute is a game for 2 players."""
    with pytest.raises(ValueError, match="2 players"):
        BAHAMUT.setup(1, players=3)
