"""The moves an exact search of trick play need try: both games' solvers use it.

Two cards of one suit with no live card between them win and lose exactly the same
tricks, so a search that tries one of them has tried both.  Trying one card of each such
run cuts the branching of every node without changing any value found.
"""
from __future__ import annotations

from ..engine.cards import ALL_CARDS, Card, SUIT_MASK


def distinct_moves(legal: int, live: int, stronger: tuple[int, ...], power: tuple[int, ...]) -> list[Card]:
    """One card of each run of legal cards with no live card of their suit between them,
    strongest runs first.  ``live``: the cards still in hands and the card winning the
    trick in progress (the others in the trick are beaten already and tell nothing apart)."""
    out: list[Card] = []
    for suit in range(4):
        mask = legal & SUIT_MASK[suit]
        if not mask:
            continue
        cards = []
        while mask:
            bit = mask & -mask
            cards.append(ALL_CARDS[bit.bit_length() - 1])
            mask ^= bit
        cards.sort(key=power.__getitem__, reverse=True)
        kept = cards[0]
        out.append(kept)
        for card in cards[1:]:
            # live cards stronger than ``card`` but weaker than ``kept``
            if stronger[card] & ~stronger[kept] & ~(1 << kept) & live:
                out.append(card)
            kept = card
    return out


__all__ = ["distinct_moves"]
