"""Para Bellum defects a new player met (2 players against Hard at 1280x720, 4 players at
1920x1080), each driven through the real table: refusals that name what the player tried,
words that fit, badges and callouts where they belong."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games.para_bellum import scenario as S
from tests.ui import para_bellum_table
from tests.ui.para_bellum_table import (
    SIZES,
    action_scenario,
    army_scenario,
    cell_center,
    die_center,
    hand_point,
)
from tests.ui.table_helpers import data_dir, texts_drawn  # noqa: F401 (an autouse fixture)

make = para_bellum_table.make  # the fixture


def test_an_order_dropped_on_the_discard_in_the_army_phase_says_when_orders_are_played(make):
    """Volley dragged onto the Discard pile in the Army phase was told "Special Units are
    deployed with the Deploy action": it is an Order, played in the Action phase."""
    volley = S.command("volley")
    state = army_scenario(hands={0: [S.army("green"), volley], 1: [S.army("red")]})
    app, d = make(state)
    before = state.to_json()
    d.drag(hand_point(d, volley), d.zone_center(d.scene.lz("command_discard")))
    d.settle()
    assert state.to_json() == before
    toast = d.scene.toast_text
    assert "Volley is an Order" in toast and "Command action in your Action phase" in toast
    assert "Special Unit" not in toast


def test_the_general_die_on_the_command_deck_says_where_it_goes(make):
    """With no Commander die, the General die dropped on the Command deck was told "Empower
    raises a Commander die, and you have none": the player never tried to Empower."""
    state = action_scenario(dice=[(0, "black", "black:0,-1", 5, None)])
    app, d = make(state)
    before = state.to_json()
    d.drag(die_center(d, "die:G0"), d.scene.ext.deck_slot("command_deck").center)
    d.settle()
    assert state.to_json() == before
    toast = d.scene.toast_text
    assert "Army deck to Muster" in toast and "Empower needs a red Commander die" in toast


@pytest.mark.parametrize("players, size", [(2, SIZES[0]), (4, SIZES[0]), (4, SIZES[1])])
def test_the_prompt_stops_above_the_battle_reward_bonuses(make, players, size):
    """Completing a legion of the starting colour (4 players, Honours of the Field): the
    prompt's last line "... Battle Reward card." was cut by the first bonus button (the
    bonuses are the game's own buttons, which the prompt did not know of). Every word of the
    prompt lies above them."""
    state = S.build(
        players,
        reward="reward-honours-of-the-field",
        starts=["yellow", "red", "green", "blue"][:players],
        grids={0: {"0,-1": S.army("purple-yellow")}},
        hands={0: [S.army("yellow-green")]},
    )
    S.rig_dice(state, 4, 5)  # no low roll in between
    app, d = make(state, size=size)
    d.drag(hand_point(d, S.army("yellow-green")), cell_center(d, 0, 1))
    d.settle()
    scene = d.scene
    if scene.ext.picker is not None:  # 3 and 4 players: the opponent is named first
        d.click(scene.ext.picker.plates[0].center)
        d.settle()
    assert "Battle Reward" in state.decision.prompt
    buttons = [b.rect for b in scene.ext.choice_buttons]
    assert buttons
    blits: list[pygame.Rect] = []

    class Recording(pygame.Surface):
        def blit(self, source, dest, *args, **kwargs):  # type: ignore[override]
            rect = super().blit(source, dest, *args, **kwargs)
            blits.append(rect)
            return rect

    with texts_drawn(scene.res) as drawn:
        scene._draw_prompt(Recording(scene.size, pygame.SRCALPHA))
    assert "card." in " ".join(drawn)  # the prompt's last words drawn
    under = [r for r in blits if any(r.colliderect(b) for b in buttons)]
    assert under == [], (under, buttons)


