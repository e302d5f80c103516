/**
 * The merchants of `wanted` new orders in turn: merchant i gets exactly `counts[i]` of them, spread
 * evenly over the sequence (its j-th order at about (j + ½) / counts[i] of the way), so every
 * merchant's orders cover the whole period instead of one merchant's year following another's.
 * A min-heap of each merchant's next place keeps a draw at O(log merchants) (10 M draws over 500).
 */
export function interleave(counts: readonly number[]): () => number {
  const given = counts.map(() => 0);
  const place = (i: number) => (given[i]! + 0.5) / counts[i]!;
  const heap = counts.flatMap((n, i) => (n > 0 ? [i] : []));
  // Ties go to the lower index: equal counts come round-robin in merchant order.
  const before = (a: number, b: number) => place(a) < place(b) || (place(a) === place(b) && a < b);
  const swap = (a: number, b: number) => ([heap[a], heap[b]] = [heap[b]!, heap[a]!]);
  const down = (at: number) => {
    for (;;) {
      const l = 2 * at + 1;
      const r = l + 1;
      let top = at;
      if (l < heap.length && before(heap[l]!, heap[top]!)) top = l;
      if (r < heap.length && before(heap[r]!, heap[top]!)) top = r;
      if (top === at) return;
      swap(at, top);
      at = top;
    }
  };
  for (let i = Math.floor(heap.length / 2) - 1; i >= 0; i -= 1) down(i);
  return () => {
    const i = heap[0];
    if (i === undefined) throw new Error('every merchant has its orders');
    given[i] = given[i]! + 1;
    if (given[i] === counts[i]) {
      heap[0] = heap[heap.length - 1]!;
      heap.pop();
    }
    down(0);
    return i;
  };
}

/** `total` spread over `n` evenly, the first `total % n` one more. */
export const evenly = (total: number, n: number) =>
  Array.from({ length: n }, (_, i) => Math.floor(total / n) + (i < total % n ? 1 : 0));
