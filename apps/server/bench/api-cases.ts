/** What the API benchmark's parent (api.ts) and its server (api-server.ts) share. */

/** One call the benchmark repeats under load. */
export interface ApiBenchCall {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** A JSON body. */
  body?: string;
  /** True: sent with a session token of the pool, following its rotations. */
  auth: boolean;
  /** Headers of its own (a device's key). */
  headers?: Record<string, string>;
}

/** What the forked server tells the parent once it listens. */
export interface ApiServerReady {
  port: number;
  calls: ApiBenchCall[];
  database: 'pglite' | 'postgres';
}

/** The answer to `tokens`: new sessions of the demo nurse, one per simulated tablet. */
export interface ApiServerTokens {
  tokens: string[];
}

/** The figures of one case under load. */
export interface CaseFigures {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  /** How many answers of each HTTP status. */
  statuses: Record<string, number>;
  /** reqPerSec divided by the yardstick's, measured in the same run. */
  ratio: number;
  /**
   * The server's CPU time (its process: JavaScript, PGlite's WebAssembly, the kernel's work for
   * it) per answered request, in ms: what a request costs, less moved than req/s by other work on
   * a shared machine. Absent in files written before it was measured.
   */
  cpuMsPerRequest?: number;
}

/** One database's leg of a run. */
export interface LegFigures {
  database: 'pglite' | 'postgres';
  /** The bare Fastify route's req/s and p99, before and after the cases (mean). */
  yardstick: { reqPerSec: number; p99: number };
  cases: CaseFigures[];
  /** The server's resident memory (MiB) after each case, and during the soak when asked. */
  memory: { after: string; rssMiB: number; heapUsedMiB: number }[];
}

/** The JSON file a run writes (and a later run compares with). */
export interface RunFigures {
  date: string;
  seconds: number;
  connections: number;
  /** `os.loadavg()` before and after: how loaded the shared machine was. */
  load: { before: number[]; after: number[] };
  legs: LegFigures[];
}
