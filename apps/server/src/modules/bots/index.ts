// The bots module's front door: what the rest of the server may use of it (docs/architecture.md#modules).
import { moduleRoutes } from "../../routing/module-routes.ts";
import { adventureRoutesPlugin } from "./adventures/adventure.routes.ts";
import { botsRoutes } from "./bots.routes.ts";
import { cardsRoutes } from "./cards.routes.ts";
import { creationRoutes } from "./creation.routes.ts";
import { likesRoutes } from "./likes.routes.ts";
import { modelSettingsRoutes } from "./model-settings.routes.ts";
import { pdfBotRoutes } from "./pdf-bot.routes.ts";
import { reviewRoutes } from "./review.routes.ts";

export { type BotCardRow, botCardColumns, isNewBot, toBotCards } from "./bot-card.ts";
export {
  assertBelowBotCap,
  assertEditable,
  loadOwnBot,
  reviewColumns,
  savedBot,
} from "./bot-editor.service.ts";
export { replaceCategories } from "./bot-fields.ts";
export { botListColumns, toBotListRecord } from "./bot-list-record.ts";
export { IMAGE_STYLES, isKnownImageStyle, voiceLabel } from "./creation-options.ts";
export { forgetListedBots, whenListedBotsChange } from "./listing-changes.ts";

/** Every API route of the module, registered under /api by app.ts. */
export const apiRoutes = moduleRoutes(
  adventureRoutesPlugin,
  botsRoutes,
  cardsRoutes,
  creationRoutes,
  likesRoutes,
  modelSettingsRoutes,
  pdfBotRoutes,
  reviewRoutes,
);
