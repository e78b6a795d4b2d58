"""A finished deal looked back at: dealt again from its record, each of a seat's
decisions weighed by the expert's one evaluation (:mod:`game.ai.evaluation`), shared as
a file, and played again.  Shared by ``python -m game.review`` and the window's review."""
