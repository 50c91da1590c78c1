-- Content of the embedded content service (pages, courses, programmes, inspiration articles,
-- their events, menus, search options and video colours). Columns exist for what queries filter
-- or join on; everything else of an item is its JSON document in data_json, parsed with the
-- shared zod schemas when read. Derived parts (translation link, events, child pages) are not
-- stored in data_json: they are read from the other rows so that they cannot go stale.

CREATE TABLE IF NOT EXISTS content_item (
  id INTEGER PRIMARY KEY,                       -- the post id of this language version
  type TEXT NOT NULL CHECK (type IN ('page', 'course', 'programme', 'inspiration')),
  language TEXT NOT NULL CHECK (language IN ('sv', 'en')),
  slug TEXT NOT NULL,
  parent_slug TEXT NOT NULL DEFAULT '',         -- '' for a top-level item (NULLs would not be unique)
  translation_key TEXT NOT NULL,                -- shared by the language versions of one item
  template TEXT NOT NULL DEFAULT 'default' CHECK (template IN ('home', 'default')),
  published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  show_in_search INTEGER NOT NULL DEFAULT 1 CHECK (show_in_search IN (0, 1)),
  is_new INTEGER NOT NULL DEFAULT 0 CHECK (is_new IN (0, 1)),
  document_id INTEGER,
  category TEXT CHECK (category IN ('swedish-academic', 'business-school', 'english-academic')),
  department TEXT CHECK (department IN ('course', 'programme')),
  topic TEXT,
  educational_form TEXT,
  mux_playback_id TEXT,
  title TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  data_json TEXT NOT NULL CHECK (json_valid(data_json)),
  UNIQUE (language, type, parent_slug, slug),
  UNIQUE (translation_key, language)
);

CREATE INDEX IF NOT EXISTS content_item_by_type ON content_item (type, language, published);

-- A course, programme or article is looked up by its slug alone (it has no parent): this index
-- finds its row at once instead of reading every item of its type and language.
CREATE INDEX IF NOT EXISTS content_item_by_slug ON content_item (type, language, slug, published);

-- The articles of a language, newest first, in index order: the list reads only the rows it
-- returns (its LIMIT), not every article with its JSON parsed and sorted. Publication is checked
-- per row, so staff (who also see unpublished articles) read the same index. The expression must
-- stay exactly the one ContentStore.inspirations orders by.
CREATE INDEX IF NOT EXISTS content_item_by_published_date
  ON content_item (type, language, json_extract(data_json, '$.publishedDate') DESC, id);

-- One row per event, shared by both language versions of its course or programme.
CREATE TABLE IF NOT EXISTS content_event (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('courseEvent', 'programmeEvent')),
  translation_key TEXT NOT NULL,                -- the item the event belongs to
  document_id INTEGER NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('swedish-academic', 'business-school', 'english-academic')),
  start_date TEXT NOT NULL,                     -- YYYY-MM-DD
  end_date TEXT NOT NULL,                       -- YYYY-MM-DD
  location TEXT NOT NULL CHECK (location IN ('Stockholm', 'Göteborg', 'Malmö', 'Alicante', 'Distans')),
  pace_sv TEXT NOT NULL,
  pace_en TEXT NOT NULL,
  seats INTEGER NOT NULL CHECK (seats >= 0),
  prices_json TEXT NOT NULL CHECK (json_valid(prices_json)),  -- [{ "currency": "sek", "amount": 14900 }]
  vat_percentage REAL NOT NULL,
  cancelled INTEGER NOT NULL DEFAULT 0 CHECK (cancelled IN (0, 1)),
  CHECK (end_date >= start_date)
);

CREATE INDEX IF NOT EXISTS content_event_by_item ON content_event (translation_key, start_date);

-- The main menu of a language: the JSON list of menu items.
CREATE TABLE IF NOT EXISTS content_menu (
  language TEXT PRIMARY KEY CHECK (language IN ('sv', 'en')),
  data_json TEXT NOT NULL CHECK (json_valid(data_json))
);

-- The languages the site is offered in, in selector order.
CREATE TABLE IF NOT EXISTS content_language (
  code TEXT PRIMARY KEY CHECK (code IN ('sv', 'en')),
  name TEXT NOT NULL,
  locale TEXT NOT NULL,
  position INTEGER NOT NULL
);

-- Explorer filter options per language, listed by position.
CREATE TABLE IF NOT EXISTS content_search_option (
  language TEXT NOT NULL CHECK (language IN ('sv', 'en')),
  kind TEXT NOT NULL CHECK (kind IN ('location', 'category', 'educational_form')),
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  icon TEXT,                                    -- categories only
  PRIMARY KEY (language, kind, position),
  UNIQUE (language, kind, name)
);

-- Background colour behind each video, for /api/content/mux-color/{playbackId}.
CREATE TABLE IF NOT EXISTS content_video (
  playback_id TEXT PRIMARY KEY,
  color TEXT NOT NULL
);

-- Bookkeeping of the embedded content service: `seed_day` is the day the seed was last loaded
-- (the worker reseeds when it is missing or from another day, so event dates stay current).
CREATE TABLE IF NOT EXISTS content_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
