/** The terms and privacy facts (spec section 9); the legal pages are written from these. */
export const policies = {
  minimumAge: 18,
  therapistMinExperienceYears: 3,
  /** Cancelling earlier than this: full refund or free reschedule; later: the fee below. */
  freeCancellationHours: 24,
  lateCancellationFeePercent: 50,
  /** Arriving later than this may cancel the session with the fee below; earlier shortens it. */
  latenessGraceMinutes: 15,
  latenessFeePercent: 50,
  refundWorkingDays: { min: 3, max: 7 },
  paymentMethods: [
    'tunai',
    'transfer bank',
    'QRIS',
    'kartu debit',
    'kartu kredit (Visa, Mastercard)',
  ],
  retentionYears: { medicalRecords: 25, administrative: 7, financial: 10 },
} as const;

/**
 * The cancellation policy as the terms page states it, one line a rule: the terms page's list
 * and the booking's confirmation, mail and manage page all show these lines, so they cannot
 * drift apart.
 */
export const cancellationPolicy = [
  `Pembatalan lebih dari ${policies.freeCancellationHours} jam sebelum jadwal: pengembalian dana penuh atau penjadwalan ulang tanpa biaya.`,
  `Pembatalan kurang dari ${policies.freeCancellationHours} jam sebelum jadwal: dikenakan biaya ${policies.lateCancellationFeePercent}% dari biaya sesi.`,
  'Tidak hadir tanpa pemberitahuan: biaya sesi tidak dikembalikan.',
] as const;
