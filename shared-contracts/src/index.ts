export * from './errors.js';
export * from './route.js';
export * from './constants.js';
export * from './endpoints.js';
export * from './openapi.js';
export { routes, type Routes, type RouteName } from './routes/index.js';
export * from './routes/auth.js';
export * from './routes/tenants.js';
