-- Which request makes the Scrive document of an order. The first to insert the order's row makes
-- the document; concurrent creates of the same order (a double click, two tabs, a retry) wait for
-- it instead of starting documents of their own at Scrive. A claim older than the signing call's
-- time-out is taken over: the request that held it has given up. Released when the making failed.

CREATE TABLE IF NOT EXISTS scrive_document_claim (
  order_id TEXT PRIMARY KEY,
  claimed_at INTEGER NOT NULL
);
