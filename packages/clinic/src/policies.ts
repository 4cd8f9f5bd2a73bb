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
