import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, type Location, type RouteObject } from 'react-router';
import { WEB_APP_ROUTES, type User } from '@kaizen/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authLoadingFinished, userReceived } from '../features/auth/slice';
import { aUser } from '../test/fixtures';
import { RequestError } from '../lib/http/request-error';
import { AppRoutes, routeExists, routes } from './router';
import { createStore } from './store';
import { screenPaths } from '../test/screen-paths';

const runtime = vi.hoisted(() => ({ signIn: vi.fn(), signOut: vi.fn() }));
// The published documents come from the API (GET /api/policies/...): the title is enough here.
vi.mock('../features/consents/api', () => ({
  fetchPolicy: async (type: 'tnc' | 'privacy_policy') => ({
    type,
    version: 1,
    title: type === 'tnc' ? 'Terms and conditions' : 'Privacy policy',
    summary: 'The first version.',
    published_at: '2026-11-01T00:00:00.000Z',
    sections: [{ heading: 'Who we are', paragraphs: ['Kaizen.'] }],
  }),
}));
// Home loads the patient's sessions: answered here (no sessions yet), so home shows its empty
// lists rather than a failed load (test/setup.ts fails any request a test does not answer).
vi.mock('../features/sessions/api', () => ({
  fetchUpcomingSessions: async () => ({
    bookings: [],
    suggested_bookings: [],
    cancelled_bookings: [],
  }),
  fetchCompletedSessions: async () => ({ bookings: [] }),
  fetchCompletedSessionsCount: async () => 0,
}));
vi.mock('../features/auth/load-runtime', async () => {
  const { postLoginPath } = await import('../features/auth/post-login');
  const { validateLogin } = await import('../features/auth/login-form');
  return { loadAuthRuntime: async () => ({ ...runtime, postLoginPath, validateLogin }) };
});

function renderApp(path: string, signedIn: boolean | User = false) {
  const { store } = createStore();
  store.dispatch(authLoadingFinished());
  if (signedIn) store.dispatch(userReceived(signedIn === true ? aUser() : signedIn));
  // The location the app shows, read the way the data router's state used to be.
  const router = { state: { location: undefined as unknown as Location } };
  function LocationProbe() {
    router.state.location = useLocation();
    return null;
  }
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { router, store };
}

describe('routes, signed out', () => {
  beforeEach(() => vi.clearAllMocks());

  it('sends a protected page to the login with redirectPath, and back after login', async () => {
    runtime.signIn.mockResolvedValue(aUser());
    const { router } = renderApp('/user');
    await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 8000 });
    expect(router.state.location.pathname).toBe('/auth/log-in/');
    expect(new URLSearchParams(router.state.location.search).get('redirectPath')).toBe('/user');

    await userEvent.type(screen.getByLabelText('Email or mobile number'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Kaizen@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await screen.findByRole('heading', { name: 'Your profile' }, { timeout: 8000 });
    expect(router.state.location.pathname).toBe('/user');
    expect(runtime.signIn).toHaveBeenCalledWith({
      login: 'asha@example.com',
      password: 'Kaizen@2026',
    });
    // Two lazy screens load and a form is typed into: on a loaded machine that outlasts 5 s.
  }, 20_000);

  it('checks the login field with the SPEC §5 rules before calling the server', async () => {
    renderApp('/auth/log-in/');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await userEvent.type(screen.getByLabelText('Email or mobile number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const field = screen.getByLabelText('Email or mobile number');
    expect(
      await screen.findByText('Please enter a valid email address or 10-digit mobile number.'),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Password is required.')).toBeVisible();
    expect(runtime.signIn).not.toHaveBeenCalled();
  });

  it("shows the server's errors next to the form", async () => {
    runtime.signIn.mockRejectedValue(
      new RequestError({
        kind: 'http',
        status: 401,
        messages: ['Invalid login credentials. Please try again.'],
      }),
    );
    renderApp('/auth/log-in/');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await userEvent.type(screen.getByLabelText('Email or mobile number'), '9876543210');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid login credentials. Please try again.',
    );
  });

  it('sign-up: an empty submit focuses the first field, and the consents link their documents', async () => {
    renderApp('/auth/sign-up/');
    await screen.findByRole('heading', { name: 'Create your account' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
    // The password's error replaces its hint instead of repeating it.
    expect(screen.getByText(/Password must be at least 8 characters/)).toBeVisible();
    expect(screen.queryByText('At least 8 characters.')).toBeNull();
    expect(screen.getByRole('link', { name: /terms and conditions/ })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: /privacy policy/ })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('shows the published terms and privacy policy to anyone; /privacy is the same document', async () => {
    renderApp('/terms');
    expect(await screen.findByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
    const { router } = renderApp('/privacy');
    expect(await screen.findByRole('heading', { name: 'Privacy policy' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/privacy-policy');
  });

  it('shows the not-found page for an unknown address', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: "We couldn't find that page" }),
    ).toBeVisible();
  });
});

describe('routes, signed in', () => {
  it('greets a patient on the home page', async () => {
    renderApp('/', true);
    // Home's code loads on first use: cold in a busy test run it takes longer than a second.
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(
      'Asha',
    );
    expect(screen.getByRole('heading', { name: 'Your next steps' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  it('sends a non-patient user from home to the organisation dashboard (SPEC §4)', async () => {
    // Signed in before the first render: once the screens' code is loaded (earlier tests), the
    // first render is synchronous, and a visitor there would already be on the log-in page,
    // which never redirects by itself (SPEC §2).
    const { router } = renderApp('/', aUser({ usertype: 'member', organisation_name: 'Acme' }));
    // The address changes with the screen, once its code has loaded (cold in a busy test run).
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/org/dashboard'), {
      timeout: 5000,
    });
  });
});

describe('the list of screens the API answers 200 for (contracts WEB_APP_ROUTES)', () => {
  it('is exactly the screens of the router', () => {
    expect([...new Set(screenPaths(routes))].sort()).toEqual([...WEB_APP_ROUTES].sort());
    for (const pattern of WEB_APP_ROUTES) {
      expect(routeExists(pattern.replace(/:\w+/g, 'x')), pattern).toBe(true);
    }
  });

  it('has no data-router `lazy` (declarative routes ignore it: the screen would stay blank)', () => {
    const withLazy = (list: RouteObject[]): string[] =>
      list.flatMap((route) => [
        ...(route.lazy ? [route.path ?? '(index)'] : []),
        ...withLazy(route.children ?? []),
      ]);
    expect(withLazy(routes)).toEqual([]);
  });
});
