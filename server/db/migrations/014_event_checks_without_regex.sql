-- The event collector validates every name and page_type before a row is written (the only writer,
-- server/services/events/collector.ts); the table's regular-expression checks repeated that on every
-- row and were a third of PostgreSQL's cost per inserted event under load (decision 048). The table
-- keeps cheap bounds that no writer may pass.
ALTER TABLE engagement_events
  DROP CONSTRAINT IF EXISTS engagement_events_name_check,
  DROP CONSTRAINT IF EXISTS engagement_events_page_type_check,
  ADD CONSTRAINT engagement_events_name_check CHECK (length(name) BETWEEN 1 AND 40),
  ADD CONSTRAINT engagement_events_page_type_check CHECK (length(page_type) BETWEEN 1 AND 40);
