"""The Para Bellum table driven by posted mouse events through the real app loop."""

from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop import ai
from tabletop.games import get
from tabletop.games.para_bellum import grid as G
from tabletop.games.para_bellum import scenario as S
from tabletop.games.para_bellum.data import REWARDS
from tabletop.rules import Action
from tabletop.ui.app import App
from tabletop.ui.games.para_bellum.driver import MousePlayer
from tabletop.ui.layout import Layout
from tabletop.ui.resources import ROOT, Resources
from tabletop.ui.scene import Seat
from tabletop.ui.settings import Settings
from tabletop.ui.table import TableScene, theme
from tabletop.ui.table.driver import Driver, ScriptedBot
from tests.ui.table_helpers import (
    data_dir,  # noqa: F401 (an autouse fixture)
    play_by_mouse,
)

HUMAN_BOT = [Seat("human"), Seat("bot", "random")]
SIZES = [(1280, 720), (1920, 1080)]


@pytest.fixture
def make():
    apps: list[App] = []

    def _make(state, seats=None, size=(1280, 720), animations=False):
        seats = seats or [Seat("human")] + [Seat("bot", "random")] * (state.players - 1)
        app = App(
            size,
            realtime=False,
            raise_errors=True,
            settings=Settings(bot_delay=0.0, animations=animations),
        )
        apps.append(app)
        app.resume(state, list(seats))
        scene = app.scene
        assert isinstance(scene, TableScene)
        for seat in scene.bots:
            scene.bots[seat] = ScriptedBot(prefer=("end", "decline"))
        driver = Driver(app)
        driver.settle()
        return app, driver

    yield _make
    for app in apps:
        app.close()


def cell_center(d: Driver, r: int, c: int, seat_pos: int = 0) -> tuple[int, int]:
    geo = d.scene.ext.geo[f"battlefield.{seat_pos}"]
    return geo.cell_rect(r, c).center


def army_scenario(**extra):
    """Blue starting card; in hand a Red-Blue Outpost (fits left of it) and a Green Column."""
    args = dict(
        starts=["blue", "red"],
        hands={0: [S.army("red-blue"), S.army("green")], 1: [S.army("red")]},
    )
    args.update(extra)
    return S.build(2, **args)


def hand_point(d: Driver, card: str) -> tuple[int, int]:
    return MousePlayer(d).hand_point(card)


# ----- placing Army cards ------------------------------------------------------------------------


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
    "where, words",
    [
        ((0, -1), "Colours must match"),  # a green edge against the blue starting card
        ((2, 3), "must attach to another Army card"),
        (None, "rows"),  # above the grid: outside the four rows
    ],
)
def test_drop_on_an_illegal_cell_springs_back_and_says_why(make, where, words):
    state = army_scenario()
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


def action_scenario(players=2, **extra):
    """Seat 0's Action phase with a Legate (1 [Warlord]) and a Triumphal Arch (2 [Warlord])."""
    args = dict(
        starts=["blue", "red", "green", "yellow"][:players],
        grids={
            0: {"0,-1": S.army("red-blue"), "0,1": S.army("blue-green"), "1,0": S.army("yellow")}
        },
        hands={0: [S.army("green")]},
        play={0: [S.command("legate"), S.command("triumphal-arch")]},
        dice=[(0, "red", "red:0,0", 4, "warlord"), (0, "black", "black:0,-1", 5, None)],
        coins=[3] + [2] * (players - 1),
        phase="action",
    )
    args.update(extra)
    return S.build(players, **args)


def die_center(d: Driver, die_id: str) -> tuple[int, int]:
    ext = d.scene.ext
    return ext.die_rect(ext.die_by_id(die_id)).center


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


# ----- layouts -----------------------------------------------------------------------------------


def overlaps(rects: dict[str, pygame.Rect]) -> list[tuple[str, str]]:
    return [
        (a, b)
        for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2)
        if ra.colliderect(rb)
    ]


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
    seen: list[str] = []
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


# ----- a new player's playthrough: what the table must make plain -------------------------------


