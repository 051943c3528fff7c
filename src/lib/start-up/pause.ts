/**
 * A break in the evaluation of the app's modules: awaited at the top level of a module, it lets
 * the browser run a task of its own (a tap, a key, a frame) before the modules after it in the
 * import order are evaluated. Evaluating the modules every pre-rendered page shares (React,
 * Emotion, MUI) had been one task of 22-25 ms on a 2 x AMD EPYC machine, past Lighthouse's 10 ms
 * line at which a task counts at its CPU slowdown; in three pieces the longest is 4-7 ms (issue
 * 25, ADR 024). Each pause is a module of its own (a module is evaluated once): those of
 * src/app/start-up, imported by src/main.tsx between the libraries and bundled into the `shared`
 * chunk beside them (scripts/public-chunk.ts), where the bundler keeps the order of evaluation;
 * and the dashboard's chart's, before the charts library in that lazy chunk.
 */
export const pause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
