import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children?: ReactNode;
  testId?: string;
}

/** A dialog's title with its close button (Dialog and Sheet). */
export function DialogTitleBar({
  title,
  closeLabel,
  className,
}: {
  title: string;
  closeLabel?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={`flex items-start justify-between gap-4 ${className ?? ""}`}>
      <RadixDialog.Title className="min-w-0 truncate text-lg font-semibold">{title}</RadixDialog.Title>
      <RadixDialog.Close
        aria-label={closeLabel ?? t("common.close")}
        className="-m-1 shrink-0 rounded-full p-1 text-muted transition hover:bg-raised hover:text-text"
      >
        <X aria-hidden="true" className="size-5" />
      </RadixDialog.Close>
    </div>
  );
}

/** A centred modal; Radix traps focus, closes on Escape and restores focus afterwards. */
export function Dialog({ open, onOpenChange, title, description, children, testId }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/60 backdrop-blur-[2px]" />
        <RadixDialog.Content
          data-testid={testId}
          className="animate-pop-in fixed top-1/2 left-1/2 z-50 flex max-h-[85dvh] w-[min(92vw,440px)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-[16px] border border-border bg-surface p-6 shadow-2xl focus:outline-none"
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <DialogTitleBar title={title} />
          {description ? (
            <RadixDialog.Description className="text-sm text-muted">{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
