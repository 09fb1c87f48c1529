"""The Para Bellum table as a new player meets it: what the table must make plain (payments,
tokens, Special Units, the Battle Reward, the actions track, the panels)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.para_bellum import scenario as S
from tabletop.ui.app import App
from tabletop.ui.settings import Settings
from tabletop.ui.table import theme
from tests.ui import para_bellum_table
from tests.ui.para_bellum_table import (
    HUMAN_BOT,
    SIZES,
    cell_center,
    die_center,
    hand_point,
    overlaps,
    usable_scenario,
)
from tests.ui.table_helpers import (
    data_dir,  # noqa: F401 (an autouse fixture)
    texts_drawn,
)

# ----- a new player's playthrough: what the table must make plain -------------------------------

make = para_bellum_table.make  # the fixture


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
@pytest.mark.parametrize("which", ["cavalry", "motivate", "empower"])
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
    elif which == "motivate":
        source, target = dice["red:0,0"]["id"], dice["black:1,-1"]["id"]
        labels = ["Reroll the 5", "Reroll both (5 and 6)", "Cancel"]
        involved = [source, target, dice["black:1,0"]["id"]]
    else:  # the two Empowers differ only in how far the Commander die goes up
        source, target = (
            next(x["id"] for x in state.data["dice"] if x["colour"] == "blue"),
            (dice["red:0,0"]["id"]),
        )
        labels = [
            "Raise the Commander die by 1 (4 \u2192 5)",
            "Raise the Commander die by 2 (4 \u2192 6)",
            "Cancel",
        ]
        involved = [source, target]
    d.drag(ext.thing_rect(source).center, ext.thing_rect(target).center)
    menu = ext.menu
    assert menu is not None
    assert [b.label for b in menu.buttons] == labels
    if which == "empower":
        general = next(x for x in state.data["dice"] if x["colour"] == "blue")["value"]
        assert menu.title == f"Empower: your General die goes {general} \u2192 {general - 1}"
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
    assert d.scene.toast_text == "A [Warlord] token goes under a red Commander die."
    d.drag(trays["token:archer"].center, die_center(d, red["id"]))
    d.settle()
    assert d.scene.toast_text == "An [Archer] token goes under a black Legion die."
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


@pytest.mark.parametrize("size", SIZES)
def test_the_prompt_shows_whole_instructions_and_says_where_the_rest_are(make, size):
    """The Action phase's list of ways to act is longer than the prompt panel at 1280x720:
    each instruction shown is whole (none stops mid-sentence), and a last line says where the
    rest are; where it fits, every instruction shows."""
    state = usable_scenario()
    app, d = make(state, size=size)
    scene = d.scene
    hint = scene.prompt_texts()[2]
    bullets = [line for line in hint.split("\n") if line]
    with texts_drawn(scene.res) as drawn:
        d.resize(size)  # the table laid out and drawn anew, the prompt with it
        d.frames(2)
    start = next(i for i, s in enumerate(drawn) if s.startswith(bullets[0][:12]))
    shown = " ".join(drawn[start:])
    whole = [b for b in bullets if " ".join(b.split()) in shown]
    assert whole, shown
    assert len(whole) == len(bullets) or "more in How to play (in the Esc menu)" in shown
    if size == (1280, 720):
        assert len(whole) < len(bullets)  # the scenario is meant to overflow there
    for b in bullets[len(whole) :]:  # a left-out instruction shows not even its first words
        assert " ".join(b.split()[:4]) not in shown, b


@pytest.mark.parametrize("size", SIZES)
def test_used_cards_keep_their_names_readable_and_their_marks_inside_their_zone(make, size):
    """A Special Unit used this turn is shaded and marked "used" on a tab on its top edge,
    mostly in the gap above it, so that the mark never covers its name (a long one, such as
    "Praetorian Guard", fills the tile to its top); a used permanent at the left edge of the
    play area keeps its words whole, inside the play area."""
    cavalry, road = S.command("heavy-cavalry"), S.command("road")
    pictures = {}
    for used in (False, True):  # noqa: B007 (both drawn: the same places either way)
        state = usable_scenario(play={0: [road]})  # alone: the widest slot, at the left
        if used:
            state.data["turned"] = [cavalry, road]
        app, d = make(state, size=size)
        d.frames(2)
        pictures[used] = (app.screen.copy(), d.scene.ext.card_rect(cavalry), d.scene.rects)
        app.close()
    tile, rects = pictures[False][1:]
    after = pictures[True][0]
    # the word "used" is the one bright thing on and over a shaded card: it stays off the name
    around = pygame.Rect(tile.left + 2, tile.top - tile.h // 2, tile.w - 4, tile.h + tile.h // 2)
    bright = [
        (x, y)
        for x in range(around.left, around.right)
        for y in range(around.top, around.bottom - 2)
        if min(after.get_at((x, y))[:2]) > 200
    ]
    assert bright  # the mark is drawn
    assert max(y for _, y in bright) < tile.top + tile.h * 0.15, "the mark covers the name"
    play = rects["play.0"]
    left = pygame.Rect(0, play.top, play.left + 3, play.h)  # up to the play area's edge
    words = [  # the marks' pale ink (a usable card's gold glow is not pale)
        (x, y)
        for x in range(left.left, left.right)
        for y in range(left.top, left.bottom)
        if min(after.get_at((x, y))[:2]) > 215 and after.get_at((x, y))[2] > 140
    ]
    assert not words, "a mark runs into the play area's edge (its first letter cut)"
