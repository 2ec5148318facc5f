import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { DialogTitleBar } from "./Dialog";

/** Where a sheet slides in: from the bottom (a phone's drawer) or the right edge (a side panel). */
const PLACEMENT = {
  bottom: "inset-x-0 bottom-0 h-[88dvh] rounded-t-[16px] border-t",
  right: "inset-y-0 right-0 w-full border-l sm:w-[400px]",
} as const;

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: keyof typeof PLACEMENT;
  title: string;
  description?: string;
  /** The close button's label, when "Close" would not say what closes. */
  closeLabel?: string;
  testId?: string;
  children?: ReactNode;
}

/** A panel over the page from one edge; like Dialog, Radix traps focus and closes it on Escape. */
export function Sheet({
  open,
  onOpenChange,
  side,
  title,
  description,
  closeLabel,
  testId,
  children,
}: SheetProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/60" />
        <RadixDialog.Content
          data-testid={testId}
          className={`animate-fade-in fixed z-50 flex flex-col border-border bg-surface shadow-2xl focus:outline-none ${PLACEMENT[side]}`}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <DialogTitleBar
            title={title}
            closeLabel={closeLabel}
            className="border-b border-border px-5 py-4"
          />
          {description ? (
            <RadixDialog.Description className="px-5 pt-3 text-sm text-muted">
              {description}
            </RadixDialog.Description>
          ) : null}
          <div className="flex min-h-0 flex-1 flex-col overflow-y-auto px-5 py-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
