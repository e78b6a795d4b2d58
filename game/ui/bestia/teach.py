"""Bestia's teaching, put together for its UISpec."""
from ..teaching import Teaching
from . import glossary
from .lesson import LESSON

TEACHING = Teaching(LESSON, glossary.GLOSSARY, glossary.gloss, glossary.goal, glossary.card_order, glossary.actions,
                    advice=glossary.advice, roles=glossary.ROLES)

__all__ = ["TEACHING"]
