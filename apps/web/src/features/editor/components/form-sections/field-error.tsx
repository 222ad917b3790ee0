/**
 * A save rule's failure shown at its field (issue 26, point 5): the editor holds the failing
 * field of `validateLampparam` and its message; the field's form item turns red with the message
 * under it, and the page scrolls to the field's control and focuses it. The mark lasts until
 * the form changes.
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

/** The failing field with its message; `seq` tells two failures of one field apart. */
export interface FieldError {
  field: string;
  message: string;
  seq: number;
}

const FieldErrorContext = createContext<FieldError | null>(null);

/** Marks the failing field for the sections below, and brings its control into view with focus. */
export function FieldErrorProvider({ error, children }: { error: FieldError | null; children: ReactNode }) {
  useEffect(() => {
    if (!error) return;
    const control = document.getElementById(FIELD_CONTROL[error.field] ?? '');
    if (!control) return;
    control.scrollIntoView({ block: 'center' });
    control.focus({ preventScroll: true });
  }, [error]);
  return <FieldErrorContext.Provider value={error}>{children}</FieldErrorContext.Provider>;
}

/** Props for the form item of one of `fields`: red with the message while a save rule fails on it. */
export function useFieldError(...fields: string[]): { validateStatus?: 'error'; help?: string } {
  const error = useContext(FieldErrorContext);
  return error && fields.includes(error.field) ? { validateStatus: 'error', help: error.message } : {};
}
