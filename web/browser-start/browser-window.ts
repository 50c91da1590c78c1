/** The window a start script is given (the page's own in the browser, a test's page in tests), with its constructors. */
export type BrowserWindow = Window & typeof globalThis;
