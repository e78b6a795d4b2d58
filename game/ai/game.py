"""What shared AI code knows of a game: one frozen :class:`AiSpec` per game, built in the
game's own AI package (``ai/<game>/spec.py``) and listed once in :mod:`.games`.

The worker, the arena, the simulators and the window ask a game's AI spec and never its
name.  Every game offers a player of every kind (:data:`KINDS`), so a level chosen in
the settings means the same at every game's table.  What a player sees is the engine's:
an observation (live, or frozen from the plain data its view writes), with its game's
``legal_actions``; what it answers is one of them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from .choice import Choice
from .evaluation import Effort
from .facts import Fact
from .hint import Hint

#: The kinds of computer player, weakest first; the levels (:mod:`.levels`) are made of them.
KINDS: tuple[str, ...] = ("random", "heuristic", "expert", "oracle", "open_hand")
#: The kinds that see every card: they must be handed them, ``choose(observation, reveal(deal))``.
#: The oracle talks as the expert and plays its cards seeing every hand (:mod:`.oracle`).
SEES_EVERY_CARD = frozenset({"oracle", "open_hand"})

#: A player from its seed (each player draws from its own random stream).
PlayerFactory = Callable[[int], Any]


@dataclass(frozen=True, kw_only=True)
class AiSpec:
    """One game's computer players, described once."""

    #: The engine's name of the game (its ``GameSpec.name``), as observations and deals say it.
    name: str
    #: The game's player of each kind in :data:`KINDS`.
    players: Mapping[str, PlayerFactory]
    #: The hidden cards of a live deal, for the open-hand player (the one place that reads
    #: them); they offer ``to_dict()`` to cross to a worker process.
    reveal: Callable[[Any], Any]
    #: The open cards again from the plain data their ``to_dict()`` wrote.
    open_cards: Callable[[Mapping[str, Any]], Any]
    #: The expert's hint for the seat to act: (observation, budget ms or None, seed, top) -> Hint.
    hint: Callable[[Any, "float | None", int, int], Hint]
    #: What the play has shown, without thinking: a hint whose figures failed still has them.
    facts: Callable[[Any], "tuple[Fact, ...]"]
    #: The expert's one evaluation (:mod:`.evaluation`): (observation, effort, seed, include)
    #: -> every action it weighs (and those of ``include``), best first.
    evaluate: Callable[[Any, Effort, int, Sequence[Any]], "list[Choice]"]
    #: The same seeing every card: (observation, truth, effort, seed, include) -> choices.
    evaluate_open: Callable[[Any, Any, Effort, int, Sequence[Any]], "list[Choice]"]
    #: The quick player: it decides at once, so it stands in when the worker dies or hangs.
    #: By default the game's heuristic player, which every game's is.
    quick: PlayerFactory | None = None

    def __post_init__(self) -> None:
        if set(self.players) != set(KINDS):
            raise ValueError(f"{self.name}'s AI offers {sorted(self.players)}, not every kind of {KINDS}")
        if self.quick is None:
            object.__setattr__(self, "quick", self.players["heuristic"])


__all__ = ["KINDS", "SEES_EVERY_CARD", "AiSpec", "PlayerFactory"]
