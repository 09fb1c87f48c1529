"""The first-game guide at the table, through real posted mouse events: it shows on a person's
first game, points at the zones of the decision at hand without covering them, moves on with
the decision, finishes after the first turn and is not shown again; off in the settings, it
does not show; turned on again with its games cleared, it shows again."""

from __future__ import annotations

import pygame
import pytest

import tabletop.games
from tabletop.ui.scene import Seat
from tabletop.ui.settings import Settings
from tabletop.ui.table.driver import ScriptedBot, open_table
from tabletop.ui.table.guide import load_spec

GAMES = sorted(tabletop.games.ids())
SEATS = [Seat("human"), Seat("bot")]


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    return tmp_path


@pytest.fixture
def tables():
    apps = []

    def _open(game_id: str, seed: int = 3, settings: Settings | None = None, bot=None):
        state = tabletop.games.get(game_id).setup(seed, 2)
        app, driver = open_table(state, SEATS, guide=True, bots={1: bot} if bot else None)
        if settings is not None:  # a new table with these settings
            app.settings = settings
            app.resume(tabletop.games.get(game_id).setup(seed, 2), SEATS)
            if bot:
                app.scene.bots[1] = bot
            driver.settle()
        apps.append(app)
        driver.wait_for_turn()
        driver.frames(2)
        return app, driver

    yield _open
    for app in apps:
        app.close()


def test_every_game_has_a_guide_whose_zones_are_on_its_table() -> None:
    from tabletop.ui.resources import Resources

    res = Resources()
    for game_id in GAMES:
        spec = load_spec(game_id)
        assert spec is not None and spec.steps, game_id
        assert spec.done_kinds or spec.done_data, game_id  # it knows when the first turn ends
        zones = set(res.layout(game_id, 2).zones)
        for step in spec.steps:
            assert not step.zone or step.zone in zones, (game_id, step.zone)
            assert 20 < len(step.text) < 260 and "_" not in step.text, step.text


@pytest.mark.parametrize("game_id", GAMES)
def test_the_guide_points_at_the_zones_of_the_first_decision_and_never_covers_them(
    tables, game_id: str
) -> None:
    app, driver = tables(game_id)
    guide = app.scene.guide
    assert guide.active and guide.shown is not None, "no note on a first game"
    zones = guide.zones(guide.shown)
    assert zones, "the note points at nothing"
    rects = [app.scene.rects[z] for z in zones]
    assert guide.note_rect is not None and guide.note_rect.collidelist(rects) == -1
    assert app.screen.get_rect().contains(guide.note_rect)
    # what the decision asks shows up in what the guide points at: its actions' zones
    decision = app.scene.state.decision
    named = {app.scene.lz(a.target) for a in decision.actions} | {
        guide._zone_of(a.source) for a in decision.actions
    }
    assert set(zones) & (named | {"prompt", guide.shown.zone})


def test_the_guide_follows_a_first_turn_by_mouse_then_is_done_for_good(tables) -> None:
    allow = ScriptedBot(prefer=("allow", "accept", "end"))
    app, d = tables("bahamut-dispute", bot=allow)
    guide = app.scene.guide
    assert guide.shown.kinds == ("first",)  # the coin toss
    d.click(d.button("I play first"))
    d.wait_for_turn()
    d.frames(2)
    assert guide.shown.kinds == ("play",)
    assert set(guide.zones(guide.shown)) >= {"hand.0", "field.0"}
    monster = next(a for a in app.scene.state.decision.actions if a.kind == "play")
    d.drag(d.card_center(monster.source), d.zone_center("field.0"))
    d.wait_for_turn()
    d.frames(2)
    assert app.scene.guide.active and guide.shown.kinds == ("end",)  # the first turn: 1 card
    assert "End the turn" in guide.shown.text
    d.click(d.button("End the turn"))
    d.frames(2)
    assert not guide.active and guide.shown is None
    assert "bahamut-dispute" in app.settings.guide_done
    assert "bahamut-dispute" in Settings.load().guide_done  # saved

    # the next game of Bahamut Dispute: no guide; another game still has its own
    again, d2 = tables("bahamut-dispute", seed=5, settings=app.settings)
    assert not again.scene.guide.active and again.scene.guide.shown is None
    other, _ = tables("bellum", settings=app.settings)
    assert other.scene.guide.active


def test_got_it_hides_the_note_until_the_next_decision_and_clicks_elsewhere_reach_the_table(
    tables,
) -> None:
    app, d = tables("bahamut-dispute")
    guide = app.scene.guide
    d.click(guide.buttons["ok"].center)
    assert guide.shown is None and guide.active  # hidden, not finished
    d.click(d.button("I play first"))  # the table still takes its clicks
    d.wait_for_turn()
    d.frames(2)
    assert guide.shown is not None and guide.shown.kinds == ("play",)
    note = guide.note_rect
    decision = app.scene.state.decision
    # a click on the note's text (not on its buttons) goes to the table, which does nothing
    d.click((note.x + 6, note.y + 6))
    assert app.scene.state.decision is decision and guide.active


def test_hide_the_guide_ends_it_for_this_game(tables) -> None:
    app, d = tables("para-bellum")
    guide = app.scene.guide
    d.click(guide.buttons["hide"].center)
    assert not guide.active and "para-bellum" in Settings.load().guide_done


def test_a_guide_turned_off_in_the_settings_does_not_show_and_on_again_it_does(tables) -> None:
    app, _ = tables("bellwake", settings=Settings(bot_delay=0.0, animations=False, guide=False))
    assert not app.scene.guide.active and app.scene.guide.shown is None
    done = Settings(bot_delay=0.0, animations=False, guide_done=["bellwake"])
    app, _ = tables("bellwake", settings=done)
    assert not app.scene.guide.active
    done.guide_done.clear()  # "Show the guide again"
    app, _ = tables("bellwake", settings=done)
    assert app.scene.guide.active and app.scene.guide.shown is not None


PROGRESS = ("first", "no_combat", "place", "token", "end", "stop", "confirm", "stay")
PROGRESS += ("distance", "take", "pass", "allow", "accept", "no", "decline", "roll", "none")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_decision_of_the_first_turn_has_a_note_until_the_guide_is_done(
    tables, game_id: str
) -> None:
    app, d = tables(game_id, bot=ScriptedBot(prefer=PROGRESS))
    guide = app.scene.guide
    start_round = app.scene.state.data.get("round")
    for _ in range(120):
        if not guide.active:
            break
        decision = app.scene.state.decision
        assert guide.shown is not None, decision.prompt  # no decision without a note
        assert guide.zones(guide.shown), decision.prompt  # and it points somewhere
        action = next((a for a in decision.actions if a.kind in PROGRESS), decision.actions[0])
        app.scene.apply(action)
        d.wait_for_turn()
        d.frames(2)
    assert not guide.active and game_id in app.settings.guide_done
    if game_id == "bellwake":  # its first turn is the whole first round
        assert app.scene.state.data["round"] == start_round + 1


def test_the_notes_text_is_at_least_12_px_at_1280x720(tables, monkeypatch) -> None:
    app, d = tables("para-bellum")
    sizes: list[int] = []
    original = app.res.text

    def recording(text, size, *args, **kwargs):
        sizes.append(int(size))
        return original(text, size, *args, **kwargs)

    monkeypatch.setattr(app.res, "text", recording)
    app.scene.guide._cache.clear()
    surface = pygame.Surface(app.screen.get_size())
    app.scene.guide.draw(surface)
    assert sizes and min(sizes) >= 12
