/**
 * The save rules' failures shown at their fields (issue 26, point 5): the editor holds every
 * failing field of `lampparamFailures` with its message, in the specification's order; each
 * field's form item turns red with its message under it, and the page scrolls to the first
 * failure's control and focuses it. The marks last until the form changes.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** The control (by element id) that answers each field a save rule names. */
const FIELD_CONTROL: Record<string, string> = {
  customLampparmNo: 'custom-number',
  typeMark: 'type-mark',
  angleNo: 'beam-angle',
  colorTempeNo: 'colour-type',
  colorTemperature: 'temp-0',
  lampType: 'choose-lamp',
  lampSketchId: 'choose-lamp',
  lampPower: 'lamp-power',
  priceWeight: 'weight-priceWeight',
  lumSize: 'dim-D',
};

/** One failing field with its message. */
export interface FieldFailure {
  field: string;
  message: string;
}

/** The failing fields of one save, first the one to bring into view; `seq` tells two saves apart. */
export interface FieldErrors {
  failures: FieldFailure[];
  seq: number;
}

const FieldErrorContext = createContext<FieldErrors | null>(null);

/** Marks the failing fields for the sections below, and brings the first one's control into view with focus. */
export function FieldErrorProvider({ error, children }: { error: FieldErrors | null; children: ReactNode }) {
  useEffect(() => {
    const first = error?.failures[0];
    if (!first) return;
    const control = document.getElementById(FIELD_CONTROL[first.field] ?? '');
    if (!control) return;
    control.scrollIntoView({ block: 'center' });
    control.focus({ preventScroll: true });
  }, [error]);
  return <FieldErrorContext.Provider value={error}>{children}</FieldErrorContext.Provider>;
}

/** Props for the form item of `fields`: red with the first of their messages while a save rule fails on one. */
export function useFieldError(...fields: string[]): { validateStatus?: 'error'; help?: string } {
  const failure = useContext(FieldErrorContext)?.failures.find((f) => fields.includes(f.field));
  return failure ? { validateStatus: 'error', help: failure.message } : {};
}
