import { answerSchemaOf } from '@contract';

/** Throws when an answer is not what the contract's schema for the call says (a drift, made loud). */
export function checkAnswer(method: string, path: string, answer: unknown): void {
  const schema = answerSchemaOf(method, path);
  if (!schema) {
    console.warn(`No contract schema for ${method} ${path}: add it to contract/api-answers.ts`);
    return;
  }
  const result = schema.safeParse(answer);
  if (!result.success) {
    throw new Error(
      `The answer of ${method} ${path} does not match the contract:\n${result.error.issues
        .map((issue) => `  ${issue.path.join('.') || '(answer)'}: ${issue.message}`)
        .join('\n')}`,
    );
  }
}
