"""The Para Bellum table driven by posted mouse events through the real app loop: placing
Army cards, dice, tokens, several players, layouts, drawing, whole games."""

from __future__ import annotations

import itertools
import re

import pygame
import pytest

from tabletop import ai
from tabletop.games import get
from tabletop.games.para_bellum import grid as G
from tabletop.games.para_bellum import scenario as S
from tabletop.rules import Action
from tabletop.ui.games.para_bellum.driver import MousePlayer
from tabletop.ui.layout import Layout
from tabletop.ui.resources import ROOT, Resources
from tabletop.ui.scene import Seat
from tests.helpers import unbracketed_tokens
from tests.ui import para_bellum_table
from tests.ui.para_bellum_table import (
    SIZES,
    action_scenario,
    army_scenario,
    cell_center,
    die_center,
    hand_point,
    overlaps,
)
from tests.ui.table_helpers import (
    data_dir,  # noqa: F401 (an autouse fixture)
    play_by_mouse,
    texts_drawn,
)

# ----- placing Army cards ------------------------------------------------------------------------

make = para_bellum_table.make  # the fixture


def test_drag_army_card_onto_a_legal_cell_places_it(make):
    state = army_scenario()
    app, d = make(state)
    card = S.army("red-blue")
    legal = {a.target for a in state.decision.actions if a.source == card}
    assert "cell:0,-1" in legal
    d.drag(hand_point(d, card), cell_center(d, 0, -1), release=False)
    lit, over = d.scene.ext.lit_targets()
    assert set(lit) == legal  # every legal cell glows while the card is dragged
    assert over == "cell:0,-1"
    d.post(pygame.MOUSEBUTTONUP, pos=cell_center(d, 0, -1), button=1)
    d.frames(1)
    d.settle()
    assert state.data["grid"][0]["0,-1"] == card
    assert card not in state.zones["hand.0"]
    assert any("Red-Blue Outpost" in e.text for e in d.scene.log.entries)


@pytest.mark.parametrize(
    "where, words, grid",
    [
        ((0, -1), "Colours must match", {}),  # a green edge against the blue starting card
        ((1, -1), "must attach to another Army card", {}),
        # above the grid (a card in row 1 shows row 2): outside the four rows
        (None, "rows", {"1,0": S.army("blue")}),
    ],
)
def test_drop_on_an_illegal_cell_springs_back_and_says_why(make, where, words, grid):
    state = army_scenario(grids={0: grid})
    app, d = make(state)
    before = state.to_json()
    card = S.army("green")
    if where is None:
        geo = d.scene.ext.geo["battlefield.0"]
        end = (geo.cell_rect(2, 0).centerx, geo.bounds.top - 4)
        assert d.scene.rects["battlefield.0"].collidepoint(end)
    else:
        end = cell_center(d, *where)
    d.drag(hand_point(d, card), end)
    d.settle()
    assert state.to_json() == before  # nothing happened
    assert words in d.scene.toast_text
    assert card in [s.card for s in d.scene.spots() if s.zone == "hand.0"]  # back in the hand


def test_click_a_card_then_a_cell(make):
    state = army_scenario()
    app, d = make(state)
    card = S.army("red-blue")
    d.click(hand_point(d, card))
    assert d.scene.ext.selected == card
    d.click(cell_center(d, 0, -1))
    d.settle()
    assert state.data["grid"][0]["0,-1"] == card


def test_hovering_a_hand_card_shows_where_it_fits(make):
    state = army_scenario()
    app, d = make(state)
    d.move(hand_point(d, S.army("red-blue")))
    assert d.scene.hover is not None and d.scene.hover.card == S.army("red-blue")
    # the cells it fits are drawn lit (checked on pixels: the hint changes the cell's look)
    app._draw(force=True)
    lit = pygame.Surface.copy(app.screen)
    d.move((5, 5))
    app._draw(force=True)
    x, y = cell_center(d, 0, -1)
    assert lit.get_at((x, y)) != app.screen.get_at((x, y))


