"""The card table, split by concern; :mod:`.scene` puts it together.

- :mod:`.flow`: the deal's flow without pygame (the session deal after deal, the cursor
  into the deal's events, whose turn, the person's and the computers' moves, the result,
  the share-out, the save and the record);
- :mod:`.animator`: the table of event handlers (each game adds its own) turning events
  into animation steps; :mod:`.places`: the cards as sprites and where each lies;
- :mod:`.cloth`: drawing the cloth, the seats and the cards; :mod:`.panels`: the prompt,
  the hint, the result and the end of the session; :mod:`.overlays`: help and the last
  trick as scenes over the table;
- :mod:`.decision`: the one data-driven panel for a game's decisions; :mod:`.keymap`: the
  table's keys, which also write the help;
- :mod:`.part`: what a game adds (:class:`~.part.TablePart`) and the narrow context it is
  given (:class:`~.part.TableContext`).
"""
