import { Flag } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { useIsSignedIn } from "../../../stores/auth";
import { openLogin } from "../../../stores/login";
import { ReportDialog, type ReportTarget } from "./ReportDialog";

/** "Report" on the bot page; visitors are asked to sign in first (reports need an account). */
export function ReportButton({ target }: { target: ReportTarget }) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        data-testid="profile-report"
        onClick={() => (signedIn ? setOpen(true) : openLogin("report"))}
      >
        <Flag aria-hidden="true" className="size-4" />
        {t("reviews.report.action")}
      </Button>
      <ReportDialog target={target} open={open} onOpenChange={setOpen} />
    </>
  );
}
