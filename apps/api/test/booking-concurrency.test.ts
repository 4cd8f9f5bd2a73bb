import { apiPaths, bookingMessages, type ApiError } from '@klinik/clinic';
import { describe, expect, it } from 'vitest';
import { asClient, countRows, postJson, serverForTests, visitorDatabasePath } from './helpers';

// Monday 30 November 2026, 08:00 in Jakarta.
const server = serverForTests('booking-concurrency', {
  trustProxy: 1,
  now: () => Date.parse('2026-11-30T01:00:00Z'),
});

/**
 * `count` visitors (each a client and a number of its own) ask for the same time at once, over
 * real HTTP against the real SQLite file: each booking's transaction recounts the places.
 */
async function rush(branch: string, date: string, count: number, firstClient: number) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      postJson(
        `${server.url}/api${apiPaths.createBooking()}`,
        {
          branch,
          service: 'geriatric',
          date,
          time: '10:00',
          name: `Pasien ${index}`,
          phone: `0857-${String(2000_0000 + firstClient + index)}`,
          consent: true,
        },
        asClient(firstClient + index),
      ),
    ),
  );
  return answers;
}

const statuses = (answers: { res: Response }[]) =>
  answers.map(({ res }) => res.status).sort((a, b) => a - b);

describe('50 visitors booking the same time at once', () => {
  it('with one place left: exactly one 201 and 49 × 409, and one booking stored', async () => {
    const answers = await rush('mhorfitness', '2026-12-01', 50, 0);
    expect(statuses(answers)).toEqual([201, ...Array<number>(49).fill(409)]);
    for (const { res, body } of answers) {
      if (res.status === 409) expect((body as ApiError).message).toBe(bookingMessages.taken);
    }
    expect(countRows(visitorDatabasePath(server.databasePath), 'bookings')).toBe(1);
  });

  it('with three places: exactly three 201s and 47 × 409', async () => {
    const answers = await rush('kiaracondong', '2026-12-02', 50, 1000);
    expect(statuses(answers)).toEqual([201, 201, 201, ...Array<number>(47).fill(409)]);
    expect(countRows(visitorDatabasePath(server.databasePath), 'bookings')).toBe(4);
  });
});
