"""Mouche at the table, through the real scenes and the real loop, the person's seat fed
posted clicks and key presses: the talk (pass by key, play by click, an exchange by
picking cards, the dealer's rob laying the card picked), the Mistigri naming the trumps,
a mouche shown face up with its words, the Mistigri's mark; then Continue picks a session
up in the middle of a trick."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.engine import Phase
from game.engine.cards import Suit
from game.engine.mouche import MISTIGRI, Exchange, Word
from game.ui import save
from game.ui.app import App
from game.ui.mouche import words
from game.ui.resources import res
from game.ui.selftest import Driver
from game.ui.table.news import spoken
from game.ui.table.scene import TableScene
from game.ui.title_scene import TitleScene
from mouche_ui_helpers import click, first_dealer_seed, key, open_table, play_a_card, settings, settled


def person_speaks(table: TableScene) -> bool:
    deal = table.flow.deal
    return settled(table) and table.flow.state == "play" and deal.phase is Phase.TALK and deal.to_act == 0


def buttons(table: TableScene) -> dict[str, pygame.Rect]:
    """The decision panel's buttons offered now, by label."""
    return {b.label: b.rect for b in table.decision.layout()}


def run(app: App, hook, seconds: float = 40) -> None:
    app.hooks.append(hook)
    try:
        app.run(max_seconds=seconds)
    finally:
        app.hooks.clear()


def test_the_talk_pass_by_key_play_by_click_and_an_exchange_by_picking(home: Path) -> None:
    """Deal 1: P passes.  Deal 2: the Play button keeps the hand.  Deal 3: two cards picked,
    one by click and one by its number, then J changes them."""
    app, table = open_table(settings(players=4, rounds=1), seed=5)
    done: dict[int, object] = {}
    picked: list = []

    def hook(app: App) -> None:
        flow = table.flow
        if flow.state == "result" and settled(table):
            if len(done) == 3:
                app.quit()
            else:
                key(pygame.K_RETURN)
            return
        if play_a_card(table) or not person_speaks(table) or flow.deal.number in done:
            return
        number = flow.deal.number
        prompt = table.human_prompt()
        assert prompt[0] == "pick" and any(label == words.PASS for label, _, _ in prompt[1][0])
        if number == 1:
            key(pygame.K_p)
            done[number] = "pass"
        elif number == 2:
            click(buttons(table)[words.play_label(0)].center)
            done[number] = "keep"
        elif not picked:
            cards = prompt[1][1]
            click(cards[0][1].center)
            key(pygame.K_1 + cards[2][2])
            picked.extend([cards[0][0], cards[2][0]])
        elif table.decision.picked.bit_count() == 2:
            assert buttons(table)[words.play_label(2)]
            key(pygame.K_j)
            done[number] = "exchange"

    try:
        run(app, hook, 60)
        history = table.flow.history
        assert [h["deal"] for h in history] == [1, 2, 3] and not app.errors
        session = table.flow.session
        assert sum(session.purses) + session.table.jetons(1) == 4 * session.rules.purse
    finally:
        pygame.quit()
    deal = table.flow.deal  # the third
    (mine,) = [entry for entry in deal.talk if entry.seat == 0]
    assert mine.word == "play" and sorted(mine.discards) == sorted(picked) and len(mine.drawn) == 2
    assert set(mine.drawn) <= set(deal.hand(0)) | {c for _, c in deal.plays}


def test_the_passed_hand_and_the_roles_on_the_plates(home: Path) -> None:
    app, table = open_table(settings(players=4), seed=5)
    seen: dict[str, object] = {}

    def hook(app: App) -> None:
        if "passed" in seen:
            if settled(table) or table.flow.state != "play" or table.flow.deal.phase is not Phase.TALK:
                seen["discards"] = [c for c, w in table.places.where.items() if w[0] == "discard"]
                seen["role"] = table.part.role(0)
                app.quit()
            return
        if person_speaks(table):
            seen["hand"] = list(table.places.shown[0])
            key(pygame.K_p)
            seen["passed"] = True

    try:
        run(app, hook)
    finally:
        pygame.quit()
    assert seen["role"] == words.ROLE_PASSED
    assert set(seen["hand"]) <= set(seen["discards"]), "the hand is thrown in face down on the discards"
    assert not table.places.shown[0]


