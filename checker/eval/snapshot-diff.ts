/*
 * tsx checker/eval/snapshot-diff.ts before.jsonl after.jsonl
 *
 * What a change did to the snapshot's answers (snapshot.ts), line by line: English answers that changed, and
 * bilingual answers whose change is only in their explanation texts (a rewritten Chinese explanation) or goes
 * further. Prints the counts as one JSON line, then the sentences whose corrections changed.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface SnapshotLine {
  sentence: string;
  grammarLanguage: string;
  check: { correctedSentence: string; explanation: string; issues: { explanation: string }[] };
}

export interface SnapshotDiff {
  same: number;
  englishChanged: number;
  explanationsOnly: number;
  bilingualChanged: number;
  /** The sentences whose answer changed beyond explanations: before's and after's corrections. */
  changed: { sentence: string; before: string; after: string }[];
}

/** A bilingual answer without its explanation texts. */
function withoutExplanations(line: SnapshotLine): string {
  const { explanation: _summary, issues, ...check } = line.check;
  return JSON.stringify({
    ...line,
    check: { ...check, issues: issues.map(({ explanation: _e, ...issue }) => issue) },
  });
}

export function diffSnapshots(before: readonly string[], after: readonly string[]): SnapshotDiff {
  if (before.length !== after.length) throw new Error(`${before.length} lines before, ${after.length} after`);
  const diff: SnapshotDiff = {
    same: 0,
    englishChanged: 0,
    explanationsOnly: 0,
    bilingualChanged: 0,
    changed: [],
  };
  before.forEach((text, index) => {
    if (text === after[index]) {
      diff.same += 1;
      return;
    }
    const [old, now] = [JSON.parse(text) as SnapshotLine, JSON.parse(after[index]!) as SnapshotLine];
    if (old.grammarLanguage !== 'english' && withoutExplanations(old) === withoutExplanations(now)) {
      diff.explanationsOnly += 1;
      return;
    }
    if (old.grammarLanguage === 'english') diff.englishChanged += 1;
    else diff.bilingualChanged += 1;
    diff.changed.push({
      sentence: old.sentence,
      before: old.check.correctedSentence,
      after: now.check.correctedSentence,
    });
  });
  return diff;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [before, after] = process.argv
    .slice(2, 4)
    .map((file) => readFileSync(file, 'utf8').trim().split('\n'));
  const { changed, ...counts } = diffSnapshots(before!, after!);
  console.log(JSON.stringify(counts));
  for (const { sentence, before: old, after: now } of changed)
    console.log(`${sentence}\n  < ${old}\n  > ${now}`);
}
