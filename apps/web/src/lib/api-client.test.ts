import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/testing/test-utils';
import { ApiError, api, apiDownload, apiRequest, fileNameOf, setUnauthorizedHandler, toSearchParams } from './api-client';
import { TOKEN_STORAGE_KEY, takeLoginNotice } from './auth-token';
import { changeLanguage } from './i18n';
import * as notify from './notify';

describe('api client', () => {
  let redirects: string[];
  beforeEach(() => {
    redirects = [];
    setUnauthorizedHandler((to) => redirects.push(to));
    window.history.replaceState(null, '', '/selection?id=3#top');
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('unwraps data of a success envelope', async () => {
    mockApi({ 'GET /api/projects': () => ok({ rows: [{ id: 1 }], total: 1 }) });
    await expect(api.get('/projects', { page: 1, rows: 10 })).resolves.toEqual({ rows: [{ id: 1 }], total: 1 });
  });

  it('sends the stored token and the current language', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-123');
    const { calls } = mockApi({ 'GET /api/projects': () => ok(null) });
    await changeLanguage('zh-CN');
    await api.get('/projects');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(calls[0]!.headers.get('Accept-Language')).toBe('zh-CN');
  });

  it('sends no Authorization header without a token', async () => {
    const { calls } = mockApi({ 'POST /api/auth/login': () => ok({}) });
    await api.post('/auth/login', { username: 'a', password: 'b' });
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
    expect(calls[0]!.body).toEqual({ username: 'a', password: 'b' });
  });

  it('throws ApiError with code, status and the server message, and toasts the message once', async () => {
    const toast = vi.spyOn(notify, 'notifyError');
    mockApi({ 'POST /api/projects': () => fail(400, 'VALIDATION_FAILED', 'Project name is required') });
    const error = await api.post('/projects', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, message: 'Project name is required' });
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith('Project name is required');
  });

  it('treats success:false inside a 200 as a failure', async () => {
    mockApi({ 'GET /api/x': () => ({ status: 200, body: { success: false, code: 'CONFLICT', message: 'stale' } }) });
    await expect(api.get('/x')).rejects.toMatchObject({ code: 'CONFLICT', status: 200, message: 'stale' });
  });

  it('does not toast a silent call', async () => {
    const toast = vi.spyOn(notify, 'notifyError');
    mockApi({ 'GET /api/dictTypeAllList': () => fail(500, 'INTERNAL', 'boom') });
    await expect(api.get('/dictTypeAllList', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toast).not.toHaveBeenCalled();
  });

  it('on 401 clears the token and returns to log-in keeping where the user was', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'expired');
    mockApi({ 'GET /api/projects': () => fail(401, 'UNAUTHORIZED', 'Please log in first') });
    const toast = vi.spyOn(notify, 'notifyError');
    await expect(api.get('/projects')).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(redirects).toEqual(['/selection?id=3#top']);
    expect(toast).toHaveBeenCalledWith('Your session has ended, please log in again');
    // and the log-in page, a page of its own, says it again
    expect(takeLoginNotice()).toBe('sessionExpired');
  });

  it('a 401 without a token (a call racing the log-out) redirects without a session-ended toast', async () => {
    const toast = vi.spyOn(notify, 'notifyError');
    mockApi({ 'GET /api/projects': () => fail(401, 'UNAUTHORIZED', 'Please log in first') });
    await expect(api.get('/projects')).rejects.toMatchObject({ status: 401 });
    expect(toast).not.toHaveBeenCalled();
    expect(redirects).toEqual(['/selection?id=3#top']);
  });

  it('a refused log-in (401) neither redirects nor ends anything, and shows the server message', async () => {
    const toast = vi.spyOn(notify, 'notifyError');
    mockApi({ 'POST /api/auth/login': () => fail(401, 'INVALID_CREDENTIALS', 'Wrong user name or password') });
    await expect(api.post('/auth/login', { username: 'demo', password: 'x' })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(redirects).toEqual([]);
    expect(toast).toHaveBeenCalledWith('Wrong user name or password');
  });

  it('turns a non-JSON answer into an HTTP_ERROR with a readable message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })));
    await expect(api.get('/projects')).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      status: 502,
      message: 'The request failed (502).',
    });
  });

  it('turns a network failure into NETWORK_ERROR', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.get('/projects')).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('sends form-encoded bodies', async () => {
    const { calls } = mockApi({ 'POST /api/brands/detectionBrandjson': () => ok([]) });
    await api.postForm('/brands/detectionBrandjson', { isOrgState: true, empty: '' });
    expect(calls[0]!.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(calls[0]!.body).toBe('isOrgState=true');
  });

  it('sends multipart bodies without forcing a content type', async () => {
    const { calls } = mockApi({ 'POST /api/files/upload': () => ok({ savePath: '/media/a.png' }) });
    const data = new FormData();
    data.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await expect(
      apiRequest('/files/upload', { method: 'POST', query: { type: 'image' }, formData: data }),
    ).resolves.toEqual({ savePath: '/media/a.png' });
    expect(calls[0]!.url.search).toBe('?type=image');
    expect(calls[0]!.headers.has('Content-Type')).toBe(false);
    expect(calls[0]!.body).toBeInstanceOf(FormData);
  });

  it('serialises queries: empty values left out, arrays comma-joined', () => {
    expect(toSearchParams({ a: 1, b: '', c: null, d: undefined, e: ['1', '2', '4'], f: false }).toString()).toBe(
      'a=1&e=1%2C2%2C4&f=false',
    );
  });

  it('downloads a file with the name of its Content-Disposition, and fails as any call does', async () => {
    const fetchMock = vi.fn(async () =>
      new Response(new Uint8Array([80, 75, 3, 4]), {
        status: 200,
        headers: { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="selection-.xlsx"; filename*=UTF-8''${encodeURIComponent('选型-洗墙.xlsx')}` },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await apiDownload('/contests/tyList/export', { json: { contestTypeId: 102 } });
    expect(file.fileName).toBe('选型-洗墙.xlsx');
    expect(fetchMock.mock.calls[0]).toMatchObject([expect.stringContaining('/api/contests/tyList/export'), { method: 'POST', body: JSON.stringify({ contestTypeId: 102 }) }]);
    expect(file.blob.size).toBe(4);
    mockApi({ 'POST /api/contests/tyList/export': () => fail(400, 'VALIDATION_FAILED', 'Unknown column') });
    await expect(apiDownload('/contests/tyList/export', { json: {} })).rejects.toMatchObject({ code: 'VALIDATION_FAILED', status: 400, message: 'Unknown column' });
  });

  it('reads file names: the UTF-8 one first, the plain one, else none', () => {
    expect(fileNameOf(`attachment; filename="a.xlsx"; filename*=UTF-8''%E6%B4%97.xlsx`)).toBe('洗.xlsx');
    expect(fileNameOf('attachment; filename="a.xlsx"')).toBe('a.xlsx');
    expect(fileNameOf(null)).toBeNull();
  });
});
