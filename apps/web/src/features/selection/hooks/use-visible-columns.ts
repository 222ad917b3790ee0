import type { ColumnDefinition, UserSetting } from '@lampsheet/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api } from '@/lib/api-client';
import { defaultVisibleColumns, sanitiseVisible } from '../utils/columns';

/** Where a user's column choice for a type is cached in this browser: per user id. */
export const columnsStorageKey = (userId: number, contestTypeId: number) => `lampsheet.columns.${userId}.${contestTypeId}`;

/** The name of the same choice among the user's settings on the server. */
export const columnsSettingKey = (contestTypeId: number) => `columns.${contestTypeId}`;

function parseChoice(raw: string | null | undefined): string[] | null {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : null;
  } catch {
    return null;
  }
}

function cachedChoice(userId: number, contestTypeId: number): string[] | null {
  try {
    return parseChoice(window.localStorage.getItem(columnsStorageKey(userId, contestTypeId)));
  } catch {
    return null;
  }
}

function cache(userId: number, contestTypeId: number, choice: string[]) {
  try {
    window.localStorage.setItem(columnsStorageKey(userId, contestTypeId), JSON.stringify(choice));
  } catch {
    // the server copy still holds it
  }
}

/**
 * The user's column choice for a type. It is kept among the user's settings on the server, so
 * it follows the user to another browser, and cached in local storage per user id, so a reload
 * shows it at once. Until the user is known the defaults show and nothing is stored.
 */
export function useVisibleColumns(userId: number | undefined, contestTypeId: number | undefined, defs: ColumnDefinition[] | undefined) {
  // What this browser knows at once: the cached choice, else the defaults.
  const shown = useMemo(() => {
    if (!contestTypeId || !defs) return [];
    const cached = userId === undefined ? null : cachedChoice(userId, contestTypeId);
    return cached ? sanitiseVisible(cached, defs) : defaultVisibleColumns(defs);
  }, [userId, contestTypeId, defs]);
  // A later choice (the server's copy, or the user's save) for the same user, type and columns.
  const [chosen, setChosen] = useState<{ userId?: number; contestTypeId?: number; defs?: ColumnDefinition[]; visible: string[] } | null>(null);
  const visible =
    chosen && chosen.userId === userId && chosen.contestTypeId === contestTypeId && chosen.defs === defs ? chosen.visible : shown;

  useEffect(() => {
    if (!contestTypeId || !defs || userId === undefined) return;
    let current = true;
    api
      .get<UserSetting>(`/users/settings/${columnsSettingKey(contestTypeId)}`, undefined, { silent: true })
      .then((setting) => {
        const stored = parseChoice(setting.value);
        if (!current || !stored) return;
        cache(userId, contestTypeId, stored);
        setChosen({ userId, contestTypeId, defs, visible: sanitiseVisible(stored, defs) });
      })
      .catch(() => {
        // offline or refused: the cached choice stays
      });
    return () => {
      current = false;
    };
  }, [userId, contestTypeId, defs]);

  const save = useCallback(
    (next: string[]) => {
      setChosen({ userId, contestTypeId, defs, visible: next });
      if (!contestTypeId || userId === undefined) return;
      cache(userId, contestTypeId, next);
      api.put(`/users/settings/${columnsSettingKey(contestTypeId)}`, { value: JSON.stringify(next) }, { silent: true }).catch(() => {
        // kept in this browser; the next save tries the server again
      });
    },
    [userId, contestTypeId, defs],
  );

  return [visible, save] as const;
}
