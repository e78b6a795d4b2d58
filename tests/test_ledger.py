"""Property tests of the ledger: jetons are never made or destroyed, pots never go below
nothing, purses may go into debt, and every movement can be read back."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fuzz import examples

from game.engine import Books, LedgerError, Table, Transfer, apply_transfers
from game.engine.table import PendingAnte

SEATS = 5
FICHE = 5
PLAIN_POTS = ("game", "king", "play", "triolet", "pool", "basket")

tables = st.builds(
    Table,
    game=st.integers(0, 60),
    king=st.integers(0, 20),
    fiches=st.integers(0, 8),
    unwon_deals=st.integers(0, 6),
    betes=st.lists(st.integers(1, 90), max_size=4).map(tuple),
    play=st.integers(0, 20),
    triolet=st.integers(0, 20),
    pool=st.integers(0, 80),
    pending_antes=st.lists(st.builds(PendingAnte, seat=st.integers(0, SEATS - 1), jetons=st.integers(0, 9),
                                     why=st.sampled_from(["half an ante, for the knocker"])), max_size=2).map(tuple),
    basket=st.integers(0, 80),
    waiting=st.lists(st.integers(1, 90), max_size=4).map(lambda amounts: tuple(sorted(amounts, reverse=True))),
)
purses = st.lists(st.integers(-300, 300), min_size=SEATS, max_size=SEATS)
parties = st.one_of(st.integers(0, SEATS - 1), st.sampled_from(PLAIN_POTS + ("bete", "fiches")))


@st.composite
def movements(draw) -> tuple[list[int], Table, list[Transfer]]:
    """A table and a run of transfers each of which the pots can afford when it is made."""
    start_purses, table = draw(purses), draw(tables)
    books = Books(start_purses, table, FICHE)
    moves: list[Transfer] = []
    for _ in range(draw(st.integers(0, 25))):
        source, target = draw(parties), draw(parties)
        if source == target:
            continue
        if source.__class__ is int:
            available = 300
        elif source == "fiches":
            available = books.fiches * FICHE
        elif source == "bete":
            available = books.betes[0] if books.betes else 0
        else:
            available = books.pots[source]
        unit = FICHE if "fiches" in (source, target) else 1
        if available < unit:
            continue
        jetons = unit * draw(st.integers(1, available // unit))
        books.pay(source, target, jetons, "a test movement")
        moves.append(Transfer(source, target, jetons, "a test movement"))
    return start_purses, table, moves


@given(movements())
@settings(max_examples=examples(300), deadline=None)
def test_jetons_are_never_made_or_destroyed(case) -> None:
    start, table, moves = case
    after_purses, after_table = apply_transfers(start, table, moves, FICHE)
    assert sum(after_purses) + after_table.jetons(FICHE) == sum(start) + table.jetons(FICHE)


@given(movements())
@settings(max_examples=examples(300), deadline=None)
def test_pots_never_go_below_nothing_and_betes_are_positive(case) -> None:
    start, table, moves = case
    _, after = apply_transfers(start, table, moves, FICHE)
    assert min(after.game, after.king, after.fiches, after.play, after.triolet) >= 0
    assert all(b > 0 for b in after.betes)


@given(movements())
@settings(max_examples=examples(200), deadline=None)
def test_each_party_changes_by_what_it_received_less_what_it_paid(case) -> None:
    start, table, moves = case
    after, _ = apply_transfers(start, table, moves, FICHE)
    for seat in range(SEATS):
        got = sum(t.jetons for t in moves if t.target == seat)
        gave = sum(t.jetons for t in moves if t.source == seat)
        assert after[seat] == start[seat] + got - gave


@given(movements())
@settings(max_examples=examples(200), deadline=None)
def test_transfers_read_back_from_their_record_form(case) -> None:
    start, table, moves = case
    again = [Transfer.from_dict(t.to_dict()) for t in moves]
    assert again == moves
    assert apply_transfers(start, table, again, FICHE) == apply_transfers(start, table, moves, FICHE)


@given(tables)
def test_table_reads_back_from_its_record_form(table: Table) -> None:
    assert Table.from_dict(table.to_dict(heaps=True, pool=True, waiting=True)) == table


@given(purses, tables, st.integers(1, 400))
def test_a_purse_may_go_into_debt(start: list[int], table: Table, jetons: int) -> None:
    after, _ = apply_transfers(start, table, [Transfer(0, "game", jetons, "ante")], FICHE)
    assert after[0] == start[0] - jetons


@given(purses, tables, st.sampled_from(PLAIN_POTS), st.integers(1, 50))
def test_a_pot_cannot_pay_more_than_it_holds(start: list[int], table: Table, pot: str, extra: int) -> None:
    held = getattr(table, pot)
    with pytest.raises(LedgerError, match=pot):
        apply_transfers(start, table, [Transfer(pot, 1, held + extra, "too much")], FICHE)


@given(purses, tables, st.integers(1, 90))
def test_a_bete_paid_joins_the_end_of_the_queue(start: list[int], table: Table, jetons: int) -> None:
    _, after = apply_transfers(start, table, [Transfer(2, "bete", jetons, "the declarer's bête")], FICHE)
    assert after.betes == table.betes + (jetons,)


@given(purses, tables)
def test_a_bete_taken_is_the_one_at_stake(start: list[int], table: Table) -> None:
    if not table.betes:
        with pytest.raises(LedgerError):
            apply_transfers(start, table, [Transfer("bete", 0, 1, "none at stake")], FICHE)
        return
    _, after = apply_transfers(start, table, [Transfer("bete", 0, table.betes[0], "the bête at stake")], FICHE)
    assert after.betes == table.betes[1:]


@given(purses, tables, st.integers(1, 4 * FICHE - 1).filter(lambda j: j % FICHE))
def test_fiches_move_only_whole(start: list[int], table: Table, jetons: int) -> None:
    with pytest.raises(LedgerError, match="fiche"):
        apply_transfers(start, table, [Transfer(0, "fiches", jetons, "part of a fiche")], FICHE)


@given(st.one_of(st.integers(SEATS, 50), st.integers(-50, -1), st.sampled_from(["dish", "purse", ""])))
def test_an_unknown_party_is_refused(party) -> None:
    with pytest.raises(LedgerError):
        apply_transfers([0] * SEATS, Table(game=10), [Transfer("game", party, 1, "nowhere")], FICHE)


@given(st.one_of(st.integers(-10, 0), st.floats(), st.text(max_size=3)))
def test_a_transfer_moves_a_positive_whole_number(jetons) -> None:
    with pytest.raises(LedgerError):
        Transfer.from_dict({"from": 0, "to": "game", "jetons": jetons, "why": "odd"})
