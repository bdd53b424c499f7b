// The web build's named chunks (vite.config.ts). Groups of our own files list them by path from
// the repository root, and chunk-groups.test.ts checks that each exists: a moved file would
// otherwise leave its group without a word (it happened once: moving the form fields scattered
// the kit into four more requests of the log-in page, over its JavaScript budget).

const web = 'apps/web/src/';
const contracts = 'packages/contracts/src/';

/** Zod's messages installer and its map travel with Zod (see the zod group). */
export const ZOD_FILES = [`${contracts}zod.ts`, `${contracts}zod-messages.ts`];

/**
 * The words of the public directory pages (cities, provider types, filter values, the listing's
 * offer texts and flag names): modules without schemas that sit beside modules with them.
 */
export const VOCABULARY_FILES = [
  `${contracts}providers/cities.ts`,
  `${contracts}providers/provider-vocabulary.ts`,
  `${contracts}commerce/coupon-texts.ts`,
  `${contracts}telemetry/feature-flag-names.ts`,
];

/** A dozen modules of a few hundred bytes each that every page loads, and the consent banner. */
export const FORM_KIT_FILES = [
  `${web}components/Button.tsx`,
  `${web}components/forms/Form.tsx`,
  `${web}components/forms/FormAlert.tsx`,
  `${web}components/forms/TextField.tsx`,
  `${web}components/forms/PasswordField.tsx`,
  `${web}components/icons.tsx`,
  `${web}components/HillsArt.tsx`,
  `${web}lib/hooks/use-server-errors.ts`,
  `${web}lib/document-meta.ts`,
  `${web}features/analytics/components/ConsentBanner.tsx`,
];

/** The frame and parts the log-in and sign-up screens share. */
export const AUTH_SCREEN_FILES = [
  `${web}features/auth/components/AuthShell.tsx`,
  `${web}features/auth/google/GoogleSignIn.tsx`,
  `${web}features/auth/google/options.ts`,
  `${web}features/auth/use-account-entry.ts`,
  `${web}features/auth/thunk.ts`,
];

/** What every page of both entries runs: React, the router, the store's libraries. */
export const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-redux',
  'redux',
  'redux-thunk',
  '@reduxjs/toolkit',
  'immer',
  'use-sync-external-store',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anySeparator = (path: string) => escape(path).replaceAll('/', '[\\\\/]');

/** Matches a module id that is one of `files` (repository paths), on any platform. */
export const oneOfFiles = (files: string[]) =>
  new RegExp(`[\\\\/](?:${files.map(anySeparator).join('|')})$`);

/** Matches a module id inside one of the installed `packages`. */
export const inPackages = (packages: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](?:${packages.map(anySeparator).join('|')})[\\\\/]`);

export const chunkGroups = [
  // Zod is imported at start by the clinician entry but only by lazy screens of the patient app.
  // As a module shared by both entries it landed in their common chunk, and the patient log-in
  // page loaded it (~26 KiB gzip, issue 14's budget). Its own chunk is loaded by whoever imports
  // it; the contracts' zod.ts (which installs the messages) goes with it.
  {
    name: 'zod',
    test: new RegExp(`${inPackages(['zod']).source}|${oneOfFiles(ZOD_FILES).source}`),
  },
  // Schema-free modules that the bundler otherwise merged into the chunks of the schemas beside
  // them, which import Zod; the listing and profile pages then loaded and ran Zod before
  // hydrating (issue 14, Lighthouse TBT).
  { name: 'vocabulary', test: oneOfFiles(VOCABULARY_FILES) },
  // In one chunk, first, so that the groups below do not take it in with their own modules.
  { name: 'framework', test: inPackages(FRAMEWORK_PACKAGES) },
  // Otherwise emitted as a dozen chunks, each a request and each compressed alone (issue 14: the
  // log-in page's JavaScript budget). The consent banner rides with the kit: every page loads the
  // kit, and a visitor's every page shows the banner (0.7 KiB gzip alone).
  { name: 'form-kit', test: oneOfFiles(FORM_KIT_FILES) },
  { name: 'auth-screen', test: oneOfFiles(AUTH_SCREEN_FILES) },
];
