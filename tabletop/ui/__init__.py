"""The pygame-ce table: scenes, drag-and-drop, animation. Only this package imports pygame."""
