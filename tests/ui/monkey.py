"""The UI monkey: seeded random input through the app's real loop, over every screen of every
game, with what tests/ui/monkey_guard.py watches (no crash, even one the frame guard would
swallow; the rules' invariants after every action; no file touched outside its folder).

How it plays: a run is a series of *episodes*. Each starts the app on one screen (the launcher
with a game chosen, Settings, Load, Save, How to play, the Esc menu, a table of each game with
people and bots, a table near its end so that the game-over screen comes, Bellwake between two
scenarios and its campaign log) through the app's own verbs, then posts a few hundred random
events into pygame's queue and steps the loop (``App.step``), wherever the clicks lead. The
events lean toward what matters: clicks on the buttons, cards and rows on screen, the legal
choices of the table (the keyboard focus's list: cards to drag and their targets, buttons,
picker entries) done by mouse, keys the app knows (Tab, Enter, Space, Esc, Ctrl+Z, F11, digits,
letters), typed text, and now and then a window resize from 200x100 to 2560x1440 by the path a
real one takes (SDL resizes the window, then VIDEORESIZE and WINDOWRESIZED come).

Seeded: ``Monkey(seed).run(events)`` plays the same events again. Before each input it lets
the two things that depend on the clock settle (a bot thinking on its worker thread, a table's
first board built in slices), so that a seed replays the same game; a failure names the seed,
the episode and the event.
"""

from __future__ import annotations

import importlib
import random
import time
import traceback
import warnings
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame

import tabletop.games
from tabletop import ai
from tabletop.rules import State
from tabletop.ui import app as app_module
from tabletop.ui import heap, storage
from tabletop.ui.scene import Seat
from tabletop.ui.settings import Settings
from tabletop.ui.table.driver import Driver
from tabletop.ui.table.mouse import MousePlayer as KitMousePlayer
from tests.ui.monkey_guard import Invariants, MonkeyFailure, Sandbox, Watch

GAMES = ("bahamut-dispute", "bellum", "para-bellum", "bellwake")
EPISODE_EVENTS = (120, 420)  # events per episode, at random in this range
SIZES = ((1280, 720), (1920, 1080), (1024, 768), (800, 600), (1366, 768), (1600, 900))
KEYS = (
    [pygame.K_TAB] * 6
    + [pygame.K_RETURN] * 5
    + [pygame.K_SPACE] * 5
    + [pygame.K_ESCAPE] * 3
    + [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN] * 2
    + [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_9]
    + [pygame.K_l, pygame.K_l, pygame.K_a, pygame.K_z, pygame.K_h, pygame.K_q, pygame.K_x]
    + [pygame.K_END, pygame.K_HOME, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_DELETE]
    + [pygame.K_BACKSPACE, pygame.K_KP_ENTER, pygame.K_F1]
)
TEXTS = ("a", "7", " ", "Zz", "save 1", "é", "../x", "\u00a0", "名前", "🙂", "x" * 40, "ab " * 200)


@dataclass
class Tally:
    """What a run did."""

    seed: int
    events: int = 0
    frames: int = 0
    episodes: int = 0
    seconds: float = 0.0
    cpu: float = 0.0  # seconds of this process's CPU
    actions: Counter[str] = field(default_factory=Counter)  # applied at a table, by game
    undos: Counter[str] = field(default_factory=Counter)
    checks: Counter[str] = field(default_factory=Counter)  # positions whose invariants held
    tables: Counter[str] = field(default_factory=Counter)  # tables opened, by game
    screens: Counter[str] = field(default_factory=Counter)  # frames drawn under each screen
    starts: Counter[str] = field(default_factory=Counter)  # episodes by their first screen
    finished: Counter[str] = field(default_factory=Counter)  # games that reached game over
    slowest: tuple[float, str] = (0.0, "")  # the longest frame (CPU seconds) and where
    digest: str = ""  # of every action applied in order (the same seed: the same digest)

    def add(self, other: Tally) -> None:
        self.events += other.events
        self.frames += other.frames
        self.episodes += other.episodes
        self.seconds += other.seconds
        self.cpu += other.cpu
        self.slowest = max(self.slowest, other.slowest)
        for name in ("actions", "undos", "checks", "tables", "screens", "starts", "finished"):
            getattr(self, name).update(getattr(other, name))


# ----- states to start from -------------------------------------------------------------------


