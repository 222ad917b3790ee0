/** Every route of the web app in one place (DOMAIN.md, "Routes of the web app"). */
export const paths = {
  login: {
    path: '/login',
    getHref: (redirectTo?: string | null) =>
      `/login${redirectTo ? `?redirect=${encodeURIComponent(redirectTo)}` : ''}`,
  },
  projects: { path: '/projects', getHref: () => '/projects' },
  lampParamList: {
    path: '/parameterLampList',
    getHref: (projectId: number) => `/parameterLampList?id=${projectId}`,
  },
  selection: {
    path: '/selection',
    getHref: (projectId: number) => `/selection?id=${projectId}`,
  },
} as const;
