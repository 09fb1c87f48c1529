"""Hot-seat: two people at one screen never see each other's hand, not even in passing."""

from __future__ import annotations

import pygame
import pytest
from helpers import bahamut_scenario

from tabletop.ui.app import App
from tabletop.ui.scene import Seat
from tabletop.ui.settings import Settings
from tabletop.ui.table.driver import Driver, ScriptedBot, open_table


@pytest.fixture
def hot_seat_app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    app = App(
        (1280, 720),
        realtime=False,
        raise_errors=True,
        settings=Settings(bot_delay=0.0, animations=True),
    )
    yield app
    app.close()


def test_the_hover_preview_does_not_survive_the_curtain(hot_seat_app):
    """Player 1 rests the mouse on a hand card and ends the turn with the keyboard; Player 2
    takes the mouse without moving it and must not see Player 1's card enlarged."""
    state = bahamut_scenario(hand0=["baleful-bahamut", "stabber-dagger"], hand1=["swift-gift"])
    hot_seat_app.resume(state, [Seat("human"), Seat("human")])
    d = Driver(hot_seat_app)
    d.settle()
    spot = d.card_center("baleful-bahamut")
    d.move(spot)
    d.settle()
    assert d.scene.hover is not None and d.scene.hover.card == "baleful-bahamut"
    d.key(pygame.K_RETURN)
    d.settle()
    assert d.scene.curtain_for == 1
    d.post(pygame.MOUSEBUTTONDOWN, pos=spot, button=1)
    d.frames(1)
    d.post(pygame.MOUSEBUTTONUP, pos=spot, button=1)
    d.frames(1)
    d.settle()
    assert d.scene.bottom == 1
    assert d.scene.hover is None or d.scene.hover.card != "baleful-bahamut"


def test_the_log_holds_only_public_texts_in_hot_seat(hot_seat_app):
    """The Obsidian Comedian draws two cards: the log says "draws a card", never which, because
    the log stays on screen when the other player takes the mouse."""
    state = bahamut_scenario(
        hand0=["obsidian-comedian", "stabber-dagger", "prime-time"],
        hand1=["swift-gift"],
        deck_top=["spectacles-of-miracles", "grouchy-goblin"],
        nope=(2, 0),
    )
    hot_seat_app.resume(state, [Seat("human"), Seat("human")])
    d = Driver(hot_seat_app)
    d.settle()
    d.drag(d.card_center("obsidian-comedian"), d.zone_center("field.0"))
    d.settle()
    texts = [entry.text for entry in d.scene.log.entries]
    assert any("draws a card" in t for t in texts)
    assert not any("Spectacles of Miracles" in t or "Grouchy Goblin" in t for t in texts)


def test_one_person_playing_both_seats_sees_each_hand_in_turn_without_a_curtain(hot_seat_app):
    """ "Seats: one person plays both keepers (the hands shown one at a time, no curtain)": when
    Hale stops mustering, the table turns to Sefa's side at once and shows her hand."""
    import tabletop.games

    state = tabletop.games.get("bellwake").setup(3, 2, scenario="lower-stair")
    hot_seat_app.resume(state, [Seat("human"), Seat("human", same_person=True)])
    d = Driver(hot_seat_app)
    d.settle()
    assert d.scene.bottom == 0 and not d.scene.hot_seat
    stop = state.decision.find("stop")
    assert stop is not None and d.scene.apply(stop)
    d.settle()
    assert state.decision.seat == 1
    assert d.scene.curtain_for is None and d.scene.bottom == 1
    assert d.scene.interaction is not None  # Sefa's choices are offered at once
    hand = d.scene.display.zones["hand.1"]
    assert isinstance(hand, list) and hand  # her hand is shown, face up


def test_one_person_playing_both_seats_takes_back_either_seats_last_action(hot_seat_app):
    """One person plays both keepers: after Hale and then Sefa stop mustering, Ctrl+Z takes
    back Sefa's last action (the same person took it), and the table stays on her side."""
    import tabletop.games

    state = tabletop.games.get("bellwake").setup(9, 2, scenario="lower-stair")
    hot_seat_app.resume(state, [Seat("human"), Seat("human", same_person=True)])
    d = Driver(hot_seat_app)
    d.settle()
    for seat in (0, 1):
        assert state.decision.seat == seat
        stop = state.decision.find("stop")
        assert stop is not None and d.scene.apply(stop)
        d.settle()
    steps = len(state.history)
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    d.settle()
    assert len(state.history) == steps - 1 and state.history[-1][0] == 0
    assert state.decision.seat == 1 and d.scene.bottom == 1
    assert d.scene.log.entries[-1].text.startswith("Sefa Wren takes back")  # who acted


def test_one_person_owns_every_human_seat_with_bots_between_or_before() -> None:
    """ "Human · the same person" may be any seat: with a bot between the two (Para Bellum,
    3 players) or before the other human, one person still plays both human seats."""
    import tabletop.games

    game = tabletop.games.get("para-bellum")
    same = Seat("human", same_person=True)
    for seats in ([Seat("human"), Seat("bot"), same], [same, Seat("bot"), Seat("human")]):
        app, d = open_table(game.setup(4, 3), seats, bots={1: ScriptedBot()})
        try:
            humans = [i for i, s in enumerate(seats) if s.is_human]
            assert not d.scene.hot_seat
            assert {d.scene.person_of(i) for i in humans} == {humans[0]}
            assert d.scene.person_of(1) == 1  # the bot is nobody's
        finally:
            app.close()


def test_two_people_at_one_screen_take_back_only_their_own_actions(hot_seat_app):
    """Two people (no same-person seat): once the screen has passed to the second, they
    cannot take back the first's action."""
    import tabletop.games

    state = tabletop.games.get("bellwake").setup(9, 2, scenario="lower-stair")
    hot_seat_app.resume(state, [Seat("human"), Seat("human")])
    d = Driver(hot_seat_app)
    d.settle()
    stop = state.decision.find("stop")
    assert stop is not None and d.scene.apply(stop)
    d.settle()
    assert d.scene.curtain_for == 1
    d.key(pygame.K_RETURN)  # Sefa's player takes the screen
    d.settle()
    assert d.scene.bottom == 1
    steps = len(state.history)
    d.scene.undo()
    assert len(state.history) == steps
    assert "your own last action" in d.scene.toast_text


def test_a_same_person_seat_round_trips_through_a_save_and_the_command_line() -> None:
    from tabletop.ui.app import parse_seats
    from tabletop.ui.storage import _seat_from_json, seat_to_json

    seats = parse_seats("human,human:same")
    assert seats == [Seat("human"), Seat("human", same_person=True)]
    assert [_seat_from_json(seat_to_json(s), i + 1) for i, s in enumerate(seats)] == seats
