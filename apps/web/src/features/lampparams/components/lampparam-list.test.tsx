import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { mockApi, ok, renderApp } from '@/testing/test-utils';
import { LampparamList } from './lampparam-list';

const row = (id: number, createdBy: number, dataStatus: number, colorTemperatureStr = '3000K') => ({
  id,
  projectId: 1,
  lampparamNo: `XQD10W0${id}`,
  typeMark: `L${id}`,
  quantity: id === 12 ? 48 : null,
  lampTypeStr: 'Wall washer',
  colorTypeStr: 'Single colour temperature',
  colorTemperatureStr,
  beamAngleStr: '10°',
  lampPower: '24',
  contestTypeStr: 'Wall washing',
  dataStatus,
  makingWay: 1,
  createdBy,
  creatorName: createdBy === 1 ? 'Demo' : 'Li',
  createDate: '2026-01-02T00:00:00.000Z',
  updateDate: '2026-01-03T00:00:00.000Z',
  pdfFileName: null,
});

function setup() {
  window.localStorage.setItem('lampsheet.token', 't');
  const api = mockApi({
    'GET /api/users/getCurrentUser': () => ok({ id: 1, username: 'demo', displayName: 'Demo', role: 'designer' }),
    'GET /api/lampparams/list': () => ok({ total: 3, rows: [row(12, 1, 1), row(11, 2, 2), row(10, 1, 2, '全亮')] }),
    'DELETE /api/lampparams/12': () => ok(null),
  });
  renderApp(<LampparamList projectId={1} page={1} onPageChange={() => {}} passThrough={{ gd: 'a', dio: 'b', jduhh: 'c', jduhhs: 'd' }} />);
  return api;
}

describe('LampparamList', { timeout: 60_000 }, () => {
  it('lists number, type, colour, beam, power, status and creator with pass-through links', async () => {
    setup();
    const first = (await screen.findByText('XQD10W012')).closest('tr')!;
    expect(within(first).getByText('Draft')).toBeInTheDocument();
    expect(within(first).getByText('Single colour temperature · 3000 K')).toBeInTheDocument();
    expect(within(first).getByText('24 W')).toBeInTheDocument();
    // the all-lit key 全亮 is no colour of the fixture: a record without temperatures shows its colour type alone
    expect(within(screen.getByText('XQD10W010').closest('tr')!).getByText('Single colour temperature')).toBeInTheDocument();
    // the type mark beside the number, the quantity (or a dash)
    expect(within(first).getByTestId('lampparam-mark')).toHaveTextContent('L12');
    expect(within(first).getByText('48')).toBeInTheDocument();
    expect(within(screen.getByText('XQD10W011').closest('tr')!).getByTestId('lampparam-mark')).toHaveTextContent('L11');
    expect(document.body.textContent).not.toContain('全亮');
    expect(document.body.textContent).not.toContain('All on');
    expect(screen.getByText('XQD10W012')).toHaveAttribute('href', '/custom?id=1&cid=12&pid=1&gd=a&dio=b&jduhh=c&jduhhs=d');
    expect(screen.getByTestId('lampparam-new')).toHaveAttribute('href', '/custom?id=1&pid=1&gd=a&dio=b&jduhh=c&jduhhs=d');
  });

  it('offers generate for my drafts, preview and copy for generated records, delete only to the creator', async () => {
    setup();
    const draft = (await screen.findByText('XQD10W012')).closest('tr')!;
    expect(within(draft).getByTestId('lampparam-generate')).toBeInTheDocument();
    expect(within(draft).queryByTestId('lampparam-copy')).not.toBeInTheDocument();
    const others = screen.getByText('XQD10W011').closest('tr')!;
    expect(within(others).getByTestId('lampparam-preview')).toBeInTheDocument();
    expect(within(others).getByTestId('lampparam-copy')).toBeInTheDocument();
    expect(within(others).queryByTestId('lampparam-delete')).not.toBeInTheDocument();
    expect(within(others).getByRole('button', { name: /Delete/ })).toBeDisabled();
  });

  it('deletes after confirmation', async () => {
    const { calls } = setup();
    const draft = (await screen.findByText('XQD10W012')).closest('tr')!;
    await userEvent.click(within(draft).getByTestId('lampparam-delete'));
    expect(await screen.findByText('Delete lamp parameter XQD10W012?')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    const confirm = document.querySelector('.ant-popconfirm-buttons .ant-btn-dangerous') as HTMLElement;
    await userEvent.click(confirm);
    expect(await screen.findByText('Operation successful!')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/lampparams/12')).toBe(true);
  });

  it('switching to 中文 shows the list in Chinese at once, no English words of the server left', async () => {
    window.localStorage.setItem('lampsheet.token', 't');
    const words = (zh: boolean) => ({ lampTypeStr: zh ? '洗墙灯' : 'Wall washer', colorTypeStr: zh ? '单色温' : 'Single colour temperature', contestTypeStr: zh ? '洗墙' : 'Wall washing' });
    const { calls } = mockApi({
      'GET /api/users/getCurrentUser': () => ok({ id: 1, username: 'demo', displayName: 'Demo', role: 'designer' }),
      // the server translates by Accept-Language, as the real one does
      'GET /api/lampparams/list': (call) => ok({ total: 1, rows: [{ ...row(12, 1, 1), ...words(call.headers.get('Accept-Language') === 'zh-CN') }] }),
    });
    renderApp(<LampparamList projectId={1} page={1} onPageChange={() => {}} passThrough={{ gd: 'a', dio: 'b', jduhh: 'c', jduhhs: 'd' }} />);
    expect(await screen.findByText(/Single colour temperature/)).toBeInTheDocument();
    try {
      await act(() => changeLanguage('zh-CN'));
      expect(await screen.findByText(/单色温/)).toBeInTheDocument();
      expect(screen.queryByText(/Single colour temperature/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Wall washer/)).not.toBeInTheDocument();
      expect(calls.filter((c) => c.url.pathname === '/api/lampparams/list').map((c) => c.headers.get('Accept-Language'))).toEqual(['en', 'zh-CN']);
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
