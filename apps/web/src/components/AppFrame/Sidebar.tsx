import { clsx } from "clsx";
import { PanelLeftClose, PanelLeftOpen, Plus, Settings } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { useIsSignedIn } from "../../stores/auth";
import { useUiStore } from "../../stores/ui";
import { Logo } from "./Logo";
import { visibleNavItems } from "./navItems";

interface SidebarProps {
  collapsed: boolean;
  /** The drawer closes itself when one of its links is followed. */
  onNavigate?: () => void;
  /** The rail carries the collapse toggle; the drawer passes its close button instead. */
  showToggle: boolean;
  topAction?: ReactNode;
}

const rowClass = (collapsed: boolean) =>
  clsx(
    "flex h-11 items-center gap-3 rounded-[10px] text-sm font-medium transition duration-150 ease-out",
    collapsed ? "justify-center px-0" : "px-3",
  );

export function Sidebar({ collapsed, onNavigate, showToggle, topAction }: SidebarProps) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const toggleSidebar = useUiStore((state) => state.toggleSidebar);
  const openSettings = useUiStore((state) => state.setSettingsOpen);
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <nav
      aria-label={t("nav.label")}
      data-testid="sidebar"
      data-collapsed={collapsed ? "true" : "false"}
      className="flex h-full flex-col gap-2 overflow-x-hidden overflow-y-auto px-3 pb-4"
    >
      <div
        className={clsx("flex h-16 shrink-0 items-center", collapsed ? "justify-center" : "justify-between")}
      >
        {collapsed ? null : <Logo onNavigate={onNavigate} />}
        {showToggle ? (
          <button
            type="button"
            data-testid="sidebar-toggle"
            onClick={toggleSidebar}
            aria-label={collapsed ? t("nav.expandSidebar") : t("nav.collapseSidebar")}
            aria-expanded={!collapsed}
            title={`${collapsed ? t("nav.expandSidebar") : t("nav.collapseSidebar")} (${t("nav.shortcut")})`}
            className="flex size-9 items-center justify-center rounded-[10px] text-muted transition hover:bg-raised hover:text-text"
          >
            <ToggleIcon aria-hidden="true" className="size-5" />
          </button>
        ) : (
          topAction
        )}
      </div>

      <Link
        to="/create/bot"
        onClick={onNavigate}
        aria-label={collapsed ? t("nav.createBot") : undefined}
        title={collapsed ? t("nav.createBot") : undefined}
        className={clsx(
          "mb-2 flex h-11 shrink-0 items-center justify-center gap-2 rounded-full bg-brand text-sm font-semibold text-white shadow-md shadow-accent/20 transition duration-150 ease-out hover:brightness-110",
          collapsed ? "mx-auto w-11" : "px-4",
        )}
      >
        <Plus aria-hidden="true" className="size-5 shrink-0" />
        {collapsed ? null : <span className="truncate">{t("nav.createBot")}</span>}
      </Link>

      <ul className="flex flex-col gap-1">
        {visibleNavItems(signedIn).map((item) => {
          const label = item.label(t);
          return (
            <li key={item.id}>
              <NavLink
                to={item.to}
                end={item.to === "/"}
                onClick={onNavigate}
                aria-label={collapsed ? label : undefined}
                title={collapsed ? label : undefined}
                data-testid={`nav-${item.id}`}
                className={({ isActive }) =>
                  clsx(
                    rowClass(collapsed),
                    isActive ? "bg-raised text-text" : "text-muted hover:bg-raised/60 hover:text-text",
                  )
                }
              >
                <item.icon aria-hidden="true" className="size-5 shrink-0" />
                {collapsed ? null : (
                  <>
                    <span className="truncate">{label}</span>
                    {item.beta ? (
                      <span className="rounded-full border border-accent/50 px-1.5 text-[10px] leading-4 font-semibold text-accent-soft uppercase">
                        {t("nav.beta")}
                      </span>
                    ) : null}
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>

      <div className="mt-auto border-t border-border pt-2">
        <button
          type="button"
          data-testid="nav-settings"
          onClick={() => {
            onNavigate?.();
            openSettings(true);
          }}
          aria-label={collapsed ? t("nav.settings") : undefined}
          title={collapsed ? t("nav.settings") : undefined}
          className={clsx(rowClass(collapsed), "w-full text-muted hover:bg-raised/60 hover:text-text")}
        >
          <Settings aria-hidden="true" className="size-5 shrink-0" />
          {collapsed ? null : <span className="truncate">{t("nav.settings")}</span>}
        </button>
      </div>
    </nav>
  );
}
