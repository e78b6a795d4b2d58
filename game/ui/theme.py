"""Colours and proportions of the table: one place to tune the look."""
from __future__ import annotations

FELT = (22, 92, 58)
FELT_DARK = (10, 52, 33)
FELT_LIGHT = (34, 118, 76)
WOOD = (92, 52, 28)
WOOD_DARK = (52, 28, 14)
WOOD_LIGHT = (140, 86, 46)
BRASS = (212, 175, 92)
BRASS_DARK = (150, 116, 52)
IVORY = (244, 236, 214)
PARCHMENT = (238, 226, 196)
PARCHMENT_DARK = (205, 188, 150)
INK = (40, 30, 22)
INK_SOFT = (96, 80, 62)
TEXT = (240, 232, 210)
TEXT_SOFT = (196, 206, 186)
TEXT_DIM = (150, 168, 150)
DEBT = (226, 84, 72)
DEBT_ON_LIGHT = (176, 34, 28)
GAIN = (150, 222, 140)
HIGHLIGHT = (255, 218, 120)
SHADOW = (0, 0, 0)
PANEL = (18, 30, 24)
RED_SUIT = (186, 24, 30)
BLACK_SUIT = (22, 22, 26)
FOUR_COLOUR = {0: (22, 22, 26), 1: (196, 26, 32), 2: (24, 84, 190), 3: (18, 124, 52)}

#: Colours of the seats in the ledger's plot.
SEAT_COLOURS = [
    (255, 214, 120), (120, 190, 255), (255, 140, 120), (160, 230, 150),
    (220, 160, 255), (255, 180, 230), (140, 230, 225),
]

NAMES = ["Anne", "Bruno", "Claire", "Denis", "Élise", "Firmin"]

#: Card aspect ratio (height / width) of the 240x336 faces.
CARD_RATIO = 336 / 240
