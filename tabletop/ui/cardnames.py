"""A card's name set whole on a small face: wrapped at its spaces, in the bold face or the
narrower regular one (a game's small faces may then try the condensed one,
:data:`NAME_FACES`), and only when a single word cannot fit a line, hyphenated at a sensible
point (at least 3 letters each side, between syllables: "Conjura-tion", "Spec-tacles"; 2 on a
face too narrow for that: "Au-gur"), so that a player reads every name on the table without
hovering it. Never cut with "…".
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.ui.resources import Resources

VOWELS = frozenset("aeiouyAEIOUYàâäéèêëîïôöùûü")
# pairs that sound as one consonant or open a syllable: never split inside them
BOUND = frozenset("ch ck gh ph qu sh th wh bl cl fl gl pl sl br cr dr fr gr pr tr wr".split())
SIDE = 3  # letters kept on each side of a hyphen
NARROW_SIDE = 2  # ... on a face too narrow for any such break ("Au-gur" beats "Au…")


def _vowel(word: str, i: int) -> bool:
    """A vowel, "y" but at the start, and "w" after a vowel ("tow-er" is one sound)."""
    ch = word[i]
    if ch in "wW":
        return i > 0 and word[i - 1] in VOWELS
    return ch in VOWELS and not (ch in "yY" and i == 0)


def hyphen_points(word: str, side: int = SIDE) -> list[int]:
    """Where ``word`` may break (indexes: ``word[:i] + "-"`` / ``word[i:]``), at least
    ``side`` letters each side (:data:`SIDE` unless told), where a syllable starts: after a
    vowel before one consonant or an opening pair and a vowel ("Conjura-tion", "Specta-cles"),
    or between two consonants that are not one sound ("Spec-tacles", "Watch-tower", never
    "Hep-haestus")."""
    core = word.strip("\"'!?.,;:()")
    lead = word.index(core) if core else 0
    if core != word:  # quotes and marks stay with their letters: "Pawn Be-gone!"
        return [lead + i for i in hyphen_points(core, side)]
    points: list[int] = []
    if not word.isalpha():  # an apostrophe ("Shepherd's"): its letters break, never by it
        at = [i for i, c in enumerate(word) if c not in "'\u2019"]
        letters = "".join(word[i] for i in at)
        if not letters.isalpha() or len(letters) == len(word):
            return points
        return [at[i] for i in hyphen_points(letters, side) if at[i] - at[i - 1] == 1]
    low = word.lower()
    n = len(low)
    for i in range(side, n - side + 1):
        a, b = low[i - 1], low[i]
        if _vowel(low, i) or i + 1 >= n:
            continue
        nxt = low[i + 1]
        opens = _vowel(low, i + 1) or (b + nxt in BOUND and i + 2 < n and _vowel(low, i + 2))
        if not opens:
            continue
        if _vowel(low, i - 1):
            points.append(i)  # V-CV, V-CCV with an opening pair
        elif a + b not in BOUND and any(_vowel(low, j) for j in range(i - 1)):
            points.append(i)  # VC-CV, VCC-CV
    return points


WHOLE, SYLLABLES, LOOSE, NARROW, LETTERS = range(5)  # how a name was set, best first
# (bold, narrow): the faces a small card's name is tried in, each at its sizes before the
# next: bold, regular, then DejaVu Sans Condensed, about a tenth narrower at the same size
# (an 11-letter word whole on a 74 px face at 12 px, where the regular face cut it)
NAME_FACES = ((True, False), (False, False), (False, True))
CUT_FACE = NAME_FACES[-1]  # a name that fits nowhere is cut in the narrowest face


def ink_rect(font: pygame.font.Font, line: str, rect: pygame.Rect) -> pygame.Rect:
    """Where ``line``'s letters are inked when its text image lies at ``rect``: its glyphs'
    tops and bottoms, not the font's line height (two lines of a name fit under a card's
    chips when only the empty top of a line's image would lie under them)."""
    marks = [m for m in font.metrics(line) if m is not None]
    if not marks:
        return rect.copy()
    base = rect.top + font.get_ascent()
    top, bottom = base - max(m[3] for m in marks), base - min(m[2] for m in marks)
    return pygame.Rect(rect.x, top, rect.w, max(1, bottom - top))


def split_word(
    res: Resources, word: str, size: int, width: int, bold: bool, tier: int = SYLLABLES
) -> list[str] | None:
    """``word`` in pieces that each fit ``width``, broken at :func:`hyphen_points` (the
    longest first piece that fits, then the rest likewise), at ``tier`` LOOSE at
    :func:`loose_points` too, and at NARROW at :func:`narrow_points`; None when no break
    makes it fit."""
    font = res.font(size, bold)
    if font.size(word)[0] <= width:
        return [word]
    sets = [hyphen_points(word)] + ([loose_points(word)] if tier >= LOOSE else [])
    if tier >= NARROW:  # two letters a side: only where three cannot fit
        sets.append(narrow_points(word))
    for points in sets:
        found = _split_at(res, word, size, width, bold, points, tier)
        if found is not None:
            return found
    return None


