"""No text a player must read is drawn under 12 px at 1280x720, on any screen of any game.

Every text drawn is recorded by :mod:`tabletop.ui.textprobe` (our own through
``Resources.text``, pygame_gui's through its font objects) with the size it is shown at and the
screen it was drawn on. The tests visit each screen through the real loop: the launcher with
each game and each of its option lists, the settings, the rules reader, the Esc menu, toasts,
each table at every kind of decision a person meets in real games against bots, a refused
drop's message, the game-over screen and Bellwake's campaign log. A failure lists every
offender (size, words, screen).

Texts drawn inside ``textprobe.exempt(...)`` (a hover or a tooltip that repeats what the table
shows readably) are recorded with the reason and listed, never silently skipped.
"""

from __future__ import annotations

import os
import random
import re

import pygame
import pytest

import tabletop.games
from tabletop.ui import storage, textprobe
from tabletop.ui.app import App
from tabletop.ui.scene import Seat
from tabletop.ui.settings import Settings

SIZE = (1280, 720)
MIN_PX = 12
GAMES = ["bahamut-dispute", "bellum", "bellwake", "para-bellum"]
# Para Bellum's discard pile is not browsed by a click (its table shows the pile's top and count)
NOT_BROWSED = {"para-bellum"}


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))


@pytest.fixture
def probe():
    with textprobe.recording() as p:
        yield p


@pytest.fixture
def app(probe):
    app = App(SIZE, realtime=False, raise_errors=True, settings=Settings(bot_delay=0.0))
    yield app
    app.close()


def assert_readable(probe: textprobe.TextProbe, min_screens: int = 1) -> None:
    """No recorded text under MIN_PX that is not exempt; every offender in the message."""
    dump = os.environ.get("TEXT_SIZE_DUMP")  # a file to append every record to, for a look
    if dump:
        with open(dump, "a", encoding="utf-8") as out:
            out.writelines(f"{r}\n" for r in probe.records)
    assert len(probe.screens()) >= min_screens, probe.screens()
    report = offenders(probe)
    assert not report, f"{len(report)} texts under {MIN_PX} px:\n" + "\n".join(report)


def offenders(probe: textprobe.TextProbe) -> list[str]:
    """One line per small text: its size, words and source, then the screens it is on."""
    where: dict[tuple, list[str]] = {}
    for r in probe.under(MIN_PX):
        where.setdefault((r.size, r.text, r.source), []).append(r.screen)
    return [
        f"{size:g} px {text!r} [{source}] on {'; '.join(dict.fromkeys(screens))}"
        for (size, text, source), screens in sorted(where.items())
    ]


# ----- real events ----------------------------------------------------------------------------


def frames(app: App, n: int = 3) -> None:
    app.run_frames(n)


def click(app: App, pos: tuple[int, int], n: int = 3) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.run_frames(1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.run_frames(n)


def key(app: App, k: int, n: int = 3) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    app.run_frames(n)


def hover(app: App, pos: tuple[int, int], n: int = 3) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    )
    app.run_frames(n)


def open_each_menu(app: App, menus, screen: str, probe: textprobe.TextProbe) -> None:
    """Open each drop-down (its options drawn), then close it again."""
    for i, menu in enumerate(menus):
        with probe.screen(f"{screen}, list {i + 1} open"):
            click(app, menu.rect.center)
            frames(app, 2)
            click(app, menu.rect.center)


# ----- the shell ------------------------------------------------------------------------------


