"""Pictures of our own table for the games' "How to play" pages (art/<game>/howto/*.png).

Each picture is the real table, rendered headless at 1280x720 through the real loop with real
posted mouse events (a card held over the places it may go, so that they glow), cropped to the
zones it explains. Run it again after the table changes:

    SDL_VIDEODRIVER=dummy python art/tools/howto_pictures.py [GAME ...]

The pictures are kept small (a few tens of kilobytes each): colours are reduced to 5 bits per
channel, which PNG packs far better and the eye does not see on felt and card art.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("TABLETOP_DATA_DIR", "/tmp/tabletop-howto-pictures")

import pygame  # noqa: E402

import tabletop.games  # noqa: E402
from tabletop.ui.scene import Seat  # noqa: E402
from tabletop.ui.table.driver import Driver, open_table  # noqa: E402

SIZE = (1280, 720)
SEATS = [Seat("human"), Seat("bot")]


def union(driver: Driver, zones: list[str], pad: int = 6) -> pygame.Rect:
    rects = [driver.scene.rects[z] for z in zones if z in driver.scene.rects]
    rect = rects[0].unionall(rects[1:]).inflate(2 * pad, 2 * pad)
    return rect.clip(pygame.Rect((0, 0), SIZE))


def posterize(picture: pygame.Surface, bits: int = 5) -> pygame.Surface:
    """Keep ``bits`` bits of each colour channel (PNG then finds long runs to pack): divide
    by a multiply blend, then double by adding the picture to itself."""
    step = 1 << (8 - bits)
    picture.fill((256 // step,) * 3, special_flags=pygame.BLEND_RGB_MULT)
    for _ in range(8 - bits):
        picture.blit(picture.copy(), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return picture


def save(driver: Driver, game_id: str, name: str, rect: pygame.Rect | None = None) -> Path:
    screen = driver.app.screen
    driver.app._draw(force=True)
    picture = screen.subsurface(rect or screen.get_rect()).copy()
    if rect is None:  # the whole table, smaller
        picture = pygame.transform.smoothscale(picture, (SIZE[0] * 5 // 8, SIZE[1] * 5 // 8))
    picture = posterize(picture)
    out = ROOT / "art" / game_id / "howto" / f"{name}.png"
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(picture, str(out))
    return out


def hold(driver: Driver, kind: str, prefer: str | None = None) -> bool:
    """Pick up the card of the first legal ``kind`` action (dragged from its source) and hold
    it over its target without letting go: the table lights up where it may go."""
    scene = driver.scene
    decision = scene.state.decision
    for action in decision.actions:
        if action.kind != kind or action.source is None:
            continue
        if prefer and action.target != prefer:
            continue
        try:
            start = driver.card_center(action.source)
        except AssertionError:
            continue
        target = scene.lz(action.target)
        end = scene.rects[target].center if target in scene.rects else (start[0], start[1] - 200)
        end = (end[0] + 40, end[1] + 10)
        driver.drag(start, end, steps=10, release=False)
        return True
    return False


def choose(driver: Driver, kind: str) -> None:
    """Take the first legal ``kind`` action, as the table would."""
    decision = driver.scene.state.decision
    action = next(a for a in decision.actions if a.kind == kind)
    driver.scene.apply(action)
    driver.wait_for_turn()


def new(game_id: str, seed: int, players: int = 2) -> Driver:
    state = tabletop.games.get(game_id).setup(seed, players)
    _app, driver = open_table(state, SEATS[:1] + SEATS[1:] * (players - 1), size=SIZE)
    driver.wait_for_turn()
    return driver


def bahamut(game_id: str) -> list[Path]:
    d = new(game_id, 3)
    out = [save(d, game_id, "coin-toss", union(d, ["prompt"]))]
    choose(d, "first")
    out.append(save(d, game_id, "table"))
    hold(d, "play")
    out.append(save(d, game_id, "play-a-card", union(d, ["field.0", "hand.0", "pending"])))
    return out


def bellum(game_id: str) -> list[Path]:
    d = new(game_id, 3)
    out = [save(d, game_id, "table")]
    out.append(save(d, game_id, "start-of-turn", union(d, ["prompt"])))
    choose(d, "no_combat")
    hold(d, "play", d.scene.sz("play.0"))
    out.append(save(d, game_id, "play-a-card", union(d, ["play.0", "hand.0", "city.0"])))
    return out


def bellwake(game_id: str) -> list[Path]:
    d = new(game_id, 3)
    out = [save(d, game_id, "table")]
    hold(d, "play", d.scene.sz("party.0"))
    out.append(save(d, game_id, "muster", union(d, ["party.0", "hand.0", "engaged.0"])))
    return out


def para_bellum(game_id: str) -> list[Path]:
    d = new(game_id, 3)
    out = [save(d, game_id, "table")]
    hold(d, "place")
    out.append(save(d, game_id, "army-phase", union(d, ["battlefield.0", "hand.0"])))
    d.app.scene.drag = None
    choose(d, "place")
    while "token" in {a.kind for a in d.scene.state.decision.actions}:
        choose(d, "token")  # the new dice's tokens first: then the Action phase
    hold(d, "command")  # an Order over the Command discard pile, where it is played
    zones = ["command_discard", "actions", "row", "hand.0"]
    out.append(save(d, game_id, "action-phase", union(d, zones)))
    return out


RECIPES: dict[str, Callable[[str], list[Path]]] = {
    "bahamut-dispute": bahamut,
    "bellum": bellum,
    "bellwake": bellwake,
    "para-bellum": para_bellum,
}


def main(argv: list[str]) -> int:
    total = 0
    for game_id in argv or list(RECIPES):
        for path in RECIPES[game_id](game_id):
            size = path.stat().st_size
            total += size
            print(f"{path.relative_to(ROOT)}  {size // 1024} KB")
    print(f"total {total // 1024} KB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
