// Where this visit came from (issue 24), kept for the tab in sessionStorage (never a cookie): the
// page where it entered the site, the other site it came from and the UTM fields of that page's
// address. The visit of each page says whether it entered there; the public forms send the origin
// in their hidden fields, with the page they were sent from.

const KEY = 'tribuna.origin';
const UTM = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

export interface VisitOrigin {
  entry_page: string;
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
}

function stored(): VisitOrigin | null {
  try {
    const value = sessionStorage.getItem(KEY);
    return value ? (JSON.parse(value) as VisitOrigin) : null;
  } catch {
    return null; // storage disabled or unreadable: the visit simply has no origin
  }
}

/** Another site's host in document.referrer, or ''. */
function externalReferrer(): string {
  try {
    const host = document.referrer ? new URL(document.referrer).host : '';
    return host === location.host ? '' : host;
  } catch {
    return '';
  }
}

/**
 * This page's visit: an entry when the tab has no origin yet or arrived from elsewhere (another
 * site, a campaign link); an entry's origin replaces the stored one.
 */
export function takeVisitOrigin(): { entry: boolean; origin: VisitOrigin | null } {
  const params = new URLSearchParams(location.search);
  const referrer = externalReferrer();
  const campaign = UTM.some((name) => params.get(name));
  const previous = stored();
  if (previous && !referrer && !campaign) return { entry: false, origin: previous };
  const origin: VisitOrigin = {
    entry_page: location.pathname,
    referrer_host: referrer,
    utm_source: params.get('utm_source') ?? '',
    utm_medium: params.get('utm_medium') ?? '',
    utm_campaign: params.get('utm_campaign') ?? '',
  };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(origin));
  } catch {
    // Not kept: later pages count as entries of their own.
  }
  return { entry: true, origin };
}

/** Fills a form's origin fields (hidden inputs named as below) just before it is sent. */
export function fillOriginFields(form: HTMLFormElement): void {
  const origin = stored();
  const values: Record<string, string> = { ...origin, form_page: location.pathname };
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.type === 'hidden') field.value = value ?? '';
  }
}
