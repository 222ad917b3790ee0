import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { paths } from '@/config/paths';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(() => {
    const created = createAppRouter();
    // A 401 anywhere returns to log-in without reloading the app.
    setUnauthorizedHandler((redirectTo) => void created.navigate(paths.login.getHref(redirectTo), { replace: true }));
    return created;
  });
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
