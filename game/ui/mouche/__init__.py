"""Mouche and Mistigri at the table: the basket, the waiting mouches, the talk, the mouche shown."""
