-- A career statistics file as version 2 of the schema wrote it
-- (docs/STATISTICS.md): version 1's tables with its two games, their slaps
-- and one miss, the columns and tables version 2 added (a daily deal's game,
-- a misslap's nearest pattern, a practice drill). Statements end with ";"
-- at the end of a line.
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
ALTER TABLE games ADD COLUMN daily TEXT;
ALTER TABLE slaps ADD COLUMN near TEXT;
CREATE TABLE practice (
 id INTEGER PRIMARY KEY,
 started_at TEXT NOT NULL,
 drill TEXT NOT NULL,
 pace_ms INTEGER NOT NULL);
CREATE TABLE practice_slaps (
 id INTEGER PRIMARY KEY,
 practice_id INTEGER NOT NULL REFERENCES practice(id) ON DELETE CASCADE,
 at_ms INTEGER NOT NULL,
 patterns TEXT NOT NULL DEFAULT '',
 outcome TEXT NOT NULL CHECK (outcome IN ('hit', 'false', 'missed')),
 reaction_ms INTEGER,
 near TEXT);
CREATE INDEX practice_slaps_practice ON practice_slaps(practice_id);
INSERT INTO games (id, started_at, ended_at, preset, rules, seats, deal, result, winner, place, duration_ms,
 instance) VALUES (1, '2026-11-20T18:00:00.000Z', '2026-11-20T18:04:10.500Z', 'house', '{"jokers":0}',
 '[{"name":"You","person":true},{"name":"Ann","level":"normal"}]', '18446744073709551615', 'won', 0, 1, 250500, 'a1');
INSERT INTO games (id, started_at, ended_at, preset, rules, seats, deal, result, winner, place, duration_ms,
 instance) VALUES (2, '2026-11-21T09:30:00.000Z', NULL, 'slaps', '{"jokers":2}',
 '[{"name":"Kim","person":true},{"name":"Bea","level":"expert"},{"name":"Cal","level":"easy"}]', '42', 'playing',
 NULL, NULL, NULL, 'b2');
INSERT INTO slaps VALUES (1, 1, 1200, 0, 1, NULL, 412, 1, 'double', NULL, NULL);
INSERT INTO slaps VALUES (2, 1, 5300, 1, 0, 'normal', 380, 1, 'double,sandwich', NULL, NULL);
INSERT INTO slaps VALUES (3, 1, 7000, 0, 1, NULL, 250, 0, '', NULL, 'double');
INSERT INTO slaps VALUES (4, 2, 900, 2, 0, 'easy', 600, 1, '', 'stick', NULL);
INSERT INTO missed VALUES (1, 1, 5000, 'double,sandwich', NULL, 1, 380, 95);
INSERT INTO games (id, started_at, ended_at, preset, rules, seats, deal, daily, result, winner, place,
 duration_ms, instance) VALUES (3, '2026-11-22T07:00:00.000Z', '2026-11-22T07:05:00.000Z', 'house', '{"jokers":0}',
 '[{"name":"You","person":true},{"name":"Ann","level":"normal"}]', '20261122', '2026-11-22', 'lost', 1, 2, 300000,
 'c3');
INSERT INTO practice VALUES (1, '2026-11-22T08:00:00.000Z', 'pace', 450);
INSERT INTO practice_slaps VALUES (1, 1, 1000, 'double', 'hit', 390, NULL);
INSERT INTO practice_slaps VALUES (2, 1, 2000, '', 'false', 300, 'sandwich');
PRAGMA user_version = 2;
