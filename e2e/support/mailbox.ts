import { expect } from '@playwright/test';
import { E2E_MAILBOX_PORT } from './ports';

/** Waits for the latest mail the SMTP peer received for `to` and returns the 6-digit code in it. */
export async function readResetCode(to: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `http://127.0.0.1:${E2E_MAILBOX_PORT}/mails?to=${encodeURIComponent(to)}`,
        );
        if (!response.ok) return '';
        const mail = (await response.json()) as { raw: string };
        code = /verification code: (\d{6})/.exec(mail.raw)?.[1] ?? '';
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}
