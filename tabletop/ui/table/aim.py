"""A card dropped straight onto what it will choose: a spell onto its target creature.

Many cards are played onto a zone (where a spell resolves, the player's side) and then ask
their player to choose a card on the table (a spell that hurts "an enemy creature"). A new
player drags the spell onto the creature. Here each such card is tried on a copy of the game
(the rules' own clone, so nothing is guessed): where the play's next decision is the same
player's and offers a card that lies face up on the table, dropping the card onto that card is
offered too; it plays the card and then makes that choice, two moves, as two clicks would.

Only what the player can see is used: the choices kept name cards on the table, face up in the
player's own view, and each names one choice alone. The copy is never shown or kept.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletop.rules import Action

if TYPE_CHECKING:
    from tabletop.rules import Decision, State
    from tabletop.ui.controller import Interaction


def seen_on_table(view: dict[str, Any], hands: set[str]) -> set[str]:
    """The cards the seat sees face up in the zones of the table: not in ``hands`` (the zones
    its cards are dragged from), nor the piles' tops."""
    out: set[str] = set()
    for zone, content in view["zones"].items():
        if isinstance(content, list) and zone not in hands:
            out.update(c for c in content if c)
    return out


def aims(
    state: State,
    decision: Decision,
    it: Interaction,
    view: dict[str, Any],
    hands: set[str],
) -> dict[tuple[str, str], tuple[Action, Action]]:
    """``(card, table card) -> (the play, the choice)`` for each card the seat may drag onto
    one zone whose play asks it next to choose that table card (one choice names it);
    ``hands``: the zones the seat drags its cards from, whose cards are no targets."""
    seat = decision.seat
    seen = seen_on_table(view, hands)
    zones = set(view["zones"])
    out: dict[tuple[str, str], tuple[Action, Action]] = {}
    for card, targets in it.drags.items():
        plays: list[Action] = []
        for t, a in targets.items():
            if t in zones and a not in plays:  # one play may be dropped on two zones
                plays.append(a)
        if len(plays) != 1:  # a card with one play: that play is the drop
            continue
        try:
            probe = state.clone()
            probe.apply(plays[0])
        except Exception:  # a probe that fails offers nothing; the play itself still works
            continue
        nxt = probe.decision
        if nxt is None or nxt.seat != seat:
            continue
        by_pick: dict[str, list[Action]] = {}
        for follow in nxt.actions:
            picks = {p for p in (follow.source, follow.target, follow.option) if p in seen}
            for pick in picks - {card}:
                by_pick.setdefault(pick, []).append(follow)
        for pick, follows in by_pick.items():
            if len(follows) == 1 and pick not in targets:
                out[(card, pick)] = (plays[0], follows[0])
    return out


def add_aims(it: Interaction, found: dict[tuple[str, str], tuple[Action, Action]]) -> None:
    """Offer each aimed drop as one more target of its card: the play, whose choice
    :func:`aims` keeps to make after it."""
    for (card, pick), (play, _) in found.items():
        it.drags.setdefault(card, {})[pick] = play
