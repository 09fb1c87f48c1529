"""Bahamut Dispute's table part: its controller (controller.py)."""

from tabletop.ui.games.bahamut_dispute.controller import CONTROLLER

__all__ = ["CONTROLLER"]
