import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../playwright.config';
import { expect } from './fixtures';

interface OutboxMessage {
  recipient: string;
  subject: string;
  text: string;
}

/**
 * The newest email sent to `recipient` (whose subject matches `subject`, when given), read from
 * the API's outbox (waits for it to arrive).
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
        `/api/admin/outbox?recipient=${encodeURIComponent(recipient)}`,
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
