"""What Bellwake's table marks on and around its cards, as a play-tester read it: a ribbon's
words whole (or cut with "…" where the next card of the row covers it), a turned card's
ribbon clear of its number chips, the round's steps only while a round is under way, the
Clash's marks gone once the rules have moved on, and the enemy an "Engage" button means lit
while the button is hovered."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.games.bellwake import painters
from tabletop.ui.games.bellwake.cards import BellwakeArt
from tabletop.ui.scene import Seat
from tests.ui.table_helpers import data_dir, table_opener  # noqa: F401 (fixtures)
from tests.ui.test_bellwake_table import (
    GAME,
    advance,
    deciding,
    defend_state,
    put,
    quiet_bot,
    venture_state,
)

HUMAN_BOT = [Seat("human"), Seat("bot")]


@pytest.fixture
def table():
    yield from table_opener(HUMAN_BOT, lambda: {1: quiet_bot()})


def drawn_pills(d, monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """The words and rects of every pill Bellwake's painters draw while the table is laid
    out and drawn anew."""
    seen: list[tuple[str, pygame.Rect]] = []
    real = painters.pill

    def spy(scene, surface, text, *args, **kwargs):
        rect = real(scene, surface, text, *args, **kwargs)
        seen.append((text, rect))
        return rect

    monkeypatch.setattr(painters, "pill", spy)
    d.resize(d.scene.size)
    d.frames(2)
    return seen


def spot(d, card: str):
    return next(s for s in d.scene.spots() if s.card == card)


CHIP_NAMES = ("strike", "ward", "resolve", "health")  # a character's (not its cost)


def turned_chips(art, card: str, rect: pygame.Rect, names=None) -> list[pygame.Rect]:
    """The chips of a turned card (those of ``names``, in order; None: all) where they lie on
    the table (its face turned clockwise)."""
    across = rect.w  # the upright face's height
    chips = art.chip_rects(card, (rect.h, rect.w))
    places = [chips[name] for name in names] if names else list(chips.values())
    return [pygame.Rect(rect.x + across - r.bottom, rect.y + r.left, r.h, r.w) for r in places]


# ----- ribbons --------------------------------------------------------------------------------


def test_a_ribbon_the_next_card_covers_ends_in_an_ellipsis(table, monkeypatch):
    """At 800x600 a defending ally in a full party read "DEFENDIN": the next ally covered
    its ribbon's end. The ribbon's words now end before the next card, whole or cut with
    "…"."""
    state = defend_state()
    state.data["echo"][0] = 3
    for card in ("stair-guard#1", "tower-captain#1", "watch-novice#1", "watch-novice#2"):
        put(state, card, "party.0")
    state.apply(next(a for a in state.decision.actions if a.source == "tower-captain#1"))
    assert state.data["attack"]["defender"] == "tower-captain#1"
    app, d = table(state, size=(800, 600))
    pills = drawn_pills(d, monkeypatch)
    mine = spot(d, "tower-captain#1").rect.inflate(0, 40)  # on it, or just below its edge
    words, rect = next(
        (t, r) for t, r in pills if t.startswith("DEF") and mine.collidepoint(r.topleft)
    )
    assert words == "DEFENDING" or words.endswith("\u2026"), words
    spots = [s for s in d.scene.spots() if s.zone == "party.0"]
    later = spots[[s.card for s in spots].index("tower-captain#1") + 1 :]
    card = spot(d, "tower-captain#1").rect
    row = pygame.Rect(rect.left, rect.top, card.right - rect.left, rect.h)  # under the ribbon
    covering = [s.rect for s in later if s.rect.colliderect(row) and s.rect.left > rect.left]
    assert covering, "the next ally lies over the ribbon's row"
    assert all(rect.right <= r.left for r in covering), (rect, covering)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_a_turned_venturing_hero_shows_its_ribbon_and_its_numbers(table, monkeypatch, size):
    """VENTURING lay over a turned hero's strike and ward chips. It now lies along the card's
    bottom edge, clear of every chip, its word whole."""
    state = venture_state()
    for card in ("hale-brann", "watch-novice#1"):
        state.apply(next(a for a in state.decision.actions if a.source == card))
    state.apply(state.decision.find("confirm"))
    put(state, "hymn-of-clarity#1", "hand.0")
    state.data["echo"][0] = 3
    state = advance(state, deciding(0, "play"), quiet_bot())  # the venture's fast song
    assert "hale-brann" in state.data["committed"]
    app, d = table(state, size=size)
    pills = drawn_pills(d, monkeypatch)
    for card in ("hale-brann", "watch-novice#1"):
        card_rect = spot(d, card).rect
        assert card_rect.w > card_rect.h  # turned
        near = card_rect.inflate(0, card_rect.h)  # on it, or just below its edge
        ribbons = [r for t, r in pills if t == "VENTURING" and near.collidepoint(r.topleft)]
        assert len(ribbons) == 1, pills
        chips = turned_chips(d.scene.art, card, card_rect)
        assert ribbons[0].collidelist(chips) == -1, (card, ribbons[0], chips)


# ----- a full, exhausted party ------------------------------------------------------------------

SEFA_ALLIES = ("pilgrim-of-the-stair#1", "choir-scholar#1", "wayfinder#1", "choir-scholar#2")


def tired_party_state():
    """Sefa's party full (her hero and four allies), every one exhausted and hurt by 1."""
    state = defend_state()
    for card in SEFA_ALLIES:
        put(state, card, "party.1")
    for card in state.zones["party.1"]:
        state.set_flag(card, "exhausted")
        state.add_counter(card, "damage", 1)
    return state


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_full_exhausted_party_shows_each_health_left(table, monkeypatch, size):
    """With five exhausted characters in Sefa's party the "N dmg" pills lay over the names
    and the next card covered each health chip: a play-tester could not tell how close Sefa
    was to falling. Each health chip now shows, in view, the health left (in the harm
    colour), and no pill lies over a name."""
    numbers: dict[str, tuple[dict[str, int], tuple[str, ...]]] = {}
    real = BellwakeArt.draw_numbers

    def spy(art, surface, card, rect, shown, harmed=()):
        numbers[card] = (dict(shown), tuple(harmed))
        return real(art, surface, card, rect, shown, *([harmed] if harmed else []))

    monkeypatch.setattr(BellwakeArt, "draw_numbers", spy)
    state = tired_party_state()
    app, d = table(state, size=size)
    pills = drawn_pills(d, monkeypatch)
    spots = [s for s in d.scene.spots() if s.zone == "party.1"]
    assert [s.card for s in spots] == ["sefa-wren", *SEFA_ALLIES]
    for i, here in enumerate(spots):
        rect = here.rect
        assert rect.w > rect.h  # turned
        chips = dict(
            zip(CHIP_NAMES, turned_chips(d.scene.art, here.card, rect, CHIP_NAMES), strict=True)
        )
        later = [s.rect for s in spots[i + 1 :]]
        assert chips["health"].collidelist(later) == -1, (here.card, chips["health"], later)
        name = pygame.Rect(rect.x, rect.y, min(c.left for c in chips.values()) - rect.x, rect.h)
        over = [(t, r) for t, r in pills if r.colliderect(name)]
        assert not over, (here.card, over)
        health = state.stat(here.card, "health")
        shown, harmed = numbers[here.card]
        assert shown["health"] == health - 1 and "health" in harmed, (here.card, shown)