def random_play(state: State, rng: random.Random, limit: int, stop: Any = None) -> State:
    """Random legal actions on ``state`` until ``stop(state)``, its end or ``limit``."""
    for _ in range(limit):
        if state.is_over or (stop is not None and stop(state)):
            break
        state.apply(rng.choice(state.legal_actions))
    return state


def near_the_end(game_id: str, seed: int, rng: random.Random, players: int = 2) -> State:
    """A game a few actions before its end (Bellwake: one scenario), to reach game over."""
    game = tabletop.games.get(game_id)
    options = {"scenario": "lower-stair"} if game_id == "bellwake" else {}
    state = game.setup(seed, players=players, **options)
    kept: list[State] = []
    for _ in range(6000):
        if state.is_over:
            break
        kept.append(state.clone())
        del kept[:-4]
        state.apply(rng.choice(state.legal_actions))
    return kept[0] if kept else state


def between_scenarios(seed: int, rng: random.Random) -> State:
    """A Bellwake campaign between two scenarios, a keeper deciding (learn an upgrade?); a
    campaign whose random play never stops there (nothing to learn) is dealt again."""
    game = tabletop.games.get("bellwake")

    def between(state: State) -> bool:
        return state.data.get("stage") == "between" and state.decision is not None

    for attempt in range(40):
        state = game.setup(seed + attempt, players=2)
        random_play(state, rng, 6000, between)
        if between(state):
            break
    return state


# ----- the monkey -----------------------------------------------------------------------------


