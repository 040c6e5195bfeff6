import type { ScriptedAnswer } from '../../server/src/test/ai-provider';
import { E2E_AI_CONTROL_PORT } from './ports';

const control = `http://127.0.0.1:${E2E_AI_CONTROL_PORT}`;

/**
 * Queues the scripted provider's next answers, in order; once they are used up it answers from the
 * prompt again (a sentence with the requested words; a check that fixes 'go' -> 'goes').
 */
export async function scriptAi(...answers: ScriptedAnswer[]): Promise<void> {
  const response = await fetch(`${control}/enqueue`, { method: 'POST', body: JSON.stringify(answers) });
  if (!response.ok) throw new Error(`scripting the AI failed: ${response.status}`);
}

/** Forgets answers a previous spec queued but did not use. */
export async function resetAi(): Promise<void> {
  await fetch(`${control}/reset`, { method: 'POST' });
}

export { checkJson, generationJson } from '../../server/src/test/ai-provider';
