import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as OperatorToken from '../../../lib/operator-token';
import { OperatorConsole } from './OperatorConsole';
import { WRONG_OPERATOR_TOKEN_MESSAGE } from './OperatorTokenForm';

const checkOperatorToken = vi.hoisted(() => vi.fn<(token: string) => Promise<boolean>>());
vi.mock('../../../lib/operator-token', async (importOriginal) => ({
  ...(await importOriginal<typeof OperatorToken>()),
  checkOperatorToken,
}));

const renderConsole = () =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            path: '/operator',
            element: <OperatorConsole />,
            children: [{ path: 'flags', element: <h1>Flags page</h1> }],
          },
        ],
        { initialEntries: ['/operator/flags'] },
      )}
    />,
  );

describe('the operator console shell', () => {
  afterEach(() => checkOperatorToken.mockReset());

  it('asks for the token and says clearly when the API refuses it', async () => {
    checkOperatorToken.mockResolvedValue(false);
    renderConsole();
    expect(screen.queryByText('Flags page')).toBeNull();
    await userEvent.type(screen.getByLabelText('Operator token'), 'wrong-token');
    await userEvent.click(screen.getByRole('button', { name: 'Open the console' }));
    expect(await screen.findByText(WRONG_OPERATOR_TOKEN_MESSAGE)).toBeVisible();
    expect(sessionStorage.getItem('operator_token')).toBeNull();
  });

  it('keeps an accepted token in session storage only, shows the pages, and forgets it on sign out', async () => {
    checkOperatorToken.mockResolvedValue(true);
    renderConsole();
    await userEvent.type(screen.getByLabelText('Operator token'), 'right-token');
    await userEvent.click(screen.getByRole('button', { name: 'Open the console' }));
    expect(await screen.findByText('Flags page')).toBeVisible();
    expect(checkOperatorToken).toHaveBeenCalledWith('right-token');
    expect(sessionStorage.getItem('operator_token')).toBe('right-token');
    expect(localStorage.getItem('operator_token')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Operator console' });
    expect([...nav.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/operator/flags',
      '/operator/experiments',
      '/operator/analytics',
      '/operator/errors',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByLabelText('Operator token')).toBeVisible();
    expect(sessionStorage.getItem('operator_token')).toBeNull();
  });
});
