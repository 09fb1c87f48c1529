"""A tiny seeded generator whose whole state is one integer.

Why not ``random.Random``: its state is 625 numbers, slow to copy for bots that clone states,
and its algorithms are not promised stable across Python versions. SplitMix64 is one integer,
JSON-safe, identical on every platform, and plenty random for shuffles and dice.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import Any

MASK = (1 << 64) - 1


def seed_state(seed: int | str) -> int:
    """Turn any seed (an int or text) into a 64-bit generator state."""
    if isinstance(seed, str):
        value = 0
        for byte in seed.encode():
            value = (value * 131 + byte) & MASK
        seed = value
    return (int(seed) * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & MASK


def next64(state: int) -> tuple[int, int]:
    """Advance ``state``; return (new state, a random 64-bit value)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


class Rng:
    """Random draws that read and write the generator state kept in a state's data dict."""

    __slots__ = ("_data", "_key")

    def __init__(self, data: dict[str, Any], key: str = "rng") -> None:
        self._data = data
        self._key = key

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        state, value = next64(self._data[self._key])
        self._data[self._key] = state
        return value % n  # bias below 2**-50 for any table-top n

    def die(self, sides: int = 6) -> int:
        """Roll one die: 1 to ``sides``."""
        return self.below(sides) + 1

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: list[Any]) -> Any:
        return items[self.below(len(items))]
