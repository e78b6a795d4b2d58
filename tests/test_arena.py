"""``python -m game.arena``: duplicate tournaments.  A bad flag is one line naming the flag
and what it allows, exit code 2; the report gives the mean difference with its interval,
the declarer records and the decision times, and ``--json`` ends with one JSON object.

The report is read from ``python -m game.arena`` run as a user runs it; the flags are
refused by the same ``main`` called in the test's process."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.arena import Start, deal_starts, main, mean_ci, play_starts, run
from game.engine.bete import preset

ROOT = Path(__file__).resolve().parents[1]


def arena(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game.arena", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)


@pytest.mark.parametrize("args,flag,allowed", [
    (["--a", "genius", "--b", "random"], "--a", "heuristic"),
    (["--a", "random", "--b", "random", "--players", "8"], "--players", "7"),
    (["--a", "random", "--b", "random", "--deals", "0"], "--deals", "1 or more"),
    (["--a", "random", "--b", "random", "--preset", "bridge"], "--preset", "cotton_1674"),
    (["--a", "random", "--b", "random", "--seed", "x"], "--seed", "whole number"),
    (["--a", "random", "--b", "random", "--jobs", "-1"], "--jobs", "1 or more"),
    (["--a", "random", "--b", "random", "--bogus"], "--bogus", "--players"),
    (["--a", "random", "--b", "random", "--clock", "sundial"], "--clock", "cpu"),
    (["--b", "random"], "--a", "required"),
])
def test_bad_flags_are_refused_in_one_line_with_exit_code_2(args: list[str], flag: str, allowed: str,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(args)
    assert exit_.value.code == 2
    out = capsys.readouterr()
    lines = [line for line in out.err.splitlines() if line.strip()]
    assert len(lines) == 1 and flag in lines[0] and allowed in lines[0], lines
    assert out.out == ""


def test_report_and_json_last_line() -> None:
    result = arena("--a", "heuristic", "--b", "random", "--players", "4", "--deals", "40", "--seed", "2", "--json")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    figures = json.loads(lines[-1])
    assert figures["a"] == "heuristic" and figures["b"] == "random" and figures["deals"] == 40
    low, high = figures["ci95"]
    assert low <= figures["mean_diff"] <= high
    assert set(figures["decision_ms"]) == {"p50", "p95", "p99"}
    assert set(figures["decision_ms_b"]) == {"p50", "p95", "p99"}
    text = "\n".join(lines[:-1])
    assert "mean gain per deal, a minus b:" in text and "95% CI" in text
    assert "said play in" in text and "decision time ms (wall clock): p50" in text and "p99" in text
    assert figures["clock"] == "wall"
    assert figures["mean_diff"] > 0  # the heuristic beats random play even over 40 deals


def test_decisions_timed_by_the_processor_time_they_took_give_the_same_figures(capsys) -> None:
    """``--clock cpu``: what a loaded machine does not stretch; the play is the same."""
    assert main(["--a", "heuristic", "--b", "random", "--deals", "6", "--seed", "2", "--json"]) == 0
    wall = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert main(["--a", "heuristic", "--b", "random", "--deals", "6", "--seed", "2", "--clock", "cpu", "--json"]) == 0
    out = capsys.readouterr().out
    cpu = json.loads(out.strip().splitlines()[-1])
    assert "decision time ms (processor time): p50" in out and cpu["clock"] == "cpu"
    assert (cpu["mean_diff"], cpu["ci95"]) == (wall["mean_diff"], wall["ci95"])


def test_the_same_kind_against_itself_differs_by_nothing() -> None:
    """Duplicate: a seat played by the same kind, seeded the same, earns the same."""
    result = run(preset("le_gras_1739"), 4, "heuristic", "heuristic", 30, 5, 1)
    assert result["mean_diff"] == 0 and result["ci95"] == [0, 0]


def test_every_pairing_meets_the_same_deals_and_jobs_do_not_change_the_figures() -> None:
    rules = preset("cady_1896")
    first = deal_starts(rules, 5, 12, 3)
    again = deal_starts(rules, 5, 12, 3)
    assert first == again and all(isinstance(s, Start) for s in first) and len(first) == 12
    one = run(rules, 5, "heuristic", "random", 12, 3, 1)
    two = run(rules, 5, "heuristic", "random", 12, 3, 2)
    for key in ("mean_diff", "ci95", "purse_mean_diff", "declarer_a", "declarer_b"):
        if key in ("declarer_a", "declarer_b"):
            assert {k: v for k, v in one[key].items()} == {k: v for k, v in two[key].items()}
        else:
            assert one[key] == two[key]


def test_the_difference_is_the_mean_over_seats_of_a_minus_the_reference() -> None:
    rules = preset("le_gras_1739")
    starts = deal_starts(rules, 3, 3, 8)
    chunk = play_starts(rules, 3, "random", "heuristic", starts)
    assert len(chunk.diffs) == 3 and len(chunk.purse_diffs) == 3
    # every seat of every deal was played once by a
    assert chunk.a.seat_deals == 3 * 3 and chunk.b.seat_deals == 3 * 3


def test_interval() -> None:
    mean, (low, high) = mean_ci([1.0, 2.0, 3.0, 4.0])
    assert mean == 2.5 and low < 2.5 < high and high - 2.5 == pytest.approx(2.5 - low)
