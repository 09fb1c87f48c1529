"""Each game's table part is found from its id (tabletop.ui.games), and the generic table names
no game: adding a game changes no line outside its own package."""

from __future__ import annotations

import re
import sys
import types
from pathlib import Path

import pytest

import tabletop
from tabletop.games import get
from tabletop.ui import games
from tabletop.ui.controller import Controller
from tabletop.ui.table.extension import TableExtension

ROOT = Path(tabletop.__file__).parent
GAME_NAMES = re.compile(r"bahamut|bellum|necro|goblin", re.I)
GAME_WORDS = re.compile(r"\bnope\b|\blife\b|field\.|\"pending\"|\bdamage\b|reflect")


@pytest.mark.parametrize("game_id", ["bahamut-dispute", "para-bellum"])
def test_a_game_with_a_table_part_gets_its_controller_and_extension(game_id: str) -> None:
    part = games.table_part(game_id)
    assert part is not None and part.__name__ == f"tabletop.ui.games.{game_id.replace('-', '_')}"
    controller = games.controller_for(get(game_id))
    assert type(controller) is part.CONTROLLER and type(controller) is not Controller
    assert issubclass(part.EXTENSION, TableExtension) and part.EXTENSION is not TableExtension


def test_a_game_without_a_package_gets_the_generic_parts() -> None:
    game = types.SimpleNamespace(id="no-such-game")
    assert games.table_part("no-such-game") is None
    assert type(games.controller_for(game)) is Controller  # type: ignore[arg-type]
    scene = types.SimpleNamespace(game=game)
    assert type(games.extension_for(scene)) is TableExtension  # type: ignore[arg-type]


def test_a_broken_table_part_is_not_taken_for_a_missing_one(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    package = tmp_path / "broken_game"
    package.mkdir()
    (package / "__init__.py").write_text("import no_such_module_anywhere\n")
    monkeypatch.setattr(games, "__path__", [*games.__path__, str(tmp_path)])
    monkeypatch.delitem(sys.modules, "tabletop.ui.games.broken_game", raising=False)
    with pytest.raises(ModuleNotFoundError):
        games.table_part.__wrapped__("broken-game")


def generic_ui_modules() -> list[Path]:
    out = []
    for path in sorted((ROOT / "ui").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if not rel.startswith("ui/games/"):
            out.append(path)
    return out


def test_the_generic_table_names_no_game() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
        for path in generic_ui_modules()
        for n, line in enumerate(path.read_text().splitlines(), 1)
        if GAME_NAMES.search(line) or GAME_WORDS.search(line)
    ]
    assert found == []
