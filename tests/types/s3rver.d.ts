// s3rver ships no types; this covers what the tests use.
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string; configs: string[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** s3rver is a Koa app: its request handler, for a server of our own in front. */
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  }
}
