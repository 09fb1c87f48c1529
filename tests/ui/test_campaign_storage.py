"""The campaign on disk: Bellwake's campaign in a file of its own, surviving a restart of the
app, untouched by other games, never overwritten when damaged or by a game of bots; and the
launcher's campaign rows (New campaign, Continue campaign, Play one scenario) by real clicks.

The table is the shell tests' stand-in (tests/ui/test_app_shell.py): it reports to the app as
the real table does. A person's actions are played here by a bot on the person's behalf, each
followed by the autosave the table would ask for.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import tabletop.ai
import tabletop.games
from tabletop.rules import State
from tabletop.ui import campaigns, storage
from tabletop.ui.app import App, UsageError, parse_options
from tabletop.ui.games import campaign_plan, is_whole_campaign
from tabletop.ui.launcher import LauncherScene
from tabletop.ui.scene import Seat
from tests.ui.test_app_shell import StandInTable, choose, click, toasts

GAME = "bellwake"
PEOPLE = [Seat("human"), Seat("bot", "greedy")]


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(folder))
    monkeypatch.delenv("TABLETOP_CONFIG_DIR", raising=False)
    return folder


def new_app(size: tuple[int, int] = (1280, 720)) -> App:
    app = App(size, realtime=False, raise_errors=True)
    app.make_table = lambda state, seats: StandInTable(app, state, seats)
    pygame.event.clear()
    return app


@pytest.fixture
def app(data_dir: Path):
    app = new_app()
    yield app
    app.close()


def open_bellwake(app: App) -> LauncherScene:
    app.open_launcher()
    app.run_frames(2)
    scene = app.scene
    assert isinstance(scene, LauncherScene)
    if scene.choice.game_id != GAME:
        click(app, scene.game_buttons[GAME].rect.center)
        scene = app.scene
    assert isinstance(scene, LauncherScene) and scene.campaign is not None
    return scene


def play(app: App, state: State, seats: list[Seat], actions: int) -> None:
    """``actions`` actions as the table would make them, each autosaved."""
    bot = tabletop.ai.get("greedy", seed=len(state.history))
    for _ in range(actions):
        if state.is_over:
            return
        state.apply(bot.choose(state.view(state.decision.seat)))
        app.autosave(state, seats)


def play_into_the_foundry(app: App, state: State, seats: list[Seat], more: int = 40) -> None:
    bot = tabletop.ai.get("greedy", seed=1)
    while state.scenario == "lower-stair" and not state.is_over:
        state.apply(bot.choose(state.view(state.decision.seat)))
        app.autosave(state, seats)
    play(app, state, seats, more)
    assert state.scenario == "foundry-below" and not state.is_over


def a_campaign_on_disk(app: App, seats: list[Seat] = PEOPLE) -> State:
    """A campaign with a person in it, in the Foundry Below, written to its file."""
    state = app.start_game(GAME, seats, seed=7)
    play_into_the_foundry(app, state, seats)
    app.flush_saves()
    return state


def text_of(path: Path) -> bytes:
    return path.read_bytes()


# ----- the hook ---------------------------------------------------------------------------------


def test_a_campaign_game_is_known_by_its_rules() -> None:
    plan = campaign_plan(GAME)
    assert plan is not None
    assert plan.scenarios == [
        ("lower-stair", "The Lower Stair"),
        ("foundry-below", "The Foundry Below"),
        ("crown-of-silence", "The Crown of Silence"),
    ]
    assert plan.starting_logs("lower-stair") == [([], "No entries")]
    assert [w for _, w in plan.starting_logs("foundry-below")] == [
        "No entries",
        "The gate held",
        "The gate fell",
    ]
    crown = dict((w, ids) for ids, w in plan.starting_logs("crown-of-silence"))
    assert crown["The gate held, the bell was recast"] == ["the-gate-held", "the-bell-was-recast"]
    assert crown["The gate fell, the bell cracked"] == ["the-gate-fell", "the-bell-cracked"]
    assert "The gate held, the founder was rescued" in crown
    for other in ("bahamut-dispute", "bellum", "para-bellum", "no-such-game"):
        assert campaign_plan(other) is None
    game = tabletop.games.get(GAME)
    assert is_whole_campaign(game.setup(1, players=2))
    assert not is_whole_campaign(game.setup(1, players=2, scenario="foundry-below"))
    assert not is_whole_campaign(tabletop.games.get("bellum").setup(1))


def test_seat_labels_come_from_the_table_part(monkeypatch: pytest.MonkeyPatch) -> None:
    import types

    from tabletop.ui import games

    assert games.seat_labels("bahamut-dispute", 2) == ["Player 1", "Player 2"]
    part = types.SimpleNamespace(SEAT_LABELS=["Hale", "Sefa"])
    monkeypatch.setattr(games, "table_part", lambda game_id: part)
    assert games.seat_labels(GAME, 2) == ["Hale", "Sefa"]
    assert games.seat_labels(GAME, 3) == ["Hale", "Sefa", "Player 3"]
    part.CAMPAIGN = False  # a table part may say its game is not played as a campaign
    assert campaign_plan(GAME) is None
    del part.CAMPAIGN
    part.CAMPAIGN_LOGS = lambda scenario: [([], "Empty"), (["the-gate-fell"], "Fallen")]
    assert campaign_plan(GAME).starting_logs("crown-of-silence")[1] == (["the-gate-fell"], "Fallen")


def test_game_options_from_the_command_line() -> None:
    game = tabletop.games.get(GAME)
    assert parse_options(["scenario=foundry-below", "log=the-gate-held"], game) == {
        "scenario": "foundry-below",
        "log": "the-gate-held",
    }
    assert parse_options(["scenario=null"], game) == {"scenario": None}
    with pytest.raises(UsageError, match="no option 'city'"):
        parse_options(["city=athens"], game)


def test_files_of_their_own_never_replace_each_other(data_dir: Path) -> None:
    writer = storage.BackgroundWriter()
    campaign = campaigns.campaign_path(GAME)
    writer.submit("the campaign", campaign)
    writer.submit("another game", storage.autosave_path(GAME))  # one scenario, alone
    writer.submit("the campaign, later", campaign)
    assert writer.flush()
    assert campaign.read_text() == "the campaign, later"
    assert storage.autosave_path(GAME).read_text() == "another game"


# ----- storage ----------------------------------------------------------------------------------


def test_a_campaign_survives_a_restart_and_continue_resumes_it(data_dir: Path) -> None:
    first = new_app()
    two = [Seat("human"), Seat("human")]  # nobody acts while the test looks
    state = a_campaign_on_disk(first, two)
    history = list(state.history)
    rnd = state.data["round"]
    first.close()
    assert campaigns.campaign_path(GAME).is_file()
    assert not storage.autosave_path(GAME).exists()  # the campaign is not the game's slot

    again = new_app()  # the app started anew from the same data folder
    try:
        scene = open_bellwake(again)
        found = scene.campaign.found
        assert found is not None and not found.damaged
        assert found.where() == f"The Foundry Below, round {rnd}"
        assert found.log_words() == "The gate held" or found.log_words() == "The gate fell"
        assert found.abandon_question() == (
            f"Abandon your Bellwake campaign in the Foundry Below, round {rnd}?"
        )
        assert scene.campaign.cont is not None
        click(again, scene.campaign.cont.rect.center)
        table = again.scene
        assert isinstance(table, StandInTable)
        assert table.state.scenario == "foundry-below"
        assert table.state.data["round"] == rnd
        assert table.state.history == history
        assert table.seats == two
        assert again.save_path == campaigns.campaign_path(GAME)
        play(again, table.state, table.seats, 3)
        again.flush_saves()
        assert len(storage.load_file(campaigns.campaign_path(GAME)).state.history) == (
            len(history) + 3
        )
    finally:
        again.close()


def test_another_game_meanwhile_leaves_the_campaign_alone(app: App, data_dir: Path) -> None:
    a_campaign_on_disk(app)
    campaign = campaigns.campaign_path(GAME)
    before = text_of(campaign)
    other = app.start_game("bahamut-dispute", [Seat("human"), Seat("bot")], seed=3)
    play(app, other, [Seat("human"), Seat("bot")], 5)
    app.flush_saves()
    assert text_of(campaign) == before
    autosave = text_of(storage.autosave_path("bahamut-dispute"))
    assert storage.loads(autosave).state.game.id == "bahamut-dispute"

    # and the campaign, continued, does not replace the other game's autosave
    assert app.continue_campaign(GAME)
    state, seats = app.game
    play(app, state, seats, 4)
    app.flush_saves()
    assert text_of(storage.autosave_path("bahamut-dispute")) == autosave
    assert text_of(campaign) != before


def test_one_scenario_alone_uses_the_games_own_slot(app: App, data_dir: Path) -> None:
    a_campaign_on_disk(app)
    before = text_of(campaigns.campaign_path(GAME))
    state = app.start_game(GAME, PEOPLE, seed=2, options={"scenario": "crown-of-silence"})
    play(app, state, PEOPLE, 5)
    app.flush_saves()
    assert text_of(campaigns.campaign_path(GAME)) == before
    assert storage.read_autosave(GAME).state.scenario == "crown-of-silence"


def test_a_game_of_bots_never_overwrites_a_campaign_with_a_person(app: App, data_dir: Path) -> None:
    a_campaign_on_disk(app)
    before = text_of(campaigns.campaign_path(GAME))
    state = app.start_game(GAME, [Seat("bot"), Seat("bot", "random")], seed=9)
    assert app.save_path is None
    play(app, state, [Seat("bot"), Seat("bot", "random")], 10)
    app.flush_saves()
    assert text_of(campaigns.campaign_path(GAME)) == before
    files = sorted(p.name for p in data_dir.iterdir() if p.suffix != ".png")  # not pictures
    assert files == ["campaign-bellwake.json"]


def test_autoplay_touches_no_campaign_file(data_dir: Path) -> None:
    path = campaigns.campaign_path(GAME)
    path.parent.mkdir(parents=True)
    bots = [Seat("bot"), Seat("bot", "random")]
    path.write_text(storage.dumps(tabletop.games.get(GAME).setup(5, players=2), bots))
    before = text_of(path)
    app = App((640, 480), autoplay=True, realtime=False, raise_errors=True)
    try:
        app.make_table = lambda state, seats: StandInTable(app, state, seats)
        app.start_game(GAME, bots, seed=6)
        app.run_frames(20)
        app.flush_saves()
    finally:
        app.close()
    assert text_of(path) == before and [p.name for p in data_dir.iterdir()] == [path.name]


def test_a_new_campaign_from_the_command_line_keeps_the_old_one_aside(
    app: App, data_dir: Path
) -> None:
    a_campaign_on_disk(app)
    before = text_of(campaigns.campaign_path(GAME))
    state = app.start_game(GAME, PEOPLE, seed=11)  # what `tabletop play bellwake` does
    assert state.scenario == "lower-stair" and app.save_path == campaigns.campaign_path(GAME)
    app.flush_saves()
    kept = [p for p in data_dir.iterdir() if ".abandoned-" in p.name]
    assert len(kept) == 1 and text_of(kept[0]) == before
    assert "unfinished campaign" in toasts(app) and "kept in the data folder" in toasts(app)
    assert ".json" not in toasts(app)  # a player never reads a file name
    assert storage.load_file(campaigns.campaign_path(GAME)).state.setup_args["seed"] == 11


def test_tabletop_play_bellwake_starts_a_new_campaign(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop.cli import main

    first = new_app()
    try:
        before = text_of(campaigns.campaign_path(GAME)) if a_campaign_on_disk(first) else b""
    finally:
        first.close()
    monkeypatch.setattr(App, "_make_table", lambda self, s, seats: StandInTable(self, s, seats))
    assert main(["play", GAME, "--seats", "human,bot", "--seed", "8", "--max-frames", "5"]) == 0
    loaded = storage.load_file(campaigns.campaign_path(GAME))
    assert loaded.state.scenario == "lower-stair" and loaded.state.setup_args["seed"] == 8
    assert is_whole_campaign(loaded.state) and loaded.seats == PEOPLE
    kept = [p for p in data_dir.iterdir() if ".abandoned-" in p.name]
    assert len(kept) == 1 and text_of(kept[0]) == before
    assert not storage.autosave_path(GAME).exists()


def test_a_finished_campaign_leaves_nothing_to_continue(app: App, data_dir: Path) -> None:
    seats = [Seat("bot"), Seat("bot", "random")]
    state = app.start_game(GAME, seats, seed=4)
    play(app, state, seats, 5)
    app.flush_saves()
    assert campaigns.campaign_path(GAME).is_file()
    play(app, state, seats, 5000)
    assert state.is_over
    app.flush_saves()
    assert not campaigns.campaign_path(GAME).exists()
    assert campaigns.read_campaign(GAME) is None


# ----- a damaged campaign file --------------------------------------------------------------------


DAMAGED = '{"app": 1, "game": "bellwake", "seats": [{"kind": "human"}, {"kin'


def damage(data_dir: Path) -> Path:
    path = campaigns.campaign_path(GAME)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(DAMAGED)
    return path


def test_a_damaged_campaign_file_gives_a_message_in_words(app: App, data_dir: Path) -> None:
    path = damage(data_dir)
    scene = open_bellwake(app)
    found = scene.campaign.found
    assert found is not None and found.damaged
    assert scene.campaign.cont is None  # nothing to continue
    message = found.message
    assert "Bellwake campaign cannot be continued" in message and "damaged" in message
    for parser_words in ("JSON", "Expecting", "line", "char", "Error", "{"):
        assert parser_words not in message
    assert not app.continue_campaign(GAME)
    assert toasts(app) == message
    # neither another game, nor a game of bots, nor one scenario touches it
    app.start_game("bellum", [Seat("human"), Seat("bot")], seed=1)
    app.start_game(GAME, [Seat("bot"), Seat("bot")], seed=1)
    state = app.start_game(GAME, PEOPLE, seed=1, options={"scenario": "lower-stair"})
    play(app, state, PEOPLE, 3)
    app.flush_saves()
    assert path.read_text() == DAMAGED


def test_new_campaign_puts_a_damaged_file_aside_by_clicks(app: App, data_dir: Path) -> None:
    damage(data_dir)
    scene = open_bellwake(app)
    click(app, scene.start.rect.center)  # New campaign: nothing to abandon, so no question
    table = app.scene
    assert isinstance(table, StandInTable)
    assert is_whole_campaign(table.state) and table.state.scenario == "lower-stair"
    app.flush_saves()
    kept = [p for p in data_dir.iterdir() if ".corrupt-" in p.name]
    assert len(kept) == 1 and kept[0].read_text() == DAMAGED
    assert "damaged campaign was kept in the data folder" in toasts(app)
    assert ".json" not in toasts(app)  # a player never reads a file name
    assert storage.load_file(campaigns.campaign_path(GAME)).state.game.id == GAME


def test_a_folder_where_the_campaign_file_should_be_is_said_and_put_aside(
    app: App, data_dir: Path
) -> None:
    """A folder named as the campaign's file read as "no campaign", and New campaign then
    could not save: it is a damaged campaign, and New campaign moves it aside."""
    folder = campaigns.campaign_path(GAME)
    folder.mkdir(parents=True)
    (folder / "inside.txt").write_text("kept")
    scene = open_bellwake(app)
    found = scene.campaign.found
    assert found is not None and found.damaged and "cannot be continued" in found.message
    click(app, scene.start.rect.center)  # New campaign
    table = app.scene
    assert isinstance(table, StandInTable) and is_whole_campaign(table.state)
    app.flush_saves()
    kept = [p for p in data_dir.iterdir() if ".corrupt-" in p.name]
    assert len(kept) == 1 and (kept[0] / "inside.txt").read_text() == "kept"
    assert storage.load_file(campaigns.campaign_path(GAME)).state.game.id == GAME


# ----- the launcher by clicks -------------------------------------------------------------------


def test_new_campaign_asks_before_it_abandons_one(app: App, data_dir: Path) -> None:
    state = a_campaign_on_disk(app)
    before = text_of(campaigns.campaign_path(GAME))
    scene = open_bellwake(app)
    assert scene.start.text == "New campaign"
    click(app, scene.start.rect.center)
    dialog = scene.campaign.confirm
    assert dialog is not None and dialog.alive()
    question = f"Abandon your Bellwake campaign in the Foundry Below, round {state.data['round']}?"
    assert question in dialog.confirmation_text.html_text
    click(app, dialog.cancel_button.rect.center)
    assert app.scene is scene and text_of(campaigns.campaign_path(GAME)) == before

    click(app, scene.start.rect.center)
    click(app, scene.campaign.confirm.confirm_button.rect.center)
    table = app.scene
    assert isinstance(table, StandInTable)
    assert table.state.scenario == "lower-stair" and table.seats == [
        Seat("human"),
        Seat("bot", "normal"),
    ]  # the launcher's default
    app.flush_saves()
    kept = [p for p in data_dir.iterdir() if ".abandoned-" in p.name]
    assert len(kept) == 1 and text_of(kept[0]) == before


def test_new_campaign_by_clicks_with_two_people_at_one_screen(app: App, data_dir: Path) -> None:
    scene = open_bellwake(app)
    assert scene.campaign.found is None and scene.campaign.cont is None
    choose(app, scene.seat_menus[1], "Human")
    click(app, scene.seed_entry.rect.center)
    for char in "31":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    app.run_frames(3)
    click(app, scene.start.rect.center)
    table = app.scene
    assert isinstance(table, StandInTable)
    assert table.seats == [Seat("human"), Seat("human")]
    assert table.state.setup_args["seed"] == 31 and is_whole_campaign(table.state)
    app.flush_saves()
    assert campaigns.campaign_path(GAME).is_file() and not storage.autosave_path(GAME).exists()


def test_play_one_scenario_with_a_starting_log_by_clicks(app: App, data_dir: Path) -> None:
    scene = open_bellwake(app)
    part = scene.campaign
    assert not part.log_menu.is_enabled  # the first scenario starts with an empty log
    choose(app, part.scenario_menu, "The Crown of Silence")
    part = app.scene.campaign  # the rows were laid out again for that scenario's logs
    choose(app, part.log_menu, "The gate held, the bell was recast")
    click(app, part.play.rect.center)
    table = app.scene
    assert isinstance(table, StandInTable)
    state = table.state
    assert state.scenario == "crown-of-silence" and not is_whole_campaign(state)
    assert [e["value"] for e in state.campaign["log"]] == ["the-gate-held", "the-bell-was-recast"]
    app.flush_saves()
    assert storage.read_autosave(GAME).state.scenario == "crown-of-silence"
    assert not campaigns.campaign_path(GAME).exists()
    # back in the launcher, the same scenario and log are still chosen
    app.open_launcher()
    app.run_frames(2)
    part = app.scene.campaign
    assert part.scenario() == "crown-of-silence"
    assert part.start_log()[1] == "The gate held, the bell was recast"


def test_continue_campaign_shows_where_and_the_log(app: App, data_dir: Path) -> None:
    state = a_campaign_on_disk(app)
    scene = open_bellwake(app)
    found = scene.campaign.found
    assert found.scenario == "The Foundry Below" and found.round == state.data["round"]
    assert found.log == [e["text"] for e in state.campaign["log"]]
    assert scene.campaign.cont.text == "Continue campaign"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 600)])
def test_the_campaign_rows_fit_in_the_panel(data_dir: Path, size: tuple[int, int]) -> None:
    app = new_app(size)
    try:
        a_campaign_on_disk(app)
        scene = open_bellwake(app)
        part = scene.campaign
        right = scene.right.union(pygame.Rect(scene.right.x, scene.right.y, 1, 1))
        for element in (part.cont, part.scenario_menu, part.log_menu, part.play):
            assert right.contains(element.rect), (element, element.rect, right)
        assert part.play.rect.bottom <= scene.divider_y
        assert scene.panel.bottom <= app.size[1]
        assert scene.start.rect.right <= scene.panel.right
    finally:
        app.close()


def test_a_starting_log_too_long_for_its_list_is_shown_whole_and_still_chosen(app: App) -> None:
    """The drop-down's list is narrower than its box: "The gate held, the founder was rescued"
    lost its last letter. It is shown shorter, whole, and choosing it chooses that log."""
    from tests.ui.test_app_shell import choose

    scene = open_bellwake(app)
    choose(app, scene.campaign.scenario_menu, "The Crown of Silence")
    scene = app.scene
    shown = [w for _, w in scene.campaign.logs()]
    assert "The gate held, founder rescued" in shown
    room = scene.campaign.field_w - scene.px(34 + 26)
    font = app.res.font(max(8, round(17 * scene.scale)))
    assert all(font.size(w)[0] <= room for w in shown)
    choose(app, scene.campaign.log_menu, "The gate held, founder rescued")
    cards = tabletop.games.get(GAME).cards
    names = [cards[c]["name"] for c in scene.choice.start_log]
    assert any("founder" in n for n in names) and any("held" in n for n in names)


def test_two_starting_logs_shortened_alike_stay_two(app: App, monkeypatch) -> None:
    """The Starting log drop-down mapped the entry chosen back to its log by its (shortened)
    words: of two logs shown alike, choosing the second chose the first. It maps by place."""
    from tabletop.ui.games import CampaignPlan

    logs = [([], "No entries"), (["the-gate-held"], "Alike"), (["the-gate-fell"], "Alike")]
    monkeypatch.setattr(CampaignPlan, "starting_logs", lambda self, scenario: logs)
    scene = open_bellwake(app)
    choose(app, scene.campaign.scenario_menu, "The Foundry Below")
    menu = app.scene.campaign.log_menu
    click(app, menu.rect.center)
    items = [i for i in menu.current_state.options_selection_list.item_list if i["text"] == "Alike"]
    assert len(items) == 2
    click(app, items[1]["button_element"].rect.center)
    assert app.scene.choice.start_log == ["the-gate-fell"]
    click(app, menu.rect.center)
    items = [i for i in menu.current_state.options_selection_list.item_list if i["text"] == "Alike"]
    click(app, items[0]["button_element"].rect.center)
    assert app.scene.choice.start_log == ["the-gate-held"]
