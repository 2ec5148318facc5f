import { KeyRound, LogOut, Trash2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useLogout } from "../../queries/auth";
import { useUserInfo } from "../../queries/user";
import { useIsSignedIn } from "../../stores/auth";
import { useLoginStore } from "../../stores/login";
import { useUiStore } from "../../stores/ui";
import { Button } from "../Button";
import { Dialog } from "../Dialog";
import { LanguageSwitch } from "./LanguageSwitch";
import { AccountSection } from "./settings/AccountSection";
import { ContactSection } from "./settings/ContactSection";
import { PrivacySection } from "./settings/PrivacySection";
import { SectionTitle } from "./settings/parts";

const RemoveAccountDialog = lazy(() => import("./settings/RemoveAccountDialog"));

/**
 * The settings modal (docs/product.md#settings-modal): account, plan, privacy, contact, log out and account
 * removal.
 */
export function SettingsDialog() {
  const { t } = useTranslation();
  const open = useUiStore((state) => state.settingsOpen);
  const setOpen = useUiStore((state) => state.setSettingsOpen);
  const signedIn = useIsSignedIn();
  const info = useUserInfo();
  const logout = useLogout();
  const [removing, setRemoving] = useState(false);

  const openLoginView = (view: "LOGIN" | "CHANGE_PASSWORD") => {
    setOpen(false);
    useLoginStore.getState().openLogin("settings", view);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen} title={t("settings.title")} testId="settings-dialog">
      {signedIn ? <AccountSection /> : null}

      <section className="flex flex-col gap-2">
        <SectionTitle>{t("settings.language")}</SectionTitle>
        <LanguageSwitch look="full" />
      </section>

      {signedIn ? <PrivacySection /> : null}
      <ContactSection />

      {signedIn ? (
        <section className="flex flex-col gap-2 border-t border-border pt-4">
          <div className="grid grid-cols-2 gap-2">
            {info.data?.email ? (
              <Button
                variant="secondary"
                onClick={() => openLoginView("CHANGE_PASSWORD")}
                data-testid="settings-change-password"
              >
                <KeyRound aria-hidden="true" className="size-4" />
                {t("settings.changePassword")}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              disabled={logout.isPending}
              data-testid="settings-logout"
              className={info.data?.email ? undefined : "col-span-2"}
              onClick={() =>
                logout.mutate(undefined, {
                  onSuccess: () => toast.success(t("auth.loggedOut")),
                  onSettled: () => setOpen(false),
                })
              }
            >
              <LogOut aria-hidden="true" className="size-4" />
              {t("settings.logOut")}
            </Button>
          </div>
          <Button
            variant="dangerGhost"
            onClick={() => setRemoving(true)}
            data-testid="settings-remove-account"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t("settings.removeAccount")}
          </Button>
          {removing ? (
            <Suspense fallback={null}>
              <RemoveAccountDialog open={removing} onOpenChange={setRemoving} />
            </Suspense>
          ) : null}
        </section>
      ) : (
        <Button onClick={() => openLoginView("LOGIN")} data-testid="settings-sign-in">
          {t("auth.signIn")}
        </Button>
      )}
    </Dialog>
  );
}
