import { fireEvent, screen } from '@testing-library/react';
import { renderApp } from '@/testing/test-utils';
import { Editor, type EditorProps } from '../components/editor';

/** The editor at `url` with the list page to return to (what the route gives it: the query's ids, the pass-through parameters). */
function renderAt(url: string, props: Omit<EditorProps, 'query'>) {
  window.localStorage.setItem('lampsheet.token', 'test-token');
  return renderApp(<Editor {...props} query={new URL(url, 'http://x').searchParams} />, {
    route: url,
    path: '/custom',
    routes: [{ path: '/parameterLampList', element: <div>list page</div> }],
  });
}

export function renderEditor(url = '/custom?id=1&pid=1&gd=g&jduhh=j', cid?: number) {
  return renderAt(url, { projectId: 1, cid, passThrough: { gd: 'g', jduhh: 'j' } });
}

/** The stored record 9 in the editor, with the page's compositions (`renderEffectSelection`, `renderRank`). */
export function renderRecord(compose: Pick<EditorProps, 'renderEffectSelection' | 'renderRank'>) {
  return renderAt('/custom?id=1&pid=1&cid=9', { projectId: 1, cid: 9, passThrough: {}, ...compose });
}

/** Opens an antd select and clicks an option. */
export async function pick(testId: string, option: string) {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
  const item = await screen.findByTitle(option);
  fireEvent.click(item);
}
