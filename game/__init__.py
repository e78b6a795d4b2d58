"""La Bête: the historical card games of the Bête family against computer opponents."""

__version__ = "0.1.0"
