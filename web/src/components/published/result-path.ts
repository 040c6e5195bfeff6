import type { PublishedKind } from '../../api/published/kind';
import { paths } from '../../config/paths';

/** The page a generation or check is shown and shared on. */
export function resultPath(kind: PublishedKind, id: string): string {
  return kind === 'generations' ? paths.generation(id) : paths.sentenceCheck(id);
}
