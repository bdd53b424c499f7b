import { escapeHtml, htmlPage, messagePage } from '../../lib/html-page';
import type { JoinCheck } from './service';

type Refusal = Extract<JoinCheck, { ok: false }>;

/** "06:00 PM" in the person's time zone (SPEC §9 hh:mm A). */
function clockTime(at: Date, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-US', {
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
      timeZone: zone,
    })
      .format(at)
      // ICU puts a narrow no-break space before AM/PM; the product writes a plain one.
      .replace(/\s/g, ' ');
  try {
    return format(timeZone);
  } catch {
    return format('Asia/Kolkata');
  }
}

/** A calm explanation and one way back; never a stack trace or JSON. */
export function refusalPage(refusal: Refusal): { status: number; html: string } {
  const back = { label: 'Back to Kaizen', href: refusal.redirectUrl };
  switch (refusal.reason) {
    case 'too-early': {
      const opens = clockTime(refusal.opensAt ?? new Date(0), refusal.timeZone ?? 'Asia/Kolkata');
      return {
        status: 403,
        html: messagePage({
          title: 'Your session has not opened yet',
          text: `Your session opens at ${opens} — 10 minutes before the start. Come back then.`,
          action: back,
        }),
      };
    }
    case 'expired':
      return {
        status: 410,
        html: messagePage({
          title: 'This session link has expired',
          text: 'This session has ended. If you think this is a mistake, open your sessions in Kaizen and try again.',
          action: back,
        }),
      };
    case 'invalid':
      return {
        status: 403,
        html: messagePage({
          title: 'This session link is not valid',
          text: 'The link may be incomplete or changed. Open your session again from Kaizen.',
          action: back,
        }),
      };
    case 'signed-out':
      return {
        status: 403,
        html: messagePage({
          title: 'This session link was signed out',
          text: 'The device that opened it was signed out, or the password was changed. Sign in to Kaizen and open your session again.',
          action: back,
        }),
      };
    case 'malformed':
      return {
        status: 400,
        html: messagePage({
          title: 'This session link is not valid',
          text: 'The link is incomplete. Open your session again from Kaizen.',
          action: back,
        }),
      };
  }
}

/** The session itself: the provider's room in a frame, and a way out. */
export function sessionPage(roomUrl: string, leaveUrl: string): string {
  return htmlPage(
    'Your session',
    `<header class="session-bar">
<h1>Your session</h1>
<a class="button button-secondary" href="${escapeHtml(leaveUrl)}">Leave session</a>
</header>
<iframe class="session-frame" title="Video session" src="${escapeHtml(roomUrl)}" allow="camera; microphone; fullscreen; display-capture; autoplay"></iframe>`,
    'session',
  );
}
