import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

/*
 * The repository's own lint config, run on a snippet as if it were a file of the repository: tests of the
 * house rules (transactions, feature boundaries) use it, so a rule cannot quietly disappear.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** `ruleId: message` of every problem ESLint finds in `code` as the file at `filePath` (from the repo root). */
export async function lintMessages(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}
