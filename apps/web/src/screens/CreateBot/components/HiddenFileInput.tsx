import type { Ref } from "react";

/**
 * The file input behind a "choose a file" button: hidden from sight and from assistive technology (the
 * button is the control), handing over one chosen file and clearing itself so the same file can be
 * chosen again.
 */
export function HiddenFileInput({
  ref,
  accept,
  testId,
  onFile,
}: {
  ref: Ref<HTMLInputElement>;
  accept: string;
  testId: string;
  onFile: (file: File) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
      data-testid={testId}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = "";
        if (file) onFile(file);
      }}
    />
  );
}
