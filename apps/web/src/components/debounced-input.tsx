import { Input, type InputProps } from 'antd';
import { useEffect, useRef, useState } from 'react';

export interface DebouncedInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value?: string;
  onChange?: (value: string) => void;
  /** Quiet time before the change fires (ms). */
  delay?: number;
  /** A text area instead of a one-line input. */
  multiline?: boolean;
}

/**
 * An input whose change fires after `delay` ms without typing, and at once on blur or Enter
 * (so a submit never loses the last keystrokes).
 */
export function DebouncedInput({ value, onChange, delay = 500, onBlur, onPressEnter, multiline, ...rest }: DebouncedInputProps) {
  const [local, setLocal] = useState(value ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(local);

  // A new value from outside replaces what is shown (adjusted while rendering, not in an effect).
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setLocal(value ?? '');
  }
  useEffect(() => {
    latest.current = value ?? '';
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const flush = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (latest.current !== (value ?? '')) onChange?.(latest.current);
  };

  /** A keystroke: shown at once, sent after the quiet time. */
  const type = (text: string) => {
    setLocal(text);
    latest.current = text;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, delay);
  };

  if (multiline) {
    return (
      <Input.TextArea
        id={rest.id}
        aria-label={rest['aria-label']}
        maxLength={rest.maxLength}
        autoSize={{ minRows: 2, maxRows: 6 }}
        value={local}
        onChange={(e) => type(e.target.value)}
        onBlur={flush}
      />
    );
  }

  return (
    <Input
      {...rest}
      value={local}
      onChange={(e) => type(e.target.value)}
      onBlur={(e) => {
        flush();
        onBlur?.(e);
      }}
      onPressEnter={(e) => {
        flush();
        onPressEnter?.(e);
      }}
    />
  );
}
