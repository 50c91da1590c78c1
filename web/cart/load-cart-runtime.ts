/** The lazily loaded part of the cart: store, pricing, modals (and zod with them). */
export type CartRuntime = typeof import('./cart-runtime');

let loading: Promise<CartRuntime> | undefined;

/**
 * Loads the cart runtime once. The dynamic import keeps it out of the entry chunk; a failed
 * download is forgotten so that the next call tries again.
 */
export function loadCartRuntime(): Promise<CartRuntime> {
  loading ??= import('./cart-runtime').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Runs `task` once the browser is idle after the page became interactive (or after `timeout`
 * ms at the latest); returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
