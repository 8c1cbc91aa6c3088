import 'server-only';
import type { MailMessage } from '@/lib/server/mail/mailer';
import type { RichDoc } from '@/lib/shared/rich-text/document';
import { escapeHtml, treeToHtml } from '@/lib/shared/rich-text/html';
import { toTree, type TreeNode } from '@/lib/shared/rich-text/tree';
import type { FirmSettings } from '@/features/settings/exports';
import { postHref } from '@/features/blog/exports';
import { translator } from '@/lib/server/i18n';
import { isLocale, type Locale } from '@/lib/shared/locale';
import { absolute, alertPaths, senderAddress, withCampaign } from './links';

// An alert's e-mail (issue 35 §2): the post's title, summary and text from the same rich text as
// its page (images at their public address, links to the site with the alert's campaign), as HTML
// and plain text, in the firm's colours, its details in the footer, and the links to leave or
// change the preferences, which need no account. The headers are RFC 8058's: List-Unsubscribe (the
// one-click address and a mailto:) and List-Unsubscribe-Post. No open pixel, no click redirect. An
// English post's alert goes to the English subscribers, in English, with the English links (issue 34).

/** The firm's colours (src/app/globals.css: brand-700, accent-500, brand-50). */
const COLOURS = { brand: '#1e3356', accent: '#c99a45', light: '#f5f7fa', text: '#0f1d33' };

export interface AlertPost {
  /** The post's language: the e-mail's, and its links'. */
  locale: string;
  slug: string;
  title: string;
  summary: string;
  content: RichDoc;
}

export interface AlertRecipient {
  email: string;
  token: string;
}

const languageOf = (value: string): Locale => (isLocale(value) ? value : 'pt-BR');

/** The tree with each link to the site carrying the campaign (and made absolute). */
function campaignLinks(nodes: TreeNode[], slug: string, site: string): TreeNode[] {
  return nodes.map((node) => {
    if (typeof node === 'string') return node;
    const href = node.attrs?.href;
    const own = href !== undefined && (href.startsWith('/') || href.startsWith(`${site}/`) || href === site);
    return {
      ...node,
      ...(own && {
        attrs: { ...node.attrs, href: withCampaign(href.startsWith('/') ? site + href : href, slug) },
      }),
      ...(node.children && { children: campaignLinks(node.children, slug, site) }),
    };
  });
}

const BLOCKS = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'blockquote']);

/** The plain-text version: one paragraph per block, a link's address after its words. */
function treeToText(nodes: TreeNode[], site: string): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node;
      const inner = treeToText(node.children ?? [], site);
      if (node.tag === 'br') return '\n';
      if (node.tag === 'img') return node.attrs?.alt ? `[${node.attrs.alt}]\n\n` : '';
      if (node.tag === 'a') return `${inner} (${node.attrs?.href ?? ''})`;
      if (node.tag === 'li') return `- ${inner.trim()}\n`;
      if (BLOCKS.has(node.tag)) return `${inner.trim()}\n\n`;
      return inner;
    })
    .join('');
}

/** The footer's lines: the firm's name and details as its settings have them. */
function firmLines(firm: FirmSettings): string[] {
  return [
    firm.firmName,
    firm.oabRegistration && `OAB ${firm.oabRegistration}`.replace(/^OAB OAB/i, 'OAB'),
    firm.address,
    [firm.phone, firm.email].filter(Boolean).join(' · '),
  ].filter((line): line is string => Boolean(line));
}

