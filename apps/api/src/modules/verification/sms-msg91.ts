import { UndeliverableError } from '../outbox/service';

// The Indian SMS gateway adapter (issue 15): MSG91's Flow API (POST {base}/api/v5/flow/, header
// `authkey`), used when SMS_PROVIDER=msg91; otherwise texts stay in the outbox. Indian texts
// must match a DLT-registered template: MSG91_TEMPLATE_ID names the MSG91 template created with
// that DLT template id and the approved wording, whose one variable ##otp## is the code. The auth
// key goes in a header only and never into a log line or an error message.

const MSG91_DEFAULT_BASE_URL = 'https://control.msg91.com';
const SMS_TIMEOUT_MS = 10_000;
/** Tries per text, the first included; only 5xx, timeouts and network failures are retried. */
export const SMS_MAX_ATTEMPTS = 3;
const SMS_RETRY_BASE_MS = 500;

interface Msg91Settings {
  authKey: string;
  templateId: string;
  /** The DLT-registered six-character sender id, when the template does not fix one. */
  sender?: string | undefined;
  baseUrl?: string | undefined;
}

/** A text the gateway refused (4xx) or a number that is not one: sending again cannot help. */
export class SmsRejectedError extends UndeliverableError {}

/** SPEC §9: a phone number is 10 digits, India by default; others must come as +{country}... */
export function toE164(phone: string): string | null {
  const compact = phone.replace(/[\s()-]/g, '');
  if (/^[6-9]\d{9}$/.test(compact)) return `+91${compact}`;
  if (/^(?:91|0)[6-9]\d{9}$/.test(compact)) return `+91${compact.slice(-10)}`;
  if (/^\+[1-9]\d{7,14}$/.test(compact)) return compact;
  return null;
}

export interface SmsGateway {
  /** Sends the code; throws SmsRejectedError (not to retry) or Error (retry later). */
  sendCode(to: string, code: string): Promise<void>;
}

export function createMsg91Gateway(
  settings: Msg91Settings,
  options: { fetch?: typeof fetch; sleep?: (ms: number) => Promise<void> } = {},
): SmsGateway {
  const url = `${(settings.baseUrl ?? MSG91_DEFAULT_BASE_URL).replace(/\/+$/, '')}/api/v5/flow/`;
  const send = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms) => new Promise<void>((done) => setTimeout(done, ms)));

  const attempt = async (body: string): Promise<'sent' | 'retry'> => {
    let response: Response;
    try {
      response = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authkey: settings.authKey },
        body,
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
    } catch {
      return 'retry';
    }
    if (response.ok) return 'sent';
    if (response.status >= 500) return 'retry';
    throw new SmsRejectedError(`the SMS gateway refused the text (${response.status})`);
  };

  return {
    async sendCode(to, code) {
      const e164 = toE164(to);
      if (!e164) throw new SmsRejectedError('the recipient is not a phone number');
      const body = JSON.stringify({
        template_id: settings.templateId,
        ...(settings.sender ? { sender: settings.sender } : {}),
        short_url: '0',
        // MSG91 takes the international number without its plus sign.
        recipients: [{ mobiles: e164.slice(1), otp: code }],
      });
      for (let tries = 1; ; tries++) {
        if ((await attempt(body)) === 'sent') return;
        if (tries >= SMS_MAX_ATTEMPTS) throw new Error('the SMS gateway did not answer');
        await sleep(SMS_RETRY_BASE_MS * 2 ** (tries - 1));
      }
    },
  };
}
