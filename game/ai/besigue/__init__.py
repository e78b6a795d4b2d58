"""Bésigue's computer players."""
