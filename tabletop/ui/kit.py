"""How the rules toolkit's generic decisions (tabletop/rules/steps.py) show on the table.

A controller never imports pygame; this module only arranges actions into an
:class:`~tabletop.ui.controller.Interaction`:

- a *subset* (``toggle`` actions with ``option`` on/off, and ``confirm`` once the count is
  within bounds): a click on a card lying on the table selects or deselects it (a picker when
  some of the cards are not on the table); the selected cards are marked; Confirm is a button,
  shown disabled while the rules do not offer it;
- *pairs* (``pair`` source onto target, both cards; ``unpair`` source; ``confirm``): drag a
  card of the table onto another (its targets light up); the pairs made are shown joined, and
  a click on a paired card, or a drag of it anywhere but onto a target, takes it off;
- an *order* (``next`` actions): a picker showing every item large, the ones already put in
  order marked "1st", "2nd"...

What the actions do not say (which pairs are made, what is already ordered, which card shows
an item) comes with the decision's ``info``: the table never reads the flow.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.rules import Action, Decision

if TYPE_CHECKING:
    from tabletop.ui.controller import Controller, Interaction, PickEntry, PickerSpec

SUBSET, PAIRS, ORDER = "subset", "pairs", "order"


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th..."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def table_cards(view: dict[str, Any]) -> set[str]:
    """The cards the viewing seat sees lying on the table: every card of a zone it sees, and
    the top card of a pile whose top is face up."""
    out: set[str] = set()
    for content in view["zones"].values():
        if isinstance(content, list):
            out.update(content)
        elif isinstance(content, dict) and content.get("top"):
            out.add(content["top"])
    return out


def mode_of(decision: Decision) -> str:
    """Which toolkit decision this is ("" for any other)."""
    kinds = {a.kind for a in decision.actions}
    if "toggle" in kinds and kinds <= {"toggle", "confirm"}:
        return SUBSET
    if kinds & {"pair", "unpair"} and kinds <= {"pair", "unpair", "confirm"}:
        return PAIRS
    if kinds == {"next"}:
        return ORDER
    return ""


def arrange(
    ctl: Controller, decision: Decision, view: dict[str, Any], out: Interaction
) -> list[Action]:
    """Arrange a toolkit decision into ``out``; returns the actions left for the generic
    arrangement (all of them for a decision of another kind)."""
    mode = mode_of(decision)
    if not mode or (mode != ORDER and not all(ctl.is_card(a.source) for a in _cards(decision))):
        return list(decision.actions)
    out.mode = mode
    if mode == ORDER:
        out.picker = order_picker(ctl, decision, view)
        return []
    on_table = table_cards(view)
    confirm = next((a for a in decision.actions if a.kind == "confirm"), None)
    if mode == SUBSET:
        toggles = [a for a in decision.actions if a.kind == "toggle"]
        out.selected = {a.source for a in toggles if a.option == "off" and a.source}
        if all(a.source in on_table for a in toggles):
            out.clicks.update({a.source: a for a in toggles if a.source})
        else:
            out.picker = subset_picker(ctl, decision, toggles, out.selected, confirm)
    else:
        info = decision.info or {}
        out.pairs = {k: v for k, v in (info.get("pairs") or {}).items() if isinstance(v, str)}
        left: list[Action] = []
        for action in decision.actions:
            if action.kind == "pair" and action.source in on_table and action.target in on_table:
                out.drags.setdefault(action.source, {})[action.target] = action  # type: ignore[index]
            elif action.kind == "unpair" and action.source:
                out.clicks[action.source] = action
                out.drag_off[action.source] = action
            elif action.kind != "confirm":
                left.append(action)  # not on the table: a button
        out.selected = set(out.pairs)
        out.buttons.extend(left)
    if confirm is not None:
        out.buttons.append(confirm)
        out.default = confirm
    else:
        out.disabled.append(("Confirm", f"Not yet: {decision.prompt}"))
    return []


def _cards(decision: Decision) -> list[Action]:
    return [a for a in decision.actions if a.kind != "confirm"]


def subset_picker(
    ctl: Controller,
    decision: Decision,
    toggles: list[Action],
    selected: set[str],
    confirm: Action | None,
) -> PickerSpec:
    from tabletop.ui.controller import PickEntry, PickerSpec

    entries = tuple(
        PickEntry(a.source, a, ctl.card_name(a.source), "\u2713" if a.source in selected else "")
        for a in toggles
        if a.source
    )
    return PickerSpec(
        decision.prompt,
        entries,
        actions=(confirm,) if confirm else (),
        disabled=() if confirm else (("Confirm", f"Not yet: {decision.prompt}"),),
        selected=frozenset(selected),
        sub="Click cards to select or deselect them, then Confirm.",
    )


def order_picker(ctl: Controller, decision: Decision, view: dict[str, Any]) -> PickerSpec:
    """Every item large: the ones already ordered first, marked 1st, 2nd...; the others
    clickable (the next one picked comes next)."""
    from tabletop.ui.controller import PickEntry, PickerSpec

    info = decision.info or {}
    labels = info.get("labels") or {}
    cards = info.get("pictures") or {}
    entries: list[PickEntry] = []
    ordered = [i for i in info.get("ordered") or [] if isinstance(i, str)]
    for n, item in enumerate(ordered, 1):
        card = item if ctl.is_card(item) else cards.get(item, item)
        caption = labels.get(item) or ctl.card_name(card)
        entries.append(PickEntry(card, None, caption, ordinal(n)))
    place = len(ordered) + 1
    for action in decision.actions:
        item = action.source or ""
        card = item if ctl.is_card(item) else cards.get(item, item)
        caption = labels.get(item) or ctl.card_name(card)
        entries.append(PickEntry(card, action, caption))
    prompt = decision.prompt.rsplit(" Which comes ", 1)[0]
    title = f"{prompt} Click the one that comes {ordinal(place)}."
    sub = "Click the cards in the order they happen."
    return PickerSpec(title.strip(), tuple(entries), sub=sub, hover_badge=ordinal(place))
