import { expect, test, type Page } from '@playwright/test';
import { ENDPOINTS } from '@console/contract';
import { apiUrl } from './api-support';
import { ACCOUNTS, signInShell, typeAddress } from './shell-support';

// Two merchants share one browser tab: A signs out, B signs in. Nothing A saw may be drawn for B,
// not even for one frame while B's answers are on their way (the query cache is keyed by the
// merchant and emptied when the session changes). Every text the page draws is recorded by a
// MutationObserver installed before the console's own scripts run.

declare global {
  interface Window {
    drawnTexts: string[];
  }
}

function recordDrawnTexts() {
  window.drawnTexts = [];
  const record = (node: Node) => {
    const text = node.textContent?.trim();
    if (text) window.drawnTexts.push(text);
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'characterData') record(mutation.target);
      mutation.addedNodes.forEach(record);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** The amount records as the server answers them: waits for the answer and the rows it draws. */
async function openAmountRecords(page: Page): Promise<string[]> {
  const answer = page.waitForResponse((response) => response.url().endsWith(apiUrl(ENDPOINTS.ledgerList)));
  await typeAddress(page, '/account/balance');
  const body = (await (await answer).json()) as { data: { list: { reference: string }[] } };
  const references = body.data.list.map((entry) => entry.reference).filter(Boolean);
  const shown = page.getByTestId('ledger-reference');
  await expect(shown).toHaveCount(body.data.list.length);
  return references;
}

test('a merchant signing in after another in the same tab never sees the other’s amount records', async ({
  page,
}) => {
  await page.addInitScript(recordDrawnTexts);

  await signInShell(page, ACCOUNTS.merchant);
  const seenByA = await openAmountRecords(page);
  expect(seenByA.length).toBeGreaterThan(0);
  // Shown (not necessarily first: a refund of another test may arrive live meanwhile).
  await expect(page.getByTestId('ledger-reference').filter({ hasText: seenByA[0]! })).not.toHaveCount(0);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-logout').click();
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
  await expect(page).toHaveURL(/#\/auth\/login/);
  // From here on, everything drawn is B's (the same document: a sign-out does not reload).
  await page.evaluate(() => (window.drawnTexts = []));

  await signInShell(page, ACCOUNTS.partner62);
  const seenByB = await openAmountRecords(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();

  const drawn = await page.evaluate(() => window.drawnTexts.join('\n'));
  expect(drawn.length).toBeGreaterThan(0);
  const leaked = seenByA.filter((reference) => !seenByB.includes(reference) && drawn.includes(reference));
  expect(leaked).toEqual([]);
});
