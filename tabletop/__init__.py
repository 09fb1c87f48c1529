"""Tabletop: four card games by mouse, with every rule enforced."""

__version__ = "0.1.0"
