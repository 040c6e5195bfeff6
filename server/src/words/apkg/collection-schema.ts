/*
 * The collection of an Anki package (collection.anki2, schema 11: what Anki 2.1 writes into a legacy .apkg
 * and every Anki version since imports). Tables and indexes as Anki creates them; `col` is one row holding
 * the note types, decks and deck options as JSON. See kerrickstaley/genanki (apkg_schema.py, apkg_col.py).
 */
export const COLLECTION_TABLES = `
CREATE TABLE col (
  id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null,
  conf text not null, models text not null, decks text not null, dconf text not null, tags text not null
);
CREATE TABLE notes (
  id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null,
  csum integer not null, flags integer not null, data text not null
);
CREATE TABLE cards (
  id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null,
  due integer not null, ivl integer not null, factor integer not null, reps integer not null,
  lapses integer not null, left integer not null, odue integer not null, odid integer not null,
  flags integer not null, data text not null
);
CREATE TABLE revlog (
  id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null,
  type integer not null
);
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
CREATE INDEX ix_notes_usn on notes (usn);
CREATE INDEX ix_cards_usn on cards (usn);
CREATE INDEX ix_revlog_usn on revlog (usn);
CREATE INDEX ix_cards_nid on cards (nid);
CREATE INDEX ix_cards_sched on cards (did, queue, due);
CREATE INDEX ix_revlog_cid on revlog (cid);
CREATE INDEX ix_notes_csum on notes (csum);
`;

/** The collection's schema version: Anki 2.1's legacy format. */
export const COLLECTION_VERSION = 11;

/** Anki's deck 1, "Default", which every collection has. */
const DEFAULT_DECK_ID = 1;

/** The deck the learner's words go into; a fixed id, so a re-import lands in the same deck. */
export const WORDLOOM_DECK = { id: 1_733_000_000_001, name: 'Wordloom' };

function deck(id: number, name: string, modSeconds: number) {
  return {
    id,
    name,
    desc: '',
    mod: modSeconds,
    usn: -1,
    collapsed: false,
    conf: 1,
    dyn: 0,
    extendNew: 10,
    extendRev: 50,
    newToday: [0, 0],
    revToday: [0, 0],
    lrnToday: [0, 0],
    timeToday: [0, 0],
  };
}

export function decksJson(modSeconds: number): string {
  return JSON.stringify({
    [DEFAULT_DECK_ID]: deck(DEFAULT_DECK_ID, 'Default', modSeconds),
    [WORDLOOM_DECK.id]: deck(WORDLOOM_DECK.id, WORDLOOM_DECK.name, modSeconds),
  });
}

/** Anki's default deck options (id 1), as a new collection has them. */
export const DECK_OPTIONS_JSON = JSON.stringify({
  1: {
    id: 1,
    name: 'Default',
    mod: 0,
    usn: 0,
    maxTaken: 60,
    autoplay: true,
    timer: 0,
    replayq: true,
    dyn: false,
    new: {
      bury: true,
      delays: [1, 10],
      initialFactor: 2500,
      ints: [1, 4, 7],
      order: 1,
      perDay: 20,
      separate: true,
    },
    lapse: { delays: [10], leechAction: 0, leechFails: 8, minInt: 1, mult: 0 },
    rev: { bury: true, ease4: 1.3, fuzz: 0.05, ivlFct: 1, maxIvl: 36500, minSpace: 1, perDay: 100 },
  },
});

export function collectionConfigJson(): string {
  return JSON.stringify({
    activeDecks: [WORDLOOM_DECK.id],
    curDeck: WORDLOOM_DECK.id,
    newSpread: 0,
    collapseTime: 1200,
    timeLim: 0,
    estTimes: true,
    dueCounts: true,
    curModel: null,
    nextPos: 1,
    sortType: 'noteFld',
    sortBackwards: false,
    addToCur: true,
  });
}
