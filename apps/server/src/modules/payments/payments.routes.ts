import { paymentRoutes as routes } from "@fable/contract/routes/payments";
import type { FastifyInstance } from "fastify";
import { serve } from "../../routing/serve-route.ts";
import { initiateSubscription } from "./checkout.service.ts";
import { completeDevCheckout, devCheckoutOrder } from "./dev-checkout.service.ts";
import { goodsList, userGoods } from "./goods.service.ts";
import { orderPage } from "./orders.service.ts";
import { stripePortal } from "./stripe-portal.service.ts";
import { endSubscription, resubscribe } from "./subscription-actions.service.ts";

/** Checkout, cancel and resume, orders, and the development checkout. */
export async function paymentsRoutes(app: FastifyInstance) {
  serve(app, routes.initiateSubscription, (ctx, { body }) => initiateSubscription(ctx, body.vipEnum));
  serve(app, routes.endSubscription, (ctx, { body }) => endSubscription(ctx, body));
  serve(app, routes.resubscribe, (ctx) => resubscribe(ctx));
  serve(app, routes.stripePortal, (ctx) => stripePortal(ctx));
  serve(app, routes.orders, (ctx, { body }) => orderPage(ctx, body));
  serve(app, routes.goodsInfo, (ctx) => goodsList(ctx));
  serve(app, routes.userGoods, (ctx, { params }) => userGoods(ctx, params.goodsId));
  serve(app, routes.devOrder, (ctx, { body }) => devCheckoutOrder(ctx, body.orderNo));
  serve(app, routes.devComplete, (ctx, { body }) => completeDevCheckout(ctx, body.orderNo, body.outcome));
}
