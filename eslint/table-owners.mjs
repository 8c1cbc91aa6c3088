// A feature owns its tables (issue 30 §5): another feature, or src/lib, reads them only through
// what the owner offers in its exports.ts, never by importing the table from src/db or naming it in
// SQL. The owners and their tables are listed here; src/db and the start-up (migrations, first
// rows, demo content) are exempt, and so are the few modules named with their reason.

const OWNERS = {
  // The requests a visitor sends: written by the public forms (consultations, contact), read and
  // changed by the inbox (requests), its notifications, and the LGPD tools (privacy), one domain.
  intake: {
    features: ['consultations', 'contact', 'requests', 'notifications', 'privacy'],
    tables: {
      consultations: 'consultations',
      contactMessages: 'contact_messages',
      requestNotes: 'request_notes',
    },
    exempt: [],
  },
  booking: {
    /** The Drizzle tables (src/db/schema) and their names in SQL. */
    tables: { bookings: 'bookings', calendars: 'calendars', timeOff: 'time_off' },
    exempt: [],
  },
  settings: {
    tables: { siteSettings: 'site_settings' },
    exempt: [
      // The password e-mails of lib/server/auth name the firm (lib cannot import a feature).
      'src/lib/server/auth/password-mail.ts',
      // The two modules that hand the whole schema to Drizzle and Better Auth (`import * as schema`).
      'src/lib/server/db/client.ts',
      'src/lib/server/auth/auth.ts',
    ],
  },
};

const ALWAYS_EXEMPT = [/^src\/db\//, /^src\/startup\//];

function ownerOf(file) {
  return /^src\/features\/([^/]+)\//.exec(file)?.[1];
}

const noForeignTables = {
  meta: {
    type: 'problem',
    docs: { description: "forbid reading another feature's tables other than through its exports.ts" },
    messages: {
      foreign: 'The table {{table}} belongs to {{owner}}: read it through the exports.ts of its feature.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename.replace(/\\/g, '/').replace(/^.*?\/(src\/)/, '$1');
    if (ALWAYS_EXEMPT.some((pattern) => pattern.test(file))) return {};
    const here = ownerOf(file);
    const foreign = Object.entries(OWNERS).filter(
      ([owner, { features = [owner], exempt }]) => !features.includes(here) && !exempt.includes(file),
    );
    if (foreign.length === 0) return {};
    const byImport = new Map();
    const bySql = [];
    for (const [name, { features = [name], tables }] of foreign) {
      const owner = features.map((feature) => `features/${feature}`).join(', ');
      for (const [table, sqlName] of Object.entries(tables)) {
        byImport.set(table, owner);
        bySql.push({ owner, table: sqlName, pattern: new RegExp(`\\b${sqlName}\\b`) });
      }
    }
    return {
      ImportDeclaration(node) {
        if (typeof node.source.value !== 'string' || !node.source.value.startsWith('@/db/schema')) return;
        for (const specifier of node.specifiers) {
          const name = specifier.type === 'ImportSpecifier' ? specifier.imported.name : null;
          const owner = name && byImport.get(name);
          if (owner) context.report({ node: specifier, messageId: 'foreign', data: { table: name, owner } });
        }
      },
      TaggedTemplateExpression(node) {
        const tag = node.tag.type === 'MemberExpression' ? node.tag.object : node.tag;
        if (tag.type !== 'Identifier' || tag.name !== 'sql') return;
        for (const quasi of node.quasi.quasis) {
          const found = bySql.find(({ pattern }) => pattern.test(quasi.value.raw));
          if (found) context.report({ node: quasi, messageId: 'foreign', data: found });
        }
      },
    };
  },
};

export const tableOwners = { rules: { 'no-foreign-tables': noForeignTables } };
