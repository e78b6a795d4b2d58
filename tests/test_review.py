"""The review of a finished deal (issue 24), headless: each of a seat's decisions weighed by
the expert's one evaluation, from what the seat could see then.

For every game a deal is played by the expert in every seat (the highest figure of its
one evaluation, the worlds counted); one of seat 0's decisions is replaced by a clear
blunder (the choice the expert rates lowest, far below its best); the expert plays the
rest; the review finds that decision the costliest.  The review's figures follow the
contract: the best is the highest value of the options, the choice made and the best are
among them, the loss is their difference and never below nought.  A deal dealt again
from its record holds the same hands and, with the same choices, writes the same record.
"""
from __future__ import annotations

import json
import random
from functools import lru_cache
from typing import Any

import pytest

from game.ai.choice import by_figures
from game.ai.evaluation import Effort
from game.ai.games import spec as ai_spec
from game.engine import Session
from game.engine.games import freeze, spec as game_spec
from game.engine.record import deal_record, write_record
from game.review import cli
from game.review.analysis import SEED, review
from game.review.deal import CARD, EXCHANGE, MELD, TALK, StackedSession, dealt, moves, spots
from game.review.verdict import NOTHING, Verdict, costliest

#: Each game at a table it is often played at, the worlds an evaluation weighs, and what a
#: clear blunder costs at least by the expert's figures (jetons, or points).
GAMES = {"bete": (4, 12, 3.0), "bestia": (4, 12, 3.0), "mouche": (4, 12, 1.5), "besigue": (2, 8, 40.0)}


def expert_choice(deal: Any, effort: Effort) -> tuple[Any, list[Any]]:
    """The expert's move: the highest figure of its one evaluation (with the review's seed,
    so that the review weighs the same worlds), and the choices it weighed."""
    legal = deal.legal_actions()
    if len(legal) == 1:
        return legal[0], []
    choices = ai_spec(deal.game).evaluate(freeze(deal.observation(deal.to_act)), effort, SEED, ())
    return by_figures(choices)[0].action, choices


def play_on(deal: Any, effort: Effort) -> Any:
    while not deal.is_over:
        deal.apply(expert_choice(deal, effort)[0])
    return deal


@lru_cache(maxsize=None)
def blundered(game: str) -> tuple[dict, int, list[Verdict]]:
    """A deal of ``game`` with one clear blunder of seat 0 among the expert's play: its
    record, the blunder's place (choices before it) and the review of seat 0."""
    players, worlds, clear = GAMES[game]
    engine = game_spec(game)
    session = Session(engine.rules.preset_named(engine.rules.DEFAULT_PRESET), players, seed=11)
    effort = Effort(worlds=worlds)
    while session.wants_deal:
        deal = session.next_deal()
        worst: tuple[float, int, Any] | None = None
        made = 0  # the players' choices so far: a decision's place among the record's
        while not deal.is_over:
            seat = deal.to_act
            action, choices = expert_choice(deal, effort)
            if seat == 0 and choices:
                low = min(choices, key=lambda c: c.expected)
                gap = max(c.expected for c in choices) - low.expected
                if worst is None or gap > worst[0]:
                    worst = (gap, made, low.action)
            deal.apply(action)
            made += 1
        record = deal_record(deal, session.seed)
        session.finish_deal()
        if worst is None or worst[0] < clear:
            continue
        _gap, at, blunder = worst
        again = dealt(record)
        for action in moves(record)[:at]:
            again.apply(action)
        again.apply(blunder)
        play_on(again, effort)
        spoilt = deal_record(again, session.seed)
        return spoilt, at, list(review(spoilt, 0, effort, hindsight=False))
    raise AssertionError(f"no clear blunder for seat 0 in a whole session of {game}")


@pytest.mark.parametrize("game", list(GAMES))
def test_a_clear_blunder_is_the_costliest_decision_of_the_review(game: str) -> None:
    record, at, verdicts = blundered(game)
    dear = costliest(verdicts)
    assert dear, "the blunder cost nothing by the review"
    assert dear[0].ply == at, f"the costliest is {dear[0].taken} at choice {dear[0].ply}, not the blunder at {at}"
    assert dear[0].loss >= NOTHING and not dear[0].close


@pytest.mark.parametrize("game", list(GAMES))
def test_the_best_is_the_highest_option_and_the_choice_made_is_among_them(game: str) -> None:
    _record, _at, verdicts = blundered(game)
    assert verdicts
    for v in verdicts:
        values = [o.value for o in v.options]
        assert v.value_best == max(values)
        assert v.option(v.best) is not None and v.option(v.taken) is not None
        assert v.loss == pytest.approx(max(0.0, v.value_best - v.value_taken))
        assert v.phase in (TALK, EXCHANGE, MELD, CARD) and v.unit == game_spec(game).economy.unit


