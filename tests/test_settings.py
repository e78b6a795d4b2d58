"""Settings: typed, round-tripped through a versioned JSON file written atomically; a
corrupt or unknown file is set aside with a one-line report and defaults are used."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import storage
from game.engine.games import GAMES as ENGINE_GAMES
from game.settings import KIND, VERSION, Settings




def test_defaults_when_there_is_no_file(home: Path) -> None:
    assert Settings.load() == Settings()


def test_round_trip(home: Path) -> None:
    s = Settings().replace(animation="fast", volume=0.3, four_colour=True, opponents="random").with_players(6)
    s = s.with_rule("preset", "cady_1896").with_rule("fiche_value", 10).with_rule("curieuse", 3)
    path = s.save()
    assert path == home / "settings.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["kind"] == KIND and data["version"] == VERSION
    rules = data["games"]["bete"]["rules"]
    assert rules["ace_high"] is True and rules["fiche_value"] == 10 and data["games"]["bete"]["players"] == 6
    loaded = Settings.load()
    assert loaded == s
    assert loaded.game_rules().curieuse == 3
    assert [p.name for p in home.iterdir()] == ["settings.json"]  # no temporary file left behind


def test_file_is_human_readable(home: Path) -> None:
    text = Settings().save().read_text(encoding="utf-8")
    assert text.count("\n") > 10 and '"players": 4' in text


@pytest.mark.parametrize("content", [
    "{not json",
    "[1, 2, 3]",
    json.dumps({"kind": "something else", "version": 1}),
    json.dumps({"kind": KIND, "version": VERSION + 1, "players": 4}),
    json.dumps({"kind": KIND, "version": VERSION, "games": {"bete": {"players": 11}}}),
    json.dumps({"kind": KIND, "version": VERSION, "games": {"bete": {"rules": {"fiche_value": 7}}}}),
    json.dumps({"kind": KIND, "version": 2, "players": 11}),
    json.dumps({"kind": KIND, "version": 2, "rules": {"fiche_value": 7}}),
    b"\xff\xfe\x00garbage".decode("latin-1"),
])
def test_corrupt_or_unknown_file_is_set_aside(home: Path, content: str) -> None:
    path = home / "settings.json"
    path.write_text(content, encoding="utf-8")
    reports: list[str] = []
    s = Settings.load(report=reports.append)
    assert s == Settings()
    assert len(reports) == 1 and "\n" not in reports[0] and "settings.json" in reports[0]
    assert not path.exists()
    aside = [p for p in home.iterdir() if p.name.startswith("settings.json.corrupt-")]
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == content
    # and the next save works
    Settings().with_players(3).save()
    assert Settings.load().table_players() == 3


def test_unknown_keys_are_ignored_missing_ones_default(home: Path) -> None:
    (home / "settings.json").write_text(json.dumps({"kind": KIND, "version": 1, "players": 5, "future": 1}))
    s = Settings.load()
    assert s.table_players() == 5 and s.animation == "normal"


def test_invalid_values_are_refused() -> None:
    with pytest.raises(ValueError):
        Settings().with_players(2)
    with pytest.raises(ValueError):
        Settings(animation="ludicrous")
    with pytest.raises(ValueError):
        Settings().with_rule("curieuse", 2)


def test_atomic_write_replaces_whole_file(tmp_path: Path) -> None:
    target = tmp_path / "x" / "data.json"
    storage.write_json_atomic(target, {"a": 1})
    storage.write_json_atomic(target, {"b": [1, 2]})
    assert json.loads(target.read_text()) == {"b": [1, 2]}
    assert sorted(p.name for p in target.parent.iterdir()) == ["data.json"]


def test_bestia_round_trip(home: Path) -> None:
    s = Settings().replace(game="bestia").with_players(6)
    s = s.with_rule("preset", "bestia_a_tre", game="bestia").with_rule("ante", 3, game="bestia")
    s = s.with_rule("terzo_obbligatorio", True, game="bestia")
    s.save()
    loaded = Settings.load()
    assert loaded == s
    rules = loaded.game_rules()
    assert loaded.table_players() == 6 and rules.GAME == "bestia"
    assert rules.giro_a_tre and rules.ante == 3 and rules.terzo_obbligatorio
    assert loaded.game_rules("bete").preset == "le_gras_1739"  # Bête's rules are kept apart, untouched
    assert loaded.table_players("bete") == 4


def test_a_version_1_file_is_read_as_bete_settings_and_saved_as_version_3(home: Path) -> None:
    old = {"kind": KIND, "version": 1, "players": 6, "rules": {"preset": "cady_1896"}, "animation": "fast",
           "game": "bestia", "bestia_players": 5}  # keys version 1 never had are not trusted
    (home / "settings.json").write_text(json.dumps(old), encoding="utf-8")
    reports: list[str] = []
    s = Settings.load(report=reports.append)
    assert not reports
    assert s.game == "bete" and s.table_players() == 6 and s.animation == "fast"
    assert s.game_rules().preset == "cady_1896"
    assert s.game_rules("bestia").preset == "bestia_roma" and s.table_players("bestia") == 4
    s.save()
    saved = json.loads((home / "settings.json").read_text(encoding="utf-8"))
    assert saved["version"] == VERSION == 3 and saved["games"]["bete"]["players"] == 6
    assert "players" not in saved and "bestia_rules" not in saved


def test_a_version_2_file_keeps_each_games_table_and_is_saved_as_version_3(home: Path) -> None:
    old = {"kind": KIND, "version": 2, "game": "bestia", "players": 5, "rules": {"preset": "cotton_1674"},
           "bestia_players": 6, "bestia_rules": {"preset": "bestia_col_buco", "ante": 2}, "opponents": "random",
           "rounds": 3}
    (home / "settings.json").write_text(json.dumps(old), encoding="utf-8")
    reports: list[str] = []
    s = Settings.load(report=reports.append)
    assert not reports
    assert s.game == "bestia" and s.opponents == "random" and s.rounds == 3
    assert s.table_players("bete") == 5 and s.game_rules("bete").preset == "cotton_1674"
    bestia = s.game_rules()
    assert s.table_players() == 6 and bestia.col_buco and bestia.ante == 2
    s.save()
    saved = json.loads((home / "settings.json").read_text(encoding="utf-8"))
    assert saved["version"] == 3 and set(saved["games"]) == set(ENGINE_GAMES)
    assert saved["games"]["bestia"] == {"players": 6, "rules": bestia.to_dict()}
    assert Settings.load() == s


def test_a_version_2_file_missing_a_games_table_gets_its_defaults(home: Path) -> None:
    (home / "settings.json").write_text(json.dumps({"kind": KIND, "version": 2, "players": 3}), encoding="utf-8")
    s = Settings.load()
    assert s.table_players("bete") == 3 and s.game_rules("bete") == Settings().game_rules("bete")
    assert s.games["bestia"] == Settings().games["bestia"]


@pytest.mark.parametrize("payload", [
    {"game": "scopa"},
    {"games": {"bestia": {"players": 7}}},
    {"games": {"bestia": {"rules": {"ante": 0}}}},
    {"games": {"bestia": {"rules": {"un_giro": True, "col_buco": True}}}},
    {"games": {"bestia": {"rules": "roma"}}},
    {"games": {"bestia": "roma"}},
    {"games": {"scopa": {"players": 4}}},
    {"games": []},
    {"version": 2, "game": "bestia", "bestia_players": 7},
    {"version": 2, "bestia_rules": {"ante": 0}},
])
def test_a_corrupt_game_table_is_refused_in_one_line(home: Path, payload: dict) -> None:
    path = home / "settings.json"
    path.write_text(json.dumps({"kind": KIND, "version": VERSION, **payload}), encoding="utf-8")
    reports: list[str] = []
    assert Settings.load(report=reports.append) == Settings()
    assert len(reports) == 1 and "\n" not in reports[0]
    assert not path.exists()


def test_settings_name_no_game() -> None:
    """The games come from the engine's registry: settings.py's code names none."""
    import ast

    import game.settings

    tree = ast.parse(open(game.settings.__file__, encoding="utf-8").read())
    docs = {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and node.body
            and isinstance(node.body[0], ast.Expr)}
    named = [node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)
             and id(node) not in docs
             and any(g in node.value.lower().replace("la-bete", "") for g in ("bete", "bête", "bestia"))]
    assert not named
