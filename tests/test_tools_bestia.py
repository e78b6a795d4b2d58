"""``python -m game.sim`` and ``python -m game.bench`` take ``--game bestia``; Bête stays
the default with its flags and output; a bad flag or value is one line naming it and
what it allows, with exit code 2."""
from __future__ import annotations

import json

import pytest

from game import bench, sim


def refused(main, argv, capsys) -> str:
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2
    lines = [line for line in capsys.readouterr().err.splitlines() if line.strip()]
    assert len(lines) == 1
    return lines[0]


@pytest.mark.parametrize("argv, names", [
    (["--game", "chess"], ["--game", "bete", "bestia"]),
    (["--game", "bestia", "--players", "3"], ["--players", "4, 5, 6"]),
    (["--game", "bestia", "--players", "7"], ["--players", "4, 5, 6"]),
    (["--game", "bestia", "--preset", "le_gras_1739"], ["--preset", "bestia_roma", "bestia_col_buco"]),
    (["--preset", "bestia_roma"], ["--preset", "le_gras_1739"]),
    (["--game", "bestia", "--set", "ante=0"], ["--set", "ante", "an integer from 1"]),
    (["--game", "bestia", "--set", "col_buco=maybe"], ["--set", "col_buco", "true, false"]),
    (["--game", "bestia", "--set", "curieuse=1"], ["--set", "curieuse", "max_circuits"]),
    (["--game", "bestia", "--set", "un_giro=true", "--set", "col_buco=true"], ["--set", "col_buco", "un_giro"]),
])
def test_sim_bad_flags_exit_2_in_one_line_naming_them(argv, names, capsys):
    line = refused(sim.main, argv, capsys)
    assert all(name in line for name in names), line


def test_bench_bad_flags_exit_2_in_one_line(capsys):
    line = refused(bench.main, ["--game", "bestia", "--preset", "cady_1896"], capsys)
    assert "--preset" in line and "bestia_roma" in line
    line = refused(bench.main, ["--game", "bestia", "--players", "7"], capsys)
    assert "--players" in line and "4, 5, 6" in line


def test_sim_plays_bestia_and_its_log_replays(tmp_path, capsys):
    log = tmp_path / "bestia.jsonl"
    assert sim.main(["--game", "bestia", "--preset", "bestia_un_giro", "--players", "5", "--deals", "15",
                     "--seed", "4", "--log", str(log)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "game bestia, preset bestia_un_giro, 5 players, seed 4, ai heuristic"
    assert out[1].startswith("deals: 15 in ")
    assert out[2].startswith("outcomes: ")
    assert out[3].startswith("talk: ") and out[4].startswith("in bestia: ")
    assert out[5].startswith("net jetons per seat: seat 0 ")
    records = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert len(records) == 16 and all(r["game"] == "bestia" for r in records)
    assert records[-1]["outcome"] == "session_end"
    assert sim.main(["--replay", str(log)]) == 0
    assert "16 records replayed identically" in capsys.readouterr().out


def test_sim_replay_names_a_record_that_differs(tmp_path, capsys):
    log = tmp_path / "bestia.jsonl"
    sim.main(["--game", "bestia", "--deals", "3", "--seed", "2", "--ai", "random", "--log", str(log)])
    records = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    records[1]["in_bestia"] = [{"seat": 0, "jetons": 999}]
    log.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    capsys.readouterr()
    assert sim.main(["--replay", str(log)]) == 1
    assert "deal 2 replays differently in in_bestia" in capsys.readouterr().out


def test_sim_bete_is_still_the_default(capsys):
    assert sim.main(["--deals", "5", "--seed", "1"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "preset le_gras_1739, 4 players, seed 1, ai heuristic"
    assert out[3].startswith("net jetons per seat: ") and len(out) == 4


def test_bench_measures_bestia(capsys):
    assert bench.main(["--game", "bestia", "--seconds", "0.05", "--players", "5"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("5-player bestia_roma deals, random play, no records: ")
    assert lines[1].startswith("5-player bestia_roma deals, random play, with records: ")
    assert lines[2].startswith("5-player bestia_roma deals, random play, RandomPlayer per decision: ")
    assert all(line.endswith(" deals/s") for line in lines[:4])
