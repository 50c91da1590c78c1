/**
 * Runs `callback` in a task of its own once the browser has painted the next frame, and returns
 * a function that cancels it. Effects that read layout (scroll position, widths) run through this
 * on mount: read straight after hydration they forced the browser to lay the whole page out inside
 * React's effect pass, which made that pass one long task; after the frame the layout is current
 * and the read costs nothing.
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Resolves in a task of its own once the browser has painted the next frame: an event handler
 * that awaits it first lets the paint after the press (its pending state) come before the work
 * the press asks for, which then no longer counts in the press's Interaction to Next Paint.
 */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    afterPaint(resolve);
  });
}
