/**
 * Id fields that name no object anyone owns: catalogue filters and public reference data. A route
 * whose only ids are these belongs in NO_OBJECT_ROUTES, not in the matrix.
 */
export const UNOWNED_ID_FIELDS: Record<string, string> = {
  categoryId: "a catalogue category, the same for everyone",
  activityId: "a public activity (home page event), the same for everyone",
  sceneId: "a model scene from the server's configuration",
  goodsId: "a plan offer (its vipEnum) from the server's configuration",
  groupId: "a task group (daily, special, referral), the same for everyone",
  missionId: "a task of the server's catalogue, the same for everyone",
};

/** Who may call a route that addresses no object. */
export type Caller = "anyone" | "signedIn" | "reviewer" | "admin";

/**
 * Every route of the OpenAPI document that takes no object id, with who may call it. The test
 * checks that "signedIn" routes ask visitors to log in and "reviewer" and "admin" routes refuse other users;
 * "anyone" routes are open by design (browsing, signing in, tracking, signed uploads).
 */
export const NO_OBJECT_ROUTES: Record<string, Caller> = {
  "POST /callback/apple": "anyone",
  "POST /pay/stripe/webhook": "anyone",
  "GET /api/homePage/getContent": "anyone",
  "GET /api/homePage/getActivityDetail": "anyone",
  "GET /api/recommend/bot_recommend": "anyone",
  "GET /api/leaderboard/list/{type}": "anyone",
  "GET /api/leaderboard/recommendedCreator": "anyone",
  "POST /api/event": "anyone",
  "GET /api/ai/roleInfo/getBotCategory": "anyone",
  "GET /api/ai/roleInfo/bot-sort-type": "anyone",
  "POST /api/ai/roleInfo/queryBotInfo": "anyone",
  "POST /api/ai/roleInfo/queryBotByNameV2": "anyone",
  "GET /api/ai/roleInfo/recent/search": "anyone",
  "GET /api/ai/roleInfo/clearAll/recent/search": "signedIn",
  "GET /api/ai/roleInfo/popular/search": "anyone",
  "GET /api/ai/roleInfo/most/likes": "anyone",
  "GET /api/ai/roleInfo/trending": "anyone",
  "POST /api/ai/roleInfo/importCard": "signedIn",
  "GET /api/ai/roleInfo/getAddBotCategory": "anyone",
  "GET /api/ai/roleInfo/botConfig": "signedIn",
  "POST /api/ai/roleInfo/addBotV2": "signedIn",
  "GET /api/ai/roleInfo/myBots": "signedIn",
  "GET /api/admin/review/list": "reviewer",
  "GET /api/admin/review/popularSearches": "reviewer",
  "POST /api/admin/review/popularSearches/hide": "reviewer",
  "GET /api/admin/models": "admin",
  "POST /api/admin/models/probe": "admin",
  "POST /api/admin/models/test": "admin",
  "GET /api/report/reasons": "anyone",
  "GET /api/ai/roleInfo/listStoryBots": "anyone",
  "GET /api/ai/roleInfo/listLikeStoryBots": "signedIn",
  "GET /api/v1/chat/story/getReadSetting": "signedIn",
  "POST /api/v1/chat/story/saveReadSetting": "signedIn",
  "GET /api/admin/review/chapters": "reviewer",
  "GET /api/report/list": "reviewer",
  "GET /api/v1/chat/getBotsWithChatting": "signedIn",
  "GET /api/v1/chat/checkCurrentMinuteChatCount": "signedIn",
  "GET /api/v1/chat/regen/bot/count": "signedIn",
  "GET /api/v1/chat/edit/bot/count": "signedIn",
  "GET /api/v1/chat/check/generated-message": "signedIn",
  "GET /api/user/credits/getCount": "signedIn",
  "GET /api/user/credits/obtain": "signedIn",
  "GET /api/user/credits/history": "signedIn",
  "GET /api/user/credits/getAvatarGenPrice": "signedIn",
  "GET /api/plans/list": "anyone",
  "POST /api/pay/initiate/subscription": "signedIn",
  "PUT /api/pay/subscription/end": "signedIn",
  "POST /api/pay/reSubscribe": "signedIn",
  "POST /api/order/pageQuery": "signedIn",
  "POST /api/goods/goodsInfo": "anyone",
  "GET /api/pay/user/goods/{goodsId}": "signedIn",
  "POST /api/pay/stripe/portal": "signedIn",
  // These name an order by its number; that another account's order is not found is tested in
  // modules/payments/payments.test.ts.
  "POST /api/pay/dev/order": "signedIn",
  "POST /api/pay/dev/complete": "signedIn",
  "GET /api/ad/list": "anyone",
  "GET /api/config/getConfigStringByKey": "anyone",
  "GET /api/uservip/setReminded": "signedIn",
  "POST /api/admin/plans/account": "admin",
  "POST /api/admin/plans/grant": "admin",
  "POST /api/admin/plans/end": "admin",
  "POST /api/mission/group/list": "signedIn",
  "POST /api/mission/list": "signedIn",
  "POST /api/mission/{missionId}": "signedIn",
  "POST /api/user/invitation/code": "signedIn",
  "POST /api/v1/chat/setNsfw": "signedIn",
  "GET /api/mask/listMasks": "signedIn",
  "GET /api/model/scene/getModelSceneInfo": "signedIn",
  "POST /api/model/scene/chooseModelScene": "signedIn",
  "POST /api/messages/post/getPersonalPosts": "signedIn",
  "GET /api/v1/chat/preview/allowance": "anyone",
  "POST /api/user/login": "anyone",
  "POST /api/user/send/auth/code": "anyone",
  "POST /api/user/valid/email": "anyone",
  "POST /api/user/check/reset/code": "anyone",
  "POST /api/user/reset/pwd": "anyone",
  "GET /api/user/loginOut": "anyone",
  "GET /api/user/auth/providers": "anyone",
  "GET /api/user/name/suggestion": "anyone",
  "GET /api/user/oauth/{platform}/authorize": "anyone",
  "GET /api/user/info": "signedIn",
  "GET /api/user/status": "signedIn",
  "GET /api/user/auth/permission": "signedIn",
  "POST /api/user/update": "signedIn",
  "POST /api/user/privacy": "signedIn",
  "GET /api/user/logoff": "signedIn",
  "GET /api/config/getConfigByKey": "anyone",
  "POST /api/aws/s3/sign": "signedIn",
  "POST /api/sm/checkHeadImage": "signedIn",
  "POST /api/ai/roleInfo/generateAvatars": "signedIn",
  "PUT /uploads/{*}": "anyone",
};

