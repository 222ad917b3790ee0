/**
 * The lamp parameter number as the form builds it, live: lamp number + beam-angle code + colour
 * code + power number (the power number asked from the server 300 ms after the power was last
 * typed), and which of those parts are still missing.
 */
import { colourCode, type AngleRule, type DictEntry } from '@lampsheet/contracts';
import { usePowerNo } from '../api/get-power-no';
import { colourTypeOf, liveNumber, temperaturesOf, type EditorForm } from '../utils/editor-form';
import { useDebouncedValue } from './use-debounced-value';

export function useLiveNumber(
  form: EditorForm,
  { colourType, lampType, angle }: { colourType: DictEntry | undefined; lampType: DictEntry | undefined; angle: AngleRule | undefined },
) {
  const settledPower = useDebouncedValue(form.lampPower, 300);
  const power = usePowerNo(form.lampType, settledPower);
  const powerNo = power.data?.powerNo ?? null;
  const number = liveNumber(form, { lampNo: lampType?.dictExtra ?? form.lampNo, angleCode: angle?.ruleNo, colourType, powerNo });
  const colourCodeText = colourCode(colourTypeOf(colourType), temperaturesOf(form));
  /** Parts of the number still missing: a half-built number says so instead of passing for a real one. */
  const missingParts = (
    [
      [!(lampType?.dictExtra ?? form.lampNo), 'lampType'],
      [!angle, 'beamAngle'],
      [!colourCodeText, 'colour'],
      [!powerNo, 'power'],
    ] as const
  )
    .filter(([missing]) => missing)
    .map(([, part]) => part);
  return { number, colourCodeText, powerNo, missingParts };
}
