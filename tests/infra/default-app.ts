import { synthFolio, type SynthesizedFolio } from './synth.ts';

let synthesized: SynthesizedFolio | undefined;

/**
 * The app as `cdk synth` makes it with cdk.json's settings alone, synthesized once for all the check
 * files default-app.test.ts runs (a synth takes seconds; the checks, milliseconds).
 */
export const defaultFolio = (): SynthesizedFolio => (synthesized ??= synthFolio());
