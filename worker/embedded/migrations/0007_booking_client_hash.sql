-- The booking policy's client (issue 48): `booking_order_client` and `booking_release` kept the
-- client's network (an IPv4 address, or an IPv6 /64) as it was, personal data kept for as long as
-- an order. From now on they keep HMAC-SHA256 of the network under the random key of the UTC day
-- it was written (`client_day_key`, migration 0005; `clientSince` in worker/ceilings/client-day.ts),
-- never the address; the checks compare a client's hash under every day key of their window, and
-- the clean-up deletes a day's key once that window has passed (docs/privacy.md).
--
-- SQLite has no HMAC, so the addresses already stored cannot be converted: they are deleted. Both
-- tables are made again with a check that their key is a 64-digit hexadecimal hash, so that no
-- code can store an address in them again. What is lost is small and short-lived: the unsigned
-- orders a client holds while the hold runs (30 minutes) are not counted against it, and the
-- cool-down of holds that ran out in the last 15 minutes keeps their customer off, no longer their
-- client. Orders, their seats and attendees are untouched.

DROP TABLE IF EXISTS booking_order_client;

CREATE TABLE booking_order_client (
  order_seq INTEGER PRIMARY KEY REFERENCES booking_order (seq),
  client_key TEXT NOT NULL CHECK (length(client_key) = 64 AND client_key NOT GLOB '*[^0-9a-f]*')
);

CREATE INDEX booking_order_client_by_client ON booking_order_client (client_key);

-- The memories of released holds keep their customer and moment; their client goes.
CREATE TABLE booking_release_hashed (
  event_id INTEGER NOT NULL,
  customer_key TEXT NOT NULL,
  client_key TEXT CHECK (client_key IS NULL OR (length(client_key) = 64 AND client_key NOT GLOB '*[^0-9a-f]*')),
  released_at INTEGER NOT NULL
);

INSERT INTO booking_release_hashed (event_id, customer_key, client_key, released_at)
  SELECT event_id, customer_key, NULL, released_at FROM booking_release;

DROP TABLE booking_release;

ALTER TABLE booking_release_hashed RENAME TO booking_release;

CREATE INDEX booking_release_by_event ON booking_release (event_id, released_at);
