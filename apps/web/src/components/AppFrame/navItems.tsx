import type { TFunction } from "i18next";
import {
  BookHeart,
  BookOpen,
  Bot,
  House,
  type LucideIcon,
  MessagesSquare,
  Search,
  Trophy,
  Wrench,
} from "lucide-react";

export interface NavItem {
  id: string;
  to: string;
  icon: LucideIcon;
  label: (t: TFunction) => string;
  /** Marks a feature still in beta with a small tag. */
  beta?: boolean;
  /** Shown only to signed-in users. */
  signedInOnly?: boolean;
}

/**
 * Sidebar destinations in the order of docs/product.md#app-frame (Create and Settings are buttons, rendered
 * separately).
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { id: "home", to: "/", icon: House, label: (t) => t("nav.home") },
  { id: "novel", to: "/AI-novels", icon: BookOpen, label: (t) => t("nav.novel"), beta: true },
  { id: "chats", to: "/chats", icon: MessagesSquare, label: (t) => t("nav.chats") },
  { id: "search", to: "/search", icon: Search, label: (t) => t("nav.search") },
  { id: "joybook", to: "/joydtl", icon: BookHeart, label: (t) => t("nav.joybook") },
  { id: "toolkit", to: "/fitting", icon: Wrench, label: (t) => t("nav.toolkit") },
  { id: "leaderboard", to: "/leaderboard", icon: Trophy, label: (t) => t("nav.leaderboard") },
  { id: "myBots", to: "/mine", icon: Bot, label: (t) => t("nav.myBots"), signedInOnly: true },
];

export function visibleNavItems(signedIn: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.signedInOnly || signedIn);
}
