"""Errors of the rules contract, each carrying a reason in words."""


class IllegalAction(Exception):
    """An action that is not legal now. The state is left exactly as it was."""


class LoadError(ValueError):
    """A save or replay that cannot be loaded: malformed, foreign, truncated or tampered."""
