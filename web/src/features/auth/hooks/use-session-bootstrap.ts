import { useEffect } from 'react';
import { unreachable } from '../../../api/api-error';
import { getSession, setUser, signOut, storedUser, useSession } from '../../../lib/session';
import { useMe } from '../api/get-me';

/**
 * docs/product.md: with a stored token, fetch the current user on start; if that fails, log out. With no
 * network the server has not said no: the app starts with the user as last seen, so the installed app
 * opens offline and /review serves the queue it kept.
 */
export function useSessionBootstrap(): void {
  const { status } = useSession();
  const me = useMe(status === 'checking');

  useEffect(() => {
    if (getSession().status !== 'checking') return;
    if (me.data) setUser(me.data.user);
    else if (me.isError) {
      const offline = unreachable(me.error);
      const user = offline ? storedUser() : null;
      if (user) setUser(user);
      else signOut();
    }
  }, [me.data, me.isError, me.error]);
}
