import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { roundScaleTop } from '@/lib/face-picture';
import { mockApi, ok, renderApp } from '@/testing/test-utils';
import { ImagePreviewDialog, type ImagePreviewTarget } from './image-preview-dialog';

const rowOf = (lampId: number, lightnessMax: number): ImagePreviewTarget => ({
  title: `Brand M-${lampId}`,
  images: { lumImage: null, pseuColor: `calc/rows/${lampId}.svg`, viewPhoto: null },
  initial: 'pseuColor',
  engine: { lampId, contestId: 7, face: 'A', lightnessMax },
});

/** The selection panel's use: one dialog, previewing one row after another. */
function Previews() {
  const [target, setTarget] = useState<ImagePreviewTarget | null>(rowOf(11, 42));
  return (
    <>
      <button type="button" onClick={() => setTarget(rowOf(12, 130))}>
        next row
      </button>
      <ImagePreviewDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}

describe('ImagePreviewDialog', () => {
  it('draws calculated rows on one fixed cd/m² range, kept from one row to the next', async () => {
    const { calls } = mockApi({
      'GET /api/config': () => ok({ mediaBaseUrl: '/media/' }),
      'POST /api/photometry/picture': (call) => {
        const body = call.body as { lampId: number; range: { max: number } };
        return ok({ address: `calc/pictures/${body.lampId}/false-full-${body.range.max}.svg`, format: 'svg', width: 420, height: 400, scale: { min: 0, max: body.range.max, log: false }, colourScale: 'viridis', face: {} });
      },
    });
    renderApp(<Previews />);
    // The row's own picture first, on its own scale.
    await waitFor(() => expect(screen.getByTestId('preview-image').getAttribute('src')).toBe('/media/calc/rows/11.svg'));
    expect(calls.some((c) => c.url.pathname === '/api/photometry/picture')).toBe(false);

    await userEvent.click(screen.getByRole('switch', { name: 'One scale for comparing' }));
    await waitFor(() => expect(screen.getByTestId('preview-image').getAttribute('src')).toBe('/media/calc/pictures/11/false-full-50.svg'));
    const first = calls.find((c) => c.url.pathname === '/api/photometry/picture')!.body;
    expect(first).toEqual({ lampId: 11, contestId: 7, face: 'A', kind: 'falseColour', variant: 'full', format: 'svg', range: { min: 0, max: 50 } });
    expect(screen.getByText(/0–50 cd\/m²/)).toBeInTheDocument();

    // The next row (brighter) keeps the range, so its colours compare with the first one's.
    await userEvent.click(screen.getByRole('button', { name: 'next row' }));
    await waitFor(() => expect(screen.getByTestId('preview-image').getAttribute('src')).toBe('/media/calc/pictures/12/false-full-50.svg'));
    const pictures = calls.filter((c) => c.url.pathname === '/api/photometry/picture').map((c) => c.body as { lampId: number; range: unknown });
    expect(pictures.at(-1)).toMatchObject({ lampId: 12, range: { min: 0, max: 50 } });

    // Switched off: the row's own picture again.
    await userEvent.click(screen.getByRole('switch', { name: 'One scale for comparing' }));
    await waitFor(() => expect(screen.getByTestId('preview-image').getAttribute('src')).toBe('/media/calc/rows/12.svg'));
  });

  it('offers no fixed range for rows the engine did not calculate', async () => {
    mockApi({ 'GET /api/config': () => ok({ mediaBaseUrl: '/media/' }) });
    renderApp(<ImagePreviewDialog target={{ ...rowOf(5, 10), engine: null }} onClose={() => undefined} />);
    await screen.findByTestId('preview-image');
    expect(screen.queryByTestId('preview-fixed-scale')).toBeNull();
  });

  it('rounds the default top of the range up to 1-2-5', () => {
    expect([0.7, 1, 42, 130, 2001].map(roundScaleTop)).toEqual([1, 1, 50, 200, 5000]);
  });
});
