/** `${NAME}` in a header or query value of the models file: the value of environment variable NAME. */
const REFERENCE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The environment variables `values` refer to. */
export function referencedVariables(values: Record<string, string>): string[] {
  return Object.values(values).flatMap((value) => [...value.matchAll(REFERENCE)].map((match) => match[1]!));
}

/** `values` with each `${NAME}` replaced by the variable's value (empty when it is not set). */
export function withEnvironment(
  values: Record<string, string>,
  env: Record<string, string | undefined>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      value.replace(REFERENCE, (_, variable: string) => env[variable] ?? ""),
    ]),
  );
}
