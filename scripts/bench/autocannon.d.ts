// autocannon ships no types; this covers the part of its programmatic API the bench uses.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Changes the request before it is sent; runs for every request sent. */
    setupRequest?: (request: Request) => Request;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Stops after this many requests instead of after `duration`. */
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    /** Sent in turn on each connection, from the first again after the last. */
    requests?: Request[];
  }

  interface Result {
    url: string;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Answers with a 4xx status (among non2xx). */
    '4xx': number;
    '2xx': number;
    /** Responses per status code, e.g. { '200': { count: 120 } }. */
    statusCodeStats: Record<string, { count: number }>;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Options, Request, Result };
}
