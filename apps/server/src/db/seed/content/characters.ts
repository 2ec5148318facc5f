import { characters1 } from "./characters-1.ts";
import { characters2 } from "./characters-2.ts";
import { characters3 } from "./characters-3.ts";
import { characters4 } from "./characters-4.ts";
import type { SeedCharacter } from "./types.ts";

export const characters: SeedCharacter[] = [...characters1, ...characters2, ...characters3, ...characters4];