def loose_points(word: str, side: int = SIDE) -> list[int]:
    """Breaks for a word :func:`hyphen_points` cannot fit: still ``side`` letters each side,
    next before a vowel ("Tri-umph"), never inside a pair that sounds as one."""
    low = word.lower()
    return [
        i
        for i in range(side, len(word) - side + 1)
        if word.isalpha() and low[i - 1 : i + 1] not in BOUND and _vowel(low, i)
    ]


def narrow_points(word: str) -> list[int]:
    """Syllable breaks with :data:`NARROW_SIDE` letters a side (:func:`hyphen_points`), for
    a face too narrow for any other ("Au-gur"), kept only where each piece still sounds: it
    has a vowel (a word's final "e" does not count: never "For-ge") and the break is not
    between two vowels ("Ro-ad")."""
    low = word.lower()
    n = len(low)
    sounding = [_vowel(low, i) and not (i == n - 1 and low[i] == "e") for i in range(n)]
    return [
        i
        for i in hyphen_points(word, NARROW_SIDE)
        if any(sounding[:i]) and any(sounding[i:]) and not (sounding[i - 1] and sounding[i])
    ]


def _split_at(
    res: Resources, word: str, size: int, width: int, bold: bool, points: list[int], tier: int
) -> list[str] | None:
    font = res.font(size, bold)
    for i in sorted(points, reverse=True):
        head = word[:i] + "-"
        if font.size(head)[0] <= width:
            rest = split_word(res, word[i:], size, width, bold, tier)
            if rest is not None:
                return [head, *rest]
    return None


def wrapped(
    res: Resources, name: str, size: int, width: int, bold: bool, tier: int, narrow: bool = False
) -> list[str] | None:
    """``name`` in lines that fit ``width`` at ``size`` (at its spaces and after its own
    hyphens; from ``tier`` SYLLABLES on, long words broken too; ``narrow``: in the condensed
    face, whole words only); None when a word does not fit a line."""
    font = res.font(size, bold, narrow=narrow)
    words: list[str] = []
    for word in name.split():
        parts = word.split("-")
        words += [p + "-" for p in parts[:-1]] + [parts[-1]] if len(parts) > 1 else [word]
    lines: list[str] = []
    for word in words:
        pieces = [word]
        if font.size(word)[0] > width:
            if tier == WHOLE or narrow:
                return None
            found = split_word(res, word, size, width, bold, tier)
            if found is None:
                return None
            pieces = found
        for piece in pieces:
            glue = "" if not lines or lines[-1].endswith("-") else " "
            trial = lines[-1] + glue + piece if lines else piece
            if lines and font.size(trial)[0] <= width:
                lines[-1] = trial
            else:
                lines.append(piece)
    return lines


@dataclass(frozen=True)
class NameFit:
    """How a name is set: its lines, size, weight, the height one line takes, and its tier
    (WHOLE words, broken at SYLLABLES, LOOSE breaks, NARROW ones of two letters a side, or
    LETTERS run on)."""

    lines: list[str]
    size: int
    bold: bool
    step: float
    tier: int = WHOLE

    @property
    def height(self) -> float:
        return self.step * len(self.lines)


def words_in(
    res: Resources, text: str, width: int, size: int = 12, narrow: bool = False
) -> list[str]:
    """``text`` in lines broken only at its spaces (a word wider than ``width`` stays whole
    on a line of its own, for the caller to cut): a small face's name that fits nowhere
    (``narrow``: measured in the condensed face)."""
    font = res.font(size, narrow=narrow)
    lines: list[str] = []
    for word in text.split():
        if lines and font.size(f"{lines[-1]} {word}")[0] <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines


def fit_name(
    res: Resources,
    name: str,
    width: int,
    height: int,
    top: int,
    bottom: int,
    line_gap: float = 0.92,
) -> NameFit:
    """The largest setting of ``name`` in ``width`` x ``height``: whole words before
    hyphenated ones, bold before regular (at any size), sizes from ``top`` down to
    ``bottom``. When none fits the height, the fewest lines at ``bottom`` of the best tier
    that fits the width (the caller grows the box over the picture, or tries a wider box
    when the tier is poor)."""
    for tier in (WHOLE, SYLLABLES):
        for bold in (True, False):
            for size in range(max(top, bottom), bottom - 1, -1):
                lines = wrapped(res, name, size, width, bold, tier)
                step = res.font(size, bold).get_linesize() * line_gap
                if lines is not None and len(lines) * step <= height + 0.5:
                    return NameFit(lines, size, bold, step, tier)
    options = []
    for tier in (WHOLE, SYLLABLES, LOOSE, NARROW):
        for bold in (True, False):
            lines = wrapped(res, name, bottom, width, bold, tier)
            if lines is not None:
                step = res.font(bottom, bold).get_linesize() * line_gap
                options.append(NameFit(lines, bottom, bold, step, tier))
        if options:  # the fewest lines of the best tier that fits, bold on a tie
            return min(options, key=lambda f: (len(f.lines), not f.bold))
    font = res.font(bottom)
    lines: list[str] = []
    for ch in name:  # a word too long even broken: as many letters a line as fit
        if lines and font.size(lines[-1] + ch)[0] <= width:
            lines[-1] += ch
        else:
            lines.append(ch)
    return NameFit(lines, bottom, False, font.get_linesize() * line_gap, LETTERS)
