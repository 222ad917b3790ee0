import { formatFigure, ROW_FIGURE_KINDS } from '@lampsheet/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { api, row, ROWS, renderPanel } from '../testing/rank-panel';

/* Rank's panel reading a streamed ranking: progress, provisional rows, the final rows, an error. */

/** A ranking streamed line by line, as the test says (`Accept: application/x-ndjson`). */
function streamedRanking() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'Content-Type': 'application/x-ndjson' } }),
    send: (...lines: object[]) => act(async () => lines.forEach((line) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`)))),
    end: () => act(async () => controller.close()),
  };
}

describe('RankPanel streamed', () => {
  afterEach(() => changeLanguage('en'));
  const panel = () => renderPanel({ onTake: () => {} });
  /** The preview's figures of rows 2 and 1, a little off calculate's. */
  const PREVIEW = [row(2, 8.1, 0.2, 18, 700, true), row(1, 11.9, 0.3, 20, 900, true)];

  it.each([
    ['en', 'Coarse grid 0 / 459 fixtures', 'Coarse grid 32 / 459 fixtures', 'Preview 40 / 130 fixtures', 'Full grid 3 / 12 fixtures', 'preview'],
    ['zh-CN', '粗网格筛选 0 / 459 款灯具', '粗网格筛选 32 / 459 款灯具', '预览计算 40 / 130 款灯具', '全网格复核 3 / 12 款灯具', '预览'],
  ] as const)('shows the progress of each stage with counts and the first rows as they come, marked as a preview, then the final rows in their place (%s)', async (lang, first, second, previewed, full, tag) => {
    await act(() => changeLanguage(lang));
    const stream = streamedRanking();
    const { calls } = api({ 'POST /api/photometry/rank': () => stream.response });
    panel();
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/photometry/rank')).toBe(true));
    expect(calls.find((c) => c.url.pathname === '/api/photometry/rank')!.headers.get('Accept')).toBe('application/x-ndjson');

    await stream.send({ event: 'progress', stage: 'coarse', done: 0, total: 459 });
    expect(await screen.findByTestId('rank-progress')).toHaveTextContent(first);
    // the bar is named by its words for a screen reader
    expect(screen.getByRole('progressbar')).toHaveAccessibleName(first);
    // nothing computed yet is not "no fixture passes"
    expect(screen.queryByText(lang === 'en' ? 'No fixture with a photometric file passes the filters.' : '没有符合筛选条件且带配光文件的灯具。')).not.toBeInTheDocument();

    await stream.send({ event: 'progress', stage: 'coarse', done: 32, total: 459 }, { event: 'rows', provisional: true, evaluated: 32, rows: PREVIEW });
    expect(await screen.findByTestId('rank-progress')).toHaveTextContent(second);
    await waitFor(() => expect(screen.getAllByTestId('rank-provisional')).toHaveLength(2));
    expect(screen.getAllByTestId('rank-provisional')[0]).toHaveTextContent(tag);
    // in the one number format of every figure
    const lavgs = () => [...document.querySelectorAll('td[data-col="lavg"]')].map((td) => td.textContent);
    const lavg = (v: number) => formatFigure(ROW_FIGURE_KINDS.lightnessAve!, v);
    expect(lavgs()).toEqual([lavg(8.1), lavg(11.9)]);
    // a preview is neither taken nor compared, and has no picture yet
    expect(screen.queryByTestId('rank-take')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Brand 2 M-2' })).toBeDisabled();
    // with no control in its rows, their scrolling box is itself a named Tab stop (axe: scrollable-region-focusable)
    expect(screen.getByRole('region', { name: lang === 'en' ? 'Ranked fixtures' : '灯具排名' })).toHaveAttribute('tabindex', '0');
    expect(calls.some((c) => c.url.pathname === '/api/photometry/rank/pictures')).toBe(false);
    expect(screen.queryByTestId('rank-summary')).not.toBeInTheDocument();

    // the coarse grid kept 130 for the preview
    await stream.send({ event: 'progress', stage: 'preview', done: 40, total: 130 });
    expect(await screen.findByTestId('rank-progress')).toHaveTextContent(previewed);
    await stream.send({ event: 'progress', stage: 'full', done: 3, total: 12 });
    expect(await screen.findByTestId('rank-progress')).toHaveTextContent(full);
    await stream.send({ success: true, data: { rows: ROWS, evaluated: 459, ms: 812.4 } });
    await stream.end();
    await waitFor(() => expect(screen.queryByTestId('rank-progress')).not.toBeInTheDocument());
    expect(screen.queryByTestId('rank-provisional')).not.toBeInTheDocument();
    expect(lavgs()).toEqual([lavg(12), lavg(8), lavg(6), lavg(3.1)]);
    expect(screen.getAllByTestId('rank-take')).toHaveLength(4);
    expect(await screen.findByTestId('rank-summary')).toHaveTextContent(lang === 'en' ? '459 fixtures computed on this surface in 812 ms' : '已在本应用面计算 459 款灯具，用时 812 毫秒');
  });

  it('shows the error that ended the stream, in place of the provisional rows', async () => {
    const stream = streamedRanking();
    api({ 'POST /api/photometry/rank': () => stream.response });
    panel();
    await stream.send({ event: 'progress', stage: 'coarse', done: 32, total: 459 }, { event: 'rows', provisional: true, evaluated: 32, rows: PREVIEW });
    await waitFor(() => expect(screen.getAllByTestId('rank-provisional')).toHaveLength(2));
    await stream.send({ success: false, code: 'UNAVAILABLE', message: 'This task could not finish within the server’s time limit and was cancelled; narrow it down or try again later' });
    await stream.end();
    expect(await screen.findByTestId('rank-error')).toHaveTextContent('This task could not finish within the server’s time limit and was cancelled; narrow it down or try again later');
    expect(screen.queryByTestId('rank-provisional')).not.toBeInTheDocument();
    expect(screen.queryByTestId('rank-progress')).not.toBeInTheDocument();
  });
});
