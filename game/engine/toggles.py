"""The machinery every game's rule set shares: typed toggles with a default, a meaning,
a source and the values they allow; named presets; text coercion for command lines and
settings; and the flat dictionary a deal record carries.

A game's rules are a frozen dataclass deriving from :class:`RuleBook` whose fields are
made with :func:`toggle`.  The game registers its presets with :meth:`RuleBook.register`
once the class exists.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any, ClassVar, Mapping, TypeVar

from .errors import RuleSetError

R = TypeVar("R", bound="RuleBook")


def toggle(default: Any, help: str, source: str, choices: tuple = (), minimum: int | None = None) -> Any:
    """A rule-set field: ``choices`` lists the allowed values (any when empty); an integer
    toggle may instead give the ``minimum`` it allows."""
    return field(default=default, metadata={"help": help, "source": source, "choices": choices, "minimum": minimum})


@dataclass(frozen=True)
class Toggle:
    """What the settings screen and ``--set`` need to know about one toggle."""

    name: str
    kind: type
    default: Any
    help: str
    source: str
    choices: tuple
    minimum: int | None = None

    def describe_choices(self) -> str:
        if self.choices:
            return ", ".join(show(c) for c in self.choices)
        if self.kind is bool:
            return "true, false"
        if self.kind is int:
            return "an integer" if self.minimum is None else f"an integer from {self.minimum}"
        return "text"

    def check(self, value: Any) -> None:
        """Raise RuleSetError naming the toggle and what it allows unless ``value`` fits."""
        if self.kind is object:  # one of mixed choices: the type must match too (False is not 0)
            if not any(type(value) is type(c) and value == c for c in self.choices):
                allowed = self.describe_choices()
                raise RuleSetError(f"rule {self.name}: {show(value)} is not allowed; allowed: {allowed}")
            return
        if type(value) is not self.kind:
            raise RuleSetError(f"rule {self.name}: {value!r} is not {'a ' + self.kind.__name__}; allowed: {self.describe_choices()}")
        if self.choices and value not in self.choices:
            raise RuleSetError(f"rule {self.name}: {show(value)} is not allowed; allowed: {self.describe_choices()}")
        if self.minimum is not None and value < self.minimum:
            raise RuleSetError(f"rule {self.name}: {value} is too small; allowed: {self.describe_choices()}")


def show(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


#: Annotation -> kind; ``bool | int`` is a toggle of mixed choices (off, or a number of
#: points), its kind ``object``: the choices alone say what it allows.
_KINDS = {"bool": bool, "int": int, "str": str, bool: bool, int: int, str: str, "bool | int": object}


class RuleBook:
    """Base of a game's frozen rule-set dataclass (its first field must be ``preset``).

    Subclasses set ``GAME`` (the record's game name) and ``DEFAULT_PRESET`` and may add
    cross-toggle checks in :meth:`check_combination`.
    """

    GAME: ClassVar[str] = ""
    DEFAULT_PRESET: ClassVar[str] = ""
    #: When set, what ``preset`` reads for toggles that are no preset's (a game whose
    #: record must say so); the preset a rule set names is then always the one its toggles
    #: are.  Empty: the preset is a starting point the toggles may leave.
    CUSTOM: ClassVar[str] = ""
    #: name -> rules, and name -> one line saying what the preset is; filled by register().
    PRESETS: ClassVar[dict[str, Any]]
    PRESET_HELP: ClassVar[dict[str, str]]

    def __post_init__(self) -> None:
        for info in self.toggles():
            info.check(getattr(self, info.name))
        custom = bool(self.CUSTOM) and self.preset == self.CUSTOM
        if self.preset not in self.PRESET_HELP and not custom:  # type: ignore[attr-defined]
            raise RuleSetError(f"unknown preset {self.preset!r}; presets: {', '.join(self.PRESET_HELP)}")  # type: ignore[attr-defined]
        self.check_combination()
        if self.CUSTOM:
            object.__setattr__(self, "preset", self._preset_of_toggles())

    def _toggle_values(self) -> tuple:
        """Every toggle but the preset, with its type, since False == 0 to Python."""
        values = ((f.name, getattr(self, f.name)) for f in fields(self) if f.name != "preset")  # type: ignore[arg-type]
        return tuple((name, type(value), value) for name, value in values)

    def _preset_of_toggles(self) -> str:
        """The preset whose toggles these are (the one named first), else CUSTOM."""
        presets = getattr(type(self), "PRESETS", {})
        if self.preset in self.PRESET_HELP and self.preset not in presets:  # type: ignore[attr-defined]
            return self.preset  # being registered
        mine = self._toggle_values()
        named = presets.get(self.preset)
        if named is not None and named._toggle_values() == mine:
            return self.preset
        for name, rules in presets.items():
            if rules._toggle_values() == mine:
                return name
        return self.CUSTOM

    def check_combination(self) -> None:
        """Refuse toggles that cannot go together; the default allows every combination."""

    @classmethod
    def register(cls: type[R], presets: Mapping[str, tuple[str, Mapping[str, Any]]]) -> None:
        """Give the class its presets: name -> (help, toggles changed from the defaults).

        Help is registered first so that each preset's own construction can name it.
        """
        cls.PRESET_HELP = {name: help for name, (help, _) in presets.items()}
        cls.PRESETS = {}
        for name, (_, values) in presets.items():
            cls.PRESETS[name] = cls(preset=name, **values)  # type: ignore[call-arg]

    @classmethod
    def preset_named(cls: type[R], name: str) -> R:
        try:
            return cls.PRESETS[name]
        except KeyError:
            raise RuleSetError(f"unknown preset {name!r}; presets: {', '.join(cls.PRESETS)}") from None

    @classmethod
    def toggles(cls) -> list[Toggle]:
        return list(_described(cls).values())

    @classmethod
    def toggle(cls, name: str) -> Toggle:
        described = _described(cls)
        try:
            return described[name]
        except KeyError:
            raise RuleSetError(f"unknown rule {name!r}; rules: {', '.join(described)}") from None

    def with_toggle(self: R, name: str, value: Any) -> R:
        """A copy with one toggle changed; ``value`` may be text, as typed on a command line."""
        if name == "preset":
            return self.preset_named(str(value))
        return self.with_toggles({name: value})

    def with_toggles(self: R, values: Mapping[str, Any]) -> R:
        """A copy with every toggle of ``values`` changed at once, the combination judged
        whole: ``mistigri_free`` with ``mistigri`` is allowed in whatever order they come.
        Each value is read first (an unknown toggle or a value it does not allow is refused
        by name), then the rule set is built and checked once."""
        changes = {name: coerce(self.toggle(name), value) for name, value in values.items()}
        return replace(self, **self.completed(changes))  # type: ignore[type-var]

    def completed(self, changes: dict[str, Any]) -> dict[str, Any]:
        """``changes`` with what they imply for toggles they leave alone; by default nothing."""
        return changes

    def to_dict(self) -> dict[str, Any]:
        cached = self.__dict__.get("_as_dict")
        if cached is None:
            cached = {f.name: getattr(self, f.name) for f in fields(self)}  # type: ignore[arg-type]
            object.__setattr__(self, "_as_dict", cached)
        return dict(cached)

    @classmethod
    def from_dict(cls: type[R], data: Mapping[str, Any]) -> R:
        """Rebuild from :meth:`to_dict`; the preset is applied first, then each toggle."""
        if not isinstance(data, Mapping):
            raise RuleSetError("rules must be an object of toggle names to values")
        preset = str(data.get("preset", cls.DEFAULT_PRESET))
        rules = cls.preset_named(cls.DEFAULT_PRESET if cls.CUSTOM and preset == cls.CUSTOM else preset)
        changes = {}
        for name, value in data.items():
            if name != "preset":
                info = cls.toggle(name)
                if info.kind is not object and type(value) is not info.kind:
                    raise RuleSetError(f"rule {name}: {value!r} is not {'a ' + info.kind.__name__}")
                changes[name] = value
        return replace(rules, **changes) if changes else rules  # type: ignore[type-var]


#: Each rule book's toggles by name, read once from its fields: the settings screen asks for
#: them every frame, row by row.
_DESCRIBED: dict[type, dict[str, Toggle]] = {}


def _described(cls: type) -> dict[str, Toggle]:
    described = _DESCRIBED.get(cls)
    if described is None:
        described = _DESCRIBED[cls] = {
            f.name: Toggle(f.name, _KINDS[f.type], f.default, f.metadata["help"], f.metadata["source"],
                           f.metadata["choices"], f.metadata.get("minimum"))
            for f in fields(cls)  # type: ignore[arg-type]
        }
    return described


def coerce(info: Toggle, value: Any) -> Any:
    """A toggle's value from text ('true', 'off', '10'); other values pass unchanged."""
    if isinstance(value, str) and info.kind is object:
        text = value.strip().lower()
        text = {"off": "false", "no": "false", "on": "true", "yes": "true"}.get(text, text)
        for choice in info.choices:
            if text == show(choice):
                return choice
        raise RuleSetError(f"rule {info.name}: {value!r} is not allowed; allowed: {info.describe_choices()}")
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
