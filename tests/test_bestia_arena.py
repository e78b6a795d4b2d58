"""``python -m game.arena --game bestia``: duplicate tournaments of Bestia for every preset
and table size; a bad flag is one line naming it; the report gives the mean difference
with its interval, Bestia's records (played, knocked, in bestia) and decision times.

``python -m game.arena`` runs in a process of its own in test_arena.py; here its ``main`` is
called in the test's process."""
from __future__ import annotations

import json

import pytest

from game.arena import deal_starts, main, play_starts, run
from game.engine.bestia import BestiaRules
from game.engine.bestia import BESTIA_PRESETS


def arena(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """``python -m game.arena --game bestia ARGS``: (exit code, stdout, stderr)."""
    try:
        code = main(["--game", "bestia", *args])
    except SystemExit as exit_:
        code = exit_.code
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("args,flag,allowed", [
    (["--a", "random", "--b", "random", "--players", "3"], "--players", "4, 5, 6"),
    (["--a", "random", "--b", "random", "--players", "7"], "--players", "4, 5, 6"),
    (["--a", "random", "--b", "random", "--preset", "le_gras_1739"], "--preset", "bestia_roma"),
    (["--a", "random", "--b", "random", "--set", "col_buco=maybe"], "--set", "col_buco"),
])
def test_bad_bestia_flags_are_refused_in_one_line_with_exit_code_2(args, flag, allowed, capsys):
    code, out, err = arena(capsys, *args)
    assert code == 2
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and flag in lines[0] and allowed in lines[0], lines
    assert out == ""


def test_bestia_report_and_json_last_line(capsys):
    code, out, err = arena(capsys, "--a", "heuristic", "--b", "random", "--players", "5", "--deals", "40", "--seed", "2",
                           "--json")
    assert code == 0, err
    lines = out.strip().splitlines()
    figures = json.loads(lines[-1])
    assert figures["game"] == "bestia" and figures["preset"] == "bestia_roma" and figures["deals"] == 40
    low, high = figures["ci95"]
    assert low <= figures["mean_diff"] <= high
    assert set(figures["decision_ms"]) == {"p50", "p95", "p99"}
    text = "\n".join(lines[:-1])
    assert "mean gain per deal, a minus b:" in text and "knocked in" in text and "went in bestia in" in text
    assert figures["mean_diff"] > 0  # the heuristic beats random play even over 40 deals


@pytest.mark.parametrize("name", list(BESTIA_PRESETS))
def test_every_bestia_preset_and_table_size_is_played_in_duplicate(name):
    rules = BESTIA_PRESETS[name]
    for players in (4, 5, 6):
        starts = deal_starts(rules, players, 3, 4)
        assert starts == deal_starts(rules, players, 3, 4) and len(starts) == 3
        chunk = play_starts(rules, players, "random", "heuristic", starts)
        assert len(chunk.diffs) == 3 and chunk.a.seat_deals == 3 * players


def test_the_same_bestia_kind_against_itself_differs_by_nothing():
    """Duplicate: every seat's cards, stock and shuffles of discards are dealt again alike."""
    rules = BestiaRules().with_toggles({"tre_carte_senza_piegare": 1})
    result = run(rules, 6, "heuristic", "heuristic", 20, 5, 1)
    assert result["mean_diff"] == 0 and result["ci95"] == [0, 0]


def test_bestia_jobs_do_not_change_the_figures():
    rules = BESTIA_PRESETS["bestia_col_buco"]
    one = run(rules, 4, "heuristic", "random", 12, 3, 1)
    two = run(rules, 4, "heuristic", "random", 12, 3, 2)
    for key in ("mean_diff", "ci95", "purse_mean_diff", "declarer_a", "declarer_b"):
        assert one[key] == two[key], key
