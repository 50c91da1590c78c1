// react-router, evaluated in a task of its own before the app's routes and pages
// (web/entry-client.tsx): the two in one file were 232 kB that Lighthouse's trace copies out (its
// source rundown) and V8 evaluates in the same task, 12-14 ms of this machine's CPU, over the
// 12.5 ms that a phone's simulation (four times as long) counts as blocking. react-router is
// 100 kB of them. Exported, not imported for its effects: react-router's package says it has
// none, so the bundler would drop a bare import.
export { createBrowserRouter } from 'react-router';
export { RouterProvider } from 'react-router/dom';
