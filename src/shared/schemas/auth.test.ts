import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '../limits.ts';
import { VALIDATION } from '../messages.ts';
import { emailSchema, loginSchema, nameSchema, registerSchema, sanitizeEmail } from './auth.ts';

const hostile = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 2000 }),
  fc.string({ unit: 'binary', maxLength: 2000 }),
  fc.constantFrom(
    '<script>alert(1)</script>@x.com',
    'javascript:alert(1)',
    '"><img src=x onerror=alert(1)>',
    'data:text/html;base64,PHNjcmlwdD4=',
    "'; DROP TABLE users; --",
    'JaVaScRiPt:ruth@example.com',
    '\u0000ruth@example.com',
    'ruth@exam\u202Eple.com',
  ),
);

describe('the e-mail sanitiser', () => {
  it('never leaves angle brackets, quotes, javascript: or data:, nor more than 1000 characters', () => {
    fc.assert(
      fc.property(hostile, (raw) => {
        const clean = sanitizeEmail(raw);
        expect(clean).not.toMatch(/[<>"'`]/);
        expect(clean).not.toMatch(/javascript:/i);
        expect(clean).not.toMatch(/data:/i);
        expect(clean.length).toBeLessThanOrEqual(INPUT_LIMITS.emailRawMax);
        expect(clean).toBe(clean.trim());
      }),
    );
  });

  it('leaves an ordinary address unchanged, apart from surrounding space', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        const withoutForbidden = !/[<>"'`]|javascript:|data:/i.test(address);
        fc.pre(withoutForbidden);
        expect(sanitizeEmail(`  ${address}\n`)).toBe(address);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(hostile, (raw) => {
        expect(sanitizeEmail(sanitizeEmail(raw))).toBe(sanitizeEmail(raw));
      }),
    );
  });

  it("cannot be tricked into leaving 'javascript:' by nesting it", () => {
    expect(sanitizeEmail('jajavascript:vascript:alert@x.com')).toBe('alert@x.com');
    expect(sanitizeEmail('dadata:ta:ruth@example.com')).toBe('ruth@example.com');
  });
});

describe('the validators', () => {
  it('accept only 5 to 254 characters of something@domain.tld after cleaning, or give the spec message', () => {
    fc.assert(
      fc.property(hostile, (raw) => {
        const result = emailSchema.safeParse(raw);
        if (result.success) {
          expect(result.data.length).toBeGreaterThanOrEqual(INPUT_LIMITS.emailMin);
          expect(result.data.length).toBeLessThanOrEqual(INPUT_LIMITS.emailMax);
          expect(result.data).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
          expect(result.data).not.toMatch(/[<>"'`]/);
        } else {
          expect(result.error.issues.map((issue) => issue.message)).toContain(VALIDATION.email);
        }
      }),
    );
  });

  it('never throw, whatever the body', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        expect(() => loginSchema.safeParse(body)).not.toThrow();
        expect(() => registerSchema.safeParse(body)).not.toThrow();
      }),
    );
  });

  it('accept a name of 2 to 100 characters after trimming and give the spec message otherwise', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (raw) => {
        const result = nameSchema.safeParse(raw);
        const normalised = raw.trim().replace(/\s+/g, ' ');
        // Zod counts characters as code points, so '𐀀' is one character, not two UTF-16 units.
        const characters = [...normalised].length;
        const fits = characters >= INPUT_LIMITS.nameMin && characters <= INPUT_LIMITS.nameMax;
        expect(result.success).toBe(fits);
        if (!result.success) expect(result.error.issues[0]?.message).toBe(VALIDATION.name);
      }),
    );
  });

  it('hold the password lengths: 8 to sign in, 12 to register', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 140 }), (password) => {
        const login = loginSchema.safeParse({ email: 'ruth@example.com', password });
        const register = registerSchema.safeParse({ name: 'Ruth', email: 'ruth@example.com', password, gender: 'female' });
        expect(login.success).toBe(password.length >= 8 && password.length <= 128);
        expect(register.success).toBe(password.length >= 12 && password.length <= 128);
      }),
    );
  });
});
