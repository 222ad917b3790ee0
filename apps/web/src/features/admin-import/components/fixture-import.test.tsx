import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderApp } from '@/testing/test-utils';
import { FixtureImport } from './fixture-import';

const JOB = '8a3c5e0e-6c1d-4a83-9a53-0a4d3c1e2f10';
const job = (over: object) => ({ jobId: JOB, status: 'running', imported: 2, lampIds: [7, 8], done: 0, total: 76, rows: 0, message: null, ...over });

afterEach(() => vi.unstubAllGlobals());

async function chooseFiles(container: HTMLElement) {
  const [sheetInput, filesInput] = [...container.querySelectorAll<HTMLInputElement>('input[type=file]')];
  await userEvent.upload(sheetInput!, new File(['Brand,Model'], 'fixtures.csv', { type: 'text/csv' }));
  await userEvent.upload(filesInput!, [new File(['IESNA:LM-63-2002'], 'a.ies'), new File(['x'], 'b.ldt')]);
}

describe('FixtureImport', () => {
  it('lists the row errors of a refused spreadsheet', async () => {
    const { calls } = mockApi({
      'POST /api/admin/import': () => ({
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: '2 problems in the spreadsheet; nothing was imported',
          errors: [
            { row: 3, column: 'power', message: 'expected watts as a number, found "abc"' },
            { row: 4, column: 'photometricFile', message: '"c.ldt" is not among the uploaded files' },
          ],
        },
      }),
    });
    const { container } = renderApp(<FixtureImport />);
    expect(screen.getByTestId('import-start')).toBeDisabled();
    await chooseFiles(container);
    expect(screen.getByTestId('import-files-count')).toHaveTextContent('2');
    await userEvent.click(screen.getByTestId('import-start'));
    expect(await screen.findByTestId('import-refused')).toHaveTextContent('2 problems in the spreadsheet');
    const table = screen.getByTestId('import-errors');
    expect(within(table).getByText('expected watts as a number, found "abc"')).toBeInTheDocument();
    expect(within(table).getByText('photometricFile')).toBeInTheDocument();
    const body = calls[0]!.body as FormData;
    expect((body.get('spreadsheet') as File).name).toBe('fixtures.csv');
    expect((body.getAll('files') as File[]).map((f) => f.name)).toEqual(['a.ies', 'b.ldt']);
  });

  it('follows the recomputation until it is done', async () => {
    let polls = 0;
    mockApi({
      'POST /api/admin/import': () => ok(job({})),
      [`GET /api/admin/import/${JOB}`]: () => {
        polls++;
        return ok(polls < 2 ? job({ done: 38, total: 76 }) : job({ status: 'done', done: 76, total: 76, rows: 90 }));
      },
    });
    const { container } = renderApp(<FixtureImport />);
    await chooseFiles(container);
    await userEvent.click(screen.getByTestId('import-start'));
    expect(await screen.findByTestId('import-done', {}, { timeout: 4000 })).toHaveTextContent('90');
    expect(screen.getByTestId('import-progress-detail')).toHaveTextContent('76');
    await waitFor(() => expect(screen.getByTestId('import-progress').querySelector('.ant-progress-status-success')).not.toBeNull());
  });
});
