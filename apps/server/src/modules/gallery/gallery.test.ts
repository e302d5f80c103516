import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { count, eq } from 'drizzle-orm';
import { ApiPath, Code, type UploadManyResult, type UploadResult, ENDPOINTS } from '@console/contract';
import { images, uploads } from './tables';
import { createTestApp, type TestApp, sessionToken } from '../../test/test-app';
import { makeMerchant, TEST_PASSWORD } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { hugePng } from '../../test/huge-png';

let t: TestApp;
let token: string;
let otherToken: string;
let merchantId: number;

beforeAll(async () => {
  t = await createTestApp();
  const m = await makeMerchant(t.ctx);
  const o = await makeMerchant(t.ctx);
  merchantId = m.id;
  token = sessionToken((await t.call(ENDPOINTS.login, { account: m.mobile, password: TEST_PASSWORD })).data);
  otherToken = sessionToken(
    (await t.call(ENDPOINTS.login, { account: o.mobile, password: TEST_PASSWORD })).data,
  );
});
afterAll(() => t.close());

const png = (w = 80, h = 60, color = '#1677ff') =>
  sharp({ create: { width: w, height: h, channels: 3, background: color } })
    .png()
    .toBuffer();

async function upload<T = UploadResult>(
  apiPath: string,
  files: { name: string; data: Buffer; type?: string }[],
  fields: Record<string, string> = {},
  as = token,
  lang = 'zh-CN',
) {
  const { payload, contentType } = multipart(fields, files);
  const res = await t.inject({
    method: 'POST',
    url: `/api${apiPath}`,
    payload,
    headers: { 'content-type': contentType, token: as, 'accept-language': lang },
  });
  return { status: res.statusCode, ...res.json<{ code: number; msg: string; data: T }>() };
}

const storedFiles = () => {
  const dir = path.join(t.dataDir, 'files', 'img');
  return fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.')).length
    : 0;
};
const uploadRows = async () => (await t.ctx.db.select({ n: count() }).from(uploads))[0]!.n;

describe('uploads', () => {
  it('stores a re-encoded image and its thumbnail, served with a fixed type and nosniff', async () => {
    const res = await upload(ApiPath.uploadImage, [{ name: 'shop front.png', data: await png(640, 480) }], {
      group_id: '0',
    });
    expect(res.code).toBe(Code.ok);
    expect(res.data).toMatchObject({ file_name: 'shop front.png', ext: 'png', width: 640, height: 480 });
    expect(res.data.image).toMatchObject({ group_id: 0, file_name: 'shop front.png' });
    expect(res.data.file_url).toMatch(/^\/files\/img\/\d+\/[a-z0-9]+\.png$/);
    for (const [url, type] of [
      [res.data.file_url, 'image/png'],
      [res.data.thumb_url, 'image/webp'],
    ] as const) {
      const file = await t.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(type);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toContain('immutable');
    }
  });

  it('uploads several files at once, without a library entry when no group is given', async () => {
    const res = await upload<UploadManyResult>(ApiPath.uploadImages, [
      { name: 'a.png', data: await png() },
      {
        name: 'b.jpg',
        data: await sharp(await png())
          .jpeg()
          .toBuffer(),
        type: 'image/jpeg',
      },
    ]);
    expect(res.code).toBe(Code.ok);
    expect(res.data.list.map((u) => [u.file_name, u.ext, u.image])).toEqual([
      ['a.png', 'png', null],
      ['b.jpg', 'jpg', null],
    ]);
  });

  it('refuses the content-sniffing corpus with a clear message and stores nothing', async () => {
    const jpeg = await sharp(await png())
      .jpeg()
      .toBuffer();
    const corpus: [string, Buffer, string][] = [
      [
        'shell.php.png',
        Buffer.from('<?php system($_GET["c"]); ?>'),
        'shell.php.png：图片类型错误，请重新选择',
      ],
      [
        'page.png',
        Buffer.from('<html><script>alert(1)</script></html>'),
        'page.png：图片类型错误，请重新选择',
      ],
      [
        'vector.png',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'vector.png：图片类型错误，请重新选择',
      ],
      [
        'cat.jpg',
        Buffer.concat([jpeg, Buffer.from('<script>alert(document.cookie)</script>')]),
        'cat.jpg：图片中含有非图片内容，已拒绝上传',
      ],
      ['bomb.png', hugePng(), 'bomb.png：图片尺寸过大（超过 40000000 像素）'],
      ['empty.png', Buffer.alloc(0), 'empty.png：文件为空，请重新选择'],
    ];
    const before = [await uploadRows(), storedFiles()];
    for (const [name, data, msg] of corpus) {
      const res = await upload(ApiPath.uploadImage, [{ name, data }], { group_id: '0' });
      expect([name, res.code, res.msg]).toEqual([name, Code.imageRejected, msg]);
    }
    const big = await upload(ApiPath.uploadImage, [
      { name: 'big.png', data: Buffer.alloc(2 * 1024 * 1024 + 1, 0x89) },
    ]);
    expect([big.code, big.msg]).toEqual([Code.imageRejected, '图片大小超过2MB!']);
    expect([await uploadRows(), storedFiles()]).toEqual(before);
  });

  it('refuses a whole multi-upload when one file is bad, naming it, and stores nothing', async () => {
    const before = [await uploadRows(), storedFiles()];
    const res = await upload(
      ApiPath.uploadImages,
      [
        { name: 'ok-1.png', data: await png() },
        { name: 'evil.png', data: Buffer.from('<svg onload=alert(1)>') },
        { name: 'ok-2.png', data: await png() },
      ],
      {},
      token,
      'en-US',
    );
    expect(res).toMatchObject({
      code: Code.imageRejected,
      msg: 'evil.png: Wrong image type. Please choose another',
    });
    expect([await uploadRows(), storedFiles()]).toEqual(before);
  });

  it('refuses more than 20 files, a JSON body, a bad field, and a foreign group', async () => {
    const one = await png(8, 8);
    const many = await upload(
      ApiPath.uploadImages,
      Array.from({ length: 21 }, (_, i) => ({ name: `${i}.png`, data: one })),
    );
    expect([many.code, many.msg]).toEqual([Code.imageRejected, '一次最多上传 20 张图片']);
    // JSON where a multipart form is expected, on purpose: untyped (t.post).
    const json = await t.post(ApiPath.uploadImage, { file: 'x' }, { token });
    expect([json.status, json.code]).toEqual([415, Code.unsupportedMediaType]);
    const badType = await upload(ApiPath.uploadImage, [{ name: 'a.png', data: one }], { type: '9' });
    expect([badType.code, badType.msg]).toEqual([Code.validation, 'type：图库类型无效']);
    const foreignGroup = (await t.call(ENDPOINTS.saveGroup, { group_name: 'theirs' }, { token: otherToken }))
      .data;
    const intoForeign = await upload(ApiPath.uploadImage, [{ name: 'a.png', data: one }], {
      group_id: String(foreignGroup.id),
    });
    expect(intoForeign.code).toBe(Code.notFound);
  });

  it('needs a session', async () => {
    const res = await upload(ApiPath.uploadImage, [{ name: 'a.png', data: await png() }], {}, 'nope');
    expect(res.code).toBe(Code.sessionExpired);
  });
});

