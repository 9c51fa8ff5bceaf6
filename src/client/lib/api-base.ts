/** Where the API lives: `/api` on the same origin unless `VITE_API_BASE` says otherwise. */
export const API_BASE: string = (import.meta.env.VITE_API_BASE ?? '/api').replace(/\/+$/, '');
