import type { Profile } from '@kaizen/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { localStore } from '../../lib/storage';
import { StorageKey } from '../../lib/storage-keys';
import { tellNativeShell } from './native-profile-events';

type ShellWindow = { ReactNativeWebView?: { postMessage(message: string): void } };
const shell = globalThis as unknown as ShellWindow;

const member: Profile = {
  uuid: '5a0e8a52-64f4-4b8f-9d8c-6f1f1f0d2c11',
  firstname: 'Ishaan',
  lastname: 'Rao',
  relationship: 'child',
  date_of_birth: '2017-04-02',
  gender: 'male',
  is_primary: false,
};

/** A React Native shell that keeps what the web view posts to it. */
function nativeShell() {
  localStore.setItem(StorageKey.platform, 'android');
  const sent: unknown[] = [];
  shell.ReactNativeWebView = { postMessage: (message) => sent.push(JSON.parse(message)) };
  return sent;
}

afterEach(() => {
  delete shell.ReactNativeWebView;
  localStore.removeItem(StorageKey.platform);
});

describe('profile changes told to the native shell (SPEC §7 native bridges)', () => {
  it('sends multiProfileActions and then cfProfileCreated when a member is added', () => {
    const sent = nativeShell();
    tellNativeShell('added', member);
    expect(sent).toEqual([
      { action: 'multiProfileActions', type: 'added', profile: member },
      { action: 'cfProfileCreated', profile: member },
    ]);
  });

  it('sends only multiProfileActions for switches and removals', () => {
    const sent = nativeShell();
    tellNativeShell('switch', member);
    tellNativeShell('removed', member);
    tellNativeShell('switch_back', null);
    expect(sent).toEqual([
      { action: 'multiProfileActions', type: 'switch', profile: member },
      { action: 'multiProfileActions', type: 'removed', profile: member },
      { action: 'multiProfileActions', type: 'switch_back', profile: null },
    ]);
  });
});
