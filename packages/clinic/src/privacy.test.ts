import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  consentHistory,
  consentText,
  consentTexts,
  consentVersionBefore,
  personKey,
  processingRecord,
  retention,
} from './privacy';
import { bookingRequestSchema } from './contract/booking';
import { consentMessages } from './contract/consent';
import { contactMessageInputSchema } from './contract/contact';
import { fieldMessages } from './contract/field-messages';
import { dataRequestInputSchema, privacyMessages } from './contract/privacy';

describe('the consent texts', () => {
  it('name the last of each form’s history as the one in force, each version once', () => {
    for (const form of ['booking', 'contact', 'request'] as const) {
      const history = consentHistory[form];
      expect(consentTexts[form]).toBe(history[history.length - 1]);
      expect(new Set(history.map((entry) => entry.version)).size).toBe(history.length);
      expect(consentText(form, consentTexts[form].version)?.text).toBe(consentTexts[form].text);
    }
    expect(consentText('booking', consentVersionBefore.booking)?.text).toBe(
      'Saya setuju data saya dipakai untuk mengatur janji temu ini (wajib).',
    );
  });

  it('are checked on the forms: a version the form never had is refused, none is the one in force', () => {
    const message = {
      name: 'Sari',
      email: 'sari@contoh.id',
      phone: '0812-3456-7890',
      subject: 'lainnya',
      message: 'Halo',
    };
    expect(z.parse(contactMessageInputSchema, message).consent_version).toBeUndefined();
    expect(
      z.parse(contactMessageInputSchema, { ...message, consent_version: '2' }).consent_version,
    ).toBe(2);
    expect(fieldMessages(contactMessageInputSchema, { ...message, consent_version: 7 })).toEqual({
      consent_version: consentMessages.versionUnknown,
    });
    expect(fieldMessages(bookingRequestSchema, { consent_version: 'x' }).consent_version).toBe(
      consentMessages.versionUnknown,
    );
  });
});

describe('a person’s key', () => {
  it('reads a number as its international digits and an e-mail in lower case', () => {
    for (const typed of ['0812-3456-7890', '+62 812 3456 7890', '62812.3456.7890']) {
      expect(personKey(typed)).toEqual({ kind: 'phone', key: '6281234567890' });
    }
    expect(personKey(' Sari@Contoh.ID ')).toEqual({ kind: 'email', key: 'sari@contoh.id' });
    expect(personKey('sari di rumah')).toBeUndefined();
    expect(personKey('12')).toBeUndefined();
  });
});

describe('the request form', () => {
  it('says what is wrong beside each field, in Indonesian', () => {
    expect(fieldMessages(dataRequestInputSchema, {})).toEqual({
      kind: privacyMessages.kindRequired,
      contact: privacyMessages.contactRequired,
      name: 'Nama wajib diisi',
      consent: privacyMessages.consentRequired,
    });
    expect(
      fieldMessages(dataRequestInputSchema, {
        kind: 'erasure',
        contact: 'bukan kontak',
        name: 'Sari',
        consent: 'on',
      }),
    ).toEqual({ contact: privacyMessages.contactInvalid });
  });
});

describe('the processing record', () => {
  it('states each retention period the task applies', () => {
    const text = processingRecord.map((entry) => entry.retention).join(' ');
    for (const months of [retention.messageMonths, retention.requestMonths, retention.logMonths]) {
      expect(text).toContain(`${months} bulan`);
    }
    expect(text).toContain(`${retention.cancelledBookingDays} hari`);
  });
});
