"""Campaigns: one state that spans several scenarios, with a log whose entries change the
scenarios after them (Bellwake's three linked scenarios).

``data["campaign"]`` is public: ``{"scenarios": [ids], "index": n, "log": [entries],
"results": [per scenario]}``. A log entry is ``{"scenario": id, "key": ..., "value": ...,
"text": ...}``; a later scenario reads it with :meth:`CampaignMixin.logged`. A scenario ends
with :meth:`end_scenario`; the next one is set up by the game's ``setup_scenario(id)``, and
after the last the game's ``campaign_result()`` gives the campaign's winners, kind and reason
(by default: the result of the last scenario).
"""

from __future__ import annotations

from typing import Any

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
            "log": list(log or []),
            "results": [],
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

    def log(self, key: str, value: Any, text: str) -> None:
        """Write an entry in the campaign log (it shapes the scenarios after this one)."""
        c = self.data["campaign"]
        entry = {"scenario": self.scenario, "key": key, "value": value, "text": text}
        c["log"].append(entry)
        self.emit("campaign_log", text, details=dict(entry))  # type: ignore[attr-defined]

    def logged(self, key: str, default: Any = None) -> Any:
        """The newest value logged under ``key`` in this campaign, or ``default``."""
        c = self.campaign
        for entry in reversed(c["log"] if c else ()):
            if entry["key"] == key:
                return entry["value"]
        return default

    def end_scenario(self, winners: list[int], reason: str, **result: Any) -> None:
        """Record how this scenario ended, then set up the next one or end the campaign."""
        c = self.data["campaign"]
        c["results"].append(
            {"scenario": self.scenario, "winners": sorted(winners), "reason": reason, **result}
        )
        self.emit("scenario_end", reason, details=dict(c["results"][-1]))  # type: ignore[attr-defined]
        if c["index"] + 1 < len(c["scenarios"]):
            c["index"] += 1
            self.data["stack"] = []
            self.setup_scenario(self.scenario)  # type: ignore[arg-type]
            return
        winners, kind, reason = self.campaign_result()
        self.finish(winners, reason, kind)  # type: ignore[attr-defined]

    # ----- hooks a game overrides ------------------------------------------------------------

    def setup_scenario(self, scenario: str) -> None:
        """Lay out ``scenario`` and push its first step (the log of earlier ones is there)."""
        raise NotImplementedError(f"{type(self).__name__} has no setup_scenario")

    def campaign_result(self) -> tuple[list[int], str | None, str]:
        """(winners, kind or None, reason) of the whole campaign, once the last scenario ended."""
        last = self.data["campaign"]["results"][-1]
        return last["winners"], None, last["reason"]
