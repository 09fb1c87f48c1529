"""A campaign on disk: each campaign game keeps its campaign in a file of its own.

A whole campaign (a campaign game, see :func:`tabletop.ui.games.campaign_plan`, set up with
the option ``scenario`` None) is autosaved after every action to ``campaign-<game id>.json`` in
the data folder, apart from each game's game in progress (``autosave-<game id>.json``): playing
another game never replaces the campaign, and a campaign never replaces another game's autosave.
A scenario played alone is an ordinary game and uses its game's slot (slots.py). The file has
the same format as any save (storage.py), so Load opens it too.

Rules that keep a campaign safe (:func:`claim`, called when a game starts or is loaded):

- a game with no person in it (bots only) never overwrites a campaign that has a person in it,
  nor a damaged campaign file: it is then not saved at all;
- a damaged campaign file is never overwritten: the launcher says so in words, and only a
  New campaign moves it aside (renamed to ``campaign-<id>.json.corrupt-<time>``);
- a new campaign started while one is unfinished (the launcher asks first; the command line
  does not) moves the old one aside as ``.abandoned-<time>``, never deleting it.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from pathlib import Path

from tabletop.rules import LoadError, State
from tabletop.ui import journal, slotlock, storage
from tabletop.ui.games import campaign_plan, is_whole_campaign
from tabletop.ui.scene import Seat


def campaign_path(game_id: str) -> Path:
    """The file of ``game_id``'s campaign."""
    return storage.data_dir() / f"campaign-{game_id}.json"


def damaged_words(title: str) -> str:
    return (
        f"Your {title} campaign cannot be continued: its file is damaged. The file is kept as "
        "it is; New campaign puts it aside and begins afresh."
    )


@dataclass
class CampaignFile:
    """A campaign read back from its file (``loaded`` None when the file is damaged)."""

    game_id: str
    title: str  # the game's title: "Bellwake"
    path: Path
    loaded: storage.Loaded | None = None
    scenario: str = ""  # the current scenario's name: "The Foundry Below"
    round: int | None = None  # the round within it (None between scenarios or at the setup)
    phase: str = ""  # the state's phase in words: "Round 5 of 10 · Venture"
    log: list[str] = field(default_factory=list)  # the log's entries so far, in words
    has_human: bool = False

    @property
    def damaged(self) -> bool:
        return self.loaded is None

    @property
    def message(self) -> str:
        """What the launcher says about a damaged file, in a player's words."""
        return damaged_words(self.title) if self.damaged else ""

    def where(self) -> str:
        """Where the campaign stands: ``The Foundry Below, round 5``."""
        if self.round:
            return f"{self.scenario}, round {self.round}"
        return self.scenario

    def log_words(self) -> str:
        """``The gate held; the bell was recast`` (or ``No entries yet``)."""
        return "; ".join(self.log) if self.log else "No entries yet"

    def abandon_question(self) -> str:
        """``Abandon your Bellwake campaign in the Foundry Below, round 5?``"""
        where = self.where()
        if where.startswith("The "):
            where = "the " + where[4:]
        return f"Abandon your {self.title} campaign in {where}?"


def describe(game_id: str, loaded: storage.Loaded, path: Path) -> CampaignFile:
    """The words of a campaign state for the launcher."""
    state = loaded.state
    plan = campaign_plan(state.game)
    scenario = getattr(state, "scenario", None)
    name = plan.name(scenario) if plan else str(scenario or "")
    rnd = state.data.get("round")
    phase = state.phase() or ""
    if not (isinstance(rnd, int) and rnd > 0 and f"Round {rnd}" in phase):
        rnd = None  # the setup or between scenarios: the round is not under way
    log = [str(e.get("text") or e.get("value")) for e in (state.campaign or {}).get("log", [])]
    return CampaignFile(
        game_id,
        state.game.title,
        path,
        loaded,
        scenario=name,
        round=rnd,
        phase=phase,
        log=log,
        has_human=any(s.is_human for s in loaded.seats),
    )


def read_campaign(game_id: str) -> CampaignFile | None:
    """``game_id``'s campaign from its file (replayed and checked: a few milliseconds), a
    damaged one (``loaded`` None), or None when there is no campaign under way."""
    import tabletop.games

    path = campaign_path(game_id)
    try:
        if not path.exists():
            return None
        if not path.is_file():  # a folder by that name: no campaign can be read or written
            return CampaignFile(game_id, tabletop.games.get(game_id).title, path)
    except OSError:
        return None
    title = tabletop.games.get(game_id).title
    try:
        loaded = storage.load_file(path)
    except LoadError:
        return CampaignFile(game_id, title, path)
    state = loaded.state
    if state.game.id != game_id or not is_whole_campaign(state) or state.is_over:
        return CampaignFile(game_id, title, path)  # not this game's campaign: damaged too
    return describe(game_id, loaded, path)


def set_aside(game_id: str, why: str = "corrupt") -> Path | None:
    """Rename the campaign's file to ``campaign-<id>.json.<why>-<time>`` (None: no file)."""
    path = campaign_path(game_id)
    if not path.exists():
        return None
    journal.fold(path)  # its journal would not follow it: its actions go into the file first
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{why}-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.{why}-{stamp}-{n}")
    os.replace(path, target)
    storage.remove_file(storage.picture_path(path))  # the Load list's picture of that table
    return target


def claim(state: State, seats: list[Seat]) -> tuple[Path | None, str]:
    """Where a game that starts (or is loaded) now is autosaved, and a note for the player.

    Another game or a single scenario: its game's slot (see slots.claim, which applies its own
    rules first). A whole campaign: its own file,
    unless that would overwrite a campaign with a person in it (or a damaged file) by a game
    of bots (then None: it is not saved). A campaign with a person in it puts an unfinished
    or a damaged campaign aside first (never deleting it) and says so.
    """
    if not is_whole_campaign(state):
        return storage.autosave_path(state.game.id), ""  # its game's slot (slots.claim)
    game_id = state.game.id
    path = campaign_path(game_id)
    if not slotlock.HELD.take(path):  # never put aside from under the window playing it
        title = state.game.title
        return None, f"Your {title} campaign {slotlock.BUSY} This game is not saved."
    old = read_campaign(game_id)
    if old is None:
        return path, ""
    human = any(s.is_human for s in seats)
    if not human and (old.damaged or old.has_human):
        return None, ""
    why = "corrupt" if old.damaged else "abandoned"
    try:
        kept = set_aside(game_id, why)
    except OSError:
        return None, f"Your earlier {old.title} campaign could not be moved: this one is unsaved."
    note = ""
    if kept is not None:
        what = "damaged campaign file" if old.damaged else f"unfinished campaign ({old.where()})"
        note = f"Your {what} was kept in the data folder; it is not deleted."
    return path, note
