import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { toast } from "sonner";
import { SRC_TYPE_BY_PLATFORM } from "../../lib/authRules";
import type { OAuthCallback } from "../../lib/oauth";
import { useLogout } from "../../queries/auth";
import { signIn } from "../../queries/signIn";
import { useUserInfo } from "../../queries/user";
import { useIsSignedIn } from "../../stores/auth";
import { type LoginView, useLoginStore } from "../../stores/login";
import { Dialog } from "../Dialog";
import { Skeleton } from "../Skeleton";
import { BindEmailView } from "./BindEmailView";
import { EmailView, type SignUpAttempt } from "./EmailView";
import { MainView } from "./MainView";
import { PhoneView } from "./PhoneView";
import { ResetView } from "./ResetView";
import { describeFailure, useCloseLogin, useFinishLogin } from "./session";
import { VerifyView } from "./VerifyView";

/** Views that sign someone in; the others (BIND_EMAIL, CHANGE_PASSWORD) belong to a signed-in user. */
const SIGN_IN_VIEWS: readonly LoginView[] = ["LOGIN", "EMAIL", "VERIFY", "PHONE", "RESET"];

function useTitle(view: LoginView): string {
  const { t } = useTranslation();
  const titles: Record<LoginView, string> = {
    LOGIN: t("auth.title"),
    EMAIL: t("auth.emailTitle"),
    VERIFY: t("auth.verifyTitle"),
    PHONE: t("auth.phoneTitle"),
    RESET: t("auth.resetTitle"),
    BIND_EMAIL: t("auth.bindEmailTitle"),
    CHANGE_PASSWORD: t("auth.changePasswordTitle"),
  };
  return titles[view];
}

/** Exchanges a provider's answer (from the popup or a same-window return) for a session. */
function usePendingOAuth() {
  const { t } = useTranslation();
  const finish = useFinishLogin();
  const pending = useLoginStore((state) => state.pendingOAuth);
  const login = useMutation({
    mutationFn: (callback: Extract<OAuthCallback, { code: string }>) =>
      signIn({
        srcType: SRC_TYPE_BY_PLATFORM[callback.platform],
        auth: { accessToken: callback.code, state: callback.state },
      }),
    onSuccess: (info, callback) => finish(info, callback.platform),
    onError: (error) => toast.error(describeFailure(error, t).message),
  });
  const { mutate } = login;

  useEffect(() => {
    if (!pending) return;
    useLoginStore.setState({ pendingOAuth: null });
    if ("error" in pending) toast.error(t("auth.oauthFailed"));
    else mutate(pending);
  }, [pending, mutate, t]);

  return login.isPending;
}

/** The change-password form for the signed-in user's own email. */
function ChangePassword() {
  const { t } = useTranslation();
  const info = useUserInfo();
  if (info.isPending) return <Skeleton className="h-40 rounded-[12px]" />;
  const email = info.data?.email;
  if (!email) return <p className="text-sm text-muted">{t("auth.noEmailForPassword")}</p>;
  return <ResetView mode="change" email={email} onEmailChange={() => undefined} />;
}

/**
 * The login modal (docs/product.md#login-modal). Opened by `?login=1` or `openLogin(source)`; each view is a
 * step of one way to sign in, or one of the signed-in views BIND_EMAIL and CHANGE_PASSWORD.
 */
export default function LoginModal() {
  const view = useLoginStore((state) => state.view);
  const setView = useLoginStore((state) => state.setView);
  const storedSource = useLoginStore((state) => state.source);
  const locationState = useLocation().state as { loginSource?: unknown } | null;
  const source =
    storedSource ?? (typeof locationState?.loginSource === "string" ? locationState.loginSource : null);
  const signedIn = useIsSignedIn();
  const close = useCloseLogin();
  const logout = useLogout();
  const title = useTitle(view);
  const oauthPending = usePendingOAuth();
  // The email carries over between the email, verification and reset steps.
  const [email, setEmail] = useState("");
  const [verifyEmail, setVerifyEmail] = useState("");
  const [verifyAttempt, setVerifyAttempt] = useState<SignUpAttempt | null>(null);

  const signInView = SIGN_IN_VIEWS.includes(view);
  // Signed in meanwhile (another tab, or a provider window that could not reach this one): done here.
  useEffect(() => {
    if (signedIn && signInView && !oauthPending) close();
  }, [signedIn, signInView, oauthPending, close]);
  // The signed-in views make no sense once signed out (forced logout, another tab).
  useEffect(() => {
    if (!signedIn && !signInView) setView("LOGIN");
  }, [signedIn, signInView, setView]);

  const onOpenChange = (open: boolean) => {
    if (open) return;
    // Closing BIND_EMAIL logs the user out (docs/product.md#login-modal).
    if (view === "BIND_EMAIL") logout.mutate();
    close();
  };

  let body: ReactNode;
  switch (view) {
    case "EMAIL":
      body = (
        <EmailView
          email={email}
          onEmailChange={setEmail}
          onBack={() => setView("LOGIN")}
          onForgot={() => setView("RESET")}
          onNeedVerify={(pendingEmail, attempt) => {
            setVerifyEmail(pendingEmail);
            setVerifyAttempt(attempt);
            setView("VERIFY");
          }}
        />
      );
      break;
    case "VERIFY":
      body = <VerifyView email={verifyEmail} attempt={verifyAttempt} onBack={() => setView("EMAIL")} />;
      break;
    case "PHONE":
      body = <PhoneView onBack={() => setView("LOGIN")} />;
      break;
    case "RESET":
      body = (
        <ResetView mode="reset" email={email} onEmailChange={setEmail} onBack={() => setView("EMAIL")} />
      );
      break;
    case "BIND_EMAIL":
      body = <BindEmailView />;
      break;
    case "CHANGE_PASSWORD":
      body = <ChangePassword />;
      break;
    default:
      body = (
        <MainView
          onEmail={() => setView("EMAIL")}
          onPhone={() => setView("PHONE")}
          oauthPending={oauthPending}
        />
      );
  }

  return (
    <Dialog open onOpenChange={onOpenChange} title={title} testId="login-modal">
      <div data-view={view} data-source={source ?? undefined} className="flex flex-col">
        {body}
      </div>
    </Dialog>
  );
}
