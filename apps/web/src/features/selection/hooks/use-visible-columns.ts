import type { ColumnDefinition } from '@lampsheet/contracts';
import { useCallback, useEffect, useState } from 'react';
import { defaultVisibleColumns, sanitiseVisible } from '../utils/columns';

const storageKey = (userId: number | undefined, contestTypeId: number) => `lampsheet.columns.${userId ?? 'anon'}.${contestTypeId}`;

/** The user's column choice for a type, remembered in this browser per user. */
export function useVisibleColumns(userId: number | undefined, contestTypeId: number | undefined, defs: ColumnDefinition[] | undefined) {
  const [visible, setVisible] = useState<string[]>([]);

  useEffect(() => {
    if (!contestTypeId || !defs) return;
    let stored: string[] | null = null;
    try {
      const raw = window.localStorage.getItem(storageKey(userId, contestTypeId));
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      if (Array.isArray(parsed)) stored = parsed.filter((k): k is string => typeof k === 'string');
    } catch {
      stored = null;
    }
    setVisible(stored ? sanitiseVisible(stored, defs) : defaultVisibleColumns(defs));
  }, [userId, contestTypeId, defs]);

  const save = useCallback(
    (next: string[]) => {
      setVisible(next);
      if (contestTypeId) {
        try {
          window.localStorage.setItem(storageKey(userId, contestTypeId), JSON.stringify(next));
        } catch {
          // kept for this visit only
        }
      }
    },
    [userId, contestTypeId],
  );

  return [visible, save] as const;
}
