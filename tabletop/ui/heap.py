"""The long-lived heap kept out of the garbage collector's full passes.

Why: a full (generation 2) collection walks every tracked object: the modules, pygame_gui and
the games' data alone make it 7-20 ms of CPU on this kind of machine, and it comes by itself
in the middle of a game, on top of a frame's own work (a dropped frame). Those objects live as
long as the process, so, once they are all loaded, the garbage is collected one time and they
are frozen (``gc.freeze``): later full passes walk only what was made since (a table and its
pictures), a few milliseconds. Done once, in the real loop only: before the first launcher
is built, or at the start of the first table's first board for ``tabletop play``.
"""

from __future__ import annotations

import gc

_frozen = False


def frozen() -> bool:
    return _frozen


def freeze_once() -> None:
    """Collect the garbage, then freeze every object alive (the first call only)."""
    global _frozen
    if _frozen:
        return
    _frozen = True
    gc.collect()
    gc.freeze()
