/** Spec §2/§4: 1 choose scenario, 2 live training, 2.5 processing the call, 3 analysis. */
export type DemoStep = 1 | 2 | 2.5 | 3;
