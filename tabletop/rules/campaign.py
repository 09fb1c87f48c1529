"""Campaigns: one state that spans several scenarios, with a log whose entries change the
scenarios after them (Bellwake's three linked scenarios).

``data["campaign"]`` is public: ``{"scenarios": [ids], "index": n, "log": [entries],
"results": [per scenario], "seats": [records]}``.

A log entry is ``{"scenario": id, "key": ..., "value": ..., "text": ...}``; a later scenario
reads it with :meth:`CampaignMixin.logged` (the newest value of a key) or
:meth:`CampaignMixin.log_entries` (all of them). A seat's record is what that seat carries from
scenario to scenario (Bellwake's experience, trauma and upgrades): counters changed with
:meth:`CampaignMixin.adjust_record`, lists grown with :meth:`CampaignMixin.add_to_record`, read
with :meth:`CampaignMixin.record`; the log stays the story of the campaign.

A scenario ends with :meth:`end_scenario`: the flow stops where it was, queued triggers and
card state are dropped, and the ``next_scenario`` step runs the game's
``between_scenarios(result)`` (decisions between scenarios may be pushed there: a wrap-up, a
camp), then ``setup_scenario(id)``. After the last scenario the game's ``campaign_result()``
gives the campaign's winners, kind and reason (by default: the result of the last scenario).
"""

from __future__ import annotations

from typing import Any

from tabletop.rules.steps import jsonable

Frame = dict[str, Any]


class CampaignMixin:
    """Mixed into :class:`~tabletop.rules.state.State`; see the module docstring."""

    data: dict[str, Any]

    def start_campaign(self, scenarios: list[str], log: list[dict[str, Any]] | None = None) -> None:
        """Begin a campaign of ``scenarios`` (a log carried in from outside may be given)."""
        if not scenarios:
            raise ValueError("a campaign needs at least one scenario")
        self.data["campaign"] = {
            "scenarios": list(scenarios),
            "index": 0,
            "log": jsonable(list(log or [])),
            "results": [],
            "seats": [{} for _ in range(self.players)],  # type: ignore[attr-defined]
        }
        self.setup_scenario(scenarios[0])

    @property
    def campaign(self) -> dict[str, Any] | None:
        return self.data.get("campaign")

    @property
    def scenario(self) -> str | None:
        """The id of the scenario being played, or None outside a campaign."""
        c = self.campaign
        return c["scenarios"][c["index"]] if c else None

    def log(
        self, key: str, value: Any, text: str, scenario: str | None = None, said: str | None = None
    ) -> None:
        """Write an entry in the campaign log (it shapes the scenarios after this one);
        ``scenario``: the one it tells of, when not the current one (a choice made between
        scenarios is about the one before); ``said``: the game log's sentence for it, where
        ``text`` is a name ("The gate held") rather than a sentence (by default ``text``)."""
        c = self.campaign
        if c is None:
            raise ValueError("there is no campaign log outside a campaign")
        about = scenario or self.scenario
        entry = {"scenario": about, "key": key, "value": jsonable(value), "text": text}
        c["log"].append(entry)
        self.emit("campaign_log", said or text, details=dict(entry))  # type: ignore[attr-defined]

    def logged(self, key: str, default: Any = None) -> Any:
        """The newest value logged under ``key`` in this campaign, or ``default``."""
        c = self.campaign
        for entry in reversed(c["log"] if c else ()):
            if entry["key"] == key:
                return entry["value"]
        return default

    def log_entries(self, key: str | None = None) -> list[dict[str, Any]]:
        """The log's entries (of ``key`` only, when given), oldest first."""
        c = self.campaign
        return [dict(e) for e in (c["log"] if c else ()) if key is None or e["key"] == key]

    def record(self, seat: int) -> dict[str, Any]:
        """What ``seat`` carries through the campaign (a copy: change it with the methods)."""
        c = self.campaign
        if c is None:
            return {}
        return jsonable(c["seats"][seat])

    def adjust_record(self, seat: int, key: str, amount: int, text: str) -> int:
        """Add ``amount`` (may be negative; never below 0) to ``seat``'s counter ``key``."""
        c = self._campaign_or_raise()
        seats = c["seats"]
        value = max(0, int(seats[seat].get(key, 0)) + int(amount))
        seats[seat][key] = value
        self.emit("campaign_record", text, seat=seat, amount=amount, details={key: value})  # type: ignore[attr-defined]
        return value

    def add_to_record(self, seat: int, key: str, item: Any, text: str) -> None:
        """Add ``item`` to ``seat``'s list ``key`` (an upgrade learned, a scar)."""
        c = self._campaign_or_raise()
        items = c["seats"][seat].setdefault(key, [])
        items.append(jsonable(item))
        self.emit("campaign_record", text, seat=seat, details={key: list(items)})  # type: ignore[attr-defined]

    def _campaign_or_raise(self) -> dict[str, Any]:
        c = self.campaign
        if c is None:
            raise ValueError("there is no campaign record outside a campaign")
        return c

    def end_scenario(self, winners: list[int], reason: str, **result: Any) -> None:
        """Record how this scenario ended; the next one follows (or the campaign's end) once
        the current step returns: nothing of this scenario's flow runs after it."""
        c = self.data["campaign"]
        entry = {"scenario": self.scenario, "winners": sorted(winners), "reason": reason}
        c["results"].append(jsonable({**entry, **result}))
        self.emit("scenario_end", reason, details=dict(c["results"][-1]))  # type: ignore[attr-defined]
        self.data.pop("triggers", None)
        self.data.pop("card_state", None)
        self.data["stack"] = [{"step": "next_scenario"}]

    def run_next_scenario(self, frame: Frame) -> None:
        self.data["stack"].pop()
        c = self.data["campaign"]
        if c["index"] + 1 < len(c["scenarios"]):
            c["index"] += 1
            self.data["stack"].append({"step": "setup_next_scenario"})
            self.between_scenarios(c["results"][-1])
            return
        winners, kind, reason = self.campaign_result()
        self.finish(winners, reason, kind)  # type: ignore[attr-defined]

    def run_setup_next_scenario(self, frame: Frame) -> None:
        self.data["stack"].pop()
        self.setup_scenario(self.scenario)  # type: ignore[arg-type]

    # ----- hooks a game overrides ------------------------------------------------------------

    def between_scenarios(self, result: dict[str, Any]) -> None:
        """What happens between two scenarios, before the next is set up (decisions pushed
        here come first); by default nothing."""

    def setup_scenario(self, scenario: str) -> None:
        """Lay out ``scenario`` and push its first step (the log of earlier ones is there)."""
        raise NotImplementedError(f"{type(self).__name__} has no setup_scenario")

    def campaign_result(self) -> tuple[list[int], str | None, str]:
        """(winners, kind or None, reason) of the whole campaign, once the last scenario ended."""
        last = self.data["campaign"]["results"][-1]
        return last["winners"], None, last["reason"]
