import { lazy } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { AppFrame } from "./components/AppFrame/AppFrame";
import { RouteError } from "./components/RouteError";
import type { RouteHandle } from "./routes/handle";
import { lazyScreen } from "./routes/lazyScreen";
import {
  ChatRedirect,
  FittingRoute,
  JoyRedirect,
  ProfileRedirect,
  RequireAuth,
} from "./routes/RouteRedirects";
import { documentRedirect, unknownPathRedirect } from "./routes/redirects";
import type { Feature } from "./screens/ComingSoon/features";

// Every screen except Home is loaded on demand, keeping the home route's first download small;
// lazyScreen also fetches the strings those screens use.
const ComingSoon = lazyScreen(() => import("./screens/ComingSoon"));
const Create = lazyScreen(() => import("./screens/Create"));
const CreateResult = lazyScreen(() => import("./screens/CreateResult"));
const OAuthCallback = lazy(() => import("./screens/OAuthCallback"));
const DevOutbox = lazyScreen(() => import("./screens/DevOutbox"));
const MyBots = lazyScreen(() => import("./screens/MyBots"));
const BotProfile = lazyScreen(() => import("./screens/BotProfile"));
const ReviewQueue = lazyScreen(() => import("./screens/ReviewQueue"));
const AdminModels = lazyScreen(() => import("./screens/AdminModels"));
const AdminPlans = lazyScreen(() => import("./screens/AdminPlans"));
const DevCheckout = lazyScreen(() => import("./screens/DevCheckout"));
const Orders = lazyScreen(() => import("./screens/Orders"));
const Chat = lazyScreen(() => import("./screens/Chat"));
const Chats = lazyScreen(() => import("./screens/Chats"));
const Profile = lazyScreen(() => import("./screens/Profile"));
const Activity = lazyScreen(() => import("./screens/Activity"));
const Search = lazyScreen(() => import("./screens/Search"));
const Joybook = lazyScreen(() => import("./screens/Joybook"));
const JoybookPost = lazyScreen(() => import("./screens/Joybook/PostDetail"));
const Document = lazyScreen(() => import("./screens/Document"));
const Category = lazyScreen(() => import("./screens/Category"));
const Leaderboard = lazyScreen(() => import("./screens/Leaderboard"));
const Billing = lazyScreen(() => import("./screens/Billing"));
const Adventure = lazyScreen(() => import("./screens/Adventure"));
const Room = lazyScreen(() => import("./screens/Room"));
const CreateRoom = lazyScreen(() => import("./screens/CreateRoom"));
const Novels = lazyScreen(() => import("./screens/Novels"));
const NovelDetail = lazyScreen(() => import("./screens/Novels/Detail"));
const NovelReader = lazyScreen(() => import("./screens/Novels/Reader"));
const Toolkit = lazyScreen(() => import("./screens/Toolkit"));
const CreateVoicePack = lazyScreen(() => import("./screens/CreateVoicePack"));
const CreateImagePack = lazyScreen(() => import("./screens/CreateImagePack"));

const soon = (feature: Feature) => <ComingSoon feature={feature} />;
const screen = (path: string, feature: Feature, handle?: RouteHandle): RouteObject => ({
  path,
  element: soon(feature),
  ...(handle ? { handle } : {}),
});