# ----- dice, coins, tokens -----------------------------------------------------------------------


def test_drag_the_paying_die_onto_the_card(make):
    state = action_scenario()
    app, d = make(state)
    die = next(x for x in state.data["dice"] if x["token"] == "warlord")
    legate = S.command("legate")
    d.drag(die_center(d, die["id"]), d.scene.ext.card_rect(legate).center, release=False)
    lit, over = d.scene.ext.lit_targets()
    assert over == legate and "command_deck" in lit  # Consult glows too
    d.post(pygame.MOUSEBUTTONUP, pos=d.scene.ext.card_rect(legate).center, button=1)
    d.frames(1)
    d.settle()
    assert state.data["coins"][0] == 5  # Legate: gain 2 coins
    assert die["value"] == 3  # paid 1 [Warlord] point
    assert legate in state.data["turned"]
    assert state.data["actions_left"] == 2


def test_click_the_ability_then_the_die(make):
    state = action_scenario()
    app, d = make(state)
    die = next(x for x in state.data["dice"] if x["token"] == "warlord")
    legate = S.command("legate")
    d.click(d.scene.ext.card_rect(legate).center)
    assert d.scene.ext.selected == legate and d.scene.ext.sel_role == "target"
    lit, _ = d.scene.ext.lit_targets()
    assert set(lit) == {die["id"], "coin"}  # the die on the token, or coins
    d.click(die_center(d, die["id"]))
    d.settle()
    assert state.data["coins"][0] == 5 and legate in state.data["turned"]


def test_a_gesture_with_several_payments_asks_how(make):
    state = action_scenario()
    app, d = make(state)
    die = next(x for x in state.data["dice"] if x["token"] == "warlord")
    arch = S.command("triumphal-arch")
    d.drag(die_center(d, die["id"]), d.scene.ext.card_rect(arch).center)
    menu = d.scene.ext.menu
    assert menu is not None  # lower by 2, or by 1 and 1 coin; or cancel
    assert [b.label for b in menu.buttons] == [
        "Pay 2 from the die",
        "Pay 1 from the die + 1 coin",
        "Cancel",
    ]
    button = next(b for b in menu.buttons if isinstance(b.value, Action) and b.value.option == "0")
    d.click(button.rect.center)
    d.settle()
    assert die["value"] == 2 and state.data["coins"][0] == 3 and state.data["vp"][0] == 1


def test_an_illegal_die_drop_says_why(make):
    state = action_scenario()
    app, d = make(state)
    before = state.to_json()
    black = next(x for x in state.data["dice"] if x["colour"] == "black")
    d.drag(die_center(d, black["id"]), d.scene.ext.card_rect(S.command("legate")).center)
    d.settle()
    assert state.to_json() == before
    assert "[Warlord]" in d.scene.toast_text


def test_general_die_onto_the_army_deck_musters(make):
    state = action_scenario()
    app, d = make(state)
    hand = len(state.zones["hand.0"])
    d.drag(die_center(d, "die:G0"), d.scene.ext.deck_slot("army_deck").center)
    d.settle()
    assert len(state.zones["hand.0"]) == hand + 1
    assert state.data["dice"][0]["value"] == 5


def test_token_from_the_tray_onto_the_new_commander_die(make):
    state = army_scenario(hands={0: [S.army("yellow")], 1: [S.army("red")]})
    app, d = make(state)
    d.drag(hand_point(d, S.army("yellow")), cell_center(d, 1, 0))  # above: a red square
    d.settle()
    assert state.decision.actions[0].kind == "token"
    die = next(x for x in state.data["dice"] if x["colour"] == "red")
    tray = d.scene.ext.token_rects()["token:warlord"]
    d.drag(tray.center, die_center(d, die["id"]))
    d.settle()
    assert die["token"] == "warlord"