/** The alert's e-mail to one subscriber; `messageId` stays the same on every retry of it. */
export function composeAlert(
  post: AlertPost,
  recipient: AlertRecipient,
  firm: FirmSettings,
  messageId: string,
): MailMessage {
  const locale = languageOf(post.locale);
  const t = translator(locale);
  const paths = alertPaths(locale);
  const site = absolute('');
  const postUrl = withCampaign(absolute(postHref(post.slug, locale)), post.slug);
  const preferences = absolute(paths.preferences(recipient.token));
  const leave = absolute(paths.unsubscribe(recipient.token));
  const oneClick = absolute(paths.oneClick(recipient.token));
  const nodes = campaignLinks(toTree(post.content, site).nodes, post.slug, site);
  const body = treeToHtml(nodes, (url) => site + url);
  const firmName = firm.firmName || t('alerts.mail.fallbackTitle');
  const lines = firmLines(firm);
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(post.title)}</title></head>
<body style="margin:0;padding:0;background:${COLOURS.light};color:${COLOURS.text};font-family:Georgia,'Times New Roman',serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLOURS.light}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:640px;background:#ffffff">
<tr><td style="background:${COLOURS.brand};color:#ffffff;padding:20px 28px;font-size:18px;font-weight:bold">${escapeHtml(firmName)}<div style="height:3px;width:48px;background:${COLOURS.accent};margin-top:10px"></div></td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:1.6">
<h1 style="margin:0 0 12px;font-size:26px;line-height:1.3;color:${COLOURS.brand}">${escapeHtml(post.title)}</h1>
<p style="margin:0 0 20px;font-size:17px;color:#334155">${escapeHtml(post.summary)}</p>
<div>${body}</div>
<p style="margin:28px 0 0"><a href="${escapeHtml(postUrl)}" style="display:inline-block;background:${COLOURS.accent};color:${COLOURS.text};padding:12px 20px;text-decoration:none;font-weight:bold">${escapeHtml(t('alerts.mail.readOnSite'))}</a></p>
</td></tr>
<tr><td style="background:${COLOURS.brand};color:#e4e9f2;padding:20px 28px;font-size:13px;line-height:1.6">
${lines.map((line) => `<div>${escapeHtml(line)}</div>`).join('\n')}
<p style="margin:12px 0 0">${escapeHtml(t('alerts.mail.subscribedAt', { site }))}<br>
<a href="${escapeHtml(preferences)}" style="color:#ffffff">${escapeHtml(t('alerts.preferencesTitle'))}</a> · <a href="${escapeHtml(leave)}" style="color:#ffffff">${escapeHtml(t('alerts.unsubscribeTitle'))}</a></p>
</td></tr>
</table></td></tr></table>
</body></html>`;
  const text = [
    post.title,
    '',
    post.summary,
    '',
    treeToText(nodes, site).trim(),
    '',
    `${t('alerts.mail.readOnSite')}: ${postUrl}`,
    '',
    '--',
    ...lines,
    '',
    `${t('alerts.preferencesTitle')}: ${preferences}`,
    `${t('alerts.unsubscribeTitle')}: ${leave}`,
    '',
  ].join('\n');
  return {
    to: recipient.email,
    subject: post.title,
    text,
    html,
    aboutEmail: recipient.email,
    messageId,
    headers: {
      'List-Unsubscribe': `<${oneClick}>, <mailto:${senderAddress()}?subject=${encodeURIComponent(`cancelar ${recipient.token}`)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The confirmation e-mail of a subscription (double opt-in), in the subscription's language. */
export function composeConfirmation(
  recipient: AlertRecipient & { language: string },
  firm: FirmSettings,
): MailMessage {
  const locale = languageOf(recipient.language);
  const t = translator(locale);
  const link = absolute(alertPaths(locale).confirm(recipient.token));
  const request = t('alerts.mail.confirmRequest', { firm: firm.firmName || t('alerts.mail.firmFallback') });
  const ignore = t('alerts.mail.confirmIgnore');
  return {
    to: recipient.email,
    subject: t('alerts.mail.confirmSubject'),
    aboutEmail: recipient.email,
    text: [request, '', t('alerts.mail.confirmOpen', { link }), '', ignore, ''].join('\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:Georgia,serif;color:${COLOURS.text}">
<p>${escapeHtml(request)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:${COLOURS.brand};color:#ffffff;padding:12px 20px;text-decoration:none">${escapeHtml(t('alerts.confirmTitle'))}</a></p>
<p>${escapeHtml(ignore)}</p>
</body></html>`,
  };
}
