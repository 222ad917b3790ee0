import { createBrowserRouter, redirect, redirectDocument, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { getToken } from '@/lib/auth-token';
import { RouteError } from '@/components/errors/route-error';
import { PageSpinner } from '@/components/page-spinner';

/**
 * Pages behind log-in: without a token go to log-in, remembering where the user was going. The
 * log-in page is a page of its own (login.html, which the server sends for `/login`): the
 * browser loads it, not the router.
 */
function requireAuth({ request }: LoaderFunctionArgs) {
  if (getToken()) return null;
  const url = new URL(request.url);
  throw redirectDocument(paths.login.getHref(`${url.pathname}${url.search}${url.hash}`));
}

/** `/login` reached inside the app (log-out, a link): the browser opens the log-in page. */
function openLoginPage({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  throw redirectDocument(`${url.pathname}${url.search}`);
}

/** Every page is a lazy module exporting `Component` (and sometimes `loader`). */
export const routes: RouteObject[] = [
  {
    path: paths.login.path,
    loader: openLoginPage,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
  },
  {
    path: '/',
    loader: requireAuth,
    HydrateFallback: PageSpinner,
    lazy: () => import('./routes/app-root'),
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: () => redirect(paths.projects.getHref()) },
      { path: paths.projects.path, lazy: () => import('./routes/projects') },
      { path: paths.selection.path, lazy: () => import('./routes/selection') },
      { path: paths.lampParamList.path, lazy: () => import('./routes/parameter-lamp-list') },
      { path: paths.custom.path, lazy: () => import('./routes/custom') },
      { path: paths.adminImport.path, lazy: () => import('./routes/admin-import') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
