import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../lib/routing/lazy-screen';
import { preloadRoutesOnIntent } from './route-preload';

// The loaders stand in for a screen module's import (what the screen is does not matter here).
type Loader = Parameters<typeof lazyScreen>[0];

function routesWith(loaders: Record<string, () => Promise<object>>): RouteObject[] {
  return [
    {
      path: '/',
      children: [
        { path: 'auth/sign-up', element: lazyScreen(loaders.signUp as Loader) },
        {
          path: 'therapy-psychiatry/experts/:uuid',
          element: lazyScreen(loaders.profile as Loader),
        },
      ],
    },
  ];
}

function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>open</span>';
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  document.body.append(anchor);
  return anchor;
}

describe('preloadRoutesOnIntent', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('loads the chunk of the screen a link leads to on hover, touch or focus, once', () => {
    const signUp = vi.fn(async () => ({}));
    const profile = vi.fn(async () => ({}));
    stop = preloadRoutesOnIntent(routesWith({ signUp, profile }));
    const anchor = link('/therapy-psychiatry/experts/abc?kind=video');
    anchor.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    anchor.dispatchEvent(new Event('focusin', { bubbles: true }));
    anchor.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(profile).toHaveBeenCalledTimes(1);
    expect(signUp).not.toHaveBeenCalled();
    link('/auth/sign-up').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(signUp).toHaveBeenCalledTimes(1);
  });

  it('ignores links that leave the app and tries again after a failed load', async () => {
    const signUp = vi.fn(async () => Promise.reject(new Error('offline')));
    const profile = vi.fn(async () => ({}));
    stop = preloadRoutesOnIntent(routesWith({ signUp, profile }));
    link('https://elsewhere.example/auth/sign-up').dispatchEvent(
      new Event('pointerover', { bubbles: true }),
    );
    link('/auth/sign-up', { target: '_blank' }).dispatchEvent(
      new Event('pointerover', { bubbles: true }),
    );
    expect(signUp).not.toHaveBeenCalled();
    const anchor = link('/auth/sign-up');
    anchor.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(signUp).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    anchor.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(signUp).toHaveBeenCalledTimes(2);
  });

  it('stops listening when asked', () => {
    const signUp = vi.fn(async () => ({}));
    preloadRoutesOnIntent(routesWith({ signUp, profile: signUp }))();
    link('/auth/sign-up').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(signUp).not.toHaveBeenCalled();
  });
});
