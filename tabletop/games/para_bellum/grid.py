"""The pure geometry of one battlefield: cells, squares, placement and legions.

A battlefield is a dict ``{"r,c": card id}`` (row -1..2, column -4..4, the starting card at
``"0,0"``). Nothing here knows about players, dice or turns, so every rule of sections 3, 7.1,
7.2 and 8.3 (Special Units) of docs/rules/para-bellum.md can be tested on a bare dict.

Squares (section 3.2): ``black:r,c`` is the side contact between cells (r,c) and (r,c+1);
``red:r,c`` the top/bottom contact between (r,c) and (r+1,c).
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.games.para_bellum.data import COLUMNS, EDGES, ROWS, SPECIAL_UNITS, Edges

Grid = dict[str, str]
Cell = tuple[int, int]

ROW_SET = frozenset(ROWS)
COLUMN_SET = frozenset(COLUMNS)
CELLS: tuple[Cell, ...] = tuple((r, c) for r in ROWS for c in COLUMNS)
# Keys for every cell and for the ring around the grid, so neighbour lookups never format text.
KEYS: dict[Cell, str] = {
    (r, c): f"{r},{c}"
    for r in range(min(ROWS) - 2, max(ROWS) + 3)
    for c in range(min(COLUMNS) - 2, max(COLUMNS) + 3)
}
PARSE: dict[str, Cell] = {k: cell for cell, k in KEYS.items()}


def key(r: int, c: int) -> str:
    return KEYS.get((r, c)) or f"{r},{c}"


def parse_cell(text: str | None) -> Cell | None:
    """``"cell:r,c"`` (or ``"r,c"``) -> (r, c), or None when it is not a cell."""
    if not text:
        return None
    body = text[5:] if text.startswith("cell:") else text
    cell = PARSE.get(body)
    if cell is not None:
        return cell
    parts = body.split(",")
    if len(parts) != 2:
        return None
    try:
        return int(parts[0]), int(parts[1])
    except ValueError:
        return None


def cell_id(r: int, c: int) -> str:
    return "cell:" + key(r, c)


def black_id(r: int, c: int) -> str:
    return "black:" + key(r, c)


def red_id(r: int, c: int) -> str:
    return "red:" + key(r, c)


def square_cell(square: str) -> Cell:
    """``"black:r,c"`` / ``"red:r,c"`` -> (r, c)."""
    return PARSE[square.partition(":")[2]]


def inside(r: int, c: int) -> bool:
    return r in ROW_SET and c in COLUMN_SET


def army_at(grid: Grid, r: int, c: int) -> Edges | None:
    """The legion band of the Army card (or starting card) in (r, c); None for an empty cell
    or a Special Unit."""
    card = grid.get(KEYS[(r, c)])
    return EDGES.get(card) if card is not None else None


def special_at(grid: Grid, r: int, c: int) -> bool:
    return grid.get(KEYS[(r, c)]) in SPECIAL_UNITS


# ----- placement (section 7.1) -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Slot:
    """An empty cell an Army card may go to, with the colours its sides must show there."""

    r: int
    c: int
    need_left: str | None  # the colour the new card's left side must show (None: free)
    need_right: str | None

    def fits(self, edges: Edges) -> bool:
        return (self.need_left is None or self.need_left == edges.left) and (
            self.need_right is None or self.need_right == edges.right
        )


def frontier(grid: Grid) -> list[Slot]:
    """Every cell where some Army card could go: empty, inside, touching an Army card, and not
    beside a Special Unit. Which cards fit is decided by :meth:`Slot.fits`."""
    out: list[Slot] = []
    seen: set[Cell] = set()
    for k, card in grid.items():
        if card not in EDGES:
            continue
        r, c = PARSE[k]
        for cell in ((r, c - 1), (r, c + 1), (r - 1, c), (r + 1, c)):
            if cell in seen:
                continue
            seen.add(cell)
            rr, cc = cell
            if rr not in ROW_SET or cc not in COLUMN_SET or KEYS[cell] in grid:
                continue
            left = grid.get(KEYS[(rr, cc - 1)])
            right = grid.get(KEYS[(rr, cc + 1)])
            if left in SPECIAL_UNITS or right in SPECIAL_UNITS:
                continue
            out.append(
                Slot(
                    rr,
                    cc,
                    EDGES[left].right if left else None,
                    EDGES[right].left if right else None,
                )
            )
    # By cell, not by the order the cards were placed: two games with the same battlefield
    # must offer the same actions in the same order (the cache below is shared by all games).
    out.sort(key=lambda slot: (slot.r, slot.c))
    return out


_FRONTIER: dict[frozenset[tuple[str, str]], list[Slot]] = {}


def frontier_cached(grid: Grid) -> list[Slot]:
    """:func:`frontier`, cached by the battlefield's content (bots search many copies of the
    same few battlefields). The list returned must not be changed."""
    key = frozenset(grid.items())
    hit = _FRONTIER.get(key)
    if hit is None:
        if len(_FRONTIER) > 100_000:
            _FRONTIER.clear()
        hit = _FRONTIER[key] = frontier(grid)
    return hit


def legal_cells(grid: Grid, edges: Edges) -> list[Cell]:
    """The cells where an Army card with these edges may be placed (rule 7.1)."""
    return [(s.r, s.c) for s in frontier(grid) if s.fits(edges)]


def placement_problem(grid: Grid, edges: Edges, r: int, c: int) -> str | None:
    """Why an Army card with ``edges`` may not go to (r, c), in words; None when it may."""
    if r not in ROW_SET:
        return (
            "Army cards go only in the row below your starting card, its row or the two "
            "rows above it."
        )
    if c not in COLUMN_SET:
        return (
            "A row is at most 9 cards wide: no card may be more than 4 columns from your "
            "starting card."
        )
    if KEYS[(r, c)] in grid:
        return "That cell already holds a card."
    if special_at(grid, r, c - 1) or special_at(grid, r, c + 1):
        return (
            "A Special Unit's long side has no part of a square: no card may be placed beside it."
        )
    near = [army_at(grid, rr, cc) for rr, cc in ((r, c - 1), (r, c + 1), (r - 1, c), (r + 1, c))]
    if not any(near):
        return (
            "An Army card must attach to another Army card (your starting card counts) "
            "on at least one side; a Special Unit does not count."
        )
    left, right = near[0], near[1]
    if left is not None and left.right != edges.left:
        return (
            f"Colours must match on touching sides: the card on the left shows "
            f"{left.right} on its right side, this card shows {edges.left} on its left."
        )
    if right is not None and right.left != edges.right:
        return (
            f"Colours must match on touching sides: the card on the right shows "
            f"{right.left} on its left side, this card shows {edges.right} on its right."
        )
    return None


# ----- Special Units (section 8.3, Deploy) -------------------------------------------------


def special_unit_cells(grid: Grid) -> list[Cell]:
    """Cells where a Special Unit may be deployed: empty, on top of an Army card, with both
    side cells empty."""
    out = []
    for k, card in grid.items():
        if card not in EDGES:
            continue
        r, c = PARSE[k]
        r += 1
        if (
            r in ROW_SET
            and KEYS[(r, c)] not in grid
            and KEYS[(r, c - 1)] not in grid
            and KEYS[(r, c + 1)] not in grid
        ):
            out.append((r, c))
    return out


def special_unit_problem(grid: Grid, r: int, c: int) -> str | None:
    """Why a Special Unit may not be deployed to (r, c), in words; None when it may."""
    if not inside(r, c):
        return "That cell is outside your battlefield (its 4 rows and 9 columns)."
    if KEYS[(r, c)] in grid:
        return "That cell already holds a card."
    if army_at(grid, r - 1, c) is None:
        return (
            "A Special Unit must stand on top of an Army card (to make a square): the cell "
            "below it must hold one."
        )
    if KEYS[(r, c - 1)] in grid or KEYS[(r, c + 1)] in grid:
        return "A Special Unit's long sides may not touch other cards."
    return None


# ----- legions (section 7.2) ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Legion:
    """A chain of joined legion segments in one row, from column ``lo`` to ``hi``."""

    colour: str
    row: int
    lo: int
    hi: int
    complete: bool
    left_cap: bool = False
    right_cap: bool = False

    @property
    def cards(self) -> int:
        return self.hi - self.lo + 1

    def black_squares(self) -> list[str]:
        return [black_id(self.row, c) for c in range(self.lo, self.hi)]


def walk(grid: Grid, r: int, c: int, segment: str) -> Legion:
    """The legion through one segment of the card in (r, c): ``"T"`` (a Column's band),
    ``"L"`` or ``"R"`` (the left or right half of a Camp/Outpost)."""
    edges = army_at(grid, r, c)
    assert edges is not None
    colour = edges.right if segment == "R" else edges.left
    lo, left_closed = c, segment == "R"
    while not left_closed:
        other = army_at(grid, r, lo - 1)
        if other is None:
            break  # open end: empty cell, Special Unit or the border
        lo -= 1
        left_closed = not other.through  # a Camp/Outpost caps the legion at its centre
    hi, right_closed = c, segment == "L"
    while not right_closed:
        other = army_at(grid, r, hi + 1)
        if other is None:
            break
        hi += 1
        right_closed = not other.through
    return Legion(colour, r, lo, hi, left_closed and right_closed, left_closed, right_closed)


def segments(edges: Edges) -> tuple[str, ...]:
    return ("T",) if edges.through else ("L", "R")


def legions_through(grid: Grid, r: int, c: int) -> list[Legion]:
    """The legions containing a segment of the card in (r, c) (one or two)."""
    edges = army_at(grid, r, c)
    assert edges is not None
    return [walk(grid, r, c, s) for s in segments(edges)]


def completed_by(grid: Grid, r: int, c: int) -> list[Legion]:
    """The legions completed by the card just placed in (r, c) (rule 7.2)."""
    return [leg for leg in legions_through(grid, r, c) if leg.complete]


def _diagonal_above(square: str) -> tuple[str, str]:
    r, c = square_cell(square)
    return black_id(r + 1, c - 1), black_id(r + 1, c)


DIAGONAL: dict[str, tuple[str, str]] = {
    red_id(r, c): _diagonal_above(red_id(r, c)) for r in ROWS[:-1] for c in COLUMNS
}


def diagonal_above(square: str) -> tuple[str, str]:
    """The two black squares diagonally above a Commander die on ``red:r,c`` (section 3.3)."""
    return DIAGONAL.get(square) or _diagonal_above(square)


def all_legions(grid: Grid) -> list[Legion]:
    """Every legion of a battlefield, complete or not (for drawing and for the bot)."""
    out: list[Legion] = []
    seen: set[tuple[int, int, str]] = set()
    for r, c in sorted(PARSE[k] for k, card in grid.items() if card in EDGES):
        edges = EDGES[grid[KEYS[(r, c)]]]
        for s in segments(edges):
            if (r, c, s) in seen:
                continue
            leg = walk(grid, r, c, s)
            for cc in range(leg.lo, leg.hi + 1):
                e = EDGES[grid[KEYS[(r, cc)]]]
                if e.through:
                    seen.add((r, cc, "T"))
                elif cc == leg.lo and leg.lo != leg.hi:
                    seen.add((r, cc, "R"))
                elif cc == leg.hi and leg.lo != leg.hi:
                    seen.add((r, cc, "L"))
            seen.add((r, c, s))
            out.append(leg)
    return out


def closable(grid: Grid, leg: Legion) -> bool:
    """Whether an incomplete legion can still be completed: each open end faces an empty cell
    inside the grid that is not beside a Special Unit (section 7.2)."""
    for capped, c in ((leg.left_cap, leg.lo - 1), (leg.right_cap, leg.hi + 1)):
        if capped:
            continue
        if c not in COLUMN_SET or KEYS[(leg.row, c)] in grid:
            return False
        if special_at(grid, leg.row, c - 1) or special_at(grid, leg.row, c + 1):
            return False
    return True


_OPEN: dict[frozenset[tuple[str, str]], tuple[tuple[str, int, int, str | None], ...]] = {}


def _closer(leg: Legion) -> str | None:
    if leg.left_cap == leg.right_cap:
        return None
    return f"left:{leg.colour}" if leg.left_cap else f"right:{leg.colour}"


def closes(edges: Edges) -> frozenset[str]:
    """The ``closer`` keys of :func:`open_legions` that a card from hand can be: a Camp or
    Outpost caps a legion of its left colour open to the right and one of its right colour open
    to the left; a Column caps nothing."""
    return (
        frozenset() if edges.through else frozenset((f"left:{edges.left}", f"right:{edges.right}"))
    )


def open_legions(grid: Grid) -> tuple[tuple[str, int, int, str | None], ...]:
    """(colour, cards, capped ends, closer) of every incomplete legion that can still be
    completed; ``closer`` is what completes a legion capped at one end: ``"left:<colour>"`` (a
    Camp or Outpost whose left half is that colour, for an open right end) or
    ``"right:<colour>"``, and None for a legion open at both ends.

    Cached by the battlefield's content: bots ask for the same few battlefields thousands of
    times while they search."""
    key = frozenset(grid.items())
    hit = _OPEN.get(key)
    if hit is None:
        hit = tuple(
            (leg.colour, leg.cards, leg.left_cap + leg.right_cap, _closer(leg))
            for leg in all_legions(grid)
            if not leg.complete and closable(grid, leg)
        )
        if len(_OPEN) > 100_000:
            _OPEN.clear()
        _OPEN[key] = hit
    return hit
