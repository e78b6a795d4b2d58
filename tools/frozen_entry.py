"""The entry script of the frozen build (``build.spec``): PyInstaller runs it as ``__main__``.

It hands over to :func:`game.__main__.main`, whose first act in a frozen build is
``multiprocessing.freeze_support()``: a worker process of the computer players is this
same executable started again, and must run its task instead of a second game.
(``game/__main__.py`` itself cannot be the script: it imports its package relatively.)
"""
import sys

from game.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
