-- What an event sets for its own booking beyond its place and its category's rules: the places a
-- participant can take part at and the checkout's constraints (company customers only, personal
-- id numbers required). One row per event that sets any; an event without a row takes place where
-- content_event.location says, and sets no constraint. A table of its own rather than columns of
-- content_event, so that a database made before it gains it by this idempotent statement alone.

CREATE TABLE IF NOT EXISTS content_event_rule (
  event_id INTEGER PRIMARY KEY,                 -- content_event.id
  location_options_json TEXT NOT NULL CHECK (json_valid(location_options_json)),        -- ["Alicante", "Distans"]
  checkout_constraints_json TEXT NOT NULL CHECK (json_valid(checkout_constraints_json))  -- [{ "title": "company-only" }]
);
