import { describe, expect, it } from 'vitest';
import { contactMessages, emptyContact, validateContact } from './contact';

const subjects = ['konsultasi', 'booking', 'homecare', 'kerjasama', 'lainnya'];
const valid = {
  name: 'Budi',
  email: 'budi@contoh.id',
  phone: '0812 2000 4515',
  subject: 'booking',
  message: 'Saya ingin jadwal Sabtu pagi.',
};

describe('validateContact', () => {
  it('passes a complete form', () => {
    expect(validateContact(valid, subjects)).toEqual({});
  });

  it('requires all five fields', () => {
    expect(validateContact(emptyContact, subjects)).toEqual({
      name: contactMessages.nameRequired,
      email: contactMessages.emailRequired,
      phone: contactMessages.phoneRequired,
      subject: contactMessages.subjectRequired,
      message: contactMessages.messageRequired,
    });
  });

  it('rejects a malformed e-mail', () => {
    expect(validateContact({ ...valid, email: 'budi@contoh' }, subjects)).toEqual({
      email: contactMessages.emailInvalid,
    });
  });

  it('rejects a subject outside the list', () => {
    expect(validateContact({ ...valid, subject: 'spam' }, subjects)).toEqual({
      subject: contactMessages.subjectRequired,
    });
  });
});
