import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Account } from '@/contract/accounts';
import { LoadError } from '@/components/load-error';
import { useMe } from '../api/get-me';
import { loginHrefFor } from '../lib/safe-next';

/** Pages for signed-in customers: a visitor goes to /login?next=<this page> and comes back after logging in. */
export function RequireAccount({ children }: { children: (account: Account) => ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={28} width="40%" />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (me.isError) return <LoadError onRetry={() => void me.refetch()} retrying={me.isFetching} />;
  if (!me.data) return <Navigate to={loginHrefFor(`${location.pathname}${location.search}`)} replace />;
  return <>{children(me.data)}</>;
}
