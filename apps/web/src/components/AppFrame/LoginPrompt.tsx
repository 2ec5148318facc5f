import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "../Button";
import { Dialog } from "../Dialog";

/**
 * `?login=1` is how the app asks for sign-in (forced logout, guarded screens, the Sign in button).
 * The sign-in flow itself is not built yet, so this says so plainly; the login modal replaces it.
 */
export function LoginPrompt() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const open = searchParams.get("login") === "1";

  const close = () => {
    const next = new URLSearchParams(searchParams);
    next.delete("login");
    setSearchParams(next, { replace: true });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(nextOpen) => {
        if (!nextOpen) close();
      }}
      title={t("auth.signInTitle")}
      description={t("auth.comingSoon")}
      testId="login-prompt"
    >
      <Button onClick={close}>{t("auth.keepBrowsing")}</Button>
    </Dialog>
  );
}
