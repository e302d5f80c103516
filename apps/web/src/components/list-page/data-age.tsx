import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How often the age on screen is worked out again. */
const TICK_MS = 30_000;

/** "Updated N minutes ago" in the language on screen (plural forms), from a time in ms. */
export function ageText(t: (key: string, options?: object) => string, updatedAt: number, now: number) {
  const minutes = Math.max(0, Math.floor((now - updatedAt) / 60_000));
  if (minutes < 1) return t('list.updated_now');
  if (minutes < 60) return t('list.updated_minutes_ago', { count: minutes });
  return t('list.updated_hours_ago', { count: Math.floor(minutes / 60) });
}

/**
 * How old the rows on screen are (issue 39, "fresh data"): a list that is not kept live by the
 * event stream is never silently minutes old. Nothing before the first answer.
 */
export function DataAge({ updatedAt, className }: { updatedAt: number; className?: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (!updatedAt) return null;
  return (
    <span className={className} data-testid="list-age" data-updated-at={updatedAt}>
      {ageText(t as (key: string, options?: object) => string, updatedAt, Math.max(now, updatedAt))}
    </span>
  );
}
