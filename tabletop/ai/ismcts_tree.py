"""The tree of single-observer ISMCTS: nodes keyed by (seat, action), UCB with availability.

Why availability counts: a node's children are the actions ever legal there, over many
determinisations, and an action that is legal in only some of them must not look unexplored
just because it was rarely on offer. So each child counts the iterations in which it could
have been chosen (``avail``) and UCB uses ``ln(avail) / visits`` instead of the parent's visits
(Cowling, Powley and Whitehouse 2012, section 5.1). Children are keyed by the deciding seat too,
because the same node may be reached with different seats to decide in different
determinisations (a window one seat may answer in one deal and nobody in another).

Rewards are kept per seat (``reward[s]`` sums seat ``s``'s rewards in [0, 1]); the seat that
chooses at a node maximizes its own mean, so 2 to 4 seats, teams and a cooperative game (whose
seats share one reward) need nothing special.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from tabletop.ai.calibration import Model, turn_of
from tabletop.rules import Action, State

Key = tuple[int, Action]


@dataclass(slots=True)
class Node:
    """One action taken in the tree, and the statistics of the iterations that took it."""

    players: int
    visits: int = 0
    avail: int = 0  # iterations in which this action was legal at its parent
    reward: list[float] = field(default_factory=list)
    children: dict[Key, Node] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.reward:
            self.reward = [0.0] * self.players

    def mean(self, seat: int) -> float:
        return self.reward[seat] / self.visits if self.visits else 0.0


def descend(
    node: Node, seat: int, options: tuple[Action, ...], explore: float, rng: random.Random
) -> tuple[Action, Node, bool]:
    """The action ``seat`` takes at ``node`` among ``options`` (legal in this determinisation),
    its child node, and whether it was just expanded (an untried action: a new child).

    Every option's availability is counted. An untried option is expanded first (a random
    one); otherwise the child with the highest UCB value for ``seat`` is taken.
    """
    children = node.children
    untried: list[Action] = []
    best: Action | None = None
    best_child: Node | None = None
    best_score = -math.inf
    for action in options:
        child = children.get((seat, action))
        if child is None:
            untried.append(action)
            continue
        child.avail += 1
        if untried:
            continue  # an untried action is taken anyway: only availability is counted
        visits = child.visits  # an expanded child's iteration is counted at once...
        if not visits:  # ...unless the game's code failed in it
            score = math.inf
        else:
            score = child.reward[seat] / visits + explore * math.sqrt(
                math.log(child.avail) / visits
            )
        if score > best_score:
            best, best_child, best_score = action, child, score
    if untried:
        action = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
        child = Node(node.players, avail=1)
        children[(seat, action)] = child
        return action, child, True
    assert best is not None and best_child is not None
    return best, best_child, False


def visit(path: list[Node]) -> None:
    """Count one iteration in every node it went through (its rewards may come later: see
    :class:`tabletop.ai.playout.Scaler`)."""
    for node in path:
        node.visits += 1


def credit(path: list[Node], rewards: list[float]) -> None:
    """Add one iteration's rewards (one per seat) to every node it went through."""
    for node in path:
        total = node.reward
        for s, r in enumerate(rewards):
            total[s] += r


@dataclass(frozen=True, slots=True)
class Choice:
    """One root action after the search: how often it was tried and its mean reward for the
    deciding seat: 1 for a game won, 0 for one lost, 1/2 for a line that gains as much as the
    search's typical line (see :mod:`tabletop.ai.playout`); a likelihood of doing better, not
    a calibrated chance of winning the game. ``chance`` is that calibrated chance (see
    :class:`Rating`), None when the search was not asked to rate its choices or could not."""

    action: Action
    visits: int
    value: float
    chance: float | None = None


@dataclass(slots=True)
class Rating:
    """The mean calibrated chance of winning of each root child's iterations, for hints.

    Why apart from the rewards: UCB's rewards are relative to the root (a typical line scores
    1/2) and must stay exactly as they are (they decide how the bot plays); a person asking for
    a hint wants the chance of winning itself. So each iteration's leaf is scored a second
    time, for the root's seat only: a finished game 1, 0 or 1/2, a position in play by the
    game's calibrated model of its evaluation (:mod:`tabletop.ai.calibration`). Only the root
    child is credited: a few float operations an iteration, and none when nobody asks.
    """

    model: Model
    seat: int
    sums: dict[int, list[float]] = field(default_factory=dict)  # id(root child): [sum, count]

    def add(
        self, child: Node, result: list[float], finished: bool, base: list[float], leaf: State
    ) -> None:
        """One iteration through ``child``: ``result`` its final rewards if ``finished``, else
        its gains per seat over the determinisation's evaluations ``base``."""
        seat = self.seat
        if finished:
            chance = result[seat]
        else:
            chance = self.model.chance(base[seat] + result[seat], turn_of(leaf.data))
        cell = self.sums.get(id(child))
        if cell is None:
            self.sums[id(child)] = [chance, 1.0]
        else:
            cell[0] += chance
            cell[1] += 1.0

    def of(self, child: Node) -> float | None:
        cell = self.sums.get(id(child))
        return cell[0] / cell[1] if cell else None


def root_choices(
    root: Node, seat: int, actions: list[Action], rating: Rating | None = None
) -> list[Choice]:
    """The root's legal actions, most visited first (then by value); unvisited ones last."""
    out = []
    for action in actions:
        child = root.children.get((seat, action))
        if child is None or not child.visits:
            out.append(Choice(action, 0, 0.0))
        else:
            chance = rating.of(child) if rating is not None else None
            out.append(Choice(action, child.visits, child.mean(seat), chance))
    out.sort(key=lambda c: (-c.visits, -c.value))
    return out
