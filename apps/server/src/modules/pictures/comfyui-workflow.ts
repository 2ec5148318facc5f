import { readFileSync } from "node:fs";

/** The values a workflow's placeholders are filled with for one picture. */
export interface WorkflowValues {
  prompt: string;
  negative: string;
  width: number;
  height: number;
  seed: number;
  steps: number;
}

const PLACEHOLDERS: (keyof WorkflowValues)[] = ["prompt", "negative", "width", "height", "seed", "steps"];
/** An API-format workflow is a few kilobytes; a larger file is a mistake (a UI-format export with images). */
const MAX_WORKFLOW_BYTES = 1024 * 1024;

export type Workflow = Record<string, unknown>;

/**
 * Reads a ComfyUI workflow saved in API format ("Save (API Format)": an object of nodes, each with
 * class_type and inputs) and checks it has a {{prompt}} to fill. Throws an Error naming the problem,
 * which setup reports as a configuration mistake.
 */
export function loadWorkflow(file: string): Workflow {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`IMAGE_ENGINE_WORKFLOW ${file} cannot be read: ${(error as Error).message}`);
  }
  if (Buffer.byteLength(text) > MAX_WORKFLOW_BYTES)
    throw new Error(`IMAGE_ENGINE_WORKFLOW ${file} is over ${MAX_WORKFLOW_BYTES} bytes`);
  let workflow: unknown;
  try {
    workflow = JSON.parse(text);
  } catch (error) {
    throw new Error(`IMAGE_ENGINE_WORKFLOW ${file} is not JSON: ${(error as Error).message}`);
  }
  const nodes = typeof workflow === "object" && workflow !== null ? Object.values(workflow) : [];
  const apiFormat =
    !Array.isArray(workflow) &&
    nodes.length > 0 &&
    nodes.every(
      (node) => typeof node === "object" && node !== null && "class_type" in node && "inputs" in node,
    );
  if (!apiFormat)
    throw new Error(
      `IMAGE_ENGINE_WORKFLOW ${file} is not in ComfyUI's API format (nodes with class_type and inputs; use "Save (API Format)")`,
    );
  if (!text.includes("{{prompt}}"))
    throw new Error(`IMAGE_ENGINE_WORKFLOW ${file} has no {{prompt}} placeholder`);
  return workflow as Workflow;
}

/**
 * The workflow with its placeholders filled: a string that is exactly one numeric placeholder
 * ("{{width}}") becomes the number, since ComfyUI's nodes check input types; placeholders inside
 * longer text are replaced in it. Values are put into the parsed JSON, never pasted into its text,
 * so a prompt with quotes cannot change the workflow.
 */
export function fillWorkflow(workflow: Workflow, values: WorkflowValues): Workflow {
  const fill = (value: unknown): unknown => {
    if (typeof value === "string") {
      const whole = /^\{\{(\w+)\}\}$/.exec(value)?.[1];
      if (whole && PLACEHOLDERS.includes(whole as keyof WorkflowValues))
        return values[whole as keyof WorkflowValues];
      return value.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
        PLACEHOLDERS.includes(name as keyof WorkflowValues)
          ? String(values[name as keyof WorkflowValues])
          : placeholder,
      );
    }
    if (Array.isArray(value)) return value.map(fill);
    if (typeof value === "object" && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    return value;
  };
  return fill(workflow) as Workflow;
}
