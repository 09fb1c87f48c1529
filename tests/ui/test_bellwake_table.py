"""The Bellwake table driven by posted mouse events through the real app loop: an ally and a
gear played by drags, characters committed to the venture by a drag and by a click, a defender
dragged onto the attacking enemy, a fast song in an attack's window; the layout at both sizes,
the Hush track, the campaign log (its button, and the panel between scenarios where upgrades
are learnt by a click), the team's game-over words, and every decision of random games
answerable from the table."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

import tabletop
from tabletop import ai
from tabletop.games import get
from tabletop.ui import games
from tabletop.ui.controller import DisplayModel
from tabletop.ui.gameover import result_words
from tabletop.ui.games.bellwake.painters import HushPainter
from tabletop.ui.layout import Layout
from tabletop.ui.scene import Seat
from tabletop.ui.table.driver import ScriptedBot
from tests.ui.table_helpers import (
    assert_every_decision_answerable,
    assert_layout_fits,
    data_dir,  # noqa: F401 (an autouse fixture)
    hover_each,
    table_opener,
    texts_drawn,
)
from tests.ui.table_helpers import put as _put

GAME = get("bellwake")
LAYOUT = Path(tabletop.__file__).parent.parent / "layouts" / "bellwake.tmx"
SIZES = [(1280, 720), (1920, 1080)]
NOT_DRAWN = {"box", "gear.0", "gear.1"}  # unused cards; gear lies in its keeper's party
HUMAN_BOT = [Seat("human"), Seat("bot")]


@pytest.fixture
def table():
    yield from table_opener(HUMAN_BOT, lambda: {1: quiet_bot()})


def quiet_bot() -> ScriptedBot:
    """Plays nothing, commits nothing, stays, keeps its distance, takes blows, passes."""
    return ScriptedBot(prefer=("stop", "confirm", "pass", "stay", "distance", "take", "keep"))


def put(state, card: str, zone: str) -> None:
    _put(state, card, zone, fresh_decision=True)


def advance(state, wanted, bot=None, limit=3000):
    """Play on (bots for both keepers) until ``wanted(state)``; the state is then returned."""
    bot = bot or ai.get("greedy", 7)
    for _ in range(limit):
        if state.outcome is None and wanted(state):
            return state
        assert state.outcome is None, "the game ended first"
        state.apply(bot.choose(state.view(state.decision.seat)))
    raise AssertionError("never reached")


def deciding(seat, *kinds):
    def wanted(state):
        d = state.decision
        return d.seat == seat and set(kinds) <= {a.kind for a in d.actions}

    return wanted


def muster(hand=()):
    """Hale (seat 0) to muster in round 1 of the Lower Stair, 2 echo, ``hand`` added."""
    state = GAME.setup(1, 2, scenario="lower-stair")
    for card in hand:
        put(state, card, "hand.0")
    return state


# ----- the table part and the layout -------------------------------------------------------------


def test_bellwake_has_its_table_part() -> None:
    part = games.table_part("bellwake")
    assert part is not None
    assert type(games.controller_for(GAME)) is part.CONTROLLER
    assert games.option_choices("bellwake") == {}  # the launcher's campaign rows choose
    assert games.seat_labels("bellwake", 2) == ["Hale Brann", "Sefa Wren"]


@pytest.mark.parametrize("size", SIZES)
def test_the_layout_has_every_zone_and_none_overlap(size) -> None:
    layout = Layout.load(LAYOUT)
    state = GAME.setup(0, 2)
    for zone in state.zones:
        assert zone in layout.zones or zone in NOT_DRAWN, f"{zone} has no place on the table"
    for zone in ("hush", "round", "campaign", "tokens.0", "tokens.1", "log", "prompt", "status"):
        assert zone in layout.zones
    assert layout.zones["party.0"].props["painter"] == "bellwake-party"  # it draws gear.0
    assert_layout_fits(layout, size)


def test_the_hush_track_has_18_steps_and_marks_the_approach_of_staged_enemies(table) -> None:
    state = muster()
    state.data["hush"] = 6
    put(state, "hollow-hound#1", "staging")  # approach 1
    app, d = table(state)
    painter = d.scene.painter("hush")
    assert isinstance(painter, HushPainter)
    assert painter.hush() == 6
    assert painter.approaches() == {1: ["Hollow Hound"]}
    steps = [painter.step(n) for n in range(18)]
    assert all(a.right <= b.left for a, b in zip(steps, steps[1:], strict=False))
    assert d.scene.rects["hush"].contains(steps[0].union(steps[-1]))


def test_between_scenarios_the_hush_track_marks_no_enemy(table) -> None:
    """Once a scenario ends its enemies engage no more: the camp's Hush track marks none of
    the finished scenario's staged enemies."""
    state = advance(GAME.setup(3, 2), deciding(0, "learn"))
    put(state, "hollow-hound#1", "staging")  # left over from the scenario just finished
    app, d = table(state)
    painter = d.scene.painter("hush")
    assert painter.approaches() == {}
    with texts_drawn(d.scene.res) as drawn:
        d.resize((1280, 720))  # the table drawn anew
        d.frames(2)
    assert "Hollow Hound" not in drawn and not any("foe" in w for w in drawn)


