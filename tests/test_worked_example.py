"""The seed's worked example (five players, fiche 5), deals 1 to 4, played through the engine.

Seats: A=0, B=1, C=2, D=3, E=4.  The first dealer is E (seat 4), so A is eldest hand in
deal 1; the deal then passes to the next seat each deal:

    deal 1: dealer E (4), eldest A (0)
    deal 2: dealer A (0), eldest B (1)
    deal 3: dealer B (1), eldest C (2)
    deal 4: dealer C (2), eldest D (3)

Every pack is stacked so that the deal goes as the seed tells it.  Purses start at 100.

Expected figures (shared/spec/bete-rules.md, "Fiches at stake" and "Antes"):
    deal 1: game 5+1 = 6, King 5, 1 fiche at stake: V = 6 + 5 = 11.  A makes the bête of 11;
            C holds the King of trumps and takes the 5 jetons.
    deal 2: only the dealer's jeton into the game (7) and the King re-staked (5); 2 fiches at
            stake; V = 7 + 10 + 11 = 28.  A makes the bête of 28; the King of trumps is the
            upcard, so the King stays.
    deal 3: only the dealer's jeton (game 8); 3 fiches at stake; V = 8 + 15 + 11 = 34.
            D wins and takes 34; B holds the King of trumps and takes 5; two fiches are left
            under the dish and the bête of 28 waits to be at stake.
    deal 4: everyone re-stakes the game (it was swept) and the King (B took it), the dealer
            adds a jeton, no fiche ante (two fiches remain); 1 fiche at stake; the bête of
            28 at stake: V = 6 + 5 + 28 = 39.
"""
from __future__ import annotations

import pytest

from game.engine import Table, Transfer
from game.engine.bete import RuleSet

from helpers import act, deal_stacked, jetons, new_session, play_tricks

A, B, C, D, E = range(5)
START = 100

# Deal 1, trump spades (upcard 7S).  C holds KS.  A declares; C takes three tricks, E one, A one.
DEAL1_UPCARD = "7S"
DEAL1 = [
    (A, "AD 7D KD 8D 9D"),  # A leads, C's King of diamonds wins
    (C, "KC 7C 8C 9C 10C"),  # C
    (C, "KS 8S 9S QS 10S"),  # C, with the King of trumps
    (C, "7H 8H KH 9H 10H"),  # E
    (E, "AC JS QD JH 10D"),  # A trumps (void in clubs) and wins
]

# Deal 2, the King of diamonds is the upcard: nobody holds the King of trumps.
# A (the dealer) declares last; B takes three tricks, D one, A one.
DEAL2_UPCARD = "KD"
DEAL2 = [
    (B, "KS 7S 8S 9S 10S"),  # B
    (B, "KH 7H 8H 9H 10H"),  # B
    (B, "KC 7C 8C 9C 10C"),  # B
    (B, "9D 10D JD AD 8D"),  # D, Jack of trumps (Écarté: J above A)
    (D, "JH AC QD QC JS"),  # A trumps the heart
]

# Deal 3, trump clubs (upcard 7C).  B holds KC.  D declares and takes the first three tricks.
DEAL3_UPCARD = "7C"
DEAL3 = [
    (C, "7S KS 8S 9S 10S"),  # D
    (D, "KH 7H 8H 9H 10H"),  # D
    (D, "KD 7D 8D 9D 10D"),  # D: three tricks, the deal is won
    (D, "QS AH JS KC JH"),  # B trumps with the King; C cannot overtrump and discards
    (B, "8C 9C QD QH AD"),  # C
]


def ante_transfers(deal):
    return deal.books.transfers[: deal.ante_count]


def settlement(deal):
    return deal.books.transfers[deal.ante_count :]


