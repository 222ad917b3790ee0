import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY, takeLoginNotice } from '@/lib/auth-token';
import { mockApi, ok, renderApp } from '@/testing/test-utils';
import { AppLayout } from './app-layout';

describe('AppLayout', () => {
  it('shows the product, the user, and logs out to the log-in page without a session-ended toast', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    const { calls } = mockApi({
      'GET /api/users/getCurrentUser': () => ok({ id: 1, username: 'demo', displayName: 'Demo Designer', role: 'designer' }),
      'POST /api/auth/logout': () => ok(null),
    });
    const { router } = renderApp(
      <AppLayout>
        <p>page</p>
      </AppLayout>,
      { route: '/projects', routes: [{ path: '/login', element: <p>login page</p> }] },
    );
    expect(screen.getByText('Lampsheet')).toBeInTheDocument();
    expect(await screen.findByText('Demo Designer')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Log out/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // the log-in page (a page of its own) says it
    expect(takeLoginNotice()).toBe('loggedOut');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(calls.find((c) => c.url.pathname === '/api/auth/logout')!.headers.get('Authorization')).toBe('Bearer tok');
    expect(screen.queryByText('Your session has ended, please log in again')).not.toBeInTheDocument();
  });
});
