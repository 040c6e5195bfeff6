/*
 * Wordloom's two note types, with fixed ids so a re-import finds them again. Named after Wordloom, not
 * "Basic"/"Cloze": Anki gives its built-in types ids of its own, and a package's "Basic" with another id
 * would come in as "Basic-1a2b3".
 */
const CSS = `.card { font-family: system-ui, "PingFang SC", "Microsoft YaHei", sans-serif; font-size: 22px;
  text-align: center; color: #1a1b1e; background-color: #fff; }
.nightMode.card, .night_mode .card { color: #e9ecef; background-color: #1a1b1e; }
.cloze { font-weight: bold; color: #1c7ed6; }
.phonetic { color: #868e96; }
.source { margin-top: 12px; font-size: 16px; color: #868e96; }`;

export interface NoteType {
  id: number;
  name: string;
  /** 0 standard, 1 cloze. */
  type: 0 | 1;
  fields: readonly string[];
  /** The field the browser sorts and searches by (`sfld`). */
  sortField: number;
  front: string;
  back: string;
}

export const BASIC_NOTE: NoteType = {
  id: 1_733_000_000_101,
  name: 'Wordloom Basic',
  type: 0,
  fields: ['Word', 'Chinese', 'Phonetic', 'Definition', 'Sentence'],
  sortField: 0,
  front: '{{Word}}',
  back:
    '{{FrontSide}}<hr id=answer><div class=phonetic>{{Phonetic}}</div><div>{{Chinese}}</div>' +
    '{{#Definition}}<div>{{Definition}}</div>{{/Definition}}{{#Sentence}}<div class=source>{{Sentence}}</div>{{/Sentence}}',
};

export const CLOZE_NOTE: NoteType = {
  id: 1_733_000_000_102,
  name: 'Wordloom Cloze',
  type: 1,
  fields: ['Text', 'Chinese', 'Word', 'Phonetic', 'Source'],
  sortField: 2,
  front: '{{cloze:Text}}',
  back:
    '{{cloze:Text}}<hr id=answer><div>{{Word}} <span class=phonetic>{{Phonetic}}</span></div>' +
    '<div>{{Chinese}}</div>{{#Source}}<div class=source>{{Source}}</div>{{/Source}}',
};

/** `models` of the collection: each note type as Anki stores it. */
export function noteTypesJson(modSeconds: number, deckId: number): string {
  const types = [BASIC_NOTE, CLOZE_NOTE].map((note) => [
    String(note.id),
    {
      id: note.id,
      name: note.name,
      type: note.type,
      mod: modSeconds,
      usn: -1,
      sortf: note.sortField,
      did: deckId,
      tags: [],
      vers: [],
      css: CSS,
      latexPre: '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\begin{document}\n',
      latexPost: '\\end{document}',
      latexsvg: false,
      // The first field is what a card needs to have a front (Anki recomputes this on import).
      req: [[0, note.type === 1 ? 'any' : 'all', [0]]],
      flds: note.fields.map((name, ord) => ({
        name,
        ord,
        sticky: false,
        rtl: false,
        font: 'Arial',
        size: 20,
        media: [],
      })),
      tmpls: [
        {
          name: note.type === 1 ? 'Cloze' : 'Card 1',
          ord: 0,
          qfmt: note.front,
          afmt: note.back,
          bqfmt: '',
          bafmt: '',
          did: null,
          bfont: '',
          bsize: 0,
        },
      ],
    },
  ]);
  return JSON.stringify(Object.fromEntries(types));
}
