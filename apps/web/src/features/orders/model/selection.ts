import { ORDER_BATCH_MAX, type OrderRow } from '@console/contract';

type Selectable = Pick<OrderRow, 'id' | 'status' | 'editable'>;

/** What the batch bar can do with the selected orders. */
export function selectionSummary(rows: readonly Selectable[]) {
  const resubmittable = rows.filter((r) => r.status === 'rejected' && r.editable).map((r) => r.id);
  return {
    ids: rows.map((r) => r.id),
    resubmittable,
    /** One batch call names at most ORDER_BATCH_MAX orders. */
    tooMany: rows.length > ORDER_BATCH_MAX,
  };
}