def readable_states():
    yield advance(GAME.setup(3, 2, scenario="lower-stair"), lambda s: s.data["round"] >= 3)
    state = defend_state()
    state.apply(state.decision.find("take"))
    yield state  # an attack under way
    yield advance(GAME.setup(3, 2), deciding(0, "learn"))  # the camp, the log shown


def test_text_a_player_reads_is_never_below_12_px(table, monkeypatch) -> None:
    """Everything drawn on the table at 1280x720 (but inside card faces, the card art's):
    a round under way, an attack, the camp between scenarios, the campaign log open."""
    import inspect

    for state in readable_states():
        app, d = table(state)
        sizes: list[tuple[int, str, str]] = []
        real = d.scene.res.text

        def spy(text, size, *args, real=real, sizes=sizes, **kwargs):
            caller = inspect.stack()[1]
            if not caller.filename.endswith("cards.py") and text.strip():
                sizes.append((size, text, Path(caller.filename).name))
            return real(text, size, *args, **kwargs)

        monkeypatch.setattr(d.scene.res, "text", spy)
        d.scene.resize((1280, 720))
        d.frames(2)
        d.scene.ext.open_log()
        d.frames(2)
        small = [s for s in sizes if s[0] < 12]
        assert sizes and not small, small[:5]


def test_the_tables_own_events_are_animated(table) -> None:
    from tabletop.rules import Event

    app, d = table(muster())
    ext = d.scene.ext
    for event in (
        Event("hush", "The Hush rises by 1 to 5.", amount=1),
        Event("toll", "Hale tolls the bell.", seat=0),
        Event("venture", "The venture: resolve 2 against dread 1.", amount=1),
        Event("echo", "Hale gains 2 echo.", seat=0, amount=2),
        Event("progress", "1 progress on The Climb.", card="the-climb", amount=1),
        Event("defend", "Hale Brann defends.", seat=0, card="hale-brann"),
    ):
        assert ext.effect(event), event.kind


# ----- the muster ---------------------------------------------------------------------------------


def test_play_an_ally_by_dragging_it_onto_the_party(table) -> None:
    state = muster()
    app, d = table(state)
    d.drag(d.card_center("stair-guard#2"), d.zone_center("party.0"), release=False)
    assert "party.0" in d.scene.glowing_zones()
    d.post(pygame.MOUSEBUTTONUP, pos=d.zone_center("party.0"), button=1)
    d.frames(1)
    d.settle()
    assert "stair-guard#2" in state.zones["party.0"]
    assert state.data["echo"][0] == 0


