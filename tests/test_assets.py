"""The generated card images and sound effects are present and well formed.

The files are made by ``tools/make_cards.py`` and ``tools/make_sounds.py``.  Nothing here
needs a display or a sound card: images are read with ``pygame.image.load`` and sounds
with the standard ``wave`` module.
"""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import array  # noqa: E402
import sys  # noqa: E402
import wave  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

ASSETS = Path(__file__).resolve().parents[1] / "assets"
CARDS = ASSETS / "cards"
SOUNDS = ASSETS / "sounds"
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")  # both games' packs
SUITS = ("S", "H", "D", "C")
FACES = [rank + suit for suit in SUITS for rank in RANKS]
SIZE = (240, 336)
SOUND_NAMES = ("shuffle", "deal", "card", "trick", "jetons")

IMAGE_PATHS = [CARDS / f"{code}.png" for code in FACES] + [CARDS / "four_colour" / f"{code}.png" for code in FACES] + [
    CARDS / "back.png"
]


def _load(path: Path) -> pygame.Surface:
    assert path.is_file(), f"missing {path.relative_to(ASSETS.parent)} (run python tools/make_cards.py)"
    return pygame.image.load(str(path))


def test_the_pack_is_complete_in_both_sets() -> None:
    from game.engine.bestia.rules import bestia_pack
    from game.engine.bete.rules import bete_pack

    assert len(FACES) == 52
    dealt = {str(card) for pack in (bete_pack(7), bestia_pack(4)) for card in pack.cards}
    assert dealt <= set(FACES), "every card either game deals has a face"
    for folder in (CARDS, CARDS / "four_colour"):
        missing = [code for code in FACES if not (folder / f"{code}.png").is_file()]
        assert not missing, f"{folder.name}: missing {missing}"
    assert (CARDS / "back.png").is_file()


@pytest.mark.parametrize("path", IMAGE_PATHS, ids=lambda p: str(p.relative_to(CARDS)))
def test_each_image_loads_at_the_card_size_with_transparent_round_corners(path: Path) -> None:
    image = _load(path)
    assert image.get_size() == SIZE
    assert image.get_flags() & pygame.SRCALPHA or image.get_bitsize() == 32
    w, h = SIZE
    for corner in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
        assert image.get_at(corner).a == 0, f"corner {corner} is not transparent"
    for inside in ((w // 2, h // 2), (w // 2, 2), (2, h // 2), (w - 3, h // 2), (w // 2, h - 3)):
        assert image.get_at(inside).a == 255, f"{inside} is not opaque"


def test_all_images_share_one_size() -> None:
    assert {_load(path).get_size() for path in IMAGE_PATHS} == {SIZE}


def test_the_four_colour_set_colours_diamonds_blue_and_clubs_green() -> None:
    def centre(path: Path) -> pygame.Color:
        image = _load(path)
        return image.get_at((SIZE[0] // 2, SIZE[1] // 2 - 4))   # the middle of the ace's great pip

    diamond = centre(CARDS / "four_colour" / "AD.png")
    club = centre(CARDS / "four_colour" / "AC.png")
    heart = centre(CARDS / "four_colour" / "AH.png")
    assert diamond.b > diamond.r + 60
    assert club.g > club.r + 60 and club.g > club.b + 40
    assert heart.r > heart.g + 100
    standard_diamond = centre(CARDS / "AD.png")
    assert standard_diamond.r > standard_diamond.b + 100


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_each_sound_is_a_small_soft_16_bit_mono_wav(name: str) -> None:
    path = SOUNDS / f"{name}.wav"
    assert path.is_file(), f"missing assets/sounds/{name}.wav (run python tools/make_sounds.py)"
    assert path.stat().st_size < 100_000
    with wave.open(str(path), "rb") as w:
        assert w.getnchannels() == 1
        assert w.getsampwidth() == 2
        assert w.getframerate() == 44100
        frames = w.getnframes()
        data = array.array("h", w.readframes(frames))
    if sys.byteorder != "little":
        data.byteswap()
    assert 0.05 * 44100 <= frames <= 1.0 * 44100
    peak = max(abs(v) for v in data)
    assert 0.25 * 32767 <= peak <= 0.6 * 32767, "sounds are kept around -6 dBFS"
    assert abs(data[0]) < 400 and abs(data[-1]) < 400, "sounds fade in and out"
