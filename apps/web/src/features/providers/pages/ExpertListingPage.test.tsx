import { configureStore } from '@reduxjs/toolkit';
import { DEFAULT_APP_VISIBILITY, type ProviderCard } from '@kaizen/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchClinics, fetchProviders } from '../api';
import { clinicsReducer } from '../clinics-slice';
import { providersReducer } from '../slice';
import { ExpertListingPage } from './ExpertListingPage';

vi.mock('../api', () => ({
  fetchProviders: vi.fn(),
  fetchClinics: vi.fn(),
  fetchAppVisibility: vi.fn(),
}));
// The offer banner above the results reads the flags (its own tests are the e2e coupons and
// operator specs): the call failed here, so no banner and the results do not wait.
vi.mock('../../../lib/feature-flags/flags', () => ({
  useFeaturesState: () => 'failed',
  flagValue: () => null,
}));

const asha: ProviderCard = {
  uuid: '6f1c7c9e-3a43-4b8e-9d1e-2b5f7d0c1a11',
  firstname: 'Asha',
  lastname: 'Iyer',
  provider_type: 'therapy',
  gender: 'female',
  languages: ['hindi'],
  concerns: ['anxiety'],
  years_of_experience: 6,
  photo_url: '/images/default-avatar.svg',
  price_tier: 1,
  session_kinds: [
    { kind: 'tele', duration_minutes: 50, price: 80000, currency: 'INR', group_capacity: null },
  ],
  earliest_available_datetime: null,
  clinics: [],
};

function renderListing(path: string) {
  const store = configureStore({
    reducer: { providers: providersReducer, clinics: clinicsReducer },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/therapy-psychiatry/experts',
        element: <ExpertListingPage visibility={DEFAULT_APP_VISIBILITY} />,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

beforeEach(() => {
  vi.mocked(fetchProviders)
    .mockReset()
    .mockResolvedValue({ providers: [asha], next_cursor: null });
  vi.mocked(fetchClinics).mockResolvedValue([]);
});

describe('the expert listing', () => {
  it('opened without a query, takes back the remembered activeFilters before asking', async () => {
    localStorage.setItem(
      'activeFilters',
      JSON.stringify({ type: 'therapy', languages: ['hindi'], max_price_tier: 2 }),
    );
    const router = renderListing('/therapy-psychiatry/experts');
    await screen.findByRole('link', { name: 'Asha Iyer' });
    expect(router.state.location.search).toBe('?type=therapy&languages=hindi&max_price_tier=2');
    expect(fetchProviders).toHaveBeenCalledTimes(1);
    expect(fetchProviders).toHaveBeenCalledWith(
      'type=therapy&languages=hindi&max_price_tier=2',
      null,
    );
    expect(screen.getByRole('checkbox', { name: 'Hindi' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('1 expert found.');
  });

  it('puts a changed filter into the address and remembers it', async () => {
    const router = renderListing('/therapy-psychiatry/experts?type=therapy');
    await screen.findByRole('link', { name: 'Asha Iyer' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tamil' }));
    expect(router.state.location.search).toBe('?type=therapy&languages=tamil');
    expect(JSON.parse(localStorage.getItem('activeFilters') ?? '{}')).toMatchObject({
      type: 'therapy',
      languages: ['tamil'],
    });
    await vi.waitFor(() =>
      expect(fetchProviders).toHaveBeenLastCalledWith('type=therapy&languages=tamil', null),
    );
  });

  it('says what to change when nothing matches', async () => {
    vi.mocked(fetchProviders).mockResolvedValue({ providers: [], next_cursor: null });
    renderListing('/therapy-psychiatry/experts?type=psychiatry&languages=hindi&city=del');
    const sentence =
      'No Hindi-speaking psychiatrists in Delhi — try online sessions or another language.';
    expect(await screen.findByText(sentence, { selector: 'p.empty-state__text' })).toBeVisible();
  });
});
