import type { PublishedKind } from '../../api/published/kind';

/** Each kind's texts live under its screen's i18n section: generate.*, check.*. */
export const SECTION = { generations: 'generate', checks: 'check' } as const satisfies Record<
  PublishedKind,
  string
>;
