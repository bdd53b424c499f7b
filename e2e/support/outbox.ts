import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_TOKEN, E2E_PORT } from '../playwright.config';
import { expect } from './fixtures';

interface OutboxMessage {
  recipient: string;
  template: string;
  subject: string;
  text: string;
}

/**
 * The newest email sent to `recipient` (whose subject matches `subject`, when given), read from
 * the API's outbox (waits for it to arrive). The address is absolute: a page's own context may
 * have no base URL.
 */
export async function latestEmailTo(
  request: APIRequestContext,
  recipient: string,
  subject?: RegExp,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(
        `http://localhost:${E2E_PORT}/api/admin/outbox?recipient=${encodeURIComponent(recipient)}`,
        {
          headers: { 'x-admin-token': E2E_ADMIN_TOKEN },
        },
      );
      expect(response.ok()).toBe(true);
      const body = (await response.json()) as { messages: OutboxMessage[] };
      found = body.messages.find((message) => !subject || subject.test(message.subject));
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`No email to ${recipient} about ${String(subject)}`);
  return found;
}

/** The 6-digit code of the newest sign-up email to `email`, as its reader would find it. */
export async function emailedSignUpCode(
  request: APIRequestContext,
  email: string,
): Promise<string> {
  const mail = await latestEmailTo(request, email.toLowerCase(), /^\d{6} is your Kaizen code$/);
  const code = mail.subject.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code in: ${mail.subject}`);
  return code;
}
