import { Menu, Search } from "lucide-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useIsSignedIn } from "../../stores/auth";
import { openLogin } from "../../stores/login";
import { useUiStore } from "../../stores/ui";
import { Button } from "../Button";
import { HeaderSearch } from "./HeaderSearch";
import { LanguageSwitch } from "./LanguageSwitch";
import { Logo } from "./Logo";

// Signed-out visitors never download the user menu; signed-in users get it just after first paint.
const UserMenu = lazy(() => import("./UserMenu"));
// The credits chip comes with it, in its own small chunk.
const CreditChip = lazy(() => import("./CreditChip"));
const MembershipChip = lazy(() => import("./MembershipChip"));

const iconButton =
  "flex size-9 items-center justify-center rounded-full text-muted transition duration-150 ease-out hover:bg-raised hover:text-text";

export function Header({ isMobile }: { isMobile: boolean }) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const mobileMenuOpen = useUiStore((state) => state.mobileMenuOpen);
  const setMobileMenuOpen = useUiStore((state) => state.setMobileMenuOpen);

  return (
    <header
      data-testid="header"
      className="sticky top-0 z-30 flex h-12 items-center gap-2 border-b border-border/70 bg-bg/85 px-3 backdrop-blur-md md:h-16 md:gap-4 md:px-6"
    >
      {isMobile ? (
        <>
          <button
            type="button"
            data-testid="mobile-menu-button"
            onClick={() => setMobileMenuOpen(true)}
            aria-label={t("nav.openMenu")}
            aria-expanded={mobileMenuOpen}
            aria-haspopup="dialog"
            className={iconButton}
          >
            <Menu aria-hidden="true" className="size-5" />
          </button>
          <Logo wordmark="wide" />
        </>
      ) : (
        <HeaderSearch />
      )}
      <div className="ml-auto flex items-center gap-1 md:gap-2">
        {isMobile ? (
          <Link
            to="/search"
            aria-label={t("header.searchLabel")}
            data-testid="header-search-link"
            className={iconButton}
          >
            <Search aria-hidden="true" className="size-5" />
          </Link>
        ) : null}
        <LanguageSwitch testId="lang-switch" />
        {signedIn ? (
          <Suspense fallback={<span aria-hidden="true" className="size-8 rounded-full bg-raised" />}>
            <MembershipChip />
            <CreditChip />
            <UserMenu />
          </Suspense>
        ) : (
          <Button size="sm" data-testid="sign-in-button" onClick={() => openLogin("header")}>
            {t("auth.signIn")}
          </Button>
        )}
      </div>
    </header>
  );
}