describe('the library', () => {
  it('lists by group and name in pages, newest first, and searches % literally', async () => {
    const group = (await t.call(ENDPOINTS.saveGroup, { group_name: '  门头照  ' }, { token })).data;
    expect(group.group_name).toBe('门头照');
    for (const name of ['front 1.png', 'front 2.png', '100% off.png']) {
      await upload(ApiPath.uploadImage, [{ name, data: await png() }], { group_id: String(group.id) });
    }
    const inGroup = await t.call(
      ENDPOINTS.imageList,
      { group_id: group.id, page: 1, page_size: 2 },
      { token },
    );
    expect(inGroup.data.total).toBe(3);
    expect(inGroup.data.list.map((i) => i.file_name)).toEqual(['100% off.png', 'front 2.png']);
    const search = await t.call(ENDPOINTS.imageList, { keyword: '100%' }, { token });
    expect(search.data.list.map((i) => i.file_name)).toEqual(['100% off.png']);
    const all = await t.call(ENDPOINTS.imageList, { group_id: -1 }, { token });
    expect(all.data.total).toBeGreaterThanOrEqual(4);
    const theirs = await t.call(ENDPOINTS.imageList, { group_id: -1 }, { token: otherToken });
    expect(theirs.data.total).toBe(0);
  });

  it('adds own uploads to the library and refuses a foreign upload, adding nothing', async () => {
    const mine = (await upload(ApiPath.uploadImage, [{ name: 'mine.png', data: await png() }])).data;
    const theirs = (
      await upload(ApiPath.uploadImage, [{ name: 'theirs.png', data: await png() }], {}, otherToken)
    ).data;
    const before = (await t.ctx.db.select({ n: count() }).from(images))[0]!.n;
    const mixed = await t.call(
      ENDPOINTS.addFile,
      { upload_ids: [mine.upload_id, theirs.upload_id] },
      { token },
    );
    expect(mixed.code).toBe(Code.notFound);
    expect((await t.ctx.db.select({ n: count() }).from(images))[0]!.n).toBe(before);
    const added = await t.call(ENDPOINTS.addFile, { upload_ids: [mine.upload_id] }, { token });
    expect(added.data.list).toMatchObject([{ file_name: 'mine.png', group_id: 0 }]);
    const complaint = await t.call(ENDPOINTS.addComplaintFile, { upload_ids: [mine.upload_id] }, { token });
    expect(complaint.code).toBe(Code.ok);
    const complaints = await t.call(ENDPOINTS.imageList, { type: 2 }, { token });
    expect(complaints.data.list.map((i) => i.id)).toEqual([complaint.data.list[0]!.id]);
  });

  it('moves and deletes all or nothing: one foreign id changes nothing', async () => {
    const a = (await upload(ApiPath.uploadImage, [{ name: 'a.png', data: await png() }], { group_id: '0' }))
      .data.image!;
    const b = (await upload(ApiPath.uploadImage, [{ name: 'b.png', data: await png() }], { group_id: '0' }))
      .data.image!;
    const foreign = (
      await upload(ApiPath.uploadImage, [{ name: 'f.png', data: await png() }], { group_id: '0' }, otherToken)
    ).data.image!;
    const group = (await t.call(ENDPOINTS.saveGroup, { group_name: 'move here' }, { token })).data;

    const badMove = await t.call(
      ENDPOINTS.moveImages,
      { ids: `${a.id},${foreign.id}`, group_id: group.id },
      { token },
    );
    expect(badMove.code).toBe(Code.notFound);
    const [stillA] = await t.ctx.db.select().from(images).where(eq(images.id, a.id));
    expect(stillA!.groupId).toBe(0);
    expect(
      (await t.call(ENDPOINTS.moveImages, { ids: `${a.id},${b.id}`, group_id: group.id }, { token })).code,
    ).toBe(Code.ok);
    expect((await t.call(ENDPOINTS.moveImages, { ids: 'a,b', group_id: 0 }, { token })).msg).toBe(
      'ids：ID 列表格式错误，应为以逗号分隔的数字',
    );

    const badDelete = await t.call(ENDPOINTS.deleteImages, { ids: `${a.id},${foreign.id}` }, { token });
    expect(badDelete.code).toBe(Code.notFound);
    expect(await t.ctx.db.select().from(images).where(eq(images.id, a.id))).toHaveLength(1);
    expect(await t.ctx.db.select().from(images).where(eq(images.id, foreign.id))).toHaveLength(1);
    expect((await t.call(ENDPOINTS.deleteImages, { ids: `${a.id}` }, { token })).code).toBe(Code.ok);
    expect(await t.ctx.db.select().from(images).where(eq(images.id, a.id))).toHaveLength(0);
  });
});

