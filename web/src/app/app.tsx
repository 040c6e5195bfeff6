import { useEffect } from 'react';
import { firstScreenRendered } from '../lib/first-paint';
import { AppProvider } from './provider';
import { AppRouter } from './router';
import { SessionRoot } from './session-root';

export function App() {
  useEffect(firstScreenRendered, []);
  return (
    <AppProvider>
      <SessionRoot>
        <AppRouter />
      </SessionRoot>
    </AppProvider>
  );
}
