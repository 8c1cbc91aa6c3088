import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// The one axe-core set-up of every spec (issue 33 §4): every rule axe-core runs by default, plus the
// WCAG 2.2 rules it leaves off by default (tags `wcag22a` and `wcag22aa`: `target-size` in axe-core
// 4.13), enabled explicitly. The list is read from the axe-core that @axe-core/playwright injects,
// so a newer axe-core's WCAG 2.2 rules are run without anyone listing them.

type AxeCore = { getRules(tags?: string[]): { ruleId: string }[] };
const axeCore = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))(
  'axe-core',
) as AxeCore;

/** The WCAG 2.2 A and AA rules of the injected axe-core, each enabled. */
export const WCAG22_RULES = Object.fromEntries(
  axeCore.getRules(['wcag22a', 'wcag22aa']).map(({ ruleId }) => [ruleId, { enabled: true }]),
);

/** An AxeBuilder on the page with every default rule and the WCAG 2.2 A/AA ones. */
export const axeBuilder = (page: Page) => new AxeBuilder({ page }).options({ rules: WCAG22_RULES });

/** The page as shown: entrance transitions (a toast sliding in, a drawer opening) finished. */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe-core's violations of the page as shown (animations finished), any impact. */
export async function axeResults(page: Page) {
  await settleAnimations(page);
  return (await axeBuilder(page).analyze()).violations;
}

/** Serious and critical violations of the page as shown, as `{ id, help, targets }`. */
export async function seriousAxeViolations(page: Page) {
  return (await axeResults(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