def test_a_token_with_no_place_says_so_when_taken_up(make):
    """With only a new Commander die to take a token, taking up the Archer (a Legion token)
    says at once that no die can take it, and dropping it anywhere changes nothing."""
    state = army_scenario(hands={0: [S.army("yellow")], 1: [S.army("red")]})
    app, d = make(state)
    d.drag(hand_point(d, S.army("yellow")), cell_center(d, 1, 0))
    d.settle()
    assert state.decision.actions[0].kind == "token"
    before = state.to_json()
    tray = d.scene.ext.token_rects()["token:archer"]
    d.drag(tray.center, d.scene.rects["status"].center)  # on nothing: no reason of a drop
    d.settle()
    assert state.to_json() == before
    assert d.scene.toast_text == "No die of yours can take the [Archer] token now."


# ----- several players ---------------------------------------------------------------------------


def test_three_players_name_the_opponent_in_a_picker(make):
    state = S.build(
        3,
        starts=["blue", "red", "green"],
        hands={0: [S.command("terror-raid"), S.army("green")]},
        dice=[(1, "black", "black:0,0", 4, None)],
        grids={1: {"0,1": S.army("red-yellow")}},
        wards=[0, 1, 0],
        phase="action",
    )
    app, d = make(state)
    order = S.command("terror-raid")
    d.drag(hand_point(d, order), d.scene.ext.thing_rect("command_discard").center)
    d.settle()
    picker = d.scene.ext.picker
    assert picker is not None and d.scene.ext.overlay_open
    assert [int(a.option) for a in picker.actions] == [1, 2]
    d.click(picker.plates[1].center)
    d.settle()
    assert any("names Player 3" in e.text for e in d.scene.log.entries)
    assert d.scene.ext.picker is None


def test_a_glowing_battlefield_beside_the_picker_names_its_player(make):
    """The prompt says "Click the battlefield of the opponent you name, or a button": a
    play-tester clicked one beside the open window and nothing happened (only See the table
    made it work)."""
    state = S.build(
        3,
        starts=["blue", "red", "green"],
        hands={0: [S.command("terror-raid")]},
        dice=[(1, "black", "black:0,0", 4, None)],
        grids={1: {"0,1": S.army("red-yellow")}},
        phase="action",
    )
    app, d = make(state)
    pile = d.scene.ext.thing_rect("command_discard").center
    d.drag(hand_point(d, S.command("terror-raid")), pile)
    d.settle()
    picker = d.scene.ext.picker
    assert picker is not None and not picker.hidden
    field = d.scene.rects[d.scene.lz("battlefield.2")]
    spot = next(
        (x, y)
        for y in range(field.top + 4, field.bottom - 4, 6)
        for x in range(field.left + 4, field.right - 4, 6)
        if not picker.rect.collidepoint((x, y))
    )
    d.click(spot)
    d.settle()
    assert any("names Player 3" in e.text for e in d.scene.log.entries)
    assert d.scene.ext.picker is None


def test_four_players_show_alliances_and_the_runner_is_dragged(make):
    state = action_scenario(
        players=4, alliance_cards=[S.command("golden-accord"), S.command("iron-oath")]
    )
    app, d = make(state)
    ext = d.scene.ext
    assert ext.alliance_zone(0) and ext.alliance_zone(1)
    assert ext.team_of(0) == ext.team_of(2) != ext.team_of(1)
    coins = list(state.data["coins"])
    runner = ext.runner_rect(0)
    d.drag(runner.center, ext.card_rect(S.command("golden-accord")).center)
    d.settle()
    assert state.data["alliances"][0]["runner"] is True
    assert state.data["coins"][0] == coins[0] + 1 and state.data["coins"][2] == coins[2] + 1
    on, card = ext.runner_rect(0), ext.card_rect(S.command("golden-accord"))
    assert card.colliderect(on)  # on it (where: the test below)


