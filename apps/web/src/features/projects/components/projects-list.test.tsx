import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, renderApp } from '@/testing/test-utils';
import { ProjectsList } from './projects-list';

const project = {
  id: 7,
  itemName: 'Riverside Tower',
  description: 'Facade relighting',
  location: null,
  createdBy: 2,
  creatorName: 'Demo Designer',
  createDate: '2025-03-01T09:00:00.000Z',
  updateDate: '2025-03-02T09:00:00.000Z',
  lampparamCount: 3,
};

describe('ProjectsList', () => {
  it('shows the empty state with a way to create the first project', async () => {
    const { calls } = mockApi({ 'GET /api/projects': () => ok({ rows: [], total: 0 }) });
    renderApp(<ProjectsList page={1} onPageChange={() => {}} />);
    expect(await screen.findByText('No projects yet. Create the first one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New project/ })).toBeInTheDocument();
    expect(calls[0]!.url.searchParams.get('page')).toBe('1');
    expect(calls[0]!.url.searchParams.get('rows')).toBe('10');
  });

  it('links each project to its lamp parameters and its fixture selection', async () => {
    mockApi({ 'GET /api/projects': () => ok({ rows: [project], total: 1 }) });
    renderApp(<ProjectsList page={1} onPageChange={() => {}} />);
    const item = await screen.findByTestId('project-item');
    expect(within(item).getByRole('link', { name: 'Riverside Tower' })).toHaveAttribute('href', '/parameterLampList?id=7');
    expect(within(item).getByRole('link', { name: /Fixture selection/ })).toHaveAttribute('href', '/selection?id=7');
    expect(within(item).getByText(/Demo Designer/)).toBeInTheDocument();
    expect(screen.queryByText('No projects yet. Create the first one.')).not.toBeInTheDocument();
  });
});