@pytest.fixture(scope="module")
def example():
    """Play the four deals once; each test reads the deals it checks.

    ``deal.value`` is read from the live books, so V is captured after the antes, before
    the settlement changes the pots ("N after antes": purses, table, V, fiches at stake).
    """
    session = new_session(players=5, dealer=E, rules=RuleSet(), fiche_value=5, purse=START)
    deals = {}

    # ---- deal 1: dealer E, A says play, everyone else passes
    assert session.dealer == E
    deal = deal_stacked(session, DEAL1, upcard=DEAL1_UPCARD)
    deals["1 after antes"] = (list(deal.books.purses), deal.books.table(0), deal.value, deal.stake_fiches)
    act(deal, "play pass pass pass pass")
    play_tricks(deal, DEAL1)
    deals[1] = session.finish_deal()

    # ---- deal 2: dealer A; B, C, D, E pass and A says play
    assert session.dealer == A
    deal = deal_stacked(session, DEAL2, upcard=DEAL2_UPCARD)
    deals["2 after antes"] = (list(deal.books.purses), deal.books.table(0), deal.value, deal.stake_fiches)
    act(deal, "pass pass pass pass play")
    play_tricks(deal, DEAL2)
    deals[2] = session.finish_deal()

    # ---- deal 3: dealer B; C passes, D says play, E, A, B pass
    assert session.dealer == B
    deal = deal_stacked(session, DEAL3, upcard=DEAL3_UPCARD)
    deals["3 after antes"] = (list(deal.books.purses), deal.books.table(0), deal.value, deal.stake_fiches)
    act(deal, "pass play pass pass pass")
    play_tricks(deal, DEAL3)
    deals[3] = session.finish_deal()

    # ---- deal 4: dealer C; only the antes are checked ("and so it continues")
    assert session.dealer == C
    deals[4] = session.next_deal()
    deals["session"] = session
    return deals


# ------------------------------------------------------------------ deal 1
def test_deal1_antes_fiche_game_dealer_king(example):
    purses, table, value, fiches_at_stake = example["1 after antes"]
    assert table.fiches == 5  # one fiche each under the dish
    assert table.game == 6  # five jetons beside the dish and the dealer's sixth
    assert table.king == 5  # one jeton each on the dish
    assert fiches_at_stake == 1
    assert value == 11  # 6 jetons + a fiche of 5
    # A, B, C, D paid 5 + 1 + 1, E (the dealer) one more
    assert purses == [93, 93, 93, 93, 92]


def test_deal1_a_declares_and_makes_the_bete_of_11(example):
    deal = example[1]
    assert deal.dealer == E and deal.eldest == A
    assert deal.declarer == A and deal.contre is None
    assert deal.trick_winners == [C, C, C, E, A]
    assert deal.tricks_won == [1, 0, 3, 0, 1]
    assert deal.outcome == "bete"
    assert example["1 after antes"][2] == 11  # V, as it stood while the deal was played


def test_deal1_c_holds_the_king_of_trumps_and_takes_5(example):
    deal = example[1]
    assert deal.king_holder == C
    assert settlement(deal) == [
        Transfer(A, "bete", 11, "the declarer's bête"),
        Transfer("king", C, 5, "the King of trumps"),
    ]


def test_deal1_table_and_purses_after(example):
    deal = example[1]
    # all the stakes for the deal stay; the King was swept; the bête of 11 waits for deal 2
    assert deal.table_after == Table(game=6, king=0, fiches=5, unwon_deals=1, betes=(11,))
    assert deal.books.purses == [82, 93, 98, 93, 92]
    assert jetons(deal.books.purses, deal.table_after) == 5 * START


# ------------------------------------------------------------------ deal 2
def test_deal2_antes_dealer_jeton_and_king_only(example):
    purses, table, value, fiches_at_stake = example["2 after antes"]
    deal = example[2]
    assert [(t.source, t.target, t.jetons) for t in ante_transfers(deal)] == [
        (A, "game", 1),  # the dealer's jeton: the game is not empty, nobody else stakes it
        (A, "king", 1), (B, "king", 1), (C, "king", 1), (D, "king", 1), (E, "king", 1),
    ]
    assert (table.game, table.king, table.fiches, table.betes) == (7, 5, 5, (11,))
    assert fiches_at_stake == 2
    assert value == 28
    assert purses == [80, 92, 97, 92, 91]


