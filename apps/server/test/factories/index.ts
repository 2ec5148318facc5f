/** Database factories: rows inserted through Drizzle, no HTTP, so a test builds only what it is about. */
export { type BuiltBot, buildBot, type NewBot } from "./bots.ts";
export { type BuiltDialogue, buildDialogue, buildMessage, type MessageRow } from "./dialogues.ts";
export { buildPost, type PostRow } from "./posts.ts";
export { buildReview, type ReviewRow } from "./reviews.ts";
export { buildSession, type TestAccount } from "./sessions.ts";
export { buildUser, TEST_PASSWORD, TEST_PASSWORD_HASH } from "./users.ts";