def test_the_dealer_robs_laying_the_card_picked(home: Path) -> None:
    """R with nothing picked says what to pick; with a card picked the dealer robs the upcard,
    laying that card face down in its place; he may then not pass, and J plays."""
    seed = first_dealer_seed(4, 0)
    app, table = open_table(settings(players=4), seed=seed,
                            talk=lambda deal, seat: Exchange(0) if seat == 1 else Word.PASS)
    seen: dict[str, object] = {}

    def hook(app: App) -> None:
        deal = table.flow.deal
        if seen.get("toast", "") is None and table.flow.toast:
            seen["toast"] = table.flow.toast[0]
            table.flow.toast = None
        if not person_speaks(table):
            if "robbed" in seen and table.flow.state in ("play", "result") and deal.phase is not Phase.TALK \
                    and settled(table):
                app.quit()
            return
        assert deal.dealer == 0
        if "toast" not in seen:
            key(pygame.K_r)
            seen["toast"] = None
        elif seen["toast"] is None:
            return  # the key is handled after this hook
        elif "laid" not in seen:
            cards = table.human_prompt()[1][1]
            seen["laid"] = cards[1][0]
            click(cards[1][1].center)
        elif "robbed" not in seen and table.decision.picked:
            seen["label"] = next(label for label in buttons(table) if label.startswith("Rob"))
            click(buttons(table)[seen["label"]].center)
            seen["robbed"] = True
        elif "robbed" in seen and "after" not in seen:
            seen["after"] = sorted(buttons(table))
            seen["where"] = table.places.where[seen["laid"]]
            seen["face_up"] = table.places.sprites[seen["laid"]].face_up
            seen["upcard_in_hand"] = deal.upcard in table.places.shown[0]
            key(pygame.K_j)

    try:
        run(app, hook)
    finally:
        pygame.quit()
    deal = table.flow.deal
    assert seen["toast"] == words.PICK_ONE_TO_ROB
    laid = seen["laid"]
    assert seen["label"] == words.rob_label(deal.upcard, laid)
    rob = next(entry for entry in deal.talk if entry.word == "rob")
    assert rob.seat == 0 and rob.discards == (laid,) and rob.drawn == (deal.upcard,)
    assert seen["where"] == ("robbed",) and not seen["face_up"] and seen["upcard_in_hand"]
    assert words.PASS not in seen["after"], "robbing is playing: no pass after it"
    assert deal.talk[-1].seat == 0 and deal.talk[-1].word == "play"
    assert table.part.trump_shown() == deal.upcard.suit and table.part.bar_parts()[0] == words.trumps_fact(
        Suit(deal.upcard.suit))


def test_the_mouche_shown_face_up_with_its_words(home: Path) -> None:
    """Six players; Claire holds five hearts and everyone plays: her mouche lies face up in the
    middle, the words say so, and everyone else who is in is mouched."""
    seed = first_dealer_seed(6, 5)
    hands = {3: "KH QH JH 9H 8H", 0: "KS QS 10C 9D 8C"}
    app, table = open_table(settings(players=6), seed=seed, stacked={1: (hands, "2S")})
    seen: dict[str, object] = {}
    told: list[str] = []
    tell = table.flow.tell
    table.flow.tell = lambda line: (told.append(spoken(line)()), tell(line))

    def hook(app: App) -> None:
        flow = table.flow
        if person_speaks(table):
            key(pygame.K_j)
        if flow.state == "result" and settled(table):
            seen["where"] = {c: table.places.where[c] for c in flow.deal.hand(3)}
            seen["up"] = all(table.places.sprites[c].face_up for c in flow.deal.hand(3))
            seen["rects"] = [table.places.card_rect(c) for c in flow.deal.hand(3)]
            app.quit()

    try:
        run(app, hook)
    finally:
        pygame.quit()
    deal = table.flow.deal
    assert deal.outcome == "mouche" and deal.mouche_shown[0] == 3
    assert "Claire shows a mouche in hearts and takes the basket: 5 jetons" in told
    assert "Bruno is mouched: he pays 5 jetons, a mouche waiting for a later basket" in told
    assert sorted(w[0] for w in seen["where"].values()) == ["shown"] * 5 and seen["up"]
    assert all(table.places.layout.trick_rect.contains(r) for r in seen["rects"]), "the mouche lies in the middle"
    assert table.flow.headline == ("Claire shows a mouche in hearts and takes the basket: 5 jetons; you, Anne, "
                                   "Bruno, Denis and Élise are mouched")
    assert table.part.role(3) == words.ROLE_MOUCHE
    assert all(table.part.role(s) == words.ROLE_MOUCHED for s in (0, 1, 2, 4, 5))
    assert list(table.flow.view.waiting) == [5] * 5, "each mouche waits, its own amount"
    lines = table.part.result_lines(deal)
    assert lines[0] == "Claire's mouche: the King, Queen, Jack, 9 and 8 of hearts"
    assert lines[1] == "5 mouches are paid: each waits beside the basket for a later deal"