def test_deal2_a_loses_again_bete_of_28(example):
    deal = example[2]
    assert deal.dealer == A and deal.eldest == B
    assert deal.declarer == A
    assert deal.trick_winners == [B, B, B, D, A]
    assert deal.outcome == "bete"
    # 28 = the 6 jetons of deal 1 + the dealer's jeton of deal 2 + two fiches + the first bête
    assert example["2 after antes"][2] == 6 + 1 + 2 * 5 + 11 == 28
    assert settlement(deal) == [Transfer(A, "bete", 28, "the declarer's bête")]


def test_deal2_nobody_holds_the_king_of_trumps(example):
    deal = example[2]
    assert str(deal.upcard) == "KD"
    assert deal.king_holder is None
    assert not [t for t in settlement(deal) if t.source == "king"]
    assert deal.table_after == Table(game=7, king=5, fiches=5, unwon_deals=2, betes=(11, 28))
    assert deal.books.purses == [52, 92, 97, 92, 91]
    assert jetons(deal.books.purses, deal.table_after) == 5 * START


# ------------------------------------------------------------------ deal 3
def test_deal3_only_the_dealer_adds_a_jeton(example):
    purses, table, value, fiches_at_stake = example["3 after antes"]
    deal = example[3]
    assert ante_transfers(deal) == [Transfer(B, "game", 1, "the dealer's jeton")]
    assert (table.game, table.king, table.fiches, table.betes) == (8, 5, 5, (11, 28))
    assert fiches_at_stake == 3
    assert value == 34


def test_deal3_d_wins_34_jetons(example):
    deal = example[3]
    assert deal.dealer == B and deal.eldest == C
    assert deal.declarer == D
    assert deal.trick_winners == [D, D, D, B, C]
    assert deal.outcome == "win"
    # the first bête (1 fiche 6 jetons) + 8 jetons staked + three fiches
    assert example["3 after antes"][2] == 11 + 8 + 15 == 34
    taken = [t for t in settlement(deal) if t.target == D]
    assert [(t.source, t.jetons) for t in taken] == [("game", 8), ("fiches", 15), ("bete", 11)]
    assert sum(t.jetons for t in taken) == 34


def test_deal3_b_holds_the_king_and_takes_5(example):
    deal = example[3]
    assert deal.king_holder == B
    assert settlement(deal)[-1] == Transfer("king", B, 5, "the King of trumps")


def test_deal3_two_fiches_left_and_the_second_bete_waits(example):
    deal = example[3]
    assert deal.table_after == Table(game=0, king=0, fiches=2, unwon_deals=0, betes=(28,))
    assert deal.books.purses == [52, 96, 97, 126, 91]
    assert jetons(deal.books.purses, deal.table_after) == 5 * START


# ------------------------------------------------------------------ deal 4
def test_deal4_antes_game_and_king_restaked_dealer_jeton_no_fiche(example):
    deal = example[4]
    assert deal.dealer == C and deal.eldest == D
    assert [(t.source, t.target, t.jetons) for t in ante_transfers(deal)] == [
        (A, "game", 1), (B, "game", 1), (C, "game", 1), (D, "game", 1), (E, "game", 1),
        (C, "game", 1),  # the dealer's extra jeton
        (A, "king", 1), (B, "king", 1), (C, "king", 1), (D, "king", 1), (E, "king", 1),
    ]
    assert not [t for t in ante_transfers(deal) if t.target == "fiches"]
    assert (deal.books.game, deal.books.king, deal.books.fiches, deal.books.betes) == (6, 5, 2, [28])
    assert deal.books.purses == [50, 94, 94, 124, 89]


def test_deal4_is_played_for_one_fiche_and_the_bete_of_28(example):
    deal = example[4]
    assert deal.stake_fiches == 1
    assert deal.value == 6 + 5 + 28 == 39
    assert jetons(deal.books.purses, deal.books.table(0)) == 5 * START
