import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { fail, mockApi, ok, renderApp } from '@/testing/test-utils';
import { LoginForm } from './login-form';

const user = { id: 2, username: 'demo', displayName: 'Demo Designer', role: 'designer' };

describe('LoginForm', () => {
  it('asks for both fields and does not call the server when they are empty', async () => {
    const { fetchMock } = mockApi({});
    renderApp(<LoginForm onSuccess={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your user name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    // the message of a field goes as soon as it is filled in; the other stays
    await userEvent.type(screen.getByLabelText('User name'), 'demo');
    await waitFor(() => expect(screen.queryByText('Please enter your user name')).not.toBeInTheDocument());
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message as a toast when the log-in is refused', async () => {
    mockApi({ 'POST /api/auth/login': () => fail(401, 'INVALID_CREDENTIALS', 'Wrong user name or password') });
    const onSuccess = vi.fn();
    renderApp(<LoginForm onSuccess={onSuccess} />);
    await userEvent.type(screen.getByLabelText('User name'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong user name or password')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('stores the token, remembers the user and reports success', async () => {
    const { calls } = mockApi({
      'POST /api/auth/login': () => ok({ token: 'tok-1', user, expiresAt: '2030-01-01T00:00:00Z' }),
    });
    const onSuccess = vi.fn();
    const { queryClient } = renderApp(<LoginForm onSuccess={onSuccess} />);
    await userEvent.type(screen.getByLabelText('User name'), '  demo ');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(calls[0]!.body).toEqual({ username: 'demo', password: 'demo1234' });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1');
    expect(queryClient.getQueryData(['current-user'])).toEqual(user);
  });
});
