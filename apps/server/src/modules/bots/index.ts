// The bots module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
export { type BotCardRow, botCardColumns, toBotCards } from "./bot-card.ts";
export { loadOwnBot } from "./bot-editor.service.ts";
export { botListColumns, toBotListRecord } from "./bot-list-record.ts";
export { botsRoutes } from "./bots.routes.ts";
export { cardsRoutes } from "./cards.routes.ts";
export { creationRoutes } from "./creation.routes.ts";
export { forgetListedBots, whenListedBotsChange } from "./listing-changes.ts";
export { reviewRoutes } from "./review.routes.ts";
