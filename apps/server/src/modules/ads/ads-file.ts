import type { AdSlotConfig, HouseAd, RewardedCreative } from "@fable/contract";
import { z } from "zod";
import type { Config } from "../../config.ts";
import { parseConfigDocument, readConfigFile } from "../../config-file.ts";

/**
 * A link or picture an ad may name: an https URL, or a path of the web app ("/ads/spring.webp").
 * Nothing else (no javascript:, no protocol-relative //host), since the web app renders it as given.
 */
const Link = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^https:\/\/[^\s]+$/.test(value) || /^\/(?!\/)[^\s]*$/.test(value), {
    message: "an https URL or a path starting with /",
  });

const Size = z.tuple([z.number().int().min(1).max(4000), z.number().int().min(1).max(4000)]);

const HouseAdEntry = z.strictObject({
  name: z.string().trim().min(1).max(100),
  image: Link,
  jumpTo: Link,
  sort: z.number().int().default(0),
  isInfusion: z.boolean().default(true),
});

const SlotEntry = z.strictObject({
  id: z.string().trim().min(1).max(100),
  size: Size,
  slotId: z.string().trim().min(1).max(200),
  sizeMapping: z.array(z.strictObject({ viewport: Size, sizes: z.array(Size) })).default([]),
  refreshTime: z.number().int().min(0).max(3600).default(0),
  refreshRetry: z.number().int().min(0).max(10).default(0),
});

const Creative = z.union([
  z.strictObject({ video: Link, jumpTo: Link.optional() }),
  z.strictObject({ image: Link, jumpTo: Link.optional() }),
]);

/**
 * ADS_FILE (JSON or YAML, ads.example.yaml): house ads, the ad network's script and slots, and the
 * rewarded ad. Every key is optional; without the file there are no house ads, no network, and the
 * rewarded ad shows Fable's own house card with the defaults below.
 */
const AdsFile = z.strictObject({
  houseAds: z.array(HouseAdEntry).max(100).default([]),
  network: z
    .strictObject({ scriptUrl: Link, slots: z.array(SlotEntry).min(1).max(50) })
    .nullable()
    .default(null),
  rewarded: z
    .strictObject({
      credits: z.number().int().min(0).max(100_000).default(5),
      watchSeconds: z.number().int().min(1).max(600).default(15),
      dailyCap: z.number().int().min(0).max(1000).default(5),
      unlockHours: z
        .number()
        .int()
        .min(1)
        .max(24 * 30)
        .default(24),
      creative: Creative.nullable().default(null),
    })
    .prefault({}),
});
type AdsFile = z.infer<typeof AdsFile>;

export interface AdSettings {
  /** Highest sort first. */
  houseAds: HouseAd[];
  network: { scriptUrl: string; slots: AdSlotConfig[] } | null;
  rewarded: {
    credits: number;
    watchSeconds: number;
    dailyCap: number;
    unlockHours: number;
    creative: RewardedCreative;
  };
}

function settingsFrom(file: AdsFile): AdSettings {
  const { creative } = file.rewarded;
  return {
    // Stable for equal sorts: the file's order breaks ties.
    houseAds: [...file.houseAds].sort((a, b) => b.sort - a.sort),
    network: file.network,
    rewarded: {
      ...file.rewarded,
      creative: !creative
        ? { kind: "house", url: null, jumpTo: null }
        : "video" in creative
          ? { kind: "video", url: creative.video, jumpTo: creative.jumpTo ?? null }
          : { kind: "image", url: creative.image, jumpTo: creative.jumpTo ?? null },
    },
  };
}

function readAdsFile(file: string): AdsFile {
  const { document, fail } = readConfigFile("ADS_FILE", file);
  return parseConfigDocument(AdsFile, document ?? {}, fail);
}

const settingsByConfig = new WeakMap<Config, AdSettings>();

/** The ads of this configuration, read once (a broken ADS_FILE stops the start: see boot). */
export function adSettings(config: Config): AdSettings {
  let settings = settingsByConfig.get(config);
  if (!settings) {
    settings = settingsFrom(config.ADS_FILE ? readAdsFile(config.ADS_FILE) : AdsFile.parse({}));
    settingsByConfig.set(config, settings);
  }
  return settings;
}