@pytest.mark.parametrize("size", SIZES)
def test_the_runner_on_the_alliance_card_leaves_its_used_mark_whole(make, size):
    """Herold turns the Alliance card ("used" on a tab at its top) and puts the Runner on it:
    the card is too narrow for both side by side, so the Runner lies under the tab, on the
    card's edge, and the allies' names stay clear of it (it cut "used" to "use")."""
    card_id = S.command("golden-accord")
    state = action_scenario(players=4, alliance_cards=[card_id, S.command("iron-oath")])
    app, d = make(state, size=size)
    ext = d.scene.ext
    d.drag(ext.runner_rect(0).center, ext.card_rect(card_id).center)
    d.settle()
    assert card_id in state.data["turned"] and state.data["alliances"][0]["runner"]
    on, card = ext.runner_rect(0), ext.card_rect(card_id)
    _, tab = ext.used_tab(card)
    assert not on.colliderect(tab), (on, tab)
    assert card.colliderect(on) and on.bottom <= card.centery + on.h // 2
    assert d.scene.rects[ext.alliance_zone(0)].contains(on)


# ----- layouts -----------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_layout_files_have_every_zone(players):
    layout = Layout.load(ROOT / "layouts" / f"para-bellum-{players}.tmx")
    assert Resources().layout("para-bellum", players).zones.keys() == layout.zones.keys()
    needed = {"hand.0", "army_deck", "command_deck", "row", "command_discard", "pending"}
    needed |= {"reward", "actions", "tokens", "log", "prompt", "status"}
    for pos in range(players):
        needed |= {f"battlefield.{pos}", f"play.{pos}", f"panel.{pos}"}
    if players == 4:
        needed |= {"alliance_a", "alliance_b"}
    assert needed <= set(layout.zones)
    assert all(layout.zones[f"battlefield.{p}"].kind == "pbgrid" for p in range(players))


@pytest.mark.parametrize("players, size", list(itertools.product([2, 3, 4], SIZES)))
def test_tables_lay_out_without_overlaps(make, players, size):
    state = get("para-bellum").setup(4, players)
    app, d = make(state, size=size)
    scene = d.scene
    assert overlaps(scene.rects) == []
    assert overlaps({z: scene.paint_rect(z) for z in scene.rects}) == []
    screen = pygame.Rect((0, 0), size)
    assert all(screen.contains(r) for r in scene.rects.values())
    for lzone, geo in scene.ext.geo.items():
        bounds = geo.bounds
        assert scene.rects[lzone].contains(bounds), (lzone, bounds)
        cells = [geo.cell_rect(r, c) for r in (2, 1, 0, -1) for c in range(-4, 5)]
        assert len(cells) == 36 and not any(
            a.colliderect(b) for a, b in itertools.combinations(cells, 2)
        )
        assert geo.die >= 12
    for spot in scene.spots():
        assert scene.paint_rect(spot.zone).contains(spot.rect), (size, spot)
    assert all(scene.rects["prompt"].contains(b.rect) for b in scene.buttons)


# ----- drawing -----------------------------------------------------------------------------------


def test_army_cards_differ_without_hue():
    """Colour-blind safety: the colours differ by letter, shape and pattern, not by hue alone;
    a Column and an Outpost of one colour differ too."""
    pygame.display.init()
    pygame.display.set_mode((10, 10))
    from tabletop.ui.games.para_bellum.cards import ParaBellumArt

    art = ParaBellumArt(Resources(), get("para-bellum").cards)
    faces = {}
    for pattern in ("red", "blue", "green", "yellow", "purple", "red-red", "red-blue"):
        face = art.face(S.army(pattern), (120, 110))
        faces[pattern] = pygame.image.tobytes(pygame.transform.grayscale(face), "RGB")
    assert len(set(faces.values())) == len(faces)
    assert art.face(S.army("red"), (120, 110)) is art.face(S.army("red"), (120, 110))  # cached