class Monkey:
    """Seeded random input over every screen; :meth:`run` raises MonkeyFailure on a crash."""

    def __init__(self, seed: int, size: tuple[int, int] = (1280, 720)) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.size = size
        self.tally = Tally(seed)
        self.app: Any = None
        self.watch: Watch | None = None
        self.episode = 0
        self.where = self.label = "start"
        self._finished: set[int] = set()  # id of each state seen at its game-over
        self._violation = ""
        self.plan = self._plan()

    def _plan(self) -> list[tuple[str, str]]:
        """Every first screen once per round, in a seeded order (each game's launcher,
        tables, late tables, menu, how to play; settings, load, save; Bellwake's campaign)."""
        plan = [
            (kind, g)
            for g in GAMES
            for kind in ("launcher", "table", "table", "late", "menu", "howto", "save")
        ]
        plan += [("settings", self.rng.choice(GAMES)), ("load", "")]
        plan += [("between", "bellwake"), ("campaign-log", "bellwake"), ("hot-seat", "")]
        self.rng.shuffle(plan)
        return plan

    # ----- running ---------------------------------------------------------------------------

    def run(self, events: int) -> Tally:
        """Play at least ``events`` events (whole gestures: a few more at the end)."""
        start, cpu = time.perf_counter(), time.process_time()
        data = Path(storage.data_dir())
        data.mkdir(parents=True, exist_ok=True)
        with Sandbox(data), self._seeded_new_games():
            self._open_app()
            try:
                while self.tally.events < events:
                    kind, game_id = self.plan[self.episode % len(self.plan)]
                    self.episode += 1
                    self.tally.episodes += 1
                    self.tally.starts[kind] += 1
                    budget = self.rng.randint(*EPISODE_EVENTS)
                    self._start_episode(kind, game_id)
                    stop = min(events, self.tally.events + budget)
                    while self.tally.events < stop:
                        self._gesture()
            except MonkeyFailure as exc:
                raise MonkeyFailure(f"{self.context()}\n{exc}") from None
            except Exception as exc:
                text = "".join(traceback.format_exception(exc))
                raise MonkeyFailure(f"{self.context()}\n{text}") from exc
            finally:
                self._close_app()
                self.tally.seconds += time.perf_counter() - start
                self.tally.cpu += time.process_time() - cpu
        return self.tally

    def context(self) -> str:
        return (
            f"UI monkey seed {self.seed}, episode {self.episode}, after {self.tally.events} "
            f"events, at {self.where} (replay: Monkey({self.seed}).run(...))"
        )

    @contextmanager
    def _seeded_new_games(self) -> Iterator[None]:
        """New games' random seeds (Rematch, an empty seed field) from the monkey's seed; the
        bot levels a seat gets from the launcher (Normal for a new seat) bounded by iterations
        instead of the clock, so that a seed replays the same run on any machine; and the heap
        left unfrozen (many apps in one test process: freezing it would keep every object the
        tests before made)."""
        saved, saved_frozen, saved_get = app_module.new_seed, heap._frozen, ai.get
        rng = random.Random(self.seed ^ 0x5EED)
        app_module.new_seed = lambda: rng.randrange(1_000_000)
        heap._frozen = True

        def by_count(name: str, seed: int = 0, game: Any = None) -> Any:
            if str(name) in ai.levels():  # "normal": 30 iterations, no clock
                name = f"{name}:30"
            return saved_get(name, seed, game)

        ai.get = by_count
        try:
            yield
        finally:
            app_module.new_seed = saved
            heap._frozen = saved_frozen
            ai.get = saved_get

    def _open_app(self) -> None:
        rng = self.rng
        settings = Settings(
            bot_delay=0.0,
            animations=rng.random() < 0.3,
            animation_speed=4.0,
            guide=rng.random() < 0.5,
            ui_scale=rng.choice((1.0, 1.0, 0.8, 1.25, 1.5)),
            palette=rng.choice(("standard", "standard", "colour-blind")),
            auto_end_turn=rng.random() < 0.3,
            auto_pass=rng.random() < 0.3,
            hints=rng.random() < 0.8,
        )
        self.app = app_module.App(self.size, realtime=False, settings=settings)
        invariants = Invariants()
        self.watch = Watch(self.app, invariants)
        self.app.game_over = self._game_over_hook(self.app.game_over)
        self.app.open_launcher()
        self._frames(2)

    def _game_over_hook(self, game_over: Any) -> Any:
        """Half the games end as in the real loop: the game-over screen made on a worker
        thread while the final table stays (handover.py); the others in one frame, as in
        tests."""

        def hooked(state: State, seats: list[Seat]) -> None:
            app = self.app
            app.realtime = self.rng.random() < 0.5
            try:
                game_over(state, seats)
            finally:
                app.realtime = False

        return hooked

    def _close_app(self) -> None:
        app, watch = self.app, self.watch
        if app is None or watch is None:
            return
        self.tally.actions.update(watch.actions)
        self.tally.undos.update(watch.undos)
        self.tally.tables.update(watch.games)
        self.tally.checks.update(watch.invariants.checks)
        self.tally.digest = watch.digest.hexdigest()
        self.app = self.watch = None
        try:
            app.close()
        except pygame.error:
            pass

    # ----- episodes ----------------------------------------------------------------------------

    def _seats(self, game_id: str) -> list[Seat]:
        rng = self.rng
        game = tabletop.games.get(game_id)
        players = rng.choice(sorted(game.player_counts))
        seats = [Seat("human")]
        for _ in range(players - 1):
            bot = rng.choice(["greedy:1", "random", "random", "greedy"])  # cheap ones mostly
            seats.append(Seat("bot", bot))
        if game_id == "bellwake" and rng.random() < 0.4:
            seats[1] = Seat("human", same_person=True)
        return seats

    def _start_episode(self, kind: str, game_id: str) -> None:
        app, rng = self.app, self.rng
        self.label = self.where = f"{kind} {game_id}".strip()
        if not app.running:
            app.running = True
        if app.overlays:
            app.close_overlay(app.overlays[0])
        seed = rng.randrange(1_000_000)
        if kind == "launcher":
            app.open_launcher()
            app.scene.pick_game(game_id)
        elif kind in ("table", "menu", "save", "campaign-log"):
            options = {"scenario": "lower-stair"} if kind == "campaign-log" else None
            app.start_game(game_id, self._seats(game_id), seed, options=options)
            self._frames(3)
            if kind == "menu":
                self._key(pygame.K_ESCAPE)
            elif kind == "save":
                from tabletop.ui.saves_screen import SaveOverlay

                app.push_overlay(SaveOverlay(app))
            elif kind == "campaign-log":
                self._key(pygame.K_l)
        elif kind == "late":
            game = tabletop.games.get(game_id)
            players = rng.choice(sorted(game.player_counts))
            state = near_the_end(game_id, seed, random.Random(seed), players)
            seats = [Seat("human")] + [Seat("bot", "greedy:1")] * (players - 1)
            if rng.random() < 0.5:
                seats = [Seat("bot", "random")] * players  # the bots finish it by themselves
            app.resume(state, seats, None)
        elif kind == "between":
            state = between_scenarios(seed, random.Random(seed))
            app.resume(state, [Seat("human"), Seat("human", same_person=True)], None)
        elif kind == "hot-seat":
            game_id = rng.choice(GAMES)
            app.start_game(game_id, [Seat("human"), Seat("human")], seed)
        elif kind == "howto":
            app.open_launcher()
            app.scene.pick_game(game_id)
            app.open_rules(game_id)
        elif kind == "settings":
            app.open_launcher()
            app.open_settings()
        elif kind == "load":
            from tabletop.ui.saves_screen import LoadOverlay

            app.open_launcher()
            app.push_overlay(LoadOverlay(app))
        self._frames(2)

    # ----- one gesture -------------------------------------------------------------------------

    def _top(self) -> Any:
        app = self.app
        return app.overlays[-1] if app.overlays else app.scene

    def _gesture(self) -> None:
        """One random gesture: its events posted, the loop stepped after each part."""
        app, rng = self.app, self.rng
        top = self._top()
        self.where = f"{type(top).__name__} (episode {self.label})"
        if app.too_small and rng.random() < 0.6:
            return self._resize()
        table = top is app.scene and hasattr(top, "keys") and hasattr(top, "interaction")
        r = rng.random()
        if table and r < 0.38:
            return self._legal_choice(top)
        if r < 0.62:
            return self._click(self._hot_point(top))
        if r < 0.70:
            return self._drag(self._hot_point(top), self._hot_point(top))
        if r < 0.74:
            return self._click(self._anywhere(), button=rng.choice((1, 1, 1, 2, 3)))
        if r < 0.78:
            return self._move(self._anywhere() if rng.random() < 0.5 else self._hot_point(top))
        if r < 0.81:
            return self._wheel(self._hot_point(top))
        if r < 0.93:
            return self._random_key()
        if r < 0.96:
            return self._text(rng.choice(TEXTS))
        if r < 0.975:
            return self._resize()
        if r < 0.98:
            return self._key(pygame.K_F11)
        if r < 0.995:
            return self._odd(top)
        return self._idle(rng.randint(5, 40))

    def _legal_choice(self, scene: Any) -> None:
        """One of the table's legal choices, by mouse: half the time a legal action done as
        the game's mouse test player does it (tabletop/ui/games/<game>/driver.py), else a
        click or a drag from what the keyboard focus can light onto one of its targets."""
        rng = self.rng
        decision = scene.state.decision
        if decision is not None and not scene.seats[decision.seat].is_human:
            return self._idle_while_bots(scene)
        it = scene.interaction
        if it is not None and scene._local_turn() and rng.random() < 0.5:
            actions = list(it.actions)
            if actions:
                player = mouse_player(scene, MonkeyDriver(self))
                try:
                    player._gesture(it, rng.choice(actions))
                except AssertionError:
                    pass  # no gesture for it on the table as it is drawn now: the next one
                return self._frames(1)
        choices = scene.keys.choices()
        if not choices:
            if rng.random() < 0.5:
                return self._key(rng.choice((pygame.K_SPACE, pygame.K_RETURN)))
            return self._idle(rng.randint(2, 20))
        choice = rng.choice(choices)
        start = self._inside(choice.rect, choice.id if choice.kind == "take" else None, scene)
        if choice.kind == "take" and choice.targets and rng.random() < 0.85:
            target = rng.choice(sorted(choice.targets))
            rect = scene.keys.target_rect(target)
            end = self._inside(rect) if rect is not None else self._anywhere()
            return self._drag(start, end)
        if choice.kind == "piece" and choice.spots and rng.random() < 0.85:
            target = rng.choice(sorted(choice.spots))
            return self._drag(start, self._inside(choice.spots[target]))
        return self._click(start)

    def _idle_while_bots(self, scene: Any) -> None:
        """Frames while bots decide (a few, or until a person decides)."""
        for _ in range(self.rng.randint(3, 40)):
            decision = scene.state.decision
            if self.app.scene is not scene or decision is None:
                return
            if scene.seats[decision.seat].is_human and not scene.timeline.busy:
                return
            self._frames(1)

    # ----- where to click ----------------------------------------------------------------------

    def _anywhere(self) -> tuple[int, int]:
        w, h = self.app.window_size
        return self.rng.randrange(-5, w + 5), self.rng.randrange(-5, h + 5)

    def _inside(
        self, rect: pygame.Rect | None, card: str | None = None, scene: Any = None
    ) -> tuple[int, int]:
        """A point of ``rect`` (on ``card`` when it lies partly under another card)."""
        rng = self.rng
        if rect is None or rect.w <= 0 or rect.h <= 0:
            return self._anywhere()
        points = [rect.center] + [
            (rng.randrange(rect.left, rect.right), rng.randrange(rect.top, rect.bottom))
            for _ in range(6)
        ]
        if card is not None and scene is not None:
            for p in points:
                spot = scene.spot_at(p)
                if spot is not None and spot.card == card:
                    return p
        return points[0] if rng.random() < 0.5 else points[1]

    def _hot_point(self, top: Any) -> tuple[int, int]:
        """A point on something clickable on the top screen, else anywhere."""
        rects = hot_rects(top)
        if not rects:
            return self._anywhere()
        return self._inside(self.rng.choice(rects))

    # ----- events ------------------------------------------------------------------------------

    def _post(self, kind: int, **fields: Any) -> None:
        pygame.event.post(pygame.event.Event(kind, window=None, **fields))
        self.tally.events += 1

    def _frames(self, n: int = 1) -> None:
        app, watch = self.app, self.watch
        for _ in range(n):
            self._settle()
            if not app.running:  # Quit in the launcher: the app would end here
                app.running = True
                app.open_launcher()
            began = time.thread_time()  # this thread's CPU: the machine's load left out
            app.step()
            took = time.thread_time() - began
            if took > self.tally.slowest[0]:
                self.tally.slowest = (took, self.where)
            self.tally.frames += 1
            self.tally.screens[screen_name(self._top())] += 1
            watch.raise_pending()
            scene = app.scene
            state = getattr(scene, "state", None)
            over = type(scene).__name__ in ("GameOverScene", "GameOverHandover")
            if over and state is not None and id(state) not in self._finished:
                self._finished.add(id(state))
                self.tally.finished[state.game.id] += 1
        if self._sandbox_violations():
            raise MonkeyFailure(f"a file was touched outside the data folder: {self._violation}")

    def _sandbox_violations(self) -> bool:
        from tests.ui import monkey_guard

        box = monkey_guard._sandbox
        if box is not None and box.violations:
            self._violation = box.violations[0]
            return True
        return False

    def _settle(self) -> None:
        """Let what depends on the clock finish before the next frame: a bot thinking on
        its worker thread, a first board built in slices (so a seed replays the same)."""
        scene = self.app.scene
        thinker = getattr(scene, "thinker", None)
        if thinker is not None and thinker.thinking and not thinker.wait(5.0):
            raise MonkeyFailure("a bot thought for more than 5 s")
        making = getattr(scene, "_thread", None)  # the game-over screen being made
        if making is not None and making.is_alive():
            making.join(10.0)
            if making.is_alive():
                raise MonkeyFailure("making the game-over screen took more than 10 s")
        first = getattr(scene, "_first", None)
        for _ in range(200):
            if first is None or getattr(scene, "_first", None) is None:
                break
            if first.run(1.0):
                scene._first = None

    def _end(self) -> None:
        """The end of a gesture: a frame, or often not yet (a real frame takes in all the
        events that came since the last one: the next gesture's are taken with these)."""
        if self.rng.random() < 0.45:
            self._frames(1)

    def _move(self, pos: tuple[int, int], frame: float = 0.25) -> None:
        """The mouse moves to ``pos`` (a few motion events on the way, as a real mouse
        makes); the loop steps with probability ``frame``."""
        rng = self.rng
        for _ in range(rng.randint(0, 2)):
            near = (pos[0] + rng.randint(-30, 30), pos[1] + rng.randint(-30, 30))
            self._post(pygame.MOUSEMOTION, pos=near, rel=(0, 0), buttons=(0, 0, 0), touch=False)
        self._post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False)
        if rng.random() < frame:
            self._frames(1)

    def _click(self, pos: tuple[int, int], button: int = 1) -> None:
        rng = self.rng
        if rng.random() < 0.8:
            self._move(pos, frame=0.4)
        self._post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False)
        if rng.random() < 0.4:
            self._frames(1)
        self._post(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False)
        self._end()

    def _drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        rng = self.rng
        self._move(start, frame=0.5)
        self._post(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False)
        self._frames(1)
        steps = rng.randint(1, 8)
        last = start
        for i in range(1, steps + 1):
            p = (
                round(start[0] + (end[0] - start[0]) * i / steps),
                round(start[1] + (end[1] - start[1]) * i / steps),
            )
            rel = (p[0] - last[0], p[1] - last[1])
            self._post(pygame.MOUSEMOTION, pos=p, rel=rel, buttons=(1, 0, 0), touch=False)
            if rng.random() < 0.25:
                self._frames(1)
            last = p
        self._post(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False)
        self._end()

    def _wheel(self, pos: tuple[int, int]) -> None:
        rng = self.rng
        self._move(pos)
        for _ in range(rng.randint(1, 4)):
            dy = rng.choice((-3, -1, -1, 1, 1, 3))
            self._post(
                pygame.MOUSEWHEEL,
                x=0,
                y=dy,
                flipped=False,
                precise_x=0.0,
                precise_y=float(dy),
                touch=False,
            )
            if rng.random() < 0.3:  # pygame also reports the wheel as buttons 4 and 5
                button = 4 if dy > 0 else 5
                self._post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False)
                self._post(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False)
        self._end()

    def _key(self, key: int, mod: int = 0) -> None:
        name = pygame.key.name(key)
        unicode = name if len(name) == 1 and not mod & pygame.KMOD_CTRL else ""
        if key == pygame.K_SPACE:
            unicode = " "
        scancode = 0
        self._post(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=scancode)
        if unicode and self.rng.random() < 0.5:
            self._post(pygame.TEXTINPUT, text=unicode)
        if self.rng.random() < 0.3:
            self._frames(1)
        self._post(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=scancode)
        self._end()

    def _random_key(self) -> None:
        rng = self.rng
        r = rng.random()
        if r < 0.1:
            return self._key(pygame.K_z, pygame.KMOD_LCTRL)
        if r < 0.16:
            return self._key(pygame.K_TAB, pygame.KMOD_LSHIFT)
        return self._key(rng.choice(KEYS))

    def _odd(self, top: Any) -> None:
        """What a person does less often: a key or a resize in the middle of a drag, a release
        without a press, Ctrl+A/C/V/X in a text field, the window losing focus, minimised
        and restored, a double click."""
        rng = self.rng
        r = rng.random()
        if r < 0.3:
            start, end = self._hot_point(top), self._hot_point(top)
            self._move(start, frame=1.0)
            self._post(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False)
            self._frames(1)
            mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
            self._post(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0), touch=False)
            self._frames(1)
            if rng.random() < 0.25:
                self._resize()
            else:
                key = rng.choice((pygame.K_ESCAPE, pygame.K_TAB, pygame.K_RETURN, pygame.K_z))
                mod = pygame.KMOD_LCTRL if key == pygame.K_z else 0
                self._key(key, mod)
            self._post(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0), touch=False)
            self._post(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False)
            return self._frames(1)
        if r < 0.45:
            pos = self._hot_point(top)
            self._post(pygame.MOUSEMOTION, pos=pos, rel=(3, 3), buttons=(1, 0, 0), touch=False)
            self._post(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)
            return self._frames(1)
        if r < 0.65:
            return self._key(rng.choice((pygame.K_a, pygame.K_c, pygame.K_v, pygame.K_x)), 64)
        if r < 0.85:
            for kind in rng.choice(
                (
                    (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED),
                    (pygame.WINDOWLEAVE, pygame.WINDOWENTER),
                    (pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED, pygame.WINDOWEXPOSED),
                    (pygame.WINDOWHIDDEN, pygame.WINDOWSHOWN, pygame.WINDOWEXPOSED),
                    (pygame.WINDOWMAXIMIZED,),
                )
            ):
                self._post(kind)
            return self._frames(1)
        pos = self._hot_point(top)  # a double click: two clicks in a few milliseconds
        self._click(pos)
        self._click(pos)
        return None

    def _text(self, text: str) -> None:
        for char in text:
            self._post(pygame.TEXTINPUT, text=char)
        self._end()

    def _idle(self, frames: int) -> None:
        self._frames(frames)

    def _resize(self) -> None:
        """A window resize as a person makes one: SDL resizes the window (WINDOWSIZECHANGED),
        then VIDEORESIZE and WINDOWRESIZED; or VIDEORESIZE alone (the app sets the mode)."""
        rng = self.rng
        r = rng.random()
        if r < 0.5:
            size = rng.choice(SIZES)
        elif r < 0.75:
            size = (rng.randint(200, 2560), rng.randint(100, 1440))
        else:
            size = rng.choice(((200, 100), (2560, 1440), (799, 599), (200, 1440), (2560, 100)))
        w, h = size
        if rng.random() < 0.6 and not self.app.settings.fullscreen:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                window = pygame.Window.from_display_module()
            window.size = size  # SDL posts WINDOWSIZECHANGED itself
            self.tally.events += 1
            if rng.random() < 0.8:
                self._post(pygame.VIDEORESIZE, size=size, w=w, h=h)
                self._post(pygame.WINDOWRESIZED, x=w, y=h)
        else:
            self._post(pygame.VIDEORESIZE, size=size, w=w, h=h)
        self._frames(rng.randint(1, 3))


