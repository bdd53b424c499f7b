import { E2E_PORT } from './playwright.config';
import { demoTherapistProviderUuid, sessionDateLabel, setServerClock } from './support/bookings';
import { expect, test } from './support/fixtures';
import { latestEmailTo } from './support/outbox';
import { saveScreenshots } from './support/screenshots';
import { DEMO_ORG_ADMIN, DEMO_PASSWORD, logIn, newUser, submitSignUp } from './support/users';

// Issue 10 "Done when", as one person lives it: Acme's administrator invites a new colleague
// from the console; the colleague opens the emailed link on Acme's own address, signs up there,
// books a session Acme covers (no payment asked), finds it on their home and joins it when the
// window opens. The other specs check each step's details; this one checks they connect.

test.use({ timezoneId: 'Asia/Kolkata' });
test.describe.configure({ timeout: 180_000 });

const ACME = `http://acme.localhost:${E2E_PORT}`;
const MINUTE = 60_000;
const at = (instant: string, minutes: number) => new Date(Date.parse(instant) + minutes * MINUTE);
/** The invitation's path and query, opened on Acme's subdomain whatever host the email names. */
const invitationOnAcme = (text: string) => {
  const url = new URL(text.match(/https?:\/\/\S+\/org\/join\?\S+/)?.[0] ?? '');
  return `${ACME}${url.pathname}${url.search}`;
};

test.afterEach(async ({ request }) => {
  await setServerClock(request, new Date());
});

test('an invited colleague signs up on the organisation address, books a covered session and joins it', async ({
  page,
  browser,
  request,
}) => {
  // The administrator invites one address from the console.
  const colleague = newUser();
  await logIn(page, DEMO_ORG_ADMIN, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Priya');
  await page.goto('/org-admin');
  const invite = page.getByRole('form', { name: 'Invite members' });
  await invite.getByLabel('Email addresses').fill(colleague.email);
  await invite.getByRole('button', { name: 'Send invitations' }).click();
  await expect(invite.getByRole('status')).toHaveText('1 invitation sent.');

  // The colleague, in their own browser, on Acme's address.
  const mail = await latestEmailTo(request, colleague.email);
  expect(mail.subject).toBe('Acme Corp invites you to Kaizen');
  const context = await browser.newContext({ timezoneId: 'Asia/Kolkata' });
  const member = await context.newPage();
  await member.goto(invitationOnAcme(mail.text));
  await member.getByRole('link', { name: 'Create an account' }).click();
  await expect(member).toHaveURL(new RegExp(`^${ACME}/auth/sign-up/`));
  await submitSignUp(member, colleague);
  await expect(member.getByText('You are now a member of Acme Corp.')).toBeVisible();
  await member.getByRole('link', { name: 'See what your organisation offers you' }).click();
  await expect(member).toHaveURL(`${ACME}/org/dashboard`);
  await expect(
    member.getByRole('region', { name: 'Sessions left this year' }).getByText(/^6 of 6 /),
  ).toBeVisible();
  // The invitation was the proof: a verified organisation account (SPEC §6), not "not verified".
  await expect(member.getByText('Verified organisation account')).toBeVisible();
  await expect(member.getByText('Not verified yet')).toHaveCount(0);

  // A video session Acme covers: the review asks for no payment.
  const provider = await demoTherapistProviderUuid(request);
  await member.goto(`${ACME}/therapy-psychiatry/booking/${provider}?kind=tele&step=1`);
  await member.locator('.slot-times').getByRole('radio').first().check();
  await expect(member).toHaveURL(/start=/);
  const start = new URL(member.url()).searchParams.get('start') ?? '';
  await member.getByRole('button', { name: 'Continue' }).click();
  await expect(
    member.getByRole('region', { name: 'Covered by Acme Corp · 5 of 6 left this year' }),
  ).toContainText('Nothing to pay');
  await expect(member.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await member.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(member.getByRole('heading', { name: 'Your session is booked' })).toBeVisible();

  // On their home, 9 minutes before the start (both clocks), Join is open and opens the room.
  await setServerClock(request, at(start, -9));
  await member.clock.install({ time: at(start, -9) });
  await member.goto(`${ACME}/`);
  await expect(member).toHaveURL(`${ACME}/org/dashboard`);
  const item = member
    .getByRole('region', { name: 'Upcoming sessions' })
    .getByRole('listitem')
    .filter({ hasText: await sessionDateLabel(member, start) });
  const join = item.getByRole('button', { name: 'Join session' });
  await expect(join).toBeEnabled();
  await saveScreenshots(member, 'member-journey-join', () => expect(join).toBeEnabled());
  await member.route('https://meet.jit.si/**', (route) => route.abort());
  await join.click();
  // The session host is its own address (SESSION_HOST_URL, the server's PUBLIC_URL by default);
  // its way back leads to Acme's address, where the member came from.
  await expect(member).toHaveURL(
    new RegExp(`^http://localhost:${E2E_PORT}/session/[\\w-]+/[\\w%-]+/website\\?fromPWA=true$`),
  );
  const payload = decodeURIComponent(member.url().split('/')[5] ?? '');
  expect(JSON.parse(Buffer.from(payload, 'base64').toString())).toMatchObject({
    redirectUrl: `${ACME}/`,
  });
  await expect(member.locator('iframe')).toHaveAttribute('src', /^https:\/\/meet\.jit\.si\//);
  await context.close();
});