def test_attach_gear_by_dragging_it_onto_a_character(table) -> None:
    state = muster(hand=["bell-hammer#1"])
    app, d = table(state)
    d.drag(d.card_center("bell-hammer#1"), d.card_center("hale-brann"), release=False)
    assert "hale-brann" in d.scene.glowing_cards()
    d.post(pygame.MOUSEBUTTONUP, pos=d.card_center("hale-brann"), button=1)
    d.frames(1)
    d.settle()
    assert "bell-hammer#1" in state.zones["gear.0"]
    assert state.host("bell-hammer#1") == "hale-brann"
    gear = next(s for s in d.scene.spots() if s.card == "bell-hammer#1")
    hero = next(s for s in d.scene.spots() if s.card == "hale-brann")
    assert gear.zone == hero.zone == "party.0"  # tucked under its character
    assert gear.rect.colliderect(hero.rect) and gear.rect.top < hero.rect.top
    said = dict(d.scene.ext.card_notes("hale-brann"))
    assert said["Gear: Bell-hammer"] == GAME.card_def("bell-hammer")["text"]  # the hover says


def test_a_characters_numbers_now_are_drawn_and_said(table) -> None:
    """Gear changes a character's numbers: Hale with a Bell-hammer (+1 strike) and a Quilted
    Mantle (+1 ward, +1 health) shows strike 4, ward 3, health 9 on his card, in the table's
    gain colour, and the hover says so; before, the card showed the printed 3, 2 and 8 while
    the rules struck for 4 (a play-tester's report)."""
    from tabletop.ui.table import theme

    state = muster(hand=["bell-hammer#1", "quilted-mantle#1"])
    state.data["echo"][0] = 4
    app, d = table(state)
    for gear in ("bell-hammer#1", "quilted-mantle#1"):
        d.drag(d.card_center(gear), d.card_center("hale-brann"))
        d.settle()
    assert state.host("quilted-mantle#1") == "hale-brann"
    scene = d.scene
    assert scene.ext.card_numbers("hale-brann") == {"strike": 4, "ward": 3, "health": 9}
    assert scene.ext.card_numbers("sefa-wren") == {}
    said = dict(scene.ext.card_notes("hale-brann"))
    assert said["Now"] == "strike 4 (printed 3), ward 3 (printed 2), health 9 (printed 8)."
    d.frames(2)
    hero = next(s for s in scene.spots() if s.card == "hale-brann").rect
    chip = scene.art.chip_rects("hale-brann", hero.size)["strike"].move(hero.topleft)
    surface = pygame.display.get_surface()
    rim = {tuple(surface.get_at((x, chip.top)))[:3] for x in range(chip.left, chip.right)}
    assert tuple(theme.GAIN) in rim


# ----- the venture --------------------------------------------------------------------------------


def venture_state():
    state = muster(hand=["watch-novice#2"])
    state.apply(next(a for a in state.decision.actions if a.source == "watch-novice#1"))
    state.apply(state.decision.find("stop"))
    return advance(state, deciding(0, "toggle"), quiet_bot())


def test_commit_a_character_by_dragging_it_onto_the_staging_area(table) -> None:
    state = venture_state()
    app, d = table(state)
    it = d.scene.interaction
    assert it.mode == "subset" and "hale-brann" in it.clicks
    d.drag(d.card_center("hale-brann"), d.zone_center("staging"), release=False)
    assert "staging" in d.scene.glowing_zones()
    d.post(pygame.MOUSEBUTTONUP, pos=d.zone_center("staging"), button=1)
    d.frames(1)
    d.settle()
    assert "hale-brann" in d.scene.interaction.selected
    d.click(d.card_center("watch-novice#1"))  # or by a click
    d.settle()
    assert {"hale-brann", "watch-novice#1"} <= d.scene.interaction.selected
    d.click(d.button("Confirm"))
    d.settle()
    assert {"hale-brann", "watch-novice#1"} <= set(state.data["committed"]) or state.has_flag(
        "hale-brann", "exhausted"
    )


