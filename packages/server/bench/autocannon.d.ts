// The few parts of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      title?: string;
      url: string;
      connections?: number;
      duration?: number;
      headers?: Record<string, string>;
    }
    interface Histogram {
      average: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      non2xx: number;
      errors: number;
    }
  }
  function autocannon(
    options: autocannon.Options,
    done: (error: Error | null, result: autocannon.Result) => void,
  ): unknown;
  export default autocannon;
}
