"""Damaged saves never crash or hang the app: for every game and for a Bellwake campaign file,
2,000 mutants of a few real saves (tests/fuzz/mutants.py) each go through the rules' loader
and the app's Load and Continue. The rules' loader raises LoadError or gives a legal game;
the app refuses with a message and leaves the player at their table, or opens a legal game;
no load takes over 2 s of CPU. About 20 s per target on an idle machine.

A failure names the mutant: ``mutants.mutant(target, number)`` makes it again."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from tests.fuzz import mutants as M

PER_TARGET = 2000
SEED = 0


@pytest.mark.slow
@pytest.mark.parametrize("target", M.TARGETS)
def test_mutated_saves_are_refused_in_words_or_open_a_legal_game(
    target: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("TABLETOP_CONFIG_DIR", raising=False)
    start = time.perf_counter()
    tally = M.run((target,), PER_TARGET, SEED, tmp_path)[target]
    print(
        f"\n{target}: {tally.mutants} mutants in {time.perf_counter() - start:.0f} s; the "
        f"rules' loader refused {tally.refused} and opened {tally.loaded}; the app refused "
        f"{tally.app_refused} and opened {tally.app_loaded}; slowest load {tally.slowest:.2f} s "
        f"of CPU; {len(tally.failures)} failures"
    )
    assert tally.mutants == PER_TARGET
    # every mutant went through the app's Load and its Continue
    assert tally.app_refused + tally.app_loaded + len(tally.failures) >= 2 * PER_TARGET
    assert tally.refused > PER_TARGET // 2  # the mutants are damaged: most are refused
    assert tally.loaded > 0  # and some changes are harmless (a seat, the list's words)
    assert not tally.failures, "\n".join(tally.failures[:20])


def test_a_mutant_is_made_again_from_its_number_alone() -> None:
    """The same target, number and seed give the same bytes, so a failure can be replayed."""
    bases = M.base_saves("bahamut-dispute")
    one = [m.data for m in M.mutants("bahamut-dispute", 10, 5, bases=bases)]
    again = [M.mutant("bahamut-dispute", 10 + i, bases=bases).data for i in range(5)]
    assert one == again
    assert len(set(one)) == 5 and all(b.app_text.encode() not in one for b in bases)


def test_deep_nesting_inside_a_save_is_refused_in_words() -> None:
    """A value nested 900 lists deep inside the snapshot parses as JSON but used to make the
    loader's comparison recurse too deep (RecursionError): now it is a LoadError."""
    import json

    import tabletop.games
    from tabletop.rules import LoadError, saves

    game = tabletop.games.get("para-bellum")
    state = game.setup(5)
    text = state.to_json()
    raw = json.loads(text)
    raw["snapshot"]["zones"]["army_deck"][0] = "NEST"
    deep = json.dumps(raw).replace('"NEST"', "[" * 900 + "1" + "]" * 900)
    with pytest.raises(LoadError, match="nested far too deeply"):
        saves.load(game, deep)
    game.load(text)  # the real save still loads


def test_a_missing_part_is_named_in_good_english() -> None:
    import json

    import tabletop.games
    from tabletop.rules import LoadError

    game = tabletop.games.get("bellum")
    raw = json.loads(game.setup(1).to_json())
    del raw["options"]
    with pytest.raises(LoadError, match="its game options are missing"):
        game.load(json.dumps(raw))
