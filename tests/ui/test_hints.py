"""The Hint button and the key H, through the real loop: the Hard bot's best three choices for
the person's decision, the best lit on the table, computed from the seat's view and never
changing the game; the setting hides it."""

from __future__ import annotations

import copy
import time
from dataclasses import replace

import pygame
import pytest

import tabletop.games
from tabletop.ai.advice import advise
from tabletop.ui.scene import Seat
from tabletop.ui.table import hint
from tabletop.ui.table.driver import ScriptedBot
from tests.ui.table_helpers import data_dir, table_opener, texts_drawn  # noqa: F401

HUMAN_BOT = [Seat("human"), Seat("bot", "greedy")]
GAMES = ["bahamut-dispute", "bellum", "bellwake", "para-bellum"]


@pytest.fixture
def table():
    yield from table_opener(HUMAN_BOT, lambda: {1: ScriptedBot()})


def person_decides(game_id: str, seed: int = 3):
    """A game a few moves in, where the person (seat 0) decides among several actions."""
    state = tabletop.games.get(game_id).setup(seed, 2)
    moves = 0
    while state.decision.seat != 0 or len(state.decision.actions) < 2:
        state.apply(state.decision.actions[moves % len(state.decision.actions)])
        moves += 1
        assert moves < 200
    return state


@pytest.mark.parametrize("game", GAMES)
def test_h_shows_three_legal_choices_lights_the_best_and_changes_nothing(table, game):
    state = person_decides(game)
    app, driver = table(state)
    scene = driver.scene
    driver.settle()
    assert scene.hint_button is not None and scene.hint_button in scene.buttons
    before = (copy.deepcopy(state.data), list(state.history))
    driver.key(pygame.K_h)
    driver.frames(3)
    hints = scene.hints
    assert hints.visible and hints.advice, hints.lines()
    legal = state.decision.actions
    assert 1 <= len(hints.advice) <= 3
    assert all(a.action in legal for a in hints.advice)
    assert all(a.chance is None or 0.0 <= a.chance <= 1.0 for a in hints.advice)
    source, target = hint.locate(scene, hints.advice[0].action)
    assert source is not None or target is not None  # lit on the table (or its button)
    assert hints.panel_rect is not None
    assert scene.rects["prompt"].colliderect(hints.panel_rect) is False
    lines = [text for text, _ in hints.lines()]
    assert lines[1].startswith("1. ") and any("%" in c for _, c in hints.lines()[1:])
    assert (state.data, state.history) == before  # a hint never changes the game
    driver.key(pygame.K_h)  # H again hides it
    driver.frames(2)
    assert not hints.visible and hints.panel_rect is None


def test_the_hint_button_by_mouse_and_the_hint_goes_when_the_decision_moves(table):
    state = person_decides("bahamut-dispute")
    app, driver = table(state)
    scene = driver.scene
    driver.settle()
    driver.click(scene.hint_button.rect.center)
    driver.frames(3)
    assert scene.hints.visible and scene.hints.advice
    best = scene.hints.advice[0].action
    scene.apply(best)  # the person takes it (as a drag would)
    driver.settle()
    assert not scene.hints.visible and scene.hints.advice is None


def test_the_setting_hides_the_button_and_h_says_why(table):
    state = person_decides("bellum")
    app, driver = table(state)
    app.settings.hints = False
    scene = driver.scene
    scene._build_buttons()
    driver.frames(2)
    assert scene.hint_button is None
    driver.key(pygame.K_h)
    driver.frames(2)
    assert not scene.hints.visible
    assert "switched off" in scene.toast_text


def test_no_hint_button_while_bots_play_alone(table):
    state = tabletop.games.get("bahamut-dispute").setup(3, 2)
    app, driver = table(state, seats=[Seat("bot", "greedy"), Seat("bot", "greedy")], bots={})
    scene = app.scene
    assert scene.hint_button is None and not scene.hints.offered()


