import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumCandidates, findChromium } from '../e2e/chromium-path.ts';

describe('finding Chromium for the end-to-end tests', () => {
  it('prefers CHROMIUM_PATH when it can be run', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kelasi-chromium-'));
    const fake = path.join(dir, 'chromium');
    writeFileSync(fake, '#!/bin/sh\n');
    chmodSync(fake, 0o755);
    expect(findChromium({ CHROMIUM_PATH: fake })).toBe(fake);
  });

  it('falls back to the system paths when CHROMIUM_PATH names nothing', () => {
    const found = findChromium({ CHROMIUM_PATH: '/nulle/part/chromium' });
    expect(found === null || chromiumCandidates({}).includes(found)).toBe(true);
    expect(found).not.toBe('/nulle/part/chromium');
  });
});
