import { useState } from 'react';
import type { LiveSwitch } from '@console/contract';
import type { ConfirmApi } from '@/components/confirm';
import { toast } from '@/lib/toast';

/** A row switched on and off (a live room, an anchor): what its switch needs to know. */
export interface Switchable {
  id: number;
  name: string;
  status: LiveSwitch;
}

/** The texts of one switch, in the page's namespace: asked with `{ name }`. */
export interface SwitchTexts {
  title: (enable: boolean, name: string) => string;
  content: (enable: boolean) => string;
  done: (enable: boolean, name: string) => string;
  ok: (enable: boolean) => string;
  cancel: string;
}

export interface StatusSwitchOptions {
  dialogs: ConfirmApi;
  texts: SwitchTexts;
  /** The status call (a room's, an anchor's). */
  save: (payload: { id: number; status: LiveSwitch }) => Promise<unknown>;
  refresh: () => Promise<unknown>;
  /** Test id of the dialog's OK button. */
  confirmTestId: string;
}

/**
 * Switching a row on and off, after a confirmation: turning one off takes it out of the choices
 * elsewhere (a live room, an anchor: of the session form), so the merchant says so first (the red OK).
 */
export function useStatusSwitch({ dialogs, texts, save, refresh, confirmTestId }: StatusSwitchOptions) {
  const [switching, setSwitching] = useState<number | null>(null);
  const apply = async (row: Switchable, enable: boolean) => {
    setSwitching(row.id);
    try {
      await save({ id: row.id, status: enable ? 'enabled' : 'disabled' });
      toast().success(texts.done(enable, row.name));
      await refresh();
    } catch {
      // the http client has shown why
    } finally {
      setSwitching(null);
    }
  };
  const askSwitch = (row: Switchable) => {
    const enable = row.status === 'disabled';
    void dialogs.confirm({
      title: texts.title(enable, row.name),
      content: texts.content(enable),
      okText: texts.ok(enable),
      cancelText: texts.cancel,
      okButtonProps: { danger: !enable, ...({ 'data-testid': confirmTestId } as object) },
      onOk: () => apply(row, enable),
    });
  };
  return { switching, askSwitch };
}
