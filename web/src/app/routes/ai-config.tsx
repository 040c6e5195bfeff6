import { AiConfigScreen } from '../../features/ai-config/components/ai-config-screen';

export function AiConfigPage() {
  return <AiConfigScreen />;
}
