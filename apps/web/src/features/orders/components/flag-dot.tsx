import type { CSSProperties } from 'react';
import { ORDER_FLAG_COLORS } from '@console/contract';

const BOX: CSSProperties = {
  display: 'inline-block',
  width: 12,
  height: 12,
  borderRadius: 2,
  verticalAlign: -1,
};
const EMPTY: CSSProperties = { ...BOX, border: '1px dashed var(--ant-color-border, #d9d9d9)' };

/**
 * A colour flag as a small square; 0 (no flag) as a dashed outline. Inline styles: the lazy parts
 * draw flags too, and a shared style sheet would split off a chunk of its own.
 */
export function FlagDot({ flag }: { flag: number }) {
  const color = ORDER_FLAG_COLORS[flag as keyof typeof ORDER_FLAG_COLORS];
  return color ? (
    <span style={{ ...BOX, background: color }} data-flag={flag} aria-hidden />
  ) : (
    <span style={EMPTY} data-flag={0} aria-hidden />
  );
}
