import { describe, expect, it } from 'vitest';
import {
  contactRequestSchema,
  fieldErrorCodes,
  newsletterRequestSchema,
  notFoundReportSchema,
  notifyRequestSchema,
  PUBLIC_FORM_LIMITS,
  publicEmailSchema,
} from '../../../lambdas/contracts/public-forms';

/** The error code of each invalid field, as the browser and the server both see them. */
function codes(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return fieldErrorCodes(result.error as Parameters<typeof fieldErrorCodes>[0]);
}

const validContact = {
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana@example.com',
  subject: 'Demo',
  message: 'We scan 200 cards at every trade show.',
};

describe('contactRequestSchema', () => {
  it('accepts the required fields and trims them', () => {
    const parsed = contactRequestSchema.parse({ ...validContact, firstName: '  Ana  ', language: 'es' });
    expect(parsed.firstName).toBe('Ana');
    expect(parsed.language).toBe('es');
    expect(parsed.company).toBeUndefined();
    expect(parsed.phone).toBeUndefined();
  });

  it('treats blank optional fields as absent', () => {
    const parsed = contactRequestSchema.parse({ ...validContact, company: '   ', phone: '' });
    expect(parsed.company).toBeUndefined();
    expect(parsed.phone).toBeUndefined();
  });

  it('accepts phones with separators and a leading +', () => {
    for (const phone of ['+44 7700 900123', '(555) 010-4242', '+1.555.010.4242']) {
      expect(codes(contactRequestSchema, { ...validContact, phone })).toEqual({});
    }
  });

  it('reports each missing required field as required', () => {
    expect(codes(contactRequestSchema, {})).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
    });
    expect(codes(contactRequestSchema, { ...validContact, firstName: '   ', message: '' })).toEqual({
      firstName: 'required',
      message: 'required',
    });
  });

  it('reports a malformed email as invalidEmail', () => {
    expect(codes(contactRequestSchema, { ...validContact, email: 'ana@' })).toEqual({
      email: 'invalidEmail',
    });
    expect(codes(contactRequestSchema, { ...validContact, email: 'not an email' })).toEqual({
      email: 'invalidEmail',
    });
  });

  it('reports a bad phone as invalidPhone', () => {
    for (const phone of ['12345', 'call me', '+1 555 0104 2424 5555 1234 5', '555-CALL-NOW']) {
      expect(codes(contactRequestSchema, { ...validContact, phone })).toEqual({ phone: 'invalidPhone' });
    }
  });

  it('reports over-long fields as tooLong', () => {
    expect(
      codes(contactRequestSchema, {
        ...validContact,
        firstName: 'a'.repeat(PUBLIC_FORM_LIMITS.name + 1),
        message: 'm'.repeat(PUBLIC_FORM_LIMITS.message + 1),
        company: 'c'.repeat(PUBLIC_FORM_LIMITS.company + 1),
      }),
    ).toEqual({ firstName: 'tooLong', message: 'tooLong', company: 'tooLong' });
    expect(
      codes(contactRequestSchema, { ...validContact, message: 'm'.repeat(PUBLIC_FORM_LIMITS.message) }),
    ).toEqual({});
  });

  it('rejects an unknown language and non-string values', () => {
    expect(codes(contactRequestSchema, { ...validContact, language: 'fr' })).toEqual({ language: 'invalid' });
    expect(codes(contactRequestSchema, { ...validContact, firstName: 42 })).toEqual({
      firstName: 'required',
    });
    expect(codes(contactRequestSchema, { ...validContact, company: 42 })).toEqual({ company: 'invalid' });
  });
});

describe('newsletterRequestSchema', () => {
  it('accepts an email with or without a language', () => {
    expect(newsletterRequestSchema.parse({ email: ' reader@example.com ' })).toEqual({
      email: 'reader@example.com',
    });
    expect(newsletterRequestSchema.parse({ email: 'reader@example.com', language: 'de' }).language).toBe(
      'de',
    );
  });

  it('reports a missing, malformed or over-long email', () => {
    expect(codes(newsletterRequestSchema, {})).toEqual({ email: 'required' });
    expect(codes(newsletterRequestSchema, { email: '' })).toEqual({ email: 'required' });
    expect(codes(newsletterRequestSchema, { email: 'reader.example.com' })).toEqual({
      email: 'invalidEmail',
    });
    const long = `${'a'.repeat(PUBLIC_FORM_LIMITS.email)}@example.com`;
    expect(codes(newsletterRequestSchema, { email: long })).toEqual({ email: 'tooLong' });
  });
});

describe('notifyRequestSchema', () => {
  it('accepts every announced feature', () => {
    for (const feature of ['whatsapp', 'campaign-tools', 'ocr-app', 'api', 'general']) {
      expect(notifyRequestSchema.parse({ email: 'a@example.com', feature }).feature).toBe(feature);
    }
  });

  it('reports an unknown feature as invalid and a bad email as invalidEmail', () => {
    expect(codes(notifyRequestSchema, { email: 'a@example.com', feature: 'teleport' })).toEqual({
      feature: 'invalid',
    });
    expect(codes(notifyRequestSchema, { email: 'nope', feature: 'api' })).toEqual({ email: 'invalidEmail' });
    expect(codes(notifyRequestSchema, {})).toEqual({ email: 'required', feature: 'invalid' });
  });
});

describe('notFoundReportSchema', () => {
  it('accepts a site path', () => {
    expect(notFoundReportSchema.parse({ path: '/es/nope' })).toEqual({ path: '/es/nope' });
  });

  it('rejects an empty, relative or over-long path', () => {
    expect(codes(notFoundReportSchema, { path: '' })).toEqual({ path: 'required' });
    expect(codes(notFoundReportSchema, { path: 'https://evil.example/' })).toEqual({ path: 'invalid' });
    expect(codes(notFoundReportSchema, { path: `/${'a'.repeat(PUBLIC_FORM_LIMITS.path)}` })).toEqual({
      path: 'tooLong',
    });
  });
});

describe('publicEmailSchema and fieldErrorCodes', () => {
  it('trims before checking the address', () => {
    expect(publicEmailSchema.parse('  ana@example.com ')).toBe('ana@example.com');
  });

  it('keeps the first issue per field and names a form-level issue _form', () => {
    const result = contactRequestSchema.safeParse('not an object');
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorCodes(result.error)).toEqual({ _form: 'invalid' });
  });
});
