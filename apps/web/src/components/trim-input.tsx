import { Input, type InputProps } from 'antd';

export type TrimInputProps = Omit<InputProps, 'onChange'> & { onChange?: (value: string) => void };

/**
 * An Input whose value loses its leading and trailing whitespace on blur (spec section 5, "trim").
 * Not while typing: that would eat the space between two words. It hands Form.Item plain strings,
 * which Form.Item accepts as the new value.
 */
export function TrimInput({ onChange, onBlur, ...rest }: TrimInputProps) {
  return (
    <Input
      {...rest}
      onChange={(event) => onChange?.(event.target.value)}
      onBlur={(event) => {
        const value = event.target.value;
        const trimmed = value.trim();
        if (trimmed !== value) onChange?.(trimmed);
        onBlur?.(event);
      }}
    />
  );
}
