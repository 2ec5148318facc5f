import * as RadixDialog from "@radix-ui/react-dialog";
import { Info, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { Dialog } from "../../../components/Dialog";
import { useIsMobile } from "../../../lib/useMediaQuery";
import { BOARD_TABS, BOARDS } from "../boards";
import { useBoardText } from "./useBoardText";

/** How every board is computed (decision 0010), grouped by primary tab. */
function GuidelinesContent() {
  const { t } = useTranslation();
  const text = useBoardText();
  return (
    <div className="flex flex-col gap-5 text-sm">
      {BOARD_TABS.map((tab) => (
        <section key={tab} className="flex flex-col gap-2">
          <h3 className="font-semibold">{text.tab(tab)}</h3>
          <p className="text-muted">
            {tab === "creators"
              ? t("browse.leaderboard.guidelines.creators")
              : t("browse.leaderboard.guidelines.fablers")}
          </p>
          <dl className="flex flex-col gap-2">
            {BOARDS[tab].map((board) => (
              <div key={board.type} className="rounded-[12px] border border-border bg-bg/60 px-3 py-2">
                <dt className="font-medium">{text.name(board.type)}</dt>
                <dd className="text-muted">{text.rule(board.type)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section className="flex flex-col gap-1 text-muted">
        <p>{t("browse.leaderboard.guidelines.top")}</p>
        <p>{t("browse.leaderboard.guidelines.optOut")}</p>
      </section>
    </div>
  );
}

/** Below 768 px the guidelines slide up from the bottom instead of opening as a centred modal. */
function GuidelinesDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/60" />
        <RadixDialog.Content
          aria-describedby={undefined}
          data-testid="leaderboard-guidelines"
          data-layout="drawer"
          className="animate-fade-in fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col gap-4 overflow-y-auto rounded-t-[16px] border-t border-border bg-surface p-5 shadow-2xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold">
              {t("browse.leaderboard.guidelines.title")}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t("common.close")}
              className="-m-1 rounded-full p-1 text-muted transition hover:bg-raised hover:text-text"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <GuidelinesContent />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * The guidelines button and its popup: a modal on wide screens, a drawer on phones
 * (docs/product.md#leaderboard-page).
 */
export function GuidelinesButton() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        data-testid="leaderboard-guidelines-button"
      >
        <Info aria-hidden="true" className="size-4" />
        {t("browse.leaderboard.guidelines.button")}
      </Button>
      {isMobile ? (
        <GuidelinesDrawer open={open} onOpenChange={setOpen} />
      ) : (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title={t("browse.leaderboard.guidelines.title")}
          testId="leaderboard-guidelines"
        >
          <GuidelinesContent />
        </Dialog>
      )}
    </>
  );
}
