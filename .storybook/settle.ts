/**
 * The readiness signal the visual suite waits for before it takes a screenshot: a story is
 * settled when nothing it shows is still on its way. `window.__lecternPending()` lists what is
 * (empty when settled), in words the test runner puts in its failure message.
 *
 * - requests in flight (every `fetch`, so every API call the screen makes);
 * - elements marked `aria-busy="true"` (data loading, a lazy chunk behind a Suspense fallback,
 *   a form submitting): the app marks loading that way for screen readers, and this reuses it;
 * - probes registered by stories (the router's lazy routes and loaders, `registerPending`);
 * - fonts still loading.
 *
 * A story that holds work back on purpose (`holdForever`: a request that never answers) is
 * meant to look busy, so its busy elements and held requests are not waited for.
 */
import { forgetHeld, heldCount } from '../src/testing/hold';

type Probe = () => string | undefined;
type SettleWindow = Window & {
  __lecternPending?: () => string[];
  __lecternResetPending?: () => void;
};

const probes = new Set<Probe>();
const inFlight = new Map<number, string>();
let nextRequest = 0;

/** Adds something a story must wait for; returns the function that removes it. */
export function registerPending(probe: Probe): () => void {
  probes.add(probe);
  return () => probes.delete(probe);
}

function describe(element: Element): string {
  const label =
    element.getAttribute('aria-label') ??
    element.querySelector('h1, h2, h3, caption')?.textContent ??
    element.textContent?.slice(0, 40) ??
    '';
  return `<${element.tagName.toLowerCase()}${label ? ` "${label.trim()}"` : ''}>`;
}

function pending(): string[] {
  const held = heldCount() > 0;
  const found: string[] = [];
  if (!held) {
    for (const url of inFlight.values()) found.push(`request in flight: ${url}`);
    for (const element of document.querySelectorAll('[aria-busy="true"]'))
      found.push(`busy: ${describe(element)}`);
  }
  for (const probe of probes) {
    const what = probe();
    if (what) found.push(what);
  }
  if (document.fonts.status !== 'loaded') found.push('fonts loading');
  return found;
}

/** Installed once, by the preview, before any story renders. */
export function installSettleSignal() {
  const w = window as SettleWindow;
  if (w.__lecternPending) return;
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const id = nextRequest++;
    const url = input instanceof Request ? input.url : String(input);
    inFlight.set(id, `${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${url}`);
    try {
      return await realFetch(input, init);
    } finally {
      inFlight.delete(id);
    }
  };
  w.__lecternPending = pending;
  // The test runner shows story after story in one page: what the last one held back on
  // purpose (a request that never answers) is forgotten before the next one renders.
  w.__lecternResetPending = () => {
    inFlight.clear();
    forgetHeld();
  };
}
