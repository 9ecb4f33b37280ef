/**
 * `npm start` runs as production unless `npm run dev` (remix dev sets NODE_ENV=development for the server
 * it starts): React's production build, and Express, which outside production shows a stack trace in
 * its error pages. server.ts imports this first, because React reads NODE_ENV once, when it is first
 * loaded, and cluster workers take their environment from the primary.
 */
process.env.NODE_ENV ??= "production";

export {};
