import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ApiPath,
  AreaTree,
  areaDataPath,
  Code,
  CoverageResult,
  OperatorListResult,
  type AreaNode,
  ENDPOINTS,
} from '@console/contract';
import { rolePermissions } from '../auth/tables';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeMerchant, signIn } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getArea = (key: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url: `/api${areaDataPath(key)}`, headers });

async function signedIn() {
  const m = await makeMerchant(t.ctx);
  return { m, token: await signIn(t.ctx, m.id) };
}

describe('GET /api/area/data/<areaKey>.json', () => {
  it('serves the mainland provinces and their cities as tree nodes, cached, as JSON', async () => {
    const res = await getArea('area_mobile');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const tree = AreaTree.parse(res.json());
    expect(tree).toHaveLength(31); // 22 provinces, 5 autonomous regions, 4 municipalities
    expect(tree.map((p) => p.label)).not.toContain('香港特别行政区');
    const guangdong = tree.find((p) => p.value === '440000')!;
    expect(guangdong).toMatchObject({ label: '广东省', selectAll: true });
    expect(guangdong.children).toContainEqual({ value: '440300', label: '深圳市', selectAll: false });
    // A municipality's districts stand at the city level; no node goes deeper than two levels.
    const beijing = tree.find((p) => p.value === '110000')!;
    expect(beijing.children).toContainEqual({ value: '110105', label: '朝阳区', selectAll: false });
    expect(tree.every((p) => p.children?.every((c: AreaNode) => c.children === undefined))).toBe(true);
  });

  it('answers 304 to the same ETag, and serves the repair file down to the districts', async () => {
    const first = await getArea('area_unicom');
    const again = await getArea('area_unicom', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    const repair = AreaTree.parse((await getArea('area_unicom_repair')).json());
    const shenzhen = repair.find((p) => p.value === '440000')!.children!.find((c) => c.value === '440300')!;
    expect(shenzhen).toMatchObject({ selectAll: true });
    expect(shenzhen.children!.map((d) => d.label)).toContain('南山区');
  });

  it('answers 404 for an unknown key or a name without .json', async () => {
    for (const url of [
      `/api${areaDataPath('area_satellite')}`,
      `/api${ApiPath.areaData}/area_mobile`,
      `/api${areaDataPath('../package')}`,
    ]) {
      const res = await t.inject({ method: 'GET', url, headers: { 'accept-language': 'zh-CN' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ code: number }>().code, url).toBe(Code.notFound);
    }
  });
});

describe('POST /api/area/operators', () => {
  it('lists the four operators with their area keys, names in the request language', async () => {
    const { token } = await signedIn();
    const res = await t.call(ENDPOINTS.operatorList, undefined, { token, lang: 'en-US' });
    expect(res.code).toBe(Code.ok);
    expect(OperatorListResult.parse(res.data).list).toEqual([
      {
        id: 1,
        carrier: 'mobile',
        name: 'China Mobile',
        areaKey: 'area_mobile',
        areaKeyRepair: 'area_mobile_repair',
      },
      {
        id: 2,
        carrier: 'unicom',
        name: 'China Unicom',
        areaKey: 'area_unicom',
        areaKeyRepair: 'area_unicom_repair',
      },
      {
        id: 3,
        carrier: 'telecom',
        name: 'China Telecom',
        areaKey: 'area_telecom',
        areaKeyRepair: 'area_telecom_repair',
      },
      {
        id: 4,
        carrier: 'broadcast',
        name: 'China Broadnet',
        areaKey: 'area_broadcast',
        areaKeyRepair: 'area_broadcast_repair',
      },
    ]);
    const zh = await t.call(ENDPOINTS.operatorList, undefined, { token, lang: 'zh-CN' });
    expect(zh.data.list.map((o) => o.name)).toEqual(['中国移动', '中国联通', '中国电信', '中国广电']);
    // Every operator's key names a file the server serves.
    for (const o of res.data.list) expect((await getArea(o.areaKey)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await t.call(ENDPOINTS.operatorList)).code).toBe(Code.sessionExpired);
  });
});

describe('POST /api/area/coverage and /api/area/saveCoverage', () => {
  it('starts empty, saves, folds and reloads the choice per operator and per merchant', async () => {
    const { token } = await signedIn();
    const empty = await t.call(ENDPOINTS.areaCoverage, { operator_id: 2 }, { token });
    expect(empty.data).toEqual({ operator_id: 2, codes: [] });

    // Shenzhen goes into Guangdong; Hangzhou stays a city; every city of Hainan makes Hainan.
    const hainan = AreaTree.parse((await getArea('area_unicom')).json()).find((p) => p.value === '460000')!;
    const saved = await t.call(
      ENDPOINTS.saveAreaCoverage,
      {
        operator_id: 2,
        codes: ['440300', '440000', '330100', '330100', ...hainan.children!.map((c) => c.value)],
      },
      { token },
    );
    expect(saved.code).toBe(Code.ok);
    expect(CoverageResult.parse(saved.data)).toEqual({
      operator_id: 2,
      codes: ['330100', '440000', '460000'],
    });

    const reloaded = await t.call(ENDPOINTS.areaCoverage, { operator_id: 2 }, { token });
    expect(reloaded.data).toEqual(saved.data);
    const otherOperator = await t.call(ENDPOINTS.areaCoverage, { operator_id: 1 }, { token });
    expect(otherOperator.data.codes).toEqual([]);
    const other = await signedIn();
    const otherMerchant = await t.call(ENDPOINTS.areaCoverage, { operator_id: 2 }, { token: other.token });
    expect(otherMerchant.data.codes).toEqual([]);

    // Saving again replaces; an empty choice clears it.
    await t.call(ENDPOINTS.saveAreaCoverage, { operator_id: 2, codes: [] }, { token });
    expect((await t.call(ENDPOINTS.areaCoverage, { operator_id: 2 }, { token })).data.codes).toEqual([]);
  });

  it('refuses codes that are not in the area data, naming the field, and stores nothing', async () => {
    const { token } = await signedIn();
    const unknown = await t.call(
      ENDPOINTS.saveAreaCoverage,
      { operator_id: 1, codes: ['440300', '999900'] },
      { token, lang: 'zh-CN' },
    );
    expect(unknown).toMatchObject({ code: Code.validation, msg: 'codes：地区编码 999900 不存在' });
    const hongKong = await t.call(
      ENDPOINTS.saveAreaCoverage,
      { operator_id: 1, codes: ['810000'] },
      { token },
    );
    expect(hongKong.code).toBe(Code.validation);
    expect((await t.call(ENDPOINTS.areaCoverage, { operator_id: 1 }, { token })).data.codes).toEqual([]);
  });

  it('refuses a malformed payload with a message naming the field', async () => {
    const { token } = await signedIn();
    const cases: [unknown, string][] = [
      [{ operator_id: 1, codes: ['44'] }, 'codes.0'],
      [{ operator_id: 1, codes: '440000' }, 'codes'],
      [{ operator_id: 1, codes: Array.from({ length: 501 }, () => '440000') }, 'codes'],
      [{ operator_id: 0, codes: [] }, 'operator_id'],
      [{ codes: [] }, 'operator_id'],
    ];
    for (const [body, field] of cases) {
      // Deliberately wrong payloads: untyped on purpose (t.post).
      const res = await t.post(ApiPath.saveAreaCoverage, body, { token, lang: 'en-US' });
      expect(res.code, JSON.stringify(body).slice(0, 60)).toBe(Code.validation);
      expect(res.msg.startsWith(`${field}:`), res.msg).toBe(true);
    }
    // A wrong operator id on purpose: untyped (t.post).
    expect((await t.post(ApiPath.areaCoverage, { operator_id: 'x' }, { token })).code).toBe(Code.validation);
  });

  it('answers not found for an operator that does not exist', async () => {
    const { token } = await signedIn();
    expect((await t.call(ENDPOINTS.areaCoverage, { operator_id: 9 }, { token })).code).toBe(Code.notFound);
    expect((await t.call(ENDPOINTS.saveAreaCoverage, { operator_id: 9, codes: [] }, { token })).code).toBe(
      Code.notFound,
    );
  });

  it('refuses a merchant whose role lacks the goods permission', async () => {
    const { m, token } = await signedIn();
    await t.ctx.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.merchantId, m.id), eq(rolePermissions.permissionId, 'goods')));
    expect((await t.call(ENDPOINTS.areaCoverage, { operator_id: 1 }, { token })).code).toBe(Code.forbidden);
  });
});
