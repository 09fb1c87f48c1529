"""What keeps the table's frames short: no full-window SVG rasterisation, card pictures made
ahead of time (warmup.py) in small slices, so that a game draws none of them on demand."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games import get
from tabletop.ui.app import App
from tabletop.ui.cards import CardArt
from tabletop.ui.resources import Resources
from tabletop.ui.scene import Seat
from tabletop.ui.settings import Settings
from tabletop.ui.table import TableScene, felt, warmup

GAME = "bahamut-dispute"


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))


def test_the_table_never_rasterises_the_whole_felt(monkeypatch: pytest.MonkeyPatch) -> None:
    loaded: list[str] = []
    real = pygame.image.load_sized_svg

    def spy(path, size):  # noqa: ANN001, ANN202 - pygame's own signature
        loaded.append(str(path))
        return real(path, size)

    monkeypatch.setattr(pygame.image, "load_sized_svg", spy)
    app = App((1280, 720), realtime=False, raise_errors=True, settings=Settings(bot_delay=0.0))
    try:
        app.start_game(GAME, [Seat("human"), Seat("bot")], seed=1)
        app.run_frames(3)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 900), w=1600, h=900))
        app.run_frames(3)
        assert app.scene.size == (1600, 900)
    finally:
        app.close()
    assert any(p.endswith("felt-tile.svg") for p in loaded)
    assert not any(p.endswith("table/felt.svg") for p in loaded)  # 120-420 ms a size


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080), (1000, 900), (3, 2)])
def test_the_felt_covers_the_window_lit_from_the_middle(size: tuple[int, int]) -> None:
    pygame.display.init()
    pygame.display.set_mode((10, 10))
    cloth = felt.render(Resources(), size)
    assert cloth.get_size() == size
    if min(size) > 100:
        middle = cloth.get_at((size[0] // 2, size[1] // 2))
        corner = cloth.get_at((2, 2))
        assert sum(middle[:3]) > sum(corner[:3]) + 60  # the lamp over the table, the vignette


def test_a_new_card_size_is_prepared_in_small_slices() -> None:
    """The rules-text size search of a new card size (5-15 ms at once) runs a wrap at a time."""
    pygame.display.init()
    pygame.display.set_mode((10, 10))
    art = CardArt(Resources(), GAME, get(GAME).cards)
    slices = sum(1 for _ in art.prepare((286, 400)))  # rules text fits at 12 px from here
    assert slices > len(art.info)  # every card's text was tried, one step each
    assert art.text_size(286, 400) is not None  # and the answer is cached


def test_after_the_warm_up_a_bot_game_renders_no_card_on_demand() -> None:
    """Every picture an animated bot game draws (faces, backs, at every zone size, flying
    from a hidden hand) is among those the warm-up made."""
    app = App((1280, 720), realtime=False, raise_errors=True, settings=Settings(bot_delay=0.05))
    try:
        state = get(GAME).setup(1)
        app.resume(state, [Seat("bot", "random"), Seat("bot", "random")])
        scene = app.scene
        assert isinstance(scene, TableScene)
        scene._prefetch.join()
        while scene._warm:
            warmup.run(scene._warm, 1.0)
        made: list[tuple[str, int, int]] = []
        render = scene.art._render_face

        def counting(card: str, w: int, h: int) -> pygame.Surface:
            made.append((card, w, h))
            return render(card, w, h)

        scene.art._render_face = counting  # type: ignore[method-assign]
        backs = len(scene.art._backs)
        for _ in range(20000):
            if state.is_over:
                break
            app.step()
        assert state.is_over and len(state.history) > 10
        assert made == []
        assert len(scene.art._backs) == backs
    finally:
        app.close()


@pytest.mark.parametrize("game_id, players", [(GAME, 2), ("para-bellum", 4)])
def test_windows_updated_in_parts_show_exactly_the_whole_picture(
    game_id: str, players: int
) -> None:
    """The window is refreshed only where it can differ from the board (present.py): after
    every frame of an animated bot game it must hold exactly the board with that frame's
    extension drawing (Para Bellum's titles) and animations over it, as a full copy would."""
    app = App((800, 600), realtime=False, raise_errors=True, settings=Settings(bot_delay=0.05))
    try:
        state = get(game_id).setup(5, players)
        app.resume(state, [Seat("bot", "random")] * players)
        scene = app.scene
        assert isinstance(scene, TableScene)
        blits = 0
        real_show = scene._present.show

        def counting(surface, board, changed):  # noqa: ANN001, ANN202
            nonlocal blits
            blits += changed is not None and surface is app.screen
            return real_show(surface, board, changed)

        scene._present.show = counting  # type: ignore[method-assign]
        reference = pygame.Surface(app.screen.get_size()).convert()
        compared = 0
        while compared < 500 and not state.is_over:
            draws = app.draws
            app.step()
            if app.draws == draws or type(app.scene) is not TableScene:
                continue
            reference.blit(scene._board, (0, 0))
            shake = scene.timeline.shake_offset()
            if shake != (0, 0):
                scene._draw_shaking_deck(reference, shake)
            scene.ext.draw_over(reference)
            scene.timeline.draw(reference)
            window = pygame.image.tobytes(app.screen, "RGB")
            assert window == pygame.image.tobytes(reference, "RGB"), f"frame {app.frames}"
            compared += 1
        assert compared == 500 and len(state.history) > 5
        assert blits > compared // 2  # most frames were refreshed in parts
    finally:
        app.close()
