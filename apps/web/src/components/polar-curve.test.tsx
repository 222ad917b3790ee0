import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, renderApp } from '@/testing/test-utils';
import { PolarCurve } from './polar-curve';

/** What the engine answers (abridged): the cones, the curves and the peak label. */
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="260" height="300" role="img" aria-label="C0–C180 / C90–C270" data-picture="polar">' +
  '<g data-part="cones"><path d="M0,0" data-cone="beam" data-series="c0c180" data-from="-12" data-to="12"/></g>' +
  '<path d="M0,0" data-plane="c0c180"/><path d="M0,0" data-plane="c90c270"/>' +
  '<g data-part="peak"><text>Imax 12,500 cd</text></g><g data-part="legend"><text>Beam 24.0° · Field 41.0°</text></g></svg>';

describe('PolarCurve', () => {
  it("asks the engine for one file's two planes in the app's language and shows its SVG: cones, curves, peak", async () => {
    const { calls } = mockApi({ 'POST /api/photometry/polar': () => ok({ svg: SVG, width: 260, height: 300 }) });
    renderApp(<PolarCurve curves={[{ photometryId: 41 }]} size={260} />);
    const picture = await screen.findByTestId('polar-curve');
    expect(screen.getByRole('img', { name: 'C0–C180 / C90–C270' })).toBeInTheDocument();
    expect(picture.querySelectorAll('path[data-plane]')).toHaveLength(2);
    expect(picture.querySelector('path[data-cone="beam"]')!.getAttribute('data-to')).toBe('12');
    expect(picture.textContent).toContain('Imax 12,500 cd');
    expect(picture.style.width).toBe('260px');
    const call = calls.find((c) => c.url.pathname === '/api/photometry/polar')!;
    expect(call.body).toEqual({ curves: [{ photometryId: 41 }], plane: 'both', size: 260 });
    expect(call.headers.get('Accept-Language')).toMatch(/^(en|zh-CN)/);
  });

  it('asks for several fixtures on one plane with their colours and dashes, and says so when the file cannot be drawn', async () => {
    const { calls } = mockApi({ 'POST /api/photometry/polar': () => ({ status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Not found' } }) });
    const curves = [
      { photometryId: 1, colour: '#d9480f', label: '1. A' },
      { photometryId: 2, colour: '#1864ab', dash: '6 3', label: '2. B' },
    ];
    renderApp(<PolarCurve curves={curves} plane="c90c270" size={250} />);
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
    expect(calls.find((c) => c.url.pathname === '/api/photometry/polar')!.body).toEqual({ curves, plane: 'c90c270', size: 250 });
  });
});