# ----- gear tucked above its character -------------------------------------------------------


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_two_gear_tags_above_a_character_are_whole(table, size):
    """At 1024x640 "Quilted Mantle" lay over "Bell-hammer" and Hale's header over both: each
    gear tucked above its character now shows at least its tag's height (its words and a
    pixel above and below) before the next card, and the character's name stays whole."""
    from tests.ui.table_helpers import texts_drawn

    state = defend_state()
    for gear in ("bell-hammer#1", "quilted-mantle#1"):
        put(state, gear, "gear.0")
        state.attach(gear, "hale-brann")
    app, d = table(state, size=size)
    spots = {s.card: s.rect for s in d.scene.spots() if s.zone in ("party.0", "gear.0")}
    hale, hammer, mantle = spots["hale-brann"], spots["bell-hammer#1"], spots["quilted-mantle#1"]
    words = d.scene.res.font(12, True).get_height() + 2  # 12 px: the tags' size there
    for gear, below in ((mantle, hammer), (hammer, hale)):
        assert below.top - gear.top >= words, (size, gear, below)
    art = d.scene.art
    art.clear()
    with texts_drawn(d.scene.res) as drawn:
        art.face("hale-brann", hale.size)
    assert not [t for t in drawn if t.endswith("\u2026")], (hale.size, drawn)


# ----- the round's steps and the Clash's marks --------------------------------------------------


def test_between_scenarios_the_round_panel_says_what_comes_next(table):
    """Between two scenarios the round panel still listed Kindle ... Rest, which mean nothing
    then: it says the scenario to come instead."""
    from tests.ui.table_helpers import texts_drawn

    state = advance(GAME.setup(3, 2), deciding(0, "learn"))
    app, d = table(state)
    with texts_drawn(d.scene.res) as drawn:
        d.resize(d.scene.size)
        d.frames(2)
    assert "Between scenarios" in drawn
    assert not {"Kindle", "Clash", "Rest"} & set(drawn), drawn
    words = " ".join(drawn)
    assert "Next: The Foundry Below" in words and "2 of 3" in words


