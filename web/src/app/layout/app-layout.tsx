import { useEffect } from 'react';
import { AppShell, Container } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { useCompleteSignOut } from '../../lib/use-sign-out';
import { IcpFooter } from './icp-footer';
import classes from './layout.module.css';
import { MobileMenu } from './mobile-menu';
import { PageTransition } from './page-transition';
import { SkipLink, MAIN_CONTENT_ID } from './skip-link';
import { TopBar } from './top-bar';

export function AppLayout() {
  const [menuOpened, menu] = useDisclosure(false);
  const { pathname } = useLocation();

  // A new page closes the phone menu, whichever way the user got there.
  useEffect(() => menu.close(), [pathname]); // eslint-disable-line react-hooks/exhaustive-deps
  useHotkeys([['Escape', menu.close]]);
  useCompleteSignOut();

  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <SkipLink />
      <AppShell.Header className={classes.header}>
        <TopBar menuOpened={menuOpened} onToggleMenu={menu.toggle} />
        {menuOpened && <MobileMenu onClose={menu.close} />}
      </AppShell.Header>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Container
          size="lg"
          w="100%"
          py={{ base: 'lg', sm: 'xl' }}
          px={{ base: 'md', sm: 'lg' }}
          className={classes.content}
        >
          <PageTransition>
            <Outlet />
          </PageTransition>
        </Container>
        <IcpFooter />
      </AppShell.Main>
    </AppShell>
  );
}
