import type { RouteDefinition, RouteGroup } from "@fable/contract";
import type { Plugin } from "vite";
import * as adminModels from "../../../packages/contract/src/routes/admin-models.ts";
import * as ads from "../../../packages/contract/src/routes/ads.ts";
import * as adventures from "../../../packages/contract/src/routes/adventures.ts";
import * as auth from "../../../packages/contract/src/routes/auth.ts";
import * as bots from "../../../packages/contract/src/routes/bots.ts";
import * as chat from "../../../packages/contract/src/routes/chat.ts";
import * as chatSettings from "../../../packages/contract/src/routes/chat-settings.ts";
import * as credits from "../../../packages/contract/src/routes/credits.ts";
import * as discovery from "../../../packages/contract/src/routes/discovery.ts";
import * as imagePacks from "../../../packages/contract/src/routes/image-packs.ts";
import * as joybook from "../../../packages/contract/src/routes/joybook.ts";
import * as likes from "../../../packages/contract/src/routes/likes.ts";
import * as media from "../../../packages/contract/src/routes/media.ts";
import * as memory from "../../../packages/contract/src/routes/memory.ts";
import * as messages from "../../../packages/contract/src/routes/messages.ts";
import * as missions from "../../../packages/contract/src/routes/missions.ts";
import * as novels from "../../../packages/contract/src/routes/novels.ts";
import * as payments from "../../../packages/contract/src/routes/payments.ts";
import * as pdf from "../../../packages/contract/src/routes/pdf.ts";
import * as personas from "../../../packages/contract/src/routes/personas.ts";
import * as pictures from "../../../packages/contract/src/routes/pictures.ts";
import * as plans from "../../../packages/contract/src/routes/plans.ts";
import * as quotas from "../../../packages/contract/src/routes/quotas.ts";
import * as reports from "../../../packages/contract/src/routes/reports.ts";
import * as reviews from "../../../packages/contract/src/routes/reviews.ts";
import * as rooms from "../../../packages/contract/src/routes/rooms.ts";
import * as savedChats from "../../../packages/contract/src/routes/saved-chats.ts";
import * as search from "../../../packages/contract/src/routes/search.ts";
import * as social from "../../../packages/contract/src/routes/social.ts";
import * as storyPlay from "../../../packages/contract/src/routes/story-play.ts";
import * as system from "../../../packages/contract/src/routes/system.ts";
import * as tracking from "../../../packages/contract/src/routes/tracking.ts";
import * as users from "../../../packages/contract/src/routes/users.ts";
import * as visitorChat from "../../../packages/contract/src/routes/visitor-chat.ts";
import * as voice from "../../../packages/contract/src/routes/voice.ts";

/** Every route group module of the contract, by its file name; route-addresses.test.ts checks none is missing. */
export const ROUTE_GROUP_MODULES: Record<string, Record<string, RouteGroup>> = {
  "admin-models": adminModels,
  ads,
  adventures,
  auth,
  bots,
  chat,
  "chat-settings": chatSettings,
  credits,
  discovery,
  "image-packs": imagePacks,
  joybook,
  likes,
  media,
  reports,
  reviews,
  memory,
  messages,
  payments,
  pdf,
  missions,
  novels,
  personas,
  pictures,
  plans,
  quotas,
  rooms,
  "saved-chats": savedChats,
  search,
  social,
  "story-play": storyPlay,
  system,
  tracking,
  users,
  "visitor-chat": visitorChat,
  voice,
};

/** What a call needs at run time; the schemas stay on the server, the types come from the contract. */
const addressOf = (route: RouteDefinition) => ({
  method: route.method,
  path: route.path,
  ...(route.answer ? { answer: route.answer } : {}),
  ...(route.bodyKind ? { bodyKind: route.bodyKind } : {}),
});

const PREFIX = "@fable/contract/routes/";
const VIRTUAL = "\0fable-route-addresses:";

/** The browser's copy of a route group module: each route's method and path, no zod schema. */
export function addressModule(file: string): string {
  const groups = ROUTE_GROUP_MODULES[file];
  if (!groups)
    throw new Error(`${PREFIX}${file}: not in ROUTE_GROUP_MODULES of apps/web/build/route-addresses.ts`);
  return Object.entries(groups)
    .map(([name, group]) => {
      const addresses = Object.fromEntries(
        Object.entries(group).map(([key, route]) => [key, addressOf(route)]),
      );
      return `export const ${name} = ${JSON.stringify(addresses)};`;
    })
    .join("\n");
}

/**
 * The web app imports route groups from `@fable/contract/routes/<file>` for their types; a route's
 * schemas would pull zod (about 30 KB gzip) into every chunk that calls it, the home route's included.
 * This plugin hands the bundle each group as addresses only, so types come from the table and the
 * bytes sent are a method and a path per route.
 */
export function routeAddresses(): Plugin {
  return {
    name: "fable-route-addresses",
    enforce: "pre",
    resolveId(source) {
      return source.startsWith(PREFIX) ? VIRTUAL + source.slice(PREFIX.length) : null;
    },
    load(id) {
      return id.startsWith(VIRTUAL) ? addressModule(id.slice(VIRTUAL.length)) : null;
    },
  };
}
