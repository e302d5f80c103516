import { describe, expect, it } from 'vitest';
import { idCheckChar } from '@console/contract';
import zhCN from './locales/zh-CN/store.json';
import { createTranslator } from './texts';
import { applyProblems, idNumberProblem, localDay, type ApplyFields } from './validate';

const tr = createTranslator('zh-CN', zhCN);
/** A valid ID number of a person born on `birth` (YYYYMMDD). */
const idFor = (birth: string) => {
  const body = `440106${birth}123`;
  return `${body}${idCheckChar(body)}`;
};
const RANGE = { min: 18, max: 60 };
const TODAY = '2025-06-15';

describe('ID number and age on the customer side', () => {
  it('accepts a valid number in the age range, in either case of X', () => {
    expect(idNumberProblem(idFor('19900101'), RANGE, TODAY, tr)).toBeUndefined();
    const withX = ['19900102', '19900103', '19900104', '19900105', '19900106', '19900107']
      .map(idFor)
      .find((id) => id.endsWith('X'));
    if (withX) expect(idNumberProblem(withX.toLowerCase(), RANGE, TODAY, tr)).toBeUndefined();
  });

  it('refuses a wrong check character, a wrong length and an impossible birthday', () => {
    const good = idFor('19900101');
    const wrong = `${good.slice(0, 17)}${good[17] === '1' ? '2' : '1'}`;
    expect(idNumberProblem(wrong, RANGE, TODAY, tr)).toBe(zhCN.errors.id_invalid);
    expect(idNumberProblem(good.slice(0, 17), RANGE, TODAY, tr)).toBe(zhCN.errors.id_invalid);
    expect(idNumberProblem(idFor('19900230'), RANGE, TODAY, tr)).toBe(zhCN.errors.id_invalid);
    expect(idNumberProblem('', RANGE, TODAY, tr)).toBe(zhCN.errors.id_required);
  });

  it('says too young or too old, with the range, counting a birthday from its day', () => {
    expect(idNumberProblem(idFor('20070616'), RANGE, TODAY, tr)).toBe(
      '年龄未满 18 周岁，本商品仅限 18-60 周岁办理',
    );
    expect(idNumberProblem(idFor('20070615'), RANGE, TODAY, tr)).toBeUndefined();
    expect(idNumberProblem(idFor('19640615'), RANGE, TODAY, tr)).toBe(
      '年龄超过 60 周岁，本商品仅限 18-60 周岁办理',
    );
    expect(idNumberProblem(idFor('19640616'), RANGE, TODAY, tr)).toBeUndefined();
  });

  it('names every missing field of an empty form, and none of a complete one', () => {
    const empty: ApplyFields = {
      name: ' ',
      id_number: '',
      phone: '',
      code: '',
      province: '',
      city: '',
      district: '',
      address: '',
      consent: false,
    };
    const goods = { age_min: 18, age_max: 60 };
    expect(Object.keys(applyProblems(empty, goods, true, TODAY, tr)).sort()).toEqual(
      ['address', 'city', 'code', 'consent', 'district', 'id_number', 'name', 'phone', 'province'].sort(),
    );
    const full: ApplyFields = {
      name: '张三',
      id_number: idFor('19900101'),
      phone: '13800138000',
      code: '123456',
      province: '110000',
      city: '110105',
      district: '',
      address: '建国路 1 号',
      consent: true,
    };
    // A municipality's district stands at the city level: no district to choose.
    expect(applyProblems(full, goods, false, TODAY, tr)).toEqual({});
    expect(applyProblems({ ...full, phone: '12345' }, goods, false, TODAY, tr)).toEqual({
      phone: zhCN.errors.phone_invalid,
    });
    expect(applyProblems({ ...full, code: '12a' }, goods, false, TODAY, tr)).toEqual({
      code: zhCN.errors.code_invalid,
    });
  });

  it('writes today as the customer sees it', () => {
    expect(localDay(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});
