"""Each game's table part, one package per game."""
