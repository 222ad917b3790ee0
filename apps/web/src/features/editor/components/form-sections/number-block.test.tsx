import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { emptyForm, type EditorForm } from '../../utils/editor-form';
import { NumberBlock } from './number-block';

const layout = { count: 5, spacing: 0.4, start: 0.2, setback: 0.6, height: 0, tilt: 20, rotation: 0, maintenanceFactor: 0.8 };
const block = (over: Partial<EditorForm>) => renderApp(<NumberBlock form={{ ...emptyForm(1), layout, ...over }} update={() => undefined} liveNumber="XQD10100W041" />);

describe('number block: the quantity beside the layout (issue 23 walk)', () => {
  it("says when a typed quantity differs from the layout's count × surfaces", () => {
    block({ fixturesPerSurface: 5, surfaceCount: 1, quantity: 3 });
    expect(screen.getByTestId('quantity-differs')).toHaveTextContent('The layout gives 5: the typed quantity differs.');
  });
  it('says nothing when the quantity follows the layout or equals it', () => {
    block({ fixturesPerSurface: 5, surfaceCount: 2, quantity: null });
    expect(screen.queryByTestId('quantity-differs')).toBeNull();
  });
});
