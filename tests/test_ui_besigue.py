"""Bésigue at the table, through the real scenes and the real loop, the person's seat fed
posted clicks and key presses: a whole deal; a meld chosen by clicking its cards where the
copies matter (picked up again mid-meld); the seven of trumps changed for the turn-up; a
card refused in the last tricks with the rule named; a deal picked up again mid-trick, a
card then played from the person's melds on the table."""
from __future__ import annotations

import random
from pathlib import Path

import pygame

from besigue_ui_helpers import click, key, make_app, open_table, ready, run_until, saved_of, stacked
from game.engine import Phase, Session
from game.engine.besigue import BesigueRules, Meld, MeldKind, Seven, action_code, parse_card
from game.ui.table.scene import TableScene


def labels(table: TableScene) -> list[str]:
    return [label for label, _, _ in table.human_prompt()[1]] if table.human_prompt()[0] == "choose" else \
        [label for label, _, _ in table.human_prompt()[1][0]]


def button(table: TableScene, start: str):
    prompt = table.human_prompt()
    buttons = prompt[1] if prompt[0] == "choose" else prompt[1][0]
    return next((label, rect, k) for label, rect, k in buttons if label.startswith(start))


def card_rect(table: TableScene, code: str):
    return table.places.card_rect(parse_card(code))


