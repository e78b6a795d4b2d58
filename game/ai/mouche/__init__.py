"""Mouche's computer players."""
