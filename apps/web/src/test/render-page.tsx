import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { i18n, initI18n, loadDomainNamespaces } from '@/lib/i18n';

/** The console's texts in Chinese with the given namespaces of a domain (the shell loads them). */
export async function loadTexts(bundles: Record<string, object>): Promise<void> {
  await initI18n('zh-CN');
  // As the domain's pages do: with the texts of its message keys (`common:v.…`, decision 056).
  await loadDomainNamespaces(Object.keys(bundles));
  for (const [ns, texts] of Object.entries(bundles)) i18n.addResourceBundle('zh-CN', ns, texts);
}

/** A page at its address with a fresh query cache (its permission checks read the address). */
export function renderAt(path: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}
