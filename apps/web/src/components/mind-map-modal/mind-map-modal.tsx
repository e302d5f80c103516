import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Modal, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TransferDetail } from '@console/contract';
import { formatMoney } from '@/lib/format';
import { useIsMobile } from '@/lib/use-media-query';
import { loadMindMapLibrary, type MindMapRenderer } from './load-mind-map';
import { transferMindMap } from './transfer-mind-map';
import styles from './mind-map-modal.module.css';

/** Where the modal gets its transfer detail: a cache key and the call that fetches it. */
export interface MindMapSource {
  key: readonly unknown[];
  fetch: (signal: AbortSignal) => Promise<TransferDetail>;
}

export interface MindMapModalProps {
  open: boolean;
  onClose: () => void;
  source: MindMapSource | null;
}

type LibraryState = { status: 'loading' } | { status: 'ready'; lib: MindMapRenderer } | { status: 'failed' };

/** Loads the library while the modal is open (spec section 8: loading and failed messages). */
function useMindMapLibrary(open: boolean): LibraryState {
  const [state, setState] = useState<LibraryState>({ status: 'loading' });
  // Each opening after a failure tries again (adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && state.status === 'failed') setState({ status: 'loading' });
  }
  useEffect(() => {
    if (!open) return;
    let live = true;
    loadMindMapLibrary().then(
      (lib) => live && setState({ status: 'ready', lib }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [open]);
  return state;
}

/**
 * Transfer details as a mind map (spec sections 3 and 8): source goods → reasons → target goods
 * with reward and success rate. The mind-map library loads only when the modal opens.
 */
export function MindMapModal({ open, onClose, source }: MindMapModalProps) {
  const { t, i18n } = useTranslation('widgets');
  const mobile = useIsMobile();
  const library = useMindMapLibrary(open);
  const detail = useQuery({
    queryKey: ['mind-map', ...(source?.key ?? [])],
    queryFn: ({ signal }) => source!.fetch(signal),
    enabled: open && source !== null,
    retry: false,
    staleTime: 30_000,
  });
  const canvasRef = useRef<HTMLDivElement | null>(null);
  // The modal mounts its body on its own schedule: a new canvas element draws the map again.
  const [canvasMounts, setCanvasMounts] = useState(0);
  const setCanvas = useCallback((el: HTMLDivElement | null) => {
    canvasRef.current = el;
    if (el) setCanvasMounts((n) => n + 1);
  }, []);
  // A map drawn while the modal still zooms in is measured scaled down: fit it again at the end.
  const fitRef = useRef<(() => void) | null>(null);

  const language = i18n.language;
  const data = useMemo(
    () =>
      detail.data &&
      transferMindMap(detail.data, {
        reward: (amount) => t('mind_map.reward', { amount: formatMoney(amount, language) }),
        rate: (percent) => t('mind_map.rate', { percent }),
      }),
    [detail.data, t, language],
  );

  const lib = library.status === 'ready' ? library.lib : null;
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!open || !lib || !data || !canvas) return;
    const map = lib.renderMindMap(canvas, data);
    fitRef.current = map.fit;
    // For the tests and the benchmark: the map is drawn (set on the DOM, React does not own it).
    canvas.dataset.rendered = 'true';
    return () => {
      fitRef.current = null;
      map.destroy();
      delete canvas.dataset.rendered;
    };
  }, [open, lib, data, canvasMounts]);

  const failed = library.status === 'failed' || detail.isError;
  // The map is drawn in the effect of the same commit that has both: no frame shows an empty stage.
  const waiting = !failed && !(lib && data);
  const head = detail.data;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterOpenChange={(opened) => opened && fitRef.current?.()}
      footer={null}
      width={mobile ? '100%' : 1000}
      centered
      destroyOnHidden
      title={t('mind_map.title')}
      data-testid="mind-map-modal"
    >
      {head && (
        <div className={styles.head} data-testid="mind-map-head">
          <strong>{head.goods_name}</strong>
          <span className={styles.reward}>
            {t('mind_map.reward', { amount: formatMoney(head.goods_reward, language) })}
          </span>
          {head.goods_desc && <p className={styles.desc}>{head.goods_desc}</p>}
        </div>
      )}
      <div className={styles.stage}>
        {!failed && (
          <div
            ref={setCanvas}
            className={styles.canvas}
            data-testid="mind-map"
            data-entries={head?.config.length ?? 0}
          />
        )}
        {waiting && (
          <div className={styles.overlay} role="status" data-testid="mind-map-loading">
            <Spin />
            <span>{t('mind_map.loading')}</span>
          </div>
        )}
        {failed && (
          <div className={styles.overlay} role="alert" data-testid="mind-map-failed">
            {t('mind_map.failed')}
          </div>
        )}
      </div>
    </Modal>
  );
}
