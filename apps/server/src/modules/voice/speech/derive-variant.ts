import type { RecordingAnalysis } from "./analyse-recording.ts";
import { clampVariant, type EspeakVariant } from "./espeak-variants.ts";
import { median } from "./pitch.ts";

/**
 * Offline "training": an espeak-ng variant that approximates a speaker from their recordings — it
 * does not clone the voice, and the product says so. The base timbre is female above 165 Hz median
 * f0 (adult ranges meet there: men ≈ 85–155 Hz, women ≈ 165–255 Hz). espeak-ng's `pitch` is the
 * bottom of the intonation and the second number its top, so the measured 10th and 90th percentiles
 * map onto them. Speed compares the speaking rate with a typical 150 words a minute.
 */
export const FEMALE_FROM_HZ = 165;
const TYPICAL_WPM = 150;

export function deriveEspeakVariant(analyses: RecordingAnalysis[]): EspeakVariant {
  const voiced = analyses.filter((analysis) => analysis.pitchHz !== null);
  if (voiced.length === 0) return clampVariant({ base: "male", pitch: 82, range: 36, speed: 1 });
  const f0 = median(voiced.map((analysis) => analysis.pitchHz as number));
  const low = median(voiced.map((analysis) => analysis.pitchLowHz ?? (analysis.pitchHz as number)));
  const high = median(voiced.map((analysis) => analysis.pitchHighHz ?? (analysis.pitchHz as number)));
  const rates = analyses.flatMap((analysis) => (analysis.speakingRateWpm ? [analysis.speakingRateWpm] : []));
  return clampVariant({
    base: f0 >= FEMALE_FROM_HZ ? "female" : "male",
    pitch: low,
    range: high - low,
    speed: rates.length > 0 ? median(rates) / TYPICAL_WPM : 1,
  });
}
