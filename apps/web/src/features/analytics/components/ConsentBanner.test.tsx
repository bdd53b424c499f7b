import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readAnalyticsConsent } from '../../../lib/analytics/consent';
import { AnalyticsChoiceCard } from './AnalyticsChoiceCard';
import { ConsentBanner } from './ConsentBanner';

// Issue 15: analytics only after the person allows it, asked without a dark pattern.

const renderBanner = () =>
  render(
    <MemoryRouter>
      <main id="main-content" tabIndex={-1}>
        page
      </main>
      <ConsentBanner />
    </MemoryRouter>,
  );

describe('ConsentBanner', () => {
  it('offers Allow and No thanks as equals, in a named region that explains itself', () => {
    renderBanner();
    const region = screen.getByRole('region', { name: 'Help us improve Kaizen?' });
    expect(region).toHaveAccessibleDescription(/Never your answers, notes or health details/);
    const allow = screen.getByRole('button', { name: 'Allow' });
    const decline = screen.getByRole('button', { name: 'No thanks' });
    expect(allow.className).toBe(decline.className);
    expect(readAnalyticsConsent()).toBeNull();
  });

  it.each([
    ['Allow', 'granted'],
    ['No thanks', 'denied'],
  ] as const)(
    '"%s" by keyboard remembers %s and gives the focus back to the page',
    async (name, stored) => {
      const user = userEvent.setup();
      renderBanner();
      screen.getByRole('button', { name }).focus();
      await user.keyboard('{Enter}');
      expect(readAnalyticsConsent()).toBe(stored);
      expect(document.activeElement?.id).toBe('main-content');
    },
  );
});

describe('AnalyticsChoiceCard (Profile)', () => {
  it('changes the choice both ways', async () => {
    const user = userEvent.setup();
    render(<AnalyticsChoiceCard />);
    expect(screen.getByRole('status')).toHaveTextContent('Not allowed on this device');
    await user.click(screen.getByRole('button', { name: 'Allow usage analytics' }));
    expect(readAnalyticsConsent()).toBe('granted');
    expect(screen.getByRole('status')).toHaveTextContent('Allowed on this device');
    await user.click(screen.getByRole('button', { name: 'Stop usage analytics' }));
    expect(readAnalyticsConsent()).toBe('denied');
  });
});
