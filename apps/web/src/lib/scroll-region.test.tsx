import { act, fireEvent, render, screen } from '@testing-library/react';
import { Table, type TableProps } from 'antd';
import { useState, type Ref } from 'react';
import type { TableRef } from 'antd/es/table';
import { describe, expect, it } from 'vitest';
import { useScrollRegion } from './scroll-region';

const columns: TableProps<{ id: number }>['columns'] = [{ key: 'id', dataIndex: 'id', title: 'Id' }];
const rows = Array.from({ length: 30 }, (_, i) => ({ id: i }));

/** The table mounts in a commit of its own (as in a modal's portal), never re-rendering the owner of the ref. */
function Later({ tableRef }: { tableRef: Ref<TableRef> }) {
  const [shown, setShown] = useState(false);
  return shown ? <Table ref={tableRef} rowKey="id" columns={columns} dataSource={rows} pagination={false} scroll={{ y: 120 }} /> : <button onClick={() => setShown(true)}>show</button>;
}

function Owner() {
  const region = useScrollRegion('Rows');
  return <Later tableRef={region} />;
}

describe('useScrollRegion', () => {
  it('names the scrolling body a keyboard region also when the table mounts after its owner rendered', () => {
    render(<Owner />);
    fireEvent.click(screen.getByText('show'));
    const body = document.querySelector<HTMLElement>('.ant-table-body')!;
    expect(body).toBeTruthy();
    expect(body.getAttribute('role')).toBe('region');
    expect(body.getAttribute('aria-label')).toBe('Rows');
    expect(body.tabIndex).toBe(0);
  });

  it('marks the body the table draws again', async () => {
    render(<Owner />);
    fireEvent.click(screen.getByText('show'));
    const table = document.querySelector('.ant-table-container')!;
    const fresh = document.createElement('div');
    fresh.className = 'ant-table-body';
    await act(async () => {
      document.querySelector('.ant-table-body')!.remove();
      table.appendChild(fresh);
    });
    expect(fresh.getAttribute('aria-label')).toBe('Rows');
    expect(fresh.tabIndex).toBe(0);
  });
});
