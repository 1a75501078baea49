import { eq75Of } from '@cuvee/kernel';

/*
 * A format's volume against its 75 cl equivalent: "75" litres typed for a 75 cl bottle counts 100
 * bottles where the owner meant 1, and every tier and delivery price counted in eq75 goes wrong.
 * Saving such a format asks first; it may be meant (a "vrac" sold by the bottle).
 */

export interface FormatVolume {
  unity?: unknown;
  unityValue?: unknown;
  eq75?: unknown;
}

export interface FarFormat {
  /** 1 for the first format of the form. */
  position: number;
  volume: number;
  /** The 75 cl bottles the volume makes. */
  expected: number;
  eq75: number;
}

/** How far apart the two may be before asking: twice the one or the other. */
const TOLERANCE = 2;

/** The formats in litres whose 75 cl equivalent is more than twice off what their volume makes. */
export function formatsFarFromEq75(formats: readonly FormatVolume[]): FarFormat[] {
  return formats.flatMap((format, index) => {
    const { unity, unityValue: volume, eq75 } = format;
    if (unity !== 'litre' || typeof volume !== 'number' || typeof eq75 !== 'number' || volume <= 0) return [];
    const expected = eq75Of(volume);
    const near = eq75 * TOLERANCE >= expected && eq75 <= expected * TOLERANCE;
    return near ? [] : [{ position: index + 1, volume, expected: Math.round(expected * 100) / 100, eq75 }];
  });
}
