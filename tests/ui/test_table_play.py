"""The Bahamut Dispute table driven by posted mouse and key events through the real app loop."""

from __future__ import annotations

import pygame
import pytest
from helpers import bahamut_scenario

from tabletop.ui.anim import Banner
from tabletop.ui.app import App
from tabletop.ui.scene import Seat
from tabletop.ui.settings import Settings
from tabletop.ui.table import TableScene
from tabletop.ui.table.driver import Driver, ScriptedBot

HUMAN_BOT = [Seat("human"), Seat("bot", "greedy")]


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))


@pytest.fixture
def make():
    apps: list[App] = []

    def _make(state, seats=HUMAN_BOT, size=(1280, 720), bot=None, animations=False):
        app = App(
            size,
            realtime=False,
            raise_errors=True,
            settings=Settings(bot_delay=0.0, animations=animations),
        )
        apps.append(app)
        app.saves = 0

        real = app.autosave

        def counting(state, seats):
            app.saves += 1
            real(state, seats)

        app.autosave = counting
        app.resume(state, list(seats))
        scene = app.scene
        assert isinstance(scene, TableScene)
        for seat in scene.bots:
            scene.bots[seat] = bot or ScriptedBot()
        driver = Driver(app)
        driver.settle()
        return app, driver

    yield _make
    for app in apps:
        app.close()


def test_drag_to_a_legal_target_plays_the_card(make):
    state = bahamut_scenario(hand0=["stabber-dagger", "swift-gift"], hand1=["prime-time"])
    app, d = make(state)
    start = d.card_center("stabber-dagger")
    d.drag(start, d.zone_center("field.0"), release=False)
    # the one legal target lights up, and "Being played", where a played card waits
    assert d.scene.glowing_zones() == ["field.0", "pending"]
    d.post(pygame.MOUSEBUTTONUP, pos=d.zone_center("field.0"), button=1)
    d.frames(1)
    d.settle()
    assert state.data["life"] == [4, 2]  # the bot let it resolve: 2 damage
    assert "stabber-dagger" in state.zones["discard"]
    assert app.saves >= 2  # the play and the bot's "let it resolve"
    assert any("Stabber Dagger" in e.text for e in d.scene.log.entries)


def test_while_a_card_is_dragged_the_panel_says_what_its_play_will_do(make):
    """A play that would do nothing stays legal, and the prompt panel says so while the card
    is dragged, before it is dropped: "Play Spiritual Ritual (no monster in hand: ...)"."""
    state = bahamut_scenario(hand0=["spiritual-ritual", "stabber-dagger"], hand1=["prime-time"])
    app, d = make(state)
    assert "no effect" not in d.scene.prompt_texts()[2]
    d.drag(d.card_center("spiritual-ritual"), d.zone_center("field.0"), release=False)
    hint = d.scene.prompt_texts()[2]
    assert hint.startswith("Play Spiritual Ritual (no monster in hand: no effect).")
    assert "field.0" in d.scene.glowing_zones()  # still a legal play
    d.post(pygame.MOUSEBUTTONUP, pos=d.zone_center("field.0"), button=1)
    d.frames(1)
    d.settle()
    assert "no effect" not in d.scene.prompt_texts()[2]
    assert any("Spiritual Ritual has no effect" in e.text for e in d.scene.log.entries)


def test_drag_to_an_illegal_target_springs_back_with_the_reason(make):
    state = bahamut_scenario(hand0=["baleful-bahamut", "stabber-dagger"])
    app, d = make(state)
    before = state.to_json()
    d.drag(d.card_center("baleful-bahamut"), d.zone_center("field.0"), release=False)
    assert d.scene.glowing_zones() == []  # Baleful Bahamut has no legal target
    d.post(pygame.MOUSEBUTTONUP, pos=d.zone_center("field.0"), button=1)
    d.frames(1)
    d.settle()
    assert state.to_json() == before
    assert "only be played via a spell card" in d.scene.toast_text
    # a playable card dropped on the opponent's field: the rules' reason, nothing changes
    d.drag(d.card_center("stabber-dagger"), d.zone_center("field.1"))
    d.settle()
    assert state.to_json() == before
    assert "your own field" in d.scene.toast_text
    assert d.card_center("stabber-dagger")  # back in the hand


