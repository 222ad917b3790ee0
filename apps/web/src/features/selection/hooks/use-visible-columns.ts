import type { ColumnDefinition } from '@lampsheet/contracts';
import { useCallback, useEffect, useState } from 'react';
import { defaultVisibleColumns, sanitiseVisible } from '../utils/columns';

/** Where a user's column choice for a type is kept: per user id, so a colleague on the same browser starts from the defaults. */
export const columnsStorageKey = (userId: number, contestTypeId: number) => `lampsheet.columns.${userId}.${contestTypeId}`;

/**
 * The user's column choice for a type, remembered in this browser per user (local storage keyed
 * by the user id; no server round trip). Until the user is known the defaults show and nothing
 * is stored, so a choice never lands under an anonymous key another user could read.
 */
export function useVisibleColumns(userId: number | undefined, contestTypeId: number | undefined, defs: ColumnDefinition[] | undefined) {
  const [visible, setVisible] = useState<string[]>([]);

  useEffect(() => {
    if (!contestTypeId || !defs) return;
    let stored: string[] | null = null;
    try {
      const raw = userId === undefined ? null : window.localStorage.getItem(columnsStorageKey(userId, contestTypeId));
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
      if (contestTypeId && userId !== undefined) {
        try {
          window.localStorage.setItem(columnsStorageKey(userId, contestTypeId), JSON.stringify(next));
        } catch {
          // kept for this visit only
        }
      }
    },
    [userId, contestTypeId],
  );

  return [visible, save] as const;
}
