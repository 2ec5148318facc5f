import { z } from "zod";
import { DialoguePersona, Mask, MaskRef, RemovedMask, SaveMaskRequest, SetMaskRequest } from "../chat.ts";
import { defineRoute } from "./define.ts";

/** Personas the user speaks as (docs/product.md#persona); the paths keep the spec's word "mask". */
export const personaRoutes = {
  listMasks: defineRoute({
    method: "GET",
    path: "/mask/listMasks",
    access: "user",
    tag: "chat",
    summary: "Your personas",
    result: z.array(Mask),
  }),
  saveMask: defineRoute({
    method: "POST",
    path: "/mask/saveMask",
    access: "user",
    tag: "chat",
    summary: "Create or update a persona",
    body: SaveMaskRequest,
    result: Mask,
  }),
  removeMask: defineRoute({
    method: "POST",
    path: "/mask/removeMask",
    access: "user",
    tag: "chat",
    summary: "Remove a persona",
    body: MaskRef,
    result: RemovedMask,
  }),
  setMask: defineRoute({
    method: "POST",
    path: "/mask/setMask",
    access: "user",
    tag: "chat",
    summary: "Speak as a persona in one dialogue",
    body: SetMaskRequest,
    result: DialoguePersona,
  }),
} as const;