def test_while_a_dropped_card_springs_back_the_prompt_still_says_what_to_do(make):
    """A wrong drop plays no move: the prompt keeps the decision's words instead of "Please
    wait" (it once flashed "The table is being set..." for the spring-back's 0.2 s)."""
    state = bahamut_scenario(hand0=["stabber-dagger"])
    app, d = make(state, animations=True)
    d.settle()
    asked = d.scene.prompt_texts()
    d.drag(d.card_center("stabber-dagger"), d.zone_center("field.1"))
    assert d.scene.timeline.blocking  # the card is on its way back
    assert d.scene.prompt_texts()[:2] == asked[:2]
    d.settle()
    assert d.scene.prompt_texts()[:2] == asked[:2]


def play(d: Driver, card: str) -> None:
    d.drag(d.card_center(card), d.zone_center("field.0"))
    d.settle()


@pytest.mark.parametrize(
    "setup, card, pick, where",
    [
        (
            dict(hand0=["pawn-begone"], field0=["grouchy-goblin"], field1=["baby-bahamut"]),
            "pawn-begone",
            "baby-bahamut",
            "discard",
        ),
        (
            dict(hand0=["archival-revival"], discard=["baby-bahamut", "grouchy-goblin"]),
            "archival-revival",
            "grouchy-goblin",
            "field.0",
        ),
        (
            dict(hand0=["spiritual-ritual", "baby-bahamut", "grouchy-goblin"]),
            "spiritual-ritual",
            "grouchy-goblin",
            "field.0",
        ),
        (
            dict(hand0=["plume-of-doom"], discard=["prime-time", "swift-gift"]),
            "plume-of-doom",
            "prime-time",
            "hand.0",
        ),
        (
            dict(hand0=["spectacles-of-miracles"]),
            "spectacles-of-miracles",
            "fierce-pierce",
            "hand.0",
        ),
        (
            dict(hand0=["fierce-pierce"], hand1=["baby-bahamut", "stabber-dagger"]),
            "fierce-pierce",
            "stabber-dagger",
            "discard",
        ),
        (
            dict(hand0=["conjuration-incantation"], hand1=["swift-gift", "prime-time"]),
            "conjuration-incantation",
            "swift-gift",
            "hand.0",
        ),
    ],
)
def test_every_picker_picks_by_click(make, setup, card, pick, where):
    state = bahamut_scenario(**setup)
    app, d = make(state)
    play(d, card)
    picker = d.scene.picker
    assert picker is not None and not picker.spec.read_only
    shown = [e.card for e in picker.spec.entries]
    assert pick in shown
    if card == "conjuration-incantation":
        assert len(shown) == 15  # every card but Conjuration Incantation, by name
    d.click(d.pick(pick))
    d.settle()
    assert pick in state.zones[where]
    assert d.scene.picker is None


def test_picker_can_be_hidden_to_see_the_table(make):
    state = bahamut_scenario(hand0=["plume-of-doom"], discard=["prime-time", "swift-gift"])
    app, d = make(state)
    play(d, "plume-of-doom")
    picker = d.scene.picker
    d.click(picker.buttons[0].rect.center)  # "See the table"
    assert picker.hidden
    d.click(d.button("Show the choices"))
    assert not picker.hidden
    d.click(d.pick("swift-gift"))
    d.settle()
    assert "swift-gift" in state.zones["hand.0"]


def test_discard_down_to_five_by_click_and_by_drag(make):
    hand = [
        "prime-time",
        "swift-gift",
        "stabber-dagger",
        "plume-of-doom",
        "pawn-begone",
        "fierce-pierce",
        "baleful-bahamut",
    ]
    state = bahamut_scenario(hand0=hand)
    app, d = make(state)
    d.key(pygame.K_RETURN)  # end the turn with 7 cards: discard 2
    d.settle()
    assert state.decision.seat == 0 and state.decision.actions[0].kind == "discard"
    head, prompt, hint = d.scene.prompt_texts()
    assert prompt.startswith("Discard 2") and "Click" in hint
    d.click(d.card_center("pawn-begone"))
    d.settle()
    assert "pawn-begone" in state.zones["discard"]
    d.drag(d.card_center("fierce-pierce"), d.zone_center("discard"))
    d.settle()
    assert "fierce-pierce" in state.zones["discard"]
    assert len(state.zones["hand.0"]) + (1 if state.data["turn"] > 2 else 0) >= 5
    assert state.data["turn"] == 3 or state.decision.seat == 1