def test_an_exhausted_character_is_drawn_turned(table) -> None:
    state = venture_state()
    state.set_flag("watch-novice#1", "exhausted")
    state._decision = None
    app, d = table(state)
    spot = next(s for s in d.scene.spots() if s.card == "watch-novice#1")
    hero = next(s for s in d.scene.spots() if s.card == "hale-brann")
    assert spot.rect.w > spot.rect.h and hero.rect.h > hero.rect.w


# ----- the clash ----------------------------------------------------------------------------------


def defend_state():
    return advance(GAME.setup(3, 2, scenario="lower-stair"), deciding(0, "defend"), quiet_bot())


def test_defend_by_dragging_a_ready_character_onto_the_attacker(table) -> None:
    state = defend_state()
    enemy = next(a.target for a in state.decision.actions if a.kind == "take")
    defender = next(a.source for a in state.decision.actions if a.kind == "defend")
    app, d = table(state)
    before = len(state.history)
    assert d.scene.interaction.focus == enemy  # the attacker glows
    d.drag(d.card_center(defender), d.card_center(enemy), release=False)
    assert enemy in d.scene.glowing_cards()
    d.post(pygame.MOUSEBUTTONUP, pos=d.card_center(enemy), button=1)
    d.frames(1)
    d.settle()
    action = state.history[before][1]
    assert action.kind == "defend" and action.source == defender and action.target == enemy


def test_a_fast_song_in_an_attack_is_dragged_onto_its_target(table) -> None:
    state = defend_state()
    enemy = next(a.target for a in state.decision.actions if a.kind == "take")
    state.data["echo"][0] = 3
    put(state, "counter-peal#1", "hand.0")
    state.apply(state.decision.find("take"))
    assert state.decision.prompt.endswith("fast song?") and state.decision.seat == 0
    app, d = table(state)
    it = d.scene.interaction
    assert "Counter-peal" in it.hint and d.button("Pass")
    target = next(t for t, a in it.drags["counter-peal#1"].items() if a.kind == "play")
    d.drag(d.card_center("counter-peal#1"), d.card_center(target))
    d.settle()
    assert any(a.source == "counter-peal#1" for _, a in state.history)
    assert enemy == target or target in state.zones["party.0"]


# ----- seats --------------------------------------------------------------------------------------


def test_hot_seat_two_keepers_pass_the_mouse_behind_the_kits_curtain(table) -> None:
    state = muster()
    app, d = table(state, [Seat("human"), Seat("human")], bots={})
    assert d.scene.bottom == 0 and "hand.0" not in d.scene.display.hidden
    d.click(d.button("Stop"))
    d.settle()
    assert d.scene.curtain_for == 1 and d.scene.interaction is None
    d.click(d.zone_center("status"))
    d.settle()
    assert d.scene.bottom == 1 and d.scene.lz("party.1") == "party.0"  # Sefa at the bottom now
    assert "hand.0" in d.scene.display.hidden and "hand.1" not in d.scene.display.hidden
    assert d.scene.interaction is not None and d.scene.interaction.seat == 1


# ----- the campaign log ---------------------------------------------------------------------------


def test_the_campaign_log_button_opens_the_log_and_a_click_closes_it(table) -> None:
    state = advance(GAME.setup(3, 2), lambda s: s.data["campaign"]["index"] == 1)
    app, d = table(state)
    ext = d.scene.ext
    d.click(d.zone_center("campaign"))
    assert ext.log_open
    d.frames(2)
    panel = ext.panel_rect()
    assert app.screen.get_at(panel.center)[:3] != d.scene._board.get_at(panel.center)[:3]
    d.click(ext.close.rect.center)
    assert not ext.log_open
    d.key(pygame.K_l)  # or from the keyboard, and Esc closes it
    assert ext.log_open
    d.key(pygame.K_ESCAPE)
    assert not ext.log_open and app.scene is d.scene