def test_in_the_real_loop_the_hint_is_thought_on_a_worker_thread(table, monkeypatch):
    """While the Hard bot thinks (a short time here), the table keeps drawing frames and says
    so; then the answer is shown."""
    monkeypatch.setattr(hint, "HINT_SECONDS", 0.3)
    state = person_decides("bellum")
    app, driver = table(state)
    scene = driver.scene
    driver.settle()
    scene.bot_threads = True
    driver.key(pygame.K_h)
    driver.frames(1)
    assert scene.hints.thinking
    assert scene.hints.lines()[0][0].startswith("Thinking")
    frames = 0
    deadline = time.monotonic() + 20
    while scene.hints.thinking and time.monotonic() < deadline:
        driver.frames(1)
        frames += 1
        time.sleep(0.01)
    assert scene.hints.advice, "the hint did not come"
    assert frames >= 5  # frames went on while it thought


def test_advice_depends_only_on_the_view_and_its_seed():
    state = person_decides("bahamut-dispute")
    view = state.view(0)
    first = advise(view, seed=4, iterations=40)
    again = advise(copy.deepcopy(view), seed=4, iterations=40)
    assert [a.action for a in first] == [a.action for a in again]
    assert [a.chance for a in first] == [a.chance for a in again]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", GAMES)
def test_the_panels_words_never_run_into_its_chances(table, game, size):
    """The heading's "chance to win" and the best choice (drawn bold) once ran into the
    percentages at 1280x720: every line now wraps clear of its right-hand column."""
    app, driver = table(person_decides(game, 5), size=size)
    scene = driver.scene
    driver.settle()
    driver.key(pygame.K_h)
    for _ in range(400):
        driver.frames(1)
        if scene.hints.advice:
            break
        time.sleep(0.01)
    driver.frames(2)
    rows = scene.hints.panel_rows
    assert len(rows) == len(scene.hints.lines()) and any(c is not None for _, c in rows)
    box = scene.hints.panel_rect
    for words, chance in rows:
        assert box.contains(words)
        if chance is not None:
            assert box.contains(chance) and not words.colliderect(chance), (words, chance)


def test_a_long_choice_is_cut_in_its_middle_so_two_alike_read_apart(table):
    """Two choices whose long texts begin alike (two Motivates of one Commander die) lose
    words from their middle, not their end, in the hint panel: each still shows what it does
    first and what ends it, within three lines."""
    state = person_decides("para-bellum")
    app, driver = table(state)
    scene = driver.scene
    driver.settle()
    driver.key(pygame.K_h)
    driver.frames(3)
    assert scene.hints.advice
    start = (
        "Motivate: lower your Commander die 4 between the Red Column and the Red-Purple "
        "Outpost below it by 1, reroll the Legion die "
    )
    ends = ("5 diagonally above it to the left", "2 diagonally above it to the right")
    first = scene.hints.advice[0]
    scene.hints.advice = [
        replace(first, action=replace(first.action, text=start + end)) for end in ends
    ]
    with texts_drawn(scene.res) as drawn:
        scene.dirty = True
        driver.frames(2)
    words = [s for s in drawn if not s.endswith("%")]  # the chances are drawn apart
    first_row = next(i for i, s in enumerate(words) if s.startswith("1. "))
    second_row = next(i for i, s in enumerate(words) if s.startswith("2. "))
    last = next(i for i, s in enumerate(words) if s.startswith("Press H"))
    for n, lines in enumerate((words[first_row:second_row], words[second_row:last]), start=1):
        joined = " ".join(lines)
        assert len(lines) <= 4, lines  # four lines at most (a placement reads whole)
        assert joined.startswith(f"{n}. Motivate: lower your Commander die"), lines
        assert "\u2026" in joined and joined.endswith(ends[n - 1]), lines
    assert scene.hints.panel_rect is not None


def test_a_cut_that_fits_nowhere_in_the_middle_cuts_the_end_of_the_text_as_it_was():
    """Words too long for any middle cut, or lines of their own, are cut at their end, once."""
    from tabletop.ui.resources import Resources
    from tabletop.ui.widgets import wrap_cut

    pygame.init()
    res = Resources()
    long = "Supercalifragilisticexpialidocious"
    lines = wrap_cut(res, f"1. {long} word {long}", 17, 80, 3, bold=True)
    assert len(lines) == 3 and "".join(lines).count("\u2026") == 1 and lines[0] == "1."
    lines = wrap_cut(res, "Line one\nline two\nline three\nline four", 17, 300, 3)
    assert lines == ["Line one", "line two", "line three\u2026"]


