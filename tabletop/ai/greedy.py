"""The greedy bot: a shallow, determinized search scored by the game's own evaluation.

Why this shape: it plays any game through the rules contract alone (``game.sample``,
``state.clone``, ``state.apply``, ``game.evaluate``), it never looks at what its seat may not
know, and it answers in a few milliseconds, so a table never waits for it.

The algorithm, for one decision (``choose(view)``):

1. A single legal action is returned at once, without search.
2. **Determinize.** ``game.sample(view, s)`` deals the hidden cards (other hands, the deck's
   order) at random, consistent with the view, a few times (``samples``). The sample seeds come
   from the bot's seed and a checksum of the view, so the same view always gives the same
   choice and nothing but the view can influence it. When there are many legal actions, fewer
   samples are dealt (``budget`` bounds samples x actions; at least one sample).
3. **Try each legal action** on a clone of each sample, then **settle** the position: keep
   applying actions while the game is still working out the consequences, that is while
   another seat decides (a cancel window, a block, an opponent's choice) or the bot's own seat
   faces a follow-up (a target to choose, cards to discard). Each decider, whoever it is, takes
   the action that maximizes *its own* ``game.evaluate`` one ply ahead (a forced action is
   simply applied; at most ``width`` candidates are tried). Settling stops when
   - the game is over,
   - the turn passes (the state's ``turn`` or ``active`` entry, where the game keeps one,
     changed; a game without either relies on the other rules),
   - the bot's seat decides again at the depth of the flow stack where it started, or lower:
     its deeper follow-ups (a target, a discard) are done. One of the toolkit's own questions
     (a subset of attackers after "Attack", pairs, a target) is a follow-up even at the root's
     depth, and is played out; a choice built of several actions (pairs, toggles) is scored
     one part at a time, each part as if confirmed at once, and bots never take a part back.
     A follow-up the game keeps at the root's depth in a step of its own (Para Bellum's token
     after a placement) stops settling: it is then scored by the evaluation, not played.
     (Playing
     on through the seat's later choices of the turn was measured too: on Para Bellum it cost
     twice the time and won fewer games, 14 of 40, against the version that stops; on Bahamut
     Dispute it made no difference, 158 of 300.)
   - or after ``steps`` actions.
4. **Score** the settled position with ``game.evaluate(state, seat)``; average over the samples
   and take the best action (ties broken by the seeded generator).

A sample on which an action is refused (``IllegalAction``) or the game's code fails is skipped
for every action, so that all actions are compared on the same samples. If no sample survives,
or anything else goes wrong, the bot falls back to a seeded random legal action: it never
raises on a game state. With 3 or 4 seats nothing changes: every decider maximizes its own
evaluation.

Levels (``greedy:1`` to ``greedy:3``; plain ``greedy`` is level 2) differ in samples, width,
steps and ``horizon``. Level 3 has horizon 2: it does not stop when the turn passes but plays on,
every decider still one-ply greedy, through the rest of its own turn and the next seat's turn,
and scores the position when the turn passes a second time. On Bahamut Dispute (measured with
``benchmarks/bot_speed.py``, 300-1,000 games, seats alternated): level 1 about 1.3 ms a
decision, level 2 about 2.5 ms, both win over 90% against random and about evenly against each
other; level 3 about 20 ms, wins about two games in three against level 2.
"""

from __future__ import annotations

import json
import math
import random
import zlib
from dataclasses import dataclass
from typing import Any

import tabletop.games as games
from tabletop.ai.base import legal_actions
from tabletop.rules import Action, Game, State
from tabletop.rules.words import wordless


@dataclass(frozen=True, slots=True)
class Level:
    """How hard the greedy bot looks."""

    samples: int  # determinizations per decision
    width: int  # candidate actions tried per settling step
    steps: int  # actions applied at most while settling
    horizon: int = 1  # settle until the turn has passed this many times
    budget: int = 24  # fewer samples when samples x legal actions would exceed this


LEVELS: dict[int, Level] = {
    1: Level(samples=1, width=4, steps=6),
    2: Level(samples=2, width=6, steps=12),
    3: Level(samples=3, width=6, steps=40, horizon=2, budget=48),
}
DEFAULT_LEVEL = 2


@dataclass(frozen=True, slots=True)
class _Mark:
    """Where the root decision sits, to tell when settling should stop."""

    depth: int
    turn: Any
    active: Any


def _mark(state: State) -> _Mark:
    data = state.data
    return _Mark(len(data.get("stack") or ()), data.get("turn"), data.get("active"))


# The toolkit's own questions (tabletop/rules/steps.py): one of them at the root's depth is a
# follow-up of the root action (attackers after "Attack", a target after a spell), never a
# new top-level decision, so settling plays it out.
FOLLOW_UPS = frozenset(
    {"choose_one", "choose_subset", "assign_pairs", "order_items", "may", "discard"}
)


def follow_up(state: State) -> bool:
    stack = state.data.get("stack") or ()
    return bool(stack) and stack[-1].get("step") in FOLLOW_UPS


def retracts(action: Action) -> bool:
    """An action that takes back part of a choice being built (a pair undone, a toggle
    switched off): bots never take one, so a choice of several actions always ends."""
    return action.kind == "unpair" or (action.kind == "toggle" and action.option == "off")


