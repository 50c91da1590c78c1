-- Which attachments have been removed, by their application's R2 prefix and id
-- (worker/adapters/attachments/embedded.ts). Concurrent deletes of one file (a double click, two
-- tabs, a script) all found it in R2 and each gave its room back, so the space's count and bytes
-- fell below what it holds and let more files in than its bounds allow. The first request to insert
-- the file's row gives the room back; the others find the row and give nothing. Rows older than a
-- day are deleted by the scheduled clean-up: by then no request that saw the file can still run.
CREATE TABLE IF NOT EXISTS attachment_removal (
  prefix TEXT NOT NULL,
  id TEXT NOT NULL,
  removed_at INTEGER NOT NULL,
  PRIMARY KEY (prefix, id)
);

CREATE INDEX IF NOT EXISTS attachment_removal_by_time ON attachment_removal (removed_at);
