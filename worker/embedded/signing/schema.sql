-- The embedded signing service's documents (docs/rules/embedded-services.md), created on first use by
-- signing-store.ts; every statement must be safe to run again. One document per order: creating
-- it again for the same order answers the same document.
CREATE TABLE IF NOT EXISTS signing_document (
  id TEXT PRIMARY KEY CHECK (length(id) = 32),
  order_id TEXT NOT NULL UNIQUE,
  commit_hash TEXT NOT NULL CHECK (length(commit_hash) = 64),
  title TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'signed')),
  signatory_name TEXT,
  created_at INTEGER NOT NULL,
  signed_at INTEGER
);
