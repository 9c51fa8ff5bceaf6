// The router's runtime the app starts with, in a module of its own: src/client/main.tsx loads it
// as one of the steps before the app (a dynamic import of 'react-router' itself would keep all of
// the library's exports).
export { createBrowserRouter, matchRoutes } from 'react-router';
export { RouterProvider } from 'react-router/dom';
