"""Scoring (section 13.3), winners and ties (13.4), and the greedy bot's evaluation.

Pure functions of a state's data dict, so the game-over screen, the tests and the bot read the
same numbers.
"""

from __future__ import annotations

from typing import Any

from tabletop.games.para_bellum.data import COMMAND, EDGES, SCORING, SETUP
from tabletop.games.para_bellum.grid import closes, open_legions

Data = dict[str, Any]

ACTIONS = {int(k): v for k, v in SETUP["actions_per_turn"].items()}
PER_CARD = SCORING["legion_vp"]["per_card"]
OFFSET = SCORING["legion_vp"]["offset"]


def legion_vp(cards: int) -> int:
    return PER_CARD * cards + OFFSET


def seat_score(data: Data, seat: int) -> dict[str, int]:
    """One player's score, source by source (section 13.3)."""
    zones = data["zones"]
    dice = [d for d in data["dice"] if d["seat"] == seat and d["colour"] != "blue"]
    permanents = sum(COMMAND[c]["vp"] for c in zones[f"battlefield.{seat}"] if c in COMMAND)
    permanents += sum(COMMAND[c]["vp"] for c in zones[f"play.{seat}"])
    parts = {
        "banners": SCORING["banner"] * len(data["banners"][seat]),
        "legions": sum(legion_vp(leg["cards"]) for leg in data["legions"][seat]),
        "dice": SCORING["die"] * len(dice),
        "permanents": permanents,
        "vp_markers": data["vp"][seat],
        "coins": data["coins"][seat] // SCORING["coins_per_vp"],
    }
    parts["total"] = sum(parts.values())
    parts["pips"] = sum(d["value"] for d in dice)
    parts["coins_held"] = data["coins"][seat]
    return parts


def sides(data: Data) -> list[list[int]]:
    """The competing sides: one seat each, or the two alliances with 4 players."""
    n = data["players"]
    return [[0, 2], [1, 3]] if n == 4 else [[s] for s in range(n)]


def names(seats: list[int]) -> str:
    if len(seats) == 1:
        return f"Player {seats[0] + 1}"
    return "the alliance of Players " + " and ".join(str(s + 1) for s in seats)


def final_result(data: Data) -> tuple[dict[str, Any], list[int], str]:
    """(scores for the game-over screen, winning seats, a sentence saying who won and why)."""
    n = data["players"]
    per_seat = [seat_score(data, s) for s in range(n)]
    keys = []
    for side in sides(data):
        total = sum(per_seat[s]["total"] for s in side)
        pips = sum(per_seat[s]["pips"] for s in side)
        coins = sum(per_seat[s]["coins_held"] for s in side)
        position = min((s - data["first"]) % n for s in side)  # later in the round is better
        keys.append(((total, pips, coins, position), side))
    keys.sort(reverse=True)
    (best, winners), (second, _) = keys[0], keys[1]
    tiebreak = None
    if best[0] == second[0]:
        tiebreak = (
            "pips on dice"
            if best[1] != second[1]
            else "coins"
            if best[2] != second[2]
            else "turn order"
        )
    who = names(winners)
    text = f"{who[0].upper()}{who[1:]} wins with {best[0]} VP"
    if len(winners) > 1:
        text = text.replace(" wins ", " win ")
    text += f" (next best: {second[0]} VP)"
    if tiebreak:
        text += f"; the tie is broken by {tiebreak}"
    scores = {
        "players": per_seat,
        "alliances": (
            [{"seats": side, "total": k[0]} for k, side in sorted(keys, key=lambda e: e[1])]
            if n == 4
            else None
        ),
        "winners": sorted(winners),
        "tiebreak": tiebreak,
    }
    return scores, sorted(winners), text + "."


# ----- the greedy bot's evaluation ---------------------------------------------------------

