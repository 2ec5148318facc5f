export * from "./auth.ts";
export * from "./bots.ts";
export * from "./catalog.ts";
export * from "./character.ts";
export * from "./codes.ts";
export * from "./envelope.ts";
export * from "./home.ts";
export * from "./limits.ts";
