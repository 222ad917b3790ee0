/**
 * The lamp parameter number as the form builds it, live: lamp number + beam-angle code + colour
 * code + power number (the power number asked from the server 300 ms after the power was last
 * typed), which of those parts are still missing, and whether the power number is still on its
 * way. A power that is a number but whose power number has not come yet (just typed, just loaded
 * with the record, or being asked) is pending, never missing: the number does not say
 * "incomplete" about a part it is still computing.
 */
import { colourCode, isValidPower, type AngleRule, type DictEntry } from '@lampsheet/contracts';
import { usePowerNo } from '../api/get-power-no';
import { colourTypeOf, liveNumber, temperaturesOf, type EditorForm } from '../utils/editor-form';
import { useDebouncedValue } from './use-debounced-value';

export function useLiveNumber(
  form: EditorForm,
  { colourType, lampType, angle }: { colourType: DictEntry | undefined; lampType: DictEntry | undefined; angle: AngleRule | undefined },
) {
  const powerText = form.lampPower === null || form.lampPower === undefined ? '' : String(form.lampPower).trim();
  const settledPower = useDebouncedValue(powerText, 300);
  const power = usePowerNo(form.lampType, settledPower);
  const powerNo = power.data?.powerNo ?? null;
  const powerPending = isValidPower(powerText) && (settledPower !== powerText || power.isFetching);
  const number = liveNumber(form, { lampNo: lampType?.dictExtra ?? form.lampNo, angleCode: angle?.ruleNo, colourType, powerNo });
  const colourCodeText = colourCode(colourTypeOf(colourType), temperaturesOf(form));
  /** Parts of the number still missing: a half-built number says so instead of passing for a real one. */
  const missingParts = (
    [
      [!(lampType?.dictExtra ?? form.lampNo), 'lampType'],
      [!angle, 'beamAngle'],
      [!colourCodeText, 'colour'],
      [!powerNo && !powerPending, 'power'],
    ] as const
  )
    .filter(([missing]) => missing)
    .map(([, part]) => part);
  return { number, colourCodeText, powerNo, missingParts, powerPending };
}