# What things not yet in the score are worth, in VP (tuned with benchmarks/para_bellum_balance.py),
# each counted at the share POTENTIAL of it: a resource not yet turned into VP may never be, in a
# game of about ten turns a player, and a bot that prices it too high keeps it instead of scoring.
# Coins are the exception: their worth at the end is exact. POTENTIAL 0.6 since issue 13 (before,
# 1): greedy with it beat greedy without it in 53.7% of 1,900 2-player games and won 41.3% of 300
# 3-player games as one seat against two (fair share 33.3%); Hard (300 iterations) with it won
# 61.8% of 400 against greedy without it, where Hard without it won 57.0% of the same seeds
# (benchmarks/bot_ladder_results.md, section 1.3). 0.8: 53.6% of 500; 0.3 made Hard much weaker.
POTENTIAL = 0.6
W_PIP = 0.15 * POTENTIAL
W_GENERAL = 0.25 * POTENTIAL
W_TOKEN = 0.6 * POTENTIAL
W_WARD = 0.4 * POTENTIAL
W_ARMY_CARD = 0.5 * POTENTIAL
W_COMMAND_CARD = 0.6 * POTENTIAL
W_COIN = 1 / 3
# Share of a legion's value already earned while it is still open. 0.2 since issue 13: greedy at
# 0.2 beat greedy at 0.35 in 57% of 500 2-player games (0.1: 57%, 0.5: 39%, 0: 34%; all these
# figures before POTENTIAL).
W_OPEN = 0.2 * POTENTIAL
W_EXTRA_ACTION = 0.8 * POTENTIAL  # an action beyond the turn's normal number (Double Time, a bonus)
# An open legion capped at one end whose closing card is in hand: completed next turn if
# nothing intervenes. Small on purpose: in effect it breaks ties between placements in favour of
# one the bot can finish. Greedy with it beat greedy without it in 67% of 500 2-player games
# (0.01: 67%, 0.06: 61%, 0.35: 46%, all with W_OPEN at 0.35; larger weights keep closers in
# hand instead of using them).
W_READY = 0.03 * POTENTIAL
# A Command card in hand: W_COMMAND_CARD, plus this much of the VP it scores once deployed (a
# tie-break towards keeping and taking the cards worth more). With W_OPEN at 0.2, greedy with it
# beat the greedy before both changes in 60.8% and 58.8% of two runs of 500 2-player games.
W_HAND_VP = 0.03 * POTENTIAL


VP_OF = {cid: card.get("vp", 0) for cid, card in COMMAND.items()}
LEGION_VP = {n: legion_vp(n) for n in range(2, 10)}
BANNER = SCORING["banner"]
DIE = SCORING["die"]
CLOSES = {cid: closes(edges) for cid, edges in EDGES.items()}


def evaluate_all(data: Data) -> list[float]:
    """Each player's score plus the potential of what they hold (one pass over the dice)."""
    n = data["players"]
    zones = data["zones"]
    value = [0.0] * n
    for d in data["dice"]:
        seat = d["seat"]
        if d["colour"] == "blue":
            value[seat] += W_GENERAL * (d["value"] - 1)
        else:
            value[seat] += DIE + W_PIP * d["value"] + (W_TOKEN if d["token"] else 0.0)
    coins, wards, vp, banners_of = data["coins"], data["wards"], data["vp"], data["banners"]
    for seat in range(n):
        banners = banners_of[seat]
        v = BANNER * len(banners) + vp[seat] + W_COIN * coins[seat] + W_WARD * wards[seat]
        for leg in data["legions"][seat]:
            v += LEGION_VP[leg["cards"]]
        for card in zones[f"play.{seat}"]:
            v += VP_OF[card]
        for card in zones[f"battlefield.{seat}"]:
            if card[0] == "c":  # a Special Unit ("cmd-..."); Army and starting cards: nothing
                v += VP_OF[card]
        hand = zones[f"hand.{seat}"]
        army = 0
        closers: set[str] = set()
        for card in hand:
            if card[0] == "a":  # "army-..."
                army += 1
                closers |= CLOSES[card]
            else:
                v += W_HAND_VP * VP_OF[card]
        command = len(hand) - army
        v += W_ARMY_CARD * (army if army < 6 else 6)
        v += W_COMMAND_CARD * (command if command < 5 else 5)
        if W_OPEN:
            for colour, cards, caps, closer in open_legions(data["grid"][seat]):
                if cards > 1 or caps:
                    worth = (
                        LEGION_VP.get(cards + 1, 0) + cards + (0 if colour in banners else BANNER)
                    )
                    v += W_OPEN * worth * (1 + caps) / 2
                    if closer in closers:
                        v += W_READY * worth
        value[seat] += v
    active = data["active"]
    if any(frame["step"] == "draw_phase" for frame in data["stack"]):
        # The active player's draw is still to come: count it, or ending the Action phase
        # early would look better to a one-ply search than any action (its draw comes at once).
        army = sum(1 for card in zones[f"hand.{active}"] if card[0] == "a")
        value[active] += W_ARMY_CARD if army < 6 else 0.0
    extra = data["actions_left"] + data["actions_used"] - ACTIONS[n]
    if extra > 0:
        value[active] += W_EXTRA_ACTION * extra
    return value


def evaluate_seat(data: Data, seat: int) -> float:
    """One player's score plus the potential of what they hold."""
    return evaluate_all(data)[seat]
