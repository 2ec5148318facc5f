import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * A dependency loaded on first use rather than at start. Model SDKs, the tokenizer's tables, the S3
 * client and the word list together cost most of a second to load on two cores; an instance that
 * never chats (or has no bucket) never pays for them, and every start stays fast.
 */
export function lazyModule<Module>(specifier: string): () => Module {
  let loaded: Module | undefined;
  return () => {
    loaded ??= require(specifier) as Module;
    return loaded;
  };
}