/** Stands in a body for the email of the matrix's administrator, which each run makes anew. */
export const THE_ADMINS_EMAIL = "the-admin@matrix.invalid";

/**
 * Bodies that pass validation for the guarded routes that need one, so that what answers a visitor
 * is the caller check and not a missing field.
 */
export const VALID_BODIES: Record<string, object> = {
  "POST /api/ai/roleInfo/addBotV2": { name: "Visitor Bot", greeting: "Hello there." },
  "POST /api/v1/chat/setNsfw": { enabled: false },
  "POST /api/admin/review/popularSearches/hide": { query: "fantasy", hidden: true },
  "POST /api/model/scene/chooseModelScene": { sceneId: "offline" },
  "POST /api/admin/models/probe": { sceneId: "offline" },
  "POST /api/admin/models/test": { sceneId: "offline", message: "Hello" },
  "POST /api/admin/plans/account": { email: THE_ADMINS_EMAIL },
  "POST /api/pay/initiate/subscription": { vipEnum: "STANDARD" },
  "POST /api/pay/dev/order": { orderNo: "F20261120AAAAAAAA" },
  "POST /api/pay/dev/complete": { orderNo: "F20261120AAAAAAAA", outcome: "paid" },
  "POST /api/admin/plans/grant": { email: THE_ADMINS_EMAIL, vipEnum: "PREMIUM", days: 30 },
  "POST /api/admin/plans/end": { email: THE_ADMINS_EMAIL },
  "POST /api/aws/s3/sign": { s3FileName: "avatar.png", contentType: "image/png", size: 100 },
  "POST /api/sm/checkHeadImage": { imageUrl: "/uploads/avatar.webp" },
  "POST /api/ai/roleInfo/generateAvatars": { name: "Visitor" },
};
