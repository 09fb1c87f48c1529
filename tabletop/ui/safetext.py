"""Make any text drawable: messages built from files, file names and errors come from outside.

A NUL, a lone surrogate (an undecodable file name through ``os.fsdecode``), a control character
or a million words once crashed the app when drawn. ``safe_text`` is the one place that cleans
such text: it never raises, replaces what a font cannot draw with ``?`` and cuts what is too
long with "...". No pygame here: the CLI and stderr messages use it too.
"""

from __future__ import annotations

REPLACEMENT = "?"
ELLIPSIS = "..."
UNSHOWABLE = "(a message that cannot be shown)"
MESSAGE_LIMIT = 400  # a toast or a line on a screen: a few lines of words at most
LINE_LIMIT = 1000  # characters in one drawn line: wider than any window at any size


def _as_str(value: object) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    try:
        return str(value)
    except Exception:  # a broken __str__ must not break a message
        return UNSHOWABLE


def _clean_char(char: str, newlines: bool) -> str:
    if char == "\n":
        return "\n" if newlines else " "
    code = ord(char)
    if code < 0x20 or 0x7F <= code <= 0x9F or 0xD800 <= code <= 0xDFFF:
        # a control (a tab reads as a space) or a lone surrogate, which no font can draw;
        # anything else (a no-break space, an emoji) is left to the font
        return " " if char in "\t\r\v\f" else REPLACEMENT
    return char


def safe_text(
    value: object,
    limit: int = MESSAGE_LIMIT,
    max_lines: int | None = None,
    newlines: bool = True,
) -> str:
    """``value``'s text, drawable by any font: bad characters become ``?``, and a text longer
    than ``limit`` characters (or ``max_lines`` lines) ends in "...". Never raises."""
    try:
        text = _as_str(value)
        limit = max(len(ELLIPSIS) + 1, int(limit))
        cut = len(text) > limit
        if cut:
            text = text[: limit - len(ELLIPSIS)]  # cut first: a 10 MB text costs no more
        plain = text.isprintable() if not newlines else text.replace("\n", "").isprintable()
        if not plain:
            text = "".join(_clean_char(c, newlines) for c in text)
        if max_lines is not None and text.count("\n") >= max_lines:
            text = "\n".join(text.split("\n")[: max(1, max_lines)])
            cut = True
        if cut:
            head, space, _ = text.rpartition(" ")
            if space and len(text) - len(head) < 24:  # end on a whole word when one is near
                text = head
            text = text.rstrip() + ELLIPSIS
        return text
    except Exception:
        return UNSHOWABLE


def one_line(value: object, limit: int = MESSAGE_LIMIT) -> str:
    """A text for one line (a command-line error, a name): newlines become spaces."""
    return safe_text(value, limit=limit, newlines=False)
