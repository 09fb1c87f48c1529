"""What the balance benchmarks share: bots playing a set-up state to its end, seeded as
``tabletop simulate`` seeds them. A benchmark imports it as ``from _common import play_out``
(the script's folder is on ``sys.path``)."""

from __future__ import annotations

import random
from collections.abc import Sequence

import tabletop.ai as ai
from tabletop.rules import State
from tabletop.simulate import MAX_ACTIONS, bot_seed


def play_out(game, state: State, seed: int, bots: str | Sequence[str], players: int = 2) -> None:
    """Play ``state`` to its end, or ``MAX_ACTIONS`` actions (a game that runs away is left
    unfinished, as ``tabletop simulate`` leaves it). ``bots``: "random" picks uniformly among
    the legal actions with ``random.Random(seed)`` (no views: much faster); otherwise a bot name
    for every seat, or one name per seat, each bot seeded with ``bot_seed(seed, seat)``."""
    if bots == "random":
        pick = random.Random(seed)
        for _ in range(MAX_ACTIONS):
            if state.is_over:
                return
            state.apply(pick.choice(state.legal_actions))
        return
    names = [bots] * players if isinstance(bots, str) else list(bots)
    seats = [ai.get(name, bot_seed(seed, s), game=game) for s, name in enumerate(names)]
    for _ in range(MAX_ACTIONS):
        if (decision := state.decision) is None:
            return
        state.apply(seats[decision.seat].choose(state.view(decision.seat)))
