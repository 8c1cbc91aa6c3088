// What the public pages draw of a media library image (issue 33), browser-safe: its description or
// 'Imagem decorativa', and its focal point, which the crops keep in view (object-position; the
// social image's crop is made on the server: src/lib/server/media-facts.ts).

export interface MediaFacts {
  altPt: string | null;
  altEn: string | null;
  decorative: boolean;
  focalX: number;
  focalY: number;
}

/** CSS object-position for a focal point; none for the centre (the browser's default). */
export function objectPositionOf(facts: Pick<MediaFacts, 'focalX' | 'focalY'> | null | undefined) {
  if (!facts || (facts.focalX === 50 && facts.focalY === 50)) return undefined;
  return `${facts.focalX}% ${facts.focalY}%`;
}
