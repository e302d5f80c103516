import { authApi } from '@/features/auth/api';
import { FALLBACK_LANGUAGE, browserLanguage, initI18n, storedLanguage } from '@/lib/i18n';
import { setSite } from '@/lib/site-store';

/**
 * Before the first render: pick the language and load its texts. The choice made in the selector
 * wins, then the browser's language when it is one of the four; only when neither applies does
 * the start wait for the site's `default_language`. Site info is asked at once in every case,
 * in parallel with the texts.
 */
export async function bootstrap(): Promise<void> {
  const site = authApi.websiteInit().then(
    (info) => {
      setSite(info);
      return info;
    },
    () => null, // no logo or store name then; the http client has said why
  );
  const language =
    storedLanguage() ?? browserLanguage() ?? (await site)?.default_language ?? FALLBACK_LANGUAGE;
  await initI18n(language);
}
