"""Each game's table part, found by convention from the game's id.

A game with its own table part has a package ``tabletop.ui.games.<id, - as _>`` (its
controller, table code, card drawing, event animations) whose ``__init__.py`` declares
``CONTROLLER`` (a :class:`~tabletop.ui.controller.Controller` subclass) and may declare
``EXTENSION`` (a :class:`~tabletop.ui.table.extension.TableExtension` subclass), and may declare
``OPTIONS``, the game options the launcher offers with words: ``{option: (label, [(value,
words), ...])}``, the first value the default (:func:`option_choices`), and may declare
``SEAT_LABELS``, the words for the seats in the launcher (Bellwake's two keepers), a list in
seat order (:func:`seat_labels`; "Player 1", "Player 2"... by default), and may declare
``TEAM_NAMES``, the words for the teams of a game played in teams, in the order of the rules'
``teams`` (Para Bellum's alliances; the launcher says who plays with whom: :func:`team_words`).
A game without
a package gets the generic controller and extension. Packages are imported by name, so this
works in the frozen build too (which freezes every ``tabletop`` submodule).

Campaign games (:func:`campaign_plan`): a game whose rules offer the option ``scenario`` with
the default None (None: the whole campaign) and name their scenarios in ``game.scenarios``
(``{id: {"name": words, "order": n}}``) is a campaign game, as Bellwake is. The launcher then
offers New campaign, Continue campaign and Play one scenario for it, and the app keeps its
campaign in a file of its own (tabletop/ui/campaigns.py). A table part may say otherwise with
``CAMPAIGN = False``, and may declare ``CAMPAIGN_LOGS``, a function ``scenario id -> [(log
entry ids, words), ...]`` giving the starting logs offered for one scenario; by default they
come from the rules (see :meth:`CampaignPlan.starting_logs`).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from functools import cache
from importlib import import_module
from types import ModuleType
from typing import TYPE_CHECKING, Any

from tabletop.rules import Game, State
from tabletop.rules.outcome import TEAMS
from tabletop.ui.controller import Controller

if TYPE_CHECKING:
    from tabletop.ui.table.extension import TableExtension
    from tabletop.ui.table.scene import TableScene


def package_name(game_id: str) -> str:
    return f"{__name__}.{game_id.replace('-', '_')}"


@cache
def table_part(game_id: str) -> ModuleType | None:
    """The package of ``game_id``'s table part, or None when the game has none."""
    name = package_name(game_id)
    try:
        return import_module(name)
    except ModuleNotFoundError as err:
        if err.name == name:
            return None  # no such package (a broken import inside one is raised)
        raise


def option_choices(game_id: str) -> dict[str, tuple[str, list[tuple[Any, str]]]]:
    """The options ``game_id``'s table part offers in the launcher (none by default): option
    -> (its label, its values with their words)."""
    declared = getattr(table_part(game_id), "OPTIONS", None) or {}
    return {str(k): (str(label), list(values)) for k, (label, values) in declared.items()}


def seat_labels(game_id: str, players: int) -> list[str]:
    """How the launcher names ``players`` seats of ``game_id``: the table part's
    ``SEAT_LABELS`` where it has them, else "Player N"."""
    declared = list(getattr(table_part(game_id), "SEAT_LABELS", None) or [])
    return [str(declared[i]) if i < len(declared) else f"Player {i + 1}" for i in range(players)]


def team_words(game: Game, players: int) -> list[str]:
    """Who plays with whom, a line per team for the launcher ("Alliance A: Player 1 and
    Player 3"), when ``game`` is played in teams at ``players`` seats (the rules' ``teams``),
    else none: the table part's ``TEAM_NAMES`` name the teams as the table does ("Team 1",
    "Team 2"... by default), the seats are named as the launcher names them."""
    if game.play_style(players) != TEAMS:
        return []
    declared = list(getattr(table_part(game.id), "TEAM_NAMES", None) or [])
    labels = seat_labels(game.id, players)
    lines = []
    for i, team in enumerate(game.teams(players)):
        name = str(declared[i]) if i < len(declared) else f"Team {i + 1}"
        seats = [labels[s] for s in team]
        together = ", ".join(seats[:-1]) + " and " + seats[-1] if len(seats) > 1 else seats[0]
        lines.append(f"{name}: {together}")
    return lines


