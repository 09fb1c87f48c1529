"""Bellum's offering phase: buying from Olympus, costs, legends, purchase effects, Tartarus
(rulebook §4d, §6b Free, Tartarus; docs/rules/bellum.md d.)."""

from __future__ import annotations

from bellum_scenario import attack, b, build, choose, place, step
from helpers import act, illegal_reason

from tabletop.rules import Action


def on_top(state, card: str) -> str:
    """Put ``card`` on top of its pile; returns the pile."""
    zone = state.where(card)
    place(state, card, zone)
    return zone


def to_offering(state) -> None:
    act(state, "no_combat")


def test_buy_by_discarding_a_card_of_the_clan() -> None:
    """ "They choose and discard a card from their hand, then place the purchased card in their
    discard pile as well.\" Harpy costs 1 Demon."""
    state = build(hands={0: [b("keres"), b("satyr")]})
    on_top(state, "harpy")
    to_offering(state)
    buy = state.decision.find("buy", source="harpy")
    assert buy is not None and buy.target == "discard.0"
    act(state, "buy", source="harpy")  # only the Keres pays: nothing to choose
    assert state.zones["discard.0"] == [b("keres"), "harpy"]
    assert state.zones["hand.0"] == [b("satyr")]


def test_clan_cost_refused_without_the_clan() -> None:
    """ "Some cards have prerequisites on the clan of the card to be discarded.\" Relics have no
    clan: a relic pays only "Any card"."""
    state = build(hands={0: [b("satyr"), "temple-of-ares"]})
    on_top(state, "harpy")
    to_offering(state)
    assert state.decision.find("buy", source="harpy") is None
    reason = illegal_reason(state, Action("buy", "harpy", "discard.0"))
    assert "Demon" in reason


def test_any_card_cost_chooses_the_payer() -> None:
    """ "Any card": Myrmidon costs any card; with two in hand the player chooses which."""
    state = build(hands={0: [b("satyr"), "temple-of-ares"]})
    on_top(state, "myrmidon")
    to_offering(state)
    act(state, "buy", source="myrmidon")
    assert step(state) == "choose_subset"
    act(state, "toggle", source="temple-of-ares", option="on")
    act(state, "confirm")
    assert state.zones["discard.0"] == ["temple-of-ares", "myrmidon"]


def test_free_needs_nothing_and_resolves_purchase_effects() -> None:
    """Glossary: "A card bought for free requires no card to be discarded in order to be
    bought. The purchase effects of a card bought for free are resolved normally.\"
    Shepherd's Offering is free, with the Tartarus icon."""
    state = build(hands={0: []}, discard={0: [b("nymph")]})
    on_top(state, "shepherds-offering")
    to_offering(state)
    act(state, "buy", source="shepherds-offering")
    assert step(state) == "choose_one"
    sources = {a.source for a in state.legal_actions}
    assert sources == {b("nymph"), None}  # not the card just bought
    act(state, "tartarus", source=b("nymph"))
    assert state.zones["tartarus"] == [b("nymph")]
    assert state.zones["discard.0"] == ["shepherds-offering"]


def test_tartarus_is_optional() -> None:
    """Tartarus icon: "The active player may set aside any card from their discard pile,
    except the card that has just been bought.\""""
    state = build(hands={0: [b("satyr")]}, discard={0: [b("nymph")]})
    on_top(state, "dragons-teeth")
    to_offering(state)
    act(state, "buy", source="dragons-teeth")
    assert "dragons-teeth" not in {a.source for a in state.legal_actions}
    act(state, "none")
    assert state.zones["tartarus"] == []
    assert set(state.zones["discard.0"]) == {b("nymph"), b("satyr"), "dragons-teeth"}


def test_only_the_top_card() -> None:
    """ "The top card of each pile is therefore visible, and removing a card automatically
    reveals the card beneath it.\" Only the top card can be bought."""
    state = build(hands={0: [b("satyr")]})
    to_offering(state)
    pile = state.zones["pile.I"]
    under = pile[-2]
    reason = illegal_reason(state, Action("buy", under, state.bought_to(under, 0)))
    assert "top card" in reason
    offered = {a.source for a in state.legal_actions if a.kind == "buy"}
    assert offered <= {state.zones[f"pile.{n}"][-1] for n in ("I", "II", "III", "IV")}


def test_put_into_play_icon() -> None:
    """Put-into-play icon: "The active player puts the purchased card into play instead of
    placing it in their discard pile.\" Veteran Hoplite; it arrived this turn."""
    state = build(hands={0: [b("hoplite")]})
    on_top(state, "veteran-hoplite")
    to_offering(state)
    act(state, "buy", source="veteran-hoplite", target="play.0")
    assert "veteran-hoplite" in state.zones["play.0"]
    assert state.has_flag("veteran-hoplite", "arrived")


def test_deployment_on_purchase_into_play() -> None:
    """Glossary, Deployment: "triggered at the moment the creature arrives in play, wherever it
    comes from.\" A card bought into play deploys: Temple of Ares counts the purchase too."""
    state = build(hands={0: [b("satyr")]}, play={0: ["temple-of-ares", b("nymph")]})
    on_top(state, "talos")
    to_offering(state)
    act(state, "buy", source="talos")
    choose(state, b("nymph"))  # Temple of Ares: a Shield token on one of your creatures
    assert state.counter(b("nymph"), "shield") == 1
    assert "talos" in state.zones["play.0"]