class Recording(pygame.Surface):
    """A surface that keeps the rect of every blit (where words and pictures were drawn)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.blits: list[pygame.Rect] = []

    def blit(self, source, dest, *args, **kwargs):  # type: ignore[override]
        rect = super().blit(source, dest, *args, **kwargs)
        self.blits.append(rect)
        return rect


def starting_card_crowded(players: int):
    """The tester's battlefield: a Legion die with a [Cavalry] token just left of the starting
    card, a red [Warlord] die above it, the General die in the middle."""
    return S.build(
        players,
        starts=["green", "red", "yellow", "blue"][:players],
        grids={
            0: {
                "0,-1": S.army("red-green"),
                "0,1": S.army("green"),
                "1,0": S.army("yellow"),
                "1,-1": S.army("purple-yellow"),
            }
        },
        dice=[
            (0, "black", "black:0,-1", 5, "cavalry"),
            (0, "red", "red:0,0", 1, "warlord"),
            (0, "red", "red:0,-1", 5, None),
            (0, "black", "black:0,0", 2, None),
        ],
        phase="action",
    )


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", SIZES)
def test_no_token_badge_is_wedged_against_the_general_die(make, players, size):
    """4 players at 1920x1080: the [Cavalry] token of the Legion die left of the starting card
    peeked out at its right, flush against the General die, its letter tab under it. Every
    token of a battlefield, disc and letter, keeps a gap from the General die."""
    app, d = make(starting_card_crowded(players), size=size)
    ext = d.scene.ext
    geo = ext.geo[d.scene.lz("battlefield.0")]
    general = geo.die_rect("general").inflate(4, 4)  # 2 px all round
    assert geo.shows(0, -1) and geo.shows(1, 0)
    squares = [f"{k}:{r},{c}" for k in ("black", "red") for r in geo.rows for c in geo.cols]
    wedged = {}
    for square in squares:
        surface = Recording(d.scene.size, pygame.SRCALPHA)
        ext._draw_die_token(surface, {"square": square, "token": "cavalry"}, geo)
        assert 1 <= len(surface.blits) <= 2  # the disc (and its letter, when small)
        hit = [r for r in surface.blits if r.colliderect(general)]
        if hit:
            wedged[square] = hit
    assert wedged == {}, (general, wedged)


def ink_share(face: pygame.Surface) -> float:
    """The share of a face's inside (its frame left out) drawn in something other than the
    plain tile's dark fill: a picture, or words."""
    w, h = face.get_size()
    fill = pygame.Color(36, 26, 20)
    inside = [(x, y) for y in range(3, h - 3) for x in range(3, w - 3)]
    drawn = 0
    for x, y in inside:
        c = face.get_at((x, y))
        if c.a > 0 and abs(c.r - fill.r) + abs(c.g - fill.g) + abs(c.b - fill.b) > 60:
            drawn += 1
    return drawn / max(1, len(inside))


@pytest.mark.parametrize("used", [False, True])
def test_an_opponents_small_permanents_show_their_picture(make, used):
    """2 players at 1280x720: the bot's Mounted Scouts on its battlefield was a blank dark box,
    its Quartermaster in its play area showed only "Q…" (a blank box once used). Each small
    face the table draws of them shows the card's picture."""
    scouts, quartermaster = S.command("mounted-scouts"), S.command("quartermaster")
    state = S.build(
        2,
        starts=["green", "purple"],
        grids={1: {"1,0": S.army("purple-green"), "2,0": scouts}},
        play={1: [quartermaster]},
    )
    if used:
        state.data["turned"] = [scouts, quartermaster]
    app, d = make(state, size=(1280, 720))
    scene = d.scene
    art = scene.art
    faces: dict[str, list[pygame.Surface]] = {}
    face = art.face

    def spy(card, size):
        img = face(card, size)
        faces.setdefault(card, []).append(img)
        return img

    art.face = spy
    art.clear()
    scene.ext._rot.clear()
    scene.dirty = True
    scene._sigs = None  # every zone drawn anew
    scene._render_board()
    assert set(faces) >= {scouts, quartermaster}
    small = {card: [f.get_size() for f in faces[card]] for card in (scouts, quartermaster)}
    assert all(max(w, h) < 90 for sizes in small.values() for w, h in sizes), small
    bare = [
        (card, img.get_size(), round(ink_share(img), 2))
        for card in (scouts, quartermaster)
        for img in faces[card]
        if ink_share(img) <= 0.25
    ]
    assert bare == []


def naming_after_an_action(players: int = 4):
    """A seeded game (a replayable history: Undo replays it) where the person, having just
    acted, names an opponent among several (the "Name the opponent" window opens), and
    naming the first leaves the next move to the person."""
    from tabletop import games

    game = games.get("para-bellum")
    for seed in range(1, 30):
        state = game.setup(seed, players)
        for n in range(1500):
            d = state.decision
            if d is None:
                break
            if (
                d.seat == 0
                and {a.kind for a in d.actions} == {"opponent"}
                and len(d.actions) >= 2
                and state.history[-1][0] == 0
                and state.can_undo(0)
            ):
                probe = game.replay(state.setup_args, [a for _, a in state.history])
                probe.apply(d.actions[0])  # named: the person acts next, and may take it back
                if probe.decision is not None and probe.decision.seat == 0 and probe.can_undo(0):
                    return state
            state.apply(d.actions[(n * 7 + seed) % len(d.actions)])
    raise AssertionError("no naming after an action of the person")


