/** The part of autocannon's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  export type AutocannonRequest = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest | undefined;
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string>,
    ) => void;
  };
  export type AutocannonOptions = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: AutocannonRequest[];
  };
  type Histogram = { average: number; p50: number; p90: number; p99: number; max: number };
  export type AutocannonResult = {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number | string }>;
  };
  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
}
