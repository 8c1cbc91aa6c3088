// Records the visit of the page (SPEC §4): every load of a public page is one visit of its path
// (the public layout marks its pages; a 404 is not a visit). An entry also says where it came from
// (./attribution.ts). Errors are only logged (SPEC §8).
import { takeVisitOrigin } from './attribution';

export function recordVisit(): void {
  const { entry, origin } = takeVisitOrigin();
  const source = entry && origin ? { ...origin, entry_page: undefined } : {};
  fetch('/api/visits', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ page_path: location.pathname, entry, ...source }),
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) console.error(`[visits] not recorded (HTTP ${response.status})`);
    })
    .catch((error: unknown) => console.error('[visits] not recorded:', error));
}
