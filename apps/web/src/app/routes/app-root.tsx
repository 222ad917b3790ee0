import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppLayout } from '@/components/layouts/app-layout';
import { PageSpinner } from '@/components/page-spinner';

/** The authenticated shell around every page but log-in. */
export function Component() {
  return (
    <AppLayout>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </AppLayout>
  );
}
