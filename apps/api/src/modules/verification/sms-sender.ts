import type { Config } from '../../config';
import { UndeliverableError, type TextSender } from '../outbox/service';
import { codeOfText } from './messages';
import { createMsg91Gateway, type SmsGateway } from './sms-msg91';

/** The outbox's text sender for SMS_PROVIDER (null for `outbox`: texts stay stored). */
export function textSenderFor(config: Config, gateway?: SmsGateway): TextSender | null {
  if (config.SMS_PROVIDER !== 'msg91') return null;
  const msg91 =
    gateway ??
    createMsg91Gateway({
      authKey: config.MSG91_AUTH_KEY ?? '',
      templateId: config.MSG91_TEMPLATE_ID ?? '',
      sender: config.MSG91_SENDER,
      baseUrl: config.MSG91_BASE_URL,
    });
  return async ({ recipient, body }) => {
    const code = codeOfText(body);
    // The DLT template takes a code only: any other text cannot be sent through it.
    if (!code) throw new UndeliverableError('the text is not a code the SMS template can carry');
    await msg91.sendCode(recipient, code);
  };
}
