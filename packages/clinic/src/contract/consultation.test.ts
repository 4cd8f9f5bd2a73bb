import { describe, expect, it } from 'vitest';
import { consultationInputSchema, consultationMessages } from './consultation';
import { fieldMessages } from './field-messages';

const valid = {
  name: 'Budi Santoso',
  phone: '0812 2000 4515',
  branch: 'kiaracondong',
  message: 'Nyeri lutut setelah bermain futsal',
};

const messages = (values: Record<string, string>) => fieldMessages(consultationInputSchema, values);

describe('the consultation form (spec section 5)', () => {
  it('passes a complete form, trimmed', () => {
    expect(messages(valid)).toEqual({});
    expect(consultationInputSchema.parse({ ...valid, name: ' Budi ' }).name).toBe('Budi');
  });

  it('names every empty field with its message', () => {
    expect(messages({ name: '', phone: '', branch: '', message: '' })).toEqual({
      name: consultationMessages.nameRequired,
      phone: consultationMessages.phoneRequired,
      branch: consultationMessages.branchRequired,
      message: consultationMessages.messageRequired,
    });
  });

  it('treats a name or message of spaces as empty', () => {
    expect(messages({ ...valid, name: '   ', message: ' \n ' })).toEqual({
      name: consultationMessages.nameRequired,
      message: consultationMessages.messageRequired,
    });
  });

  it('takes +62, 62 or 0 and 9 to 13 digits once spaces are removed', () => {
    for (const phone of ['0812 2000 4515', '+62 812 2000 4515', '6281220004515', '812200045']) {
      expect(messages({ ...valid, phone })).toEqual({});
    }
    for (const phone of ['0812', '08122000451599999', 'nomor saya', '+1 812 2000 4515']) {
      expect(messages({ ...valid, phone })).toEqual({ phone: consultationMessages.phoneInvalid });
    }
  });

  it('refuses a branch the clinic does not have', () => {
    expect(messages({ ...valid, branch: 'jakarta' })).toEqual({
      branch: consultationMessages.branchRequired,
    });
  });
});