/** The route table (docs/product.md#routes). Home itself is rendered by the frame, which keeps it alive. */
export const routes: RouteObject[] = [
  {
    path: "/",
    element: <AppFrame />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: null, handle: { keepAlive: true } satisfies RouteHandle },

      { path: "category", element: <Category /> },
      { path: "category/:name", element: <Category /> },
      { path: "chats", element: <Chats /> },
      { path: "leaderboard", element: <Leaderboard /> },
      { path: "leaderboard/:tab", element: <Leaderboard /> },
      { path: "leaderboard/:tab/:child", element: <Leaderboard /> },
      { path: "search", element: <Search /> },
      { path: "search/:value", element: <Search /> },
      screen("botInfo", "botInfo"),
      screen("shareChat", "shareChat"),
      screen("contact", "contact"),
      screen("login", "login"),
      screen("test", "test"),

      { path: "chat", element: <ChatRedirect /> },
      // Both /chat/{botId} (old links) and /chat/{botId}-{botName}.
      { path: "chat/:botId", element: <Chat /> },

      // Stories are found among the novels; a play-through needs an account (docs/product.md#adventure-play).
      { path: "adventure", element: <Navigate to="/AI-novels" replace /> },
      { element: <RequireAuth />, children: [{ path: "adventure/:botId", element: <Adventure /> }] },
      // Rooms: group chats with several characters (docs/product.md#room-screen).
      {
        element: <RequireAuth />,
        children: [
          { path: "rooms/new", element: <CreateRoom /> },
          { path: "room/:roomId", element: <Room /> },
        ],
      },
      { path: "botProfile/:botId", element: <BotProfile /> },

      {
        element: <RequireAuth />,
        children: [
          { path: "mine", element: <MyBots /> },
          // Plans, credits and tasks; `?tab=` chooses (docs/product.md#billing-screen).
          { path: "billing", element: <Billing /> },
          screen("account", "account"),
          screen("histories", "histories"),
          screen("memory", "memory"),
          // Voice packs (docs/product.md#voice) and image packs (docs/product.md#image-packs).
          { path: "fitting/create/voice", element: <CreateVoicePack /> },
          { path: "fitting/create/image", element: <CreateImagePack /> },
          { path: "fitting/order", element: <Orders /> },
          // The development checkout (outside production; the API answers 404 there).
          { path: "dev/checkout/:orderNo", element: <DevCheckout /> },
          { path: "admin/review", element: <ReviewQueue /> },
          { path: "admin/models", element: <AdminModels /> },
          { path: "admin/plans", element: <AdminPlans /> },
        ],
      },
      {
        // Create routes open the login modal with the source create_bot (docs/product.md#visitor).
        element: <RequireAuth source="create_bot" />,
        children: [
          { path: "create/result", element: <CreateResult /> },
          { path: "create/:type", element: <Create /> },
        ],
      },
      // `/fitting?order=1` is Manage Subscription before anything else; the Toolkit needs an account.
      {
        path: "fitting",
        element: <FittingRoute />,
        children: [
          { element: <RequireAuth source="toolkit" />, children: [{ index: true, element: <Toolkit /> }] },
        ],
      },

      { path: "joy", element: <JoyRedirect /> },
      { path: "joydtl", element: <Joybook /> },
      { path: "joydtl/:id", element: <JoybookPost /> },

      { path: "profile", element: <ProfileRedirect /> },
      // Both /profile/{userId} and /profile/{userId}-{username}.
      { path: "profile/:userSlug", element: <Profile /> },

      // /activity/{activeId}-{activeName}
      { path: "activity/:activity", element: <Activity /> },

      // AI novels (docs/product.md#novels); /AI-novels/Hot and /AI-novels/{category} are the list too.
      { path: "AI-novels", element: <Novels /> },
      { path: "AI-novels/:name", element: <Novels /> },
      { path: "AI-novels/detail/:bot", element: <NovelDetail /> },
      {
        path: "AI-novels/read/:bot",
        element: <NovelReader />,
        handle: { hideHeader: true } satisfies RouteHandle,
      },

      {
        path: "document",
        children: [
          { index: true, element: <Navigate to={documentRedirect()} replace /> },
          { path: "tos", element: <Document name="tos" /> },
          { path: "privacy", element: <Document name="privacy" /> },
          { path: "help", element: <Document name="help" /> },
          { path: "faq", element: <Document name="faq" /> },
          { path: "guide", element: <Document name="guide" /> },
        ],
      },

      { path: "callback/:platform", element: <OAuthCallback /> },
      screen("subscribestar/auth", "subscribeStar"),

      // Verification codes this server would have sent (outside production; the API answers 404 there).
      { path: "dev/outbox", element: <DevOutbox /> },

      { path: "*", element: <Navigate to={unknownPathRedirect()} replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