def last_attack_then_rest():
    """Hale defends the Clash's last attack with his hero, with no one left ready and no
    fast song: the rules go on to the Rest and a new round in the same action."""
    state = defend_state()
    state.data["echo"] = [0, 0]
    for seat in (0, 1):
        for card in state.zones[f"party.{seat}"]:
            if card != "hale-brann":
                state.set_flag(card, "exhausted")
    assert len(state.zones["engaged.0"]) == 1 and not state.zones["engaged.1"]
    state._decision = None
    return state, next(a for a in state.decision.actions if a.source == "hale-brann")


def test_the_clash_marks_go_when_the_rules_move_on():
    """The table shows each event with the values it carries; the round's step and the attack
    under way changed without one, so "Clash" stayed lit and DEFENDING and ATTACKS stayed on
    the cards while the Rest's readying and the new round were shown. Each event now leaves
    the table's values as the rules had them then."""
    from tabletop.ui import games
    from tabletop.ui.controller import DisplayModel

    state, action = last_attack_then_rest()
    display = DisplayModel.from_view(state.view(0))
    assert display.data["stage"] == "clash"
    ctl = games.controller_for(GAME)
    events = state.apply(action)
    rest = False
    for event in events:
        ctl.apply_event(display, event.for_seat(0))
        if "readies" in event.text:  # the Rest readies the exhausted
            rest = True
            assert display.data["stage"] == "rest" and not display.data.get("attack"), event
    assert rest, [e.text for e in events]
    assert display.data["stage"] == state.data["stage"] == "muster"
    assert display.data["phase"] == state.phase() and display.data.get("attack") is None


def test_the_clash_marks_go_on_the_table_while_the_rest_is_shown():
    """The same through the table's own animation of the events: while the Rest is shown,
    the round panel lights Rest and no card wears DEFENDING or ATTACKS."""
    from tabletop.ui.table.driver import open_table
    from tests.ui.table_helpers import texts_drawn

    state, action = last_attack_then_rest()
    app, d = open_table(state, HUMAN_BOT, bots={1: quiet_bot()}, animations=True)
    try:
        scene = d.scene
        app.settings.animation_speed = 8.0  # the same animations, in fewer frames
        scene.apply(action)
        seen = []
        for _ in range(2000):
            if not scene.timeline.busy:
                break
            with texts_drawn(scene.res) as drawn:
                d.frames(1)
            last = scene.log.entries[-1].text if scene.log.entries else ""
            if last.startswith("Rest:"):  # "Rest: the Hush rises by 1 to 8."
                seen.append((scene.display.data.get("stage"), scene.display.data.get("attack")))
                assert "DEFENDING" not in drawn and "ATTACKS" not in drawn, last
        assert seen and all(stage == "rest" and not attack for stage, attack in seen), seen
    finally:
        app.close()


# ----- the enemy an Engage button means ---------------------------------------------------------


def test_hovering_an_engage_button_lights_the_enemy_it_means(table):
    """Two "Engage Mist Weaver" buttons read "(left)" and "(right)", but nothing on the table
    showed which card is which: the card a hovered button means is lit, the other is not."""
    from tabletop import ai

    state = GAME.setup(3, 2)
    bot = ai.get("greedy", 3)
    for _ in range(257):
        state.apply(bot.choose(state.view(state.decision.seat)))
    engage = [a for a in state.decision.actions if a.kind == "engage"]
    assert len(engage) == 2 and engage[0].text == engage[1].text
    app, d = table(state)
    scene = d.scene
    row = state.zones["staging"]
    left, right = sorted((a.source for a in engage), key=row.index)
    a, b = spot(d, left).rect, spot(d, right).rect
    around = {  # each card's outer edge, where the other's light never reaches
        left: pygame.Rect(a.left - 8, a.top, 8, a.h),
        right: pygame.Rect(b.right, b.top, 8, b.h),
    }

    def looks() -> dict[str, bytes]:
        d.frames(2)
        app._draw(force=True)
        screen = pygame.display.get_surface()
        return {c: pygame.image.tobytes(screen.subsurface(r), "RGB") for c, r in around.items()}

    d.move(scene.rects["status"].midleft)
    plain = looks()
    for card, other in ((right, left), (left, right)):
        button = next(b for b in scene.decision_buttons() if b.value.source == card)
        assert button.label.endswith("(right)" if card == right else "(left)")
        d.move(button.rect.center)
        lit = looks()
        assert lit[card] != plain[card], f"{button.label}: its card is not lit"
        assert lit[other] == plain[other], f"{button.label}: the other card is lit"