def test_between_scenarios_the_log_shows_and_an_upgrade_is_learnt_by_a_click(table) -> None:
    from tabletop.ui.games.bellwake import campaign

    state = advance(GAME.setup(3, 2), deciding(0, "learn"))
    app, d = table(state)
    ext = d.scene.ext
    assert ext.between and not ext.log_open
    lines = [t for t, *_ in campaign.entry_lines(GAME, state.data["campaign"], 14)]
    entry = state.data["campaign"]["log"][-1]["value"]
    assert GAME.card_def(entry)["text"] in lines  # each entry with its effect
    keepers = " ".join(t for t, *_ in campaign.keeper_lines(GAME, state.data["campaign"], 14))
    assert "Experience" in keepers and "Trauma" in keepers
    learn = next(a for a in state.decision.actions if a.kind == "learn")
    fits = [b.fit_label(d.scene.res, d.scene.scale) for b in ext.choice_buttons()]
    assert len({size for size, lines, _ in fits if len(lines) == 1}) == 1  # one list, one size
    button = next(b for b in ext.choice_buttons() if b.value == learn)
    d.click(button.rect.center)
    d.settle()
    assert learn.source in state.data["campaign"]["seats"][0].get("upgrades", [])


def test_nothing_of_the_table_shows_over_the_camp(table) -> None:
    """Between scenarios the campaign log covers the table: a play-tester saw a hand card
    under it shown large over the upgrade buttons (and a callout drawn over the panel: the
    table's animations are now drawn before it). A card under the panel is not shown large."""
    state = advance(GAME.setup(3, 2), deciding(0, "learn"))
    app, d = table(state)
    scene = d.scene
    assert scene.ext.between and scene.ext.covers_table
    panel = scene.ext.panel_rect()

    def shown() -> bytes:
        app._draw(force=True)
        return pygame.image.tobytes(pygame.display.get_surface().subsurface(panel), "RGB")

    d.move((2, 2))
    d.frames(2)
    before = shown()
    spot = next(s for s in scene.spots() if s.zone == "hand.0" and s.rect.colliderect(panel))
    d.move(spot.rect.center)
    d.frames(2)
    assert scene.hover is None  # the card under the panel is not shown large, nor rises
    assert shown() == before
    d.drag(spot.rect.center, (spot.rect.centerx, spot.rect.top - 80), release=False)
    assert scene.drag is None  # nor taken up and carried over the panel


# ----- the end ------------------------------------------------------------------------------------


def test_the_game_over_words_are_the_teams() -> None:
    """Bellwake is cooperative: the keepers lose together (with the reason), or win together,
    even when the partner is a bot (tabletop/ui/gameover.py)."""
    state = GAME.setup(1, 2, scenario="lower-stair")
    rng = random.Random(1)
    while state.outcome is None:
        state.apply(rng.choice(state.decision.actions))
    head, line = result_words(state, HUMAN_BOT)
    assert state.outcome.kind == "lost"
    assert head == "You lose" and state.outcome.reason.startswith(line)  # the defeat, and why
    state = GAME.setup(1, 2, scenario="lower-stair")
    state.finish([0, 1], "The Lower Stair is won.")
    assert result_words(state, HUMAN_BOT)[0] == "You win together!"  # with a bot partner too


def test_the_status_line_of_a_lost_campaign_says_it_once_with_the_reason() -> None:
    """The table's status line at the end is the outcome's reason, which says won or lost and
    why ("The campaign is lost. The Crown of Silence is lost: Both heroes have fallen."), with
    no second verdict before it."""
    state = GAME.setup(5, 2)
    rng = random.Random(3)
    while state.outcome is None:
        state.apply(rng.choice(state.decision.actions))
    display = DisplayModel.from_view(state.view(0))
    status = games.controller_for(GAME).status(display, ["Hale Brann", "Sefa Wren (bot)"])
    assert status == state.outcome.reason
    assert status.count(" lost") + status.count(" won") == status.count(" is ")


