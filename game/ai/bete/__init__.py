"""Bête's computer players: the rule-of-thumb player (the Amateur), the expert and the
open hand, with what they reason from: the strength of a hand, the model of the others'
calls, what the play has shown, the worlds consistent with it, the settlement's gains and
the exact and tree searches of the card play.  Listed for shared code in :mod:`.spec`."""
