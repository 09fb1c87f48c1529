"""A contact sheet of a folder's SVGs (headless), for the art folders' ``sheet.py`` tools."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402


def main(art: Path, argv: list[str] | None = None) -> None:
    """``argv``: OUT.png [GLOB] (default ``sys.argv[1:]``); GLOB is relative to ``art``."""
    args = sys.argv[1:] if argv is None else argv
    out = args[0]
    pattern = args[1] if len(args) > 1 else "*.svg"
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((8, 8))
    files = sorted(art.glob(pattern))
    cell_w, cell_h = 210, 175
    cols = 6
    rows = (len(files) + cols - 1) // cols
    sheet = pygame.Surface((cols * cell_w, rows * cell_h))
    sheet.fill((40, 70, 60))
    font = pygame.font.Font(None, 18)
    for i, f in enumerate(files):
        img = pygame.image.load_sized_svg(str(f), (200, 150))
        x, y = (i % cols) * cell_w + 5, (i // cols) * cell_h + 5
        sheet.blit(img, (x, y))
        sheet.blit(font.render(f.stem, True, (255, 255, 255)), (x, y + 155))
    pygame.image.save(sheet, out)
