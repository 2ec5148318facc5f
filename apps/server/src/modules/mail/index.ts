// The mail module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
export { deliver, listOutbox, localOutboxUrl } from "./mail.service.ts";
