import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/* WCAG 2.1 A and AA, the level the app promises; serious and critical findings fail a spec. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The page's serious and critical WCAG findings as axe reports them, with up to five elements each. */
export async function blockingViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Experimental in axe, but a voice-control user says what they see (WCAG 2.5.3): checked too.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    }));
}
