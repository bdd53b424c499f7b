import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { emailedSignUpCode, latestEmailTo } from './outbox';

export const DEMO_PASSWORD = 'Kaizen@2026';
export const DEMO_PATIENT = 'demo@kaizen.health';
export const DEMO_THERAPIST = 'therapist@kaizen.health';
export const DEMO_ORG_MEMBER = 'member@acme.example';
export const DEMO_ORG_ADMIN = 'hr@acme.example';
/** Globex requires an authenticator code; Suraksha Insurance signs its customers in by CRN. */
export const DEMO_GLOBEX_MEMBER = 'member@globex.example';
export const DEMO_SURAKSHA_MEMBER = 'member@suraksha.example';
/** A care-first (CF) patient: online therapy only (SPEC §3 cf_booking_configs). */
export const DEMO_CF_MEMBER = 'cf@kaizen.health';
/** In therapy with a demo therapist who is not a clinician login: changes therapist. */
export const DEMO_SWITCH_PATIENT = 'switch@kaizen.health';
/** An Acme member with a CF clinician and no plan of her own: Acme's rule applies. */
export const DEMO_ORG_CF_MEMBER = 'cf@acme.example';

export interface NewUser {
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
  password: string;
}

let counter = 0;

/** A user no test has used: unique email and a valid, unique 10-digit mobile (SPEC §5). */
export function newUser(): NewUser {
  counter += 1;
  const stamp = `${Date.now()}${counter}${Math.floor(Math.random() * 1000)}`;
  return {
    firstname: 'Asha',
    lastname: 'Rao',
    email: `e2e-${stamp}@example.com`,
    mobile: `9${stamp.slice(-9).padStart(9, '0')}`,
    password: 'Calm-Waters-2026',
  };
}

/**
 * A prerendered form keeps its submit button disabled until the app has taken over the page:
 * typing before that would skip the fields' own handling (a mobile number's normalising).
 */
export async function waitForHydration(page: Page, submitLabel: string) {
  await expect(page.getByRole('button', { name: submitLabel, exact: true })).toBeEnabled();
}

export async function signUp(page: Page, user: NewUser = newUser()): Promise<NewUser> {
  await page.goto('/auth/sign-up/');
  await submitSignUp(page, user);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.firstname);
  await confirmSignUpMobile(page, user);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.firstname);
  return user;
}

/**
 * Sign-up leaves the mobile pending until the code texted to it is typed (issue 8): on the
 * profile page, with the code read from the outbox, as a person would.
 */
export async function confirmSignUpMobile(page: Page, user: NewUser) {
  await page.goto('/user');
  const form = page.getByRole('form', { name: 'Confirm your mobile number' });
  await expect(form).toContainText(`••••••${user.mobile.slice(-4)}`);
  const sms = await latestEmailTo(page.request, user.mobile);
  await form.getByLabel('Code from the SMS').fill(sms.text.match(/^(\d{6})/)?.[1] ?? '');
  await form.getByRole('button', { name: 'Confirm number' }).click();
  await expect(page.getByText(`+91 ${user.mobile}`)).toBeVisible();
}

/**
 * Fills and submits the sign-up form of the page already on /auth/sign-up/, then types the code
 * emailed to the address (read from the outbox), as a person would.
 */
export async function submitSignUp(page: Page, user: NewUser) {
  await submitSignUpDetails(page, user);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await enterSignUpCode(page, await emailedSignUpCode(page.request, user.email));
}

/** Types a code into the sign-up's code step and confirms it. */
export async function enterSignUpCode(page: Page, code: string) {
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Confirm and create account' }).click();
}

/** The sign-up's first step only: the details, submitted (the code step follows). */
export async function submitSignUpDetails(page: Page, user: NewUser) {
  await waitForHydration(page, 'Create account');
  await page.getByLabel('First name').fill(user.firstname);
  await page.getByLabel('Last name').fill(user.lastname);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Mobile number').fill(user.mobile);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByLabel('I accept the privacy policy').check();
  await page.getByLabel('I am 18 years of age or older').check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Fills and submits the login form of the page already on /auth/log-in/. */
export async function submitLogin(page: Page, login: string, password: string) {
  await waitForHydration(page, 'Log in');
  await page.getByLabel('Email or mobile number').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function logIn(page: Page, login: string, password: string) {
  await page.goto('/auth/log-in/');
  await submitLogin(page, login, password);
}
