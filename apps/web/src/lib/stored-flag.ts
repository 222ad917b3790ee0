import { useCallback, useState } from 'react';

/** Reads a remembered on/off choice of this browser (e.g. a folded filter area); `fallback` when none. */
export function readStoredFlag(key: string, fallback: boolean): boolean {
  try {
    const v = window.localStorage.getItem(key);
    return v === '1' ? true : v === '0' ? false : fallback;
  } catch {
    return fallback;
  }
}

/** An on/off choice remembered in this browser's local storage under `key`. */
export function useStoredFlag(key: string, fallback: boolean): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState(() => readStoredFlag(key, fallback));
  const set = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, next ? '1' : '0');
      } catch {
        // storage full or refused: the choice lasts for this page only
      }
    },
    [key],
  );
  return [value, set];
}
