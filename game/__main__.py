"""``python -m game``: the launcher.

The card table (pygame window) is not built yet; until it is, launching plays a short
session between computer players in the terminal and prints what happened, so that the
install command can be checked end to end.
"""
from __future__ import annotations

import sys
from typing import Sequence

from . import sim


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    print("La Bête: the card table is not built yet; watching the computer play a session instead.")
    return sim.main(args or ["--rounds", "3", "--ai", "heuristic"])


if __name__ == "__main__":
    sys.exit(main())
