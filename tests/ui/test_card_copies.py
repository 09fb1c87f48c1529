"""Cards with copies (``soldier#2``) show their definition's name, type and face."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

import tabletop.games
from tabletop.ui.cards import CardArt
from tabletop.ui.resources import Resources


def test_a_copy_is_drawn_as_its_definition() -> None:
    pygame.init()
    pygame.display.set_mode((64, 64))
    game = tabletop.games.get("bahamut-dispute")
    art = CardArt(Resources(), game.id, game.cards)
    card = "stabber-dagger"
    assert art.name(f"{card}#2") == art.name(card) == "Stabber Dagger"
    assert art.type_of(f"{card}#2") == art.type_of(card) == "action"
    assert art.face(f"{card}#3", (60, 84)) is art.face(card, (60, 84))  # one face for copies
