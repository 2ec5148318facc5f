/** The message under an invalid field; its id ties it to the field through aria-describedby. */
export function FieldError({ id, error, testId }: { id: string; error?: string | null; testId?: string }) {
  if (!error) return null;
  return (
    <p
      id={id}
      role="alert"
      data-testid={testId ? `${testId}-error` : undefined}
      className="text-sm text-danger"
    >
      {error}
    </p>
  );
}
