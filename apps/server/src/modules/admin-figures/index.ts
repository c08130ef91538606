import type { TModule } from '../../platform/modules.js';
import { registerAdminFiguresGraphql } from './graphql.js';

/** The admin console's business figures: read-only counts over the other areas' records. */
export const adminFiguresModule = {
  name: 'admin-figures',
  tables: [],
  registerGraphql: registerAdminFiguresGraphql,
} satisfies TModule;
