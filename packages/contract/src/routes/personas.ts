import { z } from "zod";
import {
  DialoguePersona,
  Persona,
  PersonaRef,
  RemovedPersona,
  SavePersonaRequest,
  SetPersonaRequest,
} from "../chat.ts";
import { defineRoute } from "./define.ts";

/** Personas the user speaks as (docs/product.md#persona); the paths keep the spec's word "mask". */
export const personaRoutes = {
  listPersonas: defineRoute({
    method: "GET",
    path: "/mask/listMasks",
    access: "user",
    tag: "chat",
    summary: "Your personas",
    result: z.array(Persona),
  }),
  savePersona: defineRoute({
    method: "POST",
    path: "/mask/saveMask",
    access: "user",
    tag: "chat",
    summary: "Create or update a persona",
    body: SavePersonaRequest,
    result: Persona,
  }),
  removePersona: defineRoute({
    method: "POST",
    path: "/mask/removeMask",
    access: "user",
    tag: "chat",
    summary: "Remove a persona",
    body: PersonaRef,
    result: RemovedPersona,
  }),
  setPersona: defineRoute({
    method: "POST",
    path: "/mask/setMask",
    access: "user",
    tag: "chat",
    summary: "Speak as a persona in one dialogue",
    body: SetPersonaRequest,
    result: DialoguePersona,
  }),
} as const;
