// The storefront's entry (store.html): the customer's order page behind a promotion link. React
// alone, with its own small translator and fetch client: none of the console's antd, router or
// i18next, so that the first load stays within 100 kB gzip on a phone.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TextsContext } from './context';
import { storeRoute } from './routes';
import { StoreApp } from './store-app';
import { loadTranslator, storeLanguage } from './texts';

const root = document.getElementById('root');
if (!root) throw new Error('store.html has no #root');

const lang = storeLanguage();
document.documentElement.lang = lang;
const route = storeRoute(location.pathname);

void loadTranslator(lang).then((tr) => {
  createRoot(root).render(
    <StrictMode>
      <TextsContext value={tr}>
        <StoreApp route={route} />
      </TextsContext>
    </StrictMode>,
  );
});