def test_whole_lines_are_kept_and_only_a_list_of_ways_to_act_points_to_how_to_play():
    """A hint too long for its room keeps its first lines of their own whole; "more in How to
    play" is added only when asked (for a list of ways to act), else the rest is left out."""
    from tabletop.ui.resources import Resources
    from tabletop.ui.widgets import MORE_HELP, wrap_whole

    pygame.init()
    res = Resources()
    text = "\n".join(
        ("\u2022 Order: drag it onto the pile.", "\u2022 Deploy: drag it here.", "\u2022 Muster.")
    )
    assert wrap_whole(res, text, 17, 600, 3) == text.split("\n")  # it fits: all of it
    assert wrap_whole(res, text, 17, 600, 2) == [text.split("\n")[0], MORE_HELP]
    assert wrap_whole(res, text, 17, 600, 2, more="") == text.split("\n")[:2]


def test_a_hint_too_long_keeps_its_first_whole_sentences():
    """Bellum's hint at 800x600 has room for fewer lines than it needs: it keeps its first
    sentence whole and leaves out the second (whose button says it anyway), instead of losing
    words from its middle ("onto a glowing … press Enter")."""
    from tabletop.ui.resources import Resources
    from tabletop.ui.widgets import wrap_whole

    pygame.init()
    res = Resources()
    first = "Drag a card from your hand onto a glowing zone."
    text = f"{first} Or press Enter: No combat: to the play phase."
    width = res.font(12).size("Drag a card from your hand onto")[0] + 4
    assert len(res.wrap(text, 12, width)) == 3
    kept = wrap_whole(res, text, 12, width, 2, more="")
    assert kept == res.wrap(first, 12, width) and " ".join(kept) == first
    assert wrap_whole(res, text, 12, width, 3, more="") == res.wrap(text, 12, width)
    assert wrap_whole(res, text, 12, 2000, 1, more="") == [text]  # it fits: all of it
    # a first sentence with no room even alone is cut at its end, never in its middle (a
    # play-tester read "Drag a ready character … on your hero.")
    (one,) = wrap_whole(res, first, 12, width, 1, more="")
    assert one.endswith("\u2026") and first.startswith(one[:-1].rstrip())
    assert res.font(12).size(one)[0] <= width  # the mark within the width too


def test_a_card_on_the_table_to_drag_is_not_called_a_card_from_your_hand():
    """A decision whose cards to drag lie on the table (each also a button) says to drag a
    card or use the buttons, not to drag "a card from your hand"."""
    from tabletop.games import get
    from tabletop.rules import Action
    from tabletop.ui import games
    from tabletop.ui.controller import Interaction

    controller = games.controller_for(get("bellum"))
    aside = Action("aside", "blood-offering#1", "tartarus", text="Set Blood Offering aside")
    it = Interaction(
        0, "Dragon's Teeth", drags={aside.source: {"tartarus": aside}}, buttons=[aside]
    )
    assert "from your hand" not in controller.hint(it) and "buttons" in controller.hint(it)
    it = Interaction(0, "Play", drags={aside.source: {"tartarus": aside}})
    assert "from your hand" in controller.hint(it)


def test_a_game_without_a_calibrated_model_shows_a_rating_not_a_chance_to_win(table):
    """Para Bellum with 3 players has no model of the chance to win: the hint's numbers are the
    search's ratings, headed "rating" and written "90/100", not "90%" under "chance to win"
    (a 90% in round 1 read as a promise)."""
    state = tabletop.games.get("para-bellum").setup(5, 3)
    advice = advise(state.view(state.decision.seat), seed=1, iterations=60)
    assert advice and not advice[0].calibrated
    app, d = table(
        state, [Seat("human"), Seat("bot"), Seat("bot")], {1: ScriptedBot(), 2: ScriptedBot()}
    )
    hint = d.scene.hints
    hint.advice = advice
    lines = hint.lines()
    assert lines[0][1] == "rating"
    assert all(not c or c.endswith("/100") for _, c in lines[1:]), lines
    two = tabletop.games.get("para-bellum").setup(5, 2)
    assert advise(two.view(two.decision.seat), seed=1, iterations=60)[0].calibrated
