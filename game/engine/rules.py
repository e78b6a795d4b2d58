"""The rule set: every toggle typed, with a default, a one-line meaning and its source.

One frozen object carries the rules of a session.  Named presets reproduce the
historical descriptions; the window, the simulator and records all read and write
toggles through :meth:`RuleSet.with_toggle` and :meth:`RuleSet.to_dict`.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from functools import cached_property
from typing import Any, Mapping

from .errors import RuleSetError
from .packs import ACE_HIGH, ECARTE, Ranking

LE_GRAS = "Le Gras 1739"
COTTON = "Cotton 1674"
CADY = "Cady 1896"
SPEC = "project ruling (shared/spec/bete-rules.md)"

DEAL_PACKETS = ("2+3", "3+2", "2+2+1", "2+1+2")


def _toggle(default: Any, help: str, source: str, choices: tuple = ()) -> Any:
    return field(default=default, metadata={"help": help, "source": source, "choices": choices})


@dataclass(frozen=True)
class Toggle:
    """What the settings screen and ``--set`` need to know about one toggle."""

    name: str
    kind: type
    default: Any
    help: str
    source: str
    choices: tuple

    def describe_choices(self) -> str:
        if self.choices:
            return ", ".join(_show(c) for c in self.choices)
        if self.kind is bool:
            return "true, false"
        return "an integer" if self.kind is int else "text"


def _show(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


@dataclass(frozen=True)
class RuleSet:
    """The rules in force.  Defaults are Le Gras (1739) as ruled in the project spec."""

    preset: str = _toggle("le_gras_1739", "the historical description these rules start from", SPEC)
    ace_high: bool = _toggle(
        False, "Ace ranks above King (A K Q J 10...) and the King stake goes to the Ace of trumps", CADY
    )
    deal_packets: str = _toggle(
        "2+3", "how the five cards are dealt round the table, in packets", LE_GRAS, DEAL_PACKETS
    )
    fiche_value: int = _toggle(5, "jetons a fiche is worth", LE_GRAS, (5, 10))
    purse: int = _toggle(100, "jetons each player starts the session with", SPEC)
    curieuse: int = _toggle(
        1, "how many times the next talon card may be turned for trump when everyone passes", LE_GRAS, (0, 1, 3)
    )
    contre: bool = _toggle(True, "a later player may say contre and play against the declarer", LE_GRAS)
    beast_heaps: bool = _toggle(
        False, "Beast: no bidding, everyone plays for three heaps, King, Play and Triolet", COTTON
    )

    def __post_init__(self) -> None:
        for info in self.toggles():
            value = getattr(self, info.name)
            if type(value) is not info.kind:
                raise RuleSetError(
                    f"rule {info.name}: {value!r} is not {'a ' + info.kind.__name__}; allowed: {info.describe_choices()}"
                )
            if info.choices and value not in info.choices:
                raise RuleSetError(f"rule {info.name}: {_show(value)} is not allowed; allowed: {info.describe_choices()}")
        if self.preset not in PRESETS_BY_NAME_KEYS:
            raise RuleSetError(f"unknown preset {self.preset!r}; presets: {', '.join(PRESETS_BY_NAME_KEYS)}")
        if self.beast_heaps and self.deal_packets not in ("2+3", "3+2"):
            raise RuleSetError("rule deal_packets: Beast is dealt 2+3 or 3+2 only (Cotton 1674)")

    @cached_property
    def ranking(self) -> Ranking:
        return ACE_HIGH if self.ace_high else ECARTE

    @cached_property
    def packets(self) -> tuple[int, ...]:
        return tuple(int(p) for p in self.deal_packets.split("+"))

    @classmethod
    def toggles(cls) -> list[Toggle]:
        return [
            Toggle(f.name, _KINDS[f.type], f.default, f.metadata["help"], f.metadata["source"], f.metadata["choices"])
            for f in fields(cls)
        ]

    @classmethod
    def toggle(cls, name: str) -> Toggle:
        for info in cls.toggles():
            if info.name == name:
                return info
        names = ", ".join(t.name for t in cls.toggles())
        raise RuleSetError(f"unknown rule {name!r}; rules: {names}")

    def with_toggle(self, name: str, value: Any) -> "RuleSet":
        """A copy with one toggle changed; ``value`` may be text, as typed on a command line."""
        if name == "preset":
            return preset(str(value))
        info = self.toggle(name)
        return replace(self, **{name: _coerce(info, value)})

    def with_toggles(self, values: Mapping[str, Any]) -> "RuleSet":
        rules = self
        for name, value in values.items():
            rules = rules.with_toggle(name, value)
        return rules

    def to_dict(self) -> dict[str, Any]:
        return dict(self._as_dict)

    @cached_property
    def _as_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "RuleSet":
        """Rebuild from :meth:`to_dict`; the preset is applied first, then each toggle."""
        if not isinstance(data, Mapping):
            raise RuleSetError("rules must be an object of toggle names to values")
        rules = preset(str(data.get("preset", "le_gras_1739")))
        for name, value in data.items():
            if name != "preset":
                info = cls.toggle(name)
                if type(value) is not info.kind:
                    raise RuleSetError(f"rule {name}: {value!r} is not {'a ' + info.kind.__name__}")
                rules = replace(rules, **{name: value})
        return rules


_KINDS = {"bool": bool, "int": int, "str": str, bool: bool, int: int, str: str}


def _coerce(info: Toggle, value: Any) -> Any:
    if isinstance(value, str) and info.kind is not str:
        text = value.strip().lower()
        if info.kind is bool:
            if text in ("true", "yes", "on", "1"):
                return True
            if text in ("false", "no", "off", "0"):
                return False
        else:
            try:
                return int(text)
            except ValueError:
                pass
        raise RuleSetError(f"rule {info.name}: {value!r} is not allowed; allowed: {info.describe_choices()}")
    return value


PRESETS: dict[str, RuleSet] = {}
PRESETS_BY_NAME_KEYS = ("le_gras_1739", "cotton_1674", "cady_1896")
PRESET_HELP = {
    "le_gras_1739": "Bête as Le Gras wrote it in 1739: play, pass, contre, the Curieuse, the dish and the bêtes",
    "cotton_1674": "Cotton's Beast (1674): no bidding, everyone plays for the King, the Play and the Triolet",
    "cady_1896": "Cady (1896): Le Gras's game with the Ace ranked above the King",
}
PRESETS["le_gras_1739"] = RuleSet()
PRESETS["cotton_1674"] = RuleSet(preset="cotton_1674", beast_heaps=True, contre=False, curieuse=0)
PRESETS["cady_1896"] = RuleSet(preset="cady_1896", ace_high=True)


def preset(name: str) -> RuleSet:
    try:
        return PRESETS[name]
    except KeyError:
        raise RuleSetError(f"unknown preset {name!r}; presets: {', '.join(PRESETS)}") from None
