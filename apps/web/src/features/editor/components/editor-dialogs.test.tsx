import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { photometrySummary } from '@/testing/photometry-summary';
import { mockApi, ok, renderApp } from '@/testing/test-utils';
import { applySurfaceSketch, emptyForm, type EditorForm } from '../utils/editor-form';
import { EditorDialogs } from './editor-dialogs';

const summary = photometrySummary({ fileName: 'chosen-wash.ies' });

const answer = {
  contestTypeId: 102,
  kind: 'wallWashing',
  viewing: 'reflected',
  faces: [{ faceType: 'single', lightnessAve: 31.5, lightness: 6.3, lightnessMax: 72, evenness: 0.2, anbanHeight: 0.35, illuminanceAve: 247, illuminanceMin: 49.5, illuminanceMax: 565, pseuColor: 'a.png', viewPhoto: 'b.png' }],
  dimensions: { H: 9, W: 4.5 },
  albedo: 0.4,
  count: 5,
  layout: { count: 5, spacing: 0.9, start: 0.45, setback: 0.6, height: 0, tilt: 15.9, rotation: 0, maintenanceFactor: 0.8 },
  installedPower: 90,
  powerDensity: 2.2,
  utilisation: 0.72,
  spill: 0.28,
  upwardSpill: 0.03,
  ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`lightIntensity${i + 1}`, 100])),
};

const form = (chosenLampId: number | null): EditorForm => ({
  ...applySurfaceSketch(emptyForm(4), { id: 1, contestTypeId: 102, contestDescribe: '', sketchMapOriginal: '', sketchAttr: '{}', templateType: 1, effectSelectFlag: 0 }),
  contestH: '9',
  contestW: '4.5',
  chosenLampId,
});

const dialogs = (f: EditorForm) => (
  <EditorDialogs
    dialog="check"
    onClose={() => undefined}
    projectId={1}
    form={f}
    targetIndices={[]}
    lampTypes={[]}
    onChooseSketch={() => undefined}
    onCustomSurface={() => undefined}
    onChooseLamp={() => undefined}
    onCustomLamp={() => undefined}
    onMake={() => undefined}
    onLayout={() => undefined}
  />
);

describe('the editor’s photometric check', () => {
  it('opens on the record’s chosen fixture’s file, calculated on the record’s surface, without the designer finding it again', async () => {
    const { calls } = mockApi({
      'GET /api/lamps/7': () => ok({ id: 7, photometryId: 41, detections: [] }),
      'GET /api/photometry/41': () => ok(summary),
      'POST /api/photometry/calculate': () => ok(answer),
    });
    renderApp(dialogs(form(7)));
    await screen.findByTestId('check-result');
    expect(calls.find((c) => c.url.pathname === '/api/photometry/calculate')!.body).toMatchObject({ photometryId: 41, contestTypeId: 102 });
    expect(await screen.findByTestId('fixture-photometry')).toHaveTextContent('chosen-wash.ies');
  }, 40_000);

  it('asks for a file when the record has no chosen fixture', async () => {
    const { calls } = mockApi({});
    renderApp(dialogs(form(null)));
    expect(await screen.findByTestId('check-upload')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('check-result')).toBeNull());
    expect(calls.some((c) => c.url.pathname.startsWith('/api/lamps/'))).toBe(false);
  }, 40_000);
});
