// Checking model scenes from the outside: the start-up probe, its latest results, and reading one
// short reply (the admin's test message) with what went wrong named.
export { probeBoardOf } from "./probe-board.ts";
export { probeLine, probeModelsInBackground } from "./probe-log.ts";
export { secretsOf } from "./probe-scene.ts";
export { failureOf, type ModelCallFailure } from "./problems.ts";
export { readReply } from "./read-reply.ts";