def test_the_mistigri_names_the_trumps_by_key(home: Path) -> None:
    """Under mistigri_names_trump the person, eldest, leads the Mistigri: a click on it asks
    for the suit (four buttons), E names hearts."""
    seed = first_dealer_seed(4, 3)
    toggles = {"mistigri_names_trump": True}
    hands = {0: "JC 9S 8D 10H 8S"}
    app, table = open_table(settings(players=4, preset="balzac_1839", toggles=toggles), seed=seed,
                            stacked={1: (hands, "7D")})
    seen: dict[str, object] = {}

    def hook(app: App) -> None:
        flow = table.flow
        deal = flow.deal
        if person_speaks(table):
            key(pygame.K_j)
            return
        if "named" in seen and deal is not None and deal.trump_named is not None and not table.busy():
            seen["tag"] = table.part.trump_shown()
            app.quit()
            return
        if not settled(table) or flow.state != "play" or deal.phase is not Phase.PLAY or deal.to_act != 0:
            return
        if "asked" not in seen:
            sprite = table.places.sprites[MISTIGRI]
            click(table.places.card_rect(MISTIGRI).center)
            seen["asked"] = sprite.code
        elif "buttons" not in seen and table.part.naming():
            seen["buttons"] = sorted(buttons(table))
            seen["prompt"] = table.part.prompt_text()
            key(pygame.K_e)
            seen["named"] = True

    try:
        run(app, hook)
    finally:
        pygame.quit()
    deal = table.flow.deal
    assert seen["asked"] == "JC+mistigri"
    assert seen["buttons"] == sorted(words.name_label(s) for s in Suit) and seen["prompt"] == words.NAME_PROMPT
    assert deal.trump_named == (0, Suit.HEARTS) and deal.plays[0] == (0, MISTIGRI)
    assert seen["tag"] == Suit.HEARTS


@pytest.mark.parametrize("preset, marked", [("academie_1718", False), ("balzac_1839", True)])
def test_the_mistigri_wears_its_ribbon_only_where_it_is_played(home: Path, preset: str, marked: bool) -> None:
    app, table = open_table(settings(players=4, preset=preset), seed=3)
    try:
        code = table.places.sprites[MISTIGRI].code
        assert code == ("JC+mistigri" if marked else "JC")
        assert all(sp.code == str(card) for card, sp in table.places.sprites.items() if card != MISTIGRI)
        plain, shown = res().card("JC", 150), res().card(code, 150)
        differ = sum(plain.get_at((x, y)) != shown.get_at((x, y)) for x in range(0, plain.get_width(), 3)
                     for y in range(0, plain.get_height(), 3))
        assert (differ > 100) == marked
        assert "JC+mistigri" not in res().missing, "the ribbon is drawn from its file"
    finally:
        pygame.quit()
    assert (Path(__file__).resolve().parents[1] / "assets" / "cards" / "marks" / "mistigri.png").exists()


def test_continue_a_mouche_session_mid_trick(home: Path) -> None:
    """Left in the middle of a trick, the session comes back as it was: the trick, the hand,
    the basket and the waiting mouches; then it plays on to the end of the deal."""
    s = settings(players=5, preset="balzac_1839")
    app = App(s, size=(1280, 800), seed=8, save_settings=False)
    driver = Driver(deals=3, seed=8)

    def leave_mid_trick(app: App) -> None:
        table = app.scene
        if isinstance(table, TableScene) and table.flow.deal is not None and table.flow.deal.phase is Phase.PLAY \
                and len(table.flow.deal.current_trick) == 1 and table.flow.deal.trick_number >= 1 \
                and 0 in table.flow.deal.in_seats:
            app.quit()
            return
        driver(app)

    app.hooks.append(leave_mid_trick)
    app.push(TitleScene(app))
    try:
        app.run(max_seconds=90)
        table = next(sc for sc in app.scenes if isinstance(sc, TableScene))
        left = table.flow.deal
        assert left is not None and left.phase is Phase.PLAY, "never left in the middle of a trick"
        where = (left.number, left.ply, list(left.plays), list(left.hands), list(left.books.purses), left.to_act)
        assert save.exists()
    finally:
        pygame.quit()
    app = App(s.replace(ai_pause=5.0), size=(1280, 800), seed=8, save_settings=False)
    try:
        title = TitleScene(app)
        app.push(title)
        title.cont()
        table = next(sc for sc in app.scenes if isinstance(sc, TableScene))
        assert table.flow.session.game.name == "mouche"
        seen: dict[str, object] = {}

        def back(app: App) -> None:
            deal = table.flow.deal
            if deal is not None and not seen:
                seen["where"] = (deal.number, deal.ply, list(deal.plays), list(deal.hands), list(deal.books.purses),
                                 deal.to_act)
                seen["trick"] = sorted(card for card, w in table.places.where.items() if w[0] == "trick")
                seen["hand"] = sorted(table.places.shown[0])
                seen["basket"] = (table.flow.view.basket, list(table.flow.view.waiting))
                seen["mark"] = table.places.sprites[MISTIGRI].code
                app.quit()

        app.hooks.append(back)
        app.run(max_seconds=10)
        app.hooks.clear()
        deal = table.flow.deal
        assert seen["where"] == where
        assert seen["trick"] == sorted(card for _, card in deal.current_trick), "the trick is shown as it was"
        assert seen["hand"] == sorted(deal.hand(0)), "the person's hand is shown as it was"
        assert seen["basket"] == (deal.basket, list(deal.books.waiting)), "the basket and the mouches as they stand"
        assert seen["mark"] == "JC+mistigri"
        app.settings = app.settings.replace(ai_pause=0.0)
        driver = Driver(deals=1, seed=9)
        app.hooks.append(driver)
        app.run(max_seconds=40)
        assert driver.done and table.flow.history[-1]["deal"] == where[0] and not app.errors
    finally:
        pygame.quit()
