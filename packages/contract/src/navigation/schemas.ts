import { z } from 'zod';
const MenuItemSchema: z.ZodType<{ name: string; path: string; children?: { name: string; path: string }[] }> =
  z.lazy(() =>
    z.object({ name: z.string(), path: z.string(), children: z.array(MenuItemSchema).optional() }),
  );

/** `GET /api/user/nav`: the menu built on the server from the route table and the merchant. */
export const NavResult = z.object({ menu: z.array(MenuItemSchema) });
export type NavResult = z.infer<typeof NavResult>;
