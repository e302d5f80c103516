import type { MindElixirData, NodeObj } from 'mind-elixir';
import type { TransferDetail } from '@console/contract';

/** How the map names money and rates, in the language on screen. */
export interface MindMapLabels {
  reward: (amount: string) => string;
  rate: (percent: number) => string;
}

// Branch colours of the three levels: the source goods, the reasons, the target goods.
const REASON_STYLE = { color: '#ad4e00', background: '#fff7e6', border: '1px solid #ffd591' };
const TARGET_STYLE = { color: '#135200', background: '#f6ffed', border: '1px solid #b7eb8f' };

/**
 * The transfer detail as a mind map (domain "Order transfer"): source goods → each rejection
 * reason → the target goods of that reason with its reward and success rate. Entries that share
 * a reason hang under one reason node. Topics are plain text (mind-elixir sets textContent).
 */
export function transferMindMap(detail: TransferDetail, labels: MindMapLabels): MindElixirData {
  const byReason = new Map<string, TransferDetail['config']>();
  for (const entry of detail.config) {
    const list = byReason.get(entry.reason) ?? [];
    list.push(entry);
    byReason.set(entry.reason, list);
  }
  const reasons: NodeObj[] = [...byReason].map(([reason, entries], i) => ({
    id: `reason-${i}`,
    topic: reason,
    style: REASON_STYLE,
    children: entries.map((entry, j) => ({
      id: `target-${i}-${j}`,
      topic: entry.goods.goods_name,
      style: TARGET_STYLE,
      tags: [labels.reward(entry.goods.goods_reward), labels.rate(entry.goods.trans_success_lv)],
    })),
  }));
  return {
    nodeData: {
      id: 'source',
      topic: detail.goods_name,
      tags: [labels.reward(detail.goods_reward)],
      children: reasons,
    },
  };
}
