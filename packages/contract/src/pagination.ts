import { z } from 'zod';

/** `page` from 1, `page_size` within the pagination options (at most 100). */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.input<typeof PageQuery>;

export interface Page<T> {
  list: T[];
  total: number;
}