def test_partial_board_redraws_match_a_full_redraw(make):
    state = action_scenario()
    app, d = make(state, size=(1280, 720))
    scene = d.scene
    display = scene.display

    def check() -> None:
        scene.dirty = True
        partial = pygame.image.tobytes(scene._render_board(), "RGB")
        scene._sigs = None
        full = pygame.image.tobytes(scene._render_board(), "RGB")
        assert partial == full

    steps = [
        lambda: display.data["dice"][-1].__setitem__("value", 1),
        lambda: display.data["coins"].__setitem__(0, 9),
        lambda: display.data["banners"][1].append("green"),
        lambda: display.data["grid"][1].__setitem__("0,1", S.army("red-purple")),
        lambda: display.data["turned"].append(S.command("legate")),
        lambda: scene.show_toast("A reason in words."),
    ]
    for step in steps:
        step()
        check()


def test_hovering_a_die_shows_it_large_instead_of_the_card(make):
    state = action_scenario()
    app, d = make(state)
    d.move(die_center(d, "die:G0"))
    assert d.scene.ext.hover_die == "die:G0"
    assert d.scene.hover is None  # the starting card under it is not shown large


def test_the_table_names_tokens_as_the_log_does(make):
    """The log says "[Warlord]": so do the tray's tooltips and a hovered die ("on an [Archer]
    token: pays [Archer] points"; it said "on a [Archer] token"). The tray's captions under
    each token's picture ("Warlord 0/2") name the picture and stay plain: brackets there
    left no room for the names at 1280x720."""
    dice = [(0, "red", "red:0,0", 4, "warlord"), (0, "black", "black:0,-1", 5, "archer")]
    state = action_scenario(dice=dice)
    app, d = make(state)
    ext = d.scene.ext
    said = [ext.tip_at(rect.center)[0] for rect in ext.token_rects().values()]
    for die in state.data["dice"]:
        if die["token"]:
            with texts_drawn(d.scene.res) as drawn:
                d.move(die_center(d, die["id"]))
                d.frames(2)
            assert ext.hover_die == die["id"]
            said += [t for t in drawn if not re.fullmatch(r"\w+( \d/\d)?", t)]  # captions
    assert "on an [Archer] token: pays [Archer] points" in said
    assert any(s.startswith("[Warlord] token, a Commander token") for s in said)
    bad = {s: unbracketed_tokens(s) for s in said if unbracketed_tokens(s)}
    assert bad == {}, bad


def test_animated_placement_rolls_dice_and_ends_in_step(make):
    state = army_scenario(hands={0: [S.army("yellow")], 1: [S.army("red")]})
    app, d = make(state, animations=True)
    d.drag(hand_point(d, S.army("yellow")), cell_center(d, 1, 0))
    assert d.scene.timeline.busy
    seen_rolling = False
    for _ in range(600):
        seen_rolling |= bool(d.scene.ext.rolling)
        if not d.scene.timeline.busy and not d.scene.ext.busy:
            break
        d.frames(1)
    assert seen_rolling  # the Commander die rolled on screen
    assert not d.scene.ext.rolling and not d.scene.ext.landing
    assert d.scene.display.data["grid"][0]["1,0"] == S.army("yellow")


# ----- whole games -------------------------------------------------------------------------------


def test_a_whole_two_player_bot_game_through_the_ui(make):
    state = get("para-bellum").setup(11, 2)
    app, d = make(state, seats=[Seat("bot", "random"), Seat("bot", "random")])
    d.scene.bots = {0: ai.get("random", 1), 1: ai.get("random", 2)}
    app.fast = True
    for _ in range(20000):
        if state.is_over:
            break
        d.frames(1)
    d.frames(3)
    assert state.is_over
    assert type(app.scene).__name__ == "GameOverScene"


def test_a_whole_game_played_by_mouse(make):
    """Every decision of a person's whole game, made with posted mouse events (a random
    legal choice each time), against a bot: each must be reachable by mouse."""
    state = get("para-bellum").setup(1, 2)
    app, d = make(state)
    d.scene.bots = {1: ai.get("random", 2)}
    mouse = MousePlayer(d)
    me = ai.get("random", 31)
    used = play_by_mouse(state, mouse, me)
    assert {"drag card to cell", "button (end)"} <= used
    assert any(g.startswith("drag die") for g in used)