def test_each_decision_is_counted_in_order_with_its_place_in_the_deal() -> None:
    record, _at, verdicts = blundered("bete")
    assert [v.index for v in verdicts] == list(range(len(verdicts)))
    assert [v.ply for v in verdicts] == [s.ply for s in spots(record, 0)]
    assert all(v.deal == record["deal"] and v.seat == 0 for v in verdicts)


def test_the_hindsight_weighs_the_choice_seeing_every_card() -> None:
    record, _at, _verdicts = blundered("bete")
    v = next(review(record, 0, Effort(worlds=4)))
    assert v.hindsight is not None and v.hindsight.best
    assert v.hindsight.value_best >= (v.hindsight.value_taken if v.hindsight.value_taken is not None else -1e9)


@pytest.mark.parametrize("game", list(GAMES))
def test_a_deal_dealt_again_from_its_record_holds_the_same_hands_and_writes_the_same_record(game: str) -> None:
    players = GAMES[game][0]
    engine = game_spec(game)
    session = Session(engine.rules.preset_named(engine.rules.DEFAULT_PRESET), players, seed=4)
    from game.ai import make_player

    player = make_player("heuristic", 3)
    for _ in range(2):  # the second deal begins from the first's purses and pots, or scores
        deal = session.next_deal()
        while not deal.is_over:
            deal.apply(player.choose(deal.observation(deal.to_act)))
        record = deal_record(deal, session.seed)
        session.finish_deal()
        again = StackedSession(record).next_deal()
        otherwise = again.clone()
        otherwise.play_out(random.Random(0).random)  # other choices: the same hands all the same
        assert deal_record(otherwise, record["seed"])["hands"] == record["hands"]
        for action in moves(record):
            again.apply(action)
        assert deal_record(again, record["seed"]) == record


# ----------------------------------------------------------------------------- the command line
@pytest.fixture(scope="module")
def records_file(tmp_path_factory: pytest.TempPathFactory) -> str:
    record, _at, _verdicts = blundered("bete")
    path = tmp_path_factory.mktemp("review") / "deals.jsonl"
    with open(path, "w", encoding="utf-8") as stream:
        write_record(stream, record)
    return str(path)


def test_the_command_line_prints_a_json_line_per_decision_with_its_figures(records_file: str, capsys) -> None:
    assert cli.main([records_file, "--worlds", "4", "--json"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert lines and [line["index"] for line in lines] == list(range(len(lines)))
    for line in lines:
        assert {"deal", "index", "seat", "phase", "taken", "best", "value_taken", "value_best", "loss", "options",
                "unit"} <= set(line)
        assert line["unit"] == "jetons" and line["seat"] == 0
        assert line["value_best"] == max(o["value"] for o in line["options"])
        assert line["taken"] in {o["action"] for o in line["options"]}
        assert line["loss"] == pytest.approx(max(0.0, line["value_best"] - line["value_taken"]), abs=1e-3)


def test_the_command_line_gives_the_same_figures_for_the_same_worlds(records_file: str, capsys) -> None:
    cli.main([records_file, "--worlds", "4", "--json", "--seat", "1"])
    first = capsys.readouterr().out
    cli.main([records_file, "--worlds", "4", "--json", "--seat", "1"])
    assert capsys.readouterr().out == first and first


def test_the_command_line_in_words_names_the_loss_and_the_costliest(records_file: str, capsys) -> None:
    assert cli.main([records_file, "--worlds", "4"]) == 0
    out = capsys.readouterr().out
    assert "took" in out and "best" in out and "jetons lost in all" in out


@pytest.mark.parametrize("argv, says", [
    (["--worlds", "0"], "--worlds"),
    (["--seat", "9"], "--seat"),
    (["--seat", "x"], "--seat"),
    (["--deal", "99"], "--deal"),
    (["--nope"], "unrecognized"),
])
def test_the_command_line_refuses_a_bad_flag_in_one_line(records_file: str, argv: list[str], says: str,
                                                         capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main([records_file, *argv])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert says in err and err.count("\n") == 1


@pytest.mark.parametrize("content", [b"", b"\x00\xff garbage", b"[1, 2]", b'{"game": "chess"}',
                                     b'{"game": "bete", "deal": 1}', b"{" * 50_000])
def test_the_command_line_refuses_a_file_that_is_not_records_in_one_line(tmp_path, content: bytes, capsys) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_bytes(content)
    with pytest.raises(SystemExit) as stop:
        cli.main([str(path)])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(path) in err


def test_the_command_line_refuses_a_missing_file_in_one_line(tmp_path, capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main([str(tmp_path / "none.jsonl")])
    assert stop.value.code == 2 and capsys.readouterr().err.count("\n") == 1
