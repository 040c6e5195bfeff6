import { AppProvider } from './provider';
import { AppRouter } from './router';
import { SessionRoot } from './session-root';

export function App() {
  return (
    <AppProvider>
      <SessionRoot>
        <AppRouter />
      </SessionRoot>
    </AppProvider>
  );
}
