"""Bésigue at the table: its part, layout, melds, score pad, words, rules page and hint words."""
