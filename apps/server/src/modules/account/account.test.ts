import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ApiPath, Code, type UploadResult, ENDPOINTS } from '@console/contract';
import { createTestApp, type TestApp, sessionToken } from '../../test/test-app';
import { makeMerchant, TEST_PASSWORD } from '../../test/factories';
import { multipart } from '../../test/multipart';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

async function signedIn(overrides = {}) {
  const m = await makeMerchant(t.ctx, overrides);
  const signIn = async () =>
    sessionToken(
      (
        await t.call(
          ENDPOINTS.login,
          { account: m.mobile, password: TEST_PASSWORD },
          { ip: `10.5.${m.id % 250}.1` },
        )
      ).data,
    );
  return { m, token: await signIn(), signIn };
}

async function libraryImage(token: string) {
  const data = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#f00' } })
    .png()
    .toBuffer();
  const { payload, contentType } = multipart({ group_id: '0' }, [{ name: 'qr.png', data }]);
  const res = await t.inject({
    method: 'POST',
    url: `/api${ApiPath.uploadImage}`,
    payload,
    headers: { 'content-type': contentType, token },
  });
  return res.json<{ data: UploadResult }>().data.image!;
}

describe('account center and settings', () => {
  it('shows the profile, with the invite link for agents', async () => {
    const { m, token } = await signedIn({ childMerchant: 2, inviteCode: 'CENTER01' });
    const res = await t.call(ENDPOINTS.accountCenter, undefined, { token });
    expect(res.data).toMatchObject({
      id: m.id,
      mobile: m.mobile,
      role: 'agent',
      invite_url: 'http://console.test/merchant/#/auth/register?invite=CENTER01',
    });
    const sub = await signedIn({ parentId: m.id });
    expect((await t.call(ENDPOINTS.accountCenter, undefined, { token: sub.token })).data).toMatchObject({
      role: 'sub_merchant',
      invite_url: '',
    });
  });

  it('saves the store name and a logo from the library, seen in the merchant info', async () => {
    const { token } = await signedIn();
    const image = await libraryImage(token);
    const res = await t.call(
      ENDPOINTS.saveStore,
      { store_name: '  新店名  ', logo_image_id: image.id },
      { token },
    );
    expect(res.data).toMatchObject({ store_name: '新店名', logo: image.file_url });
    const info = await t.call(ENDPOINTS.merchantInfo, undefined, { token });
    expect(info.data.merchant.website.logo).toBe(image.file_url);
    expect(
      (await t.call(ENDPOINTS.saveStore, { store_name: '新店名', logo_image_id: null }, { token })).data.logo,
    ).toBe('');
  });

  it('saves the service QR and phone, seen in the merchant info', async () => {
    const { token } = await signedIn();
    const image = await libraryImage(token);
    await t.call(
      ENDPOINTS.saveService,
      { customer_mobile: '400-820-8820', customer_weixin_image_ids: [image.id] },
      { token },
    );
    const info = await t.call(ENDPOINTS.merchantInfo, undefined, { token });
    expect(info.data.store_customer).toEqual({
      customer_weixin: [{ file: { file_url: image.file_url } }],
      customer_mobile: '400-820-8820',
    });
    const bad = await t.call(
      ENDPOINTS.saveService,
      { customer_mobile: '<b>call</b>', customer_weixin_image_ids: [] },
      { token },
    );
    expect(bad.msg).toBe('customer_mobile：客服电话格式错误');
  });

  it('gives the library ids of the logo and the QR images, null once deleted from the library', async () => {
    const { token } = await signedIn();
    const logo = await libraryImage(token);
    const [qr1, qr2] = [await libraryImage(token), await libraryImage(token)];
    await t.call(ENDPOINTS.saveStore, { store_name: '店', logo_image_id: logo.id }, { token });
    await t.call(
      ENDPOINTS.saveService,
      { customer_mobile: '', customer_weixin_image_ids: [qr2.id, qr1.id] },
      { token },
    );
    const profile = async () => (await t.call(ENDPOINTS.accountCenter, undefined, { token })).data;
    expect(await profile()).toMatchObject({
      logo_image_id: logo.id,
      customer_weixin: [qr2.file_url, qr1.file_url],
      customer_weixin_image_ids: [qr2.id, qr1.id],
    });
    await t.call(ENDPOINTS.deleteImages, { ids: `${qr2.id}`, type: 1 }, { token });
    // The file stays served and shown; only its place in the library is gone.
    expect(await profile()).toMatchObject({
      logo: logo.file_url,
      logo_image_id: logo.id,
      customer_weixin: [qr2.file_url, qr1.file_url],
      customer_weixin_image_ids: [null, qr1.id],
    });
  });

  it("refuses another merchant's image as logo or QR, changing nothing", async () => {
    const mine = await signedIn();
    const theirs = await signedIn();
    const foreign = await libraryImage(theirs.token);
    expect(
      (
        await t.call(
          ENDPOINTS.saveStore,
          { store_name: 'x', logo_image_id: foreign.id },
          { token: mine.token },
        )
      ).code,
    ).toBe(Code.notFound);
    expect(
      (
        await t.call(
          ENDPOINTS.saveService,
          { customer_mobile: '1', customer_weixin_image_ids: [foreign.id] },
          { token: mine.token },
        )
      ).code,
    ).toBe(Code.notFound);
    const profile = await t.call(ENDPOINTS.accountCenter, undefined, { token: mine.token });
    expect(profile.data).toMatchObject({ store_name: mine.m.storeName, logo: '', customer_mobile: '' });
  });
});

describe('password and sessions', () => {
  it('changes the password with the current one and ends the other sessions, not this one', async () => {
    const { m, token, signIn } = await signedIn();
    const other = await signIn();
    const wrong = await t.call(
      ENDPOINTS.changePassword,
      { old_password: 'nope', password: 'New@Pass2026', confirm: 'New@Pass2026' },
      { token },
    );
    expect([wrong.code, wrong.msg]).toEqual([Code.oldPasswordWrong, '原密码错误']);
    const weak = await t.call(
      ENDPOINTS.changePassword,
      { old_password: TEST_PASSWORD, password: 'abcdef', confirm: 'abcdef' },
      { token },
    );
    expect(weak.msg).toBe('password：密码强度不够');
    const res = await t.call(
      ENDPOINTS.changePassword,
      { old_password: TEST_PASSWORD, password: 'New@Pass2026', confirm: 'New@Pass2026' },
      { token },
    );
    expect(res.data.ended).toBe(1);
    expect((await t.call(ENDPOINTS.merchantInfo, undefined, { token })).code).toBe(Code.ok);
    expect((await t.call(ENDPOINTS.merchantInfo, undefined, { token: other })).code).toBe(
      Code.sessionExpired,
    );
    const relogin = await t.call(
      ENDPOINTS.login,
      { account: m.mobile, password: 'New@Pass2026' },
      { ip: '10.6.0.1' },
    );
    expect(relogin.code).toBe(Code.ok);
  });

  it('signs out every other session', async () => {
    const { token, signIn } = await signedIn();
    const a = await signIn();
    const b = await signIn();
    expect((await t.call(ENDPOINTS.logoutOthers, undefined, { token })).data.ended).toBe(2);
    expect((await t.call(ENDPOINTS.merchantInfo, undefined, { token: a })).code).toBe(Code.sessionExpired);
    expect((await t.call(ENDPOINTS.merchantInfo, undefined, { token: b })).code).toBe(Code.sessionExpired);
    expect((await t.call(ENDPOINTS.merchantInfo, undefined, { token })).code).toBe(Code.ok);
  });
});
