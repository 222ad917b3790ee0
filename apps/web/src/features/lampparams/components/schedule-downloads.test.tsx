import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { fail, mockApi, ok, renderApp } from '@/testing/test-utils';
import { LampparamList } from './lampparam-list';

const PDF_NAME = '外滩滨江立面照明 - Luminaire schedule.pdf';
const XLSX_NAME = '外滩滨江立面照明 - Luminaire schedule.xlsx';
const disposition = (name: string) => `attachment; filename="Luminaire schedule.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** A body the test feeds chunk by chunk, as a server streaming a PDF while it writes it. */
function controlledBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return { stream, push: (bytes: number) => controller.enqueue(new Uint8Array(bytes).fill(37)), close: () => controller.close() };
}

describe('schedule downloads on the lamp parameter list', { timeout: 60_000 }, () => {
  let saved: Array<{ name: string; blob: Blob }>;
  let blobs: Map<string, Blob>;

  beforeEach(() => {
    window.localStorage.setItem('lampsheet.token', 't');
    saved = [];
    blobs = new Map();
    let n = 0;
    vi.stubGlobal('URL', Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${++n}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => {},
    }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const setup = (handlers: Parameters<typeof mockApi>[0]) => {
    const api = mockApi({
      'GET /api/users/getCurrentUser': () => ok({ id: 1, username: 'demo', displayName: 'Demo', role: 'designer' }),
      'GET /api/lampparams/list': () => ok({ total: 0, rows: [] }),
      ...handlers,
    });
    renderApp(<LampparamList projectId={7} page={1} onPageChange={() => {}} passThrough={{ gd: '', dio: '', jduhh: '', jduhhs: '' }} />);
    return api;
  };

  it('downloads the PDF as it streams in, showing the bytes received, and saves it under the server’s name', async () => {
    const body = controlledBody();
    const { calls } = setup({
      'GET /api/projects/7/schedule.pdf': () =>
        new Response(body.stream, { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': disposition(PDF_NAME) } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: /Schedule \(PDF\)/ }));
    expect(await screen.findByText('Downloading Schedule (PDF)…')).toBeInTheDocument();
    expect(screen.getByTestId('schedule-received')).toHaveTextContent('0 B received');
    // No size from the server: the bar runs full, without a percentage it could not know.
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByTestId('schedule-progress')).not.toHaveTextContent('%');
    // Both buttons wait while one download runs.
    expect(screen.getByTestId('schedule-xlsx')).toBeDisabled();
    await act(async () => body.push(150_000));
    await waitFor(() => expect(screen.getByTestId('schedule-received')).toHaveTextContent('150 kB received'));
    await act(async () => body.push(1_250_000));
    await waitFor(() => expect(screen.getByTestId('schedule-received')).toHaveTextContent('1.4 MB received'));
    await act(async () => body.close());
    expect(await screen.findByTestId('schedule-message')).toHaveTextContent(`${PDF_NAME} downloaded (1.4 MB)`);
    expect(screen.queryByTestId('schedule-progress')).not.toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe(PDF_NAME);
    expect(saved[0]!.blob.size).toBe(1_400_000);
    expect(saved[0]!.blob.type).toBe('application/pdf');
    const call = calls.find((c) => c.url.pathname === '/api/projects/7/schedule.pdf')!;
    expect(call.headers.get('Authorization')).toBe('Bearer t');
    expect(call.headers.get('Accept-Language')).toBe('en');
  });

  it('shows a percentage when the server gives the size (the spreadsheet)', async () => {
    const body = controlledBody();
    setup({
      'GET /api/projects/7/schedule.xlsx': () =>
        new Response(body.stream, { status: 200, headers: { 'Content-Length': '1000', 'Content-Disposition': disposition(XLSX_NAME) } }),
    });
    await userEvent.click(await screen.findByTestId('schedule-xlsx'));
    await act(async () => body.push(400));
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByTestId('schedule-progress')).toHaveTextContent('40%');
    await act(async () => {
      body.push(600);
      body.close();
    });
    expect(await screen.findByTestId('schedule-message')).toHaveTextContent(`${XLSX_NAME} downloaded (1 kB)`);
    expect(saved.map((s) => s.name)).toEqual([XLSX_NAME]);
  });

  it('shows the server’s refusal as a message in the page and saves nothing', async () => {
    setup({ 'GET /api/projects/7/schedule.pdf': () => fail(403, 'FORBIDDEN', 'You are not allowed to do this') });
    await userEvent.click(await screen.findByTestId('schedule-pdf'));
    const message = await screen.findByTestId('schedule-message');
    expect(message).toHaveTextContent('Schedule (PDF) could not be downloaded: You are not allowed to do this');
    expect(message.closest('.ant-alert-error') ?? message).toHaveClass('ant-alert-error');
    expect(saved).toHaveLength(0);
    expect(screen.getByTestId('schedule-pdf')).toBeEnabled();
  });

  it('never saves a file that broke off before its announced end', async () => {
    setup({
      'GET /api/projects/7/schedule.xlsx': () => new Response(new Uint8Array(300), { status: 200, headers: { 'Content-Length': '1000' } }),
    });
    await userEvent.click(await screen.findByTestId('schedule-xlsx'));
    expect(await screen.findByTestId('schedule-message')).toHaveTextContent('The download broke off before the end. Please try again.');
    expect(saved).toHaveLength(0);
  });

  it('cancels a running download without a message', async () => {
    const body = controlledBody();
    setup({ 'GET /api/projects/7/schedule.pdf': () => new Response(body.stream, { status: 200 }) });
    await userEvent.click(await screen.findByTestId('schedule-pdf'));
    await act(async () => body.push(10));
    await userEvent.click(await screen.findByTestId('schedule-cancel'));
    await waitFor(() => expect(screen.queryByTestId('schedule-progress')).not.toBeInTheDocument());
    expect(screen.queryByTestId('schedule-message')).not.toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(screen.getByTestId('schedule-pdf')).toBeEnabled();
  });

  it('speaks Chinese', async () => {
    setup({ 'GET /api/projects/7/schedule.xlsx': () => fail(404, 'NOT_FOUND', '请求的内容不存在') });
    await act(() => changeLanguage('zh-CN'));
    await userEvent.click(await screen.findByRole('button', { name: /灯具表（XLSX）/ }));
    expect(screen.getByRole('button', { name: /灯具表（PDF）/ })).toBeInTheDocument();
    expect(await screen.findByTestId('schedule-message')).toHaveTextContent('灯具表（XLSX） 下载失败：请求的内容不存在');
    await act(() => changeLanguage('en'));
  });
});
