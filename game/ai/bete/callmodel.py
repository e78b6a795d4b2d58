"""What a hand makes the other seats call: the expert's model of its opponents' bidding.

The expert reads the calls as evidence about the hidden hands (the sampler weighs each
world by the chance that its hands make the calls heard) and foresees the calls still to
come when it weighs its own.  Both need the chance that a seat holding a given hand says
play, pass or contre.

The model follows the rule-of-thumb caller (:mod:`game.ai.bete.heuristic`), which is also what
most people do: count the hand's expected tricks as declarer (:mod:`game.ai.bete.strength`)
and say play when the chance of winning V outweighs the chance of paying V into a bête
(plus the King pot for a player dealt the King of trumps).  So the point at which a hand
says play rises with the King it risks: a player holding the King of trumps of a rich
King pot needs a stronger hand.  A contre takes a hand well above a declarer's.

Around those points the chance grows as a logistic of slope ``slope`` (sharp: the
heuristic's own calls vary by a tenth of a trick), and any call keeps a ``floor`` chance
whatever the hand, so a player who bids otherwise (a person, a gambler) is not taken for
impossible.  The tests check the model against the heuristic's own calls on dealt hands.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from ...engine.bete.actions import Call
from ..evidence import logistic
from .heuristic import FAIL_SHARE
from .strength import CONTRE_POINT, PLAY_POINT, PLAY_SLOPE


@dataclass(frozen=True)
class CallModel:
    """The chance of each call from a hand's expected tricks and the stakes it faces."""

    #: How sharply the chance of saying play grows around the point (per trick).
    slope: float = 12.0
    #: The chance of any call whatever the hand (the evidence is never taken as certain).
    floor: float = 0.03
    #: Whether the point of saying play rises with the King pot a King holder risks.
    stakes_aware: bool = True

    def play_point(self, value: int, king_risk: int) -> float:
        """Expected tricks at which saying play pays as much as passing: where
        win * V = (1 - win) * FAIL_SHARE * (V + King), with win a logistic in the tricks."""
        if not self.stakes_aware:
            return PLAY_POINT
        v = max(value, 1)
        return PLAY_POINT + math.log(FAIL_SHARE * (v + king_risk) / v) / PLAY_SLOPE

    def strong(self, tricks: float, contre_open: bool, value: int, king_risk: int) -> float:
        """The chance of the bold call (contre when open, else play), before the floor."""
        point = CONTRE_POINT if contre_open else self.play_point(value, king_risk)
        return logistic(self.slope * (tricks - point))

    def chance(self, call: Call, tricks: float, contre_open: bool, value: int, king_risk: int) -> float:
        """The likelihood of hearing ``call`` from a hand of ``tricks`` expected tricks."""
        strong = self.strong(tricks, contre_open, value, king_risk)
        bold = Call.CONTRE if contre_open else Call.PLAY
        p = strong if call is bold else 1 - strong
        return self.floor + (1 - self.floor) * p


#: The model the sampler used before it knew the stakes: soft, one point for every hand.
SOFT = CallModel(slope=PLAY_SLOPE * 0.8, floor=0.08, stakes_aware=False)


__all__ = ["SOFT", "CallModel"]
