create constraint trigger slot_insight_stale_rebuild
  after insert on stats.slot_insight_stale
  deferrable initially deferred
  for each row execute function stats.slot_insight_stale_rebuild();