class MonkeyDriver(Driver):
    """The table tests' driver, posting and stepping through the monkey (counted, settled)."""

    def __init__(self, monkey: Monkey) -> None:
        super().__init__(monkey.app)
        self.monkey = monkey

    def post(self, kind: int, **fields: Any) -> None:  # type: ignore[override]
        if kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            fields.setdefault("touch", False)  # as SDL's own mouse events have it
        self.monkey._post(kind, **fields)

    def frames(self, n: int = 1) -> None:
        """Often fewer frames than the test player asks for: a real frame takes in every
        event since the last one (the gesture ends with a frame in any case)."""
        for _ in range(n):
            if self.monkey.rng.random() < 0.4:
                self.monkey._frames(1)


def mouse_player(scene: Any, driver: Driver) -> Any:
    """The game's mouse test player (its own where it has one, else the kit's)."""
    package = scene.game.id.replace("-", "_")
    try:
        module = importlib.import_module(f"tabletop.ui.games.{package}.driver")
        player = module.MousePlayer
    except (ModuleNotFoundError, AttributeError):
        player = KitMousePlayer
    return player(driver)


def screen_name(top: Any) -> str:
    """The top screen's class, or Bellwake's own screens at its table (the campaign log
    open, the choices between two scenarios)."""
    if top is None:
        return "none"
    ext = getattr(top, "ext", None)
    if getattr(ext, "log_open", False):
        return "CampaignLog"
    if getattr(ext, "between", False) is True:
        return "BetweenScenarios"
    return type(top).__name__


