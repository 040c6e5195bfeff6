/*
 * Loopback ports of the end-to-end stack (kept apart from the dev server's 3000). E2E_PORT_OFFSET
 * shifts them all, so two runs (say, a CI rehearsal beside a developer's run) do not collide.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const E2E_APP_PORT = 3100 + offset;
/** The same build on the built-in checker (AI_PROVIDER=offline), for the walks the platform AI would answer. */
export const E2E_OFFLINE_APP_PORT = 3101 + offset;
export const E2E_SMTP_PORT = 2526 + offset;
export const E2E_MAILBOX_PORT = 3126 + offset;
/** The scripted OpenAI-compatible provider the server calls, and where specs script its answers. */
export const E2E_AI_PORT = 3127 + offset;
export const E2E_AI_CONTROL_PORT = 3128 + offset;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_APP_PORT}`;
export const E2E_OFFLINE_BASE_URL = `http://127.0.0.1:${E2E_OFFLINE_APP_PORT}`;
