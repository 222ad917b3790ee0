import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeRedirect, setLoginNotice, TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { fail, mockApi, ok } from '@/testing/test-utils';
import { LANGUAGE_STORAGE_KEY, LoginPage } from './login-page';

const user = { id: 2, username: 'demo', displayName: 'Demo Designer', role: 'designer' };

function at(search: string) {
  window.history.replaceState(null, '', `/login${search}`);
}

describe('the log-in page (login.html)', () => {
  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    at('');
  });

  it('asks for both fields and does not call the server when they are empty', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const { fetchMock } = mockApi({});
    render(<LoginPage open={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your user name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    // the message of a field goes as soon as it is filled in; the other stays
    await userEvent.type(screen.getByLabelText('User name'), 'demo');
    await waitFor(() => expect(screen.queryByText('Please enter your user name')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message when the log-in is refused, and stores nothing', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const { calls } = mockApi({ 'POST /api/auth/login': () => fail(401, 'INVALID_CREDENTIALS', 'Wrong user name or password') });
    const open = vi.fn();
    render(<LoginPage open={open} />);
    await userEvent.type(screen.getByLabelText('User name'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong user name or password');
    expect(calls[0]!.headers.get('Accept-Language')).toBe('en');
    expect(open).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('says so when the server cannot be reached', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    render(<LoginPage open={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('User name'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached');
    vi.unstubAllGlobals();
  });

  it('stores the token and opens the app where the visitor was going (same site only)', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const { calls } = mockApi({ 'POST /api/auth/login': () => ok({ token: 'tok-1', user, expiresAt: '2030-01-01T00:00:00Z' }) });
    at('?redirect=%2Fselection%3Fid%3D3');
    const open = vi.fn();
    render(<LoginPage open={open} />);
    await userEvent.type(screen.getByLabelText('User name'), '  demo ');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/selection?id=3'));
    expect(calls[0]!.body).toEqual({ username: 'demo', password: 'demo1234' });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1');
  });

  it('follows no redirect off the site', () => {
    expect(safeRedirect('/projects?page=2')).toBe('/projects?page=2');
    for (const target of [null, '', 'https://evil.test/', '//evil.test/', '/\\evil.test', '/login?redirect=/x']) {
      expect(safeRedirect(target), String(target)).toBe('/projects');
    }
  });

  it('speaks the remembered language, switches and remembers the switch', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh-CN');
    render(<LoginPage open={vi.fn()} />);
    expect(screen.getByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByLabelText('用户名')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-CN');
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('says once that the user logged out or that the session ended', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    setLoginNotice('sessionExpired');
    const { unmount } = render(<LoginPage open={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended, please log in again');
    unmount();
    render(<LoginPage open={vi.fn()} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    render(<LoginPage open={vi.fn()} />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
});
