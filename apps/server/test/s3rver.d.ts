/** The part of s3rver's API the tests use (the package ships no types). */
declare module "s3rver" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  interface KoaContext {
    req: IncomingMessage;
    res: ServerResponse;
    method: string;
    status: number;
    body: unknown;
    type: string;
    get(header: string): string;
  }

  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      directory: string;
      silent?: boolean;
      configureBuckets?: { name: string }[];
    });
    /** Koa's middleware list; what is first in it runs first. */
    middleware: ((context: KoaContext, next: () => Promise<void>) => Promise<void>)[];
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
