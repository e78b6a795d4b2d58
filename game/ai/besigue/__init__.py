"""Bésigue's computer players: :mod:`.heuristic` (Boussac's precepts), :mod:`.expert`
(perfect-information Monte Carlo over the unseen cards, the last tricks solved exactly),
:mod:`.open_hand` (the same thinking with every card seen: unfair), their :mod:`.hint`,
described once for the shared code in :mod:`.spec`."""
