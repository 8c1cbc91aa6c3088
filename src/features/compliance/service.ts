import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { contentTypes } from '@/content-types';
import { mediaItems } from '@/db/schema';
import { checkRichText, undescribedImages } from '@/lib/shared/accessibility-checks';
import { EDIT_PARAM } from '@/lib/shared/admin-links';
import { requirePermission, type Actor } from '@/lib/shared/auth/permissions';
import { oabWarningsOf } from '@/lib/shared/oab-expressions';
import { getDb, type Database } from '@/lib/server/db/client';
import { describedInLibrary, isUndescribed } from '@/lib/server/media-items';
import { readFirmSettings } from '@/features/settings/exports';
import {
  UNDESCRIBED_IMAGES_SHOWN,
  type AccessibilityItemFinding,
  type ComplianceFinding,
  type ComplianceReport,
  type MissingRequirement,
  type UndescribedImage,
} from './schema';

// /admin/conformidade: every active item the public reads, checked with the same list of expressions
// the forms warn about (src/lib/shared/oab-expressions.ts), and what CED art. 44 requires the site
// to show (the firm's name and OAB registration, in the footer of every page). Beside them, the
// accessibility of the same content (issue 33 §3): the findings of every active item's rich text
// (src/lib/shared/accessibility-checks.ts, an image described in the library counting as described)
// and the library's images still without a description.

type Row = Record<string, unknown> & { id: string };

interface Source {
  screen: string;
  path: string;
  table: PgTable & { id: PgColumn };
  active?: PgColumn;
  /** The columns (row properties) the check reads; every text of the row when not given. */
  texts?: readonly string[];
}

/**
 * The public content: every content type whose declaration names the texts the OAB check reads
 * (src/content-types.ts), with its admin screen; rows with an active flag only when active.
 */
const sources = (): Source[] => [
  ...contentTypes().flatMap((type) => {
    const active = (type.table as unknown as Record<string, PgColumn | undefined>).active;
    const screen = type.admin.nav ?? type.messages.screenTitle;
    return type.oabCheck
      ? [{ screen, path: type.admin.path, table: type.table, active, texts: type.oabCheck }]
      : [];
  }),
];

const SETTINGS_PATH = '/admin/configuracoes';

/** An item's name in the report: its title, or a person's name and company. */
function itemName(row: Row): string {
  if (typeof row.title === 'string') return row.title;
  return [row.name, row.company].filter((part) => typeof part === 'string' && part).join(' — ');
}

/** The row's id and the columns the check reads (a list, such as a post's tags, as one text). */
const textsOf = (row: Row, texts: readonly string[]): Row =>
  ({
    id: row.id,
    ...Object.fromEntries(
      texts.map((text) => [text, Array.isArray(row[text]) ? row[text].join(', ') : row[text]]),
    ),
  }) as Row;

function findingsOf(row: Row, item: string, screen: string, href: string): ComplianceFinding[] {
  // Dates, counts and flags are not text; oabWarningsOf reads the strings but the id and links.
  return oabWarningsOf(row).map((finding) => ({ item, screen, href, ...finding }));
}

/** The rich text of every active item of the types that declare one (the blog's posts). */
async function accessibilityFindings(db: Database): Promise<AccessibilityItemFinding[]> {
  const items = (
    await Promise.all(
      contentTypes().map(async (type) => {
        if (!type.richText?.length) return [];
        const active = (type.table as unknown as Record<string, PgColumn | undefined>).active;
        const rows = (await db
          .select()
          .from(type.table)
          .where(active && eq(active, true))) as Row[];
        const screen = type.admin.nav ?? type.messages.screenTitle;
        return rows.flatMap((row) =>
          (type.richText as readonly string[]).map((column) => ({
            item: itemName(row),
            screen,
            href: `${type.admin.path}?${EDIT_PARAM}=${row.id}`,
            doc: row[column],
          })),
        );
      }),
    )
  ).flat();
  const described = await describedInLibrary(
    db,
    items.flatMap((item) => undescribedImages(item.doc)),
  );
  return items.flatMap(({ doc, ...item }) =>
    checkRichText(doc, { isDescribed: (src) => described.has(src) }).map((finding) => ({
      ...item,
      kind: finding.kind,
      message: finding.message,
      blocking: finding.blocking,
    })),
  );
}

/** The media library's images with no description and not decorative: the newest, and how many. */
async function imagesWithoutDescription(db: Database) {
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        id: mediaItems.id,
        fileName: mediaItems.fileName,
        key: mediaItems.key,
        width: mediaItems.width,
        height: mediaItems.height,
        createdAt: mediaItems.createdAt,
      })
      .from(mediaItems)
      .where(isUndescribed)
      .orderBy(desc(mediaItems.createdAt), desc(mediaItems.id))
      .limit(UNDESCRIBED_IMAGES_SHOWN),
    db.select({ total: count() }).from(mediaItems).where(isUndescribed),
  ]);
  const images: UndescribedImage[] = rows.map(({ fileName, key, ...image }) => ({
    ...image,
    name: fileName || key,
  }));
  return { images, total };
}

/** The findings in every active public item and the firm's details, and what CED art. 44 lacks. */
export async function scanCompliance(actor: Actor | null): Promise<ComplianceReport> {
  requirePermission(actor, 'compliance.read');
  const db = getDb();
  const [tables, firm, accessibility, library] = await Promise.all([
    Promise.all(
      sources().map(async (source) => {
        const rows = (await db
          .select()
          .from(source.table)
          .where(source.active && eq(source.active, true))) as Row[];
        return rows.flatMap((row) =>
          findingsOf(
            source.texts ? textsOf(row, source.texts) : row,
            itemName(row),
            source.screen,
            `${source.path}?${EDIT_PARAM}=${row.id}`,
          ),
        );
      }),
    ),
    readFirmSettings(db),
    accessibilityFindings(db),
    imagesWithoutDescription(db),
  ]);
  const findings = [
    ...tables.flat(),
    ...findingsOf(
      { ...firm, id: '' } as unknown as Row,
      'Dados do escritório',
      'Configurações',
      SETTINGS_PATH,
    ),
  ];
  const missing: MissingRequirement[] = [];
  if (!firm.oabRegistration.trim())
    missing.push({
      requirement: 'Número de inscrição na OAB',
      rule: 'Código de Ética e Disciplina, art. 44',
      howTo: 'Informe o registro na OAB em Configurações: o rodapé o mostra em todas as páginas.',
      href: SETTINGS_PATH,
    });
  if (!firm.firmName.trim())
    missing.push({
      requirement: 'Nome do escritório',
      rule: 'Código de Ética e Disciplina, art. 44',
      howTo: 'Informe o nome do escritório em Configurações: o rodapé o mostra em todas as páginas.',
      href: SETTINGS_PATH,
    });
  return {
    findings,
    missing,
    accessibility,
    undescribedImages: library.images,
    undescribedImageCount: library.total,
  };
}
