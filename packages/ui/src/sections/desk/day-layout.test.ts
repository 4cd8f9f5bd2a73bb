import { describe, expect, it } from 'vitest';
import { deskBooking, deskDay } from '../../stories/desk-fixtures';
import { dayLayout, visitAt } from './day-layout';

describe('dayLayout', () => {
  const layout = dayLayout(deskDay);

  it('makes a row per half hour of the day and a column per place', () => {
    expect(layout.slots.map((slot) => slot.time)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
    expect(layout.places).toBe(3);
  });

  it('counts the places taken during each row, from the visits that overlap it', () => {
    expect(layout.slots.map((slot) => slot.filled)).toEqual([
      2, 2, 3, 3, 3, 2, 1, 0, 1, 1, 1, 1, 2, 1, 0, 0,
    ]);
  });

  it('puts each visit in the first place free for all its rows', () => {
    const placeOf = (code: string) =>
      layout.slots.flatMap((slot) => slot.starts).find((visit) => visit.booking.code === code);
    expect(placeOf('B7KD-3MQX')).toMatchObject({ place: 0, row: 0, span: 2 });
    expect(placeOf('H4TR-9WPA')).toMatchObject({ place: 1, row: 0, span: 3 });
    expect(placeOf('M3FJ-7QRZ')).toMatchObject({ place: 0, row: 2, span: 2 });
    expect(placeOf('P9WH-4DTC')).toMatchObject({ place: 2, row: 2, span: 4 });
    expect(placeOf('R2XN-8KVF')).toMatchObject({ place: 1, row: 3, span: 2 });
    expect(placeOf('T6QM-3HZB')).toMatchObject({ place: 0, row: 4, span: 3 });
    expect(visitAt(layout, 5, 0)?.booking.code).toBe('T6QM-3HZB');
    expect(visitAt(layout, 7, 0)).toBeUndefined();
  });

  it('sets cancelled and no-show bookings aside: they take no place', () => {
    expect(layout.aside.map((booking) => booking.code)).toEqual(['C8NV-2XKE', 'V5KC-9PXD']);
  });

  it('adds a column when more visits overlap than the branch has places', () => {
    const crowded = dayLayout({
      ...deskDay,
      places: 1,
      bookings: [
        deskBooking({ code: 'K7QM-2WXP', time: '09:00', service: 'geriatric', name: 'A' }),
        deskBooking({ code: 'R4TB-9ZHD', time: '09:30', service: 'geriatric', name: 'B' }),
      ],
    });
    expect(crowded.places).toBe(2);
    expect(crowded.slots[1]?.filled).toBe(2);
  });

  it('gives a day without hours no rows, and every booking aside', () => {
    const shut = dayLayout({ ...deskDay, hours: null });
    expect(shut.slots).toEqual([]);
    expect(shut.aside).toHaveLength(deskDay.bookings.length);
  });

  it('keeps a visit that ends off the half hour from sharing its last row with the next', () => {
    const odd = dayLayout({
      ...deskDay,
      places: 1,
      bookings: [
        {
          ...deskBooking({ code: 'K7QM-2WXP', time: '09:00', service: 'geriatric', name: 'A' }),
          end_time: '10:15',
        },
        deskBooking({ code: 'R4TB-9ZHD', time: '10:15', service: 'geriatric', name: 'B' }),
      ],
    });
    expect(odd.places).toBe(2);
  });
});
