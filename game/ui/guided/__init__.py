"""The guided first deal: a lesson's deal at the real table, a coach beside it
(:mod:`.coach`), the opponents on the lesson's path (:mod:`.opponents`), the flow that keeps
it out of the saved session and the record (:mod:`.flow`), the scene (:mod:`.scene`), the
coach's panel (:mod:`.panel`) and its headless check (:mod:`.selftest`)."""