def usable_scenario(**extra):
    """Seat 0's Action phase: Road (free) and Barracks (1 [Strategist]) in the play area, a
    Heavy Cavalry (2 [Cavalry]) on the battlefield, a Temple and a Forced March in hand; a red
    [Strategist] die under two Legion dice (5 and 6) diagonally above it."""
    args = dict(
        starts=["yellow", "red"],
        grids={
            0: {
                "0,1": S.army("yellow-green"),
                "0,2": S.army("green"),
                "0,3": S.army("green-red"),
                "1,3": S.command("heavy-cavalry"),
                "1,-1": S.army("purple-yellow"),
                "1,0": S.army("yellow"),
                "1,1": S.army("yellow-green", 1),
            }
        },
        hands={0: [S.command("temple"), S.command("forced-march"), S.army("red-blue")]},
        play={0: [S.command("road"), S.command("barracks")]},
        dice=[
            (0, "black", "black:0,1", 4, "cavalry"),
            (0, "red", "red:0,0", 4, "strategist"),
            (0, "black", "black:1,-1", 5, None),
            (0, "black", "black:1,0", 6, None),
        ],
        coins=[3, 2],
        phase="action",
    )
    args.update(extra)
    return S.build(2, **args)


def overlay_differs(app, d, rect: pygame.Rect) -> bool:
    """Whether what is drawn over the board changes the window inside ``rect``."""
    app._draw(force=True)
    board = d.scene._board
    return any(
        app.screen.get_at((x, y)) != board.get_at((x, y))
        for x in range(rect.x, rect.right, 3)
        for y in range(rect.y, rect.bottom, 3)
    )


