import { useEffect } from 'react';
import { getSession, setUser, signOut, useSession } from '../../../lib/session';
import { useMe } from '../api/get-me';

/** docs/product.md: with a stored token, fetch the current user on start; if that fails, log out. */
export function useSessionBootstrap(): void {
  const { status } = useSession();
  const me = useMe(status === 'checking');

  useEffect(() => {
    if (getSession().status !== 'checking') return;
    if (me.data) setUser(me.data.user);
    else if (me.isError) signOut();
  }, [me.data, me.isError]);
}
