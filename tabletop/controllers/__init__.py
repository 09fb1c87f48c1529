"""Left only for Para Bellum's controller until it moves to ``tabletop.ui.games.para_bellum``.

The generic controller is :mod:`tabletop.ui.controller`; each game's own is in its table
package, found by :func:`tabletop.ui.games.controller_for`.
"""
