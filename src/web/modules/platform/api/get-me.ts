/**
 * GET /api/platform/me. The session query is the shell's (shell/session.ts):
 * the session gate and the navbar read it before any module loads, and the
 * shell imports no module. The pages reach it here, among the platform
 * module's other operations.
 */
export { canAny, meQueryKey, meQueryOptions, useMe } from '../../../shell/session';
