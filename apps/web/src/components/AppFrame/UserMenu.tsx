import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { LucideIcon } from "lucide-react";
import {
  Bot,
  ChevronDown,
  CircleHelp,
  ClipboardCheck,
  Crown,
  ListChecks,
  LogOut,
  Settings,
  UserRound,
} from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { canReview, isAdmin } from "../../lib/botReview";
import { useLogout } from "../../queries/auth";
import { useUserInfo } from "../../queries/user";
import { useUiStore } from "../../stores/ui";
import { Avatar } from "../Avatar";

const itemClass =
  "flex h-10 cursor-pointer items-center gap-3 rounded-[8px] px-3 text-sm text-text outline-none select-none data-[highlighted]:bg-raised";

/** One item of the menu that goes to a page. */
function MenuLink({
  to,
  testId,
  icon: Icon,
  label,
}: {
  to: string;
  testId: string;
  icon: LucideIcon;
  label: string;
}) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to} data-testid={testId}>
        <Icon aria-hidden="true" className="size-4 text-muted" />
        {label}
      </Link>
    </DropdownMenu.Item>
  );
}

/** The signed-in user's avatar and name in the header, with Profile, Tasks, Settings and Log out. */
export default function UserMenu() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const logout = useLogout();
  const openSettings = useUiStore((state) => state.setSettingsOpen);
  const user = info.data;
  const name = user?.userName || t("auth.you");
  // Opening Settings from the menu: focus belongs to the dialog, not back on the menu button.
  const openingDialog = useRef(false);

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-testid="user-menu-button"
        data-user-name={user?.userName}
        aria-label={t("auth.userMenu", { name })}
        className="flex h-9 items-center gap-2 rounded-full py-0.5 pr-2 pl-0.5 text-sm font-medium text-text transition duration-150 ease-out hover:bg-raised data-[state=open]:bg-raised"
      >
        {user ? (
          <Avatar src={user.avatar} alt={name} lazy={false} className="size-8 shrink-0 rounded-full" />
        ) : (
          <span aria-hidden="true" className="size-8 shrink-0 rounded-full bg-raised" />
        )}
        <span data-testid="user-menu-name" className="hidden max-w-36 truncate md:inline">
          {user ? name : null}
        </span>
        <ChevronDown aria-hidden="true" className="hidden size-4 text-muted md:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          data-testid="user-menu"
          onCloseAutoFocus={(event) => {
            if (openingDialog.current) event.preventDefault();
            openingDialog.current = false;
          }}
          className="animate-pop-in z-50 min-w-52 rounded-[12px] border border-border bg-surface p-1.5 shadow-2xl"
        >
          {user ? (
            <div className="truncate px-3 pt-1.5 pb-2 text-xs text-muted">{user.email ?? user.userName}</div>
          ) : null}
          <MenuLink
            to={user ? `/profile/${encodeURIComponent(user.id)}` : "/"}
            testId="user-menu-profile"
            icon={UserRound}
            label={t("auth.profile")}
          />
          <MenuLink
            to="/billing?tab=task"
            testId="user-menu-tasks"
            icon={ListChecks}
            label={t("auth.tasks")}
          />
          <MenuLink to="/document/help" testId="user-menu-help" icon={CircleHelp} label={t("auth.help")} />
          {canReview(user?.userType) ? (
            <MenuLink
              to="/admin/review"
              testId="user-menu-review"
              icon={ClipboardCheck}
              label={t("auth.reviewQueue")}
            />
          ) : null}
          {isAdmin(user?.userType) ? (
            <>
              <MenuLink to="/admin/models" testId="user-menu-models" icon={Bot} label={t("auth.models")} />
              <MenuLink
                to="/admin/plans"
                testId="user-menu-plans"
                icon={Crown}
                label={t("auth.plansAdmin")}
              />
            </>
          ) : null}
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => {
              openingDialog.current = true;
              openSettings(true);
            }}
            data-testid="user-menu-settings"
          >
            <Settings aria-hidden="true" className="size-4 text-muted" />
            {t("nav.settings")}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => {
              // This menu leaves with the session, so the toast cannot wait for the logout call.
              toast.success(t("auth.loggedOut"));
              logout.mutate();
            }}
            data-testid="user-menu-logout"
          >
            <LogOut aria-hidden="true" className="size-4 text-muted" />
            {t("settings.logOut")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
