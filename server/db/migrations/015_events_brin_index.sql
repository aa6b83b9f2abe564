-- Decision 052: the events' summary index is a BRIN range index on received_at. Events arrive in
-- time order and each day has its own partition, the case BRIN is made for: a few pages of block
-- ranges instead of a three-column B-tree that every insert had to update (~30 % of PostgreSQL's
-- CPU per inserted event, measured). The ops summary (the last day, grouped by name and page type)
-- reads the matching block ranges of one or two day partitions.
DROP INDEX IF EXISTS engagement_events_summary;
CREATE INDEX IF NOT EXISTS engagement_events_received_brin ON engagement_events USING brin (received_at);
