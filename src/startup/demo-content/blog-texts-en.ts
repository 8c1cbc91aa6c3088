import { eq, sql } from 'drizzle-orm';
import { blogPosts } from '@/db/schema';
import { fingerprintOf } from '@/features/blog/languages';
import { textOf, type RichDoc } from '@/lib/shared/rich-text/document';
import { slugify, slugsOf } from '@/lib/shared/slug';
import { bold, doc, h2, link, p, ul } from './rich';

// The English versions of the first three demo posts (issue 34), in BLOG_POSTS' order: each is a
// post of its own at its English address, published with the same date and image.

export interface BlogPostTextEn {
  title: string;
  summary: string;
  body: RichDoc;
  tags: string[];
}

const LEF = 'https://www.planalto.gov.br/ccivil_03/leis/l6830.htm';

export const BLOG_POSTS_EN: BlogPostTextEn[] = [
  {
    title: 'Served in a tax enforcement action: what now?',
    summary:
      'What a company should do in the first days after being served by the tax authorities, and which defences usually apply.',
    body: doc(
      p(
        'Being served in a tax enforcement action usually comes at a delicate moment for a company. The ',
        link('Tax Enforcement Act (Law 6,830/1980)', LEF),
        ' gives the debtor ',
        bold('five days'),
        ' to pay the debt or offer a guarantee, failing which assets may be seized and bank accounts frozen.',
      ),
      h2('What to check in the certificate of overdue tax'),
      p(
        'The first step is to obtain the certificate of overdue tax and check every detail. Charges for taxes already paid, in instalments or time-barred are not rare. Check in particular:',
      ),
      ul(
        ['the ', bold('origin of the debt'), ' and the periods charged;'],
        ['the fines and interest, and how the adjustment was calculated;'],
        ['whether the partners were named as jointly liable, and on what grounds.'],
      ),
      h2('Choosing the guarantee'),
      p(
        'A bank guarantee or a guarantee insurance policy usually protects the cash flow better than a deposit. Choosing well, within the deadline, keeps the company operating while the defence is heard.',
      ),
    ),
    tags: ['Tax Enforcement', 'Tax Law', 'Companies'],
  },
  {
    title: 'Family holding company: when is it worth it?',
    summary:
      'The advantages and the costs of placing family assets in a holding company, and what to weigh before deciding.',
    body: doc(
      p(
        'A family holding company can make succession simpler and cheaper, avoiding a long probate and setting the rules of the family business in advance. It also has costs, such as the ',
        bold('ITBI'),
        ' on contributed real estate and the ',
        bold('ITCMD'),
        ' on donations, so it does not suit every estate.',
      ),
      h2('What to weigh'),
      ul(
        ['the assets and the income they generate;'],
        ['the family members and how they take part in the business;'],
        ['the taxes due now and those avoided later.'],
      ),
      p(
        'Before deciding, we recommend a diagnosis comparing today’s scenario with the proposed structure. ',
        link('Book a conversation', '/en/consultation-request'),
        ' with our succession team.',
      ),
    ),
    tags: ['Family Holding', 'Succession', 'Estate Planning'],
  },
  {
    title: 'Judicial reorganisation: first steps for companies in crisis',
    summary:
      'How judicial reorganisation works in Brazil, who may request it and what to prepare before filing.',
    body: doc(
      p(
        'Judicial reorganisation lets a viable company in financial difficulty renegotiate its debts under court supervision, keeping its business running, its jobs and its suppliers.',
      ),
      h2('Who may request it'),
      p(
        'A business that has been operating regularly for more than two years, is not bankrupt and has not been granted reorganisation in the last five years.',
      ),
      h2('Other paths'),
      p(
        'The courts are not always the best path. Out-of-court reorganisation and direct negotiations with the main creditors can be faster and cheaper, depending on the debts. In any case, transparency with creditors and staff and a realistic business plan are decisive.',
      ),
    ),
    tags: ['Judicial Reorganisation', 'Restructuring', 'Companies'],
  },
];

/**
 * The rows of BLOG_POSTS_EN, each the English version of the seeded post at its place, translating
 * the Portuguese texts as seeded.
 */
export function englishPostRows(originals: (typeof blogPosts.$inferSelect)[]) {
  return BLOG_POSTS_EN.map(({ body, ...post }, i) => {
    const original = originals[i]!;
    return {
      ...post,
      content: body,
      contentText: textOf(body),
      slug: slugify(post.title),
      tagSlugs: slugsOf(post.tags),
      author: original.author,
      imageUrl: original.imageUrl,
      publishedAt: original.publishedAt,
      active: original.active,
      locale: 'en' as const,
      translationOf: original.id,
      sourceFingerprint: sql<string>`(select ${fingerprintOf(blogPosts)} from ${blogPosts} where ${eq(blogPosts.id, original.id)})`,
    };
  });
}
