/**
 * `pnpm --filter @care/server authz:matrix`: prints the authorization matrix as Markdown, then the
 * personal-document routes for every role, W/R/N and own or other account.
 */
import { renderDocumentAccessMatrix } from './documents';
import { renderAuthzMatrix } from './matrix';

process.stdout.write(
  `${renderAuthzMatrix()}\n\n## Personal documents: role × W/R/N × own or other account\n\n` +
    `${renderDocumentAccessMatrix()}\n`,
);
