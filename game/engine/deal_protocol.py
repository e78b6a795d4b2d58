"""The face a deal shows shared code, whatever its game: :class:`Deal`, and
:class:`JetonDeal` for a game played for jetons.

Every game's deal class offers it (``tests/test_conformance.py`` checks each against it);
the session, the loop, the records, the snapshots, the simulator, the arena, the bench and
the window take a deal as one and ask nothing else of it but what its game's spec says.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Protocol, Sequence, runtime_checkable

if TYPE_CHECKING:
    from .cards import Card
    from .events import Event
    from .ledger import Books
    from .phase import Phase
    from .table import Table


@runtime_checkable
class Deal(Protocol):
    """One deal of any game, from its antes (or first card) to its end."""

    #: The engine's name of the game (its ``GameSpec.name``).
    game: str
    #: The rule set in force (the game's ``RuleBook``).
    rules: Any
    players: int
    dealer: int
    #: The deal's number in its session, from 1.
    number: int
    #: The pack as dealt, top card first: what the record rebuilds.
    order: Sequence["Card"]
    #: Every card played so far, as (seat, card) in order, and the seat that took each trick.
    plays: list[tuple[int, "Card"]]
    trick_winners: list[int]
    #: The choices made so far (the deal's moves, for undo and the records).
    ply: int

    @property
    def phase(self) -> "Phase": ...

    @property
    def to_act(self) -> int: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def outcome(self) -> Any: ...

    @property
    def current_trick(self) -> list[tuple[int, "Card"]]: ...

    def legal_actions(self) -> Sequence[Any]: ...

    def apply(self, action: Any, seat: int | None = None) -> None:
        """Raises ``IllegalAction`` naming the rule broken, and changes nothing then."""

    def clone(self) -> "Deal": ...

    def play_out(self, random: Callable[[], float]) -> None:
        """Random legal play to the end of the deal."""

    def observation(self, seat: int) -> Any:
        """What ``seat`` may know now."""

    def events(self, since: int = 0) -> list["Event"]:
        """What happened, in order, for the window."""


@runtime_checkable
class JetonDeal(Deal, Protocol):
    """A deal of a game played for jetons: it changes the session's purses and pots."""

    #: The purses and pots being changed, with every transfer.
    books: "Books"
    purses_before: tuple[int, ...]
    table_before: "Table"

    @property
    def table_after(self) -> "Table": ...


__all__ = ["Deal", "JetonDeal"]
