/**
 * `pnpm --filter @care/server authz:matrix`: prints the authorization matrix as Markdown, then the
 * personal-document routes for every role, W/R/N and own or other account, then the group scope
 * of the guest routes.
 */
import { renderDocumentAccessMatrix } from './documents';
import { renderAuthzMatrix } from './matrix';
import { renderGroupScopeMatrix } from './matrix-groups';

process.stdout.write(
  `${renderAuthzMatrix()}\n\n## Personal documents: role × W/R/N × own or other account\n\n` +
    `${renderDocumentAccessMatrix()}\n\n## Group scope: staff of one group × guest of own or other group\n\n` +
    `${renderGroupScopeMatrix()}\n`,
);
