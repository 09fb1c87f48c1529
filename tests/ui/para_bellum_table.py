"""What the Para Bellum table tests share: the app fixture, scenarios, where things are."""

from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop.games.para_bellum import scenario as S
from tabletop.ui.app import App
from tabletop.ui.games.para_bellum.driver import MousePlayer
from tabletop.ui.scene import Seat
from tabletop.ui.settings import Settings
from tabletop.ui.table import TableScene
from tabletop.ui.table.driver import Driver, ScriptedBot
from tests.ui.table_helpers import (
    data_dir,  # noqa: F401 (an autouse fixture)
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


def overlaps(rects: dict[str, pygame.Rect]) -> list[tuple[str, str]]:
    return [
        (a, b)
        for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2)
        if ra.colliderect(rb)
    ]


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