def controller_for(game: Game) -> Controller:
    """The controller for ``game`` (the generic one for a game without its own)."""
    part = table_part(game.id)
    cls: type[Controller] = getattr(part, "CONTROLLER", Controller)
    return cls(game)


def extension_for(scene: TableScene) -> TableExtension:
    """The table extension of the scene's game (the do-nothing one for most games)."""
    from tabletop.ui.table.extension import TableExtension

    cls: type[TableExtension] = getattr(table_part(scene.game.id), "EXTENSION", TableExtension)
    return cls(scene)


# ----- campaign games -------------------------------------------------------------------------


@dataclass(frozen=True)
class CampaignPlan:
    """What the launcher and the storage know of a campaign game, from its rules."""

    game: Game
    scenarios: list[tuple[str, str]]  # (id, name) in the order they are played
    logs: Any = field(default=None, compare=False)  # the table part's CAMPAIGN_LOGS, if any

    def name(self, scenario: str | None) -> str:
        """The scenario's name in words ("The Foundry Below"); the id if it has none."""
        return next((n for s, n in self.scenarios if s == scenario), str(scenario or ""))

    def starting_logs(self, scenario: str) -> list[tuple[list[str], str]]:
        """The starting logs offered for playing ``scenario`` alone: (entry ids, words), the
        first "No entries". By default: every log a campaign could have written before it,
        one entry from each earlier scenario, from the rules' log entry cards (a card of type
        ``log_entry`` says in ``written.scenario`` which scenario writes it)."""
        if self.logs is not None:
            return [(list(ids), str(words)) for ids, words in self.logs(scenario)]
        out: list[tuple[list[str], str]] = [([], "No entries")]
        order = [s for s, _ in self.scenarios]
        if scenario not in order:
            return out
        earlier = order[: order.index(scenario)]
        cards = getattr(self.game, "cards", {}) or {}
        by_scenario = {
            s: [
                c
                for c, e in cards.items()
                if e.get("type") == "log_entry" and (e.get("written") or {}).get("scenario") == s
            ]
            for s in earlier
        }
        groups = [entries for entries in by_scenario.values() if entries]
        if not groups:
            return out
        for combo in itertools.product(*groups):
            names = [str(cards[c].get("name", c)) for c in combo]
            words = ", ".join([names[0]] + [n[:1].lower() + n[1:] for n in names[1:]])
            out.append((list(combo), words))
        return out


def campaign_plan(game: Game | str) -> CampaignPlan | None:
    """The campaign of a campaign game (see the module docstring), or None for other games."""
    import tabletop.games

    if isinstance(game, str):
        try:
            game = tabletop.games.get(game)
        except KeyError:
            return None
    options = getattr(game, "options", None) or {}
    scenarios = getattr(game, "scenarios", None)
    part = table_part(game.id)
    if getattr(part, "CAMPAIGN", True) is False:
        return None
    if "scenario" not in options or options["scenario"] is not None:
        return None
    if not isinstance(scenarios, dict) or not scenarios:
        return None
    ordered = sorted(
        scenarios.items(), key=lambda kv: kv[1].get("order", 0) if isinstance(kv[1], dict) else 0
    )
    named = [(str(k), str(v.get("name", k)) if isinstance(v, dict) else str(k)) for k, v in ordered]
    return CampaignPlan(game, named, getattr(part, "CAMPAIGN_LOGS", None))


def is_whole_campaign(state: State) -> bool:
    """Whether ``state`` is a whole campaign of a campaign game (option ``scenario`` None),
    not one scenario played alone: such a state is kept in its campaign's own file."""
    if campaign_plan(state.game) is None or getattr(state, "campaign", None) is None:
        return False
    options = (getattr(state, "setup_args", None) or {}).get("options") or {}
    return options.get("scenario") in (None, "", "campaign")