def test_launcher_settings_rules_and_toasts(app, probe):
    from tabletop.ui.launcher import LauncherScene

    with probe.screen("launcher"):
        app.open_launcher()
        frames(app)
    for game_id in tabletop.games.ids():
        scene = app.scene
        assert isinstance(scene, LauncherScene)
        title = tabletop.games.get(game_id).title
        screen = f"launcher, {title}"
        with probe.screen(screen):
            click(app, scene.game_buttons[game_id].rect.center)
            scene = app.scene
            assert scene.choice.game_id == game_id
        menus = [m for m in [scene.players_menu, *scene.seat_menus] if m is not None]
        menus += [m for m, _ in scene.option_menus.values()]
        part = scene.campaign
        if part is not None:
            menus += [
                e for e in vars(part).values() if type(e).__name__ == "UIDropDownMenu" and e.alive()
            ]
        open_each_menu(app, menus, screen, probe)
        if scene.players_menu is not None:  # the most seats: the tallest panel
            with probe.screen(f"{screen}, most players"):
                counts = tabletop.games.get(game_id).player_counts
                scene.choice.players = max(counts)
                scene.choice.fit()
                scene.rebuild()
                frames(app)
        with probe.screen(f"rules of {title}"):
            click(app, scene.rules.rect.center, 6)
            assert app.overlays, "the rules reader did not open"
            for _ in range(6):
                key(app, pygame.K_PAGEDOWN, 2)
            key(app, pygame.K_ESCAPE)
            assert not app.overlays
    game = tabletop.games.get("bellum")
    storage.save_to(
        storage.saves_dir() / "A named save",
        game.setup(seed=1, players=2),
        [Seat("human"), Seat("bot")],
    )
    with probe.screen("launcher: Load screen"):
        click(app, app.scene.load.rect.center, 6)
        assert app.overlays and type(app.overlays[-1]).__name__ == "LoadOverlay"
        key(app, pygame.K_ESCAPE, 3)
        assert not app.overlays
    campaign_screens(app, probe)
    with probe.screen("settings"):
        click(app, app.scene.settings.rect.center, 6)
        assert app.overlays, "the settings did not open"
        overlay = app.overlays[-1]
        menus = [e for e in vars(overlay).values() if type(e).__name__ == "UIDropDownMenu"]
    open_each_menu(app, menus, "settings", probe)
    with probe.screen("settings"):
        key(app, pygame.K_ESCAPE)
    with probe.screen("toast"):
        app.toast("That save file is damaged: it cannot be loaded.")
        frames(app, 3)
    assert_readable(probe, min_screens=8)


def campaign_screens(app: App, probe: textprobe.TextProbe) -> None:
    """The launcher's campaign part with a campaign under way, then with a damaged file."""
    from tabletop.ui import campaigns

    with probe.screen("launcher, Bellwake campaign under way"):
        app.start_game("bellwake", [Seat("human"), Seat("bot")], 5)
        frames(app, 5)
        app.flush_saves()
        app.open_launcher()
        click(app, app.scene.game_buttons["bellwake"].rect.center)
        assert app.scene.campaign is not None and app.scene.campaign.found is not None
    with probe.screen("launcher, Bellwake campaign damaged"):
        campaigns.campaign_path("bellwake").write_text("{", "utf-8")
        app.open_launcher()
        click(app, app.scene.game_buttons["bellwake"].rect.center)
        assert app.scene.campaign.found is not None and app.scene.campaign.found.damaged


# ----- the tables -----------------------------------------------------------------------------


def decision_kind(scene) -> str:
    """What kind of decision the person meets: a picker, buttons or gestures, and its prompt
    without its numbers and names (one screen per kind, not per card)."""
    decision = scene.state.decision
    prompt = re.sub(r"\d+", "N", decision.prompt or "")
    prompt = re.sub(r"[A-Z][a-z]+(?: [A-Z][a-z]+)*", "X", prompt)[:50]
    if scene.picker is not None:
        return f"picker: {prompt}"
    kinds = sorted({a.kind for a in decision.actions})
    return f"{'/'.join(kinds)[:40]}: {prompt}"


def browsable(scene) -> str | None:
    """A layout zone whose pile a click opens to browse, with cards in it now."""
    for lzone, zone in scene.layout.zones.items():
        if zone.props.get("browse", lzone == "discard") and scene.display.zones.get(
            scene.sz(lzone)
        ):
            return lzone
    return None


