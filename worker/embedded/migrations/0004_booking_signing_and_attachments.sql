-- The tables of the booking back end, signing, order credentials and attachments, moved here from
-- the code that created them at request time. One file rather than one per table: wrangler applies
-- each migration file on a local start of its own, and every `npm start`, end-to-end site and
-- bench applies them. IF NOT EXISTS: a database the worker made these tables in before they moved
-- here takes this migration without an error.

-- Embedded reference booking service (worker/embedded/booking/README.md). The event catalogue
-- (prices, VAT, seats, dates, cancellations) is not copied here: it is read from the content
-- tables (content_event, content_item) of the same database, so pages and prices never disagree.
-- Its demo coupons are not schema: the embedded back end inserts them itself
-- (worker/embedded/booking/demo-coupons.ts), so no migration puts them in a production database.

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

-- Embedded signing service (worker/embedded/signing/signing-store.ts): one document per order;
-- creating it again for the same order answers the same document.
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

-- Who holds each committed order (worker/order-credentials.ts): the SHA-256 of its order token,
-- by order id, whatever the booking back end. Only hashes are kept, so a leaked database opens no order.
CREATE TABLE IF NOT EXISTS order_credential (
  order_id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL CHECK (length(token_hash) = 64),
  created_at INTEGER NOT NULL
);

-- The Scrive documents made for our orders (worker/adapters/signing/scrive-documents.ts), by
-- order id, as Scrive answered them: asked again for the same order, the adapter answers the
-- document it made instead of starting a second one at Scrive.
CREATE TABLE IF NOT EXISTS scrive_document (
  order_id TEXT PRIMARY KEY,
  document_json TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- What each application's attachments hold (worker/adapters/attachments/embedded.ts), by its R2
-- prefix: R2 has no atomic counter, and a list-then-put check lets concurrent uploads all pass it,
-- so one upsert adds a file only while both bounds hold. `updated_at` is the last upload, by which
-- the scheduled clean-up finds outlived applications.
CREATE TABLE IF NOT EXISTS attachment_space (
  prefix TEXT PRIMARY KEY,
  files INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