def test_ctrl_z_takes_back_with_the_name_the_opponent_window_open(make):
    """4 players: Volley played, Player 2 named; the first Ctrl+Z took back the naming and
    reopened "Name the opponent", and a second was swallowed by that window (its "See the
    table" and the Undo button worked). Ctrl+Z takes back with the window open too."""
    state = naming_after_an_action()
    before = len(state.history)
    app, d = make(state)
    scene = d.scene
    ext = scene.ext
    assert ext.picker is not None and ext.overlay_open
    d.click(ext.picker.plates[0].center)  # name the first
    d.settle()
    assert ext.picker is None and len(state.history) == before + 1
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    d.settle()
    assert len(state.history) == before
    assert ext.picker is not None and ext.overlay_open  # the naming taken back: asked again
    d.key(pygame.K_z, pygame.KMOD_CTRL)  # with the window open
    d.settle()
    assert len(state.history) == before - 1  # the action before the naming taken back
    assert ext.picker is None and not ext.overlay_open
    texts = [e.text for e in scene.log.entries]
    assert sum("takes back" in t for t in texts) == 2, texts[-4:]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", SIZES)
def test_a_seats_callouts_rise_on_its_own_battlefield(make, players, size):
    """ "+1 Ward", "Green Banner!", "+1 VP" for the person rose over the Army and Command
    decks (as if a deck had gained it), and an opponent's "Morale fails!" behind its "Play
    area" label: each seat's callout rises on that seat's battlefield, clear of every title,
    off its panel, at every point of its rise."""
    from tabletop import games

    state = games.get("para-bellum").setup(4, players)
    app, d = make(state, size=size)
    scene, ext = d.scene, d.scene.ext
    for seat in range(players):
        panel = scene.rects[scene.lz(f"panel.{seat}")]
        field = scene.card_area(scene.lz(f"battlefield.{seat}"))
        for words in ("+1 Ward", "Green Banner!", "Morale fails!"):
            callout = ext._panel_float(words, panel, (140, 62, 176), 34)
            for step in range(11):
                y = callout.center[1] - callout.rise * step / 10
                at = callout.image.get_rect(center=(callout.center[0], round(y)))
                assert field.contains(at), (seat, words, step, at, field)
                assert not at.colliderect(panel), (seat, words, step)


def test_a_name_with_no_effect_reads_whole_on_its_plate(make):
    """ "Name Player 2 (no Legion die: no effect)" ran past its plate in the naming window
    at 1280x720: every word of each plate lies on it."""
    volley = S.command("volley")
    state = S.build(
        4,
        starts=["green", "red", "blue", "yellow"],
        hands={0: [volley, S.army("green")]},
        dice=[(3, "black", "black:0,0", 3, None)],
        phase="action",
    )
    app, d = make(state)
    ext = d.scene.ext
    d.drag(hand_point(d, volley), ext.thing_rect("command_discard").center)
    d.settle()
    assert ext.picker is not None
    assert "no effect" in ext.picker.actions[0].text
    surface = Recording(d.scene.size, pygame.SRCALPHA)
    with texts_drawn(d.scene.res) as drawn:
        ext.picker.draw(surface)
    assert "no effect)" in " ".join(drawn)
    plates = ext.picker.plates
    inside = [  # what is drawn on a plate (not the dimming or the window under them)
        r
        for r in surface.blits
        if any(p.colliderect(r) for p in plates) and not any(r.contains(p) for p in plates)
    ]
    assert inside and all(any(p.contains(r) for p in plates) for r in inside)


def test_motivate_with_a_commander_die_at_1_says_it_leaves_with_its_token(make):
    """The Motivate menu said "Commander die goes 1 → 0" without saying that the die and its
    [Strategist] token then leave the table (a die below 1 is removed with its token)."""
    from tests.ui.para_bellum_table import usable_scenario

    state = usable_scenario()
    dice = {x["square"]: x for x in state.data["dice"]}
    dice["red:0,0"]["value"] = 1
    app, d = make(state)
    ext = d.scene.ext
    d.drag(
        ext.thing_rect(dice["red:0,0"]["id"]).center,
        ext.thing_rect(dice["black:1,-1"]["id"]).center,
    )
    assert ext.menu is not None
    assert ext.menu.title == (
        "Motivate: your Commander die goes 1 \u2192 0 and is removed with its [Strategist] token"
    )
    assert " ".join(ext.menu.title_lines) == ext.menu.title  # drawn whole