def hot_rects(top: Any) -> list[pygame.Rect]:
    """What a person would click on the top screen: enabled buttons, entries and sliders of a
    pygame_gui screen and the rows of a list; the table's buttons, cards, picker cells."""
    rects: list[pygame.Rect] = []
    ui = getattr(top, "ui", None)
    if ui is not None:
        import pygame_gui

        wanted = (
            pygame_gui.elements.UIButton,
            pygame_gui.elements.UITextEntryLine,
            pygame_gui.elements.UIHorizontalSlider,
            pygame_gui.elements.UIDropDownMenu,
        )
        for element in ui.get_sprite_group().sprites():
            if isinstance(element, wanted) and element.visible and element.alive():
                if getattr(element, "is_enabled", True):
                    rects.append(pygame.Rect(element.rect))
        rows = getattr(top, "entries", None)
        row_rect = getattr(top, "row_rect", None)
        if rows is not None and row_rect is not None:
            rects += [row_rect(i) for i in range(min(len(rows), 12))]
    if hasattr(top, "buttons") and hasattr(top, "spots"):  # a table
        rects += [b.rect for b in top.buttons]
        if top.undo_button is not None:
            rects.append(top.undo_button.rect)
        rects += [s.rect for s in top.spots()]
        for picker in (top.picker, top.browse):
            if picker is not None:
                rects += list(picker.cells) + [b.rect for b in picker.buttons]
        rects += [b.rect for b in top.ext.overlay_buttons()]
        own = getattr(top.ext, "choice_buttons", None)  # Bellwake's: a method
        own = own() if callable(own) else own
        rects += [b.rect for b in own or () if isinstance(getattr(b, "rect", None), pygame.Rect)]
        campaign = getattr(top.ext, "campaign_button", None)
        campaign = campaign() if callable(campaign) else None
        if campaign is not None:
            rects.append(campaign)
    return [r for r in rects if r.w > 0 and r.h > 0]