class Person:
    """Plays the person's seat through a deal: a legal card by click or by its number, a meld
    by its button (choosing the cards by click when asked), else No meld by its key."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.posted: object = None
        self.inputs = 0
        self.melds = 0
        self.rng = random.Random(2)

    def __call__(self, app) -> None:
        table = self.table
        if not ready(table):
            return
        deal = table.flow.deal
        prompt = table.human_prompt()
        now = (deal.number, deal.ply, prompt[0], table.decision.picked if table.decision else 0)
        if now == self.posted:
            return
        self.posted = now
        self.inputs += 1
        kind, items = prompt
        if kind == "card":
            legal = [it for it in items if it[2]]
            card, rect, _, index = self.rng.choice(legal)
            if index < 10 and self.rng.random() < 0.5:
                key((pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8,
                     pygame.K_9, pygame.K_0)[index])
            else:
                click(rect.center)
        elif kind == "choose":
            melds = [b for b in items if "—" in b[0] and not b[0].startswith("Seven")]
            if melds and self.melds < 6:
                self.melds += 1
                click(melds[0][1].center)
            else:
                key(pygame.K_n)
        elif kind == "pick":
            buttons, cards, most, confirm = items
            if most and cards:
                click(cards[0][1].center)
            else:
                key(pygame.K_RETURN)


def test_a_whole_deal_through_posted_clicks_and_keys(home: Path) -> None:
    app = make_app()
    table = open_table(app)
    person = Person(table)
    app.hooks.append(person)
    try:
        assert run_until(app, lambda: table.flow.state == "result" and not table.flow.tl.busy, 90)
        deal = table.flow.deal
        assert deal.is_over and len(deal.trick_winners) == 32 and person.inputs >= 20
        assert table.part.pad.shown == list(deal.scores), "every point flew to the pad"
        entry = table.flow.history[-1]
        assert entry["scores_after"] == list(deal.scores) and entry["outcome"] in ("next_deal", "claim", "end_of_deal")
        assert table.human_prompt()[0] == "continue"
        key(pygame.K_RETURN)
        assert run_until(app, lambda: table.flow.deal is not None and table.flow.deal.number == 2, 20)
    finally:
        app.close()


def test_a_meld_chosen_by_clicking_its_cards_after_picking_up_mid_meld(home: Path) -> None:
    """Five kings, two of them hearts: the person clicks the four to meld; then a king of hearts
    lies on the table and another in the hand, and the marriage asks which one."""
    saved = stacked({0: "KS.1 KH.1 KD.1 KC.1 KH.2 QH.1 8C.1 10C.1"}, stock="9D.1 9D.2 8D.1 8D.2",
                    actions=["8C.1", "9S.1"])
    app = make_app()
    table = open_table(app, saved)
    try:
        assert run_until(app, lambda: ready(table), 20)
        deal = table.flow.deal
        assert deal.phase is Phase.DECLARE and table.part.talking()
        assert "Four kings — 80" in labels(table) and labels(table)[-1] == "No meld"
        click(button(table, "Four kings")[1].center)
        assert run_until(app, lambda: table.human_prompt() is not None and table.human_prompt()[0] == "pick", 5)
        assert table.decision.picked == 1 << parse_card("KH.1"), "the king every choice shares is picked already"
        for code in ("KS.1", "KD.1", "KC.1"):
            click(card_rect(table, code).center)
            assert run_until(app, lambda: True, 2)
        assert button(table, "Declare")[0] == "Declare: Four kings — 80"
        key(pygame.K_RETURN)
        assert run_until(app, lambda: ready(table) and deal.phase is Phase.PLAY, 20)
        assert deal.tables[0] == sum(1 << parse_card(c) for c in ("KS.1", "KD.1", "KC.1", "KH.1"))
        assert table.part.melds.cards(0) and all(table.places.where[c][0] == "meld" for c in table.part.melds.cards(0))
        assert table.part.pad.shown[0] == 80
        click(card_rect(table, "10C.1").center)  # a trump: the person wins the trick
        assert run_until(app, lambda: ready(table) and deal.phase is Phase.DECLARE, 20)
        click(button(table, "Marriage in hearts")[1].center)
        assert run_until(app, lambda: table.human_prompt()[0] == "pick", 5)
        click(card_rect(table, "KH.2").center)
        assert run_until(app, lambda: True, 2)
        assert button(table, "Declare")[0] == "Declare: Marriage in hearts — 20"
        click(button(table, "Declare")[1].center)
        assert run_until(app, lambda: ready(table) and deal.phase is Phase.PLAY, 20)
        married = deal.declarations[-1]
        assert married.what == "marriage" and married.from_hand == (1 << parse_card("KH.2")) | (1 << parse_card("QH.1"))
        assert deal.scores[0] == 100 and table.part.pad.shown[0] == 100
    finally:
        app.close()


def test_the_seven_of_trumps_changed_for_the_turn_up(home: Path) -> None:
    saved = stacked({0: "7C.1 AC.1 8D.1 9D.1 7D.1 8D.2 9D.2 7D.2"}, stock="9S.2 8S.2", actions=["AC.1", "9S.1"])
    app = make_app()
    table = open_table(app, saved)
    try:
        assert run_until(app, lambda: ready(table), 20)
        deal = table.flow.deal
        seven = button(table, "Seven")
        assert seven[0] == "Seven: change for the turn-up — 10" and seven[2] == pygame.K_s
        key(pygame.K_s)
        assert run_until(app, lambda: ready(table) and deal.phase is Phase.PLAY, 20)
        assert deal.turn_up == parse_card("7C.1") and deal.scores[0] == 10
        places = table.places
        assert places.where[parse_card("7C.1")] == ("up",) and places.sprites[parse_card("7C.1")].angle == 90
        assert parse_card("9C.1") in places.shown[0] and places.sprites[parse_card("9C.1")].angle == 0
        assert table.part.pad.shown[0] == 10
    finally:
        app.close()


def _played_to(seed: int, stop, melds: bool = True) -> Session:
    """A session whose first deal is played at random (melds taken when offered) until ``stop(deal)``."""
    rng = random.Random(seed)
    session = Session(BesigueRules(), 2, seed)
    session.dealer = 1
    deal = session.next_deal()
    while not stop(deal):
        legal = deal.legal_actions()
        offered = [a for a in legal if isinstance(a, (Meld, Seven))]
        deal.apply(offered[0] if melds and offered else rng.choice(legal))
        assert not deal.is_over, "the moment sought never came"
    return session


def test_a_card_refused_in_the_last_tricks_names_the_rule(home: Path) -> None:
    def second_with_a_duty(deal) -> bool:
        return (deal.last_tricks and deal.to_act == 0 and deal.led is not None and deal.phase is Phase.PLAY
                and deal.legal_mask() != deal.hands[0])

    session = _played_to(3, second_with_a_duty)
    deal = session.current
    app = make_app()
    table = open_table(app, saved_of(session))
    try:
        assert run_until(app, lambda: ready(table), 20)
        deal = table.flow.deal
        assert table.panels.prompt_line() == "Follow suit and head the trick if you can, else trump"
        kind, items = table.human_prompt()
        wrong = [it for it in items if not it[2]]
        assert kind == "card" and wrong and len(items) == deal.hands[0].bit_count()
        ply = deal.ply
        click(wrong[0][1].center)
        assert run_until(app, lambda: table.flow.toast is not None, 5)
        assert table.flow.toast[0].startswith("Must ") and deal.ply == ply
    finally:
        app.close()


def test_a_deal_picked_up_mid_trick_and_a_card_played_from_the_melds(home: Path) -> None:
    def led_to_me_with_melds(deal) -> bool:
        return (not deal.last_tricks and deal.phase is Phase.PLAY and deal.to_act == 0 and deal.led is not None
                and deal.tables[0] and deal.tables[1] and len(deal.trick_winners) >= 4)

    session = _played_to(9, led_to_me_with_melds)
    deal = session.current
    led = deal.led
    app = make_app()
    table = open_table(app, saved_of(session))
    try:
        assert run_until(app, lambda: ready(table), 20)
        deal = table.flow.deal
        places, part = table.places, table.part
        assert places.where[led] == ("trick", 1) and places.sprites[led].face_up
        for seat in (0, 1):
            on_table = {c for c in places.sprites if places.where[c][0] == "meld" and places.where[c][1] == seat}
            assert on_table == {c for c in places.sprites if deal.tables[seat] >> c & 1}
        assert set(places.shown[0]) == {c for c in places.sprites if deal.hands[0] >> c & 1}
        assert places.count("talon") == deal.stock_size and places.cards_at("up") == [deal.turn_up]
        assert part.pad.shown == list(deal.scores)
        mine = part.melds.cards(0)
        assert part.reachable()[-len(mine):] == mine
        card = mine[0]
        click(places.card_rect(card).center)
        assert run_until(app, lambda: deal.ply > 0 and len(deal.plays) and deal.plays[-1] == (0, card), 10)
        assert deal.from_table >> card & 1
    finally:
        app.close()


def test_the_rules_the_hint_and_the_record_speak_bésigue() -> None:
    from game.ai.hint import Hint, HintChoice
    from game.engine.besigue import NO_MELD
    from game.stats import Statistics
    from game.ui import hint_words
    from game.ui.besigue.hints import HINT
    from game.ui.besigue.rules import rules_blocks
    from game.ui.besigue.words import summary

    four = Meld(MeldKind.FOUR_KINGS, sum(1 << parse_card(c) for c in ("KS.1", "KH.1", "KD.1", "KC.1")))
    hint = Hint(0, (HintChoice(four, 95.4, 0.71, 400), HintChoice(NO_MELD, 12.0, 0.55, 400)), (), game="besigue")
    lines = hint_words.choice_lines(hint, HINT)
    assert lines[0] == "Best: declare four kings (80) — +95.4 points on average, you outscore the other from now to " \
                       "the end of the deal 71 times in 100"
    assert lines[1].startswith("Or: declare nothing now — +12.0 points")
    card = HintChoice(parse_card("QS.2"), 8.0, 0.5, 10)
    assert hint_words.choice_lines(Hint(0, (card,), (), game="besigue"), HINT)[0].startswith(
        "Best: play the Queen of spades — +8.0 points")
    exchange = HintChoice(Seven("exchange", parse_card("7C.1")), 10.0, 0.5, 10)
    assert "change the 7♣ for the turn-up (10)" in hint_words.choice_lines(Hint(0, (exchange,), (), game="besigue"),
                                                                          HINT)[0]
    text = " ".join(t for _, t in rules_blocks(BesigueRules()))
    assert "1,000 up" in text and "queen of spades and the jack of diamonds" in text and "Ten above the King" in text
    other = " ".join(t for _, t in rules_blocks(BesigueRules().with_toggles(
        {"turn_up": False, "besigue_pair": "trump_queen", "target": 1500, "game_end": "hand_end"})))
    assert "No card is turned" in other and "queen of trumps" in other and "1,500" in other and "higher total" in other
    stats = Statistics()
    session = Session(BesigueRules().with_toggles({"target": 1000}), 2, 9)
    deal = session.next_deal()
    deal.play_out(random.Random(1).random)
    stats.add_deal("besigue", "random", summary(deal, 0))
    tally = stats.tally("besigue", "random")
    assert tally.deals == 1 and tally.games_won + tally.games_lost == (deal.winner is not None)
    assert action_code(four) == "four_kings KS.1 KH.1 KD.1 KC.1"
