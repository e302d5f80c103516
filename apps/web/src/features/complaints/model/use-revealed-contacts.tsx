import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm';
import { complaintApi } from '../api';

/**
 * The contacts revealed on this screen, by complaint id. The list and the drawer show the same
 * one; `forget` drops them all (when the rows on screen change), so that a revealed contact does
 * not outlive the rows it was asked for. `ask` confirms first (the server records every reveal):
 * a modal, not a Popconfirm, loaded with the first ask (the list's first load does not carry it).
 */
export function useRevealedContacts() {
  const { t } = useTranslation('complaints');
  const [modal, holder] = useConfirm();
  const [revealed, setRevealed] = useState<ReadonlyMap<number, string>>(() => new Map());

  const ask = useCallback(
    (id: number) => {
      void modal.confirm({
        title: t('reveal.confirm_title'),
        content: t('reveal.confirm_description'),
        okText: t('reveal.ok'),
        cancelText: t('reveal.cancel'),
        onOk: async () => {
          try {
            const { contact } = await complaintApi.complaintDecrypt({ id });
            setRevealed((current) => new Map(current).set(id, contact));
          } catch {
            // the http client has shown why (e.g. too many reveals in a minute)
          }
        },
      });
    },
    [modal, t],
  );

  const forget = useCallback(() => setRevealed((current) => (current.size === 0 ? current : new Map())), []);

  return { revealed, ask, forget, holder };
}

export type RevealedContacts = ReturnType<typeof useRevealedContacts>;
