import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider } from '@/components/providers/app-provider';
import { createAppRouter } from './router';

export function App() {
  // A 401 anywhere opens the log-in page (lib/api-client.ts), a page of its own.
  const [router] = useState(createAppRouter);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
