import type { ColumnDefinition, UserSetting } from '@lampsheet/contracts';
import { useCallback, useEffect, useState } from 'react';
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
  const [visible, setVisible] = useState<string[]>([]);

  // A new user, type or column list shows the cached choice (or the defaults) at once.
  const [shownFor, setShownFor] = useState<{ userId?: number; contestTypeId?: number; defs?: ColumnDefinition[] }>({});
  if (shownFor.userId !== userId || shownFor.contestTypeId !== contestTypeId || shownFor.defs !== defs) {
    setShownFor({ userId, contestTypeId, defs });
    if (contestTypeId && defs) {
      const cached = userId === undefined ? null : cachedChoice(userId, contestTypeId);
      setVisible(cached ? sanitiseVisible(cached, defs) : defaultVisibleColumns(defs));
    }
  }

  // Then the choice kept on the server, when there is one.
  useEffect(() => {
    if (!contestTypeId || !defs || userId === undefined) return;
    let current = true;
    api
      .get<UserSetting>(`/users/settings/${columnsSettingKey(contestTypeId)}`, undefined, { silent: true })
      .then((setting) => {
        const stored = parseChoice(setting.value);
        if (!current || !stored) return;
        cache(userId, contestTypeId, stored);
        setVisible(sanitiseVisible(stored, defs));
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
      setVisible(next);
      if (!contestTypeId || userId === undefined) return;
      cache(userId, contestTypeId, next);
      api.put(`/users/settings/${columnsSettingKey(contestTypeId)}`, { value: JSON.stringify(next) }, { silent: true }).catch(() => {
        // kept in this browser; the next save tries the server again
      });
    },
    [userId, contestTypeId],
  );

  return [visible, save] as const;
}
