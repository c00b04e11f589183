-- A career statistics file as version 1 of the schema wrote it
-- (docs/STATISTICS.md): two games, their slaps and one miss. Statements
-- end with ";" at the end of a line.
CREATE TABLE games (
 id INTEGER PRIMARY KEY,
 started_at TEXT NOT NULL,
 ended_at TEXT,
 preset TEXT NOT NULL,
 rules TEXT NOT NULL,
 seats TEXT NOT NULL,
 deal TEXT NOT NULL,
 result TEXT NOT NULL DEFAULT 'playing'
  CHECK (result IN ('playing', 'won', 'lost', 'draw', 'abandoned')),
 winner INTEGER,
 place INTEGER,
 duration_ms INTEGER,
 instance TEXT);
CREATE TABLE slaps (
 id INTEGER PRIMARY KEY,
 game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
 at_ms INTEGER NOT NULL,
 seat INTEGER NOT NULL,
 person INTEGER NOT NULL,
 level TEXT,
 reaction_ms INTEGER,
 valid INTEGER NOT NULL,
 patterns TEXT NOT NULL DEFAULT '',
 call TEXT);
CREATE INDEX slaps_game ON slaps(game_id);
CREATE TABLE missed (
 id INTEGER PRIMARY KEY,
 game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
 at_ms INTEGER NOT NULL,
 patterns TEXT NOT NULL DEFAULT '',
 call TEXT,
 taken_by INTEGER,
 taken_ms INTEGER,
 late_ms INTEGER);
CREATE INDEX missed_game ON missed(game_id);
INSERT INTO games VALUES (1, '2026-11-20T18:00:00.000Z', '2026-11-20T18:04:10.500Z', 'house', '{"jokers":0}',
 '[{"name":"You","person":true},{"name":"Ann","level":"normal"}]', '18446744073709551615', 'won', 0, 1, 250500, 'a1');
INSERT INTO games VALUES (2, '2026-11-21T09:30:00.000Z', NULL, 'slaps', '{"jokers":2}',
 '[{"name":"Kim","person":true},{"name":"Bea","level":"expert"},{"name":"Cal","level":"easy"}]', '42', 'playing',
 NULL, NULL, NULL, 'b2');
INSERT INTO slaps VALUES (1, 1, 1200, 0, 1, NULL, 412, 1, 'double', NULL);
INSERT INTO slaps VALUES (2, 1, 5300, 1, 0, 'normal', 380, 1, 'double,sandwich', NULL);
INSERT INTO slaps VALUES (3, 1, 7000, 0, 1, NULL, 250, 0, '', NULL);
INSERT INTO slaps VALUES (4, 2, 900, 2, 0, 'easy', 600, 1, '', 'stick');
INSERT INTO missed VALUES (1, 1, 5000, 'double,sandwich', NULL, 1, 380, 95);
PRAGMA user_version = 1;
