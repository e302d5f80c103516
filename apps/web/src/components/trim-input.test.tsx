import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { TrimInput } from './trim-input';

describe('TrimInput', () => {
  it('keeps spaces while typing and trims both ends on blur', () => {
    const values: unknown[] = [];
    render(
      <Form onValuesChange={(changed: { store_name?: string }) => values.push(changed.store_name)}>
        <Form.Item name="store_name">
          <TrimInput aria-label="store" />
        </Form.Item>
      </Form>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('store');
    fireEvent.change(input, { target: { value: '  my shop ' } });
    expect(values).toEqual(['  my shop ']);
    fireEvent.blur(input);
    expect(values).toEqual(['  my shop ', 'my shop']);
    expect(input.value).toBe('my shop');
  });

  it('does nothing on blur when there is nothing to trim', () => {
    const values: unknown[] = [];
    render(
      <Form onValuesChange={(changed: { code?: string }) => values.push(changed.code)}>
        <Form.Item name="code">
          <TrimInput aria-label="code" />
        </Form.Item>
      </Form>,
    );
    const input = screen.getByLabelText('code');
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.blur(input);
    expect(values).toEqual(['123456']);
  });
});