def test_obsidian_comedian_discards_two(make):
    state = bahamut_scenario(
        hand0=["obsidian-comedian", "baleful-bahamut"], deck_top=["prime-time", "swift-gift"]
    )
    app, d = make(state)
    play(d, "obsidian-comedian")
    assert state.decision.seat == 0 and state.decision.actions[0].kind == "discard"
    assert d.scene.interaction.clicks  # every hand card can be clicked away
    d.click(d.card_center("baleful-bahamut"))
    d.settle()
    d.click(d.card_center("swift-gift"))
    d.settle()
    assert {"baleful-bahamut", "swift-gift"} <= set(state.zones["discard"])
    assert state.decision.actions[0].kind in ("play", "end")


def test_cancel_prompt_when_the_opponent_plays(make):
    state = bahamut_scenario(hand0=["prime-time"], hand1=["stabber-dagger", "swift-gift"])
    app, d = make(
        state, bot=ScriptedBot(prefer=("accept", "allow", "end"), sources=("stabber-dagger",))
    )
    d.key(pygame.K_RETURN)  # end our turn: the bot plays Stabber Dagger
    d.settle()
    decision = state.decision
    assert decision.seat == 0 and {a.kind for a in decision.actions} == {"cancel", "allow"}
    assert d.scene.interaction.focus == "stabber-dagger"
    d.click(d.button("Cancel Stabber Dagger"))
    d.settle()
    assert state.data["life"][0] == 4
    assert state.data["nope"][0] == 1
    assert "stabber-dagger" in state.zones["discard"]


def test_reactivation_prompt_after_our_card_is_cancelled(make):
    state = bahamut_scenario(hand0=["stabber-dagger"], nope=(2, 2))
    app, d = make(state, bot=ScriptedBot(prefer=("cancel",)))
    play(d, "stabber-dagger")
    decision = state.decision
    assert decision.seat == 0 and {a.kind for a in decision.actions} == {"reactivate", "accept"}
    d.click(d.button("Reactivate"))
    d.settle()
    assert state.data["life"][1] == 2 and state.data["nope"][0] == 0


def test_undo_takes_back_own_action_or_says_why_not(make):
    from tabletop.games import get

    state = get("bahamut-dispute").setup(1)  # seat 0 wins the coin toss
    app, d = make(state)
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    assert "nothing to undo" in d.scene.toast_text.lower()
    d.click(d.button("I play first"))
    d.settle()
    assert state.decision.seat == 0 and state.data["turn"] == 1
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    d.settle()
    assert state.data["turn"] == 0 and not state.history
    assert d.button("I play first")  # the coin-toss choice is back
    d.click(d.button("I play first"))
    d.settle()
    card = next(a.source for a in state.decision.actions if a.kind == "play")
    play(d, card)  # the bot answers (its cancel window): our play is no longer the last
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    assert "own last action" in d.scene.toast_text or "revealed" in d.scene.toast_text


def test_discard_pile_can_be_browsed_read_only(make):
    state = bahamut_scenario(hand0=["prime-time"], discard=["swift-gift", "baby-bahamut"])
    app, d = make(state)
    before = state.to_json()
    d.click(d.zone_center("discard"))
    browse = d.scene.browse
    assert browse is not None and browse.spec.read_only
    assert {e.card for e in browse.spec.entries} == {"swift-gift", "baby-bahamut"}
    d.click(d.pick("swift-gift", browse))  # looking is all it does
    assert state.to_json() == before
    d.click(browse.buttons[0].rect.center)  # Close
    assert d.scene.browse is None


def test_log_scrolls_with_the_wheel(make):
    state = bahamut_scenario(hand0=["prime-time"])
    app, d = make(state)
    for i in range(40):
        d.scene.log.add(f"Line {i} of a long game log that wraps over more than one line.")
    d.frames(1)
    assert d.scene.log.scroll == 0
    d.wheel(d.zone_center("log"), 2)
    assert d.scene.log.scroll > 0
    d.wheel(d.zone_center("log"), -5)
    assert d.scene.log.scroll == 0


def test_hover_shows_a_card_large(make):
    state = bahamut_scenario(hand0=["prime-time", "swift-gift"])
    app, d = make(state)
    d.move(d.card_center("swift-gift"))
    assert d.scene.hover is not None and d.scene.hover.card == "swift-gift"