describe('groups', () => {
  it('adds, renames and deletes a group, whose images move to ungrouped', async () => {
    const g = (await t.call(ENDPOINTS.saveGroup, { group_name: 'old', id: '' }, { token })).data;
    expect(
      (await t.call(ENDPOINTS.saveGroup, { group_name: 'new', id: g.id }, { token })).data.group_name,
    ).toBe('new');
    const img = (
      await upload(ApiPath.uploadImage, [{ name: 'x.png', data: await png() }], { group_id: String(g.id) })
    ).data.image!;
    expect((await t.call(ENDPOINTS.deleteGroup, { id: g.id }, { token })).code).toBe(Code.ok);
    const [row] = await t.ctx.db.select().from(images).where(eq(images.id, img.id));
    expect(row!.groupId).toBe(0);
    const list = await t.call(ENDPOINTS.groupList, { type: 1 }, { token });
    expect(list.data.list.map((x) => x.id)).not.toContain(g.id);
  });

  it("refuses to edit or delete the special groups, and another merchant's group", async () => {
    for (const id of [-1, 0]) {
      expect((await t.call(ENDPOINTS.saveGroup, { group_name: 'x', id }, { token })).msg).toBe(
        '“全部”和“未分组”不能修改或删除',
      );
      expect((await t.call(ENDPOINTS.deleteGroup, { id }, { token })).code).toBe(Code.groupSpecial);
    }
    const theirs = (await t.call(ENDPOINTS.saveGroup, { group_name: 'theirs' }, { token: otherToken })).data;
    expect(
      (await t.call(ENDPOINTS.saveGroup, { group_name: 'mine now', id: theirs.id }, { token })).code,
    ).toBe(Code.notFound);
    expect((await t.call(ENDPOINTS.deleteGroup, { id: theirs.id }, { token })).code).toBe(Code.notFound);
  });

  it('requires a trimmed name', async () => {
    expect((await t.call(ENDPOINTS.saveGroup, { group_name: '   ' }, { token })).msg).toBe(
      'group_name：请输入分组名称',
    );
    // A missing name on purpose: untyped (t.post).
    expect((await t.post(ApiPath.saveGroup, {}, { token })).msg).toBe('group_name：请输入分组名称');
    expect((await t.call(ENDPOINTS.saveGroup, { group_name: 'x'.repeat(31) }, { token })).code).toBe(
      Code.validation,
    );
  });
});

describe('tenancy', () => {
  it('keeps the merchant id on every row', async () => {
    const rows = await t.ctx.db.select().from(uploads).where(eq(uploads.merchantId, merchantId));
    expect(rows.length).toBeGreaterThan(0);
  });
});
