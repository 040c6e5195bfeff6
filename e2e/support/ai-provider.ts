/*
 * The AI side of the end-to-end stack: the scripted OpenAI-compatible provider (a test double from
 * server/src/test) that the server is pointed at, plus a tiny loopback control endpoint so a spec can
 * queue the provider's next answers (a broken reply to force a retry, a slow one to cancel).
 */
import { createServer } from 'node:http';
import { startScriptedProvider, type ScriptedAnswer } from '../../server/src/test/ai-provider';
import { E2E_AI_CONTROL_PORT, E2E_AI_PORT } from './ports';

export const E2E_AI_MODELS = ['scripted-model', 'scripted-thinker'];

export async function startAiProvider() {
  const provider = await startScriptedProvider({ port: E2E_AI_PORT, models: E2E_AI_MODELS });
  const control = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/enqueue') {
        provider.enqueue(...(JSON.parse(raw) as ScriptedAnswer[]));
      } else if (request.method === 'POST' && request.url === '/reset') {
        provider.reset();
      } else {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(204).end();
    });
  });
  control.listen(E2E_AI_CONTROL_PORT, '127.0.0.1');
  return {
    baseUrl: provider.baseUrl,
    close: async () => {
      control.close();
      await provider.close();
    },
  };
}
