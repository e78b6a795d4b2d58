"""The headless tools as a user runs them: ``python -m game.sim``, ``python -m game.bench``,
``python -m game.soak`` and ``tools/call_calibration.py``.

Each runs once in a process of its own, as a user starts it; everything else calls the same
``main`` in the test's process."""
from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Callable, Sequence

import pytest

from game import bench, sim

TOOLS = Path(__file__).resolve().parents[1] / "tools"


def run(module: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", module, *args], capture_output=True, text=True, timeout=120)


def refused(main: Callable[[Sequence[str]], int], argv: list[str], capsys: pytest.CaptureFixture[str]):
    """What ``main(argv)`` wrote, having exited with code 2."""
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2
    return capsys.readouterr()


def test_sim_prints_deals_outcomes_and_net_jetons(capsys) -> None:
    assert sim.main(["--players", "5", "--deals", "60", "--seed", "4", "--ai", "heuristic"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"^deals: \d+ in ", out, re.M)
    assert re.search(r"^outcomes: .*%\)", out, re.M)
    net = re.search(r"^net jetons per seat: (.*)$", out, re.M).group(1)
    assert len(net.split(",")) == 5
    assert sum(int(part.split()[-1]) for part in net.split(",")) == 0, "the share-out returns every jeton"


def test_sim_writes_records_that_replay(tmp_path: Path, capsys) -> None:
    log = tmp_path / "deals.jsonl"
    assert sim.main(["--preset", "cady_1896", "--rounds", "2", "--seed", "9", "--log", str(log),
                     "--set", "fiche_value=10", "--set", "curieuse=3"]) == 0
    lines = log.read_text(encoding="utf-8").splitlines()
    first, last = json.loads(lines[0]), json.loads(lines[-1])
    assert first["game"] == "bete" and first["rules"]["fiche_value"] == 10 and first["rules"]["ace_high"]
    assert last["outcome"] == "session_end"
    capsys.readouterr()
    assert sim.main(["--replay", str(log)]) == 0
    assert "replayed identically" in capsys.readouterr().out


def test_set_flags_are_judged_together_in_whatever_order(capsys) -> None:
    """A toggle and the toggle it needs may come in either order: the rule set is built
    whole, then checked once."""
    assert sim.main(["--game", "mouche", "--deals", "2", "--set", "mistigri_free=true", "--set", "mistigri=true"]) == 0
    assert "preset custom" in capsys.readouterr().out
    assert sim.main(["--game", "besigue", "--players", "2", "--deals", "1", "--set", "deal_packets=3-3-3",
                     "--set", "hand_size=9"]) == 0


@pytest.mark.parametrize("args,allowed", [
    (["--game", "mouche", "--set", "mistigri_free=true"], "turn that on too"),
    (["--game", "bestia", "--set", "col_buco=true", "--set", "un_giro=true"], "cannot be played with"),
    (["--game", "besigue", "--players", "2", "--set", "hand_size=9", "--set", "deal_packets=3-2-3"], "3-3-3"),
])
def test_a_truly_invalid_combination_is_one_line_naming_set(args: list[str], allowed: str, capsys) -> None:
    lines = refused(sim.main, [*args, "--deals", "1"], capsys).err.strip().splitlines()
    assert len(lines) == 1 and "--set" in lines[0] and allowed in lines[0]


def test_sim_replay_refuses_a_doctored_log(tmp_path: Path, capsys) -> None:
    log = tmp_path / "deals.jsonl"
    sim.main(["--deals", "5", "--seed", "2", "--log", str(log)])
    records = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    records[0]["purses_after"][0] += 1
    log.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    capsys.readouterr()
    assert sim.main(["--replay", str(log)]) == 1
    assert "replays differently" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("args", "flag", "allowed"),
    [
        (["--players", "9"], "--players", "3, 4, 5, 6, 7"),
        (["--preset", "hoyle"], "--preset", "le_gras_1739"),
        (["--ai", "genius"], "--ai", "random"),
        (["--deals", "0"], "--deals", "1 or more"),
        (["--set", "curieuse=2"], "--set", "0, 1, 3"),
        (["--set", "ace_high=maybe"], "--set", "true, false"),
        (["--set", "trumps=none"], "--set", "rules:"),
        (["--bogus"], "--bogus", "flags:"),
    ],
)
def test_sim_bad_flag_one_line_naming_it_exit_2(args: list[str], flag: str, allowed: str, capsys) -> None:
    done = refused(sim.main, args, capsys)
    lines = done.err.strip().splitlines()
    assert len(lines) == 1 and flag in lines[0] and allowed in lines[0]
    assert done.out == ""


def test_sim_run_as_a_user_runs_it_refuses_a_bad_flag() -> None:
    """``python -m game.sim`` in a process of its own: the module starts, and refuses."""
    done = run("game.sim", "--players", "9")
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "--players" in lines[0] and "3, 4, 5, 6, 7" in lines[0]
    assert done.stdout == ""


def test_bench_prints_deals_per_second_no_records_first(capsys) -> None:
    assert bench.main(["--seconds", "0.05"]) == 0
    lines = [line for line in capsys.readouterr().out.splitlines() if line.endswith("deals/s")]
    assert len(lines) >= 2
    assert all(re.fullmatch(r".+: [\d,]+ deals/s", line) for line in lines)
    assert "no records" in lines[0] and "with records" in lines[1]


def test_bench_compares_the_engine_to_a_fair_yardstick_and_to_the_old_one(capsys) -> None:
    """The fair yardstick does a deal's work bare (shuffle, antes, calls, play, settlement);
    the engine's ratio to it and to the old card-play-alone yardstick are both printed."""
    assert bench.main(["--game", "mouche", "--seconds", "0.05"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"^fair yardstick, a bare deal \(shuffle, antes, a call round, play, settlement\): [\d,]+ deals/s$",
                     out, re.M)
    assert re.search(r"^old yardstick, bare card play alone: [\d,]+ deals/s$", out, re.M)
    assert re.search(r"^engine to yardstick: \d+\.\d\d of the fair one, \d+\.\d\d of the old one$", out, re.M)


def test_bench_bad_flag_exit_2() -> None:
    """``python -m game.bench`` in a process of its own."""
    done = run("game.bench", "--seconds", "soon")
    assert done.returncode == 2 and "--seconds" in done.stderr and len(done.stderr.strip().splitlines()) == 1


def test_soak_plays_every_table_checks_and_reports_memory(capsys) -> None:
    from game import soak
    from game.engine.games import GAMES

    tables = len(soak.TABLES)
    assert soak.main(["--deals", str(100 * tables), "--seed", "3"]) == 0  # a session at every table of every game
    out = capsys.readouterr().out
    assert "no exception" in out and "replayed identically" in out
    assert {game.name for game, _, _ in soak.TABLES} == set(GAMES)
    assert re.search(r"growth after the first tenth: [+-]\d+\.\d MB \(flat\)", out)


def test_call_calibration_sets_the_experts_estimates_beside_what_the_calls_realise(capsys) -> None:
    tool = TOOLS / "call_calibration.py"
    done = subprocess.run([sys.executable, str(tool), "--players", "3", "--deals", "2", "--repeats", "2", "--jobs", "1"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    calls = int(re.search(r"^(\d+) calls with a choice", out, re.M).group(1))
    assert calls > 0
    assert re.search(r"^estimated advantage of play +calls +mean estimated +mean realised$", out, re.M)
    assert re.search(r"corrected by place \(cross-validated\): [+-]\d+\.\d{3}$", out, re.M)
    assert re.search(r"the value of seeing the cards at the call: [+-]\d+\.\d{3}\)$", out, re.M)
    spec = importlib.util.spec_from_file_location("call_calibration", tool)
    calibration = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(calibration)
    assert "--repeats" in refused(calibration.main, ["--repeats", "1"], capsys).err


def test_worlds_curve_scores_the_experts_cards_at_each_count_of_worlds_by_the_open_hand(capsys) -> None:
    spec = importlib.util.spec_from_file_location("worlds_curve", TOOLS / "worlds_curve.py")
    curve = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(curve)
    assert curve.main(["--game", "bete", "--players", "4", "--deals", "6", "--worlds", "4", "8", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    decisions = int(re.search(r"(\d+) card decisions with a choice", out).group(1))
    assert decisions > 0
    assert re.search(r"^heuristic: mean hindsight loss \d+\.\d{3} \(95% CI", out, re.M)
    assert re.search(r"^expert, 4 worlds: mean hindsight loss \d+\.\d{3} .*ms a decision", out, re.M)
    assert re.search(r"^expert, 8 worlds: .* less than at 4 worlds by [+-]?\d+\.\d{3}", out, re.M)
    assert "--players" in refused(curve.main, ["--game", "besigue", "--players", "4"], capsys).err
