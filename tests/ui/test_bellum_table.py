"""The Bellum table driven by posted mouse events through the real app loop: buying from Olympus
by a drag and paying by clicks, declaring an attacker, blocking by dragging a blocker onto it,
an Interruption in the opponent's turn; the layout, the launcher's city, and every decision of
random games answerable from the table."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import tabletop
from tabletop.games import get
from tabletop.rules import Action
from tabletop.ui import games
from tabletop.ui.games.bellum.words import KEYWORDS, notes
from tabletop.ui.layout import Layout
from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import Driver, ScriptedBot
from tests.ui.table_helpers import (
    assert_every_decision_answerable,
    assert_layout_fits,
    data_dir,  # noqa: F401 (an autouse fixture)
    hover_each,
    put,
    table_opener,
    texts_drawn,
)

GAME = get("bellum")
LAYOUT = Path(tabletop.__file__).parent.parent / "layouts" / "bellum.tmx"
SIZES = [(1280, 720), (1920, 1080)]


@pytest.fixture
def table():
    yield from table_opener()


def scenario(hand0=(), hand1=(), play0=(), play1=(), seed=1):
    """Athens (seat 0) to start its turn; the hands hold only the cards named."""
    state = GAME.setup(seed, first_player=0, city="athens")
    for seat in (0, 1):
        for card in list(state.data["zones"][f"hand.{seat}"]):
            put(state, card, f"deck.{seat}")
    for zone, cards in (("hand.0", hand0), ("hand.1", hand1), ("play.0", play0), ("play.1", play1)):
        for card in cards:
            put(state, card, zone)
    return state


def attacker_bot() -> ScriptedBot:
    """Attacks with the first creature it may, then lets everything else be."""
    return ScriptedBot(prefer=("attack", "confirm", "toggle", "pass", "no", "end"))


# ----- the table part and the layout -------------------------------------------------------------


def test_bellum_has_its_table_part() -> None:
    part = games.table_part("bellum")
    assert part is not None
    assert type(games.controller_for(GAME)) is part.CONTROLLER
    assert games.option_choices("bellum")["city"][1][0][0] == "random"


@pytest.mark.parametrize("size", SIZES)
def test_the_layout_has_every_zone_and_none_overlap(size) -> None:
    layout = Layout.load(LAYOUT)
    state = GAME.setup(0)
    for zone in state.zones:
        assert zone in layout.zones, f"{zone} has no place on the table"
    assert_layout_fits(layout, size)


def test_hover_notes_explain_keywords_in_the_glossarys_words() -> None:
    card = GAME.card_def("shield-of-athena")
    said = dict(notes(card, {}, "hand.0"))
    assert said["Interruption"] == KEYWORDS["Interruption"]
    hoplite = dict(notes(GAME.card_def("hoplite"), {"counters": {"damage": 1, "shield": 1}}, ""))
    assert hoplite["Power now"].startswith("1 (printed 2")
    assert "Shield tokens" in hoplite and "Deployment" in hoplite


# ----- buying ------------------------------------------------------------------------------------


def test_buy_by_dragging_an_olympus_top_card_onto_the_discard_pile_then_paying(table) -> None:
    state = scenario(hand0=["hoplite#1", "peltast#1", "libation#1"])
    state.apply(state.decision.find("no_combat"))
    # a card that costs one card of any clan, on top of pile I (two payers in hand: a choice)
    top = next(
        c for c in state.zones["pile.I"] if GAME.card_def(c).get("cost", {}).get("clan") == "any"
    )
    put(state, top, "pile.I")
    app, d = table(state, [Seat("human"), Seat("bot")], {1: ScriptedBot()})
    d.drag(d.card_center(top), d.zone_center("discard.0"), release=False)
    assert "discard.0" in d.scene.glowing_zones()
    d.post(pygame.MOUSEBUTTONUP, pos=d.zone_center("discard.0"), button=1)
    d.frames(1)
    d.settle()
    assert d.scene.interaction.mode == "subset"  # the cards that can pay glow: pick one
    assert set(d.scene.interaction.clicks) == {"hoplite#1", "peltast#1", "libation#1"}
    d.click(d.card_center("peltast#1"))
    d.settle()
    d.click(d.button("Confirm"))
    d.settle()
    assert top in state.zones["discard.0"] and "peltast#1" in state.zones["discard.0"]
    assert "peltast#1" not in state.zones["hand.0"]


def test_an_olympus_card_you_cannot_afford_says_why_when_pressed(table) -> None:
    """A play-tester with only a Demon in hand dragged Polemarch (it costs a Soldier): nothing
    was picked up, and letting go over the discard pile opened it. The rules now say why, on a
    click and on a drag alike, and nothing else happens."""
    state = scenario(hand0=["blood-offering#1"])
    state.apply(state.decision.find("no_combat"))
    top = next(c for c in state.zones["pile.III"] if c.startswith("polemarch"))
    put(state, top, "pile.III")
    assert not any(a.source == top for a in state.decision.actions)
    app, d = table(state, [Seat("human"), Seat("bot")], {1: ScriptedBot()})
    d.click(d.card_center(top))
    why = "To buy Polemarch you must discard a Soldier, and your hand has not enough."
    assert d.scene.toast_text == why
    d.scene.toast_text = ""
    d.drag(d.card_center(top), d.zone_center("discard.0"))
    d.settle()
    assert d.scene.toast_text == why and d.scene.browse is None
    assert top in state.zones["pile.III"]
    d.scene.toast_text = ""
    d.click(d.zone_center("discard.0"))  # a card the rules say nothing of: as before
    assert d.scene.toast_text == ""
    # a press whose release was never heard does not swallow the next click on a button
    d.post(pygame.MOUSEBUTTONDOWN, pos=d.card_center(top), button=1)
    d.frames(1)
    before = len(state.history)
    end = next(b for b in d.scene.buttons if isinstance(b.value, Action) and b.enabled)
    d.click(end.rect.center)
    d.settle()
    assert len(state.history) > before and d.scene.toast_text != why


def test_a_refusal_goes_once_the_move_it_was_about_is_made_another_way(table) -> None:
    """A refusal ("To buy Polemarch you must discard a Soldier ...") stayed four seconds over
    the next step after the player moved on by a button: it spoke of a step that was over."""
    state = scenario(hand0=["blood-offering#1"])
    state.apply(state.decision.find("no_combat"))
    top = next(c for c in state.zones["pile.III"] if c.startswith("polemarch"))
    put(state, top, "pile.III")
    app, d = table(state, [Seat("human"), Seat("bot")], {1: ScriptedBot()})
    d.click(d.card_center(top))
    assert d.scene.toast_text.startswith("To buy Polemarch")
    before = len(state.history)
    end = next(b for b in d.scene.buttons if isinstance(b.value, Action) and b.enabled)
    d.click(end.rect.center)
    assert len(state.history) > before
    assert d.scene.toast_text == ""


def test_a_table_of_bots_asks_nobody_to_drag(table) -> None:
    """A bots-only table said "drag a creature or relic here in the play phase" on a bot's
    zone: the words to drag are for a person at the table."""
    state = scenario(hand0=["hoplite#1"])
    bots = [Seat("bot"), Seat("bot")]
    app, d = table(state, bots, {0: ScriptedBot(), 1: ScriptedBot()})
    with texts_drawn(d.scene.res) as drawn:
        d.resize((1280, 720))
        d.frames(2)
    assert not any("drag a creature" in t for t in drawn)
    assert any("No creatures or relics in play" in t for t in drawn)


# ----- combat ------------------------------------------------------------------------------------


def test_declare_an_attacker_by_clicks(table) -> None:
    state = scenario(play0=["hoplite#1", "peltast#1"], play1=["hoplite#2"])
    app, d = table(state, [Seat("human"), Seat("bot")], {1: ScriptedBot(prefer=("pass",))})
    d.click(d.button("Attack"))
    d.settle()
    assert d.scene.interaction.mode == "subset"
    d.click(d.card_center("peltast#1"))
    d.settle()
    assert "peltast#1" in d.scene.interaction.selected
    d.click(d.button("Confirm"))
    d.settle()
    assert any("attacks with Peltast" in text for text, _ in log_lines(d))
    assert not any("attacks with Hoplite" in text for text, _ in log_lines(d))


def log_lines(d: Driver) -> list[tuple[str, str]]:
    return [(e.text, e.kind) for e in d.scene.log.entries]


def test_the_defender_drags_a_blocker_onto_the_attacker(table) -> None:
    state = scenario(play0=["hoplite#1"], play1=["peltast#2", "hoplite#2"])
    app, d = table(state, [Seat("bot"), Seat("human")], {0: attacker_bot()})
    assert d.scene.bottom == 1 and d.scene.interaction.mode == "pairs"
    d.drag(d.card_center("hoplite#2"), d.card_center("hoplite#1"))
    d.settle()
    assert d.scene.interaction.pairs == {"hoplite#2": "hoplite#1"}  # drawn joined by a line
    d.click(d.button("Confirm"))
    d.settle()
    assert any("Sparta's Hoplite blocks Athens's Hoplite" in t for t, _ in log_lines(d))
    assert state.data["plundered"] == [0, 0]


def test_an_interruption_in_the_opponents_turn(table) -> None:
    state = scenario(hand1=["shield-of-athena"], play0=["hoplite#1"], play1=["peltast#2"])
    app, d = table(state, [Seat("bot"), Seat("human")], {0: attacker_bot()})
    it = d.scene.interaction
    assert "Interruption" in it.prompt and "Shield of Athena" in it.hint
    d.drag(d.card_center("shield-of-athena"), d.zone_center("play.0"))
    d.settle()
    assert state.counter("peltast#2", "shield") == 1
    assert "shield-of-athena" in state.zones["discard.1"]


# ----- the launcher ------------------------------------------------------------------------------


def test_the_launcher_offers_bellum_and_its_city() -> None:
    from tabletop.ui.app import App
    from tabletop.ui.launcher import LauncherScene

    app = App((1280, 720), realtime=False, raise_errors=True)
    try:
        app.make_table = lambda state, seats: _Stand(app, state, seats)
        app.open_launcher()
        app.run_frames(2)
        scene = app.scene
        assert isinstance(scene, LauncherScene) and "bellum" in scene.game_buttons
        _click(app, scene.game_buttons["bellum"].rect.center)
        scene = app.scene
        menu, values = scene.option_menus["city"]
        assert [w for _, w in values] == ["At random", "Athens", "Sparta"]
        _click(app, menu.rect.center)
        for item in menu.current_state.options_selection_list.item_list:
            if item["text"] == "Sparta":
                _click(app, item["button_element"].rect.center)
                break
        _click(app, scene.start.rect.center)
        assert app.scene.state.data["cities"] == ["sparta", "athens"]
    finally:
        app.close()


class _Stand:
    def __new__(cls, app, state, seats):  # a table that only holds the state
        from tabletop.ui.scene import Scene

        class Stand(Scene):
            def draw(self, surface):
                surface.fill((0, 0, 0))

        scene = Stand(app)
        scene.state, scene.seats = state, seats
        return scene


def _click(app, pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.run_frames(1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.run_frames(5)


# ----- every decision from the table -------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_decision_of_a_random_game_can_be_answered_from_the_table(seed) -> None:
    """Each legal action is a drag, a click, a button or a picker entry of the interaction."""
    assert_every_decision_answerable(GAME, GAME.setup(seed), seed)


def test_a_may_prompt_lights_the_card_that_wants_to_act() -> None:
    ctl = games.controller_for(GAME)
    state = scenario(play0=["keres#1"])
    view = state.view(0)
    assert ctl.named_card("Keres's Death effect: 2 damage to an enemy creature?", view) == "keres#1"
    assert ctl.named_card("Several effects trigger at once: put them in order.", view) is None


def test_the_hovered_card_and_its_notes_leave_nothing_behind(table) -> None:
    """The card shown large and its notes are drawn over the board and refreshed in parts:
    once the mouse moves off every card, the window is exactly the board again."""
    state = scenario(hand0=["hoplite#1"], play0=["keres#1"], play1=["peltast#2"])
    app, d = table(state, [Seat("human"), Seat("bot")], {1: ScriptedBot()})
    scene = d.scene
    hover_each(d, ("peltast#2", "keres#1", "hoplite#1"))
    empty = scene.rects["status"].midleft
    d.move((empty[0] + 4, empty[1]))
    d.frames(3)
    assert scene.hover is None
    window = pygame.image.tobytes(app.screen, "RGB")
    assert window == pygame.image.tobytes(scene._board, "RGB")


def test_the_log_of_a_new_game_starts_with_turn_1(table) -> None:
    """The first turn's heading is announced during the setup, before any move: the log shows
    it under "a new game", so the log never starts at turn 2."""
    state = GAME.setup(2, first_player=0, city="athens")
    app, d = table(state, [Seat("human"), Seat("bot")])
    texts = [text for text, _ in log_lines(d)]
    assert texts[:2] == ["Bellum: a new game.", "Turn 1: Athens plays."]


def test_the_status_line_counts_districts_as_the_game_over_chart_does() -> None:
    """ "Districts plundered" counts, for each city, the districts it has plundered (four
    win), as the game-over chart does, not the districts it has lost."""
    from tabletop.ui.controller import DisplayModel

    state = scenario()
    state.data["plundered"] = [1, 3]  # Athens has lost 1 district, Sparta 3
    controller = games.controller_for(GAME)
    display = DisplayModel.from_view(state.view(0))
    status = controller.status(display, ["Player 1", "Player 2"])
    names = [controller.seat_name(s) for s in (0, 1)]  # the cities, once the view is read
    assert names == ["Athens", "Sparta"]
    assert status.endswith(f"Districts plundered: {names[0]} 3/4, {names[1]} 1/4"), status


def javelin_window(table):
    """Javelin played at a Talos with 6 damage and a Hoplite: the window asking which one."""
    state = scenario(hand0=["javelin#1"], play1=["talos", "hoplite#2"])
    state.apply(state.decision.find("no_combat"))
    state.add_counter("talos", "damage", 6)
    app, d = table(state, [Seat("human"), Seat("bot")], {1: ScriptedBot()})
    play = state.decision.find("play", source="javelin#1")
    assert play is not None and d.scene.apply(play)
    d.settle()
    return app, d


def test_a_pick_a_card_window_shows_a_creatures_power_now(table) -> None:
    """Javelin asks which enemy creature takes its damage: a Talos with 6 damage shows its
    power now and its damage in the window, as on the table, not only its printed power."""
    app, d = javelin_window(table)
    assert d.scene.picker is not None and "talos" in [e.card for e in d.scene.picker.spec.entries]
    with texts_drawn(d.scene.res) as drawn:
        d.scene.dirty = True
        d.frames(2)  # the board is cached: what is drawn now is the window
    now = GAME.card_def("talos")["power"] - 6
    assert "-6 dmg" in drawn and str(now) in drawn, drawn


@pytest.mark.parametrize(
    "card, zone, title",
    [("hoplite#1", "tartarus", "Tartarus"), ("hoplite#2", "discard.1", "Sparta \u00b7 Discard")],
)
def test_a_pile_looked_through_is_named_by_its_own_label(table, card, zone, title) -> None:
    """A click on Tartarus opens its cards under the name "Tartarus", not "Discard pile";
    Sparta's discard pile as "Sparta · Discard (...)", not "Sparta (bot) · Discard (...)" with
    brackets inside brackets."""
    state = scenario()
    put(state, card, zone)
    app, d = table(state, [Seat("human"), Seat("bot")], {1: ScriptedBot()})
    d.click(d.zone_center(zone))
    d.settle()
    assert d.scene.browse is not None
    shown = d.scene.browse.spec.title
    assert shown.startswith(f"{title} (1 card") and "(bot)" not in shown, shown


def test_the_hint_speaks_of_playing_only_while_a_card_can_be_played() -> None:
    """The play phase's hint says that a purchase ends it ("Our completion: buying a card
    ends the play phase"); once a purchase has started the offering phase, no card can be
    played, and the hint says nothing of playing."""
    state = scenario(hand0=["hoplite#1", "peltast#1"])
    state.apply(state.decision.find("no_combat"))
    top = next(  # a card any card pays for, on top of pile I
        c for c in state.zones["pile.I"] if GAME.card_def(c).get("cost", {}).get("clan") == "any"
    )
    put(state, top, "pile.I")
    state._decision = None
    assert {a.kind for a in state.decision.actions} >= {"play", "buy"}
    controller = games.controller_for(GAME)
    it = controller.interaction(state.decision, state.view(0))
    assert "play it" in it.hint and "ends the play phase" in it.hint
    state.data["stage"] = "offering"  # as a purchase leaves it
    state._decision = None
    assert not any(a.kind == "play" for a in state.decision.actions)
    it = controller.interaction(state.decision, state.view(0))
    assert "buy" in it.hint and "play it" not in it.hint


def test_a_status_line_with_no_room_for_two_lines_keeps_its_separators(table) -> None:
    """Too long for its zone and too low for two lines, the status line is one line cut with
    "…", its parts still apart (" · "), not glued with a space."""
    app, d = table(scenario(), [Seat("human"), Seat("bot")], {1: ScriptedBot()})
    scene = d.scene
    text = "Turn 12 · Athens (you) · Play phase · Districts plundered: Athens 3/4, Sparta 1/4"
    low = pygame.Rect(0, 0, 360, scene.res.font(12, True, True).get_linesize() + 2)
    with texts_drawn(scene.res) as drawn:
        lines = scene.status_lines(text, low)
    assert len(lines) == 1
    line = next(t for t in drawn if t.startswith("Turn 12"))
    assert line.endswith("\u2026") and text.startswith(line[:-1].rstrip()), line


def test_every_card_in_a_pick_a_card_window_casts_the_same_shadow(table) -> None:
    """In Javelin's window a damaged Talos (drawn with its marks) and a plain Hoplite both
    lie on the panel with a shadow, as on the table: not one card raised and one flat."""
    app, d = javelin_window(table)
    picker = d.scene.picker
    assert picker is not None
    d.scene.dirty = True
    d.frames(2)
    screen = app.screen
    cells = {e.card: c for e, c in zip(picker.spec.entries, picker.cells, strict=False)}
    shades = {}
    for card in ("talos", "hoplite#2"):
        cell = cells[card]
        x = cell.left + cell.w // 8  # clear of the caption, centred under the card
        beside = screen.get_at((x, cell.bottom + 3))[:3]
        panel = screen.get_at((x, cell.bottom + 24))[:3]
        shades[card] = sum(panel) - sum(beside)
    assert all(shade > 8 for shade in shades.values()), shades


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_a_face_up_piles_count_sits_beside_its_card_not_on_its_name(table, size) -> None:
    """Olympus I's count ("9") sits beside the bottom right corner of its face-up card, so the
    name along the card's foot ("Pithos of Pandora") is whole, not cut by the badge."""
    state = scenario()
    app, d = table(state, [Seat("human"), Seat("bot")], {1: ScriptedBot()}, size=size)
    d.frames(2)
    spot = next(s for s in d.scene.spots() if s.zone == "pile.I" and s.card is not None)
    face = d.scene.art.face(spot.card, spot.rect.size)
    screen = app.screen
    inner = pygame.Rect(spot.rect.x, spot.rect.y, spot.rect.w - 4, spot.rect.h)
    covered = [
        (x, y)
        for x in range(inner.left, inner.right)
        for y in range(inner.bottom - inner.h // 3, inner.bottom)
        if face.get_at((x - spot.rect.x, y - spot.rect.y)).a == 255
        and screen.get_at((x, y))[:3] != face.get_at((x - spot.rect.x, y - spot.rect.y))[:3]
    ]
    assert covered == [], len(covered)


def test_a_pick_a_card_window_offers_the_other_answers_too(table) -> None:
    """Thunderbolt of Zeus bought: "you may set a card aside in Tartarus" asks which card in a
    window over the table; "Set nothing aside" is a button under its cards, as well as in the
    dimmed prompt behind it, and a click on it answers."""
    state = scenario(hand0=["satyr#1"])
    put(state, "keres#1", "discard.0")
    for card in list(state.zones["pile.IV"]):
        if card != "thunderbolt":
            put(state, card, "tartarus")
    state.apply(state.decision.find("no_combat"))
    state.apply(state.decision.find("buy", source="thunderbolt"))
    assert state.decision.find("none") is not None
    app, d = table(state, [Seat("human"), Seat("bot")], {1: ScriptedBot()})
    d.settle()
    picker = d.scene.picker
    assert picker is not None
    button = next(b for b in picker.buttons if b.label == "Set nothing aside")
    d.click(button.rect.center)
    d.settle()
    assert "keres#1" in state.zones["discard.0"] and "satyr#1" not in state.zones["tartarus"]
    assert state.decision is None or state.decision.find("none") is None


def test_a_spell_dropped_on_its_target_is_played_at_it(table) -> None:
    """Javelin ("Deal 2 damage to an enemy creature") dragged straight onto the enemy Talos:
    the spell is played and Talos is the creature it damages, as playing it onto "Being
    resolved" and then choosing Talos would; the cards of your hand and your own creatures are
    no targets; one Undo takes the whole gesture back (a real deal: Undo replays it)."""
    import random

    state = GAME.setup(0, first_player=0, city="athens")
    rng = random.Random(0)
    for _ in range(7):  # random play to Athens's play phase, Javelin in hand, Talos across
        state.apply(rng.choice(state.decision.actions))
    assert "javelin#1" in state.zones["hand.0"] and "talos" in state.zones["play.1"]
    app, d = table(state, [Seat("human"), Seat("bot")], {1: ScriptedBot()})
    d.settle()
    targets = d.scene.interaction.targets("javelin#1")
    assert "talos" in targets  # it glows as a target
    assert not set(targets) & set(state.zones["hand.0"] + state.zones["play.0"])
    before = state.card_state("talos").get("counters", {}).get("damage", 0)
    d.drag(d.card_center("javelin#1"), d.card_center("talos"))
    d.settle()
    assert "javelin#1" not in state.zones["hand.0"]
    damage = state.card_state("talos").get("counters", {}).get("damage", 0)
    assert damage == before + 2 or "talos" not in state.zones["play.1"]
    d.scene.undo()  # one gesture, one Undo: Javelin back in the hand, no window asking
    d.settle()
    assert "javelin#1" in state.zones["hand.0"] and d.scene.picker is None
    assert state.card_state("talos").get("counters", {}).get("damage", 0) == before


def test_keyboard_play_says_what_enter_does_in_the_play_phase(table) -> None:
    """A reviewer found "Enter ends your turn." in the hint while Tab had lit another choice
    (Enter then takes the lit one), and said beside "Enter or Space: End your turn." when
    the gold End your turn was lit."""
    state = scenario(hand0=["blood-offering#1"])  # a buy on offer: the buying words
    state.apply(state.decision.find("no_combat"))
    app, d = table(state, [Seat("human"), Seat("bot")], {1: ScriptedBot()})
    keys = d.scene.keys
    for _ in range(40):  # Tab round the choices to the gold End your turn
        d.key(pygame.K_TAB)
        lit = keys.lit()
        hint = d.scene.prompt_texts()[2]
        if lit is not None and lit.kind == "button" and lit.button.label == "End your turn":
            assert hint.count("End your turn") == 1, hint
            assert hint.startswith("Enter or Space: End your turn."), hint
            return
        assert "Enter ends your turn" not in hint and "Enter: End your turn" not in hint, hint
    raise AssertionError("End your turn was never lit")
