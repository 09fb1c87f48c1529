"""The ISMCTS bot: information-set Monte Carlo tree search over determinisations of a view.

Why: the greedy bot looks one action ahead and so never plans (it spends a Necro-nope-nicon
token on whatever comes first). Single-observer ISMCTS (Cowling, Powley and Whitehouse 2012)
builds one tree over the bot's information set: each iteration

1. **determinises**: ``game.sample(view, seed)`` deals what the seat cannot see at random,
   consistent with the view (the bot is never given the true state, so it cannot cheat);
   a deal serves ``reuse`` iterations, each on a copy with a generator of its own (dealing
   costs several times what copying does, and the evaluation of the deal is reused too);
2. **selects** down the tree by UCB with availability counts, every seat choosing for its own
   reward, among the actions legal in this determinisation; forced single actions are played
   without a node (:mod:`tabletop.ai.ismcts_tree`); in a game that asks for it
   (``Game.plan_one_turn``: Para Bellum) the tree ends where the root's turn passes, and the
   position is scored there;
3. **expands** one untried action, **plays out** cheaply and scores the position as win
   chances per seat (:mod:`tabletop.ai.playout`);
4. **backpropagates** those rewards to every node it went through.

It answers with the most visited root action, and stops searching as soon as that action can
no longer be overtaken by the iterations its bound still allows (every ``CHECK_EVERY``
iterations; a clear choice then costs a fraction of the time, and the answer is the one the
whole search would give but for ties). The seeds of the determinisations come from the
bot's seed and a checksum of the view, so with a bound on iterations (tests) the same view
always gives the same action; in play the bound is wall time (``seconds``), read from an
injected clock (``time.perf_counter`` unless given): the one thing in the rules layer that
reads the clock, because a level *is* a time budget. A single legal action is answered at once.
Anything that goes wrong in the game's code falls back to a seeded random legal action, like
the greedy bot: a bot never crashes a table.

Why plan one turn: a turn of Para Bellum is many decisions (a placement, a token, up to three
actions and their follow-ups), and a tree that runs on into the opponent's turn spends its
iterations on their replies, each expanded once at random and averaged into the value of ours,
so the noise of those replies drowns the few tenths of a point between two plans for our own
turn. Kept to the root's turn, the same iterations plan the whole turn as one combination (the
one thing the greedy bot, one action at a time, cannot do) and score it with the game's
evaluation, which already prices what the opponent may do next. Against greedy, 2 players,
1,000 iterations, on the same 60 seeds: 60.0% planning one turn, 46.7% with the whole tree. In
Bahamut Dispute, whose turn is a few decisions and whose tokens answer the other seat's turn,
the whole tree is better (74.0% of 400 against 64.7% of 116), so each game says which it wants
(``benchmarks/bot_ladder_results.md``, section 2).

Levels (``tabletop.ai.get("easy" | "normal" | "hard")``): Hard thinks about 0.85 s a decision,
Normal about a quarter of that; Easy runs a few dozen iterations and picks among its root
actions in proportion to their visits, so it plays sensible but loose moves. A game where more
iterations stop paying caps them for a level (``Game.level_iterations``: Para Bellum's Hard
stops at 1,000, which its time would have run past for nothing), so that its moves come sooner.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import tabletop.games as games
from tabletop.ai.base import legal_actions
from tabletop.ai.calibration import Model
from tabletop.ai.greedy import Level, _mark, retracts, view_checksum
from tabletop.ai.ismcts_tree import Choice, Node, Rating, credit, descend, root_choices, visit
from tabletop.ai.playout import Playout, Scaler, evaluations, options, outcome_rewards
from tabletop.rules import Action, Game, State
from tabletop.rules.rng import seed_state

MAX_TREE_STEPS = 400  # actions one iteration may take in the tree (a runaway flow stops here)
CHECK_EVERY = 64  # iterations between two looks at whether the answer is already settled


@dataclass(frozen=True, slots=True)
class Setting:
    """How one level searches."""

    iterations: int  # at most this many iterations (the whole bound when ``seconds`` is None)
    seconds: float | None  # wall time per decision in play; None: iterations alone (tests)
    explore: float = 0.7  # UCB's exploration constant, for rewards in [0, 1]
    random_steps: int = 0  # random actions at the start of each playout, before settling
    loose: bool = False  # pick a root action in proportion to its visits, not the most visited
    warmup: int = 16  # playouts whose gains fix the reward scale (fewer in a small search)
    reuse: int = 4  # iterations per determinisation (each on a copy with its own chance)
    settle_width: int = 4  # the playout's settling: candidates tried per step (see playout)
    settle_steps: int = 8  # ... and actions at most (0: no settling, the leaf is scored as is)
    stop_early: bool = True  # stop once the most visited root action cannot be overtaken
    this_turn: bool | None = None  # the tree ends where the root's turn passes (None: as the
    # game asks, Game.plan_one_turn)


LEVELS: dict[str, Setting] = {
    "easy": Setting(iterations=40, seconds=0.08, loose=True),
    "normal": Setting(iterations=20_000, seconds=0.25),
    "hard": Setting(iterations=50_000, seconds=0.85),
}


@dataclass
class SearchStats:
    """What the last search did (diagnostics, benchmarks and tests)."""

    iterations: int = 0
    skipped: int = 0  # determinisations that could not be searched
    stopped_early: bool = False  # the answer was settled before the bound
    choices: list[Choice] | None = None
    tree: Node | None = None  # the root of the last search's tree


class IsmctsBot:
    """Single-observer ISMCTS; see the module docstring."""

    def __init__(
        self,
        seed: int = 0,
        level: str | Setting = "normal",
        name: str | None = None,
        game: Game | None = None,
        clock: Callable[[], float] | None = None,
        **overrides: Any,
    ) -> None:
        if isinstance(level, str):
            if level not in LEVELS:
                raise ValueError(f"ISMCTS levels are {', '.join(LEVELS)}, not {level!r}")
            setting = LEVELS[level]
            self.name = name or level
        else:
            setting, self.name = level, name or "ismcts"
        self.setting = replace(setting, **overrides) if overrides else setting
        # a level played by name may be capped by its game (Game.level_iterations); a count
        # given here (``hard:300``, tests) is the bound as given
        self.named_level = (
            level if isinstance(level, str) and "iterations" not in overrides else None
        )
        self.seed = seed
        self.game = game  # None: the registered game named by each view
        self.clock = clock or time.perf_counter
        self.playout = Playout(
            self.setting.random_steps,
            Level(samples=1, width=self.setting.settle_width, steps=self.setting.settle_steps),
        )
        self.fallbacks = 0  # decisions that fell back to a random pick
        # called between iterations (None: never); a table on a worker thread sets it so that
        # the search waits while a frame is drawn (both want the GIL; the frame must not wait)
        self.pause: Callable[[], None] | None = None
        # a model of the chance of winning (hints): each Choice then has its ``chance``; it
        # never changes the search (see ismcts_tree.Rating)
        self.chance_model: Model | None = None
        self.stats = SearchStats()

    def __repr__(self) -> str:
        return f"IsmctsBot(seed={self.seed}, name={self.name!r})"

    def choose(self, view: dict[str, Any]) -> Action:
        actions = legal_actions(view)
        actions = [a for a in actions if not retracts(a)] or actions
        if len(actions) == 1:
            self.stats = SearchStats(choices=[Choice(actions[0], 0, 0.0)])
            return actions[0]
        game = self.game if self.game is not None else games.get(view["game"])
        rng = random.Random(f"{self.seed}:{view_checksum(view)}:ismcts")
        try:
            choices = self.search(game, view, actions, rng)
        except Exception:  # a bot must never crash a table; the fuzz tests catch rules bugs
            choices = None
        if not choices or not choices[0].visits:
            self.fallbacks += 1
            return actions[rng.randrange(len(actions))]
        if self.setting.loose:
            weights = [c.visits for c in choices]
            return rng.choices(choices, weights)[0].action
        return choices[0].action

    def analyse(self, view: dict[str, Any]) -> list[Choice]:
        """Every legal action with its visits and mean reward (:class:`Choice`), best first
        (for hints); the same search as :meth:`choose`."""
        self.choose(view)
        return list(self.stats.choices or [])

    # ----- search ----------------------------------------------------------------------------

    def search(
        self, game: Game, view: dict[str, Any], actions: list[Action], rng: random.Random
    ) -> list[Choice]:
        """Run the iterations and return the root's actions, most visited first."""
        setting = self.setting_for(game)
        seat = int(view["seat"])
        root = Node(int(view["players"]))
        wanted = set(actions)
        scaler = Scaler(max(1, min(setting.warmup, setting.iterations // 8)))
        pending: list[tuple[list[Node], list[float]]] = []  # paths whose gains wait for a scale
        stats = self.stats = SearchStats(tree=root)
        deadline = None if setting.seconds is None else self.clock() + setting.seconds
        failures = 0
        dealt: tuple[State, list[float]] | None = None  # a determinisation and its evaluations
        uses = 0
        started = self.clock()
        stop_early = setting.stop_early and not setting.loose
        rating = None if self.chance_model is None else Rating(self.chance_model, seat)
        while stats.iterations < setting.iterations:
            done = stats.iterations
            if deadline is not None and done and self.clock() >= deadline:
                break
            if (
                stop_early
                and done
                and not done % CHECK_EVERY
                and self._settled(
                    root, seat, actions, self._remaining(setting, done, started, deadline)
                )
            ):
                stats.stopped_early = True
                break
            if self.pause is not None:
                self.pause()  # the table's frame gate: a frame being drawn goes first
            if dealt is None or uses >= setting.reuse:
                dealt, uses = self._deal(game, view, seat, wanted, rng), 0
            det = None
            if dealt is not None:
                uses += 1
                det = dealt[0].clone()
                det.data["rng"] = seed_state(rng.getrandbits(62))  # its own chance events
            try:
                if det is None:
                    raise ValueError("this sample does not match the view")
                path, result, finished, leaf = self._iterate(
                    game, det, dealt[1], root, actions, rng
                )
            except Exception:  # IllegalAction or a determinisation the game's code cannot handle
                stats.skipped += 1
                failures += 1
                dealt = None
                if failures > 20 and failures > 2 * stats.iterations:
                    break  # the samples do not fit the view or the game: a fallback follows
                continue
            stats.iterations += 1
            visit(path)
            if rating is not None:
                rating.add(path[1], result, finished, dealt[1], leaf)
            if finished:
                credit(path, result)
                continue
            scaler.add(result)
            if scaler.scale is None:
                pending.append((path, result))
                if not scaler.ready():
                    continue
                for held, gains in pending:
                    credit(held, scaler.rewards(gains))
                pending.clear()
            else:
                credit(path, scaler.rewards(result))
        if pending:
            scaler.ready(force=True)
            for held, gains in pending:
                credit(held, scaler.rewards(gains))
        stats.choices = root_choices(root, seat, actions, rating)
        return stats.choices

    def setting_for(self, game: Game) -> Setting:
        """The setting this bot searches ``game`` with: its own, with the game's cap on the
        iterations of its level (``Game.level_iterations``) when it plays a level by name."""
        cap = game.level_iterations.get(self.named_level) if self.named_level else None
        if cap is None or cap >= self.setting.iterations:
            return self.setting
        return replace(self.setting, iterations=cap)

    def _remaining(
        self, setting: Setting, done: int, started: float, deadline: float | None
    ) -> float:
        """How many more iterations the bound allows, at the pace so far when it is time."""
        left = float(setting.iterations - done)
        if deadline is not None:
            now = self.clock()
            if now > started:
                left = min(left, done * (deadline - now) / (now - started))
        return left

    @staticmethod
    def _settled(root: Node, seat: int, actions: list[Action], remaining: float) -> bool:
        """Whether the most visited root action stays the most visited even if every
        remaining iteration went to the runner-up (then searching on cannot change the answer;
        it only costs the player's time)."""
        first = second = 0
        children = root.children
        for action in actions:
            child = children.get((seat, action))
            visits = child.visits if child is not None else 0
            if visits > first:
                first, second = visits, first
            elif visits > second:
                second = visits
        return first - second > remaining

    def _deal(
        self, game: Game, view: dict[str, Any], seat: int, wanted: set[Action], rng: random.Random
    ) -> tuple[State, list[float]] | None:
        """A new determinisation of ``view`` and each seat's evaluation of it, or None when it
        does not offer the view's decision."""
        det = game.sample(view, rng.getrandbits(62))
        decision = det.decision
        if decision is None or decision.seat != seat or not wanted <= set(decision.actions):
            return None
        return det, evaluations(game, det)

    def _iterate(
        self,
        game: Game,
        det: State,
        base: list[float],
        root: Node,
        actions: list[Action],
        rng: random.Random,
    ) -> tuple[list[Node], list[float], bool, State]:
        """One iteration on a determinisation (``base``: its evaluations): (the nodes it went
        through, its rewards or its gains per seat, whether those are final rewards of a
        finished game, the position it ended on)."""
        explore, this_turn = self.setting.explore, self.setting.this_turn
        if this_turn is None:
            this_turn = game.plan_one_turn
        start = _mark(det) if this_turn else None
        node, path = root, [root]
        state, decider, acts = det, det.decision.seat, tuple(actions)  # type: ignore[union-attr]
        for _ in range(MAX_TREE_STEPS):
            action, node, new = descend(node, decider, acts, explore, rng)
            path.append(node)
            if new:
                mark = _mark(state)
                state.apply(action)
                if state.decision is not None:
                    state = self.playout.run(game, state, decider, mark, rng)
                break
            state.apply(action)
            while state.decision is not None:  # forced actions take no node
                acts = options(state)
                if len(acts) > 1:
                    break
                state.apply(acts[0])
            if state.decision is None:
                break
            if start is not None and (
                state.data.get("turn") != start.turn or state.data.get("active") != start.active
            ):
                break  # the turn passed: the tree stays within the root's turn
            decider = state.decision.seat
        final = outcome_rewards(state)
        if final is not None:
            return path, final, True, state
        gains = [e - b for e, b in zip(evaluations(game, state), base, strict=True)]
        return path, gains, False, state