def play_table(app, probe, game_id: str, seed: int, players: int, limit: int) -> None:
    """A real game: the person (seat 0) answers at random, bots play the other seats; the
    table is looked at once per kind of decision, with the menu, a hover and a refused drop."""
    from tabletop import ai

    game = tabletop.games.get(game_id)
    state = game.setup(seed, players)
    seats = [Seat("human")] + [Seat("bot", "random")] * (players - 1)
    with probe.screen(f"{game_id} table: start"):
        app.resume(state, seats)
        frames(app, 5)
    scene = app.scene
    scene.bots = {i: ai.get("random", seed + i) for i in range(1, players)}
    rng = random.Random(seed)
    seen: set[str] = set()
    menu_done = browsed = False
    for _ in range(limit):
        scene = app.scene
        if not hasattr(scene, "timeline"):
            break  # game over
        with probe.screen(f"{game_id} table: bots' turn"):
            for _ in range(400):
                decision = scene.state.decision
                if decision is None or scene.seats[decision.seat].is_human:
                    if not scene.timeline.busy:
                        break
                app.step()
        if scene.state.decision is None:
            break
        kind = decision_kind(scene)
        with probe.screen(f"{game_id} table, {kind}"):
            frames(app, 2)
            if kind not in seen:
                seen.add(kind)
                spots = [s for s in scene.spots() if s.card is not None]
                if spots:
                    hover(app, rng.choice(spots).rect.center)
                hover(app, (5, 5))
        if not menu_done:
            menu_done = True
            if "campaign" in scene.rects:  # Bellwake's campaign log, over the table
                with probe.screen(f"{game_id} table: campaign log"):
                    click(app, scene.rects["campaign"].center, 3)
                    assert scene.ext.overlay_open
                    key(app, pygame.K_ESCAPE, 2)
                    assert not scene.ext.overlay_open
            with probe.screen(f"{game_id} table: Esc menu"):
                key(app, pygame.K_ESCAPE, 4)
                assert app.overlays
                key(app, pygame.K_ESCAPE, 2)
            with probe.screen(f"{game_id} table: message"):
                scene.show_toast("That card cannot go there: it is not your turn.")
                frames(app, 3)
        pile = None if browsed else browsable(scene)
        if pile is not None:
            browsed = True  # a discard pile, browsed by a click
            with probe.screen(f"{game_id} table: discard pile browsed"):
                click(app, scene.rects[pile].center, 3)
                assert scene.browse is not None or game_id in NOT_BROWSED
                if scene.browse is not None:
                    key(app, pygame.K_ESCAPE, 2)
        action = rng.choice(scene.state.decision.actions)
        with probe.screen(f"{game_id} table: after {kind}"):
            scene.apply(action)
            frames(app, 2)
    with probe.screen(f"{game_id}: game over"):
        for _ in range(3000):
            if type(app.scene).__name__ == "GameOverScene":
                break
            scene = app.scene
            decision = scene.state.decision if hasattr(scene, "state") else None
            if decision is not None and scene.seats[decision.seat].is_human:
                scene.apply(rng.choice(decision.actions))
            app.step()
        frames(app, 3)


@pytest.mark.parametrize(
    "game_id",
    GAMES,
)
def test_every_table_screen(app, probe, game_id):
    players = 4 if game_id == "para-bellum" else 2
    play_table(app, probe, game_id, seed=3, players=players, limit=400)
    assert_readable(probe, min_screens=4)


@pytest.mark.parametrize("game_id", ["bahamut-dispute", "bellum", "bellwake"])
def test_a_hovered_card_shows_its_rules_text_readably(app, probe, game_id):
    """Small cards show their name; hovering one shows it large with its rules text, which
    must then be readable too (the hover is where a player reads what a card does)."""
    game = tabletop.games.get(game_id)
    state = game.setup(3, 2)
    app.resume(state, [Seat("human"), Seat("bot", "random")])
    frames(app, 5)
    scene = app.scene
    hand = [s for s in scene.spots() if s.card is not None and s.zone == "hand.0" and s.face_up]
    assert hand
    read = 0
    for spot in hand:
        words = str(game.card_def(spot.card).get("text", "")).split()
        with probe.screen(f"{game_id} table: hovering {spot.card}"):
            hover(app, spot.rect.center, 3)
            assert scene.hover is not None and scene.hover.card == spot.card
        drawn = " ".join(r.text for r in probe.records if r.screen.endswith(spot.card))
        read += bool(words) and all(w in drawn for w in words[:3])
        hover(app, (5, 5))
    assert read, "no hovered card showed its rules text"
    assert_readable(probe)
