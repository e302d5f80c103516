import { describe, expect, it, vi } from 'vitest';
import type { FormInstance } from 'antd';
import { Code } from '@console/contract';
import { ApiError } from '@/lib/api-error';
import { showRegisterRefusal } from './invite-refusal';

const formSpy = () => {
  const setFields = vi.fn();
  const scrollToField = vi.fn();
  return { form: { setFields, scrollToField } as unknown as FormInstance, setFields, scrollToField };
};

describe('a refused registration call', () => {
  it('says a stale invite code on the invite field, not in a corner', () => {
    const { form, setFields, scrollToField } = formSpy();
    showRegisterRefusal(form, new ApiError(Code.inviteInvalid, '邀请码无效', null));
    expect(setFields).toHaveBeenCalledWith([{ name: 'invite', errors: ['邀请码无效'] }]);
    expect(scrollToField).toHaveBeenCalledWith('invite', { focus: true });
  });

  it('leaves the fields alone for any other refusal', () => {
    const { form, setFields } = formSpy();
    showRegisterRefusal(form, new ApiError(Code.smsTooFrequent, '发送过于频繁', null));
    expect(setFields).not.toHaveBeenCalled();
  });
});
