"""The README's picture of each game's table (docs/images/<game>.png).

Each picture is the real table at 1280x720, rendered headless through the real loop, in the
middle of a game between a person (the bottom seat) and a greedy bot, at a moment when the
person decides. Run it again after a table changes:

    SDL_VIDEODRIVER=dummy python art/tools/readme_pictures.py [GAME ...]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("TABLETOP_DATA_DIR", "/tmp/tabletop-readme-pictures")

import pygame  # noqa: E402

import tabletop.ai  # noqa: E402
import tabletop.games  # noqa: E402
from tabletop.ui.scene import Seat  # noqa: E402
from tabletop.ui.table.driver import open_table  # noqa: E402

SIZE = (1280, 720)
# game -> (players, seed, actions to play before the picture)
MOMENTS = {
    "bahamut-dispute": (2, 6, 24),
    "bellum": (2, 4, 80),  # the play phase, creatures on both sides (70: a trigger order hid it)
    "bellwake": (2, 4, 40),
    "para-bellum": (2, 4, 60),
}


def picture(game_id: str) -> Path:
    players, seed, moves = MOMENTS[game_id]
    game = tabletop.games.get(game_id)
    state = game.setup(seed=seed, players=players)
    bots = [tabletop.ai.get("greedy", seed=seed + n, game=game) for n in range(players)]
    played = 0
    while state.outcome is None and (played < moves or state.decision.seat != 0):
        seat = state.decision.seat
        state.apply(bots[seat].choose(state.view(seat)))
        played += 1
    seats = [Seat("human")] + [Seat("bot") for _ in range(players - 1)]
    app, driver = open_table(state, seats, size=SIZE)
    app._draw(force=True)
    out = ROOT / "docs" / "images" / f"{game_id}.png"
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(out))
    app.close()
    return out


def main() -> None:
    for game_id in sys.argv[1:] or list(MOMENTS):
        out = picture(game_id)
        print(f"{out.relative_to(ROOT)}: {out.stat().st_size // 1024} KB")


if __name__ == "__main__":
    main()
