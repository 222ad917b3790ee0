import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gldfRefusalText } from '@lampsheet/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { fail, mockApi, ok, renderApp } from '@/testing/test-utils';
import { GldfImport } from './gldf-import';

const JOB = '1f3c5e0e-6c1d-4a83-9a53-0a4d3c1e2f10';
const answer = {
  lamps: [
    { lampId: 31, photometryId: 9, brandName: 'DIAL', model: 'Product name Variant name 1', flux: 1600, power: 225 },
    { lampId: 32, photometryId: 9, brandName: 'DIAL', model: 'Product name Variant name 2', flux: null, power: null },
  ],
  jobId: JOB,
  formatVersion: '1.0-rc3',
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => changeLanguage('en'));
});

async function chooseAndImport(container: HTMLElement, name = 'lights.gldf') {
  await userEvent.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, new File([new Uint8Array([0x50, 0x4b, 3, 4])], name));
  await userEvent.click(screen.getByTestId('gldf-start'));
}

describe('GldfImport', () => {
  it('sends the container as "file", lists the fixtures it made and follows their calculation', async () => {
    const { calls } = mockApi({
      'POST /api/photometry/import/gldf': () => ok(answer),
      [`GET /api/admin/import/${JOB}`]: () => ok({ jobId: JOB, status: 'done', imported: 2, lampIds: [31, 32], done: 14, total: 14, rows: 28, message: null }),
    });
    const { container } = renderApp(<GldfImport />);
    expect(screen.getByTestId('gldf-start')).toBeDisabled();
    await chooseAndImport(container);
    expect(await screen.findByTestId('gldf-made')).toHaveTextContent('2 fixtures made from lights.gldf (GLDF 1.0-rc3)');
    const table = screen.getByTestId('gldf-lamps');
    expect(within(table).getByText('Product name Variant name 1')).toBeInTheDocument();
    expect(within(table).getByText('1,600')).toBeInTheDocument();
    expect(within(table).getAllByText('—')).toHaveLength(2);
    expect(await screen.findByTestId('import-done')).toHaveTextContent('28');
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(((sent.body as FormData).get('file') as File).name).toBe('lights.gldf');
  });

  it('shows the server’s refusal in the page’s language, and nothing made', async () => {
    await act(() => changeLanguage('zh-CN'));
    const { calls } = mockApi({
      // the server words the refusal in the language asked for (contracts gldfRefusalText)
      'POST /api/photometry/import/gldf': (c) => fail(415, 'UNSUPPORTED_MEDIA_TYPE', gldfRefusalText('notZip', {}, c.headers.get('Accept-Language')?.startsWith('zh') ? 'zh' : 'en')),
    });
    const { container } = renderApp(<GldfImport />);
    expect(screen.getByText('导入 GLDF')).toBeInTheDocument();
    await chooseAndImport(container, 'not.gldf');
    expect(await screen.findByTestId('gldf-refused')).toHaveTextContent('未导入任何数据：这不是 GLDF 文件：文件不是 zip 压缩包');
    expect(screen.queryByTestId('gldf-made')).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
