import * as auth from './auth.js';
import * as health from './health.js';
import * as tenants from './tenants.js';
import * as uploads from './uploads.js';
import type { EndpointName } from '../endpoints.js';
import type { RouteDefinition } from '../route.js';

/**
 * The route table: one entry per call. The server registers exactly these; clients call
 * through them; the OpenAPI document is generated from them. Later areas add their modules here.
 */
export const routes = {
  health: health.health,
  checkCredentials: auth.checkCredentials,
  login: auth.login,
  changePassword: auth.changePassword,
  forgotPassword: auth.forgotPassword,
  resetPassword: auth.resetPassword,
  authStatus: auth.authStatus,
  logout: auth.logout,
  refresh: auth.refresh,
  listTenants: tenants.listTenants,
  updateTenants: tenants.updateTenants,
  createTenant: tenants.createTenant,
  getTenant: tenants.getTenant,
  updateTenant: tenants.updateTenant,
  getTenantBranding: tenants.getTenantBranding,
  saveTenantBranding: tenants.saveTenantBranding,
  getPresignedUploadUrl: uploads.getPresignedUploadUrl,
} as const satisfies Record<EndpointName, RouteDefinition>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export { auth, health, tenants, uploads };
