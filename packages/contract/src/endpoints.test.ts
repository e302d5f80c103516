import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index';
import {
  ApiPath,
  ENDPOINTS,
  type OrderListPayload,
  type OrderListResult,
  type PayloadIn,
  type PayloadOut,
  type ResultOf,
  type RouteName,
  flattenRoutes,
  type orderEndpoints,
} from './index';
import { defineEndpoints } from './endpoint';

const schemaNamed = (name: string) => (contract as Record<string, unknown>)[name];

describe('the endpoint table', () => {
  it('names a zod schema of the contract for every payload and result', () => {
    for (const endpoint of Object.values(ENDPOINTS)) {
      for (const name of [endpoint.payload, endpoint.result]) {
        if (name === null) continue;
        expect(schemaNamed(name), `${endpoint.name}: ${name}`).toBeInstanceOf(z.ZodType);
      }
    }
  });

  it('gives every call its own method and path, and its route from the route table', () => {
    const seen = new Set<string>();
    const routes = new Set(flattenRoutes().map((r) => r.name));
    for (const endpoint of Object.values(ENDPOINTS)) {
      const key = `${endpoint.method} ${endpoint.path}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      if (endpoint.route) expect(routes.has(endpoint.route), endpoint.name).toBe(true);
      // A permission action narrows a route; alone it would guard nothing.
      if (endpoint.action) expect(endpoint.route, endpoint.name).not.toBeNull();
      if (endpoint.route) expect(endpoint.access, endpoint.name).toBe('session');
    }
  });

  it('keeps ApiPath as the paths by name, without path parameters', () => {
    expect(ApiPath.orderList).toBe('/apply/index');
    expect(ApiPath.taskFile).toBe('/download/file');
    expect(ApiPath.areaData).toBe('/area/data');
    expectTypeOf(ApiPath.taskFile).toEqualTypeOf<'/download/file'>();
  });

  it('types the payload and the result from the named schemas', () => {
    type List = typeof orderEndpoints.orderList;
    expectTypeOf<PayloadIn<List>>().toEqualTypeOf<OrderListPayload>();
    expectTypeOf<PayloadOut<List>>().toEqualTypeOf<z.output<typeof contract.OrderListPayload>>();
    expectTypeOf<ResultOf<List>>().toEqualTypeOf<OrderListResult>();
    expectTypeOf<PayloadIn<typeof ENDPOINTS.merchantInfo>>().toEqualTypeOf<undefined>();
    expectTypeOf<ResultOf<typeof ENDPOINTS.logout>>().toEqualTypeOf<null>();
    expectTypeOf<'OrderList'>().toExtend<RouteName>();
    expectTypeOf<'OrderLst'>().not.toExtend<RouteName>();
  });

  it('refuses, at compile time, a schema the module does not export', () => {
    type Schemas = { A: z.ZodObject<{ a: z.ZodString }>; notASchema: number };
    defineEndpoints<Schemas>()({
      // @ts-expect-error: no schema named B
      x: { path: '/x', payload: 'B' },
      // @ts-expect-error: a constant, not a schema
      y: { path: '/y', result: 'notASchema' },
      // @ts-expect-error: no such route
      z: { path: '/z', route: 'OrderLst' },
    });
  });
});
