// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Each request made anew (bench:mixed): method, path, headers and body per request. */
    requests?: Array<{
      setupRequest?: (
        request: Record<string, unknown>,
        context: Record<string, unknown>,
      ) => Record<string, unknown>;
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