def test_hot_seat_curtain_hides_hands_between_players(make):
    state = bahamut_scenario(hand0=["prime-time"], hand1=["stabber-dagger"])
    seats = [Seat("human"), Seat("human")]
    app, d = make(state, seats=seats)
    assert d.scene.bottom == 0 and d.scene.view_seat == 0
    d.key(pygame.K_RETURN)  # Player 1 ends the turn; Player 2 decides next
    d.settle()
    assert d.scene.curtain_for == 1
    assert d.scene.interaction is None  # nothing can be done behind the curtain
    d.click((10, 10))
    d.settle()
    assert d.scene.curtain_for is None and d.scene.bottom == 1
    assert d.scene.display.zones["hand.1"][0] is not None  # Player 2 sees their own hand
    assert all(c is None for c in d.scene.display.zones["hand.0"])


def test_a_whole_bot_game_through_the_ui(make):
    from tabletop.games import get

    state = get("bahamut-dispute").setup(11)
    app, d = make(state, seats=[Seat("bot", "greedy"), Seat("bot", "random")])
    from tabletop import ai

    d.scene.bots = {0: ai.get("greedy", 1), 1: ai.get("random", 2)}
    app.fast = True
    for _ in range(20000):
        if state.is_over:
            break
        d.frames(1)
    d.frames(3)
    assert state.is_over
    assert type(app.scene).__name__ == "GameOverScene"


def test_a_human_in_seat_two_sits_at_the_bottom(make):
    state = bahamut_scenario(hand0=["prime-time"], hand1=["stabber-dagger", "swift-gift"])
    app, d = make(
        state, seats=[Seat("bot", "greedy"), Seat("human")], bot=ScriptedBot(prefer=("end",))
    )
    scene = d.scene
    assert scene.bottom == 1 and scene.lz("hand.1") == "hand.0" and scene.lz("field.0") == "field.1"
    assert state.decision.seat == 1  # the bot ended its turn; our turn now
    card = next(c for c in state.zones["hand.1"] if c != "baleful-bahamut")
    d.drag(d.card_center(card), d.zone_center("field.0"))  # our field is at the bottom
    d.settle()
    assert card not in state.zones["hand.1"]


def test_animated_play_ends_with_the_table_in_step(make):
    state = bahamut_scenario(hand0=["baby-bahamut", "swift-gift"], nope=(2, 0))
    app, d = make(state, animations=True)
    d.drag(d.card_center("baby-bahamut"), d.zone_center("field.0"))
    assert d.scene.timeline.busy  # the card is flying
    for _ in range(2000):
        if not d.scene.timeline.busy:
            break
        d.frames(1)
    assert state.zones["field.0"] == ["baby-bahamut"]
    assert d.scene.display.zones["field.0"] == ["baby-bahamut"] and not d.scene.flying
    assert [s.zone for s in d.scene.spots() if s.card == "baby-bahamut"] == ["field.0"]


# ----- the enlarged card follows the table, not only the mouse ----------------------------------


def stale_hover(scene: TableScene) -> str | None:
    """The card shown enlarged although it no longer lies under the mouse (None: all true)."""
    spot = scene.hover
    if spot is None:
        return None
    under = scene.spot_at(scene.mouse)
    if under is None or (under.zone, under.index, under.card) != (spot.zone, spot.index, spot.card):
        return spot.card
    return None


SEVEN = [
    "prime-time",
    "swift-gift",
    "stabber-dagger",
    "plume-of-doom",
    "pawn-begone",
    "fierce-pierce",
    "baleful-bahamut",
]


@pytest.mark.parametrize("animations", [False, True])
def test_a_card_clicked_away_leaves_no_enlarged_copy_behind(make, animations):
    state = bahamut_scenario(hand0=SEVEN)
    app, d = make(state, bot=ScriptedBot(prefer=("end",)), animations=animations)
    d.key(pygame.K_RETURN)  # end the turn with 7 cards: discard 2 by clicks
    d.settle()
    for card in ("pawn-begone", "fierce-pierce"):
        d.click(d.card_center(card))
        seen = [stale_hover(d.scene)]
        for _ in range(400):  # the discard, then the bot's whole turn, frame by frame
            d.frames(1)
            seen.append(stale_hover(d.scene))
            decision = state.decision
            if decision.seat == 0 and not d.scene.timeline.busy and not d.scene.dirty:
                break
        assert seen and not any(seen), f"{card}: stale previews {set(seen) - {None}}"
        assert card in state.zones["discard"]
    assert state.data["turn"] >= 3  # the bot's turn went by with nothing stale on screen


