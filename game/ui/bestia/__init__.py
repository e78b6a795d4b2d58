"""Bestia at the table: its spec (:data:`UI`), its part of the table, its words, rules and hints."""
from .spec import UI

__all__ = ["UI"]
