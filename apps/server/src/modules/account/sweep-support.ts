import { eq } from 'drizzle-orm';
import { accountEndpoints } from '@console/contract';
import { defineSweep } from '../../test/sweep/entry';
import { merchants } from '../auth/tables';
import { makeLibraryImage } from '../gallery/test-support';

/** A's library image, named by the caller as its own logo or QR; A's profile must not change. */
const anImageOf = (field: 'logo_image_id' | 'customer_weixin_image_ids') => ({
  async make(ctx: Parameters<typeof makeLibraryImage>[0], owner: { id: number }) {
    const image = await makeLibraryImage(ctx, owner.id);
    return {
      payload: { [field]: field === 'logo_image_id' ? image.id : [image.id] },
      read: () => ctx.db.select().from(merchants).where(eq(merchants.id, owner.id)),
    };
  },
});

export const sweep = defineSweep(accountEndpoints, {
  accountCenter: { designates: { none: "the caller's own profile" } },
  saveStore: {
    valid: () => ({ store_name: 'Sweep store', logo_image_id: null }),
    designates: anImageOf('logo_image_id'),
  },
  saveService: {
    valid: () => ({ customer_mobile: '400-800-1234', customer_weixin_image_ids: [] }),
    designates: anImageOf('customer_weixin_image_ids'),
  },
  changePassword: {
    valid: () => ({ old_password: 'Wrong#2026', password: 'Sweep#2026x', confirm: 'Sweep#2026x' }),
    designates: { none: "the caller's own password" },
  },
  logoutOthers: { designates: { none: "the caller's own sessions" } },
});
