import { accounts } from './001-accounts';
import { words } from './002-words';
import { generationsAndChecks } from './003-generations-and-checks';
import { communityStatistics } from './004-community-statistics';
import { apiKeys } from './005-api-keys';
import { learningLoop } from './006-learning-loop';
import { wordPartsOfSpeech } from './007-word-parts-of-speech';
import { unknownWords } from './008-unknown-words';
import { reviewIds } from './009-review-ids';
import { reviewUndo } from './010-review-undo';
import { publishedItems } from './011-published-items';
import { wordBooksAndPlans } from './012-word-books-and-plans';
import { practice } from './013-practice';
import { leeches } from './014-leeches';
import { scheduleAndReminders } from './015-schedule-and-reminders';
import { drillCounts } from './016-drill-counts';
import type { AppMigration } from './types';

/*
 * The explicit, ordered list of migrations (names sort in order of application). Append only:
 * a migration that has run on someone's database is never edited.
 */
export const migrations: Record<string, AppMigration> = {
  '001-accounts': accounts,
  '002-words': words,
  '003-generations-and-checks': generationsAndChecks,
  '004-community-statistics': communityStatistics,
  '005-api-keys': apiKeys,
  '006-learning-loop': learningLoop,
  '007-word-parts-of-speech': wordPartsOfSpeech,
  '008-unknown-words': unknownWords,
  '009-review-ids': reviewIds,
  '010-review-undo': reviewUndo,
  '011-published-items': publishedItems,
  '012-word-books-and-plans': wordBooksAndPlans,
  '013-practice': practice,
  '014-leeches': leeches,
  '015-schedule-and-reminders': scheduleAndReminders,
  '016-drill-counts': drillCounts,
};

export type { AppMigration, Dialect } from './types';
