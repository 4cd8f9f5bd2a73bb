import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentWithRecord, privacyDoc } from '../scripts/privacy-record';

describe('the processing record in docs/privacy.md', () => {
  it('is the one `pnpm privacy record` writes from the clinic’s facts', async () => {
    const document = readFileSync(privacyDoc, 'utf8');
    expect(await documentWithRecord(document)).toBe(document);
  });
});
