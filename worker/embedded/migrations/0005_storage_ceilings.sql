-- The daily counts of the storage and call ceilings (worker/ceilings/, issue 48). Every row is
-- of one UTC day (days since the epoch) and the scheduled clean-up deletes the rows of days that
-- have ended (docs/privacy.md).

-- A random key per UTC day for the keyed hash of a client's network (its IPv4 address or IPv6
-- /64): the counts below never hold an address. Once a day's key is deleted, its hashes can no
-- longer be matched to any address, not even by someone who holds the database.
CREATE TABLE IF NOT EXISTS client_day_key (
  day INTEGER PRIMARY KEY,
  key_hex TEXT NOT NULL CHECK (length(key_hex) = 64)
);

-- What one client stored in one UTC day, by kind: shares created, attachment spaces opened,
-- attachment bytes uploaded. `client_hash` is HMAC-SHA256 of the client's network under the
-- day's key.
CREATE TABLE IF NOT EXISTS client_day_usage (
  kind TEXT NOT NULL CHECK (kind IN ('share', 'attachment_space', 'attachment_bytes')),
  day INTEGER NOT NULL,
  client_hash TEXT NOT NULL CHECK (length(client_hash) = 64),
  amount INTEGER NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (kind, day, client_hash)
);

-- How often each call that stores or bills ran in one UTC day, all clients together.
CREATE TABLE IF NOT EXISTS call_ceiling (
  call TEXT NOT NULL,
  day INTEGER NOT NULL,
  calls INTEGER NOT NULL CHECK (calls >= 0),
  PRIMARY KEY (call, day)
);
