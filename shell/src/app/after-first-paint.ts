type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

/** Longest we wait for the first paint before running the callback anyway. */
const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Runs `callback` once the page has painted its first content and the main thread is idle:
 * for work that must not compete with the first render (e.g. loading the session on the
 * landing page). Runs once, at the latest FIRST_PAINT_WAIT_MS after being called.
 */
export function afterFirstPaint(callback: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    const idle = (window as IdleWindow).requestIdleCallback;
    if (idle) idle(callback, { timeout: 1000 });
    else window.setTimeout(callback, 0);
  };
  window.setTimeout(run, FIRST_PAINT_WAIT_MS);
  try {
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return run();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      run();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    run();
  }
}
