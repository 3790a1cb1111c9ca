/** `pnpm --filter @care/server authz:matrix`: prints the authorization matrix as Markdown. */
import { renderAuthzMatrix } from './matrix';

process.stdout.write(`${renderAuthzMatrix()}\n`);
