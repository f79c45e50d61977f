import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; failureSummary: string }[];
};

/** The impacts that fail a page: a screen-reader or keyboard user is blocked, or text is unreadable. */
const BLOCKING = ['serious', 'critical'];

/**
 * Runs axe-core (every rule it ships: WCAG 2.x A/AA and best practices) on the page as it is now,
 * and answers the serious and critical violations. The script is evaluated through the DevTools
 * protocol, so the shop's Content-Security-Policy does not stop it.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Colours are judged at rest: a control just tapped may still be fading into its new colours
  // (CSS transitions), and contrast measured half way is neither the old state nor the new.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as { violations: AxeViolation[] };
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })),
    }));
  });
  return violations.filter((v) => v.impact !== null && BLOCKING.includes(v.impact));
}

/** One readable block per violation: rule, impact, help, and each offending node with what to fix. */
export function formatViolations(where: string, violations: AxeViolation[]): string {
  const lines = [`${violations.length} serious/critical accessibility violation(s) on ${where}:`];
  for (const v of violations) {
    lines.push(`- ${v.id} (${v.impact}): ${v.help}  ${v.helpUrl}`);
    for (const node of v.nodes.slice(0, 8)) {
      lines.push(`    ${node.target.join(' ')}`);
      lines.push(`      ${node.failureSummary.replace(/\n\s*/g, ' / ')}`);
    }
    if (v.nodes.length > 8) lines.push(`    … and ${v.nodes.length - 8} more`);
  }
  return lines.join('\n');
}
