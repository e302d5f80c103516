// The plain Input module, not antd's `Input` whose statics (TextArea, Search, OTP, Group) would come
// along: the sign-in page uses this field, and those cost its route about 6 kB gzip (vite.config.ts
// keeps them in a chunk of their own).
import Input, { type InputProps } from 'antd/es/input/Input';

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