def test_cards_paid_with_a_die_glow_like_free_ones_and_say_how_to_pay(make):
    state = usable_scenario()
    app, d = make(state)
    ext = d.scene.ext
    d.move((2, 2))
    barracks, cavalry = S.command("barracks"), S.command("heavy-cavalry")
    for card in (barracks, cavalry, S.command("road")):  # on the table: a tint over the card
        rect = ext.card_rect(card)
        assert overlay_differs(app, d, rect.inflate(-rect.w // 2, -rect.h // 2)), card

    def above(card: str) -> pygame.Rect:  # a halo around a hand card shows above its middle
        rect = next(s.rect for s in d.scene.spots() if s.card == card)
        return pygame.Rect(rect.x + rect.w // 4, rect.y - 6, rect.w // 2, 8)

    for card in (S.command("temple"), S.command("forced-march")):
        assert overlay_differs(app, d, above(card)), card
    assert not overlay_differs(app, d, above(S.army("red-blue")))  # Requisition only: no glow
    # selecting the card: the prompt says what to do next
    base = d.scene.prompt_texts()[2]
    d.click(ext.card_rect(cavalry).center)
    assert ext.selected == cavalry
    hint = d.scene.prompt_texts()[2]
    assert hint.startswith(
        "Heavy Cavalry: drag or click a glowing [Cavalry] die (or a coin) to pay 2."
    )
    d.key(pygame.K_ESCAPE)
    assert d.scene.prompt_texts()[2] == base
    d.click(ext.card_rect(barracks).center)
    assert d.scene.prompt_texts()[2].startswith(
        "Barracks: drag or click a glowing [Strategist] die (or a coin) to pay 1."
    )


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("which", ["cavalry", "motivate"])
def test_payment_menus_are_short_cancelable_and_keep_the_dice_in_sight(make, size, which):
    state = usable_scenario()
    app, d = make(state, size=size)
    ext = d.scene.ext
    before = state.to_json()
    dice = {x["square"]: x for x in state.data["dice"]}
    cavalry = S.command("heavy-cavalry")
    if which == "cavalry":
        source, target = dice["black:0,1"]["id"], cavalry
        labels = ["Pay 2 from the die", "Pay 1 from the die + 1 coin", "Cancel"]
        involved = [source, cavalry]
    else:
        source, target = dice["red:0,0"]["id"], dice["black:1,-1"]["id"]
        labels = ["Reroll the 5", "Reroll both (5 and 6)", "Cancel"]
        involved = [source, target, dice["black:1,0"]["id"]]
    d.drag(ext.thing_rect(source).center, ext.thing_rect(target).center)
    menu = ext.menu
    assert menu is not None
    assert [b.label for b in menu.buttons] == labels
    window = pygame.Rect((0, 0), size)
    assert window.contains(menu.rect)
    assert menu.rect.w <= size[0] // 2
    for thing in involved:  # the menu hides none of the dice (or the card) it is about
        assert not menu.rect.colliderect(ext.thing_rect(thing)), thing
    for b in menu.buttons:  # no label is shrunk or cut off
        assert d.scene.res.font(theme.px(21, d.scene.scale, 12), True).size(b.label)[0] < b.rect.w
    d.click(menu.cancel.rect.center)
    assert ext.menu is None and state.to_json() == before
    if which == "motivate":  # the menu again, and the second choice applies
        d.drag(ext.thing_rect(source).center, ext.thing_rect(target).center)
        d.click(ext.menu.buttons[1].rect.center)
        d.settle()
        assert state.history[-1][1].option == "both"


def token_scenario():
    """The Army phase: placing a Yellow Column above the blue starting card rolls a red die
    (then a token is taken); a black die lies beside the starting card."""
    return S.build(
        2,
        starts=["blue", "red"],
        hands={0: [S.army("yellow")], 1: [S.army("red")]},
        grids={0: {"0,-1": S.army("red-blue")}},
        dice=[(0, "black", "black:0,-1", 3, None)],
    )


def test_a_token_dropped_on_the_wrong_die_says_which_die_it_goes_under(make):
    state = token_scenario()
    app, d = make(state)
    ext = d.scene.ext
    d.drag(hand_point(d, S.army("yellow")), cell_center(d, 1, 0))
    d.settle()
    assert state.decision.actions[0].kind == "token"
    before = state.to_json()
    black = next(x for x in state.data["dice"] if x["colour"] == "black")
    red = next(x for x in state.data["dice"] if x["colour"] == "red")
    trays = ext.token_rects()
    d.drag(trays["token:warlord"].center, die_center(d, black["id"]))
    d.settle()
    assert d.scene.toast_text == "A Warlord token goes under a red Commander die."
    d.drag(trays["token:archer"].center, die_center(d, red["id"]))
    d.settle()
    assert d.scene.toast_text == "An Archer token goes under a black Legion die."
    assert state.to_json() == before


def test_an_illegal_special_unit_drop_says_you_cant_deploy_it_there(make):
    state = S.build(
        2,
        starts=["yellow", "red"],
        grids={0: {"0,1": S.army("yellow-green"), "0,2": S.army("green")}},
        hands={0: [S.command("heavy-cavalry")]},
        phase="action",
    )
    app, d = make(state)
    before = state.to_json()
    d.drag(hand_point(d, S.command("heavy-cavalry")), cell_center(d, 1, 3))  # nothing below
    d.settle()
    assert state.to_json() == before
    assert d.scene.toast_text == (
        "You can't deploy it there: a Special Unit must stand on top of an Army card (to make "
        "a square): the cell below it must hold one."
    )


def bonus_scenario():
    """Placing the Yellow-Green Outpost completes a 3-card yellow legion through the yellow
    starting card: its player chooses any bonus of the Battle Reward."""
    state = S.build(
        2,
        starts=["yellow", "red"],
        grids={0: {"0,-1": S.army("purple-yellow")}},
        hands={0: [S.army("yellow-green")]},
    )
    S.rig_dice(state, 4, 5)  # no low roll in between
    return state


@pytest.mark.parametrize("size", SIZES)
def test_battle_reward_bonuses_are_one_size_wrapped_and_the_header_says_army_phase(make, size):
    state = bonus_scenario()
    app, d = make(state, size=size)
    d.drag(hand_point(d, S.army("yellow-green")), cell_center(d, 0, 1))
    d.settle()
    assert {a.kind for a in state.decision.actions} == {"bonus"}
    scene, ext = d.scene, d.scene.ext
    assert scene.controller.status(scene.display, scene.seat_names()).endswith("Army phase")
    buttons = ext.choice_buttons
    assert len(buttons) == 5 and not scene.decision_buttons()
    app._draw(force=True)
    assert len({b.size for b in buttons}) == 1  # one text size for all
    for b in buttons:  # nothing cut off: every word drawn, on one or two lines
        assert " ".join(b.lines) == b.label and 1 <= len(b.lines) <= 2
        assert scene.rects["prompt"].contains(b.rect)
    assert max(len(b.lines) for b in buttons) == 2
    assert overlaps({b.label: b.rect for b in buttons}) == []
    green = next(b for b in buttons if b.value.option == "green")
    assert green.label == "Green: Draw 2 Army cards and raise your General die by 1."
    hand = len(state.zones["hand.0"])
    d.click(green.rect.center)
    d.settle()
    assert state.history[-1][1].option == "green"
    assert len(state.zones["hand.0"]) == hand + 2


def test_forced_march_places_a_card_in_the_action_phase(make):
    state = S.build(
        2,
        starts=["blue", "red"],
        hands={0: [S.command("forced-march"), S.army("red-blue")]},
        phase="action",
    )
    app, d = make(state)
    pile = d.scene.ext.thing_rect("command_discard").center
    d.drag(hand_point(d, S.command("forced-march")), pile)
    d.settle()
    assert state.data["stack"][-1]["step"] == "place"
    status = d.scene.controller.status(d.scene.display, d.scene.seat_names())
    assert status.endswith("Action phase")


def test_the_actions_track_names_whose_actions_and_goes_dark_at_the_end():
    state = S.build(2, starts=["yellow", "red"], phase="action", active=1)
    app = App(
        (1280, 720),
        realtime=False,
        raise_errors=True,
        settings=Settings(bot_delay=60.0, animations=False),
    )
    try:
        app.resume(state, list(HUMAN_BOT))
        app.run_frames(3)
        scene = app.scene
        ext = scene.ext
        assert state.decision.seat == 1  # the bot is still to act
        assert ext.actions_title() == "Player 2's actions this turn"
        rect = scene.rects["actions"]
        strip = pygame.Rect(rect.x + 4, rect.y + 4, rect.w - 8, scene.label_height())
        board, static = scene._board, scene._static
        assert any(  # the layout's label is written over
            board.get_at((x, y)) != static.get_at((x, y))
            for x in range(strip.x, strip.right, 2)
            for y in range(strip.y, strip.bottom, 2)
        )
        boxes = ext.action_boxes("actions")
        lit = [board.get_at(b.center) != static.get_at(b.center) for b in boxes]
        assert all(lit)  # three helmets
        state.end_game("Test over.")
        scene._after_actions()
        app._draw(force=True)
        assert ext.actions_title() == "Actions"
        board = scene._board
        assert not any(board.get_at(b.center) != static.get_at(b.center) for b in boxes)
    finally:
        app.close()


def test_player_panel_icons_say_what_they_are(make):
    state = usable_scenario(wards=[1, 2])
    app, d = make(state)
    ext = d.scene.ext
    boxes = {key: box for key, _, _, box, _ in ext._stat_boxes("panel.0")}
    expected = {
        "coin": "Coins: 3.",
        "ward": "Wards: 1.",
        "vp": "VP markers: 0.",
        "command": "Command cards in hand: 2.",
    }
    for key, words in expected.items():
        d.move(boxes[key].center)
        assert ext.tip is not None and ext.tip[0].startswith(words), key
    d.move(boxes["vp"].center)
    app._draw(force=True)
    below = pygame.Rect(boxes["vp"].x, boxes["vp"].bottom + 12, 40, 10)
    assert overlay_differs(app, d, below)  # the tooltip is drawn under the icon
    theirs = {key: box for key, _, _, box, _ in ext._stat_boxes("panel.1")}
    d.move(theirs["ward"].center)
    assert ext.tip[0].startswith("Wards: 2.")
    banner = ext._banner_boxes(ext._panel_geometry("panel.0")["banners"])[0][1]
    d.move(banner.center)
    assert ext.tip[0].startswith("Red Color Banner")
    d.move(ext.token_rects()["token:priest"].center)
    assert ext.tip[0].startswith("[Priest] token")
    d.move((ext.card_rect(S.command("road")).centerx, 5))
    assert ext.tip is None


# ----- small windows: every text whole (or deliberately shortened) and apart --------------------

TEXT_SIZES = [(800, 600), (1024, 768), (1280, 720), (1920, 1080)]


class InkBoard(pygame.Surface):
    """A board that notes where text surfaces were blitted: the ink (the painted pixels) of each,
    unclipped, so that a text cut off at a zone's edge shows as ink outside the zone."""

    def __init__(self, size: tuple[int, int], texts: dict[int, str]) -> None:
        super().__init__(size, pygame.SRCALPHA)
        self.texts = texts
        self.inks: list[tuple[str, pygame.Rect]] = []

    def blit(self, source, dest, area=None, special_flags=0):  # noqa: D102 - pygame's blit
        rect = super().blit(source, dest, area, special_flags)
        text = self.texts.get(id(source))
        if text is not None and area is None:
            ink = source.get_bounding_rect().move(int(dest[0]), int(dest[1]))
            if ink.w and ink.h:
                self.inks.append((text, ink))
        return rect


def record_texts(monkeypatch, res) -> dict[int, str]:
    """Make ``res.text`` note which surface holds which words."""
    texts: dict[int, str] = {}
    original = res.text

    def text(words, size, color=(240, 232, 214), bold=False, serif=False):
        surf = original(words, size, color, bold, serif)
        texts[id(surf)] = words
        return surf

    monkeypatch.setattr(res, "text", text)
    return texts


def scene_labels(scene) -> list[tuple[str, str, pygame.Rect]]:
    """The zone labels the generic table draws on its static layer (its rule: the label size,
    or 3 smaller when it is too wide), as (zone, words, ink)."""
    res, names, out = scene.res, scene.seat_names(), []
    for lzone, rect in scene.rects.items():
        if scene.zone(lzone).kind in ("log", "prompt", "status"):
            continue
        label = scene.zone_label(lzone, names)
        if not label:
            continue
        img = res.text(label, scene.label_size, theme.MUTED, True)
        pad = theme.px(10, scene.scale, 4)
        if img.get_width() > rect.w - 2 * pad:
            img = res.text(label, max(9, scene.label_size - 3), theme.MUTED, True)
        top = (rect.x + pad, rect.y + theme.px(5, scene.scale, 2))
        out.append((lzone, label, img.get_bounding_rect().move(top)))
    return out


def busy_table_scenario(players: int):
    """Held tokens, banners, long-named permanents, a full Command row: the most words."""
    dice = [
        (0, "black", "black:0,1", 4, "cavalry"),
        (0, "red", "red:0,0", 4, "strategist"),
        (0, "black", "black:1,-1", 5, "warlord"),
        (0, "red", "red:1,0", 6, "engineer"),
    ]
    keys = ["quartermaster", "drillmaster", "spymaster", "praetorian-guard", "standard-bearers"]
    return S.build(
        players,
        starts=["yellow", "red", "blue", "green"][:players],
        grids={0: {"0,1": S.army("yellow-green")}},
        hands={0: [S.army("green-yellow"), S.army("purple-yellow"), S.command("rally-the-troops")]},
        play={0: [S.command(k) for k in keys[:3]], 1: [S.command(k) for k in keys[3:]]},
        dice=dice,
        banners={0: ["red", "blue"], 1: ["purple"]},
        phase="action",
    )


def zone_inks(scene, texts, zones, over=True) -> list[tuple[str, str, pygame.Rect]]:
    """The texts the Para Bellum table draws in ``zones`` (on the board, clipped to each zone's
    paint rect as the board is) and, with ``over``, over the board, as (zone, words, ink)."""
    ext = scene.ext
    board = InkBoard(scene.size, texts)
    out = []
    for lzone in zones:
        if scene.zone(lzone).kind in ext.kinds:
            board.inks = []
            board.set_clip(scene.paint_rect(lzone))
            ext.draw_zone(board, lzone)
            out += [(lzone, words, ink) for words, ink in board.inks]
    board.set_clip(None)
    board.inks = []
    ext.tip = None
    if over:
        ext.draw_over(board)  # the titles of the generic table's zones ("Being played")
    for words, ink in board.inks:
        owner = next(z for z, r in scene.rects.items() if r.colliderect(ink))
        out.append((owner, words, ink))
    return out


def assert_whole_and_apart(scene, inks, size) -> None:
    """Every text inside its zone, and no two texts closer than a few pixels side by side
    (so that "Warlord 0/2" and "Strategist 0/2" never read as one)."""
    for lzone, words, ink in inks:
        assert scene.rects[lzone].contains(ink), (size, lzone, words, ink, scene.rects[lzone])
    apart = theme.px(4, scene.scale, 3)
    clashes = [
        (a[1], b[1])
        for a, b in itertools.combinations(inks, 2)
        if a[2].inflate(apart, 0).colliderect(b[2])
        and not (a[2].contains(b[2]) or b[2].contains(a[2]))  # a badge's letter in its row
    ]
    assert clashes == [], size


@pytest.mark.parametrize("players, size", list(itertools.product([2, 3, 4], TEXT_SIZES)))
def test_table_texts_are_whole_and_do_not_overlap(make, monkeypatch, players, size):
    """Zone titles, the token tray, the Battle Reward (each of them), the panels and the actions
    track: every text lies inside its zone and no two texts touch, from 800x600 to 1080p."""
    app, d = make(busy_table_scenario(players), size=size)
    scene, ext = d.scene, d.scene.ext
    texts = record_texts(monkeypatch, scene.res)
    inks = scene_labels(scene) + zone_inks(scene, texts, list(scene.rects))
    assert_whole_and_apart(scene, inks, size)
    titles = {words for _, words, _ in inks}
    assert {"Tokens", "Discard"} <= titles and titles & {"Being played", "Playing"}
    rest = [i for i in inks if i[0] != "reward"]
    for rid in REWARDS:
        scene.display.data["battle_reward"] = rid
        drawn = zone_inks(scene, texts, ["reward"], over=False)
        assert_whole_and_apart(scene, rest + drawn, (size, rid))
        layout = ext.reward_layout("reward")
        for row in layout.rows:  # every word drawn, or cut with "…" and whole in a tooltip
            shown = " ".join(row.lines)
            if row.cut:
                assert shown.endswith("\u2026") and row.text.startswith(shown[:-1].rstrip())
                tip = ext.tip_at(row.rect.center)
                assert tip is not None and row.text in tip[0]
            else:
                assert shown == row.text and ext.tip_at(row.rect.center) is None
        if size[0] >= 1280:
            assert not any(row.cut for row in layout.rows), (size, rid)


@pytest.mark.parametrize("players, size", [(2, s) for s in TEXT_SIZES] + [(4, (800, 600))])
def test_card_names_fit_their_strips_or_are_shortened(make, monkeypatch, players, size):
    """Card faces at every size the table shows them (hand, Command row, play areas): each
    text inside the card and apart from the others; a name too long for its strip loses its
    kind word ("Green-Yellow", the face says OUTPOST) or is cut with "…", never clipped."""
    app, d = make(busy_table_scenario(players), size=size)
    scene = d.scene
    art = scene.art
    texts = record_texts(monkeypatch, scene.res)
    boards: list[InkBoard] = []
    plain = art._frame_plain

    def frame(w, h, fill, edge):
        board = InkBoard((w, h), texts)
        board.blit(plain(w, h, fill, edge), (0, 0))
        boards.append(board)
        return board

    monkeypatch.setattr(art, "_frame_plain", frame)
    monkeypatch.setattr(art, "_art", lambda *a, **k: None)  # Command faces on plain frames
    patterns = ("green-yellow", "purple-yellow", "yellow-purple", "blue-red", "green")
    keys = ("quartermaster", "praetorian-guard", "standard-bearers", "rally-the-troops")
    cards = [S.army(p) for p in patterns] + [S.command(k) for k in keys]
    names = {c: get("para-bellum").cards[c]["name"] for c in cards}
    hand = {spot.rect.size for spot in scene.spots() if spot.zone == "hand.0"}
    shown = {spot.rect.size for spot in scene.spots()}
    assert hand
    for w, h in sorted(shown):
        for card in cards if (w, h) in hand else cards[len(patterns) :]:  # Army cards: hand
            boards.clear()
            art._render_face(card, w, h)
            (board,) = boards
            inner = board.get_rect().inflate(-2, -2)
            for words, ink in board.inks:
                assert inner.contains(ink), (size, (w, h), words, ink)
            clashes = [
                (a, b)
                for (a, ra), (b, rb) in itertools.combinations(board.inks, 2)
                if a != b and ra.colliderect(rb) and not (ra.contains(rb) or rb.contains(ra))
            ]
            assert clashes == [], (size, (w, h), card)
            name = names[card]
            if card.startswith("army"):  # the strip at the top: the name, shortened or cut
                title = min(board.inks, key=lambda i: i[1].y)[0]
                short = name.rpartition(" ")[0]
                cut = title.endswith("\u2026") and short.startswith(title[:-1].rstrip())
                assert title in (name, short) or cut, (size, (w, h), title)


@pytest.mark.parametrize("scenario", ["army", "usable"])
def test_what_is_drawn_over_the_board_lies_in_the_areas_reported(make, scenario):
    """The window is refreshed next frame only where ``draw_over`` says it drew (present.py):
    putting the board back over those areas must leave exactly the board."""
    state = army_scenario() if scenario == "army" else usable_scenario()
    app, d = make(state, size=(1920, 1080))
    d.frames(3)
    board = d.scene._board
    drawn = board.copy()
    areas = d.scene.ext.draw_over(drawn)
    assert areas is not None and areas  # glows or hints were drawn, and noted
    assert pygame.image.tobytes(drawn, "RGB") != pygame.image.tobytes(board, "RGB")
    for rect in areas:
        drawn.blit(board, rect, rect)
    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(board, "RGB")
