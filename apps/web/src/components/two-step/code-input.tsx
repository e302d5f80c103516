import Input, { type InputProps } from 'antd/es/input/Input';

/**
 * The 6 digits of an authenticator app: a numeric keyboard on phones, the browser's one-time-code
 * autofill, and nothing but digits kept (a pasted `123 456` becomes `123456`).
 */
export function CodeInput({
  onChange,
  ...rest
}: Omit<InputProps, 'onChange'> & { onChange?: (v: string) => void }) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      {...rest}
      onChange={(event) => onChange?.(event.target.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
}

/** The form rule of that field: six digits, in the words of the form's language. */
export const codeRule = (message: string) => ({ required: true, pattern: /^\d{6}$/, message });
