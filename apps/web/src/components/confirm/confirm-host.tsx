import { useEffect, useRef } from 'react';
import { Modal, type ModalFuncProps } from 'antd';

export type DialogKind = 'confirm' | 'warning';

export interface DialogRequest {
  /** Counts the asks: each is shown once, in order. */
  id: number;
  kind: DialogKind;
  config: ModalFuncProps;
  /** Receives true on OK, false on cancel. */
  answer: (confirmed: boolean) => void;
}

/** Shows each new request as antd's own dialog (in the app's theme and language) and passes on the answer. */
export function DialogHost({ requests }: { requests: readonly DialogRequest[] }) {
  const [modal, holder] = Modal.useModal();
  // React's development double effect must not open the same dialog twice.
  const shown = useRef(0);
  useEffect(() => {
    for (const request of requests) {
      if (request.id <= shown.current) continue;
      shown.current = request.id;
      void modal[request.kind](request.config).then(request.answer, () => request.answer(false));
    }
  }, [modal, requests]);
  return holder;
}
