"""Bestia's computer players: the rule-of-thumb player (the Amateur), the expert and the
open hand, with what they reason from: the talk's judgement of a hand, what the play and
the exchanges have shown, the worlds consistent with it and the search of the card play.
Listed for shared code in :mod:`.spec`."""
