"""The words a state holds for people, apart from what they are derived from.

A frame on the flow stack keeps its prompt, its labels and its buttons' texts, and a view adds
the phase and each action's text. They are all derived from the rest of the state, so two
states that differ only in them are the same position: a save made before a prompt was reworded
still matches its replay, and a bot seeded by its view plays the same moves.

:func:`listed` writes a list as people read it, for the log and the screens alike.
"""

from __future__ import annotations

from typing import Any

WORDS = frozenset({"phase", "prompt", "text", "labels", "yes", "no", "none", "noun", "why"})


def wordless(value: Any) -> Any:
    """``value`` (JSON data) without the entries named in ``WORDS``, at any depth."""
    if isinstance(value, dict):
        return {k: wordless(v) for k, v in value.items() if k not in WORDS}
    if isinstance(value, list):
        return [wordless(v) for v in value]
    return value


def listed(words: list[str]) -> str:
    """``["3 damage", "Echo Stone"]`` -> "3 damage and Echo Stone"; three or more with commas."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
