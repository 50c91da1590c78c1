-- Tables of the embedded reference booking service (docs/rules/embedded-services.md), created on first use
-- by ensure-booking-schema.ts, so every statement must be safe to run again. The event catalogue
-- (prices, VAT, seats, dates, cancellations) is not copied here: it is read from the content
-- tables (content_event, content_item) of the same database, so pages and prices never disagree.

-- One committed cart. The order id shown to people is derived: 'FEI-' || year || '-' || seq (6 digits).
CREATE TABLE IF NOT EXISTS booking_order (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  year INTEGER NOT NULL,
  commit_hash TEXT NOT NULL UNIQUE CHECK (length(commit_hash) = 64),
  -- Who pays: customer type and normalised identification number (or name when it has none).
  customer_key TEXT NOT NULL,
  contact_email TEXT NOT NULL,
  -- SHA-256 of the events booked and who attends them, to recognise the same booking made twice.
  booking_key TEXT NOT NULL,
  cart_json TEXT NOT NULL CHECK (json_valid(cart_json)),
  totals_json TEXT NOT NULL CHECK (json_valid(totals_json)),
  status TEXT NOT NULL DEFAULT 'committed' CHECK (status IN ('committed', 'signed')),
  created_at INTEGER NOT NULL,
  signed_at INTEGER
);

CREATE INDEX IF NOT EXISTS booking_order_by_booking ON booking_order (customer_key, booking_key);
CREATE INDEX IF NOT EXISTS booking_order_by_contact ON booking_order (contact_email);

-- Seats an order takes on each event; seats left = content_event.seats - the sum of these.
CREATE TABLE IF NOT EXISTS booking_line (
  order_seq INTEGER NOT NULL REFERENCES booking_order (seq),
  event_id INTEGER NOT NULL,
  participant_count INTEGER NOT NULL CHECK (participant_count > 0),
  PRIMARY KEY (order_seq, event_id)
);

CREATE INDEX IF NOT EXISTS booking_line_by_event ON booking_line (event_id);

-- Who attends which event under which order (e-mails in lower case).
CREATE TABLE IF NOT EXISTS booking_attendee (
  order_seq INTEGER NOT NULL REFERENCES booking_order (seq),
  event_id INTEGER NOT NULL,
  email TEXT NOT NULL,
  PRIMARY KEY (order_seq, event_id, email)
);

CREATE INDEX IF NOT EXISTS booking_attendee_by_email ON booking_attendee (email, event_id);

-- A person attends an event once, whatever the order: two commits racing to book the same person
-- cannot both be stored (the second insert fails and is answered participant_already_booked).
CREATE UNIQUE INDEX IF NOT EXISTS booking_attendee_once ON booking_attendee (event_id, email);

-- The client that committed an order (its network, `clientNetwork` in worker/rate-limits.ts), so
-- that one client holds only a few unsigned orders at once (shared/booking/booking-policy.ts).
-- Orders committed without a client address (a test calling the worker directly) have no row.
CREATE TABLE IF NOT EXISTS booking_order_client (
  order_seq INTEGER PRIMARY KEY REFERENCES booking_order (seq),
  client_key TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS booking_order_client_by_client ON booking_order_client (client_key);

-- Holds that ran out: each event of an unsigned order released, its customer and client, and when
-- its hold ended. For the policy's cool-down only: rows older than it are deleted.
CREATE TABLE IF NOT EXISTS booking_release (
  event_id INTEGER NOT NULL,
  customer_key TEXT NOT NULL,
  client_key TEXT,
  released_at INTEGER NOT NULL
);

CREATE INDEX IF NOT EXISTS booking_release_by_event ON booking_release (event_id, released_at);

-- A shared cart. Only the SHA-256 of the edit key is kept, so a leaked database cannot edit shares.
CREATE TABLE IF NOT EXISTS booking_share (
  id TEXT PRIMARY KEY CHECK (length(id) = 64),
  edit_key_hash TEXT NOT NULL CHECK (length(edit_key_hash) = 64),
  cart_json TEXT NOT NULL CHECK (json_valid(cart_json)),
  fields_json TEXT NOT NULL CHECK (json_valid(fields_json)),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- Discount codes, matched case-insensitively. Fixed amounts are in minor units per currency.
CREATE TABLE IF NOT EXISTS booking_coupon (
  code TEXT PRIMARY KEY COLLATE NOCASE,
  kind TEXT NOT NULL CHECK (kind IN ('percentage', 'fixed')),
  percent INTEGER CHECK (percent IS NULL OR percent BETWEEN 1 AND 100),
  amounts_json TEXT CHECK (amounts_json IS NULL OR json_valid(amounts_json)),
  expires_at INTEGER,
  CHECK ((kind = 'percentage' AND percent IS NOT NULL) OR (kind = 'fixed' AND amounts_json IS NOT NULL))
);

-- Demo codes (README.md in this folder lists them). OR IGNORE keeps codes staff changed.
INSERT OR IGNORE INTO booking_coupon (code, kind, percent, amounts_json, expires_at) VALUES ('VALKOMMEN10', 'percentage', 10, NULL, NULL);
INSERT OR IGNORE INTO booking_coupon (code, kind, percent, amounts_json, expires_at) VALUES ('HOST500', 'fixed', NULL, '{"sek":50000}', NULL);
INSERT OR IGNORE INTO booking_coupon (code, kind, percent, amounts_json, expires_at) VALUES ('EARLY15', 'percentage', 15, NULL, 4102444800000);
INSERT OR IGNORE INTO booking_coupon (code, kind, percent, amounts_json, expires_at) VALUES ('WELCOME50', 'fixed', NULL, '{"eur":5000,"gbp":5000}', NULL);
INSERT OR IGNORE INTO booking_coupon (code, kind, percent, amounts_json, expires_at) VALUES ('SOMMAR2020', 'percentage', 20, NULL, 1598918400000);