def test_moving_the_mouse_during_an_animation_drops_the_preview(make):
    state = bahamut_scenario(hand0=SEVEN)
    app, d = make(state, animations=True)
    d.key(pygame.K_RETURN)
    d.settle()
    d.click(d.card_center("pawn-begone"))
    assert d.scene.timeline.blocking  # the card is flying to the discard pile
    d.move((3, d.scene.size[1] // 2))  # off every card, while it still flies
    assert d.scene.timeline.blocking and d.scene.hover is None
    d.move(d.card_center("swift-gift"))  # and a card under the mouse is shown at once
    assert d.scene.hover is not None and d.scene.hover.card == "swift-gift"
    d.post(pygame.WINDOWLEAVE)  # the mouse leaves the window: nothing is under it
    d.frames(1)
    assert d.scene.hover is None


# ----- banners ------------------------------------------------------------------------------------

LONG_RESULT = (
    "Player 1 places their 5th Color Banner. The alliance of Players 1 and 3 win with 106 VP "
    "(next best: 103 VP); the tie is broken by pips on dice."
)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_a_long_banner_fits_the_window_with_margins(make, size):
    state = bahamut_scenario(hand0=["prime-time"])
    app, d = make(state, size=size)
    banner = d.scene._banner(LONG_RESULT, 1.0)
    margin = size[0] // 50
    assert banner.image.get_width() <= size[0] - 2 * margin  # wrapped, not cut off
    assert banner.image.get_height() <= size[1] // 4  # two lines, not a wall of text
    rect = banner.rect(size)
    assert pygame.Rect(margin, 0, size[0] - 2 * margin, size[1]).contains(rect)
    # whatever it is given, a banner stays inside the surface it is drawn on
    wide = Banner(pygame.Surface((size[0] * 2, 80)), (10, 10), 1.0)
    assert pygame.Rect((0, 0), size).contains(wide.rect(size))


def test_the_result_banner_fades_before_the_final_table_is_pictured(make):
    state = bahamut_scenario(hand0=["stabber-dagger"], life=(4, 2))
    app, d = make(state, animations=True)
    real = app.game_over
    active_then: list[list[str]] = []
    app.game_over = lambda st, seats: (
        active_then.append([type(a).__name__ for a in d.scene.timeline.active]),
        real(st, seats),
    )
    d.drag(d.card_center("stabber-dagger"), d.zone_center("field.0"))
    banners = 0
    for _ in range(2000):
        if not isinstance(app.scene, TableScene):
            break
        banners += any(isinstance(a, Banner) for a in app.scene.timeline.active)
        d.frames(1)
    assert state.is_over and banners  # the result was shown as a banner on the table...
    assert active_then == [[]]  # ...and had faded out when the game-over screen took its picture
    assert type(app.scene).__name__ == "GameOverScene"


def test_para_bellum_hand_limit_discards_leave_no_enlarged_copy_behind(make):
    from tabletop.games.para_bellum import scenario as S
    from tabletop.ui.games.para_bellum.driver import MousePlayer

    armies = ["red", "blue", "green", "yellow", "purple", "red-blue", "blue-green", "red-green"]
    state = S.build(2, phase="draw", hands={0: [S.army(a) for a in armies]})
    app, d = make(state, bot=ScriptedBot(prefer=("end", "decline")), animations=True)
    assert state.decision.actions[0].kind == "discard"
    player = MousePlayer(d)
    over_limit = len(state.zones["hand.0"]) - 7
    rounds = 0
    while state.decision.seat == 0 and state.decision.actions[0].kind == "discard":
        card = state.zones["hand.0"][-1]
        d.click(player.hand_point(card))
        seen = [stale_hover(d.scene)]
        for _ in range(2000):  # the discard, then (after the last) the bot's turn
            d.frames(1)
            seen.append(stale_hover(d.scene))
            if state.decision.seat == 0 and not d.scene.timeline.busy and not d.scene.dirty:
                break
        assert not any(seen), f"stale previews {set(seen) - {None}}"
        assert card not in state.zones["hand.0"]
        rounds += 1
    assert rounds == over_limit >= 2  # down to the limit of 7, one click each
