import { parseArgs } from 'node:util';
import { startScriptedProvider } from './ai-provider';

/*
 * A TEST DOUBLE for the e2e suite, never for real use: serves the scripted OpenAI-compatible provider
 * with its default script (generations use the requested words; checks fix 'go' -> 'goes').
 *
 *   tsx server/src/test/ai-provider-cli.ts --port 4010
 *   AI_PROVIDER=openai-compatible AI_BASE_URL=http://127.0.0.1:4010/v1 npm start
 */

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    models: { type: 'string', default: 'scripted-model,scripted-thinker' },
  },
});

const provider = await startScriptedProvider({
  port: Number(values.port),
  host: values.host,
  models: values.models
    .split(',')
    .map((model) => model.trim())
    .filter(Boolean),
});
console.log(`Scripted AI provider (test double) at ${provider.baseUrl}`);

const stop = () => void provider.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