def building(state: State, step: Any) -> Action | None:
    """The confirm of a choice of several actions (pairs, a subset) still being built at
    ``step``, or None."""
    stack = state.data.get("stack") or ()
    if not stack or stack[-1].get("step") != step:
        return None
    decision = state.decision
    if decision is None:
        return None
    return next((a for a in decision.actions if a.kind == "confirm"), None)


def view_checksum(view: dict[str, Any]) -> int:
    """A checksum of a view, stable across processes (unlike ``hash``). Its words are left
    out (:mod:`tabletop.rules.words`): they are derived from what the view already holds, and
    rewording a prompt must not change what a bot plays."""
    text = json.dumps(wordless(view), sort_keys=True, separators=(",", ":"), default=str)
    return zlib.crc32(text.encode())


class GreedyBot:
    """Shallow determinized search; see the module docstring."""

    def __init__(
        self,
        seed: int = 0,
        level: int = DEFAULT_LEVEL,
        name: str | None = None,
        game: Game | None = None,
    ) -> None:
        if level not in LEVELS:
            raise ValueError(f"greedy levels are {', '.join(map(str, LEVELS))}, not {level}")
        self.seed = seed
        self.level = level
        self.params = LEVELS[level]
        self.name = name or f"greedy:{level}"
        self.game = game  # None: the registered game named by each view
        self.fallbacks = 0  # decisions that fell back to a random pick (for tests, diagnostics)

    def __repr__(self) -> str:
        return f"GreedyBot(seed={self.seed}, level={self.level})"

    def choose(self, view: dict[str, Any]) -> Action:
        actions = legal_actions(view)
        actions = [a for a in actions if not retracts(a)] or actions
        if len(actions) == 1:
            return actions[0]
        # Not a game state but a wrong call, so this one may raise (KeyError: unknown game).
        game = self.game if self.game is not None else games.get(view["game"])
        rng = random.Random(f"{self.seed}:{view_checksum(view)}")
        try:
            return self._search(game, view, actions, rng)
        except Exception:  # a bot must never crash a table; the fuzz tests catch rules bugs
            self.fallbacks += 1
            return actions[rng.randrange(len(actions))]

    # ----- search ----------------------------------------------------------------------------

    def _search(
        self, game: Game, view: dict[str, Any], actions: list[Action], rng: random.Random
    ) -> Action:
        seat = view["seat"]
        totals = [0.0] * len(actions)
        counted = 0
        samples = self.params.samples
        if samples * len(actions) > self.params.budget:
            samples = max(1, self.params.budget // len(actions))  # many choices: fewer samples
        for _ in range(samples):
            scores = self._score_sample(game, view, seat, actions, rng)
            if scores is None:
                continue
            counted += 1
            totals = [t + s for t, s in zip(totals, scores, strict=True)]
        if not counted:
            self.fallbacks += 1
            return actions[rng.randrange(len(actions))]
        best = max(totals)
        ties = [a for a, t in zip(actions, totals, strict=True) if t >= best - 1e-9]
        return ties[0] if len(ties) == 1 else ties[rng.randrange(len(ties))]

    def _score_sample(
        self, game: Game, view: dict[str, Any], seat: int, actions: list[Action], rng: random.Random
    ) -> list[float] | None:
        """Each action's settled score on one determinization, or None to skip it."""
        try:
            root = game.sample(view, rng.getrandbits(62))
            decision = root.decision
            if decision is None or decision.seat != seat:
                return None
            mark = _mark(root)
            scores = []
            last = len(actions) - 1
            for i, action in enumerate(actions):
                state = root if i == last else root.clone()
                state.apply(action)
                state = self._settle(game, state, seat, mark, rng)
                scores.append(float(game.evaluate(state, seat)))
        except Exception:  # IllegalAction or a sample the game's code cannot handle
            return None
        if not all(math.isfinite(s) for s in scores):
            return None
        return scores

    def _settle(
        self, game: Game, state: State, seat: int, mark: _Mark, rng: random.Random
    ) -> State:
        """Play out the consequences of the root action; see the module docstring."""
        width = self.params.width
        passes = self.params.horizon
        turn, active = mark.turn, mark.active
        for _ in range(self.params.steps):
            decision = state.decision
            if decision is None:
                break
            data = state.data
            if data.get("turn") != turn or data.get("active") != active:
                passes -= 1
                if passes <= 0:
                    break  # the turn passed
                turn, active = data.get("turn"), data.get("active")
            if passes == 1 and decision.seat == seat:
                if len(data.get("stack") or ()) <= mark.depth and not follow_up(state):
                    break  # back at a new top-level decision of our own
            options = tuple(a for a in decision.actions if not retracts(a)) or decision.actions
            if len(options) == 1:
                state.apply(options[0])
                continue
            if len(options) > width:
                options = tuple(rng.sample(options, width))
            best_state, best_score = state, -math.inf
            last = len(options) - 1
            step = (data.get("stack") or ({},))[-1].get("step")
            for i, action in enumerate(options):
                trial = state if i == last else state.clone()  # the last one may spend it
                trial.apply(action)
                confirm = building(trial, step) if action.kind != "confirm" else None
                if confirm is not None and trial.decision.seat == decision.seat:
                    trial.apply(confirm)  # one part of a choice, scored as the whole of it
                score = game.evaluate(trial, decision.seat)
                if score > best_score:
                    best_state, best_score = trial, score
            state = best_state
        return state
