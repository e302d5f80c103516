import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPasswordStrongEnough, passwordLevel, passwordPercent, scorePassword } from './password-strength';

describe('password strength', () => {
  it('scores repeated characters lower and rewards extra character classes', () => {
    expect(scorePassword('')).toBe(0);
    expect(scorePassword('aaaaaa')).toBe(Math.floor(5 + 5 / 2 + 5 / 3 + 5 / 4 + 5 / 5 + 5 / 6));
    expect(scorePassword('abcdef')).toBe(30);
    expect(scorePassword('abcde1')).toBe(40);
    expect(scorePassword('Demo@2026')).toBe(72);
  });

  it('maps scores to the levels of the specification', () => {
    expect(passwordLevel('Ab1!')).toBe(0); // under 6 characters, whatever the score
    expect(passwordLevel('aaaaaa')).toBe(0);
    expect(passwordLevel('abcdef')).toBe(1);
    expect(passwordLevel('Demo@2026')).toBe(2);
    expect(passwordLevel('Tr0ub4dor&3xyz')).toBe(3);
    expect(passwordPercent(2)).toBe(66);
  });

  it('accepts from medium strength on', () => {
    expect(isPasswordStrongEnough('abcdef')).toBe(false);
    expect(isPasswordStrongEnough('Demo@2026')).toBe(true);
  });

  it('never decreases when a new character class is added', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6, maxLength: 40 }), (s) => {
        const lower = s.replace(/[^a-z]/g, '');
        if (lower.length < 6) return;
        expect(scorePassword(`${lower}1`)).toBeGreaterThanOrEqual(scorePassword(lower));
      }),
    );
  });
});
