import { describe, expect, it } from 'vitest';
import { errorStatuses } from '../../src/contract/endpoint.ts';
import { errorCatalog } from '../../src/contract/errors.ts';

// Words an English message would use and a French one would not.
const ENGLISH = /\b(the|not|is|are|found|error|invalid|request|you|your|too|many|must)\b/i;

describe('the error catalogue', () => {
  const entries = Object.entries(errorCatalog);

  it('gives every code a status from the allowed list', () => {
    const wrong = entries.filter(
      ([, e]) => !(errorStatuses as readonly number[]).includes(e.status),
    );
    expect(wrong.map(([code]) => code)).toEqual([]);
  });

  it('gives every code a French message for a person', () => {
    const wrong = entries.filter(
      ([, e]) => e.message.trim().length < 5 || ENGLISH.test(e.message) || /[{}]/.test(e.message),
    );
    expect(wrong.map(([code, e]) => `${code}: ${e.message}`)).toEqual([]);
  });

  it('names codes in upper snake case', () => {
    expect(entries.map(([code]) => code).filter((c) => !/^[A-Z][A-Z0-9_]+$/.test(c))).toEqual([]);
  });
});
