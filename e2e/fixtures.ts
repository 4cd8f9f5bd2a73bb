import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/**
 * Every page must load and hydrate without console errors or React warnings (hydration
 * mismatches are reported there). Tests that provoke failures on purpose opt out per message.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const record = (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(message.text());
      };
      page.on('console', record);
      page.on('pageerror', (error) => problems.push(error.message));
      await use(problems);
    },
    { auto: true },
  ],
});

export { expect };
