"""Bestia at the table: its spec (``spec.UI``, listed by :mod:`game.ui.games`), its part of the
table, its words, its rules page and its hint words."""
