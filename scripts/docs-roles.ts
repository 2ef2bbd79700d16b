// npm run docs:roles    writes docs/roles.md from src/shared/route-access.ts (the route × role matrix)
import { writeFileSync } from 'node:fs';
import { renderRoleMatrix, roleMatrixDocPath } from '../src/server/platform/role-matrix-doc';

writeFileSync(roleMatrixDocPath, renderRoleMatrix());
console.log(`wrote ${roleMatrixDocPath}`);