def test_cells_and_squares_geometry():
    from tabletop.ui.games.para_bellum.grid import GridGeometry

    geo = GridGeometry.fit(pygame.Rect(0, 0, 900, 400), 2)
    a, b = geo.cell_rect(0, 0), geo.cell_rect(0, 1)
    x, y = geo.square_center(G.black_id(0, 0))
    assert a.right <= x <= b.left and y == a.centery  # on the side contact, at band height
    x, y = geo.square_center(G.red_id(0, 0))
    above = geo.cell_rect(1, 0)
    assert above.bottom <= y <= a.top and x == a.centerx
    assert geo.cell_at(a.center) == (0, 0)
    assert geo.cell_at((geo.bounds.centerx, geo.bounds.top - 5), clamp=True)[0] == 3


def test_resizing_keeps_the_table_playable(make):
    state = army_scenario()
    app, d = make(state)
    for size in [(1920, 1080), (800, 600), (2560, 1440), (1280, 720)]:
        d.resize(size)
        assert d.scene.size == size
        geo = d.scene.ext.geo["battlefield.0"]
        assert d.scene.rects["battlefield.0"].contains(geo.bounds)
    d.drag(hand_point(d, S.army("red-blue")), cell_center(d, 0, -1))
    d.settle()
    assert state.data["grid"][0]["0,-1"] == S.army("red-blue")


def test_escape_cancels_a_selection_before_opening_the_menu(make):
    state = action_scenario()
    app, d = make(state)
    d.click(die_center(d, "die:G0"))
    assert d.scene.ext.selected == "die:G0" and not d.scene.escape_menu
    d.key(pygame.K_ESCAPE)
    assert d.scene.ext.selected is None
    assert d.scene.escape_menu  # the next Esc is the app's menu


def test_a_resumed_game_shows_the_log_it_had_without_secrets(make):
    """Continue or Load brings back the game's log (replayed from its history), as the person's
    seat may see it: the opponent's draws stay unnamed."""
    game = get("para-bellum")
    state = game.setup(4, 2)
    pick = ai.get("random", 4)
    seen = [e.for_seat(0).text for e in state.opening]  # "Round 1: ...", from the setup
    while len(state.history) < 60 or state.decision.seat != 0:
        events = state.apply(pick.choose(state.view(state.decision.seat)))
        seen.extend(e.for_seat(0).text for e in events)
    resumed = game.load(state.to_json())
    app, d = make(resumed)
    texts = [e.text for e in d.scene.log.entries]
    resumed_at = texts.index("Para Bellum: game resumed.")
    assert texts[:resumed_at] == seen[-resumed_at:] and resumed_at >= 40
    theirs = [t for t in texts if t.startswith("Player 2 draws")]
    public = {"Player 2 draws an Army card.", "Player 2 draws a Command card."}
    assert theirs and set(theirs) <= public


@pytest.mark.parametrize("players, size", list(itertools.product([2, 3, 4], [(800, 600), *SIZES])))
def test_panel_callouts_rise_beside_the_panel_not_over_it(make, players, size):
    """ "+2 coins", "Red Banner!", "Morale holds": never over the panel they are about, and
    inside the window, at any point of their rise."""
    state = get("para-bellum").setup(4, players)
    app, d = make(state, size=size)
    scene, ext = d.scene, d.scene.ext
    window = pygame.Rect((0, 0), scene.size)
    for seat in range(players):
        panel = scene.rects[scene.lz(f"panel.{seat}")]
        callout = ext._panel_float("Purple Banner!", panel, (140, 62, 176), 34)
        for step in range(11):
            y = callout.center[1] - callout.rise * step / 10
            at = callout.image.get_rect(center=(callout.center[0], round(y)))
            assert not at.colliderect(panel), (seat, step)
            assert window.contains(at), (seat, step)
