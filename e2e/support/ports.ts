/** Fixed loopback ports of the end-to-end stack (kept apart from the dev server's 3000). */
export const E2E_APP_PORT = 3100;
export const E2E_SMTP_PORT = 2526;
export const E2E_MAILBOX_PORT = 3126;
/** The scripted OpenAI-compatible provider the server calls, and where specs script its answers. */
export const E2E_AI_PORT = 3127;
export const E2E_AI_CONTROL_PORT = 3128;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_APP_PORT}`;
