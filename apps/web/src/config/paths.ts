/** Query parameters every lamp parameter page passes on unchanged (specification point 2). */
export const PASS_THROUGH_PARAMS = ['gd', 'dio', 'jduhh', 'jduhhs'] as const;
export type PassThrough = Partial<Record<(typeof PASS_THROUGH_PARAMS)[number], string>>;

/** The pass-through parameters present in an address. */
export function passThroughOf(search: URLSearchParams): PassThrough {
  const out: PassThrough = {};
  for (const key of PASS_THROUGH_PARAMS) {
    const value = search.get(key);
    if (value !== null) out[key] = value;
  }
  return out;
}

function queryString(query: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/** Every route of the web app in one place (docs/DOMAIN.md, "Routes of the web app"). */
export const paths = {
  login: {
    path: '/login',
    getHref: (redirectTo?: string | null) =>
      `/login${redirectTo ? `?redirect=${encodeURIComponent(redirectTo)}` : ''}`,
  },
  projects: { path: '/projects', getHref: () => '/projects' },
  lampParamList: {
    path: '/parameterLampList',
    /** `extra`: the pass-through parameters gd, dio, jduhh, jduhhs (specification point 2). */
    getHref: (projectId: number | string, extra: PassThrough = {}) =>
      `/parameterLampList?${queryString({ id: projectId, ...extra })}`,
  },
  /** The lamp parameter editor: id (project), cid (record), pid, and the pass-through parameters. */
  custom: {
    path: '/custom',
    getHref: (query: Record<string, string | number | null | undefined>, hash = '') =>
      `/custom?${queryString(query)}${hash ? `#${hash}` : ''}`,
  },
  selection: {
    path: '/selection',
    getHref: (projectId: number) => `/selection?id=${projectId}`,
  },
  /** Administrators: fixture spreadsheet and photometric files import. */
  adminImport: { path: '/admin/import', getHref: () => '/admin/import' },
} as const;
