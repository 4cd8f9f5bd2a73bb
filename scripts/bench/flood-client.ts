import { setPriority } from 'node:os';
import autocannon, { type Request } from 'autocannon';
import { randomQuery } from './flood';

/**
 * The /cari flood's client, in a process of its own at a lower priority (nice 10): sent from this
 * machine to itself, a flood would otherwise take the server's CPU, which a flood sent from
 * elsewhere does not. Prints autocannon's result as JSON.
 * Arguments: origin, connections, duration (s), "one" or "many" addresses.
 */
const [origin = '', connections = '50', duration = '10', addresses = 'one'] = process.argv.slice(2);

/** X-Forwarded-For of a random address of the benchmarking range 198.18.0.0/15. */
function randomAddress(): string {
  const n = Math.floor(Math.random() * 2 ** 17);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

const requests: Request[] = [
  {
    method: 'GET',
    setupRequest: (request) => ({
      ...request,
      path: `/cari?q=${encodeURIComponent(randomQuery())}`,
      headers:
        addresses === 'many'
          ? { ...request.headers, 'x-forwarded-for': randomAddress() }
          : { ...request.headers },
    }),
  },
];

setPriority(10);
const result = await autocannon({
  url: origin,
  connections: Number(connections),
  duration: Number(duration),
  requests,
});
process.stdout.write(JSON.stringify(result));
