// A minimal Chrome DevTools Protocol client for the worker's V8 inspector under `wrangler dev`.

/** A minimal Chrome DevTools Protocol client over the inspector's WebSocket. */
export async function connect(inspectorPort) {
  const deadline = Date.now() + 20_000;
  let targets = [];
  while (targets.length === 0 && Date.now() < deadline) {
    targets = await fetch(`http://127.0.0.1:${inspectorPort}/json`)
      .then((response) => response.json())
      .catch(() => []);
    if (targets.length === 0) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const target = targets.find((candidate) => candidate.webSocketDebuggerUrl);
  if (!target) throw new Error(`no inspector target on port ${inspectorPort}`);
  // wrangler's inspector proxy refuses a connection without a local Origin (as a browser's DevTools sends).
  const socket = new WebSocket(target.webSocketDebuggerUrl, { headers: { Origin: 'http://localhost' } });
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let id = 0;
  const pending = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result);
  });
  return {
    send(method, params = {}) {
      id += 1;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
    },
    close: () => socket.close(),
  };
}