# ----- every decision from the table --------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2])
def test_every_decision_of_a_random_game_can_be_answered_from_the_table(seed) -> None:
    """Each legal action is a drag, a click, a button or a picker entry of the interaction."""
    assert_every_decision_answerable(GAME, GAME.setup(seed, 2), seed, 3000)


def test_the_hovered_card_and_its_notes_leave_nothing_behind(table) -> None:
    """The card shown large and its notes (its numbers, text, gear) are drawn over the board:
    once the mouse moves off every card, the window is exactly the board again."""
    state = muster(hand=["bell-hammer#1"])
    app, d = table(state)
    scene = d.scene
    hover_each(d, ("hale-brann", "bell-hammer#1", "the-climb"))
    said = dict(scene.ext.card_notes("hale-brann"))
    assert "strike 3" in said["Hale Brann"]
    d.move(scene.rects["status"].midleft)
    d.frames(3)
    assert scene.hover is None
    assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(scene._board, "RGB")


def test_the_foundrys_choice_says_what_each_log_entry_will_do() -> None:
    ctl = games.controller_for(GAME)
    state = advance(GAME.setup(19, 2), deciding(0, "choose"), ai.get("greedy", 19))
    it = ctl.interaction(state.decision, state.view(0))
    assert {a.kind for a in it.buttons} == {"choose"}
    assert GAME.card_def("the-bell-was-recast")["text"] in it.hint
    assert GAME.card_def("the-founder-was-rescued")["text"] in it.hint


def test_a_location_shows_its_progress_wherever_it_is_drawn(table) -> None:
    """The active location's progress ("2 of 3") is on its card on the table, and on the
    same card in a pick-a-card window (which draws each card as its zone does)."""
    state = muster()
    put(state, "rope-bridge", "active")
    state.add_counter("rope-bridge", "progress", 2)
    need = GAME.card_def("rope-bridge")["progress"]
    app, d = table(state)
    scene = d.scene
    with texts_drawn(scene.res) as drawn:
        d.resize(scene.size)  # the table laid out and drawn anew
        d.frames(2)
    assert f"2 of {need}" in drawn
    surface = pygame.Surface((400, 400), pygame.SRCALPHA)
    with texts_drawn(scene.res) as drawn:
        scene.draw_as_on_table(surface, "rope-bridge", pygame.Rect(20, 20, 200, 280))
    assert f"2 of {need}" in drawn


@pytest.mark.parametrize("size", SIZES)
def test_a_characters_damage_leaves_its_stats_readable(table, size) -> None:
    """A damaged hero's "2 dmg" lies over the picture, above the four stat chips (strike,
    willpower, ward, health), not over its ward, which a player reads to choose a defender;
    its health chip shows the health left."""
    state = muster()
    app, d = table(state, size=size)
    painter = d.scene.painter("party.0")
    rect = next(s.rect for s in d.scene.spots() if s.card == "hale-brann")
    rect = pygame.Rect((10, 10), rect.size)

    def drawn(entry):
        surface = pygame.Surface((rect.w + 20, rect.h + 20), pygame.SRCALPHA)
        painter.draw_card(surface, "hale-brann", rect, entry)
        return surface

    plain, hurt = drawn({"counters": {}}), drawn({"counters": {"damage": 2}})
    changed = [
        (x, y)
        for y in range(rect.top, rect.bottom)
        for x in range(rect.left, rect.right)
        if plain.get_at((x, y)) != hurt.get_at((x, y))
    ]
    assert changed, "the damage is drawn"
    health = d.scene.art.chip_rects("hale-brann", rect.size)["health"].move(rect.topleft)
    pill = [(x, y) for x, y in changed if not health.inflate(4, 4).collidepoint(x, y)]
    assert max(y for _, y in pill) <= rect.top + rect.h * 0.33  # above the stat chips
    assert len(pill) < len(changed)  # and the health chip says the health left
