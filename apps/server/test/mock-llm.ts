/**
 * The repository's mock LLM (scripts/lib/mock-llm.mjs), an OpenAI-compatible streaming server, as a
 * child process on a free port: the same starter the bench, the soak and end-to-end use.
 */

/** The text of a mock reply of `pieces` words, as the mock writes every reply. */
export { replyText } from "../../../scripts/lib/mock-backends/replies.mjs";
export { startMock } from "../../../scripts/lib/mock-llm-process.mjs";