def test_buying_ends_the_play_phase() -> None:
    """Our completion: "buying a card ends the play phase and starts the offering phase.\""""
    state = build(hands={0: [b("satyr"), b("nymph"), b("keres")]})
    on_top(state, "myrmidon")
    to_offering(state)
    act(state, "buy", source="myrmidon")
    act(state, "toggle", source=b("keres"), option="on")
    act(state, "confirm")
    assert state.data["stage"] == "offering"
    assert {a.kind for a in state.legal_actions} <= {"buy", "end"}
    reason = illegal_reason(state, Action("play", b("satyr"), "play.0"))
    assert "buying" in reason


def test_buy_as_many_as_you_can() -> None:
    """ "The active player may buy as many cards from Olympus as they can and/or wish.\""""
    state = build(hands={0: [b("satyr"), b("keres")]})
    on_top(state, "myrmidon")
    on_top(state, "centaur")
    to_offering(state)
    act(state, "buy", source="myrmidon")
    act(state, "toggle", source=b("keres"), option="on")
    act(state, "confirm")
    act(state, "buy", source="centaur")  # the Satyr is Mythological
    assert {"myrmidon", "centaur"} <= set(state.zones["discard.0"])
    assert state.zones["hand.0"] == []


def test_bis_legend_only_when_the_pile_is_empty() -> None:
    """ "To buy these creatures, the pile associated with them must first be emptied, and the
    player must discard 2 cards of a specific clan.\" Achilles (I Bis) costs 2 Soldiers."""
    state = build(hands={0: [b("hoplite"), b("peltast"), b("satyr")]})
    place(state, "achilles", "bis.I")
    to_offering(state)
    reason = illegal_reason(state, Action("buy", "achilles", "discard.0"))
    assert "legend" in reason
    for card in list(state.zones["pile.I"]):
        place(state, card, "tartarus")
    state._decision = None
    assert state.offers()[0] == "achilles"
    act(state, "buy", source="achilles")  # exactly 2 Soldiers in hand: both pay
    assert state.zones["hand.0"] == [b("satyr")]
    assert "achilles" in state.zones["discard.0"]


def test_bis_legend_needs_two_of_the_clan() -> None:
    """Legends cost 2 cards of a clan: one Soldier is not enough."""
    state = build(hands={0: [b("hoplite"), b("satyr")]})
    for card in list(state.zones["pile.I"]):
        place(state, card, "tartarus")
    place(state, "achilles", "bis.I")
    to_offering(state)
    assert state.decision.find("buy", source="achilles") is None


def test_forge_of_hephaestus_is_the_second_way_into_tartarus() -> None:
    """Glossary, Tartarus: "There are two ways to place a card in Tartarus: Via the purchase
    effect of certain cards ... Via the effect of the Forge of Hephaestus.\" Forge: "Rallying:
    you may place a card from your hand or your discard pile in Tartarus. If you do, put a Shield
    token on one of your creatures.\""""
    state = build(
        hands={0: [b("nymph")]},
        play={0: ["forge-of-hephaestus", b("satyr")]},
        discard={0: [b("keres")]},
        rally=True,
    )
    assert {a.source for a in state.legal_actions} == {b("nymph"), b("keres"), None}
    act(state, "tartarus", source=b("nymph"))
    choose(state, b("satyr"))
    assert state.zones["tartarus"] == [b("nymph")]
    assert state.counter(b("satyr"), "shield") == 1


def test_sibyl_free_buy_does_not_end_the_play_phase() -> None:
    """Sibyl of Cumae: "Deployment: buy the top card of pile I or II for free." Our completion:
    "A free purchase that a card effect gives you (Sibyl of Cumae) does not end the play
    phase.\""""
    state = build(hands={0: ["sibyl-of-cumae", b("satyr")]})
    to_offering(state)
    act(state, "play", source="sibyl-of-cumae")
    tops = {state.zones["pile.I"][-1], state.zones["pile.II"][-1]}
    assert {a.source for a in state.legal_actions} == tops
    top = state.zones["pile.I"][-1]
    act(state, "free_buy", source=top)
    while step(state) != "main":  # its purchase effects, if any
        state.apply(state.legal_actions[-1])
    assert state.data["stage"] == "play"
    assert state.decision.find("play", source=b("satyr")) is not None


def test_agora_free_buy_goes_to_the_defender() -> None:
    """Agora: "Plunder: buy the top card of pile I, II or III for free." Our completion: the
    purchase goes to the defender."""
    state = build(city="sparta", play={0: [b("satyr")]})
    state.set_flag(state.zones["city.1"][0], "plundered")
    state.data["plundered"][1] = 1
    on_top(state, "myrmidon")

    attack(state, b("satyr"))
    act(state, "yes")
    assert state.decision.seat == 1
    act(state, "free_buy", source="myrmidon")
    assert "myrmidon" in state.zones["discard.1"]


def test_deployment_when_bought_into_play(monkeypatch) -> None:
    """Glossary, Deployment: "The effect described after this word is triggered at the moment
    the creature arrives in play, wherever it comes from." No printed card has both the
    put-into-play icon and a Deployment, so Talos is given one here (Hoplite's)."""
    from bellum_scenario import GAME

    hoplite = GAME.card_def("hoplite")["triggers"]
    monkeypatch.setitem(GAME.cards["talos"], "triggers", hoplite)
    state = build(hands={0: [b("satyr")]})
    on_top(state, "talos")
    to_offering(state)
    act(state, "buy", source="talos", target="play.0")
    assert state.counter("talos", "shield") == 1
